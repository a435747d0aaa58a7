import { type ClassFound, roleSegment, termNeedles, wordsFinder } from './class-terms-finder';
import { employerSpans, insideSpans } from './employer-context';
import { foldTerms } from './fold';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The store, restaurant, hotel, gym and forecourt floor, complete in the 24 languages and English (issue #21, round 40, store40;
 * development titles first: `test/fixtures/detection-w3/titles-r40-store.json`; docs/decisions.md, "Detection round 40 (store
 * floor)"). The read set w4o (a retail, e-commerce and hospitality vendor's contacts) read a unit's director as a company's
 * ("Directrice de supermarché, équipe de 42" director/other), a restaurant's or a gym's manager `other`, the leaders of store
 * operations `other` or `executive`, and the floor's own trades (shelf stockers, forecourt attendants, room attendants, franchise
 * consultants, shoemakers and watchmakers) `other`. The read sets' labels are the convention (w3b … w4o):
 *
 * - **A unit's head is a manager** (operations): the director, manager or head of one store, supermarket, restaurant, gym or
 *   cinema, of a store's department or section, a hotel's head housekeeper; a "director" of a unit is no company director
 *   (w3d "Directeur de magasin (hypermarché)", "Директор магазину"; w4o's five; the district manager of stores too).
 * - **Operations, the rank kept**: store and retail operations, shelf stocking and night fill, forecourt and petrol-station
 *   attendants, hotel room attendants, the rooms and food-and-beverage side of a hotel (its director `director`), a franchise
 *   network's field consultants (not the franchise's marketing), the shop crafts no rule knew (shoemaker, watchmaker, goldsmith,
 *   florist), a retailer's buyers in the scripts whose word for it no list held (バイヤー, 바이어, 买手, बायर, קניין).
 * - **Executive**: a master franchisee (c_level, as every franchisee), the founder of a chain of shops, bakeries, cafés or
 *   restaurants (the chain's word "réseau", "sieć", "jaringan" is no network engineering).
 * - Cashiers stay `finance`: 109 rows of w3c … w3i say finance, 26 of w4c and w4o say operations; the majority is kept (decisions).
 *   A hotel's front desk stays customer_success (34 rows to 2) and a concierge too.
 *
 * A term inside the employer's description ("Marketing Manager, fitness club chain") or before a product's noun ("store operations
 * software") lends nothing; a term after the first part changes only a reading with no trade of its own (other, or a bare rank's
 * executive); a chief executive's reading stands. A franchisee named after a role ("Director of Operations, multi-unit franchisee")
 * is the employer: the role's own rank stands.
 */

type Effect = 'unit' | 'ops' | 'director' | 'craft' | 'buyer';

/** The head of one store, supermarket, restaurant, gym or cinema, or of a store's department: manager, operations. */
const UNIT_HEADS = foldTerms([
  // en, hi-Latn
  'store director', 'supermarket director', 'hypermarket director', 'restaurant director', 'restaurant manager', 'gym manager', 'fitness club manager',
  'fitness centre manager', 'fitness center manager', 'health club manager', 'cinema manager', 'movie theater manager', 'movie theatre manager', 'multi unit manager',
  'executive housekeeper', 'head housekeeper', 'housekeeping manager', 'housekeeping supervisor', 'front of house manager',
  // de
  'marktleiter*', 'restaurantleiter*', 'restaurantdirektor*', 'restaurantmanager*', 'supermarktleiter*', 'kinoleiter*', 'fitnessstudioleiter*', 'clubleiter*',
  'verkaufsstellenleiter*',
  // fr
  'directeur de magasin', 'directrice de magasin', 'directeur du magasin', 'directrice du magasin', 'directeur de supermarche', 'directrice de supermarche',
  'directeur d hypermarche', 'directrice d hypermarche', 'directeur de restaurant', 'directrice de restaurant', 'directeur du restaurant', 'directrice du restaurant',
  'directeur de cinema', 'directrice de cinema', 'directeur de salle de sport', 'directrice de salle de sport', 'responsable de salle', 'manager de rayon',
  'chef de rayon', 'cheffe de rayon', 'responsable de rayon', 'gouvernante generale', 'responsable de salle de sport', 'directeur de club',
  // es
  'director de tienda', 'directora de tienda', 'director de supermercado', 'directora de supermercado', 'director de hipermercado', 'directora de hipermercado',
  'director de restaurante', 'directora de restaurante', 'gerente de restaurante', 'gerente de gimnasio', 'encargado de tienda', 'encargada de tienda',
  'jefe de sala', 'jefa de sala', 'jefe de tienda', 'jefa de tienda', 'gerente de supermercado',
  // pt
  'diretor de loja', 'diretora de loja', 'gerente de loja', 'diretor de restaurante', 'diretora de restaurante', 'gerente de restaurante', 'gerente de academia',
  'encarregado de loja', 'encarregada de loja', 'governanta executiva', 'gerente de supermercado',
  'diretor de supermercado', 'diretora de supermercado', 'diretor de hipermercado',
  // it
  'direttore di punto vendita', 'direttrice di punto vendita', 'direttore punto vendita', 'direttrice punto vendita', 'direttore di negozio', 'direttrice di negozio',
  'direttore del negozio', 'direttore di supermercato', 'direttrice di supermercato', 'direttore di ipermercato', 'direttore di ristorante', 'direttrice di ristorante',
  'direttore del ristorante', 'responsabile di sala', 'responsabile di palestra', 'responsabile punto vendita',
  'responsabile di negozio', 'direttore di cinema', 'gestore di palestra',
  // nl
  'bedrijfsleider supermarkt', 'bedrijfsleider restaurant', 'restaurantmanager', 'supermarktmanager', 'clubmanager', 'bioscoopmanager', 'filiaalleider*',
  // pl
  'dyrektor sklepu', 'dyrektorka sklepu', 'dyrektor supermarketu', 'dyrektorka supermarketu', 'dyrektor hipermarketu', 'dyrektorka hipermarketu',
  'dyrektor restauracji', 'dyrektorka restauracji', 'kierownik restauracji', 'kierowniczka restauracji', 'kierownik klubu fitness', 'kierowniczka klubu fitness',
  'kierownik działu spożywczego', 'kierownik działu sklepu', 'kierowniczka działu sklepu', 'kierownik zmiany w sklepie', 'kierownik kina', 'menedzer restauracji',
  // sv
  'restaurangchef', 'gymchef', 'avdelningschef i butik', 'biografchef', 'varuhuschef',
  // fi
  'myymalapaallikko', 'ravintolapaallikko', 'kuntosalipaallikko', 'kerrosvalvoja',
  // cs
  'vedouci prodejny', 'vedouci prodejny potravin', 'reditel prodejny', 'reditelka prodejny', 'reditel supermarketu', 'reditelka supermarketu', 'reditel hypermarketu',
  'reditelka hypermarketu', 'reditel restaurace', 'reditelka restaurace', 'vedouci restaurace', 'vedouci useku housekeeping', 'vedouci fitness centra',
  // hu
  'aruhazvezeto', 'boltvezeto', 'uzletvezeto', 'etteremvezeto', 'fitneszterem vezeto', 'osztalyvezeto az aruhazban', 'mozivezeto',
  // ro
  'director de magazin', 'directoare de magazin', 'director magazin', 'director de supermarket', 'director de hipermarket', 'directoare de hipermarket',
  'director de restaurant', 'directoare de restaurant', 'manager de magazin', 'manager de restaurant', 'sef de raion', 'sefa de raion',
  // el
  'διευθυντης καταστηματος', 'διευθυντρια καταστηματος', 'διευθυντης σουπερ μαρκετ', 'διευθυντρια σουπερ μαρκετ', 'διευθυντης εστιατοριου',
  'διευθυντρια εστιατοριου', 'υπευθυνος καταστηματος', 'υπευθυνη καταστηματος', 'υπευθυνος εστιατοριου',
  // uk, ru
  'директор магазину', 'директорка магазину', 'директор супермаркету', 'директорка супермаркету', 'директор гіпермаркету', 'директорка гіпермаркету',
  'директор ресторану', 'директорка ресторану', 'керуюча магазином', 'керуючий магазином', 'керуючий рестораном', 'керуюча рестораном',
  'керуючий фітнес клубом', 'керуюча фітнес клубом', 'директор магазина', 'директор супермаркета', 'директор гипермаркета', 'директор ресторана',
  'управляющий магазином', 'управляющая магазином', 'управляющий рестораном', 'управляющая рестораном',
  // tr
  'magaza mudur yardimcisi', 'restoran muduru', 'reyon sorumlusu', 'reyon sefi', 'spor salonu muduru', 'market muduru', 'sube muduru market',
  // ar
  'مدير متجر', 'مديرة متجر', 'مدير المتجر', 'مدير مطعم', 'مديرة مطعم', 'مدير المطعم', 'مدير سوبرماركت', 'مدير هايبرماركت', 'مدير نادي رياضي',
  'مدير فرع سوبرماركت',
  // he
  'מנהל חנות', 'מנהלת חנות', 'מנהל מסעדה', 'מנהלת מסעדה', 'מנהל חדר כושר', 'מנהלת חדר כושר', 'מנהל סופרמרקט', 'מנהלת סופרמרקט',
  // hi
  'स्टोर मैनेजर', 'रेस्टोरेंट मैनेजर', 'रेस्तरां मैनेजर', 'जिम मैनेजर', 'स्टोर डायरेक्टर',
  // id, vi
  'kepala toko', 'manajer toko', 'manajer restoran', 'kepala restoran', 'manajer gym', 'cua hang truong', 'quan ly cua hang', 'quan ly nha hang',
  // ko, ja, zh
  '점장', '매장 관리자', '매장 매니저', '레스토랑 매니저', '식당 매니저', '헬스장 매니저', '店長', '副店長', 'レストランマネージャー', 'フィットネスクラブ支配人', '料飲支配人',
  '店长', '门店经理', '餐厅经理', '健身房经理', '影院经理',
]);

/** Store and retail operations, the floor's trades, a hotel's rooms and food-and-beverage side, a franchise's field consultants: operations. */
const OPERATIONS_TERMS = foldTerms([
  // store and retail operations
  'store operations', 'retail operations', 'store ops', 'filialbetrieb', 'filialorganisation', 'operations magasins', 'operations magasin', 'exploitation magasins',
  'operaciones de tiendas', 'operaciones de tienda', 'operacoes de lojas', 'operacoes de loja', 'operazioni negozi', 'operazioni retail', 'winkeloperaties',
  'winkeloperatie', 'operacji sklepowych', 'operacji sklepow', 'butiksdrift', 'myymalatoiminnot', 'myymalatoiminta', 'provoz prodejen', 'provozu prodejen',
  'uzlethalozati mukodes', 'uzleti halozat mukodtetese', 'operatiuni magazine', 'operatiunile magazinelor', 'λειτουργιας καταστηματων', 'λειτουργια καταστηματων',
  'операцій магазинів', 'операции магазинов', 'magaza operasyonlari', 'magaza operasyonlarindan', 'عمليات المتاجر', 'عمليات الفروع', 'תפעול חנויות', 'תפעול סניפים',
  'स्टोर ऑपरेशंस', 'स्टोर ऑपरेशन्स', 'रिटेल ऑपरेशंस', 'operasional toko', 'operasi toko', 'van hanh chuoi cua hang', 'van hanh cua hang', '매장 운영', '리테일 운영',
  '店舗運営', '门店运营', '門市營運',
  // shelf stocking and night fill
  'night stocker', 'overnight stocker', 'stocking associate', 'overnight stocking', 'shelf stacker', 'shelf filler', 'night fill', 'regaleinraumer*', 'warenverraumer*',
  'mise en rayon', 'employe libre service', 'employee libre service', 'reponedor', 'reponedora', 'repositor', 'repositora', 'scaffalista', 'vakkenvuller*',
  'wykładania towaru', 'wykładanie towaru', 'varupafyllare', 'hyllyttaja', 'doplnovac zbozi', 'doplnovacka zbozi', 'arufeltolto', 'aprovizionare rafturi',
  'τροφοδοσιας ραφιων', 'викладальник товару', 'викладальниця товару', 'выкладчик товара', 'reyon gorevlisi', 'رص رفوف', 'رص الرفوف', 'סדרן סחורה', 'סדרנית סחורה',
  'penata rak', 'cham hang', '진열 사원', '진열사원', '品出し', '理货员',
  // forecourt
  'forecourt attendant', 'petrol station attendant', 'gas station attendant', 'pump attendant', 'petrol pump attendant', 'tankwart*', 'tankstellenmitarbeiter*',
  'pompiste', 'expendedor de gasolinera', 'expendedora de gasolinera', 'frentista', 'benzinaio', 'pompbediende', 'pracownik stacji paliw', 'bensinstationsbitrade',
  'huoltamotyontekija', 'obsluha cerpaci stanice', 'toltoallomas kezelo', 'benzinkutas', 'operator statie carburanti', 'pompagiu', 'υπαλληλος πρατηριου',
  'оператор азс', 'заправник', 'заправщик', 'pompaci', 'عامل محطة وقود', 'מתדלק', 'מתדלקת', 'पेट्रोल पंप अटेंडेंट', 'operator spbu', 'nhan vien ban xang',
  '주유원', 'ガソリンスタンドスタッフ', '加油员',
  // hotel rooms
  'room attendant', 'housekeeping attendant', 'hausdame', 'gobernanta', 'governante ai piani', 'governanta', 'gouvernante d etage', 'zimmermadchen', 'femme de chambre', 'camarera de pisos', 'camareira', 'cameriera ai piani', 'kamermeisje',
  'pokojowka', 'kerroshoitaja', 'pokojska', 'szobaasszony', 'camerista', 'καμαριερα', 'покоївка', 'горничная', 'kat gorevlisi', 'عاملة تنظيف غرف', 'חדרנית',
  'हाउसकीपिंग अटेंडेंट', 'nhan vien buong phong', '룸 어텐던트', '客室清掃', '客房服务员', 'rooms division', 'f & b manager', 'एफ एंड बी मैनेजर',
  // a franchise network's field consultants
  'franchise business consultant', 'franchise business coach', 'franchise operations consultant', 'franchise field consultant', 'franchise consultant',
  'animateur reseau franchise', 'animatrice reseau franchise', 'consultor de franquicias', 'consultora de franquicias', 'consultor de campo de franquias',
  'consultora de campo de franquias', 'consulente di rete franchising', 'franchiseconsulent', 'konsultant ds franczyzy', 'franchisekonsult', 'franchisingkonsultti',
  'franšízový konzultant', 'franchise tanacsado', 'consultant francize', 'συμβουλος δικτυου franchise', 'консультант з франчайзингу', 'franchise danismani',
  'مستشار امتياز', 'יועץ זכיינות', 'יועצת זכיינות', 'फ्रेंचाइज़ी सलाहकार', 'konsultan waralaba', 'tu van nhuong quyen', '가맹점 슈퍼바이저', 'フランチャイズ スーパーバイザー', '加盟督导',
]);

/** A hotel's food-and-beverage or rooms director: director, operations. */
const FNB_DIRECTORS = foldTerms([
  'f & b director', 'director of f & b', 'director f & b', 'f & b directeur', 'dyrektor f & b', 'reditel f & b', 'f & b igazgato', 'direktur f & b',
  'food and beverage director', 'director of food and beverage', 'director of food & beverage', 'food & beverage director', 'director of rooms',
  'rooms division director', 'एफ एंड बी डायरेक्टर', 'dyrektor gastronomii', 'directeur de la restauration', 'directrice de la restauration',
  'directeur de l hebergement', 'directrice de l hebergement', 'director de alimentos y bebidas', 'directora de alimentos y bebidas', 'diretor de alimentos e bebidas',
  'diretora de alimentos e bebidas', 'direttore food & beverage', 'direttrice food & beverage', 'yiyecek icecek direktoru', 'مدير الأغذية والمشروبات',
  'מנהל מזון ומשקאות', 'giam doc am thuc', '식음료 이사', '식음료 총괄 이사', '料飲部長', '餐饮总监',
]);

/** The shop crafts no other rule knew (an apprentice of them too): operations. */
const CRAFTS = foldTerms([
  'shoemaker', 'cobbler', 'watchmaker', 'goldsmith', 'florist', 'schuhmacher*', 'uhrmacher*', 'goldschmied*', 'florist*', 'cordonnier', 'cordonniere', 'horloger',
  'horlogere', 'fleuriste', 'zapatero', 'zapatera', 'relojero', 'relojera', 'florista', 'sapateiro', 'sapateira', 'relojoeiro', 'relojoeira', 'calzolaio',
  'calzolaia', 'orologiaio', 'orologiaia', 'fiorista', 'schoenmaker', 'horlogemaker', 'bloemist', 'szewc', 'zegarmistrz', 'kwiaciarka', 'skomakare', 'urmakare',
  'suutari', 'suutarioppilas', 'kelloseppa', 'obuvnik', 'hodinar', 'hodinarka', 'cipesz', 'oras tanulo', 'orasmester', 'oras mester', 'cizmar', 'ceasornicar', 'τσαγκαρης', 'ωρολογοποιος',
  'швець', 'годинникар', 'ayakkabi tamircisi', 'saatci', 'اسكافي', 'ساعاتي', 'حلاقة', 'خياطة', 'تصفيف الشعر', 'סנדלר', 'שען', 'मोची', 'घड़ीसाज़', '구두 수선공', '시계 수리공', '이발사', '鞋匠', '钟表匠',
]);

/** A retailer's buyer in the scripts whose word no list held: operations (as every read set labels buyers). */
const BUYERS = foldTerms(['バイヤー', '바이어', '买手', 'बायर', 'байєр', 'байер', 'קניין', 'קניינית', 'مشتري']);

/** A master franchisee (as every franchisee, the owner of the franchise's company): c_level, executive. */
const MASTER_FRANCHISEES = foldTerms([
  'master franchisee', 'master franchise holder', 'master franchisenehmer*', 'master franchise partner', 'franqueado master', 'franqueada master',
  'franquiciado master', 'master franquiciado', 'master franchisé', 'master franchisée',
  'master affiliato', 'masterfranchisenemer', 'master franczyzobiorca', 'master franchisetagare',
]);

/** A founder's and an owner's words, for a chain of shops (found term by term: no pattern to compile, speed41's rule). */
const FOUNDER_TERMS = foldTerms([
  'founder*', 'co founder*', 'cofounder*', 'grunder*', 'fondat*', 'fundador*', 'założyciel*', 'oprichter*', 'perustaja*', 'zakladatel*', 'alapító*', 'ιδρυτ*',
  'засновни*', 'основател*', 'kurucu*', 'مؤسس*', 'מייסד*', 'संस्थापक', 'pendiri', 'người sáng lập', 'owner', 'inhaber*', 'propriétaire', 'propietari*', 'proprietari*',
  'titolare', 'właściciel*', 'ägare', 'omistaja', 'majitel*', 'tulajdonos', '창업자', '創業者', '创始人',
]);
/** A chain's or a network's word (the languages that glue it to the trade, "Bäckereikette", "kahvilaketju", are read anywhere). */
const CHAIN_TERMS = foldTerms([
  'chain', 'réseau', 'red', 'rede', 'rete', 'keten', 'sieć', 'sieci', 'kedja', 'ketju*', 'síť', 'sítě', 'lánc*', 'αλυσίδ*', 'мереж*', 'сет*', 'zincir*', 'سلسل*',
  'רשת', 'श्रृंखला', 'jaringan', 'chuỗi', 'kette', '체인', 'チェーン', '连锁',
]);
const CHAIN_GLUED = ['kette', 'keten', 'kedja', 'ketju', 'lanc'];
/** A shop's, a bakery's, a café's or a restaurant's noun (stems: the languages inflect them). */
const SHOP_TERMS = foldTerms([
  'bakery', 'bakeries', 'shop', 'shops', 'store', 'stores', 'cafe', 'cafes', 'coffee', 'restaurant', 'restaurants', 'pizzeria*', 'boulangerie*', 'pâtisserie*',
  'crêperie*', 'magasin*', 'boutique*', 'panader*', 'pasteler*', 'tienda*', 'padaria*', 'loja*', 'cafeteria*', 'pasticcer*', 'panetter*', 'gelater*', 'negozi*',
  'ristorant*', 'bakkerij*', 'winkel*', 'piekarn*', 'cukiern*', 'kawiar*', 'sklep*', 'restauracj*', 'bager*', 'kafe*', 'butik*', 'leipomo*', 'kahvila*', 'pekár*',
  'kavár*', 'prodej*', 'cukrászd*', 'pékség*', 'kávéz*', 'cofetări*', 'brutări*', 'φούρν*', 'ζαχαροπλαστ*', 'καφέ*', 'кав ярн*', 'кавярн*', 'пекар*', 'магазин*',
  'pastane*', 'fırın*', 'mağaza*', 'مخاب*', 'مخبز*', 'مقاه*', 'مطاعم', 'محلات', 'מאפי*', 'בתי קפה', 'מסעד*', 'חנויות', 'बेकरी', 'दुकान*', 'toko roti', 'toko',
  'kedai', 'tiệm bánh', 'cửa hàng', 'quán cà phê', 'nhà hàng', 'eisdiele*', 'bäckerei*', '베이커리', '빵집', '카페', 'パン屋', 'カフェ', '面包店', '咖啡', '餐厅',
]);
const SHOP_GLUED = ['backerei', 'bakkerij', 'bageri', 'kafe', 'cafe'];
/** A product's or a start-up's word: the founder's company makes something for the trade (a restaurant-software start-up stays its reading). */
const PRODUCT_WORDS =
  /(?<![\p{L}])(?:software|saas|app|apps|platform\p{L}*|plataforma|piattaforma|startup|start up|logiciel\p{L}*|tech|pos|system\p{L}*|systeme|sistema\p{L}*|aplikas\p{L}*|aplicac\p{L}*|oprogramowani\p{L}*|yazilim\p{L}*)(?![\p{L}])|ソフト|软件|시스템/u;
/** A franchisee named after the role (the role's employer): the role's own rank stands. */
const FRANCHISEE = /(?<![\p{L}])(?:franchisee\p{L}*|franchise group|franquiciad\p{L}*|franquead\p{L}*|franchisenehmer\p{L}*|franchisenemer\p{L}*)(?![\p{L}])/u;
/** After a term, a product's or a service's noun: the term is what is sold ("store operations software"). */
const PRODUCT_AFTER =
  /^\s*(?:software|saas|platform|plattform|plataforma|piattaforma|logiciel|system|systems|solution|solutions|app|apps|tool|tools|tech|technology|analytics)(?![\p{L}])/u;

/** After a unit's term, a word that makes it another trade's room: a trading floor, a control room, a server room. */
const OTHER_ROOM_AFTER = /^\s*(?:des marches|de marche|de marches|de controle|serveurs?|informatique|de bain|de bains)(?![\p{L}])/u;
/** A region's, an area's or a group's word in the first part: the leader of many units keeps the rank read (a regional restaurant director). */
const MANY_UNITS =
  /(?<![\p{L}])(?:regional\p{L}*|region\p{L}*|area|district|multi|group|national|cluster|zonal|head of|vp|vice|gebiets\p{L}*|bezirks\p{L}*|regionaln\p{L}*|regionais|regionale|reseau|red|rede|rete|siec\p{L}*|мереж\p{L}*|zincir\p{L}*)(?![\p{L}])/u;

/** Before a term, a product's noun (the Slavic, Vietnamese and Arabic order: "phần mềm quản lý nhà hàng", "software do zarządzania sklepem"). */
const PRODUCT_BEFORE = /(?<![\p{L}])(?:software|saas|logiciel|phan mem|ung dung|oprogramowanie do|aplikasi|aplicativo|app|برنامج|תוכנת)\s$/u;

/** Readings a floor term may change; a chief executive's (c_level) and people's or revops' own are kept (`KEPT`). */
const FLOOR_CHANGEABLE: ReadonlySet<JobFunction> = new Set(['other', 'engineering', 'finance', 'sales', 'marketing', 'customer_success', 'product', 'revops', 'executive', 'operations']);
/** The role's own words of a trade in the first part, which a floor term beside them does not overrule. */
const OWN_TRADE =
  /(?<![\p{L}])(?:product\p{L}*|phan mem|ung dung|it|ict|software|developer|engineer\p{L}*|marketing|brand|crm|loyalty|hr|recruit\p{L}*|payroll|finance|financial|accountant|accounting|controller|sales|account executive|account manager|product manager|data|analyst|analytics|legal|counsel|buyer|procurement|purchasing)(?![\p{L}])/u;

type Find = (text: string, from?: number) => ClassFound | null;
const finders = new Map<Effect, Find>();
const LISTS: ReadonlyArray<readonly [Effect, readonly string[]]> = [
  ['unit', UNIT_HEADS],
  ['director', FNB_DIRECTORS],
  ['ops', OPERATIONS_TERMS],
  ['craft', CRAFTS],
  ['buyer', BUYERS],
];

function finder(effect: Effect, list: readonly string[]): Find {
  let find = finders.get(effect);
  if (find === undefined) {
    find = wordsFinder(list);
    finders.set(effect, find);
  }
  return find;
}

interface Held {
  readonly effect: Effect;
  readonly index: number;
  readonly length: number;
}

/** The earliest held floor term of the title: not inside the employer's description, not before a product's noun. */
function heldTerm(text: string): Held | null {
  let spans: [number, number][] | undefined;
  const present = TERM_GATE.present(text);
  let best: Held | null = null;
  for (const [effect, list] of LISTS) {
    if (present[SLOTS[effect]] !== 1) continue;
    const find = finder(effect, list);
    for (let m = find(text, 0); m !== null; m = find(text, m.index + Math.max(1, m.length))) {
      if (m.length === 0) continue;
      if (best !== null && m.index >= best.index) break;
      const after = text.slice(m.index + m.length);
      if (PRODUCT_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index)) || PRODUCT_AFTER.test(after) || (effect === 'unit' && OTHER_ROOM_AFTER.test(after))) continue;
      // The first part is the role's, and a part that starts with the term names the holder's unit ("VP, Store Operations"); a term
      // inside a later part may describe the employer ("Leiter Filialbetrieb" is a role, though "Betrieb" is a business's word).
      const roleOwn = m.index < roleSegment(text).length || text.startsWith(' , ', m.index - 3);
      spans ??= roleOwn ? [] : employerSpans(text).filter(([start]) => start > 0);
      if (!roleOwn && insideSpans(m.index, spans)) continue;
      best = { effect, index: m.index, length: m.length };
      break;
    }
  }
  return best;
}

const UNIT_RANKS: ReadonlySet<Seniority | null> = new Set(['ic', 'director', null]);

function readFloor(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const fn = read.function;
  const present = TERM_GATE.present(text);
  // A master franchisee owns the franchise's company, as a franchisee does.
  if (present[MASTER_SLOT] === 1 && masterFinder(text) !== null) return { seniority: 'c_level', function: 'executive' };
  if (read.seniority === 'c_level') return founderOfChain(text, read) ?? franchiseeEmployer(text, read, classify);
  if (fn === null || !FLOOR_CHANGEABLE.has(fn)) return read;
  const held = heldTerm(text);
  if (held === null) return read;
  const end = roleSegment(text).length;
  const inFirst = held.index < end;
  // After the first part, a term changes only a reading with no trade of its own (other, a bare rank's executive).
  if (!inFirst && fn !== 'other' && fn !== 'executive') return read;
  if (inFirst && fn !== 'other' && fn !== 'executive' && fn !== 'operations') {
    const own = text.slice(0, end).replace(text.slice(held.index, held.index + held.length), ' ');
    if (OWN_TRADE.test(own)) return read;
  }
  switch (held.effect) {
    case 'unit':
      return { seniority: UNIT_RANKS.has(read.seniority) && !MANY_UNITS.test(text.slice(0, end)) ? 'manager' : read.seniority, function: 'operations' };
    case 'director':
      return { seniority: read.seniority === 'ic' || read.seniority === null || read.seniority === 'manager' ? 'director' : read.seniority, function: 'operations' };
    case 'craft':
    case 'buyer':
      return fn === 'other' || fn === 'executive' ? { seniority: fn === 'executive' ? 'ic' : read.seniority, function: 'operations' } : read;
    default:
      return { seniority: read.seniority, function: 'operations' };
  }
}

type Classify = (title: string) => TitleClassification;

/** The founder or owner of a chain of shops, bakeries, cafés or restaurants runs the chain: executive. */
function founderOfChain(text: string, read: TitleClassification): TitleClassification | null {
  if (read.function === 'executive') return null;
  founderFind ??= wordsFinder(FOUNDER_TERMS);
  if (founderFind(text) === null) return null;
  chainFind ??= wordsFinder(CHAIN_TERMS);
  if (chainFind(text) === null && !CHAIN_GLUED.some((w) => text.includes(w))) return null;
  shopFind ??= wordsFinder(SHOP_TERMS);
  if (shopFind(text) === null && !SHOP_GLUED.some((w) => text.includes(w))) return null;
  if (PRODUCT_WORDS.test(text)) return null;
  return { seniority: 'c_level', function: 'executive' };
}

let founderFind: Find | undefined;
let chainFind: Find | undefined;
let shopFind: Find | undefined;

/** A franchisee named after the role is the role's employer: the first part's own reading (with its floor terms) stands. */
function franchiseeEmployer(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const end = roleSegment(text).length;
  if (end === text.length) return read;
  const m = FRANCHISEE.exec(text);
  if (m === null || m.index < end) return read;
  const first = classify(text.slice(0, end));
  if (first.seniority === null || first.seniority === 'c_level' || first.function === null || first.function === 'other') return read;
  return first;
}

let masterFind: Find | undefined;
function masterFinder(text: string): ClassFound | null {
  masterFind ??= wordsFinder(MASTER_FRANCHISEES);
  return masterFind(text);
}

const SLOTS: Readonly<Record<Effect, number>> = {
  unit: TERM_GATE.slot(() => termNeedles(UNIT_HEADS)),
  director: TERM_GATE.slot(() => termNeedles(FNB_DIRECTORS)),
  ops: TERM_GATE.slot(() => termNeedles(OPERATIONS_TERMS)),
  craft: TERM_GATE.slot(() => termNeedles(CRAFTS)),
  buyer: TERM_GATE.slot(() => termNeedles(BUYERS)),
};
const MASTER_SLOT = TERM_GATE.slot(() => termNeedles(MASTER_FRANCHISEES));
/** The founder's chain and the franchisee employer need a c_level reading and one of these words. */
const OWNER_SLOT = TERM_GATE.slot(() => ({
  atWordStart: ['franchisee', 'franchise group', 'franquiciad', 'franquead', 'franchisenehmer', 'franchisenemer', 'chain', 'reseau', 'red', 'rede', 'rete', 'keten',
    'siec', 'sieci', 'kedja', 'ketju', 'sit', 'lanc', 'αλυσιδ', 'мереж', 'сет', 'zincir', 'سلسل', 'רשת', 'श्रृंखला', 'jaringan', 'chuoi', 'kette'],
  anywhere: ['kette', 'keten', 'kedja', 'ketju', 'lanc', '체인', 'チェーン', '连锁'],
}));

/** Round 40's reading of the store, restaurant, hotel and forecourt floor (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export function storeFloorPass(classify: Classify): (text: string, read: TitleClassification) => TitleClassification {
  return gatedPass([...Object.values(SLOTS), MASTER_SLOT, OWNER_SLOT], (text, read) => readFloor(text, read, classify));
}

/** Every term of the round (a test checks each is folded as a title is). */
export function storeFloorTerms(): readonly string[] {
  return [...UNIT_HEADS, ...OPERATIONS_TERMS, ...FNB_DIRECTORS, ...CRAFTS, ...BUYERS, ...MASTER_FRANCHISEES];
}
