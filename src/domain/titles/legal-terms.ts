import { firstPart } from './clean';
import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import type { TitleClassification } from './types';

/**
 * Legal, compliance and trade-compliance classes that round 24 left open (issue #21, round 25), each recounted by labeller over
 * every read set (w2, w3 … w3y) and written once for every language (development titles first:
 * `test/fixtures/detection-w3/titles-r25-legal.json`; the counts are in docs/decisions.md, "Detection round 25 (legal and
 * compliance titles)"):
 *
 * - **Compliance, AML, KYC, financial crime and sanctions → other** (w3x, about 60 rows in every language; no set labels one
 *   otherwise): the word names the function where a bank, a lending book or an onboarding desk beside it lent finance or
 *   customer_success. Payroll, HR, IT and trade compliance keep their own function (w3o, w3u, w3w, and below).
 * - **Trade compliance, export control, customs brokers and declarants → operations** (w3f, w3j, w3o, w3p, w3x); a state
 *   customs officer stays other (w3l).
 * - **Legal technology, legal spend and e-billing, legal operations in the languages the lexicon lacked → operations**; a legal
 *   recruiter people, legal marketing marketing, a legal department's budget finance (w3x, none against).
 * - **Court reporters and stenographers, court security officers → operations** (w3x; security guards are operations in every
 *   set); **IT interns at a court** ("Stagiar IT la …", "Legal IT Intern") engineering, as round 23's IT interns.
 * - **Legal assistants and legal secretaries → other** (w3x, none against). Company secretaries: see `LEGAL_ASSISTANTS`.
 */
const TRADE_COMPLIANCE = [
  'trade compliance', 'export compliance', 'import compliance', 'customs compliance', 'export control*', 'customs broker*',
  'customs brokerage', 'customs classification', 'tariff classification', 'zollsachbearbeiter*', 'exportkontroll*', 'zolldeklarant*',
  'zollabwicklung', 'declarant en douane', 'declarante en douane', 'conformite douaniere', 'commissionnaire en douane',
  'agent en douane', 'agente de aduanas', 'agente aduanal', 'despachante aduaneiro', 'despachante aduanero', 'spedizioniere doganale',
  'doganalista', 'douanedeclarant*', 'douane expediteur*', 'tulldeklarant*', 'tullombud', 'tulliselvitt*', 'vamugyintez*', 'agent celny',
  'agentka celna', 'celni deklarant*', 'gumruk musavir*', 'gumruk uzman*', 'agen bea cukai', 'dai ly hai quan', 'εκτελωνιστ*',
  'עמיל מכס', 'مخلص جمركي', 'सीमा शुल्क एजेंट', 'митн* брокер*', 'broker vamal', '通関士', '通関', '报关', '報關', '관세사', '통관',
];
const LEGAL_OPERATIONS = [
  'legal technolog*', 'legal tech analyst*', 'legal tech specialist*', 'legal tech manager*', 'legal spend', 'legal e billing',
  'legal ebilling', 'matter management', 'operaciones legales', 'operacoes juridicas', 'operacoes legais', 'operacji prawnych',
  'العمليات القانونيه', 'عمليات قانونيه', 'लीगल ऑपरेशंस', 'लीगल ऑपरेशन्स', '리걸 오퍼레이션', '리걸오퍼레이션', '리걸옵스', 'リーガルオペレーション',
  '法务运营', '法務營運',
];
/** Anti-money-laundering and financial-crime compounds: tier 1, since each holds a finance stem at its own start (자금, financial). */
const FINANCIAL_CRIME = [
  'anti money laundering', 'money laundering', 'financial crime*', 'fincrime', 'geldwasch*', 'blanqueo*', 'lavagem de dinheiro',
  'antiriciclaggio', 'witwas*', 'penningtvatt*', 'rahanpesu*', 'penzmosas*', 'praniu pieniedzy', 'prani penez', 'kara para*',
  'rua tien', 'ξεπλυματος', 'הלבנת הון', 'غسل الاموال', 'фінансового моніторингу', 'spalarea banilor', '자금세탁', 'マネロン', '反洗钱', '反洗錢',
];
const COMPLIANCE = [
  'compliance*', 'kyc', 'aml', 'cdd', 'sanctions analyst*', 'sanctions screening', 'sanctions specialist*', 'sanctions officer*', 'lcb ft', 'blanchiment', 'conformite', 'cumplimiento', 'conformidade', 'pld',
  'conformita', 'riciclaggio', 'naleving', 'regelefterlevnad', 'megfelelesi', 'megfelelosegi', 'zgodnosci', 'uyum', 'kepatuhan',
  'apu ppt', 'tuan thu', 'συμμορφωσης', 'ציות', 'الامتثال', 'अनुपालन', 'комплаєнс*', 'conformitate', '준법', 'コンプライアンス', '合规', '合規',
  '法令遵循', '法遵',
];
/**
 * Legal assistants and legal secretaries (w3x, none against). Company and board secretaries are not here: they read other by the
 * count (w3x, w3r, w3s; none against) but a company secretary's title read other turns w3x's pair edit_in_place-010 ("Deputy
 * Company Secretary" → "…, ACS", no change) into a change (docs/decisions.md, round 25): left open.
 */
const LEGAL_ASSISTANTS = [
  'legal assistant*', 'legal secretar*', 'assistente legale', 'assistente juridic*', 'asistente legal', 'asistente juridic*',
  'assistant juridique', 'assistante juridique', 'juridisch assistent*', 'juristassistent*', 'asystent prawny', 'asystentka prawna',
  'pravni asistent*', 'pravni asistentka', 'jogi asszisztens', 'hukuk asistan*', 'rechtsanwaltsfachangestellte*', '法務助理', '法务助理',
  '法務アシスタント', '법무 보조', '법무보조',
];

/**
 * The round's tier-1 classes in one pattern (as round 23's, `classesRule`): at one place the earlier group wins, so trade and
 * customs compliance come before the compliance word they hold, and a legal recruiter before the lexicon's tier-1 "legal".
 */
export const LEGAL_CLASSES_RULE: FunctionRule = classesRule(1, [
    ['operations', [...TRADE_COMPLIANCE, ...LEGAL_OPERATIONS, 'court reporter*', 'stenographer*', 'court security officer*']],
    ['engineering', ['it compliance*', 'legal it', 'stagiar it', 'stagiara it', 'stazysta it', 'stazystka it', 'מתמחה it']],
    ['people', ['legal recruit*', 'legal hiring']],
    ['marketing', ['legal marketing']],
    ['finance', ['legal department budget*', 'legal department financ*', 'legal budget*']],
    ['other', [...FINANCIAL_CRIME, ...LEGAL_ASSISTANTS]],
]);
/**
 * Compliance is a function word as "sales" is (tier 2): an earlier HR, payroll or IT word keeps its function ("HR Compliance
 * Coordinator", "IT Compliance Analyst"), a later bank, lending or onboarding word lends none.
 */
export const COMPLIANCE_RULE: FunctionRule = classesRule(2, [['other', COMPLIANCE]]);
const COMPLIANCE_WORD = new RegExp(words([...COMPLIANCE, ...FINANCIAL_CRIME]), 'u');

/** A head of legal named a member of the executive committee, the board's secretary, or statutory (w3x: c_level). */
const LEGAL_HEAD = /legal|juridi|jurist|recht|prawn|pravni|lakiasiain|juridisch|hukuk|jogi/u;
const ON_THE_BOARD = new RegExp(
  words([
    'ledningsgrupp*', 'koncernledning*', 'johtoryhm*', 'konsernin johtoryhm*', 'mitglied der geschaftsleitung', 'executive committee',
    'exco', 'comite executif', 'comite de direction', 'comite de direccion', 'comite executivo', 'company secretary', 'corporate secretary',
    'secretaire du conseil*', 'secretaria del consejo', 'secretario del consejo', 'secretaria do conselho', 'secretario do conselho',
    'segretario del consiglio', 'segretaria del consiglio', 'bedrijfssecretaris', 'estatutari*', 'e societari',
  ]) + '|, mitglied$',
  'u',
);
/** A chief legal officer in the words the lexicon lacked (Taiwan's 法務長, Hindi "मुख्य विधि अधिकारी"). */
const CHIEF_LEGAL = new RegExp(`${words(['मुख्य विधि अधिकारी'])}|${foldText('法務長')}`, 'u');
/** A director general of the legal department (w3x "Directora General de Asesoría Jurídica": c_level / other, not executive). */
const DIRECTOR_GENERAL_OF_LEGAL = /\bdirector\p{L}* general\p{L}* de (?:la |los )?(?:asesoria juridica|servicios juridicos)/u;
/** A judge's law clerk serves the judge, whose rank is not the clerk's (w3x "Law Clerk to the Honorable Chief Judge": ic). */
const LAW_CLERK = /^(?:judicial )?(?:law )?clerk\b|^judicial law clerk\b/u;
/** A lawyer's word in the title's first part: the practice area after it is not the function (w3x; no set labels otherwise). */
const LAWYER = new RegExp(
  words([
    'counsel', 'attorney', 'lawyer', 'solicitor', 'paralegal', 'barrister', 'avocat', 'avocate', 'abogado', 'abogada', 'advogado', 'advogada',
    'avvocato', 'avvocata', 'rechtsanwalt', 'rechtsanwaltin', 'advocaat', 'advokat', 'advokatka',
  ]),
  'u',
);
/** Practice groups of a law firm as firms name them, after an associate's title ("Senior Associate, Banking & Finance"). */
const PRACTICE_GROUP = /^(?:senior |junior |mid level )?associate , (?:banking (?:&|and) finance|corporate (?:&|and) m & a|securities (?:&|and) capital markets)\b/u;

/** Round 25's rank and practice-area readings (see the module comment), read after round 24's classes. */
export function byLegalRank(text: string, read: TitleClassification, readPart: (part: string) => TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null) return read;
  // A bank or a wealth-management desk after a compliance title lends it no finance: the first part alone reads other.
  if ((fn === 'finance' || fn === 'customer_success') && COMPLIANCE_WORD.test(text)) {
    const first = firstPart(text);
    if (first !== text && COMPLIANCE_WORD.test(first) && readPart(first).function === 'other') return { seniority, function: 'other' };
  }
  if (seniority !== 'ic' && LAW_CLERK.test(text)) return { seniority: 'ic', function: fn };
  if (fn === 'other' && seniority !== 'c_level' && CHIEF_LEGAL.test(text)) return { seniority: 'c_level', function: fn };
  // The board's secretary word may read as an assistant's (operations): the head of legal's function stands. A stated vice
  // president stays one (round 38, w4m "Vice President Affari Legali e Societari": vp; w3x's "Direttore …" is c_level).
  if ((fn === 'other' || fn === 'operations') && seniority === 'director' && LEGAL_HEAD.test(text) && ON_THE_BOARD.test(text)) {
    return { seniority: 'c_level', function: 'other' };
  }
  if (fn === 'executive' && seniority === 'c_level' && DIRECTOR_GENERAL_OF_LEGAL.test(text)) return { seniority, function: 'other' };
  if (fn !== 'other' && fn !== 'executive' && fn !== 'people' && fn !== 'marketing' && (LAWYER.test(firstPart(text)) || PRACTICE_GROUP.test(text))) return { seniority, function: 'other' };
  return read;
}
