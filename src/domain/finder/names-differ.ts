/**
 * Whether the name on a fetched profile clearly differs from the contact's (pure): the rule
 * that sends a baseline check to review. Accents and German/Nordic spellings fold away
 * (José = Jose, Müller = Mueller) and a last name may be a part of a compound ("García López").
 * The last name decides: first names differ legitimately (nicknames, initials, Bob / Robert),
 * so they never make a profile "clearly" someone else's on their own.
 */
const SPECIAL: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const GERMANIC: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', å: 'a' };

function fold(text: string): string {
  const lower = text.toLowerCase().normalize('NFC');
  const spelled = [...lower].map((ch) => SPECIAL[ch] ?? GERMANIC[ch] ?? ch).join('');
  return spelled
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae|oe|ue/g, (m) => m[0] ?? '')
    .replace(/[^a-z ]/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return fold(text).split(/\s+/).filter(Boolean);
}

function lastNamesMatch(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  if (wa.length === 0 || wb.length === 0) return true;
  return wa.join('') === wb.join('') || wa.some((w) => w.length > 1 && wb.includes(w));
}

export interface PersonName {
  first_name: string | null;
  last_name: string | null;
}

/** True when the profile cannot be the contact by name (unknown names never differ). */
export function namesClearlyDiffer(contact: PersonName, profile: PersonName): boolean {
  return !lastNamesMatch(contact.last_name ?? '', profile.last_name ?? '');
}
