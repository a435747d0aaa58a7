import { beforeEach, describe, expect, it } from 'vitest';

import { createWorld, type PersonView, type SandboxWorld, WorldError } from '../../../src/sandbox/world/index';

function employed(world: SandboxWorld, skip = 0): PersonView {
  const people = world
    .personIds()
    .map((id) => world.getPerson(id)!)
    .filter((p) => !p.deleted && p.positions[0]?.is_current);
  return people[skip]!;
}

const current = (p: PersonView) => p.positions.filter((x) => x.is_current);

describe('explicit changes for trust scenarios', () => {
  let world: SandboxWorld;

  beforeEach(() => {
    world = createWorld({ seed: 42, people: 300, companies: 40, startDate: '2026-04-10' });
  });

  it('when a person takes a career break, then the job ends and a current non-job entry with no company page starts', () => {
    const before = employed(world);
    const after = world.applyChange(before.id, { type: 'career_break' });
    expect(current(after)).toEqual([
      expect.objectContaining({ company: 'Career Break', company_social_id: '', title: 'Career Break', started_on: '2026-04' }),
    ]);
    const job = after.positions.find((p) => p.company_id === before.positions[0]!.company_id && p.title === before.positions[0]!.title)!;
    expect(job).toMatchObject({ is_current: false, ended_on: '2026-04' });
    expect(world.applyChange(before.id, { type: 'return' }).positions).toEqual(before.positions);
  });

  it('when a career break is labelled, then the label is the entry; a new job later ends the break', () => {
    const person = employed(world, 1);
    world.applyChange(person.id, { type: 'career_break', title: 'Open to work' });
    world.advance(40);
    const moved = world.applyChange(person.id, { type: 'move' });
    const breakEntry = moved.positions.find((p) => p.title === 'Open to work')!;
    expect(breakEntry.is_current).toBe(false);
    expect(current(moved)).toHaveLength(1);
  });

  it('when a side role is added, then it is current at another company and the main job stays current', () => {
    const before = employed(world, 2);
    const target = world.companies().find((c) => c.id !== before.positions[0]!.company_id)!;
    const after = world.applyChange(before.id, { type: 'add_side_role', company: target.name, title: 'Board Member' });
    expect(current(after)).toHaveLength(2);
    expect(after.positions).toContainEqual(expect.objectContaining({ company: target.name, company_social_id: target.social_id, title: 'Board Member', is_current: true }));
    expect(after.positions).toContainEqual(before.positions[0]);
    const random = world.applyChange(employed(world, 3).id, { type: 'add_side_role' });
    expect(current(random)).toHaveLength(2);
  });

  it('when a company page is merged, then every profile shows its new id (and name) with start dates unchanged', () => {
    const person = employed(world, 4);
    const company = world.getCompany(person.positions[0]!.company_id)!;
    const merged = world.mergeCompany(company.social_id, { name: `${company.name} Group` });
    expect(merged.social_id).not.toBe(company.social_id);
    const after = world.getPerson(person.id)!;
    expect(after.positions[0]).toEqual({ ...person.positions[0], company_social_id: merged.social_id, company: `${company.name} Group` });
    expect(world.getCompanyBySocialId(company.social_id)?.social_id, 'the old page id redirects').toBe(merged.social_id);
    expect(() => world.mergeCompany('nope')).toThrow(WorldError);
  });

  it('when a person who left or was deleted returns, then the profile is back unchanged; otherwise return is refused', () => {
    const left = employed(world, 5);
    world.applyChange(left.id, { type: 'leave' });
    expect(world.applyChange(left.id, { type: 'return' })).toEqual(left);
    const gone = employed(world, 6);
    world.applyChange(gone.id, { type: 'delete' });
    expect(world.lookupProfile(gone.social_url)).toBeUndefined();
    world.applyChange(gone.id, { type: 'return' });
    expect(world.lookupProfile(gone.social_url)).toEqual(gone);
    expect(() => world.applyChange(left.id, { type: 'return' })).toThrow(/not left/);
  });

  it('when the same seed evolves with and without these changes elsewhere, then the random evolution is the same', () => {
    const other = createWorld({ seed: 42, people: 300, companies: 40, startDate: '2026-04-10' });
    world.mergeCompany(world.companies()[0]!.id);
    world.applyChange(employed(world, 7).id, { type: 'add_side_role' });
    const a = world.advance(200);
    const b = other.advance(200);
    expect(a).toEqual(b);
  });
});
