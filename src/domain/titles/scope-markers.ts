import { termNeedles } from './class-terms-finder';
import { foldText } from './fold';
import { CJK_TERM, words } from './role-classes';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * Explicit scope markers (issue #21, round 34, seniority34): a title that states its scope outright sets its rank, whatever its
 * head word reads. The read sets' conventions (recounted over bench/holdout … w4j and test/fixtures, docs/decisions.md "Detection
 * round 34 (seniority34)"):
 * - **An individual contributor's marker** ("(individual contributor)", "(IC role)", "no direct reports", "ohne
 *   Personalverantwortung", "sin personal a cargo", "bez podwładnych", "ilman alaisia", "individuell bidragsgivare", 個人貢献者,
 *   部下なし, 个人贡献者, 无下属, 개인 기여자, 팀원 없음 …) makes a manager's, director's or vice-president's title ic: 42 of 45 such
 *   titles are labelled ic (the three others state "hands-on" with a team). The marker opens a segment of its own ("… (IC)",
 *   "… – individual contributor"): "Manager of individual contributors" stays a manager. A stated team wins over it.
 * - **A manager of managers** ("Second-Line Sales Manager", "(manager of managers)", "(manages 4 first-line managers)", "(leitet 4
 *   Teamleiter)", "（管理4名区域经理）", "(팀장 4명 관리)") leads a level of managers: director (6 of 7 labelled; the seventh is a
 *   bank's "second line" of defence, no managers' line). Team leaders and supervisors counted are no managers' line (round 37: w4k's
 *   "Contact Centre Manager (120 agents through 8 team leaders)" and w4d's "(team of 6 supervisors)" are managers, 2 of 2 in the
 *   read sets): a contact centre's or a floor's team leaders are its first line, and the manager above them its first manager.
 * - **A country's head** in the words every language writes for a country manager ("Director País", "Landendirecteur", "Διευθυντής
 *   χώρας", "Директор країни", "Керівник представництва", "מנהל המדינה", "国家经理", "Country President") and **the chief of a
 *   country's entity** ("General Manager, Korean affiliate", "Generální ředitel slovenské pobočky", "タイ法人 代表取締役社長", "中东区总裁",
 *   "Gürcistan şirketi genel müdürü") are vp / executive: every one of the read sets' 400-odd country managers is.
 * - **A regional director in Japanese katakana** ("リージョナル・セールス・ディレクター", "エリア運営ディレクター", "IT部門ディレクター"): the area or
 *   the department makes ディレクター the title's rank (director; ディレクター alone stays a web role, round 22).
 * - **A head chef** runs a kitchen (manager: 14 of 14 labelled), as "Executive Chef" and "Küchenchef" already read.
 * A team's size bounds the rank in `team-size.ts` (round 29: every stated team of 2 … 55 people is a manager's, the heads of 60 … 900
 * directors); a team of managers is this module's.
 */

/** An individual contributor's marker in a segment of its own, in every language of the sets (folded as titles are). */
const IC_MARKERS = [
  // en
  'individual contributor*', 'ic', 'ic role', 'ic track', 'ic position', 'no direct reports', 'without direct reports', 'no reports',
  'without reports', 'non managerial', 'non management', 'not people managing', 'no people management', 'no team', 'individual role',
  'koi team nahi', 'bina team ke', 'bina team',
  // "individual role" stated outright (round 37, w4l's "(yksilörooli)"), in every language of the sets
  'yksilorooli', 'yksilotason rooli', 'role individuel', 'rol individual', 'funcao individual', 'papel individual', 'ruolo individuale',
  'individuele rol', 'individuell roll', 'einzelrolle', 'rola indywidualna', 'individualni role', 'egyeni szerepkor', 'egyeni szerep',
  'bireysel rol', 'peran individu', 'peran individual', 'vai tro ca nhan', 'ατομικοσ ρολοσ', 'індивідуальна роль', 'индивидуальная роль',
  'دور فردي', 'תפקיד אישי', 'תפקיד יחיד', 'व्यक्तिगत भूमिका', '개인 역할', '個人ロール', '个人岗位',
  // de, nl, sv, fi
  'ohne personalverantwortung', 'ohne fuhrungsverantwortung', 'ohne fuhrungsaufgabe*', 'ohne mitarbeiterverantwortung', 'einzelbeitragend*',
  'einzelbeitrager*', 'individuele bijdrager', 'zonder leidinggevende taken', 'zonder personeel', 'geen personeel', 'niet leidinggevend',
  'individuell bidragsgivare', 'utan personalansvar', 'ingen personal', 'inget personalansvar', 'ilman alaisia', 'ei alaisia',
  'ilman esihenkilovastuuta', 'yksiloasiantuntija', 'yksilotason asiantuntija',
  // fr, es, pt, it, ro
  'contributeur individuel', 'contributrice individuelle', 'sans management', 'sans encadrement', 'sans equipe', 'sans equipe a manager',
  'contribuidor individual', 'contribuidora individual', 'colaborador individual', 'sin personal a cargo', 'sin equipo a cargo', 'sin equipo',
  'sin reportes directos', 'sem equipe', 'sem equipa', 'sem subordinados*', 'sem gestao de pessoas', 'contributore individuale',
  'contributrice individuale', 'senza riporti*', 'senza gestione di persone', 'senza team', 'contributor individual', 'fara subordonati',
  'fara echipa*',
  // pl, cs, hu, el, uk, ru
  'bez podwładnych', 'bez zespołu', 'indywidualny kontrybutor', 'rola ekspercka', 'bez podrizenych', 'bez primych podrizenych', 'bez tymu',
  'individualni prispevatel', 'beosztottak nelkul', 'vezetoi felelosseg nelkul', 'egyeni kozremukodo', 'χωρισ υφισταμενουσ', 'χωρισ ομαδα',
  'ατομικοσ συνεισφερων', 'без підлеглих', 'без прямих підлеглих', 'без команди', 'індивідуальний внесок', 'без подчиненных',
  // tr, ar, he, hi, id, vi
  'bireysel katkici', 'ekip yonetimi yok', 'bagli calisani olmayan', 'ekipsiz', 'مساهم فردي', 'مساهمه فرديه', 'بدون فريق', 'بدون مرووسين',
  'תורם יחיד', 'תורמת יחידה', 'ללא כפיפים', 'ללא ניהול צוות', 'ללא צוות', 'व्यक्तिगत योगदानकर्ता', 'बिना टीम के', 'कोई अधीनस्थ नहीं',
  'kontributor individual', 'tanpa bawahan', 'tanpa tim', 'dong gop ca nhan', 'khong quan ly nhan su', 'khong co cap duoi',
  // ko, ja, zh (found anywhere)
  '개인 기여자', '개인기여자', '독립 기여자', '팀원 없음', '부하 직원 없음', '부하직원 없음', '個人貢献者', '部下なし', 'メンバー管理なし', 'マネジメントなし',
  '个人贡献者', '無下屬', '无下属', '不带团队', '不帶團隊',
];

/** Words before the marker that make it the object of the title ("Manager of individual contributors"). */
const IC_OBJECT = /(?:\b(?:of|for|to|leading|managing|manages|leads|coach)\b)\s*$/u;

/** A second-line manager, a manager of managers and a count of managers led, in every language of the sets. */
const MANAGERS_OF_MANAGERS = ['manager of managers', 'manager de managers', 'gerente de gerentes', 'manager von managern', 'chef de chefs'];
/** A second-line manager or leader: "second line" and, within three words, the manager's word ("Second-line Customer Support Manager"). */
const SECOND_LINE = /(?<![\p{L}])second line (?:\p{L}+ ){0,3}?(?:manager|leader|lead)(?![\p{L}])/u;
/** A noun for managers led, after a count ("4 first-line managers", "3 team leads", "4 Teamleiter"): a stem anywhere in the word. */
const MANAGER_NOUN =
  /(?:managers|managern|manageri|managerit|manazer|menedzer|menedżer|kierowni|chefs(?! d equipe)|chefer|jefes|gerentes|gestores|coordenadores|paallikk|esihenkil|vezetot|vedouci(?! tymu)|mudur|yonetici|διευθυντ|προισταμεν|менеджер|керівник|руководител|مديري|مدراء|מנהלי|प्रबंधक|मैनेजर|manajer|truong vung)/u;
const COUNTED_MANAGERS = new RegExp(String.raw`(?<![\d\p{L}])\d+ (?:[\p{L}-]+ ){0,2}?[\p{L}-]*?` + MANAGER_NOUN.source, 'u');
const CJK_COUNTED_MANAGERS = /(?:팀장|매니저|課長|部長|マネーシャー|经理|經理|主管)\s?\d+\s?(?:名|명|人)|\d+\s?(?:名|명|个|個|位)\s?\S{0,4}?(?:经理|經理|主管|팀장|課長|マネーシャー)/u;

/** A country's head in the words each language writes (folded; CJK anywhere). */
const COUNTRY_HEADS = [
  'country president', 'country manazer*', 'country manažer*', 'director pais', 'directora pais', 'diretor pais', 'diretora pais',
  'gerente pais', 'gerente de pais', 'landendirecteur', 'landendirectrice', 'landenmanager', 'διευθυντησ χωρασ', 'διευθυντρια χωρασ',
  'директор країни', 'директорка країни', 'керівник представництва', 'керівниця представництва', 'директор страны', 'руководитель представительства',
  'מנהל המדינה', 'מנהלת המדינה', 'מנהל מדינה', 'מנהלת מדינה', '国家经理', '國家經理', '国家总经理', '国家负责人', '区总裁', '區總裁',
];

/**
 * A country's head the rules already rank vp, whose later segment names the employer's trade ("Landschef Danmark – HR-programvara",
 * "Кантрі-менеджер Україна – HR-софт", "Responsable pays Tunisie – éditeur de logiciels"): the country's general management.
 */
const COUNTRY_LEADS = [
  'country lead', 'country leader', 'country manager*', 'country head', 'country director', 'landschef*', 'landerchef*', 'landeschef*',
  'landesleiter*', 'landesgeschaftsfuhrer*', 'responsable pays', 'directeur pays', 'directrice pays', 'direttore paese', 'maajohtaja',
  'orszagigazgato*', 'director de tara', 'ulke muduru', 'ulke direktoru', 'giam doc quoc gia', 'dyrektor krajowy', 'dyrektorka krajowa',
  'кантрі менеджер*', 'кантрі-менеджер*', 'кантри менеджер*', 'кантри-менеджер*', ...COUNTRY_HEADS,
];
/** A country lead of a named function or partner ("Country Lead for Partnerships", "Country Head of Marketing") keeps it. */
const OF_FUNCTION = /^ (?:of|for)\b/u;

/** The chief words of a company: its chief executive, general manager, managing director or president, in every language. */
const CHIEF_WORDS = [
  'ceo', 'chief executive*', 'general manager', 'managing director', 'president', 'geschaftsfuhrer*', 'directeur general', 'directrice generale',
  'director general', 'directora general', 'diretor geral', 'diretora geral', 'amministratore delegato', 'algemeen directeur', 'vd',
  'toimitusjohtaja', 'prezes*', 'dyrektor generalny', 'generalni reditel*', 'ugyvezeto*', 'γενικοσ διευθυντησ', 'γενικη διευθυντρια',
  'генеральний директор', 'генеральна директорка', 'генеральный директор', 'genel muduru', 'genel mudur', 'מנכל', 'מנכלית', 'المدير العام',
  'المديره العامه', 'presiden direktur', 'direktur utama', 'tong giam doc', 'giam doc',
  '社長', '代表', '总经理', '總經理', '总裁', '總裁', '대표', '법인장',
];
/** A country's entity named beside the chief's words (the group's branch, affiliate or representative office). */
const ENTITY_WORDS = [
  'affiliate', 'branch office', 'country subsidiary', 'pobocky', 'pobocka', 'pobocce', 'oddziału', 'oddział', 'представництва', 'представництво',
  'представительства', 'החברה הבת', 'הסניף', 'فرع الشركه', 'لفرع الشركه', 'فرع',
  '分公司', '子公司', '区总', '區總',
];
/**
 * A Japanese or Korean entity of a country ("タイ法人", "일본 법인장", "한국 지사장"), not a legal form of its own kind (医療法人, 学校法人,
 * 社会保険労務士法人, 법무법인, 사단법인: a hospital's, a school's, a professional firm's corporation), a Chinese company's legal
 * representative (公司法人代表) nor a provincial governor (도지사).
 */
const CJK_ENTITY =
  /(?<!医療|福祉|学校|財団|社団|宗教|行政|活動|監査|士|公益|一般|npo|公司)法人|(?<!법무|의료|학교|사단|재단|회계|세무|특허|복지)\s?법인|(?<!도)지사/u;
/** A Turkish company of a country ("Gürcistan şirketi"): the word before "şirketi" names the country. */
const TURKISH_COUNTRY_COMPANY = /(?:^|[ ,])(\p{L}+) sirketi\b/u;

/** A regional or departmental director in Japanese katakana (folded: ディレクター → "ティレクター"). */
const JA_AREA_DIRECTOR = new RegExp(
  foldText('(?:営業|セールス|リージョナル|エリア|地域|部門|事業部|支社|支店|本部)[^ ,]{0,6}\\s?ディレクター'),
  'u',
);

/**
 * A trainer's, coach's or instructor's title: the leaders it names are its audience ("Trenerka umiejętności menedżerskich", "Тренерка з
 * розвитку керівників", "Trainer pentru manageri"), not its rank — every such title of the sets is labelled ic (13 of 13). The
 * trainer's word opens the title (in Han, Kana and Hangul it ends the title's first segment: 管理職研修トレーナー); a title that
 * joins a second role ("Trainer & Team Lead") keeps its reading.
 */
const TRAINER_WORDS = [
  'trainer*', 'trener*', 'тренер*', 'coach', 'coaching', 'egitmen', 'egitim uzmani', 'kouluttaja', 'formateur', 'formatrice', 'formador', 'formadora',
  'formatore', 'instructor*', 'facilitator*', 'lektor', 'lektorka', 'εκπαιδευτ*', 'מדריך', 'מדריכה', 'מדריכת', 'مدرب', 'مدربه', 'प्रशिक्षक',
  'pelatih', 'giang vien', 'utbildare',
];
const CJK_TRAINER = /(?:강사|트레이너|トレーナー|講師|讲师|培训师|培訓師)$/u;
const JOINED_ROLE = /(?: & | and | und | et | y | e | i | och | ve |\/| \+ )/u;

/** The head of a kitchen: a manager (the "head" rule reads director). */
const HEAD_COOKS = ['head chef*', 'head cook*', 'हेड शेफ', 'kepala dapur', 'kepala koki', 'σεφ κουζινασ'];

let patterns: {
  ic: RegExp;
  managers: RegExp;
  country: RegExp;
  countryLead: RegExp;
  chief: RegExp;
  entity: RegExp;
  headCook: RegExp;
  trainer: RegExp;
} | null = null;

/** The patterns, built at their first use (never at import: docs/decisions.md, round 33). */
function built(): NonNullable<typeof patterns> {
  patterns ??= {
    // Longest first: "ic role" before "ic", so the marker read is the whole one.
    ic: new RegExp(words([...IC_MARKERS].sort((a, b) => b.length - a.length)), 'gu'),
    managers: new RegExp(words(MANAGERS_OF_MANAGERS), 'u'),
    country: new RegExp(words(COUNTRY_HEADS), 'u'),
    countryLead: new RegExp(words(COUNTRY_LEADS), 'u'),
    chief: new RegExp(words(CHIEF_WORDS), 'u'),
    entity: new RegExp(words(ENTITY_WORDS), 'u'),
    headCook: new RegExp(words(HEAD_COOKS), 'u'),
    trainer: new RegExp(`^(?:${words(TRAINER_WORDS)})`, 'u'),
  };
  return patterns;
}

/**
 * The place of an IC marker that opens a segment of the text (or of a CJK marker anywhere), not the object of the title's words
 * ("Manager of individual contributors"), as [start, end]; null when there is none.
 */
function individualContributorMarker(text: string): [number, number] | null {
  const ic = built().ic;
  ic.lastIndex = 0;
  for (let m = ic.exec(text); m !== null; m = ic.exec(text)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const before = text.slice(0, start);
    const cjk = CJK_TERM.test(m[0]);
    // A short marker ("IC", "no team") is the whole segment: "İç Denetim" (Turkish: internal audit) folds to "ic denetim".
    const after = text.slice(m.index + m[0].length);
    const whole = m[0].length > 8 || after === '' || after.startsWith(' , ');
    if (cjk || ((before === '' || before.endsWith(' , ')) && whole && !IC_OBJECT.test(before))) return [start, m.index + m[0].length];
  }
  return null;
}

/** The text without the marker's segment (or, for a CJK marker, the marker itself): what the rest of the title reads. */
function withoutMarker(text: string, [start, end]: [number, number]): string {
  const segmentEnd = text.indexOf(' , ', end);
  const to = CJK_TERM.test(text.slice(start, end)) ? end : segmentEnd < 0 ? text.length : segmentEnd;
  const parts = `${text.slice(0, start)}${text.slice(to)}`.split(' , ').map((part) => part.trim()).filter((part) => part !== '' && part !== ',');
  return parts.join(' , ');
}

/** A team of people stated beside the marker ("Lead Developer (hands-on, 4 reports)"): the team wins. */
const STATED_TEAM = /(?<![\d\p{L}])\d+ ?(?:reports|direct reports|people|staff|engineers|members|fte|名|人|명)(?![\p{L}])|\bteam of \d+/u;

function readScope(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  const { seniority } = read;
  if (seniority === null) return read;
  // Each check runs only where the gate saw one of its literals (the gate's answer for this text is kept: one look-up each).
  const has = TERM_GATE.present(text);
  const p = built();
  const marker = seniority !== 'c_level' && has[SLOT.ic] === 1 ? individualContributorMarker(text) : null;
  if (marker !== null && !STATED_TEAM.test(text)) {
    // The marker names no function ("sin personal a cargo" is no HR's "personal"): where the title's function is the one the
    // marker's own words read, the rest of the title decides it.
    // (A title that is the marker alone reads no other words: the marker's own reading is asked only beside other words.)
    const rest = withoutMarker(text, marker);
    if (rest === '' || read.function === 'other' || classify(text.slice(marker[0], marker[1])).function !== read.function) return { seniority: 'ic', function: read.function };
    return { seniority: 'ic', function: classify(rest).function ?? read.function };
  }
  if (seniority === 'manager' && leadsManagers(text, has, p.managers)) return { seniority: 'director', function: read.function };
  if ((seniority === 'manager' || seniority === 'director' || seniority === 'c_level') && has[SLOT.country] === 1 && p.country.test(text)) {
    return { seniority: 'vp', function: 'executive' };
  }
  // A country's entity is looked for only beside a chief's words (the Turkish country names are built at the first such title).
  if (seniority === 'vp' && read.function !== 'executive' && ((has[SLOT.countryLead] === 1 && leadsCountry(text, p.countryLead)) || (chiefOf(text, p.chief) && countryEntity(text, has, p.entity)))) {
    return { seniority: 'vp', function: 'executive' };
  }
  if (seniority === 'c_level' && (read.function === 'executive' || read.function === 'other') && p.chief.test(text) && countryEntity(text, has, p.entity)) {
    return { seniority: 'vp', function: 'executive' };
  }
  if ((seniority === 'manager' || seniority === 'director') && (has[SLOT.trainer] === 1 || has[SLOT.cjkTrainer] === 1) && trains(text, p.trainer)) {
    return { seniority: 'ic', function: read.function };
  }
  if (seniority === 'ic' && has[SLOT.jaDirector] === 1 && JA_AREA_DIRECTOR.test(text)) return { seniority: 'director', function: read.function };
  if (seniority === 'director' && has[SLOT.headCook] === 1 && p.headCook.test(text)) return { seniority: 'manager', function: read.function };
  return read;
}

/** A second-line manager, a manager of managers, or a count of managers led. */
function leadsManagers(text: string, has: Uint8Array, managers: RegExp): boolean {
  if (has[SLOT.managers] === 1 && (SECOND_LINE.test(text) || managers.test(text))) return true;
  if (has[SLOT.digit] !== 1) return false;
  const counted = COUNTED_MANAGERS.exec(text);
  if (counted !== null) return !chiefOfPeers(text, counted);
  return CJK_COUNTED_MANAGERS.test(text);
}

/**
 * A chief of the holder's own trade over a team of that trade (round 39, build39: "Hlavní stavbyvedoucí (tým 5 stavbyvedoucích)",
 * "מנהל עבודה ראשי (צוות של 3 מנהלי עבודה)", "Jefe de Obra principal (equipo de 3 jefes de obra)"): the chief is the first line over
 * peers, one level above them, not a managers' line — w4n labels every such title manager (with "Oberbauleiter (Team von 7
 * Bauleitern)" and "General Superintendent (oversees 4 superintendents)", which read manager already). The counted words name the
 * holder's own trade noun (a word of theirs, not the manager's word itself nor an office function's, stands in the role's words
 * before the count), and a chief's word qualifies the role (a word of its own or a compound's prefix: Ober-, Haupt-, Fő-).
 * "Senior Sales Manager (team of 5 sales managers)" stays a managers' line (director); a director's word keeps director
 * (`team-size.ts`, round 38): this reads only a title read manager.
 */
function chiefOfPeers(text: string, counted: RegExpExecArray): boolean {
  const role = text.slice(0, counted.index);
  const after = text.slice(counted.index).replace(/^\d+ /u, '');
  const cut = after.search(/[),(]| , /u);
  const nouns = (cut < 0 ? after : after.slice(0, cut)).split(' ').slice(0, 3).filter((w) => w.length >= 4 && !GENERIC_COUNTED.test(w));
  for (const noun of nouns) {
    const stem = escapeStem(noun);
    if (new RegExp(`(?<![\\p{L}])(?:ober|haupt|fo|chef|vrchni|hlavni)${stem}`, 'u').test(role)) return true;
    if (CHIEF_QUALIFIER.test(role) && new RegExp(`(?<![\\p{L}])\\p{L}{0,8}?${stem}`, 'u').test(role)) return true;
  }
  return false;
}
/** A chief's, head's or senior's word beside the role, in the languages of the sets (folded). */
const CHIEF_QUALIFIER =
  /(?<![\p{L}])(?:chief|head|senior|principal|principale|general|hlavni|vrchni|glowny|glowna|głowny|głowna|starszy|starsza|ראשי|ראשית|בכיר|בכירה|كبير|старший|старша|головний|головна|bas|kidemli|수석|총괄)(?![\p{L}])|主任|总/u;
/** Counted words that are no trade's own noun: the manager's word itself, an office function, a team's word. */
const GENERIC_COUNTED =
  /^(?:managers?|managern|manageri|managerit|manazer\p{L}*|menedzser\p{L}*|menedzer\p{L}*|kierowni\p{L}*|chefs?|chefer|jefes?|gerentes?|gestores|coordenadores|paallik\p{L}*|esihenkil\p{L}*|vezetot?|vedouci\p{L}*|mudur\p{L}*|yonetici\p{L}*|διευθυντ\p{L}*|προισταμεν\p{L}*|менеджер\p{L}*|керівник\p{L}*|руководител\p{L}*|مديري|مدراء|מנהלי|מנהלות|प्रबंधक|मैनेजर|manajer|sales|marketing|product|account\p{L}*|engineering|finance|it|customer|support|service|project|program|regional|area|team|leads?|leaders?|people|staff|direct|first|line)$/u;
function escapeStem(noun: string): string {
  const chars = [...noun];
  const stem = chars.slice(0, Math.max(4, Math.min(6, chars.length - 2))).join('');
  return stem.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** The chief words in the title, not a vice president's ("VP Marketing, Korean affiliate" keeps marketing). */
function chiefOf(text: string, chief: RegExp): boolean {
  const m = chief.exec(text);
  return m !== null && !/(?:vice|deputy|executive vice|senior vice)\s*$/u.test(text.slice(0, m.index));
}

/** A country's head in the title's own segment (before its first ' , '), not of a named function. */
function leadsCountry(text: string, countryLead: RegExp): boolean {
  const end = text.indexOf(' , ');
  const role = end < 0 ? text : text.slice(0, end);
  const m = countryLead.exec(role);
  return m !== null && !OF_FUNCTION.test(role.slice(m.index + m[0].length));
}

/** A trainer's title (its first segment opened, or in CJK ended, by the trainer's word) that joins no second role. */
function trains(text: string, trainer: RegExp): boolean {
  const end = text.indexOf(' , ');
  const role = end < 0 ? text : text.slice(0, end);
  return (trainer.test(role) || CJK_TRAINER.test(role)) && !JOINED_ROLE.test(role);
}

/** A country's entity named in the title: an entity word, or a Turkish "<country> şirketi". */
function countryEntity(text: string, has: Uint8Array, entity: RegExp): boolean {
  if ((has[SLOT.entity] === 1 && entity.test(text)) || (has[SLOT.cjkEntity] === 1 && CJK_ENTITY.test(text))) return true;
  if (has[SLOT.turkishCompany] !== 1) return false;
  const turkish = TURKISH_COUNTRY_COMPANY.exec(text);
  return turkish !== null && turkishCountryNames().has(turkish[1] as string);
}

let turkishCountries: ReadonlySet<string> | null = null;

/** Every country's Turkish name, folded, from the runtime's CLDR data (built at the first "şirketi" read: few titles hold one). */
function turkishCountryNames(): ReadonlySet<string> {
  if (turkishCountries !== null) return turkishCountries;
  const names = new Intl.DisplayNames(['tr'], { type: 'region', fallback: 'none' });
  const found = new Set<string>();
  for (let a = 65; a < 91; a++) {
    for (let b = 65; b < 91; b++) {
      const name = names.of(String.fromCharCode(a, b));
      if (name !== undefined && !name.includes(' ')) found.add(foldText(name));
    }
  }
  turkishCountries = found;
  return found;
}

/** The literals one of which every scope marker holds: the pass runs only on a title that holds one. */
const SLOT = {
  ic: TERM_GATE.slot(() => termNeedles(IC_MARKERS)),
  managers: TERM_GATE.slot(() => termNeedles([...MANAGERS_OF_MANAGERS, 'second line'])),
  country: TERM_GATE.slot(() => termNeedles(COUNTRY_HEADS)),
  countryLead: TERM_GATE.slot(() => termNeedles(COUNTRY_LEADS)),
  entity: TERM_GATE.slot(() => termNeedles(ENTITY_WORDS)),
  cjkEntity: TERM_GATE.slot(() => ({ anywhere: ['法人', '법인', '지사'] })),
  turkishCompany: TERM_GATE.slot(() => ({ anywhere: ['sirketi'] })),
  headCook: TERM_GATE.slot(() => termNeedles(HEAD_COOKS)),
  trainer: TERM_GATE.slot(() => termNeedles(TRAINER_WORDS)),
  cjkTrainer: TERM_GATE.slot(() => ({ anywhere: ['강사', '트레이너', 'トレーナー', '講師', '讲师', '培训师', '培訓師'] })),
  jaDirector: TERM_GATE.slot(() => ({ anywhere: [foldText('ディレクター')] })),
  digit: TERM_GATE.slot(() => ({ anywhere: [...'0123456789'] })),
};

/** Scope markers set the title's rank (module comment). */
export function scopeMarkerPass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass(Object.values(SLOT), (text, read) => readScope(text, read, classify));
}
