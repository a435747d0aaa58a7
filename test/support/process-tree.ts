import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { LEADER_LOCK } from '../../src/core/leadership';
import { MAIN_BUNDLE } from './bundle';
import { freePort } from './processes';

export { waitForPort } from '../../src/runtime/children';

/** The repository root (where `src/main.ts` lives). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Role = 'sandbox' | 'checker' | 'scheduler' | 'gateway';

export interface RoleProcess {
  role: Role;
  name: string;
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (the last 256 kB). */
  output(): string;
  alive(): boolean;
  /** Resolves with the exit code or the signal name. */
  exited: Promise<number | string>;
  /** `kill -9`, then waits for the exit. */
  kill9(): Promise<number | string>;
  /** SIGTERM (graceful stop), SIGKILL after `graceMs`; waits for the exit. */
  stop(graceMs?: number): Promise<number | string>;
}

const OUTPUT_LIMIT = 256 * 1024;

/**
 * Real service processes (`node dist/main.js <role>`, the bundle the globalSetup builds from
 * src/main.ts, see test/support/bundle.ts), each with an IPC
 * channel so it exits by itself if this process dies (src/runtime/children.ts
 * `exitWithParent`). `killAll` ends every one still running.
 */
export class ProcessTree {
  private readonly all = new Set<RoleProcess>();

  private readonly entry: string[];
  private readonly baseEnv: NodeJS.ProcessEnv;

  /** `entry`: what node runs before the role (default the bundle; the sources: `['--import', 'tsx', 'src/main.ts']`). */
  constructor(options: { env?: NodeJS.ProcessEnv; entry?: string[] } = {}) {
    this.baseEnv = options.env ?? process.env;
    this.entry = options.entry ?? [MAIN_BUNDLE];
  }

  start(role: Role, env: Record<string, string>, name: string = role): RoleProcess {
    const child = spawn(process.execPath, [...this.entry, role], {
      cwd: ROOT,
      env: { ...this.baseEnv, NODE_ENV: 'test', MIGRATE_ON_START: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let out = '';
    const append = (d: Buffer) => {
      out += d.toString();
      if (out.length > OUTPUT_LIMIT) out = out.slice(-OUTPUT_LIMIT);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
    const alive = () => child.exitCode === null && child.signalCode === null;
    const proc: RoleProcess = {
      role,
      name,
      child,
      pid: child.pid ?? -1,
      output: () => out,
      alive,
      exited,
      async kill9() {
        if (alive()) child.kill('SIGKILL');
        return exited;
      },
      async stop(graceMs = 15_000) {
        if (!alive()) return exited;
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        child.kill('SIGTERM');
        const result = await exited;
        clearTimeout(timer);
        return result;
      },
    };
    this.all.add(proc);
    return proc;
  }

  /** The sandbox role on a free port, with its people and seed; `url` answers once `port` listens. */
  async startSandbox(options: { people: number; seed: number }): Promise<{ proc: RoleProcess; port: number; url: string }> {
    const port = await freePort();
    const env = { SANDBOX_PORT: String(port), SANDBOX_PEOPLE: String(options.people), SANDBOX_SEED: String(options.seed), LOG_LEVEL: 'warn' };
    return { proc: this.start('sandbox', env), port, url: `http://127.0.0.1:${port}` };
  }

  running(): RoleProcess[] {
    return [...this.all].filter((p) => p.alive());
  }

  /** `kill -9` every process this tree started that still runs, and waits for them. */
  async killAll(): Promise<void> {
    await Promise.all([...this.all].map((p) => p.kill9()));
  }
}

/** Resident set size of a process in bytes (from /proc), or null when it has exited. */
export function rssBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** Whether some session holds the scheduler's leader lock on the database at `url`. */
export async function leaderLockHeld(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A bigint advisory key shows in pg_locks as classid (high 32 bits) and objid (low 32 bits), objsubid 1.
    const high = Math.floor(LEADER_LOCK / 2 ** 32);
    const low = LEADER_LOCK % 2 ** 32;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1 and classid = $1::bigint::oid and objid = $2::bigint::oid
          and database = (select oid from pg_database where datname = current_database())`,
      [high, low],
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}
