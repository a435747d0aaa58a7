/**
 * Prints where a whole test run's wall went, from vitest's JSON report:
 *   npx vitest run --reporter=default --reporter=json --outputFile=.cache/vitest-report.json
 *   npm run test:timeline -- .cache/vitest-report.json [workers, default 2]
 * (test/support/test-timeline.ts; docs/decisions.md, "Test suite speed").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describeTimeline, type ReportedFile, timelineOf } from '../test/support/test-timeline';

const [file = '.cache/vitest-report.json', workersArg = '2'] = process.argv.slice(2);
const workers = Number(workersArg);
if (!Number.isInteger(workers) || workers < 1) throw new Error(`workers must be a whole number ≥ 1, not ${workersArg}`);
const report = JSON.parse(readFileSync(file, 'utf8')) as { testResults: ReportedFile[] };
const timeline = timelineOf(report.testResults, workers, path.resolve('.'));
console.log(describeTimeline(timeline, workers).join('\n'));
