import { termNeedles } from './class-terms-finder';
import { blankSpans } from './employer-context';
import { CJK_TERM, words } from './role-classes';
import { namesEmployer } from './segment-head';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A founder's function (issue #21, round 33, founding33): a founder or co-founder runs the company, so the company the title names
 * lends no function ("Founder, boutique recruiting firm", "Cofundador de uma transportadora", "Fizik tedavi merkezi kurucusu",
 * "Co-founder & CEO – credit union loan-origination startup" are executive), while a trade the founder holds keeps its function
 * ("Co-founder & CTO" engineering, "Cofounder, Growth" marketing, "Salah Satu Pendiri – Produk" product, as every read set labels
 * them: docs/decisions.md, "Detection round 33 (founding)").
 *
 * `owner-business.ts` finds the company an owner names by a company-kind noun and `classify.ts` reads no function there; the trade
 * passes after it (a finance, health, media or transport word of the company's) could still lend the company's function. This
 * pass, last of `CLASS_PASSES`, reads a founder's title again with the company's phrase blanked, and takes that reading's function.
 *
 * A partner's title is left as it is: a founding partner of a professional firm practises its trade (the read sets label "Founding
 * Partner, tax advisory boutique" finance), and a founding-team member is no founder (`role-classes.ts`: ic, never read here).
 */
const FOUNDER_WORDS: readonly string[] = [
  'founder', 'founders', 'co founder', 'co founders', 'cofounder', 'cofounders', 'grunder', 'grunderin', 'mitgrunder', 'mitgrunderin',
  'firmengrunder*', 'fondateur', 'fondatrice', 'cofondateur', 'cofondatrice', 'co fondateur', 'co fondatrice', 'fundador', 'fundadora',
  'cofundador', 'cofundadora', 'co fundador', 'co fundadora', 'fondatore', 'fondatrice', 'cofondatore', 'cofondatrice', 'co fondatore',
  'oprichter', 'oprichtster', 'medeoprichter', 'mede oprichter', 'medeoprichtster', 'załozyciel*', 'wspołzałozyciel*', 'zalozyciel*',
  'wspolzalozyciel*', 'grundare', 'grundaren', 'medgrundare', 'medgrundaren', 'perustaja', 'perustajana', 'toinen perustaja', 'osaperustaja',
  'zakladatel', 'zakladatelka', 'spoluzakladatel', 'spoluzakladatelka', 'alapito', 'alapitoja', 'tarsalapito', 'tarsalapitoja', 'fondator',
  'fondatoare', 'cofondator', 'cofondatoare', 'co fondator', 'ιδρυτησ', 'ιδρυτρια', 'συνιδρυτησ', 'συνιδρυτρια', 'засновник', 'засновниця',
  'співзасновник', 'співзасновниця', 'основатель', 'основательница', 'сооснователь', 'kurucu', 'kurucusu', 'kurucusuyum', 'pendiri',
  'salah satu pendiri', 'nha sang lap', 'nguoi sang lap', 'dong sang lap', 'مؤسس', 'ومؤسس', 'المؤسس', 'מייסד', 'מייסדת', 'ומייסד', 'ומייסדת',
  'המייסד', 'המייסדת', 'संस्थापक', 'संस्थापिका', 'सह संस्थापक', 'सह संस्थापिका', 'sansthapak', 'sah sansthapak', '창업자', '공동창업자',
  '창업주', '설립자', '창립자', '創業者', '共同創業者', '創設者', 'ファウンダー', '创始人', '联合创始人', '創辦人', '创办人',
];

/** A partner's words (the founding partner of a firm practises its trade; see above). */
const PARTNER_WORDS: readonly string[] = [
  'partner', 'partnerin', 'partners', 'associe', 'associee', 'socio', 'socia', 'vennoot', 'ortak', 'ortagi', 'wspolnik', 'wspolniczka',
  'wspolnik', 'osakas', 'delagare', 'spolecnik', 'tarstulajdonos', 'mitra', 'شريك', 'שותף', 'שותפה', 'パートナー', '合伙人',
];

/**
 * Round 37 (founders37): the chief's words a founder joins to the founder's ("Gründerin und Geschäftsführerin eines Callcenters",
 * "Zakladatel a jednatel call centra", "מייסד ומנכ"ל מוקד שירות טלפוני", "Nhà sáng lập kiêm Giám đốc xưởng cơ khí", "会计师事务所创始人兼
 * 总经理"): the founder runs the company, and the words after the chief's (before the founder's, in Han, Kana and Hangul) name the
 * company, not a function — whatever the company does. A trade's chief (CTO, CFO, head of sales) is none of these words and keeps
 * its trade, as every read set labels it.
 */
const CHIEF_WORDS: readonly string[] = [
  'ceo', 'chief executive', 'chief executive officer', 'managing director', 'md', 'general manager', 'gm', 'owner', 'president', 'director',
  'geschaftsfuhrer', 'geschaftsfuhrerin', 'inhaber', 'inhaberin', 'vorstand', 'directeur general', 'directrice generale', 'pdg', 'president',
  'presidente', 'gerant', 'gerante', 'dirigeant', 'dirigeante', 'directeur', 'directrice', 'director general', 'directora general',
  'gerente general', 'gerente', 'consejero delegado', 'consejera delegada', 'directora', 'propietario', 'propietaria', 'dueno', 'duena',
  'administrador', 'administradora', 'diretor geral', 'diretora geral', 'diretor', 'diretora', 'socio gerente', 'socia gerente',
  'proprietario', 'proprietaria', 'dono', 'dona', 'amministratore delegato', 'amministratrice delegata', 'amministratore unico',
  'amministratrice unica', 'amministratore', 'amministratrice', 'titolare', 'direttore generale', 'direttrice generale', 'direttore',
  'direttrice', 'algemeen directeur', 'eigenaar', 'eigenaresse', 'bestuurder', 'prezes', 'prezeska', 'właściciel', 'właścicielka',
  'dyrektor generalny', 'dyrektorka generalna', 'dyrektor', 'dyrektorka', 'vd', 'agare', 'verkstallande direktor', 'toimitusjohtaja',
  'yrittaja', 'omistaja', 'jednatel', 'jednatelka', 'reditel', 'reditelka', 'generalni reditel', 'majitel', 'majitelka', 'ugyvezeto',
  'ugyvezeto igazgato', 'vezerigazgato', 'tulajdonos', 'igazgato', 'administrator', 'administratoare', 'directoare generala', 'directoare',
  'proprietar', 'proprietara', 'διευθύνων σύμβουλος', 'διευθύνουσα σύμβουλος', 'γενικός διευθυντής', 'γενική διευθύντρια', 'ιδιοκτήτης',
  'ιδιοκτήτρια', 'директор', 'директорка', 'генеральний директор', 'генеральна директорка', 'власник', 'власниця', 'генеральный директор',
  'владелец', 'genel mudur', 'sahibi', 'yonetim kurulu baskani', 'مدير عام', 'ومدير عام', 'مديرة عامة', 'ومديرة عامة', 'المدير العام',
  'والمدير العام', 'مدير', 'ومدير', 'مديرة', 'ومديرة', 'الرئيس التنفيذي', 'والرئيس التنفيذي', 'مالك', 'ومالك', 'מנכל', 'ומנכל', 'מנכלית',
  'ומנכלית', 'בעלים', 'ובעלים', 'מנהל', 'ומנהל', 'מנהלת', 'ומנהלת', 'प्रबंध निदेशक', 'निदेशक', 'सीईओ', 'मालिक', 'malik', 'direktur utama',
  'direktur', 'pemilik', 'giam doc', 'tong giam doc', 'chu', '대표이사', '대표', '사장', '代表取締役', '社長', '代表', '总经理', '總經理', '董事长',
  '董事長', '总裁', '總裁', '老板',
];

/** Indefinite articles that open the company's phrase after a chief ("of a", "eines", "d'un", "de una", "van een", "för ett", "al unui"). */
const ARTICLES = new Set([
  'a', 'an', 'ein', 'eine', 'einer', 'eines', 'einem', 'un', 'une', 'una', 'uno', 'um', 'uma', 'dum', 'duma', 'een', 'ett', 'egy', 'unui', 'unei',
  'ενοσ', 'μιασ',
]);

/**
 * The kinds of small business a founder-chief names in every language (a workshop, a shop, a factory, a mill, a garage, a unit):
 * with `segment-head.ts`'s employer words, they make the words after the chief's a company ("xưởng cơ khí", "talaşlı imalat atölyesi").
 */
const BUSINESS_KINDS: readonly string[] = [
  'workshop*', 'shop', 'shops', 'factory', 'factories', 'plant', 'mill', 'foundry', 'works', 'garage', 'werkstatt', 'betrieb*', 'fabrik*',
  'manufaktur', 'lohnfertig*', 'atelier*', 'usine*', 'fonderie', 'taller*', 'fabrica*', 'oficina*', 'officina', 'fabbrica', 'stabiliment*',
  'werkplaats', 'fabriek', 'warsztat*', 'zakład*', 'fabryk*', 'verkstad*', 'konepaja*', 'tehda*', 'dilna*', 'dilny', 'tovarn*', 'zavod*',
  'muhely*', 'uzem*', 'gyar*', 'fabrica*', 'εργοστασι*', 'συνεργει*', 'μηχανουργει*', 'цех*', 'завод*', 'фабрик*', 'майстерн*', 'atolye*',
  'fabrika*', 'imalathane*', 'ورشه', 'مصنع', 'בית מלאכה', 'מפעל', 'מוסך', 'कारखाना', 'फैक्ट्री', 'कार्यशाला', 'इकाई', 'bengkel', 'pabrik', 'kantor',
  'xuong', 'nha may', 'tiem', 'cua hang', '공장', '정비소', '工場', '工厂', '厂', '作坊', '店',
];

/** Words that join the founder's words to the chief's (Hebrew and Arabic write "and" on the chief's word: in `CHIEF_WORDS`). */
const JOINS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'en', 'och', 'ja', 'a', 'es', 'si', 'και', 'і', 'и', 've', 'و', 'एवं', 'और', 'aur', 'dan', 'kiem', 'va', '&', '/', '겸', '兼', '・', '、']);

let founder: RegExp | null = null;
let partner: RegExp | null = null;
let chief: RegExp | null = null;
let kinds: RegExp | null = null;

function kindsPattern(): RegExp {
  return (kinds ??= new RegExp(words(BUSINESS_KINDS), 'u'));
}

/** True when the words name a company: an indefinite article opens them, or they hold an employer's or a business's kind word. */
function namesCompany(phrase: string, text: string): boolean {
  if (phrase.trim().split(' ').slice(0, 2).some((w) => ARTICLES.has(w))) return true;
  return namesEmployer(phrase, text) || kindsPattern().test(phrase);
}

/** The chief's words right after a join (built on first use), anchored where the join ends. */
function chiefPattern(): RegExp {
  return (chief ??= new RegExp(`^\\s*(?:${words([...CHIEF_WORDS].sort((a, b) => b.length - a.length))})`, 'u'));
}

/**
 * The company a founder-chief names: the spans after the chief's words and, where the founder's word is Han, Kana or Hangul, before
 * it in its segment. Null when the founder's word is not joined to a chief's, or nothing is left to name the company.
 */
function chiefCompany(text: string, classify: (title: string) => TitleClassification): [number, number][] | null {
  const m = founderPattern().exec(text);
  if (m === null) return null;
  const afterFounder = text.slice(m.index + m[0].length);
  // A Han, Kana or Hangul founder's word is joined without a space ("创始人兼总经理").
  const join = CJK_TERM.test(m[0]) ? /^\s*(\S)/u.exec(afterFounder) : /^\s*(\S+)/u.exec(afterFounder);
  if (join === null) return null;
  // Hebrew and Arabic write "and" on the chief's word ("ומנכ"ל", "ومدير"): no join word stands before it.
  const joined = JOINS.has(join[1] as string);
  if (!joined && !/^[וو]/u.test(join[1] as string)) return null;
  const joinEnd = m.index + m[0].length + (joined ? join[0].length : 0);
  const c = chiefPattern().exec(text.slice(joinEnd));
  if (c === null) return null;
  const chiefEnd = joinEnd + c[0].length;
  const spans: [number, number][] = [];
  const after = text.slice(chiefEnd);
  if (/\p{L}/u.test(after)) {
    // The chief's word ends the role: a trade's word right after it is the chief's own ("directrice technique", "Geschäftsführer
    // Vertrieb"), unless it opens the company's name ("prezes biura rachunkowego", "jednatel call centra").
    const opening = after.trim().split(' ').slice(0, 2);
    const next = classify(opening[0] ?? '').function;
    if (!namesCompany(after, text) || (next !== null && next !== 'other' && !namesCompany(opening.join(' '), text))) return null;
    spans.push([chiefEnd, text.length]);
  }
  const segmentStart = text.lastIndexOf(' , ', m.index) + 1;
  const before = text.slice(segmentStart, m.index);
  if (CJK_TERM.test(m[0]) && /\p{L}/u.test(before)) {
    if (!namesCompany(before, text)) return null;
    spans.push([segmentStart, m.index]);
  }
  return spans.length === 0 ? null : spans;
}

/** The founder's words (built on first use). */
function founderPattern(): RegExp {
  return (founder ??= new RegExp(words(FOUNDER_WORDS), 'u'));
}

function partnerPattern(): RegExp {
  return (partner ??= new RegExp(words(PARTNER_WORDS), 'u'));
}

/** The gate's literals: a founder's word's start (spaced scripts), or the CJK word anywhere. */
const FOUNDER_GATE = TERM_GATE.slot(() => termNeedles(FOUNDER_WORDS));

/** What the pass needs of the classifier: its reading of a text, and the spans that name the company an owner runs. */
export interface FounderReader {
  classify: (title: string) => TitleClassification;
  businessSpans: (text: string) => readonly [number, number][];
}

function readFounderFunction(text: string, read: TitleClassification, reader: FounderReader): TitleClassification {
  if (read.seniority !== 'c_level' || read.function === 'executive' || read.function === null) return read;
  if (!founderPattern().test(text) || partnerPattern().test(text)) return read;
  const company = chiefCompany(text, reader.classify);
  if (company !== null && company.every(([from, to]) => namesNoRank(text.slice(from, to), reader))) {
    const own = reader.classify(blankSpans(text, company));
    if (own.seniority === 'c_level' && own.function === 'executive') return own;
  }
  const business = reader.businessSpans(text);
  if (business.length === 0) return read;
  const own = reader.classify(blankSpans(text, business));
  if (own.seniority !== 'c_level' || own.function === null || own.function === read.function) return read;
  return { seniority: 'c_level', function: own.function };
}

/** True when the words read no rank above an individual contributor's (a company's description, not a second role). */
function namesNoRank(words: string, reader: FounderReader): boolean {
  const seniority = reader.classify(words).seniority;
  return seniority === null || seniority === 'ic';
}

/** The pass, behind the shared gate: only a title with a founder's word is read. */
export function founderFunctionPass(reader: FounderReader): ClassPass {
  return gatedPass([FOUNDER_GATE], (text, read) => readFounderFunction(text, read, reader));
}
