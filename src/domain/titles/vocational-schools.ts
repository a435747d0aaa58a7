/**
 * Round 40 (issue #21, pairs40m; read set w4o's store manager who leaves for a full-time pastry diploma at Le Cordon Bleu's
 * Seoul academy, read as a move): culinary, pastry, hospitality, art, design and trade schools as places of study, in the
 * languages of the profiles — the school words (`VOCATIONAL_SCHOOL_TERMS`, read with `education.ts` `INSTITUTION_TERMS`) and
 * the words of a full-time course there (`VOCATIONAL_STUDY_TERMS`, read with `study-terms.ts` `PROGRAMME_TERMS`, only at a
 * place of study). A job at such a school names its role ("Chef Instructor", "Responsable marketing") and stays a job.
 */
type Terms = Readonly<Record<string, readonly string[]>>;

export const VOCATIONAL_SCHOOL_TERMS: Terms = {
  en: [
    'le cordon bleu', 'cordon bleu', 'culinary institute', 'culinary school', 'culinary academy', 'culinary center', 'culinary centre', 'culinary arts',
    'cookery school', 'cooking school', 'chef school', 'pastry school', 'baking school', 'hospitality school', 'hotel school', 'hotel management school',
    'art school', 'design school', 'fashion school', 'institute of design', 'college of art', 'central saint martins', 'istituto marangoni', 'ferrandi',
    'institut paul bocuse', 'glion institute', 'les roches', 'ecole hoteliere de lausanne', 'vatel', 'barista school', 'beauty school', 'hairdressing academy',
  ],
  fr: ['ecole hoteliere', 'lycee hotelier', 'ecole de cuisine', 'ecole de patisserie', 'ecole des beaux arts', 'beaux arts', 'ecole de design', 'ecole de mode', 'ecole de coiffure'],
  es: ['escuela de hosteleria', 'escuela de cocina', 'escuela de arte', 'escuela de diseno', 'instituto gastronomico', 'bellas artes', 'culinary center', 'centro de formacion'],
  pt: ['escola de hotelaria', 'escola de gastronomia', 'escola de artes', 'belas artes', 'escola profissional'],
  it: ['accademia di belle arti', 'istituto alberghiero', 'scuola alberghiera', 'scuola di cucina', 'scuola internazionale di cucina', 'istituto europeo di design', 'accademia'],
  de: ['kunstakademie', 'kunsthochschule', 'hotelfachschule', 'kochschule', 'konditorschule', 'designschule', 'modeschule'],
  nl: ['koksschool', 'hotelschool', 'kunstacademie', 'vakschool'],
  pl: ['szkola gastronomiczna', 'szkola hotelarska', 'szkola kucharska', 'akademia sztuk pieknych', 'szkola sztuki'],
  sv: ['kockskola', 'konstskola', 'konsthogskola', 'designskola', 'hotellskola', 'restaurangskola'],
  fi: ['kokkikoulu', 'taidekoulu', 'taideakatemia'],
  cs: ['hotelova skola', 'stredni skola gastronomie', 'umelecka skola', 'akademie vytvarnych umeni', 'skola umeleckych remesel'],
  hu: ['vendeglatoipari', 'szakiskola', 'szakkozepiskola', 'kepzomuveszeti'],
  ro: ['scoala profesionala', 'scoala de arte si meserii', 'scoala de bucatari', 'universitatea de arte'],
  el: ['σχολη μαγειρικης', 'σχολη τουριστικων επαγγελματων', 'ιεκ', 'σχολη καλων τεχνων'],
  uk: ['кулінарна школа', 'професійно технічне училище', 'художня академія', 'професійний коледж'],
  ru: ['кулинарная школа', 'художественная академия', 'профессиональный колледж'],
  tr: ['asci okulu', 'ascilar okulu', 'ascilik okulu', 'mutfak sanatlari akademisi', 'mutfak akademisi', 'meslek lisesi', 'guzel sanatlar', 'turizm meslek lisesi', 'meslek okulu'],
  ar: ['معهد الفندقة', 'المعهد العالي للفندقة', 'معهد الطهي', 'مدرسة الطهي', 'معهد فني', 'المعهد الفني', 'كلية الفنون'],
  he: ['בית הספר לבישול', 'בית הספר לקונדיטוריה', 'בית ספר לבישול', 'בית ספר למקצועות', 'תדמור', 'בצלאל'],
  hi: ['आईटीआई', 'औद्योगिक प्रशिक्षण संस्थान', 'iti', 'govt iti', 'polytechnic college', 'hotel management institute', 'ihm'],
  id: ['smk', 'smk negeri', 'sekolah menengah kejuruan', 'sekolah tinggi pariwisata', 'akademi kuliner', 'sekolah kuliner', 'lpk'],
  vi: ['truong nghe', 'cao dang nghe', 'trung cap nghe', 'truong cao dang', 'truong trung cap'],
  ko: ['조리학교', '요리학교', '제과학교', '제빵학교', '고등학교', '특성화고', '마이스터고', '아카데미', '꼬르동 블루', '르 꼬르동'],
  ja: ['調理師専門学校', '製菓専門学校', '調理師学校', '製菓学校', 'コルドンブルー', 'コルドン ブルー', '美術学校', '美術大学'],
  zh: ['烹饪学校', '烹饪学院', '蓝带', '职业学校', '职业技术学校', '技校', '中专', '美术学院'],
};

export const VOCATIONAL_STUDY_TERMS: Terms = {
  en: ['grand diplome', 'diplome de patisserie', 'diplome de cuisine', 'diploma course', 'diploma programme', 'diploma program', 'pastry diploma', 'culinary arts student', 'trainee full time', 'trade full time'],
  fr: ['cap patissier', 'cap cuisine', 'bac pro cuisine', 'eleve', 'apprenti patissier'],
  tr: ['tam zamanli', 'programi', 'ogrencisi', 'kursiyer'],
  id: ['siswa', 'pelajar', 'peserta didik', 'taruna'],
  ko: ['디플로마', '과정', '전일제', '주간', '수강생', '교육생', '훈련생', '재학'],
  ja: ['本科', '在学中', '受講生', '全日制', '昼間部'],
  zh: ['全日制', '学员', '在读'],
  vi: ['hoc vien', 'hoc nghe'],
  hi: ['प्रशिक्षु', 'prashikshu'],
};
