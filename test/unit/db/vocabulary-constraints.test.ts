import { describe, expect, it } from 'vitest';

import { constraintChanges, parseEnumCheck, replaceConstraintSql, VocabularyInUseError } from '../../../src/db/vocabulary-constraints';

const plays = { table: 'plays', column: 'type', words: ['direct', 'referral', 'welcome_back'] };
const check = (values: string[]) => ({ table: 'plays', column: 'type', name: 'plays_type_check', values });

describe('vocabulary constraints', () => {
  it('when PostgreSQL prints an enum-like CHECK, then its column and words are read; any other CHECK is not one', () => {
    expect(parseEnumCheck("CHECK ((type = ANY (ARRAY['direct'::text, 'referral'::text])))")).toEqual({ column: 'type', values: ['direct', 'referral'] });
    expect(parseEnumCheck('CHECK ((refresh_day >= 1) AND (refresh_day <= 28))')).toBeUndefined();
  });

  it('when a word is added to a list, then its constraint is replaced under the same name with the words in list order', () => {
    const [change] = constraintChanges([plays], [check(['referral', 'direct'])]);
    expect(change).toMatchObject({ name: 'plays_type_check', added: ['welcome_back'], removed: [] });
    expect(replaceConstraintSql(change!)).toBe(
      "alter table plays drop constraint if exists plays_type_check, add constraint plays_type_check check (type in ('direct', 'referral', 'welcome_back'))",
    );
  });

  it('when the constraint lists the same words in another order, then nothing changes', () => {
    expect(constraintChanges([plays], [check(['welcome_back', 'direct', 'referral'])])).toEqual([]);
  });

  it('when a word is removed or the column has no constraint yet, then the change names it or creates one under the default name', () => {
    expect(constraintChanges([plays], [check(['direct', 'referral', 'welcome_back', 'upsell'])])[0]).toMatchObject({ removed: ['upsell'], added: [] });
    expect(constraintChanges([plays], [])[0]).toMatchObject({ name: 'plays_type_check', added: plays.words });
  });

  it('when a word is not a plain lower-case name, then no statement is written for it', () => {
    const [change] = constraintChanges([{ ...plays, words: ["x'); drop table plays; --"] }], []);
    expect(() => replaceConstraintSql(change!)).toThrow(/not a plain SQL name/);
  });

  it('when removed words are still used, then the error names each column, word and count', () => {
    const err = new VocabularyInUseError([
      { table: 'plays', column: 'type', word: 'upsell', rows: 3 },
      { table: 'changes', column: 'type', word: 'rehired', rows: 1 },
    ]);
    expect(err.message).toMatch(/^the database still uses words removed from src\/domain\/vocabulary: plays\.type 'upsell' \(3 rows\), changes\.type 'rehired' \(1 row\)\. Write a migration/);
  });
});
