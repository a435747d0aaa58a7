/**
 * An English gloss in brackets after a title in another script or language ("مدير المبيعات الإقليمي (Regional Sales Director)",
 * "Výkonný ředitel obchodu (EVP Sales)", "Marketingvezető (Head of Marketing)") says which rank the writer means where the
 * native word covers two (Arabic "مدير" is a manager or a director, Hungarian "vezető" a lead or a head). Round 19, issue #21:
 * over every read set, where the gloss read alone gives another rank than the whole title, the labels follow the gloss in 5 of
 * 7 rows (w3e, w3i, w3q, w3r, w3s); the other two are no gloss of a rank ("Chowkidar (building watchman)", "… (DAF)": a lone
 * abbreviation) and are not read here. Round 25: one rank word alone is a gloss too ("적산·원가관리 본부장 (Director)",
 * "造价与成本管理总监（Director）", w3y: Korean, Chinese and Japanese directors carry one), in ASCII or full-width brackets.
 *
 * Only a bracket of two or more Latin words, after a title with a letter outside ASCII (an English title's brackets describe,
 * they do not translate: "Account Manager (Sales Director's team)").
 */
const GLOSS = /[(（]([A-Za-z][A-Za-z&/.-]*(?: [A-Za-z&/.-]+)+|Director|Manager|VP|SVP|EVP)[)）]/;
const NOT_ASCII = /[^ -~]/;

/** The English gloss of `title`, or null. */
export function englishGloss(title: string): string | null {
  const m = GLOSS.exec(title);
  if (m === null) return null;
  const outside = title.slice(0, m.index) + title.slice(m.index + m[0].length);
  return NOT_ASCII.test(outside) ? (m[1] ?? null) : null;
}
