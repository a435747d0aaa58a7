import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { foldText } from '../../../src/domain/titles/fold';
import { legalTradeTerms } from '../../../src/domain/titles/legal-trade-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 38 (issue #21, legal38): the legal trade in the 24 languages and English — a lawyer's noun makes the practice area the
 * lawyer's, a managing partner runs the firm, a class-year associate is a law firm's (docs/decisions.md, "Detection round 38
 * (legal trade)").
 */
const FILES: readonly string[] = [
  // 385 titles in 25 languages written before the rules (376/385 seniority, 295/385 function on main as first run) and 27 controls
  // added after the first rules (27/27 on main); 8 still wrong are in the -open file.
  'titles-r38-legal.json',
  // The probe, written after the rules in other wordings (procurement and supply contracts, banking lawyers, managing partners of
  // other practices, a DACH legal head, a litigation-support technician, controls) and run once: 68/68 seniority, 68/68 function
  // (68/68 and 46/68 on main).
  'titles-r38-legal-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the legal trade, round 38', () => {
  it('when a lawyer\'s noun names the role, then the practice area or the employer after it lends no function', () => {
    expect(classifyTitle('Prawniczka wewnętrzna ds. umów sprzedaży').function).toBe('other');
    expect(classifyTitle('Юрисконсульт із договорів купівлі-продажу').function).toBe('other');
    expect(classifyTitle('Verolakimies pankissa').function).toBe('other');
    expect(classifyTitle('Şirket avukatı, tedarik sözleşmeleri').function).toBe('other');
  });

  it('when lawyers are the audience or the employer, then the role keeps its function', () => {
    expect(classifyTitle('Account Executive – software for lawyers').function).toBe('sales');
    expect(classifyTitle('Marketing Manager, Anwaltskanzlei').function).toBe('marketing');
    expect(classifyTitle('Staf Legal Operations').function).toBe('operations');
    expect(classifyTitle('Legal Recruitment Consultant').function).toBe('people');
  });

  it('when a managing partner is named at the start, then c_level executive; an aide to one and a plain partner are not', () => {
    expect(classifyTitle('Partner zarządzający kancelarii prawnej')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Managing Partner, personal injury law firm')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Executive Assistant to the Managing Partner').function).toBe('operations');
    expect(classifyTitle('Associée, droit de la concurrence')).toEqual({ seniority: 'c_level', function: 'other' });
  });

  it('when an associate has a class year, then a law firm\'s; a bank\'s associate on a product stays finance', () => {
    expect(classifyTitle('Third-Year Associate, Banking & Finance').function).toBe('other');
    expect(classifyTitle('Associate, Equity Capital Markets').function).toBe('finance');
  });

  it('when a legal leader names a region, then other; litigation support is operations', () => {
    expect(classifyTitle('Head of Legal, UK & Ireland')).toEqual({ seniority: 'director', function: 'other' });
    expect(classifyTitle('Litigation Support Manager').function).toBe('operations');
  });

  it('when a term is listed, then it is folded as a title is', () => {
    for (const term of legalTradeTerms()) expect(term).toBe(foldText(term).replace(/[^\p{L}\p{M}\p{N}*&]+/gu, ' ').trim());
  });
});
