import { escapeRegExp } from '../normalise/text';
import type { OpenerTone } from '../vocabulary';

/** A workspace's opener settings (GET/PATCH /settings/openers): tone, sign-off and phrases never to write. */
export interface OpenerSettings {
  tone: OpenerTone;
  /** Appended on its own paragraph ("Best, Sam"); null for none. */
  sign_off: string | null;
  /** Case-insensitive phrases no opener of the workspace may contain. */
  avoid_phrases: string[];
}

export const DEFAULT_OPENER_SETTINGS: OpenerSettings = { tone: 'warm', sign_off: null, avoid_phrases: [] };

/** Contractions and exclamations the formal tone writes out (first letter's case kept). */
const FORMAL: Array<[RegExp, string]> = [
  [/\bcongrats\b/gi, 'congratulations'],
  [/\bI'd\b/g, 'I would'],
  [/\blet's\b/gi, 'let us'],
  [/\bwe've\b/gi, 'we have'],
  [/\bwe're\b/gi, 'we are'],
  [/\byou've\b/gi, 'you have'],
  [/\byou're\b/gi, 'you are'],
  [/\bsaw you're\b/gi, 'saw you are'],
  [/\bwasn't\b/gi, 'was not'],
  [/\bwhat's\b/gi, 'what is'],
  [/\bit's\b/gi, 'it is'],
  [/\bthat's\b/gi, 'that is'],
  [/\bwho's\b/gi, 'who is'],
];

function keepCase(found: string, replacement: string): string {
  return found.charAt(0) === found.charAt(0).toUpperCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** The tone's wording: `formal` writes contractions out and ends sentences with a full stop. */
export function applyTone(text: string, tone: OpenerTone): string {
  if (tone === 'warm') return text;
  let out = text;
  for (const [pattern, replacement] of FORMAL) out = out.replace(pattern, (found) => keepCase(found, replacement));
  return out.replace(/!/g, '.');
}


/** The avoided phrase the text contains (case-insensitive, whitespace-tolerant), or null. */
export function avoidedPhraseIn(text: string, avoid: readonly string[]): string | null {
  const flat = text.replace(/\s+/g, ' ').toLowerCase();
  return avoid.find((p) => p.trim() !== '' && flat.includes(p.trim().replace(/\s+/g, ' ').toLowerCase())) ?? null;
}

/**
 * The last resort when every wording contains an avoided phrase: drop the sentences that
 * hold one, and if nothing is left, cut the phrases out until none remains. The result
 * never contains an avoided phrase (it may be empty when the phrases cover everything).
 */
export function withoutAvoided(text: string, avoid: readonly string[]): string {
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  let out = sentences.filter((s) => avoidedPhraseIn(s, avoid) === null).join('').trim();
  if (out === '') out = text;
  for (let phrase = avoidedPhraseIn(out, avoid); phrase !== null; phrase = avoidedPhraseIn(out, avoid)) {
    const pattern = new RegExp(escapeRegExp(phrase.trim()).replace(/\s+/g, '\\s+'), 'gi');
    // Each pass removes at least one non-space character, so the loop ends.
    out = out.replace(pattern, ' ').replace(/\s+/g, ' ').trim();
  }
  return out;
}

/** The sign-off on its own paragraph when set. */
export const withSignOff = (text: string, signOff: string | null): string => (signOff && signOff.trim() !== '' ? `${text}\n\n${signOff.trim()}` : text);
