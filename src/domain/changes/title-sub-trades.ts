import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { stripAccents } from '../normalise/text';

/*
 * Round 32 (issue #21, w4f's "Chuyên viên tuyển dụng" → "HR Business Partner" at one entry, read as the same role): the
 * translation rule reads two titles of two languages with one rank and one function as one role, and the lexicon reads a
 * recruiter, an HR business partner, a payroll clerk and a trainer all as an individual in people. They are four trades of the
 * function; a title that names one of them and a title that names another, with none in common, are two roles whatever the
 * languages. The trades are read by their words in the profiles' languages (folded: lower case, accents stripped), as
 * substrings so that compounds and inflections are read ("Personalbeschaffung", "rekrutacji", "werving en selectie").
 */
const TRADES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'recruitment',
    [
      'recruit', 'talent acquisition', 'sourcer', 'headhunt', 'personalbeschaffung', 'personalgewinnung', 'recrutement', 'recruteu', 'reclut', 'seleccion de personal',
      'recrut', 'selecao de pessoal', 'selezione del personale', 'selezionat', 'werving', 'rekrut', 'rekryter', 'rekrytoi', 'nabor', 'toborz', 'προσληψ', 'προσλήψ', 'рекрут',
      'підбор', 'підбір', 'подбор персонала', 'ise alim', 'توظيف', 'استقطاب', 'גיוס', 'מגייס', 'भर्ती', 'tuyen dung', '채용', '리크루', '採用', 'リクルー', '招聘', '招募',
    ],
  ],
  [
    'business partner',
    [
      'business partner', 'businesspartner', 'hrbp', 'partenaire rh', 'hr generalist', 'generalista de rh', 'generalista rh', 'hr-generalist', 'personalreferent',
      'rh generaliste', '業務パートナー', 'ビジネスパートナー', '业务伙伴', '業務夥伴', '비즈니스 파트너',
    ],
  ],
  [
    'payroll',
    [
      'payroll', 'paie', 'nomina', 'folha de pagamento', 'paghe', 'buste paga', 'salarisadministratie', 'loonadministratie', 'placow', 'plac ', 'lonead', 'loneadministr',
      'palkanlask', 'mzdov', 'mzdova', 'berszamfejt', 'salarizare', 'μισθοδοσ', 'заробітн', 'зарплат', 'bordro', 'رواتب', 'الرواتب', 'שכר', 'वेतन', 'penggajian', 'tien luong',
      '급여', '給与', '工资', '薪资',
    ],
  ],
  [
    'learning',
    [
      'learning', 'training', 'l&d', 'trainer', 'personalentwicklung', 'weiterbildung', 'capacitacion', 'formacao', 'formazione', 'opleidingen', 'szkolen', 'kompetensutveckl',
      'koulutu', 'skoleni', 'kepzes', 'εκπαιδευσ', 'навчанн', 'egitim', 'تدريب', 'הדרכה', 'प्रशिक्षण', 'pelatihan', 'dao tao', '교육', '研修', '培训',
    ],
  ],
  [
    'rewards',
    [
      'compensation', 'c&b', 'total rewards', 'remuneration', 'verguetung', 'vergutung', 'compensacion', 'remuneracao', 'retribuzion', 'beloning', 'ersattning',
      'palkitsemi', 'odmenovani', 'javadalmaz', 'recompens', 'αποδοχ', 'винагород', 'ucret yonetimi', 'تعويضات', 'תגמול', 'पारिश्रमिक', 'kompensasi', 'dai ngo', '보상', '報酬', '薪酬',
    ],
  ],
  // Round 37 (desks37): finance's controlling and its bookkeeping are two trades once a controller reads as an individual like an
  // accountant ("Contable" → "Financial Controller" is a change of role in any language, as the round-18 and round-22 pairs say).
  [
    'controlling',
    [
      'controller', 'controlling', 'kontroller', 'kontroler', 'kontroling', 'kontrolor', 'controladoria', 'controleur de gestion', 'controleuse de gestion',
      'controle de gestion', 'controllo di gestione', 'control de gestion', 'контролер', 'контроллер', 'контролінг', 'контроллинг', 'קונטרולר', 'مراقب مالي',
    ],
  ],
  [
    'bookkeeping',
    [
      'accountant', 'bookkeep', 'buchhalt', 'comptable', 'contable', 'contador', 'contadora', 'contabilista', 'contabil ', 'contabila', 'ragionier', 'boekhoud',
      'ksiegow', 'kirjanpit', 'bokforing', 'ucetni', 'konyvelo', 'λογιστ', 'бухгалтер', 'muhasebeci', 'محاسب', 'מנהלת חשבונות', 'מנהל חשבונות', 'लेखाकार', 'akuntan',
      'ke toan', '회계 담당', '経理担当', '会计',
    ],
  ],
];

/** Titles and terms folded alike (Hangul and Kana are composed again after accents are stripped). */
const fold = (title: string): string => ` ${stripAccents(title).normalize('NFC').toLowerCase().replace(/\s+/gu, ' ')} `;

const FOLDED: ReadonlyArray<readonly [string, readonly string[]]> = TRADES.map(([trade, words]) => [trade, words.map((w) => fold(w).slice(1, -1) + (w.endsWith(' ') ? ' ' : ''))]);

/** What every trade word holds (engine cost: most titles name none). */
const MAY_NAME = new RegExp(FOLDED.flatMap(([, words]) => words).map((w) => w.trim().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|'), 'u');

/** The HR trades a title names. */
const tradesOf = memoiseByString((title: string): ReadonlySet<string> => {
  const text = fold(title);
  if (!MAY_NAME.test(text)) return new Set();
  return new Set(FOLDED.filter(([, words]) => words.some((w) => text.includes(w))).map(([trade]) => trade));
});

/** The title's words without those that name a trade (a word holding a trade term, or the words of a trade phrase). */
function withoutTradeWords(title: string): string {
  let text = fold(title);
  for (const [, words] of FOLDED) for (const w of words) if (w.includes(' ') && text.includes(w)) text = text.split(w).join(' ');
  const terms = FOLDED.flatMap(([, words]) => words).filter((w) => !w.includes(' '));
  return text
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word !== '' && !terms.some((t) => word.includes(t)))
    .join(' ');
}

/**
 * Round 32 (probe: "Talent Acquisition Specialist" → "Recruitment Specialist"): the one trade named in other words, the rest of
 * the title kept word for word — the same role. "Recruiting Coordinator" → "Technical Recruiter" keeps no other word alike.
 */
export const sameTradeReworded = memoiseByTwoStrings((a: string, b: string): boolean => {
  const ta = tradesOf(a);
  const tb = tradesOf(b);
  if (ta.size !== 1 || tb.size !== 1 || [...ta][0] !== [...tb][0]) return false;
  const ra = withoutTradeWords(a);
  return ra !== '' && ra === withoutTradeWords(b);
});

/** The two titles name HR trades and none in common: two roles (see above). */
export const otherTrades = memoiseByTwoStrings((a: string, b: string): boolean => {
  const ta = tradesOf(a);
  if (ta.size === 0) return false;
  const tb = tradesOf(b);
  return tb.size > 0 && ![...ta].some((t) => tb.has(t));
});
