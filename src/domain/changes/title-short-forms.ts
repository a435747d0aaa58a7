import { segmentWords } from '../normalise/text';
import { classifyTitle } from '../titles/classify';
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
  const lower = lowered(written);
  for (const form of SHORT_FORMS) {
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
