import { describe, expect, it } from 'vitest';

import { patchContact } from '../../../src/core/contacts/contact.service';
import { upsertContacts } from '../../../src/core/contacts/upsert';
import type { Caller } from '../../../src/core/context';
import { bulkImport, type BulkRow } from '../../../src/core/imports/bulk-import';
import { seedWorkspace, useTestApp } from '../../support/app';
import { seeded } from '../../support/hostile-http';
import { sqlOn } from '../../support/sql';

/**
 * The bulk path (COPY into staging, set-based merge) against the path every small import takes
 * (`upsertContacts`, committed inline): the same rows, over the same stored contacts, must leave
 * the same contacts, accounts, profiles, journal and summary. The rows are drawn from small pools
 * so that every dedupe key collides often, stronger keys disagree, values are missing or blank.
 */

const pick = <T>(rng: () => number, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

const COMPANIES = ['Acme', 'ACME Inc.', 'Beta GmbH', 'Delta', 'Delta ', 'Gamma'];
const DOMAINS = [null, null, 'acme.com', 'delta.com', 'deltadental.com'];

function contactRow(rng: () => number, i: number): Record<string, unknown> {
  const row: Record<string, unknown> = {
    first_name: pick(rng, ['Ann', 'Bob', 'Cy', '', 'ann']),
    last_name: pick(rng, ['Lee', 'Ng', '']),
    company: rng() < 0.04 ? '' : pick(rng, COMPANIES),
    title: pick(rng, [undefined, 'VP Sales', 'CRO', '']),
    email: pick(rng, [null, null, 'ann@acme.com', 'bob@acme.com', 'ANN@acme.com', 'cy@delta.com', 'not an email']),
    social_url: pick(rng, [null, null, 'https://www.linkedin.com/in/ann-lee', 'linkedin.com/in/bob-ng/', 'https://linkedin.com/in/cy', 'https://example.com/x']),
    segment: pick(rng, [null, 'customer', 'Churned', 'unknown', 'open pipeline']),
    crm_id: pick(rng, [null, null, 'c1', 'c2', 'c3', `c-${i}`]),
    account_domain: pick(rng, DOMAINS),
    owner: pick(rng, [null, 'Olga']),
    company_size: pick(rng, [undefined, '1001-5000', 'N/A']),
    city: pick(rng, [null, 'Berlin']),
  };
  if (rng() < 0.3) row.custom = { tier: pick(rng, ['gold', 'silver']), [`k${i % 3}`]: i };
  return row;
}

function accountRow(rng: () => number): Record<string, unknown> {
  return {
    name: rng() < 0.05 ? '' : pick(rng, COMPANIES),
    domain: pick(rng, DOMAINS),
    crm_id: pick(rng, [null, 'a1', 'a2']),
    segment: pick(rng, [null, 'customer', 'unknown']),
    employees: pick(rng, [undefined, '50', 'lots']),
  };
}

function rowsFor(seed: number, contacts: number, accounts: number) {
  const rng = seeded(seed);
  return {
    contacts: Array.from({ length: contacts }, (_, i) => contactRow(rng, i)),
    accounts: Array.from({ length: accounts }, () => accountRow(rng)),
  };
}

const app = useTestApp();
const sql = sqlOn(() => app);

const callerOf = (workspaceId: string): Caller => ({ workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' });

/** Everything an import leaves in a workspace, without ids and times. */
async function stateOf(workspaceId: string) {
  const contacts = await sql(
    `select c.first_name, c.last_name, c.title, c.company, c.company_norm, c.name_key, c.email, c.social_url, c.segment, c.owner,
            c.crm_id, c.crm_provider, c.deal_stage, c.tracking_status, c.tracking_reason, c.city, c.state, c.country, c.custom,
            a.name_norm as account, a.domain as account_domain, p.social_key
       from contacts c left join accounts a on a.id = c.account_id left join profiles p on p.id = c.profile_id
      where c.workspace_id = ?`,
    [workspaceId],
  );
  const accounts = await sql(
    `select name, name_norm, domain, segment, owner, crm_id, crm_provider, employees, industry, custom from accounts where workspace_id = ?`,
    [workspaceId],
  );
  const profiles = await sql('select social_key, social_url from profiles where workspace_id = ?', [workspaceId]);
  const journal = await sql(
    `select resource, from_status, event, to_status, cause, count(*)::int as n from transitions
      where workspace_id = ? and resource = 'contact_tracking' group by 1, 2, 3, 4, 5`,
    [workspaceId],
  );
  // The profiles waiting for their first check, and in how many runs (one queued baseline run each).
  const baseline = await sql(
    `select p.social_key, r.kind, r.status, (r.totals->>'items')::int as items from run_items i
       join profiles p on p.id = i.profile_id join runs r on r.id = i.run_id where i.workspace_id = ?`,
    [workspaceId],
  );
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  return { contacts: sorted(contacts), accounts: sorted(accounts), profiles: sorted(profiles), journal: sorted(journal), baseline: sorted(baseline) };
}

const asBulkRows = (body: { contacts: unknown[]; accounts: unknown[] }): BulkRow[] => [
  ...body.accounts.map((input, ref) => ({ kind: 'account' as const, ref, input })),
  ...body.contacts.map((input, ref) => ({ kind: 'contact' as const, ref, input })),
];

describe('bulk import: the staged merge decides as upsertContacts does', () => {
  it.each([1, 2, 3, 4])('when the same messy rows (seed %i) go through both paths over the same stored contacts, then both workspaces end the same', async (seed) => {
    const [small, bulk] = [await seedWorkspace(app.services), await seedWorkspace(app.services)];
    const before = rowsFor(seed * 100, 40, 6);
    // One call per stored row: rows of one transaction share created_at and are then ordered by
    // their random ids, and "the oldest stored match wins" would differ between the workspaces.
    for (const ws of [small, bulk]) {
      for (const account of before.accounts) await upsertContacts(app.services, callerOf(ws.id), { contacts: [], accounts: [account] });
      for (const contact of before.contacts) await upsertContacts(app.services, callerOf(ws.id), { contacts: [contact] });
    }

    const body = rowsFor(seed, 150, 20);
    const viaSmall = await upsertContacts(app.services, callerOf(small.id), body, { source: 'crm', crmProvider: 'salesforce' });
    expect(viaSmall.status).toBe('committed');
    const viaBulk = await bulkImport(app.services, callerOf(bulk.id), asBulkRows(body), { source: 'crm', crmProvider: 'salesforce' });

    const { invalid, ...summary } = viaBulk.summary;
    expect(summary).toEqual(viaSmall.summary);
    expect(invalid).toBe(viaSmall.rejected.length);
    expect(viaBulk.accepted).toBe(viaSmall.accepted);
    expect(viaBulk.accounts_accepted).toBe(viaSmall.accounts_accepted);
    const refs = (kind: string) => viaBulk.rejected.filter((r) => r.kind === kind).map(({ ref, errors }) => ({ index: ref, errors }));
    expect(refs('contact')).toEqual(viaSmall.rejected);
    expect(refs('account')).toEqual(viaSmall.accounts_rejected);
    const warned = viaBulk.warnings.filter((w) => w.kind === 'contact').map(({ ref, field, message }) => ({ index: ref, field, message }));
    expect(warned).toEqual(viaSmall.warnings);
    expect(await stateOf(bulk.id)).toEqual(await stateOf(small.id));
  });
});

describe('bulk import: the baseline run takes the profiles upsertContacts would queue', () => {
  it('when rows give profile URLs to an excluded, a waiting and a new contact, then both paths queue the same profiles once', async () => {
    const [small, bulk] = [await seedWorkspace(app.services), await seedWorkspace(app.services)];
    for (const ws of [small, bulk]) {
      const caller = callerOf(ws.id);
      await upsertContacts(app.services, caller, {
        contacts: [
          { crm_id: 'ex', first_name: 'Ex', last_name: 'Cluded', company: 'Acme' },
          { crm_id: 'wait', first_name: 'Wai', last_name: 'Ting', company: 'Acme', social_url: 'https://www.linkedin.com/in/waiting' },
          { crm_id: 'ns', first_name: 'No', last_name: 'Social', company: 'Acme' },
        ],
      });
      const [ex] = await sql<{ id: string }>('select id from contacts where workspace_id = ? and crm_id = ?', [ws.id, 'ex']);
      await patchContact(app.services, ws.id, ex!.id, { tracking: 'excluded' });
    }
    const body = {
      accounts: [],
      contacts: [
        // A created profile behind an excluded contact only: not due (an import never un-excludes).
        { crm_id: 'ex', first_name: 'Ex', last_name: 'Cluded', company: 'Acme', social_url: 'https://www.linkedin.com/in/excluded-one' },
        // A stored profile already waiting in the queued run: not queued twice.
        { crm_id: 'wait', first_name: 'Wai', last_name: 'Ting', company: 'Acme', social_url: 'https://www.linkedin.com/in/waiting' },
        // A stored contact that now starts tracking, a new contact, and two new ones sharing a created profile.
        { crm_id: 'ns', first_name: 'No', last_name: 'Social', company: 'Acme', social_url: 'https://www.linkedin.com/in/now-social' },
        { crm_id: 'new', first_name: 'New', last_name: 'One', company: 'Acme', social_url: 'https://www.linkedin.com/in/new-one' },
        { crm_id: 'twin-a', first_name: 'Twin', last_name: 'A', company: 'Acme', social_url: 'https://www.linkedin.com/in/twin' },
        { crm_id: 'twin-b', first_name: 'Twin', last_name: 'B', company: 'Beta', social_url: 'https://www.linkedin.com/in/twin' },
      ],
    };
    await upsertContacts(app.services, callerOf(small.id), body, { source: 'crm', crmProvider: 'hubspot' });
    const viaBulk = await bulkImport(app.services, callerOf(bulk.id), asBulkRows(body), { source: 'crm', crmProvider: 'hubspot' });
    const state = await stateOf(bulk.id);
    expect(state).toEqual(await stateOf(small.id));
    const queued = state.baseline.map((r) => (JSON.parse(r) as { social_key: string }).social_key);
    expect(queued).toEqual(['new-one', 'now-social', 'twin', 'waiting']);
    expect(viaBulk.baseline_run_id).not.toBeNull();
  });
});

describe('bulk import: a large CSV file', () => {
  const HEADER = 'Record ID,First Name,Last Name,Email,Company Name,LinkedIn URL,Notes';

  /**
   * `count` rows; every 1,000th (from the 10th) has no company (rejected), every 700th has a
   * two-line note (later rows start a line further down), and the last 100 rows repeat the
   * first 100 crm ids with a new title-free email: within one file the later row wins.
   */
  function bigCsv(count: number) {
    const lines = [HEADER];
    const invalid: number[] = [];
    let repeats = 0;
    let line = 2;
    for (let i = 0; i < count; i++) {
      const again = i >= count - 100 ? i - (count - 100) : null;
      const id = again ?? i;
      const bad = again === null && i % 1000 === 10;
      if (bad) invalid.push(line);
      // A repeat of a rejected row is that crm id's first valid row, not a duplicate.
      if (again !== null && again % 1000 !== 10) repeats++;
      const note = i % 700 === 3 ? '"first call,\nsecond call"' : '';
      const email = again === null ? `p${id}@acme${id % 30}.com` : `later${id}@acme${id % 30}.com`;
      lines.push([`crm-${id}`, `First${id}`, `Last${id}`, email, bad ? '' : `Company ${id % 30}`, id % 2 ? `https://www.linkedin.com/in/person-${id}` : '', note].join(','));
      line += note ? 2 : 1;
    }
    return { text: `${lines.join('\n')}\n`, invalid, repeats };
  }

  it('when a 6,000-row file with in-file duplicates meets stored contacts, then one import commits them, later rows win and rejected rows keep their lines', async () => {
    const { commitCsvImport, previewCsvImport } = await import('../../../src/core/imports/csv-import');
    const ws = await seedWorkspace(app.services);
    const caller = callerOf(ws.id);
    // Stored before: crm-5 with a title the file does not give (kept), and a name-and-company match for row 7.
    await upsertContacts(app.services, caller, {
      contacts: [
        { crm_id: 'crm-5', first_name: 'First5', last_name: 'Last5', company: 'Company 5', title: 'CFO' },
        { first_name: 'First7', last_name: 'Last7', company: 'Company 7', owner: 'Olga' },
      ],
    });
    const csv = bigCsv(6000);
    const draft = await previewCsvImport(app.services, caller, { text: csv.text, fileName: 'crm.csv' });
    expect(draft.preview).toMatchObject({ rows: 6000, invalid: csv.invalid.length });

    const seen: Array<{ step: string; done: number; total: number }> = [];
    const result = await commitCsvImport(app.services, caller, draft, { onProgress: (p) => seen.push(p) });

    expect(result.rejected.map((r) => r.line)).toEqual(csv.invalid);
    expect(result.rejected[0]!.errors).toHaveProperty('company');
    expect(result.batches).toEqual([{ import_id: draft.preview.import_id, rows: 6000, status: 'committed' }]);
    const valid = 6000 - csv.invalid.length;
    expect(result.accepted).toBe(valid);
    // 99 rows repeat an earlier valid row's crm id; 2 stored contacts are updated, the rest are new.
    expect(csv.repeats).toBe(99);
    const stored = valid - csv.repeats;
    expect(result.summary).toMatchObject({ duplicates: csv.repeats, invalid: csv.invalid.length, contacts_upserted: stored });
    expect(await sql('select count(*)::int as n from contacts where workspace_id = ?', [ws.id])).toEqual([{ n: stored }]);
    const [five] = await sql<{ email: string; title: string }>('select email, title from contacts where workspace_id = ? and crm_id = ?', [ws.id, 'crm-5']);
    expect(five).toEqual({ email: 'later5@acme5.com', title: 'CFO' });
    const seven = await sql('select crm_id, email, owner from contacts where workspace_id = ? and first_name = ?', [ws.id, 'First7']);
    expect(seven).toEqual([{ crm_id: 'crm-7', email: 'later7@acme7.com', owner: 'Olga' }]);

    expect(seen[0]).toMatchObject({ step: 'reading', done: 1000 });
    expect(seen.at(-1)).toEqual({ step: 'commit', done: stored, total: stored, batch: 1, batches: 1 });
    const [record] = await sql<{ status: string; progress: unknown; summary: { contacts_upserted: number } }>(
      'select status, progress, summary from imports where id = ?',
      [draft.preview.import_id],
    );
    expect(record).toMatchObject({ status: 'committed', progress: { step: 'commit', done: stored, total: stored } });
    expect(record!.summary.contacts_upserted).toBe(stored);
    const moves = await sql<{ event: string }>(`select event from transitions where resource = 'import' and resource_id = ? order by id`, [
      draft.preview.import_id,
    ]);
    expect(moves.map((m) => m.event)).toEqual(['CREATE', 'PREVIEW', 'CONFIRM', 'START', 'ROWS_DONE', 'COMMITTED']);
    // Only the imports this test made: the preview's, and the two stored contacts' inline one.
    expect(await sql('select count(*)::int as n from imports where workspace_id = ?', [ws.id])).toEqual([{ n: 2 }]);
  });
});

describe('bulk import: two imports of one workspace at once', () => {
  it('when two imports bring the same profile URLs in opposite orders at the same time, then both commit without a deadlock and share each profile', async () => {
    const { dbMetrics } = await import('../../../src/shared/metrics/db-metrics');
    const retries = async () => (await dbMetrics.conflictRetries.get()).values.reduce((sum, v) => sum + v.value, 0);
    const ws = await seedWorkspace(app.services);
    const people = Array.from({ length: 300 }, (_, i) => i);
    const rows = (tag: string, order: number[]): BulkRow[] =>
      order.map((i) => ({
        kind: 'contact',
        ref: i,
        input: { crm_id: `${tag}-${i}`, first_name: `P${i}`, last_name: tag, company: `Company ${i % 7}`, social_url: `https://www.linkedin.com/in/shared-${i}` },
      }));
    const before = await retries();
    const [a, b] = await Promise.all([
      bulkImport(app.services, callerOf(ws.id), rows('a', people), { source: 'crm', crmProvider: 'hubspot' }),
      bulkImport(app.services, callerOf(ws.id), rows('b', [...people].reverse()), { source: 'crm', crmProvider: 'hubspot' }),
    ]);
    // The second merge waited for the first (one bulk merge per workspace at a time), so neither met a deadlock to retry.
    expect(await retries()).toBe(before);
    expect([a.summary.contacts_upserted, b.summary.contacts_upserted]).toEqual([300, 300]);
    expect(a.summary.profiles_created + b.summary.profiles_created).toBe(300);
    const shared = await sql<{ n: number }>(
      `select count(*)::int as n from contacts x join contacts y on y.workspace_id = x.workspace_id and y.profile_id = x.profile_id
        where x.workspace_id = ? and x.last_name = 'a' and y.last_name = 'b' and x.first_name = y.first_name`,
      [ws.id],
    );
    expect(shared).toEqual([{ n: 300 }]);
    // Each profile waits for its baseline once.
    expect(await sql('select count(*)::int as n, count(distinct profile_id)::int as d from run_items where workspace_id = ?', [ws.id])).toEqual([{ n: 300, d: 300 }]);
  });
});
