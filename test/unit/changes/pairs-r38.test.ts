import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { abbreviationsWrittenOut } from '../../../src/domain/changes/title-abbreviations';
import { isEducationEntry } from '../../../src/domain/titles/education';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 38 (issue #21, pairs38; read set w4m's pairs): study entered after a job, the degree word inflected or compounded as
 * its language writes it (`titles/study-terms.ts` `INFLECTED_DEGREE`; w4m's "Hukuk Yüksek Lisansı (tam zamanlı)" at Koç
 * Üniversitesi), and a title's abbreviations of several kinds written out or shortened in one edit
 * (`changes/title-abbreviations.ts`; w4m's "GC & Corp. Secretary" → "General Counsel & Corporate Secretary"). The development
 * rows were written before the rules, the probes after them, run once (docs/decisions.md, "Detection round 38 (pairs38)").
 * Rows still wrong are in `pairs-r38-open.json` with a `why` each.
 */
const files = ['pairs-r38-study.json', 'pairs-r38-study-probe.json', 'pairs-r38-abbreviations.json', 'pairs-r38-abbreviations-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('study entered after a job, and abbreviations written out, round 38', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a degree word inflected or compounded, round 38', () => {
  it('when the degree carries its language\'s ending at a place of study, then the entry is study', () => {
    expect(isEducationEntry({ company: 'Ege Üniversitesi', title: 'İktisat Doktorası' })).toBe(true);
    expect(isEducationEntry({ company: 'جامعة الكويت', title: 'الدكتوراه في القانون' })).toBe(true);
    expect(isEducationEntry({ company: 'Universitetet i Bergen', title: 'Masterstudium' })).toBe(true);
  });

  it('when a role word stands beside the degree, then it is a job at the school', () => {
    expect(isEducationEntry({ company: 'Ege Üniversitesi', title: 'Doktora Programı Uzmanı' })).toBe(false);
    expect(isEducationEntry({ company: 'London Business School', title: 'MBA Admissions Officer' })).toBe(false);
    expect(isEducationEntry({ company: 'Politechnika Gdańska', title: 'Specjalistka ds. studiów magisterskich' })).toBe(false);
  });
});

describe('abbreviations aligned word by word, round 38', () => {
  it('when every short form stands for the other side\'s words, then the titles name one role', () => {
    expect(abbreviationsWrittenOut('GC & Corp. Sec.', 'General Counsel and Corporate Secretary')).toBe(true);
    expect(abbreviationsWrittenOut('Abt.-Ltr. Recht', 'Abteilungsleiter Recht')).toBe(true);
    expect(abbreviationsWrittenOut('יועמ"ש', 'יועץ משפטי')).toBe(true);
  });

  it('when a word is left over on either side, then the titles are not aligned', () => {
    expect(abbreviationsWrittenOut('VP Sales', 'SVP Sales')).toBe(false);
    expect(abbreviationsWrittenOut('GC', 'Deputy GC')).toBe(false);
    expect(abbreviationsWrittenOut('Dir. adj. juridique', 'Directeur juridique')).toBe(false);
    expect(abbreviationsWrittenOut('Sr. Mgr, Tax', 'Director, Tax')).toBe(false);
  });
});
