import { readFileSync } from 'node:fs';

import type { JobFunction, Seniority } from '../../../src/domain/titles';

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

/** test/fixtures/detection-w3/titles-round4.json: occupations outside the office in every language (issue #21, round 4). */
export function loadOccupationTitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles-round4.json') as Array<LabelledTitle & { lang: string; category: string }>;
}

/** test/fixtures/detection-w3/titles-round5.json: security, cleaning, farming, maintenance, lab and imaging, shop sales, sales back office and crew heads in every language (issue #21, round 5). */
export function loadRound5TitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles-round5.json') as Array<LabelledTitle & { lang: string; category: string }>;
}

/** test/fixtures/detection-w3/titles-round6.json: tax-authority staff, cashier forms, seasonal farm work, kitchen/guard/warehouse heads, delivery, refrigeration technicians, hotel desks, insurance agents and ward heads in every language (issue #21, round 6). */
export function loadRound6TitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles-round6.json') as Array<LabelledTitle & { lang: string; category: string }>;
}

/** test/fixtures/detection-w3/titles-round8.json: trade apprentices, chief executives of startups, HR / people / recruiting and reception desks of places to stay in every language (issue #21, round 8). */
export function loadRound8TitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles-round8.json') as Array<LabelledTitle & { lang: string; category: string }>;
}

/** test/fixtures/detection-w3/titles-round9.json: classes of w3h's function misses in every language (issue #21, round 9). */
export function loadRound9TitleFixture(): Array<LabelledTitle & { lang: string; category: string }> {
  return load('detection-w3/titles-round9.json') as Array<LabelledTitle & { lang: string; category: string }>;
}
