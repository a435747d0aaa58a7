import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 31 (issue #21, industries31b): the groups of transport and logistics, hospitality and travel, insurance and real
 * estate with their arms, country entities and brands as data (`company/group-names-transport-travel-insurance.ts`), written
 * before any read set showed these industries; controls are rivals and strangers sharing a word (docs/decisions.md,
 * "Detection round 31 (industries b)").
 */
const file = 'test/fixtures/detection-w3/pairs-r31-industries-b.json';
const pairs = loadStoryPairs(file);

describe('transport, travel and insurance groups and their arms, round 31', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
