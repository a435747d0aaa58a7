import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { Migration20261123081100_company_keys } from '../../../src/db/migrations/Migration20261123081100_company_keys';
import type { Orm } from '../../../src/db/orm';
import { createTestDatabase } from '../../support/database';
import { sqlOn } from '../../support/sql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
});
afterAll(async () => db?.drop());

const sql = sqlOn(() => ({ orm }));

describe('migration 20261123081100 company keys', () => {
  it('when accounts and contacts hold keys of the old normaliser, then they are rewritten with the one company key', async () => {
    const [ws] = await sql<{ id: string }>(`insert into workspaces (name, slug) values ('Keys', 'keys-migration') returning id`);
    await sql(`insert into accounts (workspace_id, name, name_norm) values (?, 'Société Générale S.A.', 'societe generale'), (?, 'Allegro Sp. z o.o.', 'allegro sp z oo'), (?, 'Acme', 'acme')`, [ws!.id, ws!.id, ws!.id]);
    await sql(
      `insert into contacts (workspace_id, first_name, last_name, company, company_norm, name_key)
       values (?, 'José', 'García', 'Grupo Bimbo, S.A.B. de C.V.', 'grupo bimbo sab de cv', 'jose garcia|grupo bimbo sab de cv')`,
      [ws!.id],
    );

    await new Migration20261123081100_company_keys(orm.em.getDriver(), orm.config).up();

    const accounts = await sql<{ name: string; name_norm: string }>('select name, name_norm from accounts where workspace_id = ? order by name', [ws!.id]);
    expect(accounts).toEqual([
      { name: 'Acme', name_norm: 'acme' },
      { name: 'Allegro Sp. z o.o.', name_norm: 'allegro' },
      { name: 'Société Générale S.A.', name_norm: 'societegenerale' },
    ]);
    const [contact] = await sql<{ company_norm: string; name_key: string }>('select company_norm, name_key from contacts where workspace_id = ?', [ws!.id]);
    expect(contact).toEqual({ company_norm: 'grupobimbo', name_key: 'jose garcia|grupobimbo' });
  });
});
