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
  'controlul costurilor', 'koltsegvetes keszito*', 'koltsegbecslo*', 'кошторисни*', 'кошторисної', 'metraj*', 'kesif', 'maaralaskija*',
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

const SITE_AND_PROPERTY = [
  'planning engineer*', 'project scheduler*', 'scheduler', 'project controls', 'hse', 'she', 'sheq', 'she coordinator*',
  'health & safety', 'health and safety', 'cdm', 'site engineer*', 'field engineer*', 'setting out engineer*', 'owners representative*',
  'owner s representative*', 'client representative*', 'land manager*', 'land acquisition*', 'property manager*', 'estates',
  'preconstruction', 'general superintendent*', 'site superintendent*', 'construction superintendent*', 'gang leader*', 'ganger', 'chargehand*',
  'terminplaner*', 'arbeitssicherheit', 'preventeur*', 'planificateur*', 'prevencion de riesgos*', 'planificador de obra',
  'seguranca do trabalho', 'planejador*', 'planner di commessa', 'werkvoorbereider*', 'kam coordinator*', 'planner bouw*',
  'inspektor bhp', 'bhp', 'planista robot*', 'bozp', 'arbetsmiljoingenjor*', 'arbetsmiljosamordnare', 'tyomaainsinoori', 'tyoturvallisuus*', 'munkavedelmi *', 'ssm',
  'τεχνικοσ ασφαλειασ', 'isg', 'planlama muhendisi', 'охорони праці', 'مهندس سلامه*', 'مهندس تخطيط', 'ממונה בטיחות', 'निर्माण स्थल',
  'k3', 'hien truong', 'glass fitting', 'aluminium fitting', 'lap dung*', 'vizszigetelo*', '공정관리', '施工管理', '安全衛生', '施工员', '安全员',
];

/** Tier 1: the classes' role nouns, a named group per function (at one place the earlier group wins: cost before design). */
export const AEC_CLASSES_RULE: FunctionRule = classesRule(1, [
  ['finance', COST],
  ['sales', BIDS],
  ['operations', SITE_AND_PROPERTY],
  ['engineering', DESIGN_ROLES],
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
  ]) + '|班组长',
  'u',
);
/**
 * Role nouns that read manager but name an individual post in AEC ("Bid Manager", "Cost Manager", "Property Manager"): the
 * noun and "manager" side by side ("Cost Control Manager", "Information Security Manager" keep their manager).
 */
const ROLE_NOUN_MANAGER =
  /^(?:(?:senior|graduate|assistant) )?(?:bid|tender|pursuit|cost|property|land|information|assistant site|tendermanager|development(?= manager ,.*(?:build to rent|residential|housing|property|mixed use)))(?:(?<=tendermanager)| manager)(?![\p{L}])/u;
const CHIEF_ESTIMATOR = /(?<![\p{L}])chief estimator|керівни\p{L}* (?:\p{L}+ )?проєкту/u;
/** Construction, works and execution: a VP of these runs operations (Bauausführung, exploitation travaux, výstavba, 施工 …). */
const CONSTRUCTION = new RegExp(
  words([
    'construction(?! equipment| machinery)', 'field operations', 'bauausfuhrung', 'baubetrieb', 'travaux', 'construccion', 'obras', 'costruzioni', 'bouw', 'uitvoering',
    'vystavbu', 'vystavba', 'stavebni vyrobu', 'byggproduktion', 'rakennustuotanto', 'rakentaminen', 'executie lucrari', 'constructii',
    'κατασκευων', 'будівництва', 'будівельних робіт', 'الانشاءات', 'للانشاءات', 'ביצוע', 'לביצוע', 'konstruksi', 'xay lap', 'thi cong', 'realizacji inwestycji',
    'budowy',
  ]) + '|시공|施工|工事|건설사업',
  'u',
);
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
  if (seniority === 'vp' && VP_READINGS.includes(fn) && VP_WORD.test(text) && CONSTRUCTION.test(text)) fn = 'operations';
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
    'αντιπροεδροσ', 'віцепрезидент*', 'نائب الرئيس', 'סגן נשיא', 'pho tong giam doc', 'vice presidenttia']) + '|부사장|副社長|副总裁|ウァイスフレシテント|ウァイスプレジデント',
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
