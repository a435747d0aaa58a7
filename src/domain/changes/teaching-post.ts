import { memoiseByString } from '../company/memoise';
import { namesSchool } from '../company/schools';
import { escapeRegExp } from '../normalise/text';
import { isInstitution } from '../titles/education';
import { foldEntryText } from '../titles/entry-terms';
import { sideRoleKind } from '../titles/side-roles';
import { SIDE_CONTEXT } from './coach-job';
import type { Position } from './types';

/**
 * Round 37 (issue #21, open since rounds 35-36: "Tutor didattico – Corso di laurea in Economia" at the Università di Milano, "Year 3
 * Class Teacher" at a primary school, "Senior Teaching Fellow" at Imperial, read as `left` by `only_side_roles`): a course, a class
 * or the word "teaching" beside a teacher's word makes a title teaching beside a job (round 17's "Docent netwerkbeheer (avond)",
 * round 23's "Docente – Bases de Datos (turno noche)"), but a school's and a university's teachers name the course, the class or
 * the programme they teach as often: "Docente del curso de Contabilidad", "Giảng viên khóa học Kế toán", "Викладач курсу …". At a
 * place of study (the school or university that employs the teacher), after the job ended, such a title is a job when it is a
 * side role only by those words: read without them, it names no side role — no guest, visiting, adjunct, contract, hourly,
 * evening or part-time teaching (those stay: "Guest Lecturer, MBA Course", "Evening Class Tutor", "Lehrbeauftragte, Kurs
 * Controlling", "非常勤講師"), and no volunteer, unpaid, freelance or self-employed word in the title or the name. Beside a job
 * that continues, teaching at a place of study stays beside it (`besideJob` is not asked this).
 */
export function employedTeacher(p: Position): boolean {
  const title = p.title ?? '';
  if (title === '' || sideRoleKind(title) !== 'teaching' || !teachingEmployer(p.company ?? '')) return false;
  return !SIDE_CONTEXT.test(foldEntryText(p.company ?? '')) && teachingPostTitle(title);
}

/** The words naming what is taught, in every language: a course, a class, a programme's lessons, and "teaching" itself. */
const TAUGHT: readonly string[] = [
  'course', 'courses', 'class', 'teaching', 'kurs', 'kurse', 'kursu', 'kursow', 'curso', 'cursos', 'corso', 'corsi', 'cursus', 'curs', 'cursuri', 'курс',
  'курсу', 'курсів', 'курса', 'курсов', 'μαθηματα', 'kurz', 'kurzu', 'kurzy', 'kurzu', 'kurzus', 'tanfolyam', 'kurssi', 'kurssin', 'khoa hoc', 'lop',
  'kelas', 'kursus', 'קורס', 'بدورة', 'دورة', 'دورات', '講座',
];

/** Built on first use. */
let taught: RegExp | null = null;

const teachingPostTitle = memoiseByString((title: string): boolean => {
  // A teaching fellow is a university's teaching grade ("Senior Teaching Fellow"), not a fellowship's seat.
  const text = foldEntryText(title).replace(/\bteaching fellow\b/gu, 'teaching lecturer');
  if (SIDE_CONTEXT.test(text)) return false;
  taught ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...new Set(TAUGHT.map((w) => foldEntryText(w)))].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const rest = text.replace(taught, ' ').replace(/\s+/gu, ' ').trim();
  return rest !== text && rest !== '' && sideRoleKind(rest) === null;
});

/**
 * A place of study that employs teachers: the education rules' places of study (universities, colleges, schools named so), a school
 * named without a school word (`namesSchool`), or a school word of the primary, secondary and vocational schools in every language
 * — which the education rules leave out (a "Colegio", "Gymnasium" or "Lise" is as often no place of a profile's own study) and
 * which a teacher's title makes a school: "Colegio Montserrat", "Szkoła Podstawowa nr 12", "Trường Tiểu học Kim Đồng", "SMA Negeri
 * 3 Bandung", "Εκπαιδευτήρια Γείτονα". A professional body named "Colegio de …" or "Colegio Oficial" is no school.
 */
const teachingEmployer = memoiseByString((company: string): boolean => {
  if (isInstitution(company) || namesSchool(company)) return true;
  const text = foldEntryText(company);
  schoolWord ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${SCHOOL_WORDS.map((w) => escapeRegExp(foldEntryText(w))).join('|')})(?![\\p{L}\\p{N}])|\\p{L}(?:schule|skolan?|koulu|iskola|okulu|lisesi)(?![\\p{L}\\p{N}])|${CJK_SCHOOL_WORDS.join('|')}`, 'u');
  return schoolWord.test(text) && !PROFESSIONAL_BODY.test(text);
});

let schoolWord: RegExp | null = null;

const SCHOOL_WORDS: readonly string[] = [
  'school', 'academy', 'sixth form college', 'schule', 'gymnasium', 'gymnasien', 'realschule', 'ecole', 'college', 'lycee', 'colegio', 'escuela',
  'instituto de educacion secundaria', 'ies', 'liceo', 'escola', 'colegio estadual', 'liceu', 'scuola', 'istituto comprensivo', 'istituto tecnico',
  'istituto professionale', 'convitto', 'basisschool', 'hogeschool', 'hogescholen', 'lyceum', 'roc', 'szkola', 'szkola podstawowa', 'liceum', 'technikum',
  'gimnazjum', 'skola', 'gymnasiet', 'grundskola', 'lukio', 'peruskoulu', 'ammattikorkeakoulu', 'skola', 'zakladni skola', 'stredni skola', 'gymnazium',
  'iskola', 'gimnazium', 'altalanos iskola', 'szakkozepiskola', 'scoala', 'liceul', 'colegiul national', 'σχολειο', 'γυμνασιο', 'λυκειο', 'εκπαιδευτηρια',
  'σχολη', 'πανεπιστημιο', 'школа', 'політехніка', 'політехнічний', 'политехнический', 'університет', 'университет', 'академія', 'академия', 'гімназія', 'ліцей', 'коледж', 'гимназия', 'лицей', 'okul', 'okulu', 'lise', 'lisesi', 'ortaokulu', 'ilkokulu', 'kolej', 'مدرسة', 'مدارس',
  'معهد', 'בית ספר', 'בית הספר', 'תיכון', 'מכללה', 'גימנסיה', 'विद्यालय', 'महाविद्यालय', 'स्कूल', 'vidyalaya', 'vidyalay', 'sekolah', 'sd negeri', 'smp negeri',
  'sma negeri', 'smk negeri', 'madrasah', 'truong', 'truong tieu hoc', 'truong thcs', 'truong thpt',
];

/** Han, Kana and Hangul school words, matched anywhere in the name (no spaces between words). */
const CJK_SCHOOL_WORDS: readonly string[] = ['学校', '小学', '中学', '高校', '学園', '学院', '학교', '초등', '중학교', '고등학교', '大学', '대학'];

/** A professional body named as a college ("Colegio de Abogados", "Colegio Oficial de Ingenieros", "College of Nurses"). */
const PROFESSIONAL_BODY =
  /\b(?:colegio (?:oficial|de (?:abogad|ingenier|medic|arquitect|economist|contador|enfermer|notari|psicolog|farmaceut|odontolog|veterinari|periodist))|college of (?:nurses|physicians|surgeons|pharmacists|veterinary|midwives|psychologists|engineers|architects)|ordem dos)\w*/u;
