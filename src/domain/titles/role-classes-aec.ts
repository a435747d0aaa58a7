import { wordsOrLiteralsTest } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule, INTERN } from './role-classes-it';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * Classes of architecture, engineering and construction (AEC) contacts that the w3y blind set missed (issue #21, round 25), each
 * written once for every language (development titles first: `test/fixtures/detection-w3/titles-r25-aec.json`). Recounted over
 * every read set (w3 … w3y) before taken: the earlier sets hold few AEC titles and none against (docs/decisions.md, round 25).
 *
 * - **Quantity surveyors, cost managers and engineers, estimators** (QS, Kosztorysant, Rozpočtář, Devizier, Metraj, Orçamentista,
 *   Computista, Kalkulator, Määrälaskija, 積算, 적산, 造价, כמאי …) → finance; a commercial manager or director at a contractor too.
 * - **Bid, tender and pursuit staff** → sales: they win the contractor's work.
 * - **Architects, structural, civil, MEP, geotechnical and transport engineers, BIM, CAD and Revit staff** → engineering.
 * - **Site, planning and scheduling, HSE, estates and property, development and land, owner's representatives** → operations.
 * - Ranks (`byAecClass`): a team size written in the title makes a manager, "(individual role)" an individual contributor; crew
 *   and gang leads are managers; a VP of construction or works is operations; the founder of an architecture or engineering
 *   practice runs the business (executive); a student of a field is no member of it (other).
 */

const COST = [
  'quantity surveyor*', 'qs', 'qss', 'post contract qs', 'cost manager*', 'cost management', 'cost consultan*', 'cost engineer*',
  'cost estimator*', 'cost planner*', 'cost planning', 'chief estimator*', 'lead estimator*', 'pricing engineer*', 'estimating engineer*',
  'estimation engineer*', 'preconstruction estimat*', 'kostenplaner*', 'kostenplanung', 'kostenmanagement', 'kalkulator*',
  'kalkulation', 'economiste*', 'economie de la construction', 'metreur*', 'etudes de prix', 'presupuestista*', 'mediciones',
  'presupuestos', 'control de costes', 'orcamentista*', 'orcamentos', 'computista*', 'preventivista*', 'stime', 'controllo costi',
  'calculator', 'calculatie', 'kostendeskundige*', 'kosztorysant*', 'kosztorysowania', 'rozpoctar*', 'rozpoctovani', 'devizier*',
  'controlul costurilor', 'devizist*', 'inginer devizist*', 'ofertare', 'inginer ofertare', 'koltsegvetes keszito*', 'koltsegbecslo*', 'кошторисни*', 'кошторисної', 'metraj*', 'kesif', 'maaralaskija*',
  'kustannuslaskija*', 'kalkylator*', 'anbudskalkylator*', 'kalkylingenjor*', 'kalkylchef*', 'kostnadsstyrning', 'κοστολογ*', 'επιμετρητ*', 'حصر كميات',
  'حصر الكميات', 'مساح كميات', 'مهندس تسعير', 'مهندس حصر', 'כמאי*', 'אומדנ*', 'אומדנים', 'בקרת עלויות', 'मात्रा सर्वेक्षक',
  'लागत अनुमानक', 'लागत प्रबंधन', 'क्वांटिटी सर्वेयर', 'estimasi', 'pengendalian biaya', 'du toan', 'ky su du toan', 'ky su qs',
  'kiem soat chi phi', '積算', '적산', '造价', '预算员',
];
/** Bare estimators and estimating: a tier below, so a sales word written first keeps the title ("Sales Manager / Estimator", w3j). */
const ESTIMATING = ['estimator*', 'estimating'];

const BIDS = [
  'bid manager*', 'bid coordinator*', 'bid writer*', 'bid lead*', 'bids', 'bids and pursuits', 'tender manager*', 'tender coordinator*',
  'tender engineer*', 'tendering', 'tenders', 'pursuit manager*', 'pursuits', 'angebotsbearbeiter*', 'angebotsmanager*',
  'appels d offres', 'appel d offres', 'licitaciones', 'licitacoes', 'przetargow*', 'przetargi', 'tendermanager*', 'ihale*',
  'gare d appalto', '投标', '入札',
];

/**
 * Architects and designers as persons, and "architecture" (tier 2): a workplace written after the person's own function word
 * ("Teamleiterin Marketing in einem Architekturbüro", "Team Lead Marketing di biro arsitek") keeps that function (w3y).
 */
const DESIGNERS = [
  'architect', 'architects', 'architecture', 'architecte', 'architekt', 'architektin', 'architektka', 'arquitecto', 'arquitecta',
  'architetto', 'arkitekt', 'arkkitehti', 'arhitect', 'mimar', 'epitesz', 'epiteszmernok', 'архітектор', 'архітекторка', 'архитектор',
  'αρχιτεκτονασ', 'αρχιτεκτων', 'אדריכל', 'אדריכלית', 'مهندس معماري', 'مهندسه معماريه', 'वास्तुकार', 'आर्किटेक्ट', 'arsitek',
  'kien truc su', 'landscape architect*', 'structures', 'statik', 'statiker*', 'statikus', 'staticka', 'konstruktor', 'konstruktör',
  'calculista*', 'projetista*', 'projeteur*', 'dessinateur*', 'delineante*', 'desenhista*', 'cadista', 'disegnatore*', 'drafter*',
  'draughts*', 'draftsm*', 'tekenaar*', 'strutturista', 'geotechnik', 'geosuunnittelija', 'tietomallintaja', 'systemplaner*', 'שרטט*',
  'קונסטרוקטור*', 'hoa vien*', 'ahli struktur', 'arkitekt sar', '建筑设计师', '意匠設計',
];
/** Design, engineering and BIM roles (tier 1: the role noun overrides the word before it). */
const DESIGN_ROLES = [
  'architectural *', 'structural engineer*', 'structural design*', 'structural engineering', 'tragwerksplan*', 'rakennesuunnittelija*',
  'constructief ontwerper*', 'ingenieure structure', 'ingenieur structure', 'inginer proiectant*', 'proiectant instalatii',
  'projektant statiky', 'projektant instalacji*', 'projektant konstrukcji', 'cad', 'cad technician*', 'revit', 'revit *', 'civil 3d', 'bim',
  'bim *', 'tietomalli*', 'geotechni*', 'geotecnic*', 'geotechnical *', 'mep engineer*', 'mep design*', 'building services *',
  'highway design', 'traffic engineer*', 'traffic & transport modeller*', 'transport modeller*', 'signalling design*', 'bridge engineer*',
  'civil engineer*', 'digital construction', 'digital engineering', 'design manager*', 'mekanik tesisat proje*', 'tesisat proje*',
  'lvi suunnittelija', 'vvs projektor*', 'epuletgepesz tervezo', 'проєктувальни*', 'інженер конструктор*', 'مهندس انشائي', 'اوتوكاد',
  'מהנדס קונסטרוקציה', 'संरचनात्मक अभियंता', 'बीआईएम', 'ky su ket cau', 'ky su thiet ke*', 'στατικα', '구조설계', '설비 설계', '건축설계',
  '構造設計', '設備設計', 'bimオヘレーター', 'bimコーティネーター', 'bim工程师', 'bim协调员', 'bim 코디네이터', '结构设计', '给排水设计',
];

/**
 * Round 39 (build39): site and field engineers are engineers, as every other language's site engineer already read ("Ingénieur
 * travaux", "Şantiye Mühendisi", "Inżynier budowy": engineering); w4n labels "Site Engineer, Civils Package" and "Field Engineer,
 * Tilt-Up Warehouses" engineering (w3y's "Field Engineer, tunnel boring works" operations: one labeller each, the engineer's noun
 * decides). A setting-out engineer surveys (operations, w3y). And the design disciplines' words the lists lacked (w4n: "Projektant
 * TZB", "Progettista impianti meccanici", "MEP Coordinator").
 */
const SITE_AND_DESIGN_ENGINEERS = [
  'site engineer*', 'field engineer*', 'graduate site engineer*', 'assistant site engineer*', 'tyomaainsinoori*', 'platsingenjor*',
  'ingegnere di cantiere', 'inginer de santier', 'μηχανικοσ εργοταξιου', 'πολιτικοσ μηχανικοσ εργοταξιου', 'ky su hien truong',
  '현장 엔지니어', '现场工程师', '現場エンジニア', 'साइट इंजीनियर', 'مهندس موقع', 'מהנדס ביצוע', 'mep coordinator*', 'mep engineer*',
  'vdc', 'vdc *', 'public health engineer*', 'fire protection engineer*', 'fire engineer*', 'facade engineer*', 'hvac design*',
  'fachplaner*', 'brandschutzplaner*', 'tga planer*', 'haustechnikplaner*', 'proyectista*', 'progettista strutturale', 'progettista strutture',
  'progettista impianti*', 'progettista elettric*', 'progettista meccanic*', 'progettista edile', 'installatieadviseur*', 'elprojektor*',
  'sahkosuunnittelija*', 'lvi suunnittelija*', 'lvis suunnittelija*', 'projektant tzb', 'projektantka tzb', 'projektant vzt', 'projektantka vzt',
  'projektant zti', 'projektant elektro*', 'projektantka elektro*', 'projektant instalaci', 'projektant staveb', 'projektant pozemnich staveb',
  'villamos tervezo*', 'epuletgepesz*', 'statikus tervezo*', 'proiectant*', 'statik proje*', 'betonarme*', 'مهندس تصميم', 'מתכנן מיזוג*',
  'מתכנן חשמל', 'מתכננת חשמל', 'מתכנן אינסטלציה', 'ky su ket cau*', 'thiet ke co dien', '暖通设计', '暖通工程师', '电气设计', '给排水设计',
  '設備設計', '電気設計', '구조설계', '기계설비 설계', '전기설계',
];

const SITE_AND_PROPERTY = [
  'planning engineer*', 'project scheduler*', 'scheduler', 'project controls', 'hse', 'she', 'sheq', 'she coordinator*',
  'health & safety', 'health and safety', 'cdm', 'setting out engineer*', 'owners representative*',
  'owner s representative*', 'client representative*', 'land manager*', 'land acquisition*', 'property manager*', 'estates',
  'preconstruction', 'general superintendent*', 'site superintendent*', 'construction superintendent*', 'gang leader*', 'ganger', 'chargehand*',
  'terminplaner*', 'arbeitssicherheit', 'preventeur*', 'planificateur*', 'prevencion de riesgos*', 'planificador de obra',
  'seguranca do trabalho', 'planejador*', 'planner di commessa', 'werkvoorbereider*', 'kam coordinator*', 'planner bouw*',
  'inspektor bhp', 'bhp', 'planista robot*', 'bozp', 'arbetsmiljoingenjor*', 'arbetsmiljosamordnare', 'tyoturvallisuus*', 'munkavedelmi *', 'ssm',
  'τεχνικοσ ασφαλειασ', 'isg', 'planlama muhendisi', 'охорони праці', 'مهندس سلامه*', 'مهندس تخطيط', 'ממונה בטיחות', 'निर्माण स्थल',
  'k3', 'hien truong', 'pripravar*', 'aikataulu*', 'construction scheduler*', 'glass fitting', 'aluminium fitting', 'lap dung*', 'vizszigetelo*', '공정관리', '施工管理', '安全衛生', '施工员', '安全员',
];

/**
 * Round 39 (build39): the contractor's delivery line in every language — site, works and section managers, superintendents in a
 * builder's words, foremen and their chiefs — runs operations even when it leads engineers (w4n: "Saha Müdürü (ekibinde 6
 * mühendis)", "Начальник дільниці", "현장 공사팀장"). The English "superintendent" is a builder's only in a compound or beside a
 * building word (`SUPERINTENDENT`): a school district's or a police force's keeps its reading.
 */
const SITE_LEADS = [
  'site manager*', 'assistant site manager*', 'works manager*', 'construction manager*', 'assistant construction manager*', 'general foreman',
  'head foreman', 'bauleiter*', 'oberbauleiter*', 'bauleitung', 'polier*', 'oberpolier*', 'schachtmeister*', 'conducteur de travaux',
  'conductrice de travaux', 'chef de chantier', 'cheffe de chantier', 'directeur de travaux', 'directrice de travaux', 'chef de travaux',
  'jefe de obra*', 'jefa de obra*', 'encargado de obra*', 'encargada de obra*', 'jefe de produccion de obra', 'gerente de obra*',
  'coordenador de obra*', 'coordenadora de obra*', 'mestre de obra*', 'encarregado de obra*', 'encarregada de obra*', 'encarregado geral de obra*',
  'encarregado de carpintaria', 'encarregado de armacao', 'encarregado de alvenaria', 'encarregado de acabamentos', 'capo cantiere', 'capocantiere',
  'direttore di cantiere', 'direttore tecnico di cantiere', 'direttrice di cantiere', 'uitvoerder*', 'hoofduitvoerder*',
  'projectleider uitvoering', 'kierownik budowy', 'kierownik robot*', 'majster budowy', 'platschef*', 'arbetschef*', 'arbetsledare*',
  'tyonjohtaja*', 'vastaava tyonjohtaja', 'tyomaapaallikko*', 'tyomaamestari*', 'stavbyvedouci', 'hlavni stavbyvedouci', 'vrchni stavbyvedouci',
  'mistr na stavbe', 'epitesvezeto*', 'foepitesvezeto*', 'muvezeto*', 'sef de santier', 'sefa de santier', 'sef santier', 'maistru constructii',
  'εργοταξιαρχ*', 'εργοδηγ*', 'виконроб*', 'прораб*', 'начальник дільниці', 'начальник будівельної дільниці', 'керівник будівельного майданчика',
  'майстер будівельних робіт', 'santiye sef*', 'santiye mudur*', 'saha mudur*', 'saha sef*', 'formen', 'مدير موقع', 'مديرة موقع',
  'مدير الموقع', 'مدير الانشاءات', 'مدير مشروع انشاءات', 'مهندس موقع اول', 'מנהל עבודה', 'מנהלת עבודה', 'מנהל אתר', 'מנהל פרויקט ביצוע',
  'साइट मैनेजर', 'साइट इंचार्ज', 'साइट प्रभारी', 'site incharge', 'site in charge', 'kepala pelaksana*', 'pelaksana lapangan', 'chi huy truong*',
  'doi truong thi cong', 'giam doc thi cong', '현장소장', '현장 소장', '공사팀', '공사 팀장', '공무팀', '공사본부', '공사부장', '공사과장',
  '現場所長', '現場監督', '工事長', '工事課長', '工事部長', '工事主任', '施工经理', '施工队长', '施工总监', '工程总监', '项目执行经理',
];
/** Building trades and their apprentices (w4n: "Học việc thợ chống thấm"); the trades other rounds named already read operations. */
const BUILDING_TRADES = [
  'waterproofer*', 'waterproofing applicator*', 'waterproofing technician*', 'drywaller*', 'mason', 'masons', 'concrete finisher*',
  'concrete worker*', 'gerustbauer*', 'abdichter*', 'bauwerksabdichter*', 'trockenbauer*', 'echafaudeur*', 'etancheur*', 'etancheuse',
  'plaquiste*', 'andamiero*', 'impermeabilizador*', 'alicatador*', 'solador*', 'techador*', 'montador de andaimes', 'andaimista*',
  'ladrilheiro*', 'telhadista*', 'ponteggiator*', 'impermeabilizzator*', 'intonacator*', 'cartongessista*', 'copritetto', 'steigerbouwer*',
  'rusztowaniowiec*', 'monter rusztowan', 'izolarz*', 'plytkarz*', 'stallningsbyggare*', 'stallningsmontor*', 'armerare*', 'telineasentaja*',
  'rakennustelinetyontekija*', 'vedeneristaja*', 'rappari*', 'lesenar*', 'izolater*', 'omitkar*', 'allvanyozo*', 'szigetelo*', 'vakolo*',
  'schelar*', 'σκαλωσια*', 'μονωτ*', 'ізолювальник*', 'бетонник*', 'монтажник риштувань', 'iskele ustasi', 'yalitim ustasi', 'duvar ustasi',
  'عامل سقالات', 'فني عزل', 'مليس', 'مبلط', 'عامل اسقف', 'فني سقالات', 'פיגומאי*', 'מבצע איטום', 'אוטם', 'גגן', 'सरिया', 'मचान', 'tukang perancah',
  'tho *', '비계공', '방수공', '지붕공', '조적공', '미장공', '防水工', 'タイル工', '架子工', '抹灰工', '瓷砖工', '砌筑工',
];

/** Tier 1: the classes' role nouns, a named group per function (at one place the earlier group wins: cost before design). */
export const AEC_CLASSES_RULE: FunctionRule = classesRule(1, [
  ['finance', COST],
  ['sales', BIDS],
  ['operations', [...SITE_AND_PROPERTY, ...SITE_LEADS, ...BUILDING_TRADES]],
  ['engineering', [...DESIGN_ROLES, ...SITE_AND_DESIGN_ENGINEERS]],
]);
/** Tier 2: bare estimators and the designers as persons (see their lists). */
export const AEC_TIER_2_RULE: FunctionRule = classesRule(2, [
  ['finance', ESTIMATING],
  ['engineering', DESIGNERS],
]);

/** A team, crew or reports written in the title ("(team of 6)", "(équipe de 5)", "(6 fős csapat)", "(团队6人)", "(반원 10명)"). */
const TEAM_SIZE = new RegExp(
  [
    String.raw`(?:team|crew) (?:of|von|van|om|di) \d+`, String.raw`\d+ (?:direct )?reports?`,
    String.raw`\d+ (?:estimators|engineers|qss|surveyors|designers|staff|people|compagnons|conducteurs|muncitori|mitarbeiter\p{L}*)`,
    String.raw`(?:equipe|equipo|echipa|echipe) de \d+`, String.raw`(?:tym|tim|tiimi|nhom|zespoł|zespol|ομαδα|команда з|команда|فريق من|فريق|צוות של|to) \d+`,
    String.raw`\d+ fos csapat`, String.raw`\d+ kisilik ekip`, String.raw`\d+ [\p{L}\p{M}]+ की टीम`, String.raw`\d+ लोगों की टीम`,
    String.raw`(?:팀원|반원) ?\d+명`, String.raw`(?:チーム|所員)\d+名`, String.raw`(?:团队|班组)\d+人`,
  ].join('|'),
  'u',
);
const INDIVIDUAL = /(?<![\p{L}])(?:individual (?:role|contributor)|individuell roll)(?![\p{L}])/u;
/** Crew, gang and squad leads of a trade: managers (w3b … w3y label foremen manager / operations). */
const CREW_LEAD = new RegExp(
  words([
    'gang leader*', 'ganger', 'chargehand*', 'general superintendent*', 'chef d equipe', 'sef echipa', 'sef de echipa', 'doi truong', 'jefe de cuadrilla',
    'brygadzista*', 'ploegleider*', 'predak*', 'brigadvezeto*', 'бригадир*', 'ustabasi', 'mandor*', 'مراقب عمال',
    // round 39: foremen in the words the list lacked, and their chiefs ("Head Foreman", "Starszy majster", "كبير مراقبي العمال")
    'foreman', 'general foreman', 'head foreman', 'majster*', 'starszy majster', 'formen', 'майстер будівельних робіт', 'майстер дільниці',
    'εργοδηγ*', 'mistr na stavbe', 'مراقبي العمال', 'كبير مراقبي', 'encarregado de obra*', 'encarregado de carpintaria', 'doi truong thi cong',
  ]) + '|班组长|施工队长|職長|반장',
  'u',
);
/**
 * Role nouns that read manager but name an individual post in AEC ("Bid Manager", "Cost Manager", "Property Manager"): the
 * noun and "manager" side by side ("Cost Control Manager", "Information Security Manager" keep their manager).
 */
const ROLE_NOUN_MANAGER =
  /^(?:(?:senior|graduate|assistant) )?(?:bid|tender|pursuit|cost|property|land|information|assistant site|assistant construction|tendermanager|development(?= manager ,.*(?:build to rent|residential|housing|property|mixed use)))(?:(?<=tendermanager)| manager)(?![\p{L}])/u;
const CHIEF_ESTIMATOR = /(?<![\p{L}])chief estimator|керівни\p{L}* (?:\p{L}+ )?проєкту/u;
/** Construction, works and execution: a VP of these runs operations (Bauausführung, exploitation travaux, výstavba, 施工 …). */
const CONSTRUCTION = lazyPattern(() => new RegExp(
  words([
    'construction(?! equipment| machinery| law| loan| lending| finance| software| tech)', 'field operations', 'bauausfuhrung', 'baubetrieb', 'travaux', 'construccion', 'obras', 'costruzioni', 'bouw', 'uitvoering',
    'vystavbu', 'vystavba', 'stavebni vyrobu', 'byggproduktion', 'rakennustuotanto', 'rakentaminen', 'executie lucrari', 'constructii',
    'κατασκευων', 'будівництва', 'будівельних робіт', 'الانشاءات', 'للانشاءات', 'ביצוע', 'לביצוע', 'konstruksi', 'xay lap', 'thi cong', 'realizacji inwestycji',
    'budowy',
    // round 39 (build39): the trade's delivery words in the languages the list lacked (w4n: "realizaci staveb", "Kivitelezési",
    // "التنفيذ", "कंस्ट्रक्शन", "建設部門", "İnşaat", "(execution)")
    'bau', 'bauwesen', 'batiment', 'execution', 'ejecucion', 'execucao', 'engenharia e obras', 'construcao', 'construcoes', 'esecuzione', 'costruzione',
    'budownictwa', 'stavby', 'stavebnictvi', 'epitoipar*', 'bouwkunde', 'realizace staveb', 'realizaci staveb',
    'vystavby', 'vystavbou', 'kivitelezes*', 'epitesi', 'epites', 'bygg', 'byggnation', 'rakentamis*', 'rakennuttaja*', 'rakennuttamis*',
    'executie', 'constructie', 'κατασκευ*', 'будівництв*', 'insaat*', 'yapim*', 'التنفيذ', 'والتنفيذ', 'للتنفيذ', 'الانشاء', 'בנייה', 'לבנייה',
    'הבנייה', 'ובנייה', 'निर्माण', 'कंस्ट्रक्शन', 'construction aur projects', 'pembangunan', 'xay dung',
  ]) + '|시공|施工|工事|건설사업|건설|건축|공사본부|建設|建築|建筑|工程建设|工程(?=总监|副总裁|部长|总经理)',
  'u',
));
/** A pattern built at its first use (the brief's rule for big patterns: not at import). */
function lazyPattern(build: () => RegExp): () => RegExp {
  let built: RegExp | undefined;
  return () => (built ??= build());
}
/** A test built at its first use (speed41: a list found term by term, no pattern compiled). */
function lazyTest(build: () => (text: string) => boolean): () => (text: string) => boolean {
  let built: ((text: string) => boolean) | undefined;
  return () => (built ??= build());
}
const PRACTICE_OWNER = new RegExp(
  words([
    'founder', 'co founder', 'owner', 'managing partner', 'grunder', 'grunderin', 'inhaber', 'inhaberin', 'fondateur', 'fondatrice', 'fundador', 'fundadora',
    'socio fundador', 'fondatore', 'titolare', 'fondator', 'oprichter', 'eigenaar', 'grundare', 'agare', 'perustaja', 'alapito*',
    'zakladatel', 'majitel', 'założyciel', 'zalozyciel', 'własciciel*', 'wlasciciel*', 'ιδρυτησ', 'kurucu*', 'засновни*', 'مؤسس', 'מייסד*',
    'संस्थापक', 'pendiri', 'nha sang lap',
  ]) + '|대표|代表|创始人',
  'u',
);
const PRACTICE = new RegExp(
  words([
    'architecture', 'architectural', 'architekturburo', 'ingenieurburo*', 'architectenbureau', 'arkitektbyra', 'arkitektkontor',
    'arkkitehtitoimisto*', 'epiteszirod*', 'architekton*', 'architektoniczn*', 'architektonickeho', 'arquitectura', 'arquitetura',
    'architettura', 'arhitectura', 'αρχιτεκτονικου', 'mimarlik', 'архітектурного', 'engineering practice', 'projekcni kancelare',
    'biura projektowego', 'studio di ingegneria', 'studio arsitektur', 'مكتب هندسي', 'استشارات معماريه', 'משרד אדריכלים', 'आर्किटेक्चर', 'biro arsitek', 'van phong kien truc',
  ]) + '|건축사사무소|設計事務所|建筑工作室|设计工作室',
  'u',
);
const OWN_FUNCTION = /(?<![\p{L}])(?:cto|coo|cfo|cmo|cpo|cro|head of|chief (?!executive))/u;
/** A field's student written as one word or with the Chinese major ("Arkitektstudent", "土木工程专业学生"): other, not the field. */
const FIELD_STUDENT = /(?<![\p{L}])(?!werkstudent)\p{L}{3,}student(?:in|ka)?(?![\p{L}])|专业学生|学科の学生/u;
/** A commercial manager or director at a contractor, a JV or over QSs: the contract's money (finance, w3y; no other set labels one). */
const COMMERCIAL = /(?<![\p{L}])(?:commercial (?:manager|director|lead)|head of commercial)(?![\p{L}])/u;
const CONTRACTOR = /(?<![\p{L}])(?:\p{L}*contractors?|jv|joint venture|qss?|civils|housebuilder|construction|infrastructure|m&e)(?![\p{L}])/u;
/** Property development and land (w3y: operations); a bare "Director of Development" is a charity's fundraiser elsewhere. */
const PROPERTY_DEVELOPMENT = /(?<![\p{L}])(?:development|land acquisition)(?![\p{L}]).*(?<![\p{L}])(?:residential|reit|housing|build to rent|property|mixed use|housebuilder)(?![\p{L}])/u;
/** A project manager's title, whose team words ("personas", "engineers") lend no function (w3y: operations). */
const PROJECT_MANAGER = /(?<![\p{L}])(?:project manager|jefe de proyecto|gerente de obras|керівни\p{L}* (?:\p{L}+ )?проєкту|υπευθυν\p{L}* εργου|مدير\p{L}* مشروع|מנהל\p{L}* פרויקט)(?![\p{L}])/u;
const RECRUITER_FOR = /^(?:recruiter\p{L}*|recruteu?se?|rekryterare|rekruter\p{L}*|naborar\p{L}*|personalberater\p{L}*) (?:pro|fur|for|av|de|des|of|\p{L}+ow|\p{L}+ich)(?![\p{L}])/u;

/** The ranks and owners of the AEC classes (see the module comment), read after every other class. Cheap tests first (cost). */
export function byAecClass(text: string, read: TitleClassification): TitleClassification {
  const { seniority: rank, function: fnRead } = read;
  if (rank === null || fnRead === null) return read;
  const team = /\d/.test(text) && TEAM_SIZE.test(text);
  const crew = (rank === 'ic' || fnRead === 'other') && CREW_LEAD.test(text);
  let seniority = aecRank(text, rank, fnRead, team, crew);
  let fn = crew && fnRead === 'other' ? 'operations' : fnRead;
  if (fn === 'sales' && COMMERCIAL.test(text) && CONTRACTOR.test(text)) fn = 'finance';
  if ((fn === 'engineering' || fn === 'other' || fn === 'marketing') && PROPERTY_DEVELOPMENT.test(text)) fn = 'operations';
  if (team && (fn === 'people' || fn === 'other' || fn === 'engineering' || fn === 'sales') && PROJECT_MANAGER.test(text)) fn = 'operations';
  fn = ownRole(text, fn);
  if (fn === 'operations' && NETWORK_PLANNING.test(text)) fn = 'engineering';
  if (seniority === 'ic' && fn === 'other' && IT_WORD.test(text) && INTERN.test(text)) fn = 'engineering';
  if (seniority === 'vp' && VP_READINGS.includes(fn) && VP_WORD.test(text) && constructionRole(text)) fn = 'operations';
  fn = byDelivery(text, seniority, fn);
  seniority = siteRank(text, seniority, fn, crew);
  if ((seniority === 'c_level' || seniority === 'ic') && fn !== 'executive' && PRACTICE_STEM.test(text) && PRACTICE.test(text) && PRACTICE_OWNER.test(text) && !OWN_FUNCTION.test(text)) {
    seniority = 'c_level';
    fn = 'executive';
  }
  if (seniority === 'ic' && fn !== 'other' && (text.includes('student') || text.includes('学生')) && FIELD_STUDENT.test(text)) fn = 'other';
  return seniority === rank && fn === fnRead ? read : { seniority, function: fn };
}

function aecRank(text: string, rank: Seniority, fn: JobFunction, team: boolean, crew: boolean): Seniority {
  if (rank === 'ic') return team || crew ? 'manager' : rank;
  if ((rank === 'manager' || rank === 'director') && text.includes('individ') && INDIVIDUAL.test(text)) return 'ic';
  if (rank === 'manager' && !team && ROLE_NOUN_MANAGER.test(text)) return 'ic';
  if (rank === 'director' && team && CHIEF_ESTIMATOR.test(text)) return 'manager';
  if (fn === 'people' && RECRUITER_FOR.test(text)) return 'ic';
  return rank;
}
/** Stems every practice word holds: one cheap test before the word lists (cost). */
const PRACTICE_STEM = /archit|arkit|arkkit|epitesz|arquit|arhit|αρχιτεκ|mimar|архіт|engineering practice|projekc|projektow|ingegneria|ingenieurb|arsitek|kien truc|مكتب|استشارات|אדריכל|आर्किटेक्चर|건축사|設計事務所|工作室/u;
/** A vice president's word (a country director read vp is no VP of works: "Directeur France – Trimble Construction"). */
const VP_WORD = new RegExp(
  words(['vice president', 'vice presidente', 'vice presidente', 'vicepresidente', 'vice president*', 'vp', 'svp', 'evp', 'viceprezident*', 'vicepresedinte',
    'αντιπροεδροσ', 'віцепрезидент*', 'نائب الرئيس', 'סגן נשיא', 'pho tong giam doc', 'vice presidenttia',
    // round 39: a deputy general manager, vice president or vice-chair in the words the list lacked
    'genel mudur yardimcisi', 'alelnok*', 'wiceprezes*', 'varatoimitusjohtaja', 'סמנכל', 'סמנכלית', 'वाइस प्रेसिडेंट', 'उपाध्यक्ष', 'wakil presiden',
    'vicepresident*', 'vice presidente', 'vicepresidenta', 'vice presidenta', 'vice president']) + '|부사장|副社長|副总裁|ウァイスフレシテント|ウァイスプレジデント',
  'u',
);
/**
 * The person's own role when the AEC word names the product or the department served ("積算ソフト カスタマーサポート", "施工管理アプリ
 * プロダクトマネージャー", "施工管理職の採用担当"): a support agent, product manager or recruiter of a construction-software
 * vendor keeps that function (w3y), and so does a sales-operations analyst (revops).
 */
const SOFTWARE = /softwar|yazilim|phan mem|program|програм|सॉफ्टवेयर|ソフト|アフリ|软件|프로그램|소프트웨어|\bapp\b/u;
const OWN_ROLES: readonly (readonly [RegExp, JobFunction])[] = [
  [new RegExp(words(['support*', 'soporte', 'wsparcia', 'підтримки', 'destek*', 'ho tro khach hang', 'customer support']) + '|고객지원|サホート|客服', 'u'), 'customer_success'],
  [new RegExp(words(['product manager*', 'product owner*']) + '|フロタクトマネーシャー|产品经理|프로덕트', 'u'), 'product'],
  [new RegExp(words(['sales ops', 'sales operations', 'सेल्स ऑप्स']) + '|세일즈 옵스', 'u'), 'revops'],
];
/** An IT or GIS intern at a planning or building department (w3y: engineering; the department read other). */
const IT_WORD = /(?<![\p{L}])(?:it|sig|gis|аитішник\p{L}*)(?![\p{L}])|信息科/u;
/** A network's or grid's planning engineer designs the network (engineering, as w3j's "مهندسة تخطيط الشبكة (Grid Planning Engineer)"). */
const NETWORK_PLANNING = /(?<![\p{L}])(?:grid|network|ran|rf|radio|transmission|capacity|fibre|fiber) planning engineer|تخطيط (?:الشبكه|الشبكات)/u;
/**
 * A recruiter's word as the role itself: at the end of its segment or before a role's suffix ("施工管理職の採用担当", "招聘专员",
 * "채용 담당"). Round 34: before another role it names the product ("招聘平台后端开发工程师", "채용 플랫폼 개발자": engineers).
 */
const RECRUITING = /採用担当|招聘(?=$|\s|专员|经理|主管|顾问|总监|负责人|助理|官|实习|团队|部|组)|채용(?=$|,|\s?(?:담당|매니저|팀|전문가|컨설턴트|코디네이터|리크루터|$|,))/u;
function ownRole(text: string, fn: JobFunction): JobFunction {
  if (RECRUITING.test(text)) return 'people';
  if (!SOFTWARE.test(text)) return fn;
  return OWN_ROLES.find(([pattern]) => pattern.test(text))?.[1] ?? fn;
}
const VP_READINGS: readonly JobFunction[] = ['executive', 'other', 'engineering'];

/**
 * Round 39 (build39): the construction word names the role's domain, not the employer described after it ("Genel Müdür
 * Yardımcısı, inşaat şirketi", "VP Finance, construction company" keep their readings: an employer noun follows the word).
 */
const EMPLOYER_AFTER = /^ ?(?:\p{L}+ )?(?:compan\p{L}*|firm\p{L}*|group|sirket\p{L}*|firmasi|empresa\p{L}*|societe|unternehmen\p{L}*|spolecnost\p{L}*|ceg\p{L}*|компані\p{L}*|شرك\p{L}*|perusahaan|cong ty)(?![\p{L}])/u;
function constructionRole(text: string): boolean {
  const m = CONSTRUCTION().exec(text);
  return m !== null && !EMPLOYER_AFTER.test(text.slice(m.index + m[0].length));
}
/** A project director in every language (w4n: "Project Director – Hospital Redevelopment"): operations, as project managers are. */
const PROJECT_DIRECTOR = lazyTest(() =>
  wordsOrLiteralsTest(
    [
      'project director*', 'director of projects', 'director projects', 'projects director*', 'projektdirektor*', 'directeur de projet*', 'directrice de projet*',
      'director de proyecto*', 'directora de proyecto*', 'diretor de projeto*', 'diretora de projeto*', 'direttore di progetto', 'direttore progetti',
      'projectdirecteur*', 'projektchef', 'projektijohtaja*', 'dyrektor projektu', 'dyrektor projektow', 'reditel projektu', 'reditelka projektu',
      'projektigazgato*', 'director de proiect', 'directoare de proiect', 'διευθυντησ εργου', 'директор проєкту', 'директорка проєкту',
      'proje direktor*', 'مدير المشاريع', 'مدير مشاريع', 'परियोजना निदेशक', 'प्रोजेक्ट डायरेक्टर', 'direktur proyek', 'giam doc du an',
    ],
    ['프로젝트 디렉터', '프로젝트 총괄', 'プロシェクトティレクター', '项目总监'],
  ),
);
/**
 * A construction superintendent: in a builder's compound (site, project, field, construction, general, assistant, senior …
 * superintendent) beside a building word, or a superintendent named with a building word and no "of" (a school district's, a
 * police force's, a hospital's medical superintendent keep their readings).
 */
const SUPERINTENDENT = /(?<![\p{L}])(?<!(?:medical|police|hospital|district|jail|prison|postal|railway|bank) )(?:(assistant|asst) )?(?:(?:site|project|field|construction|general|senior|building|area|mep|interiors) )?superintendent(?! of)(?![\p{L}])/u;
const BUILDING_WORD = /(?<![\p{L}])(?:residential|multi ?family|mid rise|high rise|low rise|commercial|construction|tenant improvements?|data cent(?:er|re)s?|healthcare projects|projects?|k 12|schools? projects?|ground up|fit out|interiors|civil|concrete|framing|mep|warehouses?|tilt up|homebuilder|builder|buildings?|site|field)(?![\p{L}])/u;
const DIRECTOR_WORD = /(?<![\p{L}])(?:director\p{L}*|direct(?:eur|rice)|diret(?:or|ora)|direttor\p{L}*|direktor\p{L}*|dyrektor\p{L}*|reditel\p{L}*|igazgato\p{L}*|διευθυντ\p{L}*|директор\p{L}*|direktur|giam doc|निदेशक)(?![\p{L}])|总监|이사|部長|본부장/u;
/** Site managers' words read as heads ("Bauleiter", "Arbetschef", "Начальник дільниці", "Kepala Pelaksana"): a site's manager. */
const SITE_MANAGER = lazyTest(() =>
  wordsOrLiteralsTest(
    [
      'bauleiter*', 'oberbauleiter*', 'arbetschef*', 'platschef*', 'начальник дільниці', 'начальник будівельної дільниці', 'керівник будівельного майданчика',
      'kepala pelaksana*', 'site manager*', 'construction manager*', 'works manager*', 'stavbyvedouci', 'kierownik budowy', 'kierownik robot*', 'jefe de obra*',
      'capo cantiere', 'capocantiere', 'conducteur de travaux', 'chef de chantier', 'uitvoerder*', 'hoofduitvoerder*', 'epitesvezeto*', 'foepitesvezeto*',
      'sef de santier', 'εργοταξιαρχ*', 'виконроб*', 'прораб*', 'santiye sef*', 'saha mudur*', 'مدير موقع', 'מנהל עבודה', 'साइट मैनेजर', 'chi huy truong*',
    ],
    ['현장소장', '공사팀장', '現場所長', '施工经理'],
  ),
);

/** The delivery line's function (round 39): construction's leaders, project directors and superintendents run operations. */
function byDelivery(text: string, seniority: Seniority, fn: JobFunction): JobFunction {
  if ((seniority === 'director' || seniority === 'manager') && fn === 'other' && constructionRole(text)) return 'operations';
  if (seniority === 'director' && fn === 'other' && PROJECT_DIRECTOR()(text)) return 'operations';
  if (fn !== 'operations' && fn !== 'people' && text.includes('superintendent')) {
    const m = SUPERINTENDENT.exec(text);
    if (m !== null && (BUILDING_WORD.test(text.slice(0, m.index)) || BUILDING_WORD.test(text.slice(m.index + m[0].length)) || /site|project|field|construction|general/u.test(m[0]))) return 'operations';
  }
  return fn;
}

/**
 * The delivery line's rank (round 39): an assistant superintendent is the superintendent's assistant (ic, w4n); a site manager
 * read as a head ("Bauleiter", "Начальник дільниці") and a crew's head ("Head Foreman") are managers, unless a director's word is
 * written ("Director de Obras", "工事部長").
 */
function siteRank(text: string, seniority: Seniority, fn: JobFunction, crew: boolean): Seniority {
  if (seniority === 'ic' || seniority === 'c_level' || fn !== 'operations') return seniority;
  if (text.includes('superintendent')) {
    const m = SUPERINTENDENT.exec(text);
    if (m !== null && m[1] !== undefined && (BUILDING_WORD.test(text) || /site|project|field|construction/u.test(m[0]))) return 'ic';
  }
  if (seniority === 'director' && !DIRECTOR_WORD.test(text) && (crew || SITE_MANAGER()(text) || CREW_LEAD.test(text))) return 'manager';
  return seniority;
}
