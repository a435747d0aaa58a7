import { AREA_NAMES } from '../company/regions';
import { termNeedles } from './class-terms-finder';
import { CONTINENTS, regionCodes, regionNames } from './region-names';
import { words } from './role-classes';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A country's or region's general manager is its executive (issue #21, round 37, founders37): "General Manager, Mexico Operations",
 * "Gerente General, Operaciones Perú", "Genel Müdür, Azerbaycan Operasyonları", "越南业务总经理" run the country's business — the
 * operations or business word after (or before) a place names the country's whole business, not the operations function. w4l read
 * "General Manager, Mexico Operations – Appliance Maker" vp/operations; every read set labels a country's head vp/executive.
 *
 * The mechanism: a general manager's or managing director's words (every language) and an operations or business word next to a
 * place's name (a country or a region, `place-names.ts`, with its inflected forms: "w Rumunii", "Ruotsin", "na Slovensku") →
 * vp/executive. An operations manager, director or vice president of a country ("Operations Manager, Mexico", "VP Operations EMEA",
 * "Director de Operaciones, México") names no general manager and keeps operations.
 */
const GM_WORDS: readonly string[] = [
  'general manager', 'gm', 'managing director', 'md', 'country manager', 'country head', 'country director', 'geschaftsfuhrer',
  'geschaftsfuhrerin', 'landesgeschaftsfuhrer*', 'directeur general', 'directrice generale', 'director general', 'directora general',
  'gerente general', 'gerente geral', 'diretor geral', 'diretora geral', 'direttore generale', 'direttrice generale', 'algemeen directeur',
  'dyrektor generalny', 'dyrektorka generalna', 'vd', 'toimitusjohtaja', 'generalni reditel', 'generalni reditelka', 'ugyvezeto igazgato',
  'ugyvezeto', 'vezerigazgato', 'directoare generala', 'γενικός διευθυντής', 'γενική διευθύντρια', 'генеральний директор',
  'генеральна директорка', 'генеральный директор', 'genel mudur', 'المدير العام', 'مدير عام', 'المديرة العامة', 'מנהל כללי', 'מנהלת כללית',
  'महाप्रबंधक', 'जनरल मैनेजर', 'tong giam doc', 'presiden direktur', 'ゼネラルマネージャー', '総責任者', '总经理', '總經理', '법인장', '총괄',
];

/** A country's or region's business: operations, business, activities, in every language (folded; inflected forms by stem). */
const BUSINESS_WORDS: readonly string[] = [
  'operations', 'business', 'geschaft', 'operations', 'operationen', 'operaciones', 'negocio', 'negocios', 'operacoes', 'operazioni',
  'attivita', 'operaties', 'activiteiten', 'operacje', 'operacji', 'biznes', 'biznesu', 'verksamhet*', 'liiketoiminta*', 'toiminnot',
  'toimintojen', 'operace', 'operaci', 'uzletag*', 'mukodes*', 'operatiuni*', 'δραστηριότητες', 'δραστηριοτήτων', 'λειτουργίες',
  'операції', 'операцій', 'бізнес', 'бізнесу', 'операции', 'бизнес', 'operasyon*', 'عمليات', 'لعمليات', 'פעילות', 'संचालन', 'ऑपरेशंस',
  'ऑपरेशन्स', 'operasional', 'operasi', 'hoat dong', '사업', '事業', '业务', '業務', '营运', '營運',
];

/** Prepositions and articles between the business word and the place ("operations in Chile", "w Rumunii", "tại Campuchia"). */
const BETWEEN = new Set(['in', 'en', 'em', 'no', 'na', 'do', 'da', 'de', 'di', 'del', 'das', 'des', 'du', 'la', 'le', 'las', 'los', 'w', 'v', 've', 'u', 'у', 'в', 'din', 'i', 'pa', 'tai', 'of', 'for', 'the', 'al', 'dell', 'nel', 'nella', 'der', 'in der', 'της', 'στην', 'ב', 'في']);

/** Words after a business word that make it a function's name, not a country's business. */
const FUNCTION_AFTER = new Set(['development', 'developer', 'intelligence', 'analytics', 'analyst', 'partner', 'partnering', 'process', 'processes', 'excellence', 'support', 'planning', 'control', 'controller', 'systems', 'applications', 'transformation', 'improvement']);

/** Endings an inflected place name takes in its language, tried in place of the word's last one or two letters (Rumunii → Rumunia). */
const PLACE_ENDINGS = ['', 'a', 'o', 'e', 'i', 'ia', 'ie', 'ος', 'ο', 'α', 'а', 'я'];

/** Han, Kana and Hangul names of countries and regions (built at first use from the runtime's CLDR data, with the main regions). */
const CJK_REGIONS = ['东南亚', '東南亞', '亚太', '亞太', '中东', '中東', '欧洲', '歐洲', '拉美', '东南アジア', '東南アジア', 'アジア', '欧州', '동남아', '아시아', '유럽', '중동'];
let cjkPlaces: readonly string[] | null = null;

function cjkPlaceNames(): readonly string[] {
  if (cjkPlaces !== null) return cjkPlaces;
  const names = new Set<string>(CJK_REGIONS);
  for (const locale of ['zh', 'ja', 'ko']) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (let a = 65; a < 91; a++) {
      for (let b = 65; b < 91; b++) {
        const name = display.of(String.fromCharCode(a, b));
        if (name !== undefined && name.length >= 2 && !name.includes(' ')) names.add(name);
      }
    }
  }
  return (cjkPlaces = [...names]);
}

let gm: RegExp | null = null;
let business: RegExp | null = null;

function patterns(): { gm: RegExp; business: RegExp } {
  gm ??= new RegExp(words(GM_WORDS), 'u');
  business ??= new RegExp(words(BUSINESS_WORDS), 'gu');
  return { gm, business };
}

const GM_GATE = TERM_GATE.slot(() => termNeedles(GM_WORDS));
const BUSINESS_GATE = TERM_GATE.slot(() => termNeedles(BUSINESS_WORDS));

let areaWords: ReadonlySet<string> | null = null;
let countryWords: ReadonlySet<string> | null = null;

/** Every word of the areas company names carry (cheap: asked first). */
function areas(): ReadonlySet<string> {
  return (areaWords ??= new Set<string>([...AREA_NAMES].flatMap((n) => n.split(' ')).filter((w) => w.length >= 3)));
}

/** The one-word names of countries and continents in the profiles' languages (≈ 0.1 s to build: only when the areas miss). */
function countries(): ReadonlySet<string> {
  if (countryWords !== null) return countryWords;
  const found = new Set<string>();
  for (const name of regionNames([...CONTINENTS, ...regionCodes()])) {
    if (name.length === 1 && (name[0] as string).length >= 4) found.add(name[0] as string);
  }
  return (countryWords = found);
}

/** A place's word that is not a role word the classifier knows ("Chad", "Jersey"). */
function isPlaceWord(word: string, isKnown: (word: string) => boolean): boolean {
  return (areas().has(word) || countries().has(word)) && !isKnown(word);
}

/** A place's name, or its inflected form (an ending of `PLACE_ENDINGS` in place of the word's last one or two letters). */
function isPlace(word: string, isKnown: (word: string) => boolean): boolean {
  if (word.length < 3) return false;
  if (isPlaceWord(word, isKnown)) return true;
  for (let cut = 1; cut <= 2 && word.length - cut >= 4; cut++) {
    const stem = word.slice(0, -cut);
    if (PLACE_ENDINGS.some((ending) => isPlaceWord(stem + ending, isKnown))) return true;
  }
  return false;
}

/** True when a business word stands next to a place's name (a preposition between), or, in Han, Kana and Hangul, right after one. */
function placeBusiness(text: string, isKnown: (word: string) => boolean): boolean {
  const pattern = patterns().business;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const before = text.slice(0, m.index).trimEnd();
    if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]$/u.test(before) || /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(m[0])) {
      if (cjkPlaceNames().some((place) => before.endsWith(place))) return true;
    }
    const left = before.split(/[\s,]+/u).filter((w) => w !== '');
    const right = text.slice(m.index + m[0].length).split(/[\s,]+/u).filter((w) => w !== '');
    // A business word that opens a function's name is no country's business ("EMEA Business Development", "Operations Excellence").
    if (FUNCTION_AFTER.has(right[0] ?? '')) continue;
    for (const side of [left.reverse(), right]) {
      const [first, second] = side;
      if (first !== undefined && (isPlace(first, isKnown) || (BETWEEN.has(first) && second !== undefined && isPlace(second, isKnown)))) return true;
    }
  }
  return false;
}

function readCountryBusiness(text: string, read: TitleClassification, isKnown: (word: string) => boolean): TitleClassification {
  // A chief executive's words read c_level: with a country's business, the country's (as `scope-markers.ts` reads a country entity).
  if (read.seniority === null || read.seniority === 'ic' || (read.function === 'executive' && read.seniority !== 'c_level')) return read;
  if (!patterns().gm.test(text) || !placeBusiness(text, isKnown)) return read;
  return { seniority: 'vp', function: 'executive' };
}

/** The pass, behind the shared gate: only a title with a general manager's word and a business word is read. */
export function countryBusinessPass(isKnown: (word: string) => boolean): ClassPass {
  return gatedPass([GM_GATE], (text, read) => (TERM_GATE.holds(BUSINESS_GATE, text) ? readCountryBusiness(text, read, isKnown) : read));
}
