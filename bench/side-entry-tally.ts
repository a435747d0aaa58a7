/**
 * Round 28 (issue #21): how the labellers read a main job that ends while another entry stays — measured before any
 * rule. Over every development set and every read holdout (never the round's blind sets, `BLIND`), the pairs whose earlier snapshot
 * held two or more current jobs, whose later snapshot ends (or removes) at least one of them and adds no current
 * entry, and where an entry current in both stays. Each row: the label, whether the ended entry is the one the
 * earlier headline names, which entry started first, how long before the end the remaining one started, page ids.
 * Apart: the main job ends and one NEW current entry appears, backdated a year or more before the end (shape B).
 *
 *   npx tsx bench/side-entry-tally.ts
 */
import { existsSync, readdirSync } from 'node:fs';

import { detectChange, type Position, type Snapshot } from '../src/domain/changes';
import { currentJobs, parseDate, samePositionEntry } from '../src/domain/changes/positions';
import { headlineKeepsJob } from '../src/domain/changes/presented-job';
import { isSideRole } from '../src/domain/titles/side-roles';
import { type LabelledPair, loadDevelopmentSets, loadStoryPairs } from '../test/unit/changes/labelled-pairs';

/** The blind sets of the round (being written; never opened). */
const BLIND: ReadonlySet<string> = new Set(['holdout-w4e']);

function holdouts(): Array<{ set: string; pairs: LabelledPair[] }> {
  return readdirSync('bench')
    .filter((d) => d.startsWith('holdout') && !BLIND.has(d) && existsSync(`bench/${d}/pairs.json`))
    .map((d) => ({ set: d, pairs: loadStoryPairs(`bench/${d}/pairs.json`) }));
}

function months(from: string | null, to: string | null): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  if (a === null || b === null) return null;
  return (Number(b.y) - Number(a.y)) * 12 + ((b.m ?? 1) - (a.m ?? 1));
}

function inNext(next: Snapshot, p: Position): Position | undefined {
  return next.positions.find((q) => samePositionEntry(p, q) || (q.company === p.company && q.title === p.title));
}

const buckets = new Map<string, number>();
function bucket(key: string): void {
  buckets.set(key, (buckets.get(key) ?? 0) + 1);
}

function shapeA(pair: LabelledPair): string | null {
  const before = currentJobs(pair.prev);
  if (before.length < 2) return null;
  const ended = before.filter((p) => inNext(pair.next, p)?.is_current !== true);
  const stays = before.filter((p) => inNext(pair.next, p)?.is_current === true);
  const added = pair.next.positions.filter((q) => q.is_current && !pair.prev.positions.some((p) => inNext(pair.next, p) === q));
  if (ended.length === 0 || stays.length === 0 || added.length > 0) return null;
  const main = ended[0]!;
  const end = inNext(pair.next, main)?.ended_on ?? null;
  const rest = stays.map((p) => `${p.title} @ ${p.company} [${p.company_social_id === null ? 'no id' : 'id'}; started ${p.started_on}; ${months(p.started_on, end) ?? '?'} mo before end]`).join(' + ');
  const presents = headlineKeepsJob(pair.prev, main, stays[0]!) && !headlineKeepsJob(pair.prev, stays[0]!, main);
  const headline = (pair.prev.headline ?? '') === '' ? 'no headline' : presents ? 'headline presents ended' : 'headline presents other or neither';
  const gap = months(stays[0]!.started_on, end);
  bucket(`A ${headline}, remaining ${gap === null ? 'undated' : gap <= 6 ? '≤ 6 mo' : '> 6 mo'} before end: ${pair.expected ?? 'null'}`);
  // Round 29: the later headline still presents the ended job (stale), and the ended job's title reads as a side role.
  const stale = (pair.next.headline ?? '') !== '' && headlineKeepsJob(pair.next, main, stays[0]!) && !headlineKeepsJob(pair.next, stays[0]!, main);
  if (stale) bucket(`A later headline still presents the ended job: ${pair.expected ?? 'null'}`);
  if (presents && isSideRole(main.title)) bucket(`A headline presents ended, its title reads as a side role: ${pair.expected ?? 'null'}`);
  const firstStarted = (parseDate(main.started_on)?.y ?? '9999') <= (parseDate(stays[0]!.started_on)?.y ?? '9999') ? 'ended started first' : 'remaining started first';
  return `${headline}; ${firstStarted}; ended: ${main.title} @ ${main.company}; stays: ${rest}`;
}

function shapeB(pair: LabelledPair): string | null {
  const before = currentJobs(pair.prev);
  if (before.length !== 1) return null;
  const main = before[0]!;
  const was = inNext(pair.next, main);
  if (was === undefined || was.is_current) return null;
  const added = pair.next.positions.filter((q) => q.is_current && !pair.prev.positions.some((p) => inNext(pair.next, p) === q));
  if (added.length !== 1) return null;
  const a = added[0]!;
  const gap = months(a.started_on, was.ended_on);
  if (gap === null || gap < 3) return null;
  bucket(`B new entry ${gap < 12 ? '< 12' : '≥ 12'} mo before end, ${a.company_social_id === null ? 'no page id' : 'page id'}: ${pair.expected ?? 'null'}`);
  return `new entry ${gap} mo before end: ${a.title} @ ${a.company} [${a.company_social_id === null ? 'no id' : 'id'}]`;
}

const tally = new Map<string, number>();
for (const { set, pairs } of [...loadDevelopmentSets(), ...holdouts()]) {
  for (const pair of pairs) {
    for (const [shape, read] of [['A', shapeA(pair)], ['B', shapeB(pair)]] as const) {
      if (read === null) continue;
      const got = detectChange(pair.prev, pair.next, pair.ctx);
      const key = `${shape} ${pair.expected ?? 'null'}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      console.log(`${shape} ${set} ${pair.id} expected ${pair.expected ?? 'null'}, got ${got?.type ?? 'null'} (${got?.evidence.rule ?? 'no rule'}): ${read}`);
    }
  }
}
console.log([...buckets].sort().map(([k, n]) => `${k}: ${n}`).join('\n'));
console.log([...tally].sort().map(([k, n]) => `${k}: ${n}`).join('\n'));
