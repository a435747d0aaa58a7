import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { groupVerdict } from '../../../src/domain/company/groups';
import { classifyTitle } from '../../../src/domain/titles';
import { loadStoryPairs } from '../changes/labelled-pairs';
import { describeRoundTitles } from './fixture';

/**
 * Round 39 (issue #21, defence39): defence, aerospace, security services, fire and the armed forces, written before any read
 * set showed the industry (docs/decisions.md, "Detection round 39 (defence)"). Titles: `titles/defence-terms.ts`; families:
 * `company/group-names-defence.ts`.
 */
const FILES: readonly string[] = [
  // 704 titles in 25 languages written before the rules (585/719 seniority, 554/719 function on main as first run; 15 still wrong are in -open).
  'titles-r39-defence.json',
  // The probe, written after the rules in other wordings: 62/63 seniority, 59/63 function as first run (50/63, 52/63 on main).
  'titles-r39-defence-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

const pairFiles = ['test/fixtures/detection-w3/pairs-r39-defence-families.json', 'test/fixtures/detection-w3/pairs-r39-defence-families-probe.json'];
const pairs = pairFiles.flatMap((file) => loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })));

describe('defence, security and cybersecurity groups, round 39', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });

  it('when a group sold an arm or only holds a stake, then the data does not join them', () => {
    expect(groupVerdict('Rolls-Royce', 'ITP Aero')).toBe('different');
    expect(groupVerdict('Securitas', 'Securitas Direct')).toBe('different');
    expect(groupVerdict('Verisure', 'Securitas Direct')).toBe('same');
    expect(groupVerdict('Leonardo', 'Hensoldt')).not.toBe('same');
  });
});

describe('defence and security trades, round 39', () => {
  it('when a rank opens a title, then the ladder sets the seniority; a word other trades share only beside the armed forces', () => {
    expect(classifyTitle('Sergeant, British Army')).toEqual({ seniority: 'manager', function: 'other' });
    expect(classifyTitle('Sergent-chef')).toEqual({ seniority: 'manager', function: 'other' });
    expect(classifyTitle('Wing Commander, RAF')).toEqual({ seniority: 'director', function: 'other' });
    expect(classifyTitle('Major Account Manager').function).toBe('sales');
    expect(classifyTitle('General Manager')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Captain, university rugby team').seniority).not.toBe('manager');
  });

  it('when guarding, aircraft maintenance or export control is the role, then operations; a cyber trade is engineering', () => {
    expect(classifyTitle('Door Supervisor (SIA)')).toEqual({ seniority: 'ic', function: 'operations' });
    expect(classifyTitle('Continuing Airworthiness Manager').function).toBe('operations');
    expect(classifyTitle('Threat Intelligence Analyst').function).toBe('engineering');
    expect(classifyTitle('Security Engineer – cloud platform').function).toBe('engineering');
  });
});
