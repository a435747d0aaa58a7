import { bandOutcomes, type ScoredChange } from '../../test/unit/changes/rule-tally';

/** Wilson score interval (95 %) of a proportion. */
export function wilson(right: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = right / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

/** Prints the calibration curve of the changes: per confidence band, count and precision (Wilson 95 %). */
export function printCurve(name: string, changes: readonly ScoredChange[]): void {
  console.log(`\n${name}: precision per confidence band (changes detected; Wilson 95 % interval)`);
  console.log(`  ${'band'.padEnd(14)}${'changes'.padStart(8)}${'right'.padStart(7)}${'precision'.padStart(11)}   interval`);
  for (const { band, labelled, right } of bandOutcomes(changes)) {
    if (labelled === 0) continue;
    const [lo, hi] = wilson(right, labelled);
    const label = `${band[0].toFixed(2)}–${band[1] > 1 ? '1.00' : band[1].toFixed(2)}`;
    console.log(`  ${label.padEnd(14)}${String(labelled).padStart(8)}${String(right).padStart(7)}${pct(right / labelled).padStart(11)}   ${pct(lo)} – ${pct(hi)}`);
  }
  const high = changes.filter((c) => c.confidence >= 0.9);
  const ok = high.filter((c) => c.right).length;
  console.log(`  at ≥ 0.90: ${ok}/${high.length} right (${high.length === 0 ? 'n/a' : pct(ok / high.length)})`);
}
