import { isCommonEnglishWord } from '../normalise/english-words';
import { companyTokens } from './company-key';
import { inOrder } from './in-order';
import { splitLegalForm, withoutCjkLegalForm } from './legal-forms';
import { REGION_NAMES, splitAreas } from './regions';

/**
 * A group's registered entity, read at a hand-off (issue #21, round 9: holdout-w3h's "Samsung
 * Electronics" → "Công ty TNHH Samsung Electronics Việt Nam Thái Nguyên", "Toyota Motor Europe" →
 * "Toyota Motor Manufacturing France", "Grab" → "PT Grab Teknologi Indonesia", "DHL Express" → "DHL
 * Worldwide Express Taşımacılık ve Ticaret A.Ş.", "쿠팡" → "쿠팡풀필먼트서비스"). The caller
 * (`families.ts`) has checked the hand-off: the old entry ended the month the new one started or
 * the month before. `group` is the old employer's name, `entity` the new one's. One of:
 *
 * - **the group's words in a row**: two words or more of the group's name (areas aside), in the same
 *   order and next to each other, inside an entity name that carries a legal form or a country —
 *   a registered national company ("Hyundai Motor Company" → "Hyundai Motor Manufacturing Czech
 *   s.r.o."); names that share only their first word ("Hyundai Heavy Industries", "General
 *   Dynamics") do not meet it;
 * - **one word and a country**: the group's name is one word of four letters or more, and the entity
 *   is that word with a country and words that only say what kind of entity it is, in the local
 *   language too ("PT Grab Teknologi Indonesia", "Công ty TNHH Canon Việt Nam");
 * - **initials first**: the group's name starts with its initials written in capitals ("DHL", "BMW")
 *   and its words come in the same order in the entity's name;
 * - **a compound that starts with the group's name**, in scripts written without spaces (Hangul,
 *   Kana, Han), two letters or more, whatever follows ("카카오" → "카카오모빌리티", "ソフトバンク" → "ソフトバンクロボティクス",
 *   "삼성" → "삼성SDI");
 *   a shared prefix alone ("현대백화점" ↔ "현대자동차", "长城汽车" ↔ "长城宽带") is not one.
 *
 * A region on one side and a country on the other ("Europe" ↔ "France") name no two countries.
 */
export function registeredEntity(group: string, entity: string): boolean {
  const g = wordsOf(group);
  const e = wordsOf(entity);
  if (g.core.length === 0 || e.core.length === 0) return false;
  if (groupWordsInARow(g, e, entity)) return true;
  if (oneWordAndCountry(g, e)) return true;
  if (initialsFirst(group, g.core, e.core)) return true;
  return compoundOfBrand(group, entity);
}

/** Two words or more of the group's name, six letters or more together ("LG Electronics"), in a row inside a registered entity's name. */
function groupWordsInARow(g: Words, e: Words, entity: string): boolean {
  if (g.core.length < 2 || g.core.join('').length < 6 || g.core.some((w) => w.length < 2)) return false;
  return (e.areas.size > 0 || hasLegalForm(entity)) && inARow(g.core, e.core);
}

interface Words {
  core: string[];
  areas: Set<string>;
}

/** Words of an entity's kind and legal words of the local languages left by the legal-form filter (also set aside by `families.ts` at a hand-off). */
export const KIND_WORDS: ReadonlySet<string> = new Set([
  'cong', 'ty', 'tnhh', 'co', 'phan', 'cp', 'pt', 'tbk', 'persero', 'sirketi', 'ticaret', 've', 'anonim', 'sdn', 'bhd', 'pvt', 'private',
  'jsc', 'llc', 'ooo', 'tov', 'sanayi', 'sanayii', 'ltda', 'limitada', 'sro', 'kft', 'zrt', 'nyrt', 'srl', 'sas', 'sarl', 'gmbh', 'ag', 'bv', 'nv', 'ab', 'oy', 'oyj', 'teknologi', 'tecnologia', 'technologie', 'technologies', 'technology', 'teknoloji', 'cong nghe', 'nghe',
  'services', 'service', 'servicos', 'servicios', 'dich', 'vu', 'layanan', 'hizmetleri', 'operations', 'solutions',
]);

function wordsOf(name: string): Words {
  const { core, areas } = splitAreas(companyTokens(name));
  return { core: core.filter((w) => w !== 'and'), areas };
}

function hasLegalForm(name: string): boolean {
  return splitLegalForm(name).legalForm !== null || withoutCjkLegalForm(name) !== name;
}

function inARow(short: readonly string[], long: readonly string[]): boolean {
  for (let i = 0; i + short.length <= long.length; i++) if (short.every((w, k) => long[i + k] === w)) return true;
  return false;
}

function oneWordAndCountry(g: Words, e: Words): boolean {
  if (g.core.length !== 1 || (g.core[0] ?? '').length < 4) return false;
  if ([...e.areas].every((a) => REGION_NAMES.has(a))) return false;
  const rest = e.core.filter((w) => w !== g.core[0]);
  return rest.length < e.core.length && rest.every((w) => KIND_WORDS.has(w));
}

/** The group's name starts with initials in capitals ("DHL Express") and its words come in order in the entity's. */
function initialsFirst(group: string, g: readonly string[], e: readonly string[]): boolean {
  const first = /^\s*(\p{Lu}{3,5})(?![\p{L}\p{N}])/u.exec(group)?.[1]?.toLowerCase();
  return first !== undefined && first === g[0] && !isCommonEnglishWord(first) && e[0] === first && inOrder(g, e);
}

const SYLLABLES = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\u30fc]+$/u;

function compoundOfBrand(group: string, entity: string): boolean {
  const g = withoutCjkLegalForm(group).replace(/\s+/gu, '');
  const e = withoutCjkLegalForm(entity).replace(/\s+/gu, '');
  // The group's name is syllabic; the entity's may go on in Latin letters ("삼성" → "삼성SDI").
  if (!SYLLABLES.test(g) || !/^[\p{Script=Hangul}\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\u30fc]/u.test(e)) return false;
  return [...g].length >= 2 && e.length > g.length && e.startsWith(g);
}
