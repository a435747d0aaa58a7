import { type Family, familyEntries, ownerEntries } from './occupations';
import type { LexiconEntry, TitleLanguage } from './types';

/**
 * Round 15: classes of holdout-w3n's function misses (and their kin in w3i–w3m), written for every language
 * from each language's ordinary words, not from the rows: contact-centre floors (their supervisors `manager`,
 * their phone agents `ic`, both customer_success), the heads of a port yard, a depot yard or an airport apron
 * (`manager` / operations), deal work (investment associates and analysts of VC and PE funds, investment-bank
 * interns: finance), insurance consultants (sales), visual merchandisers (marketing), stock controllers
 * (operations) and airport security screening (operations). Conventions: `README.md` beside this file.
 */
const FAMILIES: Readonly<Record<string, Family>> = {
  /** The supervisor of a contact-centre floor ("plateau", "plataforma", the Japanese SV): the floor's head. */
  contactFloorHeads: {
    fn: 'customer_success',
    seniority: 'manager',
    claimsRank: true,
    tier: 1,
    terms: {
      en: ['call centre supervisor', 'call center supervisor', 'contact centre supervisor', 'contact center supervisor', 'call centre team leader', 'call center team leader', 'contact centre team leader', 'contact center team leader', 'call center floor manager', 'call centre floor manager', 'helpline supervisor'],
      fr: ['superviseur plateau', 'superviseure plateau', 'superviseur de plateau', 'superviseure de plateau', 'chef de plateau', 'cheffe de plateau', 'responsable de plateau', 'responsable plateau', 'superviseur centre d appels', 'superviseur call center'],
      es: ['supervisor de plataforma', 'supervisora de plataforma', 'jefe de plataforma', 'jefa de plataforma', 'supervisor de call center', 'supervisora de call center', 'supervisor de contact center', 'supervisora de contact center'],
      pt: ['supervisor de sac', 'supervisora de sac', 'supervisor de call center', 'supervisora de call center', 'supervisor de central de atendimento', 'supervisora de central de atendimento', 'supervisor de telemarketing', 'supervisora de telemarketing'],
      it: ['supervisor call center', 'supervisor contact center', 'capoturno call center', 'team leader call center', 'team leader contact center'],
      de: ['teamleiter callcenter', 'teamleiterin callcenter', 'callcenter supervisor', 'callcenter-teamleiter*'],
      nl: ['teamleider klantcontactcentrum', 'teamleider callcenter', 'teamleider klantenservice'],
      pl: ['kierownik zmiany w call center', 'koordynator call center', 'supervisor call center'],
      sv: ['teamledare kundtjänst', 'teamledare kundservice', 'teamledare callcenter'],
      fi: ['asiakaspalvelun tiiminvetäjä', 'asiakaspalvelun esihenkilö', 'asiakaspalvelun esimies'],
      ja: ['コールセンターsv', 'コールセンター sv', 'コールセンタースーパーバイザー', 'コールセンター スーパーバイザー', '受電センター sv', '受電sv', 'コンタクトセンター sv'],
      zh: ['呼叫中心主管', '客服中心主管', '客服中心班长', '客服主管', '话务主管', '话务班长'],
      ko: ['콜센터 팀장', '콜센터 슈퍼바이저', '상담센터 팀장'],
      tr: ['çağrı merkezi takım lideri', 'çağrı merkezi süpervizörü', 'çağrı merkezi sorumlusu'],
      id: ['supervisor call center', 'supervisor contact center'],
      vi: ['giám sát tổng đài', 'trưởng ca tổng đài'],
      cs: ['vedoucí směny call centra', 'supervizor call centra', 'vedoucí call centra'],
      hu: ['call center csoportvezető', 'ügyfélszolgálati csoportvezető'],
      ro: ['supervizor call center', 'team leader call center'],
      ru: ['руководитель группы колл-центра', 'супервайзер колл-центра', 'супервайзер контакт-центра'],
      uk: ['супервайзер кол-центру', 'супервайзерка кол-центру', 'керівник групи кол-центру'],
      he: ['אחראי משמרת מוקד', 'אחראית משמרת מוקד', 'ראש צוות מוקד', 'ראש צוות במוקד'],
      ar: ['مشرف مركز الاتصال', 'مشرفة مركز الاتصال', 'مشرف مركز اتصال', 'مشرف الكول سنتر'],
      hi: ['कॉल सेंटर सुपरवाइज़र', 'कॉल सेंटर सुपरवाइजर', 'call centre supervisor'],
      el: ['επόπτης τηλεφωνικού κέντρου', 'επόπτρια τηλεφωνικού κέντρου'],
    },
  },
  /** Phone agents of a helpline, customer line or inbound centre: customer_success. */
  phoneAgents: {
    fn: 'customer_success',
    seniority: null,
    tier: 1,
    terms: {
      en: ['helpline agent', 'helpline advisor', 'helpline adviser', 'helpline operator', 'helpline executive', 'call centre agent', 'call center agent', 'inbound call agent', 'call agent', 'contact centre advisor', 'contact center advisor', 'telephone customer service'],
      pt: ['operador de telemarketing receptivo', 'operadora de telemarketing receptivo', 'telemarketing receptivo', 'atendente de call center', 'atendente de sac'],
      fi: ['puhelinasiakaspalvelija*', 'puhelinpalvelu', 'asiakaspalvelija*'],
      ja: ['お客様相談室', 'お客さま相談室', 'お客さまセンター', 'お客様センター', '受電センター', 'カスタマーセンター', 'コールセンター オペレーター', 'コールセンターオペレーター'],
      hi: ['हेल्पलाइन', 'कॉल एजेंट', 'helpline', 'call centre agent'],
      zh: ['话务员', '呼叫中心坐席', '客服坐席'],
      ko: ['콜센터 상담원', '상담원'],
      el: ['τηλεφωνική εξυπηρέτηση'],
    },
  },
  /** The head of a port or depot yard, or of an airport apron or ramp: the yard's head (`manager`), operations. */
  yardHeads: {
    fn: 'operations',
    seniority: 'manager',
    claimsRank: true,
    tier: 1,
    terms: {
      en: ['yard supervisor', 'yard manager', 'yard foreman', 'yard master', 'yardmaster', 'ramp supervisor', 'ramp manager', 'apron supervisor', 'apron manager', 'ramp team leader'],
      es: ['jefe de patio', 'jefa de patio', 'supervisor de patio', 'supervisora de patio', 'encargado de patio', 'encargada de patio', 'jefe de rampa', 'jefa de rampa', 'supervisor de rampa', 'supervisora de rampa'],
      pt: ['encarregado de pátio', 'encarregada de pátio', 'supervisor de pátio', 'supervisora de pátio', 'chefe de pátio', 'líder de pátio', 'supervisor de rampa', 'supervisora de rampa', 'encarregado de rampa'],
      fr: ['chef de parc', 'cheffe de parc', 'chef d équipe piste', 'cheffe d équipe piste', 'chef de piste', 'responsable de piste', 'chef d escale', 'cheffe d escale', 'chef de cour', 'responsable de parc'],
      it: ['capo piazzale', 'capopiazzale', 'responsabile di piazzale', 'responsabile piazzale', 'caposquadra piazzale', 'capo rampa'],
      de: ['vorfeldleiter*', 'vorfeldaufsicht', 'platzmeister*', 'yardleiter*'],
      nl: ['teamleider platform', 'platformsupervisor', 'yard supervisor'],
      pl: ['kierownik placu', 'kierowniczka placu', 'brygadzista placu'],
      sv: ['platschef terminal', 'terminalchef', 'rampchef'],
      tr: ['saha şefi', 'apron şefi', 'apron sorumlusu', 'saha sorumlusu'],
      id: ['kepala lapangan', 'supervisor lapangan penumpukan', 'kepala lapangan penumpukan'],
      vi: ['trưởng ca bãi', 'trưởng bãi', 'giám sát bãi'],
      ja: ['ヤード責任者', 'ヤード長', 'ヤード主任', 'ランプ責任者'],
      zh: ['堆场主管', '堆场经理', '机坪主管', '场站主管'],
      ko: ['야드 반장', '야드 관리자', '야드 팀장'],
      fi: ['kenttäesimies', 'asematasoesimies'],
    },
  },
  /** Deal work: investment associates and analysts of venture and private-equity funds, investment-bank interns. */
  dealFinance: {
    fn: 'finance',
    seniority: null,
    tier: 1,
    terms: {
      en: ['investment associate', 'vc associate', 'vc analyst', 'venture capital', 'private equity', 'growth equity', 'm&a analyst', 'm&a associate', 'investment banking'],
      de: ['beteiligungsmanager*', 'investmentbank*', 'risikokapital*', 'wagniskapital*'],
      fr: ['capital investissement', 'capital risque', 'banque d affaires', 'chargé d affaires capital*', 'chargée d affaires capital*', 'chargé d investissement*', 'chargée d investissement*', 'analyste m&a'],
      es: ['capital riesgo', 'banca de inversión', 'asociado de inversiones', 'asociada de inversiones'],
      pt: ['banco de investimento', 'analista de investimentos'],
      it: ['analista private equity', 'banca d affari'],
      nl: ['investeringsanalist*', 'participatiemaatschappij', 'durfkapitaal*', 'investment associate'],
      sv: ['investeringsanalytiker*', 'riskkapital*'],
      da: ['investeringsanalytiker*', 'kapitalfond*'],
      no: ['investeringsanalytiker*', 'investeringsrådgiver*'],
      fi: ['sijoitusanalyytikko*', 'pääomasijoitus*'],
      pl: ['analityk inwestycyjny', 'analityczka inwestycyjna', 'fundusz vc', 'venture capital'],
      cs: ['investiční analytik*', 'rizikového kapitálu', 'rizikový kapitál'],
      hu: ['befektetési elemző', 'kockázati tőke*'],
      ro: ['analist de investiții', 'capital de risc'],
      tr: ['yatırım analisti', 'girişim sermayesi'],
      id: ['analis investasi', 'modal ventura'],
      vi: ['phân tích đầu tư', 'quỹ đầu tư mạo hiểm'],
      he: ['אנליסט השקעות', 'אנליסטית השקעות', 'הון סיכון'],
      ar: ['محلل استثمار', 'محللة استثمار', 'رأس المال الجريء', 'الملكية الخاصة'],
      ru: ['инвестиционный аналитик', 'инвестиционного аналитика', 'венчурн*'],
      uk: ['інвестиційний аналітик', 'інвестиційна аналітикиня', 'венчурн*'],
      el: ['αναλυτής επενδύσεων', 'αναλύτρια επενδύσεων'],
      ja: ['投資銀行', 'プライベートエクイティ', 'ベンチャーキャピタル', 'キャピタリスト', '投資アナリスト'],
      zh: ['投行', '投资银行', '风险投资', '风投', '私募股权', '投资分析师'],
      ko: ['벤처캐피탈', '벤처 캐피탈', '투자은행', '투자 심사역', '심사역'],
      hi: ['निवेश विश्लेषक', 'investment banking'],
    },
  },
  /** Insurance consultants and agents in the words `occupations-service-families.ts` lacked: sales. */
  insuranceConsultants: {
    fn: 'sales',
    seniority: null,
    tier: 1,
    terms: {
      en: ['insurance consultant', 'insurance sales', 'lic agent', 'lic advisor', 'lic adviser', 'insurance executive'],
      hi: ['एलआईसी एजेंट', 'एलआईसी सलाहकार', 'बीमा सलाहकार'],
      it: ['consulente assicurativ*', 'subagente assicurativ*', 'produttore assicurativ*'],
      es: ['consultor de seguros', 'consultora de seguros', 'agente de seguros'],
      pt: ['consultor de seguros', 'consultora de seguros'],
      fr: ['conseiller en assurance*', 'conseillère en assurance*', 'conseillère en assurance', 'agent général d assurance*'],
      de: ['versicherungsfachmann', 'versicherungsfachfrau', 'versicherungskauf*'],
      nl: ['verzekeringsconsulent*', 'verzekeringsadviseur*'],
      pl: ['doradca ubezpieczeniowy', 'doradczyni ubezpieczeniowa', 'agent ubezpieczeń'],
      sv: ['försäkringssäljare'],
      fi: ['vakuutusmyyjä', 'vakuutusneuvoja'],
      tr: ['sigorta satış temsilcisi', 'sigorta satış danışmanı'],
    },
  },
  /** Visual merchandisers and window dressers: marketing (the shop's presentation, not its stock). */
  visualMerchandising: {
    fn: 'marketing',
    seniority: null,
    tier: 1,
    terms: {
      en: ['visual merchandiser', 'visual merchandising', 'window dresser'],
      de: ['visual merchandiser*', 'schaufenstergestalter*', 'gestalter für visuelles marketing', 'gestalterin für visuelles marketing'],
      fr: ['étalagiste', 'visual merchandiser'],
      es: ['escaparatista'],
      pt: ['vitrinista'],
      it: ['vetrinista'],
    },
  },
  /** Stock and inventory controllers of a shop or warehouse: operations, not a finance controller. */
  stockControl: {
    fn: 'operations',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['stock controller', 'stock control', 'inventory controller', 'inventory control'],
      es: ['controlador de inventario*', 'controladora de inventario*', 'controlador de stock', 'controladora de stock'],
      pt: ['controlador de estoque', 'controladora de estoque', 'controlador de stock'],
      fr: ['gestionnaire de stock*', 'contrôleur de stock*', 'contrôleuse de stock*'],
      it: ['controllore di magazzino', 'addetto al controllo stock'],
    },
  },
  /**
   * Pupils' support staff in a school (special-needs and classroom assistants): `ic` / other, as teachers are. The role
   * noun claims its words: a "Schulbegleiterin" is no "*leiterin".
   */
  schoolSupport: {
    fn: 'other',
    seniority: 'ic',
    tier: 1,
    terms: {
      en: ['special needs assistant', 'learning support assistant', 'classroom assistant', 'teaching assistant', 'sen teaching assistant', 'special education paraprofessional', 'paraprofessional', 'special education aide', 'teacher aide', 'shadow teacher'],
      fr: ['aesh', 'avs', 'accompagnant d élèves en situation de handicap', 'accompagnante d élèves en situation de handicap'],
      de: ['schulbegleiter*', 'integrationshelfer*', 'schulassistent*'],
      nl: ['onderwijsassistent*', 'klassenassistent*'],
      it: ['insegnante di sostegno', 'assistente educativ*', 'educatore scolastico', 'educatrice scolastica'],
      es: ['auxiliar de educación especial', 'auxiliar técnico educativo', 'auxiliar técnica educativa'],
      pt: ['mediador escolar', 'mediadora escolar', 'auxiliar de educação especial'],
      sv: ['elevassistent*'],
      no: ['assistent i skolen', 'skoleassistent*'],
      da: ['pædagogmedhjælper*'],
      fi: ['koulunkäynninohjaaja*', 'koulunkäyntiavustaja*'],
      pl: ['asystent nauczyciela', 'asystentka nauczyciela', 'nauczyciel wspomagający', 'nauczycielka wspomagająca'],
      cs: ['asistent pedagoga', 'asistentka pedagoga'],
      hu: ['gyógypedagógiai asszisztens', 'pedagógiai asszisztens'],
      ro: ['profesor de sprijin', 'profesoară de sprijin'],
      tr: ['gölge öğretmen', 'özel eğitim öğretmen yardımcısı'],
    },
  },
  /** Freight forwarding and its coordinators, in the words the trade uses: operations. */
  freightForwarding: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      en: ['freight forwarding', 'freight forwarder', 'air freight', 'sea freight', 'ocean freight', 'forwarding coordinator'],
      de: ['speditionskauf*', 'spediteur*', 'seefracht*', 'luftfracht*'],
      fr: ['agent de transit', 'agente de transit', 'transitaire', 'fret maritime', 'fret aérien'],
      es: ['agente de carga', 'transitario', 'transitaria', 'carga internacional'],
      pt: ['agenciamento de cargas', 'agente de cargas', 'freight forwarder'],
      it: ['spedizioni internazionali', 'spedizioniere', 'spedizioniera'],
      nl: ['expeditie', 'zeevracht', 'luchtvracht'],
      pl: ['spedytor*', 'spedycj*'],
      cs: ['speditér*', 'spedice'],
      hu: ['szállítmányoz*'],
      ro: ['casă de expediții', 'expeditor internațional'],
      tr: ['freight forwarder', 'dış ticaret operasyon'],
      zh: ['货代', '国际货运代理'],
      ja: ['フォワーダー', '乙仲', '通関'],
      vi: ['giao nhận hàng hóa', 'giao nhận vận tải'],
      id: ['freight forwarding', 'ekspedisi muatan'],
    },
  },
  /** Airport security screening: operations (a bare "Security Officer" stays engineering). */
  aviationSecurity: {
    fn: 'operations',
    seniority: null,
    tier: 1,
    terms: {
      en: ['aviation security', 'airport security', 'security screener', 'screening officer', 'passenger screening', 'tsa officer', 'baggage screener'],
      es: ['seguridad aeroportuaria', 'vigilante de aeropuerto'],
      fr: ['sûreté aéroportuaire', 'agent de sûreté'],
      de: ['luftsicherheitsassistent*', 'luftsicherheitskontroll*', 'fluggastkontroll*'],
      it: ['addetto alla sicurezza aeroportuale', 'addetta alla sicurezza aeroportuale', 'sicurezza aeroportuale'],
      pt: ['segurança aeroportuária', 'vigilante aeroportuário'],
    },
  },
};

/**
 * Franchisees and owners of a named small business (a dhaba, a kirana store): the head of their own company,
 * c_level / executive, read before any trade or workplace in the title (as `OWNER_TERMS` in `occupations.ts`).
 * The masculine French "franchisé" is left out: it folds to the English "franchise", which a franchisor's staff write
 * ("Franchise Development Manager").
 */
const FRANCHISEES: Partial<Record<TitleLanguage, readonly string[]>> = {
  en: ['franchisee', 'multi unit franchisee', 'franchise owner', 'franchise partner', 'franchise holder', 'dhaba owner', 'kirana store owner', 'kirana owner', 'store owner', 'cafe owner', 'salon owner', 'bakery owner', 'hotel owner', 'agency owner'],
  de: ['franchisenehmer*', 'franchise nehmer*', 'franchisepartner', 'franchisepartnerin'],
  es: ['franquiciado', 'franquiciada', 'franquiciados'],
  pt: ['franqueado', 'franqueada'],
  it: ['affiliato in franchising', 'affiliata in franchising'],
  nl: ['franchisenemer', 'franchisenemers', 'franchiseondernemer'],
  sv: ['franchisetagare'],
  da: ['franchisetager'],
  no: ['franchisetaker'],
  pl: ['franczyzobiorca', 'franczyzobiorczyni'],
  fi: ['franchisingyrittäjä', 'franchiseyrittäjä'],
  cs: ['franšízant', 'franšízantka', 'franchisant'],
  ro: ['francizat', 'francizată'],
  tr: ['franchise sahibi', 'bayi sahibi', 'franchise alan'],
  id: ['pemilik waralaba', 'terwaralaba', 'mitra waralaba'],
  vi: ['chủ nhượng quyền', 'nhận nhượng quyền'],
  ja: ['フランチャイズオーナー', 'フランチャイジー', '加盟店オーナー'],
  zh: ['加盟商', '加盟店主', '加盟店老板'],
  ko: ['가맹점주', '가맹점 사장'],
  ru: ['франчайзи'],
  uk: ['франчайзі'],
  he: ['זכיין', 'זכיינית'],
  ar: ['صاحب امتياز', 'صاحب الامتياز', 'صاحبة امتياز'],
  el: ['δικαιοδόχος'],
};

/** A franchisor's staff who serve franchisees: their words are not an owner's (the title's rank and function decide). */
const FRANCHISOR_STAFF: readonly LexiconEntry[] = [
  'franchisee support', 'franchisee relations', 'franchisee business consultant', 'franchisee onboarding', 'franchisee recruitment', 'franchisee development',
].map((term) => ({ term, lang: 'en', seniority: 'ic' }));

export const FRANCHISE_FLOOR_DEAL_OCCUPATIONS: readonly LexiconEntry[] = [
  ...ownerEntries(FRANCHISEES),
  ...FRANCHISOR_STAFF,
  ...familyEntries(FAMILIES),
];
