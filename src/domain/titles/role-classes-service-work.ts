import { escapeRegExp } from '../normalise/text';
import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Round 9 (issue #21): classes of titles the w3h blind set missed, each written once for every
 * language (development titles: `test/fixtures/detection-w3/titles-round9.json`).
 *
 * - **Headhunters and recruiters of an agency** ("Headhunterin", "Chasseuse de têtes", "Cazatalentos",
 *   "Selezionatrice", "猎头顾问", "ヘッドハンター", "헤드헌터", "Executive Search Consultant") → people.
 * - **Physical security** (armed or unarmed guards, loss prevention, asset protection) → operations,
 *   before "security" reads as IT security.
 * - **Call centres** (a call or contact centre, an inbound line, a telephone platform: "Superviseur
 *   plateau téléphonique", "Agente de atención telefónica", "インバウンドオペレーター") → customer_success;
 *   an inbound *sales* role stays sales.
 * - **Shipping, docks, order picking, laundries and grounds crews** ("Versandleiter", "Responsable de
 *   quai", "Encarregado de expedição", "preparación de pedidos", "仓储经理", "Laundry Supervisor",
 *   "Grounds Crew") → operations.
 * - **Sales support kept in a CRM** ("Sales Assistant (CRM)", "销售助理（CRM维护）", "営業事務（CRM入力）")
 *   → revops, as CRM administration is (a post-reading class: the sales word already decided).
 * - **A chief executive with the business described** ("CEO – transportadora de cargas refrigeradas",
 *   "President & CEO, credit union", "物流ベンチャー 代表取締役社長") → executive: what the company does is
 *   not the chief executive's function.
 */
const HEADHUNTERS = [
  'headhunter*', 'head hunter*', 'executive search', 'chasseur de tetes', 'chasseuse de tetes', 'cazatalentos', 'cacciatore di teste',
  'cacciatrice di teste', 'cacador de talentos', 'cacadora de talentos', 'selezionatore', 'selezionatrice', 'selezione del personale',
  'selecionador de pessoal', 'selecionadora de pessoal', 'personalvermittler*', 'personalberater*', 'hedhanter', 'хедхантер*', 'хэдхантер*',
  'kafa avcisi', 'headhunting', '猎头', 'ヘッドハンター', 'ヘッドハンティング', '헤드헌터', '서치펌',
  // round 19 (w3s): a recruiter of technical staff recruits (people) — the technical word before it is whom ("तकनीकी रिक्रूटर", "테크
  // 리크루터", "エンジニア採用担当", "技术招聘专员")
  'recruiter*', 'recruteur*', 'recruteuse*', 'reclutador*', 'recrutador*', 'रिक्रूटर', 'भर्तीकर्ता', '리크루터', 'リクルーター', '採用担当', '招聘',
];
export const HEADHUNTER_RULE: FunctionRule = { fn: 'people', tier: 1, pattern: new RegExp(words(HEADHUNTERS), 'u') };

const PHYSICAL_SECURITY = [
  'armed security*', 'unarmed security*', 'armed guard', 'security guard', 'security officer armed', 'security officer unarmed',
  'loss prevention*', 'asset protection*', 'mobile patrol*', 'door supervisor', 'bouncer', 'site security officer',
  // round 10: a security officer or guard of a place (a campus, a hospital, a shop, a site)
  'campus security*', 'hospital security*', 'site security*', 'retail security*', 'mall security*', 'hotel security*', 'event security*',
  'school security*', 'store security*',
];
/**
 * A security officer with no information, cyber or IT word before it, and a later part (a place, a service record), guards a place
 * (round 19: "Security Officer – colocation data center" in w3s, "Security Officer | USMC Veteran", "– hospital campus" in w3b, w3f,
 * w3j and w3r: every read set labels it operations). Alone it stays engineering, as the wave-2 development set labels its Dutch
 * "Security Officer" (an information-security role there); "Chief Information Security Officer" is not one.
 */
const SECURITY_OFFICER = String.raw`(?<![\p{L}\p{N}])(?<!(?:information|cyber|it|data|systems|chief|cloud|network|application|product|compliance)\s)security officer(?= , )`;
const GUARDING_OFFICER = new RegExp(`^${SECURITY_OFFICER}`, 'u');
/** A guard or security officer said to be armed or unarmed in a later part ("Security Officer (armed)"). */
const GUARD_ARMED = String.raw`(?<![\p{L}\p{N}])security (?:officer|guard)\s*,\s*(?:un)?armed(?![\p{L}\p{N}])`;
export const PHYSICAL_SECURITY_RULE: FunctionRule = { fn: 'operations', tier: 1, pattern: new RegExp(`${words(PHYSICAL_SECURITY)}|${GUARD_ARMED}`, 'u') };

const CALL_CENTRE = [
  'call cent*', 'contact cent*', 'callcenter*', 'call centr*', 'inbound call*', 'inbound operator', 'inbound agent', 'call operator',
  'plateau telephonique', 'plateau d appels', 'centre d appels', 'atencion telefonica', 'teleoperador*', 'centralino', 'infolini*',
  'telefonicky operator', 'cagri merkezi', 'кол центр*', 'колл центр*', 'контакт центр*', 'τηλεφωνικο κεντρο', 'מוקד שירות', 'מוקדנ*',
  'مركز اتصال', 'مركز الاتصال', 'कॉल सेंटर', 'pusat panggilan', 'tong dai', 'コールセンター', 'インバウンドオペレーター', 'テレフォンオペレーター',
  '呼叫中心', '话务员', '콜센터', '인바운드 상담',
  // round 22 (w3v): a customer adviser of a service centre written with a hyphen ("Kundenberater im Service-Center"; w3m's
  // "im Servicecenter" is customer_success too)
  'kundenberater* im service center', 'kundenberater* im servicecenter',
];
export const CALL_CENTRE_RULE: FunctionRule = { fn: 'customer_success', tier: 1, pattern: new RegExp(words(CALL_CENTRE), 'u') };

const SHIPPING_DOCKS = [
  'versand*', 'expedition', 'expedicao', 'expedicion', 'expedice', 'expeditie', 'spedizion*', 'quai', 'de quai', 'preparacion de pedidos',
  'preparation de commandes', 'preparador de pedidos', 'order picking', 'kommissionier*', 'laundry', 'lavanderia', 'blanchisserie',
  'wascherei', 'receiving', 'receiving dock', 'grounds crew', 'groundskeep*', 'yard jockey', 'yard driver', 'wasserij', 'tvatteri', 'pralnia', 'pradelna', '仓储', '倉儲',
  '物流センター', '물류센터',
];
export const SHIPPING_RULE: FunctionRule = { fn: 'operations', tier: 2, pattern: new RegExp(words(SHIPPING_DOCKS), 'u') };

const CRM = /(?<![a-z0-9])crm(?![a-z])|सीआरएम/u;
/**
 * An assistant, office-support or coordinator word, alone or inside a compound ("Vertriebsassistentin", "Säljassistent",
 * "営業事務", "Vertriebskoordinatorin", "Myynnin tukihenkilö"): with a CRM beside it the person keeps the sales team's
 * records (round 14 added the coordinators and the support words of each language).
 */
const SALES_SUPPORT =
  /assist|asystent|asistent|asisten|asszisztens|asistan|асистент|ассистент|admin|back office|sales support|support commercial|tro ly|助理|事務|事务|アシスタント|어시스턴트|지원|coordinat|coordinador|coordonator|koordinat|koordynator|координатор|συντονιστ|dieu phoi|(?<![\p{L}])(?:רכז|רכזת|מתאם|מתאמת)(?![\p{L}])|कोऑर्डिनेटर|समन्वयक|منسق|코디네이터|(?<![\p{L}])(?:tuki|tuen)(?![\p{L}])|tukihenkilo|destek|podpor|tamogat|suport|підтрим|поддерж|υποστηρ|ho tro|dukungan|תמיכ|دعم|सपोर्ट/u;

/** A top executive's words: the person runs the company, whatever it does. */
const CHIEF_EXECUTIVE_WORDS = [
  'ceo', 'chief executive officer', 'chief executive', 'president', 'owner', 'co owner', 'managing director', 'geschaftsfuhrer', 'geschaftsfuhrerin', 'pdg',
  'directeur general', 'directrice generale', 'director general', 'directora general', 'amministratore delegato', 'prezes', 'prezes zarzadu',
  'genel mudur', 'generalni reditel', 'generalni reditelka', 'vezerigazgato', 'генеральний директор', 'генеральный директор', 'διευθυνων συμβουλος',
  'מנכל', 'الرئيس التنفيذي', 'toimitusjohtaja', 'verkstallande direktor', 'algemeen directeur', 'direktur utama', 'giam doc dieu hanh',
  'tong giam doc', '代表取締役', '社長', '总经理', '總經理', '总裁', '대표이사', '대표',
];
const EXEC = CHIEF_EXECUTIVE_WORDS.map(escapeRegExp).join('|');
/** A part of the title that is only chief-executive words ("President & CEO", "代表取締役社長"); the other parts describe the company. */
const CHIEF_EXECUTIVE_ONLY = new RegExp(`^(?:${EXEC})(?:\\s*(?:&|/|and|und|et|y|e|ve|i)?\\s*(?:${EXEC}))*$`, 'u');
/** Where a title's parts meet: a comma, dash, bar or colon, or a space beside a letter of a script written without spaces. */
const PART_BREAK = /\s*(?:,|\||–|—|\s-\s|:)\s*|(?<=[\u3040-\u9fff\uac00-\ud7af])\s+|\s+(?=[\u3040-\u9fff\uac00-\ud7af])/u;

export function byServiceWorkClass(text: string, read: TitleClassification): TitleClassification {
  // The owner or chief of a laundry, a shipping or dock business runs it: shipping words name the business, not the function.
  if (read.seniority === 'c_level' && read.function === 'operations' && SHIPPING_RULE.pattern.test(text)) return { seniority: 'c_level', function: 'executive' };
  if (read.function === 'sales' && read.seniority === 'ic' && CRM.test(text) && SALES_SUPPORT.test(text)) return { seniority: 'ic', function: 'revops' };
  if (read.seniority === 'ic' && read.function === 'engineering' && GUARDING_OFFICER.test(text)) return { seniority: 'ic', function: 'operations' };
  if (read.seniority === 'c_level' && read.function !== 'executive' && describedChiefExecutive(text)) {
    return { seniority: 'c_level', function: 'executive' };
  }
  return read;
}

/** A chief executive's words as one part of the title and a description of the company beside it. */
function describedChiefExecutive(text: string): boolean {
  const parts = text.split(PART_BREAK).filter((p) => p !== '');
  return parts.length > 1 && parts.some((p) => CHIEF_EXECUTIVE_ONLY.test(p));
}
