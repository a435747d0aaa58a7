import { firstMatch } from './class-terms-finder';
import { foldTerms } from './fold';
import type { FunctionRule } from './function-rules';
import { COMPLIANCE_RULE } from './legal-terms';
import { classesRule } from './role-classes-it';
import { inLaterEmployer } from './segment-head';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The governance trades, complete in the 24 languages and English (issue #21, round 38, governance38; read set w4m's titles, a
 * legal, compliance and risk software vendor's contacts; development titles first: `test/fixtures/detection-w3/titles-r38-governance.json`;
 * docs/decisions.md, "Detection round 38 (governance)"):
 *
 * - **Board and company secretariats** → `other`, at the rank the rest of the title states: the company secretariat, the board's
 *   office or secretariat (Gremienbüro, secrétariat du conseil, secretaría del consejo, segreteria societaria, biuro zarządu,
 *   styrelsesekreterare, sekretariat dewan komisaris, 取締役会事務局, 董事会办公室, 이사회사무국 …), corporate governance and the company
 *   secretary themself. The board's own words inside such a title (raad van commissarissen, dewan komisaris, 取締役会, 董事会) name the
 *   body the staff serve, never their rank; read sets label all of them other (w3x, w3r, w3s, w4m), none operations.
 * - **Whistleblowing, speak-up, ethics and integrity channels** → `other` where a channel's, complaint's or case's word lent
 *   sales, customer_success or operations (canal ético, complaints handler, hotline): the channel is the compliance function's.
 *   A seller or a product role of a whistleblowing platform keeps its function (w3x, w4m).
 * - **Records management and document control** → `operations` where nothing else named a function (w3x, w3z, w4m), or where only
 *   the document controller's noun lent a controller's finance (round 37's desk).
 * - **Compliance under a bank's name** → `other`: "Chief Compliance Officer bank syariah" holds the bank's word without a comma, so
 *   the lexicon's bank lent finance; read again without the bank's word, compliance decides (round 25: a later bank word lends none).
 *
 * Board members, a supervisory board's member, a secretary general, a chief risk officer and an executive assistant to a chairman
 * hold no term of these lists and keep their reading.
 */


/** The company secretariat, the board's office or secretariat, corporate governance, and the company or board secretary. */
const SECRETARIAT = foldTerms([
  // en, hi-Latn
  'company secretarial*', 'company secretariat*', 'company secretar*', 'corporate secretarial*', 'corporate secretariat*', 'corporate secretar*',
  'board secretariat*', 'board secretar*', 'secretary to the board*', 'secretary of the board*', 'secretariat of the board*', 'board office',
  'board support', 'board governance', 'board meeting*', 'board and committee secretariat*', 'board and committee*', 'board affairs',
  'board administration', 'board liaison', 'committee secretariat*', 'corporate governance', 'governance office*', 'entity management',
  'cosec', 'secretarial department', 'agm filings',
  // de
  'gremienbüro', 'gremienbuero', 'gremienbetreuung', 'gremienmanagement', 'gremienarbeit', 'gremienangelegenheiten', 'aufsichtsratsbüro',
  'aufsichtsratsbuero', 'aufsichtsratsangelegenheiten', 'aufsichtsratsbetreuung', 'vorstandsbüro', 'vorstandsbuero', 'büro des vorstands',
  'büro des aufsichtsrats', 'hauptversammlung*',
  // fr
  'secrétariat du conseil*', 'secrétaire du conseil*', 'secrétariat général', 'secrétariat juridique', 'secrétariat des instances',
  'secrétariat des organes', 'gouvernance d entreprise', 'gouvernance d’entreprise',
  // es, pt
  'secretaría del consejo', 'secretario del consejo', 'secretaria del consejo', 'secretaría general y del consejo', 'secretaría societaria',
  'secretariado societario', 'gobierno corporativo', 'órganos de gobierno', 'secretaria do conselho', 'secretário do conselho',
  'secretária do conselho', 'secretaria de governança', 'governança corporativa',
  // it
  'segreteria societaria', 'segreteria del consiglio', 'segretario del consiglio', 'segretaria del consiglio', 'segreteria organi sociali',
  'segreteria degli organi sociali',
  // nl
  'bestuurssecretari*', 'bestuurssecretaris*', 'secretariaat* raad van*', 'secretariaat* van de raad van*', 'secretariaat raad van*', 'secretariaat van de raad van*', 'secretaris van de raad van*',
  'secretaris raad van*', 'bestuursbureau', 'secretariaat van het bestuur',
  // pl, cs, hu, ro
  'biuro zarządu', 'biura zarządu', 'biurze zarządu', 'biuro rady nadzorczej', 'biura rady nadzorczej', 'sekretarz rady nadzorczej',
  'sekretarz zarządu', 'obsługi organów*', 'obsługi rady nadzorczej', 'obsługi zarządu', 'ładu korporacyjnego', 'ład korporacyjny',
  'sekretariát představenstva', 'sekretariátu představenstva', 'sekretariát dozorčí rady', 'sekretariátu dozorčí rady',
  'tajemník představenstva', 'tajemnice představenstva', 'kancelář představenstva', 'kanceláře představenstva', 'igazgatósági titkár*',
  'társasági titkár*', 'felügyelőbizottsági titkár*', 'társaságirányítás*', 'secretariat consiliu*', 'secretariatul consiliului*',
  'secretar al consiliului*', 'secretarul consiliului*', 'secretar consiliu*', 'guvernanță corporativă', 'secretariat general',
  // sv, fi
  'styrelsesekreterar*', 'bolagssekreterar*', 'styrelsens sekretariat', 'styrelsefrågor', 'bolagsstyrning', 'hallituksen sihteeri*',
  'hallitussihteeri*', 'hallituksen sihteeristö*', 'hallitussihteeristö*', 'hallitustyöskentely', 'hallituksen ja hallintoneuvoston kokoukset',
  'hallinnointiasiantuntija*',
  // el, uk, tr
  'γραμματεία διοικητικού συμβουλίου', 'γραμματείας διοικητικού συμβουλίου', 'γραμματέας διοικητικού συμβουλίου', 'εταιρικής γραμματείας',
  'εταιρική γραμματεία', 'γραμματείας δσ', 'γραμματεία δσ', 'εταιρικής διακυβέρνησης', 'εταιρική διακυβέρνηση', 'корпоративн* секретар*',
  'секретар* наглядової ради', 'секретаріат* наглядової ради', 'секретар правління', 'секретаріат* правління', 'корпоративного управління',
  'yönetim kurulu sekreter*', 'yönetim kurulu sekretarya*', 'kurumsal yönetim',
  // ar, he, hi
  'أمين سر مجلس الإدارة', 'أمانة سر مجلس الإدارة', 'أمانة مجلس الإدارة', 'أمين سر', 'أمانة سر', 'شؤون مجلس الإدارة', 'مكتب مجلس الإدارة',
  'حوكمة الشركات', 'מזכיר החברה', 'מזכירת החברה', 'מזכירות החברה', 'מזכירות הדירקטוריון', 'ישיבות דירקטוריון', 'ישיבות הדירקטוריון',
  'ממשל תאגידי', 'कंपनी सचिव', 'सचिवीय विभाग', 'सचिवीय सहायक', 'बोर्ड सचिवालय', 'कॉर्पोरेट गवर्नेंस',
  // id, vi
  'sekretariat perusahaan', 'sekretaris perusahaan', 'sekretaris dewan komisaris', 'sekretariat dewan komisaris', 'sekretariat direksi',
  'tata kelola perusahaan', 'thư ký hội đồng quản trị', 'thư ký công ty', 'văn phòng hội đồng quản trị', 'ban thư ký hđqt', 'thư ký hđqt',
  'quản trị công ty',
  // ko, ja, zh
  '이사회사무국', '이사회 사무국', '이사회 운영', '기업지배구조', '取締役会事務局', '株主総会', 'コーポレートガバナンス', '董事会办公室', '董事會辦公室',
  '董事会办', '公司治理', '证券事务', '證券事務',
]);

/** The board itself, named inside a secretariat's title: the body the staff serve, never their rank (blanked with the terms above). */
const BOARD_BODY = foldTerms([
  'board of directors', 'supervisory board', 'board of trustees', 'board', 'directors', 'aufsichtsrat*', 'vorstand*',
  'conseil d administration', 'conseil de surveillance', 'consejo de administración', 'consejo', 'conselho de administração',
  'conselho fiscal', 'conselho', 'consiglio di amministrazione', 'organi sociali', 'raad van commissarissen', 'raad van bestuur',
  'raad van toezicht', 'zarządu', 'rady nadzorczej', 'představenstva', 'dozorčí rady', 'igazgatóság*', 'felügyelőbizottság*',
  'consiliu de administrație', 'consiliului de administrație', 'consiliu de supraveghere', 'styrelse*', 'hallituksen', 'hallintoneuvoston',
  'διοικητικού συμβουλίου', 'δσ', 'наглядов* рад*', 'правління', 'yönetim kurulu', 'مجلس الإدارة', 'דירקטוריון', 'הדירקטוריון',
  'निदेशक मंडल', 'बोर्ड', 'dewan komisaris', 'direksi', 'hội đồng quản trị', 'hđqt', '이사회', '取締役会', '董事会', '董事會',
]);

/** Whistleblowing, speak-up, ethics and integrity channels and their reports. */
const WHISTLEBLOWING = foldTerms([
  // en, hi-Latn
  'whistleblow*', 'whistle blow*', 'speak up', 'speakup', 'ethics hotline', 'ethics helpline', 'ethics line', 'ethics and compliance hotline',
  'integrity line', 'integrity hotline', 'vigilance officer*', 'vigilance cell', 'vigilance department',
  // de, fr, es, pt, it
  'hinweisgeber*', 'meldestelle*', 'lanceur* d alerte*', 'lanceuse* d alerte*', 'alerte* éthique*', 'alertes professionnelles',
  'dispositif d alerte', 'canal de denuncia*', 'canal ético', 'canal de ética', 'canal de integridad', 'denuncia*', 'denúncia*',
  'sistema interno de información', 'canal de denúncia*', 'canal de ética', 'canale etico', 'canale di segnalazion*', 'segnalazion* whistleblowing',
  'segnalazioni interne',
  // nl, sv, fi, pl, cs, hu, ro
  'klokkenluider*', 'meldpunt integriteit', 'meldpunt klokkenluiders', 'integriteitsmeld*', 'visselblås*', 'ilmoituskanava*',
  'väärinkäytösilmoitu*', 'eettinen kanava', 'eettisen kanavan', 'sygnalist*', 'zgłoszeń naruszeń', 'oznamovatel*', 'etická linka',
  'etické linky', 'visszaélés bejelent*', 'bejelentővédelm*', 'etikai bejelentés*', 'avertizor*', 'raportare a neregulilor',
  // el, uk, tr
  'καταγγελιών δεοντολογίας', 'παραλαβής και παρακολούθησης αναφορών', 'викривач*', 'доброчесност*', 'etik hat*', 'ihbar*',
  // ar, he, hi
  'بلاغات المخالفات', 'الإبلاغ عن المخالفات', 'المبلغين عن المخالفات', 'خط الإبلاغ', 'الإبلاغ الأخلاقي', 'חושפי שחיתות', 'חושפי שחיתויות',
  'קו הדיווח האתי', 'קו אתי', 'व्हिसलब्लोअर', 'सतर्कता',
  // id, vi
  'sistem pelaporan pelanggaran', 'pelaporan pelanggaran', 'tố giác', 'đường dây nóng đạo đức',
  // ko, ja, zh
  '내부고발', '공익신고', '윤리제보', '内部通報', '公益通報', '举报', '舉報', '检举', '檢舉',
]);

/** Records management and document control. */
const RECORDS = foldTerms([
  // en
  'records management', 'records manager*', 'records and information management', 'records retention', 'records officer*',
  'document control*', 'document management', 'information governance officer*',
  // de, fr, es, pt, it, nl, sv, fi
  'schriftgutverwaltung', 'dokumentenmanagement', 'aktenverwaltung', 'gestion documentaire', 'archivage', 'gestión documental',
  'control documental', 'gestión de archivos', 'gestão documental', 'gestão de documentos', 'controle de documentos', 'gestione documentale',
  'gestione documentazione', 'documentbeheer', 'archiefbeheer', 'documentcontrol*', 'dokumentsamordnare', 'dokumenthantering',
  'asiakirjahallin*', 'dokumentinhallin*', 'arkistointi*',
  // pl, cs, hu, ro, el, uk, tr
  'zarządzania dokumentacją', 'obiegu dokumentów', 'kontroli dokumentacji', 'spisové služby', 'spisová služba', 'správy dokumentů',
  'iratkezel*', 'management documente', 'managementul documentelor', 'διαχείρισης αρχείων', 'διαχείρισης εγγράφων', 'документообіг*',
  'діловодств*', 'doküman kontrol*', 'doküman yönetim*', 'arşiv yönetim*',
  // ar, he, hi, id, vi
  'إدارة الوثائق', 'إدارة السجلات', 'ניהול רשומות', 'ניהול מסמכים', 'בקרת מסמכים', 'अभिलेख प्रबंधन', 'रिकॉर्ड प्रबंधन', 'दस्तावेज़ नियंत्रण',
  'manajemen arsip', 'pengelolaan arsip', 'pengendalian dokumen', 'kearsipan', 'quản lý hồ sơ', 'quản lý tài liệu',
  // ko, ja, zh
  '기록관리', '문서관리', '文書管理', '記録管理', '档案管理', '檔案管理', '文控',
]);

export const GOVERNANCE_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['other', SECRETARIAT],
  ['customer_success', WHISTLEBLOWING],
  ['operations', RECORDS],
];
/**
 * The round's terms as one classes rule (its slot is the pass's gate); the class names only tell the three lists apart in the
 * pass (a whistleblowing channel is not customer_success: the pass reads it as other). Never in the function rules' list.
 */
export const GOVERNANCE_RULE: FunctionRule = classesRule(1, GOVERNANCE_CLASSES);
const SECRETARIAT_RULE: FunctionRule = classesRule(1, [['other', SECRETARIAT]]);
const BOARD_BODY_RULE: FunctionRule = classesRule(1, [['other', BOARD_BODY]]);

/**
 * Functions the rest of a secretariat's title keeps where the whole title read it too (a CFO and company secretary is a CFO, a
 * seller of board software a seller); any other, or one only the rest reads (a ministry of finance named after "Secrétariat
 * général", an "Administrator" read alone as an owner), is the secretariat's.
 */
const KEPT: ReadonlySet<JobFunction> = new Set<JobFunction>(['finance', 'engineering', 'people', 'marketing', 'product', 'sales', 'executive']);
/** Readings a channel's word lent (canal, complaints, hotline, case handler): the channel is the compliance function's. */
const CHANNEL_READINGS: ReadonlySet<JobFunction> = new Set<JobFunction>(['sales', 'customer_success', 'operations', 'revops']);
/** A product a vendor sells: a seller or product role of a whistleblowing platform keeps its function. */
const PRODUCT_WORD =
  /(?<![\p{L}])(?:software\p{L}*|platform\p{L}*|plattform\p{L}*|saas|start ?ups?|tool\p{L}*|logiciel\p{L}*|plataforma\p{L}*|piattaforma\p{L}*|programvar\p{L}*|ohjelmisto\p{L}*|oprogramowan\p{L}*|szoftver\p{L}*|yazilim\p{L}*|perangkat lunak|phan mem|λογισμικ\p{L}*|програм\p{L}*|תוכנ\p{L}*|برمجيات|منصة|सॉफ्टवेयर)|소프트웨어|ソフトウェア|软件|軟體/u;

/** A bank's own word: read without it, a compliance title's function is compliance's (round 25's rule, for a word with no comma before it). */
const BANK_WORD =
  /(?<![\p{L}])(?:bank\p{L}*|banco\p{L}*|banca\p{L}*|banque\p{L}*|bancă|banka\p{L}*|банк\p{L}*|τραπεζ\p{L}*|pankki\p{L}*|ngan hang|בנק\p{L}*|بنك|مصرف|बैंक)|은행|銀行|银行/gu;
const BANK_SLOT = TERM_GATE.slot(() => ({ anywhere: ['bank', 'banc', 'banq', 'банк', 'τραπεζ', 'pankki', 'ngan hang', 'בנק', 'بنك', 'مصرف', 'बैंक', '은행', '銀行', '银行'] }));

/** A records term holding the controller's noun ("Document Controller"): the desk's finance reading of the noun is not the role's. */
const CONTROLLER_TERM = /controller/;

type Classify = (title: string) => TitleClassification;

/** The text with every match of a rule blanked (each match is blanked, so the loop ends). */
function blankAll(rule: FunctionRule, text: string): string {
  let out = text;
  for (;;) {
    const found = firstMatch(rule, out);
    if (found === null) return out;
    out = out.slice(0, found.index) + ' '.repeat(found.length) + out.slice(found.index + found.length);
  }
}

/**
 * A secretariat's title: its rank is the title's without the board's own words (a head of the board office is a head, its staff
 * are staff); its function is the rest's without the secretariat's words either, when the whole title read it too and it is one
 * of `KEPT` (a CFO and company secretary), else other. The secretariat is never an employer: "Asystent w Biurze Zarządu" works in
 * the board's office, and a vendor's governance product leaves the seller's function in the rest.
 */
function readSecretariat(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const bodyless = blankAll(BOARD_BODY_RULE, text);
  // Each text read again below has lost a term (a board's word, then the secretariat's), so the readings end; the depth is a
  // guard for a text whose cleaning brings a term back.
  if (depth > 2) return read;
  // Without a board word the reading so far is the title's own (and reading the same text again would not end).
  const rank = bodyless === text ? read : classify(bodyless);
  const rest = classify(blankAll(SECRETARIAT_RULE, bodyless));
  const own = rest.function;
  const fn = own !== null && own === read.function && KEPT.has(own) ? own : 'other';
  // A reading that is already the law's or governance's, under a rank the rest states, stands: round 25's head of legal who is also
  // the board's secretary is an officer ("Directeur juridique et secrétaire du conseil d'administration": c_level).
  if (read.function === 'other' && rest.seniority !== null && rest.seniority !== 'ic' && fn === 'other') return read;
  return { seniority: rank.seniority ?? 'ic', function: fn };
}

let depth = 0;

function readGovernance(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  depth++;
  try {
    return readTerms(text, read, classify);
  } finally {
    depth--;
  }
}

function readTerms(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const found = firstMatch(GOVERNANCE_RULE, text);
  if (found !== null) {
    if (found.fn === 'other') return readSecretariat(text, read, classify);
    const fn = read.function ?? 'other';
    if (found.fn === 'customer_success') {
      if (CHANNEL_READINGS.has(fn) && !inLaterEmployer(text, found.index) && !PRODUCT_WORD.test(text)) return { seniority: read.seniority, function: 'other' };
    } else if ((fn === 'other' || (fn === 'finance' && CONTROLLER_TERM.test(text.slice(found.index, found.index + found.length)))) && !inLaterEmployer(text, found.index)) {
      return { seniority: read.seniority, function: 'operations' };
    }
    return read;
  }
  if (read.function === 'finance' && TERM_GATE.holds(BANK_SLOT, text) && firstMatch(COMPLIANCE_RULE, text) !== null) {
    // Only a text that loses a bank's word is read again ("databank" holds the gate's literal, not the word).
    const bankless = text.replace(BANK_WORD, (m) => ' '.repeat(m.length));
    if (bankless !== text && classify(bankless).function === 'other') return { seniority: read.seniority, function: 'other' };
  }
  return read;
}

/**
 * Round 38's pass (`CLASS_PASSES`, last), behind the shared gate: it runs only on a text holding a governance term or a bank's
 * literal (the bank check asks for compliance's words itself; gated on them, every compliance title ran the pass for cost).
 */
export function governancePass(classify: Classify): ClassPass {
  return gatedPass([GOVERNANCE_RULE, BANK_SLOT], (text, read) => readGovernance(text, read, classify));
}

/** Every term of the round (a test checks each is folded as a title is). */
export function governanceTerms(): readonly string[] {
  return [...SECRETARIAT, ...BOARD_BODY, ...WHISTLEBLOWING, ...RECORDS];
}
