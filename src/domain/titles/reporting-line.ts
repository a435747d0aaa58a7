import { TERM_GATE } from './term-gate';

/**
 * The holder's reporting line (issue #21, round 38, levels38): "Direktor Risikomanagement (berichtet an den CRO)", "Directeur des
 * risques (rattaché au CRO)", "Director de Riesgos (reporta al CRO)", "Dyrektor Departamentu Ryzyka (podlega CRO)",
 * "Riskienhallintajohtaja (raportoi CRO:lle)", "Kockázatkezelési igazgató (a CRO-nak jelent)", "Risk Yönetimi Direktörü (CRO'ya
 * bağlı)", "מנהל אגף … (כפוף ל-CRO)", "जोखिम प्रबंधन निदेशक (CRO को रिपोर्ट करते हैं)", "内部監査室長（社長直轄）", "风险分析师（向CEO汇报）"
 * name the person the holder reports to, works under, deputises for or supports: that person's rank and function are not the
 * holder's (w4m: fifteen directors read c_level, seven of them the sales function of "CRO" read as a chief revenue officer).
 *
 * The mechanism, not a list of titles: a **reporting marker** — the verb or preposition of a reporting line in the 24 languages
 * and English — with the words that name the superior. Where the marker opens a note after the role (a bracket, a comma), the
 * whole note is the superior's; inside the role's own segment, the words after a marker that precedes the superior ("reports to",
 * "rattaché au", "podlega", "melapor ke", "向") or the words before one that follows it (Turkish and Hungarian datives, Hindi "को",
 * Korean "직속", Japanese "直属", Finnish "alaisuudessa") are. They are dropped only where they name a rank (the classifier reads a
 * rank in them): "Chuyên viên báo cáo tài chính" (a financial reporting specialist) and "4 direct reports" keep every word, and
 * "reports to me" names the holder's own team. English "to the CEO" was already cut by the clean-up (`clean.ts`).
 */

/** Markers that precede the superior: the superior follows (folded text, as `clean.ts` leaves it). */
const BEFORE_SUPERIOR = [
  // en (the clean-up has cut "to the <chief>" already; a head, a board or a partner named without "the" remains)
  String.raw`reports? (?:directly |functionally |administratively )?(?:in)?to(?! (?:me|him|her|us|them)\b)`,
  String.raw`reporting (?:directly |functionally )?(?:in)?to(?! (?:me|him|her|us|them)\b)`,
  String.raw`(?:direct|dotted line|dotted|solid line|solid|indirect) (?:report|reporting|line) (?:of|to|into)`,
  String.raw`(?:dotted|solid|straight) line (?:to|into)`,
  String.raw`reporting line (?:to|into)`,
  String.raw`(?:works?|working|deputi[sz]ing|deputi[sz]es) (?:directly )?for`,
  String.raw`under the (?:supervision|direction|authority) of`,
  // an aide's or a chief of staff's "to" (the clean-up cuts "to the CEO", not "to the General Counsel" or "to the Head of …")
  String.raw`(?<=(?:chief of staff|assistant|aide|adviser|advisor|secretary|business partner) )to(?: the)?`,
  // fr
  String.raw`rattache(?:e|s|es)? (?:directement |hierarchiquement |fonctionnellement )?(?:a|au|aux)`,
  String.raw`(?:en )?reporting (?:direct )?(?:a|au|aux)`,
  String.raw`sous (?:la responsabilite|l autorite|la direction|la supervision) (?:directe )?(?:de|du|des)`,
  String.raw`rend(?:ant)? compte (?:directement )?(?:a|au|aux)`,
  String.raw`rapport(?:e|ant) (?:directement )?(?:a|au|aux)`,
  String.raw`n 1 (?:de|du|des)`,
  // es, pt, it, ro
  String.raw`report(?:a|ando|ando se|ar) (?:directamente |diretamente |direttamente )?(?:a|al|ao|a la|a los)`,
  String.raw`(?:con )?reporte (?:directo |direto )?(?:a|al|ao)`,
  String.raw`(?:con )?dependencia (?:directa |jerarquica )?(?:de|del)`,
  String.raw`depend(?:e|iente) (?:directamente |jerarquicamente )?(?:de|del)`,
  String.raw`bajo (?:la supervision|la direccion|la dependencia) (?:directa )?(?:de|del)`,
  String.raw`sob (?:a supervisao|a direcao|a responsabilidade) (?:direta )?(?:de|do|da)`,
  String.raw`subordinad[oa]s? (?:directamente |diretamente )?(?:a|al|ao|a la)`,
  String.raw`respond(?:e|endo) (?:diretamente )?(?:a|ao)`,
  String.raw`riport(?:a|ando) (?:direttamente |gerarchicamente )?a\p{L}*`,
  String.raw`a riporto (?:diretto )?d\p{L}*`,
  String.raw`alle (?:dirette )?dipendenze d\p{L}*`,
  String.raw`in staff a\p{L}*`,
  String.raw`raporteaza(?: direct)?(?: catre| la| lui)?`,
  String.raw`(?:in|sub) subordinea`,
  String.raw`subordonat[ae]?`,
  String.raw`cu raportare (?:directa )?(?:catre|la)`,
  // de, nl, sv, da, no, fi
  String.raw`berichte(?:t|nd) (?:direkt |disziplinarisch |fachlich )?(?:an|dem|der)`,
  String.raw`berichtslinie (?:an|zu|zum|zur)`,
  String.raw`(?:direkt |disziplinarisch |fachlich )?unterstellt`,
  String.raw`untersteh(?:t|end) (?:direkt )?(?:dem|der)`,
  String.raw`rapporte(?:ert|rend) (?:rechtstreeks |direct )?aan`,
  String.raw`(?:met )?rapportagelijn (?:naar|aan)`,
  String.raw`valt (?:direct |rechtstreeks )?onder`,
  String.raw`rapporter(?:ar|ande|er|ende) (?:direkte? )?(?:till|til)`,
  String.raw`underst(?:a|ae)lld`,
  String.raw`raportoi(?:den)?(?: suoraan)?`,
  // pl, cs, hu, el, uk, ru
  String.raw`(?:bezposrednio )?podleg(?:a|ly|la|le|ajacy|ajaca)`,
  String.raw`(?:bezposrednio )?podległ(?:y|a|e)`,
  String.raw`raportuj(?:e|acy|aca) (?:bezposrednio )?do`,
  String.raw`(?:primo )?podrizen(?:a|y|e)?`,
  String.raw`reportuje`,
  String.raw`(?:riportal|jelent) (?:a|az)`,
  String.raw`αναφερ(?:εται|ομαι|ονται)(?: απευθειασ)?(?: στον| στην| στο| σε)?`,
  String.raw`με αναφορα (?:στον|στην|στο|σε)`,
  String.raw`υπαγ(?:εται|ομεν\p{L}*)`,
  String.raw`(?:у |в |з )?підпорядкован\p{L}*`,
  String.raw`підпорядковуєт\p{L}*`,
  String.raw`звіту(?:є|ючи)(?: перед)?`,
  String.raw`(?:в )?подчинени\p{L}*`,
  String.raw`подчиняет\p{L}*`,
  String.raw`отчитывает\p{L}*(?: перед)?`,
  // ar, he
  String.raw`(?:ي|ت)رفع تقارير(?:ه|ها) (?:مباشره )?(?:الي|ل)`,
  String.raw`(?:تابع|تابعه|يتبع|تتبع)(?: مباشره)?`,
  String.raw`تحت اشراف`,
  String.raw`(?:כפוף|כפופה|מדווח|מדווחת)(?: ישירות)?`,
  // id, vi
  String.raw`(?:melapor|lapor|melaporkan) (?:langsung )?(?:ke|kepada)`,
  String.raw`bertanggung jawab (?:langsung )?kepada`,
  String.raw`di bawah(?: langsung)?`,
  String.raw`bao cao(?: truc tiep)?(?: cho| len| toi)?`,
  String.raw`(?:truc thuoc|duoi quyen|chiu su quan ly cua|duoi su quan ly cua)`,
];

/** Markers that follow the superior (tr and hu datives, Hindi postpositions, Finnish, Korean, Japanese): the superior precedes. */
const AFTER_SUPERIOR = [
  String.raw`(?<=\p{L}(?:a|e) )(?:dogrudan )?(?:bagli|raporlayan|raporlar|raporluyor|rapor veren|rapor veriyor|rapor verir)`,
  String.raw`(?<=(?:nak|nek) )(?:kozvetlenul )?(?:jelent|riportal|beszamol)`,
  String.raw`ala tartozik`,
  String.raw`(?:को|के) (?:सीधे )?(?:रिपोर्ट[\p{L}\p{M}]*|अधीन|अंतर्गत)(?: [\p{L}\p{M}]+){0,2}`,
  String.raw`(?:ko|ke) (?:seedha |seedhe )?(?:report|reporting|under)(?: kar\p{L}*)?(?: h\p{L}*)?`,
  String.raw`\p{L}*(?:lle|lta) raportoiva`,
  String.raw`alaisuudessa`,
];

/** Reporting words that also name a trade ("Head of Regulatory Reporting", "ESG Reporting Director"): markers only in a note after the role. */
const NOTE_ONLY = String.raw`reporting|raportointi|rapportering|berichtslinie|report line|linea di riporto|linea de reporte`;

/** The unspaced scripts' markers, found anywhere: Korean and Japanese after the superior, Chinese "向 … 汇报" around it. */
const CJK_MARKERS = String.raw`(?:에게|께) ?(?:직접 )?보고|보고 라인|직속|直轄|直属|直下|に報告|へ報告|に直接報告|向[^ ,]{1,16}?(?:汇报|匯報|报告)|汇报给|汇报对象|匯報對象|直接汇报|隶属于`;

/** Every marker's stem, for the classifier's one gate (`term-gate.ts`): a text with none is never read here. */
const SLOT = TERM_GATE.slot(() => ({
  atWordStart: [
    'report', 'dotted line', 'solid line', 'straight line', 'works for', 'working for', 'work for', 'deputising', 'deputizing', 'deputises',
    'deputizes', 'under the', 'rattache', 'sous l', 'rend compte', 'rendant compte', 'rapport', 'n 1 d', 'reporte', 'dependencia', 'depende',
    'dependiente', 'bajo la', 'sob a', 'subordin', 'responde', 'respondendo', 'chief of staff to', 'assistant to', 'aide to', 'adviser to',
    'advisor to', 'secretary to', 'business partner to', 'riport', 'a riporto', 'alle d', 'in staff', 'raporteaza',
    'in subordinea', 'sub subordinea', 'subordonat', 'cu raportare', 'bericht', 'unterstell', 'untersteh', 'raportointi', 'linea d', 'disziplinarisch', 'fachlich',
    'direkt unterstellt', 'met rapportagelijn', 'valt onder', 'valt direct', 'valt rechtstreeks', 'underst', 'raportoi', 'podleg', 'bezposrednio', 'raportuj', 'podrizen', 'primo podrizen',
    'jelent', 'riportal', 'αναφερ', 'με αναφορα', 'υπαγ', 'у підпорядк', 'в підпорядк', 'з підпорядк', 'підпорядк', 'звіту', 'подчин',
    'в подчин', 'отчитыва', 'يرفع', 'ترفع', 'تابع', 'يتبع', 'تتبع', 'تحت اشراف', 'כפוף', 'כפופה', 'מדווח', 'melapor', 'lapor', 'bertanggung jawab kepada',
    'di bawah', 'bao cao', 'truc thuoc', 'duoi quyen', 'chiu su quan ly', 'duoi su quan ly', 'bagli', 'raporla', 'rapor ver', 'dogrudan',
    'kozvetlenul', 'beszamol', 'ala tartozik', 'ko report', 'ke report', 'ko seedh', 'ke under', 'alaisuudessa',
  ],
  anywhere: ['raportoiva', 'रिपोर्ट', 'अधीन', 'अंतर्गत', '보고', '직속', '直轄', '直属', '直下', '報告', '汇报', '匯報', '报告', '隶属'],
}));

let patterns: { before: RegExp; after: RegExp; cjk: RegExp; note: RegExp } | null = null;

/** The patterns, built at their first use (never at import: docs/decisions.md, round 33). */
function built(): NonNullable<typeof patterns> {
  const start = String.raw`(?<![\p{L}\p{M}\p{N}])`;
  const end = String.raw`(?![\p{L}\p{M}\p{N}])`;
  patterns ??= {
    before: new RegExp(`${start}(?:${BEFORE_SUPERIOR.join('|')})${end}`, 'u'),
    after: new RegExp(`${start}(?:${AFTER_SUPERIOR.join('|')})${end}`, 'u'),
    cjk: new RegExp(CJK_MARKERS, 'u'),
    note: new RegExp(`${start}(?:${NOTE_ONLY})${end}`, 'u'),
  };
  return patterns;
}

const SEGMENT = ' , ';

/**
 * The title's parts (`clean.ts`'s `cleanHeadline`) without the words that name the holder's superior (module comment): the same
 * parts when no reporting line is named, none when the title names nothing else. `text` is the parts' join, asked of the gate;
 * `ranked` tells whether words (a superior's, without the marker) name a rank (the classifier's reading of them).
 */
export function withoutReportingLines(parts: readonly string[], text: string, ranked: (words: string) => boolean): readonly string[] {
  if (!TERM_GATE.holds(SLOT, text)) return parts;
  let changed = false;
  const out: string[] = [];
  for (const part of parts) {
    const segments = part.split(SEGMENT);
    const kept: string[] = [];
    let superiorNext = false;
    segments.forEach((segment, i) => {
      // "汇报对象：CRO", "raportointi: CRO": a marker closing its segment names the superior in the next one.
      if (superiorNext) {
        superiorNext = false;
        if (ranked(segment)) {
          changed = true;
          return;
        }
      }
      const m = marker(segment, i === 0);
      if (m !== null && m.from === 0 && m.to === segment.length && i + 1 < segments.length) {
        superiorNext = true;
        changed = true;
        return;
      }
      const left = m === null ? segment : withoutSuperior(segment, m, i === 0, ranked);
      if (left !== segment) changed = true;
      if (left !== '') kept.push(left);
    });
    if (kept.length > 0) out.push(kept.join(SEGMENT));
  }
  return changed ? out : parts;
}

interface Marker {
  from: number;
  to: number;
  /** The marker precedes the superior ("reports to", "rattaché au"), else it follows it ("CRO'ya bağlı", "社長直轄"). */
  before: boolean;
  /** The marker holds its superior (Chinese "向 … 汇报"). */
  holds: boolean;
  /** A marker that also names other things ("báo cáo" a report, "di bawah" below, "in staff", "reporting"): a superior must be named. */
  weak: boolean;
}

function marker(segment: string, opensPart: boolean): Marker | null {
  const { before, after, cjk, note } = built();
  const b = before.exec(segment) ?? (opensPart ? null : note.exec(segment));
  if (b !== null) return { from: b.index, to: b.index + b[0].length, before: true, holds: false, weak: WEAK.test(b[0]) };
  const a = after.exec(segment) ?? cjk.exec(segment);
  return a === null ? null : { from: a.index, to: a.index + a[0].length, before: false, holds: a[0].startsWith('向'), weak: false };
}

/**
 * One segment without its superior: a note after the role goes whole (a weak marker's only where it names a rank); the role's own
 * segment loses the superior's words where they name a rank.
 */
function withoutSuperior(segment: string, m: Marker, opensPart: boolean, ranked: (words: string) => boolean): string {
  const { from, to } = m;
  const outside = `${segment.slice(0, from)} ${segment.slice(to)}`.trim();
  if (!opensPart) return !m.weak || ranked(m.holds ? segment.slice(from + 1, to - 2) : outside) ? '' : segment;
  if (m.before) {
    // "Risk Director reporting to Head of Legal": the words after the marker.
    return ranked(segment.slice(to)) ? segment.slice(0, from).trim() : segment;
  }
  const rest = segment.slice(to).trim();
  if (rest !== '') {
    // "대표이사 직속 전략기획팀장", "CEO'ya bağlı Satış Direktörü": the words before the marker, the role after it.
    return ranked(m.holds ? segment.slice(from + 1, to - 2) : segment.slice(0, from)) ? rest : segment;
  }
  // The superior's word just before a closing marker ("… Direktörü CRO'ya bağlı"); Chinese "向 … 汇报" holds its superior.
  if (m.holds) return ranked(segment.slice(from + 1, to - 2)) ? segment.slice(0, from).trim() : segment;
  let word = segment.lastIndexOf(' ', from - 2) + 1;
  // A case ending the clean-up split off its word ("CRO-nak" → "cro nak") belongs to the word before it.
  if (SPLIT_CASE.test(segment.slice(word, from))) word = segment.lastIndexOf(' ', word - 2) + 1;
  return ranked(segment.slice(word, from)) ? segment.slice(0, word).trim() : segment;
}

const WEAK = /^(?:bao cao|di bawah|تابع|تابعه|يتبع|تتبع|in staff|works? for|working for|under the|reporting$|raportointi|rapportering|linea d)/u;

const SPLIT_CASE = /^(?:nak|nek|ya|ye|a|e|na|ne|lle|lta|에게) ?$/u;

/** True when the text names a reporting line (a gloss in brackets that does is no translation of the title's rank). */
export function namesReportingLine(text: string): boolean {
  return TERM_GATE.holds(SLOT, text) && text.split(SEGMENT).some((segment, i) => marker(segment, i === 0) !== null);
}
