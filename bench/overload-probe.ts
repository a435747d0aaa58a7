/**
 * Scratch: where does an overloaded GET /me wait? (issue #25, round 8)
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The serving (main) thread's user + system CPU, ms (clock ticks of 10 ms). */
function mainThreadCpuMs(): number {
  const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

import { loadGatewayConfig } from '../src/config/env';
import { startGateway } from '../src/runtime/gateway';
import { benchServices, seedBenchWorkspace } from './support/app';
import { runMain } from './support/cli';
import { runLoad } from './support/load';
import { startBenchDatabase } from './support/postgres';
import { envInt, load, log, summarise } from './support/stats';

const CONNECTIONS = envInt('BENCH_OVERLOAD_CONNECTIONS', 400);
const DURATION = envInt('BENCH_DURATION_S', 6);
const AGE = envInt('AGE', 50);
const PATH = process.env.BENCH_PATH ?? '/v1/me';

async function main() {
  const db = await startBenchDatabase({ poolMax: 10 });
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const config = loadGatewayConfig({ RATE_LIMIT_STORE: 'memory', RATE_LIMIT_READS_PER_MIN: '1000000000', HTTP_MAX_REQUEST_AGE_MS: String(AGE) });
    const gw = await startGateway(services, { config, host: '127.0.0.1', port: 0, mcp: false, keepAliveTimeoutMs: 60_000 });
    const server = gw.server;
    let serverTimes: number[] = [];
    server.prependListener('request', (_req, res) => {
      const t = performance.now();
      res.once('close', () => serverTimes.push(performance.now() - t));
    });
    const headers = { authorization: `Bearer ${ws.readKey}` };
    const run = async (label: string, connections: number, rate: number) => {
      serverTimes = [];
      const h = monitorEventLoopDelay({ resolution: 10 });
      h.enable();
      const cpu0 = process.cpuUsage();
      const main0 = mainThreadCpuMs();
      const r = await runLoad({ origin: gw.url, paths: [PATH], headers, connections, durationMs: DURATION * 1000, warmupMs: 1000, ...(rate ? { ratePerS: rate } : {}) });
      h.disable();
      const cpu = process.cpuUsage(cpu0);
      const mainMs = mainThreadCpuMs() - main0;
      const answers = Object.values(r.statuses).reduce((a, n) => a + n, 0);
      const s = summarise(serverTimes);
      log(
        `${label} (${connections} conns, ${rate ? `paced ${rate}/s` : 'closed loop'}): 2xx ${Math.round(r.rps)}/s, statuses ${JSON.stringify(r.statuses)}, errors ${r.errors} ${r.lastError ?? ''}; all p50 ${r.latency.p50.toFixed(0)} p99 ${r.latency.p99.toFixed(0)}; 2xx p50 ${r.okLatency.p50.toFixed(1)} p99 ${r.okLatency.p99.toFixed(1)} max ${r.okLatency.max.toFixed(0)} ms` +
          `\n   server (listener→close) p50 ${s.p50.toFixed(1)} p99 ${s.p99.toFixed(1)} ms; loop delay p50 ${(h.percentile(50) / 1e6).toFixed(1)} p99 ${(h.percentile(99) / 1e6).toFixed(1)} max ${(h.max / 1e6).toFixed(1)} ms; process CPU ${((cpu.user + cpu.system) / 1e4 / (DURATION + 1)).toFixed(0)} %, serving thread ${((mainMs * 1000) / answers).toFixed(0)} µs per answer; ${load()}`,
      );
      return r;
    };
    const quiet = await run('saturated', 16, 0);
    await run('quiet, paced at 60 %', 16, Math.round(quiet.rps * 0.6));
    const rate = Math.round(quiet.rps * 2);
    await run('overload closed', CONNECTIONS, 0);
    await run('overload paced 2x', CONNECTIONS, rate);
    await run('after', 16, 0);
    await gw.close();
  } finally {
    await db.stop();
  }
}

runMain(main);
