import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import type { TitleClassification } from './types';

/**
 * Hospital administration's functions (issue #21, round 28), each class recounted by labeller over every read set (w3 … w4b) and
 * written once for every language (development titles first: `test/fixtures/detection-w3/titles-r28-hospital.json`; the counts
 * are in docs/decisions.md, "Detection round 28 (hospital titles)"):
 *
 * - **Patient access**: admissions, registration, appointment scheduling and booking, bed and patient-flow management, the
 *   hospital administration units that run them (원무, 医事課, Patientenaufnahme, admisión, Hasta Kabul …) → `operations`, as w4b
 *   labels them and w3z labels a university's admissions desk; no read set labels a patient-access desk otherwise.
 * - **Coding, billing and claims of a provider**: clinical coders, hospital billers, casemix and DRG staff, insurance claims and
 *   review of the hospital's own bills (보험심사, BHYT, klaim BPJS, vykazování pojišťovnám, 医保结算 …) → `finance`, as every
 *   read set labels medical billing and coding (w3b, w3c, w3d, w3e, w3f, w3g, w3m, w3q, w4b). A payer's claims examiner is not
 *   here: w4b reads it operations, as the lexicon does.
 *
 * The words are role nouns and unit names, so that the clinic or the nurse's word they sit beside no longer reads `other`.
 */
const PATIENT_ACCESS = [
  // English
  'patient access*', 'patient registration*', 'registration clerk*', 'admissions clerk*', 'patient admissions', 'admission desk*',
  'admissions desk*', 'scheduling coordinator*', 'appointment scheduler*', 'appointments clerk*', 'central scheduling', 'patient flow*',
  'bed manager assistant*', 'front office & admissions', 'patient scheduling',
  // German, French, Spanish, Portuguese, Italian, Dutch
  'patientenaufnahme', 'patientenmanagement', 'terminvergabe', 'belegungsmanagement', 'bureau des admissions',
  'agent administratif des admissions', 'prise de rendez vous', 'admisión', 'admision', 'citaciones', 'admissão', 'admissão de pacientes',
  'agendamento de consultas', 'recepção e agendamento', 'operatore cup', 'sportello cup', 'accettazione', 'prenotazioni ambulatoriali', 'patiëntenplanning',
  'opname en planning', 'patiëntenservice',
  // Swedish, Finnish, Polish, Czech, Hungarian, Romanian, Greek, Turkish, Ukrainian, Indonesian, Vietnamese
  'tidbokning', 'inskrivning', 'patientmottagning', 'ajanvaraus', 'potilasvastaanoton', 'potilaiden vastaanotto', 'rejestratorka*',
  'rejestrator*', 'rejestracji', 'rejestracja', 'izby przyjęć', 'příjmu pacientů', 'objednávání pacientů', 'betegfelvétel*', 'betegirányító*',
  'előjegyzés', 'internări', 'programări', 'κίνησης ασθενών', 'εισαγωγών ασθενών', 'hasta kabul*', 'hasta randevu*', 'реєстратури',
  'реєстратура', 'прийому пацієнтів', 'запису пацієнтів', 'pendaftaran pasien', 'admisi rawat*', 'tiếp đón', 'đăng ký khám*', 'đặt lịch khám',
  // Arabic, Hebrew, Hindi (both scripts), Japanese, Korean, Chinese
  'تسجيل المرضى', 'مواعيد المرضى', 'قبول المرضى', 'جدولة المرضى', 'קבלת חולים', 'זימון תורים', 'रोगी पंजीकरण', 'रोगी प्रवेश', 'भर्ती डेस्क',
  '원무', '외래 예약', '医事課', '入院受付', '外来受付', '住院处', '入院登记', '挂号',
];

const REVENUE_CYCLE = [
  // English
  'medical coder*', 'records coder*', 'clinical coder*', 'inpatient coding', 'outpatient coding', 'clinical coding', 'coding officer*', 'coding specialist*', 'medical billing', 'hospital biller*',
  'biller', 'billers', 'casemix', 'charge capture', 'denials', 'claims follow up', 'insurance desk', 'tpa desk', 'tpa insurance',
  // German, French, Spanish, Portuguese, Italian, Dutch
  'kodierfachkraft', 'kodierung', 'medizinische kodier*', 'abrechnung stationärer', 'codeuse', 'codeur', 'pmsi', 'technicien d information médicale', 'technicienne d information médicale',
  'facturation des soins', 'codificación clínica', 'codificadora', 'codificador', 'facturación a mutuas', 'faturamento hospitalar', 'codificador clínico',
  'codificatore', 'codificatrice', 'codifica sdo', 'fatturazione prestazioni', 'medisch codeur', 'declaraties',
  // Swedish, Finnish, Polish, Czech, Hungarian, Romanian, Greek, Turkish, Ukrainian, Indonesian, Vietnamese
  'medicinsk kodare', 'kvå kodning', 'laskutussihteeri', 'potilaslaskutu*', 'rozliczeń z nfz', 'koder procedur*', 'koder medyczn*', 'kodér drg', 'kodérka drg', 'vykazování*', 'finanszírozási ügyintéző',
  'kódoló', 'codificare drg', 'decontare cnas', 'τιμολόγησης εοπυυ', 'κωδικοποιητής*', 'κωδικοποιήτρια', 'medikal faturalama', 'sgk faturalama',
  'кодувальник', 'кодувальниця', 'розрахунків з нсзу', 'звітності нсзу', 'koder rekam medis', 'klaim bpjs', 'penagihan klaim',
  'thanh toán bảo hiểm', 'giám định bhyt', 'mã hóa bệnh tật',
  // Arabic, Hebrew, Hindi (both scripts), Japanese, Korean, Chinese
  'مطالبات التأمين', 'ترميز طبي', 'فوترة طبية', 'מקודדת רפואית', 'מקודד רפואי', 'התחשבנות', 'मेडिकल बिलिंग', 'मेडिकल कोडर', 'बीमा दावा',
  'dpc', '診療報酬', 'レセプト', '医事算定', '보험심사', '보험 청구', '보험청구', '진료비 심사', '청구 담당', '病案编码', '医保结算', '医保結算',
];

/** The round's tier-1 classes in one pattern (one scan, as round 23's `classesRule`): at one place patient access wins. */
export const HOSPITAL_CLASSES_RULE: FunctionRule = classesRule(1, [
  ['operations', PATIENT_ACCESS],
  ['finance', REVENUE_CYCLE],
]);

/*
 * Hospital executives' ranks (round 28; w4b's README, no earlier read set against: w3b's ziekenhuisgroep CEO and w3u's
 * university-hospital CEO read c_level/executive, w3s's náměstek for operations at a faculty hospital vp/operations). Read from the
 * title's shape, not a list of hospitals: the first part is a head's word alone, or a head's word with the hospital it heads
 * ("Ředitel nemocnice …", "Giám đốc Bệnh viện …"), or a deputy's form of either, and the title names a hospital.
 *
 * - **The head of a hospital, hospital group or health region** → c_level / executive.
 * - **Their deputies, whatever the clinical portfolio** → vp / executive; a deputy whose portfolio reads a business function
 *   (finance, operations …) keeps it, as w3s's náměstek pro provoz.
 * - **A head of a function at a hospital** ("Ředitel IT", "Director of Nursing") is not the hospital's head: its words follow.
 */
const HEAD = [
  'chief executive', 'ceo', 'geschaftsfuhrer', 'geschaftsfuhrerin', 'directeur', 'directrice', 'directeur general', 'directrice generale',
  'gerente', 'director gerente', 'directora gerente', 'director general', 'directora general', 'diretor geral', 'diretora geral', 'diretor',
  'diretora', 'superintendente', 'superintendente executivo', 'superintendente executiva', 'direttore generale', 'direttrice generale',
  'bestuurder', 'sjukhusdirektor', 'regiondirektor', 'sairaalan johtaja', 'hyvinvointialuejohtaja', 'dyrektor', 'dyrektorka', 'reditel',
  'reditelka', 'foigazgato', 'manager general', 'director', 'διοικητησ', 'διοικητρια', 'bashekim', 'генеральнии директор', 'директор',
  'головнии лікар', 'direktur', 'direktur utama', 'giam doc', 'المدير التنفيذي', 'المدير العام', 'مدير', 'מנהל', 'מנהלת',
  'medical superintendent', 'चिकित्सा अधीक्षक',
];
/** The head's word a deputy's word goes with ("Zastępca Dyrektora", "Náměstek ředitele", "Заступник головного лікаря"). */
const DEPUTY_OF = [
  'chief executive', 'ceo', 'geschaftsfuhrer', 'geschaftsfuhrerin', 'directeur', 'directrice', 'direttore sanitario', 'direttore generale',
  'direktur', 'giam doc', 'dyrektora', 'reditele', 'sjukhusdirektor', 'medical superintendent', 'головного лікаря', 'מנהל', 'مدير',
  'चिकित्सा अधीक्षक', 'directeur general',
];
const DEPUTY_WORD = [
  'deputy', 'additional', 'acting deputy', 'vice', 'stellvertretende', 'stellvertretender', 'adjunct', 'bitradande', 'zastepca', 'zastepczyni',
  'namestek', 'namestkyne', 'pho', 'wakil', 'nayb', 'نايب', 'סגן', 'סגנית', 'उप', 'अपर', 'заступник', 'заступниця',
];
const DEPUTY_AFTER = ['adjoint', 'adjointe', 'adjunto', 'adjunta', 'adjunct', 'helyettes', 'yardimcisi'];
/** Deputies written as one word or a fixed phrase (Subdirector, apulaisjohtaja, 副院長, 부원장, "náměstek pro …"). */
const DEPUTY_WHOLE = [
  'subdirector', 'subdirectora', 'subdirector medico', 'subdirectora medica', 'subdirector de gestion', 'subdirectora de gestion',
  'apulaisjohtaja', 'apulaisjohtajaylilaakari', 'sairaalan apulaisjohtajaylilaakari', 'υποδιοικητησ', 'υποδιοικητρια', 'αναπληρωτησ διοικητησ',
  'αναπληρωτρια διοικητρια', 'namestek pro', 'orvosigazgato helyettes', 'foigazgato helyettes', 'superintendente adjunto',
  'superintendente adjunta', 'director medical adjunct', 'director general adjunct', 'nayb alrayys altanfythy', 'نايب الرييس التنفيذي',
];
/** Heads whose word holds the hospital (병원장, 病院長, 院長, Başhekim): alone as the first part. */
const CJK_HEAD = /^(?:病院長|院長|院长|병원장|원장)(?: |$)/u;
const CJK_DEPUTY = /^(?:副院長|副院长|부원장)(?: |$)/u;

const alt = (list: readonly string[]): string => [...list].sort((a, b) => b.length - a.length).join('|');
const HOSPITAL_PLACE =
  String.raw`(?:(?:of the|of|du|de la|de|del|della|dell|des|lui|van het|van) )?(?:\p{L}+ )?(?:hospital(?!ity)|hopital|centre hospitalier|szpital|nemocnic|korhaz|spital|νοσοκομει|лікарн|rsu?d?u?p?|rs|benh vien|لمستشفي|المستشفي|בית החולים|המרכז הרפואי)\p{L}*`;
/** The first part's shape: a head alone or with its hospital; a deputy's word with a head's; a deputy's one word. */
const HEAD_PART = new RegExp(String.raw`^(?:${alt(HEAD)})(?: ${HOSPITAL_PLACE}(?: [^,]*)?)?(?= ,|$)`, 'u');
const DEPUTY_PART = new RegExp(
  String.raw`^(?:(?:${alt(DEPUTY_WORD)}) (?:${alt(DEPUTY_OF)})(?![\p{L}])|(?:${alt(HEAD)}) (?:${alt(DEPUTY_AFTER)})(?![\p{L}])|(?:${alt(DEPUTY_WHOLE)})(?![\p{L}]))`,
  'u',
);
/** A hospital, clinic or health body named anywhere in the title (the word stems, folded as titles are). */
const HOSPITAL =
  /hospital(?!ity)|hopital|hospitalier|\bchu\b|\bch d[eu]?\b|klinik|krankenhaus|ziekenhui|sjukhus|sairaala|szpital|nemocnic|korhaz|spital|νοσοκομει|hastane|лікарн|rumah sakit|\brs\w*\b|benh vien|مستشف|בית החולים|מרכז רפואי|המרכז הרפואי|अस्पताल|病院|병원|의료원|医院|醫院|ospedal|policlinico|medical cent|aiims|pgimer|hyvinvointialue|\bregion\b|sanitari/u;
const BUSINESS = new Set(['finance', 'operations', 'people', 'engineering', 'marketing', 'sales', 'revops', 'product', 'customer_success']);

/** Round 28's hospital executives (see above), read after every other class; the anchored shapes first (cost). */
export function byHospitalRank(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === null) return read;
  const deputy = DEPUTY_PART.exec(text) ?? CJK_DEPUTY.exec(text);
  if (deputy === null && !HEAD_PART.test(text) && !CJK_HEAD.test(text)) return read;
  if (!HOSPITAL.test(text) && !/^(?:bashekim|sjukhusdirektor|sairaalan|hyvinvointialuejohtaja|regiondirektor)/u.test(text)) return read;
  if (deputy === null) return read.function === 'other' || read.function === 'executive' ? { seniority: 'c_level', function: 'executive' } : read;
  // A portfolio written after the deputy's words keeps the business function it reads; the employer's words lend none.
  const portfolio = !/^ ?(?:,|$)/u.test(text.slice(deputy[0].trimEnd().length));
  return { seniority: 'vp', function: portfolio && read.function !== null && BUSINESS.has(read.function) ? read.function : 'executive' };
}
