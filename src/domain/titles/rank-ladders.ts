/**
 * The rank ladders of the trades (issue #21, round 35, ladders35): the order of the posts *inside* one trade, where the five
 * seniority bands are too coarse — a store's director and a section's head, a nursing supervisor and a nursing superintendent,
 * a counsel and a senior associate, a captain and a first officer all read one band. Data only: `changes/trade-ladder.ts` reads
 * it for a new entry at one employer or its family.
 *
 * Each ladder lists its rungs, highest rank first, each with the words of the trade in the profiles' 24 languages and English.
 * A term is written as profiles write it and folded as titles are (`foldEntryText`) when the ladder is first read; a trailing
 * `*` lets the word run on (an inflection or a compound's tail: "Filialleiter*" holds Filialleiterin, "kierownik* sklepu" the
 * genitive "kierownika sklepu"), a leading `^` binds the
 * term to the title's start (a bare "Partner", "Master" or "Associate" is a post only there). A term in an unspaced script (Han,
 * Kana, Hangul) is found anywhere. Where two rungs' terms match one title, the longer term names the post ("Associate Professor"
 * is no "Professor", 副教授 no 教授).
 *
 * A **deputy or assistant** of a rung's post ranks half a step below it — above the rung below (`trade-ladder.ts`), generally, not
 * per ladder: no deputy is listed here.
 */
export interface Ladder {
  readonly name: string;
  /** [rank, terms]: the higher the rank, the higher the post. */
  readonly rungs: ReadonlyArray<readonly [number, readonly string[]]>;
}

const RETAIL: Ladder = {
  name: 'retail',
  rungs: [
    [
      5,
      [
        // en
        'store manager', 'store director', 'store general manager', 'general store manager', 'hypermarket manager', 'hypermarket director',
        'supermarket manager', 'shop manager', 'superstore manager', 'store leader', 'head of store',
        // de, nl, sv, fi
        'filialleiter*', 'filialleitung', 'marktleiter*', 'marktmanager*', 'storeleiter*', 'storemanager*', 'geschaftsleiter filiale',
        'bedrijfsleider', 'filiaalmanager', 'filiaalleider', 'winkelmanager', 'winkelleider', 'butikschef', 'varuhuschef', 'butikkssjef',
        'myymalapaallikko', 'myymalanjohtaja', 'kaupan johtaja',
        // fr, es, pt, it, ro
        'directeur de magasin', 'directrice de magasin', 'directeur d hypermarche', 'directrice d hypermarche', 'directeur d hyper',
        'directeur de supermarche', 'directrice de supermarche', 'gerant de magasin', 'gerante de magasin', 'responsable de magasin',
        'director de tienda', 'directora de tienda', 'director de centro comercial', 'directora de centro comercial',
        'director de hipermercado', 'directora de hipermercado', 'director de supermercado', 'directora de supermercado',
        'gerente de tienda', 'encargado de tienda', 'encargada de tienda', 'diretor de loja', 'diretora de loja', 'gerente de loja',
        'gerente de supermercado', 'gerente de hipermercado', 'direttore di punto vendita', 'direttrice di punto vendita',
        'direttore del punto vendita', 'direttore di negozio', 'direttore di supermercato', 'direttore di ipermercato',
        'responsabile di punto vendita', 'responsabile punto vendita', 'capo negozio', 'director de magazin', 'directoare de magazin',
        'sef de magazin', 'manager de magazin', 'director hipermarket',
        // pl, cs, hu, el, uk, ru, tr
        'kierownik* sklepu', 'kierowniczka sklepu', 'kierownik* marketu', 'dyrektor sklepu', 'dyrektor hipermarketu', 'vedouci prodejny',
        'vedouci obchodu', 'vedouci filialky', 'reditel hypermarketu', 'aruhazvezeto', 'aruhazigazgato', 'uzletvezeto', 'boltvezeto',
        'διευθυντης καταστηματος', 'διευθυντρια καταστηματος', 'υπευθυνος καταστηματος', 'υπευθυνη καταστηματος', 'директор магазину',
        'директорка магазину', 'керуючий магазином', 'керівник магазину', 'директор магазина', 'управляющий магазином', 'magaza muduru',
        'magaza yoneticisi',
        // ar, he, hi, id, vi
        'مدير المتجر', 'مديرة المتجر', 'مدير متجر', 'مدير الفرع', 'מנהל סניף', 'מנהלת סניף', 'מנהל חנות', 'מנהלת חנות', 'स्टोर मैनेजर',
        'स्टोर प्रबंधक', 'kepala toko', 'manajer toko', 'cua hang truong', 'quan ly cua hang',
        // ko, ja, zh
        '점장', '매장장', '店長', '店长', '门店经理', '门店店长', '店舗責任者',
      ],
    ],
    [
      4,
      [
        'sector manager', 'chef de secteur', 'cheffe de secteur', 'manager de secteur', 'responsable de secteur', 'jefe de departamento',
        'jefa de departamento', 'capo settore', 'kierownik sektora', 'gerente de departamento',
      ],
    ],
    [
      3,
      [
        'department manager', 'departmental manager', 'section manager', 'floor manager', 'department head', 'abteilungsleiter*',
        'chef de rayon', 'cheffe de rayon', 'manager de rayon', 'responsable de rayon', 'jefe de seccion', 'jefa de seccion',
        'responsable de seccion', 'chefe de seccao', 'chefe de secao', 'encarregado de setor', 'encarregada de setor',
        'encarregado de seccao', 'encarregada de seccao', 'responsavel de seccao', 'capo reparto', 'caporeparto', 'responsabile di reparto',
        'afdelingsmanager', 'afdelingsleider', 'afdelingschef', 'kierownik* dzialu', 'kierowniczka dzialu', 'kierownik stoiska',
        'avdelningschef', 'avdelningsansvarig', 'osastopaallikko', 'osastovastaava', 'vedouci oddeleni', 'vedouci useku',
        'osztalyvezeto', 'reszlegvezeto', 'sef de raion', 'sef raion', 'υπευθυνος τμηματος', 'υπευθυνη τμηματος', 'завідувач відділу',
        'завідувачка відділу', 'заведующий отделом', 'reyon sorumlusu', 'reyon sefi', 'reyon muduru', 'departman sorumlusu', 'رئيس قسم',
        'رئيسة قسم', 'מנהל מחלקה', 'מנהלת מחלקה', 'डिपार्टमेंट मैनेजर', 'विभाग प्रबंधक', 'kepala departemen', 'kepala bagian',
        'kepala seksi', 'truong nganh hang', 'truong quay', '파트장', '섹션장', '売場長', '売場責任者', '课长', '課長', '柜组长',
      ],
    ],
    [
      2,
      [
        'team leader', 'team lead', 'shift leader', 'teamleiter*', 'chef d equipe', 'cheffe d equipe', 'jefe de equipo', 'jefa de equipo',
        'lider de equipe', 'capo squadra', 'caposquadra', 'teamleider', 'lider zespolu', 'teamledare', 'tiiminvetaja', 'vedouci smeny',
        'csoportvezeto', 'sef de tura', 'ekip lideri', 'takim lideri', 'قائد فريق', 'ראש צוות', 'टीम लीडर', 'ketua tim', 'truong nhom',
        '组长', '組長',
      ],
    ],
    [
      1,
      [
        'sales associate', 'sales assistant', 'customer assistant', 'store associate', 'cashier', 'verkaufer*', 'kassierer*',
        'employe libre service', 'hote de caisse', 'hotesse de caisse', 'vendeur', 'vendeuse', 'cajero', 'cajera', 'reponedor', 'reponedora',
        'dependiente', 'dependienta', 'operador de loja', 'operadora de loja', 'repositor', 'commesso', 'commessa', 'cassiere', 'cassiera',
        'vakkenvuller', 'kasjer*', 'sprzedawca', 'sprzedawczyni', 'butikssaljare', 'myyja', 'prodavac', 'prodavacka', 'elado', 'penztaros',
        'vanzator', 'vanzatoare', 'casier', 'casiera', 'πωλητης', 'πωλητρια', 'ταμιας', 'продавець', 'продавчиня', 'касир', 'kasiyer',
        'reyon gorevlisi', 'كاشير', 'קופאית', 'קופאי', 'कैशियर', 'kasir', 'pramuniaga', 'thu ngan', '캐셔', '판매사원', '販売員', '收银员',
        '营业员', '理货员',
      ],
    ],
  ],
};

const NURSING: Ladder = {
  name: 'nursing',
  rungs: [
    [7, ['chief nursing officer', 'chief nurse', 'chief nursing executive', 'hallintoylihoitaja', 'johtava ylihoitaja', '간호본부장']],
    [
      6,
      [
        'director of nursing', 'nursing director', 'director nursing', 'pflegedirektor*', 'directeur des soins', 'directrice des soins',
        'coordonnateur general des soins', 'director de enfermeria', 'directora de enfermeria', 'diretor de enfermagem',
        'diretora de enfermagem', 'enfermeiro diretor', 'enfermeira diretora', 'dirigente delle professioni sanitarie',
        'direttore sitra', 'verpleegkundig directeur', 'naczelna pielegniarka', 'dyrektor ds pielegniarstwa', 'omvardnadsdirektor',
        'hlavni sestra', 'apolasi igazgato', 'director de ingrijiri', 'directoare de ingrijiri', 'διευθυντρια νοσηλευτικης',
        'διευθυντης νοσηλευτικης', 'головна медична сестра', 'головна медсестра', 'главная медсестра', 'главная медицинская сестра',
        'bashemsire', 'hemsirelik hizmetleri muduru', 'مدير التمريض', 'مديرة التمريض', 'אחות ראשית', 'मुख्य नर्सिंग अधिकारी',
        'kepala bidang keperawatan', 'direktur keperawatan', 'dieu duong truong benh vien', '간호부장', '看護部長', '护理部主任',
        '護理部主任',
      ],
    ],
    [
      5,
      [
        'nursing superintendent', 'head of nursing', 'pflegedienstleitung', 'pflegedienstleiter*', 'cadre superieur de sante', 'cadre superieure de sante',
        'supervisora de area', 'supervisor de area', 'ylihoitaja', 'vrchni sestra', 'नर्सिंग अधीक्षक', 'kepala seksi keperawatan',
      ],
    ],
    [4, ['nursing supervisor', 'nurse manager', 'nursing manager', 'clinical nurse manager', 'matron', 'nursing officer in charge', 'supervisora de enfermeria', 'supervisor de enfermeria', 'مشرفة تمريض', 'مشرف تمريض']],
    [
      3,
      [
        'ward sister', 'ward manager', 'charge nurse', 'head nurse', 'nurse in charge', 'nursing in charge', 'sister in charge',
        'nursing sister', 'nurse unit manager', 'stationsleitung', 'stationsleiter*', 'cadre de sante', 'supervisora de unidad',
        'supervisor de unidad', 'jefe de unidad de enfermeria', 'jefa de unidad de enfermeria', 'enfermeira chefe', 'enfermeiro chefe',
        'enfermeiro gestor', 'enfermeira gestora', 'coordinatore infermieristico', 'coordinatrice infermieristica', 'caposala',
        'teamleider verpleging', 'teamleider verpleegafdeling', 'pielegniarka oddzialowa', 'vardenhetschef', 'osastonhoitaja',
        'stanicni sestra', 'osztalyvezeto apolo', 'fonover', 'asistent medical sef', 'asistent sef', 'asistenta sefa',
        'asistenta medicala sefa', 'προισταμενη νοσηλευτικου τμηματος', 'προισταμενος νοσηλευτικου τμηματος', 'προισταμενη τμηματος',
        'старша медична сестра', 'старша медсестра', 'старшая медсестра', 'старшая медицинская сестра', 'sorumlu hemsire*',
        'servis sorumlu hemsire*', 'رئيسة تمريض', 'رئيس تمريض', 'אחות אחראית', 'नर्सिंग सिस्टर', 'सिस्टर इंचार्ज', 'वार्ड सिस्टर',
        'kepala ruangan', 'kepala ruang rawat', 'dieu duong truong khoa', '수간호사', '看護師長', '护士长', '護士長',
      ],
    ],
    [2, ['책임간호사', '主任看護師', '看護主任']],
    [
      1,
      [
        'staff nurse', 'registered nurse',
        // A nurse who manages, leads, teaches or advises holds another post than a staff nurse's (UCHealth's nurse manager).
        'nurse(?! (?:manager|lead|leader|director|head|supervisor|coordinator|educator|practitioner|specialist|consultant|navigator|informatic\\p{L}*|anaesthetist|anesthetist|advisor|adviser|auditor|recruiter|trainer|researcher|in charge))',
        'pflegefachkraft', 'pflegefachfrau', 'pflegefachmann', 'krankenschwester',
        'gesundheits und krankenpfleger*', 'infirmier', 'infirmiere', 'enfermero', 'enfermera', 'enfermeiro', 'enfermeira', 'infermiere',
        'infermiera', 'verpleegkundige', 'pielegniarka', 'sjukskoterska', 'sairaanhoitaja', 'vseobecna sestra', 'apolo', 'asistent medical',
        'asistenta medicala', 'νοσηλευτρια', 'νοσηλευτης', 'медична сестра', 'медсестра', 'медицинская сестра', 'hemsire', 'ممرضة',
        'ممرض', 'אחות', 'स्टाफ नर्स', 'नर्स', 'perawat', 'dieu duong vien', '간호사', '看護師', '护士',
      ],
    ],
    [
      0,
      [
        'nursing assistant', 'healthcare assistant', 'care assistant', 'pflegehelfer*', 'aide soignant', 'aide soignante',
        'auxiliar de enfermeria', 'tecnico de enfermagem', 'tecnica de enfermagem', 'operatore socio sanitario', 'opiekun medyczny',
        'underskoterska', 'lahihoitaja', 'sanitar', '간호조무사', '看護助手', '护理员',
      ],
    ],
  ],
};

const PLANT: Ladder = {
  name: 'plant',
  rungs: [
    [7, ['plant director', 'factory director', 'site director', 'werksdirektor*', 'directeur industriel', 'director de planta', 'directora de planta', 'direttore di stabilimento', 'dyrektor zakladu', 'reditel zavodu', 'gyarigazgato', 'fabrika muduru', 'директор заводу', 'директор завода', 'giam doc nha may']],
    [
      6,
      [
        'plant manager', 'factory manager', 'site manager', 'works manager', 'mill manager', 'head of plant', 'werkleiter*', 'werksleiter*',
        'standortleiter*', 'directeur d usine', 'directrice d usine', 'directeur de site', 'directrice de site', 'responsable de site',
        'jefe de planta', 'jefa de planta', 'gerente de planta', 'gerente de fabrica', 'gerente de usina', 'diretor de fabrica',
        'diretor de planta', 'responsabile di stabilimento', 'plant manager', 'fabrieksdirecteur', 'vestigingsmanager', 'fabrikschef',
        'platschef', 'tehtaanjohtaja', 'kierownik zakladu', 'vedouci zavodu', 'uzemvezeto', 'director de fabrica', 'διευθυντης εργοστασιου',
        'kepala pabrik', 'manajer pabrik', 'مدير المصنع', 'מנהל מפעל', 'प्लांट हेड', '공장장', '工場長', '厂长', '廠長',
      ],
    ],
    [
      5,
      [
        'production manager', 'head of production', 'manufacturing manager', 'operations manager production', 'produktionsleiter*',
        'fertigungsleiter*', 'leiter produktion', 'leiterin produktion', 'leiter fertigung', 'leiterin fertigung', 'responsable de production',
        'chef de production', 'directeur de production', 'directrice de production', 'jefe de produccion', 'jefa de produccion',
        'gerente de produccion', 'responsable de produccion', 'responsabile di produzione', 'responsabile produzione', 'direttore di produzione',
        'gerente de producao', 'gerente de producao', 'coordenador de producao', 'productiemanager', 'hoofd productie', 'kierownik produkcji',
        'kierowniczka produkcji', 'produktionschef', 'tuotantopaallikko', 'vedouci vyroby', 'termelesi vezeto', 'termelesvezeto',
        'sef productie', 'manager productie', 'manager de productie', 'διευθυντης παραγωγης', 'υπευθυνος παραγωγης', 'начальник виробництва',
        'начальник производства', 'uretim muduru', 'uretim sefi', 'مدير الإنتاج', 'מנהל ייצור', 'מנהלת ייצור', 'उत्पादन प्रबंधक',
        'production head', 'kepala produksi', 'manajer produksi', 'giam doc san xuat', 'truong phong san xuat', '생산팀장', '생산부장',
        '製造部長', '生产经理', '生產經理', '生产部经理',
      ],
    ],
    [
      4,
      [
        'shift manager', 'workshop manager', 'production area manager', 'schichtleiter*', 'responsable d atelier', 'chef d atelier',
        'jefe de turno', 'jefa de turno', 'gerente de turno', 'responsabile di reparto produttivo', 'ploegleider', 'skiftledare',
        'vuoropaallikko', 'mistr vyroby', 'muszakvezeto', 'sef de sectie', 'начальник цеху', 'начальник цеха', 'начальник зміни',
        'начальник смены', 'vardiya muduru', 'kepala shift', 'quan doc', 'quan doc phan xuong', '製造課長', '车间主任', '車間主任', '工長',
      ],
    ],
    [
      3,
      [
        'shift supervisor', 'production supervisor', 'foreman', 'forewoman', 'meister*', 'schichtmeister*', 'industriemeister*',
        'contremaitre', 'contremaitresse', 'agent de maitrise', 'capoturno', 'capo turno', 'capo reparto produzione', 'supervisor de turno',
        'supervisora de turno', 'supervisor de producao', 'encargado de turno', 'encargada de turno', 'mistrz zmiany', 'mistrz produkcji',
        'mistrz', 'mistr', 'ploegbaas', 'arbetsledare', 'tyonjohtaja', 'muvezetö', 'muvezeto', 'maistru', 'εργοδηγος', 'майстер', 'мастер',
        'vardiya amiri', 'vardiya sefi', 'usta basi', 'مشرف وردية', 'מנהל משמרת', 'सुपरवाइजर', 'pengawas produksi', 'truong ca',
        '반장', '職長', '組長', '生产主管', '领班',
      ],
    ],
    [
      2,
      [
        'team leader', 'team lead', 'line leader', 'group leader', 'vorarbeiter*', 'teamleiter*', 'chef d equipe', 'cheffe d equipe',
        'jefe de equipo', 'jefa de equipo', 'lider de equipe', 'lider de linha', 'capo squadra', 'caposquadra', 'teamleider', 'brygadzista',
        'lider zespolu', 'lagledare', 'tiiminvetaja', 'predak', 'csoportvezeto', 'sef de echipa', 'бригадир', 'ekip lideri', 'ekip sefi',
        'takim lideri', 'قائد فريق', 'ראש צוות', 'टीम लीडर', 'kepala regu', 'ketua regu', 'to truong', 'truong nhom', '조장', '班長', '班长',
        '班组长',
      ],
    ],
    [
      1,
      [
        'machine operator', 'production operator', 'production worker', 'operator', 'maschinenfuhrer*', 'produktionsmitarbeiter*',
        'operateur de production', 'operatrice de production', 'operario', 'operaria', 'operador de producao', 'operatore di produzione',
        'operaio', 'operaia', 'productiemedewerker', 'operator produkcji', 'operator maszyn', 'operator', 'operater', 'operatore',
        'uretim operatoru', 'عامل إنتاج', 'מפעיל', 'operator produksi', 'cong nhan', '생산직', '作業員', '操作工', '普工',
      ],
    ],
  ],
};

const HOTEL: Ladder = {
  name: 'hotel',
  rungs: [
    [7, ['hotel general manager', 'general manager hotel', 'hoteldirektor*', 'directeur d hotel', 'directrice d hotel', 'director de hotel', 'directora de hotel', 'direttore d albergo', 'direttore di hotel', 'direttrice d albergo', 'diretor de hotel', 'diretora de hotel', 'hoteldirecteur', 'dyrektor hotelu', 'hotellchef', 'hotellinjohtaja', 'reditel hotelu', 'szallodaigazgato', 'director de hotel', 'διευθυντης ξενοδοχειου', 'директор готелю', 'otel muduru', 'مدير الفندق', 'מנהל מלון', 'होटल महाप्रबंधक', 'general manager hotel', 'giam doc khach san', '총지배인', '総支配人', '酒店总经理']],
    [6, ['hotel manager', 'resident manager', 'hotel operations manager', 'hotelmanager*', 'directeur d exploitation hotel', 'subdirector de hotel']],
    [5, ['rooms division manager', 'directeur d hebergement', 'directrice d hebergement', 'director de alojamiento', 'front of house manager']],
    [
      4,
      [
        'front office manager', 'executive housekeeper', 'chef de reception', 'cheffe de reception', 'jefe de recepcion', 'jefa de recepcion',
        'empfangschef*', 'rezeptionsleiter*', 'empfangsleiter*', 'gouvernante generale', 'responsabile ricevimento', 'capo ricevimento',
        'chefe de recepcao', 'kierownik recepcji', 'receptiemanager', 'front office chef', 'on buro muduru', 'מנהל קבלה', '프런트 매니저',
        'フロントマネージャー', '前厅经理',
      ],
    ],
    [3, ['front desk supervisor', 'front office supervisor', 'reception supervisor', 'guest relations manager', 'night manager', 'duty manager']],
    [1, ['receptionist', 'front desk agent', 'front office agent', 'rezeptionist*', 'receptionniste', 'recepcionista', 'receptionist', 'receptionista', 'recepcjonist*', 'receptionist', 'resepsiyonist', 'موظف استقبال', 'פקיד קבלה', 'le tan', '프런트 데스크', 'フロントスタッフ', '前台接待']],
  ],
};

const BANK_BRANCH: Ladder = {
  name: 'bank_branch',
  rungs: [
    [
      5,
      [
        'branch manager', 'branch head', 'filialdirektor*', 'bankfilialleiter*', 'directeur d agence', 'directrice d agence',
        'director de sucursal', 'directora de sucursal', 'director de oficina bancaria', 'gerente de agencia', 'gerente geral de agencia',
        'direttore di filiale', 'direttrice di filiale', 'kantoordirecteur', 'dyrektor oddzialu', 'kontorschef', 'konttorinjohtaja',
        'reditel pobocky', 'fiokvezeto', 'director de sucursala', 'director agentie', 'керуючий відділенням', 'управляющий отделением',
        'sube muduru', 'شاخा प्रबंधक', 'शाखा प्रबंधक', 'kepala cabang', 'pemimpin cabang', 'giam doc chi nhanh', '지점장', '支店長', '支行行长',
      ],
    ],
    [4, ['branch operations manager', 'branch operations head', 'branch service manager', 'responsable d accueil en agence', 'responsable de l accueil en agence', 'operasyon yoneticisi sube']],
    [3, ['teller supervisor', 'head teller', 'chef de caisse']],
    [1, ['bank teller', 'teller', 'guichetier', 'guichetiere', 'cajero de banco', 'caixa bancario', 'veznedar', 'giao dich vien', 'teller bank']],
  ],
};

const PARTNERSHIP: Ladder = {
  name: 'partnership',
  rungs: [
    [7, ['managing partner', 'senior partner', 'name partner', 'associe gerant', 'socio director', 'socio gerente', 'socio director', 'managing partnerin']],
    [6, ['^partner', '^equity partner', '^partnerin', '^associe', '^associee', '^socio', '^socia', '^vennoot', '^wspolnik', '^delagare', '^osakas']],
    [5, ['^associate partner', '^salaried partner', '^junior partner', '^local partner', '^of counsel', '^counsel', '^legal director', '^senior counsel']],
    [4, ['^senior associate', '^collaborateur senior', '^collaboratrice senior', '^asociado senior', '^asociada senior', '^associado senior', '^associada senior', '^senior advocaat', '^starszy prawnik', '^avocat senior', '^avocate senior']],
    [
      3,
      [
        '^associate(?! (?:director|professor|partner|dean|vice|general|principal|manager|editor|producer|creative|product|consultant|engineer|scientist|analyst|specialist|buyer|designer|developer))',
        '^collaborateur', '^collaboratrice', '^asociado', '^asociada', '^associado', '^associada', '^advocaat medewerker', '^advocaat stagiair',
      ],
    ],
    [1, ['trainee solicitor', 'trainee lawyer', 'rechtsreferendar*', 'avocat stagiaire', 'eleve avocat', 'pasante', 'aplikant*', 'praticante']],
  ],
};

const ACADEMIA: Ladder = {
  name: 'academia',
  rungs: [
    [
      6,
      [
        'professor', 'full professor', 'chair professor', 'professor*', 'professeur des universites', 'professeure des universites',
        'catedratico', 'catedratica', 'professor catedratico', 'professora catedratica', 'professor titular', 'professora titular',
        'professore ordinario', 'professoressa ordinaria', 'hoogleraar', 'profesor zwyczajny', 'profesor', 'professori', 'egyetemi tanar',
        'profesor universitar', 'καθηγητης', 'καθηγητρια', 'професор', 'profesor', 'أستاذ', 'פרופסור מן המניין', 'פרופסור', 'प्रोफेसर',
        'प्राध्यापक', 'guru besar', 'giao su', '교수', '教授',
      ],
    ],
    [
      5,
      [
        'associate professor', '^reader', 'maitre de conferences', 'maitresse de conferences', 'profesor titular de universidad',
        'profesora titular de universidad', 'professor associado', 'professora associada', 'professore associato', 'professoressa associata',
        'universitair hoofddocent', 'profesor uczelni', 'docent', 'apulaisprofessori', 'egyetemi docens', 'conferentiar',
        'conferentiar universitar', 'αναπληρωτης καθηγητης', 'αναπληρωτρια καθηγητρια', 'доцент', 'docent', 'أستاذ مشارك', 'פרופסור חבר',
        'एसोसिएट प्रोफेसर', 'सह प्राध्यापक', 'lektor kepala', 'pho giao su', 'giang vien cao cap', '부교수', '准教授', '助教授', '副教授',
      ],
    ],
    [
      4,
      [
        'assistant professor', 'senior lecturer', 'juniorprofessor*', 'profesor contratado doctor', 'profesora contratada doctora',
        'professor auxiliar', 'professora auxiliar', 'professor adjunto', 'professora adjunta', 'ricercatore', 'ricercatrice',
        'universitair docent', 'adiunkt', 'universitetslektor', 'yliopistonlehtori', 'odborny asistent', 'adjunktus', 'lector universitar',
        'επικουρος καθηγητης', 'επικουρη καθηγητρια', 'старший викладач', 'старший преподаватель', 'doktor ogretim uyesi', 'أستاذ مساعد',
        'מרצה בכיר', 'असिस्टेंट प्रोफेसर', 'सहायक प्राध्यापक', 'lektor', 'giang vien chinh', '조교수', '講師', '讲师',
      ],
    ],
    [
      3,
      [
        'lecturer', 'akademischer rat', 'akademische ratin', 'profesor ayudante doctor', 'profesora ayudante doctora', 'bitradande lektor',
        'yliopisto opettaja', 'tanarseged', 'λεκτορας', 'викладач', 'преподаватель', 'ogretim gorevlisi', 'محاضر', 'מרצה', 'asisten ahli',
        'giang vien', '강사', '전임강사', '助教',
      ],
    ],
    [2, ['postdoctoral researcher', 'postdoctoral fellow', 'postdoc', 'research fellow', 'wissenschaftlicher mitarbeiter', 'wissenschaftliche mitarbeiterin', 'tutkijatohtori', 'assegnista di ricerca', 'arastirma gorevlisi', '博士后', 'ポスドク']],
  ],
};

/** A flight deck's and a ship's bridge: one order (a ship's master or an airline's captain over a chief or first officer over a second). */
const COMMAND: Ladder = {
  name: 'command',
  rungs: [
    [
      4,
      [
        'captain', 'training captain', '^master$', 'master mariner', 'ship master', 'flugkapitan*', 'kapitan*', 'commandant de bord',
        'comandante', 'kaptan pilot', 'kapten pilot', 'co truong', 'kapteeni', 'kapitein', 'קברניט', 'كابتن طيار', '机长', '機長', '기장', '선장',
        '船長', '船长',
      ],
    ],
    [3, ['chief officer', 'chief mate', 'first officer', 'senior first officer', 'erster offizier', 'officier pilote de ligne', 'copilote', 'primer oficial', 'primera oficial', 'primo ufficiale', 'copiloto', 'pierwszy oficer', 'ikinci pilot', 'perusmies', 'טייס משנה', 'مساعد طيار', 'co pho', 'kopilot', '副操縦士', '副驾驶', '부기장', '일등항해사', '一等航海士', '大副']],
    [2, ['second officer', 'second mate', 'zweiter offizier', 'segundo oficial', 'secondo ufficiale', 'drugi oficer', '이등항해사', '二等航海士', '二副']],
    [1, ['third officer', 'third mate', 'cadet pilot', 'deck cadet', '三等航海士', '三副']],
  ],
};

const ENGINE_ROOM: Ladder = {
  name: 'engine_room',
  rungs: [
    [4, ['chief engineer', 'leitender ingenieur', 'chef mecanicien', 'jefe de maquinas', 'direttore di macchina', 'starszy mechanik', 'baş mühendis', '기관장', '機関長', '轮机长']],
    [3, ['second engineer', 'first engineer', 'zweiter ingenieur', 'second mecanicien', 'primer oficial de maquinas', 'primo ufficiale di macchina', 'drugi mechanik', '1등기관사', '一等機関士', '大管轮']],
    [2, ['third engineer', 'troisieme mecanicien', 'trzeci mechanik', '2등기관사', '二管轮']],
    [1, ['fourth engineer', 'engine cadet', '3등기관사', '三管轮']],
  ],
};

const POLICE: Ladder = {
  name: 'police',
  rungs: [
    [9, ['chief constable', 'commissioner of police', 'police commissioner', 'directeur general de la police', 'director general de la policia']],
    [7, ['chief superintendent', 'commissaire divisionnaire', 'comisario principal']],
    [6, ['superintendent', 'commissaire de police', 'comisario']],
    [5, ['chief inspector', 'commandant de police', 'inspector jefe', 'inspectora jefa']],
    [4, ['inspector', 'capitaine de police', 'inspectora']],
    [3, ['sergeant', 'police sergeant', 'brigadier chef', 'subinspector', 'subinspectora', 'oficial de policia']],
    [2, ['constable', 'police constable', 'police officer', 'gardien de la paix', 'agente de policia', 'policia nacional agente']],
  ],
};

const MILITARY: Ladder = {
  name: 'military',
  rungs: [
    [9, ['major general', 'lieutenant general', 'general officer', 'rear admiral', 'vice admiral']],
    [8, ['brigadier', 'brigadier general', 'commodore']],
    [7, ['colonel', 'oberst', 'coronel', 'colonnello', 'pulkownik', 'albay', 'полковник', 'navy captain']],
    [6, ['lieutenant colonel', 'oberstleutnant', 'teniente coronel', 'tenente coronnello', 'tenente colonnello', 'podpulkownik', 'yarbay', 'подполковник']],
    [5, ['^major(?! (?:account|accounts|gifts|gift|donor|donors|incident|incidents|project|projects|event|events|league|bid|bids))', 'comandante del ejercito', 'commandant de l armee', 'binbasi', 'майор', 'lieutenant commander']],
    [4, ['army captain', 'captain british army', 'captain us army', 'hauptmann', 'capitan del ejercito', 'capitaine de l armee', 'yuzbasi', 'капітан армії']],
    [3, ['lieutenant', 'first lieutenant', 'oberleutnant', 'teniente', 'tenente', 'porucznik', 'ustegmen']],
    [2, ['second lieutenant', 'leutnant', 'alferez', 'sottotenente', 'podporucznik', 'tegmen']],
  ],
};

/**
 * A ministry's ladder (round 37, levels37; round 36's secondments to a ministry read a step down): a ministry's department or
 * bureau head over its division chief over its section chief over its desk officer, in the languages whose civil service names
 * them (vi Vụ trưởng / Cục trưởng / Trưởng phòng / Chuyên viên; zh 司长 / 局长 / 处长 / 科长 / 科员, Taiwan's 專門委員 above 科長; ja 局長 /
 * 課長 / 係長 / 係員; ko 국장 / 과장 / 사무관 / 주무관; de Ministerialdirektor / Unterabteilungsleiter / Referatsleiter / Referent; fr
 * directeur d'administration centrale / sous-directeur / chef de bureau / chargé de mission; India's Joint / Deputy / Under Secretary
 * and Section Officer). A deputy sits half a rung below the post, as on every ladder (`changes/trade-ladder.ts`).
 */
const CIVIL_SERVICE: Ladder = {
  name: 'civil_service',
  rungs: [
    [
      6,
      [
        'vu truong', 'cuc truong', 'tong cuc truong', '司长', '司長', '局长', '局長', '국장', '실장', 'ministerialdirektor*', 'directeur d administration centrale',
        'directrice d administration centrale', 'directeur general', 'directrice generale', 'joint secretary', 'additional secretary',
      ],
    ],
    [5, ['unterabteilungsleiter*', 'sous directeur', 'sous directrice', 'deputy director', 'director of the ministry', '专门委员', '專門委員', '審議官']],
    [4, ['truong phong', '处长', '處長', '과장', '課長', 'referatsleiter*', 'chef de bureau', 'cheffe de bureau', 'deputy secretary', 'under secretary']],
    [3, ['科长', '科長', '係長', '계장', 'section officer']],
    [1, ['chuyen vien', 'chuyen vien chinh', '科员', '科員', '主任科员', '係員', '사무관', '주무관', 'referent', 'referentin', 'charge de mission', 'chargee de mission', 'sachbearbeiter*', 'assistant section officer']],
  ],
};

/** Every ladder, in no order: a pair is read on each ladder both titles are on. */
export const RANK_LADDERS: readonly Ladder[] = [RETAIL, NURSING, PLANT, HOTEL, BANK_BRANCH, PARTNERSHIP, ACADEMIA, COMMAND, ENGINE_ROOM, POLICE, MILITARY, CIVIL_SERVICE];
