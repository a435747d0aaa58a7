/**
 * Group knowledge, round 32 (issue #21, industries32a): agriculture, food and beverage (agribusiness and commodity traders,
 * dairy, meat, brewers and spirits, confectionery and packaged food, ingredients, tobacco), chemicals and materials (chemicals,
 * plastics, industrial gases, paints and coatings, fertilisers and crop science, glass, paper and packaging) and consumer goods
 * and retail (cosmetics, fashion and luxury, home and furniture, supermarkets, wholesale and cash-and-carry, department stores,
 * e-commerce), written before any read set showed these industries, in the format of `group-names.ts` ("+ Name > …" grows a
 * group listed in an earlier file). Read by `groups.ts` after the energy, telecom and automotive file.
 *
 * The groups: the largest of each industry worldwide that no earlier file listed (Louis Dreyfus, COFCO, Yili, Mengniu,
 * FrieslandCampina, WH Group, Evonik, INEOS, LyondellBasell, AkzoNobel, Sherwin-Williams, PPG, Nippon Paint, Mondi, Smurfit
 * Westrock, Amcor, Edeka, Mercadona …), and for those listed (Diageo, Kering, H&M, Carrefour, Bunge, Charoen Pokphand …) the
 * country entities, operating companies and brands their staff write that were missing. Written group by group from the
 * groups' annual reports' lists of principal subsidiaries and their investor pages, never from a labelled row.
 *
 * Decisions (docs/decisions.md, "Detection round 32 (industries c)"): control decides, as in rounds 15, 30 and 31.
 * - **Bottlers** stay their own companies (round 11): Coca-Cola HBC, Coca-Cola Europacific Partners, Swire Coca-Cola (Swire's)
 *   and the PepsiCo bottler Varun Beverages are not The Coca-Cola Company's or PepsiCo's.
 * - **Aldi** stays one line (`group-names.ts`): Aldi Nord and Aldi Süd are two companies, but their staff write "ALDI" alone
 *   for both, and a line for each would read every "ALDI" ↔ "ALDI SÜD" as a stranger; Hofer (Aldi Süd in Austria and
 *   Slovenia) joins it. Trader Joe's (the Albrecht family's trust, not Aldi Nord's company) is not listed.
 * - **Licensees and franchisees** of a retail banner are their operator's, not the banner's: Carrefour's partners (Majid Al
 *   Futtaim, CarrefourSA), 7-Eleven's licensees (CP ALL, President Chain Store, Lotte's 코리아세븐), SPAR's national
 *   organisations (each its own line, never under one "SPAR"), Alshaya and Landmark's franchised brands. "Makro" alone is
 *   four owners' (Metro's in Europe, CP Axtra in Thailand, Massmart in South Africa, SHV in South America): only the owned
 *   forms are listed.
 * - **Sold** businesses go with the buyer: Asda (not Walmart's since 2021), Tesco Lotus (Lotus's, CP's since 2020), Tropicana
 *   (PAI Partners' since 2022), Aesop (L'Oréal's since 2023), The Body Shop, DS Smith (International Paper's since 2025),
 *   Berry Global (Amcor's since 2025), Viterra (Bunge's since 2025); spin-offs are their own lines (Syensqo from Solvay,
 *   Kenvue, Haleon, Corteva from DowDuPont).
 * - **Strangers that share a word** are lines of their own, so the longer listed name tells them apart: Asahi Kasei and AGC
 *   (Asahi Glass) beside Asahi Group; Netto Marken-Discount (Edeka's) beside Netto (Salling Group's); Metro Inc. (Canada)
 *   beside Metro AG; Woolworths Holdings (South Africa) beside Woolworths Group (Australia); Mitsui Chemicals and Sumitomo
 *   Chemical, named in full (the keiretsu words are shared).
 */
export const GROUP_NAMES_FOOD_CHEM_RETAIL = `
Louis Dreyfus Company|Louis Dreyfus Commodities|Louis Dreyfus Company B.V.|路易达孚 > Louis Dreyfus Company Brasil|Louis Dreyfus Company Suisse|Louis Dreyfus Company Asia|Louis Dreyfus Company Argentina|Louis Dreyfus Company Ukraine|Louis Dreyfus Company Wittenberg|Louis Dreyfus Company China|路易达孚（中国）|LDC Brasil|Louis Dreyfus Company Metals
COFCO|COFCO Corporation|中粮集团|中粮集团有限公司|中粮 > COFCO International|中粮国际|COFCO Trading|中粮贸易|China Foods|中国食品|中粮粮谷|中粮油脂|COFCO Sugar|中粮糖业|Joycome|中粮家佳康|中粮可口可乐|COFCO Coca-Cola|Nidera|Noble Agri|Great Wall Wine|长城葡萄酒|Fortune Oil|福临门
+ Bunge > Viterra|Viterra Limited|Viterra Canada|Viterra Australia|Viterra Argentina|Bunge Deutschland|Bunge Loders Croklaan|Loders Croklaan
Yili|Yili Group|Inner Mongolia Yili Industrial Group|伊利集团|伊利股份|内蒙古伊利实业集团 > Westland Milk Products|Oceania Dairy|Chomthana|Yili Indonesia|金典|安慕希
China Mengniu Dairy|Mengniu|Mengniu Dairy|蒙牛|蒙牛乳业|中国蒙牛乳业 > Yashili|雅士利|Bellamy's Australia|Bellamy's Organic|妙可蓝多|Milkground|现代牧业|Modern Dairy|特仑苏
FrieslandCampina|Royal FrieslandCampina|Koninklijke FrieslandCampina|フリースランドカンピーナ|菲仕兰 > FrieslandCampina Nederland|FrieslandCampina Deutschland|FrieslandCampina Belgium|FrieslandCampina Ingredients|Frisian Flag Indonesia|PT Frisian Flag Indonesia|Dutch Lady Milk Industries|Dutch Lady Malaysia|FrieslandCampina Vietnam|FrieslandCampina WAMCO|Campina|Friesche Vlag|Frico
Savencia|Savencia Fromage & Dairy|Savencia SA|Bongrain > Elle & Vire|Alouette|Milkaut|Polenghi|Savencia Fromage & Dairy Deutschland|Savencia Cheese USA
Sodiaal|Sodiaal Union|Groupe Sodiaal > Candia|Yoplait France|Entremont|Régilait|Nutribio
Unternehmensgruppe Theo Müller|Theo Müller Group|Molkerei Alois Müller|Müllermilch > Müller UK & Ireland|Müller Milk & Ingredients|Sachsenmilch|Sachsenmilch Leppersdorf|Molkerei Weihenstephan|Käserei Loose|Homann Feinkost
Emmi|Emmi Group|Emmi AG|Emmi Schweiz > Emmi Roth|Kaiku|Emmi Deutschland|Emmi Dessert Italia|Emmi UK|Gläserne Molkerei|Cowgirl Creamery|Laticínios Porto Alegre
+ Lactalis > Lactalis Deutschland|Lactalis France|Lactalis Polska|Lactalis Italia|Lactalis Ingredients|Lactalis Canada|Président Fromages|Parmalat Canada|Parmalat Australia|Lactalis Australia|Kraft Natural Cheese|Leerdammer|Kraft Heinz Natural Cheese
+ Smithfield Foods > 万洲国际|万洲国际有限公司|Shuanghui|双汇|双汇发展|河南双汇投资发展
Tönnies|Tönnies Holding|Tönnies Gruppe|Tönnies Fleisch|Tönnies Lebensmittel > Zur Mühlen Gruppe|Böklunder|Tillman's|Gebr. Redlefsen|Tönnies Forschung
Minerva Foods > Athena Foods|Minerva Foods Paraguay|Minerva Foods Uruguay|Frigorífico Carrasco
+ JBS > JBS USA|JBS Australia|JBS Foods|Friboi|Primo Foods|Huon Aquaculture|Vivera|Rivalea
Barry Callebaut|Barry Callebaut AG|バリーカレボー|百乐嘉利宝 > Callebaut|Cacao Barry|Barry Callebaut Belgium|Barry Callebaut Deutschland|Barry Callebaut France|Barry Callebaut Schweiz|Barry Callebaut Manufacturing|Barry Callebaut Cocoa Asia Pacific|Van Houten Professional
Lindt & Sprüngli|Lindt|Chocoladefabriken Lindt & Sprüngli|Lindt & Sprüngli AG|リンツ > Lindt & Sprüngli (Schweiz)|Lindt & Sprüngli GmbH|Lindt & Sprüngli USA|Lindt & Sprungli|Ghirardelli|Ghirardelli Chocolate Company|Russell Stover|Russell Stover Chocolates|Caffarel|Küfferle
The Hershey Company|Hershey Company|Hershey's|Hershey India|Hershey Canada|Hershey Mexico|ハーシー > Amplify Snack Brands|SkinnyPop|Dot's Pretzels|ONE Brands
The Campbell's Company|Campbell Soup Company|Campbell's|Campbell Soup > Pepperidge Farm|Sovos Brands|Rao's|Rao's Homemade|Snyder's-Lance|Kettle Brand|Pacific Foods|Campbell Snacks
Associated British Foods|Associated British Foods plc > Primark|Primark Stores|Penneys|Twinings|Twinings Ovaltine|Ovaltine|British Sugar|AB Sugar|Illovo Sugar|AB Mauri|ABF Ingredients|AB Enzymes|AB Agri|Jordans Dorset Ryvita|Ryvita|Silver Spoon|Westmill Foods|George Weston Foods|Don KRC|Tip Top Bakeries|Acetum
Südzucker|Südzucker AG|Sudzucker > Beneo|BENEO|CropEnergies|Agrana|AGRANA Beteiligungs|Agrana Zucker|Freiberger Lebensmittel|PortionPack Europe|Südzucker Polska|Raffinerie Tirlemontoise|Saint Louis Sucre
Tereos|Tereos Group|Groupe Tereos > Tereos France|Tereos Açúcar e Energia Brasil|Tereos Starch & Sweeteners|Béghin Say|Tereos Czech|Tereos Romania
Tate & Lyle|Tate & Lyle PLC > CP Kelco|Tate & Lyle Americas
Ingredion|Ingredion Incorporated > Ingredion Germany|Ingredion Brasil|Ingredion Mexico|National Starch|Penford|TIC Gums|PureCircle
Kerry Group|Kerry Group plc|Kerry Ingredients|Kerry Taste & Nutrition > Kerry Ingredients & Flavours|Kerry Ingredients Deutschland|Kerry do Brasil|Kerry Apac|Biosearch Life|Chr. Hansen Lactase|Network Nutrition
Givaudan|Givaudan SA|ジボダン|奇华顿 > Givaudan Schweiz|Givaudan Deutschland|Givaudan France|Givaudan UK|Givaudan Singapore|Givaudan India|Naturex|Albert Vieille|Drom Fragrances|Fragrance Oils|Custom Essence|b.kolor|Amyris Ingredients
dsm-firmenich|DSM-Firmenich|DSM Firmenich|Royal DSM|Koninklijke DSM|Firmenich|Firmenich SA|帝斯曼|帝斯曼-芬美意 > DSM Nutritional Products|DSM Food Specialties|DSM Nutritional Products France|Firmenich Grasse|Glycom|DSM-Firmenich Taste, Texture & Health
International Flavors & Fragrances|IFF|International Flavors and Fragrances|国际香料香精 > IFF Nederland|IFF Benicarló|IFF Deutschland|Frutarom|Frutarom Industries|Tastepoint|Danisco Cultures
Symrise|Symrise AG|シムライズ|德之馨 > Symrise Deutschland|Symrise France|Symrise Brasil|Diana Food|Diana Pet Food|SPF Diana|ADF/IDF|American Dehydrated Foods|Probi|Schaffelaarbos|Cobell
Yamazaki Baking|山崎製パン|山崎製パン株式会社|ヤマザキ製パン > 不二家|Fujiya|ヴィ・ド・フランス|Vie de France|サンデリカ|ヤマザキ・ナビスコ|ヤマザキビスケット|Yamazaki Biscuits
Nongshim|농심|농심그룹|农心 > Nongshim America|Nongshim Japan|농심태경|율촌화학|메가마트
Tingyi|康师傅|康师傅控股|頂新|顶新国际集团|Master Kong|康師傅 > 康师傅饮品|康师傅方便面|康师傅饮品控股|德克士|Dicos|Wei Chuan
Want Want|Want Want China|旺旺|中国旺旺|旺旺集团|旺旺集團 > 旺旺食品|神旺酒店
Mayora|Mayora Group|Mayora Indah|PT Mayora Indah|PT Mayora Indah Tbk > Torabika|Kopiko|Kopiko Philippines
Agthia|Agthia Group > Al Ain Water|Al Ain Farms|Grand Mills|Abu Dhabi National Foods|Atyab|Nabil Foods|Ismailia Agricultural|Auranti
+ Molson Coors > Molson Coors Brewing Company|モルソン・クアーズ|Molson Coors UK|Molson Coors Canada|Coors Brewing|MillerCoors|StarBev|Borsodi|Apatinska pivovara|Trebjesa|Carling Brewery
+ China Resources > 华润雪花啤酒|CR Beer|Snow Breweries|喜力中国|Heineken China|金沙酒业
Tsingtao Brewery|Tsingtao|青岛啤酒|青岛啤酒股份有限公司|青島ビール > Tsingtao Brewery Hong Kong|青岛啤酒(西安)
+ サッポロホールディングス > Sapporo Beer|삿포로|ポッカサッポロフード&ビバレッジ|Pokka Sapporo|Pokka Corporation|Sapporo U.S.A.
Campari Group|Davide Campari-Milano|Gruppo Campari|Campari|カンパリ > Campari Deutschland|Campari America|Campari Australia|Campari España|Campari Mexico|Aperol|Wild Turkey|Grand Marnier|Courvoisier|Appleton Estate|J. Wray & Nephew|Glen Grant|Forty Creek
Brown-Forman|Brown-Forman Corporation|ブラウン・フォーマン > Jack Daniel Distillery|Jack Daniel's|Woodford Reserve|Old Forester|Benriach|The Glendronach|Herradura|Casa Herradura|el Jimador|Diplomático|Gin Mare|Brown-Forman Deutschland
+ Bacardi > バカルディ|百加得|Bacardi-Martini Deutschland|Bacardi-Martini Italia|Bacardi Martini España|Bacardi Global Brands|John Dewar & Sons|Bombay Spirits|Patrón|William Lawson's
Rémy Cointreau|Remy Cointreau|レミー・コアントロー|人头马君度 > Rémy Martin|Remy Martin|Cointreau|Louis XIII|Bruichladdich|Mount Gay|Metaxa|The Botanist
Treasury Wine Estates|Treasury Wine Estates Limited|富邑葡萄酒集团 > Penfolds|Wolf Blass|Lindeman's|19 Crimes|Daou Vineyards|Frank Family Vineyards|Treasury Americas
Kweichow Moutai|贵州茅台|贵州茅台酒股份有限公司|中国贵州茅台酒厂（集团）|茅台集团 > 茅台酱香酒|贵州茅台酱香酒营销|茅台技术开发
Wuliangye|五粮液|宜宾五粮液|宜宾五粮液股份有限公司|五粮液集团 > 五粮浓香|五粮液系列酒
+ Thai Beverage > Thai Beverage Public Company|ไทยเบฟ|Fraser & Neave|F&N Foods|Saigon Beer-Alcohol-Beverage|Tổng Công ty Cổ phần Bia - Rượu - Nước giải khát Sài Gòn|Beerthai|International Beverage Holdings|InterBev|Inver House Distillers|KFC Thailand
+ RJ Corp > Varun Beverages Limited|वरुण बेवरेजेज|Varun Beverages Morocco|Varun Beverages Zambia|Varun Beverages Zimbabwe|Varun Beverages Nepal|Varun Beverages Lanka|Bevco
Imperial Brands|Imperial Brands PLC|Imperial Tobacco|Imperial Tobacco Group|インペリアル・ブランズ > Reemtsma|Reemtsma Cigarettenfabriken|ITG Brands|Imperial Tobacco Polska|Imperial Tobacco Australia|Seita|Imperial Tobacco España|Altadis|Fontem Ventures|Von Eicken
KT&G|케이티앤지|KT&G Corporation|한국담배인삼공사 > 한국인삼공사|KGC 인삼공사|Korea Ginseng Corporation|정관장|KT&G Global|코스모코스|영진약품|상상스테이
China Tobacco|中国烟草|中国烟草总公司|国家烟草专卖局|China National Tobacco Corporation > 红塔集团|Hongta Group|湖南中烟|云南中烟|上海烟草集团|浙江中烟|广东中烟|China Tobacco International
Corteva|Corteva Agriscience|Corteva, Inc.|科迪华|コルテバ > Pioneer Hi-Bred|Pioneer Hi-Bred International|DuPont Pioneer|Dow AgroSciences|Corteva Agriscience Deutschland|Corteva Agriscience Brasil|Corteva Agriscience India|Symborg
The Mosaic Company|Mosaic Company|Mosaic Fertilizantes|モザイク > Mosaic Fertilizantes P&K|Mosaic Potash|Mosaic Phosphates|Mosaic de Mexico
CF Industries|CF Industries Holdings > Terra Nitrogen|CF Fertilisers UK
Israel Chemicals|כי״ל|כיל|כימיקלים לישראל > Dead Sea Works|מפעלי ים המלח|ICL Dead Sea|Rotem Amfert|רותם אמפרט|Dead Sea Bromine|ICL Fertilizers|ICL Specialty Fertilizers|ICL Iberia|Iberpotash|ICL Boulby|Cleveland Potash|ICL Phosphate Specialty|Everris|ICL Brasil|Fertiláqua|Bromine Compounds
PhosAgro|ФосАгро|ПАО «ФосАгро» > Апатит|АО «Апатит»|Metachem|ФосАгро-Регион|PhosAgro Trading
EuroChem|ЕвроХим|EuroChem Group|ЕвроХим Груп > Невинномысский Азот|Новомосковский Азот|EuroChem Antwerpen|EuroChem Agro|Fertilizantes Tocantins|Lifosa|ЕвроХим-БМУ|ЕвроХим-Усольский калийный комбинат
Uralkali|Уралкалий|ПАО «Уралкалий» > Uralkali Trading|Уралкалий-Технология|Березниковский калийный завод
UPL|UPL Limited|United Phosphorus|यूपीएल > UPL Corporation|Advanta Seeds|UPL SAS|Arysta LifeScience|UPL Europe|UPL do Brasil|UPL Sustainable Agri Solutions|NPP Natural Plant Protection|Decco|Cerexagri
Sumitomo Chemical|住友化学|住友化学株式会社|Sumitomo Chemical Co., Ltd. > Sumitomo Chemical India|Sumitomo Chemical Europe|Sumitomo Chemical America|Valent U.S.A.|Valent BioSciences|Valent BioSciences LLC|Sumitomo Chemical Agro Europe|Philagro|住友化学園芸|Dongwoo Fine-Chem|동우화인켐|住友精化
KWS Saat|KWS SAAT SE > KWS Saat SE & Co. KGaA|KWS Lochow|KWS UK|KWS Polska|KWS Seeds|KWS Gateway Research Center
Limagrain|Groupe Limagrain|Vilmorin & Cie|Vilmorin|Vilmorin-Mikado > HM.Clause|Hazera|Hazera Seeds|Limagrain Europe|LG Seeds|AgReliant Genetics|Jacquet Brossard
+ BASF > BASF Agricultural Solutions|BASF Agricultural Solutions Seed|Nunhems|BASF Coatings GmbH|BASF Schwarzheide|BASF Polyurethanes|BASF Personal Care and Nutrition|Chemetall|BASF Colors & Effects|BASF Antwerpen|BASF Española|BASF Italia|BASF Polska|BASF Hong Kong|巴斯夫（中国）|巴斯夫大中华区|BASF Japan|BASFジャパン|바스프|BASF Korea|BASF India|BASF South East Asia|BASF Canada|BASF Mexicana|BASF Argentina|BASF Schweiz|Trinamix|BASF Digital Hub
+ Dow > Dow Deutschland|Dow Benelux|Dow Europe|Dow Silicones|Dow Corning|Dow Chemical International|Dow Química|Dow Brasil|Dow Argentina|Dow Chemical Japan|ダウ・ケミカル日本|陶氏化学|陶氏化学（中国）|Union Carbide|Rohm and Haas|Dow Chemical Pacific|Dow Olefinverbund|Dow Stade
DuPont|DuPont de Nemours|杜邦|デュポン > DuPont Deutschland|DuPont Specialty Products|DuPont Water Solutions|Laird Performance Materials
Evonik|Evonik Industries|Evonik Industries AG|Evonik Operations|Evonik Operations GmbH|エボニック|赢创|赢创工业集团|에보닉 > Evonik Nutrition & Care|Evonik Resource Efficiency|Evonik Performance Materials|Evonik Antwerpen|Evonik Degussa|Degussa|Evonik Rexim|Evonik Oil Additives|Evonik Corporation|Evonik Specialty Chemicals (Shanghai)|Evonik Japan|Evonik Korea|Evonik Brasil|Evonik India|Evonik Dr. Straetmans|Evonik Creavis|Evonik Technology & Infrastructure
INEOS|INEOS Group|INEOS Limited|イネオス|英力士 > INEOS Styrolution|INEOS Olefins & Polymers|INEOS Olefins & Polymers Europe|INEOS Oxide|INEOS Nitriles|INEOS Phenol|INEOS Oligomers|INEOS Acetyls|INEOS Inovyn|Inovyn|INEOS Enterprises|INEOS Aromatics|INEOS Composites|INEOS Automotive|INEOS Energy|INEOS Grangemouth|INEOS Köln|INEOS in Köln|INEOS Hygienics|INEOS Quattro|INEOS Britannia|OGC Nice|Belstaff
LyondellBasell|LyondellBasell Industries|Lyondell Basell|利安德巴赛尔|ライオンデルバセル > Basell Polyolefine|Basell Polyolefine GmbH|Equistar Chemicals|Lyondell Chemical|Houston Refining|LyondellBasell Deutschland|LyondellBasell Netherlands|LyondellBasell France|LyondellBasell Italia|A. Schulman|Quality Circular Polymers
Solvay|Solvay SA|ソルベイ|索尔维 > Solvay Chimie|Solvay Chemicals|Solvay Deutschland|Solvay Chemie|Solvay Italia|Solvay Ibérica|Solvay Portugal|Solvay Brasil|Solvay Peroxides
Syensqo|Syensqo SA|Syensqo Belgium|Syensqo Specialty Polymers|Syensqo Italy|Syensqo USA|Syensqo Japan
LANXESS|Lanxess|Lanxess AG|ランクセス|朗盛 > LANXESS Deutschland|Lanxess Deutschland GmbH|Saltigo|Saltigo GmbH|LANXESS Elastomers|LANXESS Solutions US|Chemtura|Emerald Kalama Chemical|LANXESS Urethanes|LANXESS India|LANXESS Chemical (China)|IMCD Lanxess
Wacker Chemie|Wacker Chemie AG|ワッカー|瓦克 > Wacker Polysilicon|Wacker Biotech|Wacker Biosolutions|Wacker Chemicals (China)|Wacker Chemical Corporation|Wacker Metroark Chemicals|Scil Proteins
Clariant|Clariant AG|クラリアント|科莱恩 > Clariant Produkte (Deutschland)|Clariant International|Clariant Chemicals India|Clariant Iberica|Clariant Brasil|Clariant Catalysts|Clariant Plastics & Coatings|Clariant Masterbatches|Lucas Meyer Cosmetics
Celanese|Celanese Corporation|セラニーズ|塞拉尼斯 > Celanese Germany|Celanese Production Germany|Celanese Sales Germany|Ticona|Celanese Acetate|Celanese Engineered Materials|Celanese Chemicals Europe|Mitsubishi Polyacetal Celanese
Eastman Chemical|Eastman Chemical Company|イーストマンケミカル > Eastman Chemical Germany|Eastman Chemical B.V.|Eastman Performance Films|Solutia|Taminco|Eastman Specialties|Eastman Tire Additives
Huntsman|Huntsman Corporation|Huntsman International|亨斯迈|ハンツマン > Huntsman Polyurethanes|Huntsman Advanced Materials|Huntsman Textile Effects|Huntsman Building Solutions|Huntsman Holland|Huntsman Deutschland|Huntsman Belgium|Icynene-Lapolla|Demilec
Westlake Chemical > Westlake Vinnolit|Vinnolit|Westlake Epoxy|Westlake Royal Building Products|Westlake Chemical Partners|Axiall|Georgia Gulf|LASCO Fittings|Boral North America
Albemarle|Albemarle Corporation|雅保|アルベマール > Albemarle Germany|Albemarle Lithium|Albemarle Catalysts|Albemarle Limitada|Albemarle Jordan|Rockwood Lithium|Rockwood Holdings
+ Umicore > ユミコア|优美科|Umicore Belgium|Umicore Precious Metals
Johnson Matthey|Johnson Matthey plc|ジョンソン・マッセイ|庄信万丰 > JM Catalysts|Johnson Matthey Catalysts|Johnson Matthey Chemicals|Johnson Matthey Battery Systems|Johnson Matthey Hydrogen Technologies|Johnson Matthey Deutschland|Johnson Matthey India|Johnson Matthey Brasil
Croda|Croda International|Croda International Plc|クローダ|禾大 > Croda Europe|Croda Nederland|Croda Iberica|Croda France|Croda Japan|Croda Inc.|Incotec|Avanti Polar Lipids|Iberchem|Solus Biotech|Sederma|Crodarom
Sika|Sika AG|シーカ|西卡 > Sika Deutschland|Sika Schweiz|Sika France|Sika Italia|Sika Polska|Sika Services|Sika Technology|Sika UK|Sika India|Sika Brasil|Sika Japan|MBCC Group|Master Builders Solutions|Parex|Parexgroup|Kreisel Bau-Chemie|Sika Sarnafil|Sarnafil|Emseal|SikaBau
Air Products|Air Products and Chemicals|Air Products Inc.|エア・プロダクツ|空气化工产品 > Air Products GmbH|Air Products Nederland|Air Products PLC|Air Products Belgium|Air Products Qudra|Air Products Korea|Air Products Brasil|Air Products Taiwan|Air Products Chile
Nippon Sanso Holdings|日本酸素ホールディングス|Taiyo Nippon Sanso|大陽日酸|太阳日酸 > Matheson Tri-Gas|Nippon Gases|Nippon Gases España|Nippon Gases Italia|Nippon Gases Deutschland|Nippon Gases UK|Nippon Gases Nederland|Nippon Gases Norge|Leeden National Oxygen
Messer|Messer SE|Messer SE & Co. KGaA|Messer Group|梅塞尔 > Messer Industriegase|Messer Austria|Messer Schweiz|Messer France|Messer Polska|Messer Tehnogas|Messer Hungarogáz|Messer Americas|Messer Industries|Messer Canada|Messer LLC|Messer Gas Asia|Messer Griesheim|Messer Medical
+ Linde > Linde GmbH|Linde AG|Linde plc|Linde Gas Polska|Linde Gas Benelux|Linde Gas a.s.|Linde Gáz Magyarország|Linde Sverige|Linde Gas Italia|Linde France|Linde UK|BOC Gases|BOC India|Linde India|Linde Korea|린데코리아|Linde Japan|African Oxygen|Afrox|Linde Engineering India|Linde Hydrogen Concepts|Lincare
+ Air Liquide > Air Liquide Deutschland GmbH|Air Liquide France Industrie|Air Liquide Santé|Air Liquide Healthcare|Air Liquide Engineering & Construction|Air Liquide Global E&C Solutions|Air Liquide Italia|Air Liquide España|Air Liquide Polska|Air Liquide Hungary|Air Liquide Benelux|Air Liquide Japan|日本エア・リキード|液化空气|液化空气（中国）|Air Liquide Korea|에어리퀴드코리아|Air Liquide India|Air Liquide Arabia|Air Liquide Brasil|Air Liquide Canada|Airgas USA|Airgas Inc.|Lurgi
Asahi Kasei|旭化成|旭化成株式会社|Asahi Kasei Corporation|旭化成集团 > 旭化成ホームズ|Asahi Kasei Homes|旭化成エレクトロニクス|Asahi Kasei Microdevices|旭化成ファーマ|Asahi Kasei Pharma|旭化成メディカル|Asahi Kasei Medical|旭化成建材|Asahi Kasei Europe|Asahi Kasei Plastics|ZOLL Medical|Zoll Medical Corporation|Polypore|Celgard|Veloxis Pharmaceuticals|Calliditas Therapeutics|Sage Automotive Interiors|Bionova Scientific
AGC株式会社|旭硝子|Asahi Glass|Asahi Glass Co.|AGCグループ|艾杰旭 > AGC Glass Europe|AGC Flat Glass|AGC Automotive|AGC Automotive Europe|AGC Chemicals|AGC Chemicals Europe|AGC Chemicals Americas|AGC Biologics|AGC Ceramics|AGCセラミックス|AGCディスプレイグラス|Glaverbel|AGC Vinythai|Vinythai|Asahimas Chemical|Asahimas Flat Glass|AGC Glass Company North America
Mitsui Chemicals|三井化学|三井化学株式会社|Mitsui Chemicals, Inc.|三井化学集团 > Mitsui Chemicals Europe|Mitsui Chemicals America|Mitsui Chemicals Asia Pacific|Mitsui Chemicals India|三井化学アグロ|Mitsui Chemicals Agro|Prime Polymer|プライムポリマー|Mitsui Chemicals Tohcello|三井化学東セロ|Sun Medical|サンメディカル|Heraeus Kulzer|Kulzer
Shin-Etsu Chemical|信越化学工業|信越化学|Shin-Etsu|信越化学工业 > 信越半導体|Shin-Etsu Handotai|SEH Malaysia|Shin-Etsu Handotai Europe|Shintech|Shintech Inc.|Shin-Etsu Silicones|信越シリコーン|Shin-Etsu Polymer|信越ポリマー|Shin-Etsu PVC|Simcoa Operations|SE Tylose|Shin-Etsu Silicones of America
Tosoh|東ソー|東ソー株式会社|Tosoh Corporation|东曹 > Tosoh Europe|Tosoh Bioscience|Tosoh Bioscience GmbH|Tosoh Hellas|Tosoh Quartz|Tosoh SMD|東ソー・ファインケム|Tosoh Finechem|Nippon Polyurethane Industry|日本ポリウレタン工業
Kuraray|クラレ|株式会社クラレ|可乐丽|Kuraray Co., Ltd. > Kuraray Europe|Kuraray America|Kuraray Noritake Dental|クラレノリタケデンタル|Calgon Carbon|Calgon Carbon Corporation|Kuraray Poval|Kuraray Trading|クラレトレーディング|MonoSol|Eval Europe|Kuraray Plastics
Nitto Denko|日東電工|Nitto Denko Corporation|日东电工 > Nitto Europe|Nitto Belgium|Nitto Denko America|Nitto Avecia|Avecia|Nitto Denko India|Nitto Matex|Nitto Bento Bantçılık|Nitto Denko Taiwan|Hydranautics|Nitto Hydranautics
+ Formosa Plastics Group > Formosa Plastics USA|Formosa Hà Tĩnh|Nan Ya Technology|Formosa Heavy Industries|台塑重工
+ Wanhua Chemical > 万华化学集团|萬華化學|BorsodChem Zrt.|万华化学（宁波）|万华化学（烟台）|Wanhua Chemical America|Wanhua Chemical Europe|万华化学（福建）|Wanhua Chemical (Ningbo)
+ Novonor > Braskem S.A.|ブラスケム|Braskem Idesa|Braskem America|Braskem Europe|Braskem Europe GmbH|Braskem Netherlands|Braskem Alagoas|Braskem Argentina
+ Sasol > Sasol Ltd|サソール|Sasol Chemie|Sasol Chemicals (USA)|Natref
AkzoNobel|Akzo Nobel|Akzo Nobel N.V.|Koninklijke Akzo Nobel|アクゾノーベル|阿克苏诺贝尔 > Akzo Nobel Coatings|Akzo Nobel Decorative Coatings|Akzo Nobel Decorative Paints|Akzo Nobel Powder Coatings|Akzo Nobel Car Refinishes|Akzo Nobel Industrial Coatings|Akzo Nobel Paints|Akzo Nobel Coatings International|AkzoNobel Deutschland|Akzo Nobel Deco GmbH|Akzo Nobel India|Akzo Nobel Pakistan|Akzo Nobel Nederland|Akzo Nobel Sverige|Akzo Nobel Paints (Singapore)|ICI Paints|Sikkens|Sadolin|International Paint|International Marine Coatings|Interpon|Tintas Coral|Flexa|Levis Coatings|Marshall Boya|Xyladecor|Hammerite|Cuprinol
Sherwin-Williams|The Sherwin-Williams Company|Sherwin Williams|宣伟|シャーウィン・ウィリアムズ > Valspar|The Valspar Corporation|Sherwin-Williams Deutschland|Sherwin-Williams Coatings|Sherwin-Williams Protective & Marine|Sherwin-Williams Automotive Finishes|Minwax|Krylon|Thompson's WaterSeal|Dutch Boy Paints|Duron|Sherwin-Williams Brasil|Sherwin-Williams Mexico|Sherwin-Williams Sweden|Becker Acroma|Sayerlack|Suvinil|Sherwin-Williams India|Ronseal|Sherwin-Williams Polska|Sherwin-Williams Italy
PPG|PPG Industries|PPG Industries, Inc.|PPGインダストリーズ|PPG工业 > PPG Deutschland|PPG Coatings Deutschland|PPG Europe|PPG Architectural Coatings|PPG Aerospace|PPG Protective & Marine Coatings|PPG Industrial Coatings|PPG Automotive Refinish|PPG Comex|Pinturas Comex|Sigma Coatings|Seigneurie|Guittet|Johnstone's|Johnstone's Trade|Tikkurila|Tikkurila Oyj|Dekoral|Trilak
Nippon Paint|Nippon Paint Holdings|日本ペイント|日本ペイントホールディングス|日本ペイント・ホールディングス|立邦|立邦中国|立邦涂料|Nipsea|NIPSEA Group|니폰페인트 > Nippon Paint (China)|Nippon Paint Malaysia|Nippon Paint Singapore|Nippon Paint Indonesia|Nippon Paint India|Nippon Paint Automotive Coatings|日本ペイント・インダストリアルコーティングス|日本ペイント・オートモーティブコーティングス|DuluxGroup|Dulux Group|Selleys|Cabot's|Betek Boya|Betek Boya ve Kimya|Cromology|Tollens|Alina Group|Kansai Plascon|Plascon|Nippon Paint Vietnam|Nippon Paint Thailand
Kansai Paint|関西ペイント|关西涂料|Kansai Paint Co. > Kansai Nerolac|Kansai Nerolac Paints|कंसाई नेरोलैक|Kansai Helios|Helios TBLUS|Kansai Paint Asia|Kansai Paint Europe|Kansai Altan|Kansai Paint Philippines
+ Asian Paints > Asian Paints Limited|Asian Paints Lanka|Asian Paints PPG|White Teak|Weatherseal|Sleek International|Kadisco Asian Paints
Berger Paints India|Berger Paints|बर्जर पेंट्स > BJN Nepal|Bolix|Berger Rock Paints
Jotun|Jotun A/S|Jotun Group|ヨトゥン|佐敦 > Jotun Norge|Jotun UAE|Jotun Paints|Jotun Powder Coatings|Jotun Saudia|Jotun India|Jotun Malaysia|Jotun Türkiye|Jotun Polska|Jotun Egypt|Jotun China
Hempel|Hempel A/S|ヘンペル|海虹老人 > Hempel Paints|Hempel Coatings|Hempel (Germany)|Hempel Polska|Hempel España|Hempel UAE|Hempel China|Crown Paints|Crown Paints Limited|J.W. Ostendorf|Farrow & Ball|Schaepman
RPM International|RPM International Inc. > Rust-Oleum|Rust-Oleum Corporation|DAP Products|Tremco|Tremco CPG|Carboline|Stonhard|Fibergrate|Day-Glo|Zinsser|Kirker Enterprises|Rust-Oleum Europe|Tor Coatings|Viapol|Alteco
Axalta|Axalta Coating Systems|アクサルタ|艾仕得 > Axalta Coating Systems Germany|Axalta Coating Systems Deutschland|Axalta Coating Systems Belgium|Axalta Coating Systems India|Axalta Coating Systems Brasil|Standox|Spies Hecker|Cromax|Syrox|Duxone|Axalta Powder Coatings
Nippon Sheet Glass|日本板硝子|日本板硝子株式会社 > Pilkington|Pilkington Group|Pilkington Deutschland|Pilkington United Kingdom|Pilkington Polska|Pilkington Italia|Pilkington Brasil|Pilkington North America|Pilkington Automotive|Pilkington Finland|NSG Vietnam|NSG Pilkington
Guardian Industries|Guardian Glass|Guardian Glass Europe|Guardian Flachglas|Guardian Automotive|Guardian Orosháza|Guardian Czestochowa|Guardian Llodio|Guardian Glass India|SRG Global|Guardian Fiberglass
O-I Glass|O-I Glass, Inc.|Owens-Illinois|Owens Illinois > O-I Europe|O-I Manufacturing|O-I Italy|O-I France|O-I Netherlands|O-I Polska|O-I Brasil|O-I Peru|Vidrios Owens-Illinois|Cristalería Toro
Verallia|Verallia Group|Verallia SA > Verallia France|Verallia Deutschland|Verallia Italia|Verallia España|Verallia Portugal|Verallia Polska|Verallia Brasil|Verallia Chile|Verallia Ukraine|Vidrieria Rovira|Allied Glass|Vidroporto|Saverglass
Vidrala|Vidrala SA > Crisnova Vidrio|Gallo Vidro|Encirc|Encirc Limited|Santos Barosa|Vidrala Italia|Aiala Vidrio
+ Türkiye İş Bankası > Şişecam Topluluğu|Anadolu Cam|Şişecam Düzcam|Şişecam Flat Glass|Şişecam Chemicals|Soda Sanayii|Camiş Madencilik|Şişecam Elyaf
International Paper|International Paper Company|インターナショナル・ペーパー|国际纸业 > International Paper Polska|International Paper Kwidzyn|International Paper Deutschland|International Paper France|International Paper España|International Paper Italia|International Paper Brasil|International Paper Mexico|International Paper Morocco|DS Smith|DS Smith Packaging|DS Smith plc|DS Smith Packaging Deutschland|DS Smith Polska|DS Smith Recycling|DS Smith Paper
Smurfit Westrock|Smurfit WestRock|Smurfit Kappa|Smurfit Kappa Group|WestRock|WestRock Company|MeadWestvaco|RockTenn > Smurfit Kappa Deutschland|Smurfit Kappa Nederland|Smurfit Kappa France|Smurfit Kappa España|Smurfit Kappa Italia|Smurfit Kappa Polska|Smurfit Kappa UK|Smurfit Kappa Ireland|Smurfit Kappa Colombia|Smurfit Kappa Mexico|Smurfit Kappa Brasil|Smurfit Westrock Deutschland|Smurfit Westrock Mexico|WestRock Brasil|Cartonajes Bernabeu|Smurfit Kappa Zülpich Papier
Mondi|Mondi Group|Mondi plc|モンディ|蒙迪 > Mondi Świecie|Mondi Swiecie|Mondi Štětí|Mondi Stetí|Mondi Frantschach|Mondi Neusiedler|Mondi Steti|Mondi Ružomberok|Mondi SCP|Mondi Richards Bay|Mondi Packaging|Mondi Industrial Bags|Mondi Corrugated|Mondi Flexible Packaging|Mondi Consumer Packaging|Mondi Gronau|Mondi Halle|Mondi Poland|Mondi Bags|Mondi Dorohusk|Mondi Bupak|Mondi Grünburg
Sappi|Sappi Limited|Sappi Ltd|サッピ > Sappi Europe|Sappi Southern Africa|Sappi North America|Sappi Alfeld|Sappi Ehingen|Sappi Stockstadt|Sappi Gratkorn|Sappi Lanaken|Sappi Maastricht|Sappi Kirkniemi|Sappi Biotech|Sappi Papier Holding
+ Stora Enso > Stora Enso Oyj|ストラ・エンソ|斯道拉恩索|Stora Enso Wood Products|Stora Enso Packaging|Stora Enso Oulu|Stora Enso Imatra|Stora Enso Skoghall|Stora Enso Ostroleka|Stora Enso Langerbrugge|Stora Enso Guangxi|Bergvik Skog Öst|Stora Enso Timber|Stora Enso Maxau|Stora Enso Sachsen|Stora Enso Poland|De Jong Packaging
Metsä Group|Metsäliitto|Metsäliitto Cooperative > Metsä Board|Metsä Fibre|Metsä Tissue|Metsä Wood|Metsä Forest|Metsä Spring|Metsä Board Husum|Metsä Board Äänekoski|Metsä Fibre Rauma|Metsä Tissue Mänttä|Metsä Tissue Stotzheim|Lambi|Serla
Oji Holdings|王子ホールディングス|王子製紙|Oji Paper|王子製紙株式会社 > 王子エフテックス|王子マテリア|王子ネピア|Oji Nepia|王子コンテナー|王子グリーンリソース|Oji Fibre Solutions|Oji Papéis Especiais|Celulose Nipo-Brasileira|CENIBRA|Pan Pac Forest Products|Walki|Oji Asia Packaging|王子製紙苫小牧工場
Nippon Paper Industries|日本製紙|日本製紙株式会社|Nippon Paper Group|日本製紙グループ > 日本製紙クレシア|Nippon Paper Crecia|日本製紙パピリア|日本紙通商|Opal Australian Paper|Australian Paper|Jujo Thermal|十條サーマル|日本製紙ユニテック|日本大昭和板紙
Nine Dragons|Nine Dragons Paper|玖龙纸业|玖龍紙業|玖龙纸业（控股） > 玖龙纸业（东莞）|玖龙纸业（太仓）|玖龙纸业（天津）|ND Paper|ND Paper Rumford|ND Paper Biron|Nine Dragons Paper Malaysia|玖龙纸业（重庆）
+ Suzano > Suzano S.A.|Suzano Celulose|スザノ|Suzano Pulp and Paper Europe|Suzano Canada|Fibria Celulose|Suzano Austria|Suzano Packaging US|FuturaGene
+ Klabin > Klabin S.A.|Klabin Papéis|Klabin Celulose|Klabin Argentina|Klabin Austria|Klabin Forest Products|Embalagens Klabin
+ Empresas CMPC > CMPC Tissue|Empresas CMPC S.A.|Softys Argentina|Softys Brasil|Softys Peru|Softys Mexico|Cartulinas CMPC|CMPC Pulp|Sorepa|Edipac|Carta Fabril
+ Essity > Essity AB|Essity Hygiene and Health|エシティ|爱生雅|Essity Germany|Essity Operations Mannheim|Essity Sweden|Essity France|Essity Italy|Essity Spain|Essity Poland|Essity UK|Essity Mexico|Essity Colombia|Tork|Libresse|Zewa|Nosotras
Amcor|Amcor plc|Amcor Limited|アムコア|安姆科 > Amcor Flexibles|Amcor Rigid Packaging|Amcor Specialty Cartons|Amcor Flexibles Europe|Amcor Flexibles Singen|Amcor Flexibles Kreuzlingen|Amcor Flexibles Burgdorf|Amcor Flexibles North America|Amcor Rigid Plastics|Bemis|Bemis Company|Bemis Healthcare Packaging|Berry Global|Berry Global Group|Berry Plastics|RPC Bebo|RPC Superfos|Superfos|Clopay Plastic Products|Laddawn|Moda Systems|Amcor Brasil|Amcor Chile
holding: Tetra Laval|Tetra Laval Group > Tetra Pak|Tetra Pak International|Tetra Pak Processing Systems|Tetra Pak Packaging Solutions|Tetra Pak Deutschland|Tetra Pak Italiana|Tetra Pak Iberia|Tetra Pak India|Tetra Pak China|利乐中国|テトラパック|테트라팩|Тетра Пак|Tetra Pak Brasil|Tetra Pak Mexico|Tetra Pak Carton Ambient|Tetra Pak Hoyer|Tetra Recart|Sidel|Sidel Group|Sidel Blowing & Services|Gebo Cermex|DeLaval|DeLaval International|DeLaval Deutschland|DeLaval India
Crown Cork & Seal > Crown Packaging|Crown Packaging Europe|Crown Embalagens|Crown Bevcan|Crown Food España|Crown Bevcan Turkey|Crown Aerosols
Ball Corporation|Ball Packaging|Ball Beverage Packaging|ボール・コーポレーション > Ball Packaging Europe|Ball Beverage Packaging Europe|Ball Beverage Can South America|Latas Indústria|Rexam|Rexam plc|Ball Packaging Brasil
Ardagh Group|Ardagh|Ardagh Group S.A. > Ardagh Metal Packaging|Ardagh Glass Packaging|Ardagh Glass Packaging Europe|Ardagh Glass Packaging North America|Ardagh Metal Beverage|Ardagh Glass Holzminden|Ardagh Glass Dongen|Ardagh Glass Limmared|Ardagh Metal Packaging Deutschland|Consol Glass
Huhtamaki|Huhtamäki|Huhtamaki Oyj|フタマキ > Huhtamaki Foodservice|Huhtamaki Flexible Packaging|Huhtamaki Fiber Packaging|Huhtamaki Flexibles Ronsberg|Huhtamaki Foodservice Alf|Huhtamaki India|Huhtamaki PPL|Huhtamaki Polska|Huhtamaki Americas|Chinet
Sealed Air|Sealed Air Corporation|シールドエアー|希悦尔 > Cryovac|Cryovac Brasil|Sealed Air Deutschland|Sealed Air Packaging|Liquibox|Automated Packaging Systems|Sealed Air (China)|Sealed Air India
Alpla|ALPLA|ALPLA Werke|ALPLA Werke Alwin Lehner|ALPLA Group > ALPLA Deutschland|ALPLA Iberica|ALPLA Italia|ALPLA Polska|ALPLA Inc.|ALPLA México|ALPLA India|ALPLA Brasil|ALPLA Recycling|PET Recycling Team|ALPLApharma|Wolf Plastics
Coty|Coty Inc.|コティ|科蒂 > Coty Germany|Coty Deutschland|Coty France|Coty UK|Coty Italia|Coty Spain|Coty Polska|Coty Brasil|Coty Geneva|Coty Professional Beauty|Rimmel|Rimmel London|Max Factor|Sally Hansen|Bourjois|CoverGirl|Kylie Cosmetics
Puig|Puig Brands|Puig S.A.|Puig SL|Puig Group|普伊格 > Puig España|Puig France|Puig Deutschland|Puig Italia|Puig USA|Puig Mexico|Charlotte Tilbury|Byredo|Rabanne|Paco Rabanne|Carolina Herrera|Jean Paul Gaultier|Nina Ricci|Dries Van Noten|Penhaligon's|L'Artisan Parfumeur|Apivita|Uriage|Loto del Sur|Kama Ayurveda
Chanel|Chanel Limited|Chanel SAS|Chanel Ltd|シャネル|香奈儿|샤넬|Шанель|شانيل > Chanel Parfums Beauté|Chanel Parfums Beaute|Chanel GmbH|Chanel Japan|シャネル合同会社|Chanel Korea|샤넬코리아|Chanel Inc.|Chanel Italia|Chanel España|Chanel Fashion|Chanel Fragrance & Beauty|Chanel Watches & Fine Jewelry|Maison Michel|Paraffection
Kosé|KOSÉ|Kose Corporation|コーセー|株式会社コーセー|高丝 > コスメデコルテ|Decorté|Cosme Decorte|Tarte Cosmetics|コーセーコスメポート|Kosé Korea|Jill Stuart Beauty
Pola Orbis|ポーラ・オルビスホールディングス|Pola Orbis Holdings|株式会社ポーラ > オルビス|ディセンシア|DECENCIA|Pola Chemical Industries|ポーラ化成工業|ポーラ美術館
+ Amorepacific > 爱茉莉太平洋|에스트라|Aestura|코스알엑스|COSRX|Tata Harper|아모레퍼시픽 아메리카|Amorepacific Europe
+ Uni-Charm > Unicharm|ユニ・チャーム株式会社|Unicharm Corporation|유니참|Unicharm Products|ユニ・チャーム プロダクツ|Unicharm Indonesia|Unicharm India|Unicharm Thailand|Unicharm China|Unicharm Gulf Hygienic|Hartz Mountain|The Hartz Mountain Corporation|DSG International
ライオン株式会社|狮王 > ライオン・スペシャリティ・ケミカルズ|Lion Specialty Chemicals|ライオン・ハイジーン|Lion Hygiene|Lion Corporation (Korea)|Lion Corporation (Thailand)|Lion Corporation Malaysia|Lion Shanghai
+ Swatch Group > Swatch Group AG|斯沃琪集团|Montres Breguet|Hamilton International|Balmain Watches|Calvin Klein Watches|Nivarox|Nivarox-FAR|Comadur|Swiss Timing|Swatch Group Deutschland|Swatch Group Japan|スウォッチ グループ ジャパン|Swatch Group (Hong Kong)|Swatch Group Italia|Swatch Group España|Swatch Group Polska|Swatch Group Sales|EM Microelectronic|Micro Crystal|Dress Your Body
Rolex|Rolex SA|Montres Rolex|ロレックス|劳力士 > Rolex Deutschland|Rolex France|Rolex Italia|Rolex UK|Rolex USA|Rolex Watch U.S.A.|日本ロレックス|Nihon Rolex|Rolex Japan|Rolex Hong Kong|Tudor Watch|Manufacture des Montres Rolex|Bucherer|Bucherer AG|Carl F. Bucherer|Tourneau
Pandora Jewelry|パンドラ|潘多拉 > Pandora Deutschland|Pandora Jewelry UK|Pandora Jewelry LLC|Pandora Italia|Pandora France|Pandora Production Thailand|Pandora Jewellery Australia|Pandora Jewelry Mexico|Pandora Polska
+ Chow Tai Fook > 周大福珠寶集團|Chow Tai Fook Jewellery Group|周大福珠宝金行|Enzo Jewelry|SOINLOVE|周大福内地
Burberry|Burberry Group|Burberry Limited|バーバリー|博柏利 > Burberry Deutschland|Burberry Italy|Burberry France|Burberry Japan|バーバリー・ジャパン|Burberry Korea|Burberry Hong Kong|Burberry China|Burberry Asia|Burberry (Suisse)|Burberry Middle East
Moncler|Moncler S.p.A.|Moncler Group|モンクレール|盟可睐 > Moncler Deutschland|Moncler France|Moncler USA|Moncler Japan|モンクレール ジャパン|Moncler Korea|Moncler Shanghai|Stone Island|SPW Company|Moncler Enfant
+ Capri Holdings > Michael Kors Holdings|Michael Kors Italy|Michael Kors (Europe)|Michael Kors Japan|Jimmy Choo Italy|Capri Holdings Italy
+ Tapestry > タペストリー|Coach Japan|コーチ・ジャパン|Coach Korea|Coach Shanghai|Coach Stores|Kate Spade & Company|Tapestry Italy|Coachtopia
PVH|PVH Corp.|Phillips-Van Heusen|PVH Corp > Calvin Klein|Calvin Klein Inc.|Calvin Klein Europe|Calvin Klein Japan|Tommy Hilfiger|Tommy Hilfiger Europe|Tommy Hilfiger Deutschland|Tommy Hilfiger Licensing|Tommy Hilfiger Japan|PVH Europe|PVH Asia Pacific|PVH Australia|PVH Brasil|PVH Mexico|PVH Canada
Ralph Lauren|Ralph Lauren Corporation|Polo Ralph Lauren|ラルフ ローレン|拉夫劳伦 > Ralph Lauren Europe|Ralph Lauren Germany|Ralph Lauren Italia|Ralph Lauren UK|Ralph Lauren Japan|ラルフ ローレン合同会社|Ralph Lauren Korea|Ralph Lauren Hong Kong|Ralph Lauren Asia Pacific|Polo Ralph Lauren Europe|Ralph's Coffee
V.F. Corporation|VF Outdoor|VF International|VF Europe|VF Asia > The North Face|North Face|Timberland|The Timberland Company|Napapijri|Eastpak|Smartwool|JanSport|VF Germany Textil-Handels|VF Italia|VF Northern Europe|VF Polska|VF Japan|VF Enterprise Services Polska|VF Sourcing
Levi Strauss & Co.|Levi Strauss|Levi's|リーバイ・ストラウス|李维斯 > Levi Strauss Germany|Levi Strauss Europe|Levi Strauss & Co. Europe|Levi Strauss Japan|リーバイ・ストラウス ジャパン|Levi Strauss India|Levi Strauss Poland|Levi Strauss Hungary|Levi Strauss South Africa|Levi Strauss Mexico|Levi Strauss Brasil|Beyond Yoga
Anta Sports|安踏|安踏体育|安踏体育用品|安踏集团 > Fila China|FILA 中国|斐乐|Descente China|迪桑特中国|Maia Active|Kingkow|Jack Wolfskin|Jack Wolfskin GmbH
Li Ning|Li-Ning|李宁公司|李寧 > 李宁体育|Li Ning Sports Goods
+ Puma > Puma SE|Puma Europe|Puma Deutschland|Puma Italia|Puma France|Puma UK|Puma Japan|プーマ ジャパン|Puma Korea|Puma North America|Puma India|Puma Sports India|Puma Brasil|Puma Mexico|Puma United|Puma Nordic|Puma Polska|Cobra Golf|Cobra Puma Golf|stichd
Decathlon|Decathlon SA|Décathlon|迪卡侬|デカトロン|데카트론 > Decathlon Deutschland|Decathlon España|Decathlon Italia|Decathlon Polska|Decathlon UK|Decathlon Belgium|Decathlon Nederland|Decathlon Portugal|Decathlon Romania|Decathlon India|Decathlon Brasil|Decathlon China|迪卡侬（中国）|Decathlon Singapore|Decathlon Turkey|Decathlon Mexico|Decathlon Canada|Decathlon USA|Kipsta|Btwin|Van Rysel|Kalenji|Domyos|Tribord|Rockrider|Kiprun|Artengo|Decathlon Pro|Bergfreunde|Alltricks
Les Mousquetaires|Groupement des Mousquetaires|Intermarché|Intermarche|ITM Entreprises > Intermarché Hyper|Intermarché Super|Intermarché Contact|Netto France|Bricomarché|Brico Cash|Roady|Poivre Rouge|Intermarché Portugal|Intermarché Belgique|ITM Alimentaire|Agromousquetaires|Capitaine Houat|Les Comptoirs de la Bio
Edeka|EDEKA|EDEKA-Gruppe|Edeka Zentrale|EDEKA ZENTRALE Stiftung & Co. KG|Edeka Gruppe|エデカ > Netto Marken-Discount|Netto Marken-Discount Stiftung & Co. KG|Marktkauf|Edeka Minden-Hannover|Edeka Nord|Edeka Südwest|Edeka Südbayern|Edeka Nordbayern-Sachsen-Thüringen|Edeka Rhein-Ruhr|Edeka Hessenring|Edeka Handelsgesellschaft|Trinkgut|Edeka Digital|Edeka Fruchtkontor|Edeka Foodservice|nah & gut|Diska|NP-Discount
Salling Group|Dansk Supermarked|Salling Group A/S > Netto Danmark|Netto Polska|Føtex|Fotex|Bilka|Salling|Carl's Jr. Denmark|Starbucks Denmark
Mercadona|Mercadona S.A.|Mercadona SA|メルカドーナ > Mercadona Portugal|Mercadona Tech|Mercadona Online|Supermercados Mercadona
Grupo DIA|Distribuidora Internacional de Alimentación|Dia Retail España > Supermercados Dia|La Plaza de DIA
El Corte Inglés|El Corte Ingles|Grupo El Corte Inglés|エル・コルテ・イングレス > Hipercor|Supercor|Bricor|Óptica 2000|Optica 2000|Centro de Seguros y Servicios|El Corte Inglés Portugal|Gespevesa|Sicor Seguridad|Investrónica
+ Sonae > Grupo Sonae|Modelo Continente Hipermercados|Salsa Jeans|Bagga
Eroski|Grupo Eroski|Eroski S. Coop. > Caprabo|Eroski Seguros|Supermercados Eroski|Eroski City|Cecosa Hipermercados|If Perfumería
+ ALDI SÜD > Hofer|Hofer KG|Hofer Slovenija|ALDI SÜD Dienstleistungs-SE & Co. oHG|Aldi Süd Dienstleistungs|ALDI SÜD Einkauf|ALDI International Services|Aldi Stores|Aldi Stores Limited|Aldi Stores Ireland|ALDI Stores (Ireland)|Aldi UK|Aldi Australia|ALDI Foods|Aldi US|ALDI USA|Aldi Italia|Aldi Magyarország|Aldi Suisse|Aldi Schweiz|Aldi China|奥乐齐中国|Aldi Slovenija
+ ALDI Nord > Aldi Einkauf|ALDI Einkauf SE & Co. oHG|Aldi Polska|Aldi Portugal|Aldi España|Aldi Supermercados España|ALDI France|Aldi Marché|Aldi Nederland|Aldi Belgium|Aldi België|Aldi Belgique|Aldi Danmark|Aldi Luxembourg|ALDI Nord Business Services
+ Schwarz Group > Schwarz Digits|Schwarz IT|STACKIT|PreZero|Schwarz Produktion|MEG Gruppe|Bonback|Kaufland Dienstleistung|Kaufland Polska|Kaufland Česká republika|Kaufland Slovensko|Kaufland România|Kaufland Hrvatska|Kaufland Bulgaria|Kaufland e-commerce|Lidl Digital|Lidl International|Lidl Dienstleistung|Lidl Nederland|Lidl España|Lidl Italia|Lidl France|Lidl Great Britain|Lidl UK|Lidl Ireland|Lidl Sverige|Lidl Suomi|Lidl Danmark|Lidl Belgium|Lidl Schweiz|Lidl Österreich|Lidl Česká republika|Lidl Slovenská republika|Lidl Magyarország|Lidl România|Lidl Bulgaria|Lidl Hellas|Lidl Hrvatska|Lidl Slovenija|Lidl Srbija|Lidl Portugal|Lidl US|Lidl Cyprus|Lidl Eesti|Lidl Latvija|Lidl Lietuva|GreenCycle|Schwarz Mobility Solutions|XM Cyber
+ Carrefour > Carrefour France|Carrefour Hypermarchés|Carrefour Market|Carrefour Proximité France|Carrefour Belgium|Carrefour Belgique|Carrefour España|Centros Comerciales Carrefour|Atacadão|Atacadao|Grupo Carrefour Brasil|Carrefour Comércio e Indústria|Sam's Club Brasil|Grupo BIG|Carrefour Romania|Carrefour Romania SA|Carrefour Polska Sp. z o.o.|Carrefour Global Sourcing|Carrefour Links|Carrefour Banque|Carrefour Property|Promocash|Supeco|Dia France|Cora France|Match Supermarchés
+ Ahold Delhaize > Ahold Delhaize USA|Hannaford|Hannaford Supermarkets|Stop & Shop Supermarket Company|Food Lion LLC|Albert Heijn B.V.|Albert Heijn België|Etos|Gall & Gall|Delhaize Le Lion|Delhaize Belgium|Delhaize Serbia|Delhaize Srbija|Mega Image|Albert Česká republika|Albert CZ|Alfa Beta|ΑΛΦΑ-ΒΗΤΑ ΒΑΣΙΛΟΠΟΥΛΟΣ|AB Vassilopoulos|Alfa-Beta Vassilopoulos|Delhaize Luxembourg|Ahold Delhaize Retail Business Services|Peapod Digital Labs|FreshDirect
+ Metro AG > Metro Deutschland|METRO Deutschland GmbH|Metro Cash & Carry Deutschland|METRO France|Metro Cash & Carry Polska|Makro Cash & Carry Polska|Makro Cash & Carry Česká republika|Makro Cash & Carry España|Makro Autoservicio Mayorista|Metro Italia|Metro Cash & Carry Italia|Metro Cash & Carry România|Metro Romania|Metro Hungary|METRO Kereskedelmi|Metro Cash & Carry Ukraine|Метро Кеш енд Керрі Україна|Metro Türkiye|Metro Grosmarket|Metro Cash & Carry Bulgaria|Metro Cash & Carry Serbia|Metro Österreich|Metro Japan|METRO.digital GmbH|METRO Digital|METRO Markets|Metro Sourcing International|Classic Fine Foods|Rungis Express|Aviludo
Metro Inc.|METRO INC.|Metro Richelieu|Metro Ontario > Jean Coutu|Le Groupe Jean Coutu|The Jean Coutu Group|Metro Plus|Première Moisson|Marché Richelieu
+ Tesco > Tesco PLC|Tesco Stores Limited|Tesco Ireland|Tesco Stores Česká republika|Tesco Stores ČR|Tesco Stores SR|Tesco-Global Áruházak|Tesco Hungary|Tesco Business Solutions|Tesco Bengaluru|One Stop Stores|Booker|Booker Wholesale|Dunnhumby|dunnhumby|Tesco Technology|Tesco Express
Asda|Asda Stores|Asda Stores Ltd|ASDA > Asda Express|Asda Money|George at Asda|Asda Logistics Services
+ J Sainsbury > Sainsbury's Supermarkets Ltd|Argos Limited
Wm Morrison Supermarkets|Morrisons|Wm Morrison|Morrison Supermarkets > Morrisons Daily|McColl's|McColl's Retail Group|Myton Food Group|Rathbones Bakeries|Morrisons Farming
Marks and Spencer|Marks & Spencer|Marks & Spencer Group|Marks and Spencer Group plc|M&S|マークス&スペンサー > Marks & Spencer Ireland|Marks and Spencer (Ireland)|M&S Food|Marks & Spencer Hong Kong
Woolworths South Africa > Country Road Group|Witchery|Mimco|Trenery|Politix
+ Shoprite Checkers > Shoprite Holdings Ltd|Shoprite Checkers (Pty) Ltd|Petshop Science
+ Pick n Pay > Pick n Pay Stores Limited|TM Supermarkets
+ Walmart > Massmart Walmart|Game Stores|Builders Warehouse|Builders Express|Builders Superstore|Jumbo Cash & Carry|Rhino Cash and Carry
+ Walmart > Massmart|Massmart Holdings|Walmart Chile|Walmart Canada|Walmart Global Tech|Walmart Global Tech India|Walmart Labs|Walmart Connect|Walmart eCommerce|Myntra|Ekart|Cleartrip|Walmart China|沃尔玛中国|沃尔玛（中国）|Sam's Club China|山姆会员商店|Walmart Central America|Walmart de Centroamérica|Bodega Aurrerá|Bodega Aurrera|Superama|Walmart International|Walmart Vriddhi|Best Price Walmart|Walmart Best Price
Avenue Supermarts|Avenue Supermarts Limited|DMart|D-Mart|डीमार्ट > Avenue E-Commerce|DMart Ready|Align Retail Trades
+ Tata > Samoh|Misbu
+ Aditya Birla Group > Aditya Birla Fashion and Retail|ABFRL|Aditya Birla Fashion & Retail|Aditya Birla Fashion|Pantaloons Fashion & Retail|TCNS Clothing|W for Woman|Tasva|Style Union
LuLu Group International|Lulu Hypermarket|LuLu Retail|LuLu Retail Holdings|لولو هايبر ماركت|لولو > LuLu Hypermarket UAE|LuLu Hypermarket Saudi Arabia|LuLu Hypermarket India|LuLu Mall|Lulu International Shopping Malls
+ Landmark Group > لاندمارك|Lifestyle International|Styli
+ Alshaya Group > Alshaya|Alshaya Trading|Alshaya Retail|Alshaya International Trading|Alshaya Group Kuwait|Alshaya Saudi Arabia|Alshaya UAE|Alshaya Egypt|Alshaya Turkey
Shufersal|שופרסל|Shufersal Ltd > שופרסל דיל|Shufersal Deal|שופרסל שלי|שופרסל אקספרס|Shufersal Online|שופרסל אונליין|ביי פארם|Be Pharm|שופרסל נדל"ן
Magnit|Магнит|ПАО «Магнит»|Тандер|АО «Тандер» > Магнит Косметик|Магнит Семейный|Магнит Аптека|Дикси|DIXY|Магнит OMNI|Магнит Маркет|KazanExpress
X5 Group|X5 Retail Group|Икс 5|ИКС 5|Х5 Ритейл Груп|X5 Group N.V. > Пятёрочка|Пятерочка|Pyaterochka|Perekrestok|Chizhik|5Post|Vprok|Много Лосося|X5 Tech|X5 Digital|Торговый дом «Перекресток»|Агроторг
Dino Polska|Dino Polska S.A. > Agro-Rydzyna|Centrum Dystrybucyjne Dino|Dino Oil
Żabka Group|Zabka Group|Żabka Polska|Zabka Polska|Żabka|Zabka > Żabka Nano|Maczfit|Dietly|Lite e-Commerce|Żappka|Froo|Nano Żabka
Allegro.pl|Allegro.eu > Allegro Pay|Ceneo|eBilet|Allegro Tech
+ Mercado Libre > Mercado Libre, Inc.|メルカドリブレ|美客多|MercadoPago|Kangu
+ Coupang > Coupang, Inc.|Coupang Corp.|쿠팡풀필먼트서비스|Coupang Fulfillment Services|쿠팡로지스틱스서비스|Coupang Logistics Services|쿠팡이츠|Coupang Eats|쿠팡페이|Coupang Pay|Farfetch|쿠팡플레이|Coupang Play
PDD Holdings|Pinduoduo|拼多多|Pinduoduo Inc. > Temu|Whaleco|Duoduo Maicai|多多买菜|上海寻梦信息技术|上海要买吧|PDD Global
Shein|SHEIN|希音|Roadget Business|Zoetop Business > Shein Distribution|SHEIN Europe|SHEIN Group|Shein Brasil|Shein US Services|Romwe|Missguided
Yonghui Superstores|永辉超市|永辉超市股份有限公司 > 永辉彩食鲜|永辉云创|超级物种|永辉生活
Wumart|物美集团|物美科技集团|Wumart Stores > 物美超市|Metro China|麦德龙中国|麦德龙商业集团|Dmall|多点Dmall|美廉美
Sun Art Retail|高鑫零售|高鑫零售有限公司|大润发|大潤發|RT-Mart|RT-MART > 大润发优鲜|M会员商店|飞牛网|Auchan China|欧尚中国
+ China Resources > China Resources Vanguard|華潤萬家|苏果超市|Suguo|乐购中国|Tesco China|华润万家生活超市|万家MART
Suning.com|苏宁易购|苏宁|Suning|苏宁电器|苏宁控股集团 > 苏宁物流|家乐福中国|Carrefour China|苏宁小店|苏宁易购天猫旗舰店
+ Meituan > 美团点评|Meituan-Dianping|美团网|大众点评|Dianping|美团外卖|Meituan Waimai|美团优选|美团买菜|小象超市|Keeta|KeeTa|摩拜|Mobike|美团打车
+ Cencosud > Cencosud S.A.|Giga Atacado|Metro Peru
+ Grupo Falabella > Falabella S.A.|ファラベラ|Saga Falabella|Sodimac Colombia|Sodimac Chile|Sodimac Peru|Sodimac Argentina|Sodimac Brasil|Sodimac México|Falabella.com|IKSO|Fazil
+ Grupo Éxito > Éxito Wow|Exito Wow|Puntos Colombia|Devoto|Supermercados Disco|Supermercados Devoto|Grupo Disco Uruguay
+ Soriana > Tiendas Soriana|Soriana Súper|Soriana Mercado|Soriana Express
+ GPA > Companhia Brasileira de Distribuição|Extra Hiper|Mercado Extra|Pão de Açúcar Fresh|James Delivery|Cheftime
+ Magazine Luiza > Magazine Luiza S.A.|Luizalabs|Magalu Pay|Jovem Nerd|Steal the Look|Hub Fintech|AiqFome|Consórcio Magalu|Magalog|GFL Logística
Nitori|ニトリ|株式会社ニトリ|ニトリホールディングス|Nitori Holdings|宜得利 > ニトリパブリック|島忠|Shimachu|デコホーム|Deco Home|ニトリ ファニチャー|Nitori Furniture|ホームロジスティクス|宜得利家居
Ryohin Keikaku|良品計画|株式会社良品計画|Muji|MUJI|無印良品|无印良品 > MUJI Europe Holdings|MUJI Deutschland|MUJI Retail|MUJI USA|MUJI Global Sourcing|無印良品（上海）商業|MUJI Korea|무인양품|MUJI Hong Kong|MUJI Taiwan|台灣無印良品
XXXLutz|XXXLutz Gruppe|XXXLutz KG > Möbelix|Mömax|Moemax|POCO Einrichtungsmärkte|XXXLutz Deutschland|XXXLutz Österreich|XXXLutz Schweiz|XXXLutz Česká republika|XXXLutz Polska|XXXLutz Hungary|XXXLutz Sverige|Porta Möbel|Home24|home24 SE|Möbel Rieger|Möbel Buhl
JYSK|Jysk|JYSK A/S|Jysk Nordic|ユスク > JYSK Deutschland|Dänisches Bettenlager|Jysk Polska|JYSK Česko|JYSK Magyarország|JYSK România|JYSK Sverige|JYSK Suomi|JYSK Canada|Jysk Linnen'n Furniture|Jysk Ukraine
Williams-Sonoma|Williams-Sonoma, Inc.|Williams Sonoma > Pottery Barn|Pottery Barn Kids|PBteen|West Elm|Mark and Graham|GreenRow|Williams-Sonoma Australia
Inter IKEA Group|Inter IKEA|Inter IKEA Holding|Inter IKEA Systems > IKEA of Sweden|IKEA Supply|IKEA Supply AG|IKEA Industry|IKEA Food Services|IKEA Range & Supply|IKEA Components|Swedwood|IKEA Industry Poland
+ Kingfisher > Kingfisher Group|B&Q Limited|Screwfix Direct|Castorama France|Castorama Polska|Brico Depot|Brico Dépôt Iberia|Brico Dépôt Romania|Kingfisher Sourcing|Kingfisher IT Services
Adeo|ADEO|Groupe Adeo|ADEO Services > Leroy Merlin|Leroy Merlin France|Leroy Merlin España|Leroy Merlin Italia|Leroy Merlin Polska|Leroy Merlin Portugal|Leroy Merlin Brasil|Leroy Merlin Romania|Leroy Merlin Ukraine|Леруа Мерлен|Leroy Merlin Greece|Leroy Merlin South Africa|Leroy Merlin Cyprus|Weldom|Bricoman|Obramat|Zodio|Bricocenter|Tecnomat|Saint Maclou|Kbane|Quotatis
OBI|OBI Group|OBI Group Holding|OBI Bau- und Heimwerkermärkte > OBI Deutschland|OBI Österreich|OBI Schweiz|OBI Polska|OBI Česká republika|OBI Magyarország|OBI Slovenija|OBI Bosna i Hercegovina|OBI Digital|OBI Smart Technologies|heyOBI
Hornbach|Hornbach Holding|Hornbach Baumarkt|Hornbach Baumarkt AG|HORNBACH > Hornbach Baustoff Union|Hornbach Immobilien|Hornbach Österreich|Hornbach Schweiz|Hornbach Nederland|Hornbach Česká republika|Hornbach Slovensko|Hornbach Sverige|Hornbach România|Bodenhaus|Union Bauzentrum Hornbach
+ The Home Depot > ホーム・デポ|家得宝|The Home Depot Canada|The Home Depot Pro|Interline Brands|Compact Power Equipment Rental|Home Decorators Collection
+ Lowe's > Lowe's Companies, Inc.|Lowe's Services India|Lowe's Global Technology|Foundation Building Materials|Artisan Design Group
Sysco|Sysco Corporation|シスコ・コーポレーション > Sysco Foods|Sysco Canada|Sysco GB|Brakes Group|Brake Bros|Fresh Direct UK|Sysco France|Sysco Ireland|Pallas Foods|Sysco Sweden|Menigo|Servicegrossisterna|Sysco Mexico|Sysco Costa Rica|FreshPoint|Buckhead Meat|Greco and Sons|Edward Don & Company|Ginsbergs Foods|Sysco LABS|Sysco Labs Sri Lanka
US Foods|US Foods Holding|US Foods, Inc. > CHEF'STORE|Chef'Store|Smart Foodservice|Cash&Carry Smart Foodservice|Food Fanatics|Renzi Foodservice|Saladino's Foodservice|Freshway Foods|Team Sledd|IWC Food Service
Performance Food Group|Performance Foodservice > Reinhart Foodservice|Core-Mark|Core-Mark International|Eby-Brown|Cheney Brothers|José Santiago|Jose Santiago|PFG Customized|Roma Foodservice|Empire Seafood
SPAR Österreich|SPAR Österreichische Warenhandels|SPAR Austria|SPAR Österreich-Gruppe > INTERSPAR|Interspar Österreich|EUROSPAR Österreich|SPAR Slovenija|SPAR Hrvatska|SPAR Magyarország|Spar Hungary|Maximarkt|Hervis|Hervis Sport|SES Spar European Shopping Centers|SPAR ICS|SPAR Business Services
SPAR Group South Africa|SPAR South Africa > TOPS at SPAR|SaveMor|Pharmacy at SPAR
holding: NorgesGruppen|Norgesgruppen ASA > SPAR Norge|Spar Norge|Kiwi Norge|SPAR Norge AS|Nærbutikken|Asko Norge|UNIL|Norsk Butikkdrift|Trumf|Jacobs Utvalgte|Storcash
SPAR Nederland > SPAR city|SPAR University
Coop Schweiz|Coop Genossenschaft|Coop Switzerland|Coop Group Switzerland > Coop Pronto|Coop City|Coop Vitality|Coop Bau+Hobby|Interdiscount|Dipl. Ing. Fust|Import Parfumerie|Christ Uhren & Schmuck|Jumbo Schweiz|Jumbo-Markt|Betty Bossi|Bell Food Group|Bell Schweiz|Hilcona|Hügli|Swissmill|Chocolats Halba|Steinfels Swiss|Reismühle Brunnen|Coop Mineraloel|Coop Immobilien|Transgourmet|Transgourmet Holding|Transgourmet Group|Transgourmet Deutschland|Transgourmet Schweiz|Transgourmet Österreich|Transgourmet France|Transgourmet Polska|Transgourmet Central and Eastern Europe|Selgros|Selgros Cash & Carry|Selgros România|Selgros Polska|Selgros Deutschland|Prodega|Prodega Cash+Carry|Growa|Prodega Growa Transgourmet|C+C Pfeiffer|Transgourmet Ibérica|Transgourmet Seafood|Frischeparadies|Howeg
Migros-Genossenschafts-Bund|Migros Schweiz|Migros Switzerland|Genossenschaft Migros Zürich|Genossenschaft Migros Aare|Genossenschaft Migros Ostschweiz|Genossenschaft Migros Luzern|Genossenschaft Migros Basel|Migros Genossenschaft > Denner|Denner AG|Migrolino|Migros Bank|Migros Industrie|Micarna|Elsa Mifroma|Jowa|Bischofszell Nahrungsmittel|Digitec Galaxus|Galaxus|Digitec|Medbase|Migros Klubschule|Klubschule Migros|Tegut|tegut... gute Lebensmittel|Mibelle Group|Mibelle
+ Diageo > Guinness|Guinness & Co.|St. James's Gate Brewery|Diageo Great Britain|Diageo Ireland|Diageo Deutschland|Diageo España|Diageo Italia|Diageo Polska|Diageo Brasil|Diageo North America|Diageo Scotland|Diageo Japan|ディアジオ ジャパン|Diageo Korea|디아지오코리아|Diageo Singapore|Diageo Kenya|Guinness Ghana Breweries|Diageo Australia|Seagram's Gin|Aviation Gin|Ketel One|Cîroc|Ciroc|Bulleit|Lagavulin|Talisker|Cîroc Vodka|Rumchata|Balcones Distilling|Mezcal Unión
Guinness World Records|Guinness World Records Limited|Jim Pattison Group > Ripley Entertainment|Ripley's Believe It or Not!|Save-On-Foods|Overwaitea Food Group|Pattison Outdoor Advertising|Pattison Food Group
+ Kering > Saint Laurent|Yves Saint Laurent|Saint Laurent Paris|Yves Saint Laurent SAS|Bottega Veneta|Balenciaga|Alexander McQueen|Brioni|Boucheron|Pomellato|Qeelin|Kering Eyewear|Maui Jim|Kering Italia|Kering Japan|ケリング ジャパン|Kering Americas|Kering Asia Pacific|Kering Tech|Gucci Italia|Guccio Gucci|Luxury Goods International|Kering Korea|开云中国
+ H&M > Weekday|Monki|H&M Home|Afound|Sellpy|Cheap Monday|H&M Hennes & Mauritz GBC|H & M Hennes & Mauritz|H&M Deutschland|H & M Hennes & Mauritz B.V. & Co. KG|H&M Hennes & Mauritz AB|H&M Polska|H & M Hennes & Mauritz Sp. z o.o.|H&M India|H&M Hennes & Mauritz Retail India|H&M Japan|エイチ・アンド・エム ヘネス・アンド・マウリッツ・ジャパン|H&M Korea|에이치앤엠|H&M España|H&M Italia|H&M France|H&M UK|H&M US|H&M Nederland|H&M Sverige|H&M Brasil|H&M Mexico|Singular Society
+ Charoen Pokphand Group > Lotus's|Lotus's Malaysia|Ek-Chai Distribution System|เอก-ชัย ดีสทริบิวชั่น ซิสเทม|สยามแม็คโคร|CP Foods|เจริญโภคภัณฑ์อาหาร|Charoen Pokphand Foods|CP Vietnam|C.P. Việt Nam|Charoen Pokphand Indonesia|CP Indonesia|CP Prima|C.P. Pokphand|卜蜂国际|正大食品|正大集团（中国）|CP Group China|Chia Tai|CP Land|True Digital Group|CP Axtra Cambodia|LOTS Wholesale Solutions
American Sugar Refining > Tate & Lyle Sugars|Domino Foods|Domino Sugar|C&H Sugar|Redpath Sugar|Sidul Açúcares|Belize Sugar Industries
Hershey Entertainment & Resorts|Hershey Entertainment and Resorts Company > Hersheypark|Hotel Hershey|Hershey Lodge|Hershey Bears
Wacker Neuson|Wacker Neuson SE|Wacker Neuson Group > Kramer-Werke|Wacker Neuson Produktion|Wacker Neuson Linz|Wacker Neuson America
Allegro MicroSystems|Allegro Microsystems, Inc.|Allegro MicroSystems Philippines|Allegro MicroSystems Europe
Louis Dreyfus Armateurs|LD Armateurs|Louis Dreyfus Armateurs SAS > Louis Dreyfus Travocean|LD Ports & Logistics
`;
