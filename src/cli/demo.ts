import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Command, InvalidArgumentError } from 'commander';
import { request } from 'undici';

import { print } from './output';

function days(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new InvalidArgumentError('a whole number of days from 1 to 3650');
  return n;
}

async function call(method: 'GET' | 'POST', url: string, key?: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.body.json()) as Record<string, unknown>;
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * `tracker demo advance --days N`: moves the running sandbox's clock (people change jobs
 * at the simulated rate) and starts a forced refresh of the demo workspace, then follows
 * the run until it finishes, so a newcomer sees changes and plays within a minute.
 */
export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('the demo workspace of a running `npm start`')
    .command('advance')
    .requiredOption('--days <n>', 'days to move the sandbox clock', days)
    .option('--no-wait', 'do not follow the run')
    .option('--json', 'print JSON')
    .action(async (o: { days: number; wait: boolean; json?: boolean }) => {
      const dataDir = path.resolve(process.env.TRACKER_DATA_DIR ?? '.tracker');
      const demo = JSON.parse(readFileSync(path.join(dataDir, 'demo.json'), 'utf8')) as Record<string, string>;
      const clock = await call('POST', `${demo.sandbox_url}/admin/clock`, undefined, { advance_days: o.days });
      let run = await call('POST', `${demo.base_url}/runs`, demo.api_key, { force: true });
      if (!o.json) process.stdout.write(`sandbox clock now ${String(clock.now)}; changes ${JSON.stringify(clock.changes)}\n`);
      while (o.wait && ['queued', 'running'].includes(String(run.status))) {
        await new Promise((r) => setTimeout(r, 1000));
        run = await call('GET', `${demo.base_url}/runs/${String(run.id)}`, demo.api_key);
        if (!o.json) process.stdout.write(`run ${String(run.status)}: ${JSON.stringify(run.totals)}\n`);
      }
      print(o.json ? { clock, run } : { run_id: run.id, status: run.status, paused_reason: run.paused_reason }, o.json);
    });
}
