import { firstMatchInRole } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The buyer functions every vendor sells to, legal and IT, and the words of a trade that are not the function (issue #21, round
 * 33, buyers33c; read set w4h's titles; development titles first: `test/fixtures/detection-w3/titles-r33-legal-it.json`; the
 * counts are in docs/decisions.md, "Detection round 33 (legal and IT)"):
 *
 * - **Contract managers and administrators** → `other`, as legal counsel are (w3x 2, w4h 2 against w3z 1 and w4d 1, where the
 *   contract is a research grant's or a facilities-management site's): the contract is the legal function's object, and the
 *   trade after it ("utility infrastructure", "construction") names the employer. A facilities contract (soft FM, catering,
 *   cleaning, guarding) keeps its operations; a government contracting officer or contract specialist (procurement) is not here.
 * - **A sales role's head word** → `sales`: "Freight Forwarding Sales Executive", "Events Sales Manager", "Vertriebsmitarbeiter
 *   Seefracht", "Commercial fret aérien" — the freight, events or hotel word before or after it names what is sold (every read
 *   set labels a freight, telecom or hotel seller `sales`: 103 rows against 1). A vice president or director of sales whose
 *   trade word lent customer success or general management ("Vice President Vendite Business di un operatore telefonico").
 * - **A hotel's front office manager** (chef de réception, jefe de recepción, Empfangsleiter …) → `operations` (w3j, w3q, w4d, w4h
 *   and a hospital's front office against w3o and w3r): the manager runs the rooms' front office; its agents stay
 *   `customer_success`.
 * - **IT and security roles the lists lacked** (IAM, ERP administrators and analysts, SAP Basis, a platform's functional
 *   analyst, Japan's 社内SE, security analysts in cs, hu, ro, el, he) → `engineering`.
 * - **The chief of an operating company or a nonprofit**: a bare "Managing Director" is a subsidiary's or a bank's rank (vp), but
 *   the managing director of a company named as a kind of business ("…, bus operating company", "– regional airline") and the
 *   executive director of a charity, foundation or council run it (`c_level`, w4h 2, w4e 1; no set against).
 */

const CONTRACTS = [
  'contract manager*', 'contracts manager*', 'contract administrator*', 'contracts administrator*', 'contract admin', 'contracts admin',
  'contract management', 'contracts management', 'vertragsmanag*', 'vertragsverwalt*', 'gestionnaire de contrats', 'gestionnaire contrats',
  'gestor de contratos', 'gestora de contratos', 'administrador de contratos', 'administradora de contratos', 'gestore contratti',
  'gestore dei contratti', 'contractmanager*', 'contractbeheerder*', 'avtalsansvarig*', 'avtalshandlaggare', 'sopimusasiantuntija*',
  'sopimushallin*', 'specjalista ds umow', 'referent smluvniho*', 'referentka smluvniho*', 'referent smluv', 'szerzodeskezelo*',
  'specialist contracte', 'υπευθυνοσ συμβασεων', 'υπευθυνη συμβασεων', 'фахівець з договірної роботи', 'менеджер з договорів',
  'sozlesme uzmani', 'sozlesmeler uzmani', 'staf kontrak', 'quan ly hop dong', 'اخصائي عقود', 'مسؤول عقود', 'مدير عقود', 'מנהל חוזים',
  'מנהלת חוזים', 'अनुबंध विशेषज्ञ', 'अनुबंध प्रबंधक', '계약관리', '계약 관리', '契約管理', '合同管理',
];
/** A facilities, catering, cleaning or guarding contract: the contract manager runs a site (w4d: operations). */
const SITE_CONTRACT = /\b(?:fm|facilit\p{L}*|catering|cleaning|guarding|security guard\p{L}*|soft services|hard services)\b/u;

/** The English sales role: "sales" right before the role's noun ("Air Freight Sales Executive"), not after "and" ("Marketing & Sales Director"). */
const SALES_HEAD_EN = /(?<!(?:&|\band|\/)\s)\bsales (?:executive|manager|representative|rep|coordinator|agent|director|associate|consultant|specialist)\b/u;
/** A seller's noun that opens the title in the languages whose head noun comes first ("Vertriebsmitarbeiter Seefracht"). */
const SALES_ROLE = [
  'vertriebsmitarbeiter*', 'vertriebsbeauftragte*', 'ejecutivo de ventas', 'ejecutiva de ventas',
  'executivo de vendas', 'executiva de vendas', 'agente de ventas', 'addetto vendite', 'addetta vendite', 'sales medewerker', 'verkoper*',
  'specjalista ds sprzedazy', 'handlowiec', 'saljare', 'myyja', 'myyntiedustaja', 'obchodni zastupce', 'referent prodeje', 'ertekesito',
  'agent vanzari', 'reprezentant vanzari', 'πωλητησ', 'πωλητρια', 'менеджер з продажу', 'менеджерка з продажу', 'satis temsilcisi',
  'satis uzmani', 'staf penjualan', 'nhan vien kinh doanh', 'مندوب مبيعات', 'נציג מכירות', 'נציגת מכירות', 'बिक्री अधिकारी', 'sales executive',
];
/** A sales word in a vice president's or director's role ("Vice President försäljning företag", "VP Vendite Business"). */
const SALES_WORD = [
  'sales', 'vendite', 'forsaljning*', 'vertrieb*', 'ventas', 'vendas', 'verkoop', 'sprzedazy', 'prodeje', 'myynti*', 'ertekesites*', 'vanzari',
  'πωλησεων', 'продажів', 'продажу', 'satis', 'penjualan', 'kinh doanh', 'مبيعات', 'מכירות', 'बिक्री', '영업', '営業', '销售', '銷售',
];
/** After-sales service is the service's function, not the seller's ("Satış Sonrası Hizmetler Direktörü" is customer success). */
const AFTER_SALES = /\b(?:after ?sales?|aftersales|post ?venta|pos ?venda|post vendita|apres vente|kundendienst|satis sonrasi|posprzedaz\p{L}*|poprodejn\p{L}*|po prodeji|sau ban hang|purnajual|pasca jual)\b|ما بعد البيع|לאחר המכירה|बिक्री के बाद|售后|售後|アフター|애프터/u;

const FRONT_OFFICE = [
  'front office manager*', 'front office supervisor*', 'chef de reception', 'cheffe de reception', 'responsable de reception', 'jefe de recepcion',
  'jefa de recepcion', 'gerente de recepcao', 'chefe de recepcao', 'capo ricevimento', 'responsabile del ricevimento', 'responsabile ricevimento',
  'empfangsleiter*', 'empfangschef*', 'front office leiter*', 'receptiemanager*', 'receptionschef', 'kierownik recepcji', 'vedouci recepce',
  'recepcio vezeto*', 'sef receptie', 'υπευθυνοσ υποδοχησ', 'on buro muduru', 'on buro sefi', 'مدير المكتب الامامي', 'מנהל קבלה', 'फ्रंट ऑफिस मैनेजर',
  'フロントマネージャー', '프론트 매니저', '前厅经理', '前廳經理',
];

const IT_ROLES = [
  'iam analyst*', 'iam engineer*', 'identity and access management', 'identity & access management', 'erp administrator*', 'erp admin',
  'erp analyst*', 'erp specialist*', 'erp consultant*', 'erp manager*', 'sap basis*', 'basis administrator*', 'functional analyst*',
  'kyberneticke bezpecnosti', 'kybernetickou bezpecnost', 'informaciobiztonsagi', 'kiberbiztonsagi', 'securitate cibernetica', 'securitatea informatiei',
  'ασφαλειασ πληροφοριων', 'κυβερνοασφαλει*', 'υποστηριξησ it', 'אבטחת מידע', 'אבטחת סייבר', '社内se',
];

/**
 * Field trades whose noun is "engineer" or "installer" in English: an aircraft's licensed maintenance engineer (B1, B2) and a
 * smart-meter installer or engineer work in the field as technicians do (w3k, w3n, w4h: every aircraft maintenance row and every
 * installer row of the sets is operations, 4 and 4 rows, none against); the other languages' words for them read operations
 * already ("Flugzeugmechaniker", "Zählermonteur", 航空整備士).
 */
const FIELD_TRADES = [
  'aircraft maintenance engineer*', 'licensed aircraft maintenance engineer*', 'licensed aircraft engineer*', 'line maintenance engineer*',
  'b1 licensed engineer*', 'b2 licensed engineer*', 'b1 engineer*', 'b2 engineer*', 'aircraft maintenance technician*', 'meter installer*',
  'smart meter installer*', 'smart meter engineer*', 'smart meter technician*', 'meter fitter*', 'meter engineer*', 'installer', 'installers',
];
/** A software word beside an installer's ("Windows Installer Developer" builds installers). */
const SOFTWARE = /\b(?:developer|programmer|software|packag\p{L}*)\b/u;
export const FIELD_TRADES_RULE: FunctionRule = classesRule(1, [['operations', FIELD_TRADES]]);

/** The round's classes in one rule (its terms' literals are its slot of the shared gate). */
export const LEGAL_IT_CLASSES_RULE: FunctionRule = classesRule(1, [
  ['operations', FRONT_OFFICE],
  ['engineering', IT_ROLES],
  ['sales', SALES_ROLE],
]);
const SALES_WORD_RULE: FunctionRule = classesRule(2, [['sales', SALES_WORD]]);
/** The contract class apart: found anywhere in the role ("Commercial Contracts Administrator"), after a seller's word too. */
export const CONTRACTS_RULE: FunctionRule = classesRule(1, [['other', CONTRACTS]]);


/** What each class beats in the role's own segment. */
const BEATEN: Readonly<Partial<Record<JobFunction, ReadonlySet<JobFunction>>>> = {
  operations: new Set<JobFunction>(['customer_success', 'other']),
  engineering: new Set<JobFunction>(['other', 'operations', 'customer_success']),
  sales: new Set<JobFunction>(['operations', 'marketing', 'customer_success', 'other']),
};

/** A company named as a kind of business after a managing director's title (not a region, a desk or a bank's division). */
const OPERATING_COMPANY = new RegExp(
  words([
    'company', 'operating company', 'operator', 'airline', 'brewery', 'manufacturer', 'producer', 'maker', 'carrier', 'retailer', 'distributor',
    'wholesaler', 'firm', 'business', 'factory', 'mill', 'hotel', 'hotels', 'utility', 'shipyard', 'bakery', 'dairy', 'winery', 'railway',
  ]),
  'u',
);
const NONPROFIT = new RegExp(
  words([
    'charity', 'charities', 'foundation', 'nonprofit', 'non profit', 'not for profit', 'ngo', 'food bank', 'association', 'alliance', 'council',
    'trust', 'society', 'museum', 'shelter', 'coalition', 'hospice', 'federation', 'institute',
  ]),
  'u',
);
const MANAGING_DIRECTOR = /^(?:managing director|md)$/u;
const EXECUTIVE_DIRECTOR = /^executive director$/u;
const BANK = /\b(?:(?<!(?:food|blood|seed|milk|clothing|toy) )bank\p{L}*|capital|markets|investment|securities|equity|credit|fund\p{L}*|wealth|asset management)\b/u;

const CHIEF_GATE = TERM_GATE.slot(() => ({ atWordStart: ['managing director', 'md ', 'executive director', 'ic'] }));
/** "(IC)" as a segment of its own: the individual contributor's abbreviation, as "(individual contributor)" is (w3x). */
const IC_SEGMENT = /(?:^| , )ic(?: , |$)/u;

function readLegalItClass(text: string, read: TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null || fn === null) return read;
  if (seniority === 'manager' && IC_SEGMENT.test(text)) return readLegalItClass(text, { seniority: 'ic', function: fn });
  const roleEnd = text.indexOf(' , ');
  const role = roleEnd < 0 ? text : text.slice(0, roleEnd);
  // The chief of an operating company or a nonprofit.
  if (roleEnd >= 0 && (seniority === 'vp' || seniority === 'director') && (fn === 'executive' || fn === 'sales' || fn === 'marketing')) {
    const rest = text.slice(roleEnd);
    if (MANAGING_DIRECTOR.test(role) && OPERATING_COMPANY.test(rest) && !BANK.test(rest)) return { seniority: 'c_level', function: 'executive' };
    if (EXECUTIVE_DIRECTOR.test(role) && NONPROFIT.test(rest) && !BANK.test(rest)) return { seniority: 'c_level', function: 'executive' };
  }
  if ((fn === 'engineering' || fn === 'other') && firstMatchInRole(FIELD_TRADES_RULE, text) !== null && !SOFTWARE.test(role)) return { seniority, function: 'operations' };
  if ((fn === 'operations' || fn === 'engineering' || fn === 'sales') && firstMatchInRole(CONTRACTS_RULE, text) !== null) {
    return fn === 'operations' && SITE_CONTRACT.test(text) ? read : { seniority, function: 'other' };
  }
  if (fn === 'sales' || fn === 'revops') return read;
  // The rules' matches in the role's own segment, read on the whole text (its gate answer is the pass's own, already read).
  const m = firstMatchInRole(LEGAL_IT_CLASSES_RULE, text);
  if (m !== null && BEATEN[m.fn]?.has(fn) === true) {
    // A seller's noun names the role only where it opens the title (the head noun of these languages).
    if (m.fn === 'sales' && m.index > 0 && m.length < 15) return read;
    return { seniority, function: m.fn };
  }
  if (AFTER_SALES.test(role)) return read;
  if ((fn === 'operations' || fn === 'marketing' || fn === 'customer_success' || fn === 'other') && SALES_HEAD_EN.test(role)) return { seniority, function: 'sales' };
  // A vice president's or director's sales role whose trade word lent another function.
  if ((seniority === 'vp' || seniority === 'director') && (fn === 'customer_success' || fn === 'executive' || fn === 'operations') && firstMatchInRole(SALES_WORD_RULE, text) !== null) {
    return { seniority, function: 'sales' };
  }
  return read;
}

/** Round 33's pass (legal, IT, sales heads, front offices, chiefs), read after every other: gated by its terms' literals. */
export const byLegalItClass: ClassPass = gatedPass([LEGAL_IT_CLASSES_RULE, CONTRACTS_RULE, FIELD_TRADES_RULE, SALES_WORD_RULE, CHIEF_GATE], readLegalItClass);
