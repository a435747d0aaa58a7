import { roleSegment } from './class-terms-finder';
import { foldText } from './fold';
import type { JobFunction } from './types';

/**
 * Round 40 (residual40): the function of a title no lexicon term and no rule recognised (issue #21). Before this round such a
 * title fell to `other` in `classifyParts`; over the 40 read sets 1,693 titles (6.1 %) came out of that fallback, 1,476 of them
 * labelled `other` (students, clinicians, teachers, lawyers, clergy … whose words no rule names a business function) and 122
 * `operations` (the trades of a new industry: "Barback", "Boiler Technician", "Siivoustyöntekijä, satama", "タクシー乗務員").
 *
 * The labellers' convention (bench/holdout-w4e/README.md, bench/holdout-w3x/README.md): `other` is work outside a company's
 * business functions; the front-line and trade work of running a business or a public service is `operations`. So an unread
 * title is decided by what it is built as:
 * - its role (the head: the text before the first part break) is a **worker or trade form** — a worker, operator, technician,
 *   hand, crew, helper, attendant, driver, supervisor, foreman, shift or crew lead in each language, a worker compound
 *   ("-arbeiter", "-työntekijä", "-arbetare", "-werker", "-işçisi"), a CJK worker suffix ("-工", "-作業員", "-원") or a trade's
 *   craftsman's noun (locksmith, baker, miner, docker …) — and
 * - no word anywhere in it names an **explicit non-business profession** (clinical and care, teaching and academia, students,
 *   law and the judiciary, clergy, uniformed public services, journalism, arts and performance, sport, science and research):
 *   then it reads `operations`; every other unread title stays `other`.
 *
 * Read only for titles the classifier could not read (a fallback, ~6 % of the distinct titles, each once: the readings are
 * memoised), so the two patterns are built at their first use and need no slot of the shared gate (`term-gate.ts`).
 *
 * Term syntax (all folded as titles are, `fold.ts`): `word` a whole word; `stem*` a word starting so; `*ending` a word ending
 * so; a term with a CJK or Hangul character is found anywhere; `/…` a pattern of its own (a compound ending but for a generic
 * word: "Mitarbeiter", "medewerker" are any employee).
 */
export function unreadFunction(text: string): JobFunction {
  if (!(isWorkerForm ??= compile(WORKER_FORMS))(roleSegment(text))) return 'other';
  return (namesProfession ??= compile(NON_BUSINESS_PROFESSIONS))(text) ? 'other' : 'operations';
}

let isWorkerForm: ((text: string) => boolean) | undefined;
let namesProfession: ((text: string) => boolean) | undefined;

const EDGE = /[\p{L}\p{M}\p{N}]/u;
const ASIAN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/u;

/** A term's text and which of its ends must meet a word's edge (no letter, mark or digit beside it). */
interface Bounded {
  readonly core: string;
  readonly left: boolean;
  readonly right: boolean;
}

/**
 * A test for "one of the terms is in the text", found term by term with `indexOf` (for cost: the ~1,000 terms as one alternation
 * with a lookbehind and a lookahead per term cost V8 about 13 ms a title, and 0.6 s to compile).
 */
function compile(terms: readonly string[]): (text: string) => boolean {
  const patterns: RegExp[] = [];
  const anywhere: string[] = [];
  const bounded: Bounded[] = [];
  for (const term of terms) {
    if (term.startsWith('/')) {
      patterns.push(new RegExp(term.slice(1), 'u'));
      continue;
    }
    const starts = term.startsWith('*');
    const ends = term.endsWith('*');
    const core = foldText(term.slice(starts ? 1 : 0, ends ? -1 : undefined));
    if (ASIAN.test(core)) anywhere.push(core);
    else bounded.push({ core, left: !starts, right: !ends });
  }
  return (text: string): boolean =>
    anywhere.some((core) => text.includes(core)) || bounded.some((term) => foundBounded(text, term)) || patterns.some((pattern) => pattern.test(text));
}

function foundBounded(text: string, { core, left, right }: Bounded): boolean {
  for (let at = text.indexOf(core); at >= 0; at = text.indexOf(core, at + 1)) {
    if (left && edgeBefore(text, at)) continue;
    if (right && edgeAt(text, at + core.length)) continue;
    return true;
  }
  return false;
}

/** Whether the code point ending just before `at` is a letter, mark or digit. */
function edgeBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const unit = text.charCodeAt(at - 1);
  const start = unit >= 0xdc00 && unit <= 0xdfff && at >= 2 ? at - 2 : at - 1;
  return edgeAt(text, start);
}

function edgeAt(text: string, at: number): boolean {
  const point = text.codePointAt(at);
  return point !== undefined && EDGE.test(String.fromCodePoint(point));
}

/** A worker's or a trade's form, by language: the heads and compound endings that make a worker of a task. */
const WORKER_FORMS: readonly string[] = [
  // English: the worker heads, and the craftsman's nouns of the trades.
  'worker', 'workers', 'operator', 'operators', 'operative', 'technician', 'tech', 'hand', 'hands', 'crew', 'crewman', 'crewmember', 'helper',
  'attendant', 'driver', 'supervisor', 'foreman', 'forewoman', 'forelady', 'shift lead', 'shift leader', 'crew lead', 'crew leader', 'line lead',
  'line leader', 'leadhand', 'lead hand', 'chargehand', 'laborer', 'labourer', 'porter', 'tender', 'cleaner', 'janitor', 'custodian', 'keeper',
  '*keeper', 'sorter', 'picker', 'packer', 'loader', 'handler', 'mover', 'fitter', 'installer', 'mechanic', 'welder', 'machinist', 'presser',
  'mender', 'miner', 'docker', 'longshoreman', 'stevedore', 'deckhand', 'farmhand', 'ranch hand', 'roustabout', 'roughneck', 'collector',
  'embalmer', 'mortician', 'undertaker', 'gravedigger', 'exterminator', 'locksmith', 'baker', 'butcher', 'brewer', 'maltster', 'distiller',
  'gardener', 'landscaper', 'dishwasher', 'mixer', 'barback', 'busser', 'valet', 'courier', 'bookbinder', 'binder', 'printer', 'weaver', 'spinner',
  'knitter', 'dyer', 'tailor', 'seamstress', 'sewer', 'upholsterer', 'glazier', 'roofer', 'plasterer', 'bricklayer', 'stonemason',
  'blacksmith', 'farrier', 'joiner', 'carpenter', 'cabinetmaker', 'plumber', 'pipefitter', 'millwright', 'rigger', 'scaffolder',
  'fisherman', 'fisher', 'trawlerman', 'shepherd', 'herdsman', 'milker', 'shearer', 'logger', 'sawyer', 'quarryman', 'shotfirer', 'blaster',
  'boilermaker', 'stoker', 'lineman', 'linesman', 'sweeper', 'washer', 'ironer', 'launderer', 'caretaker', 'doorman', 'bellhop', 'bellman',
  'usher', 'lifeguard', 'chauffeur', 'trucker', 'deliveryman', 'stocker', 'shelver', 'bagger', 'cashier', 'apprentice',
  // German: worker compounds and the crafts.
  '/(?<!mit|be)arbeiter(?:in|innen)?(?![\\p{L}\\p{M}\\p{N}])', '*helfer', '*helferin', '*kraft', '*fahrer', '*fahrerin', '*reiniger', '*reinigerin', '*monteur', '*monteurin',
  '*mechaniker', '*mechanikerin', '/(?<!mede)werker(?:in)?(?![\\p{L}\\p{M}\\p{N}])', '*wart', '*wartin', '*fuhrer', '*fuhrerin', '*binder', '*binderin', '*drucker',
  '*druckerin', '*gartner', '*gartnerin', '*bekampfer', '*schlosser', '*bergmann', '*knappe', '*bauer', '*brauer', '*backer', '*backerin',
  '*metzger', '*fleischer', '*weber', '*naherin', '*schneider', '*bestatter', '*fischer', '*fischwirt', '*maschinenfuhrer', '*bediener',
  'vorarbeiter', 'vorarbeiterin', 'schichtleiter', 'schichtleiterin', 'schichtfuhrer', 'polier', 'kolonnenfuhrer', 'hausmeister', 'mulllader',
  // French.
  'ouvrier', 'ouvriere', 'operateur', 'operatrice', 'technicien', 'technicienne', 'agent', 'agente', 'conducteur', 'conductrice', 'chauffeur',
  'manutentionnaire', 'preparateur', 'preparatrice', 'employe', 'employee', 'chef d equipe', 'contremaitre', 'plongeur', 'plongeuse',
  'laveur', 'laveuse', 'cariste', 'docker', 'mineur', 'ripeur', 'eboueur', 'jardinier', 'jardiniere', 'serrurier', 'boulanger', 'boulangere',
  'boucher', 'brasseur', 'tisserand', 'tisserande', 'couturiere', 'relieur', 'relieuse', 'imprimeur', 'pecheur', 'marin-pecheur', 'marin pecheur',
  'thanatopracteur', 'fossoyeur', 'blanchisseur', 'blanchisseuse', 'repasseuse', 'magasinier', 'magasiniere', 'gardien', 'gardienne',
  'concierge', 'nettoyeur', 'plombier', 'macon', 'soudeur', 'mecanicien', 'mecanicienne', 'monteur', 'monteuse', 'cordonnier', 'apprenti', 'apprentie',
  // Spanish, Portuguese, Italian.
  'operario', 'operaria', 'operador', 'operadora', 'peon', 'ayudante', 'auxiliar', 'tecnico', 'tecnica', 'conductor', 'conductora', 'chofer',
  'mozo', 'encargado', 'encargada', 'capataz', 'jefe de turno', 'jefa de turno', 'jefe de cuadrilla', 'limpiador', 'limpiadora', 'trabajador',
  'trabajadora', 'recolector', 'recolectora', 'estibador', 'minero', 'minera', 'tejedor', 'tejedora', 'costurera', 'encuadernador', 'panadero',
  'panadera', 'carnicero', 'cervecero', 'cerrajero', 'jardinero', 'jardinera', 'pescador', 'pescadora', 'marinero', 'tanatopractor',
  'sepulturero', 'carretillero', 'almacenero', 'bodeguero', 'conserje', 'vigilante', 'soldador', 'mecanico', 'mecanica', 'aprendiz',
  'operario', 'operaria', 'ajudante', 'servente', 'motorista', 'encarregado', 'encarregada', 'chefe de turno', 'trabalhador', 'trabalhadora',
  'faxineiro', 'faxineira', 'coletor', 'coletora', 'gari', 'estivador', 'mineiro', 'tecelao', 'tecela', 'costureira', 'padeiro', 'padeira',
  'acougueiro', 'cervejeiro', 'chaveiro', 'jardineiro', 'dedetizador', 'agente funerario', 'coveiro', 'porteiro', 'almoxarife', 'soldador',
  'operaio', 'operaia', 'operatore', 'operatrice', 'addetto', 'addetta', 'aiutante', 'autista', 'magazziniere', 'magazziniera', 'capoturno',
  'caposquadra', 'capocantiere', 'inserviente', 'manovale', 'facchino', 'pescatore', 'necroforo', 'stampatore', 'legatore', 'disinfestatore',
  'fabbro', 'giardiniere', 'portuale', 'minatore', 'tessitore', 'tessitrice', 'sarta', 'panettiere', 'fornaio', 'macellaio', 'birraio',
  'saldatore', 'meccanico', 'custode', 'portiere', 'lavapiatti', 'apprendista', 'garzone',
  // Dutch.
  '*arbeider', '*arbeidster', '*chauffeur', '*monteur', '*maker', '*veger', '*hulp', '*knecht',
  '*operator', '*schoonmaker', '*schoonmaakster', '*visser', '*drukker', '*bakker', '*brouwer', '*slager', '*hovenier', '*bestrijder',
  'ploegleider', 'shiftleider', 'teamleider productie', 'voorman', 'voorvrouw', 'ploegbaas', 'vuilnisman', 'conciërge', 'magazijnmedewerker',
  // Polish, Czech, Slovak.
  'pracownik', 'pracownica', 'robotnik', 'robotnica', 'operator', 'operatorka', 'pomocnik', 'pomocnica', 'kierowca', 'technik', 'brygadzista',
  'brygadzistka', 'zmianowy', 'mistrz zmiany', 'sprzatacz', 'sprzataczka', 'monter', 'magazynier', 'magazynierka', 'ladowacz', 'gornik',
  'rybak', 'drukarz', 'introligator', 'deratyzator', 'slusarz', 'ogrodnik', 'tkacz', 'tkaczka', 'szwaczka', 'piekarz', 'rzeznik', 'piwowar',
  'spawacz', 'mechanik', 'dozorca', 'portier', 'praczka', 'dokier', 'ładowacz',
  'pracovnik', 'pracovnice',
  'delnik', 'delnice', 'operator', 'operatorka', 'ridic', 'ridicka', 'technik', 'technicka', 'pomocnik', 'pomocnice', 'mistr', 'partak',
  'smenovy', 'uklizec', 'uklizecka', 'monter', 'montazni', 'skladnik', 'brigadnik', 'brigadnice', 'obsluha', 'hornik', 'rybar', 'tiskar',
  'deratizator', 'zamecnik', 'popelar', 'zahradnik', 'pekar', 'reznik', 'sladek', 'tkadlec', 'svadlena', 'svarec', 'mechanik', 'vratny', 'pradlena',
  // Swedish, Finnish.
  '*arbetare', '*bitrade', '*forare', '*montor', '*tekniker', '*skotare', '*smed', '*tryckare', '*bagare', '*slaktare', '*fiskare', '*stadare',
  'operator', 'chauffor', 'skiftledare', 'arbetsledare', 'lagbas', 'forman', 'vaktmastare',
  '*tyontekija', '*kuljettaja', '*asentaja', '*apulainen', '*avustaja', '*seppa', '*leipuri', '*kalastaja', '*painaja', '*torjuja',
  '*prosessinhoitaja', '*sihteeri', '*kiinteistonhoitaja', '*siivooja', 'operaattori', 'teknikko', 'tyonjohtaja', 'vuoroesimies', 'vuoroesihenkilo',
  'esimies', 'kaivosmies', 'varastomies', 'talonmies',
  // Hungarian, Romanian.
  '*munkas', '*dolgozo', '*kezelo', '*vezeto', '*szerelo', '*kisegito', '*segito', '*segéd', '*sofor', '*takarito', '*technikus',
  'operator', 'muszakvezeto', 'brigadvezeto', 'csoportvezeto', 'halasz', 'nyomdasz', 'karteviirto', 'kartevoirto', 'lakatos', 'kukas',
  'kertesz', 'tanulo', 'szakacs', 'banyasz', 'pek', 'sorfozo', 'hentes', 'takacs', 'varrono', 'hegeszto', 'gepesz', 'portas', 'raktaros', 'mosonono',
  'muncitor', 'muncitoare', 'operator', 'operatoare', 'sofer', 'tehnician', 'tehniciana', 'ajutor', 'maistru', 'sef de tura', 'sef tura',
  'ingrijitor', 'ingrijitoare', 'lucrator', 'lucratoare', 'pescar', 'tipograf', 'lacatus', 'gradinar', 'docher', 'miner', 'brutar',
  'stivuitorist', 'macelar', 'tesator', 'tesatoare', 'croitor', 'croitoreasa', 'sudor', 'mecanic', 'portar', 'gestionar', 'ucenic',
  // Greek (folded: final sigma is σ).
  'εργατησ', 'εργατρια', 'εργαζομενοσ', 'εργαζομενη', '*εργατησ', 'χειριστησ', 'χειριστρια', 'οδηγοσ', 'τεχνικοσ', 'βοηθοσ', 'εργοδηγοσ',
  'επιστατησ', 'επιστατρια', 'επιβλεπων', 'καθαριστησ', 'καθαριστρια', 'τυπογραφοσ', 'κλειδαρασ', 'κηπουροσ', 'λιμενεργατησ', 'μεταλλωρυχοσ',
  'αρτοποιοσ', 'φουρναρησ', 'ψαρασ', 'αλιευσ', 'αλιεργατησ', 'συγκολλητησ', 'μηχανικοσ αυτοκινητων', 'αποθηκαριοσ', 'σεκιουριτασ', 'φυλακασ',
  // Ukrainian, Russian.
  'робітник', 'робітниця', 'працівник', 'працівниця', 'рабочий', 'работник', 'работница', 'оператор', 'операторка', 'водій', 'водитель',
  'технік', 'техник', 'помічник', 'помічниця', 'помощник', 'майстер', 'мастер', 'бригадир', 'старший зміни', 'начальник зміни', 'начальник смены',
  'прибиральник', 'прибиральниця', 'уборщик', 'уборщица', 'двірник', 'дворник', 'слюсар', 'слесарь', 'монтажник', 'комірник', 'кладовщик',
  'рибалка', 'рыбак', 'друкар', 'садівник', 'садовник', 'докер', 'шахтар', 'шахтер', 'пекар', 'пекарь', 'зварник', 'сварщик', 'вантажник',
  'грузчик', 'охоронець', 'охранник', 'сторож', 'кухар', 'повар', 'швачка', 'швея', 'ткач', 'ткаля', 'пралля', 'прачка', 'учень',
  // Turkish (folded: ı is i, ç is c, ş is s).
  'isci', 'iscisi', 'operator', 'operatoru', 'sofor', 'soforu', 'teknisyen', 'teknisyeni', 'usta', 'ustasi',
  'ustabasi', 'vardiya amiri', 'vardiya sorumlusu', 'vardiya sefi', 'formen', 'gorevli', 'gorevlisi', 'personeli', 'temizlikci', 'balikci',
  'matbaaci', 'cilingir', 'bahcivan', 'firinci', 'kasap', 'dokumaci', 'terzi', 'kaynakci', 'tamirci', 'bekci', 'hamal', 'madenci', 'ciftci',
  'cirak', 'kalfa', 'asci', 'garson', 'depocu', 'kurye',
  // Arabic (folded: teh marbuta is heh).
  'عامل', 'عامله', 'عمال', 'مشغل', 'مشغله', 'سائق', 'سائقه', 'فني', 'فنيه', 'مساعد', 'مساعده', 'مشرف', 'مشرفه', 'ملاحظ', 'رئيس ورديه',
  'مراقب ورديه', 'حارس', 'خباز', 'بستاني', 'صياد', 'جزار', 'لحام', 'ميكانيكي', 'نجار', 'سباك', 'حداد', 'خياط', 'خياطه', 'طباخ', 'متدرب مهني',
  'امين مستودع', 'متدرب', 'متدربه', 'عامل نظافه',
  // Hebrew.
  'עובד', 'עובדת', 'עובדי', 'מפעיל', 'מפעילה', 'נהג', 'נהגת', 'טכנאי', 'טכנאית', 'עוזר', 'עוזרת', 'מנהל עבודה', 'מנהלת עבודה', 'אחראי משמרת',
  'אחראית משמרת', 'ראש משמרת', 'מנעולן', 'מדביר', 'גנן', 'גננת נוי', 'אופה', 'קצב', 'שומר', 'שומרת', 'מחסנאי', 'מחסנאית', 'רתך', 'מכונאי', 'מסגר',
  'נגר', 'אינסטלטור', 'חייט', 'תופרת', 'טבח', 'טבחית', 'דייג', 'כורה', 'מתלמד', 'מתלמדת', 'חניך', 'חניכה', 'התלמדות', 'סוור', 'מנקה',
  // Hindi and Hindi in Latin script.
  'कर्मचारी', 'मजदूर', 'मज़दूर', 'श्रमिक', 'कामगार', 'ऑपरेटर', 'चालक', 'ड्राइवर', 'तकनीशियन', 'हेल्पर', 'सुपरवाइज़र', 'सुपरवाइजर',
  'पर्यवेक्षक', 'फोरमैन', 'शिफ्ट इंचार्ज', 'माली', 'धोबी', 'कारीगर', 'मछुआरा', 'मिस्त्री', 'बेकर', 'दर्जी', 'रसोइया', 'चौकीदार', 'गार्ड', 'वेल्डर',
  'karmchari', 'karamchari', 'mazdoor', 'majdoor', 'shramik', 'kaamgar', 'kamgar', 'helper', 'karigar', 'mistri', 'chalak', 'dhobi',
  'darzi', 'chowkidar', 'machhuara',
  // Indonesian, Vietnamese (folded).
  'pekerja', 'buruh', 'operator', 'sopir', 'supir', 'pengemudi', 'teknisi', 'pembantu', 'asisten', 'pengawas', 'mandor', 'kepala regu',
  'kepala shift', 'petugas', 'magang', 'pemagangan', 'tukang', 'karyawan', 'nelayan', 'penambang', 'penjahit', 'juru masak', 'satpam', 'kuli', 'kenek', 'pramusaji',
  'cong nhan', 'tho', 'tai xe', 'lai xe', 'ky thuat vien', 'phu', 'giam sat', 'to truong', 'truong ca', 'lao dong', 'ngu dan', 'bao ve',
  'nhan vien ve sinh', 'nhan vien kho', 'dau bep', 'hoc viec',
  // Korean, Japanese, Chinese (found anywhere in the head).
  '작업원', '작업자', '미화원', '세탁원', '방역원', '조경원', '하역원', '제빵원', '경비원', '배달원', '검침원', '청소원', '운전원', '사무원', '현장원',
  '기능공', '용접공', '인쇄공', '선반공', '도장공', '조립공', '근로자', '노동자', '반장', '조장', '직장', '소장', '기사', '보조', '광부', '어부', '인부',
  '실습생', '감시원', '조리사', '미용사', '이용사', '정비사', '제빵사', '용접사', '수습',
  '作業員', '乗務員', '清掃員', '運転員', '警備員', '技能員', '鉱員', '配達員', '整備員', '作業者', '運転手', '職人', '工員', '班長', '職長', '現場監督',
  '印刷工', '溶接工', '製パン工', '旋盤工', '塗装工', '組立工', '漁師', '鍵師', '調理員', '用務員', '見習い',
  '工人', '普工', '操作员', '操作工', '司机', '技术员', '保洁员', '保洁', '保安', '班长', '组长', '领班', '师傅', '学徒', '装卸工', '印刷工',
  '洗衣工', '电工', '焊工', '钳工', '车工', '矿工', '渔民', '锁匠', '园林工', '环卫工', '搬运工', '厨师', '帮厨', '仓管员', '叉车工',
  '操作員', '技術員', '司機', '清潔工', '保全', '師傅', '學徒',
];

/**
 * An explicit non-business profession, by language: clinical and care work, teaching and academia, students, law and the
 * judiciary, clergy, uniformed public services, journalism, arts and performance, sport, science and research. A title
 * naming one stays `other` whatever worker word it holds ("Patient Care Technician", "Research Assistant", "Police Driver").
 */
const NON_BUSINESS_PROFESSIONS: readonly string[] = [
  // English.
  'nurse*', 'nursing', 'patient*', 'clinic*', 'biomedic*', 'physician', 'doctor', 'surgeon', 'surgical', 'therapist', 'therapy', 'dialysis',
  'phlebotom*', 'veterinar*', 'vet', 'pharmacy', 'pharmacist', 'dental', 'dentist', 'hygienist', 'midwife', 'paramedic', 'emt', 'ambulance',
  'caregiver', 'carer', 'care worker', 'care assistant', 'care home', 'personal care', 'home care', 'elder care', 'child care', 'childcare',
  'daycare', 'goalkeeper', 'hospice', 'ward', 'theatre', 'anaesthe*', 'anesthe*', 'radiolog*', 'patholog*', 'medical', 'laboratory', 'lab',
  'teacher', 'teaching', 'lecturer', 'professor', 'tutor', 'student', 'pupil', 'graduate', 'research*', 'scientist', 'postdoc*', 'academic',
  'priest', 'pastor', 'imam', 'rabbi', 'chaplain', 'clergy', 'deacon', 'monk', 'nun', 'church', 'parish', 'police', 'sheriff', 'constable', 'trooper',
  'firefighter', 'fire and rescue', 'soldier', 'army', 'navy', 'military', 'journalist', 'reporter', 'correspondent', 'writer', 'author',
  'musician', 'actor', 'actress', 'artist', 'dancer', 'singer', 'sculptor', 'athlete', 'player', 'footballer', 'coach', 'lawyer', 'attorney',
  'judge', 'magistrate', 'barrister', 'solicitor', 'court', 'volunteer', 'legislative', 'instructional', 'legal', 'paralegal', 'vivarium',
  'animal', 'pharmacovigil*', 'farmacovigil*', 'farmakovigil*', 'farmakovijilans', 'geneesmiddelenbewaking', 'whistleblow*', 'hinweisgeber*',
  'meldestelle*', 'καταγγελι*', 'speak up', 'pelanggaran', 'denuncia*', 'governance', 'gouvernance', 'gobierno corporativo', 'governo societario',
  'governanca corporativa', 'gobernanza', 'aufsichtsrat*', 'hauptversammlung', 'compliance', 'cumplimiento', 'conformite', 'regulator*',
  'regulatori*', 'reglementaire*', 'monitoreo y evaluacion', 'monitoring and evaluation', 'patent*', 'satpol', 'arastirma*', 'music*',
  'futebol', 'futbol*', 'calcio', 'voleybol', 'basketbol', 'כדורסל', 'antrenor*', 'מאמן', 'sport', 'sports', 'rovat*', 'napilap', 'musorvezeto',
  'szerzodes*', 'forestier*', 'forestal', 'florestal', 'forestale', '*feuerwehr*', '*polizei*', 'secretariat', 'सचिवालय', 'juridi*', 'juridisch', 'oikeus*', '*lakimies', 'sachbearbeiter*', '*bearbeiter',
  '*bearbeiterin', 'etat civil', 'damkar', 'tanszek*', 'oktato', 'teacher*',
  // German, Dutch, Swedish.
  'pfleg*', 'kranken*', '*arzt', '*arztin', '*therapeut*', 'hebamme', '*lehrer', '*lehrerin', 'dozent*', 'student*', 'schuler*', 'forsch*',
  'wissenschaft*', 'pfarrer*', 'priester', 'polizei*', 'feuerwehr*', 'soldat*', 'journalist*', 'redakteur*', 'schauspiel*', 'musiker*',
  'kunstler*', 'sportler*', '*spieler', '*spielerin', 'richter*', 'anwalt', 'anwaltin', 'jurist*', 'rettungs*',
  'verpleeg*', 'verlosk*', 'arts', 'leraar', 'lerares', 'docent', 'leerling', 'onderzoek*', 'dominee', 'brandweer*', 'politie*', 'acteur',
  'actrice', 'muzikant', 'kunstenaar', 'voetbal*', 'sporter', 'advocaat', 'rechter', 'zorg*',
  '*skoterska', '*skoterske', 'lakare', 'barnmorsk*', 'larare', 'elev', 'forskare', 'prast', 'brandman', 'polis', 'skadespel*', 'konstnar',
  'fotboll*', 'idrott*', 'advokat', 'domare', 'vard*', 'omsorg*',
  // Finnish, Hungarian, Czech, Polish.
  'sairaanhoit*', 'lahihoit*', 'terveydenhoit*', 'perushoit*', 'laakari', 'katilo', 'ensihoit*', 'opettaja', 'opiskelija', 'oppilas',
  'tutkija', 'pappi', 'palomies', 'pelastaja', 'poliisi', 'sotilas', 'toimittaja', 'nayttelija', 'muusikko', 'taiteilija', 'jalkapalloilija',
  'urheilija', 'asianajaja', 'tuomari', 'hoitaja',
  'apolo', 'apolono', 'orvos', 'szulesznő', 'szulesz*', 'mentos*', 'gyogytorn*', 'tanar', 'tanito', 'hallgato', 'diak', 'kutato', 'lelkesz', 'pap',
  'tuzolto', 'rendor', 'katona', 'ujsagiro', 'szinesz', 'zenesz', 'muvesz', 'labdarugo', 'sportolo', 'ugyved', 'jogasz', 'biro',
  'sestra', 'lekar', 'lekarka', 'porodni', 'zachranar', 'ucitel', 'ucitelka', 'student', 'studentka', 'zak', 'vyzkum*', 'vedec', 'vedecky',
  'farar', 'knez', 'hasic', 'policista', 'vojak', 'novinar', 'herec', 'herecka', 'hudebnik', 'umelec', 'fotbalista', 'sportovec', 'soudce',
  'pielegniar*', 'lekarz', 'ratownik', 'nauczyciel*', 'uczen', 'badacz', 'naukow*', 'ksiadz', 'duchown*', 'strazak', 'policjant*', 'zolnierz',
  'dziennikarz*', 'aktor', 'aktorka', 'muzyk', 'artyst*', 'pilkarz', 'sportow*', 'prawnik', 'radca prawny', 'sedzia',
  // French, Spanish, Portuguese, Italian, Romanian.
  'infirmier', 'infirmiere', 'medecin', 'soignant*', 'aide-soignant*', 'sage-femme', 'enseignant*', 'professeur*', 'etudiant*', 'eleve',
  'lyceen*', 'chercheur*', 'chercheuse', 'pretre', 'pasteur', 'gendarme', 'pompier', 'sapeur-pompier', 'militaire', 'comedien*', 'musicien*',
  'artiste', 'joueur', 'joueuse', 'footballeur', 'avocat', 'avocate', 'juge', 'magistrat*',
  'enfermer*', 'medico', 'medica', 'terapeut*', 'fisioterap*', 'matrona', 'partera', 'maestro', 'maestra', 'profesor*', 'professor*', 'docente',
  'estudiante', 'estudante', 'studente', 'studentessa', 'alumno', 'alumna', 'aluno', 'aluna', 'investigador*', 'pesquisador*', 'ricercat*',
  'sacerdote', 'cura', 'padre', 'bombero', 'bombeiro', 'vigile del fuoco', 'policia', 'policial', 'polizia*', 'carabiniere', 'guardia civil',
  'soldado', 'soldato', 'periodista', 'jornalista', 'giornalista', 'ator', 'atriz', 'attore', 'attrice', 'actriz', 'musico', 'musicista',
  'artista', 'futbolista', 'jogador', 'calciatore', 'atleta', 'deportista', 'abogad*', 'advogad*', 'avvocat*', 'juez', 'jueza', 'juiz', 'juiza',
  'giudice', 'infermier*', 'ostetric*', 'asistenta medicala', 'asistent medical', 'moasa', 'kinetoterapeut', 'invatator', 'invatatoare', 'elev',
  'cercetator', 'cercetatoare', 'preot', 'politist', 'jurnalist', 'actrita', 'muzician', 'fotbalist', 'sportiv', 'judecator',
  // Greek, Ukrainian and Russian.
  'νοσηλ*', 'ιατρ*', 'γιατρ*', 'μαια', 'διασωστ*', '*θεραπευτ*', 'εκπαιδευτικ*', 'καθηγητ*', 'δασκαλ*', 'φοιτητ*', 'μαθητ*', 'σπουδαστ*',
  'ερευνητ*', 'επιστημον*', 'ιερε*', 'πυροσβεστ*', 'αστυνομ*', 'στρατιωτ*', 'δημοσιογραφ*', 'ηθοποι*', 'μουσικ*', 'καλλιτεχν*',
  'ποδοσφαιρ*', 'αθλητ*', 'δικηγορ*', 'δικαστ*',
  'медсестр*', 'медичн*', 'медицин*', 'лікар*', 'врач*', 'акушер*', 'фельдшер*', '*терапевт*', 'вчител*', 'учител*', 'викладач*',
  'преподават*', 'студент*', 'школяр*', 'науков*', 'научн*', 'дослідник*', 'исследоват*', 'священ*', 'пожеж*', 'пожар*', 'поліц*', 'полиц*',
  'солдат*', 'військов*', 'военн*', 'журналіст*', 'журналист*', 'актор*', 'актер*', 'актрис*', 'музикант*', 'музыкант*', 'художник*',
  'спортсмен*', 'футболіст*', 'футболист*', 'адвокат*', 'юрист*', 'суддя', 'судья',
  // Turkish, Arabic, Hebrew.
  'hemsire*', 'doktor*', 'hekim*', 'ebe', 'terapist*', 'fizyoterap*', 'ogretmen*', 'ogretim', 'ogrenci*', 'arastirmaci*', 'bilim*', 'imam',
  'papaz', 'itfaiye*', 'polis*', 'asker*', 'gazeteci*', 'muhabir*', 'oyuncu*', 'muzisyen*', 'sanatci*', 'futbolcu*', 'sporcu*', 'avukat*',
  'hakim*',
  'ممرض', 'ممرضه', 'طبيب', 'طبيبه', 'قابله', 'مسعف', 'علاج', 'معلم', 'معلمه', 'مدرس', 'مدرسه', 'استاذ', 'طالب', 'طالبه', 'باحث', 'باحثه', 'امام',
  'كاهن', 'اطفاء', 'الاطفاء', 'شرطي', 'شرطه', 'الشرطه', 'جندي', 'صحفي', 'صحفيه', 'ممثل', 'ممثله', 'موسيقي', 'فنان', 'فنانه', 'لاعب', 'رياضي',
  'محامي', 'محاميه', 'محام', 'قاضي', 'قاض', 'مستشفى', 'تمريض',
  'אחות', 'רופא', 'רופאה', 'מיילדת', 'פרמדיק', 'פיזיותרפיסט', 'פיזיותרפיסטית', 'מטפל', 'מטפלת', 'מורה', 'מרצה', 'סטודנט', 'סטודנטית',
  'תלמיד', 'תלמידה', 'חוקר', 'חוקרת', 'מדען', 'מדענית', 'רב', 'כומר', 'כבאי', 'שוטר', 'שוטרת', 'חייל', 'חיילת', 'עיתונאי', 'עיתונאית', 'כתב',
  'כתבת', 'שחקן', 'שחקנית', 'מוזיקאי', 'אמן', 'אמנית', 'כדורגלן', 'ספורטאי', 'עורך דין', 'עורכת דין', 'עוד', 'שופט', 'שופטת', 'סיעוד*',
  // Hindi, Indonesian, Vietnamese.
  'नर्स', 'डॉक्टर', 'डाक्टर', 'चिकित्स*', 'दाई', 'शिक्षक', 'शिक्षिका', 'अध्यापक', 'प्रोफेसर', 'प्रोफ़ेसर', 'छात्र', 'छात्रा', 'विद्यार्थी', 'शोध*',
  'वैज्ञानिक', 'पुजारी', 'पादरी', 'अग्निशमन', 'पुलिस', 'सैनिक', 'पत्रकार', 'अभिनेता', 'अभिनेत्री', 'संगीतकार', 'कलाकार', 'खिलाड़ी', 'खिलाडी',
  'वकील', 'न्यायाधीश', 'फिजियोथेरेपिस्ट', 'shikshak', 'adhyapak', 'chhatra', 'vidyarthi', 'pujari', 'patrakar', 'vakil', 'khiladi',
  'perawat', 'dokter', 'bidan', 'terapis', 'fisioterapis', 'guru', 'dosen', 'mahasiswa', 'mahasiswi', 'siswa', 'siswi', 'pelajar', 'peneliti',
  'ilmuwan', 'pendeta', 'ustadz', 'pemadam', 'polisi', 'tentara', 'prajurit', 'wartawan', 'jurnalis', 'aktor', 'aktris', 'musisi', 'seniman',
  'pemain', 'atlet', 'pengacara', 'hakim',
  'dieu duong', 'y ta', 'bac si', 'ho sinh', 'tri lieu', 'giao vien', 'giang vien', 'sinh vien', 'hoc sinh', 'nghien cuu', 'linh muc', 'muc su',
  'cuu hoa', 'cong an', 'canh sat', 'bo doi', 'quan nhan', 'phong vien', 'nha bao', 'dien vien', 'nhac si', 'nghe si', 'cau thu',
  'van dong vien', 'luat su', 'tham phan',
  // Korean, Japanese, Chinese.
  '간호', '의사', '조산', '구급', '치료', '교사', '교수', '강사', '학생', '연구', '목사', '신부', '승려', '소방', '경찰', '군인', '기자', '배우', '가수',
  '음악', '예술', '화가', '선수', '변호사', '판사', '약사', '수의', '요양', '약물감시',
  '看護', '医師', '助産', '救急', '療法', '教諭', '教師', '教員', '教授', '講師', '学生', '生徒', '研究', '牧師', '神父', '僧', '消防', '警察', '自衛',
  '記者', '俳優', '女優', '音楽', '画家', '選手', '弁護士', '裁判', '薬剤', '獣医', '介護',
  '护士', '护工', '护理', '医生', '医师', '助产', '治疗', '教师', '老师', '教授', '讲师', '学生', '研究', '牧师', '神父', '和尚', '消防', '警察',
  '军人', '士兵', '记者', '演员', '音乐', '画家', '运动员', '选手', '律师', '法官', '药师', '兽医', '護士', '醫師', '醫生', '教師', '學生', '警察',
];
