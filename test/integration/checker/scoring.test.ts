import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FitSchema } from '../../../src/core/plays/play.schema';
import { createScoringClient, type ScoringClient } from '../../../src/grpc/clients/scoring-client';
import type { Position, Snapshot } from '../../../src/grpc/tracker-v1';
import { type Harness, healthClient, startHarness } from './harness';

const TOKEN = 'scoring-test-token-0123456789';

const position = (p: Partial<Position> & { company: string; title: string }): Position => ({
  company_social_id: '',
  started_on: '',
  ended_on: '',
  is_current: true,
  ...p,
});

const snapshot = (...positions: Position[]): Snapshot => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  headline: '',
  positions,
  fetched_at: '2026-11-01T00:00:00.000Z',
});

const ACME_AE = position({ company: 'Acme Corp', company_social_id: '1001', title: 'Account Executive', started_on: '2021-03' });
const GLOBEX_VP = position({ company: 'Globex', company_social_id: '2002', title: 'VP of Sales', started_on: '2026-09' });

const COMPANY = {
  company_id: '2002',
  name: 'Globex',
  domain: 'globex.com',
  industry: 'Computer Software',
  employees: 1200,
  hq: { city: 'Austin', state: 'TX', country: 'United States' },
};

async function statusOf(promise: Promise<unknown>): Promise<{ code?: number; details?: string }> {
  const error = await promise.then(
    () => ({}),
    (e: unknown) => e as grpc.ServiceError,
  );
  return { code: (error as grpc.ServiceError).code, details: (error as grpc.ServiceError).details };
}

describe('tracker.v1.Scoring on the checker', () => {
  let h: Harness;
  let scoring: ScoringClient;

  beforeAll(async () => {
    h = await startHarness({ token: TOKEN, people: 5, limits: { maxConcurrent: 2, ratePerSecond: 0 } });
    scoring = createScoringClient(h.checker.address, { token: TOKEN });
  });
  afterAll(async () => {
    scoring.close();
    await h.close();
  });

  describe('ClassifyTitle', () => {
    it('when a title is classified, then seniority and function use the contract spellings', async () => {
      await expect(scoring.classifyTitle('VP of Sales')).resolves.toEqual({ seniority: 'vp', function: 'sales' });
      await expect(scoring.classifyTitle('Chief Revenue Officer')).resolves.toMatchObject({ seniority: 'c_level' });
      await expect(scoring.classifyTitle('Senior Software Engineer')).resolves.toEqual({ seniority: 'ic', function: 'engineering' });
    });

    it.each(['', 'N/A', '--'])('when the title is %j, then both answers are empty', async (title) => {
      await expect(scoring.classifyTitle(title)).resolves.toEqual({ seniority: '', function: '' });
    });

    it('when the title is over 500 characters, then the call fails INVALID_ARGUMENT naming title', async () => {
      const status = await statusOf(scoring.classifyTitle('Director '.repeat(60)));
      expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
      expect(status.details).toMatch(/^title has 540 characters; at most 500/);
    });
  });

  describe('EvaluateFit', () => {
    it('when company and title fit both rule sets, then both Fit objects say so in the contract shape', async () => {
      const res = await scoring.evaluateFit({
        company_json: JSON.stringify(COMPANY),
        account_rules_json: JSON.stringify({ version: 1, industries: { any: ['Software'] }, employees: { min: 200 }, hq: { countries: ['US'] } }),
        contact_rules_json: JSON.stringify({ seniority: ['vp', 'director'], functions: ['sales'] }),
        title: 'VP of Sales',
        evaluated_at: '2026-11-20T10:00:00Z',
      });
      const account = FitSchema.parse(JSON.parse(res.account_fit_json));
      const contact = FitSchema.parse(JSON.parse(res.contact_fit_json));
      expect(account).toMatchObject({ fit: true, evaluated_at: '2026-11-20T10:00:00.000Z' });
      expect(account.summary).toMatch(/^Fits: /);
      expect(account.criteria.map((c) => [c.criterion, c.result])).toEqual([
        ['industries', 'match'],
        ['employees', 'match'],
        ['hq', 'match'],
      ]);
      expect(contact).toMatchObject({ fit: true });
      expect(contact.criteria.every((c) => c.result === 'match')).toBe(true);
    });

    it('when the company misses a rule, then the account fit is false with a summary that says why', async () => {
      const res = await scoring.evaluateFit({
        company_json: JSON.stringify({ ...COMPANY, employees: 12 }),
        account_rules_json: JSON.stringify({ employees: { min: 50 } }),
      });
      const account = FitSchema.parse(JSON.parse(res.account_fit_json));
      expect(account.fit).toBe(false);
      expect(account.summary).toContain('Misses: employees 12');
      expect(res.contact_fit_json).toBe('');
    });

    it('when no rule set is given, then neither fit is evaluated', async () => {
      await expect(scoring.evaluateFit({ company_json: JSON.stringify(COMPANY), title: 'CEO' })).resolves.toEqual({
        account_fit_json: '',
        contact_fit_json: '',
      });
    });

    it.each([
      ['malformed JSON', { account_rules_json: '{"employees":' }, /^account_rules_json is not valid JSON/],
      ['an unknown seniority', { contact_rules_json: '{"seniority":["boss"]}' }, /^contact_rules_json\.seniority\[0\]: /],
      ['a negative employee count', { company_json: '{"employees":-3}', account_rules_json: '{}' }, /^company_json\.employees: /],
      ['an unknown member', { account_rules_json: '{"industry":{"any":["x"]}}' }, /^account_rules_json: .*industry/],
      ['JSON over 256 KiB', { contact_rules_json: `{"title":{"include":["${'x'.repeat(300_000)}"]}}` }, /^contact_rules_json is \d+ bytes; at most 262144/],
      ['a bad evaluated_at', { evaluated_at: 'yesterday' }, /^evaluated_at must be an ISO 8601 date-time/],
    ])('when the request has %s, then the call fails INVALID_ARGUMENT naming the field', async (_name, request, message) => {
      const status = await statusOf(scoring.evaluateFit(request));
      expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
      expect(status.details).toMatch(message);
    });
  });

  describe('DetectChange', () => {
    it('when the employer changed, then the change is moved with its evidence', async () => {
      const ended = { ...ACME_AE, ended_on: '2026-08', is_current: false };
      const res = await scoring.detectChange({ previous: snapshot(ACME_AE), current: snapshot(GLOBEX_VP, ended) });
      expect(res.type).toBe('moved');
      expect(res.confidence).toBeGreaterThanOrEqual(0.7);
      expect(res.evidence).toMatchObject({
        rule: 'employer_changed',
        confidence: res.confidence,
        previous: { company: 'Acme Corp', company_social_id: '1001', title: 'Account Executive', started_on: '2021-03' },
        current: { company: 'Globex', company_social_id: '2002', title: 'VP of Sales', started_on: '2026-09' },
        surfaced_late: false,
        confirmed_at: '',
      });
    });

    it('when nothing changed, then type is empty and there is no evidence', async () => {
      await expect(scoring.detectChange({ previous: snapshot(ACME_AE), current: snapshot(ACME_AE) })).resolves.toEqual({
        type: '',
        confidence: 0,
        evidence: null,
      });
    });

    it('when current is absent, then the profile is gone: profile_not_found', async () => {
      const res = await scoring.detectChange({ previous: snapshot(ACME_AE) });
      expect(res.type).toBe('profile_not_found');
      expect(res.evidence).toMatchObject({ rule: 'profile_gone', previous: { company: 'Acme Corp' }, current: null });
    });

    it('when the new entry started long before the previous check, then the evidence says it surfaced late', async () => {
      const late = { ...GLOBEX_VP, started_on: '2025-01' };
      const res = await scoring.detectChange({
        previous: snapshot(ACME_AE),
        current: snapshot(late, { ...ACME_AE, ended_on: '2024-12', is_current: false }),
        previous_checked_at: '2026-10-01T06:00:00Z',
      });
      expect(res).toMatchObject({ type: 'moved', evidence: { surfaced_late: true } });
    });

    it('when the old and new company are known aliases, then a new entry there is a promotion, not a move', async () => {
      const facebook = position({ company: 'Facebook', company_social_id: '1001', title: 'Account Executive', started_on: '2021-03' });
      const meta = position({ company: 'Meta', company_social_id: '3003', title: 'Senior Account Executive', started_on: '2026-09' });
      const request = { previous: snapshot(facebook), current: snapshot(meta, { ...facebook, ended_on: '2026-08', is_current: false }) };
      await expect(scoring.detectChange(request)).resolves.toMatchObject({ type: 'moved' });
      await expect(scoring.detectChange({ ...request, aliases: [{ a: 'id:1001', b: 'id:3003' }] })).resolves.toMatchObject({
        type: 'promoted',
        evidence: { current: { company: 'Meta' } },
      });
    });

    it.each([
      ['no previous snapshot', { current: snapshot(ACME_AE) }, /^previous is required/],
      ['201 positions', { previous: snapshot(...Array.from({ length: 201 }, () => ACME_AE)) }, /^previous\.positions has 201 entries; at most 200/],
      ['a title over 500 characters', { previous: snapshot(ACME_AE), current: snapshot({ ...ACME_AE, title: 'x'.repeat(501) }) }, /^current\.positions\[0\]\.title has 501 characters/],
      ['an alias that is not an identity key', { previous: snapshot(ACME_AE), aliases: [{ a: 'Acme', b: 'id:1001' }] }, /^aliases\[0\]\.a must be/],
      ['a bad previous_checked_at', { previous: snapshot(ACME_AE), previous_checked_at: '01/10/2026' }, /^previous_checked_at must be/],
    ])('when the request has %s, then the call fails INVALID_ARGUMENT naming the field', async (_name, request, message) => {
      const status = await statusOf(scoring.detectChange(request));
      expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
      expect(status.details).toMatch(message);
    });
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'not-the-checker-token-000'],
  ])('when a caller sends %s, then every Scoring call fails UNAUTHENTICATED', async (_name, token) => {
    const client = createScoringClient(h.checker.address, { token });
    try {
      expect((await statusOf(client.classifyTitle('CEO'))).code).toBe(grpc.status.UNAUTHENTICATED);
      expect((await statusOf(client.evaluateFit({}))).code).toBe(grpc.status.UNAUTHENTICATED);
      expect((await statusOf(client.detectChange({ previous: snapshot(ACME_AE) }))).code).toBe(grpc.status.UNAUTHENTICATED);
    } finally {
      client.close();
    }
  });

  it('when the health service is asked about Scoring, then it reports SERVING', async () => {
    const client = healthClient(h.checker.address);
    const check = (service: string) => client.check(service);
    await expect(check('tracker.v1.Scoring')).resolves.toEqual({ status: 'SERVING' });
    await expect(check('tracker.v1.ProfileChecker')).resolves.toEqual({ status: 'SERVING' });
    client.close();
  });
});
