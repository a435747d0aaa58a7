import { firstMatchInRole } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { CJK_TERM, words } from './role-classes';
import { classesRule } from './role-classes-it';
import { gatedPass } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * Trainers, business partners and shift planners: the words of three trades that a title's subject or employer out-voted (issue
 * #21, round 34, people34; read set w4j's titles; development titles first: `test/fixtures/detection-w3/titles-r34-people.json`;
 * docs/decisions.md, "Detection round 34 (people)"). The conventions, recounted from the read sets and the development titles:
 * - **a trainer of a company's staff is `people`** (L&D) whatever the subject after or before the trainer's noun (leadership,
 *   safety, customer service, sales, software, compliance: "Trainerin Führungskräfteentwicklung", "Formatrice sécurité", "Sales
 *   Trainer"); the subject's trade words do not win. A trade's trainer keeps the trade (a barista or cabin-crew trainer
 *   `operations`); a sports coach, a fitness trainer, a teacher or a university lecturer, a first-aid instructor and a language
 *   lecturer stay `other` (the read sets label them so); a bare trainer's noun with nothing beside it keeps today's reading. The
 *   trainer's own noun is `ic`: a rank word in the subject ("first-line managers", "розвитку керівників") does not rank it.
 * - **a business partner** is the function partnered and `ic` (never a partner's rank): HR, people, talent and learning partners
 *   `people`, finance business partners `finance`, IT and technology business partners `engineering`. A law or audit firm's partner
 *   has no function word beside the partner's and keeps its rank.
 * - **shift, roster and workforce planners** (and WFM, real-time and intraday analysts) are `operations` whatever the employer (a
 *   call centre, a hospital, an airport) or the staff they plan.
 * Each class is read in the role's own segment (before the first ' , '); a trainer's noun only where it heads the role (its first
 * words, its end, or a CJK term).
 */
const TRAINERS = [
  // en, de, nl, ro, id, hi-Latn, vi
  'trainer', 'trainers', 'trainerin', 'trainerinnen', 'trainster', 'corporate trainer*', 'business trainer*', 'businesstrainer*', 'learning facilitator*',
  'training facilitator*', 'workshop facilitator*', 'verkaufstrainer*', 'vertriebstrainer*', 'softwaretrainer*', 'produkttrainer*', 'kommunikationstrainer*',
  'fuhrungskraftetrainer*', 'servicetrainer*', 'sicherheitstrainer*', 'seminarleiter*', 'ausbilder', 'ausbilderin', 'verkooptrainer*', 'communicatietrainer*',
  'cursusleider*',
  // fr, es, pt, it, ro
  'formateur', 'formatrice', 'formateurs', 'formatrices', 'formador', 'formadora', 'formadores', 'capacitador', 'capacitadora', 'formatore', 'formatori',
  'formator', 'formatoare', 'instrutor de treinamento', 'instrutora de treinamento', 'instructor de capacitacion', 'instructora de capacitacion',
  // pl, cs, hu
  'trener', 'trenerka', 'trenerzy', 'trener biznesu', 'trenerka biznesu', 'lektor', 'lektorka', 'skolitel', 'skolitelka', 'oktato', 'szoftveroktato',
  // sv, fi
  'utbildare', 'saljutbildare', 'systemutbildare', 'internutbildare', 'kursledare', 'kouluttaja', 'myyntikouluttaja', 'ohjelmistokouluttaja',
  'tyoturvallisuuskouluttaja', 'asiakaspalvelukouluttaja', 'johtamiskouluttaja', 'esihenkilokouluttaja', 'valmentaja',
  // el, uk, ru, tr
  'εκπαιδευτησ', 'εκπαιδευτρια', 'εκπαιδευτεσ', 'тренер', 'тренерка', 'бізнес тренер*', 'бизнес тренер*', 'egitmen', 'egitmeni', 'egitmenler', 'egitim uzmani',
  // ar, he, hi, id, vi
  'مدرب', 'مدربه', 'מדריך', 'מדריכה', 'מדריכת', 'מנחת סדנאות', 'מנחה סדנאות', 'מנחה קבוצות', 'प्रशिक्षक', 'ट्रेनर', 'pelatih', 'giang vien dao tao',
  'giang vien noi bo',
  // ko, ja, zh
  '강사', '트레이너', '講師', 'トレーナー', '培训师', '讲师', '内训师',
];

/** Where a trainer's noun stays `other` or its trade's: sport and fitness, schools and universities, first aid, languages, animals, a trade's crew. */
const NOT_STAFF_TRAINING = [
  'personal trainer*', 'fitness*', 'gym', 'yoga', 'pilates', 'sport*', 'football', 'soccer', 'basketball', 'handball', 'volleyball', 'tennis',
  'swimming', 'rugby', 'cricket', 'hockey', 'athletics', 'goalkeep*', 'esports', 'fitnesstrainer*', 'fussball*', 'trener personalny', 'trenerka personalna',
  'trener osobisty', 'osobni trener*', 'personlig tranare', 'personal tranare', 'entrenador personal', 'palestra', 'gimnasio', 'academia de ginastica',
  'silownia', 'kuntosali', 'edzo', 'szemelyi', 'antrenor', 'γυμναστηριο', 'фітнес*', 'фитнес*', 'спортзал*', 'spor salonu', 'لياقه', 'كره القدم',
  'כושר', 'טיולים', 'צלילה', 'שחייה', 'फिटनेस', 'जिम', 'योग', 'kebugaran', 'sepak bola', 'kiper', 'the hinh', 'bong da', '헬스', '피트니스',
  '요가', 'ハーソナル', 'フィットネス', 'ヨカ', '健身', '瑜伽', 'first aid', 'cpr', 'erste hilfe', 'secourisme', 'primeros auxilios', 'primeiros socorros',
  'primo soccorso', 'school', 'schools', 'university', 'college', 'faculty', 'universitat', 'hochschule', 'schule', 'ecole', 'lycee', 'universite',
  'escuela', 'colegio', 'universidad', 'universidade', 'scuola', 'universita', 'szkola', 'skola', 'jazykova skola', 'anglictiny', 'nemciny',
  'jezyka', 'egyetem*', 'iskola*', 'scoala', 'universitate', 'σχολ*', 'πανεπιστημι*', 'школ*', 'університет*', 'университет*', 'okul*',
  'universite*', 'مدرسه', 'جامعه', 'אוניברסיט*', 'מכלל*', 'sekolah', 'universitas', 'dai hoc', '大学', '大學', '学院', '学讲师', '学講師', '대학',
  '학교', '학원', '高校', '中学', '小学', '塾', 'dog', 'dogs', 'horse*', 'hundetrainer*', 'barista*', 'cabin crew', 'flight', 'pilot*', 'driver*',
  'driving', 'forklift', 'crew trainer*', 'fakultas', 'lektor kepala', 'fakultet*', 'fakulta', 'faculte', 'facultad', 'fakultat', 'torwart*', 'gardien*',
  'futbol*', 'futebol', 'goleiro*', 'calcio', 'voetbal*', 'keeper*', 'pilka nozna', 'pilkarsk*', 'bramkarz*', 'fotbal*', 'brankar*', 'labdarug*',
  'kapus*', 'portar*', 'ποδοσφαιρ*', 'футбол*', 'воротар*', 'вратар*', 'kaleci*', 'حراس', 'كره', 'כדורגל', 'क्रिकेट', '축구', 'サッカー', '足球', '篮球',
  'univerzit*', 'uniwersytet*', 'universitet*', 'yliopisto*', 'universiteit', 'hogeschool', 'animal*', 'zoo', 'נוער', 'ילדים',
];
/** A trainer of AI models (data work, in the role's own words) trains no staff. */
const AI_TRAINING = ['ai', 'ki', 'ia', 'llm*', 'model*', 'machine learning', 'ml', 'genai', 'data annotat*', 'rlhf'];

/** HR's, finance's and IT's business partners: the partnered function, an individual contributor. */
const PEOPLE_PARTNERS = [
  'hr business partner*', 'hr business partnerin', 'hrbp*', 'hr partner*', 'people partner*', 'people business partner*', 'talent partner*',
  'talent acquisition partner*', 'learning partner*', 'l&d partner*', 'reward partner*', 'er partner*', 'employee relations partner*',
  'partenaire rh', 'partenaires rh', 'business partner rh', 'business partner de recursos humanos', 'business partner de rrhh', 'business partner de rh',
  'business partner hr', 'hr бізнес партнер*', 'hr бизнес партнер*', 'бізнес партнер з персоналу', 'ik is ortagi', 'hr is ortagi',
  'شريك اعمال الموارد البشريه', 'שותף עסקי משאבי אנוש', 'שותפה עסקית משאבי אנוש', 'एचआर बिजनेस पार्टनर', 'hrヒシネスハートナー', '人事ヒシネスハートナー',
];
const FINANCE_PARTNERS = [
  'finance business partner*', 'financial business partner*', 'business partner finance', 'business partner financ*', 'business partner financeiro',
  'fp&a business partner*', 'controlling business partner*', 'фінансовии бізнес партнер*', 'финансовыи бизнес партнер*', 'finans is ortagi',
  'شريك اعمال مالي', 'שותף עסקי כספים', 'שותפה עסקית כספים', 'फाइनेंस बिजनेस पार्टनर', 'ファイナンスヒシネスハートナー', '财务bp', '财务业务伙伴',
  '재무 비즈니스 파트너',
];
const IT_PARTNERS = ['it business partner*', 'technology business partner*', 'digital business partner*', 'business partner it', 'business partner si', 'it бізнес партнер*'];

/** Shift, roster and workforce planners, and the analysts of workforce management, in the 24 languages and English. */
const PLANNERS = [
  // en, hi-Latn
  'shift planner*', 'shift scheduler*', 'shift coordinator*', 'roster planner*', 'roster executive*', 'roster coordinator*', 'roster officer*',
  'roster analyst*', 'roster administrator*', 'rostering*', 'rota coordinator*', 'rota planner*', 'rota administrator*', 'rota manager*',
  'staff scheduler*', 'workforce scheduler*', 'workforce planner*', 'workforce management*', 'wfm*', 'real time analyst*', 'real time adherence*',
  'rta analyst*', 'intraday analyst*', 'intraday manager*', 'crew scheduler*', 'crew planner*', 'crew scheduling', 'crew rostering', 'labour scheduler*',
  'labor scheduler*', 'nurse rostering*', 'duty planner*', 'schedule planner*', 'scheduling analyst*', 'forecasting and scheduling*',
  'forecasting & scheduling*',
  // de, nl, sv, fi
  'dienstplaner*', 'schichtplaner*', 'personaleinsatzplaner*', 'einsatzplaner*', 'personaleinsatzplanung', 'disponent personaleinsatz',
  'disponentin personaleinsatz', 'roosterplanner*', 'roosteraar*', 'roostermaker*', 'planner personeelsinzet', 'personeelsplanner*', 'schemalaggare',
  'schemaplanerare', 'bemanningsplanerare', 'bemanningssamordnare', 'resursplanerare', 'tyovuorosuunnittelija*', 'vuorosuunnittelija*',
  'resurssisuunnittelija*',
  // fr, es, pt, it, ro
  'planificateur des plannings', 'planificatrice des plannings', 'planificateur d equipes', 'planificatrice d equipes', 'gestionnaire de planning*',
  'gestionnaire planning*', 'planification des ressources', 'planification du personnel', 'planification des equipes', 'planification des horaires',
  'planificador de turnos', 'planificadora de turnos', 'planificador de horarios', 'planificadora de horarios', 'planificacion de turnos',
  'planificacion de plantillas', 'planificacion de personal', 'programador de turnos', 'programadora de turnos', 'planejador de escalas',
  'planejadora de escalas', 'planejamento de escalas', 'planejador de turnos', 'planejadora de turnos', 'planeador de turnos', 'planeadora de turnos',
  'planeamento de turnos', 'analista de escalas', 'escalista*', 'analista de tempo real', 'pianificatore turni', 'pianificatrice turni',
  'pianificazione dei turni', 'pianificazione turni', 'programmazione turni', 'programmatore turni', 'programmatrice turni', 'planificator ture',
  'planificatoare ture', 'planificare ture', 'planificarea turelor',
  // pl, cs, hu
  'planista grafikow', 'planistka grafikow', 'planowania grafikow', 'planowanie grafikow', 'grafikow pracy', 'planista zmian', 'planistka zmian',
  'planovac smen', 'planovacka smen', 'planovac sluzeb', 'planovacka sluzeb', 'planovac rozpisu*', 'planovacka rozpisu*', 'planovani smen',
  'beosztastervez*', 'muszaktervez*', 'munkaido beosztas*', 'beosztaskeszit*',
  // el, uk, ru, tr
  'προγραμματισμου βαρδιων', 'προγραμματιστησ βαρδιων', 'προγραμματιστρια βαρδιων', 'планувальник змін', 'планувальниця змін', 'планування змін',
  'графіків змін', 'планировщик смен', 'планирования смен', 'vardiya planlama*', 'vardiya planlamacisi', 'is gucu planlama*', 'isgucu planlama*',
  // ar, he, hi, id, vi
  'مخطط المناوبات', 'مخطط الورديات', 'جداول المناوبات', 'جداول الورديات', 'جدوله المناوبات', 'جدوله الورديات', 'تخطيط المناوبات', 'تخطيط الورديات',
  'מתכנן משמרות', 'מתכננת משמרות', 'שיבוץ משמרות', 'משבץ משמרות', 'משבצת משמרות', 'סידור משמרות', 'शिफ्ट प्लानर', 'रोस्टर प्लानर',
  'रोस्टर', 'शिफ्ट शेड्यूलर', 'डब्ल्यूएफएम', 'perencana shift', 'perencana jadwal*', 'penjadwalan shift', 'penjadwal shift', 'staf roster*', 'roster kru',
  'penyusun jadwal*', 'xep ca', 'lap lich ca', 'lap lich lam viec', 'dieu phoi ca*',
  // ko, ja, zh
  '근무표', '근무 스케줄', '근무 편성', '교대근무 편성', '교대 편성', '인력 운영 스케줄러', 'シフト作成', 'シフト管理', '勤務表作成', '勤務シフト', '要員計画',
  'シフト調整', '排班', '人力调度', '人员调度', '班表',
];

/**
 * The round's terms as one classes rule (one scan, one slot of the shared gate). The trainers' class is labelled `other` only to
 * tell it apart: `readTrainerPlanner` reads a trainer's noun as `people` where it heads the role.
 */
export const TRAINERS_PLANNERS_RULE: FunctionRule = classesRule(1, [
  ['people', PEOPLE_PARTNERS],
  ['finance', FINANCE_PARTNERS],
  ['engineering', IT_PARTNERS],
  ['operations', PLANNERS],
  ['other', TRAINERS],
]);
/** Every term of the round (a test checks each is folded as a title is). */
export function roundTerms(): readonly string[] {
  return [...TRAINERS, ...NOT_STAFF_TRAINING, ...AI_TRAINING, ...HR_DEPARTMENT, ...PEOPLE_PARTNERS, ...FINANCE_PARTNERS, ...IT_PARTNERS, ...PLANNERS];
}

/** An HR department's words: rostering done there stays `people`. */
const HR_DEPARTMENT = [
  'hr', 'rh', 'rrhh', 'ik', 'sdm', 'human resources', 'ressources humaines', 'recursos humanos', 'risorse umane', 'ufficio personale',
  'personalabteilung', 'personalreferent*', 'personalwesen', 'personeelszaken', 'dzial kadr', 'kadry', 'personalavdelning*', 'henkilostohallinto',
  'personalni oddeleni', 'emberi eroforras*', 'resurse umane', 'ανθρωπινου δυναμικου', 'ανθρωπινων πορων', 'відділ кадрів', 'відділу кадрів',
  'insan kaynaklari', 'الموارد البشريه', 'משאבי אנוש', 'मानव संसाधन', 'nhan su', '인사', '人事', '人力资源', '人力資源',
];

/**
 * The two lists read only after the round's rule matched (a trainer's noun heading the role, a planner's word over a people
 * reading): each a pattern built at its first use, outside the shared gate, so that no title pays for them.
 */
let notStaffTraining: RegExp | undefined;
let hrDepartment: RegExp | undefined;
let aiTraining: RegExp | undefined;
const isNotStaffTraining = (text: string, role: string): boolean =>
  (notStaffTraining ??= new RegExp(words(NOT_STAFF_TRAINING), 'u')).test(text) || (aiTraining ??= new RegExp(words(AI_TRAINING), 'u')).test(role);
const namesHrDepartment = (text: string): boolean => (hrDepartment ??= new RegExp(words(HR_DEPARTMENT), 'u')).test(text);

type Classify = (title: string) => TitleClassification;

/** A trainer's noun with no subject (alone it may be a coach's): today's reading stays. */
const BARE: ReadonlySet<string> = new Set([
  'trainer', 'trainerin', 'trainster', 'ausbilder', 'ausbilderin', 'formateur', 'formatrice', 'formador', 'formadora', 'formatore', 'formator', 'formatoare',
  'trener', 'trenerka', 'lektor', 'lektorka', 'skolitel', 'skolitelka', 'oktato', 'utbildare', 'kouluttaja', 'valmentaja', 'εκπαιδευτησ', 'εκπαιδευτρια',
  'тренер', 'тренерка', 'egitmen', 'مدرب', 'مدربه', 'מדריך', 'מדריכה', 'प्रशिक्षक', 'ट्रेनर', 'pelatih', '강사', '트레이너', '講師', 'トレーナー', '讲师',
]);

/** A planner's word beats these readings (an employer's, a staff word's, a designer's or a programmer's word lent them). */
const PLANNER_BEATS: ReadonlySet<JobFunction> = new Set(['customer_success', 'other', 'people', 'marketing', 'finance', 'product', 'engineering']);
/** A trainer's noun beats every reading but an owner's. */
const TRAINER_KEEPS: ReadonlySet<JobFunction> = new Set(['people', 'executive']);
/** A rank word that opens the role ranks a trainer ("Head Trainer", "Leitende Trainerin"). */
const RANK_FIRST = /^(?:head|lead|chief|principal|master|leitende?r?|hoofd|jefe|jefa|capo|glown\w*|vedouci|vezeto|bas|رييس|ראש)(?:\s|$)/u;

/** The words that join a second role to the first ("Sales Manager & Trainer", "Verkäufer und Trainer"). */
const SECOND_ROLE = /(?:^|\s)(?:&|\/|and|und|et|y|e|en|och|ja|i|a|и|і|ve)\s$/u;

/** True when the trainer's noun at `index` heads the role: among its first two words, at its end, or a CJK term. */
function headsRole(role: string, index: number, length: number): boolean {
  if (CJK_TERM.test(role.slice(index, index + length))) return true;
  if (index + length === role.length) return true;
  const before = role.slice(0, index).trim();
  return before === '' || !before.includes(' ');
}

/** The role, the matched term blanked, read alone: its function where the term's words did not lend it. */
function withoutTerm(role: string, index: number, length: number, classify: Classify): JobFunction | null {
  const rest = `${role.slice(0, index)} ${role.slice(index + length)}`.trim();
  return rest === '' ? null : classify(rest).function;
}

function readTrainerPlanner(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const fn = read.function;
  if (fn === null || read.seniority === null) return read;
  const found = firstMatchInRole(TRAINERS_PLANNERS_RULE, text);
  if (found === null) return read;
  const end = text.indexOf(' , ');
  const role = end < 0 ? text : text.slice(0, end);
  if (found.fn === 'other') {
    // A trainer's noun.
    if (!headsRole(role, found.index, found.length) || read.seniority === 'c_level' || read.seniority === 'vp') return read;
    if (end < 0 && found.index === 0 && found.length === role.length && BARE.has(role)) return read;
    if (isNotStaffTraining(text, role)) return fn === 'people' ? { seniority: read.seniority, function: 'other' } : read;
    // A trainer's noun after "&", "/" or "and" is a second role: it fills only a title that had no function ("Sales Manager & Trainer").
    if (fn !== 'other' && SECOND_ROLE.test(role.slice(0, found.index))) return read;
    const seniority = read.seniority === 'ic' || RANK_FIRST.test(role) ? read.seniority : 'ic';
    if (TRAINER_KEEPS.has(fn) && seniority === read.seniority) return read;
    return { seniority, function: TRAINER_KEEPS.has(fn) ? fn : 'people' };
  }
  if (found.fn === 'operations') {
    if (fn === 'operations' || !PLANNER_BEATS.has(fn)) return read;
    // Rostering done in an HR department is HR's ("人事課 勤務シフト担当", "인사팀 근무표 담당"), as w4b labels it.
    if (fn === 'people' && namesHrDepartment(text)) return read;
    if (fn === 'engineering' && withoutTerm(role, found.index, found.length, classify) === 'engineering') return read;
    return { seniority: read.seniority, function: 'operations' };
  }
  // A business partner: the partnered function, never a partner's rank.
  if (fn === 'executive' && read.seniority !== 'c_level') return read;
  return { seniority: read.seniority === 'c_level' ? 'ic' : read.seniority, function: found.fn };
}

/** Round 34's reading after the rules (`CLASS_PASSES`, `classify.ts`), behind the shared gate. */
export function trainersPlannersPass(classify: Classify): (text: string, read: TitleClassification) => TitleClassification {
  return gatedPass([TRAINERS_PLANNERS_RULE], (text, read) => readTrainerPlanner(text, read, classify));
}
