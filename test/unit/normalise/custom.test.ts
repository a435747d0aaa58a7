import { describe, expect, it } from 'vitest';

import { validateCustom } from '../../../src/domain/normalise';

describe('validateCustom', () => {
  it('when values are strings, numbers and booleans, then they become strings in key order', () => {
    const result = validateCustom({ tier: 'gold', score: 12.5, seats: 10, vip: true, churn_risk: false });
    expect(result).toEqual({
      ok: true,
      value: { tier: 'gold', score: '12.5', seats: '10', vip: 'true', churn_risk: 'false' },
    });
    if (result.ok) expect(Object.keys(result.value ?? {})).toEqual(['tier', 'score', 'seats', 'vip', 'churn_risk']);
  });

  it.each([[null], [undefined]])('when %j is given, then custom is null', (input) => {
    expect(validateCustom(input)).toEqual({ ok: true, value: null });
  });

  it('when the object is empty, then custom is an empty record', () => {
    expect(validateCustom({})).toEqual({ ok: true, value: {} });
  });

  it('when a key is exactly 60 characters, then it is accepted', () => {
    const key = 'k'.repeat(60);
    expect(validateCustom({ [key]: 'x' })).toEqual({ ok: true, value: { [key]: 'x' } });
  });

  it('when keys are too long or empty and values have bad types, then every offending key is reported', () => {
    const long = 'k'.repeat(61);
    expect(validateCustom({ ok: 'x', [long]: 'x', '': 'x', nested: { a: 1 }, list: [1], nothing: null, nan: NaN })).toEqual({
      ok: false,
      errors: {
        [`custom.${long}`]: 'key must be 1 to 60 characters',
        'custom.': 'key must be 1 to 60 characters',
        'custom.nested': 'must be a string, number or boolean',
        'custom.list': 'must be a string, number or boolean',
        'custom.nothing': 'must be a string, number or boolean',
        'custom.nan': 'must be a string, number or boolean',
      },
    });
  });

  it.each([['text'], [42], [[1, 2]], [true]])('when %j is given instead of an object, then custom is rejected', (input) => {
    expect(validateCustom(input)).toEqual({
      ok: false,
      errors: { custom: 'must be an object of string, number or boolean values' },
    });
  });
});
