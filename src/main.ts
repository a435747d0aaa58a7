import path from 'node:path';

import { ConfigError } from './config/env';
import { boot } from './runtime/boot';
import { ensureDemoWorkspace } from './runtime/demo';
import { startGateway } from './runtime/gateway';
import { startImportWorker } from './scheduler/import-worker';

/**
 * `npm start` (no role): the whole service in one process tree on an embedded PostgreSQL,
 * with a demo workspace. A role (`gateway`) starts that process alone.
 */
async function main(): Promise<void> {
  const role = process.argv[2] ?? 'all';
  if (!['all', 'gateway', 'scheduler', 'migrate'].includes(role)) {
    console.error(`unknown role "${role}": use gateway, scheduler or migrate, or no role for everything`);
    process.exit(2);
  }
  const booted = await boot({ migrate: role === 'migrate' });
  const { services, env, log } = booted;
  if (role === 'migrate') {
    log.info('migrations applied');
    await booted.shutdown();
    return;
  }
  const stops: Array<() => Promise<void>> = [];
  if (role === 'all' || role === 'scheduler') {
    const imports = startImportWorker(services);
    stops.push(() => imports.stop());
  }
  if (role === 'scheduler') log.info('scheduler running');

  const gateway = role === 'all' || role === 'gateway' ? await startGateway(services) : null;
  if (gateway) stops.unshift(gateway.close);

  if (gateway && role === 'all') {
    const demo = await ensureDemoWorkspace(services, path.resolve(env.TRACKER_DATA_DIR), {
      base_url: `${gateway.rootUrl}/v1`,
    });
    const lines = [
      '',
      'Job-change tracker is running.',
      `  API base URL   ${demo.base_url}`,
      `  API reference  ${gateway.rootUrl}/docs`,
      `  OpenAPI        ${demo.base_url}/openapi.json`,
      `  Write API key  ${demo.api_key}`,
      `  Read API key   ${demo.read_api_key}`,
      `  Workspace      ${demo.workspace_id}`,
      `  Saved to       ${path.join(path.resolve(env.TRACKER_DATA_DIR), 'demo.json')}`,
      '',
      `  Try: curl -H "Authorization: Bearer ${demo.api_key}" ${demo.base_url}/me`,
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
  } else if (gateway) {
    log.info({ url: gateway.rootUrl }, 'gateway listening');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    for (const s of stops) await s().catch((err) => log.error({ err }, 'stop failed'));
    await booted.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
