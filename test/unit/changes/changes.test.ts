import { describe, expect, it } from 'vitest';

import {
  baselineMismatch,
  companyKey,
  companyNamesMatch,
  currentPosition,
  detectChange,
  normaliseDate,
  primaryPosition,
  profileStatusAfter,
  RULES,
  sameCompany,
} from '../../../src/domain/changes';
import { NOT_FOUND, pos, snap } from './builders';

describe('companyKey', () => {
  it.each([
    ['Acme, Inc.', 'acme'],
    ['ACME Corp', 'acme'],
    ['The Acme Company', 'acme'],
    ['Acme GmbH & Co. KG', 'acme'],
    ['Société Générale S.A.', 'societegenerale'],
    ['Salesforce.com, Inc.', 'salesforce'],
    ['Johnson & Johnson', 'johnsonandjohnson'],
    ['Google LLC', 'google'],
    ['Co', 'co'],
    ['', ''],
  ])('%j → %j', (name, key) => {
    expect(companyKey(name)).toBe(key);
  });
});

describe('sameCompany', () => {
  it('uses network ids when both sides have one', () => {
    expect(sameCompany({ company: 'Facebook', company_social_id: '1' }, { company: 'Meta', company_social_id: '1' })).toBe(true);
    expect(sameCompany({ company: 'Acme', company_social_id: '1' }, { company: 'Acme', company_social_id: '2' })).toBe(false);
  });

  it('falls back to normalised names', () => {
    expect(sameCompany({ company: 'Acme Inc.', company_social_id: '1' }, { company: 'acme', company_social_id: null })).toBe(true);
    expect(sameCompany({ company: 'Acme', company_social_id: null }, { company: 'Acme Analytics', company_social_id: null })).toBe(false);
  });
});

describe('companyNamesMatch (lenient)', () => {
  it('accepts containment on word boundaries', () => {
    expect(companyNamesMatch('Acme', 'Acme Corporation')).toBe(true);
    expect(companyNamesMatch('Google', 'Google LLC')).toBe(true);
    expect(companyNamesMatch('Acme', 'Acme Software Group')).toBe(true);
  });

  it('rejects partial words and tiny names', () => {
    expect(companyNamesMatch('Acme', 'Acmeco')).toBe(false);
    expect(companyNamesMatch('HP', 'HP Inc')).toBe(true);
    expect(companyNamesMatch('AB', 'AB Testing Co')).toBe(false);
    expect(companyNamesMatch('', 'Acme')).toBe(false);
  });
});

describe('normaliseDate', () => {
  it('pads partial dates', () => {
    expect(normaliseDate('2023-05')).toBe('2023-05-01');
    expect(normaliseDate('2023')).toBe('2023-01-01');
    expect(normaliseDate('2023-5-7')).toBe('2023-05-07');
    expect(normaliseDate(null)).toBeNull();
    expect(normaliseDate('soon')).toBeNull();
  });
});

describe('currentPosition', () => {
  it('picks the latest-started current position', () => {
    const a = pos('Acme', 'VP', '2019-01');
    const b = pos('Board', 'Board Member', '2022-03');
    const old = pos('Old', 'AE', '2023-01', { ended_on: '2023-06' });
    expect(currentPosition(snap([a, b, old]))).toBe(b);
  });

  it('ties and missing dates resolve to the first listed', () => {
    const a = pos('A', 'x', '2020-01');
    const b = pos('B', 'y', '2020-01-01');
    expect(currentPosition(snap([a, b]))).toBe(a);
    const n1 = pos('N1', 'x', null);
    const n2 = pos('N2', 'y', null);
    expect(currentPosition(snap([n1, n2]))).toBe(n1);
    expect(currentPosition(snap([n1, a]))).toBe(a);
  });

  it('is null without a current position or when not found', () => {
    expect(currentPosition(snap([pos('A', 'x', '2020-01', { ended_on: '2021-01' })]))).toBeNull();
    expect(currentPosition(NOT_FOUND)).toBeNull();
  });

  it('primaryPosition prefers a real job over a later side role', () => {
    const a = pos('Acme', 'VP', '2019-01');
    const b = pos('Board', 'Board Member', '2022-03');
    expect(primaryPosition(snap([a, b]))).toBe(a);
    expect(primaryPosition(snap([b]))).toBe(b);
  });
});

describe('detectChange payload', () => {
  it('moved carries from/to and the new start date', () => {
    const prev = snap([pos('Acme', 'AE', '2021-01')]);
    const next = snap([pos('Hooli', 'Senior AE', '2024-02'), pos('Acme', 'AE', '2021-01', { ended_on: '2024-01' })]);
    expect(detectChange(prev, next)).toEqual({
      type: 'moved',
      from_company: 'Acme',
      from_title: 'AE',
      to_company: 'Hooli',
      to_title: 'Senior AE',
      to_started_on: '2024-02',
      evidence: {
        rule: 'employer_changed',
        confidence: RULES.employer_changed.confidence,
        previous: { company: 'Acme', company_social_id: null, title: 'AE', started_on: '2021-01' },
        current: { company: 'Hooli', company_social_id: null, title: 'Senior AE', started_on: '2024-02' },
        surfaced_late: false,
        confirmed_at: null,
        trigger: null,
      },
    });
  });

  it('left and profile_not_found have no to_*', () => {
    const prev = snap([pos('Acme', 'AE', '2021-01')]);
    expect(detectChange(prev, snap([]))).toEqual({
      type: 'left',
      from_company: 'Acme',
      from_title: 'AE',
      to_company: null,
      to_title: null,
      to_started_on: null,
      evidence: {
        rule: 'no_current_position_entry_removed',
        confidence: RULES.no_current_position_entry_removed.confidence,
        previous: { company: 'Acme', company_social_id: null, title: 'AE', started_on: '2021-01' },
        current: null,
        surfaced_late: false,
        confirmed_at: null,
        trigger: null,
      },
    });
    expect(detectChange(prev, NOT_FOUND)).toMatchObject({ type: 'profile_not_found', from_company: 'Acme', to_company: null });
  });

  it('a rejoin has no from_*', () => {
    const prev = snap([pos('Acme', 'AE', '2021-01', { ended_on: '2023-01' })]);
    const next = snap([pos('Hooli', 'AE', '2024-01'), ...prev.positions]);
    expect(detectChange(prev, next)).toMatchObject({ type: 'moved', from_company: null, from_title: null, to_company: 'Hooli' });
  });

  it('promotion vs demotion vs in-place edit', () => {
    const prev = snap([pos('Acme', 'Sales Manager', '2020-01')]);
    const ended = pos('Acme', 'Sales Manager', '2020-01', { ended_on: '2023-01' });
    expect(detectChange(prev, snap([pos('Acme', 'Director of Sales', '2023-02'), ended]))?.type).toBe('promoted');
    expect(detectChange(prev, snap([pos('Acme', 'Account Executive', '2023-02'), ended]))?.type).toBe('title_changed');
    expect(detectChange(prev, snap([pos('Acme', 'Director of Sales', '2020-01')]))?.type).toBe('title_changed');
    expect(detectChange(prev, snap([pos('Acme', 'SALES  manager', '2020-01')]))).toBeNull();
  });

  it('is pure: inputs are not mutated', () => {
    const prev = snap([pos('Acme', 'AE', '2021-01')]);
    const next = snap([pos('Hooli', 'AE', '2024-01')]);
    const copy = JSON.stringify([prev, next]);
    detectChange(prev, next);
    expect(JSON.stringify([prev, next])).toBe(copy);
  });
});

describe('profileStatusAfter', () => {
  const ch = (type: 'moved' | 'promoted' | 'title_changed' | 'left' | 'profile_not_found') => ({
    type,
    from_company: null,
    from_title: null,
    to_company: null,
    to_title: null,
    to_started_on: null,
    evidence: { rule: type, confidence: 1, previous: null, current: null, surfaced_late: false, confirmed_at: null, trigger: null },
  });

  it('baseline with nothing to compare → same_role', () => {
    expect(profileStatusAfter('pending_baseline', null, true)).toBe('same_role');
    expect(profileStatusAfter('unknown', null, true)).toBe('same_role');
  });

  it('baseline of a missing profile → not_found', () => {
    expect(profileStatusAfter('pending_baseline', ch('profile_not_found'), true)).toBe('not_found');
  });

  it('changes map to their status', () => {
    expect(profileStatusAfter('same_role', ch('moved'), false)).toBe('moved');
    expect(profileStatusAfter('same_role', ch('promoted'), false)).toBe('promoted');
    expect(profileStatusAfter('promoted', ch('left'), false)).toBe('left');
    expect(profileStatusAfter('moved', ch('profile_not_found'), false)).toBe('not_found');
  });

  it('is sticky until the next change', () => {
    expect(profileStatusAfter('moved', null, false)).toBe('moved');
    expect(profileStatusAfter('promoted', null, false)).toBe('promoted');
    expect(profileStatusAfter('left', null, false)).toBe('left');
    expect(profileStatusAfter('same_role', null, false)).toBe('same_role');
  });

  it('title_changed leaves the status alone', () => {
    expect(profileStatusAfter('moved', ch('title_changed'), false)).toBe('moved');
    expect(profileStatusAfter('same_role', ch('title_changed'), false)).toBe('same_role');
    expect(profileStatusAfter('promoted', ch('title_changed'), false)).toBe('promoted');
  });

  it('found again after not_found with the same job → same_role', () => {
    expect(profileStatusAfter('not_found', null, false)).toBe('same_role');
    expect(profileStatusAfter('not_found', ch('title_changed'), false)).toBe('same_role');
    expect(profileStatusAfter('not_found', ch('moved'), false)).toBe('moved');
  });
});

describe('baselineMismatch', () => {
  it('matches normalised and contained names', () => {
    expect(baselineMismatch('Acme', snap([pos('Acme Corporation', 'AE', '2021-01')]))).toBe(false);
    expect(baselineMismatch('Google', snap([pos('Google LLC', 'AE', '2021-01')]))).toBe(false);
    expect(baselineMismatch('Acme Corporation', snap([pos('ACME', 'AE', '2021-01')]))).toBe(false);
    expect(baselineMismatch('Société Générale', snap([pos('Societe Generale SA', 'AE', '2021-01')]))).toBe(false);
  });

  it('flags a different employer', () => {
    expect(baselineMismatch('Acme', snap([pos('Hooli', 'AE', '2021-01')]))).toBe(true);
    expect(baselineMismatch('Acme', snap([pos('Acmeco', 'AE', '2021-01')]))).toBe(true);
  });

  it('any current position may match (a later board seat does not hide the employer)', () => {
    const s = snap([pos('Acme', 'CFO', '2018-01'), pos('Charity', 'Board Member', '2023-01')]);
    expect(baselineMismatch('Acme', s)).toBe(false);
  });

  it('ignores ended positions', () => {
    expect(baselineMismatch('Acme', snap([pos('Acme', 'AE', '2018-01', { ended_on: '2022-01' }), pos('Hooli', 'AE', '2022-02')]))).toBe(true);
  });

  it('no current position, not found or blank CRM company → true', () => {
    expect(baselineMismatch('Acme', snap([]))).toBe(true);
    expect(baselineMismatch('Acme', snap([pos('Acme', 'AE', '2018-01', { ended_on: '2022-01' })]))).toBe(true);
    expect(baselineMismatch('Acme', NOT_FOUND)).toBe(true);
    expect(baselineMismatch('  ', snap([pos('Acme', 'AE', '2018-01')]))).toBe(true);
  });
});
