import { companyKey } from '../company/company-key';
import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { isCommonEnglishWord } from '../normalise/english-words';
import { segmentWords, stripAccents } from '../normalise/text';
import { isForeignTitle, isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { abbreviationsWrittenOut, withoutDrawnArticle } from './title-abbreviations';
import { acronymsAligned, sameOnceAligned, withoutRestatingGloss } from './title-acronyms';
import { withoutClient } from './title-client';
import { namesPlace, withoutTrailingCountry } from './title-country';
import { withoutCredentials } from './title-credentials';
import { compoundedAlike, contractedAlike, deputyPrefixed, inflectedAlike, unspacedAlike, withoutOwnShortForm, WORKING_TIME, writtenOutAlike } from './title-edits';
import { academicRankChanged, reorderedAroundPreposition, shortFormsWrittenOut, unitSegmentsAlike, withoutLeadingHonorifics } from './title-expanded';
import { glossOf } from './title-gloss';
import { gradeGlossed } from './title-grades';
import { administratorAlike, controlHeadAlike, gainsLead, headOfUnitAlike } from './title-heads';
import { inChargeAlike } from './title-in-charge';
import { glossAddsGrade, keptWithGloss, roleTranslatedBesideUnit, unitsListed } from './title-kept';
import { allEnglish, sameScript, twoOtherLanguages } from './title-languages';
import { lifeSciencesRestated } from './title-life-sciences';
import { siteNames, siteReplaced, sitesSegment, teamWrittenOut, withoutBracketedOriginal, withoutLeadingGloss, withoutTrailingSite } from './title-order';
import { postNominalCuts } from './title-post-nominals';
import { rewrittenWhole } from './title-rewritten';
import { roleNounTranslated } from './title-role-nouns';
import { roleNounRankTranslated } from './title-role-ranks';
import { sameTitleAcrossScripts } from './title-script';
import { CREDENTIALS, functionSegment, GRADE_WORDS, MARKET_WORDS, namedList, siteSegment, teamQualifier, unreadGloss, withoutDecoratedPlaces, withoutPronouns, withoutUnitNoun } from './title-segments';
import { withoutSharedShortForms } from './title-shared-forms';
import { sameLawNamed, shortFormWrittenOut } from './title-short-forms';
import { otherTrades, sameTradeReworded } from './title-sub-trades';
import { teamSizeAdded } from './title-team-size';
import { thaiInEnglish } from './title-thai';
import { departmentAdded, withDomainShortForms, withoutTradeCertification } from './title-trade-forms';
import { tradeRoleRestated } from './title-trade-roles';
import { rolesReadAlike, sameRoleWords, type SegmentPair, segmentPairs, translatedRoles } from './title-translated';
import { initialsWrittenOut, unitAfterKeptTitle } from './title-unit-added';
import { trailingUnit, unitFits, unitReplaced, withoutParentUnit, withoutUnitNumbers } from './title-units';
import { abbreviatedAlike, ABBREVIATIONS, english, FILLER, genderless, initialsAlike, orderedWords, unclipped } from './title-word-forms';
import { writtenOutWithPlace } from './title-written-out';

/**
 * Did an edit in place change the role? Not when the two titles normalise to the same one
 * (docs/decisions.md, "Detection wave 3"): case, accents, punctuation, emoji, "&" / " + " ↔ "and",
 * word order ("Director, Marketing" ≡ "Marketing Director"), small words ("VP Sales" ≡ "Vice
 * President of Sales"), common abbreviations expanded ("Sr. AE" ≡ "Senior Account Executive",
 * "CSM", "CFO", "VP Eng", "Head of HR"), a gendered form written out ("Geschäftsführer(in)" ≡
 * "Geschäftsführerin"), or a translation: one title in another language than the other and
 * the same seniority and function ("Vertriebsleiter" ≡ "Head of Sales", "Satış Müdürü" ≡
 * "Sales Manager"; with cognates in common, "Director de Ventas" ≡ "Sales Director": the words
 * that differ are English on one side only). "Account Executive" → "Senior Account Executive"
 * stays a change: grade words count. Round 28: credentials after a title, a short form written out with
 * its unit added, a whole title translated segment by segment (docs/decisions.md, "Detection round 28"). Round 30, at one
 * entry: a trade certification added, a field-service short form written out, a department and region after the title kept.
 */
export function sameRole(a: string | null | undefined, b: string | null | undefined, company: string | null = null): boolean {
  if (a === b) return true;
  return sameRoleOfPair(a ?? '', `${b ?? ''}${COMPANY_MARK}${company ?? ''}`);
}

/**
 * Round 28: the answer for a pair of titles at one employer, read once. The same edits recur across a run's profiles and
 * refreshes, and every round's rules (pure in the titles and the employer's name) are asked of a pair only the first time.
 */
const COMPANY_MARK = '\u0000';
const sameRoleOfPair = memoiseByTwoStrings((a: string, bAt: string): boolean => {
  const mark = bAt.lastIndexOf(COMPANY_MARK);
  const b = bAt.slice(0, mark);
  const company = bAt.slice(mark + 1);
  return sameRoleOnce(a, b, company === '' ? null : company);
});

/** Round 28's guard, asked first beside round 27's: a title translated segment by segment whose role names another grade is a change. */
function sameRoleOnce(a: string, b: string, company: string | null): boolean {
  if (a === b) return true;
  // Round 40: a title wholly one frontline trade's name beside the same trade's name in another language, script or the
  // regulator's term, at one entry (`title-trade-roles.ts`).
  if (company !== null && tradeRoleRestated(a, b)) return true;
  // Round 31, at one entry: the life-sciences trade's concepts and role nouns read across languages and short forms
  // (`title-life-sciences.ts`), asked last, and also where round 27's guard reads a grade added: "Associate" in "Clinical
  // Research Associate" is the role, no grade.
  // Round 32: two trades of HR named, none in common (a recruiter made an HR business partner), are two roles in any language.
  // Round 33: a deputy's prefix joined to the rank word on one side only ("Subdirector" → "Director") is a rank changed.
  if (otherTrades(a, b) || deputyPrefixed(a, b)) return false;
  if (round27Changed(a, b) || translatedRoles(a, b)?.sameGrades === false) return company !== null && lifeSciencesRestated(a, b);
  if (sameRoleAsWritten(a, b, company) || credentialsAdded(a, b, company) || restated(a, b, company) || postNominalsAdded(a, b, company)) return true;
  // Round 29: a role noun translated beside the words kept, asked only of an edit at one entry (the employer named); round 35:
  // a whole title translated, its one role noun naming one role (`title-role-ranks.ts`).
  if (company === null) return false;
  return (
    roleNounTranslated(a, b) ||
    roleNounRankTranslated(a, b) ||
    tradeEdited(a, b, company) ||
    lifeSciencesRestated(a, b) ||
    clientNamed(a, b, company) ||
    rewrittenInOtherScript(a, b, company) ||
    sameTradeReworded(a, b) ||
    unitRunOn(a, b, company) ||
    unitRunOn(b, a, company) ||
    hyphensJoined(a, b, company) ||
    // Round 40: a department, a desk or a team after the title kept whole, the lexicon reading both alike (`title-unit-added.ts`).
    unitAfterKeptTitle(a, b) ||
    // Round 40: initials joined by "&" written out on the other side ("F&B" ≡ "Food & Beverage"), read again in place.
    initialsWrittenOut(a, b, (x, y) => sameRole(x, y, company))
  );
}

/**
 * Round 39 (w4n's "Bauleiter" → "Bauleiter Hochbau"), at one entry: a division, trade or scope written after the whole title
 * with no separator ("Polier Ingenieurbau", "Conducteur de travaux gros œuvre", "Jefe de obra edificación", "Site Manager
 * Civils", "Uitvoerder utiliteitsbouw") is read as the same words after a dash, where the unit rules already tell a unit from a
 * grade, a second role or another function ("Bauleiter – Senior", "Site Manager – Trainee", "Projektleiter – Vertrieb" stay
 * changes). The shorter title must be one the lexicon reads, and the words added at most three.
 */
function unitRunOn(short: string, long: string, company: string): boolean {
  if (long.length <= short.length + 1 || !long.startsWith(`${short} `) || /[–—|(（,/]/u.test(long)) return false;
  const tail = long.slice(short.length + 1).trim();
  const words = segmentWords(tail);
  if (words.length === 0 || words.length > 3 || !/^[\p{L}\p{N}]/u.test(tail) || AND_WORDS.has(words[0] ?? '')) return false;
  if (!isKnownTitle(short) || english(segmentWords(short)) || words.some((w) => GRADE_WORDS.has(w) || RUN_ON_RANKS.has(w))) return false;
  // The dash's reading is asked without the employer, whose looser rules would take a second role for a unit ("Bauleiter –
  // Projektleiter"). A tail the lexicon reads no title in is not taken on the whole's reading alone: English writes a role's
  // second noun there ("Nurse Practitioner"). Not after an English title: English writes its units before the role noun, and
  // a word after it names a discipline or a segment the labelled sets read as a change ("Engineer" → "Engineer MEP", "Account
  // Executive" → "Account Executive SMB", "Maintenance Supervisor" → "… Plant Engineering").
  return company !== '' && sameRole(short, `${short} – ${tail}`, null);
}

/** A second function joined to the title is no unit ("Head of Sales" → "Head of Sales & Partnerships"). */
const AND_WORDS: ReadonlySet<string> = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'och', 'og', 'i', 'a', 'ja', 've', 'si']);

/** Rank words a run-on tail must not hold: a grade or a lead's word written after the title is a change ("Site Engineer Lead"). */
const RUN_ON_RANKS: ReadonlySet<string> = new Set(
  [
    'lead', 'leader', 'head', 'chief', 'supervisor', 'manager', 'director', 'assistant', 'apprentice', 'deputy', 'associate', 'specialist', 'officer', 'coordinator',
    // A senior's grade written after the role noun in the languages that put it there (Arabic, Hebrew, Hindi, the Slavic and Finnic
    // languages' adjectives after a noun in titles, Spanish, Portuguese, French and Italian "senior", "principal", "jefe").
    'أول', 'اول', 'أولى', 'בכיר', 'בכירה', 'वरिष्ठ', 'starszy', 'starsza', 'vanhempi', 'kidemli', 'старший', 'старша', 'главный', 'головний', 'mayor', 'principal', 'principale', 'chefe', 'jefe', 'jefa', 'capo',
  ].map((w) => segmentWords(w).join(' ')),
);

/**
 * Round 39 (w4n's "Responsable Maintenance Multitechnique" → "Multi-technical Maintenance Manager"), at one entry: a compound
 * written with a hyphen on one side ("Multi-technical", "Pre-Construction", "Multi-site") is the same word written whole, so the
 * two titles are compared again with the hyphens between letters taken out.
 */
function hyphensJoined(a: string, b: string, company: string): boolean {
  const ja = a.replace(HYPHEN_IN_WORD, '');
  const jb = b.replace(HYPHEN_IN_WORD, '');
  return (ja !== a || jb !== b) && sameRole(ja, jb, company);
}

const HYPHEN_IN_WORD = /(?<=\p{L})-(?=\p{L})/gu;

/** Round 32 (w4f), at one entry: a title rewritten whole in another script, its role the same (`title-rewritten.ts`). */
function rewrittenInOtherScript(a: string, b: string, company: string): boolean {
  const roles = rewrittenWhole(a, b);
  return roles !== null && (sameTitleAcrossScripts(roles[0], roles[1]) || sameRole(roles[0], roles[1], company));
}

/** Round 32 (w4f), at one entry: the client or assignment named after a title, set aside (`title-client.ts`). */
function clientNamed(a: string, b: string, company: string): boolean {
  const ca = withoutClient(a);
  const cb = withoutClient(b);
  return (ca !== null || cb !== null) && sameRole(ca ?? a, cb ?? b, company);
}

/**
 * Round 30 (w4d, `title-trade-forms.ts`), at one entry: a trade certification after the title, a domain short form written
 * out (or "Tech" as "Technician"), or the department and region named after the title kept whole.
 */
function tradeEdited(a: string, b: string, company: string): boolean {
  const ca = withoutTradeCertification(a);
  const cb = withoutTradeCertification(b);
  if ((ca !== null || cb !== null) && sameRole(ca ?? a, cb ?? b, company)) return true;
  const sa = withDomainShortForms(a);
  const sb = withDomainShortForms(b);
  if ((sa !== a || sb !== b) && sameRole(sa, sb, company)) return true;
  return departmentAdded(a, b) || departmentAdded(b, a);
}

/** Round 28 (w4b): the title with a run of credentials after it, read by their shape (`title-post-nominals.ts`), each shorter run first. */
function postNominalsAdded(a: string, b: string, company: string | null): boolean {
  return cutsOf(a).some((cut) => sameRole(cut, b, company)) || cutsOf(b).some((cut) => sameRole(a, cut, company));
}

const cutsOf = memoiseByString(postNominalCuts);

/** Round 27: an academic rank changed before the title, or a gloss that names another grade (read once per pair of titles). */
const round27Changed = memoiseByTwoStrings((a: string, b: string): boolean => academicRankChanged(a, b) || glossAddsGrade(a, b) || glossAddsGrade(b, a));

/**
 * Round 27 (w3z, w4a): the title restated — kept with its translation or the names of its units added (`title-kept.ts`), its
 * short forms written out, its words reordered around a preposition, the honorifics before it set aside, or its segments put
 * into another language with the unit's name a cognate (`title-expanded.ts`).
 */
function restated(a: string, b: string, company: string | null): boolean {
  if (a === '' || b === '') return false;
  if (restatedAlike(a, b)) return true;
  const ha = withoutLeadingHonorifics(a);
  const hb = withoutLeadingHonorifics(b);
  if ((ha !== a || hb !== b) && ha !== '' && hb !== '' && sameRole(ha, hb, company)) return true;
  // Round 38: abbreviations of several kinds written out or shortened in one edit (`title-abbreviations.ts`), asked last.
  return segmentsTranslated(a, b, company) || writtenOutBesidePlace(a, b, company) || writtenOutBesidePlace(b, a, company) || acronymWrittenOut(a, b, company) || abbreviationsWrittenOut(a, b) || drawnArticleDropped(a, b, company);
}

/**
 * Round 37 (w4l's "EHS主管（顺德工厂）" → "环境健康安全主管（顺德工厂）EHS Supervisor"): a role's or a department's acronym
 * written out, or an expansion abbreviated, in any language (`title-acronyms.ts`); the rest of the two titles judged as before.
 */
function acronymWrittenOut(a: string, b: string, company: string | null): boolean {
  const aligned = acronymsAligned(a, b);
  if (aligned === null) return false;
  const [ma, mb] = aligned;
  if (sameOnceAligned(ma, mb) || sameRole(ma, mb, company)) return true;
  // The acronym may stand again in an English gloss after the title ("… (HSE Specialist)"): the title without it.
  const ga = withoutRestatingGloss(ma);
  const gb = withoutRestatingGloss(mb);
  if (ga === null && gb === null) return false;
  return sameOnceAligned(ga ?? ma, gb ?? mb) || sameRole(ga ?? ma, gb ?? mb, company);
}

/** Round 38: the Arabic article drawn out before a Latin acronym ("مدير الـ HR") is no word; the titles without it judged again. */
function drawnArticleDropped(a: string, b: string, company: string | null): boolean {
  const da = withoutDrawnArticle(a);
  const db = withoutDrawnArticle(b);
  return (da !== null || db !== null) && sameRole(da ?? a, db ?? b, company);
}

/** Round 28 (w4b): a short form written out with the unit, place or zone added after a comma (`title-written-out.ts`). */
function writtenOutBesidePlace(short: string, long: string, company: string | null): boolean {
  const head = writtenOutWithPlace(short, long);
  return head !== null && sameRole(short, head, company);
}

/** The round's rules that need no employer's name, read once per pair of titles. */
const restatedAlike = memoiseByTwoStrings(
  (a: string, b: string): boolean =>
    keptWithGloss(a, b) ||
    keptWithGloss(b, a) ||
    unitsListed(a, b) ||
    unitsListed(b, a) ||
    shortFormsWrittenOut(a, b) ||
    reorderedAroundPreposition(a, b) ||
    // Round 36: a team size added after the title kept, its seniority reading not lifted (`title-team-size.ts`).
    teamSizeAdded(a, b) ||
    teamSizeAdded(b, a),
);

/** `sameRole` of the titles as written; the rules below ask it of their parts (credentials are set aside once, above). */
function sameRoleAsWritten(a: string, b: string, company: string | null): boolean {
  const wa = roleWords(a);
  const wb = roleWords(b);
  if (wa === wb) return true;
  if (wa !== '' && wb !== '' && (gradeGlossed(a, b) || gradeGlossed(b, a))) return true;
  if (wa === '' || wb === '' || rankInBracket(a, b) || rankInBracket(b, a)) return false;
  if (siteReplaced(a, b, segmentsOf) || unitReplaced(a, b)) return false;
  const pa = plainTitle(a, b);
  const pb = plainTitle(b, a);
  return sameRoleOf(pa, pb, company) || ((pa !== a || pb !== b) && roleWords(pa) === roleWords(pb)) || reordered(a, b, company);
}

/** Round 25 (w3y): the two titles without post-nominal letters, memberships and tool names (`title-credentials.ts`). */
function credentialsAdded(a: string, b: string, company: string | null): boolean {
  const ca = withoutCredentials(a);
  const cb = withoutCredentials(b);
  return (ca !== a || cb !== b) && sameRoleAsWritten(ca, cb, company);
}

/**
 * Round 20 (w3t): the same title with the English name written first, a site run on after it, or the team written out
 * after the rank (`title-order.ts`). A site runs on only where the other title names none.
 */
function reordered(a: string, b: string, company: string | null): boolean {
  const la = withoutLeadingGloss(a) ?? bracketedOriginal(a, b);
  const lb = withoutLeadingGloss(b) ?? bracketedOriginal(b, a);
  if ((la !== null && sameRoleAsWritten(la, b, company)) || (lb !== null && sameRoleAsWritten(a, lb, company))) return true;
  const sa = withoutTrailingSite(a);
  const sb = withoutTrailingSite(b);
  if (sa !== null && siteNames(b, segmentsOf).size === 0 && sameRoleAsWritten(sa, b, company)) return true;
  if (sb !== null && siteNames(a, segmentsOf).size === 0 && sameRoleAsWritten(a, sb, company)) return true;
  return teamWrittenOut(a, b) || unitWrittenOut(a, b, company) || countryAdded(a, b, company) || unitAdded(a, b, company);
}

/**
 * Rounds 24, 27 and 28 as one mechanism (round 29; `title-translated.ts`): a title put into another language segment by segment.
 * Both titles are cut on the same separator (`segmentPairs`); the second segments (or the units, wherever they stand) name the
 * same unit, subject or law — their content words cognates or one concept, or the lexicon reading them alike — and the role
 * segments the same role: the same words beside their grades, the lexicon's rank and function across two languages, or
 * `sameRole`. The one guard (in `sameRoleOnce`): a translated unit beside roles of other grades is a change.
 */
function segmentsTranslated(a: string, b: string, company: string | null): boolean {
  return segmentPairs(a, b).some((pair) => segmentPairTranslated(pair, company));
}

function segmentPairTranslated(pair: SegmentPair, company: string | null): boolean {
  const [a1, a2] = pair.a;
  const [b1, b2] = pair.b;
  if (a1 === '' || b1 === '') return false;
  const read = pair.read;
  if (read !== null && read.sameGrades) {
    const [ra, rb] = read.roles;
    if (sameRoleWords(ra, rb) || (read.twoLanguages && rolesReadAlike(ra, rb)) || sameRole(ra, rb, company)) return true;
  }
  if (unitSegmentsAlike(a2, b2) && (roleTranslatedBesideUnit(a1, b1, a2, b2) || sameRole(a1, b1, company))) return true;
  return (sameLawNamed(a2, b2) || sameRoleAsWritten(a2, b2, company)) && sameRoleAsWritten(a1, b1, company);
}

/** Round 23 (w3w): the team or the unit the role works in named after the title, where the other title names none (`title-units.ts`). */
function unitAdded(a: string, b: string, company: string | null): boolean {
  const ua = trailingUnit(a);
  const ub = trailingUnit(b);
  if ((ua === null) === (ub === null)) return false;
  return ua !== null ? unitFits(a, ua.before) && sameRoleAsWritten(ua.before, b, company) : ub !== null && unitFits(b, ub.before) && sameRoleAsWritten(a, ub.before, company);
}

/** Round 22 (w3v): one country named after the title, where the other title names no place (`title-country.ts`). */
function countryAdded(a: string, b: string, company: string | null): boolean {
  const ca = withoutTrailingCountry(a);
  const cb = withoutTrailingCountry(b);
  if ((ca === null) === (cb === null)) return false;
  return ca !== null ? !namesPlace(b) && sameRoleAsWritten(ca, b, company) : cb !== null && !namesPlace(a) && sameRoleAsWritten(a, cb, company);
}

/** The title kept in brackets after its English name, where the other title has no such bracket. */
function bracketedOriginal(title: string, other: string): string | null {
  return withoutBracketedOriginal(other) === null ? withoutBracketedOriginal(title) : null;
}

/**
 * Round 21 (w3u): the unit written out more fully in Japanese, Korean or Chinese — its number written in, the department
 * above it written before it (`title-units.ts`).
 */
function unitWrittenOut(a: string, b: string, company: string | null): boolean {
  const na = withoutUnitNumbers(a, b);
  const nb = withoutUnitNumbers(b, a);
  if (na !== null || nb !== null) return sameRoleAsWritten(na ?? a, nb ?? b, company);
  const pa = withoutParentUnit(a);
  const pb = withoutParentUnit(b);
  return (pa !== null && pb === null && sameRoleAsWritten(pa, b, company)) || (pb !== null && pa === null && sameRoleAsWritten(a, pb, company));
}


/**
 * A rank named inside a bracket the other title lacks, beside a place or a unit after a comma (round 18's open row,
 * "Geologist (Team Lead, Bakken Basin)"; round 19): the comma split the bracket, and the rank went with the place. A part
 * of the bracket that reads a rank above an individual's, which neither the title before the bracket nor the other title
 * reads, makes a change.
 */
function rankInBracket(title: string, other: string): boolean {
  const m = /^(.*\S)\s*[(（]([^()（）]*,[^()（）]*)[)）]\s*$/u.exec(title);
  if (m === null || other.includes(m[2] ?? '')) return false;
  const held = new Set([classifyTitle(m[1] ?? '').seniority, classifyTitle(other).seniority]);
  return (m[2] ?? '').split(',').some((part) => {
    const rank = classifyTitle(part).seniority;
    return rank !== null && rank !== 'ic' && !held.has(rank);
  });
}

/**
 * Rounds 16-17: the title without places a pictograph decorates and without its own short form in brackets; round 19
 * (w3s): without pronouns, and with clipped words run together written as their pieces ("RevOps" → "Rev Ops").
 */
function plainTitle(title: string, other: string): string {
  return withoutOwnShortForm(withoutDecoratedPlaces(withoutPronouns(unclipped(title, other)), other));
}

function sameRoleOf(a: string, b: string, company: string | null): boolean {
  if (unspacedAlike(a, b)) return true;
  const da = undecorated(withoutCompany(a, company));
  const db = undecorated(withoutCompany(b, company));
  if ((da !== a || db !== b) && roleWords(da) === roleWords(db)) return true;
  if (roleWords(undecoratedAgainst(withoutCompany(a, company), b)) === roleWords(undecoratedAgainst(withoutCompany(b, company), a))) return true;
  if (sameSegments(a, b)) return true;
  if (abbreviatedAlike(a, b) || abbreviatedAlike(da, db) || initialsAlike(da, db) || writtenOutAlike(a, b) || contractedAlike(da, db) || compoundedAlike(a, b)) return true;
  const ha = withoutHonorific(da);
  const hb = withoutHonorific(db);
  if ((ha !== da || hb !== db) && roleWords(ha) === roleWords(hb)) return true;
  return translated(a, b) || shortFormWrittenOut(a, b) || sameTitleAcrossScripts(a, b) || cognatesAlike(a, b) || thaiTranslated(a, b, company) || thaiTranslated(b, a, company) || sharedShortFormAlike(a, b, company) || controlHeadAlike(a, b);
}

/** Round 23 (w3w): the two titles judged without the short forms both hold (`title-shared-forms.ts`). */
function sharedShortFormAlike(a: string, b: string, company: string | null): boolean {
  const cut = withoutSharedShortForms(a, b);
  if (cut === null) return false;
  const fa = classifyTitle(cut[0]).function;
  const fb = classifyTitle(cut[1]).function;
  return fa !== null && fa !== 'other' && fb !== null && fb !== 'other' && sameRoleAsWritten(cut[0], cut[1], company);
}

/** Round 21 (w3u): a Thai title replaced by its English translation, read word by word (`title-thai.ts`). */
function thaiTranslated(thai: string, other: string, company: string | null): boolean {
  const read = thaiInEnglish(thai);
  return read !== null && thaiInEnglish(other) === null && /\p{Script=Latin}/u.test(other) && sameRoleAsWritten(read, other, company);
}

/**
 * Round 18 (w3r: "Category Analyst" → "Analista de Categoría"): the same words in another language's spelling — cognates
 * that differ in an ending vowel and the spellings languages write alike (y/i, ph/f, th/t, k/c, doubled letters) —,
 * reordered around the language's small words ("de", "di", "do"): "Trade Marketing Analyst" ≡ "Analista de Trade
 * Marketing", "Marketing Analyst" ≡ "Analista de Marketing". Every word must find its cognate on the other side, so a word
 * added or dropped ("Analista Sênior de Marketing") stays a change.
 */
function cognatesAlike(a: string, b: string): boolean {
  const ca = cognateWords(a);
  const cb = cognateWords(b);
  return ca !== '' && ca === cb && writtenWords(a) !== writtenWords(b);
}

const cognateWords = memoiseByString((title: string): string =>
  [...new Set(orderedWords(title).map((w) => cognate(w.word)))].sort().join(' '),
);

function cognate(word: string): string {
  const folded = word.replace(/ph/gu, 'f').replace(/th/gu, 't').replace(/ck/gu, 'c').replace(/k/gu, 'c').replace(/y/gu, 'i').replace(/(\p{L})\1/gu, '$1');
  const stem = folded.replace(/[aeiou]+$/u, '');
  return stem.length >= 4 ? stem : folded;
}

/**
 * A professional honorific or an academic degree before the title changes no role: Arabic "م." (engineer), "Ing.",
 * "Eng.", "Ir.", "Dr." ("م. مهندس صيانة" ≡ "مهندس صيانة"), and (round 13) the degrees written before a name or a title
 * in Vietnamese (TS., ThS., PGS., GS.), Czech and Slovak (Mgr., Bc., MUDr., JUDr., PhDr., RNDr.), German and Austrian
 * (Prof., Mag., Dipl.-Ing., Dr.-Ing.), Italian (Dott.), Turkish (Doç.), and "PhD" — one or several in a row
 * ("TS. Giảng viên" ≡ "Giảng viên", "Prof. Dr. Chefarzt" ≡ "Chefarzt").
 */
function withoutHonorific(title: string): string {
  return title.replace(HONORIFICS, '');
}

const HONORIFICS = /^\s*(?:(?:م|ing|eng|ir|dr|drs|ts|ths|pgs|gs|prof|mgr|bc|mudr|mvdr|judr|phdr|rndr|mag|dott|doç|doc|dipl\.-ing|dr\.-ing)\.\s*|phd,?\s+)+(?=\S)/iu;

/** The title without a segment that names the entry's own company ("Directrice commerciale – Schneider Electric"). */
function withoutCompany(title: string, company: string | null): string {
  return company === null || company === '' ? title : withoutCompanyOf(title, company);
}

/** `withoutCompany` of a title and a company: a title and its employer recur across the profiles of a run, each pair read once. */
const withoutCompanyOf = memoiseByTwoStrings((title: string, company: string): string => {
  const key = companyKey(company);
  if (key === '') return title;
  const parts = segmentsOf(title);
  if (parts.length < 2) return title;
  const kept = parts.filter((p, i) => i === 0 || (companyKey(p) !== key && !employerUnit(p, company)));
  return kept.length === parts.length ? title : kept.join(' | ');
});

/**
 * The employer's own office or unit named after the title (round 16, w3p: "– HCA Healthcare Division Office" at HCA
 * Healthcare): the segment starts with the employer's name and the words after it name no role, market or place.
 */
function employerUnit(segment: string, company: string): boolean {
  const own = segmentWords(segment);
  const name = segmentWords(company);
  if (name.length === 0 || own.length <= name.length || name.some((w, i) => own[i] !== w)) return false;
  const rest = own.slice(name.length);
  return rest.length <= 3 && !rest.some((w) => isKnownTitle(w) || MARKET_WORDS.has(w) || AREA_NAMES.has(w) || GRADE_WORDS.has(w));
}

/**
 * The same segments, one written after a dash and the other in brackets, a unit noun dropped (round 15, w3n: "Sr.
 * Associate – Operations Practice" ≡ "Senior Associate (Operations)"): the title's first segment and every qualifier
 * read alike, in order.
 */
const sameSegments = memoiseByTwoStrings((a: string, b: string): boolean => sameSegmentsOf(a, b));

function sameSegmentsOf(a: string, b: string): boolean {
  const read = (t: string): string =>
    t
      .split(SEGMENT)
      .filter((p): p is string => p !== undefined && p.trim() !== '')
      .map((p, i) => roleWords(i === 0 ? p : withoutUnitNoun(p)))
      .join(' | ');
  return a !== b && read(a) === read(b);
}

/**
 * Separators of title segments: " | ", " - ", " · ", ", ", a trailing bracket, and a space where a title in
 * another script meets Latin letters ("单证员 Documentation Clerk", "Бухгалтер Accountant": round 11, w3j).
 */
const SEGMENT =
  /\s+[|\-–—·•/]\s+|\s*[|·•]\s*|,\s+|\s*[(（]([^()（）]*)[)）]\s*$|(?<=[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\s+(?=\p{Script=Latin})/u;

/**
 * The segments of a title (see SEGMENT); a trailing bracket is one segment even when a dash or a slash is written inside
 * it (round 16, w3o: "Assistant Manager, Procurement (Direct Materials – Castings)").
 */
const segmentsOf = memoiseByString((title: string): readonly string[] => {
  const bracket = TRAILING_BRACKET.exec(title);
  const inner = bracket?.[2];
  const [head, tail] = bracket !== null && inner !== undefined && /\s[-–—/|]\s/u.test(inner) ? [bracket[1] ?? title, [inner]] : [title, []];
  return [...head.split(SEGMENT).filter((p): p is string => p !== undefined && p.trim() !== ''), ...tail];
});

const TRAILING_BRACKET = /^(.*\S)\s*[(（]([^()（）]+)[)）]\s*$/u;

/**
 * The title without segments that name no role: a city, a market, an industry, an emoji
 * ("Engineering Manager - Bengaluru", "Account Executive | SaaS | B2B", "Data Scientist 🚀"). The
 * first segment always stays; a segment with a role word the classifier knows ("Team Lead",
 * "Sales") is part of the title.
 */
const undecorated = memoiseByString((title: string): string => {
  const parts = segmentsOf(title);
  if (parts.length < 2) return title;
  const [first, ...rest] = parts;
  return [first, ...rest.filter((p) => !droppable(p, first ?? '', title, parts))].join(' ');
});

/** A segment that names no other role; a team is judged against the title without it (its other segments included). */
function droppable(segment: string, first: string, title: string, parts: readonly string[]): boolean {
  if (decoration(segment) || namedList(segment) || glossOf(segment, first) || siteSegment(segment) || sitesSegment(segment)) return true;
  return teamQualifier(segment, first, title) || teamQualifier(segment, parts.filter((p) => p !== segment).join(', '), title);
}

/**
 * The title without the segments that name no other role and that the other title lacks, the function the title already
 * reads among them (round 16, w3p: "Controller | Corporativo – Finanças" ≡ "Controller Corporativo": the same words
 * reordered around a bar, the area named after a dash). A segment whose words the other title has stays.
 */
function undecoratedAgainst(title: string, other: string): string {
  return undecoratedAgainstOf(title, other);
}

/** `undecoratedAgainst` of a title and the other title: the same edits recur across the profiles of a run, each pair read once. */
const undecoratedAgainstOf = memoiseByTwoStrings((title: string, other: string): string => {
  const parts = segmentsOf(title);
  if (parts.length < 2) return title;
  const [first = '', ...rest] = parts;
  const theirs = new Set(roleWords(other).split(' '));
  const kept = rest.filter((p) => roleWords(p).split(' ').every((w) => theirs.has(w)) || !(droppable(p, first, title, parts) || functionSegment(p, first, title)));
  return [first, ...kept].join(' ');
});

/** A job advert's gender tag: "(m/w/d)", "(h/f)", "(f/m/x)", "(w/m/div)". */
const JOB_AD_TAG = /^\s*(?:[mwfhdx]|div)(?:\s*[/|,]\s*(?:[mwfhdx]|div)){1,3}\s*$/iu;

/** A slogan after the title: "Helping B2B teams stay audit-ready", "Passionate about people". */
const SLOGAN = /^(?:helping|building|driving|making|turning|empowering|enabling|creating|connecting|growing|scaling|passionate|obsessed|on a mission|love|loving|dedicated to)\b/iu;

/** Industry and work-mode tags people hang on a title: "SaaS", "B2B", "Remote", "Hiring". */
const TAGS = new Set([
  'saas', 'b2b', 'b2c', 'b2b2c', 'd2c', 'dtc', 'fintech', 'healthtech', 'edtech', 'proptech', 'insurtech', 'martech', 'adtech',
  'regtech', 'legaltech', 'cleantech', 'climatetech', 'deeptech', 'web3', 'crypto', 'blockchain', 'ai', 'ml', 'genai', 'startup',
  'startups', 'scaleup', 'tech', 'ecommerce', 'e', 'commerce', 'marketplace', 'remote', 'hybrid', 'onsite', 'hiring', 'we', 're',
  'are', 'open', 'to', 'work', 'plg', 'sls', 'gtm', 'cloud', 'and', '&', 'or',
]);

/**
 * A segment that names no role: emoji and symbols, industry and work-mode tags, or a place or
 * brand written as a proper name (words that are neither common English nor a role word nor an
 * area: "Bengaluru", "Lyon"). A market segment ("Enterprise", "Mid-Market"), a team ("Payments")
 * or an area ("EMEA", "DACH") qualifies the role: an edit adding one is a change.
 */
const decoration = memoiseByString((segment: string): boolean => {
  if (JOB_AD_TAG.test(segment) || SLOGAN.test(segment.trim()) || WORKING_TIME.test(segment.trim())) return true;
  const words = stripAccents(segment).toLowerCase().split(/[^\p{L}\p{N}&]+/u).filter((w) => w !== '');
  if (words.length === 0 || CREDENTIALS.has(stripAccents(segment).toLowerCase().replace(/[.\s]+/gu, ''))) return true;
  if (words.length > 6 || isKnownTitle(segment)) return false;
  if (words.length > 3) return unreadGloss(words);
  return words.every((w) => TAGS.has(w)) || words.every((w) => !isCommonEnglishWord(w) && !AREA_NAMES.has(w) && !isKnownTitle(w) && !/\d/u.test(w));
});

/**
 * A gender suffix written with a bracket or sign joins its word: "Geschäftsführer(in)" → "geschäftsführerin",
 * and the Hebrew slash form its feminine: "רכז/ת" → "רכזת" (round 11: a feminine title rewritten as the slash form).
 */
const GENDER_SUFFIX = /(\p{L})(?:\(|\/|\*|:|_)(in|innen|a|e|ka|ová|ת|ית)\)?(?![\p{L}\p{N}])/gu;

/** Hebrew final letters are their letters ("יועץ/ת" joined is "יועצת"): the final form says only where a word ends. */
const HEBREW_FINAL = /[ךםןףץ]/gu;
const HEBREW_FINALS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** The role words as written (sorted, abbreviations expanded): what a translation is judged on. */
const writtenWords = memoiseByString((title: string): string =>
  stripAccents(title.replace(GENDER_SUFFIX, '$1$2').replace(HEBREW_FINAL, (c) => HEBREW_FINALS[c] ?? c))
    .toLowerCase()
    .replace(/&|(?<=\s)\+(?=\s)/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w !== '')
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
    .filter((w) => !FILLER.has(w))
    .sort()
    .join(' '),
);

/**
 * The role words with feminine and masculine forms read as one (see GENDER_ENDINGS), each once: a word written
 * twice in two spellings ("Purser / Pursér", "Şoför / Sofor") is one word (round 11).
 */
const roleWords = memoiseByString((title: string): string => [...new Set(writtenWords(title).split(' ').map(genderless))].sort().join(' '));

/** `translation` of two titles, read once per pair (round 27: the loop asks it of the same pairs again and again). */
const translated = memoiseByTwoStrings((a: string, b: string): boolean => translation(a, b, writtenWords(a), writtenWords(b)));

function translation(a: string, b: string, wa: string, wb: string): boolean {
  const ua = onlyIn(wa, wb);
  const ub = onlyIn(wb, wa);
  if (ua.length === 0 || ub.length === 0) return false;
  const shared = ua.length < wa.split(' ').length;
  // Without a word in common, one lexicon term of another language suffices ("Vertriebsleiter" →
  // "Head of Sales"); with cognates in common ("Director de Ventas" → "Sales Director"), the words
  // that differ must be English on one side and hold a term of another language on the other.
  // Two titles written in one non-Latin script are one language, no translation of each other
  // ("Керівник відділу продажів" → "Комерційний директор" is an edit).
  if (!shared && (sameScript(a, b) || (!oneSideEnglish(ua, ub, a, b) && !twoOtherLanguages(a, b)) || (allEnglish(wa.split(' ')) && allEnglish(wb.split(' '))))) return false;
  const languages = shared ? otherLanguage(ua, ub) || otherLanguage(ub, ua) : isForeignTitle(a) || isForeignTitle(b);
  if (!languages) return false;
  const ca = classifyTitle(a);
  const cb = classifyTitle(b);
  // Round 14 (w3m: "Giảng viên" → "Trưởng khoa", lecturer → dean): with no word in common, a title the lexicon does not
  // know is read as "other", which is no evidence of one role — an unknown title is nobody's translation.
  if (!shared && ca.function === 'other' && !(isKnownTitle(a) && isKnownTitle(b))) return false;
  // Round 22 (w3v): a lead or team word gained beside the same function words is a rank, not a language (`title-heads.ts`).
  if (gainsLead(ua, ub, shared)) return false;
  const alike = ca.seniority !== null && ca.seniority === cb.seniority && ca.function === cb.function;
  return alike || inChargeAlike(a, b, ca, cb) || headOfUnitAlike(a, b, ca, cb) || administratorAlike(a, b, ca, cb);
}

/**
 * Round 16 (w3p's "IT Support Engineer" → "Information Security Analyst", w3o's "HR Generalist" → "Talent Acquisition
 * Lead"): with no word in common, a translation is between English and another language — the words one title has alone
 * English and the other's not, or the two written in other scripts. Two English titles, or two of one other language
 * ("Lähihoitaja" → "Sairaanhoitaja", practical → registered nurse), that read the same rank and function are two roles.
 */
function oneSideEnglish(ua: readonly string[], ub: readonly string[], a: string, b: string): boolean {
  if (/\p{Script=Latin}/u.test(a) !== /\p{Script=Latin}/u.test(b)) return true;
  // A word of one inflected alike in the other ("mzdové" / "mzdová") is a cognate: the same language reworded.
  if (ua.some((x) => ub.some((y) => inflectedAlike(x, y)))) return true;
  return writtenInEnglish(ua, a) !== writtenInEnglish(ub, b);
}

/** English words only, or no lexicon term of another language ("Welder", which the common-word list lacks). */
function writtenInEnglish(words: readonly string[], title: string): boolean {
  return english(words.filter((w) => !AREA_NAMES.has(w))) || !isForeignTitle(title);
}

/** The words of `x` (sorted role words) that `y` does not have. */
function onlyIn(x: string, y: string): string[] {
  const other = new Set(y.split(' '));
  return x.split(' ').filter((w) => !other.has(w));
}

/**
 * The words `x` has alone are English; those `y` has alone are not all English and hold a lexicon
 * term of another language ("manager" is a term of many languages, so it alone says nothing).
 * Round 23 (w3w's "… закупівель ІТ" → "IT Procurement …"): a word of an English lexicon term the common-word list lacks
 * ("procurement") is English on the English side (`allEnglish`).
 */
function otherLanguage(x: readonly string[], y: readonly string[]): boolean {
  return allEnglish(x) && !english(y) && isForeignTitle(y.join(' '));
}
