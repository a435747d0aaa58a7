import { firstMatch } from './class-terms-finder';
import { employerSpans, insideSpans } from './employer-context';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule, INTERN } from './role-classes-it';
import { ruleGates, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The functions of IT services, outsourcing and staffing (issue #21, round 32, titles32a; read set w4f; development titles first:
 * `test/fixtures/detection-w3/titles-r32-it-services.json`; docs/decisions.md, "Detection round 32 (IT services titles)"), each
 * class in every language the sets use, with the loan words the trade writes in all of them ("Delivery", "WFM", "Resource
 * Manager"):
 * - **delivery**: the delivery organisation of a services firm (VP / head / director / manager of delivery, service delivery,
 *   offshore, nearshore and global delivery, delivery centres) → `operations`, where the title had no function of its own
 *   (`other`) or only a vice president's or director's general one (`executive` below the C-level);
 * - **resource management**: resource managers, planners and coordinators, resourcing, allocation of consultants, the bench,
 *   utilisation → `operations`, also where "IT consultants", "professional services" lent engineering or customer success;
 * - **workforce management** of contact centres (WFM, real-time analysts, scheduling, capacity planning) → `operations`, where
 *   "workforce" lent people;
 * - **vendor and supplier management** (vendor managers, supplier relationship and performance, contingent workforce and VMS
 *   programmes) → `operations`, where "relationship" lent sales;
 * - **learning delivery** (a trainer's delivery) → `people`, not the delivery organisation;
 * - **revenue assurance** → `finance`, where "revenue" lent sales (the Brazilian "departamento pessoal" stays `people`, as the
 *   development titles have labelled it since round 3, though w4f labels it finance);
 * - the **contact centre's processes** (the Indian BPO's "voice process", "chat process") and the Czech and Slovak contact
 *   centre → `customer_success`, where the title named no function;
 * - a **consultant of an enterprise platform** (SAP, Oracle, Workday, ServiceNow, Dynamics, Guidewire, Pega …) → `engineering`,
 *   where the platform's module lent nothing, revops or operations (an administrator of Salesforce stays revops);
 * - an **IT intern, trainee or technician in a call centre** → `engineering`: the role's IT word wins over the place.
 *
 * Engagement managers stay `other` (every set from w3b to w4d labels the consultancies' engagement manager so).
 */
const DELIVERY = [
  'delivery', 'deliveries', 'deliverychef', 'delivery centre*', 'delivery center*', 'nearshore centre*', 'nearshore center*', 'nearshore',
  'offshore delivery', 'leistungserbringung', 'livraison', 'entrega de servicios', 'entrega de servicos', 'erogazione dei servizi',
  'erogazione servizi', 'toimitusten', 'toimituspaallikko', 'centrum dostaw', 'υλοποιησησ εργων', 'teslimat', 'penyampaian layanan',
  'للتسليم', 'التسليم', 'تقديم الخدمات', 'דליברי', 'אספקה', 'डिलीवरी', 'デリバリー', '딜리버리', '交付',
];
/**
 * A delivery word in these is a trainer's or a maternity ward's ("Labor & Delivery", "Delivery Suite"), not the organisation's:
 * read in the 20 characters before the word and the 12 after it.
 */
const NOT_DELIVERY = /(?:learning|training|content|capital|labou?r|delivery (?:suite|ward|room))/u;
/** Resources that are people ("human resources", "zasoby ludzkie", 人力资源): the HR function's, not the bench's. */
const HUMAN = /(?:human|humain|humano|humana|umane|ludzk|lidsk|emberi|insan|manusia|nhan luc|человеческ|людськ|ανθρωπιν|人力|بشري|אנוש|मानव)/u;

const LEARNING_DELIVERY = ['learning delivery', 'training delivery', 'learning and development delivery'];

const RESOURCE = [
  'resource manager*', 'resource management', 'resource planner*', 'resource planning', 'resource coordinator*', 'resource allocation',
  'resourcing', 'resourcemanager*', 'allocation specialist*', 'allocations', 'bench manager*', 'bench management', 'bench coordinator*',
  'utilisation analyst*', 'utilization analyst*', 'staffing coordinator*', 'workforce deployment', 'ressourcenmanager*', 'ressourcenplan*',
  'gestionnaire des ressources', 'gestion des ressources', 'coordinador de recursos', 'coordinadora de recursos', 'asignacion de consultores',
  'alocacao de recursos', 'alocacao de consultores', 'coordinatore risorse', 'coordinatrice risorse', 'resursplanerare', 'resurskoordinator*',
  'resurssikoordinaattori', 'resurssipaallikko', 'zarzadzania zasobami', 'alokacja konsultantow', 'koordynator zasobow', 'koordinator zdroju', 'koordinatorka zdroju',
  'eroforras koordinator', 'eroforras menedzser', 'coordonator resurse', 'alocare consultanti', 'συντονιστησ πορων', 'συντονιστρια πορων',
  'ресурсни* менеджер', 'ресурсни* менеджер*', 'kaynak planlama', 'kaynak planlama uzmani', 'koordinator sumber daya', 'dieu phoi vien nguon luc',
  'منسق الموارد', 'منسقه الموارد', 'מתאם משאבים', 'מתאמת משאבים', 'रिसोर्स मैनेजर', 'リソースマネージャー', 'リソース管理', '리소스 매니저', '리소스 관리',
  '资源经理', '资源管理', '资源协调',
];

const WFM = [
  'workforce management', 'wfm', 'workforce planner*', 'real time analyst*', 'scheduling analyst*', 'capacity planner*', 'workforce-management',
  'forecasting and scheduling', 'planificacion wfm', 'planification wfm', 'personaleinsatzplan*',
];

const VENDOR = [
  'vendor manager*', 'vendor management', 'supplier manager*', 'supplier management', 'supplier relationship*', 'supplier performance',
  'third party supplier*', 'contingent workforce', 'contingent labour', 'contingent labor', 'vms administrator*', 'lieferantenmanag*',
  'gestion des fournisseurs', 'gestion de proveedores', 'gestao de fornecedores', 'gestione fornitori', 'gestione dei fornitori', 'leveranciersmanag*',
  'leverantorsansvarig*', 'leverantorshantering', 'toimittajahallin*', 'zarzadzania dostawcami', 'rizeni dodavatelu', 'beszallitoi menedzsment',
  'managementul furnizorilor', 'διαχειρισησ προμηθευτων', 'управління постачальниками', 'управления поставщиками', 'tedarikci yonetimi',
  'manajemen vendor', 'quan ly nha cung cap', 'اداره الموردين', 'ניהול ספקים', 'מנהל ספקים', 'מנהלת ספקים', 'वेंडर मैनेजमेंट', 'ベンダー管理',
  '협력사 관리', '供应商管理',
];

/** Revenue assurance (unbilled work, leakage): a finance control, not the sales "revenue" lends. */
const REVENUE_ASSURANCE = ['revenue assurance', 'revenue leakage', 'umsatzsicherung', 'assurance revenus', 'aseguramiento de ingresos', 'garantia de receita'];

/** The contact centre's processes (the Indian BPO's "voice process") and the Czech and Slovak contact centre. */
const CONTACT_CENTRE = [
  'voice process', 'non voice process', 'chat process', 'inbound process', 'outbound process', 'kontaktniho centra', 'kontaktnim centru', 'kontaktni centrum',
  'kontaktneho centra', 'kontaktnom centre',
];

/** The round's classes in one pattern: at one place the earlier group wins. */
export const IT_SERVICES_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['people', LEARNING_DELIVERY],
  ['finance', REVENUE_ASSURANCE],
  ['customer_success', CONTACT_CENTRE],
  ['operations', [...RESOURCE, ...WFM, ...VENDOR]],
  ['other', DELIVERY],
];
/** The classes as one rule (one scan; its literal pre-test is the terms' literals). */
export const IT_SERVICES_CLASSES_RULE: FunctionRule = classesRule(1, IT_SERVICES_CLASSES);
/** The rule's slots in the classifier's one gate (`term-gate.ts`): a title holding none of its terms is not scanned. */
const IT_SERVICES_GATES: readonly number[] = ruleGates(IT_SERVICES_CLASSES_RULE);

/** What each class beats: the function a title read before (`other` stands for the delivery class, read as operations). */
const BEATEN: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  people: new Set(['other']),
  finance: new Set(['sales', 'revops', 'other']),
  customer_success: new Set(['other']),
  operations: new Set(['other', 'customer_success', 'engineering', 'people', 'sales']),
  other: new Set(['other', 'executive']),
};

/** Every function some class beats: a title read as none of them is not scanned. */
const ANY_BEATEN: ReadonlySet<string> = new Set(Object.values(BEATEN).flatMap((set) => [...(set ?? [])]));

/** What a class found in a later segment beats. */
const LATER_BEATEN: ReadonlySet<string> = new Set(['other', 'executive', 'people']);

/** Enterprise platforms an IT services consultant implements (the vendor's product, not a sales or HR department's tool). */
const PLATFORM = new RegExp(
  words([
    'sap', 's 4hana', 's4hana', 'abap', 'fico', 'successfactors', 'ariba', 'oracle', 'peoplesoft', 'jd edwards', 'netsuite', 'hyperion', 'siebel', 'workday',
    'servicenow', 'salesforce', 'dynamics 365', 'dynamics crm', 'dynamics ax', 'dynamics nav', 'd365', 'guidewire', 'duck creek', 'pega', 'pegasystems',
    'appian', 'outsystems', 'mulesoft', 'informatica', 'sitecore', 'temenos', 'finacle', 'murex', 'kronos', 'ukg', 'coupa', 'anaplan', 'odoo',
    'power platform', 'sharepoint',
  ]),
  'u',
);
/** The consultant's noun in the sets' languages ("Consultant", "Berater", "Consultor", "コンサルタント") — not a sales consultant. */
const CONSULTANT = new RegExp(
  `${words([
    'consultant', 'consultants', 'berater', 'beraterin', 'consultor', 'consultora', 'consulente', 'konsult', 'konsultti', 'konsultant', 'konsultantka',
    'konzultant', 'konzultantka', 'tanacsado', 'consultantul', 'συμβουλοσ', 'консультант', 'danisman', 'konsultan', 'chuyen vien tu van', 'مستشار', 'יועץ',
    'יועצת', 'कंसल्टेंट', '컨설턴트',
    // round 33: the consultant's noun in the forms the list lacked (Turkish possessive, Arabic, Hindi, Vietnamese)
    'consultante', 'danismani', 'استشاري', 'सलाहकार', 'tu van',
  ])}|コンサルタント|顾问|顧問`,
  'u',
);
const NOT_PLATFORM_CONSULTANT = /(?:^|\s)(?:sales|vertrieb|ventas|vendas|vendite|recruit\p{L}*|recruitment)(?:\s|$)/u;

/** An IT word of the role (not of the employer's name) and a call centre where it is done. */
const IT_WORD = new RegExp(`${words(['it', 'ti', 'bt', 'ict', 'ikt', 'informatique', 'informatica', 'айти', 'आईटी', 'تقنيه معلومات', 'تقنيه المعلومات'])}|(?<![a-z])it(?=[\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af])`, 'u');
const CALL_CENTRE = new RegExp(
  `${words([
    'call cent*', 'callcent*', 'contact cent*', 'contactcent*', 'centre d appels', 'centro de llamadas', 'central de atendimento', 'cagri merkez*',
    'кол центр*', 'колл центр*', 'контакт центр*', 'kontaktniho centra', 'kontaktnim centru', 'kontaktni centrum', 'τηλεφωνικο κεντρο', 'τηλεφωνικοσ κεντρο', 'κεντρο εξυπηρετησησ', 'tong dai', 'מוקד', 'במוקד', 'מוקד שירות', 'مركز اتصال',
    'مركز الاتصال', 'कॉल सेंटर', 'puhelinpalvelukeskus*', 'ugyfelszolgalati kozpont*', 'ugyfelszolgalati kozpontban', 'klantcontactcentrum',
  ])}|コールセンター|콜센터|呼叫中心|客服中心`,
  'u',
);

/**
 * Literal stems every call-centre and consultant term holds (`String.includes`, for cost: the patterns are read only where one
 * is present).
 */
const CALL_CENTRE_STEMS = [
  'call', 'contact', 'appels', 'llamadas', 'atendimento', 'cagri', 'центр', 'κεντρο', 'tong dai', 'מוקד', 'مركز', 'कॉल', 'kozpont', 'puhelinpalvelu',
  'klantcontact', 'kontakt', 'コールセンター', '콜센터', '呼叫中心', '客服中心',
];
const CONSULTANT_STEMS = [
  'consult', 'consulen', 'berater', 'konsult', 'konzult', 'tanacsado', 'συμβουλ', 'консультант', 'danisman', 'konsultan', 'tu van', 'مستشار', 'استشاري', 'יועצ', 'יועץ', 'कंसल्टेंट', 'सलाहकार',
  '컨설턴트', 'コンサルタント', '顾问', '顧問',
];
const mayHold = (text: string, stems: readonly string[]): boolean => stems.some((stem) => text.includes(stem));

/**
 * Round 32's reading after the rules: a class named in the title beats the functions its words lent (`BEATEN`); a platform's
 * consultant is an engineer; an IT intern in a call centre an engineer.
 */
export function byItServicesClass(text: string, read: TitleClassification): TitleClassification {
  const fn = read.function;
  if (fn === null) return read;
  if ((fn === 'customer_success' || fn === 'other') && mayHold(text, CALL_CENTRE_STEMS) && CALL_CENTRE.test(text) && itInCallCentre(text)) {
    return { seniority: read.seniority, function: 'engineering' };
  }
  // An IT intern or trainee whose intern word the IT rule does not list ("IT-stagiair", "IT-harjoittelija").
  if (fn === 'other' && IT_WORD.test(text) && (INTERN.test(text) || STAGIAIR.test(text)) && itInCallCentre(text)) return { seniority: read.seniority, function: 'engineering' };
  // Round 33: a platform's finance module ("Oracle Financials", "SAP-konsult ekonomi") lends no finance either (w3u, w4f and the
  // development titles label a platform's functional consultants engineering, 10 rows against 2 relabelled).
  if ((fn === 'other' || fn === 'revops' || fn === 'operations' || fn === 'finance') && mayHold(text, CONSULTANT_STEMS) && CONSULTANT.test(text) && PLATFORM.test(text) && !NOT_PLATFORM_CONSULTANT.test(text)) {
    return { seniority: read.seniority, function: 'engineering' };
  }
  if (!ANY_BEATEN.has(fn) || !IT_SERVICES_GATES.some((slot) => TERM_GATE.holds(slot, text))) return read;
  const m = firstMatch(IT_SERVICES_CLASSES_RULE, text);
  if (m === null || BEATEN[m.fn]?.has(fn) !== true) return read;
  // In a later segment a class names the role only where the role's own words named no function ("Analyst – workforce
  // management"); there it may name the employer's product or business ("Sales Manager – vendor management software").
  const roleEnd = text.indexOf(' , ');
  if (roleEnd >= 0 && m.index > roleEnd && !LATER_BEATEN.has(fn)) return read;
  // A general manager whose later segment names the delivery centres he runs keeps his function ("Country Head – delivery centres").
  if (roleEnd >= 0 && m.index > roleEnd && m.fn === 'other' && fn === 'executive') return read;
  if (m.fn === 'operations' && HUMAN.test(text.slice(Math.max(0, m.index - 12), m.index + m.length + 20))) return read;
  if (m.fn !== 'other') return { seniority: read.seniority, function: m.fn };
  // The delivery organisation: not a chief executive's own function, nor a courier's or trainer's delivery.
  if (fn === 'executive' && read.seniority === 'c_level') return read;
  return NOT_DELIVERY.test(text.slice(Math.max(0, m.index - 20), m.index + m.length + 12)) ? read : { seniority: read.seniority, function: 'operations' };
}

/** The Dutch intern `INTERN` lacks. */
const STAGIAIR = /(?:^|\s)stagiair(?:\s|$)/u;

/** The title's IT word lies outside the employer's name (the call centre's or the intern's check) ("Call Centre Agent – IT company" is the company's IT). */
function itInCallCentre(text: string): boolean {
  const m = IT_WORD.exec(text);
  return m !== null && !insideSpans(m.index, employerSpans(text));
}
