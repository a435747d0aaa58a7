import { escapeRegExp } from '../normalise/text';
import { foldText } from './fold';
import { TERM_GATE } from './term-gate';
import type { Seniority, TitleClassification } from './types';

/**
 * The role decides, not the employer described beside it (issue #21, round 38, heads38). A title names a role and then — or, in
 * Turkish, Hindi, Korean, Japanese and Chinese, first — the employer or the market it serves: "HR Generalist in a law firm",
 * "Becario de sistemas en la Agencia Española de Protección de Datos", "Informatikus gyakornok a Nemzeti Adatvédelmi Hatóságnál",
 * "Hukuk bürosunda İK uzmanı", "विधि फर्म में एचआर कार्यकारी", "監査法人のマーケティング担当", "Marketing Coordinator for an accounting
 * firm". The rules pick the best tier over the whole title, earliest first, so the employer's trade word (law, audit, data
 * protection, recruitment, advertising: often tier 1) beat the role's own (HR, marketing, IT, accountant). `clean.ts` cuts the
 * employer after "at", "chez", "bei", "presso", "bij", "hos", "στη", "في"; every other marker left it in the text.
 *
 * An **employer phrase** is found by a marker and an employer's noun (a firm, an office, an agency, a bank, an authority, a
 * workshop … never a department: "Abteilung", "service", "部", "팀" are the role's own unit):
 * - after the role, a preposition or article that opens a phrase holding an employer's noun (in, for, with, within, bei, in
 *   einer, für, dans, au sein de, pour, en, em, na, no, numa, nella, per, in een, voor, w, we, dla, przy, på, vid, i, för, v, ve,
 *   na, u, pro, a/az/egy (hu), la, în, pentru, σε, στο, για, у, в, на, при, для, di, pada, untuk, tại, ở, cho), to the end of the
 *   segment; in Hebrew and Arabic the preposition is the noun's prefix ("בחברת", "במשרד", "بشركة"); in Finnish the noun's
 *   locative ("asianajotoimistossa", with the genitives before it);
 * - before the role: a Turkish noun in the locative ("hukuk bürosunda", "şirketinde"), a Hindi phrase closed by "में" (and
 *   hi-Latn "mein"), a Han, Kana or Hangul employer noun with its particle ("法律事務所の", "법무법인", "律师事务所", "在…担任");
 Only the title's first segment is read: a later one after a comma or a dash is `segment-head.ts`'s (round 34), where the employer
 * may rightly settle what an ambiguous head means ("Security Officer – office tower", "Helpdesk Agent, permitting software vendor").
 *
 * When the role part read alone has a function of its own that is neither a chief's nor `other`, it is the title's
 * (`roleOverEmployer`); a role part with no function word ("Consultant at a law firm", "Analyst in an investment bank") leaves
 * the reading as it is: the employer then decides. A chief's title keeps `employer-context.ts`'s and `owner-business.ts`'s
 * readings of the business it runs.
 */

/**
 * Round 39 (employer39): a property developer in every language, folded, where a word starts. The bare "developer" is a
 * programmer's title and stays out; the trade's own words are employers only ("Bauträger", "promotora", "deweloper" — Polish
 * writes the programmer "programista" or "developer" —, "dezvoltator imobiliar", "девелопер", "pengembang properti").
 */
export const PROPERTY_DEVELOPERS: readonly string[] = [
  'real estate developer', 'property developer', 'residential developer', 'housing developer', 'commercial developer',
  'bautrager', 'projektentwickler', 'immobilienentwickler', 'wohnbautrager', 'promoteur immobilier', 'promoteur', 'promotora', 'promotor inmobiliario',
  'promotor imobiliario', 'incorporadora', 'sviluppatore immobiliare', 'sviluppatori immobiliari', 'projectontwikkelaar',
  'vastgoedontwikkelaar', 'deweloper', 'developersk', 'developerska spolecnost', 'developerske spolecnosti', 'realitni developer',
  'fastighetsutvecklare', 'bostadsutvecklare', 'kiinteistokehittaja', 'asuntorakennuttaja', 'rakennuttaja', 'ingatlanfejleszt',
  'dezvoltator imobiliar', 'dezvoltator rezidential', 'dezvoltatori imobiliari', 'εταιρεια αναπτυξης ακινητων', 'κατασκευαστικη εταιρεια',
  'девелопер', 'забудовник', 'застройщик', 'gayrimenkul gelistirici', 'konut gelistirici', 'مطور عقاري', 'لمطور عقاري', 'יזם נדלן', 'חברת ייזום',
  'pengembang properti', 'pengembang perumahan', 'developer properti', 'developer perumahan', 'nha phat trien bat dong san', 'chu dau tu',
];

/** Employer nouns, folded, matched where a word starts (inflections follow: "kancelarii", "agencji", "компанії", "irodánál"). */
const NOUN_STEMS: readonly string[] = [
  // de
  'kanzlei', 'agentur', 'firma', 'unternehmen', 'gesellschaft', 'sparkass', 'versicherung', 'krankenhaus', 'klinik', 'praxis',
  'behorde', 'bundesamt', 'landesamt', 'ministerium', 'beauftragt', 'landesbeauftragt', 'bundesbeauftragt', 'werkstatt',
  'konzern', 'dienstleister', 'anbieter', 'beratung', 'verband', 'stiftung', 'verwaltung', 'hochschule', 'universitat', 'schule',
  'gmbh', 'betrieb', 'verlag', 'notariat', 'gericht',
  // fr
  'cabinet', 'agence', 'societe', 'entreprise', 'groupe', 'banque', 'mutuelle', 'assureur', 'compagnie', 'hopital', 'clinique',
  'autorite', 'ministere', 'mairie', 'collectivite', 'prefecture', 'atelier', 'usine', 'editeur', 'esn', 'ssii',
  'prestataire', 'pme', 'etude notariale', 'etude d huissier', 'ecole', 'universite', 'defenseur', 'cnil', 'tribunal', 'conseil', 'fondation',
  // es, pt
  'despacho', 'bufete', 'empresa', 'consultora', 'agencia', 'banco', 'aseguradora', 'mutua', 'clinica', 'notaria', 'oficina',
  'autoridad', 'consejo', 'comision', 'ministerio', 'ayuntamiento', 'taller', 'fabrica', 'proveedor', 'editorial', 'asesoria',
  'gestoria', 'universidad', 'escuela', 'fundacion', 'asociacion', 'tienda', 'cadena', 'escritorio', 'consultoria', 'seguradora',
  'cartorio', 'autoridade', 'conselho', 'comissao', 'prefeitura', 'fornecedor', 'associacao', 'fundacao', 'universidade', 'escola',
  'loja', 'tribunal', 'orgao',
  // it
  'studio legale', 'studio notarile', 'studio professionale', 'societa', 'azienda', 'agenzia', 'banca', 'ospedal', 'garante',
  'autorita', 'ministero', 'comune', 'tribunale', 'bottega', 'laboratorio', 'officina', 'fabbrica', 'fornitor', 'universita',
  'scuola', 'fondazione', 'associazione', 'istituto', 'gruppo', 'compagnia', 'impresa',
  // nl
  'kantoor', 'bedrijf', 'verzekeraar', 'ziekenhuis', 'kliniek', 'praktijk', 'autoriteit', 'gemeente', 'ministerie', 'rechtbank',
  'werkplaats', 'fabriek', 'leverancier', 'dienstverlener', 'stichting', 'vereniging', 'universiteit', 'uitzendbureau',
  'accountantskantoor', 'advocatenkantoor', 'notariskantoor', 'adviesbureau',
  // pl, cs
  'kancelari', 'firmy', 'firmie', 'firme', 'firmei', 'agencj', 'spolk', 'spółk', 'przedsiebiorstw', 'towarzystw', 'ubezpieczyciel', 'szpital', 'klinik',
  'urzed', 'urzad', 'ministerstw', 'rzecznik', 'pracowni', 'warsztat', 'fabryk', 'zaklad', 'zakład', 'dostawc', 'fundacj',
  'stowarzyszeni', 'uczelni', 'sieci', 'gmin', 'kancelar', 'spolecnost', 'agentur', 'pojistovn', 'nemocnic', 'urad', 'soud',
  'diln', 'tovarn', 'dodavatel', 'nadac', 'univerzit', 'magistrat', 'podnik',
  // sv, fi
  'byra', 'foretag', 'bolag', 'forsakringsbolag', 'sjukhus', 'myndighet', 'kommun', 'domstol', 'verkstad', 'fabrik', 'leverantor',
  'stiftelse', 'forening', 'universitet', 'skola', 'inspektion', 'datainspektion', 'integritetsskyddsmyndighet', 
  // hu
  'iroda', 'ceg', 'ugynokseg', 'tarsasag', 'vallalat', 'biztosito', 'korhaz', 'hatosag', 'hivatal', 'miniszterium',
  'onkormanyzat', 'birosag', 'muhely', 'gyarban', 'gyarnal', 'szolgaltato', 'alapitvany', 'egyesulet', 'egyetem', 'iskola', 'intezet',
  // ro
  'companie', 'companii', 'societat', 'agenti', 'casa de', 'casă de', 'birou', 'spital', 'autoritat', 'primari', 'furnizor',
  'fundati', 'asociati', 'universitat', 'scoal', 'avocatul', 'banca', 'banci',
  // el
  'εταιρει', 'γραφει', 'πρακτορει', 'τραπεζ', 'ασφαλιστικ', 'νοσοκομει', 'κλινικ', 'αρχη', 'αρχησ', 'επιτροπ', 'υπουργει',
  'δημο', 'δικαστηρι', 'εργαστηρι', 'εργοστασι', 'συμβολαιογραφει', 'ομιλο', 'οργανισμ', 'πανεπιστημι', 'σχολει', 'συνηγορ',
  'επιχειρησ',
  // uk, ru
  'компані', 'компани', 'фірм', 'фирм', 'агенці', 'агентств', 'банк', 'страхов', 'лікарн', 'больниц', 'клінік', 'клиник',
  'управлінн', 'управлени', 'секретаріат', 'секретариат', 'міністерств', 'министерств', 'суд', 'майстерн', 'мастерск', 'завод',
  'фабрик', 'постачальник', 'поставщик', 'стартап', 'фонд', 'університет', 'университет', 'школ', 'контор', 'офіс', 'офис',
  'організаці', 'организаци', 'установ', 'мереж', 'сети', 'нотаріальн', 'нотариальн', 'підприємств', 'предприяти', 'омбудсман',
  'уповноважен', 'уполномочен',
  // id, vi
  'kantor', 'perusahaan', 'agensi', 'konsultan', 'asuransi', 'rumah sakit', 'komisi', 'badan', 'kementerian', 'dinas',
  'pemerintah', 'pengadilan', 'bengkel', 'pabrik', 'yayasan', 'universitas', 'sekolah', 'toko', 'otoritas', 'lembaga', 'pt', 'cv',
  'cong ty', 'van phong', 'ngan hang', 'benh vien', 'phong kham', 'cuc', 'uy ban', 'toa an', 'xuong', 'nha may', 'tap doan',
  'to chuc', 'truong hoc', 'truong dai hoc', 'dai ly', 'hang luat', 
  // Round 39 (employer39): a property developer, the employer noun that is also a role word ("Developer"), in every language
  // (whole phrases where the bare word is a software developer's: "real estate developer", "sviluppatore immobiliare").
  ...PROPERTY_DEVELOPERS,
];

/** English employer nouns, whole words with their plural ("firm", "firms", "agencies"). */
const EN_NOUNS: readonly string[] = [
  'firm', 'company', 'companie', 'agency', 'agencie', 'consultancy', 'consultancie', 'bank', 'insurer', 'hospital', 'clinic', 'office',
  'authority', 'commission', 'ministry', 'government', 'municipality', 'council', 'regulator', 'ombudsman', 'court', 'tribunal',
  'university', 'school', 'college', 'workshop', 'factory', 'studio', 'vendor', 'provider', 'startup', 'scaleup', 'retailer', 'group',
  'bureau', 'notary', 'charity', 'nonprofit', 'foundation', 'association', 'corporation', 'publisher', 'platform', 'software house',
  'outsourcer', 'boutique', 'plc', 'ltd', 'llc', 'gmbh', 'inc',
];

/** Compound tails that make a word an employer ("Wirtschaftsprüfungsgesellschaft", "advocatenkantoor", "Integritetsskyddsmyndigheten"). */
const NOUN_TAILS: readonly string[] = [
  'kanzlei', 'agentur', 'gesellschaft', 'unternehmen', 'beratung', 'werkstatt', 'kantoor', 'bureau', 'bedrijf', 'werkplaats', 'byra',
  'byran', 'bolag', 'bolaget', 'foretag', 'foretaget', 'myndighet', 'myndigheten', 'inspektionen', 'verkstad', 'verket', 'konsult',
  // Round 39: the product a role serves ("für Hausverwaltungssoftware", "för fastighetsförvaltningssystem", "voor VvE-beheersoftware").
  'software', 'plattform', 'platform', 'system', 'systemet', 'systeem', 'programvara', 'szoftver', 'ohjelmisto',
];

/**
 * Finnish employer nouns, read in the locative that places the role ("asianajotoimistossa", "pankissa", "restaurointiverstaalla"),
 * as a stem anywhere in the word.
 */
const FI_NOUNS: readonly string[] = [
  'toimisto', 'yhtio', 'yritykse', 'pankki', 'pankissa', 'sairaala', 'klinika', 'virasto', 'ministerio', 'kunna', 'tuomioistuim',
  'verstaa', 'tehtaa', 'yliopisto', 'koulu', 'saatio', 'yhdistykse', 'konttori', 'liikkee', 'yhteiso', 'palveluyrityks',
];

/** Turkish employer nouns, read in the locative before the role ("hukuk bürosunda", "sigorta şirketinde", "Kurumu'nda"). */
const TR_NOUNS: readonly string[] = [
  'buro', 'sirket', 'firma', 'ajans', 'kurum', 'kurul', 'banka', 'sigorta', 'hastane', 'klinik', 'atolye', 'noter', 'ofis', 'derneg',
  'dernek', 'vakf', 'vakif', 'belediye', 'bakanlig', 'bakanlik', 'universite', 'magaza', 'fabrika', 'holding', 'grub', 'grup',
  'merkez', 'okul', 'kurulus', 'idare', 'mahkeme', 'tedarikci', 'baskanlig', 'mudurlug', 'kuruluş',
  // Round 39: a property developer ("bir gayrimenkul geliştiricisinde").
  'gelistirici', 'muteahhit',
];

/** Hindi and Hinglish employer nouns, before "में" / "mein" ("विधि फर्म में", "insurance company mein"). */
const HI_NOUNS: readonly string[] = [
  'फर्म', 'कंपनी', 'कम्पनी', 'एजेंसी', 'बैंक', 'अस्पताल', 'कार्यालय', 'दफ्तर', 'ऑफिस', 'बोर्ड', 'आयोग', 'प्राधिकरण', 'मंत्रालय',
  'संस्थान', 'वर्कशॉप', 'कार्यशाला', 'फैक्ट्री', 'कारखाना', 'स्टार्टअप', 'कंसल्टेंसी', 'परामर्श', 'विश्वविद्यालय', 'स्कूल', 'निगम',
  'समिति', 'बीमा', 'लिमिटेड', 'प्लेटफॉर्म', 'संगठन', 'विभाग',
  // Round 39: a property developer or builder, software.
  'डेवलपर', 'बिल्डर', 'सॉफ्टवेयर',
];

/** Hebrew and Arabic employer nouns with their preposition prefix ("בחברת", "במשרד", "بشركة", "لدى"). */
const PREFIXED_NOUNS: readonly string[] = [
  'בחברת', 'בחברה', 'במשרד', 'בבנק', 'בבית חולים', 'בבית משפט', 'ברשות', 'בסוכנות', 'בקופת', 'בעמותה', 'בארגון', 'במפעל', 'בסדנת',
  'בסדנה', 'במכון', 'באוניברסיטת', 'בעיריית', 'בקבוצת', 'בחברות', 'בסטארטאפ', 'בנציבות', 'במשרדי', 'בבית תוכנה', 'בחברה ל',
  'لبرنامج', 'لمنصه', 'لتطبيق', 'لنظام', 'بشركه', 'بمكتب', 'ببنك', 'بمستشفي', 'بهييه', 'بوزاره', 'بوكاله', 'بمصنع', 'بورشه', 'بموسسه', 'بجمعيه', 'بجامعه', 'لشركه', 'لدي',
];

/**
 * Han, Kana and Hangul employer nouns (folded; "法人営業" and "법인영업" are corporate sales, not a firm; "工場長", "법인장", "院长" are
 * its head: a rank, not an employer).
 */
const CJK_NOUNS: readonly string[] = [
  '公司', '事务所', '律所', '银行', '医院', '委员会', '工坊', '工厂', '协会', '基金会', '机构', '集团', '企业', '平台', '保护局', '管理局',
  '会社', '事務所', '法人', '代理店', '銀行', '病院', '委員会', '工房', '工場', '協会', '財団', '機構', '企業', '大学', '学校',
  '회사', '법인', '은행', '병원', '위원회', '공방', '공장', '협회', '재단', '기관', '대행사', '에이전시', '사무소', '기업', '업체', '스타트업',
].map((w) => foldText(w));

/**
 * Round 39: Han, Kana and Hangul nouns that are an employer only with the genitive particle after them (a property developer, a
 * product: "房地产开发商的财务总监", "物业软件的客户支持专员", "不動産デベロッパーの財務部長", "부동산 개발사의 재무 이사", "管理ソフト向け");
 * without it "软件工程师" and "ソフトウェア開発" are the role's own words.
 */
const CJK_GENITIVE_NOUNS: readonly string[] = [
  '开发商', '地产商', '房地产公司', '软件', '系统', '平台', 'デベロッパー', '不動産会社', 'ソフト', 'システム', 'プラットフォーム',
  '개발사', '디벨로퍼', '시행사', '건설사', '소프트웨어', '플랫폼',
].map((w) => foldText(w));

const PREPOSITIONS: readonly string[] = [
  // en, de, fr, es, pt, it, nl
  'in', 'in a', 'in an', 'in the', 'for', 'for a', 'for an', 'for the', 'with', 'with a', 'with an', 'within', 'within a', 'of a', 'of an',
  'beim', 'im', 'in einer', 'in einem', 'in der', 'fur', 'fur eine', 'fur einen', 'dans', 'au sein', 'au', 'aux', 'a la', 'a l', 'pour', 'en',
  'para', 'em', 'na', 'no', 'nas', 'nos', 'num', 'numa', 'nella', 'nello', 'nel', 'nell', 'all', 'alla', 'al', 'per', 'in een', 'in het',
  'voor', 'voor een', 'op',
  // pl, sv, cs, hu, ro
  'w', 'we', 'dla', 'przy', 'pa', 'vid', 'i', 'for', 'inom', 'v', 've', 'u', 'pro', 'pri', 'a', 'az', 'egy', 'la', 'in cadrul', 'intr',
  'pentru',
  // el, uk, ru
  'σε', 'στο', 'στον', 'στη', 'στην', 'στα', 'στισ', 'στουσ', 'για', 'у', 'в', 'на', 'при', 'для', 'во',
  // id, vi, hi-Latn
  'di', 'pada', 'untuk', 'tai', 'o', 'cho', 
  // Round 39 (employer39): the genitive of an employer ("Director financiero de un banco", "Director financiar al unui dezvoltator",
  // "Leiterin Marketing eines Bauträgers", "Giám đốc tài chính của một nhà phát triển"); a bare "de"/"di"/"van" names a field.
  'de un', 'de una', 'de uma', 'de um', 'd un', 'd une', 'di un', 'di una', 'di uno', 'al unui', 'a unei', 'van een',
  'van het', 'eines', 'einer', 'cua', 'cua mot',
];

const alt = (list: readonly string[]): string => [...new Set(list.map((w) => escapeRegExp(foldText(w))))].sort((a, b) => b.length - a.length).join('|');

interface Patterns {
  /** A preposition after the role that opens a phrase holding an employer noun, to the segment's end. */
  after: RegExp;
  /** A Turkish employer noun in the locative, before the role. */
  tr: RegExp;
  /** A Hindi phrase closed by "में", before the role. */
  hi: RegExp;
  /** A Hinglish phrase closed by "mein", before the role. */
  hiLatn: RegExp;
  /** A Han, Kana or Hangul employer noun with its particle, before the role. */
  cjk: RegExp;
}

let patterns: Patterns | null = null;

/** The patterns, built at the first title whose role segment holds an employer noun (never at import). */
function built(): Patterns {
  if (patterns !== null) return patterns;
  const stem = String.raw`(?<![\p{L}\p{N}])(?:${alt(NOUN_STEMS)}|(?:${alt(EN_NOUNS)})(?:s|es)?(?![\p{L}\p{N}]))`;
  const tail = String.raw`(?<=\p{L})(?:${alt(NOUN_TAILS)})(?![\p{L}\p{N}])`;
  const fi = String.raw`(?<![\p{L}\p{N}])\p{L}*(?:${alt(FI_NOUNS)})\p{L}*(?:ssa|lla|sta)(?![\p{L}\p{N}])`;
  const prefixed = String.raw`(?<![\p{L}\p{N}])(?:${alt(PREFIXED_NOUNS)})`;
  const noun = `(?:${stem}|${tail}|${prefixed})`;
  // After the role (at least one word before the marker): a preposition whose phrase holds a noun before the next comma; a
  // Hebrew or Arabic prefixed noun; a Finnish locative noun with the genitives before it.
  const after = new RegExp(
    String.raw`(?<=\S) (?:(?:${alt(PREPOSITIONS)}) (?=[^,]*?${noun})|(?=${prefixed})|(?=(?:\p{L}+n )*${fi}))`,
    'gu',
  );
  return (patterns = {
    after,
    tr: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alt(TR_NOUNS)})\p{L}*(?:da|de|ta|te)(?= [^ ,])`, 'u'),
    // "में" (in); round 39: the genitive "के"/"की" after an employer noun ("एक रियल एस्टेट डेवलपर के वित्त निदेशक").
    hi: new RegExp(String.raw`^[^,]*?(?:${alt(HI_NOUNS)})[^,]*? (?:में|के|की)(?= [^ ,])`, 'u'),
    hiLatn: new RegExp(String.raw`^[^,]*?(?:${stem}|${tail})\p{L}* (?:mein|me)(?= [^ ,])`, 'u'),
    cjk: new RegExp(
      String.raw`^(?:在)?[^,]*?(?:(?:${alt(CJK_NOUNS)})(?!営業|영업|营业|長|长|장)(?:の|て|에서|의|担任)?|(?:${alt(CJK_GENITIVE_NOUNS)})(?:の|的|의|向け|용|用))(?= ?[^ ,])`,
      'u',
    ),
  });
}

const HAN_KANA_HANGUL = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** The nouns' slot in the classifier's shared gate: a title whose text holds none names no employer, and no pattern is tried. */
const NOUN_GATE = TERM_GATE.slot(() => ({
  atWordStart: [...NOUN_STEMS, ...EN_NOUNS, ...PREFIXED_NOUNS, ...TR_NOUNS, ...HI_NOUNS].map((w) => foldText(w)),
  anywhere: [...NOUN_TAILS, ...FI_NOUNS, ...CJK_NOUNS, ...CJK_GENITIVE_NOUNS].map((w) => foldText(w)),
}));

/** An employer phrase: [start, end) of the cleaned title, and whether it leads its segment (the role follows it). */
export interface EmployerPhrase {
  start: number;
  end: number;
  leads: boolean;
}

/**
 * The employer phrase of the title's first segment (its role's: in a later segment after a comma or a dash, "for councils" is the
 * product's market — "Konsultant helpdesku, system dla urzędów" — and `segment-head.ts` reads an employer named there), or null.
 */
export function employerPhrase(text: string): EmployerPhrase | null {
  const comma = text.indexOf(' , ');
  const segment = comma < 0 ? text : text.slice(0, comma);
  // For cost: the gate asks the role's segment (a later one, "… – Acme GmbH", is never read here).
  if (!TERM_GATE.holds(NOUN_GATE, segment)) return null;
  const { after, tr, hi, hiLatn, cjk } = built();
  // The last marker whose phrase holds a noun: the one nearest the noun ("Especialista en nóminas en una consultora").
  let at = -1;
  for (const m of segment.matchAll(after)) at = m.index;
  if (at >= 0) return { start: at, end: segment.length, leads: false };
  // Written before the role: each script's pattern only where its marker can be (for cost).
  const t = tr.exec(segment);
  const b =
    (t !== null ? { 0: segment.slice(0, t.index + t[0].length) } : null) ??
    (segment.includes(' में ') || segment.includes(' के ') || segment.includes(' की ') ? hi.exec(segment) : null) ??
    (segment.includes(' me') ? hiLatn.exec(segment) : null) ??
    (HAN_KANA_HANGUL.test(segment) ? cjk.exec(segment) : null);
  return b !== null ? { start: 0, end: b[0].length, leads: true } : null;
}

/**
 * The title's reading with the role's own function when the title describes its employer (`employerPhrases`) and the role part
 * (the title without the phrases), read alone by `classify`, has a function that is neither a chief's nor `other`: the phrase
 * is the only difference between the two texts, so a function the whole reads and the role does not came from the employer.
 * A role part with no function word ("Consultant at a law firm") keeps the reading: the employer then decides. The rank is the
 * whole title's.
 */
export function roleOverEmployer(text: string, reading: TitleClassification, classify: (role: string) => TitleClassification): TitleClassification {
  // A chief's title names the business it runs (`employer-context.ts`, `owner-business.ts` read it).
  if (reading.function === 'executive') return reading;
  const phrase = employerPhrase(text);
  if (phrase === null) return text.includes(' , ') ? roleOverEmployerSegment(text, reading, classify) : reading;
  const role = (text.slice(0, phrase.start) + text.slice(phrase.end)).trim();
  if (role === '' || role.startsWith(',')) return reading;
  const own = classify(role).function;
  if (own === null || own === 'other' || own === 'executive' || own === reading.function) return roleOverEmployerSegment(text, reading, classify);
  return { seniority: reading.seniority, function: own };
}

const RANKS: readonly Seniority[] = ['ic', 'manager', 'director', 'vp', 'c_level'];

/**
 * Round 39 (employer39): a **later segment** that describes the employer or the market — after a comma, a dash or a bracket,
 * after a team size or a stated level ("Marketing Manager (team of 3), Pune real estate developer", "Director financiar (CFO) al
 * unui dezvoltator imobiliar", "Ügyféltámogatási munkatárs, társasházkezelő szoftver", "Contable, comunidad de propietarios")
 * — lends the title neither a function nor a rank of its own words. The segment is an employer's when it names one
 * (`segment-head.ts`'s markers, a property developer, owners as a market: `MARKET_SEGMENT`); its words lent the reading when the
 * segment read alone gives the title's function (a property "developer" read as a programmer, "software" as engineering, "bank"
 * as finance) or the title's rank above the role's (the owners of "asociație de proprietari" read as an owner's rank). Then the
 * role's own reading — the title without that segment — decides, when it has a function that is neither `other` nor a chief's.
 * Round 34 and 38's rows keep their reading: where the employer settles an ambiguous head ("Help Desk Agent, permitting software
 * vendor": the segment alone reads engineering, the title customer_success) the segment did not lend the title's function.
 */
function roleOverEmployerSegment(text: string, reading: TitleClassification, classify: (role: string) => TitleClassification): TitleClassification {
  if (!TERM_GATE.holds(LENDING_GATE, text)) return reading;
  const segments = text.split(' , ');
  for (let i = segments.length - 1; i >= 1; i--) {
    const segment = segments[i] as string;
    const noun = lendingNoun(segment);
    if (noun === null) continue;
    const alone = classify(segment);
    const lentFunction = reading.function !== 'other' && reading.function !== null && alone.function === reading.function;
    const lentRank = reading.seniority !== null && alone.seniority === reading.seniority && reading.seniority !== 'ic';
    if (!lentFunction && !lentRank) continue;
    // The function: the role's, the title without the segment, unless the title without the noun alone still reads the
    // title's function (the segment's other words or the role carry it: "HR Data Engineer, People Analytics Platform" is an
    // engineer; "Degree Apprentice - Software Engineering" studies engineering).
    const others = segments.slice(0, i);
    const without = [...others, ...segments.slice(i + 1)].join(' , ');
    let fn = reading.function;
    if (lentFunction) {
      const rest = `${segment.slice(0, noun[0])} ${segment.slice(noun[1])}`.replace(/ +/g, ' ').trim();
      // A product named alone is the domain the role works in, as a department is ("Project Manager, Software": a project
      // manager's weak word lets the segment decide, round 34); an employer is described ("társasházkezelő szoftver").
      if (rest === '' && productNoun(segment)) continue;
      const carried = rest !== '' && classify([...others, rest, ...segments.slice(i + 1)].join(' , ')).function === reading.function;
      const own = carried ? null : classify(without).function;
      if (own !== null && own !== 'other' && own !== 'executive') fn = own;
    }
    // The rank: the title without the owners' segment ("입주자대표회의", a council of the residents' representatives).
    let rank = reading.seniority;
    if (lentRank && ownersMarket(segment)) {
      const own = classify(without).seniority;
      if (own !== null && RANKS.indexOf(own) < RANKS.indexOf(reading.seniority as Seniority)) rank = own;
    }
    if (fn !== reading.function || rank !== reading.seniority) return { seniority: rank, function: fn };
  }
  return reading;
}

/**
 * Owners as the market or the employer (round 39), folded: the plural or genitive of an owner's word, a community of owners
 * ("comunidad de propietarios", "asociație de proprietari", "Vereniging van Eigenaars", "wspólnota właścicieli", "ένωση
 * ιδιοκτητών", "об'єднання співвласників", "platform for property owners", "perhimpunan pemilik", "입주자대표회의", "业主"). An owner's
 * word in the singular is the holder's ("Propietario", "Accountant, Owner").
 */
const OWNERS_MARKET: readonly string[] = [
  'owners', 'homeowners', 'landlords', 'eigentumer', 'eigentumergemeinschaft', 'wohnungseigentumer', 'coproprietaires', 'proprietaires',
  'propietarios', 'copropietarios', 'proprietarios', 'condominos', 'proprietari', 'condomini', 'eigenaars', 'eigenaren', 'huiseigenaren',
  'wlascicieli', 'wlascicielom', 'właścicieli', 'właścicielom', 'majitele', 'majitelu', 'vlastniku', 'vlastnici', 'agare', 'agarna', 'fastighetsagare', 'omistajat',
  'omistajille', 'kiinteistonomistajille', 'tulajdonosok', 'tulajdonosi', 'ingatlantulajdonosoknak', 'proprietarilor', 'ιδιοκτητων',
  'ιδιοκτητεσ', 'власників', 'співвласників', 'владельцев', 'собственников', 'malikleri', 'mulk sahipleri', 'ملاك', 'لملاك', 'الملاك',
  'בעלי', 'मालिकों', 'मकान मालिक', 'pemilik', 'chu so huu', 'chu nha', '입주자', '건물주', '소유주', 'オーナー', '管理組合', '业主', '業主',
].map((w) => foldText(w));

let ownersPattern: RegExp | null = null;

/** True when a segment names owners as the market or the employer (`OWNERS_MARKET`; built at first use). */
function ownersMarket(segment: string): boolean {
  ownersPattern ??= new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alt(OWNERS_MARKET)})(?![\p{L}\p{N}])|${alt(OWNERS_MARKET.filter((w) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(w)))}`, 'u');
  return ownersPattern.test(segment);
}

/**
 * Round 39: the employer's nouns that are also a role's or a function's word (folded, where a word starts): what a later segment
 * that describes the employer lends the title by mistake. A product ("software", "platform", "app", "system": engineering), a
 * bank or an insurer (finance), a chain of hospitals or shops written as a network ("jaringan", "мережа", "sieć", "rețea":
 * engineering's network), an engineering firm. A work tool or a department named after the role ("Sales Assistant (CRM)",
 * "Quality Coach, Callcenter", "Vuoropäällikkö, asiakaspalvelu") is the role's own work, not its employer, and stays out.
 */
const PRODUCT_NOUNS: readonly string[] = [
  'software', 'platform', 'plattform', 'plateforme', 'plataforma', 'piattaforma', 'application', 'saas', 'logiciel',
  'aplicacion', 'aplicativo', 'applicazion', 'applicatie', 'oprogramowani', 'aplikac', 'programvar', 'mjukvar', 'ohjelmisto',
  'sovellu', 'alusta', 'szoftver', 'alkalmazas', 'aplicati', 'λογισμικ', 'εφαρμογ', 'πλατφορμ', 'програм', 'застосун', 'платформ',
  'софт', 'yazilim', 'uygulama', 'برنامج', 'برمجيات', 'تطبيق', 'منصه', 'תוכנ', 'אפליקצי', 'פלטפורמ', 'सॉफ्टवेयर', 'प्लेटफॉर्म',
  'aplikasi', 'perangkat lunak', 'phan mem', 'ung dung', 'nen tang',
];

const LENDING_NOUNS: readonly string[] = [
  // products
  ...PRODUCT_NOUNS,
  // banks, insurers, financial services
  'bank', 'banque', 'banco', 'banca', 'banka', 'banc', 'sparkass', 'τραπεζ', 'банк', 'بنك', 'مصرف', 'בנק', 'बैंक', 'ngan hang', 'financial services',
  'insurer', 'assureur', 'aseguradora', 'seguradora', 'assicurazion', 'verzekeraar', 'versicherung', 'ubezpieczyciel', 'pojistovn',
  'forsakringsbolag', 'vakuutusyhtio', 'biztosito', 'asigurator', 'ασφαλιστικ', 'страхов', 'sigorta', 'asuransi', 'bao hiem',
  // a chain written as a network
  'jaringan', 'мережа', 'мережі', 'сеть', 'сети', 'siec', 'sieci', 'sit ', 'rete di', 'retea', 'red de', 'network of', 'chuoi', 'רשת',
  // an engineering firm
  'engineering firm', 'engineering consultancy', 'ingenieurburo', 'bureau d etudes', 'ingenieria', 'ingenieursbureau', 'insinooritoimisto',
  'mernokiroda', 'biuro projektowe', 'projekcni kancelar', 'birou de proiectare', 'muhendislik', 'konsultan teknik',
  // property developers
  ...PROPERTY_DEVELOPERS,
];

/** Their Han, Kana and Hangul words (anywhere), folded. */
const LENDING_CJK: readonly string[] = [
  '软件', '平台', '系统', '银行', '保险', '开发商', '设计院', 'ソフト', 'システム', 'フラットフォーム', '銀行', '保険', 'テヘロッハー',
  '소프트웨어', '플랫폼', '시스템', '은행', '보험', '개발사', '디벨로퍼', '시행사',
].map((w) => foldText(w));

const LENDING_GATE = TERM_GATE.slot(() => ({
  atWordStart: [...LENDING_NOUNS, ...OWNERS_MARKET, 'developer'].map((w) => foldText(w)),
  anywhere: [...LENDING_CJK, ...OWNERS_MARKET.filter((w) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(w))],
}));

let lendingPattern: RegExp | null = null;
let productPattern: RegExp | null = null;

/** True when the segment starts with a product's noun (`PRODUCT_NOUNS`, `LENDING_CJK`'s first four); built at first use. */
function productNoun(segment: string): boolean {
  productPattern ??= new RegExp(String.raw`^(?:${alt(PRODUCT_NOUNS)}|软件|平台|系统|ソフト|システム|소프트웨어|플랫폼|시스템)`, 'u');
  return productPattern.test(segment);
}

/**
 * Where a later segment names an employer by a noun that is also a role's word (`LENDING_NOUNS`), owners as the market
 * (`ownersMarket`), or is the bare word "developer" (after a role with a function of its own, the employer: Czech and Romanian
 * titles name a property developer so); built at first use.
 */
function lendingNoun(segment: string): [number, number] | null {
  lendingPattern ??= new RegExp(
    String.raw`^(?:developer|developeri|developers)$|(?<![\p{L}\p{N}])(?:${alt(LENDING_NOUNS)})\p{L}*|${alt(LENDING_CJK)}`,
    'u',
  );
  const m = lendingPattern.exec(segment) ?? ownersPattern?.exec(segment) ?? (ownersMarket(segment) ? ownersPattern?.exec(segment) : null);
  return m ? [m.index, m.index + m[0].length] : null;
}
