/**
 * Group knowledge, round 32 (issue #21, industries32b): **professional services** — the Big Four and the next audit and
 * accounting networks, the largest management consultancies, law firms and engineering and architecture consultancies — with
 * their country member firms and arms as their own staff write them, in the format of `group-names.ts` ("+ Name > …" grows a
 * group listed in an earlier file). Written before any read set showed these employers (development pairs first:
 * `test/fixtures/detection-w3/pairs-r32-industries-d.json`; docs/decisions.md, "Detection round 32 (industries d)").
 *
 * **A member firm of a network is the network's family.** The Big Four, BDO, Grant Thornton, RSM, Forvis Mazars, Baker Tilly,
 * the law firms' Swiss-verein networks (Baker McKenzie, CMS, Dentons) are, in law, separate partnerships per country under one
 * brand; their people move between them as between a group's country entities (secondments, transfers on the same career
 * ladder, one methodology, one global mobility programme), and a profile writes the country firm's legal name as often as the
 * brand ("有限責任監査法人トーマツ", "S.R. Batliboi & Co. LLP", "삼정회계법인", "KAP Purwantono, Sungkoro & Surja"). Round 15's
 * criterion therefore reads the brand as control. A firm that **left** its network is not the network's: the Russian practices
 * that left in 2022 (Kept, "Технологии Доверия", Б1, ДРТ), Dacheng (大成律师事务所, apart from Dentons since 2023), the Shardul
 * and Cyril Amarchand Mangaldas split (2015), Bain Capital (apart from Bain & Company since 1984), Booz Allen Hamilton (apart
 * from Booz & Company, now PwC's, since 2008). Mergers and renames are one line (Allen & Overy and Shearman & Sterling as A&O
 * Shearman; Mazars and Forvis as Forvis Mazars; SNC-Lavalin as AtkinsRéalis, already an earlier line).
 *
 * **Public bodies are not families by country name**: ministries and agencies are the round-27 file's (`group-names-government.ts`),
 * whose guard stands — a name many governments bear ("Ministry of Finance") is never listed alone; a national agency and a
 * regional one ("Agencia Tributaria", "Agència Tributària de Catalunya"), two regions' or two states' bodies (two ARS, Polizei
 * Berlin and Polizei Hamburg) are two employers. Nothing is added here for them; the pairs' controls hold that.
 *
 * Left out: names that are a common word, a surname, a place or a two- or three-letter code alone ("Strategy&", which a
 * cleaned name reads "strategy" — MicroStrategy is "Strategy" since 2025; "Crowe", "Moore", "Kearney" only as the firm's full
 * name or exactly; RSM, PKF, HLB, ADL, BKL, KWM, JSA; "Egis" stays the drug maker's, as an earlier line has it, and the
 * engineering group is listed only by its companies' longer names: "Egis Group" loses its "Group" and reads the drug maker); two-character Chinese abbreviations found inside other names (大成, 金杜, 君合,
 * 中伦, 致同, 玛泽); Korean firm names that are common nouns alone (광장, 태평양, 세종, 율촌). The bare "BDO" moves from the SM Group line
 * (BDO Unibank keeps its full names there) to the audit network, the larger employer that writes it bare.
 *
 * Source: the networks' own member-firm directories and transparency reports (kpmg.com/xx, deloitte.com/xx, pwc.com/xx,
 * ey.com/xx, bdo.global, grantthornton.global, rsm.global, forvismazars.com), the law firms' office pages, the consultancies'
 * and engineering groups' annual reports and acquisition announcements. Written firm by firm from that knowledge, never from a
 * labelled set's rows.
 */
export const GROUP_NAMES_PUBLIC_PROFESSIONAL = `
+ KPMG > KPMG International|KPMG LLP|KPMG US|KPMG UK|KPMG AG Wirtschaftsprüfungsgesellschaft|KPMG Law|KPMG Lighthouse|KPMG Global Services|KPMG S.A.|KPMG Audit|KPMG Advisory|KPMG AZSA|あずさ監査法人|有限責任 あずさ監査法人|有限責任あずさ監査法人|KPMGあずさ|KPMGコンサルティング|KPMG税理士法人|KPMG FAS|삼정회계법인|삼정KPMG회계법인|毕马威华振会计师事务所|毕马威华振|毕马威企业咨询|KPMG Huazhen|畢馬威|畢馬威會計師事務所|B S R & Co. LLP|BSR & Co. LLP|BSR & Co|BSR & Associates LLP|KPMG Assurance and Consulting Services|KAP Siddharta Widjaja & Rekan|Siddharta Widjaja & Rekan|R.G. Manabat & Co.|RG Manabat & Co|KPMG Siddharta Advisory
+ Deloitte > Deloitte LLP|Deloitte & Touche|Deloitte & Touche LLP|Deloitte GmbH Wirtschaftsprüfungsgesellschaft|Deloitte Digital|Deloitte Legal|Deloitte Tax|Deloitte Access Economics|Monitor Deloitte|Deloitte Tohmatsu|有限責任監査法人トーマツ|監査法人トーマツ|トーマツ|デロイト トーマツ コンサルティング|デロイト トーマツ グループ|デロイト トーマツ ファイナンシャルアドバイザリー|デロイト トーマツ税理士法人|德勤华永会计师事务所|德勤华永|德勤中国|德勤·关黄陈方会计师行|안진회계법인|딜로이트 안진회계법인|Deloitte Anjin|Deloitte Haskins & Sells|Deloitte Haskins & Sells LLP|Deloitte Touche Tohmatsu India|Deloitte Shared Services India|KAP Imelda & Rekan|Imelda & Rekan|Navarro Amper & Co.|Navarro Amper|ديلويت آند توش
+ PwC > PricewaterhouseCoopers LLP|PwC US|PwC UK|PricewaterhouseCoopers GmbH Wirtschaftsprüfungsgesellschaft|PwC Advisory|PwC Legal|PwC Acceleration Centers|PwC Japan有限責任監査法人|PwCあらた有限責任監査法人|PwCあらた|PwCコンサルティング合同会社|PwCコンサルティング|PwC税理士法人|PwC Japanグループ|普华永道中天会计师事务所|普华永道中天|罗兵咸永道会计师事务所|羅兵咸永道會計師事務所|삼일PwC|Price Waterhouse & Co LLP|Price Waterhouse & Co Chartered Accountants LLP|Price Waterhouse Chartered Accountants LLP|Lovelock & Lewes|PricewaterhouseCoopers Private Limited|KAP Tanudiredja, Wibisana, Rintis & Rekan|Tanudiredja, Wibisana, Rintis & Rekan|Isla Lipana & Co.|Isla Lipana
+ EY > Ernst & Young LLP|EY US|EY UK|Ernst & Young GmbH|Ernst & Young GmbH Wirtschaftsprüfungsgesellschaft|Ernst & Young et Associés|Ernst & Young S.L.|EY-Parthenon|EY Parthenon|Parthenon Group|EY Global Delivery Services|EY GDS|EY新日本有限責任監査法人|新日本有限責任監査法人|EY新日本|EYストラテジー・アンド・コンサルティング|EY税理士法人|한영회계법인|EY한영|EY한영회계법인|安永华明会计师事务所|安永华明|安永（中国）企业咨询|S.R. Batliboi & Co. LLP|S.R. Batliboi & Co.|SR Batliboi & Co|S R Batliboi & Associates LLP|KAP Purwantono, Sungkoro & Surja|Purwantono, Sungkoro & Surja|SyCip Gorres Velayo & Co.|SyCip Gorres Velayo|SGV & Co.
Grant Thornton|Grant Thornton International|グラント・ソントン|그랜트 손튼 > Grant Thornton LLP|Grant Thornton UK|Grant Thornton Advisors|Grant Thornton Bharat|Walker Chandiok & Co LLP|Walker Chandiok|致同会计师事务所|太陽有限責任監査法人|Grant Thornton Taiyo|대주회계법인|Grant Thornton Australia|Grant Thornton Ireland
BDO|BDO International|BDO Global > BDO LLP|BDO USA|BDO UK|BDO AG Wirtschaftsprüfungsgesellschaft|BDO Canada|BDO Australia|BDO India|BDO Rise|BDO三優監査法人|三優監査法人|BDO Seidman|BDO Stoy Hayward|BDO Ziv Haft|BDO성현회계법인|立信会计师事务所|BDO China Shu Lun Pan
RSM International|RSM Global > RSM US|RSM US LLP|RSM UK|RSM Australia|RSM India|RSM Ebner Stolz|Ebner Stolz|RSM清和監査法人|McGladrey|McGladrey & Pullen
Forvis Mazars|Forvis Mazars Group|Mazars|Mazars Group|마자르 > Forvis Mazars LLP|Mazars LLP|Mazars USA|Mazars GmbH|Mazars SAS|FORVIS|FORVIS LLP|BKD LLP|Dixon Hughes Goodman
Baker Tilly|Baker Tilly International > Baker Tilly US|Baker Tilly Virchow Krause|Moss Adams|Baker Tilly Mooney Moore
Crowe Global|Crowe Horwath|Crowe Horwath International > Crowe LLP|Crowe U.K.|Crowe Clark Whitehill
PKF International|PKF Global > PKF Littlejohn|PKF Francis Clark|PKF O'Connor Davies
Moore Global|Moore Stephens|Moore Stephens International > Moore Kingston Smith|Moore Australia
+ McKinsey & Company > QuantumBlack|QuantumBlack, AI by McKinsey|McKinsey Digital|Orphoz|Iguazio
+ Boston Consulting Group > BCG X|BCG Platinion|BCG Gamma
Bain Capital|Bain Capital Private Equity|Bain Capital Ventures|Bain Capital Credit|ベインキャピタル
Kearney|A.T. Kearney|AT Kearney|A. T. Kearney|カーニー|科尔尼|커니
Roland Berger|Roland Berger Strategy Consultants|ローランド・ベルガー|罗兰贝格|롤랜드버거
L.E.K. Consulting|LEK Consulting|エル・イー・ケー・コンサルティング
Simon-Kucher & Partners|Simon-Kucher|サイモン・クチャー
Arthur D. Little|アーサー・ディ・リトル|理特管理顧問
+ Capgemini > Capgemini Invent
Kirkland & Ellis|カークランド・アンド・エリス|凯易律师事务所
Latham & Watkins|レイサム アンド ワトキンス|瑞生国际律师事务所
DLA Piper|DLA Piper LLP|DLA Piper UK|DLA Nordic|DLA Piper Nederland|DLA Piper Australia
Baker McKenzie|Baker & McKenzie|ベーカー&マッケンジー法律事務所|ベーカー&マッケンジー|贝克·麦坚时|贝克麦坚时律师事务所|베이커 맥켄지 > Baker McKenzie Wong & Leow|Baker McKenzie FenXun|Baker & McKenzie LLP
Dentons|Dentons US|Dentons UK|Dentons Europe|Dentons Rodyk|Dentons Kensington Swan|Dentons Canada|デントンズ
北京大成律师事务所|大成律师事务所|Dacheng Law Offices|Beijing Dacheng Law Offices
Clifford Chance|クリフォードチャンス|高伟绅律师事务所
Linklaters|リンクレーターズ|年利达律师事务所
Freshfields Bruckhaus Deringer|Freshfields|フレッシュフィールズ|富而德律师事务所
A&O Shearman|Allen & Overy|Allen & Overy LLP|Shearman & Sterling|アレン・アンド・オーヴェリー|安理国际律师事务所
Allen & Gledhill|Allen and Gledhill
Herbert Smith Freehills|HSF Kramer|Herbert Smith Freehills Kramer|Kramer Levin|ハーバート・スミス・フリーヒルズ|史密夫斐尔律师事务所
Hogan Lovells|ホーガン・ロヴェルズ|霍金路伟律师事务所
Norton Rose Fulbright|ノートン・ローズ・フルブライト|诺顿罗氏律师事务所
White & Case|ホワイト&ケース|伟凯律师事务所
Skadden, Arps, Slate, Meagher & Flom|Skadden|スキャデン
Sidley Austin|シドリー・オースティン|盛德律师事务所
Jones Day|ジョーンズ・デイ|众达律师事务所
Ropes & Gray
Gibson, Dunn & Crutcher|Gibson Dunn
Morgan, Lewis & Bockius|Morgan Lewis
Sullivan & Cromwell
Davis Polk & Wardwell|Davis Polk
Simpson Thacher & Bartlett|Simpson Thacher
Cleary Gottlieb Steen & Hamilton|Cleary Gottlieb
Paul, Weiss, Rifkind, Wharton & Garrison|Paul Weiss
Eversheds Sutherland
Ashurst LLP
Slaughter and May
King & Spalding
Mayer Brown
Greenberg Traurig
Squire Patton Boggs
Bird & Bird
Pinsent Masons
Garrigues|J&A Garrigues
Cuatrecasas
Uría Menéndez
Gide Loyrette Nouel
Hengeler Mueller
Gleiss Lutz
CMS Legal|CMS Legal Services|CMS Law > CMS Hasche Sigle|CMS Cameron McKenna Nabarro Olswang|CMS Cameron McKenna|CMS Francis Lefebvre|CMS Albiñana & Suárez de Lezo|CMS Adonnino Ascoli & Cavasola Scamoni|CMS Derks Star Busmann|CMS Reich-Rohrwig Hainz|Nabarro|Olswang
西村あさひ法律事務所|Nishimura & Asahi|西村あさひ|西村あさひ法律事務所・外国法共同事業
森・濱田松本法律事務所|Mori Hamada & Matsumoto|森・濱田松本|Mori Hamada
長島・大野・常松法律事務所|Nagashima Ohno & Tsunematsu|長島・大野・常松
アンダーソン・毛利・友常法律事務所|Anderson Mori & Tomotsune|アンダーソン・毛利・友常法律事務所外国法共同事業
TMI総合法律事務所|TMI Associates
김·장 법률사무소|김앤장 법률사무소|김앤장|Kim & Chang
법무법인 광장|법무법인(유한) 광장|Lee & Ko
법무법인(유한) 태평양|법무법인 태평양|Bae, Kim & Lee
법무법인 세종|법무법인(유한) 세종|Shin & Kim
법무법인 율촌|법무법인(유한) 율촌|Yulchon
金杜律师事务所|King & Wood Mallesons|金杜律師事務所
君合律师事务所|JunHe|JunHe LLP
中伦律师事务所|Zhong Lun Law Firm|Zhong Lun
方达律师事务所|Fangda Partners
Cyril Amarchand Mangaldas
Shardul Amarchand Mangaldas|Shardul Amarchand Mangaldas & Co
AZB & Partners
Khaitan & Co
Trilegal
Mattos Filho|Mattos Filho Advogados
Pinheiro Neto Advogados|Pinheiro Neto
Arup|Arup Group|Ove Arup & Partners|Ove Arup|アラップ|奥雅纳|오브 아럽
ARUP Laboratories|Associated Regional and University Pathologists
Egis Ingénierie|Egis Rail|Egis Conseil|Egis Structures et Environnement
Mott MacDonald|モット・マクドナルド
Tetra Tech
Worley|WorleyParsons|Worley Limited > Advisian
Buro Happold|BuroHappold Engineering
Gensler|ゲンスラー
Foster + Partners|Foster and Partners
Sidara|Dar Al-Handasah|Dar Al-Handasah Consultants|دار الهندسة > Perkins&Will|Perkins and Will|Currie & Brown|Penspen|T.Y. Lin International|TYLin
日本工営|Nippon Koei|ID&E Holdings|ID&Eホールディングス > 日本工営都市空間|日本工営エナジーソリューションズ|Building Design Partnership
`;
