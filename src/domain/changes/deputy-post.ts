import { memoiseByTwoStrings } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';

/**
 * The deputy or assistant of the very post a person held (issue #21, round 22; w3v's control-026): "Gerente de Tienda" →
 * "Subgerente de Tienda (medio tiempo)", "Store Manager" → "Assistant Store Manager", "Marktleiter" → "stellv. Marktleiter",
 * 店長 → 副店長, 점장 → 부점장. The title classifier reads both the same band (a deputy manager is a manager), or even the
 * deputy higher ("Directeur adjoint de magasin" reads director, "Directeur de magasin" manager), so round 20's step
 * inside one band cannot see it; the labellers read a step down, and the other way a promotion.
 *
 * A title is the deputy of a post when, with its deputy or assistant mark taken away, it still names every word of the
 * post (inflected or compounded: "zastępca kierownika sklepu" holds "kierownik sklepu", "Mağaza Müdür Yardımcısı"
 * "Mağaza Müdürü", "Souschef" "Butikschef", "Zamenik poslovođe" "Poslovođa"); extra words (part-time, a place) do not
 * matter. The marks, in the profiles' languages and scripts (folded as the titles are): whole words (`MARK_WORDS`), a
 * prefix run on (`MARK_PREFIX`: subgerente, apulaismyymäläpäällikkö, vicedirettore, Vicedirektør, Υποδιευθυντής), a suffix
 * run on (`MARK_SUFFIX`: áruházvezető-helyettes, 店長代理, 店长助理), and in unspaced scripts a leading アシスタント / サブ /
 * 副 / 부 / รอง (round 22's second pass: Slovak, Croatian, Serbian, Slovenian, Bulgarian, Greek, Hindi, Malay, Ukrainian,
 * Polish assistants, katakana and Hangul assistants, Danish and Swedish run-on "vice"). "Vice President" is no deputy's title (a rank of its own), and an assistant of another post
 * ("Manager" → "Assistant Vice President") names another post.
 */
/** A deputy's or an assistant's whole word, unfolded: the marks this rule and the trade ladders (`trade-ladder.ts`) share. */
export const DEPUTY_MARKS: readonly string[] = [
  'deputy', 'assistant', 'asst', '2ic', 'stellvertretende', 'stellvertretender', 'stellvertretenden', 'stellvertreter',
  'stellvertreterin', 'stellv', 'stv', 'adjoint', 'adjointe', 'adjunto', 'adjunta', 'adjunct', 'vice', 'sub', 'sous',
  'segundo', 'segunda', 'assisterende', 'biträdande', 'plaatsvervangend', 'plaatsvervangende', 'zastępca', 'zastępczyni',
  'zástupce', 'zástupkyně', 'zástupca', 'helyettes', 'wakil', 'phó', 'yardımcısı', 'yardımcı', 'सहायक', 'उप', 'заместитель',
  'заступник', 'αναπληρωτής', 'αναπληρώτρια', 'סגן', 'סגנית', 'نائب', 'مساعد',
];

const MARK_WORDS = new Set(
  [
    ...DEPUTY_MARKS,
    'assistent', 'assistente', 'asistente', 'asisten', 'asystent', 'asystentka', 'zástupkyňa', 'zamjenik', 'zamjenica',
    'zamenik', 'zamenica', 'заменик', 'namestnik', 'namestnica', 'penolong', 'timbalan', 'sahayak', 'заместник', 'помощник',
    'помічник', 'βοηθός', '어시스턴트',
    // Round 39 (w4n's control-025, "Director, Campus Services" → "Associate Director, Campus Services"): an associate's title of
    // the very post is the step below it, as an assistant's is — English "associate" (and its short form), the Spanish,
    // Portuguese and Italian adjective after the post, Arabic مشارك, Hindi सहयोगी. Not the French "associé", which after a
    // director's or manager's word names a partner, above the post ("Directeur associé").
    'associate', 'assoc', 'asociado', 'asociada', 'associado', 'associada', 'associato', 'associata', 'مشارك', 'مشاركة', 'सहयोगी',
    'sahyogi',
  ].map((w) => foldEntryText(w)),
);

/** "second in command" and "2nd in command" as a trailing or leading phrase. */
const SECOND_IN_COMMAND = /(?:^| )(?:second|2nd) in command(?: |$)/u;

const MARK_PREFIX = /^(?:sub|vice|apulais|υπο)/u;

/** Posts a run-on "sub", "vice" or "υπο" may lead (so that "subway" or "vicepresidente" is no deputy's word). */
const PREFIXED_POST =
  /^(?:gerente|director|directora|diretor|diretora|jefe|jefa|gestor|gestora|encargad[oa]|administrador[a]?|coordinador[a]?|supervisor[a]?|delegad[oa]|inspector[a]?|direttore|direttrice|responsabile|direkt\p{L}*|διευθυντ\p{L}*|προισταμεν\p{L}*|\p{L}*(?:paallikko|johtaja|esimies|chef|sjef|leder|leiter|leiterin))$/u;

const MARK_SUFFIX = /(?:helyettes|代理|補佐|助理)$/u;

/** A deputy's or assistant's mark run on before a post in an unspaced script, folded as the titles are (サブ folds to サフ). */
const UNSPACED_PREFIXES = ['アシスタント', 'アソシエイト', 'サブ', '副', '부', 'รอง', '助理'].map((w) => foldEntryText(w));

/**
 * Rank words that make the deputy's title another, higher post than the old one named ("Counsel" → "Assistant General
 * Counsel", "Manager" → "Assistant General Manager", "Director" → "Deputy Managing Director", "Store Manager" → "Assistant
 * Regional Store Manager"): with one the old title lacks, the new title is no deputy of the old post.
 */
const RANK_WORDS = new Set(
  ['general', 'generale', 'geral', 'generalny', 'generalnego', 'chief', 'managing', 'executive', 'senior', 'sr', 'principal', 'head',
    'regional', 'region', 'national', 'nacional', 'country', 'global', 'group', 'corporate', 'area', 'district', 'zonal',
    'division', 'divisional', 'president', 'presidente'],
);

/** Words that join a post's words and say nothing of the post. */
const CONNECTIVES = new Set(['de', 'del', 'des', 'du', 'da', 'do', 'di', 'della', 'dello', 'of', 'the', 'to', 'la', 'le', 'el', 'der', 'die', 'des', 'en']);

/** The words of a folded title with a deputy's mark taken away, or null when it bears no mark. */
function withoutMark(title: string): string[] | null {
  const folded = title.replace(SECOND_IN_COMMAND, ' 2ic ').trim();
  let marked = false;
  const words: string[] = [];
  for (const word of folded.split(' ')) {
    if (MARK_WORDS.has(word)) {
      marked = true;
      continue;
    }
    const rest = unmarked(word);
    if (rest !== word) marked = true;
    if (rest !== '' && !CONNECTIVES.has(rest)) words.push(rest);
  }
  return marked ? words : null;
}

/** One word with a run-on mark taken away ("subgerente" → "gerente", "副店長" → "店長", "souschef" → "chef"). */
function unmarked(word: string): string {
  if (word === 'souschef') return 'chef';
  const prefix = MARK_PREFIX.exec(word)?.[0];
  if (prefix !== undefined && PREFIXED_POST.test(word.slice(prefix.length))) return word.slice(prefix.length);
  const suffix = MARK_SUFFIX.exec(word)?.[0];
  if (suffix !== undefined && word.length > suffix.length + 1) return word.slice(0, -suffix.length);
  const lead = UNSPACED_PREFIXES.find((p) => word.startsWith(p) && word.length >= p.length + 2);
  return lead === undefined ? word : word.slice(lead.length);
}

/**
 * Two words of one post: the same, one the tail of a compound (chef / butikschef), or one stem with endings of at most four
 * letters (kierownik / kierownika, poslovođa / poslovođe, vedúci / vedúceho, Filialleiterin / Filialleitung).
 */
function samePostWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.endsWith(short)) return true;
  let stem = 0;
  while (stem < short.length && short[stem] === long[stem]) stem++;
  return stem >= 4 && short.length - stem <= 4 && long.length - stem <= 4;
}

/** True when `deputy` is the deputy's or the assistant's title of the post `post` names. */
function deputyOf(post: string, deputy: string): boolean {
  if (withoutMark(post) !== null) return false;
  const rest = withoutMark(deputy);
  const postWords = post.split(' ').filter((w) => w !== '' && !CONNECTIVES.has(w));
  if (rest === null || rest.length === 0 || postWords.length === 0) return false;
  if (rest.some((r) => RANK_WORDS.has(r) && !postWords.includes(r))) return false;
  // Round 34: a post's "head" is the rank the deputy's mark stands in for ("Head Chef" → "Sous Chef": both kitchens' managers since
  // seniority34 read the head chef a manager, as every set labels it); some other word of the post must still be the deputy's.
  const named = postWords.some((p) => p !== 'head') ? postWords.filter((p) => p !== 'head') : postWords;
  return named.every((p) => rest.some((r) => samePostWord(p, r)));
}

/**
 * A cheap test on the text as written, before any folding: can it bear a deputy's or assistant's mark at all? Every mark
 * above holds one of these stems (the engine asks for every new entry at one employer; most titles bear none).
 */
const MAY_BE_MARKED =
  /deput|assist|asst|2ic|in command|stell|stv|adjoint|adjunt|adjunct|vice|sub|sous|segund|asisten|asystent|bitr|plaatsverv|z[aá]st|zam[je]|замен|namestn|helyettes|wakil|penolong|timbalan|ph[oóòỏõọô]|yard|sahayak|सहायक|उप|замест|заступ|помо|помі|αναπλ|βοηθ|υπο|סגנ|סגן|نائب|مساعد|어시스턴트|apulais|代理|補佐|助理|アシスタント|サブ|副|부|รอง|associ|asoci|assoc|アソシエイト|مشارك|सहयोगी|sahyogi/u;

function mayBeMarked(title: string): boolean {
  return MAY_BE_MARKED.test(title.normalize('NFC').toLowerCase());
}

/** True when the new title bears a rank word the old lacks (general, managing, regional …): then it is no deputy's step. */
export function namesHigherRank(before: string | null, after: string | null): boolean {
  const from = new Set(foldEntryText(before ?? '').split(' '));
  return foldEntryText(after ?? '')
    .split(' ')
    .some((w) => RANK_WORDS.has(w) && !from.has(w));
}

/**
 * A new entry's step between a post and its deputy at one employer: `down` from the post to its deputy, `up` from the
 * deputy to the post, null otherwise (the bands decide).
 */
export function deputyStep(before: string | null, after: string | null): 'down' | 'up' | null {
  return deputyStepOf(before ?? '', after ?? '');
}

/** Read once per pair of titles (round 26: the engine asks for every new entry at one employer, and pairs repeat). */
const deputyStepOf = memoiseByTwoStrings((before: string, after: string): 'down' | 'up' | null => {
  if (!mayBeMarked(before) && !mayBeMarked(after)) return null;
  const from = foldEntryText(before);
  const to = foldEntryText(after);
  if (from === '' || to === '') return null;
  if (postsOf(before).some((post) => deputyOf(post, to))) return 'down';
  if (postsOf(after).some((post) => deputyOf(post, from))) return 'up';
  return null;
});

/**
 * Where two posts are held as one title, joined ("Company Secretary & Compliance Officer", "Director de Oficina y Asesor",
 * "店長兼バイヤー"): the deputy of either is a step from the pair (round 24, w3x's company_family-014: a company secretary &
 * compliance officer became assistant company secretary at a group company). The whole title is one of the posts too.
 */
const POST_JOINER = /\s*(?:&|\/|\+|\||;|兼|及び|및)\s*|\s+(?:and|und|et|y|e|i|en|och|og|ve)\s+/iu;

function postsOf(title: string): string[] {
  const parts = title.split(POST_JOINER).map((p) => foldEntryText(p)).filter((p) => p !== '');
  const whole = foldEntryText(title);
  const inUnit = LEADING_UNIT.exec(whole);
  return [whole, ...(inUnit !== null ? [whole.slice(inUnit[0].length)] : []), ...(parts.length > 1 ? parts : [])];
}

/**
 * Round 29 (w4c's "リテール企画部 課長" → "商品企画部 課長代理" at a group company): a department written before the post in an
 * unspaced script names where the post is, not the post — the deputy of 課長 in another department is still a step down.
 */
const LEADING_UNIT = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}ー]{1,12}(?:本部|部門|部门|部|본부|부문|팀|室|局|処|处|處|센터|センター|グループ)\s+(?=\S)/u;
