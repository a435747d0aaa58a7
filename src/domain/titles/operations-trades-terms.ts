import { firstMatch, firstMatchInRole } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The operational trades of industries no read set had covered (issue #21, round 33, industries33), written before any set showed
 * them, each class once for every language the sets use (development titles first:
 * `test/fixtures/detection-w3/titles-r33-industries-e.json`; docs/decisions.md, "Detection round 33 (industries e)"): hotels and
 * events, facilities, maintenance and EHS, aviation and MRO, utilities' field work, mining, metals and farms, security, cleaning
 * and outsourced services. The conventions are the read sets' (recounted in the decisions section): the trades are `operations`;
 * front desks, reservations and concierges `customer_success` (unchanged here) but a hotel's front office or reception **head**
 * `operations`; revenue management `revops` (round 31); event and conference sales `sales`; geologists and agronomists `other`;
 * metallurgists `engineering`, as process engineers are; licensed aircraft engineers (B1/B2) `operations`, as the read sets label
 * "Licensed Aircraft Maintenance Engineer (B1)".
 *
 * - **Trades** (in the role's own segment): beat a reading with no function, an engineer's, a service word's or a controller's
 *   (`BEATS`); in a later segment they fill only a title with none.
 * - **A utility's network technician**: a technician whose title names gas, power, water or heat networks works in the field,
 *   where "network" lent engineering ("Network Technician – gas distribution").
 * - **Ranks of the trades**: a brigade's executive chef, a chef concierge and a hotel's executive housekeeper (a bare "Gobernanta" or "Hausdame" is `ic`, as
 *   round 31 labels them; a "Head Chef" keeps the head's rank, director, which the step pairs read above a sous chef), a mine's shift boss and an airline's captain
 *   lead a crew (`manager`); a chef de rang and a load controller do not (`ic`). A captain is an airline's only beside an aircraft
 *   or airline word; a team's or the army's captain keeps its reading.
 * - **A software engineer of a trade's product** stays `engineering` where a trade word ("dispatch", "housekeeping") lent
 *   operations.
 */
const HOTEL_OPERATIONS = [
  // Heads of a hotel's front office or reception
  'front office manager*', 'assistant front office manager*', 'director of front office', 'head of front office', 'empfangschef*', 'empfangsleiter*',
  'rezeptionsleiter*', 'chef de reception', 'cheffe de reception', 'jefe de recepcion', 'jefa de recepcion', 'chefe de rececao', 'chefe de recepcao',
  'capo ricevimento', 'capo del ricevimento', 'responsabile del ricevimento', 'hoofd receptie', 'kierownik recepcji', 'kierowniczka recepcji',
  'receptionschef*', 'vastaanottopaallikko*', 'vedouci recepce', 'recepciovezeto*', 'sef receptie', 'προισταμενοσ υποδοχησ', 'προισταμενη υποδοχησ',
  'on buro mudur*', 'on buro sef*', 'керівник служби прийому', 'начальник службы приема', 'مدير المكتب الامامي', 'מנהל קבלה', 'מנהלת קבלה',
  'फ्रंट ऑफिस मैनेजर', 'truong bo phan le tan', 'フロントマネージャー', 'フロント支配人', '前厅经理', '前廳經理', '프런트 매니저', '프론트 매니저',
  // Housekeeping in the words round 31 lacked, restaurant floors, kitchens
  'empregad* de andares', 'kat sef*', 'kat hizmetleri', 'jefa de sala', 'chef executive', 'chef esecutivo', 'chef de rang',
  // Spas
  'spa manager*', 'spa director*', 'spa supervisor*', 'spa therapist*', 'spa attendant*', 'spaleiter*', 'spa leiter*', 'responsable spa',
  'praticien* spa', 'praticienne spa', 'terapeuta de spa', 'terapeuta spa', 'estetista spa', 'spaterapeut*', 'spa terapist*', 'spa therapeut*',
  'スパセラピスト', '水疗', '스파 테라피스트',
  // Contract catering and cleaning, hard FM
  'catering manager*', 'catering contract manager*', 'catering supervisor*', 'head of catering', 'restauration collective', 'jefe de catering',
  'gerente de catering', 'cateringmanag*', 'cateringleiter*', 'ristorazione collettiva', 'hard fm', 'hard services', 'cleaning contract manager*',
  'cleaning manager*', 'cleaning operative*', 'encargad* de limpieza', 'supervisor* de limpieza', 'supervisor* de limpeza', 'encarregad* de limpeza',
  'responsable de limpieza', 'sprzatajac*', 'sprzatania', 'sprzataczk*', 'reinigungskraft*', 'reinigungsleiter*', 'gebaudereinig*', 'schoonmaak*',
  'siivooja*', 'uklizec*', 'takarito*', 'curatenie', 'καθαριστρι*', 'прибиральни*', 'уборщи*', 'temizlik*', 'عامل نظافه', 'ניקיון', 'सफाई',
  'kebersihan', 'tap vu', '청소원', '清掃員', '保洁',
];

const FACILITIES_AND_EHS = [
  // Facilities and building services
  'facilitair*', 'building manager*', 'building services technician*', 'building services operative*', 'building maintenance', 'hausmeister*',
  'haustechnik*', 'gebaudetechniker*', 'technicien* de maintenance', 'agent de maintenance', 'manutencao predial', 'konserwator budynk*', 'konserwator nieruchomosci', 'konserwator* urzadzen',
  'fastighetstekni*', 'kiinteistonhoitaj*', 'udrzbar*', 'karbantart*', 'intretinere', 'τεχνικ* συντηρησησ', 'τεχνικοσ συντηρησησ', 'bakim teknisyen*',
  'فني صيانه', 'مدير المرافق', 'ادارة المرافق', 'אחזקה', 'मेंटेनेंस', 'pemeliharaan gedung', 'ky thuat vien bao tri', 'nhan vien bao tri', 'bao tri thiet bi', 'bao tri toa nha', '시설관리', '設備管理', '设备维修', 'ビルメンテナンス',
  // Heating, ventilation, refrigeration and lifts; electricians; fire safety
  'refrigeration engineer*', 'refrigeration technician*', 'lift engineer*', 'elevator mechanic*', 'ventilationstekni*', 'ilmanvaihtoasentaja*',
  'lvi asentaja*', 'klimatechnik*', 'kaltetechnik*', 'technicien* cvc', 'frigoriste*', 'tecnic* de climatizacion', 'frigorista*',
  'tecnic* de refrigeracao', 'koeltechni*', 'klimaszerelo*', 'hutotechnikus*', 'ψυκτικ*', 'klima teknisyen*', 'sogutma teknisyen*', 'فني تكييف*',
  'טכנאי מיזוג', 'tho dien lanh', '冷凍空調', '空调维修', '냉동기사', 'elektrik teknisyen*', 'elektrikci*', 'fire alarm*', 'fire protection technician*',
  'fire safety technician*', 'sprinkler*', 'brandschutztechn*', 'technicien* securite incendie', 'ssiap*', 'tecnic* de proteccion contra incendios',
  'antincendio', 'brandbeveilig*', 'brandskydd*', 'yangin*',
  // Environment, health and safety in the words round 20 lacked
  'sheq', 'hseq', 'she manager*', 'she advisor*', 'prl', 'prevencion de riesgos laborales', 'rspp', 'aspp', 'prevenzione e protezione', 'vgm*',
  'veiligheidskundige*', 'preventieadviseur*', 'arbeitsschutz*', 'arbeits und umweltschutz', 'sifa', 'preventeur*', 'preventrice*', 'animat* qhse',
  'responsable qhse', 'charge* de prevention', 'tecnic* de prevencion', 'tecnic* de seguranca', 'engenheir* de seguranca do trabalho', 'ssm',
  'securitate si sanatate in munca', 'τεχνικοσ ασφαλειασ', 'τεχνικ* ασφαλειασ', 'is guvenligi*', 'isg', 'السلامه المهنيه', 'الصحه والسلامه',
  'ממונה בטיחות בעבודה', 'ממונת בטיחות בעבודה', 'ממונה על הבטיחות', 'सेफ्टी ऑफिसर', 'ईएचएस', 'k3', 'an toan lao dong', 'an toan ve sinh lao dong', '보건관리자', 'ehs工程师', 'ehs工程師',
];

const AVIATION_AND_FIELD = [
  // Aircraft maintenance (B1/B2 licences, A&P)
  'licensed aircraft engineer*', 'licensed aircraft maintenance engineer*', 'aircraft engineer*', 'aircraft maintenance engineer*', 'aircraft technician*',
  'aircraft mechanic*', 'aviation maintenance technician*', 'avionics technician*', 'b1 engineer*', 'b2 engineer*', 'b1 avionics*', 'b2 avionics*', 'b1 mechanical*',
  'b1 licensed*', 'b2 licensed*', 'part 66*', 'a&p mechanic*', 'fluggeratmechanik*', 'fluggerateelektronik*', 'mecanicien aeronautique',
  'mecanicienne aeronautique', 'mecanicien avion', 'technicien* aeronautique*', 'tecnic* de mantenimiento de aeronaves', 'mecanic* de aviones',
  'tecnic* de manutencao de aeronaves', 'mecanic* de aeronaves', 'manutentor* aeronautic*', 'tecnico manutentore aeronautico', 'vliegtuigonderhoud*',
  'vliegtuigmonteur*', 'flygtekniker*', 'flygmekaniker*', 'lentokonemekaanikko*', 'lentokoneasentaja*', 'mechanik lotniczy', 'mechanik statkow powietrznych',
  'mechanik letadel', 'letecky mechanik', 'repulogep szerelo*', 'mecanic aeronave', 'mecanic de aviatie', 'μηχανικ* αεροσκαφων', 'авіатехнік*',
  'авиатехник*', 'ucak bakim*', 'مهندس صيانه طايرات', 'فني صيانه طايرات', 'טכנאי מטוסים', 'טכנאית מטוסים', 'विमान रखरखाव', 'vimaan rakhrakhav',
  'teknisi pesawat*', 'mekanik pesawat', 'bao duong tau bay', 'bao duong may bay', '항공정비', '航空整備', '飞机维修', '飛機維修', '机务',
  // Cabin heads and load control
  'cabin manager*', 'chief purser*', 'senior purser*', 'chef de cabine*', 'jefe de cabina', 'jefa de cabina', 'chefe de cabine', 'capo cabina',
  'load controller*', 'load control', 'load planner*', 'loadmaster*',
  // Meters and utilities' networks
  'smart meter*', 'meter installer*', 'meter fitter*', 'metering technician*', 'meter engineer*', 'zahlerableser*', 'releveu* de compteur*',
  'releveuse de compteurs', 'poseur de compteurs', 'lector* de contadores', 'lector* de medidores', 'leiturista*', 'letturist*', 'meteropnemer*',
  'monteur meterwissel*', 'inkasent*', 'odczyt licznikow', 'matartekni*', 'mittarinlukija*', 'mittariasentaja*', 'odecitac*', 'meroleolvaso*',
  'cititor* contoare', 'καταμετρητ*', 'контролер* лічильник*', 'контролер* счетчик*', 'sayac okuma*', 'sayac okuyucu*', 'قاري عدادات', 'मीटर रीडर',
  'baca meter', 'pencatat meter', 'ghi chi so cong to', 'ghi chi so dien', '검침', '検針', '抄表',
  'district heating', 'fernwarme*', 'fjarrvarme*', 'kaukolampo*', 'cieplownictw*', 'termoficare', 'abwassertechnik*', 'klaranlage*', 'wasserwerk*',
  'vattenverk*', 'vesilaitos*', 'waterworks', 'station d epuration', 'depuradora*', 'depuratore', 'rioolwaterzuiver*', 'oczyszczalni*',
  // Farms and mines
  'ackerbau', 'exploitation agricole', 'explotacion agricola', 'azienda agricola', 'akkerbouw*', 'gospodarstw* roln*', 'lantbruk*', 'maatila*',
  'zemedelsk* podnik', 'mezogazdasagi telep*', 'ferma agricola', 'tarim isletme*', 'ciftlik*',
  'shift boss*', 'steiger', 'sztygar*', 'mine captain*', 'mine foreman', 'underground supervisor*',
];

/** Event and conference sales of a hotel or a venue: the lexicon read "events" as marketing. */
const EVENT_SALES = [
  'event sales*', 'events sales*', 'meetings & events sales*', 'meetings and events sales*', 'conference sales*', 'conference & events sales*',
  'conference and events sales*', 'conference & event sales*', 'm&e sales*', 'veranstaltungsverkauf*', 'commercial* seminaires*', 'commercial* evenementiel*',
  'ventas de eventos', 'ejecutiv* de ventas de eventos', 'vendas de eventos', 'vendite eventi', 'evenementenverkoop', 'konferensforsalj*',
];

/** Geologists and agronomists are scientists (`other`), metallurgists engineers: where a mine or a farm word lent operations. */
/** Drug safety (pharmacovigilance) is no work safety (a hospital's patient safety is operations, as w4b labels it), whatever a safety officer's word lent. */
const DRUG_SAFETY = ['drug safety', 'pharmacovigilan*', 'farmacovigilan*', 'pharmacovigilance', 'arzneimittelsicherheit', 'בטיחות תרופות', 'سلامه الادويه'];
const SCIENTISTS = ['agronomist*', 'agronome', 'agronomo', 'agronoma', 'agronom', 'agronomin', 'geologist*', 'geologe', 'geologin', 'geologue', 'geologo', 'geologa', 'geoloog', 'geolog', 'geologi', 'γεωλογ*', 'геолог*', 'jeolog*', 'ジオロジスト', '地質技術者', '地质师', '지질'];
const METALLURGISTS = ['metallurgist*', 'process metallurg*', 'metallurge', 'metallurgin', 'metallurgiste', 'metalurgist*', 'metalurg', 'metalurgo', 'metalurga', 'metallurgo', 'metallurg', 'metallurgi'];

/** A software engineer's own words: the trade word beside them names the product ("Dispatch Software Engineer"). */
const SOFTWARE = ['software engineer*', 'software developer*', 'softwareentwickler*', 'developpeu* logiciel*', 'desarrollador* de software', 'backend developer*', 'frontend developer*', 'full stack developer*'];

const TRADE_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['customer_success', ['rececionista*']],
  ['sales', EVENT_SALES],
  ['other', [...SCIENTISTS, ...DRUG_SAFETY]],
  ['engineering', [...METALLURGISTS, ...SOFTWARE]],
  ['operations', [...HOTEL_OPERATIONS, ...FACILITIES_AND_EHS, ...AVIATION_AND_FIELD]],
];
export const OPERATIONS_TRADES_RULE: FunctionRule = classesRule(1, TRADE_CLASSES);

/** A crew's head (`manager`) and a trade's member whose word reads as a rank (`ic`): the words, gated like the trades. */
const MANAGER_RANKS = [
  'chef concierge', 'executive chef*', 'chef executive', 'chef esecutivo', 'gouvernante generale', 'gobernanta general',
  'gobernanta ejecutiva', 'governanta executiva', 'governanta geral', 'governante generale', 'kat sef*', 'chefe de rececao', 'chefe de recepcao', 'shift boss*', 'steiger', 'sztygar*', 'mine captain*', 'flugkapitan*',
  'commandant de bord', 'lentokapteeni*', 'training captain*', 'line captain*', 'kaptan pilot*', '기장', '機長', '机长',
];
/** The CJK captain's word behind a deputy's prefix (부기장, 副機長, 副机长) is the first officer: crew, no crew head. */
const DEPUTY_CAPTAIN = /(?:부|副)(?:기장|機長|机长)/u;
const IC_RANKS = ['chef de rang', 'load controller*', 'контролер* лічильник*', 'контролер* счетчик*'];
export const TRADE_RANKS_RULE: FunctionRule = classesRule(1, [
  ['operations', MANAGER_RANKS],
  ['other', IC_RANKS],
]);

/** "Captain", "Comandante", "Kapitan" beside an aircraft type, an aircraft maker or an airline word: an airline's captain. */
const CAPTAIN_SLOT = TERM_GATE.slot(() => ({ atWordStart: ['captain', 'comandante', 'kapitan'] }));
const CAPTAIN = /^(?:senior |relief )?(?:captain|comandante|kapitan)(?![\p{L}\p{N}])/u;
const AIRCRAFT =
  /(?<![\p{L}\p{N}])(?:a3\d\d|a2[12]\d|b?7[2-8]7|boeing|airbus|embraer|bombardier|atr ?\d\d|crj ?\d*|dash ?8|e1[79]\d|e2|airline*s?|airways|air lines|aviation|lotnicz\w*|lineas aereas|linhas aereas|flight|flying)(?![\p{L}\p{N}])/u;

/** Gas, power, water and heat networks: where a technician names one, the network is a utility's, not a computer's. */
const UTILITY_NETWORKS = [
  'gas distribution', 'gas network*', 'water network*', 'electricity distribution', 'power distribution', 'electricity network*', 'electric network*',
  'district heating', 'reseau electrique', 'reseau de gaz', 'reseau gaz', 'reseau d eau', 'reseaux electriques', 'red electrica', 'red de gas', 'rede eletrica',
  'rede de gas', 'rete elettrica', 'rete gas', 'stromnetz*', 'gasnetz*', 'elnat*', 'sahkoverkko*', 'energetyczn*', 'gazow*', 'elektrosit*', 'газов* мереж*',
  'електромереж*', 'elektrik dagitim*', 'dogalgaz*', 'شبكه الكهرباء', 'شبكه الغاز', 'pln', 'dien luc', '電力', '电网', '燃气', '가스', '전력',
];
const UTILITY_NETWORK_RULE: FunctionRule = classesRule(1, [['operations', UTILITY_NETWORKS]]);
const TECHNICIAN = /(?<![\p{L}])(?:network technician|technician|technicien\w*|techniker\w*|tecnic[oa]s?|monteur\w*|asentaja\w*|tekniker\w*|technik\w*|teknisyen\w*|teknisi)(?![\p{L}])/u;

/**
 * What each class beats in the role's own segment: a trade beats no function, an engineer's, a service word's or a controller's;
 * event sales beat the events word's marketing; a scientist's word beats only a trade word's operations, a metallurgist's or a
 * software engineer's no function too; a European Portuguese receptionist ("rececionista") fills a title with none.
 */
const BEATS: Readonly<Partial<Record<JobFunction, ReadonlySet<string>>>> = {
  operations: new Set(['other', 'engineering', 'customer_success', 'finance']),
  sales: new Set(['other', 'marketing', 'operations']),
  other: new Set(['operations']),
  engineering: new Set(['other', 'operations']),
  customer_success: new Set(['other']),
};

function rank(read: Seniority | null, to: Seniority): Seniority | null {
  return read === 'ic' || read === 'manager' || read === 'director' ? to : read;
}

function readOperationsTrade(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null) return read;
  let fn = read.function;
  let seniority = read.seniority;
  const role = firstMatchInRole(OPERATIONS_TRADES_RULE, text);
  // A term only in a later segment fills a title with no function of its own.
  const found = role ?? (fn === 'other' ? firstMatch(OPERATIONS_TRADES_RULE, text) : null);
  if (found !== null && found.fn !== fn && BEATS[found.fn]?.has(fn) === true) fn = found.fn;
  else if (fn === 'engineering' && TECHNICIAN.test(text.split(' , ')[0] ?? '') && firstMatch(UTILITY_NETWORK_RULE, text) !== null) fn = 'operations';
  const ranked = DEPUTY_CAPTAIN.test(text) ? null : firstMatchInRole(TRADE_RANKS_RULE, text);
  if (ranked !== null) {
    seniority = rank(seniority, ranked.fn === 'operations' ? 'manager' : 'ic');
    if (fn === 'other' && ranked.fn === 'operations') fn = 'operations';
  } else if (CAPTAIN.test(text) && AIRCRAFT.test(text)) {
    seniority = rank(seniority, 'manager');
    if (fn === 'other') fn = 'operations';
  }
  return fn === read.function && seniority === read.seniority ? read : { seniority, function: fn };
}

/** Round 33's reading, gated by its rules' terms and the captain's words. */
export const byOperationsTradeClass: ClassPass = gatedPass([OPERATIONS_TRADES_RULE, TRADE_RANKS_RULE, UTILITY_NETWORK_RULE, CAPTAIN_SLOT], readOperationsTrade);
