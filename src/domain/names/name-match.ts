/**
 * Name and company matching (the sandbox's people search, the baseline name check): accent folding, transliterations
 * (Müller/Mueller, Øst/Ost) and nicknames (Bob/Robert). Pure.
 */
import { NICKNAME_GROUPS } from './nicknames';

const STRIP_MARKS = /[\u0300-\u036f]/g;
const SPECIAL_PLAIN: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const SPECIAL_GERMANIC: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ø: 'oe', å: 'aa', æ: 'ae', ß: 'ss' };

function letters(text: string): string {
  return text.replace(/[^a-z]/g, '');
}

/** "José" → "jose", "Müller" → "muller", "Øst" → "ost": marks stripped, special letters spelled out. */
export function plainFold(text: string): string {
  const lower = text.toLowerCase();
  const special = [...lower].map((ch) => SPECIAL_PLAIN[ch] ?? ch).join('');
  return letters(special.normalize('NFD').replace(STRIP_MARKS, ''));
}

/** The German/Nordic transliteration: "Müller" → "mueller", "Øst" → "oest", "Åsa" → "aasa". */
export function germanicFold(text: string): string {
  const lower = text.toLowerCase().normalize('NFC');
  const spelled = [...lower].map((ch) => SPECIAL_GERMANIC[ch] ?? ch).join('');
  return plainFold(spelled);
}

/** Every ASCII key a name can be written as; two spellings match when their keys intersect. */
export function nameKeys(name: string): string[] {
  const keys = new Set([plainFold(name), germanicFold(name)]);
  keys.delete('');
  return [...keys];
}

export function sameName(a: string, b: string): boolean {
  const keys = nameKeys(a);
  return nameKeys(b).some((k) => keys.includes(k));
}

/** Whether the spellings differ although the names match (accent or transliteration). */
export function isTransliteration(a: string, b: string): boolean {
  return a.trim().toLowerCase() !== b.trim().toLowerCase() && sameName(a, b);
}

const NICKNAME_INDEX: ReadonlyMap<string, ReadonlySet<number>> = (() => {
  const index = new Map<string, Set<number>>();
  NICKNAME_GROUPS.forEach((group, i) => {
    for (const name of group) {
      const key = plainFold(name);
      const set = index.get(key) ?? new Set<number>();
      set.add(i);
      index.set(key, set);
    }
  });
  return index;
})();

/** Whether two different first names are the same person's name and nickname (Bob/Robert, Liz/Elizabeth). */
export function isNickname(a: string, b: string): boolean {
  const ga = NICKNAME_INDEX.get(plainFold(a));
  const gb = NICKNAME_INDEX.get(plainFold(b));
  if (!ga || !gb || sameName(a, b)) return false;
  for (const g of ga) if (gb.has(g)) return true;
  return false;
}

/** A nickname of `name` from the table, picked by `pick` (an integer), or undefined when it has none. */
export function nicknameOf(name: string, pick: number): string | undefined {
  const groups = NICKNAME_INDEX.get(plainFold(name));
  if (!groups) return undefined;
  const options = [...groups].flatMap((g) => NICKNAME_GROUPS[g]!.filter((n) => !sameName(n, name)));
  return options.length === 0 ? undefined : options[pick % options.length];
}

export type FirstNameMatch = 'exact' | 'transliteration' | 'nickname';

export function matchFirstName(query: string, actual: string): FirstNameMatch | undefined {
  if (plainFold(query) === plainFold(actual) && !isTransliteration(query, actual)) return 'exact';
  if (sameName(query, actual)) return 'transliteration';
  if (isNickname(query, actual)) return 'nickname';
  return undefined;
}

const COMPANY_SUFFIXES = new Set(['inc', 'incorporated', 'llc', 'ltd', 'limited', 'gmbh', 'ag', 'sa', 'corp', 'corporation', 'co', 'company', 'group', 'plc', 'the']);

/** "The Acme Group, Inc." → "acme": lower case, folded, legal suffixes and punctuation dropped. */
export function companyKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFD')
    .replace(STRIP_MARKS, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !COMPANY_SUFFIXES.has(w));
  return words.join('');
}
