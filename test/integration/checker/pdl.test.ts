import * as grpc from '@grpc/grpc-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type ProfileSource } from '../../../src/checker/ports/profile-source';
import { ProviderError } from '../../../src/checker/ports/provider-error';
import { type CheckerHandle, startChecker } from '../../../src/checker/server';
import { createCheckerClient } from '../../../src/grpc/clients/checker-client';
import { createPdlSource } from '../../../src/integrations/pdl/pdl-profile-source';
import { PDL_STANDIN_KEY, type PdlStandin, startPdlStandin } from '../../support/pdl-standin';
import { silent } from './harness';

const SEAN = 'https://www.linkedin.com/in/seanthorne';

describe('PDL adapter against the stand-in', () => {
  let pdl: PdlStandin;
  let source: ProfileSource;

  beforeAll(async () => {
    pdl = await startPdlStandin();
    source = createPdlSource({ apiKey: PDL_STANDIN_KEY, baseUrl: pdl.url, now: () => new Date('2026-03-01T00:00:00Z') });
  });
  afterEach(() => pdl.clearFaults());
  afterAll(async () => {
    await source.close?.();
    await pdl.close();
  });

  it('when the profile is known, then the snapshot has title-cased names and positions newest first', async () => {
    const result = await source.lookup(SEAN);
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.snapshot).toMatchObject({ first_name: 'Sean', last_name: 'Thorne', fetched_at: '2026-03-01T00:00:00.000Z' });
    expect(result.snapshot.positions.map((p) => [p.company, p.company_social_id, p.is_current])).toEqual([
      ['People Data Labs', '18170482', true],
      ['Hallspot', '3116717', false],
    ]);
  });

  it('when the profile is unknown, then it is not_found', async () => {
    await expect(source.lookup('https://www.linkedin.com/in/nobody-here')).resolves.toEqual({ kind: 'not_found' });
  });

  it('when the company is known by its network id, then it maps to the proto Company', async () => {
    await expect(source.company('18170482')).resolves.toMatchObject({ social_id: '18170482', name: 'People Data Labs', domain: 'peopledatalabs.com', employees: 180 });
    await expect(source.company('1')).resolves.toBeNull();
  });

  it('when the key is wrong, then it is an auth error', async () => {
    const wrong = createPdlSource({ apiKey: 'nope', baseUrl: pdl.url });
    await expect(wrong.lookup(SEAN)).rejects.toMatchObject({ kind: 'auth', status: 401 });
    await wrong.close?.();
  });

  it.each([
    [402, 'out_of_credits', null],
    [429, 'rate_limited', 2000],
    [503, 'outage', null],
    [500, 'outage', null],
  ] as const)('when PDL answers %i, then the error is %s', async (status, kind, retryAfterMs) => {
    pdl.inject(status, { times: 1, ...(status === 429 ? { retryAfter: '2' } : {}) });
    const err = await source.lookup(SEAN).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind, status, retryAfterMs });
  });

  it('when a 429 has no Retry-After, then x-ratelimit-reset gives the wait', async () => {
    pdl.inject(429, { times: 1 });
    const err = (await source.lookup(SEAN).catch((e: unknown) => e)) as ProviderError;
    expect(err.kind).toBe('rate_limited');
    expect(err.retryAfterMs).toBeGreaterThan(0);
    expect(err.retryAfterMs).toBeLessThanOrEqual(1000);
  });
});

describe('checker with the PDL adapter', () => {
  let pdl: PdlStandin;
  let checker: CheckerHandle;

  beforeAll(async () => {
    pdl = await startPdlStandin();
    checker = await startChecker({
      source: createPdlSource({ apiKey: PDL_STANDIN_KEY, baseUrl: pdl.url }),
      limits: { maxConcurrent: 4, ratePerSecond: 0 },
      retry: { baseMs: 10, maxRetries: 2 },
      log: silent,
    });
  });
  afterAll(async () => {
    await checker.close();
    await pdl.close();
  });

  it('when a batch mixes known and unknown profiles, then results stream for each', async () => {
    const client = createCheckerClient(checker.address);
    const results: string[] = [];
    await client.checkProfiles(
      'run-pdl',
      [
        { item_id: 'a', profile_id: 'p1', social_url: SEAN },
        { item_id: 'b', profile_id: 'p2', social_url: 'https://www.linkedin.com/in/ada-quill-7f3e21' },
        { item_id: 'c', profile_id: 'p3', social_url: 'https://www.linkedin.com/in/nobody-here' },
      ],
      (r) => results.push(`${r.item_id}:${r.outcome}`),
    );
    expect(results.sort()).toEqual(['a:snapshot', 'b:snapshot', 'c:not_found']);
    client.close();
  });

  it('when a single 5xx is injected, then it is retried away', async () => {
    pdl.inject(502, { times: 1 });
    const client = createCheckerClient(checker.address);
    const results: string[] = [];
    await client.checkProfiles('run-pdl', [{ item_id: 'a', profile_id: 'p1', social_url: SEAN }], (r) => results.push(r.outcome));
    expect(results).toEqual(['snapshot']);
    client.close();
  });

  it('when PDL says 402, then the stream ends RESOURCE_EXHAUSTED', async () => {
    pdl.inject(402);
    const client = createCheckerClient(checker.address);
    const err = await client.checkProfiles('run-pdl', [{ item_id: 'a', profile_id: 'p1', social_url: SEAN }], () => undefined).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'out_of_credits', grpcCode: grpc.status.RESOURCE_EXHAUSTED });
    pdl.clearFaults();
    client.close();
  });
});
