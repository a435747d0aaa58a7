import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadTitleFixture } from './fixture';

const rows = loadTitleFixture();
const results = rows.map((row) => ({ row, got: classifyTitle(row.title) }));

describe('title classifier on test/fixtures/titles.json', () => {
  it('has a large, varied fixture', () => {
    expect(rows.length).toBeGreaterThanOrEqual(320);
  });

  it('seniority accuracy ≥ 95 %', () => {
    const wrong = results.filter(({ row, got }) => got.seniority !== row.seniority);
    for (const { row, got } of wrong) {
      console.log(`seniority: ${JSON.stringify(row.title)} expected ${row.seniority} got ${got.seniority}`);
    }
    const accuracy = 1 - wrong.length / rows.length;
    console.log(`seniority accuracy ${(accuracy * 100).toFixed(1)} % (${rows.length - wrong.length}/${rows.length})`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('function accuracy ≥ 95 %', () => {
    const wrong = results.filter(({ row, got }) => got.function !== row.function);
    for (const { row, got } of wrong) {
      console.log(`function: ${JSON.stringify(row.title)} expected ${row.function} got ${got.function}`);
    }
    const accuracy = 1 - wrong.length / rows.length;
    console.log(`function accuracy ${(accuracy * 100).toFixed(1)} % (${rows.length - wrong.length}/${rows.length})`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
