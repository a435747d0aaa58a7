import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { type FaultConfig, faultPatchSchema } from './http/faults';
import { createWorld, type CreateWorldOptions } from './world/create-world';
import { DEFAULT_WORLD_SPEC, parseWorldSpec, type WorldSpec } from './world/spec';
import { CHANGE_TYPES } from './world/types';
import type { SandboxWorld } from './world/world';

/**
 * What the sandbox remembers across restarts (docs/decisions.md, "The sandbox remembers"): the
 * world is deterministic for its seed, size, first day, spec and the sequence of admin changes,
 * so the file keeps those and replays the changes on start — clock, moved people and company
 * merges come back exactly as they were. Faults are kept as their last configuration.
 */
const worldEventSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('advance'), days: z.int().min(1) }),
  z.strictObject({
    op: z.literal('person_change'),
    person_id: z.string(),
    change: z.strictObject({ type: z.enum(CHANGE_TYPES), company: z.string().optional(), title: z.string().optional() }),
  }),
  z.strictObject({ op: z.literal('company_change'), company: z.string(), name: z.string().optional() }),
]);
export type WorldEvent = z.infer<typeof worldEventSchema>;

const creationSchema = z.strictObject({
  seed: z.number(),
  people: z.number(),
  companies: z.number(),
  start_date: z.string(),
  spec: z.unknown(),
});
type Creation = z.infer<typeof creationSchema>;

const savedWorldSchema = z.strictObject({
  version: z.literal(1),
  world: creationSchema,
  events: z.array(worldEventSchema),
  faults: faultPatchSchema.optional(),
});
type SavedWorld = z.infer<typeof savedWorldSchema>;

export interface WorldJournal {
  world: SandboxWorld;
  /** The fault configuration the saved world had, to apply over the configured one. */
  faults?: Partial<FaultConfig>;
  /** Whether the world was replayed from the file (false: a new world). */
  restored: boolean;
  /** Why a file that was there was not used (another seed, size or spec; unreadable), else undefined. */
  discarded?: string;
  record(event: WorldEvent): void;
  saveFaults(config: FaultConfig): void;
}

function apply(world: SandboxWorld, event: WorldEvent): void {
  if (event.op === 'advance') world.advance(event.days);
  else if (event.op === 'person_change') world.applyChange(event.person_id, event.change);
  else world.mergeCompany(event.company, event.name === undefined ? {} : { name: event.name });
}

function read(file: string): { saved?: SavedWorld; problem?: string } {
  if (!existsSync(file)) return {};
  try {
    return { saved: savedWorldSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  } catch (err) {
    return { problem: `${file} is not a saved sandbox world (${err instanceof Error ? err.message.split('\n')[0] : String(err)})` };
  }
}

/** Why `saved` is another world than the one configured now (the first day is the saved one's by design). */
function mismatch(saved: Creation, wanted: Omit<Creation, 'start_date'>): string | undefined {
  for (const key of ['seed', 'people', 'companies'] as const) {
    if (saved[key] !== wanted[key]) return `it has ${key} ${saved[key]}, the configuration ${wanted[key]}`;
  }
  if (JSON.stringify(saved.spec) !== JSON.stringify(wanted.spec)) return 'its world spec differs from SANDBOX_WORLD_SPEC';
  return undefined;
}

/**
 * The world `options` describe, replayed from `file` when the file holds that world (its
 * first day wins over `options.startDate`: it is the day the world began), else new; every
 * change `record`ed afterwards is written to `file` (atomically) before the admin API answers.
 */
export function openWorldJournal(file: string, options: CreateWorldOptions): WorldJournal {
  const spec: WorldSpec = options.spec === undefined ? DEFAULT_WORLD_SPEC : parseWorldSpec(options.spec);
  const wanted = { seed: options.seed ?? 42, people: options.people ?? 5000, companies: options.companies ?? 400, spec };
  const { saved, problem } = read(file);
  const discarded = problem ?? (saved ? mismatch(saved.world, wanted) : undefined);
  const usable = saved && !discarded ? saved : undefined;
  const creation: Creation = usable?.world ?? { ...wanted, start_date: options.startDate ?? '2026-01-01' };
  const world = createWorld({ ...options, startDate: creation.start_date, spec });
  const state: SavedWorld = { version: 1, world: creation, events: [], ...(usable?.faults ? { faults: usable.faults } : {}) };
  for (const event of usable?.events ?? []) {
    apply(world, event);
    push(state.events, event);
  }
  const save = () => {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state) + '\n');
    renameSync(temporary, file);
  };
  save();
  return {
    world,
    ...(state.faults ? { faults: state.faults } : {}),
    restored: usable !== undefined,
    ...(discarded ? { discarded } : {}),
    record(event) {
      push(state.events, event);
      save();
    },
    saveFaults(config) {
      state.faults = config;
      save();
    },
  };
}

/** Appends `event`; two advances in a row are one (the world moves day by day either way). */
function push(events: WorldEvent[], event: WorldEvent): void {
  const last = events.at(-1);
  if (event.op === 'advance' && last?.op === 'advance') last.days += event.days;
  else events.push(structuredClone(event));
}

/** Where `npm start` keeps its sandbox's world: beside the database, in the data directory. */
export function savedWorldPath(dataDir: string): string {
  return path.join(dataDir, 'sandbox-world.json');
}
