/**
 * Issue 16's Must-show over real processes (`node dist/main.js sandbox|checker|scheduler`, the bundle of src/main.ts):
 * 300 contacts without URLs (namesakes, out-of-date CRM companies) → the scheduler's finder,
 * through the checker's Finder service, attaches confident matches with precision ≥ 98 %
 * (against the sandbox's admin truth) and sends the ambiguous ones to review; the scheduler is
 * killed with -9 in the middle of the searches and started again, and no search is charged twice.
 * Then the email finder: moves detected in a run make plays whose new-job addresses are found
 * and verified through the same Finder service; the scheduler is killed with -9 in the middle of
 * those email jobs, and every address is charged once, matching the sandbox's truth.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadGatewayConfig } from '../../src/config/env';
import { upsertContacts } from '../../src/core/contacts/upsert';
import type { Caller, Services } from '../../src/core/context';
import { startManualRun } from '../../src/core/runs/runs.service';
import { type RunningGateway, startGateway } from '../../src/runtime/gateway';
import type { PersonSummary as SandboxPerson } from '../../src/sandbox/world/types';
import { seedWorkspace } from '../support/app';
import { servicesOn } from '../support/app-on-database';
import { drainImports, sleep } from '../support/contacts';
import { createTestDatabase } from '../support/database';
import { sandboxAdmin } from '../support/http';
import { ProcessTree, type RoleProcess, waitForPort } from '../support/process-tree';
import { freePort } from '../support/processes';
import { sqlOn } from '../support/sql';

const TOKEN = 'finder-e2e-token-0123456789abcdef';
const CONTACTS = 300;

type Position = { company: string; is_current: boolean };
type FinderPerson = { id: string; social_url: string; first_name: string; last_name: string; city: string; country: string; positions: Position[] };
type Domain = { company: string; domain: string; policy: string };
type EmailTruth = { emails: { email: string; current: boolean; status: string; discoverable: boolean }[] };
type NamesakeGroups = { data: { people: { id: string; overlay: string | null }[] }[] };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let gateway: RunningGateway | undefined;
let writeKey = '';
let sql: ReturnType<typeof sqlOn>;
let tree: ProcessTree;
let sandboxUrl: string;
let checkerPort: number;
let workspaceId: string;
/** The scheduler alive now: each test kills one and leaves its successor running. */
let scheduler: RoleProcess | undefined;
const truth = new Map<string, string>();

const slug = (url: string | null) => (url ?? '').replace(/\/+$/, '').split('/in/')[1]?.toLowerCase() ?? null;

const admin = <T>(path: string): Promise<T> => sandboxAdmin<T>(sandboxUrl, 'GET', `/admin${path}`);

/** 300 contacts without URLs from the sandbox's truth: namesakes without a location, out-of-date companies, plain ones. */
async function contactRows(): Promise<object[]> {
  const rows: object[] = [];
  const person = (id: string) => admin<FinderPerson>(`/finder/people/${id}`);
  const add = (p: FinderPerson, company: string, located: boolean) => {
    if (truth.has(p.id)) return;
    truth.set(p.id, p.social_url);
    rows.push({ crm_id: p.id, first_name: p.first_name, last_name: p.last_name, company, ...(located ? { city: p.city, country: p.country } : {}) });
  };
  for (const g of (await admin<NamesakeGroups>('/finder/namesakes?limit=60')).data) {
    const original = g.people.find((p) => !p.overlay);
    if (!original) continue;
    const p = await person(original.id);
    const current = p.positions.find((x) => x.is_current);
    if (current) add(p, current.company, false);
  }
  const ids = (await admin<{ data: { id: string }[] }>('/people?limit=1000')).data.map((p) => p.id);
  for (const id of ids) {
    if (rows.length >= 120) break;
    const p = await person(id);
    const past = p.positions.find((x) => !x.is_current);
    if (past && p.positions.some((x) => x.is_current)) add(p, past.company, true);
  }
  for (const id of ids) {
    if (rows.length >= CONTACTS) break;
    if (truth.has(id)) continue;
    const p = await person(id);
    const current = p.positions.find((x) => x.is_current);
    if (current) add(p, current.company, true);
  }
  return rows;
}

function startScheduler(): RoleProcess {
  return tree.start('scheduler', {
    DATABASE_URL: db.url,
    CHECKER_URL: `127.0.0.1:${checkerPort}`,
    CHECKER_TOKEN: TOKEN,
    LOG_LEVEL: 'warn',
    CADENCE_EVERY_MS: '60000',
    FINDER_EVERY_MS: '200',
    FINDER_LEASE_MS: '2000',
  });
}

const jobs = async (kind: 'profile' | 'email' = 'profile', workspace = workspaceId) =>
  (await sql<{ done: number; leased: number; all: number }>(
    `select count(*) filter (where state = 'done')::int as done,
            count(*) filter (where state = 'queued' and leased_until > now())::int as leased,
            count(*)::int as all
       from finder_jobs where kind = ? and workspace_id = ?`,
    [kind, workspace],
  ))[0]!;

/** Kills the scheduler with -9 once `midway` holds, starts another, and returns it. */
async function killMidway(what: string, midway: () => Promise<boolean>): Promise<RoleProcess> {
  const first = scheduler ?? startScheduler();
  await waitFor(what, async () => ((await midway()) ? true : undefined), [first]);
  await first.kill9();
  scheduler = startScheduler();
  return scheduler;
}

const chargedTwice = () =>
  sql<{ charge_key: string }>(`select charge_key from credit_ledger where charge_key is not null group by workspace_id, charge_key having count(*) > 1`);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, watch: RoleProcess[], timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    const dead = watch.find((p) => !p.alive());
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}:\n${dead.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await jobs())}`);
    await sleep(20);
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  services = servicesOn(db.orm);
  sql = sqlOn(services);
  tree = new ProcessTree();
  const sandbox = await tree.startSandbox({ people: 1500, seed: 7 });
  sandboxUrl = sandbox.url;
  checkerPort = await freePort();
  // A finder rate that makes the 300 searches last a few seconds, so the kill lands mid-job.
  tree.start('checker', {
    CHECKER_PORT: String(checkerPort), CHECKER_TOKEN: TOKEN, PROFILE_SOURCE_URL: sandboxUrl,
    FINDER_RATE_PER_SECOND: '40', FINDER_MAX_CONCURRENT: '8', LOG_LEVEL: 'warn',
  });
  await Promise.all([waitForPort('127.0.0.1', sandbox.port, 60_000), waitForPort('127.0.0.1', checkerPort, 60_000)]);

  const ws = await seedWorkspace(services, { name: 'Finder e2e', credits: 1000 });
  workspaceId = ws.id;
  writeKey = ws.writeKey;
  gateway = await startGateway(services, { config: loadGatewayConfig({}), host: '127.0.0.1', port: 0, mcp: false });
  await sql('update workspace_settings set next_refresh_at = null, find_profiles = true where workspace_id = ?', [workspaceId]);
  const caller: Caller = { workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'e2e' };
  const rows = await contactRows();
  expect(rows).toHaveLength(CONTACTS);
  await upsertContacts(services, caller, { contacts: rows as never });
  await drainImports(services);
}, 120_000);

afterAll(async () => {
  await tree?.killAll();
  await gateway?.close();
  await db?.drop();
});

describe('finder over real processes', () => {
  it('when the scheduler is killed -9 mid-search and restarted, then every contact is searched, precision ≥ 98 %, and no search is charged twice', async () => {
    const second = await killMidway('searches in flight', async () => {
      const j = await jobs();
      return j.done >= 30 && j.done < CONTACTS * 0.8 && j.leased > 0;
    });
    await waitFor('every search done', async () => ((await jobs()).done === CONTACTS ? true : undefined), [second]);

    expect(await chargedTwice()).toEqual([]);
    const contacts = await sql<{ crm_id: string; social_url: string | null; tracking_status: string }>(
      'select crm_id, social_url, tracking_status from contacts where workspace_id = ?',
      [workspaceId],
    );
    const attached = contacts.filter((c) => c.social_url);
    const right = attached.filter((c) => slug(c.social_url) === slug(truth.get(c.crm_id)!));
    const review = contacts.filter((c) => c.tracking_status === 'pending_review');
    expect(attached.length).toBeGreaterThan(100);
    expect(right.length / attached.length).toBeGreaterThanOrEqual(0.98);
    expect(review.length).toBeGreaterThanOrEqual(10);
    const [charged] = await sql<{ n: number }>(`select count(*)::int as n from credit_ledger where workspace_id = ? and charge_key like 'profile:%'`, [workspaceId]);
    expect(charged!.n).toBe(attached.length + review.length);
  }, 150_000);

  it('when a person decides a candidate, then confirm and reject move the contact as the machine says and a second decision is refused', async () => {
    const review = await sql<{ id: string; candidate: string }>(
      `select c.id, (select k.id from profile_candidates k where k.contact_id = c.id and k.status = 'proposed' order by k.score desc limit 1) as candidate
         from contacts c where c.workspace_id = ? and c.tracking_status = 'pending_review' order by c.id limit 2`,
      [workspaceId],
    );
    const [a, b] = review as [{ id: string; candidate: string }, { id: string; candidate: string }];
    // Decisions go through the gateway over HTTP, as a reviewer's client would send them.
    const decide = (contactId: string, candidateId: string, decision: 'confirm' | 'reject') =>
      fetch(`${gateway!.baseUrl}/contacts/${contactId}/candidates/${candidateId}/${decision}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${writeKey}` },
      });
    const confirmed = await decide(a.id, a.candidate, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { tracking_status: string }).tracking_status).toBe('ready');
    const refused = await decide(a.id, a.candidate, 'reject');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBeTruthy();
    const open = await sql<{ id: string }>(`select id from profile_candidates where contact_id = ? and status = 'proposed'`, [b.id]);
    for (const k of open) expect((await decide(b.id, k.id, 'reject')).status).toBe(200);
    const [after] = await sql<{ tracking_status: string }>('select tracking_status from contacts where id = ?', [b.id]);
    expect(after!.tracking_status).toBe('needs_social');
  }, 60_000);

  it('when the scheduler is killed -9 in the middle of the email jobs after a run, then every play gets its address once: valid or risky as the world says, charged once, the CRM address kept when none is found', async () => {
    const MOVES = 100;
    const ws = await seedWorkspace(services, { name: 'Finder e2e emails', credits: 1000 });
    await sql('update workspace_settings set next_refresh_at = null, find_emails = true where workspace_id = ?', [ws.id]);
    const caller: Caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'e2e' };
    const domains = (await admin<{ data: Domain[] }>('/finder/domains?limit=1000')).data;
    const targets = [...domains.filter((d) => d.policy === 'normal').slice(0, 6), ...domains.filter((d) => d.policy === 'catch_all').slice(0, 2)];
    expect(targets.length).toBe(8);
    const people = (await admin<{ data: SandboxPerson[] }>('/people?limit=1000')).data
      .filter((p) => p.company && p.title && !truth.has(p.id) && !targets.some((t) => t.company === p.company))
      .slice(0, MOVES);
    expect(people).toHaveLength(MOVES);
    const crmEmail = (p: SandboxPerson) => `${p.first_name}.${p.last_name}.${p.id}@old-crm.example`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
    await upsertContacts(services, caller, {
      contacts: people.map((p) => ({ crm_id: `mail-${p.id}`, first_name: p.first_name, last_name: p.last_name, company: p.company!, title: p.title!, social_url: p.social_url, email: crmEmail(p) })) as never,
    });
    await drainImports(services);
    const runDone = (runId: string) =>
      waitFor(`run ${runId}`, async () => {
        const [run] = await sql<{ status: string }>('select status from runs where id = ?', [runId]);
        return run?.status === 'completed' ? true : undefined;
      }, [scheduler!]);
    const [baseline] = await sql<{ id: string }>(`select id from runs where workspace_id = ? and kind = 'baseline'`, [ws.id]);
    await runDone(baseline!.id);

    // Every person moves: three in four to a company with ordinary mail, one in four to a catch-all domain.
    const movedTo = new Map<string, Domain>();
    for (const [i, p] of people.entries()) {
      const to = targets[i % targets.length]!;
      await sandboxAdmin(sandboxUrl, 'POST', `/admin/people/${p.id}/change`, { type: 'move', company: to.company, title: 'VP of Sales' });
      movedTo.set(p.social_url, to);
    }
    const { run } = await startManualRun(services, ws.id, { force: true });
    await killMidway('email jobs in flight', async () => {
      const j = await jobs('email', ws.id);
      return j.done >= 10 && j.done < MOVES * 0.7 && j.leased > 0;
    });
    await runDone(run.id);
    await waitFor('every email job done', async () => {
      const j = await jobs('email', ws.id);
      return j.all === MOVES && j.done === MOVES ? true : undefined;
    }, [scheduler!]);

    expect(await chargedTwice()).toEqual([]);
    // The jobs the killed scheduler held were leased again by its successor.
    const [retried] = await sql<{ n: number }>(`select count(*)::int as n from finder_jobs where kind = 'email' and workspace_id = ? and attempts > 1`, [ws.id]);
    expect(retried!.n).toBeGreaterThan(0);
    const plays = await sql<{ id: string; social_url: string; email: string | null; email_status: string | null; outcome: string }>(
      `select pl.id, pr.social_url, pl.email, pl.email_status, j.outcome
         from plays pl join profiles pr on pr.id = pl.profile_id join finder_jobs j on j.play_id = pl.id
        where pl.workspace_id = ?`,
      [ws.id],
    );
    expect(plays).toHaveLength(MOVES);
    const person = new Map(people.map((p) => [p.social_url, p]));
    let found = 0;
    for (const play of plays) {
      const p = person.get(play.social_url)!;
      const current = (await admin<EmailTruth>(`/people/${p.id}/emails`)).emails.find((e) => e.current)!;
      if (!current.discoverable) {
        expect(play, play.social_url).toMatchObject({ outcome: 'not_found', email: crmEmail(p), email_status: 'crm' });
        continue;
      }
      found++;
      const status = movedTo.get(play.social_url)!.policy === 'catch_all' ? 'risky' : 'valid';
      expect(play, play.social_url).toMatchObject({ outcome: `found:${status}`, email: current.email, email_status: status });
    }
    expect(found).toBeGreaterThan(MOVES / 2);
    const charges = await sql<{ charge_key: string }>(`select charge_key from credit_ledger where workspace_id = ? and kind = 'email'`, [ws.id]);
    expect(charges.map((c) => c.charge_key).sort()).toEqual(plays.filter((p) => p.outcome.startsWith('found:')).map((p) => `email:${p.id}`).sort());
    const credits = await fetch(`${gateway!.baseUrl}/credits`, { headers: { authorization: `Bearer ${ws.readKey}` } });
    expect(credits.status).toBe(200);
    expect(((await credits.json()) as { used_this_month: { emails: number } }).used_this_month.emails).toBe(charges.length);
  }, 240_000);
});
