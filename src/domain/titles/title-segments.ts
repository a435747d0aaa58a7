/**
 * The employer's segment of a chief's title (issue #21, round 29): "Founder & CEO – KOBİ kredi skorlama yazılımı, Konya",
 * "Fondateur et président – éditeur de logiciel d'octroi de crédit", "Засновник і CEO – розробник ПЗ для кредитних спілок",
 * "Co-founder & CEO – credit union loan-origination startup", "Directeur général adjoint – Crédit Agricole Alpes Provence".
 * `employer-context.ts` finds an employer by a word for "company"; these have none, so the shape decides: in a title "ROLE <sep>
 * SEGMENT", a later segment that holds no role or rank word and is written as a phrase describes (or names) the employer, and lends
 * a chief no function. A segment of one word ("– Produk", "– backend", "– Satış") names a department, and one with a role or rank
 * word ("| Head of Operations", "| CTO") the person's second role: both still lend it.
 *
 * Recounted over every read set (w3 … w4c) before the rule: of the titles whose first part reads an owner or chief executive (c_level,
 * executive) and whose function came from a later part, 10 were right by that part (all a one-word department or a role word) and
 * 9 labelled executive (all a phrase of two words or more with no rank word). Under a general manager below c_level ("Deputy CEO",
 * "Managing Director", a country head) the departments are written longer ("– Public Sector Sales", "– Institutional Equity
 * Sales", three words), so only a phrase of four words or more is the employer there (2 of 7 such rows, none of the 16 right).
 */
const OWNER_PHRASE_WORDS = 2;
/**
 * Role nouns the rank rules do not vote on ("– Software Engineer", "– Sales Development Rep", "– inginer software"): a segment with
 * one names the person's second role, not the employer; so does a role's verb (round 35: "Co-founder, heads Finance").
 */
const ROLE_NOUN =
  /(?<![\p{L}])(?:heads|leads|runs|oversees|manages|heading|leading|running|overseeing|engineer|developer|designer|programmer|architect|analyst|specialist|consultant|advis[eo]r|officer|rep|representative|scientist|ingenieur|ingeniero|engenheiro|ingegnere|inginer|entwickler|desarrollador|developpeur|muhendis|ky su|μηχανικ\p{L}*|інженер|инженер|इंजीनियर)(?![\p{L}])|entwickler|ontwikkelaar|utvecklare|kehittaja|fejleszto|programm/u;
const CHIEF_PHRASE_WORDS = 4;

/** The segment of `text` (cleaned, segments joined by " , ") that holds the character at `index`. */
export function segmentAt(text: string, index: number): string {
  const start = text.lastIndexOf(' , ', index);
  const end = text.indexOf(' , ', index);
  return text.slice(start < 0 ? 0 : start + 3, end < 0 ? text.length : end).trim();
}

/**
 * True when the later segment at `index` describes a chief's employer: a phrase of at least two words under an owner or chief
 * executive (`owner`), four under another general manager, with no role or rank word (`hasRank` reads a segment's rank).
 */
export function describesEmployer(text: string, index: number, owner: boolean, hasRank: (segment: string) => boolean): boolean {
  if (text.lastIndexOf(' , ', index) < 0) return false;
  const segment = segmentAt(text, index);
  const count = segment.split(' ').length;
  return count >= (owner ? OWNER_PHRASE_WORDS : CHIEF_PHRASE_WORDS) && !ROLE_NOUN.test(segment) && !hasRank(segment);
}
