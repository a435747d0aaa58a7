/**
 * Roles people commonly hold alongside their main job (board seats, advisory,
 * investing, mentoring, volunteering, teaching). Used by change detection so
 * that adding such a concurrent position is not reported as a move.
 * A title that also names an operating role ("Chairman & CEO", "Founder &
 * Board Member", "Executive Chairman") is not a side role.
 */
const SIDE_ROLE =
  /\b(?:board|advis[oe]r[sy]?|advisory|investor|angel|mentor|volunteer|ambassador|trustee|chair(?:man|woman|person)?|non[\s-]?executive|speaker|author|podcast|host|instructor|lecturer|adjunct|coach|fellow|judge|committee)\b/i;

const OPERATING_ROLE =
  /\b(?:ceo|cto|cfo|coo|cro|cmo|cpo|(?:co[\s-]?)?founder|(?<!vice[\s-])president|owner|managing director|general manager|executive chair(?:man|woman|person)?)\b/i;

export function isSideRole(title: string | null): boolean {
  return title !== null && SIDE_ROLE.test(title) && !OPERATING_ROLE.test(title);
}
