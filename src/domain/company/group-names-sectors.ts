/**
 * Group knowledge, round 16 (issue #21): the brands and companies of five classes of group whose members a labeller
 * names without the group's name — luxury houses, pharmaceutical and generics groups, banks with their wealth and
 * brokerage arms, IT-services firms, hospital groups — region by region (EMEA, the Americas, Asia-Pacific), in the format
 * of `group-names.ts` ("+ Name > …" grows a group listed in an earlier file); then the brands of the consumer-goods
 * groups (P&G, Unilever, Nestlé, PepsiCo, Coca-Cola, Mondelez, Mars, Reckitt, Henkel, Beiersdorf, Kenvue, Danone, Diageo,
 * Pernod Ricard) and the automation and software companies of the industrial groups (Schneider Electric's AVEVA, Honeywell,
 * ABB, Emerson, Rockwell, Toyota's Woven) — the classes w3o's last family rows belong to. Read by `groups.ts` after the
 * regional files. Last, the platforms and media groups whose companies go by their own names (SoftBank's Arm and LY
 * Corporation, Sony's Crunchyroll, Samsung's Harman, Alibaba's Lazada and Trendyol, JD Logistics, Aditya Birla's Novelis,
 * América Móvil's Telmex, MTN MoMo, Bertelsmann, Otto Group, Booking's Agoda, Prosus's iFood and Just Eat Takeaway, Uber's
 * Postmates, Delivery Hero, Zalando's About You).
 * Every blind set so far brought brands of these classes the data lacked (w3p: TCS iON, Merrill, Actavis, Einstein
 * Telemedicina, Balenciaga); the class is listed whole, not those rows.
 *
 * Source: which groups — the largest of each class by revenue (Deloitte's Global Powers of Luxury Goods 2024, the
 * Fortune Global 500 and Forbes Global 2000 pharmaceutical and bank entries, Gartner's IT-services market shares, the
 * national hospital-group rankings: Modern Healthcare (US), ANAHP (Brazil), the listed hospital operators of India,
 * South-East Asia and Europe; Kantar's Brand Footprint for consumer goods; the Fortune Global 500 industrials); which brands and companies — the groups' annual reports (20-F, universal registration
 * documents, lists of principal subsidiaries, "our maisons / our brands" pages) as summarised in encyclopaedias. The
 * criterion is round 15's: control decides (a majority stake or management control), bought or created, whatever the
 * brand; a licence of a brand belongs to its operator (Yves Saint Laurent Beauté is L'Oréal's, not Kering's); stakes
 * below control, joint ventures and companies sold are left out (Stuart Weitzman, sold by Tapestry in 2025; Versace,
 * sold by Capri to Prada in 2025, is Prada's; Baume & Mercier, sold by Richemont in 2024). A name that begins with its group's own name is listed only when
 * that own name is a short or common word the matcher reads as exact ("IBM Consulting", "Toyota Connected", "JD
 * Logistics"): otherwise it already is the group's own name with a unit or a country, and listed as an entity a same-role
 * move from it to the group would read as a company folded into its owner (docs/decisions.md, round 16). Brands a stranger may carry
 * — a surname, a place, a common word (Hamilton, Fred, Celine, Loewe, Vichy, Origins) — are written with the word that
 * makes them the brand's ("Hamilton Watch") or left out. Written by the rule author, group by group, never from a
 * labelled set's rows.
 */
export const GROUP_NAMES_SECTORS = `
+ Kering > Kering Group|Kering SA|Gucci|Guccio Gucci|Guccio Gucci S.p.A.|Gucci Group|Saint Laurent Paris|Yves Saint Laurent|Yves Saint Laurent Couture|YSL Couture|Bottega Veneta|Balenciaga|Alexander McQueen|Brioni|Boucheron|Pomellato|Qeelin|Dodo Gioielli|Creed Fragrances|House of Creed|Ginori 1735|Richard Ginori|Gucci Italia|Gucci America|Balenciaga America
+ LVMH > Louis Vuitton|Louis Vuitton Malletier|Christian Dior|Christian Dior Couture|Dior Couture|Parfums Christian Dior|Dior Beauty|Fendi|Celine Paris|Givenchy|Kenzo|Berluti|Loro Piana|Rimowa|Marc Jacobs|Emilio Pucci|Patou|Moët Hennessy|Moet Hennessy|Moët & Chandon|Moet & Chandon|Jas Hennessy|Hennessy Cognac|Dom Pérignon|Veuve Clicquot|Krug Champagne|Ruinart|Glenmorangie|Ardbeg|Belvedere Vodka|Sephora|DFS Group|Le Bon Marché|La Samaritaine|Bulgari|Bvlgari|Tiffany & Co.|Tiffany and Company|TAG Heuer|Hublot|Zenith Watches|Chaumet|Guerlain|Benefit Cosmetics|Make Up For Ever|Acqua di Parma|Maison Francis Kurkdjian|Belmond|Cheval Blanc Hotels|Les Echos|Le Parisien|Louis Vuitton Japan|ルイ・ヴィトン|ルイ・ヴィトン ジャパン|路易威登|루이비통|루이비통코리아|Sephora France|Sephora Americas|Sephora Middle East|세포라
+ Richemont > Compagnie Financière Richemont|Cartier|Cartier International|Van Cleef & Arpels|Vacheron Constantin|Jaeger-LeCoultre|IWC Schaffhausen|Officine Panerai|Panerai|A. Lange & Söhne|Roger Dubuis|Montblanc|Montblanc International|Chloé|Buccellati|Vhernier|Serapian|Alaïa|Azzedine Alaïa|Peter Millar|Watchfinder|カルティエ|卡地亚
Prada Group|Prada|Prada S.p.A.|Prada SpA|プラダ|普拉达 > Miu Miu|Church's|Car Shoe|Marchesi 1824|Versace|Gianni Versace|Gianni Versace S.r.l.|Luna Rossa
Hermès International|Hermes International|Hermès Paris|Hermès|エルメス|爱马仕|에르메스 > John Lobb|Puiforcat|Cristallerie Saint-Louis|Maison Saint-Louis
Swatch Group|The Swatch Group|スウォッチ グループ > Omega Watches|Omega SA|Longines|Tissot|Breguet|Blancpain|Rado Watches|Rado Uhren|Swatch|Swatch AG|Harry Winston|Hamilton Watch|Certina|Mido|Jaquet Droz|Glashütte Original|Union Glashütte|ETA SA Manufacture Horlogère Suisse|ETA Manufacture|Tissot SA
OTB Group|OTB|Only The Brave > Diesel|Maison Margiela|Marni|Jil Sander|Viktor&Rolf|Viktor & Rolf|Staff International|Brave Kid
EssilorLuxottica|Essilor Luxottica|エシロールルックスオティカ > Luxottica|Luxottica Group|Essilor|Essilor International|Ray-Ban|Sunglass Hut|LensCrafters|GrandVision|Vision Express|Persol Eyewear|Persol Occhiali|Oliver Peoples|Salmoiraghi & Viganò|Pearle Vision|Target Optical|EyeMed|Varilux|Transitions Optical|Shamir Optical|Satisloh|Essilor India|Luxottica Retail
+ L'Oréal > Lancôme|Lancome|Maybelline|Maybelline New York|Garnier|Kiehl's|La Roche-Posay|Vichy Laboratoires|CeraVe|Yves Saint Laurent Beauté|YSL Beauté|YSL Beauty|Giorgio Armani Beauty|Armani Beauty|Valentino Beauty|Prada Beauty|Aesop|NYX Professional Makeup|NYX Cosmetics|Urban Decay|IT Cosmetics|Kérastase|Kerastase|Redken|Biotherm|Helena Rubinstein|SkinCeuticals|Mugler Beauty|Shu Uemura|Youth to the People
+ Estée Lauder Companies > MAC Cosmetics|M·A·C Cosmetics|Bobbi Brown|Crème de la Mer|Aveda|Jo Malone London|Jo Malone|Tom Ford Beauty|Le Labo|Too Faced|Smashbox|Tom Ford|Frédéric Malle|Editions de Parfums Frédéric Malle|Dr.Jart+|Kilian Paris|The Ordinary|Deciem
Tapestry|Tapestry Inc.|Tapestry, Inc. > Coach New York|Coach Inc.|Coach Leatherware|Kate Spade|Kate Spade New York|kate spade new york
Capri Holdings|Capri Holdings Limited > Michael Kors|Michael Kors (USA)|Jimmy Choo|J. Choo Limited
Chow Tai Fook|Chow Tai Fook Jewellery|周大福|周大福珠宝 > Hearts On Fire|Enzo Jewellery
+ Shiseido > Clé de Peau Beauté|Cle de Peau Beaute|NARS Cosmetics|Drunk Elephant|資生堂ジャパン
+ Teva Pharmaceutical > Actavis|Actavis Generics|Actavis Pharma|Actavis Group|ratiopharm|Ratiopharm GmbH|PLIVA|Pliva Hrvatska|Mepha|Mepha Pharma|Barr Laboratories|טבע תעשיות פרמצבטיות
Sandoz|Sandoz Group|Sandoz International > Hexal|Hexal AG|Lek Pharmaceuticals|Lek d.d.|1 A Pharma|Ebewe Pharma|Sandoz Inc.
Viatris|ヴィアトリス > Mylan|Mylan N.V.|Mylan Pharmaceuticals|Mylan Laboratories|Upjohn|Meda Pharma|Mylan Institutional
Grifols|Grupo Grifols|Instituto Grifols > Biomat USA|Biotest|Biotest AG|Haema AG|Talecris|Interstate Blood Bank
Hikma|Hikma Pharmaceuticals|حكمة للأدوية|أدوية الحكمة > West-Ward Pharmaceuticals|Custopharm
Fresenius|Fresenius SE|Fresenius Group > Helios Kliniken|Helios Health|Helios Klinikum|Quirónsalud|Quironsalud|Grupo Quirónsalud|Hospital Quirónsalud|mAbxience
+ Sanofi > Genzyme|Aventis|Bioverativ|Ablynx|Provention Bio
+ AstraZeneca > Alexion|Alexion Pharmaceuticals|Alexion, AstraZeneca Rare Disease|MedImmune|Acerta Pharma|CinCor|Fusion Pharmaceuticals|Gracell
+ Novartis > AveXis|Advanced Accelerator Applications|NIBR|MorphoSys
+ Novo Nordisk > Novo Nordisk A/S|Novo Nordisk Inc.
+ Takeda > Shire|Shire Pharmaceuticals|Baxalta|Millennium Pharmaceuticals|Takeda GmbH
+ AbbVie > Allergan|Allergan Aesthetics|Allergan plc|Pharmacyclics|Cerevel Therapeutics|ImmunoGen
+ Johnson & Johnson > Janssen Pharmaceuticals|Janssen-Cilag|Janssen Research & Development|J&J MedTech|Ethicon|DePuy Synthes|Biosense Webster|Abiomed|Shockwave Medical|Auris Health|Actelion|Intra-Cellular Therapies
+ Pfizer > Hospira|Seagen|Arena Pharmaceuticals|Global Blood Therapeutics
Bristol Myers Squibb|Bristol-Myers Squibb|ブリストル・マイヤーズ スクイブ|百时美施贵宝 > Celgene|Celgene Corporation|Juno Therapeutics|MyoKardia|Mirati Therapeutics|Karuna Therapeutics|RayzeBio
Amgen|アムジェン|安进 > Horizon Therapeutics|Onyx Pharmaceuticals|ChemoCentryx
Gilead Sciences|Gilead|ギリアド・サイエンシズ|吉利德 > Kite Pharma|Kite, a Gilead Company|Immunomedics|Forty Seven|CymaBay Therapeutics
+ Eli Lilly > Eli Lilly and Company|Loxo Oncology|Loxo@Lilly|POINT Biopharma|DICE Therapeutics
+ Sun Pharmaceutical Industries > Taro Pharmaceutical|Taro Pharmaceutical Industries|Taro Pharmaceuticals USA|Alchemee|Concert Pharmaceuticals
Aurobindo Pharma|अरबिंदो फार्मा > Eugia Pharma|Eugia Pharma Specialities|Aurolife Pharma|Acrotech Biopharma|CuraTeQ Biologics|Aurovitas|Puren Pharma|Generis Farmacêutica|Arrow Génériques
+ Bank of America > Merrill|Merrill Lynch|Merrill Lynch Wealth Management|Merrill Edge|Merrill Lynch, Pierce, Fenner & Smith|BofA Securities|BofA Merrill Lynch|BofA Global Capital Management|メリルリンチ|美林
+ Morgan Stanley > E*TRADE|E*TRADE from Morgan Stanley|E-Trade Financial|Eaton Vance|Calvert Research and Management|Parametric Portfolio Associates|Shareworks by Morgan Stanley
+ JPMorgan > Chase Bank|First Republic Bank|Nutmeg|Chase UK|WePay
+ Citigroup > Banamex|Citibanamex|Banco Nacional de México|Bank Handlowy|Citibank Europe|Citicorp Services India
Wells Fargo|Wells Fargo & Company|ウェルズ・ファーゴ|富国银行 > 
+ Goldman Sachs > Marcus by Goldman Sachs
Charles Schwab|Charles Schwab Corporation|チャールズ・シュワブ > TD Ameritrade|Schwab Asset Management|Schwab Advisor Services|thinkorswim|Charles Schwab & Co.
+ UBS > Credit Suisse|Crédit Suisse|Credit Suisse Group|Credit Suisse AG|クレディ・スイス|瑞士信贷
+ Société Générale > Boursorama|BoursoBank|Boursorama Banque|Ayvens|ALD Automotive|LeasePlan|Komerční banka|Komercni banka|BRD Groupe Société Générale|Crédit du Nord|SGSS
+ Deutsche Bank > Postbank|Deutsche Postbank|DB Privat- und Firmenkundenbank|DB Global Technology|Deutsche Oppenheim
+ Allianz > PIMCO|Pacific Investment Management Company|Euler Hermes|AGCS
+ HDFC Bank > HDFC Bank Limited|HDB Financial Services|HDFC Securities|HDFC Credila|HDFC Ergo|HDFC Life|HDFC Asset Management|HDFC Mutual Fund
+ ICICI Bank > 
+ Tata > TCS iON|TCS Digital|TCS BaNCS|TCS Research|TCS Interactive|TCS Pace|TCS Japan|日本タタ・コンサルタンシー・サービシズ|TCS Italia|TCS Deutschland|TCS Canada|TCS UK|TCS Latin America|TCS Chile|TCS Uruguay|TCS Hungary|TCS Foundation|BigBasket|Infiniti Retail|Zudio|Star Bazaar|Voltas|Rallis India|Indian Hotels Company|IHCL|Taj Hotels|Vivanta|Ginger Hotels
+ Infosys > Finacle|Infosys Limited|Simplus|Wongdoody|Base Life Science|Kaleidoscope Innovation|InSemi
+ Wipro > Wipro Limited|Capco|Designit|Rizing
+ HCLTech > HCLSoftware|Actian
+ Accenture > Avanade|Droga5
+ Capgemini > Sogeti|Altran|Altran Technologies|frog design|iGATE|WNS|WNS Global Services|Syniti|Cambridge Consultants
+ IBM > HashiCorp|Apptio|Instana|Turbonomic|StreamSets|webMethods|Envizi|Kubecost
Cognizant|Cognizant Technology Solutions|コグニザント|高知特 > TriZetto|Belcan|Mobica
+ NTT > Everis|Dimension Data|itelligence|NTT Ltd.|NTTデータ|株式会社NTTデータ|NTTコミュニケーションズ|NTTドコモ
Atos|Atos SE|アトス > Eviden|Syntel
+ Mahindra Group > Pininfarina
DXC Technology|DXC > Luxoft|Virtual Clarity|Fruition Partners
Hospital Israelita Albert Einstein|Sociedade Beneficente Israelita Brasileira Albert Einstein|Einstein Hospital Israelita|Hospital Albert Einstein|Albert Einstein Hospital > Einstein Telemedicina|Einstein Diagnóstico|Einstein Medicina Diagnóstica|Einstein Saúde|Einstein Inova|Instituto Israelita de Ensino e Pesquisa Albert Einstein|Einstein Ensino
Hospital Sírio-Libanês|Hospital Sirio-Libanes|Sociedade Beneficente de Senhoras Hospital Sírio-Libanês|Sírio-Libanês > Instituto Sírio-Libanês de Ensino e Pesquisa
+ Diagnósticos da América > Dasa|Dasa Diagnósticos|Hospital Nove de Julho|Hospital 9 de Julho|Dasa Genômica|Salomão Zoppi
+ Grupo Fleury > Fleury Saúde|a+ Medicina Diagnóstica|Labs a+|Hermes Pardini|Instituto Hermes Pardini|Saúde iD
+ Hapvida > GNDI|Grupo NotreDame Intermédica|Hospital Hapvida|RMS Hapvida|Clinipam|São Francisco Saúde|Medical Hapvida
Mayo Clinic|Mayo Foundation for Medical Education and Research > 
Cleveland Clinic|The Cleveland Clinic Foundation > 
Kaiser Permanente|Kaiser Foundation Health Plan|Kaiser Foundation Hospitals > The Permanente Medical Group|Southern California Permanente Medical Group|Permanente Medicine|Risant Health|Geisinger
+ HCA Healthcare > TriStar Health|Medical City Healthcare|Methodist Healthcare San Antonio|Parallon|The Harley Street Clinic|London Bridge Hospital
Tenet Healthcare|Tenet > United Surgical Partners International|USPI|Conifer Health Solutions|Detroit Medical Center|Baptist Health System San Antonio
CommonSpirit Health|CommonSpirit > Dignity Health|CHI Health|Catholic Health Initiatives|CHI St. Luke's Health|CHI Franciscan|Virginia Mason Franciscan Health|Dignity Health Medical Foundation
+ IHH Healthcare > Parkway Pantai|Parkway Hospitals|Mount Elizabeth Hospital|Mount Elizabeth Novena|Gleneagles Hospital|Gleneagles Hong Kong|Parkway Shenton|Parkway Laboratories|Prince Court Medical Centre|Acıbadem Sağlık Grubu|Acıbadem Hastaneleri|Acibadem Healthcare Group|Acıbadem Hastanesi|Acıbadem Labmed|Gleneagles Global Hospitals|Gleneagles Hospitals India|Gleneagles Kuala Lumpur|Pantai Premier Pathology|Island Hospital Penang|ParkwayHealth
+ Bangkok Dusit Medical Services > Samitivej Hospital|Samitivej|BNH Hospital|Phyathai Hospital|Phyathai Hospitals Group|Paolo Hospital|Royal Hospital Phnom Penh|Royal Angkor International Hospital|โรงพยาบาลกรุงเทพ|โรงพยาบาลสมิติเวช|โรงพยาบาลพญาไท|โรงพยาบาลเปาโล
Bumrungrad International Hospital|Bumrungrad Hospital|Bumrungrad|โรงพยาบาลบำรุงราษฎร์ > Vitallife
Mediclinic|Mediclinic Group|Mediclinic International > Hirslanden|Klinik Hirslanden|Privatklinikgruppe Hirslanden
Netcare|Netcare Limited > Medicross|Akeso Clinics
Life Healthcare|Life Healthcare Group > Life Employee Health Solutions|Life Fourways Hospital|Life Kingsbury Hospital|Life Vincent Pallotti Hospital
+ Aster DM Healthcare > Aster Hospitals|Aster Medcity|Aster CMI Hospital|Aster MIMS|Aster Labs
+ Manipal Health Enterprises > Manipal Hospitals|Columbia Asia Hospitals|Columbia Asia Hospital|AMRI Hospitals|Manipal Hospital Whitefield
+ Ramsay Health Care > Ramsay Santé|Capio|Capio AB|Ramsay Mental Health|Hollywood Private Hospital|Greenslopes Private Hospital|St Andrew's Ipswich Private Hospital|Joondalup Health Campus
+ Procter & Gamble > Gillette|Pampers|Oral-B|Pantene|Head & Shoulders|Olay|Vicks|Febreze|Ariel detergent|Gillette India
+ Unilever > Hellmann's|Knorr|Rexona|Sunsilk|Vaseline|Domestos|Lifebuoy|Pond's|TRESemmé|Liquid I.V.|Paula's Choice
+ Nestlé > Nescafé|Nescafe|Maggi|Perrier|S.Pellegrino|Sanpellegrino|Blue Bottle Coffee|Garden of Life|Vital Proteins|Pure Encapsulations|Orgain|Gerber Products Company|Purina
+ PepsiCo > Gatorade|Quaker Oats|Quaker Oats Company|Lay's|Doritos|Cheetos|SodaStream|Rockstar Energy|Walkers Crisps|Walkers Snack Foods|Sabritas|Elma Chips|Poppi|Siete Foods|Pioneer Foods
+ The Coca-Cola Company > Costa Coffee|Costa Limited|Fairlife|Innocent Drinks|innocent|BodyArmor|Topo Chico|Minute Maid|Powerade|Hindustan Coca-Cola Beverages
+ Mondelez International > Cadbury|Cadbury India|Oreo|Milka|Toblerone|Clif Bar|Tate's Bake Shop|Chipita
+ Kraft Heinz > Oscar Mayer|Lunchables|H.J. Heinz
+ Mars > Mars Incorporated|Mars, Incorporated|Wrigley|Royal Canin|Banfield Pet Hospital|VCA Animal Hospitals|AniCura|Whiskas
Reckitt|Reckitt Benckiser|Reckitt Benckiser Group|レキット > Durex|Dettol|Lysol|Mead Johnson|Mead Johnson Nutrition|Enfamil|Nurofen|Strepsils|Gaviscon|Harpic|Veet|Air Wick|Airwick
Henkel|Henkel AG|Henkel AG & Co. KGaA|ヘンケル|汉高 > Schwarzkopf|Schwarzkopf Professional|Loctite|Pritt|Syoss|Technomelt|Bonderite
Beiersdorf|Beiersdorf AG|バイヤスドルフ|拜尔斯道夫 > Nivea|NIVEA|Eucerin|La Prairie|Hansaplast|tesa SE|Tesa|Aquaphor|Coppertone|Chantecaille|Nivea Polska
Kenvue|ケンビュー > Neutrogena|Listerine|Tylenol|Band-Aid|Aveeno|Clean & Clear|Nicorette|Zyrtec|Johnson & Johnson Consumer Health
+ Danone > Alpro|Activia|Actimel|Nutricia|Aptamil|Oikos|Blédina|Bledina|WhiteWave|Bonafont|Mizone|Happy Family Organics
+ Diageo > Johnnie Walker|Smirnoff|Baileys|Tanqueray|Don Julio|Crown Royal|Captain Morgan|Casamigos|Guinness Storehouse|Guinness Ireland|United Spirits|United Spirits Limited|East African Breweries|Kenya Breweries
+ Pernod Ricard > Absolut Company|The Absolut Company|Jameson Irish Whiskey|Irish Distillers|Chivas Brothers|Martell Mumm Perrier-Jouët|Martell Cognac|Corby Spirit and Wine
+ Colgate-Palmolive > Filorga|Tom's of Maine|Sanex|elmex
+ Kimberly-Clark > Huggies|Kleenex|Kotex|Cottonelle|Andrex
+ Schneider Electric > AVEVA|AVEVA Group|APC by Schneider Electric|American Power Conversion|Square D|RIB Software|ETAP|Motivair|Luminous Power Technologies|Clipsal|Lauritz Knudsen
+ Honeywell > Intelligrated|Sparta Systems|Quantinuum|LenelS2
+ ABB > B&R Industrial Automation|Baldor Electric|Thomas & Betts|Gamesa Electric|ABB Inc.
+ Emerson Electric > Emerson|AspenTech|Aspen Technology|National Instruments|Emerson Process Management India|Emerson Automation Solutions India
Rockwell Automation|ロックウェル・オートメーション > Allen-Bradley|Plex Systems|Fiix|Clearpath Robotics|OTTO Motors|Kalypso|Verve Industrial Protection
+ Toyota > Woven by Toyota|Woven Planet|トヨタコネクティッド|トヨタファイナンス|KINTO|トヨタ紡織|Toyoda Gosei|豊田合成|JTEKT|ジェイテクト
+ SoftBank Group > Arm|Arm Holdings|LY Corporation|LINE Yahoo|LINEヤフー|Yahoo Japan|ヤフー株式会社|PayPay|PayPay銀行|ZOZO|ASKUL|SB C&S|Wireless City Planning
+ Sony > Crunchyroll|Funimation|Bungie|PlayStation|Insomniac Games|Naughty Dog|Guerrilla Games|Santa Monica Studio|Columbia Pictures|Aniplex|アニプレックス|Ariola Japan
+ Samsung > Harman International|HARMAN Connected Services|Harman Kardon|하만
+ Alibaba Group > Lazada|Lazada Group|Ele.me|饿了么|Tmall|天猫|AliExpress|Trendyol|Daraz|Fliggy|飞猪|Amap|高德地图|Youku|优酷|DingTalk|钉钉|Freshippo|盒马|Aliyun|阿里云
+ JD.com > 京东物流|京东健康|京东零售|京东产发|Dada Nexus|达达
+ Aditya Birla Group > Novelis|Novelis Inc.|Novelis Deutschland|Novelis Korea|Birla Opus|Pantaloons
+ Grupo Salinas > Grupo Elektra|Italika|Totalplay|Total Play|Banco Azteca México|Purpose Financial
+ América Móvil > Telmex|Teléfonos de México|Telcel|Radiomóvil Dipsa|Embratel|Claro Brasil|Claro Colombia|Claro Chile|Claro Perú|Claro Argentina|Telesites|Sitios Latinoamérica
+ MTN Group > MoMo PSB|Mobile Telephone Networks
Bertelsmann|Bertelsmann SE|Bertelsmann SE & Co. KGaA|ベルテルスマン|贝塔斯曼 > Penguin Random House|Random House|Penguin Books|Penguin Random House Grupo Editorial|RTL Group|RTL Deutschland|RTL Nederland|RTL Hrvatska|RTL Magyarország|FremantleMedia|UFA|Arvato|Arvato Supply Chain Solutions|Arvato Systems|Arvato Financial Solutions|Riverty|BMG Rights Management|Relias|Gruner + Jahr|Sonopress
Otto Group|Otto Group Holding|Otto GmbH & Co KG|オットー・グループ > Bonprix|bonprix Handelsgesellschaft|Baur Versand|Witt Gruppe|Witt Weiden|Manufactum|Crate & Barrel|Crate and Barrel|EOS Group|EOS KSI|Hanseatic Bank|Hermes Germany|Hermes Logistik Gruppe|Hermes Logistik|Hermes Fulfilment|Hermes Einrichtungs Service|Hermes Versand
+ UBS > UBS Global Wealth Management|UBS Asset Management|UBS Business Solutions|UBS Securities|UBS Financial Services
+ IBM > IBM Consulting|IBM Research|IBM Client Innovation Center
+ ABB > ABB E-mobility|ABB Motion
+ HCLTech > HCL Software|HCL Tech Lanka|HCL Axon|HCL Infosystems|HCL Foundation|HCL Enterprise
+ Mars > Mars Petcare|Mars Food|Mars Veterinary Health|Mars Wrigley
+ NTT > NTT Communications|NTT DATA|NTT Docomo
+ Toyota > Toyota Connected|Toyota Research Institute|Toyota Boshoku|Toyota Kirloskar Motor
+ JD.com > JD Logistics|JD Health|JD Retail|JD Property
+ Otto Group > Otto Versand|Otto Group Solution Provider
Evri|Evri Ltd > Hermes Parcelnet
+ Booking Holdings > Agoda|Agoda Company|KAYAK|Kayak Software|Priceline|Priceline.com|OpenTable|Rentalcars.com
+ Naspers > iFood|Just Eat Takeaway.com|Just Eat|Takeaway.com|Thuisbezorgd.nl|Lieferando|Pyszne.pl|Stack Overflow|eMAG|PayU|PayU India|Prosus Ventures
+ Uber > Postmates|Cornershop by Uber
Delivery Hero|Delivery Hero SE|딜리버리히어로 > Glovo|Talabat|foodpanda|Foodpanda|Baemin|배달의민족|Woowa Brothers|우아한형제들|PedidosYa|efood|Foodora|HungerStation|Yemeksepeti|Instashop|Hungerstation
+ Zalando > About You|ABOUT YOU SE|Tradebyte
Toppan Merrill|Merrill Communications
Fresenius Medical Care|Fresenius Medical Care AG|Fresenius Medical Care North America|NxStage Medical
Coloplast|Coloplast A/S > Atos Medical|Atos Medical AB
Capri Sun|Capri-Sun|Capri Sun Group
`;
