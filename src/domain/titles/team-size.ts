import type { TitleClassification } from './types';

/**
 * A stated team size (issue #21, round 29; round 27 wrote it for public-sector heads only): a title that states the number of
 * PEOPLE its holder leads ("(team of 8)", "(8 advisers)", "(6 nhân sự)", "（部下5名）", "(32 medarbetare)", "(팀원 7명)",
 * "(צוות של 30)", "(команда 14)") reads manager when its own words read a head (director) or no rank (ic), up to
 * `LARGEST_TEAM` people. The recount over every read set (w2, w3 … w4c) and development set is in docs/decisions.md, "Detection
 * round 29 (seniority by structure)": every stated team of 2 … 40 people is labelled manager (the rank word's reading
 * notwithstanding: "Head of …", "Vårdenhetschef", "Trưởng phòng", a coordinating nurse, 係長), the two of 60 and 900 director.
 *
 * Structure, not wording: a team word with its count ("team of 6", "zespół 6 osób", "团队6人"), a count with a noun for people
 * (the class of people nouns — staff, members, employees, reports and the roles a team is made of, nurses, analysts, advisers,
 * engineers — in every language the sets use), or a CJK count with a people counter (名, 人, 명: "係員10名", "带5人", "4명").
 * A count of things ("12 stores", "3 sites", "5 countries", "€40m book", "Top 10", "（1人目）" the first hire) is no team.
 * A vp or c_level keeps its rank ("Country Manager (team of 40)", "Co-Founder (6 employees)"), and a start-up's first head of a
 * function leads it for the company (w3e "Head of Engineering (first eng hire, team of 6)": director).
 */

/** Team words before their count, in every language of the sets (folded: no accents, lower case). */
const TEAM_WORDS = [
  'team', 'teams', 'crew', 'equipe', 'equipa', 'equipo', 'echipa', 'squadra', 'ekip', 'ekibi', 'tim', 'tiimi', 'tym', 'zespol', 'csapat',
  'ομαδα', 'команда', 'команди', 'группа', 'فريق', 'צוות', 'nhom', 'टीम',
  // round 34 (seniority34): a kitchen's brigade, a squad, and the span of control stated as a number
  'brigade', 'brigada', 'brigata', 'brigad', 'brygada', 'бригада', 'μπριγκαδα', 'squad', 'span of control', 'span of control ,', 'fuhrungsspanne', 'leitungsspanne',
];
/** Nouns for people after a count: people, staff, reports, and the roles teams are made of, in every language of the sets. */
const PEOPLE_NOUNS = [
  // en
  'people', 'persons', 'pers', 'staff', 'members', 'employees', 'reports', 'direct reports', 'headcount', 'fte', 'ftes', 'colleagues', 'workers',
  'advisers', 'advisors', 'analysts', 'nurses', 'engineers', 'developers', 'agents', 'reps', 'representatives', 'consultants',
  'officers', 'specialists', 'associates', 'bankers', 'underwriters', 'planners', 'estimators', 'technicians', 'operators', 'clerks',
  'tellers', 'designers', 'accountants', 'auditors', 'teachers', 'lecturers', 'faculty', 'researchers', 'scientists', 'doctors',
  'physicians', 'drivers', 'executives', 'aes', 'sdrs', 'bdrs', 'qss', 'managers', 'supervisors', 'coordinators', 'recruiters', 'paralegals', 'lawyers',
  // de, nl, sv
  'ma', 'mitarbeitende', 'mitarbeiter', 'mitarbeiterinnen', 'beschaftigte', 'personen', 'kolleginnen', 'kollegen', 'pflegekrafte',
  'berater', 'beraterinnen', 'fachkrafte', 'kopfe', 'medewerkers', 'adviseurs', 'analisten', 'verpleegkundigen', 'medarbetare',
  'personer', 'anstallda', 'radgivare', 'analytiker', 'sjukskoterskor', 'tekniker', 'technikern', 'techniker', 'technikerinnen',
  // fr, es, pt, it, ro
  'personnes', 'collaborateurs', 'collaboratrices', 'salaries', 'employes', 'conseillers', 'conseilleres', 'analystes', 'infirmieres',
  'infirmiers', 'ingenieurs', 'commerciaux', 'compagnons', 'personas', 'colaboradores', 'colaboradoras', 'empleados', 'asesores',
  'analistas', 'enfermeras', 'enfermeros', 'ingenieros', 'agentes', 'comerciales', 'trabajadores', 'pessoas', 'funcionarios',
  'assessores', 'enfermeiros', 'enfermeiras', 'engenheiros', 'consultores', 'tecnicos', 'persone', 'collaboratori', 'dipendenti',
  'risorse', 'consulenti', 'analisti', 'infermieri', 'ingegneri', 'agenti', 'persoane', 'angajati', 'colegi', 'asistente', 'analisti',
  'consultanti', 'muncitori',
  // pl, cs, hu, fi, el, uk
  'osob', 'osoby', 'os', 'pracownikow', 'pracownicy', 'pielegniarki', 'pielegniarek', 'analitykow', 'doradcow', 'inzynierow',
  'konsultantow', 'lidi', 'lide', 'pracovniku', 'zamestnancu', 'sester', 'analytiku', 'poradcu', 'fo', 'fos', 'munkatars', 'kollega',
  'henkea', 'hengen', 'hloa', 'tyontekijaa', 'hoitajaa', 'asiantuntijaa', 'ατομα', 'ατομων', 'υπαλληλοι', 'εργαζομενοι', 'νοσηλευτες', 'осіб',
  'особи', 'працівників', 'співробітників', 'фахівців', 'медсестер', 'аналітиків', 'человек', 'сотрудников',
  // tr, id, vi
  'kisi', 'kisilik', 'calisan', 'personel', 'analist', 'uzman', 'hemsire', 'orang', 'staf', 'karyawan', 'analis', 'perawat', 'nguoi',
  'nhan su', 'nhan vien', 'chuyen vien', 'can bo',
  // ar, he, hi
  'موظفين', 'موظفا', 'موظف', 'أشخاص', 'اشخاص', 'عامل', 'عاملا', 'عمال', 'محللين', 'ممرضات', 'עובדים', 'אנשים', 'מהנדסים', 'אחיות',
  'אנליסטים', 'सदस्य', 'सदस्यों', 'कर्मचारी', 'कर्मचारियों', 'लोग', 'लोगों', 'log', 'logon',
];

const alternation = (list: readonly string[]): string => [...new Set(list)].sort((a, b) => b.length - a.length).join('|');

/** A team word and its count, or a count and a people noun (one word may qualify it: "7 account executives"), or a CJK count with a people counter (not "1人目", the first hire). */
const TEAM_COUNT = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:${alternation(TEAM_WORDS)})(?: (?:of|von|mit|van|om|pa|di|de|da|з|من|של|из))? (\d+)(?![\d\p{L}])`,
    String.raw`(?<![\d\p{L}])(\d+)[ -](?:\p{L}+ )?(?:${alternation(PEOPLE_NOUNS)})(?![\p{L}])`,
    String.raw`(\d+) ?(?:名|人(?!目)|명)`,
  ].join('|'),
  'u',
);
/** A start-up's first head of a function leads it for the company (w3e "Head of Engineering (first eng hire, team of 6)"). */
const FOUNDING = /(?<![\p{L}])(?:first (?:\p{L}+ )?hire|founding|employee #)/u;
/** The largest stated team read manager: every read team of 2 … 40 is manager, the heads of 60 and of 900 director. */
const LARGEST_TEAM = 50;

/**
 * A director's word is a stated rank (round 38, levels38: w4m "Legal Director, Employment (team of 3 lawyers)", "Director of Legal
 * Operations (leads a team of 8)": director): the team size breaks the tie only where a head's word ("Head of", "Leiter", "-chef",
 * "Керівник", "Trưởng phòng", "负责人", "부장") or no rank word is stated. Arabic "مدير", Hebrew "מנהל" and Finnish "johtaja" name a
 * manager as often as a director and are no director's word here; a school's director of studies heads its teaching (w3z: manager).
 */
const DIRECTOR_WORD = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:director\p{L}*|directoare|directeur|directrice|diretor\p{L}*|direttor\p{L}*|direttrice|dyrektor\p{L}*|reditel\p{L}*|direktur|διευθυντ\p{L}*|директор\p{L}*|giam doc|निदेशक|דירקטור\p{L}*)`,
    String.raw`\p{L}*(?:direktor|igazgato)\p{L}*`,
    '总监|總監|ティレクター|이사(?!회)',
  ].join('|'),
  'u',
);
const STUDIES = /(?<![\p{L}])(?:director\p{L}* (?:of|de) (?:studies|estudios|estudos)|directeur des etudes|directrice des etudes|direttore degli studi|studierektor|studiendirektor\p{L}*)(?![\p{L}])/u;

/** A head (director) or a title with no rank (ic) with a stated team of at most `LARGEST_TEAM` people runs it as a manager. */
export function byTeamSize(text: string, read: TitleClassification): TitleClassification {
  if ((read.seniority !== 'director' && read.seniority !== 'ic') || !/\d/u.test(text)) return read;
  if (read.seniority === 'director' && DIRECTOR_WORD.test(text) && !STUDIES.test(text)) return read;
  const m = TEAM_COUNT.exec(text);
  if (m === null) return read;
  const count = Number(m.slice(1).find((g) => g !== undefined));
  // A count of one is the person itself, never a team (round 33: "1. számú munkatárs", "1 numaralı çalışan", employee no. 1).
  if (!(count > 1 && count <= LARGEST_TEAM) || FOUNDING.test(text)) return read;
  return { seniority: 'manager', function: read.function };
}
