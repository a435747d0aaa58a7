import { seniorityRank } from '../titles/types';

/*
 * Round 31 (issue #21, w4e's "Medical Manager Diabète France" at Sanofi → "Country Medical Lead" at Sanofi Egypt, read as a
 * step down): a group's country affiliate is led function by function, and the person who leads a function for a country
 * ("Country Medical Lead", "Country Regulatory Lead", "Country Head of Market Access", "Responsable pays", "Jefe de país") holds the
 * function's top post in that entity — at least a manager's rank, whatever the lexicon reads in a "Lead" (an individual's
 * title in most trades: "Tech Lead", "Medical Lead"). A country lead is read no lower than a manager when the step between two
 * entries of one employer is judged; a grade the lexicon reads higher (a director, "Country Lead" alone as a vp) stays.
 */
const SCOPE = String.raw`(?:country|pays|pa[ií]s|paese|l[äa]nder|kraj|kraju|krajowy|[üu]lke|[üu]lkesi|χώρας|страны|країни)`;
const LEAD = String.raw`(?:lead|head|leader|leiter|leiterin|responsable|jefe|jefa|l[ií]der|capo|kierownik|kierowniczka|sorumlusu|lideri|υπεύθυνος|υπεύθυνη|руководитель|керівник)`;
const COUNTRY_LEAD = new RegExp(String.raw`(?<![\p{L}])${SCOPE}(?![\p{L}]).*(?<![\p{L}])${LEAD}(?![\p{L}])|(?<![\p{L}])${LEAD}(?![\p{L}]).*(?<![\p{L}])${SCOPE}(?![\p{L}])`, 'iu');

const MANAGER = seniorityRank('manager');

/** The rank to judge a step with: a country lead's at least a manager's (`rank` as the lexicon reads it, -1 when unread). */
export function withCountryLead(title: string | null, rank: number): number {
  if (rank >= MANAGER || title === null || !COUNTRY_LEAD.test(title)) return rank;
  return MANAGER;
}
