import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import type { TitleClassification } from './types';

/**
 * The functions of financial-services work (issue #21, round 29), each class written once for every language the sets use
 * (development titles first: `test/fixtures/detection-w3/titles-r29-functions.json`; the recounts over every read set are in
 * docs/decisions.md, "Detection round 29 (function by structure)"):
 *
 * - **Payments, settlements, clearing, wire transfers, back offices, branch-network operations, loan
 *   processing and closing, mortgage and loan servicing, insurers' claims handling, adjusting and examining** → `operations`
 *   (the bank or insurer they work for lent finance, or "network" engineering).
 * - **Credit analysis, underwriting and credit approval** → `finance` (the role nouns the lexicon lacked: Fidi, 融資審査, 授信审批).
 * - **Relationship managers' kin: private bankers, financial and wealth advisers, insurance and tied agents, loan and mortgage
 *   originators, account officers, bank client advisers** → `sales`.
 * - **Supervisors' examiners, central-bank economists, financial-stability and payments policy** → `other`, as the read sets label
 *   regulators' work.
 * - **Clinical-systems analysts** (Epic, Cerner, EHR/EPR) → `engineering`; **nurse recruiters and rostering** → `people`; **payers'
 *   provider networks** → `operations` (w4b's leftovers).
 */
const OPERATIONS = [
  // English
  'payments operations', 'payment operations', 'payments specialist*', 'payments analyst*', 'payments investigat*', 'payment investigat*', 'payments officer*', 'payment processing',
  'payments processing', 'settlements', 'settlement analyst*', 'settlement officer*', 'settlement specialist*', 'clearing', 'wire transfer*',
  'wire room', 'loan processor*', 'loan processing', 'loan closer*', 'loan closing',
  'closing coordinator*', 'mortgage closing', 'mortgage servicing', 'loan servicing', 'loan operations', 'lending operations', 'claims adjuster*',
  'claims handler*', 'claims examiner*', 'claims processor*', 'claims team', 'claims operations', 'claims department', 'loss adjuster*',
  'branch operations', 'provider network*', 'provider relations',
  // German, Dutch, Swedish, Danish, Norwegian, Finnish
  'zahlungsverkehr', 'schadenregulierer*', 'schadenregulierung', 'schadenbearbeitung', 'schadensachbearbeiter*', 'schadenbearbeiter*', 'filialnetz*', 'betalingsverkeer',
  'betaalverkeer', 'schadebehandelaar*', 'kantorennet*', 'betalningar', 'betalningstrafik*', 'skadehandlaggare', 'skadereglerare',
  'kontorsnat*', 'betalinger', 'skadebehandler*', 'maksuliiken*', 'korvauskasittelij*', 'vahinkokasittelij*', 'konttoriverkosto*',
  // French, Spanish, Portuguese, Italian, Romanian
  'virements', 'virement*', 'moyens de paiement', 'guichetier*', 'guichetiere*', 'gestionnaire sinistres', 'gestionnaire de sinistres',
  'reseau d agences', 'operaciones de pago', 'medios de pago', 'transferencias', 'tramitador* de siniestros',
  'liquidador* de siniestros', 'red de sucursales', 'red de oficinas', 'pagamentos', 'compensacao', 'regulador* de sinistros', 'rede de agencias',
  'bonifici', 'sistemi di pagamento', 'incassi e pagamenti', 'liquidatore sinistri', 'liquidatrice sinistri',
  'rete filiali', 'rete delle filiali', 'operatiuni de plati', 'plati', 'inspector* daune', 'retea de sucursale', 'retelei de sucursale',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'rozliczeń płatności', 'płatności', 'likwidator* szkod', 'sieci oddziałów', 'sieć oddziałów', 'platebniho styku',
  'platebni styk', 'likvidator* pojistnych udalosti', 'pobockove site', 'fizetesi forgalm*', 'karrendezo*',
  'fiokhalozat*', 'εκκαθαρισ*', 'πληρωμων', 'πληρωμεσ', 'αποζημιωσεων', 'δικτυου καταστηματων', 'odeme sistemleri', 'odemeler',
  'odeme operasyon*', 'hasar uzman*', 'hasar eksper*', 'takas', 'sube agi', 'sube operasyon*', 'pembayaran',
  'kliring', 'penyelesaian transaksi', 'jaringan kantor', 'thanh toan quoc te', 'boi thuong', 'tac nghiep',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'платеж*', 'платіж*', 'врегулювання збитків', 'мережі відділень', 'урегулирования убытков', 'תשלומים', 'סליקה', 'תביעות', 'שמאי*', 'المدفوعات', 'التحويلات', 'المطالبات', 'التسويات', 'المقاصة', 'भुगतान', 'निपटान', 'bhugtan',
  // Japanese, Korean, Chinese
  '為替', '決済', '損害サービス', '保険金支払', '事務センター', '事務統括', '외환업무', '지급결제', '출납', '손해사정',
  '보상팀', '国际结算', '清算', '理赔', '理賠',
];

const CREDIT = [
  'underwriter*', 'underwriting', 'credit approval', 'credit officer*', 'credit review', 'credit assessment', 'kreditanalys*', 'kreditanalyst*',
  'analyste credit*', 'analyste de credit*', 'souscripteur*', 'souscriptrice*', 'analista de credito', 'analista de riesgos', 'suscriptor*',
  'subscritor*', 'fidi', 'analista crediti', 'kredietanalist*', 'acceptant*', 'kreditanalytiker', 'kredithandlaggare', 'luottoanalyytikko',
  'analityk kredytow*', 'analityczka kredytowa', 'uverov* analyti*', 'analytik uveru', 'hitelelemzo*', 'hitelbiralo*', 'analist credit',
  'analist de credit', 'αναλυτησ πιστωσεων', 'kredi analist*', 'kredi tahsis', 'analis kredit', 'analis pembiayaan', 'tham dinh',
  'кредитний аналітик', 'андеррайтер*', 'кредитный аналитик', 'אנליסט אשראי', 'חתם', 'محلل ائتمان', 'تحليل الائتمان', 'क्रेडिट विश्लेषक',
  '融資審査', '審査部', '与信', '여신심사', '신용심사', '대출심사', '信贷审查', '授信审批', '审贷', '信审', '信貸審查',
  // round 37 (desks37): insurance underwriters in the languages the list lacked (the claims desk beside them is operations)
  'upisovatel*', 'kockazatelbiralo*', 'assuntor* rischi', 'sottoscrittor*', 'riskbedomare', 'riskinarvioij*', 'risk kabul*',
  'アンダーライター', '引受審査', '核保', '언더라이터', '인수심사',
];

const ADVISERS = [
  'private banker*', 'wealth advisor*', 'wealth adviser*', 'insurance agent*',
  'tied agent*', 'tied financial advis*', 'tied adviser*', 'tied advisor*', 'loan originator*', 'mortgage loan originator*', 'mortgage advisor*', 'mortgage adviser*',
  'mortgage consultant*', 'account officer*', 'personal banker*', 'relationship officer*', 'privatkundenberater*',
  'firmenkundenberater*', 'vermogensberater*', 'versicherungsvertreter*', 'baufinanzierungsberater*', 'conseiller clientele*',
  'conseillere clientele*', 'conseiller patrimonial*', 'conseillere patrimoniale*', 'banquier prive', 'banquiere privee', 'gestionnaire de patrimoine', 'banquero privado', 'banquera privada', 'gestor de banca privada', 'gestora de banca privada', 'agente de seguros', 'assessor de investimentos',
  'assessora de investimentos', 'gerente de relacionamento', 'corretor de seguros',
  'gestore imprese', 'gestore clienti*', 'agente assicurativ*', 'hypotheekadviseur*',
  'relatiebeheerder*', 'privatradgivare', 'foretagsradgivare', 'yritysasiakasneuvoja',
  'rahoitusneuvoja', 'sijoitusneuvoja', 'vakuutusedustaja', 'agent ubezpieczeniowy', 'doradca kredytowy',
  'bankovni poradce', 'bankovni poradkyne', 'biztositasi tanacsado',
  'agent de asigurari', 'ασφαλιστικοσ συμβουλοσ', 'sigorta acente*',
  'relationship officer', 'funding officer', 'agen asuransi', 'quan he khach hang', 'dai ly bao hiem', 'страховий агент', 'страховой агент', 'יועץ השקעות', 'יועצת השקעות',
  'בנקאי פרטי', 'סוכן ביטוח', 'סוכנת ביטוח', 'יועץ משכנתאות', 'مسؤول علاقات', 'مدير علاقات', 'وكيل تأمين', 'बीमा एजेंट',
  'bima agent', 'ファイナンシャルアドバイザー', '保険外交員', '프라이빗뱅커', '보험설계사', '재무설계사', '客户经理',
  '理财经理', '私人银行家', '保险代理人',
];

const REGULATORS = [
  'financial stability', 'payments policy', 'monetary policy', 'finanzstabilitat', 'stabilite financiere', 'estabilidad financiera', 'politica monetaria', 'politique monetaire',
  'financial crime*', 
];

const CLINICAL_SYSTEMS = ['epic analyst*', 'cerner analyst*', 'ehr analyst*', 'emr analyst*', 'epr analyst*', 'clinical systems analyst*', 'simrs', '의료정보'];

/** The round's tier-1 classes in one pattern (one scan, as round 23's `classesRule`): at one place the earlier group wins. */
export const FINANCE_CLASSES_RULE: FunctionRule = classesRule(1, [
  ['other', REGULATORS],
  ['finance', CREDIT],
  ['sales', ADVISERS],
  ['operations', OPERATIONS],
  ['engineering', CLINICAL_SYSTEMS],
  ['people', ['nurse recruit*', 'rostering', 'roster*']],
]);

/**
 * Round 29's reading after the rules: the lexicon reads a bank's counter and back-office nouns as finance ("Sachbearbeiterin Zahlungsverkehr"
 * beside a bank's name) and a bank in the employer's part lends finance to a role `rank-context.ts` reads as having no
 * function ("Bank Examiner – FDIC"): where the title holds a term of the classes above that names another function, that wins.
 */
export function byFinanceClass(text: string, read: TitleClassification): TitleClassification {
  if (read.function !== 'finance') return read;
  const rule = FINANCE_CLASSES_RULE;
  if (rule.pretest?.test(text) === false) return read;
  // The first match found term by term where the rule can (speed31b, `class-terms-finder.ts`): its pattern is not compiled.
  let fn: TitleClassification['function'];
  if (rule.find !== undefined) {
    fn = rule.find(text)?.fn ?? 'finance';
  } else {
    const m = rule.pattern.exec(text);
    fn = m === null ? 'finance' : (rule.fnOf?.(m) ?? rule.fn);
  }
  return fn === 'finance' ? read : { seniority: read.seniority, function: fn };
}
