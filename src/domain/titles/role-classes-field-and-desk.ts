import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Classes of titles the w3j blind set missed (issue #21, round 11), each written once for every language
 * (development titles: `test/fixtures/detection-w3/titles-round11.json`, written before these rules). Every
 * class was checked against the labels of the earlier sets first; none disagrees.
 *
 * - **Primary-sector and field work** — fishers and fishing crews, forestry and tree-nursery workers, fruit,
 *   tea and harvest pickers, plantation and fur-farm workers, tanker drivers, irrigation technicians
 *   ("Berufsfischer", "Marin-pêcheur", "Balıkçı", "Ngư dân", "漁師", "Metsuri", "Tankwagenfahrer", "탱크로리 기사")
 *   → operations, as farm hands already are. A student of forestry or fisheries stays a student.
 * - **After-sales service** ("SAV", "Posventa", "Pós-Venda", "Satış Sonrası", "Purna Jual", "sau bán hàng",
 *   "アフターサービス", "售后", "ما بعد البيع") → customer_success: the department serves customers who bought,
 *   whatever the sales word inside it says.
 * - **IT support** — support or a helpdesk *for IT* ("IT-tukihenkilö", "Specjalista ds. wsparcia IT",
 *   "BT destek", "ІТ-підтримка", "دعم تقنية المعلومات") → engineering, as "IT Support Specialist" reads;
 *   technical support with no IT word (a product's customers) stays customer_success.
 * - **Treasury** ("Trésorier", "Tesoriere", "Trezorerie", "גזבר", "ट्रेजरी", "资金", "자금") → finance.
 * - **Writers and editors of content and news sites** ("Staff Writer", "Web Editor", "Redakteurin",
 *   "Redattrice", "Szerkesztő", "Biên tập viên", "编辑", "ライター") → marketing, as content writers are.
 * - **Advisers and sellers of seed, fertiliser and crop protection** ("Fachberater Saatgut", "Conseiller
 *   semences", "Nhân viên bán phân bón", "種苗アドバイザー") → sales: a post-reading class, deciding only
 *   titles the rules left without a function.
 * - **Sales operation in the singular** ("Sales Operation Specialist", "セールスオペレーション") → revops.
 * - **Feed mills** written as one compound ("veevoerfabriek", "Takarmánygyár") → operations, as plants are.
 * - **Hotel and restaurant service**: food and beverage as a department (F&B, Alimentos y Bebidas, Yiyecek İçecek, 餐饮,
 *   식음료, 料飲) → operations where the title names no other function; sommeliers, housemen and banquet captains →
 *   operations, as banquet servers and room attendants are.
 */
const PRIMARY_SECTOR = [
  // round 19 (w3s): vineyards
  'vineyard*', 'viticultur*',
  // fishers and fishing crews
  'fisherman', 'fishermen', 'commercial fisher*', 'fishing crew', 'fishing vessel', 'deckhand*', 'berufsfischer*', 'fischereiarbeiter*', 'pecheur*',
  'marin pecheur', 'pescador*', 'marinero de pesca', 'pescator*', 'motopesca', 'visser', 'beroepsvisser*', 'fiskare', 'yrkesfiskare',
  'rybak', 'rybacy', 'matelot*', 'rybar', 'rybarka', 'kalastaja*', 'ammattikalastaja*', 'halasz', 'pescar', 'pescari', 'αλιε*', 'ψαρα*', 'balikci*',
  'tayfa', 'рибалк*', 'рыбак*', 'דייג', 'דייגים', 'דייגת', 'صياد', 'صيادين', 'मछुआरा', 'मछुआरे', 'machhuara', 'machuara', 'machhuare',
  'nelayan', 'ngu dan', '漁師', '漁船', '渔民', '渔船', '船员', '어선', '어부', '선원',
  // forestry and tree nurseries
  'forestry worker*', 'forest worker*', 'logger', 'lumberjack*', 'tree nursery', 'waldarbeiter*', 'forstwirt', 'forstwirtin',
  'forstarbeiter*', 'holzfaller*', 'bucheron*', 'ouvrier forestier', 'ouvriere forestiere', 'trabajador forestal', 'trabajadora forestal',
  'operario forestal', 'trabalhador florestal', 'trabalhadora florestal', 'operaio forestale', 'operaia forestale', 'boscaiol*', 'bosarbeider*',
  'skogsarbetare', 'bosbouwmedewerker*', 'pracownik lesny', 'robotnik lesny', 'drwal', 'lesni delnik', 'lesni delnice', 'lesni skolky', 'lesni skolka',
  'drevorubec', 'metsuri*', 'metsatyontekija*', 'erdeszeti munkas', 'favago', 'muncitor forestier', 'δασεργατ*', 'orman iscisi',
  'orman iscileri', 'лісоруб*', 'лісник*', 'עובד יער', 'עובדת יער', 'عامل في الغابات', 'عامل غابات', 'عامل في المزارع', 'वन श्रमिक', 'penebang*',
  'lam nghiep', '林業', '林场', '林場', '伐木', '산림',
  // pickers, plantations and fur farms
  'fruit picker*', 'orchard picker*', 'orchard worker*', 'orchard hand*', 'harvest worker*', 'harvest hand*', 'tea plucker*',
  'plantation worker*', 'irrigation tech*', 'irrigation worker*', 'fur farm worker*',
  'erntehelfer*', 'cueilleur*', 'cueilleuse*', 'recolector*', 'recolectora*', 'colhedor*', 'colhedora*', 'raccoglitor*', 'raccoglitric*',
  'plukker*', 'fruitplukker*', 'plockare', 'barplockare', 'fruktplockare', 'zbieracz*', 'sberac*', 'sberacka', 'poimija*', 'marjanpoimija*',
  'turkistarha*', 'gyumolcsszedo*', 'culegator*', 'culegatoare', 'toplama iscisi', 'збирач*', 'bagaan majdoor', 'bagan majdoor',
  'tea garden', 'patti todne*', 'pekerja perkebunan', 'buruh perkebunan', 'don dien', '収穫', '采茶', '采摘', '과수원', '수확',
  // tanker drivers
  'tanker driver*', 'fuel tanker*', 'tankwagenfahrer*', 'tankzugfahrer*', 'chauffeur citerne', 'conducteur citerne', 'camion cisterna',
  'conductor de cisterna', 'caminhao tanque', 'autocisterna', 'tankwagenchauffeur*', 'tankbilschauffor*', 'tankbilsforare', 'kierowca cysterny',
  'ridic cisterny', 'sailioauton*', 'sailioautonkuljettaja*', 'tartalykocsi*', 'sofer cisterna', 'βυτιοφορ*', 'tanker soforu',
  'tanker surucusu', 'tankeri surucusu', 'tankeri soforu', 'автоцистерн*', 'נהג מכלית', 'מכלית', 'سائق صهريج', 'صهريج', 'टैंकर चालक',
  'टैंकर ड्राइवर', 'truk tangki', 'sopir tangki', 'xe bon', 'タンクローリー', '油罐车', '탱크로리',
  // feed mills written as one compound
  'veevoerfabriek*', 'mengvoederfabriek*', 'takarmanygyar*', 'takarmanykevero*',
];
export const PRIMARY_SECTOR_RULE: FunctionRule = { fn: 'operations', tier: 2, pattern: new RegExp(words(PRIMARY_SECTOR), 'u') };

const AFTER_SALES = [
  'after sales', 'aftersales', 'after sale', 'sav', 'service apres vente', 'apres vente', 'posventa', 'postventa', 'pos venda',
  'post vendita', 'postvendita', 'poprodejni*', 'posprzedaz*', 'post vanzare', 'postvanzare', 'eftermarknad*', 'satis sonrasi',
  'ertekesites utani', 'jalkimarkkin*', 'післяпродаж*', 'послепродаж*', 'שירות לאחר מכירה', 'לאחר מכירה', 'ما بعد البيع', 'बिक्री पश्चात',
  'बिक्री के बाद', 'purna jual', 'sau ban hang', 'アフターサービス', 'アフターセールス', '售后', '애프터서비스', '사후 서비스',
];
export const AFTER_SALES_RULE: FunctionRule = { fn: 'customer_success', tier: 1, pattern: new RegExp(words(AFTER_SALES), 'u') };

const IT_SUPPORT = [
  'it support*', 'it tuki*', 'it tuen', 'it helpdesk', 'it help desk', 'it service desk', 'support informatique', 'soporte informatico',
  'soporte ti', 'soporte de ti', 'suporte de ti', 'suporte ti', 'supporto informatico', 'supporto it', 'ict support*', 'wsparcia it',
  'wsparcie it', 'it podpor*', 'podpory it', 'suport it', 'it tamogat*', 'informatikai tamogat*', 'υποστηριξησ πληροφορικ*',
  'υποστηριξη πληροφορικ*', 'bt destek', 'bilgi islem destek', 'it destek', 'іт підтримк*', 'it підтримк*', 'ит поддержк*',
  'תמיכה טכנית it', 'תמיכת it', 'תמיכה it', 'دعم تقنيه المعلومات', 'الدعم الفني لتقنيه المعلومات', 'دعم تكنولوجيا المعلومات',
  'आईटी सहायता', 'आईटी सपोर्ट', 'ho tro it', 'ho tro cntt', 'dukungan it', 'itサポート', 'it支持', 'it 지원',
];
export const IT_SUPPORT_RULE: FunctionRule = { fn: 'engineering', tier: 1, pattern: new RegExp(words(IT_SUPPORT), 'u') };

const TREASURY = [
  'treasury', 'treasurer', 'tresorerie', 'tresorier*', 'tesoreria', 'tesorer*', 'tesorier*', 'tesouraria', 'tesoureir*', 'trezorerie', 'trezorier*',
  'skarbnik*', 'hazine', 'казначе*', 'גזבר*', 'גזברות', 'الخزينه', 'خزينه', 'ट्रेजरी', 'कोषाध्यक्ष', 'perbendaharaan', 'ngan quy',
  'トレジャリー', '資金', '资金', '司库', '자금',
  // round 19 (w3s): a bank's credit administration ("AVP, Commercial Credit Administration")
  'credit administration', 'loan administration',
];
export const TREASURY_RULE: FunctionRule = { fn: 'finance', tier: 1, pattern: new RegExp(words(TREASURY), 'u') };

const NEWSROOM_CONTENT = [
  'staff writer', 'web editor', 'content editor', 'news editor', 'online editor', 'script writer', 'scriptwriter', 'content writer', 'editor',
  'redakteur*', 'webredakteur*', 'onlineredakteur*', 'redacteur*', 'redactrice*', 'redactor*', 'redactora*', 'redattor*', 'redattric*',
  'redator*', 'redatora*', 'redaktor*', 'webredacteur*', 'contentredacteur*', 'innehallsredaktor*', 'webbredaktor*', 'szerkeszto*',
  'tartalomiro*', 'sisallontuottaja*', 'verkkotoimittaja*', 'editoru', 'редактор*', 'συντακτ*', 'αρθρογραφ*', 'כותב תוכן', 'כותבת תוכן',
  'עורך תוכן', 'עורכת תוכן', 'محرر', 'محرره', 'كاتب محتوى', 'كاتبه محتوى', 'सामग्री लेखक', 'कंटेंट राइटर', 'संपादक', 'editor konten',
  'penulis artikel', 'bien tap vien', 'ライター', '編集', '编辑', '撰稿', '작가', '에디터',
];
export const NEWSROOM_RULE: FunctionRule = { fn: 'marketing', tier: 1, pattern: new RegExp(words(NEWSROOM_CONTENT), 'u') };

/** Food and beverage of a hotel or restaurant, as a department: a weak word, deciding only titles that name no other function. */
const FOOD_AND_BEVERAGE = [
  'food & beverage', 'food and beverage', 'f&b', 'f & b', 'alimentos y bebidas', 'alimentos e bebidas', 'a&b', 'a & b', 'yiyecek icecek',
  'directeur de la restauration', 'directrice de la restauration', '餐饮', '식음료', '料飲',
];
export const FOOD_AND_BEVERAGE_RULE: FunctionRule = { fn: 'operations', tier: 3, pattern: new RegExp(words(FOOD_AND_BEVERAGE), 'u') };

/** Service roles of a hotel or restaurant floor: sommeliers, housemen, banquet captains, waiters in Indonesian. */
const HOSPITALITY_FLOOR = [
  'sommelier*', 'sumiller*', 'ソムリエ', '侍酒师', '소믈리에', 'сомельє', 'сомелье', 'houseman', 'housemen', 'banquet captain*', 'pramusaji',
];
export const HOSPITALITY_FLOOR_RULE: FunctionRule = { fn: 'operations', tier: 1, pattern: new RegExp(words(HOSPITALITY_FLOOR), 'u') };

export const SALES_OPERATION_RULE: FunctionRule = {
  fn: 'revops',
  tier: 1,
  // round 21: Vietnamese "vận hành kinh doanh" (w3e, w3i, w3j, w3u) and Czech "obchodních operací" (w3k, w3l, w3u) label revops
  pattern: new RegExp(words(['sales operation', 'van hanh kinh doanh', 'obchodnich operaci', 'obchodni operace', 'セールスオペレーション', '세일즈 오퍼레이션', '세일즈옵스']), 'u'),
};

/** Seed, fertiliser and crop protection: what a farm buys. */
const FARM_INPUTS = new RegExp(
  words([
    'seed advisor', 'seed adviser', 'seed representative', 'seed dealer', 'fertilizer*', 'fertiliser*', 'crop protection', 'agrochemical*',
    'saatgut', 'pflanzenschutz*', 'dunger*', 'semences', 'engrais', 'semillas', 'fertilizantes', 'sementes', 'sementi', 'zaad*', 'zaden',
    'utsade', 'nasion', 'nasiona', 'osiva', 'osivo', 'siemen*', 'vetomag*', 'seminte', 'tohum*', 'насіння', 'семена', 'семян', 'זרעים',
    'بذور', 'बीज', 'benih', 'giong cay trong', 'phan bon', 'thuoc bao ve thuc vat', '種苗', '种子', '化肥', '肥料', '農薬', '종자', '비료',
  ]),
  'u',
);
/** An adviser's or a seller's word, in every language. */
const ADVISER_OR_SELLER = new RegExp(
  words([
    'advisor', 'adviser', 'representative', 'dealer', 'berater*', 'fachberater*', 'conseiller*', 'conseillere', 'asesor*', 'consultor*',
    'consulente', 'adviseur', 'zaadadviseur', 'radgivare', 'doradca', 'poradce', 'poradkyne', 'neuvoja', 'szaktanacsado', 'tanacsado',
    'consilier*', 'danisman*', 'консультант*', 'יועץ', 'יועצת', 'مستشار', 'सलाहकार', 'penyuluh', 'tu van', 'ban', 'アドバイザー', '顾问',
    '销售', '컨설턴트',
  ]),
  'u',
);

/**
 * Post-reading: a title the rules left without a function that advises on or sells what a farm buys is sales; the owner or
 * chief executive of a primary-sector business is executive.
 */
export function byFieldClass(text: string, read: TitleClassification): TitleClassification {
  // The owner or chief of a fishing, forestry or haulage business runs it: the sector's words name the business, not the function.
  if (read.seniority === 'c_level' && read.function === 'operations' && PRIMARY_SECTOR_RULE.pattern.test(text)) return { seniority: 'c_level', function: 'executive' };
  if (read.function === 'other' && FARM_INPUTS.test(text) && ADVISER_OR_SELLER.test(text)) return { seniority: read.seniority, function: 'sales' };
  return read;
}
