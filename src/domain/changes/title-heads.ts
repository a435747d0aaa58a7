import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords } from '../normalise/text';
import { foldEntryText, termPattern } from '../titles/entry-terms';
import type { TitleClassification } from '../titles/types';

/**
 * Round 22 (issue #21, w3v's "مدير إدارة علاقات العملاء" → "CRM Manager"): the head of a department, named by a word that
 * says so — "مدير إدارة" (manager of the department of), "رئيس قسم", "Inköpschef", "Salgschef", "Abteilungsleiter",
 * "Руководитель отдела", "Vedoucí oddělení", "ראש מחלקת", "Trưởng phòng", "部長" — is put into English as the department's
 * manager or its director; the lexicon reads these words as a director. So between two languages, a title whose
 * director rank comes from such a word and a title of the same function read as a manager are one role. A director's own
 * word ("Directeur Commercial", "Διευθύντρια Μάρκετινγκ", "Director de Compras") stays a director: "… → Sales Manager"
 * stays a change, as w3d labels "Διευθυντής Πωλήσεων" → "Sales Manager".
 */
const HEAD_OF_UNIT = termPattern({
  ar: ['مدير إدارة', 'مديرة إدارة', 'مدير ادارة', 'مديرة ادارة', 'مدير قسم', 'مديرة قسم', 'رئيس قسم', 'رئيسة قسم'],
  de: ['abteilungsleiter', 'abteilungsleiterin', 'leiter der abteilung', 'leiterin der abteilung'],
  nl: ['afdelingshoofd', 'hoofd afdeling', 'afdelingsmanager'],
  ru: ['руководитель отдела', 'начальник отдела', 'руководитель департамента'],
  uk: ['керівник відділу', 'керівниця відділу', 'начальник відділу', 'начальниця відділу'],
  cs: ['vedoucí oddělení', 'vedoucí odboru'],
  sk: ['vedúci oddelenia', 'vedúca oddelenia'],
  pl: ['kierownik działu', 'kierowniczka działu'],
  he: ['ראש מחלקת', 'ראש מחלקה', 'ראשת מחלקת', 'מנהל מחלקת', 'מנהלת מחלקת'],
  hu: ['osztályvezető'],
  fi: ['osastopäällikkö'],
  ro: ['șef departament', 'sef departament', 'șefa departamentului'],
  el: ['προϊστάμενος τμήματος', 'προϊσταμένη τμήματος'],
  es: ['jefe de departamento', 'jefa de departamento'],
  pt: ['chefe de departamento'],
  fr: ['chef de service', 'cheffe de service', 'chef de département'],
  id: ['kepala bagian', 'kepala departemen'],
  vi: ['trưởng phòng'],
  ja: ['部長'],
  ko: ['부장', '팀장'],
});

/** A Nordic compound ending in the word for a head ("Inköpschef", "Ekonomichef", "Salgschef", "Innkjøpssjef"). */
const NORDIC_HEAD = /(?<![\p{L}])\p{L}{3,}(?:chef|sjef)(?![\p{L}])/u;

/** The title names the head of a department by a word that English writes as a manager or a director. */
export const headOfUnit = memoiseByString((title: string): boolean => {
  const text = foldEntryText(title);
  return HEAD_OF_UNIT.test(text) || NORDIC_HEAD.test(text);
});

/**
 * Two titles of one function in two languages, one read as a director because a head-of-department word names it, the other
 * read as a manager: one role (see above).
 */
export function headOfUnitAlike(a: string, b: string, ca: TitleClassification, cb: TitleClassification): boolean {
  if (ca.function === null || ca.function === 'other' || ca.function !== cb.function) return false;
  if (ca.seniority === 'director' && cb.seniority === 'manager') return headOfUnit(a) || (englishHeadOf(a) && headWord(b));
  if (cb.seniority === 'director' && ca.seniority === 'manager') return headOfUnit(b) || (englishHeadOf(b) && headWord(a));
  return false;
}

/**
 * Round 23 (the development pairs' "Jefe de Compras de TI" → "Head of IT Procurement"): the other way round — an English
 * "Head of …", which the lexicon reads as a director, for a title whose own word is the head or chief of the function (jefe,
 * chefe, capo, vedoucí, kierownik, керівник, руководитель, trưởng, kepala, رئيس, ראש, προϊστάμενος, şef, vezető) and which the
 * lexicon reads as a manager. A director's own word ("Director de Compras") is no head word and stays a director, nor is a
 * "responsable" (round 18 labels "Responsable Achats" → "Head of Procurement" a change); and an
 * English head of a region ("Head of Procurement CEE") heads a remit, a change.
 */
const HEAD_WORD = termPattern({
  es: ['jefe', 'jefa'],
  pt: ['chefe'],
  it: ['capo'],
  cs: ['vedoucí'],
  sk: ['vedúci', 'vedúca'],
  pl: ['kierownik', 'kierowniczka'],
  uk: ['керівник', 'керівниця', 'начальник', 'начальниця'],
  ru: ['руководитель', 'начальник'],
  vi: ['trưởng'],
  id: ['kepala'],
  ar: ['رئيس', 'رئيسة'],
  he: ['ראש', 'ראשת'],
  el: ['προϊστάμενος', 'προϊσταμένη'],
  ro: ['șef', 'sef', 'șefă', 'șeful'],
  tr: ['şefi', 'şef'],
  hu: ['vezető', 'vezetője'],
});

const headWord = memoiseByString((title: string): boolean => HEAD_WORD.test(foldEntryText(title)));

/** An English title that names the head of a function: "Head of Procurement", "Head of IT Procurement". */
function englishHeadOf(title: string): boolean {
  return /^head of\s/iu.test(title.trim()) && !/[^\p{Script=Latin}\p{N}\s&.,'’/()–—-]/u.test(title) && !segmentWords(title).some((w) => AREA_NAMES.has(w));
}

/**
 * Round 22 (w3v's "E-Commerce Manager" → "Teamleiter E-Commerce Operations"): a word that makes a title a team's lead or a
 * unit's head — team lead, head, Teamleiter, Leiter, teamleider, hoofd, teamledare, tiiminvetäjä, capo, jefe de equipo,
 * líder, chef d'équipe, kierownik zespołu, 팀장, 组长, リーダー … — or the team itself. Folded as `writtenWords` folds (accents off, lower case).
 */
const LEAD_WORDS: ReadonlySet<string> = new Set([
  'team', 'teams', 'lead', 'leader', 'head', 'teamlead', 'teamleader', 'teamleiter', 'teamleiterin', 'teamleitung', 'leiter', 'leiterin',
  'leitung', 'teamleider', 'teamleidster', 'hoofd', 'teamledare', 'ledare', 'teamleder', 'leder', 'tiiminvetaja', 'tiiminjohtaja', 'tiimi',
  'vetaja', 'capo', 'capa', 'squadra', 'jefe', 'jefa', 'equipo', 'equipe', 'lider', 'lideri', 'lidera', 'chef', 'cheffe', 'zespol', 'zespolu',
  'tym', 'tymu', 'ekip', 'ekibi', 'echipa', 'echipei', 'csapat', 'csapatvezeto', 'truong', 'nhom', 'ketua', 'tim', 'ראש', 'צוות', 'قائد', 'فريق',
  '팀장', '파트장', '팀', '组长', '組長', '班长', '班長', 'リーダー', 'チームリーダー', 'チーム',
]);

/**
 * One title's own words hold a lead or team word and the other's own words none, while the two share the words of the
 * function — one word in common, or a word of one written inside a compound of the other ("Webshopmanager" →
 * "Webshop Team Lead"): the edit gains a rank, not a language. "Teamleiter E-Commerce" → "E-Commerce Team Lead" and "Head
 * of E-Commerce" → "Leiter E-Commerce" have a lead word on both sides and stay translations.
 */
export function gainsLead(onlyA: readonly string[], onlyB: readonly string[], shared: boolean): boolean {
  const la = onlyA.some(isLeadWord);
  const lb = onlyB.some(isLeadWord);
  if (la === lb) return false;
  return shared || compoundShared(onlyA, onlyB);
}

/** Hangul folded with its accents comes apart into its letters (NFKD): composed again before it is looked up. */
function isLeadWord(word: string): boolean {
  return LEAD_WORDS.has(word) || LEAD_WORDS.has(word.normalize('NFC'));
}

/** A word of four letters or more on one side written inside a longer word of the other. */
function compoundShared(a: readonly string[], b: readonly string[]): boolean {
  const inside = (x: readonly string[], y: readonly string[]): boolean => x.some((w) => w.length >= 4 && !isLeadWord(w) && y.some((v) => v.length > w.length && v.includes(w)));
  return inside(a, b) || inside(b, a);
}

/**
 * Round 23 (issue #21, w3w's "מנהלת מערכות מידע" → "Information Systems Manager"): a word that means both a manager and an
 * administrator — Hebrew מנהל/מנהלת, Arabic مدير, Turkish yönetici, Greek διαχειριστής, Czech správce, Japanese 管理者, Korean
 * 관리자 — is put into English as either; the lexicon reads "מנהל מערכות", "Sistem Yöneticisi", "Διαχειριστής Συστημάτων" as the
 * administrator (an individual's rank). Between two languages, such a title read as an individual's and an English manager's
 * title of the same function are one role. A language's own administrator ("Systemadministrator", "Administrador de Redes")
 * stays an administrator: "… → Network Manager" stays a change, and so do another rank or function.
 */
const MANAGER_OR_ADMINISTRATOR = termPattern({
  he: ['מנהל', 'מנהלת'],
  ar: ['مدير', 'مديرة'],
  tr: ['yönetici', 'yöneticisi'],
  el: ['διαχειριστής', 'διαχειρίστρια'],
  cs: ['správce', 'správkyně'],
  sk: ['správca', 'správkyňa'],
  ja: ['管理者'],
  ko: ['관리자'],
});

/** An English manager's title: Latin letters, the word "manager". */
const ENGLISH_MANAGER = /^[\p{Script=Latin}\p{N}\s&.,'’/()–—-]+$/u;

export function administratorAlike(a: string, b: string, ca: TitleClassification, cb: TitleClassification): boolean {
  // Administrators of systems, networks and databases: "مدير علاقات العملاء" (a relationship manager) → "Sales Manager" is no
  // administrator's title and stays a change.
  if (ca.function !== 'engineering' || cb.function !== 'engineering') return false;
  if (ca.seniority === 'ic' && cb.seniority === 'manager') return managerOrAdministrator(a) && englishManager(b);
  if (cb.seniority === 'ic' && ca.seniority === 'manager') return managerOrAdministrator(b) && englishManager(a);
  return false;
}

const managerOrAdministrator = memoiseByString((title: string): boolean => MANAGER_OR_ADMINISTRATOR.test(foldEntryText(title)));

function englishManager(title: string): boolean {
  if (!ENGLISH_MANAGER.test(title) || !/(?<![\p{L}])manager(?![\p{L}])/iu.test(title)) return false;
  return segmentWords(title).every((w) => w === 'manager' || w === 'of' || w === 'and' || ADMINISTERED.has(w));
}

/**
 * What an administrator administers: the English manager's title names nothing else (the second probe's "Sistem Yöneticisi"
 * → "Systems Engineering Manager" manages engineers, a change).
 */
const ADMINISTERED: ReadonlySet<string> = new Set([
  'system', 'systems', 'network', 'networks', 'database', 'databases', 'server', 'servers', 'it', 'information', 'infrastructure', 'linux',
  'windows', 'unix', 'cloud', 'security', 'communication', 'communications', 'data', 'storage', 'backup', 'firewall', 'domain', 'email',
  'erp', 'sap', 'crm', 'application', 'applications', 'web', 'website', 'platform', 'platforms', 'telecom', 'telecommunications', 'mis', 'lan', 'wan',
]);

/**
 * Round 24 (issue #21, w3x's "Responsable Conformité – …" → "Head of Compliance – …"): in a control function — compliance,
 * legal, internal audit, risk, data protection — the French, Spanish, Italian or Portuguese "responsable" is the function's
 * designated head (the RCCI, the responsable de l'audit interne), and English writes it "Head of …". Elsewhere a responsable
 * stays a manager: round 18's "Responsable Achats" → "Head of Procurement" is a change. The two titles must name the one
 * function and nothing else (no region, no other rank).
 */
const CONTROL_FUNCTIONS: ReadonlyArray<{ english: readonly string[]; other: readonly string[] }> = [
  { english: ['compliance', 'regulatory compliance'], other: ['conformite', 'compliance', 'cumplimiento', 'cumplimiento normativo', 'conformidad', 'conformita', 'conformidade'] },
  { english: ['legal', 'legal affairs'], other: ['juridique', 'affaires juridiques', 'service juridique', 'juridico', 'asesoria juridica', 'legal', 'legale', 'affari legali', 'ufficio legale', 'assuntos juridicos'] },
  { english: ['internal audit', 'audit'], other: ['audit interne', 'audit', 'auditoria interna', 'auditoria', 'internal audit', 'audit interno', 'revisione interna'] },
  { english: ['risk', 'risks', 'risk management'], other: ['risques', 'gestion des risques', 'riesgos', 'gestion de riesgos', 'rischi', 'gestione dei rischi', 'risk management', 'riscos', 'gestao de riscos', 'risk'] },
  { english: ['data protection', 'privacy', 'data privacy'], other: ['protection des donnees', 'donnees personnelles', 'proteccion de datos', 'protezione dei dati', 'privacy', 'protecao de dados'] },
];

const RESPONSABLE = /^(?:responsable|responsabile|responsavel)\s/u;
const SMALL_WORDS: ReadonlySet<string> = new Set(['de', 'la', 'des', 'du', 'd', 'l', 'del', 'della', 'dei', 'delle', 'pela', 'pelo', 'da', 'do', 'das', 'dos', 'di', 'of', 'the']);

/** What a title names after its head word, folded, without the small words: "responsable de la conformite" → "conformite". */
function afterHead(text: string, head: RegExp): string | null {
  if (!head.test(text)) return null;
  return withoutSmallWords(text.replace(head, ''));
}

function withoutSmallWords(text: string): string {
  return text.split(' ').filter((w) => w !== '' && !SMALL_WORDS.has(w)).join(' ');
}

/** A "Responsable …" of a control function put into English as its "Head of …", either way round (see above). */
export function controlHeadAlike(a: string, b: string): boolean {
  return responsableAsHead(a, b) || responsableAsHead(b, a);
}

function responsableAsHead(responsable: string, english: string): boolean {
  if (!englishHeadOf(english)) return false;
  const named = afterHead(foldEntryText(responsable), RESPONSABLE);
  const headed = afterHead(foldEntryText(english), /^head\s/u);
  if (named === null || headed === null) return false;
  return CONTROL_FUNCTIONS.some((f) => f.other.some((t) => withoutSmallWords(t) === named) && f.english.includes(headed));
}
