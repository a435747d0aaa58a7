import { type ClassFound, firstMatch, firstMatchInRole, termNeedles } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The trades of media, entertainment, sport and games (issue #21, round 32, titles32b; development titles first:
 * `test/fixtures/detection-w3/titles-r32-media.json`; docs/decisions.md, "Detection round 32 (media titles)"), each class
 * once for every language the sets use. The product's function enum has no editorial, creative or sport function, so the
 * conventions (recounted over the read sets; w4g states them): journalists, presenters, newsroom editors, film craft
 * (directors, DoPs, editors, colourists), rights and licensing, content and programming leadership, coaches, scouts, athletes
 * and esports players are `other`; crews, stage trades, line producers, assistant directors, production and post-production
 * coordination and broadcast scheduling `operations`; broadcast engineering `engineering`; ad, airtime and sponsorship sales
 * and agents `sales` (with an operations word `revops`); audience research, ratings and royalties `finance`; game and level
 * designers `product`; box office, ushers and front of house `customer_success`. The read sets keep web, online, content,
 * social and SEO editors in `marketing` (w3j, round 11): a newsroom word beside such a word does not move them.
 *
 * - **Classes** (one scan of the role's own segment, before the first " , "), each beating only the functions its words were
 *   lent by the lexicon ("editor" and "content" lend marketing, "production" operations, "programming" engineering, "coach"
 *   and "agent" people).
 * - **Content with programming** (in one segment, in every language: "Content & Programming", "contenus et programmes",
 *   "콘텐츠 편성", "内容与编排") is the programming side of a channel (`other`), not content marketing, unless the role names
 *   a marketing word.
 * - **Ranks of the trade** (`MEDIA_RANKS`): "director", "chef", "leader" or "vezető" inside a craft name is no rank (a film or
 *   documentary director, a director of photography, an assistant director, a casting director, a presenter: "programledare",
 *   "műsorvezető") — the title is read again without the name; an editor-in-chief is `vp` (the head of a newsroom reports to
 *   the publisher, as w4g's sporting director to the board), a deputy editor-in-chief and a managing editor `director`, desk
 *   and commissioning editors, series and line producers and head coaches `manager`, a sporting director `vp`.
 * - **A founder of a production company, label or podcast network** runs it (`executive`), where "production" lent operations.
 */

/** Newsroom, publishing and presenting: `other`, beating what "editor", "news" or "desk" lent. */
const NEWSROOM = [
  // English
  'journalist*', 'photojournalist*', 'video journalist*', 'reporter*', 'foreign correspondent*', 'political correspondent*', 'news correspondent*',
  'war correspondent*', 'sports correspondent*', 'business correspondent*', 'bureau chief*', 'newsreader*', 'news presenter*', 'newscaster*', 'news anchor*',
  'anchorman', 'anchorwoman', 'presenter*', 'co presenter*', 'radio host*', 'talk show host*', 'show host*', 'podcast host*', 'commentator*',
  'columnist*', 'sub editor*', 'subeditor*', 'copy editor*', 'copyeditor*', 'copy chief*', 'news editor*', 'night editor*', 'night news editor*',
  'metro editor*', 'city editor*', 'desk editor*', 'section editor*', 'foreign editor*', 'managing editor*', 'editor in chief', 'editors in chief',
  'chief editor*', 'deputy editor*', 'commissioning editor*', 'commissioning executive*', 'acquisitions editor*', 'acquiring editor*', 'script editor*',
  'story editor*', 'fact checker*', 'factchecker*', 'staff writer*', 'feature writer*', 'features writer*', 'news writer*', 'head of news',
  'director of news', 'news director*', 'book editor*', 'assistant editor*', 'film editor*', 'offline editor*', 'dialogue editor*', 'sound editor*',
  // German, Dutch, Swedish
  'redakteur*', 'chefredakteur*', 'chefredaktion', 'schlussredakteur*', 'volontar*', 'korrespondent*', 'nachrichtensprecher*', 'radiomoderator*',
  'fernsehmoderator*', 'tv moderator*', 'moderatorin', 'chef vom dienst', 'ressortleiter*', 'verslaggever*', 'correspondent', 'correspondente',
  'redacteur*', 'redactrice*', 'eindredacteur*', 'hoofdredacteur*', 'presentator*', 'presentatrice*', 'nieuwslezer*', 'chef nieuwsdienst',
  'redaktor*', 'redaktör*', 'chefredaktör*', 'programledare*', 'programvärd*', 'nyhetsuppläsare*', 'nyhetschef*',
  // French, Spanish, Portuguese, Italian, Romanian
  'journaliste*', 'correspondant*', 'rédacteur*', 'rédactrice*', 'rédacteur en chef', 'rédactrice en chef', 'secrétaire de rédaction', 'chef d édition',
  'cheffe d édition', 'présentateur*', 'présentatrice*', 'animateur radio', 'animatrice radio', 'chroniqueur*', 'chroniqueuse*', 'éditorialiste*',
  'pigiste*', 'jri', 'periodista*', 'reportero*', 'reportera*', 'corresponsal*', 'redactor*', 'redactora*', 'jefe de redacción', 'jefa de redacción',
  'jefe de sección', 'jefa de sección', 'presentador*', 'presentadora*', 'locutor*', 'locutora*', 'jornalista*', 'repórter*', 'redator*', 'redatora*',
  'editor chefe', 'editora chefe', 'apresentador*', 'apresentadora*', 'giornalista*', 'cronista*', 'inviato speciale', 'inviata speciale',
  'corrispondente*', 'redattore*', 'redattrice*', 'caporedattore*', 'caporedattrice*', 'caposervizio', 'capo servizio', 'conduttore radio*', 'conduttrice radio*',
  'conduttore televisiv*', 'conduttrice televisiv*',
  'jurnalist*', 'corespondent*', 'redactor șef', 'redactor sef', 'redactorul șef', 'prezentator*', 'prezentatoare*', 'crainic*', 'șef secție', 'sef sectie',
  // Polish, Czech, Hungarian, Finnish
  'dziennikarz*', 'dziennikarka*', 'reporterka*', 'korespondent*', 'redaktorka*', 'redaktor naczelny', 'redaktor naczelna', 'redaktorka naczelna',
  'sekretarz redakcji', 'prezenter*', 'prezenterka*', 'spiker*', 'novinář*', 'novinářka*', 'reportér*', 'reportérka*', 'šéfredaktor*', 'zpravodaj',
  'zpravodajka', 'moderátorka*', 'vedoucí rubriky', 'vedoucí zahraniční rubriky', 'újságíró*', 'riporter*', 'tudósító*', 'szerkesztő*', 'főszerkesztő*',
  'rovatvezető*', 'műsorvezető*', 'hírolvasó*', 'bemondó*', 'toimittaja', 'toimittajana', 'uutistoimittaja*', 'päätoimittaja*', 'radiotoimittaja*',
  'urheilutoimittaja*', 'taloustoimittaja*', 'aluetoimittaja*', 'juontaja*', 'radiojuontaja*', 'uutisankkuri*', 'kirjeenvaihtaja*', 'uutispäällikkö*',
  'toimituspäällikkö*', 'toimitussihteeri*',
  // Greek, Ukrainian and Russian, Turkish, Indonesian, Vietnamese
  'δημοσιογράφ*', 'ρεπόρτερ', 'ανταποκριτ*', 'συντάκτ*', 'αρχισυντάκτ*', 'διευθυντής σύνταξης', 'διευθύντρια σύνταξης', 'παρουσιαστ*', 'εκφωνητ*',
  'журналіст*', 'журналист*', 'кореспондент*', 'корреспондент*', 'репортер*', 'редактор*', 'редакторка*', 'головний редактор', 'головна редакторка',
  'главный редактор', 'шеф редактор', 'диктор*', 'gazeteci*', 'muhabir*', 'haber editörü', 'genel yayın yönetmen*', 'yazı işleri müdür*',
  'sunucu*', 'wartawan*', 'jurnalis*', 'koresponden*', 'redaktur*', 'pemimpin redaksi', 'penyiar*', 'pembawa acara', 'phóng viên', 'nhà báo',
  'biên tập viên', 'tổng biên tập', 'phó tổng biên tập', 'dẫn chương trình', 'người dẫn chương trình', 'phát thanh viên',
  // Hebrew, Arabic, Hindi in both scripts
  'עיתונאי', 'עיתונאית', 'כתב', 'כתבת', 'עורך ראשי', 'עורכת ראשית', 'העורך הראשי', 'עורך חדשות', 'עורכת חדשות', 'עורך משנה', 'עורכת משנה', 'מגיש',
  'מגישה', 'מגישת', 'קריין', 'קריינית', 'صحفي', 'صحفية', 'مراسل', 'مراسلة', 'محرر', 'محررة', 'رئيس التحرير', 'رئيسة التحرير', 'مدير التحرير',
  'مذيع', 'مذيعة', 'مقدم برامج', 'مقدمة برامج', 'पत्रकार', 'संवाददाता', 'संपादक', 'प्रधान संपादक', 'मुख्य संपादक', 'उप संपादक', 'समाचार वाचक',
  'समाचार वाचिका', 'एंकर', 'patrakar', 'sampadak', 'pradhan sampadak', 'samvaddata',
  // Korean, Japanese, Chinese
  '기자', '편집장', '편집국장', '아나운서', '앵커', '논설위원', '記者', '編集長', '編集者', 'アナウンサー', 'キャスター', '論説委員', '记者', '总编辑', '總編輯',
  '主编', '主編', '主播', '主持人', '播音员',
];

/**
 * Words beside an editor's or writer's noun that keep it in marketing, as the read sets label them (w3j's "Online-Redakteurin",
 * "Webredacteur", "Redactor conținut"; round 11's content and portal editors): content, web, online, digital, social, SEO,
 * advertising, brand and marketing words, in every language.
 */
const CONTENT_WORD =
  '(?<![\\p{L}])(?:content\\p{L}*|contenu\\p{L}*|contenido\\p{L}*|conteudo\\p{L}*|contenut\\p{L}*|inhalt\\p{L}*|innehall\\p{L}*|sisalto\\p{L}*|obsah\\p{L}*|' +
  'tartalom\\p{L}*|continut\\p{L}*|tresci|περιεχομεν\\p{L}*|контент\\p{L}*|icerik\\p{L}*|konten|noi dung)(?![\\p{L}])|תוכן|محتوي|कंटेंट|콘텐츠|コンテンツ|内容|新媒体';
const MARKETING_ONLY =
  '(?<![\\p{L}])(?:web\\p{L}*|online|internet\\p{L}*|digital\\p{L}*|social\\p{L}*|seo|sem|sosyal|marketing\\p{L}*|brand\\p{L}*|publicit\\p{L}*|' +
  'werbe\\p{L}*|reklam\\p{L}*|advertis\\p{L}*|portal\\p{L}*|blog\\p{L}*|newsletter\\p{L}*|copywrit\\p{L}*|creativ\\p{L}*|concepteur\\p{L}*|conceptrice\\p{L}*|tiktok|instagram|youtube)(?![\\p{L}])';
const MARKETING_WORD = new RegExp(`${CONTENT_WORD}|${MARKETING_ONLY}`, 'u');
/**
 * A news site, portal or online outlet anywhere in the title keeps an ic writer or editor in marketing (round 11: "Staff Writer,
 * online news outlet", "Redactoră site de știri", "Biên tập viên báo điện tử", "Редакторка вебсайту"); a newsroom's chief is
 * its head whatever it publishes on.
 */
const ONLINE_OUTLET =
  /(?<![\p{L}])(?:online|en ligne|en linea|in rete|web\p{L}*|site|sites|sito|sitio|portal\p{L}*|serwis\p{L}*|internet\p{L}*|weboldal\p{L}*|situs|dien tu|trang tin|ιστοσελιδ\p{L}*|ιστοτοπ\p{L}*|сайт\p{L}*|вебсайт\p{L}*|веб\p{L}*)(?![\p{L}])|אתר|موقع|वेबसाइट|웹|인터넷|ウェフ|ネット|网站|網站|线上|線上/u;
/** The marketing words without the content ones: a content-and-programming lead who names one of them is in marketing. */
const MARKETING_NOT_CONTENT = new RegExp(MARKETING_ONLY, 'u');

/** Film and series craft, post-production, music, festivals, rights and licensing, content leadership: `other`. */
const CRAFT = [
  'colourist*', 'colorist*', 'étalonneur*', 'étalonneuse*', 'colorista*', 'cinematographer*', 'director of photography', 'directors of photography',
  'director de fotografía', 'directora de fotografía', 'diretor de fotografia', 'diretora de fotografia', 'direttore della fotografia',
  'directeur de la photographie', 'directrice de la photographie', 'documentary director*', 'film director*', 'music video director*', 'casting director*',
  'screenwriter*', 'scriptwriter*', 'script supervisor*', 'storyboard artist*', 'vfx artist*', 'vfx compositor*', 'compositor*', 'concept artist*',
  'environment artist*', 'showrunner*', 'series producer*', 'supervising producer*', 'assistant producer*', 'associate producer*', 'music supervisor*',
  'a & r', 'a&r', 'artist and repertoire', 'session musician*', 'film programmer*', 'festival programmer*', 'cinema programmer*', 'chief content officer*',
  'content acquisition*', 'content acquisitions', 'programme acquisition*', 'program acquisition*', 'programming and acquisitions', 'original programming',
  'head of programming', 'director of programming', 'programming director*', 'rights manager*', 'rights executive*', 'rights coordinator*',
  'rights & clearances', 'rights and clearances', 'clearances', 'music clearance*', 'clearance coordinator*', 'sync licensing', 'content licensing',
  'music licensing', 'film licensing', 'media rights', 'broadcast rights', 'sports rights', 'tv rights', 'foreign rights', 'rights acquisition*',
  'rights and licensing', 'rights & licensing', 'programmdirektor*', 'programmchef*', 'directeur des programmes', 'directrice des programmes',
  'director de programación', 'directora de programación', 'diretor de programação', 'diretora de programação',
];

/** Sport: coaches, scouts, athletes, esports players and casters (`other`), beating the people, operations or service words. */
const SPORT = [
  'head coach*', 'assistant coach*', 'assistant head coach*', 'goalkeeping coach*', 'goalkeeper coach*', 'batting coach*', 'bowling coach*',
  'fielding coach*', 'strength and conditioning coach*', 'strength & conditioning coach*', 's & c coach*', 'youth coach*', 'academy coach*',
  'first team coach*', 'set piece coach*', 'esports coach*', 'chief scout*', 'football scout*', 'head of scouting', 'professional footballer*',
  'footballer*', 'professional cyclist*', 'pro cyclist*', 'professional athlete*', 'esports player*', 'professional esports player*', 'pro player*',
  'professional player*', 'esports athlete*', 'shoutcaster*', 'esports caster*', 'cheftrainer*', 'co trainer*', 'torwarttrainer*', 'athletiktrainer*',
  'nachwuchstrainer*', 'jugendtrainer*', 'profifußballer*', 'fußballprofi*', 'spielerbeobachter*', 'entraîneur*', 'entraîneuse*', 'préparateur physique',
  'préparatrice physique', 'footballeur*', 'entrenador*', 'entrenadora*', 'preparador físico', 'preparadora física', 'futbolista*', 'ojeador*',
  'treinador*', 'treinadora*', 'olheiro*', 'allenatore*', 'allenatrice*', 'preparatore atletico', 'preparatore dei portieri', 'calciatore*', 'calciatrice*',
  'hoofdtrainer*', 'assistent trainer*', 'keeperstrainer*', 'jeugdtrainer*', 'voetballer*', 'voetbalster*', 'trener bramkarzy', 'trener drużyny',
  'trener przygotowania motorycznego', 'asystent trenera', 'pierwszy trener', 'piłkarz*', 'piłkarka*', 'tränare*', 'assisterande tränare',
  'huvudtränare*', 'målvaktstränare*', 'fotbollsspelare*', 'valmentaja*', 'päävalmentaja*', 'maalivahtivalmentaja*', 'apuvalmentaja*',
  'jalkapalloilija*', 'asistent trenéra', 'hlavní trenér', 'trenér brankářů', 'trenér mládeže', 'fotbalista*', 'fotbalistka*', 'edző*', 'másodedző*',
  'vezetőedző*', 'kapusedző*', 'erőnléti edző*', 'labdarúgó*', 'antrenor*', 'antrenor secund', 'antrenoare*', 'fotbalist*', 'προπονητ*',
  'βοηθός προπονητή', 'ποδοσφαιριστ*', 'тренер воротарів', 'тренер воротарей', 'головний тренер', 'главный тренер', 'помічник тренера',
  'помощник тренера', 'футболіст*', 'футболист*', 'yardımcı antrenör', 'kaleci antrenörü', 'baş antrenör', 'futbolcu*', 'pelatih kepala', 'pelatih kiper',
  'asisten pelatih', 'pelatih fisik', 'pesepak bola', 'huấn luyện viên', 'trợ lý huấn luyện viên', 'huấn luyện viên trưởng', 'cầu thủ', 'מאמן', 'מאמנת', 'עוזר מאמן', 'מאמן ראשי',
  'עוזרת מאמן', 'כדורגלן*', 'مدرب حراس المرمى', 'مساعد المدرب', 'مدرب اللياقة', 'المدرب الرئيسي', 'لاعب كرة القدم', 'सहायक कोच', 'मुख्य कोच', 'कोच', 'क्रिकेटर',
  '코치', '헤드코치', '축구선수', '프로게이머', 'コーチ', 'ヘッドコーチ', 'サッカー選手', 'プロゲーマー', '教练', '教練', '主教练', '主教練', '职业球员', '电竞选手', '電競選手',
];

/** Crews, stage trades, production and post-production coordination, broadcast scheduling: `operations`. */
const CREW = [
  // English (a court reporter is a stenographer, operations as the read sets label it: before the newsroom's reporter)
  'court reporter*', 'camera operator*', 'cameraman', 'cameramen', 'camerawoman', 'camera assistant*', 'assistant camera*', '1st ac', '2nd ac', 'focus puller*',
  'clapper loader*', 'steadicam*', 'jib operator*', 'sound recordist*', 'production sound mixer*', 'boom operator*', 'boom op', 'boom ops', 'gaffer*',
  'best boy*', 'grip', 'grips', 'key grip*', 'dolly grip*', 'lighting technician*', 'lighting tech', 'lighting operator*', 'rigger*', 'stagehand*',
  'stage hand*', 'stage technician*', 'backline tech*', 'roadie*', 'set builder*', 'scenic carpenter*', 'set carpenter*', 'props master*',
  'prop master*', 'property master*', 'props assistant*', 'wardrobe assistant*', 'production runner*', 'floor runner*', 'stage manager*',
  'deputy stage manager*', 'assistant stage manager*', 'tour manager*', 'location manager*', 'production coordinator*', 'line producer*',
  '1st assistant director*', '2nd assistant director*', '3rd assistant director*', 'first assistant director*', 'second assistant director*',
  'third assistant director*', '1st ad', '2nd ad', '3rd ad', 'post production supervisor*', 'post production coordinator*',
  'post production manager*', 'head of post production', 'post supervisor*', 'channel scheduler*', 'broadcast scheduler*', 'programme scheduler*',
  'scheduling manager*', 'broadcast traffic*', 'production controller*', 'traffic coordinator*', 'event production*', 'grip operator*', 'lightman', 'spot boy*',
  // German, Dutch, Swedish, Finnish
  'kameramann', 'kamerafrau', 'kameraleute', 'kameraassistent*', 'kameraoperateur*', 'tonassistent*', 'tonangler*', 'beleuchter*', 'oberbeleuchter*',
  'bühnentechniker*', 'bühnenarbeiter*', 'bühnenmeister*', 'requisiteur*', 'aufnahmeleiter*', 'regieassistent*', 'veranstaltungstechnik*',
  'cameravrouw', 'geluidsman', 'geluidsvrouw', 'lichttechnicus*', 'belichter*', 'toneeltechnicus*', 'decorbouwer*', 'rekwisiteur*', 'opnameleider*',
  'kamerafotograf*', 'ljussättare*', 'scenarbetare*', 'scentekniker*', 'rekvisitör*', 'inspelningsledare*', 'regiassistent*', 'kuvaaja', 'tv kuvaaja*',
  'äänittäjä*', 'valaisija*', 'näyttämötyöntekijä*', 'näyttämömestari*',
  // French, Spanish, Portuguese, Italian, Romanian
  'cadreur*', 'cadreuse*', 'opérateur de prise de vue*', 'opératrice de prise de vue*', 'assistant caméra*', 'perchman*', 'perchiste*',
  'opérateur prise de son', 'opératrice prise de son', 'éclairagiste*', 'électricien de plateau', 'assistant réalisateur*', 'assistante réalisatrice*',
  'premier assistant réalisateur*', 'première assistante réalisatrice*', 'accessoiriste*', 'habilleuse*', 'habilleur*', 'technicien du spectacle',
  'technicienne du spectacle', 'technicien plateau', 'camarógrafo*', 'camarógrafa*', 'operador de cámara', 'operadora de cámara', 'ayudante de cámara',
  'foquista*', 'microfonista*', 'sonidista*', 'técnico de sonido directo', 'iluminador*', 'iluminadora*', 'tramoyista*', 'utilero*', 'utilera*',
  'ayudante de dirección', 'primer ayudante de dirección', 'regidor*', 'regidora*', 'cinegrafista*', 'operador de câmera', 'operadora de câmera',
  'assistente de câmera', 'técnico de som direto', 'eletricista de cena', 'maquinista de cena', 'contrarregra*', 'aderecista*', 'assistente de direção',
  'assistente de realização', 'operatore di ripresa', 'operatrice di ripresa', 'operatore steadicam', 'operatore camera', 'assistente operatore', 'fonico*',
  'tecnico luci', 'elettricista di scena', 'macchinista di scena', 'attrezzista*', 'aiuto regista', 'aiuto regia', 'assistente alla regia',
  'operator imagine', 'operator cameră', 'operator sunet', 'sunetist*', 'tehnician lumini', 'luminist*', 'recuziter*', 'asistent regie', 'regizor secund',
  // Polish, Czech, Hungarian, Greek, Ukrainian, Turkish, Indonesian, Vietnamese
  'operator kamery', 'operatorka kamery', 'kamerzysta*', 'kamerzystka*', 'dźwiękowiec*', 'mikrofoniarz*', 'oświetleniowiec*', 'technik sceny',
  'maszynista sceniczny', 'rekwizytor*', 'asystent reżysera', 'kameraman*', 'kameramanka*', 'zvukař*', 'osvětlovač*', 'osvětlovačka*', 'kulisák*',
  'jevištní technik*', 'rekvizitář*', 'asistent režie', 'hangtechnikus*', 'fénytechnikus*', 'világosító*', 'díszletező*', 'díszletasztalos*',
  'színpadmester*', 'színpadtechnikus*', 'kellékes*', 'rendezőasszisztens*', 'οπερατέρ*', 'εικονολήπτ*', 'ηχολήπτ*', 'φωτιστ*', 'τεχνικός σκηνής',
  'βοηθός σκηνοθέτη', 'оператор камери', 'телеоператор*', 'звукооператор*', 'освітлювач*', 'освітлювачка*', 'монтувальник сцени', 'реквізитор*',
  'асистент режисера', 'другий режисер', 'kamera asistanı', 'kamera operatörü', 'ses teknisyeni*', 'ışıkçı*', 'ışık teknisyeni*', 'sahne teknisyeni*',
  'reji asistanı', 'yönetmen yardımcısı', 'juru kamera', 'kameramen', 'penata cahaya', 'penata suara', 'perekam suara', 'kru panggung', 'asisten sutradara',
  'quay phim', 'người quay phim', 'kỹ thuật viên ánh sáng', 'thu âm hiện trường', 'trợ lý đạo diễn',
  // Hebrew, Arabic, Hindi, Korean, Japanese, Chinese
  'צלם', 'צלמת', 'מקליט', 'מקליטה', 'סאונדמן', 'בום מן', 'תאורן', 'תאורנית', 'עוזר במאי', 'עוזרת במאי', 'مصور كاميرا', 'مصور تلفزيوني', 'مصور فيديو',
  'فني إضاءة', 'فني صوت', 'مساعد مخرج', 'कैमरामैन', 'कैमरा सहायक', 'कैमरा ऑपरेटर', 'साउंड रिकॉर्डिस्ट', 'लाइटमैन', 'सहायक निर्देशक', '카메라 감독',
  '카메라맨', '촬영 스태프', '촬영팀', '조명 스태프', '조명팀', '동시녹음', '음향 스태프', '무대 스태프', '조연출', 'カメラマン', '撮影助手', '照明助手',
  '照明技師', '照明スタッフ', '録音技師', '大道具', '小道具', '助監督', '摄像师', '攝影師', '灯光师', '燈光師', '录音师', '錄音師', '场务', '副导演',
];

/** Ad, airtime, media and sponsorship sales: `sales` (with an operations word in the role, `revops`). */
const AD_SALES = [
  'advertising sales*', 'ad sales*', 'media sales*', 'airtime sales*', 'sponsorship sales*', 'partnerships sales*', 'advertising account executive*',
  'anzeigenverkauf*', 'anzeigenverkäufer*', 'anzeigenberater*', 'mediaberater*', 'werbezeitenverkauf*', 'mediaverkauf*', 'régie publicitaire',
  'commercial régie*', 'vente d espaces*', 'vendeur d espaces*', 'ventas de publicidad', 'ventas publicitarias', 'venta de publicidad',
  'vendas de publicidade', 'venda de publicidade', 'vendas publicitárias', 'spazi pubblicitari', 'vendita spazi pubblicitari', 'vendite pubblicitarie',
  'concessionaria di pubblicità', 'advertentieverkoop*', 'advertentieverkoper*', 'mediaverkoper*', 'sprzedaży reklam', 'sprzedaż reklam',
  'sprzedaży reklamy', 'sprzedawca reklam', 'annonssäljare*', 'annonsförsäljning*', 'mediasäljare*', 'mediamyyjä*', 'mainosmyyjä*', 'mainosmyynti*',
  'mainosmyynnin', 'ilmoitusmyyjä*', 'prodejce inzerce', 'prodej inzerce', 'prodej reklamy', 'obchodník s inzercí', 'hirdetésértékesít*',
  'reklámértékesít*', 'vânzări publicitate', 'agent vânzări publicitate', 'πωλήσεων διαφήμισης', 'πωλητής διαφήμισης', 'продажу реклами', 'продаж реклами',
  'продажам рекламы', 'продажи рекламы', 'reklam satış*', 'penjualan iklan', 'sales iklan', 'kinh doanh quảng cáo', 'bán quảng cáo', 'מכירות פרסום',
  'مبيعات إعلانية', 'مبيعات الإعلانات', 'مبيعات اعلانية', 'विज्ञापन बिक्री', '광고 영업', '광고영업', '広告営業', '广告销售', '廣告銷售',
];

/** Agents of writers, talent, performers and players: `sales`. */
const AGENTS = [
  'literary agent*', 'talent agent*', 'booking agent*', 'sports agent*', 'football agent*', 'players agent*', 'player agent*', 'music agent*',
  'artist agent*', 'spielerberater*', 'spielervermittler*', 'künstleragent*', 'literaturagent*', 'agent artistique', 'agente artistique',
  'agent littéraire', 'agente littéraire', 'agent sportif', 'agente sportive', 'agente literario', 'agente literaria', 'agente artístico',
  'agente artística', 'agente de futbolistas', 'agente de jogadores', 'agente letterario', 'agente letteraria', 'agente sportivo', 'agente di calciatori',
  'literair agent', 'spelersmakelaar*', 'boekingsagent*', 'agent literacki', 'agentka literacka', 'agent sportowy', 'agent piłkarski', 'litterär agent',
  'spelaragent*', 'kirjallisuusagentti*', 'pelaaja agentti*', 'literární agent*', 'hráčský agent*', 'irodalmi ügynök*', 'játékosügynök*', 'agent literar',
  'agent sportiv', 'agent de jucători', 'λογοτεχνικός πράκτορας', 'πράκτορας ποδοσφαιριστών', 'літературний агент', 'спортивний агент',
  'футбольний агент', 'edebi ajan*', 'futbolcu menajeri', 'oyuncu menajeri', 'agen pemain', 'agen bakat', 'סוכן שחקנים', 'סוכנת שחקנים', 'סוכן ספרותי',
  'وكيل لاعبين', 'टैलेंट एजेंट', '스포츠 에이전트', '经纪人', '經紀人',
];

/** Audience research, ratings and measurement, royalties: `finance`. */
const AUDIENCE = [
  'audience research*', 'audience insight*', 'audience analyst*', 'audience analytics', 'audience measurement', 'audiences', 'ratings analyst*',
  'ratings research*', 'tv ratings', 'trp analyst*', 'royalty*', 'royalties*', 'zuschauerforschung*', 'zuschauerforscher*', 'publikumsforschung*', 'publikumsforscher*', 'medienforschung*', 'medienforscher*',
  'études d audience*', 'étude d audience*', 'analyste audience*', 'chargé d études audience*', 'chargée d études audience*', 'audiencias',
  'investigación de audiencia*', 'analista de audiencia*', 'analista de audiência*', 'pesquisa de audiência', 'ascolti', 'ricerca audience', 'ricercatore audience', 'ricercatrice audience',
  'kijkcijfer*', 'luistercijfer*', 'publieksonderzoek*', 'oglądalności', 'oglądalność', 'badań widowni', 'badania widowni', 'słuchalności', 'słuchalność',
  'tittarmätning*', 'publikundersökning*', 'publikanalys*', 'publikanalytiker*', 'katsojatutkimu*', 'yleisötutkimu*', 'yleisötutkija*', 'sledovanost*',
  'výzkum publika', 'výzkumník publika', 'výzkumnice publika', 'nézettség*', 'közönségkutat*', 'audiență', 'audiențe', 'studii de audiență',
  'τηλεθέασ*', 'ακροαματικότητ*', 'έρευνας κοινού', 'έρευνα κοινού', 'ερευνών κοινού', 'дослідження аудиторії', 'дослідник аудиторії',
  'дослідниця аудиторії', 'аналітик аудиторії', 'izleyici araştırma*', 'kitle araştırma*', 'reyting*', 'riset pemirsa', 'peneliti audiens',
  'rating tv', 'nghiên cứu khán giả', 'phân tích khán giả', 'מחקר קהל', 'חוקר קהלים', 'חוקרת קהלים', 'רייטינג', 'أبحاث الجمهور', 'باحث جمهور',
  'باحثة جمهور', 'نسب المشاهدة', 'दर्शक अनुसंधान', 'टीआरपी', '시청률', '수용자 조사', '청취율', '視聴率', '視聴者調査', '聴取率', '收视率', '收視率',
  '受众研究', '受众调研', '受眾研究',
];

/** Game, level and economy designers: `product`. */
const GAME_DESIGN = [
  'game designer*', 'game design', 'level designer*', 'level design', 'game economy designer*', 'economy designer*', 'combat designer*',
  'spieldesigner*', 'gamedesigner*', 'concepteur de jeux', 'conceptrice de jeux', 'concepteur de niveaux', 'conceptrice de niveaux',
  'diseñador de videojuegos', 'diseñadora de videojuegos', 'diseñador de niveles', 'diseñadora de niveles', 'diseñador de juegos', 'diseñadora de juegos',
  'designer de jogos', 'designer de níveis', 'progettista di videogiochi', 'projektant gier', 'projektantka gier', 'projektant poziomów',
  'projektantka poziomów', 'speldesigner*', 'pelisuunnittelija*', 'kenttäsuunnittelija*', 'herní designér*', 'game designér*', 'játéktervező*',
  'pályatervező*', 'designer de jocuri', 'σχεδιαστής παιχνιδιών', 'σχεδιάστρια παιχνιδιών', 'геймдизайнер*', 'гейм дизайнер*', 'oyun tasarımcı*',
  'perancang game', 'desainer game', 'thiết kế game', 'מעצב משחקים', 'מעצבת משחקים', 'مصمم ألعاب', 'مصممة ألعاب', 'गेम डिज़ाइनर', '게임 기획',
  '게임기획', '레벨 디자이너', 'ゲームプランナー', 'ゲームデザイナー', 'レベルデザイナー', '游戏策划', '遊戲企劃', '游戏设计师', '遊戲設計師', '关卡设计',
];

/** Box office, ushers, front of house and ticketing support of venues: `customer_success`. */
const FRONT_OF_HOUSE = [
  'box office*', 'usher', 'ushers', 'usherette*', 'front of house*', 'ticketing support*', 'ticket office*', 'theaterkasse*', 'platzanweiser*',
  'billetterie*', 'ouvreur*', 'ouvreuse*', 'acomodador*', 'acomodadora*', 'bilheteria*', 'lanterninha*', 'biglietteria*', 'maschera', 'bileter*', 'bileterka*', 'publikvärd*', 'uváděč*', 'uvaděčka*', 'jegyszedő*', 'plasator*', 'plasatoare*',
  'ταξιθέτ*', 'білетер*', 'капельдинер*', 'yer gösterici*', 'soát vé', 'もぎり', '检票员',
];

/** Broadcast engineering and transmission technology: `engineering`, where the lexicon read none. */
const BROADCAST_TECH = [
  'broadcast engineer*', 'broadcast engineering', 'broadcast technology', 'broadcast systems*', 'playout engineer*', 'mcr engineer*', 'master control*',
  'sendetechnik*', 'rundfunktechnik*', 'fernsehtechnik*', 'technique de diffusion', 'ingénieur de diffusion', 'ingénieure de diffusion',
  'ingeniería de radiodifusión', 'engenharia de broadcast', 'tecnologia di trasmissione', 'uitzendtechniek*', 'omroeptechniek*', 'sändningsteknik*',
  'lähetystekniik*', 'lähetystekniikka', 'vysílací technik*', 'vysílací techniky', 'műsorszórás technik*', 'musorszoras technik*', 'tehnică de emisie',
  'yayın mühendis*', 'yayın teknolojileri', 'teknik penyiaran', 'kỹ thuật phát sóng', 'הנדסת שידור', 'בהנדסת שידור', 'مهندس بث', 'प्रसारण इंजीनियर',
  '방송기술', '放送技術', '广播技术', '播出技术',
];

/** The content words and the programming words (channel scheduling, programmes) a content-and-programming lead is named by. */
const CONTENT = [
  'content', 'contents', 'contenu', 'contenus', 'contenido*', 'conteúdo*', 'contenut*', 'inhalt*', 'innehåll', 'sisältö*', 'obsah*', 'tartalom*',
  'conținut*', 'treści', 'περιεχομέν*', 'контент*', 'içerik', 'konten', 'nội dung', 'תוכן', 'לתוכן', 'ותוכן', 'محتوى', 'المحتوى', 'للمحتوى',
  'والمحتوى', 'कंटेंट', 'सामग्री', '콘텐츠', 'コンテンツ', '内容',
];
const PROGRAMME = [
  'programming', 'programmes', 'programs', 'programm', 'programmplanung', 'programmation', 'programación', 'programas', 'programação', 'palinsesto*',
  'programmi', 'programmering', 'programma', 'programu', 'programów', 'tablå', 'ohjelmisto*', 'ohjelmat', 'program', 'műsor*', 'programe',
  'programele', 'προγράμματ*', 'програмуванн*', 'програм', 'програми', 'chương trình', 'לוח שידורים', 'ולוח שידורים', 'לוח השידורים', 'البرامج',
  'والبرامج', 'برامج', 'प्रोग्रामिंग', 'कार्यक्रम', '편성', '番組', '编排', '節目', '节目',
];
/** A programme or program manager is a project title, not the channel's programming. */
const PROGRAM_MANAGER = /(?<![\p{L}])program(?:me)? (?:manag|lead|coordinat|specialist|office)/u;

/** Sporting directors: the head of a club's football, cricket or rugby side reports to the board (`vp`, `other`). */
const SPORTING_DIRECTOR = [
  'sporting director*', 'director of football', 'director of rugby', 'director of cricket', 'director of hockey', 'football director*', 'sportdirektor*',
  'directeur sportif', 'directrice sportive', 'director deportivo', 'directora deportiva', 'diretor de futebol', 'diretor desportivo',
  'diretor esportivo', 'diretora esportiva', 'direttore sportivo', 'direttrice sportiva', 'directeur voetbalzaken', 'dyrektor sportowy',
  'dyrektorka sportowa', 'sportchef', 'urheilutoimenjohtaja*', 'urheilujohtaja*', 'sportovní ředitel*', 'sportigazgató*', 'director sportiv',
  'αθλητικός διευθυντής', 'αθλητική διευθύντρια', 'спортивний директор', 'спортивный директор', 'sportif direktör*', 'direktur olahraga',
  'giám đốc thể thao', 'מנהל מקצועי', 'המנהל המקצועי', 'المدير الرياضي', 'مدير رياضي', 'खेल निदेशक', 'स्पोर्टिंग डायरेक्टर', '스포츠 디렉터',
  'スポーツダイレクター', '強化部長', '体育总监', '足球总监',
];

/** The trade's ranks: the rank a name gives (`vp` … `ic`), the title otherwise read again without it. */
const RANK_DIRECTOR = [
  'deputy editor in chief', 'deputy editors in chief', 'deputy chief editor*', 'managing editor*', 'stellvertretender chefredakteur',
  'stellvertretende chefredakteurin', 'rédacteur en chef adjoint', 'rédactrice en chef adjointe', 'editor chefe adjunto', 'editora chefe adjunta',
  'adjunct hoofdredacteur', 'zastępca redaktora naczelnego', 'ställföreträdande chefredaktör', 'zástupce šéfredaktora', 'főszerkesztő helyettes',
  'redactor șef adjunct', 'αναπληρωτής διευθυντής σύνταξης', 'заступник головного редактора', 'genel yayın yönetmen yardımcısı', 'yazı işleri müdür*',
  'wakil pemimpin redaksi', 'redaktur pelaksana', 'phó tổng biên tập', 'نائب رئيس التحرير', 'مدير التحرير', '부편집장', '副編集長', '副总编辑', '副總編輯',
];
const RANK_VP = [
  'editor in chief', 'editors in chief', 'chief editor*', 'chefredakteur*', 'chefredaktör*', 'chefredaktør*', 'rédacteur en chef', 'rédactrice en chef',
  'redactor en jefe', 'redactora en jefe', 'editor chefe', 'editora chefe', 'redator chefe', 'redatora chefe', 'hoofdredacteur*', 'redaktor naczelny',
  'redaktor naczelna', 'redaktorka naczelna', 'päätoimittaja*', 'šéfredaktor*', 'šéfredaktorka*', 'főszerkesztő*', 'redactor șef', 'redactor sef',
  'redactorul șef', 'redactor șefă', 'διευθυντής σύνταξης', 'διευθύντρια σύνταξης', 'головний редактор', 'головна редакторка', 'главный редактор',
  'шеф редактор', 'genel yayın yönetmen*', 'pemimpin redaksi', 'tổng biên tập', 'עורך ראשי', 'עורכת ראשית', 'העורך הראשי', 'رئيس التحرير',
  'رئيسة التحرير', 'प्रधान संपादक', 'मुख्य संपादक', 'pradhan sampadak', '편집장', '편집국장', '編集長', '总编辑', '總編輯', ...SPORTING_DIRECTOR,
];
const RANK_MANAGER = [
  'news editor*', 'night editor*', 'night news editor*', 'metro editor*', 'city editor*', 'desk editor*', 'section editor*', 'foreign editor*',
  'commissioning editor*', 'commissioning executive*', 'series producer*', 'supervising producer*', 'line producer*', 'head coach*', 'chief scout*',
  'cheftrainer*', 'hoofdtrainer*', 'huvudtränare*', 'päävalmentaja*', 'entrenador principal', 'entrenadora principal', 'treinador principal',
  'treinadora principal', 'primo allenatore', 'pierwszy trener', 'hlavní trenér', 'vezetőedző*', 'головний тренер', 'главный тренер', 'baş antrenör',
  'pelatih kepala', 'huấn luyện viên trưởng', 'מאמן ראשי', 'המאמן הראשי', 'المدرب الرئيسي', 'मुख्य कोच', '헤드코치', 'ヘッドコーチ', '主教练', '主教練',
  'chef vom dienst', 'chef d édition', 'cheffe d édition', 'jefe de sección', 'jefa de sección', 'caposervizio', 'capo servizio', 'chef nieuwsdienst',
  'nyhetschef*', 'uutispäällikkö*', 'vedoucí rubriky', 'vedoucí zahraniční rubriky', 'rovatvezető*', 'șef secție', 'sef sectie', 'editor de economia',
  'editora de economia', 'editor de política', 'editora de política', 'editor de esportes', 'editora de esportes', 'editor de cultura',
  'editora de cultura',
];
const RANK_IC = [
  'sub editor*', 'subeditor*', 'copy editor*', 'assistant head coach*', ...CRAFT.filter((t) => /director|direttore|diretor|directeur|directrice|fotograf/u.test(t) && !/program/u.test(t)), 'production controller*',
  'music supervisor*', 'script supervisor*', '1st assistant director*', '2nd assistant director*', '3rd assistant director*', 'first assistant director*',
  'second assistant director*', 'third assistant director*', '1st ad', '2nd ad', '3rd ad', 'programledare*', 'programvärd*', 'műsorvezető*',
  'opnameleider*', 'aufnahmeleiter*', 'regieassistent*', 'assistant réalisateur*', 'assistante réalisatrice*', 'premier assistant réalisateur*',
  'première assistante réalisatrice*', 'ayudante de dirección', 'primer ayudante de dirección', 'assistente de direção', 'aiuto regista', 'asystent reżysera',
  'asistent režie', 'rendezőasszisztens*', 'asistent regie', 'regizor secund', 'βοηθός σκηνοθέτη', 'асистент режисера', 'другий режисер',
  'yönetmen yardımcısı', 'asisten sutradara', 'trợ lý đạo diễn', 'עוזר במאי', 'עוזרת במאי', 'مساعد مخرج', 'सहायक निर्देशक', '조연출', '助監督', '副导演',
];

/** A founder or owner of a production company, record label or podcast network runs it. */
const FOUNDER = new RegExp(
  '(?<![\\p{L}])(?:co ?founder\\p{L}*|founder\\p{L}*|owner|gr[uü]nder\\p{L}*|mitgr[uü]nder\\p{L}*|fondat\\p{L}*|fundador\\p{L}*|oprichter\\p{L}*|' +
    'zało[zż]yciel\\p{L}*|grundare|perustaja\\p{L}*|zakladatel\\p{L}*|alapit[oó]\\p{L}*|ιδρυτ\\p{L}*|засновни\\p{L}*|kurucu\\p{L}*|pendiri|' +
    'sang lap|inhaber\\p{L}*|eigenaar\\p{L}*|propriet\\p{L}*)(?![\\p{L}])|מייסד|מייסדת|موسس|موسسه|संस्थापक|창업자|설립자|創業者|创始人|創辦人',
  'u',
);
const MEDIA_BUSINESS = [
  'production company*', 'production companies', 'production house*', 'productions', 'film production*', 'documentary production*', 'podcast network*',
  'podcast studio*', 'record label*', 'music label*', 'indie label*', 'filmproduktion*', 'dokumentarfilmproduktion*', 'fernsehproduktion*',
  'produktionsfirma*', 'produktionsgesellschaft*', 'maison de production', 'société de production', 'casa de producción', 'casa de produção',
  'casa di produzione', 'productiehuis*', 'documentaireproductie*', 'filmproductie*', 'productiebedrijf*', 'firma producencka', 'firmy producenckiej',
  'dom produkcyjny', 'produktionsbolag*', 'tuotantoyhtiö*', 'produkční společnost*', 'dokumentumfilm gyártó*', 'filmgyártó*', 'film gyártó*',
  'casa de producție', 'case de producție', 'εταιρεία παραγωγής', 'продакшн*', 'кінокомпані*', 'yapım şirketi', 'yapım evi', 'rumah produksi',
  'công ty sản xuất phim', 'חברת הפקות', 'شركة إنتاج', 'प्रोडक्शन हाउस', '제작사', '프로덕션', '制作会社', 'プロダクション', '制作公司', '影视公司',
];
/** A function or officer word of the founder's own: "Co-founder & CTO, podcast network" keeps engineering. */
const OWN_FUNCTION = /(?<![\p{L}])(?:c[tmfoprd]o|chief|engineer\p{L}*|developer\p{L}*|marketing|sales|finance|product)(?![\p{L}])/u;

/** The classes of the round in one pattern: at one place the earlier class wins. */
export const MEDIA_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['revops', SPORTING_DIRECTOR],
  ['other', NEWSROOM],
  ['executive', CRAFT],
  ['people', SPORT],
  ['operations', CREW],
  ['sales', AD_SALES],
  ['marketing', AGENTS],
  ['finance', AUDIENCE],
  ['product', GAME_DESIGN],
  ['customer_success', FRONT_OF_HOUSE],
  ['engineering', BROADCAST_TECH],
];
export const MEDIA_CLASSES_RULE: FunctionRule = classesRule(1, MEDIA_CLASSES);

/**
 * The group a match belongs to: the rule's functions are keys only (a group's own function and what it beats are below), so
 * that the sporting directors, the sport words and the agents are told apart from the newsroom, the crews and the ad sellers.
 */
const GROUP: Readonly<Record<string, { fn: JobFunction; beats: ReadonlySet<string> }>> = {
  revops: { fn: 'other', beats: new Set(['marketing', 'sales', 'operations', 'engineering', 'people', 'customer_success', 'finance', 'executive']) },
  other: { fn: 'other', beats: new Set(['marketing', 'sales', 'operations', 'engineering', 'people', 'customer_success', 'finance', 'revops']) },
  executive: { fn: 'other', beats: new Set(['marketing', 'sales', 'operations', 'engineering', 'people', 'customer_success', 'finance', 'revops']) },
  people: { fn: 'other', beats: new Set(['people', 'operations', 'customer_success']) },
  operations: { fn: 'operations', beats: new Set(['other', 'sales', 'marketing', 'revops', 'engineering', 'people', 'customer_success', 'finance']) },
  sales: { fn: 'sales', beats: new Set(['marketing', 'other', 'people', 'operations', 'customer_success']) },
  marketing: { fn: 'sales', beats: new Set(['other', 'people']) },
  finance: { fn: 'finance', beats: new Set(['other', 'engineering', 'marketing', 'operations', 'customer_success']) },
  product: { fn: 'product', beats: new Set(['other', 'engineering', 'marketing']) },
  customer_success: { fn: 'customer_success', beats: new Set(['other', 'operations', 'finance']) },
  engineering: { fn: 'engineering', beats: new Set(['other', 'operations']) },
};

const CONTENT_RULE: FunctionRule = classesRule(1, [['other', CONTENT]]);
const PROGRAMME_RULE: FunctionRule = classesRule(1, [['other', PROGRAMME]]);
const BUSINESS_RULE: FunctionRule = classesRule(1, [['executive', MEDIA_BUSINESS]]);
const RANK_RULES: readonly (readonly [Seniority, FunctionRule])[] = [
  ['director', classesRule(1, [['other', RANK_DIRECTOR]])],
  ['vp', classesRule(1, [['other', RANK_VP]])],
  ['manager', classesRule(1, [['other', RANK_MANAGER]])],
  ['ic', classesRule(1, [['other', RANK_IC]])],
];
const OPS_WORD = new RegExp(
  '(?<![\\p{L}])(?:operations?|ops|operatiivi\\p{L}*|operativ\\p{L}*|operacion\\p{L}*|operacoes|operazioni|operacji|operatiuni|operasyon\\p{L}*|' +
    'operasional|operacios|operaci\\p{L}*|λειτουργι\\p{L}*|операці\\p{L}*|операци\\p{L}*|van hanh)(?![\\p{L}])|תפעול|عمليات|ऑपरेशन|운영|オヘレーション|运营|運營',
  'u',
);

/**
 * Every term's text up to its wildcard, looked for only where a word starts (anywhere for a CJK term), as one slot of the
 * classifier's one gate (`term-gate.ts`): most titles hold none and leave here (for cost).
 */
const MEDIA_GATE = TERM_GATE.slot(() => termNeedles([
  ...MEDIA_CLASSES.flatMap(([, list]) => list),
  ...CONTENT,
  ...MEDIA_BUSINESS,
  ...RANK_DIRECTOR,
  ...RANK_VP,
  ...RANK_MANAGER,
  ...RANK_IC,
]));

export const mayHoldMediaTerm = (text: string): boolean => TERM_GATE.holds(MEDIA_GATE, text);

const ORDER: readonly Seniority[] = ['ic', 'manager', 'director', 'vp', 'c_level'];
const higher = (a: Seniority, b: Seniority): Seniority => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

function roleEnd(text: string): number {
  const end = text.indexOf(' , ');
  return end < 0 ? text.length : end;
}

/** The rank of the trade named in the role (the leftmost name; at one place the deputy's before the chief's), or null. */
function tradeRank(text: string, read: TitleClassification, readPart: (part: string) => TitleClassification): Seniority | null {
  let best: { rank: Seniority; found: ClassFound } | null = null;
  for (const [rank, rule] of RANK_RULES) {
    const found = firstMatchInRole(rule, text);
    if (found !== null && (best === null || found.index < best.found.index)) best = { rank, found };
  }
  // The name's rank is the reading's already (the lexicon read the same word): nothing to read again.
  if (best === null || best.rank === read.seniority) return null;
  const role = text.slice(0, roleEnd(text));
  const rest = `${role.slice(0, best.found.index)} ${role.slice(best.found.index + best.found.length)}`.replace(/\s+/gu, ' ').trim();
  const without = rest === '' ? 'ic' : (readPart(rest).seniority ?? 'ic');
  const rank = higher(best.rank, without);
  return rank === read.seniority ? null : rank;
}

/** The function a class of the round gives the title, or null. */
function tradeFunction(text: string, read: TitleClassification, readPart: (part: string) => TitleClassification): JobFunction | null {
  const fn = read.function;
  if (fn === null) return null;
  const role = text.slice(0, roleEnd(text));
  const found = firstMatch(MEDIA_CLASSES_RULE, text);
  const group = found === null ? undefined : GROUP[found.fn];
  if (found !== null && group !== undefined) {
    // An ad seller with an operations word is sales operations.
    const target = group.fn === 'sales' && found.fn === 'sales' && OPS_WORD.test(role) ? 'revops' : group.fn;
    const beats = target !== fn && (group.beats.has(fn) || (target === 'revops' && fn === 'sales'));
    const newsroomWord = found.fn === 'other' && fn === 'marketing' && (MARKETING_WORD.test(role) || (read.seniority === 'ic' && ONLINE_OUTLET.test(text)));
    // A term in a later segment counts only where the role's own words name no function ("EVP , programming and acquisitions").
    if (beats && !newsroomWord && (found.index < role.length || [null, 'other', 'executive'].includes(readPart(role).function))) return target;
  }
  // Content beside programming, in one segment: the channel's programming side.
  if (fn === 'marketing' || fn === 'operations' || fn === 'sales' || fn === 'engineering' || (fn === 'executive' && read.seniority !== 'c_level')) {
    const content = firstMatch(CONTENT_RULE, text);
    if (content !== null) {
      const before = text.lastIndexOf(' , ', content.index);
      const start = before < 0 ? 0 : before + 3;
      const stop = text.indexOf(' , ', content.index);
      const segment = text.slice(start, stop < 0 ? text.length : stop);
      const programme = firstMatch(PROGRAMME_RULE, segment);
      if (programme !== null && !PROGRAM_MANAGER.test(segment) && !MARKETING_NOT_CONTENT.test(segment)) {
        // In a later segment only where the role's own words name no function ("VP – Content & Programming").
        if (start === 0 || content.index < roleEnd(text)) return 'other';
        const own = readPart(role).function;
        if (own === null || own === 'other' || own === 'executive') return 'other';
      }
    }
  }
  return null;
}

/**
 * Round 32's reading after the rules (see the head of this file): the trade's rank names, the trade's classes in the role, content
 * with programming, and a founder of a media business.
 */
export function byMediaClass(text: string, read: TitleClassification, readPart: (part: string) => TitleClassification): TitleClassification {
  if (read.seniority === null || read.function === null || !mayHoldMediaTerm(text)) return read;
  const rank = tradeRank(text, read, readPart) ?? read.seniority;
  const fn = tradeFunction(text, read, readPart) ?? read.function;
  if ((fn === 'operations' || fn === 'engineering' || fn === 'other') && FOUNDER.test(text.slice(0, roleEnd(text))) && !OWN_FUNCTION.test(text.slice(0, roleEnd(text)))) {
    if (firstMatch(BUSINESS_RULE, text) !== null) return { seniority: 'c_level', function: 'executive' };
  }
  return rank === read.seniority && fn === read.function ? read : { seniority: rank, function: fn };
}
