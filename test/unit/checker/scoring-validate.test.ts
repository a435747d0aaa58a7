import { describe, expect, it } from 'vitest';

import { MAX_ALIASES, validateDetectRequest } from '../../../src/checker/scoring/validate-detect';
import { validateFitRequest } from '../../../src/checker/scoring/validate-fit';
import type { EvaluateFitRequest } from '../../../src/grpc/scoring-v1';

const fitRequest = (patch: Partial<EvaluateFitRequest>): EvaluateFitRequest => ({
  company_json: '',
  account_rules_json: '',
  contact_rules_json: '',
  title: '',
  previous_started_on: '',
  changed_on: '',
  evaluated_at: '',
  ...patch,
});
const now = () => new Date('2026-11-23T12:00:00Z');
const snapshot = { first_name: '', last_name: '', headline: '', positions: [], fetched_at: '' };

describe('validateFitRequest', () => {
  it('when company facts leave members out, then they are unknown', () => {
    const valid = validateFitRequest(fitRequest({ company_json: '{"name":"Globex"}', account_rules_json: '{}' }), now);
    expect(valid).toMatchObject({
      ok: true,
      value: {
        account: { facts: { name: 'Globex', industry: null, employees: null, hq: { city: null, state: null, country: null }, specialities: [], is_current_customer: false } },
        contact: null,
        evaluatedAt: '2026-11-23T12:00:00.000Z',
      },
    });
  });

  it('when rules are given without company facts, then the account fit is not evaluated', () => {
    expect(validateFitRequest(fitRequest({ account_rules_json: '{"employees":{"min":5}}' }), now)).toMatchObject({ ok: true, value: { account: null } });
  });

  it('when evaluated_at has an offset, then it is kept as the same instant in UTC', () => {
    expect(validateFitRequest(fitRequest({ evaluated_at: '2026-11-20T12:00:00+02:00' }), now)).toMatchObject({ ok: true, value: { evaluatedAt: '2026-11-20T10:00:00.000Z' } });
  });

  it('when a range is inverted, then the message names the member', () => {
    const valid = validateFitRequest(fitRequest({ account_rules_json: '{"employees":{"min":50,"max":10}}' }), now);
    expect(valid).toMatchObject({ ok: false, message: expect.stringMatching(/^account_rules_json\.employees\.min: /) as unknown });
  });
});

describe('validateDetectRequest', () => {
  it('when current is absent, then the current snapshot is a not-found one', () => {
    expect(validateDetectRequest({ previous: snapshot, current: null, previous_checked_at: '', aliases: [] })).toMatchObject({
      ok: true,
      value: { previous: { found: true }, current: { found: false, positions: [] }, previousCheckedAt: null },
    });
  });

  it(`when there are more than ${MAX_ALIASES} aliases, then the request is refused`, () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => ({ a: `id:${i}`, b: `name:acme${i}` }));
    expect(validateDetectRequest({ previous: snapshot, current: null, previous_checked_at: '', aliases })).toEqual({
      ok: false,
      message: `aliases has ${MAX_ALIASES + 1} entries; at most ${MAX_ALIASES}`,
    });
  });
});
