import { foldText } from './fold';
import { literalPretest, words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Field and frontline service work (issue #21, round 30), each class written once for every language the sets use
 * (development titles: `test/fixtures/detection-w3/titles-r30-frontline.json`, written after the first terms; the recounts over every read set are in
 * docs/decisions.md, "Detection round 30 (frontline functions)"), all → `operations`:
 *
 * - **Field service and field operations, service delivery** (field service, fältservice, kenttähuolto, saha servis, serwis
 *   terenowy, SAV terrain, servicio técnico de campo, שירות שטח, الخدمة الميدانية, 现场服务, フィールドサービス, 현장서비스):
 *   the lexicon read "service" as customer success, "engineer" as engineering, "Außendienst"/"buitendienst" as field sales.
 * - **Dispatch and scheduling of technicians and service orders** (Einsatzplaner, serviceplanerare, dyspozytor, despachante,
 *   配車, penjadwalan teknisi) and **workforce management** of frontline shifts (WFM, real-time analysts).
 * - **Soft facilities management, contract catering, banqueting, food-service and parcel-depot workers.**
 * - **A stated team of technicians** (structure: a count beside the workers' noun, "team of 14 technicians", "13 asentajaa",
 *   "技術員15名", "엔지니어 14명"): whoever leads field technicians leads service operations, whatever the rank word lends.
 */
const FIELD_SERVICE = [
  // English and the English the other languages borrow
  'field service*', 'field operations', 'field ops', 'technical field operations', 'field crew*', 'service delivery',
  'field engineering services',
  // German, Dutch, Swedish, Danish, Norwegian, Finnish
  'aussendienst service*', 'service aussendienst', 'technischer aussendienst', 'servicetechnik im aussendienst', 'technische buitendienst',
  'buitendienst service', 'service buitendienst', 'faltservice*', 'faltoperation*', 'feltservice*', 'feltoperasjon*', 'kenttahuol*',
  'kenttapalvelu*', 'kenttaoperaatio*',
  // French, Spanish, Portuguese, Italian, Romanian
  'sav terrain', 'service terrain', 'operations terrain', 'interventions terrain', 'servicio tecnico de campo', 'servicio de campo',
  'servicios de campo', 'operaciones de campo', 'servico de campo', 'servico tecnico de campo', 'servicos de campo', 'operacoes de campo',
  'assistenza tecnica sul campo', 'service sul campo', 'operazioni sul campo', 'service teren', 'servicii teren', 'operatiuni teren',
  'operatiuni de teren',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'serwisu terenowego', 'serwis terenowy', 'serwisem terenowym', 'operacji terenowych', 'operacje terenowe', 'servisu v terenu',
  'servis v terenu', 'terenni servis', 'servisni operace', 'terepi szerviz*', 'terepszolgalat*', 'helyszini szerviz*',
  'υποστηριξης πεδιου', 'λειτουργιων πεδιου', 'υπηρεσιων πεδιου', 'εργασιων πεδιου', 'saha servis*', 'saha operasyon*', 'saha hizmet*', 'layanan lapangan', 'operasional lapangan', 'servis lapangan',
  'dich vu hien truong', 'van hanh hien truong',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'польових операцій', 'польового сервісу', 'сервісної служби', 'выездного сервиса', 'полевого сервиса', 'полевых операций', 'שירות שטח',
  'תפעול שטח', 'الخدمه الميدانيه', 'العمليات الميدانيه', 'फील्ड सर्विस', 'फील्ड ऑपरेशंस', 'फील्ड ऑपरेशन्स', 'क्षेत्र सेवा',
  // Japanese, Korean, Chinese
  'フィールドサービス', 'フィールドオペレーション', '현장서비스', '현장 서비스', '현장운영', '现场服务', '現場服務', '外勤服务',
];

const DISPATCH_AND_WFM = [
  'service dispatcher*', 'field dispatcher*', 'service scheduler*', 'service planner*', 'workforce management', 'wfm', 'real time analyst*',
  'einsatzplaner*', 'einsatzplanung', 'disponent* kundendienst', 'serviceplanner*', 'planner buitendienst', 'serviceplanerare', 'serviceplanlegger*',
  'huoltosuunnittelija*', 'planificateur* d interventions', 'planificatrice d interventions', 'planificador* de servicio*',
  'planejador* de servico*', 'despachante* de ordens', 'pianificat* interventi', 'dispecer* service', 'dyspozytor* zlecen', 'dyspozytorka zlecen',
  'dispecer* servisu', 'szervizdiszpecser*', 'προγραμματισμου τεχνικων', 'servis planlama*', 'penjadwalan teknisi', 'dieu phoi ky thuat',
  'диспетчер* сервіс*', 'диспетчер* сервис*', 'שיבוץ טכנאים', 'جدوله وتوزيع الفنيين', 'تخطيط الخدمه', 'सेवा डिस्पैच*',
  '配車', '手配担当', '기사 배차', '배차', '派工', '调度员',
];

const SOFT_FM_AND_DEPOTS = [
  'soft services', 'soft fm', 'soft facilities', 'catering unit*', 'contract catering', 'banquet*', 'banqueting', 'food service worker*',
  'food service assistant*', 'package handler*', 'parcel handler*', 'meter technician*', 'meter reader*', 'lift service technician*',
  'lift technician*', 'elevator technician*', 'klima servis teknisyen*', 'asansor teknisyen*', 'teknisi lift', 'teknisi ac', 'ky thuat vien thang may',
];

/** The workers' noun a stated team of field technicians is counted in. */
const TECHNICIANS = [
  'technicians', 'technikern', 'techniker', 'techniciens', 'tecnicos', 'tecnici', 'techniku', 'technikow', 'tehnicieni', 'technikusi',
  'tekniker', 'teknikere', 'asentajaa', 'monteurs', 'monteure', 'monteuren', 'teknisi', 'teknisyen*', 'τεχνικων', 'техніків', 'техников',
  'טכנאים', 'فنيا', 'فنيين', 'तकनीशियनों', 'field engineers', 'service engineers',
];
/** Japanese, Chinese and Korean write the count after the noun ("技術員15名", "엔지니어 14명") or as a counted noun ("14名技师"). */
const TECHNICIANS_CJK = ['技術員', '技师', '技師', '엔지니어', '기사'].map(foldText).join('|');

const TERMS_LIST = [...FIELD_SERVICE, ...DISPATCH_AND_WFM, ...SOFT_FM_AND_DEPOTS];
const TERMS = new RegExp(words(TERMS_LIST), 'u');
/** A count and the technicians' noun in one segment: "team of 14 technicians", "13 asentajaa", "技術員15名", "14名技师". */
const TEAM = new RegExp(`\\d[^,\\d]{0,24}?(?:${words(TECHNICIANS)})|(?:${TECHNICIANS_CJK})\\s?\\d|\\d\\s?名\\s?(?:${TECHNICIANS_CJK})`, 'u');

/** Every term's text up to its wildcard: a title without one is not scanned by `TERMS` (round 30, for cost). */
const PRETEST = literalPretest(TERMS_LIST) ?? TERMS;
const DIGIT = /\d/u;

/**
 * Where the title names frontline service work: a stated team of technicians anywhere, a term in the role's own segment
 * ('role'), or a term only in a later segment ('later': there it names the employer's business as often, "Account Executive –
 * field service software").
 */
function frontlinePlace(text: string): 'role' | 'later' | null {
  if (DIGIT.test(text) && TEAM.test(text)) return 'role';
  if (!PRETEST.test(text)) return null;
  const m = TERMS.exec(text);
  if (m === null) return null;
  const end = text.indexOf(' , ');
  return end < 0 || m.index < end ? 'role' : 'later';
}

/** The functions a frontline term or team in the role beats: the words that name service, engineers, field sales, staff, no function. */
const BEATEN: ReadonlySet<string> = new Set(['other', 'customer_success', 'engineering', 'sales', 'people', 'executive']);
/** A term only in a later segment fills in a function the role lacks (a rank word alone, "VP – Field Operations"). */
const BEATEN_LATER: ReadonlySet<string> = new Set(['other', 'executive']);

/**
 * Round 30's reading after the rules: the lexicon reads "service" as customer success, an engineer as engineering,
 * "Außendienst" as field sales, scheduling as people, and a title whose rank word is the only word as no function; where the
 * title names field or frontline service work (a term above or a stated team of technicians), that is its function.
 */
export function byFrontlineClass(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null || !BEATEN.has(read.function)) return read;
  const place = frontlinePlace(text);
  if (place === null || (place === 'later' && !BEATEN_LATER.has(read.function))) return read;
  return { seniority: read.seniority, function: 'operations' };
}
