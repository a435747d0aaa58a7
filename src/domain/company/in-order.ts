/**
 * Every item of `items` occurs in `within`, in the same order, others allowed between them: the letters of
 * an abbreviation in a word ("ltr" in "leiter"), a group's words in an entity's name.
 */
export function inOrder<T>(items: Iterable<T>, within: { indexOf(item: T, from: number): number }): boolean {
  let at = 0;
  for (const item of items) {
    at = within.indexOf(item, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
