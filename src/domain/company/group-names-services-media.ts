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
Tech Mahindra|Tech Mahindra Limited|टेक महिंद्रा|テックマヒンドラ|테크마힌드라|Текх Махиндра > Mahindra Satyam|Satyam Computer Services|Comviva|Mahindra Comviva|Lightbridge Communications|BIO Agency|Cerium Systems|Born Group|Zen3 Infosolutions|Mad*Pow|Eventus Solutions|DigitalOnUs|Activus Connect|Allyis|Thirdware Solution|Com Tec Co|Target Group|Sofgen|Hutchison Global Services|The CJS Solutions Group
+ Cognizant > Softvision|Collaborative Solutions|Servian|Linium|Netcentric|Idea Couture|New Signature|Magenic|Devbridge|ESG Mobility|코그니전트
+ DXC Technology > DXCテクノロジー|Computer Sciences Corporation|Xchanging|Tribridge|Concerto Cloud Services|BusinessNow|Argodesign
+ NTT > NTT데이터|Sierra Systems|Carlisle & Gallagher Consulting Group|Netmagic Solutions|恩梯梯数据
+ Fujitsu > PFU|Glovia|Uvance|Fsas Technologies|エフサステクノロジーズ|富士通Japan|Ridgeway Systems
+ NEC > NECネッツエスアイ|NECフィールディング|NECプラットフォームズ|NECソリューションイノベータ|NECマネジメントパートナー|NECネクサソリューションズ|NECファシリティーズ|ABeam Consulting|アビームコンサルティング|日本電気通信システム|恩益禧
Nippon Electric Glass|日本電気硝子|Electric Glass Fiber America
+ Atos > Bull|Groupe Bull|Bull SAS|Maven Wave|Cloudreach|Ipsotek|Eagle Creek Software Services|Edifixio|Paladion|Nimbix|Cryptovision|In Fidem
Sopra Steria|Sopra Steria Group|Groupe Sopra Steria|Sopra Group|Steria|ソプラステリア > Sopra HR Software|Sopra Financial Technology|CS Group|CS Communication & Systèmes|Ordina|Tobania|Galitt|Fidesio|Sodifrance|Cassiopae|Shared Services Connected|SSCL
+ CGI > Logica|LogicaCMG|Acando|Momentum Technologies|Umanis|Unico Computer Systems|Conseillers en gestion et informatique|Cognicase|Sense Corp
EPAM Systems|EPAM|ЭПАМ Системз|ЕПАМ Системс > Emakina|PolSource|Continuum Innovation|Ricston|TH_NK|Big Kahuna|CORE SE|Odysseus Data Services|Just-BI|Optiva Media
Globant|Globant S.A. > Avanxo|Belatrix|GeneXus|Grupo ASSA|Walmeric|Pentalog|Exusia|Xpand IT|Sysdata|Vertic|Bluecap|Giant Monkey Robot|Clarice Technologies|Habitant|Augoor
Endava|Endava plc > Comtrade Digital Services|Exozet|Mindgrub|Levvel|Intuitus|Galax-Esystems
Coforge|NIIT Technologies|Coforge Limited > Cigniti Technologies|Cigniti|SLK Software|Incessant Technologies|Whishworks|Rapid Value Solutions
Persistent Systems|Persistent Systems Limited > MediaAgility|Data Glove|Starfish Associates|Software Corporation International|Parkar Digital|Capiot Software
Hexaware Technologies|Hexaware > Mobiquity|Softcrylic
Birlasoft|Birlasoft Limited > KPIT Infosystems
Cyient|Cyient Limited|Infotech Enterprises > Grit Consulting|Celfinet
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
EDAG|EDAG Engineering|EDAG Group|EDAG Engineering GmbH
Ferchau|FERCHAU GmbH|Ferchau Engineering
Bechtle|Bechtle AG|Bechtle IT-Systemhaus > ARP|Comsoft Direct|Inmac WStore
Cancom|CANCOM SE|CANCOM GmbH > K&P Computer
adesso|adesso SE|adesso Schweiz > arithnea
GFT Technologies|GFT Technologies SE|GFT Group > GFT Italia|GFT Polska|GFT Iberia|GFT Brasil
Reply|Reply S.p.A.|Gruppo Reply > Santer Reply|Data Reply|Storm Reply|Syskoplan Reply|Concept Reply|Machine Learning Reply|Triplesense Reply|Valorem Reply|Cluster Reply|Blue Reply|Spike Reply|Portaltech Reply
Engineering Ingegneria Informatica|Engineering Group|Gruppo Engineering|Engineering D.HUB|Municipia
Almaviva|Almaviva S.p.A.|Gruppo Almaviva > Almawave
Tietoevry|TietoEVRY|Tieto|Tieto Oyj|EVRY ASA > 
Knowit|Knowit AB > Creuna
Devoteam|Devoteam SA|Groupe Devoteam > Ysance|Paradigmo
Capita|Capita plc|Capita Group
TIS|TIS Inc.|TISインテック|TIS株式会社|TISインテックグループ > アグレックス|AGREX|クオリカ|QUALICA|澪標アナリティクス|MFEC|PT Anabatic Technologies
+ Itochu > CTCテクノロジー|CTCシステムマネジメント|CTCエスピー
+ Sumitomo Corporation > ヴィーエー・リナックス・システムズ・ジャパン|Minori Solutions|NetOne Systems|ネットワンシステムズ
+ SK Group > SK C&C|SK AX|SK주식회사 C&C|에스케이씨앤씨|SK Inc. C&C
Pactera|Pactera Technology|文思海辉|文思海辉技术 > HiSoft|海辉软件
iSoftStone|软通动力|软通动力信息技术|iSoftStone Information Technology
Chinasoft International|中软国际|中軟國際|中软国际科技服务 > Chinasoft Resource|中软国际教育科技
Neusoft|Neusoft Corporation|东软集团 > 东软医疗|东软睿驰|东软熙康
Digital China|神州数码|神州数码集团|Digital China Holdings|神州信息|Digital China Information Service
Teleperformance|Teleperformance SE|TP Group|TP|テレパフォーマンス|텔레퍼포먼스|Телеперформанс|تيليبرفورمانس > Majorel|Intelenet|Intelenet Global Services|LanguageLine Solutions|LanguageLine|Senture|PSG Global Solutions|TLScontact
Concentrix|Concentrix Corporation|コンセントリクス|康森特|컨센트릭스 > Webhelp|Convergys|ServiceSource|PK Global|Tigerspike|Minacs|Sellbytel|Webhelp Enterprise
Foundever|Sitel|Sitel Group|Sykes Enterprises|ClientLogic > Alpine Access|Clearlink
TTEC|TTEC Holdings|TeleTech|TeleTech Holdings > Avtex|Serendebyte
Alorica|Alorica Inc. > Expert Global Solutions|EGS Customer Care
TaskUs|TaskUs Inc.
Startek|StarTek|Aegis Limited|Aegis Customer Support Services
Genpact|Genpact Limited|ジェンパクト > Rightpoint|Headstrong|Pharmalink|Barkawi Management Consultants|riskCanvas|Enquero|Hoodoo Digital|XponentL Data|Jawood Business Process Solutions|BrightClaim
EXL|EXL Service|ExlService|ExlService Holdings > Inductis|Datasource Consulting|Health Integrated|RPM Direct|Landacorp|SCIOInspire
Firstsource|Firstsource Solutions|Firstsource Solutions Limited > ISGN|Quintant Services|American Recovery Service|Ascensos
Sutherland Global Services|Sutherland Global|Sutherland Healthcare Solutions
Atento|Atento S.A.|Atento Brasil|Atento Teleservicios
Konecta|Grupo Konecta|Konecta BTO > Comdata Italia
transcosmos|トランスコスモス|transcosmos Inc. > 트랜스코스모스코리아
Conduent|Conduent Inc.
+ Adecco > LHH|Lee Hecht Harrison|LHH Italia|Akkodis|Modis|AKKA Technologies|Spring Professional|Badenoch + Clark|Badenoch & Clark|Pontoon|Pontoon Solutions|Ajilon|Entegee|Soliant Health|Special Counsel|Office Angels|Roevin|Tuja Zeitarbeit|DIS AG|QAPA|Vettery|Hired|YOSS|Ezra Coaching|Olsten|아데코코리아|アデコ株式会社|Адекко|أديكو
+ Randstad > RiseSmart|Twago|GULP|GULP Information Services|Ausy|Obiettivo Lavoro|SFN Group|Spherion|Expectra|Vedior|Yacht|Tempo Team|랜드스타드|Рандстад
+ ManpowerGroup > Right Management|Jefferson Wells|Proservia|ettain group|Elan IT|맨파워코리아
Kelly Services|Kelly Services Inc.|ケリーサービス|凯利服务 > KellyOCG|Kelly Outsourcing and Consulting Group|Kelly Education|Kelly Engineering|Kelly Science|Kelly Scientific Resources|Softworld|Motion Recruitment|Motion Recruitment Partners|NextGen Global Resources|Rocket Power|Teachers On Call|Global Technology Associates|Pediatric Therapeutic Services
Hays|Hays plc|Hays Recruitment|Hays Specialist Recruitment|ヘイズ・スペシャリスト・リクルートメント|瀚纳仕|헤이스코리아|Хейс
Hays Travel|Hays Travel Limited|Hays Independence Group
+ Recruit Holdings > Staffmark|Staffmark Group|Start People|USG People|Unique Personeelsdiensten|Advantage Resourcing|Chandler Macleod|Peoplebank|Staff Service|RGF Professional Recruitment|RGF Executive Search|SUUMO|じゃらん|ゼクシィ|ホットペッパー|Hot Pepper Beauty|スタディサプリ|タウンワーク|リクナビ|Airレジ|Simply Hired|HotPepper Gourmet
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
Korn Ferry|Korn/Ferry International|コーン・フェリー|콘페리 > Hay Group|Futurestep|Lominger|Miller Heiman Group|AchieveForum|Patina Solutions|Infinity Consulting Solutions|Lucas Group
Heidrick & Struggles|Heidrick & Struggles International|ハイドリック・アンド・ストラグルズ|海德思哲 > Heidrick Consulting|Business Talent Group|Atreus|Senn Delaney
Spencer Stuart|スペンサースチュアート|史宾沙
Egon Zehnder|エゴンゼンダー|亿康先达
Russell Reynolds Associates|Russell Reynolds|ラッセル・レイノルズ|罗盛咨询
Gi Group|Gi Group Holding|Gi Group Holding S.p.A. > Wyser|Tack TMI|INTOO|Gi BPO
Synergie|Synergie SE|Synergie Italia|Synergie Interim|Synergie Personal
TrueBlue|TrueBlue Inc. > PeopleReady|PeopleScout|Labor Ready|Spartan Staffing|Centerline Drivers|Staff Management SMX
ASGN|ASGN Incorporated > Apex Systems|Creative Circle|ECS Federal|Oxford Global Resources
AMN Healthcare|AMN Healthcare Services > Merritt Hawkins|O'Grady Peyton|Nursefinders|B.E. Smith|Medical Doctor Associates|Stratus Video|Connetics USA|MillicanSolutions
Cross Country Healthcare|Cross Country Staffing > Cross Country Nurses|Cross Country Search
Insight Global|Insight Global LLC
Kforce|Kforce Inc.
Brunel International|Brunel International N.V.
HeadFirst Group|HeadFirst > Impellam|Impellam Group|Carlisle Support Services|Comensura|Blue Arrow|Medacs Healthcare|Lorien|Guidant Global
House of HR|House of HR N.V. > Accent Jobs|Covebo|Cohedron|Redmore|Enexus
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
+ Bertelsmann > RTL+|RTL Plus|n-tv|ntv Nachrichten|Super RTL|RTLZWEI|RTL Zwei|RTLup|Toggo|Ad Alliance|Groupe M6|M6 Group|Métropole Télévision|M6|W9|6ter|Gulli|Paris Première|M6+|6play|RTL France|Fun Radio|M6 Publicité|M6 Films|Fremantle|Fremantle Media|Wildside|Miso Film|Dancing Ledge Productions|Eureka Productions|Easy Tiger Productions|Abot Hameiri|Random House|Knopf|Alfred A. Knopf|Doubleday|Crown Publishing Group|Viking Press|Bantam Books|Del Rey Books|Ballantine Books|Dorling Kindersley|Ebury Publishing|Transworld Publishers|Heyne|Blanvalet|Verlagsgruppe Random House|Penguin Random House Verlagsgruppe|Plaza & Janés|Alfaguara|Companhia das Letras|BMG|Bertelsmann Education Group|Bertelsmann Investments
+ Canal+ > StudioCanal|STUDIOCANAL|Studiocanal|C8|CNews|CStar|Ciné+|Planète+|Red Production Company|Tandem Productions|SPI International|FilmBox|M7 Group|TV Vlaanderen|Canal Digitaal
Vivendi|Vivendi SE|ヴィヴェンディ|维旺迪 > Gameloft
Havas|Havas SA|Havas N.V.|Havas Group|Havas Media|Havas Media Network|Havas Creative|Havas Health & You|Havas Worldwide > BETC|Arnold Worldwide|Camp + King|Gate One|Socialyse|Conran Design Group
Louis Hachette Group|Louis Hachette > Lagardère|Lagardère SA|Lagardère Publishing|Lagardère Travel Retail|Hachette Livre|Hachette Book Group|Hachette UK|Hodder & Stoughton|Little, Brown and Company|Little, Brown|Grand Central Publishing|Orion Publishing Group|Octopus Publishing Group|Éditions Grasset|Grasset|Fayard|Calmann-Lévy|Larousse|Hatier|Dunod|Armand Colin|Aelia Duty Free|Paradies Lagardère|Le Journal du Dimanche|Paris Match|Prisma Media|Télé-Loisirs|Femme Actuelle|Gala|Voici|Europe 1
+ Bouygues > TF1|Groupe TF1|TF1 Group|LCI|TF1 Séries Films|TF1+|Newen Studios|Newen|Telfrance|Capa Presse|Ushuaïa TV|Histoire TV|TF1 Publicité|Reel One Entertainment|Blue Spirit Studio
France Télévisions|France Televisions|France TV|francetv|Groupe France Télévisions > France 2|France 3|France 4|France 5|franceinfo|France Info|France.tv Studio|Outre-mer La 1ère
France Médias Monde|France Medias Monde > France 24|Radio France Internationale|Monte Carlo Doualiya|مونت كارلو الدولية|فرانس 24
Radio France > France Inter|France Culture|France Bleu|France Musique|Mouv'
MFE-MediaForEurope|MFE|MediaForEurope|Mediaset|Gruppo Mediaset|Mediaset S.p.A.|Mediaset España|Mediaset Espana|Mediaset España Comunicación > Telecinco|Cuatro|Publitalia '80|Publitalia|Publiespaña|Reti Televisive Italiane|Canale 5|Italia 1|Rete 4|Medusa Film|Taodue|TGCom24|Radio Mediaset|Radio 105|R101|Virgin Radio Italia|Radio Monte Carlo|Mitele|Conecta5|Telecinco Cinema
Atresmedia|Atresmedia Corporación|Atresmedia Corporación de Medios de Comunicación|Antena 3 Televisión > Antena 3|laSexta|La Sexta|Onda Cero|Europa FM|Atresplayer|atresplayer|Neox|Atreseries|Melodía FM
PRISA|Grupo PRISA|Promotora de Informaciones|Prisa Media > Cadena SER|Los 40|LOS40|Cadena Dial|Caracol Radio|W Radio|Diario AS|Cinco Días|Ediciones El País
RTVE|Corporación de Radio y Televisión Española|Radiotelevisión Española > TVE|Televisión Española|Radio Nacional de España|RNE|Teledeporte
RCS MediaGroup|RCS Mediagroup|RCS > Corriere della Sera|La Gazzetta dello Sport|Gazzetta dello Sport|Unidad Editorial|RCS Sport
GEDI Gruppo Editoriale|GEDI > la Repubblica|La Repubblica|La Stampa|Radio Deejay|Radio Capital|Radio m2o|HuffPost Italia
Rai|Rai – Radiotelevisione Italiana|RAI Radiotelevisione Italiana|Radiotelevisione italiana > Rai Way|Rai Pubblicità|Rai Cinema|01 Distribution|Rai Com|RaiPlay|Rai News 24|Rai 1|Rai 2|Rai 3|Rai Radio
BBC|British Broadcasting Corporation|بي بي سي|Би-би-си > BBC Studios|BBC Worldwide|UKTV|BBC News|BBC World Service|BBC Studioworks|BBC Global News|BritBox International|BBC Sport|BBC Scotland|BBC Cymru Wales|BBC Radio|BBC Three|BBC Monitoring|BBC Research & Development|BBC Media Action|BBC Northern Ireland|BBC England
ITV|ITV plc|ITV Plc > ITV Studios|ITVX|ITV News|ITV Granada|ITV Tyne Tees|ITV Meridian|ITV Anglia|ITV Wales|ITV Central|ITV Yorkshire|ITV Border|ITV Studios Germany|Tetra Media Studios|Talpa Media|Mammoth Screen|Leftbank Pictures|World Productions|Big Talk Productions|Tomorrow Studios|Twofour|Cattleya|Elk Production|So Television|Multistory Media|Lifted Entertainment|Plimsoll Productions|Hungry Bear Media|ITV Media|ITV Consumer
Channel 4|Channel Four Television Corporation|Channel Four > E4|All 4|More4|Film4|4Studio
+ Paramount Global > Paramount Skydance|Paramount Skydance Corporation|Skydance Media|Skydance Animation|Skydance Interactive|BET|Black Entertainment Television|CBS Studios|Paramount Television Studios|Paramount Network|Channel 5 Broadcasting|CBS Television Stations|Paramount Pictures International
Mediacorp|Mediacorp Pte Ltd > Channel NewsAsia|meWATCH|8world|Vasantham|CNA938|YES 933|Capital 958
Sky Brasil|SKY Brasil|Sky Brasil Serviços|Sky Serviços de Banda Larga|Vrio|DirecTV Latin America|DIRECTV Latin America > DirecTV Colombia|DirecTV Argentina|DirecTV Chile|DirecTV Perú|DirecTV Ecuador|DirecTV Uruguay|DirecTV Sports
SKY Perfect JSAT|SKY Perfect JSAT Holdings|スカパーJSAT|スカパーJSATホールディングス|スカパー
Sky Network Television|Sky New Zealand|Sky TV New Zealand|Sky Television New Zealand
Sky Airline|SKY Airline|Sky Airline Perú
Fox Sports México|Fox Sports Mexico|FOX Sports México|Grupo Lauman
+ Fox Corporation > Fox Weather|FOX Television Network|Fox Broadcasting Company|FOX Broadcasting|Bento Box Entertainment|MarVista Entertainment|TMZ|Credible Labs|OutKick|Fox Sports Radio|Fox Digital|Fox Television Stations Group
+ Reliance Industries > Star India|Star India Private Limited|Disney Star|Star Plus|StarPlus|Star Sports|Star Bharat|Star Gold|Star Maa|Star Vijay|Star Jalsha|Star Pravah|Star Suvarna|Asianet Star Communications|Hotstar|Disney+ Hotstar|JioHotstar|JioCinema|Jio Cinema|Colors TV|Colors Marathi|Colors Kannada|Colors Bangla|MTV India|Nickelodeon India|Viacom18 Studios|Jio Studios|News18|CNN-News18|CNBC-TV18|Moneycontrol|Firstpost|Mumbai Indians|MI Cape Town|MI Emirates|MI New York|Indiawin Sports
+ Sony > Culver Max Entertainment|Sony Pictures Networks India|SonyLIV|Sony LIV|Columbia Records|RCA Records|Epic Records|Arista Records|Sony/ATV|The Orchard|AWAL|Ultra Music|Legacy Recordings|ソニー・ミュージックエンタテインメント|TriStar Pictures|Screen Gems|Game Show Network|GSN|Haven Studios|Firesprite|Housemarque|Bend Studio|Sucker Punch Productions|Polyphony Digital|Media Molecule|Bluepoint Games|Nixxes Software|Valkyrie Entertainment|PlayStation Studios|Audiokinetic|Team Asobi
Zee Entertainment Enterprises|Zee Entertainment|Zee Entertainment Enterprises Ltd|ZEEL|ज़ी एंटरटेनमेंट|जी एंटरटेनमेंट > ZEE5|Zee5|Zee TV|Zee Studios|Zee Music Company|Zee Marathi|Zee Bangla|Zee Tamil|Zee Telugu|Zee Kannada|Zee Keralam|Zee Cinema|Zee Café|Zee Zindagi|Zee Anmol|Zee Theatre|Zee Sarthak|Zee Punjabi
Zee Media Corporation|Zee Media > Zee News|Zee Business|WION|Zee Hindustan|Zee 24 Taas|Zee Salaam|DNA India
Sun TV Network|Sun TV|Sun Network|சன் டிவி|சன் குழுமம் > Sunrisers Hyderabad|Sunrisers Eastern Cape|Sun Pictures|Sun NXT|Gemini TV|Surya TV|Udaya TV|Sun Music|Suryan FM|Northern Superchargers
holding: Times Group|Bennett, Coleman & Co.|Bennett Coleman and Company > The Times of India|Times of India|The Economic Times|Economic Times|Times Internet|Times Network|Times Now|ET Now|Mirror Now|Radio Mirchi|Entertainment Network India|Navbharat Times|Maharashtra Times|Femina|Filmfare|Cricbuzz|Gaana|Times Prime|Zoom TV
HT Media|HT Media Limited|Hindustan Times > Mint|Livemint|Fever FM|Shine.com|Hindustan Media Ventures
Living Media India|India Today Group > TV Today Network|Aaj Tak|India Today|The Lallantop|Business Today
ABP Group|ABP Network|ABP Pvt Ltd|Anandabazar Patrika > ABP News|ABP Ananda|ABP Majha|ABP Live
Fuji Media Holdings|フジ・メディア・ホールディングス|フジメディアホールディングス > Fuji Television|Fuji Television Network|フジテレビジョン|フジテレビ|Pony Canyon|ポニーキャニオン|Nippon Broadcasting System|ニッポン放送|共同テレビジョン|共同テレビ|Kyodo Television|Fujipacific Music|フジパシフィックミュージック|Sankei Building|サンケイビル|BSフジ|BS Fuji|Granvista Hotels & Resorts|グランビスタ ホテル&リゾート|フジクリエイティブコーポレーション
Nippon Television Holdings|日本テレビホールディングス|日本テレビ放送網|日本テレビ|日テレ|Nippon TV|Nippon Television Network > HJホールディングス|HJ Holdings|Hulu Japan|Tipness|ティップネス|Studio Ghibli|スタジオジブリ|Tatsunoko Production|タツノコプロ|BS日テレ|CS日テレ|日テレアックスオン|AX-ON|日本テレビ音楽|日テレ・テクニカル・リソーシズ|日本テレビアート
Tokyo Broadcasting System|Tokyo Broadcasting System Holdings|TBSホールディングス|東京放送ホールディングス|TBSテレビ|TBS Television > TBSラジオ|TBS Radio|TBSスパークル|TBS Sparkle|BS-TBS|BS-TBS|TBSグロウディア|TBS Glowdia|StylingLife Holdings|スタイリングライフ・ホールディングス|Nichion|TBSアクト|TBSテックス
テレビ朝日ホールディングス|テレビ朝日 > TV Asahi Holdings|TV Asahi|BS朝日|テレビ朝日映像|テレビ朝日ミュージック|テレビ朝日サービス
テレビ東京ホールディングス|テレビ東京|テレ東 > TV Tokyo Holdings|TV Tokyo|BSテレビ東京|BSテレ東|テレビ東京制作|テレビ東京ミュージック
NHK|日本放送協会|Japan Broadcasting Corporation|Nippon Hoso Kyokai > NHKエンタープライズ|NHK Enterprises|NHKグローバルメディアサービス|NHKエデュケーショナル|NHKプラネット|NHKアート|NHKテクノロジーズ|NHK出版|NHK Publishing|NHK World-Japan|NHK World
CyberAgent|サイバーエージェント|CyberAgent Inc. > ABEMA|AbemaTV|Cygames|サイゲームス|CyberZ|サイバーズ|Craft Egg|QualiArts|アプリボット|Applibot|Tapple|タップル
+ CJ Group > Studio Dragon|스튜디오드래곤|TVING|티빙|Mnet|OCN|CJ ENM Studios|CJ ENM스튜디오스|Fifth Season|Endeavor Content|Culture Depot|컬처디포|Wake One|웨이크원|Stone Music Entertainment|스톤뮤직엔터테인먼트|CJ 4DPlex|CJ4DPLEX
holding: JoongAng Group|중앙그룹|중앙홀딩스|JoongAng Holdings > JTBC|제이티비씨|JoongAng Ilbo|중앙일보|SLL중앙|SLL Joongang|SLL|JTBC Studios|JTBC스튜디오|Megabox|메가박스|메가박스중앙|Megabox JoongAng|JTBC Golf|JTBC Sports|wiip|Wiip|BA Entertainment|BA엔터테인먼트|필름몬스터|Film Monster|클라이맥스스튜디오|Climax Studio|Korea JoongAng Daily|코리아중앙데일리
문화방송|Munhwa Broadcasting Corporation|Munhwa Broadcasting|주식회사 문화방송|엠비씨 > MBC C&I|MBC씨앤아이|MBC플러스|MBC Plus|MBC아카데미|iMBC|아이엠비씨|MBC Every1|MBC에브리원|MBC America|MBC 라디오
Korean Broadcasting System|한국방송공사|KBS|케이비에스 > KBS N|KBS미디어|KBS Media|KBS America|KBS World|KBS Japan|KBS비즈니스|몬스터유니온|Monster Union|KBS아트비전|KBS Art Vision
Seoul Broadcasting System|에스비에스|SBS Korea|SBS 서울방송 > SBS Medianet|SBS미디어넷|SBS Plus|SBS Contents Hub|SBS콘텐츠허브|스튜디오S|SBS A&T|SBS에이앤티|TY Holdings|티와이홀딩스|SBS Media Holdings|SBS미디어홀딩스
Special Broadcasting Service|SBS Australia|SBS Television Australia > SBS On Demand|NITV|National Indigenous Television
Middle East Broadcasting Center|Middle East Broadcasting Centre|مركز تلفزيون الشرق الأوسط|مجموعة إم بي سي|مجموعة ام بي سي > Shahid|Shahid VIP|MBC1|MBC 1|MBC 2|MBC 4|MBC Action|MBC Drama|MBC Masr|MBC مصر|MBC Iraq|Al Arabiya|قناة العربية|Al Hadath|MBC Studios|O3 Productions|Wanasah|وناسة|MBC FM
Rotana Media Group|Rotana Group Media > Rotana Records|Rotana Cinema|Rotana Khalijia|روتانا للصوتيات والمرئيات|مجموعة روتانا الإعلامية|روتانا سينما|روتانا خليجية
beIN Media Group|beIN|beIN Sports|beIN SPORTS|بي إن سبورتس|بي ان سبورتس|مجموعة بي إن الإعلامية > Miramax|Digiturk|TOD
Al Jazeera Media Network|Al Jazeera|شبكة الجزيرة الإعلامية|قناة الجزيرة|Al Jazeera Network > AJ+|الجزيرة مباشر|الجزيرة الوثائقية
Saudi Research and Media Group|SRMG|المجموعة السعودية للأبحاث والإعلام > Asharq Al-Awsat|جريدة الشرق الأوسط|Arab News|عرب نيوز|Asharq Business|Asharq News|الشرق للأخبار|Independent Arabia|اندبندنت عربية|Sayidaty|Thmanyah
+ Walt Disney Company > ABC News|ABC Entertainment|American Broadcasting Company|ABC Television Network|ABC Owned Television Stations|ESPN+|FX Networks|FX Productions|National Geographic Partners|Nat Geo|20th Century Studios|Searchlight Pictures|20th Television|Disney Television Animation|Walt Disney Television|Industrial Light & Magic|ILM|Skywalker Sound|Disney Theatrical Group|Disney Channel|Freeform|Hollywood Records|Walt Disney Records|Disney Music Group|Buena Vista International|Disney Experiences
National Geographic Society
+ Comcast > NBC|NBC News|DreamWorks Animation|Illumination|Illumination Entertainment|Universal Television|Working Title Films|Carnival Films|Fandango|Rotten Tomatoes|NBC Owned Television Stations|Universal Studios Japan|ユー・エス・ジェイ|Universal Filmed Entertainment Group
+ Warner Bros. Discovery > HBO Max|Discovery+|Cartoon Network|Adult Swim|New Line Cinema|HGTV|Animal Planet|Investigation Discovery|Magnolia Network|Bleacher Report|Avalanche Software|NetherRealm Studios|Rocksteady Studios|TT Games|WB Games Montréal|Portkey Games|Warner TV|Discovery Networks|Global Cycling Network|BluTV|CNN International|CNN en Español|CNN Chile
CNN Brasil|CNN Brazil|Novus Mídia
CNN Portugal|Media Capital|Grupo Media Capital > TVI|TVI24|Rádio Comercial|M80 Rádio|Plural Entertainment
CNN Prima News|FTV Prima > Prima TV|TV Prima|Prima Cool|Prima Max|Prima Zoom|iPrima|Prima Plus
CNN Indonesia|CT Corp|Trans Corp|Trans Media > Trans TV|Trans7|CNBC Indonesia|Detik.com|detikcom|Transmart|Trans Studio|Allo Bank|Bank Mega|Trans Snow World
holding: Demirören Holding|Demirören Grubu|Demirören Medya|Demirören Medya Yatırımları > Hürriyet|Hürriyet Gazetesi|Milliyet|Fanatik|Kanal D|CNN Türk|Demirören Haber Ajansı|Hürriyet Emlak|Kanal D Drama|Demirören TV
Turkuvaz Medya|Turkuvaz Medya Grubu|Turkuvaz Media Group > A Haber|Takvim Gazetesi|ATV Türkiye|Sabah Gazetesi|Daily Sabah
DAZN|DAZN Group|ダゾーン > Foxtel|Foxtel Group|Kayo Sports|Binge|Hubbl|Foxtel Media|Eleven Sports|Eleven Sports Network
+ News Corp > Sky News Australia|Times Newspapers|MarketWatch|Investor's Business Daily|OPIS|Oil Price Information Service|Mansion Global|talkSPORT|Wireless Group|William Morrow|Avon Books|Harlequin|Mills & Boon|Thomas Nelson|Zondervan|Fourth Estate|Move, Inc.|Move Inc.|Herald Sun|The Daily Telegraph Australia|The Courier-Mail|news.com.au
Nine Entertainment|Nine Entertainment Co.|Nine Entertainment Co. Holdings|Nine Network|Nine|Nine Publishing > Stan|Stan Entertainment|9Now|The Sydney Morning Herald|Sydney Morning Herald|The Age|Australian Financial Review|AFR|9Honey|Brisbane Times|WAtoday
Seven West Media|Seven Network|Channel Seven|Seven West Media Limited > The West Australian|7plus|7NEWS|7News|Seven Studios|PerthNow|Perth Now|The Nightly|Seven Productions
Australian Broadcasting Corporation|ABC Australia > ABC iview|ABC Radio National|Triple J|ABC News Australia
Southern Cross Austereo > Triple M|Hit Network|LiSTNR
+ Schibsted Media > VG|SvD|E24|Podme|Fædrelandsvennen|Schibsted Media Group
Vend Marketplaces|Vend|Schibsted|Schibsted ASA > Schibsted Marketplaces|FINN.no|Finn.no|FINN|Blocket|Tori.fi|Bilbasen|Oikotie|Nettbil
holding: Bonnier Group|Bonnier AB|Albert Bonnier AB|Bonnier|ボニエ > Expressen|Dagens Nyheter|Dagens industri|Sydsvenskan|Helsingborgs Dagblad|Kvällsposten|Albert Bonniers Förlag|Bonnierförlagen|Wahlström & Widstrand|Månpocket|Piper Verlag|Carlsen Verlag|Ullstein Buchverlage|Ullstein Verlag|SF Studios|Puls Biznesu|Dagens Medicin|Bokförlaget Forum
Axel Springer|Axel Springer SE|アクセル・シュプリンガー|阿克塞尔·施普林格 > BILD|Bild-Zeitung|Die Welt|WeltN24|Welt am Sonntag|WELT Nachrichtensender|Business Insider|Insider Inc.|Politico|Politico Europe|Morning Brew|Upday|eMarketer|Insider Intelligence|Sport Bild|Auto Bild|Computer Bild|B.Z.
Hearst|Hearst Communications|Hearst Corporation|ハースト|赫斯特 > Fitch Group|Fitch Ratings|Fitch Solutions|CAMP Systems|First Databank|Zynx Health|MCG Health|Homecare Homebase|Harper's Bazaar|Men's Health|Women's Health|Runner's World|San Francisco Chronicle|Houston Chronicle|Times Union|Motor Information Systems|iCrossing|KUBRA
The New York Times Company|New York Times Company|The New York Times|New York Times|NYT > The Athletic|Wirecutter|Serial Productions
Condé Nast|Conde Nast|コンデナスト|康泰纳仕 > Vogue|GQ|The New Yorker|Vanity Fair|Wired|Architectural Digest|Pitchfork|Glamour
Daily Mail and General Trust|DMGT > DMG Media|Daily Mail|MailOnline|New Scientist
Universal Music Group|UMG|Universal Music|Universal Music Group N.V.|ユニバーサル ミュージック|ユニバーサルミュージック|环球音乐|環球音樂|유니버설뮤직|Юниверсал Мьюзик > Def Jam Recordings|Def Jam|Island Records|Republic Records|Interscope Records|Interscope Geffen A&M|Geffen Records|Capitol Records|Capitol Music Group|Motown Records|Polydor|Polydor Records|Virgin Records|Virgin Music Group|EMI Records|EMI|Decca Records|Deutsche Grammophon|Verve Records|UMPG|Ingrooves|Spinefarm Records|Astralwerks|Mercury Records|Blue Note Records|Abbey Road Studios|Eagle Rock Entertainment
+ Warner Music Group > Atlantic Records|Atlantic Records Group|Atlantic Music Group|Parlophone|Parlophone Records|Rhino Entertainment|Rhino Records|Asylum Records|Fueled by Ramen|Big Beat Records|300 Entertainment|Nonesuch Records|Sire Records|Reprise Records|Roadrunner Records|ADA Worldwide|Spinnin' Records|ワーナーミュージック・ジャパン|华纳音乐|워너뮤직코리아|10K Projects
Super Cassettes Industries|T-Series|T Series|टी-सीरीज़|टी-सीरीज|Super Cassettes Industries Private Limited
Saregama|Saregama India|सारेगामा > Yoodlee Films|Carvaan|Pocket Aces
+ Tencent > 阅文集团|China Literature|Tencent Music Entertainment|Tencent Music|腾讯音乐|腾讯音乐娱乐集团|QQ Music|QQ音乐|Kugou|酷狗音乐|Kuwo|酷我音乐|Tencent Video|腾讯视频|WeTV|Tencent Games|腾讯游戏|Leyou Technologies|Digital Extremes|Grinding Gear Games|Miniclip|Inflexion Games|Tencent Pictures|腾讯影业|New Classics Media|新丽传媒|Tencent Cloud|腾讯云|腾讯动漫|Tenpay|财付通|WeChat Pay|微信支付|Yager Development|Fatshark|Sumo Group
NetEase|NetEase Inc.|网易|網易|ネットイース|넷이즈|Нетиз > 网易游戏|网易云音乐|Cloud Village|Youdao|网易有道|Yanxuan|网易严选|Quantic Dream|SkyBox Labs|Thunder Fire|网易伏羲|Leihuo
miHoYo|米哈游|HoYoverse|COGNOSPHERE|Cognosphere|上海米哈游
Hunan Broadcasting System|湖南广播电视台|芒果超媒|Mango Excellent Media|湖南电视台 > 芒果TV|Mango TV|湖南卫视|Hunan TV|芒果影视
China Media Group|中央广播电视总台|中央电视台|中国中央电视台|China Central Television > CGTN|中国国际电视台|China Radio International|中国国际广播电台|央视频|央视网|CCTV.com
Electronic Arts|EA|エレクトロニック・アーツ|艺电|일렉트로닉 아츠|Электроник Артс > EA Sports|EA Vancouver|EA Montreal|BioWare|Respawn Entertainment|DICE|EA DICE|Criterion Games|Motive Studio|Motive Studios|Ripple Effect Studios|Codemasters|Glu Mobile|Playdemic|Firemonkeys Studios|PopCap Games|PopCap|Cliffhanger Games
+ Microsoft > King Digital Entertainment|Infinity Ward|Treyarch|Raven Software|Sledgehammer Games|High Moon Studios|Beenox|id Software|MachineGames|Arkane Studios|Obsidian Entertainment|inXile Entertainment|Double Fine Productions|Ninja Theory|Playground Games|Rare|Turn 10 Studios|343 Industries|Halo Studios|The Coalition|Compulsion Games|Undead Labs|ZeniMax Online Studios|Blizzard
Take-Two Interactive|Take-Two|Take-Two Interactive Software|テイクツー・インタラクティブ > Rockstar Games|Rockstar North|Rockstar Toronto|Rockstar San Diego|Rockstar India|Rockstar Lincoln|Rockstar Leeds|Rockstar Dundee|2K|2K Games|2K Sports|Firaxis Games|Visual Concepts|Hangar 13|Cloud Chamber|Gearbox Software|Gearbox Entertainment|Zynga|Ghost Story Games|Nordeus|Socialpoint|Peak Games|Small Giant Games|Rollic|NaturalMotion|Gram Games|31st Union
Ubisoft|Ubisoft Entertainment|Ubisoft Entertainment SA|ユービーアイソフト|育碧|유비소프트|Юбисофт > Massive Entertainment|Red Storm Entertainment|Ketchapp|Kolibri Games|Blue Byte|RedLynx|Reflections|Ivory Tower|Nadeo|Green Panda Games|Future Games of London|i3D.net|Vantage Studios|Owlient
Embracer Group|Embracer|Embracer Group AB > THQ Nordic|Plaion|Koch Media|Deep Silver|Dambuster Studios|Crystal Dynamics|Eidos-Montréal|Eidos Montréal|Eidos Montreal|Tuxedo Labs|4A Games|Warhorse Studios|Vertigo Games|Amplifier Game Invest|DECA Games|Middle-earth Enterprises|Fellowship Entertainment|Dark Horse Media|Dark Horse Comics|Tarsier Studios|Freemode
Bandai Namco Holdings|Bandai Namco|バンダイナムコホールディングス|バンダイナムコ|万代南梦宫|반다이남코 > Bandai|バンダイ|Namco|ナムコ|バンダイナムコフィルムワークス|Bandai Spirits|BANDAI SPIRITS|Lantis|ランティス
Square Enix|Square Enix Holdings|スクウェア・エニックス|スクウェア・エニックス・ホールディングス|史克威尔艾尼克斯|스퀘어에닉스 > Taito|タイトー
Sega Sammy Holdings|Sega Sammy|セガサミーホールディングス|セガサミー > Sega|SEGA|セガ|Sammy Corporation|Atlus|Sports Interactive|Creative Assembly|Rovio Entertainment|Rovio|Two Point Studios|TMS Entertainment|トムス・エンタテインメント|Sega of America|Sega Europe
Konami Group|Konami|Konami Holdings|コナミグループ|コナミホールディングス|コナミ|科乐美|코나미
Capcom|カプコン|卡普空|캡콤
Koei Tecmo|Koei Tecmo Holdings|コーエーテクモホールディングス|コーエーテクモ|光荣特库摩 > Omega Force
Kadokawa|KADOKAWA|株式会社KADOKAWA|角川|角川書店 > Dwango|ドワンゴ|niconico|FromSoftware|フロム・ソフトウェア|Spike Chunsoft|スパイク・チュンソフト|角川ドワンゴ学園|メディアファクトリー|Media Factory|J-Novel Club
Toho|東宝|Toho Co. > TOHOシネマズ|東宝東和|Toho-Towa|東宝芸能|Science SARU|サイエンスSARU
Toei Company|東映 > Toei Animation|東映アニメーション|東映ビデオ
Shochiku > 松竹芸能
avex|Avex Group|エイベックス|エイベックス・グループ・ホールディングス > エイベックス・エンタテインメント|エイベックス・ピクチャーズ
Nikkei|Nikkei Inc.|日本経済新聞社|日本経済新聞 > Financial Times|FT|日経BP|日経リサーチ|日経ラジオ社
Yomiuri Shimbun|読売新聞|読売新聞社|読売新聞グループ本社|Yomiuri Shimbun Holdings > 読売巨人軍|Yomiuri Giants|中央公論新社
朝日新聞社|朝日新聞 > Asahi Shimbun|朝日新聞出版
+ Krafton > KRAFTON|クラフトン|Unknown Worlds Entertainment|RisingWings|라이징윙스|Dreamotion|드림모션|Neon Giant|Tango Gameworks|ReLU Games
+ Nexon > ネクソン|Neople|네오플|Embark Studios|Nat Games
+ NCSoft > エヌシーソフト|ArenaNet|엔씨다이노스
+ Netmarble > ネットマーブル|Kabam|SpinX Games|Netmarble Nexus|넷마블넥서스
HYBE|하이브|HYBE Corporation|Big Hit Entertainment|빅히트엔터테인먼트|빅히트 엔터테인먼트 > BIGHIT MUSIC|빅히트 뮤직|빅히트뮤직|Big Hit Music|Pledis Entertainment|플레디스엔터테인먼트|Source Music|쏘스뮤직|Belift Lab|빌리프랩|KOZ Entertainment|코즈엔터테인먼트|ADOR|어도어|Ithaca Holdings|SB Projects|Big Machine Label Group|Quality Control Music|Weverse|위버스|Weverse Company|하이브IM
+ Kakao > SM Entertainment|SM엔터테인먼트|에스엠엔터테인먼트|Melon|멜론|Starship Entertainment|스타쉽엔터테인먼트|IST Entertainment|IST엔터테인먼트|BH Entertainment|Management SOOP|Piccoma|ピッコマ|Tapas Entertainment|Radish Media|Wuxiaworld|Kakao Games|카카오게임즈|Lionheart Studio|라이온하트스튜디오|Kakao VX|Kakao Piccoma
JYP Entertainment|JYP엔터테인먼트|제이와이피엔터테인먼트
YG Entertainment|YG엔터테인먼트|와이지엔터테인먼트 > YG PLUS|YG Plus|와이지플러스
Live Nation Entertainment|Live Nation|ライブ・ネイション|理想国 > Ticketmaster|C3 Presents|Insomniac Events|OCESA|Festival Republic|Academy Music Group|House of Blues|Front Gate Tickets|DF Concerts|Ticketmaster Sport|Lollapalooza
CTS Eventim|Eventim|CTS EVENTIM AG > See Tickets|TicketOne|oeticket|Ticketcorner|FKP Scorpio|Semmel Concerts|France Billet|Vivendi Ticketing|Barracuda Music
Madison Square Garden Sports|MSG Sports|Madison Square Garden Sports Corp. > New York Knicks|New York Rangers|Westchester Knicks|Hartford Wolf Pack|Knicks Gaming
Madison Square Garden Entertainment|MSG Entertainment|Madison Square Garden Entertainment Corp. > Radio City Music Hall|Beacon Theatre|Radio City Rockettes|The Chicago Theatre
Sphere Entertainment|Sphere Entertainment Co. > MSG Networks|Sphere Studios|Sphere Las Vegas
City Football Group > Manchester City|Manchester City FC|Manchester City Football Club|Man City|New York City FC|New York City Football Club|NYCFC|Melbourne City FC|Melbourne City|ESTAC Troyes|Troyes AC|Palermo FC|Mumbai City FC|Montevideo City Torque|Lommel SK|Esporte Clube Bahia|EC Bahia|Manchester City Women
Manchester City Council
Red Bull|Red Bull GmbH|レッドブル|레드불|Ред Булл > RB Leipzig|RasenBallsport Leipzig|FC Red Bull Salzburg|New York Red Bulls|Oracle Red Bull Racing|Racing Bulls|Visa Cash App RB|Scuderia AlphaTauri|AlphaTauri|ServusTV|Servus TV|EC Red Bull Salzburg|EHC Red Bull München|Terra Mater Studios|The Red Bulletin
Liberty Media|Liberty Media Corporation > Formula 1|Formula One Group|Formula One Management|F1|Formula One World Championship|MotoGP|Dorna Sports
Fenway Sports Group > Liverpool FC|Liverpool Football Club|Boston Red Sox|Pittsburgh Penguins|Fenway Park
Kroenke Sports & Entertainment|Kroenke Sports > Arsenal FC|Arsenal Football Club|Los Angeles Rams|Denver Nuggets|Colorado Avalanche|Colorado Rapids|Altitude Sports
TKO Group Holdings|TKO Group|TKO > WWE|World Wrestling Entertainment|UFC|Ultimate Fighting Championship|PBR|Professional Bull Riders|IMG
Endeavor|Endeavor Group Holdings > WME|William Morris Endeavor
Creative Artists Agency
Lionsgate|Lionsgate Studios|Lions Gate Entertainment > Entertainment One|eOne|Summit Entertainment|3 Arts Entertainment
Starz|Starz Entertainment|Starz Entertainment Group
AMC Networks|AMC Networks Inc. > AMC Studios|Sundance Now|Shudder|Acorn TV|IFC Films|RLJ Entertainment
AMC Theatres|AMC Entertainment|AMC Entertainment Holdings > Odeon Cinemas|Odeon Cinemas Group|Nordic Cinema Group|UCI Cinemas
Epic Games|Epic Games Inc. > Psyonix|Mediatonic|Quixel|Sketchfab|ArtStation|Harmonix|Tonic Games Group
Unity Technologies|Unity Software > ironSource|Parsec
Savvy Games Group|Savvy Games|مجموعة سافي للألعاب > Scopely|ESL FACEIT Group|FACEIT|ESL Gaming
CD Projekt|CD PROJEKT|CD Projekt S.A.
Paradox Interactive|Paradox Interactive AB > Paradox Development Studio|Paradox Tinto|Triumph Studios
Remedy Entertainment|Remedy Entertainment Oyj
Roblox|Roblox Corporation
Valve|Valve Corporation|Valve Software
Grupa Agora > Gazeta Wyborcza|Wyborcza|Eurozet|Radio ZET|TOK FM|AMS S.A.|Next Film|Kino Helios|Sieć Kin Helios|Helios Cinemas
MAFRA|MAFRA a.s. > iDNES.cz|iDNES|Lidové noviny|Mladá fronta DNES|MF DNES|Radio Impuls|Óčko|Lidovky.cz
Central European Media Enterprises|CME Media Enterprises > TV Nova|Nova TV|Voyo|VOYO|Pro TV|PRO TV|ProTV|Markíza|TV Markíza|bTV|bTV Media Group|Pop TV|Kanal A|Pro TV Chișinău
Mediaworks Hungary|Mediaworks Hungary Zrt.|KESMA|Közép-Európai Sajtó és Média Alapítvány > Nemzeti Sport|Nemzeti Sport Online|Világgazdaság|Kisalföld|Vas Népe|Zalai Hírlap|Délmagyarország|Észak-Magyarország|Fejér Megyei Hírlap|Figyelő
StarLightMedia|СтарЛайтМедіа|Starlight Media > СТБ|STB|ICTV|Novyi Kanal|М1|Starlight Sales
1+1 media|1+1 медіа|Медіагрупа 1+1|1+1 Media Group > 1+1 Україна|ТЕТ|2+2|ПлюсПлюс|Бігуді|1+1 Production|1+1 Digital
Keshet Media Group|Keshet Media|Keshet International|קשת מדיה|קבוצת קשת|קשת מדיה גרופ > קשת 12|Keshet 12|מאקו|קשת בינלאומי|Keshet Broadcasting|Keshet Studios
Reshet Media|Reshet 13|רשת 13|רשת מדיה
Antenna Group|ANT1 Group|Antenna TV|Antenna Hellas|Όμιλος ANT1 > ANT1|ANT1+|Netwix|Antenna Studios|Antenna Entertainment|Easy 97.2|ΑΝΤ1|ANT1 Satellite
ERT|Ελληνική Ραδιοφωνία Τηλεόραση|ΕΡΤ|Hellenic Broadcasting Corporation > ΕΡΤ1|ΕΡΤ2|ΕΡΤ3|ERT1|ERTFLIX|ΕΡΤ Ειδήσεις|ERTNEWS
Sanoma|Sanoma Oyj|Sanoma Media Finland|Sanoma Learning|サノマ > Helsingin Sanomat|Ilta-Sanomat|Ruutu|Supla|Nelonen|Nelonen Media|Nowa Era|Young Digital Planet|Iddink
DPG Media|DPG Media Group|De Persgroep|DPG Media Nederland|DPG Media België > Het Laatste Nieuws|de Volkskrant|Volkskrant|Trouw|Het Parool|Parool|Algemeen Dagblad|VTM|Qmusic|Tweakers|Independer|Kieskeurig|Berlingske Media|Berlingske|Medialaan
Mediahuis|Mediahuis Group|Mediahuis NV > De Telegraaf|Telegraaf|NRC Handelsblad|De Standaard|Het Nieuwsblad|Gazet van Antwerpen|Het Belang van Limburg|Irish Independent|Independent News & Media|Sunday World|Belfast Telegraph|Luxemburger Wort|Aachener Zeitung|Aachener Nachrichten|Noordhollands Dagblad|Leeuwarder Courant|Dagblad van het Noorden
Ringier|Ringier AG > Blick|Blick TV
TX Group|Tamedia > Tages-Anzeiger|20 Minuten|20 Minutes|Goldbach Group|Basler Zeitung|Berner Zeitung|Der Bund|SonntagsZeitung|24 heures|Tribune de Genève
Funke Mediengruppe|FUNKE Mediengruppe|Funke Medien > WAZ|Westdeutsche Allgemeine Zeitung|Berliner Morgenpost|Hamburger Abendblatt|Thüringer Allgemeine|Hörzu|Bild der Frau|Funke Digital
Hubert Burda Media|Burda|Burda Verlag|Hubert Burda Media Holding > FOCUS Online|Bunte|Chip|New Work SE|XING|kununu|HolidayCheck|Cyberport|BurdaForward
Spiegel-Verlag|Der Spiegel|SPIEGEL Gruppe|DER SPIEGEL > manager magazin|Harvard Business manager|SPIEGEL TV
ZDF|Zweites Deutsches Fernsehen > ZDFneo|ZDF Studios|ZDF Enterprises|ZDFinfo|ZDFmediathek
Mondadori|Gruppo Mondadori|Arnoldo Mondadori Editore > Einaudi|Giulio Einaudi Editore|Sperling & Kupfer|Edizioni Piemme|Piemme|Electa|De Agostini Scuola
Bauer Media Group|Bauer Media|Heinrich Bauer Verlag|Bauer Media Audio > Absolute Radio|Magic Radio|Hits Radio|Greatest Hits Radio|Planet Rock|RMF FM|Grupa RMF|Radio Norge|Mix Megapol|Bauer Xcel Media
Global Media & Entertainment|Global Media and Entertainment > Capital FM|Heart FM|Classic FM|Smooth Radio|Radio X|Global Player
Impresa|Grupo Impresa|Impresa SGPS > SIC Notícias|SIC Internacional
Grupo Bandeirantes|Grupo Bandeirantes de Comunicação|Rede Bandeirantes|Band > TV Bandeirantes|Band FM|BandNews FM|BandNews TV|BandSports|Rádio Bandeirantes|Arte1|Terraviva
+ Grupo Globo > GNT|Multishow|SporTV|Globo Filmes|Valor Econômico|O Globo|Rádio Globo|Gshow|Canal Futura|Globo Play
SBT|Sistema Brasileiro de Televisão|Grupo Silvio Santos > SBT News|Jequiti|Tele Sena|Liderança Capitalização
RecordTV|Rede Record|Grupo Record|Record TV > R7|Record News
Caracol Televisión|Caracol TV|Caracol Televisión S.A. > Caracol Internacional|Blu Radio|Caracol Next
+ Grupo Clarín > El Trece|Todo Noticias|Diario Clarín
+ Grupo Televisa > Videocine|Editorial Televisa|Univision|ViX|Vix|TelevisaUnivision Digital
ABS-CBN|ABS-CBN Corporation > Star Cinema|Dreamscape Entertainment|iWantTFC|The Filipino Channel|Star Magic|Star Music|MOR Entertainment|Kapamilya Channel
GMA Network|GMA Network Inc.|GMA > GMA Pictures|GMA Integrated News|GMA New Media|GMA News
GMM Grammy|แกรมมี่|GMM Grammy Public Company|จีเอ็มเอ็ม แกรมมี่ > GMM Music|GMM25|GDH 559|GMMTV|One31|The One Enterprise
Đài Truyền hình Việt Nam|VTV|Vietnam Television|Đài Truyền hình Việt Nam (VTV) > VTVcab|VTV Cab|Truyền hình Cáp Việt Nam|Tổng Công ty Truyền hình Cáp Việt Nam|VTVgo|VTV Digital|VTV1|VTV3
+ MNC Group > Okezone|Sindonews|MNC Pictures|MNC Studios|Vision+
+ Elang Mahkota Teknologi > KapanLagi Youniverse|Liputan6|Moji
Kompas Gramedia|Kompas Gramedia Group > Harian Kompas|Kompas TV|Kompas.com|Gramedia|Gramedia Pustaka Utama|Tribun Network|Santika Indonesia Hotels & Resorts|Hotel Santika
Canadian Broadcasting Corporation|CBC/Radio-Canada|Radio-Canada|Société Radio-Canada|ICI Radio-Canada > CBC News|CBC Gem|ICI TOU.TV|Radio Canada International|CBC Sports|CBC Music
Corus Entertainment|Corus Entertainment Inc. > Global Television Network|Global News|Nelvana|Corus Radio|Kids Can Press
+ BCE > Crave|TSN|Noovo|CTV News|Bell Media Radio|Astral Media
+ Rogers Communications > Rogers Sports & Media|Sportsnet|Citytv|Toronto Blue Jays|Rogers Centre|Maple Leaf Sports & Entertainment|MLSE|Toronto Maple Leafs|Toronto Raptors|Toronto FC
`;
