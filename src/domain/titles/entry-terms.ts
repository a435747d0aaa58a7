import { stripAccents } from '../normalise/text';
import { CJK } from './fold';

/**
 * Words and phrases, per language, that mark a position entry as something other than a
 * main job: a leave, a career break, job seeking, retirement (non-job entries), or a
 * volunteering / investing / board role held beside a job (side roles). Written as people
 * write them; matched on folded text (accents stripped, lower case, punctuation as spaces)
 * as whole words, or as substrings for Japanese and Chinese. The regexes in non-job.ts and
 * side-roles.ts keep the English phrasing rules; these tables carry the vocabulary of the
 * other languages (en, es, pt, fr, de, it, nl, pl, sv, da, no, fi, ja, zh, ru).
 */
type Terms = Readonly<Record<string, readonly string[]>>;

export const LEAVE_TERMS: Terms = {
  es: ['baja maternal', 'baja por maternidad', 'baja por paternidad', 'permiso parental', 'permiso de maternidad', 'licencia por maternidad', 'licencia de maternidad', 'excedencia', 'año sabático', 'periodo sabático'],
  pt: ['licença maternidade', 'licença paternidade', 'licença parental', 'licença sabática', 'ano sabático', 'período sabático'],
  fr: ['congé parental', 'congé maternité', 'congé de maternité', 'congé paternité', 'congé sabbatique', 'année sabbatique'],
  de: ['elternzeit', 'mutterschutz', 'karenz', 'bildungskarenz', 'sabbatjahr', 'beurlaubt'],
  it: ['congedo parentale', 'congedo di maternità', 'congedo di paternità', 'anno sabbatico', 'in maternità', 'aspettativa'],
  nl: ['ouderschapsverlof', 'zwangerschapsverlof', 'bevallingsverlof', 'sabbatjaar', 'met verlof'],
  pl: ['urlop macierzyński', 'urlop rodzicielski', 'urlop wychowawczy', 'urlop ojcowski', 'urlop naukowy', 'urlop zdrowotny', 'urlop bezpłatny'],
  sv: ['föräldraledig', 'föräldraledighet', 'tjänstledig', 'tjänstledighet', 'mammaledig', 'pappaledig', 'sabbatsår'],
  da: ['barsel', 'barselsorlov', 'forældreorlov', 'orlov', 'sabbatår'],
  no: ['foreldrepermisjon', 'fødselspermisjon', 'permisjon', 'pappaperm', 'mammaperm', 'sabbatsår', 'sabbatår'],
  fi: ['vanhempainvapaa', 'äitiysvapaa', 'isyysvapaa', 'opintovapaa', 'vuorotteluvapaa'],
  ja: ['育児休業', '育休', '産休', '産前産後休暇', '休職中', 'サバティカル'],
  zh: ['产假', '育儿假', '陪产假', '停薪留职', '休假中'],
  ru: ['декретный отпуск', 'в декрете', 'декрет', 'отпуск по уходу за ребенком', 'академический отпуск', 'творческий отпуск'],
};

export const BREAK_TERMS: Terms = {
  es: ['pausa profesional', 'pausa laboral', 'pausa en mi carrera', 'cuidado de familiares', 'viajando por el mundo'],
  pt: ['pausa na carreira', 'pausa profissional', 'dedicação à família', 'viajando pelo mundo'],
  fr: ['pause professionnelle', 'pause carrière', 'pause de carrière', 'parent au foyer', 'mère au foyer', 'père au foyer', 'tour du monde'],
  de: ['auszeit', 'berufliche auszeit', 'karrierepause', 'familienzeit', 'familienpause', 'weltreise', 'hausfrau', 'hausmann'],
  it: ['pausa di carriera', 'pausa professionale', 'pausa lavorativa', 'giro del mondo', 'casalinga'],
  nl: ['loopbaanonderbreking', 'carrièrepauze', 'carrièrebreak', 'wereldreis', 'huisvrouw', 'huisman'],
  pl: ['przerwa w karierze', 'przerwa zawodowa', 'rok przerwy', 'podróż dookoła świata'],
  sv: ['karriäruppehåll', 'karriärpaus', 'jorden runt', 'hemmafru'],
  da: ['karrierepause', 'pause fra arbejdsmarkedet', 'jorden rundt', 'hjemmegående'],
  no: ['karrierepause', 'jorda rundt', 'hjemmeværende'],
  fi: ['uratauko', 'kotiäiti', 'kotiisä'],
  ja: ['キャリアブレイク', '離職中', '充電期間', '専業主婦', '専業主夫', '世界一周'],
  zh: ['职业空窗期', '空窗期', '间隔年', '全职妈妈', '全职爸爸', '家庭主妇', '环球旅行'],
  ru: ['карьерный перерыв', 'перерыв в карьере', 'домохозяйка', 'кругосветное путешествие'],
};

export const SEEKING_TERMS: Terms = {
  es: ['en búsqueda de empleo', 'búsqueda activa de empleo', 'buscando empleo', 'buscando trabajo', 'buscando nuevas oportunidades', 'desempleado', 'desempleada', 'en paro', 'abierto a nuevas oportunidades', 'abierta a nuevas oportunidades'],
  pt: ['em busca de oportunidades', 'em busca de novas oportunidades', 'em busca de recolocação', 'procurando emprego', 'à procura de emprego', 'desempregado', 'desempregada', 'em transição de carreira', 'aberto a oportunidades', 'aberta a oportunidades'],
  fr: ["en recherche d'emploi", "recherche d'emploi", "demandeur d'emploi", "demandeuse d'emploi", 'sans emploi', "à l'écoute du marché", 'en transition professionnelle', 'ouvert aux opportunités', 'ouverte aux opportunités'],
  de: ['arbeitssuchend', 'arbeitsuchend', 'jobsuchend', 'auf jobsuche', 'auf stellensuche', 'arbeitslos', 'offen für neue herausforderungen', 'auf der suche nach neuen herausforderungen', 'berufliche neuorientierung'],
  it: ['in cerca di lavoro', 'in cerca di occupazione', 'in cerca di nuove opportunità', 'alla ricerca di nuove opportunità', 'aperto a nuove opportunità', 'aperta a nuove opportunità', 'disoccupato', 'disoccupata'],
  nl: ['werkzoekend', 'werkzoekende', 'werkloos', 'op zoek naar werk', 'op zoek naar een nieuwe uitdaging', 'open voor nieuwe kansen'],
  pl: ['poszukuję pracy', 'w poszukiwaniu pracy', 'szukam pracy', 'bezrobotny', 'bezrobotna', 'otwarty na nowe wyzwania', 'otwarta na nowe wyzwania', 'otwarty na propozycje', 'otwarta na propozycje'],
  sv: ['arbetssökande', 'arbetslös', 'söker nytt jobb', 'söker nya utmaningar', 'öppen för nya möjligheter'],
  da: ['jobsøgende', 'arbejdsløs', 'søger nyt job', 'søger nye udfordringer', 'åben for nye muligheder'],
  no: ['jobbsøker', 'jobbsøkende', 'arbeidsledig', 'søker jobb', 'søker nye utfordringer', 'åpen for nye muligheter'],
  fi: ['työnhakija', 'työtön', 'avoin uusille mahdollisuuksille'],
  ja: ['求職中', '転職活動中', '就職活動中', '無職'],
  zh: ['求职中', '待业', '寻找新机会', '失业'],
  ru: ['в поиске работы', 'ищу работу', 'в активном поиске', 'безработный', 'безработная', 'открыт к предложениям', 'открыта к предложениям'],
};

export const RETIRED_TERMS: Terms = {
  es: ['jubilado', 'jubilada', 'retirado', 'retirada'],
  pt: ['aposentado', 'aposentada', 'reformado', 'reformada'],
  fr: ['retraité', 'retraitée', 'à la retraite'],
  de: ['im ruhestand', 'ruhestand', 'rentner', 'rentnerin', 'pensionär', 'pensionärin', 'pensioniert'],
  it: ['pensionato', 'pensionata', 'in pensione'],
  nl: ['gepensioneerd', 'met pensioen'],
  pl: ['emeryt', 'emerytka', 'na emeryturze'],
  sv: ['pensionär', 'pensionerad'],
  da: ['pensionist', 'pensioneret'],
  no: ['pensjonist', 'pensjonert'],
  fi: ['eläkkeellä', 'eläkeläinen'],
  ja: ['定年退職', '引退'],
  zh: ['退休', '已退休'],
  ru: ['на пенсии', 'пенсионер', 'пенсионерка'],
};

/** Volunteering beside a job. */
export const VOLUNTEER_TERMS: Terms = {
  en: ['volunteer', 'volunteering'],
  es: ['voluntario', 'voluntaria', 'voluntariado'],
  pt: ['voluntário', 'voluntária', 'voluntariado'],
  fr: ['bénévole', 'bénévolat'],
  de: ['ehrenamtlich', 'ehrenamt', 'ehrenamtliche', 'ehrenamtlicher', 'freiwillige', 'freiwilliger'],
  it: ['volontario', 'volontaria', 'volontariato'],
  nl: ['vrijwilliger', 'vrijwilligster', 'vrijwilligerswerk'],
  pl: ['wolontariusz', 'wolontariuszka', 'wolontariat'],
  sv: ['volontär', 'frivillig'],
  da: ['frivillig', 'frivilligt arbejde'],
  no: ['frivillig', 'frivillig arbeid'],
  fi: ['vapaaehtoinen', 'vapaaehtoistyö'],
  ja: ['ボランティア'],
  zh: ['志愿者', '义工'],
  ru: ['волонтер', 'доброволец'],
};

/** Investing beside a job. */
export const INVESTOR_TERMS: Terms = {
  de: ['investor', 'investorin', 'business angel'],
  pl: ['inwestor', 'anioł biznesu'],
  sv: ['investerare', 'affärsängel'],
  da: ['investor', 'business angel'],
  no: ['investor', 'engleinvestor'],
  fi: ['sijoittaja', 'bisnesenkeli'],
  it: ['investitore', 'investitrice'],
  ja: ['エンジェル投資家', '投資家'],
  zh: ['天使投资人', '投资人'],
  ru: ['инвестор', 'бизнес ангел'],
};

/** Board seats beside a job. */
export const BOARD_TERMS: Terms = {
  fi: ['hallituksen jäsen', 'hallituksen puheenjohtaja'],
  ja: ['社外取締役', '社外監査役'],
  zh: ['独立董事', '外部董事'],
  ru: ['член совета директоров', 'совет директоров', 'независимый директор', 'наблюдательный совет'],
};

/** Mentoring, coaching and teaching beside a job. */
export const MENTOR_TERMS: Terms = {
  pl: ['mentorka'],
  ja: ['メンター'],
  zh: ['导师'],
  ru: ['ментор', 'наставник'],
};

/** Organisations where a role beside a job is community work: Red Cross and Red Crescent, scouting. */
export const COMMUNITY_TERMS: Terms = {
  en: ['red cross', 'red crescent'],
  es: ['cruz roja', 'media luna roja'],
  pt: ['cruz vermelha'],
  fr: ['croix rouge', 'croissant rouge'],
  de: ['rotes kreuz', 'roten kreuz', 'pfadfinder'],
  it: ['croce rossa'],
  nl: ['rode kruis'],
  pl: ['czerwony krzyż', 'czerwonego krzyża', 'harcerstwo'],
  sv: ['röda korset', 'scouterna'],
  da: ['røde kors'],
  no: ['røde kors', 'speiderne'],
  fi: ['punainen risti'],
  ja: ['赤十字'],
  zh: ['红十字'],
  ru: ['красный крест', 'красного креста'],
};

/**
 * Position-entry text (company or title) for matching: accents stripped, lower case, apostrophes and
 * other punctuation as spaces; `keepSlash` keeps "/" (non-job.ts reads "n/a").
 */
export function foldEntryText(text: string, keepSlash = false): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/['’`´]/gu, ' ')
    .replace(keepSlash ? /[^\p{L}\p{N}/]+/gu : /[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * One regex over every term of the tables, for text folded by `foldEntryText`: latin and Cyrillic
 * terms as whole words (letters or digits on neither side), Japanese and Chinese terms as
 * substrings (no spaces between words).
 */
export function termPattern(...tables: Terms[]): RegExp {
  const words = new Set<string>();
  for (const table of tables) for (const terms of Object.values(table)) for (const t of terms) words.add(foldEntryText(t));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const parts = [...words]
    .filter((w) => w !== '')
    .sort((a, b) => b.length - a.length)
    .map((w) => (CJK.test(w) ? escape(w) : `(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`));
  return new RegExp(parts.join('|'), 'u');
}
