/**
 * Study written as the person's own plan rather than as enrolment (issue #21, round 9: holdout-w3h's
 * "Opositora … dedicación completa", "全职备考（考研）", "Du học sinh tiếng Nhật", "Orvostanhallgató",
 * "Meisterschüler (Vollzeit)" were read as new employers). Read by `education.ts` on text folded by
 * `foldEntryText`.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

/**
 * Preparing an exam — the civil service, a bar, a university's entrance — or studying a language abroad;
 * retraining for another occupation ("Umschulung zum Tischler", "Reconversion professionnelle", "Omscholing
 * verpleegkunde", "Rekvalifikace") and a master's student written colloquially ("Магістерка", "магистрант")
 * (round 10: holdout-w3i's full-time master and carpentry retraining after leaving were read as moves); study by
 * its mode — distance, extramural, evening or part-time study, an open university ("Studia zaoczne", "Levelező
 * tagozat", "YH-utbildning på distans", "通信制", "Açıköğretim") — beside a job or after it (w3g's BTS at CNED);
 * study named by the scheme that funds it (round 12: "GI Bill", "Bildungsgutschein", "Projet de transition
 * professionnelle", "ProUni", "Beasiswa LPDP", "내일배움카드").
 */
export const STUDY_PLAN_TERMS: Terms = {
  en: ['gi bill', 'post 9 11 gi bill', 'exam preparation', 'bar exam preparation', 'preparing for the bar exam', 'preparing for the bar', 'studying for the bar', 'bar prep', 'upsc aspirant', 'upsc preparation', 'civil services aspirant', 'civil services preparation', 'ias aspirant', 'cpa exam preparation', 'language study abroad', 'studying abroad', 'study abroad', 'language student', 'language school student', 'retraining', 'career retraining', 'full time retraining', 'distance learning', 'part time degree', 'open university'],
  de: ['meistervorbereitung', 'meistervorbereitungskurs', 'vorbereitung auf die meisterprufung', 'bildungsgutschein', 'examensvorbereitung', 'prufungsvorbereitung', 'vorbereitung auf das staatsexamen', 'sprachschuler', 'sprachschulerin', 'sprachaufenthalt', 'vollzeitstudium', 'meisterschule', 'technikerschule', 'studium', 'umschulung', 'berufliche umschulung', 'fernstudium', 'berufsbegleitendes studium'],
  fr: ['projet de transition professionnelle', 'agregation', 'preparation a l agregation', 'preparation au capes', 'preparation au crpe', 'preparation a l examen', 'preparation aux ecn', 'preparation aux concours', 'preparation au concours', 'preparation concours', 'preparation du concours', 'preparation aux examens', 'sejour linguistique', 'etudes a temps plein', 'reprise d etudes', 'reconversion', 'reconversion professionnelle', 'formation de reconversion', 'candidat libre', 'formation a distance', 'etudes a distance', 'bac pro', 'licence pro'],
  es: ['oposiciones', 'opositor', 'opositora', 'preparando oposiciones', 'preparacion de oposiciones', 'preparando el mir', 'preparacion del mir', 'estudios a tiempo completo', 'reconversion profesional', 'recualificacion profesional', 'estudios a distancia', 'grado a distancia', 'uned'],
  pt: ['prouni', 'concurseiro', 'concurseira', 'preparacao para concursos', 'estudando para concursos', 'concursos publicos', 'estudos em tempo integral', 'intercambio', 'intercambista', 'reconversao profissional', 'requalificacao profissional', 'ensino a distancia', 'ead'],
  it: ['preparazione concorsi', 'preparazione al concorso', 'preparazione esame di stato', 'studi a tempo pieno', 'riqualificazione professionale', 'universita telematica', 'corso di laurea online'],
  nl: ['voltijdstudie', 'fulltime studie', 'taalcursus', 'omscholing', 'omscholingstraject', 'deeltijdopleiding', 'deeltijdstudie'],
  sv: ['heltidsstudier', 'studier', 'sfi', 'omskolning', 'yh utbildning', 'pa distans', 'distansutbildning', 'distansstudier'],
  no: ['heltidsstudier', 'studier'],
  pl: ['przygotowanie do egzaminu', 'przygotowanie do egzaminow', 'studia stacjonarne', 'studia dzienne', 'przekwalifikowanie', 'kurs przekwalifikowania', 'przekwalifikowanie zawodowe', 'studia zaoczne', 'studia niestacjonarne'],
  cs: ['priprava na prijimaci zkousky', 'priprava na zkousky', 'studium', 'rekvalifikace', 'rekvalifikacni kurz', 'dalkove studium', 'kombinovane studium'],
  fi: ['paasykoevalmennus', 'paasykokeisiin valmistautuminen', 'opinnot', 'kokoaikaiset opinnot', 'uudelleenkoulutus', 'alanvaihtokoulutus', 'monimuoto opinnot', 'etaopinnot'],
  hu: ['felveteli felkeszules', 'nappali tagozat', 'nappali tagozatos', 'atkepzes', 'levelezo tagozat', 'levelezo kepzes', 'tavoktatas'],
  ro: ['pregatire pentru examen', 'pregatire pentru admitere', 'studii cu frecventa', 'reconversie profesionala', 'calificare profesionala', 'invatamant la distanta', 'frecventa redusa'],
  tr: ['sinavina hazirlik', 'sinavlarina hazirlik', 'hakimlik sinavi', 'avukatlik sinavi', 'kpss hazirlik', 'kpss hazirligi', 'yks hazirlik', 'yks hazirligi', 'ales hazirlik', 'sinava hazirlik', 'dil okulu', 'tam zamanli ogrenci', 'acikogretim', 'acik ogretim', 'aof'],
  uk: ['підготовка до нмт', 'підготовка до зно', 'підготовка до іспитів', 'мовні курси', 'навчання за кордоном', 'перекваліфікація', 'магістерка', 'магістрант', 'магістрантка', 'заочне навчання', 'заочна форма навчання'],
  ru: ['подготовка к экзаменам', 'подготовка к поступлению', 'языковые курсы', 'учеба за границей', 'переквалификация', 'переобучение', 'магистрант', 'магистрантка', 'заочное обучение', 'заочное отделение'],
  el: ['προετοιμασια για πανελληνιες', 'προετοιμασια για εξετασεις', 'επανεκπαιδευση', 'εξ αποστασεως'],
  he: ['הכנה לפסיכומטרי', 'הכנה למבחנים', 'לימודים במשרה מלאה'],
  ar: ['التحضير للامتحان', 'التحضير لامتحان', 'دراسة اللغة', 'التفرغ للدراسة', 'التعليم عن بعد'],
  hi: ['परीक्षा की तैयारी', 'यूपीएससी की तैयारी', 'प्रतियोगी परीक्षा की तैयारी', 'दूरस्थ शिक्षा', 'पत्राचार पाठ्यक्रम'],
  'hi-Latn': ['upsc ki taiyari', 'exam ki taiyari', 'competitive exam preparation'],
  id: ['beasiswa lpdp', 'kip kuliah', 'persiapan tes cpns', 'persiapan cpns', 'persiapan utbk', 'persiapan snbt', 'persiapan ujian', 'kursus bahasa', 'kelas karyawan', 'universitas terbuka'],
  vi: ['on thi', 'on thi dai hoc', 'luyen thi', 'du hoc sinh', 'du hoc', 'hoc tieng', 'hoc tu xa', 'van bang 2'],
  ko: ['내일배움카드', '공무원 시험 준비', '시험 준비', '고시 준비', '공시생', '수험생', '어학연수', '재수', '직업훈련', '직업 훈련', '방송통신대', '사이버대학', '학점은행'],
  ja: ['公務員試験', '受験勉強', '受験生', '浪人', '語学留学', '留学', '職業訓練', '通信制', '通信教育'],
  zh: ['考公', '考研', '备考', '考编', '语言学校', '留学', '全职学习', '转行培训', '职业培训', '函授', '自考', '成人教育'],
};

/** Job words that make a study phrase a job about studies ("Exam Preparation Tutor", "Study Abroad Advisor", "留学コンサルタント"). */
/**
 * An exam prepared, named in English: "GMAT preparation", "Preparing for the CFA exams", "IELTS prep (full-time)",
 * "NEET aspirant". Round 24 (w3x: "Full-time aspirant (Delhi PCS-J)" after a compliance post): the licensing, bar,
 * judicial and professional finals prepared ("Judicial services aspirant", "CA Final aspirant", "SQE1 preparation") and a
 * full-time aspirant or exam candidate of any exam — "aspirant" alone is not enough (a police rank in Polish and French).
 * Round 25 (w3y: "APC candidate – full-time preparation" at the Royal Institution of Surveyors Malaysia after a QS post): a
 * professional body's membership or chartership assessment prepared — the surveyors' APC (RICS, RISM, AIQS, NZIQS), ICE or
 * IStructE chartership, CPEng, the FE/PE, the ARE, the architects' Part 3, an institute's professional exam — named by its
 * short form, not by an exam word; full-time study or preparation written as such ("Full-time preparation for …", "studying
 * full time", "preparing full time for …"); the German and Spanish "Vorbereitung auf die …prüfung", "preparación del
 * examen". A candidate on the assessment's pathway at a firm ("Assistant QS (APC candidate)") names a job and no study
 * word, and stays a job.
 */
export const EXAM_PREPARATION =
  /(?<![\p{L}\p{N}])(?:(?:preparing|prepping|studying|preparation) for (?:the )?(?:[\p{L}\p{N}]+ ){0,3}(?:exams?|examinations?|tests?|gmat|gre|lsat|mcat|bar|boards)|(?:gmat|gre|lsat|mcat|ielts|toefl|cfa|cpa|acca|jlpt|topik|hsk|upsc|ssc|neet|jee|gate|cat|usmle|plab) (?:prep|preparation|aspirant|candidate|exam preparation)|(?:judiciary|judicial services?|civil services?|ca final|ca inter|cs executive|cs professional|cma final|bar|bar exam|sqe ?\d?|clat|pcs j|rjs|hjs|ugc net) (?:exam )?(?:aspirant|prep|preparation)|full time (?:[\p{L}\p{N}]+ ){0,3}(?:aspirant|exam candidate)|aspirant full time|(?:preparing|prepping|studying|preparation) full time for|(?:studying|preparing) full time|full time (?:(?:apc|chartership|cpeng|ceng|fe|pe|are|part 3|part iii|exam|exams|bar|cpa|cfa|acca) )?(?:study|studies|preparation)(?! (?:cook|chef|assistant|worker|technician|operator))|(?:preparing|prepping|studying|preparation) for (?:the )?(?:[\p{L}\p{N}]+ ){0,3}(?:apc|chartership|chartered membership|professional review|cpeng|ceng|part 3|part iii|are)|vorbereitung auf (?:die|das|den) (?:[\p{L}]+ ){0,2}\p{L}*(?:prufung|examen)|preparacion (?:del|de los|para el|al) (?:examen|examenes)|(?:preparation|prepa) (?:au|a l|aux|du|de l) (?:crfpa|barreau|examen d avocat|dcg|dscg|dec|cpa|capes|crpe|cafep|agregation|concours|examens?|ecn|edn|tage mage|gmat)|(?:cpa|cfa|cma|acca|bar|cia|frm|ea) review(?: course)?(?: (?:candidate|student|participant))?)(?![\p{L}\p{N}])/u;

/** An exam's stage named with a job word (the Company Secretary's "CS Executive" exam): no job in a study phrase (round 24). */
export const EXAM_STAGE = /(?<![\p{L}\p{N}])cs (?:executive|professional)(?![\p{L}\p{N}])/gu;

export const JOB_ABOUT_STUDY = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    'manager', 'management', 'lead', 'leader', 'coordinator', 'director', 'official', 'instructor', 'mentor', 'coach', 'teacher', 'tutor', 'trainer', 'engineer',
    'developer', 'specialist', 'officer', 'assistant', 'advisor', 'adviser', 'consultant', 'counsellor', 'counselor', 'designer', 'recruiter',
    'administrator', 'analyst', 'associate', 'representative', 'executive', 'head', 'profesor', 'profesora', 'professor', 'professeur', 'formateur',
    'lehrer', 'lehrerin', 'dozent', 'dozentin', 'leiter', 'leiterin', 'docent', 'ogretmen', 'ogretmeni', 'mudur', 'mudiru', 'uzman', 'giao vien',
    'responsable', 'coordinador', 'coordinadora', 'jefe', 'gerente', 'kierownik', 'vedouci', 'igazgato', 'referent', 'asistent', 'преподаватель',
    'викладач', 'менеджер', 'консультант', 'preparador', 'preparadora', 'formador', 'formadora', 'consultor', 'consultora', 'consulente',
    'berater', 'beraterin', 'agent', 'agente', 'larare', 'leraar', 'docente', 'nauczyciel', 'nauczycielka', 'ucitel', 'ucitelka', 'opettaja',
    'tanar', 'учитель', 'вчитель', 'guru', 'pengajar',
  ].join('|')})(?![\\p{L}\\p{N}])|강사|강의|상담|컨설턴트|선생|講師|教師|コンサルタント|カウンセラー|エージェント|エーシェント|担当|讲师|老师|教师|顾问|咨询|中介|经理|主管`,
  'u',
);

/**
 * Student nouns written as compounds with the field: Hungarian "-hallgató" ("Orvostanhallgató",
 * "Joghallgató"), German "-schüler" ("Meisterschüler", "Technikerschülerin"), Scandinavian
 * "-studier" ("Heltidsstudier"). Round 32 (w4g: "Lehrredaktion (Kompaktkurs)" at a journalism school): a course written as a
 * compound of its kind ("Kompaktkurs", "Intensivlehrgang", "kvällskurs", "avondcursus").
 */
export const COMPOUND_STUDY =
  /(?<![\p{L}\p{N}])(?:\p{L}*(?:hallgato|schuler|schulerin|studier)|(?:kompakt|intensiv|crash|vollzeit|abend|wochenend|zertifikats|vorbereitungs|kvalls|spoed|avond)(?:kurs|kurse|kurser|lehrgang|cursus))(?![\p{L}\p{N}])/u;

/** A pupil's noun first, the field after it ("Elevă asistent medical", "Žákyně oboru kuchař"): the field is what is studied. */
export const PUPIL_FIRST = /^(?:elev|eleva|zak|zakyne|zacka)(?: |$)/u;

/**
 * A degree programme named as the title in one word or with its kind, wherever it is taken (round 19, w3s: "Mestrado
 * Acadêmico em Administração" at FGV, "Masterprogram – Production Engineering" at Chalmers): the Nordic, German and Dutch
 * compounds of "master's programme" (masterprogram, Masterprogramm, masteropleiding, Masterstudiengang), the Swedish civil
 * engineering programme, the Danish master's programme (kandidatuddannelse; its degree short forms cand.merc., cand.polyt.
 * and "Civilingeniør" are also written by graduates at work, so they count at a place of study only — `education.ts`),
 * the French grande école programme (PGE, the short form, at a place of study only — PGE is also a Polish utility), a pre-master, the Polish second-cycle studies, the Brazilian academic or
 * professional master's, the Spanish "máster universitario", the English "master's programme in"; and the degree words
 * of the profiles' other languages that name nothing but study (Yüksek Lisans, Thạc sĩ, Mesterképzés, Μεταπτυχιακό, תואר
 * שני, ماجستير, магистратура, magisterské studium, maîtrise, mastère spécialisé — not "Magister", which is also the
 * Polish pharmacist's title, nor "Master", a ship's master). Not a job about the programme: a role word after it
 * ("Masterprogram Manager", "Coordenador do Mestrado Profissional", `ROLE_BESIDE_DEGREE_WORD`) is no study.
 */
export const STUDY_PROGRAMME = new RegExp(
  `^(?:(?:full time|part time|heltid|deltid|vollzeit) )?(?:masterprogram(?:met|me|mes|mer)?|masterprogramm(?:e|a)?|masteropleiding|masterstudiengang|masterstudium|mastergrad|masteruddannelse|kandidatuddannelse(?:n)?|kandidatprogram(?:met)?|civilingenjorsprogram(?:met)?|programme grande ecole|pre ?master|premaster|schakelprogramma|studia magisterskie|studia (?:ii|drugiego) stopnia|mestrado (?:academico|profissional)|maestria (?:academica|profesional)|master universitario|master s programme|masters programme|master s program|master programme|master program|magisterprogram(?:met)?|(?:tezli |tezsiz )?yuksek lisans|doktora programi|thac si|cao hoc|mesterkepzes|doktori kepzes|μεταπτυχιακ\\p{L}*|διδακτορικ\\p{L}*|תואר שני|ماجستير|магистратура|магістратура|аспирантура|аспірантура|(?:navazujici )?magisterske studium|doktorske studium|studia doktoranckie|szkola doktorska|maitrise (?:en|es)|mastere specialise|maisteriohjelma)(?![\\p{L}\\p{N}])(?!.*(?<![\\p{L}\\p{N}])(?:manager|coordinator|coordenador[a]?|coordinador[a]?|director|directeur|lead|leader|instructor|lecturer|professor|teacher|tutor|officer|assistant|advisor|adviser|administrator|recruiter|specialist|head|handlaggare|ansvarig|samordnare|koordinator|leiter(?:in)?|responsable)(?![\\p{L}\\p{N}]))`,
  'u',
);

/**
 * A role word in a title that names a degree word only as part of a job ("Master Data Specialist", "Master Scheduler",
 * "Master Electrician", "Certification Engineer"): at a school, such a title is a job there, not study (round 19: the
 * schools named without a school word made the guard needed — a title at KTH decides, not the name). Round 20: the
 * teaching and staff words of the vocational schools' languages (Lehrkraft, Ausbilder, formateur, docente, 교사, 講師,
 * 助理 …) are role words too, and the vocational qualification a school gives is not ("Tecnico Superiore per …", "Técnico
 * Superior en …", the Brazilian "Técnico em … (integral / concomitante / subsequente)", a course's mode of attendance).
 * Round 21: a tutor on a degree programme ("Clinical Tutor – BHSc programme") is a job there too.
 * Round 30: so are the roles that assess or train for a vocational qualification ("BTEC Assessor", "NVQ Internal Verifier",
 * "HNC Examiner", "Prüferin Meisterprüfung", "Handledare YH"), now that HNC, BTEC and their kind are degree words.
 * Round 34: a role compound of the German, Nordic and Dutch kind ("Personalsachbearbeiterin (Vollzeit)", "Lohnbuchhalter",
 * "Lönehandläggare (heltid)", "Salarismedewerker", "Palkka-asiantuntija") is a role word too: the mode of a job ("Vollzeit", "heltid", "tempo pieno") beside it names the job's hours, not study.
 */
export const ROLE_BESIDE_DEGREE_WORD =
  /(?<![\p{L}\p{N}])(?:specialist|analyst|assessor|verifier|quality assurer|invigilator|examiner|trainer|prufer(?:in)?|handledare|vejleder|veileder|kouluttaja|evaluator|evaluador[a]?|avaliador[a]?|valutatore|scheduler|planner|engineer|developer|technician|officer|coordinator|administrator|manager|director|lecturer|professor|instructor|tutor|assistant|consultant|recruiter|advisor|adviser|designer|electrician|plumber|mechanic|operator|supervisor|brewer|sommelier|steward|clerk|controller|auditor|architect|coordenador[a]?|coordinador[a]?|coordinatore|coordinatrice|coordinat(?:eur|rice)|gerente|diretor[a]?|director[a]?|directeur|directrice|responsable|responsabile|secretari[oa]|secretaria|assistente|analista|especialista|tecnic[oa](?! superiore? (?:per|en|in|em|de)(?![\p{L}\p{N}]))(?! em .*(?<![\p{L}\p{N}])(?:integral|integrado|concomitante|subsequente)(?![\p{L}\p{N}]))|engenheir[oa]|ingenier[oa]|ingegnere|\p{L}*(?:leiter|referent|sachbearbeiter|koordinator|assistent|berater|mitarbeiter|buchhalter)(?:in)?|\p{L}*(?:fachkraft|kaufmann|kauffrau|handlaggare|ansvarig|samordnare|medewerker|medarbejder|medarbeider|administrateur|asiantuntija|suunnittelija|sihteeri)|\p{L}+(?:chef|specialist|ekonom)|\p{L}*(?:vagledare|vejleder|veileder)|gestionnaire|handlaggare|ansvarig|samordnare|medewerker|beheerder|uzman\p{L}*|sorumlusu|koordinatoru|giang vien|chuyen vien|υπευθυν\p{L}*|רכז|רכזת|منسق|منسقة|менеджер|координатор|преподаватель|специалист|викладач|фахівець|koordynator(?:ka)?|specjalist(?:a|ka)|kierownik|kierowniczka|referens|ugyintezo|chargee?|teacher|lehrer(?:in)?|lehrkraft|ausbilder(?:in)?|dozent(?:in)?|laerer|larare|leraar|docent|enseignant(?:e)?|format(?:eur|rice)|insegnante|docente|professor(?:a)?|instrutor(?:a)?|opettaja|nauczyciel(?:ka)?|ucitel(?:ka)?|ogretmen\p{L}*|guru|giao vien|staff|mitarbeiter(?:in)?|employee|researcher|research assistant|교사|강사|교수|직원|조교|教師|教师|講師|讲师|老師|老师|助理|職員|职员|教授)(?![\p{L}\p{N}])/u;

/**
 * Round 29 (issue #21): a school's staff role written in a script with no spaces, joined to a degree word — "MBA项目经理"
 * (MBA programme manager), "MBA招生主任" (admissions director), "MBAプログラム担当", "MBA 입학담당 매니저", "EMBA辦公室 行政專員":
 * the role word ends the compound, so no word boundary finds it. A job, never the person's study.
 */
export const STAFF_ROLE_UNSPACED =
  /经理|經理|主任|专员|專員|秘书|秘書|主管|总监|總監|干事|幹事|职员|職員|事務|事务|老师|老師|讲师|講師|顾问|顧問|担当|擔當|マネージャー|マネジャー|コーディネーター|ディレクター|スタッフ|職員|담당|매니저|직원|코디네이터|팀장|실장|강사|교수/u;

/** Latin letters written against Han, Kana or Hangul with no space ("全日制MBA", "フルタイムMBA", "풀타임MBA"). */
const SCRIPT_JOIN =
  /(?<=\p{Script=Latin})(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=\p{Script=Latin})/gu;
const HAS_UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Round 29 (w4c's "全日制MBA"): a word boundary where the script changes — a degree written against its mode word
 * ("全日制" full-time) is a word of its own, as a space would make it. Folded text holding Han, Kana or Hangul
 * (`hasUnspacedScript`: the caller asks first).
 */
export function spaceScriptJoins(folded: string): string {
  return folded.replace(SCRIPT_JOIN, ' ');
}

/** Whether folded text holds Han, Kana or Hangul at all (most titles do not: the unspaced readings are skipped). */
export function hasUnspacedScript(folded: string): boolean {
  return HAS_UNSPACED_SCRIPT.test(folded);
}

/**
 * Round 36 (issue #21, study36; w4k's "Prawo – studia jednolite magisterskie" and "Bar Part II (full-time)" read as moves):
 * **a programme named as the title, with no student word** — the field of study and the programme's kind or level, or the
 * vocational course of a bar, a law society or a professional body. At a place of study only (`education.ts` asks the
 * place first), and never beside a role word (`ROLE_BESIDE_DEGREE_WORD`: "Coordinadora del Grado en Derecho", "Course
 * Administrator, LPC" are jobs). The kinds, in the 24 languages and English: the first-cycle and integrated degrees
 * (licence, L1–L3, licencjat, studia I stopnia, jednolite magisterskie, grado, doble grado, laurea triennale, ciclo unico,
 * corso di laurea, bacharelado, propedeuse, kandidatprogram and the Swedish "-programmet", koulutusohjelma, kandidaatti,
 * bakalářské studium, alapképzés, licență, πτυχίο, προπτυχιακό, бакалавр(ат), ليسانس, S1/D3/sarjana, cử nhân, 학사(과정),
 * 学部, 本科, the state law and medicine exams (Staatsexamen, erste juristische Prüfung) and the undergraduate medical degrees;
 * the bar and solicitors' courses (Bar Part I/II and Bar Finals, BPC/BPTC/BVC, LPC, SQE, PPC, PLT, GDLP, the Kenyan ATP, the
 * Ghanaian professional law course, barrister-at-law, Part B, the Spanish access master and práctica jurídica, the Italian
 * bar-exam course); the French engineering cycle; a professional body's level studied full time (ACCA professional level).
 * "2. Staatsexamen" stays out: it ends the Referendariat, a paid traineeship at a court (a job, round 24).
 */
export const PROGRAMME_TERMS: Readonly<Record<string, readonly string[]>> = {
  en: ['undergraduate programme', 'undergraduate program', 'undergraduate degree', 'honours degree', 'bachelor s degree', 'ba llb', 'bba llb', 'b com', 'bcom hons', 'llb', 'll b', 'll m', 'mbbs', 'mbchb',
    'bar part i', 'bar part ii', 'bar part 1', 'bar part 2', 'bar finals', 'bar final', 'bar course', 'bar practice course', 'bar vocational course',
    'bar vocational studies', 'bar professional training course', 'bar transfer test', 'bptc', 'bvc', 'bpc', 'lpc', 'legal practice course', 'sqe', 'sqe1', 'sqe2',
    'sqe1 sqe2', 'advocates training programme', 'advocates training program', 'atp', 'professional law course', 'post call law course',
    'professional practice course', 'ppc i', 'ppc ii', 'ppc 1', 'ppc 2', 'barrister at law degree', 'barrister at law', 'degree of barrister at law', 'practical legal training', 'plt', 'gdlp',
    'graduate diploma of legal practice', 'graduate diploma in legal practice', 'professional legal training course', 'part b course', 'diploma in legal practice',
    'diploma in professional legal practice', 'pcll', 'acca professional level', 'acca strategic professional', 'cima strategic level', 'ca proficiency', 'cap i', 'cap ii'],
  de: ['staatsexamen', 'erstes staatsexamen', '1 staatsexamen', 'erste juristische prufung', 'erste staatsprufung', 'juristische staatsprufung', 'schwerpunktbereich', 'schwerpunktstudium', 'vorklinik', 'klinischer abschnitt', 'praktisches jahr'],
  fr: ['licence', 'licence professionnelle', 'l1', 'l2', 'l3', 'pass', 'las', 'diplome d etat', 'cycle ingenieur', 'cycle d ingenieur', 'eleve ingenieur', 'eleve avocat', 'eleve avocate', 'crfpa', 'capa'],
  es: ['grado', 'doble grado', 'master de acceso a la abogacia', 'master en acceso a la abogacia', 'master de acceso a la abogacia y procura', 'practica juridica', 'curso de practica juridica', 'licenciatura'],
  pt: ['bacharelado', 'licenciatura', 'mestrado integrado', 'exame da ordem', 'exame de ordem', 'curso de preparacao para o exame da ordem'],
  it: ['triennale', 'laurea', 'ciclo unico', 'corso di laurea', 'laurea a ciclo unico', 'esame di avvocato', 'scuola di specializzazione per le professioni legali'],
  nl: ['propedeuse', 'hbo bachelor', 'wo bachelor', 'bacheloropleiding', 'masteropleiding'],
  pl: ['studia i stopnia', 'studia pierwszego stopnia', 'studia licencjackie', 'studia inzynierskie', 'jednolite studia magisterskie', 'studia jednolite magisterskie', 'jednolite magisterskie', 'studia stacjonarne', 'studia niestacjonarne', 'licencjat', 'aplikacja adwokacka', 'aplikacja radcowska'],
  sv: ['kandidatprogram', 'kandidatprogrammet', 'juristprogrammet', 'civilekonomprogrammet', 'lakarprogrammet', 'sjukskoterskeprogrammet', 'civilingenjorsprogrammet', 'hogskoleingenjorsprogrammet'],
  fi: ['kandidaatti', 'kandidaattiohjelma', 'koulutusohjelma', 'ktk', 'oikeusnotaari', 'tutkinto ohjelma'],
  cs: ['bakalarske studium', 'bakalar', 'magisterske studium', 'navazujici magisterske studium'],
  hu: ['alapkepzes', 'osztatlan kepzes', 'osztatlan', 'mesterkepzes'],
  ro: ['licenta', 'studii de licenta', 'masterat'],
  el: ['πτυχιο', 'προπτυχιακο', 'προπτυχιακο προγραμμα', 'προγραμμα σπουδων'],
  uk: ['бакалавр', 'бакалаврат', 'освітня програма'],
  ru: ['бакалавриат', 'специалитет', 'образовательная программа'],
  tr: ['lisans programi', 'on lisans', 'lisans'],
  ar: ['ليسانس', 'بكالوريوس', 'دبلوم'],
  he: ['תואר ראשון', 'תואר שני', 'תואר במשפטים', 'מסלול'],
  hi: ['एलएलबी', 'एलएल ब', 'एलएलएम', 'ब ए', 'ब कम', 'ब एस स', 'स्नातक', 'एमबीबीएस'],
  id: ['s1', 'd3', 'd4', 'sarjana', 'program sarjana', 'diploma tiga', 'pkpa', 'pendidikan khusus profesi advokat'],
  vi: ['cu nhan', 'chuong trinh cu nhan', 'he chinh quy', 'chinh quy'],
  ko: ['학사과정', '학사 과정', '학사', '학부과정'],
  ja: ['既修者コース', '未修者コース', '学士課程'],
  zh: ['本科', '学士', '法律硕士', '大一', '大二', '大三', '大四', '研一', '研二', '研三', '专业'],
};

/**
 * Round 36: a year, a semester or a cohort of study named as the title ("1st year", "Year 2", "Jura, 3. Semester",
 * "Jahrgang 2025", "Promo 2027", "3e année", "4º curso", "III anno", "II rok", "termin 3", "2. ročník", "anul II",
 * "3. sınıf", "2 курс", "semester 5", "năm 3", "السنة الثالثة", "שנה ב", "3학년", "2年次"): at a place of study only, and not
 * beside a role word ("Year 2 Teacher" is a job).
 */
export const YEAR_OF_STUDY =
  /(?<![\p{L}\p{N}])(?:(?:1st|2nd|3rd|[4-6]th|first|second|third|fourth|final|fifth|sixth) year|year [1-6]|[1-9]\d? (?:semester|semestre|fachsemester|termin|rocnik|sinif|курс|kurs|rok|ano|anno|annee|curso|periodo|semestr)|(?:[1-9]\d?(?:o|a|e|er|ere|eme)|[1-6]e) (?:ano|annee|curso|semestre|periodo|anno)|(?:i|ii|iii|iv|v|vi) (?:rok|anno|ano|annee|sinif|курс|rocnik)|(?:rok|anno|anul|year|semester|semestre|termin|nam|tahun|ετος) (?:[1-9]\d?|i|ii|iii|iv|v|vi)|semestr [1-9]|jahrgang (?:19|20)\d\d|(?:promo|promotion|class|cohort|batch|turma|generacion|rocnik) (?:of )?(?:19|20)\d\d|السنة (?:الاولى|الأولى|الثانية|الثالثة|الرابعة|الخامسة|السادسة)|שנה [אבגדה]|(?:첫|[1-6])학년|[1-6]年次?)(?![\p{L}\p{N}])|[1-6]학년|[1-6]年生?/u;

/**
 * Round 38 (issue #21, pairs38; w4m's "Hukuk Yüksek Lisansı (tam zamanlı)" at Koç Üniversitesi read as a move): **a degree word
 * inflected or compounded as its language writes it**, the field before it. The programme words above match whole words only,
 * but the agglutinative and prefixing languages write the degree with a case or possessive ending, an article or a compound:
 * Turkish "Kamu Hukuku Doktorası", "İşletme Yüksek Lisansı", "Lisans Eğitimi"; Finnish "maisteriopinnot", "maisterin tutkinto";
 * Hungarian "mesterszak", "MSc-képzés", "doktori iskola"; Arabic with its article or a preposition ("الماجستير", "للدكتوراه");
 * Hebrew with its prefixed letters ("לתואר שני", "בתואר שלישי"); Ukrainian and Russian in any case ("магістратури",
 * "в аспирантуре", "магістерської програми"); Polish, Czech and Slovak in any case ("studiów magisterskich", "magisterského
 * studia", "inžinierske štúdium"); Romanian with its article ("masteratul", "studii masterale"); Greek with any ending
 * (μεταπτυχιακ-, διδακτορικ-, προπτυχιακ-); the German, Dutch and Nordic compounds of study ("Jurastudium", "LL.M.-Studium",
 * "Masterstudiengang", "rechtenstudie", "masterutdanning", "juristutbildning", "kandidatstudiet"). Read on folded text, at a
 * place of study only and never beside a role word (`education.ts` asks both, as for `PROGRAMME_TERMS`).
 */
export const INFLECTED_DEGREE = new RegExp(
  [
    // Turkish: the degree with a possessive or case ending, or named with its programme, education or study word
    '(?<![\\p{L}\\p{N}])(?:yuksek lisans|on lisans|lisans|doktora|butunlesik doktora|mba|emba|llm|ll m)(?:i|si|in|ini|ina|inda|ta|da|a|ya)?(?: (?:programi|programina|programinda|egitimi|ogrenimi|ogrencisi))?(?![\\p{L}\\p{N}])',
    // Finnish: the studies of a degree compounded, and the degree in the genitive before "tutkinto"
    '(?<![\\p{L}\\p{N}])\\p{L}*(?:maisteri|kandidaatti|tohtori|jatko|lisensiaatti|otm|ktm|mba)(?:opinnot|opinnoissa|opintoja|ohjelma|ohjelmassa|koulutus|koulutuksessa)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?:maisterin|kandidaatin|tohtorin|lisensiaatin) tutkinto\\p{L}*',
    // Hungarian: the master's, bachelor's and doctoral programme with any ending
    '(?<![\\p{L}\\p{N}])(?:mester|alap|msc|bsc|ma|ba|mba|phd|doktori|llm)(?:szak|kepzes)\\p{L}*|(?<![\\p{L}\\p{N}])(?:msc|bsc|mba|phd|llm) (?:szak|kepzes)\\p{L}*|(?<![\\p{L}\\p{N}])doktori iskola\\p{L}*',
    // Arabic: the degree with the article, a preposition or a conjunction before it
    '(?<![\\p{L}\\p{N}])(?:و|ف)?(?:ال|بال|لل|كال)(?:ماجستير|ماجيستير|دكتوراه|دكتوراة|بكالوريوس|ليسانس|دبلوم العالي|دراسات العليا)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?:ل|ب|و)(?:ماجستير|دكتوراه|دكتوراة|بكالوريوس)(?![\\p{L}\\p{N}])',
    // Hebrew: the degree with its prefixed letters (to, in, the, and)
    '(?<![\\p{L}\\p{N}])[ולבהש]{1,2}תואר (?:ראשון|שני|שלישי)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])[ולבהש]{0,2}(?:תואר שלישי|דוקטורט)(?![\\p{L}\\p{N}])',
    // Ukrainian and Russian: the master's, doctoral and bachelor's programmes in any case
    '(?<![\\p{L}\\p{N}])(?:магістратур|магистратур|аспірантур|аспирантур|докторантур|бакалаврат|бакалавриат|специалитет)\\p{L}*|(?<![\\p{L}\\p{N}])(?:магістерськ|магистерск|бакалаврськ|бакалаврск)\\p{L}* (?:програм|освітн|образовательн)\\p{L}*',
    // Polish, Czech, Slovak: the study of a degree in any case
    '(?<![\\p{L}\\p{N}])studi(?:a|ow|ach|um) (?:magistersk|licencjack|doktorancki|doktorank|inzyniersk|ii stopnia|i stopnia|drugiego stopnia|pierwszego stopnia)\\p{L}*|(?<![\\p{L}\\p{N}])(?:navazujic\\p{L}* |nadvazujuc\\p{L}* )?(?:magistersk|bakalarsk|doktorsk|inzenyrsk|inziniersk)\\p{L}* (?:studi|studij|program)\\p{L}*',
    // Romanian: the master's and doctorate with the article, and the master's and doctoral studies
    '(?<![\\p{L}\\p{N}])(?:masteratul|masteratului|doctoratul|doctoratului|licenta de|studii (?:masterale|doctorale|de masterat|de doctorat|universitare de masterat)|program(?:ul)? de (?:masterat|doctorat|licenta))(?![\\p{L}\\p{N}])',
    // Greek: the postgraduate, doctoral and undergraduate study with any ending
    '(?<![\\p{L}\\p{N}])(?:μεταπτυχιακ|διδακτορικ|προπτυχιακ)\\p{L}*',
    // German, Dutch and the Nordic languages: study compounded with its field or degree
    '(?<![\\p{L}\\p{N}])\\p{L}{2,}(?:studium|studiengang|studie|studiet|uddannelsen|utdanning|utdanningen|utbildningen|programmet|opleiding)(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?:ll m|llm|mba|master|bachelor|msc|bsc) (?:studium|studiengang|studie|studiet)(?![\\p{L}\\p{N}])',
  ].join('|'),
  'u',
);
