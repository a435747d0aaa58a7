import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { ladderStep } from '../../../src/domain/changes/trade-ladder';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 35 (issue #21, ladders35): the rank ladders of the trades as data (`titles/rank-ladders.ts`) decide up or down for a new
 * entry at one employer or its family where the five bands are too coarse, a deputy half a rung below the post
 * (`changes/trade-ladder.ts`). The development pairs were written before the ladders (103 of 163 right on main); the probe after
 * them in other wordings and employers, run once (44 of 45 as first run, 33 on main; the 45th, a feminine "Cadre supérieure de
 * santé", was added). Rows still wrong are in `pairs-r35-ladders-open.json` with a `why` each (docs/decisions.md, "Detection
 * round 35 (ladders)").
 */
const files = ['test/fixtures/detection-w3/pairs-r35-ladders.json', 'test/fixtures/detection-w3/pairs-r35-ladders-probe.json'];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('rank ladders of the trades, round 35', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a ladder\'s order and a deputy\'s place on it, round 35', () => {
  it('when both titles are on one ladder, then their rungs decide', () => {
    expect(ladderStep('Directeur de magasin', 'Chef de rayon')).toBe('down');
    expect(ladderStep('Staff Nurse', 'Charge Nurse')).toBe('up');
    expect(ladderStep('Counsel', 'Senior Associate')).toBe('down');
    expect(ladderStep('First Officer', 'Captain')).toBe('up');
  });

  it('when the new title is a deputy of a higher rung, then it ranks above the rung below', () => {
    expect(ladderStep('Nursing Supervisor', 'Deputy Nursing Superintendent')).toBe('up');
    expect(ladderStep('Department Manager', 'Assistant Store Manager')).toBe('up');
    expect(ladderStep('Store Manager', 'Assistant Store Manager')).toBe('down');
    expect(ladderStep('売場長', '副店長')).toBe('up');
    expect(ladderStep('护士长', '护理部副主任')).toBe('up');
  });

  it('when the titles share no ladder, name a wider scope, or one is an assistant to someone, then the ladders say nothing', () => {
    expect(ladderStep('Store Manager', 'Staff Nurse')).toBeNull();
    expect(ladderStep('Store Manager', 'Assistant Regional Store Manager')).toBeNull();
    expect(ladderStep('Store Manager', 'Executive Assistant to the Store Manager')).toBeNull();
    expect(ladderStep('Associate Professor', 'Associate Director')).toBeNull();
    expect(ladderStep('Nurse Manager', 'Charge Nurse')).toBe('down');
  });
});
