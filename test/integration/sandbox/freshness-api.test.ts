import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import type { CompanyEventView, FeedEntry, FeedPage, SignalView, TruthChangeView } from '../../../src/sandbox/world/freshness-views';
import type { WorldSpecInput } from '../../../src/sandbox/world/spec';
import { call, type ErrorEnvelope, provider } from './support';

/** A busy little world: many changes, frequent layoffs, a feed and bounces, so 60 days show all of them. */
const SPEC: WorldSpecInput = {
  monthly_change_rate: 0.1,
  company_events: { layoffs_per_company_year: 2, layoff_share: 0.3, announce_lag_days: [0, 14] },
  feed: { coverage: 0.8, lag_days: [1, 14], false_positive_rate: 0.1 },
  signals: { bounce_share: 0.5, bounce_lag_days: [3, 30] },
};

describe('sandbox freshness API: change feed, company events, truth and signals', () => {
  let sandbox: SandboxHandle;

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 1500, companies: 60, seed: 11, spec: SPEC });
    await call(sandbox.url, '/admin/clock', { method: 'POST', body: { advance_days: 60 } });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  async function wholeFeed(limit: number): Promise<{ entries: FeedEntry[]; cursors: string[] }> {
    const entries: FeedEntry[] = [];
    const cursors: string[] = [];
    let path = `/v1/changes/feed?limit=${limit}`;
    for (;;) {
      const page = await provider<FeedPage>(sandbox.url, path);
      expect(page.status).toBe(200);
      entries.push(...page.body.data);
      cursors.push(page.body.next_cursor);
      if (!page.body.has_more) return { entries, cursors };
      path = `/v1/changes/feed?limit=${limit}&cursor=${encodeURIComponent(page.body.next_cursor)}`;
    }
  }

  it('when the feed is read page by page, then it lists every published entry once, oldest first, with stable cursors', async () => {
    const { entries, cursors } = await wholeFeed(37);
    expect(entries.length).toBe(sandbox.world.dynamics.feed.released.length);
    expect(entries.length).toBeGreaterThan(100);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['changed_fields', 'profile_id', 'published_at', 'social_url']);
      expect(e.social_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
      expect(e.changed_fields.length).toBeGreaterThan(0);
    }
    const times = entries.map((e) => e.published_at);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)! <= `${sandbox.world.now}T23:59:59.999Z`).toBe(true);
    // The same cursor gives the same page (opaque and stable); the last one waits for new entries.
    const again = await provider<FeedPage>(sandbox.url, `/v1/changes/feed?limit=37&cursor=${encodeURIComponent(cursors[0]!)}`);
    expect(again.body.data).toEqual(entries.slice(37, 74));
    const tail = await provider<FeedPage>(sandbox.url, `/v1/changes/feed?cursor=${encodeURIComponent(cursors.at(-1)!)}`);
    expect(tail.body).toEqual({ data: [], next_cursor: cursors.at(-1), has_more: false });
    await call(sandbox.url, '/admin/clock', { method: 'POST', body: { advance_days: 5 } });
    const fresh = await provider<FeedPage>(sandbox.url, `/v1/changes/feed?limit=1000&cursor=${encodeURIComponent(cursors.at(-1)!)}`);
    expect(fresh.body.data.length).toBe(sandbox.world.dynamics.feed.released.length - entries.length);
    expect(fresh.body.data.every((e) => e.published_at > times.at(-1)!)).toBe(true);
  });

  it('when the feed is called without a key or with a bad cursor or limit, then it answers 401 or 400 in the envelope', async () => {
    expect((await provider<ErrorEnvelope>(sandbox.url, '/v1/changes/feed', null)).status).toBe(401);
    for (const q of ['cursor=nope', 'cursor=ZjE6OTk5OTk5OQ', 'limit=0', 'limit=1001', 'limit=x']) {
      const bad = await provider<ErrorEnvelope>(sandbox.url, `/v1/changes/feed?${q}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_error');
    }
  });

  it('when company events are asked since a date, then announced layoffs come with the company id and name, and /companies/:id still works', async () => {
    const all = await provider<{ data: CompanyEventView[] }>(sandbox.url, '/v1/companies/events');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    for (const e of all.body.data) {
      expect(e.kind).toBe('layoff');
      const company = await provider<{ name: string }>(sandbox.url, `/v1/companies/${e.company_id}`);
      expect(company.body.name).toBe(e.company_name);
    }
    const last = all.body.data.at(-1)!.announced_at;
    const since = await provider<{ data: CompanyEventView[] }>(sandbox.url, `/v1/companies/events?since=${last.slice(0, 10)}`);
    expect(since.body.data.every((e) => e.announced_at >= last.slice(0, 10))).toBe(true);
    expect((await provider<ErrorEnvelope>(sandbox.url, '/v1/companies/events?since=yesterday')).status).toBe(400);
    expect((await provider<ErrorEnvelope>(sandbox.url, '/v1/companies/events', null)).status).toBe(401);
  });

  it('when the admin asks for the truth, then each change has its real date, on or before the day it showed, and never on the provider side', async () => {
    const truth = await call<{ data: TruthChangeView[]; total: number }>(sandbox.url, '/admin/truth/changes?limit=10000');
    expect(truth.status).toBe(200);
    expect(truth.body.total).toBe(truth.body.data.length);
    expect(truth.body.data.length).toBeGreaterThan(100);
    for (const t of truth.body.data) {
      expect(t.occurred_at.slice(0, 10) <= t.surfaced_on).toBe(true);
      if (t.feed_published_on) expect(t.feed_published_on > t.surfaced_on).toBe(true);
    }
    expect(truth.body.data.some((t) => t.layoff)).toBe(true);
    const since = await call<{ data: TruthChangeView[] }>(sandbox.url, '/admin/truth/changes?since=2026-02-15');
    expect(since.body.data.every((t) => t.surfaced_on >= '2026-02-15')).toBe(true);
    expect((await provider<ErrorEnvelope>(sandbox.url, '/v1/truth/changes')).status).toBe(404);
    expect((await call<ErrorEnvelope>(sandbox.url, '/admin/truth/changes?since=2026-13-01')).status).toBe(400);
  });

  it('when the admin asks for signals, then bounces name the person and the employer they left, after they left', async () => {
    const signals = await call<{ data: SignalView[]; total: number }>(sandbox.url, '/admin/signals?limit=10000');
    const truth = await call<{ data: TruthChangeView[] }>(sandbox.url, '/admin/truth/changes?limit=10000');
    expect(signals.body.data.length).toBeGreaterThan(10);
    const left = new Map<string, TruthChangeView[]>();
    for (const t of truth.body.data) left.set(t.profile_id, [...(left.get(t.profile_id) ?? []), t]);
    let matched = 0;
    for (const s of signals.body.data) {
      expect(s.kind).toBe('email_bounced');
      const changes = (left.get(s.profile_id) ?? []).filter((t) => t.company_before === s.company_name && t.occurred_at <= s.observed_at);
      if (changes.length) matched++;
    }
    // A bounce can come before the profile shows the change (people update late): most have surfaced by now.
    expect(matched / signals.body.data.length).toBeGreaterThan(0.6);
    expect((await provider<ErrorEnvelope>(sandbox.url, '/v1/signals')).status).toBe(404);
  });
});
