/**
 * The engine's detection work of a refresh, without the engine (round 25): the sandbox world of engine-throughput.ts
 * (seed 42, 23,000 people), each of 20,000 profiles as the checker would fetch it, read as a baseline (`applyCheck` with no
 * earlier snapshot), then 30 days later as a refresh (`applyCheck` against the first snapshot), in one process, cold. Prints
 * the CPU milliseconds of each pass (`process.cpuUsage`) and the changes found. Run from two trees under `farm-bench --vs`
 * (`sh -c 'cd TREE && exec npx tsx bench/detection-refresh-cpu.ts >>FILE'`) when the engine bench cannot be run quietly.
 */
import type { Snapshot } from '../src/domain/changes';
import { applyCheck } from '../src/domain/changes/apply-check';
import { toProviderPerson } from '../src/sandbox/http/serialize';
import { createWorld } from '../src/sandbox/world';

const world = createWorld({ seed: 42, people: 23_000 });
const ids = world.personIds().slice(0, 20_000);

function snapshot(id: string): Snapshot | null {
  const person = world.getPerson(id);
  if (person === undefined || person.deleted) return null;
  const p = toProviderPerson(person, world.today);
  return { found: true, first_name: p.first_name, last_name: p.last_name, headline: p.headline, positions: p.positions };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

const before = ids.map(snapshot);
world.advance(30);
const after = ids.map(snapshot);

const baselineStart = process.cpuUsage();
for (const s of before) applyCheck({ status: 'same_role', lastFound: null, lastWasNotFound: false, crmCompany: null }, s);
const baselineMs = cpuMs(baselineStart);

const refreshStart = process.cpuUsage();
let changes = 0;
before.forEach((lastFound, i) => {
  if (applyCheck({ status: 'same_role', lastFound, lastWasNotFound: false, crmCompany: null }, after[i] ?? null).change !== null) changes++;
});
console.log(`profiles ${ids.length} changes ${changes} baseline-cpu-ms ${baselineMs.toFixed(0)} refresh-cpu-ms ${cpuMs(refreshStart).toFixed(0)}`);
