import { aliasPairsBetween, type CompanyAliases, type CompanyAliasPair } from '../company/aliases';
import { companyKey } from '../company/company-key';
import { parseDate, sameCompany, sameDate, sameMonth, titleWords } from './positions';
import type { Position } from './types';

/**
 * How an entry of the new snapshot relates to one of the old snapshot:
 * - `same`: same employer and start date (at the precision both share), or the start date
 *   only filled in / removed on an entry with the same employer and title;
 * - `page_merge`: another company id or name but the same job — the company page was renamed
 *   or merged into another one; not a move. Same start date and title, and either the same
 *   company name (another id), the same start month, or the old company gone from the new
 *   snapshot and the new one absent from the old; or, with another title, the same start
 *   month, the same current state and both companies gone / new.
 */
export interface EntryMatch {
  prev: Position;
  kind: 'same' | 'page_merge';
}

export interface EntryMatching {
  /** The old entry each new entry continues, if any. */
  byNext: Map<Position, EntryMatch>;
  /** Old entries continued by a new one. */
  matchedPrev: Set<Position>;
  /** Identity pairs learned from page merges. */
  aliases: CompanyAliasPair[];
}

/** One call's entries and what is matched so far. */
interface Matching {
  prev: readonly Position[];
  next: readonly Position[];
  aliases: CompanyAliases;
  byNext: Map<Position, EntryMatch>;
  matchedPrev: Set<Position>;
}

type Pass = (m: Matching, p: Position, n: Position) => boolean;

/**
 * Pairs the entries of two snapshots, strongest evidence first, each entry used once. The passes are functions of the
 * module, not closures made at each call (round 26: the engine calls this for every profile, and a closure per pass and
 * per call was a measurable share of the detection loop).
 */
export function matchEntries(prev: readonly Position[], next: readonly Position[], aliases: CompanyAliases): EntryMatching {
  const m: Matching = { prev, next, aliases, byNext: new Map(), matchedPrev: new Set() };
  pair(m, 'same', sameStart);
  pair(m, 'same', startFilledIn);
  pair(m, 'page_merge', pageMerge);
  const learned: CompanyAliasPair[] = [];
  for (const [n, match] of m.byNext) if (match.kind === 'page_merge') learned.push(...aliasPairsBetween(match.prev, n));
  return { byNext: m.byNext, matchedPrev: m.matchedPrev, aliases: learned };
}

/** Each unmatched new entry to the first unmatched old one the pass accepts, one of the same title first. */
function pair(m: Matching, kind: EntryMatch['kind'], test: Pass): void {
  for (const n of m.next) {
    if (m.byNext.has(n)) continue;
    let first: Position | undefined;
    let titled: Position | undefined;
    for (const p of m.prev) {
      if (m.matchedPrev.has(p) || !test(m, p, n)) continue;
      first ??= p;
      if (titled === undefined && titleWords(p.title) === titleWords(n.title)) titled = p;
    }
    const p = titled ?? first;
    if (p === undefined) continue;
    m.byNext.set(n, { prev: p, kind });
    m.matchedPrev.add(p);
  }
}

function employer(m: Matching, p: Position, n: Position): boolean {
  return sameCompany(p, n, m.aliases);
}

function sameStart(m: Matching, p: Position, n: Position): boolean {
  return employer(m, p, n) && sameDate(p.started_on, n.started_on);
}

/** The start date only filled in or removed, on an entry of the same employer and title. */
function startFilledIn(m: Matching, p: Position, n: Position): boolean {
  return employer(m, p, n) && (parseDate(p.started_on) === null) !== (parseDate(n.started_on) === null) && titleWords(p.title) === titleWords(n.title);
}

function sameTitle(p: Position, n: Position): boolean {
  return titleWords(p.title) !== '' && titleWords(p.title) === titleWords(n.title);
}

/** The old entry's company is in no new entry, and the new entry's in no old one: a page renamed or merged. */
function renamed(m: Matching, p: Position, n: Position): boolean {
  for (const x of m.next) if (employer(m, p, x)) return false;
  for (const x of m.prev) if (employer(m, x, n)) return false;
  return true;
}

function pageMerge(m: Matching, p: Position, n: Position): boolean {
  if (employer(m, p, n) || !sameDate(p.started_on, n.started_on)) return false;
  // Same name, another page id: the same job whatever the precision of its dates.
  if (companyKey(p.company) !== '' && companyKey(p.company) === companyKey(n.company)) return sameTitle(p, n);
  if (parseDate(p.started_on) === null || parseDate(n.started_on) === null) return false;
  if (sameTitle(p, n)) return sameMonth(p.started_on, n.started_on) || renamed(m, p, n);
  return sameMonth(p.started_on, n.started_on) && p.is_current === n.is_current && renamed(m, p, n);
}
