import type { Orm } from '../../src/db/orm';

/** Anything that reaches a test database: Services, a TestDatabase, or an app with `services`. */
export type SqlTarget = { orm: Orm } | { services: { orm: Orm } };

const ormOf = (target: SqlTarget): Orm => ('orm' in target ? target.orm : target.services.orm);

/**
 * Raw SQL against a test database (`?` placeholders). Pass a function when the target is
 * assigned later (in `beforeAll`): `const sql = sqlOn(() => app)`.
 */
export function sqlOn(target: SqlTarget | (() => SqlTarget)) {
  return <T = Record<string, unknown>>(q: string, params: unknown[] = []): Promise<T[]> =>
    ormOf(typeof target === 'function' ? target() : target).em.fork().getConnection().execute<T[]>(q, params);
}

/** A count(*) query (selecting `n`) as a number. */
export async function countOf(target: SqlTarget, q: string, params: unknown[] = []): Promise<number> {
  const [row] = await sqlOn(target)<{ n: string }>(q, params);
  return Number(row?.n ?? 0);
}
