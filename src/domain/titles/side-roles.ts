import { stripAccents } from '../normalise/text';

/**
 * Roles people commonly hold alongside their main job, by kind:
 * - `board`: board member / director / observer, supervisory board, trustee, chair;
 * - `advisory`: advisor, advisory board, counsellor to a company (not a customer-facing
 *   "Financial Advisor", "Conseiller clientèle", "Asesor comercial", which are jobs);
 * - `investing`: investor, angel, limited / venture partner, venture scout;
 * - `mentoring`: mentor, coach, ambassador, fellow, judge, speaker, author, host;
 * - `volunteering`: volunteer, honorary roles;
 * - `teaching`: lecturer, adjunct / visiting professor, instructor;
 * - `part_time`: part-time, fractional, freelance work beside a job.
 * Used by change detection so that adding such a concurrent position is not reported as a
 * move. A title that also names an operating role ("Chairman & CEO", "Founder & Board
 * Member", "Executive Chairman", "Consejero Delegado") is not a side role.
 */
export type SideRoleKind = 'board' | 'advisory' | 'investing' | 'mentoring' | 'volunteering' | 'teaching' | 'part_time';

/** Customer-facing or specialist advisor jobs ("Financial Advisor", "Conseiller clientèle"). */
const ADVISOR_JOB =
  /\b(?:financial|wealth|investment|sales|customer|client|clientele|commercial|commerciale|comercial|financiero|financeira|financier|financiere|tax|benefits?|insurance|mortgage|retirement|pension|credit|loan|banking|private banking|patrimoine|patrimonial|technical|technique|tecnico|legal|juridique|juridico|academic|career|student|admissions|enrollment|travel|beauty|fashion|style|retail|store|service|services|support|product|solutions?|it|security|energy|health|care|nutrition|immobilier|inmobiliario|imobiliario|real estate|property|hr|rh|people|learning|education|pedagogique|en (?:gestion|assurance|placement|vente)s?|de (?:vente|ventas|venda|seguros|clientes|negocios)|em vendas)\s+(?:advis[oe]rs?|adviseur|conseill(?:er|ere)|asesor(?:a)?|consultor(?:a)?|consulente)\b|\b(?:advis[oe]r|conseill(?:er|ere)|asesor(?:a)?|adviseur) (?:financ|commercial|comercial|clientele|de clientes|de vendas|de ventas|en (?:gestion|assurance|placement|vente|patrimoine)|immobilier|inmobiliari|bancaire|patrimoni|fiscal|tecnic|technique|juridique|pedagog|d orientation|de client|client|sales|customer|wealth|ventes?)/u;

/** Part-time work beside a job, whatever the role ("Fractional CMO", "Part-time CFO"). */
const PART_TIME =
  /\b(?:part[ -]?time|fractional|freelance|freelancer|freelancing|moonlighting|nebenberuflich|teilzeit|temps partiel|tiempo parcial|meio periodo|deeltijd|side (?:project|hustle|gig))\b/u;

const KIND_PATTERNS: ReadonlyArray<readonly [SideRoleKind, RegExp]> = [
  [
    'board',
    /\bboard\b|\bnon[ -]?executive\b|\bned\b|\btrustee\b|\bgovernor\b|\bchair(?:man|woman|person)?\b|\bsupervisory\b|\baufsichtsrat\w*|\bverwaltungsrat\w*|\bbeirat\w*|\bbeiratsmitglied\b|\bmitglied des (?:aufsichts|bei|verwaltungs)rat(?:e)?s\b|\badministrat(?:eur|rice)(?: independant(?:e)?| de societes)?$|\bmembre du conseil\b|\bconseil d administration\b|\bconsejer[oa]\b|\bmiembro del consejo\b|\bconselheir[oa]\b|\bmembro do conselho\b|\bconsigliere\b|\bmembro del (?:cda|consiglio)\b|\bcommissaris\b|\braad van (?:commissarissen|toezicht|bestuur|advies)\b|\bstyrelse\w*|\bstyremedlem\b|\bstyreleder\b|\bbestyrelse\w*|\bhallituksen\b|\bczlonek rady\b|\bczlonek zarzadu\b/u,
  ],
  [
    'advisory',
    /\badvis[oe]r[sy]?\b|\badvisory\b|\bconseill(?:er|ere)\b|\basesor(?:a)?\b|\badviseur\b/u,
  ],
  ['investing', /\binvestor\b|\bangel\b|\blimited partner\b|\bventure (?:partner|scout|advisor)\b|\b(?:vc|venture|investment) scout\b|^scout$|\binvestisseu(?:r|se)\b|\binvers(?:or|ora|ionista)\b|\binvestidor(?:a)?\b|\binvesteerder\b|\bbusiness angel\b/u],
  ['volunteering', /\bvolunt(?:eer|ario|aria|ariado|ario)\b|\bbenevole\b|\bvrijwillig(?:er|ster)\b|\behrenamt\w*|\bvolontari[oa]\b|\bfrivillig\b|\bwolontariusz\b|\bpro bono\b/u],
  ['teaching', /\blecturer\b|\badjunct\b|\bvisiting (?:professor|lecturer|faculty)\b|\bguest (?:professor|lecturer|speaker)\b|\binstructor\b|\bteaching\b|\bdozent(?:in)?\b|\blehrbeauftragte[r]?\b|\bcharge(?:e)? d enseignement\b|\bintervenant(?:e)?\b|\bprofesor(?:a)? (?:asociad[oa]|invitad[oa])\b|\bprofessor convidad[oa]\b|\bgastdocent\b/u],
  ['mentoring', /\bmentor(?:a|in)?\b|\bcoach\b|\bambassador\b|\bfellow\b|\bjudge\b|\bspeaker\b|\bauthor\b|\bpodcast\b|\bhost\b|\bcommittee\b|\bexpert network\b|\bjury\b/u],
];

const OPERATING_ROLE =
  /\b(?:ceo|cto|cfo|coo|cro|cmo|cpo|(?:co )?founder|cofounder|(?<!vice )president|owner|managing director|general manager|executive chair(?:man|woman|person)?|consejer[oa] delegad[oa]|administrateur delegue|geschaftsfuhrer(?:in)?|vorstand(?:svorsitzender)?|directeur general|director general|management board|executive board|board of management)\b/u;

function fold(title: string): string {
  return stripAccents(title)
    .toLowerCase()
    .replace(/['’`´]/gu, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The kind of side role a title names, or null for a main job (or no title). */
export function sideRoleKind(title: string | null): SideRoleKind | null {
  if (title === null) return null;
  const text = fold(title);
  if (text === '') return null;
  if (PART_TIME.test(text)) return 'part_time';
  if (OPERATING_ROLE.test(text)) return null;
  for (const [kind, re] of KIND_PATTERNS) {
    if (!re.test(text)) continue;
    if (kind === 'advisory' && ADVISOR_JOB.test(text)) return null;
    return kind;
  }
  return null;
}

export function isSideRole(title: string | null): boolean {
  return sideRoleKind(title) !== null;
}
