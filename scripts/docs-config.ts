/** Writes the variables table of docs/operations.md from the configuration schema (src/config). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { withVariablesTable } from '../src/config/docs-table';

const file = fileURLToPath(new URL('../docs/operations.md', import.meta.url));
const before = readFileSync(file, 'utf8');
const after = withVariablesTable(before);
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'docs/operations.md: variables table already up to date' : 'docs/operations.md: variables table written');
