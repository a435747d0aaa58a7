import { isCommonEnglishWord } from '../normalise/english-words';
import { foldEntryText } from '../titles/entry-terms';
import { bigCity } from './city-names';
import { splitLegalForm } from './legal-forms';
import { memoiseByString } from './memoise';
import { AREA_NAMES } from './regions';
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

/**
 * Round 35 (issue #21, education35): the schools a checking list of 1,017 names as profiles write them (every region: business
 * schools, universities known by a short form, bootcamps, language and exam-preparation schools) found unknown — written
 * whole, for a title with a study word only. `R35_LEADING_NAMES` may also lead a campus or school ("Kozminski University
 * Warsaw", "Jedha Paris"); `R35_WHOLE_NAMES` match the whole name only: each is also a place, a surname or a common word
 * ("Lund", "Imperial", "Sapienza", "Corvinus"), so only the name alone beside a degree word names the school. Left out:
 * the business schools named after a person or a word (Booth, Ross, Stern, Kellogg, Darden, Haas, Tuck, Anderson) unless
 * written with their university ("Chicago Booth", "NYU Stern"), and two-letter names (DU, UI, UM, UP: companies first).
 */
const R35_LEADING_NAMES = [
  // business schools and their university-and-school names
  'kozminski', 'iae', 'esc', 'neoma', 'iseg', 'iscte', 'ucsc', 'eada', 'hhl', 'smurfit', 'desautels', 'sauder',
  'fuqua', 'mccombs', 'goizueta', 'questrom', 'tepper', 'kenan flagler', 'wits', 'olayan', 'strathmore', 'ashesi', 'um6p', 'sasin', 'globis',
  'chicago booth', 'michigan ross', 'berkeley haas', 'ucla anderson', 'nyu stern', 'mit sloan', 'cambridge judge', 'yale som', 'duke fuqua',
  'dartmouth tuck', 'uva darden', 'northwestern kellogg', 'cmu tepper', 'usc marshall', 'cornell johnson', 'georgetown mcdonough', 'stanford gsb',
  'gsb uct', 'uct gsb', 'alliance mbs', 'ucd smurfit', 'aub osb', 'hitotsubashi ics', 'wbs', 'jbims', 'iift', 'fms delhi', 'mdi gurgaon',
  // universities and institutes known by a short form
  'ucsd', 'ucsb', 'uiuc', 'umich', 'jhu', 'byu', 'washu', 'unc', 'uoft', 'ubc', 'uwaterloo', 'uqam', 'udlap', 'iteso', 'unicamp', 'ufrj', 'ufmg',
  'unb', 'pucp', 'uba', 'itba', 'utdt', 'udesa', 'uniandes', 'eafit', 'uzh', 'hslu', 'zhaw', 'fhnw', 'heig vd', 'epitech', 'efrei', 'isep', 'ensae',
  'ensta', 'supaero', 'isae supaero', 'insa', 'mines paristech', 'telecom paris', 'uc3m', 'upf', 'ugent', 'vub', 'ulb', 'uclouvain',
  'uio', 'uib', 'lut', 'abo akademi', 'elte', 'cvut', 'vse', 'upb', 'ubb', 'snspa', 'ekpa', 'ntua', 'aueb', 'knu', 
  'ucu', 'kse', 'ytu', 'bgu', 'kfupm', 'kaust', 'hbku', 'uaeu', 'auc', 'idc herzliya', 'makerere', 'iiit', 'iiith', 'iiitb', 'nitk',
  'nsut', 'vit', 'jnu', 'bhu', 'amu', 'sppu', 'buet', 'polyu', 'cityu', 'hkbu', 'bnu', 'buaa', 'sufe', 'cufe', 'pbcsf', 'ntust', 'unist', 'ewha',
  'sogang', 'skku', 'hanyang', 'dlsu', 'unpad', 'binus', 'utm', 'ukm', 'usm', 'chulalongkorn', 'thammasat', 'mahidol', 'hcmut', 'ueh', 'ftu',
  'usyd', 'unimelb', 'uq', 'uwa', 'vuw', 'mipt', 'spbu', 'mgimo', 'innopolis', 'unibo', 'unimi', 'sissa', 
  // bootcamps, online, language and exam-preparation schools
  'simplon', 'softuni', 'trybe', 'jedha', 'datascientest', 'brainstation', 'lighthouse labs', 'coding dojo', 'tech elevator', 
  'thinkful', 'careerfoundry', 'nackademin', 'codecool', 'engeto', 'czechitas', 'goit', 'revou', 'rakamin', 'ssafy', 'runteq', 'dmm webcamp',
  'tech camp', 'almabetter', 'scaler', 'unacademy', 'vedantu', 'fiitjee', 'berlitz', 'inlingua', 'goethe institut', 'instituto cervantes',
  'alliance francaise', 'wall street english', 'ef education first', 'kaplan international', 'princeton review', 'manhattan prep', 'magoosh',
  'ipesup', 'prepa isp', 'alpmann schmidt', 'repetitorium hemmer', 'kaiser seminare', 'uworld', 'becker cpa review', 'coders lab',
  'яндекс практикум', 'нетология', '멋쟁이사자처럼', '삼성 청년 sw 아카데미', '우아한테크코스', '메가스터디', '이투스', '해커스', '에듀윌', '박문각',
  '新东方', '学而思', '中公教育', '华图', '河合塾', '駿台', '代々木ゼミナール', '東進', '資格の大原', 'fem dershanesi', 'final akademi',
];
const R35_WHOLE_NAMES = [
  'imperial', 'lund', 'uppsala', 'tampere', 'sapienza', 'la sapienza', 'ca foscari', 'corvinus', 'karlova', 'politehnica', 'babes bolyai',
  'ase bucuresti', 'pompeu fabra', 'complutense', 'barcelonatech', 'catolica lisbon', 'federico ii', 'tilburg', 'leiden', 'erasmus',
  'linkoping', 'st gallen', 'handelshogskolan', 'kyiv mohyla', 'koc', 'sabanci', 'yildiz teknik', 'ben gurion', 'bar ilan', 'stellenbosch',
  'pretoria', 'macquarie', 'nanyang', 'renmin', 'sun yat sen', 'guanghua', 'de la salle', 'ngoai thuong', 'bach khoa', 'emory', 'northwestern',
  'duke', 'yale', 'dartmouth', 'vanderbilt', 'johns hopkins', 'notre dame', 'penn state', 'texas a m', 'ut austin', 'uw madison', 'uc davis',
  'uc san diego', 'carnegie mellon', 'upenn', 'symbiosis', 'iba karachi', 'asian institute of management', 'aim manila', 'taylor s',
  'epfl lausanne', 'tech elevator', 'otus', 'physics wallah', 'allen career institute', 'aakash', 'career launcher', 'hemmer', 'becker',
  'tac', 'lec', 'ruppi', 'dershane', 'centrale lyon', 'centrale nantes', 'centrale lille', 'centrale marseille', 'auth',
  'aub', 'muni', 'tbs education', 'rsm erasmus', 'ebs universitat', 'eae business', 'galvanize', 'cattolica', 'sns pisa',
  'lmu', 'lmu munchen', 'lmu munich', 'fu berlin', 'hu berlin', 'jku', 'jku linz', 'ucm', 'uam', 'upm', 'ceu', 'pwr', 'uj', 'tcd', 'ucd', 'dcu', 'soas',
  'queen mary', 'uc berkeley', 'usc', 'asu', 'ets montreal', 'ipn', 'ibero', 'puc chile', 'di tella', 'san andres', 'uct', 'kau', 'ksu', 'tau', 'uon',
  'srm', 'mahe', 'lpu', 'nsu', 'ntu taiwan', 'up diliman', 'ipb', 'upm malaysia', 'rmit vietnam', 'fulbright vietnam', 'msu', 'simplon co',
  'british council', 'international house', 'els language centers', 'new oriental', 'byju s', 'em strasbourg', 'mines paris psl', 'arts et metiers',
  'utc compiegne', 'ece paris', 'pantheon sorbonne', 'paris 1 pantheon sorbonne', 'paris saclay', 'comillas', 'comillas icade', 'alma mater studiorum',
  'statale di milano', 'tiasnimbas', 'vu amsterdam', 'aarhus bss', 'uk praha',
  '清华', '清華', '复旦', '復旦', '同济', '同濟', '北航', '华科', '上财', '中央财经', '中欧', '五道口', '포스텍', '慶應', '上智', 'グロービス', 'テックキャンプ',
  '代々木ゼミナール', '好未来', 'จุฬาฯ', 'ธรรมศาสตร์',
];

/**
 * Round 36 (issue #21, study36; w4k's "Bar Part II" at the Nigerian Law School): the bar and solicitors' schools and the
 * professional bodies' schools that hold no school word — the Law Society of Ireland and King's Inns (the Irish solicitors'
 * and barristers' courses), the Singapore Institute of Legal Education, the regional bar schools of France (EFB Paris,
 * HEDAC, IXAD, EDARA, ERAGE, EDAGO, ECOA, EDASE, EFACS), Leo Cussen (Victoria's practical legal training), India's
 * national law universities by their short names, and the accountancy tutors (Kaplan Financial, BPP, LSBF, Fitch
 * Learning). As for every name here, a title with a study word decides (`isEducationEntry`): a lecturer or a registrar
 * there works there. The Korean and Japanese judicial training institutes (사법연수원, 司法研修所) are left out: their
 * trainees are paid public posts (round 24's decision).
 */
const R36_WHOLE_NAMES = [
  'law society of ireland', 'the law society of ireland', 'kings inns', 'king s inns', 'honorable society of king s inns', 'the honorable society of king s inns',
  'honourable society of king s inns', 'the honourable society of king s inns', 'singapore institute of legal education', 'efb', 'hedac', 'ixad', 'edara',
  'erage', 'edago', 'ecoa', 'edase', 'efacs', 'leo cussen', 'leo cussen centre for law', 'leo cussen institute', 'nlsiu', 'nalsar', 'nujs', 'wbnujs',
  'gnlu', 'hnlu', 'rmlnlu', 'nliu', 'mnlu', 'nlu delhi', 'nlu jodhpur', 'nluj', 'kaplan financial', 'kaplan', 'bpp', 'lsbf', 'fitch learning',
  // the probe (round 36): a medical university named as an institute
  'karolinska institutet', 'karolinska',
];

/**
 * Round 38 (issue #21, pairs38): law and business schools named as their students write them, with no school word — the law
 * schools of the United States, Canada, the United Kingdom, Australia and Asia by "<university> Law" (the school's own usage:
 * "Georgetown Law", "Berkeley Law", "Osgoode"), and business and law schools known by a short name that is no company's or
 * common word's. Whole names only (a firm "Georgetown Law Group" is a firm); bare surnames (Booth, Ross, Judge, Bayes) stay out.
 */
const R38_WHOLE_NAMES = [
  'georgetown law', 'berkeley law', 'stanford law', 'columbia law', 'harvard law', 'yale law', 'michigan law', 'duke law', 'nyu law', 'ucla law', 'penn law',
  'penn carey law', 'cornell law', 'northwestern law', 'northwestern pritzker law', 'fordham law', 'boston college law', 'bc law', 'bu law', 'vanderbilt law',
  'texas law', 'ut law', 'uva law', 'virginia law', 'usc gould', 'usc law', 'emory law', 'gw law', 'george washington law', 'washu law', 'wash u law',
  'notre dame law', 'minnesota law', 'iowa law', 'uc irvine law', 'uci law', 'uc davis law', 'king hall', 'uc law sf', 'uc hastings', 'hastings law',
  'cardozo law', 'brooklyn law', 'american university washington college of law', 'chicago kent law', 'chicago kent', 'loyola law', 'seton hall law',
  'tulane law', 'smu law', 'smu dedman law', 'wake forest law', 'uchicago law', 'chicago law', 'illinois law', 'wisconsin law', 'ohio state law', 'moritz law',
  'osgoode', 'osgoode hall', 'osgoode hall law', 'u of t law', 'mcgill law', 'allard law', 'ubc law', 'ottawa law', 'dalhousie law', 'schulich law',
  'melbourne law', 'sydney law', 'anu law', 'anu college of law', 'unsw law', 'monash law', 'hku law', 'nus law', 'cuhk law', 'smu yong pung how',
  'jgls', 'nlu odisha', 'nlu assam', 'bucerius', 'bucerius law', 'pantheon assas', 'paris 2 pantheon assas', 'paris ii pantheon assas', 'pantheon sorbonne',
  'paris 1 pantheon sorbonne', 'fundacao dom cabral', 'itesm', 'prasetiya mulya', 'cerge ei', 'hult ashridge', 'ashridge', 'oxford said', 'said business',
  'cambridge judge', 'judge business', 'bayes business', 'cass business', 'henley business', 'warwick business', 'imperial business', 'ie law', 'iese madrid',
  'ie madrid', 'esade law', 'esade business', 'bocconi law', 'luiss law', 'tilburg law', 'leiden law', 'uva law', 'ku leuven law', 'kings law', 'ucl laws',
  'lse law', 'qmul law',
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
    whole: new Set([...SCHOOL_FULL_NAMES.split('|'), ...SCHOOL_SHORT_NAMES.split('|'), ...HAND_SHORT_NAMES, ...R33_SHORT_NAMES, ...R35_LEADING_NAMES, ...R35_WHOLE_NAMES, ...R36_WHOLE_NAMES, ...R38_WHOLE_NAMES]),
    leading: new Set([...HAND_SHORT_NAMES, ...R33_SHORT_NAMES, ...R35_LEADING_NAMES].filter((n) => !n.includes(' '))),
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
  if (abbreviatedSchoolName(company)) return true;
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

/**
 * Round 35 (issue #21, education35): a school's generic word written as its abbreviation — the way profiles name a
 * university most often and the list above never can, since every city has one: "Uni Köln", "Sydney Uni", "U of T", "TU
 * Berlin", "FH Aachen", "HAW Hamburg", "TH Köln", "UC Berkeley", "UT Austin", "UW Madison", "ENS Lyon", "IUT Lannion",
 * "UFR …", Vietnamese "ĐH …" (Đại học), the Han and Hangul short forms of 大学 and 대학교 ("北大", "東工大", "성균관대"), the
 * Russian and Ukrainian ones of университет ("МГУ", "СПбГУ", "КНУ", "УрФУ": a state, technical, national or federal
 * university, ГУ ТУ НУ ФУ …) and the Greek ones (ΕΚΠΑ, ΕΜΠ, ΟΠΑ, ΑΠΘ). `strict` (a name with no title, `isInstitution`):
 * the abbreviation with a city or an area only ("Uni Köln", not "Uni Systems"); otherwise (a title with a study word, as
 * `namesSchool`) with at most three proper words that are no common English word nor a word of business ("Uni Mannheim",
 * "UC Davis"). A legal form makes it a company ("TU Automotive GmbH").
 */
const ABBREVIATED_SCHOOL_WORD = new Set(['uni', 'univ', 'tu', 'th', 'fh', 'haw', 'ens', 'iut', 'ufr', 'uc', 'ut', 'uw']);
const TRAILING_SCHOOL_WORD = new Set(['uni', 'univ']);
/** Han words ending in 大 that are no university's short form (adjectives, company names: 盛大 Shanda, 远大 Broad, 华大 BGI). */
const HAN_NOT_SCHOOL = new Set(['盛大', '远大', '遠大', '华大', '華大', '巨大', '伟大', '偉大', '强大', '強大', '广大', '廣大', '老大', '长大', '長大', '最大', '重大', '扩大', '擴大', '壮大', '壯大', '宏大', '庞大', '龐大', '远大', '莫大', '多大', '太大']);
const HAN_SHORT = /^\p{Script=Han}{1,3}大$/u;
/** Hangul: three or four syllables ending in 대 (서울대, 이화여대), not a unit of the forces or a team (해병대, 소방대, 봉사대). */
const HANGUL_SHORT = /^\p{Script=Hangul}{2,3}대$/u;
const HANGUL_NOT_SCHOOL = /(?:병대|비대|방대|조대|봉사대|기동대|특공대|응원대|격대|위대|현대|시대|세대|무대|부대|군대)$/u;
const CYRILLIC_SHORT = /^[А-ЯЁІЇЄҐ][А-ЯЁІЇЄҐа-яёіїєґ]{0,5}(?:ГУ|ТУ|НУ|ФУ|ЭУ|ЕУ|ПУ|ИУ)$/u;
const NAMED_SHORT = new Set(['мфти', 'мгимо', 'вшэ', 'ниу вшэ', 'итмо', 'рэш', 'ранхигс', 'мифи', 'мисис', 'мэи', 'маи', 'кпи', 'кпі', 'хпі', 'хпи', 'наукма', 'сколтех', 'физтех', 'бауманка', 'εκπα', 'εμπ', 'οπα', 'απθ', 'παπει', 'παδα', 'ασοεε']);

function placeWords(words: readonly string[], strict: boolean): boolean {
  const proper = words.filter((w) => !CONNECTIVES.has(w));
  if (proper.length === 0 || proper.length > 3) return false;
  const joined = proper.join(' ');
  if (bigCity(joined) || AREA_NAMES.has(joined)) return true;
  return proper.every((w) => bigCity(w) || AREA_NAMES.has(w) || (!strict && w.length > 1 && !isCommonEnglishWord(w) && !BUSINESS_WORDS.has(w)));
}

const NON_ASCII = /[^ -~]/u;

function abbreviated(company: string, strict: boolean): boolean {
  const raw = company.trim();
  // The other scripts' short forms first, for a name with a letter outside ASCII only (the common case is none of them).
  if (NON_ASCII.test(raw)) {
    if (raw.startsWith('ĐH ') || raw.startsWith('ĐHQG')) return true;
    if (HAN_SHORT.test(raw)) return !HAN_NOT_SCHOOL.has(raw);
    if (HANGUL_SHORT.test(raw)) return !HANGUL_NOT_SCHOOL.test(raw);
    const first = raw.split(/[\s(,]/u)[0] ?? '';
    if (CYRILLIC_SHORT.test(first)) return true;
    if (NAMED_SHORT.has(foldEntryText(raw)) || NAMED_SHORT.has(foldEntryText(first))) return true;
  }
  const folded = foldEntryText(raw);
  const words = folded.split(' ');
  if (words.length < 2) return false;
  const head = words[0] ?? '';
  const tail = words[words.length - 1] ?? '';
  const rest = head === 'u' && words[1] === 'of' ? words.slice(2) : ABBREVIATED_SCHOOL_WORD.has(head) ? words.slice(1) : TRAILING_SCHOOL_WORD.has(tail) ? words.slice(0, -1) : null;
  if (rest === null || splitLegalForm(raw).legalForm !== null) return false;
  return placeWords(rest, strict) || (!strict && head === 'u' && rest.length === 1 && (rest[0] ?? '').length <= 2);
}

/** A place of study named by its generic word's abbreviation with a city or an area ("Uni Köln", "МГУ", "北大"): an institution. */
export const abbreviatedSchool = memoiseByString((company: string): boolean => abbreviated(company, true));
/** The same with any proper name after the abbreviation ("UC Davis", "Uni Mannheim"): a school for a title with a study word. */
export const abbreviatedSchoolName = memoiseByString((company: string): boolean => abbreviated(company, false));
