import { memoiseByString } from '../company/memoise';
import { postToTheTop } from './adviser-post';
import { BOARD_SEAT_TERMS, BUSINESS_BODY_TERMS, CHAMBER_TERMS, COMMITTEE_SEAT_TERMS, INDEPENDENT_SEAT_TERMS, PROFESSION_BODY_TERMS } from './board-seat-terms';
import { COLLABORATOR_TERMS } from './collaborator-terms';
import { COMMUNITY_PROGRAMME, disputePanelSeat, EDITORIAL_SEAT, examPanelSeat, NONPROFIT_AND_RESIDENT_TERMS, OPEN_SOURCE_ROLE, TRAINER_WORD, WORSHIP_COMMITTEE_SEAT } from './community-roles';
import {
  ADVISER_TERMS,
  BOARD_TERMS,
  COMMUNITY_TERMS,
  CONSULTANT_TERMS,
  foldEntryText,
  FOUNDER_TERMS,
  HOUSING_AND_PARENTS_TERMS,
  INVESTOR_TERMS,
  MENTOR_TERMS,
  TEACHING_TERMS,
  termPattern,
  VOLUNTEER_TERMS,
  wholeEntryPattern,
} from './entry-terms';

/**
 * Roles people commonly hold alongside their main job, by kind:
 * - `board`: board member / director / observer, supervisory board, trustee, chair;
 * - `advisory`: advisor, advisory board, counsellor to a company (not a customer-facing
 *   "Financial Advisor", "Conseiller clientèle", "Asesor comercial", which are jobs, nor an
 *   "Advisory" practice of a consulting firm);
 * - `investing`: investor, angel, limited / venture partner, venture scout;
 * - `mentoring`: mentor, coach, ambassador, fellow, judge, speaker, author, host;
 * - `volunteering`: volunteer, honorary roles;
 * - `teaching`: lecturer, adjunct / visiting professor, instructor;
 * - `part_time`: part-time, fractional, freelance work beside a job.
 * Used by change detection so that adding such a concurrent position is not reported as a
 * move. A title that also names an operating role ("Chairman & CEO", "Founder & Board
 * Member", "Executive Chairman", "Consejero Delegado") is not a side role.
 */
export type SideRoleKind = 'board' | 'advisory' | 'investing' | 'mentoring' | 'volunteering' | 'teaching' | 'part_time';

/**
 * An advisor title is a side role when it is "Advisor" alone or with a qualifier that describes
 * advising a company ("Strategic Advisor", "Startup Advisor", "Investor & Advisor"); other
 * qualifiers name a job ("Financial Advisor", "Sales Advisor", "Retirement Plan Advisor").
 */
const ADVISOR_QUALIFIER =
  '(?:senior|strategic|strategy|startup|board|independent|external|special|executive|venture|industry|expert|trusted|founding|gtm|go to market|growth|scientific|medical|technology|technical|business|marketing|product|investor|angel investor|angel|mentor|and|lead|principal|exterior|externe|externo|externa|independant|independante|independiente|estrategico|estrategica|strategique|senior)';
const ADVISOR_SIDE = new RegExp(
  `^(?:${ADVISOR_QUALIFIER} )*(?:advis[oe]rs?|conseill(?:er|ere)|asesor(?:a)?|adviseur|consultor(?:a)? externo)(?: (?:strategique|strategic|externe|externo|externa|independant|independante|independiente|estrategico|estrategica|senior))*(?: (?:and|to|for) (?:the )?(?:startups?|investor|mentor|angel investor|board member|several startups|multiple startups|founders?|ceo|chief executive|board|chair(?:man|woman|person)?|president|management|executive team|leadership team|management board))?$`,
  'u',
);

/** An adviser's title alone in the other languages ("Poradce", "Neuvonantaja", "Радниця", "Penasihat"). */
const ADVISER_ALONE = wholeEntryPattern([ADVISER_TERMS]);

/** Part-time work beside a job, whatever the role ("Fractional CMO", "Part-time CFO"). */
const PART_TIME =
  /\b(?:part[ -]?time|fractional|freelance|freelancer|freelancing|moonlighting|nebenberuflich|teilzeit|temps partiel|tiempo parcial|medio tiempo|media jornada|meio periodo|deeltijd|side (?:project|hustle|gig))\b/u;

/** The same in the other languages. */
const PART_TIME_OTHER = termPattern(COLLABORATOR_TERMS, {
  tr: ['yarı zamanlı'],
  id: ['paruh waktu'],
  vi: ['bán thời gian'],
  cs: ['částečný úvazek'],
  fi: ['osa-aikainen', 'sivutoiminen'],
  el: ['μερική απασχόληση'],
  he: ['משרה חלקית'],
  ro: ['jumătate de normă', 'part-time'],
  hu: ['részmunkaidős'],
  uk: ['неповна зайнятість', 'за сумісництвом'],
  ru: ['по совместительству'],
  ja: ['非常勤'],
  zh: ['兼职'],
  ko: ['파트타임'],
});

/** Teaching beside a job in the other languages (Chargé de cours, 非常勤講師, Óraadó …). */
const TEACHING_TERM = termPattern(TEACHING_TERMS);

/** Teaching words: with a part-time marker, or at a place of study beside a job, a side role. */
const TEACHING_WORD = termPattern({
  en: ['lecturer', 'professor', 'faculty', 'instructor', 'teacher', 'tutor'],
  de: ['dozent', 'dozentin', 'kursleiter', 'kursleiterin'],
  es: ['docente', 'profesor', 'profesora', 'formador', 'formadora', 'instructora'],
  fr: ['professeur', 'enseignant', 'enseignante', 'formateur', 'formatrice', 'intervenant', 'intervenante'],
  pl: ['wykładowca', 'lektor', 'lektorka', 'prowadzący zajęcia', 'prowadząca zajęcia', 'nauczyciel', 'nauczycielka'],
  tr: ['öğretim görevlisi', 'eğitmen', 'eğitmeni', 'öğretmen', 'öğretmeni'],
  // round 17 (w3q: "Docent netwerkbeheer (avond)" at an adult-education centre): the teaching words of the languages the
  // list lacked, and the course leaders of evening classes and study circles
  nl: ['docent', 'docente', 'lesgever', 'lesgeefster', 'cursusleider', 'cursusleidster'],
  sv: ['lärare', 'kursledare', 'cirkelledare', 'föreläsare'],
  da: ['underviser', 'kursusleder', 'lærer'],
  no: ['kursholder', 'kursleder', 'foreleser', 'lærer'],
  it: ['docente', 'insegnante', 'formatore', 'formatrice'],
  pt: ['professor', 'professora', 'docente', 'formador', 'formadora'],
  id: ['dosen'],
  vi: ['giảng viên'],
  cs: ['vyučující'],
  fi: ['opettaja', 'lehtori', 'kurssiopettaja', 'tuntiopettaja', 'kouluttaja'],
  el: ['καθηγητής', 'καθηγήτρια', 'εκπαιδευτής', 'εκπαιδεύτρια'],
  he: ['מרצה'],
  ro: ['lector', 'formator', 'formatoare'],
  hu: ['oktató', 'tanár', 'tanfolyamvezető'],
  uk: ['викладач', 'викладачка'],
  ru: ['преподаватель'],
  // round 18 (w3r: "хоноруван преподавател" at a Bulgarian university, kept when the job ended): the South Slavic and
  // Slovak teaching words, and Romanian's associate teaching staff
  bg: ['преподавател', 'преподавателка', 'лектор', 'доцент', 'професор', 'гост-лектор', 'хоноруван асистент'],
  mk: ['предавач', 'предавачка', 'професор', 'наставник', 'доцент'],
  sr: ['predavač', 'predavačica', 'nastavnik', 'nastavnica', 'docent', 'docentkinja', 'profesor', 'profesorica', 'предавач', 'наставник'],
  sl: ['predavatelj', 'predavateljica', 'učitelj', 'učiteljica', 'docent', 'docentka'],
  sk: ['vyučujúci', 'vyučujúca', 'lektor', 'lektorka', 'pedagóg', 'pedagogička', 'docent', 'docentka'],
  ar: ['محاضر', 'محاضرة'],
  hi: ['प्राध्यापक', 'व्याख्याता'],
  ko: ['강사', '교수'],
  ja: ['講師', '教授'],
  zh: ['讲师', '教授'],
});

const fold = (text: string): string => foldEntryText(text);

/**
 * A course, a class or evening / weekend teaching named in the title: with a teaching word
 * ("Викладач курсу «React» (вечірній)", "Instructor, weekend UX course", "Εκπαιδευτής
 * σεμιναρίου") it is teaching beside a job, not a teaching post.
 */
const A_COURSE = termPattern({
  en: ['course', 'courses', 'class', 'evening', 'evenings', 'weekend', 'weekends', 'workshop', 'bootcamp', 'night school', 'night classes', 'nights'],
  de: ['kurs', 'kurse', 'abendkurs', 'abendkurse', 'abends', 'wochenendkurs', 'workshop', 'abendschule'],
  fr: ['cours du soir', 'atelier', 'le soir', 'soir', 'soirs', 'en soirée'],
  // round 23 (w3w's "Docente – Bases de Datos (turno noche)"): the evening shift of a training institute, in every language
  es: ['curso', 'cursos', 'taller', 'nocturno', 'nocturna', 'turno noche', 'noche', 'vespertino', 'clases nocturnas', 'fines de semana'],
  pt: ['curso', 'cursos', 'oficina', 'noturno', 'noturna', 'à noite', 'fins de semana'],
  it: ['corso', 'corsi', 'serale', 'serali', 'di sera'],
  nl: ['avond', 'avonden', 'avondschool', 'avondonderwijs', 'cursus', 'avondcursus'],
  sv: ['kvällskurs', 'kvällskurser', 'studiecirkel'],
  da: ['aftenskole', 'aftenhold'],
  no: ['kveldskurs'],
  pl: ['kurs', 'kursu', 'kursów', 'warsztaty', 'wieczorowe', 'wieczorowy', 'wieczorami', 'weekendowe'],
  uk: ['курс', 'курсу', 'курсів', 'вечірній', 'вечірні'],
  ru: ['курс', 'курса', 'курсов', 'вечерний', 'вечерние'],
  el: ['σεμιναρίου', 'σεμινάριο', 'σεμιναρίων', 'μαθήματα', 'βραδινά'],
  tr: ['kurs', 'kursu', 'atölye', 'akşam', 'hafta sonu'],
  cs: ['kurz', 'kurzu', 'kurzů', 'kurzy', 'večerní'],
  sk: ['kurz', 'kurzy', 'večerné'],
  hu: ['tanfolyam', 'kurzus', 'esti'],
  ro: ['curs', 'cursuri', 'de seară', 'seara'],
  fi: ['kurssi', 'kurssin', 'ilta', 'iltaisin', 'iltakurssi'],
  vi: ['khóa học', 'lớp', 'buổi tối'],
  id: ['kursus', 'kelas', 'malam', 'akhir pekan'],
  he: ['ערב', 'קורס'],
  ar: ['مسائي', 'مسائية', 'دورة', 'دورات'],
  ja: ['夜間', '講座'],
  ko: ['야간'],
  zh: ['夜校', '晚班', '周末班'],
});


/**
 * A membership named as the title: "Founding Member", "Member" of a community, co-op or guild.
 * "Member of Technical Staff" and founding-team titles that name a function are jobs.
 */
const MEMBERSHIP = /^(?:founding |core |active |honorary |community )?member$|^(?:founding |core |active )?member of (?:the )?(?:community|network|collective|guild|co ?op|cooperative|club|association|society)\b|\bsuperhost\b/u;

/** A volunteer's words in every language (the `volunteering` patterns below, and unpaid or honorary offices), built on first use. */
let volunteerWord: RegExp | null = null;
function volunteerText(text: string): boolean {
  volunteerWord ??= new RegExp(
    `${/\bvolunt(?:eer|ario|aria|ariado|ario)\b|\bbenevole\b|\bvrijwillig(?:er|ster|e)?\b|\behrenamt\w*|\bvolontari[oa]\b|\bfrivillig\b|\bwolontariusz\w*|\bpro bono\b|\bunpaid\b|\bhonorary\b/u.source}|${termPattern(VOLUNTEER_TERMS).source}`,
    'u',
  );
  return volunteerWord.test(text);
}

/** Running volunteers is a job in any language: a coordinator, manager or head of the volunteers ("Coordinatrice des bénévoles"). */
const VOLUNTEERS_RUN =
  /\b(?:coordinat\w*|coordonnat\w*|coordinador\w*|coordenador\w*|koordinat\w*|manager|responsable|verantwortlich\w*|leiter\w*|sorumlusu)\b.*\b(?:benevoles|voluntari\w*|volontari|vrijwilligers|ehrenamtlich\w*|wolontariusz\w*|gonullu\w*|volunteers?)\b/u;

const KIND_PATTERNS: ReadonlyArray<readonly [SideRoleKind, RegExp]> = [
  [
    'board',
    /\bboard\b(?! certified)|\bindependent director\b|\bbestuurslid\b|\bnon[ -]?executive\b|\bned\b|\btrustee\b|\bgovernor\b|\bchair(?:man|woman|person)?\b|\bsupervisory\b|\baufsichtsrat\w*|\bverwaltungsrat\w*|\bbeirat\w*|\bbeiratsmitglied\b|\bmitglied des (?:aufsichts|bei|verwaltungs)rat(?:e)?s\b|\badministrat(?:eur|rice)(?: independant(?:e)?| de societes)?$|\bmembre du conseil\b|\bconseil d administration\b|\bconsejer[oa]\b|\bmiembro del consejo\b|\bconselheir[oa]\b|\bmembro do conselho\b|\bconsigliere\b|\bmembro del (?:cda|consiglio)\b|\bcommissaris\b|\braad van (?:commissarissen|toezicht|bestuur|advies)\b|\bstyrelse\w*|\bstyremedlem\b|\bstyreleder\b|\bbestyrelse\w*|\bhallituksen\b|\bczlonek rady\b|\bczlonek zarzadu\b/u,
  ],
  [
    'advisory',
    /\badvisory (?:board|council|committee|role|capacity|member)\b|\bmember of the advisory\b|\bcomite (?:consultatif|d orientation|strategique)\b/u,
  ],
  ['investing', /^lp$|\binvestor\b|\bangel\b|\blimited partner\b|\bventure (?:partner|scout|advisor)\b|\b(?:vc|venture|investment) scout\b|^scout$|\binvestisseu(?:r|se)\b|\binvers(?:or|ora|ionista)\b|\binvestidor(?:a)?\b|\binvesteerder\b|\bbusiness angel\b/u],
  ['volunteering', /\bvolunt(?:eer|ario|aria|ariado|ario)\b|\bbenevole\b|\bvrijwillig(?:er|ster)\b|\behrenamt\w*|\bvolontari[oa]\b|\bfrivillig\b|\bwolontariusz\b|\bpro bono\b/u],
  ['teaching', /\bexternal (?:examiner|assessor|moderator)\b|\b(?:part[ -]?time|adjunct|visiting|guest|sessional|honorary|external|evening) (?:lecturer|professor|faculty|instructor|teacher)\b|^adjunct(?: (?:at|in|of|for)\b|$)|\bvisiting (?:professor|lecturer|faculty)\b|\bguest (?:professor|lecturer|speaker)\b|\bteaching\b|\bdozent(?:in)?\b|\blehrbeauftragte[r]?\b|\bcharge(?:e)? d enseignement\b|\bintervenant(?:e)?\b|\bprofesor(?:a)? (?:asociad[oa]|invitad[oa])\b|\bprofessor convidad[oa]\b|\bgastdocent\b/u],
  ['board', termPattern(BOARD_TERMS, BOARD_SEAT_TERMS, INDEPENDENT_SEAT_TERMS)],
  ['investing', termPattern(INVESTOR_TERMS)],
  ['volunteering', termPattern(VOLUNTEER_TERMS)],
  ['mentoring', termPattern(MENTOR_TERMS, COMMITTEE_SEAT_TERMS)],
  ['volunteering', OPEN_SOURCE_ROLE],
  ['mentoring', COMMUNITY_PROGRAMME],
  ['mentoring', /\bmentor(?:a|in)?\b|\bcoach\b|\bambassador\b|\bfellow\b|\bjudge\b|\bspeaker\b|\bauthor\b|\bpodcast\b|\bhost\b|\bcommittee\b|\bexpert network\b|\bjury\b|\bforbes\b|\bcouncils? member\b|(?<!individual )\bcontributor\b|^(?:co )?organi[sz]er$|\bmeetup\b/u],
];

const OPERATING_ROLE =
  /\b(?:ceo|cto|cfo|coo|cro|cmo|cpo|(?:co )?founder|cofounder|(?<!vice )president|owner|managing director|general manager|executive chair(?:man|woman|person)?|consejer[oa] delegad[oa]|administrateur delegue|geschaftsfuhrer(?:in)?|vorstand(?:svorsitzender)?|directeur general|director general|management board|executive board|board of management)\b/u;


/**
 * Round 32 (w4f's control-016, a scrum master who leaves for another firm as "Agile Coach", read as only side roles): a coach
 * of a trade's way of working — agile, scrum, lean, DevOps, delivery, sales, quality — is employed to coach teams: a job.
 * Jobs named after a side role's word: investor relations is a finance job, and a volunteer
 * coordinator or manager is employed to run volunteers ("Volunteer Coordinator", "Gönüllü
 * Koordinatörü", "Koordinator Relawan", "Önkéntes koordinátor").
 */
const JOB_WITH_SIDE_WORD =
  /\b(?:agile|agil|agiles|agilni|scrum|lean|kanban|devops|delivery|enterprise|transformation|team|technical|tech|product|sales|quality|safe)[ -]coach\b|\bcoach (?:agile|agil|agilite|agilidad|agilidade|agilita|scrum|lean|devops)\b|\binvestor relations\b|\bir (?:manager|director|officer)\b|\byatirimci iliskileri\b|\brelations investisseurs\b|\b(?:volunteer|volunteers|gonullu|relawan|onkentes|volontari|voluntari|voluntariado|dobrovolnik\w*|vapaaehtois\w*)\s+(?:coordinator|manager|lead|program\w*|koordinator\w*|coordinat\w*|coordonator|manazer\w*|menedzser|vezeto|sorumlusu)\b|\b(?:coordinator|manager|koordinator|coordinador[a]?|coordenador[a]?)\s+(?:of )?(?:volunteers?|relawan|voluntarios|voluntariado)\b/u;

/**
 * An advisor word with a Katakana word glued before it names a job, as "Beauty Advisor" or "Support Advisor"
 * does in English: ビューティーアドバイザー (cosmetics sales), サポートアドバイザー (customer support), キャリアアドバイザー
 * (a recruiter) — w3g's AppleCare support advisor was read as a board seat. A bare アドバイザー stays a seat.
 */
const QUALIFIED_KANA_ADVISOR = new RegExp(`[\u30a0-\u30ff]${fold('アドバイザー')}`, 'u');

/** The kind of side role a title names, or null for a main job (or no title). */
export function sideRoleKind(title: string | null): SideRoleKind | null {
  return title === null ? null : kindOf(title);
}

const kindOf = memoiseByString((title: string): SideRoleKind | null => {
  const text = fold(title);
  if (text === '') return null;
  return kindOfText(text) ?? bracketedKind(title);
});

/**
 * A trustee or governor sits on a board whatever the board is called: "Trustee, Board of
 * Management" of a school is a seat, not the German "Vorstand" (an operating role).
 */
const TRUSTEE = /\b(?:trustee|governor|board of (?:trustees|governors))\b/u;
const RUNS_COMPANY = /\b(?:ceo|cto|cfo|coo|(?:co )?founder|cofounder|(?<!vice )president|owner|managing director|general manager|chief)\b/u;

function kindOfText(text: string): SideRoleKind | null {
  if (TRUSTEE.test(text) && !RUNS_COMPANY.test(text)) return 'board';
  // Round 40: a staff job serving the chair is a job; an adviser's post to the chair, the chief executive or the board is a
  // side role whatever its hours ("Conseiller auprès du président (mission temporaire)", "Adviser to the Chairman (part-time)").
  const beside = postToTheTop(text);
  if (beside === 'staff') return null;
  if (beside === 'adviser') return 'advisory';
  const partTime = PART_TIME.test(text) || PART_TIME_OTHER.test(text);
  if (TEACHING_TERM.test(text) || ((partTime || A_COURSE.test(text)) && (TEACHING_WORD.test(text) || TRAINER_WORD.test(text)))) return 'teaching';
  if (MEMBERSHIP.test(text)) return 'volunteering';
  // Round 36 (w4k: "Gönüllü (yarı zamanlı)" at a sports club after the job ended, read as part-time work, a move): a volunteer
  // written part-time is volunteering, whatever its hours; the job of running volunteers ("Volunteer Coordinator") stays a job.
  if (partTime && volunteerText(text) && !JOB_WITH_SIDE_WORD.test(text) && !VOLUNTEERS_RUN.test(text)) return 'volunteering';
  if (partTime) return 'part_time';
  // "Advisor to the CEO" advises; "Advisor & CEO" runs the company (ADVISOR_SIDE is anchored).
  if (ADVISOR_SIDE.test(text) || ADVISER_ALONE.test(text)) return 'advisory';
  if (OPERATING_ROLE.test(text) || JOB_WITH_SIDE_WORD.test(text) || QUALIFIED_KANA_ADVISOR.test(text)) return null;
  if (disputePanelSeat(text)) return 'volunteering';
  if (examPanelSeat(text)) return 'teaching';
  if (EDITORIAL_SEAT.test(text) || WORSHIP_COMMITTEE_SEAT.test(text)) return 'volunteering';
  for (const [kind, re] of KIND_PATTERNS) if (re.test(text)) return kind;
  return null;
}

/**
 * A title with its translation in brackets, "Danışman (Advisor)", "Σύμβουλος (Advisor)": a side
 * role when one part is and the other is one too or only a consultant word (the word many
 * languages use for both an advisor and a consultant).
 */
function bracketedKind(title: string): SideRoleKind | null {
  const m = /^(.+?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(title.trim());
  if (m?.[1] === undefined || m[2] === undefined) return null;
  const outer = fold(m[1]);
  const inner = fold(m[2]);
  const a = outer === '' ? null : kindOfText(outer);
  const b = inner === '' ? null : kindOfText(inner);
  const kind = a ?? b;
  if (kind === null) return null;
  const other = a === null ? outer : inner;
  return kindOfText(other) !== null || CONSULTANT_ONLY.test(other) ? kind : null;
}

/** Clubs, associations, foundations, charities, churches, alumni groups, chambers of commerce. */
const COMMUNITY_ORGANISATION =
  /\b(?:club|association|associacao|asociacion|associazione|society|foundation|fundacion|fundacao|fondation|fondazione|stiftung|verein|vereniging|stichting|charity|charitable|ngo|non ?profit|nonprofit|alumni|chapter|church|parish|rotary|lions|toastmasters|scouts|pta|chamber of commerce|e v)\b|\bev$/u;

/**
 * An organisation where a role beside a job is community work (a club president, a foundation
 * treasurer, an alumni chapter lead): such an entry added beside a current job is not a move.
 */
const COMMUNITY_TERM = termPattern(COMMUNITY_TERMS, HOUSING_AND_PARENTS_TERMS, BUSINESS_BODY_TERMS, PROFESSION_BODY_TERMS, CHAMBER_TERMS, NONPROFIT_AND_RESIDENT_TERMS);
export const isCommunityOrganisation = memoiseByString((company: string): boolean => {
  const text = fold(company);
  return COMMUNITY_ORGANISATION.test(text) || COMMUNITY_TERM.test(text) || BUSINESS_CLUSTER.test(text) || HOUSING_LEADING.test(text) || HOA_LAST.test(company.trim());
});

/**
 * An industry cluster (round 20, w3t's "ALIA – Clúster Logístico de Aragón"): the word with a sector word or a preposition
 * after it, or a sector word before it, in the languages that write it so — "Cluster Reply" and "Cluster Power" are
 * companies.
 */
const BUSINESS_CLUSTER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:cluster|klaster|klastr|klaszter|klusteri|clusterul|кластер) (?:de|del|d|of|for|per|di|du|des|da|do|dla|pro|logistic\p{L}*|industria\p{L}*|automo\p{L}*|maritim\p{L}*|marittim\p{L}*|aeronau\p{L}*|aerospa\p{L}*|alimentar\p{L}*|agroalimentar\p{L}*|energ\p{L}*|metal\p{L}*|textil\p{L}*|naval|audiovisual|tic|ict|digital|food|plastic\p{L}*|chemi\p{L}*|quimic\p{L}*|tecnolog\p{L}*|technolog\p{L}*)|(?:logistics|industrial|automotive|maritime|aerospace|aviation|food|energy|plastics|chemical|manufacturing|technology|medtech|biotech|sciences|mobility|wood|textile|metal|photonics|logistik|kunststoff|luftfahrt|holz) cluster|pole de competitivite)(?![\p{L}\p{N}])`,
  'u',
);

/** "HOA" in capitals ending the name ("Bayview Towers HOA"): "hoa" alone is a Vietnamese word and name ("Hoa Sen Group"). */
const HOA_LAST = /(?<!\p{L})HOA$/u;

/**
 * A housing co-operative or owners' association named by its abbreviation before its own name (round 16, w3p: "BRF
 * Sjöstjärnan 4", "Brf Lärkan", "WEG Lindenstraße 4"): BRF S.A. (the Brazilian food group) and WEG S.A. (the motor maker)
 * are companies, so a legal form, a country or a business word after the abbreviation names them.
 */
const HOUSING_LEADING =
  /^(?:hsb )?(?:brf|weg)\s(?!(?:s a|sa|ltda|global|brasil|brazil|foods?|arabia|ingredients|europe|pet|industries|industrias|equipamentos|energia|tintas|automacao|motors?|drives|electric|group|gmbh|ag|ltd|inc|mexico|chile|argentina|china|india|usa)\b)\p{L}/u;

export function isSideRole(title: string | null): boolean {
  return sideRoleKind(title) !== null;
}

const FOUNDER = termPattern(FOUNDER_TERMS);
const CONSULTANT = termPattern(CONSULTANT_TERMS);
/** A title that is only consultant words ("Danışman", "Berater", "Σύμβουλος"). */
const CONSULTANT_ONLY = wholeEntryPattern([CONSULTANT_TERMS]);

/** A founder or owner title ("Founder", "Co-Owner", "Fondatrice", "Majitelka", "Host & Creator"). */
export const isFounderTitle = memoiseByString((title: string): boolean => FOUNDER.test(fold(title)));

/** A teaching title (lecturer, professor, Dozent, 講師 …). */
export const isTeachingTitle = memoiseByString((title: string): boolean => TEACHING_WORD.test(fold(title)));

/**
 * A consulting practice of the person's own: a consultant or freelancer title ("Beraterin",
 * "Konzultantka", "Product Consultant", "Independent Consultant") at a company with no page id.
 * A consultant at a firm with a company page (McKinsey, Bain) is a consulting job.
 */
export function isOwnConsultingEntry(position: { company_social_id: string | null; title: string | null }): boolean {
  const hasPage = (position.company_social_id ?? '').trim() !== '';
  return !hasPage && position.title !== null && isConsultantTitle(position.title);
}

/** Platforms a person publishes or sells on: "HomeLab PL (YouTube)", "Anna's Prints on Etsy". */
const MEDIA_PLATFORM =
  /\b(?:youtube|podcast|newsletter|substack|blog|vlog|etsy|twitch|tiktok|instagram|patreon|shopify|medium|note com|ko fi|kofi|beehiiv|buttondown|gumroad|ghost newsletter|naver blog|tistory|velog|zenn|qiita|hatena blog|ameblo|pixiv|fanbox|bilibili|zhihu|xiaohongshu|kajabi|teachable|udemy|skillshare)\b|ブログ|ユーチューブ|ポッドキャスト|メルマガ|ニュースレター|브런치|네이버 블로그|블로그|유튜브|팟캐스트|뉴스레터|小红书|知乎|公众号|播客|博客|b站/u;

/**
 * A channel, shop or newsletter of the person's own: a company with no page id that names the
 * platform beside its own name. The platform's own page ("YouTube", with an id) is an employer.
 */
export function isOwnMediaChannel(position: { company: string | null; company_social_id: string | null }): boolean {
  return (position.company_social_id ?? '').trim() === '' && namesOwnChannel(position.company ?? '');
}

const namesOwnChannel = memoiseByString((company: string): boolean => {
  const text = fold(company);
  const platform = MEDIA_PLATFORM.exec(text);
  return platform !== null && text.replace(platform[0], '').trim() !== '';
});

const isConsultantTitle = memoiseByString((title: string): boolean => CONSULTANT.test(fold(title)));
