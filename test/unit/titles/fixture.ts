import { readFileSync } from 'node:fs';

import type { JobFunction, Seniority } from '../../../src/domain/titles';

export interface LabelledTitle {
  title: string | null;
  seniority: Seniority | null;
  function: JobFunction | null;
}

export function loadTitleFixture(): LabelledTitle[] {
  const url = new URL('../../fixtures/titles.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as LabelledTitle[];
}
