import { termNeedles } from './class-terms-finder';
import { employerSpans, insideSpans } from './employer-context';
import { foldTerms } from './fold';
import { words } from './role-classes';
import { gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, TitleClassification } from './types';

/**
 * The legal trade, complete in the 24 languages and English (issue #21, round 38, legal38; development titles first:
 * `test/fixtures/detection-w3/titles-r38-legal.json`; docs/decisions.md, "Detection round 38 (legal trade)"). Rounds 24 and 25
 * (`role-classes-legal.ts`, `legal-terms.ts`) read a lawyer's word in eight Latin-script languages; the blind w4m (a legal and
 * compliance vendor's contacts) showed the class in every other: "Prawnik wewnętrzny ds. umów handlowych", "Vállalati jogász,
 * kereskedelmi szerződések", "Юрисконсульт з господарських договорів", "Şirket avukatı, ticari sözleşmeler", "محامية داخلية للعقود
 * التجارية" read sales, since the practice area ("commercial contracts", "sales agreements", a bank, a retailer) was the only
 * function word. Read after every other class:
 *
 * - **A lawyer's own noun in the role** (lawyer, counsel, attorney, solicitor, Syndikusanwalt, juriste, abogado, advogado,
 *   avvocato, advocaat, radca prawny, jurist, lakimies, právník, jogász, consilier juridic, δικηγόρος, юрисконсульт, avukat,
 *   محامي, עורך דין, वकील, pengacara, luật sư, pháp chế, 변호사, 弁護士, 律师, 法务 …, with notaries, patent attorneys, trainees
 *   and the compounds that end in one: Unternehmensjurist, Skattejurist, Verolakimies, Adójogász): the practice area after it is
 *   the lawyer's area, never the holder's function — sales, finance, operations, marketing, engineering, customer success,
 *   product or revops read become other. Only the singular: "software for lawyers", "cabinet d'avocats" name an audience or an
 *   employer, and a noun inside the employer's description (`employer-context.ts`) or after a preposition lends nothing. People
 *   stays (a lawyers' recruiter).
 * - **Law-firm ranks**: a class-year associate ("Second-Year Associate", "5th-year associate", "mid-level associate") is a law
 *   firm's; investment banks' associates name a product ("Associate, Equity Capital Markets": finance stays).
 * - **A managing partner runs the firm** (c_level / executive): managing partner, geschäftsführender Partner, associé gérant,
 *   socio director, sócio-gerente, partner zarządzający, řídící partner, ügyvezető partner, partener coordonator, διαχειριστής
 *   εταίρος, керуючий партнер, yönetici ortak, الشريك المدير, שותף מנהל, 管理合伙人 …, at the title's start (an aide "to the
 *   Managing Partner" serves one). The read sets: w3x, w4m, w3b's "Socio Director – despacho de abogados" and every bare
 *   "Managing Partner" executive; w3d's "Managing Partner, employment law firm" (other) disagrees and now reads executive.
 * - **A partner of a law practice** (a partner's word at the start, a law area or a law firm after it) practises law: other,
 *   where a region or a capital-markets word read executive, finance or marketing ("Associée, droit de la concurrence").
 * - **A legal department's leader** read executive by a region after the role ("Senior Director, Commercial Legal – EMEA",
 *   "Head of Legal, UK & Ireland") leads the legal function: other. A general manager's word keeps the executive reading.
 * - **Litigation support** (litigation support specialists, analysts and managers, trial support) → operations, as w4m labels it.
 */


/** A lawyer's noun, singular, in every language (with the trade's trainees, notaries, patent attorneys and legal secretaries). */
const LAWYERS = foldTerms([
  // en, hi-Latn
  'lawyer', 'attorney', 'attorney at law', 'counsel', 'solicitor', 'barrister', 'paralegal', 'notary', 'notary public', 'legal counsel',
  'legal adviser', 'legal advisor', 'legal officer', 'legal associate', 'patent attorney', 'patent agent', 'trademark attorney',
  'trade mark attorney', 'articling student', 'pupil barrister', 'trainee solicitor', 'vakil', 'advocate', 'legal secretary', 'notary clerk',
  'legal assistant',
  // de
  'rechtsanwalt', 'rechtsanwältin', 'anwalt', 'anwältin', 'syndikusanwalt', 'syndikusanwältin', 'syndikusrechtsanwalt', 'syndikusrechtsanwältin',
  'fachanwalt', 'fachanwältin', 'patentanwalt', 'patentanwältin', 'justiziar', 'justiziarin', 'justitiar', 'justitiarin', 'jurist', 'juristin',
  'volljurist', 'volljuristin', 'notar', 'notarin', 'notarfachangestellte', 'notarfachangestellter', 'rechtsreferendar', 'rechtsreferendarin',
  'rechtsberater', 'rechtsberaterin',
  // fr
  'avocat', 'avocate', 'juriste', 'notaire', 'clerc de notaire', 'conseiller juridique', 'conseillère juridique', 'élève avocat', 'élève avocate',
  'avocat collaborateur', 'avocate collaboratrice', 'secrétaire juridique', 'conseil en propriété industrielle',
  // es
  'abogado', 'abogada', 'letrado', 'letrada', 'asesor jurídico', 'asesora jurídica', 'jurista', 'notario', 'pasante de abogado',
  'secretaria jurídica', 'agente de la propiedad industrial',
  // pt
  'advogado', 'advogada', 'assessor jurídico', 'assessora jurídica', 'consultor jurídico', 'consultora jurídica', 'tabelião', 'tabeliã',
  'solicitador', 'solicitadora', 'escrevente', 'secretária jurídica', 'agente da propriedade industrial',
  // it
  'avvocato', 'avvocata', 'giurista', 'legale interno', 'legale interna', 'consulente legale', 'notaio', 'praticante avvocato', 'paralegale',
  'segretaria legale', 'consulente in proprietà industriale',
  // nl
  'advocaat', 'advocate', 'advocaat medewerker', 'advocaat stagiaire', 'juridisch adviseur', 'juridisch medewerker', 'notaris', 'kandidaat notaris',
  'juridisch secretaresse', 'octrooigemachtigde',
  // pl
  'prawnik', 'prawniczka', 'radca prawny', 'radczyni prawna', 'adwokat', 'adwokatka', 'aplikant adwokacki', 'aplikantka adwokacka',
  'aplikant radcowski', 'aplikantka radcowska', 'aplikant notarialny', 'notariusz', 'rzecznik patentowy', 'doradca prawny', 'asystent notariusza',
  'asystentka notariusza', 'asystent prawny', 'asystentka prawna',
  // sv
  'advokat', 'biträdande jurist', 'notarie', 'tingsnotarie', 'patentombud', 'advokatsekreterare', 'juristassistent', 'bolagsjurist',
  // fi
  'lakimies', 'juristi', 'asianajaja', 'varatuomari', 'patenttiasiamies', 'lakiasiantuntija', 'lakiassistentti', 'lakisihteeri',
  // cs
  'právník', 'právnička', 'advokát', 'advokátka', 'advokátní koncipient', 'advokátní koncipientka', 'koncipient', 'koncipientka', 'notář',
  'notářka', 'notářský koncipient', 'patentový zástupce', 'asistentka advokáta', 'asistent advokáta',
  // hu
  'jogász', 'ügyvéd', 'ügyvédjelölt', 'jogtanácsos', 'közjegyző', 'közjegyzőhelyettes', 'szabadalmi ügyvivő', 'jogi tanácsadó', 'jogi asszisztens',
  // ro
  'consilier juridic', 'consilieră juridică', 'avocat stagiar', 'avocată', 'notar public', 'consilier în proprietate industrială', 'secretară juridică',
  'asistent notarial',
  // el
  'δικηγόρος', 'νομικός σύμβουλος', 'νομική σύμβουλος', 'νομικός', 'συμβολαιογράφος', 'ασκούμενος δικηγόρος', 'ασκούμενη δικηγόρος',
  // uk, ru
  'юрист', 'юристка', 'юрисконсульт', 'адвокат', 'адвокатка', 'нотаріус', 'нотариус', 'патентний повірений', 'патентный поверенный',
  'помічник адвоката', 'помічниця адвоката', 'помічник нотаріуса', 'помічниця нотаріуса', 'помощник юриста', 'помощник адвоката',
  // tr
  'avukat', 'avukatı', 'hukuk müşaviri', 'hukuk danışmanı', 'noter', 'noter katibi', 'patent vekili', 'marka vekili', 'hukuk sekreteri',
  // ar
  'محامي', 'محامية', 'محام', 'مستشار قانوني', 'مستشارة قانونية', 'كاتب عدل', 'موثق', 'سكرتيرة قانونية', 'سكرتير قانوني',
  // he
  'עורך דין', 'עורכת דין', 'יועץ משפטי', 'יועצת משפטית', 'עורך פטנטים', 'עורכת פטנטים', 'נוטריון', 'מזכירה משפטית', 'מזכיר משפטי',
  // hi
  'वकील', 'अधिवक्ता', 'विधि अधिकारी', 'विधि सलाहकार', 'कानूनी सलाहकार', 'विधिक सहायक', 'नोटरी', 'पेटेंट एजेंट',
  // id
  'pengacara', 'konsultan hukum', 'staf legal', 'staf hukum', 'corporate legal', 'notaris', 'konsultan hki', 'sekretaris hukum',
  // vi
  'luật sư', 'pháp chế', 'chuyên viên pháp lý', 'công chứng viên', 'thư ký pháp lý',
  // ko, ja, zh (found anywhere: no spaces between words)
  '변호사', '법무', '변리사', '법무사', '법률 비서', '弁護士', '法務', '弁理士', '司法書士', '司法修習生', '行政書士', '律师', '律師', '法务',
  '专利代理', '專利代理', '公证员', '公證人',
]);
/** The endings of a lawyer's compounds in the languages that write them as one word (Unternehmensjurist, Verolakimies, Adójogász). */
const LAWYER_COMPOUND = /(?<=\p{L}{3})(?:jurist|juristin|juristi|anwalt|anwaltin|lakimies|jogasz)(?![\p{L}\p{N}])/u;
/**
 * A CJK firm's or ministry's noun right after a lawyer's ("律师事务所", "弁護士法人", "법무법인"; Japan's 法務省 and Korea's 법무부 are the
 * ministries of justice, whose IT or press staff are no lawyers): the employer, not the role.
 */
const CJK_FIRM_AFTER = /^\s*(?:事务所|事務所|法人|사무소|법인|法律事務所|软件|ソフト|소프트|省|부(?!\p{L}))/u;
/** Before a lawyer's noun, a word that makes it an audience or an employer ("software for lawyers"; "assistant to the counsel"). */
const BEFORE_NOT_HELD = /(?<![\p{L}])(?:for|to|of|the|fur|pour|para|per|voor|dla|for|pro|pentru|для|icin|at|bei|chez|w|v|u|в|у|з|из|ze|z|de|di|van|da|do|del|des|du|zu|the)\s$/u;
/** Legal operations' words: a legal department's operations staff are operations (round 25), not lawyers ("Staf Legal Operations", "法務營運專員"). */
const LEGAL_OPERATIONS = /(?<![\p{L}])(?:operations?|ops|operasional|operasi|van hanh)(?![\p{L}])|运营|營運|運営|운영|オペレーション/u;
/** A lawyer's noun led by another trade's noun that keeps it ("customer advocate", "brand advocate"). */
const NOT_A_LAWYER = /(?<![\p{L}])(?:customer|client|brand|patient|employee|developer|product|community|user|consumer|student|sales|mental health|family) advocate/u;

/** A managing partner, the one who runs a firm, in every language (at the title's start). */
const MANAGING_PARTNERS = foldTerms([
  'managing partner', 'senior managing partner', 'managing partnerin', 'geschäftsführender partner', 'geschäftsführende partnerin', 'associé gérant',
  'associée gérante', 'associé directeur', 'associée directrice', 'socio director', 'socia directora', 'socio gerente', 'socia gerente', 'socio administrador',
  'sócio gerente', 'sócia gerente', 'sócio diretor', 'sócia diretora', 'sócio administrador', 'socio amministratore', 'socio gerente', 'managing partner',
  'beherend vennoot', 'partner zarządzający', 'partnerka zarządzająca', 'förvaltande delägare', 'řídící partner', 'řídící partnerka', 'ügyvezető partner',
  'partener coordonator', 'partener administrator', 'διαχειριστής εταίρος', 'διαχειρίστρια εταίρος', 'διευθύνων εταίρος', 'керуючий партнер',
  'керуюча партнерка', 'управляющий партнер', 'yönetici ortak', 'yönetici ortağı', 'الشريك المدير', 'الشريك الإداري', 'شريك مدير', 'שותף מנהל',
  'שותפה מנהלת', 'मैनेजिंग पार्टनर', 'प्रबंध भागीदार', 'luật sư điều hành', 'đối tác điều hành', '대표 파트너', '매니징 파트너', '管理合伙人',
  '管理合夥人', '执行合伙人', '執行合夥人', 'マネージングパートナー', 'マネージング・パートナー', '代表パートナー',
]);
/** A partner's noun (not a managing one): a law practice's partner when a law area or a law firm follows. */
const PARTNERS = foldTerms([
  'partner', 'partnerin', 'equity partner', 'equity partnerin', 'salaried partner', 'name partner', 'associé', 'associée', 'socio', 'socia', 'sócio', 'sócia',
  'vennoot', 'delägare', 'osakas', 'partnerka', 'partener', 'partenera', 'εταίρος', 'εταίρα', 'партнер', 'партнерка', 'ortak', 'ortak avukat', 'شريك',
  'شريكة', 'שותף', 'שותפה', 'पार्टनर', 'साझेदार', 'đối tác', '파트너', 'パートナー', '合伙人', '合夥人',
]);
/** A law area or a law firm: "… law", "droit …", "-recht", "-rätt", "-oikeus", "prawo …", "hukuk", "قانون", "דיני", 法 …. */
const LAW_CONTEXT =
  /(?<![\p{L}])(?:law|legal|litigation|disputes?|arbitration|antitrust|droit|derecho|procesal|contencioso|direito|diritto|recht\p{L}*|pravo|pravni\p{L}*|prawo|prawa|jog|hukuk\p{L}*|drept\p{L}*|δικαι\p{L}*|право|права|قانون|القانون|דיני|कानून|विधि|hukum|luat|kancelari\p{L}*|advokat\p{L}*|avocat\p{L}*|abogad\p{L}*|advocacia|avvocat\p{L}*|advocaten\p{L}*|ugyvedi|δικηγορ\p{L}*|адвокат\p{L}*|юридич\p{L}*|محاماه|עורכי)(?![\p{L}])|(?<=\p{L}{3})(?:recht|ratt|oikeus|jog|hukuku)(?![\p{L}])|법률|법무|法律|法務|法务|律师|律師|弁護士|변호사|独禁法|反垄断/u;
/** A legal department's word (a leader of it read executive by a region beside the role). */
const LEGAL_DEPARTMENT =
  /(?<![\p{L}])(?:legal|legal affairs|juridique|juridico|juridica|juridicos|giuridic\p{L}*|legali|recht|rechtsabteilung|juridisch\p{L}*|juridik|juridiikka|prawn\p{L}*|pravni\p{L}*|jogi|juridic\p{L}*|νομικ\p{L}*|юридич\p{L}*|hukuk|قانوني\p{L}*|القانونيه|משפטי\p{L}*|विधि|कानूनी|hukum|phap che|phap ly)(?![\p{L}])|법무|法務|法务/u;
/** A general manager's or chief executive's word: such a leader's executive reading stands. */
const GENERAL_MANAGER =
  /(?<![\p{L}])(?:ceo|chief executive|managing director|general manager|country manager|country head|head of country|founder|co founder|owner|(?<!vice )president|geschaftsfuhr\p{L}*|directeur general|directrice generale|director general|directora general|gerente general|diretor geral|amministratore delegato|direttore generale)(?![\p{L}])/u;
/** A class-year associate, a law firm's rank ("Second-Year Associate", "5th-year associate", "mid-level associate"). */
const CLASS_YEAR_ASSOCIATE = /(?<![\p{L}])(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|\d(?:st|nd|rd|th)) year|mid level) associate(?![\p{L}])/u;
/** Litigation support's words (w4m: operations). */
const LITIGATION_SUPPORT = foldTerms(['litigation support', 'lit support', 'trial support', 'litigation technology', 'litigation technologist']);

/** The functions a practice area, an employer or a region lends a lawyer's title: the lawyer's reading is other. */
const AREA_READINGS: ReadonlySet<JobFunction> = new Set(['sales', 'finance', 'operations', 'marketing', 'engineering', 'customer_success', 'product', 'revops']);

let lawyerPattern: RegExp | undefined;
let managingPattern: RegExp | undefined;
let partnerPattern: RegExp | undefined;
let litigationPattern: RegExp | undefined;

/** The index of a lawyer's noun the holder is (not an audience, not inside the employer's description), or -1. */
function lawyerAt(text: string): number {
  lawyerPattern ??= new RegExp(words(LAWYERS), 'gu');
  // A span from the title's start is the role's own noun phrase ("Şirket avukatı": a company's lawyer), not an employer. Read only
  // once a lawyer's noun is found (for cost).
  let employer: [number, number][] | undefined;
  const held = (index: number, length: number): boolean => {
    if (BEFORE_NOT_HELD.test(text.slice(Math.max(0, index - 6), index))) return false;
    employer ??= employerSpans(text).filter(([start]) => start > 0);
    if (insideSpans(index, employer)) return false;
    // A combining sign after the match continues the word (Devanagari "वकीलों", lawyers: an audience's plural).
    const after = text.slice(index + length);
    return !CJK_FIRM_AFTER.test(after) && !/^\p{M}/u.test(after);
  };
  lawyerPattern.lastIndex = 0;
  for (let m = lawyerPattern.exec(text); m !== null; m = lawyerPattern.exec(text)) {
    if (held(m.index, m[0].length)) return m.index;
  }
  const compound = LAWYER_COMPOUND.exec(text);
  if (compound === null) return -1;
  const start = text.lastIndexOf(' ', compound.index) + 1;
  return held(start, compound.index + compound[0].length - start) ? start : -1;
}

const set = (read: TitleClassification, fn: JobFunction): TitleClassification => ({ seniority: read.seniority, function: fn });

function readLegalTrade(text: string, read: TitleClassification): TitleClassification {
  const fn = read.function;
  if (fn === null || read.seniority === null) return read;
  // A managing partner at the title's start (or a CJK one at its end) runs the firm.
  managingPattern ??= new RegExp(`^(?:${words(MANAGING_PARTNERS)})`, 'u');
  if (fn !== 'executive' && (managingPattern.test(text) || /(?:管理合伙人|管理合夥人|执行合伙人|執行合夥人|マネーシンクハートナー|代表ハートナー|대표 파트너|매니징 파트너)$/u.test(text))) {
    if (fn === 'other' || fn === 'people' || LAW_CONTEXT.test(text)) return { seniority: 'c_level', function: 'executive' };
  }
  // A partner of a law practice practises law.
  partnerPattern ??= new RegExp(`^(?:${words(PARTNERS)})(?: , | (?:in|w|at|bei|de|di|van|på|a|в|у|ב|في)(?![\\p{L}])|$)`, 'u');
  if ((fn === 'executive' || fn === 'finance' || fn === 'marketing' || (fn === 'other' && read.seniority === 'ic')) && partnerPattern.test(text) && LAW_CONTEXT.test(text)) {
    return { seniority: 'c_level', function: 'other' };
  }
  // A legal department's leader, read executive by a region beside the role.
  if (fn === 'executive' && read.seniority !== 'c_level' && read.seniority !== 'ic' && LEGAL_DEPARTMENT.test(text) && !GENERAL_MANAGER.test(text)) return set(read, 'other');
  if (AREA_READINGS.has(fn)) {
    litigationPattern ??= new RegExp(words(LITIGATION_SUPPORT), 'u');
    if (litigationPattern.test(text)) return fn === 'operations' ? read : set(read, 'operations');
    if (CLASS_YEAR_ASSOCIATE.test(text)) return set(read, 'other');
    if (fn === 'operations' && LEGAL_OPERATIONS.test(text)) return read;
    if (lawyerAt(text) >= 0 && !NOT_A_LAWYER.test(text)) return set(read, 'other');
  } else if (fn === 'other') {
    litigationPattern ??= new RegExp(words(LITIGATION_SUPPORT), 'u');
    if (litigationPattern.test(text)) return set(read, 'operations');
  }
  return read;
}

/** The literals every reading of the pass needs: the lists' own, and the compounds' endings and the law-area stems (anywhere). */
const LEGAL_TRADE_GATE = TERM_GATE.slot(() => termNeedles([...LAWYERS, ...MANAGING_PARTNERS, ...PARTNERS, ...LITIGATION_SUPPORT, 'associate']));
const LEGAL_WORDS_GATE = TERM_GATE.slot(() => ({
  anywhere: ['jurist', 'anwalt', 'lakimie', 'jogasz', 'legal', 'juridi', 'giuridi', 'recht', 'prawn', 'pravni', 'jogi', 'νομικ', 'юридич', 'hukuk', 'قانوني', 'משפטי', 'विधि', 'कानूनी', 'hukum', 'phap', '법무', '法務', '法务'],
}));

/** Round 38's reading after the rules (`CLASS_PASSES`, `classify.ts`, last), behind the shared gate. */
export const legalTradePass = gatedPass([LEGAL_TRADE_GATE, LEGAL_WORDS_GATE], readLegalTrade);

/** Every term of the round (a test checks each is folded as a title is). */
export function legalTradeTerms(): readonly string[] {
  return [...LAWYERS, ...MANAGING_PARTNERS, ...PARTNERS, ...LITIGATION_SUPPORT];
}
