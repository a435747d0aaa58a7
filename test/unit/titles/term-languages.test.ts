import { describe, expect, it } from 'vitest';

import { isForeignTitle, titleTermLanguages } from '../../../src/domain/titles/classify';
import { loadMultilingualTitleFixture, loadW3TitleFixture } from './fixture';

describe('titleTermLanguages', () => {
  it.each([
    ['Vertriebsleiter', ['de']],
    ['Jefe de Compras', ['es']],
    ['Responsabile Acquisti', ['it']],
    ['営業マネージャー', ['ja']],
    ['Head of Sales | Vertriebsleiter', ['de']],
  ])('when the title is "%s", then the languages of its lexicon terms are %j', (title, langs) => {
    expect(titleTermLanguages(title)).toEqual(langs);
  });

  it('when the title is a placeholder, then it names no language', () => {
    expect(titleTermLanguages('N/A')).toEqual([]);
    expect(titleTermLanguages('')).toEqual([]);
  });

  it('when a title is asked twice, then the second answer is the remembered one', () => {
    expect(titleTermLanguages('Directeur Commercial')).toBe(titleTermLanguages('Directeur Commercial'));
  });

  it('when the classifier calls a labelled title foreign, then the title has a term of a language other than English, and only then', () => {
    const titles = [...loadMultilingualTitleFixture(), ...loadW3TitleFixture()].flatMap((r) => (r.title === null ? [] : [r.title]));
    const disagree = titles.filter((t) => isForeignTitle(t) !== titleTermLanguages(t).some((l) => l !== 'en'));
    expect(titles.length).toBeGreaterThan(500);
    expect(disagree).toEqual([]);
  });
});
