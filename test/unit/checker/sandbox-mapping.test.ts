import { describe, expect, it } from 'vitest';

import { ProviderError } from '../../../src/checker/ports/provider-error';
import { mapSandboxPerson } from '../../../src/integrations/sandbox/sandbox-profile-source';

const position = { company: 'Acme', company_social_id: '123', title: 'CEO', started_on: '2020-01', ended_on: null, is_current: true };
const person = { id: 'p1', first_name: 'Ada', last_name: 'L', headline: 'CEO at Acme', positions: [position], fetched_at: '2026-01-01T00:00:00.000Z' };

/** Bodies and whether they are a person the checker accepts. */
const bodies: [string, unknown, boolean][] = [
  ['a full person', person, true],
  ['an empty object', {}, true],
  ['nulls everywhere', { first_name: null, last_name: null, headline: null, positions: null, fetched_at: null }, true],
  ['a numeric company id', { ...person, positions: [{ ...position, company_social_id: 42 }] }, true],
  ['an empty position', { positions: [{}] }, true],
  ['extra fields', { ...person, extra: { deep: [1, 2] }, positions: [{ ...position, extra: true }] }, true],
  ['null', null, false],
  ['an array', [person], false],
  ['a string', 'person', false],
  ['a number for a name', { ...person, first_name: 1 }, false],
  ['an object for the headline', { ...person, headline: {} }, false],
  ['positions as an object', { ...person, positions: { 0: position } }, false],
  ['a position that is null', { ...person, positions: [null] }, false],
  ['a position that is an array', { ...person, positions: [[]] }, false],
  ['a boolean company id', { ...person, positions: [{ ...position, company_social_id: true }] }, false],
  ['a string is_current', { ...person, positions: [{ ...position, is_current: 'yes' }] }, false],
  ['a numeric title', { ...person, positions: [{ ...position, title: 7 }] }, false],
  ['a numeric fetched_at', { ...person, fetched_at: 0 }, false],
];

describe('the sandbox person check', () => {
  it.each(bodies)('when the body is %s, then it is accepted: %s', (_name, body, accepted) => {
    const map = () => mapSandboxPerson(body);
    if (accepted) expect(map().kind).toBe('found');
    else expect(map).toThrow(ProviderError);
  });

  it('when the body is not a person, then the mapping is an outage', () => {
    expect(() => mapSandboxPerson([person])).toThrow(ProviderError);
  });

  it('when fields are missing, then the snapshot has the proto defaults', () => {
    const now = () => new Date('2026-02-03T04:05:06.000Z');
    expect(mapSandboxPerson({ positions: [{ company_social_id: 42, ended_on: '2021-01' }] }, now)).toEqual({
      kind: 'found',
      snapshot: {
        first_name: '',
        last_name: '',
        headline: '',
        positions: [{ company: '', company_social_id: '42', title: '', started_on: '', ended_on: '2021-01', is_current: false }],
        fetched_at: '2026-02-03T04:05:06.000Z',
      },
    });
  });
});
