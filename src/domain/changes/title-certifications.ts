import { stripAccents } from '../normalise/text';

/*
 * Round 32 (issue #21, w4f's "… (Azure AZ-104)", "…، PMP®", "Scrum Master, CSM®" and w4g's "Feature Film Editor, ACE"):
 * round 25 listed construction's post-nominal letters, round 28 read medicine's and law's by their shape, round 30 the field
 * trades' certifications; the next sets' were the professional certifications of IT, project work, finance, HR and film,
 * written with a trade mark sign, after an Arabic comma, as a vendor's exam code or as the scheme's name with its level. This
 * module is the vocabulary `title-credentials.ts` reads a piece after a title with: complete for the certifying bodies of
 * every trade (project management and agile, the cloud and network vendors and their exam codes, security and audit, IT
 * service management and architecture, quality, finance and accounting, HR, business analysis, purchasing and supply chain,
 * sales, testing) and the local forms of degrees written after a title (Dipl.-Kfm., mgr inż., Ing., LL.M., Esq.). A piece is a
 * certification when every word in it is one of these: a scheme, a vendor beside a code, a level or the word saying it is held.
 */

/** Certification schemes written in capitals or as one word (folded to lower case), which name nothing else after a title. */
const SCHEMES = [
  // project, programme and agile work
  'pmp', 'pgmp', 'pfmp', 'capm', 'pmi acp', 'pmi rmp', 'pmi sp', 'pmi pba', 'prince2', 'prince 2', 'msp', 'mop', 'p3o', 'ipma', 'apm pmq', 'apm pfq', 'pmq', 'gpm',
  'csm', 'a csm', 'cspo', 'csp sm', 'csp po', 'psm', 'pspo', 'pal i', 'safe spc', 'safe agilist', 'safe popm', 'safe ssm', 'safe rte', 'safe sa', 'icp acc', 'icp atf', 'icagile',
  // cloud, network, systems and data
  'ccna', 'ccnp', 'ccie', 'ccde', 'devnet', 'jncia', 'jncis', 'jncip', 'jncie', 'nse', 'pcnse', 'ccsa', 'ccse', 'rhcsa', 'rhce', 'rhca', 'lfcs', 'lpic',
  'mcsa', 'mcse', 'mcsd', 'cka', 'ckad', 'cks', 'kcna', 'vcp', 'vcap', 'vcdx', 'comptia', 'a+', 'network+', 'security+',
  'cloud+', 'linux+', 'casp+', 'cysa+', 'pentest+',
  // security and audit
  'cissp', 'cism', 'cisa', 'crisc', 'cgeit', 'cdpse', 'ccsp', 'sscp', 'csslp', 'ceh', 'oscp', 'oswe', 'osce', 'gsec', 'gcih', 'gpen', 'cipp', 'cipp e', 'cipm', 'cipt',
  'iso 27001 la', 'iso 27001 lead auditor', 'iso 27001 lead implementer', 'iso 9001 lead auditor', 'cia', 'crma', 'cfe', 'cams', 'cgss', 'cpfa',
  // IT service management, architecture, testing, business analysis
  'itil', 'itil v3', 'itil v4', 'itil 4', 'togaf', 'cobit', 'istqb', 'istqb ctfl', 'ctfl', 'ctal', 'cbap', 'ccba', 'ecba', 'pmi pba', 'cpre', 'ireb', 'dama cdmp', 'cdmp',
  // quality and operations
  'six sigma', 'lean six sigma', 'cssbb', 'cssgb', 'cqe', 'cqa', 'cqia', 'cpim', 'cscp', 'cltd', 'cpsm', 'mcips', 'fcips', 'apics',
  // finance and accounting
  'cpa', 'cfa', 'cma', 'acca', 'fcca', 'cima', 'acma', 'fcma', 'cgma', 'frm', 'prm', 'caia', 'cfp', 'chfc', 'clu', 'cpwa', 'cima adv dip', 'adit',
  'aca', 'fca', 'icaew', 'icas', 'icai', 'cpa australia', 'cpa canada', 'cfa charterholder', 'dipifr',
  // HR and learning
  'shrm cp', 'shrm scp', 'sphr', 'phr', 'gphr', 'aphr', 'cipd', 'mcipd', 'fcipd', 'assoc cipd', 'chartered mcipd', 'chartered fcipd', 'cptd', 'aptd', 'ccp', 'cebs',
  // sales and marketing
  'csp', 'cpsp', 'ccxp', 'cmmp',
  // film, television and sound: the societies' post-nominals
  'ace', 'asc', 'bsc', 'csc', 'acs', 'afc', 'aic', 'sbc', 'nzcs', 'cas', 'mpse', 'amps', 'ipe',
  // corporate governance (round 38): the company secretaries' and directors' institutes — ICSI (ACS, FCS), the Chartered
  // Governance Institute (ACIS, FCIS, ACG, FCG, CGP), the directors' institutes (GAICD, MAICD, FAICD)
  'fcs', 'acis', 'fcis', 'acg', 'fcg', 'cgp', 'gaicd', 'maicd', 'faicd',
].map(fold);

/**
 * The film and sound societies' letters name other things too (ACE, BSC, ASC, ISC, CAS): read only after a title of their
 * trade — an editor, a cinematographer or camera operator, a sound mixer or editor.
 */
const FILM_LETTERS: ReadonlyMap<string, RegExp> = new Map([
  ['ace', /edit|cutter|montag|monteu|monta/iu],
  ...['asc', 'bsc', 'csc', 'afc', 'aic', 'sbc', 'nzcs'].map((l) => [l, /cinematograph|photograph|camera|kamera|\bdop\b|\bdp\b|operat/iu] as const),
  ...['cas', 'mpse', 'amps', 'ipe'].map((l) => [l, /sound|mixer|audio|ton|son\b|sonido|re-recording/iu] as const),
  // ACS is a cinematographers' society's and India's associate company secretaries' (round 38: w3x's "Deputy Company Secretary, ACS")
  ['acs', /cinematograph|photograph|camera|kamera|\bdop\b|\bdp\b|operat|secretar|governance/iu],
  // The governance institutes' letters (round 38) name other things too (FCS, CGP, ACG): read only after a company secretary's,
  // a governance officer's or a director's title.
  ...['fcs', 'acis', 'fcis', 'acg', 'fcg', 'cgp'].map((l) => [l, /secretar|governance|cosec/iu] as const),
  ...['gaicd', 'maicd', 'faicd'].map((l) => [l, /director|chair|board|secretar|governance/iu] as const),
]);

/** Vendors and bodies named beside a code, a level or a word saying the certification is held. */
const VENDORS = [
  'aws', 'amazon web services', 'azure', 'microsoft', 'ms', 'gcp', 'google cloud', 'google', 'cisco', 'juniper', 'fortinet', 'palo alto', 'check point', 'oracle', 'salesforce',
  'sap', 'red hat', 'redhat', 'vmware', 'kubernetes', 'cncf', 'linux foundation', 'hashicorp', 'terraform', 'databricks', 'snowflake', 'servicenow', 'tableau', 'ibm',
  'prosci', 'isc2', 'isc 2', 'isaca', 'pmi', 'scrum alliance', 'scrum org', 'scaled agile', 'axelos', 'peoplecert', 'apmg', 'iiba', 'ipma', 'shrm', 'hubspot', 'google ads', 'meta',
  'adobe', 'atlassian', 'mulesoft', 'workday', 'dynamics 365', 'power platform', 'alibaba cloud', 'huawei', 'hcia', 'hcip', 'hcie', 'safe',
  // accounting bodies, named in brackets after their members' letters ("CA (ICAI)")
  'icai', 'icaew', 'icas', 'icap', 'saica', 'caanz', 'aicpa', 'cpa ireland',
].map(fold);

/** Levels and tracks of a scheme ("Foundation", "Managing Professional", "Black Belt", "Level II", "v4", "Enterprise"). */
const LEVELS = [
  'foundation', 'practitioner', 'associate', 'professional', 'expert', 'specialty', 'specialist', 'advanced', 'master', 'managing professional', 'strategic leader',
  'black belt', 'green belt', 'yellow belt', 'white belt', 'master black belt', 'level', 'candidate', 'charterholder', 'holder', 'enterprise', 'security', 'data center',
  'collaboration', 'service provider', 'cloud practitioner', 'solutions architect', 'technical architect', 'solution architect', 'azure solutions architect',
  'azure administrator', 'administrator', 'developer', 'data engineer', 'devops engineer', 'sysops administrator', 'cloud engineer', 'security engineer',
  'data analyst', 'network engineer', 'certified tester', 'tester', 'lead auditor', 'lead implementer', 'auditor', 'agilist', 'scrum master', 'product owner',
  'i', 'ii', 'iii', 'iv', 'a', 'b', 'c', 'd', 'plus', 'core', 'cloud', 'network', 'ca',
].map(fold);

/** The word saying it is held, in the profiles' languages. */
const HELD = [
  'certified', 'certification', 'certificate', 'cert', 'certifie', 'certifiee', 'certificat', 'zertifiziert', 'zertifizierter', 'zertifizierte', 'zertifikat',
  'certificado', 'certificada', 'certificacao', 'certificacion', 'certificato', 'certificata', 'certificazione', 'gecertificeerd', 'certificaat', 'certyfikowany',
  'certyfikowana', 'certyfikat', 'certifierad', 'certifikat', 'sertifioitu', 'sertifikaatti', 'certifikovany', 'certifikovana', 'minositett', 'certificat', 'certificare',
  'πιστοποιημενος', 'πιστοποιημενη', 'πιστοποιηση', 'сертифікований', 'сертифікована', 'сертифікат', 'sertifikali', 'sertifikasi', 'bersertifikat', 'chung chi',
  'معتمد', 'معتمدة', 'מוסמך', 'מוסמכת', 'प्रमाणित', 'prmanit', '자격', '자격증', '認定', '资格', '认证',
].map(fold);

/** An exam code: Microsoft's AZ-104 and DP-203, AWS's SAA-C03, Oracle's 1Z0-071, Cisco's 200-301. */
const CODE = /^(?:[a-z]{2,3} ?\d{3}|[a-z]{3} c0\d|1z0 \d{3}|\d{3} \d{3}|[a-z]{2,4}\d{3})$/u;

/**
 * Local forms of degrees and statuses written after a title, folded: Dipl.-Kfm., mgr inż., Ing., LL.M., Esq., Dott. Not the
 * letters that name other things after a title: MD (a managing director), IR (investor relations), DBA (a database
 * administrator), LLM (a language model), BC (a province); a clinician's MD and RN are read by `title-post-nominals.ts`.
 */
const DEGREES_AFTER = new RegExp(
  `^(?:${[
    'dipl (?:kfm|kffr|kauffr|vw|volksw|inf|wirt inf|wirt ing|ing|betriebsw|psych|jur|oec|math|phys|chem|biol|geogr|pad|soz|des)', 'diplom(?:kaufmann|kauffrau|ingenieur|ingenieurin|volkswirt|informatiker)',
    'mgr inz', 'mgr', 'dr inz', 'inz', 'ing', 'ing arch', 'mudr', 'judr', 'phdr', 'rndr', 'lic', 'ldo', 'lda', 'dott', 'dott ssa', 'dr', 'drs', 'prof',
    'll m', 'll b', 'j d', 'jd', 'esq', 'm sc', 'b sc', 'mba', 'phd', 'ph d',
  ].join('|')})$`,
  'u',
);

function fold(text: string): string {
  return stripAccents(text).toLowerCase().replace(/[®™©]/gu, '').replace(/[^\p{L}\p{N}+]+/gu, ' ').trim();
}

const SCHEME_SET: ReadonlySet<string> = new Set(SCHEMES);
const VENDOR_SET: ReadonlySet<string> = new Set(VENDORS);
const LEVEL_SET: ReadonlySet<string> = new Set(LEVELS);
const HELD_SET: ReadonlySet<string> = new Set(HELD);

/** The longest phrase of `set` at `words[i]`, up to four words: its length, or 0. */
function phraseAt(words: readonly string[], i: number, set: ReadonlySet<string>): number {
  for (let n = Math.min(4, words.length - i); n >= 1; n--) if (set.has(words.slice(i, i + n).join(' '))) return n;
  return 0;
}

/**
 * A piece after a title that is certifications and nothing else (see above): every word a scheme, a vendor, an exam code, a
 * level or a held word, a version number or a bracketed place; at least one scheme or code, or a vendor beside a held word or
 * a level ("Microsoft Certified: Azure Solutions Architect Expert", "GCP Professional Data Engineer"). A film society's
 * letters only after a title of their trade (`head`). Or a local degree form alone ("Dipl.-Kfm.", "mgr inż.", "LL.M.").
 */
export function namesProfessionalCertification(piece: string, head: string): boolean {
  const folded = fold(piece.replace(/[(（]([^()（）]*)[)）]/gu, ' $1 '));
  if (folded === '') return false;
  if (DEGREES_AFTER.test(folded)) return true;
  const parts = folded.split(/\s*,\s*|\s+(?:and|&|und|et|y|e|i|ve)\s+/u);
  return parts.every((part) => certificationPart(part.split(' ').filter((w) => w !== ''), head));
}

function certificationPart(words: readonly string[], head: string): boolean {
  if (words.length === 0 || words.length > 9) return false;
  let scheme = false;
  let vendor = false;
  let marked = false;
  for (let i = 0; i < words.length; ) {
    const s = phraseAt(words, i, SCHEME_SET);
    const code = CODE.test(words.slice(i, i + 2).join(' ')) ? 2 : CODE.test(words[i] ?? '') ? 1 : 0;
    const v = phraseAt(words, i, VENDOR_SET);
    const l = phraseAt(words, i, LEVEL_SET);
    const h = phraseAt(words, i, HELD_SET);
    const n = Math.max(s, code, v, l, h);
    if (n === 0) {
      // A version or level number after the scheme ("4", "v4", "9", "2019"), or a licence or member number.
      if (/^v?\d[\d.]*$/u.test(words[i] ?? '') && i > 0) {
        i++;
        continue;
      }
      return false;
    }
    if (n === s || n === code) {
      const letters = words.slice(i, i + n).join(' ');
      const trade = FILM_LETTERS.get(letters);
      if (n === s && trade !== undefined && !trade.test(head)) return false;
      scheme = true;
    } else if (n === v) vendor = true;
    else marked = true;
    i += n;
  }
  return scheme || (vendor && marked);
}
