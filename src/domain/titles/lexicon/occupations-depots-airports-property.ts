import type { Family } from './occupations';
import { familyEntries } from './occupations';
import type { LexiconEntry } from './types';
import { entries } from './types';

/**
 * Round 14 (issue #21): occupation families of the read sets' function misses (w3k–w3m) that the lexicon lacked, in
 * every language: real-estate agents and brokers (sales, as the READMEs label every seller of a product), the
 * maintenance of vehicles and their depots (operations), airport ground handling (operations), audit work and its
 * trainees (finance), distribution and sorting centres (operations). Role nouns are tier 1; department and
 * workplace words lend only the function (tier 2 or, where the word is common in other senses, tier 3).
 */
const FAMILIES: Readonly<Record<string, Family>> = {
  /** Real-estate agents, brokers and property consultants: sales (the function of the work, whatever the employer). */
  realEstateAgents: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: {
      en: ['real estate agent', 'real estate broker', 'real estate consultant', 'real estate advisor', 'real estate sales', 'realtor', 'estate agent', 'property consultant', 'property agent', 'property dealer', 'property advisor', 'letting agent', 'lettings negotiator'],
      de: ['immobilienmakler*', 'immobilienberater*', 'immobilienverkäufer*', 'makler*'],
      fr: ['agent immobilier', 'agente immobiliere', 'conseiller immobilier', 'conseillere immobiliere', 'negociateur immobilier', 'negociatrice immobiliere', 'mandataire immobilier'],
      es: ['agente inmobiliario', 'agente inmobiliaria', 'asesor inmobiliario', 'asesora inmobiliaria', 'agente de bienes raices', 'asesor de bienes raices', 'asesora de bienes raices', 'corredor de propiedades', 'corredora de propiedades', 'corredor inmobiliario', 'corredora inmobiliaria'],
      pt: ['corretor de imoveis', 'corretora de imoveis', 'consultor imobiliario', 'consultora imobiliaria', 'agente imobiliario', 'agente imobiliaria', 'corretor imobiliario', 'corretora imobiliaria'],
      it: ['agente immobiliare', 'consulente immobiliare', 'mediatore immobiliare', 'mediatrice immobiliare'],
      nl: ['makelaar*', 'vastgoedadviseur*'],
      pl: ['agent nieruchomosci', 'agentka nieruchomosci', 'posrednik w obrocie nieruchomosciami', 'posredniczka w obrocie nieruchomosciami', 'posrednik nieruchomosci', 'doradca ds nieruchomosci'],
      sv: ['fastighetsmaklare', 'maklare', 'bostadsmaklare'],
      da: ['ejendomsmægler*'],
      no: ['eiendomsmegler*'],
      fi: ['kiinteistonvalittaja*', 'asuntomyyja*', 'kiinteistomyyja*'],
      ru: ['риелтор*', 'риэлтор*', 'агент по недвижимости', 'брокер по недвижимости', 'маклер*'],
      uk: ['рієлтор*', 'ріелтор*', 'агент з нерухомості', 'агентка з нерухомості', 'брокер з нерухомості'],
      el: ['μεσιτ*', 'κτηματομεσιτ*', 'συμβουλος ακινητων', 'συμβουλοσ ακινητων', 'πωλητης ακινητων'],
      tr: ['emlak danismani', 'emlak danismanı', 'gayrimenkul danismani', 'gayrimenkul satis', 'gayrimenkul satış', 'emlakci', 'emlak uzmani', 'emlak ofisi'],
      id: ['agen properti', 'agen real estate', 'konsultan properti', 'marketing properti', 'broker properti'],
      vi: ['moi gioi bat dong san', 'tu van bat dong san', 'chuyen vien tu van bat dong san', 'sale bat dong san', 'sales bat dong san'],
      cs: ['realitni maklér*', 'realitni makler*', 'makler*'],
      hu: ['ingatlanertekesito*', 'ingatlankozvetito*', 'ingatlanreferens*', 'ingatlanugynok*', 'ingatlan tanacsado'],
      ro: ['agent imobiliar', 'agenta imobiliara', 'consultant imobiliar', 'consultanta imobiliara', 'broker imobiliar'],
      he: ['סוכן נדלן', 'סוכנת נדלן', 'יועץ נדלן', 'יועצת נדלן', 'מתווך', 'מתווכת', 'מתווך נדלן', 'מתווכת נדלן'],
      ar: ['وسيط عقاري', 'وسيطه عقاريه', 'مستشار عقاري', 'مستشاره عقاريه', 'مسوق عقاري', 'مسوقه عقاريه', 'سمسار', 'سمسار عقارات', 'وكيل عقاري', 'وكيل عقارات'],
      hi: ['प्रॉपर्टी डीलर', 'प्रोपर्टी डीलर', 'प्रॉपर्टी सलाहकार', 'प्रॉपर्टी कंसल्टेंट', 'रियल एस्टेट एजेंट', 'रियल एस्टेट सलाहकार', 'रियल एस्टेट कंसल्टेंट'],
      ko: ['공인중개사', '부동산 중개', '부동산 중개인', '부동산 중개사', '중개사', '중개인', '분양상담', '분양 상담', '분양 상담사', '부동산 컨설턴트', '부동산 상담'],
      ja: ['不動産仲介', '不動産エージェント', '不動産コンサルタント', '宅地建物取引士', '宅建士', '賃貸仲介', '売買仲介'],
      zh: ['房产经纪', '房地产经纪', '置业顾问', '地产经纪', '房产中介', '房产顾问'],
    },
  },
  /** Lawyers of a company: other (a legal department is not the employer's trade: "Juriste – promotion immobilière"). */
  legal: {
    fn: 'other',
    seniority: null,
    tier: 1,
    terms: {
      fr: ['juriste', 'juridique'],
      sv: ['jurist', 'bolagsjurist'],
      da: ['jurist'],
      no: ['jurist'],
      de: ['jurist', 'juristin', 'syndikusanwalt*', 'justiziar*'],
    },
  },
  /** The head of a company's lawyers: director / other. */
  legalHeads: {
    fn: 'other',
    seniority: 'director',
    claimsRank: true,
    tier: 1,
    terms: { sv: ['chefsjurist'], da: ['chefjurist'], no: ['sjefsjurist'], de: ['chefjurist*'] },
  },
  /** Maintenance departments, depots and workshops of vehicles, trains and fleets: a weak domain word, operations. */
  maintenanceDomains: {
    fn: 'operations',
    seniority: null,
    tier: 3,
    terms: {
      en: ['maintenance', 'rolling stock', 'rail car', 'railcar', 'depot', 'loco shed', 'rail yard'],
      de: ['instandhaltung*', 'wartung', 'betriebshof*', 'busdepot', 'fahrzeuginstandhaltung*'],
      fr: ['maintenance', 'atelier', 'materiel roulant', 'depot de bus'],
      es: ['mantenimiento', 'material rodante', 'taller', 'talleres', 'cocheras'],
      pt: ['manutencao', 'material rodante', 'patio de trens'],
      it: ['manutenzione', 'materiale rotabile', 'officina', 'deposito tram'],
      nl: ['onderhoud*', 'remise', 'tramremise', 'werkplaats'],
      pl: ['utrzymania ruchu', 'zajezdni*', 'taboru', 'konserwacji'],
      sv: ['underhall*', 'depa', 'bussdepa'],
      da: ['vedligehold*'],
      no: ['vedlikehold*'],
      fi: ['kunnossapito*', 'huolto', 'huolto*', 'varikko*', '*varikko', '*varikon'],
      ru: ['депо', 'техобслуживани*', 'ремонтн*', 'подвижного состава'],
      uk: ['депо', 'техобслуговуван*', 'ремонтн*', 'рухомого складу', 'ремонту'],
      el: ['συντηρησ*', 'αμαξοστασι*', 'αμαξοστασιο', 'συνεργειο*'],
      // Not "bakım" alone: it is also care ("Yoğun Bakım Hemşiresi" is an intensive-care nurse).
      tr: ['bakim onarim', 'teknik bakim', 'arac bakim', 'bakim atolyesi', 'depo sahasi', 'cer atolyesi'],
      id: ['perawatan', 'pemeliharaan', 'bengkel', 'depo'],
      vi: ['bao tri', 'bao duong', 'xuong sua chua'],
      cs: ['udrzby', 'udrzba', 'vozovna', 'vozovny', 'depa'],
      hu: ['karbantartasi', 'karbantartas*', 'kocsiszin*', 'javitomuhely*'],
      ro: ['intretinere', 'mentenanta', 'material rulant', 'depou'],
      he: ['*תחזוקה', '*תחזוקת', '*אחזקה', '*אחזקת', 'מוסך', 'במוסך'],
      ar: ['*صيانه', 'ورشه', 'الورشه'],
      hi: ['रखरखाव', 'अनुरक्षण', 'डिपो', 'लोको शेड'],
      ko: ['정비', '차량기지', '차고지'],
      ja: ['整備', '車両基地', '電車区'],
      zh: ['检修', '维修', '维保', '车辆段'],
    },
  },
  /** Foremen of a workshop or depot: a site head, manager / operations. */
  depotHeads: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    tier: 2,
    terms: {
      de: ['werkstattmeister*', 'werkmeister*', 'betriebshofleiter*'],
      ru: ['мастер цеха', 'мастер депо', 'начальник депо', 'мастер участка ремонта'],
      uk: ['майстер цеху', 'майстер депо', 'начальник депо', 'начальниця депо'],
    },
  },
  /** Airport ground handling: ramp, apron and baggage work, operations. */
  groundHandling: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      en: ['ramp agent', 'baggage handler', 'ground handling', 'ground handler', 'airside operations'],
      de: ['bodenverkehrsdienst*', 'gepäckabfertiger*', 'vorfeld*', 'flugzeugabfertiger*'],
      fr: ['bagagiste', 'agent de piste', 'agente de piste', 'assistance en escale', 'agent de trafic'],
      es: ['agente de rampa', 'auxiliar de rampa', 'operario de rampa', 'handling aeroportuario'],
      pt: ['agente de rampa', 'auxiliar de rampa', 'operador de rampa'],
      it: ['addetto di rampa', 'addetta di rampa', 'operatore di rampa', 'addetto carico bagagli', 'addetta al carico bagagli', 'handling aeroportuale'],
      nl: ['grondafhandeling', 'platformmedewerker*', 'bagageafhandelaar*', 'bagage afhandelaar*'],
      pl: ['obsługi naziemnej', 'obsługi płyty', 'obsługi bagażu', 'obsługa naziemna'],
      sv: ['ramppersonal', 'ramparbetare', 'bagagehanterare', 'marktjanst*'],
      da: ['bagagemedarbejder*', 'lufthavnsarbejder*'],
      no: ['bagasjemedarbeider*', 'rampemedarbeider*'],
      fi: ['ramppityontekija*', 'matkatavarankasittelija*', 'asematasotyontekija*', 'maapalvelu*'],
      ru: ['наземному обслуживанию', 'наземного обслуживания', 'грузчик багажа', 'перронн*'],
      uk: ['наземного обслуговування', 'наземному обслуговуванню', 'вантажник багажу', 'перонн*'],
      el: ['επιγειας εξυπηρετησης', 'επιγεια εξυπηρετηση', 'αποσκευων'],
      tr: ['yer hizmetleri'],
      id: ['ground handling', 'petugas ramp', 'porter bandara'],
      vi: ['phuc vu mat dat', 'boc xep hanh ly', 'san do'],
      cs: ['odbaveni zavazadel', 'letistni plosiny'],
      hu: ['foldi kiszolgal*', 'poggyaszkezelo*'],
      he: ['שירותי קרקע', 'כבודה'],
      ar: ['خدمات ارضيه', 'الخدمات الارضيه', 'مناوله الامتعه', 'ساحه الطائرات'],
      hi: ['ग्राउंड हैंडलिंग', 'बैगेज'],
      ko: ['지상조업', '마샬러', '항공기 유도'],
      ja: ['グランドハンドリング', 'ランプハンドリング', 'ランプ作業', '手荷物搬送'],
      zh: ['装卸员', '装卸工'],
    },
  },
  /**
   * Reservations and booking desks of hotels, airlines and travel, and a utility's or bank's service centre: customer_success,
   * a weak word (a reservations sales manager sells).
   */
  reservations: {
    fn: 'customer_success',
    seniority: null,
    tier: 3,
    terms: {
      en: ['reservations', 'reservation'],
      de: ['reservierung*', 'servicecenter', 'kundencenter', 'kundenservicecenter'],
      fr: ['reservation', 'reservations'],
      es: ['reservas', 'reservaciones'],
      pt: ['reservas'],
      it: ['prenotazioni', 'prenotazione'],
      nl: ['reserveringen', 'reservering*'],
      pl: ['rezerwacji', 'rezerwacje'],
      sv: ['bokningsagent*', 'bokning', 'bokningen'],
      fi: ['varausvirkailija*', 'varauspalvelu*', 'varausneuvoja*'],
      ru: ['бронированию', 'бронирования', 'бронированием'],
      uk: ['бронювання', 'бронюванню'],
      el: ['κρατησεων', 'κρατησεισ'],
      tr: ['rezervasyon*'],
      id: ['reservasi'],
      vi: ['dat phong', 'dat ve', 'dat cho'],
      cs: ['rezervaci', 'rezervacni', 'rezervacniho'],
      hu: ['foglalasi', 'foglalas*'],
      ro: ['rezervari', 'rezervare', 'rezervarilor'],
      he: ['נציג הזמנות', 'נציגת הזמנות', 'מוקד הזמנות', 'מחלקת הזמנות'],
      ar: ['حجوزات', 'الحجوزات', 'حجز'],
      hi: ['रिजर्वेशन', 'रिज़र्वेशन', 'आरक्षण'],
      ko: ['예약'],
      ja: ['予約'],
      zh: ['预订', '預訂', '订房', '票务'],
    },
  },
  /** The role nouns of a reservations desk (they override a travel or room word beside them). */
  reservationAgents: {
    fn: 'customer_success',
    seniority: null,
    tier: 1,
    terms: { vi: ['nhan vien dat phong', 'nhan vien dat ve'], ja: ['予約係', '予約センター'], zh: ['预订员', '订房员'] },
  },
  /** Mines and quarries, and the operators of earth-moving machines: operations. */
  miningAndEarthworks: {
    fn: 'operations',
    seniority: null,
    tier: 2,
    terms: {
      en: ['open pit', 'mine site', 'quarry', 'excavator operator', 'dozer operator', 'bulldozer operator', 'loader operator', 'haul truck'],
      de: ['baggerfahrer*', 'bergbau*', 'steinbruch*', 'bergmann', 'bergleute'],
      fr: ['mine', 'conducteur d engins', 'conductrice d engins', 'mineur'],
      es: ['mina', 'mineria', 'minera', 'cantera', 'operador de excavadora', 'operador de maquinaria pesada', 'minero'],
      pt: ['mineracao', 'mina', 'pedreira', 'operador de escavadeira', 'operador de escavadora', 'operador de maquinas pesadas', 'mineiro'],
      it: ['miniera', 'escavatorista', 'minatore'],
      nl: ['groeve', 'mijnbouw', 'graafmachinist*', 'kraanmachinist*'],
      pl: ['kopalni*', 'kamieniolom*', 'operator koparki', 'gornik'],
      sv: ['gruva', 'gruvan', 'gruvarbetare', 'bergtäkt', 'grävmaskinist*', 'gravmaskinist*'],
      fi: ['kaivos*', 'louhos*', 'kaivinkoneenkuljettaja*', 'kaivinkonekuljettaja*'],
      ru: ['карьер*', 'шахт*', 'рудник*', 'экскаваторщик*', 'машинист экскаватора', 'горняк'],
      uk: ['карєр*', 'шахт*', 'екскаваторник*', 'машиніст екскаватора', 'гірник'],
      el: ['λατομει*', 'ορυχει*', 'εκσκαφε*', 'χειριστησ μηχανηματων εργου', 'χειριστης μηχανηματων εργου'],
      tr: ['maden*', 'tas ocagi', 'ekskavator operatoru', 'ekskavatör operatörü', 'is makinesi operatoru', 'iş makinesi operatörü'],
      id: ['tambang', 'pertambangan', 'operator excavator', 'operator alat berat'],
      vi: ['khai thac mo', 'mo than', 'mo da', 'lai may xuc', 'van hanh may xuc', 'cong truong'],
      cs: ['dul', 'dolu', 'lom', 'lomu', 'bagrista'],
      hu: ['banya*', 'kotrogepkezelo*', 'kotrogep kezelo', 'foldmunkagep*'],
      ro: ['mina', 'cariera', 'excavatorist', 'operator excavator', 'miner'],
      he: ['מחצבה', 'במחצבה', 'מכרה', 'מפעיל באגר', 'מפעיל מחפר'],
      ar: ['منجم', 'مناجم', 'محجر', 'جرافه', 'حفار', 'مشغل معدات ثقيله'],
      hi: ['खदान', 'खनन', 'उत्खनन', 'एक्सकेवेटर ऑपरेटर', 'जेसीबी ऑपरेटर'],
      ko: ['광산', '채석장', '굴삭기', '굴착기', '중장비 기사'],
      ja: ['鉱山', '採石場', 'ショベルカー', '重機オペレーター'],
      zh: ['矿山', '煤矿', '采石场', '挖掘机', '挖机司机', '施工员'],
    },
  },
  /** The head of a construction site or crew in the words of South Asian and Chinese sites: manager / operations. */
  siteInCharge: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    tier: 2,
    terms: { en: ['site in charge', 'site incharge'], hi: ['साइट इंचार्ज', 'साइट प्रभारी'], zh: ['施工队长', '施工班长'] },
  },
  /** Their deputies: vp / executive. */
  publicSectorDeputies: {
    fn: 'executive',
    seniority: 'vp',
    claimsRank: true,
    tier: 1,
    terms: {
      en: [
        'assistant city manager', 'deputy city manager', 'assistant town manager', 'deputy town manager', 'assistant county manager',
        'deputy county manager', 'assistant county administrator', 'deputy county administrator', 'deputy city administrator',
        'deputy superintendent', 'assistant superintendent',
      ],
    },
  },
  /** English domain words of the read sets' misses, each with the function of its work. */
  englishDomainsOperations: { fn: 'operations', seniority: null, tier: 2, terms: { en: ['stores', 'feedlot', 'feedyard', 'pen rider', 'ranch hand'] } },
  englishDomainsCustomer: { fn: 'customer_success', seniority: null, tier: 2, terms: { en: ['guest experience', 'guest services', 'guest service'] } },
  englishDomainsFinance: { fn: 'finance', seniority: null, tier: 2, terms: { en: ['transaction services', 'transaction advisory'], pl: ['audycie'] } },
  englishDomainsEngineering: { fn: 'engineering', seniority: null, tier: 2, terms: { en: ['gis', 'geospatial'] } },
  /** Clinical sales: sales, not the clinical research the "clinical" rule reads (a longer match at the same place wins). */
  clinicalSales: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: { en: ['clinical sales', 'clinical account specialist', 'clinical account manager', 'clinical account executive', 'clinical sales specialist'] },
  },
  /** Ramp, apron, baggage and handling as the domain of an airport job: operations, when no role noun names another function. */
  groundHandlingDomains: {
    fn: 'operations',
    seniority: null,
    tier: 2,
    terms: {
      en: ['ramp', 'baggage', 'apron'],
      es: ['rampa'],
      pt: ['rampa', 'handling'],
      tr: ['apron', 'bagaj'],
      ro: ['handling', 'bagaje'],
      he: ['רמפה'],
      hi: ['रैंप'],
      ko: ['램프'],
      zh: ['地勤', '机坪'],
    },
  },
  /** Audit and its trainees (an articleship, a Big Four audit trainee): finance. */
  auditWork: {
    fn: 'finance',
    seniority: null,
    tier: 2,
    terms: {
      en: ['articled clerk', 'articleship', 'article assistant', 'chartered accountants'],
      de: ['wirtschaftsprufung*', 'wirtschaftsprufer*', 'prufungsassistent*', 'abschlussprufer*'],
      fr: ['commissaire aux comptes', 'expertise comptable'],
      pl: ['audyt*', 'rewident*', 'biegłego rewidenta'],
      sv: ['revision', 'revisor*', 'revisionsassistent*'],
      da: ['revision', 'revisor*'],
      no: ['revisjon*', 'revisor*'],
      fi: ['tilintarkast*'],
      hu: ['konyvvizsgal*'],
      el: ['ορκωτ*', 'ελεγκτικ*', 'εσωτερικός ελεγκτής', 'εσωτερική ελέγκτρια'],
      tr: ['denetim', 'denetci*', 'bagimsiz denetim'],
      he: ['*ראיית חשבון', 'רואה חשבון', 'רואת חשבון', 'רואי חשבון', 'בביקורת', 'ביקורת פנים', 'ביקורת חשבונות', 'משרד רוח'],
      hi: ['आर्टिकलशिप', 'आर्टिकल असिस्टेंट', 'आर्टिकल ट्रेनी', 'लेखा परीक्षा', 'ऑडिट'],
      vi: ['kiem toan'],
      ar: ['تدقيق حسابات', 'تدقيق الحسابات', 'التدقيق الداخلي', 'تدقيق داخلي', 'مدقق حسابات', 'مدققه حسابات', 'مدقق داخلي', 'مراجعه الحسابات', 'مراجع حسابات', 'محاسبين قانونيين'],
      ko: ['회계감사', '감사본부'],
      ja: ['監査'],
      zh: ['审计'],
      ru: ['аудит*'],
      uk: ['аудит*'],
      ro: ['audit*'],
    },
  },
  /** Distribution, sorting and transfer centres: operations. */
  distributionCentres: {
    fn: 'operations',
    seniority: null,
    tier: 2,
    terms: {
      en: ['distribution center', 'distribution centers', 'distribution centre', 'distribution centres', 'sortation', 'parcel hub', 'cross dock', 'crossdock'],
      es: ['centro de distribucion', 'centro logistico', 'centro de clasificacion'],
      pt: ['centro de distribuicao', 'centro logistico', 'centro de triagem'],
      fr: ['centre de distribution', 'plateforme logistique', 'centre de tri'],
      it: ['centro di distribuzione', 'centro smistamento'],
      de: ['verteilzentrum', 'verteilzentren', 'paketzentrum', 'umschlagzentrum'],
      nl: ['distributiecentrum', 'sorteercentrum'],
      pl: ['centrum dystrybucyjne*', 'sortowni*'],
      tr: ['transfer merkezi', 'aktarma merkezi', 'dagitim merkezi'],
      vi: ['trung tam phan loai', 'kho phan loai', 'trung tam phan phoi'],
      id: ['pusat distribusi', 'hub sortir', 'gudang sortir'],
      zh: ['转运中心', '分拨中心', '分拣中心', '配送中心'],
      ja: ['配送センター', '仕分けセンター'],
      ko: ['물류센터', '허브터미널', '분류센터'],
    },
  },
  /** "Distribution" alone: a weak word (a distribution sales manager is sales). */
  distributionWord: { fn: 'operations', seniority: null, tier: 3, terms: { en: ['distribution'] } },
};

/**
 * The appointed chief of a city, town or county, or of a school district: c_level / executive (the read sets w3i, w3m).
 * Not an occupation: under an owner's title an occupation lends no function, and these are the chief's own words.
 */
const PUBLIC_SECTOR_CHIEFS = entries(
  'en',
  [
    'city manager', 'town manager', 'village manager', 'borough manager', 'county manager', 'city administrator', 'town administrator',
    'county administrator', 'county executive', 'superintendent of schools', 'school superintendent', 'schools superintendent',
  ].map((term) => [term, 'c_level', 'executive', 1] as const),
);

export const DEPOT_AIRPORT_PROPERTY_OCCUPATIONS: readonly LexiconEntry[] = [...familyEntries(FAMILIES), ...PUBLIC_SECTOR_CHIEFS];
