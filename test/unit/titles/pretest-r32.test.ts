import { describe, expect, it } from 'vitest';

import type { JobFunction, Seniority } from '../../../src/domain/titles';
import { ACADEMIC_CLASSES_RULE } from '../../../src/domain/titles/academic-terms';
import { termNeedles } from '../../../src/domain/titles/class-terms-finder';
import { FINANCE_CLASSES_RULE } from '../../../src/domain/titles/finance-terms';
import type { FunctionRule } from '../../../src/domain/titles/function-rules';
import { HOSPITAL_CLASSES_RULE } from '../../../src/domain/titles/hospital-terms';
import { byIndustryClass, INDUSTRY_CLASSES_RULE, INDUSTRY_WORKS_RULE } from '../../../src/domain/titles/industry-terms';
import { COMPLIANCE_RULE, LEGAL_CLASSES_RULE } from '../../../src/domain/titles/legal-terms';
import { byLifesciClass, LIFESCI_CLASSES_RULE } from '../../../src/domain/titles/lifesci-terms';
import { PUBLIC_SERVICE_CLASSES_RULE } from '../../../src/domain/titles/public-service-terms';
import { AEC_CLASSES_RULE, AEC_TIER_2_RULE } from '../../../src/domain/titles/role-classes-aec';
import { classesRule, IT_TIER_2_RULE } from '../../../src/domain/titles/role-classes-it';
import { type ClassPass, gatedPass, NeedleIndex, TERM_GATE, ungatedPass } from '../../../src/domain/titles/term-gate';
import { byIndustryBClass, INDUSTRY_B_RULE, INDUSTRY_B_STRONG_RULE } from '../../../src/domain/titles/transport-travel-insurance-terms';
import type { TitleClassification } from '../../../src/domain/titles/types';
import { labelledTitleTexts } from './fixture';

/** Every labelled title's cleaned parts and their join, as the rules and passes read them. */
const texts = [...new Set(labelledTitleTexts())];

const CLASSES_RULES: readonly (readonly [string, FunctionRule])[] = [
  ['academic', ACADEMIC_CLASSES_RULE],
  ['finance', FINANCE_CLASSES_RULE],
  ['hospital', HOSPITAL_CLASSES_RULE],
  ['legal', LEGAL_CLASSES_RULE],
  ['compliance', COMPLIANCE_RULE],
  ['public service', PUBLIC_SERVICE_CLASSES_RULE],
  ['aec', AEC_CLASSES_RULE],
  ['aec tier 2', AEC_TIER_2_RULE],
  ['it tier 2', IT_TIER_2_RULE],
  ['industries a, classes', INDUSTRY_CLASSES_RULE],
  ['industries a, works', INDUSTRY_WORKS_RULE],
  ['industries b, strong', INDUSTRY_B_STRONG_RULE],
  ['industries b, crews', INDUSTRY_B_RULE],
  ['life sciences', LIFESCI_CLASSES_RULE],
];

const TRADE_PASSES: readonly (readonly [string, ClassPass])[] = [
  ['industries a', byIndustryClass],
  ['industries b', byIndustryBClass],
  ['life sciences', byLifesciClass],
];

/** Readings a pass may be handed: the title's own, and each function at an individual's and a chief's rank. */
const FUNCTIONS: readonly JobFunction[] = ['other', 'operations', 'engineering', 'sales', 'marketing', 'finance', 'people', 'customer_success', 'executive', 'revops'];
const SENIORITIES: readonly Seniority[] = ['ic', 'manager', 'c_level'];
const READINGS: readonly TitleClassification[] = FUNCTIONS.flatMap((fn) => SENIORITIES.map((seniority) => ({ seniority, function: fn })));

describe('the classifier\'s one literal gate (round 32, speed33, term-gate.ts)', () => {
  it('when literals are found at word starts or anywhere, then the index answers as the substring test at those places does', () => {
    const index = new NeedleIndex([{ atWordStart: ['qa', 'clinical res'] }, { anywhere: ['值长', 'ops'] }, null, ['it'], { atWordStart: [''] }]);
    expect([...index.present('qa lead')]).toEqual([1, 0, 1, 0, 1]);
    expect([...index.present('aqa lead')]).toEqual([0, 0, 1, 0, 1]); // not at a word start
    expect([...index.present('x,qa & devops')]).toEqual([1, 1, 1, 0, 1]); // after a comma; "ops" anywhere
    expect([...index.present('senior clinical research associate')]).toEqual([1, 0, 1, 0, 1]);
    expect([...index.present('电厂值长')]).toEqual([0, 1, 1, 0, 1]);
    expect([...index.present('editor')]).toEqual([0, 0, 1, 1, 1]);
    expect([...index.present('')]).toEqual([0, 0, 1, 0, 1]);
  });

  it('when a term list is read, then its literals are each term\'s text up to its first wildcard (spaced at word starts, CJK anywhere)', () => {
    expect(termNeedles(['Field Service*', 'qa', '临床监查', 'ab*c'])).toEqual({ atWordStart: ['field service', 'qa', 'ab'], anywhere: ['临床监查'] });
    expect(termNeedles(['品質管理*'])).toEqual({ atWordStart: [], anywhere: ['品質管'] }); // the character before a CJK "*" may be absent
    expect(termNeedles(['*planer'])).toBeNull();
    expect(termNeedles(['st. john'])).toBeNull();
  });

  it.each(CLASSES_RULES)('when the %s classes rule\'s pattern matches a labelled title, then its slot in the gate holds the text', (_name, rule) => {
    expect(rule.gate).toBeDefined();
    expect(texts.length).toBeGreaterThan(8000);
    const missed = texts.filter((text) => !TERM_GATE.holds(rule.gate ?? -1, text) && rule.pattern.test(text));
    expect(missed).toEqual([]);
    // The gate lets through few texts the rule then does not match: it is worth its look-up.
    const passed = texts.filter((text) => TERM_GATE.holds(rule.gate ?? -1, text)).length;
    expect(passed).toBeLessThan(texts.length / 4);
  });

  it.each(TRADE_PASSES)('when the %s pass is gated, then every labelled title reads as the pass without its gate reads it', (_name, pass) => {
    const inner = ungatedPass(pass);
    expect(inner).toBeDefined();
    const wrong: string[] = [];
    for (const text of texts) {
      for (const read of READINGS) {
        const want = inner?.(text, read);
        const got = pass(text, read);
        if (got.seniority !== want?.seniority || got.function !== want.function) wrong.push(`${text} :: ${read.seniority}/${read.function}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when a trade pass is written the old way (a classes rule with or without `needs`), then it is gated all the same', () => {
    const rule = classesRule(1, [['operations', ['widget assembl*', '部品組立']]]);
    const declared: FunctionRule = { ...classesRule(1, [['sales', ['gizmo sales']]]), needs: ['gizmo'] };
    expect(rule.gate).toBeDefined();
    expect(rule.find?.('senior widget assembler')).toEqual({ fn: 'operations', index: 7, length: 16 });
    expect(rule.find?.('部品組立 班長')).toEqual({ fn: 'operations', index: 0, length: 4 });
    expect(TERM_GATE.holds(rule.gate ?? -1, 'account executive')).toBe(false);
    let ran = 0;
    const pass = gatedPass([rule, declared], (_text, read) => {
      ran++;
      return { seniority: read.seniority, function: 'operations' };
    });
    const read: TitleClassification = { seniority: 'ic', function: 'other' };
    expect(pass('account executive', read)).toBe(read);
    expect(ran).toBe(0);
    expect(pass('widget assembly lead', read).function).toBe('operations');
    expect(pass('head of gizmo partnerships', read).function).toBe('operations'); // the declared `needs`, found anywhere
    expect(ran).toBe(2);
  });
});
