import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import type { LabelledTitle } from './fixture';
import { loadMultilingualTitleFixture, loadTitleFixture } from './fixture';

const rows: LabelledTitle[] = [...loadTitleFixture(), ...loadMultilingualTitleFixture()];
const langOf = (row: LabelledTitle): string => row.lang ?? 'en';

/** The languages of the wave-2 sets; the wave-3 languages are tested in classify-w3-fixture.test.ts. */
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'sv', 'da', 'no', 'ja', 'zh', 'ru'] as const;

function accuracy(subset: LabelledTitle[], key: 'seniority' | 'function'): number {
  const wrong = subset.filter((row) => classifyTitle(row.title)[key] !== row[key]);
  for (const row of wrong) {
    const got = classifyTitle(row.title);
    console.log(`[${langOf(row)}] ${key}: ${JSON.stringify(row.title)} expected ${row[key]} got ${got[key]}`);
  }
  return 1 - wrong.length / subset.length;
}

describe('title classifier on the labelled titles of every language', () => {
  it('when the fixtures are loaded, then every language has enough rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    for (const lang of LANGUAGES) {
      const minimum = 80;
      expect(rows.filter((row) => langOf(row) === lang).length, lang).toBeGreaterThanOrEqual(minimum);
    }
  });

  it.each([...LANGUAGES])('when the titles are in %s, then seniority ≥ 97 % and function ≥ 95 %', (lang) => {
    const subset = rows.filter((row) => langOf(row) === lang);
    expect(accuracy(subset, 'seniority')).toBeGreaterThanOrEqual(0.97);
    expect(accuracy(subset, 'function')).toBeGreaterThanOrEqual(0.95);
  });
});
