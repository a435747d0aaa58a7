import { type Family, familyEntries } from './occupations';
import type { LexiconEntry } from './types';

/**
 * Round 7: the commonest head words of the ISCO-08 groups outside the office, per language, written
 * from the groups (ISCO-08 unit-group titles and each language's ordinary words for them), not from any
 * labelled set's rows. ESCO's multilingual labels were not reachable offline (only English CSVs are in
 * the public repositories at hand, and ESCO has no ar/hi/ko/tr/id/vi/ja/zh/he labels), so these are the
 * fallback the issue names: the head words of each group, in each of the lexicon's 27 languages. Each
 * group takes the function `README.md` maps it to (ISCO major 9 / 8 / 7 → operations, 52 → sales,
 * 523 cashiers → finance, 25 / 35 ICT → engineering, 42 client-information clerks → customer_success,
 * 22 / 32 / 53 health and care → other). Terms the lexicon already had are harmless repeats.
 */
const ISCO_FAMILIES: Readonly<Record<string, Family>> = {
  /** ISCO 91: cleaners and helpers (offices, hotels, hospitals, vehicles, kitchens, laundries). */
  isco91Cleaners: {
    fn: 'operations',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['cleaner', 'cleaning operative', 'cleaning assistant', 'janitor', 'custodian', 'housekeeper', 'room attendant', 'dishwasher', 'kitchen porter', 'laundry worker', 'car washer', 'window cleaner', 'sweeper', 'housekeeping attendant', 'cleaning lady'],
      es: ['limpiador', 'limpiadora', 'auxiliar de limpieza', 'operario de limpieza', 'operaria de limpieza', 'personal de limpieza', 'camarera de pisos', 'conserje', 'friegaplatos', 'lavaplatos', 'empleada de limpieza'],
      pt: ['auxiliar de limpeza', 'faxineira', 'faxineiro', 'zelador', 'zeladora', 'camareira', 'agente de limpeza', 'copeira', 'lavador', 'servente de limpeza', 'empregada de limpeza'],
      fr: ['agent d entretien', 'agente d entretien', 'agent de nettoyage', 'agente de nettoyage', 'femme de ménage', 'homme de ménage', 'femme de chambre', 'valet de chambre', 'plongeur', 'plongeuse', 'laveur de vitres', 'agent de propreté', 'agent de service hospitalier'],
      de: ['reinigungskraft', 'reinigungsfachkraft', 'gebäudereiniger*', 'raumpfleger*', 'putzkraft', 'zimmermädchen', 'hausmeister*', 'spüler*', 'spülkraft', 'küchenhilfe', 'hauswirtschaft*', 'fensterputzer*'],
      it: ['addetto alle pulizie', 'addetta alle pulizie', 'operatore ecologico', 'operatrice ecologica', 'custode', 'cameriera ai piani', 'lavapiatti', 'collaboratore scolastico', 'collaboratrice scolastica', 'bidello', 'bidella'],
      nl: ['schoonmaker', 'schoonmaakster', 'schoonmaakmedewerker', 'glazenwasser', 'huishoudelijk medewerker', 'kamermeisje', 'afwasser', 'interieurverzorger', 'interieurverzorgster'],
      pl: ['sprzątacz*', 'pracownik gospodarczy', 'pracownica gospodarcza', 'konserwator powierzchni płaskich', 'pokojowa', 'pomoc kuchenna', 'zmywak', 'woźny', 'woźna', 'salowa', 'dozorca'],
      sv: ['städare', 'lokalvårdare', 'städerska', 'fönsterputsare', 'vaktmästare', 'diskare', 'hotellstädare', 'städpersonal'],
      da: ['rengøringsassistent', 'rengøringsmedarbejder', 'pedel', 'opvasker', 'stuepige', 'vinduespudser'],
      no: ['renholder', 'renholdsoperatør', 'vaktmester', 'oppvasker', 'vindusvasker', 'romrenholder'],
      ru: ['уборщик', 'уборщица', 'уборщик помещений', 'горничная', 'дворник', 'посудомойщик', 'посудомойщица', 'клинер', 'мойщик', 'мойщица', 'техничка'],
      uk: ['прибиральник', 'прибиральниця', 'покоївка', 'двірник', 'посудомийник', 'посудомийниця', 'клінер', 'мийник', 'мийниця', 'технічка'],
      ar: ['عامل نظافة', 'عاملة نظافة', 'عامل تنظيف', 'عاملة تنظيف', 'منظف', 'منظفة', 'عامل غسيل', 'عاملة غرف', 'فراش', 'عامل خدمات'],
      hi: ['सफाई कर्मचारी', 'सफाई कर्मी', 'सफाईकर्मी', 'सफाई सहायक', 'सफाई सहायिका', 'सफाई वाला', 'झाड़ूवाला', 'हाउसकीपिंग स्टाफ', 'हाउसकीपिंग अटेंडेंट', 'safai karmchari', 'safai karmi', 'safai wala', 'housekeeping staff'],
      ko: ['청소원', '청소부', '미화원', '환경미화원', '청소 직원', '청소직원', '객실 청소', '룸메이드', '설거지', '세탁원'],
      ja: ['清掃員', '清掃スタッフ', '清掃作業員', 'ハウスキーパー', 'ルームメイク', '客室清掃', '洗い場', '皿洗い', 'ビルメンテナンス'],
      zh: ['保洁', '清洁工', '清洁员', '客房服务员', '洗碗工', '环卫工', '保洁员'],
      tr: ['temizlik görevlisi', 'temizlik personeli', 'temizlik elemanı', 'temizlikçi', 'kat görevlisi', 'bulaşıkçı', 'hademe', 'odacı'],
      id: ['petugas kebersihan', 'cleaning service', 'tukang sapu', 'office boy', 'room attendant', 'pencuci piring', 'pramubakti', 'petugas cleaning'],
      vi: ['nhân viên vệ sinh', 'lao công', 'tạp vụ', 'nhân viên dọn phòng', 'rửa bát', 'nhân viên buồng phòng'],
      cs: ['uklízeč*', 'pokojská', 'školník', 'školnice', 'myč nádobí', 'pomocná síla v kuchyni', 'pracovník úklidu', 'pracovnice úklidu'],
      fi: ['siivooja', 'laitoshuoltaja', 'toimitilahuoltaja', 'kerroshoitaja', 'tiskaaja', 'ikkunanpesijä', 'siistijä', 'talonmies'],
      el: ['καθαρίστρια', 'καθαριστής', 'καμαριέρα', 'λαντζέρης', 'λαντζιέρης', 'επιστάτης', 'προσωπικό καθαριότητας'],
      he: ['מנקה', 'עובד ניקיון', 'עובדת ניקיון', 'חדרנית', 'חדרן', 'שוטף כלים', 'אב בית', 'עובד תחזוקה ניקיון'],
      ro: ['îngrijitor', 'îngrijitoare', 'femeie de serviciu', 'lucrător curățenie', 'cameristă', 'spălător vase', 'personal curățenie', 'agent curățenie'],
      hu: ['takarító*', 'szobalány', 'mosogató', 'gondnok', 'hivatalsegéd', 'udvaros', 'ablaktisztító'],
    },
  },
  /** ISCO 54: protective services (guards, watchmen, doormen, bodyguards). Police and fire stay with the rules. */
  isco54Guards: {
    fn: 'operations',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['security guard', 'watchman', 'night watchman', 'doorman', 'bouncer', 'bodyguard', 'gatekeeper', 'patrol officer', 'cctv operator', 'lifeguard', 'gate guard'],
      es: ['vigilante', 'vigilante de seguridad', 'guardia de seguridad', 'guarda de seguridad', 'escolta', 'portero', 'socorrista', 'controlador de acceso'],
      pt: ['vigilante', 'segurança patrimonial', 'porteiro', 'porteira', 'vigia', 'guarda-costas', 'salva-vidas', 'agente de segurança', 'controlador de acesso'],
      fr: ['agent de sécurité', 'agente de sécurité', 'vigile', 'gardien', 'gardienne', 'portier', 'garde du corps', 'maître-nageur', 'agent de surveillance', 'rondier'],
      de: ['sicherheitsmitarbeiter*', 'wachmann', 'wachfrau', 'pförtner*', 'türsteher*', 'personenschützer*', 'rettungsschwimmer*', 'sicherheitsdienst', 'werkschutz', 'objektschützer*', 'nachtwächter*'],
      it: ['guardia giurata', 'vigilante', 'addetto alla sicurezza', 'addetta alla sicurezza', 'portiere', 'portinaio', 'buttafuori', 'guardia del corpo', 'bagnino', 'addetto alla vigilanza'],
      nl: ['beveiliger', 'beveiligingsbeambte', 'bewaker', 'portier', 'nachtwaker', 'uitsmijter', 'lijfwacht', 'toezichthouder', 'strandwacht'],
      pl: ['ochroniarz', 'pracownik ochrony', 'pracownica ochrony', 'strażnik', 'stróż', 'portier', 'bramkarz', 'ratownik wodny', 'agent ochrony'],
      sv: ['väktare', 'ordningsvakt', 'säkerhetsvakt', 'portvakt', 'livvakt', 'badvakt', 'nattvakt', 'dörrvakt'],
      da: ['vagt', 'vægter', 'sikkerhedsvagt', 'dørmand', 'livvagt', 'portør', 'livredder'],
      no: ['vekter', 'sikkerhetsvakt', 'ordensvakt', 'portvakt', 'livvakt', 'dørvakt', 'badevakt'],
      ru: ['охранник', 'сотрудник охраны', 'сторож', 'вахтер', 'вахтёр', 'телохранитель', 'спасатель', 'контролер кпп', 'швейцар'],
      uk: ['охоронник', 'охоронниця', 'працівник охорони', 'сторож', 'вахтер', 'вахтерка', 'рятувальник', 'охоронець'],
      ar: ['حارس أمن', 'حارس', 'حارسة', 'موظف أمن', 'رجل أمن', 'فرد أمن', 'بواب', 'حارس شخصي', 'منقذ', 'حارس ليلي', 'مراقب كاميرات'],
      hi: ['सुरक्षा गार्ड', 'सुरक्षाकर्मी', 'सुरक्षा कर्मी', 'चौकीदार', 'दरबान', 'गार्ड', 'अंगरक्षक', 'security guard', 'chowkidar', 'suraksha guard', 'darban'],
      ko: ['경비원', '보안요원', '보안 요원', '경호원', '안전요원', '수위', '보안직원'],
      ja: ['警備員', '警備スタッフ', '守衛', '施設警備', '交通誘導', 'ボディーガード', '監視員', '夜警'],
      zh: ['保安', '保安员', '门卫', '警卫', '保镖', '安保员', '救生员', '巡逻员'],
      tr: ['güvenlik görevlisi', 'güvenlik personeli', 'özel güvenlik', 'bekçi', 'kapıcı', 'koruma', 'cankurtaran', 'gece bekçisi'],
      id: ['satpam', 'petugas keamanan', 'penjaga malam', 'penjaga', 'pengawal pribadi', 'penjaga pantai', 'hansip'],
      vi: ['bảo vệ', 'nhân viên bảo vệ', 'vệ sĩ', 'gác cổng', 'cứu hộ', 'nhân viên an ninh'],
      cs: ['strážný', 'strážná', 'ostraha', 'pracovník ostrahy', 'vrátný', 'vrátná', 'noční hlídač', 'bodyguard', 'plavčík', 'hlídač'],
      fi: ['vartija', 'järjestyksenvalvoja', 'turvallisuusvalvoja', 'ovimies', 'henkivartija', 'uimavalvoja', 'yövartija'],
      el: ['φύλακας', 'σεκιούριτι', 'υπάλληλος ασφαλείας', 'θυρωρός', 'σωματοφύλακας', 'ναυαγοσώστης', 'νυχτοφύλακας'],
      he: ['מאבטח', 'מאבטחת', 'שומר', 'שומרת', 'סייר', 'סדרן', 'שומר ראש', 'מציל', 'שומר לילה', 'בודק ביטחוני'],
      ro: ['agent de securitate', 'agent de pază', 'paznic', 'portar', 'bodyguard', 'salvamar', 'gardian'],
      hu: ['biztonsági őr', 'vagyonőr', 'éjjeliőr', 'testőr', 'úszómester', 'kidobóember', 'recepciós portás'],
    },
  },
  /** ISCO 83: drivers and mobile plant operators (cars, vans, buses, trucks, trains, forklifts, cranes, boats). */
  isco83Drivers: {
    fn: 'operations',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['driver', 'truck driver', 'lorry driver', 'bus driver', 'taxi driver', 'van driver', 'delivery driver', 'chauffeur', 'forklift driver', 'forklift operator', 'crane operator', 'excavator operator', 'train driver', 'locomotive driver', 'tractor driver', 'rider', 'delivery rider', 'dispatch rider', 'heavy equipment operator', 'boatman', 'deckhand'],
      es: ['conductor', 'conductora', 'chofer', 'chófer', 'camionero', 'camionera', 'repartidor', 'repartidora', 'taxista', 'carretillero', 'carretillera', 'gruista', 'maquinista', 'operador de grúa', 'operador de montacargas', 'operador de maquinaria pesada', 'transportista'],
      pt: ['motorista', 'condutor', 'camionista', 'caminhoneiro', 'entregador', 'entregadora', 'taxista', 'operador de empilhadeira', 'operador de empilhador', 'operador de grua', 'maquinista', 'motoboy', 'estafeta', 'tratorista', 'operador de máquinas pesadas'],
      fr: ['chauffeur', 'chauffeuse', 'conducteur', 'conductrice', 'chauffeur routier', 'chauffeur livreur', 'livreur', 'livreuse', 'cariste', 'grutier', 'grutière', 'conducteur d engins', 'machiniste', 'coursier', 'coursière', 'ambulancier', 'ambulancière'],
      de: ['fahrer*', 'kraftfahrer*', 'berufskraftfahrer*', 'lkw-fahrer*', 'busfahrer*', 'taxifahrer*', 'auslieferungsfahrer*', 'staplerfahrer*', 'kranführer*', 'baggerfahrer*', 'lokführer*', 'triebfahrzeugführer*', 'kurierfahrer*', 'chauffeur', 'zusteller*', 'maschinenführer*'],
      it: ['autista', 'camionista', 'conducente', 'corriere', 'fattorino', 'fattorina', 'tassista', 'carrellista', 'gruista', 'macchinista', 'escavatorista', 'rider', 'trattorista', 'conduttore di mezzi pesanti'],
      nl: ['chauffeur', 'vrachtwagenchauffeur', 'buschauffeur', 'taxichauffeur', 'bezorger', 'koerier', 'heftruckchauffeur', 'heftruckbestuurder', 'kraanmachinist', 'machinist', 'treinmachinist', 'pakketbezorger', 'grondwerker machinist'],
      pl: ['kierowca', 'kierowca zawodowy', 'kierowca ciężarówki', 'kierowca autobusu', 'taksówkarz', 'dostawca', 'kurier', 'operator wózka widłowego', 'wózkowy', 'operator dźwigu', 'dźwigowy', 'maszynista', 'operator koparki', 'traktorzysta', 'kierowca-dostawca'],
      sv: ['chaufför', 'lastbilschaufför', 'busschaufför', 'bussförare', 'taxiförare', 'förare', 'truckförare', 'kranförare', 'lokförare', 'budbilsförare', 'maskinförare', 'distributionsförare'],
      da: ['chauffør', 'lastbilchauffør', 'buschauffør', 'taxichauffør', 'truckfører', 'kranfører', 'lokomotivfører', 'maskinfører', 'vognmand'],
      no: ['sjåfør', 'yrkessjåfør', 'lastebilsjåfør', 'bussjåfør', 'taxisjåfør', 'truckfører', 'kranfører', 'lokfører', 'maskinfører', 'budbilsjåfør'],
      ru: ['водитель', 'водитель-экспедитор', 'шофер', 'шофёр', 'курьер', 'таксист', 'водитель погрузчика', 'крановщик', 'машинист', 'экскаваторщик', 'тракторист', 'водитель автобуса', 'дальнобойщик'],
      uk: ['водій', 'водійка', 'водій-експедитор', 'кур\'єр', 'курʼєр', 'кур’єр', 'таксист', 'водій навантажувача', 'кранівник', 'машиніст', 'екскаваторник', 'тракторист', 'водій автобуса', 'далекобійник'],
      ar: ['سائق', 'سائقة', 'سائق شاحنة', 'سائق توصيل', 'سائق حافلة', 'سائق تاكسي', 'مندوب توصيل', 'سائق رافعة', 'مشغل رافعة شوكية', 'مشغل رافعة', 'مشغل معدات ثقيلة', 'سائق خاص'],
      hi: ['चालक', 'ड्राइवर', 'ट्रक ड्राइवर', 'बस चालक', 'टैक्सी चालक', 'डिलीवरी बॉय', 'डिलीवरी एजेंट', 'फोर्कलिफ्ट ऑपरेटर', 'क्रेन ऑपरेटर', 'ट्रैक्टर चालक', 'driver', 'delivery boy', 'chalak', 'delivery executive'],
      ko: ['운전기사', '운전원', '운전직', '기사님', '화물차 기사', '트럭 기사', '버스 기사', '택시 기사', '배달원', '배달 기사', '라이더', '지게차 운전', '크레인 기사', '굴삭기 기사', '기관사', '택배기사', '대리운전'],
      ja: ['ドライバー', '運転手', '運転士', 'トラック運転手', 'バス運転士', 'タクシー運転手', '配送ドライバー', '配達員', 'フォークリフト', 'クレーン運転士', '重機オペレーター', '運転員', '宅配'],
      zh: ['司机', '驾驶员', '货车司机', '卡车司机', '公交司机', '出租车司机', '快递员', '配送员', '送货员', '外卖骑手', '骑手', '叉车工', '叉车司机', '吊车司机', '挖掘机司机', '列车司机'],
      tr: ['şoför', 'sürücü', 'tır şoförü', 'kamyon şoförü', 'otobüs şoförü', 'taksi şoförü', 'kurye', 'dağıtım elemanı', 'forklift operatörü', 'vinç operatörü', 'iş makinesi operatörü', 'makinist', 'traktör sürücüsü', 'servis şoförü'],
      id: ['sopir', 'supir', 'pengemudi', 'driver', 'kurir', 'sopir truk', 'sopir bus', 'sopir taksi', 'operator forklift', 'operator crane', 'operator alat berat', 'masinis', 'pengantar barang', 'ojek'],
      vi: ['tài xế', 'lái xe', 'nhân viên giao hàng', 'shipper', 'tài xế xe tải', 'tài xế xe buýt', 'tài xế taxi', 'lái xe nâng', 'vận hành xe nâng', 'lái cẩu', 'lái máy xúc', 'lái tàu'],
      cs: ['řidič*', 'kurýr*', 'doručovatel*', 'taxikář*', 'jeřábník', 'jeřábnice', 'strojvedoucí', 'bagrista', 'traktorista', 'vozíčkář*', 'obsluha vzv', 'závozník'],
      fi: ['kuljettaja', 'autonkuljettaja', 'kuorma-autonkuljettaja', 'rekkakuski', 'linja-autonkuljettaja', 'bussikuski', 'taksinkuljettaja', 'trukinkuljettaja', 'nosturinkuljettaja', 'veturinkuljettaja', 'lähetti', 'jakelunkuljettaja', 'kaivinkoneenkuljettaja', 'koneenkuljettaja'],
      el: ['οδηγός', 'οδηγός φορτηγού', 'οδηγός λεωφορείου', 'ταξιτζής', 'διανομέας', 'κούριερ', 'χειριστής κλαρκ', 'χειριστής γερανού', 'χειριστής μηχανημάτων έργου', 'μηχανοδηγός', 'σοφέρ'],
      he: ['נהג', 'נהגת', 'נהג משאית', 'נהג אוטובוס', 'נהג מונית', 'נהג חלוקה', 'שליח', 'שליחה', 'מלגזן', 'מלגזנית', 'מנופאי', 'מפעיל מנוף', 'מפעיל ציוד מכני הנדסי', 'קטריסט', 'נהג רכבת'],
      ro: ['șofer', 'sofer', 'conducător auto', 'șofer de camion', 'șofer profesionist', 'curier', 'livrator', 'taximetrist', 'stivuitorist', 'macaragiu', 'mecanic de locomotivă', 'excavatorist', 'tractorist'],
      hu: ['sofőr', 'gépkocsivezető', 'kamionsofőr', 'buszsofőr', 'autóbuszvezető', 'taxisofőr', 'futár', 'targoncás', 'targoncavezető', 'darukezelő', 'mozdonyvezető', 'munkagépkezelő', 'traktoros', 'árukísérő'],
    },
  },
  /** ISCO 93 and 432: labourers in transport, warehousing, construction and manufacturing; stock and dispatch clerks. */
  isco93Labourers: {
    fn: 'operations',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['warehouse worker', 'warehouse operative', 'warehouse associate', 'picker', 'packer', 'loader', 'porter', 'mover', 'stocker', 'shelf stacker', 'production worker', 'production operator', 'machine operator', 'assembly worker', 'assembler', 'factory worker', 'labourer', 'laborer', 'general labourer', 'construction worker', 'stock clerk', 'storekeeper', 'dispatcher', 'logistics assistant', 'logistics coordinator', 'shipping clerk', 'receiving clerk'],
      es: ['mozo de almacén', 'operario de almacén', 'operaria de almacén', 'almacenero', 'preparador de pedidos', 'empaquetador', 'envasador', 'reponedor', 'reponedora', 'operario de producción', 'operaria de producción', 'peón', 'obrero', 'obrera', 'ayudante de obra', 'auxiliar de logística', 'despachador', 'bodeguero'],
      pt: ['operador de armazém', 'auxiliar de armazém', 'armazenista', 'almoxarife', 'separador', 'embalador', 'repositor', 'repositora', 'operário', 'operária', 'operador de produção', 'auxiliar de produção', 'servente de obras', 'ajudante geral', 'auxiliar de logística', 'conferente', 'estoquista'],
      fr: ['magasinier', 'magasinière', 'préparateur de commandes', 'préparatrice de commandes', 'manutentionnaire', 'emballeur', 'emballeuse', 'opérateur de production', 'opératrice de production', 'ouvrier', 'ouvrière', 'agent de production', 'manœuvre', 'employé logistique', 'agent logistique', 'réceptionnaire', 'déménageur', 'employé de rayon', 'employée de rayon'],
      de: ['lagerist*', 'lagerarbeiter*', 'lagerhelfer*', 'kommissionierer*', 'verpacker*', 'packer*', 'produktionshelfer*', 'produktionsmitarbeiter*', 'maschinenbediener*', 'montagehelfer*', 'monteur*', 'bauhelfer*', 'hilfsarbeiter*', 'fachkraft für lagerlogistik', 'möbelpacker*', 'disponent*', 'versandmitarbeiter*', 'regalauffüller*', 'fabrikarbeiter*'],
      it: ['magazziniere', 'magazziniera', 'addetto al magazzino', 'addetta al magazzino', 'mulettista', 'imballatore', 'operaio', 'operaia', 'addetto alla produzione', 'addetta alla produzione', 'manovale', 'scaffalista', 'addetto logistica', 'facchino', 'operatore di linea'],
      nl: ['magazijnmedewerker', 'orderpicker', 'inpakker', 'productiemedewerker', 'fabrieksarbeider', 'bouwvakker', 'vakkenvuller', 'logistiek medewerker', 'verhuizer', 'planner transport', 'expeditiemedewerker', 'heftruckmedewerker'],
      pl: ['magazynier', 'magazynierka', 'pracownik magazynu', 'pracownica magazynu', 'kompletujący', 'pakowacz', 'pakowaczka', 'pracownik produkcji', 'pracownica produkcji', 'operator maszyn', 'operatorka maszyn', 'robotnik', 'robotnica', 'pomocnik budowlany', 'monter', 'spedytor', 'dyspozytor', 'logistyk', 'pracownik fizyczny'],
      sv: ['lagerarbetare', 'lagermedarbetare', 'plockare', 'packare', 'truckförare', 'produktionsmedarbetare', 'produktionsarbetare', 'maskinoperatör', 'montör', 'byggarbetare', 'grovarbetare', 'flyttgubbe', 'logistikmedarbetare', 'butiksbiträde lager'],
      da: ['lagerarbejder', 'lagermedarbejder', 'pakkeriarbejder', 'produktionsmedarbejder', 'maskinoperatør', 'montør', 'bygningsarbejder', 'arbejdsmand', 'flyttemand', 'logistikmedarbejder', 'speditør'],
      no: ['lagermedarbeider', 'lagerarbeider', 'plukker', 'pakker', 'produksjonsmedarbeider', 'produksjonsarbeider', 'maskinoperatør', 'montør', 'anleggsarbeider', 'hjelpearbeider', 'flyttearbeider', 'logistikkmedarbeider', 'speditør'],
      ru: ['кладовщик', 'кладовщица', 'комплектовщик', 'комплектовщица', 'упаковщик', 'упаковщица', 'грузчик', 'разнорабочий', 'подсобный рабочий', 'рабочий', 'оператор производства', 'оператор станка', 'сборщик', 'сборщица', 'монтажник', 'экспедитор', 'диспетчер', 'логист', 'товаровед', 'мерчендайзер'],
      uk: ['комірник', 'комірниця', 'комплектувальник', 'комплектувальниця', 'пакувальник', 'пакувальниця', 'вантажник', 'різноробочий', 'підсобний робітник', 'робітник', 'оператор виробництва', 'оператор верстата', 'складальник', 'монтажник', 'експедитор', 'диспетчер', 'логіст', 'товарознавець', 'мерчандайзер'],
      ar: ['عامل مستودع', 'أمين مستودع', 'أمين مخزن', 'عامل مخزن', 'أمين مخازن', 'عامل تعبئة', 'عامل تغليف', 'عامل تحميل', 'حمال', 'عامل إنتاج', 'مشغل آلة', 'مشغل آلات', 'عامل خط إنتاج', 'عامل بناء', 'منسق لوجستي', 'موظف لوجستي', 'موظف شحن', 'مرحل'],
      hi: ['गोदाम कर्मचारी', 'गोदाम सहायक', 'स्टोरकीपर', 'भंडारपाल', 'पैकर', 'लोडर', 'हेल्पर', 'मजदूर', 'श्रमिक', 'कारखाना मजदूर', 'मशीन ऑपरेटर', 'उत्पादन कर्मचारी', 'निर्माण मजदूर', 'डिस्पैचर', 'लॉजिस्टिक्स सहायक', 'godown helper', 'store keeper', 'majdoor', 'mazdoor', 'machine operator'],
      ko: ['물류센터 직원', '창고 관리원', '창고관리', '입출고', '피킹', '포장원', '포장 직원', '상하차', '생산직', '생산직 사원', '생산 오퍼레이터', '기계 조작원', '조립원', '공장 근로자', '건설 노동자', '일용직', '자재 관리', '배차 담당'],
      ja: ['倉庫作業員', '倉庫スタッフ', 'ピッキング', '梱包', '仕分け', '荷役', '製造スタッフ', '製造オペレーター', '工場作業員', '組立工', 'ライン作業', '作業員', '建設作業員', '土木作業員', '倉庫管理', '配車担当', '品出し'],
      zh: ['仓库管理员', '仓管', '仓管员', '库管员', '拣货员', '分拣员', '打包员', '包装工', '装卸工', '搬运工', '普工', '操作工', '生产工人', '装配工', '流水线', '建筑工人', '杂工', '调度员', '理货员'],
      tr: ['depo görevlisi', 'depo elemanı', 'depo personeli', 'depocu', 'paketleme elemanı', 'paketlemeci', 'hamal', 'yükleme elemanı', 'üretim personeli', 'üretim elemanı', 'makine operatörü', 'montaj elemanı', 'işçi', 'inşaat işçisi', 'düz işçi', 'sevkiyat elemanı', 'lojistik elemanı', 'reyon görevlisi'],
      id: ['staf gudang', 'pekerja gudang', 'admin gudang', 'picker', 'packer', 'tukang angkut', 'kuli', 'buruh', 'buruh pabrik', 'operator produksi', 'operator mesin', 'karyawan pabrik', 'tukang bangunan', 'kenek', 'helper', 'staf logistik', 'checker'],
      vi: ['nhân viên kho', 'thủ kho', 'công nhân kho', 'nhân viên đóng gói', 'bốc xếp', 'bốc vác', 'công nhân', 'công nhân sản xuất', 'công nhân may', 'vận hành máy', 'thợ phụ', 'phụ hồ', 'lao động phổ thông', 'nhân viên logistics', 'nhân viên điều phối', 'nhân viên giao nhận'],
      cs: ['skladník', 'skladnice', 'pracovník skladu', 'pracovnice skladu', 'vychystávač*', 'balič*', 'manipulant*', 'dělník', 'dělnice', 'operátor výroby', 'operátorka výroby', 'pracovník výroby', 'pracovnice výroby', 'montážní dělník', 'pomocný dělník', 'stěhovák', 'dispečer*', 'logistik', 'doplňovač zboží'],
      fi: ['varastotyöntekijä', 'varastomies', 'varastonhoitaja', 'keräilijä', 'pakkaaja', 'ahtaaja', 'tuotantotyöntekijä', 'koneenhoitaja', 'kokoonpanija', 'tehdastyöntekijä', 'rakennustyöntekijä', 'rakennusmies', 'muuttomies', 'logistiikkatyöntekijä', 'hyllyttäjä', 'ajojärjestelijä'],
      el: ['αποθηκάριος', 'εργάτης αποθήκης', 'συσκευαστής', 'συσκευάστρια', 'φορτοεκφορτωτής', 'εργάτης', 'εργάτρια', 'εργάτης παραγωγής', 'χειριστής μηχανής', 'συναρμολογητής', 'οικοδόμος', 'εργάτης οικοδομής', 'υπάλληλος logistics', 'ραφιέρης', 'ραφιέρα'],
      he: ['עובד מחסן', 'עובדת מחסן', 'מחסנאי', 'מחסנאית', 'מלקט', 'מלקטת', 'אורז', 'אורזת', 'סבל', 'פועל', 'פועלת', 'עובד ייצור', 'עובדת ייצור', 'מפעיל מכונה', 'מפעילת מכונה', 'עובד בניין', 'סדרן עבודה', 'רכז לוגיסטיקה', 'מסדר סחורה'],
      ro: ['lucrător depozit', 'gestionar', 'picker', 'ambalator', 'ambalatoare', 'manipulant mărfuri', 'hamal', 'muncitor', 'muncitoare', 'operator producție', 'operator mașini', 'muncitor necalificat', 'montator', 'zidar ajutor', 'lucrător comercial', 'dispecer', 'operator logistic'],
      hu: ['raktáros', 'raktári dolgozó', 'komissiózó', 'csomagoló', 'rakodó', 'betanított munkás', 'segédmunkás', 'munkás', 'gépkezelő', 'gépsori munkás', 'összeszerelő', 'termelési munkatárs', 'kőműves segéd', 'árufeltöltő', 'diszpécser', 'logisztikai munkatárs'],
    },
  },
};

/**
 * ICT work is an office function, not a workplace: its words do not read as an owner's business
 * ("Founding developer" is engineering), so they carry no `occupation` mark. Technical support stays
 * with the rules (customer_success, as every labelled set reads it).
 */
const ISCO_ICT: Readonly<Record<string, Family>> = {
  /** ISCO 25 and 35: ICT professionals and technicians (network, systems and database administrators, developers, IT support). */
  isco25Ict: {
    fn: 'engineering',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['network administrator', 'system administrator', 'systems administrator', 'sysadmin', 'database administrator', 'dba', 'network engineer', 'network technician', 'web developer', 'programmer', 'software developer', 'it technician', 'computer technician', 'webmaster'],
      es: ['administrador de redes', 'administradora de redes', 'administrador de sistemas', 'administradora de sistemas', 'administrador de bases de datos', 'programador', 'programadora', 'desarrollador', 'desarrolladora', 'técnico informático', 'técnica informática', 'técnico de sistemas', 'técnico de redes'],
      pt: ['administrador de redes', 'administradora de redes', 'administrador de sistemas', 'administrador de banco de dados', 'programador', 'programadora', 'desenvolvedor', 'desenvolvedora', 'técnico de informática', 'técnica de informática', 'técnico de ti', 'técnico de redes'],
      fr: ['administrateur réseau', 'administratrice réseau', 'administrateur systèmes', 'administratrice systèmes', 'administrateur système', 'administrateur de bases de données', 'programmeur', 'programmeuse', 'développeur', 'développeuse', 'technicien informatique', 'technicienne informatique', 'technicien réseau'],
      de: ['netzwerkadministrator*', 'systemadministrator*', 'datenbankadministrator*', 'programmierer*', 'softwareentwickler*', 'webentwickler*', 'anwendungsentwickler*', 'fachinformatiker*', 'it-techniker*', 'it-administrator*', 'netzwerktechniker*', 'informatiker*'],
      it: ['amministratore di rete', 'amministratrice di rete', 'amministratore di sistema', 'amministratrice di sistema', 'sistemista', 'programmatore', 'programmatrice', 'sviluppatore', 'sviluppatrice', 'tecnico informatico', 'tecnica informatica', 'tecnico di rete', 'tecnico hardware'],
      nl: ['netwerkbeheerder', 'systeembeheerder', 'applicatiebeheerder', 'databasebeheerder', 'programmeur', 'softwareontwikkelaar', 'webontwikkelaar', 'ict-medewerker', 'ict medewerker', 'werkplekbeheerder', 'netwerkspecialist', 'ontwikkelaar'],
      pl: ['administrator sieci', 'administratorka sieci', 'administrator systemów', 'administratorka systemów', 'administrator it', 'administrator baz danych', 'programista', 'programistka', 'informatyk', 'informatyczka', 'technik informatyk', 'serwisant komputerowy', 'deweloper', 'developer'],
      sv: ['nätverksadministratör', 'systemadministratör', 'databasadministratör', 'programmerare', 'systemutvecklare', 'mjukvaruutvecklare', 'webbutvecklare', 'it-tekniker', 'it tekniker', 'drifttekniker', 'nätverkstekniker', 'utvecklare'],
      da: ['netværksadministrator', 'systemadministrator', 'databaseadministrator', 'programmør', 'softwareudvikler', 'webudvikler', 'it-tekniker', 'datatekniker', 'netværkstekniker', 'udvikler'],
      no: ['nettverksadministrator', 'systemadministrator', 'databaseadministrator', 'programmerer', 'systemutvikler', 'utvikler', 'webutvikler', 'it-tekniker', 'nettverkstekniker', 'it-konsulent drift'],
      ru: ['системный администратор', 'сисадмин', 'сетевой администратор', 'администратор сети', 'администратор баз данных', 'программист', 'разработчик', 'веб-разработчик', 'инженер-программист', 'техник-программист', 'эникейщик', 'сетевой инженер'],
      uk: ['системний адміністратор', 'сисадмін', 'мережевий адміністратор', 'адміністратор мережі', 'адміністратор баз даних', 'програміст', 'програмістка', 'розробник', 'розробниця', 'веб-розробник', 'мережевий інженер'],
      ar: ['مدير شبكات', 'مسؤول شبكات', 'مسؤول الشبكات', 'مدير أنظمة', 'مسؤول أنظمة', 'مسؤول قواعد البيانات', 'مبرمج', 'مبرمجة', 'مطور برمجيات', 'مطور ويب', 'مطورة', 'فني حاسب', 'فني حاسوب', 'فني شبكات', 'فني دعم فني', 'مهندس شبكات'],
      hi: ['नेटवर्क प्रशासक', 'नेटवर्क एडमिनिस्ट्रेटर', 'सिस्टम प्रशासक', 'सिस्टम एडमिनिस्ट्रेटर', 'डेटाबेस प्रशासक', 'प्रोग्रामर', 'सॉफ्टवेयर डेवलपर', 'वेब डेवलपर', 'कंप्यूटर ऑपरेटर', 'आईटी तकनीशियन', 'हार्डवेयर इंजीनियर', 'network admin', 'system admin', 'computer operator', 'hardware engineer'],
      ko: ['네트워크 관리자', '네트워크관리자', '시스템 관리자', '시스템관리자', '서버 관리자', '전산 관리자', '전산담당', '데이터베이스 관리자', '프로그래머', '웹 개발자', '전산 기사', '네트워크 엔지니어'],
      ja: ['ネットワーク管理者', 'システム管理者', 'サーバー管理者', 'データベース管理者', 'プログラマー', 'プログラマ', 'ウェブ開発者', 'ネットワークエンジニア', 'インフラエンジニア'],
      zh: ['网络管理员', '网管', '系统管理员', '运维工程师', '数据库管理员', '程序员', '开发工程师', '软件开发', '前端开发', '后端开发', '网络工程师', '桌面运维'],
      tr: ['ağ yöneticisi', 'sistem yöneticisi', 'veritabanı yöneticisi', 'programcı', 'yazılımcı', 'yazılım geliştirici', 'web geliştirici', 'bilgi işlem', 'bilgisayar teknisyeni', 'ağ teknisyeni', 'network uzmanı'],
      id: ['administrator jaringan', 'admin jaringan', 'administrator sistem', 'admin sistem', 'administrator basis data', 'programmer', 'pemrogram', 'pengembang perangkat lunak', 'web developer', 'teknisi komputer', 'teknisi jaringan', 'staf it', 'staff it', 'teknisi it'],
      vi: ['quản trị mạng', 'quản trị hệ thống', 'quản trị cơ sở dữ liệu', 'lập trình viên', 'nhà phát triển', 'kỹ thuật viên máy tính', 'kỹ thuật viên it', 'nhân viên it', 'kỹ sư mạng'],
      cs: ['správce sítě', 'správkyně sítě', 'správce systémů', 'správce it', 'správce databáze', 'síťový administrátor', 'systémový administrátor', 'programátor', 'programátorka', 'vývojář', 'vývojářka', 'it technik', 'technik it', 'ajťák', 'síťař'],
      fi: ['verkkoylläpitäjä', 'järjestelmäylläpitäjä', 'ylläpitäjä', 'tietokannan ylläpitäjä', 'ohjelmoija', 'ohjelmistokehittäjä', 'kehittäjä', 'web-kehittäjä', 'verkkoasentaja', 'it-asentaja'],
      el: ['διαχειριστής δικτύου', 'διαχειριστής δικτύων', 'διαχειριστής συστημάτων', 'διαχειριστής βάσεων δεδομένων', 'προγραμματιστής', 'προγραμματίστρια', 'τεχνικός υπολογιστών', 'τεχνικός δικτύων', 'τεχνικός πληροφορικής'],
      he: ['מנהל רשת', 'מנהלת רשת', 'מנהל רשתות', 'מנהל מערכות מידע', 'מנהל מערכות', 'מנהלת מערכות', 'מנהל בסיסי נתונים', 'מתכנת', 'מתכנתת', 'מפתח תוכנה', 'מפתחת תוכנה', 'טכנאי מחשבים', 'טכנאית מחשבים', 'טכנאי רשתות', 'איש סיסטם'],
      ro: ['administrator rețea', 'administrator de rețea', 'administrator sisteme', 'administrator de sistem', 'administrator baze de date', 'programator', 'programatoare', 'dezvoltator', 'dezvoltator software', 'tehnician it', 'tehnician calculatoare', 'tehnician rețele'],
      hu: ['hálózati rendszergazda', 'rendszergazda', 'hálózatüzemeltető', 'adatbázis-adminisztrátor', 'programozó', 'szoftverfejlesztő', 'webfejlesztő', 'fejlesztő', 'informatikus', 'it-technikus', 'számítógép-szerelő', 'rendszerüzemeltető'],
    },
  },
};

/** Every term of the ISCO head-word families, as lexicon entries. */
export const OCCUPATIONS_ISCO: readonly LexiconEntry[] = [
  ...familyEntries(ISCO_FAMILIES),
  ...familyEntries(ISCO_ICT).map(({ occupation: _occupation, ...entry }) => entry),
];
