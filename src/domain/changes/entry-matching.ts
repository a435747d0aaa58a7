import { aliasPairsBetween, type CompanyAliases, type CompanyAliasPair } from '../company/aliases';
import { parseDate, sameCompany, sameDate, sameMonth, titleWords } from './positions';
import type { Position } from './types';

/**
 * How an entry of the new snapshot relates to one of the old snapshot:
 * - `same`: same employer and start date (at the precision both share), or the start date
 *   only filled in / removed on an entry with the same employer and title;
 * - `page_merge`: same start month and title (or the only entry of that month on both sides,
 *   both gone from the other side) but another company id or name — the company page was
 *   renamed or merged into another one; not a move.
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

type Pass = (p: Position, n: Position) => boolean;

/** Pairs the entries of two snapshots, strongest evidence first, each entry used once. */
export function matchEntries(prev: readonly Position[], next: readonly Position[], aliases: CompanyAliases): EntryMatching {
  const byNext = new Map<Position, EntryMatch>();
  const matchedPrev = new Set<Position>();
  const pair = (kind: EntryMatch['kind'], test: Pass): void => {
    for (const n of next) {
      if (byNext.has(n)) continue;
      const candidates = prev.filter((p) => !matchedPrev.has(p) && test(p, n));
      const p = candidates.find((c) => titleWords(c.title) === titleWords(n.title)) ?? candidates[0];
      if (p === undefined) continue;
      byNext.set(n, { prev: p, kind });
      matchedPrev.add(p);
    }
  };
  const employer: Pass = (p, n) => sameCompany(p, n, aliases);
  pair('same', (p, n) => employer(p, n) && sameDate(p.started_on, n.started_on));
  pair('same', (p, n) => employer(p, n) && (parseDate(p.started_on) === null) !== (parseDate(n.started_on) === null) && titleWords(p.title) === titleWords(n.title));

  const prevCompanyGone = (p: Position): boolean => !next.some((n) => employer(p, n));
  const nextCompanyNew = (n: Position): boolean => !prev.some((p) => employer(p, n));
  pair('page_merge', (p, n) => {
    if (employer(p, n) || !sameMonth(p.started_on, n.started_on)) return false;
    if (titleWords(p.title) === titleWords(n.title) && titleWords(n.title) !== '') return true;
    return p.is_current === n.is_current && prevCompanyGone(p) && nextCompanyNew(n);
  });

  const learned: CompanyAliasPair[] = [];
  for (const [n, m] of byNext) if (m.kind === 'page_merge') learned.push(...aliasPairsBetween(m.prev, n));
  return { byNext, matchedPrev, aliases: learned };
}
