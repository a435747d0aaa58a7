import * as grpc from '@grpc/grpc-js';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ProviderError } from '../../../src/checker/ports/provider-error';
import { type CheckerHandle, startChecker } from '../../../src/checker/server';
import { createFinderClient, type FinderClient } from '../../../src/grpc/clients/finder-client';
import type { FinderGrpcClient } from '../../../src/grpc/finder-v1';
import { loadTrackerProto } from '../../../src/grpc/load-proto';
import { createSandboxEmailFinder } from '../../../src/integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../../../src/integrations/sandbox/sandbox-person-search';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY, type SandboxHandle, startSandbox } from '../../../src/sandbox';

type TruthEmail = { email: string; current: boolean; status: string; discoverable: boolean };

/**
 * Issue 16: the finder's provider calls go through the checker (`tracker.v1.Finder`), under
 * its finder limiter, behind the shared token, with failures classified like checks.
 */
describe('checker Finder service', () => {
  const TOKEN = 'finder-test-token';
  let sandbox: SandboxHandle;
  let checker: CheckerHandle;
  let client: FinderClient;

  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${sandbox.url}/admin${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    expect(res.ok).toBe(true);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const failure = (p: Promise<unknown>) => p.then(() => expect.unreachable('the call succeeded'), (err: unknown) => err);

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, people: 300, seed: 11 });
    checker = await startChecker({
      source: createSandboxSource({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY }),
      limits: { maxConcurrent: 4, ratePerSecond: 0 },
      finder: {
        search: createSandboxPersonSearch({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY }),
        emails: createSandboxEmailFinder({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY }),
        limits: { maxConcurrent: 8, ratePerSecond: 0 },
      },
      token: TOKEN,
      retry: { maxRetries: 1, baseMs: 10, maxElapsedMs: 2_000 },
      upstreamRetryAfterMs: 30_000,
      log: pino({ level: 'silent' }),
    });
    client = createFinderClient(checker.address, { token: TOKEN });
  });
  afterEach(async () => {
    await admin('DELETE', '/faults');
  });
  afterAll(async () => {
    client.close();
    await checker.close();
    await sandbox.close();
  });

  it('when the scheduler searches a person by name and current company, then the checker answers their profile among scored candidates', async () => {
    const id = sandbox.world.personIds()[0]!;
    const person = sandbox.world.getPerson(id)!;
    const company = person.positions.find((p) => p.is_current)?.company ?? person.positions[0]!.company;
    const candidates = await client.searchPeople({ first_name: person.first_name, last_name: person.last_name, company });
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.map((c) => c.social_url)).toContain(person.social_url);
    for (const c of candidates) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(1);
    }
  });

  it('when the scheduler asks for a work email the world knows, then it comes back found with the verifier status', async () => {
    const people = sandbox.world.listPeople({ limit: 300 }).data;
    let target: { first_name: string; last_name: string; email: TruthEmail } | undefined;
    for (const p of people) {
      const truth = await admin<{ emails: TruthEmail[] }>('GET', `/people/${p.id}/emails`).catch(() => null);
      const email = truth?.emails.find((e) => e.current && e.discoverable && e.status === 'valid');
      if (email) {
        target = { first_name: p.first_name, last_name: p.last_name, email };
        break;
      }
    }
    expect(target).toBeDefined();
    const domain = target!.email.email.split('@')[1]!;
    const found = await client.findWorkEmail({ first_name: target!.first_name, last_name: target!.last_name, domain });
    expect(found).toEqual({ email: target!.email.email, status: 'valid' });
  });

  it('when a request lacks a name or has a bad domain, then the call ends INVALID_ARGUMENT naming the field', async () => {
    const { Finder } = loadTrackerProto();
    const raw: FinderGrpcClient = new Finder(checker.address, grpc.credentials.createInsecure());
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${TOKEN}`);
    const unary = (start: (cb: (err: grpc.ServiceError | null) => void) => void) => new Promise<grpc.ServiceError | null>((resolve) => start(resolve));
    const noName = await unary((cb) => raw.FindPeople({ first_name: '', last_name: 'Smith' }, md, {}, cb));
    expect(noName).toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    expect(noName?.details).toContain('first_name');
    const badDomain = await unary((cb) => raw.FindEmail({ first_name: 'Ann', last_name: 'Lee', domain: 'not a domain' }, md, {}, cb));
    expect(badDomain).toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    expect(badDomain?.details).toContain('domain');
    raw.close();
  });

  it('when the caller has no token, then the call is refused UNAUTHENTICATED before any provider request', async () => {
    const before = await admin<{ requests: number }>('GET', '/stats');
    const anonymous = createFinderClient(checker.address);
    const err = await failure(anonymous.searchPeople({ first_name: 'Ann', last_name: 'Lee' }));
    anonymous.close();
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'auth' });
    expect((await admin<{ requests: number }>('GET', '/stats')).requests).toBe(before.requests);
  });

  it('when the provider rejects the API key, then the scheduler sees auth', async () => {
    await admin('POST', '/faults', { auth_fail: true });
    expect(await failure(client.searchPeople({ first_name: 'Ann', last_name: 'Lee' }))).toMatchObject({ kind: 'auth' });
  });

  it('when the provider account is out of credits, then the scheduler sees out_of_credits', async () => {
    await admin('POST', '/faults', { out_of_credits: true });
    expect(await failure(client.findWorkEmail({ first_name: 'Ann', last_name: 'Lee', domain: 'acme.com' }))).toMatchObject({ kind: 'out_of_credits' });
  });

  it('when the provider keeps failing beyond the retries, then the scheduler sees an outage with the checker retry-after', async () => {
    await admin('POST', '/faults', { error_rate: 1 });
    const err = await failure(client.searchPeople({ first_name: 'Ann', last_name: 'Lee' }));
    expect(err).toMatchObject({ kind: 'outage' });
    expect((err as ProviderError).retryAfterMs).toBeGreaterThanOrEqual(30_000);
  });
});
