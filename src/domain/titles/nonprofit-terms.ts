import { type ClassFound, termNeedles, wordsFinder } from './class-terms-finder';
import { foldTerms } from './fold';
import { words } from './role-classes';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';
import { seniorityRank } from './types';

/**
 * Nonprofits, foundations, associations and international organisations, complete in the 24 languages and English (issue
 * #21, round 39, ngo39; development titles first: `test/fixtures/detection-w3/titles-r39-nonprofit.json`; docs/decisions.md,
 * "Detection round 39 (nonprofits)"). Contacts of every vendor include charities, NGOs, chambers, unions, churches and museums;
 * round 32 (`public-professional-terms.ts`) wrote the fundraiser's and the volunteer coordinator's English and some European
 * words, and the trade's other roles still read `other`, `engineering` (a charity's "Development Director", "Programmmanagerin,
 * Entwicklungshilfeorganisation") or a clerk's rank (a federation's Generalsekretär, a chamber's Hauptgeschäftsführer). The
 * product's enums have no nonprofit function, so each role takes the function whose work it does (decided from the read sets
 * and round 32's conventions):
 *
 * - **Fundraising → marketing** (round 32's `FUNDRAISING_FUNCTION`): gifts in wills and legacies, major donors, trusts and
 *   foundations, donor care and stewardship, supporter care, regular and planned giving, annual funds, advancement, capital
 *   campaigns, patronage (mécénat), in every language; and a charity's **development** role ("Development Director", "Director of
 *   Development", "Development Officer", "directeur du développement") beside a nonprofit employer or a gift word — the trade's
 *   word for fundraising. Not beside a software, business or property word, and never a fund's capital raising.
 * - **Membership → customer_success**: member services, relations and engagement, heads of membership, chapter relations — an
 *   association's members are its customers. A membership seller ("Membership Sales Executive") stays sales; a donor word wins
 *   (Spanish NGOs call regular donors "socios").
 * - **Programmes → operations**, as the read sets label programme managers (w4a, w4b, w4f): a programme manager's or
 *   coordinator's word in every language beats a reading lent by the employer's description ("Entwicklungshilfe" read
 *   engineering, "Universal Credit" finance); programme officers stay `other` (round 32, w4a's UNDP officer). A programme
 *   manager of a nonprofit manages the programme's staff: manager (w4a, w4b, w4f label the bare word so; an IT programme keeps
 *   today's reading). Field, emergency-response and relief coordinators are operations, as humanitarian logistics is.
 * - **A country director or head of mission** of an NGO in every language → vp / executive (w3, w3c, w3e, w4i: "Country
 *   Director"); the French "chef de mission" only beside a nonprofit (an audit's chef de mission is its manager).
 * - **The chief executive of an association, federation, chamber or foundation** → c_level / executive: secretaries general
 *   in every language (a deputy's word before it keeps the deputy's rank), Hauptgeschäftsführer, délégué général, toiminnanjohtaja,
 *   directeur-bestuurder, and an executive director's word in every language beside a nonprofit employer (a bank's "Executive
 *   Director" is its director, as round 33 reads the English one; `legal-it-terms.ts`), a Japanese 事務局長 of a 団体 or 財団.
 * - **Volunteer services** → people; **museum collections** (collections managers, heads of collections, registrars beside a
 *   museum, gallery or archive, assistant curators) → other, not a debt collector's finance or an assistant's operations.
 * - Advocacy, policy, public affairs, MEAL and clergy already read `other` (round 32's convention) and stay.
 */

/** Fundraising's words beyond round 32's list, in every language (found at a word's start). */
const FUNDRAISING = foldTerms([
  // en
  'gifts in wills', 'gift in wills', 'legacies', 'legacy giving', 'legacy fundraising', 'legacy manager', 'legacy officer', 'legacies manager', 'planned giving',
  'trusts and foundations', 'trusts & foundations', 'trust and foundation', 'trusts foundations', 'grants and trusts', 'donor stewardship',
  'donor care', 'supporter care', 'supporter engagement', 'supporter relations', 'regular giving',
  'mid level giving', 'corporate fundraising', 'annual fund', 'annual giving', 'advancement officer', 'advancement director', 'director of advancement',
  'head of advancement', 'vice president of advancement', 'vp of advancement', 'vp advancement', 'capital campaign', 'major donor', 'major donors',
  'major gift', 'prospect research', 'donor relations', 'donor services', 'donor development',
  // de
  'großspende', 'großspenden', 'spenderbetreuung', 'spenderservice', 'spenderservice mitarbeiterin', 'spenderservice mitarbeiter', 'spenderkommunikation',
  'spendergewinnung', 'nachlassfundraising', 'erbschaftsfundraising', 'testamentsspenden', 'stiftungsfundraising', 'unternehmensfundraising',
  // fr
  'grands donateurs', 'grand donateur', 'legs et libéralités', 'legs et donations', 'libéralités', 'mécénat', 'relations donateurs', 'relation donateurs',
  'service donateurs', 'fidélisation des donateurs', 'collecte de fonds', 'collecte de dons', 'développement des ressources', 'développement et de la collecte',
  'développement et collecte',
  // es
  'grandes donaciones', 'grandes donantes', 'herencias solidarias', 'legados solidarios', 'captación de fondos', 'relaciones con donantes',
  'relación con donantes', 'socios y donantes', 'atención al donante', 'desarrollo institucional y captación', 'fidelización de socios y donantes',
  // pt
  'grandes doadores', 'relacionamento com doadores', 'relacionamento com doador', 'captação de recursos', 'legados', 'doações',
  // it
  'grandi donatori', 'raccolta fondi', 'lasciti', 'lasciti testamentari', 'relazioni con i donatori', 'fidelizzazione donatori',
  // nl
  'grote gevers', 'particuliere gevers', 'nalatenschappen', 'fondsenwerving', 'fondsenwerver', 'fondsenwerfster', 'relatiebeheer gevers',
  // pl
  'pozyskiwania darczyńców', 'obsługi darczyńców', 'relacji z darczyńcami', 'darczyńców', 'fundraisingu',
  // sv, fi
  'givarvård', 'givarvårdare', 'givarservice', 'stora gåvor', 'testamentsgåvor', 'insamlingsansvarig', 'lahjoittajasuhteet', 'lahjoittajapalvelu',
  'testamenttilahjoitukset', 'testamenttilahjoitusten', 'suurlahjoitukset', 'varainhankinta', 'varainhankinnan',
  // cs, hu, ro, el
  'péče o dárce', 'péče o dárců', 'vztahy s dárci', 'fundraiserka', 'fundraiser', 'fundraiserin', 'adománygyűjtés', 'adománygyűjtési', 'támogatói kapcsolatok',
  'strângere de fonduri', 'relația cu donatorii', 'άντλησης πόρων', 'σχέσεων με δωρητές',
  // uk, tr
  'роботи з донорами', 'залучення коштів', 'фандрейзинг', 'фандрейзер', 'фандрейзерка', 'büyük bağışçılar', 'bağışçı ilişkileri', 'bağış geliştirme',
  'kaynak geliştirme',
  // ar, he, hi
  'جمع التبرعات', 'علاقات المانحين', 'تنمية الموارد', 'تنمية الموارد المالية', 'خدمة المتبرعين', 'גיוס משאבים', 'גיוס תרומות', 'קשרי תורמים',
  'धन संग्रह', 'दानदाता संबंध',
  // id, vi
  'penggalangan dana', 'hubungan donatur', 'layanan donatur', 'gây quỹ', 'quan hệ nhà tài trợ',
  // ko, ja, zh (found anywhere)
  '후원자 관리', '후원자관리', '모금', '寄付者対応', '寄付者', '寄付', '遺贈', 'ファンドレイジング', '捐赠人关系', '捐赠人', '筹款', '募款',
]);
/** Round 32's fundraiser compounds: a German compound ending on "fundraising" ("Erbschaftsfundraising"), found inside the word. */
const FUNDRAISING_COMPOUND = /(?<=\p{L}{3})fundraising(?![\p{L}])/u;
/** A fund's capital raising (round 32): "Head of Fundraising, venture capital fund" keeps finance. */
const CAPITAL = /(?<![\p{L}])(?:capital(?! campaign)|venture|investor\p{L}*|private equity|limited partners|lps?|vc)(?![\p{L}])/u;

/** A charity's development role: the trade's word for fundraising, read so beside a nonprofit employer or a gift word. */
const DEVELOPMENT_ROLE =
  /^(?:(?:senior|associate|assistant|deputy|chief|interim) )?(?:development (?:director|officer|manager|coordinator|associate|executive|lead|assistant|specialist)|(?:director|head|vice president|vp|manager|officer) of development|director of development and (?:communications|marketing)|development and communications (?:director|manager|officer)|alumni relations (?:and|&) development (?:officer|manager|director)|(?:directeur|directrice|responsable) du developpement(?: et de la collecte| des ressources)?|director(?:a)? de desarrollo(?: institucional)?(?: y captacion)?|diretor(?:a)? de desenvolvimento(?: institucional)?|direttore sviluppo|direttrice sviluppo)$/u;
/** Beside a development role, a word that makes it the business's or the software's development. */
const NOT_FUNDRAISING_DEVELOPMENT =
  /(?<![\p{L}])(?:software|product|products|business|commercial|commerciale|comercial|negocio|negocios|property|real estate|residential|housing|homes|estates|regeneration|construction|developer|site|land|logiciel|produit|producto|produto|prodotto|application|applications|web|mobile|game|games|it|tech|technology|engineering)(?![\p{L}])/u;
/** A public or community development role (other). */
const PUBLIC_DEVELOPMENT =
  /^(?:(?:senior|principal|assistant|deputy) )?(?:economic|community|regional|rural|local economic|international|enterprise) development (?:officer|manager|coordinator|lead|specialist|adviser|advisor|worker)$/u;
/** A gift word beside a development role ("Senior Development Officer (Major Gifts)"). */
const GIFT_WORD = /(?<![\p{L}])(?:gifts?|giving|donors?|donations?|philanthropy|legacies|legacy|fundraising|annual fund|dons|donateurs|donantes|doadores|donatori)(?![\p{L}])/u;

/** A nonprofit employer named beside the role, in every language (the employer's kind, or a humanitarian network's word). */
const NONPROFIT_TERMS = foldTerms([
  // en
  'charity', 'charities', 'charitable', 'ngo', 'ngos', 'ingo', 'nonprofit', 'non profit', 'not for profit', 'foundation', 'hospice', 'food bank',
  'humanitarian', 'relief', 'red cross', 'red crescent', 'msf', 'doctors without borders', 'community foundation', 'trust', 'society', 'association',
  'federation', 'alliance', 'coalition', 'chamber of commerce', 'trade union', 'union', 'professional body', 'institute', 'museum', 'gallery',
  'university foundation', 'independent school', 'college', 'church', 'parish', 'diocese', 'mosque', 'synagogue', 'temple', 'development organisation',
  'development organization', 'united way', 'ymca', 'ywca',
  // de
  'verein', 'stiftung', 'hilfswerk', 'kinderhilfswerk', 'hilfsorganisation', 'entwicklungshilfeorganisation', 'entwicklungsorganisation', 'gemeinnützige',
  'gemeinnütziger', 'gemeinnützig', 'verband', 'landesverband', 'bundesverband', 'berufsverband', 'gewerkschaft', 'kammer', 'rotes kreuz', 'caritas',
  'diakonie', 'welthungerhilfe',
  // fr
  'ong', 'association', 'fondation', 'humanitaire', 'caritative', 'caritatif', 'fédération', 'syndicat', 'médecins sans frontières', 'croix rouge',
  // es, pt, it
  'ongd', 'fundación', 'asociación', 'sin fines de lucro', 'sin ánimo de lucro', 'cruz roja', 'fundação', 'associação', 'instituto', 'sem fins lucrativos',
  'onlus', 'fondazione', 'associazione', 'croce rossa', 'terzo settore',
  // nl, pl, sv, fi, cs, hu, ro, el
  'stichting', 'goede doel', 'ontwikkelingsorganisatie', 'vereniging', 'fundacja', 'stowarzyszenie', 'organizacja pozarządowa', 'organizacja humanitarna',
  'hjälporganisation', 'biståndsorganisation', 'stiftelse', 'förening', 'järjestö', 'säätiö', 'yhdistys', 'kehitysyhteistyöjärjestö', 'nadace',
  'nezisková organizace', 'humanitární organizace', 'spolek', 'alapítvány', 'egyesület', 'segélyszervezet', 'civil szervezet', 'fundație', 'asociație',
  'organizație umanitară', 'μκο', 'ίδρυμα', 'ανθρωπιστική οργάνωση',
  // uk, tr, ar, he, hi
  'благодійний фонд', 'нуо', 'громадська організація', 'гуманітарна організація', 'vakıf', 'dernek', 'derneği', 'stk', 'insani yardım',
  'جمعية خيرية', 'منظمة غير حكومية', 'منظمة إنسانية', 'مؤسسة خيرية', 'منظمة دولية غير حكومية', 'עמותה', 'ארגון סיוע', 'एनजीओ', 'स्वयंसेवी संस्था',
  // id, vi
  'lsm', 'yayasan', 'lembaga swadaya masyarakat', 'tổ chức phi chính phủ', 'phi lợi nhuận', 'tổ chức phi lợi nhuận',
  // ko, ja, zh (found anywhere)
  '비영리', '재단', '구호단체', '사회복지법인', '협회', 'npo', '財団', '社団', '公益', '団体', '基金会', '慈善', '协会', '行业协会',
]);
/** A bank's or a market's word: an executive director there is its director (round 33, `legal-it-terms.ts`). */
const BANK = /(?<![\p{L}])(?:(?<!(?:food|blood|seed|milk|clothing|toy) )bank\p{L}*|capital|markets|investment|securities|equity|credit|wealth|asset management)(?![\p{L}])/u;

/** Membership's words in every language (customer_success). */
const MEMBERSHIP = foldTerms([
  'membership officer', 'membership manager', 'membership coordinator', 'membership engagement', 'membership services', 'membership development',
  'membership director', 'director of membership', 'head of membership', 'membership executive', 'membership administrator', 'member services',
  'member relations', 'member engagement', 'member experience', 'chapter relations', 'chapter services',
  'mitgliederservice', 'mitgliederbetreuung', 'mitgliederentwicklung', 'mitgliederverwaltung', 'mitgliedermanagement', 'relations adhérents',
  'relations avec les adhérents', 'relation adhérents', 'service adhérents', 'vie associative et des adhérents', 'adhérents', 'atención al socio',
  'atención a socios', 'responsable de socios', 'relaciones con socios', 'servicio al asociado', 'relacionamento com associados', 'atendimento ao associado',
  'servizi agli associati', 'servizi associati', 'relazioni con gli associati', 'ledenservice', 'ledenadministratie', 'ledenwerving', 'ledenbeheer',
  'obsługi członków', 'obsługa członków', 'relacji z członkami', 'medlemsservice', 'medlemsansvarig', 'medlemsrådgivare', 'jäsenpalvelu', 'jäsenpalvelut',
  'jäsenpalvelupäällikkö', 'jäsenasiat', 'členské základny', 'péče o členy', 'tagszolgáltatási', 'tagkapcsolati', 'relația cu membrii', 'servicii pentru membri',
  'εξυπηρέτησης μελών', 'σχέσεων με τα μέλη', 'роботи з членами', 'üye ilişkileri', 'üye hizmetleri', 'خدمات الأعضاء', 'علاقات الأعضاء', 'שירות לחברים',
  'קשרי חברים', 'सदस्य सेवा', 'layanan anggota', 'hubungan anggota', 'chăm sóc hội viên', '회원 서비스', '회원서비스', '회원 관리', '会員サービス',
  '会員サービス課長', '会員サービス担当', '会员服务', '会员关系',
]);
/** A seller's word: membership sold is sales. */
const SALES_WORD = /(?<![\p{L}])(?:sales|seller|vertrieb|ventes?|ventas|vendas|vendite|verkoop|sprzedaż|sprzedazy|försäljning|myynti|prodej|értékesítés|vânzări|πωλήσεων|продажів|satış|المبيعات|מכירות|bán hàng|penjualan)(?![\p{L}])|영업|営業|销售/u;

/** Volunteer services beyond round 32's coordinators (people). */
const VOLUNTEERS = foldTerms([
  'volunteer services', 'volunteering services', 'volunteer programme manager', 'volunteer program manager', 'volunteer engagement manager',
  'coordenadora de voluntários', 'coordenador de voluntários', 'gestora de voluntários', 'gestor de voluntários', 'volontärsamordnare', 'volontärkoordinator',
  'frivilligsamordnare', 'coordinatrice volontari', 'coordinatore volontari', 'responsable du bénévolat', 'responsable bénévolat', 'koordinátor dobrovolníků',
  'önkéntes koordinátor', 'koordynator wolontariuszy', 'координатор волонтерів', 'координаторка волонтерів', 'gönüllü koordinatörü',
]);

/** A programme manager's word in every language, at the role's start (operations; a nonprofit's: manager). */
const PROGRAMME_MANAGERS = foldTerms([
  'programme manager', 'program manager', 'senior programme manager', 'senior program manager', 'programmmanager', 'programmmanagerin', 'programmleiter',
  'programmleiterin', 'responsable de programmes', 'responsable de programme', 'responsable des programmes', 'gestionnaire de programme',
  'gerente de programas', 'gerente de programa', 'gestora de programas', 'gestor de programas', 'responsable de programas', 'responsabile di programma',
  'responsabile programmi', 'programmamanager', 'programma manager', 'kierownik programu', 'kierowniczka programu', 'menedżer programu', 'programansvarig',
  'programchef', 'ohjelmapäällikkö', 'programová manažerka', 'programový manažer', 'programmenedzser', 'manager de program', 'manager de programe',
  'υπεύθυνος προγραμμάτων', 'υπεύθυνη προγραμμάτων', 'менеджер програм', 'менеджерка програм', 'менеджер програми', 'program yöneticisi',
  'program müdürü', 'مدير برامج', 'مديرة برامج', 'مدير البرامج', 'مديرة البرامج', 'מנהל תוכניות', 'מנהלת תוכניות', 'מנהל תכניות', 'מנהלת תכניות',
  'कार्यक्रम प्रबंधक', 'manajer program', 'quản lý chương trình', 'プログラムマネージャー', 'プログラム・マネージャー',
]);
/** A programme's or a relief operation's coordinators (operations, whatever rank the words hold). */
const PROGRAMME_COORDINATORS = foldTerms([
  'coordinador de programas', 'coordinadora de programas', 'coordenador de programas', 'coordenadora de programas', 'coordinatore programmi',
  'coordinatrice programmi', 'coordinateur de programmes', 'coordinatrice de programmes', 'koordynator programów', 'koordynatorka programów',
  'programový koordinátor', 'programová koordinátorka', 'koordinator program', 'field coordinator', 'coordinateur terrain', 'coordinatrice terrain',
  'coordinador de terreno', 'coordinadora de terreno', 'emergency response coordinator', 'emergency coordinator', 'humanitarian response coordinator',
  'projektkoordinator nothilfe', 'projektkoordinatorin nothilfe', 'koordinator nothilfe', 'nothilfekoordinator', 'nothilfekoordinatorin',
]);
/** A deputy's word in the role: a deputy secretary general keeps the deputy's rank. */
const DEPUTY = /(?<![\p{L}])(?:deputy|assistant|vice|adjunto|adjunta|adjunct|adjuncta|adjoint|adjointe|aggiunto|aggiunta|stellv|stellvertretende\p{L}*|zastępca|biträdande|varapääsihteeri|helyettes|заступник\p{L}*|yardımcısı|نائب|סגן|סגנית|wakil|phó)(?![\p{L}])|副|부사무총장/u;
/** The IC markers after a programme manager (a stated individual role keeps ic). */
const IC_MARKER = /(?<![\p{L}])(?:ic|individual contributor|individual role|non managerial|no direct reports)(?![\p{L}])/u;

/** A country director or head of mission in every language (vp / executive); "chef de mission" only beside a nonprofit. */
const COUNTRY_DIRECTORS = foldTerms([
  'landesdirektor', 'landesdirektorin', 'länderdirektor', 'länderdirektorin', 'diretor de país', 'diretora de país',
  'capo missione', 'capomissione', 'jefe de misión', 'jefa de misión', 'chefe de missão', 'ředitel mise', 'ředitelka mise', 'vedoucí mise',
  'директор країнової програми', 'директорка країнової програми', 'країновий директор', 'країнова директорка', 'директор представництва',
  'direktur negara', 'kepala misi', 'trưởng đại diện quốc gia', '국가사무소장', '국가 사무소장', '国家代表处主任', '国别主任', '国家主任',
]);
const MISSION_CHIEFS = foldTerms(['chef de mission', 'cheffe de mission', 'chef de mission adjoint']);

/** A chief executive's title of an association, federation, chamber or foundation, at the role's start (c_level / executive). */
const CHIEFS = foldTerms([
  'secretary general', 'secretary-general', 'generalsekretär', 'generalsekretärin', 'hauptgeschäftsführer', 'hauptgeschäftsführerin', 'délégué général',
  'déléguée générale', 'secretario general', 'secretaria general', 'secretário geral', 'secretária geral', 'segretario generale', 'segretaria generale',
  'secretaris generaal', 'sekretarz generalny', 'sekretarz generalna', 'generalsekreterare', 'generalsekretær', 'pääsihteeri', 'toiminnanjohtaja',
  'generální sekretář', 'generální sekretářka', 'főtitkár', 'secretar general', 'γενικός γραμματέας', 'γενική γραμματέας', 'генеральний секретар',
  'генеральна секретарка', 'генеральный секретарь', 'genel sekreter', 'genel sekreteri', 'الأمين العام', 'الأمينة العامة', 'מזכיר כללי', 'מזכירה כללית',
  'महासचिव', 'mahasachiv', 'maha sachiv', 'sekretaris jenderal', 'tổng thư ký', 'directeur bestuurder', 'directrice bestuurder', '사무총장', '事務総長',
  '秘书长', '秘書長',
]);
/** An executive director's words in every language: the chief executive beside a nonprofit employer (not a bank's). */
const EXECUTIVE_DIRECTORS = foldTerms([
  'executive director', 'directeur exécutif', 'directrice exécutive', 'director ejecutivo', 'directora ejecutiva', 'diretor executivo', 'diretora executiva',
  'direttore esecutivo', 'direttrice esecutiva', 'uitvoerend directeur', 'dyrektor wykonawczy', 'dyrektorka wykonawcza', 'verksamhetschef',
  'výkonný ředitel', 'výkonná ředitelka', 'ügyvezető igazgató', 'director executiv', 'directoare executivă', 'εκτελεστικός διευθυντής',
  'εκτελεστική διευθύντρια', 'виконавчий директор', 'виконавча директорка', 'исполнительный директор', 'icra direktörü', 'المدير التنفيذي',
  'المديرة التنفيذية', 'מנהל כללי', 'מנהלת כללית', 'कार्यकारी निदेशक', 'direktur eksekutif', '사무국장', '事務局長', '执行主任', '執行長', '总干事',
]);

/** Museum collections beside a museum, gallery, library or archive (other). */
const COLLECTIONS = /(?<![\p{L}])(?:collections?|registrar|collection care)(?![\p{L}])/u;
const MUSEUM = /(?<![\p{L}])(?:museums?|gallery|galleries|archives?|library|heritage|natural history|art trust)(?![\p{L}])/u;
const CURATOR = /^(?:(?:assistant|associate|junior|senior) )?(?:curator|curatorial assistant|conservator)(?![\p{L}])/u;

/** A list's first match term by term (`wordsFinder`), or null. */
type Find = (text: string) => ClassFound | null;

interface Patterns {
  fundraising: Find;
  nonprofit: Find;
  membership: Find;
  volunteers: Find;
  /** A list's match at the title's start (`^(?:words(list))` as a pattern). */
  programmeManager: (text: string) => boolean;
  programmeCoordinator: Find;
  countryDirector: (text: string) => boolean;
  missionChief: (text: string) => boolean;
  chief: (text: string) => boolean;
  executiveDirector: RegExp;
}

let patterns: Patterns | undefined;

/**
 * Built on first use (a title that holds one of the round's literals), not at import; the lists are found term by term
 * (`wordsFinder`, speed41: no pattern to compile), a match at the start as the leftmost match at 0.
 */
function built(): Patterns {
  const at = (list: readonly string[]): ((text: string) => boolean) => {
    const find = wordsFinder(list);
    return (text) => find(text)?.index === 0;
  };
  return {
    fundraising: wordsFinder(FUNDRAISING),
    nonprofit: wordsFinder(NONPROFIT_TERMS),
    membership: wordsFinder(MEMBERSHIP),
    volunteers: wordsFinder(VOLUNTEERS),
    programmeManager: at(PROGRAMME_MANAGERS),
    programmeCoordinator: wordsFinder(PROGRAMME_COORDINATORS),
    countryDirector: at(COUNTRY_DIRECTORS),
    missionChief: at(MISSION_CHIEFS),
    chief: at(CHIEFS),
    executiveDirector: new RegExp(`^(?:${words(EXECUTIVE_DIRECTORS)})(?: , |$)`, 'u'),
  };
}

const set = (read: TitleClassification, fn: JobFunction): TitleClassification => ({ seniority: read.seniority, function: fn });
const ranked = (seniority: Seniority, fn: JobFunction): TitleClassification => ({ seniority, function: fn });

/** The readings a fundraising word beats (a fund's finance and a marketer's own reading are kept). */
const BEATEN_BY_FUNDRAISING: ReadonlySet<JobFunction> = new Set(['other', 'sales', 'customer_success', 'engineering', 'people', 'operations']);
const BEATEN_BY_MEMBERSHIP: ReadonlySet<JobFunction> = new Set(['other', 'engineering', 'operations', 'sales']);
/** The readings a programme's words beat when the role's own segment does not hold them (the employer's description lent them). */
const LENT_TO_PROGRAMMES: ReadonlySet<JobFunction> = new Set(['engineering', 'finance', 'marketing', 'sales']);

function readNonprofit(text: string, read: TitleClassification, readRole: (role: string) => TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null || fn === null) return read;
  const p = (patterns ??= built());
  const roleEnd = text.indexOf(' , ');
  const role = roleEnd < 0 ? text : text.slice(0, roleEnd);
  const inRole = (m: ClassFound | null): boolean => m !== null && (roleEnd < 0 || m.index < roleEnd);
  // The role's own reading, asked once at most (a later segment's words are the employer's when the role reads none).
  let roleRead: TitleClassification | undefined;
  const roleAlone = (): TitleClassification => (roleRead ??= roleEnd < 0 ? read : readRole(role));

  // The chief executive of an association, federation, chamber or foundation (a deputy's word keeps the deputy's rank).
  if (seniority !== 'c_level' && p.chief(text) && !DEPUTY.test(role)) return ranked('c_level', 'executive');
  if (seniority !== 'c_level' && p.executiveDirector.test(text) && !BANK.test(text)) {
    const cjk = /^(?:사무국장|事務局長|执行主任|執行長|总干事)/u.test(text);
    if (cjk ? /(?:団体|協会|財団|法人|npo|ngo|連盟|組合|会議所|협회|재단|단체|基金会|协会|组织)/u.test(text) : roleEnd >= 0 && p.nonprofit(text.slice(roleEnd)) !== null) {
      return ranked('c_level', 'executive');
    }
  }
  // A country director or head of mission (an audit's chef de mission only beside no nonprofit).
  if (seniority !== 'vp' && (fn === 'executive' || seniorityRank(seniority) < seniorityRank('vp'))) {
    if ((p.countryDirector(text) && !SALES_WORD.test(text)) || (p.missionChief(text) && roleEnd >= 0 && p.nonprofit(text.slice(roleEnd)) !== null)) return ranked('vp', 'executive');
  }
  // Fundraising: the trade's words, and a charity's development role.
  const gift = p.fundraising(text);
  const fundraising = gift !== null || FUNDRAISING_COMPOUND.test(text);
  if (fundraising && !CAPITAL.test(text)) {
    if (BEATEN_BY_FUNDRAISING.has(fn) && (gift === null || inRole(gift) || roleAlone().function === 'other')) return set(read, 'marketing');
    return read;
  }
  if (fn !== 'marketing' && DEVELOPMENT_ROLE.test(role) && !NOT_FUNDRAISING_DEVELOPMENT.test(text) && (GIFT_WORD.test(text) || /advancement|alumni/u.test(role) || (roleEnd >= 0 && p.nonprofit(text.slice(roleEnd)) !== null))) {
    return set(read, 'marketing');
  }
  // A public or community development officer develops an economy or a community, not software (round 32's convention: other).
  if (fn === 'engineering' && PUBLIC_DEVELOPMENT.test(role)) return set(read, 'other');
  // Membership: an association's members served.
  if (BEATEN_BY_MEMBERSHIP.has(fn) && inRole(p.membership(text)) && !SALES_WORD.test(text)) return set(read, 'customer_success');
  if (fn === 'other' && inRole(p.volunteers(text))) return set(read, 'people');
  // Programmes: a programme manager's or coordinator's words.
  if (p.programmeManager(text)) {
    let out = read;
    const nonprofit = roleEnd >= 0 && p.nonprofit(text.slice(roleEnd)) !== null;
    if (fn === 'other' || (nonprofit && LENT_TO_PROGRAMMES.has(fn) && roleAlone().function !== fn)) out = set(out, 'operations');
    if (seniority === 'ic' && nonprofit && !IC_MARKER.test(text)) out = ranked('manager', out.function ?? 'operations');
    return out;
  }
  if (inRole(p.programmeCoordinator(text))) {
    const lent = LENT_TO_PROGRAMMES.has(fn) && roleEnd >= 0 && p.nonprofit(text.slice(roleEnd)) !== null && roleAlone().function !== fn;
    if (fn === 'other' || lent) return set(read, 'operations');
  }
  // Museum collections: not a debt collector's finance, not an assistant's operations.
  if ((fn === 'finance' || fn === 'operations') && (CURATOR.test(role) || (COLLECTIONS.test(text) && MUSEUM.test(text)))) return set(read, 'other');
  return read;
}

/** The round's literals (the lists' own, the compound's stem anywhere, the development, curator and collections words). */
const NONPROFIT_GATE = TERM_GATE.slot(() => termNeedles([...FUNDRAISING, ...MEMBERSHIP, ...VOLUNTEERS, ...PROGRAMME_MANAGERS, ...PROGRAMME_COORDINATORS, ...COUNTRY_DIRECTORS, ...MISSION_CHIEFS, ...CHIEFS, ...EXECUTIVE_DIRECTORS]));
const NONPROFIT_WORDS_GATE = TERM_GATE.slot(() => ({
  anywhere: ['fundraising'],
  atWordStart: ['development', 'developpement', 'desarrollo', 'desenvolvimento', 'direttore sviluppo', 'direttrice sviluppo', 'alumni', 'curator', 'conservator', 'collection', 'registrar'],
}));

/** Round 39's reading after the rules (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export function nonprofitPass(readRole: (role: string) => TitleClassification): (text: string, read: TitleClassification) => TitleClassification {
  return gatedPass([NONPROFIT_GATE, NONPROFIT_WORDS_GATE], (text, read) => readNonprofit(text, read, readRole));
}

/** Every term of the round (a test checks each is folded as a title is). */
export function nonprofitTerms(): readonly string[] {
  return [...FUNDRAISING, ...NONPROFIT_TERMS, ...MEMBERSHIP, ...VOLUNTEERS, ...PROGRAMME_MANAGERS, ...PROGRAMME_COORDINATORS, ...COUNTRY_DIRECTORS, ...MISSION_CHIEFS, ...CHIEFS, ...EXECUTIVE_DIRECTORS];
}
