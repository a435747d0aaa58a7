import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { PRIMARY_SECTOR_RULE } from './role-classes-field-and-desk';
import type { TitleClassification } from './types';

/**
 * Round 8 (issue #21): three families of titles the w3f and w3g blind sets missed in many languages,
 * each decided once for every language rather than phrase by phrase.
 *
 * - **Apprentices of a trade** ("Aprendiz de fontanería", "Rørleggerlærling", "Ученик автослесаря",
 *   "नलसाज़ी प्रशिक्षु", a Finnish "-oppisopimusopiskelija" compound) → operations: an apprentice learns a
 *   trade. A weak rule (tier 4, read only when the title names no function), and only with the trade beside
 *   it: a bare "Lærling" stays other.: an apprentice who names an office function keeps it ("Marketing
 *   Apprentice", "Apprenti développeur web").
 * - **Reception desks of places to stay** (hotels, hostels, guesthouses, campsites: "Recepcionista de
 *   camping", "Receptiemedewerker hostel", "게스트하우스 프론트 직원") → customer_success, before the
 *   lodging word reads as hospitality operations; a bare office "Receptionist" stays operations (the
 *   labelled sets' convention).
 * - **Human resources, people and culture, employee experience, talent and recruiting** written
 *   with the words each language uses for them ("zasobów ludzkich", "nguồn nhân lực", "הון אנושי",
 *   "Çalışan Deneyimi", "werving en selectie", "人才") → people.
 * - **Designers of interfaces, interactions and services** ("Interaktionsdesignerin", "Käyttöliittymä-
 *   suunnittelija", "Проєктувальник інтерфейсів", "Felülettervező", "界面设计师") → product: a designer word
 *   and an interface word, apart or glued into one compound. A graphic designer stays marketing.
 */
const APPRENTICES = [
  'apprentice*', 'apprenticeship', 'lehrling*', 'auszubildend*', 'azubi', 'aprendiz', 'aprendiza', 'apprenti', 'apprentie',
  'apprendista', 'leerling', 'larling', 'lærling', 'uczen', 'ucen', 'tanonc', 'ucenic*', 'cirag*', 'cirak*', 'hoc nghe', 'חניך',
  // round 22 (w3v: "שוליה לקונדיטוריה"): the Hebrew apprentice of a trade
  'שוליה', 'שוליית',
  'חניכה', 'ученик*', 'учень', 'учениця', 'μαθητευομεν*', 'प्रशिक्षु', '見習い', '見習', '도제', '견습생', '学徒', '徒弟',
  'oppisopimus*', 'oppilas',
];

/** The trade glued before the apprentice word ("snickarlärling", "rørleggerlærling", "putkiasentajaoppisopimusopiskelija"). */
const APPRENTICE_COMPOUND = String.raw`\p{L}{3,}(?:larling|lærling|lehrling|oppisopimus\p{L}*|oppilas|tanulo)(?![\p{L}\p{N}])`;

/** Arabic "متدرب" is any trainee (a trainee lawyer too): an apprentice only before a trade. */
const ARABIC_TRADE_TRAINEE = ['متدرب* سباك*', 'متدرب* كهرباء*', 'متدرب* نجار*', 'متدرب* لحام*', 'متدرب* ميكانيك*', 'متدرب* حداد*', 'متدرب* تبريد*'];

/** An apprentice word with another word beside it (the trade), or glued to the trade; a bare "Lærling" names no trade. */
const APPRENTICE = new RegExp(String.raw`(?:${words(APPRENTICES)})(?=.*[\p{L}\p{N}]{2})|(?<=[\p{L}\p{N}]{2}.*)(?:${words(APPRENTICES)})|${APPRENTICE_COMPOUND}|${words(ARABIC_TRADE_TRAINEE)}`, 'u');

/** Folded substrings one of which every apprentice match holds (`FunctionRule.needs`): the patterns' lookarounds are not tried without one (round 25, for cost). */
const COMPOUND_NEEDS = ['larling', 'lærling', 'lehrling', 'oppisopimus', 'oppilas', 'tanulo'];
const APPRENTICE_NEEDS = [
  ...COMPOUND_NEEDS, 'apprenti', 'apprendista', 'auszubildend', 'azubi', 'aprendiz', 'leerling', 'uczen', 'ucen', 'tanonc', 'cirag',
  'cirak', 'hoc nghe', 'חניך', 'שולי', 'ученик', 'учень', 'учениця', 'μαθητευομεν', 'प्रशिक्षु', '見習', '도제', '견습생', '学徒', '徒弟', 'متدرب',
].map((n) => foldText(n));
export const APPRENTICE_RULE: FunctionRule = { fn: 'operations', tier: 4, pattern: APPRENTICE, needs: APPRENTICE_NEEDS };

/**
 * Round 18 (w3r): an apprentice written with the trade in one word or phrase ("Autoasentajaoppilas", "汽修学徒", "Elektrik Çırağı",
 * "Học viên học nghề hàn") learns that trade: the workshop or school named after it ("– merkkikorjaamo", "– 4S店售后车间", "– trung
 * tâm đào tạo") lends no function. Tier 3, so a later part does not decide, while an office word in the same part still does.
 */
const TRADE_APPRENTICE = new RegExp(
  String.raw`${APPRENTICE_COMPOUND}|(?<=[\u3400-\u9fff]{2})(?:学徒|學徒|徒弟|見習)|(?<![\p{L}\p{N}])(?:hoc nghe|hoc vien nghe)\s\p{L}|(?<=\p{L}{3}\s)ciragi(?:yim)?(?![\p{L}\p{N}])`,
  'u',
);
export const TRADE_APPRENTICE_RULE: FunctionRule = {
  fn: 'operations',
  tier: 3,
  pattern: TRADE_APPRENTICE,
  needs: [...COMPOUND_NEEDS, '学徒', '學徒', '徒弟', '見習', 'hoc nghe', 'hoc vien nghe', 'ciragi'].map((n) => foldText(n)),
};

const RECEPTION = [
  'recepc*', 'recept*', 'rezeption*', 'resepsiyon*', 'resepsionis', 'vastaanotto*', 'respa', 'respan', 'le tan', 'קבלה', 'استقبال',
  'рецепц*', 'ресепшн*', 'ресепшен*', 'администратор*', 'адміністратор*', 'ρεσεψιον*', 'υποδοχ*', 'रिसेप्शन*', '前台', '프론트', '프런트',
  'フロント', 'front desk', 'front office',
];

/** Places to stay, in every language: a reception desk there serves guests. */
const LODGING = [
  'hotel*', 'hostel*', 'hostal', 'albergue', 'albergo', 'auberge*', 'camping*', 'leirintaalue*', 'pousada', 'pension*', 'penzion*',
  'pensiune', 'pansiyon*', 'panzio', 'vandrarhem*', 'herberg*', 'jugendherberge', 'motel*', 'resort', 'agriturismo', 'guest house',
  'guesthouse', 'homestay', 'ryokan', 'vakantiepark', 'campingplats', 'אכסני*', 'מלון', 'хостел*', 'готел*', 'гостиниц*', 'отел*',
  'ξενοδοχει*', 'فندق', 'होटल', 'khach san', 'nha nghi', '게스트하우스', '호텔', 'ゲストハウス', 'ホテル', '旅舍', '酒店', '宾馆', '民宿',
];

/** A reception word and a place to stay, in either order; the match spans both, so it outweighs a bare reception term of the lexicon. */
const RECEPTION_AT_LODGING = new RegExp(String.raw`(?:${words(RECEPTION)}).*?(?:${words(LODGING)})|(?:${words(LODGING)}).*?(?:${words(RECEPTION)})`, 'u');

export const RECEPTION_RULE: FunctionRule = { fn: 'customer_success', tier: 1, pattern: RECEPTION_AT_LODGING };

const PEOPLE = [
  'nguon nhan luc', 'zasobow ludzkich', 'zasoby ludzkie', 'kultury organizacyjnej', 'organi?ational culture', 'הון אנושי',
  'calisan deneyimi', 'employee experience', 'people and culture', 'people & culture', 'manniskor och kultur', 'werving en selectie',
  'werving', 'toborzas*', 'munkaero kozvetit*', 'risorse umane', '人才',
];

export const PEOPLE_RULE: FunctionRule = { fn: 'people', tier: 2, pattern: new RegExp(words(PEOPLE), 'u') };

const INTERFACE = [
  'interfac', 'interfejs', 'interfet', 'interakc', 'interaktion', 'interaction', 'interaccion', 'interacao', 'interactie', 'interazion',
  'rozhrani', 'felulet', 'kayttoliittym', 'antarmuka', 'giao dien', 'arayuz', 'διεπαφ', 'ממשק', 'واجه', 'इंटरफेस', 'इंटरफ़ेस', '인터랙션',
  'インタラクション', '界面', '交互', 'взаимодейств', 'взаємоді', 'интерфейс', 'інтерфейс', 'service', 'servicio', 'servico', 'tjeneste',
  'tjanste',
];
const DESIGNER = [
  'design', 'disen', 'ontwerp', 'projektant', 'suunnittelij', 'tervez', 'navrhar', 'perancang', 'проектувальник', 'проєктувальник',
  'проектировщик', 'дизайнер', 'progettist', 'tasarimci', 'σχεδιαστ', 'מעצב', 'مصمم', '디자이너', 'デザイナー', '设计',
];
const alternation = (list: readonly string[]): string => list.map((w) => foldText(w)).join('|');

/** A designer word and an interface word within a few words of each other, or glued into one compound. */
const INTERFACE_DESIGN = new RegExp(
  String.raw`(?:${alternation(INTERFACE)})[\p{L}\p{M}\s-]{0,40}?(?:${alternation(DESIGNER)})|(?:${alternation(DESIGNER)})[\p{L}\p{M}\s-]{0,40}?(?:${alternation(INTERFACE)})`,
  'u',
);

export const INTERFACE_DESIGN_RULE: FunctionRule = { fn: 'product', tier: 1, pattern: INTERFACE_DESIGN };

/**
 * **Owners of a business named before the owner word** ("Vineyard Owner", "ラーメン店オーナー") and
 * Finnish "<business>yrittäjä" compounds ("Leipomoyrittäjä", "Ravintolayrittäjä") → c_level / executive,
 * as a bare owner is. Not the owners of a thing inside a company ("Product Owner", "Process Owner",
 * "Account Owner" …), and only for a title read as an individual contributor with no function (a Finnish
 * compound or a Vietnamese "Chủ <business>" with any function: its trade word names the business; round 19: a farm business whose
 * word reads operations, "Vineyard Owner").
 */
const OWNED_THING =
  'product|process|account|data|budget|risk|control|system|systems|service|platform|feature|content|release|change|incident|problem|asset|project|program|programme|solution|technical|business|application|relationship|case|ticket|backlog|domain|capability|policy|model|quota|territory';
const BUSINESS_OWNER = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?!(?:${OWNED_THING})\s)\p{L}{3,}\s+owner$|[店屋館院園]オーナー`,
  'u',
);
/** A Finnish "<business>yrittäjä" compound names the business, whatever trade word it holds ("Parturi-kampaamoyrittäjä, oma liike"). */
const FI_BUSINESS_OWNER = /(?<![\p{L}\p{N}])\p{L}{3,}yrittaja(?=\s*(?:$|,))/u;
/**
 * A Vietnamese title that opens with "Chủ" and a business ("Chủ garage ô tô", "Chủ trang trại bò sữa"): its owner. Not
 * the other words "chủ" starts (chủ tịch a chair, chủ nhiệm a head, chủ quản a supervisor, chủ biên an editor, chủ đầu tư
 * an investor, chủ trì, chủ sở hữu sản phẩm a product owner).
 */
const VI_BUSINESS_OWNER = /^chu (?!tich|nhiem|quan\b|bien\b|tri\b|dau tu|so huu|de\b|nhan\b)\p{L}/u;

export function byOwnerClass(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority !== 'ic') return read;
  // Round 31, for cost: the Finnish pattern tries a run of letters at every place; a text without the word is not scanned.
  const compound = (text.includes('yrittaja') && FI_BUSINESS_OWNER.test(text)) || VI_BUSINESS_OWNER.test(text);
  if (compound) return { seniority: 'c_level', function: 'executive' };
  if (read.function !== 'other' && read.function !== 'operations') return read;
  if (!(text.includes('owner') || text.includes('オーナー')) || !BUSINESS_OWNER.test(text) || (read.function === 'operations' && !PRIMARY_SECTOR_RULE.pattern.test(text))) return read;
  return { seniority: 'c_level', function: 'executive' };
}
