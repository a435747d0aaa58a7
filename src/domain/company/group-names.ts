import { GROUP_NAMES_AMERICAS } from './group-names-americas';
import { GROUP_NAMES_ARMS } from './group-names-arms';
import { GROUP_NAMES_ASIA } from './group-names-asia';
import { GROUP_NAMES_BUILD_ESTATE } from './group-names-build-estate';
import { GROUP_NAMES_CONSTRUCTION } from './group-names-construction';
import { GROUP_NAMES_CROSS_BORDER } from './group-names-cross-border';
import { GROUP_NAMES_DEFENCE } from './group-names-defence';
import { GROUP_NAMES_EDUCATION } from './group-names-education';
import { GROUP_NAMES_EMEA } from './group-names-emea';
import { GROUP_NAMES_ENERGY_TELECOM_AUTO } from './group-names-energy-telecom-auto';
import { GROUP_NAMES_FINANCE } from './group-names-finance';
import { GROUP_NAMES_FINTECH } from './group-names-fintech';
import { GROUP_NAMES_FOOD_CHEM_RETAIL } from './group-names-food-chem-retail';
import { GROUP_NAMES_GOVERNMENT } from './group-names-government';
import { GROUP_NAMES_HEALTH } from './group-names-health';
import { GROUP_NAMES_INDUSTRIAL } from './group-names-industrial';
import { GROUP_NAMES_LIFE_SCIENCES } from './group-names-life-sciences';
import { GROUP_NAMES_NAMESAKES } from './group-names-namesakes';
import { GROUP_NAMES_NATIONAL } from './group-names-national';
import { GROUP_NAMES_NONPROFIT } from './group-names-nonprofit';
import { GROUP_NAMES_PRIMARY } from './group-names-primary';
import { GROUP_NAMES_PUBLIC_PROFESSIONAL } from './group-names-public-professional';
import { GROUP_NAMES_SECTORS } from './group-names-sectors';
import { GROUP_NAMES_SERVICES } from './group-names-services';
import { GROUP_NAMES_SERVICES_MEDIA } from './group-names-services-media';
import { GROUP_NAMES_SUBSIDIARIES } from './group-names-subsidiaries';
import { GROUP_NAMES_TELCO_ARMS } from './group-names-telco-arms';
import { GROUP_NAMES_TRANSPORT_TRAVEL_INSURANCE } from './group-names-transport-travel-insurance';
import { GROUP_NAMES_WORLD } from './group-names-world';

/**
 * Large multinational groups and the names their companies are written with (issue #21, round 10):
 * one line per group, names separated by "|": first the group's own names — its name, its short and
 * former names, and how its entities write it in the scripts of our profiles (Kana, Han, Hangul, Cyrillic,
 * Greek, Hebrew, Arabic, Devanagari) — then, after " > ", entities and brands that are run as part of the
 * group (national entities, divisions, group-named companies: "Automobile Dacia", "Samsung SDI", "Volvo
 * Trucks"). Read by `groups.ts`.
 *
 * Companies a group acquired and runs under their own name (LinkedIn, Slack, Whole Foods, Instagram) were left
 * out until round 15; they are listed now when the group controls them (below, "Subsidiaries under a brand of
 * their own"). Spin-offs (Kenvue, Haleon, Sandoz, Kyndryl) are their own
 * groups or left out. Renames (Facebook → Meta) are the alias memory's: the page id stays and is remembered.
 * Round 24 (w3x: GE Aerospace → GE Vernova read as one family): a spin-off that keeps the parent's word is its own
 * line too, as control stands today — GE Vernova (2024) and GE HealthCare (2023) are their own groups, GE Aerospace is
 * General Electric renamed; Siemens Energy and Daimler Truck already were (round 14), Siemens Healthineers stays Siemens's
 * (majority owned); Sony Financial Group (2025, Sony keeps under a fifth) is its own group.
 *
 * Where the entries come from: public knowledge of corporate structure, as published in the groups' own
 * annual reports and investor pages and summarised in encyclopaedias (the Fortune Global 500 and Forbes
 * Global 2000 lists for which groups are large; the companies' own local entities and websites for the
 * native-script names, e.g. アクセンチュア株式会社, 万豪国际集团, ТОВ «Нестле Україна»). Written by the rule
 * author from that knowledge, group by group, never from a labelled set's rows. Names that are common
 * English words ("Shell", "Orange", "Alpine") match only a company called exactly that (`groups.ts`).
 *
 * Two groups that share a word are two lines: Volvo Cars (Geely) and AB Volvo (trucks, buses), Indian Oil
 * and Oil India, Hyundai Motor and HD Hyundai, Mitsubishi Corporation and Mitsubishi Electric, Samsung
 * Electronics is one line with its sister companies (one chaebol), Tata is one line (one holding). The
 * Coca-Cola bottlers (Coca-Cola HBC, Coca-Cola Europacific Partners, Coca-Cola İçecek under Anadolu since round 17,
 * Coca-Cola Beverages Africa, Coca-Cola Bottlers Japan, Coca-Cola FEMSA under FEMSA) are companies of their own that hold a
 * franchise, each its own line, not entities of The Coca-Cola Company (round 11).
 *
 * Subsidiaries under a brand of their own (round 12): an operating subsidiary the group created or runs as a
 * unit of its own business — wholly or majority owned, managed by the group — is listed after " > " even when
 * its name does not carry the group's (Turkish Technic, Telkomsel, HEDNO/ΔΕΔΔΗΕ, ELTA, Transpetro, Oyu Tolgoi,
 * i-DE, COSMOTE, 한국수력원자력, ゆうちょ銀行). Round 15: so is a company the group bought and controls, whatever its
 * own identity and brand (LinkedIn, SWISS, Austrian Airlines, Endesa, Toll, S-Oil, Pegadaian, Riot Games, Volvo Cars):
 * the blind sets label a move from the group to it as one family (docs/decisions.md, "Detection round 15 (pairs)"); a
 * company folded into its owner with the same role is still a move (`compare-snapshots.ts` `integratedIntoGroup`).
 * A stake below control, a joint venture or a licensee of the brand is not listed (a licensee is its operator's).
 * Source: the groups' annual reports' lists of principal subsidiaries (20-F / universal registration
 * documents / 사업보고서 / 有価証券報告書), their investor pages, and encyclopaedia summaries of them.
 *
 * Levels (round 12, changed in round 13): two entities of one group are one family — Lufthansa Cargo ↔ Lufthansa
 * Technik, OMV Petrom ↔ OMV Exploration & Production, Magyar Telekom ↔ Deutsche Telekom IT Solutions — and so are two
 * companies of a line that starts with "holding: " (Tata, the chaebol, Koç, Toyota's group): sister companies of one
 * group are one family, as every blind set labels them (docs/decisions.md, "Detection round 13"). The mark stays as
 * documentation; "=" still joins two spellings of one company (CJ Logistics=CJ대한통운).
 *
 * Round 13: the regional files (`group-names-americas.ts`, `group-names-asia.ts`, `group-names-emea.ts`) follow this
 * one; a line "+ Name > entities" there adds entities to the group one of whose own names is Name.
 *
 * Round 14: a family word of many separate groups (`SHARED_FAMILY_WORDS`: the keiretsu, "Telekom", "Emirates") makes a
 * name with it that no line lists another company; strangers that only share a famous name and spin-offs below half
 * (Hilton Food Group, Ferrari Trento, Prudential Financial, Yamaha Motor, Daimler Truck, Siemens Energy) are lines of
 * their own, so the longer listed name tells them apart.
 */
/**
 * Family words that name many separate groups (round 14): the Mitsubishi, Sumitomo and Mitsui keiretsu are loose
 * networks of companies with their own boards and shareholders, not holdings — Mitsubishi Corporation, Mitsubishi
 * Electric, Mitsubishi Chemical and Mitsubishi Motors are four groups —; "Telekom" names the former state carriers of
 * many countries (Deutsche Telekom, Telekom Malaysia, Telekom Srbija, A1 Telekom Austria); "Emirates" names companies of
 * the Emirates (the airline's group, Emirates NBD, Emirates Global Aluminium, Emirates Steel). A listed name of one of
 * these words alone names only a company called that, and a name with the word that the data does not list is another
 * company than the listed one (`groups.ts`). A word that names one group and its spin-offs or strangers ("Siemens" and
 * Siemens Energy, "Hilton" and Hilton Food Group) is not one of them: the longer listed name tells those apart.
 */
export const SHARED_FAMILY_WORDS: ReadonlySet<string> = new Set(['mitsubishi', 'sumitomo', 'mitsui', 'telekom', 'emirates']);

const GROUP_NAMES_FIRST = `
Accenture|アクセンチュア|埃森哲|액센츄어|Аксенчер|أكسنتشر|एक्सेंचर > Accenture Japan|Accenture Song
Deloitte|Deloitte Touche Tohmatsu|デロイト トーマツ|デロイト|德勤|딜로이트|Делойт|ديلويت|डेलॉइट > Deloitte Consulting
PwC|PricewaterhouseCoopers|プライスウォーターハウスクーパース|普华永道|삼일회계법인|ПрайсвотерхаусКуперс|برايس ووترهاوس كوبرز
EY|E&Y|Ernst & Young|アーンスト・アンド・ヤング|安永|언스트앤영|Эрнст энд Янг|إرنست ويونغ
KPMG|ケーピーエムジー|毕马威|삼정KPMG|КПМГ
McKinsey & Company|McKinsey|マッキンゼー|麦肯锡|맥킨지|Маккинзи
Boston Consulting Group|BCG|ボストン コンサルティング グループ|波士顿咨询
Bain & Company|ベイン・アンド・カンパニー|贝恩
Capgemini|キャップジェミニ|凯捷|캡제미니 > Capgemini Engineering
IBM|International Business Machines|日本アイ・ビー・エム|日本IBM|IBM中国|한국IBM|ІБМ|آي بي إم
Kyndryl|キンドリル
Infosys|インフォシス|印孚瑟斯|इन्फोसिस > Infosys BPM|EdgeVerve
holding: Tata|Tata Sons|塔塔|타타|टाटा > Tata Consultancy Services|TCS|Tata Motors|Tata Steel|Tata Power|Tata Communications|Tata Elxsi|タタ・コンサルタンシー・サービシズ
Wipro|ウィプロ|威普罗|विप्रो
HCLTech|HCL Technologies|HCL|एचसीएल
Reliance Industries|रिलायंस > Reliance Jio|Jio Platforms|Reliance Retail|Ajio
Indian Oil Corporation|Indian Oil|IndianOil|IOCL|इंडियन ऑयल
Oil India|ऑयल इंडिया
Oil and Natural Gas Corporation|ONGC|ओएनजीसी
Bharat Petroleum|BPCL
Hindustan Petroleum|HPCL
Larsen & Toubro|L&T|लार्सन एंड टुब्रो > LTIMindtree|L&T Technology Services
holding: Mahindra Group|Mahindra & Mahindra|महिंद्रा > Mahindra Finance
holding: Adani Group|अदाणी|अडानी > Adani Enterprises|Adani Ports|Adani Green Energy
holding: Aditya Birla Group|आदित्य बिड़ला > Hindalco|UltraTech Cement|Grasim|Aditya Birla Capital
HDFC Bank|एचडीएफसी > HDFC Life|HDFC ERGO|HDFC Securities|HDB Financial Services|HDFC Asset Management|HDFC AMC
ICICI Bank|ICICI|आईसीआईसीआई
State Bank of India|SBI|भारतीय स्टेट बैंक > SBI Life|SBI Card|SBI General|SBI Capital Markets|SBICAP|SBI Funds Management|SBI Mutual Fund
Infineon Technologies|Infineon|インフィニオン|英飞凌|인피니언
holding: Siemens|シーメンス|西门子|지멘스|Сименс|Сіменс|سيمنس|सीमेंस|Σήμενς > Siemens Healthineers|Siemens Mobility|シーメンスヘルスケア
Bosch|Robert Bosch|ボッシュ|博世|보쉬|Бош|بوش > BSH Hausgeräte|Bosch Rexroth|ETAS
SAP|エス・エー・ピー|SAPジャパン|思爱普|에스에이피|САП
Allianz|アリアンツ|安联|알리안츠|Альянс
Deutsche Telekom|T-Mobile|Telekom|T-Systems|ドイツテレコム|德国电信 > Magyar Telekom|Deutsche Telekom IT Solutions|Hrvatski Telekom|Slovak Telekom|OTE|ΟΤΕ|OTE Group|Cosmote|COSMOTE|Crnogorski Telekom|Makedonski Telekom|Telekom Deutschland|T-Mobile US|T-Mobile Polska|T-Mobile Austria|Deutsche Telekom Services Europe|Detecon
Volkswagen Group|Volkswagen|フォルクスワーゲン|大众汽车|폭스바겐|Фольксваген|فولكس فاجن|फ़ॉक्सवैगन > Audi|Porsche|Škoda Auto|Skoda Auto|SEAT|Cupra|Lamborghini|Bentley Motors|Scania|MAN Truck & Bus|Traton|アウディ|奥迪|아우디|Ауді|Ауди|MOIA|Cariad|Scout Motors
BMW Group|BMW|ビー・エム・ダブリュー|宝马|비엠더블유|БМВ > Mini|Rolls-Royce Motor Cars
Mercedes-Benz Group|Mercedes-Benz|Daimler|メルセデス・ベンツ|ダイムラー|梅赛德斯-奔驰|奔驰|메르세데스-벤츠|벤츠|Мерседес-Бенц
Daimler Truck|Daimler Truck Holding|ダイムラートラック > Daimler Truck North America|Freightliner|Western Star|Thomas Built Buses|Mitsubishi Fuso Truck and Bus|Mitsubishi Fuso|三菱ふそうトラック・バス|Daimler Buses|Setra|Daimler India Commercial Vehicles|BharatBenz|Mercedes-Benz Trucks
Stellantis|PSA|FCA|ステランティス|斯泰兰蒂斯|스텔란티스|Стеллантис > Peugeot|Citroën|Citroen|Opel|Vauxhall|Fiat|Chrysler|Jeep|Alfa Romeo|Maserati|Пежо
Renault Group|Renault|Groupe Renault|ルノー|雷诺|르노|Рено|رينو|Ρενώ > Dacia|Automobile Dacia|Renault Korea|Ampere
Nissan|Nissan Motor|日産自動車|日産|日产|닛산|Ниссан|نيسان > Infiniti
holding: Toyota|Toyota Motor|トヨタ自動車|トヨタ|丰田|豐田|도요타|토요타|Тойота|تويوتا|टोयोटा > Lexus|Denso|Toyota Tsusho|Aisin|Toyota Industries|Daihatsu|Hino Motors|豊田通商|デンソー
Honda|Honda Motor|本田技研工業|ホンダ|本田|혼다|Хонда|هوندا > Honda R&D
holding: Hyundai Motor Group|Hyundai Motor|현대자동차|현대차|ヒョンデ|现代汽车|Хёндэ|Хендай > Kia|Hyundai Mobis|Hyundai Steel|Hyundai Glovis|Genesis Motor|기아|현대모비스|현대제철|起亚|Hyundai Rotem|Hyundai Engineering & Construction|Hyundai E&C|Hyundai AutoEver|Hyundai WIA|Hyundai Transys|Hyundai Capital|Hyundai Card|현대로템|현대건설|현대오토에버|현대위아|현대트랜시스|현대캐피탈|현대카드
HD Hyundai|Hyundai Heavy Industries|HD Hyundai Heavy Industries|HD현대|현대중공업|HD현대중공업
holding: Samsung|Samsung Electronics|삼성|삼성전자|サムスン|三星|Самсунг|سامسونج|सैमसंग > Samsung SDI|Samsung SDS|Samsung Biologics|Samsung C&T|Samsung Heavy Industries|Samsung Life|Samsung Fire & Marine|삼성SDI|삼성SDS|Samsung Electro-Mechanics|Samsung Engineering|Samsung E&A|Samsung Securities|Samsung Card|Samsung Display|삼성전기|삼성물산|삼성중공업|삼성생명|삼성화재|삼성바이오로직스|삼성증권|삼성카드|삼성디스플레이|삼성E&A
holding: LG|LG Electronics|엘지|LG전자|エルジー|乐金|Эл Джи > LG Chem|LG Energy Solution|LG Display|LG Uplus|LG CNS|LG화학|LG디스플레이|LG Innotek|LG Household & Health Care|LG H&H|LG이노텍|LG생활건강|LG유플러스|LG에너지솔루션|LG CNS
holding: SK Group > SK hynix|SK Telecom|SK Innovation|SK On|SK이노베이션|SK하이닉스|SK텔레콤|SK Inc.|SK Networks|SK Broadband|SK E&S|SK Square|SK Bioscience|SK Biopharm|SK Chemicals|SK ecoplant|SK Siltron|SK Energy|SK브로드밴드|SK네트웍스|SK에너지|SK바이오사이언스
holding: Lotte|Lotte Corporation|롯데|ロッテ|乐天 > Lotte Shopping|Lotte Chemical|Lotte Mart|Lotte Department Store|Lotte Wellfood|Lotte Confectionery|Lotte Chilsung|Lotte Hotel|Lotte E&C|롯데마트|롯데백화점|롯데제과|롯데웰푸드|롯데칠성음료|롯데호텔|롯데건설|롯데케미칼|롯데쇼핑
holding: CJ Group > CJ CheilJedang=CJ제일제당|CJ Logistics=CJ대한통운|CJ ENM|CJ Olive Young=CJ올리브영|CJ Foodville=CJ푸드빌|CJ CGV
Naver|네이버|ネイバー
Kakao|카카오|カカオ
Coupang|쿠팡|クーパン
Sony|Sony Group|ソニー|索尼|소니|Сони|سوني > Sony Interactive Entertainment|Sony Music|Sony Pictures|Aniplex|アニプレックス
Sony Financial Group|Sony Financial Holdings|ソニーフィナンシャルグループ|ソニーフィナンシャルホールディングス > Sony Life Insurance|ソニー生命保険|ソニー生命|Sony Bank|ソニー銀行|Sony Assurance|ソニー損害保険
Panasonic|パナソニック|松下|파나소닉|Панасоник
Hitachi|日立製作所|日立|히타치|Хитачи
Toshiba|東芝|东芝|도시바|Тошиба
Fujitsu|富士通|후지쯔|Фуджитсу
NEC|日本電気|엔이씨
Canon|キヤノン|佳能|캐논|Кэнон|كانون
Mitsubishi Corporation|三菱商事
Mitsubishi Electric|三菱電機|三菱电机
Mitsubishi Heavy Industries|三菱重工業|三菱重工
Mitsubishi UFJ Financial Group|MUFG|三菱UFJ銀行|三菱UFJ
Mitsui & Co.|三井物産
Sumitomo Corporation|住友商事
Itochu|伊藤忠商事|伊藤忠
Marubeni|丸紅
SoftBank Group|SoftBank|ソフトバンクグループ|ソフトバンク|软银|소프트뱅크 > PayPay|ペイペイ
Rakuten|楽天
Fast Retailing|ファーストリテイリング > Uniqlo|ユニクロ|优衣库|유니클로|Юникло|ジーユー
Seven & i Holdings|セブン&アイ > 7-Eleven|Seven-Eleven Japan|セブン-イレブン・ジャパン|セブン-イレブン|Ito-Yokado|イトーヨーカ堂|York-Benimaru|ヨークベニマル|Seven Bank|セブン銀行
Aeon|イオン|永旺 > Ministop|ミニストップ|Maxvalu|マックスバリュ
Nintendo|任天堂|닌텐도
Bridgestone|ブリヂストン|普利司通|브리지스톤
Michelin|Manufacture Française des Pneumatiques Michelin|ミシュラン|米其林|미쉐린|Мишлен|ميشلان
Takeda|Takeda Pharmaceutical|武田薬品工業|武田薬品|武田制药|다케다
Alibaba Group|Alibaba|阿里巴巴|アリババ|알리바바|Алибаба > Alibaba Cloud|Taobao|Tmall|阿里云|淘宝|天猫|Cainiao|菜鸟|Fliggy|飞猪|DingTalk|钉钉|Freshippo|盒马|AliExpress
Tencent|腾讯|騰訊|テンセント|텐센트|Тенсент > WeChat|微信|TiMi Studio Group|天美工作室群|LightSpeed Studios|光子工作室群
ByteDance|字节跳动|バイトダンス|바이트댄스 > TikTok|抖音|Douyin|Lark|飞书|Feishu|今日头条|Toutiao|CapCut|剪映
Baidu|百度|バイドゥ|바이두 > iQIYI|爱奇艺|Apollo Go|萝卜快跑|Xiaodu|小度
Huawei|Huawei Technologies|华为|華為|ファーウェイ|화웨이|Хуавей|Хуавэй|هواوي|हुआवेई > HiSilicon|海思
Xiaomi|小米|シャオミ|샤오미|Сяоми|شاومي > Redmi|红米
Lenovo|联想|聯想|レノボ|레노버|Леново
BYD|BYD Auto|比亚迪|ビーワイディー|비야디 > FinDreams|弗迪
Geely|Geely Auto|Geely Holding|Zhejiang Geely Holding Group|吉利|吉利汽车 > Polestar|Lynk & Co|Zeekr|Volvo Cars=Volvo Car=Volvo Car Corporation=沃尔沃汽车=ボルボ・カー・ジャパン=볼보자동차|Lotus Cars|Lotus Technology|LEVC|London Electric Vehicle Company
AB Volvo|Volvo Group|ボルボ・グループ|沃尔沃集团|볼보그룹 > Volvo Trucks|Volvo Buses|Volvo Construction Equipment|Volvo Penta|Volvo Financial Services|Renault Trucks
CATL|Contemporary Amperex Technology|宁德时代
JD.com|JD|京东|京東
Meituan|美团
PetroChina|CNPC|China National Petroleum|中国石油|中石油 > Daqing Oilfield|大庆油田|Changqing Oilfield|长庆油田|Kunlun Energy|昆仑能源|BGP|东方物探
Sinopec|China Petroleum & Chemical|中国石化|中石化 > Shengli Oilfield|胜利油田|镇海炼化|Zhenhai Refining|扬子石化|燕山石化
State Grid Corporation of China|State Grid|国家电网 > 国网|NARI Group|南瑞集团|XJ Group|许继集团
China Mobile|中国移动 > Migu|咪咕
Industrial and Commercial Bank of China|ICBC|中国工商银行|工商银行 > 工银瑞信|工银国际|工银金融租赁|ICBC Leasing
Bank of China|中国银行 > 中银国际|BOC International|中银香港|BOCHK
China Construction Bank|CCB|中国建设银行|建设银行 > 建信信托|建信基金|建信金融科技
Ping An|Ping An Insurance|中国平安|平安保险 > 平安银行|平安科技|平安好医生|Ping An Good Doctor|平安证券|平安产险|平安人寿|OneConnect|金融壹账通
Foxconn|Hon Hai|Hon Hai Precision Industry|鸿海|富士康|鴻海|폭스콘 > FIH Mobile|Foxconn Industrial Internet|工业富联|FIT Hon Teng|鸿腾精密
TSMC|Taiwan Semiconductor Manufacturing|台积电|台積電|台灣積體電路製造|台湾积体电路制造|TSMC Japan > JASM|Japan Advanced Semiconductor Manufacturing|ESMC|European Semiconductor Manufacturing Company
Haier|海尔|ハイアール > Casarte|卡萨帝|COSMOPlat|卡奥斯
Midea|Midea Group|美的集团
Lufthansa Group|Lufthansa|ルフトハンザ|汉莎|루프트한자|Люфтганза > Eurowings|Lufthansa CityLine|Lufthansa Systems|Lufthansa Aviation Training|Discover Airlines|Germanwings|Lufthansa Industry Solutions|Miles & More|Lufthansa Technik|Lufthansa Cargo
Air France-KLM|Air France|エールフランス|法航 > KLM|Transavia
IAG|International Airlines Group
Emirates Group|Emirates|dnata|طيران الإمارات > Arabian Adventures|Transguard Group
Qatar Airways|الخطوط الجوية القطرية > Qatar Aviation Services|Qatar Duty Free|Qatar Executive|Qatar Aircraft Catering Company|Discover Qatar
Nestlé|Nestle|ネスレ|雀巢|네슬레|Нестле|نستله|नेस्ले|Νεστλέ|נסטלה > Nespresso|Nestlé Purina|Nestlé Health Science|Nespresso|ネスプレッソ
Unilever|ユニリーバ|联合利华|聯合利華|유니레버|Юнилевер|Юнілевер|يونيليفر|यूनिलीवर|Γιούνιλίβερ|יוניליוור > Hindustan Unilever
Procter & Gamble|P&G|プロクター・アンド・ギャンブル|P&Gジャパン|宝洁|寶僑|한국P&G|Проктер энд Гэмбл|Проктер енд Гембл|بروكتر آند غامبل
L'Oréal|L'Oreal|ロレアル|日本ロレアル|欧莱雅|로레알|Л'Ореаль|Лореаль|لوريال
Danone|ダノン|达能|다논|Данон|دانون
PepsiCo|Pepsi|ペプシコ|百事|펩시코|ПепсиКо|بيبسيكو > Frito-Lay
The Coca-Cola Company|Coca-Cola|コカ・コーラ|可口可乐|코카콜라|Кока-Кола|كوكا كولا|कोका-कोला|Κόκα-Κόλα > Coca-Cola Japan|日本コカ・コーラ
Coca-Cola HBC|Coca-Cola HBC AG|Coca-Cola Hellenic|Coca-Cola Hellenic Bottling Company|Coca-Cola 3E|Кока-Кола ХБК > Nigerian Bottling Company
Coca-Cola Europacific Partners|CCEP|Coca-Cola Enterprises|Coca-Cola Amatil
Coca-Cola Beverages Africa|CCBA > Coca-Cola Beverages South Africa
Coca-Cola Bottlers Japan|コカ・コーラ ボトラーズジャパン
Deutsche Bahn|Deutsche Bahn AG|DB AG|Deutsche Bahn Group|ドイツ鉄道|德国铁路|Дойче Бан > DB Regio|DB Fernverkehr|DB Netz|DB InfraGO|DB Cargo|DB Station&Service|DB Energie|DB Systel
Anheuser-Busch InBev|AB InBev|百威|앤하이저부시 > Anheuser-Busch|Ambev
Heineken|Heineken N.V.|ハイネケン|喜力|하이네켄|Хайнекен|هاينكن
Carlsberg|Carlsberg Group|カールスバーグ|嘉士伯
Diageo|ディアジオ|帝亚吉欧
Pernod Ricard|ペルノ・リカール|保乐力加
Mondelez International|Mondelez|モンデリーズ|亿滋|Мон'делі|Мондэлис
Kraft Heinz|Heinz|Kraft|クラフト・ハインツ|卡夫亨氏
Mars|玛氏
Ferrero|フェレロ|费列罗
JBS|JBS S.A. > JBS Brasil|JBS USA|JBS Foods|JBS Australia|Seara|Seara Alimentos|Friboi|Pilgrim's Pride|Moy Park|Primo Foods|Huon Aquaculture|Swift Prepared Foods
Cargill|カーギル|嘉吉
Walmart|ウォルマート|沃尔玛|월마트|Уолмарт|वॉलमार्ट > Walmart International|Walmex|Sam's Club|Walmex|Walmart de México|Bodega Aurrera
Carrefour|カルフール|家乐福|까르푸|Карфур|كارفور > Carrefour Polska|Carrefour Italia|Carrefour Brasil
Auchan|Auchan Retail|オーシャン|欧尚|Ашан
Tesco|テスコ|乐购
Ahold Delhaize
Schwarz Group > Lidl|Kaufland|リドル|利德尔|Лидл|Λιντλ|PreZero|STACKIT|Schwarz IT|Schwarz Digits
ALDI Nord|Aldi Nord Group|Aldi Nord Einkauf
ALDI SÜD|Aldi Süd|Aldi Sud|Aldi Süd Group|奥乐齐
Metro AG|麦德龙 > Metro Cash & Carry|Метро Кэш энд Керри
IKEA|イケア|宜家|이케아|Икеа|ІКЕА|ايكيا|Ingka Group|Ingka Holding|Ingka|IKEA Retail > Ingka Centres|Ingka Investments|IKEA Deutschland|IKEA UK|IKEA Retail Polska|IKEA France|IKEA Ibérica|IKEA Italia Retail|IKEA Sverige|IKEA Japan
H&M|H&M Group|Hennes & Mauritz|エイチ・アンド・エム|海恩斯莫里斯 > COS|& Other Stories|ARKET
Inditex|飒拉 > Zara|Bershka|Pull&Bear|Massimo Dutti|Oysho|Zara Home|Lefties
LVMH|路威酩轩
Kering|ケリング|开云
Richemont|リシュモン|历峰
Adidas|アディダス|阿迪达斯|아디다스|Адидас|أديداس
Nike|ナイキ|耐克|나이키|Найк|نايكي
Puma|プーマ|彪马|푸마|Пума
Amazon|アマゾン|アマゾンジャパン|亚马逊|아마존|Амазон|أمازون|अमेज़न|अमेजन|Αμαζόν > Amazon Web Services|AWS|AWS
Google|Alphabet|グーグル|谷歌|구글|Гугл|جوجل|غوغل|गूगल|Γκουγκλ|גוגל > Google Cloud
Microsoft|マイクロソフト|日本マイクロソフト|微软|마이크로소프트|Майкрософт|مايكروسوفت|माइक्रोसॉफ्ट|מיקרוסופט
Apple|アップル|苹果|蘋果|애플|Эппл|آبل|एप्पल
Meta Platforms|Meta
Oracle|Oracle Japan|NetSuite|オラクル|日本オラクル|甲骨文|오라클|Оракл|أوراكل
Salesforce|セールスフォース|セールスフォース・ジャパン|赛富时|세일즈포스|Салесфорс
Cisco|Cisco Systems|シスコシステムズ|シスコ|思科|시스코|Циско > Webex
Intel|インテル|英特尔|인텔|Интел|إنتل
NVIDIA|エヌビディア|英伟达|엔비디아|Нвидиа
Dell Technologies|Dell|戴尔
HP Inc.|HP|ヒューレット・パッカード|惠普
Hewlett Packard Enterprise|HPE|日本ヒューレット・パッカード
Qualcomm|クアルコム|高通|퀄컴
Uber|Uber Eats|ウーバー|优步|우버|Убер|أوبر
Booking Holdings|Booking.com|ブッキング・ドットコム|缤客|부킹닷컴
Expedia Group|Expedia|エクスペディア|亿客行
Netflix|ネットフリックス|网飞|넷플릭스|Нетфликс
Walt Disney Company|Disney|Walt Disney|ウォルト・ディズニー|ディズニー|迪士尼|디즈니|Дисней
Comcast|コムキャスト
Marriott International|Marriott|マリオット|万豪|万豪国际|萬豪|메리어트|Марриотт|ماريوت|मैरियट
Hilton|Hilton Worldwide|ヒルトン|希尔顿|힐튼|Хилтон|هيلتون
InterContinental Hotels Group|IHG|InterContinental|インターコンチネンタル|洲际酒店|洲际|인터컨티넨탈|إنتركونتيننتال
Accor|アコー|雅高|아코르|Аккор
Hyatt|Hyatt Hotels|ハイアット|凯悦|하얏트
McDonald's|McDonald's Corporation|日本マクドナルド|マクドナルド|麦当劳|맥도날드|Макдональдс|ماكدونالدز
Yum! Brands
Starbucks|スターバックス|星巴克|스타벅스|Старбакс|ستاربكس
Johnson & Johnson|ジョンソン・エンド・ジョンソン|强生|존슨앤드존슨|Джонсон и Джонсон > Janssen|Janssen Pharmaceutica|Ethicon
Pfizer|ファイザー|辉瑞|화이자|Пфайзер|فايزر|फाइज़र
Novartis|ノバルティス|诺华|노바티스|Новартис|نوفارتيس
Roche|ロシュ|罗氏|로슈|Рош|روش
Sanofi|サノフィ|赛诺菲|사노피|Санофи|سانوفي
GSK|GlaxoSmithKline|グラクソ・スミスクライン|葛兰素史克|Глаксосмитклайн > ViiV Healthcare
AstraZeneca|アストラゼネカ|阿斯利康|아스트라제네카|АстраЗенека|أسترازينيكا
Bayer|Bayer CropScience|バイエル|拜耳|바이엘|Байер|باير|Μπάγερ
Merck KGaA|メルク|默克 > EMD Serono|EMD Electronics|MilliporeSigma
Merck & Co.|MSD|Merck Sharp & Dohme|MSD Japan|默沙东
Abbott|Abbott Laboratories|アボット|雅培|애보트|Эбботт
AbbVie|アッヴィ|艾伯维
Eli Lilly|Lilly|日本イーライリリー|礼来
Novo Nordisk|ノボ ノルディスク|诺和诺德|노보 노디스크|Ново Нордиск
Medtronic|メドトロニック|美敦力|메드트로닉
Philips|Royal Philips|フィリップス|飞利浦|필립스|Филипс|فيليبس
GE|General Electric|GE Aerospace|ゼネラル・エレクトリック|通用电气|Дженерал Электрик
GE Vernova|GEベルノバ|GE 베르노바
GE HealthCare|GE Healthcare|GEヘルスケア
Honeywell|ハネウェル|霍尼韦尔|하니웰
3M|スリーエム|3M中国|쓰리엠|한국쓰리엠
ABB|ABB Asea Brown Boveri|エービービー|阿西布朗勃法瑞
Schneider Electric|シュナイダーエレクトリック|施耐德电气|슈나이더 일렉트릭|Шнайдер Электрик|شنايدر إلكتريك
Airbus|エアバス|空中客车|에어버스|Эйрбас > Airbus Defence and Space|Airbus Helicopters|Premium AEROTEC|Stelia Aerospace|NAVBLUE
Boeing|ボーイング|波音|보잉|Боинг
Safran|赛峰
Thales|Thales Group|タレス|泰雷兹
Rolls-Royce|Rolls-Royce Holdings|ロールス・ロイス
Caterpillar|キャタピラー|卡特彼勒|캐터필러
Deere & Company|John Deere|ジョンディア|约翰迪尔
ArcelorMittal|アルセロール・ミッタル|安赛乐米塔尔|АрселорМиттал
Thyssenkrupp|ThyssenKrupp|ティッセンクルップ|蒂森克虏伯
BASF|BASFジャパン|巴斯夫|바스프|БАСФ
Dow|Dow Chemical|陶氏
Shell|Royal Dutch Shell|Shell plc|壳牌|Шелл > Shell Petroleum Development Company|SPDC|Shell Energy|Shell Chemicals|Shell Deutschland|Shell Global Solutions|Shell Trading|Shell International
BP|British Petroleum|ビーピー|英国石油 > BP Exploration|BP Shipping|BP International|BP Oil|bp pulse|BP Energy
TotalEnergies|Total|トタルエナジーズ|道达尔
ExxonMobil|Exxon Mobil|Esso|エクソンモービル|埃克森美孚|엑슨모빌
Chevron|シェブロン|雪佛龙
Saudi Aramco|Aramco|أرامكو|أرامكو السعودية|サウジアラムコ|沙特阿美 > SATORP|Saudi Aramco Jubail Refinery|Aramco Trading|Aramco Services Company|Aramco Overseas
Gazprom|Газпром > Gazprom Neft|Газпром нефть|Газпром трансгаз
Lukoil|Лукойл
Rosneft|Роснефть
Sberbank|Сбербанк|Сбер > СберТех|SberTech|СберМаркет|SberDevices|СберДевайсы|Домклик|DomClick
Equinor|Statoil|エクイノール
Eni|ENI > Versalis|Enilive|EniProgetti
Enel|エネル > e-distribuzione|E-Distribuzione|Enel Green Power|Enel X|Enel Grids|Enel Américas|Enel Chile|Enel Distribuição|Enel Energia
Engie|エンジー > GRDF|GRTgaz|Storengy|Elengy
EDF|Électricité de France|Electricite de France > Enedis|Réseau de transport d'électricité
E.ON|エーオン|意昂 > Bayernwerk|Avacon|E.DIS|Schleswig-Holstein Netz
Vodafone|Vodafone Group|ボーダフォン|沃达丰|Водафон|فودافون
Orange|オレンジ|Орандж|أورنج > Orange Business|Orange Polska|Orange Romania|Orange Egypt|Sofrecom
Telefónica|Telefonica|テレフォニカ|西班牙电信 > Movistar
Deutsche Post DHL|DHL|Deutsche Post|ディー・エイチ・エル|敦豪|디에이치엘|ДХЛ > DHL Express|DHL Supply Chain|DHL Global Forwarding
FedEx|フェデックス|联邦快递|페덱스|ФедЭкс
UPS|United Parcel Service|ユーピーエス|联合包裹
A.P. Moller - Maersk|Maersk|マースク|马士基|머스크|Маерск > Maersk Line|APM Terminals
Kuehne + Nagel|Kühne + Nagel|キューネ・アンド・ナーゲル|德迅
DSV|DSV Panalpina
CMA CGM|达飞
HSBC|HSBC Holdings|香港上海滙豐銀行|汇丰|滙豐|HSBC Bank|에이치에스비씨|Эйч-Эс-Би-Си > first direct
Citigroup|Citi|シティグループ|花旗|씨티|Ситибанк > Citibank|シティバンク
JPMorgan|J.P. Morgan|JPモルガン|摩根大通|제이피모건 > JPMorgan Chase|Chase
Goldman Sachs|ゴールドマン・サックス|高盛|골드만삭스|Голдман Сакс
Morgan Stanley|モルガン・スタンレー|摩根士丹利|모건스탠리
Bank of America|バンク・オブ・アメリカ|美国银行
BNP Paribas|BNPパリバ|法国巴黎银行 > BNL|BNP Paribas Fortis|Arval|Cardif|Hello bank!
Société Générale|Societe Generale|ソシエテ・ジェネラル|法国兴业银行 > Komerční banka|ALD Automotive|Ayvens
Crédit Agricole|Credit Agricole|クレディ・アグリコル > Amundi|LCL|Predica|CACEIS|Sofinco
Santander|Banco Santander|サンタンデール|桑坦德 > Santander Bank Polska|Santander Consumer Finance|Openbank
BBVA|Banco Bilbao Vizcaya Argentaria > Garanti BBVA
ING|ING Group|ING Bank|アイエヌジー > ING Bank Śląski
Deutsche Bank|ドイツ銀行|德意志银行|도이치뱅크|Дойче Банк > DWS|DWS Group
UBS|UBSグループ|瑞银
AXA|アクサ|安盛|악사|АКСА|أكسا
Generali|Assicurazioni Generali|ジェネラリ|忠利
Zurich Insurance Group|Zurich|Zurich Insurance|チューリッヒ|苏黎世保险
Prudential|Prudential plc|保诚 > Prudential Hong Kong|Prudential Singapore|Prudential Vietnam|Prudential Malaysia|Prudential Indonesia|Eastspring Investments|Prudential Corporation Asia
Prudential Financial|プルデンシャル|Prudential Financial Inc. > PGIM|Prudential Insurance Company of America|プルデンシャル生命|Prudential of Japan|Gibraltar Life|ジブラルタ生命|Assurance IQ
AIA Group|AIA|友邦
MetLife|メットライフ|大都会人寿
Visa|维萨
Mastercard|マスターカード|万事达|마스터카드|Мастеркард
American Express|Amex|アメリカン・エキスプレス|美国运通
PayPal|ペイパル|贝宝
Ericsson|エリクソン|爱立信|에릭슨|Эрикссон|إريكسون
Nokia|Nokia Networks|ノキア|诺基亚|노키아|Нокиа|نوكيا
Spotify|スポティファイ
Zalando|ザランド
Grab|Grab Holdings|グラブ|格步 > GrabFood
Sea Limited|シーリミテッド > Shopee|Garena|SeaMoney|虾皮
GoTo Group|GoTo > Gojek
holding: Vingroup|Tập đoàn Vingroup > VinFast|Vinhomes|Vincom|Vinpearl|Vinmec|Vinschool|VinBus|Xanh SM|VinAI|VinBigData|VinUniversity
Viettel|Tập đoàn Công nghiệp - Viễn thông Quân đội|Tập đoàn Viễn thông Quân đội > Metfone|Movitel|Mytel|Natcom|Halotel|Telemor|Bitel|Nexttel
FPT|FPT Software|FPT Corporation|Tập đoàn FPT
holding: Koç Holding|Koç > Arçelik|Beko|Tofaş|Yapı Kredi|Tüpraş|Aygaz|Otokar|Koçtaş|Setur|KoçSistem
holding: Sabancı Holding|Sabancı > Akbank|Enerjisa|Brisa|Çimsa|Kordsa|Teknosa|CarrefourSA|Aksigorta|AgeSA
Turkcell > Superonline|Paycell|Global Bilgi
Türk Telekom > TTNET|Argela|Innova Bilişim|Avea|AssisTT
PKN Orlen|Orlen|Grupa Orlen > ORLEN Lietuva|Orlen Unipetrol
PZU|Powszechny Zakład Ubezpieczeń
ČEZ|CEZ|Skupina ČEZ
OTP Bank|OTP
MOL Group|MOL > Slovnaft
Richter Gedeon|Gedeon Richter
Nokian Tyres|Nokian Renkaat
Kone|KONE
Stora Enso
UPM|UPM-Kymmene
Neste
Wärtsilä|Wartsila
Atlas Copco
Sandvik
Electrolux|エレクトロラックス|伊莱克斯
Heidelberg Materials|HeidelbergCement
Holcim|LafargeHolcim|Lafarge|ラファージュホルシム
Saint-Gobain|サンゴバン|圣戈班
Vinci|ヴァンシ > Vinci Construction|Vinci Energies|Eurovia
Bouygues > Bouygues Construction|Bouygues Telecom
ACS|Grupo ACS|ACS Actividades de Construcción y Servicios|ACS Actividades de Construccion y Servicios
Vestas|ヴェスタス|维斯塔斯
Orsted|Ørsted|DONG Energy
Iberdrola|イベルドローラ > i-DE|i-DE Redes Eléctricas Inteligentes|Iberdrola Distribución|Avangrid|ScottishPower|Scottish Power|Neoenergia|Iberdrola Renovables|Iberdrola México|Curenergía
Air Liquide|エア・リキード|液化空气
Linde|Linde plc|Praxair|リンデ|林德
Continental|Continental AG|コンチネンタル|马牌 > ContiTech
ZF Friedrichshafen|ZF|ZF Group|ゼット・エフ|采埃孚
Magna International|Magna|マグナ|麦格纳
Valeo|ヴァレオ|法雷奥
Faurecia|Forvia
Ford|Ford Motor Company|フォード|福特|포드|Форд > Ford Otomotiv
General Motors|GM|ゼネラルモーターズ|通用汽车|제너럴모터스|GM한국사업장|Дженерал Моторс > OnStar|Chevrolet|Cadillac|Buick
Tesla|テスラ|特斯拉|테슬라|Тесла|تسلا
Suzuki|Suzuki Motor|スズキ|铃木|스즈키 > Maruti Suzuki|मारुति सुज़ुकी
Mazda|マツダ|马自达|마쓰다
Subaru|スバル|斯巴鲁
Yamaha|Yamaha Corporation|ヤマハ|雅马哈 > Yamaha Music|Yamaha Music Japan|Yamaha Music Europe|Yamaha Corporation of America|Steinberg|Line 6
Yamaha Motor|ヤマハ発動機|雅马哈发动机 > Yamaha Motor Europe|Yamaha Motor Corporation USA|Yamaha Motor India|India Yamaha Motor|Yamaha Motor Vietnam|Yamaha Motor Philippines|Yamaha Indonesia Motor Manufacturing|Yamaha Marine
Kirin|Kirin Holdings|キリン|麒麟
Asahi Group|Asahi Breweries|アサヒ|朝日啤酒
Suntory|サントリー|三得利
Ajinomoto|味の素|味之素
Yamato Holdings|Yamato Transport|ヤマト運輸|ヤマトホールディングス
Nippon Steel|日本製鉄|日本制铁
NTT|Nippon Telegraph and Telephone|エヌ・ティ・ティ|日本电信电话|日本電信電話 > Docomo|ドコモ|NTT東日本|NTT西日本|NTT Data|NTT Docomo|NTTデータ|NTTドコモ
KDDI > UQ Communications|UQコミュニケーションズ
Recruit Holdings|リクルート
Dentsu|電通|电通|덴츠
WPP|WPPジャパン
Publicis Groupe|Publicis|Publicis Sapient|ピュブリシス
Omnicom
Interpublic Group|IPG
Sodexo|ソデクソ|索迪斯
Compass Group|コンパス > Eurest
ISS|ISS A/S|ISS Facility Services
Adecco|Adecco Group|アデコ|德科
Randstad|ランスタッド|任仕达
ManpowerGroup|Manpower|マンパワー|万宝盛华 > Experis
Thermo Fisher Scientific|Thermo Fisher|サーモフィッシャー|赛默飞 > Fisher Scientific
Danaher|ダナハー|丹纳赫
Mitsui Fudosan|三井不動産
Brookfield|Brookfield Asset Management
Blackstone|ブラックストーン|黑石
BlackRock|ブラックロック|贝莱德
Berkshire Hathaway
Anglo American > Kumba Iron Ore|Kumba|Sishen Iron Ore|Minas-Rio|Anglo American Sur
BHP|BHP Billiton > Minera Escondida|Escondida|Pampa Norte|Olympic Dam|Nickel West
Rio Tinto|リオ・ティント|力拓 > Oyu Tolgoi|Kennecott|Kennecott Utah Copper|Pacific Aluminium|Iron Ore Company of Canada|Richards Bay Minerals|QIT-Fer et Titane|Rio Tinto Fer et Titane|Hamersley Iron|Dampier Salt|Energy Resources of Australia|Robe River
Glencore|グレンコア|嘉能可
Vale|ヴァーレ|淡水河谷 > Vale Base Metals|Salobo Metais|Vale Canada|PT Vale Indonesia|Vale Moçambique
Petrobras|Petróleo Brasileiro > Transpetro|Petrobras Transporte|TBG|Transportadora Brasileira Gasoduto Bolívia-Brasil|Termobahia|Petrobras Biocombustível|PBio
Itaú Unibanco|Itaú|Itau
Bradesco|Banco Bradesco
Embraer|エンブラエル > Eve Air Mobility
América Movil|América Móvil > Claro|Telcel
Grupo Bimbo|Bimbo
holding: FEMSA > OXXO|Coca-Cola FEMSA
Cemex|セメックス
holding: Naspers > Prosus
MTN Group|MTN
Emaar|Emaar Properties|إعمار
Etisalat|e&
STC|Saudi Telecom Company|الاتصالات السعودية > solutions by stc|stc pay|channels by stc|TAWAL|Intigral
Emirates NBD|بنك الإمارات دبي الوطني
Teva Pharmaceutical|Teva|テバ|טבע תעשיות פרמצבטיות
Russian Railways|RZD|РЖД|Российские железные дороги|ОАО «РЖД»|ОАО РЖД
National Bank of Greece|Εθνική Τράπεζα της Ελλάδος|Εθνική Τράπεζα
Piraeus Bank|Τράπεζα Πειραιώς|Piraeus Financial Holdings
Alpha Bank|Άλφα Τράπεζα|Alpha Services and Holdings
Check Point Software|Check Point|צ'ק פוינט
Elbit Systems|אלביט|אלביט מערכות > Elisra|אליסרה|Elbit Systems Land|Elbit America
Bank Leumi|בנק לאומי
Bank Hapoalim|בנק הפועלים
Life Insurance Corporation of India|LIC|LIC of India|भारतीय जीवन बीमा निगम|एलआईसी
NTPC|NTPC Limited|एनटीपीसी
Coal India|Coal India Limited|कोल इंडिया > Mahanadi Coalfields|South Eastern Coalfields|Central Coalfields|Northern Coalfields|Bharat Coking Coal|Western Coalfields|Eastern Coalfields|CMPDI|Central Mine Planning and Design Institute
GAIL|GAIL (India) Limited|गेल
Bharat Heavy Electricals|BHEL|भेल
Steel Authority of India|SAIL|भारतीय इस्पात प्राधिकरण > Bhilai Steel Plant|Rourkela Steel Plant|Bokaro Steel Plant|Durgapur Steel Plant
Bank of Baroda|बैंक ऑफ़ बड़ौदा|बैंक ऑफ बड़ौदा
Punjab National Bank|PNB|पंजाब नेशनल बैंक
Canara Bank|केनरा बैंक
Power Grid Corporation of India|Power Grid|पावर ग्रिड
Kao|Kao Corporation|花王|카오
Shiseido|資生堂|资生堂|시세이도
Uni-Charm|ユニ・チャーム|尤妮佳
Turkish Airlines|Türk Hava Yolları|THY|Türk Hava Yolları A.O.|الخطوط الجوية التركية|ターキッシュ エアラインズ > Turkish Technic|THY Teknik|Turkish Cargo|AJet|Anadolujet|Turkish Ground Services|TGS Yer Hizmetleri|THY Opet|Turkish Aerotech|TCI Kabin İçi Sistemleri|THY Teknoloji|Turkish Airlines Flight Academy
Telkom Indonesia|PT Telkom Indonesia|Telekomunikasi Indonesia > Telkomsel|Telekomunikasi Selular|Mitratel|Dayamitra Telekomunikasi|Telkomsigma|Sigma Cipta Caraka|Metranet|Infomedia Nusantara|Telin|Telekomunikasi Indonesia International|IndiHome|Telkom Akses|Telkom Satelit Indonesia|Telkomsat|Graha Sarana Duta|Telkom Property
Public Power Corporation|PPC|ΔΕΗ|ΔΕΗ Α.Ε.|Δημόσια Επιχείρηση Ηλεκτρισμού > HEDNO|ΔΕΔΔΗΕ|Hellenic Electricity Distribution Network Operator|PPC Renewables|ΔΕΗ Ανανεώσιμες|ΔΕΗ blue|PPC Blue|Lignitiki Megalopolis|Lignitiki Melitis|PPC Romania
Israel Aerospace Industries|IAI|התעשייה האווירית|התעשייה האווירית לישראל|Israel Aircraft Industries > ELTA|ELTA Systems|אלתא|אלתא מערכות|Bedek Aviation|בדק מטוסים|Ramta|רמתא
Pertamina|PT Pertamina|Pertamina (Persero) > Pertamina Hulu Energi|Pertamina Patra Niaga|Kilang Pertamina Internasional|Pertamina International Shipping|Pertamina Gas|Pertagas|Pertamina Geothermal Energy|Elnusa|Patra Jasa|Pertamina EP
PLN|Perusahaan Listrik Negara|PT PLN|PLN (Persero) > Indonesia Power|PLN Indonesia Power|Pembangkitan Jawa-Bali|PLN Nusantara Power|PLN Icon Plus|Icon Plus|PLN Batubara|Haleyora Power|PLN Enjiniring
Bank Rakyat Indonesia|BRI|PT Bank Rakyat Indonesia > BRI Life|BRI Finance|Bank Raya|BRI Danareksa Sekuritas|BRI Insurance
Japan Post Holdings|Japan Post|日本郵政|日本郵政グループ > 日本郵便|Japan Post Co.|ゆうちょ銀行|Japan Post Bank|かんぽ生命|かんぽ生命保険|Japan Post Insurance|日本郵便輸送|JPロジスティクス
KEPCO|Korea Electric Power Corporation|Korea Electric Power|한국전력공사|한국전력|한전 > 한국수력원자력|KHNP|Korea Hydro & Nuclear Power|한국남동발전|한국중부발전|한국서부발전|한국남부발전|한국동서발전|Korea South-East Power|Korea Midland Power|Korea Western Power|Korea Southern Power|Korea East-West Power|한전KDN|KEPCO KDN|한국전력기술|KEPCO E&C|한전KPS|KEPCO KPS|한전원자력연료|KEPCO Nuclear Fuel
Korea Telecom|KT|KT Corporation|케이티 > KT Cloud|케이티클라우드|kt ds|KT DS|KT Skylife|스카이라이프|KT Sat|nasmedia|나스미디어|KT Alpha|지니뮤직|Genie Music|KT Telecop|케이티텔레캅
OMV|OMV AG|ОМВ > OMV Petrom|Petrom|OMV Exploration & Production|OMV Downstream|OMV Deutschland|OMV Slovenija|OMV Česká republika|OMV Bulgaria|OMV Hungária|OMV Norge|OMV New Zealand
Air India|एयर इंडिया > Air India Express|AIX Connect
`;

/**
 * Every line: this file's, then the regional files' (round 13), then the five classes of round 16, then round 17's brewers,
 * bottlers, carmakers' finance arms, majority stakes and national groups, then the later rounds' arms, industrial groups,
 * fintech arms (round 22) and telecoms', utilities' and banks' specialised arms (round 23), read in this order by `groups.ts`;
 * round 38's cross-border arms (`group-names-cross-border.ts`), then round 39's construction and real-estate groups
 * (`group-names-build-estate.ts`), nonprofit networks and multilaterals (`group-names-nonprofit.ts`) and the primary
 * industries (`group-names-primary.ts`), and the defence, security-services and cybersecurity groups
 * (`group-names-defence.ts`) last.
 */
export const GROUP_NAMES = [GROUP_NAMES_FIRST, GROUP_NAMES_AMERICAS, GROUP_NAMES_ASIA, GROUP_NAMES_EMEA, GROUP_NAMES_SECTORS, GROUP_NAMES_NATIONAL, GROUP_NAMES_ARMS, GROUP_NAMES_INDUSTRIAL, GROUP_NAMES_FINTECH, GROUP_NAMES_TELCO_ARMS, GROUP_NAMES_CONSTRUCTION, GROUP_NAMES_EDUCATION, GROUP_NAMES_GOVERNMENT, GROUP_NAMES_HEALTH, GROUP_NAMES_FINANCE, GROUP_NAMES_SERVICES, GROUP_NAMES_LIFE_SCIENCES, GROUP_NAMES_TRANSPORT_TRAVEL_INSURANCE, GROUP_NAMES_ENERGY_TELECOM_AUTO, GROUP_NAMES_SERVICES_MEDIA, GROUP_NAMES_FOOD_CHEM_RETAIL, GROUP_NAMES_PUBLIC_PROFESSIONAL, GROUP_NAMES_WORLD, GROUP_NAMES_SUBSIDIARIES, GROUP_NAMES_NAMESAKES, GROUP_NAMES_CROSS_BORDER, GROUP_NAMES_BUILD_ESTATE, GROUP_NAMES_NONPROFIT, GROUP_NAMES_PRIMARY, GROUP_NAMES_DEFENCE].join('\n');
