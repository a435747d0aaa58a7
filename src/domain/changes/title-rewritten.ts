import { memoiseByString } from '../company/memoise';
import { titleReading as classifyTitle } from '../titles/classify';

/*
 * Round 32 (issue #21, w4f's "シニアコンサルタント（人材派遣管理システム導入）" → "Senior Consultant – VMS implementation" at one
 * entry): a title rewritten whole in another script — a Japanese, Korean, Chinese, Arabic or Cyrillic title put into English,
 * its role and the project or unit after it. The role is compared as every rule compares it (across scripts, translated); the
 * project or unit after it cannot be (no lexicon reads "人材派遣管理システム導入"), but a person who rewrites the whole title
 * in another script is translating it. A detail that names a rank must name the other's ("エンジニア（チームリーダー）" →
 * "Engineer – Senior Manager" is a change).
 */

/** A title cut into its role and the detail after it: a bracket at the end, or a segment after a dash, a bar, a slash or a colon. */
const DETAIL = /^(.*?\S)\s*(?:[(（]([^()（）]+)[)）]|(?:\s[–—-]\s|[|｜/:：])\s*([^()（）]+))\s*$/u;

const cut = memoiseByString((title: string): readonly [string, string] | null => {
  const m = DETAIL.exec(title.trim());
  const detail = (m?.[2] ?? m?.[3])?.trim();
  return m === null || detail === undefined || detail === '' ? null : [m[1] ?? '', detail];
});

const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Devanagari}\p{Script=Thai}]/u;

/** Written only in another script than Latin (digits and signs aside), or only in Latin letters. */
function scriptOf(text: string): 'latin' | 'other' | null {
  const latin = LATIN.test(text);
  const other = OTHER_SCRIPT.test(text);
  return latin === other ? null : latin ? 'latin' : 'other';
}

/**
 * The role and the detail of two titles, where one title is written wholly in another script and the other wholly in Latin
 * letters, and the details name no two ranks; null otherwise. The caller compares the roles.
 */
export function rewrittenWhole(a: string, b: string): readonly [string, string] | null {
  const ca = cut(a);
  if (ca === null) return null;
  const cb = cut(b);
  if (cb === null) return null;
  const sa = scriptOf(a);
  const sb = scriptOf(b);
  if (sa === null || sb === null || sa === sb) return null;
  // A detail that names a rank ("チームリーダー", "Team Lead") is compared: the rank must be the one the other detail names.
  const ra = classifyTitle(ca[1]).seniority;
  const rb = classifyTitle(cb[1]).seniority;
  if ((ra !== null && ra !== 'ic') || (rb !== null && rb !== 'ic')) return ra === rb ? [ca[0], cb[0]] : null;
  return [ca[0], cb[0]];
}
