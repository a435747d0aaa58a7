import { stripAccents } from '../normalise/text';

/**
 * Round 33 (the edit matrix's "Sales Manager – Munich"): a city after the title is a place, as a country is; the rules that
 * read a city by its being no English word ("– Bengaluru", "– Lyon") miss the big business cities whose names are in the
 * common-word list. Their names in English and in their own language, folded; no city that is also a common noun or a role
 * word ("Reading", "Nice", "Mobile", "Split", "Bath"). Round 34: moved here from `changes/title-country.ts` so that company
 * names read it too — a school's campus city after its short name ("IAE Paris-Sorbonne", "Sciences Po Paris", `schools.ts`)
 * is a place, not a word of business.
 */
export function bigCity(key: string): boolean {
  cities ??= new Set(CITY_NAMES.split('|').map((c) => stripAccents(c).toLowerCase()));
  return cities.has(key);
}

let cities: ReadonlySet<string> | null = null;

const CITY_NAMES = [
  'london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|cardiff|belfast|dublin|cork|paris|lyon|marseille|toulouse|lille|nantes|bordeaux|strasbourg',
  'berlin|munich|münchen|hamburg|frankfurt|cologne|köln|stuttgart|düsseldorf|dusseldorf|leipzig|dresden|hanover|hannover|nuremberg|nürnberg|bremen|essen|dortmund',
  'vienna|wien|zurich|zürich|geneva|genève|basel|bern|amsterdam|rotterdam|the hague|den haag|utrecht|eindhoven|brussels|bruxelles|brussel|antwerp|antwerpen',
  'luxembourg|madrid|barcelona|valencia|seville|sevilla|bilbao|malaga|málaga|lisbon|lisboa|porto|rome|roma|milan|milano|turin|torino|naples|napoli|bologna',
  'venice|venezia|athens|athina|αθήνα|θεσσαλονίκη|thessaloniki|copenhagen|københavn|stockholm|gothenburg|göteborg|malmö|oslo|bergen|helsinki|tampere|espoo',
  'warsaw|warszawa|krakow|kraków|wroclaw|wrocław|gdansk|gdańsk|poznan|poznań|lodz|łódź|prague|praha|brno|budapest|bucharest|bucurești|cluj-napoca|sofia|belgrade',
  'zagreb|ljubljana|bratislava|kyiv|kiev|київ|lviv|львів|kharkiv|odesa|istanbul|i̇stanbul|ankara|izmir|i̇zmir|moscow|москва|dubai|abu dhabi|doha|riyadh|jeddah',
  'cairo|casablanca|tel aviv|jerusalem|תל אביב|ירושלים|دبي|الرياض|جدة|القاهرة|lagos|nairobi|johannesburg|cape town|mumbai|delhi|new delhi|bangalore|bengaluru',
  'hyderabad|chennai|pune|kolkata|ahmedabad|gurgaon|gurugram|noida|karachi|lahore|dhaka|colombo|singapore|kuala lumpur|jakarta|surabaya|bangkok|manila|hanoi',
  'ho chi minh city|saigon|hà nội|hong kong|shanghai|beijing|shenzhen|guangzhou|上海|北京|深圳|广州|香港|taipei|台北|tokyo|東京|osaka|大阪|nagoya|名古屋|yokohama|fukuoka',
  'seoul|서울|busan|부산|sydney|melbourne|brisbane|perth|adelaide|auckland|wellington|new york|new york city|nyc|boston|chicago|san francisco|los angeles|seattle',
  'austin|dallas|houston|atlanta|miami|denver|toronto|montreal|montréal|vancouver|calgary|ottawa|mexico city|ciudad de méxico|cdmx|monterrey|guadalajara|bogotá',
  'bogota|medellín|lima|santiago|buenos aires|são paulo|sao paulo|rio de janeiro|belo horizonte|curitiba|porto alegre',
].join('|');
