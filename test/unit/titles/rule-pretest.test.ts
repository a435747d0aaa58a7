import { describe, expect, it } from 'vitest';

import { derivedRuleNeeds, ruleNeedsReadings } from '../../../src/domain/titles/classify';
import { RECORDED_NEEDS } from '../../../src/domain/titles/rule-needs-recorded';
import { derivedNeeds, NeedleIndex, patternKey } from '../../../src/domain/titles/rule-pretest';
import { labelledTitleTexts } from './fixture';

/** The texts the function rules read: each title's cleaned parts and their join, as `classify.ts` builds them. */
const texts = [...new Set(labelledTitleTexts())];

describe('a function rule gated by the literals read from its pattern (round 31, rule-pretest.ts)', () => {
  it('when a labelled title is read, then no rule pattern matches a text its derived gate rejects', () => {
    const rules = derivedRuleNeeds();
    expect(rules.length).toBeGreaterThan(50);
    expect(texts.length).toBeGreaterThan(8000);
    const index = new NeedleIndex(rules.map((r) => r.needs));
    const wrong: string[] = [];
    for (const text of texts) {
      const present = index.present(text);
      rules.forEach((rule, i) => {
        // The index answers as the substring test does, and a text it rejects is one the pattern does not match.
        if ((present[i] === 1) !== rule.needs.some((n) => text.includes(n))) wrong.push(`index ${i} :: ${text}`);
        if (present[i] === 0 && rule.pattern.test(text)) wrong.push(`${rule.pattern.source.slice(0, 60)} :: ${text}`);
      });
    }
    expect(wrong).toEqual([]);
    // Every labelled title × every gated rule: the work grows with each round's titles (4-5 s alone on 2 cores).
  }, 90_000);

  it('when the rules are loaded, then each pattern\'s needs are recorded as read now (else: npx tsx bench/record-rule-needs.ts --write)', () => {
    const readings = ruleNeedsReadings();
    expect(readings.length).toBeGreaterThan(50);
    expect(readings.filter((r) => JSON.stringify(RECORDED_NEEDS.get(r.key)) !== JSON.stringify(r.needs)).map((r) => r.key)).toEqual([]);
    expect(patternKey(/ab/u)).not.toBe(patternKey(/ba/u));
  });

  it('when a pattern is read, then its needs are the literals every match holds', () => {
    expect(derivedNeeds(/\bsales (?:ops|operations)\b/u)).toEqual(['sales ops', 'sales operations']);
    expect(derivedNeeds(/(?<=^|[\s,&])(?:p(?:ayroll\p{L}*|aie)|salari)(?![\p{L}\p{N}])|给与/u)).toEqual(['给与', 'aie', 'ayroll', 'salari']); // a stem's letters after the group's first letter
    expect(derivedNeeds(/\bchief\s+(?:[a-z&]+\s+){1,5}officer\b/u)).toEqual(['officer']);
    expect(derivedNeeds(/(?<!vice )president(?:e|a)?/u)).toEqual(['president']);
    expect(derivedNeeds(/(?<name>ab|cd)x?/u)).toEqual(['ab', 'cd']);
    expect(derivedNeeds(/\u0645\u062f\u064a\u0631/u)).toEqual(['مدير']);
    expect(derivedNeeds(/\br\s*&\s*d\b|\bplatform\b/u)).toEqual(['&', 'platform']); // a rare sign is a needle of its own
  });

  it('when strings overlap or nest, then the index finds each of them, as a substring test would', () => {
    const index = new NeedleIndex([['yrittaja'], ['it'], ['tta', 'xyz'], null, ['ab', 'b']]);
    expect([...index.present('yrittaja')]).toEqual([1, 1, 1, 1, 0]);
    expect([...index.present('ab')]).toEqual([0, 0, 0, 1, 1]);
    expect([...index.present('xb')]).toEqual([0, 0, 0, 1, 1]);
    expect([...index.present('')]).toEqual([0, 0, 0, 1, 0]);
  });

  it('when a pattern can match without a literal of two letters, then it has no derived needs (the rule is scanned as before)', () => {
    expect(derivedNeeds(/\bit\b|\p{L}{3,}yrittaja/u)).toEqual(['it']); // "yrittaja" holds "it"
    expect(derivedNeeds(/x|\p{L}+/u)).toBeNull();
    expect(derivedNeeds(/(?:ab)?c/u)).toBeNull();
    expect(derivedNeeds(/a*b/u)).toBeNull();
    expect(derivedNeeds(/sales/i)).toBeNull();
    expect(derivedNeeds(/(a)\1/u)).toBeNull();
  });
});
