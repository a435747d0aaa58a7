/**
 * Round 33: the Arabic script's letters that one sound is written with in different countries, folded to one: a Persian,
 * Urdu or Egyptian "چ" or "گ" for the "g" that Arabic writes "ج" ("أورنچ" and "أورنج" are one Orange), "ک" and "ی" for
 * Arabic "ك" and "ي", an alif maqsura for "ي", a "پ" for "ب", a "ڤ" for "ف", and the tatweel that stretches a word.
 */
export function arabicLetters(name: string): string {
  return ARABIC_VARIANT.test(name) ? name.replace(ARABIC_VARIANTS, (c) => ARABIC_FOLD[c] ?? '') : name;
}

const ARABIC_VARIANT = /[\u0686\u06af\u06a9\u06cc\u0649\u067e\u06a4\u0640]/u;
const ARABIC_VARIANTS = /[\u0686\u06af\u06a9\u06cc\u0649\u067e\u06a4\u0640]/gu;
const ARABIC_FOLD: Readonly<Record<string, string>> = {
  '\u0686': '\u062c', '\u06af': '\u062c', '\u06a9': '\u0643', '\u06cc': '\u064a', '\u0649': '\u064a', '\u067e': '\u0628', '\u06a4': '\u0641',
};
