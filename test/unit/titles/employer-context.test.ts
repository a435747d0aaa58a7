import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';

/**
 * Round 7 (issue #21): the employer's description inside a general manager's title names the
 * business, not the function (`src/domain/titles/employer-context.ts`). Other languages, companies and
 * industries than holdout-w3f's, and controls where the function stays.
 */
const CASES: readonly (readonly [string, string, string])[] = [
  // a chief executive or owner of a company described by its industry → executive
  ['Geschäftsführer, Logistikunternehmen', 'c_level', 'executive'],
  ['Toimitusjohtaja, kuljetusyritys', 'c_level', 'executive'],
  ['Directeur général – société de marketing digital', 'c_level', 'executive'],
  ['Amministratore Delegato di una società di software', 'c_level', 'executive'],
  ['VD för ett IT-företag', 'c_level', 'executive'],
  ['Генеральный директор строительной компании', 'c_level', 'executive'],
  ['Jednatel, stavební firma', 'c_level', 'executive'],
  ['Yönetim Kurulu Başkanı - Yazılım şirketi', 'c_level', 'executive'],
  ['Presiden Direktur PT Anugerah Teknologi', 'c_level', 'executive'],
  ['Giám đốc điều hành Công ty Cổ phần Phần mềm Minh Anh', 'c_level', 'executive'],
  ['מנכ"ל | חברת שיווק דיגיטלי', 'c_level', 'executive'],
  ['المدير العام - شركة برمجيات', 'c_level', 'executive'],
  ['代表取締役（ソフトウェア会社）', 'c_level', 'executive'],
  ['软件公司总经理', 'c_level', 'executive'],
  ['CEO, Acme Sales Company', 'c_level', 'executive'],
  // controls: a function outside the description stays; a partner takes the firm's function
  ['Co-founder & CTO, fintech startup', 'c_level', 'engineering'],
  ['Sales Director, logistics company', 'director', 'sales'],
  ['物流公司销售经理', 'manager', 'sales'],
  ['Geschäftsführer Vertrieb, Logistikunternehmen', 'c_level', 'sales'],
  ['Partner, law firm', 'c_level', 'other'],
];

describe('employer description inside a title', () => {
  it.each(CASES)('%s → %s / %s', (title, seniority, fn) => {
    const got = classifyTitle(title);
    expect({ seniority: got.seniority, function: got.function }).toEqual({ seniority, function: fn });
  });
});
