import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { groupVerdict } from '../../../src/domain/company/groups';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 31 (issue #21, industries31a): the groups of energy and utilities, telecom operators and automotive, aerospace and
 * defence manufacturing as data (`company/group-names-energy-telecom-auto.ts`), written before any read set showed these
 * industries; the pairs were written after the data (in sample): 56 of 58 right, 45 on main (docs/decisions.md, "Detection
 * round 31 (industries a)").
 */
const file = 'test/fixtures/detection-w3/pairs-r31-industries-a.json';
const pairs = loadStoryPairs(file).map((p) => ({ ...p, id: `pairs-r31-industries-a.json ${p.id}` }));

describe('energy, telecom and automotive/aerospace groups, round 31', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('joint ventures, minority holdings and spin-offs, round 31', () => {
  it('when two parents hold a joint venture half each, then the joint venture is neither parent\'s family', () => {
    expect(groupVerdict('SAIC Volkswagen', 'Volkswagen AG')).toBe('different');
    expect(groupVerdict('一汽丰田', 'Toyota Motor Europe')).toBe('different');
    expect(groupVerdict('JERA', '東京電力ホールディングス')).toBe('different');
  });

  it('when a group holds a majority, then the company is the group\'s in any script', () => {
    expect(groupVerdict('Saudi Aramco', 'SABIC')).toBe('same');
    expect(groupVerdict('State Grid', '国网江苏省电力有限公司')).toBe('same');
    expect(groupVerdict('Geely', 'Volvo Cars')).toBe('same');
  });

  it('when a group holds a minority or spun the company off, then it is another employer', () => {
    expect(groupVerdict('Vodafone', 'Vodafone Idea')).toBe('different');
    expect(groupVerdict('BorgWarner', 'PHINIA')).toBe('different');
  });
});
