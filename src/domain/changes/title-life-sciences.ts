import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { stripAccents } from '../normalise/text';

/*
 * Round 31 (issue #21, w4e — life sciences: "Chargée d'affaires réglementaires" → "Regulatory Affairs Officer", "Especialista
 * FV" → "Especialista en Farmacovigilancia", "임상연구원" → "임상연구원 (Clinical Research Associate)", "临床数据经理" → "临床数据经理
 * Clinical Data Manager", each at one entry): the trade's words are unknown to the lexicon in most languages, so neither the
 * gloss rule (`title-gloss.ts`, which compares the lexicon's functions) nor the translated-segment rules read them alike.
 *
 * The mechanism: the trade's vocabulary, complete for its domains (clinical research and operations, regulatory affairs,
 * pharmacovigilance / drug safety, medical affairs and medical information, quality assurance / control and validation,
 * biostatistics, data management and statistical programming, market access / HEOR, CMC, manufacturing and the GxP rules), as
 * concepts written in the 24 languages and their abbreviations (CRA, CTA, CRC, RA, AR, PV, FV, QA, QC, MSL, HEOR, CMC …), and
 * the role nouns that carry no grade (officer / chargé(e) / encargado; specialist / especialista / 专员; manager / gerente /
 * 经理 …) as one word across languages. A title is read as the set of its concepts and its other words (a grade, a scope, a
 * market, a head's word kept as written), and two titles at one entry name the same role when both hold a concept of the trade
 * and the two sets are equal: a gloss repeats what the title says ("X (Y)": the set of X), a short form written out or a
 * translation names the same concepts. A grade added ("Senior CRA"), another concept ("Técnico FV" → "Técnico de Calidad") or
 * another role noun ("… Officer" → "… Manager") leaves the sets unequal: a change.
 */

/** [concept, forms in any language (folded like a title: no accents, lower case)]. */
const CONCEPTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Whole roles of clinical research.
  ['cra', [
    'cra', 'clinical research associate', 'clinical research associates', 'clinical monitor', 'site monitor', 'clinical site monitor', 'arc', 'attache de recherche clinique', 'attachee de recherche clinique',
    'monitor clinico', 'monitora clinica', 'monitor de ensayos clinicos', 'monitora de ensayos clinicos', 'monitor de investigacion clinica', 'monitora de investigacion clinica', 'monitor de estudios clinicos', 'monitora de estudios clinicos', 'monitor de pesquisa clinica', 'monitora de pesquisa clinica',
    'monitor di studi clinici', 'monitor clinico', 'klinischer monitor', 'klinische monitorin', 'klinischer monitor in', 'studienmonitor', 'studienmonitorin', 'klinisch monitor', 'monitor badan klinicznych', 'klinisk monitor', 'kliininen monitori',
    'klinicky monitor', 'klinikai monitor', 'monitor de studii clinice', 'κλινικος ελεγκτης', 'клинический монитор', 'клінічний монітор', 'klinik arastirma monitoru', 'klinik arastirma yardimcisi',
    'مراقب الدراسات السريرية', 'מנטר מחקרים קליניים', 'מנטרת מחקרים קליניים', 'नैदानिक अनुसंधान सहयोगी', 'clinical research associate', 'monitor uji klinis', 'giam sat vien thu nghiem lam sang',
    '임상연구원', '임상모니터요원', '임상 모니터요원', '임상연구 모니터요원', '모니터요원', '臨床開発モニター', '臨床開発モニタ', 'モニター', '临床监查员', '临床监察员', '临床监查', '监查员', '臨床監查員',
  ]],
  ['cta', ['cta', 'clinical trial assistant', 'clinical trial administrator', 'clinical trials assistant', 'assistante d etudes cliniques', 'assistant d etudes cliniques', 'asistente de ensayos clinicos', 'assistente de estudos clinicos', 'assistente di sperimentazione clinica', 'studienassistent', 'studienassistentin', 'asystent badan klinicznych', '临床试验助理', '임상시험 보조원', '臨床試験アシスタント']],
  ['crc', ['crc', 'clinical research coordinator', 'study coordinator', 'site coordinator', 'coordinateur d etudes cliniques', 'coordinatrice d etudes cliniques', 'technicien d etudes cliniques', 'technicienne d etudes cliniques', 'coordinador de estudios clinicos', 'coordinadora de estudios clinicos', 'coordinador de investigacion clinica', 'coordinadora de investigacion clinica', 'coordenador de estudos clinicos', 'coordenadora de estudos clinicos', 'coordenador de pesquisa clinica', 'coordenadora de pesquisa clinica', 'study nurse', 'studienkoordinator', 'studienkoordinatorin', 'koordynator badan klinicznych', 'koordynatorka badan klinicznych', '临床研究协调员', 'crc 临床协调员', '临床协调员', '임상연구코디네이터', '연구간호사', '治験コーディネーター']],
  ['ctm', ['ctm', 'clinical trial manager', 'clinical trials manager', 'clinical study manager', 'study manager', 'chef de projet etudes cliniques', 'responsable d etudes cliniques', 'gerente de estudios clinicos', 'gerente de ensayos clinicos', 'gerente de estudos clinicos', 'klinischer studienleiter', 'klinische studienleiterin', 'provningsledare', 'klinisk provningsledare', 'kierownik badan klinicznych', '临床项目经理', '임상시험 매니저']],
  ['cdm', ['cdm', 'clinical data manager', 'gestionnaire de donnees cliniques', 'data manager clinique', 'gestor de datos clinicos', 'gestora de datos clinicos', 'gerente de dados clinicos', 'klinischer datenmanager', 'klinische datenmanagerin', 'menedzer danych klinicznych', '临床数据经理', '臨床データマネージャー', '臨床テータマネーシャー', '임상 데이터 매니저', '임상데이터매니저']],
  ['mslr', ['msl', 'medical science liaison', 'medical scientific liaison', 'medical science liaisons', 'responsable medical regional', 'rmr', 'enlace cientifico medico', 'enlace medico cientifico', 'medical scientific manager', '医学联络官', '医学科学联络官', 'メティカル サイエンス リエソン', 'メディカル サイエンス リエゾン', '메디컬 사이언스 리에종']],
  ['mr', ['medical representative', 'medical rep', 'pharmaceutical sales representative', 'visiteur medical', 'visiteuse medicale', 'delegue medical', 'deleguee medicale', 'visitador medico', 'visitadora medica', 'representante medico', 'representante medica', 'propagandista', 'informatore scientifico', 'informatrice scientifica', 'pharmareferent', 'pharmareferentin', 'pharmaberater', 'pharmaberaterin', 'przedstawiciel medyczny', 'przedstawicielka medyczna', 'lakemedelskonsulent', 'tibbi mumessil', '医药代表', '医薬情報担当者', '영업사원 mr']],
  // Domains of the trade (a role noun beside them carries the role).
  ['clin', ['clinical', 'clinique', 'cliniques', 'clinico', 'clinica', 'clinicos', 'clinicas', 'klinisch', 'klinische', 'klinischer', 'klinischen', 'klinisk', 'kliniska', 'kliininen', 'kliinisen', 'κλινικων', 'kliinisten', 'klinicky', 'klinicka', 'klinicznych', 'kliniczny', 'kliniczna', 'klinikai', 'clinice', 'clinic', 'klinik', 'κλινικος', 'κλινικη', 'клинический', 'клинических', 'клінічний', 'клінічних', 'سريري', 'سريرية', 'קליני', 'קלינית', 'नैदानिक', 'klinis', 'lam sang', '임상', '臨床', '临床']],
  ['research', ['research', 'recherche', 'investigacion', 'pesquisa', 'ricerca', 'forschung', 'onderzoek', 'badan', 'badania', 'forskning', 'tutkimus', 'tutkimuksen', 'vyzkum', 'kutatas', 'cercetare', 'ερευνα', 'исследований', 'досліджень', 'arastirma', 'بحث', 'מחקר', 'अनुसंधान', 'penelitian', 'nghien cuu', '연구', '研究']],
  ['trials', ['trial', 'trials', 'study', 'studies', 'etudes', 'essais', 'ensayos', 'estudios', 'estudos', 'ensaios', 'sperimentazione', 'studi', 'studien', 'studie', 'provning', 'provningar', 'tutkimukset', 'studie', 'studii', 'vizsgalat', 'μελετων', 'uji', 'thu nghiem', '시험', '試験', '试验', '治験']],
  ['ra', [
    'ra', 'regulatory affairs', 'regulatory', 'regulatory affair', 'affaires reglementaires', 'affaires reglementaire', 'reglementaire', 'reglementaires', 'asuntos regulatorios', 'asuntos regulatorio', 'regulatorio', 'regulatorios', 'ar', 'assuntos regulatorios', 'assuntos regulatorio', 'regulatorios',
    'affari regolatori', 'affari regolatorio', 'regolatorio', 'regolatori', 'zulassung', 'arzneimittelzulassung', 'regulatory affairs', 'registratie', 'registrace', 'registrace leciv', 'rejestracji', 'rejestracja', 'ds rejestracji', 'ds rejestracji lekow', 'rejestracji lekow', 'registrering', 'lakemedelsregistrering',
    'rekisterointi', 'rekisteroinnin', 'rekisteriasiat', 'registracios', 'torzskonyvezes', 'afaceri regulatorii', 'reglementari', 'κανονιστικων υποθεσεων', 'регуляторных дел', 'регуляторних справ', 'регистрации', 'реєстрації', 'ruhsatlandirma', 'regulasyon', 'الشؤون التنظيمية', 'رجولاتوري', 'רגולציה', 'विनियामक मामले',
    'urusan regulasi', 'regulasi', 'dang ky thuoc', 'phap che', '인허가', '허가', '약사', '薬事', '注册', '药政', '注册事务', '法规事务',
  ]],
  ['pv', [
    'pv', 'fv', 'pharmacovigilance', 'drug safety', 'patient safety', 'pharmacovigilant', 'farmacovigilancia', 'farmacovigilancia', 'farmacovigilanza', 'farmakovigilanz', 'pharmakovigilanz', 'arzneimittelsicherheit', 'arzneimitteltherapiesicherheit', 'geneesmiddelenbewaking', 'farmakovigilans', 'farmakovigilancja', 'bezpieczenstwa farmakoterapii',
    'lakemedelssakerhet', 'laaketurvallisuus', 'laaketurvallisuuden', 'φαρμακοεπαγρυπνησης', 'farmakovigilance', 'farmakovigilancia', 'farmacovigilenta', 'φαρμακοεπαγρυπνηση', 'фармаконадзор', 'фармаконагляд', 'farmakovijilans', 'اليقظة الدوائية', 'التيقظ الدوائي', 'פרמקוויג׳ילנס', 'בטיחות תרופות', 'फार्माकोविजिलेंस', 'farmakovigilans', 'canh giac duoc',
    '약물감시', '약물 감시', '安全性情報', 'ファーマコヒシランス', '药物警戒', '药物安全',
  ]],
  ['med', ['medical affairs', 'affaires medicales', 'asuntos medicos', 'assuntos medicos', 'affari medici', 'medizinische angelegenheiten', 'medical', 'medicale', 'medico', 'medica', 'medizinisch', 'medizinischer', 'medizinische', 'medisch', 'medicinsk', 'medyczny', 'medyczna', 'ds medycznych', 'tibbi', 'طبي', 'רפואי', '의학', '메디컬', 'メディカル', '医学', '医学事务']],
  ['medinfo', ['medical information', 'information medicale', 'informacion medica', 'informacao medica', 'informazione medica', 'medizinische information', 'medinfo', '医学信息', '医薬情報', '의학정보']],
  ['qa', [
    'qa', 'quality assurance', 'assurance qualite', 'aseguramiento de calidad', 'aseguramiento de la calidad', 'garantia de calidad', 'garantia da qualidade', 'garantia de qualidade', 'assicurazione qualita', 'assicurazione della qualita', 'garanzia della qualita', 'qualitatssicherung', 'kwaliteitsborging',
    'kwaliteitszorg', 'zapewnienia jakosci', 'zapewnienie jakosci', 'ds zapewnienia jakosci', 'kvalitetssakring', 'laadunvarmistus', 'laadunvarmistuksen', 'διασφαλισης ποιοτητας', 'zabezpeceni kvality', 'minosegbiztositas', 'minosegbiztositasi', 'asigurarea calitatii', 'διασφαλιση ποιοτητας', 'обеспечение качества', 'забезпечення якості',
    'kalite guvence', 'ضمان الجودة', 'אבטחת איכות', 'गुणवत्ता आश्वासन', 'penjaminan mutu', 'dam bao chat luong', '품질보증', '品質保証', '质量保证', 'qau',
  ]],
  ['qc', ['qc', 'quality control', 'controle qualite', 'controle de qualite', 'control de calidad', 'controle de qualidade', 'controllo qualita', 'controllo della qualita', 'qualitatskontrolle', 'kwaliteitscontrole', 'kontroli jakosci', 'kontrola jakosci', 'kvalitetskontroll', 'laadunvalvonta', 'laadunvalvonnan', 'ποιοτικου ελεγχου', 'kontrola kvality', 'minosegellenorzes', 'controlul calitatii', 'ποιοτικος ελεγχος', 'контроль качества', 'контроль якості', 'kalite kontrol', 'مراقبة الجودة', 'בקרת איכות', 'गुणवत्ता नियंत्रण', 'kontrol mutu', 'kiem soat chat luong', '품질관리', '品質管理', '质量控制', '质控']],
  ['quality', ['quality', 'qualite', 'calidad', 'qualidade', 'qualita', 'qualitat', 'kwaliteit', 'jakosci', 'kvalitet', 'laatu', 'kvality', 'minoseg', 'calitate', 'ποιοτητας', 'качества', 'якості', 'kalite', 'الجودة', 'איכות', 'गुणवत्ता', 'mutu', 'kualitas', 'chat luong', '품질', '品質', '质量']],
  ['validation', ['csv', 'validation', 'validacion', 'validacao', 'validazione', 'validierung', 'validatie', 'walidacji', 'walidacja', 'validering', 'validointi', 'validace', 'validalas', 'validare', 'validasyon', '验证', 'バリデーション', '밸리데이션']],
  ['qp', ['qp', 'qualified person', 'pharmacien responsable', 'personne qualifiee', 'persona cualificada', 'persona qualificata', 'sachkundige person', 'osoba wykwalifikowana', 'kvalificerad person']],
  ['biostat', ['biostatistics', 'biostatistician', 'biostatisticien', 'biostatisticienne', 'bioestadistico', 'bioestadistica', 'bioestatistico', 'bioestatistica', 'biostatistico', 'biostatistica', 'biostatistiker', 'biostatistikerin', 'biostatisticus', 'biostatystyk', 'biostatystyczka', 'biostatistikko', 'biostatistik', 'biostatisztikus', 'biostatistician', 'биостатистик', 'біостатистик', 'biyoistatistikci', 'ahli biostatistik', '생물통계', '생물통계학자', '統計解析担当', '生物统计师', '统计师', '生物统计']],
  ['statprog', ['statistical programmer', 'sas programmer', 'programmeur statistique', 'programador estadistico', 'programadora estadistica', 'statistischer programmierer', 'programista statystyczny', '统计程序员', '統計プログラマー', '통계 프로그래머']],
  ['dm', ['data manager', 'data management', 'gestionnaire de donnees', 'gestion des donnees', 'gestor de datos', 'gestora de datos', 'gestao de dados', 'gerente de dados', 'gestione dati', 'datenmanager', 'datenmanagerin', 'datenmanagement', 'datamanager', 'menedzer danych', 'zarzadzanie danymi', '数据经理', '数据管理', 'データマネーシャー', 'データマネージャー', 'テータマネーシャー', 'テータマネージャー', '데이터 매니저', '데이터매니저', '데이터 관리']],
  ['data', ['data', 'donnees', 'datos', 'dados', 'dati', 'daten', 'gegevens', 'danych', 'dane', 'tiedot', 'dat', 'adatok', 'date', 'δεδομενων', 'данных', 'даних', 'veri', 'البيانات', 'נתונים', 'डेटा', 'du lieu', '데이터', 'データ', 'テータ', '数据']],
  ['heor', ['heor', 'health economics and outcomes research', 'health economics & outcomes research', 'health economics outcomes research', 'market access', 'acces au marche', 'acceso al mercado', 'acesso ao mercado', 'accesso al mercato', 'marktzugang', 'markttoegang', 'dostep do rynku', 'marknadstilltrade', 'heor']],
  ['healthecon', ['health economics', 'economie de la sante', 'economia de la salud', 'economia da saude', 'economia sanitaria', 'gesundheitsokonomie', 'gezondheidseconomie', 'ekonomiki zdrowia', 'halsoekonomi', '卫生经济学', '医療経済']],
  ['cmc', ['cmc', 'chemistry manufacturing and controls', 'chemistry manufacturing & controls']],
  ['gmp', ['gmp', 'good manufacturing practice', 'bonnes pratiques de fabrication', 'bpf', 'buenas practicas de fabricacion', 'buenas practicas de manufactura', 'bpm', 'boas praticas de fabricacao', 'gute herstellungspraxis', '药品生产质量管理规范']],
  ['gcp', ['gcp', 'good clinical practice', 'bonnes pratiques cliniques', 'bpc', 'buenas practicas clinicas', 'boas praticas clinicas', 'gute klinische praxis']],
  ['gxp', ['gxp']],
];

/** Role nouns with no grade in them, one word across languages. */
const ROLE_NOUNS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['officer', ['officer', 'charge', 'chargee', 'charge de', 'chargee de', 'charge d', 'chargee d', 'encargado', 'encargada', 'encargado de', 'encargada de', 'incaricato', 'incaricata', 'υπευθυνος', 'υπευθυνη', 'ansvarig', 'vastaava', 'responsable de', 'asistente', '担当', '担当者', '담당', '담당자', '专员', '担当者 ']],
  ['specialist', ['specialist', 'referent', 'referentin', 'specialiste', 'especialista', 'especialista em', 'especialista en', 'specialista', 'spezialist', 'spezialistin', 'specjalista', 'specjalistka', 'specjalista ds', 'specjalistka ds', 'asiantuntija', 'uzmani', 'uzman', 'specialista', 'specialist', 'متخصص', 'מומחה', 'מומחית', 'spesialis', 'chuyen vien', 'スペシャリスト', '스페셜리스트', '专家']],
  ['manager', ['manager', 'managerin', 'gerente', 'gerente de', 'menedzser', 'manazer', 'manazerka', 'menedzer', 'מנהל', 'מנהלת', 'менеджер', 'менеджер з', 'マネージャー', 'マネジャー', 'マネーシャー', '매니저', '经理']],
  ['analyst', ['analyst', 'analyste', 'analista', 'analista de', 'analista em', 'analytiker', 'analitik', 'analityk', 'analityczka', 'analyytikko', 'elemzo', 'аналитик', 'аналітик', 'analis', 'アナリスト', '애널리스트', '分析员', '分析师']],
  ['scientist', ['scientist', 'scientifique', 'cientifico', 'cientifica', 'scienziato', 'wissenschaftler', 'wissenschaftlerin', 'naukowiec', 'forskare', 'tutkija', 'vedec', 'kutato', 'cercetator', 'bilim insani', 'ilmuwan', '科学家', '研究员', 'サイエンティスト', '연구원']],
  ['coordinator', ['coordinator', 'coordinateur', 'coordinatrice', 'coordinador', 'coordinadora', 'coordenador', 'coordenadora', 'coordinatore', 'coordinatrice', 'koordinator', 'koordinatorin', 'coordinator', 'koordynator', 'koordynatorka', 'koordinaattori', 'koordinator', 'koordinatorka', 'koordinator', 'koordinator', 'coordonator', 'koordinatoru', 'コーディネーター', '코디네이터', '协调员']],
  ['technician', ['technician', 'technicien', 'technicienne', 'tecnico', 'tecnica', 'tecnico de', 'tecnica de', 'tecnico em', 'tecnica em', 'techniker', 'technikerin', 'technicus', 'technik', 'tekniker', 'teknikko', 'technik', 'technikus', 'tehnician', 'teknisyen', 'teknisi', 'ky thuat vien', '技术员', 'テクニシャン', '기술자']],
  ['associate', ['associate', 'associe', 'associee', 'asociado', 'asociada', 'associado', 'associada']],
  ['responsible', ['responsable', 'responsabile', 'verantwortlicher', 'verantwortliche', 'verantwortlich', 'odpowiedzialny', 'vastuuhenkilo', 'responsavel', 'responsavel por', 'responsabil']],
  ['head', ['head', 'head of', 'leiter', 'leiterin', 'chef de', 'chef', 'jefe', 'jefa', 'jefe de', 'jefa de', 'chefe', 'chefe de', 'capo', 'hoofd', 'kierownik', 'kierowniczka', 'chef', 'chef for', 'paallikko', 'vedouci', 'vezeto', 'sef', 'sefi', 'رئيس', 'ראש', 'kepala', 'truong', '팀장', '部長', '课长', '課長', '主管', '负责人']],
  ['director', ['director', 'directeur', 'directrice', 'director de', 'directora', 'directora de', 'diretor', 'diretora', 'direttore', 'direttrice', 'direktor', 'direktorin', 'dyrektor', 'direktor', 'johtaja', 'reditel', 'igazgato', 'director', 'mudur', 'مدير', 'direktur', 'giam doc', '이사', '本部長', '总监']],
  ['lead', ['lead', 'team lead', 'teamleiter', 'teamleiterin', 'lider', 'lider de', 'leader', 'responsable d equipe']],
  ['consultant', ['consultant', 'consultante', 'consultor', 'consultora', 'consulente', 'berater', 'beraterin', 'konsultant', 'konsultantka', 'konsult', 'konsultti', 'konzultant', 'tanacsado', 'danisman', 'konsultan', 'コンサルタント', '컨설턴트', '顾问']],
  ['liaison', ['liaison', 'enlace']],
  ['assistant', ['assistant', 'assistante', 'assistente', 'assistentin', 'asystent', 'asystentka', 'assistentti', 'asistent', 'asszisztens', 'アシスタント', '어시스턴트', '助理']],
];

/** Words that join a role and its domain and name nothing themselves. */
const JOINS: ReadonlySet<string> = new Set([
  'of', 'the', 'for', 'and', 'in', 'de', 'des', 'du', 'la', 'le', 'les', 'd', 'l', 'et', 'en', 'em', 'y', 'e', 'da', 'do', 'das', 'dos', 'del', 'di', 'della', 'dei', 'degli', 'delle', 'e', 'ed', 'fur', 'der', 'die', 'und', 'van', 'voor', 'en', 'het', 'ds', 'i', 'w', 'och', 'for', 'av', 'pro', 'a', 'si', 've', 'dan', 've', '및', 'の', '的',
]);

const fold = (text: string): string => stripAccents(text).normalize('NFC').toLowerCase();

/** Every form, folded and longest first, with what it stands for: '§concept' or a role noun's '@role'. */
const FORMS: ReadonlyArray<readonly [string, string]> = [
  ...CONCEPTS.flatMap(([c, forms]) => forms.map((f) => [fold(f).trim(), `§${c}`] as const)),
  ...ROLE_NOUNS.flatMap(([r, forms]) => forms.map((f) => [fold(f).trim(), `@${r}`] as const)),
].sort((x, y) => y[0].length - x[0].length);

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Spaced forms by their first word, each as its words, longest first: a title is read word by word, never by one large pattern. */
const BY_FIRST_WORD: ReadonlyMap<string, ReadonlyArray<readonly [readonly string[], string]>> = (() => {
  const map = new Map<string, Array<readonly [readonly string[], string]>>();
  for (const [form, token] of FORMS) {
    if (UNSPACED.test(form)) continue;
    const words = form.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
    if (words.length === 0) continue;
    const list = map.get(words[0]!) ?? [];
    if (!list.some(([w]) => w.join(' ') === words.join(' '))) list.push([words, token]);
    map.set(words[0]!, list);
  }
  for (const list of map.values()) list.sort((x, y) => y[0].length - x[0].length);
  return map;
})();

/** Chinese, Japanese and Korean forms by their first character, longest first (read character by character in a run). */
const BY_FIRST_CHAR: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>> = (() => {
  const map = new Map<string, Array<readonly [string, string]>>();
  for (const [form, token] of FORMS) {
    if (!UNSPACED.test(form)) continue;
    const compact = form.replace(/\s+/gu, '');
    const first = [...compact][0]!;
    const list = map.get(first) ?? [];
    if (!list.some(([f]) => f === compact)) list.push([compact, token]);
    map.set(first, list);
  }
  for (const list of map.values()) list.sort((x, y) => y[0].length - x[0].length);
  return map;
})();

/** A run of Chinese, Japanese or Korean characters as its forms' tokens and the characters between them. */
function unspacedTokens(run: string, out: string[]): boolean {
  let concept = false;
  let rest = '';
  let i = 0;
  while (i < run.length) {
    const hit = BY_FIRST_CHAR.get(run[i]!)?.find(([f]) => run.startsWith(f, i));
    if (hit === undefined) {
      rest += run[i];
      i += 1;
      continue;
    }
    if (rest !== '') out.push(rest);
    rest = '';
    out.push(hit[1]);
    if (hit[1].startsWith('§')) concept = true;
    i += hit[0].length;
  }
  if (rest !== '') out.push(rest);
  return concept;
}

/** The title read as the set of its concepts and other words, or null when it names no concept of the trade. */
const signature = memoiseByString((title: string): string | null => {
  const words = fold(title).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  const out: string[] = [];
  let concept = false;
  // Korean titles write spaces between words of one form ("임상 모니터요원"): a run of unspaced words is read joined.
  for (let i = 0; i < words.length; ) {
    const w = words[i]!;
    if (UNSPACED.test(w)) {
      let run = w;
      let j = i + 1;
      while (j < words.length && UNSPACED.test(words[j]!)) run += words[j++]!;
      if (unspacedTokens(run, out)) concept = true;
      i = j;
      continue;
    }
    const hit = BY_FIRST_WORD.get(w)?.find(([form]) => form.every((f, k) => words[i + k] === f));
    if (hit === undefined) {
      out.push(w);
      i += 1;
      continue;
    }
    out.push(hit[1]);
    if (hit[1].startsWith('§')) concept = true;
    i += hit[0].length;
  }
  if (!concept) return null;
  return [...new Set(out.filter((w) => !JOINS.has(w)))].sort().join(' ');
});

/** Two titles at one entry that name the same concepts of the trade with the same other words (read once per pair). */
export const lifeSciencesRestated = memoiseByTwoStrings((a: string, b: string): boolean => {
  const sa = signature(a);
  if (sa === null) return false;
  const sb = signature(b);
  return sb !== null && sa === sb;
});
