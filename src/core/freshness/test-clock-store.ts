import type { EntityManager } from '@mikro-orm/postgresql';

import { affectedRows, query } from '../../db/query';
import { type Services, statementEm } from '../context';

/**
 * Where the service keeps its test clock's offset (docs/decisions.md "Test clock"): one row of
 * `test_clock`, written by every process that follows the sandbox when its clock jumps, read by
 * every one at boot before it answers or schedules. The stored offset only grows.
 */
export interface TestClockStore {
  /** The offset (ms ahead of the wall clock) the service last followed; 0 when it never moved. */
  load(): Promise<number>;
  /** Records `offsetMs` unless a larger one is stored already. */
  save(offsetMs: number): Promise<void>;
}

export function testClockStore(em: EntityManager): TestClockStore {
  return {
    async load() {
      const [row] = await query<{ offset_ms: string }>(em.fork(), 'select offset_ms from test_clock');
      return Number(row?.offset_ms ?? 0);
    },
    async save(offsetMs) {
      await query(
        em.fork(),
        `insert into test_clock (id, offset_ms) values (true, ?)
         on conflict (id) do update set offset_ms = excluded.offset_ms, updated_at = now()
          where test_clock.offset_ms < excluded.offset_ms`,
        [Math.round(offsetMs)],
      );
    },
  };
}

/** Forgets the stored offset (`tracker demo reset`: the demo starts over on the wall clock); whether there was one. */
export async function clearTestClock(services: Services): Promise<boolean> {
  return (await affectedRows(statementEm(services), 'delete from test_clock')) > 0;
}
