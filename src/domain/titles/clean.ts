/**
 * Title clean-up before rule matching.
 *
 * Output is a single string of lowercase ASCII-ish words where every separator
 * ("|", " - ", ",", "/", "(", "·" …) has become " , " so rules can anchor on
 * segment boundaries. Noise is removed: accents, emojis, pronouns, dotted
 * abbreviations ("V.P." → "vp"), "at Acme"/"@ Acme", "ex-Google"/"former …",
 * "to the CEO" (so "Assistant to the CEO" is not c-level) and tagline segments
 * ("| Helping SaaS teams grow").
 */

const NULLISH = /^(?:n\/?a|none|null|nil|tbd|unknown|-+|\.+|\?+)$/i;

const PRONOUNS =
  /\(?\s*\b(?:she|he|they|her|him|them)\s*\/\s*(?:her|him|them|hers|his|theirs|she|he|they)(?:\s*\/\s*(?:hers|his|theirs|them))?\b\s*\)?/gi;

/** A segment starting with one of these is a headline tagline, not a role. */
const TAGLINE_START =
  /^(?:helping|helps|i help|i|building|passionate|hiring|were hiring|we are hiring|open to|looking for|seeking|on a mission|obsessed|speaker|author|podcast|keynote|ask me|dm me|proud|lover|love)\b/;

/** Everything from here to the segment end is dropped. */
const SEGMENT_CUTS: RegExp[] = [
  // employer: "at Acme", "chez Acme", "bei Acme"
  /\b(?:at|chez|bei)\b.*$/,
  // past roles: "ex Google", "former CEO", "previously Stripe"
  /\b(?:ex|former|formerly|previously|prev)\b.*$/,
  // "(Assistant|Chief of Staff) to the CEO" — the boss's title is not ours
  /\b(?:to|for)\s+(?:the\s+)?(?:ceo|c[a-z]{1,3}o|founders?|co\s?founders?|president|chair(?:man|woman)?|board|md|managing director|general manager|gm|svp|evp|vp|vice president|executive team|leadership team|owner|partners?)\b.*$/,
];

export function cleanTitle(title: string | null | undefined): string | null {
  if (title == null) return null;
  let t = title.trim();
  if (t === '' || NULLISH.test(t)) return null;

  t = t
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(PRONOUNS, ' ')
    // "V.P." / "C.E.O." → "VP" / "CEO"
    .replace(/\b(?:[A-Za-z]\.){2,}/g, (m) => m.replace(/\./g, ''))
    .replace(/@/g, ' at ')
    .replace(/['’`´]/g, '')
    .replace(/[&+]/g, ' & ')
    // separators → segment marker
    .replace(/\s+[-–—]+\s+|[|•·;:/\\()[\]{}–—,!?]/g, ' , ')
    // intra-word hyphens and dots → space ("Co-Founder", "Sr.Dir")
    .replace(/[-.]/g, ' ')
    // emojis and any other symbol
    .replace(/[^\p{L}\p{N}\s&,]/gu, ' ')
    .toLowerCase();

  const segments: string[] = [];
  for (const raw of t.split(',')) {
    let seg = raw.replace(/\s+/g, ' ').trim();
    for (const cut of SEGMENT_CUTS) seg = seg.replace(cut, '').trim();
    seg = seg.replace(/^(?:&|and)\s+|\s+(?:&|and)$/g, '').trim();
    if (seg === '' || TAGLINE_START.test(seg)) continue;
    segments.push(seg);
  }
  const out = segments.join(' , ');
  return /\p{L}/u.test(out) ? out : null;
}
