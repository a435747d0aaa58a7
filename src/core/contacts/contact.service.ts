import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../machines';
import { canonicalSocialUrl } from '../../domain/normalise';
import { NotFoundError, ValidationError } from '../../shared/errors';
import type { Page } from '../../shared/schemas';
import type { Services } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { transitionContact } from '../transitions/contact-tracking-transition';
import { CONTACT_SELECT, type ContactRow, likePattern, toContact } from './contact.query';
import type { Contact, ContactDetail, ContactListQuery } from './contact.schema';
import { contactExtras } from './contact-detail';

function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

export async function listContacts(services: Services, workspaceId: string, q: ContactListQuery): Promise<Page<Contact>> {
  const where = ['c.workspace_id = ?'];
  const params: unknown[] = [workspaceId];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (q.tracking_status) add('c.tracking_status = ?', q.tracking_status);
  if (q.status) add('p.status = ?', q.status);
  if (q.segment) add('c.segment = ?', q.segment);
  if (q.owner) add('c.owner = ?', q.owner);
  if (q.account_id) add('c.account_id = ?', q.account_id);
  if (q.updated_since) add('(c.updated_at > ? or p.updated_at > ?)', q.updated_since, q.updated_since);
  if (q.q) {
    const like = likePattern(q.q);
    add(
      `((c.first_name || ' ' || c.last_name) ilike ? or c.company ilike ? or c.title ilike ? or c.email ilike ?)`,
      like,
      like,
      like,
      like,
    );
  }
  const em = fork(services);
  const filter = where.join(' and ');
  const [count] = await em.execute<Array<{ n: string }>>(
    `select count(*) as n from contacts c left join profiles p on p.id = c.profile_id where ${filter}`,
    params,
  );
  const rows = await em.execute<ContactRow[]>(
    `${CONTACT_SELECT} where ${filter} order by c.created_at desc, c.id desc limit ? offset ?`,
    [...params, q.page_size, (q.page - 1) * q.page_size],
  );
  return { data: rows.map(toContact), page: q.page, page_size: q.page_size, total: Number(count?.n ?? 0) };
}

async function loadContactRow(em: EntityManager, workspaceId: string, id: string): Promise<ContactRow> {
  const [row] = await em.execute<ContactRow[]>(`${CONTACT_SELECT} where c.workspace_id = ? and c.id = ?`, [workspaceId, id]);
  if (!row) throw new NotFoundError('contact');
  return row;
}

export async function getContact(services: Services, workspaceId: string, id: string): Promise<ContactDetail> {
  const em = fork(services);
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
  await em.transactional(async (tem) => {
    const [current] = await tem.execute<Array<{ tracking_status: ContactTrackingStatus }>>(
      'select tracking_status from contacts where workspace_id = ? and id = ? for update',
      [workspaceId, id],
    );
    if (!current) throw new NotFoundError('contact');
    const contact = { id, workspace_id: workspaceId, tracking_status: current.tracking_status };
    if (patch.tracking === 'excluded') {
      await transitionContact(tem, contact, { type: 'EXCLUDE' }, cause);
      return;
    }
    const social = canonicalSocialUrl(patch.social_url ?? '');
    if (!social.ok) {
      throw new ValidationError('The profile URL was not accepted', [
        { path: 'social_url', message: `not a profile URL, slug or ACo id (${social.reason})` },
      ]);
    }
    const [profile] = await tem.execute<Array<{ id: string }>>(
      `insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?)
       on conflict (workspace_id, social_key) do update set updated_at = profiles.updated_at returning id`,
      [workspaceId, social.key, social.url],
    );
    const columns = { social_url: social.url, profile_id: profile!.id, tracking_reason: null };
    const moved = await transitionContact(tem, contact, { type: 'SOCIAL_URL_ACCEPTED' }, cause, columns);
    if (!moved.ok) {
      throw new ValidationError('The contact cannot start tracking', [
        { path: 'social_url', message: `not allowed while tracking_status is ${current.tracking_status}` },
      ]);
    }
    await queueBaselineRun(tem, workspaceId, [profile!.id]);
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
  return em.transactional(async (tem) => {
    const [contact] = await tem.execute<Array<{ id: string; profile_id: string | null }>>(
      'select id, profile_id from contacts where workspace_id = ? and id = ? for update',
      [workspaceId, id],
    );
    if (!contact) throw new NotFoundError('contact');
    const mentions = [contact.id];
    let profiles = 0;
    if (contact.profile_id) {
      const [others] = await tem.execute<Array<{ n: string }>>(
        'select count(*) as n from contacts where profile_id = ? and id <> ?',
        [contact.profile_id, contact.id],
      );
      if (Number(others?.n ?? 0) === 0) {
        const plays = await tem.execute<Array<{ id: string }>>('select id from plays where profile_id = ?', [contact.profile_id]);
        const changes = await tem.execute<Array<{ id: string }>>('select id from changes where profile_id = ?', [
          contact.profile_id,
        ]);
        mentions.push(contact.profile_id, ...plays.map((p) => p.id), ...changes.map((c) => c.id));
        await tem.execute('update credit_ledger set profile_id = null where profile_id = ?', [contact.profile_id], 'run');
        await tem.execute('delete from profiles where id = ?', [contact.profile_id], 'run');
        profiles = 1;
      }
    }
    await tem.execute(
      `delete from outbox where workspace_id = ? and (payload->'data'->>'id' = any(select jsonb_array_elements_text(?::jsonb))
         or payload->'data'->>'contact_id' = ? or payload->'data'->>'profile_id' = any(select jsonb_array_elements_text(?::jsonb)))`,
      [workspaceId, JSON.stringify(mentions), contact.id, JSON.stringify(mentions)],
      'run',
    );
    // The journal names the contact and its plays by id: their history goes with them.
    await tem.execute(
      `delete from transitions where workspace_id = ? and resource in ('contact_tracking', 'play')
         and resource_id = any(select jsonb_array_elements_text(?::jsonb))`,
      [workspaceId, JSON.stringify(mentions)],
      'run',
    );
    await tem.execute('delete from contacts where id = ?', [contact.id], 'run');
    await tem.execute(
      `insert into deletion_requests (workspace_id, contacts_deleted, profiles_deleted, requested_via) values (?, 1, ?, ?)`,
      [workspaceId, profiles, via],
      'run',
    );
    return { deleted: { contacts: 1, profiles } };
  });
}
