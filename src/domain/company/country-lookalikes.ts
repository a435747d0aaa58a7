import { companyTokens } from './company-key';
import { memoiseByString } from './memoise';
import { AREA_MAX_WORDS, countryOf, ENTITY_WORDS, GROUP_ENTITY_WORDS, REGION_NAMES, splitAreas } from './regions';
import { KIND_WORDS } from './registered-entity';

/**
 * Round 23 (issue #21): two state bodies of two countries whose names say only what they are — a nation's bank, a state
 * post, national railways, a national oil company, a telecom — and whose country: "Banco de la Nación Argentina" and Peru's
 * "Banco de la Nación", "Banco Nacional de Costa Rica" and "Banco Nacional de Panamá", "Correos" and "Correos de Chile",
 * "La Poste" and "La Poste Suisse", "State Bank of India" and "State Bank of Mauritius", "Bank Negara Indonesia" and "Bank
 * Negara Malaysia", "Telecom Argentina" and "Telecom Italia". The family rules read such a name as a stem plus a country
 * ("Acme" ↔ "Acme UK"), but here the country is the only word that names the employer: two employers, unless the group
 * data knows them as one (`groups.ts` is asked first). A group's national entities keep their family: a word of the
 * group's own ("Santander", "DHL", "Express", "Sucursal Nueva York") turns the rule off, and so does one country named
 * first on both sides ("National Bank of Greece" ↔ "National Bank of Greece (Cyprus)", "Bank of China" ↔ "Bank of China
 * (Hong Kong)", "Japan Post" ↔ "Japan Post Bank").
 */
export function countryLookalikes(a: string, b: string): boolean {
  const x = bodyOf(a);
  const y = bodyOf(b);
  if (x === null || y === null) return false;
  return (x.country !== '' || y.country !== '') && x.country !== y.country;
}

/** What a state body is called (in the languages of our profiles): its kind, never whose. Folded. */
const BODY_WORDS: ReadonlySet<string> = new Set([
  // nation, state, republic, federal, central, people's
  'nation', 'national', 'nacion', 'nacional', 'nationale', 'nationales', 'nazionale', 'narodowy', 'narodowa', 'narodni', 'narodna',
  'narodny', 'nationaal', 'nasional', 'negara', 'milli', 'ulusal', 'state', 'estado', 'estatal', 'staat', 'staatliche', 'etat',
  'stato', 'federal', 'federale', 'republic', 'republica', 'republique', 'repubblica', 'cumhuriyet', 'cumhuriyeti', 'central',
  'centrale', 'centrala', 'merkez', 'reserve', 'popular', 'popolare', 'populaire', 'people', 'peoples', 'rakyat',
  // banks, savings banks, development and farm banks
  'bank', 'banco', 'banca', 'banque', 'banka', 'bankasi', 'caja', 'caixa', 'cassa', 'kasa', 'savings', 'ahorro', 'ahorros',
  'development', 'desarrollo', 'agricultural', 'agricola', 'agrario', 'agraria', 'rural', 'fiscales',
  // post, railways, oil and gas, telecoms, power, airlines, broadcasting
  'post', 'posts', 'posta', 'poste', 'postes', 'postal', 'posten', 'poczta', 'correos', 'correo', 'correios', 'correio', 'telegrafos',
  'railway', 'railways', 'rail', 'railroad', 'ferrocarril', 'ferrocarriles', 'ferrovie', 'chemins', 'chemin', 'fer', 'ferro', 'caminhos',
  'spoorwegen', 'bahn', 'koleje', 'zeleznice', 'oil', 'petroleum', 'petroleo', 'petroleos', 'petrolera', 'petroliferos', 'yacimientos',
  'hidrocarburos', 'gas', 'telecom', 'telecoms', 'telekom', 'telecommunications', 'telecomunicaciones', 'telecomunicacoes',
  'telefonos', 'telephone', 'electricity', 'electric', 'electricidad', 'electricite', 'power', 'air', 'airlines', 'airways',
  'aerolineas', 'radio', 'television', 'televizija', 'broadcasting',
  // kinds of body, group words
  'company', 'corporation', 'authority', 'administration', 'agency', 'societe', 'sociedad', 'sociedade', 'societa', 'compania',
  'companhia', 'empresa', 'group', 'groupe', 'grupo', 'gruppo', 'gruppe', 'konzern', 'holding',
  // Round 27: a government's bodies — a ministry, department, office or council of a government, and what it is for
  'ministry', 'ministries', 'ministerio', 'ministere', 'ministerium', 'bundesministerium', 'ministerie', 'ministero', 'ministerstvo',
  'ministerstwo', 'department', 'departement', 'departamento', 'dipartimento', 'office', 'bureau', 'council',
  'commission', 'board', 'service', 'services', 'directorate', 'government', 'gouvernement', 'gobierno', 'governo', 'regierung',
  'cabinet', 'treasury', 'city', 'county', 'province', 'provincial', 'municipal', 'municipality', 'borough', 'district', 'executive',
  'health', 'salud', 'sante', 'saude', 'gesundheit', 'finance', 'finances', 'financial', 'finanzas', 'financas', 'finanzen', 'education',
  'educacion', 'educacao', 'justice', 'justicia', 'justica', 'justiz', 'interior', 'home', 'internal', 'affairs', 'foreign', 'defence',
  'defense', 'transport', 'transportation', 'environment', 'environmental', 'protection', 'agriculture', 'food', 'labour', 'labor',
  'employment', 'work', 'works', 'pensions', 'social', 'welfare', 'care', 'human', 'revenue', 'revenues', 'taxation', 'tax', 'taxes',
  'customs', 'trade', 'industry', 'economy', 'economic', 'economia', 'energy', 'communications', 'culture', 'housing', 'planning',
  'infrastructure', 'public', 'security', 'safety', 'family', 'children', 'youth', 'sport', 'science', 'technology', 'innovation',
  'digital', 'veterans', 'immigration', 'statistics', 'resources', 'water', 'police', 'fire', 'enterprise', 'communities', 'local',
]);


/** Words that join a body's words ("Banco de la Nación"); a name of these alone names no body ("e&" is "e and"). */
const CONNECTIVES: ReadonlySet<string> = new Set([
  'of', 'de', 'del', 'la', 'le', 'les', 'el', 'los', 'las', 'do', 'da', 'dos', 'das', 'des', 'du', 'di', 'della', 'der', 'die', 'the',
  'and', 'y', 'e', 'et', 'und', 'for', 'on', 'al', 'ao', 'au', 'aux', 'van', 'en', 'voor', 'fur',
]);

/**
 * Round 27: the governments below a country that bear bodies of one name — "Department of Health" and "Department of Health
 * (Northern Ireland)", "State of California Department of Justice" and "U.S. Department of Justice", "Department of Finance"
 * and "Department of Finance NI" —, read only inside a state body's name, each with the government it names ("us" for the
 * federal one). Folded, of one to three words.
 */
const JURISDICTIONS: ReadonlyMap<string, string> = new Map(
  [
    ['northern ireland', 'northern ireland'], ['ni', 'northern ireland'], ['us', 'usa'], ['u s', 'usa'], ['united states', 'usa'],
    ...[
      'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'hawaii', 'idaho',
      'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
      'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york',
      'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota',
      'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming',
      'ontario', 'quebec', 'british columbia', 'alberta', 'saskatchewan', 'manitoba', 'nova scotia', 'new brunswick',
      'newfoundland and labrador', 'prince edward island', 'yukon', 'nunavut', 'northwest territories',
      'new south wales', 'victoria', 'queensland', 'western australia', 'south australia', 'tasmania', 'northern territory',
      'australian capital territory', 'bayern', 'bavaria', 'baden wurttemberg', 'berlin', 'brandenburg', 'bremen', 'hamburg', 'hessen',
      'hesse', 'niedersachsen', 'nordrhein westfalen', 'rheinland pfalz', 'saarland', 'sachsen', 'saxony', 'sachsen anhalt',
      'schleswig holstein', 'thuringen', 'mecklenburg vorpommern',
    ].map((s) => [s, s] as const),
  ],
);
const JURISDICTION_MAX_WORDS = 3;
/** The first words of the jurisdictions: a word that is none starts none. */
const JURISDICTION_HEADS: ReadonlySet<string> = new Set([...JURISDICTIONS.keys()].map((j) => j.split(' ')[0] ?? ''));

/**
 * Countries and national adjectives the area list leaves out (`regions.ts`: common words there, such as Panama, or
 * adjectives of the languages of these names), read only inside a state body's name, each with the country it names.
 */
const MORE_COUNTRIES: Readonly<Record<string, string>> = {
  panama: 'panama', jordan: 'jordan', georgia: 'georgia', guinea: 'guinea', niger: 'niger', mali: 'mali', togo: 'togo', chad: 'chad',
  mocambique: 'mozambique', belges: 'belgium', belge: 'belgium', belgas: 'belgium', tunisienne: 'tunisia', tunisien: 'tunisia',
  marocaine: 'morocco', algerienne: 'algeria', senegalaise: 'senegal', ivoirienne: 'cote divoire', camerounaise: 'cameroon',
  argentino: 'argentina', argentinos: 'argentina', argentinas: 'argentina', peruano: 'peru', peruana: 'peru', chileno: 'chile',
  chilena: 'chile', chilenos: 'chile', colombiano: 'colombia', colombiana: 'colombia', mexicanos: 'mexico', mexicano: 'mexico',
  venezolano: 'venezuela', venezolana: 'venezuela', bolivianos: 'bolivia', boliviano: 'bolivia', boliviana: 'bolivia',
  ecuatoriano: 'ecuador', ecuatoriana: 'ecuador', paraguayo: 'paraguay', uruguayo: 'uruguay', costarricense: 'costa rica',
  panameno: 'panama', panamena: 'panama', dominicana: 'dominican republic', dominicano: 'dominican republic',
  portugueses: 'portugal', espanoles: 'spain', suizos: 'switzerland',
};

interface Body {
  /** The country named first ('' for none). */
  country: string;
}

/** A name of body words and areas only, with the country it names first; null for a name with a word of its own. */
const bodyOf = memoiseByString((name: string): Body | null => {
  const tokens = companyTokens(name);
  // Most names hold no body word: nothing to split (round 27, engine cost).
  if (!tokens.some((w) => BODY_WORDS.has(w))) return null;
  const words = withoutJurisdictions(tokens).filter((w) => MORE_COUNTRIES[w] === undefined);
  const { core } = splitAreas(words);
  if (!core.some((w) => BODY_WORDS.has(w)) || !core.every((w) => BODY_WORDS.has(w) || KIND_WORDS.has(w) || CONNECTIVES.has(w))) return null;
  return { country: firstCountry(companyTokens(name)) };
});

/** The first country a name's words name, however written ("deutsche", "belges", "costa rica"); regions name none. */
function firstCountry(words: readonly string[]): string {
  for (let i = 0; i < words.length; i++) {
    const jurisdiction = jurisdictionAt(words, i);
    if (jurisdiction !== null) return jurisdiction.name;
    const more = MORE_COUNTRIES[words[i] ?? ''];
    if (more !== undefined) return more;
    for (let n = Math.min(AREA_MAX_WORDS, words.length - i); n > 0; n--) {
      const area = words.slice(i, i + n).join(' ');
      if (ENTITY_WORDS.has(area) && !REGION_NAMES.has(area) && !GROUP_ENTITY_WORDS.has(area)) return countryOf(area);
    }
  }
  return '';
}

/** The jurisdiction whose name starts at word i (the longest), and how many words it takes. */
function jurisdictionAt(words: readonly string[], i: number): { name: string; length: number } | null {
  if (!JURISDICTION_HEADS.has(words[i] ?? '')) return null;
  for (let n = Math.min(JURISDICTION_MAX_WORDS, words.length - i); n > 0; n--) {
    const name = JURISDICTIONS.get(words.slice(i, i + n).join(' '));
    if (name !== undefined) return { name, length: n };
  }
  return null;
}

/** A name's words with its jurisdictions set aside. */
function withoutJurisdictions(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < words.length; ) {
    const jurisdiction = jurisdictionAt(words, i);
    if (jurisdiction === null) kept.push(words[i] ?? '');
    i += jurisdiction?.length ?? 1;
  }
  return kept;
}
