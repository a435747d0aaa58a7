import { request } from 'undici';

import { workspaceContactCount } from '../core/contacts/contact-count';
import { upsertContacts } from '../core/contacts/upsert';
import type { Services } from '../core/context';
import type { PersonSummary } from '../sandbox/world/types';

export const DEMO_CONTACTS = 500;
const SEGMENTS = ['customer', 'customer', 'open_pipeline', 'closed_lost', 'churned', 'customer', 'unknown', 'open_pipeline'];
const OWNERS = ['Dana Whitfield', 'Marcus Lee', 'Priya Raman', null];

/**
 * Loads the demo workspace with people from the sandbox world, once: a mix of segments
 * and owners, and every 25th contact without a profile URL (needs_social): the demo workspace
 * has `find_profiles` on, so the scheduler's profile finder resolves them (confident matches
 * attached, namesakes left in pending_review), and a newcomer sees every state. Returns how many contacts were sent (0 when already loaded).
 */
export async function ensureDemoContacts(services: Services, workspaceId: string, sandboxUrl: string): Promise<number> {
  if ((await workspaceContactCount(services, workspaceId)) > 0) return 0;
  const res = await request(`${sandboxUrl}/admin/people?limit=${DEMO_CONTACTS}&offset=0`);
  const body = (await res.body.json()) as { data: PersonSummary[] };
  const people = body.data.filter((p) => p.company);
  const rows = people.map((p, i) => ({
    first_name: p.first_name,
    last_name: p.last_name,
    company: p.company!,
    title: p.title ?? '',
    social_url: i % 25 === 7 ? null : p.social_url,
    email: `${p.first_name}.${p.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
    segment: SEGMENTS[i % SEGMENTS.length],
    owner: OWNERS[i % OWNERS.length],
    crm_id: `demo-${p.id}`,
  }));
  const caller = { workspaceId, via: 'api_key' as const, scopes: ['read' as const, 'write' as const], userId: null, credentialId: 'demo' };
  for (let i = 0; i < rows.length; i += 1000) {
    await upsertContacts(services, caller, { contacts: rows.slice(i, i + 1000) });
  }
  return rows.length;
}
