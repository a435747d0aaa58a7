import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadOccupationTitleFixture } from './fixture';

/**
 * Round 4 (issue #21): titles written for the occupation families of
 * src/domain/titles/lexicon/occupations.ts (trades, drivers and warehouse work, kitchens and
 * personal services, heads of shops, kitchens, sites and shifts, cashiers, compensation &
 * benefits, medical representatives, owners of a trade business) in the languages of the
 * lexicon, other words than the w3c set's, and office titles with the same words as controls.
 */
describe('title classifier on test/fixtures/detection-w3/titles-round4.json', () => {
  const rows = loadOccupationTitleFixture();

  it.each(rows.map((r) => [`[${r.lang}/${r.category}] ${r.title}`, r] as const))('%s', (_name, row) => {
    const got = classifyTitle(row.title);
    expect({ seniority: got.seniority, function: got.function }).toEqual({ seniority: row.seniority, function: row.function });
  });
});
