import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import cliProgress from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import { request } from 'undici';

import { loadEnv } from '../config/env';
import { CliError } from './cli-error';
import { cliIo } from './io';
import { print } from './output';

interface Demo {
  base_url: string;
  api_key: string;
  sandbox_url: string;
}

type Totals = Partial<Record<'items' | 'processed' | 'moved' | 'promoted' | 'left' | 'plays_created', number>>;

function days(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new InvalidArgumentError('a whole number of days from 1 to 3650');
  return n;
}

function readDemo(): Demo {
  const dataDir = path.resolve(loadEnv().TRACKER_DATA_DIR);
  const file = path.join(dataDir, 'demo.json');
  if (!existsSync(file)) {
    throw new CliError(`no demo.json in ${dataDir}: start the service first (\`npm start\`), or set TRACKER_DATA_DIR to its data directory`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Demo;
}

async function call(method: 'GET' | 'POST', url: string, key?: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((err: unknown) => {
    const reason = (err as { code?: string }).code === 'ECONNREFUSED' ? 'connection refused' : (err as Error).message;
    throw new CliError(`cannot reach ${new URL(url).origin} (${reason}): is \`npm start\` running? demo.json holds the URLs of its last start`);
  });
  const json = (await res.body.json()) as Record<string, unknown>;
  if (res.statusCode >= 300) throw new CliError(`${method} ${url} answered ${res.statusCode}: ${JSON.stringify(json)}`);
  return json;
}

function describeTotals(t: Totals): string {
  return `moved ${t.moved ?? 0}, promoted ${t.promoted ?? 0}, left ${t.left ?? 0}, plays ${t.plays_created ?? 0}`;
}

/** A bar on a terminal; otherwise one plain line whenever the run moves on. */
function runProgress(enabled: boolean) {
  if (!enabled) return { update: () => {}, stop: () => {} };
  if (cliIo().stdout.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: 'run {status} [{bar}] {value}/{total} profiles | {summary}', stream: cliIo().stdout, hideCursor: true, clearOnComplete: false },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(status: string, t: Totals) {
        const payload = { status, summary: describeTotals(t) };
        if (!started) bar.start(t.items ?? 0, t.processed ?? 0, payload);
        started = true;
        bar.setTotal(t.items ?? 0);
        bar.update(t.processed ?? 0, payload);
      },
      stop: () => bar.stop(),
    };
  }
  let last = '';
  return {
    update(status: string, t: Totals) {
      const line = `run ${status}: ${t.processed ?? 0}/${t.items ?? 0} profiles checked (${describeTotals(t)})`;
      if (line !== last) cliIo().stdout.write(`${line}\n`);
      last = line;
    },
    stop: () => {},
  };
}

/** How long the service takes to follow the sandbox's clock (it reads it every TEST_CLOCK_POLL_MS, 1 s by default). */
const FOLLOW_MS = 2500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function advance(demo: Demo, days: number): Promise<Record<string, unknown>> {
  const clock = await call('POST', `${demo.sandbox_url}/admin/clock`, undefined, { advance_days: days });
  await sleep(FOLLOW_MS);
  return clock;
}

/** Follows the run until it is neither queued nor running. */
async function follow(demo: Demo, run: Record<string, unknown>, progress: ReturnType<typeof runProgress>): Promise<Record<string, unknown>> {
  while (['queued', 'running'].includes(String(run.status))) {
    progress.update(String(run.status), (run.totals ?? {}) as Totals);
    await sleep(1000);
    run = await call('GET', `${demo.base_url}/runs/${String(run.id)}`, demo.api_key);
  }
  progress.update(String(run.status), (run.totals ?? {}) as Totals);
  return run;
}

/** How long a fresh demo's baseline may take to be queued: its contacts are imported first (seconds; more on a loaded host). */
const BASELINE_WAIT_MS = 120_000;

/**
 * A run already queued or running (on a fresh `npm start`, the demo's baseline): followed to its end before the clock
 * moves, or the refresh after the advance would be that run, comparing nothing with nothing. A demo workspace with no run
 * yet is a fresh one whose baseline is still to be queued (its contacts go through a queued import first, so even they may
 * not be counted yet): the CLI waits for it, or it would move the clock first and then follow that baseline instead of the
 * refresh.
 */
async function finishActive(demo: Demo, progress: ReturnType<typeof runProgress>, json?: boolean): Promise<void> {
  const deadline = Date.now() + BASELINE_WAIT_MS;
  let told = false;
  for (;;) {
    const runs = ((await call('GET', `${demo.base_url}/runs?page_size=5`, demo.api_key)).data ?? []) as Array<Record<string, unknown>>;
    const active = runs.find((r) => ['queued', 'running'].includes(String(r.status)));
    if (active) {
      if (!json) cliIo().stdout.write(`Waiting for the ${String(active.kind)} run ${String(active.id)} to finish first.\n`);
      await follow(demo, active, progress);
      return;
    }
    if (runs.length > 0 || Date.now() >= deadline) return;
    if (!json && !told) cliIo().stdout.write("Waiting for the demo's baseline run to be queued.\n");
    told = true;
    await sleep(1000);
  }
}

/** How long the CLI waits for the leader to take the second looks that fell due (it is kicked when the clock jumps). */
const SECOND_LOOKS_WAIT_MS = 90_000;

/**
 * The run once the leader took the second looks it held: polled until its `second_looks_pending` is 0 (a service
 * without the field has nothing to wait for). A second look the checker could not do is postponed by the service;
 * the CLI then stops waiting after SECOND_LOOKS_WAIT_MS and says how many are still pending.
 */
async function settled(demo: Demo, run: Record<string, unknown>): Promise<Record<string, unknown>> {
  const deadline = Date.now() + SECOND_LOOKS_WAIT_MS;
  while (Number(run.second_looks_pending ?? 0) > 0 && Date.now() < deadline) {
    await sleep(500);
    run = await call('GET', `${demo.base_url}/runs/${String(run.id)}`, demo.api_key);
  }
  return run;
}

function describeSettled(run: Record<string, unknown>): string {
  const pending = Number(run.second_looks_pending ?? 0);
  const totals = describeTotals((run.totals ?? {}) as Totals);
  return pending > 0 ? `${totals}; ${pending} second look(s) still pending: the leader confirms them at its next pass` : totals;
}

/**
 * `tracker demo advance --days N`: moves the running sandbox's clock, and with it the service's
 * test clock (people change jobs at the simulated rate; a cadence run that falls due in those
 * days starts), refreshes the demo workspace (the due run, or a forced one) and follows it; then
 * moves the last day, when the second looks at the people who left fall due, and waits until the
 * run has none pending (`second_looks_pending`). So a newcomer sees moves, promotions and lefts within a minute or two.
 */
export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('the demo workspace of a running `npm start`')
    .command('advance')
    .requiredOption('--days <n>', 'days to move the sandbox clock (the last one after the refresh, for its second looks)', days)
    .option('--no-wait', 'do not follow the run')
    .option('--json', 'print JSON')
    .action(async (o: { days: number; wait: boolean; json?: boolean }) => {
      const demo = readDemo();
      const lastDay = o.wait && o.days > 1 ? 1 : 0;
      const progress = runProgress(!o.json && o.wait);
      if (o.wait) await finishActive(demo, progress, o.json);
      let clock = await advance(demo, o.days - lastDay);
      let run = await call('POST', `${demo.base_url}/runs`, demo.api_key, { force: true });
      if (!o.json) {
        const changes = Object.entries((clock.changes ?? {}) as Record<string, number>).map(([kind, n]) => `${kind} ${n}`);
        cliIo().stdout.write(`Sandbox clock now ${String(clock.now)}; in the network: ${changes.join(', ') || 'no changes'}.\n`);
        cliIo().stdout.write(`Run ${String(run.id)} (${String(run.kind)}) started.\n`);
      }
      try {
        if (o.wait) run = await follow(demo, run, progress);
      } finally {
        progress.stop();
      }
      if (lastDay > 0) {
        clock = await advance(demo, lastDay);
        if (!o.json) cliIo().stdout.write(`Sandbox clock now ${String(clock.now)}: second looks at the people who left are due.\n`);
        run = await settled(demo, run);
        if (!o.json) cliIo().stdout.write(`${describeSettled(run)}\n`);
      }
      print(o.json ? { clock, run } : { run_id: run.id, status: run.status, paused_reason: run.paused_reason ?? undefined }, o.json);
    });
}
