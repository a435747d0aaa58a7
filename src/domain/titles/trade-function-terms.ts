import { firstMatch, firstMatchInRole, roleSegment } from './class-terms-finder';
import { blankSpans, employerSpans } from './employer-context';
import { foldTerms } from './fold';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * Function classes the read sets miss across industries (issue #21, round 40, sweep40f; docs/decisions.md, "Detection round 40
 * (function classes)"): the older read sets' rows whose rank is right and whose function is wrong, grouped by the mechanism that
 * failed and written complete in every language, with the development titles first
 * (`test/fixtures/detection-w3/titles-r40-function.json`). The read sets' conventions, each the labelled majority:
 *
 * - **Night audit** (a hotel's night auditor balances the day's takings) is finance, not the front desk's customer success.
 * - **Payroll** words the lexicon lacked in some languages (ペイロール, 薪酬会计, "departamento pessoal", "mezd", "lön") are finance,
 *   also inside an HR team's name; compensation with benefits or performance stays people.
 * - **Risk management** (a risk director, manager or analyst) is finance in every language, as the English is.
 * - **Medical and pharmaceutical representatives** and a device maker's clinical specialist named as sales are sellers.
 * - **Sales support**: sales coordinators, sales administration, order desks, the sales office's inside service and back office
 *   are revops (`SALES_SUPPORT`); a seller with a back-office word after the role is too. An inside seller stays sales.
 * - **Information technology units** of hospitals and universities (medical informatics, EHR analysts, an IT centre, EDP) are
 *   engineering.
 * - **Contact and service centres** (a service centre's shift, "central de relacionamento", a hotline) are customer success.
 * - **A chief revenue officer** is a seller's chief in every language, also beside a founder's word ("Co-founder & CRO").
 * - **An executive deputy of the whole organisation** (deputy CEO, executive vice president, deputy chair of a management board)
 *   is executive when the role names no function: an employer after it ("– bank") lends none.
 */
const NIGHT_AUDIT = foldTerms([
  'night auditor*', 'night audit', 'night audit clerk*', 'night audit associate*', 'nachtauditor*', 'auditeur de nuit', 'auditrice de nuit',
  'auditor nocturno', 'auditora nocturna', 'auditor noturno', 'auditora noturna', 'addetto night audit', 'addetta night audit', 'addetto al night audit',
  'nachtauditeur*', 'audytor nocny', 'audytorka nocna', 'nattrevisor*', 'yöauditoija*', 'noční auditor*', 'noční auditorka', 'éjszakai auditor*',
  'auditor de noapte', 'νυχτερινός ελεγκτής', 'νυχτερινή ελέγκτρια', 'gece denetçisi', 'gece denetcisi', 'нічний аудитор*', 'ночной аудитор*',
  'مدقق ليلي', 'مدققة ليلية', 'נייט אודיטור', 'מבקר לילה', 'नाइट ऑडिटर', 'kiểm toán đêm', '나이트 오디터', '나이트오디터', 'ナイトオーディター',
  'ナイト・オーディター', '夜审', '夜間監査',
]);

const PAYROLL = foldTerms([
  'ペイロール', '給与計算', '급여 담당', '급여담당', '급여정산', '薪酬会计', '工资核算', '薪资专员', '薪资会计',
  'oddělení mezd', 'mzdové účtárny', 'mzdová účtárna', 'mzdová účetní', 'teamledare lön', 'lönehandläggare', 'löneadministratör', 'lönespecialist',
  'ds wynagrodzeń', 'ds płac', 'działu płac', 'palkanlaskija', 'palkkahallinno*', 'bérszámfejt*', 'specialist salarizare', 'μισθοδοσίας',
  'bordro uzman*', 'заробітної плати', 'محاسب رواتب', 'חשבת שכר', 'पेरोल', 'penggajian', 'tiền lương',
]);

const RISK = foldTerms([
  'riskienhallinta*', 'riskienhallinnan', 'riskchef', 'riskhantering*', 'řízení rizik', 'kockázatkezelés*', 'kockázatkezelési', 'managementul riscului',
  'risc operațional', 'risc de credit', 'διαχείρισης κινδύνων', 'διαχείριση κινδύνων', 'управління ризиками', 'управления рисками', 'ризик менеджер*',
  'риск менеджер*', 'إدارة المخاطر', 'מנהל סיכונים', 'מנהלת סיכונים', 'ניהול סיכונים', 'जोखिम प्रबंधन', 'quản lý rủi ro', 'quản trị rủi ro',
  '리스크관리', '리스크 관리', '위험관리', 'リスク管理', '风险管理', '風險管理', 'risk yönetimi', 'manajemen risiko',
]);

const MEDICAL_REPS = foldTerms([
  'αντιπρόσωπος φαρμακευτικής', 'αντιπρόσωπος φαρμακευτικών', 'ιατρικός επισκέπτης', 'ιατρική επισκέπτρια', 'informatore medico*', 'informatrice medico*',
  'informatore scientifico', 'informatrice scientifica', 'मेडिकल प्रतिनिधि', 'मेडिकल रिप्रेजेंटेटिव', 'चिकित्सा प्रतिनिधि', 'medicínský reprezentant*',
  'reprezentant farmaceutick*', 'reprezentantka farmaceutick*', 'obchodní zástupce farmaceutick*', 'נציג רפואי', 'נציגה רפואית', 'תועמלן רפואי',
  'תועמלנית רפואית', 'clinical specialist* sales', 'orvoslátogató*', 'lääke esittelijä*', 'läkemedelskonsulent*', 'artsenbezoeker*', 'medisch vertegenwoordiger*',
  'przedstawiciel medyczny', 'przedstawicielka medyczna', 'reprezentant medical', 'reprezentantă medicală', 'медичний представник', 'медична представниця',
  'медицинский представитель', 'tıbbi mümessil', 'ilaç temsilcisi', 'مندوب طبي', 'مندوبة طبية', 'مندوب دعاية طبية', 'مندوبة دعاية طبية', 'trình dược viên',
  'pharmareferent*', 'pharmaberater*', 'délégué médical', 'déléguée médicale', 'visiteur médical', 'visiteuse médicale', 'visitador médico', 'visitadora médica',
  'representante médico', 'propagandista*', 'medical representative*', 'medical rep', 'detailer obat', '医药代表', '医薬情報担当者', '제약 영업*',
]);

const UNIT_IT = foldTerms([
  'epic * analyst*', 'epic analyst*', 'cerner * analyst*', 'cerner analyst*', 'meditech analyst*', 'epr application*', 'ehr analyst*', 'emr analyst*',
  'clinical applications analyst*', 'clinical systems manager*', 'clinical informatics system*', 'medizininformatik*', 'krankenhausinformationssystem*',
  'kis betreuung', 'analyste dpi', 'historia clínica electrónica', 'prontuário eletrônico', 'cartella clinica elettronica', 'applicatiebeheerder epd',
  'beheerder epd', 'centrum informatyczn*', 'centrum informatyki', 'dziale informatyki', 'journalsystem*', 'potilastietojärjestelmä*',
  'nemocničního informačního', 'informatikai igazgató*', 'informatikai csoportvezető*', 'it csoportvezető*', 'μηχανογράφησης', 'μηχανογράφηση',
  'stabsstelle it', 'stabsstelle digitalisierung und it', 'אגף מערכות מידע', 'אגף הנדסה', '医療情報部', '情報基盤センター', '情報システム部', '의료정보팀',
  '信息中心', '医疗信息',
]);

const CONTACT_CENTRE = foldTerms([
  'central de relacionamento', 'central de atendimento', 'מוקד שירות', 'במוקד שירות', 'מוקד שירות לקוחות', 'مركز الاتصال', 'مركز خدمة العملاء',
  'kundenservice center', 'callcenter', 'call center', 'call centre', 'centre de contact', 'centro de atención al cliente', 'contact center', 'contact centre',
  'customer service centre', 'customer service center', 'klantenservice', 'çağrı merkezi', 'кол центр*', 'гарячої лінії', 'гаряча лінія', 'горячей линии',
  'горячая линия', 'graahak seva', 'grahak seva', 'grahak sewa', 'ग्राहक सेवा', 'zákaznické linky', 'zákaznická linka', 'infolinii', 'infolinia',
  '콜센터', '客服中心', 'コールセンター',
]);

/** Sales support, administration and coordination, and the sales office's inside service: revops. */
const SALES_SUPPORT = foldTerms([
  'sales coordinator*', 'sales administrator*', 'sales administration', 'sales support', 'sales back office', 'order desk*',
  'sachbearbeiter vertriebsinnendienst', 'sachbearbeiterin vertriebsinnendienst', 'mitarbeiter vertriebsinnendienst', 'mitarbeiterin vertriebsinnendienst',
  'mitarbeiter verkaufsinnendienst', 'mitarbeiterin verkaufsinnendienst', 'vertriebsassistent*', 'administration des ventes', 'assistant commercial sédentaire', 'assistante commerciale sédentaire',
  'administrativa de ventas', 'administrativo de ventas', 'administración de ventas',
  'administração de vendas', 'apoio a vendas', 'amministrazione vendite', 'impiegato ufficio commerciale', 'impiegata ufficio commerciale', 'impiegato ufficio vendite', 'impiegata ufficio vendite', 'addetto ufficio vendite', 'addetta ufficio vendite', 'backoffice commerciale',
  'back office commerciale', 'gestione ordini', 'verkoopbinnendienst*', 'verkoopondersteuning', 'verkoopmedewerker binnendienst', 'commercieel medewerker binnendienst', 'medewerker binnendienst', 'asystent działu sprzedaży', 'asystentka działu sprzedaży', 'koordynator sprzedaży',
  'koordynatorka sprzedaży', 'säljassistent*', 'säljkoordinator*', 'säljsupport*', 'myyntiassistent*', 'myynnin koordinaattori*', 'myynnin tuki*',
  'asistent obchodního oddělení', 'asistentka obchodního oddělení', 'referent obchodního oddělení', 'referentka obchodního oddělení', 'értékesítés támogat*', 'értékesítési asszisztens*', 'asistent vânzări', 'asistentă vânzări', 'coordonator vânzări',
  'coordonatoare vânzări', 'υποστήριξης πωλήσεων', 'satış koordinatör*', 'satış destek*', 'координатор з продажу', 'координаторка з продажу',
  'координатор по продажам', 'منسق مبيعات', 'منسقة مبيعات', 'منسق المبيعات', 'منسقة دعم المبيعات', 'دعم المبيعات', 'מתאם מכירות', 'מתאמת מכירות',
  'बिक्री समन्वयक', 'बिक्री सहायक समन्वयक', 'admin penjualan', 'dukungan penjualan', 'hỗ trợ kinh doanh', 'điều phối viên kinh doanh', '영업지원', '영업 지원',
  '영업관리 사원', '영업관리 담당', '営業事務', '営業アシスタント', '销售助理', '销售内勤', '销售支持',
]);

/**
 * A trade's own word the lexicon knew in some languages only (round 40): each fills a title read `other`, found in any part
 * ("Tiimiesimies, kenttämyynti"); the CRM's words also beat the data or support words that lent engineering or customer success.
 */
const TRADE_WORDS: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['revops', foldTerms([
    'إدارة علاقات العملاء', 'نظام إدارة علاقات العملاء', 'بيانات crm', 'quản trị dữ liệu crm', 'quản trị crm', 'sfa運用', 'sfa crm運用', 'quote to cash', 'cpq',
    'cpq spezialist*', 'cpq administrator*', 'cpq analyst*',
  ])],
  ['sales', foldTerms([
    'kenttämyyn*', 'sisämyyn*', 'innesälj*', 'fältsälj*', 'innesalg*', 'feltsalg*', 'területi képviselő*', 'البيع المباشر', '판매직원', 'freight broker*',
    'з комерції', 'по коммерции', 'εξαγωγών', 'консультантка в салоні', 'консультант в салоні', 'продавчиня консультантка', 'продавець консультант',
  ])],
  ['people', foldTerms([
    'recruitment*', 'bhartee*', 'bharti salahkar', 'leave of absence', 'leave administrator*', 'شؤون الموظفين', 'gestión humana', 'gestão humana',
  ])],
  ['marketing', foldTerms([
    'skribent*', 'автор текстів', 'авторка текстів', 'автор текстов', 'animatrice de communauté', 'animateur de communauté', '그로스', '行銷',
  ])],
  ['product', foldTerms([
    '앱 기획자', '서비스 기획자', '웹 기획자', '웹 서비스 기획자', '플랫폼 기획자', 'käyttökokemus*', 'käyttöliittymä*',
  ])],
];
/** A developer or engineer named beside the CRM builds it (engineering). */
const BUILDER = /develop|engineer|entwickl|ontwikkel|programm|desenvolv|desarroll|svilupp|fejleszt|vyvojar|разработ|розроб|gelistir|مهندس|مطور|מפתח|开发|開発|개발/u;

/** A back-office word after a seller's role: the sales office's back office (revops). */
const BACK_OFFICE = foldTerms(['back office', 'backoffice', 'бек офіс', 'бэк офис']);

/** A chief revenue officer in the languages that write it out (the English and the "CRO" are read by the lexicon). */
const CHIEF_REVENUE = foldTerms([
  'الرئيس التنفيذي للإيرادات', 'الرئيسة التنفيذية للإيرادات', 'والرئيس التنفيذي للإيرادات', 'والرئيسة التنفيذية للإيرادات', '首席营收官', '首席收入官', '最高収益責任者', '最高売上責任者', '최고매출책임자', '최고수익책임자',
  'चीफ रेवेन्यू ऑफिसर', 'директор по выручке',
]);

/** An executive deputy of the whole organisation. */
const DEPUTIES = foldTerms([
  'executive vice president', 'executive vice-president', 'deputy ceo', 'deputy chief executive', 'vicepresidente ejecutivo', 'vicepresidenta ejecutiva',
  'vice presidente executivo', 'vice presidenta executiva', 'vice presidente executiva', 'místopředseda představenstva', 'místopředsedkyně představenstva',
  'başkan yardımcısı', 'заступник голови правління', 'заступниця голови правління', 'заместитель председателя правления', 'نائب الرئيس التنفيذي',
  'نائبة الرئيس التنفيذي', 'directeur général adjoint', 'directrice générale adjointe', 'director general adjunto', 'directora general adjunta',
  'director general adjunct', 'directoare generală adjunctă', 'diretor geral adjunto', 'diretora geral adjunta', 'vicedirettore generale',
  'vicedirettrice generale', 'vezérigazgató helyettes', 'wiceprezes zarządu', 'varatoimitusjohtaja', 'vice vd', 'vice verkställande direktör',
  'stellvertretender geschäftsführer', 'stellvertretende geschäftsführerin', 'plaatsvervangend algemeen directeur', 'αναπληρωτής διευθύνων σύμβουλος',
  'wakil direktur utama', 'wakil presiden direktur', 'phó tổng giám đốc', 'उप मुख्य कार्यकारी अधिकारी',
]);

/** The word "cro" joined to a founder's or another chief's title ("Co-founder & CRO", "CRO & Co-Founder", "Perustaja ja CRO"). */
const JOINED_CRO = /(?:^|[,&/]|\s(?:and|und|et|y|e|i|och|ja|a|es|si|και|ve|і|и|dan|kiem|aur|ו|en|og))\s*cro(?=\s*(?:$|[,&/]|\s(?:and|und|et|y|e|i|och|ja|a|es|si|και|ve|і|и|dan|aur|en)\s))/u;
/** A founder's word, folded as titles are (no accents: "grunder", "zalozyciel", "alapito", "dong sang lap"). */
const FOUNDER = /(?:founder|founding|grunder|fondat|fundador|oprichter|zalozyciel|grundare|perustaja|zakladatel|alapito|συνιδρυτ|ιδρυτ|kurucu|засновни|основател|pendiri|sang lap|מייסד|مؤسس|संस्थापक|创始人|創業者|창업자|창립자)/u;

const TRADE_RULE: FunctionRule = classesRule(1, [
  ['finance', [...NIGHT_AUDIT, ...PAYROLL, ...RISK]],
  ['sales', MEDICAL_REPS],
  ['revops', SALES_SUPPORT],
  ['engineering', UNIT_IT],
  ['customer_success', CONTACT_CENTRE],
]);
const WORDS_RULE: FunctionRule = classesRule(1, TRADE_WORDS);
const CHIEF_REVENUE_RULE: FunctionRule = classesRule(1, [['sales', CHIEF_REVENUE]]);
const DEPUTY_RULE: FunctionRule = classesRule(1, [['executive', DEPUTIES]]);
const BACK_OFFICE_SLOT = TERM_GATE.slot(() => ({ atWordStart: BACK_OFFICE }));
const CRO_SLOT = TERM_GATE.slot(() => ({ atWordStart: ['cro'] }));

/** What each class, found in the role's own segment, beats. */
const BEATS: Readonly<Partial<Record<JobFunction, ReadonlySet<JobFunction>>>> = {
  finance: new Set(['other', 'people', 'customer_success', 'operations']),
  sales: new Set(['other', 'product', 'customer_success']),
  revops: new Set(['other', 'sales']),
  engineering: new Set(['other']),
  customer_success: new Set(['other', 'operations']),
};

/** A hotel's or a venue's sales coordinator books events (sales), and pay with benefits or performance is HR's reward (people). */
const HOSPITALITY_SALES = /(?:catering|banquet|banqueting|events?|group|wedding|conference|meetings?|venue|ticketing|hospitality|suites?) sales coordinator/u;
const PAY_AND_REWARD = /benef|swiadcze|παροχ|绩效|reward|compensation|(?:^|[\s&,])hr(?=$|[\s&,])|인사|人事|人力/u;
/** A later part naming the organisation by its kind: a bank, savings bank, credit union, insurer, holding or group. */
const ORGANISATION_PART = / , (?:[^,]*\s)?(?:bank|banks|banka|banco|banque|banca|банк|بنك|בנק|sparkasse|sporitelna|caja|caixa|credit union|building society|insurer|holding|group|groupe|grupo|gruppo|cooperativa|cooperative|co operative|cooperatieve|spoldzielnia|druzstvo|szovetkezet|osuuspankki)(?:\s[^,]*)?(?: , |$)/u;
const SALES_PART = /(?:^| , )sales(?: , |$)/u;

/** Compliance beside risk is the compliance function's (`other`), as the read sets label "Compliance & Risk". */
const COMPLIANCE = /complian|kepatuhan|uyum|conformit|cumplimiento|conformidade|zgodnosc|megfelel|συμμορφωσ|відповідн|الامتثال|ציות|अनुपालन|tuan thu|컴플라이언스|コンプライアンス|合规|合規/u;
/** A contact centre's shift lends operations, its planners keep it (workforce management is operations, round 37). */
const SHIFT = /shift|schicht|משמרת|وردي|\bturno\b|zmian|vardiya|змін|смен|교대|值班|equipe de nuit/u;
const PLANNERS = /wfm|workforce|plan/u;
const DESK = /reception|front desk|front office/u;

function kept(text: string, found: JobFunction, fn: JobFunction): boolean {
  if (found === 'revops') return HOSPITALITY_SALES.test(text);
  // A night auditor who is also the receptionist keeps the desk's reading ("Night Auditor / Receptionist").
  if (found === 'finance') return PAY_AND_REWARD.test(text) || COMPLIANCE.test(text) || DESK.test(text);
  if (found === 'customer_success') return fn === 'operations' && (!SHIFT.test(text) || PLANNERS.test(text));
  return false;
}

function tradeFunction(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): JobFunction | null {
  const fn = read.function;
  if (fn === null) return null;
  if (fn === 'executive' && read.seniority === 'c_level') {
    if (firstMatch(CHIEF_REVENUE_RULE, text) !== null) return 'sales';
    if (TERM_GATE.holds(CRO_SLOT, text) && JOINED_CRO.test(text) && FOUNDER.test(text)) return 'sales';
  }
  if (fn === 'other' && firstMatchInRole(CHIEF_REVENUE_RULE, text) !== null) return 'sales';
  const found = firstMatchInRole(TRADE_RULE, text);
  if (found !== null && found.fn !== fn && BEATS[found.fn]?.has(fn) === true && !kept(text, found.fn, fn)) return found.fn;
  // A clinical specialist whose later part names the sales side sells the maker's devices.
  if (fn === 'other' && text.startsWith('clinical specialist') && SALES_PART.test(text)) return 'sales';
  const word = fn === 'other' ? firstMatch(WORDS_RULE, text) : fn === 'engineering' || fn === 'customer_success' ? firstMatchInRole(WORDS_RULE, text) : null;
  if (word !== null && (fn === 'other' || (word.fn === 'revops' && !BUILDER.test(roleSegment(text))))) return word.fn;
  if (fn === 'sales' && TERM_GATE.holds(BACK_OFFICE_SLOT, text) && BACK_OFFICE.some((w) => text.includes(w))) return 'revops';
  // The deputy's word opens the role: a word before it names the deputy's own function ("Compliance-toiminnon varatoimitusjohtaja").
  if (fn !== 'executive' && firstMatchInRole(DEPUTY_RULE, text)?.index === 0) {
    // The role alone, without an employer named after it, names no function: the deputy runs the whole organisation.
    const spans = employerSpans(text);
    // A later part that is no employer names the deputy's function ("Executive Vice President, Sales").
    if (fn !== 'other' && spans.length === 0 && !ORGANISATION_PART.test(text)) return null;
    const role = spans.length > 0 ? blankSpans(text, spans).trim() : roleSegment(text);
    const own = fn === 'other' ? 'other' : role === text ? fn : classify(role).function;
    if (own === 'other' || own === 'executive') return 'executive';
  }
  return null;
}

/** Round 40's reading (sweep40f), gated by its rules' terms and the "cro" and back-office words. */
export function tradeFunctionPass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass([TRADE_RULE, WORDS_RULE, CHIEF_REVENUE_RULE, DEPUTY_RULE, BACK_OFFICE_SLOT, CRO_SLOT], (text, read) => {
    const fn = tradeFunction(text, read, classify);
    return fn === null || fn === read.function ? read : { seniority: read.seniority, function: fn };
  });
}

export { CHIEF_REVENUE_RULE, DEPUTY_RULE, TRADE_RULE, WORDS_RULE };
