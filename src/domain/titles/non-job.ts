import { memoiseByTwoStrings } from '../company/memoise';
import { BREAK_CLASS_TERMS } from './break-class-terms';
import { BARE_BREAK_WORDS, CAREER_BREAK_TERMS, CARING_TERMS, SICK_LEAVE_TERMS } from './break-terms';
import { isKnownTitle } from './classify';
import { isEducationEntry, studyPlanInPlaceOfEmployer } from './education';
import {
  BREAK_TERMS,
  foldEntryText,
  LEAVE_TERMS,
  RETIRED_TERMS,
  SEEKING_TERMS,
  SELF_EMPLOYED_TERMS,
  SOLE_TRADER_FORMS,
  termPattern,
  termPatternAtWordStart,
  wholeEntryPattern,
} from './entry-terms';
import { LEAVE_SHORT_TERMS } from './leave-short-terms';

/**
 * What a position entry that is not a job says about the person:
 * - `leave`: parental / maternity / medical leave or a sabbatical (still employed when it is
 *   written at the employer's own company);
 * - `break`: career break, travelling, caring for family, relocating;
 * - `studying`: a student, MBA / PhD candidate, bootcamp or degree programme (see `education.ts`);
 * - `seeking`: open to work, between jobs, unemployed, in career transition;
 * - `retired`;
 * - `self_employed`: "Self-employed" / "Freelance" written as the employer (no company to sell to);
 * - `placeholder`: a blank-looking employer ("-", "n/a") without a job title.
 */
export type NonJobKind = 'leave' | 'break' | 'studying' | 'seeking' | 'retired' | 'self_employed' | 'placeholder';

/** Phrases that mark a non-job entry wherever they appear in the company or title. */
const PHRASES: ReadonlyArray<readonly [NonJobKind, RegExp]> = [
  [
    'leave',
    /\b(?:parental|maternity|paternity|family|medical|sick|personal|adoption|shared parental|caregiver|garden) leave\b|\bon leave\b|\bleave of absence\b|\bsabbati(?:cal|que)\b|\bconge (?:parental|maternite|paternite|sabbatique)\b|\belternzeit\b|\bmutterschutz\b|\bbaja (?:por )?(?:maternidad|paternidad)\b|\bexcedencia\b|\blicenca (?:maternidade|paternidade)\b|\bcongedo (?:parentale|di maternita)\b|\bouderschapsverlof\b|\bzwangerschapsverlof\b|\bforaldraledig(?:het)?\b|\btjanstledig\b|\bbarsel(?:sorlov)?\b|\bforeldrepermisjon\b|\burlop (?:macierzynski|rodzicielski|wychowawczy)\b|\bvanhempainvapaa\b|\baitiysvapaa\b|\bano sabatico\b|\banno sabbatico\b|\bannee sabbatique\b|\bsabbatjahr\b|育児休業|産休|育休|休職中/u,
  ],
  [
    'break',
    /\bcareer (?:break|pause|gap)\b|\b(?:on|taking) a (?:career )?break\b|\bgap year\b|\bfull[ -]time (?:parent|mom|mum|dad|caregiver)\b|\bstay[ -]at[ -]home (?:parent|mom|mum|dad)\b|\bhomemaker\b|\bcaregiving\b|\bpause (?:carriere|professionnelle)\b|\bauszeit\b|\bkarrierepause\b|\bberufliche auszeit\b|\bpausa (?:profesional|de carrera|na carreira)\b|\bloopbaanonderbreking\b|\bwereldreis\b|\btravel(?:l)?ing the world\b|\bworld trip\b|\btaking (?:some )?time off\b|\bpersonal sabbatical\b|\breloca(?:tion|ting)\b(?! (?:consultant|specialist|manager|coordinator|advisor|adviser|officer|services|partner|lead|director|agent|counsel\w*|expert|assistant|executive|analyst))|^(?:national service|national serviceman|reserve duty|reservist duty)(?: nsf| nsman)?$|^(?:travel|travelling|traveling|break|time off|pause|pausa|personal time|family time|family)$|\bbereavement\b|\blaid off\b|\blayoff\b|\bposition eliminated\b|\bmade redundant\b|\bfull[ -]time parenting\b|\bpersonal goal pursuit\b/u,
  ],
  ['studying', /\b(?:full[ -]?time |mba |emba |msc |masters? |graduate |postgraduate )(?:student|candidate)\b|^student$|^(?:mba|msc|emba)$/u],
  [
    'seeking',
    /\bopen to (?:work|new (?:opportunities|roles|challenges)|opportunities)\b|\b(?:seeking|looking for|searching for|exploring|pursuing) (?:new |my next |the next |a new |a |next |exciting |full time |remote )*(?:opportunit(?:y|ies)|roles?|positions?|challenges?|chapter|career opportunities|employment|jobs?|work|step|adventures?)\b|\bopen for (?:new )?(?:work|opportunities|roles|challenges)\b|\bbetween (?:jobs|roles|positions|opportunities)\b|\bjob ?(?:seeker|seeking|hunting)\b|\bactively (?:looking|seeking)\b|\bavailable for (?:hire|work|new opportunities)\b|\bin (?:career )?transition\b|\bcareer transition\b|\bunemployed\b|\bnot (?:currently )?employed\b|\bcurrently not working\b|\ben recherche d ?(?:emploi|opportunites|un nouveau (?:poste|defi))\b|\brecherche d ?emploi\b|\ben transition (?:professionnelle|de carriere)\b|\bouvert(?:e)? aux opportunites\b|\ba l ?ecoute du marche\b|\bsans emploi\b|\bdemandeur d ?emploi\b|\barbeit(?:s)?such(?:end|e)\b|\bauf (?:job|stellen)such[e]?\b|\bberufliche neuorientierung\b|\boffen fur neue (?:herausforderungen|aufgaben)\b|\bdesempleado\b|\bdesempleada\b|\ben busqueda (?:de empleo|activa)\b|\bbuscando (?:empleo|trabajo|nuevas oportunidades|nuevos retos)\b|\ben transicion\b|\bem transicao(?: de carreira| profissional)?\b|\bdesempregad[oa]\b|\bem busca de (?:novas )?(?:oportunidades|recolocacao|emprego)\b|\bbuscando (?:recolocacao|novas oportunidades)\b|\bdisponivel para o mercado\b|\bin cerca di (?:lavoro|nuove opportunita|occupazione)\b|\bdisoccupat[oa]\b|\bwerkzoekend(?:e)?\b|\bop zoek naar (?:een )?(?:nieuwe )?(?:uitdaging|baan|functie)\b|\barbetssokande\b|\bjobsogende\b|\bjobbsoker\b|\bposzukuj(?:e|acy) pracy\b|\btyonhakija\b|求職中|待业|求职中/u,
  ],
  [
    'retired',
    /\bretired\b|\bretirement\b(?! (?:plan|planning|services|solutions|income|fund|funds|specialist|consultant|advisor|adviser|counselor|benefits|account|living|village|villages|home|homes|community|communities|residence|residences|group|centre|center|care))|\bretraite[e]?\b|\bim ruhestand\b|\bruhestand\b|\brentner(?:in)?\b|\bpensionad[oa]\b|\bpensionista\b|\bjubilacion\b|\bjubilad[oa]\b|\baposentad[oa]\b|\bpensionat[oa]\b|\bgepensioneerd\b|\bmet pensioen\b|\bpensionar\b|\bpensionist\b|\belakkeella\b|\bemeryt(?:ka)?\b|退職/u,
  ],
];

/** Employers that are the person themself. */
const SELF_EMPLOYED =
  /^(?:self[ -]?employed|freelance[r]?|freelancing|independent(?: consultant| contractor| professional)?|self|myself|own business|autonomo|autonoma|trabajador autonomo|selbst(?:st)?andig(?:e[r]?)?|freiberufler(?:in)?|freiberuflich|independant(?:e)?|auto[ -]?entrepreneur|micro[ -]?entrepreneur|freelancer? \/ self[ -]employed|zzp(?:er)?|zelfstandige?|egenforetagare|yrittaja|libero professionista|profissional autonomo|autonomo freelance)$/u;

/** The same in the other languages, and sole-trader forms before a name ("PFA Stoica Mihai"). */
const SELF_EMPLOYED_EMPLOYER = wholeEntryPattern([SELF_EMPLOYED_TERMS], SOLE_TRADER_FORMS);

/** Career-break types that are job-like words, a break only under a blank employer. */
const BREAK_TYPE_TITLE = /^(?:professional development|voluntary work|volunteering|personal project|personal projects|health and well ?being)$/u;

/** A word that also names businesses, as the whole entry with no job title ("Reizen", "Urakatko"): a break. */
const BARE_BREAK = wholeEntryPattern([BARE_BREAK_WORDS]);

/** Round 31: sick leave or recovery as the whole employer or the whole title ("Sjukskriven", "Arrêt maladie"): a leave. */
const SICK_LEAVE = wholeEntryPattern([SICK_LEAVE_TERMS]);

/** Employers written as a blank: "-", ".", "n/a", "none", "tbd", "confidential"… */
const PLACEHOLDER = /^(?:|n ?\/? ?a|none|nil|null|tbd|tba|x+|various|undisclosed|confidential|private|unknown|no company|not applicable)$/u;


const fold = (text: string | undefined): string => foldEntryText(text ?? '', true);

/**
 * Round 23 (w3w's "DBA Oracle Senior" at Interbank, read as a doctorate of business administration): "DBA" with a database
 * product or a grade after it is a database administrator's job. "DBA", "DBA candidate" and "DBA in Finance" stay study.
 */
const DATABASE_ADMINISTRATOR =
  /^(?:(?:senior|sr|junior|jr|lead|principal) )?dba (?:oracle|sql|sql server|mssql|mysql|postgres\w*|db2|mongodb|sybase|informix|teradata|mariadb|sap hana|hana|cloud|senior|sr|junior|jr|lead|ii|iii|iv|l[1-3])\b/u;

/** The same kinds in the other languages' vocabulary (entry-terms.ts). */
const TERMS: ReadonlyArray<readonly [NonJobKind, RegExp]> = [
  ['leave', termPattern(LEAVE_TERMS)],
  ['break', termPattern(BREAK_TERMS, CAREER_BREAK_TERMS, CARING_TERMS, BREAK_CLASS_TERMS)],
  // "무직" (no job) ends "사무직" (an office job): seeking words start a word.
  ['seeking', termPatternAtWordStart(SEEKING_TERMS)],
  ['retired', termPattern(RETIRED_TERMS)],
];

function phraseKind(text: string): NonJobKind | null {
  if (text === '') return null;
  for (const [kind, re] of PHRASES) if (re.test(text)) return kind;
  for (const [kind, re] of TERMS) if (re.test(text)) return kind;
  return null;
}

/**
 * Which kind of non-job entry a position is, or null when it is a job. Looks at both the
 * company and the title: a career break / open-to-work / retired phrase in either, a
 * self-employed employer, or a blank-looking employer with no title (or a non-job title).
 * A blank employer with a real title ("-", "Software Engineer") is a job at an undisclosed
 * company.
 */
export function nonJobKind(position: { company: string | null; title: string | null; company_social_id?: string | null }): NonJobKind | null {
  const kind = kindOf(position.company ?? '', position.title ?? '');
  // Round 28: a study plan written as the entry's name is study only with no company page (`studyPlanInPlaceOfEmployer`).
  if (kind === STUDY_PLAN_NAME) return (position.company_social_id ?? '').trim() === '' ? 'studying' : null;
  // Round 40: a leave or a recovery written short as the whole name is one only with no company page (`shortLeave`).
  if (kind === SHORT_LEAVE) return (position.company_social_id ?? '').trim() === '' ? 'leave' : null;
  return kind;
}

/** What `kindOf` says of an entry named by a leave or recovery word alone (`leave-short-terms.ts`): a leave with no company page. */
const SHORT_LEAVE = 'short_leave';

let shortLeaveWords: RegExp | null = null;
let leaveWord: RegExp | null = null;

/**
 * Round 40: the name is only the words of a leave or a recovery, written short or in full ("Rodičovská", "Herstel",
 * "Macierzyński", "Elternzeit"), and the title is empty, only such words ("mateřská / rodičovská 🍼"), or holds one and names
 * no role ("herstel na burn-out", "відновлення після операції").
 */
function shortLeave(company: string, title: string): boolean {
  shortLeaveWords ??= wholeEntryPattern([LEAVE_SHORT_TERMS, LEAVE_TERMS, SICK_LEAVE_TERMS, BARE_BREAK_WORDS]);
  if (company === '' || !shortLeaveWords.test(company)) return false;
  if (title === '' || shortLeaveWords.test(title)) return true;
  leaveWord ??= termPattern(LEAVE_SHORT_TERMS, LEAVE_TERMS, SICK_LEAVE_TERMS);
  return leaveWord.test(title) && !isKnownTitle(title);
}

/** What `kindOf` says of an entry named as a study plan: study when the entry links no company page, else a job. */
const STUDY_PLAN_NAME = 'study_plan_name';

const kindOf = memoiseByTwoStrings((rawCompany: string, rawTitle: string): NonJobKind | typeof STUDY_PLAN_NAME | typeof SHORT_LEAVE | null => {
  const kind = wordsKind(rawCompany, rawTitle);
  if (kind === null && shortLeave(fold(rawCompany), fold(rawTitle))) return SHORT_LEAVE;
  return kind === null && studyPlanInPlaceOfEmployer({ company: rawCompany, title: rawTitle }) ? STUDY_PLAN_NAME : kind;
});

function wordsKind(rawCompany: string, rawTitle: string): NonJobKind | null {
  const company = fold(rawCompany);
  const title = fold(rawTitle);
  const byPhrase = phraseKind(company) ?? phraseKind(title);
  if (byPhrase !== null) return byPhrase;
  if (SICK_LEAVE.test(company) || SICK_LEAVE.test(title)) return 'leave';
  if (SELF_EMPLOYED.test(company) || SELF_EMPLOYED_EMPLOYER.test(company)) return 'self_employed';
  if (!DATABASE_ADMINISTRATOR.test(title) && isEducationEntry({ company: rawCompany, title: rawTitle })) return 'studying';
  if (PLACEHOLDER.test(company) && (title === '' || PLACEHOLDER.test(title))) return 'placeholder';
  if (PLACEHOLDER.test(company) && BREAK_TYPE_TITLE.test(title)) return 'break';
  if ((title === '' && BARE_BREAK.test(company)) || (PLACEHOLDER.test(company) && BARE_BREAK.test(title))) return 'break';
  return null;
}

/** True when the position is not a job (see `nonJobKind`). */
export function isNonJobEntry(position: { company: string | null; title: string | null; company_social_id?: string | null }): boolean {
  return nonJobKind(position) !== null;
}
