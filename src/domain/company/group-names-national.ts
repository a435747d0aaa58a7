/**
 * Group knowledge, round 17 (issue #21): the classes whose companies the seventeenth blind set (w3q) named without their
 * group's name — and the classes a labeller is likely to go to next — in the format of `group-names.ts` ("+ Name > …"
 * grows a group listed in an earlier file). Read by `groups.ts` after the sector file.
 *
 * - **Brewers' and bottlers' national operating companies**: Heineken's (Brand, Grupa Żywiec, Nigerian Breweries,
 *   Cuauhtémoc Moctezuma, Asia Pacific Breweries, United Breweries …; the Heineken line had no entities), Carlsberg's
 *   (Ringnes, Sinebrychoff, Kronenbourg, Feldschlösschen, Türk Tuborg, Chongqing Brewery …), AB InBev's, Asahi's European
 *   brewers (Plzeňský Prazdroj, Kompania Piwowarska, Dreher, Ursus, Peroni, Grolsch), Molson Coors' (Staropramen, Borsodi,
 *   Kamenitza …), Diageo's East African Breweries and United Spirits; the Coca-Cola bottlers' companies (Coca-Cola HBC's,
 *   Coca-Cola İçecek's under Anadolu Efes, which controls it, Arca Continental's Tonicorp, FEMSA's Valora and pharmacies,
 *   Swire Coca-Cola, Coca-Cola Andina, Coca-Cola Beverages Philippines under CCEP): a bottler named "Coca-Cola …" is its
 *   franchise holder's, not The Coca-Cola Company's.
 * - **Carmakers' brands and their captive finance and purchasing arms**: RCI Banque / Mobilize Financial Services, GM
 *   Financial, Ford Credit, Toyota Financial Services, American Honda Finance, ŠkoFIN, Ducati, Everllence, Navistar —
 *   names that do not begin with their group's own name, or begin with one the matcher reads as exact ("GM", "Ford").
 * - **Majority stakes in listed companies**: Saudi Aramco's SABIC (70 % since 2020: its own line until round 16) and
 *   Petro Rabigh, Reliance's media and retail companies, Adani's cements and NDTV, Erste Group's and KBC's national banks
 *   (Česká spořitelna and ČSOB were lines of their own), Commerzbank's mBank, Millennium bcp's Bank Millennium, RBI's
 *   banks.
 * - **Groups' names inside compound words** (Otokoç, Koçfinans, Koçtaş; Sabancı's "-sa" companies, listed already): a class the
 *   data must list name by name — the tally (`bench/family-compound-tally.ts`) finds such pairs labelled a move 19 times
 *   against 5 families (Uberall, Garudafood, Kiabi, AstraZeneca, Canonical …), so no rule reads them.
 * - **The largest groups of the markets the sets cover** where the data lacked them (Borusan, OYAK and Tekfen in
 *   Turkey; Ma'aden; Danish Crown; OP Financial Group; Ackermans & van Haaren; the Martins group and Sicoob in
 *   Brazil; EPM in Colombia; 4iG in Hungary), and the carmakers of China, Japan, Malaysia and India (SAIC, Chery, GWM,
 *   Dongfeng, Changan, FAW, GAC, BAIC, Isuzu, DRB-HICOM, Eicher, KG) and more brewers (Castel, Sapporo, China Resources,
 *   Oetker's Radeberger). Strangers they meet are lines of their own: Mahou San Miguel, Verisure's Securitas Direct, Kenya
 *   Power (which Power Corporation of Canada's exact one-word name read as its own).
 *
 * The criterion is round 15's: control decides (a majority stake or management control), bought or created, whatever the
 * brand; stakes below control, joint ventures (Ford Otosan, Oyak Renault, Leasys, CCU, Türk Traktör, Opet), licensees and
 * companies sold (Baltika, Guinness Nigeria, Epiroc, Signify, Alleima) are left out. A name that begins with its group's own
 * name is not listed unless that own name is read as exact (docs/decisions.md, round 16). Source: the groups' annual reports'
 * lists of principal subsidiaries and their investor pages, as summarised in encyclopaedias; written by the rule author,
 * group by group, never from a labelled set's rows.
 */
export const GROUP_NAMES_NATIONAL = `
+ Heineken > Browar Żywiec|Zagorka Brewery|Brand Bierbrouwerij|Bierbrouwerij Brand|Brand Brouwerij|Brouwerij Affligem|Affligem Brouwerij|Alken-Maes|Brasserie Alken-Maes|Grupa Żywiec|Grupa Zywiec|Browar Warka|Browar Leżajsk|Brau Union Österreich|Brau Union|Brauerei Göss|Brauerei Schwechat|Sociedade Central de Cervejas|Sociedade Central de Cervejas e Bebidas|Athenian Brewery|Αθηναϊκή Ζυθοποιία|Karlovačka pivovara|Pivovarna Laško Union|Pivovar Krušovice|Královský pivovar Krušovice|Pivovar Starobrno|Pivovar Velké Březno|Zlatý Bažant|Birra Moretti|Birra Ichnusa|La Cruz del Campo|Cruzcampo|Star Pubs & Bars|Star Pubs|Nigerian Breweries|Bralirwa|Bralima|Brarudi|Brasseries de Bourbon|Al Ahram Beverages|Al Ahram Beverages Company|Distell|Sedibeng Brewery|Harar Brewery|Bedele Brewery|Cervecería Cuauhtémoc Moctezuma|Cerveceria Cuauhtemoc Moctezuma|Cuauhtémoc Moctezuma|Cuauhtemoc Moctezuma|Cervejaria Kaiser|Brasil Kirin|Lagunitas Brewing Company|Lagunitas Brewing|Asia Pacific Breweries|Guinness Anchor Berhad|Guinness Anchor|United Breweries|United Breweries Limited|Multi Bintang Indonesia|Multi Bintang
+ Carlsberg > Ringnes|Ringnes AS|Pripps|Sinebrychoff|Oy Sinebrychoff Ab|Tuborg|Türk Tuborg|Brasseries Kronenbourg|Kronenbourg|Feldschlösschen|Feldschlösschen Getränke|Okocim|Browar Okocim|Britvic|Aldaris|Švyturys|Svyturys|Švyturys-Utenos alus|Saku Õlletehas|Mythos Brewery|Birrificio Angelo Poretti|Panonska pivovara|Chongqing Brewery|重庆啤酒|Wusu Beer|Lao Brewery|Lao Brewery Company|Gorkha Brewery
+ Anheuser-Busch InBev > South African Breweries|SAB Miller|SABMiller|Cervecería Bavaria|Cerveceria Bavaria|Unión de Cervecerías Peruanas Backus y Johnston|Backus y Johnston|Cervecería Nacional|Cervecería Boliviana Nacional|Cervecería Hondureña|Oriental Brewery|오비맥주|Budweiser APAC|Budweiser Brewing Company APAC|百威亚太|Nile Breweries|Tanzania Breweries|Zambian Breweries|Accra Brewery|International Breweries|Intafact Beverages|Brouwerij Artois|Spaten-Franziskaner-Bräu|Beck's Brewery|Brauerei Beck|Bud Light
Molson Coors|Molson Coors Beverage Company|Molson Coors Europe > Pivovary Staropramen|Staropramen|Borsodi Sörgyár|Borsodi Sörgyár Zrt|Kamenitza|Bergenbier|Zagrebačka pivovara|Apatinska pivara|Molson Canada|Coors Brewing Company|Blue Moon Brewing|Sharp's Brewery|Miller Brewing Company
+ Asahi Group > Plzeňský Prazdroj|Plzensky Prazdroj|Pilsner Urquell|Kompania Piwowarska|Dreher Sörgyárak|Dreher Sörgyár|Ursus Breweries|Birra Peroni|Koninklijke Grolsch|Grolsch|Carlton & United Breweries|Fuller's Brewery
+ Diageo > East African Breweries|East African Breweries PLC|EABL|Kenya Breweries|Uganda Breweries|Serengeti Breweries|United Spirits|United Spirits Limited|Swellfun|水井坊
+ Coca-Cola HBC > Coca-Cola Bottling Company of Egypt|Multon Partners|Römerquelle|Valser Mineralquellen|Deep RiverRock
+ AG Anadolu Grubu Holding > Coca-Cola İçecek|Coca-Cola Icecek|CCI|Coca-Cola Beverages Pakistan|Coca-Cola Almaty Bottlers|Coca-Cola Bishkek Bottlers|Coca-Cola Bangladesh Beverages|Coca-Cola Beverages Uzbekistan|Al Waha for Soft Drinks
+ Coca-Cola Europacific Partners > Coca-Cola Beverages Philippines|CCBPI
Embotelladora Andina|Coca-Cola Andina > Rio de Janeiro Refrescos|Paraguay Refrescos|Embotelladora del Atlántico|Vital Jugos|Vital Aguas
Swire Pacific|Swire Group|John Swire & Sons|太古集团 > Swire Coca-Cola|太古可口可乐|太古地产|HAECO|港机集团
Coca-Cola Consolidated|Coca-Cola Bottling Co. Consolidated
Coca-Cola Embonor|Embonor
+ Arca Continental > Tonicorp|Tonicorp S.A.|Industrias Lácteas Toni|Wise Foods|Inalecsa
+ FEMSA > Valora Holding|Valora Retail|Valora Holding|Socofar|Farmacias Cruz Verde|Farmacias YZA|Spal Indústria Brasileira de Bebidas|Spin by OXXO|OXXO Gas
+ Renault Group > RCI Banque|RCI Bank and Services|Mobilize Financial Services|Alpine Cars|Alpine Racing
+ General Motors > GM Financial|General Motors Financial Company|GM Defense|GMC|ACDelco|BrightDrop
+ Ford > Ford Credit|Ford Motor Credit Company|Ford Pro|Ford Blue|Ford Model e|Lincoln Motor Company
+ Toyota > Toyota Financial Services|Toyota Motor Credit Corporation|Toyota Kreditbank|Toyota Leasing|Toyota Industries Commercial Finance|Toyota Material Handling|Kinto Mobility
+ Honda > American Honda Finance|American Honda Finance Corporation|Honda Finance|Honda Financial Services|Honda Motorcycle and Scooter India|Honda Cars India|Honda Trading
+ Volkswagen Group > ŠkoFIN|SkoFIN|Ducati|Ducati Motor Holding|Italdesign|Everllence|MAN Energy Solutions|Navistar|International Motors|PowerCo|Elli Group|Porsche Financial Services|Audi Financial Services
+ Koç Holding > Otokoç|Otokoç Otomotiv|Birmot|Koçfinans|Koç Finansal Hizmetler|Zer Merkezi Hizmetler|Entek Elektrik|Divan Group|Divan Otelcilik|Ram Sigorta|Ram Dış Ticaret|Demir Export|Marmaris Altınyunus
+ Sabancı Holding > SabancıDx
holding: Borusan Holding|Borusan Grubu|Borusan Group
holding: OYAK|Ordu Yardımlaşma Kurumu|OYAK Grubu > Erdemir|Ereğli Demir ve Çelik|İsdemir|İskenderun Demir ve Çelik|Ataer Enerji|Omsan Lojistik|Akdeniz Kimya
holding: Tekfen Holding|Tekfen > Toros Tarım|Toros Gübre
+ Saudi Aramco > SABIC|سابك|Saudi Basic Industries Corporation|SABIC Agri-Nutrients|SABIC Innovative Plastics|Saudi Iron and Steel Company|Petrokemya|Arabian Petrochemical Company|Saudi Petrochemical Company|Yansab|Yanbu National Petrochemical Company|Petro Rabigh|Rabigh Refining and Petrochemical Company|Luberef|Saudi Aramco Base Oil Company|Motiva Enterprises|Esmax
Saudi Arabian Mining Company|Ma'aden|Maaden|معادن > 
+ Reliance Industries > Reliance Jio Infocomm|JioMart|JioStar|Viacom18|Network18|Network18 Media & Investments|TV18|TV18 Broadcast|Hathway|Hathway Cable and Datacom|Den Networks|Just Dial|Justdial|Reliance Digital|Reliance Trends|Reliance Fresh|Reliance Smart|Reliance Consumer Products|Netmeds|Urban Ladder|Reliance Retail Ventures
+ Adani Group > Ambuja Cements|ACC Limited|ACC Ltd|NDTV|New Delhi Television|Sanghi Industries|Penna Cement|Mumbai International Airport
+ Erste Group > Slovenská sporiteľňa|Slovenska sporitelna|Banca Comercială Română|Banca Comerciala Romana|BCR|s Autoleasing
+ KBC Group > K&H Bank|K&H Bank Zrt.|K&H Biztosító|United Bulgarian Bank|UBB|DZI Insurance|CBC Banque|KBC Insurance|KBC Verzekeringen|KBC Asset Management|KBC Securities
Commerzbank|Commerzbank AG > mBank|mBank S.A.|comdirect|Commerz Real
Millennium bcp|Banco Comercial Português|Banco Comercial Portugues > Bank Millennium|Bank Millennium S.A.|Millennium bim|ActivoBank
Raiffeisen Bank International|RBI Group > Tatra banka|Raiffeisenbank a.s.|Raiffeisen Bank Zrt.|Raiffeisen Bank Zrt|Raiffeisen Bank România|Raiffeisen Bank Romania|Raiffeisen banka Srbija|Raiffeisen Bank Aval|Raiffeisen Bank Kosovo|Raiffeisen Bank Albania|Raiffeisen Bank Bosnia|Raiffeisen Bank d.d. Bosna i Hercegovina|Priorbank|Raiffeisen Digital Bank
+ DSV > DB Schenker|Schenker AG|Schenker Deutschland|DB Schenker Logistics|Schenker Logistics
+ Atlas Copco > Edwards Vacuum|Leybold|Chicago Pneumatic|Quincy Compressor|ISRA Vision|Scheugenpflug|Perceptron
+ Sandvik > Seco Tools|Walter Tools|Dormer Pramet|Pramet Tools
Danish Crown|Danish Crown A/S > Tulip Food Company|ESS-FOOD|DAT-Schaub|Sokołów|Sokolow
OP Financial Group|OP Ryhmä|OP-ryhmä|OP Osuuskunta > Pohjola Insurance|Pohjola Vakuutus|OP Corporate Bank|OP Yrityspankki|Pohjola Hospital|Pohjola Sairaala|OP Kiinteistökeskus|OP Retail Customers|OP Asset Management
holding: Ackermans & van Haaren|AvH > DEME|DEME Group|Delen Private Bank|Bank J.Van Breda|Bank J. Van Breda & C°
holding: Martins Atacado|Martins Comércio e Serviços de Distribuição > Tribanco|Smart Supermercados|Rede Smart|Efácil
Sicoob|Sistema de Cooperativas de Crédito do Brasil|Banco Sicoob|Bancoob > Ponta Administradora de Consórcios|Sicoob Seguradora
Empresas Públicas de Medellín|EPM|Grupo EPM > Afinia|Aguas de Malambo|Central Hidroeléctrica de Caldas|EDEQ|Electrificadora de Santander|Emvarias|Aguas Nacionales EPM
4iG|4iG Nyrt. > One Magyarország|Antenna Hungária|Invitech
holding: Türkiye İş Bankası|İş Bankası|Is Bankasi|İşbank|Isbank|Türkiye İş Bankası A.Ş. > Şişecam|Sisecam|Türkiye Şişe ve Cam Fabrikaları|Anadolu Sigorta|Anadolu Anonim Türk Sigorta Şirketi|Anadolu Hayat Emeklilik|Türkiye Sınai Kalkınma Bankası|TSKB|İş Yatırım|Is Yatirim|İş Leasing|İş Portföy|İş GYO|Softtech|Camiş|Trakya Cam|Paşabahçe|Pasabahce
holding: Esas Holding > Pegasus Airlines|Pegasus Hava Taşımacılığı|Flypgs
Groupe ADP|Aéroports de Paris|Aeroports de Paris|Paris Aéroport > TAV Airports|TAV Havalimanları|TAV Havalimanları Holding|TAV Airports Holding|TAV Technologies|TAV İşletme Hizmetleri
Kaspi.kz|Kaspi|Kaspi Bank > Hepsiburada|D-Market Elektronik Hizmetler|Hepsijet|HepsiPay|Hepsiexpress|Portmone
Stripe|Stripe Inc. > Paystack|Lemon Squeezy|TaxJar
Ferrovial|Ferrovial S.E. > Budimex|Budimex S.A.|Cintra
Gen Digital|NortonLifeLock|Symantec Consumer > Avast|Avast Software|AVG Technologies|Avira|Avira Operations|LifeLock|Piriform|MoneyLion|CCleaner
+ StoneCo > Linx|Linx Sistemas e Consultoria|TAG Tecnologia para o Sistema Financeiro
Universo Online|UOL|Grupo UOL > PagSeguro|PagBank|PagBank PagSeguro|UOL EdTech|UOL Compass|Folha de S.Paulo|Grupo Folha
Aegon|Aegon N.V.|Aegon Ltd. > Transamerica|Transamerica Corporation|Transamerica Life Insurance|World Financial Group
Verisure|Verisure plc|Securitas Direct|Securitas Direct Verisure
Securitas|Securitas AB > Pinkerton|Pinkerton Consulting & Investigations|Securitas Technology|Stanley Security
Assa Abloy|ASSA ABLOY|ASSA ABLOY AB > HID Global|HID|Abloy|Abloy Oy|Agta Record|Medeco|Sargent Manufacturing|Yale Locks|Yale Home|Fleming Door Products|Ceco Door
Proximus|Proximus Group|Proximus S.A. > Telesign|BICS|Scarlet Belgium|Mobile Vikings|Route Mobile
bpost|bpost group|bpostgroup > Radial|Landmark Global|Active Ants|Staci|DynaGroup
Novonesis|Novozymes|Chr. Hansen
Kenya Power and Lighting Company|Kenya Power|KPLC
Kenya Electricity Generating Company|KenGen
Kenya Airways|KQ > Jambojet|Kenya Airways Cargo|African Cargo Handling
Co-operative Bank of Kenya|Co-op Bank Kenya > Kingdom Bank|Co-op Consultancy and Bancassurance Intermediary|Co-op Trust Investment Services
Interswitch|Interswitch Group > Verve International|Quickteller|Interswitch Financial Inclusion Services
Flour Mills of Nigeria|FMN > Honeywell Flour Mills|Golden Penny Foods|Golden Sugar Company|Premier Feed Mills|Northern Nigeria Flour Mills
BUA Group|BUA > BUA Cement|BUA Foods|BUA Sugar Refinery|Obu Cement
PLDT|Philippine Long Distance Telephone Company|PLDT Inc. > Smart Communications|Smart Communications Inc.|ePLDT|Digitel|Sun Cellular|Digital Telecommunications Phils|VITRO|Talas Data Intelligence
holding: Alliance Global Group|Alliance Global|AGI > Megaworld|Megaworld Corporation|Emperador|Emperador Distillers|Golden Arches Development Corporation|Global-Estate Resorts|Empire East Land
Metropolitan Bank and Trust Company|Metrobank|Metropolitan Bank & Trust > PSBank|Philippine Savings Bank|First Metro Investment|ORIX Metro Leasing
holding: DMCI Holdings|DMCI > DMCI Homes|Semirara Mining and Power|Semirara Mining|D.M. Consunji|DMCI Power|DMCI Mining
holding: Boon Rawd Brewery|Boon Rawd|บุญรอดบริวเวอรี่ > Singha Corporation|Singha Beverage|Singha Estate|บุญรอด
Thai Union Group|Thai Union|ไทยยูเนี่ยน > Chicken of the Sea|Chicken of the Sea International|Petit Navire|Rügen Fisch|MW Brands|King Oscar|Thai Union Feedmill|i-Tail Corporation|Okeanos Food
Barito Pacific|PT Barito Pacific > Chandra Asri|Chandra Asri Pacific|PT Chandra Asri Petrochemical|Star Energy|Star Energy Geothermal|Barito Renewables
holding: Elang Mahkota Teknologi|Emtek|Emtek Group > Surya Citra Media|SCTV|Indosiar|Vidio|Vidio.com|O Channel|Kapanlagi Youniverse
Alsea|Alsea S.A.B. de C.V. > Vips|Foster's Hollywood|Italianni's|Starbucks México|Starbucks Mexico|Domino's Pizza México|Burger King México|Chili's México|P.F. Chang's México|Starbucks Argentina|Starbucks Chile|Starbucks Colombia|Starbucks Uruguay|Starbucks Coffee España|Ginos
Grupo Comercial Chedraui|Chedraui|Tiendas Chedraui > Smart & Final|Supercito
+ Ecopetrol > ISA|Interconexión Eléctrica|Interconexion Electrica|Interconexión Eléctrica S.A. E.S.P.|ISA Intercolombia|Intercolombia|ISA CTEEP|CTEEP|ISA Transelca|Transelca|Internexa|ISA REP|ISA Interchile|Interchile|Hocol
České dráhy|Ceske drahy|ČD|CD > ČD Cargo|CD Cargo|ČD Telematika|ČD - Informační Systémy|Výzkumný Ústav Železniční
Moravia Steel > Třinecké železárny|Trinecke zelezarny|Třinec Iron and Steel Works|Třinecké železárny – Moravia Steel|Válcovny trub Chomutov|Strojírny Třinec
Rohlik Group|Rohlik.cz|Rohlík.cz|Rohlik > Knuspr|Knuspr.de|Kifli.hu|Gurkerl.at|Gurkerl|Sezamo|Velká Pecka
Poczta Polska|Poczta Polska S.A. > Bank Pocztowy|Pocztowe Towarzystwo Ubezpieczeń|Pocztowa Agencja Usług Finansowych|Envelo
PKP|PKP S.A.|Polskie Koleje Państwowe|Grupa PKP > PKP Intercity|PKP Polskie Linie Kolejowe|PKP PLK|PKP Energetyka|PKP Informatyka|PKP Szybka Kolej Miejska|Xcity Investment
SAIC Motor|SAIC Motor Corporation|上汽集团|上海汽车集团 > MG Motor|MG Motor UK|MG Motor India|Maxus|Huayu Automotive|华域汽车|Anji Logistics|安吉物流|上汽通用五菱
Chery Automobile|Chery|奇瑞汽车|奇瑞 > Omoda|Jaecoo|Exeed|Omoda & Jaecoo
Great Wall Motor|GWM|长城汽车 > Haval|Tank Motor|ORA|Wey|哈弗
Dongfeng Motor|Dongfeng Motor Group|Dongfeng Motor Corporation|东风汽车 > Voyah|岚图汽车|Dongfeng Commercial Vehicle
Changan Automobile|长安汽车 > Deepal|深蓝汽车|Changan Kaicene
China FAW Group|FAW|一汽 > Hongqi|红旗|FAW Jiefang|一汽解放|Bestune
Guangzhou Automobile Group|GAC Group|GAC|广汽集团 > GAC Aion|广汽埃安|Trumpchi|Hyptec
BAIC Group|BAIC|北汽集团 > Arcfox|BAIC BluePark|Beijing Automotive
Isuzu Motors|Isuzu|いすゞ自動車 > UD Trucks|UDトラックス
DRB-HICOM|DRB-HICOM Berhad > Perusahaan Otomobil Nasional|Proton Cars|Proton Edar|Pos Malaysia|Bank Muamalat Malaysia|Bank Muamalat
Eicher Motors|Eicher > Royal Enfield|VE Commercial Vehicles|Eicher Trucks and Buses|VECV
KG Group|KG그룹 > KG Mobility|KG모빌리티|SsangYong Motor|쌍용자동차|KG Steel|KG스틸|KG Chemical|KG케미칼|KG Inicis|KG이니시스
+ BMW Group > BMW Bank|BMW Financial Services|BMW Group Financial Services|Alphera Financial Services|BMW Motorrad|BMW Brilliance Automotive
+ General Motors > Cruise
+ Honda > Honda Aircraft Company|HondaJet
Mahou San Miguel|Grupo Mahou San Miguel|Mahou > Cervezas Alhambra|Founders Brewing|Avery Brewing|Solán de Cabras
Groupe Castel|Castel Frères > Brasseries et Glacières Internationales|Société Anonyme des Brasseries du Cameroun|Brasseries du Cameroun|BGI Ethiopia|Bracongo|Brasseries du Congo|Solibra|Société des Brasseries du Maroc|Sobraga
サッポロホールディングス|Sapporo Breweries > サッポロビール|Sleeman Breweries|Stone Brewing|Pokka Sapporo Food & Beverage|ポッカサッポロ
+ Kirin > Lion|Lion Pty Ltd|Lion Beer Australia|Lion New Zealand|Fancl|ファンケル|Blackmores|Four Roses Distillery|メルシャン|Coca-Cola Beverages Northeast|Coca-Cola Northeast
China Resources|China Resources Holdings|华润集团|华润 > China Resources Beer|Snow Beer|雪花啤酒|China Resources Land|China Resources Power|China Resources Pharmaceutical|CR Vanguard|China Resources Gas|China Resources Microelectronics
holding: RJ Corp|RJ Corporation > Varun Beverages|VBL|Devyani International|Devyani
Dr. August Oetker KG|Oetker-Gruppe|Oetker Group > Dr. Oetker|Radeberger Gruppe|Radeberger Brauerei|Radeberger Group|Henkell Freixenet|Henkell & Co. Sektkellerei|Freixenet|Flaschenpost|Oetker Digital|Binding-Brauerei
`;
