/**
 * Traditional Chinese characters and their simplified forms (issue #21, round 33): Taiwan, Hong Kong and Macau write job
 * titles in traditional characters, the mainland and Singapore in simplified ones, and a profile edited between the two
 * ("採購經理" → "采购经理", "人力資源總監" → "人力资源总监") names the same role. The table holds the characters of the trades'
 * titles, units and ranks (functions, departments, grades, places of work), each traditional character beside its simplified
 * one; a character not in it is written the same in both. Japanese shinjitai are left alone (経 and 経理 are no Chinese forms).
 */
const PAIRS =
  '採采購购經经總总監监開开發发務务資资師师長长專专員员銷销會会計计設设術术層层級级導导組组區区廠厂辦办處处書书記记業业營营運运產产質质檢检測测體体戶户關关係系責责訓训練练顧顾問问議议統统網网絡络軟软應应數数據据庫库線线電电氣气機机車车裝装維维護护風风險险審审諮咨詢询與与個个傳传聞闻廣广劃划項项門门單单倉仓儲储輸输貨货買买賣卖櫃柜館馆醫医藥药療疗實实驗验學学講讲職职權权聯联東东華华園园廳厅號号隊队負负韓韩國国際际亞亚歐欧樓楼稅税務务財财幣币價价貿贸農农鐵铁礦矿鋼钢紡纺織织構构築筑環环場场標标準准規规劃划劑剂藝艺術术視视頻频聽听聲声圖图畫画編编輯辑銀银證证券券險险遠远進进選选達达圓圆團团結结隊队動动務务勞劳員员縣县鄉乡區区黨党軍军衛卫執执幫帮長长副副級级處处課课組组師师監监總总董董理理經经專专職职務务顧顾問问';

let table: Map<string, string> | null = null;

function simplifiedOf(): Map<string, string> {
  if (table !== null) return table;
  const chars = [...PAIRS];
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const traditional = chars[i] ?? '';
    const simplified = chars[i + 1] ?? '';
    if (traditional !== simplified) map.set(traditional, simplified);
  }
  table = map;
  return map;
}

const HAN = /\p{Script=Han}/u;

/** The text with every traditional character of the table written in its simplified form. */
export function simplifiedHan(text: string): string {
  if (!HAN.test(text)) return text;
  const map = simplifiedOf();
  let out = '';
  for (const c of text) out += map.get(c) ?? c;
  return out;
}
