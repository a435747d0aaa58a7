import { memoiseByString } from '../company/memoise';

/**
 * Round 36 (issue #21, second36; w4k's "お客様サービス部 担当部長（日本電信電話株式会社より出向）" at 株式会社NTTドコモ after
 * "CX企画 担当課長" at 日本電信電話株式会社, read as a move): a title that says where the person is seconded *from* — "(seconded
 * from Barclays)", "（三菱商事より出向）", "(삼성전자에서 파견)", "（由中国移动借调）", "détaché d'Orange", "abgeordnet von Siemens",
 * "distaccato da Enel", "gedetacheerd vanuit ING", "منتدب من أرامكو" … — names the employer that still employs them. When that
 * origin is the old entry's employer (by the company matching already in use), the new entry is a posting inside one employer,
 * not a move (`compare-snapshots.ts`, `sameEmployer`).
 *
 * Only the origin is read. A title that names the host ("seconded to HSBC", "gedetacheerd bij", "distaccato presso") says where
 * the person works, which the entry's company already says; "ex-", "formerly", "antes en" say where they came from, not who
 * employs them, and are not read.
 *
 * Two shapes: a connector before the origin (en, de, fr, es, pt, it, nl, pl, sv, cs, sk, ro, el, uk, ru, ar, he, id, vi, zh
 * with 由/从/自 … 借调/派驻, hi with प्रतिनियुक्ति पर … से, hi-Latn deputation par … se, fi komennuksella …:sta) and a
 * postposition after it (ja より出向/から出向, ko 에서/로부터 파견·출향, tr 'den görevlendirildi, hu -tól kirendelve, fi :stä
 * komennuksella, hi से प्रतिनियुक्ति, hi-Latn se deputation). A postposition's origin has no clear left edge in a title
 * without brackets ("課長 トヨタ自動車から出向", "Daire Başkanı Türk Telekom'dan görevlendirildi"), so its word-final parts are
 * offered too, longest first.
 */

/** The employers a title names as where the person is seconded from, longest reading first; [] when it names none. */
export function secondedFrom(title: string | null | undefined): readonly string[] {
  if (title == null || !MAY_HOLD.test(title)) return NONE;
  return secondedMemo(title);
}

const NONE: readonly string[] = [];

/** A cheap pre-test: a stem of a secondment word in any of the languages. */
const MAY_HOLD =
  /second|on loan|deput|abgeordnet|entsandt|delegiert|abordnung|entsendung|ausgeliehen|détach|disposition|comisi[oó]n|comisionad|destacad|adscrit|cedid|requisitad|cessão|distacc|comandat|gedetacheerd|detachering|uitgeleend|delegowan|utlånad|inlånad|utstationerad|komenn|lainassa|lähetetty|vyslan|vyslán|přiděl|pridelen|kirendel|kiküld|deta[șşs]a|αποσπασ|απόσπασ|відряд|командир|görevlendir|منتدب|معار|إعارة|انتداب|בהשאלה|מושאל|प्रतिनियुक्|diperbantukan|ditugaskan|dipinjamkan|penugasan|biệt phái|điều động|cử|出向|파견|출향|借调|借調|派驻|派駐|外派|委派/iu;

/** Where a name ends: a bracket, a separator, or the end. */
const END = String.raw`(?=\s*(?:[)）\]|,;，、·•–—/]|\s-\s|$))`;
/** Where a postposed origin starts: the title's start, a bracket or a separator. */
const START = String.raw`(?:^|[(（[|,;，、·•–—/]|\s-\s)\s*`;
const NAME = String.raw`([^()（）[\]|,;，、·•–—/]+?)`;

/** A connector meaning "seconded/lent/posted from", then the origin (articles after the connector are taken with it). */
const BEFORE_ORIGIN = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:` +
    [
      // en
      String.raw`(?:on\s+)?second(?:ed|ment)\s+from(?:\s+the)?`,
      String.raw`on\s+loan\s+from(?:\s+the)?`,
      String.raw`loaned\s+from(?:\s+the)?`,
      String.raw`(?:on\s+)?deput(?:ed|ation)\s+from(?:\s+the)?`,
      // de
      String.raw`(?:abgeordnet|entsandt|delegiert|ausgeliehen)e?r?\s+(?:von|vom|aus)(?:\s+der|\s+dem|\s+des)?`,
      String.raw`(?:abordnung|entsendung)\s+(?:von|vom|aus)(?:\s+der|\s+dem|\s+des)?`,
      // fr
      String.raw`(?:détaché|détachée|détachés|détachées|en\s+détachement)\s+(?:de\s+la\s+|de\s+l['’]\s*|du\s+|des\s+|d['’]\s*|de\s+)`,
      String.raw`mise?\s+à\s+(?:la\s+)?disposition\s+(?:par|de)(?:\s+la\s+|\s+l['’]\s*|\s+)?`,
      // es
      String.raw`en\s+comisi[oó]n\s+de\s+servicios?\s+(?:desde|de|por)(?:\s+el|\s+la)?`,
      String.raw`comisionad[oa]\s+(?:desde|de|por)(?:\s+el|\s+la)?`,
      String.raw`(?:destacad|adscrit)[oa]\s+(?:desde|de|d[oa])(?:\s+el|\s+la)?`,
      // pt
      String.raw`cedid[oa]\s+(?:por|pel[oa]|d[oa]|de)`,
      String.raw`requisitad[oa]\s+(?:por|pel[oa]|d[oa]|de)`,
      String.raw`em\s+cessão\s+(?:d[oa]|de)`,
      // it
      String.raw`(?:distaccat|comandat)[oaie]\s+(?:dalla|dallo|dal|dall['’]\s*|da)`,
      String.raw`in\s+distacco\s+(?:dalla|dallo|dal|dall['’]\s*|da)`,
      // nl
      String.raw`(?:gedetacheerd|uitgeleend)\s+(?:vanuit|door|van)`,
      String.raw`op\s+detachering\s+vanuit`,
      // pl
      String.raw`(?:od)?delegowan[yae]\s+(?:przez|ze|z)`,
      // sv
      String.raw`(?:utlånad|inlånad|utstationerad)\s+(?:från|av)`,
      String.raw`på\s+utlån\s+från`,
      // cs, sk
      String.raw`(?:dočasně\s+)?(?:vyslán[ay]?|vyslan[ýá]|přidělen[ay]?|pridelen[ýá])\s+(?:ze|zo|z|od)`,
      // ro
      String.raw`(?:deta[șşs]at[ăa]?|[iî]n\s+deta[șşs]are)\s+de\s+la`,
      // el
      String.raw`(?:αποσπασμέν(?:ος|η|ο|οι)|με\s+απόσπαση)\s+από(?:\s+την|\s+τον|\s+το|\s+τη)?`,
      // uk, ru
      String.raw`(?:у\s+відрядженні|відряджен(?:ий|а|і)|прикомандирован(?:ий|а|і|ный|ная)?|откомандирован(?:ный|ная|а)?|командирован(?:ий|а|ный|ная)?)\s+(?:від|із|з|из|от)`,
      // ar
      String.raw`(?:منتدبة?|معارة?|بالإعارة|بالانتداب|انتداب|إعارة)\s+من(?:\s+قبل)?`,
      // he (the origin follows מ, joined or after a hyphen)
      String.raw`(?:מושאל(?:ת|ים)?|בהשאלה)\s+מ(?:טעם\s+|[-־]\s*)?`,
      // id
      String.raw`(?:diperbantukan|ditugaskan|dipinjamkan|penugasan)\s+dari`,
      // vi
      String.raw`(?:được\s+)?(?:biệt\s+phái|điều\s+động|cử\s+sang|cử)\s+từ`,
    ].join('|') +
    String.raw`)\s*` +
    NAME +
    END,
  'iu',
);

/** hi, hi-Latn, fi: the connector first, then the origin with its case ending ("deputation par Indian Oil se"). */
const AROUND_ORIGIN = new RegExp(
  String.raw`(?:प्रतिनियुक्ति\s+पर\s*` + NAME + String.raw`\s*से|deputation\s+par\s+` + NAME + String.raw`\s+se|komennuksella\s+` + NAME + String.raw`:?(?:sta|stä|lta|ltä))` + END,
  'iu',
);

/** The origin, then a postposition meaning "seconded from". */
const AFTER_ORIGIN = new RegExp(
  START +
    NAME +
    String.raw`\s*(?:` +
    [
      // ja
      String.raw`(?:より|から)の?\s*出向`,
      // ko
      String.raw`(?:에서|로부터|으로부터)\s*(?:파견|출향)`,
      // tr
      String.raw`['’](?:ten|tan|den|dan)\s+(?:geçici\s+)?(?:görevlendiril(?:di|miş)|görevlendirme|görevli)`,
      // hu
      String.raw`[-‐](?:tól|től|ból|ből)\s+(?:kirendelve|kirendelt|kiküldve|kiküldött)`,
      String.raw`\s+által\s+(?:kirendelve|kiküldve)`,
      // fi
      String.raw`:?(?:sta|stä|lta|ltä)\s+(?:komennuksella|komennettuna|lainassa|lähetettynä)`,
      // hi, hi-Latn
      String.raw`\s+से\s+प्रतिनियुक्(?:ति|त)`,
      String.raw`\s+se\s+deputation`,
    ].join('|') +
    ')',
  'iu',
);

/** zh: 由/从/自 the origin 借调/派驻/外派/委派 (the origin may hold brackets: 中国平安保险（集团）股份有限公司). */
const ZH_ORIGIN = /(?:由|从|從|自)\s*(.+?)\s*(?:借调|借調|派驻|派駐|外派|委派)/u;

const secondedMemo = memoiseByString((title: string): readonly string[] => {
  const out: string[] = [];
  const before = BEFORE_ORIGIN.exec(title)?.[1];
  if (before !== undefined) push(out, before);
  const around = AROUND_ORIGIN.exec(title);
  if (around !== null) push(out, around[1] ?? around[2] ?? around[3] ?? '');
  const zh = ZH_ORIGIN.exec(title)?.[1];
  if (zh !== undefined) push(out, zh);
  const after = AFTER_ORIGIN.exec(title)?.[1];
  if (after !== undefined) {
    const words = after.trim().split(/\s+/u);
    for (let i = 0; i < words.length && i < 6; i++) push(out, words.slice(i).join(' '));
  }
  return out.length === 0 ? NONE : out;
});

function push(out: string[], name: string): void {
  const clean = name.trim().replace(/^(?:the)\s+/iu, '');
  if (clean.length >= 2 && !out.includes(clean)) out.push(clean);
}
