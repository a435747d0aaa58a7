import { type CompanyToken, tokeniseCompanyName } from './company-tokens';

/**
 * Legal forms of companies by jurisdiction, as commonly written. Matching is on folded words
 * (case, accents, dots and slashes ignored: "S.A." ≡ "SA" ≡ "s.a", "A/S" ≡ "AS"), so each form
 * is listed once. `leading` forms are written before the name ("ООО «Яндекс»", "PT Gojek
 * Indonesia", "Kabushiki Kaisha Toshiba").
 */
export const LEGAL_FORMS_BY_JURISDICTION: Readonly<Record<string, { trailing: readonly string[]; leading?: readonly string[] }>> = {
  'US / UK / Commonwealth': {
    trailing: ['Inc.', 'Incorporated', 'Corp.', 'Corporation', 'Co.', 'Company', 'LLC', 'L.L.C.', 'PLLC', 'LLP', 'LLLP', 'LP', 'L.P.', 'Ltd.', 'Limited', 'PLC', 'P.C.', 'Co., Ltd.', 'Company Limited'],
  },
  Australia: { trailing: ['Pty Ltd', 'Pty. Ltd.', 'Pty Limited', 'Pty'] },
  'South Africa': { trailing: ['(Pty) Ltd', 'NPC', 'SOC Ltd'] },
  Singapore: { trailing: ['Pte. Ltd.', 'Pte Ltd', 'Private Limited', 'Pte'] },
  India: { trailing: ['Pvt. Ltd.', 'Pvt Ltd', 'Private Limited', 'Pvt'] },
  Malaysia: { trailing: ['Sdn. Bhd.', 'Sdn Bhd', 'Bhd', 'Berhad'] },
  Indonesia: { trailing: ['Tbk'], leading: ['PT', 'P.T.'] },
  'Germany / Austria / Switzerland': {
    trailing: ['GmbH', 'mbH', 'AG', 'KG', 'KGaA', 'OHG', 'UG', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG', 'GmbH & Co. KGaA', 'AG & Co. KG', 'SE & Co. KG', 'e.V.', 'eG', 'GbR', 'e.K.', 'Sàrl'],
  },
  'European Union': { trailing: ['SE', 'SCE', 'EEIG'] },
  France: { trailing: ['S.A.', 'SAS', 'SASU', 'SARL', 'EURL', 'SCA', 'SNC', 'SCOP', 'SCI'] },
  Belgium: { trailing: ['BVBA', 'SPRL', 'SRL', 'NV', 'SA', 'CVBA', 'SComm'] },
  Netherlands: { trailing: ['B.V.', 'N.V.', 'V.O.F.', 'C.V.'] },
  Luxembourg: { trailing: ['S.à r.l.', 'S.A.R.L.', 'SCS'] },
  'Spain': { trailing: ['S.L.', 'S.L.U.', 'S.A.U.', 'S.L.L.', 'S.Coop.', 'SLNE'] },
  Mexico: {
    trailing: ['S.A. de C.V.', 'S.A.B. de C.V.', 'S.A.P.I. de C.V.', 'S. de R.L.', 'S. de R.L. de C.V.', 'S.C.'],
  },
  'Brazil / Portugal': { trailing: ['Ltda.', 'Lda.', 'S/A', 'EIRELI', 'Cia. Ltda.', 'S.G.P.S.'] },
  'Chile / Colombia / Peru / Argentina': { trailing: ['SpA', 'S.A.S.', 'S.A.C.', 'S.R.L.', 'S.A.A.', 'E.I.R.L.', 'S.A.I.C.', 'Cía. Ltda.'] },
  Italy: { trailing: ['S.p.A.', 'S.r.l.', 'S.r.l.s.', 'S.a.p.a.', 'S.n.c.', 'S.a.s.', 'Soc. Coop.'] },
  'Sweden / Norway / Denmark / Iceland': { trailing: ['AB', 'AB (publ)', '(publ)', 'AS', 'ASA', 'A/S', 'ApS', 'I/S', 'K/S', 'P/S', 'hf.', 'ehf.'] },
  Finland: { trailing: ['Oy', 'Oyj', 'Ab Oy', 'Oy Ab', 'Ky', 'Tmi'] },
  Poland: { trailing: ['Sp. z o.o.', 'Spółka z o.o.', 'spółka z ograniczoną odpowiedzialnością', 'Sp. k.', 'Sp. j.', 'S.A.', 'Sp. z o.o. Sp. k.', 'sp. z o.o. sp.k.'] },
  // Round 23: also written spaced, as the registers write them ("ČEZ, a. s.", "ČEZ Korporátní služby, s. r. o.").
  'Czechia / Slovakia': { trailing: ['s.r.o.', 'spol. s r.o.', 'a.s.', 'k.s.', 'v.o.s.', 'a. s.', 's. r. o.', 'spol. s r. o.', 'k. s.', 'v. o. s.'] },
  Hungary: { trailing: ['Kft.', 'Zrt.', 'Nyrt.', 'Bt.', 'Rt.', 'Kkt.'] },
  Romania: { trailing: ['S.R.L.', 'S.A.', 'SRL-D'] },
  Bulgaria: { trailing: ['OOD', 'EOOD', 'AD', 'EAD', 'ООД', 'ЕООД', 'АД', 'ЕАД'] },
  'Croatia / Slovenia / Serbia / Bosnia': { trailing: ['d.o.o.', 'd.d.', 'a.d.', 'j.d.o.o.'] },
  'Estonia / Latvia / Lithuania': { trailing: ['OÜ', 'AS', 'SIA', 'UAB', 'AB', 'MTÜ'] },
  Greece: { trailing: ['A.E.', 'S.A.', 'E.P.E.', 'I.K.E.', 'O.E.', 'Α.Ε.', 'Ε.Π.Ε.', 'Ι.Κ.Ε.'] },
  Turkey: { trailing: ['A.Ş.', 'Ltd. Şti.', 'Şti.', 'Tic. Ltd. Şti.', 'San. ve Tic. A.Ş.', 'San. ve Tic. Ltd. Şti.'] },
  Israel: { trailing: ['Ltd.', 'Ltd'] },
  'Russia / Ukraine / Belarus / Kazakhstan': {
    trailing: ['LLC', 'JSC', 'PJSC', 'OJSC', 'CJSC'],
    leading: ['ООО', 'АО', 'ПАО', 'ЗАО', 'ОАО', 'ИП', 'ТОВ', 'ПрАТ', 'ПАТ', 'ТОО', 'OOO', 'OAO', 'ZAO', 'PAO', 'TOV', 'TOO'],
  },
  Japan: { trailing: ['K.K.', 'Kabushiki Kaisha', 'G.K.', 'Godo Kaisha', 'Y.K.', 'Co., Ltd.'], leading: ['Kabushiki Kaisha', 'K.K.'] },
  'China / Hong Kong / Taiwan / Korea': { trailing: ['Co., Ltd.', 'Limited', 'Co. Ltd', 'Corp.'] },
};

/** Forms written without spaces in Chinese, Japanese and Korean names, at either end. */
const CJK_LEGAL_FORMS = ['股份有限公司', '有限责任公司', '有限責任公司', '有限公司', '株式会社', '有限会社', '合同会社', '合資会社', '(株)', '（株）', '㈱', '주식회사', '(주)', '㈜', '유한회사'];

function formTokens(forms: readonly string[]): string[][] {
  const out = forms.map((f) => tokeniseCompanyName(f).map((t) => t.text)).filter((t) => t.length > 0);
  return out.sort((a, b) => b.length - a.length);
}

/** Trailing forms by their last word, longest first. */
const TRAILING = new Map<string, string[][]>();
for (const form of formTokens(Object.values(LEGAL_FORMS_BY_JURISDICTION).flatMap((j) => j.trailing))) {
  const last = form[form.length - 1] ?? '';
  TRAILING.set(last, [...(TRAILING.get(last) ?? []), form]);
}
const LEADING = formTokens(Object.values(LEGAL_FORMS_BY_JURISDICTION).flatMap((j) => j.leading ?? []));

/** The first words of the leading forms ("pt", "ooo", "kabushiki", …): a name that starts with none has none (round 32). */
export const LEADING_FORM_FIRST_WORDS: ReadonlySet<string> = new Set(LEADING.map((form) => form[0] ?? ''));

function endsWith(tokens: readonly CompanyToken[], end: number, form: readonly string[]): boolean {
  if (form.length >= end) return false;
  return form.every((w, i) => tokens[end - form.length + i]?.text === w);
}

function startsWith(tokens: readonly CompanyToken[], start: number, end: number, form: readonly string[]): boolean {
  if (form.length >= end - start) return false;
  return form.every((w, i) => tokens[start + i]?.text === w);
}

/**
 * How many words at each end of a tokenised name are legal forms. Trailing forms are removed
 * repeatedly ("Co., Ltd.", "GmbH & Co. KG"), with an "and" left dangling before them ("Smith &
 * Co."); never every word ("Incorporated" stays a name).
 */
export function legalFormSpan(tokens: readonly CompanyToken[]): { lead: number; end: number } {
  let end = tokens.length;
  for (let found = true; found; ) {
    found = false;
    for (const form of TRAILING.get(tokens[end - 1]?.text ?? '') ?? []) {
      if (endsWith(tokens, end, form)) {
        end -= form.length;
        found = true;
        break;
      }
    }
    if (!found && end < tokens.length && end > 1 && tokens[end - 1]?.text === 'and') {
      end -= 1;
      found = true;
    }
  }
  let lead = 0;
  for (const form of LEADING) {
    if (startsWith(tokens, 0, end, form)) {
      lead = form.length;
      break;
    }
  }
  return { lead, end };
}

const TRIM_SEPARATORS = /^[\s,;:\-–—«»"“”„()]+|[\s,;:\-–—«»"“”„(]+$/gu;

function splitCjk(name: string): { base: string; legalForm: string | null } | null {
  for (const form of CJK_LEGAL_FORMS) {
    const base = name.startsWith(form) ? name.slice(form.length) : name.endsWith(form) ? name.slice(0, -form.length) : null;
    if (base !== null && base.trim() !== '') return { base: base.trim(), legalForm: form };
  }
  return null;
}

/** Removes a CJK legal form written at either end of the name ("株式会社メルカリ" → "メルカリ"). */
export function withoutCjkLegalForm(name: string): string {
  return splitCjk(name.trim())?.base ?? name;
}

/**
 * Splits a trailing (or, for "K.K."/"株式会社"/"ООО", leading) legal form off a company name
 * as written, keeping the original text of the rest: "Acme Ltda." → { base: 'Acme', legalForm:
 * 'Ltda.' }, "Grupo Bimbo, S.A.B. de C.V." → { base: 'Grupo Bimbo', legalForm: 'S.A.B. de C.V.' }.
 */
export function splitLegalForm(name: string): { base: string; legalForm: string | null } {
  const trimmed = name.trim();
  const cjk = splitCjk(trimmed);
  if (cjk !== null) return cjk;
  const tokens = tokeniseCompanyName(trimmed);
  const { lead, end } = legalFormSpan(tokens);
  if (lead === 0 && end === tokens.length) return { base: trimmed, legalForm: null };
  const baseStart = tokens[lead]?.start ?? 0;
  let baseEnd = tokens[end - 1]?.end ?? trimmed.length;
  const open = trimmed.slice(baseStart, baseEnd).split('(').length - trimmed.slice(baseStart, baseEnd).split(')').length;
  if (open > 0 && trimmed[baseEnd] === ')') baseEnd += 1;
  const base = trimmed.slice(baseStart, baseEnd).replace(TRIM_SEPARATORS, '');
  const leading = lead > 0 ? trimmed.slice(0, tokens[lead - 1]?.end ?? 0).trim() : '';
  const trailing = end < tokens.length ? trimmed.slice(baseEnd).replace(/^[\s,;:\-–—]+/u, '').trim() : '';
  const legalForm = [leading, trailing].filter((s) => s !== '').join(' ');
  return { base: base === '' ? trimmed : base, legalForm: legalForm === '' ? null : legalForm };
}

/** Round 34: each trailing form's jurisdictions, by its folded words ("inc" → US / UK / Commonwealth), built on first use. */
let formJurisdictions: Map<string, Set<string>> | null = null;

function jurisdictionsByForm(): Map<string, Set<string>> {
  if (formJurisdictions !== null) return formJurisdictions;
  const map = new Map<string, Set<string>>();
  for (const [jurisdiction, { trailing }] of Object.entries(LEGAL_FORMS_BY_JURISDICTION)) {
    for (const form of formTokens(trailing)) {
      const key = form.join(' ');
      map.set(key, (map.get(key) ?? new Set()).add(jurisdiction));
    }
  }
  formJurisdictions = map;
  return map;
}

/**
 * Round 34: the jurisdictions the last legal form of a name as written can be of ("Metro Inc." → US / UK / Commonwealth,
 * "METRO AG" → Germany / Austria / Switzerland, "Acme S.A." → France, Belgium, Poland, Romania, Greece), or null for a name
 * written without one.
 */
export function legalFormJurisdictions(name: string): ReadonlySet<string> | null {
  const tokens = tokeniseCompanyName(name.trim());
  const end = tokens.length;
  for (const form of TRAILING.get(tokens[end - 1]?.text ?? '') ?? []) {
    if (endsWith(tokens, end, form)) return jurisdictionsByForm().get(form.join(' ')) ?? null;
  }
  return null;
}

/** Round 34: two names written with legal forms that no one jurisdiction has both of ("Metro Inc." and "Metro AG"). */
export function legalFormsOfTwoJurisdictions(a: string, b: string): boolean {
  const ja = legalFormJurisdictions(a);
  if (ja === null) return false;
  const jb = legalFormJurisdictions(b);
  return jb !== null && ![...ja].some((j) => jb.has(j));
}
