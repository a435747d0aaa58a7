/**
 * Group knowledge, round 34 (issue #21, pairs34): namesakes that are separate groups — companies that share a famous name
 * and are not one employer — in the format of `group-names.ts`, read by `groups.ts` after the round 33 file. A line of its own
 * for each namesake, so the longer listed name (or the name as written, legal form and all: "Metro Inc." beside "Metro AG")
 * tells it from the group it is not; a bare shared name ("ALDI", "Godrej", "Coop") is listed on neither side, so it keeps the
 * reading of the names' rules (`families.ts`) with both.
 *
 * How the list was made: from knowledge of how groups split, were sold or were never one, sector by sector and region by
 * region, before any labelled row of the class was read, each decided by control as in rounds 15, 30 and 31 (separate
 * owners, boards and shareholders = two groups, a move between them is a move; one owner's arms = one family):
 * - **split families** (one founder's name, two groups since a division): Aldi Nord and Aldi Süd (1961; `group-names.ts`
 *   and `group-names-food-chem-retail.ts` list each with its countries), Godrej Industries and Godrej & Boyce (2024,
 *   `group-names-asia.ts`), the O.P. Jindal brothers' groups (JSW, JSPL, Jindal Stainless, Jindal Saw: `group-names-asia.ts` joined the last three under JSPL), the Birlas (Aditya
 *   Birla, M.P. Birla, C.K. Birla), LG / GS / LS / LX and Samsung / CJ / Shinsegae (Korean splits, already apart), the
 *   Hyundai groups (Hyundai Motor, HD Hyundai, Hyundai Department Store, Hyundai Marine & Fire, HDC, Hyundai Group);
 * - **strangers that share a word** in other countries: Metro AG / Metro Inc. / Metro Bank / Metro Brands / Metro Pacific /
 *   Metro Retail Stores, Kmart Australia (Wesfarmers) / Kmart in the US (Transformco), Woolworths South Africa / Woolworths
 *   Group (Australia), Shoprite (South Africa) / ShopRite (Wakefern), Hitachi / Hitachi Zosen (Kanadevia since 2024), Seiko
 *   Group / Seiko Epson, Otto Group / Ottobock, Mövenpick Hotels (Accor) / Mövenpick Holding, the national co-operatives
 *   called Coop (Switzerland, Norway, Denmark, Sweden, Italy, Estonia's Coop Pank) and Raiffeisen
 *   Switzerland beside Raiffeisen Bank International;
 * - **sold or spun-off arms that kept the name**: Alcatel-Lucent Enterprise (China Huaxin's since 2014, not Nokia's),
 *   Motorola Solutions beside Motorola Mobility (Lenovo's), a brand's licensees by country (7-Eleven Malaysia, Philippine
 *   Seven, Reitan's 7-Eleven in Scandinavia).
 * Already apart before this round and kept (rows in `pairs-r34-namesakes.json`): Delta Air Lines / Delta Faucet / Delta
 * Electronics, Continental AG / Continental Resources, Rolls-Royce plc / Rolls-Royce Motor Cars, Nokia / Nokian Tyres,
 * Dollar General / Dollar Tree, the keiretsu, Philip Morris International / Altria's Philip Morris USA, Target, Reliance
 * Industries / Reliance Power, Mahindra / Kotak Mahindra, Yamaha / Yamaha Motor, Hilton / Hilton Grand Vacations, Marriott /
 * Marriott Vacations, Merck KGaA / MSD, Vodafone / Vodafone Idea, Lloyds / Lloyd's, Al-Futtaim / Majid Al Futtaim, CaixaBank
 * / Caixa Geral / Caixa Econômica. Left out as unsure: the Kirloskar and Bajaj branches, the Oetker split of 2021, Fujitsu
 * General's sale, the Radisson split of 2022.
 */
export const GROUP_NAMES_NAMESAKES = `
Kanadevia|Kanadevia Corporation|Hitachi Zosen|Hitachi Zosen Corporation|日立造船|カナデビア > Hitachi Zosen Inova|Kanadevia Inova|Hitachi Zosen Inova AG|Hitachi Zosen Inova Steinmüller|NAC Kanadevia|Hitachi Zosen U.S.A.|Hitachi Zosen Fukui
Seiko Group|Seiko Group Corporation|Seiko Holdings|Seiko Holdings Corporation|セイコーグループ|セイコーホールディングス > Seiko Watch|Seiko Watch Corporation|セイコーウオッチ|Seiko Instruments|セイコーインスツル|Seiko Solutions|セイコーソリューションズ|Seiko Time Creation|Seiko NPC|Wako|和光|Seiko Future Creation
Seiko Epson|Seiko Epson Corporation|Epson|セイコーエプソン|エプソン|爱普生|엡손 > Epson America|Epson Europe|Epson Deutschland|Epson France|Epson Italia|Epson Ibérica|Epson (UK)|Epson UK|Epson India|Epson Singapore|Epson Australia|Epson China|爱普生（中国）|Epson Korea|한국엡손|Epson Atmix|Epson Sales Japan|エプソン販売|Epson Telford
Transformco|Sears Holdings|Sears Holdings Corporation|Transform Holdco > Kmart Corporation|Kmart Corp.|Kmart US|Sears, Roebuck and Co.|Sears Roebuck|Sears Hometown|Sears Home Services
+ Woolworths South Africa > Woolworths Holdings Limited|Woolworths Holdings|WHL|Woolworths (Pty) Ltd|Woolworths Financial Services
7-Eleven Malaysia|7-Eleven Malaysia Holdings|7-Eleven Malaysia Sdn Bhd
Philippine Seven Corporation|Philippine Seven|7-Eleven Philippines
Reitan Convenience|Reitan Group|Reitangruppen > 7-Eleven Norge|7-Eleven Danmark|7-Eleven Sverige|Reitan Convenience Norway|Narvesen|Pressbyrån|Uno-X|REMA 1000
M.P. Birla Group|MP Birla Group > Birla Corporation|Birla Corporation Limited|Birla Corp|Universal Cables|Vindhya Telelinks|RCCPL|Reliance Cement Company|Birla Cable
C.K. Birla Group|CK Birla Group > HIL Limited|Orient Cement|Orient Electric|Orient Paper & Industries|AVTEC|National Engineering Industries|NEI Bearings|NBC Bearings|GMMCO|CK Birla Healthcare|CK Birla Hospital
Jindal Stainless|Jindal Stainless Limited|जिंदल स्टेनलेस > Jindal Stainless Hisar|Jindal Stainless Steelway|Jindal Stainless Corporate Management Services|JSL Super Steel
Jindal Saw|Jindal SAW Ltd.|Jindal Saw Limited > Jindal Saw USA|Jindal Saw Gulf|Jindal Tubular
Ottobock|Otto Bock|Otto Bock HealthCare|Ottobock SE & Co. KGaA|オットーボック > Ottobock Deutschland|Otto Bock HealthCare Deutschland|Otto Bock Healthcare Products|Ottobock Healthcare|Ottobock US|Otto Bock Polska|Otto Bock France|Otto Bock Italia|Otto Bock Iberica|Otto Bock Austria|Otto Bock Mobility Solutions|Sycor|Otto Bock Kunststoff
Alcatel-Lucent Enterprise|ALE International|ALE USA|Alcatel-Lucent Enterprise France|Alcatel-Lucent Enterprise India
Motorola Solutions|Motorola Solutions Inc.|摩托罗拉系统 > Motorola Solutions Germany|Motorola Solutions UK|Motorola Solutions Systems Polska|Motorola Solutions Malaysia|Motorola Solutions Israel|Motorola Solutions Canada|Motorola Solutions Australia|Motorola Solutions India|Avigilon|WatchGuard|Airwave Solutions|Kodiak Networks|Vigilant Solutions|Silvus Technologies|Zetron
Mövenpick Holding|Mövenpick Holding AG > Mövenpick Wein|Mövenpick Weinkeller|Mövenpick Fine Foods|Mövenpick Gastronomie
Metro Bank|Metro Bank PLC|Metro Bank Holdings
Metro Brands|Metro Brands Limited|Metro Shoes > Mochi Footwear|Walkway Shoes
Metro Retail Stores Group|Metro Retail Stores|Metro Gaisano|Metro Supermarket Philippines
Coop Norge|Coop Norge SA|Coop Norge Handel > Coop Extra|Coop Mega|Coop Prix|Coop Obs|Coop Marked|Coop Norge Industri
Coop Danmark|Coop amba|Coop Danmark A/S > Kvickly|SuperBrugsen|Dagli'Brugsen|365discount|Irma|Fakta
Coop Sverige|Coop Sverige AB|Kooperativa Förbundet|KF > Coop Konsum|Stora Coop|Coop Forum|Coop Butiker & Stormarknader
Coop Italia|Coop Alleanza 3.0|Unicoop Firenze|Nova Coop|Coop Lombardia|Coop Liguria|Unicoop Tirreno
Coop Pank|Coop Eesti|Coop Estonia
Raiffeisen Schweiz|Raiffeisen Switzerland|Raiffeisen Schweiz Genossenschaft|Raiffeisen Suisse|Raiffeisen Svizzera
`;
