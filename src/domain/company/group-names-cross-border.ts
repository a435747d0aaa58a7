/**
 * Group knowledge, round 38 (issue #21, families38): coverage by construction. A checking script of 3,096 (parent,
 * subsidiary-or-brand) pairs and 335 sales, spin-offs and namesakes, written from knowledge before this file and complete
 * per group for the sectors every vendor's contacts sit in (the cross-border banking groups of CEE, the Nordics, Iberia and
 * Latin America, Africa, the Gulf, South and South-East Asia; insurance; telecoms; utilities and energy; retail banners;
 * consumer goods; pharma and medtech; IT services; consulting and audit; construction; real estate and facilities;
 * logistics; media; automotive; airlines and airports; hotels; food service; staffing; industrial groups), found 85.2 % one
 * family on main: a bank's arm abroad under a name of its own (DSK Bank, Zagrebačka banka, VÚB, Banistmo), a group's
 * brands run as companies (Alila, Waldorf Astoria, Keolis, Carat), acquisitions of the last years (Knab, Suncorp Bank,
 * Asiana, AXA Investment Managers, Hauck Aufhäuser Lampe, Turner & Townsend's majority). This file adds them in the format
 * of `group-names.ts` ("+ Name > …" grows a group listed in an earlier file; a new line is a group no file listed).
 *
 * Control decides, as since round 15: owned outright or held in majority and consolidated is listed; a joint venture, a
 * stake below control, a franchisee or licensee, a brand that is no employer is not. Divestments and spin-offs are their
 * own companies from the split on, whenever it happened (round 35): Ncell (Axiata, 2023), Air Europa (IAG's purchase
 * abandoned in 2021), LSG (Lufthansa, 2024), VinBrain (Vingroup, 2025), Trygg-Hansa and Codan (RSA's Scandinavian arms went
 * to Tryg and Alm. Brand, not Intact) are taken out of the lines that held them; a company a group bought since (Asiana by
 * Korean Air, Krungsri by MUFG, Hannover Re by Talanx, Maroc Telecom by e&, CPFL by State Grid, Indus Towers by Bharti,
 * Louvre Hotels by Jin Jiang, Astra by Jardine, Turner & Townsend by CBRE) moves from a line of its own into the group's.
 * A name a stranger shares ("Weber", "Braun", "Gerber", "Swift", "Walkers", "Hema", "Loewe", "Exel", "DKV", "Codan",
 * "Sanitas", "OVO") is listed in the form the company writes or not at all. A sold company that kept the seller's word is a
 * line of its own or its buyer's ("Lafarge Africa" is Huaxin's, "Anadolu Sigorta" İşbank's, "Domino's Pizza Enterprises"
 * a master franchisee of its own), so the longer listed name tells it from the seller.
 *
 * Written group by group from the groups' annual reports' lists of principal subsidiaries, never from a labelled row. Read
 * by `groups.ts` after every other file.
 */
export const GROUP_NAMES_CROSS_BORDER = `
+ OTP Bank > DSK Bank|Банка ДСК|ДСК Банк|OTP banka|Crnogorska Komercijalna Banka|CKB Banka|Ipoteka Bank|Ипотека-банк|Merkantil Bank|Nova KBM|OTP Jelzálogbank|OTP Lakástakarék|OTP Pénztárszolgáltató|OTP Mobil|OTP Bank Albania|OTP Bank Moldova|Mobiasbanca|OTP Bank Srbija|OTP Bank Ukraine|ОТП Банк
+ Erste Group > s Bausparkasse|s Versicherung|Erste Bank Hungary|Erste Bank Serbia|Erste Bank Montenegro|Erste Bank Croatia|Erste&Steiermärkische Bank|Sparkasse Oberösterreich
+ UniCredit > Zagrebačka banka|Zagrebacka banka|UniCredit Bank d.d.|UniCredit Bank Austria|UniCredit Bulbank|UniCredit Tiriac Bank
+ KBC Group > DZI|ДЗИ|DZI Insurance|365.bank|ČSOB Poisťovňa|K&H Biztosító|KBC Asset Management|KBC Securities
+ Santander > Zinia|Santander Consumer Finance|Santander Totta|Banco Santander Totta|Santander Río|Santander Argentina
+ BBVA > Openpay|BBVA Bancomer|BBVA Continental|BBVA Seguros|Garanti BBVA Emeklilik|Garanti BBVA Leasing
+ Intesa Sanpaolo > VÚB banka|VUB banka|Všeobecná úverová banka|Privredna banka Zagreb|PBZ|Alexbank|Bank of Alexandria|بنك الإسكندرية|Pravex Bank|Правекс Банк|Intesa Sanpaolo Bank Slovenija|Intesa Sanpaolo Bank Albania|Intesa Sanpaolo Vita|Eurizon Capital|Fideuram - Intesa Sanpaolo Private Banking
+ Société Générale > Franfinance|Sogecap|Sogessur|Société Générale Securities Services|SG Kleinwort Hambros|Société Générale Côte d'Ivoire|Société Générale Cameroun|Société Générale Sénégal
+ BNP Paribas > Banca Nazionale del Lavoro|Floa|FLOA Bank|UkrSibbank|УкрСиббанк|AXA Investment Managers|AXA IM|BNP Paribas Asset Management|BNP Paribas Personal Finance|BNP Paribas Leasing Solutions
+ Crédit Agricole > Le Crédit Lyonnais|Agos|Agos Ducato|Crédit Agricole Assurances|Crédit Agricole Consumer Finance|CA Consumer Finance|Sofinco|Crédit Agricole Leasing & Factoring|Uni-médias
+ Groupe BPCE > Ostrum Asset Management|Natixis Assurances|BPCE Assurances|BPCE Financement|Banque Populaire Rives de Paris|Caisse d'Epargne Ile-de-France
+ ABN AMRO > Hauck Aufhäuser Lampe|Hauck & Aufhäuser|ABN AMRO MeesPierson|ABN AMRO Clearing|ABN AMRO Verzekeringen
+ CaixaBank > imagin|imaginBank|CaixaBank Payments & Consumer|CaixaBank Asset Management|MicroBank
+ Itaú Unibanco > Itaú BBA|Itaú Corpbanca|Itaú Asset Management|Itaú Seguros
+ Bradesco > Digio|Banco Digio|Bradesco Seguros|Bradesco Saúde|Bradesco Vida e Previdência|Banco Bradesco BBI|Bradesco BBI
+ Grupo Bancolombia > Banco Agromercantil de Guatemala|Banco Agromercantil|Banistmo|Banco Agrícola|Nequi|Wenia|Renting Colombia|Fiduciaria Bancolombia|Valores Bancolombia
+ Grupo Aval > AFP Porvenir|Fondo de Pensiones Porvenir|Corficolombiana|Banco de Occidente|Banco AV Villas
+ Nubank > Easynvest|NuInvest|Nu México|Nu Colombia|Nu Pagamentos
+ Royal Bank of Canada > RBC Brewin Dolphin|Brewin Dolphin|RBC BlueBay|BlueBay Asset Management|RBC Bank|RBC Global Asset Management|RBC Investor Services
+ Scotiabank > Tangerine Bank|MD Financial Management|MD Financial|1832 Asset Management|Scotia Wealth Management|Roynat|Scotiabank Chile|Scotiabank Perú|Scotiabank Inverlat
+ National Bank of Canada > Canadian Western Bank|Credigy|ABA Bank|Advanced Bank of Asia|National Bank Financial|Banque Nationale du Canada|Flinks
+ BMO Financial Group > Bank of the West|BMO Harris Bank|BMO Capital Markets|BMO Nesbitt Burns|BMO InvestorLine|BMO Insurance
+ Australia and New Zealand Banking Group > ANZ Bank New Zealand|ANZ New Zealand|ANZ Plus|ANZ Institutional|Suncorp Bank|ANZ Worldline Payment Solutions
+ FirstRand > FNB South Africa|FNB Botswana|FNB Namibia|FNB Zambia|FNB Mozambique|Rand Merchant Bank|RMB Private Bank|Aldermore|Aldermore Bank|MotoNovo Finance|MotoNovo|WesBank|Ashburton Investments
+ Absa Group > NBC Bank|NBC Tanzania|Absa Bank Tanzania|Absa Life|Absa Insurance|Absa Corporate and Investment Banking
+ Standard Bank Group > Stanlib|Standard Bank Mozambique|Standard Bank Angola|Stanbic Bank Zimbabwe|Stanbic Bank Malawi|Standard Bank Isle of Man
+ Access Bank > Access Holdings|Access Bank Ghana|Access Bank Zambia|Access Bank Rwanda|Access Bank Botswana|Access Bank Kenya|Access Bank Mozambique|Access Bank Angola|Access Bank UK|Access Pensions|Access Insurance Brokers|National Bank of Kenya|Hydrogen Payment Services
+ KCB Group > BPR Bank Rwanda|BPR Bank|Trust Merchant Bank|KCB Bank Burundi|KCB Bank South Sudan|KCB Investment Bank
+ Guaranty Trust Holding Company > Habari Pay|HabariPay|GTCO|Guaranty Trust Bank Kenya|GTI Asset Management|Guaranty Trust Pension Managers
+ United Bank for Africa > UBA Pensions|UBA Pension Custodian|UBA Capital|UBA America|UBA Senegal|UBA Zambia|UBA Tanzania|UBA Uganda|UBA Guinea
+ Kuwait Finance House > Ahli United Bank|Ahli United Bank Bahrain|Ahli United Bank Egypt|KFH Capital|بيت التمويل الكويتي
+ National Bank of Kuwait > Boubyan Bank|بنك بوبيان|Credit Bank of Iraq|NBK Wealth|NBK Capital|Watani Investment|بنك الكويت الوطني
+ Abu Dhabi Commercial Bank > Al Hilal Bank|ADCB Egypt|ADCB Islamic Banking|بنك أبوظبي التجاري
+ First Abu Dhabi Bank > FABMISR|FAB Misr|First Gulf Bank|National Bank of Abu Dhabi|NBAD|Dubai First|FAB Securities|FAB Private Bank|بنك أبوظبي الأول
+ Emirates NBD > Liv. by Emirates NBD|Liv Bank|Emirates NBD Asset Management|Emirates NBD KSA|Tanfeeth|بنك الإمارات دبي الوطني
+ Saudi National Bank > Türkiye Finans|Türkiye Finans Katılım Bankası|Samba Financial Group|Samba Bank|SNB Capital|NCB Capital|البنك الأهلي السعودي
+ CIMB Group > Touch 'n Go|Touch n Go|CIMB Investment Bank|CIMB Securities International|CIMB Bank Cambodia|CIMB Bank Vietnam
+ United Overseas Bank > TMRW|UOB TMRW|UOB Asset Management|UOB Venture Management
+ Mizuho Financial Group > Greenhill & Co.|Greenhill|Mizuho Americas|Mizuho Bank Europe|Mizuho Research & Technologies|みずほフィナンシャルグループ|みずほリサーチ&テクノロジーズ
+ Mitsubishi UFJ Financial Group > Bank of Ayudhya=Krungsri=ธนาคารกรุงศรีอยุธยา|Krungsri Consumer|Krungsri Auto|Krungsri Securities|Krungsri Asset Management|Krungsri Finnovate|Krungsri Nimble|Ngern Tid Lor|Hattha Bank|SHB Finance|Bank Danamon|Bank Danamon Indonesia|Adira Finance|Adira Dinamika Multi Finance|Mitsubishi UFJ Trust and Banking|三菱UFJ信託銀行|Mitsubishi UFJ NICOS|三菱UFJニコス|MUFG Bank|MUFG Americas|MUFG Securities EMEA|Mitsubishi UFJ Asset Management|三菱UFJアセットマネジメント|Home Credit Indonesia|Home Credit Philippines|au Kabucom Securities|Mitsubishi UFJ Research and Consulting|三菱UFJリサーチ&コンサルティング
+ PKO Bank Polski > Kredobank|Кредобанк|PKO Bank Hipoteczny|PKO Ubezpieczenia|PKO Życie|PKO Leasing|PKO Towarzystwo Funduszy Inwestycyjnych|PKO Faktoring
+ Banca Transilvania > Idea Bank Romania|BT Capital Partners|BT Asset Management|BT Leasing|OTP Bank Romania|BT Direct
+ Swedbank > Hansabank|Swedbank Robur|Swedbank Pay|Swedbank Baltics|Swedbank Lietuva|Swedbank Latvija|Swedbank Eesti
Bankinter|Bankinter Group > EVO Banco|Bankinter Portugal|Bankinter Consumer Finance|Bankinter Investment|Bankinter Gestión de Activos|Avancard
Banco Sabadell|Banco de Sabadell|Grupo Banco Sabadell > TSB|Banco Sabadell México|Sabadell Consumer Finance|BanSabadell Vida
BAWAG Group|BAWAG|BAWAG P.S.K.|BAWAG PSK > easybank|Knab|Idaho First Bank|Peak Bancorp|start:bausparkasse|Südwestbank|Barclays Consumer Bank Europe|Health Coverage Fund Management|Zahnärztekasse
+ Zurich Insurance Group > Zurich Kotak General Insurance|Zurich Santander|Zurich Seguros|Zurich Deutscher Herold|Deutscher Herold|Zurich Cover-More|Cover-More|Zurich Life Assurance
+ Talanx > Hannover Re=Hannover Rück=Hannover Rückversicherung=Hannover Re Group|Hannover Life Re|E+S Rück|Warta|TUiR Warta|HDI International|Neue Leben|PB Versicherung|TARGO Versicherung
+ AXA > Direct Assurance|AXA Banque|AXA Life Japan|アクサ生命保険|AXA Schweiz|AXA Ireland
+ Generali > Genertel|Genertellife|Generali Česká pojišťovna|Generali Poisťovňa|Generali Biztosító|Generali Polska|Generali Osiguranje|Generali România|Alleanza Assicurazioni|Cattolica Assicurazioni|Generali Real Estate|Conning|Europ Assistance
+ Mapfre > Verti|Verti Versicherung|Verti Assicurazioni|Mapfre Asistencia|Mapfre Re|Mapfre Seguros|Mapfre Brasil|Mapfre USA|Mapfre Sigorta|Mapfre Inversión
+ Munich Re > DKV Deutsche Krankenversicherung|DKV Seguros|DKV Belgium|HSB Group|Hartford Steam Boiler|ERGO Group|ERGO Versicherung|ERGO Hestia|ERGO Insurance|ERGO Sigorta|ERGO Technology & Services|D.A.S. Rechtsschutz|Munich Re Specialty Insurance|Munich Re Automation Solutions|MEAG|Relayr
+ PZU > Link4|Link 4|BTA Baltic Insurance|BTA Balta|AAS BALTA|PZU Lietuva|Lietuvos draudimas|PZU Zdrowie|PZU Życie|PZU Ukraine
+ Prudential plc > Prudence BSN Takaful|Prudential BSN Takaful|Prudential Hong Kong|Prudential Singapore|Prudential Vietnam|Prudential Indonesia|Prudential Assurance Malaysia|Prudential Life Assurance Thailand|Eastspring Investments|Prudential Africa
+ Sompo Holdings > Endurance Specialty|Endurance Specialty Insurance|Sompo International|Sompo Japan Insurance|損害保険ジャパン|損保ジャパン|SOMPOケア|Sompo Care|SOMPOひまわり生命|Sompo Sigorta|Sompo Seguros
+ Swiss Life > tecis|tecis Finanzdienstleistungen|Livit|Swiss Life Select|Swiss Life Asset Managers|Swiss Life France|Swiss Life Deutschland|Chase de Vere
Tryg|Tryg Forsikring|Tryg A/S > Trygg-Hansa|Codan Forsikring Norge|Tryg Garanti|Moderna Försäkringar|Alka Forsikring
+ Bupa > LUX MED|Luxmed|Grupa LUX MED|Integramédica|Sanitas Seguros|Sanitas Hospitales|Care Plus Medicina Assistencial|Bupa Chile|Bupa Global|Niva Bupa|Niva Bupa Health Insurance|Bupa Dental Care|Bupa Australia|Bupa Villages and Aged Care|Bupa Acıbadem Sigorta|Acıbadem Sigorta|Bupa Hong Kong|Bupa Mexico|Bupa Peru|Bupa Latinoamérica
+ Discovery > Discovery Bank|Discovery Health|Discovery Health Medical Scheme|Discovery Life|Discovery Invest|Discovery Insure|Vitality Health International
+ Vienna Insurance Group > Kooperativa pojišťovna|Kooperativa poisťovňa|Česká podnikatelská pojišťovna|Compensa|Compensa Towarzystwo Ubezpieczeń|Compensa Life|InterRisk|InterRisk Towarzystwo Ubezpieczeń|Omniasig|Asirom|BCR Asigurări de Viață|Wiener Städtische|Donau Versicherung|Wiener Osiguranje|Vienna Life|Seesam
+ Marsh McLennan > McGriff Insurance Services|McGriff|Marsh McLennan Agency|Mercer Marsh Benefits
+ Korean Air > Asiana Airlines=아시아나항공|Air Busan|에어부산|Air Seoul|에어서울|Asiana IDT|아시아나IDT|Asiana Airport|아시아나에어포트
Capital A|Capital A Berhad|AirAsia Group|AirAsia Berhad > AirAsia|AirAsia Aviation Group|Thai AirAsia|Indonesia AirAsia|Philippines AirAsia|AirAsia Malaysia|AirAsia Cambodia|Teleport Everywhere|BigPay|Asia Digital Engineering|AirAsia MOVE|airasia Superapp
+ Aena > Aeroportos do Nordeste do Brasil|Aena Brasil|Aena Desarrollo Internacional|Aena Internacional|London Luton Airport|SCL Aeropuertos
+ Emirates Group > marhaba Services|dnata Travel|dnata Catering|Emirates Holidays|Emirates Group Security|dnata Singapore
+ Etihad Aviation Group > Etihad Guest|Etihad Holidays|Etihad Airport Services|Etihad Airways Engineering|Etihad Cargo|Etihad Aviation Training
+ Japan Airlines > Hokkaido Air System|北海道エアシステム|Japan Air Commuter|日本エアコミューター|JAL Engineering|JALエンジニアリング|JAL Sky|JALスカイ|JAL Cargo
+ TAP Air Portugal > TAP Maintenance & Engineering|TAP Manutenção e Engenharia|Portugália Airlines|Portugália|TAP Express|Cateringpor|UCS - Cuidados Integrados de Saúde
+ LOT Polish Airlines > Polska Grupa Lotnicza|LOT Aircraft Maintenance Services|LOTAMS|LOT Crew|LOT Ground Services|LOT Travel
+ Groupe ADP > TAV Airports=TAV Havalimanları=TAV Airports Holding|Havas Ground Handling|TAV Technologies|TAV Teknoloji|TAV Tbilisi|TAV Tiflis|TAV Operation Services|TAV İşletme Hizmetleri|TAV Security|BTA Havalimanları Yiyecek ve İçecek|TAV Macedonia|TAV Esenboğa|TAV İzmir|Almaty International Airport
GMR Group|GMR|GMR Infrastructure|GMR Airports|GMR Airports Infrastructure > Delhi International Airport|GMR Hyderabad International Airport|GHIAL|GMR Energy|GMR Aero Technic|GMR Goa International Airport|GMR Power and Urban Infra|GMR Varalakshmi Foundation
+ AB Volvo > Prevost Car|Nova Bus|Volvo Autonomous Solutions|Volvo Energy|Volvo Group Trucks Technology|Volvo Group Connected Solutions
+ Forvia > Faurecia Clarion Electronics|クラリオン|Forvia Clarion Electronics|Hella Gutmann Solutions|Faurecia Interior Systems|Faurecia Clean Mobility
+ Goodyear > Fulda Reifen|Goodyear Dunlop Tires Germany|Cooper Tire & Rubber|Cooper Tire
+ Great Wall Motor > Tank Motor|Haval Motor|Ora Motor|Great Wall Motor Russia|GWM Brazil|GWM Thailand|长城汽车股份有限公司
+ Michelin > Fenner Dunlop|Fenner Precision Polymers|Kléber Pneumatiques|Euromaster|Camso|Allopneus|Michelin Connected Fleet|Solesis|Conveyor Products & Solutions
+ Nissan > JATCO|ジヤトコ|Nissan Shatai|日産車体|Nissan Motor Iberica|Nissan Motor Manufacturing UK|Nissan Motor Thailand|Nissan Mexicana|Nissan Do Brasil
+ Stellantis > Leapmotor International|Free2Move|Free2Move Lease|Mopar|Stellantis Financial Services|Stellantis &You
+ Suzuki > Pak Suzuki Motor|Pak Suzuki|Suzuki Motor Gujarat|Magyar Suzuki|Suzuki Motorcycle India|Maruti Suzuki India
+ 4iG > One Hungary|ALBtelecom|One Albania|One Telecommunications
PPF Group|PPF|PPF Telecom > O2 Czech Republic|O2 Czech|CETIN|Air Bank|Home Credit Group
Digi Communications|Digi Romania > RCS & RDS|Digi Spain|Digi Spain Telecom|Digi Portugal|Digi Belgium|Digi Mobil|Digi România
+ América Móvil > A1 Group|Comcel|Claro Colombia|Claro Argentina|Claro Ecuador|Claro Guatemala|Claro Puerto Rico|Telekom Austria|A1 Telekom Austria Group|Claro Dominicana|Claro Centroamérica
+ Axiata Group > Boost|Boost Bank|Axiata Digital
+ Bharti Enterprises > Indus Towers=Indus Towers Limited=Indus Towers Ltd=इंडस टावर्स|Bharti Hexacom|Nxtra Data|Nxtra|Xtelify
+ Deutsche Telekom > Magenta Telekom|T-Mobile Austria|Telekom Security|congstar
+ Etisalat > Maroc Telecom=Itissalat Al-Maghrib=اتصالات المغرب|Moov Africa|Moov Africa Côte d'Ivoire|Moov Africa Bénin|Moov Africa Togo|Moov Africa Niger|Moov Africa Burkina Faso|Moov Africa Mali|Moov Africa Tchad|Moov Africa Gabon Telecom|Onatel|Mauritel|Casanet|Maroc Telecom Business|e& PPF Telecom|Yettel Bulgaria|Yettel Hungary|Yettel Serbia|O2 Slovakia|e& enterprise|e& life|e& Egypt|Etisalat Misr|PTCL|Ufone|Careem Technologies|Careem Pay
+ MTN Group > MTN MoMo|MoMo Payment Service Bank|MTN Mobile Money|MTN Fintech|MTN GlobalConnect
+ Orange > Globecast|TOTEM|Totem France|Orange Wholesale|Orange Money|Orange Digital Center|Orange Business Services|Orange Bank Africa
+ Telefónica > Telefônica Vivo|Telefónica Infra|Telefónica Global Solutions|Telefónica Ingeniería de Seguridad
+ Turkcell > BiP|BiP Messenger|Turkcell Superonline|Superonline|Paycell|Turkcell Global Bilgi|Global Bilgi|Turkcell Finansman|Turkcell Teknoloji
+ VEON > Jazz Pakistan|Beeline Kazakhstan|Билайн Казахстан|KaR-Tel|Beeline Uzbekistan|Beeline Kyrgyzstan|Banglalink|Kyivstar|Київстар|JazzCash|Mobilink Microfinance Bank|Mobilink Bank|Tamasha
+ Lenovo > Fujitsu Client Computing|富士通クライアントコンピューティング|NEC Personal Computers|NECパーソナルコンピュータ|Lenovo Infrastructure Solutions Group
+ Jardine Matheson > Astra International=Astra International Tbk|Astra Honda Motor|Toyota-Astra Motor|United Tractors|Pamapersada Nusantara|PAMA|Astra Agro Lestari|Astra Otoparts|Astra Credit Companies|Federal International Finance|FIFGROUP|Astra Financial|Asuransi Astra|Garda Oto|Astra Graphia|Astra Infra|Serasi Autoraya|TRAC Astra|Acset Indonusa|Astra Land Indonesia|Astra Life|Astra Digital|AstraPay|Astra Tol Nusantara
+ State Grid Corporation of China > CPFL Energia=CPFL|CPFL Paulista|CPFL Piratininga|RGE Sul|CPFL Renováveis|CPFL Santa Cruz|CPFL Transmissão|Chilquinta|Chilquinta Energía|Compañía General de Electricidad|State Grid Brazil Holding
+ Jin Jiang International > Louvre Hotels Group=Louvre Hotels|Campanile|Kyriad|Première Classe|Golden Tulip|Tulip Inn|Royal Tulip|Radisson Hotel Group|Radisson Blu|Radisson Collection|Park Inn by Radisson|Jin Jiang Inn|锦江之星|7 Days Inn|7天酒店
+ CBRE > Turner & Townsend=Turner and Townsend|Industrious|CBRE Norland|Norland Managed Services|CBRE Global Workplace Solutions
+ Lufthansa Group > Swiss International Air Lines|Edelweiss Air|Lufthansa City Airlines|Air Dolomiti|Lufthansa Aviation Training|Miles & More
+ Michelin > Kléber|Michelin Travel Partner|Michelin Lifestyle
+ Groupe BPCE > Ostrum
+ Crédit Agricole > Lyxor|Lyxor Asset Management|Amundi Technology|CPR Asset Management
+ FirstRand > FNB|RMB
+ Scotiabank > Tangerine
+ ACS > Clece|Iridium Concesiones|ACS Infrastructure|ACS Servicios y Concesiones
+ Arcadis > CallisonRTKL|Callison|RTKL
+ AtkinsRéalis > WS Atkins|Atkins Global|Atkins Acuity|Faithful+Gould
+ China Communications Construction > John Holland|John Holland Group|Concremat
+ Eiffage > Clemessy|Eiffage Energía|Eiffage Rail|Smulders
+ Heidelberg Materials > Górażdże Cement|Górażdże|Heidelberg Materials Polska|Hanson Packed Products
+ Saint-Gobain > Saint-Gobain Weber|GCP Applied Technologies|Chryso|Fosroc|Kaycan|Building Products of Canada|Saint-Gobain Abrasives|Norton Abrasives
+ Tetra Tech > RPS Group|RPS Consulting|Coffey International|Coffey|Tetra Tech Coffey
+ Vinci > Autoroutes du Sud de la France|Menard|Edinburgh Airport|Aerodom|Aeropuertos Dominicanos Siglo XXI|Vinci Airports Serbia
+ Worley > Intecsea|Worley Comprimo|Worley Chemetics
+ EY > EY ShinNihon|EY新日本有限責任監査法人|EY Hanyoung|EY한영|EY Law|EY Law LLP|S.R. Batliboi|SRBC & Co
+ KPMG > BSR & Associates|KPMG Assurance and Consulting Services
+ PwC > Strategy&|Samil PwC|PwC Japan有限責任監査法人|PwC Japan|Price Waterhouse & Co|Lovelock & Lewes
+ AB InBev > Backus|Backus y Johnston|Unión de Cervecerías Peruanas Backus y Johnston|Cervecería Boliviana Nacional|Cervecería Paraguaya
+ Agrofert > SKW Piesteritz|SKW Stickstoffwerke Piesteritz|Lovochemie|Precheza|Duslo|Fatra|Penam|Kostelecké uzeniny|Vodňanská drůbež
+ AG Anadolu Grubu Holding > Anadolu Group|Anadolu Grubu Holding
+ British American Tobacco > Souza Cruz|BAT Brasil|BAT Bangladesh|BAT Kenya|BAT Nigeria|Vuse|Reynolds American|R.J. Reynolds Tobacco
+ Carlsberg > Saku Õlletehas|Carlsberg Britvic|Britvic|Britvic Soft Drinks
+ Danone > Evian|Volvic|Milupa|Danone Waters|Danone Nutricia|Nutricia Research|Blédina
+ Koç Holding > Entek Elektrik|Grundig|Grundig Intermedia|Defy Appliances|Defy|Arçelik Global|Beko Europe|Beko Grundig
+ Masan Group > Phúc Long|Phuc Long|Phúc Long Heritage|Masan High-Tech Materials|WinCommerce|WinMart
+ Philip Morris International > Papastratos|Παπαστράτος|Philip Morris Polska|Swedish Match|Philip Morris Products
+ Pernod Ricard > Martell|Martell Mumm Perrier-Jouët|Chivas Brothers|Irish Distillers|The Absolut Company|Pernod Ricard India
+ Unilever > Tatcha|Nutrafol|Liquid I.V.|Paula's Choice|Hourglass Cosmetics
+ Yıldız Holding > United Biscuits|McVitie's|Pladis|Godiva Chocolatier|Ülker Bisküvi|Şok Marketler|Bizim Toptan
+ ADNOC > Navig8|ADNOC Logistics & Services|ADNOC L&S|XRG|Borouge|Fertiglobe|ADNOC Gas|ADNOC Drilling|ADNOC Distribution
+ EDF > Edison Energia|Edison Next|Luminus|Arabelle Solutions|EDF Power Solutions|EDF Renewables|Framatome|Dalkia|Enedis|Citelum|Cyclife
+ Ecopetrol > Cenit Transporte y Logística de Hidrocarburos|Cenit|Hocol|Reficar|Refinería de Cartagena|Ecopetrol Permian
+ MOL Group > Tifon|MOL Campus
+ Saudi Aramco > Motiva|Motiva Enterprises|Aramco Services Company|Aramco Trading|Luberef|SASREF|Aramco Digital
+ TotalEnergies > Greenflex|Lampiris|Quadran|Total Eren|TotalEnergies Marketing|TotalEnergies EP|TotalEnergies Renewables
+ Veolia > SADE CGTH|Sade Telecom|Veolia Water Technologies|Veolia Energia Polska|Veolia Energie ČR|Aguas de Barcelona|Agbar
+ Brookfield > Clarios|Westinghouse Electric Company|Westinghouse Electric|Multiplex Construction|Brookfield Multiplex|Neoen|Brookfield Wealth Solutions|American Equity Investment Life|American National Insurance|Oaktree Capital Management|Oaktree
+ Colliers > Versar|Englobe|Harrison Street|Rockwood Capital|Colliers Engineering & Design|Basalt Infrastructure Partners
+ Compass Group > Wolfgang Puck Catering|Foodbuy|Vermaat|Vermaat Groep|Unidine|Flik Hospitality Group|Levy|Canteen Vending Services|ESS Support Services Worldwide
+ Cushman & Wakefield > DTZ|Cassidy Turley|Cushman & Wakefield Nederland
+ Mitie > Interserve|Interserve Facilities Management|Mitie Security|Mitie Care & Custody
+ Restaurant Brands International > Popeyes|Tim Hortons|Firehouse Subs|Carrols
Swiggy|Bundl Technologies > Instamart|Swiggy Instamart|Dineout|Swiggy Dineout|Scootsy
+ Yum! Brands > Taco Bell|Habit Burger Grill|The Habit Burger Grill
+ Accor > Mantra Group|Mantra Hotels|Ennismore|Fairmont Hotels & Resorts|Raffles Hotels & Resorts|Swissôtel|Mövenpick Hotels & Resorts|Orient Express
+ Choice Hotels > Radisson Hotels Americas|Radisson Americas|Comfort Inn|Quality Inn|Clarion Hotels|Econo Lodge|WoodSpring Suites|Cambria Hotels
+ Hilton > Waldorf Astoria|Waldorf Astoria Hotels & Resorts|Graduate Hotels|Conrad Hotels & Resorts|Embassy Suites by Hilton|Curio Collection by Hilton|Tapestry Collection by Hilton|Hilton Garden Inn|Hampton by Hilton|Homewood Suites
+ Hyatt > Alila|Alila Hotels|Standard International|Thompson Hotels|Andaz|Park Hyatt|Grand Hyatt|Hyatt Regency|Apple Leisure Group|ALG Vacations|Mr & Mrs Smith|Playa Hotels & Resorts
+ InterContinental Hotels Group > Staybridge Suites|Candlewood Suites|voco|voco Hotels|Ruby Hotels|Kimpton Hotels & Restaurants|Six Senses|Regent Hotels & Resorts|Hotel Indigo|Holiday Inn Express|Crowne Plaza
+ Jin Jiang International > 锦江|锦江国际|锦江酒店|Jin Jiang Hotels
+ Marriott International > St. Regis|The St. Regis|Four Points by Sheraton|Le Méridien|Aloft Hotels|Courtyard by Marriott|Protea Hotels|Marriott Bonvoy|citizenM
+ Meliá Hotels International > Paradisus|Innside|INNSiDE by Meliá|Sol Hotels|Sol by Meliá|Gran Meliá|ME by Meliá|Meliá Hotels
+ Minor International > NH Hoteles|NH Hotels|NH Collection|Anantara Hotels|Avani Hotels & Resorts|Oaks Hotels|Tivoli Hotels & Resorts|Elewana Collection
+ OYO > Belvilla|G6 Hospitality|Motel 6|Studio 6|OYO Hotels|OYO Rooms|DanCenter|Checkmyguest
+ Wyndham Hotels & Resorts > Ramada|Ramada by Wyndham|Microtel Inn & Suites|Microtel by Wyndham|Days Inn by Wyndham|Super 8 by Wyndham|La Quinta by Wyndham|Wyndham Garden|Baymont
ASML|ASML Holding|ASML Netherlands|エーエスエムエル > Cymer|Berliner Glas|ASML Berlin|Hermes Microvision|HMI
+ Air Liquide > Seppic|VitalAire|Orkyn|Orkyn'|Airgas|Lurgi|Air Liquide Healthcare|Air Liquide Engineering & Construction
+ Atlas Copco > Desoutter|Desoutter Tools|Edwards Vacuum|Leybold|Chicago Pneumatic|ISRA Vision|Atlas Copco Rental
+ BAE Systems > BAE Systems Bofors|BAE Systems Hägglunds|Ball Aerospace|BAE Systems Space & Mission Systems
+ China Baowu Steel Group > Taiyuan Iron & Steel|TISCO|太钢集团|Ma Steel|马钢集团|Wuhan Iron and Steel|武钢|Ouyeel|欧冶云商
+ Glencore > Kazzinc|Казцинк|Mount Isa Mines|Kamoto Copper Company|Cerrejón|Elk Valley Resources|Katanga Mining
+ Honeywell > Elster|Elster Group|Intelligrated|Sparta Systems|Quantinuum|LenelS2|Honeywell Intelligrated
+ Johnson Controls > York International|Tyco Fire Protection|Sensormatic Solutions
+ Linde > BOC Gases|BOC UK|Lincare|Linde Engineering|Praxair
+ Rio Tinto > Turquoise Hill Resources|Iron Ore Company of Canada|Richards Bay Minerals|Arcadium Lithium|Energy Resources of Australia|Kennecott Utah Copper|Rio Tinto Alcan
+ Sandvik > Walter Tools|Seco Tools|Dormer Pramet|Sandvik Coromant|Sandvik Mining and Rock Solutions
+ Siemens > Brightly Software|Mendix|Supplyframe|Altair Engineering|Dotmatics|Siemens EDA|Mentor Graphics
Trane Technologies|Trane Technologies plc > Trane|Thermo King|Trane Commercial|Trane Residential|American Standard Heating & Air Conditioning
+ Cisco > Acacia Communications|Splunk|ThousandEyes|Duo Security|Cisco Meraki|Meraki
+ Dell Technologies > Dell EMC|Alienware|Dell Inc.|Dell Financial Services|Dell International Services
+ Hewlett Packard Enterprise > Nimble Storage|Cray|Cray Inc.|Juniper Networks|Aruba Networks|HPE Aruba Networking|Silicon Graphics International
+ Kakao > KakaoBank|Kakao Bank|카카오뱅크|Kakao Pay|카카오페이|Kakao Mobility|카카오모빌리티|Kakao Entertainment|카카오엔터테인먼트|Kakao Games|카카오게임즈|SM Entertainment|SM엔터테인먼트
+ Naver > Webtoon Entertainment|Naver Webtoon|Poshmark|Snow Corporation|스노우|Naver Cloud|네이버클라우드|Naver Financial|네이버파이낸셜|Naver Labs|네이버랩스|Naver Z|Zepeto
OpenText|Open Text|Open Text Corporation > Micro Focus|Carbonite|Webroot|Zix|Guidance Software|Hightail
+ Naspers > Despegar|Despegar.com|Decolar|iFood|PayU|Stack Overflow
+ Uber > Cornershop|Cornershop by Uber|Autocab|Uber Freight|Uber Eats|Postmates
DoorDash|DoorDash Inc. > Wolt|Wolt Enterprises|Deliveroo|Roofoods|Caviar|Chowbotics
+ Grab > Jaya Grocer|OVO Indonesia|GrabPay|Grab Financial Group|GrabFood|GrabTaxi
+ Agility Public Warehousing Company > Agility|Agility Logistics Parks|Shipa
+ Österreichische Post > Austrian Post|bank99|Aras Kargo
+ CMA CGM > APL|American President Lines|ANL|ANL Container Line|Colis Privé|BFM TV|BFM Business|La Provence|CMA Media|Containerships|CNC Line|Mercosul Line
+ COSCO Shipping > China Shipping|China Shipping Group|China Shipping Container Lines|中海集团
+ Deutsche Bahn > ioki|DB Schenker Rail|DB E.C.O. Group|DB Engineering & Consulting|DB Systel|DB Cargo|DB InfraGO|DB Regio|DB Fernverkehr
+ Deutsche Post DHL > Blue Dart|Blue Dart Express|Saloodo!|Saloodo|DHL Supply Chain|DHL Global Forwarding|DHL eCommerce|DHL Freight|Inmar Supply Chain Solutions|IDS Fulfillment
+ Hapag-Lloyd > UASC|United Arab Shipping Company|NileDutch|Hapag-Lloyd AG
+ Royal Mail > International Distributions Services|GLS|General Logistics Systems|GLS Group|Parcelforce Worldwide|Parcelforce
+ La Poste > Docapost|BRT|Geopost|DPDgroup|Chronopost|La Banque Postale|CNP Assurances|Colissimo|SEUR|DPD Polska|DPD UK|DPD France
NYK Line|NYK|Nippon Yusen|Nippon Yusen Kaisha|日本郵船 > Yusen Logistics|郵船ロジスティクス|NYK Bulkship|Hachiuma Steamship|NYK Cruises|郵船クルーズ
+ SNCF > Keolis|Gares & Connexions|SNCF Gares & Connexions|Hexafret|SNCF Voyageurs|SNCF Réseau|Ouigo
+ UPS > Andlauer Healthcare Group|Marken|MNX Global Logistics|Frigo-Trans|Happy Returns|Roadie|UPS Supply Chain Solutions
+ Condé Nast > Advance Publications|Advance Publications Inc.|Advance Local|American City Business Journals|Turnitin
+ Dentsu > Carat|iProspect|Merkle|Merkle Inc.|dentsu X|Dentsu Creative|Dentsu Soken|電通総研|Isobar|Posterscope|Vizeum
Hakuhodo DY Holdings|Hakuhodo|博報堂|博報堂DYホールディングス > Daiko Advertising|大広|Yomiko Advertising|読売広告社|Hakuhodo DY Media Partners|博報堂DYメディアパートナーズ|Hakuhodo Product's
+ Havas > BETC|Arena Media|Havas Media Network|Havas Creative|Havas Health & You|Havas Play
Informa|Informa plc > Taylor & Francis|Routledge|Informa Markets|Informa Connect|Informa TechTarget|TechTarget|Tarsus Group|Informa Tech
+ Pearson > Credly|Faethm|Pearson VUE|Pearson Education|Pearson Assessments
S4 Capital|S4 Capital plc > Media.Monks|MediaMonks|MightyHive
+ Walt Disney Company > National Geographic Partners|Disney Entertainment|ESPN Inc.|ABC Entertainment|Pixar Animation Studios|Lucasfilm|Marvel Entertainment|20th Century Studios|Searchlight Pictures|Hulu
+ Thomson Reuters > Casetext|Pagero|Practical Law|Thomson Reuters Tax & Accounting|Westlaw
+ WPP > Landor|Landor & Fitch|Design Bridge and Partners|Design Bridge|Grey Group|Hogarth Worldwide|AKQA|Choreograph|EssenceMediacom|VML|Burson|Wavemaker|Mindshare|GroupM|WPP Media
+ Wolters Kluwer > Ovid Technologies|Kluwer Law International|CT Corporation System|Enablon|UpToDate|Lippincott Williams & Wilkins
+ Astellas > Xyphos|Xyphos Biosciences|Iveric Bio|Audentes Therapeutics|Astellas Gene Therapies
+ AstraZeneca > Amolyt Pharma|Amolyt|Fusion Pharmaceuticals|Gracell Biotechnologies|CinCor Pharma|TeneoTwo|Alexion
+ Baxter > Gambro|Hillrom|Claris Injectables|Baxter Healthcare
+ Cipla > InvaGen Pharmaceuticals|InvaGen|Cipla Medpro|Exelan Pharmaceuticals|Cipla Health
+ GSK > Stiefel|Stiefel Laboratories|ViiV Healthcare|Tesaro|Sierra Oncology|Affinivax|Bellus Health
+ Merck KGaA > Sigma-Aldrich|Versum Materials|Intermolecular|SpringWorks Therapeutics|MilliporeSigma
+ Otsuka Holdings > Pharmavite|Nature Made|Taiho Pharmaceutical|大鵬薬品工業|Avanir Pharmaceuticals|Astex Pharmaceuticals|Visterra
+ Philips > Volcano Corporation|Philips Volcano|Spectranetics|BioTelemetry|Capsule Technologies|Philips Respironics|Respironics
Hoya|HOYA|Hoya Corporation|HOYA株式会社 > Pentax Medical|HOYA Vision Care|Hoya Lens|Hoya Surgical Optics
+ AEON > Welcia|Welcia Holdings|ウエルシア|ウエルシア薬局|AEON Mall|イオンモール|MaxValu|AEON Financial Service|AEON Credit Service
Al Mada|Groupe Al Mada|SNI Maroc > Marjane|Marjane Holding|Managem|Nareva|Nareva Holding
+ Allegro.pl > Mall Group|Mall.cz|MALL.CZ|CZC.cz|Mimovrste|Mall.hu
+ Auchan > Alcampo|Ceetrus|Auchan Retail|Auchan Polska|Auchan Romania|Auchan Magyarország|Auchan Portugal|Auchan Ukraine
Casino Guichard-Perrachon|Groupe Casino|Casino Group > Monoprix|Franprix|Cdiscount|Naturalia|Cnova|Vival|Quatrium|Casino Proximités
+ Cencosud > Santa Isabel|Supermercados Santa Isabel|Jumbo Retail Argentina|Easy Retail|Cencosud Shopping|GBarbosa|Giga Atacado|The Fresh Market|Supermercados Wong
+ LVMH > Celine|Loro Piana|Rimowa|Belmond|DFS Group|Le Bon Marché|Moët Hennessy|Tiffany & Co.
+ Metro AG > Makro España|Makro Cash & Carry España|Makro Portugal|Makro Polska|Makro Cash & Carry Polska|Makro Česká republika|Hospitality Digital|Metro Markets|Metro Cash & Carry
+ REWE Group > Billa|BILLA AG|Billa Bulgaria|Billa Slovensko|Billa Česká republika|Penny Market|toom Baumarkt|DER Touristik|Lekkerland|Rewe International
+ Richemont > Piaget|Vacheron Constantin|Jaeger-LeCoultre|IWC Schaffhausen|Van Cleef & Arpels|Buccellati|Chloé|Montblanc|Panerai
+ Seven & i Holdings > Speedway|7-Eleven, Inc.|Ito-Yokado|York-Benimaru|Seven Bank|セブン銀行|イトーヨーカ堂
+ Swatch Group > Rado|ETA SA Manufacture Horlogère Suisse|Longines|Tissot|Breguet|Blancpain|Harry Winston
+ Walmart > Vizio|Makro South Africa|Massmart|Game Stores|Builders Warehouse|Walmart Chile|Líder Supermercados|Flipkart|PhonePe|Myntra|Cleartrip|Ekart
+ Gi Group Holding > Grafton Recruitment|Wyser|INTOO|Tack TMI|QTI
+ Recruit Holdings > Recruit Staffing|リクルートスタッフィング|Indeed|Glassdoor|Staffmark Group|Chandler Macleod|Start People|USG People
Huaxin Cement|华新水泥 > Lafarge Africa|Lafarge Africa Plc|Maweni Limestone
APi Group|APi Group Corporation > Chubb Fire & Security|Chubb Fire|Vipond
ITC Hotels|ITC Hotels Limited
Tolaram|Tolaram Group > Guinness Nigeria|Guinness Nigeria Plc
+ Uni-President Enterprises > Carrefour Taiwan
Saham Bank > Société Générale Marocaine de Banques|Société Générale Maroc
+ UniCredit > Alpha Bank Romania
PNC Financial Services|PNC|PNC Bank > BBVA USA|BBVA Compass|PNC Capital Markets|Harris Williams
+ Oversea-Chinese Banking Corporation > Bank Commonwealth|OCBC NISP|Bank OCBC NISP
Nirma|Nirma Limited > Glenmark Life Sciences|Alivus Life Sciences|Nuvoco Vistas
Spie batignolles|Spie Batignolles Group
+ Türkiye İş Bankası > Anadolu Sigorta|Anadolu Anonim Türk Sigorta|Anadolu Hayat Emeklilik|TSKB|Türkiye Sınai Kalkınma Bankası|İş Yatırım
`;
