import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { classifyTitle } from '../../../src/domain/titles';
import { pos, snap } from './builders';

// Round 25: a title word that names one of a plain object's own properties ("constructor", as in the Romanian
// "Inginer constructor") looked up a function in an abbreviation table and made detectChange throw.
const PROPERTIES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
const WORDS = [...PROPERTIES, 'Inginer constructor', 'Constructor de obra'];

describe('words that name an object property (issue #21, round 25)', () => {
  it('when a title or a company is such a word, then the title is classified and the change detected without an error', () => {
    for (const word of WORDS) {
      expect(() => classifyTitle(word), word).not.toThrow();
      const before = snap([pos('Acme Build', 'Site Engineer', '2020-01')]);
      const retitled = snap([pos('Acme Build', word, '2020-01')]);
      const earlier = pos('Acme Build', 'Site Engineer', '2020-01', { ended_on: '2024-02' });
      expect(() => detectChange(before, retitled), word).not.toThrow();
      if (PROPERTIES.includes(word)) expect(detectChange(before, retitled)?.type, word).toBe('title_changed');
      expect(detectChange(before, snap([pos('Other Co', word, '2024-03'), earlier]))?.type, word).toBe('moved');
      expect(detectChange(before, snap([pos(word, 'Site Engineer', '2024-03'), earlier]))?.type, word).toBe('moved');
    }
  });
});
