
import type { EntityManager } from '@mikro-orm/postgresql';

import { createPlaysForChanges } from '../../../src/core/plays/play-creation';
import { normaliseCompanyName } from '../../../src/domain/normalise';
import { HIGH_RATE_LIMITS, startTestApp, type TestApp } from '../../support/app';
import { sqlOn } from '../../support/sql';

/** Like `startTestApp`, with rate limits high enough for table-driven API tests. */
export function startPlaysApp(): Promise<TestApp> {
  return startTestApp({ env: HIGH_RATE_LIMITS });
}

type Row = Record<string, unknown>;

/** Raw SQL against the test app's database: test/support/sql.ts (re-exported for the play, engine and webhook tests). */
export { sqlOn };

/** Runs the batch hook for a change in its own transaction, as a batch would. */
export function runHook(app: TestApp, change: { id: string; profile_id: string; workspace_id: string }): Promise<number> {
  return (app.services.orm.em.fork() as EntityManager).transactional((em) => createPlaysForChanges(em, [change]));
}

export interface PersonSeed {
  first_name: string;
  last_name: string;
  /** CRM company (the company they left). */
  company: string;
  title?: string;
  segment?: string;
  owner?: string | null;
  owner_id?: string | null;
  email?: string | null;
  account_id?: string | null;
  current_company?: string | null;
  current_company_social_id?: string | null;
}

/** Inserts a profile and its contact; returns both ids. */
export async function seedPerson(app: TestApp, workspaceId: string, p: PersonSeed): Promise<{ profileId: string; contactId: string }> {
  const sql = sqlOn(app);
  const key = `${p.first_name}-${p.last_name}-${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const [profile] = await sql<{ id: string }>(
    `insert into profiles (workspace_id, social_key, social_url, status, first_name, last_name, current_company, current_company_social_id)
     values (?, ?, ?, 'moved', ?, ?, ?, ?) returning id`,
    [workspaceId, key, `https://www.linkedin.com/in/${key}`, p.first_name, p.last_name, p.current_company ?? null,
      p.current_company_social_id ?? null],
  );
  const [contact] = await sql<{ id: string }>(
    `insert into contacts (workspace_id, first_name, last_name, title, company, company_norm, name_key, email, social_url, segment,
       owner, owner_id, account_id, tracking_status, profile_id)
     values (?, ?, ?, ?, ?, lower(?), lower(?), ?, ?, ?, ?, ?, ?, 'tracked', ?) returning id`,
    [workspaceId, p.first_name, p.last_name, p.title ?? '', p.company, p.company, `${p.first_name} ${p.last_name}`, p.email ?? null,
      `https://www.linkedin.com/in/${key}`, p.segment ?? 'unknown', p.owner ?? null, p.owner_id ?? null, p.account_id ?? null, profile!.id],
  );
  return { profileId: profile!.id, contactId: contact!.id };
}

export interface ChangeSeed {
  type: 'moved' | 'promoted' | 'title_changed' | 'left' | 'profile_not_found';
  from_company?: string | null;
  from_title?: string | null;
  to_company?: string | null;
  to_title?: string | null;
  to_started_on?: string | null;
  detected_at: string;
}

export async function seedChange(app: TestApp, workspaceId: string, profileId: string, c: ChangeSeed): Promise<string> {
  const [row] = await sqlOn(app)<{ id: string }>(
    `insert into changes (workspace_id, profile_id, type, from_company, from_title, to_company, to_title, to_started_on, detected_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [workspaceId, profileId, c.type, c.from_company ?? null, c.from_title ?? null, c.to_company ?? null, c.to_title ?? null,
      c.to_started_on ?? null, c.detected_at],
  );
  return row!.id;
}

export async function seedAccount(app: TestApp, workspaceId: string, a: Row & { name: string }): Promise<string> {
  const cols = Object.keys(a);
  const [row] = await sqlOn(app)<{ id: string }>(
    `insert into accounts (workspace_id, name_norm, ${cols.join(', ')}) values (?, ?, ${cols.map(() => '?').join(', ')}) returning id`,
    [workspaceId, normaliseCompanyName(a.name), ...Object.values(a)],
  );
  return row!.id;
}

export async function seedNetworkCompany(app: TestApp, c: Row & { social_id: string; name: string }): Promise<void> {
  const cols = Object.keys(c);
  await sqlOn(app)(
    `insert into network_companies (${cols.join(', ')}) values (${cols.map((k) => (k === 'specialities' ? '?::text[]' : '?')).join(', ')})`,
    Object.values(c),
  );
}
