import { termNeedles } from './class-terms-finder';
import { blankSpans } from './employer-context';
import { words } from './role-classes';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { TitleClassification } from './types';

/**
 * A founding-team member is not a founder (issue #21, round 37, founders37): "Primeiro comercial de uma startup de chatbots (equipa
 * fundadora)", "Pierwsza handlowczyni startupu z voicebotami (zespół założycielski)", "Account Executive (צוות מייסד)" are an
 * individual contributor of their own trade, as every read set labels them. The founding team's phrase holds the founder's word
 * ("fundadora", "założycielski", "מייסד", "pendiri", "sáng lập"), which the lexicon reads as a chief (c_level, executive), so the
 * title read a founder's rank with the role's function, or (after `role-classes.ts` took the chief's rank off) no function at all.
 *
 * The mechanism: the phrase that says the person belongs to the founding team, or was its first or an early employee ("founding
 * team", "member of the founding team", "employee #1", "Gründungsteam", "équipe fondatrice", "zespół założycielski", "alapító
 * csapat", "команда засновників", "الفريق المؤسس", "צוות מייסד", "tim pendiri", "đội ngũ sáng lập", "창업 멤버", "創業メンバー",
 * "创始团队" … in the 24 languages and English, with the member's and the place's words that go with it) is blanked, and the title
 * read again: the role's own words give the rank and the function (a first sales rep is ic/sales; "First marketing hire, Head of
 * Marketing" stays a head). A title that is the phrase alone is an individual contributor of no named function.
 */
const FOUNDING_TEAM: readonly string[] = [
  // English: the team, its member, the first and early employees
  'member of the founding team', 'part of the founding team', 'founding team member', 'founding team', 'founding staff', 'founding hire',
  'first employee', 'early employee', 'employee 1', 'employee no 1', 'employee number 1', 'employee number one', 'first hire',
  // German
  'mitglied des grundungsteams', 'teil des grundungsteams', 'im grundungsteam', 'grundungsteam*', 'erster mitarbeiter', 'erste mitarbeiterin',
  'mitarbeiter nr 1', 'mitarbeiterin nr 1', 'mitarbeiter 1', 'fruher mitarbeiter', 'fruhe mitarbeiterin',
  // French
  'membre de l equipe fondatrice', 'membre de l equipe fondatrice', 'dans l equipe fondatrice', 'de l equipe fondatrice', 'equipe fondatrice',
  'equipe fondateur', 'premier salarie', 'premiere salariee', 'premier employe', 'premiere employee', 'salarie 1', 'salarie n 1',
  // Spanish, Portuguese, Italian
  'miembro del equipo fundador', 'del equipo fundador', 'en el equipo fundador', 'equipo fundador', 'primer empleado', 'primera empleada',
  'empleado 1', 'empleado n 1', 'membro da equipa fundadora', 'membro da equipe fundadora', 'membro do time fundador', 'da equipa fundadora',
  'da equipe fundadora', 'do time fundador', 'na equipa fundadora', 'na equipe fundadora', 'no time fundador', 'equipa fundadora',
  'equipe fundadora', 'time fundador', 'primeiro funcionario', 'primeira funcionaria', 'primeiro colaborador', 'primeira colaboradora',
  'membro del team fondatore', 'del team fondatore', 'nel team fondatore', 'team fondatore', 'team fondativo', 'squadra fondatrice',
  'primo dipendente', 'prima dipendente',
  // Dutch, Swedish, Finnish
  'lid van het oprichtingsteam', 'in het oprichtingsteam', 'van het oprichtingsteam', 'oprichtingsteam', 'oprichtersteam', 'eerste werknemer',
  'eerste medewerker', 'eerste medewerkster', 'del av grundarteamet', 'i grundarteamet', 'grundarteamet', 'grundarteam', 'forsta anstallda',
  'forsta anstallde', 'forste anstallde', 'perustajatiimin jasen', 'perustajatiimi*', 'ensimmainen tyontekija',
  // Polish, Czech, Hungarian, Romanian
  'członek zespołu założycielskiego', 'członkini zespołu założycielskiego', 'w zespole założycielskim', 'zespołu założycielskiego',
  'zespole założycielskim', 'zespół założycielski', 'pierwszy pracownik', 'pierwsza pracownica', 'clen zakladajiciho tymu',
  'clenka zakladajiciho tymu', 'v zakladajicim tymu', 'zakladajiciho tymu', 'zakladajicim tymu', 'zakladajici tym', 'prvni zamestnanec',
  'prvni zamestnankyne', 'alapito csapat tagja', 'alapito csapatban', 'alapito csapat*', 'alapitocsapat*', 'elso alkalmazott', 'elso munkatars',
  'membru al echipei fondatoare', 'membra a echipei fondatoare', 'in echipa fondatoare', 'echipei fondatoare', 'echipa fondatoare',
  'echipa fondatoare', 'primul angajat', 'prima angajata',
  // Greek, Ukrainian, Russian
  'μέλος της ιδρυτικής ομάδας', 'στην ιδρυτική ομάδα', 'της ιδρυτικής ομάδας', 'ιδρυτικής ομάδας', 'ιδρυτική ομάδα', 'πρώτος υπάλληλος',
  'πρώτη υπάλληλος', 'πρώτος εργαζόμενος', 'πρώτη εργαζόμενη', 'член команди засновників', 'членкиня команди засновників',
  'в команді засновників', 'у команді засновників', 'команди засновників', 'команді засновників', 'команда засновників',
  'засновницька команда', 'засновницької команди', 'перший співробітник', 'перша співробітниця', 'перший працівник', 'перша працівниця',
  'команда основателей', 'команды основателей', 'первый сотрудник', 'первая сотрудница',
  // Turkish, Arabic, Hebrew
  'kurucu ekip uyesi', 'kurucu ekipte', 'kurucu ekibin', 'kurucu ekip', 'kurucu takim', 'ilk calisan', 'عضو الفريق المؤسس',
  'عضوة الفريق المؤسس', 'في الفريق المؤسس', 'الفريق المؤسس', 'فريق التأسيس', 'أول موظف', 'أول موظفة', 'חבר צוות מייסד', 'חברת צוות מייסד',
  'בצוות המייסד', 'הצוות המייסד', 'צוות מייסד', 'צוות ההקמה', 'עובד ראשון', 'עובדת ראשונה', 'העובד הראשון', 'העובדת הראשונה', 'עובד מס 1',
  'עובדת מס 1',
  // Hindi (and in Latin letters), Indonesian, Vietnamese
  'संस्थापक टीम सदस्य', 'संस्थापक टीम में', 'संस्थापक टीम के', 'संस्थापक टीम की', 'संस्थापक टीम', 'पहला कर्मचारी', 'पहली कर्मचारी',
  'sansthapak team sadasya', 'sansthapak team', 'pehla employee', 'pehli employee', 'pehla karmachari', 'pehli karmachari',
  'anggota tim pendiri', 'di tim pendiri', 'tim pendiri', 'karyawan pertama', 'pegawai pertama', 'thanh vien doi ngu sang lap',
  'trong doi ngu sang lap', 'doi ngu sang lap', 'nhom sang lap', 'nhan vien dau tien',
  // Korean, Japanese, Chinese
  '창업 멤버', '창업멤버', '창립 멤버', '창립멤버', '초기 멤버', '창업팀', '창업 팀', '1호 직원', '첫 번째 직원', '첫 직원', '創業メンバー',
  '創業期メンバー', '初期メンバー', '創業チーム', '1人目の社員', '一人目の社員', '最初の社員', '创始团队成员', '创始团队', '創始團隊',
  '创始员工', '早期员工', '1号员工', '首位员工', '第一位员工', '第一号员工',
];

/**
 * The founding adjective beside a role noun ("Diseñadora fundadora", "Kurucu mühendis", "Alapító mérnök", "Zakládající vývojář"): a
 * founding-team member of the role's trade, when the role read without the adjective is a trade's below a chief (a founding
 * partner, a founding director or CEO and a "Fundador y director general" stay founders). After the noun in the Romance
 * languages, Polish, Arabic, Hebrew, Indonesian and Vietnamese; before it in English, Turkish, Hungarian, Czech, Greek and Hindi.
 */
const FOUNDING_AFTER: readonly string[] = [
  'fundador', 'fundadora', 'fondateur', 'fondatrice', 'fondatore', 'fondator', 'fondatoare', 'założyciel', 'założycielka', 'مؤسس', 'مؤسسة',
  'מייסד', 'מייסדת', 'pendiri', 'sang lap',
];
const FOUNDING_BEFORE: readonly string[] = ['founding', 'kurucu', 'alapito', 'zakladajici', 'ιδρυτικός', 'ιδρυτική', 'संस्थापक'];
/** Words that join two roles or make the founder's own title ("Fundador y director", "Co-fundador", "Nhà sáng lập"). */
const NOT_A_ROLE = new Set(['y', 'e', 'et', 'and', 'und', 'i', 'si', 've', 'dan', 'kiem', 'va', 'و', 'co', 'nha', 'nguoi', 'dong', 'एवं', 'और', 'aur', 'ua', 'och', 'en', 'es', 'a', 'και', 'satu', 'para', 'sebagai', 'the', 'el', 'la', 'le', 'o', 'il']);

let phrase: RegExp | null = null;
let adjective: { after: RegExp; before: RegExp } | null = null;

function adjectivePatterns(): { after: RegExp; before: RegExp } {
  return (adjective ??= {
    after: new RegExp(`(?<=^|[\\s,&])(\\p{L}[\\p{L}\\p{M}]*) (?:${words(FOUNDING_AFTER)})`, 'gu'),
    before: new RegExp(`(?:${words(FOUNDING_BEFORE)}) (\\p{L}[\\p{L}\\p{M}]*)`, 'gu'),
  });
}

const FOUNDING_ADJECTIVE_GATE = TERM_GATE.slot(() => termNeedles([...FOUNDING_AFTER, ...FOUNDING_BEFORE]));

/** The founding adjective's span beside a role noun (the noun not a joining word), or null. */
function adjectiveSpan(text: string): [number, number] | null {
  const { after, before } = adjectivePatterns();
  for (const [pattern, isAfter] of [[after, true], [before, false]] as const) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const noun = m[1] as string;
      if (NOT_A_ROLE.has(noun)) continue;
      return isAfter ? [m.index + noun.length + 1, m.index + m[0].length] : [m.index, m.index + m[0].length - noun.length - 1];
    }
  }
  return null;
}

/** A founding adjective beside a trade's role below a chief: the role's reading. */
function foundingRole(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  if (read.seniority !== 'c_level' || (read.function !== 'executive' && read.function !== 'other')) return read;
  const span = adjectiveSpan(text);
  if (span === null) return read;
  const again = classify(blankSpans(text, [span]));
  if (again.seniority === null || again.seniority === 'c_level' || again.function === null || again.function === 'other' || again.function === 'executive') return read;
  return again;
}

/** The founding team's phrases, longest first so the whole phrase is blanked (built on first use). */
function phrasePattern(): RegExp {
  return (phrase ??= new RegExp(words([...FOUNDING_TEAM].sort((a, b) => b.length - a.length)), 'gu'));
}

const FOUNDING_TEAM_GATE = TERM_GATE.slot(() => termNeedles(FOUNDING_TEAM));

/** The text with every founding-team phrase blanked, or null when there is none. */
function withoutFoundingTeam(text: string): string | null {
  const pattern = phrasePattern();
  pattern.lastIndex = 0;
  const spans: [number, number][] = [];
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) spans.push([m.index, m.index + m[0].length]);
  return spans.length === 0 ? null : blankSpans(text, spans);
}

function readFoundingTeam(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  if (read.seniority === null) return read;
  const rest = withoutFoundingTeam(text);
  if (rest === null) return foundingRole(text, read, classify);
  const again = /\p{L}/u.test(rest) ? classify(rest) : { seniority: null, function: null };
  // The phrase alone: a member of the founding team, of no named function.
  if (again.seniority === null) return read.seniority === 'c_level' ? { seniority: 'ic', function: read.function === 'executive' ? 'other' : read.function } : read;
  // The role names no function: the one read beside the phrase stays (a founder's "executive" is no role's).
  if (again.function === 'other' || again.function === null) {
    return { seniority: again.seniority, function: read.function === 'executive' || read.function === null ? 'other' : read.function };
  }
  return again;
}

/** The pass, behind the shared gate: only a title with a founding team's phrase is read. */
export function foundingTeamPass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass([FOUNDING_TEAM_GATE, FOUNDING_ADJECTIVE_GATE], (text, read) => readFoundingTeam(text, read, classify));
}
