import { describe, expect, it } from 'vitest';

import { rehearseUpsert } from '../../../src/core/contacts/upsert/rehearse-upsert';
import { seedWorkspace, useTestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

const app = useTestApp();
const sql = sqlOn(() => app);

/** Rows in every table of the service's schema, by table. */
async function rowsByTable(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await sql<{ n: string }>(`select count(*) as n from "${name}"`))[0]!.n);
  return counts;
}

describe('the standby gateway\'s rehearsed write (src/core/contacts/upsert/rehearse-upsert.ts)', () => {
  it('when the write path is rehearsed beside a workspace with contacts, then it completes and every table holds the rows it held before, and the workspace still writes', async () => {
    const ws = await seedWorkspace(app.services, { credits: 10 });
    const first = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: [{ full_name: 'Ada Lovelace', company: 'Engines', social_url: 'ada-lovelace' }] } });
    expect(first.status).toBe(202);
    const before = await rowsByTable();
    expect(before.contacts).toBe(1);

    await rehearseUpsert(app.services);
    await rehearseUpsert(app.services);

    expect(await rowsByTable()).toEqual(before);
    const after = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: [{ full_name: 'Grace Hopper', company: 'Navy', social_url: 'grace-hopper' }] } });
    expect(after.status).toBe(202);
    expect(after.body.summary).toMatchObject({ contacts_upserted: 1, profiles_created: 1 });
  });
});
