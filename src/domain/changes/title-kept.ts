import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords, stripAccents } from '../normalise/text';
import { isForeignTitle, isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { namesPlace } from './title-country';
import { gradeGlossed } from './title-grades';
import { allEnglish } from './title-languages';
import { glossedByRoleNoun } from './title-role-ranks';
import { sameTitleAcrossScripts } from './title-script';
import { MARKET_WORDS } from './title-segments';
import { thaiInEnglish } from './title-thai';
import { cognateRole } from './title-translated';
import { ABBREVIATIONS, english } from './title-word-forms';

/*
 * Round 27 (issue #21, w3z and w4a): the title kept as it was, and something added after it that restates it. Rounds 19-25
 * read such additions row by row — a French gloss, a Korean compliance grade, a cost-control unit — and each asked the
 * lexicon to read the title and its gloss as one rank and one function. The general reason the next set failed again: the
 * titles people gloss are the ones the lexicon does not read (선임연구원, وكيلة كلية …, 主任研究員 read "other"), so no such
 * test can succeed, and the rule "an unknown title is nobody's translation" refuses them. When the old title is kept word for
 * word, the question is narrower: does the added part say anything the kept title does not? That is read from the
 * structure and from grade words alone, the lexicon only vetoing where it reads both sides.
 */

/** What follows a kept title: a bracket, or a segment after a bar, a slash, a spaced dash, a colon or a comma. */
const ADDED = /^\s*(?:[(（]([^()（）]+)[)）]|(?:\s[|/–—-]|[|/]|:|,)\s*([^()（）|]+))\s*$/u;

/** The part `longer` adds after `title` kept word for word, or null. */
export function addedAfter(title: string, longer: string): string | null {
  const t = title.trim();
  const l = longer.trim();
  if (t === '' || l.length <= t.length || !l.startsWith(t)) return null;
  const m = ADDED.exec(l.slice(t.length)) ?? (RUN_ON_AFTER.test(t) ? RUN_ON.exec(l.slice(t.length)) : null);
  const added = (m?.[1] ?? m?.[2])?.trim();
  return added === undefined || added === '' ? null : added;
}

/**
 * Round 37 (w4l's "…主管（顺德工厂）EHS Supervisor"): after a title ending in another script or in a full-width bracket, Latin words
 * run on with no separator but a space, or none at all, are added after it as a bracket would be.
 */
const RUN_ON_AFTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}）】」]$/u;
const RUN_ON = /^\s*(\p{Script=Latin}[\p{Script=Latin}\p{N}\s&.'’/-]*)$/u;

/**
 * Grades a gloss can name, each with the words that name it in English and in the profiles' other languages. A gloss names
 * the kept title's grades and no other: "책임연구원 (Principal Researcher)", "副教授 (Associate Professor)", "وكيلة … | Vice
 * Dean …" are the title; "연구원 (Senior Researcher)", "副教授 (Professor)", "محاضر (Associate Professor)" add or drop one.
 * A head word after a deputy's word is the deputy's ("Vice Dean", "Deputy Director": one grade).
 */
const GLOSS_GRADES: ReadonlyArray<readonly [string, RegExp]> = [
  ['general', /\b(?:general manager|director general|general director|directeur general)\b/u],
  ['deputy', /\b(?:deputy|vice)\b(?: (?:head|director|dean|chair|manager|chief|president|rector))?/u],
  ['associate', /\bassociate\b/u],
  ['assistant', /\bassistant\b(?: manager)?/u],
  ['senior', /\bsenior\b|\bsr\b/u],
  ['principal', /\b(?:principal|chief)\b(?! (?:manager|officer))/u],
  ['junior', /\bjunior\b|\bjr\b/u],
  ['head', /\b(?:head|director|manager|leader|leading|lead|chief|supervisor|dean|chair(?:man|woman|person)?|coordinator)\b/u],
];

/** The gloss names a grade (senior, associate, head …: `GLOSS_GRADES`). */
export function namesGrade(text: string): boolean {
  return glossGrades(text).size > 0;
}

/** The same grades in the kept title's language: each word with the grades a gloss may give it. */
const NATIVE_GRADES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/차장|次長|副总经理|副總經理/u, ['deputy', 'general', 'senior']],
  [/係長/u, ['assistant', 'principal', 'head']],
  [/부장|部長|本部長|总经理|總經理|本部长/u, ['general', 'head']],
  [/부교수|副教授|准教授|доцент|مشارك|αναπληρωτ|सह[ -]|รอง/u, ['associate', 'deputy']],
  [/조교수|助理|助教|ассистент|асистент|مساعد|επίκουρ|עוזר|सहायक|ผู้ช่วย|대리/u, ['assistant']],
  [/선임|高级|高級|资深|上級|старш|ανώτερ|בכיר|أول|वरिष्ठ|อาวุโส/u, ['senior']],
  [/책임|수석|首席|ведущ|главн|प्रमुख/u, ['principal', 'head']],
  [/主任/u, ['senior', 'head', 'principal']],
  [/副|заместител|заступник|نائب|وكيل|סגנ|उप/u, ['deputy']],
  [/장$|長$|长$|长 |장 |主管|经理|經理|总监|總監|과장|課長|处长|處長|室長|실장|팀장|заведующ|завідувач|руководител|керівник|начальник|директор|менеджер|رئيس|مدير|عميد|ראש|מנהל|προϊστάμεν|διευθυντ|υπεύθυν|υπευθυν|प्रबंधक|प्रबन्धक|หัวหน้า|ผู้อำนวยการ|ผู้จัดการ/u, ['head']],
];

function glossGrades(gloss: string): Set<string> {
  // Commas stay apart: "Director, General Affairs Division" names no director general.
  let text = ` ${stripAccents(gloss).toLowerCase().replace(/,/gu, ' , ').replace(/[^\p{L}\p{N},]+/gu, ' ')} `;
  const found = new Set<string>();
  for (const [grade, re] of GLOSS_GRADES) {
    const m = re.exec(text);
    if (m === null) continue;
    found.add(grade);
    text = text.replace(new RegExp(re.source, 'gu'), ' ');
  }
  // A head word beside another grade is that grade's name ("Senior Manager", "Assistant Manager"): one grade.
  if (found.size > 1) found.delete('head');
  return found;
}

/** The kept title's grade words, most specific first, each read once ("副教授" is an associate's, not a deputy's too). */
const nativeGrades = memoiseByString((title: string): ReadonlyArray<readonly string[]> => {
  let text = title.toLowerCase();
  const found: Array<readonly string[]> = [];
  for (const [re, grades] of NATIVE_GRADES) {
    if (!re.test(text)) continue;
    found.push(grades);
    text = text.replace(new RegExp(re.source, 'gu'), ' ');
  }
  return found;
});

/** Each grade of the gloss is one a word of the title may be given, and each grade word of the title is named. */
function sameGrades(title: string, gloss: string): boolean {
  const theirs = glossGrades(gloss);
  const own = nativeGrades(title);
  if ([...theirs].some((g) => !own.some((o) => o.includes(g)))) return false;
  return own.every((o) => o.some((g) => theirs.has(g)));
}

/**
 * Round 27 (w3z's "Postdoctoraal onderzoeker, Departement Biologie" → "Postdoctoral Researcher, Department of Biology"): a role
 * beside a unit put into English, where the unit segments are already read as one (`unitSegmentsAlike`) and one of them is
 * English and the other not: the English role names no grade, the other's words are not all English, and the lexicon reads both as one rank and one function — "other" included, since the
 * unit translated beside it is the evidence a lexicon match would have been. "Investigador" → "Senior Researcher" and
 * "Maître de conférences" → "Associate Professor" (a grade named) stay changes, and an English academic rank ("Ricercatore" →
 * "Professor") is left to the older rules.
 */
export function roleTranslatedBesideUnit(roleA: string, roleB: string, unitA: string, unitB: string): boolean {
  // The unit's name says which title is the English one ("Department of Biology"); its role words may be no common word.
  const englishA = english(segmentWords(unitA));
  if (englishA === english(segmentWords(unitB))) return false;
  const [inEnglish, other] = englishA ? [roleA, roleB] : [roleB, roleA];
  if (namesGrade(inEnglish) || ACADEMIC_RANK_WORD.test(inEnglish) || allEnglish(segmentWords(other))) return false;
  const ce = classifyTitle(inEnglish);
  const co = classifyTitle(other);
  return ce.seniority !== null && ce.seniority === co.seniority && ce.function === co.function;
}

/** An academic rank in English ("Professor", "Lecturer"): a role the lexicon reads as no function, read only by the older rules. */
const ACADEMIC_RANK_WORD = /\b(?:professor|lecturer|reader|dean|chair|docent|tutor)\b/iu;

/** An English gloss whose words are the Latin-letter title's own, cognates one for one with the same grades (see `glossedAsOf`). */
function cognateGloss(title: string, gloss: string): boolean {
  if (!/\p{Script=Latin}/u.test(title)) return false;
  const words = segmentWords(gloss);
  return words.length > 0 && allEnglish(words) && !english(segmentWords(title)) && cognateRole(title, gloss);
}

/**
 * Round 32 (w4g's "Sanat Yönetmeni / Art Director"): a title in Latin letters the lexicon reads nothing of, in no English words,
 * kept whole with an English title the lexicon knows added after it: the gloss is the only reading there is, and the writer's
 * own. Not when the gloss names a grade beyond a head's (senior, junior, assistant, associate, deputy, principal): a grade the
 * unread title cannot be shown to hold.
 */
function unreadTitleGlossed(title: string, gloss: string): boolean {
  if (!/\p{Script=Latin}/u.test(title) || isKnownTitle(title)) return false;
  const words = segmentWords(gloss);
  const own = segmentWords(title);
  if (words.length === 0 || !allEnglish(words) || own.length === 0 || allEnglish(own) || !isKnownTitle(gloss)) return false;
  return [...glossGrades(gloss)].every((g) => g === 'head');
}

/** A gloss in Latin letters after a title in another script, or English words after a title of another language. */
function glossLanguage(title: string, gloss: string): boolean {
  if (!/^[\p{Script=Latin}\p{N}\s,.&'’/-]+$/u.test(gloss)) return false;
  if (!/\p{Script=Latin}/u.test(title)) return true;
  // Round 37 ("Kierownik Działu Kadr (HR Department Manager)"): an acronym in capitals is no language's word (round 18's rule for
  // `glossOf`), set aside when the gloss's language is judged.
  const caps = new Set((gloss.match(/(?<!\p{L})\p{Lu}{2,5}(?!\p{L})/gu) ?? []).map((w) => w.toLowerCase()));
  const words = segmentWords(gloss).filter((w) => !caps.has(w));
  // Round 32 (w4g-like "Satın Alma Uzmanı (Procurement Specialist)"): a word of an English lexicon term is English ("procurement").
  return words.length > 0 && allEnglish(words) && !english(segmentWords(title)) && isForeignTitle(title);
}

/** Functions whose unit words the lexicon reads in every language (round 25's guard): a title it reads none of is none of them. */
const READ_FUNCTIONS: ReadonlySet<string> = new Set(['sales', 'marketing', 'people', 'customer_success', 'revops', 'executive']);

/**
 * `longer` is `title` kept word for word with its translation added (round 27: w3z's "선임연구원 (Senior Researcher)", the
 * Riyadh vice dean's "… | Vice Dean for Academic Affairs, College of Education"): the added part is in Latin letters after a
 * title in another script, or English after a title of another language; it names no place, market or area; it names the
 * title's grades and no other (`sameGrades`); and where the lexicon reads both, the same function, and the same rank or a
 * head's two English ranks (manager, director). Where the lexicon reads the title as no function, a gloss naming a function it
 * would have read is another role (round 25's "積算課 課長 (Marketing Manager)").
 */
export function keptWithGloss(title: string, longer: string): boolean {
  return glossedAs(title, longer) === true;
}

/**
 * The gloss `longer` adds after `title` names another grade than the title's (a lecturer glossed "Associate Professor", "副教授
 * (Professor)"): a change, whatever the lexicon reads (it reads both as one rank).
 */
export function glossAddsGrade(title: string, longer: string): boolean {
  return glossedAs(title, longer) === 'grade';
}

/** `glossedAs` of a pair of titles: asked by the guard and by the rule, each pair read once. */
const glossedAs = memoiseByTwoStrings((title: string, longer: string): boolean | 'grade' => glossedAsOf(title, longer));

function glossedAsOf(title: string, longer: string): boolean | 'grade' {
  const gloss = addedAfter(title, longer);
  if (gloss === null) return false;
  // Round 35 (w4i's "출장관리 매니저 (Travel Manager)"): the role nouns of the title and its gloss, read in every language, say
  // whether the gloss names the title's rank (`title-role-ranks.ts`); the older rules below read the lexicon's.
  const byNoun = glossedByRoleNoun(title, gloss);
  if (byNoun !== null) return byNoun;
  // Round 32: the title's own words put into English one for one, cognates with the same grades ("Directora de Arte | Art
  // Director", "Grafik koncepcyjny / Concept Artist"), read before the lexicon, which may know the English term and not the
  // other language's (nor the title as another language's).
  if (cognateGloss(title, gloss) || unreadTitleGlossed(title, gloss)) return true;
  if (!glossLanguage(title, gloss)) return false;
  // Round 32: the gloss is the title's own loanword written back in Latin letters ("アートディレクター / Art Director").
  if (sameTitleAcrossScripts(title, gloss)) return true;
  if (functionGlossed(title, gloss)) return true;
  // Grade words are read in titles of other scripts; a title in Latin letters the lexicon reads (its rank words are terms).
  // A gloss that names no grade and no role (a tool, "Primavera P6") is no grade's gloss.
  if (!/\p{Script=Latin}/u.test(title) && !sameGrades(title, gloss)) return glossGrades(gloss).size > 0 || isKnownTitle(gloss) || ACADEMIC_TITLE.test(gloss) ? 'grade' : false;
  if (namesPlace(gloss) || segmentWords(gloss).some((w) => MARKET_WORDS.has(w) || AREA_NAMES.has(w))) return false;
  // Round 37: a Thai title is read through its words put into English (`title-thai.ts`; the lexicon reads no Thai), and the gloss's
  // function with its unit nouns set aside where they hide it ("Finance Department Manager" read as a department's manager).
  const own = classifyTitle(thaiInEnglish(title) ?? title);
  const theirs = glossRead(gloss, own.function);
  const ownRead = own.function !== null && own.function !== 'other';
  const theirRead = theirs.function !== null && theirs.function !== 'other';
  if (ownRead && theirRead && own.function !== theirs.function) return false;
  if (!ownRead && theirRead && READ_FUNCTIONS.has(theirs.function ?? '')) return false;
  if (!ownRead || own.seniority === theirs.seniority) return true;
  if (HEAD_RANKS.has(own.seniority ?? '') && HEAD_RANKS.has(theirs.seniority ?? '') && glossGrades(gloss).has('head') && UNIT_HEADED.test(gloss)) return true;
  // Round 37 (ladder grades glossed across the lexicon's ranks: "営業本部長 (Head of Sales Division)", "Satış Müdürü (Sales Director)"):
  // a gloss beside the title kept word for word is its translation, and the original's reading is the one compared. After a title
  // in Latin letters, a head's gloss naming the head grade alone (no senior, deputy, assistant, associate or principal word)
  // translates a head's title whichever of manager, director or vice-president each reads (the line above, with "vp" among the
  // head ranks, takes a unit-headed gloss after another script: a division head read vp glossed "Head of … Division"). After
  // another script a head's grade glossed with a director's and no unit stays a change (round 27: "영업팀 과장 (Sales Director)").
  const grades = glossGrades(gloss);
  if (/\p{Script=Latin}/u.test(title) && HEAD_RANKS.has(own.seniority ?? '') && HEAD_RANKS.has(theirs.seniority ?? '') && grades.size === 1 && grades.has('head')) return true;
  // A gloss in Latin letters after another script that reads another rank of the one function ("마케팅팀 과장 (Marketing
  // Director)"): the grade named is another.
  // Round 24's fixed English names of a grade ("부장 (General Manager, …)") are that grade's, whatever rank the lexicon reads.
  return !/\p{Script=Latin}/u.test(title) && theirRead && theirs.seniority !== null && !gradeGlossed(title, longer) ? 'grade' : false;
}

/** A gloss's unit nouns ("Finance Department Manager", "Head of Sales Division"): they name where the head works, no function. */
const GLOSS_UNIT_NOUNS = /\b(?:department|dept|division|section|office|unit|bureau|directorate)\b/giu;

/** The gloss's reading; where its function is not the title's, the gloss read again without its unit nouns, its rank kept. */
function glossRead(gloss: string, own: string | null): TitleReading {
  const read = classifyTitle(gloss);
  if (read.function === own || own === null || own === 'other') return read;
  const bare = gloss.replace(GLOSS_UNIT_NOUNS, ' ').replace(/\s+/gu, ' ').trim();
  if (bare === gloss || bare === '') return read;
  const again = classifyTitle(bare);
  return again.function === own ? { ...read, function: again.function } : read;
}

type TitleReading = ReturnType<typeof classifyTitle>;

/**
 * Round 33 (w4h's "資材部 主任 (Procurement)", the matrix's "経理部 課長 (Accounting)", "구매 담당 (Procurement)"): a gloss that
 * names the function alone — no grade, and its English head word (the last) no role noun — glosses the unit, not the rank. It
 * restates the title where the lexicon reads the title as that function, or reads no function in a unit the title names and
 * the gloss's is none of those the lexicon reads in every language (`READ_FUNCTIONS`). "経理部 課長 (Marketing)" names another function: a change;
 * "(Recruiter)", "(Buyer)", "(Team Lead)" name a role, judged as before.
 */
function functionGlossed(title: string, gloss: string): boolean {
  const words = segmentWords(gloss);
  const last = words.at(-1);
  if (last === undefined || words.length > 4 || glossGrades(gloss).size > 0 || ROLE_NOUN.test(ABBREVIATIONS[last]?.split(' ').at(-1) ?? last)) return false;
  // A market, an area or a place narrows the role ("Gerente de Contas | Enterprise Accounts"): no function's gloss.
  if (words.some((w) => MARKET_WORDS.has(w) || AREA_NAMES.has(w)) || namesPlace(gloss)) return false;
  const theirs = classifyTitle(gloss).function;
  if (theirs === null || theirs === 'other') return false;
  const own = classifyTitle(title).function;
  // A title the lexicon reads no function in is glossed only where it names a unit the gloss can name (資材部, 구매팀): a bare
  // rank glossed with a function ("Gerente (Finance)") gains one.
  return own === theirs || ((own === null || own === 'other') && NAMED_UNIT.test(title) && !READ_FUNCTIONS.has(theirs));
}

/** A unit named before a rank in Han, Kana or Hangul: a department, section, office, team or centre. */
const NAMED_UNIT = /\p{Script=Han}+(?:部|課|科|室|处|處|部门|部門|本部|中心|センター)|\p{Script=Hangul}+(?:팀|부|과|실|센터)(?:\s|$)/u;

/** An English role noun: a doer's ending, or one of the role words that have none. */
const ROLE_NOUN =
  /(?:er|or|ist|yst|ant|(?<!m)ent|ian|ee|ive|ate|man|woman|person|ier)$|^(?:clerk|staff|lead|head|chief|counsel|intern|rep|partner|officer|assistant|associate|trainee|specialist|expert|buyer|guru|coach|ceo|cfo|coo|cto|vp|svp|evp|gm|md)$/u;

/** The unit a head heads, named in the gloss: a manager's grade put into English as the director of a division (Korean 과장); round 32: or "Head of" a function ("마케팅 팀장 (Head of Marketing)"). */
const UNIT_HEADED = /\b(?:division|department|bureau|office|section|unit|directorate|college|faculty|school)\b|^head of\b/iu;

const HEAD_RANKS: ReadonlySet<string> = new Set(['manager', 'director', 'vp']);

/** Nouns of units a role serves, singular and plural, in the profiles' languages ("Committees", "programmes", "Ausschuss"). */
const UNIT_NOUN =
  /(?:committees?|teams?|programmes?|programs?|wards?|units?|boards?|panels?|divisions?|departments?|sections?|courses?|ausschuss|ausschüsse|kommissionen|commissies?|comités?|commissions?|utskott(?:en)?|udvalg(?:ene)?|valiokunn\p{L}*)$/u;

/** Words that make a list of units something more: a rank, a lead, a grade. */
const RANKED = /\b(?:lead|leader|head|manager|director|chief|chair|senior|principal|supervisor|coordinator|secretary|clerk|officer)\b/u;

/**
 * `longer` is `title` with the names of the units it serves listed after it (round 27: w4a's Senate committee secretary,
 * "Committee Secretary (Finance and Public Administration Committees)"): in brackets, after a colon, a dash or "for (the)",
 * two names or more joined by "and", "&" or a comma, ending in a unit noun ("Committees", "teams", "programmes",
 * "Finanzausschuss"), no rank, lead or grade among them and no place. "Team Coordinator: Payroll and Pensions team lead" and
 * "Senior Analyst, Tax Policy" (no unit) stay changes.
 */
export function unitsListed(title: string, longer: string): boolean {
  const t = title.trim();
  const l = longer.trim();
  if (!l.startsWith(t) || l.length <= t.length) return false;
  const rest = l.slice(t.length);
  const m = /^\s+(?:for|für|voor|pour|para|per)\s+(?:the\s+|die\s+|de\s+|les\s+|la\s+)?(.+)$/iu.exec(rest);
  const list = (m?.[1] ?? addedAfter(t, l) ?? '').trim();
  if (list === '' || namesPlace(list)) return false;
  const words = stripAccents(list).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  const parts = list.toLowerCase().split(/[\s-]+/u);
  const joined = /\s(?:and|und|en|et|och|og|y|e)\s|&|,/iu.test(list);
  const named = UNIT_NOUN.test(parts.at(-1) ?? '') || (UNIT_NOUN.test(parts[0] ?? '') && parts.slice(1).some((w) => /^\p{N}/u.test(w)));
  return joined && named && !RANKED.test(words.join(' ')) && !words.some((w) => AREA_NAMES.has(w));
}

/** An academic title in a gloss: a rank even where the lexicon reads none ("副教授 (Professor)" drops the associate's grade). */
const ACADEMIC_TITLE = /\b(?:professor|lecturer|reader|docent|researcher|fellow)\b/iu;
