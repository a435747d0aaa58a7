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

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // The first lint loads the plugins and lets import-x/no-cycle read the import graph of the
  // checker, core and the adapters once; paid here so each test below stays well within its timeout.
  await eslint.lintFiles(['src/checker/adapters-from-config.ts', 'src/core/adapters.ts']);
}, 180_000);

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

  it('when code outside src/core opens a transaction, then lint fails; inside src/core it passes', async () => {
    const code = 'export const f = (em: { transactional(fn: () => void): void }) => em.transactional(() => {});\n';
    expect(await violations('src/gateway/x.ts', code)).toContain('no-restricted-syntax');
    expect(await violations('src/scheduler/some-loop.ts', code.replace('transactional', 'begin'))).toContain('no-restricted-syntax');
    expect(await violations('src/core/x/use-case.ts', code)).toEqual([]);
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

  it('when an adapter imports the checker, the scheduler, gRPC or core beyond their ports, then lint fails; its port, src/domain and a sibling pass', async () => {
    const adapter = 'src/integrations/x/x-profile-source.ts';
    for (const from of ['../../checker/limits', '../../scheduler/run-engine', '../../grpc/clients/checker-client', '../../core/adapters', '../../config/env']) {
      expect(await violations(adapter, `import * as m from '${from}';\nexport const f = m;\n`), from).toContain('@typescript-eslint/no-restricted-imports');
    }
    const allowed = [
      "import type { ProfileSource } from '../../checker/ports/profile-source';\nexport type P = ProfileSource;\n",
      "import { ProviderError } from '../../checker/ports/provider-error';\nexport const E = ProviderError;\n",
      "import { CrmCallError } from '../../core/ports/crm';\nexport const E = CrmCallError;\n",
      "import { companyKey } from '../../domain/company/company-key';\nexport const f = companyKey;\n",
      "import { getJson } from '../http/http-json';\nexport const f = getJson;\n",
    ];
    for (const code of allowed) expect(await violations(adapter, code), code).toEqual([]);
  });

  it('when the checker, core or the scheduler import an adapter, then lint fails; the wiring place of each passes', async () => {
    const sandbox = "import { createSandboxSource } from '../integrations/sandbox/sandbox-profile-source';\nexport const f = createSandboxSource;\n";
    expect(await violations('src/checker/x.ts', sandbox)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await violations('src/scheduler/x.ts', sandbox)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await violations('src/core/x/use-case.ts', sandbox.replace('../integrations', '../../integrations'))).toContain('@typescript-eslint/no-restricted-imports');
    expect(await violations('src/checker/adapters-from-config.ts', sandbox)).toEqual([]);
    expect(await violations('src/core/adapters.ts', "import { slackNotifier } from '../integrations/slack/slack-notifier';\nexport const f = slackNotifier;\n")).toEqual([]);
  });

  it('when a port imports anything but its siblings, src/domain, src/shared or the gRPC wire types, then lint fails', async () => {
    const port = 'src/core/ports/x.ts';
    expect(await violations(port, "import type { Play } from '../plays/play.schema';\nexport type P = Play;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await violations('src/checker/ports/x.ts', "import type { RetryPolicy } from '../retry-policy';\nexport type P = RetryPolicy;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await violations(port, "import type { AccountInput } from '../../domain/normalise';\nexport type A = AccountInput;\n")).toEqual([]);
    expect(await violations('src/checker/ports/x.ts', "import type { Snapshot } from '../../grpc/tracker-v1';\nexport type S = Snapshot;\n")).toEqual([]);
  });

  it('when an import closes a cycle, then lint fails; a type-only import or one without a way back passes', async () => {
    // extra-positions.ts imports positions.ts at run time, so positions.ts may not import it back.
    const back = "import { endCareerBreak } from './extra-positions';\nexport const f = endCareerBreak;\n";
    expect(await violations('src/sandbox/world/positions.ts', back)).toContain('import-x/no-cycle');
    // One of the cycles removed: import-batches → contacts/upsert → upsert-contacts → (here) import-batches.
    const queue = "import { commitBatch } from '../../imports/import-batches';\nexport const f = commitBatch;\n";
    expect(await violations('src/core/contacts/upsert/upsert-contacts.ts', queue)).toContain('import-x/no-cycle');
    expect(await violations('src/sandbox/world/positions.ts', "import type { Role } from './world-state';\nexport type R = Role;\n")).toEqual([]);
    expect(await violations('src/sandbox/world/changes.ts', back)).toEqual([]);
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
