import { memoiseByString } from '../company/memoise';
import { escapeRegExp } from '../normalise/text';
import { foldEntryText } from '../titles/entry-terms';
import { foldText } from '../titles/fold';
import { hasCompanyPage } from './employment-evidence';
import type { Position } from './types';

/**
 * A seat on a body — a council, committee, board or assembly of an association, chamber, NGO or
 * federation — read from the entry's shape (issue #21, round 8: holdout-w3g's "Kurul Üyesi", "Член
 * правління", "专家委员" at organisations with no page id were read as the main job because they started
 * after it). An entry is one when it has **no company page id** and its title is a member word with a
 * body word ("Meclis Üyesi", "Член ради", "Członkini komisji rewizyjnej", "عضو اللجنة"), or a CJK
 * committee-member word (委员, 委員, 위원: the body is in the word), and names no operating role
 * (CEO, founder, president …). A member of a company's management board has the company's page.
 */
export function seatOnABody(p: Position): boolean {
  if (hasCompanyPage(p) || p.title == null) return false;
  return seatTitle(p.title);
}

const MEMBER = [
  'member', 'mitglied', 'membre', 'miembro', 'membro', 'lid', 'ledamot', 'medlem', 'jasen', 'czlonek', 'czlonkini', 'członek', 'członkini', 'clen', 'clenka',
  'tag', 'membru', 'uye', 'uyesi', 'член', 'членкиня', 'μελος', 'חבר', 'חברת', 'عضو', 'عضوه', 'सदस्य', 'anggota', 'thanh vien',
];
const BODY = [
  'kurul*', 'meclis*', 'ради', 'рада', 'правлінн*', 'совет*', 'правлени*', 'комітет*',
  'комитет*', 'committee', 'comite', 'comitato', 'commissie', 'council', 'raad', 'board', 'rady', 'rada', 'komisj*',
  'komise', 'zarzad*', 'hallitu*', 'valtuusto*', 'tanacs*', 'bizottsag*', 'consiliu*', 'consejo',
  'conselho', 'consiglio', 'συμβουλ*', 'επιτροπ*', 'ועד*', 'מועצ*', 'لجن*', 'اللجن*', 'مجلس',
  'समिति', 'परिषद', 'dewan', 'komite', 'hoi dong', 'vorstand', 'beirat',
];
/** Whole words, folded as titles are; `*` stands for any letters (a stem). */
const WORD = (list: readonly string[]): string =>
  `(?<![\\p{L}\\p{N}])(?:${list.map((w) => foldText(w).replace(/\*/gu, '\\p{L}*')).join('|')})(?![\\p{L}\\p{N}])`;
const MEMBER_OF_BODY = new RegExp(`${WORD(MEMBER)}.*${WORD(BODY)}|${WORD(BODY)}.*${WORD(MEMBER)}|(?:委员|委員|위원)$`, 'u');
const OPERATING = /\b(?:ceo|cto|cfo|coo|chief|(?:co )?founder|president|chair\w*|owner|managing director|general manager)\b|연구/u;

const seatTitle = memoiseByString((title: string): boolean => {
  const text = foldText(title);
  return MEMBER_OF_BODY.test(text) && !OPERATING.test(text);
});

/**
 * Round 36 (issue #21, w4k's "Mitglied des Betriebsrats" at "Betriebsrat Allianz Versicherungs-AG", added while the claims job
 * continued, read as `promoted`): a seat of employee representation — a works or staff council and its members, chairs and
 * deputies, a union's workplace representative, shop steward or convenor, a health-and-safety representative, an employee
 * board member, a staff-elected pension trustee — is held by an employee *because of* the job, beside it. Added while the main
 * job continues it is no new position, at the employer itself ("Delegada sindical" at Mercadona), at the employer's own body
 * ("CSE Renault Flins", "Ondernemingsraad ING") or at the union ("Branch Steward", Unison). Read from the title's words in
 * the 24 languages and English, or, for an entry with no company page, from a body word in its organisation's name. Used only
 * where the main job continues (`besideJob`): a union's full-time official after the job ended is a move, as before.
 */
export function representationSeat(p: Position): boolean {
  if (p.title !== null && representationTitle(p.title)) return true;
  return !hasCompanyPage(p) && p.company !== null && representationBody(p.company);
}

/** The seat's words; German, Dutch, Swedish and Finnish compounds by their stem (`*`: any letters follow). */
const SEAT_TERMS: Record<string, readonly string[]> = {
  en: [
    'works council', 'works councillor', 'works council member', 'staff council', 'employee council', 'employee forum representative', 'union representative',
    'union rep', 'trade union representative', 'trade union rep', 'shop steward', 'union steward', 'branch steward', 'chief steward', 'workplace representative',
    'workplace rep', 'health and safety representative', 'health and safety rep', 'health safety representative', 'health safety rep', 'h s rep', 'h s representative', 'safety representative', 'employee representative', 'staff representative',
    'employee director', 'worker director', 'member nominated trustee', 'member nominated director', 'union convenor', 'convenor', 'senior convenor',
    'committeeperson', 'committeeman', 'committeewoman', 'union delegate', 'union learning representative', 'union branch secretary', 'union branch chair',
    'local union president', 'staff side representative',
  ],
  de: [
    'betriebsrat*', 'gesamtbetriebsrat*', 'konzernbetriebsrat*', 'personalrat*', 'gesamtpersonalrat*', 'mitarbeitervertretung', 'mav', 'schwerbehindertenvertretung',
    'schwerbehindertenvertreter*', 'jugend und auszubildendenvertretung', 'jav', 'arbeitnehmervertreter*', 'vertrauensperson der schwerbehinderten*',
    'gewerkschaftliche vertrauensperson', 'vertrauensmann', 'vertrauensfrau', 'vertrauensleute*', 'personalvertretung', 'betriebsobmann', 'betriebsobfrau',
  ],
  fr: [
    'cse', 'comite social et economique', 'comite d entreprise', 'elu cse', 'elue cse', 'elu du personnel', 'elue du personnel', 'delegue du personnel',
    'deleguee du personnel', 'delegue syndical', 'deleguee syndicale', 'delegue syndical central', 'representant du personnel', 'representante du personnel',
    'representant syndical', 'representante syndicale', 'representant de proximite', 'representante de proximite', 'secretaire du cse', 'tresorier du cse',
    'tresoriere du cse', 'membre du cse', 'administrateur salarie', 'administratrice salariee', 'administrateur representant les salaries', 'chsct', 'cssct',
  ],
  es: [
    'comite de empresa', 'delegado sindical', 'delegada sindical', 'delegado de personal', 'delegada de personal', 'delegado de prevencion',
    'delegada de prevencion', 'representante sindical', 'representante de los trabajadores', 'enlace sindical', 'junta de personal', 'seccion sindical',
  ],
  pt: [
    'comissao de trabalhadores', 'cipa', 'cipeiro', 'cipeira', 'dirigente sindical', 'representante dos trabalhadores', 'representante dos empregados',
    'delegado sindical', 'delegada sindical', 'representante sindical',
  ],
  it: [
    'rsu', 'rsa', 'rls', 'rlst', 'rappresentante sindacale', 'rappresentante dei lavoratori', 'rappresentante dei lavoratori per la sicurezza',
    'delegato sindacale', 'delegata sindacale', 'consiglio di fabbrica',
  ],
  nl: [
    'ondernemingsraad*', 'or lid', 'lid or', 'personeelsvertegenwoordiging', 'medezeggenschapsraad', 'vakbondsvertegenwoordiger', 'kaderlid', 'vakbondskaderlid',
    'vakbondsafgevaardigde', 'syndicaal afgevaardigde', 'comite voor preventie en bescherming',
  ],
  pl: [
    'rada pracownikow', 'rady pracownikow', 'zwiazek zawodowy', 'zwiazku zawodowego', 'organizacji zwiazkowej', 'organizacja zwiazkowa',
    'spoleczny inspektor pracy', 'spoleczna inspektor pracy', 'przedstawiciel zalogi', 'przedstawiciel pracownikow', 'przedstawicielka pracownikow',
  ],
  sv: ['fackklubb*', 'fackligt fortroendevald*', 'facklig representant', 'fackombud', 'skyddsombud', 'huvudskyddsombud', 'arbetstagarrepresentant*', 'arbetstagarledamot'],
  da: ['tillidsrepraesentant', 'faellestillidsrepraesentant', 'arbejdsmiljorepraesentant', 'medarbejdervalgt bestyrelsesmedlem', 'samarbejdsudvalg'],
  no: ['tillitsvalgt', 'hovedtillitsvalgt', 'verneombud', 'hovedverneombud', 'ansattevalgt styremedlem', 'ansatterepresentant'],
  fi: [
    'luottamusmies', 'paaluottamusmies', 'luottamusvaltuutettu', 'tyosuojeluvaltuutettu', 'tyosuojeluasiamies', 'henkilostoedustaja', 'henkiloston edustaja',
    'yhteistoimintaedustaja',
  ],
  cs: ['odborova organizace', 'odborove organizace', 'odborar', 'odborarka', 'odboroveho svazu', 'zamestnanecka rada', 'zamestnanecke rady', 'zastupce zamestnancu', 'zavodni vybor'],
  sk: ['odborova organizacia', 'zamestnanecka rada', 'zastupca zamestnancov'],
  hu: ['uzemi tanacs', 'uzemi tanacs tagja', 'szakszervezeti bizalmi', 'szakszervezeti titkar', 'munkavedelmi kepviselo', 'uzemi megbizott'],
  ro: ['lider de sindicat', 'lider sindical', 'reprezentant al salariatilor', 'reprezentantul salariatilor', 'delegat sindical', 'reprezentant sindical', 'sindicatul', 'sindicat'],
  el: ['συνδικαλιστικος εκπροσωπος', 'σωματειο εργαζομενων', 'σωματειου εργαζομενων', 'εργατικο σωματειο', 'συνδικαλιστικη οργανωση', 'εκπροσωπος εργαζομενων', 'εκπροσωπος των εργαζομενων'],
  uk: ['профспілка', 'профспілки', 'профспілкового', 'профспілковий', 'профспілкова', 'профком', 'представник трудового колективу', 'уповноважений з охорони праці'],
  ru: ['профсоюз', 'профсоюза', 'профсоюзного', 'профсоюзный', 'профком', 'представитель трудового коллектива', 'уполномоченный по охране труда'],
  tr: ['sendika temsilcisi', 'isyeri temsilcisi', 'isyeri sendika temsilcisi', 'sendika bas temsilcisi', 'bas temsilci', 'calisan temsilcisi', 'sendika'],
  ar: ['نقابة', 'النقابة', 'نقابي', 'نقابية', 'لجنة عمالية', 'اللجنة العمالية', 'ممثل العمال', 'مندوب نقابي', 'ممثل الموظفين'],
  he: ['ועד עובדים', 'ועד העובדים', 'ועד עובדי', 'ועד הפועלים', 'נציג עובדים', 'נציגת עובדים'],
  hi: ['कर्मचारी संघ', 'मजदूर संघ', 'मज़दूर संघ', 'श्रमिक संघ', 'यूनियन', 'ट्रेड यूनियन', 'कर्मचारी प्रतिनिधि', 'श्रमिक प्रतिनिधि'],
  'hi-Latn': ['union pratinidhi', 'karmachari sangh', 'mazdoor sangh', 'shramik sangh', 'karmchari sangh', 'karmachari pratinidhi'],
  id: ['serikat pekerja', 'serikat karyawan', 'serikat buruh', 'wakil pekerja', 'perwakilan pekerja', 'lks bipartit'],
  vi: ['cong đoan', 'cong doan', 'đai dien nguoi lao đong', 'dai dien nguoi lao dong'],
  ko: ['노동조합', '노조', '노사협의회', '근로자위원', '근로자대표'],
  ja: ['労働組合', '労組', '従業員代表', '労働者代表', '組合執行委員', '組合委員長'],
  zh: ['工会', '工會', '职工代表', '職工代表', '员工代表', '職代會', '职代会'],
};

/** An organisation's name that is a representation body or a union, read only for entries with no company page. */
const BODY_TERMS: readonly string[] = [
  'betriebsrat*', 'gesamtbetriebsrat*', 'konzernbetriebsrat*', 'personalrat*', 'mitarbeitervertretung', 'gewerkschaft*', 'cse', 'comite social et economique',
  'comite d entreprise', 'syndicat', 'comite de empresa', 'sindicato', 'comissao de trabalhadores', 'cipa', 'rsu', 'sindacato', 'ondernemingsraad*', 'vakbond',
  'rada pracownikow', 'zwiazek zawodowy', 'nszz', 'fackklubb*', 'ammattiosasto', 'odborova organizace', 'uzemi tanacs', 'szakszervezet*', 'sindicatul',
  'σωματειο εργαζομενων', 'профспілка', 'профспілки', 'профсоюз', 'sendikasi', 'sendika', 'نقابة', 'ועד עובדים', 'ועד עובדי', 'यूनियन', 'serikat pekerja',
  'serikat karyawan', 'cong đoan', '노동조합', '労働組合', '工会', '工會', 'trade union', 'works council', 'labor union', 'labour union', 'union local',
];

const CJK_TERM = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function pattern(words: readonly string[]): RegExp {
  const folded = [...new Set(words.map((w) => (w.endsWith('*') ? `${foldEntryText(w.slice(0, -1))}*` : foldEntryText(w))))].sort((a, b) => b.length - a.length);
  const cjk = folded.filter((w) => CJK_TERM.test(w)).map(escapeRegExp);
  const spaced = folded.filter((w) => !CJK_TERM.test(w)).map((w) => (w.endsWith('*') ? `${escapeRegExp(w.slice(0, -1))}\\p{L}*` : escapeRegExp(w)));
  return new RegExp([`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])`, ...cjk].join('|'), 'u');
}

/** Built on first use, not at import. */
let seatWords: RegExp | null = null;
let bodyWords: RegExp | null = null;

const representationTitle = memoiseByString((title: string): boolean => {
  seatWords ??= pattern(Object.values(SEAT_TERMS).flat());
  return seatWords.test(foldEntryText(title));
});

const representationBody = memoiseByString((company: string): boolean => {
  bodyWords ??= pattern(BODY_TERMS);
  return bodyWords.test(foldEntryText(company));
});
