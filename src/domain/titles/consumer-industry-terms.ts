import { firstMatchInRole } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { ruleGates, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The trades of three industries no read set has covered (issue #21, round 32, industries32a), written before any set showed
 * them, each class once for every language the sets use (development titles first:
 * `test/fixtures/detection-w3/titles-r32-industries-c.json`; docs/decisions.md, "Detection round 32 (industries c)"):
 * agriculture, food and beverage (farming, food processing, dairy, meat, brewing, wine and spirits, tobacco, commodity buying),
 * chemicals and materials (chemicals, plastics, paints, fertilisers, industrial gases, glass, paper and packaging) and consumer
 * goods and retail (FMCG makers, fashion, cosmetics, supermarkets, department stores, e-commerce operations).
 *
 * The product's conventions, recounted over the read sets and fixtures: plant, line, QA/QC, food safety, EHS, maintenance,
 * buying, category management, merchandise and supply planning and stores are `operations`; visual merchandising, trade
 * marketing and brands `marketing`; key and national accounts and shop floor sellers `sales`; cashiers `finance`; research
 * scientists, agronomists and regulatory work `other`; R&D and engineers `engineering` (unchanged here).
 *
 * - **Works** (`operations` where the title names no function of its own, in the role's own segment): the operators, setters and
 *   crews of lines, fillers, cellars, furnaces, extruders, paper machines and plants; brewers, maltsters, winemakers and
 *   distillers; HACCP. An "operator" alone stays where it is (a call centre's operator is customer success).
 * - **Classes** (in the role's own segment), each beating the functions its words lend:
 *   - food safety (never over `other`: a public inspector's), category management, demand and supply planning, S&OP, a
 *     retail district or boutique manager, allocation → `operations`, where "product", "category" or "demand" lent product, marketing or engineering;
 *   - food scientists and technologists, flavourists, sensory scientists, agronomists, lab chemists of paints and cosmetics,
 *     product stewardship → `other`, where "technolog", "engineer" ("ingeniero agrónomo") or "development" lent engineering;
 *   - beauty advisors and consultants → `sales`.
 * - **QA in a plant**: a quality-assurance role ("QA Technician", "QA Manager", 品質保証課長, read `engineering` as software
 *   testing) whose title names a plant or its goods is `operations`; without one it is left alone (the development titles label
 *   品質保証エンジニア and 品質保証部長 engineering).
 * - **In-charge**: the Indian English "Incharge" (one word) heads a unit: an ic reading is a manager, as the read sets label it.
 */
const WORKS = [
  // English
  'line operator*', 'bottling operator*', 'canning operator*', 'labelling operator*', 'labeling operator*', 'filler operator*', 'filling operator*', 'filling line*', 'bottling line*', 'canning line*', 'packing line*', 'packaging line*',
  'packaging operator*', 'packing operator*', 'cellar operator*', 'cellarman', 'cellarmen', 'cellar hand*', 'distillery operator*', 'distiller', 'distillers',
  'brewer', 'brewers', 'maltster*', 'winemaker*', 'assistant winemaker*', 'vintner*', 'oenologist*', 'enologist*', 'furnace operator*', 'kiln operator*',
  'extrusion operator*', 'extruder operator*', 'moulding setter*', 'molding setter*', 'moulding operator*', 'molding operator*', 'blow moulding*',
  'blow molding*', 'corrugator*', 'paper machine*', 'pulp mill*', 'cylinder filling*', 'filling plant*', 'mixing operator*', 'batch maker*',
  'slaughterhouse*', 'abattoir*', 'meat processing operative*', 'haccp', 'food production operative*', 'production operative*',
  // German, Dutch, Swedish, Finnish
  'maschinenfuhrer*', 'anlagenbediener*', 'abfuller*', 'abfullanlage*', 'abfulllinie*', 'verpackungslinie*', 'brauer*', 'malzer*', 'winzer*',
  'kellermeister*', 'kellerwirt*', 'destillateur*', 'schlachter*', 'papiermacher*', 'glasmacher*', 'extrusionsanlage*', 'einrichter spritzguss',
  'lebensmittelproduktion', 'afvullijn*', 'afvuller*', 'verpakkingslijn*', 'operator afvul*', 'operator verpak*', 'operator productie*', 'brouwer*',
  'wijnmaker*', 'slachterij*', 'papiermachine*', 'tapperi*', 'tappning*', 'forpackningslinje*', 'bryggare*', 'vinmakare', 'slakteri*', 'pappersmaskin*',
  'kokeri*', 'linjeoperator*', 'koneenhoitaja*', 'pakkauslinja*', 'pullotus*', 'panimo*', 'panija', 'teurastamo*', 'paperikone*', 'linjanhoitaja*',
  // French, Spanish, Portuguese, Italian, Romanian
  'conducteur de ligne*', 'conductrice de ligne*', 'conducteur de machine*', 'conductrice de machine*', 'operateur de conditionnement',
  'operatrice de conditionnement', 'conditionneur*', 'embouteillage', 'brasseur*', 'brasseuse*', 'maitre de chai*', 'vinificateur*', 'caviste de production',
  'distillateur*', 'abattoir', 'operateur d extrusion', 'operateur de fabrication', 'operatrice de fabrication', 'conducteur de four*', 'operario de envasado',
  'operaria de envasado', 'operario de linea', 'operaria de linea', 'operario de produccion', 'operaria de produccion', 'operador de envasado',
  'operador de envase', 'operadora de envase', 'operador de linea', 'operador de linha', 'operadora de linha', 'operador de maquina*', 'operadora de maquina*',
  'operador de procesos', 'operador de processos', 'operadora de processos', 'envasador*', 'embotellad*', 'envasamento', 'cervecero*', 'mestre cervejeiro',
  'cervejeiro*', 'bodeguero*', 'enologo*', 'enologa*', 'destilador*', 'matadero*', 'frigorifico*', 'abatedouro*', 'operatore di linea', 'operatrice di linea',
  'operatore di produzione', 'operatrice di produzione', 'addetto al confezionamento', 'addetta al confezionamento', 'addetto confezionamento',
  'addetta confezionamento', 'addetto all imbottigliamento', 'imbottigliamento', 'mastro birraio', 'birraio', 'cantiniere*', 'enologo', 'distillatore*',
  'macello', 'cartiera', 'operator linie*', 'operator de linie', 'operator masini*', 'operator ambalare', 'imbuteliere', 'berar*', 'vinificator*',
  'abator*', 'operator productie', 'operator producție',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'operator linii*', 'operator maszyn*', 'operator maszyny*', 'operator pakowania', 'operatorka linii*', 'rozlewni*', 'piwowar*', 'winiarz*', 'gorzelni*',
  'ubojni*', 'papierni*', 'obsluha linky', 'obsluha balici*', 'obsluha stroje', 'obsluha plnici*', 'operator linky', 'operatorka linky', 'sladek',
  'sladovnik*', 'vinar', 'lihovar*', 'jatka', 'jatek', 'gepkezelo*', 'csomagologep*', 'sorkezelo*', 'palackozo*', 'soripari*', 'serfozo*', 'boraszati',
  'borasz', 'vagohid*', 'papirgyar*', 'χειριστ* γραμμης', 'χειριστ* μηχανηματ*', 'χειριστ* μηχανης', 'εμφιαλωσ*', 'ζυθοποι*', 'οινολογ*', 'οινοποι*',
  'σφαγει*', 'hat operator*', 'hatti operator*', 'dolum operator*', 'paketleme operator*', 'makine operator*', 'proses operator*', 'bira ustasi',
  'sarap ustasi', 'mezbaha*', 'operator lini', 'operator mesin*', 'operator pengemasan', 'operator pengisian', 'operator produksi', 'pembuat bir',
  'rumah potong', 'cong nhan van hanh*', 'van hanh day chuyen', 'van hanh may', 'dong goi', 'nau bia', 'lo mo',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'оператор лінії*', 'оператор линии*', 'оператор розлив*', 'оператор фасув*', 'оператор фасов*', 'оператор пакув*', 'оператор упаков*', 'оператор верстат*',
  'оператор станк*', 'апаратник*', 'аппаратчик*', 'пивовар*', 'винороб*', 'винодел*', 'технолог розливу', 'бойн*', 'забійн*', 'убойн*', 'מפעיל קו', 'מפעילת קו',
  'מפעיל מכונה', 'מפעילת מכונה', 'מפעיל מכונות', 'מפעיל תהליך', 'מפעילת תהליך', 'מפעיל ייצור', 'מפעילת ייצור', 'מבשל בירה', 'ייננ*', 'מפעל מזון', 'مشغل خط*',
  'مشغله خط*', 'مشغل ماكينه*', 'مشغل ماكينات', 'مشغل مكينه*', 'مشغل مصنع*', 'مشغل انتاج', 'مشغل الانتاج', 'عامل تعبيه', 'عامل تغليف', 'مسلخ', 'प्लांट ऑपरेटर',
  'मशीन ऑपरेटर', 'लाइन ऑपरेटर', 'पैकिंग ऑपरेटर', 'पैकेजिंग ऑपरेटर', 'packing operator*', 'machine operator*', 'mashin operator*',
  // Japanese, Korean, Chinese
  'ラインオペレーター', 'プラントオペレーター', '製造オペレーター', '充填', '醸造', '杜氏', '蒸留', '食肉処理', '抄紙', '라인 오퍼레이터', '라인오퍼레이터',
  '생산 오퍼레이터', '포장 오퍼레이터', '충전 라인', '양조', '도축', '灌装', '酿酒', '釀酒', '酿造', '屠宰', '包装工', '操作工',
];

/** Food safety, category management, demand and supply planning, a retail district, allocation and manufacturing QA. */
const OPERATIONS_STRONG = [
  // Category management
  'category manag*', 'head of category', 'category director*', 'category head', 'category lead*', 'category buyer*', 'kategoriemanag*', 'categoriemanag*',
  'kategorichef*', 'kategoriansvarig*', 'kategoriapaallik*', 'kategoriapaallikk*', 'responsable de categorie', 'chef de categorie', 'directeur de categorie',
  'gerente de categoria', 'gerente de categorias', 'jefe de categoria', 'responsable de categoria', 'coordenador de categoria', 'responsabile di categoria',
  'kierownik kategorii', 'menedzer kategorii', 'manazer kategorie', 'manazerka kategorie', 'kategoriamenedzser*', 'manager de categorie', 'manager categorie',
  'υπευθυν* κατηγοριας', 'διευθυντ* κατηγοριας', 'категорійн* менеджер*', 'категорийн* менеджер*', 'менеджер з категор*', 'менеджер по категори*',
  'kategori yonetici*', 'kategori muduru', 'مدير فئه', 'مدير الفئه', 'مديره الفئه', 'مدير الفئات', 'מנהל קטגוריה', 'מנהלת קטגוריה', 'מנהל קטגוריות',
  'श्रेणी प्रबंधक', 'manajer kategori', 'quan ly nganh hang', 'truong nganh hang', '카테고리 매니저', '카테고리매니저', 'カテゴリーマネージャー',
  'カテゴリーマネジャー', '品类经理', '品類經理', '品类管理',
  // Demand and supply planning, sales and operations planning
  'demand planning', 'demand planner*', 'supply planning', 'supply planner*', 's & op', 'sales and operations planning', 'integrated business planning',
  'bedarfsplan*', 'absatzplan*', 'prevision de la demande', 'planification de la demande', 'planificateur de la demande', 'planificatrice de la demande',
  'planificacion de la demanda', 'planificador de demanda', 'planificadora de demanda', 'planejamento de demanda', 'planejador de demanda',
  'pianificazione della domanda', 'demand planner', 'vraagplan*', 'vraagvoorspell*', 'planowanie popytu', 'planista popytu', 'planistka popytu',
  'efterfrageplan*', 'kysynnan ennust*', 'kysynnansuunnittel*', 'planovani poptavky', 'planovac poptavky', 'keresletterv*', 'planificarea cererii',
  'planificare cerere', 'προβλεψη ζητησης', 'σχεδιασμου ζητησης', 'планування попиту', 'планированию спроса', 'планирования спроса', 'talep planlama*',
  'تخطيط الطلب', 'תכנון ביקושים', 'תכנון ביקוש', 'मांग योजना', 'perencanaan permintaan', 'hoach dinh nhu cau', 'du bao nhu cau', '수요예측', '수요 예측',
  '수요계획', '需給', '需要予測', '需求计划', '需求計劃', '需求预测',
  // Retail districts, boutiques and allocation
  'district manager', 'district managers', 'boutique manager*', 'allocator*', 'merchandise allocation*', 'dukaan manager', 'dukan manager', 'dukaan malik',
  'bezirksleiter*', 'verkaufsleiter filial*', 'responsable de boutique', 'gerente de boutique', 'store director*',
  // Buyers where the lexicon lacks the word
  'sisaanostaja*', 'ostaja', 'ostajat', 'バイヤー', '仕入担当', '採購專員',
];

/**
 * Food safety: a plant's or retailer's is operations where the words lent engineering, product or marketing; a public food
 * safety inspector or officer is `other` (public-service terms), so this class never beats `other`.
 */
const FOOD_SAFETY = [
  'food safety', 'haccp coordinator*', 'haccp manager*', 'haccp team*', 'lebensmittelsicherheit', 'securite des aliments', 'securite alimentaire',
  'seguridad alimentaria', 'inocuidad alimentaria', 'seguranca de alimentos', 'seguranca alimentar', 'seguranca dos alimentos', 'sicurezza alimentare',
  'voedselveiligheid', 'bezpieczenstwa zywnosci', 'bezpieczenstwo zywnosci', 'livsmedelssakerhet*', 'elintarviketurvallisuu*', 'bezpecnosti potravin',
  'bezpecnost potravin', 'elelmiszerbiztonsag*', 'siguranta alimentara', 'siguranță alimentară', 'σιγουρια τροφιμων', 'ασφαλειας τροφιμων', 'ασφαλεια τροφιμων',
  'безпечності харчових*', 'безпечності харчової*', 'безопасности пищевой*', 'безопасности пищевых*', 'gida guvenligi*', 'سلامه الغذاء', 'سلامه الاغذيه',
  'سلامه الأغذيه', 'בטיחות מזון', 'בטיחות המזון', 'खाद्य सुरक्षा', 'khadya suraksha', 'keamanan pangan', 'an toan thuc pham', 'an toan ve sinh thuc pham',
  '식품안전', '식품 안전', '食品安全', '食の安全',
];

/** Food scientists, technologists, agronomists, lab chemists and product stewardship: scientists' work, `other` in the read sets. */
const SCIENCE = [
  'food scientist*', 'food technologist*', 'food technology specialist*', 'sensory scientist*', 'sensory analyst*', 'flavourist*', 'flavorist*',
  'perfumer*', 'agronomist*', 'crop scientist*', 'soil scientist*', 'plant breeder*', 'formulation chemist*', 'formulation scientist*', 'cosmetic chemist*',
  'cosmetic scientist*', 'paint chemist*', 'coatings chemist*', 'polymer chemist*', 'application chemist*', 'product stewardship', 'product steward*',
  'lebensmitteltechnolog*', 'lebensmittelchemiker*', 'agrarwissenschaftler*', 'agronom', 'agronomin', 'agraringenieur*', 'lacklaborant*', 'lackchemiker*',
  'aromatiker*', 'parfumeur*', 'technologue alimentaire', 'ingenieur agronome', 'ingenieure agronome', 'agronome', 'aromaticien*', 'formulateur*',
  'formulatrice*', 'tecnologo de alimentos', 'tecnologa de alimentos', 'tecnologo alimentario', 'tecnologa alimentaria', 'tecnologo de alimentos',
  'ingeniero agronomo', 'ingeniera agronoma', 'agronomo', 'agronoma', 'quimico formulador', 'quimica formuladora', 'formulador*', 'tecnologo em alimentos',
  'engenheiro agronomo', 'engenheira agronoma', 'engenheiro de alimentos', 'engenheira de alimentos', 'tecnologo alimentare', 'tecnologa alimentare',
  'chimico formulatore', 'chimica formulatrice', 'levensmiddelentechnolog*', 'voedingstechnolog*', 'agronoom', 'technolog zywnosci', 'technolozka zywnosci',
  'technolog potravin', 'technolozka potravin', 'potravinarsky technolog', 'livsmedelstekniker*', 'livsmedelsforskare', 'elintarviketeknolog*', 'agronomi',
  'elelmiszer technologus*', 'elelmiszertechnologus*', 'agrarmernok*', 'tehnolog alimentar', 'inginer agronom', 'inginera agronom', 'τεχνολογ* τροφιμων',
  'γεωπονος', 'γεωπονοι', 'χημικ* αναπτυξης', 'технолог харчов*', 'технолог пищев*', 'агроном', 'агрономка', 'gida teknolog*', 'ziraat muhendisi',
  'agronomist', 'تكنولوجيا الاغذيه', 'تكنولوجيا الأغذيه', 'تقني اغذيه', 'مهندس زراعي', 'مهندسه زراعيه', 'خبير زراعي', 'טכנולוג מזון', 'טכנולוגית מזון',
  'טכנולוגיית מזון', 'אגרונום', 'אגרונומית', 'खाद्य प्रौद्योगिकीविद्', 'खाद्य प्रौद्योगिकी', 'कृषि वैज्ञानिक', 'कृषि विशेषज्ञ', 'krishi salahkar', 'krishi vaigyanik',
  'teknolog pangan', 'ahli teknologi pangan', 'agronomis', 'ky su nong hoc', 'ky su nong nghiep', 'cong nghe thuc pham', '식품연구원', '식품 연구원', '농학',
  '식품기술', '食品開発研究員', '食品研究員', '農学', '調香師', 'フレーバリスト', '食品科学家', '农艺师', '農藝師', '调香师',
];

/** Beauty advisors and consultants: a cosmetics counter's seller. */
const SALES = [
  'beauty advisor*', 'beauty adviser*', 'beauty consultant*', 'beauty berater*', 'kosmetikberater*', 'conseillere beaute', 'conseiller beaute',
  'asesora de belleza', 'asesor de belleza', 'consultora de beleza', 'consulente di bellezza', 'beauty consulent*', 'doradca klienta kosmety*', 'konsultantka urody',
  'skonhetsradgivare', 'kauneusneuvoja*', 'kosmeticka poradkyne', 'szepsegtanacsado*', 'consultant frumusete', 'σύμβουλος ομορφιας', 'συμβουλος ομορφιας',
  'бьюти консультант*', 'б юті консультант*', 'консультант з краси', 'guzellik danisman*', 'مستشاره تجميل', 'مستشار تجميل', 'יועצת יופי', 'ब्यूटी एडवाइजर',
  'beauty advisor', 'tu van vien my pham', '뷰티 어드바이저', '뷰티어드바이저', 'ビューティーアドバイザー', '美容顾问', '美容顧問',
];

/** Quality assurance roles (read `engineering` as software testing by the lexicon) and the plants and goods that make them a factory's. */
const QA_ROLE = /(?:^|[\s,&])(?:qa|quality assurance|qualitatssicherung|assurance qualite|aseguramiento de (?:la )?calidad|garantia da qualidade|assicurazione qualita|kwaliteitsborging|zapewnienia jakosci)(?=$|[\s,&])|品質保証|品质保证|品質保證|품질보증/u;
const PLANT = [
  'plant', 'factory', 'mill', 'works', 'bakery', 'dairy', 'brewery', 'winery', 'distillery', 'creamery', 'abattoir', 'cannery', 'foods', 'beverage*',
  'meat', 'poultry', 'seafood', 'snack*', 'confectionery', 'masala', 'spices', 'apparel', 'garment*', 'textile*', 'footwear', 'cosmetic*', 'packaging',
  'chemical*', 'paint*', 'coating*', 'resin*', 'fertili*', 'glass', 'paper', 'werk', 'fabrik', 'molkerei', 'brauerei', 'usine', 'fabrica', 'planta', 'fabbrica',
  'stabilimento', 'fabriek', 'zaklad', 'fabryka', 'pabrik', 'nha may',
  '工場', '工厂', '工廠', '공장',
];
const PLANT_WORD = new RegExp(`(?:^|[\\s,&])(?:${PLANT.filter((w) => !/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(w)).map((w) => w.replace('*', '\\p{L}*')).join('|')})(?=$|[\\s,&])|${PLANT.filter((w) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(w)).join('|')}`, 'u');

/** The Indian English "Incharge" (one word), as "Store Incharge" reads manager in the read sets ("in charge of" is left alone). */
const INCHARGE = /(?:^|[\s,&])incharge(?=$|[\s,&])/u;
/** A software tester's words: their QA is engineering wherever they work. */
const SOFTWARE_QA = /engineer|automation|software|test|sdet|develop|app\b/u;

export const CONSUMER_WORKS_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [['operations', WORKS]];
export const CONSUMER_WORKS_RULE: FunctionRule = classesRule(1, CONSUMER_WORKS_CLASSES);

/** The round's classes in one pattern: at one place the earlier group wins. */
export const CONSUMER_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['operations', OPERATIONS_STRONG],
  ['other', SCIENCE],
  ['sales', SALES],
];
export const CONSUMER_CLASSES_RULE: FunctionRule = classesRule(1, CONSUMER_CLASSES);
export const FOOD_SAFETY_RULE: FunctionRule = classesRule(1, [['operations', FOOD_SAFETY]]);
const FOOD_SAFETY_BEATS: ReadonlySet<string> = new Set(['engineering', 'product', 'marketing']);

/** The functions a class beats when named in the role's own segment. */
const BEATEN: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  operations: new Set(['other', 'engineering', 'marketing', 'product']),
  other: new Set(['engineering', 'operations', 'product']),
  sales: new Set(['other', 'operations']),
};
/** Every function some class beats: a title read as none of them is not scanned. */
const ANY_BEATEN: ReadonlySet<string> = new Set(['other', 'engineering', 'operations', 'marketing', 'product']);

/**
 * The pre-test: the three rules' slots in the classifier's one gate (`term-gate.ts`; each classes rule's terms are a slot of
 * their own), so a title that holds none of their terms is never scanned by them.
 */
const GATES: readonly number[] = [CONSUMER_CLASSES_RULE, CONSUMER_WORKS_RULE, FOOD_SAFETY_RULE].flatMap(ruleGates);

/** True when a term of the round may occur in the text: the pre-test of `byConsumerIndustryClass`. */
export function mayHoldConsumerTerm(text: string): boolean {
  const present = TERM_GATE.present(text);
  return GATES.some((slot) => present[slot] === 1);
}

/** A plant's quality assurance: the role segment names QA, the title a plant or goods. */
function plantQa(text: string): boolean {
  const end = text.indexOf(' , ');
  const role = end < 0 ? text : text.slice(0, end);
  return QA_ROLE.test(role) && !SOFTWARE_QA.test(role) && PLANT_WORD.test(text);
}

/**
 * Round 32's reading after the rules: an "Incharge" heads a unit; where the role's own segment names a class above, its function
 * beats the ones its words lent; a plant's QA is operations; where the role names a trade's works and the title no function of
 * its own, the title is operations.
 */
export function byConsumerIndustryClass(text: string, given: TitleClassification): TitleClassification {
  const read = given.seniority === 'ic' && text.includes('incharge') && INCHARGE.test(text) ? { seniority: 'manager' as const, function: given.function } : given;
  if (read.function === null || !ANY_BEATEN.has(read.function)) return read;
  if (read.function === 'engineering' && plantQa(text)) return { seniority: read.seniority, function: 'operations' };
  if (!mayHoldConsumerTerm(text)) return read;
  const m = firstMatchInRole(CONSUMER_CLASSES_RULE, text);
  if (m !== null) {
    if (BEATEN[m.fn]?.has(read.function) === true) return { seniority: read.seniority, function: m.fn };
    if (m.fn !== 'operations') return read;
  }
  if (FOOD_SAFETY_BEATS.has(read.function) && firstMatchInRole(FOOD_SAFETY_RULE, text) !== null) return { seniority: read.seniority, function: 'operations' };
  if (read.function !== 'other' || firstMatchInRole(CONSUMER_WORKS_RULE, text) === null) return read;
  return { seniority: read.seniority, function: 'operations' };
}
