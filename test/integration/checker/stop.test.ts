import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CheckerHandle, startChecker } from '../../../src/checker/server';
import { type CheckerClient, CheckerError, createCheckerClient } from '../../../src/grpc/clients/checker-client';
import type { FinderGrpcClient } from '../../../src/grpc/finder-v1';
import { loadTrackerProto } from '../../../src/grpc/load-proto';
import { CHECKER_STOPPING_KEY } from '../../../src/grpc/tracker-v1';
import { createSandboxEmailFinder } from '../../../src/integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../../../src/integrations/sandbox/sandbox-person-search';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY, type SandboxHandle, startSandbox } from '../../../src/sandbox';
import { silent } from './harness';

/**
 * Under `npm start` the sandbox (the provider) and the checker get their SIGTERM together. A call in
 * flight then retries a provider that is gone, with backoffs that add up to seconds; the checker's
 * stop ends every such call at once — GetCompany and the Finder's calls like a batch — rather than
 * letting its server wait for them until its 5 s forced shutdown (which made a restarted tree's stop
 * miss its 10 s bound under load).
 */
describe('checker stop with unary calls in flight', () => {
  const TOKEN = 'checker-stop-unary-token';
  let sandbox: SandboxHandle;
  let checker: CheckerHandle;
  let client: CheckerClient;
  let finder: FinderGrpcClient;
  let sandboxOpen = true;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, people: 50, seed: 5 });
    const provider = { baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY };
    checker = await startChecker({
      source: createSandboxSource(provider),
      limits: { maxConcurrent: 4, ratePerSecond: 0 },
      finder: { search: createSandboxPersonSearch(provider), emails: createSandboxEmailFinder(provider), limits: { maxConcurrent: 4, ratePerSecond: 0 } },
      token: TOKEN,
      // Retries a dead provider for seconds: 1-2 s, then 2-4 s, then 4-8 s before the next attempt.
      retry: { maxRetries: 4, baseMs: 2_000, maxElapsedMs: 30_000 },
      log: silent,
    });
    client = createCheckerClient(checker.address, { token: TOKEN });
    const { Finder } = loadTrackerProto();
    finder = new Finder(checker.address, grpc.credentials.createInsecure());
  });

  afterAll(async () => {
    client.close();
    finder.close();
    await checker.close();
    if (sandboxOpen) await sandbox.close();
  });

  it('when the checker closes while GetCompany and Finder calls retry a provider that stopped, then each ends UNAVAILABLE with the checker-stopping trailer and the close takes well under a second', async () => {
    const person = sandbox.world.getPerson(sandbox.world.personIds()[0]!)!;
    const company = person.positions.find((p) => p.company_social_id)?.company_social_id;
    expect(company).toBeTruthy();
    await sandbox.close();
    sandboxOpen = false;
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${TOKEN}`);
    const unary = (start: (cb: (err: grpc.ServiceError | null) => void) => void) => new Promise<grpc.ServiceError | null>((resolve) => start(resolve));
    const email = unary((cb) => finder.FindEmail({ first_name: 'Ann', last_name: 'Lee', domain: 'acme.com' }, md, {}, cb));
    const people = unary((cb) => finder.FindPeople({ first_name: 'Ann', last_name: 'Lee' }, md, {}, cb));
    const lookup = client.getCompany(company!).then(
      () => expect.unreachable('GetCompany answered with the provider gone'),
      (err: unknown) => err,
    );
    // Long enough for each first attempt to be refused and its backoff to start.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = Date.now();
    await checker.close();
    const closeMs = Date.now() - started;

    for (const err of [await email, await people]) {
      expect(err).toMatchObject({ code: grpc.status.UNAVAILABLE });
      expect(err?.metadata.get(CHECKER_STOPPING_KEY)).toEqual(['1']);
    }
    const companyErr = await lookup;
    expect(companyErr).toBeInstanceOf(CheckerError);
    expect(companyErr).toMatchObject({ code: 'stopping' });
    expect(closeMs, 'the close waited for the calls in flight').toBeLessThan(1_000);
  });
});
