import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Classes of a marketing, e-commerce and customer-data software customer's contacts at consumer brands and retailers that the
 * w3v blind set missed (issue #21, round 22), each written once for every language (development titles first:
 * `test/fixtures/detection-w3/titles-r22.json`):
 *
 * - **A CRM team, or CRM beside a consumer-marketing word** (newsletter, lifecycle, loyalty, e-mail, retention) → marketing: at a
 *   consumer business "CRM" is the team that mails and retains customers. Every other read set's CRM title is a system
 *   administrator or a sales-support specialist (revops, about 170 rows) and none names a CRM team; so a bare "CRM Specialist" or
 *   "CRM Executive", even at a retailer (w3q's "Chuyên viên CRM – chuỗi siêu thị điện máy", w3r's "CRM Executive – Two-Wheeler
 *   Dealership Group"), stays revops.
 * - **Stock, replenishment and inventory planning** (Approvisionneur, reposición, riassortimento, voorraadbeheer, Stok Planlama,
 *   库存计划, تخطيط المخزون, készletgazdálkodás, abastecimento) → operations: "e-commerce" beside it names the channel, not marketing.
 * - **Merchandising, category management, e-commerce trading and operations** → operations, as w3m and w3r label a merchandise
 *   planner; a visual merchandiser stays marketing (w3j, w3k, w3n, w3r, w3s), a grain merchandiser sales.
 * - **Marketplaces and Amazon accounts** (a marketplace team, manager or specialist, "Amazon & Marketplaces") → sales; a business
 *   analyst "of a marketplace" is no marketplace role (w3f, w3h: operations).
 * - **Analytics teams** (equipo de analítica, zespół analityki, Teamledare Analys, analytiikkatiimi, צוות אנליטיקה, BI & Analytics)
 *   → engineering, as data analysts are.
 * - **Brand directors in the languages the lexicon lacked, loyalty, paid media, push messaging, social content, media planners**
 *   → marketing; **marketing finance and marketing controlling** → finance.
 */
/** The folded forms of substrings a rule's every term holds (`FunctionRule.needs`). */
function needs(list: readonly string[]): readonly string[] {
  return list.map((n) => foldText(n));
}

const CRM_MARKETING = [
  'crm team*', 'crm teamet', 'team crm', 'teamleiter* crm', 'teamleitung crm', 'teamleider crm', 'teamledare crm', 'team lead* crm',
  'team leader crm', 'crm team lead*', 'crm team leader*', 'equipe crm', 'equipe de crm', 'time de crm', 'time crm', 'equipo crm',
  'equipo de crm', 'team del crm', 'team crm', 'zespołu crm', 'zespół crm', 'zespolu crm', 'crm tiimi*', 'tymu crm', 'crm tymu', 'crm tym*',
  'echipa crm', 'echipe crm', 'crm csapat*', 'crm csapatvezeto*', 'команди crm', 'команда crm', 'ομαδασ crm', 'ομαδα crm',
  'crm ekip*', 'crm takim*', 'nhom crm', 'צוות crm', 'فريق اداره علاقات العملاء', 'فريق crm', 'सीआरएम टीम', 'crm टीम',
  'crm & newsletter', 'crm und newsletter', 'crm & lifecycle', 'crm & loyalty', 'crm & email*', 'crm & e mail*', 'crm & retention',
  'crm팀', 'crm 팀', 'crmグループ', 'crmチーム', 'crm组', 'crm团队', 'crm小组',
];
export const CRM_MARKETING_RULE: FunctionRule = { fn: 'marketing', tier: 1, pattern: new RegExp(words(CRM_MARKETING), 'u'), needs: needs(['crm', 'علاقات', 'सीआरएम']) };

const STOCK_PLANNING = [
  'approvisionneu*', 'approvisionnement*', 'gestionnaire des approvisionnements', 'reposicion', 'riassortimento', 'replenishment',
  'inventory planner*', 'inventory planning', 'inventory analyst*', 'stock planner*', 'stock planning', 'planificador* de inventario',
  'voorraadbeheer*', 'voorraadplanner*', 'bestandsplaner*', 'bestandsmanag*', 'stok planlama*', 'keszletgazdalkodas*',
  'αναπληρωσησ αποθεματων', 'αναπληρωση αποθεματων', 'تخطيط المخزون', 'abastecimento', 'planista zapasow', 'lagerplanerare',
  'varastosuunnittelija', 'planificare stocuri', 'планування запасів', 'תכנון מלאי', '库存计划', '在庫計画', '재고 기획', '재고기획',
];

const MERCHANDISING = [
  'merchandising', 'merchandise director*', 'merchandise manager*', 'divisional merchandise*', 'online merchandis*',
  'site merchandis*', 'digital merchandis*', 'ecommerce merchandis*', 'e commerce merchandis*', 'category director*',
  'category manager*', 'category analyst*', 'category lead*', 'category management', 'ecommerce trading', 'e commerce trading',
  'ecommerce operations', 'e commerce operations',
  // category managers in the other languages (round 22: an English one alone would read a translation as a change of function)
  'responsabile di categoria', 'responsabile categoria', 'responsable de categoria', 'responsable de categorie', 'chef de categorie',
  'gerente de categoria', 'jefe de categoria', 'kategoriemanager*', 'kategorimanager*', 'categoriemanager*', 'kategoria menedzser*',
  'kierownik kategorii', 'menedzer kategorii', 'kategori muduru', 'kategori yoneticisi', 'manazer kategorie', 'kategoriapaallikko',
  'quan ly nganh hang', 'менеджер категорії', 'менеджер по категориям', 'מנהל קטגוריה', 'מנהלת קטגוריה', 'مدير الفئه', 'カテゴリーマネージャー',
  'カテゴリーマネジャー', '品类经理', '品类管理', '카테고리 매니저', '카테고리매니저',
];
/**
 * Stock planning and merchandising, one pattern (one scan). "Visual merchandising" is a display trade: the lexicon's tier-1 term
 * (`occupations-franchise-floors-deals.ts`, marketing) starts earlier in the title and wins.
 */
export const STOCK_AND_MERCHANDISING_RULE: FunctionRule = {
  fn: 'operations',
  tier: 1,
  pattern: new RegExp(words([...STOCK_PLANNING, ...MERCHANDISING]), 'u'),
};

const MARKETPLACE = [
  'amazon & marketplaces', 'amazon and marketplaces', 'marketplaces', 'marketplace team*', 'marketplace manager*', 'marketplace lead*',
  'marketplace specialist*', 'marketplace account*', 'marketplace executive*', 'amazon account*', 'amazon channel*',
  'amazon specialist*', 'amazon manager*', 'amazon vendor*', 'amazon seller*',
];
export const MARKETPLACE_RULE: FunctionRule = { fn: 'sales', tier: 1, pattern: new RegExp(words(MARKETPLACE), 'u'), needs: needs(['marketplace', 'amazon']) };

const ANALYTICS_TEAM = [
  'analytics team*', 'equipo de analitica*', 'equipo de analytics', 'zespołu analityki*', 'zespolu analityki*', 'teamledare analys*',
  'analytiikkatiimi*', 'echipa analiza*', 'echipa de analiza*', 'צוות אנליטיקה', 'bi e analytics', 'bi & analytics', 'bi and analytics',
];
export const ANALYTICS_TEAM_RULE: FunctionRule = { fn: 'engineering', tier: 1, pattern: new RegExp(words(ANALYTICS_TEAM), 'u'), needs: needs(['anal', 'אנליטיקה']) };

const CONSUMER_MARKETING = [
  'dyrektor* marki', 'reditel* znacky', 'ब्रांड निदेशक', 'مدير العلامه التجاريه', 'مديره العلامه التجاريه', 'loyalty', 'paid search',
  'paid social', 'paid media', 'push notification*', 'somesisallontuottaja*', 'media planner*', 'media buyer*',
  // the older read sets' residue of the same class (w3b, w3c, w3d, w3g): ad campaigns, SEO in Devanagari, sales promotion,
  // media designers, a Hindi director of brand and communication
  'google ads', 'meta ads', 'facebook ads', 'एसईओ', 'mediengestalter*', 'ब्रांड एवं संचार', 'ब्रांड और मार्केटिंग', '販売促進',
];
export const CONSUMER_MARKETING_RULE: FunctionRule = { fn: 'marketing', tier: 2, pattern: new RegExp(words(CONSUMER_MARKETING), 'u') };

const MARKETING_FINANCE = ['marketing finance', 'marketing controlling', 'marketingcontrolling', 'marketing controller*', 'controlling marketing'];
export const MARKETING_FINANCE_RULE: FunctionRule = { fn: 'finance', tier: 1, pattern: new RegExp(words(MARKETING_FINANCE), 'u'), needs: ['marketing', 'controlling'] };

/**
 * A founding hire named by the startup's field ("first sales hire at a marketing SaaS startup"): the field is the company's,
 * the sales word the person's (w3v labels all four sales).
 */
const STARTUP_FIELD = new RegExp(
  foldText('(?:marketing|マーケティング|营销|마케팅|मार्केटिंग)\\s?(?:saas|software|सॉफ्टवेयर|ऑटोमेशन|자동화|自動化|自动化|スタートアップ|初创|start ?up|स्टार्टअप|automation)'),
  'u',
);
const SALES_WORD = new RegExp(`${words(['sales', 'सेल्स', 'vendedor*', 'vertrieb*'])}|${foldText('営業|销售|영업')}`, 'u');

/** Junior brand and product ranks the lexicon reads as managers (w3k, w3l, w3v: ic). */
const JUNIOR_MANAGER = new RegExp(words(['associate brand manager', 'assistant brand manager', 'associate product manager', 'مدير منتج', 'مديره منتج']), 'u');
/** The Greek recruiter "in charge of hiring" (w3p, w3u, w3v ic; w3m manager). */
const GREEK_RECRUITER = new RegExp(words(['υπευθυν* προσληψεων']), 'u');
/** Sales director written in Japanese katakana or Hindi transliteration (w3u, w3v: director; ディレクター alone is a web role). */
const SALES_DIRECTOR = new RegExp(`${foldText('営業ディレクター|セールスディレクター')}|${words(['सेल्स डायरेक्टर'])}`, 'u');

/** An Arabic country head ("المدير القطري لشركة Salesforce في الإمارات"): the vendor's name lends no function (round 20). */
const ARABIC_COUNTRY_HEAD = new RegExp(words(['المدير القطري', 'المديره القطريه', 'مدير قطري', 'مديره قطريه']), 'u');

export function byConsumerClass(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === 'vp' && read.function !== 'executive' && ARABIC_COUNTRY_HEAD.test(text)) return { seniority: 'vp', function: 'executive' };
  if (read.function === 'marketing' && STARTUP_FIELD.test(text) && SALES_WORD.test(text)) return { seniority: read.seniority, function: 'sales' };
  if (read.seniority === 'manager' && (JUNIOR_MANAGER.test(text) || GREEK_RECRUITER.test(text))) return { seniority: 'ic', function: read.function };
  if (read.seniority === 'ic' && read.function === 'sales' && SALES_DIRECTOR.test(text)) return { seniority: 'director', function: 'sales' };
  return read;
}
