import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { crmRetailTerms } from '../../../src/domain/titles/crm-retail-terms';
import { foldTerms } from '../../../src/domain/titles/fold';
import { describeRoundTitles } from './fixture';

/**
 * Round 40 (issue #21, crm40): consumer CRM and loyalty, retail planning and store systems, written before the rules in the 24
 * languages and English (docs/decisions.md, "Detection round 40 (crm)"). Titles: `titles/crm-retail-terms.ts`.
 */
const FILES: readonly string[] = [
  // 419 titles in 25 languages written before the rules (414/421 seniority, 212/421 function on main as first run; 2 still wrong are in -open).
  'titles-r40-crm.json',
  // The probe, written after the rules in other wordings: 60/61 seniority, 61/61 function as first run (60/61, 27/61 on main); its one miss is in -open.
  'titles-r40-crm-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('consumer CRM, retail planning and store systems, round 40', () => {
  it('when CRM stands beside loyalty or a consumer business, then marketing; beside sales or a system administrator, revops', () => {
    expect(classifyTitle('Responsable CRM & fidélité, enseigne de sport').function).toBe('marketing');
    expect(classifyTitle('CRM Manager, fashion retailer').function).toBe('marketing');
    expect(classifyTitle('CRM Manager').function).toBe('revops');
    expect(classifyTitle('CRM Administrator, hotel group').function).toBe('revops');
    expect(classifyTitle('Sales Operations Analyst (CRM)').function).toBe('revops');
  });

  it('when a planner plans stock, then operations; a programmer of software stays engineering', () => {
    expect(classifyTitle('Påfyllnadsplanerare, centrallager').function).toBe('operations');
    expect(classifyTitle('Προγραμματιστής παραγγελιών καταστημάτων').function).toBe('operations');
    expect(classifyTitle('Προγραμματιστής λογισμικού').function).toBe('engineering');
    expect(classifyTitle('Täydennyskoulutuksen suunnittelija').function).not.toBe('operations');
  });

  it('when store systems are supported in-house, then engineering; a POS vendor supporting customers, customer success', () => {
    expect(classifyTitle('Store Systems Support Technician')).toEqual({ seniority: 'ic', function: 'engineering' });
    expect(classifyTitle('Customer Support Agent, POS software').function).toBe('customer_success');
    expect(classifyTitle('Staf dukungan pelanggan aplikasi kasir').function).toBe('customer_success');
  });

  it('when the terms are read, then each is folded as a title is', () => {
    for (const term of crmRetailTerms()) expect(foldTerms([term])[0]).toBe(foldTerms(foldTerms([term]))[0]);
  });
});
