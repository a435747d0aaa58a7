import { cleanFirstName, isHonorific } from './full-name';

/** "J", "J.", "A.J.": an initial, not a name to greet someone by. */
const INITIAL_RE = /^\p{L}\.?$|^(?:\p{L}\.)+\p{L}?$/u;

/** "JOHN" / "john" → "John", "JEAN-LUC" → "Jean-Luc"; a word with mixed case ("DeAndre", "McKenzie") is kept. */
function fixCase(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/**
 * The first name to greet someone by, or null when none is usable.
 *
 * Rule: the stored first name is cleaned again (`cleanFirstName`: emoji, bracketed pronouns,
 * nicknames in quotes, honorifics such as "Dr." go), then the first word that is not an initial is
 * taken ("J. Robert" → "Robert", "Mary Ann" → "Mary"; initials alone give null: no greeting reads
 * better than "J.,"), and a word written all in capitals or all in lower case is capitalised ("JOHN",
 * "john" → "John"). A word without any letter (digits, punctuation) is not a name.
 */
export function displayFirstName(first: string | null | undefined): string | null {
  const words = cleanFirstName(first ?? '')
    .split(' ')
    .filter((w) => /\p{L}/u.test(w) && !isHonorific(w));
  const word = words.find((w) => !INITIAL_RE.test(w)) ?? null;
  return word === null ? null : fixCase(word.replace(/[,;:.!?]+$/u, ''));
}
