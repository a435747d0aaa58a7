/**
 * Group knowledge, round 35 (issue #21, families35): subsidiaries and acquired companies that keep a name of their own
 * — how most large groups look in real profiles ("World Courier (a Cencora company)", "Bosch Rexroth", "Jeppesen"). The
 * earlier files list groups whose arms share the group's stem and, per sector, the best-known differently named arms; a
 * checking script of 787 (parent, subsidiary) pairs across 15 sector groups and every region, written from knowledge
 * before this file, found 107 not one family (680/787): the distributors' and payment processors' arms, the agency
 * networks, the software buyers' acquisitions, the travel-management companies. This file adds them in the format of
 * `group-names.ts` ("+ Name > …" grows a group listed in an earlier file; a new line is a group no file listed).
 *
 * Control decides, as rounds 15, 30 and 31 did: a company the group owns outright or holds a majority of and consolidates
 * is listed; a joint venture, a stake below half, a franchisee or licensee, a brand that is no employer (Dove, Maestro) is
 * not. Divestments and spin-offs are their own companies from the split on (docs/decisions.md, "Detection round 35
 * (families)"): the data has no dates, so a company the group sold or spun off is never listed under it — Asda (Walmart
 * sold it in 2021), Kyndryl, GE Vernova and GE HealthCare, Sandoz, Haleon, Solventum, Kenvue, Coyote Logistics (UPS sold it
 * to RXO in 2024), Qualtrics (SAP, 2023), Egencia (Expedia sold it to Amex GBT in 2021: it is GBT's), Svitzer (Maersk,
 * 2024), Havas and Canal+ (Vivendi, 2024), Pluxee (Sodexo, 2024), Vestis (Aramark, 2023), Aumovio (Continental, 2025),
 * Jeppesen (Boeing, 2025), Honor (Huawei, 2020), Tokopedia (GoTo, 2024). A move between a group and a company it sold is a
 * move, whenever it happened: a person who stayed on through a sale changes employer at the sale. A one-word name that
 * strangers share ("Genesis", "Lincoln", "Edison", "Cameron", "Jumbo", "Paris", "Three", "Vivo") is listed only in the
 * form the company writes ("Genesis Motor", "Lincoln Motor Company") or not at all.
 *
 * Written group by group from the groups' annual reports' lists of principal subsidiaries and their investor pages, never
 * from a labelled row. Read by `groups.ts` after the world file. The last lines are companies split from a group that keep
 * its word (Fujitsu General, sold to Paloma in 2025; Amrize; Valterra Platinum): a line of their own, so the longer listed
 * name tells them from the group, as round 24 did for GE Vernova.
 */
export const GROUP_NAMES_SUBSIDIARIES = `
+ Cencora > World Courier|World Courier Group|Alliance Healthcare|Alliance Healthcare España|Alliance Healthcare France|Alliance Healthcare Deutschland|Alliance Healthcare UK|Alliance Healthcare Italia|Alliance Healthcare Egypt|Innomar Strategies|Integrated Commercialization Solutions|MWI Animal Health|MWI Veterinary Supply|PharmaLex|Lash Group|The Lash Group|US Bioservices|ION Solutions|ASD Healthcare|Oncology Supply|Bergen Brunswig|Retina Consultants of America
+ McKesson > CoverMyMeds|RxCrossroads|Ontada|US Oncology|The US Oncology Network|McKesson Specialty Care|Biologics by McKesson|RxSaver|Well.ca|SpecialtyRx|Florida Cancer Specialists
+ Cardinal Health > Specialty Networks|Kinray|The Specialty Alliance|GI Alliance|Advanced Diabetes Supply|Solaris Health|Integrated Oncology Network|Edge Pharma
+ DSV > Panalpina|Panalpina Welttransport|DSV Panalpina|Schenker AG|DB Schenker|Agility GIL|UTi Worldwide|DSV Air & Sea|DSV Road|DSV Solutions
+ CMA CGM > American President Lines|Gefco|GEFCO|CEVA Logistics|Bolloré Logistics|CMA CGM Air Cargo|ANL Container Line|CNC Line|Mercosul Line|Containerships|Comanav|MacAndrews
+ La Poste > Geopost|GeoPost|DPDgroup|DPD France|DPD UK|DPD Polska|DPD Deutschland|DPD Nederland|Chronopost|SEUR|BRT Bartolini|Colissimo|Asendia|La Banque Postale|CNP Assurances|Docaposte|Viapost|Mediapost
+ PostNL > Spring Global Delivery Solutions|Spring GDS|Cycloon
+ Salesforce > Demandware|ExactTarget|Pardot|Vlocity|Quip|ClickSoftware|Own Company|Informatica|Troops.ai|Airkit.ai
+ Broadcom > Symantec Enterprise|CA Technologies|Brocade|Avago Technologies|Avago|LSI Corporation|VMware by Broadcom
Advanced Micro Devices|AMD|超微半导体|超威半導体 > Xilinx|Pensando Systems|Silo AI|ATI Technologies
+ HP Inc. > Plantronics|Polycom|HyperX|Teradici|Humane|Bromium
Synopsys|Synopsys Inc.|新思科技|シノプシス > Ansys|ANSYS Inc.|Virage Logic
Global Business Travel Group|American Express Global Business Travel|Amex GBT|Amex Global Business Travel|GBTG > Egencia|CWT|Carlson Wagonlit Travel|Ovation Travel Group|Lawyers Travel|Neo1|GBT Travel Services UK
Navan|TripActions|Navan Inc. > Reed & Mackay|Reed and Mackay Travel
+ Amadeus > Navitaire|TravelClick|ICM Airport Technics|Kambr|Vision-Box|Itesso|Amadeus Hospitality
Emburse|Emburse Inc. > Chrome River|Tallie|Captio|Nexonia|Expensya|Emburse Spend|Emburse Captio|Emburse Certify|Emburse Chrome River
BCD Group|BCD Travel|BCD Holdings > BCD Meetings & Events|Advito|Cievents
Flight Centre Travel Group|Flight Centre|FCTG > FCM Travel|FCM Travel Solutions|Corporate Traveller|Liberty Travel|Travel Associates|Stage and Screen|FCM Meetings & Events|Topdeck|Aunt Betty|Travel Money Oz|Scott Dunn|Umapped|Discova
Corporate Travel Management|CTM Travel > Travel & Transport|Lotus Travel|Redfern Travel|Westminster Travel|Diversity Travel|Andrew Jones Travel
+ Nestlé > Gerber Products Company|Gerber Good Start|Nestlé Purina PetCare|Nature's Bounty|Orgain|Pure Encapsulations|Vital Proteins
+ AB InBev > Budweiser Brewing Company APAC|Budweiser APAC|Budweiser China|Cervecería Modelo|SABMiller|Beck's Brewery|Brauerei Beck|Spaten-Franziskaner-Bräu|Stella Artois Brewery|Labatt Breweries|Labatt|Cervejaria Ambev|ZX Ventures|Goose Island
+ Heineken > Lagunitas Brewing Company|Lagunitas|Brau Union Österreich|Birra Moretti|Cervejaria Heineken|Kingway|Distell|Heineken Slovensko|Zagorka|Żywiec|Grupa Żywiec|Starobrno|Krušovice|Amstel Brouwerij|Cervecería Cuauhtémoc Moctezuma|Asia Pacific Breweries|United Breweries|Bralima|Nigerian Breweries
+ Nike > Jordan Brand|Converse Inc.
+ Siemens > Altair Engineering|Mentor Graphics|Dotmatics|Brightly Software|Mendix|Supplyframe|Camstar|Polarion|UGS|Unigraphics|Heliox|Enlighted|Wattsense
+ Schneider Electric > APC by Schneider Electric|American Power Conversion|Square D|Clipsal|Telemecanique|Merlin Gerin|Uniflair|Invensys|Luminous Power Technologies|Motivair|RIB Software|Sarel
+ Bosch > Dremel|Buderus|Junkers|BSH Home Appliances|Bosch Siemens Hausgeräte|Gaggenau|Siemens Home Appliances|ETAS|Escrypt|Sia Abrasives|Bosch Sensortec|Bosch Security Systems|Robert Bosch Tool Corporation|Vermop|Bosch Rexroth|Rexroth
+ Parker Hannifin > Meggitt|Lord Corporation|LORD Corp|Clarcor|Exotic Metals Forming|Curtis Instruments
Ingersoll Rand|Ingersoll Rand Inc. > Gardner Denver|Thomas Industries|Elmo Rietschle|Nash Engineering|Milton Roy|Seepex|Air Dimensions|CompAir|Robuschi|Ingersoll Rand Compressors
+ Carrier Global > Viessmann|Viessmann Climate Solutions|Toshiba Carrier|Giwee|NORESCO|Automated Logic
+ Holcim > Aggregate Industries|Aggregate Industries UK|Geocycle
+ Heidelberg Materials > Hanson UK|Hanson Aggregates|Hanson Cement|Italcementi|Lehigh Hanson|Lehigh Cement|Ciments Calcia|Mibau|ENCI|CBR|Castle Cement|Indocement
+ Berkshire Hathaway > Pilot Company|Pilot Flying J|Pilot Travel Centers|Lubrizol|Marmon Holdings|Marmon|Fruit of the Loom|NetJets|FlightSafety International|Shaw Industries|Benjamin Moore|Johns Manville|Brooks Running|Oriental Trading|Forest River|MidAmerican Energy|PacifiCorp|NV Energy|Northern Powergrid|Berkshire Hathaway HomeServices|Business Wire|Helzberg Diamonds|Nebraska Furniture Mart|Alleghany|McLane Company|IMC International Metalworking|Iscar
Global Payments|Global Payments Inc. > Heartland Payment Systems|EVO Payments|Worldpay|Vantiv|TouchNet|Xenial
Nasdaq|Nasdaq Inc.|Nasdaq OMX|纳斯达克 > Verafin|Adenza|Calypso Technology|AxiomSL|Nasdaq Stockholm|Nasdaq Copenhagen|Nasdaq Helsinki|Nasdaq Baltic|Nasdaq Clearing|eVestment|Solovis
S&P Global|S&P Global Inc.|Standard & Poor's > IHS Markit|S&P Global Ratings|S&P Global Market Intelligence|S&P Global Commodity Insights|S&P Global Mobility|Platts|S&P Global Platts|Kensho|Kensho Technologies|Visible Alpha|ProntoNLP|CRISIL|Crisil|S&P Dow Jones Indices|Panjiva
+ Omnicom > BBDO|BBDO Worldwide|TBWA|TBWA Worldwide|DDB|DDB Worldwide|Adam&Eve DDB|OMD|OMD Worldwide|PHD|PHD Media|Hearts & Science|Omnicom Media Group|Omnicom Health Group|Flywheel Digital|Critical Mass|Goodby Silverstein & Partners|Fleishman Hillard|FleishmanHillard|Ketchum|Porter Novelli|Interbrand|DAS Group|Zimmerman Advertising|Credera|Omnicom Precision Marketing Group
+ Interpublic Group > McCann|McCann Worldgroup|McCann Health|FCB Global|Foote Cone & Belding|MullenLowe|MullenLowe Group|IPG Mediabrands|Universal McCann|Weber Shandwick|Golin|Acxiom|Kinesso|Jack Morton|Momentum Worldwide|Matterkind
+ Publicis Groupe > Epsilon|Epsilon Data Management|Digitas|DigitasLBi|Starcom|Zenith Media|Spark Foundry|Razorfish|Publicis Sapient|Profitero|CitrusAd|Lion Resources|Performics|Bartle Bogle Hegarty|MSLGROUP|Publicis Media|Publicis Health|Saatchi & Saatchi|Leo Burnett|Practia|Moov AI|Mars United Commerce
+ Orange > Sonatel|Orange Sénégal|Orange Mali|Orange Côte d'Ivoire|Orange Cameroun|Orange Egypt|Mobinil|Orange Jordan|Orange Maroc|Orange Belgium|Orange Polska|Orange Slovensko|Orange Romania|Orange Moldova|Orange Cyberdefense|SecureLink|Basefarm|Business & Decision
+ Iliad > Free Mobile|Free Pro|Free Télécom|Iliad Italia|Play Polska|P4 sp. z o.o.|UPC Polska|Free Mobile SAS
+ Telefónica > Telefônica Brasil|Telefônica Vivo|Telefónica Hispanoamérica|Telefónica Tech|Telxius|Telefónica Germany|Telefónica Deutschland|O2 Telefónica|Movistar Plus+|Telefónica Infra|Govertis|Altostratus
+ Hyundai Motor Group > Genesis Motor|Genesis Motors|제네시스|Hyundai Rotem|Hyundai Steel|Hyundai Engineering & Construction|Hyundai Capital|Hyundai Card|Hyundai AutoEver|Hyundai Transys|Hyundai Wia|Boston Dynamics|Motional|42dot|Supernal
+ Ford > Lincoln Motor Company|Lincoln Motor Co.|Ford Motor Credit|Ford Credit|Ford Pro|Quick Lane|Ford Model e|Ford Blue
+ Honda > Acura|本田技研工業|Honda R&D|本田技研究所|Honda Aircraft Company|HondaJet|American Honda Motor|American Honda Finance|Honda Racing Corporation|本田技研
+ Aldi Nord > Trader Joe's|Trader Joes|ALDI Nord|Aldi Nederland|Aldi France|Aldi Portugal|Aldi Polska|Aldi España|Aldi Belgium
+ Amazon > Souq.com|Amazon Pharmacy|PillPack|Zoox|Kuiper|Project Kuiper|Amazon Kuiper|Wondery|Goodreads|IMDb|Shopbop|Eero|Annapurna Labs|Wickr|Amazon Robotics|Kiva Systems|Body Labs|Elemental Technologies|Amazon Studios|Amazon MGM Studios
+ CP Group > Siam Makro|CP Axtra|Lotus's|Ek-Chai Distribution|Charoen Pokphand Foods|CP Foods|CPF|C.P. Land|Chia Tai|正大集团|卜蜂集团|CT Bright Holdings
+ Reliance Industries > Jio|Reliance Jio Infocomm|JioCinema|JioStar|Network18|Viacom18|Reliance Brands|Reliance Consumer Products|Reliance Digital|Reliance Trends|Reliance Fresh|Reliance Smart|Reliance New Energy|Reliance Life Sciences|Netmeds|Urban Ladder|Reliance Polyester
+ Samsung > Harman|Harman International|Harman Kardon|JBL|Samsung Harman|Joyent|SmartThings|Rainbow Robotics|Xealth|FläktGroup|Oxford Semantic Technologies
+ Asahi Group > Birra Peroni|Peroni|Pilsner Urquell|Plzeňský Prazdroj|Kompania Piwowarska|Grolsch|Asahi Europe & International|Carlton & United Breweries|Dreher|Ursus Breweries|Asahi Breweries|アサヒビール|Asahi Soft Drinks|Asahi Group Foods|Calpis|カルピス|Fullers Brewery
+ Takeda > Nycomed|Millennium Pharmaceuticals|Ariad Pharmaceuticals|TiGenix|Baxalta|Shire Pharmaceuticals|Takeda Pharmaceuticals America|BioLife Plasma Services|武田薬品工業
+ Grupo Bimbo > Canada Bread|Bimbo Bakeries USA|Bimbo QSR|Bimbo Canada|Entenmann's|Thomas' English Muffins|Arnold Bread|Oroweat|Barcel|Marinela|Ricolino|El Globo|Nutrabien|Bimbo España|Bimbo Brasil|Panrico|Ready Bake Foods|Mankattan
+ Saudi Aramco > Motiva Enterprises|S-Oil|S-OIL|Aramco Trading|Aramco Services Company|Aramco Overseas|ARLANXEO|Arlanxeo|Luberef|Saudi Aramco Base Oil Company|Valvoline Global Operations|Aramco Ventures|SASREF|Petro Rabigh|Aramco Digital
+ Mubadala > GlobalFoundries|Cepsa|Moeve|Mubadala Capital|Mubadala Energy|Mubadala Health|Mubadala Bio|Strata Manufacturing|Sanad|Fortress Investment Group
Qatar Investment Authority|QIA|جهاز قطر للاستثمار > Harrods|Harrods Group|Qatari Diar|Hassad Food|Paris Saint-Germain|Katara Hospitality
+ Sanlam > Santam|Santam Insurance|Sanlam Investments|Sanlam Private Wealth|Glacier by Sanlam|MiWay|Saham Assurance|SanlamAllianz|Sanlam Emerging Markets
+ Shell > Sprng Energy|Shell Energy Solutions|Nature Energy|Savion|Sonnen|sonnen GmbH|Limejump|Volta Charging|Ubitricity|Greenlots|Shell Recharge Solutions|Shell Pernis|Pennzoil|Jiffy Lube International|Quaker State|Shell Trading|Shell Global Solutions
+ BP > Castrol|Aral|bp pulse|BP Pulse|Lightsource bp|Lightsource BP|Archaea Energy|TravelCenters of America|TA Petro|Chargemaster|Amoco|Air bp|Air BP|BP Pulse UK|BPX Energy
+ Chevron > Hess Corporation|Noble Energy|PDC Energy|Renewable Energy Group|Texaco|Oronite|Chevron Oronite|Star Petroleum Refining
Gartner|Gartner Inc.|ガートナー|高德纳 > CEB|Corporate Executive Board|Capterra|GetApp|Software Advice|Gartner Digital Markets|Gartner Peer Insights
Automatic Data Processing|ADP|ADP Inc.|ADP Employer Services > ADP TotalSource|ADP Workforce Now|WorkMarket|Celergo|Global Cash Card|The Marcus Buckingham Company|ADP Canada|ADP Nederland|ADP France|ADP GSI
Paychex|Paychex Inc. > Paycor|Paycor HCM|Oasis Outsourcing|Lessor Group|SurePayroll|Paychex Flex|Benetrends
Workday|Workday Inc.|ワークデイ > Peakon|HiredScore|Evisort|Adaptive Insights|Scout RFP|Zimit|VNDLY|Sana Labs|Flowise
Dayforce|Ceridian|Ceridian HCM|Dayforce Inc. > Dayforce Wallet|Ascender|Ascender HCM|ADAM HCM|Excelity|eloomi|Dayforce HCM
UKG|Ultimate Kronos Group|Ultimate Software|Kronos|Kronos Incorporated > UKG Pro|UKG Ready|UKG Dimensions|Immedis|Interact Software|Ascentis|EverythingBenefits
Experian|Experian plc|エクスペリアン|益博睿 > Serasa Experian|Serasa|Experian Information Solutions|Experian Marketing Services|Clarity Services|Illion|Experian Health|Compuscan|Tax Credit Co.|Audigent
+ SK Group > SK그룹|SK 그룹|에스케이그룹
+ Bank Hapoalim > Poalim Equity|פועלים אקוויטי|Poalim Capital Markets|פועלים שוקי הון|Poalim Sahar|פועלים סהר|Bank Hapoalim Switzerland
Fujitsu General|富士通ゼネラル|Fujitsu General Limited > Fujitsu General America|Fujitsu General Europe|Fujitsu General (Thailand)
Valterra Platinum|Anglo American Platinum|Amplats
Amrize|Amrize Ltd > Malarkey Roofing|Duro-Last|Elevate Amrize
`;
