import { firstMatch, firstMatchInRole, roleSegment } from './class-terms-finder';
import { foldTerms } from './fold';
import type { FunctionRule } from './function-rules';
import { ENGINEER } from './production-terms';
import { classesRule } from './role-classes-it';
import { type ClassPass, gatedPass, TERM_GATE } from './term-gate';
import type { JobFunction, Seniority, TitleClassification } from './types';

/**
 * The primary industries, complete in every language the profiles use (issue #21, round 39, primary39; no read set named them
 * yet; docs/decisions.md, "Detection round 39 (primary industries)"): agriculture and livestock, plantations and horticulture,
 * mines and quarries, steel, aluminium and copper works, forestry, sawmills and pulp, fisheries and aquaculture, meat and dairy
 * processing. The development titles came first (`test/fixtures/detection-w3/titles-r39-primary.json`). The read sets' conventions:
 * the trades' floor and field work and their heads are `operations` (farm and herd managers, farm hands, grain elevators, mines,
 * quarries, mills, smelters, sawmills, fish farms, boning rooms); scientists are `other` (agronomists, geologists, foresters,
 * veterinarians: w4h's, w3k's, w4i's rows), including the geological, forest and agricultural engineers that several languages
 * name so (Jeoloji Mühendisi, Ingeniero forestal, 地质工程师); mining engineers are engineering; a grain merchandiser or merchant
 * is `sales` (w3r: "Grain Merchandiser – Grain Co-op"), a trader of any commodity `finance` (round 31).
 *
 * - **Work** (`WORK`) in the role's own segment beats no function, an engineering word's (unless the role names an engineer:
 *   `production-terms.ts`'s `ENGINEER`) and a marketing word's; in a later segment it fills only a title with no function.
 * - **Scientists and veterinarians** (`SCIENTISTS`) in the role's segment beat the operations a farm or mine word lent, and an
 *   engineer's word where the language calls the geologist or the forester an engineer.
 * - **Mining engineers** (`MINING_ENGINEERS`) beat the operations a mine or planning word lent.
 * - **Merchants** of grain, cotton, timber and livestock (`MERCHANTS`) are sellers; **traders** written in Cyrillic, Hangul or
 *   Kana (`TRADERS`) are finance's, as the Latin word is.
 * - **The CJK head of a mine or a farm** (鉱山長, 矿长, 農場長, 农场场长, 농장장) is a director, as the plant heads (工場長, 厂长, 공장장) read.
 */
const WORK = foldTerms([
  // English: farms, livestock, plantations, horticulture
  'farm worker*', 'farmworker*', 'farmhand*', 'farm hand*', 'farm labourer*', 'farm laborer*', 'farm assistant*', 'farm supervisor*', 'farm foreman',
  'farm operations', 'dairy farm*', 'poultry farm*', 'pig farm*', 'swine*', 'sow farm*', 'pig unit*', 'piggery', 'poultry unit*', 'broiler farm*', 'broiler sites', 'layer farm*', 'hatchery*',
  'herd manager*', 'herdsman', 'herdsmen', 'herdsperson', 'stockman', 'stockmen', 'stockperson', 'livestock manager*', 'livestock technician*',
  'livestock worker*', 'cattle manager*', 'calf rearer*', 'calf rearing', 'milker*', 'dairy hand*', 'sheep farm*', 'ranch hand*', 'ranch manager*',
  'feedlot*', 'grower*', 'head grower*', 'greenhouse grower*', 'greenhouse worker*', 'greenhouse manager*', 'greenhouse technician*',
  'greenhouse operations', 'glasshouse*', 'horticultur*', 'orchard*', 'vineyard*', 'viticultur*', 'cellar hand*',
  'cellar master*', 'cellarman', 'beekeep*', 'apiar*', 'combine operator*', 'combine harvester*', 'combine driver*', 'tractor driver*',
  'tractor operator*', 'sprayer operator*', 'plantation*', 'oil palm', 'palm oil mill*', 'tea estate*', 'coffee estate*', 'rubber estate*',
  'sugar estate*', 'cane cutter*', 'harvest crew*', 'harvest supervisor*', 'harvest manager*', 'harvest operations', 'field trial*', 'field trials',
  'trials technician*', 'seed production', 'crop production', 'arable', 'row crop*', 'agricultural worker*', 'agricultural operations',
  'grain elevator*', 'grain terminal*', 'grain handling', 'feed mill*', 'flour mill*', 'rice mill*', 'sugar mill*', 'cotton gin*', 'ginning',
  // English: mines and quarries
  'mine manager*', 'mine superintendent*', 'mine supervisor*', 'mine operations', 'mining operations', 'underground mine*', 'open pit*', 'open cut*',
  'quarry*', 'quarries', 'quarryman', 'pit manager*', 'drill and blast*', 'drill & blast*', 'blast hole*', 'blasthole*', 'blasting supervisor*',
  'blasting technician*', 'blasting crew*', 'blasting operations', 'shotfirer*',
  'jumbo operator*', 'bogger*', 'dragline*', 'shovel operator*', 'haul truck*', 'dump truck operator*', 'loader operator*', 'dozer operator*',
  'crusher*', 'mine surveyor*', 'mine technician*', 'longwall*', 'coal face', 'mine rescue*', 'mine site*', 'flotation*', 'concentrator*',
  'heap leach*', 'tailings*', 'ball mill*', 'sag mill*',
  // English: steel, aluminium, copper
  'steel mill*', 'steel plant*', 'steelworks', 'steelworker*', 'steel worker*', 'melt shop*', 'meltshop*', 'blast furnace*', 'electric arc furnace*',
  'converter operator*', 'caster operator*', 'continuous caster*', 'continuous casting', 'rolling mill*', 'hot strip mill*', 'cold rolling*',
  'hot rolling*', 'potline*', 'pot line*', 'casthouse*', 'cast house*', 'foundryman', 'foundry worker*', 'foundry manager*',
  'foundry supervisor*', 'foundry operator*', 'foundry technician*', 'iron foundry', 'steel foundry', 'furnaceman', 'ladle*', 'pickling line*',
  'galvanizing line*', 'galvanising line*', 'copper refinery*', 'zinc refinery*', 'nickel refinery*', 'refinery manager*',
  // English: forests, sawmills, pulp and paper
  'forest operations', 'forestry operations', 'forestry contractor*', 'forestry crew*', 'harvester operator*', 'forwarder operator*',
  'feller buncher*', 'skidder*', 'chainsaw operator*', 'timber cruiser*', 'log scaler*', 'logging contractor*', 'logging crew*', 'log truck*',
  'sawmill*', 'saw mill*', 'planer mill*', 'lumber grader*', 'timber grader*', 'pulp mill*', 'paper mill*', 'tree planter*',
  // English: fisheries and aquaculture
  'fish farm*', 'fishfarm*', 'aquaculture*', 'aquaculturist*', 'salmon farm*', 'shrimp farm*', 'prawn farm*', 'fish processing', 'fish plant*',
  'trawler*', 'oyster farm*', 'mussel farm*', 'net pen*', 'feed barge*',
  // English: meat and dairy processing
  'boning*', 'deboner*', 'meat cutter*', 'slaughter*', 'abattoir*', 'meat processing', 'poultry processing', 'kill floor', 'meat packing',
  'meatpacking', 'meat plant*', 'milk reception', 'cheesemaker*', 'cheese maker*',
  // German
  'landwirt', 'landwirtin', 'landwirtschaftliche* mitarbeiter*', 'mitarbeiter* landwirtschaft', 'landarbeiter*', 'betriebsleiter* landwirtschaft',
  'tierwirt*', 'melker*', 'herdenmanager*', 'stallmanager*', 'schweinehaltung', 'milchvieh*', 'rinderhaltung', 'geflügelhaltung', 'sauenhaltung',
  'pflanzenbau', 'gemüsebau', 'gemüsegärtner*', 'gärtnermeister*', 'gärtnerin', 'obstbau*', 'weinbau*', 'winzer*', 'kellermeister*', 'imker*',
  'feldversuch*', 'versuchsfeld*', 'schlepperfahrer*', 'traktorfahrer*', 'mähdrescherfahrer*', 'erntehelfer*', 'bergbau*', 'bergwerk*',
  'grubensteiger*', 'sprengmeister*', 'sprengberechtigte*', 'markscheider*', 'steinbruch*', 'tagebau*', 'kieswerk*', 'muldenkipperfahrer*',
  'hochofen*', 'stahlwerk*', 'stahlwerker*', 'hüttenwerk*', 'hüttenarbeiter*', 'walzwerk*', 'walzwerker*', 'walzer', 'gießerei*', 'giesserei*',
  'gießer', 'giesser', 'schmelzer*', 'ofenführer*', 'stranggieß*', 'verzinkerei*', 'forstmaschinenführer*', 'harvesterfahrer*', 'holzernte*',
  'sägewerk*', 'säger', 'holzfäller*', 'papierfabrik*', 'zellstoff*', 'papiermacher*', 'fischwirt*', 'fischzucht*', 'aquakultur*', 'fleischer*',
  'metzger*', 'zerleger*', 'schlachter*', 'schlachthof*', 'ausbeiner*', 'fleischverarbeitung', 'molkerei*', 'käser', 'käserin', 'käsermeister*',
  // French
  'ouvrier agricole', 'ouvrière agricole', 'ouvriers agricoles', 'salarié agricole', 'salariée agricole', "chef d'exploitation agricole",
  "responsable d'élevage", 'responsable élevage', 'éleveur*', 'éleveuse*', 'élevage*', 'vacher*', 'porcher*', 'trayeur*', 'tractoriste*',
  "conducteur d'engins agricoles", 'maraîch*', 'arboricult*', 'viticult*', 'vigneron*', 'maître de chai*', 'chef de culture*', 'serriste*',
  'apicult*', 'ouvrier viticole', 'ouvrière viticole', 'saisonnier agricole', 'expérimentation agronomique', "technicien d'expérimentation*",
  'agent de silo', 'responsable de silo', 'chef de carrière', 'responsable de carrière', 'directeur de carrière', 'carrière de granulats',
  'boutefeu*', 'mine souterraine', 'mine à ciel ouvert', 'géomètre minier', 'conducteur de dumper', 'lamineur*', 'laminoir*', 'fondeur*', 'fonderie*',
  'aciérie*', 'haut fourneau', 'hauts fourneaux', 'sidérurg*', 'aluminerie*', 'coulée continue', 'agent de coulée', 'bûcheron*', 'abatteuse*',
  "conducteur d'abatteuse", 'débardeu*', 'scierie*', 'scieur*', 'ouvrier forestier', 'ouvrière forestière', 'sylvicult*', 'usine de pâte*',
  'aquacult*', 'piscicult*', 'ostréicult*', 'mytilicult*', 'conchylicult*', 'désosseu*', 'bouchère', 'boucherie*', 'découpeu*',
  "ouvrier d'abattoir", 'fromager*',
  // Spanish
  'encargado de finca', 'encargada de finca', 'jefe de finca', 'trabajador de finca', 'capataz*', 'peón*', 'jornalero*', 'jornalera*',
  'tractorista*', 'vaquero*', 'tambero*', 'granja*', 'porcicultura', 'avicultura', 'avícola*', 'ganader*', 'invernadero*', 'viticultor*', 'viñedo*',
  'apicultor*', 'cosechadora*', 'ensayos de campo', 'jefe de mina', 'jefa de mina', 'superintendente de mina', 'mina subterránea',
  'mina a cielo abierto', 'rajo abierto', 'perforista*', 'operador de perforadora', 'operador de pala*', 'camión minero', 'tronadura', 'voladura*',
  'polvorín*', 'jefe de cantera', 'encargado de cantera', 'cantera de', 'topógrafo de mina', 'planta concentradora', 'chancado*', 'chancadora*', 'trituradora*', 'flotación', 'acería*',
  'alto horno', 'altos hornos', 'horno eléctrico', 'laminador*', 'laminación', 'fundidor*', 'fundición', 'colada continua', 'siderúrgic*',
  'motosierrista*', 'cosechadora forestal', 'aserradero*', 'aserrador*', 'faena forestal', 'trabajador forestal', 'operario forestal',
  'viverista*', 'acuicult*', 'centro de cultivo', 'salmonicultura', 'camaronera*', 'desposte*', 'despostador*', 'deshuesador*', 'frigorífico*',
  'faenadora*', 'matadero*', 'carnicer*',
  // Portuguese
  'gerente de fazenda', 'administrador de fazenda', 'trabalhador de fazenda', 'fazenda de', 'fazenda leiteira', 'fazendas de', 'trabalhador rural', 'trabalhadora rural', 'colheitadeira*', 'colhedora*',
  'pecuária*', 'suinocultura', 'ordenhador*', 'retireiro*', 'vaqueiro*', 'técnico agrícola', 'técnica agrícola', 'técnico em agropecuária',
  'técnico agropecuário', 'gerente de mina', 'mineração', 'mina subterrânea', 'perfuratriz*', 'operador de escavadeira', 'caminhão fora de estrada',
  'britagem', 'beneficiamento mineral', 'alto forno', 'siderúrgic*', 'aciaria*', 'laminação', 'fundição*', 'lingotamento*', 'forneiro*',
  'colheita florestal', 'operador de harvester', 'operador de forwarder', 'motosserrista*', 'serraria*', 'serrador*', 'silvicultura*',
  'viveiro florestal', 'piscicultor*', 'piscicultura', 'aquicultura', 'aquacultura', 'carcinicultura', 'tanque rede', 'desossador*', 'abatedouro*',
  'açougueiro*', 'magarefe*', 'laticínio*',
  // Italian
  'operaio agricolo', 'operaia agricola', 'operai agricoli', 'bracciant*', 'trattorist*', 'mungitor*', 'allevamento*', 'allevator*', 'vivaist*',
  'ortofrutt*', 'cantinier*', 'apicoltor*', 'serricoltor*', 'direttore di cava', 'capo cava', 'cava di*', 'cavator*', 'fochin*', 'minator*',
  'miniera*', 'laminatoio', 'laminatore', 'laminatori', 'acciaieria*', 'altoforno', 'fonderia*', 'fonditor*', 'colata continua', 'siderurgic*',
  'operatore forestale', 'operatori forestali', 'boscaiol*', 'segheria*', 'segantin*', 'taglialegna', 'acquacoltor*', 'acquacoltura', 'itticoltor*',
  'troticoltura', 'mitilicolt*', 'disossator*', 'macello*', 'macellai*', 'casaro*', 'caseificio*',
  // Dutch
  'melkveehouder*', 'melkvee*', 'veehouder*', 'varkenshouder*', 'pluimveehouder*', 'teeltmedewerker*', 'teeltmanager*', 'teler', 'telers',
  'glastuinbouw*', 'tuinbouw*', 'fruitteelt*', 'boomkwekerij*', 'trekkerchauffeur*', 'loonwerker*', 'veeverzorger*', 'imker*', 'mijnwerker*',
  'mijnbouw*', 'groeve*', 'schietmeester*', 'walser*', 'walserij*', 'hoogoven*', 'staalfabriek*', 'gieterij*', 'gieter', 'bosarbeider*',
  'bosbouw*', 'houtzagerij*', 'zagerij*', 'zager', 'papierfabriek*', 'visteler*', 'viskwekerij*', 'aquacultuur*', 'mosselkweker*',
  'oesterkweker*', 'uitbener*', 'slachterij*', 'vleesverwerk*', 'uitsnijder*', 'kaasmaker*',
  // Polish
  'pracownik fermy', 'pracownica fermy', 'kierownik fermy', 'ferma drob*', 'ferma trzody', 'fermy drob*', 'fermy trzody*', 'hodowla*', 'hodowca*', 'hodowcy', 'trzoda chlewna', 'trzody chlewnej', 'traktorzyst*',
  'kombajnist*', 'dojarz*', 'pracownik rolny', 'robotnik rolny', 'sadownik*', 'pszczelarz*', 'kopalni*', 'kopalnia', 'górnik*', 'górniczy',
  'górnictw*', 'strzałow*', 'odkrywk*', 'kamieniołom*', 'walcownik*', 'walcowni*', 'hutnik*', 'huta', 'huty', 'hucie', 'stalowni*', 'wielki piec',
  'wielkopiecow*', 'odlewni*', 'odlewnik*', 'wytapiacz*', 'operator harwestera', 'harwester*', 'drwal*', 'pilarz*', 'tartak*', 'trakarz*',
  'robotnik leśny', 'pracownik leśny', 'rybak*', 'hodowca ryb', 'akwakultur*', 'gospodarstwo rybackie', 'rozbieracz*', 'ubojni*', 'rzeźni*',
  'rzeźnik*', 'wykrawacz*', 'masarz*', 'serowar*', 'mleczarni*',
  // Swedish
  'lantarbetare', 'djurskötare*', 'mjölkproduktion', 'grisskötare*', 'svinproduktion', 'traktorförare*', 'växthus*', 'trädgårdsmästare*',
  'biodlare*', 'gruva', 'gruvan', 'gruvchef*', 'gruvarbetare', 'bergarbetare', 'laddare', 'bergsprängare*', 'sprängare*', 'sprängmästare*',
  'stenbrott*', 'dagbrott*', 'gruvmätare*', 'valsverk*', 'stålverk*', 'smältverk*', 'gjuteri*', 'gjutare*', 'masugn*', 'skogsmaskinförare*', 'skogsarbetare*',
  'skogsbruk*', 'sågverk*', 'massabruk*', 'pappersbruk*', 'virkesmätare*', 'virkesköpare*', 'fiskodlare*', 'fiskodling*', 'vattenbruk*',
  'styckare*', 'slakteri*', 'slaktare*', 'mejeri*',
  // Finnish
  'maataloustyöntekijä*', 'karjanhoitaja*', 'navetta*', 'lypsy*', 'kasvihuone*', 'puutarhuri*', 'mehiläistarhaaja*', 'traktorinkuljettaja*',
  'tilanhoitaja*', 'kaivos*', 'panostaja*', 'kaivosmittaaja*', 'louhos*', 'louhinta*', 'louhija*', 'rikastamo*', 'poraaja*', 'valssaaja*',
  'valssaamo*', 'terästehdas*', 'terästehtaa*', 'sulatto*', 'valimo*', 'valaja*', 'masuuni*', 'metsäkoneenkuljettaja*', 'metsätyöntekijä*',
  'metsuri*', 'sahamestari*', 'sahatyöntekijä*', 'sahalaitos*', 'puunkorjuu*', 'sellutehdas*', 'paperitehdas*', 'puunostaja*', 'kalankasvattaja*',
  'kalankasvatus*', 'kalanviljely*', 'kalastaja*', 'lihanleikkaaja*', 'teurastamo*', 'teurastaja*', 'meijeri*',
  // Czech
  'vedoucí farmy', 'pracovník farmy', 'zemědělský dělník', 'zemědělská dělnice', 'ošetřovatel skotu', 'ošetřovatelka skotu',
  'ošetřovatel zvířat', 'ošetřovatelka zvířat', 'ošetřovatel hospodářských zvířat', 'dojič*', 'kombajnér*', 'chovatel*', 'včelař*',
  'horník*', 'důl', 'střelmistr*', 'lomu', 'důlní*', 'razič*', 'válcíř*', 'válcovn*', 'tavič*', 'hutník*', 'ocelárn*', 'slévač*',
  'slévárn*', 'vysoká pec', 'lesní dělník', 'lesní dělnice', 'dřevorubec*', 'pilař*', 'harvestor*', 'rybář*', 'rybník*', 'řezník*', 'bourač*',
  'jatk*', 'mlékárn*',
  // Hungarian
  'telepvezető*', 'sertéstelep*', 'baromfitelep*', 'tehenészet*', 'mezőgazdasági dolgozó*', 'mezőgazdasági munkás*', 'állatgondozó*', 'traktoros*',
  'kombájnos*', 'fejő', 'méhész*', 'kertészeti dolgozó*', 'növénytermesztő*', 'állattenyésztő*', 'bányász*', 'bányaüzem*', 'robbantómester*', 'robbantó*',
  'kőfejtő*', 'hengerész*', 'hengermű*', 'acélmű*', 'kohász*', 'öntöde*', 'öntőmunkás*', 'olvasztár*', 'erdészeti gépkezelő*', 'erdészeti munkás*',
  'favágó*', 'fűrészüzem*', 'fűrészes*', 'halászati*', 'halgazdaság*', 'haltenyésztő*', 'csontozó*', 'hentes*', 'vágóhíd*', 'tejüzem*',
  // Romanian
  'șef de fermă', 'șefă de fermă', 'fermă de', 'fermă zootehnică', 'muncitor agricol', 'muncitoare agricolă', 'muncitori agricoli', 'îngrijitor animale',
  'îngrijitor de animale', 'îngrijitoare animale', 'mulgător*', 'tractorist*', 'combiner*', 'zootehni*', 'legumicult*', 'mineri',
  'minier', 'minieră', 'artificier*', 'exploatare minieră', 'laminorist*', 'laminor', 'oțelar*', 'oțelărie*', 'furnal*', 'turnător*',
  'turnătorie*', 'siderurgi*', 'topitor*', 'muncitor forestier', 'drujbist*', 'fasonator*', 'gaterist*', 'exploatare forestieră', 'pescar*',
  'acvacultur*', 'tranșator*', 'dezosator*', 'abator*', 'măcelar*',
  // Greek
  'αγρόκτημα*', 'αγροκτήματ*', 'εργάτης γης', 'εργάτρια γης', 'εργάτες γης', 'κτηνοτρόφ*', 'κτηνοτροφ*', 'βοσκ*', 'θερμοκήπι*', 'μελισσοκόμ*',
  'οδηγός τρακτέρ', 'μεταλλωρύχ*', 'μεταλλεί*', 'λατομεί*', 'λατόμ*', 'γομωτ*', 'εξόρυξ*', 'χειριστής έλασης', 'χειρίστρια έλασης', 'έλασης',
  'χαλυβουργ*', 'υψικάμιν*', 'χυτήρι*', 'υλοτόμ*', 'δασεργάτ*', 'πριονιστήρι*', 'ιχθυοκαλλιεργ*', 'υδατοκαλλιεργ*', 'αλιε*', 'σφαγεί*', 'κρεοπώλ*',
  'τυροκόμ*',
  // Ukrainian and Russian
  'ферм*', 'керуючий фермою', 'оператор машинного доїння', 'доїння', 'доярк*', 'тваринник*', 'животновод*', 'зоотехнік*', 'зоотехник*',
  'птахофабрик*', 'птицефабрик*', 'свиноферм*', 'комбайнер*', 'пасічник*', 'пчеловод*', 'теплиц*', 'шахт*', 'гірник*', 'горняк*', 'очисного вибою',
  'маркшейдер*', 'вибухник*', 'підривник*', 'взрывник*', 'бурильник*', 'бурильщик*', 'прохідник*', 'проходчик*', 'рудник*', 'кар\'єр*',
  'сталевар*', 'вальцювальник*', 'вальцовщик*', 'прокатн*', 'доменн*', 'горнов*', 'ливарник*', 'литейщик*', 'плавильник*', 'плавильщик*',
  'лісоруб*', 'лесоруб*', 'вальник лісу', 'вальщик леса', 'лісопил*', 'лесопил*', 'рибовод*', 'рыбовод*', 'рибалк*', 'рыбак*', 'аквакультур*',
  'обвалювальник*', 'обвальщик*', 'жиловщик*', 'бойн*', 'забійн*', 'м\'ясокомбінат*', 'мясокомбинат*', 'сировар*', 'сыродел*',
  // Turkish
  'tarım işçisi', 'tarım işçileri', 'traktör şoförü', 'traktör sürücüsü', 'sağımcı*', 'hayvan bakıcı*', 'besici*', 'seracı*', 'sera işçisi',
  'arıcı*', 'biçerdöver*', 'madenci*', 'maden işçisi', 'maden ocağı', 'ateşleyici*', 'patlatma*', 'taş ocağı', 'sondajcı*', 'haddeci*',
  'haddehane*', 'dökümcü*', 'dökümhane*', 'çelikhane*', 'yüksek fırın*', 'orman işçisi', 'orman işçileri', 'tomrukçu*', 'kereste*',
  'balık çiftliği*', 'su ürünleri*', 'balıkçı*', 'kasap*', 'kesimhane*', 'mezbaha*', 'et parçalama*', 'mandıra*',
  // Arabic
  'مزرعة', 'المزرعة', 'مزارع', 'عامل زراعي', 'عمال زراعيين', 'سائق جرار*', 'مربي ماشية', 'الماشية', 'الدواجن', 'مدجنة', 'نحال', 'منجم', 'المنجم',
  'مناجم', 'عامل منجم', 'محجر', 'المحجر', 'تفجير', 'صهر', 'الصهر', 'مصهر*', 'درفلة', 'الدرفلة', 'مسبك', 'الحديد والصلب', 'مصنع الصلب', 'الغابات',
  'غابات', 'منشرة', 'استزراع سمكي', 'الاستزراع السمكي', 'مزرعة أسماك', 'صياد*', 'مسلخ', 'المسلخ', 'جزار*', 'تقطيع اللحوم',
  // Hebrew
  'מנהל משק', 'מנהלת משק', 'עובד חקלאי', 'עובדת חקלאית', 'עובדים חקלאיים', 'חקלאות', 'רפת', 'רפתן', 'רפתנית', 'לולן', 'מטע', 'מטעים', 'חממה',
  'חממות', 'כוורן', 'כורה', 'כורים', 'מכרה', 'מחצבה', 'חציבה', 'בית יציקה', 'מפעל פלדה', 'התכה', 'ערגול', 'ייעור', 'כורת עצים', 'מנסרה',
  // … and with the preposition the noun takes ("עובד ברפת", "במכרה")
  'ברפת', 'בחקלאות', 'במכרה', 'במחצבה', 'בחממה', 'בחממות', 'במטע', 'במטעים', 'בלול', 'במנסרה', 'במשחטה', 'בבית יציקה',
  'מגדל דגים', 'מגדלת דגים', 'חקלאות ימית', 'בריכות דגים', 'דייג', 'דייגים', 'בית מטבחיים', 'משחטה', 'פירוק בשר',
  // Hindi and Hindi in Latin letters
  'फार्म मैनेजर', 'फार्म प्रबंधक', 'फार्म मजदूर', 'खेतिहर', 'कृषि मजदूर', 'डेयरी फार्म', 'पशुपालन', 'मुर्गी पालन', 'बागान', 'चाय बागान', 'खनन', 'खनिक', 'खदान', 'ब्लास्टर', 'खान प्रबंधक',
  'इस्पात संयंत्र', 'स्टील प्लांट', 'भट्टी', 'ढलाई', 'रोलिंग मिल', 'वन कर्मी', 'लकड़हारा', 'आरा मिल', 'मत्स्य*', 'मछली पालन', 'मछुआरा', 'कसाई',
  'बूचड़खाना', 'khet mazdoor', 'kheti', 'khadan', 'machli palan', 'machhli palan', 'murgi palan', 'pashupalan',
  // Indonesian and Vietnamese
  'kebun', 'perkebunan*', 'kelapa sawit', 'sawit', 'buruh tani', 'mandor panen', 'pemanen*', 'peternakan*', 'peternak*', 'tambang*',
  'pertambangan', 'penambang*', 'juru ledak', 'peledakan', 'alat berat', 'tambak*', 'budidaya*', 'nelayan*', 'pabrik kelapa sawit',
  'penggilingan padi', 'rumah potong*', 'jagal*', 'pabrik baja', 'peleburan*', 'penggergajian*', 'pekerja hutan', 'penebang*', 'trang trại',
  'nông trường', 'công nhân nông*', 'lao động nông nghiệp', 'chăn nuôi', 'nuôi tôm', 'nuôi trồng thủy sản', 'nuôi cá', 'thợ mỏ', 'khai thác mỏ',
  'mỏ than', 'hầm lò', 'nổ mìn', 'luyện thép', 'cán thép', 'xưởng đúc', 'khai thác gỗ', 'xưởng cưa', 'lò mổ', 'giết mổ', 'ngư dân',
  // Korean, Japanese, Chinese
  '농장', '축산', '양돈', '양계', '낙농', '목장', '온실', '광부', '광산', '채굴', '발파', '제강', '압연', '제철', '주조', '벌목', '제재소',
  '양식장', '어부', '도축', '발골', '정육', '農場', '酪農', '畜産', '養豚', '養鶏', '牧場', '農業法人', '農作業', '鉱山', '坑内', '採掘', '発破', '製鋼',
  '圧延', '製鉄', '高炉', '鋳造', '林業', '伐採', '製材', '養殖', '漁業', '漁師', '水産加工', '食肉処理', '精肉', '农场', '养殖', '饲养员', '畜牧',
  '养猪', '养鸡', '奶牛', '牧场', '种植', '矿工', '矿山', '井下', '采矿', '爆破', '炼钢', '轧钢', '钢厂', '炼铁', '高炉', '铸造', '冶炼', '伐木', '林场',
  '锯木', '水产', '渔民', '屠宰', '肉类加工', '矿长', '鉱業所',
]);

/** Veterinarians, foresters and the engineers some languages name geologists, foresters and agronomists: scientists' work, `other`. */
const SCIENTISTS = foldTerms([
  'agronomist*', 'agronome', 'agronomo', 'agronoma', 'agronom', 'agronomin', 'geologist*', 'geologe', 'geologin', 'geologue', 'geologo', 'geologa',
  'geoloog', 'geolog', 'soil scientist*', 'crop scientist*', 'plant breeder*', 'agrarwissenschaftler*', 'agronomis', 'agrónomo', 'agronomka',
  'agronómus', 'agrármérnök*', 'ahli agronomi',
  'veterinarian*', 'veterinary surgeon*', 'vet surgeon*', 'forester*', 'tierarzt', 'tierärztin', 'revierförster*', 'förster', 'försterin',
  'forstingenieur*', 'vétérinaire', 'docteur vétérinaire', 'technicien forestier', 'technicienne forestière', 'ingénieur forestier', 'ingénieure forestière',
  'médico veterinario', 'médica veterinaria', 'ingeniero forestal', 'ingeniera forestal', 'médico veterinário',
  'médica veterinária', 'engenheiro florestal', 'engenheira florestal', 'medico veterinario', 'ingegnere forestale',
  'dottore forestale', 'dierenarts', 'boswachter*', 'bosbeheerder*', 'lekarz weterynarii', 'lekarka weterynarii', 'weterynarz*', 'leśniczy',
  'leśnik', 'inżynier leśnictwa', 'veterinär', 'veterinären', 'skogsinspektor*', 'jägmästare', 'eläinlääkäri', 'tuotantoeläinlääkäri',
  'metsäasiantuntija*', 'metsänhoitaja*', 'veterinární lékař', 'veterinární lékařka', 'veterinář', 'veterinářka', 'lesník', 'lesnice', 'állatorvos', 'erdész',
  'erdészmérnök*', 'medic veterinar', 'medic veterinară', 'pădurar*', 'inginer silvic', 'κτηνίατρ*', 'δασολόγ*', 'δασοπόν*', 'ветеринарний лікар',
  'ветеринарный врач', 'ветеринар', 'лісничий', 'лісник', 'лесничий', 'лесник', 'veteriner hekim*', 'orman mühendisi', 'jeoloji mühendisi',
  'ziraat mühendisi', 'طبيب بيطري', 'طبيبة بيطرية', 'וטרינר', 'וטרינרית', 'पशु चिकित्सक', 'pashu chikitsak', 'dokter hewan',
  'bác sĩ thú y', 'kỹ sư địa chất', 'kỹ sư lâm nghiệp', 'kỹ sư nông học', '수의사', '獣医', '兽医', '地质工程师', '地質技術者', '農業技術者', '普及指導員', '林业工程师',
]);

/** Mining engineers: the engineer's word beats the operations a mine or planning word lent. */
const MINING_ENGINEERS = foldTerms([
  'mining engineer*', 'drill and blast engineer*', 'blast engineer*', 'mine ventilation engineer*',
  'ventilation engineer*', 'geotechnical engineer*', 'ingeniero de minas', 'ingeniera de minas', 'ingeniero de planificación minera',
  'engenheiro de minas', 'engenheira de minas', 'bergbauingenieur*', 'ingénieur des mines', 'ingénieur minier', 'ingegnere minerario',
  'inżynier górnik', 'gruvingenjör*', 'kaivosinsinööri*', 'maden mühendisi', 'مهندس تعدين', 'горный инженер', 'гірничий інженер',
  'insinyur tambang', 'kỹ sư mỏ', '采矿工程师', '鉱山技術者', '채광 엔지니어',
  // metallurgists are engineers (round 33), whatever mill or plant they work in
  'metallurgist*', 'metalurgist*', 'metallurge', 'metallurgin', 'metallurgiste', 'metalurgo', 'metalurga', 'metallurgo', 'metalúrgico de planta',
]);

/** Merchants of grain, oilseeds, cotton, timber and livestock: sellers (w3r's grain merchandiser), in every language. */
const MERCHANTS = foldTerms([
  'grain merchandiser*', 'cotton merchandiser*', 'oilseed merchandiser*', 'oilseeds merchandiser*', 'commodity merchandiser*', 'grain merchant*',
  'cotton merchant*', 'coffee merchant*', 'timber merchant*', 'livestock dealer*', 'cattle dealer*', 'grain originator*', 'getreidehändler*',
  'viehhändler*', 'holzhändler*', 'agrarhändler*', 'négociant en céréales', 'négociante en céréales', 'négociant en grains', 'négociant agricole',
  'courtier en grains', 'courtier en céréales', 'comerciante de granos', 'corredor de granos', 'corredora de granos', 'corredor de cereales',
  'acopiador*', 'originador de grãos', 'originadora de grãos', 'originação de grãos', 'corretor de grãos', 'corretora de grãos',
  'comerciante de grãos', 'commerciante di cereali', 'commerciante di granaglie', 'mediatore di cereali', 'graanhandelaar*', 'veehandelaar*',
  'houthandelaar*', 'handlowiec zbożowy', 'handlowiec zbóż', 'kupiec zbożowy', 'spannmålshandlare*', 'viljakauppias*', 'obchodník s obilím',
  'obchodnice s obilím', 'terménykereskedő*', 'gabonakereskedő*', 'comerciant de cereale', 'έμπορος σιτηρών', 'έμπορος δημητριακών',
  'торговець зерном', 'торговец зерном', 'hububat tüccarı', 'tahıl tüccarı', 'zahire tüccarı', 'تاجر حبوب', 'تاجر غلال', 'סוחר תבואה',
  'סוחרת תבואה', 'अनाज व्यापारी', 'pedagang gabah', 'pedagang beras', 'pedagang hasil bumi', 'thương lái', '곡물 상인', '穀物商', '粮商', '粮食经纪人',
]);

/** A trader in Cyrillic, Hangul or Kana, as the Latin word is read (round 31): finance. */
const TRADERS = foldTerms(['трейдер*', '트레이더', 'トレーダー', '交易员']);

const SCIENTIST_RULE: FunctionRule = classesRule(1, [['other', SCIENTISTS]]);
const PRIMARY_RULE: FunctionRule = classesRule(1, [
  ['engineering', MINING_ENGINEERS],
  ['sales', MERCHANTS],
  ['finance', TRADERS],
  ['operations', WORK],
]);
/** The CJK head of a mine or a farm: a director. */
const HEADS = ['鉱山長', '鉱業所長', '矿长', '农场场长', '场长', '農場長', '牧場長', '농장장', '광산장', '광업소장'];
/** A farm's or an estate's steward named by the manager's noun that reads as no rank ("Керуючий фермою"): a manager. */
const STEWARDS = foldTerms(['керуючий фермою', 'керуючий господарством', 'керуюча фермою', 'управляющий фермой', 'управляющий отделением', 'управляющая фермой']);
const HEAD_SLOT = TERM_GATE.slot(() => ({ anywhere: HEADS }));
const STEWARD_SLOT = TERM_GATE.slot(() => ({ atWordStart: STEWARDS }));

/** What each class beats, found in the role's own segment. */
const BEATS: Readonly<Partial<Record<JobFunction, ReadonlySet<string>>>> = {
  operations: new Set(['other', 'engineering', 'marketing']),
  sales: new Set(['other', 'operations', 'marketing']),
  finance: new Set(['other']),
  engineering: new Set(['other', 'operations']),
};
/** What a scientist's word beats: the operations a farm or mine word lent, an engineer's word where the language names the scientist so. */
const SCIENTIST_BEATS: ReadonlySet<string> = new Set(['operations', 'engineering']);

/** An engineer's noun inside a compound (German, Swedish, Finnish, Czech, Hungarian). */
const ENGINEER_IN_COMPOUND = /ingenieur|ingenjor|insinoori|inzenyr|mernok/u;

function primaryFunction(text: string, fn: JobFunction, seniority: Seniority | null): JobFunction {
  if (SCIENTIST_BEATS.has(fn) || fn === 'other') {
    const scientist = firstMatchInRole(SCIENTIST_RULE, text);
    if (scientist !== null) {
      // An engineer's word outside the scientist's own term keeps engineering ("Engineering Geologist"); inside it, the language
      // names the scientist so ("Jeoloji Mühendisi", "地质工程师").
      const role = roleSegment(text);
      const rest = role.slice(0, scientist.index) + ' ' + role.slice(scientist.index + scientist.length);
      const engineer = fn === 'engineering' && (ENGINEER.test(rest) || ENGINEER_IN_COMPOUND.test(rest));
      return SCIENTIST_BEATS.has(fn) && seniority !== 'c_level' && !engineer ? 'other' : fn;
    }
  }
  const role = firstMatchInRole(PRIMARY_RULE, text);
  // A term only in a later segment fills a member's or a manager's title with no function; a head's later segment names the
  // employer ("VP Legal, perusahaan tambang").
  const fills = fn === 'other' && (seniority === 'ic' || seniority === 'manager');
  const found = role ?? (fills ? firstMatch(PRIMARY_RULE, text) : null);
  if (found === null || found.fn === fn || BEATS[found.fn]?.has(fn) !== true) return fn;
  // An engineer named in the role keeps engineering, whatever work word follows ("Process Engineer – flotation"), also inside a
  // compound ("Gießereiingenieur").
  if (fn === 'engineering' && found.fn === 'operations' && (ENGINEER.test(roleSegment(text)) || ENGINEER_IN_COMPOUND.test(roleSegment(text)))) return fn;
  return found.fn;
}

function readPrimary(text: string, read: TitleClassification): TitleClassification {
  if (read.function === null) return read;
  const fn = primaryFunction(text, read.function, read.seniority);
  const head = (read.seniority === 'ic' || read.seniority === 'manager') && HEADS.some((h) => text.includes(h));
  const steward = read.seniority === 'ic' && STEWARDS.some((s) => text.startsWith(s));
  const seniority = head ? 'director' : steward ? 'manager' : read.seniority;
  return fn === read.function && seniority === read.seniority ? read : { seniority, function: fn };
}

/** Round 39's reading, gated by its rules' terms and the CJK heads' words. */
export const byPrimaryClass: ClassPass = gatedPass([SCIENTIST_RULE, PRIMARY_RULE, HEAD_SLOT, STEWARD_SLOT], readPrimary);
export { PRIMARY_RULE, SCIENTIST_RULE };
