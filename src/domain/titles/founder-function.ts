import { termNeedles } from './class-terms-finder';
import { blankSpans } from './employer-context';
import { words } from './role-classes';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A founder's function (issue #21, round 33, founding33): a founder or co-founder runs the company, so the company the title names
 * lends no function ("Founder, boutique recruiting firm", "Cofundador de uma transportadora", "Fizik tedavi merkezi kurucusu",
 * "Co-founder & CEO – credit union loan-origination startup" are executive), while a trade the founder holds keeps its function
 * ("Co-founder & CTO" engineering, "Cofounder, Growth" marketing, "Salah Satu Pendiri – Produk" product, as every read set labels
 * them: docs/decisions.md, "Detection round 33 (founding)").
 *
 * `owner-business.ts` finds the company an owner names by a company-kind noun and `classify.ts` reads no function there; the trade
 * passes after it (a finance, health, media or transport word of the company's) could still lend the company's function. This
 * pass, last of `CLASS_PASSES`, reads a founder's title again with the company's phrase blanked, and takes that reading's function.
 *
 * A partner's title is left as it is: a founding partner of a professional firm practises its trade (the read sets label "Founding
 * Partner, tax advisory boutique" finance), and a founding-team member is no founder (`role-classes.ts`: ic, never read here).
 */
const FOUNDER_WORDS: readonly string[] = [
  'founder', 'founders', 'co founder', 'co founders', 'cofounder', 'cofounders', 'grunder', 'grunderin', 'mitgrunder', 'mitgrunderin',
  'firmengrunder*', 'fondateur', 'fondatrice', 'cofondateur', 'cofondatrice', 'co fondateur', 'co fondatrice', 'fundador', 'fundadora',
  'cofundador', 'cofundadora', 'co fundador', 'co fundadora', 'fondatore', 'fondatrice', 'cofondatore', 'cofondatrice', 'co fondatore',
  'oprichter', 'oprichtster', 'medeoprichter', 'mede oprichter', 'medeoprichtster', 'załozyciel*', 'wspołzałozyciel*', 'zalozyciel*',
  'wspolzalozyciel*', 'grundare', 'grundaren', 'medgrundare', 'medgrundaren', 'perustaja', 'perustajana', 'toinen perustaja', 'osaperustaja',
  'zakladatel', 'zakladatelka', 'spoluzakladatel', 'spoluzakladatelka', 'alapito', 'alapitoja', 'tarsalapito', 'tarsalapitoja', 'fondator',
  'fondatoare', 'cofondator', 'cofondatoare', 'co fondator', 'ιδρυτησ', 'ιδρυτρια', 'συνιδρυτησ', 'συνιδρυτρια', 'засновник', 'засновниця',
  'співзасновник', 'співзасновниця', 'основатель', 'основательница', 'сооснователь', 'kurucu', 'kurucusu', 'kurucusuyum', 'pendiri',
  'salah satu pendiri', 'nha sang lap', 'nguoi sang lap', 'dong sang lap', 'مؤسس', 'ومؤسس', 'المؤسس', 'מייסד', 'מייסדת', 'ומייסד', 'ומייסדת',
  'המייסד', 'המייסדת', 'संस्थापक', 'संस्थापिका', 'सह संस्थापक', 'सह संस्थापिका', 'sansthapak', 'sah sansthapak', '창업자', '공동창업자',
  '창업주', '설립자', '창립자', '創業者', '共同創業者', '創設者', 'ファウンダー', '创始人', '联合创始人', '創辦人', '创办人',
];

/** A partner's words (the founding partner of a firm practises its trade; see above). */
const PARTNER_WORDS: readonly string[] = [
  'partner', 'partnerin', 'partners', 'associe', 'associee', 'socio', 'socia', 'vennoot', 'ortak', 'ortagi', 'wspolnik', 'wspolniczka',
  'wspolnik', 'osakas', 'delagare', 'spolecnik', 'tarstulajdonos', 'mitra', 'شريك', 'שותף', 'שותפה', 'パートナー', '合伙人',
];

let founder: RegExp | null = null;
let partner: RegExp | null = null;

/** The founder's words (built on first use). */
function founderPattern(): RegExp {
  return (founder ??= new RegExp(words(FOUNDER_WORDS), 'u'));
}

function partnerPattern(): RegExp {
  return (partner ??= new RegExp(words(PARTNER_WORDS), 'u'));
}

/** The gate's literals: a founder's word's start (spaced scripts), or the CJK word anywhere. */
const FOUNDER_GATE = TERM_GATE.slot(() => termNeedles(FOUNDER_WORDS));

/** What the pass needs of the classifier: its reading of a text, and the spans that name the company an owner runs. */
export interface FounderReader {
  classify: (title: string) => TitleClassification;
  businessSpans: (text: string) => readonly [number, number][];
}

function readFounderFunction(text: string, read: TitleClassification, reader: FounderReader): TitleClassification {
  if (read.seniority !== 'c_level' || read.function === 'executive' || read.function === null) return read;
  if (!founderPattern().test(text) || partnerPattern().test(text)) return read;
  const business = reader.businessSpans(text);
  if (business.length === 0) return read;
  const own = reader.classify(blankSpans(text, business));
  if (own.seniority !== 'c_level' || own.function === null || own.function === read.function) return read;
  return { seniority: 'c_level', function: own.function };
}

/** The pass, behind the shared gate: only a title with a founder's word is read. */
export function founderFunctionPass(reader: FounderReader): ClassPass {
  return gatedPass([FOUNDER_GATE], (text, read) => readFounderFunction(text, read, reader));
}
