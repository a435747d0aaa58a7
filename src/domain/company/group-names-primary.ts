/**
 * Group knowledge, round 39 (issue #21, primary39): the primary industries' groups — agribusiness and commodity merchants,
 * seed, crop protection and fertilisers, meat, dairy and seafood, mining, steel and aluminium, forestry, pulp and paper — in
 * the format of `group-names.ts` ("+ Name > …" grows a group an earlier file lists), read by `groups.ts` after round 38's
 * cross-border file. Round 32 (`group-names-food-chem-retail.ts`), round 31 (`group-names-energy-telecom-auto.ts`) and the
 * industrial file already held most of the largest groups; this file adds the groups no file listed (Mowi, SalMar, Lerøy,
 * Maruha Nichiro, Nissui, LKAB, CMOC, Jiangxi Copper, Shougang, Constellium, Kaiser Aluminum, Holmen, Weyerhaeuser, West
 * Fraser, Canfor, APRIL, Muyuan, New Hope, Saputo, DMK, Dairy Farmers of America, Glanbia, Ornua, Nufarm, Rijk Zwaan, Musim
 * Mas, ED&F Man, Amaggi, SLC Agrícola, GrainCorp, CBH, The Andersons, CHS, Scoular, Sumitomo Metal Mining, Mitsubishi
 * Materials, Eramet, Imerys, Vulcan Materials, Lundin Mining, Ivanhoe Mines, Tsingshan) and, for listed groups, the
 * operating companies and brands their staff write that were missing (Cargill's feed arms, ADM's flavours, Bayer's seed
 * brands, JBS's and Tyson's meat companies, Lactalis's brands, UPM's businesses, Syngenta Group's Chinese arm). Written from
 * the groups' lists of principal subsidiaries, never from a labelled row (docs/decisions.md, "Detection round 39 (primary
 * industries)"). Sold businesses go with the buyer: Mopani (ZCCM's since 2021), Viterra (Bunge's), Amplats (Valterra since 2025).
 */
export const GROUP_NAMES_PRIMARY = `
+ Cargill > EWOS|Cargill Aqua Nutrition|Provimi|Cargill Animal Nutrition|Diamond V|Purina Animal Nutrition Cargill|Cargill Protein|Cargill Kitchen Solutions|Cargill Cocoa & Chocolate|Cargill Salt|Cargill Agricola|Cargill Agrícola S.A.|Cargill Siam|Cargill India
+ Archer-Daniels-Midland > Wild Flavors|WILD Flavors and Specialty Ingredients|ADM WILD|ADM Animal Nutrition|Neovia|ADM Investor Services|Golden Peanut
+ Bayer > Dekalb|DEKALB|Asgrow|Seminis|Bayer Crop Science|Bayer Cropscience|Bayer Crop Science Division|Monsanto Company
+ Sinochem Holdings > Sinofert|中化化肥|Syngenta Group China|先正达集团中国|Syngenta Seeds|Syngenta Vegetable Seeds|Syngenta Biologicals|Valagro|Nidera Seeds
+ JBS > JBS Swift|Friboi|JBS Friboi|Primo Foods|Huon Aquaculture|Rivalea|Vivera|Seara Alimentos|JBS USA|JBS Australia|Pilgrim's UK|Pilgrim's Europe|Tulip Ltd|Plumrose
+ Tyson Foods > Hillshire Brands|The Hillshire Brands Company|Jimmy Dean|Ball Park|Cobb-Vantress|Keystone Foods|Tyson Fresh Meats|Tyson Poultry|Wright Brand
+ Lactalis > Président|Lactalis Ingredients|Lactalis International|Lactalis American Group|Lactalis Canada|Lactalis Australia|Lactalis India|Itambé|Stonyfield|Siggi's|Lactalis Nestlé Produits Frais|Lactalis Deutschland|Lactalis Italia|Bridel|Lactel
+ Fonterra > Fonterra Co-operative Group|NZMP|Anchor Food Professionals|Fonterra Brands New Zealand|Fonterra Oceania|Fonterra Chile|Fonterra Sri Lanka
+ Glencore > Katanga Mining|Kamoto Copper Company|Mutanda Mining|Glencore Nikkelverk|Koniambo Nickel|Minera Alumbrera|Glencore Zinc|Glencore Coal|Glencore Technology|Glencore Canada|Raglan Mine|Sudbury INO|Kidd Operations|Minara Resources|Murrin Murrin|Mount Isa Mines|McArthur River Mining
+ UPM > UPM-Kymmene Oyj|UPM Raflatac|UPM Plywood|UPM Communication Papers|UPM Specialty Papers|UPM Biofuels|UPM Biochemicals|UPM Pulp|UPM Energy|UPM Forest|UPM Timber|UPM Metsä|UPM Fray Bentos|UPM Paso de los Toros|UPM Nordland Papier|UPM Plattling|UPM Schongau|UPM Augsburg
Mowi|Mowi ASA|Marine Harvest|Marine Harvest ASA > Mowi Norway|Mowi Scotland|Mowi Ireland|Mowi Canada West|Mowi Canada East|Mowi Chile|Mowi Faroes|Mowi Iceland|Mowi Feed|Mowi Consumer Products|Mowi Poland|Mowi France|Mowi Belgium|Mowi Japan|Morpol|Ducktrap River of Maine|Arctic Fish|Nova Sea
SalMar|SalMar ASA > SalMar Aker Ocean|Norway Royal Salmon|Arnarlax|Icelandic Salmon|SalMar Farming
Lerøy Seafood Group|Lerøy|Leroy Seafood|Lerøy Seafood Group ASA > Lerøy Aurora|Lerøy Midt|Lerøy Sjøtroll|Lerøy Ocean Harvest|Lerøy Norway Seafoods|Norway Seafoods|Lerøy Havfisk|Havfisk|Lerøy Turkey|Rode Beheer|Sjømathuset
Maruha Nichiro|マルハニチロ|マルハニチロ株式会社 > Maruha Nichiro Seafoods|アクリフーズ|大都魚類|Austral Fisheries|Peter Pan Seafoods|Westward Seafoods
Nissui|日本水産|ニッスイ|Nippon Suisan Kaisha > Sealord|King & Prince Seafood|Gorton's|Cité Marine|Pesquera Friosur|Salmones Antartica|日水製薬|Nissui Pharmaceutical|黒瀬水産
LKAB|Luossavaara-Kiirunavaara AB|Luossavaara-Kiirunavaara > LKAB Minerals|LKAB Berg & Betong|LKAB Kimit|LKAB Wassara|LKAB Malmtrafik|LKAB Fastigheter|LKAB Special Products
CMOC|CMOC Group|China Molybdenum|洛阳钼业|洛钼集团 > Tenke Fungurume Mining|Kisanfu Mining|CMOC Brasil|Niobras|Copebras|IXM|Northparkes Mines|洛钼国际
Jiangxi Copper|江西铜业|江铜集团|江西铜业集团 > 江西铜业股份|Jiangxi Copper Company Limited|德兴铜矿|贵溪冶炼厂|永平铜矿
Shougang|Shougang Group|首钢集团|首钢 > 首钢京唐|首钢股份|Beijing Shougang|首钢迁钢|首钢长钢|首钢水钢|Shougang Hierro Peru|首钢秘鲁铁矿|首钢国际
Constellium|Constellium SE > Constellium Issoire|Constellium Neuf-Brisach|Constellium Singen|Constellium Muscle Shoals|Constellium Ravenswood|Constellium Valais|Constellium Děčín|Constellium Automotive
Kaiser Aluminum|Kaiser Aluminum Corporation > Kaiser Aluminum Warrick|Kaiser Aluminum Trentwood|Kaiser Aluminum Fabricated Products
Holmen|Holmen AB|Holmen Skog|Holmen Wood Products|Holmen Board and Paper|Holmen Paper|Holmen Iggesund|Iggesund Paperboard|Holmen Renewable Energy
Weyerhaeuser|Weyerhaeuser Company|Weyerhaeuser NR Company > Weyerhaeuser Timberlands|Weyerhaeuser Wood Products|Weyerhaeuser Distribution|Trus Joist|WestWood Timberlands
West Fraser|West Fraser Timber|West Fraser Timber Co. > Norbord|West Fraser Mills|West Fraser Europe|West Fraser Wood Products|Hinton Pulp|Quesnel River Pulp
Canfor|Canfor Corporation > Canfor Pulp|Canfor Pulp Products|Canfor Southern Pine|Elliott Sawmilling|Beadles Lumber|Canfor Sweden
APRIL|APRIL Group|Asia Pacific Resources International|Royal Golden Eagle|RGE > Riau Andalan Pulp and Paper|RAPP|PT Riau Andalan Pulp & Paper|Asia Symbol|亚太森博|Toba Pulp Lestari|Bracell|Sateri|赛得利|Asian Agri|Apical
Muyuan|Muyuan Foods|牧原|牧原股份|牧原食品 > 牧原肉食品|牧原集团
New Hope Group|新希望集团|新希望 > 新希望六和|New Hope Liuhe|新希望乳业|New Hope Dairy|新希望地产
Saputo|Saputo Inc. > Saputo Dairy USA|Saputo Dairy Australia|Saputo Dairy UK|Dairy Crest|Davidstow|Cathedral City|Saputo Argentina|La Paulina|Saputo Canada|Devondale
DMK|DMK Group|Deutsches Milchkontor|DMK Deutsches Milchkontor GmbH > Humana Milchunion|Milram|DMK Baby|Sanobub|Rücker|DMK Eis|DOC Kaas|DMK Ice Cream
Dairy Farmers of America|DFA|Dairy Farmers of America, Inc. > Dean Foods|Borden Dairy|Kemps|Dairy Maid Dairy|Cass-Clay Creamery|Hiland Dairy|Southern Foods Group|Dairy Farmers of America Ingredients
Glanbia|Glanbia plc > Glanbia Performance Nutrition|Glanbia Nutritionals|Optimum Nutrition|SlimFast|Isopure|Body & Fit|Glanbia Cheese|Southwest Cheese
Ornua|Ornua Co-operative|Irish Dairy Board > Kerrygold|Ornua Foods|Ornua Ingredients|Pilgrims Choice|Ornua Nutrition Ingredients|Ornua Deutschland|Ornua Foods North America
Nufarm|Nufarm Limited|Nufarm Australia > Nufarm Brasil|Nufarm UK|Nufarm Americas|Nuseed|Nufarm Europe|Nufarm GmbH
Rijk Zwaan|Rijk Zwaan Zaadteelt en Zaadhandel > Rijk Zwaan Nederland|Rijk Zwaan Ibérica|Rijk Zwaan France|Rijk Zwaan USA|Rijk Zwaan Italia|Rijk Zwaan Polska|Rijk Zwaan Türkiye
Musim Mas|Musim Mas Group|Musim Mas Holdings > PT Musim Mas|Inter-Continental Oils & Fats|ICOF|Musim Mas Europe|Intercontinental Specialty Fats
ED&F Man|ED&F Man Holdings|E D & F Man > ED&F Man Commodities|ED&F Man Sugar|Volcafe|ED&F Man Liquid Products|ED&F Man Terminals
Amaggi|AMAGGI|Amaggi Group|André Maggi > Amaggi Commodities|Amaggi Agro|Amaggi Navegação|Amaggi Energia|Amaggi Europe|Amaggi Argentina
SLC Agrícola|SLC Agricola|SLC Agrícola S.A. > SLC LandCo|SLC Sementes|Grupo SLC|SLC Máquinas
GrainCorp|GrainCorp Limited > GrainCorp Operations|GrainCorp Oils|GrainCorp Marketing|GrainCorp Commodity Management
CBH Group|Co-operative Bulk Handling|CBH > CBH Grain|Interflour Group|Interflour Vietnam|CBH Operations
The Andersons|The Andersons, Inc.|Andersons Inc. > The Andersons Trade Group|The Andersons Ethanol|The Andersons Nutrient|The Andersons Plant Nutrient Group|Andersons Marathon Holdings|Lansing Trade Group
CHS|CHS Inc.|Cenex Harvest States > Cenex|CHS Capital|CHS Hedging|CHS Agronomy|CHS Grain Marketing|CHS Ag Services|CHS Refinery|CHS McPherson Refinery
Scoular|The Scoular Company > Scoular Canada|Scoular Asia|Scoular Feed Ingredients
Sumitomo Metal Mining|住友金属鉱山|住友金属鉱山株式会社 > 菱刈鉱山|Hishikari Mine|Sumitomo Metal Mining America|Sumitomo Metal Mining Oceania|Coral Bay Nickel|Taganito HPAL Nickel|SMM Sierra Gorda|住鉱資源開発|日向製錬所|住友金属鉱山シポレックス
Mitsubishi Materials|三菱マテリアル|三菱マテリアル株式会社 > 三菱マテリアルテクノ|Mitsubishi Materials Techno|MMC Kobelco Tool|小名浜製錬|直島製錬所|三菱アルミニウム|マテリアルファイナンス|Mitsubishi Materials Europe|Luvata
Eramet|Eramet Group|Groupe Eramet > Comilog|Société Le Nickel|Grande Côte Opérations|Weda Bay Nickel|Eramet Norway|Eramet Marietta|Eramet Ideas|Eramine Sudamérica|PT Weda Bay Nickel
Imerys|Imerys S.A. > Imerys Talc|Imerys Aluminates|Imerys Graphite & Carbon|Imerys Ceramics|Imerys Minerals|Imerys Fused Minerals|Imerys Metalcasting|Imerys Bentonite|Imerys Filtration|Imerys Kaolin
Vulcan Materials|Vulcan Materials Company > Vulcan Construction Materials|Legacy Vulcan|Calica|U.S. Concrete|Vulcan Materials Company Mideast Division|Wake Stone
Lundin Mining|Lundin Mining Corporation > Minera Candelaria|Mineração Maracá|Eagle Mine|Josemaria Resources|Caserones|Minera Lumina Copper Chile
Ivanhoe Mines|Ivanhoe Mines Ltd. > Kamoa-Kakula|Kamoa Copper|Platreef|Ivanplats|Kipushi Corporation|Western Forelands Exploration
Tsingshan|Tsingshan Holding Group|青山控股|青山控股集团|青山集团 > Indonesia Morowali Industrial Park|IMIP|PT Indonesia Morowali Industrial Park|Indonesia Weda Bay Industrial Park|IWIP|永青科技|Eternal Tsingshan|瑞浦兰钧|REPT Battero|青拓集团|Tsingtuo Group
`;
