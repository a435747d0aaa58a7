import { foldText } from './fold';

/**
 * A fast pre-test for a list of class terms (round 32, for cost; the technique of `industry-terms.ts`'s `mayHoldIndustryTerm`,
 * as a helper): the class patterns match a spaced term only where a word starts (the text's start, white space, a comma or
 * "&"), so only those places are looked at, each against the terms' texts up to their wildcard that begin with its first three
 * characters; the Japanese, Chinese and Korean terms, matched anywhere, are one literal pattern read only when the title holds
 * such a script. A literal alternation of a thousand terms tried at every place cost about 1.2 µs a title; this, a few hundred ns.
 */
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** A character after which a spaced term may begin: white space, a comma or "&" (`WORD_START` of role-classes.ts). */
function startsAfter(code: number): boolean {
  if (code === 32 || code === 44 || code === 38 || (code >= 9 && code <= 13)) return true;
  return code > 127 && (code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff);
}

/** The first three characters at `i` as one number (48 bits are exact). */
function keyAt(text: string, i: number): number {
  return (text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1)) * 65536 + text.charCodeAt(i + 2);
}

/** True when some term of `terms` may occur in a folded title, as the classes rules built from them read it. */
export function wordStartIndex(terms: readonly string[]): (text: string) => boolean {
  const byStart = new Map<number, string[]>();
  const cjk = new Set<string>();
  for (const term of terms) {
    const literal = foldText(term).split('*')[0] ?? '';
    if (CJK.test(literal)) {
      cjk.add(literal);
      continue;
    }
    // Every literal holds three characters at least: a shorter one would give no key and never be looked for.
    if (literal.length < 3) throw new Error(`term "${term}" is shorter than the pre-test reads`);
    const key = keyAt(literal, 0);
    const list = byStart.get(key) ?? [];
    if (!list.includes(literal)) list.push(literal);
    byStart.set(key, list);
  }
  const cjkPattern = cjk.size === 0 ? null : new RegExp([...cjk].join('|'), 'u');
  return (text: string): boolean => {
    if (cjkPattern !== null && CJK.test(text) && cjkPattern.test(text)) return true;
    for (let i = 0; i < text.length - 2; i++) {
      if (i > 0 && !startsAfter(text.charCodeAt(i - 1))) continue;
      const list = byStart.get(keyAt(text, i));
      if (list === undefined) continue;
      for (const literal of list) if (text.startsWith(literal, i)) return true;
    }
    return false;
  };
}
