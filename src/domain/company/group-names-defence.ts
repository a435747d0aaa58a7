/**
 * Group knowledge, round 39 (issue #21, defence39): defence, aerospace, MRO, security services and cybersecurity groups, by
 * coverage. Round 31 (`group-names-energy-telecom-auto.ts`) wrote the defence primes with their divisions and country entities;
 * a checking script of 749 (parent, subsidiary-or-brand) pairs and 50 sales, spin-offs and namesakes, written from knowledge
 * before this file and complete per group (the primes, Europe's and Asia's defence groups, the Gulf's and Türkiye's state
 * groups, airlines' engineering arms, guarding and cash-in-transit groups, video-security makers, cybersecurity vendors and
 * their acquisitions), found 626 one family on main: the primes were there, the **security services and cybersecurity groups
 * were not** (CrowdStrike, Palo Alto Networks, Fortinet, Zscaler, Okta, Tenable, Rapid7, Secom, ALSOK, GardaWorld, Avarn,
 * SIS, Axon, Colt CZ), nor a prime's companies under names of their own (Bofors, TDW, Tamam, Alion, Loc Performance).
 * This file adds them in the format of `group-names.ts` ("+ Name > …" grows a group listed in an earlier file; a new line is a
 * group no file listed).
 *
 * Two firms named SecureLink (Orange Cyberdefense's Nordic integrator, Imprivata's US remote-access vendor) are listed under neither:
 * the name alone cannot tell them apart.
 *
 * Control decides, as since round 15: Thales's Trixell (51 %), Embraer's OGMA (65 %) and Visiona (51 %), Rheinmetall's 51 %
 * of Rheinmetall Denel Munition are listed; Leonardo's quarter of Hensoldt, Secom's quarter of S-1, SIS's joint venture with
 * Prosegur, Fortinet's stake in Linksys and Eurofighter GmbH (a joint venture) are not. Sold and not listed under the seller:
 * ITP Aero (Rolls-Royce sold it to Bain in 2022: taken out of the Rolls-Royce line, a line of its own), Morpho (Safran, 2017:
 * IDEMIA), Arquus (Volvo's, sold to John Cockerill in 2024, never KNDS's), Cobham's CAES (Honeywell's since 2024), ADT's
 * commercial arm (Everon since 2023). Acquisitions announced but not closed when this was written (Palo Alto Networks's
 * CyberArk and Chronosphere, Google's Wiz, Check Point's Lakera, CrowdStrike's Pangea) are left out.
 *
 * A bare name strangers share is not listed, as `group-names-world.ts` decided (Loomis: Loomis Sayles; SAIC: SAIC Motor;
 * Patria: Patria Investments; Axis: Axis Bank; Rafael alone): the group goes by its longer names. A namesake that is no arm of
 * the group is a line of its own so the longer name tells it apart: the Boeing Employees Credit Union (a members' co-operative)
 * and Palo Alto Research Center (SRI International's since 2023; a city's name is no family word). Kongsberg Automotive and
 * SAMI were listed already (`group-names-world.ts`, `group-names-energy-telecom-auto.ts`).
 *
 * Written group by group from the groups' annual reports' lists of principal subsidiaries, never from a labelled row. Read by
 * `groups.ts` after every other file.
 */
export const GROUP_NAMES_DEFENCE = `
+ Boeing > Boeing Distribution|Boeing Intelligence & Analytics
+ BAE Systems > Bofors|BAE Systems Bofors AB|Hägglunds|BAE Systems Hägglunds AB|BAE Systems Detica|Detica
+ Thales > Trixell|Thales Alenia Space France|Thales Alenia Space España|Thales Alenia Space UK
+ Rheinmetall > Loc Performance|Loc Performance Products|Rheinmetall Expal|Expal Systems|Rheinmetall Nitrochemie|Nitrochemie Aschau|Nitrochemie Wimmis|Rheinmetall Denel Munition
+ KNDS > KMW|Krauss-Maffei Wegmann GmbH|KNDS Deutschland GmbH|KNDS France SA|Nexter Munitions|Nexter Robotics|MECAR SA|KNDS Belgium|KNDS UK|KNDS Ammo
+ Kongsberg Gruppen > KSAT|Kongsberg Satellite Services|Kongsberg Defence & Aerospace|Kongsberg Aviation Maintenance Services|Kongsberg Geospatial|Kongsberg Discovery|Kongsberg Protech Systems|Kongsberg Digital
+ MBDA > TDW|TDW Gesellschaft für verteidigungstechnische Wirksysteme|Bayern-Chemie|MBDA Missile Systems|MBDA España
+ Elbit Systems > Cyclone|Cyclone Ltd|Elbit Systems Cyclone|Sparton|Sparton Corporation|Universal Avionics|BVR Systems|Elisra|Elop|IMI Systems|Israel Military Industries|אלביט|אלביט מערכות
+ Israel Aerospace Industries > Malat|Tamam|ELTA Systems|Elta Systems|Bedek Aviation Group|Bedek|IAI North America|התעשייה האווירית|תעשייה אווירית
+ Rafael Advanced Defense Systems > רפאל|רפאל מערכות לחימה מתקדמות|Rafael USA|Rafael Systems Global Sustainment
+ Korea Aerospace Industries > 한국항공우주산업|한국항공우주|KAI Korea Aerospace
+ Mitsubishi Heavy Industries > Mitsubishi Logisnext|三菱ロジスネクスト|Mitsubishi Logisnext Americas|Mitsubishi Logisnext Europe|Mitsubishi Caterpillar Forklift|MHI RJ Aviation|Mitsubishi Shipbuilding|三菱造船|Mitsubishi Heavy Industries Aero Engines
+ Huntington Ingalls Industries > Alion Science|Alion Science and Technology|HII Mission Technologies|HII Fleet Support|Newport News Shipbuilding|Ingalls Shipbuilding
+ Air France-KLM > AFI KLM E&M|Air France Industries KLM Engineering & Maintenance|AFI KLM Engineering & Maintenance|KLM Engineering & Maintenance|Air France Industries
+ IAG > BA Engineering|British Airways Engineering|British Airways Maintenance Cardiff|BA Maintenance Cardiff
+ Securitas > Protectas|Protectas SA|Securitas Schweiz|Securitas Technology|STANLEY Security|Pinkerton|Pinkerton Consulting & Investigations|Securitas Critical Infrastructure Services|Securitas Aviation|Securitas Transport Aviation Security|Securitas Seguridad España|Securitas Security Services USA
+ Allied Universal > G4S Care & Justice|G4S Care and Justice Services|G4S Secure Solutions|G4S Secure Solutions USA|G4S Kenya|G4S South Africa|G4S India|G4S Nederland|G4S Danmark|G4S Ireland|G4S UK|G4S Romania|G4S Polska|G4S Middle East|G4S Saudi Arabia|G4S Qatar|G4S Bahrain|SOS Security|Universal Protection Service|AlliedBarton|AlliedBarton Security Services
+ Prosegur > Cipher|Cipher Security|Prosegur Cybersecurity|Prosegur Change|Prosegur Gestión de Efectivo|Prosegur Australia|Prosegur Mexico
+ Brink's > PAI|Payment Alliance International|Dunbar Armored|Brink's Global Services|Brink's Company
+ Verisure > Arlo Europe|Verisure Securitas Direct|Securitas Direct|Securitas Direct Verisure
Boeing Employees Credit Union|BECU
ITP Aero > ITP Aero UK|ITP Aero Mexico|ITP Aero India|ITP Externals
Colt CZ Group|Colt CZ Group SE|Česká zbrojovka Group > Česká zbrojovka|Ceska zbrojovka|CZ-USA|CZUB|Colt's Manufacturing Company|Colt's Manufacturing|Colt Canada|Sellier & Bellot|Sellier a Bellot|Spuhr
Ukroboronprom|Укроборонпром|Ukrainian Defense Industry|Укроборонпром JSC|Ukrainian Defense Industry JSC > Antonov|Antonov Company|ДП Антонов|Антонов|Malyshev Factory|Завод імені Малишева|Zorya-Mashproekt|Зоря-Машпроект|ДАХК Артем|Ukrspecexport|Укрспецекспорт
Havelsan|HAVELSAN|Hava Elektronik Sanayi > Havelsan Teknoloji Radar
AAR Corp|AAR Corp.|AAR CORP > AAR Airlift|AAR Aircraft Services|AAR Mobility Systems|AAR Supply Chain|AAR Landing Gear Services
GardaWorld|Garda World|Garda World Security|Garda World Security Corporation|GardaWorld Security > Garda Cash Logistics|GardaWorld Cash Services|Crisis24|GardaWorld Federal Services|GardaWorld Security Services|Garda Security Screening|GardaWorld Protective Services
Avarn Security|Avarn > Nokas|Nokas AS|Avarn Security Sverige|Avarn Security Norge|Avarn Security Finland|Avarn Security Danmark|Avarn Security Services
SIS Limited|Security and Intelligence Services|Security and Intelligence Services (India)|SIS Group|SIS Group Enterprises > MSS Security|SIS Cash Services|SIS Facility Services|Dusters Total Solutions|Tech SIS|Henderson Security Services|SIS Australia
Secom|SECOM|セコム|セコム株式会社|西科姆|세콤 > SECOM CO., LTD.|Secom Co. Ltd.|Secom Joshinetsu|セコム上信越|Secom Techno Service|セコムテクノサービス|Nohmi Bosai|能美防災|Pasco Corporation|パスコ|Secom Medical System|Secom Trust Systems|セコムトラストシステムズ|At Tokyo|アット東京|Secom Australia|Secom Plc|Secom UK
ALSOK|綜合警備保障|綜合警備保障株式会社|Sohgo Security Services|Sohgo Security Services Co. > ALSOK Care|ALSOK Hokkaido|ALSOK Tokyo|ALSOK Vietnam|ALSOK Myanmar
+ Canon > Axis Communications|Axis Communications AB|アクシスコミュニケーションズ|安讯士|Axis Communications GmbH|Axis Communications Inc.|Axis Communications UK|Axis Communications India|Axis Communications Japan|2N Telekomunikace|Citilog|Milestone Systems|Milestone Systems A/S|BriefCam|Arcules|Canon Medical Systems|Canon Production Printing
+ Motorola Solutions > Avigilon|Avigilon Corporation|WatchGuard Video|Pelco|Pelco Inc.|Openpath|Silent Sentinel|IndigoVision|Calipsa|Rave Mobile Safety|Noggin|Ava Security|Kodiak Networks|Vesta Solutions|Callyo
Axon|Axon Enterprise|Axon Enterprise Inc. > TASER|TASER International|Axon Public Safety|Axon UK|Axon Australia|Axon Public Safety Germany|Axon Canada|Evidence.com|Dedrone|Fusus|Sky-Hero|Prepared 911
CrowdStrike|CrowdStrike Holdings|CrowdStrike Inc. > CrowdStrike UK|CrowdStrike India|CrowdStrike Germany|CrowdStrike GmbH|CrowdStrike Japan|CrowdStrike Australia|CrowdStrike Romania|CrowdStrike Israel|CrowdStrike Services|Humio|Preempt Security|Bionic|Bionic Stork|Adaptive Shield|Flow Security|Payload Security|SecureCircle|Reposify|Onum
Palo Alto Networks|Palo Alto Networks Inc.|パロアルトネットワークス|派拓网络 > Unit 42|Palo Alto Networks Unit 42|Demisto|Talon Cyber Security|Dig Security|Cider Security|Bridgecrew|Expanse|Expanse Inc.|Twistlock|Prisma Cloud|Cortex XDR|Palo Alto Networks India|Palo Alto Networks Israel|Palo Alto Networks Japan|Palo Alto Networks UK|Palo Alto Networks Deutschland|Palo Alto Networks Singapore|Palo Alto Networks Australia|Palo Alto Networks Netherlands|Protect AI|Evident.io|RedLock|PureSec|Aporeto|Zingbox|Crypsis|CloudGenix
+ Check Point > Perimeter 81|Avanan|Spectral|Spectral Ops|Atmosec|Dome9|Zone Labs|Check Point India|Check Point Software Technologies Belarus|Veriti|Veriti Security|Cymplify|Protego Labs|Hyperwise|Lacoon Mobile Security|Check Point Software Technologies (Israel)|צ'ק פוינט|צ׳ק פוינט
Fortinet|Fortinet Inc.|Fortinet, Inc.|フォーティネット|飞塔 > Fortinet India|Fortinet UK|Fortinet France|Fortinet Deutschland|Fortinet Canada|Fortinet Japan|Fortinet Singapore|Fortinet Technologies|Fortinet Technologies Canada|Fortinet Technologies India|Fortinet Australia|Fortinet Brasil|Fortinet Mexico|Fortinet Italia|Fortinet España|Fortinet Polska|Fortinet Türkiye|Fortinet Middle East|Fortinet Israel|Lacework|AccelOps|Accelops|enSilo|Panopta|Alaxala Networks|アラクサラネットワークス|Next DLP|OPAQ Networks|CyberSponse|Meru Networks|Bradford Networks|ShieldX
+ Cisco > Talos Intelligence|Cisco Talos|Talos Intelligence Group|OpenDNS|Sourcefire|Kenna Security|Robust Intelligence|Duo Security|Lancope|ThreatGRID|CloudLock|Portshift|Armorblox
Thoma Bravo|Thoma Bravo LP|Thoma Bravo LLC > Thoma Bravo Advantage
Sophos|Sophos Group|Sophos Ltd|Sophos Limited > Sophos Inc.|Sophos GmbH|Sophos Technologies|Sophos India|Sophos Hungary|Sophos Australia|Sophos Japan|Secureworks|SecureWorks|Dell SecureWorks|Capsule8|Refactr|Astaro|Utimaco Safeware|Cyberoam|Invincea|Avid Secure|Rook Security|Braintrace
Proofpoint|Proofpoint Inc. > Tessian|Normalyze|Cloudmark|Wombat Security|ObserveIT|Meta Networks|Hornetsecurity|Hornetsecurity GmbH|Vade|Vade Secure
SailPoint|SailPoint Technologies > Osirium|Intello|Orkus
Darktrace|Darktrace Holdings|Darktrace Ltd > Cado Security|Darktrace Federal|Mira Security
Ping Identity|Ping Identity Corporation > ForgeRock|UnboundID|Singular Key|ShoCard|Elastic Beam|Symphonic Software
Imprivata|Imprivata Inc. > Xton Technologies|FairWarning
+ Gen Digital > NortonLifeLock|Norton LifeLock|Avast|Avast Software|AVG|AVG Technologies|Avira|Avira Operations|CCleaner|Piriform|LifeLock|ReputationDefender|MoneyLion
Trend Micro|Trend Micro Incorporated|Trend Micro Inc.|トレンドマイクロ|趋势科技|趨勢科技|트렌드마이크로 > Trend Micro India|Trend Micro Deutschland|Trend Micro France|Trend Micro UK|Trend Micro Australia|Trend Micro Canada|Trend Micro Brasil|Trend Micro Philippines|Trend Micro Taiwan|TippingPoint|Cloud Conformity|Zero Day Initiative|TXOne Networks
Kaspersky|Kaspersky Lab|Лаборатория Касперского|AO Kaspersky Lab|卡巴斯基 > Kaspersky Labs GmbH|Kaspersky Lab UK|Kaspersky Lab India|Kaspersky Lab Italia|Kaspersky Lab Iberia|Kaspersky Lab Japan|Kaspersky Türkiye|Kaspersky ICS CERT|Kaspersky Global Research and Analysis Team|Kaspersky Lab Switzerland
Zscaler|Zscaler Inc. > Zscaler India|Zscaler Softech India|Zscaler UK|Zscaler Germany|Zscaler Israel|Zscaler Australia|Zscaler Japan|Avalor|Airgap Networks|Red Canary|Smokescreen Technologies|Canonic Security|ShiftRight|Trustdome|Edgewise Networks|Cloudneeti
Okta|Okta Inc.|Okta, Inc.|オクタ > Auth0|Auth0 Inc.|Spera Security|Okta UK|Okta Australia|Okta Japan|Okta India|Okta Canada|Okta Germany|Okta Netherlands|Okta France|Okta Ireland|Azuqua|ScaleFT|atSpoke|Axiom Security
Rapid7|Rapid7 Inc. > Rapid7 Ireland|Rapid7 UK|Rapid7 Australia|Rapid7 Canada|Rapid7 Israel|Rapid7 Japan|IntSights|IntSights Cyber Intelligence|Velociraptor|Metasploit|Komand|Logentries|DivvyCloud|NetFort|tCell|Alcide|Noetic Cyber|Minerva Labs
Tenable|Tenable Inc.|Tenable Holdings|Tenable Network Security > Ermetic|Vulcan Cyber|Tenable Canada|Tenable Ireland|Tenable India|Tenable Israel|Tenable Australia|Tenable Japan|Indegy|Alsid|Bit Discovery|Cymptom|Eureka Security|Apex Security
+ Mastercard > Recorded Future|Recorded Future Inc.|Insikt Group|RiskRecon|Ekata|NuData Security|Brighterion
+ Google > Mandiant|Mandiant Inc.|FireEye Mandiant|Chronicle Security|Google Security Operations|VirusTotal|Siemplify
+ Microsoft > RiskIQ|CyberX|Microsoft Security Response Center|Miburo|CloudKnox Security|ReFirm Labs
+ Accenture > iDefense|Accenture Security|Context Information Security|Symantec Cyber Security Services|Deja vu Security|Arismore|Openminded|Innotec Security
+ Orange > SecureData|SecureData Europe|Orange Cyberdefense|Orange Cyberdefense Sweden|Orange Cyberdefense Belgium|Orange Cyberdefense Norway|Orange Cyberdefense Netherlands|Orange Cyberdefense Switzerland|Orange Cyberdefense UK|Orange Cyberdefense Germany|SCRT|Lexsi|Atheos|Cyberprotect|SysDream
NCC Group|NCC Group plc|NCC Group Security Services > Fox-IT|Fox-IT B.V.|NCC Group Fox-IT|NCC Group Escrow|NCC Group Inc.|NCC Group Germany|NCC Group Australia|NCC Group Japan|Payment Software Company|Accumuli|Cyber Defence Labs|Adelard
+ Telefónica > ElevenPaths|Eleven Paths|Telefónica Tech|Telefónica Tech Cybersecurity & Cloud|Govertis|Altostratus|Cancom UK&I|Telefónica Cybersecurity Tech
SRI International|SRI International Inc. > Palo Alto Research Center|PARC, an SRI company|Xerox PARC
+ EDGE Group > Halcon Systems|EDGE Halcon
+ AVIC > Xi'an Aircraft Industrial|AVIC Xi'an Aircraft Industry|Xi'an Aircraft Industry Group|中航西飞|西安飞机工业
`;
