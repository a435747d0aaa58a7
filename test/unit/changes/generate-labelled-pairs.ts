/**
 * Writes test/fixtures/snapshot-pairs-labelled.json: labelled snapshot pairs, one story each.
 *
 *   npx tsx test/unit/changes/generate-labelled-pairs.ts
 *
 * Each story says what really happened to the person (moved, promoted, edited a title, took a
 * career break, added a board seat, the company page was renamed...) and is labelled from that
 * story alone; detection code is never consulted. Names, titles and dates are drawn from
 * pair-data.ts with a fixed seed, so the file is reproducible.
 */
import { writeFileSync } from 'node:fs';

import { HAND_WRITTEN } from './hand-written-pairs';
import type { CompactPair, CompactPosition } from './labelled-pairs';
import {
  ACQUISITIONS,
  DOMAIN_LIKE,
  EMPLOYERS,
  IN_PLACE_EDITS,
  LADDERS,
  LOOKALIKE_JOBS,
  NON_JOB,
  RENAMES,
  SAME_COMPANY_WRITTEN_DIFFERENTLY,
  SAME_LEVEL_NEW_POSITION,
  SELF_EMPLOYED,
  SIDE_ROLES,
  TRIVIAL_EDITS,
} from './pair-data';

let seed = 20261123;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const chance = (p: number): boolean => random() < p;

function idOf(name: string): string {
  let h = 7;
  for (const c of name.toLowerCase().replace(/[^a-z0-9]/g, '')) h = (h * 31 + c.charCodeAt(0)) % 9_000_000;
  return String(1_000_000 + h);
}

interface Month {
  y: number;
  m: number;
}
const month = (y: number, m: number): Month => ({ y: y + Math.floor((m - 1) / 12), m: ((((m - 1) % 12) + 12) % 12) + 1 });
const ym = (d: Month): string => `${d.y}-${String(d.m).padStart(2, '0')}`;
const addMonths = (d: Month, n: number): Month => month(d.y, d.m + n);
/** A start date as profiles write it: mostly month precision, sometimes a day. */
const written = (d: Month): string => (chance(0.15) ? `${ym(d)}-${String(int(1, 28)).padStart(2, '0')}` : ym(d));

/** A position: current when `ended` is null. `ids` adds the company's network id. */
function job(company: string, title: string | null, started: string | null, ended: string | null, ids: boolean, idName = company): CompactPosition {
  return ids ? [company, title, started, ended, idOf(idName)] : [company, title, started, ended];
}

function ladderStep(): { ladder: string[]; i: number } {
  const ladder = pick(LADDERS);
  return { ladder, i: int(0, ladder.length - 2) };
}

function otherEmployer(not: string): string {
  for (;;) {
    const e = pick(EMPLOYERS);
    if (e.toLowerCase().slice(0, 4) !== not.toLowerCase().slice(0, 4)) return e;
  }
}

/** 0-3 ended jobs before `before`, newest first. */
function history(before: Month, ids: boolean): CompactPosition[] {
  const out: CompactPosition[] = [];
  let end = addMonths(before, -int(0, 2));
  for (let n = int(0, 3); n > 0; n--) {
    const start = addMonths(end, -int(12, 40));
    const company = pick(EMPLOYERS);
    out.push(job(company, pick(pick(LADDERS).slice(0, 2)), ym(start), ym(end), ids));
    end = addMonths(start, -int(1, 4));
  }
  return out;
}

interface Person {
  company: string;
  idName: string;
  title: string;
  started: Month;
  ids: boolean;
  past: CompactPosition[];
}

function person(company = pick(EMPLOYERS), title = pick(pick(LADDERS)), ids = chance(0.6), idName = company): Person {
  const started = month(int(2015, 2023), int(1, 12));
  return { company, idName, title, started, ids, past: history(started, ids) };
}

const current = (p: Person, startedText = ym(p.started)): CompactPosition => job(p.company, p.title, startedText, null, p.ids, p.idName);
const ended = (p: Person, end: Month, startedText = ym(p.started)): CompactPosition => job(p.company, p.title, startedText, ym(end), p.ids, p.idName);
const changeMonth = (): Month => month(2026, int(1, 10));

const pairs: CompactPair[] = [];
const counters = new Map<string, number>();
function add(category: string, story: string, prev: CompactPair['prev'], next: CompactPair['next'], expected: CompactPair['expected'], extra: Partial<CompactPair> = {}): void {
  const n = (counters.get(category) ?? 0) + 1;
  counters.set(category, n);
  pairs.push({ id: `${category}-${String(n).padStart(3, '0')}`, category, story, prev, next, expected, ...extra });
}
const times = (n: number, f: () => void): void => {
  for (let i = 0; i < n; i++) f();
};

// ── moves ────────────────────────────────────────────────────────────────
times(45, () => {
  const p = person();
  const to = otherEmployer(p.company);
  const when = changeMonth();
  const title = pick(pick(LADDERS));
  const next = [job(to, title, written(when), null, p.ids), ended(p, addMonths(when, -int(0, 1))), ...p.past];
  add('plain_move', `left ${p.company} and joined ${to} as ${title}`, [current(p), ...p.past], chance(0.2) ? next.reverse() : next, 'moved');
});
times(12, () => {
  const p = person();
  const to = otherEmployer(p.company);
  add('move_old_entry_removed', `joined ${to} and deleted the ${p.company} entry`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), written(changeMonth()), null, p.ids), ...p.past], 'moved');
});
times(8, () => {
  const p = person();
  const to = otherEmployer(p.company);
  add('move_undated', `joined ${to}, no start date given`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), null, null, p.ids), ended(p, changeMonth()), ...p.past], 'moved');
});
times(15, () => {
  const p = person();
  const to = otherEmployer(p.company);
  const { ladder, i } = ladderStep();
  add('concurrent_new_job', `started as ${ladder[i + 1]} at ${to} without closing the ${p.company} entry`, [current(p), ...p.past], [job(to, ladder[i + 1] ?? null, written(changeMonth()), null, p.ids), current(p), ...p.past], 'moved');
});
times(12, () => {
  const p = person();
  const to = otherEmployer(p.company);
  const when = month(2026, int(1, 4));
  const checked = `2026-${String(int(7, 9)).padStart(2, '0')}-15T06:00:00Z`;
  add('surfaced_late', `joined ${to} in ${ym(when)}, shown only after the check of ${checked.slice(0, 10)}`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), ym(when), null, p.ids), ended(p, addMonths(when, -1)), ...p.past], 'moved', { previous_checked_at: checked, surfaced_late: true });
});
times(8, () => {
  const p = person();
  const to = otherEmployer(p.company);
  const when = month(2026, 9);
  add('surfaced_late', `joined ${to} in 2026-09, the check before was 2026-09-20`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), ym(when), null, p.ids), ended(p, month(2026, 8)), ...p.past], 'moved', { previous_checked_at: '2026-09-20T06:00:00Z', surfaced_late: false });
});
times(6, () => {
  const p = person();
  const old = job(pick(EMPLOYERS), pick(pick(LADDERS)), ym(month(2009, int(1, 12))), ym(month(2011, int(1, 12))), p.ids);
  add('backfilled_history', `added an old job from ${String(old[2])} to the profile; still at ${p.company}`, [current(p), ...p.past], [current(p), ...p.past, old], null);
});
times(6, () => {
  const p = person();
  const own = `${pick(['Reyes', 'Novak', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka'])} ${pick(['Consulting', 'Advisory', 'Ventures', 'Studio'])}`;
  add('backfilled_history', `listed the consultancy ${own} run beside ${p.company} since before`, [current(p), ...p.past], [current(p), job(own, pick(['Founder', 'Owner', 'Managing Partner']), ym(addMonths(p.started, -int(6, 40))), null, p.ids), ...p.past], null);
});

// ── same employer ───────────────────────────────────────────────────────
times(30, () => {
  const { ladder, i } = ladderStep();
  const p = person(pick(EMPLOYERS), ladder[i]);
  const when = changeMonth();
  const up = ladder[i + int(1, Math.min(2, ladder.length - 1 - i))] ?? '';
  const keepOld = chance(0.85);
  add('promotion', `promoted at ${p.company} from ${p.title} to ${up}`, [current(p), ...p.past], [job(p.company, up, written(when), null, p.ids, p.idName), ...(keepOld ? [ended(p, addMonths(when, -1))] : []), ...p.past], 'promoted');
});
times(10, () => {
  const [from, to] = pick(SAME_LEVEL_NEW_POSITION);
  const p = person(pick(EMPLOYERS), from);
  const when = changeMonth();
  add('promotion', `new position at ${p.company}: ${from} → ${to}`, [current(p), ...p.past], [job(p.company, to, written(when), null, p.ids, p.idName), ended(p, addMonths(when, -1)), ...p.past], 'promoted');
});
times(15, () => {
  const { ladder, i } = ladderStep();
  const p = person(pick(EMPLOYERS), ladder[i + 1]);
  const when = changeMonth();
  add('demotion', `moved down at ${p.company} from ${p.title} to ${ladder[i]}`, [current(p), ...p.past], [job(p.company, ladder[i] ?? null, written(when), null, p.ids, p.idName), ended(p, addMonths(when, -1)), ...p.past], 'title_changed');
});
times(25, () => {
  const [from, to] = pick(IN_PLACE_EDITS);
  const p = person(pick(EMPLOYERS), from);
  add('title_edit', `edited the title of the ${p.company} entry: ${from} → ${to}`, [current(p), ...p.past], [job(p.company, to, ym(p.started), null, p.ids, p.idName), ...p.past], 'title_changed');
});
times(15, () => {
  const [from, to] = pick(TRIVIAL_EDITS);
  const p = person(pick(EMPLOYERS), from);
  add('trivial_title_edit', `rewrote "${from}" as "${to}" at ${p.company}`, [current(p), ...p.past], [job(p.company, to, ym(p.started), null, p.ids, p.idName), ...p.past], null);
});

// ── left, not found, rejoin ─────────────────────────────────────────────
times(14, () => {
  const p = person();
  add('left', `left ${p.company}, nothing new`, [current(p), ...p.past], [ended(p, changeMonth()), ...p.past], 'left');
});
times(6, () => {
  const p = person();
  add('left', `deleted the ${p.company} entry, nothing new`, [current(p), ...p.past], p.past.length > 0 ? p.past : [], 'left');
});
times(8, () => {
  const p = person();
  const [title, company] = pick(SIDE_ROLES.filter(([t]) => /board|advis|investor|mentor|trustee|beirat|aufsichtsrat|consejer|administrat/i.test(t)));
  const seat = job(company, title, ym(addMonths(p.started, int(3, 20))), null, p.ids);
  add('side_roles_only_left', `left ${p.company}; only the ${title} seat at ${company} remains`, [current(p), seat, ...p.past], [seat, ended(p, changeMonth()), ...p.past], 'left');
});
times(9, () => {
  const p = person();
  add('not_found', `profile of the ${p.title} at ${p.company} removed`, [current(p), ...p.past], 'not_found', 'profile_not_found');
});
times(3, () => add('not_found', 'still not found', 'not_found', 'not_found', null));
times(3, () => {
  const p = person();
  add('not_found', 'found again after a gap; nothing to compare with', 'not_found', [current(p), ...p.past], null);
});
times(15, () => {
  const p = person();
  const gone = addMonths(p.started, int(12, 40));
  const to = otherEmployer(p.company);
  add('rejoin', `out of work since leaving ${p.company}, now joined ${to}`, [ended(p, gone), ...p.past], [job(to, pick(pick(LADDERS)), written(changeMonth()), null, p.ids), ended(p, gone), ...p.past], 'moved');
});
times(10, () => {
  const p = person();
  const gone = month(2025, int(1, 10));
  const [bc, bt] = pick(NON_JOB);
  const to = otherEmployer(p.company);
  const when = changeMonth();
  add('rejoin', `after "${bt ?? bc}" joined ${to}`, [job(bc, bt, ym(addMonths(gone, 1)), null, false), ended(p, gone), ...p.past], [job(to, pick(pick(LADDERS)), written(when), null, p.ids), job(bc, bt, ym(addMonths(gone, 1)), ym(addMonths(when, -1)), false), ended(p, gone), ...p.past], 'moved');
});

// ── nothing changed, side roles, date precision ─────────────────────────
times(20, () => {
  const p = person();
  const prev = [current(p), ...p.past];
  const next = [...prev].sort(() => random() - 0.5);
  if (next.every((x, i) => x === prev[i])) next.reverse();
  add('reorder', `positions listed in another order; still at ${p.company}`, prev, next, null);
});
times(62, () => {
  const p = person();
  const [title, company] = pick(SIDE_ROLES);
  add('side_roles', `still at ${p.company}; added "${title}" at ${company}`, [current(p), ...p.past], [job(company, title, written(changeMonth()), null, p.ids), current(p), ...p.past], null);
});
times(8, () => {
  const p = person();
  const [t1, c1] = pick(SIDE_ROLES);
  const [t2, c2] = pick(SIDE_ROLES);
  add('side_roles', `still at ${p.company}; added "${t1}" and "${t2}"`, [current(p), ...p.past], [job(c1, t1, written(changeMonth()), null, p.ids), job(c2, t2, written(changeMonth()), null, p.ids), current(p), ...p.past], null);
});
times(8, () => {
  const p = person();
  const to = otherEmployer(p.company);
  const [title, company] = pick(SIDE_ROLES);
  const when = changeMonth();
  add('side_roles', `joined ${to} and also became "${title}" at ${company}`, [current(p), ...p.past], [job(company, title, written(addMonths(when, 1)), null, p.ids), job(to, pick(pick(LADDERS)), ym(when), null, p.ids), ended(p, addMonths(when, -1)), ...p.past], 'moved');
});
times(24, () => {
  const p = person();
  const day = `${ym(p.started)}-${String(int(2, 28)).padStart(2, '0')}`;
  const [a, b] = chance(0.5) ? [ym(p.started), day] : [day, ym(p.started)];
  add('date_precision', `start date written ${a} then ${b}; same job at ${p.company}`, [current(p, a), ...p.past], [current(p, b), ...p.past], null);
});
times(6, () => {
  const p = person();
  add('date_precision', `start date written ${p.started.y} then ${ym(p.started)}; same job at ${p.company}`, [current(p, String(p.started.y)), ...p.past], [current(p, ym(p.started)), ...p.past], null);
});
times(6, () => {
  const [from, to] = pick(IN_PLACE_EDITS);
  const p = person(pick(EMPLOYERS), from);
  add('date_precision', `start date gained a day and the title was edited in place: ${from} → ${to}`, [current(p), ...p.past], [job(p.company, to, `${ym(p.started)}-${String(int(2, 28)).padStart(2, '0')}`, null, p.ids, p.idName), ...p.past], 'title_changed');
});

// ── company identity ────────────────────────────────────────────────────
function identityCases(category: string, companies: typeof SAME_COMPANY_WRITTEN_DIFFERENTLY, n: number): void {
  times(n, () => {
    const c = pick(companies);
    const a = pick(c.variants);
    const b = pick(c.variants.filter((v) => v !== a));
    const ids = chance(0.3);
    const kind = random();
    if (kind < 0.45) {
      const p = person(a, pick(pick(LADDERS)), ids, c.variants[0]);
      add(category, `still at ${c.variants[0]} (${c.country}); the page now reads "${b}"`, [current(p), ...p.past], [job(b, p.title, ym(p.started), null, ids, c.variants[0]), ...p.past], null);
    } else if (kind < 0.75) {
      const { ladder, i } = ladderStep();
      const p = person(a, ladder[i], ids, c.variants[0]);
      const when = changeMonth();
      add(category, `promoted at ${c.variants[0]} (${c.country}) to ${ladder[i + 1]}; new entry written "${b}"`, [current(p), ...p.past], [job(b, ladder[i + 1] ?? null, written(when), null, ids, c.variants[0]), ended(p, addMonths(when, -1)), ...p.past], 'promoted');
    } else {
      const other = pick(companies.filter((o) => o !== c));
      const to = pick(other.variants);
      const p = person(a, pick(pick(LADDERS)), ids, c.variants[0]);
      const when = changeMonth();
      add(category, `moved from ${c.variants[0]} to ${other.variants[0]} ("${a}" → "${to}")`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), written(when), null, ids, other.variants[0]), ended(p, addMonths(when, -1)), ...p.past], 'moved');
    }
  });
}
identityCases('legal_form', SAME_COMPANY_WRITTEN_DIFFERENTLY, 75);
identityCases('domain_like', DOMAIN_LIKE, 20);

times(14, () => {
  const [oldName, newName] = pick(RENAMES);
  const p = person(oldName, pick(pick(LADDERS)), true);
  const newId = String(Number(idOf(oldName)) + 17);
  add('page_merge', `the ${oldName} page became ${newName} (new id); same job`, [current(p), ...p.past], [[newName, p.title, ym(p.started), null, newId], ...p.past], null);
});
times(6, () => {
  const [oldName, newName] = pick(RENAMES);
  const p = person(oldName, pick(pick(LADDERS)), false);
  add('page_merge', `${oldName} renamed ${newName} (no ids); same job`, [current(p), ...p.past], [[newName, p.title, ym(p.started), null], ...p.past], null);
});
times(5, () => {
  const name = pick(SAME_COMPANY_WRITTEN_DIFFERENTLY).variants[0] ?? '';
  const p = person(name, pick(pick(LADDERS)), true);
  add('page_merge', `the ${name} page was merged into another page with the same name (new id); same job`, [current(p), ...p.past], [[name, p.title, ym(p.started), null, String(Number(idOf(name)) + 3)], ...p.past], null);
});
times(6, () => {
  const [oldName, newName] = pick(RENAMES);
  const { ladder, i } = ladderStep();
  const p = person(oldName, ladder[i], true);
  const newId = String(Number(idOf(oldName)) + 17);
  const when = changeMonth();
  add('page_merge', `${oldName} became ${newName} (new id) and the person was promoted to ${ladder[i + 1]}`, [current(p), ...p.past], [[newName, ladder[i + 1] ?? null, written(when), null, newId], [newName, p.title, ym(p.started), ym(addMonths(when, -1)), newId], ...p.past], 'promoted');
});
times(8, () => {
  const [oldName, newName] = pick(RENAMES);
  const { ladder, i } = ladderStep();
  const p = person(oldName, ladder[i], true);
  const newId = String(Number(idOf(oldName)) + 17);
  add('page_merge_alias_memory', `${oldName} is known to be ${newName}; promoted to ${ladder[i + 1]}, old entry deleted`, [current(p), ...p.past], [[newName, ladder[i + 1] ?? null, written(changeMonth()), null, newId], ...p.past], 'promoted', { aliases: [[`id:${idOf(oldName)}`, `id:${newId}`]] });
});
times(4, () => {
  const [oldName, newName] = pick(RENAMES.filter((r) => r.every((n) => /^[A-Za-z0-9]+$/.test(n))));
  const { ladder, i } = ladderStep();
  const p = person(oldName, ladder[i], false);
  add('page_merge_alias_memory', `${oldName} is known to be ${newName} (names only); promoted to ${ladder[i + 1]}`, [current(p), ...p.past], [[newName, ladder[i + 1] ?? null, written(changeMonth()), null], ended(p, month(2025, 12)), ...p.past], 'promoted', { aliases: [[`name:${oldName.toLowerCase()}`, `name:${newName.toLowerCase()}`]] });
});
times(4, () => {
  const [oldName, newName] = pick(RENAMES);
  const p = person(oldName, pick(pick(LADDERS)), true);
  const to = otherEmployer(newName);
  add('page_merge_alias_memory', `${oldName} is known to be ${newName}; the person really left for ${to}`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), written(changeMonth()), null, true), ended(p, month(2025, 11)), ...p.past], 'moved', { aliases: [[`id:${idOf(oldName)}`, `id:${String(Number(idOf(oldName)) + 17)}`]] });
});

// ── non-job entries ─────────────────────────────────────────────────────
times(40, () => {
  const p = person();
  const [bc, bt] = pick(NON_JOB);
  const when = changeMonth();
  const removed = chance(0.2);
  add('non_job_left', `left ${p.company}; now "${bt ?? bc}"`, [current(p), ...p.past], [job(bc, bt, written(when), null, false), ...(removed ? [] : [ended(p, addMonths(when, -1))]), ...p.past], 'left');
});
times(10, () => {
  const p = person();
  const [bc, bt] = pick(NON_JOB);
  add('non_job_left', `left ${p.company}; "${bt ?? bc}" entry without a start date`, [current(p), ...p.past], [job(bc, bt, null, null, false), ended(p, changeMonth()), ...p.past], 'left');
});
times(7, () => {
  const p = person();
  const [sc, st] = pick(SELF_EMPLOYED);
  const when = changeMonth();
  add('self_employed', `left ${p.company} to work for themself ("${sc}")`, [current(p), ...p.past], [job(sc, st, written(when), null, false), ended(p, addMonths(when, -1)), ...p.past], 'left');
});
times(12, () => {
  const p = person();
  const [bc, bt] = pick(NON_JOB);
  const brk = job(bc, bt, ym(addMonths(p.started, -int(8, 14))), ym(addMonths(p.started, -1)), false);
  const added = chance(0.5);
  add('non_job_history', `an old "${bt ?? bc}" before ${p.company} ${added ? 'was added to the profile' : 'is listed'}; still at ${p.company}`, [current(p), ...(added ? [] : [brk]), ...p.past], [current(p), brk, ...p.past], null);
});
times(10, () => {
  const p = person();
  const [bc, bt] = pick(NON_JOB.filter(([c]) => /open|looking|seeker|werkzoekend|recherche|transition|arbeitssuchend/i.test(c)));
  add('non_job_beside_job', `still at ${p.company}; added "${bt ?? bc}" beside it`, [current(p), ...p.past], [job(bc, bt, written(changeMonth()), null, false), current(p), ...p.past], null);
});
times(5, () => {
  const p = person();
  const when = changeMonth();
  const leave = pick(['Parental Leave', 'Maternity Leave', 'Elternzeit', 'Congé maternité', 'Sabbatical']);
  add('leave_at_employer', `on ${leave} from ${p.company}, still employed there`, [current(p), ...p.past], [job(p.company, leave, written(when), null, p.ids, p.idName), ended(p, addMonths(when, -1)), ...p.past], null);
});
times(4, () => {
  const p = person();
  const other = person(otherEmployer(p.company), pick(pick(LADDERS)), p.ids);
  const olderStart = addMonths(p.started, -int(6, 30));
  add('other_job_remains', `had two jobs; left ${p.company} and stays at ${other.company}`, [current(p), job(other.company, other.title, ym(olderStart), null, p.ids), ...p.past], [job(other.company, other.title, ym(olderStart), null, p.ids), ended(p, changeMonth()), ...p.past], 'moved');
});

times(24, () => {
  const p = person();
  const [title, company] = pick(LOOKALIKE_JOBS);
  const when = changeMonth();
  add('lookalike_real_job', `left ${p.company} for a real job: ${title} at ${company}`, [current(p), ...p.past], [job(company, title, written(when), null, p.ids), ended(p, addMonths(when, -1)), ...p.past], 'moved');
});
times(8, () => {
  const [title, company] = pick(LOOKALIKE_JOBS);
  const p = person(company, title);
  const to = otherEmployer(company);
  const when = changeMonth();
  add('lookalike_real_job', `was ${title} at ${company}, joined ${to}`, [current(p), ...p.past], [job(to, pick(pick(LADDERS)), written(when), null, p.ids), ended(p, addMonths(when, -1)), ...p.past], 'moved');
});
times(4, () => {
  const [from, to] = pick(ACQUISITIONS);
  const p = person(from);
  const when = changeMonth();
  add('acquired', `${from} was acquired by ${to}; now employed by ${to}`, [current(p), ...p.past], [job(to, p.title, written(when), null, p.ids), ended(p, addMonths(when, -1)), ...p.past], 'moved');
});

// ── hand-written stories ────────────────────────────────────────────────
for (const [story, prev, next, expected] of HAND_WRITTEN) add('hand_written', story, prev, next, expected);

writeFileSync(new URL('../../fixtures/snapshot-pairs-labelled.json', import.meta.url), `[\n${pairs.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`);
console.log(`${pairs.length} pairs in ${counters.size} categories`);
