import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords } from '../normalise/text';
import { isForeignTitle, isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { namesPlace } from './title-country';
import { allEnglish } from './title-languages';
import { MARKET_WORDS } from './title-segments';

/*
 * Round 35 (issue #21, w4i's "출장관리 매니저" → "출장관리 매니저 (Travel Manager)" and "Koordinator Perjalanan Dinas" → "Business
 * Travel Coordinator", the two kinds of edit in place every blind set lets through): a gloss or a translation of one title
 * judged by its **role noun** — the word that says what the person is (coordinator, manager, specialist, technician …) —
 * and not by its trade words. The lexicon reads a trade's words in the languages someone wrote them for; travel, fleet,
 * facilities, events, archives, a lab, security or translation itself are read in a few languages or none, so every rule that
 * asked it to read both titles alike failed on every trade it lacked ("an unknown title is nobody's translation"). A role noun
 * is a closed class: a few dozen nouns, written here in the 24 languages and English with their gendered and possessive
 * forms, each with the rank it names. Two titles whose one role noun names one role (a translation) or one rank (a gloss),
 * with the same grade words and no function the lexicon reads differently, restate one position.
 */

/** A role noun's concept, the rank it names (trainee < assistant < an individual < a lead < a manager < a head < a director). */
const RANKS = {
  trainee: 0,
  assistant: 1,
  coordinator: 2,
  specialist: 2,
  officer: 2,
  staff: 2,
  analyst: 2,
  engineer: 2,
  technician: 2,
  translator: 2,
  interpreter: 2,
  archivist: 2,
  advisor: 2,
  organiser: 2,
  planner: 2,
  agent: 2,
  supervisor: 3,
  lead: 3,
  manager: 4,
  head: 5,
  director: 6,
} as const;

type Concept = keyof typeof RANKS;

/**
 * Each role noun's forms by language, "|" between forms: the masculine, the feminine and (Turkish) the possessive a compound
 * takes ("Seyahat Koordinatörü"). A form of several concepts ("Leiter", "Responsable", "Jefe": a manager or a head) is listed
 * under each. Folded as a title's words are (`segmentWords`: accents stripped, lower case).
 */
const FORMS: Readonly<Record<Concept, Readonly<Record<string, string>>>> = {
  trainee: {
    en: 'trainee|intern|apprentice', de: 'praktikant|praktikantin|auszubildender|auszubildende|trainee', fr: 'stagiaire|apprenti|apprentie|alternant|alternante',
    es: 'becario|becaria|practicante|aprendiz', pt: 'estagiario|estagiaria|aprendiz|trainee', it: 'stagista|tirocinante|apprendista', nl: 'stagiair|stagiaire',
    pl: 'stazysta|stazystka|praktykant|praktykantka', sv: 'praktikant|larling', fi: 'harjoittelija|trainee', cs: 'stazista|stazistka|praktikant|praktikantka',
    hu: 'gyakornok', ro: 'stagiar|stagiara|intern|interna', el: 'ασκουμενος|ασκουμενη', uk: 'стажер|стажерка|практикант|практикантка', tr: 'stajyer|stajyeri',
    ar: 'متدرب|متدربة', he: 'מתמחה|סטאז׳ר', hi: 'प्रशिक्षु|इंटर्न', 'hi-Latn': 'prashikshu', id: 'magang|peserta magang', vi: 'thuc tap sinh', ko: '인턴|수습|수습사원|인턴사원', ja: 'インターン|研修生|研修社員', zh: '实习生|實習生|管培生',
    th: 'นักศึกษาฝึกงาน|ผู้ฝึกงาน|เด็กฝึกงาน',
  },
  assistant: {
    en: 'assistant', de: 'assistent|assistentin', fr: 'assistant|assistante', es: 'asistente|auxiliar', pt: 'assistente|auxiliar', it: 'assistente',
    nl: 'assistent|assistente', pl: 'asystent|asystentka', sv: 'assistent', fi: 'assistentti', cs: 'asistent|asistentka', hu: 'asszisztens', ro: 'asistent|asistenta',
    el: 'βοηθος', uk: 'асистент|асистентка|помічник|помічниця', tr: 'asistan|asistani', ar: 'مساعد|مساعدة', he: 'עוזר|עוזרת', hi: 'सहायक', 'hi-Latn': 'sahayak',
    id: 'asisten', vi: 'tro ly', ko: '어시스턴트', ja: 'アシスタント|補佐', zh: '助理|助手|專員助理',
    th: 'ผู้ช่วย',
  },
  coordinator: {
    en: 'coordinator|co ordinator', de: 'koordinator|koordinatorin', fr: 'coordinateur|coordinatrice', es: 'coordinador|coordinadora', pt: 'coordenador|coordenadora',
    it: 'coordinatore|coordinatrice', nl: 'coordinator|coordinatrice', pl: 'koordynator|koordynatorka', sv: 'koordinator|samordnare', fi: 'koordinaattori',
    cs: 'koordinator|koordinatorka', hu: 'koordinator', ro: 'coordonator|coordonatoare', el: 'συντονιστης|συντονιστρια', uk: 'координатор|координаторка',
    tr: 'koordinator|koordinatoru', ar: 'منسق|منسقة', he: 'רכז|רכזת', hi: 'समन्वयक', 'hi-Latn': 'samanvayak', id: 'koordinator', vi: 'dieu phoi vien',
    ko: '코디네이터', ja: 'コーディネーター|コーディネータ|調整担当', zh: '协调员|協調員|统筹|統籌',
    th: 'ผู้ประสานงาน',
  },
  specialist: {
    en: 'specialist|expert', de: 'spezialist|spezialistin|referent|referentin|experte|expertin', fr: 'specialiste|expert|experte|charge|chargee',
    es: 'especialista|experto|experta', pt: 'especialista', it: 'specialista|esperto|esperta', nl: 'specialist|deskundige', pl: 'specjalista|specjalistka|ekspert|ekspertka',
    sv: 'specialist', fi: 'asiantuntija', cs: 'specialista|specialistka|referent|referentka', hu: 'szakerto|specialista', ro: 'specialist|specialista|expert|experta',
    el: 'ειδικος', uk: 'фахівець|фахівчиня|спеціаліст|спеціалістка', tr: 'uzman|uzmani', ar: 'أخصائي|أخصائية|اخصائي|اخصائية', he: 'מומחה|מומחית',
    hi: 'विशेषज्ञ', 'hi-Latn': 'visheshagya', id: 'spesialis', vi: 'chuyen vien', ko: '전문가|스페셜리스트|전문위원|전문직', ja: 'スペシャリスト|専門職|専任', zh: '专员|專員|专家|專家',
    th: 'ผู้เชี่ยวชาญ|นักวิชาการ',
  },
  officer: {
    en: 'officer', fr: 'charge|chargee', es: 'oficial', pt: 'oficial', it: 'addetto|addetta|incaricato|incaricata', tr: 'gorevli|gorevlisi|memur|memuru',
    id: 'petugas|pejabat', hi: 'अधिकारी', 'hi-Latn': 'adhikari', ar: 'مسؤول|ضابط', he: 'קצין|קצינת|ממונה', uk: 'офіцер|працівник|працівниця', el: 'στελεχος',
    vi: 'can bo', ko: '담당자|담당|담당관', ja: '担当|担当者|係', zh: '专员|專員', nl: 'medewerker|medewerkster|functionaris', de: 'sachbearbeiter|sachbearbeiterin|beauftragter|beauftragte',
    pl: 'referent|referentka|inspektor', cs: 'referent|referentka', ro: 'ofiter|referent|referenta', sv: 'handlaggare', fi: 'virkailija',
    th: 'เจ้าหน้าที่',
  },
  staff: {
    en: 'staff|clerk|employee', de: 'mitarbeiter|mitarbeiterin|sachbearbeiter|sachbearbeiterin', fr: 'employe|employee|gestionnaire', es: 'empleado|empleada|administrativo|administrativa',
    pt: 'funcionario|funcionaria|escriturario|escrituraria', it: 'impiegato|impiegata|addetto|addetta', nl: 'medewerker|medewerkster', pl: 'pracownik|pracowniczka|urzednik|urzedniczka',
    sv: 'medarbetare|tjansteman', fi: 'tyontekija|virkailija', cs: 'pracovnik|pracovnice|urednik|urednice', hu: 'munkatars|ugyintezo', ro: 'angajat|angajata|functionar|functionara',
    el: 'υπαλληλος', uk: 'співробітник|співробітниця|працівник|працівниця', tr: 'personel|personeli|calisan|calisani|gorevli|gorevlisi|memur|memuru', ar: 'موظف|موظفة',
    he: 'עובד|עובדת|פקיד|פקידה', hi: 'कर्मचारी|लिपिक', 'hi-Latn': 'karmachari|lipik', id: 'staf|staff|pegawai|karyawan|petugas', vi: 'nhan vien', ko: '직원|사원|사무원|팀원',
    ja: 'スタッフ|社員|事務員|係員|担当|所員|部員|課員', zh: '职员|職員|员工|員工|办事员|辦事員|专员|專員|干事|幹事|文员|文員',
    th: 'พนักงาน',
  },
  analyst: {
    en: 'analyst', de: 'analyst|analystin|analytiker|analytikerin', fr: 'analyste', es: 'analista', pt: 'analista', it: 'analista', nl: 'analist', pl: 'analityk|analityczka',
    sv: 'analytiker', fi: 'analyytikko', cs: 'analytik|analyticka', hu: 'elemzo', ro: 'analist|analista', el: 'αναλυτης|αναλυτρια', uk: 'аналітик|аналітикиня',
    tr: 'analist|analisti', ar: 'محلل|محللة', he: 'אנליסט|אנליסטית', hi: 'विश्लेषक', 'hi-Latn': 'vishleshak', id: 'analis', vi: 'chuyen vien phan tich', ko: '애널리스트|분석가',
    ja: 'アナリスト', zh: '分析师|分析師',
    th: 'นักวิเคราะห์',
  },
  engineer: {
    en: 'engineer', de: 'ingenieur|ingenieurin', fr: 'ingenieur|ingenieure', es: 'ingeniero|ingeniera', pt: 'engenheiro|engenheira', it: 'ingegnere', nl: 'ingenieur',
    pl: 'inzynier', sv: 'ingenjor', fi: 'insinoori', cs: 'inzenyr|inzenyrka', hu: 'mernok', ro: 'inginer|inginera', el: 'μηχανικος', uk: 'інженер|інженерка',
    tr: 'muhendis|muhendisi', ar: 'مهندس|مهندسة', he: 'מהנדס|מהנדסת', hi: 'अभियंता|इंजीनियर', 'hi-Latn': 'abhiyanta', id: 'insinyur', vi: 'ky su', ko: '엔지니어',
    ja: 'エンジニア|技師', zh: '工程师|工程師',
    th: 'วิศวกร',
  },
  technician: {
    en: 'technician|tech', de: 'techniker|technikerin|laborant|laborantin', fr: 'technicien|technicienne|laborantin|laborantine', es: 'tecnico|tecnica|laboratorista',
    pt: 'tecnico|tecnica|laboratorista', it: 'tecnico|tecnica', nl: 'technicus|laborant|laborante', pl: 'technik|laborant|laborantka', sv: 'tekniker', fi: 'teknikko|laborantti',
    cs: 'technik|technicka|laborant|laborantka', hu: 'technikus', ro: 'tehnician|tehniciana|laborant|laboranta', el: 'τεχνικος', uk: 'технік|технікиня|лаборант|лаборантка',
    tr: 'teknisyen|teknisyeni|tekniker|teknikeri|laborant|laboranti', ar: 'فني|فنية|تقني|تقنية', he: 'טכנאי|טכנאית|לבורנט|לבורנטית', hi: 'तकनीशियन|तकनीकी',
    'hi-Latn': 'takniki', id: 'teknisi|laboran', vi: 'ky thuat vien', ko: '테크니션|기술자', ja: 'テクニシャン|技術者|技術員', zh: '技术员|技術員',
    th: 'ช่างเทคนิค|ช่าง',
  },
  translator: {
    en: 'translator', de: 'ubersetzer|ubersetzerin', fr: 'traducteur|traductrice', es: 'traductor|traductora', pt: 'tradutor|tradutora', it: 'traduttore|traduttrice',
    nl: 'vertaler|vertaalster', pl: 'tlumacz|tlumaczka', sv: 'oversattare', fi: 'kaantaja', cs: 'prekladatel|prekladatelka', hu: 'fordito', ro: 'traducator|traducatoare',
    el: 'μεταφραστης|μεταφραστρια', uk: 'перекладач|перекладачка', tr: 'cevirmen|cevirmeni', ar: 'مترجم|مترجمة', he: 'מתרגם|מתרגמת', hi: 'अनुवादक', 'hi-Latn': 'anuvadak',
    id: 'penerjemah', vi: 'bien dich vien', ko: '번역가|번역사', ja: '翻訳者|翻訳家', zh: '翻译|翻譯|笔译|筆譯',
    th: 'นักแปล',
  },
  interpreter: {
    en: 'interpreter', de: 'dolmetscher|dolmetscherin', fr: 'interprete', es: 'interprete', pt: 'interprete', it: 'interprete', nl: 'tolk', pl: 'tlumacz ustny',
    sv: 'tolk', fi: 'tulkki', cs: 'tlumocnik|tlumocnice', hu: 'tolmacs', ro: 'interpret|interpreta', el: 'διερμηνεας', uk: 'усний перекладач', tr: 'tercuman|tercumani',
    ar: 'مترجم فوري', he: 'מתורגמן|מתורגמנית', hi: 'दुभाषिया', 'hi-Latn': 'dubhashiya', id: 'juru bahasa', vi: 'phien dich vien', ko: '통역사', ja: '通訳', zh: '口译|口譯',
    th: 'ล่าม',
  },
  archivist: {
    en: 'archivist', de: 'archivar|archivarin', fr: 'archiviste', es: 'archivista|archivero|archivera', pt: 'arquivista', it: 'archivista', nl: 'archivaris',
    pl: 'archiwista|archiwistka', sv: 'arkivarie', fi: 'arkistonhoitaja', cs: 'archivar|archivarka', hu: 'leveltaros', ro: 'arhivist|arhivista', el: 'αρχειονομος|αρχειοφυλακας',
    uk: 'архіваріус|архівіст|архівістка', tr: 'arsivci|arsiv uzmani', ar: 'أمين الأرشيف|امين الارشيف|أمينة الأرشيف|أرشيفي', he: 'ארכיונאי|ארכיונאית', hi: 'अभिलेखपाल',
    'hi-Latn': 'abhilekhpal', id: 'arsiparis|pengelola arsip', vi: 'luu tru vien', ko: '기록연구사|아키비스트', ja: 'アーキビスト', zh: '档案管理员|檔案管理員|档案员|檔案員',
  },
  advisor: {
    en: 'advisor|adviser|consultant', de: 'berater|beraterin|konsultant', fr: 'conseiller|conseillere|consultant|consultante', es: 'asesor|asesora|consultor|consultora',
    pt: 'assessor|assessora|consultor|consultora', it: 'consulente|consigliere', nl: 'adviseur|adviseuse|consultant', pl: 'doradca|doradczyni|konsultant|konsultantka',
    sv: 'radgivare|konsult', fi: 'neuvoja|konsultti|neuvonantaja', cs: 'poradce|poradkyne|konzultant|konzultantka', hu: 'tanacsado', ro: 'consilier|consiliera|consultant|consultanta',
    el: 'συμβουλος', uk: 'консультант|консультантка|радник|радниця', tr: 'danisman|danismani', ar: 'مستشار|مستشارة', he: 'יועץ|יועצת', hi: 'सलाहकार', 'hi-Latn': 'salahkar',
    id: 'konsultan|penasihat', vi: 'tu van vien', ko: '컨설턴트|어드바이저', ja: 'コンサルタント|アドバイザー', zh: '顾问|顧問',
    th: 'ที่ปรึกษา',
  },
  organiser: {
    en: 'organiser|organizer', de: 'organisator|organisatorin|planer|planerin', fr: 'organisateur|organisatrice', es: 'organizador|organizadora', pt: 'organizador|organizadora',
    it: 'organizzatore|organizzatrice', nl: 'organisator', pl: 'organizator|organizatorka', sv: 'arrangor', fi: 'jarjestaja', cs: 'organizator|organizatorka', hu: 'szervezo',
    ro: 'organizator|organizatoare', el: 'διοργανωτης|διοργανωτρια', uk: 'організатор|організаторка', tr: 'organizator|organizatoru', ar: 'منظم|منظمة', he: 'מארגן|מארגנת',
    hi: 'आयोजक', 'hi-Latn': 'ayojak', id: 'penyelenggara', vi: 'nguoi to chuc', ko: '기획자', ja: 'オーガナイザー', zh: '组织者|組織者',
  },
  planner: {
    en: 'planner|scheduler', de: 'planer|planerin|disponent|disponentin', fr: 'planificateur|planificatrice|planneur', es: 'planificador|planificadora', pt: 'planejador|planejadora',
    it: 'pianificatore|pianificatrice', nl: 'planner', pl: 'planista|planistka', sv: 'planerare', fi: 'suunnittelija', cs: 'planovac|planovacka', hu: 'tervezo', ro: 'planificator',
    el: 'σχεδιαστης', uk: 'планувальник', tr: 'planlamaci|planlama uzmani', ar: 'مخطط|مخططة', he: 'מתכנן|מתכננת', hi: 'योजनाकार', 'hi-Latn': 'yojanakar', id: 'perencana',
    vi: 'nhan vien ke hoach', ko: '플래너', ja: 'プランナー', zh: '计划员|計劃員|规划师',
    th: 'นักวางแผน',
  },
  agent: {
    en: 'agent|representative', de: 'agent|agentin', fr: 'agent|agente', es: 'agente', pt: 'agente', it: 'agente', nl: 'agent', pl: 'agent|agentka', sv: 'agent', fi: 'agentti',
    cs: 'agent|agentka', hu: 'ugynok', ro: 'agent|agenta', el: 'πρακτορας', uk: 'агент|агентка', tr: 'acente|temsilci|temsilcisi', ar: 'وكيل|مندوب', he: 'סוכן|סוכנת',
    hi: 'एजेंट', 'hi-Latn': 'agent', id: 'agen', vi: 'dai ly', ko: '에이전트', ja: 'エージェント', zh: '代理',
    th: 'ตัวแทน',
  },
  supervisor: {
    en: 'supervisor|foreman|forewoman|in charge|incharge', de: 'vorarbeiter|vorarbeiterin|supervisor', fr: 'superviseur|superviseuse|contremaitre', es: 'supervisor|supervisora|capataz',
    pt: 'supervisor|supervisora|encarregado|encarregada', it: 'supervisore|capoturno', nl: 'supervisor|voorman', pl: 'brygadzista|brygadzistka|nadzorca|supervisor',
    sv: 'arbetsledare|supervisor', fi: 'tyonjohtaja|esimies', cs: 'supervizor|supervizorka|mistr', hu: 'muszakvezeto|supervisor', ro: 'supervizor|supervizoare',
    el: 'επιβλεπων|επιβλεπουσα|επόπτης|εποπτης|επόπτρια|εποπτρια', uk: 'супервайзер|бригадир', tr: 'supervizor|supervizoru|sefi|sef', ar: 'مشرف|مشرفة', he: 'מפקח|מפקחת|אחראי משמרת|אחראי|אחראית',
    hi: 'पर्यवेक्षक|प्रभारी|अधीक्षक', 'hi-Latn': 'paryavekshak', id: 'supervisor|pengawas|penyelia', vi: 'giam sat vien|giam sat', ko: '슈퍼바이저|감독자|파트장|반장|감독|슈퍼바이져', ja: 'スーパーバイザー|班長|職長|監督|グループ長', zh: '主管|督导|督導|领班|領班|班长|班長|组长|組長',
    th: 'หัวหน้างาน|ผู้ควบคุมงาน|ผู้ตรวจการ',
  },
  lead: {
    en: 'lead|leader|team lead|team leader', de: 'teamleiter|teamleiterin|teamleitung', fr: 'chef d equipe|responsable d equipe', es: 'lider|lider de equipo|jefe de equipo',
    pt: 'lider|lider de equipe', it: 'capo team|team leader', nl: 'teamleider|teamleidster', pl: 'lider|liderka|kierownik zespolu', sv: 'teamledare|gruppledare',
    fi: 'tiiminvetaja|tiimiesimies', cs: 'vedouci tymu|team leader', hu: 'csoportvezeto', ro: 'lider|sef de echipa', el: 'επικεφαλης ομαδας', uk: 'лідер|керівник групи|тимлід',
    tr: 'lider|lideri|takim lideri', ar: 'قائد فريق|قائدة فريق|قائد|قائدة', he: 'ראש צוות', hi: 'टीम लीडर', 'hi-Latn': 'team leader', id: 'ketua tim|pemimpin tim', vi: 'truong nhom',
    ko: '팀장|리더|파트장|파트리더|팀리더|반장|조장', ja: 'リーダー|チームリーダー|班長|グループリーダー|チーフ', zh: '组长|組長|主管|班长|班長|领班|領班|队长|隊長',
    th: 'หัวหน้าทีม|ผู้นำทีม',
  },
  manager: {
    // A bare English "Lead" names a manager's post as often as a team lead's ("Procurement Lead" glossing "Responsable de Compras").
    en: 'manager|lead|leader', de: 'manager|managerin|leiter|leiterin', fr: 'manager|responsable', es: 'gerente|responsable|jefe|jefa|gestor|gestora|manager',
    pt: 'gerente|gestor|gestora|responsavel', it: 'responsabile|manager|gestore', nl: 'manager|beheerder|leidinggevende', pl: 'kierownik|kierowniczka|menedzer|menadzer|manager',
    sv: 'chef|ansvarig|forestandare', fi: 'paallikko|esihenkilo|manageri', cs: 'manazer|manazerka|vedouci', hu: 'menedzser|vezeto', ro: 'manager|sef|sefa|responsabil',
    el: 'υπευθυνος|υπευθυνη|μανατζερ|τμηματαρχης|τμηματάρχης', uk: 'менеджер|менеджерка|керівник|керівниця|начальник', tr: 'yonetici|yoneticisi|mudur|muduru|sorumlu|sorumlusu',
    ar: 'مدير|مديرة', he: 'מנהל|מנהלת', hi: 'प्रबंधक|मैनेजर|व्यवस्थापक', 'hi-Latn': 'prabandhak', id: 'manajer|manager|pengelola', vi: 'quan ly|truong phong',
    // Round 39 (w4n's "현장소장 (Site Manager)"): the head of a site, an office or a branch — Korean 소장, Japanese 所長, Chinese 所长 — is
    // glossed "Manager" as often as "Head" (현장소장 a site manager, 관리소장 a property manager, 作業所長 a site manager).
    ko: '매니저|매니져|관리자|팀장|실장|점장|센터장|소장', ja: 'マネージャー|マネジャー|マネージャ|店長|室長|マネジャ|センター長|所長', zh: '经理|經理|主管|副理|襄理|店长|店長|所长|所長',
    th: 'ผู้จัดการ',
  },
  head: {
    en: 'head|chief|in charge|incharge', de: 'leiter|leiterin|chef|chefin', fr: 'chef|responsable', es: 'jefe|jefa|responsable', pt: 'chefe|responsavel', it: 'capo|responsabile',
    nl: 'hoofd', pl: 'kierownik|kierowniczka|szef|szefowa', sv: 'chef', fi: 'paallikko', cs: 'vedouci', hu: 'vezeto', ro: 'sef|sefa', el: 'επικεφαλης|προισταμενος|προισταμενη|τμηματαρχης',
    uk: 'керівник|керівниця|начальник', tr: 'sefi|sef|baskani|baskan', ar: 'رئيس|رئيسة|رئيس قسم|رئيسة قسم', he: 'ראש', hi: 'प्रमुख|प्रभारी|अधीक्षक|अध्यक्ष', 'hi-Latn': 'pramukh', id: 'kepala', vi: 'truong', ko: '팀장|실장|본부장|센터장|소장', zh: '主管|负责人|負責人|室长|室長|中心主任|所长|所長',
    ja: '室長|センター長|所長',
    th: 'หัวหน้า|หัวหน้าฝ่าย|หัวหน้าแผนก',
  },
  director: {
    en: 'director', de: 'direktor|direktorin', fr: 'directeur|directrice', es: 'director|directora', pt: 'diretor|diretora', it: 'direttore|direttrice', nl: 'directeur|directrice',
    pl: 'dyrektor|dyrektorka', sv: 'direktor', fi: 'johtaja', cs: 'reditel|reditelka', hu: 'igazgato', ro: 'director|directoare', el: 'διευθυντης|διευθυντρια',
    uk: 'директор|директорка', tr: 'direktor|direktoru', ar: 'مدير|مديرة', he: 'מנהל|מנהלת', hi: 'निदेशक', 'hi-Latn': 'nideshak', id: 'direktur', vi: 'giam doc',
    ko: '디렉터|이사|본부장', ja: 'ディレクター|取締役|ディレクタ', zh: '总监|總監|协理|協理',
    th: 'ผู้อำนวยการ',
  },
};

/** Thai, whose title is one word that a role noun starts. */
const THAI = /\p{Script=Thai}/u;

/** Scripts whose words a role noun ends rather than is: a compound's last part ("施設管理マネージャー", "출장관리매니저"). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

interface Noun {
  readonly concepts: ReadonlySet<Concept>;
  readonly languages: ReadonlySet<string>;
  /** Its words as folded. */
  readonly words: readonly string[];
}

/** A title's words folded, the Turkish dotless i read as i, the Arabic article taken off a word ("المنسق" ≡ "منسق"). */
function words(text: string): string[] {
  return segmentWords(text).map((w) => w.replace(/ı/gu, 'i').replace(/^ال(?=\p{Script=Arabic}{3})/u, ''));
}

let byForm: Map<string, { concepts: Set<Concept>; languages: Set<string>; words: string[] }> | null = null;

/** Every form, keyed by its folded words, built on first use. */
function forms(): ReadonlyMap<string, Noun> {
  if (byForm !== null) return byForm;
  byForm = new Map();
  for (const [concept, languages] of Object.entries(FORMS) as Array<[Concept, Record<string, string>]>) {
    for (const [language, list] of Object.entries(languages)) {
      for (const form of list.split('|')) {
        const w = words(form);
        const key = w.join(' ');
        if (key === '') continue;
        const entry = byForm.get(key) ?? { concepts: new Set<Concept>(), languages: new Set<string>(), words: w };
        entry.concepts.add(concept);
        entry.languages.add(language);
        byForm.set(key, entry);
      }
    }
  }
  return byForm;
}

/** The longest form, of one to four words, starting at word `i`; or a form a compound ends with (a German, Nordic, Finnish, Hungarian or Dutch compound; a CJK word). */
function nounAt(ws: readonly string[], i: number): Noun | null {
  const map = forms();
  for (let n = 4; n >= 1; n--) {
    if (i + n > ws.length) continue;
    const hit = map.get(ws.slice(i, i + n).join(' '));
    if (hit !== undefined) return hit;
  }
  const w = ws[i] ?? '';
  // Round 36: Thai writes a title as one word, its role noun first ("ผู้จัดการฝ่ายขาย", a manager of the sales department).
  if (THAI.test(w)) {
    for (let cut = w.length - 1; cut >= 3; cut--) {
      const hit = map.get(w.slice(0, cut));
      if (hit !== undefined && hit.words.length === 1) return hit;
    }
  }
  const least = CJK.test(w) ? 1 : 5;
  for (let cut = 1; cut <= w.length - least; cut++) {
    const tail = w.slice(cut);
    // A Latin compound's first part is three letters or more ("Reise|koordinatorin", "Fuhrpark|leiter"); a CJK word's unit one or more.
    if (!CJK.test(w) && cut < 3) continue;
    const hit = map.get(tail);
    if (hit !== undefined && hit.words.length === 1) return hit;
  }
  return null;
}

/** A title's role nouns and the words that are none (its trade, unit and grade words). */
interface Reading {
  readonly nouns: readonly Noun[];
  readonly rest: readonly string[];
}

const readingOf = memoiseByString((title: string): Reading => {
  const ws = words(title);
  const nouns: Noun[] = [];
  const rest: string[] = [];
  for (let i = 0; i < ws.length; ) {
    const hit = nounAt(ws, i);
    if (hit !== null) {
      nouns.push(hit);
      i += hit.words.length;
    } else {
      rest.push(ws[i] ?? '');
      i++;
    }
  }
  return { nouns, rest };
});

/**
 * Grade words beside a role noun, by the grade they name, in the 24 languages and English (folded): a translation or a gloss
 * that adds or drops one is a change ("Koordinator" → "Senior Coordinator", "출장관리 매니저 (Senior Travel Manager)").
 */
const GRADES: Readonly<Record<string, string>> = {
  senior:
    'senior|sr|snr|starszy|starsza|vanhempi|ledande|kidemli|ανωτερος|ανωτερη|старший|старша|провідний|провідна|أول|أقدم|בכיר|בכירה|वरिष्ठ|varishth|cao cap|시니어|선임|수석|책임|シニア|上級|高级|高級|资深|資深|首席|ylempi|principal|principale',
  junior: 'junior|jr|mlodszy|mlodsza|nuorempi|молодший|молодша|مبتدئ|זוטר|זוטרה|कनिष्ठ|주니어|ジュニア|初级|初級',
  deputy:
    'deputy|vice|stv|stellvertretender|stellvertretende|adjoint|adjointe|adjunto|adjunta|zastepca|zastepczyni|apulais|zastupce|helyettes|adjunct|αναπληρωτης|заступник|заступниця|yardimcisi|نائب|סגן|סגנית|उप|wakil|pho|副',
};

let gradeOf: Map<string, string> | null = null;

/** Each grade form's folded words, joined by a space, and its grade, built on first use. */
function gradeForms(): ReadonlyMap<string, string> {
  if (gradeOf !== null) return gradeOf;
  gradeOf = new Map();
  for (const [grade, list] of Object.entries(GRADES)) for (const form of list.split('|')) gradeOf.set(words(form).join(' '), grade);
  return gradeOf;
}

function gradesOf(title: string, rest: readonly string[]): string {
  const map = gradeForms();
  const found = new Set<string>();
  rest.forEach((w, i) => {
    const one = map.get(w) ?? map.get(`${w} ${rest[i + 1] ?? ''}`);
    if (one !== undefined) found.add(one);
  });
  // A grade written inside a CJK word ("高级差旅经理", "선임연구원").
  if (CJK.test(title)) for (const [grade, re] of CJK_GRADES) if (re.test(title)) found.add(grade);
  return [...found].sort().join(' ');
}

const CJK_GRADES: ReadonlyArray<readonly [string, RegExp]> = [
  ['senior', /시니어|선임|수석|책임|シニア|上級|高级|高級|资深|資深|首席/u],
  ['junior', /주니어|ジュニア|初级|初級/u],
  ['deputy', /副/u],
];

interface Reading1 {
  readonly noun: Noun;
  readonly rest: readonly string[];
  readonly grades: string;
}

/** The one role noun a title names, with its grades, or null (none, or two: "Assistant Manager", "Travel Coordinator & Events Manager"). */
function oneNoun(title: string): Reading1 | null {
  const read = readingOf(title);
  const noun = read.nouns.length === 1 ? read.nouns[0] : undefined;
  if (noun === undefined) return null;
  return { noun, rest: read.rest, grades: gradesOf(title, read.rest) };
}

function shareConcept(x: Noun, y: Noun): boolean {
  return [...x.concepts].some((c) => y.concepts.has(c));
}

function shareRank(x: Noun, y: Noun): boolean {
  const ranks = new Set([...x.concepts].map((c) => RANKS[c]));
  return [...y.concepts].some((c) => ranks.has(RANKS[c]));
}

/**
 * Functions the lexicon reads in every language it holds (sales, HR, finance, customer success, revenue operations, the
 * executive's, product): a title it reads none of is none of them, so a title read as one of them beside one read as none names
 * another function ("Koordinator Acara" → "Sales Coordinator"). Operations, marketing and engineering hold trades (travel,
 * fleet, facilities, events, a lab, security) the lexicon reads in a few languages only: "other" beside them says nothing.
 */
const READ_EVERYWHERE: ReadonlySet<string> = new Set(['sales', 'people', 'finance', 'customer_success', 'revops', 'executive', 'product']);

/** The two titles read no two functions: the same, or one read as none beside a trade the lexicon does not read everywhere. */
function functionsAgree(a: string, b: string): boolean {
  const fa = classifyTitle(a).function ?? 'other';
  const fb = classifyTitle(b).function ?? 'other';
  if (fa === fb) return true;
  if (fa !== 'other' && fb !== 'other') return false;
  return !READ_EVERYWHERE.has(fa === 'other' ? fb : fa);
}

/** A market, an area or a place named on either side: a remit the other may lack (round 33's convention), left to the older rules. */
function namesRemit(title: string, rest: readonly string[]): boolean {
  return rest.some((w) => MARKET_WORDS.has(w) || AREA_NAMES.has(w)) || namesPlace(title);
}

function latin(text: string): boolean {
  return /\p{Script=Latin}/u.test(text);
}

/** Another script, or English on one side only ("Koordinator Perjalanan Dinas" → "Business Travel Coordinator"). */
function otherLanguage(a: string, b: string, x: Reading1, y: Reading1): boolean {
  if (latin(a) !== latin(b)) return true;
  if (!latin(a)) return scriptOf(a) !== scriptOf(b);
  if (twoLanguages(x.noun, y.noun)) return true;
  // One role noun on both sides ("Supervisor de Seguridad" ↔ "Security Supervisor"): the rest rewritten whole, none of its words kept.
  return !x.rest.some((w) => w.length >= 3 && y.rest.includes(w)) && (englishBeside(a, b, y.rest) || englishBeside(b, a, x.rest));
}

/**
 * One title all English, the other's words beside its role noun none English ("Security Supervisor" ↔ "Supervisor de
 * Seguridad": Spanish writes the English role noun). A tool, a short form or a trade named in English beside the title ("Site
 * Engineer – Revit Trainer") is no other language.
 */
function englishBeside(title: string, other: string, otherRest: readonly string[]): boolean {
  const long = otherRest.filter((w) => w.length >= 3);
  if (long.length === 0 || !allEnglish(words(title)) || allEnglish(long)) return false;
  // A word the common-word list lacks may be English jargon ("Backend", "DataOps"): the lexicon must read the other title as
  // another language's, and it has no word in capitals or with a capital inside.
  return isForeignTitle(other) && !SHORT_FORM.test(other);
}

/** A word in capitals or with a capital inside: "SecOps", "MEP", "DevOps". */
const SHORT_FORM = /\p{Ll}\p{Lu}|(?<!\p{L})\p{Lu}{2,}(?!\p{L})/u;

/** The words beside the role noun that one side has and the other lacks are English on both sides: another trade, one language ("Private Banking" → "Corporate Banking"). */
function tradeReworded(x: readonly string[], y: readonly string[]): boolean {
  const ux = x.filter((w) => !y.includes(w));
  const uy = y.filter((w) => !x.includes(w));
  return ux.length < x.length && ux.length > 0 && uy.length > 0 && allEnglish(ux) && allEnglish(uy);
}

/**
 * The trade's words paired as cognates across the two languages ("Sistem" ≡ "Systems", "Laborator" ≡ "Laboratory"): where
 * some pair, a word left over on one side only was added or dropped ("Sistem Yöneticisi" → "Systems Engineering Manager").
 */
function wordAdded(x: readonly string[], y: readonly string[]): boolean {
  const left = y.filter((w) => w.length >= 3);
  let paired = 0;
  const unpaired = x.filter((w) => w.length >= 3).filter((w) => {
    const i = left.findIndex((v) => cognate(w, v));
    if (i < 0) return true;
    left.splice(i, 1);
    paired++;
    return false;
  });
  return paired > 0 && (unpaired.length === 0) !== (left.length === 0);
}

/** Five letters in common from the start, spellings languages write alike folded (y/i, k/c, ph/f, doubled letters), or the whole shorter word of four or more. */
function cognate(x: string, y: string): boolean {
  const fx = fold(x);
  const fy = fold(y);
  let n = 0;
  while (n < fx.length && fx[n] === fy[n]) n++;
  return n >= Math.min(5, Math.max(4, Math.min(fx.length, fy.length)));
}

function fold(w: string): string {
  return w.replace(/ph/gu, 'f').replace(/th/gu, 't').replace(/k/gu, 'c').replace(/y/gu, 'i').replace(/(\p{L})\1/gu, '$1');
}

/**
 * The words beside the role noun read by the lexicon on both sides: the older rules, which read them, have judged the pair
 * ("Responsable Juridique" → "Head of Compliance", "Satın Alma Uzmanı" → "Logistics Specialist": one function, operations,
 * holds both trades). This rule is for a trade the lexicon does not read on one side at least, or written in cognates
 * ("Logistica" ≡ "Logistics").
 */
function tradesRead(x: readonly string[], y: readonly string[]): boolean {
  const tx = x.join(' ');
  const ty = y.join(' ');
  if (tx === '' || ty === '' || tx === ty || !isKnownTitle(tx) || !isKnownTitle(ty)) return false;
  const lx = x.filter((w) => w.length >= 3 && !y.includes(w));
  const ly = y.filter((w) => w.length >= 3 && !x.includes(w));
  return !(lx.length === ly.length && lx.every((w) => ly.some((v) => cognate(w, v))));
}

/**
 * A role noun of two ranks ("מנהל", "Leiter", "Jefe": a manager or a director, a manager or a head) names the rank the lexicon
 * reads: where it reads both titles, they read one seniority ("מנהל רשת" → "Network Director" is a rank changed).
 */
function ranksAgree(a: string, b: string, x: Noun, y: Noun): boolean {
  const ambiguous = new Set([...x.concepts].map((c) => RANKS[c])).size > 1 || new Set([...y.concepts].map((c) => RANKS[c])).size > 1;
  return !ambiguous || !isKnownTitle(a) || !isKnownTitle(b) || classifyTitle(a).seniority === classifyTitle(b).seniority;
}

/** One title written inside the other: something added or dropped, not a translation ("Engineer" → "Engineer MEP"). */
function keptInside(a: string, b: string): boolean {
  const fa = ` ${words(a).join(' ')} `;
  const fb = ` ${words(b).join(' ')} `;
  return fa.includes(fb) || fb.includes(fa);
}

const SCRIPTS: readonly RegExp[] = [/\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Hebrew}/u, /\p{Script=Arabic}/u, /\p{Script=Devanagari}/u, /\p{Script=Thai}/u, /\p{Script=Hangul}/u, /[\p{Script=Hiragana}\p{Script=Katakana}]/u, /\p{Script=Han}/u];

function scriptOf(text: string): number {
  return SCRIPTS.findIndex((re) => re.test(text));
}

/**
 * The role nouns are of two languages: each form holds a language the other's lacks, or English on one side only ("Koordinator"
 * id/de/sv ↔ "Coordinator" en, "Coordenadora" pt ↔ "Coordinadora" es). One form on both sides ("Koordinator Acara" →
 * "Koordinator Armada") is one language, the trade reworded.
 */
function twoLanguages(x: Noun, y: Noun): boolean {
  if (x.languages.has('en') !== y.languages.has('en')) return true;
  return [...x.languages].some((l) => !y.languages.has(l)) && [...y.languages].some((l) => !x.languages.has(l));
}

/**
 * Round 35: a whole title put into another language at one entry — one role noun on each side naming one role ("Koordinator"
 * ≡ "Coordinator", "Flottamenedzser" ≡ "Fleet Manager", "번역가" ≡ "Translator"), the title's language changed (another
 * script, English on one side only, or role nouns of two languages), the same grade words, no remit named, and no two functions
 * read. The trade's words are not compared: the lexicon reads them in some languages only. A rank changed with the translation
 * (Koordinator → Travel Manager, 担当 → Head of Travel), a trade rewritten in one language (Koordinator Acara → Koordinator
 * Armada) or a function the lexicon reads everywhere named on one side (→ Sales Coordinator) stays a change.
 */
export const roleNounRankTranslated = memoiseByTwoStrings((a: string, b: string): boolean => {
  // Round 36: a Thai role noun is read for a gloss only; the lexicon reads few Thai trades, so a translation's function is unread.
  if (THAI.test(a) || THAI.test(b)) return false;
  const x = oneNoun(a);
  const y = oneNoun(b);
  if (x === null || y === null || !shareConcept(x.noun, y.noun) || x.grades !== y.grades || keptInside(a, b)) return false;
  if (!otherLanguage(a, b, x, y) || tradeReworded(x.rest, y.rest) || tradesRead(x.rest, y.rest) || wordAdded(x.rest, y.rest)) return false;
  if (!ranksAgree(a, b, x.noun, y.noun)) return false;
  if (namesRemit(a, x.rest) || namesRemit(b, y.rest)) return false;
  return functionsAgree(a, b);
});

/**
 * Round 35: a gloss `gloss` added after `title` kept word for word, judged by role nouns (`title-kept.ts` asks it first). True
 * when each names one role noun of one rank (a coordinator glossed "Coordinator", "매니저" glossed "Manager", "Leiterin" glossed
 * "Head of …"), with the same grade words, in another script or English after a title that is not, and the two read no two
 * functions; 'grade' when the two role nouns name two ranks or the gloss another grade ("Sachbearbeiterin … (Travel
 * Manager)", "Specjalista … (Travel Team Lead)", "… (Senior Travel Manager)"); null when a side names no role noun or two:
 * the older rules decide.
 */
export function glossedByRoleNoun(title: string, gloss: string): boolean | 'grade' | null {
  if (!(latin(title) ? allEnglish(words(gloss)) && !allEnglish(words(title)) : latin(gloss) && !CJK_OR_OTHER_IN.test(gloss))) return null;
  const x = oneNoun(title);
  const y = oneNoun(gloss);
  if (x === null || y === null) return null;
  if (namesRemit(gloss, y.rest)) return null;
  if (!shareRank(x.noun, y.noun) || x.grades !== y.grades) return 'grade';
  return functionsAgree(title, gloss) ? true : null;
}

/** A gloss written in Latin letters only (digits and punctuation aside). */
const CJK_OR_OTHER_IN = /[^\p{Script=Latin}\p{N}\p{P}\p{Z}\p{S}]/u;


/**
 * Round 40 (pairs40e): the ranks the one role noun of a title names (a manager 4, a supervisor 3 …; "Leiter" 4 and 5), or null
 * where it names none or two. Read by `entry-rank.ts` to set the direction of a new entry at one employer.
 */
export function roleNounRanks(title: string): readonly number[] | null {
  const x = oneNoun(title);
  return x === null ? null : [...new Set([...x.noun.concepts].map((c) => RANKS[c]))].sort((p, q) => p - q);
}
