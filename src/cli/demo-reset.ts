import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { Command } from 'commander';

import { loadEnv } from '../config/env';
import { clearTestClock } from '../core/freshness/test-clock-store';
import { deleteWorkspace } from '../core/workspaces/workspace.service';
import { DEMO_SLUG } from '../runtime/demo';
import { savedWorldPath } from '../sandbox/world-journal';
import { CliError } from './cli-error';
import { withServices } from './connect';
import { print } from './output';

/** Whether something answers at `url` within a second (a running `npm start`'s gateway or sandbox). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** The URLs the last `npm start` recorded in demo.json (none when it never ran here). */
function recordedUrls(file: string): string[] {
  if (!existsSync(file)) return [];
  const demo = JSON.parse(readFileSync(file, 'utf8')) as { base_url?: string; sandbox_url?: string };
  return [demo.sandbox_url && `${demo.sandbox_url}/admin/clock`, demo.base_url && `${demo.base_url.replace(/\/v1$/, '')}/healthz`].filter(
    (u): u is string => typeof u === 'string',
  );
}

/**
 * `tracker demo reset`: the demo starts over at the next `npm start` — a new sandbox world
 * (the saved one is removed), a new demo workspace with new keys and the baseline run (the old
 * one is deleted with everything in it) and the service's test clock back on the wall clock
 * (its stored offset is forgotten). Other workspaces are not touched. The service must be
 * stopped: its test clock never goes back, and a running sandbox would save its world again.
 */
async function reset(): Promise<Record<string, unknown>> {
  const dataDir = path.resolve(loadEnv().TRACKER_DATA_DIR);
  const demoFile = path.join(dataDir, 'demo.json');
  for (const url of recordedUrls(demoFile)) {
    if (await answers(url)) {
      throw new CliError(`the service is running (${new URL(url).origin} answers): stop \`npm start\` (Ctrl-C) first, then run demo reset`);
    }
  }
  // The service's test clock starts over with the world (it never goes back while the service runs).
  const { deleted, clockCleared } = await withServices(async (services) => ({
    deleted: await deleteWorkspace(services, DEMO_SLUG),
    clockCleared: await clearTestClock(services),
  }));
  const worldFile = savedWorldPath(dataDir);
  const hadWorld = existsSync(worldFile);
  rmSync(worldFile, { force: true });
  rmSync(demoFile, { force: true });
  return {
    demo_workspace_deleted: deleted?.id ?? null,
    sandbox_world_removed: hadWorld ? worldFile : null,
    test_clock_reset: clockCleared,
    next: 'npm start makes a new sandbox world, a new demo workspace and new keys',
  };
}

/** Adds `reset` to the `demo` command `registerDemo` made. */
export function registerDemoReset(program: Command): void {
  const demo = program.commands.find((command) => command.name() === 'demo') ?? program.command('demo');
  demo
    .command('reset')
    .description('start the demo over (service stopped): a new sandbox world and a new demo workspace at the next npm start')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => print(await reset(), o.json));
}
