import { memoiseByString } from '../company/memoise';
import { escapeRegExp } from '../normalise/text';
import { isKnownTitle } from '../titles/classify';

/*
 * Round 32 (issue #21, w4f's "Senior Consultant" → "Senior Consultant – client: Deutsche Bank" at msg systems): a consultant,
 * contractor or engineer of a services firm names the client or the assignment they work on after the title. The employer
 * and the role are the same; the client is where the work is done, as a site is. Decided (docs/decisions.md, "Detection round
 * 32"): a client or assignment named after the title is no change of role — the title before it is compared. The client is
 * read by its words, in the profiles' languages: "client:", "Kunde:", "beim Kunden", "en mission chez", "cliente:",
 * "alocado no cliente", "presso il cliente", "gedetacheerd bij", "klient:", "uppdrag hos", "Müşteri:", "客先：", "고객사:",
 * "客户：" …, or "@" and a name that is no title. A grade or role changed before it stays a change ("Consultant" → "Senior
 * Consultant – client: Allianz"), since only the client part is set aside.
 */

/** Nouns that name the client, followed by a colon: "client:", "Kunde:", "cliente:", "klient:", "Müşteri:", "客先：", "고객사:". */
const CLIENT_NOUNS = [
  'client', 'clients', 'customer', 'end client', 'end customer', 'kunde', 'endkunde', 'cliente', 'klant', 'eindklant', 'klient', 'zákazník', 'kund', 'slutkund', 'kunde', 'asiakas',
  'ügyfél', 'clientul', 'πελάτης', 'клієнт', 'замовник', 'клиент', 'заказчик', 'müşteri', 'musteri', 'العميل', 'عميل', 'לקוח', 'ग्राहक', 'क्लाइंट', 'klien', 'khách hàng',
  '고객사', '고객', '客先', '顧客', '常駐先', '派遣先', '客户', '客戶', '项目', '案件',
];

/** Phrases that name the client or the assignment and the name after them, with no colon: "beim Kunden X", "en mission chez X". */
const CLIENT_PHRASES = [
  'for client', 'at client', 'on assignment at', 'on assignment with', 'assigned to client', 'deployed at client', 'client site',
  'beim kunden', 'bei kunde', 'bei kunden', 'für kunde', 'für den kunden', 'im kundeneinsatz bei', 'kundeneinsatz bei', 'kundenprojekt bei', 'projekteinsatz bei', 'im einsatz bei',
  'chez le client', 'pour le client', 'en mission chez', 'mission chez', 'en régie chez', 'en regie chez', 'détaché chez', 'détachée chez', 'en prestation chez',
  'en cliente', 'para el cliente', 'en el cliente', 'asignado al cliente', 'asignada al cliente', 'asignado a', 'asignada a',
  'no cliente', 'alocado no cliente', 'alocada no cliente', 'alocado na', 'alocada na', 'alocado no', 'alocada no', 'alocado em', 'alocada em', 'alocação no cliente',
  'presso il cliente', 'presso cliente', 'per il cliente', 'in forza presso', 'distaccato presso', 'distaccata presso', 'in consulenza presso',
  'bij klant', 'bij de klant', 'voor klant', 'gedetacheerd bij', 'op detachering bij',
  'u klienta', 'dla klienta', 'pro klienta', 'u zákazníka',
  'hos kund', 'uppdrag hos', 'konsultuppdrag hos', 'opdrag hos', 'oppdrag hos', 'asiakkaalla',
  'ügyfélnél', 'la clientul', 'στον πελάτη', 'у клієнта', 'у клиента', 'لدى العميل', 'אצל לקוח', 'אצל הלקוח', 'penempatan di', 'ditempatkan di', 'tại khách hàng', '常駐',
  '驻场', '駐點',
];

const alternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
const CLIENT = `(?:(?:${alternation(CLIENT_NOUNS)})\\s*[:：]\\s*|(?:${alternation(CLIENT_PHRASES)})\\s+)`;

/** The title, then (after a dash, a bar, a comma or in brackets, or run on) a client word and the client's name. */
const CLIENT_SUFFIX = new RegExp(`^(.*?\\S)\\s*(?:\\s[–—-]\\s|[–—|,]|[(（])?\\s*${CLIENT}(\\S[^()（）]*?)\\s*[)）]?\\s*$`, 'iu');
/** "Senior Consultant @ Allianz": a name after "@" that is no title. */
const AT_NAME = /^(.*?\S)\s*@\s*(?:client\s+|cliente\s+|kunde\s+)?(\S.*?)\s*$/iu;

/** What every client suffix holds: a client word's letters or "@" (engine cost: most titles hold none). */
const MAY_HOLD = /@|client|kund|klant|klien|cliente|mission|régie|regie|alocad|presso|gedetacheerd|uppdrag|oppdrag|opdrag|asiak|ügyfél|πελάτ|клієнт|клиент|замовн|заказч|müşteri|musteri|عميل|לקוח|ग्राहक|क्लाइंट|penempatan|ditempatkan|khách|dự án|고객|客|顧|常駐|派遣|项目|案件|驻场|駐點|zákazn|customer|assign|asignad|einsatz|distaccat|forza/iu;

/** The title without the client or assignment named after it, or null when it names none. */
export const withoutClient = memoiseByString((title: string): string | null => {
  if (!MAY_HOLD.test(title)) return null;
  const m = CLIENT_SUFFIX.exec(title);
  if (m !== null && (m[1] ?? '').trim() !== '' && !isKnownTitle(m[2] ?? '')) return (m[1] ?? '').replace(/[\s–—|,:-]+$/u, '');
  const at = AT_NAME.exec(title);
  if (at !== null && (at[1] ?? '').trim() !== '' && !isKnownTitle(at[2] ?? '')) return (at[1] ?? '').replace(/[\s–—|,:-]+$/u, '');
  return null;
});
