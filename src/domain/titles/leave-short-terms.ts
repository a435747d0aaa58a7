/**
 * Round 40 (issue #21, pairs40m; read set w3l's "Rodičovská" with "mateřská / rodičovská 🍼", and "Herstel" with no title, read
 * as moves): a leave or a recovery written short, as people write the whole entry — the Czech "rodičovská" for
 * "rodičovská dovolená", the Polish "macierzyński" for "urlop macierzyński", the Dutch "herstel" (recovery) — in the
 * languages of the profiles. Read by `non-job.ts` only as the whole employer of an entry with no company page, with no title
 * or a title of the same words (a pictograph set aside) or a title holding them and naming no role; the same words name
 * businesses and trades ("Herstel & Onderhoud BV", "Recovery Support Worker", "Reha-Zentrum"), which have a page, a longer
 * name or a role. The full phrases are `entry-terms.ts` `LEAVE_TERMS` and `break-terms.ts` `SICK_LEAVE_TERMS`.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

export const LEAVE_SHORT_TERMS: Terms = {
  en: ['maternity', 'paternity', 'parental', 'mat leave', 'pat leave', 'baby leave', 'motherhood', 'fatherhood', 'recovery', 'rehab', 'rehabilitation', 'healing', 'recuperation', 'recuperating', 'convalescing'],
  de: ['mutterschaft', 'vaterschaft', 'mutterzeit', 'babypause', 'reha', 'rehabilitation', 'kur', 'erholung', 'erholungsphase', 'erholungszeit'],
  fr: ['paternité', 'congé mat', 'congé pat', 'bébé', 'rétablissement', 'récupération', 'rééducation', 'repos', 'soins'],
  es: ['paternidad', 'recuperación', 'rehabilitación', 'reposo', 'licencia', 'baja'],
  pt: ['paternidade', 'recuperação', 'reabilitação', 'repouso', 'licença', 'afastamento', 'afastada', 'afastado'],
  it: ['paternità', 'recupero', 'riabilitazione', 'riposo', 'aspettativa'],
  nl: ['herstel', 'zwangerschap', 'moederschap', 'vaderschap', 'ouderschap', 'revalidatie', 'verlof', 'bevalling'],
  pl: ['macierzyńskie', 'rodzicielski', 'rodzicielskie', 'wychowawczy', 'wychowawcze', 'ojcowski', 'ojcowskie', 'powrót do zdrowia', 'rehabilitacja', 'regeneracja', 'l4'],
  sv: ['mammaledighet', 'pappaledighet', 'återhämtning', 'återhämtningsperiod', 'rehabilitering', 'sjukskrivning'],
  da: ['genoptræning', 'restitution', 'barselsperiode'],
  no: ['rehabilitering', 'restitusjon', 'foreldrepermisjon'],
  fi: ['äitiysloma', 'isyysloma', 'hoitovapaa', 'kuntoutus', 'palautuminen'],
  cs: ['rodičovská', 'rodičák', 'mateřák', 'otcovská', 'zotavení', 'rehabilitace', 'léčba', 'marodka'],
  sk: ['materská', 'rodičovská', 'materská dovolenka', 'rodičovská dovolenka', 'zotavenie', 'rehabilitácia', 'pn'],
  hu: ['anyaság', 'felépülés', 'rehabilitáció', 'gyógyulás', 'lábadozás'],
  ro: ['concediu maternitate', 'concediu', 'recuperare', 'reabilitare'],
  el: ['μητρότητα', 'αποκατάσταση', 'αποθεραπεία', 'λοχεία'],
  uk: ['декретна', 'декретна відпустка', 'відновлення', 'реабілітація', 'лікування'],
  ru: ['восстановление', 'реабилитация', 'лечение'],
  tr: ['iyileşme', 'tedavi', 'rehabilitasyon', 'doğum', 'lohusalık'],
  ar: ['تعافي', 'التعافي', 'إعادة تأهيل', 'علاج', 'ولادة'],
  he: ['לידה', 'שיקום', 'טיפולים'],
  hi: ['मातृत्व', 'प्रसूति', 'आराम', 'इलाज', 'matritva', 'ilaaj'],
  id: ['cuti', 'pemulihan', 'rehabilitasi', 'melahirkan'],
  vi: ['thai sản', 'hồi phục', 'phục hồi', 'điều dưỡng', 'nghỉ dưỡng'],
  ko: ['출산', '육아', '회복', '재활', '요양'],
  ja: ['療養', 'リハビリ', '静養', '出産', '育児休暇'],
  zh: ['康复', '休养', '疗养', '调养', '产假中'],
};
