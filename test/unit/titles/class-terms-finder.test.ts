import { describe, expect, it } from 'vitest';

import { ACADEMIC_CLASSES_RULE } from '../../../src/domain/titles/academic-terms';
import { classTermsFinder } from '../../../src/domain/titles/class-terms-finder';
import { FINANCE_CLASSES_RULE } from '../../../src/domain/titles/finance-terms';
import { foldText } from '../../../src/domain/titles/fold';
import type { FunctionRule } from '../../../src/domain/titles/function-rules';
import { HOSPITAL_CLASSES_RULE } from '../../../src/domain/titles/hospital-terms';
import { INDUSTRY_CLASSES, INDUSTRY_CLASSES_RULE, INDUSTRY_WORKS_CLASSES, INDUSTRY_WORKS_RULE } from '../../../src/domain/titles/industry-terms';
import { COMPLIANCE_RULE, LEGAL_CLASSES_RULE } from '../../../src/domain/titles/legal-terms';
import { LIFESCI_CLASSES, LIFESCI_CLASSES_RULE } from '../../../src/domain/titles/lifesci-terms';
import { PUBLIC_SERVICE_CLASSES_RULE } from '../../../src/domain/titles/public-service-terms';
import { AEC_CLASSES_RULE, AEC_TIER_2_RULE } from '../../../src/domain/titles/role-classes-aec';
import { IT_CLASSES_RULE, IT_TIER_2_RULE } from '../../../src/domain/titles/role-classes-it';
import { classesRule } from '../../../src/domain/titles/role-classes-it';
import { CREW_CLASSES, INDUSTRY_B_RULE, INDUSTRY_B_STRONG_RULE, STRONG_CLASSES } from '../../../src/domain/titles/transport-travel-insurance-terms';
import { labelledTitleTexts } from './fixture';

/** Every labelled title's cleaned parts and their join, as the passes read them. */
const titleTexts = labelledTitleTexts();

const RULES = [
  ['industries b, strong', STRONG_CLASSES, INDUSTRY_B_STRONG_RULE],
  ['industries b, crews', CREW_CLASSES, INDUSTRY_B_RULE],
  ['industries a, classes', INDUSTRY_CLASSES, INDUSTRY_CLASSES_RULE],
  ['industries a, works', INDUSTRY_WORKS_CLASSES, INDUSTRY_WORKS_RULE],
  ['life sciences', LIFESCI_CLASSES, LIFESCI_CLASSES_RULE],
] as const;

/** Each term of the classes written into places a word start or end decides: alone, after a space, a comma or "&", glued to a letter or a digit. */
function termTexts(classes: readonly (readonly [string, readonly string[]])[]): string[] {
  const out: string[] = [];
  for (const [, list] of classes) {
    for (const term of list) {
      const long = foldText(term).replace(/\*/gu, 'ab');
      const bare = foldText(term).replace(/\*/gu, '');
      out.push(long, bare, `x ${long}`, `x,${bare}1`, `x${bare}`, `${bare}x`, `q & ${long} , y`, `${bare}é`, `中${bare}`);
    }
  }
  return out;
}

function answer(found: { fn: string; index: number } | null): string | null {
  return found === null ? null : `${found.fn}@${found.index}`;
}

describe('a classes rule read term by term (round 31, speed31b, class-terms-finder.ts)', () => {
  it.each(RULES)('when the %s rule reads a labelled title or a term in context, then it finds what its pattern finds', (_name, classes, rule) => {
    const find = classTermsFinder(classes);
    expect(find).not.toBeNull();
    const texts = [...new Set([...titleTexts, ...termTexts(classes)])];
    expect(texts.length).toBeGreaterThan(8000);
    const wrong: string[] = [];
    let hits = 0;
    for (const text of texts) {
      const m = rule.pattern.exec(text);
      const expected = m === null ? null : `${rule.fnOf?.(m) ?? rule.fn}@${m.index}`;
      if (expected !== null) hits++;
      if (answer(find?.(text) ?? null) !== expected) wrong.push(text);
    }
    expect(hits).toBeGreaterThan(100);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('when any classes rule reads a labelled title, then its `find` gives the pattern\'s first match: function, place and length', () => {
    const rules: [string, FunctionRule][] = Object.entries({
      ACADEMIC_CLASSES_RULE, FINANCE_CLASSES_RULE, HOSPITAL_CLASSES_RULE, COMPLIANCE_RULE, LEGAL_CLASSES_RULE, PUBLIC_SERVICE_CLASSES_RULE,
      AEC_CLASSES_RULE, AEC_TIER_2_RULE, IT_TIER_2_RULE, INDUSTRY_B_STRONG_RULE, INDUSTRY_B_RULE, INDUSTRY_CLASSES_RULE, INDUSTRY_WORKS_RULE, LIFESCI_CLASSES_RULE,
    });
    expect(IT_CLASSES_RULE.find).toBeUndefined(); // a raw pattern source (`extra`): the pattern is run
    const texts = [...new Set(titleTexts)];
    const wrong: string[] = [];
    let hits = 0;
    for (const [name, rule] of rules) {
      expect(rule.find, name).toBeDefined();
      for (const text of texts) {
        const m = rule.pattern.exec(text);
        const expected = m === null ? null : `${rule.fnOf?.(m) ?? rule.fn}@${m.index}+${m[0].length}`;
        if (expected !== null) hits++;
        const f = rule.find?.(text) ?? null;
        if ((f === null ? null : `${f.fn}@${f.index}+${f.length}`) !== expected) wrong.push(`${name} :: ${text}`);
      }
    }
    expect(hits).toBeGreaterThan(1000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('when classes overlap at one place, then the earlier class and the earlier term win, as in the pattern', () => {
    const classes = [
      ['sales', ['fleet sales*', 'leasing agent']],
      ['operations', ['fleet*', 'leasing*', 'フリート*']],
    ] as const;
    const rule = classesRule(1, classes);
    const find = classTermsFinder(classes);
    for (const text of ['fleet sales manager', 'fleet manager', 'leasing agents', 'leasing agent', 'x fleetsalesy', 'フリートト', 'フリー', 'a,leasing2', 'aleasing']) {
      const m = rule.pattern.exec(text);
      expect(answer(find?.(text) ?? null)).toBe(m === null ? null : `${rule.fnOf?.(m) ?? rule.fn}@${m.index}`);
    }
  });

  it('when a term holds a pattern sign or starts with a wildcard, then there is no finder and the pattern is run', () => {
    expect(classTermsFinder([['operations', ['st. john']]])).toBeNull();
    expect(classTermsFinder([['operations', ['*manager']]])).toBeNull();
  });
});
