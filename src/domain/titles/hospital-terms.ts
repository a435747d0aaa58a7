import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';

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
  'bed management', 'bed manager assistant*', 'front office & admissions', 'patient scheduling',
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
