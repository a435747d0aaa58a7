import type { JobFunction } from '../types';
import { type Family, familyEntries } from './occupations';
import type { LexiconEntry, LexiconRow, TitleLanguage } from './types';
import { entries } from './types';

/**
 * Round 40 (sweep40s, issue #21): the classes of the older read sets' seniority misses (bench/holdout … holdout-w4n, 161 rows),
 * written complete for the languages each exists in, never the rows' wording (docs/decisions.md, "Detection round 40 (seniority
 * sweep)"). Development rows: test/fixtures/detection-w3/titles-r40-seniority*.json.
 *
 * - **Site and crew heads** whose head word carries another rank in the language (the Dutch "-chef" and "-leider", the German
 *   "-leiter", the Arabic "رئيس", the Ukrainian "старший"): the head of a warehouse, a depot or a shift, a foreman, a ward's
 *   charge nurse, a player-coach is a manager, as every read set labels them (warehouse heads 20 manager to 1; shift heads 14
 *   to 0; charge nurses 29 to 1; player-coaches 20 to 5 director). The families claim the title's rank (`claimsRank`), so the
 *   head word's own rank rule does not count.
 * - **The head of nursing of a hospital** (nursing superintendent, 간호부장, 看護部長, 护理部主任): director.
 * - **The chair or speaker of a management board** written with a genitive (German "Vorsitzende des Vorstands"), and **the
 *   feminine and definite forms** of the Arabic top ranks (المديرة العامة, المديرة التنفيذية, نائبة المدير العام …): the ranks of
 *   their masculine or compound forms.
 * - **A coordinator of a department or of its team in Portuguese and Spanish** (Coordenador de Logística, Coordinadora de
 *   Compras): the team's head, `manager` (read sets 31 to 4; the four are two BIM coordinators and the first set's two); a
 *   coordinator of projects, studies, programmes, events or volunteers keeps the word's `ic`.
 * - **A Nordic product "chef"** (Produktchef, Produktsjef): a product manager, `ic` (read sets 7 to 1).
 * - **Owner-operators** (オーナー, Turkish "… İşletmecisi", Romanian "Administrator SRL") and **rank abbreviations** (Finnish TJ,
 *   Turkish GMY, Indonesian Dirut / Wadirut): the ranks of the words they stand for.
 * - **A trainee for a manager's post** (Yönetici Adayı, Manager in Training, Gerente en formación): `ic`.
 * - **The head of a department in Chinese** (…部部长, …部主任, …中心主任): a director, as 部長 and 부장 are (read sets 42 to 2).
 *
 * The terms are found by the lexicon's matcher with every other term (one pass over the text): no pass and no pre-test of
 * their own.
 */
const FAMILIES: Readonly<Record<string, Family>> = {
  /** The head of a warehouse, a depot or a distribution centre's floor: a site head. */
  warehouseHeads: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    tier: 1,
    terms: {
      en: ['warehouse manager', 'warehouse supervisor', 'warehouse incharge', 'warehouse in charge', 'head of warehouse', 'depot manager', 'warehouse lead'],
      de: ['lagerleiter*', 'lagerleitung', 'leiter lager', 'leiterin lager', 'leiter des lagers', 'leiterin des lagers', 'leiter des zentrallagers', 'leiterin des zentrallagers', 'zentrallagerleiter*', 'depotleiter*', 'auslieferungslagerleiter*'],
      nl: ['magazijnchef', 'magazijnleider*', 'magazijnmanager', 'hoofd magazijn', 'hoofd van het magazijn', 'magazijnverantwoordelijke', 'depotchef'],
      fr: ['chef d entrepôt', 'cheffe d entrepôt', 'chef de dépôt', 'cheffe de dépôt', 'responsable d entrepôt', 'responsable entrepôt', 'responsable de dépôt', 'chef de magasin logistique'],
      es: ['jefe de almacén', 'jefa de almacén', 'encargado de almacén', 'encargada de almacén', 'responsable de almacén', 'gerente de almacén'],
      pt: ['chefe de armazém', 'gerente de armazém', 'encarregado de armazém', 'encarregada de armazém', 'responsável de armazém', 'chefe de almoxarifado', 'encarregado de almoxarifado'],
      it: ['capo magazzino', 'capomagazzino', 'responsabile di magazzino', 'responsabile magazzino', 'responsabile del magazzino'],
      pl: ['kierownik magazynu', 'kierowniczka magazynu', 'szef magazynu'],
      sv: ['lagerchef', 'lageransvarig', 'lagerföreståndare'],
      da: ['lagerchef', 'lagerleder'],
      no: ['lagersjef', 'lagerleder'],
      fi: ['varastopäällikkö', 'varastoesimies', 'varastoesihenkilö'],
      cs: ['vedoucí skladu', 'skladník vedoucí'],
      hu: ['raktárvezető'],
      ro: ['șef depozit', 'sef depozit', 'șefă depozit', 'sefa depozit', 'șef de depozit', 'sef de depozit'],
      el: ['υπεύθυνος αποθήκης', 'υπεύθυνη αποθήκης'],
      tr: ['depo müdürü', 'depo şefi'],
      ar: ['مدير مستودع', 'مدير المستودع', 'مديرة مستودع', 'مديرة المستودع', 'مشرف مستودع', 'مشرف المستودع', 'رئيس المستودع'],
      he: ['מנהל מחסן', 'מנהלת מחסן'],
      hi: ['गोदाम प्रबंधक', 'गोदाम प्रभारी', 'godown incharge', 'warehouse incharge'],
      id: ['kepala gudang', 'supervisor gudang', 'spv gudang'],
      vi: ['trưởng kho', 'quản lý kho'],
      uk: ['завідувач складу', 'завідувачка складу', 'керівник складу', 'керівниця складу', 'начальник складу', 'начальниця складу'],
      ru: ['начальник склада', 'заведующий складом', 'заведующая складом', 'руководитель склада'],
      ko: ['창고장', '물류센터장'],
      ja: ['倉庫長', '倉庫責任者'],
      zh: ['仓库经理', '仓库主管'],
    },
  },
  /** The head of a shift: a site head. */
  shiftHeads: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    // A weak function: the shift's own unit names it ("Vuoroesihenkilö, asiakaspalvelukeskus", "אחראית משמרת סיעוד").
    tier: 3,
    terms: {
      en: ['shift leader', 'shift lead', 'shift supervisor', 'shift manager', 'shift incharge', 'shift in charge'],
      nl: ['shiftleider*', 'ploegleider*', 'ploegbaas', 'ploegchef'],
      de: ['schichtleiter*', 'schichtführer*', 'schichtleitung'],
      fr: ['chef de quart', 'cheffe de quart', 'responsable de quart', 'chef de poste', 'cheffe de poste'],
      es: ['jefe de turno', 'jefa de turno', 'supervisor de turno', 'supervisora de turno', 'encargado de turno', 'encargada de turno'],
      pt: ['chefe de turno', 'líder de turno', 'supervisor de turno', 'supervisora de turno', 'encarregado de turno'],
      it: ['capoturno', 'capo turno', 'responsabile di turno'],
      pl: ['kierownik zmiany', 'kierowniczka zmiany', 'mistrz zmiany', 'szef zmiany'],
      sv: ['skiftledare', 'skiftansvarig'],
      da: ['skiftleder', 'vagtleder'],
      no: ['skiftleder', 'skiftleiar'],
      fi: ['vuoropäällikkö', 'vuoroesimies', 'vuoroesihenkilö', 'vuoromestari'],
      cs: ['vedoucí směny', 'směnový mistr', 'mistr směny'],
      hu: ['műszakvezető'],
      ro: ['șef de tură', 'sef de tura', 'șefă de tură', 'sefa de tura', 'șef tură', 'sef tura'],
      el: ['υπεύθυνος βάρδιας', 'υπεύθυνη βάρδιας', 'προϊστάμενος βάρδιας', 'προϊσταμένη βάρδιας'],
      tr: ['vardiya amiri', 'vardiya şefi', 'vardiya sorumlusu', 'vardiya müdürü'],
      ar: ['رئيس وردية', 'رئيسة وردية', 'رئيس الوردية', 'رئيسة الوردية', 'مشرف وردية', 'مشرفة وردية', 'مشرف الوردية', 'مشرفة الوردية', 'مسؤول وردية', 'مسؤولة وردية', 'مسؤول الوردية', 'مسؤولة الوردية'],
      hi: ['शिफ्ट प्रभारी', 'शिफ्ट इंचार्ज', 'शिफ्ट सुपरवाइजर', 'shift incharge'],
      id: ['kepala shift', 'kepala regu shift', 'supervisor shift', 'spv shift', 'kepala regu'],
      vi: ['trưởng ca'],
      uk: ['старший зміни', 'старша зміни', 'начальник зміни', 'начальниця зміни', 'майстер зміни', 'майстриня зміни'],
      ru: ['старший смены', 'старшая смены', 'начальник смены', 'мастер смены'],
      ko: ['교대 조장', '교대조장', '조장'],
      ja: ['シフトリーダー', '班長'],
      zh: ['值班长', '班长'],
    },
  },
  /** A foreman or supervisor of a crew, a line or a section: a site head. */
  crewForemen: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    tier: 3,
    terms: {
      tr: ['formen', 'formeni', 'formenliği'],
      uk: ['майстер цеху', 'майстриня цеху', 'майстер дільниці', 'майстриня дільниці', 'майстер виробничої дільниці', 'майстер виробництва', 'майстер депо', 'майстер ремонтного депо', 'майстер бригади'],
      ru: ['мастер цеха', 'мастер участка', 'мастер производственного участка', 'мастер производства', 'мастер депо'],
      cs: ['parťák', 'parťačka', 'předák', 'předačka', 'mistr výroby', 'mistrová výroby'],
      id: ['spv produksi', 'spv toko', 'spv operasional', 'spv logistik', 'spv kasir', 'spv lapangan', 'spv admin', 'spv gudang'],
    },
  },
  /** The charge nurse or head of a ward: manager / other (the ward's head, whatever head word the language uses). */
  wardNurseHeads: {
    fn: 'other',
    seniority: 'manager',
    claimsRank: true,
    tier: 1,
    terms: {
      en: ['matron', 'senior sister', 'ward sister', 'charge nurse', 'head nurse', 'nurse unit manager', 'nursing unit manager', 'ward manager', 'nurse in charge', 'sister in charge'],
      de: ['stationsleiter*', 'stationsleitung', 'pflegedienstleitung', 'pflegedienstleiter*', 'wohnbereichsleiter*', 'wohnbereichsleitung'],
      fr: ['cadre infirmier', 'cadre infirmière', 'infirmier cadre', 'infirmière cadre', 'cadre de santé', 'cadre de santé infirmier', 'infirmière en chef', 'infirmier en chef', 'infirmière coordinatrice', 'infirmier coordinateur'],
      fi: ['vastaava sairaanhoitaja', 'vastaava hoitaja', 'osastonhoitaja', 'apulaisosastonhoitaja'],
      sv: ['avdelningssköterska', 'avdelningschef vård'],
      tr: ['sorumlu hemşire', 'sorumlu hemşiresi', 'servis sorumlu hemşiresi', 'başhemşire'],
      es: ['supervisora de enfermería', 'supervisor de enfermería', 'jefa de enfermería', 'jefe de enfermería', 'enfermera jefe', 'enfermera supervisora'],
      it: ['caposala', 'coordinatore infermieristico', 'coordinatrice infermieristica'],
      ro: ['asistentă șefă', 'asistenta sefa', 'asistent șef', 'asistent sef'],
      ko: ['수간호사'],
    },
  },
  /** The head of nursing of a hospital: director / other. */
  nursingDirectors: {
    fn: 'other',
    seniority: 'director',
    claimsRank: true,
    tier: 1,
    terms: {
      en: ['nursing superintendent', 'director of nursing', 'chief nurse', 'head of nursing'],
      hi: ['नर्सिंग अधीक्षक', 'नर्सिंग अधीक्षिका', 'nursing adhikshak'],
      de: ['pflegedirektor*', 'pflegedirektion'],
      fr: ['directrice des soins', 'directeur des soins'],
      ko: ['간호부장', '간호본부장'],
      ja: ['看護部長'],
      zh: ['护理部主任'],
    },
  },
  /** A player-coach: leads the team while carrying a quota (manager). */
  playerCoaches: {
    fn: 'sales',
    seniority: 'manager',
    tier: 4,
    terms: {
      en: ['player coach', 'player-coach', 'player/coach', 'playing coach', 'player coach sales'],
    },
  },
};

/** The coordinators of a department or a team in Portuguese and Spanish (manager), with the department's function. */
type Unit = readonly [string, JobFunction | null];
const COORDINATED: Readonly<Record<'pt' | 'es', { heads: readonly string[]; units: readonly Unit[] }>> = {
  pt: {
    heads: ['coordenador de', 'coordenadora de', 'coordenador da', 'coordenadora da', 'coordenador do', 'coordenadora do'],
    units: [
      ['logística', 'operations'], ['logística reversa', 'operations'], ['compras', 'operations'], ['vendas', 'sales'], ['vendas internas', 'sales'],
      ['vendas externas', 'sales'], ['marketing', 'marketing'], ['comunicação', 'marketing'], ['ti', 'engineering'], ['tecnologia', 'engineering'],
      ['tecnologia da informação', 'engineering'], ['infraestrutura', 'engineering'], ['infraestrutura de ti', 'engineering'],
      ['qualidade', 'operations'], ['rh', 'people'], ['recursos humanos', 'people'], ['departamento pessoal', 'people'], ['atendimento', 'customer_success'],
      ['atendimento ao cliente', 'customer_success'], ['contabilidade', 'finance'], ['controladoria', 'finance'], ['finanças', 'finance'],
      ['tesouraria', 'finance'], ['faturamento', 'finance'], ['contas a pagar', 'finance'], ['contas a receber', 'finance'], ['manutenção', 'operations'],
      ['manutenção industrial', 'operations'], ['produção', 'operations'], ['expedição', 'operations'], ['almoxarifado', 'operations'],
      ['enfermagem', 'other'], ['equipe', null], ['equipa', null],
    ],
  },
  es: {
    heads: ['coordinador de', 'coordinadora de', 'coordinador del', 'coordinadora del'],
    units: [
      ['logística', 'operations'], ['compras', 'operations'], ['ventas', 'sales'], ['marketing', 'marketing'], ['comunicación', 'marketing'],
      ['ti', 'engineering'], ['tecnología', 'engineering'], ['infraestructura', 'engineering'], ['calidad', 'operations'],
      ['recursos humanos', 'people'], ['rrhh', 'people'], ['rr hh', 'people'], ['atención al cliente', 'customer_success'], ['contabilidad', 'finance'],
      ['finanzas', 'finance'], ['tesorería', 'finance'], ['facturación', 'finance'], ['mantenimiento', 'operations'], ['producción', 'operations'],
      ['almacén', 'operations'], ['enfermería', 'other'], ['equipo', null], ['plataforma', null], ['plataforma de atención al cliente', 'customer_success'],
    ],
  },
};
const COORDINATORS: readonly LexiconEntry[] = (Object.entries(COORDINATED) as [TitleLanguage, (typeof COORDINATED)['pt']][]).flatMap(([lang, { heads, units }]) =>
  heads.flatMap((head) =>
    units.map(([unit, fn]): LexiconEntry => ({ term: `${head} ${unit}`, lang, seniority: 'manager', ...(fn === null ? {} : { function: fn, tier: 1 as const }) })),
  ),
);
const COORDINATOR_ADJECTIVES: readonly LexiconRow[] = [
  // A coordinator-general (Brazil's federal "Coordenador-Geral", above the coordinators of its units): a director.
  ['coordenador* geral', 'director', null],
  ['coordinador* general', 'director', null],
  ['coordenador financeiro', 'manager', 'finance', 1],
  ['coordenadora financeira', 'manager', 'finance', 1],
  ['coordinador financiero', 'manager', 'finance', 1],
  ['coordinadora financiera', 'manager', 'finance', 1],
];

/** The seats of a German management or supervisory board written as a genitive phrase ("Vorsitzende des Vorstands"). */
const BOARD_SEATS: readonly LexiconRow[] = [
  ['vorsitzende* des vorstand*', 'c_level', 'executive', 4],
  ['vorsitzende* der geschäftsführung', 'c_level', 'executive', 4],
  ['vorsitzende* der geschäftsleitung', 'c_level', 'executive', 4],
  ['vorsitzende* der konzernleitung', 'c_level', 'executive', 4],
  ['sprecher* des vorstand*', 'c_level', 'executive', 4],
  ['sprecher* der geschäftsführung', 'c_level', 'executive', 4],
  ['stellvertretende* vorsitzende* des vorstand*', 'vp', 'executive', 4],
  ['stellvertretende* vorsitzende* der geschäftsführung', 'vp', 'executive', 4],
  ['mitglied des vorstand*', 'c_level', 'executive', 4],
  ['mitglied der geschäftsführung', 'c_level', 'executive', 4],
];

/** Rank words in forms the languages' lists lacked: genitive phrases, feminine and definite forms, abbreviations. */
const RANK_WORDS: ReadonlyArray<readonly [TitleLanguage, readonly LexiconRow[]]> = [
  [
    'ar',
    [
      ['المديرة العامة', 'c_level', 'executive', 4],
      ['والمديرة العامة', 'c_level', 'executive', 4],
      ['المديرة التنفيذية', 'c_level', 'executive', 4],
      ['مديرة تنفيذية', 'c_level', 'executive', 4],
      ['والمديرة التنفيذية', 'c_level', 'executive', 4],
      ['والرئيسة التنفيذية', 'c_level', 'executive', 4],
      ['رئيسة تنفيذية', 'c_level', 'executive', 4],
      ['نائب المديرة العامة', 'vp', 'executive', 4],
      ['نائبة المدير العام', 'vp', 'executive', 4],
      ['نائبة المديرة العامة', 'vp', 'executive', 4],
      ['نائبة مدير عام', 'vp', 'executive', 4],
      ['نائبة مديرة عامة', 'vp', 'executive', 4],
      ['نائبة الرئيسة', 'vp', null],
      ['المديرة الاقليمية', 'vp', 'executive', 4],
      ['مديرة اقليمية', 'vp', 'executive', 4],
      ['المديرة القطرية', 'vp', 'executive', 4],
      ['مديرة قطرية', 'vp', 'executive', 4],
      ['المؤسسة المشاركة', 'c_level', 'executive', 4],
      ['مؤسسة مشاركة', 'c_level', 'executive', 4],
      ['الشريكة المؤسسة', 'c_level', 'executive', 4],
      ['العضوة المنتدبة', 'c_level', 'executive', 4],
      ['الشريكة الادارية', 'c_level', 'executive', 4],
      ['شريكة ادارية', 'c_level', 'executive', 4],
      ['مدير المشاريع', 'ic', 'operations', 3],
      ['مديرة المشاريع', 'ic', 'operations', 3],
      ['مديرة مشروع', 'ic', 'operations', 3],
      ['مديرة مشاريع', 'ic', 'operations', 3],
      ['مديرة منتج', 'ic', 'product', 1],
      ['مديرة المنتج', 'ic', 'product', 1],
      ['مديرة حساب*', 'ic', 'sales', 1],
      ['مديرة علاقات', 'ic', 'sales', 1],
    ],
  ],
  [
    'fr',
    [
      ['superviseur', 'manager', null],
      ['superviseuse', 'manager', null],
      ['superviseure', 'manager', null],
    ],
  ],
  [
    'sv',
    [
      ['produktchef', 'ic', 'product', 1],
      ['produktchefen', 'ic', 'product', 1],
    ],
  ],
  [
    'da',
    [['produktchef', 'ic', 'product', 1]],
  ],
  [
    'no',
    [['produktsjef', 'ic', 'product', 1]],
  ],
  [
    'fi',
    [
      ['tj', 'c_level', 'executive', 4],
      ['perustajaosakas', 'c_level', 'executive', 4],
      ['perustajaosakkaana', 'c_level', 'executive', 4],
    ],
  ],
  [
    'tr',
    [
      ['gmy', 'vp', 'executive', 4],
      ['işletmecisi', 'c_level', 'executive', 4],
      ['işletmecisiyim', 'c_level', 'executive', 4],
      ['yönetici adayı', 'ic', null],
      ['müdür adayı', 'ic', null],
      ['müdür yardımcısı adayı', 'ic', null],
    ],
  ],
  [
    'id',
    [
      // SPV: the Indonesian supervisor's abbreviation, before the unit it supervises (a bare "SPV" is also a special purpose vehicle).
      ['spv penjualan', 'manager', 'sales', 2],
      ['spv sales', 'manager', 'sales', 2],
      ['spv marketing', 'manager', 'marketing', 2],
      ['spv pemasaran', 'manager', 'marketing', 2],
      ['spv keuangan', 'manager', 'finance', 2],
      ['spv akuntansi', 'manager', 'finance', 2],
      ['spv cs', 'manager', 'customer_success', 2],
      ['spv customer service', 'manager', 'customer_success', 2],
      ['spv hrd', 'manager', 'people', 2],
      ['spv it', 'manager', 'engineering', 2],
      ['spv area', 'manager', null],
      ['dirut', 'c_level', 'executive', 4],
      ['wadirut', 'vp', 'executive', 4],
    ],
  ],
  [
    'ro',
    [
      ['administrator srl', 'c_level', 'executive', 4],
      ['administrator s r l', 'c_level', 'executive', 4],
      ['administrator firmă', 'c_level', 'executive', 4],
      ['administrator firma', 'c_level', 'executive', 4],
      ['administrator societate', 'c_level', 'executive', 4],
      ['administratoare srl', 'c_level', 'executive', 4],
    ],
  ],
  [
    'ja',
    [
      ['オーナー', 'c_level', 'executive', 4],
      ['オーナーシェフ', 'c_level', 'executive', 4],
      // "オーナー向け": for owners, the audience a product or a service is for (round 39's "経理担当、オーナー向けプラットフォーム" is ic).
      ['オーナー向け', null, null],
    ],
  ],
  [
    'en',
    [
      ['manager in training', 'ic', null],
      ['manager-in-training', 'ic', null],
      ['assistant manager in training', 'ic', null],
      ['trainee manager', 'ic', null],
      ['trainee store manager', 'ic', 'operations', 3],
      ['owner operator', 'c_level', 'executive', 4],
      ['owner-operator', 'c_level', 'executive', 4],
    ],
  ],
  [
    'es',
    [
      ['gerente en formación', 'ic', null],
      ['jefe en formación', 'ic', null],
    ],
  ],
  [
    'zh',
    [
      ['部部长', 'director', null],
      ['部主任', 'director', null],
      ['中心主任', 'director', null],
      ['部副部长', 'director', null],
      // A ministry's principal staff member ("财政部主任科员") is no department's head: the longer term is read at 部.
      ['部主任科员', 'ic', null],
      ['部副主任科员', 'ic', null],
    ],
  ],
];

export const RANK_FORMS: readonly LexiconEntry[] = [
  ...familyEntries(FAMILIES),
  ...COORDINATORS,
  ...entries('pt', COORDINATOR_ADJECTIVES.filter(([term]) => term.startsWith('coordenador'))),
  ...entries('es', COORDINATOR_ADJECTIVES.filter(([term]) => term.startsWith('coordinador'))),
  ...RANK_WORDS.flatMap(([lang, rows]) => entries(lang, rows)),
  // A board's chair, speaker, deputy chair or member: the phrase is the rank (the board's own word has its rule).
  ...entries('de', BOARD_SEATS).map((entry): LexiconEntry => ({ ...entry, claimsRank: true })),
];
