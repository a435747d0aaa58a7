/**
 * Round 40 (issue #21, pairs40m; read set w3g's receptionist at "Aegean Blue Hotel" who joins the airline AEGEAN, read as one
 * employer): the names of seas, oceans, mountain ranges, great rivers and cross-border regions that businesses of every kind
 * take as their name — a hotel, an airline, a shipping agent and a bank called "Aegean", "Caribbean", "Pacific" or "Danube"
 * are strangers. Such a word is no stem of a family (`families.ts` `distinctive`) and, listed alone as a group's name, names
 * only a company called that (`groups.ts`, as a common or short word does). Folded (accents stripped, lower case), in English
 * and in the forms of the languages that write them in company names. Names that are also a brand of one company ("Amazon",
 * "Patagonia", "Olympus", "Iberia", "Anadolu") are left out.
 */
export const PLACE_NAME_WORDS: ReadonlySet<string> = new Set([
  // seas, oceans, gulfs
  'aegean', 'egeo', 'egee', 'ege', 'αιγαιο', 'αιγαιου', 'adriatic', 'adriatico', 'adriatique', 'adria', 'jadran', 'baltic', 'baltico', 'baltique',
  'baltik', 'caspian', 'ionian', 'ionio', 'tyrrhenian', 'tirreno', 'ligurian', 'mediterranean', 'mediterranea', 'mediterraneo', 'mediterranee',
  'caribbean', 'caribe', 'atlantic', 'atlantico', 'atlantique', 'pacific', 'pacifico', 'pacifique', 'arctic', 'artico', 'arctique',
  'antarctic', 'marmara', 'karadeniz', 'arabian', 'bosphorus', 'bosporus',
  // mountain ranges, deserts
  'andean', 'andes', 'andino', 'andina', 'alpine', 'alpina', 'alpino', 'alpen', 'alpes', 'alps', 'carpathian', 'karpaty', 'carpati',
  'balkan', 'balkans', 'himalaya', 'himalayan', 'himalayas', 'sahara', 'saharan', 'sahel', 'kilimanjaro', 'everest', 'altai', 'sinai',
  // great rivers
  'danube', 'danubio', 'donau', 'dunarea', 'rhine', 'rhein', 'nile', 'volga', 'mekong', 'yangtze', 'ganga', 'ganges', 'yamuna', 'narmada',
  'kaveri', 'cauvery', 'indus', 'zambezi',
  // regions across borders
  'riviera', 'siberia', 'siberian', 'anatolia', 'anatolian', 'levant', 'maghreb', 'pannonia', 'dalmatia', 'transylvania', 'transilvania',
  'deccan', 'konkan', 'sahyadri', 'celtic',
]);
