import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type Json, seedWorkspace, useTestApp } from '../../support/app';
import { bulkContacts, sleep } from '../../support/contacts';
import { api, type ApiResponse, errorCode } from '../../support/http';
import { countOf, sqlOn } from '../../support/sql';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => sqlOn(app.services)<T>(q, p);

async function workspace(name = 'Limits') {
  const ws = await seedWorkspace(app.services, { name });
  const call = (method: string, path: string, body?: unknown, key: string = ws.writeKey) =>
    api(app.baseUrl, method, path, { key, body });
  const get = async (path: string): Promise<Json> => {
    const res = await api(app.baseUrl, 'GET', path, { key: ws.readKey });
    expect(res.status, path).toBe(200);
    return res.body;
  };
  /** Row counts of everything an upsert writes, for "nothing was written" checks. */
  const footprint = async () =>
    Promise.all(
      ['contacts', 'accounts', 'profiles', 'imports', 'runs'].map((t) =>
        countOf(app.services, `select count(*) as n from ${t} where workspace_id = ?`, [ws.id]),
      ),
    );
  return { ws, call, get, footprint };
}

function expectValidationError(res: ApiResponse, label: string) {
  expect(res.status, label).toBe(400);
  expect(errorCode(res), label).toBe('validation_error');
  expect(Array.isArray(res.body.error.details), label).toBe(true);
  for (const d of res.body.error.details) expect(d, label).toMatchObject({ path: expect.any(String), message: expect.any(String) });
}

describe('POST /contacts rejections', { timeout: 120_000 }, () => {
  it('when some rows are invalid, then they are listed with index and per-field errors and the valid rows are still committed', async () => {
    const { call, get } = await workspace();
    const res = await call('POST', '/contacts', {
      contacts: [
        { first_name: 'Valid', last_name: 'One', company: 'Good Co', email: 'valid@good.test' },
        { first_name: 'No Company' },
        { first_name: 'Bad', last_name: 'Mail', company: 'Good Co', email: 'nope' },
        { first_name: 'Valid', last_name: 'Two', company: 'Good Co', social_url: 'valid-two' },
        { first_name: 'Bad', last_name: 'Many', company: 7, last_activity: '31/31/2024', custom: { k: [] } },
        { first_name: 'Valid', last_name: 'Three', company: 'Other Co', social_url: 'https://www.linkedin.com/company/other' },
      ],
      accounts: [{ name: 'Good Co', domain: 'good.test' }, { name: '' }, { name: 'Bad Money', revenue: 'many' }],
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'committed', accepted: 3, accounts_accepted: 2 });
    expect(res.body.rejected).toEqual([
      { index: 1, errors: { company: 'required' } },
      { index: 2, errors: { email: expect.any(String) } },
      { index: 4, errors: { company: expect.any(String), last_activity: expect.any(String), 'custom.k': expect.any(String) } },
    ]);
    expect(res.body.accounts_rejected).toEqual([
      { index: 1, errors: { name: expect.any(String) } },
    ]);
    // An unreadable revenue does not cost the account: it is stored as null with a warning.
    expect(res.body.accounts_warnings).toEqual([{ index: 2, field: 'revenue', message: expect.stringContaining('"many"') }]);
    expect(res.body.summary).toMatchObject({ contacts_upserted: 3, with_social: 1, needs_social: 2 });
    const list = await get('/contacts');
    expect(list.data.map((c: Json) => `${c.first_name} ${c.last_name}`).sort()).toEqual(['Valid One', 'Valid Three', 'Valid Two']);
    const imp = await get(`/imports/${res.body.import_id}`);
    expect(imp).toMatchObject({ status: 'committed', source: 'api', summary: { invalid: 3, contacts_upserted: 3 } });
  });

  it('when every row is invalid, then the call still answers 202 with nothing accepted and nothing stored', async () => {
    const { call, footprint } = await workspace();
    const res = await call('POST', '/contacts', [{ company: 'X' }, { first_name: 'Y' }]);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ accepted: 0, summary: { contacts_upserted: 0 }, baseline_run: null });
    expect(res.body.rejected.map((r: Json) => r.index)).toEqual([0, 1]);
    const [contacts, accounts, profiles] = await footprint();
    expect([contacts, accounts, profiles]).toEqual([0, 0, 0]);
  });

  it('when the body is not an array of objects (or an object with one), then it is a 400 validation_error and nothing is written', async () => {
    const { call, footprint } = await workspace();
    const before = await footprint();
    const bodies: Array<[string, unknown]> = [
      ['a string', '"contacts"'],
      ['a number', '42'],
      ['null', 'null'],
      ['true', 'true'],
      ['an array of strings', ['a', 'b']],
      ['an array of numbers', [1, 2]],
      ['an array mixing objects and strings', [{ first_name: 'A', company: 'B' }, 'x']],
      ['an array of arrays', [[{ first_name: 'A', company: 'B' }]]],
      ['contacts as a string', { contacts: 'x' }],
      ['contacts as an object', { contacts: { first_name: 'A', company: 'B' } }],
      ['contacts as null', { contacts: null }],
      ['contacts holding strings', { contacts: ['x'] }],
      ['accounts as a string', { contacts: [{ first_name: 'A', company: 'B' }], accounts: 'x' }],
      ['an empty object', {}],
      ['malformed JSON', '{"contacts": [{'],
    ];
    for (const [label, body] of bodies) expectValidationError(await call('POST', '/contacts', body), label);
    expectValidationError(await call('POST', '/contacts'), 'no body');
    expect(await footprint()).toEqual(before);
  });

  it('when 1,001 contacts (or 1,001 accounts) are sent, then the call is refused with 400 and nothing is written', async () => {
    const { call, footprint } = await workspace();
    const before = await footprint();
    const over = bulkContacts('Over', 1001);
    expectValidationError(await call('POST', '/contacts', over), 'bare array of 1,001');
    expectValidationError(await call('POST', '/contacts', { contacts: over }), 'contacts of 1,001');
    const accounts = Array.from({ length: 1001 }, (_, i) => ({ name: `Account ${i}` }));
    expectValidationError(await call('POST', '/contacts', { contacts: [], accounts }), 'accounts of 1,001');
    expectValidationError(await call('POST', '/accounts', { accounts }), 'POST /accounts of 1,001');
    expect(await footprint()).toEqual(before);
  });

  it('when exactly 1,000 contacts are sent as a bare array, then all are accepted (queued, being over 200)', async () => {
    const { call } = await workspace();
    const res = await call('POST', '/contacts', bulkContacts('Max', 1000));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', accepted: 1000, rejected: [], summary: null });
    const accounts = await call('POST', '/accounts', Array.from({ length: 1000 }, (_, i) => ({ name: `Account ${i}` })));
    expect(accounts.status).toBe(202);
    expect(accounts.body).toMatchObject({ status: 'committed', accounts_accepted: 1000, summary: { accounts_upserted: 1000 } });
  });

  it('when the body is a bare array, then it is read as the contacts', async () => {
    const { call, get } = await workspace();
    const res = await call('POST', '/contacts', [{ first_name: 'Bare', last_name: 'Array', company: 'Bare Co', social_url: 'bare-array' }]);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'committed', accepted: 1, accounts_accepted: 0, summary: { contacts_upserted: 1 } });
    expect((await get('/contacts')).data[0]).toMatchObject({ first_name: 'Bare', tracking_status: 'tracked' });
  });

  it('when accounts come with the contacts, then they are upserted first and a contact links to one by account_domain', async () => {
    const { call, get } = await workspace();
    const res = await call('POST', '/contacts', {
      contacts: [
        { first_name: 'Zed', last_name: 'Linked', company: 'Zeta Research Division', account_domain: 'zeta.io', company_size: '5' },
        { first_name: 'Zoe', last_name: 'ByName', company: 'ZETA LABS INC' },
      ],
      accounts: [{ name: 'Zeta Labs', domain: 'https://zeta.io', segment: 'Closed Won', employees: '51-200' }],
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ accepted: 2, accounts_accepted: 1, summary: { contacts_upserted: 2, accounts_upserted: 1 } });
    const accounts = await get('/accounts');
    expect(accounts.total).toBe(1);
    expect(accounts.data[0]).toMatchObject({ name: 'Zeta Labs', domain: 'zeta.io', segment: 'customer', employees: 51, contacts_total: 2 });
    for (const c of (await get('/contacts')).data) {
      expect(c).toMatchObject({ account_id: accounts.data[0].id, account_name: 'Zeta Labs' });
    }
  });
});

describe('GET /contacts filters', () => {
  let ctx: Awaited<ReturnType<typeof workspace>>;
  const ids: Record<string, string> = {};
  let accountId: string;
  let since: string;

  beforeAll(async () => {
    ctx = await workspace('Filters');
    const res = await ctx.call('POST', '/contacts', [
      { first_name: 'Ada', last_name: 'Lovelace', company: 'Engines Ltd', title: 'VP Sales', email: 'ada@engines.io',
        social_url: 'ada-l', segment: 'customer', owner: 'Olga' },
      { first_name: 'Grace', last_name: 'Hopper', company: 'Navy', title: 'Admiral', email: 'grace@navy.mil', segment: 'Churned',
        owner: 'Pat' },
      { first_name: 'Alan', last_name: 'Turing', company: 'Bletchley', title: '100% Codebreaker', social_url: 'alan-t',
        segment: 'closed lost', owner: 'Olga' },
      { first_name: 'Linus', last_name: 'Torvalds', company: 'Kernel_Org', title: 'Head_of_Kernel', social_url: 'linus-t',
        segment: 'open_pipeline' },
      { first_name: 'Margaret', last_name: 'Hamilton', company: 'NASA', title: 'Lead', email: 'margaret@nasa.gov', social_url: 'margaret-h' },
    ]);
    expect(res.status).toBe(202);
    for (const c of (await ctx.get('/contacts')).data) ids[c.first_name] = c.id;
    accountId = (await ctx.get(`/contacts/${ids.Ada}`)).account_id;
    expect((await ctx.call('PATCH', `/contacts/${ids.Margaret}`, { tracking: 'excluded' })).status).toBe(200);
    await sql(`update profiles set status = 'moved' where workspace_id = ? and social_key = 'alan-t'`, [ctx.ws.id]);
    await sleep(20);
    const [now] = await sql<{ t: Date }>('select clock_timestamp() as t');
    since = new Date(now!.t).toISOString();
    await sleep(20);
    await ctx.call('POST', '/contacts', [{ first_name: 'Grace', last_name: 'Hopper', company: 'Navy', title: 'Rear Admiral' }]);
  });

  const names = async (query: string) => {
    const body = await ctx.get(`/contacts?${query}`);
    expect(body.total, query).toBe(body.data.length);
    return body.data.map((c: Json) => c.first_name).sort();
  };

  it('when filtering by tracking_status, profile status, segment, owner or account_id, then only matching contacts are listed', async () => {
    expect(await names('')).toEqual(['Ada', 'Alan', 'Grace', 'Linus', 'Margaret']);
    expect(await names('tracking_status=needs_social')).toEqual(['Grace']);
    expect(await names('tracking_status=tracked')).toEqual(['Ada', 'Alan', 'Linus']);
    expect(await names('tracking_status=excluded')).toEqual(['Margaret']);
    expect(await names('tracking_status=not_found')).toEqual([]);
    expect(await names('status=moved')).toEqual(['Alan']);
    expect(await names('status=pending_baseline')).toEqual(['Ada', 'Linus', 'Margaret']);
    expect(await names('segment=customer')).toEqual(['Ada']);
    expect(await names('segment=churned')).toEqual(['Grace']);
    expect(await names('segment=closed_lost')).toEqual(['Alan']);
    expect(await names('segment=unknown')).toEqual(['Margaret']);
    expect(await names('owner=Olga')).toEqual(['Ada', 'Alan']);
    expect(await names('owner=Nobody')).toEqual([]);
    expect(await names(`account_id=${accountId}`)).toEqual(['Ada']);
    expect(await names(`account_id=${randomUUID()}`)).toEqual([]);
  });

  it('when searching with q, then name, company, title and email match case-insensitively and % and _ are literal', async () => {
    expect(await names('q=lovelace')).toEqual(['Ada']);
    expect(await names('q=ada%20lovelace')).toEqual(['Ada']);
    expect(await names('q=NAVY')).toEqual(['Grace']);
    expect(await names('q=codebreaker')).toEqual(['Alan']);
    expect(await names('q=nasa.gov')).toEqual(['Margaret']);
    expect(await names('q=engines.io')).toEqual(['Ada']);
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['Alan']);
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Alan']);
    expect(await names('q=_')).toEqual(['Linus']);
    expect(await names('q=head_of')).toEqual(['Linus']);
    expect(await names(`q=${encodeURIComponent('a_a')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('\\')}`)).toEqual([]);
    expect(await names('q=zzz')).toEqual([]);
  });

  it('when updated_since is given, then only contacts updated after it are listed', async () => {
    expect(await names(`updated_since=${encodeURIComponent(since)}`)).toEqual(['Grace']);
    expect(await names(`updated_since=${encodeURIComponent('2000-01-01T00:00:00+02:00')}`)).toHaveLength(5);
    expect(await names(`updated_since=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)).toEqual([]);
  });

  it('when filters are combined, then all of them apply', async () => {
    expect(await names('owner=Olga&tracking_status=tracked&status=moved')).toEqual(['Alan']);
    expect(await names('segment=customer&q=ada')).toEqual(['Ada']);
    expect(await names('owner=Olga&segment=churned')).toEqual([]);
    expect(await names(`tracking_status=needs_social&updated_since=${encodeURIComponent(since)}&q=hopper`)).toEqual(['Grace']);
    expect(await names(`account_id=${accountId}&tracking_status=excluded`)).toEqual([]);
  });

  it('when paging, then defaults are page 1 of 50, total counts every match and pages do not overlap', async () => {
    const all = await ctx.get('/contacts');
    expect(all).toMatchObject({ page: 1, page_size: 50, total: 5 });
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = await ctx.get(`/contacts?page=${page}&page_size=2`);
      expect(body).toMatchObject({ page, page_size: 2, total: 5 });
      expect(body.data).toHaveLength(page === 3 ? 1 : 2);
      seen.push(...body.data.map((c: Json) => c.id));
    }
    expect(seen).toEqual(all.data.map((c: Json) => c.id));
    expect(await ctx.get('/contacts?page=4&page_size=2')).toMatchObject({ data: [], total: 5 });
    expect(await ctx.get('/contacts?page_size=200')).toMatchObject({ page_size: 200, total: 5 });
    expect(await ctx.get('/contacts?page_size=1&tracking_status=tracked')).toMatchObject({ total: 3 });
  });

  it('when page, page_size or a filter is out of bounds or not in its enum, then it is a 400 validation_error', async () => {
    const bad = [
      'page=0', 'page=-1', 'page=abc', 'page=1.5', 'page_size=0', 'page_size=201', 'page_size=abc', 'tracking_status=tracking',
      'status=gone', 'segment=vip', 'account_id=not-a-uuid', 'updated_since=yesterday', 'updated_since=2024-13-01T00:00:00Z', 'q=',
    ];
    for (const query of bad) {
      const res = await api(app.baseUrl, 'GET', `/contacts?${query}`, { key: ctx.ws.readKey });
      expectValidationError(res, query);
    }
  });
});

describe('unknown ids, foreign ids and scopes', () => {
  it('when an id is unknown or belongs to another workspace, then contacts, accounts and imports answer 404 not_found', async () => {
    const mine = await workspace('Mine');
    const other = await workspace('Other');
    const created = await other.call('POST', '/contacts', [{ first_name: 'Foreign', last_name: 'Person', company: 'Elsewhere' }]);
    const foreign = (await other.get('/contacts')).data[0];
    const foreignImport = created.body.import_id;
    for (const id of [randomUUID(), foreign.id]) {
      for (const [method, path, body] of [
        ['GET', `/contacts/${id}`, undefined],
        ['PATCH', `/contacts/${id}`, { tracking: 'excluded' }],
        ['PATCH', `/contacts/${id}`, { social_url: 'some-person' }],
        ['DELETE', `/contacts/${id}`, undefined],
        ['GET', `/accounts/${id}`, undefined],
        ['GET', `/imports/${id}`, undefined],
      ] as const) {
        const res = await mine.call(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(errorCode(res)).toBe('not_found');
      }
    }
    expect((await mine.call('GET', `/accounts/${foreign.account_id}`)).status).toBe(404);
    expect((await mine.call('GET', `/imports/${foreignImport}`)).status).toBe(404);
    // The other workspace's contact is untouched.
    expect(await other.get(`/contacts/${foreign.id}`)).toMatchObject({ tracking_status: 'needs_social' });
  });

  it('when an id is not a UUID, then the answer is 400 or 404 in the error envelope, never a 500', async () => {
    const { call } = await workspace();
    for (const id of ['abc', '123', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', "1' or '1'='1", '%20']) {
      for (const [method, path, body] of [
        ['GET', `/contacts/${encodeURIComponent(id)}`, undefined],
        ['PATCH', `/contacts/${encodeURIComponent(id)}`, { tracking: 'excluded' }],
        ['DELETE', `/contacts/${encodeURIComponent(id)}`, undefined],
        ['GET', `/accounts/${encodeURIComponent(id)}`, undefined],
        ['GET', `/imports/${encodeURIComponent(id)}`, undefined],
      ] as const) {
        const res = await call(method, path, body);
        expect([400, 404], `${method} ${path}`).toContain(res.status);
        expect(['validation_error', 'not_found']).toContain(errorCode(res));
      }
    }
  });

  it('when a read key tries to POST, PATCH or DELETE, then it gets 403 and nothing changes', async () => {
    const { ws, call, get, footprint } = await workspace();
    await call('POST', '/contacts', [{ first_name: 'Read', last_name: 'Only', company: 'RO', social_url: 'read-only' }]);
    const contact = (await get('/contacts')).data[0];
    const before = await footprint();
    const attempts: Array<[string, string, unknown]> = [
      ['POST', '/contacts', [{ first_name: 'New', company: 'X' }]],
      ['POST', '/accounts', [{ name: 'New' }]],
      ['PATCH', `/contacts/${contact.id}`, { tracking: 'excluded' }],
      ['DELETE', `/contacts/${contact.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, body, ws.readKey);
      expect(res.status, `${method} ${path}`).toBe(403);
      errorCode(res);
    }
    expect(await footprint()).toEqual(before);
    expect(await get(`/contacts/${contact.id}`)).toMatchObject({ tracking_status: 'tracked' });
  });
});

describe('PATCH /contacts/{id}', () => {
  async function setup() {
    const ctx = await workspace('Patch');
    const res = await ctx.call('POST', '/contacts', [
      { first_name: 'Nora', last_name: 'Needs', company: 'P1', social_url: 'https://www.linkedin.com/company/p1' },
      { first_name: 'Finn', last_name: 'Found', company: 'P2', social_url: 'finn-found' },
      { first_name: 'Xena', last_name: 'Excluded', company: 'P3', social_url: 'xena-excluded' },
      { first_name: 'Tom', last_name: 'Tracked', company: 'P4', social_url: 'tom-tracked' },
    ]);
    expect(res.status).toBe(202);
    const byName: Record<string, Json> = {};
    for (const c of (await ctx.get('/contacts')).data) byName[c.first_name] = c;
    return { ...ctx, byName };
  }
  const runsOf = (profileId: string) =>
    sql<{ kind: string; status: string; item: string }>(
      `select r.kind, r.status, i.status as item from run_items i join runs r on r.id = i.run_id where i.profile_id = ?`,
      [profileId],
    );

  it('when a needs_social, not_found or excluded contact gets an accepted URL in any form, then it is tracked and a baseline run is queued', async () => {
    const { ws, call, get, byName } = await setup();
    await sql(`update contacts set tracking_status = 'not_found' where id = ?`, [byName.Finn.id]);
    expect((await call('PATCH', `/contacts/${byName.Xena.id}`, { tracking: 'excluded' })).body.tracking_status).toBe('excluded');

    const cases: Array<[string, string, string]> = [
      ['Nora', 'https://uk.linkedin.com/in/Nora-Needs/?trk=profile', 'https://www.linkedin.com/in/nora-needs'],
      ['Finn', 'ACoAAFinnNew1', 'https://www.linkedin.com/in/ACoAAFinnNew1'],
      ['Xena', 'xena-new-slug', 'https://www.linkedin.com/in/xena-new-slug'],
      ['Tom', 'linkedin.com/in/tom-tracked', 'https://www.linkedin.com/in/tom-tracked'],
    ];
    for (const [name, url, canonical] of cases) {
      const res = await call('PATCH', `/contacts/${byName[name].id}`, { social_url: url });
      expect(res.status, name).toBe(200);
      expect(res.body, name).toMatchObject({
        id: byName[name].id, tracking_status: 'tracked', tracking_reason: null, social_url: canonical,
        profile: { social_url: canonical, status: 'pending_baseline' }, positions: [], plays: [],
      });
      expect(await get(`/contacts/${byName[name].id}`)).toMatchObject({ tracking_status: 'tracked', social_url: canonical });
      const runs = await runsOf(res.body.profile.id);
      expect(runs, name).toEqual([{ kind: 'baseline', status: 'queued', item: 'pending' }]);
    }
    // Each new profile joins the baseline run still queued from the setup's upsert; Tom's profile
    // was already waiting in it: no second item for it.
    expect(await countOf(app.services, `select count(*) as n from runs where workspace_id = ? and kind = 'baseline'`, [ws.id])).toBe(1);
  });

  it('when the URL is rejected, then it is a 400 on social_url and the contact does not change', async () => {
    const { ws, call, get, byName } = await setup();
    const before = await get(`/contacts/${byName.Nora.id}`);
    const runsBefore = await countOf(app.services, 'select count(*) as n from runs where workspace_id = ?', [ws.id]);
    for (const url of [
      'https://www.linkedin.com/company/acme', 'https://www.linkedin.com/search/results/people/?keywords=x',
      'https://www.linkedin.com/sales/lead/ACwAAA', 'https://example.com/in/nora', 'n/a', 'no spaces allowed', 'ab',
    ]) {
      const res = await call('PATCH', `/contacts/${byName.Nora.id}`, { social_url: url });
      expectValidationError(res, url);
      expect(res.body.error.details.map((d: Json) => d.path), url).toContain('social_url');
    }
    expect(await get(`/contacts/${byName.Nora.id}`)).toEqual(before);
    expect(await countOf(app.services, 'select count(*) as n from runs where workspace_id = ?', [ws.id])).toBe(runsBefore);
  });

  it('when tracking is excluded, then the contact stops tracking; a later import does not bring it back', async () => {
    const { call, get, byName } = await setup();
    const res = await call('PATCH', `/contacts/${byName.Tom.id}`, { tracking: 'excluded' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tracking_status: 'excluded', social_url: 'https://www.linkedin.com/in/tom-tracked' });
    await call('POST', '/contacts', [{ first_name: 'Tom', last_name: 'Tracked', company: 'P4', social_url: 'tom-tracked', title: 'New' }]);
    expect(await get(`/contacts/${byName.Tom.id}`)).toMatchObject({ tracking_status: 'excluded', title: 'New' });
    expect(await get('/contacts?tracking_status=excluded')).toMatchObject({ total: 1 });
    const again = await call('PATCH', `/contacts/${byName.Tom.id}`, { tracking: 'excluded' });
    expect(again.status).toBe(200);
  });

  it('when the body has both fields, neither, an unknown field or wrong types, then it is a 400 and nothing changes', async () => {
    const { call, get, byName } = await setup();
    const before = await get(`/contacts/${byName.Nora.id}`);
    const bodies: Array<[string, unknown]> = [
      ['both', { social_url: 'nora-needs', tracking: 'excluded' }],
      ['neither', {}],
      ['unknown field', { first_name: 'Changed' }],
      ['unknown field next to a valid one', { tracking: 'excluded', owner: 'x' }],
      ['tracking other than excluded', { tracking: 'tracked' }],
      ['empty social_url', { social_url: '' }],
      ['numeric social_url', { social_url: 42 }],
      ['null social_url', { social_url: null }],
      ['an array', [{ tracking: 'excluded' }]],
      ['malformed JSON', '{"tracking":'],
    ];
    for (const [label, body] of bodies) expectValidationError(await call('PATCH', `/contacts/${byName.Nora.id}`, body), label);
    expectValidationError(await call('PATCH', `/contacts/${byName.Nora.id}`), 'no body');
    expect(await get(`/contacts/${byName.Nora.id}`)).toEqual(before);
  });
});
