import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CheckerError, createCheckerClient } from '../../../src/grpc/clients/checker-client';
import { domainSnapshotOf } from '../../../src/grpc/domain-snapshot';
import type { CheckResult } from '../../../src/grpc/tracker-v1';
import { type Harness, healthClient, startHarness } from './harness';

const TOKEN = 'checker-test-token-0123456789';

describe('checker over gRPC with the sandbox provider', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ token: TOKEN, people: 400, limits: { maxConcurrent: 16, ratePerSecond: 0 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('when a batch of 200 profiles is checked, then 200 snapshots match the sandbox world', async () => {
    const items = h.refs(200);
    const { results, error } = await h.check(items);
    expect(error).toBeUndefined();
    expect(results).toHaveLength(200);
    expect(new Set(results.map((r) => r.item_id))).toEqual(new Set(items.map((i) => i.item_id)));
    for (const result of results) {
      expect(result.outcome).toBe('snapshot');
      if (result.outcome !== 'snapshot') continue;
      const person = h.sandbox.world.getPerson(result.profile_id);
      expect(person).toBeDefined();
      expect(result.snapshot).toMatchObject({ first_name: person?.first_name, last_name: person?.last_name, headline: person?.headline });
      expect(result.snapshot.positions).toEqual(
        person?.positions.map((p) => ({
          company: p.company,
          company_social_id: p.company_social_id ?? '',
          title: p.title,
          started_on: p.started_on ?? '',
          ended_on: p.ended_on ?? '',
          is_current: p.is_current,
        })),
      );
      expect(Number.isNaN(Date.parse(result.snapshot.fetched_at))).toBe(false);
    }
  });

  it('when a person was deleted, then the result is not_found', async () => {
    const [deleted, kept] = h.refs(2, 250);
    if (!deleted || !kept) throw new Error('fixture');
    h.sandbox.world.applyChange(deleted.profile_id, { type: 'delete' });
    const { results, error } = await h.check([deleted, kept]);
    expect(error).toBeUndefined();
    const byItem = new Map(results.map((r) => [r.item_id, r]));
    expect(byItem.get(deleted.item_id)).toMatchObject({ outcome: 'not_found', not_found: {} });
    expect(byItem.get(kept.item_id)?.outcome).toBe('snapshot');
    expect(domainSnapshotOf(byItem.get(deleted.item_id) as CheckResult)).toMatchObject({ found: false });
  });

  it('when a person moved, then the snapshot shows the new current position', async () => {
    const [ref] = h.refs(1, 260);
    if (!ref) throw new Error('fixture');
    h.sandbox.world.applyChange(ref.profile_id, { type: 'move', company: 'Acme Robotics', title: 'VP of Sales' });
    const { results } = await h.check([ref]);
    const snapshot = results[0]?.outcome === 'snapshot' ? results[0].snapshot : undefined;
    expect(snapshot?.positions[0]).toMatchObject({ company: 'Acme Robotics', title: 'VP of Sales', is_current: true, ended_on: '' });
  });

  it('when the health service is asked (without a token), then it reports SERVING', async () => {
    const client = healthClient(h.checker.address);
    const check = (service: string) => client.check(service);
    await expect(check('')).resolves.toEqual({ status: 'SERVING' });
    await expect(check('tracker.v1.ProfileChecker')).resolves.toEqual({ status: 'SERVING' });
    client.close();
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'not-the-checker-token-000'],
  ])('when a caller sends %s, then the call fails UNAUTHENTICATED', async (_name, token) => {
    const client = createCheckerClient(h.checker.address, { token });
    const error = await client.checkProfiles('run-x', h.refs(1), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckerError);
    expect(error).toMatchObject({ code: 'auth', grpcCode: grpc.status.UNAUTHENTICATED });
    await expect(client.getCompany('1')).rejects.toMatchObject({ grpcCode: grpc.status.UNAUTHENTICATED });
    client.close();
  });

  it.each([
    ['an empty batch', []],
    ['a batch over 1,000 items', Array.from({ length: 1001 }, (_, i) => ({ item_id: `i${i}`, profile_id: 'p', social_url: 'https://www.linkedin.com/in/abc' }))],
    ['a company URL', [{ item_id: 'i', profile_id: 'p', social_url: 'https://www.linkedin.com/company/acme' }]],
  ])('when the request has %s, then it fails INVALID_ARGUMENT', async (_name, items) => {
    const { error } = await h.check(items);
    expect(error).toMatchObject({ code: 'invalid', grpcCode: grpc.status.INVALID_ARGUMENT });
  });

  it('when a company is asked twice, then the second answer comes from the cache', async () => {
    const company = h.sandbox.world.companies()[3];
    if (!company) throw new Error('fixture');
    await h.resetStats();
    const first = await h.client.getCompany(company.social_id);
    expect(first).toMatchObject({ social_id: company.social_id, name: company.name, domain: company.domain, employees: company.employees });
    expect((await h.stats()).requests).toBe(1);
    const second = await h.client.getCompany(company.social_id);
    expect(second).toEqual(first);
    expect((await h.stats()).requests).toBe(1);
  });

  it('when a company is unknown, then getCompany gives null (NOT_FOUND)', async () => {
    await expect(h.client.getCompany('999999999')).resolves.toBeNull();
  });

  it('when the client cancels a batch, then the checker stops calling the provider', async () => {
    await h.faults({ latency_ms: 100 });
    try {
      await h.resetStats();
      const controller = new AbortController();
      let received = 0;
      const done = h.client
        .checkProfiles('run-cancel', h.refs(300), () => {
          if (++received === 20) controller.abort(new Error('enough'));
        }, { signal: controller.signal })
        .catch((e: unknown) => e);
      await expect(done).resolves.toMatchObject({ message: 'enough' });
      await new Promise((r) => setTimeout(r, 300));
      const after = (await h.stats()).requests;
      await new Promise((r) => setTimeout(r, 500));
      expect((await h.stats()).requests).toBe(after);
      expect(after).toBeLessThan(100);
    } finally {
      await h.faults({ latency_ms: 0 });
    }
  });
});
