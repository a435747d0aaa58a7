type Terms = Readonly<Record<string, readonly string[]>>;

/**
 * Seats on a board, a supervisory board, a board of trustees or an advisory committee, and independent or
 * non-executive directorships, in the words each language uses (round 6; added to `BOARD_TERMS` in
 * `side-roles.ts`): a side role beside a job, never the main job when the job ends.
 */
export const BOARD_SEAT_TERMS: Terms = {
  id: ['komisaris', 'komisaris utama', 'anggota dewan komisaris', 'dewan komisaris', 'dewan pengawas', 'anggota dewan pengawas', 'wali amanat', 'dewan penasihat'],
  ar: ['عضو مجلس الأمناء', 'عضوة مجلس الأمناء', 'مجلس الأمناء', 'عضو مجلس أمناء', 'عضو مجلس استشاري', 'عضوة مجلس الإدارة', 'عضو لجنة استشارية', 'عضوة لجنة استشارية', 'عضو غير تنفيذي', 'عضو مجلس إدارة مستقل'],
  hi: ['स्वतंत्र निदेशक', 'गैर-कार्यकारी निदेशक', 'गैर कार्यकारी निदेशक', 'न्यासी', 'ट्रस्टी', 'सलाहकार परिषद सदस्य', 'बोर्ड सदस्या', 'swatantra nideshak'],
  he: ['חבר ועדה מייעצת', 'חברת ועדה מייעצת', 'ועדה מייעצת', 'חבר חבר הנאמנים', 'חברת חבר הנאמנים', 'חבר מועצת המנהלים', 'חברת מועצת המנהלים', 'דירקטור בלתי תלוי', 'דירקטורית בלתי תלויה', 'חבר ועד מייעץ', 'חברת ועד מייעץ', 'חבר מועצה מייעצת', 'חברת מועצה מייעצת'],
  ko: ['비상임이사', '감사위원', '이사회 멤버', '자문위원회 위원', '이사회 이사'],
  ja: ['評議員', '諮問委員', '社外役員'],
  zh: ['非执行董事', '监事', '顾问委员会成员', '理事会成员', '董事会成员'],
  tr: ['mütevelli heyeti üyesi', 'denetim kurulu üyesi', 'bağımsız üye', 'danışma kurulu'],
  vi: ['thành viên ban kiểm soát', 'thành viên hội đồng trường', 'thành viên hội đồng cố vấn'],
  el: ['σύμβουλος διοίκησης', 'μέλος εποπτικού συμβουλίου', 'μέλος συμβουλίου διοίκησης', 'μέλος του εποπτικού συμβουλίου'],
  ro: ['membru în consiliul de supraveghere', 'membru al consiliului de supraveghere', 'administrator neexecutiv', 'administrator independent', 'membru în consiliul director'],
  hu: ['független igazgatósági tag', 'független felügyelőbizottsági tag', 'kuratórium elnöke'],
  uk: ['член піклувальної ради', 'членкиня піклувальної ради', 'член консультативної ради', 'членкиня консультативної ради', 'член ради директорів', 'членкиня ради директорів'],
  ru: ['член попечительского совета', 'член консультативного совета', 'член экспертного совета'],
  pl: ['członek rady powierniczej', 'członkini rady powierniczej', 'członek rady doradczej', 'członkini rady doradczej', 'niezależny członek rady'],
  de: ['kuratoriumsmitglied', 'mitglied des kuratoriums', 'stiftungsrat', 'stiftungsrätin', 'mitglied des stiftungsrats'],
  fr: ['membre du conseil de surveillance', 'membre du comité consultatif'],
  es: ['miembro del patronato', 'miembro del consejo asesor', 'miembro del comité asesor'],
  pt: ['membro do conselho consultivo', 'membro do conselho fiscal'],
  it: ['membro del comitato consultivo', 'membro del collegio sindacale'],
  fi: ['valtuuskunnan jäsen', 'hallintoneuvoston jäsen'],
  cs: ['člen kuratoria', 'členka kuratoria'],
};

/**
 * Seats on a committee, commission or council of a professional body or an institution (round 15: w3m's bar-association
 * ethics-committee member, "Članica Etičkog odbora"), in every language: a side role that outlives the job, as the
 * English "committee" is (`side-roles.ts`).
 */
export const COMMITTEE_SEAT_TERMS: Terms = {
  hr: [
    'član odbora', 'članica odbora', 'član etičkog odbora', 'članica etičkog odbora', 'član upravnog odbora', 'članica upravnog odbora',
    'član nadzornog odbora', 'članica nadzornog odbora', 'član komisije', 'članica komisije', 'član povjerenstva', 'članica povjerenstva',
    'član disciplinskog suda', 'članica disciplinskog suda', 'član izvršnog odbora', 'članica izvršnog odbora',
  ],
  de: ['ausschussmitglied', 'mitglied im ausschuss', 'mitglied des ausschusses', 'kommissionsmitglied', 'mitglied der kommission', 'mitglied der ethikkommission'],
  fr: ['membre du comité', 'membre de la commission', 'membre du conseil de l ordre', 'membre du comité d éthique'],
  es: ['miembro del comité', 'miembro de la comisión', 'vocal de la junta de gobierno', 'miembro de la comisión de deontología'],
  pt: ['membro do comitê', 'membro do comité', 'membro da comissão', 'membro da comissão de ética'],
  it: ['membro del comitato', 'membro della commissione', 'componente della commissione', 'consigliere dell ordine'],
  nl: ['commissielid', 'lid van de commissie', 'lid tuchtcommissie', 'lid van de tuchtcommissie'],
  pl: ['członek komisji', 'członkini komisji', 'członek komitetu', 'członkini komitetu', 'członek sądu dyscyplinarnego', 'członkini sądu dyscyplinarnego'],
  cs: ['člen komise', 'členka komise', 'člen výboru', 'členka výboru', 'člen etické komise', 'členka etické komise'],
  sv: ['kommittéledamot', 'nämndledamot', 'ledamot i etiknämnden'],
  da: ['udvalgsmedlem'],
  no: ['komitémedlem', 'utvalgsmedlem'],
  fi: ['toimikunnan jäsen', 'valiokunnan jäsen', 'eettisen toimikunnan jäsen', 'lautakunnan jäsen'],
  ru: ['член комиссии', 'член комитета', 'член этического комитета'],
  uk: ['член комісії', 'членкиня комісії', 'член комітету', 'членкиня комітету'],
  tr: ['komisyon üyesi', 'etik kurul üyesi', 'disiplin kurulu üyesi'],
  ro: ['membru al comisiei', 'membru în comisia', 'membru comisie', 'membru al comitetului'],
  hu: ['bizottsági tag', 'etikai bizottság tagja', 'bizottság tagja'],
  el: ['μέλος επιτροπής', 'μέλος της επιτροπής'],
  he: ['חבר ועדה', 'חברת ועדה', 'חבר ועדת אתיקה', 'חברת ועדת אתיקה'],
  ar: ['عضو لجنة', 'عضوة لجنة', 'عضو اللجنة', 'عضوة اللجنة'],
  id: ['anggota komite', 'anggota komisi', 'anggota dewan kehormatan'],
  vi: ['thành viên ủy ban', 'ủy viên ủy ban'],
  hi: ['समिति सदस्य', 'समिति के सदस्य'],
  ja: ['委員会委員', '倫理委員'],
  zh: ['委员会委员', '伦理委员会委员'],
  ko: ['위원회 위원', '윤리위원'],
};
