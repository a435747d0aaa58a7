import { describe, expect, it } from 'vitest';

import { normaliseDomain } from '../../../src/domain/normalise';

describe('normaliseDomain', () => {
  it.each([
    ['https://www.Acme.com/about', 'acme.com'],
    ['acme.com', 'acme.com'],
    ['WWW.ACME.COM', 'acme.com'],
    ['x@acme.com', 'acme.com'],
    ['Jane.Doe@Sub.Acme.co.uk', 'sub.acme.co.uk'],
    ['http://acme.com:8080/path?q=1#f', 'acme.com'],
    ['//acme.com', 'acme.com'],
    ['acme.com.', 'acme.com'],
    ['www2.acme.com', 'acme.com'],
    ['  acme.io  ', 'acme.io'],
    ['app.acme.com', 'app.acme.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['my-company.com', 'my-company.com'],
  ])('when "%s" is given, then the domain is %s', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it.each([
    ['junk'],
    [''],
    ['   '],
    ['localhost'],
    ['1.2.3.4'],
    ['acme .com'],
    ['-acme.com'],
    ['acme.c'],
    ['acme.123'],
    ['http://'],
    ['@'],
    [null],
    [undefined],
  ])('when %j is given, then the domain is null', (input) => {
    expect(normaliseDomain(input)).toBeNull();
  });
});
