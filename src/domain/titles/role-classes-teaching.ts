import { foldText } from './fold';
import { WORD_END, WORD_START, words } from './role-classes';
import { derivedNeeds } from './rule-pretest';
import { TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';
import { seniorityRank } from './types';

/**
 * Round 14 (issue #21), a head noun read after its modifier:
 *
 * - **Teachers, lecturers and professors of a subject** ("Assistant Professor of Marketing", "Profesora de
 *   Contabilidad", "Informatikatanár", "会计学讲师") → other, keeping the title's seniority: the subject is what
 *   they teach, not their function, as the read sets label every teacher and professor (w3i, w3k, w3m). A
 *   teacher's recruiter (people) or a school's founder (executive) keeps the function read.
 * - **A dean** ("Dean of Students", "Dean of Engineering") heads a faculty or a school's students: director / other.
 */
const TEACHER_TERMS = [
    'professor', 'professors', 'lecturer', 'senior lecturer', 'teacher', 'instructor', 'adjunct faculty',
    'professor*', '*lehrer', '*lehrerin', 'lehrkraft', 'dozent*', 'studienrat', 'studienratin',
    'professeur*', 'enseignant*', 'maitre de conferences', 'maitresse de conferences', 'charge de cours', 'chargee de cours',
    'profesor', 'profesora', 'docente', 'catedratic*', 'professora', 'insegnante', 'professore', 'professoressa',
    'docent*', 'leraar*', 'lerares', 'hoogleraar', 'nauczyciel*', 'wykładowc*', 'profesor*', 'adiunkt',
    '*lärare', 'lektor', 'universitetslektor', 'lærer', 'underviser', '*opettaja', 'lehtori', 'yliopistonlehtori', 'professori',
    'преподавател*', 'учител*', 'доцент*', 'профессор*', 'викладач*', 'вчител*', 'професор*',
    'καθηγητ*', 'εκπαιδευτικός', 'δασκαλ*', 'öğretmen*', 'öğretim görevlisi', 'öğretim üyesi', 'akademisyen', 'dosen',
    'giáo viên', 'giảng viên', 'učitel*', 'vyučující', 'lektor*', '*tanár', '*tanárnő', 'oktató', 'docens',
    'profesoară', 'conferențiar', 'învățător*', 'cadru didactic',
    'מורה', 'מרצה', 'מרצת', 'פרופסור', 'معلم', 'معلمة', 'مدرس', 'أستاذ', 'أستاذة', 'محاضر', 'محاضرة',
    'शिक्षक', 'शिक्षिका', 'अध्यापक', 'अध्यापिका', 'प्राध्यापक', 'प्रोफेसर', 'लेक्चरर', 'व्याख्याता',
    '교사', '교수', '강사', '教員', '教諭', '講師', '教授', '讲师', '教师', '老师',
];
/**
 * One pattern, grouped by first letter (round 26, for cost: a list with "*lehrer" in it was tried term by term at every word
 * start); the words that end a compound ("Mathelehrer", "Matematikatanár") are found by their ending and then looked back on.
 */
const TEACHER = new RegExp(
  `${words(TEACHER_TERMS.filter((t) => !t.startsWith('*')))}|${compoundEndings(TEACHER_TERMS.filter((t) => t.startsWith('*')).map((t) => t.slice(1)))}`,
  'u',
);

/**
 * The literals one of which every match of `TEACHER` holds (`rule-pretest.ts`), a slot of the classifier's shared gate (round 38,
 * speed40, for cost: the pattern was tried on every title whose function is not kept, ≈ 4 % of a warm classification).
 */
const TEACHER_SLOT = TERM_GATE.slot(() => {
  const needs = derivedNeeds(TEACHER);
  return needs === null ? null : { anywhere: needs };
});

const DEAN = /(?<![\p{L}\p{N}])dean(?= (?:of|for) |\s*(?:,|$))/u;

/** Functions a teacher's title keeps: the recruiter of teachers, the founder of a school, and other already. */
const KEPT: ReadonlySet<string | null> = new Set(['people', 'executive', 'other', null]);

export function byTeachingClass(text: string, read: TitleClassification): TitleClassification {
  if (DEAN.test(text) && read.seniority !== null && seniorityRank(read.seniority) < seniorityRank('director')) {
    return { seniority: 'director', function: 'other' };
  }
  if (KEPT.has(read.function) || !TERM_GATE.holds(TEACHER_SLOT, text) || !TEACHER.test(text)) return read;
  return { seniority: read.seniority, function: 'other' };
}

/** Words ending in one of `endings` ("*lehrer" is any word ending in "lehrer"): the ending, then a look back to the word's start. */
function compoundEndings(endings: readonly string[]): string {
  return `(?<=${WORD_START}\\p{L}*)(?:${endings.map((e) => foldText(e)).join('|')})${WORD_END}`;
}
