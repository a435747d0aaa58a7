import { type CheckerHandle, startChecker } from '../../../src/checker/server';
import type { Services } from '../../../src/core/context';
import { createFinderClient, type FinderClient } from '../../../src/grpc/clients/finder-client';
import { createSandboxEmailFinder } from '../../../src/integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../../../src/integrations/sandbox/sandbox-person-search';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY } from '../../../src/sandbox/server';
import { type FinderLoop, startFinderLoop } from '../../../src/scheduler/finder-loop';
import { createLogger } from '../../../src/shared/logger';
import { type SeededWorkspace, seedWorkspace, type TestApp } from '../../support/app';
import { type EngineRig, startEngineRig } from '../../support/engine';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { startWebhookApp } from '../webhooks/support';

export interface FinderRig {
  loop: FinderLoop;
  checker: CheckerHandle;
  client: FinderClient;
  close(): Promise<void>;
}

/**
 * The finder loop over the test app's database, its provider calls made by a real checker on
 * loopback (`tracker.v1.Finder`, the checker's finder limiter) against the sandbox.
 */
export async function startFinderRig(services: Services, sandboxUrl: string, options: { ratePerSecond?: number } = {}): Promise<FinderRig> {
  const checker = await startChecker({
    source: createSandboxSource({ baseUrl: sandboxUrl, apiKey: DEFAULT_API_KEY }),
    limits: { maxConcurrent: 4, ratePerSecond: 0 },
    finder: {
      search: createSandboxPersonSearch({ baseUrl: sandboxUrl, apiKey: DEFAULT_API_KEY }),
      emails: createSandboxEmailFinder({ baseUrl: sandboxUrl, apiKey: DEFAULT_API_KEY }),
      limits: { maxConcurrent: 16, ratePerSecond: options.ratePerSecond ?? 2000 },
    },
    retry: { baseMs: 10, maxElapsedMs: 2000 },
    log: createLogger('silent'),
  });
  const client = createFinderClient(checker.address);
  const loop = startFinderLoop(services, { finder: client, everyMs: 3600_000, batchSize: 100, retryAfterMs: 1000 });
  return {
    loop,
    checker,
    client,
    async close() {
      await loop.stop();
      client.close();
      await checker.close();
    },
  };
}

/** What a finder flow test starts: the app, an engine over a sandbox world, the finder on it, a workspace and a webhook receiver. */
export interface FinderFlow {
  app: TestApp;
  rig: EngineRig;
  finder: FinderRig;
  ws: SeededWorkspace;
  receiver: WebhookReceiver;
}

/** Starts a finder flow: `people` in the sandbox world, `credits` in the workspace (the dispatcher is the test's to start). */
export async function startFinderFlow(options: { people: number; credits: number }): Promise<FinderFlow> {
  const app = await startWebhookApp();
  const rig = await startEngineRig(app, { people: options.people });
  const finder = await startFinderRig(app.services, rig.sandboxUrl);
  const ws = await seedWorkspace(app.services, { credits: options.credits });
  return { app, rig, finder, ws, receiver: await startWebhookReceiver() };
}
