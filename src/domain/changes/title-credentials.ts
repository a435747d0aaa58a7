import { memoiseByString } from '../company/memoise';
import { CHAMBER_TERMS } from '../titles/board-seat-terms';
import { foldEntryText, termPattern } from '../titles/entry-terms';
import { namesProfessionalCertification } from './title-certifications';

/**
 * Round 25 (issue #21, w3y: "QS" → "Quantity Surveyor MRICS", "Építésvezető" → "Építésvezető, MMK tag", "مهندس تخطيط" →
 * "مهندس تخطيط – Planning Engineer (Primavera P6)"): what a person writes after a title about themselves rather than the
 * role — post-nominal letters and chartered or licensed statuses, a chamber's or an institution's membership, the tools
 * they work in — changes no role. The title without them, at its end: a bracket or a segment after a comma, a spaced
 * dash, a bar or a slash made only of them, or post-nominal letters run on after the title ("Structural Engineer CEng
 * MIStructE"); and "Chartered" before it. A title that is nothing else is kept as it is.
 */
export function withoutCredentials(title: string): string {
  return stripped(title);
}

/** Post-nominal letters and statuses, as written (case counts: "CEng", never "ceng"); longest first in the pattern. */
const POST_NOMINALS = [
  'MRICS', 'FRICS', 'AssocRICS', 'MCIOB', 'FCIOB', 'ICIOB', 'CEng', 'IEng', 'EngTech', 'MICE', 'FICE', 'AMICE', 'MIStructE', 'FIStructE', 'AMIStructE', 'MIET', 'FIET',
  'MIMechE', 'FIMechE', 'MCIBSE', 'FCIBSE', 'MCIHT', 'FCIHT', 'MCIWEM', 'MRTPI', 'MAPM', 'FAPM', 'ChPP', 'RIBA', 'ARB', 'AIA', 'FAIA', 'NCARB', 'P\\.E\\.', 'P\\.Eng\\.?', 'PEng',
  'S\\.E\\.', 'CPEng', 'RPEQ', 'NER', 'MIEAust', 'FIEAust', 'MIEI', 'FIEI', 'CEnv', 'CSci', 'CMgr', 'CMIOSH', 'GradIOSH', 'TechIOSH', 'PMP', 'PgMP', 'PRINCE2(?: Practitioner)?',
  'CAPM', 'CCM', 'PSP', 'CCP', 'CEP', 'DRMP', '(?:LEED|BREEAM|WELL) (?:AP|GA)(?: (?:BD\\+C|O\\+M|ID\\+C|ND|Homes))?', 'LEED Green Associate', 'CPHD', 'CPA', 'ACA', 'FCA', 'ACCA',
  'FCCA', 'CIMA', 'BEng', 'MEng', 'BSc', 'MSc', 'B\\.Sc\\.', 'M\\.Sc\\.', 'MBA', 'PhD', 'BArch', 'MArch', '\\(Hons\\)', 'Hons', '\\(FH\\)', '\\(TU\\)', 'Dipl\\.-Ing\\.', 'Dipl\\.-Ing',
  'Ing\\.', 'Arch\\.', 'Eur ?Ing', 'DPLG', 'HMONP', 'Kammermitglied', 'colegiad[oa]', 'PE', 'RA', 'CA',
].sort((a, b) => b.length - a.length);

/**
 * Letters that name other things too — two capitals (places and markets), MICE (the events trade: "Key Account Manager
 * MICE"), PSP, CCP, CEP, NER — and degrees ("Executive MBA", "Full-Time MBA" are programmes): run on after a title only
 * beside another credential ("CEng MICE"); MICE, PSP, CCP, CEP and NER alone after a comma or in brackets neither.
 */
const SHORT = new Set(['PE', 'RA', 'CA', 'MICE', 'PSP', 'CCP', 'CEP', 'NER', 'MBA', 'PhD', 'BSc', 'MSc', 'B.Sc.', 'M.Sc.', 'BEng', 'MEng', 'BArch', 'MArch', 'ACA', 'FCA']);
const ALONE_AMBIGUOUS = new Set(['MICE', 'PSP', 'CCP', 'CEP', 'NER']);

const CREDENTIAL = `(?:${POST_NOMINALS.join('|')})`;
const RUN_ON = new RegExp(`^(.*?[^\\s,])((?:[\\s,]+${CREDENTIAL})+)\\s*$`, 'u');
const RUN_TOKEN = new RegExp(CREDENTIAL, 'gu');

/** Licences written in the profile's own script: 技術士, 一級建築士, 1級土木施工管理技士, 토목구조기술사, 건축사, 一级注册结构工程师. */
const OWN_SCRIPT_LICENCE =
  /^(?:(?:[一二12１２]級)?\p{Script=Han}*(?:建築士|技術士|施工管理技士)(?:[（(][^）)]*[）)])?|\p{Script=Hangul}*(?:기술사|건축사)|(?:[一二]级)?注册\p{Script=Han}*(?:工程师|建造师|建筑师|造价师)|[一二]级(?:建造师|建筑师))$/u;

const MEMBER_WORD =
  '(?:member|membre|membro|miembro|mitglied|tag|tagja|hoi vien|thanh vien|anggota|חבר|חברת|clen|clenka|clenem|lid|medlem|ledamot|jasen|czlonek|czlonkini|μελος|uye|uyesi|membru|член|членкиня|عضو|عضوه|सदस्य|会員|正会員|회원|会员|iscritt[oa]|inscrite?|inscrit[oa]|admitted|admise?|zugelassen\\p{L}*|colegiad[oa])';
/**
 * Round 34 (pairs34: w4j's "Enfermeira (membro da Ordem dos Enfermeiros)"): the professional bodies of every trade that keeps a
 * roll — bars and law societies, associations and unions of a profession, its registers — in the profiles' languages: the
 * State Bar, Advokatsamfundet, Asianajajaliitto, Ikatan Akuntan Indonesia, the Greek σύλλογος, the Ukrainian асоціація, the
 * Russian палата, the Turkish baro and birliği, the Hebrew לשכת, the Korean 협회, the Chinese 协会, the Japanese …会.
 */
const BODY_WORD =
  '(?:kammer\\p{L}*|\\p{L}*kammer|kamara\\p{L}*|chamber|institution|institute|ordre|ordem|ordine|orden|orde|ordin\\p{L}*|colegio|collegio|colegiu\\p{L}*|izba|komora|odasi|επιμελητηριο|هيئه|نقابه|جمعيه|register|albo|tableau|bar(?!\\p{L})|barreau|rechtsanwaltskammer|society|association|asociacion|associacao|associazione|vereniging|verband|\\p{L}*samfund\\p{L}*|\\p{L}*liit(?:to|on)\\p{L}*|ikatan|asosiasi|perhimpunan|persatuan|doan|συλλογ\\p{L}*|асоціац\\p{L}*|ассоциац\\p{L}*|палат\\p{L}*|baro\\p{L}*|birlig\\p{L}*|לשכת|काउंसिल|\\p{L}*협회|\\p{L}*协会|\\p{L}*協会|\\p{L}*士会)';
const LINK = '(?:\\s+(?:of|of the|in|in the|to|to the|au|aux|bei|beim|am|im|der|des|du|de|de la|de l|da|do|dos|das|del|della|dell|degli|all|alla|en|en el|en la|au|a|na|no|em|van|van de|i|w|v|ve|al|tou|tis|του|της))?';
/** A membership: a member word and a body (a chamber word, a chamber's name or an acronym), either way round. */
const MEMBERSHIP = new RegExp(`^(?:(?:chartered|corporate|full|fellow|associate|professional|autorizovany|autorizovana)\\s+)?${MEMBER_WORD}${LINK}\\s+\\S.*$|^(?:\\S+\\s+)?(?:\\S+\\s+)?${BODY_WORD}?\\S*\\s*${MEMBER_WORD}$`, 'u');
const CHAMBER = termPattern(CHAMBER_TERMS);
const BODY = new RegExp(BODY_WORD, 'u');
/** A piece made only of post-nominal letters; a run of them ending a title. */
const CREDENTIALS_ONLY = new RegExp(`^${CREDENTIAL}(?:[\\s,/&]+${CREDENTIAL})*$`, 'u');

/** Licences and statuses written as words: "autorizovaný inženýr ČKAIT", "Chartered Engineer", "uprawnienia budowlane". */
const STATUS =
  /^(?:autorizovan[ya] (?:inzenyr\p{L}*|technik\p{L}*|architekt\p{L}*)(?: \S+)?|chartered (?:engineer|surveyor|builder|architect|member)(?: \S+)?|licensed professional engineer|registered architect|professional engineer|(?:z )?uprawnieni\p{L}* budowlan\p{L}*.*|crea[- ]?[a-z]{2}(?: ?\d+)?|colegiad[oa](?: (?:n|no|num)?\s*[\d ]+)?|(?:[a-z]{2,5} )?(?:registered|geregistreerd|licen[cs]ed)(?: (?:with|in|bij) \S.*)?)$/u;

/** The tools and software people name after a title: planning, design, BIM, cost and site tools, spreadsheets, an ERP. */
const TOOLS = [
  'oracle primavera p6', 'primavera p6', 'primavera', 'p6', 'ms project', 'microsoft project', 'revit', 'autocad civil 3d', 'autocad', 'civil 3d', 'navisworks', 'tekla structures',
  'tekla', 'sap2000', 'sap', 'etabs', 'staad pro', 'staad', 'robot structural analysis', 'archicad', 'sketchup', 'rhino', 'grasshopper', 'dynamo', 'bim 360', 'autodesk construction cloud',
  'procore', 'aconex', 'bluebeam', 'costx', 'synchro', 'asta powerproject', 'powerproject', 'solibri', 'microstation', 'openroads', 'arcgis', 'qgis', 'lumion', 'enscape', '3ds max',
  'allplan', 'vectorworks', 'norma pro', 'rib itwo', 'itwo', 'dlubal rfem', 'rfem', 'scia engineer', 'midas civil', 'plaxis', 'projectwise', 'solidworks', 'power bi', 'excel',
].sort((a, b) => b.length - a.length);
const TOOL = `(?:${TOOLS.join('|')})`;
/** On folded text (signs are spaces): tools, with "and" between them in the profiles' languages. */
const TOOL_LIST = new RegExp(`^${TOOL}(?:\\s+(?:(?:and|und|y|e|et|i|ve)\\s+)?${TOOL})*$`, 'u');

/** A bracket at the end, or a segment after a comma, a spaced dash, a bar or a slash. */
const LAST_BRACKET = /^(.*\S)\s*[(（]([^()（）]+)[)）]\s*$/u;
/** A bracket inside the title, followed by a comma, a spaced dash, a bar or a slash and the rest. */
const INNER_BRACKET = /^([^()（）]*\S)\s*[(（]([^()（）]+)[)）](\s*(?:,|\s[–—\-|/·]\s|[|·]).*\S.*)$/u;
const LAST_SEGMENT = /^(.*\S)(?:\s+[–—\-|/·]\s+|\s*[|·]\s*|,\s*)([^,|·–—]+)$/u;

/** A piece the title ends with that says nothing of the role (see above); round 32: or professional certifications (`title-certifications.ts`). */
function aboutThePerson(piece: string, head: string): boolean {
  const raw = piece.trim();
  if (ALONE_AMBIGUOUS.has(raw)) return false;
  if (raw === '' || CREDENTIALS_ONLY.test(raw) || OWN_SCRIPT_LICENCE.test(raw) || namesProfessionalCertification(raw, head)) return true;
  const folded = foldEntryText(raw).replace(/-/gu, ' ');
  if (TOOL_LIST.test(folded) || STATUS.test(folded)) return true;
  return MEMBERSHIP.test(folded) && (CHAMBER.test(folded) || BODY.test(folded) || /\p{Lu}{2,}/u.test(raw.replace(/^\p{Lu}/u, '')));
}

/**
 * What every credential, membership or tool piece holds: a separator or a bracket, two capitals in a word ("CEng", "MRICS"),
 * or a word written in lower case after a title ("colegiada", "Kammermitglied") or "Chartered" before it. Most titles hold
 * none and are given back at once (engine cost).
 */
const MAY_HOLD = /[,(（|/·–—،，、-]|\p{Lu}\p{L}*\p{Lu}|[Cc]olegiad|[Kk]ammermitglied|[Cc]hartered|[®™]|[Cc]ertifi|[Zz]ertifiz/u;

/**
 * Round 32: a trade mark sign after the letters ("PMP®", "CSM®") is no part of them, and an Arabic or East Asian comma is a
 * comma ("مدير مشاريع تقنية، PMP®").
 */
function signsAsComma(title: string): string {
  return title.replace(/[®™]/gu, '').replace(/\s*[،，、]\s*/gu, ', ');
}

const stripped = memoiseByString((title: string): string => {
  if (!MAY_HOLD.test(title)) return title;
  const start = signsAsComma(title.trim());
  let t = start.replace(/^chartered\s+(?=\S)/iu, '');
  for (let i = 0; i < 4; i++) {
    const next = stripOnce(t);
    if (next === t) break;
    t = next;
  }
  return t.trim() === '' || t === start ? title : t;
});

/**
 * Round 32: a certification run on after the title with the word saying it is held ("Chef de projet certifié PRINCE2",
 * "Projektleiter zertifiziert nach IPMA"), in the profiles' languages.
 */
const HELD_RUN = /^(.*\S)\s+((?:certified|certifi[ée]e?|zertifiziert\p{L}*|certificad[oa]|certificat[oa]|gecertificeerd|certyfikowan\p{L}*|certifierad|sertifioitu|sertifikal\p{L}*)\s+\S.*)$/iu;

function stripOnce(t: string): string {
  const held = HELD_RUN.exec(t);
  if (held !== null && namesProfessionalCertification(held[2] ?? '', held[1] ?? '')) return held[1] ?? t;
  const run = RUN_ON.exec(t);
  if (run !== null && !onlyShort(run[2] ?? '')) return run[1] ?? t;
  // Round 34 (w4j's "Enfermeira (membro da Ordem dos Enfermeiros), Unidade de Cuidados Continuados"): the same piece in brackets
  // right after the role, before the unit or place that ends the title.
  const inner = INNER_BRACKET.exec(t);
  if (inner !== null && aboutThePerson(inner[2] ?? '', inner[1] ?? '')) return `${inner[1] ?? ''}${inner[3] ?? ''}`;
  const bracket = LAST_BRACKET.exec(t);
  if (bracket !== null && aboutThePerson(bracket[2] ?? '', bracket[1] ?? '')) return bracket[1] ?? t;
  const segment = LAST_SEGMENT.exec(t);
  return segment !== null && aboutThePerson(segment[2] ?? '', segment[1] ?? '') ? (segment[1] ?? t) : t;
}

/** A run of one letter group that names other things too ("Executive MBA", "Key Account Manager MICE"): no credential. */
function onlyShort(run: string): boolean {
  const tokens = run.match(RUN_TOKEN) ?? [];
  return tokens.length === 1 && SHORT.has(tokens[0] ?? '');
}
