/**
 * Hospital groups and the hospitals they run under names of their own (issue #21, round 28: w4b's HSE → Cork University
 * Hospital and Quirónsalud → Fundación Jiménez Díaz read as moves: no line held these hospitals). In the format of
 * `group-names.ts` ("+ Name > …" grows a group listed in an earlier file). A hospital named with the group's own
 * distinctive word and a place ("Sana Klinikum Offenbach", "Asklepios Klinik Altona", "Hospital Vithas Sevilla") needs no
 * line: `hospital-groups.ts` reads that shape. Listed here: what that shape cannot read — a national health service and
 * the hospitals it runs itself (the HSE's statutory hospitals and hospital groups; Ireland's voluntary hospitals, funded
 * by the HSE but run by their own boards — St. James's, Beaumont, the Mater, Tallaght, St. Vincent's — are left out), and
 * a group's hospitals under names of their own (Quirónsalud's Madrid university hospitals, Gruppo San Donato's San
 * Raffaele and Galeazzi, Ramsay Santé's French private hospitals, CHRISTUS Health's Mexican and Texan systems, Grupo
 * Ángeles's hospitals).
 *
 * Source: the groups' own lists of their hospitals (annual reports and "our hospitals" pages) and the HSE's list of
 * statutory hospitals by hospital group, as summarised in encyclopaedias; control decides, as in round 15 (a hospital
 * run under a concession by the group is the group's; a joint venture is not listed). Written by the rule author, group
 * by group, never from a labelled set's rows; a name a stranger carries (a saint's name, a place alone) is written whole.
 */
export const GROUP_NAMES_HEALTH = `
Health Service Executive|HSE|Feidhmeannacht na Seirbhíse Sláinte > Cork University Hospital|Cork University Maternity Hospital|University Hospital Galway|Merlin Park University Hospital|University Hospital Limerick|University Maternity Hospital Limerick|University Hospital Waterford|University Hospital Kerry|Mayo University Hospital|Sligo University Hospital|Letterkenny University Hospital|Portiuncula University Hospital|Connolly Hospital Blanchardstown|Our Lady of Lourdes Hospital Drogheda|Cavan General Hospital|Naas General Hospital|Midland Regional Hospital Tullamore|Tipperary University Hospital|Wexford General Hospital|Saolta University Health Care Group|UL Hospitals Group|RCSI Hospitals Group|Ireland East Hospital Group|Dublin Midlands Hospital Group|South/South West Hospital Group|National Ambulance Service|HSE Dublin and North East|HSE Dublin and Midlands|HSE Dublin and South East|HSE South West|HSE Mid West|HSE West and North West
+ Fresenius > Hospital Universitario Fundación Jiménez Díaz|Fundación Jiménez Díaz|Hospital Universitario Rey Juan Carlos|Hospital Universitario Infanta Elena|Hospital Universitario General de Villalba|Hospital General de Villalba|Hospital Ruber Internacional|Hospital Ruber Juan Bravo|Hospital Universitari Dexeus|Dexeus Mujer|Centro Médico Teknon|Hospital Universitari Sagrat Cor|Hospital Universitari General de Catalunya|Policlínica Gipuzkoa
Sana Kliniken AG|Sana Kliniken|Sana Kliniken Group
Asklepios Kliniken|Asklepios Kliniken GmbH|Asklepios Kliniken GmbH & Co. KGaA|Asklepios Gruppe > Rhön-Klinikum|Rhön-Klinikum AG|Universitätsklinikum Gießen und Marburg|MediClin|MediClin AG
AMEOS Gruppe|AMEOS Group|AMEOS Holding
HM Hospitales|Grupo HM Hospitales > HM Hospital Universitario Sanchinarro|HM Hospital Universitario Puerta del Sur|HM Hospital Universitario Madrid|HM Hospital Universitario Montepríncipe|HM Hospital Universitario Torrelodones|HM CIOCC|HM Nou Delfos|HM Delfos
Ribera Salud|Grupo Ribera|Ribera > Hospital Universitario de Torrejón|Hospital Ribera Povisa|Hospital Povisa
GVM Care & Research|GVM Care and Research|Gruppo Villa Maria > Maria Cecilia Hospital|Anthea Hospital
Gruppo San Donato|Gruppo Ospedaliero San Donato > Ospedale San Raffaele|IRCCS Ospedale San Raffaele|IRCCS Policlinico San Donato|Policlinico San Donato|Istituto Ortopedico Galeazzi|IRCCS Ospedale Galeazzi - Sant'Ambrogio|Istituti Clinici Zucchi|Policlinico San Pietro
+ Ramsay Health Care > Hôpital Privé Jacques Cartier|Hôpital Privé d'Antony|Hôpital Privé Clairval|Hôpital Privé Jean Mermoz|Hôpital Privé de la Loire|Hôpital Privé Nord Parisien|Clinique de la Sauvegarde
Elsan|Groupe Elsan > Clinique de l'Union|Polyclinique Bordeaux Nord Aquitaine
Vivalto Santé|Vivalto Sante|Groupe Vivalto Santé > CHP Saint-Grégoire|Centre Hospitalier Privé Saint-Grégoire
CHRISTUS Health > CHRISTUS Muguerza|CHRISTUS MUGUERZA Hospital|CHRISTUS Santa Rosa Health System|CHRISTUS Spohn Health System|CHRISTUS Mother Frances Hospital|CHRISTUS Trinity Clinic|CHRISTUS St. Vincent Regional Medical Center|CHRISTUS Good Shepherd Health System|CHRISTUS Southeast Texas Health System
Grupo Empresarial Ángeles|Grupo Ángeles|Hospitales Ángeles|Grupo Angeles > Hospital Ángeles Pedregal|Hospital Ángeles Lomas|Hospital Ángeles Mocel|Hospital Ángeles Metropolitano|Hospital Ángeles Interlomas|Hospital Ángeles Puebla|Hospital Ángeles Tijuana|Hospital Ángeles Valle Oriente|Hospital Ángeles del Carmen
`;
