/**
 * Records the needs `rule-pretest.ts` reads from each function rule's pattern (speed31b), so a process does not read the patterns
 * at start-up: `npx tsx bench/record-rule-needs.ts --write` after a function rule is added or changed (the unit test
 * `test/unit/titles/rule-pretest.test.ts` fails until then; meanwhile an unrecorded pattern is read at start-up as before).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ruleNeedsReadings } from '../src/domain/titles/classify';

const entries = new Map(ruleNeedsReadings().map((r) => [r.key, r.needs]));
const lines = [...entries].map(([key, needs]) => `  [${JSON.stringify(key)}, ${needs === null ? 'null' : JSON.stringify(needs)}],`);
const text = `/** Written by \`bench/record-rule-needs.ts --write\`: each function rule's derived needs by its pattern's key (see rule-pretest.ts). */
export const RECORDED_NEEDS: ReadonlyMap<string, readonly string[] | null> = new Map<string, readonly string[] | null>([
${lines.join('\n')}
]);
`;
if (process.argv.includes('--write')) writeFileSync(resolve(import.meta.dirname, '../src/domain/titles/rule-needs-recorded.ts'), text);
console.log(`${entries.size} patterns recorded${process.argv.includes('--write') ? ' (written)' : ''}`);
