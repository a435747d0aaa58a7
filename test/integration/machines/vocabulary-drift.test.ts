import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';

import { MACHINES, runMachine, statusesOf } from '../../../machines';
import { PLAY_TYPES } from '../../../src/domain/vocabulary';
import { buildOpenApiDocument } from '../../../src/gateway/openapi';
import { routes } from '../../../src/gateway/routes';
import { createTestDatabase } from '../../support/database';
import { checkStatuses, checkValues, type Drift, driftOf, enumChecks, openApiStatuses, STORED_VOCABULARIES, unclaimedChecks } from './vocabulary';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let em: EntityManager;
const doc = buildOpenApiDocument(routes);

beforeAll(async () => {
  db = await createTestDatabase();
  em = db.orm.em.fork() as EntityManager;
});
afterAll(() => db.drop());

async function driftFor(name: string, machine: AnyStateMachine): Promise<Drift[]> {
  const states = statusesOf(machine);
  return [
    ...driftOf(name, 'check', states, await checkStatuses(em, name)),
    ...driftOf(name, 'openapi', states, openApiStatuses(doc, name)),
  ];
}

describe('one status vocabulary', () => {
  it.each(MACHINES.map((m) => [m.name, m.machine] as const))(
    'when the %s machine is compared with the migrated CHECK constraint and the OpenAPI document, then all three list the same statuses',
    async (name, machine) => {
      expect(await driftFor(name, machine)).toEqual([]);
    },
  );

  it('when a state is added to a copy of the run machine only, then the drift check names it for the database and the API', async () => {
    const config = runMachine.config;
    const widened = createMachine({ ...config, states: { ...config.states, archived: { type: 'final' } } } as never);
    expect(await driftFor('run', widened)).toEqual([
      { machine: 'run', source: 'check', missing: ['archived'], extra: [] },
      { machine: 'run', source: 'openapi', missing: ['archived'], extra: [] },
    ]);
  });

  it('when the run paused reasons are compared with the migrated CHECK constraint, then they agree', async () => {
    const rows = await em.execute<Array<{ def: string }>>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'runs'::regclass and contype = 'c'`,
    );
    const def = rows.map((r) => r.def).find((d) => d.includes('paused_reason'));
    const values = [...(def ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
    const reasons = (doc.components?.schemas?.Run as { properties: { paused_reason: { anyOf?: Array<{ enum?: string[] }> } } })
      .properties.paused_reason;
    expect(new Set(values)).toEqual(new Set(reasons.anyOf?.find((s) => s.enum)?.enum));
  });
});

describe('one product vocabulary', () => {
  it.each(STORED_VOCABULARIES.map((v) => [`${v.table}.${v.column}`, v] as const))(
    'when the words of %s are compared with its migrated CHECK constraint, then both list the same words',
    async (name, v) => {
      expect(driftOf(name, 'check', v.words, await checkValues(em, v.table, v.column))).toEqual([]);
    },
  );

  it('when every enum-like CHECK constraint of the migrated database is listed, then each is a machine\'s status or a vocabulary', async () => {
    const checks = await enumChecks(em);
    expect(checks.length).toBeGreaterThanOrEqual(STORED_VOCABULARIES.length);
    expect(unclaimedChecks(checks)).toEqual([]);
  });

  it('when a play type is added to a copy of the vocabulary only, then the drift check names it for the database', async () => {
    expect(driftOf('plays.type', 'check', [...PLAY_TYPES, 'upsell'], await checkValues(em, 'plays', 'type'))).toEqual([
      { machine: 'plays.type', source: 'check', missing: ['upsell'], extra: [] },
    ]);
  });

  it('when a CHECK constraint nobody claims is listed, then it is named', () => {
    expect(unclaimedChecks([{ table: 'future_table', column: 'kind', values: ['a'] }])).toEqual(['future_table.kind']);
  });
});
