import { segmentWords } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { gainsLead, headOfUnit } from './title-heads';

/**
 * Round 22 (issue #21, w3v's "مدير إدارة علاقات العملاء" → "CRM Manager"): an English short form in one title and its words
 * written out in the other's language name one thing, but the lexicon reads them apart — "CRM" as revenue operations (the
 * CRM system), "علاقات العملاء" / "Relation Client" / "Müşteri İlişkileri" as customer success; "PR" as marketing,
 * "Relations Publiques" as none; "QA" as engineering, "Assurance Qualité" as operations. So when one title holds the
 * short form and the other its written-out words, the function is that thing's on both sides, and the rank is read
 * without it: the two are one role when what is left reads one rank (or a head of department and a manager:
 * `title-heads.ts`). "Responsable Relation Client" → "Head of CRM" and "Müşteri İlişkileri Yöneticisi" → "CRM Analyst"
 * stay changes (another rank), and so does "Responsable Relations Publiques" → "CRM Manager" (another thing).
 */
/** Scripts written without spaces between words, or whose letters take marks: no word boundary is asked. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}]/u;

const SHORT_FORMS: ReadonlyArray<{ short: RegExp; written: RegExp }> = [
  {
    short: /(?<![\p{L}])CRM(?![\p{L}])/u,
    written: phrases({
      fr: ['relation client', 'relations client', 'relation clients', 'relations clients', 'relation clientèle', 'gestion de la relation client'],
      es: ['relaciones con clientes', 'relaciones con los clientes', 'relación con el cliente', 'relación con clientes', 'gestión de relaciones con clientes'],
      pt: ['relacionamento com o cliente', 'relacionamento com clientes', 'relacionamento com cliente', 'gestão de relacionamento com clientes'],
      it: ['relazioni con i clienti', 'relazione con il cliente', 'relazioni clienti', 'gestione relazioni clienti'],
      de: ['kundenbeziehungsmanagement', 'kundenbeziehungen', 'kundenbeziehung'],
      nl: ['klantrelatiebeheer', 'klantrelaties', 'klantrelatie'],
      sv: ['kundrelationer', 'kundrelation'],
      da: ['kunderelationer', 'kunderelation'],
      no: ['kunderelasjoner', 'kunderelasjon'],
      fi: ['asiakassuhteiden hallinta', 'asiakassuhde', 'asiakkuudenhallinta'],
      pl: ['relacji z klientami', 'relacje z klientami', 'relacji z klientem', 'zarządzania relacjami z klientami'],
      cs: ['vztahy se zákazníky', 'vztahů se zákazníky', 'řízení vztahů se zákazníky'],
      sk: ['vzťahy so zákazníkmi', 'vzťahov so zákazníkmi'],
      hu: ['ügyfélkapcsolati', 'ügyfélkapcsolat', 'ügyfélkapcsolatok'],
      ro: ['relații cu clienții', 'relatii cu clientii', 'relația cu clienții'],
      tr: ['müşteri ilişkileri yönetimi', 'müşteri ilişkileri'],
      el: ['πελατειακών σχέσεων', 'πελατειακές σχέσεις', 'σχέσεων πελατών'],
      ru: ['взаимоотношений с клиентами', 'отношений с клиентами', 'управления взаимоотношениями с клиентами'],
      uk: ['відносин з клієнтами', 'взаємовідносин з клієнтами'],
      ar: ['إدارة علاقات العملاء', 'ادارة علاقات العملاء', 'علاقات العملاء'],
      he: ['קשרי לקוחות'],
      hi: ['ग्राहक संबंध प्रबंधन', 'ग्राहक संबंध'],
      id: ['hubungan pelanggan'],
      vi: ['quan hệ khách hàng'],
      ja: ['顧客関係管理', '顧客関係'],
      ko: ['고객관계관리', '고객 관계 관리', '고객관계'],
      zh: ['客户关系管理', '客户关系', '客戶關係管理', '客戶關係'],
    }),
  },
  {
    short: /(?<![\p{L}])PR(?![\p{L}])/u,
    written: phrases({
      fr: ['relations publiques'],
      es: ['relaciones públicas'],
      pt: ['relações públicas'],
      it: ['relazioni pubbliche'],
      de: ['öffentlichkeitsarbeit'],
      pl: ['relacji publicznych', 'relacje publiczne'],
      cs: ['vztahy s veřejností', 'vztahů s veřejností'],
      tr: ['halkla ilişkiler'],
      el: ['δημοσίων σχέσεων', 'δημόσιες σχέσεις'],
      ru: ['связям с общественностью', 'связей с общественностью'],
      uk: ["зв'язків з громадськістю", 'звʼязків з громадськістю'],
      ar: ['العلاقات العامة'],
      he: ['יחסי ציבור'],
      id: ['hubungan masyarakat', 'humas'],
      vi: ['quan hệ công chúng'],
      zh: ['公共关系', '公关'],
    }),
  },
  {
    short: /(?<![\p{L}])QA(?![\p{L}])/u,
    written: phrases({
      fr: ['assurance qualité'],
      es: ['aseguramiento de la calidad', 'aseguramiento de calidad'],
      pt: ['garantia da qualidade', 'garantia de qualidade'],
      it: ['assicurazione qualità', 'assicurazione della qualità'],
      de: ['qualitätssicherung'],
      nl: ['kwaliteitsborging'],
      sv: ['kvalitetssäkring'],
      pl: ['zapewnienia jakości', 'zapewnienie jakości'],
      cs: ['zajištění kvality'],
      tr: ['kalite güvence'],
      ar: ['ضمان الجودة'],
      ru: ['обеспечения качества'],
      ja: ['品質保証'],
      ko: ['품질보증'],
      zh: ['质量保证'],
    }),
  },
];

/** A law's short form in capitals, with no Latin letter beside it (a CJK word may follow: "APPI対応担当", "PIPL合规专员"). */
function lawShort(...forms: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{Script=Latin}])(?:${forms.join('|')})(?![\\p{Script=Latin}])`, 'u');
}

/**
 * Round 24 (issue #21, w3x's "KVKK Uyum Uzmanı" → "Kişisel Verilerin Korunması Uyum Uzmanı"): privacy, anti-money-laundering
 * and financial laws and regulations, their short forms written out in their languages. The lexicon reads the written-out
 * words as functions of their own ("Protection des Données", "Blanchiment"), or as nothing, so the titles read apart.
 */
const LAW_FORMS: ReadonlyArray<{ short: RegExp; written: RegExp }> = [
  {
    short: lawShort('GDPR', 'RGPD', 'DSGVO', 'AVG', 'RODO', 'ΓΚΠΔ'),
    written: phrases({
      en: ['general data protection regulation'],
      fr: ['règlement général sur la protection des données', 'règlement général de protection des données'],
      es: ['reglamento general de protección de datos'],
      pt: ['regulamento geral de proteção de dados', 'regulamento geral sobre a proteção de dados'],
      it: ['regolamento generale sulla protezione dei dati', 'regolamento generale per la protezione dei dati'],
      de: ['datenschutz-grundverordnung', 'datenschutzgrundverordnung'],
      nl: ['algemene verordening gegevensbescherming'],
      pl: ['ogólnego rozporządzenia o ochronie danych', 'ogólne rozporządzenie o ochronie danych'],
      el: ['γενικού κανονισμού προστασίας δεδομένων', 'γενικός κανονισμός προστασίας δεδομένων'],
    }),
  },
  { short: lawShort('KVKK'), written: phrases({ tr: ['kişisel verilerin korunması kanunu', 'kişisel verileri koruma kanunu', 'kişisel verilerin korunması'] }) },
  { short: lawShort('LGPD'), written: phrases({ pt: ['lei geral de proteção de dados pessoais', 'lei geral de proteção de dados'] }) },
  { short: lawShort('DPDP'), written: phrases({ en: ['digital personal data protection act', 'digital personal data protection'] }) },
  { short: lawShort('PIPL'), written: phrases({ en: ['personal information protection law'], zh: ['个人信息保护法', '個人信息保護法'] }) },
  { short: lawShort('APPI'), written: phrases({ en: ['act on the protection of personal information'], ja: ['個人情報保護法', '個人情報の保護に関する法律'] }) },
  { short: lawShort('PIPA'), written: phrases({ en: ['personal information protection act'], ko: ['개인정보보호법', '개인정보 보호법'] }) },
  { short: lawShort('CCPA', 'CPRA'), written: phrases({ en: ['california consumer privacy act', 'california privacy rights act'] }) },
  { short: lawShort('SOX'), written: phrases({ en: ['sarbanes-oxley', 'sarbanes oxley'] }) },
  {
    short: lawShort('AML', 'LCB-FT', 'LCB', 'LAB', 'PBC', 'PLD', 'GwG', 'MASAK', 'AML/CFT', 'CFT'),
    written: phrases({
      en: ['anti-money laundering', 'anti money laundering'],
      fr: ['lutte contre le blanchiment', 'lutte anti-blanchiment', 'anti-blanchiment'],
      es: ['prevención de blanqueo de capitales', 'prevención del blanqueo de capitales', 'prevención de lavado de dinero', 'prevención de lavado de activos'],
      pt: ['prevenção à lavagem de dinheiro', 'prevenção de lavagem de dinheiro', 'prevenção ao branqueamento de capitais'],
      it: ['antiriciclaggio'],
      de: ['geldwäscheprävention', 'geldwäschebekämpfung'],
      tr: ['kara paranın aklanmasının önlenmesi', 'kara para aklamanın önlenmesi'],
      ko: ['자금세탁방지'],
      ja: ['マネー・ローンダリング対策', 'マネロン対策'],
      zh: ['反洗钱'],
    }),
  },
  { short: lawShort('KYC'), written: phrases({ en: ['know your customer', 'know your client'], fr: ['connaissance client'] }) },
  { short: lawShort('MiFID', 'MiFID II', 'MIFID'), written: phrases({ en: ['markets in financial instruments directive'] }) },
  { short: lawShort('DORA'), written: phrases({ en: ['digital operational resilience act'] }) },
  { short: lawShort('NIS2', 'NIS 2'), written: phrases({ en: ['network and information security directive', 'network and information systems directive'] }) },
];

/** Capitals a law's short form needs: most titles have none, and no law's name is looked for. */
const ANY_LAW_SHORT = /\p{Lu}[\p{L}-]*\p{Lu}/u;

/**
 * One title holds a short form, the other its words written out in another language (see above), and what is left of each
 * reads one rank, neither gaining a lead or team word the other lacks. The written-out words are another language's, so the
 * two are taken to be in two languages whatever the lexicon reads of the rest ("Managerin Kundenbeziehungen" → "CRM
 * Managerin": the probe's miss, where "Managerin" made neither title read as foreign).
 */
export function shortFormWrittenOut(a: string, b: string): boolean {
  return writtenOutIn(a, b) || writtenOutIn(b, a);
}

function writtenOutIn(short: string, written: string): boolean {
  return formWrittenOut(short, written, SHORT_FORMS) || lawWrittenOut(short, written);
}

/** A law's short form written out, the rest of the two titles alike or of one rank (see `LAW_FORMS`). */
function lawWrittenOut(short: string, written: string): boolean {
  if (!ANY_LAW_SHORT.test(short)) return false;
  for (const form of LAW_FORMS) {
    if (!form.short.test(short)) continue;
    const found = form.written.exec(lowered(written));
    if (found === null) continue;
    // After the probe ("DORA Compliance Manager" → "DORA (Digital Operational Resilience Act) Compliance Manager"): the name
    // written out in brackets beside its own short form.
    if (form.short.test(written)) return restOf(lowered(short)) === restOf(lowered(written).replace(`(${found[0]})`, ' '));
    if (restOf(lowered(short.replace(form.short, ' '))) === restOf(lowered(written).replace(found[0], ' '))) return true;
    return formWrittenOut(short, written, [form]);
  }
  return false;
}

/**
 * Round 24 (w3x's "… – Sanctions Financières Internationales" and the development pairs' "… – Lutte Anti-Blanchiment" →
 * "… – Anti-Money Laundering"): two segments that each name one law and nothing else, by its short form or its name in any
 * language — one law's.
 */
export function sameLawNamed(a: string, b: string): boolean {
  const la = lowered(a).trim();
  const lb = lowered(b).trim();
  return la !== lb && LAW_FORMS.some((f) => namesOnly(a, la, f) && namesOnly(b, lb, f));
}

function namesOnly(title: string, lower: string, form: { short: RegExp; written: RegExp }): boolean {
  const written = form.written.exec(lower);
  if (written !== null) return restOf(lower.replace(written[0], ' ')) === '';
  const short = form.short.exec(title);
  return short !== null && restOf(title.replace(short[0], ' ')) === '';
}

/** What is left of a title once the short or the written-out form is taken out: its words, spaced once. */
function restOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function formWrittenOut(short: string, written: string, forms: ReadonlyArray<{ short: RegExp; written: RegExp }>): boolean {
  const lower = lowered(written);
  for (const form of forms) {
    const found = form.written.exec(lower);
    if (found === null || !form.short.test(short) || form.short.test(written) || form.written.test(lowered(short))) continue;
    const restShort = short.replace(form.short, ' ').trim();
    const restWritten = lower.replace(found[0], ' ').trim();
    if (gainsLead(segmentWords(restShort), segmentWords(restWritten), true)) return false;
    const rs = classifyTitle(restShort).seniority;
    const rw = classifyTitle(restWritten).seniority;
    if (rs === null || rw === null) return false;
    return rs === rw || (rw === 'director' && rs === 'manager' && headOfUnit(written));
  }
  return false;
}

/**
 * The written-out words of every language, as written (lower case, accents kept: the rest of the title is read by the
 * classifier, which wants them), the longest first; words of Latin, Cyrillic, Greek, Arabic and Hebrew letters whole.
 */
function phrases(table: Readonly<Record<string, readonly string[]>>): RegExp {
  const all = Object.values(table).flat().map(lowered).sort((x, y) => y.length - x.length);
  const spaced = all.filter((t) => !UNSPACED.test(t)).map(escaped);
  const unspaced = all.filter((t) => UNSPACED.test(t)).map(escaped);
  return new RegExp([`(?<![\\p{L}])(?:${spaced.join('|')})(?![\\p{L}])`, ...unspaced].join('|'), 'u');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Lower case as written; the dot a Turkish capital İ leaves in lower case dropped. */
function lowered(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\u0307/gu, '');
}
