import { createApiKey } from '../../src/core/auth/api-keys';
import type { Services } from '../../src/core/context';
import { grantCredits } from '../../src/core/credits/credits.service';
import { createWorkspace } from '../../src/core/workspaces/workspace.service';
import type { ManualClock } from '../../src/shared/clock';
import { startAppOnDatabase } from './app-on-database';
import { createTestDatabase } from './database';

export interface TestApp {
  services: Services;
  clock: ManualClock;
  baseUrl: string;
  /** Root of the server (no /v1), for health, metrics, docs and OAuth. */
  rootUrl: string;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  now?: string;
}

/** The real gateway on a loopback port, over a fresh database of its own. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const web = await startAppOnDatabase(db.orm, options);
  return {
    ...web,
    async close() {
      await web.close();
      await db.drop();
    },
  };
}

export interface SeededWorkspace {
  id: string;
  slug: string;
  writeKey: string;
  readKey: string;
}

export async function seedWorkspace(
  services: Services,
  options: { name?: string; credits?: number; timezone?: string } = {},
): Promise<SeededWorkspace> {
  const ws = await createWorkspace(services, { name: options.name ?? 'Acme Sales', timezone: options.timezone });
  const write = await createApiKey(services, { workspace: ws.id, scope: 'write' });
  const read = await createApiKey(services, { workspace: ws.id, scope: 'read' });
  if (options.credits) await grantCredits(services, { workspace: ws.id, amount: options.credits });
  return { id: ws.id, slug: ws.slug, writeKey: write.key, readKey: read.key };
}
