import { memoiseByString } from '../company/memoise';
import { escapeRegExp, stripAccents } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';

/*
 * Round 37 (issue #21, w4l's "EHS主管（顺德工厂）" → "环境健康安全主管（顺德工厂）EHS Supervisor"): a role's or a department's
 * acronym written out in place, in any language, is no change. Round 9's initials rule (`initialsAlike`) reads an English
 * acronym against the initials of the words on the other side; it cannot read "HR" against "Personalabteilung", "人力资源" or
 * "משאבי אנוש", nor "İSG" against "İş Sağlığı ve Güvenliği" (Turkish initials skip "ve" but keep the suffix-bearing words), nor
 * "R&D" against "研发". The trade's acronyms are a closed set: each concept is listed once with every way it is abbreviated and
 * every way it is written out in the 24 languages and English. Both titles are read with each concept's forms replaced by one
 * mark; the caller asks `sameRole` of the marked titles, so the rest of the title (the rank, the unit, a gloss) is judged by the
 * older rules. Asked only where a concept is abbreviated on one side and written out on the other: "QA Lead" → "HR Lead" and
 * "IT Manager" → "IT Director" are changes the older rules read as they did.
 */

/** One concept: its acronyms (matched as written, capitals) and its written-out forms (matched folded, at a word's start). */
interface Concept {
  /** The mark both titles get, an acronym in capitals (so a gloss after it still reads as an acronym). */
  mark: string;
  acronyms: readonly string[];
  /**
   * Written-out forms, folded (accents stripped, lower case). A form matches at a word's start and may run on into a compound
   * ("personalreferentin", "henkilostopaallikko", "kutatas-fejlesztesi"); a form ending in "~" must run on (the German and
   * Swedish "Personal-" is HR only as a compound's first part: "Personal Assistant" is no HR assistant); a form ending in "="
   * must end a word.
   */
  written: readonly string[];
}

const CONCEPTS: readonly Concept[] = [
  {
    mark: 'HR',
    acronyms: ['HR', 'RH', 'RRHH', 'RR.HH.', 'RR. HH.', 'İK', 'IK', 'SDM', 'HRD', 'HRM'],
    written: [
      'human resources', 'human resource', 'personalabteilung', 'personalwesen', 'personal~', 'ressources humaines', 'recursos humanos',
      'risorse umane', 'human resources', 'personeelszaken', 'zasobow ludzkich', 'zasoby ludzkie', 'zasobami ludzkimi', 'henkilosto',
      'personalni', 'lidskych zdroju', 'lidske zdroje', 'emberi eroforras', 'human eroforras', 'humaneroforras', 'resurse umane',
      'resurselor umane', 'ανθρωπινου δυναμικου', 'ανθρωπινο δυναμικο', 'ανθρωπινων πορων', 'з персоналу', 'по персоналу',
      'персоналу', 'кадрів', 'кадров', 'insan kaynaklari', 'الموارد البشرية', 'الموارد البشريه', 'משאבי אנוש', 'मानव संसाधन',
      'sumber daya manusia', 'nhan su', '인사', '人事', '人力资源', '人力資源',
    ],
  },
  {
    mark: 'IT',
    acronyms: ['IT', 'TI', 'BT', 'CNTT', 'IKT', 'ІТ', 'ИТ'],
    written: [
      'information technology', 'information technologies', 'informationstechnik', 'informationstechnologie', "technologies de l'information",
      'technologies de l’information', "technologie de l'information", 'tecnologias de la informacion', 'tecnologia de la informacion',
      'tecnologia da informacao', 'tecnologias da informacao', "tecnologia dell'informazione", 'tecnologie informatiche',
      'informatietechnologie', 'technologii informatycznych', 'technologie informatyczne', 'informationsteknik', 'tietotekniikka',
      'informacnich technologii', 'informacni technologie', 'informatikai', 'tehnologia informatiei', 'tehnologiei informatiei',
      'πληροφορικης=', 'πληροφορικη=', 'інформаційних технологій', 'информационных технологий', 'bilgi teknolojileri', 'bilgi islem',
      'تقنية المعلومات', 'تكنولوجيا المعلومات', 'מערכות מידע', 'טכנולוגיות מידע', 'सूचना प्रौद्योगिकी', 'teknologi informasi',
      'cong nghe thong tin', '정보기술', '情報技術', '情報システム', '信息技术', '資訊科技', '信息科技', '資訊技術',
    ],
  },
  {
    mark: 'ICT',
    acronyms: ['ICT', 'TIC', 'ИКТ', 'ІКТ'],
    written: [
      'information and communication technology', 'information and communications technology', 'information and communication technologies',
      'informatie- en communicatietechnologie', 'informatie en communicatietechnologie', "technologies de l'information et de la communication",
      'tecnologias de la informacion y la comunicacion', 'tecnologias de informacao e comunicacao', 'teknologi informasi dan komunikasi',
      'bilgi ve iletisim teknolojileri', 'informations- und kommunikationstechnik', 'informations- und kommunikationstechnologie',
    ],
  },
  {
    mark: 'R&D',
    acronyms: ['R&D', 'R+D', 'R & D', 'F&E', 'FuE', 'F+E', 'I+D', 'I&D', 'P&D', 'R&S', 'FoU', 'T&K', 'K+F', 'B+R', 'B&R', 'VaV', 'C&D', 'C+D', 'Ε&Α', 'Ε & Α', 'Ar-Ge', 'AR-GE', 'ARGE', 'НДДКР', 'НИОКР', 'מו״פ', 'מו"פ', 'Litbang', 'LITBANG'],
    written: [
      'research and development', 'research & development', 'forschung und entwicklung', 'forschung & entwicklung', 'recherche et developpement',
      'recherche & developpement', 'investigacion y desarrollo', 'pesquisa e desenvolvimento', 'investigacao e desenvolvimento',
      'ricerca e sviluppo', 'onderzoek en ontwikkeling', 'badan i rozwoju', 'badania i rozwoju', 'badania i rozwoj', 'forskning och utveckling',
      'forskning & utveckling', 'tutkimus- ja kehitys', 'tutkimus ja kehitys', 'vyzkumu a vyvoje', 'vyzkum a vyvoj', 'kutatas-fejleszt',
      'kutatas es fejleszt', 'cercetare-dezvoltare', 'cercetare si dezvoltare', 'cercetare dezvoltare', 'ερευνας και αναπτυξης', 'ερευνα και αναπτυξη',
      'arastirma ve gelistirme', 'arastirma gelistirme', 'arastirma-gelistirme', 'досліджень і розробок', 'досліджень та розробок',
      'исследований и разработок', 'البحث والتطوير', 'البحث و التطوير', 'מחקר ופיתוח', 'अनुसंधान एवं विकास', 'अनुसंधान और विकास',
      'penelitian dan pengembangan', 'nghien cuu va phat trien', 'nghien cuu phat trien', '연구개발', '研究開発', '研究开发', '研发', '研發',
    ],
  },
  {
    mark: 'QA',
    acronyms: ['QA', 'AQ'],
    written: [
      'quality assurance', 'qualitatssicherung', 'assurance qualite', 'assurance de la qualite', 'aseguramiento de la calidad', 'aseguramiento de calidad',
      'garantia da qualidade', 'garantia de qualidade', 'garanzia della qualita', 'garanzia qualita', 'assicurazione qualita', 'assicurazione della qualita',
      'kwaliteitsborging', 'zapewnienia jakosci', 'zapewnienie jakosci', 'kvalitetssakring', 'laadunvarmistus', 'zajisteni kvality',
      'minosegbiztosit', 'asigurarea calitatii', 'asigurare a calitatii', 'asigurarea calitatii', 'διασφαλισης ποιοτητας', 'διασφαλιση ποιοτητας',
      'забезпечення якості', 'обеспечения качества', 'kalite guvence', 'ضمان الجودة', 'ضمان الجوده', 'אבטחת איכות', 'गुणवत्ता आश्वासन',
      'penjaminan mutu', 'jaminan kualitas', 'jaminan mutu', 'dam bao chat luong', '품질보증', '품질 보증', '品質保証', '质量保证', '品質保證', '质量保障',
    ],
  },
  {
    mark: 'QC',
    acronyms: ['QC', 'CQ'],
    written: [
      'quality control', 'qualitatskontrolle', 'controle qualite', 'controle de la qualite', 'control de calidad', 'controle de qualidade',
      'controle da qualidade', 'controllo qualita', 'controllo della qualita', 'kwaliteitscontrole', 'kontroli jakosci', 'kontrola jakosci',
      'kvalitetskontroll', 'laadunvalvonta', 'kontrola kvality', 'kontroly kvality', 'minosegellenorz', 'controlul calitatii', 'control calitate',
      'ελεγχου ποιοτητας', 'ελεγχος ποιοτητας', 'контролю якості', 'контроля качества', 'kalite kontrol', 'مراقبة الجودة', 'ضبط الجودة',
      'בקרת איכות', 'गुणवत्ता नियंत्रण', 'kontrol kualitas', 'pengendalian mutu', 'kontrol mutu', 'kiem soat chat luong', '품질관리', '品質管理',
      '质量控制', '品質管制', '质量管控',
    ],
  },
  {
    mark: 'QM',
    acronyms: ['QM', 'QMS'],
    written: ['quality management', 'qualitatsmanagement', 'kwaliteitsmanagement', 'kvalitetsledning', 'laatujohtaminen', 'zarzadzania jakoscia', 'rizeni kvality', 'minosegiranyit', 'gestion de la qualite', 'gestion de calidad', 'gestao da qualidade', 'gestione qualita', 'gestione della qualita'],
  },
  {
    mark: 'EHS',
    acronyms: ['EHS', 'HSE', 'SHE', 'HS&E', 'ESH', 'HSSE', 'SSMA', 'OHS', 'OH&S', 'H&S', 'SST', 'SSL', 'PRL', 'BHP', 'BOZP', 'SSM', 'İSG', 'ISG', 'K3', 'ОП', 'ОТ'],
    written: [
      'environment, health and safety', 'environment, health & safety', 'environment health and safety', 'environment health & safety',
      'environmental health and safety', 'environmental, health and safety', 'environmental, health & safety', 'health, safety and environment',
      'health, safety & environment', 'health safety and environment', 'health safety & environment', 'safety, health and environment',
      'safety, health & environment', 'safety health and environment', 'umwelt-, gesundheits- und arbeitsschutz', 'arbeits-, gesundheits- und umweltschutz',
      'arbeits- und umweltschutz', 'hygiene securite environnement', 'hygiene, securite, environnement', 'hygiene, securite et environnement',
      'sante securite environnement', 'sante, securite, environnement', 'seguridad, salud y medio ambiente', 'seguridad salud y medio ambiente',
      'medio ambiente, seguridad y salud', 'saude, seguranca e meio ambiente', 'seguranca, saude e meio ambiente', 'saude seguranca e meio ambiente',
      'seguranca, meio ambiente e saude', 'salute, sicurezza e ambiente', 'salute sicurezza e ambiente', 'ambiente, salute e sicurezza',
      'ambiente salute e sicurezza', 'veiligheid, gezondheid en milieu', 'gezondheid, veiligheid en milieu', 'bezpieczenstwa, higieny pracy i ochrony srodowiska',
      'miljo, halsa och sakerhet', 'ymparisto, terveys ja turvallisuus', 'zivotniho prostredi, bezpecnosti a ochrany zdravi', 'kornyezetvedelmi, egeszsegugyi es biztonsagi',
      'mediu, sanatate si securitate', 'υγειας, ασφαλειας και περιβαλλοντος', 'υγεια, ασφαλεια και περιβαλλον', 'охорони праці та довкілля',
      'saglik, guvenlik ve cevre', 'is sagligi, guvenligi ve cevre', 'الصحة والسلامة والبيئة', 'الصحة و السلامة و البيئة', 'السلامة والصحة والبيئة',
      'בטיחות, גהות וסביבה', 'בטיחות גהות וסביבה', 'पर्यावरण, स्वास्थ्य और सुरक्षा', 'स्वास्थ्य, सुरक्षा और पर्यावरण', 'keselamatan, kesehatan dan lingkungan',
      'kesehatan, keselamatan dan lingkungan', 'moi truong, suc khoe va an toan', 'an toan, suc khoe va moi truong', '환경안전보건', '환경보건안전', '안전보건환경',
      '환경안전', '안전환경', '環境安全衛生', '安全衛生環境', '環境安全', '环境健康安全', '环境、健康与安全', '环境、健康和安全', '环境健康与安全', '环境、健康、安全',
      '环境健康和安全', '环境安全健康', '环境与安全', '环境安全', '環境健康安全',
      // Safety and health at work, with no environment named: the same desk, glossed as HSE in every set ('İSG Uzmanı (HSE Specialist)').
      'occupational health and safety', 'occupational health & safety', 'occupational safety and health', 'health and safety', 'health & safety',
      'arbeitsschutz', 'arbeitssicherheit', 'sante et securite au travail', 'sante-securite au travail', 'seguridad y salud en el trabajo',
      'seguridad y salud laboral', 'prevencion de riesgos laborales', 'saude e seguranca do trabalho', 'saude e seguranca no trabalho',
      'seguranca e saude do trabalho', 'seguranca e saude no trabalho', 'seguranca do trabalho', 'salute e sicurezza sul lavoro', 'sicurezza sul lavoro',
      'arbo=', 'arbeidsomstandigheden', 'bezpieczenstwa i higieny pracy', 'bezpieczenstwo i higiena pracy', 'arbetsmiljo', 'tyoturvallisuus',
      'bezpecnosti a ochrany zdravi pri praci', 'bezpecnost a ochrana zdravi pri praci', 'munkavedelmi', 'munkavedelem', 'securitate si sanatate in munca',
      'securitatea si sanatatea in munca', 'securitatii si sanatatii in munca', 'υγειας και ασφαλειας της εργασιας', 'υγεια και ασφαλεια στην εργασια',
      'охорони праці', 'охрана труда', 'охраны труда', 'is sagligi ve guvenligi', 'is guvenligi', 'الصحة والسلامة المهنية', 'السلامة والصحة المهنية',
      'בטיחות וגיהות', 'בטיחות וגהות', 'व्यावसायिक स्वास्थ्य और सुरक्षा', 'keselamatan dan kesehatan kerja', 'kesehatan dan keselamatan kerja',
      'an toan lao dong', 'an toan ve sinh lao dong', '산업안전보건', '안전보건', '労働安全衛生', '安全衛生', '职业健康安全', '职业健康与安全', '職業安全衛生',
    ],
  },
  {
    mark: 'PR',
    acronyms: ['PR', 'RP', 'RRPP', 'RR.PP.'],
    written: [
      'public relations', 'relations publiques', 'relations presse', 'relaciones publicas', 'relacoes publicas', 'relazioni pubbliche', 'public relations',
      'publieke relaties', 'public relations', 'relatii publice', 'relatiile publice', 'δημοσιων σχεσεων', 'δημοσιες σχεσεις', 'зв’язків з громадськістю',
      "зв'язків з громадськістю", 'связей с общественностью', 'halkla iliskiler', 'العلاقات العامة', 'יחסי ציבור', 'जनसंपर्क', 'hubungan masyarakat',
      'quan he cong chung', '홍보', '広報', '公关', '公共关系', '公共關係', '公關',
    ],
  },
  { mark: 'KAM', acronyms: ['KAM'], written: ['key account manager', 'key accountmanager', 'key-account-manager', 'key account managerin', 'key account management'] },
  { mark: 'SDR', acronyms: ['SDR'], written: ['sales development representative', 'sales development rep='] },
  { mark: 'BDR', acronyms: ['BDR'], written: ['business development representative', 'business development rep='] },
  {
    mark: 'AP',
    acronyms: ['AP'],
    written: ['accounts payable', 'account payable', 'kreditorenbuchhaltung', 'comptabilite fournisseurs', 'cuentas por pagar', 'contas a pagar', 'contabilita fornitori', 'crediteurenadministratie', 'hutang usaha', 'utang usaha', 'cong no phai tra', '買掛金', '应付账款', '應付帳款'],
  },
  {
    mark: 'AR',
    acronyms: ['AR'],
    written: ['accounts receivable', 'account receivable', 'debitorenbuchhaltung', 'comptabilite clients', 'cuentas por cobrar', 'contas a receber', 'contabilita clienti', 'debiteurenadministratie', 'piutang usaha', 'cong no phai thu', '売掛金', '应收账款', '應收帳款'],
  },
  { mark: 'FP&A', acronyms: ['FP&A', 'FP & A', 'FPA'], written: ['financial planning and analysis', 'financial planning & analysis', 'financial planning and analytics', 'planification et analyse financiere', 'planeacion y analisis financiero', 'planejamento e analise financeira', '财务计划与分析', '财务规划与分析'] },
  { mark: 'MRO', acronyms: ['MRO'], written: ['maintenance, repair and overhaul', 'maintenance, repair & overhaul', 'maintenance repair and overhaul', 'maintenance repair & overhaul', 'maintenance, repair and operations', 'maintenance, repair & operations', 'maintenance repair and operations', 'maintenance repair & operations'] },
  {
    mark: 'CI',
    acronyms: ['CI', 'KVP'],
    written: [
      'continuous improvement', 'kontinuierliche verbesserung', 'kontinuierlicher verbesserungsprozess', 'kontinuierlichen verbesserung', 'amelioration continue',
      'mejora continua', 'melhoria continua', 'miglioramento continuo', 'continu verbeteren', 'continue verbetering', 'ciaglego doskonalenia', 'ciagle doskonalenie',
      'standiga forbattringar', 'jatkuva parantaminen', 'jatkuvan parantamisen', 'neustale zlepsovani', 'neustaleho zlepsovani', 'folyamatos fejleszt',
      'imbunatatire continua', 'imbunatatirii continue', 'συνεχους βελτιωσης', 'συνεχης βελτιωση', 'безперервного вдосконалення', 'непрерывного улучшения',
      'surekli iyilestirme', 'التحسين المستمر', 'שיפור מתמיד', 'निरंतर सुधार', 'perbaikan berkelanjutan', 'cai tien lien tuc', '지속적 개선', '지속개선',
      '継続的改善', '持续改进', '持續改善', '持续改善',
    ],
  },
  { mark: 'WFM', acronyms: ['WFM'], written: ['workforce management', 'workforce planning and management'] },
  {
    mark: 'CX',
    acronyms: ['CX'],
    written: ['customer experience', 'kundenerlebnis', 'kundenerfahrung', 'experience client', 'experiencia del cliente', 'experiencia de cliente', 'experiencia cliente', 'experiencia do cliente', 'esperienza cliente', 'esperienza del cliente', 'klantbeleving', 'klantervaring', 'doswiadczen klienta', 'doswiadczenia klienta', 'kundupplevelse', 'asiakaskokemus', 'zakaznicke zkusenosti', 'ugyfelelmeny', 'experienta clientului', 'εμπειριας πελατη', 'клієнтського досвіду', 'клиентского опыта', 'musteri deneyimi', 'تجربة العملاء', 'חוויית לקוח', 'ग्राहक अनुभव', 'pengalaman pelanggan', 'trai nghiem khach hang', '고객경험', '고객 경험', '顧客体験', '客户体验', '客戶體驗'],
  },
  { mark: 'PMO', acronyms: ['PMO'], written: ['project management office', 'programme management office', 'program management office', 'bureau de projets', 'oficina de proyectos', 'oficina de gestion de proyectos', 'escritorio de projetos', 'escritorio de gerenciamento de projetos', '项目管理办公室', '項目管理辦公室', '專案管理辦公室'] },
  { mark: 'GM', acronyms: ['GM'], written: ['general manager'] },
  { mark: 'CEO', acronyms: ['CEO'], written: ['chief executive officer', '首席执行官', '首席執行官', '最高経営責任者', '최고경영자', 'الرئيس التنفيذي'] },
  { mark: 'CFO', acronyms: ['CFO'], written: ['chief financial officer', 'chief finance officer', '首席财务官', '首席財務官', '最高財務責任者', '최고재무책임자', 'المدير المالي التنفيذي'] },
  { mark: 'COO', acronyms: ['COO'], written: ['chief operating officer', 'chief operations officer', '首席运营官', '首席營運官', '最高執行責任者', '최고운영책임자', 'الرئيس التنفيذي للعمليات'] },
  { mark: 'CTO', acronyms: ['CTO'], written: ['chief technology officer', 'chief technical officer', '首席技术官', '首席技術官', '最高技術責任者', '최고기술책임자', 'الرئيس التنفيذي للتقنية'] },
  { mark: 'CIO', acronyms: ['CIO'], written: ['chief information officer', '首席信息官', '首席資訊官', '最高情報責任者', '최고정보책임자'] },
  { mark: 'CMO', acronyms: ['CMO'], written: ['chief marketing officer', '首席营销官', '首席市場官', '最高マーケティング責任者', '최고마케팅책임자'] },
  { mark: 'CHRO', acronyms: ['CHRO'], written: ['chief human resources officer', 'chief people officer', '首席人力资源官', '最高人事責任者', '최고인사책임자'] },
  { mark: 'DRH', acronyms: ['DRH'], written: ['directeur des ressources humaines', 'directrice des ressources humaines'] },
  { mark: 'DAF', acronyms: ['DAF'], written: ['directeur administratif et financier', 'directrice administrative et financiere', 'directeur administratif & financier'] },
  { mark: 'DSI', acronyms: ['DSI'], written: ["directeur des systemes d'information", "directrice des systemes d'information", 'directeur des systemes d’information'] },
  { mark: 'RSPP', acronyms: ['RSPP'], written: ['responsabile del servizio di prevenzione e protezione', 'responsabile servizio prevenzione e protezione'] },
  { mark: 'SCM', acronyms: ['SCM'], written: ['supply chain management'] },
  { mark: 'BI', acronyms: ['BI'], written: ['business intelligence'] },
  { mark: 'HRBP', acronyms: ['HRBP'], written: ['hr business partner', 'human resources business partner', 'people business partner'] },
  { mark: 'L&D', acronyms: ['L&D', 'L & D'], written: ['learning and development', 'learning & development'] },
  { mark: 'C&B', acronyms: ['C&B', 'C & B'], written: ['compensation and benefits', 'compensation & benefits', 'comp and ben', '薪酬福利', '薪酬与福利'] },
  { mark: 'TA', acronyms: ['TA'], written: ['talent acquisition'] },
];

interface Compiled {
  mark: string;
  acronym: RegExp;
  written: RegExp;
}

/** Letters an acronym may not touch: those of the alphabets it is written in (Han, Kana and Hangul run on without a space). */
const EDGE = '\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Devanagari}\\p{M}&+';
/** Scripts written without spaces between words: a written-out form in them matches anywhere. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const fold = (s: string): string => stripAccents(s.replace(/’/gu, "'")).toLowerCase();

function acronymPattern(acronyms: readonly string[], flags: string): RegExp {
  return new RegExp(`(?<![${EDGE}])(?:${[...acronyms].sort((x, y) => y.length - x.length).map(escapeRegExp).join('|')})(?![${EDGE}])`, flags);
}

/** Built on first use: one pattern for a concept's acronyms (as written) and one for its written-out forms (folded). */
let compiled: readonly Compiled[] | null = null;
function concepts(): readonly Compiled[] {
  compiled ??= CONCEPTS.map((c) => {
    const written = [...c.written].sort((x, y) => y.length - x.length).map((w) => {
      const body = escapeRegExp(fold(w.replace(/[~=]$/u, '')));
      const start = UNSPACED.test(w) ? '' : '(?<![\\p{L}\\p{M}])';
      return `${start}${body}${w.endsWith('~') ? '(?=\\p{L})' : w.endsWith('=') ? '(?![\\p{L}\\p{M}])' : ''}`;
    });
    return { mark: c.mark, acronym: acronymPattern(c.acronyms, 'gu'), written: new RegExp(`(?:${written.join('|')})`, 'gu') };
  });
  return compiled;
}

/** Any acronym of the table at all: the cheap question asked of both titles first. */
let anyAcronym: RegExp | null = null;
function hasAcronym(title: string): boolean {
  anyAcronym ??= acronymPattern([...new Set(CONCEPTS.flatMap((c) => c.acronyms))], 'u');
  return anyAcronym.test(title);
}

/** A title folded letter by letter (accents stripped, lower case), with each folded letter's place in the title. */
function folded(title: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of title) {
    const f = fold(ch);
    for (let k = 0; k < f.length; k++) at.push(i);
    text += f;
    i += ch.length;
  }
  at.push(i);
  return { text, at };
}

interface Marked {
  /** The title with each concept's acronyms and written-out forms replaced by its mark. */
  text: string;
  abbreviated: ReadonlySet<string>;
  writtenOut: ReadonlySet<string>;
}

/** The title with the table's concepts marked, and which concepts it abbreviates and which it writes out. */
const marked = memoiseByString((title: string): Marked => {
  const abbreviated = new Set<string>();
  const writtenOut = new Set<string>();
  // Spans of the title to replace: [start, end, mark], acronyms first (read as written), then written-out forms (read folded).
  const spans: Array<[number, number, string]> = [];
  const free = (s: number, e: number): boolean => spans.every(([x, y]) => e <= x || s >= y);
  for (const c of concepts()) {
    for (const m of title.matchAll(c.acronym)) {
      const s = m.index;
      const e = s + m[0].length;
      if (!free(s, e)) continue;
      spans.push([s, e, c.mark]);
      abbreviated.add(c.mark);
    }
  }
  const f = folded(title);
  for (const c of concepts()) {
    for (const m of f.text.matchAll(c.written)) {
      const s = f.at[m.index] ?? 0;
      const e = f.at[m.index + m[0].length] ?? title.length;
      if (!free(s, e)) continue;
      spans.push([s, e, c.mark]);
      writtenOut.add(c.mark);
    }
  }
  spans.sort((x, y) => y[0] - x[0]);
  let text = title;
  for (const [s, e, mark] of spans) {
    // The mark stands apart from the letters around it ("Personalreferentin" → "HR referentin", "HR部長" stays as it is).
    const before = s > 0 && /[\p{L}\p{N}]/u.test(text[s - 1] ?? '') && /[\p{Script=Latin}]/u.test(text[s - 1] ?? '') ? ' ' : '';
    const after = e < text.length && /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u.test(text[e] ?? '') ? ' ' : '';
    text = `${text.slice(0, s)}${before}${mark}${after}${text.slice(e)}`;
  }
  return { text: text.replace(/\s+/gu, ' ').trim(), abbreviated, writtenOut };
});

/**
 * The two titles with each acronym of the table and each of its written-out forms replaced by one mark, when a concept is
 * abbreviated on one side and written out on the other (round 37); null otherwise. Either title may also write the concept the
 * other way beside ("环境健康安全主管 EHS Supervisor": written out, then glossed).
 */
export function acronymsAligned(a: string, b: string): readonly [string, string] | null {
  if (!hasAcronym(a) && !hasAcronym(b)) return null;
  const ma = marked(a);
  const mb = marked(b);
  const crossed = [...ma.abbreviated].some((c) => mb.writtenOut.has(c) && !ma.writtenOut.has(c)) || [...mb.abbreviated].some((c) => ma.writtenOut.has(c) && !mb.writtenOut.has(c));
  if (!crossed || (ma.text === a && mb.text === b)) return null;
  return [ma.text, mb.text];
}

/**
 * Small words that join a role to its department ("Specjalista ds. BHP", "Ingenjör inom FoU", "Jefe de RRHH"), set aside with
 * the word order when the marked titles are compared: "Ingenjör inom R&D" is "R&D-ingenjör".
 */
const JOINERS: ReadonlySet<string> = new Set([
  'of', 'for', 'in', 'and', 'the', 'de', 'des', 'du', 'la', 'le', 'les', 'del', 'da', 'do', 'das', 'dos', 'di', 'della', 'dello', 'dell', 'ds', 'fur',
  'im', 'der', 'inom', 'for', 'van', 'voor', 'het', 'z', 'w', 'pro', 'v', 'al', 'alla', 'en', 'y', 'e', 'et', 'i', 'och', 'ja', 'a', 'si', 've', 'dan', 'va',
  'з', 'по', 'в', 'для', 'για', 'της', 'του', 'των', 'και',
]);

/** The marked titles written the same way: letters alike once case, spaces, hyphens, joining words and word order are set aside. */
export function sameOnceAligned(a: string, b: string): boolean {
  const squash = (t: string): string => fold(t).replace(/[\s\-‐–—_.·]+/gu, '');
  const bag = (t: string): string => fold(t).split(/[^\p{L}\p{M}\p{N}&]+/u).filter((w) => w !== '' && !JOINERS.has(w)).sort().join(' ');
  return squash(a) === squash(b) || bag(a) === bag(b);
}

/** A gloss at a title's end: in brackets, or Latin words run on after another script. */
const TRAILING_GLOSS = /^(.*?\S)\s*(?:[(（]([^()（）]+)[)）]|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}）])\s*(\p{Script=Latin}[\p{Script=Latin}\p{N}\s&.'’/-]*))\s*$/u;

const NEIGHBOUR_RANKS: ReadonlySet<string> = new Set(['manager', 'director']);

/**
 * A marked title without the English gloss after it that names the same concept as the title (round 37: "İş Sağlığı ve Güvenliği
 * Uzmanı (HSE Specialist)", "质量保证主管 QA Supervisor"): the gloss restates the title when it holds a mark the rest holds too,
 * is in Latin letters, and names the rest's rank (or a head's neighbouring one: "Trưởng phòng" is put as manager or director);
 * null when there is no such gloss. "QA担当 (Senior QA Manager)" adds a rank and keeps its gloss.
 */
export function withoutRestatingGloss(title: string): string | null {
  const m = TRAILING_GLOSS.exec(title);
  const rest = m?.[1]?.trim() ?? '';
  const gloss = (m?.[2] ?? m?.[3] ?? '').trim();
  if (rest === '' || gloss === '' || /[^\p{Script=Latin}\p{N}\s&.,'’/-]/u.test(gloss)) return null;
  const own = marked(rest).text;
  if (!CONCEPTS.some((c) => acronymPattern([c.mark], 'u').test(gloss) && own.includes(c.mark))) return null;
  const g = classifyTitle(gloss).seniority;
  const r = classifyTitle(rest).seniority;
  return g === null || r === null || g === r || (NEIGHBOUR_RANKS.has(g) && NEIGHBOUR_RANKS.has(r)) ? rest : null;
}
