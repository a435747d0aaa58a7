import { type ClassFound, classTermsFinder, termNeedles } from './class-terms-finder';
import { firstPart } from './clean';
import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { byFirstLetter, WORD_END, WORD_START, wordParts, words } from './role-classes';
import { TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * Classes of a cybersecurity and IT-infrastructure vendor's channel contacts that the w3w blind set missed (issue #21, round 23),
 * each written once for every language (development titles first: `test/fixtures/detection-w3/titles-r23.json`):
 *
 * - **Network, systems, server, service-desk and security-operations teams** → engineering, as every read set labels network
 *   administrators and IT help desks (w3b, w3c, w3j, w3w). Only compounds: "redes", "sieci", "мережа", "rețea", "verkko" and
 *   "jaringan" alone name a chain of shops or social networks as often.
 * - **A help desk or support for customers** → customer_success (w3e, w3n, w3u, w3w): longer than the service-desk term at the
 *   same place, or earlier ("Customer Service Desk Associate").
 * - **IT procurement, vendor and software-asset management** → operations; **IT finance, IT controlling, technology cost and IT
 *   budget** → finance: an IT word names what is bought or costed, not the function (w3p, w3w).
 * - **Partner and channel operations** → revops, as the English "Channel Operations" already was (w3w, 12 rows in 12 languages;
 *   no read set labels them otherwise); **partner sales** → sales, **partner marketing** → marketing.
 * - **Frontline IT trades** (fibre splicing, structured cabling, data-centre remote hands) → operations, as w3l labels a telecom
 *   lineworker and w3m a data-centre maintenance technician.
 */


const IT_OPERATIONS = [
  // network teams and administrators
  'network team*', 'network operations', 'network administrator*', 'network admin', 'network technician*', 'network analyst*',
  'noc', 'netzwerkadministrator*', 'netzwerktechniker*', 'netzwerkteam*', 'team netzwerk*', 'administrateur reseau*',
  'administratrice reseau*', 'administrateur systemes et reseaux', 'administratrice systemes et reseaux', 'technicien reseau*',
  'equipe reseau*', 'operaciones de red', 'operacoes de rede', 'administrador* de red', 'administrador* de rede', 'redes e sistemas', 'redes y sistemas',
  'amministratore di rete', 'amministratrice di rete', 'tecnico di rete', 'reti e sistemi', 'administrator* sieci', 'zespol* sieci',
  'zespol* administratorow*', 'zespołu administratorow*', 'natverkstekniker*', 'natverksadministrator*', 'netwerkbeheerder*',
  'sprav* siti', 'spravce siti', 'sitov* specialist*', 'verkkotiimi*', 'verkkoasiantuntija*', 'verkkoylläpit*', 'δικτυων', 'δικτυου',
  'serviciu retele', 'administrare retele', 'administrator retea', 'administrator retele', 'administrator de retea', 'retele si sisteme',
  'halozati csoport*', 'halozati rendszergazda*', 'halozati uzemeltet*', 'halozati adminisztrator*', 'halozati technikus*',
  'мережевого адміністрування', 'адміністрування мереж*', 'адміністратор* мереж*', 'мережев* адміністратор*', 'ag ekibi', 'ag yonetimi',
  'ag uzmani', 'ag yoneticisi', 'sistem ve ag*', 'ag ve sistem*', 'צוות תקשורת', 'מנהל רשת', 'מנהלת רשת', 'فريق الشبكات',
  'مسؤول الشبكات', 'مسؤول شبكات', 'مدير الشبكات', 'اداره الشبكات', 'اخصائي شبكات', 'नेटवर्क टीम', 'नेटवर्क प्रशासक', 'quan tri mang',
  'nhom mang', 'ky thuat vien mang', 'quan tri he thong', 'administrator jaringan', 'tim jaringan', 'teknisi jaringan',
  // IT interns in the languages whose intern word the IT rule does not know (round 23: an IT intern is engineering)
  'it harjoittelija*', 'it gyakornok*', 'informatikai gyakornok*', 'it stazist*', 'it stagiar*', 'it stajyer*', 'bt stajyer*',
  'it praktikant*', 'it stazyst*', 'it magang', 'magang it',
  // systems and servers; IT infrastructure in the French plural (round 18 wrote the singular)
  'infrastructures informatiques', 'infrastructures it', 'infrastructures techniques',
  'systemtekniker*', 'server administrator*', 'server admin', 'serveradministrator*', 'windows administrator*', 'linux administrator*',
  'windows server administrator*', 'vmware administrator*', 'vmware engineer*', 'firewall administrator*', 'firewall engineer*',
  'firewall admin', 'administrador* de servidores', 'administradora de servidores', 'servidores linux', 'servidores windows',
  'administrateur serveur*', 'sistemista', 'systeembeheerder*', 'rendszergazda*', 'מערכות מידע', 'במערכות מידע',
  // service desks, end-user computing, managed-service technicians
  'service desk', 'servicedesk', 'it servicedesk*', 'mesa de ayuda', 'mesa de servicio', 'desktop support*', 'deskside support*',
  'end user computing', 'end user services', 'end user support', 'msp technician*', 'msp engineer*', 'managed services technician*',
  // security operations and GRC
  'threat hunter*', 'threat hunting', 'incident responder*', 'incident response', 'dfir', 'vulnerability management',
  'vulnerability analyst*', 'grc', 'grc analyst*', 'grc specialist*', 'it risk*',
];
/** The Japanese, Korean and Chinese teams (substrings: these scripts write no spaces). */
const IT_OPERATIONS_CJK = [
  'ネットワークチーム', 'ネットワーク運用', 'ネットワーク管理', 'サーバー管理', 'サーバ管理', 'ヘルプデスク', 'サービスデスク', '情報システム',
  '네트워크팀', '네트워크 팀', '네트워크 운영', '네트워크 관리', '서버 관리', '서버관리', '시스템 관리자', '헬프데스크', '서비스데스크',
  '網路組', '網路管理', '网络组', '网络管理', '網管', '网管', '資訊室', '資訊部', '資訊處', '資訊組', '資訊中心', '資訊基礎架構', '系統管理', '系统管理',
];
/** "de redes" only where it names networks, not social networks ("Estagiário de Redes Sociais" is marketing). */
const NETWORKS = String.raw`(?:estagiari\p{L}* de redes|de redes)(?!\s+(?:sociais|sociales|social))`;


const CUSTOMER_HELP_DESK = [
  'customer help desk*', 'customer service desk*', 'mesa de ayuda al cliente', 'mesa de ayuda para clientes', 'help desk clienti',
  'helpdesk clienti', 'kundsupport', 'kundsupporten', 'カスタマーサポート', '客戶支援', '客户支持', '고객지원',
];

const IT_PROCUREMENT = [
  'it procurement', 'it purchas*', 'it purchase*', 'it sourcing', 'it buyer*', 'technology procurement', 'software asset*',
  'vendor manager*', 'vendor management', 'technology vendor*', 'it einkauf*', 'it einkaufer*', 'achats it', 'achats informatiques',
  'acheteu* it', 'acheteu* informatique', 'compras de ti', 'compras ti', 'compras it', 'comprador* de ti', 'compradora de ti',
  'acquisti it', 'buyer it', 'zakupow it', 'zakupy it', 'it inkop*', 'it hankinn*', 'it hankinta*', 'it beszerz*', 'bt satin alma*',
  'it satin alma*', 'nakup it', 'nakupci it', 'achizitii it', 'закупівлі it', 'закупівель it', 'it закупівл*', 'רכש it', 'רכש מחשוב',
  'مشتريات تقنيه المعلومات', 'مشتريات it', 'προμηθειων it', 'आईटी क्रय', 'आईटी खरीद', 'it क्रय', 'pengadaan it', 'pengadaan ti',
  'mua sam it', 'mua sam cntt', 'it 구매', 'it구매', 'it調達', 'it 調達', 'it采购', 'it採購',
];

const IT_FINANCE = [
  'it controller*', 'controller it', 'it controlling', 'controlling it', 'controle de gestion dsi', 'controleu* de gestion dsi',
  'controle de gestion it', 'controle de gestion informatique', 'controlo de gestao de ti', 'controle de gestao de ti',
  'control de gestion de ti', 'controllo di gestione it', 'it financ*', 'it finance*', 'finance it', 'it budget*', 'technology cost*',
  'technology finance', 'it cost*', 'analist financiar it', 'it finans*', 'bt finans*', 'keuangan it', 'it talou*', 'it penzugy*',
  'it kontroll*', 'kontroling it', 'आईटी वित्त', 'it वित्त', 'it財務', 'it财务', 'it 재무', 'it재무', 'it予算', 'it 予算',
];

const PARTNER_OPERATIONS = [
  'operations partenaires', 'operations partenaire', 'operations de canal', 'operaciones de canal', 'operacoes de canal',
  'operazioni di canale', 'operazioni partner', 'operacji partnerskich', 'operacje partnerskie', 'partneroperationer',
  'partnerskych operaci', 'partnerske operace', 'kumppanitoimin*', 'λειτουργιων καναλιου', 'λειτουργιων συνεργατων',
  'operatiuni parteneri', 'operatiuni de canal', 'partnermukodes*', 'партнерських операцій', 'партнерські операції', 'תפעול שותפים',
  'عمليات الشركاء', 'partner operasyon*', 'kanal operasyon*', 'पार्टनर ऑपरेशंस', 'पार्टनर ऑपरेशन्स', 'operasional mitra', 'operasi mitra',
  'van hanh doi tac', 'van hanh kenh', '파트너 운영', '파트너운영', 'パートナーオペレーション', 'パートナー運営', '夥伴營運', '伙伴运营', '合作伙伴运营',
  '通路營運', '渠道运营',
];

const PARTNER_SALES = [
  'comptes partenaires', 'partneransvarig saljare', 'partnerertekesit*', 'продаж* через партнер*', 'продажів через партнер*',
  '通路業務', '渠道销售', '通路銷售',
];

const PARTNER_MARKETING = [
  'kumppanimarkkinoin*', 'партнерського маркетингу', 'партнерський маркетинг', 'pemasaran mitra', 'marketing parteneri',
  'marketingu partnerskiego', 'partnermarketing*', 'kanal pazarlama', 'marketing de parceiros', 'marketing partenaires',
  'تسويق الشركاء', '夥伴行銷', '伙伴营销', '通路行銷', '渠道营销', 'パートナーマーケティング', '파트너 마케팅',
];

const FRONTLINE_IT_TRADES = [
  'fiber splicer*', 'fibre splicer*', 'fiber optic splicer*', 'splicer*', 'cabling installer*', 'cabling technician*',
  'structured cabling', 'cable installer*', 'low voltage cabling*', 'low voltage technician*', 'remote hands', 'data center technician*',
  'data centre technician*', 'cableado estructurado', 'cablagem estruturada', 'cablage', 'installateur fibre*', 'glasfasermonteur*',
  'glasvezelmonteur*', 'mobile repair*', 'phone repair*', 'mobile repairing', 'lap dat cap quang', 'cap quang', 'تمديدات', 'الياف ضوئيه', '光纖熔接', '光纤熔接',
];

/**
 * The tier-1 classes of this module in one pattern, one scan of the title (round 23, for cost: ten rules scanned apart cost 10 %
 * of the classification). A named group per function says which class matched; at one place the earlier group wins, so customer
 * help desks come before the service-desk term they hold. The Chinese recruiters of IT staff ("IT招募專員") are people: the
 * recruiting word, not the IT word, is the function.
 */
const TIER_1_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['customer_success', CUSTOMER_HELP_DESK],
  ['revops', PARTNER_OPERATIONS],
  ['sales', PARTNER_SALES],
  ['marketing', PARTNER_MARKETING],
  ['finance', IT_FINANCE],
  ['operations', FRONTLINE_IT_TRADES],
  ['people', ['招募', '招聘']],
  ['engineering', [...IT_OPERATIONS, ...IT_OPERATIONS_CJK]],
];
/** One word start and end around every spaced term, a named group per function; the Japanese, Chinese and Korean terms after. */

function classesPattern(classes: readonly (readonly [JobFunction, readonly string[]])[], extra: Partial<Record<JobFunction, string>>): RegExp {
  const parts = classes.map(([fn, list]) => ({ fn, ...wordParts(list) }));
  const spaced = parts
    .map(({ fn, spaced: terms }) => (terms.length === 0 ? '' : `(?<${fn}>${[byFirstLetter(terms), ...(extra[fn] === undefined ? [] : [extra[fn]])].join('|')})`))
    .filter((group) => group !== '');
  const cjk = parts.filter((p) => p.cjk.length > 0).map(({ fn, cjk: terms }) => `(?<${fn}_cjk>${byFirstLetter(terms)})`);
  return new RegExp([`${WORD_START}(?:${spaced.join('|')})${WORD_END}`, ...cjk].join('|'), 'u');
}
/**
 * One rule for several classes (a named group per function; `extra`: a pattern source added to a function's group). Round 25's AEC
 * classes use it too. Without `extra` the rule is found term by term (speed31b, `class-terms-finder.ts`) and gated by its terms'
 * literals in the classifier's shared gate (round 32, `term-gate.ts`: `rule.gate`); its pattern is built only when asked for.
 */
export function classesRule(
  tier: 1 | 2,
  classes: readonly (readonly [JobFunction, readonly string[]])[],
  extra: Partial<Record<JobFunction, string>> = {},
): FunctionRule {
  const first = classes[0]?.[0] ?? 'other';
  const fnOf = (m: RegExpExecArray): JobFunction => classes.find(([fn]) => m.groups?.[fn] !== undefined || m.groups?.[`${fn}_cjk`] !== undefined)?.[0] ?? first;
  // A raw pattern source (`extra`) holds no literal to pre-test.
  if (Object.keys(extra).length > 0) return { fn: first, tier, pattern: classesPattern(classes, extra), fnOf };
  let pattern: RegExp | undefined;
  const gate = TERM_GATE.slot(() => termNeedles(classes.flatMap(([, list]) => list)));
  // The terms are read into a finder at the first use (speed31b); a list it cannot read runs the pattern.
  let finder: ((text: string) => ClassFound | null) | undefined;
  const rule: FunctionRule = {
    fn: first,
    tier,
    get pattern(): RegExp {
      pattern ??= classesPattern(classes, extra);
      return pattern;
    },
    fnOf,
    find: (text: string): ClassFound | null => {
      if (!TERM_GATE.holds(gate, text)) return null;
      finder ??=
        classTermsFinder(classes) ??
        ((t: string): ClassFound | null => {
          const m = rule.pattern.exec(t);
          return m === null ? null : { fn: fnOf(m), index: m.index, length: m[0].length };
        });
      return finder(text);
    },
    gate,
  };
  return rule;
}
export const IT_CLASSES_RULE = classesRule(1, TIER_1_CLASSES, { engineering: NETWORKS });

/**
 * An intern, trainee or apprentice (as a person: "Stážista", "stajyeri", "Thực tập sinh", 實習生) in the title's first part is
 * ic whatever rank a word of the employer's name lends ("Danıştay Başkanlığı", "IT oddělení", "tối cao"): no read set labels such
 * a title above ic (every set, w3 … w3w). The plural ("Head of Interns", "Manager of Apprentices") is not the person's word.
 */
export const INTERN = new RegExp(
  `${words([
    'intern', 'trainee', 'apprentice', 'praktikant', 'praktikantin', 'stagiaire', 'stagista', 'stagiar', 'stagiara', 'stajyer*',
    'becario', 'becaria', 'estagiario', 'estagiaria', 'stazista', 'stazistka', 'stazysta', 'stazystka', 'praktykant', 'praktykantka',
    'стажист*', 'стажер*', 'стажёр*', 'מתמחה', 'מתמחה*', 'סטאז׳ר*', "סטאז'ר*", 'متدرب', 'متدربه', 'इंटर्न', 'प्रशिक्षु', 'thuc tap sinh',
    'magang', 'aprendiz', 'apprendista', 'azubi', 'auszubildende*', 'lehrling', 'leerling', 'uczen', 'hoc vien hoc nghe', '인턴', '실습생',
    '견습생', 'インターン', '実習生', '实习生', '實習生', '学徒', '學徒', '見習い',
  ])}|(?:harjoittelija|gyakornok|tanulo)${WORD_END}`,
  'u',
);

/** IT and technology controllers are analysts of IT cost (w3w: ic), where a bare "Controller" reads manager. */
const IT_CONTROLLER = new RegExp(words(['it controller*', 'controller it', 'technology cost controller*', 'controleu* de gestion dsi']), 'u');
/** Role nouns with "manager" in them that name no rank (w3w: ic), as "Account Manager" does not. */
const ROLE_MANAGER = new RegExp(words(['vendor manager*', 'software asset manager*', 'partneransvarig saljare']), 'u');
/** A director written after 担当 ("ITインフラ担当ディレクター"): ディレクター alone stays a web role (round 22), here it is the title's rank. */
const JA_DIRECTOR_AFTER_TANTO = new RegExp(foldText('担当\\s?ディレクター'), 'u');
/** A founding sales hire of a security startup (w3w: sales, as round 22 read a marketing startup's). */
const SECURITY_STARTUP = new RegExp(foldText('(?:cyber|セキュリティ|資安|资安|साइबर सुरक्षा|보안)\\s?(?:スタートアップ|新創|新创|स्टार्टअप|스타트업|start ?up)'), 'u');
const FOUNDING_SALES = new RegExp(`${words(['sales', 'सेल्स'])}|${foldText('営業|業務|销售|영업')}`, 'u');

/** The owner of a computer or phone repair shop runs the shop (w3w: executive), whatever its trade lends. */
const OWNER = new RegExp(`${words(['inhaber*', 'titolare', 'proprietari*', 'proprietaire', 'owner', 'socio gerente', 'dono', 'dona', 'eigenaar', 'agare', 'tulajdonos', 'wlasciciel*', 'majitel*', 'sahibi'])}|${foldText('老闆|老板|店主')}`, 'u');
const REPAIR_SHOP = new RegExp(`${words(['repair*', 'loja de informatica', 'assistenza computer', 'assistenza informatica', 'computer shop', 'reparacion de computadoras', 'serwis komputerowy'])}|reparatur|${foldText('電腦|电脑')}`, 'u');

/**
 * Tier 2: IT procurement, whose IT word a term starts with and so loses by length, while a title's own earlier function word stands
 * (w3w: "Talousasiantuntija, IT-hankinnat" is finance); and a lawyer's word, which is the function (legal reads other): "Technology
 * Transactions Counsel" is no technology role (w3w).
 */
export const IT_TIER_2_RULE = classesRule(2, [
  ['operations', IT_PROCUREMENT],
  ['other', ['counsel', 'attorney', 'lawyer', 'solicitor']],
]);

/** The rules of this module in the order `classify.ts` reads them. */
export const IT_RULES: readonly FunctionRule[] = [IT_CLASSES_RULE, IT_TIER_2_RULE];

/** A general manager of a business unit ("SVP & General Manager, Security Business Unit"): the unit names no function (w3w). */
const GENERAL_MANAGER_OF_UNIT = /\bgeneral manager\b[^,]*,[^,]*(?<!\bnew )\bbusiness(?: units?| lines?)?$/u;

/**
 * Round 23's seniority and owner classes, read last (after `byConsumerClass`): an intern's rank, IT controllers and role nouns
 * with "manager" (ic), a repair-shop owner and a business unit's general manager (executive), a Japanese director after 担当, and a
 * security startup's founding sales hire (sales).
 */
export function byItClass(text: string, read: TitleClassification): TitleClassification {
  const { seniority, function: fn } = read;
  if (seniority === null) return read;
  // The Romanian "audit intern" is internal audit, not an intern ("Director Audit Intern", w3x; round 25).
  if (seniority !== 'ic' && INTERN.test(firstPart(text)) && !text.includes('audit intern')) return { seniority: 'ic', function: fn };
  if ((seniority === 'manager' || seniority === 'director') && ((fn === 'finance' && IT_CONTROLLER.test(text)) || ROLE_MANAGER.test(text))) {
    return { seniority: 'ic', function: fn };
  }
  if (seniority === 'c_level' && fn !== 'executive' && OWNER.test(text) && REPAIR_SHOP.test(text)) return { seniority, function: 'executive' };
  if ((seniority === 'vp' || seniority === 'c_level') && fn !== 'executive' && GENERAL_MANAGER_OF_UNIT.test(text)) return { seniority, function: 'executive' };
  if (seniority === 'ic' && text.includes('担当') && JA_DIRECTOR_AFTER_TANTO.test(text)) return { seniority: 'director', function: fn };
  if ((fn === 'engineering' || fn === 'other') && SECURITY_STARTUP.test(text) && FOUNDING_SALES.test(text)) return { seniority, function: 'sales' };
  return read;
}
