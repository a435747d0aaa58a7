import { describe, expect, it } from 'vitest';

import { parseMoney } from '../../../src/domain/normalise';

describe('parseMoney', () => {
  it.each([
    [12500000, 12500000],
    [0, 0],
    [1234.567, 1234.57],
    ['12500000', 12500000],
    ['$12.5M', 12500000],
    ['12.5m', 12500000],
    ['$12.5 M', 12500000],
    ['€3.2B', 3200000000],
    ['3.2bn', 3200000000],
    ['$850K', 850000],
    ['850k', 850000],
    ['1,234,567', 1234567],
    ['1 234 567', 1234567],
    ['$1,234,567.89', 1234567.89],
    ['USD 4M', 4000000],
    ['usd4m', 4000000],
    ['4M USD', 4000000],
    ['4 million', 4000000],
    ['4 Million', 4000000],
    ['2.5 billion', 2500000000],
    ['£3 thousand', 3000],
    ['US$4M', 4000000],
    ['1.1M', 1100000],
    ['$100M+', 100000000],
    ['1t', 1000000000000],
    ['$10M - $50M', 10000000],
    ['$1-2M', 1000000],
    ['10 to 50 million', 10000000],
    ['$12.5M ARR', 12500000],
    ['12,5 M€', 12500000],
    ['12,5M', 12500000],
    ['A$5M', 5000000],
    ['AU$ 5M', 5000000],
    ['C$2.5M', 2500000],
    ['R$ 40M', 40000000],
    ['10.000.000 €', 10000000],
    ['1.234,56 EUR', 1234.56],
    ['EUR 3 Mio.', 3000000],
    ['2 Mrd €', 2000000000],
    ['~$4M per year', 4000000],
  ])('when %j is given, then the amount is %d', (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[null], [undefined], [''], ['  ']])('when %j is given, then the amount is null', (input) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: null });
  });

  it.each([[-5], ['-5'], ['-$5M'], ['$-5M'], ['(5M)'], ['USD -4M']])(
    'when %j is given, then it is rejected as negative',
    (input) => {
      expect(parseMoney(input)).toEqual({ ok: false, error: 'must not be negative' });
    },
  );

  it.each([['N/A'], ['n/a'], ['-'], ['unknown']])('when the placeholder %j is given, then it is refused as a placeholder', (input) => {
    expect(parseMoney(input)).toEqual({ ok: false, error: 'a placeholder, not an amount' });
  });

  it.each([['junk'], ['12.5.3'], ['$'], ['M'], ['1,23'], ['$1-junk'], ['5 apples'], [Number.NaN], [Infinity]])(
    'when %j is given, then it is rejected as not an amount',
    (input) => {
      const result = parseMoney(input);
      expect(result.ok).toBe(false);
    },
  );
});
