import type { JobFunction } from './types';

/**
 * Job-function rule table, matched against the output of `cleanTitle`; the
 * lexicon terms (`lexicon/`) join the same resolution with their own tiers.
 *
 * Resolution: the best (lowest) tier that has any match wins; inside a tier
 * the EARLIEST match in the title wins ("VP, Sales & Marketing" → sales,
 * "Marketing & Sales Director" → marketing), then the longest match, then
 * table order. No match → 'other'.
 *
 * Tiers:
 *  1  role nouns / compounds that override a preceding domain modifier
 *     ("Sales Operations" → revops, "Sales Engineer" → sales,
 *      "Technical Recruiter" → people, "Revenue Accountant" → finance,
 *      "Product Marketing" → marketing, "Executive Assistant" → operations)
 *  2  generic functional keywords (sales, marketing, engineer, finance …)
 *  3  weak keywords that only decide when nothing stronger is present
 *     ("Operations", COO, Project/Program Manager, "Technical", "Tech")
 *  4  general management → executive (CEO, Founder, President, Owner,
 *     Partner, MD, GM, Country Manager, Chief of Staff, Board, Chair)
 *
 * Decisions (see docs/decisions.md):
 * - RevOps = Revenue/Sales/Marketing/CS/GTM/Commercial Operations, Sales
 *   Strategy & Ops, Enablement, Deal Desk, CRM/Salesforce admin, Sales
 *   Analyst, Sales Compensation.
 * - Account Manager / Key Account Manager / Account Director / BDM / Partner &
 *   Channel roles → sales; Technical Account Manager, Customer Success,
 *   Support, Implementation, Onboarding, Professional Services →
 *   customer_success.
 * - Sales/Solutions Engineer, Solutions Consultant, Pre-sales → sales;
 *   Solutions Architect → engineering.
 * - Data Scientist/Engineer/Analyst, IT, Security, QA, Scrum Master →
 *   engineering. UX/UI, Product Designer, Product Owner, PM → product.
 * - Payroll, Controller, Accountant, FP&A → finance. Recruiting, Talent, HR,
 *   L&D, Compensation & Benefits → people.
 * - Executive/Administrative/Personal Assistant, Office Manager, Project and
 *   Program Manager, Business Analyst → operations.
 * - Abbreviations: CRO/CSO/CCO → sales, CPO → product, CDO → engineering.
 * - Legal, Strategy, Consulting, and titles with no functional keyword
 *   ("Director", "Vice President") → other.
 * - A specific function beats founder/CEO: "CTO & Co-founder" → engineering,
 *   "Founder, Head of Growth" → marketing; "Founder & CEO" → executive.
 */
export interface FunctionRule {
  fn: JobFunction;
  tier: 1 | 2 | 3 | 4;
  pattern: RegExp;
  /** Folded substrings one of which every match holds: a title with none of them is not scanned (round 22, for cost). */
  needs?: readonly string[];
  /** A pattern every match's text also matches, cheaper than `pattern` (round 30, for cost: `literalPretest`). */
  pretest?: RegExp;
  /** The function of a match when one pattern holds several classes (named groups; round 23, for cost): else `fn`. */
  fnOf?: (match: RegExpExecArray) => JobFunction;
  /**
   * The pattern's first match (its function, place and length) found without running the pattern (speed31b, for cost: a
   * classes rule's pattern of hundreds of terms costs V8 milliseconds to compile; `class-terms-finder.ts`).
   */
  find?: (text: string) => { fn: JobFunction; index: number; length: number } | null;
  /** The rule's slot in the classifier's shared gate (round 32, `term-gate.ts`): a classes rule's terms' literals; `find` is gated by it. */
  gate?: number;
}

/** "and" as titles write it in the languages of the lexicon (Latin script, folded). */
const AND = String.raw`&|\b(?:and|und|et|y|e|si|ve|dan|es|og|och|en)\b`;
const HEAD = String.raw`(?:^|,|${AND})\s*`;
const TAIL = String.raw`(?=\s*(?:$|,|${AND}))`;

/**
 * "IT" only in a role context (before a role word, after a head word, at the end
 * of a segment, or beside Japanese, Chinese or Korean text: "IT 부장"), so the pronoun "it" inside
 * a tagline is ignored.
 */
const IT =
  /\bit\b(?:(?=\s+(?:manager|director|support|specialist|administrator|admin|analyst|engineer|technician|consultant|lead|apprentice|intern|trainee|graduate|operations|security|infrastructure|project|service|services|systems|helpdesk|help desk|coordinator|officer|architect|team|business partner|auditor|head|department|governance|chef|sjef|konsult|konsulent|ansvarig|ansvarlig|projektleder|prosjektleder|projektledare|radgiver|rådgiver|projektleiter|projektleiterin|projektmanager|projektmanagerin|projectleider|projectmanager|tekniker|teknikker|supporter|medewerker|mitarbeiter|directeur|direktor|direktør|leiter|leder|manager|afdeling|johtaja|paallikko|asiantuntija|igazgato|vezeto|menedzser|reditel\w*|manazer\w*|oddeleni|direktor\w*|mudur\w*|muduru|uzmani|manajer|vibhag|pramukh|prabandhak|директор\w*|керівни\w*|менеджер\w*|фахівець|спеціаліст\w*|відділ\w*))|(?<=\b(?:head of|director of|vp of|vp|svp|evp|manager|director|manager of|chief|leiter|leiterin|leitung|jefe de|gerente de|director de|responsable|responsabile|direttore|direttrice|dyrektor|dyrektorka|kierownik|hoofd|directeur|directrice|directora|działu|dzialu|ds|rekruter|reclutadora|reclutador|recruiter|recruiterin|chef de|chef|manager)\sit)|(?=\s*(?:$|,))|(?=\s?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))/;

const r = (source: string): RegExp => new RegExp(source);

export const FUNCTION_RULES: readonly FunctionRule[] = [
  // ── tier 1: specific compounds ─────────────────────────────────────────
  { fn: 'revops', tier: 1, pattern: /\brev\s?ops\b|\brevenue (?:operations|ops|strategy|enablement|systems)\b/ },
  {
    fn: 'revops',
    tier: 1,
    pattern:
      /\b(?:sales|marketing|gtm|go to market|commercial|cs|customer success|partner|channel|deal)(?:\s+(?:&|and)\s+(?:sales|marketing|cs|customer success))?(?:\s+(?:strategy|planning|analytics))?(?:\s+(?:&|and))?\s+(?:operations|ops)\b/,
  },
  { fn: 'revops', tier: 1, pattern: /\bsales\s?ops\b|\bmops\b|\benablement\b|\bdeal desk\b/ },
  {
    fn: 'revops',
    tier: 1,
    pattern:
      /\b(?:salesforce|sfdc|hubspot|crm) (?:admin|administrator|manager|analyst|specialist|architect|consultant|operations)\b/,
  },
  {
    fn: 'revops',
    tier: 1,
    pattern:
      /\bsales (?:analyst|analytics|strategy|planning|systems|compensation|comp)\b|\b(?:incentive|variable) comp(?:ensation)?\b|\bcommissions?\b/,
  },
  {
    fn: 'people',
    tier: 1,
    pattern:
      /\brecruit(?:er|ers|ing|ment)\b|\btalent acquisition\b|\bsourcer\b|\bhrbp\b|\bhr business partner\b|\bhuman (?:resources|capital)\b|\btraining (?:&|and) development\b|\blearning (?:&|and) development\b|\bl\s*&\s*d\b|\borgani[sz]ational development\b/,
  },
  {
    fn: 'finance',
    tier: 1,
    pattern:
      /\baccountant\b|\baccounting\b|\brevenue cycle\b|\b(?:comp|con)troller\b|\bfp\s*&\s*a\b|\bbookkeep(?:er|ing)\b|\bpayroll\b|\bpurchase ledger\b|\baccounts (?:payable|receivable)\b|\bcomptable\b|\bcontador(?:a)?\b|\bcontable\b|\bbuchhalt\w*/,
  },
  {
    fn: 'product',
    tier: 1,
    pattern:
      /\bproduct (?:manager|management|mgmt|mgr|owner|lead|design|designer|analyst|operations|ops)\b|\b[ag]?pm\b|\bux\b|\bui\b|\buser (?:experience|research|researcher)\b|\bprodukt(?!ion|marknad|marketing)\w*/,
  },
  { fn: 'marketing', tier: 1, pattern: /\b(?:product|partner|channel) marketing\b|\bgraphic (?:design\w*|artist)\b|\bsmm\b/ },
  // Private-markets investing is finance, whatever growth or sales word it carries.
  { fn: 'finance', tier: 1, pattern: /\b(?:growth|private|public) equity\b|\bventure capital\b|\bcredit (?:analyst|risk|underwrit\w*)\b|\b(?:commercial|corporate|consumer|mortgage|business|agri\w*|real estate|infrastructure) lending\b/ },
  // Informatics in a hospital is its IT (round 18, w3r: "Director of Clinical Informatics"), before the lab-science rule's "clinical".
  { fn: 'engineering', tier: 1, pattern: /\b(?:clinical|health|nursing|medical|bio|health care|healthcare) informatics\b/ },
  // Lab science is research (other), not data science: "Principal Scientist, Drug Discovery". Not the product line
  // a sales role names after it ("Regional Sales Manager, Biologics" sells).
  {
    fn: 'other',
    tier: 1,
    pattern:
      /(?:\bdrug discovery\b|\bclinical\b|\bbiolog\w*|\bchemist\w*|\bpharmacolog\w*|\btoxicolog\w*|\bimmunolog\w*|\boncolog\w*|\bformulation\b|\bmedicinal\b)(?<!\bsales (?:manager|representative|rep|specialist|director|executive|consultant)\b.*)/,
  },
  // A chief of staff runs the operations of a leader's office, whatever the leader's function.
  { fn: 'operations', tier: 1, pattern: /\bchief of staff\b|\boffice of the (?:ceo|president|chair\w*|founders?|coo)\b/ },
  { fn: 'engineering', tier: 1, pattern: /\btechnical program manager\b|\btpm\b|\bproduct engineer(?:ing)?\b/ },
  {
    fn: 'sales',
    tier: 1,
    pattern:
      /\bsales engineer(?:ing)?\b|\bingenier[oa] de ventas\b|\bsolutions? (?:engineer(?:ing)?|consult(?:ant|ing))\b|\bpre\s?sales\b|\baccount executive\b|\bacct exec(?:utive)?\b|\b(?:key|strategic|enterprise|named|global|major) accounts?\b/,
  },
  {
    fn: 'operations',
    tier: 1,
    pattern: /\b(?:executive|administrative|personal|office) assistant\b|\breceptionist\b|\boffice (?:manager|administrator|coordinator)\b/,
  },

  // ── tier 2: generic functional keywords ────────────────────────────────
  // Nursing is clinical work (other, as every read set labels nurses and their heads): a nursing chief's "– Health System" lends no IT.
  { fn: 'other', tier: 2, pattern: /\bnurs(?:e|es|ing)\b/ },
  {
    fn: 'sales',
    tier: 2,
    pattern:
      /\bsales\b|\bselling\b|\bseller\b|\bae\b|\b[sbai]dr\b|\bisr\b|\bbdm\b|\bkam\b|\bbusiness development\b|\bbiz\s?dev\b|\bbd\b|\baccount (?:manager|management|director|lead|exec)\b|\bacct (?:manager|mgr)\b|\bcomm?erciale?\b|\brevenue\b|\bcro\b|\bcso\b|\bcco\b|\bterritory\b|\bpartnerships?\b|\bpartner (?:manager|account manager|development|sales)\b|\bchannel\b|\balliances?\b|\bventas\b|\bvendas\b|\bvended(?:or|ora)\b|\bvertrieb|\bverkauf|\bejecutiv[oa] (?:de )?(?:cuentas|ventas)\b|\brelationship manager\b|\bnew business\b|\bgtm\b|\bgo to market\b|\brenewals?\b|\bchief commercial officer\b/,
  },
  {
    fn: 'marketing',
    tier: 2,
    pattern:
      /\bmarketing\b|\bmarket(?:er|eer)\b|\bcmo\b|\bbrand(?:ing)?\b|\bcontent\b|\bgrowth\b|\bdemand gen(?:eration)?\b|\bcommunications?\b|\bcomms\b|\bpublic relations\b|\bpr\b|\bseo\b|\bsem\b|\bsocial media\b|\bcopywrit\w*|\bevents?\b|\babm\b|\bcreative\b|\bart director\b|\bgraphic design\w*|\bcommunity\b(?<!\b(?:apartment|senior living|retirement) community)(?! (?:college|hospital|health|bank|school|clinic|centre|center|church|pharmacy)\b)|\bmercad(?:eo|otecnia)\b|\badvertising\b|\bmarket research\b|\blifecycle\b/,
  },
  {
    fn: 'customer_success',
    tier: 2,
    pattern:
      /\bcsm\b|\bcs\b|\b(?:customer|client) (?:success|experience|service|services|support|care|operations)\b|\bcx\b|\bsupport\b|\btechnical account manag(?:er|ement)\b|\btam\b|\bimplementation\b|\bonboarding\b|\bprofessional services\b|\bchief customer officer\b|\b(?:service|relation|support|experience) client\b|\batencion al cliente\b|\bapoio ao cliente\b|\bkundenservice\b/,
  },
  { fn: 'product', tier: 2, pattern: /\bproducts?\b|\bcpo\b/ },
  {
    fn: 'engineering',
    tier: 2,
    pattern:
      /\bengineer(?:s|ing)?\b|\bdeveloper\b|\bsoftware\b|\bswe\b|\bsre\b|\bsite reliability\b|\bdev\s?ops\b|\bdevsecops\b|\bqa\b|\bquality assurance\b|\bsdet\b|\btest (?:engineer|automation|analyst)\b|\bprogrammer\b|\barchitect\b|\binfrastructure\b|\bsecurity\b|\bcyber\s?security\b|\bcyber\b|\binformation (?:technology|security)\b|\bchief information officer\b|\bdata\b|\banalytics\b|\bbi\b|\bmachine learning\b|\bml\b|\bai\b|\bcto\b|\bcio\b|\bciso\b|\bcdo\b|\bnetwork\b|\bsys\s?admin\b|\bsystems? (?:administrator|engineer|analyst)\b|\bdatabase\b|\bdba\b|\bhelp\s?desk\b|\bfirmware\b|\bhardware\b|\bembedded\b|\bfront\s?end\b|\bback\s?end\b|\bfull\s?stack\b|\bios\b|\bandroid\b|\bmobile\b|\br\s*&\s*d\b|\bscientist\b|\bscrum master\b|\bingenieur\w*|\bingenier[oa]\b|entwickler\w*|\bdesarrollador(?:a)?\b|\bdesenvolvedor(?:a)?\b|\blogiciel\b|\binformati(?:que|ca)\b|\bdev\b/,
  },
  { fn: 'engineering', tier: 2, pattern: IT },
  {
    fn: 'finance',
    tier: 2,
    pattern:
      /\bfinanc\w*|\bcfo\b|\btreasur\w*|\btax\b|\baudit\w*|\bbilling\b|\binvestor relations\b|\bcredit\b|\bfinanz\w*|\bcollections\b|\bactuar\w*/,
  },
  {
    fn: 'people',
    tier: 2,
    pattern:
      /\bhr\b|\brh\b|\bpeople\b|\btalent\b|\bchro\b|\btotal rewards\b|\bcompensation\b|\bbenefits\b|\bculture\b|\bemployee (?:experience|relations|engagement)\b|\bworkforce\b|\brecursos humanos\b|\brrhh\b|\bressources humaines\b|\bdrh\b|\bpersonal(?:leit\w*|referent\w*|wesen|abteilung)\b/,
  },
  {
    fn: 'operations',
    tier: 2,
    pattern:
      /\bchief operating officer\b|\bsupply chain\b|\bscm\b|\blogisti\w*|\bprocurement\b|\bpurchasing\b|\bpurchases?\b|\bbuyer\b|\bsourcing\b|\bfacilities\b|\bwarehouse\b|\bfulfil\w*|\binventory\b|\bmanufacturing\b|\bplant\b|\bproduction\b|\bfleet\b|\bdispatch\w*|\bshipping\b|\beinkauf\b/,
  },

  // ── tier 3: weak keywords ──────────────────────────────────────────────
  // The administrator of a Romanian SRL (a whole segment) heads the company, before "administrat…" below.
  // Round 34: so does the administrator "of a" company ("Fondator și administrator al unei agenții de recrutare").
  { fn: 'executive', tier: 3, pattern: r(`${HEAD}administrator(?:\\s+(?:unic|asociat))?(?:${TAIL.slice(0, -1)}|\\s+(?:al|a)\\s+(?:unei|unui\\b|\\s)))`) },
  {
    fn: 'operations',
    tier: 3,
    pattern:
      /\boperations?\b|\bops\b|\bcoo\b|\bopera(?:ciones|coes)\b|\bproject (?:manager|management|coordinator|lead)\b|\bprogram(?:me)? (?:manager|management|coordinator)\b|\bpmo\b|\bbusiness analyst\b|\badministrat\w*|(?<!\b(?:research|teaching|lab|graduate)\s)\bassistant\b(?!\s+(?:manager|director|vice|vp|professor|controller|general counsel))/,
  },
  { fn: 'engineering', tier: 3, pattern: /\btech\b|\btechnical\b|\btechnology\b|\bplatform\b|\bcloud\b|\bsystems?\b/ },

  // ── tier 4: general management ─────────────────────────────────────────
  {
    fn: 'executive',
    tier: 4,
    pattern:
      /\bceo\b|\bcxo\b|\bchief executive\b|\b(?:co\s?)?founder\b|\b(?:co)?fundador(?:a)?\b|\bfondat(?:eur|rice)\b|\b(?:mit)?grunder(?:in)?\b|(?<!\bvice\s)\bpresident(?:e|a)?\b|\bmanaging director\b|\bmd\b|\bgeneral manager\b|\bgm\b|\bgerente general\b|\bcountry manager\b|\bexecutive director\b|\bnon executive director\b|\bboard (?:member|director|of directors)\b|\bmember of the board\b|\bchair(?:man|woman|person)?\b|\bentrepreneur\b|\binhaber(?:in)?\b|\bvorstand\w*|\bproprietor\b|\bco\s?owner\b/,
  },
  { fn: 'executive', tier: 4, pattern: r(`${HEAD}(?:(?:co|business|sole)\\s+)?owner\\b`) },
  { fn: 'executive', tier: 4, pattern: r(`${HEAD}(?:gf|ad)${TAIL}`) },
  { fn: 'finance', tier: 2, pattern: r(`${HEAD}(?:tax|audit|assurance|deals?|transaction services|restructuring|forensic)\\s+partner${TAIL}`) },
  {
    fn: 'executive',
    tier: 4,
    pattern: r(
      `${HEAD}(?:(?:managing|senior|founding|general|equity|venture|operating|executive|name)\\s+)?partner\\b${TAIL}`,
    ),
  },
];
