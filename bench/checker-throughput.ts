/**
 * Checker throughput, end to end: gRPC client → checker (bottleneck, retries) → sandbox
 * provider over HTTP, each in its own process as in production: the client here (the
 * scheduler's side), the checker started with `runChecker(env)` in a child process, the
 * sandbox in another.
 *
 *   npx tsx bench/checker-throughput.ts [--profiles 20000] [--throttled-profiles 3000] [--no-write]
 *
 * `BENCH_CPU_PROF_DIR=<dir>` starts the checker and sandbox processes with `--cpu-prof`
 * (NODE_OPTIONS may not carry it), writing their .cpuprofile files there.
 *
 * (a) unthrottled: sandbox without a rate limit, checker at 1,000,000/s with 64 in
 *     flight; 20,000 profiles in batches of 1,000, 4 batch streams at a time (as the
 *     scheduler sends them). Target ≥ 1,000 checks/s.
 * (b) throttled: sandbox `rate_limit_per_s: 200`, checker configured at 200/s, 32 in flight.
 *     Target achieved ÷ configured ≥ 0.97 and zero 429s from the sandbox.
 *
 * Prints a table and replaces the "Checker" section of bench/RESULTS.md (other sections
 * are kept).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { createCheckerClient } from '../src/grpc/clients/checker-client';
import type { ProfileRef } from '../src/grpc/tracker-v1';
import { numberArg, WRITE } from './support/cli';

const PROFILES = numberArg('profiles', 20_000);
const THROTTLED_PROFILES = numberArg('throttled-profiles', 3_000);
const BATCH = 1_000;
const STREAMS = 4;
const THROTTLE = 200;
const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

interface Stats {
  requests: number;
  rate_limited: number;
  errors_injected: number;
}

/** Starts `bench/<script>` under tsx and reads the JSON line it prints when ready. */
async function startProcess<T>(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ info: T; child: ChildProcess }> {
  const file = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', file, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  child.removeAllListeners('exit');
  return { info: JSON.parse(line) as T, child };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function admin<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/admin${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function profiles(url: string, n: number): Promise<ProfileRef[]> {
  const out: ProfileRef[] = [];
  while (out.length < n) {
    const page = await admin<{ data: { id: string; social_url: string }[] }>(url, 'GET', `/people?limit=1000&offset=${out.length}`);
    if (page.data.length === 0) break;
    for (const p of page.data) out.push({ item_id: `item-${out.length}`, profile_id: p.id, social_url: p.social_url });
  }
  return out.slice(0, n);
}

interface RunResult {
  checks: number;
  seconds: number;
  rate: number;
  outcomes: Record<string, number>;
  stats: Stats;
  /** CPU time per check of each process. */
  cpuMsPerCheck: { client: number; checker: number; sandbox: number };
}

/** user + system CPU seconds of a process, from /proc (Linux); NaN elsewhere. */
function procCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function run(url: string, sandboxPid: number | undefined, items: ProfileRef[], limits: { maxConcurrent: number; ratePerSecond: number }, streams: number): Promise<RunResult> {
  const { info, child: checker } = await startProcess<{ address: string }>('checker-server-process.ts', [], {
    ...process.env,
    CHECKER_PORT: '0',
    PROFILE_SOURCE: 'sandbox',
    PROFILE_SOURCE_URL: url,
    PROVIDER_RATE_PER_SECOND: String(limits.ratePerSecond),
    PROVIDER_MAX_CONCURRENT: String(limits.maxConcurrent),
    CHECKER_TOKEN: '',
    REDIS_URL: '',
  });
  const client = createCheckerClient(info.address);
  const batches: ProfileRef[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  const outcomes: Record<string, number> = {};
  // Warm up connections and JIT outside the measurement.
  await client.checkProfiles('warm-up', items.slice(0, 50), () => undefined);
  await admin(url, 'DELETE', '/stats');
  const clientCpuBefore = process.cpuUsage();
  const checkerCpuBefore = procCpuSeconds(checker.pid);
  const sandboxCpuBefore = procCpuSeconds(sandboxPid);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: streams }, async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        if (!batch) break;
        await client.checkProfiles(`bench-${next}`, batch, (r) => {
          outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const checkerCpu = procCpuSeconds(checker.pid) - checkerCpuBefore;
  const sandboxCpu = procCpuSeconds(sandboxPid) - sandboxCpuBefore;
  const stats = await admin<Stats>(url, 'GET', '/stats');
  client.close();
  await stopProcess(checker);
  const checks = Object.values(outcomes).reduce((a, b) => a + b, 0);
  return {
    checks,
    seconds,
    rate: checks / seconds,
    outcomes,
    stats,
    cpuMsPerCheck: {
      client: (clientCpu.user + clientCpu.system) / 1000 / checks,
      checker: (checkerCpu * 1000) / checks,
      sandbox: (sandboxCpu * 1000) / checks,
    },
  };
}

function machine(): string {
  const sh = (cmd: string): string => {
    try {
      return execSync(cmd, { encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  };
  const mem = sh('free -g').split('\n')[1]?.trim().split(/\s+/)[1] ?? '?';
  return `${sh('nproc')} CPUs (nproc), ${mem} GB RAM (free -g total), Node ${process.version}, load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

const SECTION_INTRO = [
  '## Checker',
  '',
  '`npx tsx bench/checker-throughput.ts`: gRPC client → checker (bottleneck, retries) → sandbox provider over',
  'HTTP on loopback, three processes (the checker started with `runChecker(env)`). Batches of 1,000 profiles,',
  '4 streams at a time. Achieved rate = checks ÷ wall time of the run. CPU ms/check: CPU time per check of each',
  'process; 1,000 ÷ (checker CPU ms/check) estimates what one idle core sustains for the checker (contention on a',
  'loaded machine inflates CPU time too). Runs are appended, newest last.',
  '',
].join('\n');

/** Appends `run` at the end of the "Checker" section (created when missing); other sections are kept. */
function appendRun(run: string): void {
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = text.search(/^## Checker\b/m);
  if (start < 0) {
    writeFileSync(RESULTS, `${text.trimEnd()}\n\n${SECTION_INTRO}\n${run.trimEnd()}\n`);
    return;
  }
  const next = text.slice(start + 1).search(/^## /m);
  const end = next < 0 ? text.length : start + 1 + next;
  const section = `${text.slice(start, end).trimEnd()}\n\n${run.trimEnd()}\n`;
  const rest = text.slice(end);
  writeFileSync(RESULTS, `${text.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`);
}

async function main(): Promise<void> {
  const env = machine();
  const { info, child } = await startProcess<{ url: string }>('checker-sandbox-process.ts', [String(Math.max(PROFILES, THROTTLED_PROFILES) + 100), '42']);
  const { url } = info;
  try {
    const all = await profiles(url, Math.max(PROFILES, THROTTLED_PROFILES));

    process.stdout.write(`(a) unthrottled: ${PROFILES} profiles …\n`);
    const a = await run(url, child.pid, all.slice(0, PROFILES), { maxConcurrent: 64, ratePerSecond: 1_000_000 }, STREAMS);

    process.stdout.write(`(b) throttled at ${THROTTLE}/s: ${THROTTLED_PROFILES} profiles …\n`);
    await admin(url, 'POST', '/faults', { rate_limit_per_s: THROTTLE });
    const b = await run(url, child.pid, all.slice(0, THROTTLED_PROFILES), { maxConcurrent: 32, ratePerSecond: THROTTLE }, STREAMS);
    await admin(url, 'DELETE', '/faults');

    const ratio = b.rate / THROTTLE;
    const cpu = (r: RunResult): string => [r.cpuMsPerCheck.client, r.cpuMsPerCheck.checker, r.cpuMsPerCheck.sandbox].map((v) => v.toFixed(2)).join(' / ');
    const rows = [
      ['scenario', 'profiles', 'seconds', 'checks/s', 'target', 'sandbox requests', '429s', 'CPU ms/check client / checker / sandbox', 'result'],
      [
        '(a) unthrottled, 64 in flight',
        String(a.checks),
        a.seconds.toFixed(2),
        a.rate.toFixed(0),
        '≥ 1,000/s',
        String(a.stats.requests),
        String(a.stats.rate_limited),
        cpu(a),
        a.rate >= 1000 && a.checks === PROFILES ? 'pass' : 'FAIL',
      ],
      [
        `(b) sandbox ${THROTTLE}/s, checker ${THROTTLE}/s, 32 in flight`,
        String(b.checks),
        b.seconds.toFixed(2),
        `${b.rate.toFixed(1)} (${(ratio * 100).toFixed(1)} %)`,
        '≥ 97 %, 0 × 429',
        String(b.stats.requests),
        String(b.stats.rate_limited),
        cpu(b),
        ratio >= 0.97 && b.stats.rate_limited === 0 && b.checks === THROTTLED_PROFILES ? 'pass' : 'FAIL',
      ],
    ];
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    const table = rows.map((r) => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`);
    table.splice(1, 0, `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
    process.stdout.write(`\n${table.join('\n')}\n`);
    process.stdout.write(`outcomes (a): ${JSON.stringify(a.outcomes)}  (b): ${JSON.stringify(b.outcomes)}\n`);

    if (rows.slice(1).some((r) => r[8] !== 'pass')) process.exitCode = 1;
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    if (!WRITE) return;
    appendRun(
      [
        `### ${when}`,
        '',
        `${env}; load average at the end ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')}.`,
        '',
        ...table,
        '',
      ].join('\n'),
    );
    process.stdout.write(`\nappended to ${RESULTS}\n`);
  } finally {
    await stopProcess(child);
  }
}

await main();
