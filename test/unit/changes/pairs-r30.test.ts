import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 30 (issue #21, w4d's residue by class), in other wordings, employers and languages than the read rows: service
 * groups and their operating arms as data (`company/group-names-services.ts`), and a brand's franchisees as employers of
 * their own (`company/franchisee.ts`) — two franchisees, or a franchisee and the brand's company, are a move; a new role
 * at the same franchisee is not.
 */
const files = ['pairs-r30-families.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('service groups and their arms, franchisees as employers of their own, round 30', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
