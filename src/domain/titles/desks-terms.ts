import { firstMatch } from './class-terms-finder';
import type { FunctionRule } from './function-rules';
import { classesRule } from './role-classes-it';
import { inLaterEmployer } from './segment-head';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * Two desks of an industrial employer whose words the lexicon read in some languages only (issue #21, round 37, desks37; read
 * sets w4k's and w4l's titles; development titles first: `test/fixtures/detection-w3/titles-r37-controlling.json` and
 * `titles-r37-industrial-it.json`; docs/decisions.md, "Detection round 37 (desks)"). The third desk of the round, insurance
 * claims, completes round 31's vocabulary (`transport-travel-insurance-terms.ts`).
 *
 * - **Controlling and cost accounting** → `finance`: a plant's, site's, factory's, division's or business unit's controller, a
 *   controlling specialist, a cost accountant or analyst, product costing, a management accountant, in every language. The
 *   plant word beside it ("Fabrikscontroller", "Üzemi kontroller", "kontrolingu produkcji") must not pull it to operations.
 * - **Industrial IT and OT** → `engineering`: MES, SCADA and DCS engineers and administrators, PLC programmers, OT and ICS
 *   security, historian and PI administrators, manufacturing or plant IT and its heads. A technician, operator or fitter of the
 *   line keeps its reading (the production floor's trades are operations: a PLC technician, an instrumentation technician).
 *
 * Only role nouns and trade compounds are listed, never a bare word another sense shares: "OT" alone is an occupational
 * therapist, "PLC" a British company's legal form, "historian" an academic, "mes" a Spanish month.
 */
const CONTROLLING = [
  // English
  'plant controller*', 'site controller*', 'factory controller*', 'mill controller*', 'works controller*', 'manufacturing controller*',
  'business unit controller*', 'bu controller*', 'division controller*', 'divisional controller*', 'financial controller*', 'finance controller*',
  'business controller*', 'cost controller*', 'commercial controller*', 'product costing', 'product cost analyst*', 'standard costing',
  'costing analyst*', 'costing specialist*', 'costing executive*', 'costing manager*', 'costing head', 'head of costing', 'cost analyst*',
  'cost accountant*', 'cost accounting', 'management accountant*', 'management accounting', 'manufacturing finance', 'plant finance',
  'controlling manager*', 'controlling specialist*', 'controlling analyst*', 'head of controlling', 'plant controlling',
  // German, Dutch, Swedish, Finnish
  'werkscontroll*', 'werkcontroll*', 'produktionscontroll*', 'fertigungscontroll*', 'standortcontroll*', 'betriebscontroll*', 'kostencontroll*',
  'kostenrechn*', 'kostenanalyst*', 'kostenanalist*', 'kostprijsanalist*', 'kostprijscalculat*', 'plantcontroller*', 'fabriekscontroller*',
  'vestigingscontroller*', 'productiecontroller*', 'bedrijfscontroller*', 'financieel controller*', 'business control', 'fabrikscontroller*',
  'produktionscontroller*', 'affarscontroller*', 'ekonomicontroller*', 'kostnadsanalytiker*', 'controllerchef*', 'tehtaan controller*',
  'tuotantocontroller*', 'talouscontroller*', 'kustannuslaskij*', 'kustannusanalyytik*', 'kustannuslaskenta*', 'controlling paallik*',
  // French, Spanish, Portuguese, Italian, Romanian
  'controleur de gestion*', 'controleuse de gestion*', 'controle de gestion', 'controleur financier*', 'controleuse financiere*',
  'analyste couts*', 'analyste des couts', 'cout de revient', 'couts de revient', 'comptable analytique', 'comptabilite analytique',
  'controller de planta', 'controller de fabrica', 'controller industrial', 'controller financiero', 'control de gestion',
  'analista de costes*', 'analista de costos*', 'contable de costes', 'contador de costos', 'contador de costes', 'contador de custos',
  'contabilidad de costes', 'contabilidad de costos', 'costes industriales', 'costos industriales', 'analista de custos*', 'custos industriais',
  'contabilidade de custos', 'controladoria*', 'controller di stabilimento', 'controller di plant', 'controller industriale',
  'controller di produzione', 'controller finanziari*', 'analista dei costi', 'analista costi', 'contabile industriale',
  'contabilita industriale', 'contabilita analitica', 'controllo di gestione', 'controller de fabrica', 'controller financiar',
  'analist costuri', 'analist de costuri', 'contabil de gestiune', 'contabilitate de gestiune', 'specialist controlling',
  // Polish, Czech, Hungarian, Greek, Ukrainian, Russian, Turkish
  'kontroler finansow*', 'kontrolerka finansow*', 'controller zakladu', 'kontroler zakladu', 'controllingu', 'kontrolingu', 'kontroling*',
  'analityk kosztow', 'analityczka kosztow', 'rachunku kosztow', 'rachunkowosci zarzadczej', 'kalkulacji kosztow', 'controller zavodu',
  'controllerka zavodu', 'controllingu vyroby', 'nakladov* analyti*', 'nakladov* ucetni', 'nakladove ucetnictvi', 'kalkulant*',
  'controller naklad*', 'gyari kontroller*', 'uzemi kontroller*', 'kontroller', 'kontrolling*', 'koltsegelemz*', 'koltsegszamvitel*',
  'koltsegkontroller*', 'controller εργοστασιου', 'αναλυτ* κοστους', 'κοστολογ*', 'ελεγχου διαχειρισης', 'ελεγκτ* διαχειρισης',
  'фінансов* контролер*', 'контролер заводу', 'контролінг*', 'калькуляц*', 'собівартост*', 'аналітик витрат', 'управлінськ* облік*',
  'финансов* контролер*', 'контроллинг*', 'себестоимост*', 'finansal kontrolor*', 'fabrika kontrolor*', 'maliyet muhasebe*',
  'maliyet analist*', 'maliyet uzman*', 'yonetim muhasebe*',
  // Arabic, Hebrew, Hindi (both scripts), Indonesian, Vietnamese
  'محاسب تكاليف', 'محاسبة التكاليف', 'محلل تكاليف', 'مراقب مالي', 'المراقب المالي', 'محاسبة إدارية', 'المحاسبة الإدارية',
  'קונטרולר*', 'חשב עלויות', 'חשבת עלויות', 'תמחיר*', 'מנתח עלויות', 'מנתחת עלויות', 'חשב מפעל', 'חשבת מפעל', 'בקרה תקציבית',
  'חשבונאות ניהולית', 'लागत लेखाकार', 'लागत लेखा', 'लागत विश्लेषक', 'प्रबंधन लेखाकार', 'प्लांट कंट्रोलर', 'वित्तीय नियंत्रक', 'lagat lekhakar',
  'lagat lekha', 'mis aur costing', 'mis and costing', 'akuntansi biaya', 'akuntan biaya', 'analis biaya', 'controller pabrik',
  'akuntansi manajemen', 'akuntan manajemen', 'ke toan gia thanh', 'phan tich chi phi', 'kiem soat vien tai chinh', 'ke toan quan tri',
  // Korean, Japanese, Chinese
  '원가회계', '원가관리', '원가분석', '관리회계', '원가팀', '원가계산', '原価計算', '原価管理', '管理会計', 'コストアナリスト', '工場経理',
  '原価企画', '成本会计', '成本分析', '管理会计', '财务控制', '成本经理', '成本核算', '成本控制', '工厂财务',
];

const INDUSTRIAL_IT = [
  // MES, SCADA, DCS and historians: the systems' own names with a role noun, or names no other trade uses
  'scada*', 'сцада', 'скада', 'سكادا', 'dcs', 'osisoft', 'pi system*', 'pi administrator*', 'aveva pi', 'iiot', 'industrial iot',
  'historian engineer*', 'historian administrator*', 'historian specialist*', 'leitsystem*', 'prozessleittechnik', 'styrsystem*',
  'automaatiosuunnittelij*', 'ridicich systemu', 'асу тп', 'асутп', 'автоматизованих систем керування', 'mes engineer*',
  'mes administrator*', 'mes developer*', 'mes analyst*', 'mes specialist*', 'mes consultant*', 'mes architect*', 'mes system*',
  'mes application*', 'mes lead', 'mes manager*', 'mes ingenjor*', 'mes utvecklare', 'mes asiantuntij*', 'mes rendszergazda*', 'mes szakerto*', 'mes uzman*', 'mes entwickler*',
  'ingeniero mes', 'ingeniera mes', 'ingenieur mes', 'ingenieure mes', 'ingegnere mes', 'engenheir* mes', 'inzynier mes',
  'inginer mes', 'spravce mes', 'sistemas mes', 'sistema mes', 'systemu mes', 'μηχανικ* mes', 'інженер mes', 'engineer mes', 'ky su mes',
  'מהנדס mes', 'מהנדסת mes', 'mes इंजीनियर', 'انظمة mes', 'mes 엔지니어', 'mesエンジニア', 'mes工程师',
  // PLC programming (only where a programmer's word stands beside it: "PLC" alone is a company's legal form)
  'plc programm*', 'plc programci*', 'plc yazilim*', 'plc ohjelmoij*', 'plc engineer*', 'plc developer*', 'programador* de clp',
  'programador* de plc', 'programmeur* api', 'automaticien programmeur*', 'програміст плк', 'програмист плк', 'плк',
  // OT and ICS security and networks
  'ot security*', 'ot cyber*', 'ot network*', 'ot netwerk*', 'ot infrastructure', 'ot engineer*', 'ot systems', 'ot beveilig*',
  'ot sicherheit*', 'ot siber*', 'ot biztonsag*', 'ot sakerhet*', 'ot tietoturva*', 'ot integration*', 'ot convergence', 'ics security',
  'ics cyber*', 'securite ot', 'cybersecurite ot', 'seguridad ot', 'ciberseguridad ot', 'seguranca ot', 'sicurezza ot',
  'cyberbezpieczenstwa ot', 'bezpecnosti ot', 'securitate ot', 'keamanan ot', 'an ninh mang ot', 'التقنيات التشغيلية', 'אבטחת ot',
  'ot साइबर', 'ot 보안', 'otセキュリティ', 'ot安全', 'кібербезпеки асу', 'безпеки асу',
  // Manufacturing and plant IT
  'manufacturing it', 'plant it', 'site it', 'factory it', 'werks it', 'werk it', 'fabrieks it', 'it de planta', 'ti industrial',
  'it industrial', 'informatique industrielle', 'it di stabilimento', 'it zakladu*', 'it zavodu', 'gyari it', 'fabrika bt', 'it pabrik',
  'it nha may', 'tehtaan it', 'it במפעל', 'प्लांट it', 'تقنية المعلومات بالمصنع', '공장 it', '工厂it', '工場情報システム',
];

export const DESK_CLASSES: readonly (readonly [JobFunction, readonly string[]])[] = [
  ['finance', CONTROLLING],
  ['engineering', INDUSTRIAL_IT],
];
export const DESK_RULE: FunctionRule = classesRule(1, DESK_CLASSES);

/** The readings each desk beats: the plant word's (operations), none, and a pricing word's for cost (revops). */
const BEATEN: Readonly<Record<string, ReadonlySet<JobFunction>>> = {
  finance: new Set<JobFunction>(['other', 'operations', 'revops']),
  engineering: new Set<JobFunction>(['other', 'operations']),
};

/** A trade of the floor or a learner beside an IT/OT word: the production floor's (plant37's), never this desk's engineer. */
const FLOOR_WORD =
  /techni[ck]|tecnic|teknik|tekniker|technik|monteur|asentaj|elektrik|electrician|operat|fitter|mechanic|apprenti|azubi|lehrling|слюсар|технік|техник|טכנאי|तकनीशियन|teknisi|ky thuat vien|기술자|技術者|技工|仪表工|فني/u;

/** The controller's own noun in every script the lexicon reads as a manager's word. */
const CONTROLLER_NOUN = /(?<![\p{L}])(?:\p{L}*controller\p{L}*|kontroler\p{L}*|kontroller\p{L}*|контрол+ер\p{L}*|(?:ال)?مراقب مالي|קונטרולר\p{L}*)/u;
/** Ranks a controller's title states beside the noun that the sets keep (an assistant or deputy controller, a US corporate one). */
const RANKED_CONTROLLER = /(?<![\p{L}])(?:assistant|asst|assistent\p{L}*|deputy|stellvertret\p{L}*|adjoint\p{L}*|corporate)\s+\p{L}*\s*controller/u;
/** The literals of the controller's noun: a slot of the shared gate. */
const CONTROLLER_SLOT = TERM_GATE.slot(() => ({ anywhere: ['controller', 'kontroler', 'kontroller', 'контроле', 'контролле', 'مراقب', 'קונטרולר'] }));

/**
 * A controller is an individual unless the title heads something (round 37): the independent sets label a bare "Controller",
 * "Kontroller", "Financial Controller", a group's, a cost or a plant's controller `ic` (6 of 6: holdout, w3b twice, w3o, w4l twice),
 * where the lexicon read the noun as a manager's word. The rank is the rest of the title's: read with the noun replaced by an
 * individual's ("Controller-tiimin esihenkilö" keeps its manager, "Controlling Manager" holds no controller noun). An assistant,
 * deputy or corporate controller keeps the manager the fixtures give it.
 */
function controllerRank(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  if (read.function !== 'finance' || read.seniority !== 'manager' || !TERM_GATE.holds(CONTROLLER_SLOT, text)) return read;
  const noun = CONTROLLER_NOUN.exec(text);
  if (noun === null || RANKED_CONTROLLER.test(text)) return read;
  const rest = classify(text.slice(0, noun.index) + 'analyst' + text.slice(noun.index + noun[0].length));
  return rest.seniority === 'ic' ? { seniority: 'ic', function: read.function } : read;
}

function readDesk(text: string, read: TitleClassification, classify: (title: string) => TitleClassification): TitleClassification {
  let out = read;
  const fn = read.function ?? 'other';
  if (BEATEN.finance?.has(fn) === true || BEATEN.engineering?.has(fn) === true) {
    const found = firstMatch(DESK_RULE, text);
    if (found !== null && found.fn !== fn && BEATEN[found.fn]?.has(fn) === true && !inLaterEmployer(text, found.index)) {
      if (found.fn !== 'engineering' || !FLOOR_WORD.test(text)) out = { seniority: read.seniority, function: found.fn };
    }
  }
  return controllerRank(text, out, classify);
}

/** Round 37's pass (`CLASS_PASSES`, last), behind the shared gate: it runs only on a text holding a desk's or a controller's literal. */
export function deskPass(classify: (title: string) => TitleClassification): ClassPass {
  return gatedPass([DESK_RULE, CONTROLLER_SLOT], (text, read) => readDesk(text, read, classify));
}
