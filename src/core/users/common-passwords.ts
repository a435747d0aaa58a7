import { dictionary } from '@zxcvbn-ts/language-common';

import { PASSWORD_MIN } from './password';

/**
 * NIST SP 800-63B §5.1.1.2: refuse passwords found in breach corpuses, repetitive or sequential
 * characters, and context words. The corpus is zxcvbn-ts's common-password list (about 49,000
 * passwords ranked by frequency in breaches, shipped in the npm package, no network); only those
 * long enough to pass the length rule are kept (about 1,600), lower-cased.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  return common;
}

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

function isRepetitiveOrSequential(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  return SEQUENCES.some((seq) => seq.includes(lower) || [...seq].reverse().join('').includes(lower));
}

/** Why `password` is too easy to guess, or null. `context`: words of this account (its email, the service name). */
export function guessablePassword(password: string, context: string[] = []): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'is one of the most common passwords in breaches; choose another';
  if (isRepetitiveOrSequential(password)) return 'is a repeated or sequential run of characters; choose another';
  const bare = lower.replace(/[^a-z0-9]/g, '');
  const words = context
    .flatMap((c) => [c, ...c.split('@')])
    .flatMap((c) => [...c.toLowerCase().split(/[^a-z0-9]+/), c.toLowerCase().replace(/[^a-z0-9]/g, '')])
    .filter((w) => w.length >= 4);
  // The password is mostly one of those words (the email, its local part, the service name).
  if (words.some((w) => bare.includes(w) && w.length * 2 >= bare.length)) {
    return 'is too close to your email address or the service name; choose another';
  }
  return null;
}
