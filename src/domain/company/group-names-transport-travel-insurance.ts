/**
 * Group knowledge, round 31 (issue #21, industries31b): transport and logistics (airlines, rail, shipping and ports, parcel
 * and freight forwarding, trucking), hospitality, travel and restaurants (hotel groups, cruise, tour operators, online
 * travel, restaurant companies), and insurance and real estate (insurers, reinsurers, brokers; developers, REITs, property
 * brokers and managers), written before any read set showed these industries, in the format of `group-names.ts` ("+ Name >
 * …" grows a group listed in an earlier file). Read by `groups.ts` after the services file.
 *
 * The groups: the largest of each industry worldwide that no earlier file listed, and for those listed (Lufthansa, Air
 * France-KLM, IAG, Accor, Marriott, Allianz, AXA, Munich Re …) the country entities, operating companies and brands their
 * staff write that were missing. Written group by group from the groups' annual reports' lists of principal subsidiaries
 * and their investor pages, never from a labelled row.
 *
 * Decisions (docs/decisions.md, "Detection round 31 (industries b)"): control decides, as round 15 and round 30 did — a
 * franchised or managed hotel is its owner's, not the brand's (the brand's own company and its owned hotels are the group's,
 * listed as "<brand> Hotels" or by a word only the brand uses); a joint venture or a stake below half is not listed (ANA's
 * and Lufthansa's stakes, Emirates' dnata is its own line in an earlier file); a restaurant franchisee is its own company
 * (`franchisee.ts`); a name many strangers share (Delta, United, American, Allied, Sun, Marsh alone in a longer name) is
 * listed only in the form the company uses ("Delta Air Lines", "United Airlines").
 */
export const GROUP_NAMES_TRANSPORT_TRAVEL_INSURANCE = `
Delta Air Lines|Delta Airlines|デルタ航空|达美航空 > Delta Connection|Endeavor Air|Delta TechOps|Delta Vacations|Delta Cargo
United Airlines|United Airlines Holdings|ユナイテッド航空|美国联合航空 > United Express|United Cargo
American Airlines|American Airlines Group|アメリカン航空|美国航空 > Envoy Air|Piedmont Airlines|PSA Airlines|American Eagle
Southwest Airlines|Southwest Airlines Co.
Alaska Air Group|Alaska Airlines > Horizon Air|Hawaiian Airlines
JetBlue|JetBlue Airways
Air China|中国国航|中国国际航空|中国国际航空公司 > Shenzhen Airlines|深圳航空|Air Macau|澳门航空|Dalian Airlines|国货航|Ameco
China Southern Airlines|中国南方航空|南方航空 > Xiamen Airlines|厦门航空|China Southern Air Logistics|南航物流|Chongqing Airlines
China Eastern Airlines|中国东方航空|东方航空 > Shanghai Airlines|上海航空|China United Airlines|中国联航|China Eastern Logistics|东航物流
Japan Airlines|日本航空|JALグループ > J-Air|ジェイエア|Japan Transocean Air|日本トランスオーシャン航空|Zipair|ZIPAIR Tokyo|Spring Japan|JALスカイ|JAL Sky|JALエンジニアリング|JAL Engineering
ANA Holdings|All Nippon Airways|全日本空輸|全日空|ANAホールディングス > Peach Aviation|ピーチ・アビエーション|Air Japan|エアージャパン|ANA Wings|ANAウイングス|ANA Cargo|ANA Air Service|ANAエアポートサービス
+ Singapore Airlines > シンガポール航空
+ Qatar Airways > Hamad International Airport
Etihad Airways|Etihad Aviation Group|الاتحاد للطيران > Etihad Cargo|Etihad Engineering|Etihad Airport Services
flydubai|فلاي دبي
Aeroflot|Аэрофлот|Aeroflot Group > Rossiya Airlines|Pobeda
LOT Polish Airlines|PLL LOT|Polskie Linie Lotnicze LOT
SAS Scandinavian Airlines|Scandinavian Airlines|SAS Group > SAS Link|SAS Connect|SAS Cargo|SAS Ground Handling
Finnair|Finnair Group > Aurinkomatkat
TAP Air Portugal|TAP Portugal|Transportes Aéreos Portugueses > Portugália Airlines|TAP Express|Cateringpor
Aegean Airlines|Aegean|Αεροπορία Αιγαίου > Olympic Air|Ολυμπιακή Αεροπορία
El Al|El Al Israel Airlines|אל על > Sun d'Or|סאנדור
easyJet|easyJet Airline Company|easyJet Europe|easyJet Switzerland
Wizz Air|Wizz Air Holdings|Wizz Air Hungary|Wizz Air UK|Wizz Air Malta|Wizz Air Abu Dhabi
Condor|Condor Flugdienst|Condor Airlines
InterGlobe Aviation|IndiGo|IndiGo Airlines|इंडिगो
WestJet|WestJet Group|WestJet Airlines > Swoop|Sunwing Airlines|Sunwing Vacations
Azul|Azul Linhas Aéreas|Azul Linhas Aéreas Brasileiras
+ Avianca > Gol Transportes Aéreos
Volaris|Controladora Vuela Compañía de Aviación
+ Lufthansa > Eurowings Discover
+ Air France-KLM > Transavia Airlines|Flying Blue|KLM Cargo|Servair
+ IAG > IB Opco|Iberia Líneas Aéreas de España|British Airways Holidays
MSC|MSC Mediterranean Shipping Company|Mediterranean Shipping Company|MSC Group > MEDLOG|Terminal Investment Limited|Explora Journeys|Gram Car Carriers|Bolloré Africa Logistics|AGL Africa Global Logistics|Africa Global Logistics|Grandi Navi Veloci|SAS Shipping Agencies Services
Hapag-Lloyd|Hapag Lloyd|ハパックロイド > Hanseatic Global Terminals|SAAM Terminals
COSCO Shipping|COSCO|China COSCO Shipping|中远海运|中国远洋海运|中远海运集团 > 中远海运集运|OOCL|Orient Overseas Container Line|东方海外|中远海运港口|中远海运物流|中远海运能源|Piraeus Port Authority|Οργανισμός Λιμένος Πειραιώς
Ocean Network Express|ONE Ocean Network Express|オーシャン ネットワーク エクスプレス
Evergreen Marine|Evergreen Marine Corporation|Evergreen Line|長榮海運|长荣海运|Evergreen Group|長榮集團 > EVA Air|長榮航空|长荣航空|Evergreen Aviation Technologies|Uni Air|立榮航空|Evergreen International Storage & Transport
Yang Ming Marine Transport|Yang Ming|陽明海運
HMM|HMM Co.|Hyundai Merchant Marine|에이치엠엠|현대상선
ZIM|ZIM Integrated Shipping Services
Wan Hai Lines|萬海航運
+ CMA CGM > CEVA Logistics|American President Lines|ANL Container Line|CNC Line|Mercosul Line|CMA Terminals|Bolloré Logistics|La Méridionale
+ Maersk > Sealand Maersk|Visible SCM
+ DSV > Schenker|Agility Global Integrated Logistics
+ Deutsche Bahn > DB Vertrieb|DB Engineering & Consulting|DB Fahrzeuginstandhaltung|S-Bahn Berlin|S-Bahn München|DB Arriva
+ Deutsche Post DHL > European Air Transport Leipzig
SNCF|SNCF Groupe|Société nationale SNCF|Groupe SNCF > Fret SNCF|TGV inOui|Intercités|Geodis|Eurostar Group|Eurostar|Rail Logistics Europe|VFLI
Renfe|Renfe Operadora|Grupo Renfe > Avlo
Adif|Administrador de Infraestructuras Ferroviarias
+ Ferrovie dello Stato > FS Logistica
ÖBB|Österreichische Bundesbahnen|ÖBB-Holding > Rail Cargo Austria|Rail Cargo Group
SBB|Schweizerische Bundesbahnen|SBB CFF FFS|Chemins de fer fédéraux suisses
NS|Nederlandse Spoorwegen|NS Groep
Japan Railways East|JR East|East Japan Railway Company|JR東日本|東日本旅客鉄道 > JR東日本リテールネット|JR東日本ビルテック|LUMINE|Atre|JR東日本ホテルズ
JR Central|Central Japan Railway Company|JR東海|東海旅客鉄道 > JR東海ツアーズ|ジェイアール東海高島屋|JR東海情報システム
JR West|West Japan Railway Company|JR西日本|西日本旅客鉄道 > JR西日本ITソリューションズ|JR西日本不動産開発|日本旅行|Nippon Travel Agency
China State Railway Group|中国国家铁路集团|中国铁路|国铁集团 > 中国铁路北京局集团|中国铁路上海局集团|中国铁路广州局集团|中铁快运|中铁集装箱|China Railway Express
+ Indian Railways > Ministry of Railways|IRCTC|Indian Railway Catering and Tourism Corporation|CONCOR|Container Corporation of India|RailTel|RITES|IRCON|Rail Vikas Nigam
Union Pacific|Union Pacific Railroad
+ Berkshire Hathaway > Burlington Northern Santa Fe
CSX|CSX Transportation
Norfolk Southern|Norfolk Southern Railway
Nippon Express|NX Group|NIPPON EXPRESS HOLDINGS|日本通運|NXホールディングス > NX日本通運|NX Cargo|日通NECロジスティクス|Cargo-Partner
+ Yamato Holdings > ヤマトシステム開発|Yamato System Development|ヤマトロジスティクス|Yamato Logistics|ヤマトグローバルエキスプレス
SG Holdings|Sagawa Express|佐川急便|SGホールディングス > SGムービング|Expolanka|佐川グローバルロジスティクス
SF Holding|SF Express|顺丰|顺丰速运|顺丰控股 > SF Airlines|顺丰航空|Kerry Logistics|嘉里物流|SF International
+ JD.com > Deppon|德邦快递|跨越速运|Kuayue Express
ZTO Express|中通快递
YTO Express|圆通速递|圆通
+ Alibaba Group > 菜鸟网络
+ Kühne + Nagel > Kuehne+Nagel|Kuehne+Nagel Road Logistics|Apex Logistics|Quick International Courier|Blue Anchor Line
Expeditors|Expeditors International|Expeditors International of Washington
C.H. Robinson|CH Robinson|C.H. Robinson Worldwide > Robinson Fresh|Navisphere
XPO|XPO Logistics|XPO Inc.|XPO Freight
GXO|GXO Logistics|Clipper Logistics|Wincanton
RXO|Coyote Logistics
J.B. Hunt|JB Hunt|J.B. Hunt Transport Services|J.B. Hunt Transport
Ryder|Ryder System|Ryder System, Inc.
Old Dominion Freight Line|Old Dominion
Knight-Swift|Knight-Swift Transportation|Knight Transportation|Swift Transportation|AAA Cooper Transportation|US Xpress
Landstar|Landstar System
TFI International|TForce Freight|TForce Logistics
+ DP World > Topaz Energy and Marine
+ PSA International > BDP International|PSA Genova Pra|Jurong Port|PSA Marine Pte
+ Adani Group > Adani Ports and Special Economic Zone|APSEZ|अदानी पोर्ट्स|Adani Logistics|Gangavaram Port|Haifa Port|Adani Krishnapatnam Port|Ocean Sparkle
China Merchants Port|China Merchants Port Holdings|招商局港口 > 招商局物流|China Merchants Logistics|Sinotrans|中国外运|中外运|Sinotrans & CSC
Fraport|Fraport AG|Frankfurt Airport|Flughafen Frankfurt > Lima Airport Partners|N*ICE Aircraft Services
Aena|Aena S.M.E.|Aena Aeropuertos|Aeropuertos Españoles y Navegación Aérea > London Luton Airport
Heathrow|Heathrow Airport|Heathrow Airport Limited|Heathrow Airport Holdings
+ Aéroports de Paris > ADP International|Hub One
+ Vinci > Aéroports de Lyon|Aeroporto de Lisboa|Aeroporto do Porto|Belgrade Airport|Aeropuertos Dominicanos Siglo XXI
Abu Dhabi Airports|مطارات أبوظبي|Zayed International Airport
Changi Airport Group|樟宜机场集团 > Changi Airports International|Singapore Changi Airport
Narita International Airport|成田国際空港
Incheon International Airport Corporation|인천국제공항공사 > 인천공항시설관리|인천공항운영서비스|인천국제공항보안
Royal Mail|International Distribution Services|Royal Mail Group > General Logistics Systems|GLS Germany|GLS Italy|GLS Spain|GLS Netherlands|GLS Poland|GLS Hungary|Parcelforce Worldwide
La Poste|Groupe La Poste|Le Groupe La Poste > DPDgroup|DPD France|DPD UK|DPD Deutschland|DPD Polska|DPD Romania|DPD Česká republika|Chronopost|Colissimo|La Banque Postale|CNP Assurances
PostNL|PostNL Holding|PostNL Pakketten > Spring Global Mail|Fietskoeriers
+ Poste Italiane > Gruppo Poste Italiane|Sennder Italia
Correos|Sociedad Estatal Correos y Telégrafos|Grupo Correos
+ Poczta Polska > Grupa Poczta Polska
Österreichische Post|Post AG|Österreichische Post AG > Aras Kargo|bank99|Post & Co
Swiss Post|Die Post|Die Schweizerische Post|La Poste Suisse|Post CH > PostFinance|PostLogistics
PostNord|PostNord Sverige|PostNord Danmark|PostNord Group > Direct Link
+ Japan Post Holdings > ゆうパック
China Post|中国邮政|中国邮政集团 > 中国邮政储蓄银行|Postal Savings Bank of China|中国邮政速递物流
India Post|भारतीय डाक|Department of Posts
+ UPS > The UPS Store|Velocity Express
+ FedEx > Federal Express
+ Accor > Mercure Hotels|Swissôtel Hotels|Orient Express|Mövenpick|Grand Mercure|Greet Hotels|hotelF1|Novotel Hotels|ibis Hotels|Fairmont Hotels & Resorts|Rixos Hotels|D-Edge|ResDiary
+ Hyatt > Andaz|Andaz Hotels|Park Hyatt|Grand Hyatt|Alila Hotels|Thompson Hotels|Apple Leisure Group|ALG Vacations|AMResorts|Secrets Resorts|Dreams Resorts|Zoëtry|Playa Hotels & Resorts|Mr & Mrs Smith|Dream Hotel Group|Unbound Collection by Hyatt
+ Marriott International > JW Marriott|Courtyard by Marriott|Courtyard Hotels|Fairfield by Marriott|Residence Inn|SpringHill Suites|TownePlace Suites|Moxy Hotels|AC Hotels by Marriott|Gaylord Hotels|W Hotels|Edition Hotels|The Luxury Collection|Autograph Collection|Tribute Portfolio|Four Points by Sheraton|Element Hotels|Protea Hotels|City Express by Marriott
+ Hilton > Homewood Suites|Home2 Suites|Curio Collection|Canopy by Hilton|Tapestry Collection|LXR Hotels|Tempo by Hilton|Motto by Hilton|Signia by Hilton|Spark by Hilton
+ Jin Jiang International > Radisson Blu|Radisson Collection|Radisson RED|Park Plaza Hotels|Park Inn by Radisson|Country Inn & Suites
+ Minor International > NH Hotels|NH Collection|Swensen's
+ Jin Jiang International > 锦江之星|麗枫酒店|喆啡酒店
Wyndham Hotels & Resorts|Wyndham|Wyndham Hotels > Ramada Worldwide|Days Inn|Super 8|Howard Johnson|La Quinta|La Quinta Inns & Suites|Wingate by Wyndham|Travelodge by Wyndham|Dolce Hotels|Registry Collection Hotels|Trademark Collection
Travel + Leisure Co.|Wyndham Destinations|Wyndham Vacation Clubs|Club Wyndham
Choice Hotels|Choice Hotels International > Comfort Inn|Comfort Suites|Quality Inn|Clarion Hotels|Sleep Inn|Econo Lodge|Rodeway Inn|Cambria Hotels|WoodSpring Suites|Radisson Americas|Everhome Suites
Best Western|Best Western Hotels & Resorts|BWH Hotels > WorldHotels
Meliá Hotels International|Meliá|Melia Hotels|Sol Meliá > Gran Meliá|ME by Meliá|Sol by Meliá|Affiliated by Meliá
Barceló Hotel Group|Grupo Barceló|Barceló Hotels & Resorts > Occidental Hotels|Allegro Hotels|Royal Hideaway|Ávoris|Barceló Viajes|Halcón Viajes|Viajes Ecuador
RIU Hotels & Resorts|RIU Hotels|Hoteles RIU
Iberostar|Grupo Iberostar|Iberostar Hotels & Resorts
Palladium Hotel Group|Grupo Empresas Matutes > TRS Hotels|Grand Palladium
Whitbread|Whitbread PLC > Premier Inn|Premier Inn Hotels|Brewers Fayre|Bar + Block|Cookhouse + Pub
Travelodge UK|Travelodge Hotels
Scandic Hotels|Scandic|Scandic Hotels Group
Nordic Choice Hotels|Strawberry Hotels|Choice Hotels Scandinavia|Clarion Hotel|Quality Hotel|Comfort Hotel|Strawberry Group
+ H World Group > IntercityHotel|Jaz in the City|MAXX by Steigenberger|Zleep Hotels
Four Seasons|Four Seasons Hotels and Resorts|Four Seasons Hotels
Rosewood Hotel Group|Rosewood Hotels & Resorts|New World Hotels|KHOS|瑰丽酒店
The Peninsula Hotels|Hongkong and Shanghai Hotels|香港上海大酒店
Oberoi Hotels|Oberoi Hotels & Resorts|EIH Limited|The Oberoi Group > Trident Hotels
+ Tata > Taj SATS|Tree of Life Resorts
+ ITC Limited > Fortune Hotels|Storii by ITC Hotels
OYO|OYO Rooms|Oravel Stays > Motel 6|Studio 6
Lemon Tree Hotels|Red Fox Hotels|Keys Hotels
Atour|Atour Lifestyle|亚朵集团
BTG Homeinns|Homeinns|首旅如家|如家酒店|首旅酒店 > 和颐酒店|Yitel
Hotel Shilla|호텔신라|신라호텔 > 신라스테이|Shilla Stay|신라면세점|Shilla Duty Free
+ Lotte > 롯데시티호텔|L7 Hotels|시그니엘
Prince Hotels|プリンスホテル|西武ホールディングス|Seibu Holdings > 西武鉄道|Seibu Railway|西武・プリンスホテルズワールドワイド|Seibu Prince Hotels Worldwide
Tokyu Corporation|東急グループ|東急株式会社 > 東急ホテルズ|Tokyu Hotels|東急電鉄|Tokyu Livable|東急ストア|東急百貨店
+ دبي القابضة > Jumeirah|جميرا
Rotana|Rotana Hotels|روتانا
Kempinski|Kempinski Hotels|Kempinski AG
+ Jardine Matheson > Mandarin Oriental Hotels|文华东方
Airbnb|Airbnb, Inc.|Airbnb Ireland|Airbnb Payments > Luxury Retreats|Hotel Tonight|HotelTonight
+ Booking Holdings > Getaroom|Momondo|Cheapflights|Swarmia
+ Expedia Group > CarRentals.com|Hotels.com L.P.
Trip.com Group|Trip.com|Ctrip|携程|携程旅行网|携程集团 > Skyscanner|Qunar|去哪儿|去哪儿网|Tongcheng Travel|同程旅行|Tripadvisor China|途家
MakeMyTrip > Goibibo|redBus
Tripadvisor|TripAdvisor Inc. > TheFork|LaFourchette|Cruise Critic|SmarterTravel
Amadeus|Amadeus IT Group|Amadeus IT Group S.A.|Amadeus Hospitality|Amadeus s.a.s. > TravelClick
Sabre|Sabre Corporation|Sabre Holdings|Sabre Travel Network|Sabre GLBL
Travelport|Travelport Worldwide|Apollo Travelport
TUI|TUI Group|TUI AG|TUI Deutschland|TUI UK|TUI Nordic|TUI Fly|TUI Airways|TUI fly Belgium|TUI fly Netherlands|TUI Cruises|Marella Cruises|TUI Musement|RIU Hotels joint|Robinson Club|TUI Blue|Hapag-Lloyd Kreuzfahrten|Wolters Reisen|Berge & Meer|First Choice|Crystal Ski
+ REWE Group > DER Touristik Group|Meiers Weltreisen|ADAC Reisen|Exim Tours|Kuoni|Helvetic Tours|Coral Travel Group|DERPART|Travelix
Jet2|Jet2 plc|Jet2.com|Jet2holidays
Carnival Corporation|Carnival|Carnival plc|Carnival Cruise Line|カーニバル > Princess Cruises|Holland America Line|Cunard Line|Costa Crociere|Costa Cruises|AIDA Cruises|AIDA Cruises – German Branch of Costa Crociere|P&O Cruises|P&O Australia|Holland America Group
Royal Caribbean Group|Royal Caribbean Cruises|Royal Caribbean International|Royal Caribbean > Celebrity Cruises|Silversea|Silversea Cruises
Norwegian Cruise Line Holdings|Norwegian Cruise Line|NCLH > Oceania Cruises|Regent Seven Seas Cruises
Viking|Viking Cruises|Viking Holdings|Viking River Cruises|Viking Ocean Cruises
+ Genting > Resorts World
Las Vegas Sands|Sands China > 澳门威尼斯人|Sands Expo
MGM Resorts|MGM Resorts International > BetMGM|MGM China|MGM Macau
Caesars Entertainment|Caesars > Harrah's|Horseshoe Casino|Eldorado Resorts|William Hill US
+ Yum! Brands > Yum Brands|Kentucky Fried Chicken|Pizza Hut|Taco Bell|The Habit Burger Grill|Habit Burger|Yum! Restaurants International|KFC UK & Ireland|KFC France|KFC Deutschland|KFC Australia|KFC South Africa|Pizza Hut Digital Ventures
Yum China|百胜中国|百胜餐饮 > 肯德基|必胜客|Lavazza China|黄记煌|塔可贝尔
Restaurant Brands International > Burger King Corporation|Burger King Company|Tim Hortons|Tim Hortons Inc.|Popeyes Louisiana Kitchen|Firehouse Subs|Carrols Restaurant Group
+ McDonald's > 金拱门
Domino's Pizza|Domino's Pizza Inc.
Domino's Pizza Enterprises
Domino's Pizza Group
Jubilant FoodWorks
Chipotle|Chipotle Mexican Grill
Darden Restaurants|Darden > Olive Garden|LongHorn Steakhouse|Ruth's Chris Steak House|Cheddar's Scratch Kitchen|Yard House|The Capital Grille|Seasons 52|Eddie V's|Bahama Breeze
Inspire Brands|Inspire > Arby's|Buffalo Wild Wings|Dunkin'|Dunkin' Brands|Baskin-Robbins|Sonic Drive-In|Jimmy John's|Rusty Taco
Doctor's Associates|Subway Restaurants|Subway IP
Wendy's|The Wendy's Company
Chick-fil-A|Chick-fil-A, Inc.
Zensho Holdings|ゼンショー|ゼンショーホールディングス > すき家|なか卯|ココス|はま寿司|Sukiya|Hama Sushi|Advanced Fresh Concepts
Skylark Holdings|すかいらーく|すかいらーくホールディングス > ガスト|バーミヤン|ジョナサン|夢庵|しゃぶ葉|Gusto
Haidilao|海底捞|海底捞国际 > Super Hi International|特海国际|Yihai International|颐海国际
Autogrill|Avolta|Dufry|World Duty Free|HMSHost|Hudson Group|Hudson News
SSP Group|Select Service Partner > Upper Crust|Caffè Ritazza|Travel Food Services|SSP America
+ Allianz > AllianzGI|TU Allianz Polska|LV= General Insurance|安联保险
+ AXA > XL Catlin|アクサ生命|安盛天平|악사손해보험|GIE AXA|Architas
+ Generali > Gruppo Generali|Česká pojišťovna|Genertellife|Banca Generali|Alleanza Assicurazioni|Dialog Versicherung|Cosmos Direkt|CosmosDirekt|Liberty Seguros|Conning|Sycomore
+ Zurich Insurance Group > Farmers New World Life|OnePath|Cover-More|チューリッヒ保険
+ Munich Re > ERGO Vorsorge|ERGO Digital Ventures|American Modern|Great Lakes Insurance
+ Swiss Re > Swiss Reinsurance Company|Elips Life
Talanx|Talanx AG|HDI Group|HDI-Gerling > HDI Global|HDI Versicherung|HDI Deutschland|HDI Seguros|HDI Sigorta|HDI International|Hannover Re joint|TUiR Warta|TU Warta|LPV Versicherungsgruppe|neue leben|PB Versicherung|TARGO Versicherung|Ampega Investment|HDI Systeme|HDI Global Specialty|Liberty Seguros Latam
SCOR|SCOR SE|SCOR Global Life|SCOR Global P&C|SCOR Reinsurance|SCOR Investment Partners
Gen Re|General Reinsurance|General Re|General Reinsurance Corporation|General Reinsurance AG
+ Berkshire Hathaway > Government Employees Insurance Company|National Indemnity|MedPro Group|Guard Insurance
Aviva|Aviva plc|Aviva Group > Singlife|Direct Line|Direct Line Group|Churchill Insurance|Green Flag|Quilter Life|Succession Wealth
+ Legal & General > Banner Life|Cala Homes
+ Prudential plc > Prudence Foundation|Pulse by Prudential
+ Prudential Financial > Pramerica|The Prudential Life Insurance Company, Ltd.|Prudential of Korea|푸르덴셜생명
M&G|M&G plc|M&G Investments|M&G Real Estate|Prudential UK
Phoenix Group|Phoenix Group Holdings > Standard Life|Standard Life Assurance|Sun Life of Canada UK|ReAssure|SunLife UK|Phoenix Life
+ Aegon > Transamerica Life|Mongeral Aegon
NN Group|Nationale-Nederlanden|NN Investment Partners > NN Hayat ve Emeklilik|NN Pensii|NN Životní pojišťovna|NN Hellas|NN Life Japan|NN生命|NN Schadeverzekering|Movir|Delta Lloyd
Achmea|Achmea Groep > Centraal Beheer|Zilveren Kruis|Avéro Achmea|Syntrus Achmea
Mapfre|MAPFRE|Grupo Mapfre|Mapfre S.A. > Verti Versicherung|Verti Italia
Mutua Madrileña|Grupo Mutua > SegurCaixa Adeslas|Adeslas|Mutua Pelayo|Mutuactivos
Grupo Catalana Occidente|Catalana Occidente > Seguros Bilbao|Plus Ultra Seguros|NorteHispana|Atradius|Atradius Crédito y Caución|Crédito y Caución|Atradius Re|Atradius Collections
+ Crédit Agricole > CA Indosuez Assurances
Covéa|Covéa Group > Garantie Mutuelle des Fonctionnaires|PartnerRe
Groupama|Groupama Assurances Mutuelles > Gan Assurances|Gan Prévoyance
Unipol|Gruppo Unipol|Unipol Gruppo > UnipolSai|UnipolSai Assicurazioni|Linear Assicurazioni|UniSalute|Arca Assicurazioni|UnipolTech|UnipolMove|Gruppo UNA|Atahotels
+ Poste Italiane > Net Insurance
Vienna Insurance Group|Wiener Städtische|Wiener Städtische Versicherung > Donau Versicherung|Kooperativa pojišťovna|Česká podnikatelská pojišťovna|Compensa Towarzystwo Ubezpieczeń|Wiener Re|Union Biztosító|Kooperativa poisťovňa|Komunálna poisťovňa|Wiener Osiguranje|Ray Sigorta
UNIQA|UNIQA Insurance Group|UNIQA Versicherungen > Raiffeisen Versicherung
+ PZU > Lietuvos Draudimas|AAS Balta|Alior Bank
Folksam|Folksam Group|KPA Pension|Folksam LO Pension
Länsförsäkringar|Länsförsäkringar AB|Länsförsäkringar Bank|Agria Djurförsäkring
Gjensidige|Gjensidige Forsikring|Gjensidige Pensjon
Baloise|Bâloise|Baloise Group|Bâloise Holding > Basler Versicherungen
Helvetia|Helvetia Group|Helvetia Versicherungen|Helvetia Baloise Holding > Caser Seguros|Smile Direct
Swiss Life|Swiss Life Group|Swiss Life Holding > Corpus Sireo|Fontavis
Debeka|Debeka Versicherungen|Debeka Krankenversicherung|Debeka Lebensversicherung|Debeka Bausparkasse
R+V|R+V Versicherung|R+V Versicherungsgruppe > Condor Versicherungen|Condor Lebensversicherung|Vereinigte Tierversicherung
Signal Iduna|Signal Iduna Gruppe|Signal Iduna Versicherungen > Deutscher Ring|Hansainvest
Versicherungskammer Bayern|Versicherungskammer|Bayerische Beamtenkrankenkasse|Union Krankenversicherung|Saarland Versicherungen|Ostdeutsche Versicherung|Bayern-Versicherung|Feuersozietät
Provinzial|Provinzial Holding|Provinzial Konzern|Provinzial Versicherung|Provinzial Rheinland|Westfälische Provinzial|Provinzial NordWest|Hamburger Feuerkasse|Provinzial Lebensversicherung
Gothaer|Gothaer Versicherungen|Gothaer Konzern
HUK-Coburg|HUK-COBURG|HUK Coburg Versicherungsgruppe > HUK24
LVM|LVM Versicherung|LVM Landwirtschaftlicher Versicherungsverein Münster > a.s.s.|Aachener und Münchener
Alte Leipziger|Alte Leipziger – Hallesche|Alte Leipziger Lebensversicherung|Hallesche Krankenversicherung
Württembergische|Wüstenrot & Württembergische|W&W Gruppe > Wüstenrot Bausparkasse|Adam Riese|W&W Asset Management
China Life|China Life Insurance|中国人寿|中国人寿保险 > 中国人寿财险|中国人寿资产管理|国寿养老|广发银行|China Guangfa Bank
PICC|People's Insurance Company of China|中国人民保险|中国人保 > 人保财险|中国人民财产保险|人保寿险|人保健康|中国再保险|China Re
China Pacific Insurance|CPIC|中国太平洋保险|太平洋保险 > 太平洋财险|太平洋人寿|太平洋健康险|太平洋资产管理|安信农险
New China Life|新华保险|新华人寿
China Taiping|中国太平|太平人寿|太平财险|Taiping Reinsurance
+ Ping An > 平安集团|平安健康险|平安养老险|Lufax|陆金所|Autohome|汽车之家
+ Fubon Financial > 富邦华一银行
+ 新光金控 > Shin Kong Financial
+ Samsung > 삼성자산운용|삼성생명서비스|삼성화재애니카손해사정
+ Hanwha > 한화생명보험|한화생명금융서비스
Kyobo Life|교보생명|교보생명보험 > 교보문고|Kyobo Book Centre|교보증권|교보라이프플래닛|교보정보통신|Kyobo Information & Communication
DB Insurance|DB손해보험|DB손보 > DB생명|DB Life|DB금융투자|DB Capital
Hyundai Marine & Fire Insurance|현대해상|현대해상화재보험 > 현대하이카손해사정|Hyundai Hi-Car
Meritz Financial Group|메리츠금융지주 > 메리츠화재|Meritz Fire & Marine Insurance|메리츠증권|Meritz Securities
Sompo Holdings|SOMPOホールディングス|損保ジャパン|Sompo Japan|Sompo Japan Insurance|損害保険ジャパン > SOMPOひまわり生命|Sompo Himawari Life|Sompo International|Sompo Sigorta|Sompo Insurance Singapore|Sompo Insurance Thailand|SOMPOケア|Sompo Care|Endurance Specialty Insurance|SOMPOリスクマネジメント
MS&AD Insurance Group|MS&ADホールディングス|MS&AD > 三井住友海上|Mitsui Sumitomo Insurance|あいおいニッセイ同和損保|Aioi Nissay Dowa Insurance|三井住友海上あいおい生命|三井住友海上プライマリー生命|MS Amlin|Amlin|MSIG|MSIG Insurance|MSIG Asia|Challenger Limited|インターリスク総研
+ Tokio Marine > Philadelphia Insurance Companies|HCC Insurance Holdings|Delphi Financial Group|Pure Insurance|E.design|日新火災
+ Nippon Life > ニッセイ|大樹生命|Taiju Life|MLC Limited|Reliance Nippon Life|Resolution Life
+ Dai-ichi Life > Protective Life|Protective Life Corporation|TAL Australia|Partners Life|Star Union Dai-ichi Life|Benefit One|ベネフィット・ワン|アイペット損保|Ipet
Meiji Yasuda Life|明治安田生命|明治安田生命保険 > 明治安田損保|StanCorp Financial|Standard Insurance Company|Meiji Yasuda Asset Management
Sumitomo Life|住友生命|住友生命保険 > メディケア生命|Medicare Life|Symetra|Symetra Financial|Vitality Japan|PanaHome Life
+ Life Insurance Corporation of India > IDBI Bank
New India Assurance|The New India Assurance Company|न्यू इंडिया एश्योरेंस
General Insurance Corporation of India|GIC Re|GIC of India|जीआईसी री
+ HDFC Bank > HDFC Life Insurance|HDFC Standard Life|HDFC Pension Management|Exide Life Insurance
+ HDFC Bank > HDFC ERGO General Insurance|HDFC ERGO Health|Apollo Munich Health Insurance
+ State Bank of India > एसबीआई लाइफ
Star Health|Star Health and Allied Insurance
AIG|American International Group|American International Group, Inc. > AIG損保|Lexington Insurance|Validus Re|Talbot Underwriting|Glatfelter Insurance Group
Corebridge Financial|Corebridge > American General Life Insurance|VALIC|Variable Annuity Life Insurance Company
Chubb|Chubb Limited|Chubb Group|ACE Group|ACE Limited|ACE INA > Chubb損保|Combined Insurance|Westchester Fire Insurance|Federal Insurance Company|Huatai Insurance|华泰保险|라이나생명
Travelers|The Travelers Companies|Travelers Insurance|Travelers Canada|Travelers Europe|Travelers Bond & Specialty Insurance|Travelers Syndicate Management|Travelers Insurance Company Limited
Liberty Mutual|Liberty Mutual Insurance|Liberty Mutual Group > Safeco Insurance|Liberty Specialty Markets|Liberty International Underwriters|Comparion Insurance Agency|State Auto|State Auto Insurance|Helmsman Management Services|Liberty Insurance Singapore
The Hartford|Hartford Financial Services Group|The Hartford Financial Services Group|Hartford Fire Insurance > Navigators Group|Hartford Funds
Progressive|Progressive Corporation|Progressive Insurance|The Progressive Corporation > Protective Insurance Corporation|American Strategic Insurance
Allstate|The Allstate Corporation|Allstate Insurance > Encompass Insurance|National General|National General Holdings|SquareTrade|Ivantage Select
State Farm|State Farm Insurance|State Farm Mutual Automobile Insurance Company
Nationwide|Nationwide Mutual Insurance|Nationwide Insurance|Nationwide Financial > Harleysville Insurance|Allied Insurance|Scottsdale Insurance
USAA|United Services Automobile Association > Garrison Property and Casualty
Farmers Insurance|Farmers Insurance Group|Farmers Group > Bristol West|21st Century Insurance|Foremost Insurance
American Family Insurance|AmFam > Main Street America|Homesite Insurance|Permanent General|CONNECT by American Family
Markel|Markel Group|Markel Corporation > Nephila
W. R. Berkley|W.R. Berkley Corporation|Berkley
Arch Capital|Arch Capital Group|Arch Insurance|Arch Re|Arch Mortgage Insurance|Arch MI|Arch Reinsurance|Watford Re|Arch Worldwide Reinsurance Group
Everest Group|Everest Re|Everest Re Group|Everest Reinsurance|Everest Insurance
RenaissanceRe|RenRe|Renaissance Reinsurance|DaVinci Re|Top Layer Re
Beazley|Beazley plc|Beazley Group|Beazley Insurance|Beazley Furlonge|Lodestone Security
Hiscox|Hiscox Ltd|Hiscox Group|Hiscox Insurance|Hiscox UK|Hiscox Re|Hiscox ILS|Hiscox Europe|Hiscox USA|Hiscox Syndicates|DirectAsia
+ Lloyd's of London > Lloyd's|Society of Lloyd's
QBE|QBE Insurance|QBE Insurance Group|QBE Europe|QBE North America|QBE Australia|QBE Re|QBE Ventures
+ Insurance Australia Group > IAG Australia|Swann Insurance|IAG New Zealand|AMI Insurance|State Insurance NZ
+ Manulife > John Hancock Investment Management|マニュライフ生命|中宏人寿
+ Power Corporation of Canada > Canada Life Assurance|Great-West Life|Irish Life Group|Canada Life UK|Canada Life Germany|Canada Life Re|Putnam Investments|London Life|Freedom 55 Financial
+ Intact Financial > Belair Insurance|OneBeacon|OneBeacon Insurance Group|Royal & Sun Alliance|More Than|Highway Insurance
Fairfax Financial|Fairfax Financial Holdings|Fairfax > Northbridge Financial|Odyssey Group|Odyssey Re|OdysseyRe|Crum & Forster|Zenith National Insurance|Allied World|Allied World Assurance|Brit Insurance|Gulf Insurance Group|Go Digit|Digit Insurance|Colonnade Insurance|Polish Re|Bryte Insurance|Eurolife FFH
+ Old Mutual > Mutual & Federal
+ Sanlam > Saham Assurance
Discovery|Discovery Limited|Discovery Group > Vitality UK|VitalityHealth|VitalityLife|Vitality Group
Hollard|Hollard Insurance|The Hollard Insurance Company|Hollard Group|Hollard Life Assurance|Hollard Specialist Insurance|Hollard Mozambique
Tawuniya|The Company for Cooperative Insurance|التعاونية|التعاونية للتأمين
Bupa Arabia|بوبا العربية|Bupa Arabia for Cooperative Insurance
Bupa|Bupa Group|British United Provident Association > Niva Bupa|Grupa LuxMed|Care Plus
Türkiye Sigorta|Türkiye Hayat ve Emeklilik|Türkiye Sigorta A.Ş.
+ Sabancı Holding > Ak Sigorta|AgeSA Hayat ve Emeklilik|Avivasa
Harel|Harel Insurance|Harel Insurance Investments & Financial Services|הראל|הראל ביטוח|הראל השקעות > Isracard
Migdal|Migdal Insurance|מגדל|מגדל ביטוח|מגדל אחזקות ביטוח ופיננסים
Clal Insurance|Clal|כלל ביטוח|כלל ביטוח ופיננסים|כלל החזקות > כלל פנסיה וגמל|כלל בריאות|מקס איט פיננסים
Phoenix Holdings|The Phoenix|הפניקס|הפניקס אחזקות|הפניקס חברה לביטוח > אקסלנס|Excellence Investments|1host|גאמא
Menora Mivtachim|Menora|מנורה מבטחים|מנורה מבטחים ביטוח|מנורה מבטחים פנסיה וגמל
Marsh McLennan|Marsh & McLennan|Marsh & McLennan Companies > Marsh|Marsh Risk Consulting|Guy Carpenter|Guy Carpenter & Company|Mercer|Mercer Marsh Benefits|Oliver Wyman|Oliver Wyman Group|NERA|NERA Economic Consulting|Marsh JLT Specialty|Victor Insurance|Dovetail|Marsh Oyster|Marsh Commercial|Marsh GmbH|Marsh SAS|Marsh SpA|Marsh Japan|マーシュジャパン|Marsh India|Marsh Brasil|Marsh México|Marsh Türkiye|Mercer Sirota|Mercer Investments
Aon|Aon plc|Aon Corporation|Aon Group > エーオンジャパン|NFP Corp|Stroz Friedberg|CoverWallet
Arthur J. Gallagher|Gallagher|Arthur J. Gallagher & Co. > Capsicum Re|Buck Global|Willis Re|AssuredPartners|Artex Risk Solutions
WTW|Willis Towers Watson|Willis Group|Willis|Towers Watson|Watson Wyatt|Towers Perrin|Willis Limited|Willis Ltd > Gras Savoye|Gras Savoye Willis Towers Watson|ウイリス・タワーズワトソン|Miller Insurance Services|Embark Group|TRANZACT|Acclaris|Liazon
Brown & Brown|Brown & Brown Insurance|Brown & Brown, Inc. > Hays Companies|Global Risk Partners|Orchid Underwriters|Arrowhead General Insurance Agency|Accession Risk Management Group|Risk Strategies
Howden|Howden Group|Howden Group Holdings|Hyperion Insurance Group|Hyperion > DUAL International|DUAL Underwriting|RKH Specialty|Align Financial|TigerRisk|Aston Lark|Windsor Group|Lark Insurance
Lockton|Lockton Companies|Lockton Global|Lockton Re|Lockton International|Lockton Companies LLP|Lockton Benefit Group|Lockton Affinity|Lockton PL Ferrari|Lockton Australia|Lockton Brasil|Lockton Germany|Lockton Dubai
Acrisure|Acrisure LLC|Acrisure Re|Acrisure Cyber Services|Acrisure Agency Partners
Hub International|HUB International|Hub International Limited
USI Insurance Services|USI Consulting Group
Alliant Insurance Services|Alliant|Alliant Americas|Alliant Specialty|Alliant Benefits
Ardonagh|Ardonagh Group|The Ardonagh Group > Atlanta Group|Bishop Street|Towergate|Towergate Insurance|Price Forbes|Markerstudy Broking|PSC Insurance Group|Swinton Insurance|Carole Nash|Paymentshield|Autonet|Compass Broking|MIS Group|Bravo Group|Ethos Broking
Ecclesiastical|Ecclesiastical Insurance Group|Ecclesiastical Insurance|Ansvar Insurance|SEIB Insurance Brokers|Lycetts|Ecclesiastical Planning Services|Allchurches Trust
Crawford & Company|Crawford & Co > Crawford Claims Solutions|Crawford Broadspire|WeGoLook|Crawford Specialty|Crawford Legal Services|Crawford Global Technical Services|Crawford UK|Crawford Canada|Crawford Australia|Crawford Deutschland|Crawford Claims Services
Sedgwick|Sedgwick Claims Management Services|Sedgwick CMS|Sedgwick International|Sedgwick UK|Cunningham Lindsey|York Risk Services|Sedgwick Repair Solutions|Sedgwick Deutschland|Sedgwick Canada|Sedgwick France|Sedgwick Australia|Sedgwick Ireland|Sedgwick Japan|Sedgwick Brasil|Sedgwick Türkiye
McLarens|McLarens Group|McLarens Young International|McLarens Global Claims Services|McLarens UK|McLarens Asia|McLarens Aviation
Charles Taylor|Charles Taylor plc|Charles Taylor Group|Charles Taylor Adjusting|Charles Taylor InsureTech|Charles Taylor Assistance|Charles Taylor Managing Agency|Charles Taylor Technical Services|Charles Taylor Insurance Services|Charles Taylor Consulting
CBRE|CBRE Group|CB Richard Ellis|CBRE Inc.|CBRE Limited|シービーアールイー|世邦魏理仕|씨비알이 > Trammell Crow Company|Trammell Crow Residential|Turner & Townsend CBRE|Full Spectrum Group|J&J Worldwide Services|Direct Line Global|Laurus Group|Telford Homes
JLL|Jones Lang LaSalle|Jones Lang LaSalle Incorporated|ジョーンズ ラング ラサール|仲量联行|존스랑라살 > LaSalle Investment Management|LaSalle|JLLT|Holliday Fenoglio Fowler|Integral UK|Building Engines|Skyline AI|Corrigo|Jones Lang Wootton
Cushman & Wakefield|Cushman & Wakefield plc|Cushman|DTZ Debenham Tie Leung|Cassidy Turley|戴德梁行|クッシュマン・アンド・ウェイクフィールド|쿠시먼앤드웨이크필드 > Quality Facility Solutions|Pinnacle Property Management Services
Colliers|Colliers International|Colliers International Group|高力国际|コリアーズ|콜리어스 > Harrison Street|Harrison Street Real Estate Capital|Versus Capital|Rockwood Capital|Basalt Infrastructure Partners|Englobe
Savills|Savills plc|Savills Group|第一太平戴维斯|サヴィルズ|세빌스
Knight Frank|Knight Frank LLP|Knight Frank Group|莱坊|ナイトフランク
Newmark|Newmark Group|Newmark Knight Frank|Newmark Grubb Knight Frank|Newmark Valuation & Advisory|Newmark Property Management|Newmark Global Corporate Services|Newmark Capital Markets|Gerald Eve
Marcus & Millichap|Marcus & Millichap Capital Corporation|Institutional Property Advisors
Keller Williams|Keller Williams Realty|Keller Williams Realty International|KW Commercial|Keller Williams Worldwide
Anywhere Real Estate > Coldwell Banker|Coldwell Banker Realty|Coldwell Banker Commercial|Century 21 Real Estate|Century 21|Sotheby's International Realty|Corcoran Group|Better Homes and Gardens Real Estate|ERA Real Estate|Title Resource Group|Anywhere Advisors|Anywhere Integrated Services
RE/MAX|RE/MAX Holdings|Remax|RE/MAX LLC|Motto Mortgage|Wemlo
Compass Real Estate|Compass, Inc.|Compass Realty|Compass Real Estate Brokerage
eXp Realty|eXp World Holdings|SUCCESS Enterprises
Zillow|Zillow Group|Zillow, Inc. > ShowingTime|Follow Up Boss|Aryeo
Rightmove|Rightmove plc|Rightmove Group
Scout24|Scout24 SE|ImmoScout24|ImmobilienScout24|Immobilien Scout > FlowFact|Vermietet.de|Sprengnetter|Bonify|Neubau Kompass
Aviv Group|AVIV Group|SeLoger|Immowelt|Meilleurs Agents|Immonet|Logic-Immo|Property Partners|Axel Springer Digital Classifieds
Idealista|idealista.com|idealista Group|Idealista S.A. > Casa.it|Imovirtual|idealista/data
Funda|funda real estate|Funda Real Estate B.V.
Lianjia|Beike|KE Holdings|贝壳找房|链家网 > 德佑|被窝家装|圣都家装
Prologis|ProLogis|Prologis, Inc.|プロロジス|プロロジス・リート投資法人|Prologis Europe|Prologis Nederland|Prologis Deutschland|Prologis France|Prologis Italia|Prologis España|Prologis Polska|Prologis Česká republika|Prologis Hungary|Prologis Slovakia|Prologis UK|Prologis Japan|Prologis China|Prologis Mexico|FIBRA Prologis|Prologis Brazil|Prologis Canada|Prologis Essentials|Prologis Ventures|Prologis Property Mexico|Duke Realty|Liberty Property Trust|DCT Industrial|Industrial Property Trust
GLP|Global Logistic Properties|GLP Pte Ltd|ジーエルピー|GLP Capital Partners|GLP Japan|日本GLP|GLP China|普洛斯中国|GLP Europe|GLP Brasil|GLP US|GLP Vietnam|GLP India|GLP Foundation
Goodman Group|Goodman|Goodman Limited|Goodman Industrial Trust|Goodman Property Trust|Goodman Australia Industrial Partnership|Goodman Japan|グッドマンジャパン|Goodman China|Goodman Hong Kong|Goodman Europe|Goodman Deutschland|Goodman France|Goodman Nederland|Goodman Polska|Goodman Česká republika|Goodman UK|Goodman North America|Goodman Brasil|Goodman Mexico|Goodman New Zealand
Segro|SEGRO|SEGRO plc|Slough Estates > SELP|Metropolitan Property Investments|Brixton plc
Simon Property Group|Simon|Simon Property|Simon Malls|Simon Premium Outlets|Premium Outlets|The Mills|Taubman Centers|Taubman Realty Group|Simon Property Group LP|Simon Brand Ventures
+ Brookfield > General Growth Properties|American Equity Investment Life|American National|Oaktree Capital|Oaktree Capital Management|Forest City Realty|BGIS
+ Blackstone > BREIT|BAAM|Link Logistics|Link Logistics Real Estate|EQ Office|Equity Office|Extended Stay America|Tricon Residential|AIR Communities|QTS Realty|QTS Data Centers|Canyon Ranch
Vonovia|Vonovia SE|Deutsche Annington > Deutsche Wohnen|Deutsche Wohnen SE|BUWOG Group|Victoria Park|Hembla|Süddeutsche Wohnen|Deutsche Wohnen Management|GSW Immobilien
LEG Immobilien|LEG Immobilien SE|LEG Wohnen NRW|LEG NRW|Brack Capital Properties|EnergieServicePlus|LEG Management|LEG Immobilien Service
TAG Immobilien|TAG Immobilien AG|TAG Wohnen|TAG Colonia-Immobilien|TAG Polska
Aroundtown|Aroundtown SA|Grand City Properties|TLG Immobilien|Aroundtown Property Holdings
Unibail-Rodamco-Westfield|Unibail-Rodamco|Westfield Corporation|Westfield Europe|Westfield London|Westfield Stratford City|Westfield Les 4 Temps|Westfield Forum des Halles|Westfield Centro|Westfield Mall of Scandinavia|Westfield Arkadia|Westfield Mokotów|Westfield Chodov|Westfield Shopping City Süd|Westfield Donau Zentrum|Westfield Hamburg-Überseequartier|Westfield Glòries|Westfield La Maquinista|Westfield Parquesur|Westfield Mall of the Netherlands|Westfield Rise|URW Germany|URW Spain|URW Netherlands|URW Poland|URW Czech Republic|URW Austria|URW Sweden|URW Denmark
Klépierre|Klepierre|Klépierre SA|Steen & Strøm|Klépierre Italia|Klépierre Iberia|Klépierre Nederland|Klépierre Deutschland|Klépierre Polska|Klépierre Česká republika|Klépierre Türkiye|Klépierre Management|Klépierre Brand Ventures
Gecina|Gecina SA|Gecina Résidentiel|Gecina Lab
Covivio|Covivio SA|Foncière des Régions|Covivio Hotels|Covivio Immobilien|Beni Stabili|Covivio Office|Covivio Residential|Covivio Hotels Management
Icade|Icade SA|Icade Promotion|Icade Santé|Icade Healthcare Europe|Praemia Healthcare|Icade Business Parks|Icade Conseil|Icade Asset Management|Icade Property Management
Nexity|Nexity SA|Nexity Immobilier|Nexity Studéa|Nexity Property Management|Nexity Lamy|Foncier Conseil|Edouard Denis|Ægide-Domitys|Bureaux à Partager|Nexity Solutions|Nexity Participations|Nexity Real Estate|Nexity Belgique|Nexity Italia|Nexity Portugal|Nexity Polska|Century 21 France|Guy Hoquet
Altarea|Altarea Cogedim|Cogedim|Altarea Commerce|Histoire & Patrimoine|Pitch Immo|Pitch Promotion|Severini|Altarea Partners|Altarea Entreprise|Altarea Gestion Immobilière|Altarea Logistique|Altarea Hotel Management
+ Bouygues > UrbanEra
Kaufman & Broad|Kaufman & Broad SA|Kaufman & Broad Promotion
Colonial|Inmobiliaria Colonial|Colonial SFL|Grupo Colonial|Société Foncière Lyonnaise|Utopicus|Axiare
Merlin Properties|MERLIN Properties|Merlin Properties SOCIMI|Testa Inmuebles en Renta|Tree Inversiones Inmobiliarias|MERLIN Properties Portugal
Metrovacesa|Metrovacesa SA|Metrovacesa Promoción y Arrendamiento
Neinor Homes|Neinor|Neinor Homes SA|Neinor Homes Rental|Neinor Homes Rent|Neinor Promociones|Quabit Inmobiliaria
Aedas Homes|AEDAS Homes|AEDAS|AEDAS Homes SA|Aedas Homes Build to Rent|AEDAS Homes Real Estate
Vía Célere|Via Celere|Vía Célere Desarrollos Inmobiliarios|Aelca
+ Sonae > Sierra Portugal|Sierra Spain|Sierra Italy|Sierra Germany|Sierra Brasil|ProSierra|Sierra Investments|Sierra Developments|Sierra Property Management|Sierra Asset Management|Sierra Valuation
Land Securities|Landsec|Land Securities Group|Landsec Group|Land Securities plc|Landsec U+I|U and I Group|X-Leisure|Landsec Myo|Landsec Workspace|Landsec Retail|Landsec Bluewater|Landsec Lifestyle|Landsec Residential|Landsec Capital Markets|Landsec Major Projects|Landsec Property Management|Landsec Sustainability
British Land|The British Land Company|British Land Company plc|British Land Property Management|British Land Development|Regent's Place|Paddington Central|Canada Water|British Land Retail Parks|Hercules Unit Trust|The SouthGate LP|British Land Storey
Hammerson|Hammerson plc|Hammerson UK|Hammerson France|Hammerson Ireland|Hammerson Bullring|Hammerson Brent Cross|Hammerson Dundrum|Hammerson Les Terrasses du Port|Hammerson Cergy|Hammerson Italie Deux|Hammerson Swords Pavilions|Hammerson Grand Central|Hammerson Union Square|Hammerson Oracle|Hammerson Highcross|Hammerson Silverburn|Hammerson Victoria Leeds|Hammerson Leeds|Hammerson Martineau|Hammerson Bishopsgate|Hammerson Dublin Central|Hammerson Brent Cross South|Hammerson Manchester|Hammerson Birmingham|Hammerson Edinburgh|Hammerson London|Hammerson Paris|Hammerson Marseille
Barratt Developments|Barratt Redrow|Barratt Homes|David Wilson Homes|Redrow|Redrow Homes|Barratt London|Wilson Bowden Developments|Barratt Developments plc|Barratt Redrow plc|Barratt David Wilson Homes|Redrow plc
Taylor Wimpey|Taylor Wimpey plc|Taylor Wimpey UK|Taylor Wimpey España|Taylor Wimpey Central London|Taylor Wimpey East Midlands|Taylor Wimpey West Midlands|Taylor Wimpey North Yorkshire|Taylor Wimpey Manchester|Taylor Wimpey South Wales|Taylor Wimpey Scotland|Taylor Wimpey East London|Taylor Wimpey Oxfordshire|Taylor Wimpey Bristol|Taylor Wimpey Exeter|Taylor Wimpey Southern Counties
Persimmon|Persimmon plc|Persimmon Homes|Charles Church|Westbury Partnerships|Space4|FibreNest|Persimmon Homes Yorkshire|Persimmon Homes North East|Persimmon Homes Wessex|Persimmon Homes Thames Valley|Persimmon Homes Midlands|Persimmon Homes Scotland|Persimmon Homes Wales|Persimmon Homes East Midlands|Persimmon Homes West Midlands|Persimmon Homes South West|Persimmon Homes Anglia|Persimmon Homes Essex|Persimmon Homes Lancashire|Persimmon Homes Teesside|Persimmon Homes Durham|Persimmon Homes Northumberland|Persimmon Homes Severn Valley|Persimmon Homes East Scotland|Persimmon Homes West Scotland|Persimmon Homes North Scotland|Persimmon Homes West Yorkshire|Persimmon Homes South Yorkshire|Persimmon Homes North West|Persimmon Homes Central|Persimmon Homes South Midlands|Persimmon Homes Suffolk|Persimmon Homes Thames Valley and Chilterns
Berkeley Group|The Berkeley Group|Berkeley Group Holdings|Berkeley Homes|St George|St George plc|St James Group|St Edward|St William|Berkeley Modular|Berkeley Living|Berkeley Foundation|St Joseph
D.R. Horton|DR Horton|D. R. Horton|D.R. Horton, Inc. > Forestar Group|Forestar|DHI Mortgage|DHI Title|Express Homes|Emerald Homes|Freedom Homes
Lennar|Lennar Corporation|Lennar Homes > Eagle Home Mortgage|CalAtlantic Group|CalAtlantic Homes|Standard Pacific Homes|Ryland Homes|WCI Communities|Quarterra|Rausch Coleman Homes
PulteGroup|Pulte Group|Pulte Homes|Centex Homes|Del Webb|DiVosta Homes|John Wieland Homes|American West Homes|Pulte Mortgage|Innovative Construction Group|PulteGroup Financial Services
NVR|NVR, Inc.|Ryan Homes|NVHomes|Heartland Homes|NVR Mortgage
Toll Brothers|Toll Brothers, Inc.|Toll Brothers Apartment Living|Toll Brothers Campus Living|TBI Mortgage|Gibraltar Capital|Shapell Homes|Westbrook Homes
China Vanke|Vanke|万科|万科企业|万科集团|China Vanke Co. > 万物云|Onewo|万科物业|万纬物流|VX Logistics|万科海外
Country Garden|Country Garden Holdings|碧桂园|碧桂园控股|碧桂园集团 > 碧桂园服务|博智林|Bright Dream Robotics|碧桂园地产|碧桂园金融|碧桂园酒店|碧桂园商业
China Evergrande|Evergrande|Evergrande Group|中国恒大|恒大集团|恒大地产 > 恒大物业|恒大汽车|恒大健康|HengTen Networks|恒腾网络|恒大童世界|恒大冰泉
Poly Developments|Poly Real Estate|保利发展|保利地产|China Poly Group|中国保利集团|保利集团 > 保利物业|Poly Property Services|Poly Property Group|保利置业|保利文化|Poly Culture|中国保利|Poly Technologies|保利科技
+ China State Construction Engineering > COLI|中国海外发展|中国海外宏洋|China Overseas Grand Oceans|中海商业
+ China Resources > 华润置地|CR Land|华润万象生活|MixC|华润啤酒|华润医药|华润电力|华润燃气|华润水泥|华润万家|华润微电子|华润三九|华润信托|华润银行|Zhuhai China Resources Bank|华润创业|华润双鹤|华润医疗|华润五丰|华润雪花|华润化学材料|华润怡宝|C'estbon|华润资本|华润建材科技|华润数科|华润饮料
Longfor Group|Longfor|龙湖集团|龙湖地产 > 龙湖智慧服务|龙湖天街|龙湖龙智造|龙湖物业
Sunac China|Sunac|融创中国|融创集团 > 融创服务|融创文旅|融创物业|融创影视|乐融致新
Greenland Holdings|Greenland Group|绿地控股|绿地集团 > 绿地香港|Greenland Hong Kong|绿地全球商品贸易港|Greenland Global Commodity Trading Hub|绿地大基建|绿地酒店|Greenland Hotels|绿地商业|绿地金融|Greenland Financial|绿地地产
Sun Hung Kai Properties|SHKP|新鴻基地產|新鸿基地产 > Kai Shing Management|啟勝管理|Hong Yip Service|康業服務|數碼通|Sun Hung Kai Real Estate Agency
CK Asset Holdings|CK Asset|長江實業集團|长江实业|長實 > Cheung Kong Property|長江實業地產|Cheung Kong Real Estate Agency|長江實業地產代理|Harbour Plaza Hotels|海逸酒店|Horizon Hotels|Greene King|Cheung Kong Property Management|長江實業物業管理
Henderson Land Development|Henderson Land|恒基兆業地產|恒基地产|恒基兆业 > Hong Kong and China Gas|Towngas|香港中華煤氣|Miramar Hotel|美麗華酒店|Hong Kong Ferry|香港小輪|Henderson Investment|恒基兆業發展|Well Born Real Estate Management|Hang Yick Properties Management|恒益物業管理|Goodwill Management|富城物業管理
New World Development|New World|新世界發展|新世界发展 > 新世界中國地產|NWS Holdings|新創建集團|CTF Services|K11 Group|K11 MUSEA|新世界百貨|FTLife Insurance|富通保險|Kiu Lok Service Management|僑樂服務|Urban Property Management|NWS Transport Services
+ Swire Pacific > Swire Properties|太古地產|Swire Properties Limited|Swire Hotels|太古酒店|The Upper House|EAST Hotels|太古城中心|太古廣場|太古坊|太古里|Swire Properties Management|太古地產管理|Swire Properties Real Estate Agency
+ Jardine Matheson > Hongkong Land Holdings|香港置地|One Central Macau|MCL Land
+ CapitaLand > 凯德|凯德集团|キャピタランド|CICT|Ascendas REIT|Ascott Residences|Somerset Serviced Residence|Quest Apartment Hotels|Synergy Global Housing|Wallich Residence|CapitaMalls Asia
City Developments Limited|城市发展|Hong Leong Group Singapore|Millennium & Copthorne Hotels|Millennium Hotels and Resorts|Copthorne Hotels|M Social Hotels|Grand Millennium|Leng Tah|CDL Hospitality Trusts|CDL Properties|Sudima Hotels
+ Mapletree > Oakwood Worldwide
+ Mitsui Fudosan > 三井不動産リアルティ|三井のリハウス|三井不動産レジデンシャル|三井不動産ホテルマネジメント|Mitsui Garden Hotels|三井ガーデンホテル|三井不動産商業マネジメント|三井ショッピングパーク|ららぽーと|LaLaport|三井アウトレットパーク|Mitsui Outlet Park|三井ホーム|Mitsui Home|三井不動産ビルマネジメント|三井不動産リアルティ札幌|三井不動産ロジスティクスパーク|三井不動産アメリカ|東京ドーム|Tokyo Dome|日本ビルファンド|Nippon Building Fund|第一園芸|Mitsui Designtec|三井デザインテック|三井不動産ファシリティーズ
+ Mitsubishi Estate > Mitsubishi Jisho Residence|三菱地所ハウスネット|ロイヤルパークホテルズ|三菱地所ホテルズ&リゾーツ|三菱地所・サイモン|三菱地所投資顧問|Mitsubishi Jisho Investment Advisors|TA Realty|Europa Capital|Rockefeller Group|Marunouchi Building|三菱地所ビルマネジメント|三菱地所パークス|三菱地所リテールマネジメント
Sumitomo Realty & Development|住友不動産|住友不動産販売|Sumitomo Real Estate Sales|住友不動産ステップ|住友不動産建物サービス|住友不動産ヴィラフォンテーヌ|Villa Fontaine|住友不動産ベルサール|Bellesalle|新宿住友ビル|住友不動産シスコン|住友不動産エスフォルタ|住友不動産ショッピングシティ
Tokyu Fudosan Holdings|東急不動産ホールディングス|東急不動産|Tokyu Land Corporation|東急リバブル|東急コミュニティー|Tokyu Community|学生情報センター|東急リゾートサービス|東急住宅リース|東急不動産SCマネジメント|石勝エクステリア|東急ステイ|Tokyu Stay
+ Nomura Real Estate Holdings > 野村の仲介+|野村不動産アーバンネット|野村不動産ライフ&スポーツ|野村不動産投資顧問|野村不動産マスターファンド投資法人|プライムクロス|野村不動産ホテルズ
Daiwa House Industry|Daiwa House|大和ハウス工業|大和ハウスグループ|大和ハウス > Daiwa Living|フジタ|Fujita Corporation|大和物流|Daiwa Logistics|ダイワロイネットホテル|Daiwa Roynet Hotel|大和ハウスリアルティマネジメント|コスモスイニシア|Cosmos Initia|大和リース|Daiwa Lease|大和ハウスリフォーム|大和ライフネクスト|Daiwa LifeNext|ロイヤルホームセンター|Royal Home Center|Stanley Martin|Trumark Homes|CastleRock Communities|Rayhaven Group
Sekisui House|積水ハウス|積水ハウスグループ > 積水ハウス不動産|積和不動産|積水ハウスリフォーム|積水ハウス建設|積水ハウスノイエ|鳳ホールディングス|Woodside Homes|Chesmar Homes|Holt Homes|Hubble Homes|MDC Holdings|M.D.C. Holdings|Richmond American Homes|SH Residential Holdings|積水ハウス・リート投資法人|積水ハウス投資顧問
+ Samsung > Raemian|래미안|삼성물산 건설부문|삼성물산 리조트부문|에버랜드|삼성웰스토리
+ Lotte Corporation > 롯데자산개발|롯데월드타워|롯데리츠
Aldar Properties|Aldar|الدار|الدار العقارية > Pivot Engineering|Basatin Landscaping|Spark Security Services|London Square|SODIC|سوديك
+ دبي القابضة > نخيل|Nakheel PJSC|Nakheel Malls|Nakheel Hospitality|Nakheel Community Management|Palm Jumeirah|Ibn Battuta Mall|Dragon Mart|Nakheel Mall
+ دبي القابضة > دبي للعقارات|Dubai Properties Group|مراس
DAMAC Properties|DAMAC|داماك|داماك العقارية|DAMAC Group|DAMAC Hotels & Resorts|DAMAC Maison|DAMAC Living|Edgnex|DAMAC Digital|AYKON|DAMAC Capital|DAMAC Properties Saudi Arabia
Sobha Realty|Sobha Group|Sobha Limited|शोभा|Sobha Hartland|Sobha Developers|Sobha Constructions|Sobha Realty Saudi
ROSHN|روشن|Roshn Real Estate|ROSHN Group
Dar Al Arkan|دار الأركان|Dar Al Arkan Real Estate Development|Dar Global|دار جلوبال|Dar Al Arkan Properties|Dar Al Arkan Saudi
+ Talaat Moustafa Group > طلعت مصطفى|مدينتي|الرحاب|Noor City|Alexandria Company for Real Estate Investment
Palm Hills Developments|Palm Hills|بالم هيلز|بالم هيلز للتعمير|Palm Hills Egypt|Palm Hills Saudi
DLF|DLF Limited|डीएलएफ|DLF Group > DCCDL
Macrotech Developers|Lodha|Lodha Group|लोढ़ा|Lodha Developers|Lodha Palava|Palava City|Lodha Luxury|Lodha Bellissimo|Lodha World Towers|Lodha Amara|Lodha Park|Lodha Crown|Lodha Codename|Lodha Supremus|Lodha Excelus|Lodha Splendora|Lodha Altamount|Lodha Fiorenza|Lodha Belmondo|Lodha Primo|Lodha Upper Thane|Lodha UK|Lodha Mansions|Lodha Foundation|Bellissimo Digital Infrastructure|Lodha Net Zero Urban Accelerator
Prestige Group|Prestige Estates Projects|Prestige Estates|प्रेस्टीज > Prestige Hospitality Ventures|Prestige Projects|Prestige Property Management & Services|Forum Mall
Oberoi Realty|Oberoi Realty Limited|Oberoi Constructions|Oberoi Mall|Incline Realty|Evenstar Hotels|Oasis Realty|Sangam City Township|Oberoi Garden City|Oberoi Realty Foundation|Oberoi Sky City|Oberoi Esquire|Oberoi Exquisite|Oberoi Enigma|Oberoi Eternia|Oberoi Elysian|Oberoi Three Sixty West|Oberoi Splendor|Oberoi Woods|Oberoi Springs|Oberoi Prisma|Oberoi Realty Mall|Oberoi Realty Commerz III|Oberoi Realty Borivali|Oberoi Realty Thane|Oberoi Realty Worli|Oberoi Realty Mulund|Oberoi Realty Goregaon|Oberoi Realty Andheri|Oberoi Realty Alibaug|Oberoi Realty Pokhran|Oberoi Realty Gurugram|Oberoi Realty Pune|Oberoi Realty Bengaluru|Oberoi Realty Chennai|Oberoi Realty Hyderabad|Oberoi Realty Kolkata|Oberoi Realty Delhi|Oberoi Realty Noida|Oberoi Realty Ahmedabad|Oberoi Realty Indore|Oberoi Realty Surat|Oberoi Realty Nagpur|Oberoi Realty Jaipur|Oberoi Realty Lucknow|Oberoi Realty Chandigarh|Oberoi Realty Goa|Oberoi Realty Kochi|Oberoi Realty Coimbatore|Oberoi Realty Vizag|Oberoi Realty Bhubaneswar|Oberoi Realty Patna|Oberoi Realty Ranchi|Oberoi Realty Raipur|Oberoi Realty Guwahati|Oberoi Realty Dehradun|Oberoi Realty Shimla|Oberoi Realty Srinagar|Oberoi Realty Jammu|Oberoi Realty Amritsar|Oberoi Realty Ludhiana|Oberoi Realty Jalandhar
Ciputra|Ciputra Development|PT Ciputra Development|Ciputra Group|Ciputra Property|Ciputra Residence|Ciputra World|Ciputra Hospital|Ciputra Golf|Universitas Ciputra
+ Lippo Group > PT Lippo Karawaci|Aryaduta Hotels|Link Net|BeritaSatu|Auric Pacific
+ Sinar Mas > PT Bumi Serpong Damai|BSD City|Duta Pertiwi
+ Vingroup > Vinhomes JSC|Công ty Cổ phần Vinhomes|Vincom Retail|VinUni|VinSmart|VinES|Green and Smart Mobility|VinCSS|VinHMS|VinTech
Novaland|Tập đoàn Novaland|Novaland Group|Công ty Cổ phần Tập đoàn Đầu tư Địa ốc No Va|NovaWorld|Nova Service|Nova Hospitality|NovaGroup|Nova Consumer|Nova F&B|Nova Properties|Aqua City|NovaWorld Phan Thiet|NovaWorld Ho Tram|Novaland Expo
Cyrela|Cyrela Brazil Realty|Cyrela Brazil Realty S.A.|Living Construtora|Cyrela Commercial Properties|Cyrela Goldsztein|Cyrela RJZ|Cyrela Vivaz
MRV|MRV Engenharia|MRV&CO|MRV Engenharia e Participações|AHS Residential|Sensia Incorporadora|MRV US
Fibra Uno|FUNO|Fibra Uno Administración|Fibra Uno México|Fibra Danhos|Fibra Macquarie|Fibra Monterrey|Fibra Terrafina|Fibra Inn|Fibra Mty|Fibra Shop|Fibra Hotel|Fibra Educa|Fibra Plus|Fibra Storage|Fibra Next
Multiplan|Multiplan Empreendimentos Imobiliários|BarraShopping|MorumbiShopping|BH Shopping|ParkShoppingBarigüi|Multiplan Shopping Centers|Multiplan Residencial|Multiplan Office
Iguatemi|Iguatemi S.A.|Iguatemi Empresa de Shopping Centers|Shopping Iguatemi|Iguatemi São Paulo|Iguatemi 365|I-Retail|Iguatemi Fashion|Iguatemi Campinas|Iguatemi Porto Alegre|Iguatemi Brasília|Iguatemi Ribeirão Preto|Iguatemi Alphaville|Market Place Shopping|Pátio Higienópolis|Galleria Shopping|Praia de Belas Shopping|Esplanada Shopping|Iguatemi Esplanada|Iguatemi Bosque
Equinix|Equinix Inc.|Equinix Inc|Equinix Metal|Switch and Data|Telecity Group|TelecityGroup|Equinix Japan|エクイニクス・ジャパン|Equinix Hong Kong|Equinix Singapore|Equinix Australia|Equinix Brasil|Equinix México|Equinix Deutschland|Equinix France|Equinix Nederland|Equinix UK|Equinix Ireland|Equinix España|Equinix Italia|Equinix Polska|Equinix Sverige|Equinix Finland|Equinix Switzerland|Equinix Middle East|Equinix Canada|Equinix India|Equinix Korea|Equinix China|Equinix Chile|Equinix Peru|Equinix Colombia|Equinix Nigeria|Equinix Ghana|Equinix Côte d'Ivoire|Equinix South Africa|Equinix Malaysia|Equinix Indonesia|Equinix Philippines|Equinix Thailand|Equinix Vietnam|Equinix Taiwan|Equinix New Zealand
Digital Realty|Digital Realty Trust|Interxion|Interxion Holding|InterXion|Teraco Data Environments|Digital Realty Japan|MC Digital Realty|Digital Realty Bersama|DuPont Fabros Technology|Digital Core REIT|Digital Realty Deutschland|Digital Realty France|Digital Realty Nederland|Digital Realty UK|Digital Realty Ireland|Digital Realty España|Digital Realty Italia|Digital Realty Austria|Digital Realty Switzerland|Digital Realty Sverige|Digital Realty Danmark|Digital Realty Greece|Digital Realty Croatia|Digital Realty Hong Kong|Digital Realty Singapore|Digital Realty Australia|Digital Realty Canada|Digital Realty Brasil|Digital Realty Chile|Digital Realty México|Digital Realty Nigeria|Digital Realty Kenya|Digital Realty Mozambique|Digital Realty South Africa|Digital Realty Israel|Digital Realty Korea|Digital Realty India|Digital Realty Indonesia
Public Storage|Public Storage Inc.|PS Business Parks|Public Storage Canadian Properties
Extra Space Storage|Extra Space|Life Storage|Storage Express
Welltower|Welltower Inc.|Health Care REIT|Welltower Property Management|Integra Healthcare Properties|Welltower Senior Housing|Welltower UK|Welltower Canada
Ventas|Ventas Inc.|Ventas Realty|Lillibridge Healthcare Services|Ventas Life Science|Ventas Investment Management|New Senior Investment Group|Ventas Canada|Ventas UK
Realty Income|Realty Income Corporation|The Monthly Dividend Company|VEREIT|Spirit Realty Capital|Realty Income UK|Realty Income Europe|Realty Income España|Realty Income Italia|Realty Income Deutschland|Realty Income France|Realty Income Ireland|Realty Income Portugal|Realty Income Poland
Equity Residential|Equity Residential Properties Trust|ERP Operating Partnership|Equity Residential Management
AvalonBay Communities|AvalonBay|Avalon Communities|AVA Communities|eaves by Avalon|Avalon Bay Communities Inc.
Invitation Homes|Invitation Homes Inc.|Starwood Waypoint Homes|Colony Starwood Homes|Waypoint Homes|Invitation Homes Realty
Boston Properties|BXP Inc.|Boston Properties Inc.|Boston Properties Limited Partnership|BXP Life Science|Boston Properties Management
Vornado Realty Trust|Vornado|Vornado Realty|Vornado Office Management|Vornado Realty L.P.|Alexander's Inc.|theMART|Merchandise Mart Properties|Vornado Retail|Vornado Manhattan|Fifth Avenue and Times Square JV
Alexandria Real Estate Equities|Alexandria|Alexandria Venture Investments|Alexandria LaunchLabs|Alexandria Center|Alexandria Real Estate Equities Inc.
Link REIT|領展房地產投資信託基金|Link Real Estate Investment Trust|Link Asset Management|Link Properties|Link Hong Kong|Link China|Link Australia|Link UK|Link Singapore
Scentre Group|Westfield Australia|Westfield New Zealand|Scentre Management|Westfield Bondi Junction|Westfield Sydney|Westfield Chermside|Westfield Doncaster|Westfield Fountain Gate|Westfield Southland|Westfield Knox|Westfield Parramatta|Westfield Miranda|Westfield Hornsby|Westfield Chatswood|Westfield Garden City|Westfield Carindale|Westfield Marion|Westfield Innaloo|Westfield Booragoon|Westfield Carousel|Westfield Whitford City|Westfield Newmarket|Westfield Albany|Westfield St Lukes|Westfield Manukau City|Westfield Riccarton|Westfield Tea Tree Plaza|Westfield West Lakes|Westfield Woden|Westfield Belconnen|Westfield Tuggerah|Westfield Warringah Mall|Westfield Burwood|Westfield Eastgardens|Westfield Hurstville|Westfield Liverpool|Westfield Mt Druitt|Westfield Penrith|Westfield Kotara|Westfield North Lakes|Westfield Helensvale|Westfield Coomera|Westfield Plenty Valley|Westfield Airport West|Westfield Geelong|Westfield Tuggerah
Stockland|Stockland Corporation|Stockland Trust|Stockland Communities|Stockland Retail|Stockland Logistics|Stockland Workplace|Stockland Land Lease Communities|Stockland Property Management|Stockland Development|Stockland Residential
Mirvac|Mirvac Group|Mirvac Limited|Mirvac Property Trust|Mirvac Residential|Mirvac Office & Industrial|Mirvac Retail|Mirvac Living|LIV Mirvac|Mirvac Build-to-Rent|Mirvac Land Lease|Mirvac Funds Management|Mirvac Design|Mirvac Construction|Mirvac Property Services
Dexus|Dexus Property Group|Dexus Funds Management|Dexus Wholesale Property Fund|Dexus Industria REIT|Dexus Convenience Retail REIT|Dexus Healthcare Property Fund|Dexus Property Services|Collimate Capital|Dexus Office Trust|Dexus Industrial Trust|Dexus Operations Trust|Dexus Diversified Trust
+ Lendlease > Bovis Lend Lease|Actus Lend Lease
+ IAG > IAG GBS
+ MSC > MSC Cruises|MSC Crociere|MSC Cruceros|MSC Air Cargo
+ DSV > DSV Air & Sea|DSV Road|DSV Solutions
+ Deutsche Post DHL > DHL Group|DHL eCommerce|DHL Freight|DHL Parcel|DHL Hub Leipzig|DHL Aviation
+ ÖBB > ÖBB-Personenverkehr|ÖBB-Infrastruktur|ÖBB-Postbus|ÖBB-Technische Services|ÖBB Nightjet
+ SBB > SBB Cargo|SBB Cargo International|SBB Infrastruktur
+ NS > NS Reizigers|NS Stations
+ PKP > PKP Cargo|PKP SKM w Trójmieście
+ UPS > UPS Supply Chain Solutions|UPS Airlines|UPS Freight|UPS Store|UPS Healthcare
+ OYO > OYO Hotels|OYO Vacation Homes
+ AXA > AXA XL|AXA Versicherung|AXA Konzern|AXA Assistance|AXA Partners|AXA Group Operations|AXA Seguros|AXA Colpatria|AXA Assicurazioni|AXA MPS|AXA Health|AXA Mandiri|AXA Tianping|AXA General Insurance|AXA Winterthur|AXA Global Re
+ R+V > R+V Allgemeine Versicherung|R+V Lebensversicherung|R+V Krankenversicherung
+ LVM > LVM Krankenversicherung|LVM Lebensversicherung
+ Life Insurance Corporation of India > LIC Housing Finance|LIC Mutual Fund|LIC Cards Services|LIC Pension Fund
+ State Bank of India > SBI Life Insurance|SBI General Insurance
+ AIG > AIG Insurance|AIG General Insurance|AIG Sigorta|AIG Seguros
+ Aon > Aon Benfield|Aon Reinsurance Solutions|Aon Risk Solutions|Aon Hewitt|Aon Consulting|Aon Affinity|Aon Global Risk Consulting|Aon Insurance Managers|Aon Cyber Solutions
+ WTW > WTW Reinsurance
+ JLL > JLL Technologies|JLL Spark|JLL Income Property Trust|JLL Valuation & Advisory
+ DLF > DLF Cyber City Developers|DLF Home Developers|DLF Utilities|DLF Assets|DLF Homes
+ ISS > ISS World|ISS World Services|ISS Palvelut|ISS Facility Services Deutschland|ISS Facility Services France|ISS Facility Services España|ISS Facility Services Italia|ISS Nederland|ISS Polska|ISS Facility Services UK|ISS Facility Services Türkiye|ISS Facility Services Australia|ISS Facility Services India|ISS Facility Services Indonesia|ISS Facility Services Singapore|ISS Facility Services Hong Kong|ISS Facility Services China|ISS Facility Services Japan|ISS Facility Services USA|ISS Facility Services Canada|ISS Facility Services Brasil|ISS Facility Services México|ISS Facility Services Chile|ISS Facility Services Suisse|ISS Österreich|ISS Norge|ISS Sverige|ISS Danmark|ISS Suomi|ISS Belgium|ISS Luxembourg|ISS Ireland|ISS Israel|ISS Hungary|ISS Czech Republic|ISS Slovakia|ISS Slovenia|ISS Croatia|ISS Romania|ISS Bulgaria|ISS Greece|ISS Portugal|ISS Estonia|ISS Latvia|ISS Lithuania
`;
