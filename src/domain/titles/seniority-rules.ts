import type { Seniority } from './types';

/**
 * Seniority rule table, matched against the output of `cleanTitle` (lowercase,
 * accent-free, separators rendered as " , "). Every rule that matches votes;
 * the HIGHEST seniority wins ("Founder & CEO", "CTO and Co-founder",
 * "EVP & CFO"), together with the lexicon terms (`lexicon/`, other languages
 * and compounds). A non-empty title with no match is 'ic'.
 *
 * Decisions (see docs/decisions.md):
 * - Founder / Co-founder / Owner / President / Partner / Chair / Board member /
 *   "Chief … Officer" → c_level (Geschäftsführer, PDG, Directeur général and
 *   other languages' equivalents are lexicon terms).
 * - "Partner" / "Owner" only count when they are the head of a segment
 *   ("Managing Partner", "Partner & Head of Sales", "Owner/Operator"), never as
 *   a modifier ("HR Business Partner", "Partner Manager", "Product Owner").
 *   "Limited Partner" is an investor's side role: ic.
 * - VP / SVP / EVP / GVP / RVP / Vice President, Managing Director (MD),
 *   General Manager (GM), Country Manager, Deputy General Counsel → vp
 *   (General Counsel → c_level, Associate/Assistant General Counsel → director: round 25).
 * - AVP / Associate or Assistant VP → director (below VP, above manager).
 * - Director (any kind, incl. Associate/Assistant/Deputy/Executive Director),
 *   Head / Head of, Chief of Staff and other non-officer "Chief X"
 *   (Architect, Scientist) → director.
 * - Manager / Mgr / Supervisor / Team Lead / "<Function> Lead" at the end of a
 *   segment / Controller → manager.
 * - Conventionally-IC "X Manager" roles stay ic: Account, Key/Strategic
 *   Account, Customer/Client Success, Product (except Group PM), Project,
 *   Program, Relationship, Partner/Alliance, Community, Social Media,
 *   Territory, Business Development Manager.
 * - Senior / Lead X / Principal / Staff / Tech Lead / Founding X → ic.
 */
export interface SeniorityRule {
  seniority: Seniority;
  pattern: RegExp;
}

/** Segment start, or right after "&" / "and" inside a segment. */
const HEAD = String.raw`(?:^|,|&|\band\b)\s*`;
/** Segment end, or right before "&" / "and". */
const TAIL = String.raw`(?=\s*(?:$|,|&|\band\b))`;

const IC_MANAGER_ROLES = [
  'account',
  'acct',
  'accounts',
  'success',
  'product',
  'project',
  'program',
  'programme',
  'relationship',
  'partner',
  'alliance',
  'alliances',
  'community',
  'media',
  'territory',
  'case',
  'business development',
  'bd',
].join('|');

const LEAD_FUNCTIONS = [
  'sales',
  'marketing',
  'growth',
  'engineering',
  'people',
  'hr',
  'recruiting',
  'recruitment',
  'talent',
  // round 23 (w3w): "Talent Acquisition Lead", as "Recruiting Lead"
  'talent acquisition',
  'finance',
  'operations',
  'ops',
  'revops',
  'partnerships',
  'support',
  'success',
  'enablement',
  'analytics',
  // round 21 (w3u): payroll, HR systems and a shared-services site have leads too
  'payroll',
  'hris',
  'site',
  'content',
  'brand',
  'community',
  'security',
  'qa',
  'product',
].join('|');

const r = (source: string): RegExp => new RegExp(source);

export const SENIORITY_RULES: readonly SeniorityRule[] = [
  // ── c_level ────────────────────────────────────────────────────────────
  { seniority: 'c_level', pattern: /\bchief\s+(?:[a-z&]+\s+){1,5}officer\b/ },
  { seniority: 'c_level', pattern: /\bchief executive\b/ },
  // The chief officer built as the English one is, in Chinese, Japanese and Korean (round 38): 首席…官 ("首席风险官", "首席合规官"),
  // 最高…責任者 ("最高リスク責任者"), 최고…책임자 ("최고리스크책임자"); not 首席 before another noun ("首席顾问", a principal adviser).
  { seniority: 'c_level', pattern: /首席[\u4e00-\u9fff]{1,6}官|最高[\u4e00-\u9fff\u30a0-\u30ff]{1,10}責任者|최고 ?[\uac00-\ud7af]{1,8} ?책임자/ },
  {
    seniority: 'c_level',
    // Not the Vietnamese word "cao" (high) before what it qualifies: "cao su" (rubber), "cao cấp", "cao học", "cao đẳng"; nor
    // after "cấp" ("cấp cao", high-level: "Chuyên viên … cấp cao" is a senior specialist, round 31) or "quảng" ("quảng cáo",
    // advertising: "Nhân viên kinh doanh quảng cáo" sells advertising, round 32) or "báo" ("báo cáo", a report: "Chuyên viên báo
    // cáo tài chính" is a financial reporting specialist, round 38); nor before "tầng" or "ốc" ("nhà cao tầng", "cao ốc": a high-rise,
    // round 39: "Kỹ sư thiết kế kết cấu nhà cao tầng" read c_level).
    pattern: /(?<!\bcap\s)(?<!\bquang\s)(?<!\bbao\s)\bc(?:e|t|f|o|m|r|p|i|d|s|c|a|x|g|b|l|hr|is|pt|tp|da)o\b(?!\s+(?:su|cap|hoc|dang|tang|oc)\b)/,
  },
  { seniority: 'c_level', pattern: /\b(?:co\s?)?founder\b/ },
  {
    seniority: 'c_level',
    pattern: /\b(?:co)?fundador(?:a)?\b|\bfondat(?:eur|rice)\b|\b(?:mit)?grunder(?:in)?\b/,
  },
  { seniority: 'c_level', pattern: /(?<!\bvice\s)\bpresident(?:e|a)?\b/ },
  { seniority: 'c_level', pattern: r(`${HEAD}(?:(?:co|business|sole)\\s+)?owner\\b`) },
  { seniority: 'c_level', pattern: /\bco\s?owner\b|\bproprietor\b|\binhaber(?:in)?\b/ },
  {
    seniority: 'c_level',
    pattern: r(
      `${HEAD}(?:(?:managing|senior|founding|general|equity|venture|operating|executive|name)\\s+)?partner\\b${TAIL}`,
    ),
  },
  // The administrator of a Romanian SRL heads the company: only "Administrator" as a whole segment
  { seniority: 'c_level', pattern: r(`(?:^|,)\\s*administrator(?:\\s+(?:unic|asociat))?${TAIL}`) },
  // A partner of a practice: "Tax Partner", "Audit Partner", "Litigation Partner" (not "HR Business Partner")
  {
    seniority: 'c_level',
    pattern: r(`${HEAD}(?:tax|audit|assurance|advisory|deals?|consulting|legal|law|litigation|corporate|restructuring|transaction services|forensic|equity|salaried)\\s+partner${TAIL}`),
  },
  // A general counsel sits on the executive team (round 25: w3c, w3r, w3x; none against): deputy → vp, associate/assistant → director
  { seniority: 'c_level', pattern: /(?<!\b(?:associate|assistant|deputy)\s)\bgeneral counsel\b/ },
  // "GF" (Geschäftsführer), "AD" (Amministratore Delegato) only as a whole segment ("AD & Fondatore")
  { seniority: 'c_level', pattern: r(`${HEAD}(?:gf|ad)${TAIL}`) },
  {
    seniority: 'c_level',
    pattern:
      /\bboard (?:member|director)\b|\bmember of the board\b|\bchair(?:man|woman|person)?\b|\bnon executive director\b|\bvorstand|\bentrepreneur\b/,
  },

  // ── vp ─────────────────────────────────────────────────────────────────
  { seniority: 'vp', pattern: /(?<!\b(?:assistant|associate)\s)\bvice\s?president(?:e|a)?\b/ },
  { seniority: 'vp', pattern: /\bglobal head\b/ },
  { seniority: 'vp', pattern: /(?<!\b(?:assistant|associate)\s)\bvp\b|\b[segr]vp\b|\bvizeprasident/ },
  {
    seniority: 'vp',
    pattern:
      /\bmanaging director\b|\bmd\b|\bgeneral manager\b|\bgm\b|\bgerente general\b|\bcountry manager\b|\bdeputy general counsel\b/,
  },

  // ── director ───────────────────────────────────────────────────────────
  {
    seniority: 'director',
    pattern:
      /\bdirector(?:a)?\b|\bdir\b|\bdirect(?:eur|rice)\b|\bdirett(?:ore|rice)\b|\bdiretor(?:a)?\b|\bdirektor(?:in)?\b/,
  },
  { seniority: 'director', pattern: /\bhead\b/ },
  { seniority: 'director', pattern: /\bavp\b|\b(?:assistant|associate) (?:vice president|vp)\b/ },
  { seniority: 'director', pattern: /\bchief\b|\b(?:associate|assistant) general counsel\b/ },
  { seniority: 'director', pattern: /(?<!team|gruppen|projekt|schicht)leiter(?:in)?\b|\bleitung\b/ },

  // ── manager ────────────────────────────────────────────────────────────
  { seniority: 'manager', pattern: r(`(?<!\\b(?:${IC_MANAGER_ROLES})\\s)\\b(?:manager|mgr|mngr)\\b`) },
  { seniority: 'manager', pattern: /\bgroup product manager\b/ },
  // A gestor/gestora of a product, of clients or accounts, or of the cases they handle (customer service, claims, files,
  // applications) is the English product or account manager, a handler (round 37: the read sets' 7 such rows are ic, the 4
  // gestores of a warehouse, IT infrastructure or marketing managers; collections stay a manager's, as round 33 labelled them).
  {
    seniority: 'manager',
    pattern:
      /\bgestor(?:a)?\b(?! (?:telefonic[oa] |comercial\b|de (?:produc?to|cuentas|contas|clientes|atencion|atendimento|incidencias|siniestros|sinistros|expedientes|candidaturas|cartera|carteira)\b))|\b(?:supervisor(?:a)?|superintendent|fore(?:man|woman))\b/,
  },
  { seniority: 'manager', pattern: /\b(?:comp|con)troller\b/ },
  {
    seniority: 'manager',
    pattern: /\b(?:team|squad|group|pod|shift|section)\s?lead(?:er)?\b|\b(?:team|gruppen|schicht)leiter(?:in)?\b/,
  },
  { seniority: 'manager', pattern: r(`\\b(?:${LEAD_FUNCTIONS})\\s+lead(?:er)?\\b${TAIL}`) },
  // The senior of a shift (Ukrainian, Russian "Старший зміни", "Старшая смены"): the shift's head; the grade word alone is skipped
  // by the lexicon's matcher (round 40).
  { seniority: 'manager', pattern: /(?:^|\s)старш(?:ии|а|ая) (?:зміни|смены)(?=\s|$)/ },
];
