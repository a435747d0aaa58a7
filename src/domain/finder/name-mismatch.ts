/**
 * The baseline name check (ARCHITECTURE §4, pure): whether the name on a checked profile
 * clearly differs from the contact's, so a person must confirm the URL. Spellings of one
 * name match (accents, transliterations: José/Jose, Müller/Mueller), so do nicknames
 * (Bob/Robert), an initial (J./John), one part of a compound name (García/García López) and
 * the parts swapped (family name first). A profile that shows no name is not a mismatch.
 */
import { isNickname, plainFold, sameName } from '../names/name-match';

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
}

function parts(name: string | null): string[] {
  return (name ?? '')
    .split(/[\s\-']+/)
    .map((p) => p.trim())
    .filter((p) => plainFold(p) !== '');
}

function partsMatch(a: string, b: string): boolean {
  if (sameName(a, b) || isNickname(a, b)) return true;
  const [fa, fb] = [plainFold(a), plainFold(b)];
  // An initial ("J." for John).
  return (fa.length === 1 && fb.startsWith(fa)) || (fb.length === 1 && fa.startsWith(fb));
}

function namesMatch(a: string | null, b: string | null): boolean {
  const pa = parts(a);
  const pb = parts(b);
  return pa.some((x) => pb.some((y) => partsMatch(x, y)));
}

/** True when both names are known and the first or the last name differs beyond spelling, nickname or order. */
export function namesClearlyDiffer(contact: PersonName, profile: PersonName): boolean {
  const full = (n: PersonName) => parts(n.first_name).length > 0 && parts(n.last_name).length > 0;
  if (!full(contact) || !full(profile)) return false;
  const inOrder = namesMatch(contact.first_name, profile.first_name) && namesMatch(contact.last_name, profile.last_name);
  const swapped = namesMatch(contact.first_name, profile.last_name) && namesMatch(contact.last_name, profile.first_name);
  return !inOrder && !swapped;
}
