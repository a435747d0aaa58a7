import { describe, expect, it } from 'vitest';

import { iso } from '../../../src/shared/schemas';

describe('iso (timestamps as the API shows them)', () => {
  it.each([
    ['2026-11-27 15:04:05.123456+00', '2026-11-27T15:04:05.123Z'],
    ['2026-11-27 15:04:05.9999+00', '2026-11-27T15:04:05.999Z'],
    ['2026-11-27 15:04:05.1+00', '2026-11-27T15:04:05.100Z'],
    ['2026-11-27 15:04:05+00', '2026-11-27T15:04:05.000Z'],
    ['2026-11-27 16:04:05.12+01', '2026-11-27T15:04:05.120Z'],
    ['2026-11-27 10:34:05-04:30', '2026-11-27T15:04:05.000Z'],
    ['0001-01-01 00:00:00+00', '0001-01-01T00:00:00.000Z'],
  ])('when PostgreSQL gives %s, then the answer shows %s', (text, shown) => {
    expect(iso(text)).toBe(shown);
  });

  it('when the value is a Date or absent, then it is the Date\'s ISO form or null', () => {
    expect(iso(new Date('2026-11-27T15:04:05.123Z'))).toBe('2026-11-27T15:04:05.123Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });
});
