import { describe, expect, it } from 'vitest';

import { parseEmployees } from '../../../src/domain/normalise';

describe('parseEmployees', () => {
  it.each([
    [250, 250],
    [0, 0],
    ['250', 250],
    [' 250 ', 250],
    ['1001-5000', 1001],
    ['1,001-5,000', 1001],
    ['1001 - 5000', 1001],
    ['1001–5000', 1001],
    ['1001 to 5000', 1001],
    ['10,001+', 10001],
    ['5000+', 5000],
    ['1k', 1000],
    ['1K', 1000],
    ['1.5k', 1500],
    ['2m', 2000000],
    ['51 - 200 employees', 51],
    ['51-200 Employees', 51],
    ['2-10 employees', 2],
    ['1 employee', 1],
    ['10k+ employees', 10000],
    ['1,234', 1234],
    ['10.000+', 10000],
    ['1.000-5.000', 1000],
    ['10 000', 10000],
  ])('when %j is given, then the count is %d', (input, expected) => {
    expect(parseEmployees(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[null], [undefined], [''], ['   ']])('when %j is given, then the count is null', (input) => {
    expect(parseEmployees(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['abc'],
    ['self-employed'],
    ['lots'],
    ['12.5'],
    ['-5'],
    ['1,00'],
    ['1001-abc'],
    ['employees'],
    [-5],
    [12.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('when %j is given, then it is rejected with a message', (input) => {
    const result = parseEmployees(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/\w/);
  });

  it.each([['N/A'], ['-'], ['—'], ['unknown'], ['n.a.']])('when the placeholder %j is given, then it is refused as a placeholder', (input) => {
    expect(parseEmployees(input)).toEqual({ ok: false, error: 'a placeholder, not a count' });
  });

  it('when a negative string is given, then the message says so', () => {
    expect(parseEmployees('-5')).toEqual({ ok: false, error: 'must not be negative' });
  });
});
