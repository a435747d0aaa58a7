import { foldText } from './fold';

/**
 * The employer's description inside a general manager's title ("Genel Müdür - Lojistik firması",
 * "대표이사 (물류 스타트업)", "Direktur Utama PT Sinar Logistik", "Генеральний директор логістичної компанії",
 * "物流公司总经理") names the business, not the function: a CEO of a transport company is `executive`.
 * `classify.ts` reads no function from these spans when the title has an owner's or chief executive's
 * word; the rank words in them still count.
 *
 * A span is found by a word for a company, firm or startup (or a legal form written before the name,
 * "PT", "CV") in any of the lexicon's languages:
 * - in a part of the title after a comma, dash or parenthesis: the whole part;
 * - in the part that holds the title itself: the word before the company word ("логістичної компанії")
 *   to the end of the part ("firmy transportowej", "empresa de transporte", "PT Sinar Logistik");
 * - glued into a compound ("transportbedrijf", "kuljetusyritys"): that word;
 * - in Han, Kana or Hangul: the company word and up to six characters before it ("物流公司", "人力资源外包公司"), in
 *   Hangul also the spaced word before it ("물류 스타트업");
 * - a startup written as a compound's tail ("kuljetusstartup") or in Turkish as a "girişim".
 */
const COMPANY_WORDS: readonly string[] = [
  // en (not "firm": "Managing Director, private equity firm" keeps its function)
  'company', 'corp', 'inc', 'ltd', 'llc', 'plc', 'startup', 'start up', 'family business',
  // de, nl, sv, da, no, fi (whole words; compound tails below). Not the bare "Betrieb": after a rank it is operations ("VP Betrieb", round 18)
  'firma', 'unternehmen', 'gmbh', 'bedrijf', 'onderneming', 'bv', 'foretag', 'bolag', 'virksomhed', 'bedrift', 'selskab', 'selskap', 'yritys', 'yhtio', 'oy',
  // fr, es, pt, it, ro
  'societe', 'entreprise', 'pme', 'empresa', 'compania', 'companhia', 'pyme', 'azienda', 'societa', 'impresa', 'ditta', 'companie', 'srl',
  // pl, cs, hu, el
  'firmy', 'firmie', 'spolka', 'spolki', 'spolce', 'przedsiebiorstwo', 'przedsiebiorstwa', 'spolecnost', 'spolecnosti', 'podnik', 'podniku', 'sro', 'ceg', 'vallalat', 'vallalkozas', 'kft', 'zrt', 'εταιρεια', 'εταιρειασ', 'επιχειρηση', 'επιχειρησησ',
  // ru, uk
  'компания', 'компании', 'фирма', 'фирмы', 'предприятие', 'предприятия', 'ооо', 'стартап', 'стартапа', 'компаніі', 'компанія', 'фірма', 'фірми', 'підприємство', 'підприємства', 'тов',
  // tr, id, vi
  'firmasi', 'firmasinda', 'sirket', 'sirketi', 'sirketinde', 'girisim', 'girisimi', 'pt', 'cv', 'perusahaan', 'cong ty',
  // he, ar, hi
  'חברת', 'חברה', 'סטארטאפ', 'סטארט אפ', 'شركه', 'شركة', 'مؤسسه', 'कंपनी', 'कम्पनी', 'स्टार्टअप', 'फर्म',
];

/** Compound tails that make a word a company ("Transportbedrijf", "Logistikföretag", "Kuljetusyritys"). */
const COMPANY_TAILS = ['bedrijf', 'unternehmen', 'betrieb', 'foretag', 'bolag', 'virksomhed', 'bedrift', 'yritys', 'yhtio', 'firma', 'startup'];

// Folded as titles are (a kana loses its voicing mark: "スタートアップ" is read "スタートアッフ"). Round 34: an office or bureau (局,
// 署, 庁), a bank, a hospital, an agency and an insurer name the employer before the role too ("税务局IT实习生", "광고대행사 회계 담당").
const CJK_COMPANY = ['公司', '企业', '集团', '初创', '会社', '企業', 'スタートアップ', '회사', '스타트업', '기업', '업체', '局', '署', '庁', '銀行', '银行', '病院', '医院', '代理店', '대행사', '은행', '병원', '보험사', '平台', '플랫폼', 'プラットフォーム'].map((w) => foldText(w));

const WORD = `(?:${COMPANY_WORDS.map((w) => foldText(w)).join('|')})`;
/**
 * A company word inside a part, with the word before it, to the end of the part; not a chief officer's initials before it
 * ("Συνιδρυτής και CTO εταιρείας στελέχωσης" is a CTO's title, round 32).
 */
const IN_PART = new RegExp(String.raw`(?:^|\s)(?:(?!c[a-z]o\s)\S+\s+)?${WORD}(?=\s|$).*$|(?:^|\s)\S+(?:${COMPANY_TAILS.join('|')})(?=\s|$)`, 'u');
/**
 * Words that name a trade business only in a later part, after the title ("Founder – Third-generation Feed Store", "Founder &
 * Owner – HVAC Contracting"; round 18, w3r): in the title's own part they are the role ("Store Manager", "Contracting Officer").
 */
const LATER_WORDS = ['store', 'contracting', 'contractors?'];

/** A later part naming a company ("Gupta Transport Co.": "co" only at the end, never "co founder"). */
const STANDALONE = new RegExp(String.raw`(?:^|\s)(?:${WORD}|${LATER_WORDS.join('|')})(?=\s|$)|\sco\s*$`, 'u');
/** Up to six characters before the company word (round 34: "人力资源外包公司", a description of six); in Hangul, also one spaced word before it ("물류 스타트업"). */
const CJK_SPAN = new RegExp(String.raw`(?:[\uac00-\ud7af]{1,4}\s)?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{0,6}(?:${CJK_COMPANY.join('|')})`, 'gu');

/** Separators between the parts of a title (the cleaned text writes commas and parentheses as " , "). */
const PART = /[^,()–—|/;]+/g;

/**
 * A partner of a professional firm takes the firm's function ("Partner at a law firm" is other, "Socio
 * director, firma de auditoría" finance, as the labelled sets read them): no spans then.
 */
const PARTNER = /(?:^|[\s,])(?:partner|partnerin|socio|socia|associe|associee|wspolnik|wspolniczka|spolecnik|spolecnice|osakas|ortak|mitra|vennoot|delagare|partener|partenera|партнер|партнерка|εταιροσ|εταιρα|שותף|שותפה|شريك|شريكه)(?=[\s,]|$)/u;

/** True when the title is a partner's of a professional firm (no employer spans: the firm's function is the partner's). */
export function isFirmPartner(text: string): boolean {
  return PARTNER.test(text);
}

/** Character ranges [start, end) of `text` that describe the employer (see above). */
export function employerSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  if (PARTNER.test(text)) return spans;
  let first = true;
  for (const part of text.matchAll(PART)) {
    const body = part[0];
    if (body.trim() === '') continue;
    const start = part.index;
    if (!first && (STANDALONE.test(body) || CJK_COMPANY.some((w) => body.includes(w)))) spans.push([start, start + body.length]);
    else {
      const m = IN_PART.exec(body);
      if (m !== null) spans.push([start + m.index, start + m.index + m[0].length]);
    }
    first = false;
  }
  for (const m of text.matchAll(CJK_SPAN)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** `text` with the employer spans blanked (same length, so match indexes stay valid). */
export function blankSpans(text: string, spans: readonly [number, number][]): string {
  let out = text;
  for (const [from, to] of spans) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  return out;
}

export function insideSpans(index: number, spans: readonly [number, number][]): boolean {
  return spans.some(([from, to]) => index >= from && index < to);
}
