import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadW3TitleFixture } from './fixture';

const rows = loadW3TitleFixture();

/** The 13 languages wave 3 added to the lexicon (Hindi counts both scripts). */
const W3_LANGUAGES = ['ar', 'hi', 'ko', 'tr', 'id', 'vi', 'cs', 'fi', 'el', 'he', 'ro', 'hu', 'uk'] as const;
const langOf = (lang: string): string => (lang === 'hi-Latn' ? 'hi' : lang);

function misses(subset: typeof rows, key: 'seniority' | 'function'): string[] {
  return subset
    .map((row) => ({ row, got: classifyTitle(row.title)[key] }))
    .filter(({ row, got }) => got !== row[key])
    .map(({ row, got }) => `[${row.lang}/${row.category}] ${key}: ${JSON.stringify(row.title)} expected ${row[key]} got ${got}`);
}

describe('title classifier on test/fixtures/detection-w3/titles.json', () => {
  it('when the set is loaded, then each of the 13 new languages has at least 50 labelled titles', () => {
    for (const lang of W3_LANGUAGES) {
      expect(rows.filter((r) => langOf(r.lang) === lang).length, lang).toBeGreaterThanOrEqual(50);
    }
  });

  it.each([...W3_LANGUAGES, 'hi-Latn', 'en'])('when the titles are in %s, then seniority ≥ 98 % and function ≥ 96 %', (lang) => {
    const subset = rows.filter((r) => r.lang === lang);
    const seniority = misses(subset, 'seniority');
    const fn = misses(subset, 'function');
    for (const line of [...seniority, ...fn]) console.log(line);
    expect(1 - seniority.length / subset.length).toBeGreaterThanOrEqual(0.98);
    expect(1 - fn.length / subset.length).toBeGreaterThanOrEqual(0.96);
  });

  it.each([...new Set(rows.filter((r) => r.lang === 'en').map((r) => r.category))])(
    'when the English titles are of the category %s, then seniority ≥ 98 % and function ≥ 96 %',
    (category) => {
      const subset = rows.filter((r) => r.lang === 'en' && r.category === category);
      expect(1 - misses(subset, 'seniority').length / subset.length).toBeGreaterThanOrEqual(0.98);
      expect(1 - misses(subset, 'function').length / subset.length).toBeGreaterThanOrEqual(0.96);
    },
  );
});
