/**
 * Group knowledge, round 25 (issue #21): the world's large **construction, engineering-design and infrastructure groups**
 * and the operating companies they run under a brand of their own, in the format of `group-names.ts` ("+ Name > …" grows a
 * group listed in an earlier file). Read by `groups.ts` after the telecom arms' file.
 *
 * Why w3y's five family hand-offs read as moves: Hochtief, Dragados, Kajima, DL E&C and their companies were in no line
 * (only "ACS" alone, Vinci with three entities and Bouygues with two were), so "HOCHTIEF" → "Turner Construction Company",
 * "Grupo ACS" → "Dragados", 鹿島建設 → 鹿島道路 and DL이앤씨 → DL건설 shared no stem the family rules could read — Turner and
 * Dragados name no group word at all, and 鹿島 alone is a place (Kashima) many strangers bear.
 *
 * One line per controlling group, as rounds 12-24 did: ACS holds about 78 % of Hochtief, which owns Turner, Flatiron and
 * CIMIC (CPB Contractors, UGL, Leighton Asia, Sedgman), so ACS's line holds them all; Vinci bought Cobra IS from ACS in
 * 2021, so Cobra is Vinci's; Bouygues holds Colas (97 %) and Equans (since 2022, `group-names-telco-arms.ts`); Eiffage
 * controls APRR through Eiffarie (52 %); Strabag holds Züblin; Ferrovial holds Budimex (50.1 %) and Webber; Webuild holds
 * Lane and Clough; Sacyr holds Somague; Jacobs holds CH2M (Halcrow) and about 65 % of PA Consulting; AECOM holds URS and
 * Tishman; WSP holds Golder, Parsons Brinckerhoff, Louis Berger, Opus and POWER Engineers; Stantec holds MWH; Arcadis holds
 * IBI Group, Hyder, EC Harris and Langdon & Seah; Ramboll holds Henning Larsen; Sweco holds Grontmij; PowerChina holds
 * Sinohydro and the HydroChina institutes; Hyundai E&C consolidates Hyundai Engineering; GS E&C holds GS Inima; DL Inc.
 * controls DL E&C, which owns DL Construction (DL건설) outright since 2025; Kajima holds Kajima Road and its US and
 * Australian builders; Obayashi holds Webcor and Obayashi Road (since 2017); Shimizu consolidates Nippon Road (日本道路);
 * Taisei holds Taisei Rotec; Takenaka holds Takenaka Civil Engineering; Gamuda bought DT Infrastructure from Downer (2022);
 * IJM holds 60 % of Kuantan Port.
 *
 * Out, because sold, spun off or not controlled: Amey (Ferrovial sold it in 2022), Heathrow (Ferrovial sold most of its
 * stake in 2024), Kier Living (sold in 2021, now Tilia Homes), Parsons Brinckerhoff out of Balfour Beatty (WSP's since
 * 2014), Valoriza Medioambiente (Sacyr sold it in 2022), IJM Plantations (sold to KLK in 2023), Gammon (a 50 % joint venture
 * of Balfour Beatty and Jardine), Thiess (CIMIC sold half to Elliott in 2020), Abertis (ACS and Mundys hold half each),
 * Nordex (Acciona holds under half), AECOM's and Jacobs's government services (now Amentum). Left out as unsure: CNBM's
 * listed companies (the groups' control runs through listed intermediaries of varying stakes), CallisonRTKL (Arcadis
 * announced a sale), Cardno (its consulting arms are Stantec's, the rest renamed), Thai Obayashi, Toyo Construction.
 *
 * The guard, as data: look-alikes that are not the group are lines of their own so the longer or written name tells them
 * apart — Turner & Townsend (CBRE's consultancy, not Turner Construction), NCC Limited (India's Nagarjuna Construction,
 * not Sweden's NCC), Taisei Oncho (大成温調, an independent contractor), Vinci Partners (a Brazilian asset manager), JDE
 * Peet's (Jacobs Douwe Egberts, coffee), Hyundai Engineering Plastics (HDC's). Names that are common words or short are
 * not listed alone: "Turner", "Lane", "Flatiron" (Roche's Flatiron Health is `group-names-emea.ts`'s), 鹿島, 大林 (Daelim's
 * Hanja), 清水, 大成.
 *
 * Source: the groups' 2024 annual reports and universal registration documents (their lists of principal subsidiaries
 * and shareholdings: Hochtief Group Report, ACS Informe Anual Integrado, VINCI and Bouygues URD, Eiffage Document
 * d'enregistrement universel, Strabag and Ferrovial annual reports, 有価証券報告書 of 鹿島建設, 大林組, 清水建設, 大成建設 and
 * the 竹中工務店 group page, 사업보고서 of DL이앤씨, 현대건설 and GS건설, Bursa Malaysia filings of Gamuda and IJM), the
 * acquirers' press releases for the acquisitions named above, and encyclopaedia summaries of them. Written group by group
 * by the rule author, never from a labelled set's rows.
 */
export const GROUP_NAMES_CONSTRUCTION = `
+ ACS > Dragados|Dragados S.A.|Dragados USA|Dragados Canada|Vías y Construcciones|Geocisa|Geotecnia y Cimientos|Drace|Pulice Construction|Schiavone Construction|J.F. White Contracting|Prince Contracting|Iridium Concesiones de Infraestructuras|Hochtief|HOCHTIEF AG|Hochtief Infrastructure|Hochtief Engineering|Hochtief PPP Solutions|Hochtief Polska|Hochtief CZ|Hochtief Americas|Hochtief Asia Pacific|ホッホティーフ|Turner Construction|Turner Construction Company|The Turner Corporation|Turner International|Turner Special Projects|Flatiron Construction|Flatiron Constructors|Flatiron Dragados|E.E. Cruz|Clark Builders|CIMIC|CIMIC Group|CPB Contractors|UGL Limited|UGL Pty Ltd|UGL Engineering|Leighton Asia|Leighton Contractors|Leighton Holdings|Sedgman|Pacific Partnerships|EIC Activities
+ Vinci > Vinci SA|Vinci Construction France|Vinci Construction Grands Projets|Vinci Construction International Network|Vinci Construction UK|Vinci Facilities|Vinci Autoroutes|Vinci Airports|Vinci Immobilier|Vinci Concessions|Vinci Highways|Cobra IS|Cobra Instalaciones y Servicios|Cobra Instalaciones|Actemium|Axians|Omexom|Citeos|Cegelec|Sogea-Satom|Sogea Satom|Soletanche Bachy|Soletanche Freyssinet|Freyssinet|Nuvia|Entrepose|Entrepose Contracting|Taylor Woodrow|Dodin Campenon Bernard|Campenon Bernard|Seymour Whyte|HEB Construction|Autoroutes du Sud de la France|Cofiroute|Escota|ANA Aeroportos de Portugal|London Gatwick|Gatwick Airport|ヴァンシ・エアポート
+ Bouygues > Bouygues SA|Bouygues Bâtiment France|Bouygues Batiment France|Bouygues Bâtiment Île-de-France|Bouygues Bâtiment Grand Ouest|Bouygues Bâtiment Sud-Est|Bouygues Travaux Publics|Bouygues Energies & Services|Bouygues Immobilier|Bouygues UK|Bouygues Construction Australia|Losinger Marazzi|VSL International|Dragages Hong Kong|Dragages et Travaux Publics|Americaribe|Linkcity|Colas|Colas SA|Colas Rail|Colas UK|Colas Canada|Colas Suisse|Colas Polska|Colas Hungária|Colas CZ|Aximum|TF1
Eiffage|Eiffage SA|エファージュ > Eiffage Construction|Eiffage Génie Civil|Eiffage Genie Civil|Eiffage Route|Eiffage Énergie Systèmes|Eiffage Energie Systemes|Eiffage Métal|Eiffage Infraestructuras|Eiffage Infra-Bau|Eiffage Rail|Eiffage Immobilier|APRR|Autoroutes Paris-Rhin-Rhône|Autoroutes Paris Rhin Rhone|Eiffarie|Smulders|Heinrich Walter Bau
Strabag|Strabag SE|STRABAG AG|ストラバッグ > Ed. Züblin AG|Ed. Zublin AG|Züblin|Zublin|Zueblin|Züblin Timber|Züblin Spezialtiefbau|Strabag Sp. z o.o.|Strabag a.s.|Strabag Zrt.|Strabag Infrastructure & Safety Solutions|Strabag Property and Facility Services|Strabag Rail|Heilit+Woerner|Heilit + Woerner Bau|Stump Spezialtiefbau|F. Kirchhoff|Josef Möbius Bau|Mischek
+ Ferrovial > Ferrovial Construction|Ferrovial Construcción|Ferrovial Construccion|Ferrovial Agroman|Ferrovial Airports|Ferrovial Construction US|Ferrovial Construction UK|Webber LLC|W. W. Webber|Cadagua
Acciona|Acciona S.A.|アクシオナ > Acciona Energía|Acciona Energia|Acciona Construcción|Acciona Construccion|Acciona Infraestructuras|Acciona Agua|Acciona Ingeniería|Acciona Facility Services|Acciona Mobility|Bestinver
Sacyr|Sacyr S.A. > Sacyr Construcción|Sacyr Construccion|Sacyr Concesiones|Sacyr Ingeniería e Infraestructuras|Sacyr Agua|Sacyr Neopul|Somague|Somague Engenharia|Cavosa|Scrinser
Webuild|Webuild S.p.A.|Salini Impregilo|Impregilo|ウィービルド > The Lane Construction Corporation|Lane Construction|Lane Construction Corporation|Fisia Italimpianti|HCE Costruzioni|Clough Limited|Clough Projects|Astaldi|CSC Costruzioni
Skanska|Skanska AB|スカンスカ > Skanska USA|Skanska USA Building|Skanska USA Civil|Skanska Sverige|Skanska Norge|Skanska Oy|Skanska UK|Skanska Polska|Skanska Czech Republic|Skanska a.s.|Skanska Commercial Development|Skanska Residential Development
NCC AB|NCC Group Sverige > NCC Sverige|NCC Danmark|NCC Norge|NCC Suomi|NCC Industry|NCC Building|NCC Infrastructure|NCC Property Development|NCC Construction
NCC Limited|NCC Ltd|Nagarjuna Construction Company
Peab|Peab AB > Peab Sverige|Peab Norge|Peab Suomi|Peab Anläggning|Peab Industri|Peab Asfalt|Swerock|Lambertsson|Skandinaviska Byggelement
Balfour Beatty|Balfour Beatty plc > Balfour Beatty Kilpatrick|Balfour Beatty Rail|Balfour Beatty US|Balfour Beatty Construction|Balfour Beatty Construction Services UK|Balfour Beatty Living Places|Balfour Beatty Investments|Balfour Beatty Major Projects
Kier Group|Kier Group plc|Kier > Kier Construction|Kier Highways|Kier Infrastructure|Kier Places|Kier Property|Kier Transportation|Mouchel|McNicholas
Laing O'Rourke|Laing ORourke|Laing O Rourke > Crown House Technologies|Explore Manufacturing|Select Plant Hire|Expanded Ltd
Bechtel|Bechtel Corporation|ベクテル > Bechtel National|Bechtel Infrastructure|Bechtel Oil Gas and Chemicals|Bechtel Plant Machinery|Bechtel Global
Fluor|Fluor Corporation|フルア > Fluor Canada|Fluor Limited|Fluor Daniel|Fluor B.V.|Fluor Federal Petroleum Operations|Fluor Marine Propulsion
Jacobs|Jacobs Engineering|Jacobs Engineering Group|Jacobs Solutions > CH2M|CH2M HILL|CH2M Hill|Halcrow|Halcrow Group|PA Consulting|PA Consulting Group|Jacobs UK|Jacobs Australia
JDE Peet's|JDE Peets|Jacobs Douwe Egberts|JDE
Jacobs Holding|Jacobs Holding AG
AECOM|エイコム > AECOM Technology|AECOM Tishman|Tishman Construction|AECOM Hunt|Hunt Construction Group|URS Corporation|URS|AECOM Australia|AECOM Canada|AECOM Limited
+ WSP Global > WSP in Canada|WSP Golder|Golder|Golder Associates|Parsons Brinckerhoff|WSP Parsons Brinckerhoff|Louis Berger|POWER Engineers|Opus International Consultants|Genivar|WSP E&I
Stantec|Stantec Inc. > Stantec Consulting|Stantec Australia|Stantec UK|Stantec Architecture|MWH|MWH Global|MWH Treatment|Morrison Hershfield|ZETCON
Arcadis|Arcadis NV|アルカディス > Arcadis Nederland|Arcadis UK|Arcadis US|Arcadis Deutschland|Arcadis Gen|IBI Group|DPS Group|Hyder Consulting|EC Harris|Langdon & Seah|Langdon and Seah
Ramboll|Rambøll|Ramboll Group > Ramboll Danmark|Rambøll Danmark|Ramboll UK|Ramboll Finland|Ramboll Sverige|Ramboll Norge|Ramboll Deutschland|Ramboll Management Consulting|Henning Larsen|Henning Larsen Architects|ENVIRON|Ramboll Environ
Sweco|Sweco AB > Sweco Sverige|Sweco Norge|Sweco Finland|Sweco Danmark|Sweco GmbH|Sweco UK|Sweco Nederland|Sweco Belgium|Grontmij
Power Construction Corporation of China|PowerChina|POWERCHINA|中国电建|中国电力建设集团|中国电力建设 > Sinohydro|Sinohydro Corporation|中国水电|中国水利水电建设|中国水利水电|HydroChina|中国电建集团|PowerChina International|PowerChina International Group
+ Hyundai Motor Group > Hyundai Engineering|현대엔지니어링|Hyundai Engineering Co.
+ Hyundai Development Company > Hyundai Engineering Plastics
+ GS Group > GS Inima|GS Inima Environment|자이에스앤디|Xi S&D
holding: DL Group|DL그룹|DL Inc.|DL주식회사|Daelim Industrial|대림산업 > DL E&C|DL이앤씨|디엘이앤씨|DL건설|DL Construction|디엘건설|Daelim Construction|대림건설|고려개발|DL케미칼|DL Chemical|DL에너지|DL Energy|Kraton|Cariflex|카리플렉스|글래드호텔|GLAD Hotels
Kajima|Kajima Corporation|鹿島建設|鹿島建設株式会社|カジマ > 鹿島道路|Kajima Road|ケミカルグラウト|Chemical Grouting|鹿島建物総合管理|鹿島リース|日本海工|Kajima USA|Kajima U.S.A.|Kajima Building & Design Group|Kajima Building and Design Group|Hawaiian Dredging Construction Company|Batson-Cook|Flintco|Kajima Australia|Kajima Europe|Kajima Development|Kajima Asia Pacific
Obayashi|Obayashi Corporation|大林組|株式会社大林組 > 大林道路|Obayashi Road|Webcor|Webcor Builders|E.W. Howell|James E. Roberts-Obayashi|Kraemer North America|Obayashi USA|Obayashi Canada|大林新星和不動産
Shimizu Corporation|Shimizu|清水建設|清水建設株式会社 > 日本道路|Nippon Road|Shimizu America|Shimizu Europe
Shimizu Bank|清水銀行
Taisei Corporation|Taisei|大成建設|大成建設株式会社 > 大成ロテック|Taisei Rotec|大成有楽不動産|大成建設ハウジング
Taisei Oncho|大成温調
Takenaka Corporation|Takenaka|竹中工務店|株式会社竹中工務店 > 竹中土木|Takenaka Civil Engineering|Takenaka Europe|竹中不動産
Gamuda|Gamuda Berhad > Gamuda Engineering|Gamuda Land|Gamuda Australia|DT Infrastructure|Gamuda Industrial Building System
IJM Corporation|IJM|IJM Corporation Berhad > IJM Construction|IJM Land|IJM Properties|Kuantan Port|Kuantan Port Consortium|Besraya
Vinci Partners|Vinci Compass
`;
