import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { PAYROLL_RULE } from './role-classes-office-and-plant';
import type { TitleClassification } from './types';

/**
 * Classes of an HR, payroll and finance software customer's contacts that the w3u blind set missed (issue #21, round 21), each
 * written once for every language (development titles first: `test/fixtures/detection-w3/titles-r21.json`):
 *
 * - **HR systems teams** (HRIS, HR-Systeme, SIRH, people analytics, HR technology, 人事システム, HR시스템, İK Sistemleri, systemów
 *   kadrowych) → engineering, as business-systems teams are (round 20): a tier-1 class, so it beats the HR word beside it.
 *   Only w3u labels such rows (22, all engineering). A vendor's name (Workday, SuccessFactors) is not in the list: a country
 *   head of the vendor stays executive.
 * - **Employee service desks** (employee helpdesk, HR service desk, Mitarbeiterservice, service aux collaborateurs, atención al
 *   empleado, Personeelsservicedesk, 员工服务) → customer_success, as w3u labels all 6.
 * - **Payroll inside HR**: a payroll title that names HR as its department, or benefits or rewards beside payroll, → people;
 *   a bare payroll title, or one in finance, stays finance (every read set from w3 to w3s labels bare payroll finance).
 * - **Shared services and global business services**, process excellence and transition managers → operations (w3p, w3u).
 * - **Learning and development** and instructional designers → people; **employer branding** → marketing (w3u; was
 *   people in the wave-1 rules, no read set labelled it so: a recruiter "& Employer Branding" stays people by the earlier word, as
 *   w3b labels it).
 * - **Store, market and branch managers** (Marktleiter, Bedrijfsleider, Manager de magazin, शाखा प्रबंधक, Branch Manager) →
 *   manager / operations, as every read set labels a store manager; **chief accountants** (Kế toán trưởng, Υπεύθυνος
 *   Λογιστηρίου, Chief Accountant) → manager / finance (w3b, w3u).
 * - **Smaller classes**: reward consultants and analysts → people; group consolidation and IFRS reporting → finance; an
 *   apprentice or commis chef → ic / operations (a cook in training, as w3r labels a sous chef's trainee work operations).
 */
const HR_SYSTEMS = [
  'hris', 'hr system*', 'hr systeme', 'hr systemen', 'hr systemu', 'hr systemy', 'hr systemspecialist*', 'hr jarjestelma*',
  'hr rendszer*', 'hr систем*', 'sisteme hr', 'sistemi hr', 'sistemas de rrhh', 'sistemas de rh', 'systemes rh', 'sirh',
  'people analytics', 'hr analytics', 'hr technology', 'hr tech', 'ik sistemleri', 'systemow kadrowych', 'systemy kadrowe',
  'he thong thong tin nhan su', 'he thong nhan su', 'sistem informasi sdm', 'מערכות hr', 'מערכות משאבי אנוש',
  'نظم معلومات الموارد البشريه', 'انظمه الموارد البشريه', 'συστηματων hr', 'συστηματα hr', 'successfactors employee central',
  'hr시스템', '인사시스템', '人事システム', 'hr系统', '人力资源信息系统', '人事信息系统',
];
export const HR_SYSTEMS_RULE: FunctionRule = {
  fn: 'engineering',
  tier: 1,
  // "HRIS经理": the acronym glued to Chinese text has no word end.
  pattern: new RegExp(`${words(HR_SYSTEMS)}|(?<![a-z])hris(?=[\\u3400-\\u9fff])`, 'u'),
};

const EMPLOYEE_SERVICE = [
  'employee helpdesk', 'employee help desk', 'employee service desk', 'employee service center', 'employee service centre',
  'hr service desk', 'hr helpdesk', 'hr help desk', 'mitarbeiterservice', 'service aux collaborateurs', 'atencion al empleado',
  'personeelsservicedesk', 'personeelsservice', 'assistenza dipendenti', 'obsługi pracowników', 'medarbetarservice',
  'henkilostopalvelukesk*', 'layanan karyawan', 'خدمه الموظفين', 'calisan hizmetleri', 'atendimento ao colaborador',
  '员工服务', '従業員サービス', '직원 서비스',
];
export const EMPLOYEE_SERVICE_RULE: FunctionRule = { fn: 'customer_success', tier: 1, pattern: new RegExp(words(EMPLOYEE_SERVICE), 'u') };

const SHARED_SERVICES = [
  'shared service*', 'global business services', 'gbs', 'process excellence', 'transition manager*', 'transition lead*',
  'centre de services partages', 'centro de servicios compartidos', 'centro servizi condivisi', 'centrum usług wspólnych',
  'centro de servicos compartilhados', '共享服务', 'シェアードサービス', '셰어드 서비스',
];
export const SHARED_SERVICES_RULE: FunctionRule = { fn: 'operations', tier: 1, pattern: new RegExp(words(SHARED_SERVICES), 'u') };

const LEARNING = [
  'learning & development', 'learning and development', 'l&d', 'leadership development', 'instructional design*',
  'learning experience design*', 'learning design*', 'learning partner*',
];
export const LEARNING_RULE: FunctionRule = { fn: 'people', tier: 1, pattern: new RegExp(words(LEARNING), 'u') };
export const EMPLOYER_BRAND_RULE: FunctionRule = {
  fn: 'marketing',
  tier: 1,
  pattern: new RegExp(words(['employer brand*', 'marque employeur', 'arbeitgebermarke*']), 'u'),
};
const STORE = ['bedrijfsleider*', 'manager magazin', 'manager de magazin', 'branch manager', 'शाखा प्रबंधक', 'marktleiter*'];
export const STORE_RULE: FunctionRule = { fn: 'operations', tier: 2, pattern: new RegExp(words(STORE), 'u') };
const MARKET_HEAD = new RegExp(words(['marktleiter*']), 'u');
/** A cook in training: "chef" is no head here (the German `*chef` reads director). */
const CHEF_IN_TRAINING = new RegExp(words(['apprentice chef*', 'commis chef*', 'trainee chef*', 'chef apprentice*', 'chef trainee*']), 'u');
const REWARD = ['reward consultant*', 'reward analyst*', 'reward manager*', 'reward partner*', 'reward specialist*', 'total reward*'];
export const REWARD_RULE: FunctionRule = { fn: 'people', tier: 1, pattern: new RegExp(words(REWARD), 'u') };
const CONSOLIDATION = ['group consolidation', 'consolidation', 'ifrs', 'ifrs reporting', 'statutory reporting'];
export const CONSOLIDATION_RULE: FunctionRule = { fn: 'finance', tier: 2, pattern: new RegExp(words(CONSOLIDATION), 'u') };
const CHIEF_ACCOUNTANT = new RegExp(words(['chief accountant', 'ke toan truong', 'υπευθυν* λογιστηριου']), 'u');

/** HR named as the department of a payroll title, or benefits or rewards beside payroll. */
const HR_PAYROLL = new RegExp(
  words([
    'hr', 'human resources', 'personalabteilung', 'rrhh', 'rh', 'benefits', 'benefit', 'rewards', 'reward', 'palkitsemis*',
    'henkilosto*', 'beneficii', 'beneficios', 'avantages sociaux', 'المزايا', 'مزايا', 'والمزايا', 'παροχων', 'הטבות', 'והטבות', '福利', '인사팀',
  ]),
  'u',
);
const FINANCE_DEPARTMENT = new RegExp(words(['finance', 'financial', 'accounting', 'accountant*', 'accounts']), 'u');

export function byHrClass(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority !== 'ic' && CHEF_IN_TRAINING.test(text)) return { seniority: 'ic', function: 'operations' };
  if (read.seniority === 'director' && MARKET_HEAD.test(text)) return { seniority: 'manager', function: read.function };
  if (read.function === 'finance' && read.seniority !== 'manager' && CHIEF_ACCOUNTANT.test(text)) return { seniority: 'manager', function: 'finance' };
  if (read.function === 'finance' && PAYROLL_RULE.pattern.test(text) && HR_PAYROLL.test(text) && !FINANCE_DEPARTMENT.test(text)) {
    return { seniority: read.seniority, function: 'people' };
  }
  return read;
}
