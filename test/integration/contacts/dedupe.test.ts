import { describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type Json, useTestApp, workspaceClient } from '../../support/app';
import { api } from '../../support/http';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

async function workspace() {
  const client = await workspaceClient(app, { name: 'Dedupe' });
  const post = async (body: unknown): Promise<Json> => {
    const answer = await client.post('/contacts', body);
    expect(answer.rejected).toEqual([]);
    return answer;
  };
  const contacts = async (): Promise<Json[]> => (await client.get('/contacts?page_size=200')).data;
  return { ws: client.ws, post, contacts, count: (table: string) => client.count(table) };
}

/** One candidate per dedupe key, each matching the probe on that key only. */
const CANDIDATES = {
  crm: { first_name: 'Alice', last_name: 'Crm', company: 'K1', crm_id: 'crm-x' },
  url: { first_name: 'Bob', last_name: 'Url', company: 'K2', social_url: 'https://www.linkedin.com/in/dd-url-person' },
  email: { first_name: 'Carol', last_name: 'Mail', company: 'K3', email: 'carol@mail.test' },
  name: { first_name: 'Dave', last_name: 'Name', company: 'K4 Inc' },
} as const;
type Level = keyof typeof CANDIDATES;
const LEVELS: Level[] = ['crm', 'url', 'email', 'name'];

/** A row carrying the keys of `from` and every weaker level, each in a different accepted form. */
function probe(from: Level, title: string): Record<string, unknown> {
  const levels = LEVELS.slice(LEVELS.indexOf(from));
  return {
    first_name: 'Dave',
    last_name: 'Name',
    company: 'K4, Inc.',
    title,
    ...(levels.includes('crm') ? { crm_id: 'crm-x' } : {}),
    ...(levels.includes('url') ? { social_url: 'uk.linkedin.com/in/DD-URL-PERSON/' } : {}),
    ...(levels.includes('email') ? { email: 'Carol@Mail.TEST' } : {}),
  };
}

/** The one contact the probe updated (titled `WIN-<level>`), after checking no contact was added. */
function winnerOf(all: Json[], level: Level, weaker: Level[]) {
  expect(all).toHaveLength(weaker.length);
  const winners = all.filter((c) => c.title === `WIN-${level}`);
  expect(winners).toHaveLength(1);
  return { all, winner: winners[0] as Json, expected: CANDIDATES[level] as Record<string, string> };
}

describe('dedupe order', () => {
  for (const level of LEVELS) {
    const weaker = LEVELS.slice(LEVELS.indexOf(level));
    it(`when a row matches different stored contacts by ${weaker.join(', ')}, then the ${level} match is the one updated`, async () => {
      const { post, contacts } = await workspace();
      await post(weaker.map((l) => CANDIDATES[l]));
      const res = await post([probe(level, `WIN-${level}`)]);
      expect(res.summary).toMatchObject({ contacts_upserted: 1, duplicates: 0, profiles_created: 0 });
      const { all, winner, expected } = winnerOf(await contacts(), level, weaker);
      if (expected.crm_id) expect(winner.crm_id).toBe(expected.crm_id);
      if (expected.social_url) expect(winner.social_url).toBe(expected.social_url);
      if (expected.email) expect(winner.email).toBe(expected.email);
      // The probe's values won on the updated contact (name and company included).
      expect(winner).toMatchObject({ first_name: 'Dave', last_name: 'Name', company: 'K4, Inc.' });
      // The weaker candidates were not touched.
      for (const other of weaker.filter((l) => l !== level)) {
        const c = CANDIDATES[other];
        const untouched = all.find((x) => x.first_name === c.first_name && x.last_name === c.last_name && x.company === c.company);
        expect(untouched, other).toMatchObject({ title: '' });
      }
    });

    it(`when the ${weaker.join(', ')} candidates and the probe arrive in one request, then the probe merges into the ${level} row`, async () => {
      const { post, contacts } = await workspace();
      const res = await post([...weaker.map((l) => CANDIDATES[l]), probe(level, `WIN-${level}`)]);
      expect(res.summary).toMatchObject({ contacts_upserted: weaker.length, duplicates: 1 });
      const { winner, expected } = winnerOf(await contacts(), level, weaker);
      if (expected.crm_id) expect(winner.crm_id).toBe(expected.crm_id);
      if (expected.email) expect(winner.email).toBe('carol@mail.test');
      expect(winner).toMatchObject({ first_name: 'Dave', last_name: 'Name', company: 'K4, Inc.' });
    });
  }

  it('when rows repeat within one request, then they collapse and every extra row counts in summary.duplicates', async () => {
    const { post, contacts } = await workspace();
    const res = await post([
      { first_name: 'Eve', last_name: 'One', company: 'Dup', crm_id: 'dup-1' },
      { first_name: 'Eve', last_name: 'One', company: 'Dup', crm_id: 'dup-1', title: 'CEO' },
      { full_name: 'Eve One', company: 'DUP Inc.', email: 'eve@dup.test' },
      { first_name: 'Frank', last_name: 'Two', company: 'Dup', email: 'frank@dup.test' },
      { first_name: 'Franky', last_name: 'Two', company: 'Other', email: 'FRANK@dup.test' },
      { first_name: 'Gina', last_name: 'Three', company: 'Dup', social_url: 'gina-three' },
      { first_name: 'G', last_name: 'T', company: 'Dup', social_url: 'https://www.linkedin.com/in/gina-three/' },
    ]);
    expect(res.summary).toMatchObject({ contacts_upserted: 3, duplicates: 4, with_social: 1, needs_social: 2, profiles_created: 1 });
    const all = await contacts();
    expect(all).toHaveLength(3);
    expect(all.find((c) => c.crm_id === 'dup-1')).toMatchObject({ title: 'CEO', email: 'eve@dup.test', company: 'DUP Inc.' });
    expect(all.find((c) => c.email === 'frank@dup.test')).toMatchObject({ first_name: 'Franky', company: 'Other' });
    expect(all.find((c) => c.social_url === 'https://www.linkedin.com/in/gina-three')).toMatchObject({ first_name: 'G' });
  });

  it('when two rows of one request reach the same stored contact by different keys, then they update it once and count a duplicate', async () => {
    const { post, contacts } = await workspace();
    await post([{ first_name: 'Hana', last_name: 'Stored', company: 'Keys', email: 'hana@keys.test', owner: 'Olga' }]);
    const res = await post([
      { first_name: 'Hana', last_name: 'Renamed', company: 'Keys', email: 'hana@keys.test', title: 'Director', deal_stage: 'Won' },
      { first_name: 'Hana', last_name: 'Stored', company: 'Keys', social_url: 'hana-stored' },
    ]);
    expect(res.summary).toMatchObject({ contacts_upserted: 1, duplicates: 1, with_social: 1, needs_social: 0 });
    const all = await contacts();
    expect(all).toHaveLength(1);
    // Later values win, values the later row does not give stay from the earlier one.
    expect(all[0]).toMatchObject({
      last_name: 'Stored', email: 'hana@keys.test', title: 'Director', deal_stage: 'Won', owner: 'Olga',
      social_url: 'https://www.linkedin.com/in/hana-stored', tracking_status: 'tracked', tracking_reason: null,
    });
  });
});

describe('later values win, nulls keep', () => {
  it('when a contact is updated across requests with nulls, absent fields and an unknown segment, then only given values change', async () => {
    const { post, contacts } = await workspace();
    await post([
      { first_name: 'Ivy', last_name: 'Keep', company: 'Keepers', crm_id: 'keep-1', title: 'VP Sales', email: 'ivy@keep.test',
        owner: 'Olga', segment: 'Closed Won', deal_stage: 'Renewal', location: 'Paris, France', social_url: 'ivy-keep',
        last_activity: '2024-01-02', custom: { tier: 'gold' } },
    ]);
    await post([
      { first_name: 'Ivy', last_name: 'Keep', company: 'Keepers', crm_id: 'keep-1', email: null, owner: null,
        segment: 'banana', deal_stage: 'Expansion', social_url: null, city: null, last_activity: null, custom: null },
    ]);
    let [ivy] = await contacts();
    expect(ivy).toMatchObject({
      title: 'VP Sales', email: 'ivy@keep.test', owner: 'Olga', segment: 'customer', deal_stage: 'Expansion', city: 'Paris',
      country: 'France', social_url: 'https://www.linkedin.com/in/ivy-keep', tracking_status: 'tracked', last_activity: '2024-01-02',
      custom: { tier: 'gold' },
    });
    expect(ivy.profile).not.toBeNull();

    // Only a first name: the stored last name stays.
    await post([{ first_name: 'Ivy-May', company: 'Keepers', crm_id: 'keep-1', segment: 'unknown' }]);
    [ivy] = await contacts();
    expect(ivy).toMatchObject({ first_name: 'Ivy-May', last_name: 'Keep', segment: 'customer', title: 'VP Sales' });
    // ...and the person is still found by name plus company.
    const byName = await post([{ first_name: 'Ivy-May', last_name: 'Keep', company: 'Keepers Inc', title: 'SVP Sales' }]);
    expect(byName.summary).toMatchObject({ contacts_upserted: 1, duplicates: 0 });
    const all = await contacts();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ crm_id: 'keep-1', title: 'SVP Sales' });
  });

  it('when rows of one request update each other, then later given values win and later nulls keep the earlier values', async () => {
    const { post, contacts } = await workspace();
    const res = await post([
      { first_name: 'Jo', last_name: 'Merge', company: 'M', crm_id: 'm-1', title: 'T1', email: 'jo@m.test', owner: 'O1', segment: 'customer',
        custom: { a: 1 } },
      { first_name: 'Jo', last_name: 'Merge', company: 'M', crm_id: 'm-1', email: 'jo2@m.test', owner: null, segment: 'junk',
        custom: { b: true } },
      { first_name: 'Jo', company: 'M', crm_id: 'm-1', deal_stage: 'Won' },
    ]);
    expect(res.summary).toMatchObject({ contacts_upserted: 1, duplicates: 2 });
    const [jo] = await contacts();
    expect(jo).toMatchObject({
      first_name: 'Jo', last_name: 'Merge', title: 'T1', email: 'jo2@m.test', owner: 'O1', segment: 'customer', deal_stage: 'Won',
      custom: { a: '1', b: 'true' },
    });
  });
});

describe('crm_id conflicts', () => {
  it('when two rows have different crm_ids but the same email and name, then they stay two contacts (one request and across requests)', async () => {
    const { post, contacts } = await workspace();
    const one = await post([
      { first_name: 'Kim', last_name: 'Twin', company: 'Twins', crm_id: 'tw-1', email: 'kim@twins.test' },
      { first_name: 'Kim', last_name: 'Twin', company: 'Twins', crm_id: 'tw-2', email: 'kim@twins.test' },
    ]);
    expect(one.summary).toMatchObject({ contacts_upserted: 2, duplicates: 0 });
    const two = await post([{ first_name: 'Kim', last_name: 'Twin', company: 'Twins', crm_id: 'tw-3', email: 'kim@twins.test' }]);
    expect(two.summary).toMatchObject({ contacts_upserted: 1, duplicates: 0 });
    const all = await contacts();
    expect(all.map((c) => c.crm_id).sort()).toEqual(['tw-1', 'tw-2', 'tw-3']);
    for (const c of all) expect(c.email).toBe('kim@twins.test');
  });

  it('when two rows with different crm_ids both match one stored contact without a crm_id, then one takes it and the other becomes a new contact', async () => {
    const { post, contacts } = await workspace();
    await post([{ first_name: 'Lee', last_name: 'Shared', company: 'Share', email: 'lee@share.test' }]);
    const res = await post([
      { first_name: 'Lee', last_name: 'Shared', company: 'Share', crm_id: 'sh-1', email: 'lee@share.test', title: 'First' },
      { first_name: 'Lee', last_name: 'Shared', company: 'Share', crm_id: 'sh-2', email: 'lee@share.test', title: 'Second' },
    ]);
    expect(res.summary).toMatchObject({ contacts_upserted: 2, duplicates: 0 });
    const all = await contacts();
    expect(all).toHaveLength(2);
    expect(all.map((c) => [c.crm_id, c.title]).sort()).toEqual([
      ['sh-1', 'First'],
      ['sh-2', 'Second'],
    ]);
  });

  it('when contacts with different crm_ids share one profile URL, then they share the profile and profiles_linked counts profiles that existed before the call', async () => {
    const { post, contacts, count } = await workspace();
    const within = await post([
      { first_name: 'Max', last_name: 'Shared', company: 'CRM A', crm_id: 'ps-1', social_url: 'max-shared' },
      { first_name: 'Max', last_name: 'Shared', company: 'CRM B', crm_id: 'ps-2', social_url: 'https://www.linkedin.com/in/Max-Shared' },
    ]);
    expect(within.summary).toMatchObject({ contacts_upserted: 2, with_social: 2, profiles_created: 1, profiles_linked: 0, duplicates: 0 });
    expect(within.baseline_run).toEqual({ id: expect.any(String), status: 'queued' });

    const later = await post([{ first_name: 'Max', last_name: 'Shared', company: 'CRM C', crm_id: 'ps-3', social_url: 'linkedin.com/in/max-shared' }]);
    expect(later.summary).toMatchObject({ contacts_upserted: 1, with_social: 1, profiles_created: 0, profiles_linked: 1 });
    expect(later.baseline_run).toBeNull();

    const all = await contacts();
    expect(all).toHaveLength(3);
    expect(new Set(all.map((c) => c.profile?.id)).size).toBe(1);
    expect(await count('profiles')).toBe(1);
    expect(await count('run_items')).toBe(1);
  });
});

describe('idempotence', () => {
  const BATCH = {
    accounts: [{ name: 'Idem Corp', domain: 'idem.test', segment: 'customer' }],
    contacts: [
      { first_name: 'Nia', last_name: 'One', company: 'Idem Corp', crm_id: 'id-1', social_url: 'nia-one', email: 'nia@idem.test' },
      { first_name: 'Oli', last_name: 'Two', company: 'Idem', account_domain: 'idem.test', social_url: 'https://uk.linkedin.com/in/oli-two/' },
      { first_name: 'Pam', last_name: 'Three', company: 'Other Co', email: 'pam@other.test', segment: 'Open Opportunity' },
      { full_name: 'Quinn Four', company: 'Other Co', social_url: 'https://www.linkedin.com/company/other' },
      { first_name: 'Nia', last_name: 'One', company: 'Idem Corp', crm_id: 'id-1', title: 'CTO' },
    ],
  };

  it('when the same batch is posted again, then no row is added and nothing changes but the counts', async () => {
    const { post, contacts, count } = await workspace();
    const first = await post(BATCH);
    expect(first.summary).toEqual({
      contacts_upserted: 4, accounts_upserted: 2, with_social: 2, needs_social: 2, duplicates: 1, profiles_created: 2,
      profiles_linked: 0,
    });
    expect(first.baseline_run).toEqual({ id: expect.any(String), status: 'queued' });
    const tables = ['contacts', 'profiles', 'accounts', 'runs', 'run_items'];
    const before = await Promise.all(tables.map(count));
    const strip = (list: Json[]) =>
      list.map(({ updated_at: _u, profile, ...rest }) => ({ ...rest, profile: profile && { ...profile } })).sort((a, b) => a.id.localeCompare(b.id));
    const stateBefore = strip(await contacts());

    const second = await post(BATCH);
    expect(second.summary).toEqual({
      contacts_upserted: 4, accounts_upserted: 2, with_social: 2, needs_social: 2, duplicates: 1, profiles_created: 0,
      profiles_linked: 2,
    });
    expect(second.baseline_run).toBeNull();
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(before).toEqual([4, 2, 2, 1, 2]);
    expect(strip(await contacts())).toEqual(stateBefore);
  });

  it('when an excluded contact is posted again with its URL, then it stays excluded', async () => {
    const { ws, post, contacts } = await workspace();
    await post([{ first_name: 'Rex', last_name: 'Excluded', company: 'Ex', crm_id: 'ex-1', social_url: 'rex-excluded' }]);
    const [rex] = await contacts();
    const patched = await api(app.baseUrl, 'PATCH', `/contacts/${rex.id}`, { key: ws.writeKey, body: { tracking: 'excluded' } });
    expect(patched.status).toBe(200);
    const again = await post([{ first_name: 'Rex', last_name: 'Excluded', company: 'Ex', crm_id: 'ex-1', social_url: 'rex-excluded-2' }]);
    expect(again.summary.contacts_upserted).toBe(1);
    expect(again.baseline_run).toBeNull();
    const [after] = await contacts();
    expect(after).toMatchObject({ tracking_status: 'excluded', social_url: 'https://www.linkedin.com/in/rex-excluded-2' });
  });
});

describe('a weaker key never merges records whose stronger keys disagree', () => {
  const smith = (n: number, extra: Record<string, unknown>) => ({ first_name: 'John', last_name: 'Smith', company: 'Acme', title: `Smith ${n}`, ...extra });
  const URL_1 = 'https://www.linkedin.com/in/john-smith-acme-1';
  const URL_2 = 'https://www.linkedin.com/in/john-smith-acme-2';

  it('when two "John Smith" rows at Acme with different profile URLs and emails arrive in one request, then they stay two contacts and both URLs are kept', async () => {
    const { post, contacts } = await workspace();
    const res = await post([smith(1, { social_url: URL_1, email: 'john1@acme.test' }), smith(2, { social_url: URL_2, email: 'john2@acme.test' })]);

    expect(res.summary).toMatchObject({ contacts_upserted: 2, duplicates: 0, with_social: 2, profiles_created: 2 });
    const all = await contacts();
    expect(all.map((c) => [c.title, c.social_url, c.email]).sort()).toEqual([
      ['Smith 1', URL_1, 'john1@acme.test'],
      ['Smith 2', URL_2, 'john2@acme.test'],
    ]);
  });

  it('when the second "John Smith" at Acme arrives in a later request with another profile URL, then it becomes a second contact', async () => {
    const { post, contacts } = await workspace();
    await post([smith(1, { social_url: URL_1 })]);
    const res = await post([smith(2, { social_url: URL_2 })]);

    expect(res.summary).toMatchObject({ contacts_upserted: 1, duplicates: 0, profiles_created: 1 });
    const all = await contacts();
    expect(all.map((c) => [c.title, c.social_url]).sort()).toEqual([
      ['Smith 1', URL_1],
      ['Smith 2', URL_2],
    ]);
  });

  it('when a later "John Smith" at Acme differs only by email, then it is another person; one without email or URL still updates the stored one', async () => {
    const { post, contacts } = await workspace();
    await post([smith(1, { email: 'john1@acme.test' })]);
    const other = await post([smith(2, { email: 'john2@acme.test' })]);
    expect(other.summary).toMatchObject({ contacts_upserted: 1, duplicates: 0 });
    expect(await contacts()).toHaveLength(2);

    const same = await post([{ first_name: 'John', last_name: 'Smith', company: 'Acme', email: 'john2@acme.test', title: 'Updated' }]);
    expect(same.summary).toMatchObject({ contacts_upserted: 1 });
    const all = await contacts();
    expect(all.map((c) => [c.email, c.title]).sort()).toEqual([
      ['john1@acme.test', 'Smith 1'],
      ['john2@acme.test', 'Updated'],
    ]);
  });

  it('when two rows share a profile URL but not an email, then they are still one person (the URL is the stronger key)', async () => {
    const { post, contacts } = await workspace();
    const res = await post([smith(1, { social_url: URL_1, email: 'old@acme.test' }), smith(2, { social_url: URL_1, email: 'new@acme.test' })]);

    expect(res.summary).toMatchObject({ contacts_upserted: 1, duplicates: 1 });
    expect((await contacts()).map((c) => [c.title, c.email])).toEqual([['Smith 2', 'new@acme.test']]);
  });

  it('when two stored-less rows both match one stored contact by name only and bring different URLs, then only the first takes it', async () => {
    const { post, contacts } = await workspace();
    await post([smith(0, {})]);
    const res = await post([smith(1, { social_url: URL_1 }), smith(2, { social_url: URL_2 })]);

    expect(res.summary).toMatchObject({ contacts_upserted: 2, duplicates: 0 });
    const all = await contacts();
    expect(all.map((c) => [c.title, c.social_url]).sort()).toEqual([
      ['Smith 1', URL_1],
      ['Smith 2', URL_2],
    ]);
  });
});
