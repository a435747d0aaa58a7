import { firstMatch, termNeedles } from './class-terms-finder';
import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, type Needles, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The functions of the life-sciences trades (issue #21, round 31): pharma, biotech, CROs, CDMOs, medical devices and the
 * research sites and agencies around them, each class written once for every language the sets use (development titles first:
 * `test/fixtures/detection-w3/titles-r31-lifesci.json`; the convention table recounted over every read set is in docs/decisions.md,
 * "Detection round 31 (life-sciences functions)"):
 *
 * - **Clinical operations**: clinical research associates and monitors (CRA, ARC, 臨床開発モニター, 临床监查员), clinical trial
 *   assistants, study start-up and site activation, clinical research and study coordinators at the sites (CRC, TEC, 治験
 *   コーディネーター), clinical trial units and offices, clinical operations → `operations` (the lexicon knew none of them).
 * - **GMP quality and manufacturing**: quality control, GMP/GxP (BPF, CPOB, BPM), qualified persons, batch records and release,
 *   validation of processes, cleaning and computer systems, cleanrooms and aseptic filling → `operations` (QA alone stays the
 *   software testers' engineering, as every set labels it; a GMP word makes it the plant's).
 * - **Biostatistics, statistical programming, clinical data management, biometrics, EDC** → `engineering`.
 * - **Study budgets, site and clinical contracts** → `finance`.
 * - **Regulatory affairs and drug registration, pharmacovigilance and drug safety, medical affairs, medical science liaisons,
 *   medical information, medical directors, a chief medical officer** (CMO beside a medical word) and the staff of a medicines
 *   agency → `other`, as every read set labels them (the lexicon read "affaires" as sales, "bezpieczeństwo" as security,
 *   "rejestracja" as a front desk, CMO as marketing).
 */
const REGULATORY_PV_MEDICAL = [
  // English and the English the other languages borrow
  'regulatory affairs', 'regulatory affair', 'regulatory submissions', 'regulatory cmc', 'regulatory strategist*', 'regulatory intelligence',
  'drug registration', 'product registration', 'pharmacovigilance', 'drug safety', 'patient safety physician*', 'safety physician*',
  'local safety officer*', 'qppv', 'medical affairs', 'medical science liaison*',
  'msl', 'medical information', 'medical advisor*', 'medical adviser*', 'medical director*', 'medical lead', 'medical manager*',
  'chief medical officer*',
  // German, Dutch, Swedish, Danish, Norwegian, Finnish
  'arzneimittelsicherheit', 'arzneimittelzulassung', 'zulassungsmanager*', 'zulassungsreferent*', 'zulassung', 'medizinische abteilung',
  'medizinischer direktor', 'medizinische direktorin', 'medizinischer berater', 'medizinische beraterin', 'geneesmiddelenbewaking',
  'registratiezaken', 'registratie van geneesmiddelen', 'medische zaken', 'medisch directeur', 'medisch adviseur', 'lakemedelssakerhet',
  'regulatoriska fragor', 'medicinsk radgivare', 'medicinsk direktor', 'medicinsk chef', 'laegemiddelsikkerhed',
  'legemiddelsikkerhet', 'laaketurva*', 'laaketurvatoiminn*', 'registerointiasiantuntija*', 'myyntilupa*', 'laaketieteellinen johtaja',
  'laaketieteellinen neuvonantaja',
  // French, Spanish, Portuguese, Italian, Romanian
  'affaires reglementaires', 'affaires medicales', 'information medicale', 'directeur medical', 'directrice medicale',
  'conseiller medical', 'conseillere medicale', 'asuntos regulatorios', 'asuntos medicos', 'farmacovigilancia', 'registro sanitario',
  'registros sanitarios', 'director medico', 'directora medica', 'asesor medico', 'asesora medica', 'informacion medica',
  'assuntos regulatorios', 'assuntos medicos', 'diretor medico', 'diretora medica', 'informacao medica',
  'affari regolatori', 'affari regolatorı', 'affari medici', 'farmacovigilanza', 'direttore medico', 'direttrice medica',
  'informazione medica', 'afaceri de reglementare', 'afaceri regulatorii', 'farmacovigilenta', 'director medical', 'directoare medicala',
  'informare medicala',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'rejestracji lekow', 'rejestracji produktow leczniczych', 'rejestracja lekow', 'rejestracja produktow leczniczych',
  'bezpieczenstwa farmakoterapii', 'bezpieczenstwo farmakoterapii', 'nadzoru nad bezpieczenstwem farmakoterapii', 'farmakowigilancj*',
  'dyrektor medyczny', 'dyrektorka medyczna', 'doradca medyczny', 'dzialu medycznego', 'informacji medycznej', 'registrace leciv',
  'registraci leciv', 'farmakovigilanc*', 'lekovou bezpecnost', 'lekove bezpecnosti', 'medicinsky reditel', 'medicinska reditelka',
  'lekarsky poradce', 'gyogyszer regisztraci*', 'gyogyszerregisztraci*', 'farmakovigilanci*', 'gyogyszerbiztonsag*',
  'orvosigazgato', 'orvosi igazgato', 'orvosszakmai', 'ρυθμιστικων υποθεσεων', 'ρυθμιστικεσ υποθεσεισ', 'φαρμακοεπαγρυπνηση*',
  'ιατρικοσ διευθυντησ', 'ιατρικη διευθυντρια', 'ιατρικων υποθεσεων', 'ιατρικησ ενημερωσησ', 'ruhsatlandirma', 'ruhsat isleri',
  'farmakovijilans', 'ilac guvenlilig*', 'tibbi isler*', 'tibbi direktor*', 'tibbi mudur*', 'medikal direktor*',
  'registrasi obat', 'registrasi produk', 'urusan regulasi', 'farmakovigilans', 'direktur medis', 'penasihat medis', 'dang ky thuoc',
  'canh giac duoc', 'giam doc y khoa', 'giam doc y te', 'co van y khoa',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'реєстрації лікарських засобів', 'реєстрація лікарських засобів', 'регуляторних питань', 'фармаконагляд*', 'медичний директор',
  'медична директорка', 'медичних питань', 'регистрации лекарственных средств', 'регуляторных вопросов', 'фармаконадзор*',
  'медицинский директор', 'медицинских вопросов', 'רגולציה', 'בטיחות תרופות', 'פרמקוויגילנס', "פרמקוויג'ילנס",
  'פרמקוויגלנס', 'מנהל רפואי', 'מנהלת רפואית', 'מידע רפואי', 'الشؤون التنظيميه', 'تسجيل الادويه', 'تسجيل الأدويه', 'اليقظه الدوائيه',
  'التيقظ الدوائي', 'سلامه الادويه', 'سلامه الأدويه', 'الشؤون الطبيه', 'المدير الطبي', 'مدير طبي', 'المعلومات الطبيه', 'للشؤون الطبيه',
  'रेगुलेटरी अफेयर्स', 'नियामक मामल*', 'फार्माकोविजिलेंस', 'औषधि सुरक्षा', 'ड्रग सेफ्टी', 'मेडिकल अफेयर्स', 'चिकित्सा निदेशक',
  'मुख्य चिकित्सा अधिकारी', 'मेडिकल डायरेक्टर',
];

/**
 * The medicines and devices agencies: their officers, reviewers and inspectors are regulators (`other`), where the role's own
 * words name no function or an officer's operations; their IT staff and interns keep what their words say.
 */
const AGENCIES = [
  'therapeutic goods administration', 'medicines agency', 'food and drug administration', 'fda', 'ema', 'mhra', 'pmda', 'nmpa', 'anvisa', 'bfarm',
  'ansm', 'aemps', 'aifa', 'swissmedic', 'cdsco', 'cofepris', 'anmat', 'invima', 'sahpra', 'sukl', 'urpl', 'ogyei', 'anmdmr', 'titck', 'eof', 'fimea',
  'lakemedelsverket', 'cbg meb', 'famhp', 'hpra', 'health canada', 'medsafe', 'hsa', 'bpom', 'mfds', 'sfda', 'jfda', 'edaa', 'dcgi',
  'държавна', 'державна служба з лікарських засобів', 'משרד הבריאות', 'الهيئه العامه للغذاء والدواء', 'هيئه الدواء',
];
const AGENCIES_CJK = ['医薬品医療機器総合機構', '厚生労働省', '식품의약품안전처', '식약처', '国家药品监督管理局', '药监局', '衛生福利部食品藥物管理署'];

/** Japanese, Korean and Chinese, matched as substrings. */
const REGULATORY_PV_MEDICAL_CJK = [
  '薬事', '安全性情報', 'ファーマコビジランス', '医薬品安全性', 'メディカルアフェアーズ', 'メディカル・アフェアーズ', '医学担当', 'メディカルサイエンスリエゾン',
  'メディカルディレクター', '医学責任者', '学術情報', '인허가', '약물감시', '약물 감시', '의학부', '메디컬 어페어', '의학 담당', '의학책임자', '의학 책임자',
  '의학정보', '药物警戒', '药品注册', '注册专员', '注册经理', '注册总监', '法规事务', '医学事务', '医学联络官', '医学信息', '医学总监', '首席医学官',
  '醫學事務', '藥物警戒', '藥品註冊', '首席醫學官',
];

const CLINICAL_OPERATIONS = [
  // English
  'clinical research associate*', 'cra', 'clinical monitor*', 'clinical monitoring', 'site monitor*', 'clinical operations',
  'clinical ops', 'clinops', 'clinical trial assistant*', 'cta', 'clinical trial manager*', 'clinical trial coordinator*',
  'clinical research coordinator*', 'crc', 'study coordinator*', 'study start up',
  'study startup', 'site activation', 'site start up', 'site feasibility', 'clinical trials unit', 'clinical trials office',
  'clinical research unit', 'trial master file', 'clinical team lead*', 'clinical site manager*', 'clinical trial supplies', 'clinical supply chain',
  // German, Dutch, Swedish, Danish, Norwegian, Finnish
  'klinischer monitor', 'klinische monitorin', 'klinische operationen', 'klinischen operationen', 'klinischer betrieb', 'studienkoordinator*',
  'studienassistent*', 'studienzentrum', 'prufzentrum', 'klinisch monitor', 'klinische operaties', 'klinische studies',
  'studiecoordinator*', 'onderzoekscoordinator*', 'klinisk monitor', 'provningsmonitor*', 'klinisk provningsmonitor', 'kliniska operationer', 'klinisk drift', 'studiekoordinator*',
  'kliniske operasjoner', 'klinisk studiekoordinator', 'kliininen monitori',
  'kliinisen tutkimuksen monitori', 'kliinisten toimintojen', 'kliinisista toiminnoista', 'kliiniset toiminnot', 'tutkimuskoordinaattori*',
  // French, Spanish, Portuguese, Italian, Romanian
  'attache de recherche clinique', 'attachee de recherche clinique', 'arc', 'technicien d etudes cliniques', 'technicienne d etudes cliniques',
  'operations cliniques', 'coordinateur d etudes cliniques', 'coordinatrice d etudes cliniques', 'monitor clinico', 'monitora clinica',
  'monitor de ensayos clinicos', 'monitora de ensayos clinicos', 'operaciones clinicas', 'coordinador de ensayos clinicos',
  'coordinadora de ensayos clinicos', 'coordinador de estudios clinicos', 'coordinadora de estudios clinicos', 'monitor de estudos clinicos',
  'monitora de estudos clinicos', 'operacoes clinicas', 'coordenador de estudos clinicos',
  'coordenadora de estudos clinicos', 'coordenador de pesquisa clinica', 'coordenadora de pesquisa clinica', 'monitor clinico',
  'clinical monitor', 'operazioni cliniche', 'coordinatore di studi clinici', 'coordinatrice di studi clinici', 'coordinatore di sperimentazioni',
  'study coordinator', 'monitor studii clinice', 'asistent de cercetare clinica', 'operatiuni clinice', 'coordonator studii clinice',
  'coordonatoare studii clinice',
  // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'monitor badan klinicznych', 'monitorka badan klinicznych', 'operacji klinicznych', 'operacje kliniczne', 'koordynator badan klinicznych',
  'koordynatorka badan klinicznych', 'monitor klinickych studii', 'monitor klinickych hodnoceni', 'monitorka klinickych', 'klinickych operaci',
  'klinicke operace', 'studijni koordinator*', 'koordinator klinickych studii', 'klinikai monitor', 'klinikai vizsgalati monitor',
  'klinikai muveleti', 'klinikai muveletek*', 'vizsgalati koordinator', 'παρακολουθητησ κλινικων μελετων', 'παρακολουθητρια κλινικων μελετων',
  'επιθεωρητησ κλινικων μελετων', 'συντονιστησ κλινικων μελετων', 'συντονιστρια κλινικων μελετων', 'κλινικων λειτουργιων',
  'klinik arastirma sorumlusu', 'klinik arastirma monitoru', 'klinik arastirma koordinatoru', 'klinik operasyonlar', 'klinik operasyon*',
  'calisma koordinatoru', 'monitor uji klinis', 'koordinator uji klinis', 'operasional klinis', 'operasi klinis', 'giam sat nghien cuu lam sang',
  'giam sat vien thu nghiem lam sang', 'giam sat thu nghiem lam sang', 'dieu phoi vien nghien cuu lam sang', 'dieu phoi nghien cuu lam sang',
  'van hanh lam sang',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'монітор клінічних', 'клінічних операцій', 'координатор клінічних досліджень', 'координаторка клінічних досліджень', 'монитор клинических',
  'клинических операций', 'координатор клинических исследований', 'מנטר מחקרים קליניים', 'מנטרת מחקרים קליניים', 'מלווה מחקרים קליניים',
  'מלווה מחקרים', 'תפעול קליני', 'רכז מחקרים קליניים', 'רכזת מחקרים קליניים', 'רכזת מחקר', 'רכז מחקר', 'مراقب سريري', 'مراقبه سريريه', 'مراقب ابحاث سريريه',
  'مراقب أبحاث سريريه', 'مراقب التجارب السريريه', 'مشرف تجارب سريريه', 'العمليات السريريه', 'منسق ابحاث سريريه', 'منسق أبحاث سريريه',
  'منسقه ابحاث سريريه', 'منسق التجارب السريريه', 'क्लिनिकल रिसर्च एसोसिएट', 'क्लिनिकल रिसर्च कोऑर्डिनेटर', 'क्लिनिकल मॉनिटर',
  'क्लिनिकल ऑपरेशंस', 'क्लिनिकल ऑपरेशन्स', 'फ़ील्ड मॉनिटर', 'फील्ड मॉनिटर', 'field monitoring',
];

const CLINICAL_OPERATIONS_CJK = [
  '臨床開発モニター', 'モニター（cra）', '臨床開発オペレーション', '臨床オペレーション', '治験コーディネーター', '治験事務局', 'スタートアップ担当',
  '임상연구요원', '임상모니터', '임상 모니터', '임상연구코디네이터', '임상연구 코디네이터', '임상운영', '임상 운영', '临床监查', '临床监察', '临床运营',
  '临床研究协调员', '临床协调员', '臨床監測', '臨床監察', '臨床運營', '臨床研究協調',
];

const GMP_QUALITY_AND_PLANT = [
  // English (and the abbreviations every language writes)
  'quality control', 'qc analyst*', 'qc chemist*', 'qc microbiolog*', 'qc lab*', 'qc technician*', 'qc inspector*', 'qc supervisor*',
  'qc manager*', 'qc specialist*', 'qc team', 'qc officer*', 'qc associate*', 'qc scientist*', 'qc reviewer*', 'qc release', 'head of qc', 'gmp', 'cgmp', 'gxp', 'gdp compliance', 'qualified person', 'qp', 'batch record*', 'batch release',
  'batch disposition', 'release testing', 'stability testing', 'stability studies', 'qc microbiology', 'environmental monitoring',
  'process validation', 'cleaning validation', 'computer system validation', 'computer systems validation', 'csv specialist*',
  'equipment qualification', 'validation specialist*', 'cleanroom*', 'clean room operator*', 'aseptic filling', 'aseptic processing', 'aseptic manufacturing', 'aseptic operator*', 'aseptic technician*', 'fill finish', 'sterile manufacturing',
  'ipqa', 'qa officer*', // German, Dutch, Swedish, Danish, Norwegian, Finnish
  'qualitatskontrolle', 'qualitatskontroll*', 'gmp compliance', 'sachkundige person', 'chargenfreigabe', 'reinraum*', 'aseptische',
  'kwaliteitscontrole', 'kvalitetskontroll*', 'renrum*', 'laadunvalvonn*', 'laadunvalvoja*',
  // French, Spanish, Portuguese, Italian, Romanian
  'controle qualite', 'cq', 'bpf', 'pharmacien assurance qualite', 'assurance qualite operationnelle', 'liberation des lots', 'salle blanche',
  'control de calidad', 'control calidad', 'liberacion de lotes', 'sala blanca', 'controle de qualidade',
  'controlo de qualidade', 'sala limpa', 'controllo qualita', 'rilascio lotti', 'camera bianca', 'control calitate', 'controlul calitatii', // Polish, Czech, Hungarian, Greek, Turkish, Indonesian, Vietnamese
  'kontroli jakosci', 'kontrola jakosci', 'osoba wykwalifikowana', 'clean room', 'kontroly kvality', 'kontrola kvality',
  'kvalifikovana osoba', 'minosegellenorzes*', 'minosegellenorzo*', 'ποιοτικου ελεγχου', 'ποιοτικοσ ελεγχοσ', 'ελεγχου ποιοτητασ', 'kalite kontrol', 'iyi uretim uygulamalari',
  'pengawasan mutu', 'pengendalian mutu', 'kontrol kualitas', 'pemastian mutu', 'cpob', 'kiem nghiem', 'kiem soat chat luong',
  // Ukrainian, Russian, Hebrew, Arabic, Hindi (both scripts)
  'контролю якості', 'контроль якості', 'уповноважена особа', 'контроля качества', 'контроль качества', 'уполномоченное лицо', 'בקרת איכות',
  'مراقبه الجوده', 'ضبط الجوده', 'गुणवत्ता नियंत्रण',
];

const GMP_QUALITY_AND_PLANT_CJK = [
  '品質管理（qc）', '品質管理(qc)', '品質試験', 'qc試験', '無菌製造', 'クリーンルーム', '품질관리(qc)', '품질관리 (qc)', 'qc 분석', '무균', '质量控制', '质检', 'qc化验',
  '无菌', '洁净', '品質控制', '品管',
];

const BIOSTATISTICS_AND_DATA = [
  'biostatistic*', 'biostatistician*', 'biometrics', 'biometry', 'statistical programm*', 'sas programmer*', 'clinical data manag*',
  'clinical data management', 'clinical data scientist*', 'clinical data engineer*', 'clinical data platform', 'clinical database*', 'edc',
  'cdisc', 'data manager en recherche clinique', 'data management clinique', 'biostatistiker*', 'statistischer programmierer*',
  'statistische programmiererin', 'biostatisticien*', 'biostatisticienne*', 'programmeur statistique', 'programmeuse statistique',
  'bioestadistic*', 'programador estadistico', 'programadora estadistica', 'bioestatistic*', 'programador estatistico', 'programadora estatistica',
  'programmatore statistico', 'programmatrice statistica', 'biostatisticus', 'statistisch programmeur', 'biostatistiker',
  'statistisk programmerare', 'biostatistikko', 'tilastollinen ohjelmoija', 'biostatystyk*', 'programista statystyczny', 'biostatistik*',
  'statisticky programator', 'biostatisztikus*', 'statisztikai programozo', 'biostatistician', 'programator statistic', 'βιοστατιστικ*',
  'στατιστικοσ προγραμματιστησ', 'биостатистик*', 'біостатистик*', 'статистичний програміст', 'статистический программист',
  'biyoistatistik*', 'istatistik programcisi', 'biostatistikawan', 'biostatistisi', 'pemrogram statistik', 'thong ke sinh hoc',
  'lap trinh vien thong ke', 'ביוסטטיסטיקאי*', 'ביוסטטיסטיקאית', 'מתכנת סטטיסטי', 'מתכנתת סטטיסטית', 'احصائي حيوي', 'إحصائي حيوي',
  'احصاء حيوي', 'إحصاء حيوي', 'الاحصاء الحيوي', 'الإحصاء الحيوي', 'مبرمج احصائي', 'مبرمج إحصائي', 'बायोस्टैटिस्टिशियन', 'जैव सांख्यिकी*',
  'सांख्यिकीय प्रोग्रामर',
];

const BIOSTATISTICS_AND_DATA_CJK = [
  '生物統計', '統計解析担当', '統計プログラマー', '臨床データマネジメント', '臨床データマネージャー', 'データマネジメント担当', '생물통계', '바이오통계', '임상 통계',
  '임상통계', '통계 프로그래머', '통계프로그래머', '임상데이터', '生物统计', '统计程序员', '统计编程', '临床数据管理', '数据管理员', '臨床數據',
];

const STUDY_BUDGETS_AND_CONTRACTS = [
  'study budget*', 'trial budget*', 'site budget*', 'clinical budget*', 'clinical contracts', 'site contracts', 'clinical trial agreement*',
  'studienbudget*', 'studienvertrage', 'studienvertrag*', 'prufzentrumsvertrage', 'budgets et contrats', 'budgets et conventions',
  'presupuestos y contratos', 'orcamentos e contratos', 'budget e contratti', 'studiebudget*', 'centrumcontracten', 'studiebudgetar',
  'provningsavtal', 'tutkimusbudjet*', 'budzetow i umow', 'budzety i umowy', 'rozpoctu a smluv', 'rozpoctu a smlouv', 'koltsegvetesi es szerzodeses',
  'szerzodes es koltsegvetes', 'bugete si contracte', 'προυπολογισμων και συμβασεων', 'butce ve sozlesme', 'anggaran studi', 'anggaran dan kontrak',
  'ngan sach va hop dong', 'бюджетів і договорів', 'бюджетов и договоров', 'תקציבי מחקר', 'תקציבים וחוזים', 'ميزانيات وعقود', 'बजट और साइट अनुबंध',
  'ट्रायल बजट', 'budgets aur contracts',
];

const STUDY_BUDGETS_AND_CONTRACTS_CJK = ['治験費用', '治験契約', '임상시험 예산', '임상시험 계약', '기관 계약', '试验预算', '中心合同', '临床试验合同', '試驗預算'];

const cjk = (list: readonly string[]): string => list.map((t) => foldText(t).replace(/[()（）[\]]/gu, (c) => `\\${c}`)).join('|');
/** A list of CJK terms as the literals `cjk` matches (its folded text, the brackets it escapes being plain there). */
const cjkNeedles = (list: readonly string[]): Needles => ({ anywhere: list.map(foldText) });

/** The round's classes in one pattern (one scan, as round 23's `classesRule`): at one place the earlier group wins. */
export const LIFESCI_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['other', REGULATORY_PV_MEDICAL],
  ['finance', STUDY_BUDGETS_AND_CONTRACTS],
  ['engineering', BIOSTATISTICS_AND_DATA],
  ['operations', [...CLINICAL_OPERATIONS, ...GMP_QUALITY_AND_PLANT]],
];
export const LIFESCI_CLASSES_RULE: FunctionRule = classesRule(1, LIFESCI_CLASSES);
const CJK_LISTS: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['other', REGULATORY_PV_MEDICAL_CJK],
  ['finance', STUDY_BUDGETS_AND_CONTRACTS_CJK],
  ['engineering', BIOSTATISTICS_AND_DATA_CJK],
  ['operations', [...CLINICAL_OPERATIONS_CJK, ...GMP_QUALITY_AND_PLANT_CJK]],
];
/** The four CJK classes' patterns, built at their first use (round 32: only a title holding one of their terms reads them). */
let cjkClasses: readonly (readonly [JobFunction, RegExp])[] | undefined;
/**
 * The pass's slots in the classifier's gate (round 32, `term-gate.ts`; round 31 had a Latin/other split of the rule's literals,
 * an alternation of the CJK terms and one of the agencies' names): the CJK terms, the agencies' names.
 */
const CJK_GATE = TERM_GATE.slot(() => cjkNeedles(CJK_LISTS.flatMap(([, list]) => list)));
const AGENCY_GATE = TERM_GATE.slot(() => {
  const spaced = termNeedles(AGENCIES);
  return spaced === null ? null : { atWordStart: spaced.atWordStart, anywhere: [...(spaced.anywhere ?? []), ...(cjkNeedles(AGENCIES_CJK).anywhere ?? [])] };
});
let agency: RegExp | undefined;

/** A chief medical officer in any language (the CMO abbreviation beside a medical word) is the company's chief. */
const CHIEF_MEDICAL = new RegExp(
  [
    'chief medical officer', 'मुख्य चिकित्सा अधिकारी', '最高医学責任者', '최고의학책임자', '首席医学官', '首席醫學官', 'الرئيس التنفيذي للشؤون الطبيه',
  ].map(foldText).join('|'),
  'u',
);
const CMO = /\bcmo\b/u;
/** A clinical data manager is the trade's role noun, not a rank (w4e: ic): a manager only with a stated team. */
const DATA_MANAGER = /\bdata manager\b/u;
const TEAM_COUNT = /\d/u;
/**
 * A quality-assurance or validation role noun: with a GMP word anywhere in the title ("Kalite güvence uzmanı (GMP)", "QA Officer –
 * IPQA, tablet plant") it is the plant's quality, not the software testers' engineering every set gives QA alone.
 */
const QA_ROLE = new RegExp(
  `${words(['qa', 'quality assurance', 'validation engineer*', 'qualitatssicherung', 'assurance qualite', 'garantia de calidad', 'garantia da qualidade',
    'assicurazione qualita', 'kwaliteitsborging', 'kvalitetssakr*', 'laadunvarmistu*', 'zapewnienia jakosci', 'zabezpecovani jakosti', 'minosegbiztosit*',
    'asigurarea calitatii', 'διασφαλιση ποιοτητασ', 'διασφαλισησ ποιοτητασ', 'kalite guvence', 'pemastian mutu', 'jaminan mutu', 'dam bao chat luong',
    'забезпечення якості', 'обеспечения качества', 'אבטחת איכות', 'מבטח איכות', 'ضمان الجوده', 'गुणवत्ता आश्वासन'])}|${cjk(['品質保証', '품질보증', '质量保证', '品質保證'])}`,
  'u',
);
/**
 * The monitor of clinical trials written with the word that elsewhere means a supervisor (Vietnamese "giám sát (viên)", Arabic
 * "مشرف"): the trade's role noun, ic unless a team is stated (w4e: "Chuyên viên giám sát nghiên cứu lâm sàng (CRA)" is ic).
 */
const MONITOR_NOUN = new RegExp(words(['giam sat* nghien cuu lam sang', 'giam sat* thu nghiem lam sang', 'giam sat vien*', 'مشرف تجارب سريريه', 'مشرف ابحاث سريريه', 'مشرف أبحاث سريريه', 'مشرفه تجارب سريريه']), 'u');

/**
 * The functions each class beats where its term sits in the role's own segment: regulatory, safety and medical words beat what the
 * lexicon lent "affaires" (sales), "bezpieczeństwo" (security), "rejestracja" (a front desk) and CMO (marketing); clinical and
 * plant words beat "Außendienst" (field sales), a team lead's people and an engineer; the trade's data and budget words only fill a
 * role that names no function or an office's, never a support agent's, salesperson's or product manager's (EDC software).
 */
const BEATEN: Readonly<Record<string, ReadonlySet<string>>> = {
  other: new Set(['other', 'customer_success', 'engineering', 'sales', 'marketing', 'people', 'operations']),
  finance: new Set(['other', 'executive', 'operations', 'people']),
  engineering: new Set(['other', 'executive', 'operations', 'people']),
  operations: new Set(['other', 'customer_success', 'engineering', 'sales', 'people', 'executive']),
};
/** A term only in a later segment fills in a function the role lacks; an agency's name also names an officer's work. */
const BEATEN_LATER: ReadonlySet<string> = new Set(['other', 'executive']);
const BEATEN_BY_AGENCY: ReadonlySet<string> = new Set(['operations']);
/** IT staff of a regulator or a registration office keep their engineering ("Stagiaire informatique", "IT intern"). */
const IT_WORDS = new RegExp(`${words(['it', 'ti', 'ict', 'informatique', 'informatica', 'informatico', 'informatika*', 'informatyk*', 'software', 'developer*', 'programmer*', 'bilgi islem', 'ит', 'תוכנה'])}|${cjk(['情報システム', '信息系统', '전산'])}`, 'u');

interface Found {
  fn: JobFunction;
  index: number;
}

function find(text: string): Found | null {
  let found: Found | null = firstMatch(LIFESCI_CLASSES_RULE, text);
  if (TERM_GATE.holds(CJK_GATE, text)) {
    cjkClasses ??= CJK_LISTS.map(([fn, list]) => [fn, new RegExp(cjk(list), 'u')] as const);
    for (const [fn, re] of cjkClasses) {
      const c = re.exec(text);
      if (c !== null && (found === null || c.index < found.index)) found = { fn, index: c.index };
    }
  }
  return found;
}

/**
 * Round 31's reading after the rules: where the title names a life-sciences function (a term above), that is its function; a
 * founder or chief executive keeps the executive function the business's words do not change, and a chief medical officer is
 * the company's chief whatever rank the native words lend.
 */
function readLifesciClass(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null) return read;
  if (read.seniority === 'c_level' && read.function === 'executive' && !CHIEF_MEDICAL.test(text)) return read;
  if (read.seniority === 'c_level' && foundsSiteOrFirm(text)) return { seniority: 'c_level', function: 'executive' };
  const found = find(text);
  if (found === null) return byAgency(text, read);
  const end = text.indexOf(' , ');
  const inRole = end < 0 || found.index < end;
  const plantQuality = found.fn === 'operations' && read.function === 'engineering' && QA_ROLE.test(text);
  const itStaff = found.fn === 'other' && read.function === 'engineering' && IT_WORDS.test(text);
  // A chief medical officer the lexicon read as the chief executive ("الرئيس التنفيذي للشؤون الطبية") is the medical chief.
  const chiefMedical = found.fn === 'other' && read.function === 'executive' && CHIEF_MEDICAL.test(text);
  const beaten = found.fn === read.function || plantQuality || chiefMedical || (inRole ? (BEATEN[found.fn] ?? BEATEN_LATER) : BEATEN_LATER).has(read.function);
  if (itStaff || !beaten) return byAgency(text, read);
  const chief = found.fn === 'other' && (CHIEF_MEDICAL.test(text) || (CMO.test(text) && read.seniority === 'c_level'));
  if (found.fn === 'other' && CMO.test(text) && !chief) return read;
  const dataManager = found.fn === 'engineering' && read.seniority === 'manager' && DATA_MANAGER.test(text) && !TEAM_COUNT.test(text);
  const monitor = found.fn === 'operations' && read.seniority === 'manager' && MONITOR_NOUN.test(text) && !TEAM_COUNT.test(text);
  const seniority = chief && inRole ? 'c_level' : dataManager || monitor ? 'ic' : read.seniority;
  return found.fn === read.function && seniority === read.seniority ? read : { seniority, function: found.fn };
}

/** An officer, reviewer or inspector of a medicines agency is a regulator (`other`), where the role's words lend operations or none. */
function byAgency(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null || !BEATEN_BY_AGENCY.has(read.function)) return read;
  if (!TERM_GATE.holds(AGENCY_GATE, text)) return read;
  agency ??= new RegExp(`${words(AGENCIES)}|${cjk(AGENCIES_CJK)}`, 'u');
  return agency.test(text) ? { seniority: read.seniority, function: 'other' } : read;
}

/** The founder's word in any language (as `role-classes-legal.ts` reads a law firm's). */
const FOUNDER = new RegExp(
  `${words([
    'founder', 'co founder', 'grunder', 'grunderin', 'fondateur', 'fondatrice', 'fundador', 'fundadora', 'fondatore', 'fondatrice', 'fondator',
    'fondatoare', 'oprichter', 'oprichtster', 'grundare', 'perustaja', 'zalozyciel', 'zalozycielka', 'zakladatel', 'zakladatelka', 'kurucu',
    'kurucusu', 'alapito', 'ιδρυτησ', 'ιδρυτρια', 'מייסד', 'מייסדת', 'pendiri', 'nha sang lap', 'संस्थापक', 'sansthapak', 'засновник',
    'засновниця', 'основатель', 'مؤسس', 'مؤسسه',
  ])}|${cjk(['創業者', '創業', '창업자', '설립자', '创始人', '創辦人'])}`,
  'u',
);
/** A chief's or head's word of the founder's own function ("Founder & CMO", "Co-founder, Head of Biostatistics"). */
const OWN_FUNCTION = /(?<![\p{L}])(?:cto|coo|cfo|cmo|cpo|cso|head of|chief (?!executive))/u;
/** The businesses of the trade a founder runs: a CRO, a site management organisation, a clinical research site or centre, a CDMO. */
const SITES_OR_FIRMS = [
    'cro', 'cdmo', 'smo', 'contract research organi*', 'site management organi*', 'clinical research site*', 'clinical research cent*', 'clinical trial site*',
    'research site', 'clinical research unit', 'klinisches forschungszentrum', 'studienzentrum', 'prufzentrum', 'centre de recherche clinique',
    'centre d investigation clinique', 'centro de investigacion clinica', 'centro de ensayos clinicos', 'centro de pesquisa clinica', 'centro di ricerca clinica',
    'centro sperimentale', 'klinisch onderzoekscentrum', 'kliniskt forskningscentrum', 'kliininen tutkimuskeskus', 'osrodek badan klinicznych',
    'osrodka badan klinicznych', 'centrum klinickych studii', 'klinikai kutatokozpont*', 'klinikai vizsgalohely', 'centru de cercetare clinica',
    'κεντρο κλινικων μελετων', 'κεντρου κλινικων μελετων', 'центр клінічних досліджень', 'центр клинических исследований', 'klinik arastirma merkez*',
    'מרכז מחקר קליני', 'מרכז למחקר קליני', 'مركز ابحاث سريريه', 'مركز أبحاث سريريه', 'مركز التجارب السريريه', 'क्लिनिकल रिसर्च साइट',
    'क्लिनिकल रिसर्च सेंटर', 'pusat riset klinis', 'pusat penelitian klinis', 'trung tam nghien cuu lam sang',
];
const SITES_OR_FIRMS_CJK = ['治験施設支援機関', '臨床研究センター', '治験センター', '임상시험센터', '임상연구센터', '临床研究中心', '临床试验中心', '臨床研究中心'];
const SITE_OR_FIRM = new RegExp(`${words(SITES_OR_FIRMS)}|${cjk(SITES_OR_FIRMS_CJK)}`, 'u');
/** The pass's slot for a founder's firm (round 32): its trade's names, without which no founder is read here. */
const SITE_OR_FIRM_GATE = TERM_GATE.slot(() => {
  const spaced = termNeedles(SITES_OR_FIRMS);
  return spaced === null ? null : { atWordStart: spaced.atWordStart, anywhere: [...(spaced.anywhere ?? []), ...(cjkNeedles(SITES_OR_FIRMS_CJK).anywhere ?? [])] };
});
const FOUNDER_PRETEST = /found|fond|fund|grund|opricht|perusta|zalozyc|zaklad|kurucu|alapit|ιδρυτ|מייסד|pendiri|sang lap|संस्थापक|sansthapak|засновн|основател|مؤسس|創|창업|설립|创始/u;

/**
 * A founder who names no function of her own and founded a firm of the trade (a CRO, a clinical research site) runs it: `executive`,
 * whatever "research" ("araştırma", "nghiên cứu") or "CRO" (read as a chief revenue officer) lent.
 */
function foundsSiteOrFirm(text: string): boolean {
  return TERM_GATE.holds(SITE_OR_FIRM_GATE, text) && FOUNDER_PRETEST.test(text) && FOUNDER.test(text) && !OWN_FUNCTION.test(text) && !CHIEF_MEDICAL.test(text) && SITE_OR_FIRM.test(text);
}

/**
 * Round 31's reading, gated (round 32, `term-gate.ts`): it changes a reading only where the title holds one of the rule's terms,
 * a CJK class's, an agency's name or a founder's firm of the trade.
 */
export const byLifesciClass: ClassPass = gatedPass([LIFESCI_CLASSES_RULE, CJK_GATE, AGENCY_GATE, SITE_OR_FIRM_GATE], readLifesciClass);
