import { type ClassFound, roleSegment, termNeedles, wordsFinder } from './class-terms-finder';
import { foldTerms } from './fold';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * Consumer CRM and loyalty, retail planning and store systems, in the 24 languages and English (issue #21, round 40, crm40;
 * development titles first: `test/fixtures/detection-w3/titles-r40-crm.json`; docs/decisions.md, "Detection round 40 (crm)").
 * The read sets' conventions, kept:
 *
 * - **Which CRM a title means.** In a B2B sales organisation "CRM" is the sales system: its administrators, sales-support and
 *   sales-operations staff are revops (about 220 rows of w3 … w4n, every language). In a consumer business (a retailer, a chain,
 *   a shop or e-shop, a hotel, an airline, a brand) the CRM team mails, rewards and retains customers: marketing (w3v's CRM
 *   teams, w4o's 24 "CRM & loyalty" rows). The title decides by its **companions**: a loyalty, membership, customer-club,
 *   retention, lifecycle or clienteling word beside "CRM" (every language), or the **employer words** of a consumer business
 *   after the role; a sales, sales-support or system-administration word keeps revops (w3s "Specialist Administrare Vânzări și
 *   CRM – lanț hotelier", "… CRM – αλυσίδα σούπερ μάρκετ": revops). A loyalty programme's own manager is marketing in every
 *   language, not the customer service or the programme-management word the lexicon reads in "kanta-asiakasohjelma",
 *   "klantenbinding", "programa de fidelidade".
 * - **Retail and distribution planning** → operations, as every read set labels it (32 rows: merchandise planners, allocation
 *   and demand planners, replenishment, Disponent, approvisionneur): replenishment, allocation, demand, inventory, space and
 *   planogram, range and assortment planning in every language. A "Programmatore"/"Προγραμματιστής"/"Programator" is a planner
 *   when its object is stock, orders, demand or production, a software developer otherwise.
 * - **Store systems and retail IT** (store systems, tills and POS, in-store technology) → engineering for their technicians,
 *   support staff and engineers; a POS vendor's customer-support, product and sales staff keep their function, and a cashier's
 *   word naming the vendor's product ("aplikasi kasir", "logiciel de caisse") lends no finance or store function.
 */

/** The CRM's own word (the gate's literal). */
const CRM = ['crm', 'crm*', 'सीआरएम', 'إدارة علاقات العملاء', 'ادارة علاقات العملاء', '与crm', '和crm', '及crm', 'crm专员', 'crm经理', 'crm主管', 'crm担当'];

/** A loyalty programme's own words (read alone too): loyalty, rewards and bonus programmes, customer and member clubs. */
const LOYALTY = [
  'loyalty', 'loyalty*', 'rewards program*', 'rewards programme*', 'clienteling', 'customer club', 'customer loyalty',
  'kundenbindung*', 'kundenclub*', 'kundenkarte*', 'bonusprogramm*', 'treueprogramm*', 'kundenbindungsprogramm*',
  'fidelite', 'fidelisation', 'programme de fidelite', 'carte de fidelite', 'club client*', 'club clients',
  'fidelizacion', 'programa de fidelizacion', 'programa de fidelidad', 'club de clientes',
  'fidelizacao', 'programa de fidelidade', 'clube de vantagens', 'clube de fidelidade',
  'fidelizzazione', 'programma fedelta', 'carta fedelta',
  'klantenbinding', 'klantenkaart', 'klantloyaliteit', 'loyaltyprogramma', 'loyaltymarketeer*', 'spaarprogramma',
  'lojalnosci', 'lojalnosc', 'lojalnosciowego', 'lojalnosciowy', 'programu lojalnosciowego', 'program lojalnosciowy', 'klubu klienta', 'klub klienta',
  'lojalitet', 'lojalitetsprogram*', 'lojalitetsspecialist*', 'lojalitetsansvarig*', 'kundklubb*', 'medlemsklubb*',
  'kanta asiakas*', 'kanta asiakasohjelma*', 'kanta asiakastiimi*', 'kanta asiakasasiantuntija*', 'kanta asiakasohjelman', 'asiakasuskollisuus*', 'uskollisuusohjelma*',
  'vernostni*', 'vernostniho*', 'zakaznicky klub', 'zakaznickeho klubu',
  'husegprogram*', 'torzsvasarloi*', 'ugyfelhuseg*',
  'loialitate', 'loializare', 'program de loialitate', 'fidelizare clienti', 'club de clienti',
  'πιστοτητασ', 'πιστοτητα', 'προγραμματοσ επιβραβευσησ', 'προγραμμα επιβραβευσησ',
  'лояльності', 'лояльність', 'лояльности', 'програми лояльності', 'програма лояльності', 'клубу клієнтів',
  'sadakat', 'sadakati', 'sadakat programi', 'musteri sadakati', 'uyelik programi',
  'الولاء', 'برنامج الولاء', 'ولاء العملاء', 'والولاء', 'وبرنامج الولاء', 'وولاء العملاء', 'نادي العملاء',
  'מועדון לקוחות', 'ומועדון לקוחות', 'מועדון חברים', 'ומועדון חברים', 'תוכנית נאמנות',
  'लॉयल्टी', 'वफादारी', 'loyalitas', 'program loyalitas', 'khach hang than thiet', 'chuong trinh hoi vien',
  '로열티', '고객 충성도', 'ロイヤルティ', 'ロイヤリティ', '会員プログラム', '忠诚度',
];

/** A consumer-marketing companion read only beside "CRM": membership, retention, lifecycle, newsletters, e-mail and push. */
const COMPANIONS = [
  'rewards', 'membership', 'membership program*', 'member program*', 'retention', 'lifecycle', 'newsletter*', 'email', 'e mail', 'push', 'crm marketing',
  'retention', 'fidelidad', 'retencion', 'lealtad', 'fidelidade', 'retencao', 'relacionamento com clientes', 'relacionamento com o cliente', 'fidelity', 'fedelta',
  'retentie', 'nieuwsbrief', 'retencji', 'retencja', 'bonusprogram*', 'jasenohjelma*', 'vernost', 'retence', 'retencio', 'fidelizare', 'retentie',
  'επιβραβευσησ', 'διατηρησησ πελατων', 'утримання клієнтів', 'crm маркетолог*', 'elde tutma', 'الاحتفاظ بالعملاء', 'والاحتفاظ بالعملاء', 'נאמנות',
  'שימור לקוחות', 'ושימור לקוחות', 'मेंबरशिप', 'रिटेंशन', 'retensi pelanggan', 'keanggotaan', 'membership', 'hoi vien', 'giu chan khach hang',
  '멤버십', '멤버쉽', '리텐션', '会員', 'リテンション', 'メンバーシップ', '会员', '用户留存', '积分',
];

/** A consumer business named after the role: a retailer, a chain, a shop or e-shop, a hotel, an airline, a consumer brand. */
const CONSUMER = [
  'retail', 'retailer', 'retailers', 'chain', 'grocery', 'supermarket*', 'hypermarket*', 'department store*', 'fashion', 'apparel', 'beauty', 'cosmetics',
  'perfumery', 'drugstore*', 'pharmacy chain', 'online shop', 'webshop', 'ecommerce', 'e commerce', 'dtc', 'd2c', 'consumer brand', 'hotel*', 'airline',
  'restaurant*', 'coffee chain', 'bakery chain', 'gym chain', 'quick service restaurant*', 'qsr',
  'einzelhandel', 'lebensmitteleinzelhandel', 'modehandel', 'modehandler', 'drogeriemarkt*', 'parfumerie', 'hotelgruppe', 'onlineshop', 'baumarktkette', 'handelskette',
  'enseigne', 'chaine de', 'grande distribution', 'pret a porter', 'e commerce de', 'parfumerie', 'chaine hoteliere',
  'cadena de', 'cadena hotelera', 'tienda online', 'supermercados', 'perfumeria', 'farmacias',
  'rede de', 'varejo', 'drogaria', 'companhia aerea', 'lojas',
  'catena di', 'gdo', 'profumerie', 'farmacie', 'negozi',
  'supermarktketen', 'modeketen', 'drogisterij*', 'hotelketen', 'webwinkel',
  'siec', 'e sklep', 'drogerii', 'sklepow',
  'dagligvarukedja', 'dagligvaruhandel', 'kladkedja', 'hotellkedja', 'apotekskedja', 'sportkedja', 'e handel',
  'vahittaiskauppa', 'paivittaistavarakauppa', 'muotiketju', 'hotelliketju', 'verkkokauppa', 'urheiluketju', 'kauppaketju',
  'retezec', 'retezec drogerii', 'e shop', 'sit lekaren', 'obchodni retezec',
  'kiskereskedelem', 'elelmiszer kiskereskedelem', 'drogerialanc', 'divataruhaz', 'webaruhaz', 'hotellanc', 'aruhazlanc',
  'lant de', 'retea de', 'magazin online',
  'αλυσιδα', 'ηλεκτρονικο καταστημα', 'ξενοδοχειακοσ ομιλοσ',
  'мережа', 'мережі', 'інтернет магазин*',
  'zinciri', 'perakende', 'e ticaret', 'havayolu', 'giyim markasi', 'magazasi',
  'سلسله', 'متجر', 'مجموعه فنادق', 'شركه طيران',
  'רשת', 'אתר מסחר מקוון',
  'रिटेल', 'चेन', 'ई कॉमर्स',
  'jaringan', 'ritel', 'toko online', 'maskapai',
  'chuoi', 'san thuong mai dien tu', 'hang hang khong',
  '리테일', '쇼핑몰', '체인', '대형마트', '항공사', 'チェーン', '小売', 'ecサイト', '通販', 'ドラッグストア', '连锁', '零售', '电商', '航空公司',
];

/** Words that keep a CRM title the sales system's (revops): sales, sales support, system administration. */
const SALES_SYSTEM = [
  'sales', 'sales ops', 'admin', 'administrator*', 'administration', 'salesforce', 'hubspot', 'zoho', 'bitrix*', 'dynamics',
  'vertrieb*', 'vertriebsinnendienst', 'crm administrator*', 'adv', 'ventes', 'administrateur*', 'administratrice*', 'ventas', 'comercial', 'comerciales', 'administrador*',
  'vendas', 'comerciais', 'amministratore', 'amministratrice', 'vendite', 'commerciale', 'beheerder*', 'verkoop*', 'sprzedazy', 'administrator',
  'saljsupport', 'salj*', 'administrator', 'myynnin', 'paakayttaja', 'prodeje', 'spravce', 'ertekesites*', 'adminisztrator*', 'vanzari', 'vanzarilor',
  'πωλησεων', 'διαχειριστησ', 'διαχειριστρια', 'продажів', 'продажу', 'адміністратор*', 'satis', 'مبيعات', 'المبيعات', 'مسؤول نظام', 'מכירות', 'מנהל מערכת',
  'מנהלת מערכת', 'सेल्स', 'बिक्री', 'प्रशासक', 'penjualan', 'kinh doanh', 'ban hang', 'quan tri', '영업', '관리자', '営業', 'システム管理', '销售', '系统管理',
];

/** A service desk's words: a loyalty programme's customer-service agent stays customer success. */
const SERVICE = ['customer service', 'customer support', 'service desk', 'call centre', 'call center', 'contact centre', 'contact center', 'helpdesk', 'hotline'];

/** Retail and distribution planning (operations). */
const PLANNING = [
  'replenishment*', 'allocation analyst*', 'allocation planner*', 'allocation manager*', 'allocations', 'assortment planner*', 'assortment planning',
  'range planner*', 'range planning', 'space planner*', 'space planning', 'planogram*', 'merchandise planner*', 'merchandise planning', 'inventory planner*',
  'demand planner*', 'demand planning', 'supply planner*',
  'nachschub*', 'nachschubplaner*', 'warennachschub', 'bedarfsplaner*', 'allokation*', 'sortimentsplaner*', 'flachenplaner*', 'planogramm*', 'warenversorgung*',
  'reassort*', 'reapprovisionnement', 'planificat* de la demande', 'planificat* reassort', 'previsionniste*', 'analyste allocation', 'allocation', 'planogramme*',
  'reposicion*', 'aprovisionamiento', 'planificador* de la demanda', 'planificador* de demanda', 'asignacion de mercancia', 'planificador* de surtido', 'surtido',
  'reposicao', 'planejador* de demanda', 'planejamento de demanda', 'alocacao', 'planejador* de sortimento', 'planograma*',
  'riassortimento', 'pianificat* della domanda', 'allocazione', 'pianificat* assortimento', 'approvvigionamenti',
  'vraagplanner*', 'allocatieplanner*', 'allocatie', 'bevoorrading', 'assortimentsplanner*',
  'planista popytu', 'planistka popytu', 'planowanie popytu', 'alokacji', 'alokacja', 'zatowarowania', 'uzupelniania zapasow', 'planist* asortymentu',
  'efterfrageplanerare', 'allokering*', 'sortimentsplanerare', 'pafyllnad*', 'varuforsorjning*',
  'kysynnansuunnittelija*', 'kysyntasuunnittelija*', 'allokointi*', 'valikoimasuunnittelija*', 'taydennyssuunnittelija*', 'taydennystilaaj*', 'taydennyspaallik*', 'taydennysvastaav*',
  'planovac* poptavky', 'alokace', 'planovac* zasob', 'doplnovani zbozi', 'doplnovani zasob', 'planovac* sortimentu',
  'kereslettervez*', 'arufeltoltes*', 'allokacio*', 'keszlettervez*', 'utanpotlas tervez*', 'aruutanpotlas*', 'keszletutanpotlas*',
  'planificator cerere', 'planificare cerere', 'alocare marfa', 'reaprovizionare', 'aprovizionare magazine', 'planificator sortiment',
  'προγραμματιστ* ζητησησ', 'προβλεψησ ζητησησ', 'κατανομησ εμπορευματων', 'αναπληρωσησ αποθεματων', 'αναπληρωση αποθεματων',
  'планувальни* попиту', 'поповнення', 'алокації', 'алокація', 'планувальни* асортименту', 'автозамовлення',
  'talep planlama*', 'stok yenileme*', 'dagitim planlama*', 'allocation',
  'مخطط الطلب', 'تخطيط الطلب', 'تخصيص البضائع', 'اعاده تزويد المخزون', 'تزويد المخزون', 'اعاده تعبئه مخزون', 'مخطط المخزون',
  'מתכנן ביקושים', 'מתכננת ביקושים', 'תכנון ביקושים', 'מתכנן מלאי', 'מתכננת מלאי', 'הקצאות', 'השלמת מלאי', 'השלמות מלאי',
  'डिमांड प्लानर', 'इन्वेंटरी प्लानर', 'एलोकेशन', 'पुनःपूर्ति', 'रीप्लेनिशमेंट', 'रिप्लेनिशमेंट', 'मांग योजना',
  'perencana permintaan', 'perencana stok', 'perencana persediaan', 'alokasi barang',
  'hoach dinh nhu cau', 'hoach dinh ton kho', 'phan bo hang*', 'bo sung hang', 'ke hoach cung ung',
  '수요 예측', '수요예측', '수요 계획', '수요계획', '재고 보충', '보충 플래너', '물량 배분', '얼로케이션', '需要予測', '需給計画', '補充発注', 'アロケーション', '商品配分', '在庫コントロール',
  '补货', '需求计划', '配货', '库存计划',
];

/** A programmer's noun that is a planner's in some languages: read as one only beside a planning object. */
const PROGRAMMER = ['προγραμματιστ*', 'programmat*', 'programator*', 'programador*'];
const PLANNING_OBJECT = [
  'αναπληρωσησ', 'ζητησησ', 'παραγγελιων', 'αποθεματων', 'παραγωγησ', 'della produzione', 'produzione', 'degli approvvigionamenti', 'approvvigionamenti',
  'della domanda', 'riassortimento', 'productie', 'de produccion', 'de la produccion', 'productiei', 'aprovizionare', 'comenzi',
];

/** Store systems, tills and point of sale (the object of a store-IT technician's or support worker's work). */
const STORE_SYSTEMS = [
  'store systems', 'store system', 'store technology', 'store it', 'retail it', 'pos', 'point of sale', 'tills',
  'kassensystem*', 'filial it*', 'caisses', 'systemes d encaissement', 'informatique magasins', 'tpv', 'sistemas de tienda', 'pdv', 'frente de caixa',
  'sistemas de loja', 'sistemi di cassa', 'it punti vendita', 'kassasysteem*', 'kassa s', 'systemow kasowych', 'it sklepow', 'kassasystem*', 'butikssystem',
  'kassajarjestelma*', 'myymalajarjestelm*', 'pokladnich system*', 'it podpora prodejen', 'penztarrendszer*', 'bolti it*', 'sisteme de casa', 'it magazine',
  'ταμειακων συστηματων', 'it καταστηματων', 'касових систем', 'it підтримки магазинів', 'magaza sistemleri', 'انظمه نقاط البيع', 'نقاط البيع',
  'מערכות קופה', 'קופות', 'מערכות סניפים', 'पीओएस', 'स्टोर आईटी', 'store it', 'sistem kasir', 'it support toko', 'he thong pos', 'it ho tro cua hang',
  '매장 시스템', '店舗システム', 'posシステム', '门店系统', 'pos技术', 'pos系统',
];
/** The store-IT worker's nouns: technicians, support staff, engineers, analysts, administrators. */
const TECH = [
  'technician*', 'support', 'kassasystemtekniker*', 'kassajarjestelmaasiantuntija*', 'kassasysteembeheerder*', 'engineer*', 'analyst*', 'administrator*', 'techniker*', 'supportmitarbeiter*', 'technicien*', 'technicienne*', 'tecnico*',
  'soporte tecnico', 'tecnica*', 'analista de suporte', 'suporte', 'supporto', 'beheerder*', 'supportmedewerker*', 'technik*', 'specjalista wsparcia*',
  'tekniker*', 'it support', 'asiantuntija*', 'tukihenkilo*', 'technikus*', 'tehnician*', 'suport it', 'τεχνικοσ', 'υποστηριξη it', 'технік*', 'фахівець it*',
  'teknisyen*', 'destek uzmani', 'teknik destek', 'فني', 'دعم تقنيه المعلومات', 'טכנאי*', 'תומך*', 'तकनीशियन', 'सपोर्ट इंजीनियर', 'support executive',
  'teknisi', 'staf it', 'ky thuat vien', 'nhan vien it', '엔지니어', '기술 지원', '지원 엔지니어', 'サポート', 'エンジニア', '工程师', '技术支持', '运维',
];
/** A customer's words: a POS vendor's support for its customers is customer success. */
const CUSTOMER = [
  'customer*', 'client*', 'atendente*', 'kunden*', 'kund*', 'klant*', 'atencion al cliente', 'atendimento', 'assistenza clienti', 'obslugi klienta', 'asiakastuki',
  'zakaznicka*', 'ugyfelszolgalat*', 'suport clienti', 'εξυπηρετηση πελατων', 'клієнтів', 'musteri*', 'العملاء', 'לקוחות', 'ग्राहक', 'pelanggan',
  'khach hang', '고객', 'カスタマー', '客户', '客服',
];

/** A POS vendor's product named by a cashier's word: "aplikasi kasir", "logiciel de caisse" (the product, not the holder's till). */
const POS_PRODUCT = [
  'aplikasi kasir', 'sistem kasir', 'software kasir', 'logiciel de caisse', 'logiciel d encaissement', 'logiciels de caisse', 'kassensoftware', 'software de tpv',
  'sistema pdv', 'software di cassa', 'kassasoftware', 'oprogramowania pos', 'kassaohjelmisto', 'pokladniho softwaru', 'penztarszoftver', 'касова програма',
  'pos yazilimi', 'برنامج نقاط البيع', 'תוכנת קופה', 'बिलिंग सॉफ्टवेयर', 'billing software', 'phan mem ban hang', '포스 솔루션', 'POSレジアプリ', 'レジアプリ', '收银系统',
];

const GATES = {
  crm: TERM_GATE.slot(() => termNeedles(foldTerms(CRM))),
  loyalty: TERM_GATE.slot(() => termNeedles(foldTerms(LOYALTY))),
  planning: TERM_GATE.slot(() => termNeedles(foldTerms(PLANNING))),
  programmer: TERM_GATE.slot(() => termNeedles(foldTerms(PROGRAMMER))),
  store: TERM_GATE.slot(() => termNeedles(foldTerms(STORE_SYSTEMS))),
  pos: TERM_GATE.slot(() => termNeedles(foldTerms(POS_PRODUCT))),
};

type Finder = (text: string, from?: number) => ClassFound | null;
const finders = new Map<readonly string[], Finder>();
/** The list's finder, built at its first use (never at import). */
function has(list: readonly string[], text: string): ClassFound | null {
  let find = finders.get(list);
  if (find === undefined) {
    find = wordsFinder(foldTerms(list));
    finders.set(list, find);
  }
  return find(text);
}

const set = (read: TitleClassification, fn: JobFunction): TitleClassification => ({ seniority: read.seniority, function: fn });

/** Functions a loyalty word's role replaces: the readings the lexicon gives it by its customer or programme word, or none. */
const LOYALTY_REPLACES: ReadonlySet<JobFunction | null> = new Set<JobFunction | null>(['revops', 'other', 'operations', 'customer_success']);
/** Functions a planning term replaces (a word beside it the lexicon reads: poptávka, ürün, perencana). */
const PLANNING_REPLACES: ReadonlySet<JobFunction | null> = new Set<JobFunction | null>(['other', 'sales', 'product', 'customer_success']);
/** Functions a store-IT worker's reading replaces (support, till and store words). */
const STORE_REPLACES: ReadonlySet<JobFunction | null> = new Set<JobFunction | null>(['customer_success', 'other', 'operations', 'finance', 'sales']);

export function crmRetailPass(classify: (title: string) => TitleClassification): (text: string, read: TitleClassification) => TitleClassification {
  const readCrmRetail = (text: string, read: TitleClassification): TitleClassification => {
    const fn = read.function;
    if (fn === null || read.seniority === null) return read;
    const present = TERM_GATE.present(text);
    if (present[GATES.crm] === 1 && fn === 'revops' && has(CRM, text) !== null && has(SALES_SYSTEM, text) === null) {
      if ((present[GATES.loyalty] === 1 && has(LOYALTY, text) !== null) || has(COMPANIONS, text) !== null || has(CONSUMER, text) !== null) {
        // A CRM system's rule read the holder ic; the title read as its marketing team's says the rank (team lead, manager, head).
        const crm = has(CRM, text) as ClassFound;
        const rank = read.seniority === 'ic' ? classify(`${text.slice(0, crm.index)}marketing${text.slice(crm.index + crm.length)}`).seniority : null;
        return { seniority: rank ?? read.seniority, function: 'marketing' };
      }
    }
    if (present[GATES.loyalty] === 1 && LOYALTY_REPLACES.has(fn) && has(LOYALTY, roleSegment(text)) !== null && has(SALES_SYSTEM, text) === null && has(SERVICE, text) === null) {
      return set(read, 'marketing');
    }
    if (present[GATES.planning] === 1 && PLANNING_REPLACES.has(fn) && has(PLANNING, roleSegment(text)) !== null) return set(read, 'operations');
    if (present[GATES.programmer] === 1 && fn === 'engineering' && has(PROGRAMMER, text) !== null && has(PLANNING_OBJECT, text) !== null) return set(read, 'operations');
    if (present[GATES.store] === 1 && STORE_REPLACES.has(fn) && has(STORE_SYSTEMS, text) !== null && has(TECH, text) !== null && has(CUSTOMER, text) === null) {
      return set(read, 'engineering');
    }
    if (present[GATES.pos] === 1 && (fn === 'finance' || fn === 'operations')) {
      const pos = has(POS_PRODUCT, text);
      if (pos !== null) {
        const rest = classify(`${text.slice(0, pos.index)}${text.slice(pos.index + pos.length)}`.trim());
        if (rest.function !== null && rest.function !== 'other' && rest.function !== 'finance') return set(read, rest.function);
      }
    }
    return read;
  };
  return gatedPass([GATES.crm, GATES.loyalty, GATES.planning, GATES.programmer, GATES.store, GATES.pos], readCrmRetail);
}

/** Every term of the round (a test checks each is folded as a title is). */
export function crmRetailTerms(): readonly string[] {
  return [...CRM, ...LOYALTY, ...COMPANIONS, ...CONSUMER, ...SALES_SYSTEM, ...SERVICE, ...PLANNING, ...PROGRAMMER, ...PLANNING_OBJECT, ...STORE_SYSTEMS, ...TECH, ...CUSTOMER, ...POS_PRODUCT];
}
