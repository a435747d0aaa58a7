import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Classes of titles of an industrial customer's contacts that the w3t blind set missed (issue #21, round 20), each written
 * once for every language (development titles first: `test/fixtures/detection-w3/titles-r20.json`):
 *
 * - **An order desk**: order processing, order management, sales-order administration and a customer order desk →
 *   revops, as sales administration is (round 18). Recounted by labeller over every read set: revops in w3b, w3d, w3e,
 *   w3f, w3g, w3h, w3n, w3o, w3p and w3t; none otherwise. Order picking (a warehouse's) stays operations.
 * - **Cost accounting and costing** ("Kostenrechner", "Kalkylator", "Kostprijscalculator", "原価計算", "Analista de
 *   Custos") → finance.
 * - **Design and process engineers in the trade words** ("Konstrukteur", "Konstruktér", "Technolog vstřikování",
 *   "Ingeniero de Diseño Mecánico", "Manufacturing Engineer") → engineering; production and material planners
 *   ("Programador de Produção", "Materialplanerare") → operations.
 * - **Business systems teams** (an ERP team, "IT-Systeme", "affärssystem", 전산, 信息部) → engineering.
 */
const ORDER_DESK = [
  'order desk*', 'order management', 'order administrat*', 'order coordinat*', 'sales order*', 'customer order*', 'auftragsmanagement',
  'auftragsannahme', 'gestion des commandes', 'gestionnaire de commandes', 'gestionnaire commandes', 'administration des commandes',
  'gestor* de pedidos', 'administrativ* de pedidos', 'analista de pedidos', 'assistente de pedidos*', 'assistente de gestao de pedidos',
  'gestao de pedidos', 'pedidos de venda*', 'ordini clienti', 'ordermanagement', 'orderadministr*', 'ordermottag*', 'orderhandlaggare', 'obsługi zamowien*',
  'obsługa zamowien*', 'zamowien sprzedaz*', 'tilauskasittel*', 'tilaustenkasittel*', 'myyntitilau*', 'siparis yonetim*',
  'siparis takip*', 'satis siparis*', 'zpracovani objednavek', 'prijmu objednavek', 'prodejnich objednavek', 'megrendeles feldolgoz*',
  'rendelesfeldolgoz*', 'administrare comenzi', 'procesare comenzi', 'operator comenzi', 'обробки замовлень', 'прийому замовлень',
  'מתאמ* הזמנות', 'רכז* הזמנות', 'הזמנות מכירה', 'הזמנות לקוחות', 'معالجه طلبات', 'طلبات المبيعات', 'اوامر البيع', 'أوامر البيع',
  'διαχειρισ* παραγγελι*', 'επεξεργασι* παραγγελι*', 'quan ly don hang', 'ऑर्डर प्रोसेसिंग', 'ऑर्डर समन्वयक', '受注業務', '受注担当',
  '受注センター', '受注管理', '受注処理', '订单专员', '订单管理', '订单处理', '销售订单', '수주관리', '수주 관리', '수주 담당', '(수주)',
];
export const ORDER_DESK_RULE: FunctionRule = { fn: 'revops', tier: 1, pattern: new RegExp(words(ORDER_DESK), 'u') };

const COSTING = [
  'cost account*', 'costing*', 'cost analyst*', 'kostenrechn*', 'kalkulator', 'kalkulatorin', 'kalkylator*', 'produktkalkylator*',
  'kostprijs*', 'prix de revient', 'controle* de gestion industriel*', 'controle* de gestion usine', 'analista de costos',
  'analista de custos', 'assistente de custos', 'tecnic* de costes*', 'costi industriali', 'contabilita industriale', 'rachunku kosztow',
  'kalkulacji kosztow', 'kalkulator kosztow', 'kostnadsanalyti*', 'kustannuslask*', 'maliyet muhasebe*', 'maliyet analist*', 'kalkulant*',
  'nakladov* ucetni', 'koltsegszamvitel*', 'koltsegelemzo*', 'contabil de costuri', 'analist costuri', 'калькуляц*', 'собівартост*',
  'חשב עלויות', 'חשבת עלויות', 'מנתח* עלויות', 'محاسب تكاليف', 'محاسبه تكاليف', 'محلل تكاليف', 'κοστολογ*', 'ke toan gia thanh',
  'phan tich chi phi', 'analis biaya', 'कॉस्ट अकाउंटेंट', '原価計算', '原価管理', '成本核算', '成本会计', '成本分析', '원가',
];
export const COSTING_RULE: FunctionRule = { fn: 'finance', tier: 1, pattern: new RegExp(words(COSTING), 'u') };

const DESIGN_ENGINEERING = [
  'konstrukt*', 'mekanikkonstrukt*', 'technolog', 'technologus*', 'technolożka', 'ingenier* de diseno*', 'ingenier* de proceso*',
  'engenheir* de processo*', 'projetista*', 'progettista meccanic*', 'progettista elettric*', 'tecnologo di processo', 'conception mecanique',
  'ingenieur* conception*', 'ingenieur* methodes', 'manufacturing engineer*', 'process engineer*', 'design engineer*', 'mechanical engineer*', 'mechanical design engineer*',
  'suunnitteluinsinoor*', 'mekaniikkasuunnittelija*', 'inginer proiectant*', 'inginer de proces', 'tasarim muhendis*', 'proses muhendis*',
  'інженер конструктор', 'інженер технолог', '機械設計', '机械设计', '工艺工程师', '기구설계',
];

const PRODUCTION_PLANNING = [
  'programador* de produ*', 'produktionsplanerare', 'materialplanerare', 'materialdisponent*', 'planificat* de production',
  'pianificat* della produzione', 'planista produkcji', 'planovac* vyroby', 'tuotannonsuunnittelija*', 'uretim planlama*',
  'planificator productie', 'materials planner*', 'material planner*', 'production planner*', 'production scheduler*', '生産計画', '生产计划',
  '생산계획',
];

const BUSINESS_SYSTEMS = [
  'erp manager', 'erp team*', 'erp system*', 'erp systeme', 'teamleit* erp*', 'responsable erp', 'consultor interno erp', 'sap koordinator*',
  'it systeme', 'affarssystem*', 'informatikai', '전산팀*', '전산실*', '信息部', '信息中心',
];
/** Design and process engineers and business-systems teams: one scan for both. */
export const INDUSTRIAL_ENGINEERING_RULE: FunctionRule = {
  fn: 'engineering',
  tier: 1,
  // A Dutch "constructeur" is a designer where the title begins with it; a French one later is a maker ("constructeur automobile").
  pattern: new RegExp(`${words([...DESIGN_ENGINEERING, ...BUSINESS_SYSTEMS])}|^(?:tekenaar )?constructeur(?![\\p{L}])`, 'u'),
};

/**
 * Environment, health and safety at work (round 20: w3k's "Operations Manager & Safety Officer", w3t's EHS director and safety
 * manager, all labelled operations), tool and die makers (a trade), and aftermarket service (the maker's after-sales service).
 */
const EHS = [
  'ehs', 'hse', 'qhse', 'she', 'health & safety', 'health and safety', 'safety manager',
  'safety coordinator', 'safety advisor', 'safety specialist', 'safety officer', 'safety engineer', 'arbeitssicherheit*', 'securite au travail',
  'prevencion de riesgos*', 'seguridad e higiene', 'seguranca do trabalho', 'bhp', 'arbetsmiljoingenjor*', 'arbetsmiljosamordnare', 'arbetsmiljospecialist*', 'tyosuojelu*', 'tyoturvallisuu*',
  'is sagligi*', 'bozp', 'munkavedelm*', 'інженер з охорони праці', 'охорон* праці', 'охран* труда', '安全衛生', '安全管理', '안전관리*',
  '안전보건', 'ehs专员', '安全主管', '安全员',
];
const TOOLMAKER = ['toolmaker*', 'tool maker*', 'tool & die maker*', 'tool and die maker*', 'die maker*', 'werkzeugmacher*', 'outilleur*'];
/** Planners, EHS and tool and die makers: one scan for the three operations classes. */
export const INDUSTRIAL_OPERATIONS_RULE: FunctionRule = {
  fn: 'operations',
  tier: 1,
  pattern: new RegExp(words([...PRODUCTION_PLANNING, ...EHS, ...TOOLMAKER]), 'u'),
};
const AFTERMARKET_SERVICE = ['aftermarket service*', 'aftermarket support'];
export const AFTERMARKET_SERVICE_RULE: FunctionRule = { fn: 'customer_success', tier: 1, pattern: new RegExp(words(AFTERMARKET_SERVICE), 'u') };

/** "Nhân viên quản lý đơn hàng": a staff member who manages orders, not a manager. */
const ORDER_STAFF = /nhan vien quan ly don hang/u;
/** The head of a plant in the words the rules rank but do not read as a plant ("Dyrektor Zakładu", "प्लांट हेड", "المدير العام للمصنع"). */
const PLANT_HEAD = new RegExp(words(['dyrektor zakładu', 'dyrektorka zakładu', 'प्लांट हेड', 'المدير العام للمصنع', 'مدير عام المصنع']), 'u');

/**
 * The head of a foreign vendor's country entity (round 20): the vendor's name inside the title lends no function ("지멘스 디지털
 * 인더스트리 소프트웨어 한국 지사장", "Türkiye Ülke Müdürü – Dassault Systèmes"), and an Arabic general manager "of company X in
 * <country>" heads the country entity, not the company (the cleaner drops "في …" as an employer, so the whole title is read).
 */
const COUNTRY_ENTITY_CHIEF = new RegExp(words(['지사장', 'ulke muduru', 'ulke direktoru', 'landesgeschaftsfuhr*']), 'u');
const ARABIC_GENERAL_MANAGER = /^(?:ال)?مدير(?:ه)? (?:ال)?عام(?![\p{L}])/u;
const ARABIC_IN_COUNTRY =
  /شركه .*(?<![\p{L}])في (?:ال)?(?:امارات|سعوديه|مملكه|مصر|قطر|كويت|بحرين|اردن|مغرب|عراق|عمان|لبنان|تركيا|خليج)(?![\p{L}])/u;

/** True when `byIndustrialClass` may read the title as written, not only its cleaned text (round 38, speed40: `classify.ts` shares one reading among titles that clean alike, except these). */
export function readsRawTitle(text: string): boolean {
  return ARABIC_GENERAL_MANAGER.test(text);
}

export function byIndustrialClass(text: string, read: TitleClassification, title = ''): TitleClassification {
  if (read.seniority === 'vp' && read.function !== 'executive' && COUNTRY_ENTITY_CHIEF.test(text)) return { seniority: 'vp', function: 'executive' };
  if (read.seniority === 'c_level' && read.function === 'executive' && ARABIC_GENERAL_MANAGER.test(text) && ARABIC_IN_COUNTRY.test(foldText(title))) {
    return { seniority: 'vp', function: 'executive' };
  }
  if (read.seniority === 'manager' && ORDER_STAFF.test(text)) return { seniority: 'ic', function: 'revops' };
  if ((read.seniority === 'c_level' || read.seniority === 'director') && PLANT_HEAD.test(text)) return { seniority: 'director', function: 'operations' };
  return read;
}
