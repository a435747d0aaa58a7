type Terms = Readonly<Record<string, readonly string[]>>;

/**
 * Seats on a board, a supervisory board, a board of trustees or an advisory committee, and independent or
 * non-executive directorships, in the words each language uses (round 6; added to `BOARD_TERMS` in
 * `side-roles.ts`): a side role beside a job, never the main job when the job ends.
 */
export const BOARD_SEAT_TERMS: Terms = {
  id: ['komisaris', 'komisaris utama', 'anggota dewan komisaris', 'dewan komisaris', 'dewan pengawas', 'anggota dewan pengawas', 'wali amanat', 'dewan penasihat'],
  ar: ['عضو مجلس الأمناء', 'عضوة مجلس الأمناء', 'مجلس الأمناء', 'عضو مجلس أمناء', 'عضو مجلس استشاري', 'عضوة مجلس الإدارة', 'عضو لجنة استشارية', 'عضوة لجنة استشارية', 'عضو غير تنفيذي', 'عضو مجلس إدارة مستقل'],
  hi: ['स्वतंत्र निदेशक', 'गैर-कार्यकारी निदेशक', 'गैर कार्यकारी निदेशक', 'न्यासी', 'ट्रस्टी', 'सलाहकार परिषद सदस्य', 'बोर्ड सदस्या', 'swatantra nideshak'],
  he: ['חבר ועדה מייעצת', 'חברת ועדה מייעצת', 'ועדה מייעצת', 'חבר חבר הנאמנים', 'חברת חבר הנאמנים', 'חבר מועצת המנהלים', 'חברת מועצת המנהלים', 'דירקטור בלתי תלוי', 'דירקטורית בלתי תלויה', 'חבר ועד מייעץ', 'חברת ועד מייעץ', 'חבר מועצה מייעצת', 'חברת מועצה מייעצת'],
  ko: ['비상임이사', '감사위원', '이사회 멤버', '자문위원회 위원', '이사회 이사'],
  ja: ['評議員', '諮問委員', '社外役員'],
  zh: ['非执行董事', '监事', '顾问委员会成员', '理事会成员', '董事会成员'],
  tr: ['mütevelli heyeti üyesi', 'denetim kurulu üyesi', 'bağımsız üye', 'danışma kurulu'],
  vi: ['thành viên ban kiểm soát', 'thành viên hội đồng trường', 'thành viên hội đồng cố vấn'],
  el: ['σύμβουλος διοίκησης', 'μέλος εποπτικού συμβουλίου', 'μέλος συμβουλίου διοίκησης', 'μέλος του εποπτικού συμβουλίου'],
  ro: ['membru în consiliul de supraveghere', 'membru al consiliului de supraveghere', 'administrator neexecutiv', 'administrator independent', 'membru în consiliul director'],
  hu: ['független igazgatósági tag', 'független felügyelőbizottsági tag', 'kuratórium elnöke'],
  uk: ['член піклувальної ради', 'членкиня піклувальної ради', 'член консультативної ради', 'членкиня консультативної ради', 'член ради директорів', 'членкиня ради директорів'],
  ru: ['член попечительского совета', 'член консультативного совета', 'член экспертного совета'],
  pl: ['członek rady powierniczej', 'członkini rady powierniczej', 'członek rady doradczej', 'członkini rady doradczej', 'niezależny członek rady'],
  de: ['kuratoriumsmitglied', 'mitglied des kuratoriums', 'stiftungsrat', 'stiftungsrätin', 'mitglied des stiftungsrats'],
  fr: ['membre du conseil de surveillance', 'membre du comité consultatif'],
  es: ['miembro del patronato', 'miembro del consejo asesor', 'miembro del comité asesor'],
  pt: ['membro do conselho consultivo', 'membro do conselho fiscal'],
  it: ['membro del comitato consultivo', 'membro del collegio sindacale'],
  fi: ['valtuuskunnan jäsen', 'hallintoneuvoston jäsen'],
  cs: ['člen kuratoria', 'členka kuratoria'],
};

/**
 * Seats on a committee, commission or council of a professional body or an institution (round 15: w3m's bar-association
 * ethics-committee member, "Članica Etičkog odbora"), in every language: a side role that outlives the job, as the
 * English "committee" is (`side-roles.ts`).
 */
export const COMMITTEE_SEAT_TERMS: Terms = {
  hr: [
    'član odbora', 'članica odbora', 'član etičkog odbora', 'članica etičkog odbora', 'član upravnog odbora', 'članica upravnog odbora',
    'član nadzornog odbora', 'članica nadzornog odbora', 'član komisije', 'članica komisije', 'član povjerenstva', 'članica povjerenstva',
    'član disciplinskog suda', 'članica disciplinskog suda', 'član izvršnog odbora', 'članica izvršnog odbora',
  ],
  de: ['ausschussmitglied', 'mitglied im ausschuss', 'mitglied des ausschusses', 'kommissionsmitglied', 'mitglied der kommission', 'mitglied der ethikkommission'],
  fr: ['membre du comité', 'membre de la commission', 'membre du conseil de l ordre', 'membre du comité d éthique'],
  es: ['miembro del comité', 'miembro de la comisión', 'vocal de la junta de gobierno', 'miembro de la comisión de deontología'],
  pt: ['membro do comitê', 'membro do comité', 'membro da comissão', 'membro da comissão de ética'],
  it: ['membro del comitato', 'membro della commissione', 'componente della commissione', 'consigliere dell ordine'],
  nl: ['commissielid', 'lid van de commissie', 'lid tuchtcommissie', 'lid van de tuchtcommissie'],
  pl: ['członek komisji', 'członkini komisji', 'członek komitetu', 'członkini komitetu', 'członek sądu dyscyplinarnego', 'członkini sądu dyscyplinarnego'],
  cs: ['člen komise', 'členka komise', 'člen výboru', 'členka výboru', 'člen etické komise', 'členka etické komise'],
  sv: ['kommittéledamot', 'nämndledamot', 'ledamot i etiknämnden'],
  da: ['udvalgsmedlem'],
  no: ['komitémedlem', 'utvalgsmedlem'],
  fi: ['toimikunnan jäsen', 'valiokunnan jäsen', 'eettisen toimikunnan jäsen', 'lautakunnan jäsen'],
  ru: ['член комиссии', 'член комитета', 'член этического комитета'],
  uk: ['член комісії', 'членкиня комісії', 'член комітету', 'членкиня комітету'],
  tr: ['komisyon üyesi', 'etik kurul üyesi', 'disiplin kurulu üyesi'],
  ro: ['membru al comisiei', 'membru în comisia', 'membru comisie', 'membru al comitetului'],
  hu: ['bizottsági tag', 'etikai bizottság tagja', 'bizottság tagja'],
  el: ['μέλος επιτροπής', 'μέλος της επιτροπής'],
  he: ['חבר ועדה', 'חברת ועדה', 'חבר ועדת אתיקה', 'חברת ועדת אתיקה'],
  ar: ['عضو لجنة', 'عضوة لجنة', 'عضو اللجنة', 'عضوة اللجنة'],
  id: ['anggota komite', 'anggota komisi', 'anggota dewan kehormatan'],
  vi: ['thành viên ủy ban', 'ủy viên ủy ban'],
  hi: ['समिति सदस्य', 'समिति के सदस्य'],
  ja: ['委員会委員', '倫理委員'],
  zh: ['委员会委员', '伦理委员会委员'],
  ko: ['위원회 위원', '윤리위원'],
};

/**
 * Round 18 (w3r: "Membru independent CA" at a listed bank, held beside a job that ended): a board seat written with the
 * board's abbreviation (CA, CS, CdA, RN, DR, FB, ΔΣ, СД, НС, RvC, YK) or as an independent or non-executive member, in the
 * languages of the read sets and their neighbours (Bulgarian, Serbian, Slovenian, Slovak); added to the board kind in
 * `side-roles.ts` beside `BOARD_SEAT_TERMS`.
 */
export const INDEPENDENT_SEAT_TERMS: Terms = {
  bg: ['член на съвета на директорите', 'член на надзорния съвет', 'член на сд', 'член на нс', 'независим член', 'независим член на сд', 'независим член на съвета на директорите'],
  sr: ['član nadzornog odbora', 'članica nadzornog odbora', 'nezavisni član', 'nezavisna članica', 'nezavisni član upravnog odbora', 'nezavisni direktor', 'neizvršni direktor'],
  sl: ['član nadzornega sveta', 'članica nadzornega sveta', 'neodvisni član', 'neodvisna članica'],
  sk: ['člen dozornej rady', 'členka dozornej rady', 'nezávislý člen', 'nezávislá členka'],
  ro: ['membru ca', 'membru al ca', 'membru în ca', 'membru cs', 'membru independent', 'membru independent ca', 'membru independent al ca', 'membru neexecutiv', 'membru neexecutiv ca', 'membru neexecutiv al ca', 'membru independent în consiliul de administrație', 'membru al consiliului de administrație', 'membru în consiliul de administrație'],
  it: ['membro indipendente', 'membro indipendente del cda', 'membro del cda', 'consigliera indipendente', 'consigliere indipendente', 'consigliera di amministrazione', 'amministratore indipendente', 'amministratrice indipendente', 'amministratore non esecutivo', 'amministratrice non esecutiva'],
  es: ['miembro independiente', 'miembro independiente del consejo', 'consejera independiente', 'consejero independiente', 'consejero externo', 'consejera externa'],
  pt: ['administrador não executivo', 'administradora não executiva', 'administrador independente', 'administradora independente', 'membro independente', 'conselheiro independente', 'conselheira independente'],
  fr: ['membre indépendant', 'membre indépendante', 'administratrice indépendante', 'administrateur non exécutif', 'membre du ca'],
  pl: ['członek rn', 'członkini rn', 'niezależny członek', 'niezależna członkini', 'niezależny członek rady nadzorczej', 'niezależna członkini rady nadzorczej', 'członkini rady nadzorczej', 'członek rady nadzorczej'],
  cs: ['člen dozorčí rady', 'členka dozorčí rady', 'člen dr', 'členka dr', 'nezávislý člen', 'nezávislá členka', 'nezávislý člen dozorčí rady'],
  hu: ['fb tag', 'fb-tag', 'felügyelőbizottsági tag', 'igazgatósági tag', 'független tag', 'nem ügyvezető igazgatósági tag'],
  el: ['ανεξάρτητο μη εκτελεστικό μέλος', 'ανεξάρτητο μέλος', 'μη εκτελεστικό μέλος', 'μέλος δσ', 'μέλος του δσ', 'μέλος διοικητικού συμβουλίου'],
  de: ['unabhängiges aufsichtsratsmitglied', 'unabhängiges mitglied des aufsichtsrats', 'unabhängige aufsichtsrätin'],
  nl: ['onafhankelijk lid', 'onafhankelijk commissaris', 'lid rvc', 'lid raad van commissarissen', 'lid rvt'],
  tr: ['bağımsız yönetim kurulu üyesi', 'yk üyesi', 'bağımsız yk üyesi'],
  ru: ['независимый член', 'независимый директор', 'член совета директоров', 'член наблюдательного совета'],
  uk: ['незалежний член', 'незалежна членкиня', 'незалежний директор', 'член наглядової ради', 'членкиня наглядової ради'],
  en: ['independent member', 'non exec', 'independent ned'],
};

/**
 * Round 20 (w3t: a seat on the small-industry board of Confindustria Brescia, a 理事 of a prefectural industry association
 * and of a trade association, a board seat at a logistics cluster — each staying when the main job ended, read as the job
 * that remains): the bodies that businesses and their people belong to — employers' associations, chambers of commerce,
 * industry and crafts, trade and industry associations, industry clusters and prefectural or provincial industry bodies,
 * in the profiles' languages. Added to the community organisations (`side-roles.ts`): a seat there held beside the job is
 * no employer's job when the job ends. A job started there after the job ended stays a move (the entry was not held
 * beside it). "Cluster" alone names companies too (Cluster Reply): only with a sector word or a preposition
 * (`BUSINESS_CLUSTER` in side-roles.ts); 協会 alone names NHK (日本放送協会): only with an industry word.
 */
export const BUSINESS_BODY_TERMS: Terms = {
  en: ['trade association', 'industry association', 'industries association', 'manufacturers association', 'manufacturers alliance', 'employers association', 'employers federation', 'chamber of industry', 'chamber of commerce and industry', 'board of trade', 'business council', 'confederation of industry', 'federation of industries'],
  de: ['verband', 'arbeitgeberverband', 'unternehmerverband', 'unternehmensverband', 'bundesverband', 'landesverband', 'fachverband', 'industrieverband', 'wirtschaftsverband', 'branchenverband', 'arbeitgebervereinigung', 'vereinigung der unternehmerverbände', 'industrie und handelskammer', 'handelskammer', 'handwerkskammer', 'wirtschaftskammer', 'industriellenvereinigung', 'ihk', 'hwk', 'ahk', 'vdma', 'bdi', 'zvei', 'vda', 'gesamtmetall', 'südwestmetall', 'bayme', 'nordmetall', 'metall nrw'],
  it: ['confindustria', 'unione industriale', 'unione industriali', 'associazione industriali', 'assolombarda', 'federmeccanica', 'confartigianato', 'confcommercio', 'confapi', 'confagricoltura', 'camera di commercio', 'distretto industriale'],
  fr: ['cci', 'chambre de commerce', 'chambre de commerce et d industrie', 'chambre de métiers', 'chambre des métiers', 'medef', 'cpme', 'uimm', 'syndicat professionnel', 'fédération professionnelle', 'pôle de compétitivité', 'union des industries'],
  es: ['cámara de comercio', 'cámara oficial de comercio', 'cámara de industria', 'confederación de empresarios', 'confederación empresarial', 'asociación empresarial', 'asociación de empresarios', 'ceoe', 'cepyme', 'foment del treball', 'coparmex', 'canacintra', 'concamin'],
  pt: ['câmara de comércio', 'federação das indústrias', 'confederação nacional da indústria', 'associação comercial', 'associação empresarial', 'sindicato da indústria', 'fiesp', 'fiemg', 'firjan', 'fiergs'],
  nl: ['vno ncw', 'mkb nederland', 'brancheorganisatie', 'branchevereniging', 'werkgeversvereniging', 'kamer van koophandel', 'voka', 'agoria', 'unizo'],
  pl: ['izba przemysłowo handlowa', 'izba gospodarcza', 'pracodawcy rp', 'konfederacja lewiatan', 'związek pracodawców', 'klaster'],
  cs: ['svaz průmyslu', 'svaz průmyslu a dopravy', 'hospodářská komora', 'krajská hospodářská komora', 'klastr'],
  sk: ['republiková únia zamestnávateľov', 'obchodná a priemyselná komora', 'klaster'],
  hu: ['kereskedelmi és iparkamara', 'gyáriparosok országos szövetsége', 'klaszter'],
  ro: ['camera de comerț și industrie', 'uniunea generală a industriașilor', 'patronatul', 'clusterul'],
  sv: ['svenskt näringsliv', 'teknikföretagen', 'branschorganisation', 'arbetsgivarorganisation', 'handelskammaren'],
  da: ['dansk industri', 'dansk erhverv', 'brancheforening', 'arbejdsgiverforening'],
  no: ['næringslivets hovedorganisasjon', 'bransjeforening', 'arbeidsgiverforening'],
  fi: ['elinkeinoelämän keskusliitto', 'teknologiateollisuus', 'kauppakamari', 'klusteri'],
  tr: ['sanayi odası', 'ticaret ve sanayi odası', 'sanayiciler derneği', 'sanayici ve iş insanları derneği', 'tüsiad', 'müsiad', 'tobb', 'ihracatçılar birliği'],
  el: ['επιμελητήριο', 'σύνδεσμος επιχειρήσεων', 'σύνδεσμος βιομηχανιών', 'σεβ'],
  ru: ['союз промышленников', 'союз промышленников и предпринимателей', 'торгово промышленная палата', 'отраслевой союз', 'кластер'],
  uk: ['союз промисловців', 'спілка промисловців', 'торгово промислова палата', 'кластер'],
  he: ['התאחדות התעשיינים', 'לשכת המסחר'],
  ar: ['غرفة التجارة والصناعة', 'غرفة الصناعة', 'اتحاد الصناعات', 'اتحاد الغرف'],
  hi: ['उद्योग संघ', 'फिक्की', 'सीआईआई', 'ficci', 'assocham'],
  id: ['kamar dagang dan industri', 'apindo', 'gabungan pengusaha', 'asosiasi industri'],
  vi: ['phòng thương mại và công nghiệp', 'hiệp hội doanh nghiệp', 'vcci'],
  ja: ['商工会議所', '商工会', '工業会', '工業協会', '産業協会', '産業連盟', '経営者協会', '経済同友会', '経済団体連合会', '経団連', '同業組合', '工業組合', '業界団体', '業協会'],
  zh: ['协会', '協會', '同业公会', '同業公會', '工业协会', '工業協會', '行业协会', '行業協會', '工业总会', '工業總會', '工商协进会', '工商協進會', '商会', '商會', '总商会', '總商會', '产业联盟', '產業聯盟', '工业联合会', '工業聯合會', '产业集群'],
  ko: ['상공회의소', '경영자총협회', '산업협회', '공업협회', '공업협동조합', '전국경제인연합회', '중소기업중앙회', '무역협회', '클러스터'],
};

/**
 * Round 21 (w3u: a committee seat, "กรรมการ", at the Personnel Management Association of Thailand, staying when the HR
 * job ended): the professional bodies of a function that its people belong to — personnel and HR associations and
 * institutes, payroll associations, institutes of accountants and internal auditors, CFO forums, procurement and
 * supply institutes — in the profiles' languages; Thai "สมาคม" is the English "association" (already a community word).
 * Added to the community organisations beside `BUSINESS_BODY_TERMS`, with the same guard: a job started there after the
 * job ended stays a move. Firm names that are jobs ("… Chartered Accountants", an accounting practice) are not here.
 */
export const PROFESSION_BODY_TERMS: Terms = {
  en: [
    'personnel management association', 'institute of personnel management', 'national institute of personnel management', 'nipm', 'chartered institute of personnel and development', 'cipd', 'society for human resource management', 'shrm',
    'australian hr institute', 'ahri', 'institute for human resource professionals', 'ihrp', 'national hrd network', 'hr institute', 'human resources institute', 'payroll association', 'american payroll association',
    'chartered institute of payroll professionals', 'cipp', 'institute of chartered accountants', 'icaew', 'icai', 'icas', 'icsi', 'cpa australia', 'chartered accountants australia and new zealand', 'institute of certified public accountants',
    'aicpa', 'hkicpa', 'micpa', 'picpa', 'institute of management accountants', 'institute of internal auditors', 'cfo forum', 'cfo council', 'cfo network', 'chartered institute of procurement and supply', 'cips',
    'institute for supply management', 'procurement institute', 'purchasing institute',
  ],
  th: ['สมาคม', 'สภาวิชาชีพบัญชี'],
  ja: ['人事協会', '人材マネジメント協会', '人事管理協会', '人材開発協会', '会計士協会', '経理協会', '内部監査協会', '調達協会', '購買協会', '給与計算協会', '税理士会', '社会保険労務士会', 'cfo協会'],
  ko: ['인사관리협회', '인사협회', '인재개발협회', '공인회계사회', '회계사회', '내부감사협회', '구매협회', 'cfo포럼'],
  vi: ['hiệp hội nhân sự', 'hội nhân sự', 'hiệp hội kế toán', 'hội kế toán', 'hội kiểm toán viên', 'hội kế toán và kiểm toán'],
  id: ['perhimpunan manajemen sdm', 'ikatan akuntan indonesia', 'ikatan akuntan', 'institut akuntan publik', 'asosiasi praktisi sdm'],
  de: ['bundesverband der personalmanager', 'deutsche gesellschaft für personalführung', 'dgfp', 'institut der wirtschaftsprüfer', 'wirtschaftsprüferkammer', 'steuerberaterkammer', 'bundesverband materialwirtschaft einkauf und logistik'],
  fr: ['andrh', 'association nationale des drh', 'ordre des experts comptables', 'compagnie des commissaires aux comptes', 'dfcg', 'ifaci', 'cdaf'],
  es: ['instituto de auditores internos', 'colegio de contadores', 'colegio de economistas', 'instituto de censores jurados de cuentas', 'aedipe', 'aerce'],
  pt: ['abrh', 'instituto dos auditores internos', 'conselho regional de contabilidade', 'ordem dos contabilistas certificados'],
  it: ['aidp', 'associazione italiana direzione del personale', 'ordine dei dottori commercialisti', 'ordine dei consulenti del lavoro', 'adaci'],
  nl: ['nederlandse vereniging voor personeelsmanagement', 'nederlandse beroepsorganisatie van accountants', 'nevi'],
  pl: ['polskie stowarzyszenie zarządzania kadrami', 'stowarzyszenie księgowych w polsce', 'polska izba biegłych rewidentów', 'instytut audytorów wewnętrznych'],
  ru: ['ассоциация менеджеров по персоналу', 'институт внутренних аудиторов', 'институт профессиональных бухгалтеров'],
  tr: ['personel yönetimi derneği', 'serbest muhasebeci mali müşavirler odası', 'türkiye iç denetim enstitüsü', 'tüider'],
  zh: ['人力资源协会', '人力資源協會', '注册会计师协会', '註冊會計師公會', '内部审计协会', '采购与供应链协会'],
};

/**
 * Round 25 (w3y: a seat on the administrative committee of the Technical Chamber of Greece's Central Macedonia branch,
 * "Μέλος Διοικούσας Επιτροπής" at "ΤΕΕ – Τμήμα Κεντρικής Μακεδονίας", staying when the contractor's job ended): the chambers,
 * orders, colleges and institutions that engineers, architects, surveyors and builders belong to, in the profiles'
 * languages. Added to the community organisations beside `PROFESSION_BODY_TERMS`, with their guard: a job started there
 * after the job ended stays a move. Acronyms that name companies too are left out (AIA, an insurer; ICE, an exchange; MMK, a
 * steelmaker; Kivi and Sarp, words and names; IET, IMO, APM, PMI, BNA, OAR, VDI alone); the acronyms kept name the body alone.
 */
export const CHAMBER_TERMS: Terms = {
  en: [
    'institution of civil engineers', 'institution of structural engineers', 'istructe', 'chartered institute of building', 'ciob', 'royal institution of chartered surveyors', 'rics',
    'institution of engineering and technology', 'institution of mechanical engineers', 'imeche', 'chartered institution of building services engineers', 'cibse',
    'chartered institution of highways and transportation', 'ciht', 'royal town planning institute', 'rtpi', 'royal institute of british architects', 'riba', 'architects registration board',
    'american institute of architects', 'american society of civil engineers', 'asce', 'national society of professional engineers', 'nspe', 'structural engineers association',
    'engineers australia', 'engineers ireland', 'engineering new zealand', 'engineers new zealand', 'hong kong institution of engineers', 'hkie', 'hong kong institute of surveyors',
    'hong kong institute of architects', 'institution of engineers', 'institution of engineers australia', 'professional engineers ontario', 'engineers and geoscientists british columbia',
    'saudi council of engineers', 'board of engineers malaysia', 'institution of engineers malaysia', 'royal institute of chartered surveyors', 'engineering council',
  ],
  de: ['ingenieurkammer', 'ingenieurekammer', 'architektenkammer', 'bundesingenieurkammer', 'bundesarchitektenkammer', 'kammer der ziviltechniker', 'kammer der ziviltechnikerinnen', 'ziviltechnikerkammer', 'verein deutscher ingenieure', 'vdi bezirksverein', 'vdi landesverband', 'verband beratender ingenieure'],
  cs: ['čkait', 'česká komora autorizovaných inženýrů a techniků činných ve výstavbě', 'česká komora autorizovaných inženýrů', 'česká komora architektů', 'čka'],
  sk: ['slovenská komora stavebných inžinierov', 'sksi', 'slovenská komora architektov'],
  hu: ['mérnöki kamara', 'mérnök kamara', 'magyar mérnöki kamara', 'építész kamara', 'magyar építész kamara'],
  el: ['τεε', 'τεχνικό επιμελητήριο', 'τεχνικό επιμελητήριο ελλάδας', 'σύλλογος πολιτικών μηχανικών', 'σύλλογος αρχιτεκτόνων'],
  pl: ['izba inżynierów budownictwa', 'okręgowa izba inżynierów budownictwa', 'polska izba inżynierów budownictwa', 'piib', 'izba architektów', 'izba architektów rp', 'stowarzyszenie architektów polskich'],
  pt: ['ordem dos engenheiros', 'ordem dos engenheiros técnicos', 'ordem dos arquitectos', 'ordem dos arquitetos', 'conselho regional de engenharia', 'conselho de arquitetura e urbanismo', 'confea', 'instituto de arquitetos do brasil'],
  es: ['colegio de ingenieros', 'colegio oficial de ingenieros', 'colegio de arquitectos', 'colegio oficial de arquitectos', 'colegio de aparejadores', 'colegio oficial de aparejadores', 'consejo superior de colegios de arquitectos', 'colegio de ingenieros técnicos'],
  it: ['ordine degli ingegneri', 'ordine degli architetti', 'collegio dei geometri', 'consiglio nazionale degli ingegneri', 'consiglio nazionale degli architetti'],
  fr: ['ordre des architectes', 'ordre des ingénieurs', 'ordre des ingénieurs du québec', 'ordre des géomètres experts', 'conseil régional de l ordre des architectes', 'oiq', 'oaq'],
  nl: ['koninklijk instituut van ingenieurs', 'architectenregister'],
  ro: ['ordinul arhitecților', 'ordinul arhitectilor', 'ordinul inginerilor', 'uniunea arhitecților'],
  tr: ['tmmob', 'mühendisleri odası', 'inşaat mühendisleri odası', 'mimarlar odası', 'makina mühendisleri odası', 'elektrik mühendisleri odası'],
  sv: ['sveriges arkitekter', 'sveriges ingenjörer'],
  fi: ['suomen arkkitehtiliitto', 'suomen rakennusinsinöörien liitto'],
  ru: ['союз архитекторов', 'национальное объединение изыскателей и проектировщиков', 'национальное объединение строителей'],
  uk: ['спілка архітекторів', 'палата інженерів'],
  ar: ['الهيئة السعودية للمهندسين', 'نقابة المهندسين', 'جمعية المهندسين', 'هيئة المهندسين'],
  he: ['לשכת המהנדסים', 'איגוד המהנדסים'],
  ko: ['대한건축사협회', '대한건축학회', '대한토목학회', '한국기술사회', '한국건설기술인협회', '한국건축가협회'],
  ja: ['日本建築家協会', '日本建築学会', '土木学会', '日本技術士会', '建築士会', '建築士事務所協会'],
  zh: ['土木工程学会', '建筑学会', '工程师学会', '勘察设计协会', '建筑师学会'],
  vi: ['hội kiến trúc sư', 'tổng hội xây dựng'],
  id: ['persatuan insinyur indonesia', 'ikatan arsitek indonesia'],
};
