import { memoiseByString } from '../company/memoise';
import { segmentWords } from '../normalise/text';

/*
 * Round 40 (issue #21, pairs40e; the read sets' "Водитель-экспедитор" → "Водій-експедитор", "Кладовщик" → "Комірник", "Cabin
 * Attendant" → "客室乗務員", "Flugfreyja" → "Flight Attendant", "डिलीवरी सहयोगी" → "Delivery Associate", "Flight Dispatcher" →
 * "Aircraft Dispatcher"): the frontline trades every industry employs — cabin crew, drivers, couriers, storekeepers, cashiers,
 * receptionists, waiters, cooks, nurses, security guards, shop-floor sales staff, housekeeping, flight dispatchers — have no
 * role noun of rank (`title-role-ranks.ts` reads coordinators, managers, heads) and the lexicon reads few of them in most
 * languages, so a title put into another language or script, or into the regulator's term, read as a change. A title that is
 * wholly one trade's name (its forms in the 24 languages, English and Russian, gendered forms and common synonyms) restates the
 * other wholly that trade's name: the same role written otherwise. A grade, a rank or a unit beside it is no whole name (a head
 * cashier, a senior nurse, a purser stay to the older rules).
 */
const TRADES: Readonly<Record<string, string>> = {
  cabin_crew:
    'flight attendant|cabin attendant|cabin crew|cabin crew member|steward|stewardess|air hostess|flugbegleiter|flugbegleiterin|hotesse de l air|steward de l air|personnel navigant commercial|azafata|azafata de vuelo|auxiliar de vuelo|tripulante de cabina|tripulante de cabina de pasajeros|tcp|comissario de bordo|comissaria de bordo|tripulante de cabine|assistente di volo|cabinepersoneel|stewardesa|flygvardinna|kabinpersonal|kabinansatt|flyvertinne|kabinepersonale|lentoemanta|stuertti|letuska|stevard|legiutas kisero|insotitor de zbor|insotitoare de zbor|αεροσυνοδος|бортпровідник|бортпровідниця|стюардеса|бортпроводник|бортпроводница|стюардесса|kabin memuru|hostes|مضيف طيران|مضيفة طيران|مضيفة جوية|דייל|דיילת|דייל אוויר|דיילת אוויר|विमान परिचारिका|फ्लाइट अटेंडेंट|एयर होस्टेस|pramugari|pramugara|awak kabin|tiep vien hang khong|승무원|객실승무원|스튜어디스|客室乗務員|キャビンアテンダント|フライトアテンダント|空乘|空乘人员|空中乘务员|乘务员|flugfreyja|flugþjónn',
  driver:
    'driver|chauffeur|truck driver|lorry driver|hgv driver|fahrer|fahrerin|kraftfahrer|kraftfahrerin|berufskraftfahrer|lkw fahrer|conducteur|conductrice|chauffeur poids lourd|chofer|camionero|motorista|autista|vrachtwagenchauffeur|kierowca|chauffor|lastbilschauffor|kuljettaja|autonkuljettaja|ridic|ridicka|sofor|gepkocsivezeto|sofer|οδηγος|водій|водитель|surucu|سائق|נהג|נהגת|चालक|ड्राइवर|sopir|supir|pengemudi|tai xe|운전기사|운전원|ドライバー|運転手|司机',
  driver_forwarder: 'driver forwarder|driver expeditor|водій експедитор|водитель экспедитор|kierowca spedytor|fahrer auslieferer',
  courier:
    'courier|delivery associate|delivery partner|delivery executive|delivery agent|delivery rider|delivery driver|kurier|kurierin|zusteller|zustellerin|paketzusteller|paketzustellerin|livreur|livreuse|coursier|coursiere|repartidor|repartidora|mensajero|mensajera|entregador|entregadora|estafeta|corriere|fattorino|bezorger|koerier|kurir|bud|budbilsforare|lahetti|kuriiri|kuryr|futar|curier|κουριερ|διανομεας|курєр|кур єр|курьер|kurye|مندوب توصيل|عامل توصيل|שליח|שליחה|डिलीवरी सहयोगी|डिलीवरी एसोसिएट|डिलीवरी पार्टनर|डिलीवरी एक्जीक्यूटिव|कूरियर|delivery sahayogi|nhan vien giao hang|shipper|배달원|택배기사|配達員|配送員|快递员|配送员|骑手',
  storekeeper:
    'storekeeper|store keeper|warehouse keeper|stock keeper|stockkeeper|storeman|warehouse clerk|кладовщик|кладовщица|комірник|комірниця|lagerist|lageristin|magaziner|magasinier|magasiniere|almacenista|almacenero|almoxarife|estoquista|magazziniere|magazziniera|magazijnier|magazijnmedewerker|magazynier|magazynierka|lagerarbetare|varastotyontekija|varastomies|skladnik|skladnice|raktaros|magazioner|gestionar depozit|αποθηκαριος|depocu|أمين مخزن|أمين مستودع|אמין מחסן|מחסנאי|भंडारपाल|स्टोरकीपर|petugas gudang|thu kho|창고관리원|倉庫作業員|仓管员|仓库管理员|倉管員',
  cashier:
    'cashier|checkout operator|kassierer|kassiererin|caissier|caissiere|hote de caisse|hotesse de caisse|cajero|cajera|operador de caixa|operadora de caixa|cassiere|cassiera|kassamedewerker|kasjer|kasjerka|kassor|kassabitrade|kassatyontekija|kassamyyja|pokladni|penztaros|casier|casiera|ταμιας|касир|касирка|кассир|kasiyer|أمين صندوق|كاشير|קופאי|קופאית|कैशियर|kasir|thu ngan|캐셔|계산원|レジ係|レジスタッフ|收银员|收銀員',
  receptionist:
    'receptionist|front desk agent|front desk clerk|front desk associate|rezeptionist|rezeptionistin|receptionniste|agent d accueil|hote d accueil|hotesse d accueil|recepcionista|rececionista|addetto al ricevimento|addetta al ricevimento|receptioniste|receptiemedewerker|recepcjonista|recepcjonistka|vastaanottovirkailija|respaattori|recepcni|recepcios|receptioner|receptionera|ρεσεψιονιστ|υπαλληλος υποδοχης|адміністратор рецепції|ресепшніст|администратор ресепшн|resepsiyonist|on buro gorevlisi|موظف استقبال|موظفة استقبال|פקיד קבלה|פקידת קבלה|रिसेप्शनिस्ट|resepsionis|le tan|리셉셔니스트|フロントスタッフ|前台接待',
  waiter:
    'waiter|waitress|kellner|kellnerin|serveur|serveuse|camarero|camarera|mesero|mesera|garcom|garconete|empregado de mesa|empregada de mesa|cameriere|cameriera|ober|serveerster|kelner|kelnerka|servitor|servitris|tarjoilija|cisnik|cisnice|pincer|ospatar|ospatarita|σερβιτορος|σερβιτορα|офіціант|офіціантка|официант|официантка|garson|نادل|نادلة|מלצר|מלצרית|वेटर|pelayan restoran|boi ban|웨이터|ウェイター|ウェイトレス|餐厅服务员',
  cook:
    'cook|line cook|koch|kochin|cuisinier|cuisiniere|cocinero|cocinera|cozinheiro|cozinheira|cuoco|cuoca|kok|kucharz|kucharka|kock|kokki|kuchar|kucharka|szakacs|bucatar|bucatareasa|μαγειρας|кухар|кухарка|повар|asci|طباخ|טבח|טבחית|रसोइया|juru masak|dau bep|요리사|조리사|調理師|コック|厨师|廚師',
  nurse:
    'nurse|registered nurse|krankenpfleger|krankenpflegerin|krankenschwester|pflegefachkraft|pflegefachfrau|pflegefachmann|infirmier|infirmiere|enfermero|enfermera|enfermeiro|enfermeira|infermiere|infermiera|verpleegkundige|pielegniarka|pielegniarz|sjukskoterska|sairaanhoitaja|zdravotni sestra|vseobecna sestra|apolo|apolono|asistent medical|asistenta medicala|νοσηλευτης|νοσηλευτρια|медсестра|медична сестра|медицинская сестра|hemsire|ممرض|ممرضة|אח|אחות|नर्स|perawat|y ta|dieu duong|간호사|看護師|护士|護士',
  security_guard:
    'security guard|security officer|sicherheitsmitarbeiter|sicherheitsmitarbeiterin|wachmann|agent de securite|vigilante de seguridad|guardia de seguridad|vigilante|guardia giurata|beveiliger|ochroniarz|pracownik ochrony|vaktare|ordningsvakt|vartija|strazny|biztonsagi or|agent de securitate|φυλακας|охоронець|охранник|guvenlik gorevlisi|حارس أمن|מאבטח|מאבטחת|सुरक्षा गार्ड|satpam|petugas keamanan|bao ve|경비원|보안요원|警備員|保安',
  shop_sales:
    'sales associate|sales assistant|shop assistant|retail associate|store associate|retail sales associate|verkaufer|verkauferin|vendeur|vendeuse|conseiller de vente|conseillere de vente|dependiente|dependienta|atendente de loja|commesso|commessa|addetto alle vendite|addetta alle vendite|verkoopmedewerker|winkelmedewerker|sprzedawca|sprzedawczyni|butikssaljare|butiksmedarbetare|myyja|prodavac|prodavacka|elado|vanzator|vanzatoare|πωλητης|πωλητρια|продавець|продавчиня|продавець консультант|продавец|продавец консультант|satis danismani|satis personeli|بائع|بائعة|מוכר|מוכרת|विक्रेता|सेल्स एसोसिएट|pramuniaga|nhan vien ban hang|판매원|판매사원|販売員|販売スタッフ|店员|导购|營業員',
  housekeeping:
    'room attendant|housekeeping attendant|chambermaid|zimmermadchen|femme de chambre|valet de chambre|camarera de pisos|camareira|cameriera ai piani|kamermeisje|pokojowa|kerroshoitaja|pokojska|szobalany|camerista|καμαριερα|покоївка|горничная|kat gorevlisi|חדרנית|हाउसकीपर|nhan vien buong phong|룸메이드|ルームメイド|客室清掃員|客房服务员',
  flight_dispatcher:
    'flight dispatcher|aircraft dispatcher|flight operations officer|flugdienstberater|flugdienstberaterin|agent technique d exploitation|despachador de vuelo|despachante operacional de voo|dyspozytor lotniczy|lentoreittisuunnittelija|диспетчер з організації польотів|운항관리사|運航管理者|签派员|簽派員',
};

let byForm: Map<string, Set<string>> | null = null;

/** Every form, folded as a title's words are, with the trades it names; built on first use. */
function forms(): ReadonlyMap<string, ReadonlySet<string>> {
  if (byForm !== null) return byForm;
  byForm = new Map();
  for (const [trade, list] of Object.entries(TRADES)) {
    for (const form of list.split('|')) {
      const key = segmentWords(form).join(' ');
      if (key === '') continue;
      const set = byForm.get(key) ?? new Set<string>();
      set.add(trade);
      byForm.set(key, set);
    }
  }
  return byForm;
}

/** A title's trades (wholly one trade's name) and the words after it, read once per title; null when it names none. */
const readingOf = memoiseByString((title: string): { readonly trades: ReadonlySet<string>; readonly tail: string } | null => {
  const m = /\s[–—-]\s|[|,(（]/u.exec(title);
  const role = m === null ? title : title.slice(0, m.index);
  const trades = forms().get(segmentWords(role).join(' '));
  if (trades === undefined) return null;
  return { trades, tail: m === null ? '' : segmentWords(title.slice(m.index)).join(' ') };
});

/** Two titles each wholly one frontline trade's name, the same trade, with the same words after it (if any): one role. */
export function tradeRoleRestated(a: string, b: string): boolean {
  const x = readingOf(a);
  if (x === null) return false;
  const y = readingOf(b);
  return y !== null && x.tail === y.tail && [...x.trades].some((t) => y.trades.has(t));
}
