/**
 * Career breaks in every language the product reads, written per language from the ordinary ways of
 * saying it (not from labelled rows): a career / work / professional word with a break / pause /
 * interruption / gap word, in both orders and as compounds ("uratauko", "urakatko", "työtauko";
 * "επαγγελματικό διάλειμμα"; "Berufspause"), the gap year ("välivuosi", "année de césure",
 * "tussenjaar", "mellanår", "friår", "갭이어"), time off to raise children or care for a relative,
 * and travelling. Added to the tables of `entry-terms.ts`; matched by `non-job.ts` on folded text.
 *
 * `CAREER_BREAK_TERMS` are phrases that mark an entry wherever they appear. `BARE_BREAK_WORDS` are
 * words that also name businesses ("Reizen", "Seyahat", "Travel", "Pauza", "Mola") and mark a break only
 * as the whole entry with no job title ("Reizen" as the employer and nothing else).
 */
type Terms = Readonly<Record<string, readonly string[]>>;

/** "career"-word × "break"-word phrases of one language, both orders (adjective first or after). */
function phrases(careerWords: readonly string[], breakWords: readonly string[], order: 'career_first' | 'break_first' | 'both' = 'both'): string[] {
  const out: string[] = [];
  for (const c of careerWords)
    for (const b of breakWords) {
      if (order !== 'break_first') out.push(`${c} ${b}`);
      if (order !== 'career_first') out.push(`${b} ${c}`);
    }
  return out;
}

/** Finnish compounds: "ura" / "työ" + "tauko" / "katko" and their "on a …" forms ("uratauolla"). */
const FI_COMPOUNDS = ['ura', 'työ', 'työelämä'].flatMap((c) => ['tauko', 'katko', 'tauolla', 'katkolla', 'tauon', 'katkon'].map((b) => `${c}${b}`));

export const CAREER_BREAK_TERMS: Terms = {
  en: [
    'career hiatus', 'professional break', 'professional pause', 'employment break', 'employment gap', 'work break', 'break from work',
    'time away from work', 'time out from work', 'career sabbatical', 'planned career break', 'family break', 'raising my children',
    'raising children', 'full time mother', 'full time father', 'caring for my parents', 'caring for family', 'travelling abroad',
    'traveling abroad', 'backpacking', 'extended travel', 'gap year',
  ],
  es: [...phrases(['profesional', 'laboral', 'de carrera'], ['pausa', 'parón', 'descanso'], 'break_first'), 'año sabático', 'año de pausa', 'cuidado de mis hijos', 'crianza de mis hijos', 'viajando', 'de viaje por el mundo'],
  pt: [...phrases(['profissional', 'de carreira', 'na carreira'], ['pausa', 'intervalo'], 'break_first'), 'cuidando dos filhos', 'dedicação aos filhos', 'viajando', 'mochilão'],
  fr: [...phrases(['professionnelle', 'de carrière', 'carrière'], ['pause', 'parenthèse', 'coupure'], 'break_first'), 'année de césure', 'césure', 'en disponibilité', 'disponibilité pour convenances personnelles', 'en voyage', 'éducation de mes enfants'],
  de: ['berufspause', 'jobpause', 'arbeitspause', 'erwerbspause', 'karriereauszeit', 'familienauszeit', 'pflegezeit', 'reisezeit', 'auf reisen', 'kindererziehung', 'erziehungszeit', 'familienphase'],
  it: [...phrases(['lavorativa', 'professionale', 'di carriera', 'dal lavoro'], ['pausa'], 'break_first'), 'in viaggio', 'cura dei figli', 'cura della famiglia', 'anno di pausa'],
  nl: ['tussenjaar', 'carrièrepauze', 'carrière pauze', 'loopbaanpauze', 'werkpauze', 'op reis', 'wereldreiziger', 'zorgverlof', 'zorgen voor mijn kinderen', 'fulltime moeder'],
  pl: [...phrases(['od pracy', 'w pracy', 'zawodowa', 'w karierze'], ['przerwa'], 'break_first'), 'opieka nad dziećmi', 'podróżuję', 'w podróży', 'urlop wychowawczy'],
  sv: ['mellanår', 'karriäruppehåll', 'uppehåll från arbetslivet', 'paus från arbetslivet', 'på resande fot', 'föräldraledighet', 'jobbpaus'],
  da: ['friår', 'sabbatperiode', 'pause fra arbejdet', 'karrierepause', 'på rejse', 'jordomrejse', 'orlov fra arbejdet'],
  no: ['friår', 'pause fra arbeidslivet', 'karrierepause', 'på reise', 'jordomreise', 'omsorgspermisjon'],
  fi: [...FI_COMPOUNDS, 'välivuosi', 'välivuotta', 'välivuodella', 'vapaavuosi', 'sapattivuosi', 'sapatti', 'maailmanmatkalla', 'matkoilla', 'kotona lasten kanssa', 'lasten kanssa kotona', 'kotiäitinä', 'kotiisänä', 'omaishoitajana'],
  ja: ['休養中', 'ギャップイヤー', 'ブランク期間', 'キャリアの空白', '育児に専念', '育児専念', '介護に専念', '介護のため離職', '療養中', '留学準備中', '世界旅行中'],
  zh: ['职业间歇', '职业空白期', '休整期', '休整中', '间隔期', '照顾家庭', '全职育儿', '旅行中', '环游世界', '休息中'],
  ru: ['перерыв в работе', 'пауза в карьере', 'карьерная пауза', 'творческий перерыв', 'путешествую', 'в путешествии', 'саббатикал', 'по уходу за ребенком', 'воспитание детей'],
  uk: ['перерва в роботі', 'перерва у роботі', 'перерва у кар\'єрі', 'кар\'єрна пауза', 'пауза в кар\'єрі', 'подорожую', 'у подорожі', 'виховання дітей', 'відпустка по догляду'],
  ar: ['سنة تفرغ', 'فجوة مهنية', 'توقف مهني', 'توقف عن العمل', 'استراحة من العمل', 'انقطاع مهني', 'إجازة طويلة', 'إجازة مفتوحة', 'رعاية الأطفال', 'تربية الأطفال', 'في رحلة', 'سفر وترحال'],
  hi: ['कार्य विराम', 'करियर विराम', 'करियर से विराम', 'काम से विराम', 'बच्चों की देखभाल', 'यात्रा पर', 'career se break', 'kaam se break', 'bachchon ki dekhbhal', 'career viraam'],
  ko: ['휴식기', '경력 휴식기', '경력 공백', '재충전 기간', '재충전 중', '갭이어', '육아 전념', '육아 중', '육아기', '여행 중', '세계여행', '어학연수 준비'],
  tr: ['kariyere ara', 'işe ara verdim', 'çalışmaya ara', 'iş arası', 'çalışma arası', 'kariyer boşluğu', 'kariyer arası', 'seyahatteyim', 'dünya turunda', 'çocuk bakımı', 'annelik', 'boşluk yılı'],
  id: ['jeda kerja', 'rehat kerja', 'rehat sejenak', 'vakum kerja', 'cuti karier', 'fokus keluarga', 'mengurus anak', 'sedang traveling', 'berkeliling dunia'],
  vi: ['gián đoạn sự nghiệp', 'khoảng nghỉ', 'nghỉ việc chăm con', 'chăm con', 'ở nhà chăm con', 'đi du lịch', 'nghỉ giữa hai công việc'],
  cs: ['profesní pauza', 'přestávka v kariéře', 'pauza v kariéře', 'pracovní přestávka', 'kariérní přestávka', 'cestuji', 'na cestách', 'péče o děti'],
  el: [
    ...phrases(['επαγγελματικό', 'εργασιακό'], ['διάλειμμα', 'κενό'], 'career_first'),
    ...phrases(['επαγγελματική', 'εργασιακή'], ['παύση', 'διακοπή'], 'career_first'),
    'διάλειμμα από την εργασία', 'παύση καριέρας', 'διακοπή καριέρας', 'κενό καριέρας', 'ταξιδεύοντας', 'φροντίδα παιδιών', 'ανατροφή παιδιών',
  ],
  he: ['הפסקה מקצועית', 'פסק זמן', 'פסק זמן מקצועי', 'שנת חופש', 'שנת שבתון', 'טיול ארוך', 'בטיול', 'גידול ילדים', 'הפסקה מעבודה'],
  ro: ['pauză de la muncă', 'pauză de la serviciu', 'pauză în carieră', 'pauză profesională', 'în călătorie', 'îngrijirea copilului', 'creșterea copilului'],
  hu: ['munkahelyi szünet', 'karrier szünet', 'szünet a munkában', 'kihagyás a munkából', 'gyermeknevelés', 'gyermekneveléssel', 'utazom', 'világ körüli úton'],
};

/** Words that also name businesses: a break only as the whole entry with no job title. */
export const BARE_BREAK_WORDS: Terms = {
  en: ['travel', 'travels', 'travelling', 'traveling', 'hiatus', 'break', 'pause', 'sabbatical', 'time off', 'family', 'parenting'],
  es: ['viajes', 'viajando', 'pausa', 'descanso', 'familia', 'maternidad'],
  pt: ['viagem', 'viagens', 'pausa', 'família', 'maternidade'],
  fr: ['voyage', 'voyages', 'pause', 'césure', 'famille', 'maternité'],
  de: ['reisen', 'pause', 'familie', 'elternzeit'],
  it: ['viaggio', 'viaggi', 'pausa', 'famiglia', 'maternità'],
  nl: ['reizen', 'pauze', 'gezin'],
  pl: ['podróże', 'przerwa', 'rodzina', 'macierzyński'],
  sv: ['resor', 'resande', 'paus', 'familj'],
  da: ['rejser', 'pause', 'familie'],
  no: ['reiser', 'pause', 'familie'],
  fi: ['matkailu', 'matkustelu', 'tauko', 'perhe', 'perhevapaa'],
  ja: ['旅行', '休養', '育児', '介護'],
  zh: ['旅行', '休息', '育儿'],
  ru: ['путешествия', 'перерыв', 'пауза', 'семья', 'декрет'],
  uk: ['подорожі', 'перерва', 'пауза', 'сімʼя', "сім'я", 'родина'],
  ar: ['سفر', 'استراحة', 'انقطاع', 'أمومة', 'عائلة'],
  hi: ['यात्रा', 'विराम', 'अवकाश', 'परिवार', 'yatra', 'viraam'],
  ko: ['여행', '휴식', '육아', '재충전', '가족'],
  tr: ['seyahat', 'mola', 'ara', 'aile', 'annelik'],
  id: ['traveling', 'rehat', 'jeda', 'istirahat', 'keluarga'],
  vi: ['du lịch', 'nghỉ', 'gia đình'],
  cs: ['cestování', 'pauza', 'přestávka', 'rodina', 'mateřská'],
  el: ['ταξίδια', 'διάλειμμα', 'παύση', 'οικογένεια'],
  he: ['טיול', 'טיולים', 'הפסקה', 'משפחה', 'הורות'],
  ro: ['călătorii', 'pauză', 'familie', 'maternitate'],
  hu: ['utazás', 'szünet', 'pihenő', 'család', 'gyes'],
};

/**
 * Round 7: caring for a parent or another relative as a whole entry, in every language: a care word with
 * a family word ("Péče o člena rodiny", "Φροντίδα ηλικιωμένου γονέα", "पारिवारिक देखभाल", "माताजी की
 * देखभाल"). A care word alone is also a trade or a department ("péče o zákazníky", customer care), so the
 * family word is part of every phrase. Written per language from its ordinary words, not from rows.
 */
const HI_FAMILY = ['परिवार', 'माता-पिता', 'माता पिता', 'माताजी', 'पिताजी', 'माँ', 'मां', 'पिता', 'माता', 'दादी', 'दादा', 'सास', 'ससुर', 'बीमार पिता', 'बीमार माँ', 'बुजुर्ग माता-पिता'];
export const CARING_TERMS: Terms = {
  en: [...phrases(['caring for', 'care for', 'looking after'], ['a family member', 'my father', 'my mother', 'my parent', 'my parents', 'a parent', 'an elderly parent', 'a sick parent', 'a relative', 'my family'], 'career_first'), 'family caregiver', 'family carer', 'full time carer', 'full time caregiver', 'family care'],
  es: [...phrases(['cuidado de', 'cuidando a', 'cuidando de'], ['un familiar', 'mi madre', 'mi padre', 'mis padres', 'familiar dependiente'], 'career_first'), 'cuidado familiar', 'cuidadora familiar', 'cuidador familiar'],
  pt: [...phrases(['cuidando', 'cuidado'], ['da minha mãe', 'do meu pai', 'dos meus pais', 'de familiar', 'de um familiar'], 'career_first'), 'cuidadora familiar', 'cuidador familiar'],
  fr: ['aidant familial', 'aidante familiale', 'proche aidant', 'proche aidante', ...phrases(['s occuper de', 'soins à'], ['mes parents', 'ma mère', 'mon père', 'un proche', 'un parent'], 'career_first')],
  de: ['angehörigenpflege', 'pflege von angehörigen', 'pflege eines angehörigen', 'pflegende angehörige', 'pflegender angehöriger', ...phrases(['pflege'], ['meiner mutter', 'meines vaters', 'meiner eltern', 'der eltern', 'eines familienmitglieds'], 'career_first')],
  it: [...phrases(['assistenza a', 'cura di', 'cura dei', 'cura della'], ['un familiare', 'genitori', 'mia madre', 'mio padre', 'familiare'], 'career_first'), 'caregiver familiare'],
  nl: ['mantelzorg', 'mantelzorger', ...phrases(['zorg voor', 'zorgen voor'], ['mijn moeder', 'mijn vader', 'mijn ouders', 'een familielid'], 'career_first')],
  pl: [...phrases(['opieka nad'], ['rodzicem', 'rodzicami', 'mamą', 'tatą', 'chorym rodzicem', 'członkiem rodziny', 'bliską osobą', 'chorą mamą', 'chorym tatą'], 'career_first')],
  sv: ['anhörigvård', 'anhörigvårdare', 'vård av anhörig', 'vårdar en anhörig', 'tar hand om mina föräldrar'],
  da: ['pasning af pårørende', 'pleje af pårørende', 'pasning af syg forælder', 'passer mine forældre'],
  no: ['omsorg for foreldre', 'pleie av pårørende', 'omsorg for pårørende', 'pårørendeomsorg'],
  fi: ['omaishoito', 'omaishoitaja', 'vanhempien hoito', 'läheisen hoito', 'äidin hoito', 'isän hoito'],
  ja: ['家族の介護', '親の介護', '父の介護', '母の介護', '家族介護', '親の看病', '家族の看病'],
  zh: ['照顾家人', '照顾父母', '照顾老人', '陪护家人', '照料家人', '照顾生病的'],
  ru: [...phrases(['уход за'], ['родителями', 'родителем', 'мамой', 'отцом', 'родственником', 'членом семьи', 'больным родственником', 'пожилыми родителями'], 'career_first')],
  uk: [...phrases(['догляд за'], ['батьками', 'мамою', 'батьком', 'родичем', 'членом родини', 'хворим родичем', 'літніми батьками'], 'career_first')],
  ar: ['رعاية الوالدين', 'رعاية أحد الوالدين', 'رعاية والدي', 'رعاية والدتي', 'رعاية أسرية', 'رعاية الأسرة', 'رعاية أحد أفراد الأسرة'],
  hi: [...HI_FAMILY.map((w) => `${w} की देखभाल`), 'पारिवारिक देखभाल', 'परिवार की सेवा', 'parivar ki dekhbhal', 'pariwar ki dekhbhal', 'parivarik dekhbhal', 'mata pita ki dekhbhal', 'maa ki dekhbhal'],
  ko: ['가족 돌봄', '가족돌봄', '부모님 간병', '가족 간병', '부모님 돌봄', '부모 간병'],
  tr: ['aile bakımı', 'annemin bakımı', 'babamın bakımı', 'ebeveyn bakımı', 'yaşlı ebeveyn bakımı', 'hasta yakınımın bakımı'],
  id: [...phrases(['merawat'], ['orang tua', 'keluarga', 'ibu', 'ayah', 'anggota keluarga'], 'career_first')],
  vi: [...phrases(['chăm sóc'], ['bố mẹ', 'cha mẹ', 'gia đình', 'người thân', 'mẹ', 'bố'], 'career_first')],
  cs: [...phrases(['péče o'], ['člena rodiny', 'rodinu', 'rodiče', 'rodiče', 'otce', 'matku', 'maminku', 'tatínka', 'babičku', 'dědečka', 'blízkou osobu', 'nemocného rodiče'], 'career_first'), 'pečující osoba', 'domácí péče o rodiče'],
  el: [...phrases(['φροντίδα', 'φροντίζω'], ['γονέα', 'γονέων', 'γονιών', 'ηλικιωμένου γονέα', 'ηλικιωμένων γονιών', 'οικογένειας', 'μέλους της οικογένειας', 'οικογενειακού μέλους', 'πατέρα', 'μητέρας', 'συγγενή'], 'career_first')],
  he: [...phrases(['טיפול'], ['בהורה', 'בהורים', 'באמא', 'באבא', 'בבן משפחה', 'בבת משפחה', 'בהורה מבוגר'], 'career_first'), 'מטפל משפחתי', 'מטפלת משפחתית'],
  ro: [...phrases(['îngrijire', 'îngrijirea'], ['părinte', 'părinte bolnav', 'părinților', 'mamei', 'tatălui', 'membru de familie', 'unui membru al familiei'], 'career_first')],
  hu: ['hozzátartozó ápolása', 'szülő ápolása', 'szüleim ápolása', 'családtag ápolása', 'beteg hozzátartozó gondozása', 'édesanyám ápolása', 'édesapám ápolása'],
};

/**
 * Round 31 (issue #21, w4e's "Sjukskriven" as the only current entry read as a move): sick leave, medical leave and
 * recovery from illness in every language the product reads — the state ("krankgeschrieben", "sjukskriven", "sygemeldt",
 * "táppénzen", "на лікарняному") and the leave ("arrêt maladie", "baja médica", "zwolnienie lekarskie", "cuti sakit",
 * "病假"). Matched by `non-job.ts` as a `leave` only when the field (employer or title) is nothing but these words, because
 * the same words name the trade's jobs and units ("Gestor de bajas médicas", "Handläggare sjukpenning", "Sick Leave
 * Administrator").
 */
export const SICK_LEAVE_TERMS: Terms = {
  en: ['sick leave', 'on sick leave', 'currently on sick leave', 'off sick', 'medical leave', 'on medical leave', 'medical leave of absence', 'health leave', 'illness', 'medical break', 'health break', 'health sabbatical', 'medical sabbatical', 'recovering', 'recovering from illness', 'recovering from surgery', 'recovery from illness', 'recovery from surgery', 'health recovery', 'convalescence', 'burnout recovery', 'long term sick leave', 'long term illness', 'disability leave', 'short term disability', 'long term disability'],
  de: ['krankgeschrieben', 'krankschreibung', 'krankheit', 'krankheitsbedingt', 'krankheitsbedingte auszeit', 'krankheitsbedingte pause', 'krankheitsbedingte abwesenheit', 'langzeitkrank', 'langzeiterkrankung', 'arbeitsunfähig', 'arbeitsunfähigkeit', 'genesung', 'genesungszeit', 'gesundheitliche auszeit', 'gesundheitliche pause', 'krankenstand', 'im krankenstand', 'rehabilitation nach krankheit'],
  fr: ['arrêt maladie', 'en arrêt maladie', 'arrêt de travail', 'en arrêt de travail', 'congé maladie', 'congé de maladie', 'en congé maladie', 'congé longue maladie', 'congé de longue maladie', 'congé de longue durée', 'congé longue durée', 'maladie', 'convalescence', 'en convalescence', 'pause santé', 'invalidité'],
  es: ['baja médica', 'de baja médica', 'baja por enfermedad', 'baja laboral', 'de baja', 'incapacidad temporal', 'incapacidad laboral', 'licencia médica', 'licencia por enfermedad', 'de licencia médica', 'enfermedad', 'convalecencia', 'en recuperación', 'reposo médico', 'incapacidad'],
  pt: ['licença médica', 'licença de saúde', 'licença por doença', 'afastamento médico', 'afastado por doença', 'afastada por doença', 'afastamento por doença', 'afastamento pelo inss', 'afastado pelo inss', 'afastada pelo inss', 'baixa médica', 'de baixa médica', 'baixa por doença', 'doença', 'convalescença', 'em recuperação', 'auxílio doença'],
  it: ['in malattia', 'malattia', 'congedo per malattia', 'assenza per malattia', 'aspettativa per malattia', 'convalescenza', 'in convalescenza', 'pausa per motivi di salute'],
  nl: ['ziekteverlof', 'ziek', 'ziek thuis', 'ziekgemeld', 'ziekmelding', 'langdurig ziek', 'arbeidsongeschikt', 'arbeidsongeschiktheid', 'herstelperiode', 'in herstel', 'burn out herstel', 'burnout herstel'],
  pl: ['zwolnienie lekarskie', 'na zwolnieniu lekarskim', 'zwolnienie chorobowe', 'na zwolnieniu', 'na l4', 'urlop zdrowotny', 'urlop na poratowanie zdrowia', 'choroba', 'rekonwalescencja', 'świadczenie rehabilitacyjne', 'renta chorobowa'],
  sv: ['sjukskriven', 'sjukskrivning', 'sjukledig', 'sjukledighet', 'långtidssjukskriven', 'sjukfrånvaro', 'sjukdom', 'sjukersättning', 'rehabilitering efter sjukdom', 'konvalescens'],
  da: ['sygemeldt', 'sygemelding', 'sygeorlov', 'sygdom', 'langtidssygemeldt', 'på sygedagpenge', 'sygedagpenge', 'rekonvalescens'],
  no: ['sykemeldt', 'sykmeldt', 'sykemelding', 'sykmelding', 'sykepermisjon', 'sykdom', 'langtidssykemeldt', 'arbeidsavklaringspenger', 'rekonvalesens'],
  fi: ['sairauslomalla', 'sairausloma', 'sairauslomaa', 'sairauspoissaolo', 'sairaana', 'sairaus', 'kuntoutustuella', 'kuntoutustuki', 'toipumassa', 'toipuminen'],
  cs: ['pracovní neschopnost', 'v pracovní neschopnosti', 'nemocenská', 'na nemocenské', 'neschopenka', 'nemoc', 'rekonvalescence'],
  sk: ['práceneschopnosť', 'na pn', 'nemocenská', 'na nemocenskej', 'choroba', 'rekonvalescencia'],
  hu: ['táppénz', 'táppénzen', 'betegszabadság', 'betegszabadságon', 'keresőképtelen', 'keresőképtelenség', 'betegség', 'lábadozás', 'rokkantsági ellátás'],
  ro: ['concediu medical', 'în concediu medical', 'concediu de boală', 'concediu pentru incapacitate temporară de muncă', 'boală', 'convalescență'],
  el: ['άδεια ασθενείας', 'αναρρωτική άδεια', 'σε αναρρωτική άδεια', 'σε άδεια ασθενείας', 'ασθένεια', 'ανάρρωση'],
  uk: ['лікарняний', 'на лікарняному', 'на лікарняному листі', 'відпустка через хворобу', 'хвороба', 'одужання', 'реабілітація після хвороби', 'непрацездатність', 'тимчасова непрацездатність'],
  ru: ['больничный', 'на больничном', 'болезнь', 'нетрудоспособность', 'временная нетрудоспособность', 'восстановление после болезни'],
  tr: ['hastalık izni', 'sağlık izni', 'raporlu', 'sağlık raporlu', 'istirahat raporu', 'istirahatli', 'hastalık', 'tedavi süreci', 'iyileşme süreci'],
  ar: ['إجازة مرضية', 'في إجازة مرضية', 'اجازة مرضية', 'إجازة طبية', 'اجازة طبية', 'مرض', 'فترة نقاهة', 'نقاهة'],
  he: ['חופשת מחלה', 'בחופשת מחלה', 'ימי מחלה', 'מחלה', 'החלמה', 'בהחלמה', 'אי כושר עבודה'],
  hi: ['बीमारी की छुट्टी', 'चिकित्सा अवकाश', 'चिकित्सीय अवकाश', 'बीमारी अवकाश', 'बीमारी', 'स्वास्थ्य लाभ', 'bimari ki chhutti', 'medical avkash', 'beemari'],
  id: ['cuti sakit', 'sedang cuti sakit', 'cuti medis', 'sakit', 'masa pemulihan', 'istirahat sakit'],
  ms: ['cuti sakit', 'cuti perubatan', 'pemulihan'],
  vi: ['nghỉ ốm', 'nghỉ bệnh', 'nghỉ ốm dài hạn', 'nghỉ điều trị', 'nghỉ dưỡng bệnh', 'điều trị bệnh', 'hồi phục sức khỏe', 'dưỡng bệnh'],
  ko: ['병가', '병가 중', '병가중', '질병휴직', '질병 휴직', '병 휴직', '요양 중', '요양중', '투병', '투병 중', '투병중', '회복 중', '회복중'],
  ja: ['病気休職', '病気休職中', '傷病休職', '傷病休職中', '療養中', '病気療養', '病気療養中', '休養中', '病休'],
  zh: ['病假', '病假中', '休病假', '请病假', '养病', '养病中', '休养中', '治疗中', '康复中', '病休'],
  th: ['ลาป่วย', 'พักรักษาตัว'],
};
