import { firstMatchInRole } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The trades of three industries no read set has covered (issue #21, round 31, industries31a), written before any set showed
 * them, each class once for every language the sets use (development titles first:
 * `test/fixtures/detection-w3/titles-r31-industries-a.json`; docs/decisions.md, "Detection round 31 (industries a)"):
 * energy and utilities (oil and gas, power generation and grids, renewables, water, mining and metals), telecommunications
 * operators (mobile, fixed, fibre, towers, satellite) and automotive, aerospace and defence manufacturing.
 *
 * - **Works**: the plants, grids, wells, mines, networks and shop floors of the trades (power plant, substation, grid control,
 *   wind turbines, drilling, refinery and process operators, mines, fibre installation and splicing, towers, paint and body
 *   shops, assembly lines, vehicle launches, HSE): named in the role's own segment, they make a title that names no function of
 *   its own (`other`: "Substation Technician", "Kraftwerksleiter", "発電所 運転課長") `operations`. A term in a later segment
 *   is left alone: there it names the employer's business as often ("Legal Counsel – offshore wind").
 * - **Classes** (one scan, in the role's own segment only), each beating the functions its words lend:
 *   - line and network trades (lineworkers, cable jointers, fibre splicers, tower climbers, site acquisition) → `operations`,
 *     where "network" lent engineering and "acquisition" marketing;
 *   - radio, RF, transmission and fibre network planning → `engineering`, where "planning" lent operations;
 *   - traders of power, gas, oil, LNG, carbon and commodities → `finance`;
 *   - car, vehicle and fleet sales, dealer development → `sales`, where "fleet" lent operations and "development" engineering;
 *   - regulatory affairs and spectrum policy → `other`, as the read sets label regulators' and regulatory work.
 */
const WORKS = [
  // English: power generation and grids, renewables, water
  'power plant*', 'power station*', 'generating station*', 'nuclear station*', 'nuclear plant*', 'hydro plant*', 'substation*', 'switchyard*',
  'grid control*', 'control room operator*', 'reactor operator*', 'transmission line*', 'distribution line*', 'overhead line*', 'wind turbine*',
  'wind farm*', 'solar farm*', 'solar plant*', 'water treatment*', 'wastewater*', 'sewage treatment*',
  // English: oil, gas, mining and metals
  'drilling supervisor*', 'drilling superintendent*', 'drilling foreman', 'drilling rig*', 'rig manager*', 'toolpusher*', 'tool pusher*',
  'driller*', 'roughneck*', 'roustabout*', 'derrickhand*', 'derrickman', 'floorhand*', 'wellsite*', 'well site*', 'completions supervisor*',
  'workover*', 'production operator*', 'process operator*', 'panel operator*', 'plant operator*', 'refinery operator*', 'pumper*', 'gauger*',
  'pipeline operator*', 'pipeline technician*', 'underground miner*', 'miner', 'miners', 'shotfirer*', 'blaster*', 'pit supervisor*',
  'smelter*', 'potroom*', 'concentrator operator*', 'mill operator*',
  // English: telecom networks
  'fibre install*', 'fiber install*', 'fibre technician*', 'fiber technician*', 'ftth install*', 'ftth technician*', 'osp technician*',
  'outside plant technician*', 'tower technician*', 'telecom technician*', 'telecoms technician*', 'telecommunications technician*',
  // English: automotive, aerospace and defence shop floors and programmes
  'avionics technician*', 'aircraft technician*', 'aircraft mechanic*', 'airframe mechanic*', 'aircraft assembl*', 'composite technician*',
  'laminator*', 'paint shop', 'body shop', 'press shop', 'assembly line*', 'assembler*', 'launch manager*', 'vehicle launch*', 'production launch*',
  'defense programs', 'defence programmes', 'defense programmes', 'defence programs', 'ehs', 'hseq', 'qhse', 'sheq',
  // German, Dutch, Swedish, Finnish
  'kraftwerk*', 'umspannwerk*', 'netzleitstelle*', 'leitwarte*', 'windkraft*', 'windenergieanlage*', 'bohrmeister*', 'bohrarbeiter*', 'bergmann',
  'bergleute', 'anlagenfahrer*', 'chemikant*', 'glasfasermonteur*', 'lackiererei', 'endmontage', 'presswerk*', 'energiecentrale*', 'kerncentrale*',
  'elektriciteitscentrale*', 'onderstation*', 'schakelstation*', 'windpark*', 'windturbine*', 'procesoperator*', 'boorplatform*', 'glasvezelmonteur*',
  'spuiterij', 'eindassemblage', 'kraftverk*', 'karnkraftverk*', 'vattenkraft*', 'vindkraft*', 'transformatorstation*', 'stallverk*',
  'driftcentral*', 'gruvarbetare', 'processoperator*', 'fibermontor*', 'slutmontering', 'voimalai*', 'ydinvoimala*', 'sahkoasema*', 'tuulivoima*',
  'kaivosmies*', 'prosessinhoitaja*', 'valvomo*', 'kuituasentaja*', 'maalaamo*', 'kokoonpanolinja*',
  // French, Spanish, Portuguese, Italian, Romanian
  'centrale electrique', 'centrale nucleaire', 'centrale thermique', 'centrale hydraulique', 'centrale hydroelectrique', 'poste source', 'postes sources',
  'eolien*', 'eolienne*', 'chef de quart', 'operateur de raffinerie', 'foreur*', 'superviseur forage', 'mineur', 'mineurs', 'technicien fibre',
  'technicien ftth', 'raccordeur*', 'technicien terrain', 'technicien d intervention', 'atelier peinture', 'ligne d assemblage', 'central electrica',
  'central nuclear', 'central termica', 'central hidroelectrica', 'central de ciclo combinado', 'subestacion*', 'aerogenerador*', 'parque eolico',
  'parques eolicos', 'perforacion', 'perforador*', 'operador de planta', 'operador de refineria', 'planta de tratamiento', 'minero', 'mineros',
  'instalador de fibra', 'tecnico de campo', 'tecnica de campo', 'taller de pintura', 'linea de montaje', 'usina*', 'central eletrica',
  'subestacao', 'subestacoes', 'aerogerador*', 'perfuracao', 'sondador*', 'operador de refinaria', 'tratamento de agua', 'mineiro*',
  'linha de montagem', 'centrale termoelettrica', 'centrale idroelettrica', 'centrale nucleare', 'sottostazion*', 'cabina primaria',
  'turbine eoliche', 'parco eolico', 'perforazione', 'capoturno*', 'operatore di impianto', 'operatore di raffineria', 'minatore*', 'verniciatura',
  'linea di assemblaggio', 'centrala electrica', 'centrale electrice', 'centrala nucleara', 'statie de transformare', 'statii de transformare',
  'eolian*', 'sondor*', 'operator rafinarie', 'sef tura', 'vopsitorie', 'linie de asamblare',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'elektrowni*', 'podstacj*', 'farma wiatrowa', 'farmy wiatrowej', 'turbin wiatrowych', 'wiertacz*', 'wiertni*', 'gornik', 'gornicy', 'operator instalacji',
  'monter swiatlowod*', 'lakiernia', 'linia montazowa', 'elektrarn*', 'rozvodn*', 'dispecink*', 'vrtac*', 'hornik', 'hornici', 'lakovn*',
  'eromu*', 'alallomas*', 'szeleromu*', 'banyasz*', 'fenyezo*', 'szereloszalag*', 'σταθμος ηλεκτροπαραγωγης', 'σταθμου ηλεκτροπαραγωγης', 'υποσταθμ*',
  'ανεμογεννητρι*', 'αιολικ*', 'γεωτρυπανιστ*', 'μεταλλωρυχ*', 'διυλιστηριου', 'βαφειο', 'γραμμη συναρμολογησης', 'santral*', 'trafo merkezi',
  'dagitim sebeke*', 'ruzgar turbin*', 'sondajci*', 'madenci*', 'rafineri operator*', 'boyahane', 'montaj hatti', 'pembangkit*', 'gardu induk',
  'gardu distribusi', 'turbin angin', 'pengeboran', 'juru bor', 'penambang*', 'operator kilang', 'lini perakitan', 'nha may dien', 'nha may nhiet dien',
  'nha may thuy dien', 'tram bien ap', 'duong day dien', 'luoi dien', 'dien gio', 'tho khoan', 'tho mo', 'day chuyen lap rap', 'xuong son',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'електростанці*', 'электростанци*', 'тес', 'аес', 'гес', 'тэс', 'тэц', 'аэс', 'підстанці*', 'подстанци*', 'бурильник*', 'бурильщик*', 'буровик*',
  'шахтар*', 'шахтер*', 'горняк*', 'оператор установки', 'малярн*', 'תחנת כוח', 'תחנות כוח', 'תחנת משנה', 'תחנות משנה', 'טורבינות רוח', 'כורה', 'כורים',
  'פס ייצור', 'ממונה בטיחות', 'ממונת בטיחות', 'קניין', 'קניינית', 'محطه توليد', 'محطات توليد', 'محطه كهرباء', 'محطات الكهرباء', 'محطه تحويل', 'محطات تحويل',
  'توربينات الرياح', 'عامل منجم', 'عمال المناجم', 'مشغل مصفاه', 'خط التجميع', 'ورشه الدهان', 'الصحه والسلامه', 'السلامه والصحه المهنيه', 'مشتري',
  'पावर प्लांट', 'बिजलीघर', 'विद्युत संयंत्र', 'सबस्टेशन', 'उपकेंद्र', 'बिजली वितरण', 'पवन टरबाइन', 'ड्रिलर', 'खनिक', 'असेंबली लाइन', 'एचएसई',
  'bijli vitran', 'bijlighar',
  // Japanese, Korean, Chinese
  '発電所', '変電所', '配電', '送電', '風力', '鉱山', '製油所', '組立ライン', '塗装', '발전소', '변전소', '배전', '송전', '풍력', '광부', '정유공장', '조립라인',
  '도장공장', '차체공장', '电厂', '发电厂', '發電廠', '变电站', '變電站', '配电', '输电', '风电', '風電', '钻井队', '矿工', '煤矿', '炼油', '总装', '涂装',
  '焊装', '冲压', '值长',
];

/** Line and network trades, and site acquisition: what a lineworker or splicer does is operations, whatever "network" lends. */
const LINE_TRADES = [
  'lineworker*', 'lineman', 'linemen', 'lineswoman', 'line technician*', 'cable jointer*', 'jointer*', 'splicer*', 'fibre splic*', 'fiber splic*',
  'cable splic*', 'tower climber*', 'site acquisition*', 'netzmonteur*', 'kabelmonteur*', 'freileitungsmonteur*', 'spleisser*', 'monteur reseau*',
  'monteur de reseau*', 'monteur lignes', 'liniero*', 'empalmador*', 'eletricista de rede*', 'eletricista de linha*', 'emendador*', 'giuntista*',
  'electrician retele*', 'electrician de retea', 'elektromonter*', 'elnatsmontor*', 'natmontor*', 'linjemontor*', 'sahkoverkkoasentaja*',
  'linja-asentaja*', 'halozatszerelo*', 'villamoshalozat-szerelo*', 'ηλεκτροτεχνιτ*', 'електромонтер*', 'электромонтер*', 'sebeke teknisyen*',
  'فني خطوط', 'חשמלאי רשת', 'लाइनमैन', 'teknisi jaringan distribusi', 'teknisi jaringan listrik', 'cong nhan duong day', 'tho duong day', '전기원', '配電線工', '線路工', '线路工',
];

/** Radio, RF, transmission and fibre network planning: the planner of a telecom network is an engineer. */
const NETWORK_PLANNING = [
  'radio network plan*', 'radio planner*', 'radio planning', 'rf planning', 'rf planner*', 'rf optimi*', 'ran planning', 'ran optimi*', 'drive test*',
  'transmission planning', 'transmission planner*', 'fibre network planner*', 'fiber network planner*', 'fibre planner*', 'fiber planner*',
  'ftth planner*', 'ftth design*', 'osp design*', 'osp planner*', 'mobile network planning', 'funknetzplan*', 'mobilfunknetzplan*', 'glasfasernetzplan*',
  'glasfaserplaner*', 'planificateur radio', 'planificatrice radio', 'planification radio', 'planificacion de red movil', 'planificacion de redes moviles',
  'planificacion radio', 'planejamento de rf', 'planejamento de rede movel', 'planejamento radio', 'progettista rete radio', 'progettista reti radio',
  'pianificazione radio', 'progettista ftth', 'radionetwerkplanner*', 'netwerkplanner glasvezel', 'glasvezelplanner*', 'planista sieci radiowej',
  'planista sieci komorkowej', 'planowanie sieci radiowej', 'radionatsplaner*', 'fibernatsplanerare', 'radioverkkosuunnittelij*', 'radioverkon suunnittelij*',
  'kuituverkkosuunnittelij*', 'planovac radiove site', 'planovac radiovych siti', 'radios halozattervez*', 'radiohalozat-tervez*', 'mobilhalozat-tervez*',
  'planificare retea radio', 'planificare retele radio', 'σχεδιασμου ραδιοδικτυ*', 'σχεδιασμου κινητου δικτυου', 'планування радіомереж*',
  'планирования радиосети', 'планированию радиосети', 'radyo sebeke planlama*', 'rf planlama', 'تخطيط شبكات الراديو', 'تخطيط الشبكات الراديويه',
  'تخطيط الترددات', 'תכנון רשת רדיו', 'תכנון רשתות סלולר', 'आरएफ प्लानिंग', 'perencanaan jaringan radio', 'perencanaan rf', 'quy hoach mang vo tuyen',
  'toi uu vo tuyen', '무선망 설계', '무선망설계', '무선망 최적화', '無線ネットワーク設計', 'エリア設計', '无线网络规划', '无线网络优化', '無線網路規劃',
];

/** Traders of energy and commodities (the person's noun: an activity word names a desk a lawyer or analyst may serve). */
const ENERGY_TRADERS = [
  'power trader*', 'gas trader*', 'energy trader*', 'electricity trader*', 'lng trader*', 'crude trader*', 'oil trader*', 'carbon trader*',
  'emissions trader*', 'commodity trader*', 'commodities trader*', 'metals trader*', 'energiehandler*', 'stromhandler*', 'gashandler*',
  'trader energie', 'trader electricite', 'trader gaz', 'trader de energia', 'trader di energia', 'trader energia', 'energiehandelaar*', 'stroomhandelaar*',
  'trader energii', 'energihandlare', 'elhandlare', 'energiakauppias*', 'sahkokauppias*', 'obchodnik s energi*', 'obchodnik s elektrinou', 'energiakereskedo*',
  'aramkereskedo*', 'εμπορος ενεργειας', 'трейдер енерг*', 'трейдер электроэнерг*', 'трейдер електроенерг*', 'enerji tuccari', 'تاجر طاقه', 'סוחר אנרגיה',
  'ऊर्जा ट्रेडर', 'pedagang energi', '에너지 트레이더', '전력 트레이더', 'エネルギートレーダー', '電力トレーダー', '电力交易员', '能源交易员',
];

/** Car, vehicle and fleet sales, dealer development: a dealership's or OEM's seller. */
const VEHICLE_SALES = [
  'car sales*', 'auto sales*', 'vehicle sales*', 'fleet sales*', 'dealer development*', 'dealer network development', 'dealer sales*', 'autoverkoper*',
  'autoverkaufer*', 'automobilverkaufer*', 'fahrzeugverkaufer*', 'neuwagenverkaufer*', 'gebrauchtwagenverkaufer*', 'flottenvertrieb', 'flottenverkauf*',
  'vendeur automobile*', 'vendeuse automobile', 'vendeur auto', 'ventes flottes', 'vendedor de autos', 'vendedor de coches', 'vendedor de vehiculos',
  'vendedor de carros', 'vendedor de veiculos', 'vendedora de veiculos', 'venda de frotas', 'vendedor de flotas', 'venditore auto*', 'vendite flotte',
  'sprzedawca samochodow', 'bilforsaljare', 'bilsaljare', 'automyyja*', 'prodejce vozu', 'prodejce aut', 'prodejce automobilu', 'autoertekesito*',
  'vanzator auto', 'consilier vanzari auto', 'πωλητης αυτοκινητων', 'продавец автомобилей', 'менеджер з продажу автомобілів',
  'менеджер по продаже автомобилей', 'oto satis*', 'otomotiv satis*', 'arac satis*', 'مبيعات السيارات', 'مبيعات سيارات', 'איש מכירות רכב', 'מכירות רכב',
  'कार सेल्स', 'ऑटो सेल्स', 'sales mobil', 'penjualan mobil', 'ban hang o to', '자동차 영업', '자동차영업', 'カーセールス', '自動車販売', '汽车销售', '汽車銷售',
];

/** Regulatory affairs and spectrum policy. */
const REGULATORY = [
  'regulatory affairs', 'spectrum management', 'spectrum policy', 'spectrum manager*', 'regulierungsmanagement', 'regulierungsmanager*', 'affaires reglementaires',
  'asuntos regulatorios', 'assuntos regulatorios', 'affari regolatori', 'affari regolamentari', 'spraw regulacyjnych', 'regulatoriska fragor',
  'saantelyasi*', 'afaceri de reglementare', 'ρυθμιστικων θεματων', 'регуляторних питань', 'регуляторных вопросов', 'duzenleyici isler',
  'الشوون التنظيميه', 'الشؤون التنظيميه', 'רגולציה', 'नियामक मामले', 'urusan regulasi', '대관', '規制対応担当', '监管事务', '法规事务',
];

/**
 * A shift's lead in the words the English rank lexicon lacks: the Devanagari "इंचार्ज" (in-charge, as "Shift Incharge" reads
 * manager) and the Chinese 值长 / 值班长 (a power plant's or control room's shift supervisor) make an ic reading a manager.
 */
const SHIFT_LEAD = ['इंचार्ज', '值长', '值班长'];
/** Its slot in the classifier's gate (round 32, `term-gate.ts`): found anywhere, as `String.includes` found it. */
const SHIFT_LEAD_GATE = TERM_GATE.slot(() => ({ anywhere: SHIFT_LEAD }));

/** The works terms as a rule (one scan, gated by its terms in the shared gate: `term-gate.ts`). */
export const INDUSTRY_WORKS_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [['operations', WORKS]];
export const INDUSTRY_WORKS_RULE: FunctionRule = classesRule(1, INDUSTRY_WORKS_CLASSES);

/** The round's classes in one pattern: at one place the earlier group wins. */
export const INDUSTRY_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['other', REGULATORY],
  ['finance', ENERGY_TRADERS],
  ['sales', VEHICLE_SALES],
  ['engineering', NETWORK_PLANNING],
  ['operations', LINE_TRADES],
];
export const INDUSTRY_CLASSES_RULE: FunctionRule = classesRule(1, INDUSTRY_CLASSES);

/** The functions a class beats when named in the role's own segment. */
const BEATEN: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  other: new Set(['engineering', 'operations', 'sales']),
  finance: new Set(['other']),
  sales: new Set(['other', 'operations', 'engineering']),
  engineering: new Set(['other', 'operations']),
  operations: new Set(['other', 'engineering', 'marketing']),
};
/** Every function some class beats: a title read as none of them is not scanned. */
const ANY_BEATEN: ReadonlySet<string> = new Set(['other', 'engineering', 'operations', 'sales', 'marketing']);

/**
 * Round 31's reading after the rules: where the role's own segment names a class above, its function beats the ones its words
 * lent; where it names a trade's works and the title no function of its own, the title is operations.
 */
function readIndustryClass(text: string, given: TitleClassification): TitleClassification {
  const read = given.seniority === 'ic' && TERM_GATE.holds(SHIFT_LEAD_GATE, text) ? { seniority: 'manager' as const, function: given.function } : given;
  if (read.function === null || !ANY_BEATEN.has(read.function)) return read;
  const m = firstMatchInRole(INDUSTRY_CLASSES_RULE, text);
  if (m !== null) {
    const fn = m.fn;
    if (BEATEN[fn]?.has(read.function) === true) return { seniority: read.seniority, function: fn };
    if (fn !== 'operations') return read;
  }
  if (read.function !== 'other' || firstMatchInRole(INDUSTRY_WORKS_RULE, text) === null) return read;
  return { seniority: read.seniority, function: 'operations' };
}

/**
 * Round 31's reading, gated by both rules' terms and the shift leads' words (round 32, `term-gate.ts`: round 31 had a prefix index
 * of the terms here, and `String.includes` for the shift leads on every title).
 */
export const byIndustryClass: ClassPass = gatedPass([INDUSTRY_CLASSES_RULE, INDUSTRY_WORKS_RULE, SHIFT_LEAD_GATE], readIndustryClass);
