import { AREA_MAX_WORDS, AREA_NAMES } from '../company/regions';
import { words } from './role-classes';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * Ranks whose meaning depends on where they are held, read from the rest of the title
 * (cleaned text, see `clean.ts`):
 *
 * - **Banks and funds** (the title names a banking business: investment / corporate banking,
 *   capital markets, leveraged finance, private credit, fixed income, equity sales, wealth
 *   management, M&A, coverage … or a bank): "Vice President" is a mid-level rank that leads a
 *   deal team (manager), "Managing Director" the senior rank below the executive committee
 *   (vp), "Executive Director" a director; the function is finance unless the title names
 *   another (sales desks, operations). A bank's product or process after a vice president's or AVP's rank ("Vice President,
 *   Commercial Loan Operations", "AVP, Mortgage Servicing") reads the same rank without a bank's name (round 29).
 * - **Strategy consultancies** (the title names the firm or "consulting"): "Principal" is a
 *   director, "Project Leader" a manager, and a "Business Analyst" the entry consulting rank
 *   (function other, not operations).
 * - **Area leadership**: "Head of France", "Head of UK & Ireland", "Country Leader, Italy"
 *   lead a country or region (vp, executive); an area title with no function ("VP EMEA",
 *   "Director, Nordics") is general management (executive).
 * - **Country heads written as the head of the company** (a general manager, director general or
 *   representative of a country, region or local entity: "Directeur Général France & Benelux",
 *   "Generální ředitel pro Slovensko", "中国区总经理", "日本法人代表", "중국 현지법인 대표", "מנכ"ל
 *   הסניף הישראלי"): they lead the country for the group (vp, executive); a founder, owner,
 *   president or chair of a company named after its country stays its head.
 * - **A general manager followed by the business** (not an area, a site or a hotel: "Gerente General – empresa de agua
 *   potable") heads it (c_level); a restaurant's or shop's general manager runs a unit (manager, operations).
 * - **A regional sales manager in Arabic or Hebrew** (مدير المبيعات الإقليمي, מנהל מכירות אזורי) heads a region's sales
 *   (director).
 */

const BANKING =
  /\b(?:investment bank(?:ing|er)?|corporate banking|commercial banking|transaction banking|private banking|banking|capital markets|debt capital|equity capital|global markets|fixed income|leveraged finance|acquisition finance|structured finance|project finance|private credit|private equity|venture capital|growth equity|equity research|equity sales|equities|prime brokerage|prime services|securities lending|brokerage|fx|rates|credit|lending|cash management|wealth management|asset management|private wealth|m\s*&\s*a|mergers (?:&|and) acquisitions|coverage|dcm|ecm|fig|tmt|sales (?:&|and) trading|trading|restructuring|quant|quantitative|traders?|goldman sachs|goldman|j ?p ?morgan|jpmorgan|morgan stanley|citi|citigroup|citibank|barclays|deutsche bank|ubs|credit suisse|hsbc|bnp paribas|societe generale|bank of america|bofa|wells fargo|blackstone|kkr|carlyle|jefferies|lazard|evercore|rothschild|nomura|mizuho|macquarie|blackrock|natixis|rbc|td securities|bmo|scotiabank|houlihan lokey|moelis|perella|pjt|centerview)\b/;

const CONSULTING =
  /\b(?:mckinsey|boston consulting group|bcg|bain|kearney|oliver wyman|roland berger|l e k|lek consulting|ey parthenon|parthenon|monitor deloitte|simon kucher|arthur d little|consulting|consultancy)\b/;

/**
 * A bank named by the bare word ("Regional Bank", "Community Bank"; round 18, w3r): its ranks read as a bank's, but it lends
 * finance only to a title with no function at all — the head of a bank keeps general management ("Wakil Direktur Utama – Bank …").
 */
const BANK = /(?<!\b(?:blood|food|milk|seed|sperm|data|power|memory|river|tissue|eye|cord)\s)\bbank\b/;

/** A law firm's M&A or finance practice is not a bank. */
const LAW = /\b(?:law|legal|litigation|solicitors?|attorneys?|lawyers?)\b/;

/**
 * A bank's product or process named after the rank ("Vice President, Commercial Loan Operations", "AVP, Mortgage Servicing", "VP,
 * Trade Finance Operations"; round 29, w3l and w4c, none against): the title inflation of a bank's officer ranks (a vice president
 * leads a desk or a process: manager) without a bank's name in the title. It moves the rank only, never the function.
 */
const BANK_PRODUCT = /\b(?:loans?|mortgages?|deposits?|trade finance)\b/;

const BANK_VP = /\b(?:s?vp|vice president)\b/;
const BANK_SENIOR = /\b(?:managing director|md|head of|chief|global head|president and)\b/;
const EXECUTIVE_DIRECTOR = /\bexecutive director\b/;
const BANK_AVP = /\bavp\b|\b(?:assistant|associate) (?:vice president|vp)\b/;

/** A segment that only names an area after "head of" / "country leader". */
const AREA_HEAD = /(?:^|, )(?:head of|leader of|lead for|country leader|country lead) ([^,]+)(?=$| ,)/;
const AREA_LEADER = /(?:^|, )country (?:leader|lead|head|director|manager)\b/;
/**
 * A director named by the country alone ("Directeur France – Braze", "Directora España"): the country's head, vp / executive, as
 * every read set labels "Directeur Pays …" and "Country Director, …" (w3 … w3n, w3v; round 22).
 */
/** Country names in French, Spanish and Italian the area list writes in English or the country's own language. */
const ROMANCE_COUNTRY =
  /^(?:espagne|italie|allemagne|belgique|suisse|pays bas|royaume uni|autriche|pologne|suede|norvege|danemark|finlande|grece|turquie|maroc|tunisie|algerie|bresil|mexique|japon|chine|coree|inde|francia|alemania|belgica|suiza|paises bajos|reino unido|polonia|suecia|grecia|turquia|marruecos|brasil|germania|spagna|svizzera|paesi bassi|regno unito|polonia|svezia|grecia|turchia|marocco|brasile)$/;
const AREA_DIRECTOR = /^(?:directeur|directrice|director|directora|direktor|direktorin|dyrektor|dyrektorka|direttore|direttrice|diretor|diretora) ([^,]+?)(?= ,|$)/;

function onlyAreaWords(text: string): boolean {
  const words = text.split(' ').filter((w) => w !== '&' && w !== 'and');
  let i = 0;
  while (i < words.length) {
    let n = Math.min(AREA_MAX_WORDS, words.length - i);
    while (n > 0 && !AREA_NAMES.has(words.slice(i, i + n).join(' '))) n--;
    if (n === 0) return false;
    i += n;
  }
  return words.length > 0;
}

/** True when some word or run of words of `text` names a country or region of the area list. */
export function hasAreaWord(text: string): boolean {
  const words = text.split(/[ ,]+/).filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= AREA_MAX_WORDS && i + n <= words.length; n++) {
      if (AREA_NAMES.has(words.slice(i, i + n).join(' '))) return true;
    }
  }
  return false;
}

/** Countries, regions and local entities written in scripts and cases the area list lacks (مصر, Egypt, is not مصرف, a bank: round 29). */
const LOCAL_AREA =
  /\p{L}*orszagi\b|\b(?:romaniai|szlovakiai|ausztriai|bulgariai|szerbiai)\b|السعوديه|الامارات|المملكه|украін|中国区|大中华区|台灣區|台湾区|香港區|香港区|亞太區|大中華區|中國區|華東區|華南區|華北區|東南亞區|东南亚区|华东区|华中区|西南区|东北区|西北区|亚太区|华南区|华北区|日本法人|日本支社|현지법인|한국법인|지사장|הסניף|הישראלי|ישראל|κύπρου|κυπρου|ελλαδ|ελλάδ|βαλκαν|україн|польщ|польш|росси|казахстан|مصر(?!ف)|السعودية|الإمارات|الخليج|الأردن|المغرب|भारत|\beurope\b|\b(?:polske|polsce|niemczech|czechach|slowacji|ukrainie|rosji|ceskou republiku|cesku|slovensku|polsku|nemecku|rakousku|madarsku|nemetorszag|romaniei|bulgariei|turkiyede)\b/u;
const FOUNDER_OR_OWNER =
  /\bpresident\b|\bchair|adhyaksh|अध्यक्ष|founder|owner|grunder|inhaber|fondat|fundador|zakladatel|perustaja|kurucu|pendiri|sang lap|창업|創業|创始|مؤسس|संस्थापक|מייסד|ιδρυτ|основател|засновник|alapito|wlasciciel|agare|eigenaar|proprietaire|dueno|dono/u;

/**
 * A regional sales manager in Arabic or Hebrew heads the sales of a region: every read set that labels one (w3n, w3p, w3q, w3r,
 * w3s) labels it director, where the bare "مدير المبيعات" or "מנהל מכירות" stays a manager (round 19). An English gloss that
 * says Manager still decides (`english-gloss.ts`).
 */
const REGIONAL_SALES_HEAD = new RegExp(
  words(['مدير المبيعات الاقليمي', 'مديره المبيعات الاقليميه', 'مدير مبيعات اقليمي', 'مديره مبيعات اقليميه', 'מנהל מכירות אזורי', 'מנהלת מכירות אזורית']),
  'u',
);

/**
 * A general manager followed by the business, not an area, heads that business (round 19): "Gerente General – Ferretería El
 * Tornillo S.A.C." (w3b), "General Manager, grain elevator cooperative" (w3j), "Gerente General – empresa de agua potable" (w3m),
 * "– Siderúrgica de Honduras" (w3n) are c_level; "General Manager, Nordics" and the bare "General Manager" stay a country or unit
 * head (vp), as every set labels them.
 */
const GENERAL_MANAGER = /^(?:general manager|gerente general|gerente geral|general mgr) , (.+)$/;
/**
 * A site a general manager runs for a group (a plant, a branch, a hotel of a chain: "General Manager – Transcorp Hilton Abuja"
 * outranks a corporate manager in w3m's pair control-024): no company head, the rank read stays (vp).
 */
const SITE = /\b(?:branch|plant|site|mall|hotel|inn|resort|casino|club|marriott|hilton|hyatt|sheraton|westin|courtyard|hampton|ibis|novotel|radisson|wyndham)\b/;
/**
 * The general manager of a restaurant or a shop runs a unit: manager, operations (w3n's "Franchise Restaurant General Manager",
 * w3p's "Restaurant General Manager – Fast Casual, 3 Units"); not one named with a region.
 */
const UNIT = String.raw`(?:restaurant|store|shop|outlet)`;
const UNIT_GENERAL_MANAGER = new RegExp(String.raw`\b${UNIT} general manager\b|^general manager , .*\b${UNIT}\b`);

/** An area named in the part's first two words ("Nordics & Baltics", "Greater China", "Central America – Cement"). */
function startsWithArea(part: string): boolean {
  return hasAreaWord(part.split(/[ ,]+/).slice(0, 2).join(' '));
}

const GENERAL: ReadonlySet<JobFunction | null> = new Set<JobFunction | null>(['other', 'executive', null]);

/** The classification adjusted for the rank context of the cleaned title text. */
export function inContext(text: string, read: TitleClassification): TitleClassification {
  const { seniority } = read;
  let fn = read.function;
  if (seniority === null) return read;
  if (seniority === 'manager' && fn === 'sales' && REGIONAL_SALES_HEAD.test(text)) return { seniority: 'director', function: fn };
  if (seniority === 'vp' && UNIT_GENERAL_MANAGER.test(text) && !hasAreaWord(text)) return { seniority: 'manager', function: 'operations' };
  const business = GENERAL_MANAGER.exec(text)?.[1];
  if (seniority === 'vp' && GENERAL.has(fn) && business !== undefined && !startsWithArea(business) && !LOCAL_AREA.test(business) && !SITE.test(business)) {
    return { seniority: 'c_level', function: 'executive' };
  }
  if (BANKING.test(text) && !LAW.test(text)) return bankRank(text, seniority, fn);
  if (BANK.test(text) && !LAW.test(text)) {
    const ranked = bankRank(text, seniority, fn);
    return { seniority: ranked.seniority, function: fn === 'executive' ? fn : ranked.function };
  }
  if ((seniority === 'vp' || seniority === 'director') && BANK_PRODUCT.test(text) && !LAW.test(text)) {
    const officer = bankRank(text, seniority, fn).seniority;
    if (officer !== seniority) return { seniority: officer, function: fn };
  }
  if (CONSULTING.test(text)) {
    if (/(?:^|, )principal(?=$| ,)/.test(text)) return { seniority: 'director', function: GENERAL.has(fn) ? 'other' : fn };
    if (/\bproject leader\b/.test(text)) return { seniority: 'manager', function: GENERAL.has(fn) ? 'other' : fn };
    if (/\bbusiness analyst\b/.test(text) && fn === 'operations') fn = 'other';
    return { seniority, function: fn };
  }
  const area = AREA_HEAD.exec(text);
  const areaDirector = AREA_DIRECTOR.exec(text)?.[1];
  if (areaDirector !== undefined && (onlyAreaWords(areaDirector) || ROMANCE_COUNTRY.test(areaDirector))) return { seniority: 'vp', function: 'executive' };
  if ((area?.[1] !== undefined && onlyAreaWords(area[1])) || AREA_LEADER.test(text)) {
    return { seniority: 'vp', function: GENERAL.has(fn) ? 'executive' : fn };
  }
  if (seniority === 'c_level' && GENERAL.has(fn) && (hasAreaWord(text) || LOCAL_AREA.test(text)) && !FOUNDER_OR_OWNER.test(text)) {
    return { seniority: 'vp', function: 'executive' };
  }
  if (fn === 'other' && seniorityAtLeastDirector(seniority) && hasAreaWord(text)) fn = 'executive';
  return { seniority, function: fn };
}

function bankRank(text: string, seniority: Seniority, fn: JobFunction | null): TitleClassification {
  const function_: JobFunction | null = GENERAL.has(fn) ? 'finance' : fn;
  if (seniority === 'vp' && BANK_VP.test(text) && !BANK_SENIOR.test(text)) return { seniority: 'manager', function: function_ };
  // Below a bank's vice president (a mid-level rank, manager) an assistant vice president is no director (round 18, w3r).
  if (seniority === 'director' && BANK_AVP.test(text) && !BANK_SENIOR.test(text)) return { seniority: 'manager', function: function_ };
  if (EXECUTIVE_DIRECTOR.test(text)) return { seniority: 'director', function: function_ };
  return { seniority, function: function_ };
}

function seniorityAtLeastDirector(s: Seniority): boolean {
  return s === 'director' || s === 'vp' || s === 'c_level';
}
