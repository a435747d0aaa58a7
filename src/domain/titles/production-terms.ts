import { firstMatch, firstMatchInRole, roleSegment } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The production floor, complete in every language the profiles use (issue #21, round 37, plant37; read set w4l's titles, an
 * industrial software vendor's contacts; docs/decisions.md, "Detection round 37 (production floor)"). The development titles came
 * first (`test/fixtures/detection-w3/titles-r37-production.json`). The read sets label the whole floor `operations`: manufacturing
 * as a function, machine and line operators, setters, assemblers, machinists, welders, maintenance electricians and mechatronics,
 * instrumentation and control, metrology and calibration, maintenance and reliability technicians and planners, quality inspectors
 * and controllers, EHS and environmental compliance, continuous improvement (lean, Six Sigma, kaizen, TPM), shift and line leaders,
 * and the apprentices of these trades. Engineers keep `engineering` (a process, quality, manufacturing or reliability engineer, as
 * every read set labels them); a plant's controller is finance's; industrial IT and OT are engineering's (desks37).
 *
 * - **A floor trade** (`FLOOR`) in the role's own segment beats a reading of no function, an engineering word's (unless the role
 *   names an engineer: `ENGINEER`), a marketing word's ("presse" read as the press, "campaign" words) and, where the trade opens the
 *   title, a product or design word's ("Kunnossapidon suunnittelija": a maintenance planner). An apprentice's or trainee's role that
 *   names a trade beats the people reading the training institute lent ("… معهد التدريب المهني").
 * - **Manufacturing as a function** (`MANUFACTURING`: Manufactura, Tillverkning, Valmistus, التصنيع, विनिर्माण, Manufaktur) and a
 *   team counted in operators fill only a title with no function; in a later segment, a floor trade fills such a title too ("ITI
 *   अप्रेंटिस – ग्राइंडर मशीनिस्ट").
 * - **The Korean plant head** (공장장) is a director, as the Japanese and Chinese plant heads (工場長, 厂长) read.
 */
const MANUFACTURING = [
  'manufacturing', 'manufactura', 'manufatura', 'manufaktur', 'fabricacion', 'fabricacao', 'fabrication', 'fabbricazione', 'manifattura', 'fertigung',
  'herstellung', 'fabricage', 'vervaardiging', 'wytwarzani*', 'tillverkning*', 'valmistus', 'valmistuksen', 'vyrobu', 'vyroby', 'vyroba', 'gyartas*',
  'termeles*', 'fabricatie', 'productie', 'productiei', 'παραγωγησ', 'παραγωγη', 'μεταποιησησ', 'виробництв*', 'производств*', 'imalat*', 'uretim*',
  'التصنيع', 'تصنيع', 'للتصنيع', 'والتصنيع', 'للانتاج', 'والانتاج', 'الانتاج', 'انتاج', 'ייצור', 'הייצור', 'विनिर्माण', 'उत्पादन', 'मैन्युफैक्चरिंग', 'utpadan', 'produksi', 'pabrikasi',
  'san xuat', '생산', '제조', '製造', '生産', '生产', '制造',
  // A team counted in operators or floor workers ("12 operators", "40 operatör")
  'operators', 'operatoren', 'operateurs', 'operatrices', 'operarios', 'operarias', 'operadores', 'operatori', 'operatorow', 'operatorer', 'operaattoria',
  'operatoru', 'operatorů', 'operatorok', 'operatorokkal', 'χειριστεσ', 'операторів', 'عاملا', 'مشغلين', 'מפעילים', 'cong nhan', '작업자', '作業員', '作业员', '操作工',
];

/** Machine and line operators: the operator's noun with the machine, the line or the process, in masculine and feminine forms. */
const OPERATORS = [
  // English
  'press operator*', 'press brake operator*', 'injection moulding operator*', 'injection molding operator*', 'moulding operator*', 'molding operator*',
  'extrusion operator*', 'extruder operator*', 'packaging operator*', 'packing operator*', 'filler operator*', 'bottling operator*', 'line operator*',
  'production line operator*', 'cnc operator*', 'lathe operator*', 'mill operator*', 'milling operator*', 'machine tool operator*', 'process operator*',
  'plant operator*', 'control room operator*', 'kiln operator*', 'furnace operator*', 'boiler operator*', 'weaving operator*', 'loom operator*',
  'spinning operator*', 'knitting operator*', 'printing press operator*', 'laminator operator*', 'slitter operator*', 'corrugator operator*',
  'paper machine operator*', 'sawmill operator*', 'saw operator*', 'stamping operator*', 'punch press operator*', 'laser operator*', 'robot operator*',
  'assembly operator*', 'production operative*', 'machine operative*', 'machine minder*', 'forklift driver*', 'reach truck driver*', // German
  'maschinenbediener*', 'maschinenfuhrer*', 'anlagenbediener*', 'anlagenfuhrer*', 'produktionshelfer*', 'produktionsmitarbeiter*', 'fertigungsmitarbeiter*',
  'spritzgie*', 'extrusionsmitarbeiter*', 'pressenbediener*', 'staplerfahrer*', 'gabelstaplerfahrer*', 'maschinen und anlagenfuhrer*', 'schichtarbeiter*',
  'weber', 'weberin', 'textilmaschinenfuhrer*', 'verpackungsmitarbeiter*',
  // French
  'operateur de production', 'operatrice de production', 'operateur sur machine*', 'operatrice sur machine*', 'operateur regleur', 'operatrice regleuse',
  'operateur sur presse', 'operatrice sur presse', 'operateur extrusion', 'operatrice extrusion', 'operateur d extrusion', 'operateur de conditionnement',
  'operatrice de conditionnement', 'conducteur de ligne', 'conductrice de ligne', 'conducteur de machine*', 'conductrice de machine*', 'pilote de ligne',
  'pilote d installation', 'cariste*', 'tisserand*', 'ouvrier de production', 'ouvriere de production', 'agent de fabrication', 'agente de fabrication',
  'agent de production', 'agente de production', 'presse a injecter', 'presses a injecter', 'conducteur de presse', 'conductrice de presse',
  // Spanish and Portuguese
  'operario de produccion', 'operaria de produccion', 'operario de maquina*', 'operaria de maquina*', 'operador de maquina*', 'operadora de maquina*',
  'operador de produccion', 'operadora de produccion', 'operador de inyectora', 'operadora de inyectora', 'maquina inyectora', 'operador de prensa',
  'operadora de prensa', 'operador de linea', 'operadora de linea', 'operador de extrusora', 'operador de envasado', 'operadora de envasado',
  'operador de carretilla*', 'carretiller*', 'tejedor*', 'operador de telar*', 'operador de producao', 'operadora de producao', 'operador de injetora',
  'operadora de injetora', 'maquina injetora', 'operador de empilhadeira', 'operadora de empilhadeira', 'operador de extrusora', 'operador de linha',
  'operadora de linha', 'operador de prensa', 'tecelao', 'tecela', 'operador de tear*', 'auxiliar de producao', 'auxiliar de produccion',
  // Italian
  'operatore di produzione', 'operatrice di produzione', 'operatore macchine', 'operatrice macchine', 'operatore su presse', 'operatrice su presse',
  'operatore presse', 'operatore di linea', 'operatrice di linea', 'conduttore di linea', 'conduttore macchine', 'conduttrice macchine', 'operatore cnc',
  'operatrice cnc', 'operatore estrusione', 'operatore confezionamento', 'operatrice confezionamento', 'presse a iniezione', 'pressa a iniezione',
  'mulettista', 'tessitor*', 'operaio metalmeccanico', 'operaia metalmeccanica',
  // Dutch and Swedish
  'productiemedewerker*', 'machineoperator*', 'machinebediende*', 'procesoperator*', 'spuitgietoperator*', 'spuitgiet*', 'extrusieoperator*',
  'inpakmedewerker*', 'lijnoperator*', 'heftruckchauffeur*', 'wever', 'weefster', 'maskinoperator*', 'processoperator*', 'produktionsoperator*',
  'produktionsmedarbetare', 'formsprut*', 'truckforare', 'linjeoperator*', 'vavare',
  // Polish, Czech, Hungarian, Romanian
  'operator maszyn*', 'operatorka maszyn*', 'operator wtryskar*', 'operatorka wtryskar*', 'wtryskar*', 'operator prasy', 'operatorka prasy', 'operator linii*',
  'operatorka linii*', 'operator cnc', 'operatorka cnc', 'operator produkcji', 'operatorka produkcji', 'operator wozka*', 'operatorka wozka*', 'tkacz', 'tkaczka',
  'operator stroj*', 'operatorka stroj*', 'operator vyroby', 'operatorka vyroby', 'operator vstrikoli*', 'operatorka vstrikoli*', 'vstrikoli*',
  'operator linky', 'operatorka linky', 'delnik vyroby', 'delnice vyroby', 'vyrobni delnik', 'vyrobni delnice', 'tkadlen*', 'gepkezelo*', 'gepsorkezelo*',
  'operator gep*', 'froccsonto*', 'szovo*', 'betanitott munkas', 'operator masini*', 'operatoare masini*', 'operator productie', 'operatoare productie',
  'operator injectie', 'operatoare injectie', 'operator linie', 'operatoare linie', 'operator presa', 'tesator*', 'masini de injectie',
  // Finnish, Greek, Ukrainian, Russian
  'koneenkayttaj*', 'koneenhoitaj*', 'prosessinhoitaj*', 'tuotantotyontekij*', 'ruiskuvalu*', 'trukinkuljettaj*', 'linjanhoitaj*', 'kutoja*',
  'χειριστησ μηχανημ*', 'χειριστρια μηχανημ*', 'χειριστησ μηχανησ', 'χειριστρια μηχανησ', 'χειριστησ γραμμησ', 'χειριστρια γραμμησ', 'χειριστησ κλαρκ',
  'εργατησ παραγωγησ', 'εργατρια παραγωγησ', 'υφαντ*', 'оператор верстат*', 'операторка верстат*', 'оператор лінії', 'операторка лінії',
  'оператор термопластавтомат*', 'операторка термопластавтомат*', 'термопластавтомат*', 'оператор виробничої лінії', 'оператор пресу', 'оператор станк*',
  'оператор линии', 'оператор производств*', 'оператор чпу', 'оператор чпк', 'ткач', 'ткачиха', 'ткаля', 'водій навантажувача', 'кар\'єрник*',
  // Turkish, Arabic, Hebrew
  'makine operator*', 'makinesi operator*', 'makinasi operator*', 'makina operator*', 'tezgah operator*', 'tezgahi operator*', 'uretim operator*', 'hat operator*',
  'hatti operator*', 'pres operator*', 'presi operator*', 'enjeksiyon operator*', 'cnc operator*', 'forklift operator*', 'paketleme operator*', 'dokuma*',
  'dokumaci*', 'mensucat*', 'مشغل اله*', 'مشغله اله*', 'مشغل ماكين*', 'مشغله ماكين*', 'مشغل خط*', 'مشغله خط*', 'مشغل معدات', 'مشغل الات', 'مشغل رافعه شوكيه',
  'مشغل cnc', 'عامل انتاج', 'عامله انتاج', 'عامل خط انتاج', 'نساج*', 'מפעיל מכונ*', 'מפעילת מכונ*', 'מפעיל קו*', 'מפעילת קו*', 'מפעיל ייצור', 'מפעילת ייצור',
  'מפעיל cnc', 'מפעילת cnc', 'מפעיל מלגזה', 'מפעילת מלגזה', 'מלגזן*', 'עובד ייצור', 'עובדת ייצור', 'אורג', 'אורגת',
  // Hindi, Indonesian, Vietnamese
  'मशीन ऑपरेटर', 'सीएनसी ऑपरेटर', 'प्रोडक्शन ऑपरेटर', 'मशीन चालक', 'लाइन ऑपरेटर', 'फोर्कलिफ्ट ऑपरेटर', 'बुनकर', 'operator mesin*', 'operator produksi',
  'operator cnc', 'operator injeksi', 'operator forklift', 'operator line*', 'operator pengemasan', 'penenun', 'operator tenun', 'van hanh may', 'cong nhan van hanh',
  'dung may', 'tho det', 'cong nhan san xuat', 'cong nhan det*', 'cong nhan may',
  // Korean, Japanese, Chinese
  '작업자', '생산직', '사출', '기 오퍼레이터', '라인 오퍼레이터', '생산 오퍼레이터', '설비 오퍼레이터', 'cnc 오퍼레이터', '선반 오퍼레이터', '성형기', '운전원', '직조', '지게차 운전', '프레스 작업', '射出成形', '成形オペレーター', '機オペレーター', '機械オペレーター', 'ラインオペレーター', '製造オペレーター', '設備オペレーター', '成形工', '成形オペ', 'プレス工',
  '製造スタッフ', '製造作業員', 'ライン作業', '機械オペ', '織工', 'フォークリフト', '操作工', '操作员', '注塑', '冲压工', '普工', '挡车工', '织布工', '叉车司机', '机台', ];

/** Setters, assemblers, machinists, toolmakers, welders, fitters and the floor's electricians and mechatronics. */
const CRAFTS = [
  'setter*', 'machine setter*', 'setter operator*', 'tool setter*', 'assembler*', 'assembly technician*', 'assembly worker*', 'assembly associate*',
  'mechanical assembler*', 'electronics assembler*', 'machinist*', 'toolmaker*', 'tool and die maker*', 'die setter*', 'mould setter*', 'mold setter*',
  'millwright*', 'fitter*', 'maintenance fitter*', 'welder*', 'fabricator*', 'welder fabricator*', 'pipefitter*', 'sheet metal worker*', 'grinder*',
  'cnc programmer*', 'industrial electrician*', 'maintenance electrician*', 'mechatronic*', 'electromechanic*', 'electro mechanical technician*',
  'einrichter*', 'maschineneinrichter*', 'montierer*', 'zerspanungsmechaniker*', 'industriemechaniker*', 'werkzeugmechaniker*', 'werkzeugmacher*',
  'verfahrensmechaniker*', 'schweisser*', 'schweißer*', 'schlosser*', 'mechatroniker*', 'elektroniker fur betriebstechnik', 'betriebselektriker*',
  'dreher', 'dreherin', 'fraser*', 'regleur*', 'regleuse*', 'monteur assembleur', 'assembleu*', 'monteuse*', 'usineu*', 'tourneu*', 'fraiseu*', 'outilleu*',
  'soudeu*', 'tuyauteu*', 'chaudronni*', 'electromecanicien*', 'mecatronicien*', 'ajustador*', 'ajustadora*', 'ensamblador*', 'montador de estructuras', 'montador de estruturas', 'montador mecanico', 'montador industrial', 'montador de linha', 'montador de producao', 'montadora de producao', 'montagemitarbeiter*', 'montagemedewerker*', 'industriemonteur*',
  'tornero*', 'tornera*', 'fresador*', 'matricer*', 'soldador*', 'calderer*', 'electromecanic*', 'mecatronic*', 'ajustador mecanico', 'torneiro*',
  'ferramenteir*', 'caldeireir*', 'mecanico de usinagem', 'usinagem', 'attrezzist*', 'montator*', 'assemblator*', 'tornitor*', 'fresator*', 'saldator*',
  'manutentore elettromeccanico', 'carpentiere metallico', 'instelmonteur*', 'insteller*', 'assemblagemedewerker*', 'bankwerker*', 'verspaner*',
  'draaier*', 'frezer*', 'lasser*', 'constructiebankwerker*', 'monteur werktuigbouw', 'stallare', 'stallerska', 'montor*', 'montorer', 'svetsare', 'svarvare',
  'cnc operator', 'verktygsmakare', 'industrimekaniker', 'automationstekniker', 'ustawiacz*', 'ustawiaczka*', 'monter*', 'monterka*', 'tokarz*', 'frezer*',
  'slusarz*', 'spawacz*', 'spawaczka*', 'narzedziowiec*', 'mechatronik*', 'elektromechanik*', 'serizovac*', 'serizovacka*', 'montaznik*', 'montaznice*',
  'soustruznik*', 'frezar*', 'nastrojar*', 'svarec*', 'zamecnik*', 'gepbeallito*', 'beallito*', 'osszeszerelo*', 'forgacsolo*', 'esztergalyos*', 'maros',
  'lakatos', 'hegeszto*', 'szerszamkeszito*', 'mechatronikus*', 'reglor*', 'strungar*', 'frezor*', 'sudor*', 'lacatus*', 'sculer*', 'asentaja*',
  'koneenasettaja*', 'asettaja*', 'kokoonpanija*', 'koneistaja*', 'sorvaaja*', 'hitsaaja*', 'levyseppa*', 'tyokaluvalmistaja*', 'mekaanikko*',
  'ρυθμιστησ μηχαν*', 'ρυθμιστρια μηχαν*', 'συναρμολογ*', 'τορναδορ*', 'φρεζαδορ*', 'συγκολλητ*', 'ηλεκτροσυγκολλητ*', 'μηχανοτεχνιτ*', 'μηχατρονικ*', 'налагоджувальни*', 'наладчик*',
  'складальни*', 'сборщик*', 'токар*', 'фрезерувальни*', 'фрезеровщик*', 'зварни*', 'сварщик*', 'слюсар*', 'слесар*', 'електромонтер*', 'электромонтер*',
  'ayarci*', 'kalip ayarci*', 'montajci*', 'montaj operator*', 'tornaci*', 'frezeci*', 'kaynakci*', 'kaynak operator*', 'talasli imalat*', 'mekatronik*',
  'ضابط مكائن', 'عامل تجميع', 'عامله تجميع', 'خراط*', 'فريز*', 'لحام*', 'فني لحام', 'ميكانيكي صيانه', 'فني ميكاترونكس', 'ميكاترونكس',
  'מכוון מכונות', 'מכוונת מכונות', 'מרכיבה', 'חרט', 'חרטת', 'כרסם', 'רתך', 'רתכת', 'מסגר', 'מסגרית', 'מכטרוניקה', 'טכנאי מכטרוניקה',
  'सेटर', 'मशीन सेटर', 'असेंबलर', 'मशीनिस्ट', 'टर्नर', 'वेल्डर', 'फिटर', 'ग्राइंडर', 'मैकेनिक', 'welder', 'fitter', 'turner', 'penyetel mesin', 'perakit*',
  'masinis cnc', 'juru bubut', 'tukang bubut', 'juru las', 'tukang las', 'welder', 'mekatronika', 'tho han', 'tho tien', 'tho phay', 'tho lap rap',
  'cong nhan lap rap', 'tho co khi', 'tho dien cong nghiep', 'co dien tu', '용접공', '용접사', '조립공', '선반공', '밀링공', '가공기술자', '금형', '설비 셋업',
  '溶接工', '組立工', '旋盤工', 'フライス工', '機械加工', '金型', '段取り', '仕上げ工', '焊工', '电焊工', '装配工', '车工', '铣工', '钳工', '模具工', '机修',
];

/** Maintenance and reliability, instrumentation and control, metrology and calibration of a plant. */
const MAINTENANCE = [
  'maintenance technician*', 'maintenance mechanic*', 'maintenance planner*', 'maintenance scheduler*', 'maintenance supervisor*', 'maintenance team leader*',
  'maintenance lead*', 'reliability technician*', 'condition monitoring*', 'vibration analyst*', 'vibration technician*', 'vibration analysis*',
  'thermograph*', 'lubrication technician*', 'lubricator*', 'oiler*', 'predictive maintenance', 'preventive maintenance', 'planned maintenance',
  'instrumentation technician*', 'instrument technician*', 'instrumentation and control*', 'instrumentation & control*', 'i&c technician*',
  'controls technician*', 'e&i technician*', 'metrology*', 'metrologist*', 'calibration*', 'cmm operator*', 'cmm programmer*',
  'instandhaltung*', 'instandhalter*', 'wartung*', 'messtechnik*', 'messtechniker*', 'kalibrier*', 'mess und regeltechnik*', 'msr techniker*',
  'schwingungsanaly*', 'zustandsuberwachung', 'maintenance industrielle', 'maintenance conditionnelle', 'maintenance preventive', 'technicien de maintenance*',
  'technicienne de maintenance*', 'agent de maintenance*', 'metrologie', 'metrologue*', 'etalonnage', 'analyste vibratoire', 'instrumentiste*',
  'mantenimiento*', 'metrologia', 'calibracion', 'calibracao', 'instrumentacion y control', 'tecnico de instrumentacion', 'tecnica de instrumentacion', 'tecnico de instrumentacao', 'tecnica de instrumentacao', 'tecnico em instrumentacao', 'tecnico di strumentazione', 'instrumentatietechnicus', 'instrumenttekniker', 'instrumentierungstechniker*', 'instrumentista*', 'manutencao*', 'mecanico de manutencao',
  'manutenzione', 'manutentor*', 'metrologia e taratura', 'taratura', 'strumentist*', 'onderhoud*', 'storingsmonteur*', 'werkvoorbereider onderhoud',
  'meet en regeltechn*', 'kalibratie*', 'underhall', 'underhallet', 'underhallselektriker*', 'underhallsplanerare*', 'underhallstekniker*', 'underhallsmekaniker*', 'underhallschef*', 'underhallsansvarig*', 'underhallsarbete', 'matteknik*', 'kalibrering*', 'instrumenttekniker*', 'utrzymani* ruchu', 'utrzymaniu ruchu',
  'konserwator maszyn', 'metrolog*', 'wzorcow*', 'kalibracj*', 'aparatury kontrolno pomiarowej', 'udrzb*', 'metrolog', 'kalibrac*',
  'merici a regulacni', 'karbantart*', 'kalibral*', 'metrologus*', 'meres*', 'intretinere', 'mentenanta', 'mentenant*', 'metrolog*', 'etalonare',
  'aparatura de masura', 'kunnossapi*', 'huoltoasentaja*', 'mittaus*', 'kalibrointi*', 'kunnonvalvon*', 'instrumentointi*', 'συντηρησ*', 'μετρολογ*',
  'διακριβωσ*', 'οργανων μετρησησ', 'технічного обслуговування', 'технического обслуживания', 'ремонт обладнання', 'ремонту обладнання',
  'ремонту устаткування', 'метролог*', 'калібрувальн*', 'калибровк*', 'вібродіагност*', 'вибродиагност*', 'кипіа', 'кипиа', 'bakim teknisyen*', 'bakim elektrik*', 'bakim onarim*', 'bakim sorumlusu', 'bakim planlama*', 'bakim sefi', 'bakim muduru', 'bakimci*', 'mekanik bakim', 'elektrik bakim', 'kalibrasyon*',
  'metroloji*', 'kestirimci bakim', 'titresim analiz*', 'enstrumantasyon*', 'صيانه*', 'الصيانه', 'معاير*', 'القياس', 'اجهزه قياس', 'اجهزه القياس',
  'قياس وتحكم', 'تحليل الاهتزاز*', 'مضخات', 'صمامات', 'ضواغط', 'אחזקה', 'אחזקת', 'כיול', 'מטרולוגיה', 'מכשור ובקרה', 'מכשור', 'אנליזת רעידות',
  'रखरखाव', 'मेंटेनेंस', 'अनुरक्षण', 'कैलिब्रेशन', 'अंशांकन', 'मेट्रोलॉजी', 'मापिकी', 'इंस्ट्रूमेंटेशन', 'कंपन विश्लेषण', 'maintenance fitter', 'pemeliharaan*',
  'perawatan mesin', 'kalibrasi', 'metrologi', 'instrumentasi', 'analisis getaran', 'bao tri*', 'bao duong thiet bi', 'hieu chuan', 'do luong', 'thiet bi do',
  '설비 보전', '보전팀', '보전 기술', '설비보전', '정비', '계측', '교정', '진동 분석', '保全', '計測', '校正', '計装', '振動', '维修', '设备维修', '计量', '校准', '仪表', '仪控', '振动',
];

/** Quality inspection and control on the floor, EHS and environmental compliance, continuous improvement. */
const QUALITY_EHS_CI = [
  'quality inspector*', 'qc inspector*', 'qa inspector*', 'quality control inspector*', 'quality control technician*', 'quality technician*', 'qc technician*',
  'qa technician*', 'quality auditor*', 'quality controller*', 'inspection technician*', 'final inspector*', 'incoming inspector*', 'plant quality*',
  'site quality*', 'quality manager*', 'quality director*', 'head of quality', 'director of quality', 'vp quality', 'vp of quality', 'supplier quality specialist*',
  'ehs', 'hse', 'hseq', 'process safety*', 'continuous improvement*',
  'operational excellence*', 'lean manufacturing', 'lean six sigma', 'six sigma*', 'black belt*', 'green belt*', 'kaizen*', 'tpm', '5s', 'opex', 'process improvement analyst*',
  'qualitatsprufer*', 'qualitatskontroll*', 'qualitatsprüf*', 'qualitatsleiter*', 'qualitatsmanagement*', 'kvp*', 'kontinuierliche verbesserung*', 'prozessverbesser*', 'controleu* qualite', 'controleuse qualite', 'controle qualite',
  'technicien* qualite', 'responsable qualite', 'directeur qualite', 'directrice qualite', 'qualiticien*', 'amelioration continue', 'inspector* de calidad', 'inspectora de control de calidad', 'control de calidad', 'tecnic* de calidad',
  'jefe de calidad', 'director de calidad', 'directora de calidad', 'mejora continua',
  'inspetor* de qualidade', 'inspetora de qualidade', 'controle de qualidade', 'tecnic* de qualidade', 'gerente de qualidade', 'diretor* de qualidade',
  'melhoria continua', 'controllo qualita', 'addett* al controllo qualita', 'ispettore qualita', 'tecnic* qualita',
  'direttore qualita', 'direttrice qualita', 'responsabile qualita', 'qualita di stabilimento', 'miglioramento continuo', 'kwaliteitsinspecteur*', 'kwaliteitscontrole*', 'kwaliteitsmedewerker*', 'kwaliteitsmanager*', 'continu verbeteren', 'continue verbetering', 'kvalitetskontrollant*', 'kvalitetstekniker*', 'kvalitetschef*', 'kvalitetsansvarig*',
  'forbattringsarbete', 'standiga forbattringar', 'kontroler* jakosci',
  'kontrolerka jakosci', 'kontrola jakosci', 'technik jakosci', 'specjalist* ds jakosci', 'specjalistka ds jakosci', 'kierownik* jakosci', 'ciągłego doskonalenia', 'ciągłe doskonalenie', 'kontrolor* kvality', 'kontrolorka kvality', 'kontrola kvality', 'technik kvality',
  'manazer* kvality', 'reditel* kvality', 'neustaleho zlepsovani', 'neustale zlepsovani', 'minosegellenor*', 'folyamatfejlesz*', 'folyamatos fejleszt*', 'controlor* calitate', 'controlor calitate', 'control calitate',
  'inspector* calitate', 'manager calitate', 'director calitate', 'imbunatatire continua', 'laaduntarkast*',
  'laadunvalvo*', 'laatupaallikko*', 'laatujohtaja*', 'jatkuva parantaminen', 'jatkuvan parantamisen', 'ελεγκτ* ποιοτητασ', 'ελεγχου ποιοτητασ',
  'ποιοτικου ελεγχου', 'διευθυντ* ποιοτητασ', 'συνεχουσ βελτιωσησ', 'контролер* якості', 'контролерка якості', 'контроль якості', 'контролер* качества',
  'контроль качества', 'відділу якості', 'безперервного вдосконалення', 'постоянного совершенствования',
  'кайдзен', 'kalite kontrol*', 'kalite muduru', 'kalite sefi', 'surekli iyilestirme', 'yalin uretim', 'مفتش جوده', 'مفتشه جوده',
  'مراقب جوده', 'مراقبه جوده', 'فني جوده', 'مراقبه الجوده', 'مدير الجوده', 'مديره الجوده', 'ضبط الجوده', 'التحسين المستمر',
  'ستة سيجما', 'ست سيجما', 'كايزن', 'בודק איכות', 'בודקת איכות', 'בקר איכות', 'בקרת איכות', 'מנהל איכות', 'מנהלת איכות',
  'שיפור מתמיד', 'גורם איכות', 'गुणवत्ता निरीक्षक', 'गुणवत्ता नियंत्रण', 'क्वालिटी इंस्पेक्टर', 'क्वालिटी कंट्रोल', 'गुणवत्ता प्रबंधक', 'निरंतर सुधार', 'सिक्स सिग्मा', 'काइज़ेन', 'कैज़ेन', 'quality inspector', 'inspektor kontrol kualitas', 'inspektor qc', 'kontrol kualitas', 'pengendalian mutu',
  'pengawas mutu', 'quality control', 'k3l', 'hse', 'perbaikan berkelanjutan', 'kiem tra chat luong', 'kiem soat chat luong', 'quan ly chat luong',
  'nhan vien qc', 'cai tien lien tuc', '품질 검사', '품질검사', '품질관리', '품질 관리', '품질팀장', '환경안전', '환경 안전', '안전환경', '지속적 개선',
  '린 ', '식스시그마', '6시그마', '品質検査', '品質管理', '検査員', '改善推進', 'カイゼン', 'リーン', 'シックスシグマ', '质检', '品质检验', '品质管理', '品检',
  '质量检验', '质量管理', '安环', '持续改善', '持续改进', '精益', '六西格玛',
];

/**
 * Environment and lean words: a role's own (an environmental technician, a lean coordinator), never a later segment's, where they
 * name a ministry, an agency or a programme ("Asesor, Ministerio de Medio Ambiente").
 */
const ENVIRONMENT_AND_LEAN = ['medio ambiente', 'medioambiente', 'meio ambiente', 'ymparistoasiantuntija*', 'ymparistokoordinaattori*', 'ymparistopaallikko*', 'ymparistoteknikko*', 'ymparistovastaava*', 'cevre uzmani', 'cevre sorumlusu', 'cevre teknisyeni', 'cevre yoneticisi', 'cevre koordinatoru', 'moi truong', 'lingkungan hidup', '環境安全', '環境管理', '环保', '环境', 'περιβαλλοντ*', 'еколог*', 'ochrony srodowiska', 'ochrona srodowiska', 'zivotniho prostredi', 'kornyezetvedelm*', 'protectia mediului', 'protectie a mediului', 'البيءه', 'بيءي*', 'البيئه', 'بيئي*', 'איכות הסביבה', 'पर्यावरण*', 'umweltschutz*', 'umweltbeauftragte*', 'umweltmanagement*', 'milieucoordinator*', 'milieukundige*', 'milieumedewerker*', 'miljosamordnare', 'miljosamordnar*', 'miljoansvarig*', 'miljoingenjor*', 'охорони навколишнього середовища', 'lean', 'لين', 'लीन', 'technicien* environnement', 'responsable environnement', 'charge* d environnement', 'tecnico ambientale', 'tecnica ambientale', 'ambiente e sicurezza', 'environmental technician*', 'environmental coordinator*', 'environmental specialist*', 'environmental officer*', 'environmental advisor*', 'environmental manager*', 'environmental compliance*', 'licenciamento ambiental', 'cumplimiento ambiental', 'امتثال بيءي', 'امتثال بيئي'];

/** Shift and line leaders of the floor (their rank the rules read: a crew's head is a manager). */
const SHIFT_LEADERS = [
  'shift team leader*', 'shift leader*', 'shift lead', 'shift supervisor*', 'shift manager*', 'line leader*', 'line lead', 'line supervisor*', 'cell leader*',
  'production leader*', 'production team leader*', 'production supervisor*', 'production foreman', 'foreman', 'forewoman', 'schichtfuhrer*', 'schichtleiter*',
  'schichtmeister*', 'linienfuhrer*', 'vorarbeiter*', 'chef d equipe de production', 'chef d equipe de production', 'chef d equipe production', 'chef d equipe de fabrication', 'chef de ligne', 'chef de poste', 'jefe de turno',
  'jefa de turno', 'jefe de linea', 'encargado de turno', 'lider de producao', 'lider de turno', 'lider de linha', 'supervisor de turno', 'capoturno', 'capo turno',
  'capolinea', 'capo reparto', 'caporeparto', 'ploegleider*', 'ploegchef*', 'teamleider productie', 'skiftledare', 'skiftansvarig', 'lider zmiany', 'liderka zmiany',
  'mistrz zmiany', 'brygadzist*', 'mistr vyroby', 'mistr smeny', 'vedouci smeny', 'muszakvezeto*', 'muszakvezet*', 'sef de tura', 'sef tura', 'vuoromestari*',
  'tyonjohtaja*', 'προισταμεν* βαρδιασ', 'υπευθυν* βαρδιασ', 'начальник зміни', 'начальник смены', 'майстер зміни', 'мастер смены', 'бригадир*', 'vardiya amiri',
  'vardiya sefi', 'hat sefi', 'ustabasi', 'مشرف ورديه', 'مشرفه ورديه', 'رءيس ورديه', 'رئيس ورديه', 'مشرف انتاج', 'ראש משמרת', 'אחראי משמרת', 'אחראית משמרת',
  'מנהל משמרת', 'מנהל מפעל', 'מנהלת מפעל', 'शिफ्ट प्रभारी', 'शिफ्ट इंचार्ज', 'शिफ्ट पर्यवेक्षक', 'shift incharge', 'kepala shift', 'kepala regu', 'leader produksi', 'truong ca',
  'to truong san xuat', '조장', '반장', '班長', '職長', '班组长', '生产组长', '车间组长', '班長', '拉长', '线长',
];

/** An apprentice or trainee of a trade (the trade's word follows or precedes): with a floor word, the trade's function. */
const APPRENTICES = [
  'apprentice*', 'trainee*', 'auszubildende*', 'azubi*', 'lehrling*', 'apprenti*', 'alternant*', 'aprendiz*', 'apprendist*', 'leerling*', 'uczen*', 'lerling*',
  'larling*', 'oppisopimus*', 'ucen*', 'tanulo*', 'ucenic*', 'μαθητευομεν*', 'учень*', 'ученик*', 'cirak*', 'متدرب*', 'متدربه', 'מתלמד*', 'חניך*', 'חניכה',
  'अप्रेंटिस', 'प्रशिक्षु', 'magang', 'hoc viec', 'hoc nghe', '견습', '수습', '見習い', '学徒',
];

/** The words of an engineer: a role that names one keeps engineering, whatever floor word follows ("Quality Engineer", "Inżynier utrzymania ruchu"). */
export const ENGINEER = new RegExp(
  [
    '(?<![\\p{L}])(?:it|ict|engineer\\p{L}*|engineering|ingenieu?r\\p{L}*|ingeniero|ingeniera|engenheir\\p{L}*|ingegner\\p{L}*|inzynier\\p{L}*|insinoor\\p{L}*|inzenyr\\p{L}*',
    'mernok\\p{L}*|inginer\\p{L}*|μηχανικ\\p{L}*|інженер\\p{L}*|инженер\\p{L}*|muhendis\\p{L}*|مهندس\\p{L}*|מהנדס\\p{L}*|इंजीनियर|insinyur|ky su|developer\\p{L}*',
    'programmer\\p{L}*|software\\p{L}*)(?![\\p{L}])|エンジニア|技師|工程师|工程師|엔지니어|개발자|开发|開発',
  ].join('|'),
  'u',
);

/** An inspector's word: a public body's environmental or health inspector is no plant's (as round 27 labels them, `other`). */
const INSPECTOR = /(?<![\p{L}])(?:inspector\p{L}*|inspektor\p{L}*|inspecteur\p{L}*|inspectrice|ispettor\p{L}*|inspetor\p{L}*|tarkastaja\p{L}*|επιθεωρητ\p{L}*|інспектор\p{L}*|инспектор\p{L}*|mufettis\p{L}*|denetci\p{L}*|مفتش\p{L}*|מפקח\p{L}*|निरीक्षक)|(?:inspektor|inspektör|tarkastaja)(?![\p{L}])/u;
/** A technologist's or an agronomist's word: the read sets' `other` (round 32), whatever production it names ("Технолог харчового виробництва"). */
const TECHNOLOGIST = /(?<![\p{L}])(?:технолог\p{L}*|technolog\p{L}*|teknolog\p{L}*|tecnolog\p{L}*|τεχνολογ\p{L}*|agronom\p{L}*|γεωπον\p{L}*|агроном\p{L}*)/u;

/** A nurse's or a carer's word: a ward's shift and a patient's care are health's (`other`, as every read set labels them), no floor's. */
const CARE = /(?<![\p{L}])(?:nurs\p{L}*|pflege\p{L}*|krankenpfleg\p{L}*|infirmi\p{L}*|enfermer\p{L}*|infermier\p{L}*|verpleeg\p{L}*|pielegniar\p{L}*|sjukskoterk\p{L}*|sjukskoterska|sairaanhoita\p{L}*|apolo\p{L}*|asistent\p{L}* medical\p{L}*|νοσηλευτ\p{L}*|медсестр\p{L}*|медбрат|hemsire\p{L}*|hasta\p{L}*|ممرض\p{L}*|تمريض|סיעוד|אחות|אח|नर्स|perawat|dieu duong)(?![\p{L}])|간호|看護|护士|护理|護理/u;

const PRODUCTION_FLOOR_RULE: FunctionRule = classesRule(1, [['operations', [...OPERATORS, ...CRAFTS, ...MAINTENANCE, ...QUALITY_EHS_CI, ...SHIFT_LEADERS]]]);
const ROLE_ONLY_RULE: FunctionRule = classesRule(1, [['operations', ENVIRONMENT_AND_LEAN]]);
const MANUFACTURING_RULE: FunctionRule = classesRule(1, [['operations', MANUFACTURING]]);
const APPRENTICE_RULE: FunctionRule = classesRule(1, [['people', APPRENTICES]]);
/** The Korean plant head: a director, as 工場長 and 厂长 read. */
const PLANT_HEAD_SLOT = TERM_GATE.slot(() => ({ anywhere: ['공장장'] }));

/** What a floor trade in the role's own segment beats: no function, an engineering word's (no engineer named), a marketing word's. */
const BEATEN = new Set(['other', 'engineering', 'marketing']);
/** What it beats where it opens the title: a product or design word's too. */
const BEATEN_AT_START = new Set(['other', 'engineering', 'marketing', 'product']);

/** The readings a floor word may change (cost: any other reading, operations's first, leaves the pass at once). */
const CHANGEABLE: ReadonlySet<string> = new Set(['other', 'engineering', 'marketing', 'product', 'people', 'executive']);

/** The function a floor or manufacturing word gives the title, or the one it was read with. */
function floorFunction(text: string, fn: JobFunction, seniority: Seniority | null): JobFunction {
  const role = firstMatchInRole(PRODUCTION_FLOOR_RULE, text) ?? (INSPECTOR.test(roleSegment(text)) ? null : firstMatchInRole(ROLE_ONLY_RULE, text));
  if (role !== null) {
    const beaten = role.index === 0 ? BEATEN_AT_START : BEATEN;
    const engineer = fn === 'engineering' && ENGINEER.test(roleSegment(text));
    return (beaten.has(fn) && !engineer) || (fn === 'people' && firstMatchInRole(APPRENTICE_RULE, text) !== null) ? 'operations' : fn;
  }
  if (fn === 'other' && firstMatch(PRODUCTION_FLOOR_RULE, text) !== null) return 'operations';
  if ((fn === 'other' || fn === 'executive') && seniority !== 'ic' && seniority !== 'c_level' && !TECHNOLOGIST.test(text)) {
    // Manufacturing as a head's function: in the role's segment it beats a general manager's reading too; in a later one it
    // fills only a head's title with none ("उपाध्यक्ष – विनिर्माण"), never a member's, whose later segment names the employer.
    const named = fn === 'executive' ? firstMatchInRole(MANUFACTURING_RULE, text) : firstMatch(MANUFACTURING_RULE, text);
    if (named !== null) return 'operations';
  }
  return fn;
}

function readProduction(text: string, read: TitleClassification): TitleClassification {
  const plantHead = read.seniority === 'manager' && text.includes('공장장');
  if (read.function === null || (!CHANGEABLE.has(read.function) && !plantHead)) return read;
  let fn = CHANGEABLE.has(read.function) ? floorFunction(text, read.function, read.seniority) : read.function;
  // A nurse's or a carer's title stays health's, whatever floor word it holds.
  if (fn !== read.function && CARE.test(text)) fn = read.function;
  const seniority = plantHead ? 'director' : read.seniority;
  return fn === read.function && seniority === read.seniority ? read : { seniority, function: fn };
}

/** Round 37's reading, gated by its rules' terms and the Korean plant head's word. */
export const byProductionClass: ClassPass = gatedPass([PRODUCTION_FLOOR_RULE, ROLE_ONLY_RULE, MANUFACTURING_RULE, PLANT_HEAD_SLOT], readProduction);
export { MANUFACTURING_RULE,PRODUCTION_FLOOR_RULE };
