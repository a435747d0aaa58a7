/**
 * A job title as a careful person would write it in an email ("your move to
 * VP Sales"): the first role part of a profile headline (with a short
 * qualifier after a dash: "Sales Director, EMEA"; with the function from the
 * next part when it names none: "Director, RevOps"), in its original
 * language and casing, without taglines, hiring calls, emoji, pronouns,
 * employer ("@ Acme", "at Acme", "chez/bei/presso/bij/hos Acme") or past-employer
 * notes ("ex-Google"). An ALL-CAPS title becomes title case, keeping acronyms
 * (VP, CEO, SDR, EMEA) and lowercasing small joining words ("VP of Sales").
 */

import { classifyTitle } from './classify';

const NULLISH = /^(?:n\/?a|none|null|nil|tbd|unknown|-+|\.+|\?+)$/i;

/** Headline separators: a role part ends at any of these. */
const PART_SPLIT = /\s*[|•·❘¦]\s*/u;
/** Inside a part, a spaced dash introduces a qualifier ("- EMEA") or a tagline. */
const DASH_SPLIT = /\s+[-–—]+\s+|\s+\/\/\s+/u;
/** A qualifier after a dash is kept when it is this short ("Sales Director, EMEA"). */
const MAX_QUALIFIER_WORDS = 4;

/** Emoji, pictographs, dingbats, variation selectors and joiners. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

const PRONOUNS =
  /\(?\s*\b(?:she|he|they|her|him|them)\s*\/\s*(?:her|him|them|hers|his|theirs|she|he|they)(?:\s*\/\s*(?:hers|his|theirs|them))?\b\s*\)?/gi;

/** Parenthesised asides that are not part of the role: "(ex-Google)", "(Hiring!)". */
const NOISE_ASIDE = /\s*[([](?:\s*(?:ex|former|formerly|previously|prev)\b[^)\]]*|[^)\]]*\bhiring\b[^)\]]*)[)\]]/gi;

/** A segment starting like this is a tagline, not a role. */
const TAGLINE =
  /^(?:#?(?:we(?:'|’)?re|we are|i(?:'|’)?m|now)?\s*hiring\b|helping\b|helps\b|i help\b|building\b|passionate\b|open to\b|looking for\b|seeking\b|on a mission\b|obsessed\b|ask me\b|dm me\b|proud\b|(?:ex|former|formerly|previously)\b|wir stellen ein|wir suchen|on recrute|nous recrutons|¡?(?:estamos )?contratando|stiamo assumendo|we zoeken|rekrutujemy|мы нанимаем|мы ищем|採用強化中|積極採用|採用中|募集中|招聘中|正在招聘|诚聘)/iu;

/** Employer or past-employer clause: dropped from here to the segment end. */
const EMPLOYER_CLAUSE = /\s*(?:@|\b(?:at|chez|bei|presso|bij|hos)\s+(?=\S)|,?\s*\b(?:ex|former|formerly|previously)\b[\s-]).*$/i;

const ACRONYMS = new Set(
  (
    'VP SVP EVP AVP GVP RVP CEO CTO CFO COO CRO CMO CPO CIO CISO CHRO CDO CCO CSO CXO CEO/FOUNDER ' +
    'SDR BDR ADR AE AM KAM BDM CSM TAM PM TPM GPM APM SWE SRE QA UX UI HR HRBP IT GM MD ' +
    'EMEA APAC APJ LATAM AMER NA NAM DACH UK US USA EU ANZ MEA CEE NORAM ' +
    'B2B B2C SAAS SMB SME GTM CRM ERP SEO SEM PR CX CS ABM AI ML BI R&D L&D FP&A PMO ' +
    'PDG DG DRH DAF RH VD IR EV ESG II III IV'
  ).split(' '),
);
const SPECIAL_CASE = new Map([
  ['SAAS', 'SaaS'],
  ['SR', 'Sr'],
  ['JR', 'Jr'],
  ['MGR', 'Mgr'],
  ['DIR', 'Dir'],
  ['ASST', 'Asst'],
  ['MKTG', 'Mktg'],
  ['REVOPS', 'RevOps'],
  ['DEVOPS', 'DevOps'],
]);

const SMALL_WORDS = new Set(
  'of and the for in on to a an & de del la las los le les du des d y e et und der die das von van den het di da do dos das och og i'.split(' '),
);

export function displayTitle(title: string | null): string | null {
  if (title == null) return null;
  const text = title.replace(EMOJI, ' ').replace(PRONOUNS, ' ').replace(NOISE_ASIDE, ' ');
  const parts = text.split(PART_SPLIT);
  for (let i = 0; i < parts.length; i++) {
    const role = partRole(parts[i] ?? '');
    if (role === null) continue;
    const full = withFunctionFrom(role, partRole(parts[i + 1] ?? ''));
    return isAllCaps(full) ? sensibleCase(full) : full;
  }
  return null;
}

/** The role of one headline part, with short qualifiers after dashes ("Sr. AE - Enterprise" → "Sr. AE, Enterprise"). */
function partRole(part: string): string | null {
  let role: string | null = null;
  for (const piece of part.split(DASH_SPLIT)) {
    const r = roleOf(piece);
    if (role === null) role = r;
    else if (r !== null && r.split(/\s+/).length <= MAX_QUALIFIER_WORDS) role = `${role}, ${r}`;
    else break;
  }
  return role;
}

/** "Director | RevOps": a role that names no function takes it from a short next part that does. */
function withFunctionFrom(role: string, next: string | null): string {
  if (next === null || next.split(/\s+/).length > 3 || classifyTitle(role).function !== 'other') return role;
  const fn = classifyTitle(next).function;
  return fn === null || fn === 'other' || fn === 'executive' ? role : `${role}, ${next}`;
}

function roleOf(segment: string): string | null {
  const s = tidy(segment);
  if (s === '' || TAGLINE.test(s)) return null;
  const kept = s
    .split(/\s*,\s*/)
    .map(tidy)
    .filter((part) => part !== '' && !TAGLINE.test(part));
  const role = tidy(kept.join(', ').replace(EMPLOYER_CLAUSE, ''));
  if (role === '' || NULLISH.test(role) || !/\p{L}/u.test(role)) return null;
  return role;
}

function tidy(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/\s+([,!.])/g, '$1')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .trim()
    .replace(/^[,;:!&/\-–—\s]+|[,;:!&/\-–—\s]+$/g, '')
    .replace(/!+$/, '')
    .trim();
}

/** Has Latin capitals and no lowercase letters, and is longer than a bare acronym. */
function isAllCaps(s: string): boolean {
  if (/\p{Ll}/u.test(s)) return false;
  const words = s.match(/\p{Lu}+/gu) ?? [];
  return words.some((w) => !ACRONYMS.has(w) && w.length > 1);
}

function sensibleCase(s: string): string {
  let first = true;
  return s.replace(/[\p{L}\p{N}&]+/gu, (word) => {
    const out = caseWord(word, first);
    first = false;
    return out;
  });
}

function caseWord(word: string, first: boolean): string {
  const special = SPECIAL_CASE.get(word);
  if (special !== undefined) return special;
  if (ACRONYMS.has(word)) return word;
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  if (!/[AEIOUYÀ-ÖØ-Ý]/u.test(word) && word.length <= 4 && /^\p{Lu}+$/u.test(word)) return word;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
