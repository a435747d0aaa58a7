import { describe, expect, it } from 'vitest';

import { type ChangeCounts, createWorld, type PersonView, type SandboxWorld } from '../../../src/sandbox/world/index';

function states(world: SandboxWorld): Map<string, string> {
  return new Map(world.personIds().map((id) => [id, JSON.stringify(world.getPerson(id))]));
}

function share(counts: ChangeCounts): Record<keyof ChangeCounts, number> {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / total])) as Record<keyof ChangeCounts, number>;
}

function checkInvariants(p: PersonView): void {
  expect(p.positions.filter((x) => x.is_current).length).toBeLessThanOrEqual(1);
  if (p.positions.some((x) => x.is_current)) expect(p.positions[0]!.is_current).toBe(true);
  for (const [i, pos] of p.positions.entries()) {
    expect(pos.is_current).toBe(pos.ended_on === null);
    if (pos.ended_on) expect(pos.ended_on >= pos.started_on).toBe(true);
    const older = p.positions[i + 1];
    if (older) {
      expect(older.started_on <= pos.started_on).toBe(true);
      expect(older.ended_on).not.toBeNull();
    }
  }
}

describe('world clock and evolution', () => {
  it('changes 1.5-4 % of 5,000 people in 30 days with the configured split', () => {
    const world = createWorld({ seed: 42, people: 5000 });
    const before = states(world);
    const result = world.advance(30);
    expect(result.now).toBe('2026-01-31');
    expect(world.now).toBe('2026-01-31');
    const after = states(world);
    const changed = [...before].filter(([id, json]) => after.get(id) !== json).length;
    expect(changed / 5000).toBeGreaterThanOrEqual(0.015);
    expect(changed / 5000).toBeLessThanOrEqual(0.04);
    const total = Object.values(result.changes).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(changed);
    expect(result.changes.move).toBeGreaterThan(result.changes.promote);
    expect(result.changes.promote).toBeGreaterThan(result.changes.demote);
  });

  it('keeps the rough split over a longer period', () => {
    const world = createWorld({ seed: 5, people: 5000 });
    const { changes } = world.advance(365);
    const s = share(changes);
    expect(s.move).toBeGreaterThan(0.42);
    expect(s.move).toBeLessThan(0.62);
    expect(s.promote).toBeGreaterThan(0.14);
    expect(s.promote).toBeLessThan(0.26);
    expect(s.title_edit).toBeGreaterThan(0.06);
    expect(s.title_edit).toBeLessThan(0.14);
    expect(s.demote).toBeGreaterThan(0.025);
    expect(s.demote).toBeLessThan(0.08);
    expect(s.leave).toBeGreaterThan(0.06);
    expect(s.leave).toBeLessThan(0.14);
    expect(s.delete).toBeGreaterThan(0.025);
    expect(s.delete).toBeLessThan(0.08);
    expect(world.activePeopleCount).toBe(5000 - changes.delete);
    for (const id of world.personIds()) checkInvariants(world.getPerson(id)!);
  });

  it('backdates moves by up to ~8 weeks', () => {
    const world = createWorld({ seed: 9, people: 5000, startDate: '2026-03-15' });
    const before = states(world);
    world.advance(1);
    world.advance(1);
    let moves = 0;
    for (const [id, json] of before) {
      const prev = JSON.parse(json) as PersonView;
      const now = world.getPerson(id)!;
      if (now.positions.length > prev.positions.length && now.positions[0]!.company_id !== prev.positions[0]!.company_id) {
        moves++;
        expect(['2026-01', '2026-02', '2026-03']).toContain(now.positions[0]!.started_on);
      }
    }
    expect(moves).toBeGreaterThan(0);
  });

  it('validates the number of days', () => {
    const world = createWorld({ people: 10 });
    expect(() => world.advance(0)).toThrow();
    expect(() => world.advance(3651)).toThrow();
    expect(() => world.advance(1.5)).toThrow();
    expect(world.advance(3650).now).toBe('2035-12-30');
  });
});
