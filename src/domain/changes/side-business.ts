import { memoiseByString } from '../company/memoise';
import { foldEntryText, wholeEntryPattern } from '../titles/entry-terms';
import { BUSINESS_HEAD_TERMS, MARKETPLACE_NAMES } from '../titles/side-business-terms';
import { hasCompanyPage, readsAsOrganisation } from './employment-evidence';
import type { Position } from './types';

/**
 * Round 40 (issue #21, pairs40m): a small business of the person's own added beside a main job that continues — a guesthouse,
 * a rental, a shop, a stall on a marketplace — is a side project, not a concurrent new job (read sets w3g, w3j, w3n). An entry
 * is one when it has no company page and no organisation's name (a legal form, a web domain, a brand's one word), and
 *
 * - its title, or the title's first part, is only the words of a small business's head or keeper (`BUSINESS_HEAD_TERMS`:
 *   대표, 공동대표, 代表, 経営者, 老板, संचालिका, gérant, uitbater …), or
 * - its name holds a marketplace's name beside the shop's own ("Toko Batik Sari (Shopee)", "소소공방 스마트스토어").
 *
 * The hours of a side business ("(शाम को)", "(weekend pe)") are read by `activity-entry.ts` with the other spare-time words.
 * Only read for an entry added beside a continuing main job (`besideJob` in `compare-snapshots.ts`): after the job ended, the
 * same entry is the person's new work (a move, as leaving to run one's own business is in every set).
 */
export function sideBusiness(p: Position): boolean {
  if (hasCompanyPage(p)) return false;
  const name = (p.company ?? '').trim();
  if (name === '' || readsAsOrganisation(name)) return false;
  return businessHeadTitle(p.title ?? '') || marketplaceShop(name);
}

let head: RegExp | null = null;

/** The title, or its part before a bracket or a separator, is only a business head's words. */
const businessHeadTitle = memoiseByString((title: string): boolean => {
  const first = title.split(/\s*[(（[]|\s[-–—|·/]\s|,\s/u)[0] ?? '';
  const text = foldEntryText(first);
  if (text === '') return false;
  head ??= wholeEntryPattern([BUSINESS_HEAD_TERMS]);
  return head.test(text);
});

let market: RegExp | null = null;

/** Latin and Cyrillic names as whole words, names in Han, Kana or Hangul anywhere (no spaces between words). */
function marketplacePattern(): RegExp {
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const names = MARKETPLACE_NAMES.map((w) => foldEntryText(w));
  const unspaced = names.filter((w) => UNSPACED.test(w)).map(escape);
  const spaced = names.filter((w) => !UNSPACED.test(w)).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])|${unspaced.join('|')}`, 'u');
}

const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** A marketplace's name in the entry's name, with more words beside it (the platform's own entry is an employer). */
const marketplaceShop = memoiseByString((name: string): boolean => {
  const text = foldEntryText(name);
  market ??= marketplacePattern();
  const found = market.exec(text);
  return found !== null && text.replace(found[0], ' ').trim() !== '';
});
