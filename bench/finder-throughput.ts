/**
 * Finder throughput at the provider's configured rate: person searches and email
 * find + verify as the scheduler makes them, over gRPC to a checker on loopback
 * (`tracker.v1.Finder`: the checker's finder limiter and retries) against the sandbox
 * provider with `rate_limit_per_s` set to the same rate.
 *
 *   npx tsx bench/finder-throughput.ts [--searches 1500] [--rate 20]
 *
 * Target: achieved requests ÷ configured rate ≥ 0.97, zero 429s from the sandbox. The
 * default run lasts about 80 s at 20/s: shorter runs mostly measure the fixed 1.3–1.7 s of
 * start and tail (600 searches read 0.962), not the rate held.
 * Prints one JSON line with the figures (report only: RESULTS.md is not rewritten).
 */
import { pino } from 'pino';

import { startChecker } from '../src/checker/server';
import { createFinderClient } from '../src/grpc/clients/finder-client';
import { createSandboxEmailFinder } from '../src/integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../src/integrations/sandbox/sandbox-person-search';
import { createSandboxSource } from '../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY, startSandbox } from '../src/sandbox/server';
import { numberArg } from './support/cli';

const SEARCHES = numberArg("searches", 1500);
const RATE = numberArg("rate", 20);

interface Stats {
  requests: number;
  rate_limited: number;
}

async function admin<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ people: 2_000, seed: 11 });
  const search = createSandboxPersonSearch({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY, connections: 32 });
  const emails = createSandboxEmailFinder({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY, connections: 32 });
  const checker = await startChecker({
    source: createSandboxSource({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY }),
    limits: { maxConcurrent: 4, ratePerSecond: 0 },
    finder: { search, emails, limits: { maxConcurrent: 16, ratePerSecond: RATE } },
    log: pino({ level: 'silent' }),
  });
  const finder = createFinderClient(checker.address);
  const people = sandbox.world.personIds().map((id) => sandbox.world.getPerson(id)!);
  await admin(sandbox.url, '/admin/finder/overlay?limit=1'); // builds the finder view before timing
  await admin(sandbox.url, '/admin/faults', { rate_limit_per_s: RATE });
  const before = await admin<Stats>(sandbox.url, '/admin/stats');

  const started = performance.now();
  await Promise.all(
    Array.from({ length: SEARCHES }, async (_, i) => {
      const p = people[i % people.length]!;
      const company = p.positions.find((x) => x.is_current)?.company ?? p.positions[0]?.company ?? 'Unknown';
      if (i % 4 === 3) {
        const domain = `${company.toLowerCase().replace(/[^a-z]/g, '')}.com`;
        await finder.findWorkEmail({ first_name: p.first_name, last_name: p.last_name, domain }).catch(() => null);
      } else {
        await finder.searchPeople({ first_name: p.first_name, last_name: p.last_name, company });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await admin<Stats>(sandbox.url, '/admin/stats');
  const requests = after.requests - before.requests;
  const achieved = requests / seconds;
  const result = {
    bench: 'finder-throughput',
    configured_rate: RATE,
    requests,
    seconds: Math.round(seconds * 100) / 100,
    achieved_rate: Math.round(achieved * 10) / 10,
    ratio: Math.round((achieved / RATE) * 1000) / 1000,
    rate_limited_429: after.rate_limited - before.rate_limited,
    target: 'ratio ≥ 0.97, zero 429s',
  };
  console.log(JSON.stringify(result));
  finder.close();
  await checker.close();
  await sandbox.close();
  if (result.ratio < 0.97 || result.rate_limited_429 > 0) process.exitCode = 1;
}

void main();
