import { memoiseByString } from '../company/memoise';
import { ACADEMIC_CLASSES_RULE, byAcademicRank } from './academic-terms';
import { audienceSpans } from './audience-rank';
import { byHeadRank } from './bank-ranks';
import { describesBusiness, namesOwnBusiness } from './business-words';
import { cleanHeadline, firstPart } from './clean';
import { byCommissionBody } from './commission-body';
import { byConsultingRank } from './consulting-ranks';
import { byConsumerIndustryClass } from './consumer-industry-terms';
import { countryBusinessPass } from './country-business';
import { crmRetailPass } from './crm-retail-terms';
import { defencePass } from './defence-terms';
import { deskPass } from './desks-terms';
import { byDualTitle } from './dual-titles';
import { blankSpans, employerSpans, insideSpans, isFirmPartner } from './employer-context';
import { roleOverEmployer } from './employer-phrase';
import { englishGloss } from './english-gloss';
import { byFinanceChief } from './finance-chief';
import { byFinanceClass, FINANCE_CLASSES_RULE } from './finance-terms';
import { firstHirePass } from './first-hire';
import { founderFunctionPass } from './founder-function';
import { foundingTeamPass } from './founding-team';
import { byFrontlineClass } from './frontline-terms';
import { FUNCTION_RULES, type FunctionRule } from './function-rules';
import { governancePass } from './governance-terms';
import { byHospitalRank, HOSPITAL_CLASSES_RULE } from './hospital-terms';
import { byIndustryClass } from './industry-terms';
import { byItServicesClass } from './it-services-terms';
import { byLegalItClass } from './legal-it-terms';
import { byLegalRank, COMPLIANCE_RULE, LEGAL_CLASSES_RULE } from './legal-terms';
import { legalTradePass } from './legal-trade-terms';
import { LEXICON } from './lexicon';
import type { LexiconHit } from './lexicon-matcher';
import { LexiconMatcher } from './lexicon-matcher';
import { byLifesciClass } from './lifesci-terms';
import { byMediaClass } from './media-terms';
import { nonprofitPass } from './nonprofit-terms';
import { byOperationsTradeClass } from './operations-trades-terms';
import { OWNER_TEXT, ownerBusinessSpans } from './owner-business';
import { byPeopleClass } from './people-terms';
import { byPrimaryClass } from './primary-terms';
import { byBuyerTradeClass } from './procurement-terms';
import { byProductionClass } from './production-terms';
import { byPublicProfessionalClass } from './public-professional-terms';
import { byPublicRank } from './public-ranks';
import { byPublicServiceClass, PUBLIC_SERVICE_CLASSES_RULE } from './public-service-terms';
import { inContext } from './rank-context';
import { realEstatePass } from './real-estate-terms';
import { namesReportingLine, withoutReportingLines } from './reporting-line';
import { byRoleClass, MEDICAL_REP_RULE, TRADE_RULE } from './role-classes';
import { AEC_CLASSES_RULE, AEC_TIER_2_RULE, byAecClass } from './role-classes-aec';
import { APPRENTICE_RULE, byOwnerClass, INTERFACE_DESIGN_RULE, PEOPLE_RULE, RECEPTION_RULE, TRADE_APPRENTICE_RULE } from './role-classes-apprentices-desks-design';
import { ANALYTICS_TEAM_RULE, byConsumerClass, CONSUMER_MARKETING_RULE, CRM_MARKETING_RULE, MARKETING_FINANCE_RULE, MARKETPLACE_RULE, STOCK_AND_MERCHANDISING_RULE } from './role-classes-consumer';
import { AFTER_SALES_RULE, byFieldClass, FOOD_AND_BEVERAGE_RULE, HOSPITALITY_FLOOR_RULE, IT_SUPPORT_RULE, NEWSROOM_RULE, PRIMARY_SECTOR_RULE, SALES_OPERATION_RULE, TREASURY_RULE } from './role-classes-field-and-desk';
import { byHrClass, CONSOLIDATION_RULE, EMPLOYEE_SERVICE_RULE, EMPLOYER_BRAND_RULE, HR_SYSTEMS_RULE, LEARNING_RULE, REWARD_RULE, SHARED_SERVICES_RULE, STORE_RULE } from './role-classes-hr';
import { AFTERMARKET_SERVICE_RULE, byIndustrialClass, COSTING_RULE, INDUSTRIAL_ENGINEERING_RULE, INDUSTRIAL_OPERATIONS_RULE, ORDER_DESK_RULE, readsRawTitle } from './role-classes-industrial';
import { byItClass, IT_RULES } from './role-classes-it';
import { byLegalClass } from './role-classes-legal';
import { byOfficeAndPlantClass, PAYROLL_RULE, PLANT_RULE, PLATFORM_ENGINEERING_RULE, RECEIVABLES_RULE, SOCIAL_MEDIA_RULE } from './role-classes-office-and-plant';
import { byServiceWorkClass, CALL_CENTRE_RULE, HEADHUNTER_RULE, PHYSICAL_SECURITY_RULE, SHIPPING_RULE } from './role-classes-service-work';
import { byTeachingClass } from './role-classes-teaching';
import { RECORDED_NEEDS } from './rule-needs-recorded';
import { derivedNeeds, patternKey, recordedOrDerivedNeeds } from './rule-pretest';
import { scopeMarkerPass } from './scope-markers';
import { headFirst } from './segment-head';
import { SENIORITY_RULES } from './seniority-rules';
import { servedSpans } from './served-leader';
import { serviceTradePass } from './service-trade-terms';
import { statedLevelPass } from './stated-level';
import { storeFloorPass } from './store-floor-terms';
import { byStudentLast } from './student-last';
import { byTeamSize } from './team-size';
import { TERM_GATE } from './term-gate';
import { describesEmployer } from './title-segments';
import { tradeFunctionPass } from './trade-function-terms';
import { trainersPlannersPass } from './trainers-planners-terms';
import { byIndustryBClass } from './transport-travel-insurance-terms';
import type { JobFunction, Seniority, TitleClassification } from './types';
import { SENIORITIES, seniorityRank } from './types';
import { unreadFunction } from './unread-function';

/**
 * The lexicon's matcher, built at the first title read: folding and indexing every lexicon entry cost each process that
 * imports the classifier ≈ 50 ms at start-up, the standby gateway and a process that never classifies included
 * (docs/decisions.md, "Detection round 33 (speed34)").
 */
let matcher: LexiconMatcher | undefined;

/** The function rules, with the role classes of `role-classes.ts`, `role-classes-apprentices-desks-design.ts`, `role-classes-service-work.ts`, `role-classes-office-and-plant.ts`, `role-classes-field-and-desk.ts`, `role-classes-it.ts`, `legal-terms.ts` and `academic-terms.ts` first in their tier (apprentices last: a weak rule). */
const RULES = [
  TRADE_RULE,
  MEDICAL_REP_RULE,
  HR_SYSTEMS_RULE,
  EMPLOYEE_SERVICE_RULE,
  SHARED_SERVICES_RULE,
  LEARNING_RULE,
  EMPLOYER_BRAND_RULE,
  STORE_RULE,
  REWARD_RULE,
  CONSOLIDATION_RULE,
  RECEPTION_RULE,
  INTERFACE_DESIGN_RULE,
  PEOPLE_RULE,
  HEADHUNTER_RULE,
  PHYSICAL_SECURITY_RULE,
  CALL_CENTRE_RULE,
  SHIPPING_RULE,
  PAYROLL_RULE,
  RECEIVABLES_RULE,
  SOCIAL_MEDIA_RULE,
  PLATFORM_ENGINEERING_RULE,
  PLANT_RULE,
  AFTER_SALES_RULE,
  IT_SUPPORT_RULE,
  TREASURY_RULE,
  NEWSROOM_RULE,
  SALES_OPERATION_RULE,
  HOSPITALITY_FLOOR_RULE,
  PRIMARY_SECTOR_RULE,
  FOOD_AND_BEVERAGE_RULE,
  ORDER_DESK_RULE,
  COSTING_RULE,
  INDUSTRIAL_ENGINEERING_RULE,
  INDUSTRIAL_OPERATIONS_RULE,
  AFTERMARKET_SERVICE_RULE,
  CRM_MARKETING_RULE,
  STOCK_AND_MERCHANDISING_RULE,
  MARKETPLACE_RULE,
  ANALYTICS_TEAM_RULE,
  MARKETING_FINANCE_RULE,
  CONSUMER_MARKETING_RULE,
  LEGAL_CLASSES_RULE,
  ACADEMIC_CLASSES_RULE,
  PUBLIC_SERVICE_CLASSES_RULE,
  HOSPITAL_CLASSES_RULE,
  FINANCE_CLASSES_RULE,
  ...IT_RULES,
  COMPLIANCE_RULE,
  AEC_CLASSES_RULE,
  AEC_TIER_2_RULE,
  ...FUNCTION_RULES,
  TRADE_APPRENTICE_RULE,
  APPRENTICE_RULE,
];

/**
 * What each rule needs before its pattern is tried (round 31, for cost): its own `needs` or `pretest` when it declares one, else
 * the literals its pattern needs, read from the pattern (`rule-pretest.ts`): a rule needs to declare nothing. A rule's `needs`,
 * declared or read, are looked up for all rules at once (`NeedleIndex`: one pass over the text); a declared `pretest` is tested
 * as before. A classes rule is gated by its terms' literals in the gate the trade passes share (round 32, `term-gate.ts`: its
 * `find` asks it), and needs nothing here.
 */
const readsPattern = (rule: FunctionRule): boolean => rule.needs === undefined && rule.pretest === undefined && rule.gate === undefined;
const RULE_NEEDS: readonly (readonly string[] | null)[] = RULES.map((rule: FunctionRule) =>
  rule.needs !== undefined ? rule.needs : !readsPattern(rule) ? null : recordedOrDerivedNeeds(rule.pattern, RECORDED_NEEDS),
);
/**
 * The rules' needs as slots of the classifier's one gate (round 35, speed37, for cost): a rule reads `fnText`, the title's text
 * itself for most titles, whose answer the trade passes then ask the gate for again — one reading of the text for both, where a
 * separate index read every text a second time (and was built at import).
 */
const RULE_SLOTS: readonly number[] = RULE_NEEDS.map((needs) => TERM_GATE.slot(() => (needs === null ? null : { anywhere: needs })));

/**
 * Every rule whose needs are read from its pattern, with its pattern's key and the needs read now (not the record's): what
 * `bench/record-rule-needs.ts` writes and `test/unit/titles/rule-pretest.test.ts` compares with the record.
 */
export function ruleNeedsReadings(): { key: string; needs: readonly string[] | null }[] {
  return RULES.filter(readsPattern).map((rule) => ({ key: patternKey(rule.pattern), needs: derivedNeeds(rule.pattern) }));
}

/** The rules whose needs were read from their pattern, with those needs (for `test/unit/titles/rule-pretest.test.ts`). */
export function derivedRuleNeeds(): { pattern: RegExp; needs: readonly string[] }[] {
  return RULES.flatMap((rule, i) => {
    const needs = RULE_NEEDS[i];
    return readsPattern(rule) && needs !== null && needs !== undefined ? [{ pattern: rule.pattern, needs }] : [];
  });
}

/** The seniority rule table folded into one alternation per level, highest level first. */
const SENIORITY_LEVELS: readonly { seniority: Seniority; pattern: RegExp }[] = [...SENIORITIES]
  .reverse()
  .map((seniority) => ({
    seniority,
    sources: SENIORITY_RULES.filter((r) => r.seniority === seniority).map((r) => `(?:${r.pattern.source})`),
  }))
  .filter((level) => level.sources.length > 0)
  .map((level) => ({ seniority: level.seniority, pattern: new RegExp(level.sources.join('|')) }));

interface FunctionCandidate {
  fn: JobFunction;
  tier: number;
  index: number;
  length: number;
}

interface Reading {
  seniority: Seniority;
  /** Some rule or term voted on seniority (even for 'ic'). */
  senioritySignal: boolean;
  fn: FunctionCandidate | null;
}

/**
 * Classify a free-text job title into seniority and job function.
 *
 * - null / empty / placeholder ("N/A", "--") title → both null.
 * - Any other title with no seniority signal → 'ic'; no function signal → 'other'.
 * - The first role part of a headline is the title ("Growth AE | Closing deals"
 *   reads "Growth AE"). Later parts only fill in what it lacks: the function
 *   when the first part names none or only general management ("Managing
 *   Director - Sales" → sales; not a part describing the business: "CEO – construction scheduling
 *   software", see `business-words.ts`), the seniority when it has no signal at all.
 * - Seniority: highest matching rule or lexicon term wins. Function: best tier,
 *   then earliest, then longest match (see `function-rules.ts`).
 */
export function classifyTitle(title: string | null): TitleClassification {
  if (title === null) return NO_TITLE;
  const read = classifyText(title);
  return UNREAD_TITLES.has(read) ? byTitleForm(title) : read;
}

/**
 * The classifier's reading of a title before an unread title's form is asked (round 40): change detection compares two titles'
 * readings, and a function guessed from a worker's form is no evidence that two titles name one role (a shot-firer made a shearer
 * operator, a technician made a planner: both "operations" by their forms, still two roles). Change detection reads this; every
 * other reader (scoring, the stored contact, the benches) reads `classifyTitle`.
 */
export function titleReading(title: string | null): TitleClassification {
  return title === null ? NO_TITLE : classifyText(title);
}

/**
 * A title no lexicon term and no rule read (its function the fallback 'other') is decided by what it is built as (round 40,
 * `unread-function.ts`): a worker's or a trade's form reads operations. Decided here, for the title asked, and not inside
 * `classifyText`: the passes that read a title's parts ask `classifyText` whether a part names a function, and a part no rule
 * reads names none (a founding team's "Primul agent …", a crew's "Parťák …" keep their readings).
 */
const byTitleForm = memoiseByString((title: string): TitleClassification => {
  const reading = classifyText(title);
  const text = cleanHeadline(title)?.join(' , ') ?? '';
  return unreadFunction(text) === 'operations' ? Object.freeze({ seniority: reading.seniority, function: 'operations' as const }) : reading;
});

const NO_TITLE: TitleClassification = Object.freeze({ seniority: null, function: null });

/**
 * Titles repeat across the profiles of a run ("Account Executive" thousands of times), and the
 * rules are a pure function of the text: each distinct title is read once. The result is frozen,
 * since every caller with the same title shares it.
 */
const classifyText = memoiseByString((title: string): TitleClassification => {
  const parts = cleanHeadline(title);
  if (parts === null) return NO_TITLE;
  const key = parts.join(PART_BREAK);
  const classes = readsRawTitle(parts.join(' , ')) ? classifyCleaned(`${key}${RAW_TITLE}${title}`) : classifyCleaned(key);
  // An English gloss's rank decides where the native word covers two (`english-gloss.ts`).
  const gloss = englishGloss(title);
  const glossRank = gloss === null || isReportingLine(gloss) ? null : classifyText(gloss).seniority;
  // A gloss naming an individual role ("产品负责人 (Product Owner)") says the native word for the person in charge is no head's (round 38).
  const individual = glossRank === 'ic' && (classes.seniority === 'manager' || classes.seniority === 'director') && statesIndividualRole(gloss ?? '');
  if (glossRank === null || (glossRank === 'ic' && !individual)) return classes;
  const glossed = Object.freeze({ seniority: glossRank, function: classes.function });
  if (UNREAD_TITLES.has(classes)) UNREAD_TITLES.add(glossed);
  return glossed;
});

/**
 * Round 38 (speed40, for cost): the rules and passes read the cleaned parts, not the title as written, so titles that clean to
 * the same parts ("Account Executive", "ACCOUNT EXECUTIVE", "account executive ", "Account-Executive") share one reading. The
 * key is the parts joined by `PART_BREAK`, a character no cleaned part holds (`clean.ts` turns every control character into a
 * space); a title whose reading also asks the title as written (`readsRawTitle`, `role-classes-industrial.ts`) carries it after
 * `RAW_TITLE`. The English gloss (`english-gloss.ts`), read in the title as written, is applied by `classifyText` after.
 */
const PART_BREAK = '\u0001';
const RAW_TITLE = '\u0000';
const byGovernance = governancePass((title) => classifyText(title));

const classifyCleaned = memoiseByString((key: string): TitleClassification => {
  const raw = key.indexOf(RAW_TITLE);
  const title = raw < 0 ? '' : key.slice(raw + 1);
  const cleaned = (raw < 0 ? key : key.slice(0, raw)).split(PART_BREAK);
  // The person the holder reports to lends the title neither rank nor function (round 38, `reporting-line.ts`).
  const held = withoutReportingLines(cleaned, cleaned.join(' , '), namesRank);
  const parts = held.length > 0 ? held : cleaned;
  const text = parts.join(' , ');
  const base = classifyParts(parts);
  const read = byHrClass(text, byIndustrialClass(text, byFieldClass(text, byOfficeAndPlantClass(text, byServiceWorkClass(text, byOwnerClass(text, byRoleClass(text, inContext(text, base)))))), title));
  const passed = CLASS_PASSES.reduce((sofar, pass) => pass(text, sofar), read);
  // The role's own function beats the employer's described beside it (round 38, `employer-phrase.ts`); a board's secretariat
  // is the holder's unit, not an employer, so the governance trades are read after it (`governance-terms.ts`).
  const final = byGovernance(text, roleOverEmployer(text, passed, (role) => classifyText(role)));
  // A title no term and no rule read keeps the fallback's 'other' here, marked for `classifyTitle` (round 40).
  if (!UNREAD.has(base) || final.function !== 'other') return Object.freeze(final);
  // A reading of its own: a pass may hand on a shared reading, which another title reads as decided.
  const frozen = Object.freeze({ seniority: final.seniority, function: final.function });
  UNREAD_TITLES.add(frozen);
  return frozen;
});

/**
 * Later headline parts that describe the employer rather than the role ("Co-Founder | Stealth
 * AI startup", "Founder | B2B SaaS") do not lend the title a function.
 */
/**
 * The classes read after the rules, in order: each pass takes the title's reading so far and may change it (a later pass sees
 * the earlier passes' answer). Rounds add a pass at the end of the class they read; the order is the rounds' order.
 */
const CLASS_PASSES: ReadonlyArray<(text: string, read: TitleClassification) => TitleClassification> = [
  byTeachingClass,
  byConsultingRank,
  byFinanceChief,
  byDualTitle,
  byConsumerClass,
  byItClass,
  byLegalClass,
  byAecClass,
  (text, read) => byLegalRank(text, read, classifyText),
  byAcademicRank,
  byPublicServiceClass,
  (text, read) => byPublicRank(text, read, classifyText),
  byHospitalRank,
  byFinanceClass,
  byFrontlineClass,
  byIndustryBClass,
  byIndustryClass,
  byTeamSize,
  byHeadRank,
  byLifesciClass,
  byConsumerIndustryClass,
  (text, read) => byMediaClass(text, read, classifyText),
  byItServicesClass,
  (text, read) => byPublicProfessionalClass(text, read, classifyText),
  byLegalItClass,
  byOperationsTradeClass,
  byProductionClass,
  byBuyerTradeClass,
  (text, read) => byPeopleClass(text, read, classifyText),
  (text, read) => byCommissionBody(text, read, classifyText),
  byStudentLast,
  foundingTeamPass((title) => classifyText(title)),
  firstHirePass((title) => classifyText(title)),
  founderFunctionPass({ classify: (title) => classifyText(title), businessSpans: (text) => ownerBusinessSpans(text, hitsIn(text)) }),
  trainersPlannersPass((title) => classifyText(title)),
  scopeMarkerPass((title) => classifyText(title)),
  statedLevelPass((title) => classifyText(title)),
  deskPass((title) => classifyText(title)),
  serviceTradePass((title) => classifyText(title)),
  countryBusinessPass((word) => isKnownTitle(word)),
  legalTradePass,
  realEstatePass,
  nonprofitPass((title) => classifyText(title)),
  byPrimaryClass,
  defencePass,
  crmRetailPass((title) => classifyText(title)),
  tradeFunctionPass((title) => classifyText(title)),
  storeFloorPass((title) => classifyText(title)),
];

const EMPLOYER_PART = /\b(?:start ?ups?|stealth|saas|b2b|b2c|fintech|edtech|healthtech|proptech|insurtech|scale ?up|series [a-e]|seed stage|yc [a-z]\d+)\b/;

function classifyParts(parts: readonly string[]): TitleClassification {
  const firstText = parts[0] ?? '';
  const first = { ...read(firstText), length: firstText.length };
  if (parts.length === 1) return first.fn === null ? unread({ seniority: first.seniority, function: 'other' }) : { seniority: first.seniority, function: first.fn.fn };
  const needsWhole = !first.senioritySignal && first.fn === null;
  const needsFunction = first.fn === null || first.fn.tier === 4;
  const roleParts = parts.filter((p, i) => i === 0 || !EMPLOYER_PART.test(p));
  const wholeText = roleParts.join(' , ');
  const whole = needsWhole || needsFunction ? read(wholeText) : first;
  // A general manager's later part that describes the business lends no function (`business-words.ts`).
  const described = first.fn?.fn === 'executive' && whole.fn !== null && describesBusiness(wholeText, whole.fn.index);
  // An owner whose own words name no function runs the business a later part names (round 20).
  const owner = first.seniority === 'c_level' && (first.fn === null || first.fn.fn === 'executive');
  if (owner && needsFunction && whole.fn !== null && namesOwnBusiness(wholeText, whole.fn.index)) return { seniority: first.seniority, function: 'executive' };
  // A chief's later segment written as a phrase with no role or rank word is the employer's (round 29, `title-segments.ts`).
  if ((owner || first.fn?.fn === 'executive') && needsFunction && whole.fn !== null && whole.fn.index >= first.length && leadsAlone(firstText, wholeText, whole.fn.index)) {
    return { seniority: needsWhole ? whole.seniority : first.seniority, function: 'executive' };
  }
  const fn = (needsFunction && !described ? whole.fn : first.fn)?.fn ?? first.fn?.fn;
  const seniority = needsWhole ? whole.seniority : first.seniority;
  return fn === undefined ? unread({ seniority, function: 'other' }) : { seniority, function: fn };
}

/** The readings `classifyParts` gave 'other' because no lexicon term and no rule named a function (round 40, `unread-function.ts`). */
const UNREAD = new WeakSet<TitleClassification>();
/** The final readings whose function is that fallback's (no pass changed it either), for `classifyTitle`. */
const UNREAD_TITLES = new WeakSet<TitleClassification>();
function unread(reading: TitleClassification): TitleClassification {
  UNREAD.add(reading);
  return reading;
}

/** Words that name a rank above ic (a reporting line's superior, without its marker: `reporting-line.ts`). */
const namesRank = (words: string): boolean => {
  const rank = classifyText(words).seniority;
  return rank !== null && rank !== 'ic';
};

/**
 * An English gloss that ends on an individual contributor's role noun ("Product Owner", "Account Executive", "Risk Analyst"): read
 * ic, it says the native word for the person in charge (负责人, 責任者, "Responsable", "Υπεύθυνη") is no head's (round 38; w3f, w4d,
 * w4m "产品负责人（Product Owner）": ic). A manager's word is no such noun: "(Product Manager)" may gloss a head of department.
 */
const INDIVIDUAL_ROLE =
  /(?:product owner|account executive|sales executive|specialist|analyst|engineer|developer|designer|consultant|representative|agent|recruiter|scientist|accountant|advis[eo]r|clerk|technician|associate|officer|assistant|buyer|planner|auditor|counsel|lawyer|paralegal|administrator|architect)s?$/;
function statesIndividualRole(gloss: string): boolean {
  const first = cleanHeadline(gloss)?.[0];
  return first !== undefined && INDIVIDUAL_ROLE.test(firstPart(first));
}

/** A bracket that names the holder's superior ("(rapporterar till CRO)", "(a CRO-nak jelent)") is no English gloss of the title's rank. */
function isReportingLine(gloss: string): boolean {
  const text = cleanHeadline(gloss)?.join(' , ');
  return text !== undefined && namesReportingLine(text);
}

/** A segment with a role or rank word of its own. */
const hasRank = (segment: string): boolean => read(segment).senioritySignal;

/**
 * True when the first part, read alone, is a chief's (a founding-team member is not: `role-classes.ts`) and the later segment at
 * `index` describes the employer (`title-segments.ts`): an owner's or chief executive's phrase, or a longer one under another chief.
 */
function leadsAlone(firstText: string, wholeText: string, index: number): boolean {
  const alone = classifyText(firstText);
  return alone.function === 'executive' && describesEmployer(wholeText, index, alone.seniority === 'c_level', hasRank);
}

/**
 * True when a lexicon term of another language than English occurs in the title ("Vertriebsleiter",
 * "Satış Müdürü", "営業マネージャー"): change detection reads an edit between such a title and an
 * English one of the same seniority and function as a translation.
 */
export function isForeignTitle(title: string | null): boolean {
  return title !== null && titleTermLanguages(title).some((lang) => lang !== 'en');
}

/**
 * The languages of the lexicon terms a title hits, in order of first hit, read by the classifier's own matcher (one
 * matcher per process: round 22's translation rule, `changes/title-languages.ts`, asks it too). Memoised per title.
 */
export const titleTermLanguages = memoiseByString((title: string): readonly string[] => {
  const parts = cleanHeadline(title);
  return parts === null ? [] : Object.freeze([...new Set(hitsIn(parts.join(' , ')).map((hit) => hit.lang))]);
});

/**
 * The lexicon's hits in a cleaned text, and what the rules read in it, once per text (round 25): `classifyTitle`,
 * `isKnownTitle` and `titleTermLanguages` read the same texts, a one-part title the same text in all three. Both are
 * pure functions of the text; the hits are frozen, and a reading is never changed by its callers.
 */
const hitsIn = memoiseByString((text: string): readonly LexiconHit[] => Object.freeze((matcher ??= new LexiconMatcher(LEXICON)).match(text)));
const read = memoiseByString(readText);

/**
 * True when some word of the title is one the classifier knows (a rank, a role or a function of
 * any language): "Loan Officer", "顧問役員" are known, "顧問" alone, "Ninja" or an empty title are
 * not. Change detection reads a move to an entry whose title it cannot read as weaker evidence.
 */
export function isKnownTitle(title: string | null): boolean {
  return title !== null && knownTitle(title);
}

const knownTitle = memoiseByString((title: string): boolean => {
  const parts = cleanHeadline(title);
  if (parts === null) return false;
  const text = parts.join(' , ');
  // Round 34 (speed36): a seniority signal (`readSeniority`, as `readText` reads it) makes the title known without reading its
  // function (a move's new title is asked only this, and the function rules are most of a first reading's cost).
  const hits = hitsIn(text);
  // (Whether a word signals a rank does not ask whose level a level phrase names: `audience-rank.ts` is not read here.)
  if (readSeniority(text, hits, leaderSpans(text, hits), false).senioritySignal) return true;
  const whole = read(text);
  return whole.senioritySignal || whole.fn !== null;
});

function readText(text: string): Reading {
  const hits = hitsIn(text);
  const served = leaderSpans(text, hits);
  const { seniority, senioritySignal } = readSeniority(text, hits, served);
  // An aide with no function of their own supports the office they serve (operations, as the read sets label assistants).
  const fn = readFunction(text, hits, served) ?? (served.length > 0 ? { fn: 'operations' as const, tier: 4 as const, index: 0, length: 0 } : null);
  return { seniority, senioritySignal, fn };
}

/** The rank `readText` reads in a text, and whether any word signals one (round 34, speed36: read apart from the function). */
function readSeniority(
  text: string,
  hits: readonly LexiconHit[],
  served: readonly [number, number][],
  askAudience = true,
): { seniority: Seniority; senioritySignal: boolean } {
  let seniority: Seniority = 'ic';
  let senioritySignal = false;
  // The level of the clients, candidates or leaders a role serves is not its rank either (round 37, `audience-rank.ts`).
  const audience = askAudience ? audienceSpans(text) : [];
  const notHeld = audience.length === 0 ? served : [...served, ...audience];
  for (const hit of hits) {
    if (hit.seniority === undefined) continue;
    senioritySignal = true;
    // The leader a role serves is not its rank ("Chief of Staff to the Superintendent of Schools", "Assistante du Président").
    if (SERVES.test(text.slice(0, hit.index)) || insideSpans(hit.index, notHeld)) continue;
    if (seniorityRank(hit.seniority) > seniorityRank(seniority)) seniority = hit.seniority;
  }
  const seniorityText = notHeld.length === 0 ? withoutIcRoles(text, hits) : blankSpans(withoutIcRoles(text, hits), notHeld);
  for (const level of SENIORITY_LEVELS) {
    if (seniorityRank(level.seniority) <= seniorityRank(seniority)) break;
    if (level.pattern.test(seniorityText)) {
      seniority = level.seniority;
      senioritySignal = true;
      break;
    }
  }
  return { seniority, senioritySignal };
}

/** The spans of the title that name a leader an aide serves (`served-leader.ts`): those holding a rank above ic. */
function leaderSpans(text: string, hits: readonly LexiconHit[]): [number, number][] {
  const spans = servedSpans(text);
  if (spans.length === 0) return spans;
  return spans.filter(
    ([start, end]) =>
      hits.some((hit) => hit.seniority !== undefined && hit.seniority !== 'ic' && hit.index >= start && hit.index < end) ||
      SENIORITY_LEVELS.some((level) => level.seniority !== 'ic' && level.pattern.test(text.slice(start, end))),
  );
}

/** A title's text just before the leader it serves ("… to the", "… to"). */
const SERVES = /\bto (?:the )?$/;

/** English chief-executive words the rules (not the lexicon) know. */
const CHIEF_EXECUTIVE = /\b(?:ceo|chief executive(?: officer)?|(?:co )?founder|owner|proprietor|president|managing director|general manager|malik)\b/;

/**
 * The title's function: the best candidate outside the employer's description (`employer-context.ts`).
 * Under an owner's or chief executive's title the description lends none ("Genel Müdür - Lojistik
 * firması" is executive); under another title it decides only when nothing else does
 * ("Manager, logistics company" is operations, "物流公司销售经理" is sales).
 */
function readFunction(text: string, all: readonly LexiconHit[], served: readonly [number, number][]): FunctionCandidate | null {
  // The head's own function beats a later segment's (round 34, `segment-head.ts`).
  const best = headFirst(text, readWholeFunction(text, all, served), (head) => read(head).fn);
  return best !== null && chiefBeforeEmployer(text, all, best.index) ? CHIEF_FUNCTION : best;
}

const CHIEF_FUNCTION: FunctionCandidate = Object.freeze({ fn: 'executive', tier: 4, index: 0, length: 0 });

/**
 * True when a chief's head is followed, after a comma, by a segment describing the employer that holds the function word at
 * `index` (round 35, titles35: "Founder aur MD, Ludhiana mein hosiery factory", "Pendiri dan Direktur Utama, pabrik kopi di
 * Temanggung", "Nhà sáng lập kiêm Giám đốc, xưởng chế biến cà phê"): a comma joins the segment to the head in one part, where a
 * dash or a bar makes two parts that `classifyParts` reads by the same rule (round 29, `leadsAlone`). A general manager's head
 * carries a function of its own, executive, which the business it runs does not replace; a department ("Founder & CEO, Sales")
 * or a second role ("CEO, Head of Product") after the comma still lends its function (`title-segments.ts`).
 */
function chiefBeforeEmployer(text: string, hits: readonly LexiconHit[], index: number): boolean {
  const comma = text.indexOf(' , ');
  if (comma < 0 || index < comma) return false;
  const head = text.slice(0, comma);
  // A partner of a professional firm practises its trade (`employer-context.ts`: "Socio director, firma de auditoría").
  if (isFirmPartner(head)) return false;
  // For cost: only a head with a chief's word (a lexicon hit at c_level, or an English chief's word the rules know) is read.
  if (!hits.some((hit) => hit.seniority === 'c_level' && hit.index < comma) && !CHIEF_EXECUTIVE.test(head)) return false;
  return leadsAlone(head, text, index);
}

function readWholeFunction(text: string, all: readonly LexiconHit[], served: readonly [number, number][]): FunctionCandidate | null {
  // The leader an aide serves lends no executive function (round 17: "Assistente del CEO" is an assistant's job).
  const hits = served.length === 0 ? all : all.filter((hit) => (hit.fn !== 'executive' && hit.fn !== undefined) || !insideSpans(hit.index, served));
  const owner = hits.some((hit) => hit.seniority === 'c_level' && (hit.fn === 'executive' || hit.fn === undefined));
  let employer = employerSpans(text);
  let outside = functionOutside(text, hits, owner, employer, served);
  // An owner's company named by a company-kind noun ("Founder of an IT recruiting agency") lends no function either (round 32):
  // looked for only where the owner's title read no function or another than executive (for cost: most owners' titles do not).
  if (outside?.fn !== 'executive' && (owner || OWNER_TEXT.test(text))) {
    const business = ownerBusinessSpans(text, hits);
    if (business.length > 0) {
      employer = [...employer, ...business];
      outside = functionOutside(text, hits, owner, employer, served);
    }
  }
  if (outside !== null || employer.length === 0 || owner) return outside;
  // A chief executive's word the description swallowed ("CEO perusahaan kosmetik") still names the role.
  if (CHIEF_EXECUTIVE.test(text)) return { fn: 'executive', tier: 4, index: 0, length: 0 };
  return functionOutside(text, hits, owner, [], served);
}

function functionOutside(
  text: string,
  hits: readonly LexiconHit[],
  owner: boolean,
  employer: readonly [number, number][],
  served: readonly [number, number][] = [],
): FunctionCandidate | null {
  let fn: FunctionCandidate | null = null;
  for (const hit of hits) {
    // Under an owner's title a trade, workplace or factory names the business ("Ägare – Frisörsalong Saxen", "두부 공장 사장").
    if (hit.fn === undefined || (owner && hit.occupation)) continue;
    if (hit.fn !== 'executive' && insideSpans(hit.index, employer)) continue;
    fn = better(fn, { fn: hit.fn, tier: hit.tier, index: hit.index, length: hit.length });
  }
  const fnText = employer.length === 0 ? text : blankSpans(text, employer);
  const present = TERM_GATE.present(fnText);
  for (let i = 0; i < RULES.length; i++) {
    const rule = RULES[i] as FunctionRule;
    if ((fn !== null && rule.tier > fn.tier) || (owner && (rule === TRADE_RULE || rule === PLANT_RULE))) continue;
    if (present[RULE_SLOTS[i] as number] === 0) continue;
    if (rule.pretest !== undefined && !rule.pretest.test(fnText)) continue;
    if (rule.find !== undefined) {
      // A classes rule: its first match found term by term, the pattern never compiled (speed31b, `class-terms-finder.ts`).
      const found = rule.find(fnText);
      if (found !== null && !(rule.fn === 'executive' && insideSpans(found.index, served))) fn = better(fn, { fn: found.fn, tier: rule.tier, index: found.index, length: found.length });
      continue;
    }
    const m = rule.pattern.exec(fnText);
    if (m !== null && !(rule.fn === 'executive' && insideSpans(m.index, served))) fn = better(fn, { fn: rule.fnOf?.(m) ?? rule.fn, tier: rule.tier, index: m.index, length: m[0].length });
  }
  return fn;
}

/**
 * The text the seniority rules read: words a lexicon term marked as an IC role
 * are blanked, so "Klantsucces Manager" or "Gerente de Key Accounts" is not
 * read as a manager by the English "Manager" rule; so are the words of a term
 * that claims the title's rank ("Directrice de magasin", "Head Cook" are heads
 * of a shop or kitchen: manager, not the director or head rules).
 */
function withoutIcRoles(text: string, hits: readonly LexiconHit[]): string {
  let out = text;
  for (const hit of hits) {
    if (hit.seniority !== 'ic' && !hit.claimsRank) continue;
    out = out.slice(0, hit.index) + ' '.repeat(hit.length) + out.slice(hit.index + hit.length);
  }
  return out;
}

function better(best: FunctionCandidate | null, c: FunctionCandidate): FunctionCandidate {
  if (best === null) return c;
  if (c.tier !== best.tier) return c.tier < best.tier ? c : best;
  if (c.index !== best.index) return c.index < best.index ? c : best;
  return c.length > best.length ? c : best;
}
