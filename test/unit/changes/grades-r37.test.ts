import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { ladderStep } from '../../../src/domain/changes/trade-ladder';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 37 (issue #21, levels37): grades and ladders — Korean and Japanese corporate grades, section and part leaders (ko 섹션리더 /
 * 파트리더 / 그룹리더, zh 工段长) and a ministry's ladder (`titles/rank-ladders.ts`, `civil_service`: vi, zh, zh-TW, ja, ko, de, fr,
 * India). 45 pairs written before the ministry data (36/45 on main, 37/45 after the branch's title rules, two of its labels
 * recounted: an equal band at one employer is `promoted` by the contract, a 处长 made 副司长 is promoted) and the 3 rows of round
 * 36's secondments-open file the ladder fixed; the probe, written after, 15/15 on its first run (12/15 on main).
 */
const files = ['test/fixtures/detection-w3/pairs-r37-grades.json', 'test/fixtures/detection-w3/pairs-r37-grades-probe.json'];
const pairs = files.flatMap((file) => loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })));

describe('grades and ministry ladders, round 37', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });

  it('when both titles are on a ministry\'s ladder, then the rungs decide, a deputy half a rung below its post', () => {
    expect(ladderStep('Trưởng phòng', 'Phó Vụ trưởng')).toBe('up');
    expect(ladderStep('处长', '副司长')).toBe('up');
    expect(ladderStep('局長', '係員')).toBe('down');
    expect(ladderStep('Referentin', 'Referatsleiterin')).toBe('up');
  });
});
