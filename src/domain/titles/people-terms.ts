import { firstMatch } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { isStudentTitle, words } from './role-classes';
import { classesRule } from './role-classes-it';
import { ruleGates, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The buyer function every vendor sells to, HR, written complete for its trades in the 24 languages and English (issue #21, round
 * 33, buyers33a; development titles first: `test/fixtures/detection-w3/titles-r33-people.json`; docs/decisions.md, "Detection
 * round 33 (people)"). The conventions, recounted from the read sets and the development titles:
 * - **payroll** stays `finance` bare (243 rows to 31) and `people` where HR, benefits or personnel administration is named beside
 *   it (`byHrClass`, `role-classes-hr.ts`); **time and attendance** and timekeeping feed payroll → `finance`;
 * - **HR systems** (HRIS, people analytics) stay `engineering` (28 rows to 0, `HR_SYSTEMS_RULE`);
 * - a **recruiter at a staffing agency** recruits → `people` (24 rows; its account managers sell: `sales`);
 * - **trainers** of a company's staff and L&D → `people`; a trade's trainer (barista, cabin crew) keeps the trade's function;
 * - **works councils** and employee representatives → `people` (no row yet; the employee-relations side of HR), a member `ic`, its
 *   chair `manager` (a chair's word reads c_level elsewhere);
 * - **employee and industrial relations, wellbeing, diversity and inclusion, global mobility and reward** → `people`;
 * - **HR shared services and HR operations** → `people` (a shared-services centre with no HR word stays `operations`);
 * - **workforce management and scheduling** stay `operations` (30 rows to 2); **occupational health and safety** stays `operations`
 *   and an occupational health nurse or physician `other` (health professions);
 * - head words: a role noun of another trade beside an HR word keeps its trade ("HR Finance Controller" finance, "Recruitment
 *   Marketing Specialist" marketing); an HR word beside a role with no trade gives people ("HR Project Manager").
 */
const HR_OPERATIONS = [
  'hr shared service*', 'hr service delivery', 'hr service cent*', 'hr operations', 'hr ops', 'people operations', 'people ops',
  'hr administration', 'personnel administration', 'administration du personnel', 'administracion de personal',
  'administracao de pessoal', 'departamento pessoal', 'amministrazione del personale', 'personeelsadministratie', 'personaladministration',
];

const LEARNING = [
  'corporate trainer*', 'business trainer*', 'бізнес тренер*', 'бизнес тренер*', 't & d', 'internal trainer*', 'in house trainer*', 'soft skills trainer*', 'training manager*', 'training coordinator*',
  'training specialist*', 'training officer*', 'training executive*', 'training consultant*', 'training advisor*', 'training adviser*',
  'training partner*', 'training lead*', 'head of training', 'training director*', 'director of training', 'training and development',
  'learning specialist*', 'learning consultant*', 'learning manager*', 'learning lead*', 'head of learning', 'learning and development',
  'talent management', 'talent development', 'succession planning', 'organizational effectiveness', 'organisational effectiveness',
  'formateur interne', 'formatrice interne', 'formateur en entreprise', 'formatrice en entreprise', 'charge de formation',
  'chargee de formation', 'responsable formation', 'responsable de formation', 'responsable de la formation', 'ingenieur pedagogique',
  'ingenieure pedagogique', 'gestion des talents', 'developpement rh', 'tecnico de formacion', 'tecnica de formacion',
  'responsable de formacion', 'formacion y desarrollo', 'jefe de capacitacion', 'jefa de capacitacion', 'gestion del talento',
  'desarrollo organizacional', 'treinamento e desenvolvimento', 'analista de treinamento', 'desenvolvimento organizacional',
  'gestao de talentos', 'formatore aziendale', 'formatrice aziendale', 'formatore interno', 'formatrice interna', 'formazione del personale',
  'formazione e sviluppo', 'sviluppo organizzativo', 'aus und weiterbildung', 'weiterbildung', 'personalentwickl*', 'ausbildungsleit*',
  'ausbildungsbeauftragt*', 'ausbildungsreferent*', 'schulungsleit*', 'schulungskoordinat*', 'interne trainerin', 'interner trainer',
  'talentmanagement', 'organisationsentwickl*', 'opleidingsadviseur*', 'opleidingscoordinator*', 'opleidingsmanager*', 'bedrijfstrainer*',
  'interne trainer', 'leren en ontwikkelen', 'ds szkolen', 'szkoleniowiec', 'trener wewnetrzny', 'trenerka wewnetrzna',
  'rozwoju pracownikow', 'utbildningsansvarig*', 'utbildningssamordnare', 'intern utbildare', 'kompetensutveckl*', 'koulutussuunnittelija',
  'koulutuspaallikko', 'henkilostokoulut*', 'osaamisen kehit*', 'specialista vzdelavani', 'specialistka vzdelavani',
  'vzdelavani zamestnancu', 'firemnich skoleni', 'firemni lektor*', 'interni lektor*', 'rozvoje zamestnancu', 'kepzesi koordinator*',
  'kepzesi szakerto', 'kepzesi vezeto', 'belso trener', 'specialist formare', 'formare profesionala', 'training si dezvoltare',
  'εκπαιδευσησ προσωπικου', 'εκπαιδευσησ και αναπτυξησ', 'навчання персоналу', 'навчання та розвитку', 'розвитку персоналу',
  'обучения персонала', 'развития персонала', 'egitim ve gelisim', 'ogrenme ve gelisim', 'egitim uzmani', 'egitim sorumlusu',
  'kurum ici egitmen', 'yetenek yonetimi', 'تدريب وتطوير', 'التدريب والتطوير', 'اخصائي تدريب', 'مسؤول تدريب', 'مدرب داخلي',
  'הדרכה', 'פיתוח ארגוני', 'ופיתוח ארגוני', 'प्रशिक्षण अधिकारी', 'प्रशिक्षण प्रबंधक', 'प्रशिक्षण', 'pelatihan dan pengembangan', 'staf pelatihan',
  'dao tao va phat trien', 'chuyen vien dao tao', 'nhan vien dao tao', '교육 담당', '교육담당', '인재개발', '인재육성', '研修', '人材開発', '人材育成',
  '培训', '人才发展',
];

const RELATIONS = [
  'industrial relations', 'labour relations', 'labor relations', 'employee relations', 'employee engagement', 'employee wellbeing',
  'employee well being', 'workplace wellbeing', 'staff welfare', 'employee welfare', 'relations sociales', 'relaciones laborales',
  'relazioni industriali', 'relacoes trabalhistas', 'relacoes sindicais', 'arbeitsbeziehungen', 'arbeidsverhoudingen',
  'betriebliches gesundheitsmanagement', 'gesundheitsmanagement', 'qualite de vie au travail', 'calisan iliskileri',
  'endustri iliskileri', 'hubungan industrial', 'quan he lao dong', 'علاقات الموظفين', 'علاقات العمل', 'רווחת עובדים', 'רכזת רווחה',
  'רכז רווחה', '员工关系', '劳动关系', '労務', '노무', '노사',
];

const WORKS_COUNCIL = [
  'works council*', 'betriebsrat*', 'gesamtbetriebsrat*', 'konzernbetriebsrat*', 'personalrat*', 'comite social et economique',
  'elu cse', 'elue cse', 'membre du cse', 'secretaire du cse', 'secretaire cse', 'comite d entreprise', 'comite de empresa',
  'comissao de trabalhadores', 'rsu', 'rappresentante sindacale', 'ondernemingsraad', 'rady pracownikow', 'rada pracownikow',
  'paaluottamus*', 'luottamusmies', 'luottamushenkilo', 'huvudskyddsombud', 'fackligt fortroendevald*', 'employee representative*',
  'staff representative*', 'shop steward*',
];

const DIVERSITY = [
  'diversity', 'dei manager*', 'dei lead*', 'dei specialist*', 'dei director*', 'dei partner*', 'dei consultant*', 'dei program*', 'dei officer*', 'head of dei', 'deib', 'd & i', 'i & d', 'ed & i', 'diversite', 'diversidad', 'diversidade', 'diversita', 'vielfalt', 'diversiteit',
  'roznorodnosci', 'mangfald', 'monimuotoisuus*', 'diverzit*', 'sokszinuseg*', 'diversitate', 'διαφορετικοτητασ', 'різноманітності',
  'cesitlilik', 'التنوع', 'גיוון', 'विविधता', 'keberagaman', 'su da dang', '다양성', 'ダイバーシティ', '多元化',
];

const MOBILITY_REWARD = [
  'global mobility', 'international mobility', 'mobilite internationale', 'movilidad internacional', 'mobilidade internacional',
  'mobilita internazionale', 'head of reward', 'reward director*', 'director of reward', 'reward lead*', 'group reward',
  'reward and benefits', 'remuneration and benefits', 'remuneration & benefits',
];

/** HR's own words the lexicon lacked: the department's names and its clerks' titles. */
const HR_WORDS = [
  'personalhandlaggare', 'personalist*', 'personalni referent*', 'personalniho oddeleni', 'karmik', 'כוח אדם', 'כח אדם',
  'ανθρωπινων πορων', 'ανθρωπινου δυναμικου', 'intercedent*', 'personalvermittl*', 'resourcer*', 'executive search',
  'talent sourc*', 'ik is ortagi', 'hr is ortagi', 'شريك اعمال الموارد البشريه',
];

/** Time and attendance feed payroll (`finance`, as bare payroll: timekeepers and their administrators). */
const TIME_ATTENDANCE = ['time and attendance', 'time & attendance', 'timekeep*', 'zeitwirtschaft', '薪资', '薪資', 'vetan lekhakar'];

/** Marketing to candidates is marketing (as employer branding, round 21). */
const RECRUITMENT_MARKETING = ['recruitment marketing', 'recruiting marketing', 'talent marketing', 'candidate marketing'];

/** Diversity of suppliers is procurement's. */
const SUPPLIER_DIVERSITY = ['supplier diversity', 'diversite des fournisseurs', 'diversidad de proveedores'];

/** The round's classes in one pattern: at one place the earlier group wins. */
export const PEOPLE_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['marketing', RECRUITMENT_MARKETING],
  ['operations', SUPPLIER_DIVERSITY],
  ['finance', TIME_ATTENDANCE],
  ['people', [...HR_OPERATIONS, ...LEARNING, ...RELATIONS, ...WORKS_COUNCIL, ...DIVERSITY, ...MOBILITY_REWARD, ...HR_WORDS]],
];
/** The classes as one rule (one scan; its literal pre-test is the terms' literals, in the classifier's shared gate). */
export const PEOPLE_CLASSES_RULE: FunctionRule = classesRule(1, PEOPLE_CLASSES);

/**
 * What each class beats: the function a title read before. A people term also beats an engineering, sales or marketing reading
 * whose word it holds or that only a later segment lent ("Ingénieure pédagogique", "Kompetensutvecklare", "Formatore interno, area
 * commerciale"): `beatsByWords`.
 */
const BEATEN: Readonly<Partial<Record<JobFunction, ReadonlySet<JobFunction>>>> = {
  marketing: new Set(['people']),
  operations: new Set(['people', 'other']),
  finance: new Set(['other', 'operations', 'people']),
  people: new Set(['other', 'operations', 'customer_success']),
};

/** A works council's chair (a chair's word reads c_level or vp elsewhere): the council's head, `manager`. */
const COUNCIL = new RegExp(words(WORKS_COUNCIL), 'u');
const COUNCIL_CHAIR = new RegExp(
  `${words([
    'chair', 'chairman', 'chairwoman', 'chairperson', 'vorsitzend*', 'betriebsratsvorsitzend*', 'presidente', 'presidenta', 'president',
    'presidente du cse', 'voorzitter', 'przewodniczac*', 'ordforande', 'puheenjohtaja',
  ])}`,
  'u',
);
const CHAIR_STEMS = ['chair', 'vorsitz', 'presiden', 'voorzitter', 'przewodnicz', 'ordforande', 'puheenjohtaja'];

/** Onboarding of the staff, where an HR department is named (customer onboarding stays customer success). */
const ONBOARDING = /(?:^|\s)onboarding(?:\s|$)/u;
const HR_DEPARTMENT = new RegExp(words(['hr', 'people team', 'people', 'human resources', 'rh', 'rrhh', 'personalabteilung']), 'u');

/** A business partner's partner word is no owner's (an HR or finance business partner is an individual contributor). */
const BUSINESS_PARTNER = new RegExp(words(['business partner', 'is ortagi', 'شريك اعمال', 'שותף עסקי', 'שותפה עסקית', 'бізнес партнер*', 'partener de afaceri']), 'u');

/** A lawyer's or a clinician's role noun keeps its trade (`other`) beside an HR word ("Juriste en relations sociales", "Occupational Health Nurse"). */
const OTHER_TRADE = new RegExp(
  words([
    'lawyer', 'attorney', 'counsel', 'solicitor', 'juriste', 'avocat*', 'abogad*', 'advogad*', 'avvocat*', 'rechtsanwalt*', 'anwalt*', 'jurist*',
    'advocaat', 'prawnik*', 'radca prawny', 'nurse', 'physician', 'doctor', 'arzt', 'arztin', 'betriebsarzt*', 'medecin', 'medico', 'psycholog*',
  ]),
  'u',
);

type Classify = (title: string) => TitleClassification;

/** Functions a people term in the role's own segment beats where its own words lent them, or a later segment did. */
const BY_WORDS: ReadonlySet<JobFunction> = new Set(['engineering', 'sales', 'marketing']);

/** The role's own segment, the people term blanked, no longer reads the function: the term's words (or a later segment) lent it. */
function beatsByWords(text: string, m: { index: number; length: number }, fn: JobFunction, classify: Classify): boolean {
  const roleEnd = text.indexOf(' , ');
  const end = roleEnd < 0 ? text.length : roleEnd;
  if (m.index >= end) return false;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m.length, end)}`.trim();
  return rest === '' || classify(rest).function !== fn;
}

function readPeopleClass(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  const fn = read.function;
  if (fn === null) return read;
  let out = read;
  const m = firstMatch(PEOPLE_CLASSES_RULE, text);
  // A lawyer or a clinician keeps the trade, a student of HR the student's `other`.
  const keepsOther = fn === 'other' && (OTHER_TRADE.test(text) || (read.seniority === 'ic' && isStudentTitle(text)));
  if (m !== null && BEATEN[m.fn]?.has(fn) === true && !keepsOther) {
    // In a later segment a class names the role only where the role's own words named none ("Specialist, Diversity & Inclusion").
    const roleEnd = text.indexOf(' , ');
    if (roleEnd < 0 || m.index < roleEnd || fn === 'other') out = { seniority: read.seniority, function: m.fn };
  } else if (m !== null && m.fn === 'people' && BY_WORDS.has(fn) && beatsByWords(text, m, fn, classify)) {
    out = { seniority: read.seniority, function: 'people' };
  }
  if ((out.function === 'people' || out.function === 'executive') && out.seniority !== 'manager' && CHAIR_STEMS.some((s) => text.includes(s)) && COUNCIL.test(text) && COUNCIL_CHAIR.test(text)) {
    return { seniority: 'manager', function: 'people' };
  }
  if ((out.function === 'people' || out.function === 'executive') && out.seniority !== 'manager' && text.includes('betriebsratsvorsitzend')) return { seniority: 'manager', function: 'people' };
  if ((out.function === 'people' || out.function === 'finance') && out.seniority === 'c_level' && BUSINESS_PARTNER.test(text)) return { seniority: 'ic', function: out.function };
  return out;
}

/** HR's onboarding (the words a customer-onboarding title lacks). */
function readOnboarding(text: string, read: TitleClassification): TitleClassification {
  return read.function === 'customer_success' && ONBOARDING.test(text) && HR_DEPARTMENT.test(text) ? { seniority: read.seniority, function: 'people' } : read;
}

const ONBOARDING_GATE = TERM_GATE.slot(() => ({ atWordStart: ['onboarding'] }));
const PEOPLE_GATES = ruleGates(PEOPLE_CLASSES_RULE);

/**
 * Round 33's reading after the rules (`CLASS_PASSES`, `classify.ts`), behind the shared gate: the people trades' classes, a
 * council's chair, HR's onboarding.
 */
export function byPeopleClass(text: string, read: TitleClassification, classify: Classify): TitleClassification {
  if (read.function === null) return read;
  const present = TERM_GATE.present(text);
  const people = PEOPLE_GATES.some((slot) => present[slot] === 1);
  const onboarding = present[ONBOARDING_GATE] === 1;
  if (!people && !onboarding) return read;
  const out = people ? readPeopleClass(text, read, classify) : read;
  return onboarding ? readOnboarding(text, out) : out;
}
