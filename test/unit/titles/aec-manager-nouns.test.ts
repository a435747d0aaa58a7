import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';

describe("AEC role nouns that read manager (issue #21, round 25's merge)", () => {
  it('when the noun and "manager" stand side by side, then the post is an individual one', () => {
    for (const t of ['Bid Manager', 'Senior Cost Manager', 'Property Manager', 'Tender Manager', 'Tendermanager']) {
      expect(classifyTitle(t).seniority, t).toBe('ic');
    }
  });

  it('when another word stands between the noun and "manager", then the manager keeps the rank', () => {
    for (const t of ['Information Security Manager', 'Information Technology Manager', 'Cost Control Manager', 'Land Acquisition Manager', 'Property Operations Manager']) {
      expect(classifyTitle(t).seniority, t).toBe('manager');
    }
  });
});
