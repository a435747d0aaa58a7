import { describe, expect, it } from 'vitest';

import type { Snapshot } from '../../../src/domain/changes/types';
import { flatModel, logHazard, NO_TRAITS, sinceToMs, traitsOf } from '../../../src/domain/freshness/index';

const snapshot: Snapshot = {
  found: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  headline: 'VP of Sales at Acme',
  positions: [
    { company: 'Acme, Inc.', company_social_id: '1234', title: 'VP of Sales', started_on: '2024-03', ended_on: null, is_current: true },
    { company: 'Board Co', company_social_id: null, title: 'Board Member', started_on: '2024-06', ended_on: null, is_current: true },
    { company: 'Globex', company_social_id: '99', title: 'Director of Sales', started_on: '2020-01', ended_on: '2024-01', is_current: false },
    { company: 'Initech', company_social_id: null, title: 'Account Executive', started_on: '2018-01', ended_on: '2019-12', is_current: false },
  ],
};

describe('traitsOf', () => {
  it('when a profile has a main job and past jobs, then it reads seniority, function, tenure start, employer and past job length', () => {
    const t = traitsOf(snapshot);
    expect(t).toMatchObject({ seniority: 'vp', function: 'sales', currentSince: '2024-03', companyKey: '1234' });
    // (48.5 + 23.5) months / 2 jobs × 30.44 days
    expect(t.pastTenureDays).toBe(Math.round(((48.5 + 23.5) / 2) * 30.44));
    // Each completed job, latest first, for the career pace.
    expect(t.pastJobDays).toEqual([Math.round(48.5 * 30.44), Math.round(23.5 * 30.44)]);
    expect(traitsOf({ ...snapshot, positions: [{ ...snapshot.positions[0]!, company_social_id: null }] }).companyKey).toBe('acme');
  });

  it('when a profile is not found, then found is false and the model can tell it from a jobless one; no snapshot is no traits', () => {
    expect(traitsOf({ ...snapshot, found: false, positions: [] }).found).toBe(false);
    expect(traitsOf(null)).toEqual(NO_TRAITS);
    const jobless = traitsOf({ ...snapshot, positions: snapshot.positions.slice(2) });
    expect(jobless).toMatchObject({ seniority: null, currentSince: null });
    expect(jobless.found).not.toBe(false);
    const model = { ...flatModel(), noJob: 0.5, notFound: -4 };
    const at = Date.UTC(2026, 0, 1);
    expect(logHazard(model, traitsOf({ ...snapshot, found: false }), null, at) - logHazard(model, jobless, null, at)).toBeCloseTo(-4.5, 6);
    expect(sinceToMs('2024-03')).toBe(Date.UTC(2024, 2, 15));
  });
});
