import { termNeedles } from './class-terms-finder';
import { isHebrewStudentAtCollege, isStudentRole, STUDENT_TERMS } from './role-classes';
import { TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A Hebrew student "of" a field at a college is ic / other whatever field the title names (issue #21, round 33, buyers33a: w4h's
 * "סטודנט לניהול שרשרת אספקה, המכללה …" was read operations). `byRoleClass` reads students before the trade passes; the delivery
 * class of `it-services-terms.ts` then read the field's "אספקה" (supply) as the delivery organisation's. This pass, the last, reads
 * the student again.
 *
 * Round 34 (people34, w4j's "Undergraduate, Industrial & Labor Relations (Class of 2028)" and "경영학과 인사조직 전공 학생, 부산대학교"):
 * an undergraduate or a student named by the role's whole first segment, or a Korean, Japanese or Chinese role that ends with the
 * student's word, is a student too, whatever field follows (a working student or an intern is no student: `STUDENT_JOB`).
 * Round 37 (plant37, w4l's "機械工学科 学部生（3年）"): the undergraduate's and the graduate student's own words end such a role too
 * (学部生, 院生, 本科生, 研究生, 학부생, 대학원생), which hold no "学生" at their end.
 *
 * Round 35 (titles35, w4i's "Studentin BWL mit Schwerpunkt Rechnungswesen (4. Semester)" and "商学部 会計学科 3年、明治大学"): a
 * student's field of study lends no function, in any language — every read set labels its 997 students `other` (the 1,992 interns,
 * apprentices and working students take their department's function: `STUDENT_JOB` keeps them). So a student of any field that a
 * trade pass read as the field's trade (Rechnungswesen, Finanzen, accounting) is read again here, and so is a title that names no
 * student's noun but the study itself: a faculty or department with the year of study (学部 / 学科 / 専攻 … 3年, 학과 / 전공 … 4학년,
 * 专业 / 系 … 大三), or a major, minor or concentration ("Finance major", "majoring in Marketing", "Accounting concentration").
 */
const STUDENT_GATE = TERM_GATE.slot(() => ({ anywhere: ['סטודנט'] }));
const STUDENT_ROLE_GATE = TERM_GATE.slot(() => ({ atWordStart: ['undergrad', 'postgrad', 'graduate student'], anywhere: ['학생', '学生', '學生', '学部生', '院生', '本科生', '研究生', '학부생', '대학원생'] }));
/** A student's noun of any language (`role-classes.ts`), or a study's own words: a major, a concentration, a faculty and its year. */
const STUDY_GATE = TERM_GATE.slot(() => {
  const nouns = termNeedles(STUDENT_TERMS);
  return {
    atWordStart: [...(nouns?.atWordStart ?? []), 'major', 'majoring', 'minor in', 'concentration', 'freshman', 'sophomore', 'mba candidate'],
    anywhere: [...(nouns?.anywhere ?? []), '学部', '学科', '専攻', '专业', '系', '학과', '전공', '학부'],
  };
});

/** The role's whole first segment: an undergraduate or a graduate student; or a CJK role ending in the student's word. */
const STUDENT_ROLE = /^(?:(?:undergrad(?:uate)?|postgrad(?:uate)?|graduate)(?: student)?|.*(?:학생|学生|學生|学部生|院生|本科生|研究生|학부생|대학원생))$/u;
const NOT_STUDENT = /(?:^|\s)(?:working student|student (?:assistant|worker|ambassador|recruit\w*)|intern\w*|trainee)(?:\s|$)|인턴|インターン|实习|学生会|학생회/u;

/**
 * Study named without a student's noun: a major, minor or concentration (not a sergeant's, drum or pipe major, nor a "major
 * account"), a first- or second-year undergraduate, a candidate for a degree; a faculty, department or major with the year of study
 * in Japanese, Korean and Chinese ("会計学科 3年", "재무 전공 3학년", "会计学专业大三").
 */
const STUDY_FIELD =
  /(?<![\p{L}\p{N}])(?:majoring in|major in|minor in|concentration in|freshman|sophomore|(?:mba|msc|ma|bsc|ba|degree) candidate|(?<!(?:sergeant|drum|pipe|staff|general|trumpet|regimental|company|battalion|quartermaster) )[\p{L}&]+ (?:major|concentration)(?= , |$))(?![\p{L}\p{N}])|(?:学部|学科|専攻|研究科)[^,]*(?:[1-6] ?年(?!目)|[1-6]年生|修士|博士)|(?:학과|전공|학부)[^,]*[1-6] ?학년|(?:专业|學系|学系|系)[^,]*(?:大[一二三四]|[一二三四]年级|本科|在读)|(?:大[一二三四]|[一二三四]年级)[^,]*(?:专业|系)/u;

/**
 * A job beside the study or serving students ("Teaching Assistant, Department of Accounting", "Student Records Officer", "Öğrenci
 * İşleri memuru", "Υπάλληλος γραμματείας φοιτητών", "Administrativo de Secretaría de Alumnos", "経理部 インターン"): the general
 * words for staff, a clerk and an officer in the profiles' languages, and a dual student's apprenticeship.
 */
const STUDY_JOB =
  /(?<![\p{L}\p{N}])(?:intern\w*|trainee|apprentice|working student|dual\p{L}* student\p{L}*|assistant|officer|manager|coordinator|advis[eo]r|recruiter|lecturer|professor|teacher|tutor|instructor|director|head|lead|analyst|specialist|consultant|executive|account|gifts?|league|staff|clerk|administrator|registrar|administrativ\p{L}*|secretar\p{L}*|sachbearbeiter\p{L}*|mitarbeiter\p{L}*|referent\p{L}*|medewerk\p{L}*|handlaggare|pracownik|ugyintezo|funcionari\p{L}*|impiegat\p{L}*|addett\p{L}*|employe\p{L}*|empleado|memur\p{L}*|personel\p{L}*|eleman\p{L}*|uzman\p{L}*|υπαλληλ\p{L}*|στελεχ\p{L}*|співробітни\p{L}*|працівни\p{L}*|сотрудни\p{L}*|موظف\p{L}*|עובד\p{L}*|कर्मचारी|staf|pegawai|karyawan|nhan vien|can bo)(?![\p{L}\p{N}])|インターン|인턴|实习|教授|講師|讲师|老师|職員|职员|직원|조교|担当|담당|主任|经理|助理/u;

export function byStudentLast(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === null || (read.seniority === 'ic' && read.function === 'other')) return read;
  const present = TERM_GATE.present(text);
  if (present[STUDENT_ROLE_GATE] === 1) {
    const end = text.indexOf(' , ');
    const role = end < 0 ? text : text.slice(0, end);
    if (STUDENT_ROLE.test(role) && !NOT_STUDENT.test(text)) return { seniority: 'ic', function: 'other' };
  }
  // A student holds no rank: a team's leader or head whose team serves students holds a job ("Jefa de equipo de marketing de captación
  // de alumnos").
  if (read.seniority === 'ic' && present[STUDY_GATE] === 1 && !STUDY_JOB.test(text) && (isStudentRole(text) || STUDY_FIELD.test(text))) return { seniority: 'ic', function: 'other' };
  if (present[STUDENT_GATE] !== 1 || !isHebrewStudentAtCollege(text)) return read;
  return { seniority: 'ic', function: 'other' };
}
