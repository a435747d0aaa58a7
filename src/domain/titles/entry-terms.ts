import { escapeRegExp, stripAccents } from '../normalise/text';
import { CJK } from './fold';

/**
 * Words and phrases, per language, that mark a position entry as something other than a
 * main job: a leave, a career break, job seeking, retirement (non-job entries), or a
 * volunteering / investing / board role held beside a job (side roles). Written as people
 * write them; matched on folded text (accents stripped, Hangul recomposed, lower case, punctuation as spaces)
 * as whole words, or as substrings for Japanese and Chinese. The regexes in non-job.ts and
 * side-roles.ts keep the English phrasing rules; these tables carry the vocabulary of the
 * other languages (en, es, pt, fr, de, it, nl, pl, sv, da, no, fi, ja, zh, ru, and since wave 3 ar, hi
 * in both scripts, ko, tr, id, vi, cs, el, he, ro, hu, uk).
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
  fi: ['vanhempainvapaa', 'äitiysvapaa', 'isyysvapaa', 'opintovapaa', 'vuorotteluvapaa', 'hoitovapaalla', 'vanhempainvapaalla', 'äitiysvapaalla', 'isyysvapaalla', 'opintovapaalla', 'sapattivapaa', 'sapattivapaalla'],
  ja: ['育児休業', '育休', '産休', '産前産後休暇', '休職中', 'サバティカル'],
  zh: ['产假', '育儿假', '陪产假', '停薪留职', '休假中', '学术休假'],
  ru: ['декретный отпуск', 'в декрете', 'декрет', 'отпуск по уходу за ребенком', 'академический отпуск', 'творческий отпуск'],
  ar: ['إجازة أمومة', 'إجازة أبوة', 'إجازة والدية', 'إجازة رعاية طفل', 'إجازة تفرغ', 'إجازة بدون راتب', 'إجازة رعاية الأطفال'],
  hi: ['मातृत्व अवकाश', 'पितृत्व अवकाश', 'प्रसूति अवकाश', 'अध्ययन अवकाश', 'maternity avkash', 'matritva avkash'],
  ko: ['육아휴직', '출산휴가', '휴직', '안식년', '병가'],
  tr: ['doğum izni', 'ebeveyn izni', 'babalık izni', 'ücretsiz izin', 'annelik izni', 'analık izni', 'uzun süreli izin'],
  id: ['cuti melahirkan', 'cuti hamil', 'cuti orang tua', 'cuti panjang', 'cuti di luar tanggungan', 'cuti sabatikal'],
  vi: ['nghỉ thai sản', 'nghỉ sinh', 'nghỉ phép dài hạn', 'nghỉ không lương'],
  cs: ['rodičovská dovolená', 'mateřská dovolená', 'otcovská dovolená', 'neplacené volno', 'sabbatical', 'sabatikl', 'tvůrčí volno'],
  el: ['άδεια μητρότητας', 'γονική άδεια', 'άδεια πατρότητας', 'άδεια ανατροφής', 'άδεια άνευ αποδοχών', 'εκπαιδευτική άδεια'],
  he: ['חופשת לידה', 'חל"ת', 'חופשת הורות', 'שבתון', 'בחופשת לידה', 'בחופשת הורות', 'בחל"ת'],
  ro: ['concediu de creștere a copilului', 'concediu de maternitate', 'concediu maternal', 'concediu paternal', 'concediu fără plată', 'concediu creștere copil', 'an sabatic', 'concediu sabatic'],
  hu: ['gyed', 'gyes', 'csed', 'szülési szabadság', 'anyasági szabadság', 'fizetés nélküli szabadság', 'gyermekgondozási szabadság', 'alkotói szabadság'],
  uk: ['декретна відпустка', 'декрет', 'відпустка по догляду за дитиною', 'у декреті', 'в декреті', 'у декретній відпустці', 'в декретній відпустці', 'відпустка за свій рахунок', 'творча відпустка', 'відпустка без збереження заробітної плати'],
};

export const BREAK_TERMS: Terms = {
  es: ['pausa profesional', 'pausa laboral', 'pausa en mi carrera', 'cuidado de familiares', 'viajando por el mundo', 'servicio militar', 'ama de casa', 'cuidado de mis padres', 'cuidadora familiar', 'cuidador familiar'],
  pt: ['pausa na carreira', 'pausa profissional', 'dedicação à família', 'viajando pelo mundo', 'serviço militar', 'dona de casa', 'cuidando da família', 'cuidadora familiar', 'cuidador familiar'],
  fr: ['pause professionnelle', 'pause carrière', 'pause de carrière', 'parent au foyer', 'mère au foyer', 'père au foyer', 'tour du monde', 'service militaire', 'service civique', 'aidant familial', 'aidante familiale', 'proche aidant', 'proche aidante'],
  de: ['auszeit', 'berufliche auszeit', 'karrierepause', 'familienzeit', 'familienpause', 'weltreise', 'hausfrau', 'hausmann', 'wehrdienst', 'grundwehrdienst', 'militärdienst', 'zivildienst', 'bundesfreiwilligendienst', 'pflege von angehörigen', 'pflegende angehörige', 'pflegender angehöriger', 'elternpflege'],
  it: ['pausa di carriera', 'pausa professionale', 'pausa lavorativa', 'giro del mondo', 'casalinga', 'servizio militare', 'servizio civile', 'assistenza familiare', 'caregiver familiare'],
  nl: ['loopbaanonderbreking', 'carrièrepauze', 'carrièrebreak', 'wereldreis', 'huisvrouw', 'huisman', 'mantelzorg', 'mantelzorger'],
  pl: ['przerwa w karierze', 'przerwa zawodowa', 'rok przerwy', 'podróż dookoła świata', 'opieka nad rodzicem', 'opieka nad ojcem', 'opieka nad matką', 'opieka nad dzieckiem', 'opieka nad rodziną', 'opiekun rodzinny', 'opiekunka rodzinna'],
  sv: ['karriäruppehåll', 'karriärpaus', 'jorden runt', 'hemmafru', 'anhörigvård', 'anhörigvårdare'],
  da: ['karrierepause', 'pause fra arbejdsmarkedet', 'jorden rundt', 'hjemmegående', 'pårørendeomsorg'],
  no: ['karrierepause', 'jorda rundt', 'hjemmeværende', 'pårørendeomsorg'],
  fi: ['uratauko', 'kotiäiti', 'kotiisä', 'varusmiespalvelus', 'varusmies', 'asepalvelus', 'siviilipalvelus', 'kotiäitinä', 'hoitovapaa', 'omaishoitaja', 'omaishoito', 'maailmanympärimatka', 'perheen hoito'],
  ja: ['キャリアブレイク', '離職中', '充電期間', '専業主婦', '専業主夫', '世界一周', '兵役', '家族の介護', '親の介護', '介護離職', '世界旅行'],
  zh: ['职业空窗期', '空窗期', '间隔年', '全职妈妈', '全职爸爸', '家庭主妇', '环球旅行', '兵役', '服兵役', '义务兵', '照顾家人', '照顾父母'],
  ru: ['карьерный перерыв', 'перерыв в карьере', 'домохозяйка', 'кругосветное путешествие', 'срочная служба', 'военная служба', 'уход за родителями', 'уход за ребенком'],
  ar: ['استراحة مهنية', 'فترة انقطاع', 'انقطاع عن العمل', 'ربة منزل', 'ربة بيت', 'متفرغ للعائلة', 'متفرغة للعائلة', 'متفرغة لرعاية الأطفال', 'خدمة عسكرية', 'الخدمة العسكرية', 'التجنيد', 'رعاية الوالدين', 'رعاية أحد الوالدين', 'رعاية الأسرة', 'رحلة حول العالم'],
  hi: ['करियर ब्रेक', 'कैरियर ब्रेक', 'गृहिणी', 'career break', 'grihini', 'परिवार की देखभाल', 'माता-पिता की देखभाल', 'parivar ki dekhbhal', 'family care'],
  ko: ['경력 공백기', '경력 단절', '경력단절', '공백기', '전업주부', '군 복무', '군복무', '병역', '병역 의무', '의무복무', '의무 복무', '현역 복무', '가족 돌봄', '부모님 간병', '가족 간병', '세계 여행'],
  tr: ['kariyer arası', 'kariyer molası', 'ev hanımı', 'askerlik', 'askerlik hizmeti', 'askeri hizmet', 'bedelli askerlik', 'aile bakımı', 'bakım veren', 'annemin bakımı', 'babamın bakımı', 'dünya turu'],
  id: ['rehat karier', 'jeda karier', 'istirahat karier', 'ibu rumah tangga', 'wajib militer', 'merawat orang tua', 'mengurus keluarga', 'merawat anak', 'keliling dunia'],
  vi: ['nghỉ ngơi', 'tạm nghỉ việc', 'tạm nghỉ', 'chuyển đổi nghề nghiệp', 'nội trợ', 'nghĩa vụ quân sự', 'chăm sóc gia đình', 'chăm sóc bố mẹ', 'chăm sóc cha mẹ', 'du lịch vòng quanh thế giới'],
  cs: ['kariérní pauza', 'pracovní pauza', 'žena v domácnosti', 'vojenská služba', 'péče o rodinu', 'péče o dítě', 'péče o rodiče', 'cesta kolem světa'],
  el: ['διάλειμμα καριέρας', 'διάλειμμα σταδιοδρομίας', 'νοικοκυρά', 'στρατιωτική θητεία', 'θητεία', 'εκπλήρωση στρατιωτικών υποχρεώσεων', 'φροντίδα οικογένειας', 'φροντίδα γονέα', 'φροντίδα γονέων', 'ταξίδι γύρω από τον κόσμο'],
  he: ['הפסקה בקריירה', 'עקרת בית', 'שירות צבאי', 'שירות מילואים', 'שירות סדיר', 'שירות חובה', 'טיפול בהורה', 'טיפול בהורים', 'מטפלת בהורים', 'טיול מסביב לעולם'],
  ro: ['pauză de carieră', 'pauză profesională', 'casnică', 'stagiu militar', 'serviciul militar', 'îngrijire familie', 'îngrijirea familiei', 'îngrijire părinte', 'îngrijirea părinților', 'călătorie în jurul lumii'],
  hu: ['karrierszünet', 'szakmai szünet', 'háztartásbeli', 'katonai szolgálat', 'családi ápolás', 'hozzátartozó ápolása', 'világkörüli utazás'],
  uk: ["кар'єрна перерва", 'перерва в кар\'єрі', 'домогосподарка', 'строкова служба', 'військова служба', 'догляд за батьками', 'догляд за дитиною', 'догляд за родиною', 'навколосвітня подорож'],
  en: ['military service', 'compulsory military service', 'conscription', 'conscript', 'full-time national serviceman', 'national serviceman', 'full-time national service', 'full-time family carer'],
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
  fi: ['työnhakija', 'työtön', 'avoin uusille mahdollisuuksille', 'työnhaussa', 'työnhakijana', 'etsin töitä', 'etsin uutta työtä', 'etsin uusia mahdollisuuksia', 'etsin uusia haasteita', 'uusien haasteiden etsinnässä', 'avoin uusille haasteille', 'työnhaku'],
  ja: ['求職中', '転職活動中', '就職活動中', '無職'],
  zh: ['求职中', '待业', '寻找新机会', '失业'],
  ru: ['в поиске работы', 'ищу работу', 'в активном поиске', 'безработный', 'безработная', 'открыт к предложениям', 'открыта к предложениям'],
  ar: ['باحث عن عمل', 'باحثة عن عمل', 'أبحث عن عمل', 'ابحث عن عمل', 'عاطل عن العمل', 'عاطلة عن العمل', 'متاح للعمل', 'منفتح على فرص جديدة', 'منفتحة على فرص جديدة', 'أبحث عن فرصة', 'ابحث عن فرصة', 'أبحث عن فرص', 'باحث عن فرصة', 'باحثة عن فرصة', 'البحث عن فرصة عمل', 'بحث عن عمل', 'متاح لفرص جديدة', 'منفتح على الفرص', 'منفتحة على الفرص'],
  hi: ['नौकरी की तलाश में', 'नौकरी की तलाश', 'नौकरी की खोज में', 'नौकरी की खोज', 'बेरोजगार', 'नए अवसरों की तलाश', 'naukri ki talash mein', 'naukri ki talash', 'berozgar', 'naye avsar ki talash', 'नई नौकरी की तलाश', 'अवसरों की तलाश', 'nayi naukri ki talash', 'naye avsaron ki talash', 'naukri ki talaash', 'naukri ki talaash mein', 'nayi naukri dhoondh', 'naukri dhoondh', 'naukri ki khoj', 'naukri khoj', 'kaam ki talash', 'kaam ki talaash'],
  ko: ['구직 중', '구직중', '이직 준비', '이직 준비 중', '취업 준비', '취업 준비 중', '취준생', '무직', '구직 활동 중', '구직활동 중', '새로운 기회를 찾고 있습니다', '새로운 기회 탐색 중', '구직활동', '이직 준비중', '새로운 기회 모색'],
  tr: ['iş arıyor', 'iş arıyorum', 'iş arayan', 'yeni fırsatlara açığım', 'yeni fırsatlara açık', 'işsiz', 'iş arayışında', 'yeni fırsatlar arıyorum', 'yeni bir fırsat arıyorum', 'yeni fırsatlar arayışında', 'iş arayışı', 'yeni iş arayışında'],
  id: ['mencari pekerjaan', 'sedang mencari pekerjaan', 'pencari kerja', 'terbuka untuk peluang baru', 'menganggur', 'pengangguran', 'mencari peluang baru', 'mencari peluang kerja', 'sedang mencari peluang', 'terbuka untuk kesempatan baru', 'mencari kerja'],
  vi: ['đang tìm việc', 'tìm việc làm', 'tìm kiếm cơ hội mới', 'thất nghiệp', 'đang tìm kiếm cơ hội', 'tìm kiếm cơ hội việc làm', 'sẵn sàng cho cơ hội mới', 'đang tìm công việc mới'],
  cs: ['hledám nové příležitosti', 'hledám práci', 'hledám zaměstnání', 'hledám nové výzvy', 'nezaměstnaný', 'nezaměstnaná', 'uchazeč o zaměstnání', 'otevřený novým příležitostem', 'otevřená novým příležitostem', 'hledám novou práci', 'hledám nové pracovní příležitosti', 'hledám nové uplatnění', 'v hledání práce'],
  el: ['σε αναζήτηση εργασίας', 'αναζητώ εργασία', 'άνεργος', 'άνεργη', 'ανοιχτός σε νέες ευκαιρίες', 'ανοιχτή σε νέες ευκαιρίες', 'αναζητώ νέες ευκαιρίες', 'σε αναζήτηση νέων ευκαιριών', 'αναζήτηση εργασίας', 'σε αναζήτηση νέας πρόκλησης'],
  he: ['מחפש עבודה', 'מחפשת עבודה', 'בחיפוש עבודה', 'פתוח להצעות', 'פתוחה להצעות', 'מובטל', 'מובטלת', 'מחפש אתגר חדש', 'מחפשת אתגר חדש', 'פתוח להזדמנויות', 'פתוחה להזדמנויות', 'מחפש הזדמנות', 'מחפשת הזדמנות', 'בחיפוש אחר אתגר', 'בין עבודות'],
  ro: ['în căutarea unui loc de muncă', 'în căutare de loc de muncă', 'caut un loc de muncă', 'șomer', 'șomeră', 'deschis la noi oportunități', 'deschisă la noi oportunități', 'în căutarea unor noi oportunități', 'în căutare de noi oportunități', 'caut noi oportunități', 'deschis către noi oportunități', 'deschisă către noi oportunități', 'în căutarea unui nou job'],
  hu: ['munkát keresek', 'álláskereső', 'munkakereső', 'munkanélküli', 'nyitott vagyok új lehetőségekre', 'új lehetőségeket keresek', 'új kihívásokat keresek', 'állást keresek', 'új lehetőségek keresése', 'álláskeresés'],
  uk: ['у пошуку роботи', 'в пошуку роботи', 'шукаю роботу', 'безробітний', 'безробітна', 'відкритий до пропозицій', 'відкрита до пропозицій', 'у пошуках нових можливостей', 'в пошуках нових можливостей', 'у пошуках роботи', 'в пошуках роботи', 'пошук роботи', 'шукаю нові можливості', 'відкритий до нових можливостей', 'відкрита до нових можливостей', 'між роботами'],
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
  ar: ['متقاعد', 'متقاعدة'],
  hi: ['सेवानिवृत्त', 'retired', 'sevanivritt'],
  ko: ['은퇴', '정년퇴직'],
  tr: ['emekli'],
  id: ['pensiunan', 'purnabakti'],
  vi: ['nghỉ hưu', 'đã nghỉ hưu'],
  cs: ['v důchodu', 'důchodce', 'důchodkyně'],
  el: ['συνταξιούχος'],
  he: ['פנסיונר', 'פנסיונרית', 'בגמלאות', 'גמלאי', 'גמלאית'],
  ro: ['pensionar', 'pensionară', 'pensionat'],
  hu: ['nyugdíjas'],
  uk: ['на пенсії', 'пенсіонер', 'пенсіонерка'],
};

/**
 * Volunteering beside a job; round 12 (w3k's special constable): the unpaid offices of police and fire services named by
 * their own words (special constable, reserve deputy, sapeur-pompier volontaire, strażak ochotnik).
 */
export const VOLUNTEER_TERMS: Terms = {
  en: ['volunteer', 'volunteering', 'special constable', 'special sergeant', 'special inspector', 'special chief inspector', 'reserve deputy', 'reserve police officer', 'auxiliary police officer'],
  es: ['voluntario', 'voluntaria', 'voluntariado'],
  pt: ['voluntário', 'voluntária', 'voluntariado'],
  fr: ['bénévole', 'bénévolat', 'sapeur-pompier volontaire', 'sapeur pompier volontaire', 'pompier volontaire'],
  de: ['ehrenamtlich', 'ehrenamt', 'ehrenamtliche', 'ehrenamtlicher', 'freiwillige', 'freiwilliger'],
  it: ['volontario', 'volontaria', 'volontariato'],
  nl: ['vrijwilliger', 'vrijwilligster', 'vrijwilligerswerk', 'vrijwillige'],
  pl: ['wolontariusz', 'wolontariuszka', 'wolontariat', 'strażak ochotnik', 'strażaczka ochotniczka', 'ochotnicza straż pożarna'],
  sv: ['volontär', 'frivillig', 'ideell', 'ideellt'],
  da: ['frivillig', 'frivilligt arbejde'],
  no: ['frivillig', 'frivillig arbeid'],
  fi: ['vapaaehtoinen', 'vapaaehtoistyö'],
  ja: ['ボランティア'],
  zh: ['志愿者', '义工'],
  ru: ['волонтер', 'доброволец'],
  ar: ['متطوع', 'متطوعة', 'عمل تطوعي'],
  hi: ['स्वयंसेवक', 'स्वयंसेविका', 'swayamsevak'],
  ko: ['자원봉사자', '자원봉사', '봉사활동'],
  tr: ['gönüllü'],
  id: ['relawan', 'sukarelawan'],
  vi: ['tình nguyện viên', 'tình nguyện'],
  cs: ['dobrovolník', 'dobrovolnice', 'dobrovolný', 'dobrovolná'],
  el: ['εθελοντής', 'εθελόντρια'],
  he: ['מתנדב', 'מתנדבת'],
  ro: ['voluntar', 'voluntară'],
  hu: ['önkéntes'],
  uk: ['волонтер', 'волонтерка', 'волонтерство'],
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
  tr: ['melek yatırımcı', 'yatırımcı'],
  ar: ['مستثمر', 'مستثمرة', 'مستثمر ملائكي'],
  hi: ['निवेशक', 'एंजेल निवेशक'],
  ko: ['엔젤투자자', '투자자'],
  vi: ['nhà đầu tư', 'nhà đầu tư thiên thần'],
  cs: ['investor', 'investorka', 'andělský investor'],
  el: ['επενδυτής', 'επενδύτρια'],
  he: ['משקיע', 'משקיעה', 'משקיע מלאך'],
  ro: ['investitor', 'investitoare'],
  hu: ['befektető', 'angyalbefektető'],
  uk: ['інвестор', 'інвесторка', 'бізнес ангел'],
};

/** Board seats beside a job. */
export const BOARD_TERMS: Terms = {
  ja: ['社外取締役', '社外監査役', '顧問', '社外顧問', '技術顧問', '相談役', 'アドバイザー'],
  zh: ['独立董事', '外部董事'],
  ru: ['член совета директоров', 'совет директоров', 'независимый директор', 'наблюдательный совет'],
  es: ['miembro del directorio', 'directora independiente', 'director independiente', 'patrono', 'patrona', 'consejera no ejecutiva', 'consejero no ejecutivo', 'no ejecutivo', 'no ejecutiva'],
  pl: ['członek rady nadzorczej', 'członkini rady nadzorczej', 'członkini rady', 'członek rady programowej', 'członkini rady programowej'],
  de: ['aufsichtsratsmitglied', 'beirätin', 'mitglied des beirats'],
  tr: ['yönetim kurulu üyesi', 'bağımsız yönetim kurulu üyesi', 'danışma kurulu üyesi', 'danışma kurulu'],
  ar: ['عضو مجلس الإدارة', 'عضو مجلس إدارة', 'عضو مستقل', 'عضو المجلس الاستشاري'],
  ko: ['사외이사', '자문위원', '고문', '자문', '어드바이저'],
  id: ['komisaris independen', 'anggota dewan penasihat'],
  cs: ['člen dozorčí rady', 'členka dozorčí rady', 'člen správní rady', 'členka správní rady', 'člen rady', 'členka rady', 'člen průmyslové rady', 'členka průmyslové rady', 'člen poradního sboru', 'členka poradního sboru', 'člen vědecké rady', 'členka vědecké rady', 'člen představenstva spolku'],
  el: ['μέλος ΔΣ', 'μέλος Δ.Σ.', 'μέλος του ΔΣ', 'μέλος του Δ.Σ.', 'μέλος διοικητικού συμβουλίου', 'μέλος του διοικητικού συμβουλίου', 'μέλος συμβουλευτικής επιτροπής', 'ανεξάρτητο μη εκτελεστικό μέλος', 'μη εκτελεστικό μέλος'],
  vi: ['thành viên hội đồng quản trị độc lập', 'thành viên hội đồng quản trị', 'ủy viên hội đồng quản trị', 'thành viên hđqt', 'ủy viên hđqt', 'hđqt', 'thành viên ban cố vấn', 'cố vấn'],
  pt: ['administrador não executivo', 'administradora não executiva', 'não executivo', 'não executiva', 'membro do conselho de administração', 'conselho de administração'],
  it: ['amministratore non esecutivo', 'amministratrice non esecutiva', 'non esecutivo', 'non esecutiva', 'consigliere indipendente'],
  fr: ['administrateur non exécutif', 'administratrice non exécutive', 'non exécutif', 'non exécutive'],
  sv: ['styrelseledamot'],
  fi: ['hallituksen jäsen', 'hallituksen puheenjohtaja', 'neuvottelukunnan jäsen', 'hallitusammattilainen'],
  he: ['חבר דירקטוריון', 'חברת דירקטוריון', 'דירקטור חיצוני', 'דירקטורית חיצונית', 'חבר ועד מנהל', 'חברת ועד מנהל', 'חבר ועד מנהלת', 'חברת הוועד המנהל'],
  hi: ['बोर्ड सदस्य', 'सलाहकार बोर्ड सदस्य', 'निदेशक मंडल सदस्य'],
  ro: ['membru în consiliul de administrație', 'membru al consiliului de administrație', 'membru consiliu consultativ', 'membru în consiliul consultativ', 'membru în board', 'membru board'],
  hu: ['felügyelőbizottsági tag', 'igazgatósági tag', 'tanácsadó testületi tag', 'tanácsadó testület tagja', 'kuratóriumi tag', 'szakmai tanácsadó testület'],
  uk: ['член наглядової ради', 'членкиня наглядової ради', 'незалежний директор', 'незалежна директорка'],
};

/**
 * An adviser's title written alone, in the languages whose adviser word is not also the word for a
 * consultant or a customer adviser (those stay jobs: "Danışman", "Σύμβουλος", "Tanácsadó", "Finanční
 * poradce"): an advisory role, as the English "Advisor" alone is (side-roles.ts `ADVISOR_SIDE`).
 */
export const ADVISER_TERMS: Terms = {
  cs: ['poradce', 'poradkyně', 'externí poradce', 'externí poradkyně', 'nezávislý poradce', 'strategický poradce'],
  sk: ['poradca', 'poradkyňa', 'externý poradca', 'strategický poradca'],
  pl: ['doradca zarządu', 'doradczyni zarządu', 'doradca strategiczny', 'doradczyni strategiczna'],
  fi: ['neuvonantaja', 'strateginen neuvonantaja', 'hallituksen neuvonantaja'],
  uk: ['радник', 'радниця', 'позаштатний радник', 'позаштатна радниця'],
  ru: ['советник', 'советница', 'внештатный советник'],
  id: ['penasihat', 'penasihat senior', 'penasihat strategis'],
  ro: ['consilier strategic', 'consilieră strategică'],
  hu: ['stratégiai tanácsadó'],
  el: ['στρατηγικός σύμβουλος', 'στρατηγική σύμβουλος'],
  he: ['יועץ אסטרטגי', 'יועצת אסטרטגית'],
  ar: ['مستشار استراتيجي', 'مستشارة استراتيجية'],
  tr: ['stratejik danışman'],
  hi: ['रणनीतिक सलाहकार'],
  de: ['strategischer berater', 'strategische beraterin', 'externer berater', 'externe beraterin'],
};

/** Mentoring, coaching and teaching beside a job. */
export const MENTOR_TERMS: Terms = {
  pl: ['mentorka'],
  ja: ['メンター'],
  zh: ['导师'],
  ru: ['ментор', 'наставник'],
  es: ['mentora'],
  pt: ['mentora'],
  ko: ['멘토'],
  tr: ['mentör'],
  uk: ['менторка', 'наставниця'],
};

/** Part-time teaching beside a job (the English and German phrasing is in side-roles.ts). */
export const TEACHING_TERMS: Terms = {
  es: ['profesor de asignatura', 'profesora de asignatura', 'profesor invitado', 'profesora invitada', 'profesor asociado', 'profesora asociada', 'docente de medio tiempo', 'docente de cátedra', 'profesor de cátedra', 'profesora de cátedra', 'docente hora cátedra', 'profesor hora cátedra', 'catedrático de hora', 'profesor de hora'],
  pt: ['professor convidado', 'professora convidada', 'professor horista', 'professora horista', 'professor colaborador', 'professora colaboradora'],
  fr: ['chargé de td', 'chargée de td', 'chargé de travaux dirigés', 'chargée de travaux dirigés', 'chargé de cours', 'chargée de cours', 'vacataire', 'enseignant vacataire', 'enseignante vacataire', 'maître de conférences associé'],
  it: ['professore a contratto', 'professoressa a contratto', 'docente a contratto', 'professore straordinario a contratto', 'cultore della materia', 'docente ospite', 'professore ospite'],
  da: ['censor', 'ekstern censor', 'beskikket censor', 'ekstern lektor'],
  no: ['sensor', 'ekstern sensor'],
  sv: ['extern examinator', 'gästföreläsare', 'gästlärare'],
  nl: ['externe examinator', 'gastdocent', 'gastdocente'],
  pl: ['wykładowca gościnny', 'wykładowczyni gościnna', 'prowadzący ćwiczenia', 'prowadząca ćwiczenia', 'prowadzący zajęcia dydaktyczne'],
  fi: ['tuntiopettaja', 'sivutoiminen tuntiopettaja', 'vieraileva luennoitsija', 'vierailijaluennoitsija'],
  ja: ['非常勤講師', '客員教授', '客員准教授', '非常勤'],
  zh: ['兼职讲师', '客座教授', '兼职教授', '客座讲师'],
  ko: ['겸임교수', '시간강사', '외래교수', '초빙교수'],
  tr: ['yarı zamanlı öğretim görevlisi', 'misafir öğretim görevlisi'],
  cs: ['externí vyučující', 'externí lektor', 'externí lektorka', 'hostující lektor', 'hostující lektorka', 'hostující přednášející'],
  hu: ['óraadó', 'vendégoktató', 'óraadó oktató', 'vendégelőadó'],
  ro: ['cadru didactic asociat', 'asistent universitar asociat', 'asistentă universitară asociată', 'lector universitar asociat', 'conferențiar universitar asociat', 'profesor universitar asociat', 'asistent asociat', 'lector asociat', 'lector invitat', 'profesor invitat', 'profesoară invitată'],
  el: ['επισκέπτης καθηγητής', 'επισκέπτρια καθηγήτρια'],
  he: ['מרצה מן החוץ', 'מרצה אורח', 'מרצה אורחת'],
  ar: ['محاضر غير متفرغ', 'محاضرة غير متفرغة', 'أستاذ زائر', 'محاضر زائر', 'محاضرة زائرة'],
  ru: ['приглашенный преподаватель', 'приглашенный лектор'],
  uk: ['запрошений викладач', 'запрошена викладачка', 'запрошений лектор', 'запрошена лекторка'],
  hi: ['अतिथि प्राध्यापक', 'अतिथि व्याख्याता', 'अतिथि शिक्षक'],
  id: ['dosen tamu', 'dosen luar biasa'],
  de: ['gastdozent', 'gastdozentin', 'lehrbeauftragter', 'lehrbeauftragte', 'seminarleiter nebenamtlich', 'seminarleiterin nebenamtlich', 'nebenamtlicher dozent', 'nebenamtliche dozentin'],
  vi: ['giảng viên thỉnh giảng', 'giảng viên mời'],
  en: ['guest lecturer', 'visiting lecturer', 'visiting professor', 'adjunct lecturer'],
  // round 18: paid by the hour or external, in the South Slavic languages and Slovak
  bg: ['хоноруван преподавател', 'хоноруван асистент', 'хоноруван лектор', 'гост-лектор', 'гост лектор', 'гостуващ лектор', 'гостуващ преподавател'],
  mk: ['хонорарен професор', 'хонорарен предавач', 'хонорарен асистент', 'гостин предавач', 'визитинг професор'],
  sr: ['honorarni predavač', 'honorarna predavačica', 'honorarni nastavnik', 'gostujući predavač', 'gostujuća predavačica', 'хонорарни предавач', 'гостујући предавач'],
  hr: ['vanjski suradnik predavač', 'vanjska suradnica predavačica', 'honorarni predavač', 'gostujući predavač', 'gostujuća predavačica'],
  sl: ['zunanji predavatelj', 'zunanja predavateljica', 'gostujoči predavatelj', 'gostujoča predavateljica'],
  sk: ['externý vyučujúci', 'externá vyučujúca', 'externý pedagóg', 'externá pedagogička', 'externý lektor', 'externá lektorka', 'hosťujúci prednášajúci'],
};

/** Employers that are the person themself: self-employed, freelance, sole trader. */
export const SELF_EMPLOYED_TERMS: Terms = {
  en: ['freelancer', 'freelance', 'self employed', 'independent', 'sole trader', 'sole proprietor', 'sole proprietorship', 'own business'],
  de: ['selbstständig', 'selbständig', 'selbstständige', 'freiberufler', 'freiberuflerin', 'freiberuflich', 'einzelunternehmer', 'einzelunternehmerin', 'einzelunternehmen'],
  fr: ['indépendant', 'indépendante', 'auto entrepreneur', 'micro entrepreneur', 'entrepreneur individuel', 'entreprise individuelle'],
  es: ['autónomo', 'autónoma', 'trabajador autónomo', 'trabajadora autónoma', 'trabajador por cuenta propia', 'trabajadora por cuenta propia'],
  pt: ['autônomo', 'autônoma', 'profissional autônomo', 'profissional autônoma', 'trabalhador independente', 'trabalhadora independente', 'empresário em nome individual', 'microempreendedor individual'],
  it: ['libero professionista', 'libera professionista', 'lavoratore autonomo', 'lavoratrice autonoma', 'ditta individuale'],
  nl: ['zzp', 'zzp er', 'zzper', 'zelfstandige', 'zelfstandig ondernemer', 'eenmanszaak'],
  pl: ['samozatrudnienie', 'samozatrudniony', 'samozatrudniona', 'jednoosobowa działalność gospodarcza', 'jdg', 'własna działalność gospodarcza', 'działalność gospodarcza'],
  sv: ['egenföretagare', 'enskild firma', 'frilans'],
  da: ['selvstændig', 'selvstændig erhvervsdrivende', 'enkeltmandsvirksomhed'],
  no: ['selvstendig næringsdrivende', 'enkeltpersonforetak', 'frilanser'],
  ja: ['フリーランス', '個人事業主', '自営業'],
  zh: ['自由职业', '自由职业者', '个体户', '个体经营'],
  ar: ['عمل حر', 'أعمال حرة', 'مستقل', 'مستقلة', 'فريلانسر', 'مؤسسة فردية', 'عمل خاص'],
  hi: ['स्वरोज़गार', 'स्वरोजगार', 'स्व रोज़गार', 'फ्रीलांसर', 'swarozgar', 'swarojgar', 'svarozgar', 'स्वनियोजित', 'एकल स्वामित्व'],
  ko: ['프리랜서', '프리랜스', '자영업', '개인사업자', '1인 기업'],
  tr: ['serbest çalışan', 'serbest meslek', 'serbest meslek sahibi', 'kendi işim', 'şahıs şirketi'],
  id: ['wiraswasta', 'pekerja lepas', 'wirausaha', 'usaha sendiri', 'usaha perorangan'],
  vi: ['làm việc tự do', 'tự do', 'kinh doanh tự do', 'tự kinh doanh', 'hộ kinh doanh cá thể'],
  cs: ['osvč', 'na volné noze', 'živnostník', 'živnostnice', 'osoba samostatně výdělečně činná'],
  fi: ['itsenäinen ammatinharjoittaja', 'toiminimi', 'yksityinen elinkeinonharjoittaja', 'kevytyrittäjä', 'yrittäjä', 'yksityisyrittäjä'],
  el: ['ελεύθερος επαγγελματίας', 'ελεύθερη επαγγελματίας', 'αυτοαπασχολούμενος', 'αυτοαπασχολούμενη', 'ατομική επιχείρηση'],
  he: ['עצמאי', 'עצמאית', 'פרילנסר', 'פרילנסרית', 'עוסק מורשה', 'עוסקת מורשית', 'עוסק פטור', 'עוסקת פטורה'],
  ro: ['pfa', 'liber profesionist', 'liber profesionistă', 'persoană fizică autorizată', 'întreprindere individuală'],
  hu: ['egyéni vállalkozó', 'szabadúszó', 'egyéni vállalkozás', 'egyéni cég'],
  uk: ['фоп', 'фізична особа підприємець', 'фрілансер', 'фрілансерка', 'самозайнятий', 'самозайнята'],
  ru: ['фрилансер', 'самозанятый', 'самозанятая', 'индивидуальный предприниматель'],
};

/** Sole-trader forms written before the person's name ("PFA Stoica Mihai", "ФОП Іваненко"). */
export const SOLE_TRADER_FORMS: readonly string[] = ['pfa', 'фоп', 'osvč', 'ип', 'tmi', 'toiminimi'];

/** Founder and owner titles: an entry of the person's own making (side project, own company). */
export const FOUNDER_TERMS: Terms = {
  en: ['founder', 'co founder', 'cofounder', 'owner', 'co owner', 'creator', 'content creator', 'youtuber', 'podcaster', 'blogger', 'streamer', 'host', 'co host', 'author', 'publisher', 'producer', 'maker', 'proprietor'],
  es: ['fundador', 'fundadora', 'cofundador', 'cofundadora', 'propietario', 'propietaria', 'dueño', 'dueña', 'socio fundador', 'socia fundadora', 'copropietario', 'copropietaria', 'socio propietario', 'socia propietaria', 'socio gerente', 'socia gerente', 'conductor', 'conductora', 'productor', 'productora', 'creador', 'creadora'],
  pt: ['fundador', 'fundadora', 'sócio proprietário', 'sócia proprietária', 'sócio gerente', 'sócia gerente', 'coproprietário', 'coproprietária', 'proprietário', 'proprietária', 'dono', 'dona', 'criador', 'criadora', 'apresentador', 'apresentadora'],
  fr: ['fondateur', 'fondatrice', 'cofondateur', 'cofondatrice', 'co fondateur', 'co fondatrice', 'propriétaire', 'copropriétaire', 'co propriétaire', 'associé gérant', 'associée gérante', 'gérant associé', 'gérante associée', 'créateur', 'créatrice'],
  de: ['gründer', 'gründerin', 'mitgründer', 'mitgründerin', 'inhaber', 'inhaberin', 'mitinhaber', 'mitinhaberin', 'miteigentümer', 'miteigentümerin', 'teilhaber', 'teilhaberin', 'eigentümer', 'eigentümerin', 'autor', 'autorin'],
  it: ['fondatore', 'fondatrice', 'cofondatore', 'cofondatrice', 'titolare', 'contitolare', 'proprietario', 'proprietaria', 'comproprietario', 'comproprietaria', 'socio titolare', 'socia titolare'],
  nl: ['oprichter', 'oprichtster', 'mede oprichter', 'eigenaar', 'eigenaresse', 'mede eigenaar', 'mede eigenaresse', 'medeëigenaar'],
  pl: ['założyciel', 'założycielka', 'współzałożyciel', 'współzałożycielka', 'właściciel', 'właścicielka', 'współwłaściciel', 'współwłaścicielka', 'twórca', 'twórczyni', 'autor', 'autorka', 'prowadzący', 'prowadząca'],
  sv: ['grundare', 'medgrundare', 'ägare', 'delägare', 'medägare'],
  da: ['stifter', 'medstifter', 'ejer', 'medejer', 'indehaver'],
  no: ['gründer', 'medgründer', 'eier', 'innehaver'],
  fi: ['perustaja', 'toinen perustaja', 'omistaja', 'yrittäjä', 'sisällöntuottaja', 'juontaja'],
  ru: ['основатель', 'основательница', 'сооснователь', 'сооснователь', 'владелец', 'владелица', 'совладелец', 'совладелица', 'учредитель'],
  uk: ['засновник', 'засновниця', 'співзасновник', 'співзасновниця', 'власник', 'власниця', 'співвласник', 'співвласниця', 'автор', 'авторка', 'ведучий', 'ведуча', 'блогер', 'блогерка'],
  tr: ['kurucu', 'kurucu ortak', 'sahibi', 'işletme sahibi', 'şirket sahibi', 'ortak sahibi', 'işletme ortağı', 'içerik üreticisi', 'yapımcı', 'sunucu'],
  id: ['pendiri', 'salah satu pendiri', 'pemilik', 'pemilik usaha', 'pemilik bersama', 'pemilik toko', 'kreator konten', 'pembuat konten'],
  vi: ['nhà sáng lập', 'đồng sáng lập', 'người sáng lập', 'chủ sở hữu', 'đồng sở hữu', 'chủ doanh nghiệp', 'chủ cửa hàng', 'chủ shop', 'chủ tiệm', 'chủ quán', 'chủ nhà hàng', 'chủ kênh', 'nhà sáng tạo nội dung'],
  cs: ['zakladatel', 'zakladatelka', 'spoluzakladatel', 'spoluzakladatelka', 'majitel', 'majitelka', 'spolumajitel', 'spolumajitelka', 'tvůrce', 'tvůrkyně', 'autor', 'autorka', 'moderátor', 'moderátorka'],
  el: ['ιδρυτής', 'ιδρύτρια', 'συνιδρυτής', 'συνιδρύτρια', 'ιδιοκτήτης', 'ιδιοκτήτρια', 'συνιδιοκτήτης', 'συνιδιοκτήτρια', 'δημιουργός', 'δημιουργός περιεχομένου'],
  he: ['מייסד', 'מייסדת', 'שותף מייסד', 'שותפה מייסדת', 'בעלים', 'שותף בעלים', 'שותפה בעלים', 'בעל עסק', 'בעלת עסק', 'בעל העסק', 'בעלת העסק', 'יוצר תוכן', 'יוצרת תוכן'],
  ro: ['fondator', 'fondatoare', 'cofondator', 'cofondatoare', 'co fondator', 'co fondatoare', 'proprietar', 'proprietară', 'coproprietar', 'coproprietară', 'creator de conținut', 'autoare'],
  hu: ['alapító', 'társalapító', 'tulajdonos', 'résztulajdonos', 'társtulajdonos', 'tartalomgyártó', 'műsorvezető'],
  ar: ['مؤسس', 'مؤسسة', 'المؤسس', 'مؤسس مشارك', 'شريك مؤسس', 'مالك', 'مالكة', 'شريك مالك', 'شريكة مالكة', 'مالك مشارك', 'صاحب', 'صاحبة', 'صانع محتوى', 'صانعة محتوى'],
  hi: ['संस्थापक', 'सह संस्थापक', 'मालिक', 'सह मालिक', 'sansthapak', 'sah sansthapak', 'malik', 'कंटेंट क्रिएटर', 'यूट्यूबर'],
  ko: ['창업자', '공동창업자', '공동 소유주', '소유주', '설립자', '창립자', '창업주', '크리에이터', '유튜버'],
  ja: ['創業者', '共同創業者', 'オーナー', '共同オーナー', '創設者', 'クリエイター', 'ユーチューバー', '店主'],
  zh: ['创始人', '联合创始人', '店主', '创办人', '合伙人老板', '共同所有人'],
};

/** Consultant and freelancer titles: a consulting practice of one's own when the entry has no company page. */
export const CONSULTANT_TERMS: Terms = {
  en: ['consultant', 'consulting', 'freelancer', 'freelance', 'independent', 'contractor'],
  es: ['consultor', 'consultora', 'asesor independiente', 'asesora independiente'],
  pt: ['consultor', 'consultora', 'autônomo', 'autônoma'],
  fr: ['consultante', 'conseil indépendant', 'consultant indépendant', 'consultante indépendante'],
  de: ['berater', 'beraterin', 'unternehmensberater', 'unternehmensberaterin', 'freiberufler', 'freiberuflerin'],
  it: ['consulente'],
  nl: ['adviseur', 'zelfstandig adviseur'],
  pl: ['konsultant', 'konsultantka', 'doradca'],
  sv: ['konsult'],
  da: ['konsulent', 'rådgiver'],
  no: ['konsulent', 'rådgiver'],
  fi: ['konsultti'],
  ru: ['консультант'],
  uk: ['консультант', 'консультантка'],
  tr: ['danışman', 'serbest danışman'],
  id: ['konsultan'],
  vi: ['tư vấn viên', 'chuyên gia tư vấn'],
  cs: ['konzultant', 'konzultantka', 'poradce', 'poradkyně'],
  el: ['σύμβουλος'],
  he: ['יועץ', 'יועצת'],
  ro: ['consultant independent', 'consultantă'],
  hu: ['tanácsadó'],
  ar: ['مستشار', 'مستشارة'],
  hi: ['सलाहकार', 'salahkar'],
  ko: ['컨설턴트'],
  ja: ['コンサルタント'],
  zh: ['顾问'],
};

/**
 * Organisations where a role beside a job is community work: Red Cross and Red Crescent, scouting, and
 * (round 5) associations, foundations, chambers of commerce and alumni bodies in every language the
 * product reads (the English, Spanish, Portuguese, French, German and Italian words are in
 * side-roles.ts's COMMUNITY_ORGANISATION).
 */
export const COMMUNITY_TERMS: Terms = {
  en: ['red cross', 'red crescent'],
  es: ['cruz roja', 'media luna roja'],
  pt: ['cruz vermelha'],
  fr: ['croix rouge', 'croissant rouge'],
  de: ['rotes kreuz', 'roten kreuz', 'pfadfinder'],
  it: ['croce rossa'],
  nl: ['rode kruis', 'kamer van koophandel', 'vereniging', 'stichting'],
  pl: ['czerwony krzyż', 'czerwonego krzyża', 'harcerstwo', 'stowarzyszenie', 'stowarzyszenia', 'fundacja', 'fundacji', 'izba gospodarcza', 'izba handlowa'],
  sv: ['röda korset', 'scouterna', 'förening', 'föreningen', 'stiftelse', 'stiftelsen', 'handelskammare', 'handelskammaren'],
  da: ['røde kors', 'forening', 'foreningen', 'fond', 'handelskammer'],
  no: ['røde kors', 'speiderne', 'forening', 'foreningen', 'stiftelse', 'stiftelsen'],
  fi: ['punainen risti', 'yhdistys', 'säätiö', 'ry', 'kauppakamari', 'liitto'],
  ja: ['赤十字', '商工会議所', '同窓会', '校友会'],
  zh: ['红十字', '商会', '校友会', '基金会'],
  ru: ['красный крест', 'красного креста', 'ассоциация', 'благотворительный фонд', 'общественная организация', 'торгово промышленная палата'],
  tr: ['vakfı', 'vakıf', 'derneği', 'dernek', 'ticaret odası', 'sanayi odası', 'mezunlar derneği'],
  he: ['עמותת', 'עמותה', 'קרן', 'לשכת המסחר', 'איגוד'],
  id: ['yayasan', 'perkumpulan', 'asosiasi', 'kamar dagang', 'ikatan alumni', 'himpunan'],
  ro: ['asociația', 'asociatia', 'fundația', 'fundatia', 'camera de comerț', 'camera de comert', 'clubul'],
  cs: ['spolek', 'nadace', 'nadační fond', 'sdružení', 'hospodářská komora', 'obchodní komora', 'asociace'],
  hu: ['egyesület', 'egyesülete', 'alapítvány', 'kamara', 'szövetség'],
  el: ['σύλλογος', 'συλλόγου', 'ίδρυμα', 'επιμελητήριο', 'ένωση'],
  uk: ['благодійний фонд', 'громадська організація', 'асоціація', 'торгово промислова палата', 'спілка'],
  ar: ['جمعية', 'مؤسسة خيرية', 'غرفة التجارة', 'غرفة تجارة', 'رابطة'],
  hi: ['फाउंडेशन', 'संस्था', 'चैंबर ऑफ कॉमर्स', 'एसोसिएशन', 'foundation', 'sanstha'],
  ko: ['재단', '협회', '상공회의소', '동문회', '봉사단'],
  vi: ['hiệp hội', 'quỹ từ thiện', 'phòng thương mại', 'hội cựu sinh viên', 'câu lạc bộ'],
};

/**
 * Housing co-operatives, owners' and residents' associations of a building, and parents' bodies of a school (round 16,
 * w3p's Swedish BRF board seat): a seat or office there is community work beside the job, in every language. The bare
 * abbreviations that are also companies' names (BRF — BRF S.A., the Brazilian food group —, WEG) are read only before a
 * co-operative's own name (`side-roles.ts` `HOUSING_LEADING`).
 */
export const HOUSING_AND_PARENTS_TERMS: Terms = {
  en: [
    'homeowners association', 'homeowner association', 'condo board', 'condominium board', 'condo association', 'condominium association',
    'strata council', 'strata corporation', 'residents association', 'residents committee', 'tenants association', 'tenants union',
    'housing co operative', 'housing cooperative', 'housing co op', 'parent teacher association', 'parent teacher organization',
    'parent council', 'parents association', 'parents council', 'pto', 'resident welfare association', 'rwa', 'housing society', 'cooperative housing society',
  ],
  sv: ['bostadsrättsförening', 'bostadsrättsföreningen', 'hyresgästförening', 'hyresgästföreningen', 'samfällighetsförening', 'föräldraförening', 'föräldraföreningen', 'hem och skola'],
  no: ['borettslag', 'borettslaget', 'sameie', 'sameiet', 'foreldreutvalg', 'foreldreutvalget', 'fau'],
  da: ['andelsboligforening', 'andelsboligforeningen', 'ejerforening', 'ejerforeningen', 'grundejerforening', 'grundejerforeningen', 'forældreråd', 'forældrerådet'],
  fi: ['asunto oy', 'as oy', 'asunto osakeyhtiö', 'taloyhtiö', 'taloyhtiön', 'vanhempainyhdistys', 'vanhempaintoimikunta'],
  de: ['wohnungseigentümergemeinschaft', 'eigentümergemeinschaft', 'verwaltungsbeirat', 'mieterbeirat', 'elternbeirat', 'elternrat', 'elternvertretung', 'schulpflegschaft', 'förderverein'],
  nl: ['vereniging van eigenaren', 'vve', 'huurdersvereniging', 'bewonerscommissie', 'ouderraad', 'medezeggenschapsraad'],
  fr: ['conseil syndical', 'syndicat des copropriétaires', 'copropriété', 'association de locataires', 'amicale des locataires', 'conseil d école', 'fcpe', 'peep', 'association de parents d élèves'],
  es: ['comunidad de propietarios', 'comunidad de vecinos', 'asociación de vecinos', 'junta de vecinos', 'ampa', 'afa', 'asociación de padres', 'asociación de madres y padres', 'consejo escolar'],
  pt: ['condomínio', 'associação de moradores', 'associação de pais', 'conselho escolar', 'apm'],
  it: ['condominio', 'consiglio di istituto', 'comitato genitori', 'associazione genitori'],
  pl: ['wspólnota mieszkaniowa', 'wspólnoty mieszkaniowej', 'spółdzielnia mieszkaniowa', 'spółdzielni mieszkaniowej', 'rada rodziców', 'rady rodziców', 'rada osiedla'],
  cs: ['svj', 'společenství vlastníků', 'společenství vlastníků jednotek', 'bytové družstvo', 'spolek rodičů', 'srpš', 'školská rada'],
  sk: ['spoločenstvo vlastníkov', 'rodičovské združenie'],
  hu: ['társasház', 'lakásszövetkezet', 'szülői munkaközösség', 'szmk', 'szülői szervezet'],
  ro: ['asociația de proprietari', 'asociația de locatari', 'comitetul de părinți', 'asociația părinților'],
  tr: ['site yönetimi', 'apartman yönetimi', 'okul aile birliği', 'konut kooperatifi', 'yapı kooperatifi'],
  el: ['διαχείριση πολυκατοικίας', 'σύλλογος γονέων', 'σύλλογος γονέων και κηδεμόνων'],
  uk: ['осбб', 'жбк', 'батьківський комітет', 'батьківська рада'],
  ru: ['тсж', 'жск', 'тсн', 'родительский комитет', 'совет дома', 'совет многоквартирного дома'],
  he: ['ועד בית', 'ועד הבית', 'ועד הורים', 'נציגות הבית'],
  ar: ['اتحاد الملاك', 'جمعية الملاك', 'مجلس الآباء', 'مجلس أولياء الأمور', 'جمعية السكان'],
  hi: ['आरडब्ल्यूए', 'हाउसिंग सोसाइटी', 'अभिभावक शिक्षक संघ'],
  id: ['rukun tetangga', 'rukun warga', 'perhimpunan penghuni', 'p3srs', 'komite sekolah', 'persatuan orang tua murid'],
  vi: ['ban quản trị chung cư', 'ban quản trị tòa nhà', 'ban đại diện cha mẹ học sinh', 'hội cha mẹ học sinh'],
  ja: ['管理組合', '自治会', '町内会', '保護者会', '父母会'],
  zh: ['业主委员会', '业委会', '家长委员会', '家委会'],
  ko: ['입주자대표회의', '입주자 대표회의', '동대표', '학부모회', '학교운영위원회'],
};

/**
 * Position-entry text (company or title) for matching: accents stripped, lower case, apostrophes and
 * other punctuation as spaces; `keepSlash` keeps "/" (non-job.ts reads "n/a").
 */
/**
 * Terms matched inside a longer run of letters: the CJK scripts (see `fold.ts`) and (round 17, w3q's
 * "จุฬาลงกรณ์มหาวิทยาลัย", "นักศึกษาปริญญาโท") Thai, Lao, Khmer and Myanmar, written without spaces between words.
 */
const UNSPACED = new RegExp(`${CJK.source}|[\\u0e00-\\u0eff\\u1000-\\u109f\\u1780-\\u17ff]`, 'u');

export function foldEntryText(text: string, keepSlash = false): string {
  return stripAccents(text)
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`´]/gu, ' ')
    .replace(keepSlash ? /[^\p{L}\p{N}/]+/gu : /[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A regex for an employer written only with the terms of the tables, one or several ("Freelancer",
 * "Swarozgar (Self-employed)", "Egyéni vállalkozó"), or a sole-trader form before a name ("PFA
 * Stoica Mihai"), on text folded by `foldEntryText`.
 */
export function wholeEntryPattern(tables: Terms[], leadingForms: readonly string[] = []): RegExp {
  const words = new Set<string>();
  for (const table of tables) for (const terms of Object.values(table)) for (const t of terms) words.add(foldEntryText(t));
  const alternation = [...words].filter((w) => w !== '').sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const leading = leadingForms.map((f) => escapeRegExp(foldEntryText(f))).join('|');
  const sole = leading === '' ? '' : `|^(?:${leading}) \\S`;
  return new RegExp(`^(?:${alternation})(?: (?:${alternation}))*$${sole}`, 'u');
}

/**
 * One regex over every term of the tables, for text folded by `foldEntryText`: latin and Cyrillic
 * terms as whole words (letters or digits on neither side), Japanese and Chinese terms as
 * substrings (no spaces between words).
 */
export function termPattern(...tables: Terms[]): RegExp {
  return termRegex(tables, false);
}

/**
 * The same, with every Hangul term starting a word (endings may follow): for words that end job nouns
 * too — "무직" (no job) is no part of "사무직" (an office job), where "협회" or "재단" must still be found at the
 * end of an organisation's compound name (`termPattern`).
 */
export function termPatternAtWordStart(...tables: Terms[]): RegExp {
  return termRegex(tables, true);
}

function termRegex(tables: readonly Terms[], hangulWordStart: boolean): RegExp {
  const words = new Set<string>();
  for (const table of tables) for (const terms of Object.values(table)) for (const t of terms) words.add(foldEntryText(t));
  const sorted = [...words].filter((w) => w !== '').sort((a, b) => b.length - a.length);
  const cjk = sorted
    .filter((w) => UNSPACED.test(w))
    .map((w) => (hangulWordStart && /^\p{Script=Hangul}/u.test(w) ? `(?<!\\p{Script=Hangul})${escapeRegExp(w)}` : escapeRegExp(w)));
  const spaced = sorted.filter((w) => !UNSPACED.test(w)).map(escapeRegExp);
  // One word boundary around the whole alternation, not one per term: thousands of Unicode
  // property classes made each pattern take a third of a second to compile.
  const parts = [...(spaced.length > 0 ? [`(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])`] : []), ...cjk];
  return new RegExp(parts.length > 0 ? parts.join('|') : '(?!)', 'u');
}
