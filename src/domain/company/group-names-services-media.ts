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
ProSiebenSat.1 Media|ProSiebenSat.1|ProSiebenSat.1 Media SE|ProSiebenSat.1 Group|P7S1 > Joyn|Joyn GmbH|ProSieben|Sat.1|kabel eins|Kabel Eins|sixx|ProSieben Maxx|Seven.One Entertainment Group|Seven.One Media|Seven.One Studios|Seven.One AdFactory|Red Arrow Studios|ParshipMeet|Parship|ElitePartner|Verivox|Jochen Schweizer mydays|mydays|Sat.1 Gold|Puls 4|PULS 4|Studio71
+ Bertelsmann > RTL+|RTL Plus|n-tv|ntv Nachrichten|Super RTL|RTLZWEI|RTL Zwei|RTLup|Toggo|Ad Alliance|Groupe M6|M6 Group|Métropole Télévision|M6|W9|6ter|Gulli|Paris Première|M6+|6play|RTL France|Fun Radio|M6 Publicité|M6 Films|Fremantle|Fremantle Media|Wildside|Miso Film|Dancing Ledge Productions|Eureka Productions|Easy Tiger Productions|Abot Hameiri|Random House|Knopf|Alfred A. Knopf|Doubleday|Crown Publishing Group|Viking Press|Bantam Books|Del Rey Books|Ballantine Books|Dorling Kindersley|Ebury Publishing|Transworld Publishers|Goldmann|Heyne|Blanvalet|Verlagsgruppe Random House|Penguin Random House Verlagsgruppe|Plaza & Janés|Alfaguara|Companhia das Letras|BMG|Bertelsmann Education Group|Bertelsmann Investments
+ Canal+ > StudioCanal|STUDIOCANAL|Studiocanal|C8|CNews|CStar|Ciné+|Planète+|Red Production Company|Tandem Productions|SPI International|FilmBox|M7 Group|Skylink|TV Vlaanderen|Canal Digitaal
Vivendi|Vivendi SE|ヴィヴェンディ|维旺迪 > Gameloft
Havas|Havas SA|Havas N.V.|Havas Group|Havas Media|Havas Media Network|Havas Creative|Havas Health & You|Havas Worldwide > BETC|Arnold Worldwide|Camp + King|Gate One|Socialyse|Conran Design Group
Louis Hachette Group|Louis Hachette > Lagardère|Lagardère SA|Lagardère Publishing|Lagardère Travel Retail|Hachette Livre|Hachette Book Group|Hachette UK|Hodder & Stoughton|Little, Brown and Company|Little, Brown|Grand Central Publishing|Orion Publishing Group|Octopus Publishing Group|Éditions Grasset|Grasset|Fayard|Calmann-Lévy|Larousse|Hatier|Dunod|Armand Colin|Aelia Duty Free|Paradies Lagardère|Le Journal du Dimanche|Paris Match|Prisma Media|Télé-Loisirs|Femme Actuelle|Gala|Voici|Europe 1
+ Bouygues > TF1|Groupe TF1|TF1 Group|LCI|TMC|TFX|TF1 Séries Films|TF1+|Newen Studios|Newen|Telfrance|Capa Presse|Ushuaïa TV|Histoire TV|TF1 Publicité|Reel One Entertainment|Blue Spirit Studio
France Télévisions|France Televisions|France TV|francetv|Groupe France Télévisions > France 2|France 3|France 4|France 5|franceinfo|France Info|France.tv Studio|Outre-mer La 1ère
France Médias Monde|France Medias Monde > France 24|Radio France Internationale|Monte Carlo Doualiya|مونت كارلو الدولية|فرانس 24
Radio France > France Inter|France Culture|France Bleu|France Musique|FIP|Mouv'
MFE-MediaForEurope|MFE|MediaForEurope|Mediaset|Gruppo Mediaset|Mediaset S.p.A.|Mediaset España|Mediaset Espana|Mediaset España Comunicación > Telecinco|Cuatro|Publitalia '80|Publitalia|Publiespaña|RTI|Reti Televisive Italiane|Canale 5|Italia 1|Rete 4|Medusa Film|Taodue|TGCom24|Radio Mediaset|Radio 105|R101|Virgin Radio Italia|Radio Monte Carlo|Mitele|Conecta5|Telecinco Cinema
Atresmedia|Atresmedia Corporación|Atresmedia Corporación de Medios de Comunicación|Antena 3 Televisión > Antena 3|laSexta|La Sexta|Onda Cero|Europa FM|Atresplayer|atresplayer|Neox|Atreseries|Melodía FM
PRISA|Grupo PRISA|Promotora de Informaciones|Prisa Media > Cadena SER|SER|Los 40|LOS40|Cadena Dial|Caracol Radio|W Radio|Diario AS|Cinco Días|Ediciones El País
RTVE|Corporación de Radio y Televisión Española|Radiotelevisión Española > TVE|Televisión Española|Radio Nacional de España|RNE|Teledeporte
RCS MediaGroup|RCS Mediagroup|RCS > Corriere della Sera|La Gazzetta dello Sport|Gazzetta dello Sport|Unidad Editorial|Expansión|RCS Sport
GEDI Gruppo Editoriale|GEDI > la Repubblica|La Repubblica|La Stampa|Radio Deejay|Radio Capital|Radio m2o|HuffPost Italia
Rai|Rai – Radiotelevisione Italiana|RAI Radiotelevisione Italiana|Radiotelevisione italiana > Rai Way|Rai Pubblicità|Rai Cinema|01 Distribution|Rai Com|RaiPlay|Rai News 24|Rai 1|Rai 2|Rai 3|Rai Radio
BBC|British Broadcasting Corporation|بي بي سي|Би-би-си > BBC Studios|BBC Worldwide|UKTV|BBC News|BBC World Service|BBC Studioworks|BBC Global News|BritBox International|BBC Sport|BBC Scotland|BBC Cymru Wales|BBC Radio|BBC Three|BBC Monitoring|BBC Research & Development|BBC Media Action|BBC Northern Ireland|BBC England
ITV|ITV plc|ITV Plc > ITV Studios|ITVX|ITV News|ITV Granada|ITV Tyne Tees|ITV Meridian|ITV Anglia|ITV Wales|ITV Central|ITV Yorkshire|ITV Border|ITV Studios Germany|Tetra Media Studios|Talpa Media|Mammoth Screen|Leftbank Pictures|World Productions|Big Talk Productions|Tomorrow Studios|Twofour|Cattleya|Elk Production|So Television|Multistory Media|Lifted Entertainment|Plimsoll Productions|Hungry Bear Media|ITV Media|ITV Consumer
Channel 4|Channel Four Television Corporation|Channel Four > E4|All 4|More4|Film4|4Studio
+ Paramount Global > Paramount Skydance|Paramount Skydance Corporation|Skydance Media|Skydance Animation|Skydance Interactive|BET|Black Entertainment Television|CBS Studios|Paramount Television Studios|Paramount Network|Channel 5 Broadcasting|CBS Television Stations|Paramount Pictures International
Mediacorp|Mediacorp Pte Ltd|新传媒|新傳媒 > Channel NewsAsia|meWATCH|8world|Suria|Vasantham|CNA938|YES 933|Capital 958
Sky Brasil|SKY Brasil|Sky Brasil Serviços|Sky Serviços de Banda Larga|Vrio|DirecTV Latin America|DIRECTV Latin America > DirecTV Colombia|DirecTV Argentina|DirecTV Chile|DirecTV Perú|DirecTV Ecuador|DirecTV Uruguay|DirecTV Sports
SKY Perfect JSAT|SKY Perfect JSAT Holdings|スカパーJSAT|スカパーJSATホールディングス|スカパー
Sky Network Television|Sky New Zealand|Sky TV New Zealand|Sky Television New Zealand
Sky Airline|SKY Airline|Sky Airline Perú
Fox Sports México|Fox Sports Mexico|FOX Sports México|Grupo Lauman
+ Fox Corporation > Fox Weather|FOX Television Network|Fox Broadcasting Company|FOX Broadcasting|Bento Box Entertainment|MarVista Entertainment|TMZ|Credible Labs|OutKick|Fox Sports Radio|Fox Digital|Fox Television Stations Group
+ Reliance Industries > Star India|Star India Private Limited|Disney Star|Star Plus|StarPlus|Star Sports|Star Bharat|Star Gold|Star Maa|Star Vijay|Star Jalsha|Star Pravah|Star Suvarna|Asianet Star Communications|Hotstar|Disney+ Hotstar|JioHotstar|JioCinema|Jio Cinema|Colors TV|Colors Marathi|Colors Kannada|Colors Bangla|MTV India|Nickelodeon India|Viacom18 Studios|Jio Studios|News18|CNN-News18|CNBC-TV18|Moneycontrol|Firstpost|Mumbai Indians|MI Cape Town|MI Emirates|MI New York|Indiawin Sports
+ Sony > Culver Max Entertainment|Sony Pictures Networks India|SonyLIV|Columbia Records|RCA Records|Epic Records|Arista Records|Sony/ATV|The Orchard|AWAL|Ultra Music|Legacy Recordings|ソニー・ミュージックエンタテインメント|TriStar Pictures|Screen Gems|Game Show Network|GSN|Haven Studios|Firesprite|Housemarque|Bend Studio|Sucker Punch Productions|Polyphony Digital|Media Molecule|Bluepoint Games|Nixxes Software|Valkyrie Entertainment|PlayStation Studios|Audiokinetic|Team Asobi|SIE
Zee Entertainment Enterprises|Zee Entertainment|Zee Entertainment Enterprises Ltd|ZEEL|ज़ी एंटरटेनमेंट|जी एंटरटेनमेंट > ZEE5|Zee5|Zee TV|Zee Studios|Zee Music Company|Zee Marathi|Zee Bangla|Zee Tamil|Zee Telugu|Zee Kannada|Zee Keralam|Zee Cinema|&TV|And TV|Zee Café|Zee Zindagi|Zee Anmol|Zee Theatre|Zee Sarthak|Zee Punjabi
Zee Media Corporation|Zee Media > Zee News|Zee Business|WION|Zee Hindustan|Zee 24 Taas|Zee Salaam|DNA India
Sun TV Network|Sun TV|Sun Network|சன் டிவி|சன் குழுமம் > Sunrisers Hyderabad|Sunrisers Eastern Cape|Sun Pictures|Sun NXT|Gemini TV|Surya TV|Udaya TV|Sun Music|Suryan FM|Northern Superchargers
holding: Times Group|Bennett, Coleman & Co.|Bennett Coleman and Company > The Times of India|Times of India|The Economic Times|Economic Times|Times Internet|Times Network|Times Now|ET Now|Mirror Now|Radio Mirchi|Entertainment Network India|Navbharat Times|Maharashtra Times|Femina|Filmfare|Cricbuzz|Gaana|Times Prime|Zoom TV
HT Media|HT Media Limited|Hindustan Times > Mint|Livemint|Fever FM|Shine.com|Hindustan Media Ventures
Living Media India|India Today Group > TV Today Network|Aaj Tak|आज तक|India Today|The Lallantop|Business Today
ABP Group|ABP Network|ABP Pvt Ltd|Anandabazar Patrika > ABP News|ABP Ananda|ABP Majha|ABP Live
Fuji Media Holdings|フジ・メディア・ホールディングス|フジメディアホールディングス > Fuji Television|Fuji Television Network|フジテレビジョン|フジテレビ|Pony Canyon|ポニーキャニオン|Nippon Broadcasting System|ニッポン放送|共同テレビジョン|共同テレビ|Kyodo Television|Fujipacific Music|フジパシフィックミュージック|Sankei Building|サンケイビル|BSフジ|BS Fuji|Granvista Hotels & Resorts|グランビスタ ホテル&リゾート|フジクリエイティブコーポレーション
Nippon Television Holdings|日本テレビホールディングス|日本テレビ放送網|日本テレビ|日テレ|Nippon TV|Nippon Television Network > HJホールディングス|HJ Holdings|Hulu Japan|Tipness|ティップネス|Studio Ghibli|スタジオジブリ|Tatsunoko Production|タツノコプロ|BS日テレ|CS日テレ|日テレアックスオン|AX-ON|日本テレビ音楽|ムラヤマ|日テレ・テクニカル・リソーシズ|日本テレビアート
Tokyo Broadcasting System|Tokyo Broadcasting System Holdings|TBSホールディングス|東京放送ホールディングス|TBSテレビ|TBS Television > TBSラジオ|TBS Radio|TBSスパークル|TBS Sparkle|BS-TBS|BS-TBS|TBSグロウディア|TBS Glowdia|StylingLife Holdings|スタイリングライフ・ホールディングス|日音|Nichion|TBSアクト|TBSテックス
テレビ朝日ホールディングス|テレビ朝日 > TV Asahi Holdings|TV Asahi|BS朝日|テレビ朝日映像|テレビ朝日ミュージック|テレビ朝日サービス
テレビ東京ホールディングス|テレビ東京|テレ東 > TV Tokyo Holdings|TV Tokyo|BSテレビ東京|BSテレ東|テレビ東京制作|テレビ東京ミュージック
NHK|日本放送協会|Japan Broadcasting Corporation|Nippon Hoso Kyokai > NHKエンタープライズ|NHK Enterprises|NHKグローバルメディアサービス|NHKエデュケーショナル|NHKプラネット|NHKアート|NHKテクノロジーズ|NHK出版|NHK Publishing|NHK World-Japan|NHK World
CyberAgent|サイバーエージェント|CyberAgent Inc. > ABEMA|AbemaTV|Cygames|サイゲームス|CyberZ|サイバーズ|Craft Egg|QualiArts|アプリボット|Applibot|AJA|Tapple|タップル
+ CJ Group > Studio Dragon|스튜디오드래곤|TVING|티빙|Mnet|OCN|CJ ENM Studios|CJ ENM스튜디오스|Fifth Season|Endeavor Content|Culture Depot|컬처디포|Wake One|웨이크원|Stone Music Entertainment|스톤뮤직엔터테인먼트|CJ 4DPlex|CJ4DPLEX
holding: JoongAng Group|중앙그룹|중앙홀딩스|JoongAng Holdings > JTBC|제이티비씨|JoongAng Ilbo|중앙일보|SLL중앙|SLL Joongang|SLL|JTBC Studios|JTBC스튜디오|Megabox|메가박스|메가박스중앙|Megabox JoongAng|JTBC Golf|JTBC Sports|wiip|Wiip|BA Entertainment|BA엔터테인먼트|필름몬스터|Film Monster|클라이맥스스튜디오|Climax Studio|Korea JoongAng Daily|코리아중앙데일리
문화방송|Munhwa Broadcasting Corporation|Munhwa Broadcasting|주식회사 문화방송|엠비씨 > MBC C&I|MBC씨앤아이|MBC플러스|MBC Plus|MBC아카데미|iMBC|아이엠비씨|MBC Every1|MBC에브리원|MBC America|MBC 라디오
Korean Broadcasting System|한국방송공사|KBS|케이비에스 > KBS N|KBS미디어|KBS Media|KBS America|KBS World|KBS Japan|KBS비즈니스|몬스터유니온|Monster Union|KBS아트비전|KBS Art Vision
Seoul Broadcasting System|에스비에스|SBS Korea|SBS 서울방송 > SBS Medianet|SBS미디어넷|SBS Plus|SBS Contents Hub|SBS콘텐츠허브|Studio S|스튜디오S|SBS A&T|SBS에이앤티|SBS M|TY Holdings|티와이홀딩스|SBS Media Holdings|SBS미디어홀딩스
Special Broadcasting Service|SBS Australia|SBS Television Australia > SBS On Demand|NITV|National Indigenous Television
Middle East Broadcasting Center|Middle East Broadcasting Centre|مركز تلفزيون الشرق الأوسط|مجموعة إم بي سي|مجموعة ام بي سي > Shahid|شاهد|Shahid VIP|MBC1|MBC 1|MBC 2|MBC 4|MBC Action|MBC Drama|MBC Masr|MBC مصر|MBC Iraq|Al Arabiya|العربية|Al Hadath|الحدث|MBC Studios|O3 Productions|Wanasah|وناسة|MBC FM
Rotana Media Group|Rotana Group Media > Rotana Records|Rotana Cinema|Rotana Khalijia|روتانا للصوتيات والمرئيات|مجموعة روتانا الإعلامية|روتانا سينما|روتانا خليجية
beIN Media Group|beIN|beIN Sports|beIN SPORTS|بي إن سبورتس|بي ان سبورتس|مجموعة بي إن الإعلامية > Miramax|Digiturk|TOD
Al Jazeera Media Network|Al Jazeera|شبكة الجزيرة الإعلامية|قناة الجزيرة|Al Jazeera Network > AJ+|الجزيرة مباشر|الجزيرة الوثائقية
Saudi Research and Media Group|SRMG|المجموعة السعودية للأبحاث والإعلام > Asharq Al-Awsat|جريدة الشرق الأوسط|Arab News|عرب نيوز|Asharq Business|Asharq News|الشرق للأخبار|Independent Arabia|اندبندنت عربية|Sayidaty|سيدتي|Thmanyah|ثمانية
`;
