import { isCommonEnglishWord } from '../normalise/english-words';
import { foldEntryText } from '../titles/entry-terms';
import { bigCity } from './city-names';
import { splitLegalForm } from './legal-forms';
import { memoiseByString } from './memoise';
import { SCHOOL_FULL_NAMES, SCHOOL_SHORT_NAMES } from './school-names';

/**
 * Schools of higher education named WITHOUT a school word (issue #21, round 19: w3s's full-time master's at "FGV EAESP"
 * read as a new employer): "FGV", "KTH", "Chalmers", "Aalto", "Insper", "Bocconi", "ETH Zürich", "Tec de Monterrey",
 * "TU Delft", "Sciences Po". Names that hold a school word (University, Universidade, Hochschule, 大学 …) are the
 * education vocabulary's (`titles/education.ts` `INSTITUTION_TERMS`); this only says that an employer with none is a
 * school. **It never makes an entry study by itself**: the title's study words decide (`isEducationEntry`), so a
 * lecturer, a research engineer or an IT manager at KTH is a job.
 *
 * The data (`school-names.ts`, generated from the public university-domains-list data set, MIT licence) gives the full
 * names that hold no school word and each school's own web-domain label; the hand list below adds the short names a
 * school is known by that no domain gives (FGV of fgv.br is missing from the set, Bocconi's domain is unibocconi.it) or
 * that the generator leaves out as a company the group data knows.
 */
const HAND_SHORT_NAMES = [
  // Brazil, Mexico, Colombia, Spain, Portugal
  'fgv', 'eaesp', 'eesp', 'ebape', 'coppead', 'ibmec', 'pucrio', 'pucsp', 'pucminas', 'pucrs', 'pucpr', 'ipade', 'egade', 'icade', 'cunef', 'novasbe',
  // Italy, France, Switzerland, Germany, Austria, the Netherlands
  'bocconi', 'sdabocconi', 'luiss', 'emlyon', 'neoma', 'skema', 'centralesupelec', 'dauphine', 'sorbonne', 'hsg', 'unisg', 'tum', 'rwth', 'whu',
  'esmt', 'wu', 'tue', 'tumunchen', 'tuberlin', 'tuwien', 'tudresden', 'tudarmstadt', 'tudortmund', 'tubraunschweig', 'tueindhoven', 'tugraz', 'tudelft', 'polimi', 'uniandes', 'ethzurich', 'tecdemonterrey', 'tecmonterrey', 'uva', 'nyenrode',
  // three-letter names of well-known schools (the generator keeps four letters or more: three are other companies' too)
  'kth', 'lse', 'nus', 'usp', 'dtu', 'nhh', 'agh', 'hec', 'ucl', 'kcl', 'uts', 'anu', 'eth', 'mit', 'iit', 'iim', 'nit',
  // the Nordics, the UK, Israel
  'cbs', 'lth', 'hanken', 'ntnu', 'nhh', 'reichman', 'huji', 'weizmann',
  // the United States and the UK by their proper names (a name with a word of business after it is a company: "Stanford
  // Health Care", "Oxford Instruments", "Berkeley Group")
  'harvard', 'hbs', 'stanford', 'berkeley', 'cornell', 'princeton', 'nyu', 'ucla', 'cmu', 'caltech', 'oxford', 'cambridge', 'fundacaogetuliovargas',
  // Japan, China and Korea written without 大学 / 대학교 ("慶應義塾", "早稲田", "서울대")
  '慶應義塾', '慶応義塾', '早稲田', '東大', '京大', '一橋', '서울대', '연세대', '고려대', '카이스트', 'snu',
  // India, Singapore, Japan, China, Korea, Australia, Turkey
  'isb', 'xlri', 'nmims', 'spjimr', 'ntu', 'smu', 'sutd', 'todai', 'georgiatech', 'fudan', 'sjtu', 'ceibs', 'kaist', 'postech', 'yonsei', 'rmit', 'qut', 'unsw', 'agsm', 'odtu', 'bogazici',
];

/**
 * Round 33 (issue #21, education33): the business schools, technical institutes, bootcamps and online schools the world
 * knows by a name with no school word — written whole, for a title with a study word only (a job there names its role).
 * Names that are also common words, surnames, places or other companies' initials (Kellogg, Ross, Booth, Haas, Stern,
 * Darden, Henry, KIT, ITU, UI, ITS, AIM, ASE, HSE, Alma, Mannheim, Henley) are left out: those are companies first.
 */
const R33_SHORT_NAMES = [
  // business schools of Europe, the Americas, Africa and Asia-Pacific
  'insead', 'iese', 'esade', 'essec', 'escp', 'edhec', 'kedge', 'audencia', 'imd', 'ivey', 'rotman', 'schulich', 'vlerick', 'tias', 'ipag',
  'iae', 'cranfield', 'hhl', 'fgv', 'insper', 'incae', 'egade', 'ipade', 'esan', 'uai', 'gibs', 'lbs',
  'ckgsb', 'ceibs', 'hkust', 'cuhk', 'hku', 'nus', 'insead', 'agsm', 'iima', 'iimb', 'iimc', 'iiml', 'iimk', 'iimi', 'sibm',
  'kaist', 'yonsei', 'skku', 'hitotsubashi', 'globis', 'nucb', 'sasin', 'ateneo', 'prasmul', 'sbm itb',
  // technical institutes and universities named by their short name
  'epfl', 'ethz', 'dtu', 'ntnu', 'kth', 'technion', 'postech', 'unist', 'gist', 'dgist', 'caltech', 'cvut', 'vut', 'bme', 'agh', 'vse',
  'snspa', 'odtu', 'metu', 'skoltech', 'mipt', 'mfti', 'itmo', 'bauman', 'iisc', 'iitb', 'iitd', 'iitm', 'iitk', 'iitkgp', 'iith', 'bits pilani',
  'nust', 'lums', 'buet', 'kfupm', 'kaust', 'tsinghua', 'pku', 'zju', 'ustc', 'sustech', 'nthu', 'nctu', 'ntust', 'titech', 'tokyo tech', 'hust',
  'hcmut', 'itb', 'ugm', 'kmutt', 'chula', 'ntua', 'tuhh', 'kth royal institute', 'cvut fel',
  // bootcamps and online schools
  'le wagon', 'ironhack', 'lambda school', 'bloomtech', 'flatiron', 'codesmith', 'hack reactor', 'app academy', 'general assembly', 'codecademy',
  'turing school', 'launch school', 'codeworks', 'neuefische', 'spiced academy', 'wild code school', 'holberton', 'ecole 42', '42 paris', '42 berlin',
  '42 madrid', '42 lisboa', '42 wolfsburg', 'codeclan', 'hyper island', 'noroff', 'hackyourfuture', 'kodilla', 'coderslab', 'binar academy',
  'hacktiv8', 'purwadhika', 'dicoding', 'codestates', '코드스테이츠', 'テックキャンプ', 'digital house', 'laboratoria', 'rocketseat', 'coderhouse',
  '4geeks academy', 'plataforma5', 'yandex praktikum', 'skillbox', 'geekbrains', 'netology', 'coursera', 'edx', 'udacity', 'futurelearn',
  'openclassrooms', 'datacamp', 'emeritus', 'getsmarter', 'upgrad', 'simplilearn', 'great learning', 'masai school', 'alura',
  // professional-exam and bar-review schools, culinary and flight schools known without a school word
  'barbri', 'themis bar review', 'kaplan', 'becker professional education', 'prepa dalloz', 'le cordon bleu', 'ferrandi', 'institut paul bocuse',
  'basque culinary center', 'cae oxford aviation academy', 'l3harris airline academy', 'european flight academy',
];

/** Words between a short name and a campus or school ("Tec de Monterrey", "FGV Direito Rio"). */
const CONNECTIVES = new Set(['de', 'da', 'do', 'di', 'du', 'des', 'del', 'of', 'the', 'at', 'i', 'in', 'y', 'e', 'und', 'and', 'a']);

/** Words of business in the profiles' languages that are no common English word ("Grupo Keio" is a company). */
const BUSINESS_WORDS = new Set([
  'grupo', 'gruppe', 'groupe', 'gruppo', 'groep', 'koncern', 'konzern', 'holding', 'holdings', 'corporacion', 'corporacao', 'companhia', 'compania',
  'empresa', 'empresas', 'sirketi', 'kabushiki', 'kaisha', 'verlag', 'werke', 'technologies', 'solutions', 'systems', 'ventures', 'labs',
]);

/**
 * The data's names match a company's whole name only (a school named after a person or a firm shares its name with
 * companies: Anadolu, Sanko, Acıbadem, Weber); a hand-kept short name may also lead a campus or school ("FGV EAESP").
 */
let index: { whole: ReadonlySet<string>; leading: ReadonlySet<string> } | null = null;

function schoolIndex(): NonNullable<typeof index> {
  index ??= {
    whole: new Set([...SCHOOL_FULL_NAMES.split('|'), ...SCHOOL_SHORT_NAMES.split('|'), ...HAND_SHORT_NAMES, ...R33_SHORT_NAMES]),
    leading: new Set([...HAND_SHORT_NAMES, ...R33_SHORT_NAMES.filter((n) => !n.includes(' '))]),
  };
  return index;
}

/**
 * True when a company name names a school without a school word: a listed full name, a short name written alone or run
 * together ("TU Delft" is tudelft), or a hand-kept short name first with at most two campus or school words after it — a capitals
 * abbreviation ("FGV EAESP", "SDA Bocconi"), a connective, or a proper word that is no common English word ("ETH
 * Zürich", "Tec de Monterrey"). A name with a legal form, or with a word of business ("Keio Corporation", "NUS
 * Logistics Group"), is a company.
 */
export const namesSchool = memoiseByString((company: string): boolean => {
  const folded = foldEntryText(company);
  if (folded === '') return false;
  const { whole, leading } = schoolIndex();
  if (whole.has(folded) || whole.has(folded.replace(/ /gu, ''))) return true;
  if (splitLegalForm(company).legalForm !== null) return false;
  const words = folded.split(' ');
  // Round 34: a listed school with its campus city after it ("Sciences Po Paris", "SGH Warszawa").
  const city = words.length > 1 && bigCity(words[words.length - 1] ?? '') ? words.slice(0, -1).join(' ') : '';
  if (city !== '' && (whole.has(city) || whole.has(city.replace(/ /gu, '')))) return true;
  if (!leading.has(words[0] ?? '')) return false;
  const abbreviations = new Set([...company.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,6}(?![\p{L}\p{N}])/gu)].map((m) => foldEntryText(m[0])));
  const others = words.filter((w) => !leading.has(w) && !CONNECTIVES.has(w) && !abbreviations.has(w));
  // Round 34: a big city's name is a campus, though a common English word ("IAE Paris-Sorbonne", "Sciences Po Paris").
  return others.length <= 2 && others.every((w) => (!isCommonEnglishWord(w) || bigCity(w)) && !BUSINESS_WORDS.has(w));
});
