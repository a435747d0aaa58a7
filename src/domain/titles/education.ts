import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { abbreviatedSchool, namesSchool } from '../company/schools';
import { foldEntryText, termPattern } from './entry-terms';
import {
  COMPOUND_STUDY,
  EXAM_PREPARATION,
  EXAM_STAGE,
  hasUnspacedScript,
  INFLECTED_DEGREE,
  JOB_ABOUT_STUDY,
  PROGRAMME_TERMS,
  PUPIL_FIRST,
  ROLE_BESIDE_DEGREE_WORD,
  spaceScriptJoins,
  STAFF_ROLE_UNSPACED,
  STUDY_PLAN_TERMS,
  STUDY_PROGRAMME,
  YEAR_OF_STUDY,
} from './study-terms';
import { VOCATIONAL_SCHOOL_TERMS, VOCATIONAL_STUDY_TERMS } from './vocational-schools';

/**
 * Education as a position entry: studying is not a job. **The title decides**, not the
 * institution: "Student, MSc Management" at ETH Zürich is studying, "Head of IT Services" at ETH
 * Zürich is a job; a job with a student word in it ("Working Student", "Student Success
 * Manager", "Co-op Student") is a job. An entry at a place of study with no title at all is
 * studying: a job there names its role, a student often leaves the field empty.
 *
 * - `STUDENT_TERMS`: words that make any entry education — student, MBA / PhD / doctoral /
 *   master's candidate, doctoral student words of every language (Doktorand, dottorando,
 *   аспірант, doktora öğrencisi, nghiên cứu sinh, jatko-opiskelija, υποψήφια διδάκτωρ,
 *   דוקטורנט, doctorand, PhD hallgató, शोधार्थी, 박사과정, 博士研究生, طالب دكتوراه …), full-time
 *   bootcamps and immersives;
 * - `DEGREE_TERMS`: a degree or programme named as the title (MBA, MSc, Executive MBA, Master's,
 *   Yüksek Lisans, Magister, Thạc sĩ …): education when the entry is at an institution
 *   (`INSTITUTION_TERMS`: university, universidad, Hochschule, école, politecnico, 大学, 대학교,
 *   جامعة, विश्वविद्यालय … and schools known without those words: INSEAD, HEC, Wharton …) or the
 *   title says it is a degree programme on its own ("Executive MBA", "MBA", "PhD"). Round 19: a school named
 *   without a school word ("FGV EAESP", "Chalmers", "KTH", `company/schools.ts`, from the university-domains-list data)
 *   is an institution too, for a title with a degree word only — never for an entry with no title —, and a role word
 *   beside the degree word ("Master Data Specialist", "Master Scheduler") makes the title a job there.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

export const STUDENT_TERMS: Terms = {
  en: [ 'learner', 'full time learner', 'online learner', 'programme participant in residence',
    'student', 'students', 'mba candidate', 'mba student', 'phd student', 'phd candidate', 'phd researcher', 'phd scholar',
    'phd fellow', 'doctoral candidate', 'doctoral student', 'doctoral researcher', 'doctoral fellow', 'master s student',
    'masters student', 'master student', 'msc student', 'ma student', 'llm student', 'mfa student', 'postgraduate student',
    'graduate student', 'undergraduate', 'undergraduate student', 'bachelor student', 'full time student',
    'part time student', 'exchange student', 'visiting student', 'bootcamp', 'coding bootcamp', 'ux design immersive',
    'data science immersive', 'software engineering immersive', 'class of', 'candidate for mba', 'degree candidate',
    'fulbright scholar', 'chevening scholar', 'erasmus scholar', 'daad scholar', 'research scholar', 'm tech student', 'mtech student',
    // round 15: full-time commercial-pilot training (w3n's cabin crew who leaves to become a cadet)
    'cadet pilot', 'pilot cadet', 'student pilot', 'atpl student', 'cadet pilot programme', 'cadet pilot program',
    // round 35: an exchange or a semester abroad named as the title, in the languages of the profiles (a job about it names its role)
    'exchange semester', 'exchange year', 'semester abroad', 'study exchange', 'exchange studies', 'auslandssemester', 'austauschsemester',
    'semestre d echange', 'echange academique', 'echange universitaire', 'semestre de intercambio', 'intercambio academico', 'semestre all estero',
    'scambio erasmus', 'uitwisselingssemester', 'utbytesstudier', 'utbytestermin', 'vaihto opiskelu', 'wymiana studencka', 'semestr wymiany',
    'vymenny pobyt', 'vymenny semestr', 'csereszemeszter', 'semestru de schimb', 'εξαμηνο ανταλλαγης', 'семестр за обміном', 'семестр по обмену',
    'degisim programi', 'degisim ogrencisi', 'تبادل طلابي', 'חילופי סטודנטים', 'pertukaran pelajar', 'trao doi sinh vien', '교환학생', '交換留学', '交换生',
    'erasmus exchange', 'erasmus semester',
  ],
  es: [ 'candidato a doctor', 'candidata a doctora', 'estudiante de posgrado','estudiante', 'alumno', 'alumna', 'doctorando', 'doctoranda', 'maestrando', 'maestranda', 'estudiante de maestria'],
  // round 32 (w4f: "Formanda a tempo inteiro" at a cloud academy): the trainee of a training course in Portugal
  pt: [ 'formando', 'formanda', 'pos graduando', 'pos graduanda', 'candidato a doutor', 'candidata a doutora','estudante', 'mestrando', 'mestranda', 'doutorando', 'doutoranda', 'graduando', 'graduanda', 'aluno', 'aluna'],
  fr: [ 'apprenant', 'apprenante', 'candidat au doctorat', 'candidate au doctorat', 'auditeur libre', 'auditrice libre','etudiant', 'etudiante', 'doctorant', 'doctorante', 'eleve'],
  de: [ 'promotionsstudent', 'promotionsstudentin', 'masterand', 'masterandin', 'studienteilnehmer', 'studienteilnehmerin','studentin', 'masterstudent', 'masterstudentin', 'bachelorstudent', 'bachelorstudentin', 'doktorand', 'doktorandin', 'promovend', 'promovendin', 'studierende', 'studierender', 'kursteilnehmer', 'kursteilnehmerin', 'lehrgangsteilnehmer', 'lehrgangsteilnehmerin'],
  it: [ 'allievo', 'allieva', 'iscritto al master', 'iscritta al master','studente', 'studentessa', 'dottorando', 'dottoranda', 'laureando', 'laureanda'],
  nl: [ 'masterstudent', 'phd kandidaat', 'promotiekandidaat', 'promotiestudent','studente', 'promovendus', 'promovenda', 'cursist'],
  // round 35: the course participant of the Polish bootcamps and schools (also a military academy's cadet: study too)
  pl: [ 'kursant', 'kursantka', 'sluchacz', 'sluchaczka', 'uczestnik studiow', 'uczestniczka studiow','studentka', 'doktorant', 'doktorantka', 'student studiow magisterskich'],
  // round 30: the course participant of the folk high schools and adult courses (sv, da, no, de, nl)
  sv: [ 'masterstudent', 'doktorandstudent','studerande', 'doktorand', 'kursdeltagare'],
  da: [ 'kandidatstuderende', 'phd studerende', 'ph d stipendiat','studerende', 'ph d studerende', 'kursist', 'hojskoleelev'],
  no: [ 'masterstudent', 'doktorgradsstipendiat', 'phd kandidat','stipendiat', 'kursdeltaker', 'folkehogskoleelev'],
  fi: ['opiskelija', 'jatko opiskelija', 'vaitoskirjatutkija', 'tohtorikoulutettava', 'maisteriopiskelija', 'tohtoriopiskelija'],
  ru: [ 'соискатель', 'соискательница', 'слушатель', 'слушательница', 'докторант', 'докторантка','студент', 'студентка', 'аспирант', 'аспирантка', 'магистрант', 'магистрантка'],
  uk: [ 'студент', 'здобувач ступеня', 'здобувачка ступеня', 'здобувач освіти', 'здобувачка освіти', 'здобувач вищої освіти', 'здобувачка вищої освіти', 'слухач', 'слухачка', 'докторант', 'докторантка','студентка', 'аспірант', 'аспірантка', 'магістрант', 'магістрантка'],
  tr: [ 'doktora adayi', 'ogrenim goren','ogrenci', 'ogrencisi', 'yuksek lisans ogrencisi', 'doktora ogrencisi', 'lisans ogrencisi', 'universite ogrencisi'],
  id: [ 'peserta didik', 'peserta bootcamp', 'kandidat doktoral', 'mahasiswa pascasarjana','mahasiswa', 'mahasiswi', 'pelajar', 'mahasiswa magister', 'mahasiswa doktoral', 'kandidat doktor'],
  vi: ['sinh vien', 'hoc vien cao hoc', 'hoc vien thac si', 'nghien cuu sinh', 'hoc vien'],
  cs: [ 'posluchac', 'posluchacka','studentka', 'doktorand', 'doktorandka', 'studentka navazujiciho magisterskeho studia'],
  el: [ 'υποψήφιος διδάκτορας', 'υποψήφια διδάκτορας', 'σπουδαστής', 'σπουδάστρια', 'μεταπτυχιακός', 'μεταπτυχιακή', 'προπτυχιακός', 'προπτυχιακή','φοιτητής', 'φοιτήτρια', 'μεταπτυχιακός φοιτητής', 'μεταπτυχιακή φοιτήτρια', 'υποψήφιος διδάκτωρ', 'υποψήφια διδάκτωρ'],
  he: [ 'תלמיד', 'תלמידה', 'מועמד לדוקטורט', 'מועמדת לדוקטורט', 'סטודנט לתואר שני', 'סטודנטית לתואר שני','סטודנט', 'סטודנטית', 'דוקטורנט', 'דוקטורנטית', 'מסטרנט', 'מסטרנטית'],
  ro: [ 'cursant', 'cursanta', 'student doctorand','studenta', 'masterand', 'masteranda', 'doctorand', 'doctoranda'],
  hu: [ 'diak', 'doktorjelolt', 'phd jelolt','hallgato', 'egyetemi hallgato', 'phd hallgato', 'msc hallgato', 'doktorandusz', 'doktori hallgato'],
  ar: [ 'دارس', 'دارسة', 'مرشح دكتوراه', 'مرشحة دكتوراه', 'طالب دراسات عليا', 'طالبة دراسات عليا','طالب', 'طالبة', 'طالب ماجستير', 'طالبة ماجستير', 'طالب دكتوراه', 'طالبة دكتوراه', 'باحث دكتوراه', 'باحثة دكتوراه'],
  hi: [ 'शोध छात्रा', 'पीएचडी शोधार्थी', 'पीएचडी स्कॉलर', 'shodh chhatra','छात्र', 'छात्रा', 'विद्यार्थी', 'शोधार्थी', 'शोध छात्र', 'chhatra', 'chhatraa', 'vidyarthi', 'shodharthi'],
  // round 24 (w3x: "법학전문대학원 재학 (1L)"): enrolled, written on its own ('재학', 在学)
  // round 35: the exam candidate's own words (수험, 受験): preparing an exam is study
  ko: [ '수험', '수험 준비', '재학', '재학중', '수강생', '교육생', '연구생', '석사생', '박사생', '석사 재학', '박사 재학','학생', '대학원생', '석사과정', '박사과정', '석사 과정', '박사 과정', '석박사통합과정', '학부생', '재학생'],
  ja: [ '受験', '受験準備', '試験対策', '在学', '在学中', '受講生', '研究生', '留学生', '院生', '学部生','学生', '大学院生', '修士課程', '博士課程', '博士後期課程'],
  zh: [ '学员', '博士候选人', '留学生', '在读博士', '在读硕士','硕士研究生', '博士研究生', '研究生', '博士生', '硕士生', '本科生', '在读'],
  // round 17 (w3q: a master's at Chulalongkorn written in Thai): the student words of the scripts the lists lacked —
  // Thai (นักศึกษา, and นิสิต as Chulalongkorn and Kasetsart say), Lao, Khmer, Myanmar, Persian, Urdu, Bengali, Tamil,
  // Georgian and Armenian
  th: ['นักศึกษา', 'นิสิต', 'นักเรียน'],
  lo: ['ນັກສຶກສາ'],
  km: ['និស្សិត'],
  my: ['ကျောင်းသား', 'ကျောင်းသူ'],
  fa: ['دانشجو', 'دانشجوی', 'دانش آموز'],
  ur: ['طالب علم', 'طالبہ'],
  bn: ['শিক্ষার্থী', 'ছাত্র', 'ছাত্রী'],
  ta: ['மாணவர்', 'மாணவி'],
  ka: ['სტუდენტი', 'მაგისტრანტი', 'დოქტორანტი'],
  hy: ['ուսանող', 'ուսանողուհի', 'մագիստրանտ', 'ասպիրանտ'],
};

/** A degree or programme written as the title. */
export const DEGREE_TERMS: Terms = {
  en: [
    'mba', 'emba', 'executive mba', 'part time mba', 'full time mba', 'global mba', 'msc', 'm sc', 'mres', 'mphil', 'llm',
    'mfa', 'phd', 'ph d', 'dphil', 'master s', 'masters', 'master of', 'master in', 'bachelor of', 'bachelor s', 'bsc',
    'b sc', 'graduate certificate', 'certificate program', 'certificate programme', 'postgraduate diploma', 'doctorate',
    'graduate programme in', 'graduate program in', 'certificate', 'professional certificate', 'certification', 'course',
    'nanodegree', 'diploma', 'specialization', 'specialisation', 'master', 'bachelor', 'ma in', 'ms in', 'm a in', 'm s in',
    'm tech', 'mtech', 'b tech', 'btech', 'pgdm', 'pgdba', 'pg diploma', 'pg program', 'pg programme',
    // round 10: teacher training taken at a place of study (a probe's "PGCE trainee (full-time)")
    'pgce', 'pgde', 'teacher training', 'initial teacher training',
    // round 12: a bachelor's or an associate degree written short, at a place of study ("BS Mechanical Engineering")
    'bs', 'ba', 'bs in', 'ba in', 'bfa', 'associate degree', 'associate of applied science', 'associate of science', 'associate of arts',
    // round 15: a master's written short ("MS, Electrical and Computer Engineering"), a professional-exam track or a pilot's
    // licence course taken at a place of study ("Accounting & Finance (ACCA track)", "integrated ATPL")
    'ms', 'ma', 'meng', 'beng', 'bcom', 'mcom', 'bba', 'acca track', 'cpa track', 'cima track', 'acca', 'atpl', 'integrated atpl', 'atpl integrated',
    // round 19: a master's written with dots and a comma ("M.S., Computer Science"), postgraduate or graduate study, at a place of study
    'm s', 'm a', 'postgraduate', 'postgraduate studies', 'graduate studies',
    // round 29: the professional accounting master's of Chinese and Australian schools ("全日制MPAcc"), at a place of study
    'mpacc',
    // round 30: the vocational QUALIFICATIONS of the English-speaking systems, named in the title at a place of study (the
    // UK's higher national certificate and diploma, BTEC, NVQ/SVQ and City & Guilds; Australia's certificates III and IV;
    // Ireland's QQI awards); a job about them names its role beside them ("HNC Lecturer") and stays a job
    'hnc', 'hnd', 'btec', 'nvq', 'svq', 'city and guilds', 'cert iii', 'cert iv', 'certificate iii', 'certificate iv', 'qqi level',
    'foundation degree',
    // round 33: the online schools' programme kinds (edX MicroMasters, a bootcamp's career track), at a place of study
    'micromasters', 'micromasters program', 'micromasters programme', 'micro masters', 'career track',
  ],
  // round 30: the same class in the other languages of the sets, at a place of study — the German master-craftsman and
  // state technician courses, the Nordic vocational programmes, the Dutch MBO level, the Italian IFTS, the French bac pro
  vocational_qualifications: [
    'meisterkurs', 'meistervorbereitung', 'meisterausbildung', 'technikerausbildung', 'staatlich gepruefter techniker', 'staatlich geprufter techniker',
    'yh utbildning', 'yrkeshogskoleutbildning', 'fagskoleutdanning', 'ammattitutkinto', 'perustutkinto', 'erhvervsuddannelse',
    'mbo niveau', 'ifts', 'bac pro',
  ],
  // round 19: the Danish degree short forms, written by graduates at work too, so at a place of study only
  da: ['cand merc', 'cand polyt', 'cand scient', 'cand jur', 'cand oecon', 'cand psych', 'cand soc', 'cand it', 'cand act', 'cand pharm', 'civilingenior', 'civilingeniør'],
  // round 15: Croatian, Bosnian and Serbian study programmes ("Poslijediplomski specijalistički studij", "Master akademske studije")
  hr: ['studij', 'studije', 'poslijediplomski', 'preddiplomski', 'diplomski studij', 'akademske studije', 'specijalisticki studij'],
  es: ['maestria', 'master en', 'doctorado', 'grado en', 'licenciatura', 'curso', 'certificado', 'diplomado', 'especializacion'],
  pt: ['mestrado', 'doutorado', 'graduacao', 'licenciatura', 'curso', 'certificado', 'certificacao', 'especializacao', 'pos graduacao', 'mba executivo'],
  fr: ['pge', 'licence', 'master 1', 'master 2', 'm1', 'm2', 'doctorat', 'mastere', 'formation certifiante', 'formation diplomante', 'certificat', 'cours du soir',
    // round 34: the two-year classes that prepare the grandes écoles' entrance exams, at a lycée (a place of study)
    'classe preparatoire', 'classes preparatoires', 'cpge', 'prepa', 'prepa ecg', 'prepa hec', 'prepa ec', 'hypokhagne', 'khagne', 'mpsi', 'pcsi', 'mp2i', 'bcpst',
    // round 35 (the probe's IUT row): the IUT's three-year bachelor (BUT, since 2021; the DUT before it), at a place of study
    'but', 'bachelor universitaire de technologie', 'dut'],
  de: ['masterstudium', 'bachelorstudium', 'promotion', 'studium', 'zertifikat', 'zertifikatslehrgang', 'zertifikatskurs', 'lehrgang', 'kurs', 'berufsbegleitend', 'berufsbegleitender master', 'berufsbegleitender bachelor', 'vollzeitstudium'],
  it: ['laurea magistrale', 'laurea triennale', 'dottorato', 'corso', 'certificazione', 'master di primo livello', 'master di secondo livello'],
  nl: ['cursus', 'certificaat', 'leergang'],
  pl: ['kurs', 'certyfikat', 'studia podyplomowe', 'bootcamp', 'magisterka', 'doktorat', 'studia magisterskie'],
  sv: ['kurs', 'certifikat'],
  tr: ['yuksek lisans', 'doktora', 'lisans', 'sertifika programi', 'sertifika', 'kurs'],
  id: ['magister', 's2', 's3', 'program doktor', 'sertifikasi', 'kursus'],
  vi: ['thac si', 'cao hoc', 'tien si', 'khoa hoc', 'chung chi'],
  cs: ['magisterske studium', 'doktorske studium', 'bakalarske studium', 'kurz', 'certifikat'],
  fi: ['maisteriohjelma', 'kauppatieteiden maisteri', 'ktm', 'kurssi', 'sertifikaatti'],
  el: ['μεταπτυχιακό', 'διδακτορικό', 'πιστοποίηση', 'σεμινάριο'],
  he: ['תואר שני', 'תואר ראשון', 'דוקטורט', 'קורס', 'תעודה'],
  ro: ['masterat', 'doctorat', 'curs', 'certificare'],
  hu: ['kepzes', 'mesterkepzes', 'doktori kepzes', 'tanfolyam'],
  // round 12 (a probe): the vocational level named as the title ("Среднее профессиональное образование, логистика")
  // round 35: the degree named alone (магістр, бакалавр) and the master's programme, at a place of study
  uk: ['магістр', 'бакалавр', 'магістерська програма', 'магістратура', 'аспірантура', 'курс', 'курси', 'сертифікат', 'фахова передвища освіта', 'професійна освіта', 'молодший спеціаліст', 'бакалаврат'],
  ru: ['магистр', 'бакалавр', 'магистерская программа', 'магистратура', 'аспирантура', 'курс', 'курсы', 'сертификат', 'среднее профессиональное образование', 'спо', 'бакалавриат'],
  ar: ['ماجستير', 'دكتوراه', 'بكالوريوس', 'دورة', 'شهادة'],
  hi: ['एमबीए', 'पीएचडी', 'पाठ्यक्रम', 'प्रमाणपत्र', 'एम टेक', 'बी टेक', 'एम कॉम', 'बी कॉम', 'स्नातकोत्तर', 'स्नातक', 'एमएससी', 'बीएससी'],
  ko: ['석사', '박사', 'mba 과정', '수료', '자격증 과정', '교육과정'],
  // round 34: a graduate school's division (研究科) and full-time study (全日制), at a place of study
  ja: ['修士', '博士', '講座', '資格講座', '修了', '研究科', '全日制'],
  zh: ['课程', '证书课程', '培训班'],
  // round 17: the degrees in Thai (ปริญญาโท master's, ปริญญาเอก doctorate, ปริญญาตรี bachelor's, หลักสูตร programme) and Persian
  th: ['ปริญญาโท', 'ปริญญาเอก', 'ปริญญาตรี', 'หลักสูตร'],
  fa: ['کارشناسی ارشد', 'دکتری', 'کارشناسی'],
  // round 20 (w3t: a technician school, a master's in traditional Chinese): vocational upgrading named as the title — the
  // qualification the school gives (a graduate writes it at work too, so at a place of study only), full-time attendance,
  // the master's class and student of the Han-script universities
  // round 21 (w3u: "PGDipSci Psychology" at the University of Auckland): the degrees as Australia, New Zealand, the UK,
  // South Africa and Malaysia write them, in one word ("BHSc", "GradDip", "MClinPsych", "BE(Hons)"), at a place of study only
  commonwealth: [
    'pgdip', 'pgdipsci', 'pgdiparts', 'pgdipcom', 'pgdipbus', 'pgdiphlthsc', 'pgdiphsc', 'pgdippsych', 'pgcert', 'pgcertsci', 'pgcerthsc',
    'graddip', 'graddipsci', 'graddippsych', 'graddipbus', 'graddipteach', 'gradcert', 'gradcertbus', 'bhsc', 'bhlthsc', 'bhealthsc', 'bnurs',
    'bpsych', 'bpsychsc', 'bpsychsci', 'bappsc', 'bappsci', 'bbus', 'bed hons', 'bed primary', 'bed secondary', 'bed ece', 'bsw', 'bsocsc',
    'bsocsci', 'bmus', 'bvsc', 'bds', 'bpharm', 'bdes', 'barch', 'bbiomedsc', 'bbiomed', 'bmedsc', 'bmedsci', 'binfsc', 'bcomm', 'bacc',
    'bmgmt', 'bsc hons', 'ba hons', 'be hons', 'beng hons', 'llb', 'llb hons', 'mbchb', 'mbbs', 'mhrm', 'mbus', 'mpsych', 'mclinpsych',
    'dclinpsy', 'dpsych', 'mprofacc', 'mprofstuds', 'mappfin', 'mcomm', 'mmgt', 'mmgmt', 'mteach', 'mnurs', 'mhsc', 'mappsc', 'mlitt',
    'msocsc', 'mph', 'mpp', 'msw',
  ],
  vocational: [
    'staatlich gepruefter', 'staatlich gepruefte', 'staatlich geprufter', 'staatlich geprufte', 'weiterbildung zum', 'weiterbildung zur',
    'fortbildung zum', 'fortbildung zur', 'ausbildung zum', 'ausbildung zur', 'meistervorbereitung', 'meisterkurs', 'vollzeit', 'vollzeitlehrgang', 'vollzeitkurs', 'vollzeitausbildung',
    'industriemeister', 'handwerksmeister', 'fuldtid',
    'heltid', 'voltijd', 'tempo pieno', 'tempo integral', 'tempo inteiro', 'temps plein', 'a temps plein', 'bac pro', 'titre professionnel', 'tecnico superiore', 'mbo opleiding',
    'hbo opleiding', 'opleiding', 'yh utbildning', 'utbildning', 'perustutkinto', 'ammattitutkinto', 'w trybie dziennym', 'tryb dzienny',
    'nauka', 'obor', 'integral', 'integrado', 'concomitante', 'subsequente', 'mahasiswa', 'sinh vien', '碩士', '硕士', '碩士班', '硕士班', '碩士生', '硕士生', '博士班', '博士生', '研究生',
    '學系', '学系', '學士', '学士', '學生', '學員', '学员', '在學', '在学', '学科', '課程', '專班', '专班',
  ],
};

/** Words that name a place of study. */
export const INSTITUTION_TERMS: Terms = {
  en: [
    'university', 'college', 'school', 'business school', 'law school', 'graduate school', 'polytechnic', 'institute of technology',
    'academy', 'insead', 'hec', 'wharton', 'iese', 'lbs', 'essec', 'eth', 'epfl', 'esade', 'imd', 'mit', 'le wagon', 'ironhack',
    'app academy', 'general assembly', 'ecole 42', '42', 'lambda school', 'flatiron school', 'codesmith', 'hack reactor',
    'coursera', 'edx', 'udacity', 'udemy', 'datacamp', 'linkedin learning', 'springboard', 'openclassrooms', 'futurelearn',
    'google career certificates', 'reforge', 'kodilla', 'alura', 'platzi', 'domestika', 'skillbox', 'praktikum',
    'iit', 'iim', 'iisc', 'nit', 'bits pilani', 'great learning', 'upgrad', 'simplilearn', 'scaler academy', 'masai school',
    // round 32: journalism, film and drama schools and the IT academies of the vendors, where a course is taken full time
  'school of journalism', 'journalism school', 'film school', 'drama school', 'acting school', 'film academy', 'coding academy', 'cloud academy',
  'networking academy', 're start', 'ecole de journalisme', 'ecole superieure de journalisme', 'ecole de cinema', 'escuela de periodismo', 'escuela de cine',
  'escola de jornalismo', 'escola de cinema', 'academia de codigo', 'academia de cinema', 'scuola di giornalismo', 'scuola di cinema', 'szkola filmowa',
  'szkola reportazu', 'szkola dziennikarstwa', 'school voor journalistiek',
  // round 15: flight schools, where commercial pilots train full time
    'flight school', 'flying school', 'flight academy', 'flight training academy', 'flight training', 'aviation academy', 'pilot academy',
  ],
  // round 15: a faculty or university in Croatian, Bosnian and Serbian, and the faculty word of other languages
  hr: ['fakultet', 'fakulteta', 'sveuciliste', 'sveucilista', 'univerzitet', 'univerziteta', 'veleuciliste', 'veleucilista'],
  // round 18: Slovenian, Bulgarian and Macedonian universities and faculties (teaching there beside a job that ended)
  sl: ['univerza', 'univerzi', 'fakulteta za', 'visoka sola'],
  bg: ['университет', 'факултет', 'висше училище'],
  mk: ['универзитет', 'факултет'],
  faculty: ['facultad', 'faculte', 'fakultat', 'fakulta', 'fakultesi', 'fakultas', 'facultatea', 'факультет'],
  // round 12: a secondary institute or vocational centre where a two-year cycle is taken (IES, CIFP)
  es: ['universidad', 'escuela', 'instituto', 'ies', 'cifp', 'centro de formacion profesional'],
  pt: ['universidade', 'escola', 'faculdade'],
  fr: ['universite', 'ecole', 'polytechnique', 'institut'],
  de: ['universitat', 'hochschule', 'fachhochschule', 'akademie'],
  it: ['universita', 'politecnico', 'scuola'],
  nl: ['universiteit', 'hogeschool'],
  pl: ['uniwersytet', 'politechnika', 'szkola glowna', 'akademia'],
  // round 38 (the probe's "Universitetet i Oslo"): the Nordic definite forms of the school words, and the business schools'
  // and university colleges' compounds, as the names are written ("Högskolan i Borås", "Høgskolen i Innlandet", "Handelshøyskolen BI")
  sv: ['universitet', 'hogskola', 'universitetet', 'hogskolan', 'handelshogskolan', 'handelshogskola'],
  da: ['universitet', 'universitetet', 'handelshojskole', 'handelshojskolen', 'professionshojskole', 'professionshojskolen'],
  no: ['universitet', 'hoyskole', 'universitetet', 'hogskole', 'hogskolen', 'hogskulen', 'hoyskolen', 'handelshoyskole', 'handelshoyskolen'],
  fi: ['yliopisto', 'korkeakoulu', 'ammattikorkeakoulu'],
  // round 12: a school of economics or business named as a school (w3k's full-time master), colleges
  ru: ['университет', 'институт', 'академия', 'высшая школа', 'экономическая школа', 'школа экономики', 'бизнес школа', 'колледж', 'техникум'],
  uk: ['університет', 'інститут', 'академія', 'економічна школа', 'школа економіки', 'бізнес школа', 'коледж', 'технікум'],
  tr: ['universite', 'universitesi'],
  id: ['universitas', 'institut'],
  ms: ['universiti'],
  vi: ['dai hoc', 'hoc vien'],
  cs: ['univerzita', 'vysoka skola'],
  el: ['πανεπιστήμιο', 'πολυτεχνείο', 'πανεπιστημίου'],
  he: ['הטכניון', 'מכון ויצמן', 'אוניברסיטה', 'אוניברסיטת', 'האוניברסיטה', 'טכניון', 'מכללה', 'המכללה'],
  ro: ['universitatea', 'universitate', 'academia'],
  // round 36: the Hungarian universities of sciences, written as one word (Szegedi Tudományegyetem)
  hu: ['egyetem', 'foiskola', 'tudomanyegyetem', 'muszaki egyetem'],
  ar: ['جامعة', 'الجامعة', 'كلية'],
  // round 35: the Indian institutes of technology and management written in Devanagari (आईआईटी, आईआईएम, एनआईटी)
  hi: ['आईआईटी', 'आईआईएम', 'एनआईटी', 'आईआईएससी', 'विश्वविद्यालय', 'जामिया', 'महाविद्यालय', 'vishwavidyalaya'],
  ko: ['학원', '대학교', '대학원', '대학', '평생교육원', '평생학습관', '문화센터'],
  ja: ['大学', '大学院', '大学校', 'ビジネススクール', '専門学校', '文化センター', 'カルチャーセンター', 'カルチャースクール', '市民大学'],
  zh: ['大学', '学院', '老年大学', '社区大学', '成人教育中心'],
  // round 17 (w3q: "Docent … (avond)" at CVO Antwerpen): adult-education centres, evening schools and people's universities,
  // where teaching beside a job is a side role (a course taken there is study)
  // round 17: a university, an institute of technology or a graduate school in the scripts the list lacked
  th: ['มหาวิทยาลัย', 'สถาบันเทคโนโลยี', 'สถาบันบัณฑิต', 'วิทยาลัย'],
  lo: ['ມະຫາວິທະຍາໄລ'],
  km: ['សាកលវិទ្យាល័យ'],
  my: ['တက္ကသိုလ်'],
  fa: ['دانشگاه', 'دانشکده'],
  ur: ['جامعہ', 'یونیورسٹی'],
  bn: ['বিশ্ববিদ্যালয়'],
  ta: ['பல்கலைக்கழகம்'],
  ka: ['უნივერსიტეტი', 'უნივერსიტეტის'],
  hy: ['համալսարան', 'համալսարանի'],
  // round 20 (w3t: "Technikerschule Augsburg"): the vocational upgrading schools of every country — technician and
  // master-craftsman schools, Fachschulen and Berufskollegs, the lycée and the ITS, SENAI and the state technical schools,
  // MBO colleges, the Nordic higher vocational schools, technika and post-secondary schools, polytechnics, TAFE, the
  // Korean polytechnics, the Japanese polytechnic colleges and kosen, the Chinese technician colleges and junior colleges
  // — and 大學 / 學院, the traditional-script university and college (Taiwan, Hong Kong)
  vocational: [
    'technikerschule', 'meisterschule', 'fachschule', 'bildungszentrum', 'berufsbildungszentrum', 'fachschule fur technik', 'fachakademie', 'berufskolleg', 'berufsakademie',
    'berufsfachschule', 'berufsschule', 'bundesfachschule', 'lycee', 'lycee professionnel', 'lycee technique', 'centre de formation d apprentis',
    'iut', 'its academy', 'istituto tecnico superiore', 'istituto tecnico', 'istituto professionale', 'istituto di istruzione superiore',
    'senai', 'senac', 'etec', 'fatec', 'instituto federal', 'cefet', 'escola tecnica', 'conalep', 'cecati', 'inacap', 'roc', 'mbo college',
    'regionaal opleidingencentrum', 'yrkeshogskolan', 'yrkeshogskola', 'fagskole', 'fagskolen', 'fagskulen', 'erhvervsakademi',
    'erhvervsakademiet', 'erhvervsskole', 'erhvervsskolerne', 'ammattiopisto', 'ammattikoulu', 'technikum', 'szkola policealna',
    'szkola branzowa', 'centrum ksztalcenia zawodowego', 'vyssi odborna skola', 'stredni prumyslova skola', 'stredni odborna skola',
    'odborne uciliste', 'szakkepzo centrum', 'szakkepzo', 'scoala postliceala', 'colegiul tehnic', 'liceul tehnologic', 'meslek yuksekokulu',
    'meslek yuksek okulu', 'politeknik', 'akademi komunitas', 'balai latihan kerja', 'cao dang', 'trung cap', 'tafe', 'technical college',
    'trade school', 'vocational school', 'vocational college', 'technical institute', 'further education college',
    'industrial training institute', 'училище', 'профессиональный лицей', 'професійний ліцей', '폴리텍', '기술교육원', '직업전문학교',
    '고등기술학교', '高等専門学校', '高専', 'ポリテクカレッジ', 'ポリテクセンター', '職業能力開発', '職業訓練校', '技術専門校', '大學', '學院',
    '專科學校', '专科学校', '技师学院', '技師學院', '技工学校', '技工學校',
  ],
  adult: [
    'volkshochschule', 'vhs', 'abendschule', 'abendgymnasium', 'bildungswerk', 'cvo', 'centrum voor volwassenenonderwijs', 'volwassenenonderwijs',
    'volksuniversiteit', 'folkuniversitetet', 'folkuniversitet', 'studieforbundet', 'studieforbund', 'folkhogskola', 'folkehogskole', 'folkhogskolan', 'folkehogskolen', 'folkehogskule', 'folkehogskulen', 'medborgarskolan', 'studieframjandet', 'arbetarnas bildningsforbund', 'sensus studieforbund',
    'folkehojskole', 'folkeuniversitetet', 'folkeuniversitet', 'aftenskole', 'fof', 'aof', 'tyovaenopisto', 'kansalaisopisto', 'aikuisopisto',
    'kansanopisto', 'greta', 'cnam', 'universite populaire', 'universite inter ages', 'cepa', 'centro de educacion de personas adultas',
    'escuela de adultos', 'universidad popular', 'cpia', 'universita popolare', 'universita della terza eta', 'unitre', 'uniwersytet ludowy',
    'halk egitim merkezi', 'nepfoiskola', 'universidade popular', 'city lit', 'adult education', 'adult education centre',
    'adult education center', 'adult learning centre', 'continuing education', 'evening school', 'night school', 'u3a', 'extension school',
    'народный университет', 'народний університет', 'lidova univerzita', 'univerzita tretiho veku', 'κεντρο δια βιου μαθησης',
  ],
};

/** Jobs whose title carries a student word: working students, co-ops, jobs serving students. */
const JOB_WITH_STUDENT_WORD =
  /\b(?:working student|werkstudent(?:in)?|co ?op student|(?:student|learner) (?:assistant|worker|ambassador|intern|internship|consultant|researcher|advisor|adviser|success|services|affairs|recruitment|recruiter|loans?|counsel\w*|support|life|experience|engagement|officer|coordinator|representative|manager|director|lead|body|union|teacher|trainee|employee|programs?|programmes?|admissions?|housing|finance|enrol(?:l)?ments?|records|registry|registration|administration|wellbeing|welfare|accounts|fees|conduct|retention|enquiries)|studentische hilfskraft|becari[oa]|stagiaire|praktikant\w*|stazyst\w*|bootcamp (?:instructor|coach|mentor|manager|lead|teacher|director|tutor))\b|\b(?:course|courses|curso|cursos|corso|kurs|kurz|cours|certificate|certification|diploma|programme|program) (?:director|manager|coordinator|lead|leader|designer|developer|author|creator|administrator|advisor|adviser|instructor|tutor|teacher|assistant|officer|specialist|producer|facilitator)\b|\b(?:director|manager|coordinator|head|lead|leader|responsable|responsabile|coordinador[a]?|coordenador[a]?|leiter\w*) (?:of |de |di |der )?(?:courses?|cursos?|corsi|kurse|certificates?|certifications?|diplomas?)\b/u;

/**
 * Round 26 (w3z's Denver district director read as a student): a post that runs a students' service or supervises
 * students — "Director of Student Enrollment Services", "Head of Student Records", 博士生导师 (a doctoral supervisor,
 * a professor's duty) — names a job, whatever student word it holds.
 */
const RUNS_STUDENT_SERVICE =
  /\b(?:director|head|manager|dean|officer|coordinator|administrator|supervisor|lead|chief|registrar|vice president|vp|leiter\w*|directeur|directrice|director[a]?|jefe|jefa|responsable) (?:of|for|de|des|du|der|für|fur) (?:the )?(?:students?|student's|learners?|etudiants?|estudiantes?|studierende\w*)\b|(?:博士|硕士|碩士|研究)生?导师|(?:博士|硕士|碩士|研究)生?導師|博导|硕导/u;

const STUDENT = termPattern(STUDENT_TERMS);

/** Job words that make a study-looking phrase a job about studies ("Full-time Program Manager", "Cohort Lead"). */
const JOB_AFTER = '(?! (?:manager|management|lead|leader|coordinator|director|instructor|mentor|coach|teacher|tutor|engineer|developer|specialist|officer|assistant|success|advisor|adviser|designer|recruiter|administrator|analyst|associate|representative|executive|head)\\b)';

/**
 * A degree named with "candidate", "student", "learner" or "scholar" ("MiM candidate", "MPP student",
 * "Master's candidate", "Degree candidate"), and full-time study named as such ("Full-time learner, Data
 * Science programme", "Full-time MBA", "Full-time bootcamp"): studying wherever it is and whatever the
 * school's page.
 */
const DEGREE_CANDIDATE = new RegExp(
  `\\b(?:mim|mif|mfin|msc|m sc|ms|ma|mba|emba|mpa|mpp|mph|meng|mfa|mres|mphil|dba|jd|llm|llb|phd|ph d|dphil|edd|bba|bsc|b sc|bcom|mcom|mca|bca|pgp|pgdm|mtech|m tech|btech|b tech|masters?|master s|doctoral|doctorate|degree|bachelor s|bachelors?) (?:candidate|student|learner|scholar)\\b|\\bfull time (?:learner|student|programme|program|course|bootcamp|immersive|study|studies|studying|mba|masters?|degree|phd)\\b${JOB_AFTER}`,
  'u',
);

/** Finnish compounds ending in "opiskelija" (student): "tietojenkäsittelyopiskelija", "kauppatieteiden maisteriopiskelijana". */
const FI_STUDENT = /(?<![\p{L}\p{N}])\p{L}*opiskelija(?:na)?(?![\p{L}\p{N}])/u;

/**
 * Germanic compounds with the field before "student" (sv, no, da, de, nl: "Sjuksköterskestudent",
 * "Medicinstuderende", "Jurastudentin", "Rechtenstudent"); a working student ("Werkstudent") is a job
 * and is caught first.
 */
const COMPOUND_STUDENT = /(?<![\p{L}\p{N}])\p{L}{3,}(?:student|studentin|studerande|studerende)(?![\p{L}\p{N}])/u;
const DEGREE = termPattern(DEGREE_TERMS);
/** Study as the person's own plan: an exam prepared, a language studied abroad, a student compound (`study-terms.ts`). */
const STUDY_PLAN = termPattern(STUDY_PLAN_TERMS);
/** Round 40: with the culinary, art, hospitality and trade schools (`vocational-schools.ts`), compiled on first use. */
let institution: RegExp | null = null;
/**
 * Round 30 (w4d's "Kvinnofolkhögskolan"): a school TYPE at the end of a compound name, as the Nordic and German languages
 * write a school's name in one word ("Kvinnofolkhögskolan", "Nordfjordeid folkehøgskule", "Designfachschule"); the
 * spaced forms are `INSTITUTION_TERMS`' own. Round 32 (w4g: "Deutsche Journalistenschule"): the journalism, film and drama
 * schools compounded ("Journalistenschule", "Filmakademie", "Poppius journalistskola", "Toneelschool").
 */
const COMPOUND_SCHOOL =
  /(?<=\p{L}{3})(?:folkhogskola|folkhogskolan|folkehogskole|folkehogskolen|folkehogskule|folkehogskulen|folkehojskole|folkehojskolen|kansanopisto|yrkeshogskola|yrkeshogskolan|fachschule|berufsschule|berufskolleg|meisterschule|technikerschule|fagskole|fagskolen|fagskule|journalistenschule|filmschule|schauspielschule|filmakademie|journalistskola|journalistskolan|journalisthogskolen|filmskola|filmskolan|filmskole|filmskolen|filmacademie|toneelschool|teaterhogskolan)(?![\p{L}\p{N}])/u;

/** A folded company name that names a place of study: a school word of `INSTITUTION_TERMS`, or a school type compounded. */
function institutionText(folded: string): boolean {
  return (institution ??= termPattern(INSTITUTION_TERMS, VOCATIONAL_SCHOOL_TERMS)).test(folded) || COMPOUND_SCHOOL.test(folded);
}

/** A company that names a place of study: a school word, or (round 35) the school word's abbreviation with a city ("Uni Köln", "МГУ", "北大"). */
function placeOfStudy(rawCompany: string): boolean {
  return institutionText(foldEntryText(rawCompany)) || abbreviatedSchool(rawCompany);
}

/** A degree written as the whole title ("MBA", "Executive MBA", "PhD", "MSc Finance"). */
const DEGREE_TITLE =
  /^(?:(?:full time|part time|executive|global|international) )?(?:mba|emba|msc|m sc|mres|mphil|llm|llb|mfa|phd|ph d|dphil|bsc|b sc|m tech|mtech|b tech|btech|pgdm|pgdba|mim|mif|mfin|mpacc|mpa|mpp|mph|meng|m eng|dba|edd|jd|juris doctor|bba|bcom|mcom|mca|bca|(?:ms|ma|m s|m a) in)\b/u;

/**
 * A degree written in full as the title, wherever it is taken (round 16, w3p: "Master of Data Science (full-time)" at
 * UNSW, whose name holds no school word): a master's, bachelor's or doctorate with the field after it, in the languages
 * of the profiles ("Máster en Big Data", "Mestrado em Engenharia", "Laurea Magistrale in Economia", "Doctor of
 * Philosophy"). Not a master of ceremonies or of wine, and not a job about the programme ("… Program Manager").
 */
const DEGREE_NAME = new RegExp(
  `^(?:(?:full time|part time) )?(?:masters?|master s|bachelors?|bachelor s|doctor|maestria|mestrado|laurea(?: magistrale| triennale)?|licenciatura|grado|magister|maisteri|yuksek lisans|thac si|cu nhan|tien si)(?: of (?:science|arts|philosophy|engineering|business|laws))? (?:of|in|en|em|de|di|na|w|v) (?!ceremonies\\b|wine\\b|the\\b|disguise\\b|puppets\\b)\\p{L}(?!.*\\b(?:manager|coordinator|director|lead|leader|instructor|lecturer|professor|teacher|tutor|officer|assistant|advisor|adviser|administrator|recruiter|specialist|head)\\b)`,
  'u',
);

/**
 * A course or certificate named as the title, wherever it is taken: "Data Analytics Certificate
 * (evenings)", "Professional Certificate in Supply Chain", "Evening course: UX Design". A job
 * about certificates names its role ("Certificate Manager", "Course Designer") and is not matched.
 */
const COURSE_TITLE =
  /^(?:[\p{L}\p{N} ]+ )?(?:certificate|certification|nanodegree|diploma)(?: (?:course|program|programme))?(?: (?:evenings?|weekends?|online|part time))*$|^(?:professional |graduate |postgraduate |online |evening )?(?:certificate|certification|course|diploma) (?:in|of|on)\b|\b(?:evening|weekend|night|online) (?:course|class|classes|certificate|program|programme)\b/u;

/**
 * A title that starts with a course or certificate word of any language: "Curso de Especialização
 * em Finanças", "Zertifikatslehrgang Projektmanagement", "Kurs Data Science", "Formation
 * certifiante …", "Курс UX-дизайну". (A job about courses names its role and is caught first.)
 */
const COURSE_START = new RegExp(
  `^(?:${[
    'certificate', 'certification', 'course', 'curso', 'cursos', 'corso', 'cours', 'kurs', 'kurz', 'kursus', 'kurssi', 'cursus',
    'curs', 'certificado', 'certificacao', 'certificazione', 'certificat', 'certyfikat', 'certifikat', 'sertifika', 'sertifikasi',
    'sertifikaatti', 'zertifikat', 'zertifikatskurs', 'zertifikatslehrgang', 'lehrgang', 'formation certifiante',
    'formation diplomante', 'especializacao', 'especializacion', 'diplomado', 'pos graduacao', 'posgrado', 'studia podyplomowe',
    // round 32: a French intensive or vocational course named first ("Formation intensive en journalisme (temps plein)")
    'formation intensive', 'formation qualifiante', 'formation professionnelle continue',
    'tanfolyam', 'khoa hoc', 'chung chi', 'курс', 'курси', 'курсы', 'сертифікат', 'сертификат', 'πιστοποίηση', 'σεμινάριο',
    'קורס', 'دورة', 'nanodegree', 'pg program', 'pg programme', 'pgp', 'pg diploma', 'post graduate program', 'post graduate programme',
    'postgraduate program', 'postgraduate programme', 'executive program', 'executive programme', 'executive education',
    // round 10: French vocational diplomas named first ("BTS Tourisme à distance", "CAP Pâtissier", "DUT GEA")
    'bts', 'dut', 'cap', 'bep',
    // round 12: Spanish vocational cycles named first ("CFGS Energías Renovables", "Ciclo Formativo de Grado Superior …")
    'cfgs', 'cfgm', 'ciclo formativo', 'ciclo superior', 'ciclo medio',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

const educationTitle = memoiseByTwoStrings((rawCompany: string, rawTitle: string): boolean => {
  // Round 29: a degree written against a Han, Kana or Hangul word is a word of its own ("全日制MBA").
  const folded = foldEntryText(rawTitle);
  const unspaced = hasUnspacedScript(folded);
  const title = unspaced ? spaceScriptJoins(folded) : folded;
  // A place of study with no role named is where the person studies (a job there names its role).
  if (title === '') return placeOfStudy(rawCompany);
  if (JOB_WITH_STUDENT_WORD.test(title) || RUNS_STUDENT_SERVICE.test(title) || (unspaced && STAFF_ROLE_UNSPACED.test(title))) return false;
  if (STUDENT.test(title) || FI_STUDENT.test(title) || COMPOUND_STUDENT.test(title) || DEGREE_CANDIDATE.test(title)) return true;
  if ((STUDY_PLAN.test(title) || COMPOUND_STUDY.test(title) || EXAM_PREPARATION.test(title)) && !JOB_ABOUT_STUDY.test(title.replace(EXAM_STAGE, ''))) return true;
  if (PUPIL_FIRST.test(title)) return true;
  if (STUDY_PROGRAMME.test(title) && !ROLE_BESIDE_DEGREE_WORD.test(title)) return true;
  // Round 38: a degree named first and a role after it ("MBA Admissions Officer" at a business school) is a job there.
  if ((DEGREE_TITLE.test(title) && !ROLE_BESIDE_DEGREE_WORD.test(title)) || COURSE_TITLE.test(title) || COURSE_START.test(title) || DEGREE_NAME.test(title)) return true;
  if (DEGREE.test(title) || IN_A_COHORT.test(title) || CANDIDATE.test(title) || PROGRAMME_MEMBER.test(title)) {
    return !ROLE_BESIDE_DEGREE_WORD.test(title) && (placeOfStudy(rawCompany) || namesSchool(rawCompany));
  }
  // Round 36: a programme, a year of study or a bar course named as the title, with no student word — at a place of
  // study (asked first: most entries are at none) and with no role word beside it.
  return atPlaceOfStudy(rawCompany) && programmeTitle(title) && !ROLE_BESIDE_DEGREE_WORD.test(title) && !JOB_ABOUT_STUDY.test(title) && !ACADEMIC_RANK_UNSPACED.test(title);
});

const atPlaceOfStudy = memoiseByString((rawCompany: string): boolean => placeOfStudy(rawCompany) || namesSchool(rawCompany));

let programme: RegExp | null = null;
/** An academic rank written inside a Han, Kana or Hangul compound ("准教授（現代社会学部）", w3z): a post, never the programme. */
const ACADEMIC_RANK_UNSPACED = /教授|助教|讲师|講師|研究员|研究員|教员|教員|교수|강사|연구원/u;
/** The Swedish and Norwegian programme named in one word with its field ("Läkarprogrammet", "Juristprogrammet", "Sjukepleierprogrammet"). */
const SWEDISH_PROGRAMME = /(?<![\p{L}\p{N}])\p{L}{3,}(?:programmet|programmene)(?![\p{L}\p{N}])/u;
/** Round 36: the programme words (`PROGRAMME_TERMS`, compiled on first use) or a year of study (`YEAR_OF_STUDY`). */
function programmeTitle(title: string): boolean {
  programme ??= termPattern(PROGRAMME_TERMS, VOCATIONAL_STUDY_TERMS);
  // Round 38: a degree word inflected or compounded as its language writes it ("Kamu Hukuku Doktorası", "الماجستير").
  return programme.test(title) || YEAR_OF_STUDY.test(title) || SWEDISH_PROGRAMME.test(title) || INFLECTED_DEGREE.test(title);
}

/**
 * A programme named with its batch or cohort, at a place of study: "Full Stack Web Development
 * (Batch #1987)" at Le Wagon is a student's entry; "Cohort Manager" there names a job.
 */
/** "Candidate" at a place of study names a degree candidate ("Candidate, Master in Finance" at a school). */
const CANDIDATE = new RegExp(
  `\\b(?:candidate|candidat[ae]?|kandidat(?:ka)?)\\b(?! (?:experience|sourcing|sourcer|relations|care|attraction|engagement|journey|pipeline|assessment|screening)\\b)(?!.*\\b(?:manager|lead|leader|coordinator|director|specialist|officer|assistant|advisor|adviser|recruiter|partner|analyst|associate|executive|head|engineer)\\b)`,
  'u',
);

/**
 * Round 33 (issue #21, education33): a member of a school's programme named as such — "Participant", "MBA Participant",
 * "Programme participant", and a named scholarship's holder ("Rhodes Scholar", "Schwarzman Scholar", "Knight-Hennessy
 * Scholar") — at a place of study: the person studies there. A visiting, senior, resident or postdoctoral scholar is an
 * academic post, and a role word beside it ("Participant Services Coordinator") makes it a job (`ROLE_BESIDE_DEGREE_WORD`).
 * A bare "Fellow" or "Research Fellow" at a school is a post (decided in round 33; a degree fellowship names its degree:
 * "Sloan Fellow (MBA)").
 */
const PROGRAMME_MEMBER =
  /^(?:[\p{L}\p{N}]+ ){0,3}(?:participant|participante|teilnehmer|teilnehmerin|deelnemer|deltagare|uczestnik|uczestniczka|partecipante|ucastnik|ucastnice|resztvevo|participanta|osallistuja|deltager|deltaker|συμμετεχων|συμμετεχουσα|учасник|учасниця|участник|участница|katilimci|مشارك|مشاركة|משתתף|משתתפת|प्रतिभागी|peserta|참가자|受講者|参加者)(?: [\p{L}\p{N}]+){0,4}$|^(?!(?:visiting|senior|resident|postdoctoral|post doctoral|distinguished|adjunct|affiliate)\b)(?:[\p{L}\p{N}]+ ){1,3}scholars?$/u;

const IN_A_COHORT =
  /\b(?:batch|cohort)\b(?!.*\b(?:manager|lead|leader|coordinator|director|instructor|mentor|coach|teacher|tutor|engineer|developer|specialist|officer|assistant|success)\b)/u;

/** True when the position entry is studying (see the module comment). */
export function isEducationEntry(position: { company: string | null; title: string | null }): boolean {
  return educationTitle(position.company ?? '', position.title ?? '');
}

/**
 * Round 28 (issue #21, w4b's "Uzmanlık sınavına hazırlık" / "Tam zamanlı 📖"): study as the person's own plan written as
 * the entry's NAME, in place of an employer — an exam prepared, full-time study — with no company page, named as a
 * phrase (not every word capitalised: "KPSS Hazırlık Merkezi" is a business's name) and a title that names no job about
 * study (a tutor or teacher at a prep school works there). Whatever the title says of the mode ("Tam zamanlı", "Vollzeit"):
 * a title the classifier knows does not make the plan a job.
 */
export function studyPlanInPlaceOfEmployer(position: { company: string | null; title: string | null; company_social_id?: string | null }): boolean {
  if ((position.company_social_id ?? '').trim() !== '') return false;
  return studyPlanName(position.company ?? '', position.title ?? '');
}

/** Not memoised: read once per entry by `non-job.ts`'s memo. */
function studyPlanName(rawCompany: string, rawTitle: string): boolean {
  const company = foldEntryText(rawCompany);
  if (company === '' || !(STUDY_PLAN.test(company) || EXAM_PREPARATION.test(company))) return false;
  if (JOB_ABOUT_STUDY.test(foldEntryText(rawTitle))) return false;
  const words = rawCompany.split(/\s+/u).filter((w) => w !== '');
  return words.length === 1 || !words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^[&+.\-–|·()]+$/u.test(w));
}

/** True when the company names a place of study (university, Hochschule, 大学, جامعة …). */
export const isInstitution = memoiseByString((company: string): boolean => placeOfStudy(company));
