import { describe, expect, it } from 'vitest';

import { normaliseEmail } from '../../../src/domain/normalise';

describe('normaliseEmail', () => {
  it.each([
    ['jane@acme.com', 'jane@acme.com'],
    ['  Jane.Doe@ACME.com ', 'jane.doe@acme.com'],
    ['jane+crm@acme.co.uk', 'jane+crm@acme.co.uk'],
    ["o'brien@acme.ie", "o'brien@acme.ie"],
    ['mailto:jane@acme.com', 'jane@acme.com'],
    ['jane@www.acme.com', 'jane@www.acme.com'],
  ])('when "%s" is given, then the email is %s', (input, expected) => {
    expect(normaliseEmail(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[null], [undefined], [''], ['   ']])('when %j is given, then the email is null', (input) => {
    expect(normaliseEmail(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['jane'],
    ['jane@'],
    ['@acme.com'],
    ['jane@acme'],
    ['jane@@acme.com'],
    ['jane@acme..com'],
    ['jane doe@acme.com'],
    ['.jane@acme.com'],
    ['jane.@acme.com'],
    ['jane..doe@acme.com'],
    ['jane@localhost'],
    ['jane@1.2.3.4'],
    [`${'a'.repeat(65)}@acme.com`],
  ])('when "%s" is given, then it is not a valid email address', (input) => {
    expect(normaliseEmail(input)).toEqual({ ok: false, error: 'not a valid email address' });
  });
});
