import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../support/app';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { runHook, seedAccount, seedChange, seedNetworkCompany, seedPerson, sqlOn, startPlaysApp } from './support';

let app: TestApp;
let ws: SeededWorkspace;
let initechId: string;

type Play = Record<string, unknown> & { id: string; type: string; status: string };
type Seeded = { profileId: string; contactId: string; changeId: string; created: number };
const people: Record<string, Seeded> = {};

const ACCOUNT_RULES = { industries: { any: ['Software'] }, employees: { min: 50 }, hq: { countries: ['US'] } };
const CONTACT_RULES = { seniority: ['vp', 'c_level', 'director'], title: { exclude: ['Intern'] } };

const get = (path: string, key = ws.readKey) => api(app.baseUrl, 'GET', path, { key });
const patch = (id: string, body: unknown, key = ws.writeKey) => api(app.baseUrl, 'PATCH', `/plays/${id}`, { key, body });
const listPlays = async (query = ''): Promise<Play[]> => {
  const res = await get(`/plays?page_size=200${query ? `&${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Play[];
};
const playsOf = async (name: string, query = 'status=open') =>
  (await listPlays(query)).filter((p) => p.profile_id === people[name]!.profileId);

async function seed(
  name: string,
  person: Parameters<typeof seedPerson>[2],
  change: Parameters<typeof seedChange>[3],
): Promise<void> {
  const { profileId, contactId } = await seedPerson(app, ws.id, person);
  const changeId = await seedChange(app, ws.id, profileId, change);
  const created = await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id });
  people[name] = { profileId, contactId, changeId, created };
}

beforeAll(async () => {
  app = await startPlaysApp();
  ws = await seedWorkspace(app.services);
  const icp = await api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body: { account: ACCOUNT_RULES, contact: CONTACT_RULES } });
  expect(icp.status).toBe(200);

  initechId = await seedAccount(app, ws.id, { name: 'Initech', domain: 'initech.com', segment: 'customer' });
  await seedNetworkCompany(app, {
    social_id: 'c_globex', name: 'Globex', domain: 'globex.com', industry: 'Computer Software', employees: 1200,
    hq_city: 'Austin', hq_state: 'TX', hq_country: 'United States', specialities: '{Payments,SaaS}',
  });
  await seedNetworkCompany(app, { social_id: 'c_tiny', name: 'Tiny Labs', industry: 'Software', employees: 10, hq_country: 'US' });

  await seed(
    'dana',
    { first_name: 'Dana', last_name: 'Scully', company: 'Initech', title: 'Head of RevOps', segment: 'customer', owner: 'Alice',
      owner_id: 'u-1', email: 'dana@initech.com', account_id: initechId, current_company: 'Globex', current_company_social_id: 'c_globex' },
    { type: 'moved', from_company: 'Initech', from_title: 'Head of RevOps', to_company: 'Globex', to_title: 'VP Revenue Operations',
      detected_at: '2026-02-01T10:00:00Z' },
  );
  await seed(
    'raj',
    { first_name: 'Raj', last_name: 'Patel', company: 'Hooli', segment: 'closed_lost', owner: 'Bob', email: 'raj@hooli.com',
      current_company: 'Tiny Labs', current_company_social_id: 'c_tiny' },
    { type: 'moved', from_company: 'Hooli', from_title: 'Sales Director', to_company: 'Tiny Labs', to_title: 'VP Sales',
      detected_at: '2026-02-05T10:00:00Z' },
  );
  await seed(
    'mia',
    { first_name: 'Mia', last_name: 'Wong', company: 'Umbrella', segment: 'churned', owner: 'Alice', current_company: 'Globex',
      current_company_social_id: 'c_globex' },
    { type: 'moved', from_company: 'Umbrella', to_company: 'Globex', to_title: 'Marketing Coordinator', detected_at: '2026-02-10T00:00:00Z' },
  );
  await seed(
    'ken',
    { first_name: 'Ken', last_name: 'Adams', company: 'Vandelay', current_company: 'Mystery Co' },
    { type: 'moved', from_company: 'Vandelay', to_company: 'Mystery Co', to_title: 'Sales Intern', detected_at: '2026-02-12T10:00:00Z' },
  );
  await seed(
    'eve',
    { first_name: 'Eve', last_name: 'Polastri', company: 'Initech', segment: 'unknown', owner: 'Bob', account_id: initechId },
    { type: 'promoted', from_company: 'Initech', from_title: 'Director of Sales', to_company: 'Initech', to_title: 'VP Sales',
      detected_at: '2026-02-15T10:00:00Z' },
  );
  await seed(
    'leo',
    { first_name: 'Leo', last_name: 'Park', company: 'Initech', segment: 'customer', owner: 'Carol', account_id: initechId },
    { type: 'left', from_company: 'Initech', from_title: 'CFO', detected_at: '2026-02-20T10:00:00Z' },
  );
  await seed(
    'zoe',
    { first_name: 'Zoe', last_name: 'Hart', company: 'Globex', segment: 'open_pipeline' },
    { type: 'title_changed', from_company: 'Globex', from_title: 'AE', to_company: 'Globex', to_title: 'Senior AE',
      detected_at: '2026-02-22T10:00:00Z' },
  );
  await sqlOn(app)(
    `insert into emails (workspace_id, profile_id, email, status, source, is_primary) values (?, ?, 'dana@globex.com', 'valid', 'finder', true)`,
    [ws.id, people.dana!.profileId],
  );
}, 60_000);
afterAll(() => app.close());

describe('createPlaysForChange', () => {
  it('when changes are scored, then each gets the plays of its type, fits and relationship', async () => {
    expect(Object.fromEntries(Object.entries(people).map(([n, p]) => [n, p.created]))).toEqual({
      dana: 2, raj: 1, mia: 1, ken: 1, eve: 1, leo: 1, zoe: 0,
    });
    const plays = await listPlays('status=open');
    const types = (name: string) => plays.filter((p) => p.profile_id === people[name]!.profileId).map((p) => p.type).sort();
    expect(types('dana')).toEqual(['churn_risk', 'direct']);
    expect(types('raj')).toEqual(['watch']);
    expect(types('mia')).toEqual(['referral']);
    expect(types('ken')).toEqual(['archive']);
    expect(types('eve')).toEqual(['promotion']);
    expect(types('leo')).toEqual(['churn_risk']);
    expect(types('zoe')).toEqual([]);
  });

  it('when a play is created, then it carries the person, the change, fits, relationship, owner, account and an opener', async () => {
    const [direct] = await playsOf('dana', 'type=direct');

    expect(direct).toEqual({
      id: expect.any(String),
      type: 'direct',
      status: 'open',
      allowed_statuses: ['contacted', 'replied', 'meeting', 'not_relevant'],
      contact_id: people.dana!.contactId,
      account_id: initechId,
      profile_id: people.dana!.profileId,
      person: { first_name: 'Dana', last_name: 'Scully', social_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//) },
      old_company: 'Initech',
      old_title: 'Head of RevOps',
      new_company: 'Globex',
      new_title: 'VP Revenue Operations',
      account_fit: true,
      contact_fit: true,
      segment: 'customer',
      owner: 'Alice',
      account_name: 'Initech',
      email: 'dana@initech.com',
      email_status: 'crm',
      opener: expect.stringMatching(/^Dana, .*Globex.*Initech is a customer of ours/),
      notes: null,
      owner_id: 'u-1',
      crm_record_id: null,
      detected_at: '2026-02-01T10:00:00.000Z',
      status_changed_at: null,
    });
    const [churn] = await playsOf('dana', 'type=churn_risk');
    // The internal note for customer success is the play's notes; the opener is safe to send to Dana.
    expect(churn!.notes).toMatch(/^Dana Scully, Head of RevOps at Initech, has left for Globex/);
    expect(churn!.opener).toMatch(/^Dana, .*Globex/);
    expect(churn!.opener).not.toMatch(/has left|owns the relationship|lost (its|a) contact/);
    const [leo] = await playsOf('leo');
    expect(leo).toMatchObject({ type: 'churn_risk', account_fit: null, contact_fit: null, new_company: null, email: null });
    expect(leo!.notes).toContain('has left (no new employer listed yet)');
    expect(leo!.opener).toBe("Leo, I saw you've moved on from Initech — wishing you all the best with what comes next. Let's stay in touch.");
    const [eve] = await playsOf('eve');
    expect(eve).toMatchObject({ segment: 'customer', account_fit: false, contact_fit: true });
  });

  it('when the profile has a primary found email, then the play uses it over the CRM email', async () => {
    const changeId = await seedChange(app, ws.id, people.dana!.profileId, {
      type: 'promoted', from_company: 'Globex', from_title: 'VP Revenue Operations', to_company: 'Globex', to_title: 'CRO',
      detected_at: '2026-01-01T00:00:00Z',
    });

    expect(await runHook(app, { id: changeId, profile_id: people.dana!.profileId, workspace_id: ws.id })).toBe(1);
    const [row] = await sqlOn(app)<{ email: string; email_status: string }>('select email, email_status from plays where change_id = ?', [changeId]);
    expect(row).toEqual({ email: 'dana@globex.com', email_status: 'valid' });
    await sqlOn(app)(`delete from outbox where payload->'data'->>'id' in (select id::text from plays where change_id = ?)`, [changeId]);
    await sqlOn(app)('delete from changes where id = ?', [changeId]);
  });

  it('when the hook runs again for the same changes, then nothing is duplicated', async () => {
    const count = async (table: string) =>
      Number((await sqlOn(app)<{ n: string }>(`select count(*) as n from ${table} where workspace_id = ?`, [ws.id]))[0]!.n);
    const before = { plays: await count('plays'), fits: await count('fits'), outbox: await count('outbox') };

    for (const p of Object.values(people)) {
      expect(await runHook(app, { id: p.changeId, profile_id: p.profileId, workspace_id: ws.id })).toBe(0);
    }

    expect({ plays: await count('plays'), fits: await count('fits'), outbox: await count('outbox') }).toEqual(before);
    const pairs = await sqlOn(app)<{ n: string }>(
      'select count(*) as n from plays where workspace_id = ? group by change_id, type having count(*) > 1',
      [ws.id],
    );
    expect(pairs).toEqual([]);
  });

  it('when fits are evaluated, then they are stored against the ICP versions and shown on the contact', async () => {
    const versions = await sqlOn(app)<{ id: string; kind: string }>('select id, kind from icp_versions where workspace_id = ?', [ws.id]);
    const fits = await sqlOn(app)<{ kind: string; icp_version_id: string; fit: boolean }>(
      'select kind, icp_version_id, fit from fits where change_id = ? order by kind',
      [people.dana!.changeId],
    );
    expect(fits).toEqual([
      { kind: 'account', icp_version_id: versions.find((v) => v.kind === 'account')!.id, fit: true },
      { kind: 'contact', icp_version_id: versions.find((v) => v.kind === 'contact')!.id, fit: true },
    ]);

    const dana = await get(`/contacts/${people.dana!.contactId}`);
    expect(dana.status).toBe(200);
    expect(dana.body.fit).toEqual({
      account: {
        fit: true,
        summary: 'Fits: Computer Software, 1,200 employees, US',
        criteria: [
          { criterion: 'industries', expected: 'any of Software', actual: 'Computer Software', result: 'match' },
          { criterion: 'employees', expected: 'at least 50', actual: '1,200', result: 'match' },
          { criterion: 'hq', expected: 'in any of US', actual: 'Austin, TX, United States', result: 'match' },
        ],
        evaluated_at: '2026-02-01T10:00:00.000Z',
      },
      contact: {
        fit: true,
        summary: 'Fits: VP',
        criteria: [
          { criterion: 'title.exclude', expected: 'none of Intern', actual: 'VP Revenue Operations', result: 'match' },
          { criterion: 'seniority', expected: 'any of vp, c_level, director', actual: 'vp', result: 'match' },
        ],
        evaluated_at: '2026-02-01T10:00:00.000Z',
      },
    });
    const ken = await get(`/contacts/${people.ken!.contactId}`);
    expect(ken.body.fit.account).toMatchObject({ fit: false, summary: 'Misses: industry unknown; employees unknown; HQ unknown' });
    expect(ken.body.fit.contact).toMatchObject({ fit: false, summary: 'Excluded: title Sales Intern matches Intern. Misses: seniority ic (wanted vp, c_level, director)',
    });
    expect((await get(`/contacts/${people.leo!.contactId}`)).body.fit).toBeNull();
  });

  it('when plays are created, then each has one play.created outbox event carrying the Play', async () => {
    const events = await sqlOn(app)<{ event_key: string; payload: { data: Play } }>(
      `select event_key, payload from outbox where workspace_id = ? and event = 'play.created'`,
      [ws.id],
    );
    const plays = await listPlays('status=open');

    expect(events.map((e) => e.event_key).sort()).toEqual(plays.map((p) => `play:${p.id}`).sort());
    for (const e of events) {
      const play = (await get(`/plays/${e.payload.data.id}`)).body;
      expect(e.payload.data).toEqual(play);
    }
  });
});

describe('GET /changes', () => {
  it('when changes exist, then they are listed newest first with their sales and churn plays', async () => {
    const res = await get('/changes');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, page_size: 50, total: 7 });
    const ids = (res.body.data as Array<{ id: string }>).map((c) => c.id);
    expect(ids).toEqual(['zoe', 'leo', 'eve', 'ken', 'mia', 'raj', 'dana'].map((n) => people[n]!.changeId));
    const plays = await playsOf('dana');
    const dana = res.body.data.find((c: { id: string }) => c.id === people.dana!.changeId);
    expect(dana).toMatchObject({
      type: 'moved',
      contact_id: people.dana!.contactId,
      person: { first_name: 'Dana', last_name: 'Scully' },
      play_id: plays.find((p) => p.type === 'direct')!.id,
      churn_play_id: plays.find((p) => p.type === 'churn_risk')!.id,
    });
    const leo = res.body.data.find((c: { id: string }) => c.id === people.leo!.changeId);
    expect(leo).toMatchObject({ type: 'left', play_id: null, churn_play_id: (await playsOf('leo'))[0]!.id });
  });

  it('when filtered by type or since, or paged, then only those changes are listed', async () => {
    expect((await get('/changes?type=moved')).body.total).toBe(4);
    const since = await get('/changes?since=2026-02-15T10:00:00Z');
    expect(since.body.data.map((c: { id: string }) => c.id)).toEqual([people.zoe!.changeId, people.leo!.changeId]);
    const page = await get('/changes?page=2&page_size=3');
    expect(page.body).toMatchObject({ page: 2, page_size: 3, total: 7 });
    expect(page.body.data.map((c: { id: string }) => c.id)).toEqual(['ken', 'mia', 'raj'].map((n) => people[n]!.changeId));
    expect((await get('/changes?type=hired')).status).toBe(400);
    expect((await get('/changes?since=yesterday')).status).toBe(400);
  });
});

const SEGMENTS = ['customer', 'churned', 'closed_lost', 'open_pipeline', 'unknown'];
const TYPES = ['direct', 'referral', 'watch', 'archive', 'promotion', 'churn_risk'];
const STATUSES = ['open', 'contacted', 'replied', 'meeting', 'not_relevant'];
type Key = string | number | boolean | null;
const lower = (v: unknown) => (v === null || v === undefined ? null : String(v).toLowerCase());
const SORT_KEYS: Record<string, (p: Play) => Key[]> = {
  person: (p) => [`${(p.person as Record<string, string | null>).first_name ?? ''} ${(p.person as Record<string, string | null>).last_name ?? ''}`.toLowerCase()],
  detected: (p) => [p.detected_at as string],
  change: (p) => [lower(p.new_company) ?? '', lower(p.new_title) ?? ''],
  relationship: (p) => [SEGMENTS.indexOf(p.segment as string)],
  afit: (p) => [p.account_fit as boolean | null],
  cfit: (p) => [p.contact_fit as boolean | null],
  email: (p) => [lower(p.email)],
  play: (p) => [TYPES.indexOf(p.type)],
  status: (p) => [STATUSES.indexOf(p.status)],
  owner: (p) => [lower(p.owner)],
};

/** The documented order, computed independently: nulls last, then newest first, then id descending. */
function expectedOrder(plays: Play[], sort: string, dir: 'asc' | 'desc'): string[] {
  const cmp = (a: Key, b: Key): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    const r = a < b ? -1 : 1;
    return dir === 'asc' ? r : -r;
  };
  return [...plays]
    .sort((x, y) => {
      const kx = SORT_KEYS[sort]!(x);
      const ky = SORT_KEYS[sort]!(y);
      for (let i = 0; i < kx.length; i++) {
        const c = cmp(kx[i]!, ky[i]!);
        if (c) return c;
      }
      if (x.detected_at !== y.detected_at) return (x.detected_at as string) < (y.detected_at as string) ? 1 : -1;
      return x.id < y.id ? 1 : -1;
    })
    .map((p) => p.id);
}

describe('GET /plays', () => {
  it('when listed without filters, then archive plays are hidden and open plays come first, newest first', async () => {
    const before = await listPlays();
    expect(before.map((p) => p.type)).not.toContain('archive');
    expect(before).toHaveLength(6);
    expect(before.map((p) => p.detected_at)).toEqual([...before.map((p) => p.detected_at as string)].sort().reverse());

    const [leo] = await playsOf('leo');
    expect((await patch(leo!.id, { status: 'contacted' })).status).toBe(200);
    const after = await listPlays();

    expect(after.map((p) => p.id)).toEqual([...before.filter((p) => p.id !== leo!.id), { ...leo!, status: 'contacted' }].map((p) => p.id));
    expect(after.at(-1)).toMatchObject({ id: leo!.id, status: 'contacted' });
  });

  it.each([
    ['type=churn_risk', ['dana', 'leo']],
    ['type=archive', ['ken']],
    ['status=open', ['dana', 'dana', 'raj', 'mia', 'ken', 'eve']],
    ['status=contacted', ['leo']],
    ['account_fit=yes', ['dana', 'dana', 'mia']],
    ['account_fit=no', ['raj', 'eve']],
    ['contact_fit=yes', ['dana', 'dana', 'raj', 'eve']],
    ['contact_fit=no', ['mia']],
    ['owner=Alice', ['dana', 'dana', 'mia']],
    ['segment=customer', ['dana', 'dana', 'eve', 'leo']],
    ['since=2026-02-10', ['mia', 'eve', 'leo']],
    ['since=2026-02-11', ['eve', 'leo']],
    ['q=globex', ['dana', 'dana', 'mia']],
    ['q=SCULLY', ['dana', 'dana']],
    ['q=vp%20sales', ['raj', 'eve']],
    ['q=initech', ['dana', 'dana', 'eve', 'leo']],
    ['type=direct&owner=Alice', ['dana']],
    ['q=%25', []],
  ])('when filtered by %s, then exactly those people\'s plays are listed', async (query, names) => {
    const byProfile = Object.fromEntries(Object.entries(people).map(([n, p]) => [p.profileId, n]));

    const plays = await listPlays(query);

    expect(plays.map((p) => byProfile[p.profile_id as string]).sort()).toEqual([...names].sort());
  });

  it.each(Object.keys(SORT_KEYS).flatMap((sort) => [[sort, 'asc'], [sort, 'desc'], [sort, undefined]] as const))(
    'when sorted by %s %s, then the order follows the documented column, nulls last, ties newest first',
    async (sort, dir) => {
      const all = await listPlays();
      const effective = dir ?? (['detected', 'afit', 'cfit'].includes(sort) ? 'desc' : 'asc');

      const sorted = await listPlays(`sort=${sort}${dir ? `&dir=${dir}` : ''}`);

      expect(sorted.map((p) => p.id)).toEqual(expectedOrder(all, sort, effective));
    },
  );

  it('when paged, then the page holds the right slice and total counts every match', async () => {
    const all = await listPlays();

    const res = await get('/plays?page=2&page_size=2');

    expect(res.body).toMatchObject({ page: 2, page_size: 2, total: 6 });
    expect(res.body.data.map((p: Play) => p.id)).toEqual(all.slice(2, 4).map((p) => p.id));
  });

  it.each(['sort=fit', 'dir=up', 'account_fit=maybe', 'since=2026-02-30', 'since=2026-02-10T00:00:00Z', 'type=hot', 'page_size=201'])(
    'when the query has %s, then it is a 400',
    async (query) => {
      const res = await get(`/plays?${query}`);

      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('validation_error');
    },
  );
});

describe('GET /plays/{id}', () => {
  it('when the play exists, then it is returned; otherwise 404, and another workspace cannot see it', async () => {
    const [play] = await listPlays('type=direct');
    const other = await seedWorkspace(app.services);

    expect((await get(`/plays/${play!.id}`)).body).toEqual(play);
    expect((await get('/plays/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(`/plays/${play!.id}`, other.readKey)).status).toBe(404);
    expect((await get('/plays/not-a-uuid')).status).toBe(400);
  });
});

describe('PATCH /plays/{id}', () => {
  it('when notes are set and cleared, then only the notes change', async () => {
    const [play] = await playsOf('raj');

    const set = await patch(play!.id, { notes: 'Left a voicemail; try again Thursday.' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ...play, notes: 'Left a voicemail; try again Thursday.' });

    const cleared = await patch(play!.id, { notes: null });
    expect(cleared.body).toEqual(play);
  });

  it('when the status moves, then status_changed_at is the service clock time', async () => {
    const [play] = await playsOf('mia');
    app.clock.set('2026-03-04T08:30:00Z');

    const res = await patch(play!.id, { status: 'meeting', notes: 'Booked for Friday' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'meeting', notes: 'Booked for Friday', status_changed_at: '2026-03-04T08:30:00.000Z' });
  });

  it.each([
    [{}, ''],
    [{ status: 'won' }, 'status'],
    [{ notes: 'x'.repeat(10_001) }, 'notes'],
    [{ notes: 42 }, 'notes'],
    [{ status: 'open', colour: 'red' }, 'colour'],
  ])('when the body is %j, then it is a 400 on %j', async (body, path) => {
    const [play] = await playsOf('raj');

    const res = await patch(play!.id, body);

    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('when the play does not exist, then it is a 404', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { notes: 'x' })).status).toBe(404);
  });

  it('when the credential is read-only, then it is a 403', async () => {
    const [play] = await playsOf('raj');

    expect((await patch(play!.id, { notes: 'x' }, ws.readKey)).status).toBe(403);
  });
});
