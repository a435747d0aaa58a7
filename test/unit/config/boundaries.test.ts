import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

/** The rule ids `npm run lint` reports for `code` placed at `file`. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message).filter((id) => !id.startsWith('simple-import-sort'));
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('the layering rules in npm run lint (eslint.boundaries.js)', () => {
  it('when src/domain or machines import I/O, src/db or src/core, then lint fails', async () => {
    expect(await violations('src/domain/x/pure.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations('machines/x.ts', "import { openOrm } from '../src/db/orm';\nexport const f = openOrm;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations('src/domain/x/pure.ts', "import { request } from 'undici';\nexport const f = request;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations('src/domain/x/pure.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
  });

  it('when code opens a transaction anywhere but inTransaction (src/core/transaction.ts), then lint fails', async () => {
    const code = 'export const f = (em: { transactional(fn: () => void): void }) => em.transactional(() => {});\n';
    expect(await violations('src/gateway/x.ts', code)).toContain('no-restricted-syntax');
    expect(await violations('src/scheduler/some-loop.ts', code.replace('transactional', 'begin'))).toContain('no-restricted-syntax');
    // Inside src/core too: a transaction opened past the helper would not be run again after a deadlock.
    expect(await violations('src/core/x/use-case.ts', code)).toContain('no-restricted-syntax');
    expect(await violations('src/core/transaction.ts', code)).toEqual([]);
    const helper = "import type { Services } from '../context';\nimport { inTransaction } from '../transaction';\nexport const f = (s: Services) => inTransaction(s, async () => 1);\n";
    expect(await violations('src/core/x/use-case.ts', helper)).toEqual([]);
  });

  it('when code outside src/core imports src/db at run time, then lint fails; a type-only import passes', async () => {
    expect(await violations('src/gateway/x.ts', "import { openOrm } from '../db/orm';\nexport const f = openOrm;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations('src/gateway/x.ts', "import type { Orm } from '../db/orm';\nexport type O = Orm;\n")).toEqual([]);
    expect(await violations('src/core/x/use-case.ts', "import { openOrm } from '../../db/orm';\nexport const f = openOrm;\n")).toEqual([]);
  });

  it('when src/integrations import src/core, then lint fails', async () => {
    expect(await violations('src/integrations/x/adapter.ts', "import type { Play } from '../../core/plays/play.schema';\nexport type P = Play;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('when code outside src/config reads process.env, then lint fails', async () => {
    expect(await violations('src/gateway/x.ts', 'export const port = process.env.PORT;\n')).toContain('no-restricted-syntax');
    expect(await violations('src/config/x.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });

  it('when src runs SQL with em.execute, then lint fails; query() and migrations pass', async () => {
    const code = "export const f = (em: { execute(sql: string): void }) => em.execute('select 1');\n";
    expect(await violations('src/core/x/use-case.ts', code)).toContain('no-restricted-syntax');
    expect(await violations('src/gateway/x.ts', code)).toContain('no-restricted-syntax');
    expect(await violations('src/db/migrations/Migration1_x.ts', code)).toEqual([]);
    const bound = "import type { EntityManager } from '@mikro-orm/postgresql';\nimport { query } from '../../db/query';\nexport const f = (em: EntityManager) => query(em, 'select ?', [1]);\n";
    expect(await violations('src/core/x/use-case.ts', bound)).toEqual([]);
  });

  it('when a function in src/core or src/scheduler runs over 80 lines, then lint fails; blank lines and comments do not count', async () => {
    const body = (n: number, filler: string) => `export function f(): number {\n  let n = 0;\n${filler.repeat(n)}  return n;\n}\n`;
    expect(await violations('src/core/x/use-case.ts', body(78, '  n++;\n'))).toContain('max-lines-per-function');
    expect(await violations('src/scheduler/x.ts', body(78, '  n++;\n'))).toContain('max-lines-per-function');
    expect(await violations('src/core/x/use-case.ts', body(76, '  n++;\n\n  // step\n'))).toEqual([]);
    expect(await violations('src/gateway/x.ts', body(78, '  n++;\n'))).toEqual([]);
  });
});
