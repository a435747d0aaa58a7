/**
 * Round 40 (issue #21, pairs40m): the words of a small business run beside a job, in the languages of the profiles. Read by
 * `changes/side-business.ts` and `changes/activity-entry.ts` only for an entry added beside a main job that continues, so
 * each list is compiled on first use.
 *
 * Read sets w3g, w3j and w3n held three such entries read as concurrent new jobs: a logistics manager's camping-gear
 * rental and an engineer's guesthouse run "with his wife", both with the Korean head's word 대표 / 공동대표 and no page,
 * and a bank clerk's embroidery shop with "मालकिन (शाम को)" (owner, in the evenings). The lists are the general words of
 * the class, not the rows': the head of a small business, the hours of a side business, the marketplaces people sell on.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

/**
 * The head or keeper of a small business, written as the whole title or its first part, where the founder and owner words
 * (`entry-terms.ts` `FOUNDER_TERMS`) lack them: the Korean 대표 ("representative", the head of any business), the
 * Japanese 代表 and 経営者, the Chinese 老板 and 掌柜, the Hindi संचालक and मालकिन, a keeper of an inn, a shop or a rental.
 * Matched as the whole title or its first part ("공동대표", "代表" — not "代表取締役", a company's representative director),
 * and only at an entry with no company page and no organisation's name (a legal form, a domain): the chief executive of a
 * company with a page beside a job is a concurrent new job.
 */
export const BUSINESS_HEAD_TERMS: Terms = {
  en: ['proprietress', 'owner operator', 'owner manager', 'shopkeeper', 'innkeeper', 'landlord', 'landlady'],
  de: ['betreiber', 'betreiberin', 'vermieter', 'vermieterin', 'gastgeber', 'gastgeberin', 'ladeninhaber', 'ladeninhaberin', 'wirt', 'wirtin'],
  fr: ['gérant', 'gérante', 'exploitant', 'exploitante', 'hôte', 'hôtesse', 'loueur', 'loueuse', 'commerçant', 'commerçante', 'patron', 'patronne'],
  es: ['gerente propietario', 'gerente propietaria', 'anfitrión', 'anfitriona', 'comerciante'],
  pt: ['anfitrião', 'anfitriã', 'dono do negócio', 'dona do negócio', 'empreendedor', 'empreendedora', 'comerciante'],
  it: ['esercente', 'commerciante', 'affittacamere'],
  nl: ['uitbater', 'uitbaatster', 'gastheer', 'gastvrouw', 'verhuurder', 'verhuurster', 'winkelier', 'winkelierster'],
  pl: ['gospodarz', 'gospodyni', 'wynajmujący', 'wynajmująca', 'prowadzący', 'prowadząca'],
  sv: ['uthyrare', 'värd', 'värdinna', 'butiksägare', 'handlare'],
  fi: ['yrittäjä', 'kauppias', 'isäntä', 'emäntä', 'vuokraaja'],
  cs: ['provozovatel', 'provozovatelka', 'hostitel', 'hostitelka', 'pronajímatel', 'pronajímatelka', 'živnostník', 'živnostnice'],
  hu: ['üzemeltető', 'vendéglátó', 'szállásadó', 'kereskedő', 'vállalkozó'],
  ro: ['gazdă', 'comerciant', 'comerciantă', 'întreprinzător', 'întreprinzătoare'],
  el: ['επιχειρηματίας', 'οικοδεσπότης', 'οικοδέσποινα', 'εκμεταλλευτής'],
  uk: ['підприємець', 'підприємиця', 'господар', 'господиня', 'орендодавець'],
  ru: ['предприниматель', 'хозяин', 'хозяйка', 'арендодатель'],
  tr: ['işletmeci', 'esnaf', 'ev sahibi', 'girişimci'],
  ar: ['مالك المشروع', 'مالكة المشروع', 'صاحب المشروع', 'صاحبة المشروع', 'صاحب المحل', 'صاحبة المحل', 'رائد أعمال', 'رائدة أعمال'],
  he: ['בעל המקום', 'בעלת המקום', 'מארח', 'מארחת', 'יזם', 'יזמת'],
  hi: ['मालकिन', 'संचालक', 'संचालिका', 'प्रोप्राइटर', 'प्रोपराइटर', 'दुकानदार', 'उद्यमी', 'malkin', 'sanchalak', 'sanchalika', 'dukandar'],
  id: ['pengelola', 'juragan', 'pengusaha', 'tuan rumah'],
  vi: ['chủ', 'chủ hộ kinh doanh', 'người kinh doanh', 'chủ cơ sở'],
  ko: ['대표', '공동대표', '공동 대표', '사장', '사장님', '운영자', '점주', '호스트'],
  ja: ['代表', '代表者', '経営者', '店長兼オーナー', '女将', '主宰', '運営者', '民泊ホスト'],
  zh: ['老板', '老板娘', '掌柜', '经营者', '主理人', '店老板', '房东'],
};

/**
 * Marketplaces and shop platforms people sell on beside a job, named in the entry's name beside the shop's own ("Toko Batik
 * Sari (Shopee)", "Sklep na Allegro – …", "소소공방 스마트스토어"): the shop is the person's, the platform's own page is an
 * employer.
 */
export const MARKETPLACE_NAMES: readonly string[] = [
  'amazon seller', 'amazon handmade', 'ebay', 'etsy', 'meesho', 'flipkart', 'shopee', 'lazada', 'tokopedia', 'bukalapak', 'tiki',
  'trendyol', 'hepsiburada', 'n11', 'sahibinden', 'allegro', 'olx', 'vinted', 'depop', 'poshmark', 'wallapop', 'leboncoin', 'subito',
  'marktplaats', 'kleinanzeigen', 'dawanda', 'tradera', 'blocket', 'jofogas', 'vatera', 'emag', 'okazii', 'skroutz', 'prom ua',
  'rozetka', 'avito', 'wildberries', 'ozon', 'kaspi', 'jumia', 'noon', 'dubizzle', 'haraj', 'daraz', 'mercado libre', 'mercadolibre',
  'mercado livre', 'mercadolivre', 'coupang', 'smartstore', 'smart store', '스마트스토어', '쿠팡', '네이버 스토어', 'メルカリ', 'minne',
  'creema', '楽天市場', 'base ショップ', '淘宝', '天猫', '拼多多', '抖音小店', '微店', '闲鱼', '小红书店铺', 'shopify', 'big cartel',
];

/**
 * The hours of a side business or activity that `activity-terms.ts` `SPARE_TIME_TERMS` lacked, read the same way (a
 * bracketed or separated part of the title that is only these words, or its last word): evenings, weekends, after work,
 * in one's free time, written as each language writes it — the Hindi "शाम को" and the Latin-script "weekend pe", "shaam
 * ko" first among them.
 */
export const SIDE_HOURS_TERMS: Terms = {
  en: ['evenings and weekends', 'nights and weekends', 'weekends and evenings', 'weekends only', 'after hours', 'after work', 'outside work', 'outside working hours', 'in my spare time', 'spare time', 'free time', 'in my free time', 'side business', 'on the side', 'alongside my job'],
  de: ['in der freizeit', 'freizeit', 'nach feierabend', 'abends und am wochenende', 'am wochenende und abends', 'neben dem beruf', 'nebenher'],
  fr: ['en parallèle', 'à côté', 'les week ends', 'le week end', 'en soirée', 'le soir et le week end', 'temps libre', 'sur mon temps libre'],
  es: ['en paralelo', 'tiempo libre', 'en mi tiempo libre', 'por las tardes', 'tardes', 'fines de semana y tardes', 'los sábados'],
  pt: ['em paralelo', 'nas horas vagas', 'horas vagas', 'tempo livre', 'à noite', 'finais de semana', 'nos fins de semana', 'aos fins de semana'],
  it: ['nel tempo libero', 'tempo libero', 'la sera', 'in parallelo', 'nei weekend', 'il fine settimana'],
  nl: ['naast mijn baan', 'in de avonduren', 'avonduren', 'vrije tijd', 'in het weekend', 'bijbaan', 'weekenden en avonden'],
  pl: ['po godzinach', 'po pracy', 'w wolnym czasie', 'dorywczo', 'weekendowo', 'wieczorami i w weekendy'],
  sv: ['på fritiden', 'fritid', 'vid sidan av', 'kvällar och helger', 'helger och kvällar', 'på helger', 'helg'],
  fi: ['vapaa ajalla', 'sivutoimisesti', 'viikonloput', 'viikonloppuisin ja iltaisin', 'töiden ohella'],
  cs: ['ve volném čase', 'po práci', 'o víkendu', 'víkendově', 'vedle zaměstnání', 'při zaměstnání'],
  hu: ['hétvégén', 'szabadidőben', 'munka mellett', 'esténként és hétvégén', 'mellékállásban'],
  ro: ['în timpul liber', 'seara', 'în weekend', 'weekendul', 'după program'],
  el: ['τα σαββατοκύριακα', 'παράλληλα', 'στον ελεύθερο χρόνο', 'ελεύθερο χρόνο', 'τα απογεύματα', 'τα βράδια'],
  uk: ['у вільний час', 'вечорами', 'на вихідних', 'у вихідні', 'після роботи'],
  ru: ['в свободное время', 'по вечерам', 'на выходных', 'в выходные', 'после работы'],
  tr: ['hafta sonları', 'akşamları', 'boş zamanlarda', 'iş dışında', 'mesai dışında', 'hafta sonu ve akşamları'],
  ar: ['في عطلة نهاية الأسبوع', 'في المساء', 'وقت الفراغ', 'في وقت الفراغ', 'بعد الدوام', 'مسائي'],
  he: ['בסופי שבוע', 'בערבים', 'בשעות הפנאי', 'במקביל', 'אחרי העבודה', 'בסופ"ש'],
  hi: ['शाम को', 'शाम', 'शाम के समय', 'रात को', 'सप्ताहांत पर', 'सप्ताहांत में', 'छुट्टी के दिन', 'खाली समय में', 'पार्ट टाइम', 'shaam ko', 'sham ko', 'weekend pe', 'weekends pe', 'weekend par', 'raat ko', 'chhutti ke din'],
  id: ['di waktu luang', 'waktu luang', 'di luar jam kerja', 'sepulang kerja', 'akhir pekan saja', 'sabtu minggu'],
  vi: ['ngoài giờ', 'ngoài giờ làm', 'thời gian rảnh', 'cuối tuần', 'buổi tối và cuối tuần'],
  ko: ['퇴근 후', '주말만', '주말 운영', '저녁 시간', '평일 저녁', '주말 및 저녁'],
  ja: ['週末のみ', '休日', '土日のみ', '夜のみ', '本業の傍ら', '副業として'],
  zh: ['下班后', '周末经营', '业余时间', '业余经营', '副业'],
};
