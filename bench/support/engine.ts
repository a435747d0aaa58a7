/**
 * Shared harness of the run-engine benches (bench/engine-*.ts, bench/plays-*.ts): machine
 * facts, the RESULTS.md section writer, sandbox people, fast seeding of tracked contacts,
 * and timing wrappers around the engine's phases (lease, checker stream, commit) that
 * live here, not in src: a Proxy over the ORM's entity managers classifies each
 * statement the engine runs, and the CheckerPort is wrapped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

import type { Services } from '../../src/core/context';
import type { CompanyEnricher } from '../../src/core/runs/company-enrichment';
import { normaliseContactInput } from '../../src/domain/normalise';
import type { PersonSummary } from '../../src/sandbox/world/types';
import type { CheckerPort } from '../../src/scheduler/checker-port';
import { sandboxAdmin } from '../../test/support/http';
import { type ProcessTree, waitForPort } from '../../test/support/process-tree';
import { freePort } from '../../test/support/processes';

export { sandboxAdmin };

export const RESULTS = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
export const now = (): number => performance.now();
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface MachineInfo {
  date: string;
  nproc: number;
  memGb: string;
  node: string;
  load: string;
}

export function machineInfo(): MachineInfo {
  let nproc = cpus().length;
  let memGb = '?';
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
    const mem = execFileSync('free', ['-g'], { encoding: 'utf8' }).split('\n').find((l) => l.startsWith('Mem:'));
    memGb = mem?.split(/\s+/)[1] ?? '?';
  } catch {
    // not Linux: keep what Node knows
  }
  return { date: new Date().toISOString().slice(0, 10), nproc, memGb, node: process.version, load: loadAvg() };
}

export const loadAvg = (): string => loadavg().map((l) => l.toFixed(1)).join(' / ');

/** Replaces the `## <title>` section of bench/RESULTS.md (appends it the first time); other sections are kept. */
export function writeSection(title: string, body: string): void {
  const heading = `## ${title}`;
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const lines = current.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  const section = `${heading}\n\n${body.trim()}\n`;
  let next: string;
  if (start < 0) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end < 0) end = lines.length;
    next = [...lines.slice(0, start), ...section.split('\n'), ...lines.slice(end)].join('\n').replace(/\n{3,}/g, '\n\n');
  }
  writeFileSync(RESULTS, next.trimEnd() + '\n');
}

export function markdownTable(head: string[], rows: Array<Array<string | number>>): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}


/** The first `n` people of the sandbox world who have a current job. */
export async function fetchPeople(sandboxUrl: string, n: number): Promise<PersonSummary[]> {
  const out: PersonSummary[] = [];
  for (let offset = 0; out.length < n; offset += 1000) {
    const page = await sandboxAdmin<{ data: PersonSummary[] }>(sandboxUrl, 'GET', `/admin/people?limit=1000&offset=${offset}`);
    if (page.data.length === 0) break;
    out.push(...page.data.filter((p) => p.company && p.title));
  }
  if (out.length < n) throw new Error(`the sandbox has only ${out.length} people with a job (wanted ${n})`);
  return out.slice(0, n);
}

const SEGMENTS = ['customer', 'open_pipeline', 'closed_lost', 'churned', 'customer', 'unknown'] as const;

/**
 * Tracked contacts with their profiles and company accounts, as the upsert leaves them
 * (the same normaliser computes social_key, name_key and company_norm), inserted with a
 * few set-based statements per 10,000 rows instead of through the upsert path.
 */
export async function seedTracked(client: pg.Client, workspaceId: string, people: PersonSummary[], tag = 'b'): Promise<string[]> {
  const profileIds: string[] = [];
  for (let i = 0; i < people.length; i += 10_000) {
    const chunk = people.slice(i, i + 10_000).map((p, k) => {
      const r = normaliseContactInput({
        first_name: p.first_name,
        last_name: p.last_name,
        company: p.company,
        title: p.title,
        social_url: p.social_url,
        crm_id: `${tag}-${p.id}`,
        segment: SEGMENTS[(i + k) % SEGMENTS.length],
        email: `${p.id}@example.com`,
      });
      if (!r.ok || !r.value.social) throw new Error(`seed row rejected: ${JSON.stringify(p)}`);
      return r.value;
    });
    const col = <K extends keyof (typeof chunk)[number]>(k: K) => chunk.map((c) => c[k]);
    const { rows } = await client.query<{ id: string }>(
      `with input as (
         select * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
           as t(social_key, social_url, first_name, last_name, title, company, company_norm, name_key, crm_id, segment, email)),
       acc as (
         insert into accounts (workspace_id, name, name_norm, segment)
         select distinct on (company_norm) $1::uuid, company, company_norm, segment from input i
          where not exists (select 1 from accounts x where x.workspace_id = $1::uuid and x.name_norm = i.company_norm)
          order by company_norm
         returning id, name_norm),
       prof as (
         insert into profiles (workspace_id, social_key, social_url)
         select $1::uuid, social_key, social_url from input returning id, social_key),
       con as (
         insert into contacts (workspace_id, first_name, last_name, title, company, company_norm, name_key, email, social_url,
                               segment, crm_id, tracking_status, profile_id, account_id)
         select $1::uuid, i.first_name, i.last_name, i.title, i.company, i.company_norm, i.name_key, i.email, i.social_url,
                i.segment, i.crm_id, 'tracked', p.id,
                coalesce(a.id, (select x.id from accounts x where x.workspace_id = $1::uuid and x.name_norm = i.company_norm limit 1))
           from input i join prof p using (social_key) left join acc a on a.name_norm = i.company_norm
         returning profile_id)
       select profile_id::text as id from con`,
      [
        workspaceId,
        col('social').map((s) => s!.key),
        col('social').map((s) => s!.url),
        col('first_name'),
        col('last_name'),
        col('title'),
        col('company'),
        col('company_norm'),
        col('name_key'),
        col('crm_id'),
        col('segment'),
        col('email'),
      ],
    );
    profileIds.push(...rows.map((r) => r.id));
  }
  await client.query('analyze profiles; analyze contacts; analyze accounts');
  return profileIds;
}

/** A run's items for these profiles, queued (what queueBaselineRun writes, without its per-profile checks). */
export async function queueRun(client: pg.Client, workspaceId: string, profileIds: string[], kind: 'baseline' | 'manual'): Promise<string> {
  // One transaction, as createRunWithItems: the engine must never see the run without its items.
  await client.query('begin');
  const { rows } = await client.query<{ id: string }>(
    `insert into runs (workspace_id, kind, status, force, totals)
     values ($1, $2, 'queued', true, jsonb_build_object('items', $3::int, 'processed', 0, 'moved', 0, 'promoted', 0,
       'left', 0, 'not_found', 0, 'unknown', 0, 'plays_created', 0, 'credits_charged', 0)) returning id`,
    [workspaceId, kind, profileIds.length],
  );
  const runId = rows[0]!.id;
  await client.query(`insert into run_items (workspace_id, run_id, profile_id) select $1, $2, unnest($3::uuid[])`, [workspaceId, runId, profileIds]);
  await client.query('commit');
  await client.query('analyze run_items');
  return runId;
}

export interface RunState {
  status: string;
  items: number;
  processed: number;
  totals: Record<string, number>;
  seconds: number | null;
}

export async function runState(client: pg.Client, runId: string): Promise<RunState> {
  const { rows } = await client.query<RunState>(
    `select status, (totals->>'items')::int as items, (totals->>'processed')::int as processed, totals,
            extract(epoch from (coalesce(finished_at, now()) - started_at))::float as seconds
       from runs where id = $1`,
    [runId],
  );
  return rows[0]!;
}

/** Polls until the run is completed (throws on failed/cancelled or a stall of `stallMs`). */
export async function waitRun(client: pg.Client, runId: string, onTick?: (s: RunState) => void, stallMs = 120_000): Promise<RunState> {
  let last = -1;
  let lastMove = Date.now();
  for (;;) {
    const s = await runState(client, runId);
    onTick?.(s);
    if (s.status === 'completed') return s;
    if (s.status === 'failed' || s.status === 'cancelled') throw new Error(`run ${runId} ended ${s.status}`);
    if (s.processed !== last) {
      last = s.processed;
      lastMove = Date.now();
    } else if (Date.now() - lastMove > stallMs) {
      throw new Error(`run ${runId} stalled at ${s.processed}/${s.items} (${s.status})`);
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------
// Phase timing

export class PhaseTimer {
  readonly samples = new Map<string, number[]>();
  record(phase: string, ms: number): void {
    let list = this.samples.get(phase);
    if (!list) this.samples.set(phase, (list = []));
    list.push(ms);
  }
  reset(): void {
    this.samples.clear();
  }
  summary(wallMs: number): Array<{ phase: string; count: number; totalMs: number; meanMs: number; p95Ms: number; share: number }> {
    return [...this.samples.entries()]
      .map(([phase, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const total = list.reduce((s, v) => s + v, 0);
        return {
          phase,
          count: list.length,
          totalMs: total,
          meanMs: total / list.length,
          p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
          share: total / wallMs,
        };
      })
      .sort((a, b) => b.totalMs - a.totalMs);
  }
}

/** Engine-level statements, by what they do. */
function outerPhase(sql: string): string {
  if (/set status = 'leased'/.test(sql)) return 'lease';
  if (/attempts = greatest\(attempts - 1/.test(sql)) return 'release';
  if (/from credit_ledger l where l.workspace_id = w.id/.test(sql) || /^select w\.status, w\.balance from workspaces/.test(sql)) {
    return 'workspace state (balance)';
  }
  if (/from runs where status in/.test(sql)) return 'pass: list runs';
  if (/network_companies/.test(sql)) return 'enrich: company rows';
  return 'other statements';
}

/** Statements inside the batch transaction (commitBatch), by what they write. */
function commitPhase(sql: string): string {
  const s = sql.replace(/\s+/g, ' ');
  if (/^select (id|balance) from workspaces where id = \? for update/.test(s)) return 'commit: lock workspace';
  if (/from run_items where run_id = \? and status = 'leased'/.test(s)) return 'commit: lock items';
  if (/sum\(amount\), 0\) as balance from credit_ledger/.test(s)) return 'commit: balance';
  if (/as last_found/.test(s)) return 'commit: load previous snapshots';
  if (/^insert into credit_ledger/.test(s)) return 'commit: ledger rows';
  if (/^insert into snapshots/.test(s)) return 'commit: snapshots';
  if (/^with stored as \( ?insert into snapshots/.test(s)) return 'commit: snapshots + positions';
  if (/^insert into positions/.test(s)) return 'commit: positions';
  if (/^update profiles/.test(s)) return 'commit: profiles';
  if (/^insert into changes/.test(s)) return 'commit: changes';
  if (/^ ?select ch\./.test(s) || /^insert into outbox/.test(s)) return 'commit: change events';
  if (/from contacts where (profile_id = \?|profile_id = any)/.test(s) || /^update contacts (c )?set tracking_status/.test(s)) {
    return 'commit: contact tracking';
  }
  if (/^update run_items set status/.test(s) || /^with items as \( ?update run_items/.test(s)) return 'commit: item statuses (+ run totals)';
  if (/^update runs set totals/.test(s)) return 'commit: run totals';
  return 'commit: other statements';
}

/** `em.execute` that reports each statement's SQL and duration to `record`. */
function timedExecute(target: EntityManager, record: (sql: string, ms: number) => void) {
  return async (sql: string, params?: unknown[], method?: 'all' | 'get' | 'run') => {
    const t0 = now();
    try {
      return await target.execute(sql, params, method);
    } finally {
      record(sql, now() - t0);
    }
  };
}

/**
 * Services whose entity managers time every statement the engine sends, and time each
 * batch transaction (commitBatch) as a whole and statement by statement. A transaction
 * that is not a batch commit (a run transition) is timed as `transition`.
 */
export function instrumentServices(services: Services, timer: PhaseTimer, state: { inHook: boolean }): Services {
  const wrapInner = (tem: EntityManager, statements: Array<[string, number]>): EntityManager =>
    new Proxy(tem, {
      get(target, key) {
        if (key === 'execute') return timedExecute(target, (sql, ms) => statements.push([state.inHook ? 'commit: plays hook (statements)' : commitPhase(sql), ms]));
        const v = Reflect.get(target, key, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  const wrapOuter = (em: EntityManager): EntityManager =>
    new Proxy(em, {
      get(target, key) {
        if (key === 'execute') return timedExecute(target, (sql, ms) => timer.record(outerPhase(sql), ms));
        if (key === 'transactional') {
          return async <T>(cb: (tem: EntityManager) => Promise<T>) => {
            const statements: Array<[string, number]> = [];
            const t0 = now();
            try {
              return await target.transactional((tem) => cb(wrapInner(tem as EntityManager, statements)));
            } finally {
              const total = now() - t0;
              const isCommit = statements.some(([phase]) => phase === 'commit: lock items');
              if (isCommit) {
                timer.record('commit (whole transaction)', total);
                let inner = 0;
                for (const [phase, ms] of statements) {
                  timer.record(phase, ms);
                  inner += ms;
                }
                timer.record('commit: JS, BEGIN/COMMIT', total - inner);
              } else {
                timer.record('transition', total);
              }
            }
          };
        }
        const v = Reflect.get(target, key, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
  const em = new Proxy(services.orm.em, {
    get(target, key) {
      if (key === 'fork') return (...args: unknown[]) => wrapOuter((target.fork as (...a: unknown[]) => EntityManager)(...args));
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  const orm = new Proxy(services.orm, {
    get(target, key) {
      if (key === 'em') return em;
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { ...services, orm };
}

/** The checker port with the stream timed: `checker: first result` and `checker: whole stream`. */
export function timedChecker(port: CheckerPort, timer: PhaseTimer, batches: Array<{ items: number; ms: number }>): CheckerPort {
  return {
    async checkProfiles(runId, items, onResult) {
      const t0 = now();
      let first = -1;
      try {
        await port.checkProfiles(runId, items, (r) => {
          if (first < 0) first = now() - t0;
          onResult(r);
        });
      } finally {
        const ms = now() - t0;
        timer.record('checker stream (gRPC, whole batch)', ms);
        if (first >= 0) timer.record('checker: first result', first);
        batches.push({ items: items.length, ms });
      }
    },
  };
}

export function timedEnricher(fn: CompanyEnricher, timer: PhaseTimer): CompanyEnricher {
  return async (results) => {
    const t0 = now();
    try {
      await fn(results);
    } finally {
      timer.record('enrich companies (GetCompany + rows)', now() - t0);
    }
  };
}

/** CPU seconds (user + system) a process has used, from /proc; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The postmaster of a data directory and its children (backends, background workers). */
export function postgresPids(dataDir: string): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = out.split('\n').map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l)).filter((m): m is RegExpExecArray => m !== null);
  const master = rows.find((m) => /\bpostgres\b/.test(m[3]!) && m[3]!.includes(dataDir));
  if (!master) return [];
  return [Number(master[1]), ...rows.filter((m) => m[2] === master[1]).map((m) => Number(m[1]))];
}

/** CPU seconds used between `start()` and `stop()` by named process groups. */
export function cpuMeter(groups: Record<string, () => number[]>) {
  const read = () => Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, new Map(pids().map((p) => [p, cpuSeconds(p)]))]));
  let before = read();
  return {
    start() {
      before = read();
    },
    stop(): Record<string, number> {
      const after = read();
      return Object.fromEntries(
        Object.entries(after).map(([name, pids]) => [name, [...pids].reduce((s, [pid, cpu]) => s + cpu - (before[name]?.get(pid) ?? 0), 0)]),
      );
    },
  };
}

/** Rows for the phase table: per-batch phases first (the ones the engine runs in sequence). */
export function phaseRows(timer: PhaseTimer, wallMs: number): Array<Array<string | number>> {
  return timer.summary(wallMs).map((p) => [p.phase, p.count, (p.totalMs / 1000).toFixed(2), p.meanMs.toFixed(1), p.p95Ms.toFixed(1), `${(p.share * 100).toFixed(1)} %`]);
}

export const PHASE_HEAD = ['phase', 'count', 'total s', 'mean ms', 'p95 ms', 'share of wall'];

/**
 * The foreign-key checks Postgres ran since the last statistics reset, per referenced
 * table (pg_stat_statements with `track = all` records each RI trigger's
 * `SELECT 1 FROM ONLY <table> x WHERE ... FOR KEY SHARE OF x`).
 */
export async function foreignKeyChecks(client: pg.Client): Promise<Array<Array<string | number>>> {
  const { rows } = await client.query<{ tbl: string; calls: number; total_ms: number }>(
    `select substring(query from 'FROM ONLY "public"\\."([a-z_]+)"') as tbl, sum(calls)::int as calls,
            round(sum(total_exec_time)::numeric, 1)::float as total_ms
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database()) and query like 'SELECT % FROM ONLY %'
      group by 1 order by 3 desc`,
  );
  return rows.map((r) => [r.tbl, r.calls, r.total_ms]);
}
export const FK_HEAD = ['referenced table', 'key-share lookups', 'total ms'];

/**
 * Starts a sandbox (`people` people, `seed`) and an unthrottled checker in `tree`, both on free
 * ports, and waits until they listen: the upstream every engine bench runs against.
 */
export async function startUnthrottledUpstream(tree: ProcessTree, options: { people: number; seed: string; token: string }): Promise<{ sandboxUrl: string; checkerPort: number }> {
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  tree.start('sandbox', { SANDBOX_PORT: String(sandboxPort), SANDBOX_PEOPLE: String(options.people), SANDBOX_SEED: options.seed, LOG_LEVEL: 'warn' });
  const checkerPort = await freePort();
  tree.start('checker', {
    CHECKER_PORT: String(checkerPort),
    CHECKER_TOKEN: options.token,
    PROFILE_SOURCE_URL: sandboxUrl,
    PROVIDER_RATE_PER_SECOND: '1000000',
    PROVIDER_MAX_CONCURRENT: '64',
    LOG_LEVEL: 'warn',
  });
  await waitForPort('127.0.0.1', sandboxPort, 120_000);
  await waitForPort('127.0.0.1', checkerPort, 120_000);
  return { sandboxUrl, checkerPort };
}
