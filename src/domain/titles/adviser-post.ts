import { termPattern } from './entry-terms';

/**
 * Round 40 (issue #21, pairs40m; read set w3f's sales director who stays at Saint-Gobain as "Conseiller du président (mission
 * ponctuelle)", read as a promotion): an adviser's post to the company's chair, chief executive, board or management — the
 * post a director steps into on the way out, in every language — is a side role (`advisory`), whatever its hours: when it is
 * all that remains at the employer after the main job ended the person has left. A staff job that serves the chair (an
 * executive assistant, a secretary, a chief of staff, a "Referent des Vorstands") is a job, and is never read as a seat.
 *
 * Read on the text folded by `side-roles.ts` (`foldEntryText`). Compiled on first use.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

const ADVISER_WORDS: Terms = {
  en: ['adviser', 'advisor', 'senior adviser', 'senior advisor', 'special adviser', 'special advisor', 'counsellor', 'counselor'],
  de: ['berater', 'beraterin'],
  fr: ['conseiller', 'conseillère', 'conseiller spécial', 'conseillère spéciale'],
  es: ['asesor', 'asesora', 'consejero asesor', 'consejera asesora'],
  pt: ['conselheiro', 'conselheira', 'consultor sênior', 'consultora sênior'],
  it: ['consigliere', 'consigliera', 'advisor', 'consulente'],
  nl: ['adviseur', 'adviseuse', 'raadgever'],
  pl: ['doradca', 'doradczyni'],
  sv: ['rådgivare', 'senior rådgivare'],
  da: ['rådgiver'],
  no: ['rådgiver'],
  fi: ['neuvonantaja', 'neuvonantajana'],
  cs: ['poradce', 'poradkyně'],
  sk: ['poradca', 'poradkyňa'],
  hu: ['tanácsadó', 'tanácsadója', 'főtanácsadó', 'főtanácsadója'],
  ro: ['consilier', 'consilieră', 'consilierul'],
  el: ['σύμβουλος', 'ειδικός σύμβουλος'],
  uk: ['радник', 'радниця'],
  ru: ['советник', 'советница'],
  tr: ['danışman', 'danışmanı', 'başdanışman', 'başdanışmanı'],
  ar: ['مستشار', 'مستشارة'],
  he: ['יועץ', 'יועצת', 'יועץ בכיר', 'יועצת בכירה'],
  hi: ['सलाहकार', 'सलाहकार'],
  id: ['penasihat', 'penasehat'],
  vi: ['cố vấn'],
  ko: ['고문', '자문역', '자문위원'],
  ja: ['顧問', '相談役', 'アドバイザー'],
  zh: ['顾问', '高级顾问'],
};

const TOP_WORDS: Terms = {
  en: ['chairman', 'chairwoman', 'chairperson', 'the chair', 'ceo', 'chief executive', 'group ceo', 'president', 'the board', 'board of directors', 'management board', 'executive board', 'executive committee', 'managing director', 'founder', 'founders'],
  de: ['vorstand', 'vorstands', 'vorstandes', 'vorstandsvorsitzenden', 'vorstandsvorsitzender', 'vorstandsvorsitzende', 'geschäftsführung', 'geschäftsführers', 'geschäftsführerin', 'aufsichtsrats', 'aufsichtsratsvorsitzenden', 'präsidenten', 'präsidentin', 'konzernleitung', 'unternehmensleitung', 'inhabers'],
  fr: ['président', 'présidente', 'présidence', 'pdg', 'directeur général', 'directrice générale', 'direction générale', 'conseil d administration', 'comité exécutif', 'comex', 'fondateur'],
  es: ['presidente', 'presidenta', 'presidencia', 'consejero delegado', 'consejera delegada', 'director general', 'directora general', 'dirección general', 'consejo de administración', 'ceo', 'comité de dirección'],
  pt: ['presidente', 'presidência', 'presidente executivo', 'diretor presidente', 'diretoria', 'conselho de administração', 'ceo'],
  it: ['presidente', 'presidenza', 'amministratore delegato', 'direzione generale', 'direttore generale', 'consiglio di amministrazione', 'cda'],
  nl: ['raad van bestuur', 'directie', 'voorzitter', 'ceo', 'bestuur', 'algemeen directeur', 'directievoorzitter'],
  pl: ['prezes', 'prezesa', 'prezesa zarządu', 'zarząd', 'zarządu', 'dyrektor generalny', 'dyrektora generalnego', 'rady nadzorczej', 'przewodniczącego'],
  sv: ['vd', 'vd n', 'koncernchef', 'koncernchefen', 'styrelsen', 'styrelseordförande', 'styrelseordföranden', 'ordföranden', 'ledningen', 'koncernledningen'],
  da: ['direktionen', 'bestyrelsen', 'adm direktør', 'bestyrelsesformanden'],
  no: ['konsernsjef', 'styret', 'styreleder', 'administrerende direktør', 'ledelsen'],
  fi: ['toimitusjohtaja', 'toimitusjohtajan', 'hallituksen', 'hallituksen puheenjohtajan', 'johtoryhmän', 'konsernijohtajan'],
  cs: ['generálního ředitele', 'generální ředitelky', 'generální ředitel', 'představenstva', 'předsedy představenstva', 'předsedy', 'vedení', 'správní rady'],
  sk: ['generálneho riaditeľa', 'predstavenstva', 'predsedu predstavenstva', 'vedenia'],
  hu: ['vezérigazgató', 'vezérigazgatójának', 'vezérigazgatója', 'elnök', 'elnökének', 'elnöke', 'igazgatóság', 'igazgatóságának', 'igazgatótanács'],
  ro: ['președintelui', 'președinte', 'directorului general', 'director general', 'consiliului de administrație', 'ceo', 'conducerii'],
  el: ['προέδρου', 'πρόεδρος', 'διευθύνοντος συμβούλου', 'διευθύνων σύμβουλος', 'διοίκησης', 'διοικητικού συμβουλίου', 'ceo'],
  uk: ['голови правління', 'голови', 'генерального директора', 'правління', 'наглядової ради', 'президента'],
  ru: ['председателя правления', 'председателя', 'генерального директора', 'правления', 'совета директоров', 'президента'],
  tr: ['yönetim kurulu başkanı', 'yönetim kurulu', 'genel müdür', 'genel müdürü', 'ceo', 'başkanı', 'icra kurulu'],
  ar: ['رئيس مجلس الإدارة', 'مجلس الإدارة', 'الرئيس التنفيذي', 'المدير العام', 'الرئيس'],
  he: ['מנכ ל', 'למנכ ל', 'המנכ ל', 'יו ר', 'ליו ר', 'הדירקטוריון', 'לדירקטוריון', 'ההנהלה', 'להנהלה'],
  hi: ['अध्यक्ष', 'सीईओ', 'प्रबंध निदेशक', 'निदेशक मंडल', 'chairman', 'ceo'],
  id: ['presiden direktur', 'direktur utama', 'dewan direksi', 'direksi', 'komisaris utama', 'dewan komisaris', 'ceo'],
  vi: ['chủ tịch', 'tổng giám đốc', 'hđqt', 'hội đồng quản trị', 'ban giám đốc', 'ban lãnh đạo'],
  ko: ['회장', '부회장', '사장', '대표이사', '이사회', '경영진'],
  ja: ['会長', '社長', '取締役会', '代表取締役', '経営陣', '頭取'],
  zh: ['董事长', '总裁', '总经理', '董事会', '首席执行官'],
};

/** Staff who serve the chair or the board: a job, not a seat ("Executive Assistant to the Chairman", "Assistentin des Vorstands"). */
const STAFF_WORDS: Terms = {
  en: ['assistant', 'executive assistant', 'personal assistant', 'secretary', 'chief of staff', 'aide', 'office manager', 'executive secretary'],
  de: ['assistentin', 'assistent', 'referent', 'referentin', 'sekretärin', 'sekretär', 'büroleiter', 'büroleiterin', 'vorstandsassistentin', 'vorstandsreferent'],
  fr: ['assistante', 'assistant', 'secrétaire', 'chef de cabinet', 'directeur de cabinet', 'directrice de cabinet', 'chargé de mission', 'chargée de mission'],
  es: ['asistente', 'secretaria', 'secretario', 'jefe de gabinete', 'jefa de gabinete', 'adjunto', 'adjunta'],
  pt: ['assistente', 'secretária', 'secretário', 'assessor', 'assessora', 'chefe de gabinete'],
  it: ['assistente', 'segretaria', 'segretario', 'capo di gabinetto', 'staff'],
  nl: ['assistent', 'assistente', 'secretaresse', 'secretaris', 'managementassistent', 'bestuurssecretaris'],
  pl: ['asystent', 'asystentka', 'sekretarka', 'sekretarz', 'szef gabinetu', 'szefowa gabinetu', 'biuro'],
  sv: ['assistent', 'sekreterare', 'stabschef'],
  fi: ['assistentti', 'sihteeri', 'esikuntapäällikkö'],
  cs: ['asistent', 'asistentka', 'sekretářka', 'sekretář', 'vedoucí kanceláře', 'ředitel kanceláře'],
  hu: ['asszisztens', 'asszisztense', 'titkár', 'titkárnő', 'kabinetfőnök', 'hivatalvezető'],
  ro: ['asistent', 'asistentă', 'secretar', 'secretară', 'șef de cabinet'],
  el: ['βοηθός', 'γραμματέας', 'διευθυντής γραφείου', 'διευθύντρια γραφείου'],
  uk: ['помічник', 'помічниця', 'асистент', 'асистентка', 'секретар', 'керівник апарату'],
  ru: ['помощник', 'помощница', 'ассистент', 'секретарь', 'руководитель аппарата'],
  tr: ['asistanı', 'asistan', 'sekreteri', 'sekreter', 'özel kalem', 'özel kalem müdürü'],
  ar: ['مساعد', 'مساعدة', 'سكرتير', 'سكرتيرة', 'مدير مكتب', 'مديرة مكتب'],
  he: ['עוזר', 'עוזרת', 'מזכיר', 'מזכירה', 'ראש מטה', 'מנהלת לשכה', 'מנהל לשכה'],
  hi: ['सहायक', 'सचिव', 'निजी सचिव'],
  id: ['asisten', 'sekretaris', 'kepala staf'],
  vi: ['trợ lý', 'thư ký', 'chánh văn phòng'],
  ko: ['비서', '비서실장', '수행비서'],
  ja: ['秘書', '秘書室長', '室長'],
  zh: ['秘书', '助理', '办公室主任'],
};

let either: RegExp | null = null;
let adviser: RegExp | null = null;
let top: RegExp | null = null;
let staff: RegExp | null = null;

/**
 * What the folded title is beside the chair, the chief executive or the board: an adviser's post, a staff job, or neither
 * (null). One scan for the adviser's and the staff's words together first: most titles hold neither (read for every title
 * `side-roles.ts` classifies, so the three lists are scanned only where one of the two kinds of word is).
 */
export function postToTheTop(text: string): 'adviser' | 'staff' | null {
  either ??= termPattern(ADVISER_WORDS, STAFF_WORDS);
  if (!either.test(text)) return null;
  top ??= termPattern(TOP_WORDS);
  if (!top.test(text)) return null;
  staff ??= termPattern(STAFF_WORDS);
  if (staff.test(text)) return 'staff';
  adviser ??= termPattern(ADVISER_WORDS);
  return adviser.test(text) ? 'adviser' : null;
}
