/**
 * Life-sciences groups (issue #21, round 31: w4e's 第一三共株式会社 → Daiichi Sankyo Europe GmbH read as a move — no line held
 * Daiichi Sankyo's Japanese name). In the format of `group-names.ts` ("+ Name > …" grows a group listed in an earlier file).
 * The largest pharmaceutical, biotech, generics, medtech, diagnostics, animal-health, CRO and CDMO groups worldwide: their names
 * in the scripts their own entities use (Kana, Han, Hangul, Devanagari, Arabic, Hebrew, Cyrillic), and their operating
 * companies and brands that do not carry the group's name. A country or regional entity written with the group's name and a
 * place or a legal form ("Sanofi Egypt", "Daiichi Sankyo Europe GmbH", "Krka Polska") needs no line: the family rules read that
 * shape once the group's own name is known. The groups already listed (Pfizer, Novartis, Roche, Sanofi, GSK, AstraZeneca, Bayer,
 * Merck KGaA, Merck & Co., Abbott, AbbVie, Lilly, Novo Nordisk, J&J, Takeda, Teva, Sandoz, Viatris, Grifols, Hikma, Sun
 * Pharma, Dr. Reddy's, Lupin, Zydus, Cipla, Celltrion, Thermo Fisher, Danaher, Medtronic, Philips, Siemens Healthineers …)
 * get their missing script names and arms as "+" lines.
 *
 * Decisions (round 31):
 * - A consumer-health or generics spin-off is its own group from the spin-off on (Kenvue from J&J 2023, Haleon from GSK 2022,
 *   Sandoz from Novartis 2023, Opella from Sanofi 2025, Organon from Merck & Co. 2021, Viatris from Pfizer's Upjohn 2020, Fortrea
 *   from Labcorp 2023, Solventum from 3M 2024, Embecta from BD 2022, Elanco from Lilly 2019, Zoetis from Pfizer 2013, AbbVie from
 *   Abbott 2013): a move between them is a move, as round 24 decided for GE Vernova and GE HealthCare. They are lines of their
 *   own, never entities of the parent.
 * - "Merck" is two groups: Merck KGaA (Darmstadt; "EMD" in the US and Canada) and Merck & Co. (Rahway; "MSD" outside the US and
 *   Canada). Each is its own line; "Merck" alone is listed under neither, so a move between "Merck" and either reads as the
 *   other rules read it (a page id, the country), and "MSD" ↔ "Merck KGaA" is a move.
 * - The Mitsubishi word is shared (`SHARED_FAMILY_WORDS`): Mitsubishi Tanabe Pharma (sold by Mitsubishi Chemical to Bain
 *   Capital in 2025) is its own line under its full name; "Tanabe" alone is not listed.
 * - A CRO's or a CDMO's acquisitions run under their own names are its arms (PRA Health Sciences under ICON, PPD and Patheon
 *   under Thermo Fisher, Capsugel under Lonza, Covance → Labcorp Drug Development until the Fortrea spin-off: Covance's clinical
 *   business went with Fortrea, its early development stayed with Labcorp; "Covance" is therefore listed under neither).
 *
 * Source: the groups' annual reports (20-F, universal registration documents, 有価証券報告書, 사업보고서, 年度报告) and their
 * lists of principal subsidiaries, as summarised in encyclopaedias; the largest groups by revenue from the Forbes Global 2000,
 * Fierce Pharma's and Evaluate's rankings of pharma and medtech companies. Written by the rule author group by group, never
 * from a labelled set's rows.
 */
export const GROUP_NAMES_LIFE_SCIENCES = `
Daiichi Sankyo|Daiichi Sankyo Company|第一三共|第一三共株式会社|다이이찌산쿄|第一三共制药|Дайити Санкё > Daiichi Sankyo Healthcare|第一三共ヘルスケア|Daiichi Sankyo Espha|第一三共エスファ|Daiichi Sankyo Biotech|第一三共バイオテック|American Regent|Plexxikon
Astellas|Astellas Pharma|アステラス製薬|アステラス|安斯泰来|아스텔라스|아스텔라스제약 > Audentes Therapeutics|Astellas Gene Therapies|Xyphos Biosciences|Iveric Bio|Mitobridge|Universal Cells
Eisai|Eisai Co.|エーザイ|エーザイ株式会社|卫材|에자이|Эйсай > EA Pharma|EAファーマ|Sannova
Otsuka Holdings|Otsuka Pharmaceutical|大塚ホールディングス|大塚製薬|大冢制药|오츠카|한국오츠카제약 > Otsuka Pharmaceutical Factory|大塚製薬工場|Taiho Pharmaceutical|大鵬薬品工業|大鵬薬品|Otsuka Medical Devices|Otsuka Pharmaceutical Development & Commercialization|Avanir Pharmaceuticals|Astex Pharmaceuticals|Visterra|Nardobio|Otsuka Warehouse|大塚倉庫|Otsuka Chemical|大塚化学|Otsuka Foods|大塚食品
Shionogi|Shionogi & Co.|塩野義製薬|シオノギ|盐野义|시오노기 > Shionogi Healthcare|シオノギヘルスケア|Shionogi Pharma|シオノギファーマ|Shionogi Inc.|Qpex Biopharma|Ping An Shionogi
Sumitomo Pharma|Sumitomo Dainippon Pharma|住友ファーマ|大日本住友製薬|住友制药 > Sumitomo Pharma America|Sunovion|Sunovion Pharmaceuticals|Sumitovant Biopharma|Myovant Sciences|Urovant Sciences
+ Kirin > Kyowa Hakko Kirin|协和麒麟|쿄와기린|Kyowa Kirin International|ProStrakan|Orchard Therapeutics|Kyowa Kirin Frontier
Ono Pharmaceutical|小野薬品工業|小野薬品|小野制药|오노약품 > Deciphera Pharmaceuticals
Mitsubishi Tanabe Pharma|田辺三菱製薬|田边三菱制药|미쓰비시다나베 > Tanabe Pharma America|Mitsubishi Tanabe Pharma America|Medicago
Santen|Santen Pharmaceutical|参天製薬|参天制药|산텐 > Santen Oy|Santen SA
Terumo|テルモ|泰尔茂|테루모 > Terumo BCT|Terumo Cardiovascular|Terumo Aortic|Vascutek|MicroVention|Terumo Europe
Olympus|オリンパス|奥林巴斯|올림푸스 > Olympus Medical Systems|オリンパスメディカルシステムズ|Gyrus ACMI|Veran Medical
Sysmex|シスメックス|希森美康|시스멕스 > Sysmex America|Sysmex Europe|Sysmex Inostics|Oxford Gene Technology
Shimadzu|島津製作所|岛津|시마즈 > Shimadzu Europa|Shimadzu Scientific Instruments
Hisamitsu|Hisamitsu Pharmaceutical|久光製薬 > Noven Pharmaceuticals
Kissei|Kissei Pharmaceutical|キッセイ薬品工業
Nipro|ニプロ|尼普洛 > Nipro Medical|Nipro Pharma
Rohto|Rohto Pharmaceutical|ロート製薬|乐敦 > Mentholatum|The Mentholatum Company
Meiji Holdings|明治ホールディングス > Meiji Seika Pharma|Meiji Seikaファルマ|KM Biologics|KMバイオロジクス
+ Samsung > Samsung Biologics|삼성바이오로직스|三星生物|Samsung Bioepis|삼성바이오에피스
+ SK Group > SK Bioscience|SK바이오사이언스|IDT Biologika|SK Biopharm|SK바이오팜|SK Life Science
Hanmi Pharmaceutical|Hanmi Pharm|한미약품|한미사이언스|Hanmi Science|北京韩美 > Beijing Hanmi Pharmaceutical|Hanmi Fine Chemical|한미정밀화학
Yuhan|Yuhan Corporation|유한양행 > Yuhan-Kimberly|유한킴벌리|Yuhan Chemical|유한화학
GC Biopharma|Green Cross|GC녹십자|녹십자|GC Corp.|GC 녹십자홀딩스 > GC Cell|GC셀|GC Labs|GC녹십자의료재단|GC녹십자엠에스|GC Wellbeing
Chong Kun Dang|종근당|Chong Kun Dang Pharmaceutical > CKD Bio|종근당바이오|CKD Healthcare|종근당건강
Daewoong|Daewoong Pharmaceutical|대웅제약|대웅 > Hanall Biopharma|한올바이오파마|Daewoong Bio|대웅바이오
Boryung|보령|보령제약
Jiangsu Hengrui|Jiangsu Hengrui Medicine|Jiangsu Hengrui Pharmaceuticals|Hengrui|Hengrui Medicine|恒瑞医药|江苏恒瑞医药|江苏恒瑞医药股份有限公司|恒瑞 > Shanghai Hengrui|上海恒瑞医药|Suzhou Suncadia|苏州盛迪亚|Luzsana Biotechnology
BeiGene|BeOne Medicines|BeOne|百济神州|百济 > BeiGene Switzerland|BeiGene USA|BeiGene Guangzhou|百济神州(广州)|BeiGene Suzhou|百济神州(苏州)
WuXi AppTec|药明康德|無錫藥明康德|WuXi AppTec Co. > WuXi STA|合全药业|STA Pharmaceutical|WuXi Clinical|药明康德临床|WuXi Medical Device Testing|Crelux|HD Biosciences
WuXi Biologics|药明生物 > WuXi Vaccines|药明海德|WuXi XDC|药明合联
Sinopharm|China National Pharmaceutical Group|国药集团|中国医药集团|国药控股 > China National Biotec Group|中国生物|Sinopharm Group|国药控股股份有限公司|China Meheco|中国医药|Beijing Tiantan Biological|天坛生物|Sinopharm Accord|国药一致|Shanghai Institute of Pharmaceutical Industry|上海医药工业研究院
Shanghai Fosun Pharmaceutical|Fosun Pharma|复星医药|上海复星医药 > Gland Pharma|Wanbang Biopharmaceuticals|万邦医药|Shanghai Henlius Biotech|Henlius|复宏汉霖|Sisram Medical|Alma Lasers|Guilin Pharma|桂林南药
CSPC Pharmaceutical|CSPC|石药集团|石家庄制药 > CSPC Ouyi|石药欧意|CSPC Zhongnuo|石药中诺|CSPC NBP|恩必普
Sino Biopharmaceutical|中国生物制药 > Chia Tai Tianqing|正大天晴|Beijing Tide Pharmaceutical|北京泰德|Nanjing Sanhome|南京正大天晴|F-star Therapeutics
Shanghai Pharmaceuticals|Shanghai Pharma|上海医药|上药 > SPH|Shanghai Pharmaceuticals Holding|上药控股|Zhongxi Pharmaceutical|中西药业
Mindray|Shenzhen Mindray|迈瑞医疗|深圳迈瑞|迈瑞 > DiaSys Diagnostic Systems|Hytest
Innovent|Innovent Biologics|信达生物
Hansoh|Hansoh Pharmaceutical|翰森制药|豪森药业
Yangtze River Pharmaceutical|扬子江药业
Boehringer Ingelheim|Boehringer|ベーリンガーインゲルハイム|日本ベーリンガーインゲルハイム|勃林格殷格翰|베링거인겔하임|한국베링거인겔하임|Берингер Ингельхайм|بوهرنجر إنجلهايم > Ingelheim Pharma|Boehringer Ingelheim Vetmedica|Boehringer Ingelheim Animal Health|Merial|NBE Therapeutics|Nerio Pharmaceuticals|Nuvelution|T3 Pharmaceuticals
Lundbeck|H. Lundbeck|H. Lundbeck A/S|ルンドベック|灵北|룬드벡 > Lundbeck Seattle BioPharmaceuticals|Alder Biopharmaceuticals|Abide Therapeutics|Longboard Pharmaceuticals
LEO Pharma|LEO Pharma A/S|レオファーマ
Ferring|Ferring Pharmaceuticals|フェリング・ファーマ|辉凌
+ Coloplast > コロプラスト|康乐保|Kerecis
Ipsen|イプセン|益普生 > Clementia|Epizyme|Albireo|Ipsen Biopharmaceuticals|Beaufour Ipsen
Servier|Les Laboratoires Servier|Laboratoires Servier|Groupe Servier|セルヴィエ|施维雅|Сервье > Biogaran|Egis Pharmaceuticals|Egis Gyógyszergyár|Egis|Pharlis|Anpharm|Symphogen|Institut de Recherches Servier
Pierre Fabre|Laboratoires Pierre Fabre|Groupe Pierre Fabre|皮尔法伯 > Avène|Eau Thermale Avène|Ducray|René Furterer|Klorane|A-Derma|Naturactive|Pierre Fabre Dermo-Cosmétique|Pierre Fabre Médicament
bioMérieux|bioMerieux|ビオメリュー|生物梅里埃 > BioFire Diagnostics|BioFire|Specific Diagnostics|Astute Medical|Applied Maths
Sartorius|Sartorius AG|ザルトリウス|赛多利斯 > Sartorius Stedim Biotech|Sartorius Stedim|Polyplus|BIA Separations|Essen BioScience|Biological Industries
Qiagen|QIAGEN|キアゲン|凯杰 > QIAGEN Sciences|NeuMoDx
B. Braun|B. Braun Melsungen|B. Braun SE|ビー・ブラウン|贝朗 > Aesculap|Aesculap AG|B. Braun Avitum
STADA|STADA Arzneimittel|Stada|シュターダ > Aliud Pharma|Hemofarm|Stada CIS|Nizhpharm|Макиз-Фарма|Thornton & Ross|Britannia Pharmaceuticals|Walmark|Lannacher Heilmittel|Crinos|Eurogenerics
Menarini|Menarini Group|A. Menarini|Gruppo Menarini|Industrie Farmaceutiche Riunite|メナリーニ > Berlin-Chemie|Berlin-Chemie AG|Menarini-Von Heyden|Laboratorios Menarini|Menarini Diagnostics|Menarini Silicon Biosystems|Menarini Stemline|Stemline Therapeutics|Menarini Asia-Pacific|Invida|Guidotti|Laboratori Guidotti|Malesci
Chiesi|Chiesi Farmaceutici|Chiesi Group|キエジ|凯西 > Chiesi Global Rare Diseases|Cornerstone Therapeutics|Amryt Pharma
Recordati|Recordati S.p.A.|レコルダティ > Recordati Rare Diseases|Orphan Europe|EUSA Pharma|Casen Recordati|Innova Pharma|Jaba Recordati|Opalia Pharma|Tonipharm|Bouchara-Recordati
Zambon|Zambon S.p.A. > Zach System|Zambon Biotech
Angelini|Angelini Pharma|Angelini Industries|Gruppo Angelini|Angelini ACRAF
Alfasigma|Alfa Wassermann|Sigma-Tau
Almirall|Almirall S.A.|Laboratorios Almirall|アルミラル
Laboratorios Esteve|Grupo Esteve|Esteve Pharmaceuticals|Esteve Healthcare > Esteve Química
Grupo Ferrer|Ferrer Internacional|Laboratorios Ferrer
Laboratorios Rovi
Faes Farma
PharmaMar|Pharma Mar|Grupo Zeltia
UCB|UCB Pharma|UCB S.A.|ユーシービー|优时比|Ю-Си-Би > UCB Biopharma|Ra Pharmaceuticals|Zogenix|Schwarz Pharma
Galapagos|Galapagos NV > Galapagos Biotech
argenx|argenx SE
+ Gedeon Richter > Richter Gedeon Nyrt.|Gedeon Richter Plc.|Рихтер Гедеон|ゲデオン・リヒター|吉瑞|Gedeon Richter Polska|Grindeks|Richter-Helm BioLogics|PregLem|Mithra Pharmaceuticals
Krka|Krka d.d.|Krka, tovarna zdravil|КРКА|Крка > TAD Pharma|Krka Polska|Krka Farma|Krka-Rus|Terme Krka
Polpharma|Polpharma Group|Grupa Polpharma|Zakłady Farmaceutyczne Polpharma > Polpharma Biologics|Medana Pharma|Polfa Warszawa|Nobel İlaç|Химфарм|Polpharma Santo
Adamed|Adamed Pharma|Adamed Group > Adamed Pharma Polska|Polfarmex
Zentiva|Zentiva Group|Зентива|ゼンティバ > Zentiva k.s.|Zentiva Pharma|Alvogen CEE|Solacium|Labormed
Orion Oyj|Orion Corporation|Orion Pharma > Orion Diagnostica|Fermion|Orion Animal Health
Lonza|Lonza Group|ロンザ|龙沙 > Capsugel|Lonza Biologics|Lonza Pharma & Biotech|Synaffix|Lonza Vacaville
Siegfried|Siegfried Holding|Siegfried AG
Bachem|Bachem Holding|Bachem AG
Smith & Nephew|Smith+Nephew|スミス・アンド・ネフュー|施乐辉 > ArthroCare|Osiris Therapeutics|Engage Surgical
ConvaTec|Convatec|コンバテック|康维德 > Unomedical|Triad Life Sciences
Dechra|Dechra Pharmaceuticals
Virbac|ビルバック|维克
Ceva Santé Animale|Ceva Sante Animale|Ceva Animal Health
Vetoquinol
+ Fresenius > Fresenius Kabi|フレゼニウス カービ|费森尤斯卡比|mAbxience|Ivenix
+ Fresenius Medical Care > フレゼニウス・メディカルケア|费森尤斯医疗|NxStage|NephroCare|Renal Therapies Group|Xenios
Baxter|Baxter International|バクスター|百特 > Hillrom|Hill-Rom|Welch Allyn|Claris Injectables|Baxter Healthcare
Becton Dickinson|Becton, Dickinson and Company|BD|ベクトン・ディッキンソン|日本ベクトン・ディッキンソン|碧迪|벡톤디킨슨 > BD Biosciences|C. R. Bard|CareFusion|BD Medical|Parata Systems|Tissuemed
Embecta|embecta
Boston Scientific|ボストン・サイエンティフィック|波士顿科学|보스톤사이언티픽 > Boston Scientific Neuromodulation|Farapulse|Axonics|Silk Road Medical|Baylis Medical|Preventice Solutions|Apollo Endosurgery|Lumenis Surgical
Stryker|ストライカー|史赛克|스트라이커 > Wright Medical|Mako Surgical|Vocera|Stryker Orthopaedics|Sage Products|K2M|Physio-Control|Entellus Medical|Inari Medical|Vertos Medical
Zimmer Biomet|Biomet|ジンマー・バイオメット|捷迈邦美 > Paragon 28|Zimmer Dental
Edwards Lifesciences|エドワーズライフサイエンス|爱德华生命科学 > CardiAQ Valve Technologies|Harpoon Medical
Intuitive Surgical|インテュイティブサージカル|直觉外科
Solventum|ソルベンタム
Hologic|ホロジック|豪洛捷 > Cynosure|Gen-Probe|Biotheranostics|Mobidiag|Endomagnetics
Illumina|イルミナ|因美纳 > GRAIL|Verogen
Agilent|Agilent Technologies|アジレント|安捷伦 > Dako|Resolution Bioscience|BioTek Instruments
Revvity > EUROIMMUN|Euroimmun Medizinische Labordiagnostika|Oxford Immunotec|BioLegend|Horizon Discovery
Bio-Rad|Bio-Rad Laboratories|バイオ・ラッド|伯乐
Waters Corporation|日本ウォーターズ|沃特世 > Wyatt Technology
Bruker|ブルカー|布鲁克 > Bruker Daltonics|Bruker BioSpin|Bruker Nano|NanoString Technologies
+ Thermo Fisher Scientific > サーモフィッシャーサイエンティフィック|赛默飞世尔|써모피셔사이언티픽|Life Technologies|Applied Biosystems|Invitrogen|Gibco|Unity Lab Services|Brammer Bio|PPD Development|Pharmaceutical Product Development|Patheon Pharmaceuticals|CorEvitas
+ Danaher > Cytiva|GE Healthcare Life Sciences|Radiometer|Molecular Devices|Aldevron|Abcam|Hemocue|Mammotome|Integrated DNA Technologies|ベックマン・コールター|贝克曼库尔特
Labcorp|Laboratory Corporation of America|LabCorp|ラボコープ > Labcorp Drug Development|Labcorp Diagnostics|Labcorp Central Laboratory Services|Labcorp Early Development Laboratories|Sequenom|Ovia Health
Fortrea|Fortrea Holdings
IQVIA|IQVIA Holdings|Quintiles|QuintilesIMS|IMS Health|IQVIA RDS|IQVIA Solutions|アイキューヴィア|IQVIAサービシーズ ジャパン|艾昆纬|아이큐비아 > Q² Solutions|Q2 Solutions|IMS Health Japan|Novella Clinical|Quintiles Transnational|DMD Marketing Partners
ICON plc|ICON Clinical Research|アイコン・クリニカル・リサーチ|艾昆 > PRA Health Sciences|PRA International|DOCS Global|Symphony Health|Accellacare|ICON Strategic Solutions|Mapi Group
Parexel|Parexel International|パレクセル|百瑞精鼎 > Parexel Clinical Research|Liquent|Health Advances|Parexel Access
Syneos Health|INC Research|inVentiv Health|シネオス・ヘルス > Syneos Health Clinical|INC Research/inVentiv Health|Kendle|Syneos Health Commercial Solutions
Medpace|Medpace Holdings|メドペイス
Charles River Laboratories|チャールス・リバー|查尔斯河 > Charles River Laboratories Japan|日本チャールス・リバー|WIL Research|Citoxlab|Distributed Bio|Cognate BioServices|Noveprim|Explora BioLabs
Zoetis|ゾエティス|硕腾|조에티스 > Abaxis|Zoetis Animal Health|Basepoint|Jurox|Platinum Performance|Fort Dodge Animal Health|Pharmaq
Elanco|Elanco Animal Health|エランコ|礼蓝 > Bayer Animal Health|Aratana Therapeutics|Kindred Biosciences|Lohmann Animal Health|Novartis Animal Health
IDEXX|IDEXX Laboratories|アイデックス|爱德士 > IDEXX Reference Laboratories
Organon|Organon & Co.|オルガノン|欧加隆|오가논 > Alydia Health|Dermavant
Perrigo|ペリゴ|Perrigo Company > HRA Pharma|Omega Pharma|Laboratoire HRA Pharma
Haleon|ヘイリオン|赫力昂|헤일리온 > GSK Consumer Healthcare
Opella|Opella Healthcare
Regeneron|Regeneron Pharmaceuticals|リジェネロン|再生元
Vertex Pharmaceuticals|バーテックス|福泰制药 > Semma Therapeutics|Exonics Therapeutics|Alpine Immune Sciences
Biogen|バイオジェン|渤健|바이오젠 > Biogen Idec|Reata Pharmaceuticals|HI-Bio|Human Immunology Biosciences
Moderna|モデルナ|莫德纳|모더나 > ModernaTX
+ CSL > CSL Vifor|Vifor Pharma|Vifor Fresenius Medical Care Renal Pharma|CSL Plasma
Glenmark|Glenmark Pharmaceuticals|ग्लेनमार्क > Ichnos Sciences|Glenmark Specialty
Biocon|बायोकॉन|Biocon Limited > Biocon Biologics|Syngene|Syngene International|Bicara Therapeutics
Torrent Pharmaceuticals|Torrent Pharma|टोरेंट फार्मा > Unichem Laboratories|Curatio Healthcare
Alkem Laboratories|Alkem|अल्केम > Indchemie Health Specialities|Enzene Biosciences|Cachet Pharmaceuticals
Mankind Pharma|मैनकाइंड फार्मा > Bharat Serums and Vaccines
Intas Pharmaceuticals|Intas|इंटास > Accord Healthcare|Accord-UK|Accord BioPharma|Astron Research|Intas Biopharmaceuticals
Eurofarma|Eurofarma Laboratórios|Grupo Eurofarma > Magabi|Laboratorio Volta|Eurofarma Colombia
EMS Pharma|Grupo NC|EMS Sigma Pharma > Germed|Legrand Pharma|Nova Química|Brace Pharma
Aché|Aché Laboratórios|Ache Laboratorios|Aché Laboratórios Farmacêuticos > Biosintética
Hypera|Hypera Pharma|Hypera S.A. > Neo Química|Brainfarma|Mantecorp|Mantecorp Skincare
Cristália|Cristália Produtos Químicos Farmacêuticos
Libbs|Libbs Farmacêutica
Laboratorios Liomont|Liomont
Laboratorios Sanfer|Sanfer|Grupo Sanfer > Hormona|Laboratorios Hormona|Carnot Laboratorios|Landsteiner Scientific
Genomma Lab|Genomma Lab Internacional > Lab Brands
Grupo Roemmers|Roemmers|Laboratorios Roemmers > Laboratorios Recalcine|Laboratorios Rowe|Investi Farma
Laboratorios Bagó|Bagó|Grupo Bagó
Tecnoquímicas|Tecnoquimicas
Procaps|Procaps Group > Laboratorios Synthesis|Crynssen Pharma
Abdi İbrahim|Abdi Ibrahim|عبدي إبراهيم > AbdiFarma|Abdi İbrahim Otc
Deva Holding|Deva İlaç
Pharco|Pharco Pharmaceuticals|فاركو للأدوية
Eva Pharma|EVA Pharma|إيفا فارما
Julphar|Gulf Pharmaceutical Industries|جلفار
SPIMACO|Saudi Pharmaceutical Industries|سبيماكو
Jamjoom Pharma|جمجوم فارما
Tabuk Pharmaceuticals|تبوك للأدوية
Dược Hậu Giang|DHG Pharma|Duoc Hau Giang
Traphaco
Imexpharm
Фармстандарт|Pharmstandard > Отисифарм|Otcpharm|Фармстандарт-Лексредства
Р-Фарм|R-Pharm|Р-Фарм Групп
Дарниця|Darnitsa|Фармацевтична фірма «Дарниця»
Фармак|Farmak|АТ «Фармак»
Юрія-Фарм|Yuria-Pharm
Bausch Health|Bausch Health Companies|Valeant|Valeant Pharmaceuticals > Bausch + Lomb|Bausch & Lomb|Salix Pharmaceuticals|Solta Medical|Bausch Health US
Jazz Pharmaceuticals|ジャズ・ファーマシューティカルズ > GW Pharmaceuticals|GW Research|Chimerix
Alcon|アルコン|爱尔康 > Aerie Pharmaceuticals|Ivantis|Belkin Vision|LENSAR
Straumann|Straumann Group|ストローマン|士卓曼 > Neodent|Anthogyr|ClearCorrect|Medentika
Dentsply Sirona|デンツプライシロナ|登士柏西诺德
Getinge|ゲティンゲ|洁定 > Maquet|Atrium Medical|Pulsion Medical Systems|Datascope|Paragonix Technologies
Elekta|エレクタ|医科达
+ Siemens > シーメンスヘルスケア|西门子医疗|지멘스헬시니어스|Varian|Varian Medical Systems|Corindus|Siemens Healthcare Diagnostics
+ Merck KGaA > Merck Healthcare KGaA|Merck Life Science|Merck Electronics|Versum Materials|Intermolecular|SpringWorks Therapeutics|Merck Serono|メルクバイオファーマ|默克雪兰诺
+ Merck & Co. > MSD K.K.|MSD株式会社|한국MSD|默沙东中国|Prometheus Biosciences|Acceleron Pharma|Harpoon Therapeutics|EyeBio|Verona Pharma|MSD Animal Health|Merck Animal Health|Intervet|Schering-Plough|Мерк Шарп и Доум
+ Pfizer > ファイザー株式会社|한국화이자제약|辉瑞中国|Pfizer CentreOne|Anacor Pharmaceuticals|Medivation|Array BioPharma|Trillium Therapeutics|ReViral|Amplyx Pharmaceuticals
+ Novartis > ノバルティスファーマ|한국노바티스|诺华中国|Novartis Pharma|Novartis Pharmaceuticals|Novartis Institutes for BioMedical Research|Chinook Therapeutics|DTx Pharma|Kate Therapeutics|Anthos Therapeutics|Regulus Therapeutics|The Medicines Company
+ Sanofi > サノフィ株式会社|한국사노피|赛诺菲中国|Sanofi Pasteur|Sanofi-Aventis|Sanofi Genzyme|Kymab|Translate Bio|Kadmon|Amunix|Principia Biopharma|Synthorx|Blueprint Medicines|Vigil Neuroscience|Vicebio
+ GSK > グラクソ・スミスクライン株式会社|한국GSK|葛兰素史克中国|GlaxoSmithKline Biologicals|GSK Vaccines|Tesaro|Sierra Oncology|Affinivax|Bellus Health|Aiolos Bio|IDRx
+ AstraZeneca > アストラゼネカ株式会社|한국아스트라제네카|阿斯利康中国|Alexion Pharma|Syntimmune|TeneoBio|Amplimmune|EsoBiotec|Evinova
+ Johnson & Johnson > ヤンセンファーマ|한국얀센|西安杨森|Janssen Biotech|Janssen Vaccines|Crucell|Mentor Worldwide|Johnson & Johnson Innovative Medicine|Johnson & Johnson MedTech|J&J Innovative Medicine|Momenta Pharmaceuticals|Proteologix|Ambrx Biopharma
+ Bayer > バイエル薬品|바이엘코리아|拜耳医药|Bayer Pharmaceuticals|Bayer Consumer Health|Bayer HealthCare|Vividion Therapeutics|BlueRock Therapeutics|Asklepios BioPharmaceutical|AskBio|Noria Therapeutics|KaNDy Therapeutics
+ Roche > ロシュ・ダイアグノスティックス|한국로슈|上海罗氏制药|Roche Diagnostics International|Telavant|Carmot Therapeutics|Poseida Therapeutics|GenMark Diagnostics|Tusk Therapeutics
+ Eli Lilly > 日本イーライリリー株式会社|한국릴리|礼来中国|Lilly Research Laboratories|Morphic Therapeutic|Scorpion Therapeutics|Verve Therapeutics|Akouos|Prevail Therapeutics|Dermira|Versanis Bio
+ Novo Nordisk > ノボ ノルディスク ファーマ|한국노보노디스크제약|诺和诺德中国|Novo Nordisk Pharma|Dicerna Pharmaceuticals|Forma Therapeutics|Inversago Pharma|Cardior Pharmaceuticals
+ Takeda > 武田薬品工業株式会社|Takeda Pharmaceuticals U.S.A.|Takeda Oncology|Maverick Therapeutics|TiGenix
+ AbbVie > アッヴィ合同会社|한국애브비|艾伯维中国|Abbvie Deutschland|Landos Biopharma|Aliada Therapeutics|Capstan Therapeutics|Stemcentrx
+ Abbott > アボットジャパン|한국애보트|雅培中国|Abbott Diagnostics|Abbott Vascular|Abbott Nutrition|St. Jude Medical|Alere|Cardiovascular Systems|Abbott Rapid Diagnostics
+ Medtronic > 日本メドトロニック|메드트로닉코리아|美敦力中国|Covidien|Mazor Robotics|Intersect ENT|Affera
+ Celltrion > Celltrion Healthcare Hungary|Celltrion Healthcare Deutschland|Celltrion Healthcare UK|Celltrion USA
+ Teva Pharmaceutical > テバ|梯瓦|Тева|Teva Japan|Teva Takeda|Anda Inc.|Watson Pharmaceuticals|Cephalon|Auspex Pharmaceuticals|Gecko Health Innovations
+ Sun Pharmaceutical Industries > Sun Pharma Laboratories|Sun Pharmaceutical Industries Europe|Ohm Laboratories|Pharmalucence|InSite Vision|Checkpoint Therapeutics
+ Roche > 中外制药|주가이|Boehringer Mannheim
+ Abbott > Abbott India|Abbott Healthcare
+ Bio Farma > Kimia Farma|PT Kimia Farma|Kimia Farma Apotek|Phapros
+ Polpharma > Nobel İlaç|Nobel Ilac
Catalent|Catalent Pharma Solutions|キャタレント > Catalent Biologics|Paragon Bioservices|Cook Pharmica|Bettera Wellness
Otsuka Corporation|Otsuka Shokai|大塚商会
+ CMA CGM > CEVA Logistics|CEVA Logistik|CEVA Logistics Poland|CEVA Freight
Vertex Inc.|Vertex, Inc.|Vertex Tax Technology
`;
