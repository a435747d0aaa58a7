import { foldText } from './fold';
import { TERM_GATE } from './term-gate';
import type { JobFunction } from './types';

/**
 * The head of a title keeps its own function (issue #21, round 34, segments34). A title is written as a HEAD — the role, with its
 * own function words ("Conseiller support client", "Staff Software Engineer", "Responsable marketing", "Pierwszy handlowiec") —
 * and later segments after a comma, a dash or a bracket that name the employer, its industry or the product worked on ("logiciel
 * de paie pour TPE", "contact center", "agencia de recrutamento", "(time-tracking SaaS)", "Payroll Calculation Engine"). The rules
 * pick the best tier over the whole title, so a later segment's trade compound (payroll → finance, recruitment → people, call
 * centre → customer_success: tier 1) beat the head's own function word (support, marketing, engineer: tier 2). A title's function
 * is the role's: when the head names a function of its own, a later segment's word does not replace it.
 *
 * A later segment still supplies the function when the head has none ("Manager, Payroll", "Head of – Talent Acquisition",
 * "Analyst – FP&A", "Director, People Operations": the segment is the department) or only a weak word of tier 3 or general
 * management (tier 4: "Project Manager, Marketing", "Managing Director – Sales"; `classify.ts` reads those).
 */

/**
 * Words that make a later segment name an employer, its kind or the product worked on, in every language of the lexicon (folded as
 * titles are): a word starting with one of these stems (inflections follow: 'agencji', 'banku', 'aplicativo'), a compound ending
 * in one of the tails ('Lohnabrechnungssoftware', 'uitzendbureau', 'mainostoimisto'), or a Han, Kana or Hangul word anywhere.
 */
const EMPLOYER_STEMS: readonly string[] = [
  // products: en, de, fr, es, pt, it, nl
  'software', 'application', 'platform', 'saas', 'tool', 'solution', 'suite', 'marketplace',
  'plattform', 'losung', 'logiciel', 'appli', 'plateforme', 'outil', 'editeur', 'aplicacion', 'aplicativo', 'aplicacao', 'plataforma',
  'programa', 'herramienta', 'ferramenta', 'gestionale', 'applicazion', 'piattaforma', 'soluzion', 'applicatie', 'systeem',
  // pl, sv, fi, cs, hu, ro
  'oprogramowani', 'aplikacj', 'narzedzi', 'programvar', 'mjukvar', 'ohjelmisto', 'sovellu', 'alusta', 'jarjestelm',
  'aplikac', 'szoftver', 'alkalmazas', 'rendszer', 'aplicati',
  // el, uk, ru, tr, ar, he
  'λογισμικ', 'εφαρμογ', 'πλατφορμ', 'συστημα', 'програм', 'застосун', 'додат', 'платформ', 'софт', 'сервіс', 'сервис', 'приложени',
  'yazilim', 'uygulama', 'برنامج', 'برمجيات', 'تطبيق', 'منصه', 'نظام', 'תוכנ', 'אפליקצי', 'מערכת', 'פלטפורמ',
  // hi, id, vi
  'सॉफ्टवेयर', 'सॉफटवेयर', 'सॉफ़्टवेयर', 'ऐप', 'प्लेटफॉर्म', 'स्टार्टअप', 'सिस्टम', 'aplikasi', 'perangkat lunak', 'phan mem', 'ung dung', 'nen tang',
  // employers: en, de, fr, es, pt, it, nl
  'agency', 'agencies', 'bureau', 'provider', 'vendor', 'firm', 'startup', 'scaleup', 'consultancy', 'outsourc',
  'retailer', 'bank', 'insurer', 'hospital', 'clinic', 'call cent', 'contact cent', 'callcent', 'software house',
  'agentur', 'dienstleister', 'anbieter', 'vermittlung', 'konzern', 'sparkass', 'versicherung', 'krankenhaus', 'klinik', 'kanzlei',
  'agence', 'cabinet', 'prestataire', 'groupe', 'enseigne', 'banque', 'assureur', 'compagnie', 'hopital', 'clinique',
  'centre d appel', 'centre de contact', 'agencia', 'consultora', 'proveedor', 'banco', 'aseguradora', 'clinica', 'despacho',
  'centro de llamada', 'consultoria', 'fornecedor', 'seguradora', 'escritorio', 'central de atendimento', 'agenzi', 'fornitor',
  'banca', 'assicurazion', 'compagnia', 'ospedal', 'uitzendbureau', 'kantoor', 'leverancier', 'verzekeraar', 'ziekenhuis',
  // pl, sv, fi, cs, hu, ro
  'agencj', 'biur', 'dostawc', 'ubezpieczyciel', 'ubezpieczen', 'szpital', 'kancelari', 'byra', 'leverantor', 'koncern',
  'forsakring', 'sjukhus', 'pankki', 'pankin', 'vakuutus', 'sairaal', 'kancelar', 'dodavatel', 'pojistovn',
  'nemocnic', 'ugynokseg', 'iroda', 'szolgaltato', 'biztosito', 'korhaz', 'agenti', 'furnizor', 'asigurar', 'spital',
  // el, uk, ru, tr, ar, he
  'πρακτορει', 'γραφει', 'ομιλο', 'τραπεζ', 'ασφαλιστικ', 'νοσοκομει', 'τηλεφωνικο κεντρο', 'агенці', 'агентств', 'бюро',
  'банк', 'страхов', 'лікарн', 'больниц', 'кол центр', 'колл центр', 'ajans', 'banka', 'sigorta', 'hastane', 'cagri merkez',
  'وكاله', 'مجموعه', 'بنك', 'مصرف', 'مستشفي', 'مركز اتصال', 'סוכנות', 'משרד', 'קבוצת', 'בנק', 'בית חולים', 'מוקד',
  // a company (as `employer-context.ts` reads one)
  'company', 'compan', 'corp', 'firma', 'firmy', 'unternehmen', 'gmbh', 'bedrijf', 'onderneming', 'foretag', 'bolag', 'virksomhed', 'yritys', 'yhtio',
  'societe', 'entreprise', 'empresa', 'azienda', 'societa', 'impresa', 'spolk', 'przedsiebiorstw', 'spolecnost', 'podnik', 'ceg', 'vallalat',
  'εταιρει', 'επιχειρησ', 'компани', 'компані', 'фирм', 'фірм', 'підприємств', 'предприяти', 'sirket', 'firmasi', 'perusahaan', 'cong ty',
  'חברת', 'חברה', 'شركه', 'कंपनी', 'कम्पनी',
  // public bodies: a ministry, a treasury, a tax or other office or authority
  'ministr', 'tesoreria', 'treasury', 'tresor', 'urad', 'urzad', 'behorde', 'finanzamt', 'hivatal', 'idaresi', 'cuc', 'agenzia', 'autorit',
  // hi, hi-Latn, id, vi
  'एजेंसी', 'बैंक', 'अस्पताल', 'कॉल सेंटर', 'बीमा', 'bima', 'agensi', 'biro', 'asuransi', 'rumah sakit', 'dai ly', 'tap doan', 'ngan hang',
  'bao hiem', 'benh vien', 'tong dai',
];

/** Whole words only (a stem would take "approval", "engineering", "softball"). */
const EMPLOYER_WORDS: readonly string[] = ['app', 'apps', 'engine', 'engines', 'crm', 'erp', 'hris', 'ats', 'bpo', 'soft'];

/** Compound tails ('Lohnabrechnungssoftware', 'Personaldienstleister', 'uitzendbureau', 'mainostoimisto', 'vakuutusyhtiö'). */
const EMPLOYER_TAILS: readonly string[] = [
  'software', 'plattform', 'platform', 'system', 'systeem', 'startup', 'startupin', 'startups', 'agentur', 'dienstleister', 'anbieter', 'vermittlung', 'bureau', 'kantoor',
  'byra', 'toimisto', 'ohjelmisto', 'sovellus', 'jarjestelma', 'palvelu', 'tjanst', 'callcenter', 'bank', 'pankki', 'klinik', 'sairaala',
];

/** Han, Kana and Hangul words for a product or an employer's kind (folded: 'ソフト', 'クラウト' for クラウド). */
const CJK_EMPLOYER: readonly string[] = [
  '软件', '系统', '平台', '应用', '软体', '系統', '公司', '代理', '事务所', '银行', '保险', '医院', '呼叫中心', '客服中心', '外包',
  'ソフト', 'システム', 'アプリ', 'スタートアップ', 'クラウト', 'フラットフォーム', 'ツール', '会社', '代理店', '事務所', '銀行', '保険', '病院', 'コールセンター',
  '솔루션', '소프트웨어', '플랫폼', '시스템', '프로그램', '앱', '회사', '대행사', '에이전시', '은행', '보험', '병원', '콜센터', '스타트업',
];

let employerPattern: RegExp | null = null;

/** The markers as one pattern, built at the first conflict between a head and a later segment (rare: never at import). */
function employerMarker(): RegExp {
  const fold = (list: readonly string[]): string => list.map((w) => foldText(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return (employerPattern ??= new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:${fold(EMPLOYER_STEMS)})|(?<![\p{L}\p{N}])(?:${fold(EMPLOYER_WORDS)})(?![\p{L}\p{N}])|(?<=\p{L})(?:${fold(EMPLOYER_TAILS)})(?![\p{L}\p{N}])|${fold(CJK_EMPLOYER)}`,
    'u',
  ));
}

/**
 * The markers' slot in the classifier's shared gate (for cost): their literals where a word starts (stems and whole words), anywhere
 * (compound tails, Han, Kana and Hangul words). A title whose text holds none names no employer, and the pattern is not tried.
 */
const EMPLOYER_GATE = TERM_GATE.slot(() => ({
  atWordStart: [...EMPLOYER_STEMS, ...EMPLOYER_WORDS].map((w) => foldText(w)),
  anywhere: [...EMPLOYER_TAILS, ...CJK_EMPLOYER].map((w) => foldText(w)),
}));

/**
 * True when a later segment (or a word of the title) names an employer, its kind or the product (`EMPLOYER_STEMS` …); `text` is
 * the whole title the segment is part of, whose answer the shared gate keeps for every rule and pass that asks about it.
 */
export function namesEmployer(segment: string, text: string = segment): boolean {
  return TERM_GATE.holds(EMPLOYER_GATE, text) && employerMarker().test(segment);
}

/** The tiers of a head's function that a later segment does not replace (`function-rules.ts`: role compounds and function words). */
const HEAD_TIER = 2;

export interface HeadCandidate {
  fn: JobFunction;
  tier: number;
  index: number;
  length: number;
}

/**
 * The prepositions (with their article where the bare one also names a field: "Especialista en nóminas") that open the employer's
 * phrase inside the head's own segment ("Becario de informática en la Tesorería", "Stážista IT na finančním úřadě", "Programista w
 * banku", "Thực tập sinh IT tại Cục Thuế"), folded; "at", "chez", "bei", "presso", "bij", "hos", "في", "στη" are cut by `clean.ts`.
 */
const EMPLOYER_PREPOSITION =
  / (?:en (?:la|el|los|las|una|un)|na|no|nas|nos|numa|num|em (?:uma|um)|nella|nello|nel|in (?:una|un|der|einer|einem|een)|im|a la|au|aux|dans (?:une|un|la|le)|w|we|v|ve|в|у|на|pa|vid|la|in cadrul|σε|di|pada|tai|o) (?=\S)/u;

/** Where the head of a cleaned title ends: its first later segment (" , ") or the employer's preposition in it; -1 for none. */
export function headEnd(text: string): number {
  const comma = text.indexOf(' , ');
  const first = comma < 0 ? text : text.slice(0, comma);
  const m = EMPLOYER_PREPOSITION.exec(first);
  return m !== null ? m.index : comma;
}

/** The part of a later segment from `index`'s segment start (or the head's end, inside the head's segment) to its end. */
function laterSegment(text: string, index: number, end: number): string {
  const comma = text.lastIndexOf(' , ', index);
  const next = text.indexOf(' , ', index);
  return text.slice(Math.max(end, comma < 0 ? 0 : comma + 3), next < 0 ? text.length : next);
}

/**
 * The function candidate that names the title's function: the head's own (`read` reads the head alone) when the best one over
 * the whole title (`best`) lies in a later segment that names an employer, its kind or the product, and the head carries a
 * function of its own; else `best`.
 */
export function headFirst<C extends HeadCandidate>(text: string, best: C | null, read: (text: string) => C | null): C | null {
  // A later segment holding a chief's or owner's word is a second role ("Boulanger, chef d'entreprise"), not the employer.
  if (best === null || best.fn === 'executive') return best;
  // For cost: the marker's test first (one pattern), the head's own reading only when the segment names an employer.
  if (!inLaterEmployer(text, best.index)) return best;
  const head = text.slice(0, headEnd(text));
  const own = read(head);
  if (own === null || own.tier > HEAD_TIER || own.fn === 'executive' || own.fn === best.fn) return best;
  // A head of two trades' words that the later segment agrees with keeps the segment's ("HR Data Engineer, People Analytics
  // Platform" is an engineer; "Servicedeskmedewerker klantcontact (callcenter)" serves customers).
  const rest = read(head.slice(0, own.index) + ' '.repeat(own.length) + head.slice(own.index + own.length));
  return rest !== null && rest.fn === best.fn ? best : own;
}

/**
 * True when the term at `index` lies in a later segment (or the employer's phrase inside the head's segment) that names an
 * employer, its kind or the product: what a trade pass consults before a term of its own replaces the reading so far (round
 * 34: "Trưởng nhóm marketing, công ty cung ứng nhân sự" — the staffing company's supply word is no buyer's).
 */
export function inLaterEmployer(text: string, index: number): boolean {
  const end = headEnd(text);
  return end >= 0 && index >= end && namesEmployer(laterSegment(text, index, end), text);
}
