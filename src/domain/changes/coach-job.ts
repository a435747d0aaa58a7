import { memoiseByString } from '../company/memoise';
import { escapeRegExp } from '../normalise/text';
import { foldEntryText } from '../titles/entry-terms';
import { isCommunityOrganisation, sideRoleKind } from '../titles/side-roles';
import { activityEntry, serviceClub } from './activity-entry';
import { hasCompanyPage } from './employment-evidence';
import type { Position } from './types';

/**
 * Round 36 (issue #21, w4k's control-017: a Sky customer-service advisor leaves for the Department for Work and Pensions as
 * "Work Coach", read as `only_side_roles`): a coach's, mentor's or ambassador's word names a side role when it stands alone or
 * with a side-role qualifier ("Mentor", "Startup Mentor", "Youth Football Coach", "Life Coach"), but a trade's qualifier makes
 * it an occupation employers hire for — employment and careers coaching, peer and learning mentors, health and recovery
 * coaches, a contact centre's call and quality coaches, a retailer's brand and store ambassadors ("Work Coach", "Coach emploi",
 * "Coach de ventas", "Peer Mentor", "Brand Ambassador"). Such an entry is a job when the side-role context is missing too: the
 * entry has an employer's company page, the organisation is no club, association, foundation or service club, and the title
 * and the organisation carry no volunteer, unpaid, honorary, freelance or self-employed word (`sideRoleKind` reads those first).
 * Read only where the main job ended (a coach's entry beside a continuing job keeps today's reading).
 */
export function employedCoach(p: Position): boolean {
  if (p.title === null || !hasCompanyPage(p)) return false;
  const company = p.company ?? '';
  if ((isCommunityOrganisation(company) && !PUBLIC_TRUST.test(foldEntryText(company))) || serviceClub(company) || activityEntry(p)) return false;
  return sideRoleKind(p.title) === 'mentoring' && occupationTitle(p.title) && !SIDE_CONTEXT.test(foldEntryText(company));
}

/** The trades' qualifiers, folded; before the noun in English and the Germanic languages, after it (with or without "de") in the Romance ones. */
const QUALIFIERS: readonly string[] = [
  // employment, careers, skills
  'work', 'job', 'jobs', 'employment', 'employability', 'career', 'careers', 'apprenticeship', 'apprentice', 'graduate', 'skills', 'return to work', 'benefits',
  'karriere', 'loopbaan', 'werk', 'emploi', 'empleo', 'emprego', 'carriere', 'carrera', 'carreira', 'carriera', 'lavoro', 'insertion', 'insercion', 'insercao',
  'insertion professionnelle', 'insercion laboral', 'orientation', 'orientacion',
  // learning and study
  'learning', 'peer', 'academic', 'study', 'literacy', 'reading', 'numeracy', 'maths', 'math', 'student success', 'student', 'scolaire', 'academico', 'academica',
  // health and care
  'health', 'wellbeing', 'well being', 'recovery', 'family', 'parenting', 'clinical', 'nursing', 'practice', 'nutrition', 'lifestyle', 'weight management',
  'stop smoking', 'diabetes', 'sante', 'salud', 'saude', 'salute', 'bienestar', 'bem estar', 'gesundheit',
  // money advice
  'financial', 'money', 'debt', 'budget', 'budgeting',
  // a company's service, sales and ways of working
  'customer', 'customer experience', 'customer service', 'service', 'call', 'contact centre', 'contact center', 'store', 'retail', 'floor', 'brand', 'digital',
  'onboarding', 'performance', 'delivery', 'quality', 'sales', 'commercial', 'commerciale', 'ventas', 'vendas', 'vente', 'vendita', 'vertrieb', 'calidad',
  'qualidade', 'qualite', 'qualita', 'atencion', 'atendimento', 'sprzedazy', 'ertekesitesi', 'vanzari', 'πωλησεων', 'penjualan', 'layanan', 'agile', 'scrum',
];
const NOUNS = ['coach', 'coachin', 'mentor', 'mentora', 'mentorin', 'ambassador', 'ambassadrice', 'ambassadeur', 'embaixador', 'embaixadora', 'embajador', 'embajadora'];
const LINK = '(?: (?:de|d|en|di|da|do|des|du|in|for|of|pour|para|per|fur))?';

/** Built on first use, not at import. */
let occupation: RegExp | null = null;

const occupationTitle = memoiseByString((title: string): boolean => {
  if (occupation === null) {
    const q = [...new Set(QUALIFIERS.map((w) => foldEntryText(w)))].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
    const n = NOUNS.map(escapeRegExp).join('|');
    occupation = new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:${q}) (?:${n})|(?:${n})${LINK} (?:${q}))(?![\\p{L}\\p{N}])`, 'u');
  }
  const text = foldEntryText(title);
  return occupation.test(text) && !SIDE_CONTEXT.test(text);
});

/** A public health service's trust is an employer, not a charity's foundation ("Mersey Care NHS Foundation Trust"). */
const PUBLIC_TRUST = /(?<![\p{L}\p{N}])(?:nhs|foundation trust|health board|health and social care trust|hse)(?![\p{L}\p{N}])/u;

/** Words that give an entry the side-role context back. */
export const SIDE_CONTEXT =
  /(?<![\p{L}\p{N}])(?:volunteer\w*|unpaid|honorary|pro bono|freelance\w*|self employed|independent|own business|benevole|voluntari[oa]|voluntario|volontari[oa]|ehrenamt\w*|freiwillig\w*|vrijwillig\w*|ad honorem|non remunere|sin remuneracion|auto ?entrepreneur|autonomo|autonoma|selbststandig|zelfstandig|startups?|founders?)(?![\p{L}\p{N}])/u;
