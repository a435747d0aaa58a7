import { memoiseByTwoStrings } from '../company/memoise';
import { segmentWords } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { addedAfter } from './title-kept';

/*
 * Round 36 (issue #21, w4k's "Contact Centre Manager" → "Contact Centre Manager (team of 60)"): a team size, a headcount or the
 * number of direct reports added after a title kept word for word. The size says how large the post is, not which post it is:
 * it is no change while the title's seniority reading stays the same or falls (a head with a stated team of 8 reads manager
 * by round 29's `titles/team-size.ts`, the post unchanged). A size that **lifts** the reading — an individual's title
 * ("Software Engineer", "Analista", "エンジニア") now stating people it leads — is a change by the seniority rule: the person
 * now leads a team. The added part must say nothing but a size: one count (of two or more) and the closed class of words
 * that name a team, its people or a head count, in the 24 languages and English. A count of things ("12 stores", "3 sites",
 * "5 pays", "Top 10"), a budget ("€5m budget"), a region or a product line is no size and is left to the older rules.
 */

/**
 * Words a stated size is written with (folded as a title's words: accents stripped, lower case): team words, people nouns,
 * head-count words, the verbs of leading, and the small words between them, by language.
 */
const SIZE_WORDS: ReadonlySet<string> = new Set(
  [
    // en
    'team|teams|crew|squad|of|a|an|with|approx|approximately|about|around|over|up|to|people|persons|person|staff|members|member|employees|reports|report|direct|directs|headcount|hc|fte|ftes|colleagues|workers|size|leading|managing|manages|managed|overseeing|supervising|span|control|agents|advisors|advisers|analysts|engineers|developers|reps|representatives|consultants|specialists|associates|technicians|operators|nurses|officers|planners|recruiters|accountants|designers|supervisors|managers|coordinators|team members|total',
    // de, nl, sv, da
    'von|mit|ca|rund|uber|teamgrosse|teamgroesse|mitarbeitende|mitarbeiter|mitarbeiterinnen|ma|personen|kopfe|beschaftigte|kolleginnen|kollegen|fuhrungsspanne|leitungsspanne|fuhrungsverantwortung|fur|direkte|berichte|van|medewerkers|teamgrootte|pa|medarbetare|personer|anstallda|teamstorlek|medarbejdere',
    // fr, es, pt, it, ro
    'equipe|de|d|des|personnes|collaborateurs|collaboratrices|salaries|employes|conseillers|taille|environ|encadrement|equipo|personas|colaboradores|empleados|agentes|asesores|tamano|aprox|cargo|equipa|pessoas|funcionarios|squadra|di|persone|collaboratori|risorse|dipendenti|addetti|echipa|echipe|persoane|angajati|colegi|oameni|membri',
    // pl, cs, hu, fi, el, uk
    'zespol|zespolu|osob|osoby|osobowy|pracownikow|pracownicy|tym|tymu|lidi|lidu|pracovniku|zamestnancu|clenu|fos|fo|csapat|munkatars|munkatarsak|ember|tiimi|tiimin|henkea|henkiloa|henkilon|tyontekijaa|ομαδα|ομαδας|ατομα|ατομων|υπαλληλοι|εργαζομενοι|μελη|μελων|команда|команди|осіб|особи|людей|працівників|співробітників|фахівців|человек|сотрудников',
    // tr, ar, he, hi, hi-Latn, id, vi
    'kisi|kisilik|ekip|ekibi|calisan|personel|uye|uyeli|فريق|من|موظفا|موظفين|موظف|أشخاص|اشخاص|أعضاء|اعضاء|أفراد|افراد|فردا|צוות|של|עובדים|אנשים|חברי|सदस्य|सदस्यों|कर्मचारी|कर्मचारियों|लोग|लोगों|टीम|की|का|के|log|logon|logo|ki|ka|sadasya|karmachari|tim|orang|anggota|karyawan|staf|pegawai|dengan|beranggotakan|nhom|doi|nguoi|nhan|su|vien|thanh|quan|ly',
    // ko (a word beside its count)
    '팀|팀원|직원|인원|부하직원|구성원|규모|총|약',
  ]
    .join('|')
    .split('|')
    .flatMap((w) => segmentWords(w)),
);

/** A count, or a count with a people counter (명, 名, 人, 位, 人团队): "12명", "60人". */
const COUNT = /^(\d+)(?:명|名|人|位)?$/u;

/** A CJK size written as one word: "团队60人", "部下15名", "管理30人团队", "チーム12名", "團隊規模20人". */
const CJK_SIZE =
  /^(?:团队|團隊|团队规模|團隊規模|团队人数|團隊人數|部下|チーム|メンバー|スタッフ|社員|従業員|職員|人员|人員|员工|員工|成员|成員|管理|带领|帶領|带|帶|下属|下屬|共|约|約|直属)*(\d+)(?:名|人(?!目)|명|位)(?:团队|團隊|的团队|的團隊|チーム|規模|规模|体制|体制)?$/u;

/** The count a part added after a title states, when it says nothing else; null when it names anything but a size. */
function statedSize(added: string): number | null {
  if (!/\d/u.test(added)) return null;
  const ws = segmentWords(added);
  let count: number | null = null;
  let words = 0;
  for (const w of ws) {
    // Folding decomposes Hangul syllables: the counters are read composed.
    const n = COUNT.exec(w.normalize('NFC')) ?? CJK_SIZE.exec(w.normalize('NFC'));
    if (n !== null) {
      if (count !== null) return null;
      count = Number(n[1]);
      if (w.normalize('NFC') !== n[1]) words++;
    } else if (SIZE_WORDS.has(w)) {
      words++;
    } else return null;
  }
  return count !== null && count > 1 && words > 0 ? count : null;
}

const RANK: Readonly<Record<string, number>> = { ic: 0, manager: 1, director: 2, vp: 3, c_level: 4 };

/**
 * Round 36: `longer` is `title` kept word for word with a team size added after it, and the size does not lift the title's
 * seniority reading, and the title reads above an individual's (an individual's title stating a team it leads is a change).
 */
export const teamSizeAdded = memoiseByTwoStrings((title: string, longer: string): boolean => {
  const added = addedAfter(title, longer);
  if (added === null || statedSize(added) === null) return false;
  const own = RANK[classifyTitle(title).seniority ?? 'ic'] ?? 0;
  // An individual's title (read ic) that now states a team: the person leads people, whatever the lexicon reads of the size.
  return own > 0 && (RANK[classifyTitle(longer).seniority ?? 'ic'] ?? 0) <= own;
});
