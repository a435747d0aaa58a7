import { query } from '../../db/query';
import type { Services } from '../context';
import { em } from '../context';
import { keyId, openSecret, sealSecret, type SecretPurpose, secretsKeyring } from '../webhooks/secret-box';

/** Every column that holds a sealed secret, with the purpose it was sealed for. */
interface SealedColumn {
  table: 'webhook_endpoints' | 'integrations';
  column: 'secret_enc' | 'config_enc';
  /** A stable key of the row, as SQL (text). */
  rowKey: string;
  purpose: (row: Record<string, unknown>) => SecretPurpose;
}

const COLUMNS: SealedColumn[] = [
  { table: 'webhook_endpoints', column: 'secret_enc', rowKey: 'id::text', purpose: () => 'webhook_endpoints.secret' },
  {
    table: 'integrations',
    column: 'config_enc',
    rowKey: "workspace_id::text || ':' || kind",
    purpose: (row) => `integrations.${String(row.kind)}` as SecretPurpose,
  },
];

export interface RotationResult {
  /** Rows re-sealed with SECRETS_KEY, per table. */
  resealed: Record<string, number>;
  /** Rows already sealed with SECRETS_KEY. */
  current: number;
  key_id: string;
}

/**
 * Re-seals every stored secret that SECRETS_KEY did not seal (sealed by SECRETS_KEY_PREVIOUS, or
 * a `v1` value without a key id), `batchSize` rows per transaction, locking each batch's rows so
 * a concurrent writer is never overwritten with an older value (a row another transaction holds is
 * waited for and its where clause read again, not skipped, so one pass reseals every row). A value neither key opens stops
 * the rotation with SecretUnreadableError (what was re-sealed so far stays re-sealed).
 */
export async function rotateSecrets(services: Services, options: { batchSize?: number } = {}): Promise<RotationResult> {
  const keyring = secretsKeyring(services.env);
  const current = keyId(keyring.current);
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const result: RotationResult = { resealed: {}, current: 0, key_id: current };
  for (const col of COLUMNS) {
    result.resealed[col.table] = 0;
    for (;;) {
      const done = await em(services).transactional(async (tem) => {
        const rows = await query<Record<string, unknown> & { row_key: string; sealed: string }>(
          tem,
          `select ${col.rowKey} as row_key, ${col.column} as sealed, * from ${col.table}
            where ${col.column} not like ? order by 1 limit ? for update`,
          [`v2.${current}.%`, batchSize],
        );
        for (const row of rows) {
          const plain = openSecret(keyring, col.purpose(row), row.sealed);
          await query(tem, `update ${col.table} set ${col.column} = ? where ${col.rowKey} = ?`, [
            sealSecret(keyring, col.purpose(row), plain),
            row.row_key,
          ]);
        }
        return rows.length;
      });
      result.resealed[col.table]! += done;
      if (done < batchSize) break;
    }
    const [left] = await query<{ n: string }>(em(services), `select count(*) as n from ${col.table} where ${col.column} like ?`, [`v2.${current}.%`]);
    result.current += Number(left?.n ?? 0);
  }
  result.current -= Object.values(result.resealed).reduce((a, b) => a + b, 0);
  return result;
}
