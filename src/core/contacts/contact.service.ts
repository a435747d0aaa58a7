import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../machines';
import { pageWithTotal } from '../../db/page-query';
import { query } from '../../db/query';
import { canonicalSocialUrl } from '../../domain/normalise';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Page } from '../../shared/schemas';
import { type Services, statementEm } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { inTransaction } from '../transaction';
import { transitionContact } from '../transitions/contact-tracking-transition';
import { CONTACT_SELECT, contactCountSql, contactListFilter, type ContactRow, toContact } from './contact.query';
import type { Contact, ContactDetail, ContactListQuery } from './contact.schema';
import { contactExtras } from './contact-detail';
import { contactSearchPending } from './contact-search';

function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

export async function listContacts(services: Services, workspaceId: string, q: ContactListQuery): Promise<Page<Contact>> {
  // Reads outside a transaction: the shared statement EntityManager, not a fork per request.
  const em = statementEm(services);
  const searchPending = q.q ? await contactSearchPending(em, workspaceId) : false;
  const where = contactListFilter(workspaceId, q, { searchPending });
  const { filter, params } = where;
  const { rows, total } = await pageWithTotal<ContactRow>(em, {
    count: contactCountSql(where),
    rows: `${CONTACT_SELECT} where ${filter} order by c.created_at desc, c.id desc`,
    params,
    page: q,
    // Planning was 0.6 of its 2 ms in PostgreSQL (bench/RESULTS.md "Gateway round 11"): prepared, but not
    // with `q`, whose pattern decides between the trigram index and the page's order: prepared, PostgreSQL
    // settles on one generic plan after five searches, and for a common pattern that plan reads every match
    // (`q=an`: 63 ms against 6; bench/RESULTS.md "Gateway round 12").
    prepare: q.q ? undefined : 'contacts_page',
  });
  return { data: rows.map(toContact), page: q.page, page_size: q.page_size, total };
}

async function loadContactRow(em: EntityManager, workspaceId: string, id: string): Promise<ContactRow> {
  const [row] = await query<ContactRow>(em, `${CONTACT_SELECT} where c.workspace_id = ? and c.id = ?`, [workspaceId, id]);
  if (!row) throw new NotFoundError('contact');
  return row;
}

export async function getContact(services: Services, workspaceId: string, id: string): Promise<ContactDetail> {
  const em = statementEm(services);
  const row = await loadContactRow(em, workspaceId, id);
  return { ...toContact(row), ...(await contactExtras(em, workspaceId, row)) };
}

/**
 * PATCH /contacts/{id}: a profile URL in any accepted form starts tracking (through the
 * contact-tracking machine) and queues a baseline when the profile was never checked;
 * `tracking: excluded` stops tracking.
 */
export async function patchContact(
  services: Services,
  workspaceId: string,
  id: string,
  patch: { social_url?: string; tracking?: 'excluded' },
  cause: TransitionCause = 'system',
): Promise<ContactDetail> {
  const em = fork(services);
  await inTransaction(em, async (tem) => {
    const [current] = await query<{ tracking_status: ContactTrackingStatus }>(
      tem,
      'select tracking_status from contacts where workspace_id = ? and id = ? for update',
      [workspaceId, id],
    );
    if (!current) throw new NotFoundError('contact');
    const contact = { id, workspace_id: workspaceId, tracking_status: current.tracking_status };
    if (patch.tracking === 'excluded') {
      await transitionContact(tem, contact, { type: 'EXCLUDE' }, cause, services.clock.now());
      return;
    }
    const social = canonicalSocialUrl(patch.social_url ?? '');
    if (!social.ok) {
      throw new ValidationError('The profile URL was not accepted', [
        { path: 'social_url', message: `not a profile URL, slug or ACo id (${social.reason})` },
      ]);
    }
    const [profile] = await query<{ id: string }>(
      tem,
      `insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?)
       on conflict (workspace_id, social_key) do update set updated_at = profiles.updated_at returning id`,
      [workspaceId, social.key, social.url],
    );
    const columns = { social_url: social.url, profile_id: profile!.id, tracking_reason: null };
    const moved = await transitionContact(tem, contact, { type: 'SOCIAL_URL_ACCEPTED' }, cause, services.clock.now(), columns);
    if (!moved.ok) {
      throw new ValidationError('The contact cannot start tracking', [
        { path: 'social_url', message: `not allowed while tracking_status is ${current.tracking_status}` },
      ]);
    }
    await queueBaselineRun(tem, workspaceId, [profile!.id], services.clock.now());
  });
  return getContact(services, workspaceId, id);
}

/**
 * DELETE /contacts/{id}: removes the contact; when no other contact shares its profile,
 * also the profile and everything held about the person (snapshots, positions, changes,
 * fits, plays, emails, run items, queued events). Records a deletion request without
 * personal data.
 */
export async function deleteContact(
  services: Services,
  workspaceId: string,
  id: string,
  via = 'api',
): Promise<{ deleted: { contacts: number; profiles: number } }> {
  const em = fork(services);
  return inTransaction(em, async (tem) => {
    const [contact] = await query<{ id: string; profile_id: string | null }>(
      tem,
      'select id, profile_id from contacts where workspace_id = ? and id = ? for update',
      [workspaceId, id],
    );
    if (!contact) throw new NotFoundError('contact');
    const mentions = [contact.id];
    let profiles = 0;
    if (contact.profile_id) {
      const [others] = await query<{ n: string }>(
        tem,
        'select count(*) as n from contacts where profile_id = ? and id <> ?',
        [contact.profile_id, contact.id],
      );
      if (Number(others?.n ?? 0) === 0) {
        const plays = await query<{ id: string }>(tem, 'select id from plays where profile_id = ?', [contact.profile_id]);
        const changes = await query<{ id: string }>(tem, 'select id from changes where profile_id = ?', [
          contact.profile_id,
        ]);
        mentions.push(contact.profile_id, ...plays.map((p) => p.id), ...changes.map((c) => c.id));
        await query(tem, 'update credit_ledger set profile_id = null where profile_id = ?', [contact.profile_id]);
        await query(tem, 'delete from profiles where id = ?', [contact.profile_id]);
        profiles = 1;
      }
    }
    await query(
      tem,
      `delete from outbox where workspace_id = ? and (payload->'data'->>'id' = any(select jsonb_array_elements_text(?::jsonb))
         or payload->'data'->>'contact_id' = ? or payload->'data'->>'profile_id' = any(select jsonb_array_elements_text(?::jsonb)))`,
      [workspaceId, JSON.stringify(mentions), contact.id, JSON.stringify(mentions)],
    );
    // The transition journal keeps ids only, but an erased person leaves no id behind either.
    await query(
      tem,
      `delete from transitions where workspace_id = ? and resource_id::text = any(select jsonb_array_elements_text(?::jsonb))`,
      [workspaceId, JSON.stringify(mentions)],
    );
    await query(tem, 'delete from contacts where id = ?', [contact.id]);
    await query(
      tem,
      `insert into deletion_requests (workspace_id, contacts_deleted, profiles_deleted, requested_via) values (?, 1, ?, ?)`,
      [workspaceId, profiles, via],
    );
    return { deleted: { contacts: 1, profiles } };
  });
}
