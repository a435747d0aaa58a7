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

/**
 * Round 24 (issue #21, w3x's court mediator and bar-association mediator whose seats stayed when the job ended): the word of
 * a mediator, an arbitrator, a conciliator, an ombudsman panel's member, a neutral or a court's expert, in every profile
 * language. Alone it may name a full-time practice (a job): it is a seat only with a `DISPUTE_PANEL` marker.
 */
const DISPUTE_ROLE = termPattern({
  en: ['mediator', 'arbitrator', 'arbiter', 'conciliator', 'neutral', 'ombudsman panel member', 'panel member', 'expert witness', 'court appointed expert'],
  de: ['mediator', 'mediatorin', 'schlichter', 'schlichterin', 'schiedsrichter', 'schiedsrichterin', 'sachverständiger', 'sachverständige', 'güterichter', 'güterichterin'],
  fr: ['médiateur', 'médiatrice', 'arbitre', 'conciliateur', 'conciliatrice', 'expert judiciaire', 'experte judiciaire'],
  es: ['mediador', 'mediadora', 'árbitro', 'árbitra', 'conciliador', 'conciliadora', 'perito judicial', 'perita judicial'],
  pt: ['mediador', 'mediadora', 'árbitro', 'árbitra', 'conciliador', 'conciliadora', 'perito judicial', 'perita judicial'],
  it: ['mediatore', 'mediatrice', 'arbitro', 'conciliatore', 'conciliatrice', 'consulente tecnico d ufficio', 'ctu'],
  nl: ['mediator', 'arbiter', 'bemiddelaar', 'gerechtelijk deskundige'],
  pl: ['mediator', 'mediatorka', 'arbiter', 'rozjemca', 'biegły sądowy', 'biegła sądowa'],
  cs: ['mediátor', 'mediátorka', 'rozhodce', 'rozhodkyně', 'soudní znalec', 'soudní znalkyně'],
  ro: ['mediator', 'mediatoare', 'arbitru', 'expert judiciar'],
  hu: ['mediátor', 'közvetítő', 'választottbíró', 'igazságügyi szakértő'],
  tr: ['arabulucu', 'uzlaştırmacı', 'hakem', 'bilirkişi'],
  el: ['διαμεσολαβητής', 'διαμεσολαβήτρια', 'διαιτητής', 'διαιτήτρια'],
  uk: ['медіатор', 'медіаторка', 'арбітр'],
  ru: ['медиатор', 'арбитр'],
  id: ['mediator', 'arbiter', 'mediator non hakim'],
  vi: ['hòa giải viên', 'trọng tài viên'],
  he: ['מגשר', 'מגשרת', 'בורר', 'בוררת'],
  ar: ['وسيط', 'وسيطة', 'محكم', 'محكمة معتمدة', 'موفق'],
  ja: ['調停人', '仲裁人'],
  ko: ['중재인', '조정인'],
  zh: ['调解员', '調解員'],
});

/**
 * A panel, a roster, a court's list or register, a court or a tribunal, volunteering, a bar or a law society named with the
 * dispute role: the seat of a person listed by a body, held beside a job ("Mediator, Small Claims (panel)", "Arabulucu
 * (sicile kayıtlı)", "Médiatrice inscrite sur la liste de la cour d'appel", "Mediator stały przy Sądzie").
 */
const DISPUTE_PANEL = termPattern({
  en: ['panel', 'roster', 'list', 'register', 'registered', 'accredited', 'court', 'courts', 'tribunal', 'court appointed', 'court annexed', 'court connected', 'volunteer', 'pro bono', 'honorary', 'small claims', 'adr program', 'adr programme', 'bar', 'law society', 'ombudsman'],
  de: ['ehrenamtlich', 'ehrenamtliche', 'ehrenamtlicher', 'gerichtlich', 'gerichtlich bestellt', 'gerichtlich bestellte', 'gerichtlich bestellter', 'öffentlich bestellt', 'öffentlich bestellter', 'liste', 'schlichtungsstelle', 'rechtsanwaltskammer', 'am amtsgericht', 'am landgericht', 'gericht'],
  fr: ['liste', 'inscrit', 'inscrite', 'cour d appel', 'près la cour', 'tribunal', 'bénévole', 'de justice', 'barreau', 'agréé', 'agréée', 'accrédité', 'accréditée'],
  es: ['registro', 'lista', 'inscrito', 'inscrita', 'voluntario', 'voluntaria', 'tribunal', 'corte', 'juzgado', 'colegio de abogados', 'ad honorem', 'acreditado', 'acreditada', 'adscrito', 'adscrita'],
  pt: ['voluntário', 'voluntária', 'cadastrado', 'cadastrada', 'tribunal', 'tribunal de justiça', 'tjsp', 'oab', 'judicial', 'credenciado', 'credenciada'],
  it: ['iscritto', 'iscritta', 'elenco', 'albo', 'tribunale', 'organismo di mediazione', 'volontario', 'volontaria', 'camera arbitrale'],
  nl: ['register', 'mfn register', 'rechtbank', 'vrijwillig', 'vrijwilliger', 'mfn'],
  pl: ['stały', 'stała', 'przy sądzie', 'sądowy', 'sądowa', 'lista', 'wpisany', 'wpisana'],
  cs: ['zapsaný', 'zapsaná', 'seznam', 'soudu', 'při soudu'],
  ro: ['autorizat', 'autorizată', 'tabloul', 'consiliul de mediere'],
  // after the probe ("Mediátor (névjegyzékbe vett)"): the register's case forms
  hu: ['névjegyzék', 'névjegyzékbe', 'névjegyzékben', 'névjegyzékébe', 'bírósági', 'önkéntes'],
  tr: ['sicile kayıtlı', 'siciline kayıtlı', 'listeye kayıtlı', 'listesine kayıtlı', 'kayıtlı', 'sicil', 'baro', 'barosu', 'mahkeme', 'mahkemesi', 'gönüllü', 'adalet bakanlığı'],
  el: ['διαπιστευμένος', 'διαπιστευμένη', 'μητρώο', 'μητρώου', 'δικαστηρίου', 'εθελοντής', 'εθελόντρια'],
  uk: ['реєстр', 'реєстру', 'суду', 'при суді', 'волонтер'],
  ru: ['реестр', 'реестра', 'суда', 'при суде', 'волонтер'],
  id: ['non hakim', 'pengadilan', 'terdaftar', 'bersertifikat'],
  vi: ['tại tòa án', 'tòa án'],
  he: ['רשום', 'רשומה', 'ברשימת', 'בית משפט', 'בבית משפט', 'מתנדב', 'מתנדבת'],
  ar: ['معتمد', 'معتمدة', 'قائمة', 'مسجل', 'مسجلة', 'المحكمة', 'محكمة', 'متطوع', 'متطوعة'],
  ja: ['裁判所', '登録'],
  ko: ['비상임', '법원', '위촉'],
  zh: ['特邀', '人民', '法院', '兼职'],
});

/** Seats that are always held by a person a court or a body appoints beside a job: 調停委員, 조정위원, 仲裁员, conciliateur de justice. */
const COURT_SEAT = termPattern({
  fr: ['conciliateur de justice', 'conciliatrice de justice'],
  de: ['schiedsperson', 'schiedsfrau', 'schiedsmann'],
  ja: ['調停委員', '司法委員', '仲裁委員'],
  ko: ['조정위원', '중재위원'],
  zh: ['仲裁员', '仲裁員', '特邀调解员', '人民调解员', '陪审员'],
});

/**
 * Round 24: a seat on a body's panel of mediators, arbitrators, conciliators, ombudsmen or court experts — a dispute role
 * with a panel marker, or a seat courts always appoint. A practice named "Mediator" alone, or an employee at a court or a bar
 * ("Court Clerk", "Member Services Officer"), is a job.
 */
export function disputePanelSeat(text: string): boolean {
  return COURT_SEAT.test(text) || (DISPUTE_ROLE.test(text) && DISPUTE_PANEL.test(text));
}

/**
 * Round 27 (issue #21, w4a's Tokyo NPO board seat, Amsterdam tenants' council and Kuala Lumpur surau committee, all kept when the
 * job ended): bodies where a seat beside a job is unpaid community work — non-profit legal forms (NPO法人, 特定非営利活動法人,
 * 公益社団法人, 사단법인), tenants' and residents' councils, and places of worship and their committees (surau, masjid, DKM,
 * takmir, Kirchengemeinde, gurdwara, moskee, camii …). Added to the community organisations (`side-roles.ts`): a seat there
 * held beside the job stays a side entry when the job ends. A paid post started there after the job ended ("事務局長",
 * "Huurdersconsulent" at a housing corporation) is read by its title.
 */
export const NONPROFIT_AND_RESIDENT_TERMS = {
  ja: ['npo法人', '特定非営利活動法人', '認定npo法人', '公益社団法人', '公益財団法人', '一般社団法人', '一般財団法人'],
  ko: ['사단법인', '비영리법인', '비영리'],
  zh: ['公益慈善', '慈善联合会', '慈善会', '社会组织'],
  en: ['residents panel', "residents' panel", 'tenants council', "tenants' council", 'tenant panel', 'tenants panel', 'residents council', 'mosque', 'gurdwara', 'synagogue', 'masjid'],
  nl: ['huurdersraad', 'huurdersorganisatie', 'bewonersraad', 'bewonersorganisatie', 'huurderskoepel', 'moskee', 'parochie', 'kerkenraad'],
  de: ['mieterrat', 'mietervertretung', 'kirchengemeinde', 'pfarrgemeinde', 'moscheegemeinde', 'moscheeverein'],
  sv: ['hyresgästråd', 'hyresgästrådet', 'församling', 'församlingen'],
  da: ['afdelingsbestyrelse', 'afdelingsbestyrelsen', 'beboerråd', 'menighedsråd'],
  fr: ['conseil de concertation locative', 'conseil des résidents', 'paroisse', 'mosquée'],
  es: ['parroquia', 'mezquita'],
  pt: ['paróquia', 'mesquita'],
  it: ['parrocchia', 'moschea'],
  pl: ['parafia', 'parafii'],
  tr: ['camii', 'cami derneği'],
  ms: ['surau', 'masjid', 'musolla', 'musalla'],
  id: ['masjid', 'dkm', 'takmir', 'musala', 'mushola'],
  ar: ['مسجد', 'جامع'],
  he: ['בית כנסת'],
} as const;

/** A committee seat in Malay and Indonesian: AJK (ahli jawatankuasa, a committee member), a mosque's DKM or takmir board. */
export const WORSHIP_COMMITTEE_SEAT = termPattern({
  ms: ['ajk', 'ahli jawatankuasa', 'jawatankuasa'],
  id: ['pengurus dkm', 'bendahara dkm', 'ketua dkm', 'sekretaris dkm', 'takmir', 'sekretaris takmir', 'pengurus masjid'],
});

/**
 * Round 27 (w3z's Utrecht editorial-board seat): a seat on a journal's editorial or review board, in the profiles' languages —
 * unpaid work beside a job. An editor's or a managing editor's post ("Managing Editor", "Redakteurin", "Redacteur") is a job,
 * and so is an associate editor (a newspaper's rank as often as a journal's seat).
 */
export const EDITORIAL_SEAT = termPattern({
  en: ['editorial board', 'editorial advisory board', 'editorial committee', 'review board', 'editorial board member', 'member of the editorial board'],
  nl: ['redactielid', 'lid redactieraad', 'redactieraad', 'lid van de redactie', 'redactiecommissie', 'lid redactiecommissie'],
  de: ['herausgeberbeirat', 'redaktionsbeirat', 'mitglied des herausgeberbeirats', 'mitherausgeber', 'mitherausgeberin'],
  fr: ['comité de rédaction', 'comité éditorial', 'comité scientifique de la revue'],
  es: ['consejo editorial', 'comité editorial', 'consejo de redacción'],
  pt: ['conselho editorial', 'comitê editorial', 'corpo editorial'],
  it: ['comitato editoriale', 'comitato di redazione', 'comitato scientifico della rivista'],
  pl: ['komitet redakcyjny', 'komitetu redakcyjnego', 'rada redakcyjna', 'rady redakcyjnej'],
  cs: ['redakční rada', 'redakční rady', 'redakční radě'],
  hu: ['szerkesztőbizottság', 'szerkesztőbizottsági tag'],
  ro: ['colegiul editorial', 'colegiului editorial', 'colegiul de redacție'],
  tr: ['yayın kurulu', 'yayın kurulu üyesi'],
  uk: ['редакційна колегія', 'редакційної колегії', 'редколегії'],
  ru: ['редакционная коллегия', 'редакционной коллегии', 'редколлегии'],
  el: ['συντακτική επιτροπή', 'συντακτικής επιτροπής'],
  ar: ['هيئة التحرير', 'عضو هيئة التحرير'],
  id: ['dewan redaksi', 'mitra bestari'],
  vi: ['hội đồng biên tập'],
  ko: ['편집위원'],
  ja: ['編集委員'],
  zh: ['编委', '编委会委员'],
});

/**
 * Round 27 (w3z's Singapore lecturer whose only current entry is an exam-setting panel): an examiner, setter, marker or moderator
 * of a public examination — with an examination's or a panel's name — is assessment work beside (or after) a job, as round 10's
 * external examiner is. An examiner's word alone is a job ("Patent Examiner", "Claims Examiner"), and so is an examinations
 * officer.
 */
const EXAMINER = /\b(?:examiner|setter|marker|moderator|assessor|pemeriksa|penguji|prufer|pruferin|examinateur|examinatrice|esaminatore|egzaminator|vizsgaztato|εξεταστης|экзаменатор|екзаменатор|ممتحن|مصحح)\b|出題委員|試験委員|채점위원|출제위원|阅卷|命题/u;
const EXAM_NAMED =
  /\b(?:panel|paper|papers|a level|o level|as level|gcse|igcse|spm|stpm|pt3|ib|hsc|vce|wace|ncea|leaving cert\p{L}*|baccalaureat|bacalaureat|abitur|matura|eindexamen|erettsegi|ylioppilastutkinto|studentexamen|selectividad|evau|enem|vestibular|gaokao|prufungsausschuss|prufungsausschusses|examinations?|exams?|kertas|peperiksaan|ujian|sinav|vizsga|egzamin\p{L}*|εξετασ\p{L}*|экзамен\p{L}*|іспит\p{L}*|امتحان\p{L}*)\b|試験|시험|考试/u;
const EXAM_JOB = /\b(?:patent|claims?|bank|medical|insurance|fraud|tax|title|document|quality|examinations officer|exams officer)\b/u;

export function examPanelSeat(text: string): boolean {
  return EXAMINER.test(text) && EXAM_NAMED.test(text) && !EXAM_JOB.test(text);
}
