/**
 * The detection loop the pairs rounds time for engine cost (issue #21, rounds 15–17): `detectChange` 30 passes over the w3
 * development pair sets up to round 9 and holdout-w3c…i (84,480 calls), printing the loop's own CPU milliseconds
 * (`process.cpuUsage`). Run it from two trees (old and new, `git archive` into /tmp) under `farm-bench --vs`, keeping each
 * run's output (`sh -c 'cd TREE && exec npx tsx bench/detection-loop-cpu.ts >>FILE'`), and pair the loop figures run by run.
 *
 *   npx tsx bench/detection-loop-cpu.ts          # the early sets (rounds 15–19's figures)
 *   npx tsx bench/detection-loop-cpu.ts recent   # w3j…w3s and the round 10–19 development files (round 19)
 */
import { detectChange } from '../src/domain/changes';
import { loadStoryPairs } from '../test/unit/changes/labelled-pairs';

const EARLY = [
  'test/fixtures/detection-w3/pairs.json',
  ...[3, 4, 5, 6, 8, 9].map((n) => `test/fixtures/detection-w3/pairs-round${n}.json`),
  ...['c', 'd', 'e', 'f', 'g', 'h', 'i'].map((x) => `bench/holdout-w3${x}/pairs.json`),
];
/** `recent` (round 19): the later read sets and development files, whose schools, arms and entries the new data reaches. */
const RECENT = [
  ...['j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's'].map((x) => `bench/holdout-w3${x}/pairs.json`),
  ...[10, 11, 12, 13, 14, 15].map((n) => `test/fixtures/detection-w3/pairs-round${n}.json`),
  ...['r16-families', 'r17-families', 'r17-families-probe', 'r18-entries', 'r19-school', 'r19-families'].map((f) => `test/fixtures/detection-w3/pairs-${f}.json`),
];
const files = process.argv[2] === 'recent' ? RECENT : EARLY;
const pairs = files.flatMap((f) => loadStoryPairs(f));
const start = process.cpuUsage();
let calls = 0;
for (let pass = 0; pass < 30; pass++) {
  for (const p of pairs) {
    detectChange(p.prev, p.next, p.ctx);
    calls++;
  }
}
const used = process.cpuUsage(start);
console.log(`calls ${calls} loop-cpu-ms ${((used.user + used.system) / 1000).toFixed(0)}`);
