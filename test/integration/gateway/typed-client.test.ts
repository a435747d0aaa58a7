import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { routes } from '../../../src/gateway/routes';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { type HubSpotStandin, startHubSpotStandin } from '../../support/hubspot-standin';
import { userWithPassword } from '../../support/mcp-oauth';
import { type SalesforceStandin, startSalesforceStandin } from '../../support/salesforce-standin';
import { type SlackStandin, startSlackStandin } from '../../support/slack-standin';
import { sqlOn } from '../../support/sql';
import type { Seeds } from '../../typed-client/seeds';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const program = path.join(repo, 'test/typed-client/call-every-operation.ts');

/** The program's entry point. It is imported by path: its types exist only once the test generated them. */
type CallEveryOperation = (client: unknown, seeds: Seeds) => Promise<Array<{ operationId: string; status: number }>>;

let app: TestApp;
let ws: SeededWorkspace;
let dir: string;
let sf: SalesforceStandin;
let slack: SlackStandin;
let hubspot: HubSpotStandin;
const CHAT_CRM = { slackToken: 'xoxb-typed-client-standin', channel: 'C0TYPED', hubspotToken: 'pat-na1-typed-client-standin' };
const SALESFORCE_USER = { username: 'admin@acme.example', password: 'correct horse', name: 'Dana Whitfield', email: 'dana@acme.example' };
const APP_ADMIN = { email: 'ada@acme.example', password: 'a long and unusual passphrase 41' };
const salesforceKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

beforeAll(async () => {
  sf = await startSalesforceStandin({
    clientId: 'typed-client-app',
    users: [SALESFORCE_USER],
    jwtPublicKey: salesforceKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  slack = await startSlackStandin({ token: CHAT_CRM.slackToken, channels: [CHAT_CRM.channel], users: {} });
  hubspot = await startHubSpotStandin({ token: CHAT_CRM.hubspotToken, data: { owners: [], deals: [], companies: [], contacts: [] } });
  app = await startTestApp({
    env: {
      WEBHOOKS_ALLOW_LOOPBACK: 'true', ...HIGH_RATE_LIMITS, SALESFORCE_LOGIN_URL: sf.url, SALESFORCE_CLIENT_ID: 'typed-client-app',
      SLACK_API_URL: slack.apiUrl, HUBSPOT_API_URL: hubspot.baseUrl,
    },
  });
  ws = await seedWorkspace(app.services, { credits: 1000 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-client-'));
});
afterAll(async () => {
  await app.close();
  await sf?.close();
  await slack?.close();
  await hubspot?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Generates the client's types from the live document, as a user of the API would. */
async function generateTypes(): Promise<string> {
  const res = await api(app.rootUrl, 'GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  const file = path.join(dir, 'openapi-types.d.ts');
  fs.writeFileSync(file, astToString(await openapiTS(res.body as Parameters<typeof openapiTS>[0])));
  return file;
}

/** A tsconfig that checks only the client program, with `generated-openapi-types` mapped to the generated file. */
function writeTsconfig(typesFile: string): string {
  const file = path.join(dir, 'tsconfig.json');
  const config = {
    extends: path.join(repo, 'tsconfig.json'),
    compilerOptions: {
      noEmit: true,
      typeRoots: [path.join(repo, 'node_modules/@types')],
      paths: { 'generated-openapi-types': [typesFile] },
    },
    files: [program],
    include: [],
    exclude: [],
  };
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => sqlOn(app.services)<T>(q, p);

/** A detected move with its open play, a run paused for the client's credits and contacts in review: what only the engine and the finder create. */
async function seed(): Promise<Seeds> {
  const [profile] = await sql<{ id: string }>(
    `insert into profiles (workspace_id, social_key, social_url, status, first_name, last_name, current_company, current_title)
     values (?, 'priya-raman', 'https://www.linkedin.com/in/priya-raman', 'moved', 'Priya', 'Raman', 'Brightwave Logistics', 'VP Sales')
     returning id`,
    [ws.id],
  );
  const [change] = await sql<{ id: string }>(
    `insert into changes (workspace_id, profile_id, type, from_company, from_title, to_company, to_title, to_started_on)
     values (?, ?, 'moved', 'Northwind Analytics', 'Director of Sales', 'Brightwave Logistics', 'VP Sales', '2026-02') returning id`,
    [ws.id, profile!.id],
  );
  const [play] = await sql<{ id: string }>(
    `insert into plays (workspace_id, change_id, profile_id, type, first_name, last_name, social_url, old_company, old_title,
       new_company, new_title, account_fit, contact_fit, segment, opener)
     values (?, ?, ?, 'direct', 'Priya', 'Raman', 'https://www.linkedin.com/in/priya-raman', 'Northwind Analytics', 'Director of Sales',
       'Brightwave Logistics', 'VP Sales', true, true, 'customer', 'Congrats on the move to Brightwave, Priya!') returning id`,
    [ws.id, change!.id, profile!.id],
  );
  const [paused] = await sql<{ id: string }>(
    `insert into runs (workspace_id, kind, status, paused_reason, started_at) values (?, 'baseline', 'paused', 'client_credits', now())
     returning id`,
    [ws.id],
  );
  const review = [];
  for (const name of ['Ana Souza', 'Kenji Mori']) {
    const [first, last] = name.split(' ');
    const [contact] = await sql<{ id: string }>(
      `insert into contacts (workspace_id, first_name, last_name, company, company_norm, name_key, tracking_status)
       values (?, ?, ?, 'Brightwave Logistics', 'brightwave logistics', ?, 'pending_review') returning id`,
      [ws.id, first, last, name.toLowerCase()],
    );
    const [candidate] = await sql<{ id: string }>(
      `insert into profile_candidates (workspace_id, contact_id, social_url, name, company, score, reasons)
       values (?, ?, ?, ?, 'Brightwave Logistics', 0.72, '{name,company}') returning id`,
      [ws.id, contact!.id, `https://www.linkedin.com/in/${first!.toLowerCase()}-${last!.toLowerCase()}`, name],
    );
    review.push({ contactId: contact!.id, candidateId: candidate!.id });
  }
  await userWithPassword(app.services, ws.id, APP_ADMIN.email, APP_ADMIN.password);
  return {
    playId: play!.id,
    pausedRunId: paused!.id,
    webhookUrl: `${app.rootUrl}/webhook-receiver`,
    review,
    salesforce: { username: SALESFORCE_USER.username, privateKey: salesforceKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    admin: { email: APP_ADMIN.email, password: APP_ADMIN.password },
    chatCrm: CHAT_CRM,
  };
}

describe('a typed client generated with openapi-typescript and openapi-fetch', () => {
  it('when a program calls every operation through it, then the program type-checks and every call succeeds', async () => {
    const typesFile = await generateTypes();
    const tsconfig = writeTsconfig(typesFile);

    const tsc = await run(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { cwd: dir }).then(
      () => ({ ok: true, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    expect(tsc.output).toBe('');
    expect(tsc.ok).toBe(true);

    const client = createClient({ baseUrl: app.baseUrl, headers: { Authorization: `Bearer ${ws.writeKey}` } });
    const { callEveryOperation } = (await import(program)) as { callEveryOperation: CallEveryOperation };
    const calls = await callEveryOperation(client, await seed());

    expect(calls.map((c) => c.operationId).sort()).toEqual(routes.map((r) => r.operationId).sort());
    expect(calls.filter((c) => c.status < 200 || c.status > 299)).toEqual([]);
  }, 120_000);
});
