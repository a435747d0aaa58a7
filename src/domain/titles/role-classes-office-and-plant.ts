import type { FunctionRule } from './function-rules';
import { words } from './role-classes';
import type { TitleClassification } from './types';

/**
 * Classes of titles the w3i blind set missed (issue #21, round 10), each written once for every language
 * (development titles: `test/fixtures/detection-w3/titles-round10.json`, written before these rules):
 *
 * - **A plant, a works or a factory** named as what the person runs or works in ("Werksdirektor", "Directeur
 *   d'usine", "Tehtaan johtaja", "Üzemigazgató", "Директор завода", "Giám đốc xưởng sản xuất", "工場長") →
 *   operations, where the title names no other function ("Plant Controller" stays finance).
 * - **Payroll** ("Lohnbuchhalterin", "Gestionnaire de paie", "Técnico de nóminas", "Bérszámfejtő", "Bordro
 *   Uzmanı", "Расчетчик заработной платы", "工资核算员", "급여 담당자") → finance: pay is computed and booked,
 *   whereas compensation and benefits policy stays people. Polish "ds. wynagrodzeń" / "Kadr i Płac" are
 *   labelled people in the wave-2 set (an HR department's pay desk) and stay so; w3i labelled one finance.
 * - **A product owner**, written out, transliterated or as "PO" before the product ("Продакт оунер", "פרודקט
 *   אונרית", "प्रोडक्ट ओनर", "مالك المنتج", "PO – app de pagos") → product, an individual contributor unless a
 *   rank word says otherwise: the owner of a product is no owner of a business.
 * - **Sales operations kept in a CRM** ("Analista de operaciones comerciales (CRM)", "Vertriebsinnendienst
 *   (CRM-Betreuung)", "営業企画（CRM運用）") → revops, as sales support kept in a CRM is (round 9); a
 *   salesperson who sells a CRM has no operations or support word and stays sales.
 * - **Social media work** ("Chargée de réseaux sociaux", "Some-asiantuntija", "Sosyal Medya Uzmanı", "SMM-менеджер",
 *   "新媒体运营专员", "SNS担当") → marketing.
 * - **DevOps and cloud infrastructure** ("Teamleiter DevOps", "क्लाउड इंफ्रा टीम लीड", "رئيس فريق الحوسبة السحابية") →
 *   engineering.
 * - **Heads of nursing and of sales teams**: the head nurse of a hospital ("护理部主任", "Головна медсестра лікарні",
 *   "Naczelna pielęgniarka") → director; a nurse in charge of a ward in Hindi or Indian English ("वार्ड इंचार्ज सिस्टर")
 *   and the coordinator of a sales team in Portuguese or Spanish ("Coordenadora de equipe de vendas") → manager.
 * - **A country manager in other languages' words** ("カントリーマネジャー", "컨트리 매니저", "Landeschefin Schweiz", "Dyrektor
 *   krajowy") → vp / executive, as "Country Manager" reads.
 * - **The head of a whole plant in Arabic** ("مديرة المصنع"): the manager word over a plant is its director.
 */
const PLANT = [
  'plant', 'plants', 'works', 'factory', 'mill', 'public works', 'rooms', 'cold chain', 'werksdirektor*', 'werksleiter*', 'werkleiter*',
  'usine', 'usines', 'planta', 'stabilimento', 'fabrica', 'diretor industrial', 'diretora industrial', 'director industrial', 'fabriek*',
  'productielocatie', 'fabryk*', 'zakład produkcyjny', 'zakładu produkcyjnego', 'zavod', 'zavodu', 'vyrobniho zavodu', 'tehdas*',
  'tehtaan*', 'gyar', 'gyari*', 'gyarigazgato', 'uzem', 'uzemi', 'uzemigazgato', 'uzemvezeto', 'uzina', 'uzinei', 'uzină', 'fabrici*',
  'εργοστασι*', 'fabrika*', 'завод*', 'фабрик*', 'مصنع', 'المصنع', 'nha may', 'xuong san xuat', 'pabrik', 'कारखाना', 'कारखाने',
  'फैक्ट्री', 'fabrik', 'fabriks*', 'fabrikschef', '工場', '工厂', '厂长', '공장',
  // round 19 (probe): a municipality's public works in other languages, as "Director of Public Works" reads (w3i, w3j, w3p)
  'lavori pubblici', 'obras publicas', 'travaux publics', 'openbare werken',
];
export const PLANT_RULE: FunctionRule = { fn: 'operations', tier: 2, pattern: new RegExp(words(PLANT), 'u') };

const PAYROLL = [
  'payroll*', 'lohnbuchhalt*', 'gehaltsabrechn*', 'entgeltabrechn*', 'lohnabrechn*', 'gestionnaire de paie', 'gestionnaire paie',
  'paie', 'nomina', 'nominas', 'folha de pagamento', 'paghe', 'salarisadministrat*', 'salarisverwerk*', 'loneadministrat*',
  'lonehandlaggare', 'lonekonsult', 'mzdov*', 'mzdova ucetni', 'palkanlask*', 'palkkahallin*', 'berszamfejt*',
  'salarizare', 'palkka', 'bordro*', 'заробітн* плат*', 'заработн* плат*', 'расчетчик*', 'розрахунк* зарплат*', 'μισθοδοσι*', 'رواتب',
  'الرواتب', 'पेरोल', 'penggajian', 'tien luong', 'tinh luong', 'חשב שכר', 'חשבת שכר', '給与計算', '급여', '工资核算', '薪酬核算',
  '薪资核算',
  // round 18 (w3r): pay settled in Spanish and Portuguese words ("Liquidadora de sueldos", "Técnica de Processamento Salarial")
  'liquidacion* de sueldos', 'liquidador* de sueldos', 'sueldos y jornales', 'processamento salarial', 'processamento de salarios',
  'tecnic* de salarios',
];
export const PAYROLL_RULE: FunctionRule = { fn: 'finance', tier: 1, pattern: new RegExp(words(PAYROLL), 'u') };

const SOCIAL_MEDIA = [
  'social media*', 'sociale media', 'sociala medier', 'sosiale medier', 'sociale medier', 'some asiantuntija', 'somemarkkinoi*',
  'some markkinoi*', 'some vastaava', 'reseaux sociaux', 'redes sociales', 'midias sociais', 'redes sociais', 'mediow społecznosciowych',
  'socialnich siti', 'kozossegi media*', 'kozossegimedia*', 'sosyal medya', 'smm', 'smm специалист*', 'smm спеціаліст*', 'соцмереж*',
  'соцсет*', 'социальн* сет*', 'соціальн* мереж*', 'media sosial', 'mang xa hoi', 'sns', 'κοινωνικ* δικτυ*', 'سوشيال ميديا',
  'وسائل التواصل الاجتماعي', 'סושיאל', 'सोशल मीडिया', '新媒体', '社交媒体',
  // round 22 (w3b … w3h's residue): the compound, the Finnish genitive, Hebrew social networks with their prefixes, fan pages
  'socialmedia*', 'somen', 'רשתות חברתיות', 'ברשתות חברתיות', 'לרשתות חברתיות', 'והסושיאל', 'fanpage*',
];
export const SOCIAL_MEDIA_RULE: FunctionRule = { fn: 'marketing', tier: 1, pattern: new RegExp(words(SOCIAL_MEDIA), 'u') };

const PLATFORM_ENGINEERING = [
  'devops', 'dev ops', 'sprav* it sit*', 'sprav* pocitacov* sit*', 'cloud infra*', 'cloud infrastructure', 'cloud platform', 'cloud engineering', 'infraestructura cloud',
  'infrastructure cloud', 'site reliability', 'डेवऑप्स', 'क्लाउड इंफ्रा', 'الحوسبه السحابيه', 'البنيه التحتيه السحابيه',
  // round 18 (w3r): IT infrastructure written as one compound or after the IT word, and the information-strategy offices
  'it infra*', 'infra* it', 'infra* ti', 'it palvelu*', 'infrastructure informatique', 'infraestructura tecnologica', 'infraestrutura tecnologica',
  'infrastrutture it', 'infrastrutture informatiche', '정보전략', '정보화', '情報戦略', '情報化推進', '信息化',
  // round 19 (w3s): infrastructure services, network operation and IT operations teams, and security operations (SOC, cyber) analysts
  'infrapalvelu*', 'halozatuzemeltet*', 'netwerkbeheer*', 'it drift*', 'itdrift*', 'production it', 'production informatique', 'it betrieb*',
  'soc analyst*', 'soc analist*', 'analyste soc', 'analista soc', 'analista de soc', 'cybersecurite', 'cybersecurity', 'ciberseguridad', 'ciberseguranca', 'साइबर सिक्योरिटी', 'साइबर सुरक्षा', 'socアナリスト',
  'soc分析', 'soc 애널리스트',
];
export const PLATFORM_ENGINEERING_RULE: FunctionRule = { fn: 'engineering', tier: 1, pattern: new RegExp(words(PLATFORM_ENGINEERING), 'u') };

const RECEIVABLES = [
  'receivables', 'accounts receivable', 'accounts executive', 'accounts assistant', 'accounts officer', 'debitorenbuchhalt*', 'debitoren*',
  'recouvrement', 'cobros', 'cobranza', 'cobranca', 'incasso', 'debiteurenbeheer', 'kundreskontra', 'należnosci', 'pohledavek',
  'pohledavk*', 'saldokont*', 'kovetelés*', 'koveteleskezel*', 'kintlevoseg*', 'tahsilat*', 'cari hesap*', 'дебітор*', 'дебитор*',
  'حسابات مدينه', '債権', '売掛金', '应收账款', '应收',
];
export const RECEIVABLES_RULE: FunctionRule = { fn: 'finance', tier: 1, pattern: new RegExp(words(RECEIVABLES), 'u') };

/** A customer-service or contact-centre word (a call centre, a helpline, a customer service desk), in every language. */
const CUSTOMER_SERVICE = new RegExp(
  words([
    'call cent*', 'call centr*', 'callcenter*', 'contact cent*', 'contactcenter', 'centre d appels', 'centre de contacts', 'kundencenter',
    'customer service', 'customer support', 'customer care', 'service client*', 'atencion al cliente', 'central de atendimento', 'kundservice',
    'kundtjanst', 'klantenservice', 'asiakaspalvelu*', 'obsługi klienta', 'zakaznick* centr*', 'musteri hizmetleri', 'cagri merkezi',
    'εξυπηρετησ* πελατ*', 'τηλεφωνικ* κεντρ*', 'кол центр*', 'колл центр*', 'контакт центр*', 'خدمه العملاء', 'مركز الاتصال', 'bpo',
    'inbound', '呼叫中心', '客服', 'コールセンター', '콜센터',
  ]),
  'u',
);
/** The head of a shift, a team or a floor of agents (a manager); a shift word alone is no head ("Temsilcisi (gece vardiyası)"). */
const SHIFT_HEAD = new RegExp(
  words([
    'shift lead*', 'shift supervisor*', 'shift manager', 'schichtleit*', 'capoturno', 'skiftledare', 'vuoropaallikko', 'vuoroesimies',
    'kierownik zmiany', 'kierowniczka zmiany', 'vedouci smeny', 'vardiya amiri', 'vardiya lideri', 'vardiya sorumlusu', 'керівни* зміни',
    'начальни* смены', 'руководител* смены', 'προισταμεν* βαρδιας', 'υπευθυν* βαρδιας', 'مشرف* ورديه', 'supervisor de turno',
    'supervisora de turno', 'responsable de plateau', 'chef d equipe', 'team lead*', 'teamleider', 'teamleiter*', 'team leader',
    'supervisor*', 'superviseur*', 'supervisora', 'gruppledare', 'tiimiesimies', '班长', '主管', 'スーパーバイザー', '팀장',
  ]),
  'u',
);

/** Order entry and sales administration, in a sales department: the back office of sales. */
const SALES_BACK_OFFICE = new RegExp(
  words([
    'order entry', 'order processing', 'orderverwerking', 'orderhandlaggare', 'auftragserfassung',
    'auftragsbearbeitung', 'inserimento ordini', 'ufficio ordini', 'adv', 'administration des ventes', 'administracion de ventas', 'administracao de vendas', 'obsługi zamowien', 'xu ly don hang',
    'nhap don hang', 'admin penjualan', 'admin sales', 'sales admin*', 'sales administration', 'إدخال أوامر', 'ادخال اوامر', 'إدخال طلبات',
    'ادخال طلبات', '订单录入*', '订单处理', '受注*',
  ]),
  'u',
);
const SALES_CONTEXT =
  /sales|vertrieb|vente|vendas|venta|verkoop|forsaljning|sprzedaz|kinh doanh|penjualan|البيع|المبيعات|comercial|commercial|clienti|klient|customer|销售|営業|ordini/u;

const CRM_SYSTEM = /salesforce|hubspot|(?<![a-z])(?:crm|sfa)(?![a-z])|セールスフォース|세일즈포스|सेल्सफोर्स|сейлсфорс/u;
const SYSTEM_ADMIN = /admin|rendszergazda|yonetici|管理者|어드민|관리자|व्यवस्थापक|администратор|адміністратор/u;

const PRODUCT_OWNER = new RegExp(
  `${words([
    'product owner*', 'продакт оунер*', 'продакт овнер*', 'פרודקט אונר*', 'प्रोडक्ट ओनर', 'مالك المنتج', 'مالكه المنتج', 'مالك منتج',
    'مالكه منتج', 'urun sahibi', 'プロダクトオーナー', '프로덕트 오너',
  ])}|^po(?![\\p{L}\\p{N}])`,
  'u',
);

const CRM = /(?<![a-z0-9])crm(?![a-z])/u;
const SALES_OPERATIONS =
  /operation|operatie|operac|operatiiv|van hanh|innendienst|support|tuki|paakayttaja|ondersteuning|stod|betreuung|assist|admin|運用|运营|운영|企画|事務|助理/u;

/** The head nurse of a whole hospital: a director. */
const CHIEF_NURSE = new RegExp(
  words([
    '护理部主任', 'головн* медсестр*', 'головн* медичн* сестр*', 'главн* медсестр*', 'главн* медицинск* сестр*', 'naczeln* pielęgniark*',
    'pflegedirektor*', 'directeur des soins', 'directrice des soins', 'directora de enfermeria', 'director de enfermeria',
    'diretora de enfermagem', 'diretor de enfermagem', 'hlavni sestra',
  ]),
  'u',
);
/** A nurse in charge of a ward, or the coordinator of a team of salespeople: a manager. */
const WARD_OR_TEAM_HEAD = new RegExp(
  words([
    'वार्ड इंचार्ज', 'सिस्टर इंचार्ज', 'इंचार्ज सिस्टर', 'नर्सिंग इंचार्ज', 'ward incharge', 'sister incharge', 'nursing incharge', 'ward in charge',
    'coordenador de equipe', 'coordenadora de equipe', 'coordinador de equipo', 'coordinadora de equipo',
  ]),
  'u',
);

/** The head of a country's entity, in the words other languages use for a country manager: vice-president rank, executive. */
const COUNTRY_HEAD = new RegExp(
  words([
    'カントリーマネージャー', 'カントリーマネジャー', '컨트리 매니저', '컨트리매니저', 'landeschef*', 'landerchef*', 'dyrektor krajowy',
    'dyrektorka krajowa', 'directeur pays', 'directrice pays', 'director de pais', 'directora de pais', 'direttore paese', 'country director',
  ]),
  'u',
);

/**
 * The chief of a country's entity in words the seniority rules already rank vp (round 15): the maker or trade the
 * title describes is the employer's, not the chief's function ("Country Manager Benelux – Zwitserse fabrikant van
 * hoortoestellen", "Giám đốc Quốc gia Việt Nam – hãng thiết bị y tế").
 */
const COUNTRY_CHIEF = new RegExp(words(['country manager', 'country head', 'head of country', 'country general manager', 'giam doc quoc gia']), 'u');

const ARABIC_PLANT_HEAD = /^(?:مدير|مديره) (?:ال)?مصنع/u;

/**
 * The chief of a subsidiary (round 13, development titles first: `titles-round13.json`): a chief executive, general
 * manager or bare director whose title names the group's subsidiary or foreign entity is the group's vice-president
 * rank, executive ("Geschäftsführer der österreichischen Tochtergesellschaft", "VD för det finska dotterbolaget",
 * "越南子公司总经理") — as a country manager reads. A functional director of a subsidiary keeps its function.
 */
const SUBSIDIARY = new RegExp(
  words([
    'subsidiary', 'subsidiaries', 'tochtergesellschaft*', 'tochterunternehmen*', 'tochterfirma', 'filiale', 'filial', 'filiala*', 'filialei',
    'subsidiaria', 'controllata', 'dochteronderneming*', 'dochterbedrijf*', 'dochtermaatschappij*', 'dotterbolag*', 'datterselskab*',
    'datterselskap*', 'tytaryhtio*', 'spółki zależnej', 'spółka zależna', 'spółek zależnych', 'dcerine spolecnosti', 'dcerina spolecnost', 'dcerskej spolocnosti',
    'leanyvallalat*', 'дочірньої компанії', 'дочірня компанія', 'дочерней компании', 'дочерняя компания', 'חברת הבת', 'الشركة التابعة',
    'للشركة التابعة', 'فرع الشركة', 'istirak*', 'yan kurulus*', 'θυγατρικ*', 'anak perusahaan', 'cong ty con', '子公司', '現地法人', '海外法人',
    '해외법인', '자회사',
  ]),
  'u',
);

/** A franchisee owns the company that runs a chain's branch ("Franchisenehmerin – Bäckerei-Filiale"): an owner, not a subsidiary's chief. */
const FRANCHISEE = /\b(?:franchisee|franchise ?nehmer\w*|franquiciad[ao]|franquead[ao]|franchisenemer|franchisetagare|franczyzobiorc\w*)\b/u;

function subsidiaryHead(text: string, read: TitleClassification): boolean {
  if (!SUBSIDIARY.test(text) || FRANCHISEE.test(text)) return false;
  return read.seniority === 'c_level' || (read.seniority === 'vp' && read.function !== 'executive') || (read.seniority === 'director' && read.function === 'other');
}

export function byOfficeAndPlantClass(text: string, read: TitleClassification): TitleClassification {
  const desk = bySalesDeskClass(text, read);
  if (desk !== read) return desk;
  if (PRODUCT_OWNER.test(text) && (read.function !== 'product' || read.seniority === 'c_level')) {
    return { seniority: read.seniority === 'c_level' ? 'ic' : read.seniority, function: 'product' };
  }
  if (read.seniority === 'ic' && (read.function === 'sales' || read.function === 'operations') && CRM.test(text) && SALES_OPERATIONS.test(text)) {
    return { seniority: 'ic', function: 'revops' };
  }
  if (read.seniority === 'manager' && ARABIC_PLANT_HEAD.test(text)) return { seniority: 'director', function: 'operations' };
  if ((read.seniority === 'manager' || read.seniority === 'director') && COUNTRY_HEAD.test(text)) return { seniority: 'vp', function: 'executive' };
  if (read.seniority === 'vp' && COUNTRY_CHIEF.test(text)) return { seniority: 'vp', function: 'executive' };
  if (subsidiaryHead(text, read)) return { seniority: 'vp', function: 'executive' };
  if (read.seniority === 'ic' && CHIEF_NURSE.test(text)) return { seniority: 'director', function: read.function === 'operations' ? 'other' : read.function };
  if (read.seniority === 'ic' && WARD_OR_TEAM_HEAD.test(text)) return { seniority: 'manager', function: read.function };
  return read;
}

/**
 * Desks around sales and service (round 10, from the read sets w3f–w3h, development titles first): the head of a
 * shift or a team of a contact centre or customer service → manager / customer_success ("Schichtleiterin Callcenter",
 * "Vuoropäällikkö, asiakaspalvelu", "Керівниця зміни кол-центру"); a CRM system's administrator → revops, an
 * individual contributor ("Salesforce-Administratorin", "세일즈포스 어드민"); order entry and sales administration in a
 * sales department → revops ("Sachbearbeiterin Auftragserfassung Vertrieb", "Assistante ADV", "受注処理担当（営業部）").
 */
function bySalesDeskClass(text: string, read: TitleClassification): TitleClassification {
  if (read.seniority === 'vp' || read.seniority === 'c_level') return read;
  if (CUSTOMER_SERVICE.test(text) && SHIFT_HEAD.test(text) && read.function !== 'sales') return { seniority: 'manager', function: 'customer_success' };
  if (CRM_SYSTEM.test(text) && SYSTEM_ADMIN.test(text)) return { seniority: 'ic', function: 'revops' };
  if (read.seniority === 'ic' && SALES_BACK_OFFICE.test(text) && SALES_CONTEXT.test(text)) return { seniority: 'ic', function: 'revops' };
  return read;
}
