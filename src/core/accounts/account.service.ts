import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import { normaliseAccountInput,type NormalisedAccount } from '../../domain/normalise';
import { NotFoundError } from '../../shared/errors';
import type { Page } from '../../shared/schemas';
import { iso } from '../../shared/schemas';
import { CONTACT_SELECT, type ContactRow, likePattern, toContact } from '../contacts/contact.query';
import type { UpsertResult } from '../contacts/contact.schema';
import type { Caller, Services } from '../context';
import { inTransaction } from '../transaction';
import { causeOf } from '../transitions/cause';
import { insertImport } from '../transitions/import-transition';
import type { Account, AccountDetail, AccountListQuery } from './account.schema';
import { upsertAccountRows } from './account-upsert';

/** Contacts listed on GET /accounts/{id}, newest first. */
export const ACCOUNT_CONTACTS_LIMIT = 1000;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toAccount(r: Record<string, unknown>, counts?: Record<string, unknown>): Account {
  const s = (k: string) => (r[k] as string | null) ?? null;
  return {
    id: r.id as string,
    name: r.name as string,
    domain: s('domain'),
    segment: r.segment as Account['segment'],
    lifecycle_stage: s('lifecycle_stage'),
    deal_value: num(r.deal_value),
    owner: s('owner'),
    crm_id: s('crm_id'),
    crm_provider: s('crm_provider'),
    social_company_url: s('social_company_url'),
    relationship_start: s('relationship_start'),
    relationship_end: s('relationship_end'),
    industry: s('industry'),
    employees: num(r.employees),
    revenue: num(r.revenue),
    total_funding: num(r.total_funding),
    city: s('city'),
    state: s('state'),
    country: s('country'),
    custom: (r.custom as Record<string, unknown> | null) ?? null,
    contacts_total: Number(counts?.total ?? 0),
    contacts_tracked: Number(counts?.tracked ?? 0),
    contacts_moved: Number(counts?.moved ?? 0),
    created_at: iso(r.created_at as Date),
    updated_at: iso(r.updated_at as Date),
  };
}

async function contactCounts(em: EntityManager, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await query<Record<string, unknown>>(em, `select c.account_id, count(*) as total,
            count(*) filter (where c.tracking_status = 'tracked') as tracked,
            count(*) filter (where p.status = 'moved') as moved
       from contacts c left join profiles p on p.id = c.profile_id
      where ${inJsonList('c.account_id', 'uuid')} group by c.account_id`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((r) => [r.account_id as string, r]));
}

export async function listAccounts(services: Services, workspaceId: string, q: AccountListQuery): Promise<Page<Account>> {
  const em = services.orm.em.fork() as EntityManager;
  const where = ['workspace_id = ?'];
  const params: unknown[] = [workspaceId];
  if (q.segment) {
    where.push('segment = ?');
    params.push(q.segment);
  }
  if (q.q) {
    where.push('(name ilike ? or domain ilike ?)');
    params.push(likePattern(q.q), likePattern(q.q));
  }
  const filter = where.join(' and ');
  const [count] = await query<{ n: string }>(em, `select count(*) as n from accounts where ${filter}`, params);
  const rows = await query<Record<string, unknown>>(em, `select * from accounts where ${filter} order by name, id limit ? offset ?`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  const counts = await contactCounts(
    em,
    rows.map((r) => r.id as string),
  );
  return {
    data: rows.map((r) => toAccount(r, counts.get(r.id as string))),
    page: q.page,
    page_size: q.page_size,
    total: Number(count?.n ?? 0),
  };
}

export async function getAccount(services: Services, workspaceId: string, id: string): Promise<AccountDetail> {
  const em = services.orm.em.fork() as EntityManager;
  const [row] = await query<Record<string, unknown>>(em, 'select * from accounts where workspace_id = ? and id = ?', [
    workspaceId,
    id,
  ]);
  if (!row) throw new NotFoundError('account');
  const counts = await contactCounts(em, [id]);
  const contacts = await query<ContactRow>(em, `${CONTACT_SELECT} where c.workspace_id = ? and c.account_id = ? order by c.created_at desc, c.id desc limit ?`,
    [workspaceId, id, ACCOUNT_CONTACTS_LIMIT],
  );
  return { ...toAccount(row, counts.get(id)), contacts: contacts.map(toContact) };
}

/** POST /accounts: every valid row is committed before the response (at most 1,000). */
export async function upsertAccounts(services: Services, caller: Caller, rows: unknown[]): Promise<UpsertResult> {
  const valid: NormalisedAccount[] = [];
  const rejected: UpsertResult['accounts_rejected'] = [];
  const warnings: UpsertResult['accounts_warnings'] = [];
  for (const [index, raw] of rows.entries()) {
    const result = normaliseAccountInput(raw);
    if (result.ok) {
      valid.push(result.value);
      for (const w of result.warnings ?? []) warnings.push({ index, ...w });
    } else rejected.push({ index, errors: result.errors });
  }
  const em = services.orm.em.fork() as EntityManager;
  return inTransaction(em, async (tem) => {
    const outcome = await upsertAccountRows(tem, caller.workspaceId, valid);
    const summary = {
      contacts_upserted: 0,
      accounts_upserted: outcome.upserted,
      with_social: 0,
      needs_social: 0,
      duplicates: outcome.duplicates,
      profiles_created: 0,
      profiles_linked: 0,
    };
    const imp = await insertImport(
      tem,
      {
        workspaceId: caller.workspaceId,
        source: 'api',
        summary: { ...summary, invalid: rejected.length },
        progress: { step: 'commit', done: valid.length, total: valid.length },
      },
      [{ type: 'COMMIT_INLINE' }, { type: 'COMMITTED' }],
      causeOf(caller),
      services.clock.now(),
    );
    return {
      import_id: imp.id,
      status: 'committed',
      poll: null,
      accepted: 0,
      rejected: [],
      accounts_accepted: valid.length,
      accounts_rejected: rejected,
      warnings: [],
      accounts_warnings: warnings,
      summary,
      baseline_run: null,
    };
  });
}
