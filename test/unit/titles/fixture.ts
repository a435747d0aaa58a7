import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { JobFunction, Seniority } from '../../../src/domain/titles';
import { cleanHeadline } from '../../../src/domain/titles/clean';

export interface LabelledTitle {
  title: string | null;
  /** ISO 639-1; rows of titles.json have none and are English. */
  lang?: string;
  seniority: Seniority | null;
  function: JobFunction | null;
}

function load(file: string): LabelledTitle[] {
  const url = new URL(`../../fixtures/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as LabelledTitle[];
}

export function loadTitleFixture(): LabelledTitle[] {
  return load('titles.json');
}

export function loadMultilingualTitleFixture(): LabelledTitle[] {
  return load('titles-multilingual.json');
}

/** test/fixtures/detection-w3/titles.json: the 13 wave-3 languages (Hindi also as hi-Latn) and off-track English. */
export function loadW3TitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles.json') as Array<LabelledTitle & { lang: string; category: string }>;
}

/** A development round's titles in test/fixtures/detection-w3/ (issue #21): `titles-round4.json` and later. */
export function loadRoundTitleFixture(file: string): Array<LabelledTitle & { lang: string; category: string }> {
  return load(`detection-w3/${file}`) as Array<LabelledTitle & { lang: string; category: string }>;
}

/**
 * Every development title (titles.json, titles-multilingual.json, detection-w3/titles*.json) as the function passes read it:
 * each title's cleaned parts and their ' , ' join, in file order (repeats kept).
 */
export function labelledTitleTexts(): string[] {
  const files = [
    'titles.json',
    'titles-multilingual.json',
    ...readdirSync(new URL('../../fixtures/detection-w3/', import.meta.url))
      .filter((f) => f.startsWith('titles') && f.endsWith('.json'))
      .map((f) => `detection-w3/${f}`),
  ];
  return files.flatMap((f) =>
    load(f).flatMap((row) => {
      const parts = row.title === null ? null : cleanHeadline(row.title);
      return parts === null ? [] : [...parts, parts.join(' , ')];
    }),
  );
}

/** One `describe` per development round file (rounds 25 and 26): each row a test that the classifier reads its labelled rank and function. */
export function describeRoundTitles(files: readonly string[], classify: (title: string | null) => { seniority: Seniority | null; function: JobFunction | null }): void {
  for (const file of files) {
    describe(`title classifier on test/fixtures/detection-w3/${file}`, () => {
      const rows = loadRoundTitleFixture(file);
      it.each(rows.map((r) => [`[${r.lang}/${r.category}] ${r.title}`, r] as const))('when the title is %s, then it reads the labelled rank and function', (_name, row) => {
        const got = classify(row.title);
        expect({ seniority: got.seniority, function: got.function }).toEqual({ seniority: row.seniority, function: row.function });
      });
    });
  }
}
