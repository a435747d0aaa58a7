import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { SourceError } from '../../../src/checker/source';
import { isSandboxPerson, mapSandboxPerson } from '../../../src/checker/sources/sandbox-source';

/** The zod schema the hand-written check replaced: both must accept the same bodies. */
const str = z.string().nullish();
const personSchema = z.object({
  first_name: str,
  last_name: str,
  headline: str,
  positions: z
    .array(
      z.object({
        company: str,
        company_social_id: z.union([z.string(), z.number()]).nullish(),
        title: str,
        started_on: str,
        ended_on: str,
        is_current: z.boolean().nullish(),
      }),
    )
    .nullish(),
  fetched_at: str,
});

const position = { company: 'Acme', company_social_id: '123', title: 'CEO', started_on: '2020-01', ended_on: null, is_current: true };
const person = { id: 'p1', first_name: 'Ada', last_name: 'L', headline: 'CEO at Acme', positions: [position], fetched_at: '2026-01-01T00:00:00.000Z' };

const bodies: [string, unknown][] = [
  ['a full person', person],
  ['an empty object', {}],
  ['nulls everywhere', { first_name: null, last_name: null, headline: null, positions: null, fetched_at: null }],
  ['a numeric company id', { ...person, positions: [{ ...position, company_social_id: 42 }] }],
  ['an empty position', { positions: [{}] }],
  ['extra fields', { ...person, extra: { deep: [1, 2] }, positions: [{ ...position, extra: true }] }],
  ['null', null],
  ['an array', [person]],
  ['a string', 'person'],
  ['a number for a name', { ...person, first_name: 1 }],
  ['an object for the headline', { ...person, headline: {} }],
  ['positions as an object', { ...person, positions: { 0: position } }],
  ['a position that is null', { ...person, positions: [null] }],
  ['a position that is an array', { ...person, positions: [[]] }],
  ['a boolean company id', { ...person, positions: [{ ...position, company_social_id: true }] }],
  ['a string is_current', { ...person, positions: [{ ...position, is_current: 'yes' }] }],
  ['a numeric title', { ...person, positions: [{ ...position, title: 7 }] }],
  ['a numeric fetched_at', { ...person, fetched_at: 0 }],
];

describe('the sandbox person check', () => {
  it.each(bodies)('when the body is %s, then it agrees with the zod schema', (_name, body) => {
    expect(isSandboxPerson(body)).toBe(personSchema.safeParse(body).success);
  });

  it('when the body is not a person, then the mapping is an outage', () => {
    expect(() => mapSandboxPerson([person])).toThrow(SourceError);
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
