/**
 * Words of entries that are an activity beside a job rather than a job (issue #21, round 9): an
 * elected local seat, a sports official, a gig on a platform, and the words that say "in my spare
 * time" (weekends, evenings, as a volunteer, unpaid). Read by `changes/activity-entry.ts`; folded
 * with `foldEntryText` before they are matched, so accents and case do not matter.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

/** Elected seats of a town, district or region, held beside a job (not the paid mayor or the council's staff). */
export const ELECTED_SEAT_TERMS: Terms = {
  en: ['councillor', 'councilor', 'town councillor', 'city councillor', 'city council member', 'town council member', 'council member', 'councilmember', 'alderman', 'alderwoman', 'selectman', 'selectwoman', 'deputy mayor', 'parish councillor', 'ward councillor'],
  de: ['gemeinderat', 'gemeinderatin', 'stadtrat', 'stadtratin', 'stadtverordneter', 'stadtverordnete', 'kreisrat', 'kreisratin', 'kreistagsabgeordneter', 'kreistagsabgeordnete', 'ortschaftsrat', 'ortschaftsratin', 'ortsbeirat', 'ratsmitglied', 'ratsherr', 'ratsfrau', 'gemeinderatsmitglied', 'stadtratsmitglied', 'bezirksverordneter', 'bezirksverordnete'],
  fr: ['conseiller municipal', 'conseillere municipale', 'conseiller communautaire', 'conseillere communautaire', 'conseiller departemental', 'conseillere departementale', 'conseiller regional', 'conseillere regionale', 'adjoint au maire', 'adjointe au maire', 'maire adjoint', 'maire adjointe', 'elu municipal', 'elue municipale'],
  es: ['concejal', 'concejala', 'regidor', 'regidora', 'teniente de alcalde', 'teniente alcalde', 'edil', 'edila'],
  pt: ['vereador', 'vereadora', 'deputado municipal', 'deputada municipal', 'membro da assembleia municipal', 'vice prefeito', 'vice prefeita'],
  it: ['consigliere comunale', 'consigliera comunale', 'consigliere regionale', 'consigliera regionale', 'consigliere municipale', 'assessore comunale', 'vicesindaco'],
  nl: ['gemeenteraadslid', 'raadslid', 'statenlid', 'deelraadslid', 'burgerlid', 'burgercommissielid', 'commissielid'],
  sv: ['kommunfullmaktig', 'kommunfullmaktigeledamot', 'fullmaktigeledamot', 'ledamot i kommunfullmaktige', 'regionfullmaktig'],
  no: ['kommunestyremedlem', 'bystyremedlem'],
  da: ['byradsmedlem', 'kommunalbestyrelsesmedlem'],
  pl: ['radny', 'radna', 'radny gminy', 'radna gminy', 'radny miasta', 'radna miasta', 'radny powiatu', 'radna powiatu', 'radny sejmiku'],
  cs: ['zastupitel', 'zastupitelka', 'clen zastupitelstva', 'clenka zastupitelstva', 'clen zastupitelstva obce', 'clen zastupitelstva mesta', 'neuvolneny mistostarosta', 'neuvolnena mistostarostka', 'neuvolneny starosta'],
  sk: ['poslanec obecneho zastupitelstva', 'poslankyna obecneho zastupitelstva', 'poslanec mestskeho zastupitelstva', 'poslankyna mestskeho zastupitelstva'],
  fi: ['valtuutettu', 'kunnanvaltuutettu', 'kaupunginvaltuutettu', 'aluevaltuutettu', 'valtuuston jasen'],
  hu: ['onkormanyzati kepviselo', 'telepulesi kepviselo', 'kepviselo testuleti tag', 'kepviselotestuleti tag', 'varosi kepviselo', 'fovarosi kepviselo', 'megyei kozgyulesi tag'],
  ro: ['consilier local', 'consiliera locala', 'consilier judetean', 'consiliera judeteana', 'consilier municipal'],
  tr: ['belediye meclis uyesi', 'belediye meclisi uyesi', 'il genel meclisi uyesi', 'il genel meclis uyesi'],
  uk: ['депутат міської ради', 'депутатка міської ради', 'депутат сільської ради', 'депутатка сільської ради', 'депутат селищної ради', 'депутат районної ради', 'депутатка районної ради', 'депутат обласної ради', 'депутатка обласної ради', 'депутат місцевої ради'],
  ru: ['депутат городского совета', 'депутат муниципального совета', 'муниципальный депутат', 'депутат сельского совета', 'депутат районного совета'],
  el: ['δημοτικος συμβουλος', 'δημοτικη συμβουλος', 'περιφερειακος συμβουλος', 'περιφερειακη συμβουλος', 'κοινοτικος συμβουλος'],
  he: ['חבר מועצה', 'חברת מועצה', 'חבר מועצת העיר', 'חברת מועצת העיר', 'חבר מועצת העירייה', 'סגן ראש העיר', 'סגנית ראש העיר'],
  ar: ['عضو مجلس بلدي', 'عضو المجلس البلدي', 'عضو مجلس محلي', 'عضو المجلس المحلي', 'عضوة المجلس البلدي'],
  hi: ['पार्षद', 'वार्ड पार्षद', 'नगर पार्षद', 'parshad', 'ward parshad'],
  id: ['anggota bpd', 'anggota badan permusyawaratan desa'],
  vi: ['dai bieu hdnd', 'dai bieu hoi dong nhan dan'],
  ko: ['구의원', '시의원', '군의원', '도의원', '구의회 의원', '시의회 의원'],
  ja: ['市議会議員', '町議会議員', '村議会議員', '区議会議員', '県議会議員', '市議', '町議', '村議', '区議'],
  zh: ['人大代表', '区议员', '市议员'],
  // civic duties done beside a job: lay judges and jurors
  civic: ['schoffe', 'schoffin', 'lay judge', 'lay magistrate', 'juror', 'jury member', 'namndeman', 'lawnik', 'lawniczka', 'prisedici', 'lautamies',
    'ulnok', 'giudice popolare', 'jurado popular', 'juge consulaire', 'присяжний засідатель', 'народний засідатель', 'присяжный заседатель'],
};

/** A sports official: refereeing and umpiring are done beside a job (a judge of a court is not one). */
export const SPORT_OFFICIAL_TERMS: Terms = {
  en: ['referee', 'assistant referee', 'umpire', 'linesman', 'match official', 'football referee', 'soccer referee'],
  de: ['schiedsrichter', 'schiedsrichterin', 'linienrichter', 'schiedsrichterassistent'],
  fr: ['arbitre', 'arbitre assistant'],
  es: ['arbitro', 'arbitra', 'juez de linea'],
  pt: ['arbitro', 'arbitra', 'bandeirinha'],
  it: ['arbitro', 'guardalinee'],
  nl: ['scheidsrechter', 'grensrechter'],
  sv: ['domare', 'fotbollsdomare', 'handbollsdomare'],
  pl: ['sedzia pilkarski', 'sedzia sportowy', 'arbiter'],
  cs: ['rozhodci', 'fotbalovy rozhodci'],
  fi: ['erotuomari', 'jalkapallon erotuomari'],
  hu: ['jatekvezeto', 'labdarugo jatekvezeto'],
  ro: ['arbitru', 'arbitru de fotbal'],
  tr: ['hakem', 'klasman hakemi', 'futbol hakemi', 'yardimci hakem'],
  uk: ['арбітр', 'футбольний арбітр', 'спортивний суддя'],
  el: ['διαιτητης', 'βοηθος διαιτητη'],
  he: ['שופט כדורגל', 'שופטת כדורגל'],
  ar: ['حكم كرة قدم', 'حكم مباريات'],
  id: ['wasit', 'wasit sepak bola'],
  vi: ['trong tai'],
  ko: ['심판', '축구 심판'],
  ja: ['審判員', 'サッカー審判'],
  zh: ['裁判员', '足球裁判'],
};

/**
 * Words that say an entry is done in spare time: weekends, evenings, nights, as a volunteer, unpaid,
 * honorary, part time, on the side. Read only as a whole bracketed or separated part of a title, or as
 * its last word ("Kierowca (wieczorami)", "Ordförande (ideellt)", "Président bénévole").
 */
export const SPARE_TIME_TERMS: Terms = {
  en: ['weekend', 'weekends', 'at weekends', 'on weekends', 'evening', 'evenings', 'nights', 'volunteer', 'voluntary', 'unpaid', 'honorary', 'pro bono', 'part time', 'side gig', 'side hustle', 'on the side'],
  de: ['wochenende', 'am wochenende', 'wochenenden', 'abends', 'freiwillig', 'freiwilliger', 'freiwillige', 'nebenberuflich', 'nebenbei', 'ehrenamtlich', 'ehrenamt', 'unentgeltlich', 'teilzeit', 'minijob'],
  fr: ['week end', 'week ends', 'le week end', 'le soir', 'soirs', 'benevole', 'benevolat', 'a titre benevole', 'temps partiel'],
  es: ['fines de semana', 'fin de semana', 'los fines de semana', 'por las noches', 'noches', 'voluntario', 'voluntaria', 'voluntariado', 'ad honorem', 'honorifico', 'medio tiempo', 'media jornada'],
  pt: ['fins de semana', 'fim de semana', 'noturno', 'noturna', 'a noite', 'voluntario', 'voluntaria', 'voluntariado', 'meio periodo'],
  it: ['fine settimana', 'weekend', 'serale', 'volontario', 'volontaria', 'volontariato', 'a titolo gratuito', 'part time'],
  nl: ['weekend', 'weekenden', 's avonds', 'avonden', 'vrijwilliger', 'vrijwillig', 'vrijwilligerswerk', 'onbezoldigd', 'deeltijd'],
  sv: ['helger', 'helgerna', 'kvallar', 'kvallstid', 'ideell', 'ideellt', 'frivillig', 'volontar', 'deltid', 'extrajobb'],
  pl: ['weekendy', 'w weekendy', 'wieczorami', 'wolontariusz', 'wolontariuszka', 'wolontariat', 'spolecznie', 'honorowo', 'pol etatu'],
  cs: ['neuvolneny', 'neuvolnena', 'o vikendech', 'vikendy', 'vecer', 'vecery', 'dobrovolnik', 'dobrovolny', 'dobrovolna', 'dobrovolnice', 'dobrovolne', 'bez narok na odmenu', 'na zkraceny uvazek', 'brigada'],
  fi: ['viikonloppuisin', 'iltaisin', 'vapaaehtoinen', 'vapaaehtoisesti', 'vapaaehtoistyo', 'osa aikainen', 'sivutoiminen'],
  hu: ['hetvegente', 'estenkent', 'onkentes', 'tarsadalmi munkaban', 'reszmunkaidoben'],
  ro: ['in weekend', 'weekenduri', 'seara', 'voluntar', 'voluntara', 'pro bono', 'part time'],
  tr: ['hafta sonu', 'hafta sonlari', 'aksamlari', 'gonullu', 'yari zamanli', 'part time'],
  uk: ['вихідні', 'на вихідних', 'вечорами', 'волонтер', 'волонтерка', 'на громадських засадах', 'неповний робочий день'],
  ru: ['по выходным', 'вечерами', 'волонтер', 'на общественных началах'],
  el: ['σαββατοκυριακα', 'απογευματα', 'εθελοντής', 'εθελοντρια', 'εθελοντικα', 'μερικη απασχοληση'],
  he: ['בסופי שבוע', 'בערבים', 'מתנדב', 'מתנדבת', 'בהתנדבות', 'משרה חלקית'],
  ar: ['عطلة نهاية الأسبوع', 'مساء', 'مساءً', 'تطوعي', 'متطوع', 'متطوعة', 'دوام جزئي'],
  hi: ['सप्ताहांत', 'स्वयंसेवक', 'अंशकालिक', 'part time'],
  id: ['akhir pekan', 'malam hari', 'sukarelawan', 'relawan', 'paruh waktu', 'sampingan'],
  vi: ['cuoi tuan', 'buoi toi', 'tinh nguyen', 'ban thoi gian'],
  ja: ['週末', '土日', '夜間', 'ボランティア', '副業', 'パートタイム'],
  zh: ['周末', '兼职', '志愿者', '义务', '业余'],
  ko: ['주말', '저녁', '자원봉사', '봉사', '부업', '파트타임'],
};

/**
 * Words before a role that say it is unpaid or done on the side ("Volunteer Coach", "Ehrenamtlicher Trainer"; round 16,
 * w3p: "副業・ライター", a side job as a writer): Japanese 副業, Chinese 兼职 / 副业, Korean 부업, German nebenberuflich.
 */
export const UNPAID_LEADING_TERMS: Terms = {
  en: ['volunteer', 'honorary', 'unpaid'],
  de: ['ehrenamtlicher', 'ehrenamtliche', 'nebenberuflicher', 'nebenberufliche'],
  nl: ['vrijwillige'],
  pl: ['honorowy', 'honorowa', 'spoleczny', 'spoleczna'],
  ja: ['副業'],
  zh: ['兼职', '副业'],
  ko: ['부업'],
};

/** Roles after "volunteer" that are paid jobs organising volunteers ("Volunteer Coordinator"). */
export const VOLUNTEER_JOB_WORDS = /^(?:coordinator|manager|director|lead|leader|engagement|program|programme|programs|services|officer|recruiter|specialist|supervisor|administrator)$/u;

/** Titles of work on a ride-hailing or delivery platform, alone or with a spare-time word. */
export const GIG_TITLE_TERMS: Terms = {
  en: ['driver', 'courier', 'rider', 'delivery driver', 'delivery rider', 'delivery partner', 'driver partner', 'partner driver', 'dasher', 'shopper', 'delivery associate', 'food courier', 'taxi driver', 'rideshare driver'],
  de: ['fahrer', 'fahrerin', 'kurier', 'kurierin', 'kurierfahrer', 'fahrradkurier', 'lieferfahrer', 'auslieferungsfahrer'],
  fr: ['chauffeur', 'chauffeur vtc', 'livreur', 'livreuse', 'coursier', 'coursiere'],
  es: ['repartidor', 'repartidora', 'conductor', 'conductora', 'chofer', 'mensajero', 'rider'],
  pt: ['motorista', 'motorista parceiro', 'motorista parceira', 'motorista de aplicativo', 'entregador', 'entregadora', 'motoboy'],
  it: ['autista', 'fattorino', 'rider', 'corriere'],
  nl: ['bezorger', 'bezorgster', 'chauffeur', 'koerier', 'maaltijdbezorger'],
  sv: ['forare', 'budbarare', 'bud', 'chauffor', 'taxiforare'],
  pl: ['kierowca', 'kurier', 'dostawca', 'kierowca taxi'],
  cs: ['ridic', 'ridicka', 'kuryr', 'rozvozce'],
  fi: ['kuljettaja', 'lahetti', 'ruokalahetti', 'taksinkuljettaja'],
  hu: ['sofor', 'futar', 'etelfutar'],
  ro: ['sofer', 'curier', 'livrator'],
  tr: ['kurye', 'surucu', 'sofor', 'moto kurye'],
  uk: ['водій', "кур'єр", 'курєр', 'кур єр'],
  ru: ['водитель', 'курьер'],
  el: ['οδηγός', 'διανομέας', 'κουριερ'],
  he: ['שליח', 'שליחה', 'נהג', 'נהגת'],
  ar: ['سائق', 'مندوب توصيل', 'كابتن'],
  hi: ['ड्राइवर', 'डिलीवरी पार्टनर', 'delivery boy'],
  id: ['pengemudi', 'mitra pengemudi', 'driver ojol', 'kurir', 'mitra driver'],
  vi: ['tai xe', 'tai xe cong nghe', 'shipper', 'xe om cong nghe'],
  ja: ['配達員', 'ドライバー', '配達パートナー'],
  zh: ['骑手', '外卖员', '司机', '快递员', '网约车司机'],
  ko: ['라이더', '배달원', '기사', '대리기사', '배달 파트너'],
};

/** Ride-hailing and delivery platforms, as the first words of the company. */
export const GIG_PLATFORMS: readonly string[] = [
  'uber', 'uber eats', 'lyft', 'bolt', 'bolt food', 'didi', 'cabify', 'free now', 'freenow', 'grab', 'gojek', 'maxim', 'indrive', 'yandex go', 'yandex taxi',
  'glovo', 'deliveroo', 'wolt', 'just eat', 'lieferando', 'foodora', 'rappi', 'ifood', '99', '99app', 'doordash', 'instacart', 'postmates', 'getir',
  'trendyol go', 'yemeksepeti', 'swiggy', 'zomato', 'ola', 'rapido', 'careem', 'talabat', 'shopeefood', 'shopee food', 'xanh sm', 'be group', 'lalamove',
  'amazon flex', 'shipt', 'stuart', 'pyszne', 'takeaway', 'thuisbezorgd', 'foodpanda', 'baemin', '배달의민족', '쿠팡이츠', '카카오t', '美团', '饿了么', '滴滴',
  'ウーバーイーツ', '出前館',
];

/** Words of a sports or community club's name (read only with no company page). */
export const CLUB_NAME_WORDS: readonly string[] = [
  'sokol', 'polisportiva', 'urheilijat', 'urheiluseura', 'idrottsforening', 'idrottsklubb', 'sportverein', 'sportclub', 'turnverein', 'spor kulubu',
  'kulubu', 'klub', 'klubu', 'futbol', 'football', 'calcio', 'futebol', 'voetbal', 'fotboll', 'fotbollsklubb', 'handball', 'hockey', 'rugby', 'cricket',
  'athletic', 'athletics', 'atletico', 'sportivo', 'sportiva', 'sportif', 'sportive', 'deportivo', 'deportiva', 'esportivo', 'esporte clube', 'sportovni',
  'sportowy', 'sportowe', 'спортивний', 'футбольний', 'спортивный', 'футбольный', 'ποδοσφαιρικός', 'αθλητικός', 'sepak bola', 'cau lac bo',
];

/** Abbreviations a sports club's name starts with ("TSV", "AS", "TJ", "KS") or ends with ("IF", "SK", "ry"). */
export const CLUB_LEADING_FORMS: readonly string[] = [
  'fc', 'sc', 'sv', 'tsv', 'vfb', 'vfl', 'tus', 'sg', 'ssv', 'fsv', 'tj', 'ks', 'mks', 'luks', 'asd', 'ssd', 'as', 'ac', 'us', 'cd', 'ud', 'cf', 'sd', 'ec', 'hc',
  'rfc', 'afc', 'sk', 'fk', 'nk', 'bk', 'ik', 'if', 'vv', 'rkvv', 'sportvereniging',
];
export const CLUB_TRAILING_FORMS: readonly string[] = ['fc', 'sc', 'sk', 'if', 'ik', 'bk', 'ff', 'fk', 'afc', 'rfc', 'ry', 'bois', 'vv'];

/** Club words of the scripts written without spaces, matched inside the name. */
export const CLUB_CJK = /少年野球|野球部|サッカークラブ|スポーツ少年団|クラブ|俱乐部|足球队|体育会|축구단|클럽|동호회|조기축구회/u;

/** Volunteer bodies named as such ("Freiwillige Feuerwehr", "Ochotnicza Straż Pożarna"): any role there is beside a job. */
export const VOLUNTEER_BODY_TERMS: Readonly<Record<string, readonly string[]>> = {
  en: ['volunteer fire department', 'volunteer fire brigade', 'volunteer fire company', 'volunteer rescue squad', 'volunteer ambulance'],
  de: ['freiwillige feuerwehr'],
  fr: ['sapeurs pompiers volontaires', 'pompiers volontaires'],
  es: ['bomberos voluntarios'],
  pt: ['bombeiros voluntarios'],
  it: ['vigili del fuoco volontari', 'protezione civile volontari'],
  nl: ['vrijwillige brandweer'],
  pl: ['ochotnicza straz pozarna'],
  cs: ['sbor dobrovolnych hasicu', 'sdh'],
  fi: ['vapaapalokunta'],
  hu: ['onkentes tuzolto egyesulet', 'onkentes tuzoltosag'],
  ro: ['serviciul voluntar pentru situatii de urgenta', 'pompieri voluntari'],
  tr: ['gonullu itfaiye'],
  uk: ['добровольча пожежна команда'],
  el: ['εθελοντικη πυροσβεστικη'],
  ja: ['消防団'],
  ko: ['의용소방대'],
};

/**
 * Service clubs (round 18, w3r: "President-elect" at the Rotary Club of Kandy, the only new entry after the job ended): a
 * local club of a service organisation is run by its members — its president, secretary or treasurer holds an office
 * beside a life, not a job. The organisation's own headquarters ("Rotary International", "Lions Clubs International",
 * "The Rotary Foundation") employs staff and stays an employer (`activity-entry.ts` `serviceClub`).
 */
export const SERVICE_CLUB_TERMS: Readonly<Record<string, readonly string[]>> = {
  en: ['rotary', 'rotaract', 'interact club', 'lions club', 'lions clubs', 'lioness club', 'leo club', 'kiwanis', 'ladies circle', '41 club', 'tangent club', 'toastmasters', 'zonta', 'soroptimist', 'soroptimists', 'inner wheel', 'optimist club', 'junior chamber', 'apex club', 'y s men', 'altrusa', 'civitan', 'sertoma', 'ruritan', 'kinsmen club', 'kinette club'],
  es: ['club de leones', 'club rotario', 'club rotaract', 'cámara junior', 'club kiwanis', 'club de leonas'],
  pt: ['lions clube', 'rotary clube', 'clube de leões', 'câmara júnior'],
  fr: ['club lions', 'club rotary', 'jeune chambre économique', 'jeune chambre economique'],
  it: ['lions club', 'rotary club', 'camera di commercio junior'],
  de: ['lionsclub', 'lions-club', 'rotary-club', 'rotaryclub', 'wirtschaftsjunioren', 'zonta club', 'soroptimist club', 'inner-wheel-club'],
  nl: ['lionsclub', 'rotaryclub', 'serviceclub'],
  sv: ['lionsklubb', 'rotaryklubb', 'rotary klubb'],
  da: ['lions klub', 'rotary klub'],
  no: ['lions klubb', 'rotary klubb'],
  fi: ['lions club', 'rotaryklubi', 'leijonat'],
  pl: ['klub rotary', 'klub lions', 'rotary klub'],
  cs: ['rotary klub', 'lions klub'],
  hu: ['rotary klub', 'lions klub'],
  ro: ['clubul rotary', 'rotary club', 'lions club'],
  tr: ['rotary kulübü', 'lions kulübü', 'rotaract kulübü'],
  el: ['ρόταρι', 'ροταριανός όμιλος', 'λάιονς', 'όμιλος lions'],
  ru: ['ротари клуб', 'ротари-клуб', 'лайонс клуб', 'лайонс-клуб'],
  uk: ['ротарі клуб', 'ротарі-клуб', 'лайонс клуб'],
  bg: ['ротари клуб', 'лайънс клуб'],
  he: ['מועדון רוטרי', 'רוטרי', 'ליונס'],
  ar: ['نادي روتاري', 'روتاري', 'نادي الليونز', 'ليونز'],
  hi: ['रोटरी क्लब', 'लायंस क्लब', 'रोटरी'],
  ja: ['ロータリークラブ', 'ライオンズクラブ', 'ロータアクトクラブ', '青年会議所'],
  ko: ['로타리클럽', '로터리클럽', '라이온스클럽', '청년회의소'],
  zh: ['扶轮社', '扶輪社', '狮子会', '獅子會', '国际狮子会', '青年商会'],
  th: ['สโมสรโรตารี', 'สโมสรไลออนส์'],
  vi: ['câu lạc bộ rotary', 'câu lạc bộ lions'],
  id: ['klub rotary', 'klub lions'],
};

/** A service organisation's own headquarters or foundation: an employer. */
/** Round Table's local tables are numbered ("Round Table 12 Ulm", "RT 41"); "Round Table Pizza" is a company. */
export const NUMBERED_TABLE = /\b(?:round table|tafelronde|table ronde|ronde tafel)\s+(?:no\s+)?\d+\b/u;

export const SERVICE_HEADQUARTERS_WORDS: readonly string[] = ['international', 'internacional', 'internationale', 'foundation', 'fondation', 'fundación', 'fundação', 'stiftung', 'the', 'clubs', 'org', 'inc'];

