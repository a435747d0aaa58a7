import { describe, expect, it } from 'vitest';

import { createWorld, FUNDING_STAGES, INDUSTRIES, type PersonView, type SandboxWorld } from '../../../src/sandbox/world/index';

function snapshot(world: SandboxWorld): string {
  return JSON.stringify({
    companies: world.companies(),
    people: world.personIds().map((id) => world.getPerson(id)),
  });
}

function everyPerson(world: SandboxWorld): PersonView[] {
  return world.personIds().map((id) => world.getPerson(id)!);
}

describe('createWorld', () => {
  it('yields the same world for the same seed, a different one for another seed', () => {
    const a = createWorld({ seed: 7, people: 800, companies: 60 });
    const b = createWorld({ seed: 7, people: 800, companies: 60 });
    const c = createWorld({ seed: 8, people: 800, companies: 60 });
    expect(snapshot(a)).toBe(snapshot(b));
    expect(snapshot(a)).not.toBe(snapshot(c));
  });

  it('evolves identically for the same seed and sequence of advances and changes', () => {
    const run = (): string => {
      const world = createWorld({ seed: 3, people: 1500, companies: 80 });
      world.advance(45);
      world.applyChange(world.personIds()[10]!, { type: 'move', company: 'Brand New Co' });
      world.advance(200);
      return snapshot(world);
    };
    expect(run()).toBe(run());
  });

  // Generation speed is measured in bench/, not asserted here (timings flake on a loaded machine).
  it('generates 5,000 people and 400 companies with the defaults', () => {
    const world = createWorld();
    expect(world.peopleCount).toBe(5000);
    expect(world.companyCount).toBe(400);
    expect(world.now).toBe('2026-01-01');
    expect(world.seed).toBe(42);
  });

  it('creates well-formed, unique companies', () => {
    const world = createWorld({ people: 10 });
    const companies = world.companies();
    const industries = new Set(INDUSTRIES.map((i) => i.name));
    for (const c of companies) {
      expect(c.id).toMatch(/^c_[a-z0-9]+$/);
      expect(c.social_id).toMatch(/^[1-9][0-9]{3,}$/);
      expect(c.employees).toBeGreaterThanOrEqual(5);
      expect(c.employees).toBeLessThanOrEqual(100_000);
      expect(industries.has(c.industry)).toBe(true);
      expect(FUNDING_STAGES).toContain(c.funding_stage);
      expect(c.specialities.length).toBeGreaterThan(0);
      expect(c.hq.city.length).toBeGreaterThan(0);
      expect(c.domain).toMatch(/^[a-z0-9]+(\.[a-z]+)+$/);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const key of ['id', 'social_id', 'name', 'slug', 'domain'] as const) {
      expect(new Set(companies.map((c) => c[key])).size).toBe(companies.length);
    }
    const us = companies.filter((c) => c.hq.country === 'United States').length;
    expect(us / companies.length).toBeGreaterThan(0.4);
    expect(new Set(companies.map((c) => c.hq.country)).size).toBeGreaterThanOrEqual(8);
    const sizes = companies.map((c) => c.employees);
    expect(sizes.filter((n) => n < 100).length).toBeGreaterThan(companies.length * 0.2);
    expect(sizes.filter((n) => n > 5000).length).toBeGreaterThan(companies.length * 0.1);
  });

  it('creates people with unique ids, slugs and ACo ids and coherent position histories', () => {
    const world = createWorld({ seed: 11, people: 3000 });
    const people = everyPerson(world);
    for (const key of ['id', 'slug', 'aco_id'] as const) {
      expect(new Set(people.map((p) => p[key])).size).toBe(people.length);
    }
    const seniorities = new Set<string>();
    const functions = new Set<string>();
    for (const p of people) {
      expect(p.id).toMatch(/^p_[a-z0-9]+$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6}$/);
      expect(p.aco_id).toMatch(/^ACoAA[A-Za-z0-9]{20}$/);
      expect(p.social_url).toBe(`https://www.linkedin.com/in/${p.slug}`);
      expect(p.deleted).toBe(false);
      expect(p.positions.length).toBeGreaterThanOrEqual(1);
      expect(p.positions.length).toBeLessThanOrEqual(5);
      expect(p.positions[0]!.is_current).toBe(true);
      expect(p.positions.filter((x) => x.is_current)).toHaveLength(1);
      expect(p.headline).toContain(p.positions[0]!.title);
      for (const [i, pos] of p.positions.entries()) {
        expect(pos.started_on).toMatch(/^\d{4}-\d{2}$/);
        expect(pos.is_current).toBe(pos.ended_on === null);
        if (pos.ended_on) expect(pos.ended_on >= pos.started_on).toBe(true);
        expect(pos.started_on <= '2026-01').toBe(true);
        const older = p.positions[i + 1];
        if (older) expect(older.started_on <= pos.started_on).toBe(true);
        expect(world.getCompany(pos.company_id)?.name).toBe(pos.company);
        seniorities.add(pos.seniority);
        functions.add(pos.function);
      }
    }
    expect([...seniorities].sort()).toEqual(['c_level', 'director', 'ic', 'manager', 'vp']);
    expect(functions.size).toBe(10);
  });

  it('rejects invalid options', () => {
    expect(() => createWorld({ people: 300_001 })).toThrow(RangeError);
    expect(() => createWorld({ companies: 0 })).toThrow(RangeError);
    expect(() => createWorld({ startDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => createWorld({ seed: 1.5 })).toThrow(RangeError);
  });
});
