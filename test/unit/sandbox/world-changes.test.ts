import { beforeEach, describe, expect, it } from 'vitest';

import { createWorld, type PersonView, type SandboxWorld, WorldError } from '../../../src/sandbox/world/index';

function level(world: SandboxWorld, title: string): number {
  return world.describeTitle(title)!.level;
}

/** First person whose current title satisfies `accept`. */
function findPerson(world: SandboxWorld, accept: (p: PersonView) => boolean): PersonView {
  const person = world
    .personIds()
    .map((id) => world.getPerson(id)!)
    .find((p) => !p.deleted && p.positions[0]?.is_current && accept(p));
  if (!person) throw new Error('no matching person');
  return person;
}

describe('applyChange', () => {
  let world: SandboxWorld;

  beforeEach(() => {
    world = createWorld({ seed: 42, people: 500, companies: 50, startDate: '2026-04-10' });
  });

  it('move: ends the current position and starts one at another company this month', () => {
    const before = findPerson(world, () => true);
    const after = world.applyChange(before.id, { type: 'move' });
    expect(after.positions).toHaveLength(before.positions.length + 1);
    const [next, prev] = after.positions;
    expect(next!.is_current).toBe(true);
    expect(next!.started_on).toBe('2026-04');
    expect(next!.company_id).not.toBe(before.positions[0]!.company_id);
    expect(prev!.company_id).toBe(before.positions[0]!.company_id);
    expect(prev!.is_current).toBe(false);
    expect(prev!.ended_on).toBe('2026-04');
    expect(after.headline).toContain(next!.company);
  });

  it('move: to a named existing company (case-insensitive) or a brand new one, with a given title', () => {
    const person = findPerson(world, () => true);
    const target = world.companies().find((c) => c.id !== person.positions[0]!.company_id)!;
    const moved = world.applyChange(person.id, { type: 'move', company: target.name.toUpperCase(), title: 'Head of Growth' });
    expect(moved.positions[0]).toMatchObject({ company: target.name, company_social_id: target.social_id, title: 'Head of Growth', is_current: true });

    const count = world.companyCount;
    const again = world.applyChange(person.id, { type: 'move', company: 'Zyxwv Robotics' });
    expect(world.companyCount).toBe(count + 1);
    const created = world.getCompanyByName('Zyxwv Robotics')!;
    expect(created.social_id).toMatch(/^\d+$/);
    expect(again.positions[0]).toMatchObject({ company: 'Zyxwv Robotics', company_social_id: created.social_id });

    expect(() => world.applyChange(person.id, { type: 'move', company: 'zyxwv robotics' })).toThrow(/different company/);
  });

  it('promote: new entry at the same company with a higher title', () => {
    const before = findPerson(world, (p) => level(world, p.positions[0]!.title) < 5);
    const after = world.applyChange(before.id, { type: 'promote' });
    expect(after.positions).toHaveLength(before.positions.length + 1);
    const [next, prev] = after.positions;
    expect(next!.company_id).toBe(prev!.company_id);
    expect(next!.is_current).toBe(true);
    expect(prev!.title).toBe(before.positions[0]!.title);
    expect(prev!.ended_on).toBe('2026-04');
    expect(level(world, next!.title)).toBeGreaterThan(level(world, prev!.title));
  });

  it('title_edit: same entry, different title', () => {
    const before = findPerson(world, () => true);
    const after = world.applyChange(before.id, { type: 'title_edit' });
    expect(after.positions).toHaveLength(before.positions.length);
    const [cur] = after.positions;
    const [old] = before.positions;
    expect(cur!.title).not.toBe(old!.title);
    expect({ ...cur, title: old!.title, function: old!.function, seniority: old!.seniority }).toEqual(old);
    const edited = world.applyChange(before.id, { type: 'title_edit', title: 'Chief Vibes Officer' });
    expect(edited.positions[0]!.title).toBe('Chief Vibes Officer');
  });

  it('demote: new entry at the same company with a lower title', () => {
    const before = findPerson(world, (p) => level(world, p.positions[0]!.title) > 0);
    const after = world.applyChange(before.id, { type: 'demote' });
    expect(after.positions).toHaveLength(before.positions.length + 1);
    const [next, prev] = after.positions;
    expect(next!.company_id).toBe(prev!.company_id);
    expect(level(world, next!.title)).toBeLessThan(level(world, prev!.title));
  });

  it('leave: no current position remains', () => {
    const before = findPerson(world, () => true);
    const after = world.applyChange(before.id, { type: 'leave' });
    expect(after.positions).toHaveLength(before.positions.length);
    expect(after.positions.some((p) => p.is_current)).toBe(false);
    expect(after.positions[0]!.ended_on).toBe('2026-04');
    expect(after.headline).toMatch(/^Former /);
    expect(world.listPeople({ limit: 1000 }).data.find((p) => p.id === before.id)).toMatchObject({ company: null, title: null });
    expect(() => world.applyChange(before.id, { type: 'promote' })).toThrow(WorldError);
    const rehired = world.applyChange(before.id, { type: 'move' });
    expect(rehired.positions[0]!.is_current).toBe(true);
  });

  it('delete: the profile no longer resolves (404) but stays visible by id', () => {
    const before = findPerson(world, () => true);
    const after = world.applyChange(before.id, { type: 'delete' });
    expect(after.deleted).toBe(true);
    expect(world.lookupProfile(before.slug)).toBeUndefined();
    expect(world.lookupProfile(before.social_url)).toBeUndefined();
    expect(world.lookupProfile(before.aco_id, { includeDeleted: true })?.id).toBe(before.id);
    expect(world.getPerson(before.id)?.deleted).toBe(true);
    expect(world.listPeople({ limit: 1000 }).total).toBe(499);
    expect(() => world.applyChange(before.id, { type: 'move' })).toThrowError(expect.objectContaining({ status: 409, code: 'person_deleted' }));
  });

  it('rejects unknown people and impossible changes with typed errors', () => {
    expect(() => world.applyChange('p_nope', { type: 'move' })).toThrowError(expect.objectContaining({ status: 404, code: 'not_found' }));
    const ceo = findPerson(world, (p) => level(world, p.positions[0]!.title) === 5);
    expect(() => world.applyChange(ceo.id, { type: 'promote' })).toThrowError(expect.objectContaining({ status: 409, code: 'cannot_promote' }));
    expect(world.applyChange(ceo.id, { type: 'promote', title: 'Executive Chairman' }).positions[0]!.title).toBe('Executive Chairman');
    const junior = findPerson(world, (p) => level(world, p.positions[0]!.title) === 0);
    expect(() => world.applyChange(junior.id, { type: 'demote' })).toThrowError(expect.objectContaining({ status: 409, code: 'cannot_demote' }));
    expect(() => world.applyChange(junior.id, { type: 'leave', title: 'x' })).toThrowError(expect.objectContaining({ status: 400 }));
    expect(() => world.applyChange(junior.id, { type: 'promote', company: 'Acme' })).toThrowError(expect.objectContaining({ status: 400 }));
  });
});

describe('lookupProfile', () => {
  const world = createWorld({ seed: 1, people: 200, companies: 30 });
  const person = world.getPerson(world.personIds()[17]!)!;

  it.each([
    ['full URL', person.social_url],
    ['URL with trailing slash and query', `${person.social_url}/?trk=public_profile`],
    ['http URL without www, mixed case', `http://LinkedIn.com/in/${person.slug.toUpperCase()}`],
    ['URL without scheme', `www.linkedin.com/in/${person.slug}`],
    ['slug', person.slug],
    ['slug with whitespace', `  ${person.slug} `],
    ['ACo id', person.aco_id],
    ['ACo id in a profile URL', `https://www.linkedin.com/in/${person.aco_id}`],
  ])('resolves the same person by %s', (_label, value) => {
    expect(world.lookupProfile(value)).toEqual(person);
  });

  it('returns undefined for unknown references', () => {
    expect(world.lookupProfile('nobody-at-all-000000')).toBeUndefined();
    expect(world.lookupProfile('ACoAAxxxxxxxxxxxxxxxxxxxxxx')).toBeUndefined();
    expect(world.lookupProfile('https://example.com/in/someone')).toBeUndefined();
    expect(world.lookupProfile('')).toBeUndefined();
  });
});
