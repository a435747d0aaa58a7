import type { StoredVocabulary } from './stored-vocabularies';

/**
 * The CHECK constraints of the stored vocabularies follow the lists of src/domain/vocabulary:
 * after the migrations, `migrate` (orm.ts, under its advisory lock) compares each constraint with
 * its list and replaces the ones that differ, in one transaction. Adding a word is then one line
 * in its list; removing one that rows still use stops the start with the words and their counts
 * (a migration must move those rows first). Migrations stay history: they created the constraints.
 */

/** The part of a `pg` client this step uses (a pooled connection, or a test's client). */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** One enum-like CHECK constraint of the database: `CHECK ((column = ANY (ARRAY['a'::text, ...])))`. */
export interface EnumCheck {
  table: string;
  column: string;
  name: string;
  values: string[];
}

/** A constraint to replace: the words its list adds and the ones it drops. */
export interface ConstraintChange {
  vocabulary: StoredVocabulary;
  name: string;
  added: string[];
  removed: string[];
}

/** A removed word that rows of its column still hold. */
export interface WordInUse {
  table: string;
  column: string;
  word: string;
  rows: number;
}

/** Words were removed from a vocabulary while rows still use them: the service does not start. */
export class VocabularyInUseError extends Error {
  constructor(readonly uses: readonly WordInUse[]) {
    const list = uses.map((u) => `${u.table}.${u.column} '${u.word}' (${u.rows} row${u.rows === 1 ? '' : 's'})`).join(', ');
    super(
      `the database still uses words removed from src/domain/vocabulary: ${list}. ` +
        'Write a migration that moves those rows to another word (or put the word back in its list), then start again.',
    );
    this.name = 'VocabularyInUseError';
  }
}

/** Table, column and word names go into DDL as written here: only plain lower-case names pass. */
const NAME = /^[a-z_][a-z0-9_]*$/;

function plain(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a plain SQL name or vocabulary word: ${JSON.stringify(name)}`);
  return name;
}

/** The column and words of an enum-like CHECK's definition (`pg_get_constraintdef`); undefined for any other CHECK. */
export function parseEnumCheck(def: string): { column: string; values: string[] } | undefined {
  const column = /^CHECK \(\(\(?(\w+)\)? = ANY \(ARRAY\[/.exec(def)?.[1];
  return column ? { column, values: [...def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!) } : undefined;
}

const CHECKS_SQL = `select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'c' and n.nspname = current_schema()
  order by 1, 2`;

/** Every enum-like CHECK constraint of the current schema, read from `pg_constraint`. */
export async function readEnumChecks(sql: SqlClient): Promise<EnumCheck[]> {
  const { rows } = await sql.query(CHECKS_SQL);
  return (rows as Array<{ table: string; name: string; def: string }>).flatMap(({ table, name, def }) => {
    const parsed = parseEnumCheck(def);
    return parsed ? [{ table, name, ...parsed }] : [];
  });
}

/** The constraints that differ from their vocabulary (a missing one is created under Postgres' default name). */
export function constraintChanges(vocabularies: readonly StoredVocabulary[], checks: readonly EnumCheck[]): ConstraintChange[] {
  return vocabularies.flatMap((vocabulary) => {
    const check = checks.find((c) => c.table === vocabulary.table && c.column === vocabulary.column);
    const found = check?.values ?? [];
    const added = vocabulary.words.filter((w) => !found.includes(w));
    const removed = found.filter((w) => !vocabulary.words.includes(w));
    if (check && !added.length && !removed.length) return [];
    return [{ vocabulary, name: check?.name ?? `${vocabulary.table}_${vocabulary.column}_check`, added, removed }];
  });
}

/** The statement that replaces one constraint: the same name, the vocabulary's words in its order. */
export function replaceConstraintSql({ vocabulary, name }: ConstraintChange): string {
  const [table, column, constraint] = [plain(vocabulary.table), plain(vocabulary.column), plain(name)];
  const words = vocabulary.words.map((w) => `'${plain(w)}'`).join(', ');
  return `alter table ${table} drop constraint if exists ${constraint}, add constraint ${constraint} check (${column} in (${words}))`;
}

/** The removed words rows still hold; the table is locked against writes first, so none slips in before the change. */
async function wordsInUse(sql: SqlClient, { vocabulary, removed }: ConstraintChange): Promise<WordInUse[]> {
  if (!removed.length) return [];
  const [table, column] = [plain(vocabulary.table), plain(vocabulary.column)];
  await sql.query(`lock table ${table} in share row exclusive mode`);
  const { rows } = await sql.query(
    `select ${column}::text as word, count(*)::int as rows from ${table} where ${column} = any($1::text[]) group by 1 order by 1`,
    [removed],
  );
  return (rows as Array<{ word: string; rows: number }>).map((r) => ({ table, column, word: r.word, rows: r.rows }));
}

/**
 * Makes every stored vocabulary's CHECK constraint (STORED_VOCABULARIES) allow exactly its words, in one transaction on
 * `sql` (the caller holds the migration lock, so concurrent starts take turns; the second finds
 * nothing to do). Returns what it changed; throws `VocabularyInUseError`, changing nothing, when
 * a removed word is still used.
 */
export async function syncVocabularyConstraints(
  sql: SqlClient,
  vocabularies: readonly StoredVocabulary[],
): Promise<ConstraintChange[]> {
  await sql.query('begin');
  try {
    const changes = constraintChanges(vocabularies, await readEnumChecks(sql));
    const uses: WordInUse[] = [];
    for (const change of changes) uses.push(...(await wordsInUse(sql, change)));
    if (uses.length) throw new VocabularyInUseError(uses);
    for (const change of changes) await sql.query(replaceConstraintSql(change));
    await sql.query('commit');
    return changes;
  } catch (err) {
    await sql.query('rollback').catch(() => undefined);
    throw err;
  }
}
