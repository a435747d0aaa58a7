import { termNeedles } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { inLaterEmployer } from './segment-head';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The buyer functions every vendor sells to: finance's back-office trades and procurement's (issue #21, round 33, buyers33b),
 * written before any set showed them, each trade once for every language (development titles first:
 * `test/fixtures/detection-w3/titles-r33-finance-procurement.json`; the recounts over every read set are in docs/decisions.md,
 * "Detection round 33 (finance and procurement)"). The read sets' conventions, recounted: procurement, purchasing, buying,
 * sourcing, supplier management, tenders, procure-to-pay and supply, demand and material planning are `operations` (456 of 519
 * titles with a procurement word; a retail category buyer too: 21 of 21); accounts payable and receivable, ledgers, collections,
 * controlling, treasury, tax, internal audit, billing and cashiers are `finance` (119 of 128 with an AP or AR word).
 *
 * Head-word rule where the two trades meet: the trade's role noun decides, not its domain word — "Tedarikçi Muhasebe Uzmanı"
 * (supplier accounting), Ostoreskontra (purchase ledger), a "Purchase Ledger Clerk" keep finance; "Procurement Controller" is a
 * controller (finance); a "Finance Buyer" buys (operations). A "Buyer Persona" is a marketer's word and a "Media Buyer" buys
 * advertising (marketing).
 *
 * Only role nouns and trade compounds are listed, never a bare domain word ("procurement", "Einkauf", 采购 alone are the rules'):
 * a seller of procurement software or an engineer of a buyer experience keeps the function it has.
 */
const FINANCE_TRADES = [
  // English
  'ap analyst*', 'ap clerk*', 'ap specialist*', 'ap accountant*', 'ap executive*', 'ap team lead*', 'ar analyst*', 'ar clerk*', 'ar specialist*',
  'ar accountant*', 'ar executive*', 'payables', 'receivables', 'sales ledger*', 'purchase ledger*', 'nominal ledger*', 'general ledger*', 'gl accountant*',
  'cash application*', 'cash applications', 'vendor payment*', 'supplier payment*', 'budget manager*', 'budget analyst*', 'budget officer*', 'budgeting', 'transfer pricing', 'it auditor*', 'it audit', 'cash allocation*', 'invoice processing', 'invoice processor*', 'invoicing', 'invoicing coordinator*',
  'invoicing specialist*', 'invoicing clerk*', 'collections executive*', 'collection executive*', 'collections officer*', 'collection officer*',
  'collections agent*', 'collections specialist*', 'credit control', 'credit controller*', 'record to report', 'r2r', 'order to cash', 'o2c',
  'procure to pay accountant*', 't&e', 'travel and expense*', 'travel & expense*', 'expense auditor*', 'expense analyst*', 'expenses analyst*',
  'expense report*', 'cost accountant*', 'cost accounting', 'management accountant*', 'management accounting', 'commercial finance', 'group reporting',
  'financial reporting', 'statutory reporting', 'consolidation accountant*', 'financial consolidation', 'group consolidation', 'procurement controller*', 'purchasing controller*',
  'accounts assistant*', 'accounts clerk*', 'munim', 'munimji', 'khata bahi', 'lekhakar', 'lekha',
  // German, Dutch, Swedish, Finnish
  'kreditorenbuchhalt*', 'debitorenbuchhalt*', 'kreditorenbuchhaltung', 'debitorenbuchhaltung', 'kreditorenmanagement', 'debitorenmanagement',
  'forderungsmanagement', 'mahnwesen', 'rechnungsprüfer*', 'rechnungsprufung', 'rechnungsprüfung', 'fakturist*', 'fakturierung', 'hauptbuchhalt*',
  'finanzbuchhalt*', 'bilanzbuchhalt*', 'kostenrechner*', 'konzernrechnungswesen', 'rechnungswesen', 'steuerreferent*', 'steuerfachangestellte*',
  'kassierer* buchhaltung', 'crediteurenadministrat*', 'crediteurenbeheer*', 'debiteurenadministrat*', 'debiteurenbeheer*', 'crediteuren',
  'debiteuren', 'facturatie*', 'grootboek*', 'kredietbeheer*', 'leverantörsreskontra*', 'kundreskontra*', 'reskontra*', 'fakturerings*',
  'fakturering', 'kreditkontroll*', 'inkasso*', 'skattespecialist*', 'skatteansvarig*', 'redovisningsekonom*', 'redovisningskonsult*',
  'ostoreskontra*', 'myyntireskontra*', 'ostolaskut', 'ostolaskukasittelij*', 'laskutussihteeri*', 'laskuttaja*', 'laskutus*', 'perinta*',
  'kirjanpitaja*', 'paakirjanpitaja*', 'palkanlaskija*', 'veroasiantuntija*', 'sisainen tarkastaja*', 'maksuliikennevastaava*',
  // French, Spanish, Portuguese, Italian, Romanian
  'comptable fournisseurs', 'comptable clients', 'comptabilite fournisseurs', 'comptabilite clients', 'gestionnaire comptable*', 'recouvrement',
  'charge de recouvrement', 'chargee de recouvrement', 'credit manager*', 'facturation', 'facturier*', 'fiscaliste*', 'tresorier*', 'tresoriere*',
  'controleur de gestion', 'controleuse de gestion', 'cuentas por pagar', 'cuentas por cobrar', 'cuentas a pagar', 'cuentas a cobrar',
  'gestor de cobros', 'gestora de cobros', 'cobranza*', 'cobranzas', 'cobros', 'facturacion', 'tesorero', 'tesorera', 'tesoreria', 'asesor fiscal',
  'asesora fiscal', 'contas a pagar', 'contas a receber', 'cobranca', 'faturamento', 'faturacao', 'tesouraria', 'tesoureiro', 'tesoureira',
  'controladoria', 'analista fiscal', 'contabilita fornitori', 'contabilita clienti', 'recupero crediti', 'fatturazione', 'tesoriere', 'tesoreria',
  'controllo di gestione', 'contabil furnizori', 'contabila furnizori', 'contabil clienti', 'contabila clienti', 'recuperare creante',
  'recuperare debite', 'facturare', 'trezorier*', 'trezorerie', 'consultant fiscal', 'contabil sef', 'contabil-sef',
  // Polish, Czech, Hungarian, Greek, Ukrainian, Russian, Turkish
  'rozrachunkow', 'rozrachunki', 'naleznosci', 'naleznosciami', 'zobowiazan', 'windykac*', 'fakturzyst*', 'fakturowanie', 'controllingu',
  'controlling', 'skarbnik', 'uctarna zavazku', 'uctarna pohledavek', 'ucetni zavazku', 'ucetni pohledavek', 'zavazku', 'pohledavek',
  'fakturant*', 'fakturace', 'vymahani pohledavek', 'danov* specialist*', 'danov* poradce', 'szallitoi konyvelo', 'vevoi konyvelo',
  'szallitoi konyveles', 'vevoi konyveles', 'fokonyvi konyvelo', 'kintlevoseg*', 'szamlazas*', 'szamlazo', 'adoszakerto', 'adotanacsado',
  'penzugyi kontroller', 'λογιστης προμηθευτων', 'λογιστρια προμηθευτων', 'λογιστης πελατων', 'λογιστρια πελατων', 'λογιστηριου',
  'εισπραξεων', 'τιμολογησης', 'φοροτεχνικ*', 'ταμιας', 'розрахунків з постачальниками', 'розрахунків з покупцями', 'дебіторськ*',
  'кредиторськ*', 'стягнення заборгованості', 'казначей*', 'податковий консультант', 'расчетов с поставщиками', 'дебиторск*', 'кредиторск*',
  'казначейства', 'tedarikci muhasebe*', 'borclar muhasebe*', 'alacaklar muhasebe*', 'alacak takip*', 'tahsilat*', 'faturalama*',
  'genel muhasebe*', 'muhasebe uzman*', 'muhasebe sorumlusu', 'muhasebe muduru', 'muhasebe elemani', 'vergi uzmani', 'hazine uzman*', 'finansal kontrolor',
  // Arabic, Hebrew, Hindi (both scripts), Indonesian, Vietnamese
  'الحسابات الدائنة', 'الذمم الدائنة', 'الحسابات المدينة', 'الذمم المدينة', 'تحصيل', 'التحصيل', 'الفوترة', 'الفواتير', 'أخصائي ضرائب', 'أخصائية ضرائب', 'محاسب ضرائب', 'محاسبة ضرائب', 'قسم الضرائب', 'مدير الضرائب',
  'الخزينة', 'مراقب مالي', 'رئيس الحسابات', 'قسم الحسابات', 'חשבונות ספקים', 'חשבונות לקוחות', 'גבייה', 'גביה', 'הנהלת חשבונות',
  'קונטרולר', 'חשבת ספקים', 'חשב ספקים', 'גזבר', 'גזברית', 'देय खाते', 'प्राप्य खाते', 'देय लेखा', 'वसूली', 'बिलिंग कार्यकारी', 'लेखाकार', 'मुनीम',
  'utang usaha', 'hutang usaha', 'piutang', 'penagihan', 'tagihan', 'staf faktur', 'perpajakan', 'staf pajak', 'spesialis pajak', 'konsultan pajak', 'staf akuntansi', 'bendahara', 'kasir kantor',
  'ke toan cong no', 'cong no', 'ke toan thanh toan', 'ke toan thue', 'kiem soat noi bo', 'thu hoi cong no', 'thu quy',
  // Korean, Japanese, Chinese
  '매입채무', '매출채권', '채권관리', '채권 관리', '미수금', '세무 담당', '세무담당', '세무팀', '세무회계', '자금팀', '자금 담당', '관리회계', '원가회계', '내부감사', '買掛金', '売掛金', '債権管理',
  '支払業務', '請求書', '管理会計', '原価計算', '内部監査', '税務担当', '税務部', '資金担当', '財務担当', '应付账款', '应付会计', '应收账款', '应收会计', '應付帳款',
  '應收帳款', '总账会计', '出纳', '出納', '内审', '内部审计', '税务专员', '税务会计', '税务经理', '税务主管', '成本会计', '资金专员', '开票', '催收',
  // Round 35 (titles35, w4i's travel-and-expense buyers): expenses and travel claims, corporate and purchasing cards, and the payables
  // and receivables ledgers written with the ledger's own word for "accounts" (Greek λογαριασμοί, Turkish hesaplar, Hindi खाता),
  // which the lexicons read as a seller's accounts or not at all; in every language
  'expenses', 'expense management', 'expense administrat*', 'expense coordinator*', 'expense specialist*', 'expenses specialist*', 'expense audit*',
  'corporate card*', 'purchasing card*', 'procurement card*', 'p card*', 'pcard*', 'travel claims', 'reisekosten*', 'spesenabrechnung*',
  'notes de frais', 'note de frais', 'frais de deplacement', 'gastos de viaje', 'rendicion de gastos', 'reembolso de gastos', 'notas de gastos',
  'reembolso de despesas', 'despesas de viagem', 'prestacao de contas de viagem', 'note spese', 'nota spese', 'rimborsi spese', 'rimborso spese',
  'declaraties', 'onkostendeclarati*', 'reiskostendeclarati*', 'reserakning*', 'utlagg', 'matkalasku*', 'kululasku*', 'cestovni nahrad*',
  'cestovnich nahrad', 'cestovne nahrady', 'rozliczen delegacji', 'rozliczenia delegacji', 'delegacji', 'utazasi koltseg*', 'koltsegelszamol*',
  'decontari', 'decontare*', 'creante', 'creantelor', 'cheltuieli de deplasare', 'εξοδων ταξιδιου', 'εξοδα ταξιδιου', 'αποζημιωσεων εξοδων', 'πληρωτε* λογαριασμ*',
  'εισπρακτε* λογαριασμ*', 'πληρωμων προμηθευτων', 'πληρωμες προμηθευτων', 'авансових звітів', 'авансовых отчетов', 'відрядж*', 'командировочн*',
  'borc hesaplari*', 'alacak hesaplari*', 'masraf*', 'harcirah*', 'kurumsal kredi karti*', 'المصروفات', 'مطالبات المصروفات', 'النفقات', 'بطاقات الشركات',
  'החזרי הוצאות', 'החזר הוצאות', 'הוצאות נסיעה', 'देय खाता', 'प्राप्य खाता', 'देय खातों', 'प्राप्य खातों', 'व्यय प्रतिपूर्ति', 'खर्च प्रतिपूर्ति',
  'deya khata', 'prapya khata', 'reimbursement', 'biaya perjalanan dinas', 'penggantian biaya', 'kartu kredit perusahaan', 'cong no phai tra',
  'cong no phai thu', 'chi phi cong tac', 'thanh toan chi phi', 'hoan ung', '경비정산', '비용정산', '법인카드', '経費精算', '法人カード', '立替精算',
  '费用报销', '报销', '差旅报销', '公司卡', '商务卡',
];

const PROCUREMENT_TRADES = [
  // English
  'procurement officer*', 'procurement specialist*', 'procurement analyst*', 'procurement manager*', 'procurement lead*', 'procurement assistant*',
  'procurement coordinator*', 'procurement executive*', 'procurement partner*', 'procurement advisor*', 'procurement adviser*', 'procurement consultant*',
  'procurement category*', 'procurement business partner*', 'head of procurement', 'director of procurement', 'chief procurement officer*',
  'purchasing officer*', 'purchasing agent*', 'purchasing assistant*', 'purchasing specialist*', 'purchasing coordinator*', 'purchasing executive*',
  'purchase executive*', 'purchase officer*', 'purchase manager*', 'purchase order*', 'purchase incharge', 'store and purchase*', 'stores and purchase*',
  'strategic buyer*', 'senior buyer*', 'junior buyer*', 'assistant buyer*', 'indirect buyer*', 'direct buyer*', 'logistics buyer*', 'category buyer*',
  'project buyer*', 'commodity buyer*', 'commodity manager*', 'sourcing specialist*', 'sourcing manager*', 'sourcing executive*', 'sourcing lead*',
  'sourcing analyst*', 'strategic sourcing', 'global sourcing', 'supplier relationship*', 'supplier management', 'supplier manager*',
  'supplier development', 'supplier performance', 'supplier onboarding', 'vendor management', 'vendor manager*', 'vendor relations', 'tender officer*',
  'tenders officer*', 'tender manager*', 'tendering officer*', 'contracts and tender*', 'contracting officer*', 'p2p process*', 'p2p analyst*', 'p2p specialist*', 'p2p lead*', 'p2p manager*', 'procure to pay', 's2p',
  'source to pay', 'source to contract', 'supply planner*', 'supply planning', 'demand planner*', 'demand planning', 'supply chain planner*',
  'material planner*', 'materials planner*', 'materials manager*', 'materials management', 'material controller*', 'materials controller*',
  's&op', 'materials coordinator*', 'material coordinator*', 'travel manager*', 'travel buyer*', 'corporate travel',
  // round 35 (titles35, w4i): a company's travel desk and its head, in every language (a travel agent or consultant sells trips:
  // `transport-travel-insurance-terms.ts`)
  'head of travel', 'travel coordinator*', 'travel administrator*', 'travel booker*', 'travel desk', 'travel specialist*', 'travel team',
  'travel and meetings', 'travel & meetings', 'travel management', 'reisestelle', 'reisemanagement', 'reisekoordinator*', 'gestionnaire voyages',
  'responsable voyages', 'responsable des voyages', 'service voyages', 'coordinateur voyages', 'coordinatrice voyages', 'gestor de viajes', 'gestora de viajes',
  'responsable de viajes', 'coordinador de viajes', 'coordinadora de viajes', 'gestor de viagens', 'gestora de viagens', 'coordenador de viagens',
  'coordenadora de viagens', 'responsabile viaggi', 'ufficio viaggi', 'reiscoordinator*', 'resesamordnare', 'reseadministrat*', 'matkakoordinaattori',
  'matkapalvelu*', 'koordynator podrozy', 'koordynatorka podrozy', 'podrozy sluzbowych', 'cestovni koordinator*', 'sluzebnich cest', 'utazasszervezo',
  'coordonator calatorii', 'συντονιστ* ταξιδιων', 'координатор відряджень', 'координатор командировок', 'seyahat koordinator*', 'seyahat sorumlusu',
  'منسق السفر', 'منسقة السفر', 'مسؤول السفر', 'רכז נסיעות', 'רכזת נסיעות', 'यात्रा समन्वयक', 'koordinator perjalanan', 'perjalanan dinas', 'dieu phoi cong tac',
  '출장 담당', '출장관리', '출장 관리', '出張手配', '出張管理', '差旅专员', '差旅管理', '差旅经理', '差旅主管',
  // German, Dutch, Swedish, Finnish
  'einkaufer*', 'einkauferin*', 'einkaufsleiter*', 'einkaufsreferent*', 'einkaufssachbearbeiter*', 'einkaufsassistent*', 'einkaufsmanager*',
  'beschaffer*', 'beschaffungsmanager*', 'beschaffung', 'materialwirtschaft', 'materialdisponent*', 'disponent*', 'bedarfsplaner*', 'supply planer*',
  'lieferantenmanag*', 'vergabestelle', 'vergabe', 'inkoper*', 'inkoopmanager*', 'inkoopassistent*', 'inkoopadviseur*', 'inkoopmedewerker*',
  'inkoopcoordinator*', 'inkoopspecialist*', 'hoofd inkoop', 'aanbesteding*', 'leveranciersmanag*', 'vraagplanner*', 'inkopare', 'inkopsassistent*',
  'inkopsansvarig*', 'inkopschef*', 'inkopsspecialist*', 'upphandlare', 'upphandling*', 'materialplanerare', 'ostaja', 'ostajat', 'hankinta asiantuntija*',
  'hankintaasiantuntija*', 'hankintapaallikko', 'hankintajohtaja', 'hankintakoordinaattori', 'hankintasihteeri', 'kysynnansuunnittelija*',
  'materiaalisuunnittelija*', 'materiaalipaallikko',
  // French, Spanish, Portuguese, Italian, Romanian
  'acheteur*', 'acheteuse*', 'responsable achats', 'responsable des achats', 'directeur des achats', 'directrice des achats', 'approvisionneur*',
  'approvisionneuse*', 'gestionnaire des approvisionnements', 'gestionnaire approvisionnement*', 'charge d achats', 'chargee d achats',
  'assistant achats', 'assistante achats', 'comprador', 'compradora', 'compradores', 'jefe de compras', 'jefa de compras', 'responsable de compras',
  'director de compras', 'directora de compras', 'aprovisionamiento*', 'planificador de la demanda', 'planificadora de la demanda', 'licitaciones',
  'suprimentos', 'comprador tecnico', 'compradora tecnica', 'gerente de compras', 'analista de compras', 'planejador de demanda',
  'planejadora de demanda', 'licitacoes', 'addetto agli acquisti', 'addetta agli acquisti', 'ufficio acquisti', 'responsabile acquisti',
  'direttore acquisti', 'approvvigionament*', 'approvvigionatore', 'cumparator*', 'cumparatoare', 'achizitor*', 'achizitoare',
  'specialist achizitii', 'manager achizitii', 'director achizitii', 'achizitii', 'achizitii publice', 'aprovizionare', 'planificator aprovizionare',
  // Polish, Czech, Hungarian, Greek, Ukrainian, Russian, Turkish
  'kupiec', 'kupcowa', 'zakupowiec', 'zakupowcy', 'specjalista ds zakupow', 'specjalistka ds zakupow', 'dzialu zakupow', 'ds zakupow', 'zaopatrzeni*',
  'zaopatrzeniowiec', 'zamowien publicznych', 'planista zaopatrzenia', 'planista popytu', 'nakupci', 'nakupce', 'nakupu', 'nakupni*', 'referent nakupu',
  'referentka nakupu', 'planovac materialu', 'planovacka materialu', 'verejnych zakazek', 'beszerzo', 'beszerzok', 'beszerzesi*', 'kozbeszerzes*',
  'anyagtervezo', 'anyaggazdalkodas*', 'αγοραστης', 'αγοραστρια', 'προμηθειων', 'τμηματος προμηθειων', 'στελεχος αγορων', 'προγραμματιστης παραγωγης',
  'закупівельник', 'закупівельниця', 'закупівель', 'закупівлі', 'закупщик', 'закупок', 'снабжени*', 'постачання', 'тендерн*', 'satin alma*',
  'satinalma*', 'tedarik zinciri planlama*', 'talep planlama*', 'ihale uzman*',
  // Arabic, Hebrew, Hindi (both scripts), Indonesian, Vietnamese
  'مشتري', 'مشترية', 'المشتريات', 'مشتريات', 'مسؤول مشتريات', 'أخصائي مشتريات', 'مدير المشتريات', 'التوريد', 'المناقصات', 'مناقصات', 'مخطط سلسلة الإمداد',
  'مخطط الطلب', 'קניין', 'קניינית', 'רכש', 'מנהל רכש', 'מנהלת רכש', 'רכז רכש', 'רכזת רכש', 'מכרזים', 'מתכנן שרשרת אספקה', 'מתכננת שרשרת אספקה',
  'מתכנן ביקוש', 'מתכנן ביקושים', 'מתכננת ביקושים', 'תכנון ביקושים', 'क्रेता', 'खरीद अधिकारी', 'खरीद प्रबंधक', 'खरीद प्रमुख', 'क्रय अधिकारी', 'क्रय प्रबंधक', 'क्रय', 'खरीद', 'आपूर्ति श्रृंखला',
  'सामग्री प्रबंधक', 'kharid adhikari', 'kharid prabandhak', 'kray adhikari', 'kray prabandhak', 'pengadaan', 'pembelian', 'pembeli', 'perencana permintaan', 'perencana pasokan', 'mua hang', 'thu mua',
  'ke hoach cung ung', 'cung ung', 'ke hoach vat tu',
  // Korean, Japanese, Chinese
  '구매', '구매담당', '구매팀', '전략구매', '조달', '수요예측', '수요계획', '자재관리', '購買', '調達', 'バイヤー', '需要予測', '需給計画', '資材担当', '資材部', '資材調達', '仕入担当',
  '采购', '採購', '需求计划', '物料计划', '供应商管理', '招标',
];

/** A marketer's buyer: the buyer persona and the media buyer (marketing, as the development titles label media buyers). */
const MARKETING_BUYERS = ['buyer persona*', 'media buyer*', 'media buying', 'programmatic buyer*', 'programmatic media buyer*', 'programmatic media buying'];

export const BUYER_TRADES_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['marketing', MARKETING_BUYERS],
  ['finance', FINANCE_TRADES],
  ['operations', PROCUREMENT_TRADES],
];
export const BUYER_TRADES_RULE: FunctionRule = classesRule(1, BUYER_TRADES_CLASSES);

/** The readings each trade beats: those the trade's words were read as by another sense (a ledger's "sales", a buyer's "persona"). */
const BEATEN: Readonly<Record<string, ReadonlySet<JobFunction>>> = {
  marketing: new Set<JobFunction>(['operations', 'engineering']),
  finance: new Set<JobFunction>(['other', 'operations', 'sales', 'revops', 'engineering']),
  operations: new Set<JobFunction>(['other', 'revops', 'product', 'engineering', 'marketing']),
};

/**
 * An IT audit is an audit (finance, as w3w and the development titles label it); no other finance word beats an IT reading.
 *
 * The ledgers of sales: a finance term that beats a seller's reading, since its own words read "sales" (a sales ledger, a
 * Myyntireskontra, commercial finance; round 35: a ledger of accounts payable or receivable in the words a seller's accounts are
 * written in — "cuentas a pagar", λογαριασμοί, hesaplar, खाता —, and a corporate card, whose "account" a seller's reading took). Any other finance word beside a seller's is what the seller sells ("accounting software").
 */
const SALES_SIDE_LEDGER =
  /(?:sales ledger|reskontra|commercial finance|receivable|payable|cuentas (?:por|a) (?:cobrar|pagar)|contas a (?:receber|pagar)|contabil\p{L}* clienti|comptab\p{L}* clients|corporate card|λογαριασμ|hesaplari|खात|khata)/u;

/** The readings some trade beats (`BEATEN`): a title read as finance, people, customer success or executive is left unread. */
const CHANGEABLE: ReadonlySet<JobFunction> = new Set(Object.values(BEATEN).flatMap((set) => [...set]));
/** The literals of the trades that beat an operations reading (finance's, the marketer's buyers'), a slot of the shared gate. */
const BEATS_OPERATIONS = TERM_GATE.slot(() => termNeedles([...FINANCE_TRADES, ...MARKETING_BUYERS]));

function readBuyerTrade(text: string, read: TitleClassification): TitleClassification {
  // For cost: the finder runs only where its answer can change the reading (a buyer's title read as operations holds no
  // finance or marketing word: nothing beats it).
  if (!CHANGEABLE.has(read.function as JobFunction)) return read;
  if (read.function === 'operations' && !TERM_GATE.holds(BEATS_OPERATIONS, text)) return read;
  const found = BUYER_TRADES_RULE.find?.(text) ?? null;
  if (found === null || found.fn === read.function) return read;
  if (BEATEN[found.fn]?.has(read.function as JobFunction) !== true) return read;
  // A trade's word in a later segment naming the employer or the product is the employer's (round 34, `segment-head.ts`).
  if (inLaterEmployer(text, found.index)) return read;
  const term = text.slice(found.index, found.index + found.length);
  if (read.function === 'sales' && !SALES_SIDE_LEDGER.test(term)) return read;
  if (read.function === 'engineering' && found.fn === 'finance' && !term.includes('audit')) return read;
  return { seniority: read.seniority, function: found.fn };
}

/** Round 33's pass (`CLASS_PASSES`), behind the shared gate: it runs only on a text that holds one of the trades' literals. */
export const byBuyerTradeClass = gatedPass([BUYER_TRADES_RULE], readBuyerTrade);
