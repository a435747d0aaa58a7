import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { groupVerdict } from '../../../src/domain/company/groups';
import { classifyTitle } from '../../../src/domain/titles';
import { PRIMARY_RULE, SCIENTIST_RULE } from '../../../src/domain/titles/primary-terms';
import { loadStoryPairs } from '../changes/labelled-pairs';
import { describeRoundTitles } from './fixture';

/**
 * Round 39 (issue #21, primary39): the primary industries — farms, plantations, mines and quarries, steel and aluminium works,
 * forests and sawmills, fisheries and aquaculture, meat and dairy processing — as titles (`titles/primary-terms.ts`) and as
 * groups (`company/group-names-primary.ts`), written before any read set showed them (docs/decisions.md, "Detection round 39
 * (primary industries)").
 */
// 411 titles in 25 languages written before the rules: 406/412 seniority, 236/412 function on main; 1 still wrong in -open.
// The probe, written after the rules in other wordings: 60/62 seniority, 56/62 function as first run (25/62 on main); two labels
// recounted (a harvesting foreman and a poultry-farm supervisor are managers), 61/61 after swine units, stålverk, Hebrew ב- and
// Arabic في before a mine; the Romanian "turnător formator" in -open.
describeRoundTitles(['titles-r39-primary.json', 'titles-r39-primary-probe.json'], classifyTitle);

// 133 group pairs (same family and namesakes): 114/133 on main, 122 after the data; 11 in -open. The probe, written after the
// data with other arms and other groups of the same trades, run once: 40/40 (14/40 on main); one label recounted after it
// (Zinkgruvan, sold by Lundin Mining to Boliden in 2025: moved).
const pairs = ['pairs-r39-primary-families.json', 'pairs-r39-primary-families-probe.json'].flatMap((f) =>
  loadStoryPairs(`test/fixtures/detection-w3/${f}`).map((p) => ({ ...p, story: `${f} ${p.story}` })),
);

describe('primary-industry groups, round 39', () => {
  it.each(pairs.map((p) => [p.story, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });

  it('when a group\'s operating company or former name is written, then it is the group\'s family', () => {
    expect(groupVerdict('Mowi', 'Marine Harvest')).toBe('same');
    expect(groupVerdict('UPM', 'UPM Raflatac')).toBe('same');
    expect(groupVerdict('Syngenta Group', 'Sinofert')).toBe('same');
  });
});

describe('primary-industry trades, round 39', () => {
  it('when a farm, mine or mill trade is named, then operations; a scientist stays other and an engineer engineering', () => {
    expect(classifyTitle('Dragline Operator – coal mine').function).toBe('operations');
    expect(classifyTitle('Production Veterinarian – poultry integrator').function).toBe('other');
    expect(classifyTitle('Engineering Geologist – ground investigation').function).toBe('engineering');
    expect(classifyTitle('Gießereiingenieur – Eisengießerei').function).toBe('engineering');
  });

  it('when a grain merchant is named, then sales; a trader stays finance and a data miner engineering', () => {
    expect(classifyTitle('Grain Merchandiser – country elevator').function).toBe('sales');
    expect(classifyTitle('Soft Commodities Trader – cocoa and coffee').function).toBe('finance');
    expect(classifyTitle('Data Miner').function).toBe('engineering');
    expect(classifyTitle('VP Legal (Wakil Presiden Urusan Hukum), perusahaan tambang').function).toBe('other');
  });

  it('when the rules are built, then each is gated by its terms', () => {
    expect(PRIMARY_RULE.gate).toBeDefined();
    expect(SCIENTIST_RULE.gate).toBeDefined();
  });
});
