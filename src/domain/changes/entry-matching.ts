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
  const sameTitle = (p: Position, n: Position): boolean => titleWords(p.title) !== '' && titleWords(p.title) === titleWords(n.title);
  pair('page_merge', (p, n) => {
    if (employer(p, n) || !sameDate(p.started_on, n.started_on)) return false;
    // Same name, another page id: the same job whatever the precision of its dates.
    if (companyKey(p.company) !== '' && companyKey(p.company) === companyKey(n.company)) return sameTitle(p, n);
    if (parseDate(p.started_on) === null || parseDate(n.started_on) === null) return false;
    const renamed = prevCompanyGone(p) && nextCompanyNew(n);
    if (sameTitle(p, n)) return sameMonth(p.started_on, n.started_on) || renamed;
    return sameMonth(p.started_on, n.started_on) && p.is_current === n.is_current && renamed;
  });

  const learned: CompanyAliasPair[] = [];
  for (const [n, m] of byNext) if (m.kind === 'page_merge') learned.push(...aliasPairsBetween(m.prev, n));
  return { byNext, matchedPrev, aliases: learned };
}
