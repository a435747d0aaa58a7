import { termPattern } from './entry-terms';

/*
 * Round 23 (issue #21, w3w): the side roles of software and IT people — open-source work, vendors' community programmes,
 * user groups — and the trainers of training institutes, for `side-roles.ts`. Titles are folded (`foldEntryText`: lower case,
 * accents off, punctuation a space) before these are asked.
 */

/**
 * Round 23 (w3w's open-source co-maintainer whose role stayed when the job ended): a maintainer, a committer, a member of a
 * project's management or steering committee — work on an open-source project beside a job. A maintainer of aircraft,
 * signals, track, grounds or a building is a trade ("Aircraft Maintainer", "Signal Maintainer"): a job.
 */
export const OPEN_SOURCE_ROLE =
  /^(?!.*\b(?:aircraft|avionics|signals?|track|grounds?|building|facilit\w*|plant|equipment|vehicles?|fleet|rail\w*|line|road|highway|parks?|hvac|electrical|mechanical|water|sewer|bridges?|weapons?|maintenance|machine\w*|elevators?|lifts?|cable|utilit\w*|pipeline|transit|bus|locomotive|station)\b).*(?:\bmaintainer\b|\bmainteneur\b|\bmantenedor(?:a)?\b|\bcommitter\b|\b(?:pmc|tsc) (?:member|chair)\b|\bopen source (?:contributor|maintainer|developer)\b|メンテナ|메인테이너|维护者|コミッター|커미터)/u;

/**
 * Round 23: a vendor's or a foundation's community programme (Microsoft MVP, AWS Community Builder or Hero, Google Developer
 * Expert, GitHub Star, Docker Captain, Oracle ACE, vExpert, a vendor's champion) and the organiser of a user group — titles a
 * person holds beside a job, whatever company page they are written at. A customer, member or support champion is a job.
 */
export const COMMUNITY_PROGRAMME =
  /\bmvp\b|\bmost valuable professional\b|\bcommunity (?:builder|hero|leader|star)s?\b|\b(?:aws|serverless|data|container) hero\b|\bdeveloper expert\b|\bgde\b|\bgithub star\b|\bdocker captain\b|\boracle ace\b|\bace (?:director|associate|pro)\b|\bvexpert\b|(?<!\b(?:customer|client|member|guest|patient|happiness|support|service|sales|success|experience) )\bchampion\b|\buser group (?:leader|lead|organi[sz]er|co ?organi[sz]er|host)\b|\b(?:meetup|user group) (?:co )?organi[sz]er\b|\bjug leader\b|\bcommunity organi[sz]er\b/u;

/**
 * Round 23: a trainer or instructor of a training institute, a bootcamp or an academy — teaching beside a job only with a
 * part-time, evening or course marker ("Trener IT (zajęcia wieczorowe)", "Instruktur (kelas malam)", "Evening Trainer"); alone
 * it is a job ("Lead Instructor", "Fitness Instructor", "Trener IT").
 */
export const TRAINER_WORD = termPattern({
  en: ['trainer', 'instructor', 'teaching assistant'],
  de: ['trainer', 'trainerin', 'ausbilder', 'ausbilderin'],
  es: ['instructor', 'instructora', 'capacitador', 'capacitadora'],
  pt: ['instrutor', 'instrutora'],
  it: ['istruttore', 'istruttrice'],
  pl: ['trener', 'trenerka', 'instruktor', 'instruktorka'],
  cs: ['lektor', 'lektorka', 'školitel', 'školitelka', 'instruktor'],
  ro: ['instructor', 'trainer'],
  hu: ['tréner', 'oktató'],
  tr: ['eğitmen', 'eğitmeni'],
  id: ['instruktur', 'pengajar', 'pelatih'],
  vi: ['giáo viên', 'huấn luyện viên'],
  fi: ['kouluttaja'],
  uk: ['тренер', 'інструктор'],
  ru: ['тренер', 'инструктор'],
  el: ['εκπαιδευτής', 'εκπαιδεύτρια'],
  he: ['מדריך', 'מדריכה'],
  ar: ['مدرب', 'مدربة'],
  ja: ['インストラクター', 'トレーナー'],
  ko: ['강사', '트레이너'],
  zh: ['培训师', '讲师'],
});
