import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { request } from 'undici';

import { commitSlice } from '../../src/core/contacts/upsert';
import type { Services } from '../../src/core/context';
import { dedupeContactRows } from '../../src/domain/contacts/dedupe-rows';
import { normaliseContactInput, type NormalisedContact } from '../../src/domain/normalise';
import type { ContactRowInput } from './data';
import { now } from './stats';

/**
 * Seeds contacts through the core commit path (the one the import worker runs: accounts,
 * profiles, contacts), without HTTP and without queueing baseline runs; one transaction
 * per batch.
 */
export async function seedContacts(
  services: Services,
  workspaceId: string,
  batches: Iterable<ContactRowInput[]>,
  onBatch?: (done: number, ms: number) => void,
): Promise<number> {
  let done = 0;
  for (const batch of batches) {
    const t0 = now();
    const valid: NormalisedContact[] = [];
    for (const raw of batch) {
      const r = normaliseContactInput(raw);
      if (!r.ok) throw new Error(`generated row rejected: ${JSON.stringify(r.errors)} ${JSON.stringify(raw)}`);
      valid.push(r.value);
    }
    const { rows } = dedupeContactRows(valid);
    const em = services.orm.em.fork() as EntityManager;
    await em.transactional((tem) => commitSlice(tem, workspaceId, { contacts: rows, accounts: [], at: services.clock.now() }));
    done += rows.length;
    onBatch?.(done, now() - t0);
  }
  return done;
}

export function* batchesOf(make: (size: number) => ContactRowInput[], total: number, size: number): Generator<ContactRowInput[]> {
  for (let left = total; left > 0; left -= size) yield make(Math.min(size, left));
}

export interface PostResult<T> {
  status: number;
  body: T;
  ms: number;
}

/** POST a JSON body (a string, serialised beforehand so the client's own work stays out of the timing). */
export async function postJson<T>(url: string, key: string, body: string): Promise<PostResult<T>> {
  const t0 = now();
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body,
  });
  const text = await res.body.text();
  const ms = now() - t0;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.statusCode, body: parsed as T, ms };
}

/**
 * A 'moved' change and a direct play for every `every`-th contact with a profile (at most `limit`
 * plays), by SQL, newest first one minute apart; a third of the plays are contacted.
 */
export async function seedPlaysBySql(c: pg.ClientBase, workspaceId: string, options: { every: number; limit: number }): Promise<void> {
  await c.query(
    `with picked as (
       select c.id as contact_id, c.profile_id, c.first_name, c.last_name, c.company, c.title, c.owner, c.segment, row_number() over (order by c.id) as n
         from contacts c where c.workspace_id = $1 and c.profile_id is not null),
     ch as (
       insert into changes (workspace_id, profile_id, type, from_company, from_title, to_company, to_title, detected_at)
       select $1, profile_id, 'moved', company, title, 'Next ' || company, title, now() - (n || ' minutes')::interval
         from picked where n % $2 = 0 limit $3
       returning id, profile_id, detected_at)
     insert into plays (workspace_id, change_id, profile_id, contact_id, type, first_name, last_name, old_company, old_title, new_company, new_title,
                        segment, owner, opener, detected_at, status)
     select $1, ch.id, p.profile_id, p.contact_id, 'direct', p.first_name, p.last_name, p.company, p.title, 'Next ' || p.company, p.title,
            p.segment, p.owner, 'Congrats on the move, ' || p.first_name || '!', ch.detected_at, case when p.n % 3 = 0 then 'contacted' else 'open' end
       from ch join picked p on p.profile_id = ch.profile_id`,
    [workspaceId, options.every, options.limit],
  );
}
