import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { cleanTitle } from '../../../src/domain/titles';
import { foldText } from '../../../src/domain/titles/fold';

const titles = (JSON.parse(readFileSync(new URL('../../fixtures/titles.json', import.meta.url), 'utf8')) as { title: string | null }[])
  .map((row) => row.title)
  .filter((t): t is string => t !== null);

describe('foldText on printable ASCII (round 29: the short way)', () => {
  it('when a title is plain ASCII, then it folds as the whole fold folds it (a non-ASCII word beside it takes the whole fold)', () => {
    const ascii = [...titles, "D'Affaires", "L'ORÉAL"].filter((t) => /^[ -~]*$/.test(t));
    expect(ascii.length).toBeGreaterThan(100);
    for (const t of ascii) expect(`${foldText(t)} e`).toBe(foldText(`${t} é`));
  });

  it('when an ASCII title has elided articles, apostrophes and capitals, then they fold as before', () => {
    expect(foldText("Chargé d'Affaires")).toBe('charge d affaires');
    expect(foldText("Charge D'Affaires")).toBe('charge d affaires');
    expect(foldText("We're hiring `now`")).toBe('were hiring now');
    expect(foldText("QU'EST")).toBe('qu est');
  });

  it('when a title has separators, pronouns, abbreviations and an employer, then the cleaned title is unchanged by the skipped passes', () => {
    expect(cleanTitle('V.P. Sales & Marketing @ Acme (she/her)')).toBe('vp sales & marketing');
    expect(cleanTitle('Co-Founder  +  CEO | ex-Google')).toBe('co founder & ceo');
    expect(cleanTitle('Head of Sales, former Stripe')).toBe('head of sales');
    expect(cleanTitle('Geschäftsführerin / Managerin Vertrieb')).toBe('geschaftsfuhrerin , manager vertrieb');
  });
});
