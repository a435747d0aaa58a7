/**
 * Round 40 (issue #21, pairs40m; read set w3k's bank officer who translated for a publisher as "Dịch giả (cộng tác)" and then
 * joined it full time, read as a promotion at the publisher): work done for an organisation as an outside collaborator — a
 * freelance contributor, translator or correspondent on its list, not its employee — written as each language writes it. It
 * is part-time work beside a job (`side-roles.ts`, kind `part_time`): never the person's main job while another is current, so
 * a full-time entry that later starts there is a move. The generic words for an employee ("colaborador", "Mitarbeiter",
 * "collaborateur") are only listed with "external" or "free".
 */
export const COLLABORATOR_TERMS: Readonly<Record<string, readonly string[]>> = {
  en: ['external collaborator', 'contributing writer', 'contributing editor', 'freelance contributor', 'stringer'],
  de: ['freier mitarbeiter', 'freie mitarbeiterin', 'freier autor', 'freie autorin', 'externer mitarbeiter', 'externe mitarbeiterin'],
  fr: ['pigiste', 'collaborateur externe', 'collaboratrice externe', 'collaborateur extérieur', 'collaboratrice extérieure'],
  es: ['colaborador externo', 'colaboradora externa', 'colaborador freelance', 'colaboradora freelance'],
  pt: ['colaborador externo', 'colaboradora externa', 'colaborador freelance', 'colaboradora freelance', 'frila'],
  it: ['collaboratore esterno', 'collaboratrice esterna', 'collaboratore freelance', 'collaboratrice freelance'],
  nl: ['externe medewerker', 'freelance medewerker', 'vaste freelancer'],
  pl: ['współpraca zewnętrzna', 'współpracownik zewnętrzny', 'współpracowniczka zewnętrzna', 'umowa zlecenie', 'na zlecenie'],
  sv: ['extern medarbetare', 'frilansmedarbetare'],
  fi: ['ulkopuolinen avustaja', 'freelance avustaja'],
  cs: ['externí spolupracovník', 'externí spolupracovnice', 'externista', 'externistka'],
  sk: ['externý spolupracovník', 'externá spolupracovníčka'],
  hu: ['külsős munkatárs', 'külső munkatárs', 'megbízásos'],
  ro: ['colaborator extern', 'colaboratoare externă'],
  el: ['εξωτερικός συνεργάτης', 'εξωτερική συνεργάτιδα'],
  uk: ['позаштатний', 'позаштатна', 'позаштатний автор', 'позаштатна авторка'],
  ru: ['внештатный', 'внештатная', 'внештатный автор', 'внештатный корреспондент'],
  tr: ['dış kaynak', 'serbest muhabir', 'serbest yazar', 'serbest çevirmen'],
  ar: ['متعاون', 'متعاونة', 'مراسل متعاون'],
  he: ['כותב חיצוני', 'כותבת חיצונית', 'מתרגם חיצוני', 'מתרגמת חיצונית'],
  hi: ['स्वतंत्र लेखक', 'अनुबंध पर'],
  id: ['kontributor lepas', 'penulis lepas', 'penerjemah lepas', 'mitra lepas'],
  vi: ['cộng tác', 'cộng tác viên'],
  ko: ['객원', '외부 협력', '프리랜서 기고'],
  ja: ['業務委託', '外部協力', '寄稿者'],
  zh: ['特约', '外聘', '兼职译者'],
};
