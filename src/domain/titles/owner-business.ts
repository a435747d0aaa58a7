import { isFirmPartner } from './employer-context';
import type { LexiconHit } from './lexicon-matcher';

/**
 * The company an owner or chief executive runs, named inside the title by a company-kind noun (issue #21, round 32, titles32a):
 * "Founder of an IT recruiting agency", "CEO of a data engineering consultancy", "Prezes spółki usług IT", "VD för ett
 * IT-konsultbolag", "Algemeen directeur IT-dienstverlener", "IT-szolgáltató cég vezérigazgatója", "Засновник IT-рекрутингової
 * агенції", "Reklam ajansı kurucusu", "مؤسس وكالة تسويق رقمي", "डिजिटल मार्केटिंग एजेंसी के संस्थापक", "광고 에이전시 창업자". The words
 * that describe the company (recruiting, IT, marketing, software) name its business, not the chief's function: a founder's or
 * chief executive's function is `executive` whatever the company does (`classify.ts` reads no function from these spans when
 * the title has an owner's or chief executive's word, as for `employer-context.ts`'s spans).
 *
 * `employer-context.ts` finds a company by the general words for a company (company, firma, empresa, Unternehmen …) and takes one
 * word before it. This adds, for owners only:
 * - the **company-kind nouns** of the trades that sell services (agency, consultancy, studio, provider, integrator, software
 *   house, bureau, cabinet, ESN, Agentur, Beratung, consultora, consultoria, agenzia, byrå, toimisto, agentura, ügynökség, iroda,
 *   agenție, γραφείο, πρακτορείο, агенція, агентство, ajans, agensi, đại lý, وكالة, مكتب, סוכנות, משרד, एजेंसी, 代理店, 事務所,
 *   에이전시, 대행사, 机构, 工作室 …) in every language of the lexicon, whole, inflected (a prefix) or as a compound's tail, and the
 *   inflected forms of the general words the first list lacks ("spółki" with its ł, "yrityksen", "companii", "لشركة", "בחברת");
 * - the **whole noun phrase**: from the company word back to the nearest preposition ("of", "de", "di", "för", "van", "w", "у",
 *   "في" …) or the nearest rank word (a lexicon hit with a rank), and forward to the end of the title's segment or the next rank
 *   word that is not an owner's (a co-founder's "& CTO", "ve CTO'su" keeps its function).
 */

/** Company-kind words, folded, matched as a whole word or as the start of an inflected one (`*`). */
const KIND_WORDS: readonly string[] = [
  // en
  'agency', 'agencies', 'consultancy', 'consultancies', 'studio', 'studios', 'provider', 'providers', 'integrator', 'integrators', 'outsourcer',
  'outsourcers', 'vendor', 'house', 'houseu', 'shop',
  // de, nl, sv, fi (compound tails below)
  'agentur*', 'beratung', 'dienstleister*', 'personalvermittlung', 'systemhaus', 'bureau', 'dienstverlener*', 'detacheerder*', 'byra', 'byran',
  'bolaget', 'foretaget', 'toimisto', 'toimiston', 'yrityksen', 'yhtion',
  // fr, es, pt, it, ro
  'agence', 'agences', 'cabinet', 'esn', 'ssii', 'prestataire', 'agencia', 'agencias', 'consultora', 'consultoras', 'consultoria', 'consultorias',
  'proveedor', 'proveedora', 'estudio', 'prestadora', 'fornecedora', 'agenzia', 'agenzie', 'agentie', 'agentii', 'agentiei', 'firme', 'firmei',
  'companii', 'companiei', 'societate', 'societati', 'societatii',
  // pl, cs, hu, el
  'agencj*', 'społka', 'społki', 'społce', 'pracowni*', 'agentur*', 'ugynokseg*', 'iroda*', 'ceget', 'cegnel', 'cegenel', 'szolgaltato*',
  'γραφειο', 'γραφειου', 'πρακτορειο', 'πρακτορειου', 'εταιρειασ',
  // uk, ru, tr, id, vi
  'агенц*', 'агентств*', 'студі*', 'студи*', 'ajans*', 'danismanlik', 'agensi', 'agen', 'biro', 'dai ly', 'van phong',
  // ar, he, hi
  'وكاله', 'لوكاله', 'بوكاله', 'الوكاله', 'لشركه', 'بشركه', 'الشركه', 'مكتب', 'لمكتب', 'סוכנות', 'בסוכנות', 'לסוכנות', 'משרד', 'במשרד', 'בחברת',
  'לחברת', 'एजेंसी', 'स्टूडियो',
  // the general words for a company (`employer-context.ts` takes one word before them; the phrase here takes all of it)
  'company', 'companies', 'startup', 'firma', 'firmy', 'firmie', 'firmasi', 'unternehmen*', 'empresa', 'compania', 'companhia',
  'azienda', 'societe', 'societa', 'entreprise', 'impresa', 'sirket*', 'perusahaan', 'bedrijf', 'foretag', 'yritys', 'spolecnost*', 'podnik*',
  'ceg', 'vallalat*', 'компани*', 'компані*', 'фирм*', 'фірм*', 'підприємств*', 'предприяти*', 'εταιρει*', 'επιχειρησ*', 'شركه', 'חברת', 'חברה',
  'कंपनी', 'कम्पनी', 'फर्म', 'cong ty',
  // ko (spaced)
  '에이전시', '대행사', '스튜디오',
  // round 33 (founding33): the general nouns for a small business, a practice and a centre a founder names ("Founder, boutique
  // recruiting firm", "Cofundador de uma transportadora", "Fizik tedavi merkezi kurucusu", "Người sáng lập trung tâm ngoại ngữ")
  'firm', 'firms', 'practice', 'operator', 'centre', 'center', 'praxis', 'zentrum', 'geschaft', 'centres', 'editeur', 'atelier',
  'centro', 'negocio', 'despacho', 'transportadora', 'transportista', 'escritorio', 'attivita', 'negozio', 'praktijk', 'centrum', 'zaak',
  'gabinet*', 'mottagning*', 'akeri', 'akeriet', 'verksamhet*', 'ordinac*', 'rendelo*', 'kozpont*', 'uzlet*', 'centru', 'centrul*', 'afacer*',
  'κεντρο*', 'центр*', 'кабінет*', 'merkez*', 'isletme*', 'pusat', 'usaha', 'trung tam', 'مركز', 'لمركز', 'מרכז', 'केंद्र', 'सेंटर', '센터',
];

/** Compound tails that make a word a company of that kind ("Marketingagentur", "IT-Beratung", "rekryteringsbyrå", "Reklámügynökség"). */
const KIND_TAILS: readonly string[] = [
  'agentur', 'beratung', 'dienstleister', 'vermittlung', 'systemhaus', 'softwarehaus', 'bureau', 'byra', 'byran', 'bolaget', 'toimisto', 'toimiston',
  'yrityksen', 'yhtion', 'ugynokseg', 'ugynoksegnel', 'iroda', 'irodaja', 'agentura', 'agentury',
  // `employer-context.ts`'s compound tails, whose phrase it takes without the words before ("IT-konsultbolag")
  'bedrijf', 'unternehmen', 'betrieb', 'foretag', 'bolag', 'virksomhed', 'bedrift', 'yritys', 'yhtio', 'firma', 'startup',
  // round 33: a practice, a business, a centre and a haulier as a compound's tail ("Physiotherapiepraxis", "kuljetusliike", "terveyskeskus")
  'praxis', 'praktijk', 'mottagning', 'akeri', 'liike', 'keskus', 'zentrum', 'centrum', 'rendelo', 'kozpont', 'merkezi',
];

/** Han and Kana company-kind words, matched anywhere (the Korean ones are spaced words above). */
const CJK_KINDS: readonly string[] = ['代理店', 'エージェンシー', '事務所', 'スタジオ', '机构', '機構', '工作室', '代理公司', '에이전시', '대행사', 'センター', 'クリニック', '中心', '诊所', '센터'];

/** Prepositions that open the phrase naming the company ("of an IT agency", "d'une agence", "för ett konsultbolag", "у агенції"). */
const BOUNDARIES: ReadonlySet<string> = new Set([
  'of', 'at', 'for', 'with', 'in', 'on', 'by', 'from', 'bei', 'fur', 'von', 'vom', 'im', 'de', 'd', 'du', 'des', 'chez', 'pour', 'au', 'aux', 'dans',
  'del', 'en', 'para', 'con', 'da', 'do', 'em', 'na', 'no', 'num', 'numa', 'di', 'della', 'dell', 'presso', 'per', 'van', 'voor', 'bij', 'pa', 'av',
  'hos', 'i', 'w', 'we', 'dla', 'ds', 'v', 've', 'pro', 'u', 'al', 'ai', 'la', 'din', 'pentru', 'στη', 'στην', 'στο', 'σε', 'у', 'в', 'з', 'із',
  'di', 'dari', 'untuk', 'tai', 'cua', 'في', 'لدى',
]);

/**
 * Rank words the rules, not the lexicon, know (English and the loans every language uses): the phrase stops at them ("Co-founder
 * & CTO of a recruitment agency", "Współzałożyciel i CTO agencji"); forward, a rank that is not an owner's ends it.
 */
const RANK_WORD = /^(?:c[a-z]o|ciso|chro|cdao|head|director|manager|lead|vp|svp|evp|avp|officer|chief|partner|president|founder|cofounder|owner|md|gm)$/;
const OWNER_WORD = /^(?:ceo|president|founder|cofounder|owner|md|gm)$/;

/**
 * A founder's, owner's or chief executive's word the rules know but the lexicon may not (the gate for titles without a lexicon
 * owner hit: "Founder of a digital marketing agency", "Fondatrice d'une agence de communication").
 */
export const OWNER_TEXT =
  /\b(?:ceo|chief executive|(?:co )?founder|cofounder|owner|proprietor|president|managing director|general manager|fondat(?:eur|rice|ore|or|oare)|cofondat\w*|fundador\w*|cofundador\w*|grunder\w*|grundare|oprichter|perustaja|zakladatel\w*|alapito\w*|pendiri|sang lap|kurucu\w*)\b|ιδρυτ|засновни|основател|مؤسس|מייסד|संस्थापक/u;

/** A founding partner is a co-founder ("شريك مؤسس", "kurucu ortak", "socio fundador"), not a professional firm's partner. */
const FOUNDING_PARTNER = /founding partner|partner fondatore|socio fundador|socia fundadora|associe fondateur|associee fondatrice|kurucu ortak|mitra pendiri|شريك موسس|שותף מייסד|שותפה מייסדת/u;

/** A founder's word (round 38): a founder who is a partner too owns the firm, and its business lends no function. */
const FOUNDER =
  /\b(?:(?:co )?founder|cofounder|fondat(?:eur|rice|ore|or|oare)|cofondat\w*|fundador\w*|cofundador\w*|grunder\w*|grundare|oprichter|perustaja|zakladatel\w*|alapito\w*|pendiri|sang lap|kurucu\w*)\b|ιδρυτ|засновни|основател|مؤسس|מייסד|संस्थापक/u;

interface Word {
  text: string;
  start: number;
  end: number;
}

const WORDS = /[^\s,&()/|–—]+/gu;

/** An Italian article or preposition elided into the word when the apostrophe is folded away ("un'agenzia" → "unagenzia"). */
const ELIDED = /^(?:un|l|dell|all|nell|sull|d)(?=[aeiou])/;

function isKindWord(words: readonly Word[], i: number): boolean {
  const raw = words[i]?.text ?? '';
  return isKind(words, i, raw) || (ELIDED.test(raw) && isKind(words, i, raw.replace(ELIDED, ''))) || isPlacedKind(words, i, raw);
}

/**
 * Round 38 (heads38): a consultancy named by the word that is also a person's ("konsult", "konsultan"), where the grammar makes it
 * the business: after Swedish "en"/"ett" ("vd för en dataskyddskonsult") and right after an owner's Indonesian rank ("Direktur
 * Utama konsultan kepatuhan", "CEO konsultan pajak": the noun after the rank is the company, as in "Direktur Utama PT …").
 */
function isPlacedKind(words: readonly Word[], i: number, w: string): boolean {
  const before = words[i - 1]?.text;
  if (before === undefined) return false;
  if (w.endsWith('konsult') || w.endsWith('konsulten')) return before === 'en' || before === 'ett';
  return w === 'konsultan' && OWNER_BEFORE.test(before);
}

const OWNER_BEFORE = /^(?:ceo|utama|direktur|pemilik|pendiri|founder|owner|md)$/;

/** The kind words split once (for cost): whole words in a set, the inflected ones' stems and the two-word ones apart. */
const EXACT_KINDS: ReadonlySet<string> = new Set(KIND_WORDS.filter((k) => !k.includes(' ') && !k.endsWith('*')));
const KIND_STEMS: readonly string[] = KIND_WORDS.filter((k) => k.endsWith('*')).map((k) => k.slice(0, -1));
const TWO_WORD_KINDS: readonly (readonly [string, string])[] = KIND_WORDS.filter((k) => k.includes(' ')).map((k) => {
  const [a = '', b = ''] = k.split(' ');
  return [a, b] as const;
});

function isKind(words: readonly Word[], i: number, w: string): boolean {
  if (EXACT_KINDS.has(w) || KIND_STEMS.some((stem) => w.startsWith(stem))) return true;
  if (TWO_WORD_KINDS.some(([a, b]) => w === a && words[i + 1]?.text === b)) return true;
  return KIND_TAILS.some((tail) => w.length > tail.length + 2 && w.endsWith(tail));
}

/** True when a hit with a rank other than an owner's or chief executive's covers [start, end). */
function otherRank(hit: LexiconHit): boolean {
  return hit.seniority !== undefined && !(hit.seniority === 'c_level' && (hit.fn === 'executive' || hit.fn === undefined));
}

/**
 * The spans of `text` (cleaned, parts joined by " , ") that describe the company an owner runs (see above); `hits` are the
 * lexicon's hits in the text. Call only for an owner's or chief executive's title.
 */
export function ownerBusinessSpans(text: string, hits: readonly LexiconHit[]): [number, number][] {
  const spans: [number, number][] = [];
  // A partner of a professional firm takes the firm's function, as `employer-context.ts` reads it ("Delägare, advokatbyrå").
  // A founder who is also a partner ("Fundador e sócio-diretor de uma consultoria") owns the firm (round 38).
  if (isFirmPartner(text) && !FOUNDING_PARTNER.test(text) && !FOUNDER.test(text)) return spans;
  const words = [...text.matchAll(WORDS)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const ranked = hits.filter((hit) => hit.seniority !== undefined);
  for (let i = 0; i < words.length; i++) {
    if (!isKindWord(words, i)) continue;
    spans.push(phraseAround(text, words, i, ranked));
  }
  for (const kind of CJK_KINDS) {
    let at = text.indexOf(kind);
    while (at >= 0) {
      const segStart = text.lastIndexOf(' , ', at) + 1;
      const before = ranked.filter((hit) => hit.index + hit.length <= at).reduce((end, hit) => Math.max(end, hit.index + hit.length), segStart);
      spans.push([before, at + kind.length]);
      at = text.indexOf(kind, at + kind.length);
    }
  }
  return spans;
}

/** The noun phrase around the company word `words[k]`: back to a preposition or rank word, forward to a rank or the segment's end. */
function phraseAround(text: string, words: readonly Word[], k: number, ranked: readonly LexiconHit[]): [number, number] {
  const kind = words[k] as Word;
  const segStart = text.lastIndexOf(' , ', kind.start);
  const segEndAt = text.indexOf(' , ', kind.end);
  const segEnd = segEndAt < 0 ? text.length : segEndAt;
  let start = kind.start;
  for (let j = k - 1; j >= 0; j--) {
    const w = words[j] as Word;
    if (w.end <= segStart || BOUNDARIES.has(w.text) || RANK_WORD.test(w.text) || ranked.some((hit) => hit.index < w.end && hit.index + hit.length > w.start)) break;
    start = w.start;
  }
  let end = segEnd;
  for (const hit of ranked) if (otherRank(hit) && hit.index >= kind.end && hit.index < end) end = hit.index;
  for (let j = k + 1; j < words.length && (words[j] as Word).start < end; j++) {
    const w = words[j] as Word;
    if (RANK_WORD.test(w.text) && !OWNER_WORD.test(w.text)) end = w.start;
  }
  return [start, end];
}
