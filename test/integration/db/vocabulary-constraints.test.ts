import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrate, openOrm, type Orm } from '../../../src/db/orm';
import { query } from '../../../src/db/query';
import { STORED_VOCABULARIES, type StoredVocabulary } from '../../../src/db/stored-vocabularies';
import { readEnumChecks, syncVocabularyConstraints, VocabularyInUseError } from '../../../src/db/vocabulary-constraints';
import { describeStartupError } from '../../../src/runtime/startup-errors';
import { createTestDatabase } from '../../support/database';

/**
 * The stored vocabularies' CHECK constraints follow the lists after `migrate`: a word added to a
 * list is accepted without a migration, a removed word nobody uses is refused, a removed word rows
 * still use stops the start with its reason and changes nothing.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const em = () => orm.em.fork() as EntityManager;

/** `registry` with `table.column`'s words replaced. */
function withWords(table: string, column: string, words: readonly string[], registry = STORED_VOCABULARIES): StoredVocabulary[] {
  return registry.map((v) => (v.table === table && v.column === column ? { ...v, words } : v));
}

const WORKSPACE_STATUSES = STORED_VOCABULARIES.find((v) => v.table === 'workspaces' && v.column === 'status')!.words;
const CHANGE_TYPES = STORED_VOCABULARIES.find((v) => v.table === 'changes' && v.column === 'type')!.words;

/** Workspace status `archived` added to the lists. */
const withArchived = withWords('workspaces', 'status', [...WORKSPACE_STATUSES, 'archived']);

async function insertWorkspace(status: string): Promise<void> {
  const slug = `w-${status}-${Math.random().toString(36).slice(2, 8)}`;
  await query(em(), 'insert into workspaces (name, slug, status) values (?, ?, ?)', [slug, slug, status]);
}

async function allowed(table: string, column: string): Promise<string[] | undefined> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await readEnumChecks(client)).find((c) => c.table === table && c.column === column)?.values;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  orm = db.orm;
});
afterAll(() => db?.drop());

describe('stored vocabularies follow their lists', () => {
  it('when the migrated database is compared with the lists, then there is nothing to change', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      expect(await syncVocabularyConstraints(client, STORED_VOCABULARIES)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('when a word is added to a list, then after migrate its column accepts it, with no migration written', async () => {
    await expect(insertWorkspace('archived')).rejects.toThrow(/workspaces_status_check/);
    await migrate(orm, withArchived);
    await insertWorkspace('archived');
    expect(await allowed('workspaces', 'status')).toEqual([...WORKSPACE_STATUSES, 'archived']);
  });

  it('when two processes migrate at once with a new change type, then both succeed and the constraint allows it', async () => {
    const widened = withWords('changes', 'type', [...CHANGE_TYPES, 'rehired'], withArchived);
    const other = await openOrm(db.url, 2);
    try {
      const results = await Promise.allSettled([migrate(orm, widened), migrate(other, widened)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    } finally {
      await other.close(true);
    }
    expect(await allowed('changes', 'type')).toEqual([...CHANGE_TYPES, 'rehired']);
  });

  it('when a word rows still use is removed from a list, then migrate refuses with the word, the column and the count, and changes nothing', async () => {
    await insertWorkspace('suspended');
    // The registry as it is but for workspaces.status: changes.type would lose its unused 'rehired' in the same step.
    const failure = await migrate(orm, withWords('workspaces', 'status', ['active', 'archived'])).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(VocabularyInUseError);
    expect(describeStartupError(failure)).toBe(
      "cannot start: the database still uses words removed from src/domain/vocabulary: workspaces.status 'suspended' (1 row). " +
        'Write a migration that moves those rows to another word (or put the word back in its list), then start again.',
    );
    expect(await allowed('workspaces', 'status')).toEqual([...WORKSPACE_STATUSES, 'archived']);
    expect(await allowed('changes', 'type')).toEqual([...CHANGE_TYPES, 'rehired']);
  });

  it('when a word nobody uses is removed from a list, then after migrate its column refuses it', async () => {
    await query(em(), "delete from workspaces where status = 'archived'");
    await migrate(orm);
    expect(await allowed('changes', 'type')).toEqual([...CHANGE_TYPES]);
    expect(await allowed('workspaces', 'status')).toEqual([...WORKSPACE_STATUSES]);
    await expect(insertWorkspace('archived')).rejects.toThrow(/workspaces_status_check/);
  });
});
