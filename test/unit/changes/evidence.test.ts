import { describe, expect, it } from 'vitest';

import { applyCheck, detectChange, MIN_ALERT_CONFIDENCE, RULES } from '../../../src/domain/changes';
import { CompanyAliases } from '../../../src/domain/company/aliases';
import { NOT_FOUND, pos, snap } from './builders';

const ACME = pos('Acme', 'Account Executive', '2021-03');

describe('change evidence', () => {
  it('when a dated new job replaces the old one, then the move is high-confidence and quotes both entries', () => {
    const next = snap([pos('Globex', 'Sales Manager', '2026-02'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-01' })]);
    const change = detectChange(snap([ACME]), next);
    expect(change?.evidence).toEqual({
      rule: 'employer_changed',
      confidence: RULES.employer_changed.confidence,
      previous: { company: 'Acme', company_social_id: null, title: 'Account Executive', started_on: '2021-03' },
      current: { company: 'Globex', company_social_id: null, title: 'Sales Manager', started_on: '2026-02' },
      surfaced_late: false,
      confirmed_at: null,
      trigger: null,
    });
  });

  it('when the new job has no start date, then the move is recorded with lower confidence', () => {
    const change = detectChange(snap([ACME]), snap([pos('Globex', 'AE', null), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-01' })]));
    expect(change?.type).toBe('moved');
    expect(change?.evidence.rule).toBe('employer_changed_undated');
    expect(change?.evidence.confidence).toBeLessThan(RULES.employer_changed.confidence);
    expect(change?.evidence.confidence).toBeGreaterThanOrEqual(MIN_ALERT_CONFIDENCE);
  });

  it('when only a part-time role follows the ended job, then the move stays below the alert threshold', () => {
    const change = detectChange(snap([ACME]), snap([pos('Lumen Labs', 'Fractional CMO', '2026-03'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-02' })]));
    expect(change?.type).toBe('moved');
    expect(change?.evidence.confidence).toBeLessThan(MIN_ALERT_CONFIDENCE);
  });

  it('when the new job started long before the previous check, then the change surfaced late', () => {
    const next = snap([pos('Globex', 'AE', '2026-02'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-01' })]);
    expect(detectChange(snap([ACME]), next, { previousCheckedAt: '2026-06-01T06:00:00Z' })?.evidence.surfaced_late).toBe(true);
    expect(detectChange(snap([ACME]), next, { previousCheckedAt: '2026-03-15T06:00:00Z' })?.evidence.surfaced_late).toBe(false);
    expect(detectChange(snap([ACME]), next)?.evidence.surfaced_late).toBe(false);
  });

  it('when a job is replaced by a career break, then the person left and the break is quoted', () => {
    const change = detectChange(snap([ACME]), snap([pos('Career Break', 'Parental leave', '2026-04'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-03' })]));
    expect(change).toMatchObject({ type: 'left', to_company: null, evidence: { rule: 'non_job_entry', current: { company: 'Career Break' } } });
  });

  it('when the profile is gone, then profile_not_found carries the last job and no confirmation yet', () => {
    expect(detectChange(snap([ACME]), NOT_FOUND)?.evidence).toMatchObject({ rule: 'profile_gone', current: null, confirmed_at: null });
  });

  it('when every rule is listed, then its confidence is within 0..1 and its type is a change type', () => {
    for (const [id, rule] of Object.entries(RULES)) {
      expect(id).toMatch(/^[a-z_]+$/);
      expect(rule.confidence).toBeGreaterThan(0);
      expect(rule.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('position entry identity', () => {
  it('when the start date gains a day, then it is the same entry', () => {
    const prev = snap([pos('Acme', 'AE', '2021-03')]);
    expect(detectChange(prev, snap([pos('Acme', 'AE', '2021-03-15')]))).toBeNull();
    expect(detectChange(snap([pos('Acme', 'AE', '2021')]), snap([pos('Acme', 'AE', '2021-07')]))).toBeNull();
  });

  it('when the start date gains a day and the title is edited, then it is an in-place edit', () => {
    const change = detectChange(snap([pos('Acme', 'Sales Manager', '2021-03')]), snap([pos('Acme', 'Director of Sales', '2021-03-15')]));
    expect(change?.type).toBe('title_changed');
    expect(change?.evidence.rule).toBe('title_edited_in_place');
  });

  it('when the company page changes id and name but start and title stay, then nothing changed and an alias is learned', () => {
    const prev = snap([pos('Facebook', 'Engineer', '2019-04', { id: '1' })]);
    const next = snap([pos('Meta', 'Engineer', '2019-04', { id: '2' })]);
    expect(detectChange(prev, next)).toBeNull();
    const effect = applyCheck({ status: 'same_role', lastFound: prev, lastWasNotFound: false, crmCompany: 'Facebook' }, next);
    expect(effect.change).toBeNull();
    expect(effect.aliases).toEqual([
      { a: 'id:1', b: 'id:2' },
      { a: 'name:facebook', b: 'name:meta' },
    ]);
    expect(effect.current).toMatchObject({ company: 'Meta', company_social_id: '2' });
  });

  it('when a remembered alias links the pages, then a new higher entry at the new page is a promotion', () => {
    const prev = snap([pos('Facebook', 'Engineering Manager', '2019-04', { id: '1' })]);
    const next = snap([pos('Meta', 'Director of Engineering', '2026-02', { id: '2' })]);
    expect(detectChange(prev, next)?.type).toBe('moved');
    const aliases = new CompanyAliases([{ a: 'id:1', b: 'id:2' }]);
    expect(detectChange(prev, next, { aliases })?.type).toBe('promoted');
  });
});

describe('non-job and side-role entries in detection', () => {
  it('when an old ended career break is listed, then nothing changed', () => {
    const prev = snap([ACME]);
    expect(detectChange(prev, snap([ACME, pos('Career Break', 'Travel', '2020-01', { ended_on: '2020-12' })]))).toBeNull();
  });

  it('when "Open to work" is added beside a current job, then nothing changed', () => {
    expect(detectChange(snap([ACME]), snap([pos('Open to Work', 'Seeking new opportunities', '2026-05'), ACME]))).toBeNull();
  });

  it('when parental leave is written at the same employer, then the person has not left', () => {
    const next = snap([pos('Acme', 'Parental Leave', '2026-05'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-04' })]);
    expect(detectChange(snap([ACME]), next)).toBeNull();
  });

  it('when a board seat in German or Dutch is added beside the job, then nothing changed', () => {
    for (const [title, company] of [['Mitglied des Aufsichtsrats', 'Stadtwerke München'], ['Vrijwilliger', 'Rode Kruis'], ['Consejero', 'Fundación Telefónica']] as const) {
      expect(detectChange(snap([ACME]), snap([pos(company, title, '2026-05'), ACME])), title).toBeNull();
    }
  });

  it('when a new real job is added beside the old one, then it is a concurrent move', () => {
    expect(detectChange(snap([ACME]), snap([pos('Globex', 'VP Sales', '2026-05'), ACME]))?.evidence.rule).toBe('concurrent_new_job');
  });

  it('when the baseline shows only a career break, then the CRM company is a mismatch', () => {
    const effect = applyCheck({ status: 'pending_baseline', lastFound: null, lastWasNotFound: false, crmCompany: 'Acme' }, snap([pos('Career Break', 'Sabbatical', '2026-01')]));
    expect(effect).toMatchObject({ status: 'left', baselineCrmMismatch: true, change: null });
  });

  it('when the CRM writes the company with a legal form, then the baseline is not a mismatch', () => {
    const effect = applyCheck({ status: 'pending_baseline', lastFound: null, lastWasNotFound: false, crmCompany: 'Allegro Sp. z o.o.' }, snap([pos('Allegro', 'AE', '2021-01')]));
    expect(effect.baselineCrmMismatch).toBe(false);
  });
});

describe('page merges at any date precision', () => {
  it('when only the page id changes on a year-dated entry, then nothing changed', () => {
    expect(detectChange(snap([pos('Acme', 'AE', '2019', { id: '1' })]), snap([pos('Acme', 'AE', '2019', { id: '2' })]))).toBeNull();
    expect(detectChange(snap([pos('Acme', 'AE', null, { id: '1' })]), snap([pos('Acme', 'AE', null, { id: '2' })]))).toBeNull();
  });

  it('when a year-dated entry is renamed and nothing else is at either company, then nothing changed', () => {
    expect(detectChange(snap([pos('Facebook', 'Engineer', '2019', { id: '1' })]), snap([pos('Meta', 'Engineer', '2019', { id: '2' })]))).toBeNull();
  });
});

describe('community roles beside a job', () => {
  it('when a club presidency or foundation role is added beside the job, then nothing changed', () => {
    for (const [title, company] of [['President', 'Rotary Club of Lisbon'], ['Treasurer', 'Code for Germany e.V.'], ['Chapter Lead', 'Harvard Alumni Association']] as const) {
      expect(detectChange(snap([ACME]), snap([pos(company, title, '2026-05'), ACME])), company).toBeNull();
    }
  });

  it('when a foundation job replaces the old job, then it is a move', () => {
    const next = snap([pos('Open Society Foundations', 'Program Officer', '2026-05'), pos('Acme', 'Account Executive', '2021-03', { ended_on: '2026-04' })]);
    expect(detectChange(snap([ACME]), next)?.type).toBe('moved');
  });
});
