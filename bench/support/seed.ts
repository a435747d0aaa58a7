import type { EntityManager } from '@mikro-orm/postgresql';
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
    await em.transactional((tem) => commitSlice(tem, workspaceId, { contacts: rows, accounts: [] }));
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
