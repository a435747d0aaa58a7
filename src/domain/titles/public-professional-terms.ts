import { firstMatch } from './class-terms-finder';
import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { CJK_TERM, wordParts, words } from './role-classes';
import { classesRule } from './role-classes-it';
import { startsAfter } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';
import { seniorityRank } from './types';

/**
 * The employers no read set had covered (issue #21, round 32, industries32b), written before any set showed them, each class once
 * for every language (development titles first: `test/fixtures/detection-w3/titles-r32-industries-d.json`; docs/decisions.md,
 * "Detection round 32 (industries d)"): government and the public sector, nonprofits, education as an employer, professional
 * services. The product's conventions, recounted over the read sets and the fixtures: policy, casework, programme officers,
 * teaching, research, police and the armed forces are `other`; a department's head is `director` ("Head of …", Vedoucí oddělení,
 * Начальник відділу, رئيس قسم), a team's head with a count `manager`; a partner `c_level` with the practice's function (a law
 * firm's `other`, an audit or tax practice's `finance`, a consultancy's `executive`); a consultancy's principal `director`.
 *
 * - **Fundraising** (`FUNDRAISING_FUNCTION`, `marketing`): fundraisers, individual and major giving, donor relations,
 *   philanthropy — a donor market reached by campaigns. Not a fund's capital raising (beside "capital", "venture", "investor").
 * - **Volunteer management** → `people`.
 * - **Public roles that name no function** → `other`: civil-service grades whose words read administration (operations) or an
 *   editor (marketing) — attaché d'administration, rédacteur territorial, Técnico de Administración General, funzionario
 *   amministrativo …; legislative and parliamentary assistants; legal affairs (affaires juridiques, asuntos jurídicos);
 *   programme officers (w4a's UNDP programme officer) and development cooperation; junior professors; a Greek teacher.
 * - **Revenue officers and agents** of a tax authority → `finance`, as tax inspectors (w3b).
 * - **Ranks** (`RANKS`): police (inspector → manager, superintendent → director, chief constable → c_level), the armed forces
 *   (a captain → manager, a lieutenant colonel or colonel → director), school heads (headteacher → director, deputy → manager),
 *   public-sector heads of division, a deputy director-general, a head of mission (as a country director: vp), an audit's
 *   Prüfungsleiter (manager), a consultancy's associate partner (director, below partner), a law firm's partner in Vietnamese and
 *   Korean, and academic ranks whose words read a head (Indonesian "Lektor Kepala": ic).
 * - **The employer's public body** (a ministry, a municipality, an EU institution and a Commission directorate-general) after the
 *   role lends it no function: "Główny specjalista, Ministerstwo Finansów" is no finance role; "DG GROW" is no director-general.
 */
export const FUNDRAISING_FUNCTION = 'marketing' as const;

const FUNDRAISING = [
  'fundraiser*', 'fundraising officer*', 'fundraising manager*', 'fundraising coordinator*', 'fundraising executive*', 'fundraising assistant*',
  'fundraising lead', 'fundraising director*', 'head of fundraising', 'director of fundraising', 'community fundraising', 'individual giving',
  'major gifts', 'major gift officer*', 'major donor*', 'major giving', 'donor relations', 'donor care', 'donor development', 'legacy giving', 'legacies officer*', 'philanthropy',
  'director of philanthropy', 'head of philanthropy', 'spendenwerb*', 'fundraiserin', 'fundraiserinnen', 'spendenmarketing', 'großspenden*',
  'collecte de fonds', 'chargé de collecte', 'chargée de collecte', 'responsable collecte', 'responsable de la collecte', 'relations donateurs',
  'captación de fondos', 'captacion de fondos', 'captador de fondos', 'captadora de fondos', 'recaudación de fondos', 'relaciones con donantes',
  'captação de recursos', 'captador de recursos', 'captadora de recursos', 'mobilização de recursos', 'raccolta fondi', 'fundraiser', 'relazioni con i donatori',
  'fondsenwerv*', 'fondsenwerving', 'relatiebeheer donateurs', 'insamlare', 'insamlingsansvarig*', 'insamlingschef*', 'insamling',
  'varainhankin*', 'varainhankkija*', 'fundraisingu', 'fundraisingowiec', 'pozyskiwania darczyńców', 'pozyskiwanie funduszy', 'fundraiserka',
  'fundraiserky', 'fundraisingu ', 'adománygyűjt*', 'forrásteremt*', 'strângere de fonduri', 'strangere de fonduri', 'άντλησης πόρων',
  'συγκέντρωσης πόρων', 'фандрайзер*', 'фандрейзер*', 'фандрейзинг*', 'фандрайзинг*', 'залучення коштів', 'fon geliştirme', 'bağış geliştirme',
  'kaynak geliştirme', 'جمع التبرعات', 'تنمية الموارد المالية', 'علاقات المانحين', 'גיוס משאבים', 'גיוס תרומות', 'גיוס כספים', 'קשרי תורמים',
  'फंडरेजिंग', 'धन संग्रह', 'penggalangan dana', 'penggalang dana', 'gây quỹ', 'vận động tài trợ', '모금', '펀드레이징', '펀드레이저',
  'ファンドレイジング', 'ファンドレイザー', '募金', '筹款', '募款', '劝募',
];
/** A fund's capital raising, not a donor market: "Head of Fundraising, venture capital fund" keeps finance. */
const CAPITAL = /(?<![\p{L}])(?:capital|venture|investor\p{L}*|private equity|limited partners|lps?|fund (?:i|ii|iii|iv)|vc)(?![\p{L}])/u;

const VOLUNTEERS = [
  'volunteer coordinator*', 'volunteer manager*', 'volunteer engagement', 'volunteering manager*', 'volunteering coordinator*', 'head of volunteering',
  'ehrenamtskoordinat*', 'freiwilligenkoordinat*', 'coordinateur des bénévoles', 'coordinatrice des bénévoles', 'responsable des bénévoles',
  'coordinador de voluntariado', 'coordinadora de voluntariado', 'coordinador de voluntarios', 'coordinadora de voluntarios',
  'coordenador de voluntariado', 'coordenadora de voluntariado', 'coordinatore dei volontari', 'coordinatrice dei volontari',
  'vrijwilligerscoördinator*', 'vrijwilligerscoordinator*', 'frivilligkoordinator*', 'vapaaehtoiskoordinaattori', 'koordynator wolontariatu',
  'koordynatorka wolontariatu', 'koordynator wolontariuszy', 'koordinátor dobrovolníků', 'koordinátorka dobrovolníků', 'önkéntes koordinátor',
  'coordonator voluntari', 'συντονιστής εθελοντών', 'συντονίστρια εθελοντών', 'координатор волонтерів', 'координаторка волонтерів',
  'gönüllü koordinatörü', 'منسق المتطوعين', 'منسقة المتطوعين', 'רכז מתנדבים', 'רכזת מתנדבים', 'स्वयंसेवक समन्वयक', 'koordinator relawan',
  'điều phối tình nguyện viên', '자원봉사 코디네이터', 'ボランティアコーディネーター', '志愿者协调员', '志愿者管理',
];

const PUBLIC_ROLES = [
  // Civil-service grades and posts whose words read administration or an editor
  'attaché d administration', 'attachée d administration', 'attaché principal d administration', 'attachée principale d administration',
  'attaché territorial', 'attachée territoriale', 'rédacteur territorial', 'rédactrice territoriale', 'administrateur de l état',
  'administratrice de l état', 'administrateur civil', 'administratrice civile', 'administrateur territorial', 'administratrice territoriale',
  'funcionario de carrera', 'funcionaria de carrera', 'técnico de administración general', 'técnica de administración general',
  'cuerpo de gestión', 'cuerpo superior de administradores', 'técnico superior da administração pública', 'técnica superior da administração pública',
  'técnico superior de administração pública', 'funzionario amministrativo', 'funzionaria amministrativa', 'istruttore amministrativo',
  'istruttrice amministrativa', 'διοικητικός υπάλληλος', 'διοικητική υπάλληλος',
  // Legislative and parliamentary work, legal affairs
  'legislative assistant*', 'legislative aide*', 'legislative director*', 'parliamentary assistant*', 'parliamentary researcher*',
  'affaires juridiques', 'asuntos jurídicos', 'assuntos jurídicos', 'affari legali', 'affari giuridici',
  // Teaching words the lexicon reads otherwise
  'juniorprofessor*', 'juniorprofessur', 'εκπαιδευτικός', 'εκπαιδευτικοί',
];
/** Programme officers and development cooperation (w4a: a UN programme officer is other; a grants programme officer operations). */
const PROGRAMMES = [
  'programme officer*', 'program officer*', 'chargé de programme*', 'chargée de programme*', 'oficial de programas', 'oficial de programa',
  'entwicklungszusammenarbeit', 'development cooperation', 'coopération au développement', 'ontwikkelingssamenwerking', 'utvecklingssamarbete',
  'kehitysyhteistyö*', 'współpracy rozwojowej', 'rozvojové spolupráce',
];

const TAX_OFFICERS = ['revenue officer*', 'revenue agent*'];

export const PUBLIC_PROFESSIONAL_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  [FUNDRAISING_FUNCTION, FUNDRAISING],
  ['people', VOLUNTEERS],
  ['other', PUBLIC_ROLES],
  ['finance', TAX_OFFICERS],
];
export const PUBLIC_PROFESSIONAL_CLASSES_RULE: FunctionRule = classesRule(1, PUBLIC_PROFESSIONAL_CLASSES);
export const PROGRAMME_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [['other', PROGRAMMES]];
export const PROGRAMME_RULE: FunctionRule = classesRule(1, PROGRAMME_CLASSES);
/** The readings each class beats: a word's other sense (administration, editor, security, recruiting, revenue, a "business"). */
const BEATEN: Readonly<Record<string, ReadonlySet<string>>> = {
  [FUNDRAISING_FUNCTION]: new Set(['other', 'people', 'sales', 'finance']),
  people: new Set(['other']),
  other: new Set(['operations', 'marketing', 'engineering', 'people', 'sales', 'finance', 'executive']),
  finance: new Set(['other', 'sales']),
};
/** A programme's words beat only a reading of another sense of its field's words ("food security", "Entwicklung", "programmes" as sales). */
const BEATEN_BY_PROGRAMME: ReadonlySet<string> = new Set(['sales', 'engineering', 'marketing']);

/**
 * How a rank word sets the function: `other` always (police, armed forces, academic ranks), `general` other for a reading with
 * none, `executive` for a head's reading with none, `audit` finance for an audit's rank whose words name none, or keep it.
 */
type FunctionMode = 'other' | 'general' | 'executive' | 'audit' | 'keep';
const MILITARY_DIRECTOR = [
  'lieutenant colonel', 'colonel', 'oberstleutnant', 'oberst', 'teniente coronel', 'coronel', 'tenente coronel', 'tenente colonnello',
  'colonnello', 'luitenant kolonel', 'kolonel', 'podpułkownik', 'pułkownik', 'överstelöjtnant', 'överste', 'everstiluutnantti', 'eversti',
  'podplukovník', 'plukovník', 'alezredes', 'ezredes', 'locotenent colonel', 'αντισυνταγματάρχης', 'συνταγματάρχης', 'підполковник',
  'полковник', 'подполковник', 'yarbay', 'albay', 'عقيد', 'סגן אלוף', 'אלוף משנה', 'लेफ्टिनेंट कर्नल', 'कर्नल', 'letnan kolonel',
  'trung tá', 'thượng tá', 'đại tá',
];
/** A captain of the armed forces in words no other trade uses. */
const MILITARY_MANAGER = ['hauptmann', 'kapitänleutnant', 'yüzbaşı', 'százados', 'λοχαγός', 'סרן', 'đại úy'];
/** A captain's word other trades use too (a ship's, a team's, an airline's): a captain of the armed forces only beside them. */
const CAPTAIN_WORDS = ['captain', 'capitaine', 'capitán', 'capitão', 'capitano', 'kapitein', 'kapten', 'kapitan', 'kapteeni', 'kapitán', 'căpitan', 'капітан', 'капитан', 'نقيب', 'कैप्टन'];
const CAPTAIN = new RegExp(words(CAPTAIN_WORDS), 'u');
const ARMED_FORCES = new RegExp(
  words([
    'army', 'armed forces', 'air force', 'navy', 'marine corps', 'royal marines', 'bundeswehr', 'heer', 'luftwaffe', 'armée', 'armée de terre',
    'armée de l air', 'marine nationale', 'ejército', 'ejército de tierra', 'fuerzas armadas', 'exército', 'forças armadas', '*esercito', 'forze armate',
    'koninklijke landmacht', 'landmacht', 'krijgsmacht', 'armia', 'wojsko', 'wojska lądowe', 'wojsko polskie', 'försvarsmakten', 'armén', 'puolustusvoimat',
    'maavoimat', 'armáda', 'armády', 'honvédség', 'magyar honvédség', 'armata', 'armata română', 'στρατός', 'στρατού', 'ένοπλες δυνάμεις', 'збройні сили',
    'зсу', 'армія', 'армии', 'kara kuvvetleri', 'türk silahlı kuvvetleri', 'tsk', 'الجيش', 'القوات المسلحة', 'צהל', 'सेना', 'भारतीय सेना', 'indian army',
    'tni', 'tni ad', 'angkatan darat', 'quân đội', 'bộ đội',
  ]),
  'u',
);
/**
 * A partner's word alone in the role's segment, and a law firm beside it: the partner of a law firm practises law (`other`, w3d,
 * w3f), not a consultancy's executive; a founding or managing partner runs the firm (executive, w3b, w3x).
 */
const PARTNER_LIST = [
  'partner', 'partnerin', 'partnerka', 'партнер', 'партнерка', 'شريك', 'شريكة', 'שותף', 'שותפה', 'socio', 'socia', 'sócio', 'sócia', 'associé',
  'associée', 'delägare', 'osakas', 'ortak', 'partener', 'wspólnik', 'společník', 'társ',
];
const PARTNER_WORDS = words(PARTNER_LIST);
const BARE_PARTNER = new RegExp(`^(?:(?:equity|salaried|senior|junior|full) )?(?:${PARTNER_WORDS})$`, 'u');
const LAW_FIRM = new RegExp(
  `${words([
    'law firm', 'law chambers', 'kanzlei', 'anwaltskanzlei', 'rechtsanwaltskanzlei', 'wirtschaftskanzlei', 'anwaltssozietät', 'cabinet d avocats',
    'despacho de abogados', 'bufete', 'bufete de abogados', 'escritório de advocacia', 'sociedade de advogados', 'studio legale', 'advocatenkantoor',
    'kancelaria prawna', 'kancelaria adwokacka', 'kancelaria radcowska', 'advokatbyrå', 'asianajotoimisto', 'advokátní kancelář', 'ügyvédi iroda',
    'societate de avocați', 'cabinet de avocatură', 'δικηγορική εταιρεία', 'δικηγορικό γραφείο', 'юридична фірма', 'адвокатське обєднання',
    'юридическая фирма', 'адвокатское бюро', 'hukuk bürosu', 'avukatlık ortaklığı', 'مكتب محاماة', 'مكتب المحاماة', 'משרד עורכי דין', 'kantor hukum',
    'firma hukum', 'công ty luật', 'văn phòng luật',
  ])}|${foldText('법무법인|法律事務所|律师事务所|律師事務所')}`,
  'u',
);
const POLICE_MANAGER = ['police inspector', 'inspector of police', 'detective inspector', 'detective chief inspector'];
const POLICE_DIRECTOR = ['detective superintendent', 'detective chief superintendent', 'chief superintendent', 'police superintendent', 'superintendent of police'];
const POLICE_HEAD = ['chief constable', 'commissioner of police', 'police commissioner', 'polizeipräsident', 'polizeipräsidentin'];

/**
 * When a rank word sets the rank: `always` (a police or military rank, a deputy director-general below the director-general its
 * words hold, an audit's Prüfungsleiter, an academic rank whose words read a head); `raise` only above the reading; `ic` only a
 * title read with no rank (a founder's "Head Teacher" stays the founder's; a head with a counted team stays a team's manager).
 */
type When = 'always' | 'raise' | 'ic';
const RANKS: readonly (readonly [Seniority, FunctionMode, When, readonly string[]])[] = [
  ['vp', 'executive', 'always', ['deputy director general', 'deputy chief constable', 'head of mission', 'dirigente generale']],
  ['c_level', 'executive', 'raise', POLICE_HEAD],
  ['c_level', 'general', 'ic', ['luật sư thành viên']],
  ['director', 'other', 'always', [...MILITARY_DIRECTOR, ...POLICE_DIRECTOR]],
  ['director', 'general', 'ic', ['headteacher', 'head teacher', 'principal de collège', 'principale de collège', 'principal du collège', 'principale du collège', 'naczelnik wydziału', 'chefe de divisão', 'ראש ענף', 'phó vụ trưởng', 'vụ trưởng']],
  ['director', 'general', 'raise', ['προϊστάμενος διεύθυνσης', 'προϊσταμένη διεύθυνσης']],
  ['director', 'general', 'always', ['daire başkanı']],
  ['director', 'keep', 'ic', ['associate partner']],
  ['manager', 'other', 'always', [...MILITARY_MANAGER, ...POLICE_MANAGER]],
  ['manager', 'general', 'ic', ['deputy headteacher', 'deputy head teacher', 'assistant headteacher', 'konrektor', 'konrektorin']],
  ['manager', 'audit', 'always', ['prüfungsleiter', 'prüfungsleiterin']],
  ['ic', 'other', 'always', ['lektor kepala', 'asisten ahli']],
];
/**
 * The CJK rank words: Japanese police (巡査部長 a sergeant, 警部 an inspector → manager; 警視 a superintendent, not 警視庁 the
 * force → director), a Chinese section chief (科长), the armed forces' captains and colonels, a Korean law firm's partner.
 */
const CJK_RANKS: readonly (readonly [Seniority, FunctionMode, When, string])[] = (
  [
    ['c_level', 'general', 'ic', '파트너 ?변호사'],
    ['director', 'other', 'always', '警視(?![庁总総監])|大佐|一佐|中佐|二佐|上校|中校|大校|대령|중령'],
    ['manager', 'other', 'always', '巡査部長|警部|大尉|一尉|上尉|대위'],
    ['manager', 'general', 'ic', '科[长長]'],
  ] as const
).map(([s, f, w, p]) => [s, f, w, foldText(p)] as const);
const RANK = new RegExp(RANKS.map(([, , , list]) => `(${words(list)})`).join('|'), 'u');
const CJK_RANK = new RegExp(CJK_RANKS.map(([, , , p]) => `(${p})`).join('|'), 'u');

/**
 * A public body that employs the person: a ministry, a municipality, an EU institution, a Commission directorate-general ("DG
 * GROW"), a Vietnamese ministry or provincial department (Bộ, Sở at a segment's start), a Chinese or Japanese bureau or ministry.
 */
const BODY_WORDS = [
  'ministry', 'ministère', 'ministerio', 'ministério', 'ministero', 'ministerie', '*ministerium', 'ministerstwo',
  'ministerstvo', '*minisztérium', 'ministerul', 'υπουργείο', 'міністерство', 'министерство', '*bakanlığı', 'وزارة', 'मंत्रालय', 'mantralaya',
  'kementerian', 'city council', 'borough council', 'county council', 'district council', 'municipality', 'mairie', 'préfecture', 'ayuntamiento',
  'câmara municipal', 'comune', 'gemeente', 'urząd miasta', 'urząd gminy', 'magistrát', 'krajský úřad', 'polgármesteri hivatal', 'primăria', 'primărie',
  'δήμος', 'περιφέρεια', 'міська рада', '*belediyesi', 'بلدية', 'עיריית', 'नगर निगम', 'pemerintah kota', 'pemerintah kabupaten', 'ủy ban nhân dân',
  'european commission', 'commission européenne', 'europäische kommission', 'comisión europea', 'comissão europeia', 'commissione europea',
  'europese commissie', 'komisja europejska', 'european parliament', 'parlement européen', 'europäisches parlament', 'council of the eu',
  'council of the european union',
];
const BODY = new RegExp(
  `${words(BODY_WORDS)}|(?<=^|, )(?:bo|so) (?!phan|huu|tay|ho so|do)\\p{L}|(?<=^|, )dg [a-z]{2,6}(?= , |$)|${foldText('省|局|厅|廳|市役所|区役所|市政府|시청|구청|委员会|委員会')}`,
  'u',
);
/** A body's word that ends its name (Turkish, Hungarian, German compounds): the segment it ends is the body's. */
const SUFFIX_BODY = /(?:ministerium|miniszterium|bakanligi|belediyesi)$/u;
/** An EU or UN official's grade after the post (AD5, AST3, P-3, D-1): "Administrator (AD5)" is no company's administrator. */
const GRADE = /(?<=^|, )(?:ad ?\d{1,2}|ast ?\d{1,2}|ast sc ?\d|p ?[1-5]|g ?[1-7]|fg ?[ivx]{1,3})(?= , |$)/u;

/** A partner's word followed by the law firm in one segment (an Arabic comma is not a segment's end: "شريك، مكتب محاماة"). */
const PARTNER_AT_FIRM = new RegExp(`^(?:${PARTNER_WORDS}) (?:${LAW_FIRM.source})`, 'u');

/**
 * The pass's pre-test, which also says which kinds of term a title may hold (for cost: one literal alternation of the round's
 * terms took about 3 µs a title). The patterns match a term only where a word starts (`WORD_START`: the text's start, a space,
 * a comma or "&"), so only those places are looked at, each against the terms' texts up to their wildcard that begin with its
 * first three letters (a term with no wildcard also where its word ends: "socia" is no "social", "partner" no "partnership"), as
 * `industry-terms.ts` does; a body's word that ends a compound ("Bundesministerium", "Maliye Bakanlığı") is looked for as a
 * substring; the Japanese, Chinese and Korean words as one pattern only when the title holds such a script.
 */
const CLASS = 1;
const PROGRAMME = 2;
const RANK_WORD = 4;
const CAPTAIN_WORD = 8;
const PARTNER_WORD = 16;
const BODY_WORD = 32;
const KIND_SOURCES: readonly (readonly [number, readonly string[]])[] = [
  [CLASS, [...FUNDRAISING, ...VOLUNTEERS, ...PUBLIC_ROLES, ...TAX_OFFICERS]],
  [PROGRAMME, PROGRAMMES],
  [RANK_WORD, RANKS.flatMap(([, , , list]) => list)],
  [CAPTAIN_WORD, CAPTAIN_WORDS],
  [PARTNER_WORD, PARTNER_LIST],
  [BODY_WORD, BODY_WORDS.filter((w) => !w.startsWith('*'))],
];
const BODY_SUFFIXES = BODY_WORDS.filter((w) => w.startsWith('*')).map((w) => foldText(w.slice(1)));
const CJK_BODY = foldText('省|局|厅|廳|市役所|区役所|市政府|시청|구청|委员会|委員会');
const CJK_KINDS: readonly (readonly [number, RegExp])[] = [
  [RANK_WORD, CJK_RANK],
  [BODY_WORD, new RegExp(CJK_BODY, 'u')],
  [CLASS, new RegExp(wordParts([...FUNDRAISING, ...VOLUNTEERS, ...PUBLIC_ROLES]).cjk.join('|'), 'u')],
];

interface Literal {
  text: string;
  exact: boolean;
  kind: number;
}

function literalIndex(): ReadonlyMap<number, readonly Literal[]> {
  const byStart = new Map<number, Literal[]>();
  for (const [kind, terms] of KIND_SOURCES) {
    for (const term of terms) {
      const folded = foldText(term);
      if (CJK_TERM.test(folded)) continue;
      const text = folded.split('*')[0] ?? '';
      // Every literal holds three characters at least: a shorter one would give no key and never be looked for.
      if (text.length < 3) throw new Error(`public or professional term "${term}" is shorter than its pre-test reads`);
      const key = tripleKey(text, 0);
      const list = byStart.get(key) ?? [];
      if (!list.some((l) => l.text === text && l.kind === kind)) list.push({ text, exact: !folded.includes('*'), kind });
      byStart.set(key, list);
    }
  }
  return byStart;
}

/** The first three characters at `i` as one number (no string is made for each place looked at; 48 bits are exact). */
function tripleKey(text: string, i: number): number {
  return (text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1)) * 65536 + text.charCodeAt(i + 2);
}

const INDEX = literalIndex();

/** The next place after `i` where `WORD_START` lets a term begin, or -1. */
function nextStart(text: string, i: number): number {
  for (let j = i + 1; j < text.length - 2; j++) {
    const code = text.charCodeAt(j - 1);
    if (code === 32) return j;
    if (code > 32 && code < 127 && code !== 44 && code !== 38) {
      // Plain ASCII letters and marks: jump to the next space, the common case.
      const space = text.indexOf(' ', j);
      if (space < 0) return -1;
      j = space;
      continue;
    }
    if (startsAfter(code)) return j;
  }
  return -1;
}

/** A letter or digit ends no word: `WORD_END`. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The kinds of term the text may hold (a bit each), 0 for none: the pre-test of `byPublicProfessionalClass`. */
export function publicProfessionalKinds(text: string): number {
  let kinds = 0;
  // Word starts only: the text's start and the place after each space (a cleaned text writes its commas and "&" between
  // spaces); the rare start after a comma or "&" written without a space is found by `startsAfter` below (cost: no test of
  // every character).
  for (let i = 0; i >= 0 && i < text.length - 2; i = nextStart(text, i)) {
    const list = INDEX.get(tripleKey(text, i));
    if (list === undefined) continue;
    for (const l of list) {
      if ((kinds & l.kind) !== 0 || !text.startsWith(l.text, i)) continue;
      const after = text[i + l.text.length];
      if (!l.exact || after === undefined || !WORD_CHAR.test(after)) kinds |= l.kind;
    }
  }
  if (BODY_SUFFIXES.some((w) => text.includes(w)) || text.includes(', dg ') || text.includes(', bo ') || text.includes(', so ')) kinds |= BODY_WORD;
  if (CJK_TERM.test(text)) for (const [kind, pattern] of CJK_KINDS) if (pattern.test(text)) kinds |= kind;
  return kinds;
}

/**
 * Round 32's reading after every other class (industries d, see the module comment): the classes beat a word's other sense in
 * the role's segment; a rank word in the role's segment sets the rank; a public body after the role lends no function.
 */
export function byPublicProfessionalClass(text: string, read: TitleClassification, readText: (text: string) => TitleClassification): TitleClassification {
  if (read.seniority === null || read.function === null) return read;
  const administrator = text.startsWith('administrator');
  const kinds = publicProfessionalKinds(text);
  if (kinds === 0 && !administrator) return read;
  const cjk = CJK_TERM.test(text);
  const end = text.indexOf(' , ');
  let out = read;
  const found = (kinds & CLASS) === 0 ? null : firstMatch(PUBLIC_PROFESSIONAL_CLASSES_RULE, text);
  if (found !== null && found.fn !== read.function && BEATEN[found.fn]?.has(read.function) === true && (end < 0 || found.index < end)) {
    // A fund's capital raising is finance; a revenue officer opens the title ("Chief Revenue Officer" is a seller's chief).
    const kept = (found.fn === FUNDRAISING_FUNCTION && CAPITAL.test(text)) || (found.fn === 'finance' && found.index > 0);
    if (!kept) out = { seniority: out.seniority, function: found.fn };
  } else if ((kinds & PROGRAMME) !== 0 && BEATEN_BY_PROGRAMME.has(read.function)) {
    const programme = firstMatch(PROGRAMME_RULE, text);
    if (programme !== null && (end < 0 || programme.index < end)) out = { seniority: out.seniority, function: 'other' };
  }
  const ranked = (kinds & (RANK_WORD | CAPTAIN_WORD)) === 0 ? null : rankOf(text, end, cjk);
  if (ranked !== null && applies(ranked.when, ranked.seniority, read.seniority)) out = { seniority: ranked.seniority, function: functionOf(ranked.mode, out.function) };
  else if (administrator && GRADE.test(text) && /^administrator(?: , |$)/u.test(text)) out = { seniority: 'ic', function: 'other' };
  else if ((kinds & PARTNER_WORD) !== 0 && out.seniority === 'c_level' && out.function === 'executive' && (BARE_PARTNER.test(firstOf(text, end)) || PARTNER_AT_FIRM.test(text)) && LAW_FIRM.test(text)) {
    out = { seniority: 'c_level', function: 'other' };
  }
  return (kinds & BODY_WORD) === 0 ? out : withoutBody(text, out, readText);
}

const firstOf = (text: string, end: number): string => (end < 0 ? text : text.slice(0, end));

interface Ranked {
  seniority: Seniority;
  mode: FunctionMode;
  when: When;
}

function rankOf(text: string, end: number, cjk: boolean): Ranked | null {
  const m = RANK.exec(text);
  if (m !== null && (end < 0 || m.index < end)) {
    const rank = RANKS[m.slice(1).findIndex((g) => g !== undefined)];
    if (rank !== undefined) return { seniority: rank[0], mode: rank[1], when: rank[2] };
  }
  if (CAPTAIN.test(firstOf(text, end)) && ARMED_FORCES.test(text)) return { seniority: 'manager', mode: 'other', when: 'always' };
  if (!cjk) return null;
  const c = CJK_RANK.exec(text);
  if (c === null || (end >= 0 && c.index >= end)) return null;
  const rank = CJK_RANKS[c.slice(1).findIndex((g) => g !== undefined)];
  return rank === undefined ? null : { seniority: rank[0], mode: rank[1], when: rank[2] };
}

function applies(when: When, rank: Seniority, read: Seniority): boolean {
  if (when === 'always') return true;
  return when === 'ic' ? read === 'ic' : seniorityRank(rank) > seniorityRank(read);
}

function functionOf(mode: FunctionMode, fn: JobFunction | null): JobFunction | null {
  if (mode === 'other') return 'other';
  if (mode === 'general') return fn === 'executive' ? 'other' : fn;
  if (mode === 'executive') return fn === 'other' ? 'executive' : fn;
  if (mode === 'audit') return fn === 'other' || fn === 'executive' ? 'finance' : fn;
  return fn;
}

/**
 * A public body that employs the person, in a segment of its own or ending the role's ("Referent im Bundesministerium der
 * Finanzen"), lends the title no function: read without it, a role that names none is `other`. A Commission directorate-general
 * ("DG ENV") is no director-general's rank either: its rank is the one read without it.
 */
function withoutBody(text: string, read: TitleClassification, readText: (text: string) => TitleClassification): TitleClassification {
  if (((read.function === 'other' || read.function === 'executive') && !text.includes('dg ')) || !BODY.test(text)) return read;
  const segments = text.split(' , ');
  const kept: string[] = [];
  let dg = false;
  for (const segment of segments) {
    const m = BODY.exec(segment);
    if (m === null) kept.push(segment);
    else {
      if (segment.startsWith('dg ')) dg = true;
      // A CJK body goes with its word ("財務省主税局", "都市局"); a segment that opens with the body ("Ministry of Finance") or
      // ends with it ("Hazine ve Maliye Bakanlığı") goes whole; a body inside a segment's words is left (its words may be the role's).
      if (CJK_TERM.test(m[0])) {
        const start = segment.lastIndexOf(' ', m.index) + 1;
        const stop = segment.indexOf(' ', m.index);
        const rest = `${segment.slice(0, start)}${stop < 0 ? '' : segment.slice(stop + 1)}`.trim();
        if (rest !== '') kept.push(rest);
      } else if (m.index > 0 && !(SUFFIX_BODY.test(m[0]) && m.index + m[0].length === segment.length)) kept.push(segment);
    }
  }
  if (kept.length === 0 || kept.length === segments.length && kept.every((k, i) => k === segments[i])) return read;
  const reread = readText(kept.join(' , '));
  if (dg) return reread.seniority === null ? read : { seniority: reread.seniority, function: reread.function };
  return reread.function === 'other' ? { seniority: read.seniority, function: 'other' } : read;
}
