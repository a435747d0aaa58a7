/**
 * Blind sets: never tune the rules to them — when one is used to fix rules, write a new one.
 *
 * Reports how the title classifier and the change detector do on data their authors never saw:
 * bench/holdout/ (wave 2, no longer blind), bench/holdout-w3/ (wave 3, issue #21; no longer blind
 * since its one run), bench/holdout-w3b/ (its successor, labelled 2026-11-26), bench/holdout-w3c/
 * (the third, labelled 2026-11-27 after w3b's run was used to fix rules), bench/holdout-w3d/ (the
 * fourth, labelled 2026-11-27 after w3c's run was used), bench/holdout-w3e/ (the fifth, labelled
 * 2026-11-27 after w3d's run was used), bench/holdout-w3f/ (the sixth, labelled 2026-11-27 after
 * w3e's run was used), bench/holdout-w3g/ (the seventh, labelled 2026-11-27 after w3f's run was
 * used), bench/holdout-w3h/ (the eighth, labelled 2026-11-27 after w3g's run was used),
 * bench/holdout-w3i/ (the ninth, labelled 2026-11-27 after w3h's run was used), bench/holdout-w3j/
 * (the tenth, labelled 2026-11-27 after w3i's run was used), bench/holdout-w3k/ (the eleventh,
 * labelled 2026-11-27 after w3j's run was used), bench/holdout-w3l/ (the twelfth, labelled 2026-11-27
 * after w3k's run was used), bench/holdout-w3m/ (the thirteenth, labelled 2026-11-27 after w3l's run
 * was used), bench/holdout-w3n/ (the fourteenth, labelled 2026-11-27 beside w3m) and bench/holdout-w3o/
 * (the fifteenth, labelled 2026-11-27 after w3m's run was used), bench/holdout-w3p/ (the sixteenth,
 * labelled 2026-11-27 beside w3o's second run), bench/holdout-w3q/ (the seventeenth, labelled
 * 2026-11-27 after w3p's run was used), bench/holdout-w3r/ (the eighteenth, labelled 2026-11-27
 * after w3q's runs were used), bench/holdout-w3s/ (the nineteenth, labelled 2026-11-27 after w3r's
 * runs were used), bench/holdout-w3t/ (the twentieth, labelled 2026-11-28 after w3s's runs were
 * used), bench/holdout-w3u/ (the twenty-first, labelled 2026-11-28 beside w3t), bench/holdout-w3v/
 * (the twenty-second, labelled 2026-11-28 after w3t's runs were used), bench/holdout-w3w/ (the
 * twenty-third, labelled 2026-11-28 after w3v's runs were used), bench/holdout-w3x/ (the twenty-fourth,
 * labelled 2026-11-28 beside w3w), bench/holdout-w3y/ (the twenty-fifth, labelled 2026-11-28 after w3w's
 * runs were used), bench/holdout-w3z/ (the twenty-sixth, labelled 2026-11-28 after w3y's runs were used),
 * bench/holdout-w4a/ (the twenty-seventh, labelled 2026-11-28 beside w3z's second run), bench/holdout-w4b/
 * (the twenty-eighth, labelled 2026-11-28 after w4a's runs were used), bench/holdout-w4c/ (the twenty-ninth,
 * labelled 2026-11-28 beside w4b's first run), bench/holdout-w4d/ (the thirtieth, labelled 2026-11-28 after w4c's
 * runs were used), bench/holdout-w4e/ (the thirty-first, labelled 2026-11-28 beside w4d), bench/holdout-w4f/ (the
 * thirty-second, labelled 2026-11-28 after w4d and w4e's second runs), bench/holdout-w4g/ (the thirty-third, labelled
 * 2026-11-28 after round 30 merged), bench/holdout-w4h/ (the thirty-fourth, labelled 2026-11-28 beside round 31, a
 * horizontal vendor's contacts across many industries), bench/holdout-w4i/ (the thirty-fifth, labelled 2026-11-28 after
 * round 31 merged, another horizontal vendor's), bench/holdout-w4j/ (the thirty-sixth, labelled 2026-11-28 beside
 * round 32, a horizontal HR, payroll and workforce vendor's) and bench/holdout-w4k/ (the thirty-seventh,
 * labelled 2026-11-28 beside round 33, a horizontal customer-service and contact-centre vendor's): titles
 * (title, lang, expected seniority and function, category) and pairs (a story, two snapshots and
 * the change type the story implies). For each set it prints seniority / function accuracy per
 * language, per category and overall, change-type accuracy and moved precision per category and
 * overall, every miss, and the confidence curve (precision per confidence band). Exit code 0: it
 * only reports; the figures go to bench/RESULTS.md.
 *
 *   npx tsx bench/holdout-accuracy.ts             # every set
 *   npx tsx bench/holdout-accuracy.ts holdout-w3b # one set
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadStoryPairs } from '../test/unit/changes/labelled-pairs';
import { pct, reportPairs, reportTitles, THRESHOLDS, type TitleRow } from './support/accuracy-report';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const SETS = ['holdout', 'holdout-w3', 'holdout-w3b', 'holdout-w3c', 'holdout-w3d', 'holdout-w3e', 'holdout-w3f', 'holdout-w3g', 'holdout-w3h', 'holdout-w3i', 'holdout-w3j', 'holdout-w3k', 'holdout-w3l', 'holdout-w3m', 'holdout-w3n', 'holdout-w3o', 'holdout-w3p', 'holdout-w3q', 'holdout-w3r', 'holdout-w3s', 'holdout-w3t', 'holdout-w3u', 'holdout-w3v', 'holdout-w3w', 'holdout-w3x', 'holdout-w3y', 'holdout-w3z', 'holdout-w4a', 'holdout-w4b', 'holdout-w4c', 'holdout-w4d', 'holdout-w4e', 'holdout-w4f', 'holdout-w4g', 'holdout-w4h', 'holdout-w4i', 'holdout-w4j', 'holdout-w4k', 'holdout-w4l', 'holdout-w4m', 'holdout-w4n', 'holdout-w4o', 'holdout-w4p', 'holdout-w4q'].filter((s) => wanted.length === 0 || wanted.includes(s));

for (const set of SETS) {
  if (!existsSync(join(here, set, 'pairs.json'))) continue;
  console.log(`\n════ bench/${set} ════`);
  const titles = JSON.parse(readFileSync(join(here, set, 'titles.json'), 'utf8')) as TitleRow[];
  const t = reportTitles(`${set} titles`, titles);
  const p = reportPairs(`${set} pairs`, loadStoryPairs(`bench/${set}/pairs.json`));
  const seniority = t.seniority.get('all')!;
  const fn = t.function.get('all')!;
  console.log(
    `\n${set} against the thresholds: seniority ${pct(seniority)} (≥ ${THRESHOLDS.seniority * 100} %), function ${pct(fn)} (≥ ${THRESHOLDS.function * 100} %), ` +
      `change type ${pct(p.changeType)} (≥ ${THRESHOLDS.changeType * 100} %), moved precision ${pct(p.movedPrecision)} (${p.movedPrecision.hits}/${p.movedPrecision.n}; ≥ ${THRESHOLDS.movedPrecision * 100} %)`,
  );
}
