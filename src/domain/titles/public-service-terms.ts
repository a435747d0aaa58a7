import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import type { TitleClassification } from './types';

/**
 * The functions of public-service work (issue #21, round 27), each class recounted by labeller over every read set (w2, w3 …
 * w4a) and written once for every language (development titles first: `test/fixtures/detection-w3/titles-r27-functions.json`;
 * the counts are in docs/decisions.md, "Detection round 27 (public-service functions)"):
 *
 * - **Casework, social work, benefits eligibility, inspection, enforcement, permits and licensing, consular and constituency
 *   casework** → `other`, as public clerks (w3b, w3e, w3f, w3g, w3h, w3i, w3j, w3l, w3n, w3y against w4a's operations). The words
 *   are role nouns, so that a word of the employer ("Ministry of Finance", "Benefits Agency", "Gambling Commission") or of the
 *   role's field ("fiscal", "credit", "technician") no longer names another function. `PUBLIC_SERVICE_FUNCTION` is the one place
 *   to change if the coordinator settles the class the other way.
 * - **Policy analysts, officers and advisers, diplomats' political work** → `other` (w3b, w3c, w3e, w3r, w3z, w4a), before the
 *   ministry of finance or treasury they work for.
 * - **Sales-operations analysts** in the languages the lexicon lacked → `revops`; **press offices and spokespeople** → `marketing`;
 *   **digital-government, e-governance and informatisation units, statisticians** → `engineering`; Vietnamese **personnel
 *   organisation** ("tổ chức cán bộ") → `people`; **public-procurement words** the lexicon lacked (Vergabe, veřejné zakázky,
 *   contratación pública, közbeszerzés, appalti, đấu thầu) → `operations`, as every earlier labeller reads procurement.
 */
export const PUBLIC_SERVICE_FUNCTION = 'other' as const;

const PUBLIC_SERVICE = [
  // English
  'social worker*', 'caseworker*', 'case worker*', 'case officer*', 'eligibility worker*', 'eligibility specialist*', 'eligibility caseworker*',
  'revenues and benefits', 'benefits assessor*', 'consular officer*', 'consular assistant*', 'visa officer*', 'labour inspector*', 'labor inspector*',
  'food safety inspector*', 'food inspector*', 'food safety officer*', 'fire inspector*', 'fire safety inspector*', 'building inspector*',
  'building control officer*', 'building control surveyor*', 'plans examiner*', 'environmental health officer*', 'environmental health inspector*',
  'code enforcement officer*', 'code compliance officer*', 'parking enforcement officer*', 'labour enforcement officer*', 'border force officer*',
  'border services officer*', 'border officer*', 'customs officer*', 'correctional officer*', 'corrections officer*', 'prison officer*',
  'probation officer*', 'licensing officer*', 'permit technician*', 'permits technician*', 'permit clerk*', 'permits clerk*',
  // German, French, Spanish, Portuguese, Italian, Dutch
  'sozialarbeiter*', 'fallmanager*', 'lebensmittelkontrolleur*', 'gewerbeaufsicht*', 'zollbeamt*', 'justizvollzugsbeamt*', 'elterngeldstelle',
  'arbeitsinspektor*', 'travailleur social', 'travailleuse sociale', 'assistant social', 'assistante sociale', 'assistant de service social',
  'assistante de service social', 'inspecteur du travail', 'inspectrice du travail', 'contrôleur des douanes', 'contrôleuse des douanes',
  'agent des douanes', 'douanier', 'douanière', 'agent consulaire', 'instructeur des autorisations', 'instructrice des autorisations',
  'surveillant pénitentiaire', 'surveillante pénitentiaire', 'trabajador social', 'trabajadora social', 'inspector de trabajo', 'inspectora de trabajo',
  'inspector de consumo', 'inspectora de consumo', 'inspector de sanidad', 'inspectora de sanidad', 'funcionario de prisiones', 'funcionaria de prisiones',
  'técnico de licencias', 'técnica de licencias', 'assistente social', 'auditor fiscal do trabalho', 'auditora fiscal do trabalho', 'fiscal de obras',
  'agente penitenciário', 'agente penitenciária', 'técnico de licenciamento', 'técnica de licenciamento', 'assistente sociale', 'ispettore del lavoro',
  'ispettrice del lavoro', 'funzionario doganale', 'funzionaria doganale', 'agente di polizia penitenziaria', 'istruttore pratiche edilizie',
  'istruttrice pratiche edilizie', 'maatschappelijk werker', 'medewerker vergunningverlening', 'vergunningverlener*', 'handhaver*', 'douanemedewerker*',
  // Swedish, Finnish, Polish, Czech, Hungarian, Romanian, Greek, Turkish, Indonesian, Vietnamese, Ukrainian
  'socialsekreterare', 'bygglovshandläggare', 'miljöinspektör*', 'livsmedelsinspektör*', 'handläggare försörjningsstöd',
  'handläggare ekonomiskt bistånd', 'tulltjänsteman', 'kriminalvårdare', 'sosiaalityöntekijä', 'sosiaaliohjaaja', 'rakennustarkastaja',
  'ympäristötarkastaja', 'elintarviketarkastaja', 'etuuskäsittelijä', 'tullitarkastaja', 'pracownik socjalny', 'inspektor pracy',
  'inspektor nadzoru budowlanego', 'strażnik miejski', 'strażniczka miejska', 'sociální pracovník', 'sociální pracovnice', 'inspektor práce',
  'szociális munkás', 'munkavédelmi felügyelő', 'esetmenedzser', 'építésügyi ügyintéző', 'asistent social', 'asistentă socială', 'inspector de muncă',
  'ofițer vamal', 'κοινωνικός λειτουργός', 'κοινωνική λειτουργός', 'επιθεωρητής εργασίας', 'επιθεωρήτρια εργασίας', 'sosyal çalışmacı',
  'iş müfettişi', 'zabıta memuru', 'gıda kontrol görevlisi', 'vaka yöneticisi', 'pekerja sosial', 'pendamping sosial', 'pengawas ketenagakerjaan',
  'petugas bea cukai', 'petugas perizinan', 'công tác xã hội', 'thanh tra viên', 'cán bộ hải quan', 'соціальний працівник', 'соціальна працівниця',
  'фахівець із соціальної роботи', 'фахівець з соціальної роботи', 'інспектор праці', 'адміністратор цнап',
  // Hebrew, Arabic, Hindi (both scripts), Japanese, Korean, Chinese
  'עובד סוציאלי', 'עובדת סוציאלית', 'מפקח עבודה', 'מפקחת עבודה', 'פקח חניה', 'פקחית חניה', 'מפקח בנייה', 'רישוי עסקים', 'أخصائي اجتماعي',
  'أخصائية اجتماعية', 'باحث حالات اجتماعية', 'باحث اجتماعي', 'مفتش عمل', 'مفتشة عمل', 'مفتش أغذية', 'موظف تراخيص', 'सामाजिक कार्यकर्ता',
  'श्रम निरीक्षक', 'खाद्य सुरक्षा अधिकारी', 'खाद्य सुरक्षा निरीक्षक', 'प्रकरण कार्यकर्ता', 'shram nirikshak', 'samajik karyakarta', 'ケースワーカー',
  '労働基準監督官', '食品衛生監視員', '사회복지전담공무원', '사회복지사', '근로감독관', '식품위생감시원', '통합사례관리사', '社工員',
  '社會工作員', '社会工作者', '勞動檢查員', '劳动监察员', '稽查員',
];

const POLICY = [
  'policy analyst*', 'policy officer*', 'public sector specialist*', 'policy adviser*', 'policy advisor*', 'policy fast stream', 'political officer*', 'secretary , political',
  'finanzpolitik', 'wirtschaftspolitik', 'sozialpolitik', 'steuerpolitik', 'haushaltspolitik', 'politikberater*', 'politikreferent*',
  'analyste des politiques', 'analyste politique*', 'analista de políticas', 'analista delle politiche', 'beleidsmedewerker*', 'beleidsadviseur*',
  'beleidsambtenaar*', 'politika analisti', 'politika uzmanı', 'аналітик державної політики', 'аналітик політики', 'analityk polityk*',
  'analytik veřejných politik', 'analytička veřejných politik', 'szakpolitikai elemző', 'analist de politici', 'αναλυτής δημόσιας πολιτικής',
  'αναλύτρια δημόσιας πολιτικής', 'analis kebijakan', 'phân tích chính sách', 'محلل سياسات', 'محللة سياسات', 'מנתח מדיניות', 'מנתחת מדיניות',
  'नीति विश्लेषक', 'policyanalytiker', 'politiikka analyytikko', '政策研究員', '政策研究员', '政策分析', '정책분석', '政策調査',
];

const SALES_OPERATIONS = [
  'operacji sprzedaży', 'operațiuni de vânzări', 'säljoperation*', 'операцій продажу', 'obchodních operací', 'operasional penjualan',
  'értékesítési operációs', '業務營運', '銷售營運', '销售运营',
];

const PRESS_OFFICE = [
  'press officer*', 'press secretary', 'press office', 'spokesperson', 'spokesman', 'spokeswoman', 'pressesprecher*', 'attaché de presse',
  'attachée de presse', 'técnico de prensa', 'técnica de prensa', 'tisková mluvčí', 'tiskový mluvčí', 'tiskového oddělení', 'דוברות', 'דובר',
  'דוברת', 'пресслужби', 'пресслужба', 'речник', 'media cell', 'الاتصال المؤسسي', '新聞聯絡', '發言人', '发言人',
];

const DIGITAL_GOVERNMENT = [
  'director of digital services', 'head of digital services', 'digital transformation', 'e governance consultant*', 'e governance officer*', 'e governance cell', 'e gov', 'ई गवर्नेंस', 'التحول الرقمي',
  'informatievoorziening', 'інформатизації', 'інформатизація', 'técnico tic', 'técnica tic', 'becario tic', 'becaria tic', 'área tic', 'servicio tic', 'departamento tic', 'statistician*', 'statistiker*', 'statisticien*', 'statistico', 'statystyk',
  'estatístico', 'trung tâm công nghệ thông tin', 'thực tập sinh cntt', 'デジタル推進',
];

const PROCUREMENT = ['vergabestelle', 'vergabereferent*', 'veřejných zakázek', 'contratación pública', 'közbeszerzés*', 'appalti', 'đấu thầu', 'mua sắm công'];

/** The round's tier-1 classes in one pattern (one scan, as round 23's `classesRule`): at one place the earlier group wins. */
export const PUBLIC_SERVICE_CLASSES_RULE: FunctionRule = classesRule(1, [
  [PUBLIC_SERVICE_FUNCTION, [...PUBLIC_SERVICE, ...POLICY]],
  ['revops', SALES_OPERATIONS],
  ['marketing', PRESS_OFFICE],
  ['engineering', DIGITAL_GOVERNMENT],
  ['people', ['tổ chức cán bộ']],
  ['operations', PROCUREMENT],
  ['sales', ['首位業務']],
]);

/** A help or service desk for a software product the title names (not an IT word): the vendor's customer support. */
const HELP_DESK = new RegExp(words(['help desk*', 'helpdesk*', 'service desk*', 'servicedesk*', 'assistance utilisateurs', 'mesa de ayuda']), 'u');
const PRODUCT = new RegExp(words(['software', 'logiciel', 'gestionale', 'zaaksysteem', 'sistema de gestão', 'system dla', 'piattaforma', 'platform']), 'u');
const IT_WORD = new RegExp(words(['it', 'ict', 'informatique', 'informatica', 'campus']), 'u');

/** The role nouns of the public-service and policy class, read again at the head of a title (below). */
const PUBLIC_SERVICE_ROLE = /^(?:policy (?:analyst|officer|advis[eo]r)|public sector specialist)/u;

/**
 * Round 27's reading after the rules: a software product's help desk is customer success, not IT support (w3z, w4a); a title
 * that opens with a public-service or policy role noun keeps that class where a bank it works for would lend finance (a
 * development bank's policy analyst, `rank-context.ts` reads "other" as no function).
 */
export function byPublicServiceClass(text: string, read: TitleClassification): TitleClassification {
  if (read.function === 'finance' && PUBLIC_SERVICE_ROLE.test(text)) return { seniority: read.seniority, function: PUBLIC_SERVICE_FUNCTION };
  if (read.function !== 'engineering' || !HELP_DESK.test(text) || !PRODUCT.test(text) || IT_WORD.test(text)) return read;
  return { seniority: read.seniority, function: 'customer_success' };
}
