import { segmentWords } from '../normalise/text';

/**
 * The runtime's own CLDR region names (`Intl.DisplayNames`, so no list is kept here), in the profiles' languages. Apart from
 * `place-names.ts` because that module asks the classifier (`isKnownTitle`), and a pass of the classifier reads these too
 * (`country-business.ts`).
 */

/** The profiles' languages whose country names are read (`place-names.ts`, `country-business.ts`, `changes/title-country.ts`). */
const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'sk', 'hu', 'ro', 'tr', 'id', 'ms', 'vi', 'el', 'he', 'ar', 'ru', 'uk', 'hr'];

/** UN M49 codes of the continents and their parts (Africa, Europe, Latin America, Western Asia …). */
export const CONTINENTS = ['002', '005', '009', '011', '013', '014', '015', '017', '018', '019', '021', '029', '030', '034', '035', '039', '053', '142', '143', '145', '150', '151', '154', '155', '419'];

/** Every two-letter region code the runtime's CLDR data names (countries, territories and a few groupings). */
export function regionCodes(): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a < 91; a++) for (let b = 65; b < 91; b++) {
    const code = String.fromCharCode(a, b);
    if (english.of(code) !== undefined) codes.push(code);
  }
  return codes;
}

/** Each region's name in each of the profiles' languages, as its words (`segmentWords`). */
export function* regionNames(codes: readonly string[]): Generator<string[]> {
  for (const locale of LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of codes) yield segmentWords(names.of(code) ?? '');
  }
}
