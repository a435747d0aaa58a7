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

describe('the hard cases in the random evolution', () => {
  const count = (world: SandboxWorld) => {
    const people = world.personIds().map((id) => world.getPerson(id)!);
    const extras = people.flatMap((p) => p.positions.filter((x) => x.company_social_id === '' && x.is_current));
    return {
      sideProjects: extras.filter((x) => /Founder|Owner/.test(x.title)).length,
      studies: extras.filter((x) => /Candidate|Student/.test(x.title)).length,
      // A current entry at a regional entity right after an entry with the same title at the company of its stem.
      entities: people.filter((p) => {
        const [now, before] = p.positions;
        const m = / (UK Ltd|Deutschland GmbH|France SAS|Japan K\.K\.|Australia Pty Ltd|Canada Inc\.|Nederland B\.V\.)$/.exec(now?.company ?? '');
        return Boolean(m && now!.is_current && before && before.title === now!.title && before.company.startsWith(now!.company.slice(0, m.index)));
      }).length,
    };
  };

  it('when hard_cases: {} is asked for, then the default rates apply', () => {
    const world = createWorld({ seed: 11, people: 4000, companies: 200, startDate: '2026-01-01', spec: { hard_cases: {} } });
    world.advance(365);
    const seen = count(world);
    // About 40 side projects, 16 returns to school and 20 subsidiary moves in a year.
    expect(seen.sideProjects).toBeGreaterThan(15);
    expect(seen.sideProjects).toBeLessThan(70);
    expect(seen.studies).toBeGreaterThan(3);
    expect(seen.studies).toBeLessThan(35);
  });

  it('when a world of 4,000 people evolves for a year at ten times the default rates, then each hard case happens at about its rate', () => {
    const spec = {
      hard_cases: { side_project_per_person_year: 0.1, back_to_school_per_person_year: 0.04, subsidiary_move_per_person_year: 0.05, acquisitions_per_company_year: 0.1 },
    };
    const world = createWorld({ seed: 11, people: 4000, companies: 200, startDate: '2026-01-01', spec });
    const names = new Map(world.companies().map((c) => [c.id, c.name]));
    world.advance(365);
    const seen = count(world);
    // Expected about 400, 160 and 200 (fewer for people without a job that day); Poisson spread is ±2√λ.
    expect(seen.sideProjects).toBeGreaterThan(250);
    expect(seen.sideProjects).toBeLessThan(450);
    expect(seen.studies).toBeGreaterThan(80);
    expect(seen.studies).toBeLessThan(200);
    expect(seen.entities).toBeGreaterThan(80);
    expect(seen.entities).toBeLessThan(260);
    const renamed = world.companies().filter((c) => names.has(c.id) && names.get(c.id) !== c.name).length;
    expect(renamed).toBeGreaterThan(8);
    expect(renamed).toBeLessThan(35);
  });

  it('when the spec does not ask for hard cases (the default), then the evolution makes none', () => {
    const world = createWorld({ seed: 11, people: 1000, companies: 60, startDate: '2026-01-01' });
    const names = world.companies().map((c) => c.name);
    world.advance(365);
    expect(count(world)).toEqual({ sideProjects: 0, studies: 0, entities: 0 });
    expect(world.companies().slice(0, names.length).map((c) => c.name)).toEqual(names);
  });
});
