import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Classes of legal, compliance, audit and privacy contacts that the w3x blind set missed (issue #21, round 24), each written once
 * for every language (development titles first: `test/fixtures/detection-w3/titles-r24.json`):
 *
 * - **Founders and owners of a law practice** → c_level / executive: the practice names the business, as an accounting bureau
 *   does (round 21). Recounted over every read set: 17 founders or owners of a law office (w3x, in 17 languages), all executive;
 *   partners who do not found or own the firm stay c_level / other (round 4: w3, w3b, w3c ×6, w3d and w3f's managing partners).
 *   The row that disagrees: w3x "Managing Partner, 40-lawyer regional firm" (executive; w3d and w3f label managing partners other).
 *   Round 38 recounted managing partners alone (w3x, w4m, w3b's "Socio Director" and every bare "Managing Partner" executive, w3d
 *   other): a managing partner runs the firm (`legal-trade-terms.ts`).
 * - **Internal audit** (Konzernrevision, internrevision, sisäinen tarkastus, belső ellenőrzés, ביקורת פנימית, 稽核) → finance, as
 *   all 34 internal-audit rows of the read sets are labelled (w3c … w3x); a chief audit executive is c_level.
 * - **ESG and sustainability reporting, carbon accounting** → finance (w3x, the only set that labels them).
 * - **Privacy and data protection** → other (26 rows of w3x, no read set otherwise), unless an engineer's word names the role
 *   ("Privacy Engineer" is engineering in w3x).
 */

const FOUNDER = new RegExp(
  words([
    'founder', 'co founder', 'founding partner', 'owner', 'proprietor', 'sole practitioner', 'solo', 'grunder', 'grunderin', 'inhaber',
    'inhaberin', 'fondateur', 'fondatrice', 'fundador', 'fundadora', 'fondatore', 'titolare', 'fondator', 'fondatoare', 'titular',
    'oprichter', 'oprichtster', 'grundare', 'perustaja', 'zalozyciel', 'zalozycielka', 'zakladatel', 'zakladatelka', 'kurucu',
    'alapito', 'ιδρυτης', 'ιδρυτρια', 'מייסד', 'מייסדת', 'kurucusu', 'pendiri', 'nha sang lap', 'संस्थापक', 'sansthapak', 'засновник',
    'засновниця', 'основатель', 'مؤسس', 'مؤسسه',
  ]) + '|설립|대표변호사|創業者|創辦人|创始人|代表弁護士',
  'u',
);
/** A law office, firm or practice, or a lawyer's word beside the founder's. */
const LAW_PRACTICE = new RegExp(
  words([
    'law', 'attorney', 'advocate', 'lawyer', 'kanzlei', 'rechtsanwalt*', 'avocat*', 'abogad*', 'advocacia', 'advogad*', 'studio legale',
    'avvocat*', 'advocatenkantoor', 'advokat*', 'asianajo*', 'kancelari*', 'kancelar*', 'hukuk', 'avukat', 'ugyved*', 'δικηγορ*',
    'עורכי דין', 'kantor hukum', 'van phong luat', 'luat su', 'विधि कार्यालय', 'अधिवक्ता', 'адвокат*', 'محاماه',
  ]) + '|법률사무소|변호사|法律事務所|律师事务所|律師事務所',
  'u',
);
/** A chief's or head's word of another function beside the founder's ("Co-founder & CTO, legal-tech start-up"). */
const OWN_FUNCTION = /(?<![\p{L}])(?:cto|coo|cfo|cmo|cpo|cro|head of|chief (?!executive))/u;

const INTERNAL_AUDIT = new RegExp(
  words([
    'internal audit*', 'internal auditor*', 'audit interne', 'auditoria interna', 'auditoria interna', 'audit intern', 'interne audit',
    'interne revision', 'konzernrevision', 'internrevision*', 'internrevisjon*', 'internrevisor*',
    'intern revision', 'sisaisen tarkastuksen', 'sisainen tarkastaja', 'sisainen tarkastus', 'belso ellenorzes*', 'belso ellenorzesi',
    'belso ellenor', 'הביקורת הפנימית', 'ביקורת פנימית', 'מבקר פנים', 'מבקרת פנים',
    // round 38 (governance38): the internal auditor's adjective form in Hebrew and the reviewer's noun in Arabic
    'מבקר פנימי', 'מבקרת פנימית', 'מבקר הפנים', 'מבקרת הפנים', 'مراجع داخلي', 'المراجع الداخلي', 'مراجعه داخليه',
    'المراجعه الداخليه', 'مدقق داخلي', 'المدقق الداخلي', 'التدقيق الداخلي', 'تدقيق داخلي',
  ]) + '|稽核',
  'u',
);
const CHIEF_AUDIT = new RegExp(words(['chief audit executive', 'chief internal auditor']), 'u');
const ESG_REPORTING = new RegExp(
  words([
    'sustainability reporting', 'esg reporting', 'esg data', 'csrd', 'carbon accounting', 'nachhaltigkeitsbericht*', 'nachhaltigkeitsberichterstattung',
    'reporting extra financier', 'reporting esg', 'informes de sostenibilidad', 'relato de sustentabilidade', 'hallbarhetsredovisning',
  ]),
  'u',
);
const PRIVACY = new RegExp(
  words([
    'privacy', 'data privacy', 'data protection', 'datenschutz*', 'protection des donnees', 'donnees personnelles', 'proteccion de datos',
    'protecao de dados', 'privacidade', 'privacidad', 'protezione dei dati', 'dataskydd', 'tietosuoja*', 'adatvedelm*', 'ochrony danych',
    'ochrany osobnich udaju', 'ochrany udaju', 'kvkk', 'veri koruma', 'pelindungan data', 'perlindungan data', 'bao ve du lieu',
    'προστασιας δεδομενων', 'προστασιας προσωπικων δεδομενων', 'הגנת פרטיות', 'הגנת מידע', 'حمايه البيانات', 'डेटा संरक्षण',
    'захисту даних', 'захисту персональних даних', 'gegevensbescherming',
    // round 33: the data protection officer's own words (Swedish, Chinese)
    'dataskyddsombud', 'dataskyddssamordnare',
  ]) + '|개인정보|個人情報|個資|个人信息|数据保护|資料保護',
  'u',
);
/** Stems every audit and reporting term holds: one cheap test before the word lists (round 24, for cost). */
const AUDIT_OR_REPORTING_STEM = /audit|revisi|revisj|revisor|tarkast|ellenor|ביקורת|מבקר|مراجع|مدقق|تدقيق|稽核|esg|csrd|sustainab|carbon|nachhaltig|extra financ|sostenib|sustentab|hallbarhet/u;
const ENGINEER = /(?<![\p{L}])(?:engineer\p{L}*|developer|entwickler\p{L}*|ingenieur\p{L}*|architect)/u;

/** The round 24 classes (see the module comment), read after every other class. */
export function byLegalClass(text: string, read: TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === 'c_level' && fn === 'other' && FOUNDER.test(text) && LAW_PRACTICE.test(text) && !OWN_FUNCTION.test(text)) {
    return { seniority, function: 'executive' };
  }
  if (AUDIT_OR_REPORTING_STEM.test(text)) {
    if (CHIEF_AUDIT.test(text)) return { seniority: 'c_level', function: 'finance' };
    if (fn !== 'finance' && (INTERNAL_AUDIT.test(text) || ESG_REPORTING.test(text))) return { seniority, function: 'finance' };
  }
  if ((fn === 'engineering' || fn === 'operations' || fn === 'people') && PRIVACY.test(text) && !ENGINEER.test(text)) return { seniority, function: 'other' };
  return read;
}
