/**
 * The leader an assistant, secretary or aide serves, in the languages that name the aide first and the leader after it
 * ("Assistante du Président", "Assistente del CEO", "Sekretarka prezesa", "Помощник генерального директора", "עוזרת
 * מנכ"ל", "مساعد الرئيس التنفيذي") and in those that name the leader first ("Genel Müdür Asistanı", "대표이사 비서",
 * "VD-assistent", "Vorstandsreferentin", "Geschäftsführungsassistentin"): the leader's rank is not the title's (round 17:
 * a rank read from the leader made a lower entry read `promoted`). English "to the" was already read (`classify.ts`
 * `SERVES`). One word may stand between the aide and the preposition ("Asistente Ejecutiva del Director General"). Where the aide word also makes a rank with the word after it ("Assistant General Manager", Indonesian
 * "Asisten Manajer"), a preposition must come between; the languages that write the genitive without one (Polish,
 * Czech, Russian, Ukrainian, Hebrew, Arabic, Greek, Vietnamese) need none. Matched on cleaned text (`clean.ts`).
 */
export function servedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  // Most titles name no aide: one plain scan before the two patterns that find the leader.
  if (!ANY_AIDE.test(text)) return spans;
  for (const m of text.matchAll(AIDE_FIRST)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = segmentEnd(text, start);
    if (end > start) spans.push([start, end]);
  }
  for (const m of text.matchAll(AIDE_LAST)) {
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    const leader = m[2] ?? '';
    if (leader.trim() !== '') spans.push([start, start + leader.length]);
  }
  return spans;
}

function segmentEnd(text: string, from: number): number {
  const comma = text.indexOf(' , ', from);
  return comma < 0 ? text.length : comma;
}

const BARE_GENITIVE = [
  'asystent', 'asystentka', 'sekretarka', 'sekretarz', 'asistentka', 'помощник', 'помощница', 'помічник', 'помічниця', 'sekretaris',
  'ассистент', 'асистент', 'секретарь', 'секретар', 'секретарка', 'עוזר', 'עוזרת', 'מזכיר', 'מזכירה', 'مساعد', 'مساعده', 'سكرتير', 'سكرتيره',
  'βοηθος', 'γραμματεας', 'tro ly', 'thu ky',
];
const WITH_PREPOSITION = [
  'assistant', 'assistante', 'assistente', 'asistente', 'asistent', 'asistenta', 'secretaria', 'secretario', 'secretaire', 'segretaria', 'segretario', 'referent', 'referentin',
  'assistent', 'assistentin', 'assistenz', 'sekretarin', 'secretaresse',
];
const PREPOSITION = '(?:to|of|for|del|della|dello|dell|de la|de l|de|du|des|do|da|dos|das|der|al|alla|au|aux|pro|van|voor)(?: the| la| le| les| el| il| lo| o| a| de| het)?';

const AIDE_FIRST = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${BARE_GENITIVE.join('|')}) (?:${PREPOSITION} )?|(?:${WITH_PREPOSITION.join('|')})(?: \\p{L}+)? ${PREPOSITION} )(?=[\\p{L}])`,
  'gu',
);

/** The aide named after the leader, ending its segment, glued to it or not (Turkish, Korean, Hungarian, Finnish, German, Scandinavian). */
const AIDE_LAST = new RegExp(
  `(^|, )([^,]*?)[ -]?(?:asistani|sekreteri|비서|보좌관|어시스턴트|asszisztens|asszisztense|titkar|titkarno|assistentti|sihteeri|assistent|assistentin|referent|referentin|sekretar|sekretarin|sekreterare|sekretaer|sekretær|secretaresse|assistant|秘书|秘書|助理)(?= ,|$)`,
  'gu',
);

/** Any aide word's stem, for the plain scan that spares most titles the patterns above. */
const ANY_AIDE = /assist|asist|asyst|secret|sekret|segret|referent|помощ|помічн|ассист|асист|секретар|עוזר|מזכיר|مساعد|سكرتير|βοηθ|γραμματ|tro ly|thu ky|비서|보좌관|어시스턴트|asszisztens|titkar|sihteeri|秘书|秘書|助理/u;
