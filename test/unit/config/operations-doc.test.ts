import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { renderVariablesTable, TABLE_END, TABLE_START, withVariablesTable } from '../../../src/config/docs-table';
import { ALL_VARIABLES } from '../../../src/config/sections';

const document = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');

describe('the variables table of docs/operations.md', () => {
  it('when the table is generated from the schema, then the one in the document is the same (run `npm run docs:config`)', () => {
    const inDocument = document.slice(document.indexOf(TABLE_START) + TABLE_START.length, document.indexOf(TABLE_END)).trim();
    expect(inDocument).toBe(renderVariablesTable());
    expect(withVariablesTable(document)).toBe(document);
  });

  it('when a variable is declared in the schema, then it has a row', () => {
    const rows = renderVariablesTable().split('\n');
    expect(ALL_VARIABLES.filter((name) => !rows.some((row) => row.startsWith(`| \`${name}\` |`)))).toEqual([]);
  });

  it('when the document has no markers, then generating refuses instead of appending', () => {
    expect(() => withVariablesTable('# Operations\n')).toThrow(/config-table/);
  });
});
