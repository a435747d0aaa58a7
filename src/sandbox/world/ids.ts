import type { RandomSource } from './prng';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

function randomString(rng: RandomSource, alphabet: string, length: number): string {
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) codes[i] = alphabet.charCodeAt(rng.int(alphabet.length));
  return String.fromCharCode(...codes);
}

export const randomLowerAlnum = (rng: RandomSource, length: number): string => randomString(rng, LOWER_ALNUM, length);
export const randomAlnum = (rng: RandomSource, length: number): string => randomString(rng, ALNUM, length);
export const randomHex = (rng: RandomSource, length: number): string => randomString(rng, HEX, length);

/** Lowercase ASCII kebab-case ("Zoë O'Brien & Co." -> "zoe-obrien-co"). */
export function kebab(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Draws values until `isFree` accepts one. */
export function uniqueValue(make: () => string, isFree: (value: string) => boolean, maxTries = 50): string {
  for (let i = 0; i < maxTries; i++) {
    const value = make();
    if (isFree(value)) return value;
  }
  throw new Error('Could not generate a unique value');
}
