import { type ClassFound, termNeedles, wordsFinder } from './class-terms-finder';
import { STUDENT_TERMS } from './education';
import { employerSpans, insideSpans } from './employer-context';
import { foldTerms } from './fold';
import { words } from './role-classes';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The real estate, property, facilities and workplace trades, complete in the 24 languages and English (issue #21, round 39,
 * estate39; development titles first: `test/fixtures/detection-w3/titles-r39-real-estate.json`; docs/decisions.md, "Detection
 * round 39 (real estate trades)"). The blind w4n (a construction, real estate and facilities vendor's contacts) read about thirty
 * of its titles `other` or on a neighbouring word's function: "Direktorin Facility Management und Technik", "Fastighetsdirektör",
 * "Tilapalvelujohtaja", "Technik z eksploatacji", "Uthyrare kommersiella lokaler", "写字楼招商专员", "Portfolio Manager, Retail Real
 * Estate". The read sets' labels are the convention (w3b … w4h: facilities, estates, property managers and maintenance are
 * operations; leasing agents and brokers sales; a commercial property underwriter finance). Read after every other class; the
 * seniority is never changed:
 *
 * - **Operations**: facility management (hard and soft FM, building services and operations, building technicians and engineers,
 *   technical building management), property and estates management (property managers, estates departments of universities
 *   and hospitals, general services, property services), workplace and corporate real estate, homeowners' associations and
 *   condominium management (WEG-Verwalter, syndic, administrador de fincas, amministratore di condominio, VvE-beheerder,
 *   isännöitsijä, správce, társasházkezelő, ОСББ, site yöneticisi, 관리소장, マンション管理), social housing and tenancy officers,
 *   residential community managers (a community manager beside a residential word: build-to-rent, multifamily, student housing),
 *   property development managers (with a property word: the development's delivery, as w4n labels its execution roles), and a
 *   technical department of a hospital, university, school, hotel, mall or housing body (its buildings' estates department).
 * - **Sales**: leasing and letting (Vermietung, location de bureaux, alquiler, locação, locazioni, verhuur, najem, uthyrning,
 *   vuokraus, pronájem, bérbeadás, închirieri, μισθώσεις, оренда, kiralama, تأجير, השכרה, लीज़िंग, penyewaan, cho thuê, 임대,
 *   リーシング, 招商, 租赁), tenant representation; a lessor's leasing consultant sells leases too (a car or equipment lessor's
 *   credit analyst keeps finance).
 * - **Finance**: real estate asset, portfolio, fund and investment management and valuation (with a property word in the title;
 *   an IT asset manager or a product portfolio manager keeps today's reading).
 *
 * A term inside the employer's description, after an audience's preposition ("software for property managers") or before a
 * product noun ("property management software") lends nothing. The reading so far is kept when the role's own words (the first
 * part and the term's part) name its function: a software developer, an accountant, a marketer, a seller, a product manager.
 * People and revops readings are never changed, nor a chief executive's.
 */

type Trade = 'operations' | 'sales' | 'finance';

/** Facilities, property, estates, workplace, housing and condominium management: operations. */
const OPERATIONS_TERMS = foldTerms([
  // en, hi-Latn
  'facility management', 'facilities management', 'facility manager', 'facility executive', 'facility services', 'facility technician', 'facility coordinator',
  'fm helpdesk', 'fm manager', 'hard fm', 'soft fm', 'soft services', 'building services technician', 'building services manager',
  'building services coordinator', 'building services supervisor', 'building services operative', 'building operations', 'building engineer', 'building manager',
  'building maintenance', 'building technician', 'building superintendent', 'technical building', 'property management', 'property manager', 'property services',
  'property administrator', 'property executive', 'property officer', 'property operations', 'estates', 'estate manager', 'estate officer', 'estate office',
  'workplace', 'workplace experience', 'workplace services', 'corporate real estate', 'real estate manager', 'real estate & facilities', 'real estate and facilities',
  'housing officer', 'housing services', 'housing manager', 'housing management', 'tenancy', 'tenancy officer', 'tenancy manager', 'tenancy sustainment',
  'neighbourhood officer', 'neighborhood officer', 'community association manager', 'hoa manager', 'association manager', 'block manager', 'resident manager',
  'society manager', 'space planner', 'space planning', 'general services', 'site yoneticisi', 'head of real estate', 'real estate director',
  'director of real estate', 'vp real estate', 'head of property', 'property director', 'director of property', 'mall manager', 'shopping centre manager',
  'shopping center manager', 'centermanager*',
  // de
  'facility manager*', 'gebäudemanagement', 'gebaudemanagement', 'gebäudetechnik', 'technisches gebäudemanagement', 'objektbetreuer*', 'objektleiter*',
  'hausmeister*', 'hausverwalter*', 'hausverwaltung', 'immobilienverwalter*', 'immobilienverwaltung', 'weg verwalter*', 'mietverwaltung', 'mieterbetreuer*',
  'liegenschaften', 'liegenschaftsverwaltung', 'liegenschaftsmanagement', 'property manager*', 'corporate real estate management', 'flächenmanagement',
  // fr
  'services généraux', 'gestionnaire de copropriété', 'syndic de copropriété', 'gestion locative', 'gestionnaire immobilier', 'gestionnaire immobilière',
  'gestionnaire de patrimoine immobilier', 'gardien d immeuble', 'environnement de travail', 'directeur de l immobilier', 'directrice de l immobilier',
  'responsable immobilier', 'directeur du patrimoine', 'directrice du patrimoine', 'direction du patrimoine', 'responsable du patrimoine',
  'responsable patrimoine', 'chargé de patrimoine', 'chargée de patrimoine', 'syndic', 'directeur de centre commercial', 'directrice de centre commercial',
  'services techniques', 'maintenance bâtiment', 'maintenance des bâtiments', 'gestionnaire technique de patrimoine',
  // es
  'servicios generales', 'administrador de fincas', 'administradora de fincas', 'gestión de inmuebles', 'gestión inmobiliaria', 'patrimonio inmobiliario',
  'director de inmuebles', 'directora de inmuebles', 'gestor de inmuebles', 'gestora de inmuebles', 'gerente de centro comercial',
  'director de centro comercial', 'directora de centro comercial', 'mantenimiento de edificios', 'vivienda social', 'gestión de vivienda', 'real estate corporativo',
  // pt
  'manutenção predial', 'administrador de condomínios', 'administradora de condomínios', 'síndico', 'síndica', 'síndico profissional',
  'síndica profissional', 'administração de imóveis', 'gestão de imóveis', 'gestão predial', 'serviços gerais', 'facilities',
  // it
  'amministratore di condominio', 'amministratrice di condominio', 'gestione patrimonio immobiliare', 'gestione immobiliare', 'servizi generali',
  'tecnico manutentore edile', 'tecnica e patrimonio', 'tecnico e patrimonio', 'area tecnica e patrimonio', 'ufficio tecnico e patrimonio',
  'manutenzione immobili', 'gestione immobili', 'ufficio patrimonio', 'area patrimonio', 'settore patrimonio', 'direttore centro commerciale',
  'direttrice centro commerciale', 'gerente de shopping', 'gerente de shopping center',
  // nl
  'facilitair*', 'facilitaire dienst', 'huisvesting', 'vastgoedbeheer*', 'technisch beheerder', 'vve beheer*', 'woonconsulent*', 'huurconsulent*',
  'wooncorporatie', 'gebouwbeheer*',
  // pl
  'zarządca nieruchomości', 'zarządczyni nieruchomości', 'administracji nieruchomości', 'administracja nieruchomości', 'administrator nieruchomości',
  'administrator budynku', 'zarządzania nieruchomościami', 'zarządzanie nieruchomościami', 'utrzymania budynków', 'utrzymanie budynków', 'administracji osiedla',
  'lokali mieszkalnych', 'gospodarki nieruchomościami', 'kierownik centrum handlowego', 'kierowniczka centrum handlowego', 'dyrektor centrum handlowego',
  // sv
  'fastighetschef', 'fastighetsdirektör', 'fastighetsskötare', 'fastighetsförvaltare', 'fastighetsförvaltning', 'fastighetsdrift', 'fastighetstekniker',
  'fastighetsansvarig', 'fastighetsingenjör', 'förvaltare', 'lokaler', 'lokalförvaltare', 'lokalförsörjning*', 'lokalvård*', 'bovärd', 'driftchef', 'lokalstrateg', 'köpcentrumchef', 'centrumchef',
  // fi
  'kiinteistöjohtaja', 'kiinteistöpäällikkö', 'kiinteistönhoitaja', 'kiinteistöhuolto', 'kiinteistöpalvelu*', 'kiinteistöisännöitsijä', 'isännöitsijä',
  'isännöinti', 'toimitila*', 'tilapalvelu*', 'huoltomies', 'asumisneuvoja', 'kiinteistökehit*', 'kauppakeskusjohtaja', 'kauppakeskuspäällikkö',
  // cs
  'facility managementu', 'facility manažer', 'facility manažerka', 'správce budovy', 'správkyně budovy', 'správce nemovitostí', 'správkyně nemovitostí',
  'správy nemovitostí', 'správa nemovitostí', 'údržbář budov', 'property manažer', 'property manažerka', 'bytového hospodářství', 'správy budov',
  // hu
  'létesítménygazdálkod*', 'létesítményüzemeltet*', 'üzemeltetési igazgató', 'üzemeltetési vezető', 'ingatlankezelő', 'ingatlanüzemeltet*', 'társasházkezelő',
  'lakásgazdálkodási', 'épületüzemeltet*',
  // ro
  'administrator imobil', 'administrator de imobile', 'administrator de asociații de proprietari', 'administrator bloc', 'întreținere clădiri',
  'administrare imobile', 'property manager',
  // el
  'διαχείρισης εγκαταστάσεων', 'διαχείριση εγκαταστάσεων', 'συντήρησης κτιρίων', 'διαχειριστής ακινήτων', 'διαχειρίστρια ακινήτων', 'διαχείρισης ακινήτων',
  'διαχείριση ακινήτων', 'διαχειριστής πολυκατοικιών', 'διαχειριστής πολυκατοικίας',
  // uk, ru
  'експлуатації нерухомості', 'експлуатації будівель', 'обслуговування будівель', 'управління нерухомістю', 'керуюча нерухомістю', 'керуючий нерухомістю',
  'служби експлуатації', 'управитель багатоквартирного будинку', 'осбб', 'эксплуатации зданий', 'управления недвижимостью', 'управляющий недвижимостью',
  // tr
  'tesis müdürü', 'tesis yönetimi', 'tesis yöneticisi', 'bina bakım', 'site yöneticisi', 'site müdürü', 'gayrimenkul yönetimi', 'mülk yönetimi',
  'apartman yöneticisi', 'avm müdürü', 'avm yöneticisi', 'alışveriş merkezi müdürü',
  // ar
  'إدارة المرافق', 'ادارة المرافق', 'صيانة مباني', 'صيانة المباني', 'مدير عقار', 'مدير العقار', 'إدارة الأملاك', 'ادارة الاملاك', 'إدارة أملاك', 'إدارة العقارات',
  'مدير مرافق', 'مدير المرافق', 'مدير مول', 'مدير المول', 'مدير مركز تسوق',
  // he
  'אחזקת מבנים', 'אחזקה ותפעול מבנים', 'מנהל מתקנים', 'מנהלת מתקנים', 'מנהל נכסים', 'מנהלת נכסים', 'ניהול נכסים', 'מנהל בית משותף', 'מנהלת בית משותף',
  'ניהול מבנים', 'מנהל אחזקה', 'מנהל קניון', 'מנהלת קניון', 'מנהל מרכז מסחרי', 'מנהלת מרכז מסחרי',
  // hi
  'फैसिलिटी मैनेजमेंट', 'फैसिलिटी मैनेजर', 'भवन रखरखाव', 'प्रॉपर्टी मैनेजर', 'प्रॉपर्टी मैनेजमेंट', 'संपत्ति प्रबंधक', 'संपत्ति प्रबंधन', 'एस्टेट ऑफिसर', 'एस्टेट मैनेजर',
  'सुविधा प्रबंधन', 'मॉल मैनेजर',
  // id
  'pengelola gedung', 'pemeliharaan gedung', 'manajemen properti', 'manajemen gedung', 'pengelolaan gedung', 'pengelolaan properti',
  // vi
  'quản lý tòa nhà', 'vận hành tòa nhà', 'bảo trì tòa nhà', 'quản lý bất động sản', 'ban quản lý', 'quản lý chung cư', 'quản lý vận hành', 'quản lý trung tâm thương mại',
  // ko, ja, zh
  '시설관리', '시설 관리', '빌딩 관리', '건물 관리', '건물관리', '주택관리사', '관리소장', '관리사무소', 'ファシリティマネジメント', 'ファシリティマネージャー',
  '設備管理', '施設管理', 'プロパティマネージャー', 'プロパティマネジメント', 'マンション管理', 'ビル管理', '設施管理', '设施管理', '物业', '物業', '楼宇', '樓宇', '商场运营', '商場營運', '购物中心', 'ショッピングセンター', '쇼핑몰 관리', '쇼핑센터',
]);

/** A property development's manager (with a property word in the title: a software developer or a business developer keeps). */
const DEVELOPMENT_TERMS = foldTerms([
  'development manager', 'head of development', 'development director', 'director of development', 'projektentwickler*', 'projectontwikkelaar*', 'projektutvecklare',
  'programmes immobiliers', 'programme immobilier', 'desarrollo inmobiliario', 'incorporação imobiliária', 'sviluppo immobiliare', 'projektów deweloperskich',
  'projektový developer', 'ingatlanfejlesztési', 'dezvoltare imobiliară', 'ανάπτυξης ακινήτων', 'девелопмент менеджер', 'gayrimenkul geliştirme', 'تطوير عقاري',
  'פיתוח נדלן', 'डेवलपमेंट मैनेजर', 'pengembangan proyek properti', 'phát triển dự án', '개발사업', '不動産開発', '开发报建', '房地产开发经理',
]);

/** Leasing, letting, tenant representation and a lessor's sellers: sales. */
const SALES_TERMS = foldTerms([
  // en, hi-Latn
  'leasing', 'leasing agent', 'leasing consultant', 'leasing executive', 'leasing manager', 'leasing specialist', 'leasing associate', 'lease consultant',
  'letting', 'lettings', 'letting agent', 'lettings negotiator', 'lettings manager', 'tenant representation', 'tenant rep',
  // de
  'vermietung*', 'vermieter*', 'leasingberater*', 'leasing berater*',
  // fr
  'négociateur location', 'négociatrice location', 'conseiller en location', 'conseillère en location', 'location de bureaux', 'chargé de location',
  'chargée de location', 'commercialisation locative',
  // es
  'alquiler de oficinas', 'alquiler de locales', 'de arrendamientos', 'agente de alquiler', 'asesor de alquiler', 'asesora de alquiler', 'arrendamientos',
  // pt
  'locação', 'consultor de locação', 'consultora de locação', 'corretor de locação', 'corretora de locação',
  // it
  'locazioni', 'locazione', 'affitti', 'leasing manager',
  // nl
  'verhuur*',
  // pl
  'najmu', 'wynajmu', 'najem', 'wynajem',
  // sv
  'uthyrning*', 'uthyrare',
  // fi
  'vuokraus*', 'vuokravälittäjä', 'vuokranvälittäjä', 'vuokraneuvottelija',
  // cs
  'pronájmu', 'pronájmů', 'pronájem', 'leasing manažer', 'leasing manažerka',
  // hu
  'bérbeadási', 'bérbeadás', 'lízingértékesítő',
  // ro
  'închirieri', 'închiriere',
  // el
  'μισθώσεων', 'εκμισθώσεων', 'ενοικιάσεων', 'μισθώσεις', 'ενοικιάσεις',
  // uk, ru
  'з оренди', 'оренди', 'по аренде', 'аренды',
  // tr
  'kiralama',
  // ar
  'تأجير', 'التأجير',
  // he
  'השכרת', 'השכרה', 'השכרות',
  // hi
  'लीजिंग', 'लीसिंग', 'किराया सलाहकार', 'किराये',
  // id
  'penyewaan', 'staf sewa', 'sewa ruang', 'sewa gudang', 'sewa kantor',
  // vi
  'cho thuê',
  // ko, ja, zh
  '임대', '리싱', '리징', 'リーシング', '賃貸仲介', '賃貸営業', '招商', '租赁', '租賃',
]);

/** Leasing's compounds in the languages that glue the leased space to it (Irodabérbeadási, Büroflächenvermietung, kontorsuthyrning). */
const LEASING_COMPOUND = /(?<=\p{L}{3})(?:berbeadas\p{L}*|vermietung\p{L}*|uthyrning\p{L}*|vuokraus\p{L}*|verhuur\p{L}*|vermieter\p{L}*)(?![\p{L}])/u;

/** Real estate asset, portfolio, fund, investment and transaction management (with a property word): finance. */
const FINANCE_TERMS = foldTerms([
  'asset manager', 'asset managerin', 'asset management', 'assetmanager', 'asset manažer', 'asset manažerka', 'асет менеджер', 'portfolio manager', 'portfoliomanager*',
  'portefeuillemanager', 'portföljförvaltare', 'salkunhoitaja', 'portfolio manažer', 'portfolio manažerka', 'portfóliókezelő', 'manager de portofoliu',
  'gestor de carteras', 'gestora de carteras', 'gestor de portfólio', 'gestora de portfólio', 'διαχειριστής χαρτοφυλακίου', 'портфельний менеджер', 'portföy yöneticisi',
  'مدير محفظة', 'מנהל תיק', 'מנהלת תיק', 'पोर्टफोलियो मैनेजर', 'एसेट मैनेजर', 'manajer portofolio', 'quản lý danh mục', 'quản lý tài sản', 'fund manager',
  'fondsmanager*', 'investment manager', 'investment analyst', 'investment associate', 'investments', 'acquisitions', 'acquisitions analyst', 'transaction manager',
  'transaktionsanalytiker', 'zarządzający portfelem', 'zarządzająca portfelem', 'varlık yönetimi', 'إدارة أصول', 'إدارة الأصول', 'investissements', 'investimenti',
  'inversiones', 'investimentos', 'appraiser', 'valuer', 'valuation', 'valuation surveyor', 'gutachter*', 'expert immobilier', 'tasador', 'tasadora', 'avaliador',
  'avaliadora', 'perito estimatore', 'taxateur', 'rzeczoznawca majątkowy', 'värderare', 'odhadce', 'értékbecslő', 'evaluator', 'εκτιμητής', 'оцінювач', 'оценщик',
  'değerleme', 'مقيم', 'שמאי', 'मूल्यांकनकर्ता', 'penilai', 'thẩm định giá', 'real estate analyst', 'property analyst', 'אנליסט נדלן', '자산운용', '펀드매니저', 'アセットマネージャー',
  'アセットマネジメント', 'ポートフォリオマネージャー', '资产管理', '資產管理', '投资经理', '基金经理', '投資経理',
]);
/** Valuers of property by trade (no other property word needed). */
const VALUER_TERMS = foldTerms(['rzeczoznawca majątkowy', 'fastighetsvärderare', 'kiinteistöarvioija', 'ingatlanértékbecslő', 'vastgoedtaxateur', 'immobiliengutachter*',
  'שמאי מקרקעין', '감정평가사', '不動産鑑定士', '估价师', '估價師', 'chartered valuation surveyor', 'kiinteistösijoitus*']);

/** A property word anywhere in the title (the finance and development roles need one): stems, since the languages compound them. */
const PROPERTY_CONTEXT =
  /(?<![\p{L}])(?:real estate|property|properties|reit|reits|propert\p{L}*|immobil\p{L}*|inmueble\p{L}*|inmobiliari\p{L}*|imobiliar\p{L}*|imoveis|immobiliar\p{L}*|vastgoed\p{L}*|woningen|woning\p{L}*|nieruchomo\p{L}*|fastighet\p{L}*|kiinteisto\p{L}*|nemovit\p{L}*|ingatlan\p{L}*|ακινητ\p{L}*|нерухом\p{L}*|недвиж\p{L}*|gayrimenkul\p{L}*|emlak|عقار\p{L}*|العقار\p{L}*|נדלן|נכסים|रियल एस्टेट|संपत्ति|properti|bat dong san|multifamily|build to rent|(?:retail|industrial|logistics|office|residential|commercial|multifamily|hotel|warehouse|retail parks?|business parks?|industrial parks?|shopping cent(?:re|er)s?) portfolio|retail parks?|business parks?|shopping cent(?:re|er)s?|wohnimmobil\p{L}*|buroimmobil\p{L}*|gewerbeimmobil\p{L}*|residencial|residenziale|bostader|bostad\p{L}*|lakas\p{L}*|rezidential\p{L}*|rezidencn\p{L}*|deweloper\p{L}*|житлов\p{L}*|жилищ\p{L}*|residential)(?![\p{L}])|(?<=\p{L}{3})(?:immobilien|vastgoed|fastigheter|kiinteistot)(?![\p{L}])|부동산|不動産|房地产|房地產|不动产|不動產|物流不動産/u;
/** IT, software and licence asset management (operations or engineering, never a property's finance). */
const IT_ASSETS = /(?<![\p{L}])(?:it|ict|software|hardware|licen[cs]e|licensing|itam|sam)(?![\p{L}])/u;
/** A residential setting: a community manager there runs the residents' buildings (operations), not a brand's audience. */
const RESIDENTIAL =
  /(?<![\p{L}])(?:build to rent|btr|multifamily|multi family|apartments?|apartment community|residential|student housing|student accommodation|living|co living|senior living|residents?|housing|rental community|gated community|township)(?![\p{L}])/u;
const COMMUNITY_MANAGER = /(?<![\p{L}])community manager(?![\p{L}])/u;
/** A centre's manager or director beside a shopping centre's word: the centre's property manager (operations). */
const CENTRE_MANAGER = /(?<![\p{L}])(?:centre|center) (?:manager|director|general manager)(?![\p{L}])/u;
const SHOPPING = /(?<![\p{L}])(?:shopping|malls?|retail parks?|outlet|outlets|retail cent(?:re|er)s?|retail destination)(?![\p{L}])/u;
/** An insurance line beside a property word: property insurance (finance or operations as the rules read it), not the trade. */
const INSURANCE_LINE =
  /(?<![\p{L}])(?:underwrit\p{L}*|claims?|insurance|insurer|reinsurance|casualty|treaty|catastrophe|p&c|versicherung\p{L}*|assurance\p{L}*|seguros?|assicurazion\p{L}*)(?![\p{L}])/u;
/**
 * A technical department (its own words: a department, services, an area) of a hospital, university, school, hotel, mall,
 * housing body or public body: that institution's estates department, operations.
 */
const TECHNICAL_DEPARTMENT =
  /(?<![\p{L}])(?:technical services|technical department|technischer dienst|technische dienste|services techniques|servicios tecnicos|servizi tecnici|area tecnica|ufficio tecnico|technische dienst|dzia[lł]\p{L}* techniczn\p{L}*|tekniska avdelningen|tekninen palvelu\p{L}*|technickych sluzeb|technicke sluzby|muszaki szolgalat\p{L}*|servicii tehnice|τεχνικων υπηρεσιων|технічної служби|техническ\p{L}* служб\p{L}*|teknik hizmetler\p{L}*|الخدمات الفنيه|שירותים טכניים|तकनीकी सेवा\p{L}*)(?![\p{L}])/u;
const FACILITY_HOST =
  /(?<![\p{L}])(?:hospital\p{L}*|klinik\p{L}*|klinikum|universitatsklinikum|clinic\p{L}*|nhs|university|universit\p{L}*|uniwersyte\p{L}*|szpital\p{L}*|ospedal\p{L}*|asst|asl|nemocnic\p{L}*|korhaz|spital\p{L}*|sairaala|sjukhus|ziekenhuis|school\p{L}*|campus|hotel\p{L}*|mall|shopping cent\p{L}*|housing|fakultni|egyetem|yliopisto|universitet|hastane|مستشفى|בית חולים|अस्पताल|rumah sakit|benh vien)(?![\p{L}])/u;

/**
 * A hotel, resort, casino or cruise ship (and a mall or an office tower): its engineers are its building's maintenance staff
 * (the trade's "Chief Engineer", "Director of Engineering", "Hotel Engineer"), operations; not before a product's or a project's noun.
 */
const HOSPITALITY_HOST =
  /(?<![\p{L}])(?:hotels?|hotel|resorts?|casino|cruise ship|hotell|hotelli|hôtel|hotel\p{L}*|otel|otelde|szalloda|ξενοδοχει\p{L}*|готел\p{L}*|гостиниц\p{L}*|فندق|מלון|होटल|khach san|mall|shopping cent(?:re|er)|office tower)(?![\p{L}])(?!\s(?:booking|software|platform|tech|technology|app|saas|system|projects?|design))|호텔|ホテル|酒店|飯店/u;
/** An engineer's own noun (the hospitality trade's maintenance engineers), in the first part of the title. */
const ENGINEER_NOUN =
  /(?<![\p{L}])(?:engineer|engineers|engineering|\p{L}*ingenieur\p{L}*|ingeniero|ingeniera|ingenieur|ingenieurin|ingenieur|ingegnere|engenheir[oa]|inzynier\p{L}*|insinoori|inzenyr\p{L}*|mernok\p{L}*|inginer\p{L}*|μηχανικ\p{L}*|інженер\p{L}*|инженер\p{L}*|muhendis\p{L}*|مهندس\p{L}*|מהנדס\p{L}*|इंजीनियर|insinyur|ky su|teknisi)(?![\p{L}])|엔지니어|エンジニア|技師|工程师|工程師/u;
/** Information technology's words in any language: an IT or data role at a hotel group stays engineering. */
const IT_WORDS =
  /(?<![\p{L}])(?:it|ti|ict|cntt|bt|informati\p{L}*|sistemas|sistemi|systems?|network\p{L}*|netzwerk\p{L}*|cyber\p{L}*|security|data|software|cloud|infra\p{L}*|devops|digital|bilgi|πληροφορικ\p{L}*|інформац\p{L}*|информац\p{L}*|tietotekniikka|informatyk\p{L}*)(?![\p{L}])|信息|网络|資訊|情報システム|정보/u;
/** A project's, a design's or a construction's word: an engineer there designs or builds (engineering stays). */
const DESIGN_OR_PROJECT = /(?<![\p{L}])(?:projects?|project|design\p{L}*|construction|structural|civil|bau\p{L}*|proje\p{L}*|progett\p{L}*|proyect\p{L}*)(?![\p{L}])/u;

/** Before a term, a word that makes it an audience or a product's subject ("software for property managers"). */
const BEFORE_NOT_HELD = /(?<![\p{L}])(?:for|fur|pour|para|per|voor|dla|pro|pentru|для|icin|digital|modern|hybrid)\s$/u;
/** After a term in its part, a product's or an employer's noun: the term describes what is sold or who employs. */
const PRODUCT_AFTER =
  /^\s*(?:software|softwares|saas|platform|plattform|plataforma|piattaforma|platforma|platformu|logiciel|system|systems|systeem|system\p{L}*|solution|solutions|app|apps|startup|start up|company|companies|firm|provider|szoftver|yazilimi?|программ\p{L}*|програм\p{L}*|πλατφορμα|منصه|מערכת|सॉफ्टवेयर|aplikasi|phan mem|jarjestelma\p{L}*|rendszer\p{L}*|oprogramowani\p{L}*)(?![\p{L}])|^(?:software|saas|softwares)/u;

/** Before a term in its part, a product's noun (Slavic, Arabic, Vietnamese word order: "oprogramowanie do zarządzania nieruchomościami"). */
const PRODUCT_BEFORE =
  /(?<![\p{L}])(?:software|saas|platform\p{L}*|plattform|plataforma|piattaforma|logiciel\p{L}*|oprogramowani\p{L}*|aplikac\p{L}*|aplikasi|systemu|systemy|systém\p{L}*|system\p{L}*|програм\p{L}*|платформ\p{L}*|πλατφορμ\p{L}*|λογισμικ\p{L}*|yazilim\p{L}*|برنامج|منصه|نظام|תוכנ\p{L}*|מערכת|सॉफ्टवेयर|प्लेटफॉर्म|phan mem|nen tang|ung dung|szoftver\p{L}*|programul|platforma)(?![\p{L}])/u;
/** A CJK product noun right after a term ("物业管理软件", "不動産管理システム"). */
const CJK_PRODUCT_AFTER = /^\s*(?:软件|軟體|軟件|系统|系統|平台|平臺|ソフト|システム|クラウド|プラットフォーム|소프트웨어|플랫폼|솔루션|시스템|앱)/u;

/** After a term, a word that makes it another trade's: cultural heritage, private wealth, an insurance line, a call or a data centre. */
const OTHER_TRADE_AFTER =
  /^\s*(?:culturel\p{L}*|culturale|cultural|historique|naturel\p{L}*|financier|prive|privee|underwriting|claims|insurance|casualty|reinsurance|call|contact)(?![\p{L}])/u;
const OTHER_TRADE_BEFORE = /(?<![\p{L}])(?:call|contact|data|service|customer|distribution|fulfilment|fulfillment|training|learning|test|dental|medical|childcare|day care|care|job|lab)\s$/u;

/** The role's own words of each function that keep today's reading (read in the first part and the term's part). */
const KEEP: Readonly<Partial<Record<JobFunction, RegExp>>> = {
  engineering:
    /(?<![\p{L}])(?:software\p{L}*|developer|develop\p{L}*|entwickler\p{L}*|developpeu\p{L}*|desarrollador\p{L}*|desenvolvedor\p{L}*|sviluppatore|ontwikkelaar|programist\p{L}*|programmer|utvecklare|kehittaja|vyvojar\p{L}*|fejleszto|dezvoltator software|προγραμματιστ\p{L}*|розробник\p{L}*|разработчик\p{L}*|gelistirici|مطور|מפתח|डेवलपर|lap trinh vien|yazilim\p{L}*|it|ict|data|cloud|devops|backend|frontend|full stack|bim|cad|designer|design|architect\p{L}*|structural|statik|progettista|projektant\p{L}*|proyectista|projetista|mep|hvac design)(?![\p{L}])|(?<=\p{L}{3})(?:utvecklare|entwickler|entwicklerin|ontwikkelaar|kehittaja|fejleszto|programmer)(?![\p{L}])|(?:planer|planerin)(?![\p{L}])|소프트웨어|개발자|ソフトウェア|エンジニア（ソフト|软件|開発者/u,
  finance:
    /(?<![\p{L}])(?:account\p{L}*|finance|financial|controller|controlling|tax|treasury|audit\p{L}*|credit|kredi\p{L}*|loan|lending|mortgage|underwrit\p{L}*|buchhalt\p{L}*|rechnungswesen|comptab\p{L}*|contab\p{L}*|ksiegow\p{L}*|ucet\p{L}*|konyvel\p{L}*|λογιστ\p{L}*|бухгалт\p{L}*|muhasebe\p{L}*|محاسب\p{L}*|הנהלת חשבונות|लेखा|akuntan\p{L}*|ke toan|finanz\p{L}*|financ\p{L}*|финанс\p{L}*|penzugy\p{L}*|talous\p{L}*|ekonom\p{L}*|payroll|risk)(?![\p{L}])|회계|会計|会计|财务|財務/u,
  sales:
    /(?<![\p{L}])(?:sales|seller|vendeu\p{L}*|vendedor\p{L}*|vendit\p{L}*|sprzedaw\p{L}*|vanzat\p{L}*|verkoper\p{L}*|πωλητ\p{L}*|продав\p{L}*|satic\p{L}*|بائع|מוכר\p{L}*|विक्रेता|penjual|ban hang|vertrieb\p{L}*|verkauf\p{L}*|vente\p{L}*|ventas|vendas|vendite|verkoop\p{L}*|sprzedaz\p{L}*|forsaljning\p{L}*|saljare|myynti\p{L}*|myyja|prodej\p{L}*|ertekesit\p{L}*|vanzari|πωλησ\p{L}*|продаж\p{L}*|satis\p{L}*|مبيعات|מכירות|बिक्री|penjualan|kinh doanh|aussendienst\p{L}*|vertreter\p{L}*|account executive|account manager|business development|broker\p{L}*|makler\p{L}*|agent|agente|makelaar|corretor\p{L}*|negociat\p{L}*)(?![\p{L}])|영업|営業|销售/u,
  marketing:
    /(?<![\p{L}])(?:marketing|brand\p{L}*|communications?|kommunikation|content|social media|pr|pemasaran|markkinointi|marknadsforing|שיווק|تسويق|मार्केटिंग|tiep thi)(?![\p{L}])|마케팅|マーケティング|营销|市场/u,
  customer_success:
    /(?<![\p{L}])(?:support\p{L}*|customer success|customer service|kundenservice|kundensupport|service client\p{L}*|atencion al cliente|soporte|suporte|assistenza clienti|klantenservice|wsparci\p{L}*|obs[lł]ugi klienta|kundtjanst|kundsupport|asiakastuki|asiakaspalvelu\p{L}*|podpor\p{L}*|zakaznick\p{L}*|ugyfeltamogat\p{L}*|ugyfelszolgalat\p{L}*|suport\p{L}*|εξυπηρετησ\p{L}*|υποστηριξ\p{L}*|підтримк\p{L}*|поддержк\p{L}*|destek\p{L}*|musteri hizmetleri|دعم|خدمه العملاء|תמיכה|שירות לקוחות|सपोर्ट|सहायता|dukungan|layanan pelanggan|cham soc khach hang|ho tro)(?![\p{L}])|고객지원|고객 지원|サポート|カスタマー|客服|客户支持|客戶支援/u,
  product: /(?<![\p{L}])(?:product\p{L}*|produkt\p{L}*|produit|producto|prodotto|termek\p{L}*|urun|продакт|продукт\p{L}*|منتج|מוצר)(?![\p{L}])|제품|프로덕트|製品|プロダクト|产品/u,
  operations: /(?<![\p{L}])(?:operations|operasyon\p{L}*|betrieb|supply chain|warehouse operations)(?![\p{L}])/u,
};
/** A chief executive's or a general manager's word: such a leader's executive reading stands. */
const GENERAL_MANAGER =
  /(?<![\p{L}])(?:ceo|chief executive|managing director|general manager|country manager|founder|co founder|owner|(?<!vice )president|geschaftsfuhr\p{L}*|directeur general|directrice generale|director general|directora general|gerente general|diretor geral|amministratore delegato|direttore generale|genel mudur)(?![\p{L}])/u;

/** Readings a trade's term may change (people, revops and a c_level executive are kept). */
const CHANGEABLE: ReadonlySet<JobFunction> = new Set(['other', 'engineering', 'finance', 'sales', 'marketing', 'customer_success', 'product', 'operations', 'executive']);

/** A list's matches found term by term (`wordsFinder`, speed41: no pattern to compile), each from `from` on. */
type Find = (text: string, from?: number) => ClassFound | null;
let studentPattern: RegExp | undefined;
let operationsPattern: Find | undefined;
let developmentPattern: Find | undefined;
let salesPattern: Find | undefined;
let financePattern: Find | undefined;
let valuerPattern: Find | undefined;

interface Found {
  readonly trade: Trade;
  readonly index: number;
  readonly length: number;
}

/** The parts of the text (the cleaned text writes commas and parentheses as " , "; dashes and bars stay). */
const PART = /[^,–—|/;]+/gu;

function partAround(text: string, index: number): string {
  for (const m of text.matchAll(PART)) if (index >= m.index && index < m.index + m[0].length) return m[0];
  return text;
}

function firstPart(text: string): string {
  PART.lastIndex = 0;
  const m = /[^,–—|/;]+/u.exec(text);
  return m === null ? text : m[0];
}

/** True when the match [index, end) is the holder's role: no audience before it, no product or other trade beside it, not the employer. */
function isHeld(text: string, index: number, end: number, matched: string, employer: () => [number, number][]): boolean {
  if (BEFORE_NOT_HELD.test(text.slice(Math.max(0, index - 7), index))) return false;
  const after = text.slice(end);
  if (PRODUCT_AFTER.test(after) || CJK_PRODUCT_AFTER.test(after) || OTHER_TRADE_AFTER.test(after)) return false;
  if (OTHER_TRADE_BEFORE.test(text.slice(Math.max(0, index - 14), index))) return false;
  const part = partAround(text, index);
  const partStart = text.indexOf(part);
  if (PRODUCT_BEFORE.test(text.slice(partStart, index))) return false;
  if (/(?:software|system|plattform|platform)$/u.test(matched)) return false;
  if (insideSpans(index, employer())) return false;
  return !(matched.includes('property') && INSURANCE_LINE.test(text));
}

/** The earliest held match of the pattern in the text, or null. */
function heldMatch(find: Find, text: string, employer: () => [number, number][]): { index: number; length: number } | null {
  // As a global pattern's matches one after the other: each tried from the end of the last (one place on after an empty one).
  for (let m = find(text, 0); m !== null; m = find(text, m.length === 0 ? m.index + 1 : m.index + m.length)) {
    if (m.length === 0) continue;
    if (isHeld(text, m.index, m.index + m.length, text.slice(m.index, m.index + m.length), employer)) return { index: m.index, length: m.length };
  }
  return null;
}

/** The trade a held term of the title names (the earliest; at one place finance, then sales, then operations), or null. */
function tradeOf(text: string): Found | null {
  let spans: [number, number][] | undefined;
  const employer = (): [number, number][] => (spans ??= employerSpans(text).filter(([start]) => start > 0));
  const found: Found[] = [];
  // Only the lists whose literals the title holds are read (the shared gate's answer for this text, memoised).
  const present = TERM_GATE.present(text);
  if (present[FINANCE_SLOT] === 1) readFinance(text, employer, found);
  if (present[SALES_SLOT] === 1) {
    salesPattern ??= wordsFinder(SALES_TERMS);
    const sale = heldMatch(salesPattern, text, employer);
    if (sale !== null) found.push({ trade: 'sales', ...sale });
  }
  if (present[COMPOUND_SLOT] === 1) {
    const compound = LEASING_COMPOUND.exec(text);
    if (compound !== null) {
      const start = Math.max(text.lastIndexOf(' ', compound.index), text.lastIndexOf(',', compound.index)) + 1;
      const end = compound.index + compound[0].length;
      if (isHeld(text, start, end, text.slice(start, end), employer)) found.push({ trade: 'sales', index: start, length: end - start });
    }
  }
  if (present[OPERATIONS_SLOT] === 1) {
    operationsPattern ??= wordsFinder(OPERATIONS_TERMS);
    const ops = heldMatch(operationsPattern, text, employer);
    if (ops !== null) found.push({ trade: 'operations', ...ops });
  }
  if (present[MANAGERS_SLOT] === 1) {
    const community = COMMUNITY_MANAGER.exec(text);
    if (community !== null && RESIDENTIAL.test(text)) found.push({ trade: 'operations', index: community.index, length: community[0].length });
    const centre = CENTRE_MANAGER.exec(text);
    if (centre !== null && SHOPPING.test(text)) found.push({ trade: 'operations', index: centre.index, length: centre[0].length });
  }
  if (found.length === 0) return null;
  return found.reduce((best, f) => (f.index < best.index ? f : best));
}

/** The finance roles (a valuer by trade; with a property word, asset, portfolio, fund and investment managers) and the development managers. */
function readFinance(text: string, employer: () => [number, number][], found: Found[]): void {
  valuerPattern ??= wordsFinder(VALUER_TERMS);
  const valuer = heldMatch(valuerPattern, text, employer);
  if (valuer !== null) found.push({ trade: 'finance', ...valuer });
  if (PROPERTY_CONTEXT.test(text)) {
    financePattern ??= wordsFinder(FINANCE_TERMS);
    const fin = heldMatch(financePattern, text, employer);
    if (fin !== null && !IT_ASSETS.test(partAround(text, fin.index))) found.push({ trade: 'finance', ...fin });
    developmentPattern ??= wordsFinder(DEVELOPMENT_TERMS);
    const dev = heldMatch(developmentPattern, text, employer);
    if (dev !== null) found.push({ trade: 'operations', ...dev });
  }
}

function readRealEstate(text: string, read: TitleClassification): TitleClassification {
  const fn = read.function;
  if (fn === null || read.seniority === null || !CHANGEABLE.has(fn)) return read;
  if (fn === 'executive' && (read.seniority === 'c_level' || GENERAL_MANAGER.test(text))) return read;
  let found = tradeOf(text);
  if (found === null && (fn === 'engineering' || fn === 'other')) {
    const dept = TECHNICAL_DEPARTMENT.exec(text);
    if (dept !== null && FACILITY_HOST.test(text)) found = { trade: 'operations', index: dept.index, length: dept[0].length };
  }
  // A hotel's or a resort's engineer maintains its building (the engineering reading's own words, a software's or a project's, keep it).
  if (found === null && fn === 'engineering' && HOSPITALITY_HOST.test(text) && !DESIGN_OR_PROJECT.test(text) && !IT_WORDS.test(text) && ENGINEER_NOUN.test(firstPart(text))) {
    found = { trade: 'operations', index: 0, length: 0 };
  }
  if (found === null || found.trade === fn) return read;
  // A student's field of study is no function (round 35: "Studentin Facility Management" stays other).
  if (fn === 'other') {
    studentPattern ??= new RegExp(`^(?:${words(foldTerms(Object.values(STUDENT_TERMS).flat()))})`, 'u');
    if (studentPattern.test(text)) return read;
  }
  // The role's own words (the first part and the term's part, the term left out) that name today's function keep it.
  const keep = KEEP[fn];
  if (keep !== undefined) {
    const part = partAround(text, found.index);
    const whole = `${firstPart(text)} , ${part}`;
    const own = found.length === 0 ? whole : whole.replaceAll(text.slice(found.index, found.index + found.length), ' ');
    if (keep.test(own)) return read;
  }
  return { seniority: read.seniority, function: found.trade };
}

/**
 * The shared gate's slots, one per list, so a title runs only the scans whose literals it holds: the lists' literals at a word
 * start, the leasing compounds' stems anywhere, and the technical departments' and hotels' words.
 */
const OPERATIONS_SLOT = TERM_GATE.slot(() => termNeedles(OPERATIONS_TERMS));
const SALES_SLOT = TERM_GATE.slot(() => termNeedles(SALES_TERMS));
const FINANCE_SLOT = TERM_GATE.slot(() => termNeedles([...FINANCE_TERMS, ...VALUER_TERMS, ...DEVELOPMENT_TERMS]));
const MANAGERS_SLOT = TERM_GATE.slot(() =>
  termNeedles(['community manager', 'centre manager', 'center manager', 'centre director', 'center director', 'centre general manager', 'center general manager']),
);
const COMPOUND_SLOT = TERM_GATE.slot(() => ({ anywhere: ['berbeadas', 'vermietung', 'uthyrning', 'vuokraus', 'verhuur', 'vermieter'] }));
const TECHNICAL_GATE = TERM_GATE.slot(() => ({
  atWordStart: ['hotel', 'resort', 'casino', 'cruise ship', 'otel', 'szalloda', 'ξενοδοχει', 'готел', 'гостиниц', 'فندق', 'מלון', 'होटल', 'khach san', 'mall',
    'shopping cent', 'office tower', 'technical services', 'technical department', 'technischer dienst', 'technische dienst', 'services techniques', 'servicios tecnicos', 'servizi tecnici',
    'area tecnica', 'ufficio tecnico', 'dzial', 'dział', 'tekniska avdelningen', 'tekninen palvelu', 'technickych sluzeb', 'technicke sluzby', 'muszaki szolgalat',
    'servicii tehnice', 'τεχνικων υπηρεσιων', 'технічної служби', 'техническ', 'teknik hizmetler', 'الخدمات الفنيه', 'שירותים טכניים', 'तकनीकी सेवा'],
  anywhere: ['호텔', 'ホテル', '酒店', '飯店'],
}));

/** Round 39's reading after the rules (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export const realEstatePass = gatedPass([OPERATIONS_SLOT, SALES_SLOT, FINANCE_SLOT, MANAGERS_SLOT, COMPOUND_SLOT, TECHNICAL_GATE], readRealEstate);

/** Every term of the round (a test checks each is folded as a title is). */
export function realEstateTerms(): readonly string[] {
  return [...OPERATIONS_TERMS, ...DEVELOPMENT_TERMS, ...SALES_TERMS, ...FINANCE_TERMS, ...VALUER_TERMS];
}
