/**
 * Webhook delivery throughput: BENCH_EVENTS outbox events for one endpoint, fanned out and
 * delivered by the real dispatcher (signed, recorded in Postgres, leases, batches) to a
 * local receiver that answers 204 at once over keep-alive. Timed from starting the
 * dispatcher to the last delivery recorded as delivered. Beside it, in the same run, a raw
 * loop: undici POSTs of the same bodies to the same receiver with the same concurrency and
 * keep-alive, no database. Targets: ≥ 500 deliveries/s and ≥ 50 % of the raw rate.
 *
 *   npx tsx bench/webhooks-throughput.ts
 *
 * Knobs: BENCH_EVENTS (5000), BENCH_CONCURRENCY (4,16: per-endpoint concurrencies to run),
 *        BENCH_ROUNDS (2: raw and service alternate in each round),
 *        BENCH_STATEMENTS (1: print pg_stat_statements' top statements of each service run).
 *
 * The receiver runs in a child process so it does not share the event loop being measured.
 */
import { execFileSync, fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { Agent, request } from 'undici';

import { createWebhook } from '../src/core/webhooks/webhooks.service';
import { startDispatcher } from '../src/scheduler/dispatcher';
import { benchServices, seedBenchWorkspace } from './support/app';
import { resetStatements, startBenchDatabase, topStatements } from './support/postgres';
import { envInt, int, log, machine, now, pct, table } from './support/stats';

const EVENTS = envInt('BENCH_EVENTS', 5000);
const ROUNDS = envInt('BENCH_ROUNDS', 2);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '4,16').split(',').map(Number).filter((n) => n > 0);
/** BENCH_STATEMENTS=1: preload pg_stat_statements and print the top statements of each service run. */
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';

const RECEIVER = `
const http = require('node:http');
let count = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { count++; res.statusCode = 204; res.end(); });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (m) => { if (m === 'count') process.send({ count }); });
`;

function startReceiverProcess(): Promise<{ url: string; count(): Promise<number>; stop(): void }> {
  const child = fork('', [], { execArgv: ['-e', RECEIVER], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (m: { port: number }) => {
      resolve({
        url: `http://127.0.0.1:${m.port}/hooks`,
        count: () =>
          new Promise((r) => {
            child.once('message', (c: { count: number }) => r(c.count));
            child.send('count');
          }),
        stop: () => child.kill(),
      });
    });
  });
}

/** CPU ticks (1/100 s, user + system, from /proc) of every running `postgres` process, by pid. */
function postgresTicks(): Map<string, number> {
  const pids = execFileSync('ps', ['-C', 'postgres', '-o', 'pid='], { encoding: 'utf8' }).split('\n').map((l) => l.trim()).filter(Boolean);
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // exited meanwhile
    }
  }
  return ticks;
}

/** Postgres CPU seconds since `before` (processes that started since count whole; those that ended are lost). */
function postgresCpuSince(before: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, t] of postgresTicks()) ticks += t - (before.get(pid) ?? 0);
  return ticks / 100;
}

const nodeCpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

/** A Play-sized event (about 1 KB of JSON), like play.created carries. */
function playData(i: number) {
  return {
    id: `7f0e${String(i).padStart(4, '0')}-1c2d-4e5f-8a9b-0c1d2e3f4a5b`,
    type: 'direct',
    status: 'open',
    contact_id: '2b6f8c1e-3d4a-4b5c-9d8e-7f6a5b4c3d2e',
    account_id: '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f',
    profile_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    person: { first_name: 'Dana', last_name: `Whitfield ${i}`, social_url: `https://www.linkedin.com/in/dana-whitfield-${i}` },
    old_company: 'Acme Corp',
    old_title: 'VP Sales',
    new_company: 'Globex',
    new_title: 'Chief Revenue Officer',
    account_fit: true,
    contact_fit: true,
    segment: 'customer',
    owner: 'Sam Owner',
    account_name: 'Acme Corp',
    email: `dana${i}@globex.example`,
    email_status: 'verified',
    opener: 'Congratulations on the new role at Globex — the revenue team there is lucky to have you. Happy to share what worked at Acme.',
    notes: null,
    owner_id: '101',
    crm_record_id: null,
    detected_at: '2026-03-02T12:00:00.000Z',
    status_changed_at: null,
  };
}

/** The raw loop: `concurrency` workers POSTing signed bodies over one keep-alive agent. */
async function rawRun(url: string, concurrency: number): Promise<{ rate: number; cpuMs: number }> {
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 30_000 });
  const secret = 'whsec_bench';
  let next = 0;
  const cpu = process.cpuUsage();
  const started = now();
  const worker = async () => {
    for (let i = next++; i < EVENTS; i = next++) {
      const body = JSON.stringify({ id: String(i), event: 'play.created', event_key: `play:${i}`, created_at: new Date().toISOString(), workspace_id: 'ws', data: playData(i) });
      const t = Math.floor(Date.now() / 1000);
      const res = await request(url, {
        method: 'POST',
        dispatcher: agent,
        headers: {
          'content-type': 'application/json',
          'x-service-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`,
        },
        body,
      });
      await res.body.dump();
      if (res.statusCode !== 204) throw new Error(`raw: HTTP ${res.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (now() - started) / 1000;
  const cpuMs = nodeCpuMs(cpu);
  await agent.close();
  return { rate: EVENTS / seconds, cpuMs: cpuMs / EVENTS };
}

async function main() {
  log(`# webhooks-throughput — ${machine()}`);
  log(`events per run ${EVENTS}, per-endpoint concurrency ${CONCURRENCIES.join(', ')}, rounds ${ROUNDS}`);
  const receiver = await startReceiverProcess();
  const db = await startBenchDatabase({ statements: STATEMENTS });
  const base = benchServices(db.orm);
  const services = { ...base, env: { ...base.env, WEBHOOKS_ALLOW_LOOPBACK: true } };
  const ws = await seedBenchWorkspace(services);
  const c = await db.client();
  const rows: Array<Array<string | number>> = [];
  const results: Array<{ concurrency: number; raw: number; service: number }> = [];
  const cpuRows: Array<Array<string | number>> = [];
  try {
    for (const concurrency of CONCURRENCIES) {
      const raws: number[] = [];
      const svcs: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const raw = await rawRun(receiver.url, concurrency);
        raws.push(raw.rate);

        await c.query('delete from webhook_endpoints');
        await c.query('delete from outbox');
        const endpoint = await createWebhook(services, ws.id, { url: receiver.url, events: ['play.created'] });
        await c.query(
          `insert into outbox (workspace_id, event, event_key, payload)
           select $1, 'play.created', 'play:' || g, jsonb_build_object('data', $2::jsonb || jsonb_build_object('n', g))
             from generate_series(1, $3) g`,
          [ws.id, JSON.stringify(playData(0)), EVENTS],
        );
        if (STATEMENTS) await resetStatements(c);
        const before = await receiver.count();
        const cpu = process.cpuUsage();
        const pgCpu = postgresTicks();
        const started = now();
        const dispatcher = startDispatcher(services, { intervalMs: 50, perEndpointConcurrency: concurrency, allowLoopback: true });
        /** When the receiver had its first request, half of them, all of them (ms after the start; 20 ms polls). */
        const marks: number[] = [];
        for (;;) {
          // Every delivery recorded as delivered implies every request received: ask the receiver (no
          // database work competing with the dispatcher) until it has them all, then Postgres.
          const got = (await receiver.count()) - before;
          for (const [i, at] of [1, EVENTS / 2, EVENTS].entries()) if (marks[i] === undefined && got >= at) marks[i] = now() - started;
          if (got < EVENTS) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          // Cheap probes (partial indexes): events not yet fanned out, deliveries not yet recorded.
          const { rows: left } = await c.query<{ n: string }>(
            `select (select count(*) from outbox where dispatched_at is null)
                  + (select count(*) from deliveries where status = 'pending') as n`,
          );
          if (Number(left[0]!.n) === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        const seconds = (now() - started) / 1000;
        const { rows: done } = await c.query<{ n: string }>(
          `select count(*) as n from deliveries where endpoint_id = $1 and status = 'delivered'`,
          [endpoint.id],
        );
        if (Number(done[0]!.n) !== EVENTS) throw new Error(`${done[0]!.n} of ${EVENTS} delivered`);
        const serviceCpuMs = nodeCpuMs(cpu) / EVENTS;
        const pgCpuMs = (postgresCpuSince(pgCpu) * 1000) / EVENTS;
        await dispatcher.stop();
        if (STATEMENTS) {
          for (const st of await topStatements(c, 12)) log(`    ${st.calls} calls ${st.total_ms} ms (${st.mean_ms} mean) ${st.rows} rows: ${st.query.slice(0, 160)}`);
        }
        cpuRows.push([concurrency, round + 1, raw.cpuMs.toFixed(3), serviceCpuMs.toFixed(3), pgCpuMs.toFixed(3)]);
        const received = (await receiver.count()) - before;
        if (received < EVENTS) throw new Error(`receiver got ${received} of ${EVENTS}`);
        svcs.push(EVENTS / seconds);
        log(
          `  c=${concurrency} round ${round + 1}: raw ${int(raws.at(-1)!)}/s, service ${int(svcs.at(-1)!)}/s (${received - EVENTS} redelivered;` +
            ` first / half / all requests received at ${marks.map((m) => int(m)).join(' / ')} ms, all recorded at ${int(seconds * 1000)} ms)`,
        );
      }
      const raw = Math.max(...raws);
      const service = Math.max(...svcs);
      results.push({ concurrency, raw, service });
      rows.push([
        concurrency,
        EVENTS,
        raws.map((r) => int(r)).join(' / '),
        svcs.map((s) => int(s)).join(' / '),
        pct(service / raw),
        service >= 500 && service / raw >= 0.5 ? 'met' : 'NOT met',
      ]);
    }
  } finally {
    await c.end();
    receiver.stop();
    await db.stop();
  }
  log('');
  log(table(['per-endpoint concurrency', 'events', 'raw undici POST/s (rounds)', 'service deliveries/s (rounds)', 'best service ÷ best raw', '≥ 500/s and ≥ 50 %'], rows));
  log('');
  log('CPU per delivery (ms): the dispatcher process vs the raw loop, and Postgres (all its processes) during the service run');
  log(table(['concurrency', 'round', 'raw loop (node)', 'service (node)', 'service (postgres)'], cpuRows));
  process.exit(results.every((r) => r.service >= 500 && r.service / r.raw >= 0.5) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
