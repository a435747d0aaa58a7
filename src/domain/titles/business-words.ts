/**
 * Words of a later title part that describe the business a general manager runs, not a function (round 19, issue #21):
 * "Co-Founder & CEO – construction scheduling software", "Dyrektor Generalny Polska – Salesforce", "大中华区总经理 – Datadog",
 * "Head of Germany – Landesgesellschaft eines US-Softwarekonzerns", "Diretor-Presidente – cooperativa de crédito".
 *
 * Measured over every read set (w3 … w3s) before the rule: of the titles whose first part reads general management and whose
 * function came from a later part, 24 were right by that part and 19 wrong. The right ones name a department or a second role
 * ("– Sales", "| CTO", "– Mali İşler", "– area finanza", "– 运营"); the wrong ones a product, a sector or a vendor. So a later
 * part lends a general manager no function when the word that gave it is a vendor's name, or a sector word written in a phrase
 * or a compound ("payments platform", "Softwarekonzern"); a sector word alone ("CEO | Software") still names a department, but a
 * Spanish or Portuguese company noun ("transportadora", "distribuidora", "aseguradora") is a business even alone.
 */
const VENDORS = new Set([
  'salesforce', 'datadog', 'databricks', 'snowflake', 'servicenow', 'hubspot', 'workday', 'zendesk', 'oracle', 'sap', 'marketo', 'atlassian',
]);
const SECTOR_WORD =
  /^(?!\p{L}*(?:entwickler|ontwikkelaar|utvecklare|kehittaja|fejleszto|engineer|ingenieur|inginer|architekt|tester|programm))(?:\p{L}*softwar\p{L}*|logiciels?|\p{L}*szoftver\p{L}*|platforms?|plataformas?|networks?|reseau|systems|mobile|marque|marka|brand|credito|\p{L}*konzern\p{L}*|\p{L}*konserni|mill|transportadora|distribuidora|constructora|construtora|aseguradora|seguradora|naviera)$/u;
/** A part that names a role ("– inginer software", "| Software Engineer") is the person's second role, not the business. */
const ROLE = /entwickler|ontwikkelaar|utvecklare|kehittaja|fejleszto|developer|engineer|ingenieur|inginer|ingeniero|engenheiro|ingegnere|architect|architekt|tester|programm|muhendis|ky su|μηχανικ|інженер|инженер|इंजीनियर/u;
const STEMS = /^(?:software|platform|network|systems|mobile|marque|marka|brand|credito|mill)$/;

/** True when the word at `index` of `text` (cleaned, parts joined by " , ") is in a later part that describes the business. */
export function describesBusiness(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const partStart = before.lastIndexOf(' , ');
  if (partStart < 0) return false;
  const nextBreak = text.indexOf(' , ', index);
  const part = text.slice(partStart + 3, nextBreak < 0 ? text.length : nextBreak).trim();
  if (ROLE.test(part)) return false;
  const ws = part.split(' ');
  return ws.some((word) => VENDORS.has(word) || (SECTOR_WORD.test(word) && (ws.length > 1 || !STEMS.test(word))));
}

/**
 * A later part that names the business an owner runs (round 20, issue #21): "Malik – truck transport business", "Propietario –
 * almacén de materiales de construcción", "Fondateur et dirigeant – atelier de chaudronnerie", "Founder, boutique recruiting firm".
 * Recounted over every read set: of the owners and founders whose own words name no function, the later part named the business in
 * 6 rows (w3g, w3k, w3p, w3t ×3), all labelled executive; where it named a role ("| CTO", "heads Finance", "| Head of Operations")
 * the labels follow the role, so a part with a role word is not a business.
 */
const OWN_BUSINESS =
  /(?<![\p{L}])(?:business|firm|studio|company|workshop|shop|store|agency|atelier|taller|almacen|empresa|negocio|entreprise|werkstatt|betrieb|butik|boutique|uretim|bedrijf|winkel|sklep|verstad|dukan|dukaan)(?![\p{L}])/u;
/**
 * An office, practice or bureau the owner runs (round 21, w3u: "Inhaber – Steuerberatungskanzlei", "Gérant – cabinet d'expertise
 * comptable", "Ägare – redovisningsbyrå", "Tulajdonos – könyvelőiroda", "代表 – 社会保険労務士法人"): an accounting, tax or payroll
 * bureau names the business, not the owner's function, as any other business does; also as the end of a compound.
 */
const OWN_OFFICE = new RegExp(
  String.raw`(?<![\p{L}])(?:cabinet|kancelar\p{L}*|γραφει\p{L}*|משרד|asesoria|escritorio|biuro|bureau|buro|iroda|ufficio|kantor|van phong|مكتب|कार्यालय)(?![\p{L}])` +
    String.raw`|\p{L}(?:kanzlei|byra|byran|iroda|kantoor|toimisto|burosu|buro)(?![\p{L}])|事務所|法人|사무소|事务所`,
  'u',
);
const PART_ROLE = /(?<![\p{L}])(?:head|chief|cto|coo|cfo|cmo|cpo|cro|officer|director|lead|manager|engineer|developer)(?![\p{L}])/u;

/** True when the word at `index` of `text` is in a later part that names the owner's business, not a role. */
export function namesOwnBusiness(text: string, index: number): boolean {
  const partStart = text.slice(0, index).lastIndexOf(' , ');
  if (partStart < 0) return false;
  const nextBreak = text.indexOf(' , ', index);
  const part = text.slice(partStart + 3, nextBreak < 0 ? text.length : nextBreak);
  return (OWN_BUSINESS.test(part) || OWN_OFFICE.test(part)) && !PART_ROLE.test(part);
}
