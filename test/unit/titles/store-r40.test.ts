import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { foldText } from '../../../src/domain/titles/fold';
import { storeFloorTerms } from '../../../src/domain/titles/store-floor-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 40 (issue #21, store40): the store, restaurant, hotel, gym and forecourt floor in the 24 languages and English
 * (`store-floor-terms.ts`; docs/decisions.md, "Detection round 40 (store floor)").
 */
const FILES: readonly string[] = [
  // 429 titles written before the rules (first run on main: 385/429 seniority, 299/429 function); 14 still wrong are in -open.
  'titles-r40-store.json',
  // The probe, written after the rules in other wordings, run once: 67/68 seniority, 68/68 function (main 55/68, 50/68); the one
  // wrong (a chain's name holding "GM") is in -open.
  'titles-r40-store-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the store, restaurant and hotel floor, round 40', () => {
  it('when one store, restaurant or gym is run by its director, then a manager in operations; a company director keeps the rank', () => {
    expect(classifyTitle('Directrice de magasin, équipe de 35')).toEqual({ seniority: 'manager', function: 'operations' });
    expect(classifyTitle('Директор ресторану, Київ')).toEqual({ seniority: 'manager', function: 'operations' });
    expect(classifyTitle('Directeur commercial, chaîne de restaurants')).toEqual({ seniority: 'director', function: 'sales' });
  });

  it('when store operations are led, then operations; a seller of store software stays sales', () => {
    expect(classifyTitle('VP Store Operations, sporting goods retailer')).toEqual({ seniority: 'vp', function: 'operations' });
    expect(classifyTitle('Account Executive, store operations software').function).toBe('sales');
  });

  it('when a cashier, a hotel front desk agent or a concierge is named, then the read sets\' majority stands', () => {
    expect(classifyTitle('Cashier, Lidl').function).toBe('finance');
    expect(classifyTitle('Front Desk Agent, Marriott').function).toBe('customer_success');
  });

  it('when a master franchisee or a chain\'s founder is named, then the chief; a franchisee after a role is the employer', () => {
    expect(classifyTitle('Master Franchisee, burger chain in Kenya')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Fondatrice d\'un réseau de trois boulangeries')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Director of Operations, franchisee of 20 restaurants')).toEqual({ seniority: 'director', function: 'operations' });
  });

  it('when the terms are listed, then each is folded as a title is', () => {
    for (const term of storeFloorTerms()) expect(term).toBe(foldText(term).replace(/[^\p{L}\p{M}\p{N}*&]+/gu, ' ').trim());
  });
});
