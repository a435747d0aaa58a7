import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Env } from '../config/env';

/** The gateway root that `npm start` recorded in `<data dir>/demo.json` on its last start, if any. */
function runningGatewayRoot(dataDir: string): string | null {
  const file = path.join(path.resolve(dataDir), 'demo.json');
  if (!existsSync(file)) return null;
  try {
    const demo = JSON.parse(readFileSync(file, 'utf8')) as { base_url?: unknown };
    return typeof demo.base_url === 'string' ? demo.base_url.replace(/\/v1\/?$/, '') : null;
  } catch {
    return null;
  }
}

/**
 * Where people reach the gateway, for links the CLI prints (invitations): PUBLIC_BASE_URL
 * when configured; else, on the embedded database, the URL the running `npm start` printed
 * (it may listen on another PORT); else HOST and PORT.
 */
export function publicRootUrl(env: Env): string {
  const configured = env.PUBLIC_BASE_URL ?? (env.DATABASE_URL ? null : runningGatewayRoot(env.TRACKER_DATA_DIR));
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return (configured ?? `http://${host}:${env.PORT}`).replace(/\/$/, '');
}
