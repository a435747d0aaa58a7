import { firstPart } from './clean';
import { insideSpans } from './employer-context';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import { servedSpans } from './served-leader';
import type { Seniority, TitleClassification } from './types';
import { seniorityRank } from './types';

/**
 * Academic and school titles (issue #21, round 26), each class recounted by labeller over every read set (w2, w3 … w3z) and
 * written once for every language (development titles first: `test/fixtures/detection-w3/titles-r26-academic.json`; the counts
 * are in docs/decisions.md, "Detection round 26 (academic titles)"):
 *
 * - **The head of a university or a school district** (rector, vice-chancellor, president of a university, 총장, 学長, 校长,
 *   Hiệu trưởng, कुलपति, superintendent of schools) → c_level / executive; a school's rector or 校长 (a principal) → director / other.
 * - **Their deputies** (provost, pro- and deputy vice-chancellor, vice-rector, Prorektor, 副校长, 부총장, Rektör Yardımcısı …) →
 *   vp / executive, and a vice-president of a university whose words name no function likewise.
 * - **Deans** in every language → director / other (round 14 read only the English "Dean of …").
 * - **An academic head of department** (HOD, department chair, Bölüm Başkanı, Prefekt, 系主任 …; "director of department" only
 *   beside a count of teaching staff) → manager / other.
 * - **Grants and research-funding staff** → finance; **registrar, admissions, enrolment and student records** → operations.
 */
const DEPUTY_TERMS = [
    'provost', 'vice provost', 'pro vice chancellor', 'deputy vice chancellor', 'vice rector', 'vice rectora', 'vicerrector', 'vicerrectora',
    'vicerector', 'vice recteur', 'vice rectrice', 'vice reitor', 'vice reitora', 'prorektor', 'prorektorka', 'prorektorin', 'prorector',
    'prorectora', 'prorectoră', 'prorettore', 'prorettrice', 'vararehtori', 'αντιπρυτανης', 'αντιπρυτανις', 'проректор', 'проректорка',
    'rektor yardımcısı', 'wakil rektor', 'rektorhelyettes', 'प्रति कुलपति', 'प्रतिकुलपति', 'وكيل الجامعة', 'نائب رئيس الجامعة', 'phó hiệu trưởng',
    'vizerektor', 'vizerektorin', '부총장', '副学長', '副校长', '副校長',
];
const DEPUTY = new RegExp(words(DEPUTY_TERMS), 'u');
const HEAD_TERMS = [
    'rector', 'rectora', 'rectorul', 'recteur', 'rectrice', 'rector magnificus', 'rektor', 'rektorka', 'rektorin', 'rektör', 'rehtori',
    'ректор', 'ректорка', 'reitor', 'reitora', 'rettore', 'rettrice', 'vice chancellor', 'kulpati', 'कुलपति', 'πρυτανης', 'πρυτανις',
    'superintendent of schools', 'district superintendent', 'schools superintendent', 'school superintendent', 'رئيس جامعة', 'رئيسة جامعة', 'رئيس الجامعة',
    'hiệu trưởng', 'präsident der hochschule', 'präsidentin der hochschule', 'präsident der universität', 'präsidentin der universität',
    '총장', '学長', '総長', '校长',
];
const HEAD = new RegExp(words(HEAD_TERMS), 'u');
/** A school (not a university): its rector or 校长 is a principal (director / other). */
const SCHOOL = new RegExp(
  words([
    'school', 'schule', 'gymnasium', '*skola', '*skolan', 'szkoła', 'szkoły', 'škola', 'školy', 'iskola', 'koulu', 'sekolah', 'lycée', 'tiểu học',
    'trung học', 'elementary', '小学', '中学', '初中', '高中', '초등학교', '중학교', '고등학교',
  ]),
  'u',
);
const DEAN_TERMS = [
    'dekan', 'dekanin', 'dekanka', 'dekaani', 'doyen', 'doyenne', 'decano', 'decana', 'decaan', 'decan', 'decanul', 'dziekan', 'děkan',
    'děkanka', 'κοσμητορας', 'κοσμητωρ', 'декан', 'деканка', 'dékán', 'अधिष्ठाता', 'preside della facoltà', 'preside di facoltà', 'عميد كلية', 'عميدة كلية', 'عميد الكلية',
    '학장', '学部長', '学院院长', '学院長', '研究科長',
];
/** A dean's words that only lead a title ("Điều dưỡng trưởng khoa" is a ward's head nurse). */
const DEAN_START = `^truong khoa|^dean (?:academics|research|students|student affairs|academic affairs)\\b`;
const DEAN = new RegExp(`${DEAN_START}|${words(DEAN_TERMS)}`, 'u');
/** Heads of an academic department in words that name nothing else. */
const DEPARTMENT_HEAD_TERMS = [
    'hod', 'department chair', 'chair , department', 'chair of the department', 'bölüm başkanı', 'ketua program studi', 'ketua jurusan',
    'trưởng bộ môn', 'laitoksen johtaja', 'προεδρος τμηματος', 'ראש החוג', 'ראשת החוג', 'prefekt', 'tanszékvezető', 'vedoucí katedry',
    'kierownik katedry', 'kierowniczka katedry', 'coordenador de departamento', 'coordenadora de departamento', 'direttore del dipartimento',
    'direttrice del dipartimento', 'leiter des instituts', 'leiterin des instituts', 'institutsleiter', 'institutsleiterin', 'विभागाध्यक्ष',
    '학과장', '学科長', '系主任',
];
const DEPARTMENT_HEAD = new RegExp(words(DEPARTMENT_HEAD_TERMS), 'u');
/** Heads of a department in words a company uses too: academic only beside a count of teaching staff. */
const DEPARTMENT_HEAD_IF_TEACHING_TERMS = [
    'head of department', 'department head', 'director de departamento', 'directora de departamento', 'director de departament',
    'directeur du département', 'directrice du département', 'afdelingshoofd', 'رئيس قسم', 'رئيسة قسم',
];
const DEPARTMENT_HEAD_IF_TEACHING = new RegExp(words(DEPARTMENT_HEAD_IF_TEACHING_TERMS), 'u');
const TEACHING_STAFF = new RegExp(
  words([
    'faculty', 'academic staff', 'lecturers', 'teachers', 'docentes', 'docenti', 'profesores', 'professores', 'enseignants', 'enseignants chercheurs',
    'cadre didactice', 'dosen', 'giảng viên', 'öğretim üyesi', 'μελη δεπ', 'אנשי סגל', 'هيئة تدريس', 'शिक्षक', 'pedagogiek', '교수', '教員', '教师',
  ]),
  'u',
);
/** A university or university college ("Malmö högskola"): its rector heads it, whatever school word its name holds. */
const HIGHER_EDUCATION = /hogskol|universit|yliopisto|egyetem|dai hoc|大学|대학교/u;
/** A university, in the words a vice-president's title names it (w3z: a university's vice-president is its deputy head). */
const UNIVERSITY = new RegExp(`${words(['université', 'universität', 'hochschule', 'אוניברסיטת'])}|universit|大学`, 'u');

/** Grants, research-funding and admissions classes (tier 1, before the lexicon's "research" or "student" words). */
const GRANTS = [
    'research grant*', 'grants officer*', 'grants office', 'grants accountant*', 'grants manager*', 'grants administrat*', 'grant office',
    'sponsored programs', 'sponsored research', 'pre award', 'post award', 'research funding', 'tutkimusrahoitu*', 'drittmittel*', 'subsidieadviseur*',
    'hibah*', 'granturi', 'grantov*', 'palyazati', 'rozliczania projektów', 'proje destek*', 'منح بحثية', 'अनुदान', 'ελκε',
    'מענקי מחקר', 'forskningsekonom*', 'грантової', 'financiamento de projetos', 'financiamento fct', 'ayudas a la investigación', 'kinh phí đề tài',
    'quản lý đề tài', '연구비', '研究費', '科研经费', '项目经费',
];
const ADMISSIONS = [
    'registrar', 'assistant registrar', 'director of admissions', 'head of admissions', 'undergraduate admissions', 'graduate admissions',
    'postgraduate admissions', 'admissions officer*', 'admissions coordinator*', 'admission executive*', 'admission cell', 'enrolment officer*',
    'enrolment services', 'enrollment services', 'student records', 'studierendensekretariat', 'immatrikulation', 'studentenadministratie',
    'studieadministratör*', 'opintosihteeri', 'opiskelijavalin*', 'tanulmányi előadó', 'tanulmányi osztály', 'studijního oddělení', 'přijímací řízení',
    'dziekanat*', 'dziekanacie', 'öğrenci işleri', 'penerimaan mahasiswa', 'tuyển sinh', 'γραμματειας φοιτητων', 'γραμματείας φοιτητών', 'segreteria studenti',
    'immatricolazion*', 'serviços académicos', 'secretaría de alumnos', 'scolarité', 'serviciul de admitere', 'приймальної комісії', 'רישום וקבלה',
    'القبول والتسجيل', 'प्रवेश अनुभाग', '입학처', '입학사정관*', '入試課', '学籍', '教务处',
];
/** Recruiting students is marketing, not hiring (w3z, none against): before the admissions words it holds. */
const STUDENT_RECRUITMENT = [
  'student recruitment', 'admissions marketing', 'studentrekryter*', 'recrutement étudiant', 'recrutamento de estudantes', 'aday öğrenci',
  'náboru uchazečů', 'rekrutacji kandydatów', 'استقطاب الطلاب', 'גיוס סטודנטים', 'προσέλκυσης φοιτητών', 'छात्र प्रवेश अभियान', 'marketing tuyển sinh',
  'pemasaran dan penerimaan', 'pemasaran & penerimaan', '招生宣传',
];
export const ACADEMIC_CLASSES_RULE: FunctionRule = classesRule(1, [['marketing', STUDENT_RECRUITMENT], ['finance', GRANTS], ['operations', ADMISSIONS]]);
/** Student recruitment and admissions words in one pattern (one scan): the leftmost decides, recruitment first at one place. */
const STUDENT_OFFICE_WORD = new RegExp(words([...STUDENT_RECRUITMENT, ...ADMISSIONS]), 'u');
const STUDENT_RECRUITMENT_WORD = new RegExp(words(STUDENT_RECRUITMENT), 'u');

const SPECIALIST_MANAGING = /^chuyen vien quan ly\b/u;

/**
 * The rank words in one pattern, grouped by first letter (one scan of the title, for cost): at one place a deputy's word comes
 * before the head's it holds ("pro vice chancellor", "rektor yardımcısı"), and the leftmost word is the title's rank.
 */
const RANK = new RegExp(
  `${DEAN_START}|${words([...DEPUTY_TERMS, ...HEAD_TERMS, ...DEAN_TERMS, ...DEPARTMENT_HEAD_TERMS, ...DEPARTMENT_HEAD_IF_TEACHING_TERMS])}`,
  'u',
);

/**
 * A school's principal (w3z "Elementary School Principal": director / other, as every set labels a consulting "Principal") and the
 * deputy (w3z "Assistant Principal, middle school": manager / other): "principal" ends the title's first part and a school is named.
 * "Principal School Improvement Officer" or "Principal Lecturer" is a level of the role after it.
 */
const PRINCIPAL = /(?:^|\s)(?<deputy>(?:assistant|vice|deputy) )?principal$|^proviseur(?<deputy2>e? adjoint)?/u;

/** Round 26's ranks and classes (see the module comment), read after round 25's. */
export function byAcademicRank(text: string, read: TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null) return read;
  const rank = RANK.exec(text);
  if (rank !== null) {
    const ranked = byRankWord(text, rank, seniority);
    if (ranked !== null) return ranked;
  }
  const principal = byPrincipal(text, seniority);
  if (principal !== null) return principal;
  if (seniority === 'vp' && fn === 'other' && UNIVERSITY.test(text)) return { seniority, function: 'executive' };
  // A specialist "for managing" research projects' money (Vietnamese "Chuyên viên quản lý …") holds no manager's rank.
  if (seniority === 'manager' && SPECIALIST_MANAGING.test(text)) return { seniority: 'ic', function: fn };
  if (fn !== 'people' && fn !== 'other') return read;
  // The lexicon's "student" or "recruitment" word beside them names whom admissions and recruitment serve, not the function.
  const office = STUDENT_OFFICE_WORD.exec(text);
  if (office === null) return read;
  if (STUDENT_RECRUITMENT_WORD.test(office[0])) return { seniority, function: 'marketing' };
  return fn === 'other' ? { seniority, function: 'operations' } : read;
}

/** The reading a rank word gives: in the title's first part, and not the leader an aide serves ("Chief of Staff to the Rector"). */
function byRankWord(text: string, m: RegExpExecArray, seniority: Seniority): TitleClassification | null {
  const end = text.indexOf(' , ');
  if ((end >= 0 && m.index >= end) || SERVES.test(text.slice(0, m.index)) || insideSpans(m.index, servedSpans(text))) return null;
  const word = m[0];
  if (DEPUTY.test(word)) return { seniority: 'vp', function: 'executive' };
  if (HEAD.test(word)) {
    const school = SCHOOL.test(text) && !HIGHER_EDUCATION.test(text) && !word.includes('superintendent');
    return school ? { seniority: 'director', function: 'other' } : { seniority: 'c_level', function: 'executive' };
  }
  if (DEAN.test(word)) return seniorityRank(seniority) < seniorityRank('director') ? { seniority: 'director', function: 'other' } : null;
  if (DEPARTMENT_HEAD.test(word) || (DEPARTMENT_HEAD_IF_TEACHING.test(word) && TEACHING_STAFF.test(text))) return { seniority: 'manager', function: 'other' };
  return null;
}
const SERVES = /\bto (?:the )?$/u;

function byPrincipal(text: string, seniority: Seniority): TitleClassification | null {
  if (seniorityRank(seniority) >= seniorityRank('director')) return null;
  const m = PRINCIPAL.exec(firstPart(text));
  if (m === null || !(SCHOOL.test(text) || m[0].startsWith('proviseur'))) return null;
  return m.groups?.deputy !== undefined || m.groups?.deputy2 !== undefined ? { seniority: 'manager', function: 'other' } : { seniority: 'director', function: 'other' };
}
