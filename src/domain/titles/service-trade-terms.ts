import { firstMatch } from './class-terms-finder';
import { foldTerms } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import { namesEmployer } from './segment-head';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The contact-centre and service-desk trade, and the roles that serve it (issue #21, round 37, service37; development titles first:
 * `test/fixtures/detection-w3/titles-r37-served-domain.json`, `titles-r37-service-trade.json`; docs/decisions.md, "Detection round
 * 37 (service trade)"). A contact centre's words (call centre, customer service, 客服, tổng đài) are tier-1 compounds, so wherever
 * they stand they set the function of every role around them: the recruiter who hires agents, the planner who rosters them, the
 * accountant or marketer of a BPO company, the IT technician of a service desk. The role's own noun decides instead:
 *
 * - **workforce management** of a service operation (planners, real-time analysts, capacity planners, forecasters, "(WFM)" as the
 *   role's gloss) is operations, as the read sets label it; rostering done in an HR department stays people (`trainers-planners`);
 * - **a recruiter** for a contact centre is people (the contact centre is what is recruited for);
 * - **IT user support** (service desk, helpdesk, desktop support, ITSM, ITIL, CAU) is engineering — a product's own customer support
 *   ("Technicien support utilisateurs logiciel EDC") stays customer_success;
 * - **the trade's own roles** are customer_success: quality evaluators of calls and chats (not software QA, not a plant's quality),
 *   complaints handlers, support escalation engineers, the team leaders of service representatives;
 * - **a role before a service employer** ("Marketing Team Lead, BPO company", "VP Operations, nearshore contact-centre provider",
 *   "销售运营分析师，客服软件公司", "コールセンター運営会社 経理担当") keeps the role's function: the employer's trade is not the role.
 */


/** Workforce management's roles the round-34 planners' list lacked, in the 24 languages and English. */
const WORKFORCE = foldTerms([
  // en, hi-Latn
  'resource planner*', 'resource planning analyst*', 'capacity planner*', 'capacity planning analyst*', 'forecasting analyst*',
  'forecast analyst*', 'workforce analyst*', 'workforce management analyst*', 'real-time analyst*', 'realtime analyst*', 'rta',
  'workforce optimi*', 'wfo analyst*', 'scheduling analyst*', 'intraday*',
  // de, nl, sv, fi
  'ressourcenplaner*', 'kapazitätsplaner*', 'echtzeitanalyst*', 'echtzeit-analyst*', 'capaciteitsplanner*', 'capaciteitsplanning', 'realtime analist*',
  'real-time analist*', 'kapacitetsplanerare', 'realtidsanalytiker', 'kapasiteettisuunnittelija*', 'reaaliaika-analyytikko*',
  // fr, es, pt, it, ro
  'analyste temps réel', 'planificateur wfm', 'planificatrice wfm', 'chargé de planification', 'chargée de planification', 'planificateur de ressources',
  'planificatrice de ressources', 'analyste planification', 'analyste prévisions', 'analista de tiempo real', 'planificador de recursos',
  'planificadora de recursos', 'analista de dimensionamiento', 'analista de planificación', 'analista de dimensionamento', 'analista de planejamento',
  'planejador de recursos', 'planejadora de recursos', 'analista real time', 'analista real-time', 'pianificatore risorse', 'pianificatrice risorse',
  'analist real-time', 'analist real time', 'planificator resurse', 'planificatoare resurse', 'planificator wfm',
  // pl, cs, hu
  'planista wfm', 'planistka wfm', 'analityk czasu rzeczywistego', 'analityczka czasu rzeczywistego', 'planista zasobów', 'planistka zasobów',
  'planovač zdrojů', 'plánovač zdrojů', 'plánovačka zdrojů', 'analytik reálného času', 'kapacitní plánovač', 'erőforrás-tervező*', 'erőforrástervező*',
  'kapacitástervező*', 'valós idejű elemző',
  // el, uk, ru, tr
  'αναλυτής πραγματικού χρόνου', 'αναλύτρια πραγματικού χρόνου', 'планувальник персоналу', 'планувальниця персоналу', 'аналітик реального часу',
  'аналітикиня реального часу', 'планировщик персонала', 'аналитик реального времени', 'gerçek zamanlı analist', 'kapasite planlama*',
  'iş gücü planlayıcısı', 'işgücü planlayıcısı',
  // ar, he, hi, id, vi
  'تخطيط القوى العاملة', 'مخطط القوى العاملة', 'مخططة القوى العاملة', 'محلل الوقت الفعلي', 'محللة الوقت الفعلي', 'מתכנן כוח אדם', 'מתכננת כוח אדם',
  'תכנון כוח אדם', 'कार्यबल योजनाकार', 'वर्कफोर्स प्लानर', 'वर्कफ़ोर्स प्लानर', 'रियल टाइम एनालिस्ट', 'वर्कफोर्स मैनेजमेंट', 'perencana tenaga kerja',
  'perencanaan tenaga kerja', 'analis real time', 'analis real-time', 'perencana kapasitas', 'lập kế hoạch nhân lực', 'điều phối nhân lực',
  'phân tích thời gian thực',
  // ko, ja, zh
  '인력 운영 계획', '인력운영계획', '실시간 분석가', '실시간 모니터링 담당', 'リアルタイムアナリスト', '要員管理', '排班', '人力排班', '实时监控专员',
]);

/** A workforce-management acronym written as the role's gloss ("Perencana tenaga kerja (WFM)"): a segment of its own. */
const WFM_GLOSS = /(?:^| , )(?:wfm|rta|wfo)(?: , |$)/u;

/** A recruiter's word, in the 24 languages and English: the person hires, whatever the hires will do. */
const RECRUITING = foldTerms([
  'recruiter*', 'recruitment*', 'recruiting*', 'talent acquisition*', 'talent sourcer*', 'hiring specialist*', 'hiring coordinator*',
  'recruiterin*', 'personalgewinnung', 'chargé de recrutement', 'chargée de recrutement', 'recruteur*', 'recruteuse*', 'recrutement',
  'reclutador*', 'reclutamiento', 'técnico de selección', 'técnica de selección', 'técnico de reclutamiento', 'técnica de reclutamiento',
  'responsable de selección', 'consultor de selección', 'consultora de selección', 'recrutador*', 'recrutamento', 'addetto alla selezione',
  'addetta alla selezione', 'selezione del personale', 'selezionatore', 'selezionatrice', 'werving', 'wervingsspecialist*', 'rekruter*',
  'rekrutacj*', 'rekryterare', 'rekrytering*', 'rekrytoija*', 'rekrytointi*', 'náborář*', 'náboru', 'nábor', 'toborzó*', 'toborzás*',
  'recrutor*', 'recrutare', 'υπεύθυνος προσλήψεων', 'υπεύθυνη προσλήψεων', 'προσλήψεων', 'рекрутер*', 'рекрутерка', 'рекрутинг*', 'işe alım*',
  'توظيف', 'التوظيف', 'רכז גיוס', 'רכזת גיוס', 'מגייס', 'מגייסת', 'भर्ती', 'रिक्रूटर', 'रिक्रूटमेंट', 'rekruter', 'rekrutmen', 'perekrut',
  'tuyển dụng', '채용', '採用担当', '採用', '招聘', '招募',
]);

/** IT user support and IT service management: engineering (an IT department's service desk), in the 24 languages and English. */
const IT_DESK = foldTerms([
  // en
  'itsm*', 'itil*', 'it service management', 'it service desk*', 'it servicedesk*', 'it helpdesk*', 'it help desk*', 'it support*', 'ict servicedesk*',
  'ict service desk*', 'ict helpdesk*', 'ict support*', 'desktop support*', 'end user support*', 'end-user support*', 'end user computing',
  'deskside support*', 'servicenow', 'service now',
  // de, nl, sv, fi
  'it-supporter*', 'it-support*', 'anwendersupport', 'anwenderbetreuung', 'anwenderbetreuer*', 'it-servicedesk*', 'it-helpdesk*', 'ict-servicedesk*',
  'ict-helpdesk*', 'ict-support*', 'it-supporttekniker*', 'it-tuki*', 'it-tukihenkilö*', 'käyttäjätuki*',
  // fr, es, pt, it, ro
  'support informatique', 'helpdesk informatique', 'assistance informatique', 'support utilisateurs informatique', 'soporte informático',
  'soporte it', 'soporte ti', 'soporte cau', 'técnico de cau', 'técnica de cau', 'técnico cau', 'técnica cau', 'operador de cau',
  'centro de atención a usuarios', 'centro de atención al usuario', 'suporte de ti', 'suporte ti', 'suporte it', 'suporte técnico de ti',
  'service desk de ti', 'supporto informatico', 'assistenza informatica', 'service desk it', 'help desk it', 'helpdesk it', 'suport it',
  // pl, cs, hu
  'wsparcia it', 'wsparcie it', 'helpdesku it', 'service desk it', 'it podpor*', 'it podpory', 'podpory uživatelů', 'podpora uživatelů',
  'informatikai támogat*', 'informatikai ügyfélszolgálat*', 'it ügyfélszolgálat*',
  // el, uk, ru, tr
  'υποστήριξης χρηστών πληροφορικής', 'τεχνικός πληροφορικής', 'іт-підтримк*', 'it-підтримк*', 'ит-поддержк*', 'bt destek*', 'it destek*',
  'yardım masası', 'son kullanıcı destek*',
  // ar, he, hi, id, vi
  'دعم تقنية المعلومات', 'الدعم الفني لتقنية المعلومات', 'مكتب المساعدة', 'תמיכת מחשוב', 'תמיכה במחשוב', 'הלפדסק', 'आईटी हेल्पडेस्क', 'आईटी सपोर्ट',
  'dukungan ti', 'dukungan it', 'hỗ trợ it', 'hỗ trợ người dùng',
  // ko, ja, zh
  'it 헬프데스크', 'it헬프데스크', 'it 지원', '헬프데스크', '社内it', '社内ヘルプデスク', 'itヘルプデスク', 'it桌面支持', '桌面支持', 'it服务台', 'it支持',
]);

/** User support's words: IT support where an IT word stands beside them and no product is named ("… logiciel EDC" is the product's). */
const USER_SUPPORT = /support utilisateurs?|assistance utilisateurs?|soporte (?:a|al) usuario|atencion (?:a|al) usuario|suporte ao usuario|supporto (?:agli )?utenti|user support|gebruikersondersteuning|anwenderunterstutzung|wsparcie uzytkownik|anvandarsupport|podpora uzivatel|felhasznaloi tamogat|suport utilizator|υποστηριξη χρηστων|підтримк\p{L}* користувач/u;
const IT_MARKER = /(?<![\p{L}])(?:informati\p{L}*|it|ict|ti|tic|bt|πληροφορικ\p{L}*|іт|ит)(?![\p{L}])/u;
const PRODUCT = /logiciel|software|saas|applica|appli|plateforme|platform|plataforma|progiciel|(?<![\p{L}])(?:erp|crm|app)(?![\p{L}])/u;

/** A support word for what follows: an escalation engineer of customer support is support's, not an engineer of the product. */
const SUPPORT_WORD = /support|soporte|suporte|supporto|ondersteuning|wsparci|podpor|tamogat|destek|підтримк|поддержк|دعم|תמיכ|सपोर्ट|dukungan|ho tro|지원|サホート|支持/u;

/** The trade's own roles: complaints, support escalations, quality evaluation of contacts, service representatives. */
const COMPLAINTS = foldTerms([
  'complaint*', 'beschwerdemanagement', 'beschwerdemanager*', 'beschwerdebearbeit*', 'réclamations', 'réclamation client*', 'reclamaciones',
  'reclamacions', 'reclamações', 'reclami', 'klachtenbehandel*', 'klachtenmanagement', 'klachtenafhandel*', 'reklamacji klientów', 'reklamacji',
  'reklamacje', 'klagomål*', 'reklamaatiokäsittelijä*', 'stížností', 'stížnosti', 'panaszkezel*', 'reclamații', 'reclamatii', 'παραπόνων', 'скарг',
  'скаргами', 'жалоб', 'şikayet*', 'الشكاوى', 'شكاوى', 'תלונות', 'शिकायत', 'शिकायतों', 'keluhan', 'pengaduan', 'komplain',
  'khiếu nại', '苦情', 'クレーム対応', '投诉', '客诉',
]);
const ESCALATIONS = foldTerms([
  'escalation engineer*', 'escalations engineer*', 'escalation manager*', 'escalations manager*', 'escalation specialist*', 'escalations specialist*',
  'escalation*', 'eskalation*', 'escalade', 'escalamiento', 'escalonamiento', 'escalation', 'eskalac*', 'eszkaláció*', 'escaladare',
]);
const SERVICE_REPS = foldTerms([
  'נציגי שירות', 'נציג שירות', 'נציגת שירות', 'נציגות שירות', 'נציגי מוקד', 'נציגי תמיכה', 'נציג תמיכה', 'נציגת תמיכה', 'נציגי תמיכת לקוחות',
  'נציג תמיכת לקוחות', 'נציגת תמיכת לקוחות',
]);

/**
 * The round's terms as one classes rule (one scan, one slot of the shared gate); complaints, escalations and service representatives
 * share customer_success, and quality words are read only beside a contact's word (`QUALITY`, `CONTACTS`, built at first use).
 */
export const SERVICE_TRADE_RULE: FunctionRule = classesRule(1, [
  ['operations', WORKFORCE],
  ['people', RECRUITING],
  ['engineering', IT_DESK],
  ['customer_success', [...COMPLAINTS, ...ESCALATIONS, ...SERVICE_REPS]],
]);

/** Quality evaluation's words; a contact's words (calls, chats, a contact centre) make it the evaluation of agents' contacts. */
const QUALITY = foldTerms([
  'quality', 'qa', 'qualité', 'calidad', 'qualidade', 'qualità', 'qualitäts*', 'kwaliteit*', 'jakości', 'jakość', 'kvalitet*', 'laatu*', 'kvalit*',
  'minőség*', 'calitate', 'calității', 'ποιότητας', 'якості', 'качества', 'kalite*', 'الجودة', 'جودة', 'איכות', 'क्वालिटी', 'गुणवत्ता', 'kualitas',
  'mutu', 'chất lượng', '품질', '品質', '质检', '質検',
]);
const CONTACTS = foldTerms([
  'calls', 'chat', 'chats', 'voice', 'contact cent*', 'contact centre*', 'contact center*', 'call cent*', 'callcenter*', 'centre de contacts',
  "centre d'appels", 'appels', 'écoutes', 'llamadas', 'contact center', 'chamadas', 'atendimento', 'chiamate', 'klantenservice', 'klantcontact',
  'gesprächsbewertung', 'gespräche', 'anrufe', 'kundenservice', 'rozmów', 'połączeń', 'obsługi klienta', 'samtal', 'kundtjänst', 'puhelu*',
  'asiakaspalvelu*', 'hovorů', 'hívás*', 'ügyfélszolgálat*', 'apeluri', 'κλήσεων', 'дзвінків', 'звонков', 'çağrı*', 'المكالمات', 'مكالمات',
  'مركز الاتصال', 'שיחות', 'מוקד', 'כול סנטר', 'कॉल', 'panggilan', 'call center', 'cuộc gọi', 'tổng đài', '통화', '콜센터', '상담', '通話',
  'コールセンター', '通话', '呼叫中心', '客服', '坐席',
]);
let qualityPattern: RegExp | undefined;
let contactsPattern: RegExp | undefined;
/** Software testing's and a plant's words: their quality is not a contact's ("QA Automation Engineer, contact center software"). */
const SOFTWARE_QA = /engineer|automat|test|software|developer|ingenieur|ingeniero|engenheir|inzynier|yazilim|软件|测试|ソフト|테스트/u;

const CONTACTS_GATE = TERM_GATE.slot(() => ({
  atWordStart: ['qa', 'quali', 'calid', 'kwalit', 'jakos', 'kvalit', 'laatu', 'minos', 'calit', 'ποιοτ', 'якост', 'качеств', 'kalite', 'جود', 'الجود', 'איכות', 'क्वालिटी', 'गुणवत्ता', 'kualitas', 'mutu', 'chat luong'],
  anywhere: ['품질', '品質', '质检', '質検'],
}));

/** A contact centre's or customer service's words: what makes an employer's segment a service employer. */
const SERVICE_EMPLOYER = foldTerms([
  'call cent*', 'callcent*', 'contact cent*', 'contactcent*', 'bpo', 'customer service', 'customer support', 'customer care', 'customer contact',
  'customer experience', 'centre d appels', 'centres d appels', 'centre de contacts', 'relation client', 'atención al cliente', 'atendimento',
  'teleatendimento', 'kundenservice*', 'callcenter*', 'klantenservice*', 'klantcontact*', 'kundtjänst*', 'asiakaspalvelu*', 'ügyfélszolgálat*',
  'τηλεφωνικού κέντρου', 'кол-центр*', 'контакт-центр*', 'çağrı merkezi*', 'müşteri hizmetleri', 'مراكز اتصال', 'مركز اتصال', 'خدمة عملاء',
  'מוקד*', 'מוקדי', 'कॉल सेंटर', 'tổng đài', '客服', '呼叫中心', 'コールセンター', '콜센터', '고객센터',
]);
let serviceEmployerPattern: RegExp | undefined;
/** A company's own noun in a Han, Kana or Hangul title written employer first ("コールセンター運営会社 経理担当"). */
const CJK_COMPANY = /(?:会社|公司|企業|企业|회사|업체)\s*/gu;
/** An outsourcer's word the employer markers lack (Cyrillic: "аутсорсингового контакт-центру"). */
const OUTSOURCER = /аутсорс|outsourc|dienstleister|provider|company|firma|firm|şirket|sirket|perusahaan|cong ty/u;

type Classify = (title: string) => TitleClassification;

/** The function of a role's words read alone, or null when they name no role of their own. */
function roleFunction(role: string, classify: Classify): JobFunction | null {
  const trimmed = role.trim();
  if (trimmed === '') return null;
  const fn = classify(trimmed).function;
  return fn === null || fn === 'other' || fn === 'customer_success' ? null : fn;
}

/** A role named before a service employer, or after one in a Han, Kana or Hangul title: the role's own function. */
function beforeServiceEmployer(text: string, classify: Classify): JobFunction | null {
  const segments = text.split(' , ');
  // For cost: one segment is read only with a company's noun (CJK) or an outsourcer's word in it.
  if (segments.length === 1 && !OUTSOURCER.test(text) && !/会社|公司|企業|企业|회사|업체/u.test(text)) return null;
  const service = (serviceEmployerPattern ??= new RegExp(words(SERVICE_EMPLOYER) + '|客服|客户服务|呼叫中心|コールセンター|カスタマーサホート|カスタマーサーヒス|콜센터|고객센터|고객지원', 'u'));
  if (segments.length > 1) {
    // The segment names a company beside its service words ("BPO company", "contact-centre provider", "客服软件公司"): a bare
    // "call centre" after the role is where it is done ("Quality Coach, Callcenter"), not an employer described by its trade.
    const kept = segments.filter((s, i) => i === 0 || !(service.test(s) && namesEmployer(s.replace(service, ' '), text)));
    if (kept.length === segments.length || service.test(kept[0] ?? '')) return null;
    return roleFunction(kept.join(' , '), classify);
  }
  const m = service.exec(text);
  if (m === null) return null;
  // Employer first (CJK): the role follows the company's noun.
  CJK_COMPANY.lastIndex = 0;
  let end = -1;
  for (let c = CJK_COMPANY.exec(text); c !== null; c = CJK_COMPANY.exec(text)) end = c.index + c[0].length;
  if (end > m.index) return roleFunction(text.slice(end), classify);
  // Role first: an outsourcer's or company's word after the role and before the service word.
  const before = text.slice(0, m.index);
  const words_ = before.trim().split(' ');
  if (words_.length < 2 || !OUTSOURCER.test(words_[words_.length - 1] ?? '')) return null;
  return roleFunction(words_.slice(0, -1).join(' '), classify);
}

const PLANNER_BEATS: ReadonlySet<JobFunction> = new Set(['customer_success', 'other', 'people']);
const IT_BEATS: ReadonlySet<JobFunction> = new Set(['customer_success', 'other', 'operations']);
const SERVICE_BEATS: ReadonlySet<JobFunction> = new Set(['finance', 'other', 'marketing', 'engineering', 'operations', 'sales']);
/** An insurer's words (folded): beside a complaint word that also means a claim (es reclamaciones), the claims reading stands. */
const INSURER = /insur|asegur|seguro|versicher|assuran|assicura|verzeker|ubezpiecz|forsakring|vakuut|pojist|biztosit|asigur|ασφαλ|страх|sigorta|تامين|تأمين|ביטוח|बीमा|asuransi|bao hiem|보험|保険|保险/u;

/** An HR department's rostering stays people (as round 34's planners read it). */
const HR_WORDS = /(?<![\p{L}])(?:hr|rh|rrhh|ik|sdm|human resources|ressources humaines|recursos humanos|risorse umane|personalabteilung|insan kaynaklari|משאבי אנוש|मानव संसाधन|nhan su|인사|人事|人力资源)(?![\p{L}])/u;
const set = (read: TitleClassification, fn: JobFunction): TitleClassification => ({ seniority: read.seniority, function: fn });

function readServiceTrade(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const fn = read.function;
  if (fn === null || read.seniority === null || fn === 'executive') return read;
  const found = firstMatch(SERVICE_TRADE_RULE, text);
  const comma = text.indexOf(' , ');
  const inRole = found !== null && (comma < 0 || found.index < comma);
  if (found !== null) {
    if (found.fn === 'operations' && PLANNER_BEATS.has(fn) && (inRole || WFM_GLOSS.test(text))) {
      if (fn !== 'people' || !HR_WORDS.test(text)) return set(read, 'operations');
    }
    if (found.fn === 'people' && fn === 'customer_success' && inRole) return set(read, 'people');
    // An operations reading gives way only to a service desk named in the role ("Service Delivery Lead – end-user computing" stays).
    if (found.fn === 'engineering' && IT_BEATS.has(fn) && (fn !== 'operations' || inRole)) return set(read, 'engineering');
    if (found.fn === 'customer_success' && SERVICE_BEATS.has(fn) && inRole) {
      const term = text.slice(found.index, found.index + found.length);
      // An escalation's engineer is support's only beside a support word; a complaint word keeps an engineer's and a seller's reading.
      const escalation = /escala|eskala|eszkal/u.test(term);
      // At an insurer a claim is settled, not a complaint answered ("reclamaciones de salud, aseguradora": desks37's claims desk).
      const claims = !escalation && fn === 'operations' && INSURER.test(text);
      if (escalation ? SUPPORT_WORD.test(text) : fn !== 'engineering' && fn !== 'sales' && !claims) return set(read, 'customer_success');
    }
  }
  if (IT_BEATS.has(fn) && USER_SUPPORT.test(text) && IT_MARKER.test(text) && !PRODUCT.test(text)) return set(read, 'engineering');
  if (WFM_GLOSS.test(text) && PLANNER_BEATS.has(fn) && !(fn === 'people' && HR_WORDS.test(text)) && /plan|tervez|योजना|מתכנ|ke hoach|perencana/u.test(text)) {
    return set(read, 'operations');
  }
  // Quality evaluation of agents' calls and chats.
  if ((fn === 'operations' || fn === 'engineering' || fn === 'other') && TERM_GATE.holds(CONTACTS_GATE, text)) {
    qualityPattern ??= new RegExp(words(QUALITY) + '|质检|質検|品質|품질', 'u');
    contactsPattern ??= new RegExp(words(CONTACTS) + '|通話|コールセンター|通话|呼叫中心|客服|坐席|콜센터|통화|상담', 'u');
    // Vietnamese quality ("chất lượng") folds to a "chat" that is no chat.
    if (qualityPattern.test(text) && contactsPattern.test(text.replace(/chat luong/gu, ' ')) && !SOFTWARE_QA.test(text)) return set(read, 'customer_success');
  }
  // A role before a service employer keeps its own function.
  if (fn === 'customer_success') {
    const own = beforeServiceEmployer(text, classify);
    if (own !== null) return set(read, own);
  }
  return read;
}

const USER_SUPPORT_GATE = TERM_GATE.slot(() => ({
  atWordStart: ['support utilisateur', 'assistance utilisateur', 'soporte a usuario', 'soporte al usuario', 'atencion a usuario', 'atencion al usuario', 'suporte ao usuario', 'supporto utenti', 'supporto agli utenti', 'user support', 'gebruikersondersteuning', 'anwenderunterstutzung', 'wsparcie uzytkownik', 'anvandarsupport', 'podpora uzivatel', 'felhasznaloi tamogat', 'suport utilizator', 'υποστηριξη χρηστων', 'підтримк'],
  anywhere: [],
}));

const SERVICE_EMPLOYER_GATE = TERM_GATE.slot(() => ({
  atWordStart: ['wfm', 'rta', 'wfo', 'call cent', 'callcent', 'contact cent', 'contactcent', 'bpo', 'customer service', 'customer support', 'customer care', 'customer contact', 'customer experience', 'centre d appels', 'centres d appels', 'centre de contacts', 'relation client', 'atencion', 'atendimento', 'teleatendimento', 'kundenservice', 'callcenter', 'klantenservice', 'klantcontact', 'kundtjanst', 'asiakaspalvelu', 'ugyfelszolgalat', 'τηλεφωνικου', 'кол центр', 'контакт центр', 'cagri merkez', 'musteri hizmetleri', 'مراكز اتصال', 'مركز اتصال', 'خدمه عملاء', 'מוקד', 'कॉल सेंटर', 'tong dai'],
  anywhere: ['客服', '客户服务', '呼叫中心', 'コールセンター', 'カスタマーサホート', 'カスタマーサーヒス', '콜센터', '고객센터', '고객지원'],
}));

/** Round 37's reading after the rules (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export function serviceTradePass(classify: Classify): (text: string, read: TitleClassification) => TitleClassification {
  return gatedPass([SERVICE_TRADE_RULE, CONTACTS_GATE, USER_SUPPORT_GATE, SERVICE_EMPLOYER_GATE], (text, read) => readServiceTrade(text, read, classify));
}

/** Every term of the round (a test checks each is folded as a title is). */
export function serviceTradeTerms(): readonly string[] {
  return [...WORKFORCE, ...RECRUITING, ...IT_DESK, ...COMPLAINTS, ...ESCALATIONS, ...SERVICE_REPS, ...QUALITY, ...CONTACTS, ...SERVICE_EMPLOYER];
}
