import { Migration } from '@mikro-orm/migrations';

import { companyKey } from '../../domain/company/company-key';
import { contactNameKey } from '../../domain/contacts/dedupe-rows';

const BATCH = 1000;

/**
 * One company key (src/domain/company/company-key.ts) replaces the two company-name
 * normalisers: legal forms of many jurisdictions, domain-like names and CJK / Cyrillic forms
 * are now removed, and the key has no spaces ("societe generale" → "societegenerale"). The
 * stored keys are recomputed with it: `accounts.name_norm`, `contacts.company_norm` and the
 * contacts' dedupe `name_key` (which ends with the company key). Rows are read and rewritten
 * in batches of 1000 in id order; only rows whose key changes are written.
 */
export class Migration20261123081100_company_keys extends Migration {
  override async up(): Promise<void> {
    await this.rekey<{ id: string; name: string }>('accounts', 'id, name', (r) => ({ id: r.id, name_norm: companyKey(r.name) }), ['name_norm']);
    await this.rekey<{ id: string; first_name: string; last_name: string; company: string }>(
      'contacts',
      'id, first_name, last_name, company',
      (r) => {
        const company_norm = companyKey(r.company);
        return { id: r.id, company_norm, name_key: contactNameKey(r.first_name, r.last_name, company_norm) };
      },
      ['company_norm', 'name_key'],
    );
  }

  private async rekey<R extends { id: string }>(
    table: 'accounts' | 'contacts',
    columns: string,
    compute: (row: R) => Record<string, string>,
    keys: string[],
  ): Promise<void> {
    const record = keys.map((k) => `${k} text`).join(', ');
    const set = keys.map((k) => `${k} = x.${k}`).join(', ');
    const changed = keys.map((k) => `t.${k} is distinct from x.${k}`).join(' or ');
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await this.execute(`select ${columns} from ${table} where id > ? order by id limit ${BATCH}`, [after])) as R[];
      if (rows.length === 0) return;
      await this.execute(
        `update ${table} t set ${set} from jsonb_to_recordset(?::jsonb) as x(id uuid, ${record}) where t.id = x.id and (${changed})`,
        [JSON.stringify(rows.map(compute))],
      );
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
}
