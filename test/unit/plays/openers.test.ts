import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { internalNote, opener, type OpenerInput, stableHash } from '../../../src/domain/plays';

/** Each case: the input, the opener, and for churn_risk the internal note (the play's `notes`). */
const FIXTURE = JSON.parse(readFileSync(new URL('../../fixtures/openers.json', import.meta.url), 'utf8')) as Array<{
  input: OpenerInput;
  expected: string;
  expected_note?: string;
}>;

const BASE: OpenerInput = {
  seed: 'x',
  type: 'direct',
  segment: 'customer',
  first_name: 'Dana',
  last_name: 'Scully',
  old_company: 'Initech',
  old_title: 'Head of RevOps',
  new_company: 'Globex',
  new_title: 'VP Revenue Operations',
};

describe('opener fixture', () => {
  it('when the fixture is read, then it has at least 20 cases covering every play type and segment', () => {
    expect(FIXTURE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(FIXTURE.map((c) => c.input.type))).toEqual(new Set(['direct', 'referral', 'watch', 'archive', 'promotion', 'churn_risk']));
    expect(new Set(FIXTURE.map((c) => c.input.segment))).toEqual(new Set(['customer', 'churned', 'closed_lost', 'open_pipeline', 'unknown']));
  });

  it.each(FIXTURE.map((c) => [`${c.input.type}/${c.input.segment}/${c.input.first_name ?? '-'}`, c] as const))(
    'when the input is %s, then the opener is exactly the expected one',
    (_name, { input, expected, expected_note }) => {
      expect(opener(input)).toBe(expected);
      if (input.type === 'churn_risk') expect(internalNote(input)).toBe(expected_note);
    },
  );
});

describe('opener', () => {
  it('when a sales play is written, then it names the person, the new company and title and the old company', () => {
    for (const type of ['direct', 'referral', 'watch'] as const) {
      for (const segment of ['customer', 'churned', 'closed_lost', 'open_pipeline', 'unknown'] as const) {
        const text = opener({ ...BASE, type, segment });
        expect(text.startsWith('Dana, ')).toBe(true);
        expect(text).toContain('Globex');
        expect(text).toContain('Initech');
      }
    }
  });

  it("when the contact's account is a customer, then a direct opener says the company is a customer and claims nothing of the person", () => {
    const text = opener({ ...BASE, seed: 'a' });

    expect(text).toContain('Initech is a customer of ours');
    expect(text).not.toMatch(/champion/i);
  });

  it('when the change surfaced late, then the opener neither talks of the first 90 days nor of starting or settling in', () => {
    const fresh = opener({ ...BASE, segment: 'unknown', seed: 'b' });
    const late = opener({ ...BASE, segment: 'unknown', seed: 'b', surfaced_late: true });

    expect(fresh).toContain('first 90 days');
    expect(late).not.toMatch(/first 90 days|starting at|settle in/);
    expect(late).toContain('Globex');
  });

  it('when a churn_risk play is written, then the internal note for customer success is apart and the opener is safe to send to the person', () => {
    expect(internalNote({ ...BASE, type: 'churn_risk', seed: 'a' })).toBe(
      'Dana Scully, Head of RevOps at Initech, has left for Globex; the account lost its contact there — check who owns the relationship now.',
    );
    expect(opener({ ...BASE, type: 'churn_risk', seed: 'a' })).toBe("Dana, saw you've joined Globex as VP Revenue Operations — congratulations! Let's stay in touch.");
  });

  it('when the same facts come with different seeds, then the openers vary, and the same seed always gives the same one', () => {
    const seeds = Array.from({ length: 12 }, (_, i) => `change-${i}:direct`);
    const texts = seeds.map((seed) => opener({ ...BASE, seed }));

    expect(new Set(texts).size).toBeGreaterThan(1);
    expect(seeds.map((seed) => opener({ ...BASE, seed }))).toEqual(texts);
    expect(stableHash('abc')).toBe(stableHash('abc'));
  });

  it('when the first name is unknown, then the opener starts with a capital and no empty greeting', () => {
    const text = opener({ ...BASE, first_name: null, seed: 'b' });

    expect(text).toMatch(/^[A-Z]/);
    expect(text).not.toMatch(/^,|undefined|null/);
  });
});
