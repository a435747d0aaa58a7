import { type ClassFound, roleSegment, termNeedles, wordsFinder } from './class-terms-finder';
import { foldTerms } from './fold';
import { PROGRAMME_RULE } from './public-professional-terms';
import { WORD_END, words } from './role-classes';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * Defence, aerospace, security services, fire and rescue and the armed forces, complete in the 24 languages and English (issue
 * #21, round 39, defence39; development titles first: `test/fixtures/detection-w3/titles-r39-defence.json`; docs/decisions.md,
 * "Detection round 39 (defence)"). Round 31 (`industry-terms.ts`) read the defence programmes' and aircraft technicians' works in
 * English and a few languages; rounds 27 and 32 (`public-ranks.ts`, `public-professional-terms.ts`) a colonel and an army's captain.
 * Every vendor's contacts hold people at defence primes, MRO shops, guarding firms, fire brigades and armies (veterans list their
 * service as a job), and the first run read most of the trade `other`. The read sets' conventions, kept:
 *
 * - **Guarding and security services** → `operations` (every set: security officers, guards, supervisors, "Wachmann", "Vigilante
 *   de seguridad"): cash-in-transit crews, alarm-receiving and CCTV operators, close protection, door supervisors (ic: a licence's
 *   name, not a supervisor), and the guarding words' leaders.
 * - **Aircraft maintenance** → `operations` (w3k, w3n, w4h: B1 engineers, A&P technicians): MRO, avionics technicians, licensed
 *   certifying staff, and **continuing airworthiness** (CAMO: maintenance management). An airworthiness or certification
 *   *engineer* stays `engineering` (the engineer's noun decides, as for every designer).
 * - **Export control and ITAR** → `operations`, as round 25 decided trade compliance in every language.
 * - **Offensive and defensive cyber trades** → `engineering`, as the read sets' SOC analysts and penetration testers (w3b, w3g,
 *   w3p): threat intelligence, red teams, malware analysis, digital forensics, ethical hackers.
 * - **A programme manager's noun in every language** → `operations`, as the English "Program Manager" reads in titles.json; a
 *   programme's director only beside a defence or aerospace word ("Programme Director, Capital Delivery" stays other, round 32);
 *   a nonprofit's programmes (`PROGRAMME_RULE`) keep their reading.
 * - **Firefighters and rescuers** → `other` (w3c, w3d, w3g, w3i: "Firefighter/EMT"); a fire inspector stays operations (w4a).
 * - **Military ranks** set the seniority with function `other` (police and armed forces, round 32), on one ladder written for
 *   every language: private, corporal, second lieutenant → ic; sergeants and every NCO above them, warrant and petty officers,
 *   lieutenants, captains and majors (and their naval and air-force names) → manager, as a police sergeant (w3c, w3k, w4a) and an
 *   army's captain (round 32); lieutenant colonels, colonels, commanders and captains of the navy, wing commanders and group
 *   captains → director (round 32); general and flag officers → vp. A rank is read at the title's start and only where the
 *   reading so far is `other` (a captain of an airline or a banquet keeps operations); a word other trades use (major, general,
 *   commander, captain, brigadier, kapitan) only beside the armed forces' name or alone.
 */

/** The role's own words of the operations trades above (guarding, aircraft maintenance, airworthiness, export control). */
const OPERATIONS = [
  // Guarding, cash in transit, alarm receiving and close protection
  'door supervisor*', 'cash in transit', 'alarm response officer*', 'alarm receiving', 'close protection', 'cctv operator*', 'mobile patrol*',
  'objektschutz', 'werkschutz*', 'wachdienst', 'bewachung*', 'geld und werttransport*', 'sicherheitsdienst', 'schutz und sicherheit', 'revierfahrer*', 'leitstellenmitarbeiter*', 'notrufleitstelle', 'serviceleitstelle',
  'agent de prevention et de securite', 'agent de securite', 'agent de surete', 'convoyeur* de fonds', 'telesurveillance', 'operateur de telesurveillance',
  'chef de site surete', 'vigilante*', 'servicio de vigilancia', 'vigilancia privada', 'escolta privad*', 'central receptora de alarmas', 'transporte de fondos',
  'central de monitoramento', 'seguranca patrimonial', 'seguranca pessoal', 'carro forte', 'guardia particolare giurata', 'guardia giurata',
  'portavalori', 'centrale operativa vigilanza', 'istituto di vigilanza', 'capoturno vigilanza', 'beveiliger*', 'teamleider beveiliging', 'objectleider beveiliging', 'medewerker beveiliging', 'alarmcentrale', 'mobiele surveillant*',
  'pracownik ochrony', 'ochrony fizycznej', 'ochrona obiektu', 'ochrony obiektu', 'operator monitoringu', 'konwojent*', 'vaktare', 'ordningsvakt*',
  'skyddsvakt*', 'larmoperator*', 'bevakning', 'vartija', 'jarjestyksenvalvoja', 'halytyskeskus*', 'vartiopaallikko', 'strazny', 'pracovnik ostrahy',
  'ostrahy', 'pultu centralizovane ochrany', 'biztonsagi or', 'vagyonor', 'tavfelugyeleti*', 'vagyonvedelem', 'agent de paza', 'dispecer monitorizare*',
  'φυλακας ασφαλειας', 'κεντρου ληψησ σηματων', 'охоронник*', 'пульта централізованого спостереження', 'інкасатор*', 'охранник*',
  'инкассатор*', 'ozel guvenlik*', 'guvenlik gorevlisi', 'guvenlik amiri', 'guvenlik sefi', 'alarm izleme*', 'حارس امن', 'رجل امن', 'غرفه التحكم الامنيه',
  'مشرف امن', 'مشرف حراسات', 'حراسات', 'מאבטח*', 'קצין ביטחון', 'מוקד אבטחה', 'सुरक्षा गार्ड', 'सिक्योरिटी गार्ड', 'चौकीदार', 'सुरक्षा पर्यवेक्षक',
  'suraksha guard', 'gunman', 'satpam', 'petugas keamanan', 'ruang kontrol keamanan', 'supervisor keamanan', 'nhan vien bao ve', 'bao ve toa nha',
  'nhan vien an ninh', 'doi truong bao ve', '경비원', '경비반장', '시설경비', '警備員', '警備隊', '警備主任', '機械警備', '施設警備', '保安', '安防监控',
  '押运',
  // Aircraft maintenance, certifying staff and continuing airworthiness
  'mro technician*', 'aircraft structures technician*', 'avionics technician*', 'avionics mechanic*', 'continuing airworthiness', 'airworthiness manag*',
  'head of airworthiness', 'camo', 'part camo', 'avioniker*', 'flugzeugmechaniker*', 'fluggeratmechaniker*', 'fluggerateelektroniker*',
  'freigabeberechtigt*', 'lufttuchtigkeit', 'technicien avionique', 'technicien aeronautique', 'mecanicien avion', 'navigabilite', 'maintien de la navigabilite',
  'tecnico de avionica', 'tecnica de avionica', 'aeronavegabilidad*', 'tecnico em avionica', 'aeronavegabilidade', 'tecnico avionico', 'aeronavigabilita',
  'avionicamonteur*', 'technik awionik', 'zdatnością do lotu', 'zdatności do lotu', 'avioniktekniker*', 'flygtekniker*', 'avioniikka asentaja*',
  'technik avioniky', 'avionikai technikus', 'tehnician avionica', 'τεχνικοσ αεροηλεκτρονικων', 'авіаційний технік*', 'авіатехнік*', 'aviyonik teknisyen*',
  'فني الكترونيات طيران', 'טכנאי אוויוניקה', 'teknisi avionik', 'b1执照', 'b2执照', '持续适航', '航电维修',
  // Export control and ITAR
  'itar', 'export control*', 'export compliance', 'controle export', 'conformite export', 'control de exportaciones', 'exportkontroll*',
  'ihracat kontrol*',
];

/** The offensive and defensive cyber trades' own words (engineering). */
const ENGINEERING = [
  'penetration tester*', 'penetration testing', 'pentester*', 'pentesteur*', 'pentesteuse*', 'threat intelligence', 'cyber threat*', 'red team operator*', 'red teamer*',
  'malware analyst*', 'incident responder*', 'it forensiker*', 'digital forensic*', 'ethical hacker*', 'securite offensive', 'hacker etico', 'etikus hacker*',
  'ethisch hacker*', 'penetrationstest*', 'soc analyst*', 'analyste soc', 'analista soc', 'analista de soc', 'soc analist*', 'soc analytiker*',
  'soc analyytikko', 'analytik soc', 'soc elemzo', 'analist soc', 'αναλυτησ soc', 'аналітик soc', 'аналитик soc', 'soc analisti', 'analityk soc',
  'analis soc', 'phan tich soc', 'inteligencia de amenazas', 'inteligencia de ameacas', 'analityk cyberzagrozen', 'аналітик кіберзагроз', 'пентестер*',
  'siber tehdit*', 'sizma testi*', 'مختبر اختراق', 'استخبارات التهديدات', 'مركز العمليات الامنيه', 'אנליסט soc', 'בודק חדירות', 'בודקת חדירות', 'מודיעין איומים',
  'एसओसी', 'पेनिट्रेशन', 'intelijen ancaman', 'kiem thu xam nhap', '모의해킹', '위협 인텔리전스', 'ペネトレーションテスター', '脅威インテリジェンス',
  'socアナリスト', '安全运营中心', '渗透测试', '威胁情报',
];

/** A firefighter's or rescuer's noun (other, as every read set labels a firefighter). */
const FIRE = ['vigile del fuoco', 'vigili del fuoco', 'пожежний*', 'пожарный'];

/** A police force's name: its ranks keep rounds 27 and 32's reading (`public-ranks.ts`, `public-professional-terms.ts`). */
const POLICE = [
  'police', 'polizei', 'policia', 'polizia', 'politie', 'policja', 'polis', 'poliisi', 'policie', 'rendorseg', 'politia', 'αστυνομια', 'поліція',
  'поліції', 'полиция', 'полиции', 'polis', 'emniyet', 'شرطه', 'الشرطه', 'משטרה', 'משטרת', 'पुलिस', 'polisi', 'polri', 'canh sat', '경찰', '警察',
];

/** A programme manager's noun, at the title's start. */
const PROGRAMME_HEADS = [
  'programme manager', 'program manager', 'programme director', 'program director', 'director of programs', 'director of programmes', 'head of programmes', 'programmmanager*', 'programmleiter*', 'chef de programme', 'responsable de programme', 'directeur de programme',
  'jefe de programa', 'gestor de programas', 'gestor de programa', 'gerente de programa', 'responsabile di programma', 'programmamanager',
  'kierownik programu', 'menedzer programu', 'programchef', 'ohjelmapaallikko', 'programovy manazer', 'programmenedzser',
  'manager de program', 'διευθυντησ προγραμματοσ', 'керівник програми', 'руководитель программы', 'program yoneticisi', 'مدير برنامج', 'מנהל תוכנית',
  'manajer program', 'quan ly chuong trinh', '프로그램 매니저', '사업관리', 'プログラムマネージャー', '项目经理', '型号项目',
];

/** The CJK programme heads, found anywhere in the role (a Korean, Japanese or Chinese title puts the programme's field first). */
const CJK_PROGRAMME_HEADS = ['프로그램 매니저', '사업관리', 'プログラムマネージャー', '型号项目'];

/** A defence or aerospace word beside a programme's director. */
const DEFENCE_CONTEXT = [
  'defence', 'defense', 'military', 'tactical', 'marine*', 'missile*', 'weapon*', 'armament*', 'munition*', 'submarine*', 'frigate*', 'naval', 'warship*', 'aircraft',
  'helicopter*', 'aerospace', 'space', 'satellite*', 'radar*', 'ruestung*', 'rustung*', 'armement', 'sous marins', 'defensa', 'defesa', 'difesa',
  'defensie*', 'zbrojeni*', 'zbrojeniow*', 'obronn*', 'forsvar*', 'puolustus*', 'vedelmi', 'aparare', 'αμυντικ*', 'оборон*', 'savunma', 'دفاع*',
  'הגנה', 'pertahanan', 'quoc phong', '방산', '防衛', '国防', '型号',
];

/** The armed forces' names, beside a rank word other trades share. */
const ARMED_FORCES = [
  'army', 'armed forces', 'air force', 'navy', 'royal navy', 'marine corps', 'royal marines', 'raf', 'usaf', 'usmc', 'infantry', 'bundeswehr', 'luftwaffe',
  'heer', 'marine', 'armee', 'armee de terre', 'armee de l air', 'ejercito*', 'armada', 'fuerzas armadas', 'infanteria', 'exercito', 'marinha',
  'forca aerea', 'esercito', 'aeronautica', 'marina militare', 'landmacht', 'luchtmacht', 'koninklijke luchtmacht', 'mariniers', 'krijgsmacht',
  'wojska polskiego', 'wojsko polskie', 'sił powietrznych', 'marynarki wojennej', 'forsvarsmakten', 'armen', 'flygvapnet', 'marinen', 'maavoimat',
  'ilmavoimat', 'merivoimat', 'puolustusvoimat', 'armady cr', 'armada cr', 'honvedseg', 'fortele terestre', 'fortelor terestre', 'armata', 'στρατου',
  'πεζικου', 'зсу', 'збройних сил', 'армії', 'kara kuvvetleri', 'tsk', 'القوات المسلحه', 'الجيش', 'צהל', 'במילואים', 'भारतीय सेना', 'indian army',
  'tni', 'tni ad', 'infanteri', 'quan doi', '육군', '해군', '공군', '陸上自衛隊', '航空自衛隊', '解放军', '部队',
];

/** Rank words by the seniority they hold; `shared`: a word another trade uses too (only beside the armed forces, or alone). */
const RANKS: readonly (readonly [Seniority, readonly string[], readonly string[]])[] = [
  [
    'ic',
    [
      'private', 'private first class', 'lance corporal', 'corporal', 'airman', 'airman first class', 'able seaman', 'second lieutenant', 'ensign',
      'pilot officer', 'officer cadet', 'gefreiter', 'obergefreiter', 'hauptgefreiter', 'stabsgefreiter', 'leutnant', 'soldat auf zeit', 'caporal',
      'caporal chef', 'sous lieutenant', 'soldat de 1re classe', 'matelot', 'quartier maitre', 'cabo', 'cabo primero', 'alferez', 'soldado', 'marinero',
      'aspirante', 'aspirante a oficial', 'caporale', 'caporal maggiore', 'sottotenente', 'soldato', 'soldaat', 'soldaat der eerste klasse', 'korporaal',
      'szeregowy', 'starszy szeregowy', 'kapral', 'starszy kapral', 'podporucznik', 'menig', 'korpral', 'vicekorpral', 'sotamies', 'alikersantti',
      'korpraali', 'vanrikki', 'vojin', 'svobodnik', 'desatnik', 'podporucik', 'orvezeto', 'tizedes', 'szakaszvezeto', 'fruntas', 'sublocotenent',
      'soldat gradat', 'στρατιωτησ', 'δεκανεασ', 'ανθυπολοχαγοσ', 'солдат', 'старший солдат', 'молодший сержант', 'молодший лейтенант', 'onbasi',
      'uzman cavus', 'جندي', 'عريف', 'ملازم', 'טוראי', 'רבט', 'סגן משנה', 'सिपाही', 'लांस नायक', 'sepoy', 'lance naik', 'naik', 'prajurit',
      'prajurit dua', 'prajurit satu', 'kopral', 'letnan dua', 'binh nhi', 'binh nhat', 'ha si', 'thieu uy', '이병', '일병', '상병', '병장', '소위', '陸士長',
      '一等陸士', '二等陸士', '列兵', '上等兵', '少尉',
    ],
    ['private', 'airman', 'ensign', 'cabo', 'aspirante', 'soldado', 'soldato', 'naik', 'prajurit'],
  ],
  [
    'manager',
    [
      'sergeant', 'staff sergeant', 'master sergeant', 'sergeant first class', 'sergeant major', 'gunnery sergeant', 'warrant officer', 'petty officer',
      'chief petty officer', 'lieutenant', 'first lieutenant', 'flight lieutenant', 'squadron leader', 'lieutenant commander', 'captain', 'major',
      'platoon commander', 'company commander', 'station officer', 'station manager', 'zugfuhrer', 'brandinspektor', 'brandoberinspektor',
      'brandamtmann', 'lieutenant de sapeurs pompiers', 'capitaine de sapeurs pompiers', 'sargento de bomberos', 'jefe de dotacion', 'feldwebel', 'oberfeldwebel', 'hauptfeldwebel', 'stabsfeldwebel', 'oberstabsfeldwebel', 'unteroffizier',
      'stabsunteroffizier', 'oberleutnant', 'hauptmann', 'kapitanleutnant', 'sergent', 'sergent chef', 'adjudant', 'adjudant chef', 'major',
      'officier marinier', 'lieutenant de vaisseau', 'capitaine', 'commandant', 'sargento', 'sargento primero', 'brigada', 'subteniente', 'teniente',
      'teniente de navio', 'capitan', 'comandante', 'suboficial', 'suboficial mayor', 'brigada', 'primeiro sargento', 'segundo sargento', 'terceiro sargento', 'primeiro tenente', 'segundo tenente', 'tenente',
      'capitao', 'capitao tenente', 'suboficial', 'sergente', 'sergente maggiore', 'maresciallo', 'tenente di vascello', 'capitano', 'maggiore',
      'sergeant majoor', 'eerste luitenant', 'luitenant', 'kapitein', 'majoor', 'adjudant', 'sierzant', 'starszy sierzant', 'chorazy', 'starszy chorazy',
      'porucznik', 'kapitan', 'kapitan marynarki', 'fanjunkare', 'lojtnant', 'kapten', 'kersantti', 'ylikersantti', 'luutnantti', 'yliluutnantti',
      'kapteeni', 'majuri', 'rotny', 'rotmistr', 'nadrotmistr', 'porucik', 'nadporucik', 'kapitan', 'major', 'ormester', 'torzsormester', 'foherelag',
      'fohadnagy', 'szazados', 'ornagy', 'sergent major', 'plutonier', 'locotenent', 'capitan', 'maior', 'λοχιασ', 'επιλοχιασ', 'υπολοχαγοσ',
      'λοχαγοσ', 'ταγματαρχησ', 'сержант', 'старший сержант', 'штаб сержант', 'старшина', 'лейтенант', 'старший лейтенант', 'капітан', 'капитан',
      'майор', 'cavus', 'astsubay', 'kidemli cavus', 'teğmen', 'ustegmen', 'yuzbasi', 'binbasi', 'رقيب', 'رقيب اول', 'ملازم اول', 'نقيب', 'رائد', 'סמל',
      'סמל ראשון', 'סגן', 'סרן', 'רב סרן', 'हवलदार', 'लेफ्टिनेंट', 'कैप्टन', 'मेजर', 'havildar', 'subedar', 'naib subedar', 'sersan', 'sersan mayor',
      'letnan', 'letnan satu', 'kapten', 'mayor', 'thuong si', 'trung si', 'trung uy', 'thuong uy', 'dai uy', 'thieu ta', '하사', '중사', '상사', '중위',
      '대위', '소령', '一等陸曹', '二等陸曹', '三等陸曹', '二等陸尉', '一等陸尉', '三等陸佐', '中士', '上士', '中尉', '上尉', '少校',
    ],
    [
      'captain', 'major', 'capitaine', 'commandant', 'brigada', 'capitan', 'comandante', 'capitao', 'capitano', 'kapitein', 'kapitan',
      'kapten', 'kapteeni', 'maior', 'капітан', 'капитан', 'майор', 'mayor', 'adjudant', 'نقيب', 'סגן', 'رائد',
    ],
  ],
  [
    'director',
    [
      'lieutenant colonel', 'colonel', 'commander', 'wing commander', 'group captain', 'navy captain', 'oberstleutnant', 'oberst', 'fregattenkapitan',
      'korvettenkapitan', 'kapitan zur see', 'lieutenant colonel', 'capitaine de fregate', 'capitaine de vaisseau', 'teniente coronel', 'coronel',
      'capitan de fragata', 'capitan de navio', 'tenente coronel', 'capitao de fragata', 'tenente colonnello', 'colonnello', 'capitano di fregata',
      'luitenant kolonel', 'kolonel', 'podpułkownik', 'pułkownik', 'komandor porucznik', 'komandor', 'overstelojtnant', 'overste', 'everstiluutnantti',
      'eversti', 'podplukovnik', 'plukovnik', 'alezredes', 'ezredes', 'locotenent colonel', 'colonel', 'αντισυνταγματαρχησ', 'συνταγματαρχησ',
      'підполковник', 'полковник', 'подполковник', 'yarbay', 'albay', 'مقدم', 'عقيد', 'סגן אלוף', 'אלוף משנה', 'लेफ्टिनेंट कर्नल', 'कर्नल',
      'letnan kolonel', 'kolonel', 'trung ta', 'thuong ta', 'dai ta', '중령', '대령', '二等陸佐', '一等陸佐', '一等空佐', '二等空佐', '中校', '上校',
    ],
    ['commander', 'komandor', 'مقدم'],
  ],
  [
    'vp',
    [
      'brigadier general', 'major general', 'lieutenant general', 'general', 'rear admiral', 'vice admiral', 'admiral', 'air commodore', 'commodore',
      'air vice marshal', 'brigadier', 'brigadegeneral', 'generalmajor', 'generalleutnant', 'flottillenadmiral', 'konteradmiral', 'vizeadmiral',
      'general de brigade', 'general de division', 'contre amiral', 'vice amiral', 'general de brigada', 'general de division', 'contraalmirante',
      'vicealmirante', 'general de brigada', 'contra almirante', 'generale di brigata', 'generale di divisione', 'contrammiraglio', 'ammiraglio',
      'brigadegeneraal', 'generaal majoor', 'schout bij nacht', 'general brygady', 'general dywizji', 'kontradmiral', 'brigadgeneral', 'prikaatikenraali',
      'kenraalimajuri', 'brigadni general', 'dandartabornok', 'general de brigada', 'ταξιαρχοσ', 'υποστρατηγοσ', 'бригадний генерал', 'генерал майор',
      'tuggeneral', 'tumgeneral', 'عميد', 'لواء', 'תת אלוף', 'אלוף', 'ब्रिगेडियर', 'मेजर जनरल', 'brigadir jenderal', 'mayor jenderal', 'thieu tuong',
      '준장', '소장', '陸将補', '陸将', '少将',
    ],
    ['general', 'admiral', 'commodore', 'brigadier', 'عميد', 'لواء', 'אלוף', 'ब्रिगेडियर', '소장', '少将'],
  ],
];

const set = (read: TitleClassification, fn: JobFunction): TitleClassification => ({ seniority: read.seniority, function: fn });
let operations: ((text: string) => ClassFound | null) | undefined;
let engineering: ((text: string) => ClassFound | null) | undefined;
let fire: ((text: string) => ClassFound | null) | undefined;
let programme: RegExp | undefined;
let defence: ((text: string) => ClassFound | null) | undefined;
let armed: ((text: string) => ClassFound | null) | undefined;
let police: ((text: string) => ClassFound | null) | undefined;
let rank: RegExp | undefined;
let rankOf: Map<string, readonly [Seniority, boolean]> | undefined;

/** The rank a title opens with, whether its word is shared with other trades and whether it is the whole title, or null. */
function rankAt(text: string): readonly [Seniority, boolean, boolean] | null {
  if (rank === undefined || rankOf === undefined) {
    rankOf = new Map();
    for (const [seniority, list, shared] of RANKS) {
      const sharedSet = new Set(foldTerms(shared));
      for (const term of foldTerms(list)) if (!rankOf.has(term)) rankOf.set(term, [seniority, sharedSet.has(term)]);
    }
    // The longest first, so a compound rank (lieutenant colonel, caporal chef) wins over its first word.
    const terms = [...rankOf.keys()].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    rank = new RegExp(`^(?:${terms.join('|')})(?:${WORD_END}|(?<=[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}]))`, 'u');
  }
  const m = rank.exec(text);
  const found = m === null ? undefined : rankOf.get(m[0]);
  return found === undefined || m === null ? null : [found[0], found[1], m[0].length === text.length];
}

/**
 * One slot of the shared gate per class (for cost: a rank's word — "general", "major", "private" — is common in every title,
 * and only a reading of `other` asks for a rank; the trade patterns run only where their own literals occur).
 */
const RANK_GATE = TERM_GATE.slot(() => termNeedles(foldTerms(RANKS.flatMap(([, list]) => list))));
const FIRE_GATE = TERM_GATE.slot(() => termNeedles(foldTerms(FIRE)));
const ENGINEERING_GATE = TERM_GATE.slot(() => termNeedles(foldTerms(ENGINEERING)));
const OPERATIONS_GATE = TERM_GATE.slot(() => termNeedles(foldTerms(OPERATIONS)));
const PROGRAMME_GATE = TERM_GATE.slot(() => termNeedles(foldTerms(PROGRAMME_HEADS)));

function readDefence(text: string, read: TitleClassification): TitleClassification {
  const fn = read.function;
  if (fn === null || read.seniority === null) return read;
  const present = TERM_GATE.present(text);
  if (fn === 'other' && present[RANK_GATE] === 1) {
    const found = rankAt(text);
    if (found !== null) {
      const [seniority, shared, alone] = found;
      armed ??= wordsFinder(foldTerms(ARMED_FORCES));
      police ??= wordsFinder(foldTerms(POLICE));
      if (!police(text) && (!shared || alone || armed(text))) return { seniority, function: 'other' };
    }
  }
  const role = roleSegment(text);
  if (present[FIRE_GATE] === 1) {
    fire ??= wordsFinder(foldTerms(FIRE));
    if (fire(role)) return fn === 'operations' ? set(read, 'other') : read;
  }
  if (present[ENGINEERING_GATE] === 1) {
    engineering ??= wordsFinder(foldTerms(ENGINEERING));
    if (engineering(role)) return fn === 'other' || fn === 'operations' || fn === 'finance' ? set(read, 'engineering') : read;
  }
  if (present[OPERATIONS_GATE] === 1) {
    operations ??= wordsFinder(foldTerms(OPERATIONS));
    const found = operations(role);
    const ops = found === null ? null : role.slice(found.index, found.index + found.length);
    if (ops !== null) {
      // A door supervisor is a licence's name: the guard is ic.
      const seniority: Seniority = ops.startsWith('door supervisor') && read.seniority === 'manager' ? 'ic' : read.seniority;
      if (fn === 'other' || fn === 'people' || fn === 'sales' || fn === 'customer_success' || (fn === 'engineering' && !ENGINEER_NOUN.test(role))) {
        return { seniority, function: 'operations' };
      }
      return seniority === read.seniority ? read : { seniority, function: fn };
    }
  }
  if (fn === 'other' && present[PROGRAMME_GATE] === 1) {
    programme ??= new RegExp(`^(?:${words(foldTerms(PROGRAMME_HEADS))})|${foldTerms(CJK_PROGRAMME_HEADS).join('|')}`, 'u');
    if (programme.test(role) && (PROGRAMME_RULE.find?.(text) ?? null) === null) {
      if (read.seniority === 'ic' || read.seniority === 'manager') return set(read, 'operations');
      defence ??= wordsFinder(foldTerms(DEFENCE_CONTEXT));
      if (defence(text)) return set(read, 'operations');
    }
  }
  return read;
}

/** An engineer's noun keeps a designer's engineering against a maintenance word beside it. */
const ENGINEER_NOUN = /engineer|ingenieur|ingeniero|engenheir|ingegner|inzynier|insinoor|mernok|muhendis|工程师|엔지니어|エンシニア/u;

/** Round 39's reading after the rules (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export const defencePass = gatedPass([RANK_GATE, FIRE_GATE, ENGINEERING_GATE, OPERATIONS_GATE, PROGRAMME_GATE], readDefence);

/** Every term of the round (a test checks each is folded as a title is). */
export function defenceTerms(): readonly string[] {
  return [...OPERATIONS, ...ENGINEERING, ...FIRE, ...PROGRAMME_HEADS, ...DEFENCE_CONTEXT, ...ARMED_FORCES, ...POLICE, ...RANKS.flatMap(([, list]) => list)];
}
