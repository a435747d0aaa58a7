/**
 * Group knowledge, round 27 (issue #21): **a government's ministries and the agencies in their remit, a city and its
 * divisions, multilateral groups**, in the format of `group-names.ts`. A line marked "government: " is a public body and
 * the bodies under it: its own names (the ministry, department or city, in its languages) first, then after " > " each
 * body in its remit, spellings of one body joined by "=". `groups.ts` reads such a line as one employer between the parent
 * and a body under it ("HM Revenue & Customs" ↔ "Valuation Office Agency", 財務省 ↔ 国税庁, "City of Toronto" ↔ "Toronto
 * Water") — every labelled set reads that hand-off as a promotion or a change of title — and gives no verdict between two
 * bodies of one parent (the IRS and the Census Bureau are two employers by their names; the other rules decide). Two
 * lines are two employers: a ministry and another ministry's agency are a move.
 *
 * Why w4a's hand-offs read as moves: no line listed a public body, and an agency's name shares no word with its
 * ministry's ("Generalzolldirektion", "Logius", 조달청, "Direktorat Jenderal Pajak"). **The guard is in the names**: a
 * ministry's name that many governments bear ("Ministry of Finance", "Department of Health", "Ministry of Justice",
 * "Finansdepartementet", "Ministère de l'Intérieur" without a country where another country bears it) is never listed
 * alone, only with its country ("Ministry of Finance of Estonia"); a state's body that holds a federal name ("Michigan
 * Department of Health and Human Services") is not listed, so federal names are listed with "U.S."/"United States"; short
 * forms that other bodies or companies bear (CDC, FDA, BMI, BSI, BMF, KBA, CBS, IDA, Zoll, Douane) are left out, and so
 * are strangers that bear a body's words (the United Nations Association, the UN Foundation: lines of their own).
 *
 * Control decides as for companies (round 15): a state-owned company under its own board (Serpro, Dataprev, Toronto
 * Hydro, Wiener Linien) is not a body in a ministry's remit and is left out; so are the central banks and bodies
 * independent of the ministry that funds them. Renames of a ministry on the same page (DLUHC → MHCLG, BMWK → BMWE) are
 * the page id's; both names are listed where a line has them.
 *
 * Sources: GOV.UK "Departments, agencies and public bodies" (gov.uk/government/organisations); the US Government Manual
 * (usgovernmentmanual.gov) and USA.gov's A–Z index of agencies; the French ministries' organigrammes
 * (economie.gouv.fr, defense.gouv.fr, interieur.gouv.fr); the German ministries' lists of Geschäftsbereichsbehörden
 * (bundesfinanzministerium.de, bmi.bund.de, bmv.de, bmwk.de, bmvg.de, bmas.de, bundesgesundheitsministerium.de); the
 * 外局 of each 省 (内閣官房 行政機構図); the 외청 of each 부 (정부조직법, 행정안전부 정부조직도); Indonesia's Direktorat
 * Jenderal per Kementerian (kemenkeu.go.id, kemenkumham.go.id, kemkes.go.id, kemendagri.go.id, dephub.go.id); Brazil's
 * secretarias and autarquias (gov.br, "Estrutura organizacional" of each ministry); the Dutch agentschappen and
 * rijksdiensten (rijksoverheid.nl "Organisaties"); the Nordic and Baltic ministries' agencies (vm.fi, skm.dk,
 * regeringen.se, fin.ee, finmin.lrv.lt, fm.gov.lv); the cities' own organisation charts (toronto.ca, nyc.gov, lacity.gov,
 * stadt-zuerich.ch, wien.gv.at, london.gov.uk, chicago.gov, paris.fr); the World Bank Group's five institutions
 * (worldbank.org "Organization"); the UN system chart (un.org, Secretariat departments and offices are the United Nations
 * itself, the funds and programmes are bodies of it; the specialised agencies, autonomous organisations, are left out);
 * the European Commission's executive agencies (commission.europa.eu); Spain's, Italy's, India's, Mexico's finance ministries'
 * own pages (hacienda.gob.es, mef.gov.it, finmin.gov.in, gob.mx/shcp), Canada's ESDC (canada.ca) and Australia's portfolio
 * lists (homeaffairs.gov.au, treasury.gov.au). Written line by line by the rule author, never
 * from a labelled set's rows.
 */
export const GROUP_NAMES_GOVERNMENT = `
government: HM Revenue & Customs|HM Revenue and Customs|HMRC > Valuation Office Agency=VOA|Revenue and Customs Digital Technology Services|The Adjudicator's Office
government: HM Treasury > UK Debt Management Office=Debt Management Office|Government Internal Audit Agency|UK Government Investments|Office for Budget Responsibility|National Infrastructure and Service Transformation Authority
government: Home Office|UK Home Office > HM Passport Office|UK Visas and Immigration|Border Force|Immigration Enforcement|Disclosure and Barring Service|Security Industry Authority|Gangmasters and Labour Abuse Authority
government: Department for Transport > Driver and Vehicle Licensing Agency=DVLA|Driver and Vehicle Standards Agency=DVSA|Maritime and Coastguard Agency|Vehicle Certification Agency|Active Travel England|National Highways
government: Ministry of Justice UK|UK Ministry of Justice > HM Prison and Probation Service=HMPPS|HM Courts & Tribunals Service=HM Courts and Tribunals Service=HMCTS|Legal Aid Agency|Office of the Public Guardian|Criminal Injuries Compensation Authority
government: Department of Health and Social Care|DHSC > UK Health Security Agency=UKHSA|Medicines and Healthcare products Regulatory Agency=MHRA|NHS England|NHS Business Services Authority
government: Department for Environment, Food & Rural Affairs|Department for Environment, Food and Rural Affairs|Defra > Environment Agency|Rural Payments Agency|Animal and Plant Health Agency|Natural England|Centre for Environment, Fisheries and Aquaculture Science=Cefas|Marine Management Organisation|Veterinary Medicines Directorate
government: Department for Science, Innovation and Technology|DSIT > Government Digital Service|Central Digital and Data Office|Intellectual Property Office UK|UK Intellectual Property Office|Building Digital UK|UK Space Agency|Met Office
government: UK Ministry of Defence|Ministry of Defence UK > Defence Equipment and Support|Defence Science and Technology Laboratory=Dstl|Defence Digital|UK Hydrographic Office|Submarine Delivery Agency|British Army|Royal Navy|Royal Air Force
government: Department for Business and Trade > Companies House|The Insolvency Service=Insolvency Service
government: Department for Education > Education and Skills Funding Agency|Standards and Testing Agency|Teaching Regulation Agency
government: Ministry of Housing, Communities and Local Government|Department for Levelling Up, Housing and Communities > Planning Inspectorate
government: Department for Work and Pensions|DWP > Jobcentre Plus|Child Maintenance Service
government: Foreign, Commonwealth & Development Office|Foreign, Commonwealth and Development Office|FCDO > FCDO Services|Wilton Park
government: U.S. Department of the Treasury|United States Department of the Treasury|US Treasury > Internal Revenue Service=IRS|Bureau of the Fiscal Service|United States Mint|U.S. Mint|Bureau of Engraving and Printing|Alcohol and Tobacco Tax and Trade Bureau|Financial Crimes Enforcement Network=FinCEN|Office of the Comptroller of the Currency
government: Department of Homeland Security|U.S. Department of Homeland Security|United States Department of Homeland Security > U.S. Customs and Border Protection=Customs and Border Protection=CBP|Transportation Security Administration|Federal Emergency Management Agency=FEMA|U.S. Citizenship and Immigration Services=USCIS|U.S. Immigration and Customs Enforcement|U.S. Coast Guard=United States Coast Guard|U.S. Secret Service=United States Secret Service|Cybersecurity and Infrastructure Security Agency=CISA|Federal Law Enforcement Training Centers
government: U.S. Department of Health and Human Services|United States Department of Health and Human Services > Centers for Disease Control and Prevention|Centers for Medicare & Medicaid Services=Centers for Medicare and Medicaid Services|U.S. Food and Drug Administration|National Institutes of Health|Indian Health Service|Health Resources and Services Administration=HRSA|Substance Abuse and Mental Health Services Administration=SAMHSA|Administration for Children and Families
government: U.S. Department of Commerce|United States Department of Commerce > U.S. Census Bureau=United States Census Bureau=Census Bureau|National Oceanic and Atmospheric Administration=NOAA|National Institute of Standards and Technology=NIST|U.S. Patent and Trademark Office=United States Patent and Trademark Office=USPTO|National Weather Service|International Trade Administration|Bureau of Economic Analysis|Bureau of Industry and Security|National Telecommunications and Information Administration
government: U.S. Department of Agriculture|United States Department of Agriculture|USDA > USDA Forest Service=U.S. Forest Service=United States Forest Service|Food Safety and Inspection Service|Animal and Plant Health Inspection Service=APHIS|Natural Resources Conservation Service|Farm Service Agency|Agricultural Research Service|Food and Nutrition Service
government: U.S. Department of Justice|United States Department of Justice > Federal Bureau of Investigation=FBI|Bureau of Alcohol, Tobacco, Firearms and Explosives|Federal Bureau of Prisons|U.S. Marshals Service=United States Marshals Service|Executive Office for Immigration Review|Drug Enforcement Administration
government: U.S. Department of Labor|United States Department of Labor > Bureau of Labor Statistics|Occupational Safety and Health Administration=OSHA|Employment and Training Administration|Wage and Hour Division
government: U.S. Department of Transportation|United States Department of Transportation|USDOT > Federal Aviation Administration=FAA|Federal Highway Administration|Federal Transit Administration|Federal Railroad Administration|National Highway Traffic Safety Administration=NHTSA|Federal Motor Carrier Safety Administration
government: U.S. Department of the Interior|United States Department of the Interior > National Park Service|U.S. Geological Survey=USGS|Bureau of Land Management|U.S. Fish and Wildlife Service|Bureau of Reclamation|Bureau of Indian Affairs
government: U.S. Department of Veterans Affairs|United States Department of Veterans Affairs > Veterans Health Administration|Veterans Benefits Administration|National Cemetery Administration
government: U.S. Department of Defense|United States Department of Defense > Defense Logistics Agency|Defense Information Systems Agency|Defense Health Agency|Defense Contract Management Agency|Defense Contract Audit Agency|Defense Finance and Accounting Service|U.S. Army=United States Army|U.S. Navy=United States Navy|U.S. Air Force=United States Air Force|U.S. Marine Corps=United States Marine Corps|National Security Agency|Defense Intelligence Agency|National Geospatial-Intelligence Agency
government: Ministère de l'Économie, des Finances et de la Souveraineté industrielle et numérique|Ministère de l'Économie et des Finances|Ministère de l'Économie, des Finances et de l'Industrie|Ministère de l'Économie, des Finances et de la Relance|Ministère de l'Action et des Comptes publics|Bercy > Direction générale des Finances publiques=DGFiP|Direction générale des douanes et droits indirects=DGDDI|Douane française|Insee=Institut national de la statistique et des études économiques|Direction générale du Trésor|Direction générale de la concurrence, de la consommation et de la répression des fraudes=DGCCRF|Direction générale des entreprises|Agence des participations de l'État|Direction du Budget|Tracfin|Agence pour l'informatique financière de l'État|Direction des achats de l'État
government: Ministère des Armées|Ministère des Armées et des Anciens combattants > Direction générale de l'armement|Armée de terre|Marine nationale|Armée de l'air et de l'espace|Service de santé des armées|Agence de l'innovation de défense|Service d'infrastructure de la défense
government: Ministère de l'Intérieur et des Outre-mer > Police nationale|Gendarmerie nationale|Direction générale de la Sécurité intérieure=DGSI|Direction générale des étrangers en France|Agence nationale des titres sécurisés|Direction générale des collectivités locales
government: Bundesministerium der Finanzen|Bundesfinanzministerium > Generalzolldirektion|Hauptzollamt|Zollkriminalamt|Bundeszentralamt für Steuern=BZSt|Informationstechnikzentrum Bund=ITZBund|Bundesanstalt für Finanzdienstleistungsaufsicht=BaFin|Bundesamt für zentrale Dienste und offene Vermögensfragen|Bundesanstalt für Immobilienaufgaben
government: Bundesministerium des Innern und für Heimat|Bundesministerium des Innern|Bundesministerium des Innern, für Bau und Heimat|Bundesinnenministerium > Bundesamt für Sicherheit in der Informationstechnik|Bundespolizei|Bundeskriminalamt|Bundesamt für Migration und Flüchtlinge=BAMF|Statistisches Bundesamt=Destatis|Bundesamt für Verfassungsschutz|Technisches Hilfswerk|Bundesverwaltungsamt|Bundesamt für Bevölkerungsschutz und Katastrophenhilfe|Bundesamt für Kartographie und Geodäsie|Zentrale Stelle für Informationstechnik im Sicherheitsbereich=ZITiS
government: Bundesministerium für Digitales und Verkehr|Bundesministerium für Verkehr und digitale Infrastruktur|Bundesministerium für Verkehr|Bundesverkehrsministerium|BMDV > Kraftfahrt-Bundesamt|Eisenbahn-Bundesamt|Luftfahrt-Bundesamt|Deutscher Wetterdienst|Bundesanstalt für Straßenwesen|Bundesamt für Logistik und Mobilität|Fernstraßen-Bundesamt|Generaldirektion Wasserstraßen und Schifffahrt|Die Autobahn GmbH des Bundes
government: Bundesministerium für Wirtschaft und Klimaschutz|Bundesministerium für Wirtschaft und Energie|BMWK|BMWi > Bundesnetzagentur|Bundesamt für Wirtschaft und Ausfuhrkontrolle=BAFA|Bundeskartellamt|Physikalisch-Technische Bundesanstalt|Bundesanstalt für Materialforschung und -prüfung|Bundesanstalt für Geowissenschaften und Rohstoffe
government: Bundesministerium der Verteidigung|BMVg > Bundeswehr|Bundesamt für Ausrüstung, Informationstechnik und Nutzung der Bundeswehr=BAAINBw|Bundessprachenamt|Bundesamt für das Personalmanagement der Bundeswehr
government: Bundesministerium für Arbeit und Soziales|BMAS > Bundesagentur für Arbeit|Deutsche Rentenversicherung Bund|Bundesanstalt für Arbeitsschutz und Arbeitsmedizin=BAuA|Bundesamt für Soziale Sicherung
government: Bundesministerium für Gesundheit|Bundesgesundheitsministerium > Bundesinstitut für Arzneimittel und Medizinprodukte=BfArM|Paul-Ehrlich-Institut|Robert Koch-Institut=Robert Koch Institut|Bundesinstitut für Öffentliche Gesundheit
government: 財務省|Ministry of Finance Japan|Ministry of Finance, Japan > 国税庁=National Tax Agency|National Tax Agency Japan|国税局|税務署|税関
government: 経済産業省|Ministry of Economy, Trade and Industry|METI > 特許庁=Japan Patent Office|資源エネルギー庁=Agency for Natural Resources and Energy|中小企業庁=Small and Medium Enterprise Agency
government: 国土交通省|Ministry of Land, Infrastructure, Transport and Tourism|MLIT > 観光庁=Japan Tourism Agency|気象庁=Japan Meteorological Agency|海上保安庁=Japan Coast Guard|運輸安全委員会|地方整備局|地方運輸局
government: 法務省|Ministry of Justice, Japan|Ministry of Justice Japan > 出入国在留管理庁=Immigration Services Agency of Japan|公安調査庁=Public Security Intelligence Agency|検察庁|法務局
government: 総務省|Ministry of Internal Affairs and Communications > 消防庁=Fire and Disaster Management Agency|統計局
government: 文部科学省|MEXT|Ministry of Education, Culture, Sports, Science and Technology > 文化庁=Agency for Cultural Affairs|スポーツ庁=Japan Sports Agency
government: 厚生労働省|MHLW|Ministry of Health, Labour and Welfare > 中央労働委員会|労働局|労働基準監督署|公共職業安定所=ハローワーク
government: 農林水産省|MAFF|Ministry of Agriculture, Forestry and Fisheries > 林野庁=Forestry Agency|水産庁=Fisheries Agency
government: 環境省|Ministry of the Environment, Japan > 原子力規制委員会=原子力規制庁=Nuclear Regulation Authority
government: 内閣府|Cabinet Office, Government of Japan > 金融庁=Financial Services Agency|消費者庁|こども家庭庁|宮内庁|公正取引委員会|警察庁|国家公安委員会
government: 기획재정부|재정경제부|Ministry of Economy and Finance, Korea|Ministry of Economy and Finance (Korea) > 국세청=National Tax Service|세무서|관세청=Korea Customs Service|세관|조달청=Public Procurement Service|통계청=Statistics Korea
government: 행정안전부|행정자치부|Ministry of the Interior and Safety > 경찰청=Korean National Police Agency|소방청=National Fire Agency
government: 산업통상자원부|산업통상부|Ministry of Trade, Industry and Energy|MOTIE > 특허청=Korean Intellectual Property Office=KIPO
government: 법무부 > 대검찰청|지방검찰청|검찰청
government: 환경부|기후에너지환경부 > 기상청=Korea Meteorological Administration
government: 국토교통부 > 행정중심복합도시건설청|새만금개발청
government: 농림축산식품부 > 농촌진흥청|산림청
government: 해양수산부 > 해양경찰청
government: 문화체육관광부 > 국가유산청|문화재청
government: 국방부 > 병무청|방위사업청
government: 보건복지부 > 질병관리청
government: Kementerian Keuangan|Kemenkeu|Ministry of Finance of the Republic of Indonesia|Ministry of Finance Indonesia > Direktorat Jenderal Pajak=DJP=Directorate General of Taxes|Kantor Pelayanan Pajak|Direktorat Jenderal Bea dan Cukai=Bea Cukai=DJBC=Directorate General of Customs and Excise|Direktorat Jenderal Anggaran|Direktorat Jenderal Perbendaharaan|Direktorat Jenderal Kekayaan Negara|Direktorat Jenderal Perimbangan Keuangan|Direktorat Jenderal Pengelolaan Pembiayaan dan Risiko|Direktorat Jenderal Stabilitas dan Pengembangan Sektor Keuangan|Badan Kebijakan Fiskal
government: Kementerian Hukum|Kementerian Hukum dan Hak Asasi Manusia|Kemenkumham > Direktorat Jenderal Kekayaan Intelektual=DJKI|Direktorat Jenderal Administrasi Hukum Umum|Direktorat Jenderal Peraturan Perundang-undangan
government: Kementerian Imigrasi dan Pemasyarakatan > Direktorat Jenderal Imigrasi|Direktorat Jenderal Pemasyarakatan
government: Kementerian Kesehatan|Kemenkes > Direktorat Jenderal Kesehatan Masyarakat|Direktorat Jenderal Pelayanan Kesehatan|Direktorat Jenderal Kesehatan Lanjutan|Direktorat Jenderal Kesehatan Primer dan Komunitas|Direktorat Jenderal Farmasi dan Alat Kesehatan
government: Kementerian Dalam Negeri|Kemendagri > Direktorat Jenderal Kependudukan dan Pencatatan Sipil=Dukcapil|Direktorat Jenderal Otonomi Daerah|Direktorat Jenderal Bina Keuangan Daerah
government: Kementerian Perhubungan|Kemenhub > Direktorat Jenderal Perhubungan Udara|Direktorat Jenderal Perhubungan Darat|Direktorat Jenderal Perhubungan Laut|Direktorat Jenderal Perkeretaapian
government: Ministerio de Hacienda y Función Pública|Ministerio de Hacienda (España)|Ministerio de Hacienda de España > Agencia Estatal de Administración Tributaria=AEAT|Dirección General del Catastro|Intervención General de la Administración del Estado|Instituto de Estudios Fiscales
government: Ministero dell'Economia e delle Finanze > Agenzia delle Entrate|Agenzia delle Dogane e dei Monopoli|Agenzia del Demanio|Ragioneria Generale dello Stato|Guardia di Finanza
government: Ministry of Finance, Government of India|Ministry of Finance (India)|Ministry of Finance India > Central Board of Direct Taxes=CBDT|Income Tax Department|Central Board of Indirect Taxes and Customs=CBIC|Enforcement Directorate|Directorate of Revenue Intelligence
government: Employment and Social Development Canada|ESDC > Service Canada|Labour Program
government: Department of Home Affairs (Australia)|Australian Department of Home Affairs > Australian Border Force
government: The Treasury (Australia)|Australian Treasury|Department of the Treasury (Australia) > Australian Taxation Office
government: Secretaría de Hacienda y Crédito Público|SHCP > Servicio de Administración Tributaria|Unidad de Inteligencia Financiera|Agencia Nacional de Aduanas de México
government: Ministério da Fazenda > Receita Federal=Receita Federal do Brasil=Secretaria Especial da Receita Federal do Brasil|Procuradoria-Geral da Fazenda Nacional=PGFN|Tesouro Nacional=Secretaria do Tesouro Nacional|Secretaria de Política Econômica|Secretaria de Reformas Econômicas|Conselho Administrativo de Recursos Fiscais=CARF
government: Ministério da Justiça e Segurança Pública|MJSP > Polícia Federal|Polícia Rodoviária Federal|Secretaria Nacional do Consumidor|Secretaria Nacional de Políticas Penais
government: Ministério da Gestão e da Inovação em Serviços Públicos > Secretaria de Governo Digital|Escola Nacional de Administração Pública=Enap
government: Ministerie van Binnenlandse Zaken en Koninkrijksrelaties|BZK|Ministry of the Interior and Kingdom Relations > Logius|Rijksvastgoedbedrijf|Rijksdienst voor Identiteitsgegevens|SSC-ICT|Dienst ICT Uitvoering|P-Direkt
government: Ministerie van Financiën|Ministry of Finance of the Netherlands > Belastingdienst|Douane Nederland|Dienst Toeslagen|Domeinen Roerende Zaken|FIOD
government: Ministerie van Infrastructuur en Waterstaat|Ministerie van Infrastructuur en Milieu > Rijkswaterstaat|Koninklijk Nederlands Meteorologisch Instituut=KNMI|Inspectie Leefomgeving en Transport
government: Ministerie van Onderwijs, Cultuur en Wetenschap > Dienst Uitvoering Onderwijs=DUO|Nationaal Archief|Rijksdienst voor het Cultureel Erfgoed|Inspectie van het Onderwijs
government: Ministerie van Economische Zaken en Klimaat|Ministerie van Economische Zaken > Rijksdienst voor Ondernemend Nederland|Rijksinspectie Digitale Infrastructuur|Agentschap Telecom|Centraal Bureau voor de Statistiek
government: Ministerie van Justitie en Veiligheid|Ministerie van Veiligheid en Justitie > Immigratie- en Naturalisatiedienst|Dienst Justitiële Inrichtingen|Centraal Justitieel Incassobureau=CJIB|Justis
government: Valtiovarainministeriö|Ministry of Finance Finland|Ministry of Finance of Finland > Verohallinto=Skatteförvaltningen=Finnish Tax Administration|Tulli=Finnish Customs|Digi- ja väestötietovirasto=Digital and Population Data Services Agency|Valtiokonttori=State Treasury of Finland|Tilastokeskus=Statistics Finland|Valtori|Palkeet
government: Skatteministeriet|Danish Ministry of Taxation > Skattestyrelsen=Danish Tax Agency|Toldstyrelsen=Danish Customs Agency|Gældsstyrelsen|Motorstyrelsen|Vurderingsstyrelsen|Udviklings- og Forenklingsstyrelsen|Skatteankestyrelsen|Spillemyndigheden
government: Infrastrukturdepartementet > Trafikverket|Transportstyrelsen|Trafikanalys|Sjöfartsverket
government: Rahandusministeerium|Ministry of Finance of Estonia|Estonian Ministry of Finance|Ministry of Finance of the Republic of Estonia > Maksu- ja Tolliamet=EMTA=Estonian Tax and Customs Board=Tax and Customs Board|Statistikaamet=Statistics Estonia|Riigi Tugiteenuste Keskus=State Shared Service Centre
government: Lietuvos Respublikos finansų ministerija|Finansų ministerija|Ministry of Finance of the Republic of Lithuania > Valstybinė mokesčių inspekcija=State Tax Inspectorate|Muitinės departamentas=Lithuanian Customs
government: Latvijas Republikas Finanšu ministrija|Finanšu ministrija|Ministry of Finance of the Republic of Latvia > Valsts ieņēmumu dienests=State Revenue Service of Latvia
government: City of Toronto > Toronto Water|Toronto Public Health|Toronto Employment and Social Services|Toronto Paramedic Services|Toronto Fire Services|Toronto Building|Toronto Public Library|Toronto Transit Commission|Toronto Police Service|Toronto Parks, Forestry and Recreation
government: City of New York|New York City Government|NYC Government > New York City Department of Education=NYC Department of Education|NYC Department of Finance|NYC Office of Technology and Innovation=NYC OTI|NYC Department of Transportation|New York City Police Department=NYPD|Fire Department of the City of New York=FDNY|NYC Department of Health and Mental Hygiene|NYC Department of Buildings|NYC Department of Environmental Protection|NYC Parks|NYC Department of Sanitation|NYC Human Resources Administration|NYC Department of Social Services|NYC Department of Citywide Administrative Services
government: City of Los Angeles > Los Angeles Department of Water and Power=LADWP|Los Angeles Police Department=LAPD|Los Angeles Fire Department=LAFD|Los Angeles World Airports|Port of Los Angeles|Los Angeles Department of Transportation=LADOT|City of Los Angeles Information Technology Agency
government: City of Chicago > Chicago Police Department|Chicago Fire Department|Chicago Department of Public Health|Chicago Department of Aviation|Chicago Department of Water Management|Chicago Public Library|Chicago Department of Transportation
government: Stadt Zürich|City of Zurich|Stadtverwaltung Zürich > Organisation und Informatik der Stadt Zürich=OIZ|Verkehrsbetriebe Zürich=VBZ|Elektrizitätswerk der Stadt Zürich|Entsorgung + Recycling Zürich|Stadtpolizei Zürich|Schutz & Rettung Zürich|Grün Stadt Zürich|Immobilien Stadt Zürich|Stadtspital Zürich
government: Stadt Wien|City of Vienna|Magistrat der Stadt Wien > Wiener Wohnen|Wien Kanal|Wiener Gesundheitsverbund
government: Greater London Authority > Transport for London=TfL|London Fire Brigade|Mayor's Office for Policing and Crime=MOPAC|London Legacy Development Corporation|Old Oak and Park Royal Development Corporation
government: Ville de Paris|Mairie de Paris|City of Paris > Eau de Paris
World Bank Group|The World Bank Group|World Bank|The World Bank|International Bank for Reconstruction and Development|IBRD|International Development Association > International Finance Corporation=IFC|Multilateral Investment Guarantee Agency=MIGA|International Centre for Settlement of Investment Disputes=ICSID
government: United Nations|United Nations Secretariat|UN Secretariat|United Nations Department of Economic and Social Affairs|UN DESA|United Nations Office for the Coordination of Humanitarian Affairs|UN OCHA|OCHA|United Nations Department of Political and Peacebuilding Affairs|United Nations Department of Operational Support|United Nations Department of Peace Operations|United Nations Office of Information and Communications Technology|United Nations Office at Geneva|United Nations Office at Nairobi|United Nations Office at Vienna|United Nations Office on Drugs and Crime|UNODC|UNCTAD|United Nations Conference on Trade and Development > United Nations Development Programme=UNDP|UNICEF=United Nations Children's Fund|World Food Programme=WFP|United Nations Population Fund=UNFPA|UNHCR=UN Refugee Agency=United Nations High Commissioner for Refugees|United Nations Environment Programme=UNEP|UN-Habitat=UN Habitat|United Nations Office for Project Services=UNOPS|UN Women|UNRWA|United Nations Capital Development Fund=UNCDF|United Nations Volunteers
United Nations Foundation
United Nations Association
government: European Commission|Commission européenne|Europäische Kommission|Comisión Europea|Commissione europea|DG CONNECT|DG DIGIT|DG ECFIN|DG GROW|DG TAXUD|DG SANTE|DG REFORM|DG MOVE|DG COMP > European Health and Digital Executive Agency=HaDEA|European Research Executive Agency|European Innovation Council and SMEs Executive Agency=EISMEA|European Climate, Infrastructure and Environment Executive Agency=CINEA|European Education and Culture Executive Agency=EACEA|European Research Council Executive Agency=ERCEA|Publications Office of the European Union|European Personnel Selection Office=EPSO
`;
