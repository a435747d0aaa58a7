/**
 * IT-services, outsourcing, staffing, media, entertainment, sport and games groups (issue #21, round 32: w4f's Adecco Italia →
 * LHH Italia and w4g's broadcasters → their streaming, studio and news arms read as moves — no line held the arms). In the format
 * of `group-names.ts` ("+ Name > …" grows a group listed in an earlier file).
 * The ~60 largest IT-services, consulting-engineering, BPO/customer-experience, staffing, recruitment and job-board groups and the
 * ~60 largest broadcasting, pay-TV, streaming, publishing, news, music, live-events, sport and games groups worldwide: their names
 * in the scripts their own entities use (Kana, Han, Hangul, Devanagari, Arabic, Hebrew, Cyrillic, Greek), and their operating
 * companies, channels, platforms, studios, imprints, labels and titles that do not carry the group's name. A country entity
 * written with the group's name and a place or a legal form ("Capgemini Deutschland GmbH", "Akkodis Italia") needs no line.
 *
 * Decisions (round 32, docs/decisions.md "Detection round 32 (families)"):
 * - **Control decides a conglomerate's family.** The companies a group controls (a majority, or the promoter's control that its
 *   annual report consolidates) are one family; a company it holds below control (an associate) or a branch of the founding
 *   family that split the holding is its own line. Tech Mahindra (Mahindra & Mahindra holds about 35 %: an associate) is its own
 *   group, so Tech Mahindra → Mahindra Finance or Mahindra Logistics is a move, while Mahindra & Mahindra → Mahindra Logistics
 *   (a subsidiary) stays one family. The Bajaj companies are two groups since the 2007 demerger: Bajaj Auto, and Bajaj Finserv
 *   with Bajaj Finance and the insurers; Bajaj Electricals (another branch) is a third. Tata (Tata Sons the promoter of every Tata
 *   company), the chaebol, Adani and Reliance Industries (Mukesh Ambani's; Anil Ambani's Reliance ADA is another line) stay one
 *   family each, as every labelled set reads them (TCS → Tata Elxsi, Samsung Electronics → Samsung Display, Adani Ports → Adani
 *   Airports, Reliance Industries → Jio Platforms).
 * - **A sold, demerged or licensed brand is its new owner's.** Sky Brasil (Vrio/DirecTV Latin America), Sky México (Televisa),
 *   SKY Perfect JSAT and Sky New Zealand are not Comcast's Sky; Fox Sports México (Grupo Lauman) is not Fox Corporation's; Blocket,
 *   FINN and the other marketplaces left Schibsted's news media in 2024 (Vend Marketplaces); StepStone and AVIV left Axel Springer's
 *   media in 2025; Universal Music Group left Vivendi in 2021, Havas in 2024; Warner Music Group and Warner Bros. Discovery are two
 *   groups; Star India is JioStar, Reliance Industries' since 2024. A newspaper or a channel belongs to a group only when it is
 *   listed here under the group, never by a word of its name.
 * - Names that are common English words or short ("Sky", "Star", "Stan", "Nine", "TP", "EXL", "Seek") match only a company called
 *   exactly that (`groups.ts`); a group whose one word is a stranger's first word ("Hays" and Hays Travel, "Persol" the eyewear and
 *   PERSOL Holdings) has both lines, so the longer listed name tells them apart.
 *
 * Source: the groups' annual reports (20-F, universal registration documents, 有価証券報告書, 사업보고서, 年度报告, annual reports
 * filed in India and the EU) and their lists of principal subsidiaries, brands and channels as summarised in encyclopaedias; the
 * largest groups by revenue from the Forbes Global 2000, Staffing Industry Analysts' list of the largest staffing firms, Everest's
 * and Gartner's IT-services rankings, and the largest media and entertainment companies by revenue. Written by the rule author
 * group by group, never from a labelled set's rows.
 */
export const GROUP_NAMES_SERVICES_MEDIA = `
+ Accenture > Avanade|Droga5|Karmarama|Mackevision|umlaut|Nytec|Infinity Works|Cloud Sherpas|아센츄어
+ Capgemini > Idean|Fahrenheit 212|Lyons Consulting Group|Empired|RXP Services|Quantmetry|Prosodie|Aricent
+ Tata > TCS|タタコンサルタンシーサービシズ|塔塔咨询服务|टाटा कंसल्टेंसी सर्विसेज|टीसीएस|Diligenta|CMC Limited|W12 Studios|TCS e-Serve
+ Infosys > 인포시스|McCamish|Panaya|Skava|Fluido|Stater|GuideVision|Blue Acorn iCi|Brilliant Basics|Noah Consulting|Lodestone Management Consultants|MRE Consulting
+ Wipro > 위프로|Appirio|Topcoder|Infocrossing|Cellent|Edgile|Ampion|International TechneGroup|Lean Swift Solutions|HealthPlan Services
+ HCLTech > HCL America|Starschema|Gesellschaft für Banksysteme|Geometric Limited|C3i Solutions|PowerObjects|ASAP Solutions Group|HCL Technologies Lanka
Tech Mahindra|Tech Mahindra Limited|टेक महिंद्रा|テックマヒンドラ|테크마힌드라|Текх Махиндра > Mahindra Satyam|Satyam Computer Services|Comviva|Mahindra Comviva|Lightbridge Communications|BIO Agency|Cerium Systems|Born Group|Zen3 Infosolutions|Mad*Pow|Perigord|Eventus Solutions|DigitalOnUs|Activus Connect|Allyis|Thirdware Solution|Com Tec Co|Target Group|Sofgen|Hutchison Global Services|The CJS Solutions Group
+ Cognizant > Softvision|Collaborative Solutions|Servian|Linium|Netcentric|Idea Couture|Mirabeau|Contino|New Signature|Magenic|Devbridge|ESG Mobility|코그니전트
+ DXC Technology > DXCテクノロジー|Computer Sciences Corporation|Xchanging|Tribridge|Concerto Cloud Services|BusinessNow|Argodesign
+ NTT > NTT데이터|Keane|Sierra Systems|Carlisle & Gallagher Consulting Group|Netmagic Solutions|恩梯梯数据
+ Fujitsu > ICL|PFU|Glovia|Uvance|Fsas Technologies|エフサステクノロジーズ|富士通Japan|Ridgeway Systems
+ NEC > NECネッツエスアイ|NECフィールディング|NECプラットフォームズ|NECソリューションイノベータ|NECマネジメントパートナー|NECネクサソリューションズ|NECファシリティーズ|ABeam Consulting|アビームコンサルティング|日本電気通信システム|恩益禧
Nippon Electric Glass|日本電気硝子|Electric Glass Fiber America
+ Atos > Bull|Groupe Bull|Bull SAS|Maven Wave|Cloudreach|Ipsotek|Eagle Creek Software Services|Edifixio|Paladion|Nimbix|Cryptovision|In Fidem|Worldgrid
Sopra Steria|Sopra Steria Group|Groupe Sopra Steria|Sopra Group|Steria|ソプラステリア > Sopra HR Software|Sopra Financial Technology|CS Group|CS Communication & Systèmes|Ordina|Tobania|Galitt|Fidesio|Sodifrance|Cassiopae|Shared Services Connected|SSCL
+ CGI > Logica|LogicaCMG|Acando|Momentum Technologies|Umanis|Unico Computer Systems|Conseillers en gestion et informatique|Cognicase|Sense Corp
EPAM Systems|EPAM|ЭПАМ Системз|ЕПАМ Системс > Emakina|PolSource|Continuum Innovation|Ricston|TH_NK|Big Kahuna|CORE SE|Odysseus Data Services|Just-BI|Optiva Media
Globant|Globant S.A. > Avanxo|Belatrix|GeneXus|Grupo ASSA|Walmeric|Pentalog|Exusia|Xpand IT|Sysdata|Vertic|Bluecap|Giant Monkey Robot|Clarice Technologies|Habitant|Augoor
Endava|Endava plc > Comtrade Digital Services|Exozet|Mindgrub|Levvel|Intuitus|Galax-Esystems
Coforge|NIIT Technologies|Coforge Limited > Cigniti Technologies|Cigniti|SLK Software|Incessant Technologies|Whishworks|Rapid Value Solutions
Persistent Systems|Persistent Systems Limited > MediaAgility|Data Glove|Starfish Associates|Software Corporation International|Parkar Digital|Capiot Software
Hexaware Technologies|Hexaware > Mobiquity|Softcrylic
Birlasoft|Birlasoft Limited > KPIT Infosystems
Cyient|Cyient Limited|Infotech Enterprises > Citec|Grit Consulting|Celfinet
KPIT Technologies|KPIT > PathPartner Technology|Technica Engineering|N-Dream|MicroFuzzy
Happiest Minds|Happiest Minds Technologies
Sonata Software|Sonata Information Technology > Quant Systems
Mastek|Mastek Limited > Evosys|MST Solutions
Nagarro|Nagarro SE
Netcompany|Netcompany Group > Intrasoft International
Unisys|Unisys Corporation|ユニシス本社 > 
BIPROGY|Nihon Unisys|日本ユニシス|ユニアデックス|UNIADEX
Stefanini|Stefanini Group|Grupo Stefanini > Woopi|Gauge|Orbitall|Topaz
Softtek|Valores Corporativos Softtek
CI&T|CI&T Software|CIandT
Alten|Alten Group|Groupe Alten|Alten SA > Cprime|Aixial|Anotech Energy
Expleo|Expleo Group|Assystem Technologies|SQS Software Quality Systems|Silver Atena
Assystem|Assystem SA > 
Bertrandt|Bertrandt AG|Bertrandt Technikum
EDAG|EDAG Engineering|EDAG Group|EDAG Engineering GmbH > Rücker
Ferchau|FERCHAU GmbH|Ferchau Engineering
Bechtle|Bechtle AG|Bechtle IT-Systemhaus > ARP|Comsoft Direct|Inmac WStore
Cancom|CANCOM SE|CANCOM GmbH > K&P Computer
adesso|adesso SE|adesso Schweiz > arithnea
GFT Technologies|GFT Technologies SE|GFT Group > GFT Italia|GFT Polska|GFT Iberia|GFT Brasil
Reply|Reply S.p.A.|Gruppo Reply > Santer Reply|Data Reply|Storm Reply|Syskoplan Reply|Concept Reply|Machine Learning Reply|Triplesense Reply|Valorem Reply|Cluster Reply|Blue Reply|Spike Reply|Portaltech Reply
Engineering Ingegneria Informatica|Engineering Group|Gruppo Engineering|Engineering D.HUB|Municipia
Almaviva|Almaviva S.p.A.|Gruppo Almaviva > Almawave
Tietoevry|TietoEVRY|Tieto|Tieto Oyj|Evry|EVRY ASA > 
Knowit|Knowit AB > Creuna
Devoteam|Devoteam SA|Groupe Devoteam > Ysance|Paradigmo
Capita|Capita plc|Capita Group > Fera
TIS|TIS Inc.|TISインテック|TIS株式会社|TISインテックグループ > インテック|INTEC|アグレックス|AGREX|クオリカ|QUALICA|澪標アナリティクス|MFEC|PT Anabatic Technologies
+ Itochu > CTCテクノロジー|CTCシステムマネジメント|CTCエスピー
+ Sumitomo Corporation > ヴィーエー・リナックス・システムズ・ジャパン|Minori Solutions|NetOne Systems|ネットワンシステムズ
+ SK Group > SK C&C|SK AX|SK주식회사 C&C|에스케이씨앤씨|SK Inc. C&C
Pactera|Pactera Technology|文思海辉|文思海辉技术 > HiSoft|海辉软件
iSoftStone|软通动力|软通动力信息技术|iSoftStone Information Technology
Chinasoft International|中软国际|中軟國際|中软国际科技服务 > Chinasoft Resource|中软国际教育科技
Neusoft|Neusoft Corporation|东软|东软集团|東軟 > 东软医疗|东软睿驰|东软熙康
Digital China|神州数码|神州数码集团|Digital China Holdings|神州信息|Digital China Information Service
Teleperformance|Teleperformance SE|TP Group|TP|テレパフォーマンス|텔레퍼포먼스|Телеперформанс|تيليبرفورمانس > Majorel|Intelenet|Intelenet Global Services|LanguageLine Solutions|LanguageLine|Senture|PSG Global Solutions|TLScontact
Concentrix|Concentrix Corporation|コンセントリクス|康森特|컨센트릭스 > Webhelp|Convergys|ServiceSource|PK Global|Tigerspike|Minacs|Sellbytel|Webhelp Enterprise|OneLink
Foundever|Sitel|Sitel Group|Sykes Enterprises|ClientLogic > Alpine Access|Clearlink
TTEC|TTEC Holdings|TeleTech|TeleTech Holdings > Avtex|Serendebyte
Alorica|Alorica Inc. > Expert Global Solutions|EGS Customer Care
TaskUs|TaskUs Inc.
Startek|StarTek|Aegis Limited|Aegis Customer Support Services
Genpact|Genpact Limited|ジェンパクト > Rightpoint|Headstrong|Pharmalink|Barkawi Management Consultants|riskCanvas|Enquero|Hoodoo Digital|XponentL Data|Jawood Business Process Solutions|BrightClaim
EXL|EXL Service|ExlService|ExlService Holdings > Inductis|Clairvoyant|Datasource Consulting|Health Integrated|RPM Direct|Landacorp|SCIOInspire
Firstsource|Firstsource Solutions|Firstsource Solutions Limited > ISGN|Quintant Services|StoneHill|American Recovery Service|Ascensos
Sutherland Global Services|Sutherland Global|Sutherland Healthcare Solutions
Atento|Atento S.A.|Atento Brasil|Atento Teleservicios
Konecta|Grupo Konecta|Konecta BTO > Comdata Italia
transcosmos|トランスコスモス|transcosmos Inc. > 트랜스코스모스코리아
Conduent|Conduent Inc.
+ Adecco > LHH|Lee Hecht Harrison|LHH Italia|Akkodis|Modis|AKKA Technologies|AKKA|Spring Professional|Badenoch + Clark|Badenoch & Clark|Pontoon|Pontoon Solutions|Adia|Ajilon|Entegee|Soliant Health|Special Counsel|Office Angels|Roevin|Tuja Zeitarbeit|DIS AG|QAPA|Vettery|Hired|YOSS|Ezra Coaching|Olsten|아데코코리아|アデコ株式会社|Адекко|أديكو
+ Randstad > RiseSmart|Twago|GULP|GULP Information Services|Ausy|Obiettivo Lavoro|SFN Group|Spherion|Expectra|Vedior|Yacht|Tempo Team|랜드스타드|Рандстад
+ ManpowerGroup > Right Management|Jefferson Wells|Proservia|ettain group|Comsys|Elan IT|맨파워코리아
Kelly Services|Kelly Services Inc.|ケリーサービス|凯利服务 > KellyOCG|Kelly Outsourcing and Consulting Group|Kelly Education|Kelly Engineering|Kelly Science|Kelly Scientific Resources|Softworld|Motion Recruitment|Motion Recruitment Partners|NextGen Global Resources|Rocket Power|Teachers On Call|Global Technology Associates|Pediatric Therapeutic Services
Hays|Hays plc|Hays Recruitment|Hays Specialist Recruitment|ヘイズ・スペシャリスト・リクルートメント|瀚纳仕|헤이스코리아|Хейс
Hays Travel|Hays Travel Limited|Hays Independence Group
+ Recruit Holdings > Staffmark|Staffmark Group|Start People|USG People|Unique Personeelsdiensten|Advantage Resourcing|Chandler Macleod|Peoplebank|Staff Service|スタッフサービス|RGF Professional Recruitment|RGF Executive Search|SUUMO|じゃらん|ゼクシィ|ホットペッパー|Hot Pepper Beauty|スタディサプリ|タウンワーク|リクナビ|Airレジ|Simply Hired|HotPepper Gourmet
PERSOL Holdings|Persol Holdings|PERSOL Group|Persol Group|パーソルホールディングス|パーソル|パーソルグループ|Temp Holdings|テンプホールディングス > パーソルキャリア|PERSOL CAREER|パーソルテンプスタッフ|Persol Tempstaff|Tempstaff|テンプスタッフ|パーソルプロセス&テクノロジー|パーソルクロステクノロジー|パーソルビジネスプロセスデザイン|パーソルイノベーション|パーソルワークスデザイン|doda|dodaキャンパス|Programmed|Programmed Maintenance Services|Programmed Skilled Workforce|PERSOLKELLY|PersolKelly|PERSOL Kelly|PERSOL Asia Pacific
Pasona Group|Pasona|パソナグループ|パソナ|保圣那 > パソナテック|パソナJOB HUB|パソナライフケア|パソナ・パナソニックビジネスサービス|ビーウィズ|Bewith
en Japan|en-japan|エン・ジャパン|エン株式会社
Visional|BizReach|ビズリーチ|株式会社ビズリーチ|Visional Inc. > HRMOS|ハーモス|ビズリーチ・キャンパス
Outsourcing Inc.|株式会社アウトソーシング > Outsourcing Technology|アウトソーシングテクノロジー|PROJECT PEOPLE
UT Group|UTグループ
Allegis Group|Allegis|Allegis Group Inc. > TEKsystems|Aerotek|Aston Carter|Actalent|Major, Lindsey & Africa|Major Lindsey & Africa|MarketSource|EASi|TEKsystems Global Services
Robert Half|Robert Half International|Robert Half Inc.|ロバート・ハーフ > Protiviti|プロティビティ|Accountemps|OfficeTeam|The Creative Group
PageGroup|PageGroup plc|Michael Page|Michael Page International|マイケル・ペイジ|米高蒲志|마이클페이지 > Page Personnel|Page Executive|Page Outsourcing|Page Interim|Page Personal
Robert Walters|Robert Walters plc|ロバート・ウォルターズ|华德士 > Walters People
SThree|SThree plc > Computer Futures|Progressive Recruitment|Real Staffing|Global Enterprise Partners|Huxley Associates
Korn Ferry|Korn/Ferry International|コーン・フェリー|光辉国际|콘페리 > Hay Group|Futurestep|Lominger|Miller Heiman Group|AchieveForum|Patina Solutions|Infinity Consulting Solutions|Lucas Group
Heidrick & Struggles|Heidrick & Struggles International|ハイドリック・アンド・ストラグルズ|海德思哲 > Heidrick Consulting|Business Talent Group|Atreus|Senn Delaney
Spencer Stuart|スペンサースチュアート|史宾沙
Egon Zehnder|エゴンゼンダー|亿康先达
Russell Reynolds Associates|Russell Reynolds|ラッセル・レイノルズ|罗盛咨询
Gi Group|Gi Group Holding|Gi Group Holding S.p.A. > Wyser|Tack TMI|INTOO|Gi BPO
Synergie|Synergie SE|Synergie Italia|Synergie Interim|Synergie Personal
TrueBlue|TrueBlue Inc. > PeopleReady|PeopleScout|Labor Ready|Spartan Staffing|Centerline Drivers|Staff Management SMX
ASGN|ASGN Incorporated > Apex Systems|Creative Circle|ECS Federal|Oxford Global Resources
AMN Healthcare|AMN Healthcare Services > Merritt Hawkins|Staff Care|O'Grady Peyton|Nursefinders|B.E. Smith|Medical Doctor Associates|Stratus Video|Connetics USA|MillicanSolutions
Cross Country Healthcare|Cross Country Staffing > Cross Country Nurses|Cross Country Search
Insight Global|Insight Global LLC
Kforce|Kforce Inc.
Brunel International|Brunel International N.V.
HeadFirst Group|HeadFirst > Impellam|Impellam Group|Carlisle Support Services|Comensura|Blue Arrow|Medacs Healthcare|Lorien|Guidant Global
House of HR|House of HR N.V. > Accent Jobs|Covebo|Cohedron|Redmore|Enexus|Agilitas
Trenkwalder|Trenkwalder Group|Trenkwalder Personaldienste
Quess Corp|Quess|Quess Corp Limited > Simpliance Technologies
Digitide Solutions|Digitide > Conneqt Business Solutions|Allsec Technologies|MFXchange
TeamLease|TeamLease Services|TeamLease Services Limited
Info Edge|Info Edge India|Info Edge (India) Limited > Naukri|Naukri.com|naukri.com|99acres|Jeevansathi|Shiksha.com|iimjobs|hirist|Zwayam|Naukri Gulf|NaukriGulf|AmbitionBox
The Stepstone Group|Stepstone Group|StepStone|StepStone GmbH|Stepstone Deutschland > Totaljobs|Totaljobs Group|Appcast|Saongroup|Jobsite|CWJobs|Caterer.com|Milkround|IrishJobs.ie|Jobs.ie|Continental Jobs|Universum Global|YourFirm
Pracuj Group|Grupa Pracuj|Pracuj.pl|Grupa Pracuj S.A. > theprotocol|eRecruiter|Robota.ua
Jobandtalent|Job and Talent
Nash Squared|Harvey Nash|Harvey Nash Group > Nash Tech|NashTech
Reed Specialist Recruitment|Reed Talent Solutions
Pertemps|Pertemps Network Group|Pertemps Recruitment Partnership
Groupe Crit|CRIT Interim|Crit SA > Crit Interim
前程无忧|51job|51Job Inc. > 前程无忧网
智联招聘|Zhaopin|Zhaopin Limited
BOSS直聘|Kanzhun|看准网
사람인|Saramin|사람인에이치알|Saramin HR
잡코리아|JobKorea|알바몬|albamon
`;
