import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';
import {
  bodyMutations,
  type Context,
  type Draft,
  fieldMutations,
  HUGE_NUMBER,
  type Mutation,
  type Operation,
  type Outcome,
  universalMutations,
} from './fuzz-mutations';
import { generateValid, type Json, randomUuid, type Rng, seededRng } from './fuzz-schema';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
const CONCURRENCY = 8;
/** Rate-limit counters are the one state a refused request may change; the memory store keeps them out of the database, and a Postgres store's table is left out of the comparison. */
const EXCLUDED_TABLES = new Set(['rate_limits']);

let app: TestApp;
let ws: SeededWorkspace;
/** Ids of the first workspace's rows: reads aim at them (and at random uuids). */
let ids: string[] = [];

beforeAll(async () => {
  app = await startTestApp({
    env: {
      RATE_LIMIT_READS_PER_MIN: '10000000',
      RATE_LIMIT_WRITES_PER_MIN: '10000000',
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      // A fuzzed body may connect Slack or HubSpot and a fuzzed test call then reaches out: keep it on a closed loopback port.
      SLACK_API_URL: 'http://127.0.0.1:9/api/',
      HUBSPOT_API_URL: 'http://127.0.0.1:9',
      SECRETS_KEY: randomBytes(32).toString('hex'),
    },
  });
  ws = await seedWorkspace(app.services, { credits: 500 });
  ids = await seedData(ws);
});
afterAll(() => app.close());

/** A little of everything the API can create without the engine, so reads find real rows. */
async function seedData(ws: SeededWorkspace): Promise<string[]> {
  const contacts = [1, 2, 3].map((i) => ({
    first_name: `Fuzz${i}`,
    last_name: 'Person',
    company: `Fuzz Company ${i}`,
    title: 'VP Sales',
    email: `fuzz${i}@example.com`,
    social_url: `https://www.linkedin.com/in/fuzz-${ws.slug}-${i}`,
  }));
  const upsert = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts } });
  expect(upsert.status).toBe(202);
  const hook = await api(app.baseUrl, 'POST', '/webhooks', {
    key: ws.writeKey,
    body: { url: 'http://127.0.0.1:9/fuzz-hook', events: ['play.created'] },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const list = await api(app.baseUrl, 'GET', '/contacts', { key: ws.readKey });
  const accounts = await api(app.baseUrl, 'GET', '/accounts', { key: ws.readKey });
  return [
    upsert.body.import_id as string,
    hook.body.id as string,
    ...(list.body.data as Array<{ id: string }>).map((c) => c.id),
    ...(accounts.body.data as Array<{ id: string }>).map((a) => a.id),
  ];
}

/** Every table's rows as JSON text, ordered by primary key (all rows: the test database holds only this workspace). */
async function snapshot(): Promise<Record<string, string>> {
  const sql = sqlOn(app.services);
  const tables = await sql<{ name: string; pk: string | null }>(
    `select c.relname as name,
            (select string_agg(quote_ident(a.attname), ', ' order by k.ord)
               from pg_index i
               cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where i.indrelid = c.oid and i.indisprimary) as pk
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const out: Record<string, string> = {};
  for (const { name, pk } of tables) {
    if (EXCLUDED_TABLES.has(name)) continue;
    const order = pk ? pk.split(', ').map((col) => `t.${col}`).join(', ') : 't::text';
    const [row] = await sql<{ rows: string }>(
      `select coalesce(json_agg(t order by ${order})::text, '[]') as rows from "${name}" t`,
    );
    out[name] = row!.rows;
  }
  return out;
}

function operations(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, raw] of Object.entries(item as Json)) {
      const op = raw as { parameters?: Array<{ in: string; name: string; schema: unknown }>; requestBody?: Json };
      const params = op.parameters ?? [];
      const content = op.requestBody?.content as Json | undefined;
      ops.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: (content?.['application/json'] as Json | undefined)?.schema,
      });
    }
  }
  return ops;
}

const JUNK_QUERY = ['%00', '%ZZ', '%FF', '1e400', '-1', '0', 'abc', '', '%F0%9F%92%A5', 'x'.repeat(5000), 'zz_not_a_value',
  '2026-02-31', '2026-13-45T99:99:99Z', '%ED%A0%80', 'a%00b', '9'.repeat(400), '0000-01-01', '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59', '9007199254740991'];

/** Read-only mutations: a GET may legitimately succeed with them. */
const readMutations: Record<string, Mutation> = {
  queryJunk: (draft, op, ctx) => {
    const name = op.query.length && ctx.rng.chance(0.8) ? ctx.rng.pick(op.query).name : 'zz_unknown';
    const value = ctx.rng.pick(JUNK_QUERY);
    draft.query = draft.query.filter(([k]) => k !== name);
    draft.query.push([name, value]);
    if (ctx.rng.chance(0.2)) draft.query.push([name, value]);
    return 'maybe';
  },
  prototypeQuery: (draft, _op, ctx) => {
    draft.query.push(ctx.rng.pick([['__proto__', '1'], ['constructor', 'prototype'], ['a[b]', 'c'], ['page[0]', '1']]) as [string, string]);
    return 'maybe';
  },
  upperCaseId: (draft, op) => {
    if (!op.pathParams.length) return null;
    for (const p of op.pathParams) draft.pathValues[p] = draft.pathValues[p]!.toUpperCase();
    return 'maybe';
  },
};

const writeMutations = { ...universalMutations, ...bodyMutations, ...fieldMutations };

type FullContext = Context & { writeKey: string; ids: string[] };

function validDraft(op: Operation, ctx: FullContext): Draft {
  const { rng, doc, ids } = ctx;
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p, rng.chance(0.7) ? rng.pick(ids) : randomUuid(rng)]));
  const query: Array<[string, string]> = op.query
    .filter(() => rng.chance(0.4))
    .map((q) => [q.name, encodeURIComponent(String(generateValid(doc, q.schema, rng, ids)))]);
  const body = op.body === undefined ? undefined : generateValid(doc, op.body, rng, ids);
  return { pathValues, query, body, headers: { authorization: `Bearer ${ctx.writeKey}` } };
}

interface Planned {
  op: Operation;
  draft: Draft;
  mutation: string;
}

function mutate(op: Operation, ctx: FullContext): Planned {
  const isRead = op.method === 'get';
  const pool = Object.entries(isRead ? { ...readMutations, ...universalMutations } : writeMutations);
  if (isRead && ctx.rng.chance(0.25)) return { op, draft: validDraft(op, ctx), mutation: 'none' };
  for (let attempt = 0; attempt < 50; attempt++) {
    const [name, mutation] = ctx.rng.pick(pool);
    const draft = validDraft(op, ctx);
    const outcome: Outcome = mutation(draft, op, ctx);
    if (outcome === 'certain' || (isRead && outcome)) return { op, draft, mutation: name };
  }
  throw new Error(`no refusable mutation for ${op.method} ${op.path}`);
}

function toRequest({ op, draft }: Planned): { url: string; init: RequestInit } {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.pathValues[name]!);
  const qs = draft.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers = { ...draft.headers };
  let body: string | Uint8Array | undefined;
  if (draft.rawBody !== undefined) body = draft.rawBody;
  else if (draft.body !== undefined) {
    body = JSON.stringify(draft.body).replaceAll(`"${HUGE_NUMBER}"`, '1e400');
    headers['content-type'] ??= 'application/json';
  }
  return { url: `${app.baseUrl}${path}${qs ? `?${qs}` : ''}`, init: { method: op.method.toUpperCase(), headers, body } };
}

/** Why a response breaks the contract, or null. */
function judge(planned: Planned, status: number, text: string): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (planned.op.method !== 'get' && planned.mutation !== 'none' && status < 400) {
    return `an invalid write was accepted with ${status}`;
  }
  if (status < 400) return null;
  let err: { code?: unknown; message?: unknown } | undefined;
  try {
    err = (JSON.parse(text) as { error?: typeof err }).error;
  } catch {
    return `status ${status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  if (typeof err?.code !== 'string' || typeof err.message !== 'string') return `status ${status} without the envelope`;
  if (status === 400 && err.code !== 'validation_error') return `400 with code ${err.code}`;
  return null;
}

async function runAll(plan: Planned[]): Promise<{ failures: string[]; statuses: Map<number, number> }> {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const planned = plan[next++]!;
      const { url, init } = toRequest(planned);
      const res = await fetch(url, init);
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const problem = judge(planned, res.status, text);
      if (problem) failures.push(`${init.method} ${url.slice(app.baseUrl.length, 140)} [${planned.mutation}]: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, statuses };
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('when thousands of seeded hostile requests hit every operation, then none is a 5xx, every error has the envelope and the workspace is unchanged', { timeout: 240_000 }, async () => {
    console.log(`fuzz seed ${SEED} (override with FUZZ_SEED), ${REQUESTS} requests`);
    const docRes = await fetch(`${app.baseUrl}/openapi.json`);
    const doc = (await docRes.json()) as Json;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(20);
    const rng: Rng = seededRng(SEED);
    const ctx = { doc, rng, readKey: ws.readKey, writeKey: ws.writeKey, ids };
    const plan = Array.from({ length: REQUESTS }, (_, i) => mutate(ops[i % ops.length]!, ctx));

    const before = await snapshot();
    const started = Date.now();
    const { failures, statuses } = await runAll(plan);
    const seconds = (Date.now() - started) / 1000;
    const after = await snapshot();

    console.log(`${plan.length} requests in ${seconds} s`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(failures.slice(0, 25), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    for (const table of Object.keys(before)) expect(after[table], `table ${table} (seed ${SEED})`).toBe(before[table]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });
});

describe('schema-valid writes', () => {
  it('when writes generated from the request schemas are sent to a second workspace, then none is a 5xx and every error has the envelope', { timeout: 240_000 }, async () => {
    const other = await seedWorkspace(app.services, { name: 'Fuzz Writes', credits: 500 });
    const doc = (await (await fetch(`${app.baseUrl}/openapi.json`)).json()) as Json;
    const rng = seededRng(SEED + 1);
    const ctx = { doc, rng, readKey: other.readKey, writeKey: other.writeKey, ids: await seedData(other) };
    const writes = operations(doc).filter((op) => op.method !== 'get');
    const plan = Array.from({ length: writes.length * 40 }, (_, i) => ({ op: writes[i % writes.length]!, draft: validDraft(writes[i % writes.length]!, ctx), mutation: 'none' }));
    const { failures, statuses } = await runAll(plan);
    console.log(`${plan.length} valid writes`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect(failures.slice(0, 25), `seed ${SEED + 1}: ${failures.length} failures`).toEqual([]);
  });
});
