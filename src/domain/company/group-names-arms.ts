/**
 * Group knowledge, round 19 (issue #21): a group's **branded arms** — the data, analytics, media, payments, technology
 * and services companies it owns or controls under names of their own — in the format of `group-names.ts` ("+ Name > …"
 * grows a group listed in an earlier file). Read by `groups.ts` after the national file.
 *
 * Why w3s's Tesco → dunnhumby read as a move (asked before any line was written): Tesco is a group in the data, with its
 * Tesco-named companies and One Stop, but dunnhumby (its customer-data science company since 2010) was not listed, and no
 * rule can join two names that share nothing. The class: the data listed the platforms' famous arms (AWS, DeepMind,
 * GitHub, Slack, WhatsApp, Openbank) but not the grocers' data and retail-media companies (Kroger's 84.51°, Target's
 * Roundel, Sainsbury's Nectar360, Woolworths' Quantium), the wholesalers and pharmacies grocers own (Booker, Apotek
 * Hjärtat), the insurers' primary insurers and banks (Munich Re's ERGO, ICA Banken), the payments and commerce arms of the
 * customer base's index groups (PayPal's Venmo and Braintree, Block's Square and Afterpay, Fiserv's Clover, Visa's
 * Cybersource, Mastercard's Recorded Future, Capital One's Discover), their software companies (SAP's Concur and
 * SuccessFactors, Dassault Systèmes' SolidWorks and Medidata, Intuit's Mailchimp, Oracle's Cerner, Broadcom's VMware), the
 * media and services arms of the FTSE, DAX, CAC, AEX, SMI, OMX, Nifty, Nikkei, Bovespa and ASX groups (RELX's LexisNexis and
 * Elsevier, LSEG's Refinitiv, BT's EE and Openreach, Kingfisher's B&Q and Screwfix, WPP's and Publicis's agencies,
 * Recruit's Indeed and Glassdoor, Magalu's Netshoes and KaBuM!, Ambev's BEES, Brambles' CHEP).
 *
 * Round 15's criterion holds: control decides (wholly or majority owned); stakes below control, joint ventures and units
 * sold stay out (Ocado Retail, Kantar, Monster, Cielo, Makro — Metro's in Europe, another group's elsewhere —, Castrol,
 * whose sale bp has announced). A brand a stranger may carry is written with the word that makes it the brand's or
 * left out (Epsilon, Zenith — Zenith Bank —, Poly — China Poly —, TENA, Tork, Weber, Norton, Hutchinson); a common English
 * word (Booker, Nectar, Indeed, Pepper, Penny, Square, Discover, Sky) matches only a company called exactly that. A name
 * that begins with its group's own name is not listed (`groups.test.ts`). Strangers that share an arm's name are lines of
 * their own (Audible Magic, which the Audible of Amazon's line read as Amazon's).
 */
export const GROUP_NAMES_ARMS = `
+ Tesco > dunnhumby|Booker|Booker Group|Booker Wholesale|Booker Retail Partners|Budgens|Londis|Premier Stores|Tesco Media and Insight Platform
+ Kroger > 84.51°|84.51|8451|Kroger Precision Marketing|Harris Teeter|Home Chef|Vitacost|Kroger Personal Finance
+ Target > Roundel|Roundel Media|Target Sourcing Services|Target Technology Services
+ J Sainsbury > Argos|Nectar|Nectar360|Habitat|Nectar Loyalty
+ Woolworths Group > Quantium|Cartology|Healthylife|Primary Connect|MyDeal
+ Amazon > IMDb|MGM Studios|Amazon MGM Studios|Metro-Goldwyn-Mayer|Project Kuiper|Kuiper Systems|Zoox|PillPack|Wondery
+ Google > Wing Aviation|Calico Life Sciences|Google Fiber
+ Microsoft > Nuance|Nuance Communications|Mojang|Mojang Studios|ZeniMax|ZeniMax Media|Bethesda Softworks|Xandr
+ Salesforce > Heroku|Informatica
+ Apple > Beats Electronics|Beats by Dre
+ Oracle > Cerner|Oracle Health
+ SAP > SAP Concur|Concur|Concur Technologies|SuccessFactors|SAP SuccessFactors|Signavio|SAP Signavio|LeanIX|SAP LeanIX|SAP Fieldglass|Fieldglass|SAP Ariba|Ariba|Emarsys|SAP Emarsys|WalkMe|Sybase|SAP Labs|SAP Labs India
+ Expedia Group > Vrbo|HomeAway|Hotels.com|trivago|Orbitz|Travelocity|Hotwire|CheapTickets|ebookers|Wotif
+ Santander > Ebury
+ Generali > Europ Assistance|Cattolica Assicurazioni
+ Prudential > Eastspring|Eastspring Investments
+ ICICI Bank > ICICI Prudential|ICICI Prudential AMC|ICICI Prudential Asset Management|ICICI Prudential Mutual Fund
+ BNP Paribas > Cetelem|Findomestic
+ Anheuser-Busch InBev > BEES|Zé Delivery|Ze Delivery|ZX Ventures
+ Magazine Luiza > Netshoes|KaBuM!|Kabum|Estante Virtual
+ Recruit Holdings > Indeed|Glassdoor|Indeed Japan
+ Rakuten > Viber|Kobo|Ebates
+ Hitachi > GlobalLogic
+ NEC > Avaloq|KMD|Netcracker|Northgate Public Services
+ Fujitsu > GK Software
+ Sea Limited > Monee|SeaBank|ShopeePay
+ Bank Leumi > Pepper|Pepper by Leumi
+ Check Point > Avanan|Perimeter 81
+ Ericsson > Vonage|Vonage Holdings|Cradlepoint
+ Nokia > Infinera
+ CVS Health > Aetna|Oak Street Health|Signify Health
+ Cigna > Express Scripts
+ Comcast > Sky|Sky UK|Sky Deutschland|Sky Italia
+ Walt Disney Company > Hulu|Pixar|Pixar Animation Studios|Marvel Studios|Marvel Entertainment|Lucasfilm
+ Berkshire Hathaway > GEICO|BNSF|BNSF Railway|Duracell|Dairy Queen|See's Candies|Precision Castparts|Lubrizol|Clayton Homes|NetJets|Fruit of the Loom|Pilot Company|Pilot Travel Centers
+ The Home Depot > SRS Distribution|HD Supply|GMS Inc.
+ Nike > Converse
+ Visa > Cybersource|Featurespace|Tink|Pismo
+ Mastercard > Recorded Future|Finicity|Ekata|Vocalink
+ PayPal > Venmo|Braintree|Honey|Honey Science|Xoom|Hyperwallet|Zettle|iZettle
+ BlackRock > iShares|Global Infrastructure Partners|Preqin|HPS Investment Partners
+ Cisco > Duo Security|AppDynamics|Isovalent|ThousandEyes
+ Intel > Mobileye|Habana Labs
+ NVIDIA > Mellanox|Mellanox Technologies|Run:ai
+ Hewlett Packard Enterprise > Juniper Networks|Aruba Networks|HPE Aruba Networking
+ HP Inc. > Plantronics|HyperX|Teradici
+ Thermo Fisher Scientific > PPD|Patheon|Olink|The Binding Site
+ Danaher > Cepheid|Beckman Coulter|Leica Microsystems|Leica Biosystems|Pall Corporation|SCIEX|Integrated DNA Technologies|Molecular Devices|Aldevron|Abcam|Radiometer
+ Caterpillar > Solar Turbines|Progress Rail|Perkins Engines
+ BP > Aral|Archaea Energy|Lightsource bp
+ Thales > Imperva|Gemalto
+ Saint-Gobain > CertainTeed|Isover|Placo|Gyproc|British Gypsum|Point.P
+ Publicis Groupe > Leo Burnett|Saatchi & Saatchi|Sapient|Digitas|Starcom|Spark Foundry|Razorfish|Lotame|Profitero
+ WPP > GroupM|WPP Media|Ogilvy|VML|VMLY&R|Hogarth|Choreograph|AKQA|Burson|EssenceMediacom|Mindshare|Wavemaker
+ Randstad > Tempo-Team
+ A.P. Moller - Maersk > Damco|LF Logistics|Pilot Freight Services|Hamburg Süd|Senator International|Performance Team
+ Tata > CaratLane
Audible Magic
Kingfisher Airlines
Munich Re|Münchener Rück|Munich Reinsurance|Munich Re Group|Münchener Rückversicherungs-Gesellschaft > ERGO|ERGO Group|ERGO Versicherung|ERGO Insurance|ERGO Technology & Services|ERGO Hestia|ERGO Sigorta|ERGO Reiseversicherung|DKV Deutsche Krankenversicherung|D.A.S. Rechtsschutz|MEAG|Munich Health|American Modern Insurance Group|Hartford Steam Boiler|nexible
Legal & General|Legal and General|Legal & General Group > LGIM
REWE Group|Rewe Group|REWE|Rewe-Zentral > Penny|Penny Markt|Penny Market|DER Touristik|DERTOUR|ITS Reisen|Jahn Reisen|toom Baumarkt|Lekkerland|Merkur Markt|Adeg
ICA Gruppen|ICA|ICA Sverige > ICA Banken|ICA Bank|Apotek Hjärtat|ICA Fastigheter|Rimi Baltic|ICA Försäkring
Axfood > Willys|Hemköp|Dagab|Snabbgross|Tempo
Eternal|Eternal Ltd|Zomato|Zomato Ltd > Blinkit|Grofers|Hyperpure|Zomato Hyperpure|District by Zomato
B3|B3 S.A.|Brasil Bolsa Balcão > Neoway|Neurotech|Cetip
Adobe|Adobe Inc.|Adobe Systems|アドビ > Marketo|Magento|Frame.io|Workfront|Behance
Intuit|Intuit Inc. > Mailchimp|Credit Karma|TurboTax|QuickBooks
Block, Inc.|Block|Square Inc. > Square|Cash App|Afterpay|Clearpay|TIDAL
Fiserv > Clover|Clover Network|First Data
Capital One|Capital One Financial > Discover|Discover Financial Services|Discover Financial
Broadcom|Broadcom Inc. > VMware|CA Technologies
British American Tobacco|BAT|BAT Group > Reynolds American|R.J. Reynolds|RJ Reynolds Tobacco|R.J. Reynolds Tobacco Company
RELX|RELX Group|Reed Elsevier > LexisNexis|LexisNexis Risk Solutions|Elsevier|Cirium|ICIS|Reed Exhibitions|RX Global
LSEG|London Stock Exchange Group > Refinitiv|FTSE Russell|Tradeweb|LCH|World-Check|London Stock Exchange
BT Group|BT|British Telecom|British Telecommunications > EE|Openreach|Plusnet
Kingfisher|Kingfisher plc > B&Q|Screwfix|Castorama|Brico Dépôt|Brico Depot|TradePoint
Dassault Systèmes|Dassault Systemes|3DS > SolidWorks|SOLIDWORKS|Medidata|Medidata Solutions|BIOVIA|ENOVIA|CATIA|Centric Software
Wolters Kluwer > CCH|CCH Tagetik|Enablon|UpToDate|Lippincott
Swiss Re > iptiQ
Swisscom > Fastweb
Essity > BSN medical
Brambles > CHEP
Investor AB|Investor > Mölnlycke|Mölnlycke Health Care|Permobil|Laborie|Sarnova|Piab|BraunAbility|Advanced Instruments
+ Rede D'Or São Luiz > SulAmérica|SulAmerica
+ Manulife > John Hancock|John Hancock Financial
+ Sun Life Financial > MFS Investment Management|MFS
+ Power Corporation of Canada > Empower|Empower Retirement|Irish Life|IG Wealth Management|Mackenzie Investments
+ Mitsubishi UFJ Financial Group > Mitsubishi UFJ Morgan Stanley Securities|三菱UFJモルガン・スタンレー証券
+ XP Inc. > Rico|Rico Investimentos|Clear Corretora
+ BTG Pactual > Banco Pan
+ Ultrapar > Ipiranga
+ News Corp > realestate.com.au|REA Group|Move Inc.|realtor.com
+ Electrolux > Frigidaire
Mercari|メルカリ > Merpay|メルペイ|Mercoin
RD Saúde|Raia Drogasil|RD Saude > Drogasil|Droga Raia|Drogaria Onofre|4Bio
Suncorp|Suncorp Group > AAMI|GIO|Apia|Shannons|Vero Insurance|Bingle
Medibank|Medibank Private > ahm|ahm health insurance
Insurance Australia Group > NRMA Insurance|CGU Insurance|CGU|SGIO|SGIC|WFI Insurance
SEEK > Jora|Jobstreet|JobStreet|JobsDB
carsales|carsales.com > Trader Interactive|Chileautos
Xero > Waddle|Melio|Planday
Atlassian > Trello|Loom
Canva > Affinity|Serif
Israel Discount Bank|Discount Bank|בנק דיסקונט > Mercantile Discount Bank|Israel Credit Cards|Cal Israel Credit Cards
Storebrand > SPP|SPP Pension & Försäkring
Sampo|Sampo Group > If P&C Insurance|If Skadeförsäkring|If Vahinkovakuutus|If Skadeforsikring|Topdanmark|Hastings Direct|Hastings Group
Tele2 > Comviq
Husqvarna|Husqvarna Group > Gardena
GN Store Nord|GN Group > Jabra|GN Audio|ReSound|GN Hearing|SteelSeries
Demant|William Demant > Oticon|Bernafon|Interacoustics
`;
