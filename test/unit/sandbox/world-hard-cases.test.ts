import { beforeEach, describe, expect, it } from 'vitest';

import { createWorld, type PersonView, type SandboxWorld, WorldError } from '../../../src/sandbox/world/index';

function employed(world: SandboxWorld, skip = 0): PersonView {
  return world
    .personIds()
    .map((id) => world.getPerson(id)!)
    .filter((p) => !p.deleted && p.positions.filter((x) => x.is_current).length === 1)[skip]!;
}

const current = (p: PersonView) => p.positions.filter((x) => x.is_current);

describe('the hard cases of detection as explicit changes (issue #21)', () => {
  let world: SandboxWorld;

  beforeEach(() => {
    world = createWorld({ seed: 42, people: 300, companies: 40, startDate: '2026-04-10' });
  });

  it('when a person starts a side project, then a page-less founder entry is current beside the main job, which stays as it was', () => {
    const before = employed(world);
    const after = world.applyChange(before.id, { type: 'side_project', company: 'The Revenue Letter', title: 'Founder' });
    expect(current(after)).toEqual([
      expect.objectContaining({ company: 'The Revenue Letter', company_social_id: '', title: 'Founder', started_on: '2026-04' }),
      before.positions[0],
    ]);
    const random = world.applyChange(employed(world, 1).id, { type: 'side_project' });
    expect(current(random)).toHaveLength(2);
    expect(current(random)[0]).toMatchObject({ company_social_id: '', title: expect.stringMatching(/Founder|Owner/) });
  });

  it('when a person goes back to school, then the job ends and a current study entry at the institution starts', () => {
    const before = employed(world, 2);
    const after = world.applyChange(before.id, { type: 'back_to_school', company: 'ETH Zürich', title: 'MBA Candidate' });
    expect(current(after)).toEqual([expect.objectContaining({ company: 'ETH Zürich', company_social_id: '', title: 'MBA Candidate', started_on: '2026-04' })]);
    expect(after.positions).toContainEqual({ ...before.positions[0], is_current: false, ended_on: '2026-04' });
    expect(() => world.applyChange(before.id, { type: 'back_to_school' })).toThrow(WorldError);
    expect(world.applyChange(before.id, { type: 'return' }).positions).toEqual(before.positions);
  });

  it('when a person moves to a subsidiary, then a new entry with the same title starts at a regional entity named from the employer\'s stem', () => {
    const before = employed(world, 3);
    const employer = before.positions[0]!;
    const after = world.applyChange(before.id, { type: 'subsidiary_move' });
    const [entry] = current(after);
    expect(entry).toMatchObject({ title: employer.title, started_on: '2026-04' });
    expect(entry!.company_social_id).not.toBe(employer.company_social_id);
    expect(entry!.company).toMatch(/ (UK Ltd|Deutschland GmbH|France SAS|Japan K\.K\.|Australia Pty Ltd|Canada Inc\.|Nederland B\.V\.)$/);
    expect(entry!.company.split(' ')[0]!.replace(/,$/, '')).toBe(employer.company.split(' ')[0]!.replace(/,$/, ''));
    const named = world.applyChange(employed(world, 4).id, { type: 'subsidiary_move', company: 'Acme UK Ltd' });
    expect(current(named)[0]).toMatchObject({ company: 'Acme UK Ltd' });
  });

  it('when the employer is acquired, then its page keeps its id and start dates and takes the acquirer\'s name, for everyone there', () => {
    const before = employed(world, 5);
    const employer = before.positions[0]!;
    const colleague = world
      .personIds()
      .map((id) => world.getPerson(id)!)
      .find((p) => p.id !== before.id && p.positions.some((x) => x.company_social_id === employer.company_social_id));
    const after = world.applyChange(before.id, { type: 'acquired', company: 'Globex Holdings' });
    expect(after.positions[0]).toEqual({ ...employer, company: 'Globex Holdings' });
    if (colleague) {
      expect(world.getPerson(colleague.id)!.positions.find((x) => x.company_social_id === employer.company_social_id)?.company).toBe('Globex Holdings');
    }
    expect(() => world.applyChange(before.id, { type: 'acquired', company: 'Globex Holdings' })).toThrow(WorldError);
  });

  it('when a hard case meets a person without a current job or a title it does not take, then it is refused', () => {
    const person = employed(world, 6);
    world.applyChange(person.id, { type: 'leave' });
    for (const type of ['side_project', 'back_to_school', 'subsidiary_move', 'acquired'] as const) {
      expect(() => world.applyChange(person.id, { type })).toThrow(WorldError);
    }
    expect(() => world.applyChange(employed(world, 7).id, { type: 'acquired', title: 'CEO' })).toThrow(WorldError);
  });
});
