import { firstMatch } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The trades of three industries no read set had covered (issue #21, round 31, industries31b), written before any set showed
 * them, each class once for every language (development titles first: `test/fixtures/detection-w3/titles-r31-industries-b.json`;
 * docs/decisions.md, "Detection round 31 (industries b)"). The product's conventions, recounted over the read sets: crews,
 * handlers, dispatchers, housekeeping, claims and property management are `operations`; front desks and reservations
 * `customer_success` (unchanged here); actuaries, underwriters, valuers and quantity surveyors `finance`; agents and brokers
 * `sales`; `pricing` is `revops` in the lexicon, so revenue and yield management are too.
 *
 * - **Transport and logistics** → `operations`: cabin crew and airline pilots, ground handling and airport duty, train crew and
 *   signalling, customs clearance and freight forwarding, fleet management, last-mile and linehaul.
 * - **Hospitality and travel** → `operations`: housekeeping, restaurant management, tour guiding and shore excursions; travel
 *   agents and consultants, banquet, group and event sales → `sales`; revenue and yield management → `revops`.
 * - **Insurance and real estate**: actuaries and property valuers → `finance`; insurance, reinsurance and ship brokers, leasing
 *   and letting agents → `sales`; property, building and estate management and claims handling → `operations`.
 */
const REVENUE = [
  'revenue manag*', 'yield manag*', 'revenue management', 'revenue strateg*', 'gestion des revenus', 'gestion de ingresos', 'gestao de receita',
  'gestione dei ricavi', 'ertragsmanag*', 'intaktsstyrning', 'tuottojohtami*', 'zarzadzanie przychodami', 'gelir yonetim*',
  'レベニューマネージャー', 'レベニューマネジメント', '收益管理', '收益经理', '레비뉴', '수익관리',
];

const FINANCE = [
  // Actuaries
  'actuary', 'actuaries', 'actuarial analyst*', 'actuarial manager*', 'head of actuarial', 'actuaire', 'actuaires', 'actuario', 'actuaria',
  'actuarios', 'actuar', 'actuaris', 'aktuar', 'aktuarin', 'aktuarie', 'aktuariusz', 'aktuarius', 'aktuaari', 'aktuaris', 'aktuer', 'attuario', 'attuaria',
  'atuario', 'atuaria', 'pojistn* matematik*', 'αναλογιστησ', 'актуарій', 'актуарий', 'اكتواري', 'الاكتواري*',
  'אקטואר*', 'एक्चुअरी', 'बीमांकक', 'dinh phi bao hiem', '계리사', '보험계리', 'アクチュアリー', '保険数理', '精算师', '精算師',
  // Property valuers
  'valuation', 'valuer*', 'real estate appraiser*', 'residential appraiser*', 'commercial appraiser*', 'immobiliengutacht*',
  'immobilienbewert*', 'immobiliensachverstandig*', 'expert immobilier', 'experte immobiliere', 'evaluateur immobilier', 'tasador*',
  'avaliador* imobiliari*', 'avaliador* de imoveis', 'perito estimatore', 'perito immobiliare', 'valutatore immobiliare', 'taxateur*',
  'rzeczoznawc* majatkow*', 'fastighetsvarder*', 'kiinteistoarvioij*', 'odhadce*', 'ingatlanertekbecsl*', 'ertekbecsl*', 'evaluator imobiliar',
  'evaluator* proprietat*', 'εκτιμητ* ακινητ*', 'оцінювач*', 'оценщик*', 'degerleme uzman*', 'gayrimenkul degerleme', 'مقيم عقاري', 'مثمن عقاري',
  'שמאי מקרקעין', 'שמאית מקרקעין', 'penilai properti', 'penilai publik', 'tham dinh gia', '감정평가', '不動産鑑定', '房地产估价', '估价师',
  // Real-estate investment
  'real estate asset manag*', '부동산 자산관리',
];

const SALES = [
  // Travel agents and consultants
  'travel agent', 'travel agents', 'travel consultant*', 'travel advis*', 'reiseverkehrskauf*', 'reiseberater*', 'reiseverkaufer*',
  'conseiller* voyage*', 'conseiller* en voyage*', 'agent de voyage*', 'agente de viaje*', 'agentes de viaje*', 'asesor* de viaje*',
  'agente de viage*', 'consultor* de viage*', 'consulente di viagg*', 'agente di viagg*', 'reisadviseur*', 'resekonsult*', 'resesaljare',
  'matkaneuvoja*', 'matkamyyja*', 'agent turystyczn*', 'cestovni agent*', 'utazasi tanacsado*', 'agent de turism', 'consultant de turism',
  'ταξιδιωτικ* συμβουλ*', 'турагент*', 'туристичн* агент*', 'seyahat danisman*', 'وكيل سفر', 'وكيل سفريات', 'סוכן נסיעות', 'סוכנת נסיעות',
  'ट्रैवल एजेंट', 'konsultan perjalanan', 'tu van du lich', '여행상담', '旅行コンサルタント', '旅游顾问', '旅行顾问',
  // Insurance, reinsurance and ship brokers
  'insurance broker*', 'reinsurance broker*', 'reinsurance broking', 'insurance broking', 'versicherungsmakler*', 'courtier* en assurance*',
  'courtier* d assurance*', 'corredor* de seguros', 'corretor* de seguros', 'broker assicurativ*', 'assurantietussenperso*', 'verzekeringsmakelaar*',
  'broker ubezpieczeniow*', 'brokerka ubezpieczeniowa', 'forsakringsmaklare', 'vakuutusmeklari*', 'pojistovaci makler*', 'biztositasi alkusz*',
  'broker de asigurari', 'μεσιτ* ασφαλισ*', 'страхов* брокер*', 'sigorta broker*', 'وسيط تامين', 'ברוקר ביטוח', 'बीमा ब्रोकर', 'pialang asuransi',
  'broker asuransi', 'moi gioi bao hiem', '보험중개', '保険ブローカー', '保险经纪', 'ship broker*', 'shipbroker*', 'chartering', 'schiffsmakler*',
  // Leasing and letting, hotels' banquet, group and event sales
  'leasing manager*', 'leasing agent*', 'leasing consultant*', 'letting agent*', 'lettings negotiator*', 'lettings manager*', 'vermietungsmanag*',
  'banquet sales', 'banqueting sales', 'catering sales', 'group sales', 'mice sales',
];

/** Management of a property or a building's occupants, and claims handling: the words the lexicon reads as sales (immobilier) or finance (insurance). */
const OPERATIONS_STRONG = [
  'property management', 'estate management', 'hausverwalt*', 'immobilienverwalt*', 'objektverwalt*', 'liegenschaftsverwalt*', 'wohnungsverwalt*',
  'gestionnaire locati*', 'gestionnaire de copropriete', 'syndic de copropriete', 'administrador* de fincas', 'gestor* de propiedades',
  'administrador* de imoveis', 'gestor* de imoveis', 'amministrator* di condomini*', 'vastgoedbeheer*', 'zarzadca nieruchomosci',
  'zarządca nieruchomości', 'zarzadzanie nieruchomosciami', 'zarządzanie nieruchomościami', 'fastighetsforvalt*', 'isannoitsij*',
  'spravce nemovitosti', 'sprava nemovitosti', 'ingatlankezel*', 'administrator imobil*', 'διαχειριστ* ακινητ*', 'керуюч* нерухоміст*',
  'управляющ* недвижимост*', 'mulk yonetim*', 'site yonetici*', 'ادارة العقارات', 'ادارة الاملاك', 'مدير عقارات', 'מנהל נכסים', 'מנהלת נכסים',
  'प्रॉपर्टी मैनेजर', 'pengelola properti', 'quan ly bat dong san', 'quan ly toa nha', '부동산 관리', '건물관리', '物业', 'プロパティマネジ*',
  'ビル管理',
  // Claims
  'head of claims', 'claims manager*', 'claims director*', 'claims executive*', 'claims specialist*', 'claims officer*', 'claims lead',
  'karszakert*', 'аварійн* комісар*', 'аварийн* комиссар*', 'مسوي خسائر', 'تسويه المطالبات', 'giam dinh boi thuong',
  '損害調査', '損害査定',
  // round 37 (desks37): the claims desk complete in every language — handlers, adjusters and loss adjusters, assessors and
  // surveyors, examiners and processors, subrogation and recoveries, motor, property, personal-injury and health claims
  'claims handler*', 'claims adjuster*', 'claim adjuster*', 'claims adjusting', 'loss adjuster*', 'loss adjusting', 'loss assessor*',
  'claims assessor*', 'claims examiner*', 'claims analyst*', 'claims processor*', 'claims investigator*', 'claims representative*',
  'claims technician*', 'claims consultant*', 'claims coordinator*', 'claims associate*', 'claims negotiator*', 'claims supervisor*',
  'claims team lead*', 'claims team manager*', 'claims settlement*', 'claim settlement*', 'claims handling', 'claims operations',
  'total loss negotiator*', 'total loss specialist*', 'independent adjuster*', 'public adjuster*', 'field adjuster*', 'desk adjuster*',
  'property adjuster*', 'auto adjuster*', 'motor adjuster*', 'insurance adjuster*', 'insurance assessor*', 'motor assessor*',
  'motor surveyor*', 'insurance surveyor*', 'subrogation', 'subrogation specialist*', 'subrogation analyst*',
  'schadenregulier*', 'schadensregulier*', 'schadensachbearbeit*', 'schadenssachbearbeit*', 'schadenbearbeit*', 'schadensbearbeit*',
  'schadengutacht*', 'schadensgutacht*', 'kfz sachverstandig*', 'kfz gutacht*', 'schadenmanag*', 'schadensmanag*', 'schadenspezialist*',
  'regressspezialist*', 'regresssachbearbeit*', 'leistungssachbearbeit*',
  'gestionnaire sinistre*', 'gestionnaire de sinistre*', 'gestionnaire des sinistres', 'charge de sinistre*', 'chargee de sinistre*',
  'charge d indemnisation', 'chargee d indemnisation', 'gestionnaire indemnisation', 'expert en sinistre*', 'experte en sinistre*',
  'expert sinistre*', 'expert automobile', 'experte automobile', 'redacteur sinistre*', 'redactrice sinistre*', 'regleur sinistre*',
  'inspecteur regleur*', 'inspecteur sinistre*', 'gestionnaire recours', 'responsable sinistres', 'equipe sinistres', 'service sinistres',
  'tramitador* de siniestros', 'gestor de siniestros', 'gestora de siniestros', 'analista de siniestros', 'liquidador* de siniestros',
  'perito de seguros', 'perita de seguros', 'perito de siniestros', 'perito tasador*', 'ajustador* de siniestros', 'ajustador* de seguros',
  'ajustador* de reclamaciones', 'analista de reclamaciones', 'de siniestros', 'regulador* de sinistros', 'reguladora* de sinistros',
  'regularizador* de sinistros', 'regularizadora* de sinistros', 'regularizacao de sinistros', 'analista de sinistros', 'gestor de sinistros',
  'gestora de sinistros', 'perito averiguador*', 'perito de sinistros', 'de sinistros', 'liquidator* sinistri', 'liquidatric* sinistri',
  'perito assicurativ*', 'perita assicurativ*', 'gestione sinistri', 'ufficio sinistri', 'sinistri', 'specialista rivals*', 'addett* rivals*',
  'schadebehandel*', 'schade expert*', 'schadeexpert*', 'schadeafhandel*', 'schaderegel*', 'teamleider schade', 'regresspecialist*',
  'skadereglera*', 'skadehandlaggar*', 'personskadereglera*', 'skadereglering', 'regresshandlaggar*', 'besiktningsman', 'skadevarder*',
  'vahinkokasittelij*', 'korvauskasittelij*', 'vahinkotarkastaj*', 'takautumis*', 'korvaustiimi*', 'vahinkotiimi*', 'korvauspalvelu*',
  'likwidator* szkod', 'likwidatork* szkod', 'likwidacji szkod', 'rzeczoznawc* samochodow*', 'rzeczoznawc* ubezpieczeniow*', 'ds regresow',
  'likvidator* skod', 'likvidatork* skod', 'likvidace skod', 'likvidace pojistnych udalosti', 'likvidator* pojistnych udalosti',
  'likvidatork* pojistnych udalosti', 'specialista regresu', 'karrendez*', 'karugyintez*', 'karfelmero*', 'karszakerto*', 'regressz ugyintez*',
  'lichidator* daune', 'analist daune', 'specialist daune', 'specialist regrese', 'evaluator daune', 'birou daune', 'inspector* de daune',
  'εκκαθαριστ* ζημιων', 'πραγματογνωμον*', 'διαχειρισ* ζημιων', 'αποζημιωσεων', 'врегулювальник*', 'врегулювання збитків', 'оцінки збитків',
  'врегулювання страхових збитків', 'страхових виплат', 'страхових відшкодувань', 'регресних вимог', 'урегулирования убытков', 'урегулировани* убытков', 'аварійн* комісар*',
  'hasar dosya*', 'hasar tazminat*', 'saglik tazminat*', 'tazminat uzman*', 'rucu uzman*', 'hasar operasyon*', 'hasar mudur*', 'hasar uzman*',
  'hasar eksper*', 'مقيم اضرار', 'مقيم الاضرار', 'محقق مطالبات', 'تسويه مطالبات', 'مسوي مطالبات', 'معالجه المطالبات', 'تعويضات التامين',
  'فريق المطالبات', 'ادارة المطالبات', 'שמאי רכב', 'שמאית רכב', 'שמאי ביטוח', 'שמאית ביטוח', 'מיישב תביעות', 'מיישבת תביעות', 'בודק תביעות',
  'בודקת תביעות', 'בתביעות ביטוח', 'צוות תביעות', 'יישוב תביעות', 'दावा निपटान', 'दावा प्रोसेसर', 'दावा विशेषज्ञ', 'दावा विभाग', 'दावा अधिकारी',
  'हानि निर्धारक', 'बीमा सर्वेक्षक', 'motor surveyor*', 'loss assessor*', 'klaim asuransi', 'petugas klaim', 'analis klaim',
  'supervisor klaim', 'penilai kerugian', 'subrogasi', 'giam dinh vien ton that', 'giam dinh ton that', 'giam dinh boi thuong', 'ho so boi thuong',
  'nhan vien boi thuong', 'truong nhom boi thuong', 'chuyen vien boi thuong', '손해사정', '보상 심사', '보상심사', '자동차 보상', '자동차보험 보상',
  '대물 보상', '대인 보상', '대물보상', '대인보상', '보험 보상', '보험보상', '구상권', '損害サービス', '示談交渉', '保険金支払', '保険金査定', 'アジャスター',
  '查勘定损', '定损员', '理赔', '理賠', '代位追偿',
];

/** The crews and handlers of transport, housekeeping, restaurants and tours: here the lexicon read no function, or a word's other sense. */
const OPERATIONS = [
  // Cabin crew and airline pilots
  'cabin crew', 'flight attendant*', 'air hostess*', 'stewardess*', 'stewardesa', 'flight steward*', 'cabin steward*', 'purser*', 'flugbegleiter*',
  'hotesse de l air', 'hotesses de l air', 'personnel navigant', 'tripulante* de cabina', 'tripulacion de cabina', 'auxiliar de vuelo', 'azafata de vuelo',
  'comissari* de bordo', 'assistente di volo', 'assistenti di volo', 'kabinpersonal', 'kabinpersonale', 'flygvardinna', 'lentoemanta*', 'matkustamohenkilo*',
  'letusk*', 'palubni pruvodc*', 'legiutas kisero*', 'insotitor de bord', 'insotitoare de bord', 'αεροσυνοδ*', 'бортпровідни*',
  'бортпроводни*', 'kabin memur*', 'kabin ekibi', 'مضيف طيران', 'مضيفه طيران', 'דייל', 'דיילת', 'एयर होस्टेस', 'केबिन क्रू', 'pramugari', 'pramugara',
  'awak kabin', 'tiep vien hang khong', '객실승무원', '승무원', '客室乗務員', 'キャビンアテンダント', '空乘', '空姐', '乘务员',
  'airline pilot*', 'commercial pilot*', 'first officer*', 'co pilot', 'flugkapitan*', 'verkehrspilot*', 'pilote de ligne', 'piloto de linea*',
  'piloto comercial', 'copiloto', 'pilota di linea', 'verkeersvlieger*', 'trafikflygare', 'liikennelentaja*', 'pilot liniowy', 'dopravni pilot',
  'πιλοτοσ', 'пілот*', 'пилот', 'kaptan pilot', 'طيار', 'טייס', 'पायलट', 'phi cong', '조종사', '부기장', '副操縦士', 'パイロット', '飞行员', '机长',
  // round 33 (founding33): the first officer of an aircraft or a ship in every language (a rank of the crew, no first hire)
  'erster offizier', 'erste offizierin', 'premier officier', 'primer oficial', 'primera oficial', 'primeiro oficial', 'primo ufficiale', 'eerste officier',
  'pierwszy oficer', 'forste styrman', 'styrman', 'prvni dustojnik', 'elso tiszt', 'prim ofiter', 'πρωτοσ αξιωματικοσ', 'перший офіцер', 'другий пілот',
  'ikinci pilot', 'مساعد طيار', 'ضابط اول', 'קצין ראשון', 'फर्स्ट ऑफिसर', 'kopilot', 'co pho', '副驾驶',
  // Ground handling, airports, last mile and linehaul
  'ground handling', 'ramp agent*', 'baggage handler*', 'airport operations', 'airside operations', 'duty manager*', 'ground operations',
  'bodenverkehrsdienst*', 'vorfeld*', 'agent de piste', 'assistance aeroportuaire', 'agente de rampa', 'handling aeroportual*', 'handling aeroportuale',
  'obsluga naziemna', 'obsługa naziemna', 'yer hizmetleri', 'ground staff', 'グランドハンドリング', '地勤', '지상조업', 'last mile',
  'linehaul', 'line haul', 'hub manager*', 'terminal manager*',
  // Train crew and signalling
  'train driver*', 'train conductor*', 'signaller*', 'signalman', 'locomotive engineer*', 'loco pilot*', 'lokfuhrer*', 'triebfahrzeugfuhrer*',
  'zugbegleiter*', 'fahrdienstleiter*', 'conducteur de train', 'conductrice de train', 'aiguilleur*', 'maquinista*', 'capotreno', 'macchinista',
  'machinist', 'lokforare', 'tagvard', 'veturinkuljettaja*', 'konduktoori', 'maszynista', 'strojvedouci', 'vlakvedouci', 'mozdonyvezeto*',
  'mecanic de locomotiva', 'μηχανοδηγ*', 'машиніст*', 'машинист*', 'makinist', 'masinis', 'lai tau', 'נהג קטר', 'سائق قطار', 'लोको पायलट',
  '기관사', '運転士', '車掌', '列车司机', '火车司机',
  // Customs clearance and freight forwarding
  'customs broker*', 'customs clearance', 'custom clearance', 'customs declarant*', 'customs specialist*', 'customs coordinator*', 'customs compliance',
  'freight forward*', 'forwarding agent*', 'zolldeklarant*', 'zollsachbearbeiter*', 'zollabwicklung', 'spediteur*', 'declarant en douane',
  'declarante en douane', 'transitaire*', 'commissionnaire en douane', 'affreteur*', 'agente de aduanas', 'agente aduanal', 'transitario*',
  'despachante aduaneir*', 'spedizionier*', 'douane declarant*', 'douanedeclarant*', 'expediteur*', 'tullspeditor*', 'tulldeklarant*', 'huolinta*',
  'tullaus*', 'spedytor*', 'agent celny', 'agentka celna', 'celni deklarant*', 'speditér*', 'vamugyintez*', 'fuvarszervez*', 'szallitmanyoz*',
  'declarant vamal', 'εκτελωνιστ*', 'διαμεταφορ*', 'митн* брокер*', 'таможенн* брокер*', 'декларант*', 'експедитор*', 'экспедитор*', 'gumruk musavir*',
  'gumrukleme', 'ppjk', 'ekspedisi muatan', 'khai bao hai quan', 'giao nhan', 'עמיל מכס', 'עמילות מכס', 'משלח בינלאומי', 'مخلص جمركي',
  'تخليص جمركي', 'منسق شحن', 'कस्टम्स', 'कस्टम क्लियरेंस', '관세사', '통관', '포워딩', '通関', '乙仲', '报关', '報關', '货代', '貨代',
  // Fleet management
  'fleet manager*', 'fleet coordinator*', 'fleet management', 'fleet supervisor*', 'fleet controller*', 'head of fleet', 'fleet incharge', 'fuhrpark*',
  'flottenmanag*', 'gestionnaire de flotte', 'responsable de parc*', 'gestor* de flota*', 'jefe de flota', 'jefe de trafico', 'gestor* de frota',
  'responsabile flotta', 'wagenpark*', 'kierownik floty', 'flottchef', 'flottansvarig', 'kalustopaallik*', 'vozoveho parku', 'flottaveze*',
  'manager flota', 'στολου οχηματων', 'автоколон*', 'автопарк*', 'filo mudur*', 'filo yonetim*', 'مدير الاسطول', 'צי רכב', 'फ्लीट मैनेजर',
  'kepala armada', 'quan ly doi xe', '차량관리', '车队', '車隊', '運行管理',
  // Housekeeping
  'housekeep*', 'room attendant*', 'chambermaid*', 'hausdame*', 'etagenleit*', 'gouvernante*', 'femme de chambre', 'valet de chambre', 'gobernant*',
  'camarer* de pisos', 'governant*', 'camareira*', 'huishoudelijk*', 'kamermeisje*', 'pokojow*', 'pokojsk*', 'hotellstad*', 'kerrossiivo*',
  'szobaasszony*', 'szobalany*', 'camerist*', 'καμαριερ*', 'покоївк*', 'горничн*', 'kat gorevli*', 'kat hizmet*', 'تدبير منزلي', 'التدبير المنزلي',
  'חדרנ*', 'हाउसकीपिंग', 'tata graha', 'buong phong', '룸메이드', '하우스키핑', '客室清掃', 'ハウスキーピング', '客房服务', '客房部',
  // Restaurant management
  'restaurant manager*', 'restaurantleiter*', 'gerente de restaurante', 'directeur de restaurant', 'responsable de restaurant', 'jefe de sala',
  'maitre d', 'maitre d hotel', 'responsabile di sala', 'bedrijfsleider*', 'kierownik restauracji', 'restaurangchef*', 'ravintolapaallik*', 'vedouci restaurace',
  'etteremveze*', 'manager restaurant', 'υπευθυν* εστιατορι*', 'керуюч* ресторан*', 'управляющ* ресторан*', 'restoran mudur*', 'مدير مطعم',
  'מנהל מסעדה', 'מנהלת מסעדה', 'रेस्टोरेंट मैनेजर', 'manajer restoran', 'quan ly nha hang', '레스토랑 매니저', 'レストラン店長', '餐厅经理', '餐廳經理',
  // Tours and excursions
  'tour guide*', 'tour leader*', 'shore excursion*', 'reiseleiter*', 'guide touristique', 'guia turistic*', 'guia de turismo', 'guida turistic*',
  'reisleider*', 'reseledare', 'matkanjohtaja*', 'przewodnik turystyczn*', 'pilot wycieczek', 'idegenvezet*', 'ghid de turism', 'ghid turistic',
  'ξεναγ*', 'екскурсовод*', 'экскурсовод*', 'tur rehber*', 'turist rehber*', 'مرشد سياحي', 'מדריך טיולים', 'टूर गाइड', 'pemandu wisata',
  'huong dan vien du lich', '관광가이드', '添乗員', 'ツアーガイド', '导游', '導遊',
];

/** The round's classes that beat a sales, finance or operations reading too: their words are the trade's own role nouns. */
export const STRONG_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['revops', REVENUE],
  ['finance', FINANCE],
  ['sales', SALES],
  ['operations', OPERATIONS_STRONG],
];
export const INDUSTRY_B_STRONG_RULE: FunctionRule = classesRule(1, STRONG_CLASSES);
/** The round's crews and handlers: they beat only a reading with no function, a service or an engineering word's. */
export const CREW_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [['operations', OPERATIONS]];
export const INDUSTRY_B_RULE: FunctionRule = classesRule(1, CREW_CLASSES);

/** The readings the strong classes beat (never their own); the crews beat fewer, a later segment only `other`. */
const BEATEN_STRONG: ReadonlySet<string> = new Set(['other', 'customer_success', 'engineering', 'sales', 'finance', 'operations', 'revops']);
const BEATEN: ReadonlySet<string> = new Set(['other', 'customer_success', 'engineering']);

function classOf(rule: FunctionRule, text: string): { fn: TitleClassification['function']; role: boolean } | null {
  const found = firstMatch(rule, text);
  if (found === null) return null;
  const end = text.indexOf(' , ');
  return { fn: found.fn, role: end < 0 || found.index < end };
}

/**
 * Round 31's reading after the rules: the lexicon read a crew's, a broker's or a valuer's title as having no function, an
 * "immobilier" or "insurance" as sales or finance, a "beheerder" as engineering; where the title's role segment names one of
 * the trades above, that is its function (a term only in a later segment fills a title with none: "Manager – Claims").
 */
function readIndustryBClass(text: string, read: TitleClassification): TitleClassification {
  if (read.function === 'people') return claimsOverPeople(text, read);
  if (read.function === null || !BEATEN_STRONG.has(read.function)) return read;
  const strong = classOf(INDUSTRY_B_STRONG_RULE, text);
  if (strong !== null && strong.fn !== read.function && (strong.role || read.function === 'other')) {
    return { seniority: handlerRank(text, read.seniority), function: strong.fn };
  }
  if (!BEATEN.has(read.function)) return read;
  const crew = classOf(INDUSTRY_B_RULE, text);
  if (crew === null || crew.fn === read.function || (!crew.role && read.function !== 'other')) return read;
  return { seniority: read.seniority, function: crew.fn };
}

/**
 * A claims handler named by the Spanish and Portuguese "gestor(a)", which the lexicon reads as a manager's word (round 37,
 * desks37): "Gestora de siniestros de autos" handles files, as "Gestionnaire sinistres" does (ic, w4k's convention for gestora).
 */
const HANDLER = /(?:^|, )gestora? de (?:siniestros|sinistros)\b/u;

function handlerRank(text: string, seniority: TitleClassification['seniority']): TitleClassification['seniority'] {
  return seniority === 'manager' && HANDLER.test(text) ? 'ic' : seniority;
}

/**
 * The words of an insurer's claims settlement that HR's compensation shares (round 37, desks37): Korean 보상 and Arabic تعويضات
 * are pay in a C&B team and settlement at an insurer. A claims term holding one (자동차보험 보상, 대물 보상, تعويضات التأمين:
 * the insurance beside it decides) beats the people reading; "보상 담당자" alone stays HR's.
 */
const SHARED_WITH_PAY = /보상|تعويض/u;
/** Those words' literals, a slot of the shared gate: a people title holding neither is never read again here (for cost). */
const PAY_WORDS = TERM_GATE.slot(() => ({ anywhere: ['보상', 'تعويض'] }));

function claimsOverPeople(text: string, read: TitleClassification): TitleClassification {
  if (!TERM_GATE.holds(PAY_WORDS, text)) return read;
  const strong = classOf(INDUSTRY_B_STRONG_RULE, text);
  if (strong === null || strong.fn !== 'operations' || !strong.role) return read;
  const found = firstMatch(INDUSTRY_B_STRONG_RULE, text);
  if (found === null || !SHARED_WITH_PAY.test(text.slice(found.index, found.index + found.length))) return read;
  return { seniority: read.seniority, function: 'operations' };
}

/** Round 31's reading, gated by both rules' terms (round 32, `term-gate.ts`: round 31 had one literal alternation of them here). */
export const byIndustryBClass: ClassPass = gatedPass([INDUSTRY_B_STRONG_RULE, INDUSTRY_B_RULE], readIndustryBClass);
