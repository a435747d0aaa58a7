/**
 * Group knowledge, round 13 (issue #21): the large groups of Latin America and North America, and their principal
 * operating subsidiaries and brands, in the format of `group-names.ts` (one line per group: own names, " > ", then
 * entities; "=" joins two spellings of one entity; "holding: " marks a holding of separately run companies). Read by
 * `groups.ts` after the lines of `group-names.ts`.
 *
 * Source: which groups — the Forbes Global 2000 (2024) entries of each country and the national top-100 lists
 * (Expansión 500 for Mexico, Valor 1000 for Brazil, América Economía's 500 largest companies of Latin America, the
 * Fortune 500 for the United States, the Globe and Mail's Report on Business top 1000 for Canada); which entities —
 * the groups' own annual reports and 20-F filings (their lists of principal subsidiaries and business units) and their
 * investor pages, as summarised in encyclopaedias. Written by the rule author from that public knowledge, region by
 * region, never from a labelled set's rows. Brands a stranger may carry (a plain place name, a common word, a
 * surname: Jumbo, Paris, Easy, Wong, Metro) are not listed alone; round 14 lists Cencosud's written with their country
 * or kind ("Jumbo Chile", "Tiendas Paris", "Supermercados Wong"). Companies bought that keep their own identity and
 * management are left out, as in `group-names.ts`.
 */
export const GROUP_NAMES_AMERICAS = `
Grupo Falabella|Falabella|S.A.C.I. Falabella > Sodimac|Homecenter Sodimac|Tottus|Hipermercados Tottus|Banco Falabella|CMR Falabella|Falabella Retail|Linio|Mallplaza|Open Plaza|Seguros Falabella|Falabella Tecnología|Maestro Perú
Cencosud > Cencosud Retail|Cencosud Shopping|Costanera Center|Supermercados Santa Isabel|Blaisten|GBarbosa|Perini|Bretas|Prezunic|Giga Atacadista
holding: Grupo Empresas Copec|Empresas Copec|AntarChile > Copec|Arauco|Celulosa Arauco|Abastible|Terpel|Orizon|Corpesca|Sonacol
Grupo Bancolombia|Bancolombia > Nequi|Banistmo|Banco Agrícola|BAM Banco Agromercantil|Valores Bancolombia|Fiduciaria Bancolombia|Renting Colombia|Wompi|Bancolombia Panamá|Bancolombia Puerto Rico
holding: Grupo Empresarial Antioqueño|Grupo Sura|Grupo de Inversiones Suramericana > Sura|Seguros Sura|Suramericana|SURA Asset Management|AFP Protección|EPS Sura|Grupo Argos|Cementos Argos|Celsia|Odinsa|Grupo Nutresa|Nutresa|Compañía Nacional de Chocolates|Colcafé|Zenú
Grupo Aval|Grupo Aval Acciones y Valores > Banco de Bogotá|Banco de Occidente|Banco Popular Colombia|Banco AV Villas|Corficolombiana|Aval Digital Labs|ATH
Ecopetrol > Reficar|Cenit Transporte y Logística de Hidrocarburos|Ocensa|Hocol|Ecopetrol Permian|Ecopetrol Brasil|Esenttia
Grupo Éxito|Almacenes Éxito|Éxito > Carulla|Surtimax|Super Inter|Surtimayorista|Viva Malls|Disco Uruguay
Avianca|Avianca Holdings|Abra Group > Avianca Cargo|Avianca Costa Rica|Avianca El Salvador|Avianca Ecuador|Tampa Cargo|Gol Linhas Aéreas|Gol Linhas Aereas
LATAM Airlines Group|LATAM Airlines|LAN Airlines|TAM Linhas Aéreas > LATAM Airlines Brasil|LATAM Airlines Perú|LATAM Airlines Colombia|LATAM Airlines Ecuador|LATAM Cargo|LATAM Cargo Chile|LATAM Cargo Brasil|LATAM Cargo Colombia|LATAM Travel
Codelco|Corporación Nacional del Cobre|Corporacion Nacional del Cobre > Codelco División Chuquicamata|Codelco División El Teniente|Codelco División Andina|Codelco División Radomiro Tomic|Codelco División Ministro Hales|Codelco División Gabriela Mistral|Codelco División Salvador|Codelco Ventanas
Antofagasta plc|Antofagasta Minerals > Minera Los Pelambres|Minera Centinela|Minera Antucoya|Minera Zaldívar|Antofagasta Transporte|Ferrocarril de Antofagasta a Bolivia|FCAB
SQM|Sociedad Química y Minera|Sociedad Quimica y Minera
+ Enel > Enel Colombia|Enel Brasil|Enel Perú|Enel Distribución Chile|Enel Generación Chile|Enel Green Power Chile|Enel Distribuição São Paulo|Enel Distribuição Rio|Enel Distribuição Ceará|Enel Distribuição Goiás
holding: Grupo Carso|Carso > Sanborns|Grupo Sanborns|Condumex|Grupo Condumex|Carso Infraestructura y Construcción|CICSA|Sears México|Sears Operadora México|Impulsora del Desarrollo y el Empleo en América Latina|Claro Shop
Grupo México|Grupo Mexico > Southern Copper|Southern Peru Copper|Southern Perú|Minera México|Asarco|Ferromex|Ferrosur|GMXT|Grupo México Transportes|Mexicana de Cobre|Buenavista del Cobre|Mexico Proyectos y Desarrollos|México Compañía Constructora
Grupo Televisa|Televisa > TelevisaUnivision|Izzi|izzi Telecom|Sky México|Cablevisión|Bestel|Televisa Univision
Grupo Salinas|Salinas > Grupo Elektra|Banco Azteca|TV Azteca|Italika|Totalplay|Seguros Azteca|Punto Casa de Bolsa
Alfa|ALFA S.A.B. > Alpek|Sigma Alimentos|Sigma Foods|Nemak|Axtel|Alestra
Grupo Lala|Lala > Lala Brasil|Lala Centroamérica
Grupo Herdez|Herdez
+ Anheuser-Busch InBev > Grupo Modelo|Cervecería Modelo|Cerveceria Modelo|Modelorama|Cervecería Modelo de México
Arca Continental|Arca Continental Lindley|Bebidas Arca Continental > Corporación Lindley|Coca-Cola Southwest Beverages|Bokados
Gruma|Grupo Maseca|Maseca > Mission Foods|Gruma Centroamérica|Molinos Azteca|Azteca Milling
Grupo Financiero Banorte|Banorte > Afore XXI Banorte|Seguros Banorte|Banorte Ahorro y Previsión|Arrendadora Banorte|Banorte Casa de Bolsa|Bineo
Pemex|Petróleos Mexicanos|Petroleos Mexicanos > Pemex Exploración y Producción|Pemex Transformación Industrial|Pemex Logística|PMI Comercio Internacional|Deer Park Refining
Comisión Federal de Electricidad|Comision Federal de Electricidad|CFE > CFE Distribución|CFE Transmisión|CFE Suministrador de Servicios Básicos|CFE Generación|CFE Telecomunicaciones e Internet para Todos|CFEnergía|CFE Internacional
Grupo Aeroméxico|Aeroméxico|Aeromexico > Aeroméxico Connect|Aeromexico Connect|Aeroméxico Cargo|Aeromexico Cargo|Aeroméxico Servicios|Aimia Aeroméxico|Club Premier
El Puerto de Liverpool > Suburbia|Liverpool Insurance
Soriana|Organización Soriana|Organizacion Soriana > Mega Soriana|City Club|Soriana Híper|Comercial Mexicana
Coppel|Grupo Coppel > BanCoppel|Afore Coppel|Coppel Capital
Grupo Bepensa|Bepensa > Bepensa Bebidas|Bepensa Motriz|Bepensa Industria|Bepensa Financiera
Grupo Kuo|Kuo > Kekén|Resirene|Transmisiones TSP
Orbia|Mexichem > Koura|Vestolit|Alphagary
Grupo Bal > Peñoles|Industrias Peñoles|Fresnillo|Fresnillo plc|Grupo Nacional Provincial|GNP Seguros|El Palacio de Hierro|Palacio de Hierro|Valmex|Profuturo
Grupo Posadas > Fiesta Americana|Fiesta Inn|Gamma Hoteles|One Hoteles|Live Aqua
Banco do Brasil|BB > BB Seguridade|BB DTVM|BB Asset|BB Consórcios|Brasilseg|BB Tecnologia e Serviços
Caixa Econômica Federal|Caixa Economica Federal|Caixa > Caixa Seguridade|Caixa Vida e Previdência|Caixa Asset|Caixa Loterias
+ Itaú Unibanco > Itaúsa|Itaú BBA|Itaú Corpbanca|Itaú Chile|Itaú Argentina|Itaú Uruguay|Itaú Paraguay|Íon Itaú|Itaucard|Duratex|Dexco|Alpargatas|Copa Energia|NTS Nova Transportadora do Sudeste
+ Bradesco > Bradesco Seguros|Bradesco Saúde|Bradesco Vida e Previdência|Bradesco Asset|Bradesco BBI|Next Bank|Banco Next|Bradescard|Bradesco Financiamentos|Odontoprev
+ Santander > Santander Brasil|Getnet Brasil|Santander Financiamentos|Webmotors
holding: J&F Investimentos|J&F > Eldorado Brasil|Flora Produtos|Banco Original|PicPay|Âmbar Energia|Ambar Energia|Canal Rural
BRF|BRF S.A.|Brasil Foods > Sadia|Perdigão|Perdigao|Qualy|Banvit
Marfrig|Marfrig Global Foods > National Beef|Quickfood|Pampeano
+ Anheuser-Busch InBev > Companhia de Bebidas das Américas|Ambev Tech|Zé Delivery|Cervecería y Maltería Quilmes|Quilmes|Cervecería Nacional Dominicana|Labatt Brewing|Labatt
Natura &Co > Natura Cosméticos
Grupo Boticário|Boticário|O Boticário|Boticario > Eudora|quem disse, berenice?|Beleza na Web|Vult|Boticário Indústria
Magazine Luiza|Magalu > Luizacred|MagaluPay|Zattini|Época Cosméticos
Via Varejo|Grupo Casas Bahia|Casas Bahia > Ponto Frio|Extra.com.br|Banqi|Bartira|ASAP Log
Lojas Renner > Camicado|Youcom|Realize CFI|Ashua
GPA|Grupo Pão de Açúcar|Grupo Pao de Acucar|Pão de Açúcar|Pao de Acucar > Extra Mercado|Minuto Pão de Açúcar|Mini Extra|Compre Bem|Stix Fidelidade
Assaí|Assaí Atacadista|Assai Atacadista|Sendas Distribuidora
Raízen|Raizen > Raízen Energia|Raízen Combustíveis|Shell Brasil Raízen|Raízen Argentina
Cosan > Rumo Logística|Rumo Logistica|Comgás|Compass Gás e Energia|Moove Lubricants|Radar Gestão de Investimentos
+ Vale > Vale Manganês|Vale Fertilizantes|Tubarão Terminal
Gerdau|Gerdau S.A. > Gerdau Açominas|Gerdau Aços Longos|Gerdau Aços Especiais|Gerdau Ameristeel|Gerdau Corsa|Gerdau Summit
CSN|Companhia Siderúrgica Nacional|Companhia Siderurgica Nacional > CSN Mineração|CSN Cimentos|Usina Presidente Vargas|Transnordestina|Prada Embalagens
Suzano|Suzano Papel e Celulose > Suzano Pulp and Paper|Fibria|Veracel|Facepa
Klabin > Klabin Papel|Klabin Embalagens
WEG|WEG S.A. > WEG Equipamentos Elétricos|WEG Tintas|WEG Energia|WEG Automação|WEG Drives & Controls|Marathon Electric
+ Embraer > Embraer Defesa & Segurança|Embraer Defense & Security|Embraer Executive Jets|OGMA|Atech|Visiona
Eletrobras|Centrais Elétricas Brasileiras|Centrais Eletricas Brasileiras > Furnas|Chesf|Eletronorte|Eletrosul|CGT Eletrosul|Eletronuclear|Eletropar
Petrobras Distribuidora|Vibra Energia|BR Distribuidora
Energisa|Grupo Energisa > Energisa Mato Grosso|Energisa Tocantins|Energisa Sul-Sudeste|Energisa Paraíba|Energisa Sergipe|Energisa Minas Rio|Alsol|Voltz
Equatorial Energia > Equatorial Maranhão|Equatorial Pará|Equatorial Piauí|Equatorial Alagoas|Equatorial Goiás|CEEE Equatorial|CEA Equatorial|Echoenergia
Sabesp Companhia de Saneamento Básico|Companhia de Saneamento Básico do Estado de São Paulo
Cemig|Companhia Energética de Minas Gerais|Companhia Energetica de Minas Gerais > Cemig Distribuição|Cemig Geração e Transmissão|Gasmig|Cemig Sim
Copel|Companhia Paranaense de Energia > Copel Distribuição|Copel Geração e Transmissão|Copel Mercado Livre
+ Iberdrola > Neoenergia Coelba|Coelba|Neoenergia Pernambuco|Celpe|Neoenergia Cosern|Cosern|Neoenergia Elektro|Elektro|Neoenergia Brasília
Localiza|Localiza&Co|Localiza Rent a Car > Localiza Hertz|Localiza Seminovos|Localiza Meoo|Localiza Fleet
Hapvida|Hapvida NotreDame Intermédica|NotreDame Intermédica|Intermédica|Intermedica > GNDI|Hapvida Saúde|Hapvida Odontologia|Hospital Notre Dame
Rede D'Or São Luiz|Rede D'Or|Rede Dor|Rede D'Or Sao Luiz > Hospital São Luiz|Hospital Sao Luiz|Hospital Copa D'Or|Hospital Barra D'Or|Hospital Quinta D'Or|Hospital Esperança|D'Or Consultoria
Diagnósticos da América|Diagnosticos da America > Delboni Auriemo|Lavoisier|Alta Diagnósticos|Sergio Franco|Nav Dasa
Grupo Fleury > Fleury Medicina e Saúde|a+ Medicina Diagnóstica|Labs a+|Clínica Felippe Mattoso
Totvs|TOTVS > TOTVS Techfin|TOTVS Agro
StoneCo|Stone Pagamentos > Pagar.me|Stone Banking|Degrau
Nubank|Nu Holdings|Nu Pagamentos > Nubank México|Nu México|Nu Colombia|Nu Invest|NuInvest|Nu Seguros
XP Inc.|XP Investimentos|XP > Clear Corretora|XP Seguros|Banco XP|XP Educação
BTG Pactual|Banco BTG Pactual > BTG Pactual Asset Management|BTG Pactual Chile|BTG Pactual Colombia|BTG Pactual Digital|Necton
Grupo Globo|Organizações Globo > TV Globo|Rede Globo|Globoplay|Globosat|Editora Globo|Infoglobo|Sistema Globo de Rádio|Som Livre|Globo.com
Grupo Votorantim|Votorantim > Votorantim Cimentos|Nexa Resources|Votorantim Energia|Auren Energia|Citrosuco|Companhia Brasileira de Alumínio|Banco Votorantim
Grupo Ultra|Ultrapar > Ultragaz|Ultracargo|Oxiteno|Ipiranga Produtos de Petróleo|am/pm Ipiranga
Grupo Andrade Gutierrez|Andrade Gutierrez > Andrade Gutierrez Engenharia|AG Concessões
Novonor|Odebrecht > Braskem|Odebrecht Engenharia e Construção|Ocyan|Odebrecht Óleo e Gás|Atvos|Odebrecht Realizações Imobiliárias|Construtora Norberto Odebrecht
Grupo Camargo Corrêa|Mover Participações > Camargo Corrêa Infra|InterCement|Loma Negra
YPF|Yacimientos Petrolíferos Fiscales|Yacimientos Petroliferos Fiscales > YPF Luz|YPF Energía Eléctrica|YPF Gas|OPESSA|YPF Tecnología|Y-TEC|Profertil|Metrogas|AESA Astra Evangelista
Grupo Techint|Techint > Tenaris|Ternium|Tecpetrol|Techint Ingeniería y Construcción|Techint Engineering & Construction|Humanitas|Tenaris Siderca|Ternium Argentina|Ternium México|Tenaris Confab|Tenaris Tamsa|Ternium Brasil|Exiros
Grupo Clarín|Grupo Clarin|Clarín|Clarin > Artear|Canal 13 Argentina|AGEA|Arte Gráfico Editorial Argentino|Diario Olé
Mercado Libre|MercadoLibre|Mercado Livre > Mercado Pago|Mercado Envíos|Mercado Envios|Mercado Livre Brasil|Mercado Libre Argentina|Mercado Libre México|Mercado Libre Colombia|Mercado Libre Chile|MercadoLibre Uruguay|Mercado Crédito|Mercado Ads|Mercado Shops
Arcor|Grupo Arcor > Bagley|La Campagnola|Arcor do Brasil|Mundo Dulce|Cartocor|Converflex
Banco Galicia|Grupo Financiero Galicia|Banco de Galicia y Buenos Aires > Naranja X|Tarjeta Naranja|Galicia Seguros|Galicia Asset Management|Fondos Fima|Inviu
Pampa Energía|Pampa Energia > Edenor|Transener|Transportadora de Gas del Sur|TGS|Central Térmica Loma de la Lata
Grupo Romero > Alicorp|Primax|Palmas del Espino|Ransa|Industrias del Espino|Vitapro|Nicovita|Tramarsa|Consorcio Naviero Peruano
Credicorp > Banco de Crédito del Perú|Banco de Credito del Peru|BCP|Mibanco|Pacífico Seguros|Pacifico Seguros|Prima AFP|Credicorp Capital|Yape|Banco de Crédito de Bolivia
Intercorp|Intercorp Perú > Interbank|Banco Internacional del Perú|Supermercados Peruanos|Plaza Vea|InRetail|Inkafarma|Mifarma|Real Plaza|Interseguro|Promart|Oechsle|Innova Schools|UTP Universidad Tecnológica del Perú
Grupo Gloria|Leche Gloria > Cementos Yura|Pil Andina|Coazúcar|Casa Grande|Tableros Peruanos|Deprodeca|Gloria Foods
Grupo AJE|AJE|Ajegroup > Big Cola|Sporade|Cifrut
Grupo Breca|Breca > Minsur|Raura|Tecnológica de Alimentos|TASA|Rímac Seguros|Rimac Seguros|Qroma|Corporación Qroma|Urbanova|EXSA|Aesa Infraestructura
Grupo Polar|Empresas Polar > Cervecería Polar|Cerveceria Polar|Alimentos Polar|Pepsi-Cola Venezuela|Harina P.A.N.
PDVSA|Petróleos de Venezuela|Petroleos de Venezuela > Citgo|CITGO Petroleum|PDV Marina|Pequiven|Bariven|PDVSA Gas|Intevep
Grupo Cisneros|Cisneros > Venevisión|Venevision|Cisneros Interactive|Cisneros Media
Corporación Favorita|Corporacion Favorita|Supermaxi > Megamaxi|Akí|Gran Akí|Kywi|Juguetón|Sukasa|Todohogar|TVentas|Salón Navidad|Agropesa|Enermax|Comohogar
Banco Pichincha|Grupo Pichincha > Diners Club del Ecuador|Banco Pichincha Perú|Pichincha Miami Agency|Seguros del Pichincha|CREDIFE|Amerafin
Grupo Poma > Excel Automotriz|Grupo Roble|Multiplaza|Real InterContinental|Super Repuestos
Grupo Pellas|Pellas > Flor de Caña|Compañía Licorera de Nicaragua|Casa Pellas|BAC Credomatic|Ingenio San Antonio
holding: Grupo Promerica > Banco Promerica|Banco de la Producción|Produbanco|St. Georges Bank|Promerica Financial Corporation
Copa Holdings|Copa Airlines > Copa Airlines Colombia|Wingo|ConnectMiles
Grupo Popular|Banco Popular Dominicano > AFP Popular|Seguros Popular|Inversiones Popular|Fiduciaria Popular|Infocentro Popular|Avance Capital
Grupo Ramos > La Sirena|Tiendas La Sirena|Supermercados Pola|Sirena Market|Aprezio|Juguetón Ramos
Centro Cuesta Nacional|CCN > Supermercados Nacional|Jumbo República Dominicana|Hipermercados Jumbo Dominicana|Cuesta Libros|Casa Cuesta|Ferretería Cuesta
Bacardi|Bacardi Limited|Bacardí > Bacardi-Martini|Grey Goose|Bombay Sapphire|Dewar's|Martini & Rossi|Patrón Spirits|Patron Spirits
Scotiabank|Bank of Nova Scotia > Scotiabank Chile|Scotiabank Perú|Scotiabank México|Scotiabank Colpatria|Tangerine Bank|Scotia Wealth Management|Scotiabank Caribbean|Roynat Capital|Scotia Dealer Advantage
Royal Bank of Canada|RBC|RBC Royal Bank > RBC Capital Markets|RBC Wealth Management|RBC Dominion Securities|RBC Insurance|RBC Global Asset Management|RBC Bank|RBC Direct Investing|RBC Investor Services
Toronto-Dominion Bank|TD Bank Group|TD Bank|TD > TD Canada Trust|TD Securities|TD Wealth|TD Asset Management|TD Insurance|TD Direct Investing|TD Bank, N.A.|TD Cowen
Bank of Montreal|BMO|BMO Financial Group > BMO Bank of Montreal|BMO Capital Markets|BMO Harris Bank|BMO Nesbitt Burns|BMO InvestorLine|BMO Global Asset Management|BMO Private Wealth|BMO Insurance
Canadian Imperial Bank of Commerce|CIBC > CIBC Capital Markets|CIBC Wood Gundy|Simplii Financial|CIBC Bank USA|CIBC FirstCaribbean|CIBC Investor's Edge|CIBC Private Wealth
National Bank of Canada|Banque Nationale|Banque Nationale du Canada > National Bank Financial|Financière Banque Nationale|NBF|National Bank Independent Network
Desjardins|Mouvement Desjardins|Desjardins Group > Desjardins Insurance|Desjardins Assurances|Desjardins Sécurité financière|Caisse Desjardins|Desjardins Securities|Valeurs mobilières Desjardins|Desjardins Financial Security|Desjardins General Insurance|Desjardins Assurances générales
Manulife|Manulife Financial|Manufacturers Life Insurance Company > Manulife Investment Management|Manulife Bank|Manulife Securities|Manulife Wealth|Manulife Vietnam|Manulife Philippines|Manulife Indonesia
Sun Life Financial|Sun Life > Sun Life Global Investments|SLC Management|Sun Life U.S.|Sun Life Philippines|Sun Life Malaysia
Power Corporation of Canada|Power Corporation > Great-West Lifeco|Canada Life|IGM Financial|IG Wealth Management|Investors Group|Mackenzie Investments|Irish Life|Sagard
+ Brookfield > Brookfield Renewable|Brookfield Infrastructure|Brookfield Properties|Brookfield Business Partners|Brookfield Residential|Brookfield Reinsurance
Onex|Onex Corporation > Onex Partners|Onex Credit
Alimentation Couche-Tard|Couche-Tard > Circle K|Couche-Tard Québec|Mac's Convenience Stores|Circle K Norge|Circle K Sverige|Circle K Danmark|Circle K Ireland|Circle K Polska|Circle K Eesti|Circle K Latvija|Circle K Lietuva|Circle K Hong Kong|Circle K Mexico
Loblaw Companies|Loblaw|Loblaws > Shoppers Drug Mart|Pharmaprix|Real Canadian Superstore|No Frills|Provigo|Maxi Québec|Zehrs|Fortinos|Your Independent Grocer|PC Financial|President's Choice Financial|Joe Fresh|Loblaw Digital|PC Optimum
Empire Company|Sobeys|Sobeys Inc. > Safeway Canada|IGA Québec|FreshCo|Thrifty Foods|Voilà by Sobeys|Lawtons Drugs|Needs Convenience
Canadian Tire|Canadian Tire Corporation > Sport Chek|Canadian Tire Bank|CT REIT|Pro Hockey Life
BCE|Bell Canada Enterprises|Bell Canada|Bell > Bell Media|Bell Mobility|Bell MTS|Bell Aliant|Virgin Plus|Lucky Mobile|CTV|Noovo|Northwestel
Rogers Communications|Rogers > Rogers Wireless|Rogers Sports & Media|Fido|Shaw Communications|Shaw Direct|Chatr|Citytv|Sportsnet|Toronto Blue Jays|Rogers Bank
Telus|TELUS Communications > TELUS Health|TELUS International|TELUS Digital|TELUS Agriculture & Consumer Goods|Koodo|Koodo Mobile|Public Mobile|TELUS Business
Quebecor|Québecor > Vidéotron|Videotron|TVA Group|Groupe TVA|Quebecor Media|MediaQMI|Journal de Montréal
Hydro-Québec|Hydro-Quebec > Hydro-Québec TransÉnergie|Hydro-Québec Distribution|Hydro-Québec Production|Hydro-Québec Énergie Renouvelable|Hydro Renewable Energy
Ontario Power Generation|OPG > Atura Power|Laurentis Energy Partners|Kinectrics
Hydro One|Hydro One Networks|Hydro One Limited > Hydro One Telecom|Hydro One Remote Communities
Enbridge|Enbridge Inc. > Enbridge Gas|Enbridge Gas Ohio|Enbridge Gas Ontario|Enbridge Energy Partners|Spectra Energy|Texas Eastern|Algonquin Gas Transmission|Westcoast Energy|Enbridge Pipelines
TC Energy|TransCanada|TransCanada PipeLines > Columbia Gas Transmission|ANR Pipeline|Nova Gas Transmission|NGTL|Great Lakes Gas Transmission|TC PipeLines|Keystone Pipeline
Suncor Energy|Suncor > Petro-Canada|Suncor Energy Marketing|Syncrude|Fort Hills|Suncor Oil Sands
Canadian Natural Resources|CNRL|Canadian Natural > Horizon Oil Sands|Albian Sands|Canadian Natural Upgrading
Cenovus Energy|Cenovus > Husky Energy|Husky Oil|Sunrise Oil Sands|Cenovus Superior Refining|Cenovus Lima Refinery|Lima Refining Company
+ ExxonMobil > Imperial Oil|Imperial Oil Limited|Pétrolière Impériale|Esso Canada|Kearl Oil Sands|Cold Lake Operations
Nutrien|Nutrien Ltd. > Nutrien Ag Solutions|Agrium|Potash Corporation of Saskatchewan|PotashCorp
Teck Resources|Teck > Teck Coal|Teck Highland Valley Copper|Teck Trail Operations|Teck Red Dog|Teck Quebrada Blanca|Teck Metals
Barrick Gold|Barrick|Barrick Mining > Nevada Gold Mines|Barrick Niugini|Lumwana Mining|Loulo-Gounkoto|North Mara Gold Mine|Bulyanhulu Gold Mine|Barrick Pueblo Viejo|Pueblo Viejo Dominicana|Veladero|Minera Andina del Sol|Barrick Hemlo|Barrick Tongon|Twiga Minerals
Agnico Eagle|Agnico Eagle Mines|Agnico-Eagle > Agnico Eagle Finland|Agnico Eagle Mexico|Canadian Malartic|Detour Lake Mine|Meadowbank|Meliadine|LaRonde|Fosterville|Kittilä Mine
+ Magna International > Magna Steyr|Magna Powertrain|Magna Seating|Magna Exteriors|Magna Closures|Magna Mirrors|Magna Electronics|Cosma International|Magna Cosma
Bombardier|Bombardier Inc. > Bombardier Aviation|Learjet|Bombardier Defense|Bombardier Aerospace
BRP|Bombardier Recreational Products Inc. > Ski-Doo|Can-Am|Evinrude|Alumacraft|Manitou Pontoon Boats
CAE|CAE Inc. > CAE Healthcare|CAE Defense & Security|CAE USA|CAE Aviation Training|CAE Parc Aviation|CAE Simulation Training
CGI|CGI Group|CGI Inc. > CGI Federal|CGI Deutschland|CGI Nederland|CGI Sverige|CGI Suomi|CGI France|CGI IT UK|CGI Information Systems and Management Consultants|CGI Polska|CGI Portugal|CGI Czech Republic
Thomson Reuters|Reuters > Thomson Reuters Canada|Westlaw|Thomson Reuters Tax & Accounting|Practical Law|Thomson Reuters Elite|Thomson Reuters Institute|Reuters News
Shopify > Shopify Plus|Shopify Payments|Shopify Fulfillment Network|Shop Pay|Shopify Commerce Singapore
Canadian National Railway|CN|CN Rail|Canadian National > CN Rail Intermodal|Wisconsin Central|Illinois Central Railroad|Grand Trunk Western|Duluth, Missabe and Iron Range Railway
Canadian Pacific Kansas City|CPKC|Canadian Pacific|Canadian Pacific Railway|CP Rail > Kansas City Southern|Kansas City Southern de México|KCSM|Soo Line|Delaware and Hudson|Dakota, Minnesota and Eastern
Air Canada|Air Canada Group > Air Canada Rouge|Air Canada Express|Air Canada Vacations|Air Canada Cargo|Aeroplan|Air Canada Jetz
SNC-Lavalin|AtkinsRéalis|AtkinsRealis > WS Atkins|Faithful+Gould|Candu Energy|SNC-Lavalin Nuclear|Linxon|AtkinsRéalis UK
WSP Global|WSP|WSP Canada > WSP USA|WSP UK|WSP Australia|WSP Sverige|WSP Finland|WSP Norge|WSP Deutschland|WSP Middle East
Intact Financial|Intact Financial Corporation|Intact > Intact Insurance|belairdirect|Belairdirect|Trafalgar Insurance|BrokerLink|OneBeacon Insurance|RSA Insurance Group|RSA Insurance|Royal Sun Alliance|Intact Insurance Specialty Solutions|On Side Restoration
UnitedHealth Group|UnitedHealth|UHG > UnitedHealthcare|Optum|OptumRx|Optum Health|Optum Insight|Change Healthcare|Optum Serve|Optum Bank
CVS Health|CVS > CVS Pharmacy|Caremark|CVS Caremark|MinuteClinic
Elevance Health|Anthem|Anthem Inc. > Anthem Blue Cross|Anthem Blue Cross and Blue Shield|Carelon|Carelon Behavioral Health|Wellpoint|Empire BlueCross BlueShield|Healthy Blue|Simply Healthcare
Cigna|The Cigna Group|Cigna Group > Cigna Healthcare|Evernorth|Evernorth Health Services
Humana|Humana Inc. > CenterWell|CenterWell Senior Primary Care|CenterWell Pharmacy|CenterWell Home Health|Conviva Care Centers|CarePlus Health Plans
HCA Healthcare|HCA > HCA Florida Healthcare|HCA Houston Healthcare|HCA Midwest Health|HCA HealthONE|Medical City Healthcare|TriStar Health|HCA Virginia|HCA Healthcare UK|Sarah Cannon|Parallon|HealthTrust Purchasing Group
McKesson|McKesson Corporation > McKesson Canada|McKesson Specialty Health|Medical-Surgical Solutions|McKesson Medical-Surgical|Health Mart
Cardinal Health|Cardinal Health Inc. > Cardinal Health Canada|Cardinal Health at-Home|Specialty Pharmaceutical Services|Parmed Pharmaceuticals
Cencora|AmerisourceBergen|Amerisource Bergen > ICS 3PL|Xcenda
Walgreens Boots Alliance|Walgreens > Walgreens Pharmacy|Boots|Boots UK|Boots Opticians|No7 Beauty Company
Kroger|The Kroger Co. > Ralphs|Fred Meyer|King Soopers|Smith's Food and Drug|Fry's Food Stores|Dillons|QFC|Food 4 Less|Kroger Health|Kroger Precision Marketing
Albertsons Companies|Albertsons > Safeway|Vons|Jewel-Osco|Shaw's|Randalls|Tom Thumb|Pavilions|Star Market|United Supermarkets|Haggen|Carrs
Target Corporation|Target > Shipt|Target in India|Target Corporation India
The Home Depot|Home Depot > Home Depot Canada|The Home Depot Mexico|Home Depot México|HD Supply|Home Depot Pro
Lowe's|Lowe's Companies|Lowes > Lowe's Home Improvement|Lowe's Canada|Lowe's India|Lowe's Pro Supply
Costco|Costco Wholesale > Costco Wholesale Canada|Costco Wholesale UK|Costco México|Costco Japan|Costco Korea|코스트코 코리아|Costco Taiwan|Costco Australia|Costco Travel|Kirkland Signature|Costco Wholesale Industries
Best Buy|Best Buy Co. > Geek Squad|Best Buy Canada|Best Buy Health|Best Buy Mobile
Macy's|Macy's Inc. > Bloomingdale's|Bluemercury|Macy's Backstage|Macys.com
Gap Inc.|Gap > Old Navy|Banana Republic|Athleta|Gap Canada|Gap Japan
TJX Companies|TJX > T.J. Maxx|TJ Maxx|Marshalls|HomeGoods|Homesense|TK Maxx|T.K. Maxx|TJX Canada|TJX Europe|TJX Australia
Ross Stores|Ross Dress for Less|dd's DISCOUNTS
Dollar General|Dollar General Corporation > pOpshelf|DG Market|Dollar General Literacy Foundation
Dollar Tree|Dollar Tree Inc. > Dollar Tree Canada
+ PepsiCo > Quaker Oats|PepsiCo Beverages North America|Sabritas|Elma Chips|Pepsi Bottling Ventures|PepsiCo Foods North America|PepsiCo Global Business Services
Tyson Foods|Tyson > Tyson Fresh Meats|Cobb-Vantress|Tyson Prepared Foods
Archer-Daniels-Midland|ADM|Archer Daniels Midland > ADM Germany|ADM Hamburg|ADM Investor Services|ADM Trucking|Golden Peanut|ADM Agro Industries|ADM Milling|ADM Animal Nutrition
Bunge|Bunge Global|Bunge Limited > Bunge Brasil|Bunge Argentina|Bunge Iberica|Bunge Ukraine
General Mills|General Mills Inc. > Pillsbury|General Mills India
Kellanova|Kellogg Company|Kellogg's|Kellogg > Kellogg Europe|Kellogg Latin America|Kellogg's México
WK Kellogg Co|WK Kellogg
Hormel Foods|Hormel > Jennie-O|Jennie-O Turkey Store|Hormel Foods International|Columbia Craft Meats|Dan's Prize
Conagra Brands|Conagra|ConAgra Foods
Smithfield Foods|Smithfield > Farmland Foods|John Morrell|Eckrich|Smithfield Hog Production|Murphy-Brown|Animex|Comtim|Smithfield Europe
Altria|Altria Group > Philip Morris USA|John Middleton|U.S. Smokeless Tobacco|USSTC
Philip Morris International|PMI|Philip Morris > Philip Morris Polska|Philip Morris Brasil|Philip Morris Japan|フィリップ モリス ジャパン|Philip Morris Korea|Philip Morris Italia|Philip Morris Holland|Philip Morris Products|Philip Morris Sabanci|Philip Morris Ukraine|Philip Morris Kazakhstan
Colgate-Palmolive|Colgate > Hill's Pet Nutrition|Colgate-Palmolive India|Colgate Palmolive México|Palmolive Brasil
Kimberly-Clark|Kimberly-Clark Corporation > Scott Paper|Kimberly-Clark Professional|Kimberly-Clark Australia
Estée Lauder Companies|Estée Lauder|Estee Lauder > Clinique|Origins Natural Resources
Johnson Controls|Johnson Controls International > Tyco|Tyco Fire Protection|York International|Sensormatic
Carrier Global|Carrier > Carrier Transicold|Bryant Heating & Cooling
Otis Worldwide|Otis Elevator Company > Otis Elevator Korea|Otis Japan|日本オーチス・エレベータ|Otis Elevadores|Otis China|Otis Elevator India|Otis UK
RTX|Raytheon Technologies|Raytheon > Pratt & Whitney|Pratt & Whitney Canada|Collins Aerospace|Raytheon Missiles & Defense|Rockwell Collins|UTC Aerospace Systems|Hamilton Sundstrand|Raytheon Intelligence & Space|Raytheon Australia|Raytheon UK|Raytheon Anschütz
Lockheed Martin|Lockheed Martin Corporation > Sikorsky|Sikorsky Aircraft|Lockheed Martin Aeronautics|Lockheed Martin Space|Lockheed Martin Rotary and Mission Systems|Lockheed Martin Missiles and Fire Control|Skunk Works|Lockheed Martin UK|Lockheed Martin Canada|Lockheed Martin Australia
General Dynamics|General Dynamics Corporation > Gulfstream|Gulfstream Aerospace|Electric Boat|General Dynamics Electric Boat|Bath Iron Works|NASSCO|General Dynamics Land Systems|General Dynamics Information Technology|GDIT|General Dynamics Mission Systems|General Dynamics European Land Systems|GDELS|Santa Bárbara Sistemas|MOWAG|Steyr-Daimler-Puch Spezialfahrzeug|Jet Aviation|General Dynamics OTS|General Dynamics Canada
Northrop Grumman|Northrop Grumman Corporation > Northrop Grumman Space Systems|Northrop Grumman Aeronautics Systems|Northrop Grumman Mission Systems|Northrop Grumman Defense Systems|Scaled Composites|Orbital ATK|Northrop Grumman UK|Northrop Grumman Australia|Northrop Grumman Italia|Northrop Grumman LITEF|LITEF
L3Harris Technologies|L3Harris|Harris Corporation|L3 Technologies > L3Harris Space & Airborne Systems|L3Harris Communication Systems|L3Harris Integrated Mission Systems|L3Harris WESCAM|L3Harris Commercial Aviation Solutions
Textron|Textron Inc. > Bell Textron|Bell Helicopter|Textron Aviation|Cessna|Beechcraft|Hawker Beechcraft|E-Z-GO|Arctic Cat|Textron Systems|Kautex|Kautex Textron|Textron Specialized Vehicles|Textron eAviation
+ GE > GE Aviation|GE Aviation Systems|Avio Aero|GE Aerospace India|Unison Industries|GE Aviation Czech|Dowty Propellers
+ GE Vernova > GE Vernova Wind|GE Vernova T&D India|GE Power|GE Renewable Energy|GE Grid Solutions|GE Hitachi Nuclear Energy|GE Gas Power|GE Steam Power|GE Hydro|GE Digital
+ GE HealthCare > GE HealthCare Technologies|GE HealthCare Japan|GEヘルスケア・ジャパン|GE HealthCare Finland|Datex-Ohmeda
Emerson Electric > Emerson Automation Solutions|Fisher Controls|Rosemount|Micro Motion|Branson Ultrasonics|Emerson Process Management|Appleton Group|Emerson Electric Poland
Eaton Corporation > Eaton Electrical|Eaton Aerospace|Eaton Vehicle Group|Cooper Industries|Cooper Bussmann|Moeller|Eaton Industries GmbH|Eaton Elektrotechnika
Parker Hannifin > Parker Aerospace|Parker Hannifin Manufacturing|Parker Hannifin Japan|Parker Hannifin Czech Republic|Parker Hannifin GmbH
Cummins|Cummins Inc. > Cummins Power Generation|Cummins Filtration|Cummins Emission Solutions|Cummins Turbo Technologies|Cummins India|Cummins Westport
PACCAR|Paccar > Kenworth|Peterbilt|PACCAR Parts|PACCAR Financial
+ Deere & Company > John Deere Financial|John Deere Construction & Forestry|John Deere Brasil|John Deere India|John Deere Walldorf|John Deere Mannheim
AGCO|AGCO Corporation > AGCO Power|AGCO GmbH|AGCO Finance
Whirlpool Corporation|Whirlpool > Whirlpool of India|Whirlpool EMEA|Whirlpool Polska|Whirlpool Slovakia|Whirlpool Brasil
Stanley Black & Decker|Stanley Black and Decker > Stanley Tools|Stanley Engineered Fastening
+ Kraft Heinz > H. J. Heinz|Kraft Foods Group|Kraft Heinz Canada|Kraft Heinz Brasil|Heinz UK|Kraft Heinz India
+ Mondelez International > Mondelez India|Mondelez Polska|Mondelez Deutschland
+ Procter & Gamble > Procter & Gamble India|P&G India|Procter & Gamble Polska|P&G Japan
+ ExxonMobil > ExxonMobil Chemical|Esso Deutschland|Esso Italiana|Mobil|Imperial Oil Resources|XTO Energy|ExxonMobil Pipeline Company|ExxonMobil Upstream|ExxonMobil Product Solutions|ExxonMobil Low Carbon Solutions|ExxonMobil Guyana|Esso Exploration and Production Nigeria|Mobil Producing Nigeria|ExxonMobil Qatar|ExxonMobil Singapore|ExxonMobil Business Support Centre|ExxonMobil Global Business Center|ExxonMobil Polska|ExxonMobil Hungary
+ Chevron > Chevron U.S.A.|Texaco|Chevron Oronite|Chevron Australia|Chevron Nigeria|Chevron Thailand|Chevron Lubricants|Chevron Technical Center|Chevron Shipping Company|Chevron Kazakhstan|Chevron ENGINE|Chevron Bangladesh|Chevron Pacific Indonesia
ConocoPhillips|Conoco > ConocoPhillips Alaska|ConocoPhillips Norge|ConocoPhillips Canada|ConocoPhillips Australia|ConocoPhillips China|ConocoPhillips Qatar
Phillips 66|Phillips 66 Company > Phillips 66 Partners|Phillips 66 Pipeline|Phillips 66 Lubricants|JET Tankstellen
Marathon Petroleum|Marathon Petroleum Corporation > MPLX|Marathon Pipe Line
Valero Energy|Valero > Valero Marketing and Supply|Valero Energy Partners|Valero Energy Ltd|Valero Peru
Schlumberger|SLB|Schlumberger Limited > Schlumberger Technology Corporation|M-I SWACO|WesternGeco|Schlumberger Oilfield Services|SLB Capturi|Schlumberger Polska|Schlumberger Logelco|Schlumberger Oilfield UK|SLB Norge|SLB Canada
Halliburton|Halliburton Company > Landmark Graphics|Sperry Drilling|Baroid|Halliburton Energy Services|Halliburton Manufacturing & Services|Halliburton Norway|Halliburton Nigeria|Halliburton de México|Halliburton Brasil
Baker Hughes|Baker Hughes Company|BHGE > Baker Hughes Oilfield Operations|Nuovo Pignone|Baker Hughes Digital Solutions|Bently Nevada|Waygate Technologies|Panametrics|Baker Hughes Norway|Baker Hughes Singapore|Reuter-Stokes
Duke Energy|Duke Energy Corporation > Duke Energy Carolinas|Duke Energy Progress|Duke Energy Florida|Duke Energy Indiana|Duke Energy Ohio|Duke Energy Kentucky|Piedmont Natural Gas|Duke Energy Renewables
NextEra Energy|NextEra > Florida Power & Light|FPL|NextEra Energy Resources|NextEra Energy Transmission|Gulf Power|NextEra Energy Partners|XPLR Infrastructure
Southern Company|The Southern Company > Alabama Power|Georgia Power|Mississippi Power|Southern Power|Southern Company Gas|Nicor Gas|Atlanta Gas Light|Southern Nuclear|Southern Linc|PowerSecure|Southern Company Services|Virginia Natural Gas|Chattanooga Gas
Dominion Energy|Dominion > Dominion Energy Virginia|Dominion Energy South Carolina|Dominion Energy North Carolina|Dominion Energy Ohio|Dominion Energy Utah|Dominion Energy Wexpro|Questar Gas|SCANA|SCE&G|Cove Point LNG
Exelon|Exelon Corporation > Commonwealth Edison|ComEd|PECO Energy|PECO|Baltimore Gas and Electric|BGE|Pepco|Pepco Holdings|Delmarva Power|Atlantic City Electric|Exelon Utilities|Exelon Business Services
Constellation Energy|Constellation > Constellation NewEnergy|Constellation Energy Generation|Calpine|Constellation Nuclear|Constellation Home
American Electric Power|AEP > Appalachian Power|Ohio Power|AEP Ohio|Indiana Michigan Power|Public Service Company of Oklahoma|Southwestern Electric Power Company|SWEPCO|AEP Texas|Kentucky Power|AEP Transmission|AEP Energy|Kingsport Power|Wheeling Power
Xcel Energy|Xcel > Northern States Power|Public Service Company of Colorado|Southwestern Public Service|Xcel Energy Minnesota|Xcel Energy Colorado|Xcel Energy Texas|Xcel Energy Wisconsin
Edison International|Southern California Edison|SCE|Edison Energy|Edison Mission Energy|Trio Edison
PG&E Corporation|PG&E|Pacific Gas and Electric|Pacific Gas and Electric Company > PG&E Gas Transmission|Diablo Canyon Power Plant
Sempra|Sempra Energy > San Diego Gas & Electric|SDG&E|Southern California Gas Company|SoCalGas|Oncor Electric Delivery|Oncor|Sempra Infrastructure|Sempra LNG|IEnova|Sempra Infraestructura|Ecogas México|Port Arthur LNG
AT&T|AT&T Inc. > AT&T Mobility|AT&T Business|AT&T Communications|AT&T Labs|AT&T Global Network Services|AT&T México|Cricket Wireless|AT&T Global Business Services|AT&T Services
Verizon|Verizon Communications > Verizon Wireless|Verizon Business|Verizon Consumer|Verizon Media|Total Wireless|TracFone|TracFone Wireless|Straight Talk|Verizon Connect|Verizon Business Group|Verizon Data Services India|Verizon Business Ireland|Verizon Deutschland|Cellco Partnership
Charter Communications|Charter > Spectrum Enterprise|Spectrum Mobile|Spectrum Networks|Spectrum Reach|Time Warner Cable|Bright House Networks|Spectrum News
+ Comcast > NBCUniversal|NBC Universal|Universal Pictures|Universal Studios|Universal Destinations & Experiences|Universal Parks & Resorts|Xfinity|Comcast Business|Comcast Cable|Peacock|Telemundo|CNBC|MSNBC|Comcast Spectacor|Focus Features|NBC Sports
Warner Bros. Discovery|Warner Bros Discovery|Warner Bros.|Discovery Inc. > HBO|CNN|Warner Bros. Games|Warner Bros. Pictures|Warner Bros. Television|TNT Sports|Turner Broadcasting|Eurosport|Discovery Channel|TLC|Food Network|DC Studios|DC Comics|Warner Bros. Discovery Poland|TVN|TVN S.A.
Paramount Global|Paramount|ViacomCBS > CBS|CBS Entertainment|CBS News|Paramount Pictures|Nickelodeon|MTV|Comedy Central|Showtime|Pluto TV|Paramount+|Channel 5|Network 10|Telefe|Chilevisión
Fox Corporation|Fox > Fox News|Fox News Media|Fox Sports|Fox Television Stations|Fox Entertainment|Tubi|Fox Nation|Fox Business
News Corp|News Corporation > Dow Jones|The Wall Street Journal|New York Post|News UK|HarperCollins|Realtor.com|News Corp Australia|REA Group|Storyful|Barron's|Factiva|Talk TV|Times Radio
+ Walt Disney Company > The Walt Disney Studios|Walt Disney Studios|Disney Parks, Experiences and Products|Walt Disney World|Disneyland|Disneyland Paris|Euro Disney|Disney Cruise Line|ESPN|Disney Entertainment|Disney Streaming|Disney+|Walt Disney Imagineering|The Walt Disney Company Japan|ウォルト・ディズニー・ジャパン|Walt Disney Animation Studios|Disney Consumer Products|Disney Vacation Club|Hong Kong Disneyland|Shanghai Disney Resort|Disney Korea|The Walt Disney Company Polska|Disney Ireland
+ Google > Google DeepMind|Waymo|Verily|Verily Life Sciences|Calico Life Sciences|Isomorphic Labs|X Development|Google Fiber|CapitalG|GV|Intrinsic|Google Ireland|Google Poland|Google India|Google Japan|グーグル合同会社|Google Korea|구글코리아|Google Switzerland|Google Germany|Google France|Google UK|Google Brasil|Google México|Google Australia|Google Singapore|Google Operations Center|Google Payment|Google Asia Pacific
+ Microsoft > Microsoft Azure|Microsoft Research|Xbox|Xbox Game Studios|Microsoft Ireland|Microsoft India|Microsoft IDC|Microsoft Japan|Microsoft Korea|한국마이크로소프트|Microsoft China|微软中国|Microsoft Deutschland|Microsoft France|Microsoft UK|Microsoft Polska|Microsoft Israel|Microsoft Nederland|Microsoft Brasil|Microsoft México|Microsoft Canada|Microsoft Development Center Copenhagen|Microsoft Dynamics|Microsoft Egypt|Microsoft Nigeria|Microsoft Africa Development Centre|Microsoft Norge|Microsoft Sverige|Microsoft Suomi|Microsoft Schweiz|Microsoft Österreich|Microsoft Italia|Microsoft Ibérica|Microsoft Turkey|Microsoft Singapore|Microsoft Australia|Microsoft Vietnam|Microsoft Indonesia|Microsoft Philippines|Microsoft Thailand|Microsoft Malaysia|Microsoft Hong Kong|Microsoft Taiwan|Microsoft South Africa|Microsoft Saudi Arabia|Microsoft UAE|Microsoft Gulf|Microsoft Czech|Microsoft Hungary|Microsoft Romania|Microsoft Ukraine|Microsoft Portugal|Microsoft Belgium|Microsoft Danmark|Microsoft Greece
+ Amazon > Amazon Logistics|Amazon Fulfillment|Amazon Development Center|Amazon Development Centre|Amazon India|Amazon Japan|Amazon Deutschland|Amazon France|Amazon UK|Amazon Italia|Amazon Spain|Amazon Polska|Amazon Fulfillment Poland|Amazon Brasil|Amazon México|Amazon Canada|Amazon Australia|Amazon Singapore|Amazon Türkiye|Amazon Egypt|Amazon Saudi Arabia|Amazon UAE|Amazon Sverige|Amazon Nederland|Amazon Belgium|Amazon Czech Republic|Amazon Slovakia|Amazon Romania|Amazon Ireland|Amazon Luxembourg|Amazon Prime Video|Prime Video|Amazon Studios|Amazon Music|Amazon Games|Amazon Robotics|Amazon Lab126|Lab126|Amazon Fresh|Amazon Ads|Amazon Advertising|Amazon Pharmacy|Amazon Air|Amazon Transportation Services|Amazon Kuiper|Project Kuiper|Kindle|Alexa|Amazon Alexa|Amazon Devices|Amazon Pay|Amazon Business|Amazon Seller Services|Amazon Retail India|Amazon Data Services|Amazon EU|Amazon Support Services|Amazon Global Selling|Amazon Operations|Amazon Flex|Amazon Shipping|Amazon Key
+ Apple > Apple Retail|Apple Store|Apple Japan|Apple Japan合同会社|アップルジャパン|Apple Korea|애플코리아|Apple China|苹果中国|Apple India|Apple Operations International|Apple Operations Europe|Apple Distribution International|Apple Retail UK|Apple Germany|Apple France|Apple Italia|Apple Canada|Apple Australia|Apple Singapore|Apple Vietnam|Apple Brasil|Apple México|Apple Sales International|Apple Services|Apple Music|Apple TV+|Apple Pay|Apple Maps|Apple Development Center|Apple R&D|Apple Retail Netherlands|Apple Retail Belgium|Apple Retail Switzerland|Apple Israel|Apple Poland
+ Meta Platforms > Meta Reality Labs|Reality Labs|Meta AI|FAIR|Meta Ireland|Meta Platforms Ireland|Meta UK|Meta India|Meta Singapore|Meta Japan|Meta Korea|Meta Brasil|Meta México|Meta Israel|Meta Deutschland|Meta France|Meta Canada|Meta Australia|Meta Poland|Meta Nigeria|Meta Kenya|Meta Indonesia|Meta Vietnam|Meta Thailand|Meta Hong Kong|Meta Taiwan|Meta Türkiye|Meta UAE|Meta South Africa|Meta Italia|Meta Spain|Meta Netherlands|Meta Sweden|Meta Denmark|Meta Switzerland|Meta Austria|Meta Belgium|Meta Czech|Meta Romania|Meta Greece|Meta Portugal|Meta Finland|Meta Norway
+ Oracle > Oracle Cloud Infrastructure|OCI|Oracle NetSuite|Oracle Health|Oracle India|Oracle Financial Services Software|Oracle Korea|한국오라클|Oracle China|甲骨文中国|Oracle Deutschland|Oracle France|Oracle UK|Oracle Ireland|Oracle Polska|Oracle Czech|Oracle Romania|Oracle Israel|Oracle Brasil|Oracle México|Oracle Canada|Oracle Australia|Oracle Singapore|Oracle Egypt|Oracle Saudi Arabia|Oracle UAE|Oracle Nederland|Oracle España|Oracle Italia|Oracle Portugal|Oracle Sverige|Oracle Norge|Oracle Danmark|Oracle Suomi|Oracle Schweiz|Oracle Österreich|Oracle Belgium|Oracle Hungary|Oracle Türkiye|Oracle South Africa|Oracle Nigeria|Oracle Kenya|Oracle Vietnam|Oracle Indonesia|Oracle Philippines|Oracle Thailand|Oracle Malaysia|Oracle Hong Kong|Oracle Taiwan|Oracle Argentina|Oracle Chile|Oracle Colombia|Oracle Perú|Oracle Advertising|Oracle Labs
+ América Movil > Claro Brasil|Claro Colombia|Claro Chile|Claro Perú|Claro Argentina|Embratel|Net Serviços|Telmex USA
Compañía de Minas Buenaventura|Minas Buenaventura|Buenaventura|Compañia de Minas Buenaventura S.A.A. > Conenhua|Consorcio Energético de Huancavelica|Sociedad Minera El Brocal|El Brocal|Minera La Zanja|Buenaventura Ingenieros|BISA Ingeniería|Procesadora Industrial Río Seco|Contacto Corredores de Seguros|Empresa de Generación Huanza|Huanza
+ Cencosud > Jumbo Chile|Jumbo Argentina|Jumbo Colombia|Supermercados Jumbo|Hipermercados Jumbo Chile|Tiendas Paris|Almacenes Paris|Paris Chile|Easy Chile|Easy Argentina|Easy Colombia|Tiendas Easy|Supermercados Wong|Wong Perú|Hipermercados Metro Perú|Supermercados Disco Argentina|Supermercados Vea|Spid|The Fresh Market|Cencosud Perú|Cencosud Colombia|Cencosud Argentina|Cencosud Brasil
Hilton Grand Vacations|HGV|Hilton Grand Vacations Inc. > Diamond Resorts|Bluegreen Vacations
Marriott Vacations Worldwide|Marriott Vacation Club|Marriott Vacations Worldwide Corporation > Hyatt Vacation Ownership|Interval International|Vistana Signature Experiences|Sheraton Vacation Club|Westin Vacation Club
Schneider National|Schneider Trucking|Schneider Logistics
Nissan Chemical|Nissan Chemical Corporation|日産化学
holding: Quiñenco|Quinenco|Grupo Luksic|Luksic Group > Banco de Chile|CCU|Compañía Cervecerías Unidas|Compañía Sud Americana de Vapores|CSAV|Enex|SM SAAM|SAAM|Invexans|Tech Pack
Empresas CMPC|CMPC > Softys|CMPC Celulosa|CMPC Biopackaging|Forestal Mininco|Papeles Cordillera|Sepack
Ripley Corp|Ripley|Tiendas Ripley > Banco Ripley|Ripley Perú|Tiendas por Departamento Ripley|Mall Aventura|Banco Ripley Perú
SMU|SMU S.A. > Unimarc|Supermercados Unimarc|Alvi|Mayorista 10|Super 10|OK Market
Hochschild Mining|Hochschild > Compañía Minera Ares|Minera Ares|Minera Santa Cruz|Hochschild Mining Brasil|Amarillo Gold
Volcan Compañía Minera|Volcan > Compañía Minera Chungar|Empresa Administradora Chungar|Óxidos de Pasco|Empresa Explotadora de Vinchos
+ Microsoft > LinkedIn|GitHub|Activision Blizzard|Blizzard Entertainment|Activision|Nuance Communications|Mojang Studios|ZeniMax Media|Bethesda Softworks
+ Amazon > Whole Foods Market|Zappos|Twitch|Ring|Audible|Zoox|One Medical|Amazon MGM Studios
+ Google > YouTube|Waymo|DeepMind|Google DeepMind|Fitbit|Verily|Mandiant|Looker
+ Meta Platforms > Instagram|WhatsApp|Oculus|Reality Labs
+ Salesforce > Slack|Slack Technologies|Tableau|Tableau Software|MuleSoft
+ IBM > Red Hat
+ Cisco > Splunk|ThousandEyes|Meraki|Cisco Meraki
+ Pfizer > Seagen|Hospira
Wakefern Food Corp.|Wakefern|ShopRite (Wakefern)|ShopRite of America|ShopRite Supermarkets
Roche Bros.|Roche Bros. Supermarkets|Roche Brothers Supermarkets
Ford Foundation
+ Philip Morris International > Swedish Match
`;
