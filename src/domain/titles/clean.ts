import { foldText } from './fold';

/**
 * Title clean-up before rule matching.
 *
 * A headline is split into parts at "|", "•", "·" and spaced dashes
 * ("Growth AE | Closing deals", "Sales Director - EMEA"). Each part becomes a
 * string of folded lowercase words (see `fold.ts`) where every other separator
 * ("," "/" "(" …) has become " , " so rules can anchor on segment boundaries.
 * Noise is removed: emojis, pronouns, dotted abbreviations ("V.P." → "vp"),
 * employer ("at Acme", "@ Acme", "chez/bei/presso/bij/hos Acme"), past roles
 * ("ex-Google", "former …"), the boss in "Assistant to the CEO" /
 * "Assistenz der Geschäftsführung", and tagline segments ("Helping SaaS teams
 * grow", "Hiring!", "Wir stellen ein", "採用強化中").
 */

const NULLISH = /^(?:n\/?a|none|null|nil|tbd|unknown|-+|\.+|\?+)$/i;

const PRONOUNS =
  /\(?\s*\b(?:she|he|they|her|him|them)\s*\/\s*(?:her|him|them|hers|his|theirs|she|he|they)(?:\s*\/\s*(?:hers|his|theirs|them))?\b\s*\)?/gi;

/** Headline parts: the first one that is a role is the title proper. */
const HEADLINE_SPLIT = /\s*[|•·¦]\s*|\s+[-–—]+\s+|\s[–—]|[–—]\s/;
/** The signs every `HEADLINE_SPLIT` match holds: a headline without any is one part (not split, one scan). */
const MAY_SPLIT = /[|•·¦\-–—]/;

const END = String.raw`(?![\p{L}\p{N}])`;

/** A segment starting with one of these is a headline tagline, not a role ("Building the future…"; a "Building Manager" or "Building Maintenance Technician" is a role). */
const TAGLINE_START = new RegExp(
  String.raw`^(?:helping|helps|i help|i|building(?! (?:maintenance|manager|engineer|inspector|surveyor|services|superintendent|operator|operations|technician|supervisor|custodian|automation|attendant|caretaker|control|contractors?))|passionate|hiring|were hiring|we are hiring|open to|looking for|seeking|on a mission|obsessed|speaker|author|podcast|keynote|ask me|dm me|proud|lover|love|wir stellen ein|wir suchen|on recrute|nous recrutons|contratando|estamos contratando|stiamo assumendo|we zoeken|rekrutujemy|мы нанимаем|мы ищем|apasionad[oa]|passionne)${END}`,
  'u',
);

/** Hiring calls in Japanese/Chinese (no word boundaries). */
const CJK_TAGLINE = /採用強化中|積極採用|採用中|募集中|招聘中|正在招聘|诚聘/u;

/** Everything from here to the segment end is dropped (one alternation, one pass). */
const SEGMENT_CUT = new RegExp(
  [
    // employer: "at Acme", "chez Acme", "bei Acme", "presso Acme", "bij Acme", "hos Acme"
    // … not a stated level ("IT Manager – at Director level", "at VP grade": round 37, `stated-level.ts` reads it)
    String.raw`\b(?:at(?! (?:a )?[\p{L}-]+(?: [\p{L}-]+)? (?:level|grade|band|equivalent)$)|chez|bei|presso|bij|hos)\b.*$`,
    // … in Arabic and Greek ("في أرامكو", "στη Skroutz")
    // … but after an intern's word "στο / في" names the field ("Ασκούμενη στο Marketing", "متدربة في التسويق")
    // … and "في" before the forests, farms, fields or sea names where field work is done ("عامل في الغابات"), and the mines,
    // quarries, fish farms and slaughterhouses of round 39 ("فني في منجم الذهب")
    String.raw`(?<![\p{L}\p{N}])(?<!(?:ασκουμεν\p{L}*|ασκηση|μαθητευομεν\p{L}*|μαθητε\p{L}*|متدرب\p{L}*|تدريب)\s)(?:في|لدي|στην|στη|στο)\s(?!(?:الغابات|الغابه|المزارع|المزرعه|الحقول|البحر|منجم|المنجم|مناجم|المناجم|محجر|المحجر|مزرعه|مزارع|مسلخ|المسلخ|الاستزراع)(?![\p{L}\p{N}])).*$`,
    // past roles: "ex Google", "former CEO", "previously Stripe"
    String.raw`\b(?:ex|former|formerly|previously|prev)\b.*$`,
    // "(Assistant|Chief of Staff) to the CEO" — the boss's title is not ours
    String.raw`\b(?:to|for)\s+(?:the\s+)?(?:ceo|c[a-z]{1,3}o|founders?|co\s?founders?|president|chair(?:man|woman)?|board|md|managing director|general manager|gm|svp|evp|vp|vice president|executive team|leadership team|owner|partners?|chief executive(?: officer)?|chief \w+(?: \w+)? officer)\b.*$`,
    // "Office of the CTO", "(CEO Office)": the leader named is not us
    String.raw`\b(?:office of the|ceo office|cto office|cfo office|founders? office)\b.*$`,
    // … but a board's chair, speaker or member is of the board itself ("Vorsitzende des Vorstands", round 40); an aide of the chair is not
    String.raw`(?<!\b(?:vorsitzende[rn]?|sprecher(?:in)?|mitglied)\s)\b(?:der|des)\s+(?:geschaftsfuhrung|geschaftsleitung|vorstands?|inhabers?|vorsitzenden|sprechers)\b.*$`,
  ].join('|'),
  'u',
);

/**
 * What every alternative of `SEGMENT_CUT` starts with: one of its first words standing alone, or one of the Arabic and
 * Greek prepositions. A segment without any cannot be cut, and this one scan is cheaper than the cut's lookbehinds.
 */
const MAY_CUT = /\b(?:at|chez|bei|presso|bij|hos|ex|former|formerly|previously|prev|to|for|office|ceo|cto|cfo|founders?|der|des)\b|في|لدي|στη|στο/u;

/** Whitespace that `\s+` → " " would change: two in a row, or one that is not a plain space. */
const SPACES_TO_SQUEEZE = /\s\s|[^\S ]/;

/** A cleaned title's first part (its parts are joined by " , "): the role itself, before any unit, place or employer. */
export function firstPart(text: string): string {
  const end = text.indexOf(' , ');
  return end < 0 ? text : text.slice(0, end);
}

export function cleanTitle(title: string | null | undefined): string | null {
  const parts = cleanHeadline(title);
  return parts === null ? null : parts.join(' , ');
}

/** The cleaned role parts of a headline, first part first; null when none is left. */
export function cleanHeadline(title: string | null | undefined): string[] | null {
  if (title == null) return null;
  const t = title.trim();
  if (t === '' || NULLISH.test(t)) return null;
  const parts: string[] = [];
  // "Managerin" (the German feminine form of the English loanword) reads as "manager" for the rules.
  const folded = foldText(t);
  const text = folded.includes('managerin') ? folded.replace(/\bmanagerin(?:nen)?\b/g, 'manager') : folded;
  // A printable-ASCII text reads its letters with ASCII classes (round 38, speed40: the same sets there, without Unicode tables).
  const ascii = PRINTABLE_ASCII.test(text);
  for (const raw of MAY_SPLIT.test(text) ? text.split(HEADLINE_SPLIT) : [text]) {
    const part = cleanPart(raw, ascii);
    if (part !== null) parts.push(part);
  }
  return parts.length === 0 ? null : parts;
}

/** Printable ASCII only (space to tilde): no white space but the space, no letters but a-z and A-Z, no marks, digits 0-9. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/**
 * Round 40 (sweep40s): a bracketed acronym that spells the words just before it ("Customer Service Officer (CSO)", "Customer
 * Relationship Officer (CRO)") is those words' short form, no chief's title: it is set aside, and the words it stands for read.
 */
const SPELLED_ACRONYM = /((?:[a-z]+ ){1,5})\(([a-z]{2,6})\)/g;
function withoutSpelledAcronyms(text: string): string {
  return text.replace(SPELLED_ACRONYM, (whole: string, words: string, acronym: string) => {
    const initials = words.trim().split(' ').map((w) => w[0]).join('');
    return initials.endsWith(acronym) ? words : whole;
  });
}

function cleanPart(raw: string, ascii: boolean): string | null {
  let t = raw.includes('/') ? raw.replace(PRONOUNS, ' ') : raw;
  if (t.includes('(')) t = withoutSpelledAcronyms(t);
  // "V.P." / "C.E.O." → "vp" / "ceo"
  if (t.includes('.')) t = t.replace(/\b(?:[a-z]\.){2,}/g, (m) => m.replace(/\./g, ''));
  if (t.includes('@')) t = t.replaceAll('@', ' at ');
  if (t.includes('&') || t.includes('+')) t = t.replace(/[&+]/g, ' & ');
  t = t
    // separators → segment marker (the Arabic comma and semicolon and the ideographic comma too, round 34: "موظف دعم عملاء، برنامج رواتب")
    .replace(/\s+[-–—]+\s+|[|•·;:/\\()[\]{}–—,!?¡¿«»"،؛、]/g, ' , ')
    // emojis and any other symbol, intra-word hyphens and dots ("Co-Founder", "Sr.Dir") → space
    .replace(ascii ? /[^A-Za-z0-9 &,]/g : /[^\p{L}\p{M}\p{N}\s&,]/gu, ' ');

  const segments: string[] = [];
  for (const rawSegment of t.split(',')) {
    let seg = (SPACES_TO_SQUEEZE.test(rawSegment) ? rawSegment.replace(/\s+/g, ' ') : rawSegment).trim();
    if (MAY_CUT.test(seg)) seg = seg.replace(SEGMENT_CUT, '').trim();
    seg = seg.replace(/^(?:&|and)\s+|\s+(?:&|and)$/g, '').trim();
    if (seg === '' || TAGLINE_START.test(seg) || CJK_TAGLINE.test(seg)) continue;
    segments.push(seg);
  }
  const out = segments.join(' , ');
  return (ascii ? /[A-Za-z]/ : /\p{L}/u).test(out) ? out : null;
}
