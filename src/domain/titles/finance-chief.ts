import { hasAreaWord } from './rank-context';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * The finance director of a named business is its top finance job (round 19, issue #21): "Finanční ředitel – pojišťovna",
 * "Talousjohtaja – logistiikkayritys", "סמנכ"ל כספים – בית חולים", "Directrice Administrative et Financière – équipementier
 * automobile" → c_level.
 *
 * Recounted by labeller over every read set (docs/decisions.md, "Detection round 19 (titles)"): the titles written with the
 * business after them are labelled c_level by w3p (Indonesian), w3q, w3r and w3s, in eleven languages, and by no read set
 * director — except English ("Director of Finance, City of Tulsa", w3m; "Head of Finance, multi-academy trust", w3b) and
 * Hungarian (w3p's "Pénzügyi igazgató – kórházi beszállító"), which are not in the list. The bare title with nothing after it
 * stays a director, as wave 2's read set and the development sets label it ("Financieel Directeur", "DAF"): it may be a
 * division's. Nor does a later part naming a country, region or division make it the company's.
 */
const FINANCE_DIRECTOR = new RegExp(
  `^(?:${words([
    'financni reditel*', 'talousjohtaja', 'סמנכל כספים', 'director financiar', 'directoare financiara', 'фінансов* директор*',
    'финансов* директор*', 'directeur administratif et financier', 'directrice administrative et financiere', 'directeur financier',
    'directrice financiere', 'daf', 'direttore amministrazione , finanza e controllo', 'direttore amministrazione finanza e controllo',
    'direttore afc', 'direttore finanziario', 'direttrice finanziaria', 'direttore amministrativo e finanziario', 'financieel directeur',
    'dyrektor finansow*', 'dyrektorka finansow*', 'finansdirektor', 'director financiero', 'directora financiera', 'diretor financeiro',
    'diretora financeira', 'direktur keuangan', 'finanzdirektor*', 'finans direktoru', 'giam doc tai chinh', 'οικονομικ* διευθυντ*',
  ])})`,
  'u',
);
const DIVISION = /\b(?:division|divisione|divisao|divize|divisie|divisjon|bu|business unit|segment|region|regio|filiale|branch|plant)\b/;

export function byFinanceChief(text: string, read: TitleClassification): TitleClassification {
  if (read.function !== 'finance' || (read.seniority !== 'director' && read.seniority !== 'vp')) return read;
  const m = FINANCE_DIRECTOR.exec(text);
  if (m === null) return read;
  const rest = text.slice(m[0].length);
  if (!rest.startsWith(' , ')) return read;
  const later = rest.slice(3);
  if (DIVISION.test(later) || hasAreaWord(later)) return read;
  return { seniority: 'c_level', function: 'finance' };
}
