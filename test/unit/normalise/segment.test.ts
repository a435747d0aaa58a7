import { describe, expect, it } from 'vitest';

import { normaliseSegment, SEGMENTS } from '../../../src/domain/normalise';

describe('normaliseSegment', () => {
  it.each(SEGMENTS.map((s) => [s]))('when the enum value %s is given, then it passes unchanged', (segment) => {
    expect(normaliseSegment(segment)).toBe(segment);
  });

  it.each([
    ['Closed Won', 'customer'],
    ['Customer', 'customer'],
    ['Active customer', 'customer'],
    ['won', 'customer'],
    ['CUSTOMER', 'customer'],
    ['Client', 'customer'],
    ['Closed Lost', 'closed_lost'],
    ['closed-lost', 'closed_lost'],
    ['Closed_Lost', 'closed_lost'],
    ['lost', 'closed_lost'],
    ['Churned', 'churned'],
    ['former customer', 'churned'],
    ['Former-Customer', 'churned'],
    ['cancelled', 'churned'],
    ['canceled', 'churned'],
    ['Open Opportunity', 'open_pipeline'],
    ['Open deal', 'open_pipeline'],
    ['pipeline', 'open_pipeline'],
    ['prospect in pipeline', 'open_pipeline'],
    ['negotiation', 'open_pipeline'],
    ['proposal', 'open_pipeline'],
    ['open  pipeline', 'open_pipeline'],
    ['OPEN-PIPELINE', 'open_pipeline'],
    ['  open_pipeline  ', 'open_pipeline'],
    ['partner', 'unknown'],
    ['prospect', 'unknown'],
    ['Unknown', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('when %j is given, then the segment is %s', (input, expected) => {
    expect(normaliseSegment(input)).toBe(expected);
  });
});
