import { describe, expect, it } from 'vitest';

import { parseDate } from '../../../src/domain/normalise';

describe('parseDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    [' 2024-03-05 ', '2024-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2024-03', '2024-03-01'],
    ['2024-03-05T10:00:00Z', '2024-03-05'],
    ['2024-03-05T23:30:00-05:00', '2024-03-05'],
    ['2024-03-05T10:00:00.123+02:00', '2024-03-05'],
    ['2024-03-05T10:00', '2024-03-05'],
    ['2024-03-05 10:00:00', '2024-03-05'],
    ['03/05/2024', '2024-03-05'],
    ['3/5/2024', '2024-03-05'],
    ['12/31/1999', '1999-12-31'],
  ])('when "%s" is given, then the date is %s', (input, expected) => {
    expect(parseDate(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[null], [undefined], [''], ['  ']])('when %j is given, then the date is null', (input) => {
    expect(parseDate(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['2023-02-29'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-31'],
    ['13/05/2024'],
    ['05/32/2024'],
    ['2024/03/05'],
    ['05-03-2024'],
    ['March 5, 2024'],
    ['yesterday'],
    ['20240305'],
    ['2024-3-5'],
    ['2024-13'],
  ])('when "%s" is given, then it is rejected', (input) => {
    expect(parseDate(input).ok).toBe(false);
  });
});
