import { describe, expect, it } from 'vitest';

import {
  DELIVERY_TIMINGS,
  FINDER_TIMINGS,
  MACHINE_TIMINGS,
  MACHINES,
  NOTIFICATION_TIMINGS,
  RUN_TIMINGS,
  SECOND_LOOK_TIMINGS,
} from '../../../machines';
import { renderReadme } from '../../../machines/render-diagrams';
import { loadSchedulerConfig } from '../../../src/config/env';
import { NOTIFY_MAX_ATTEMPTS } from '../../../src/core/notifications/notification-queue';
import { DEFAULT_SECOND_LOOK_AFTER_MS } from '../../../src/core/runs/hold-for-second-look';
import { RUN_ITEM_LEASE_MS } from '../../../src/core/runs/run-item-lease';
import { MAX_ATTEMPTS, nextAttemptAt } from '../../../src/domain/webhooks/delivery-schedule';
import { createPacer } from '../../../src/scheduler/pacer';

const NOW = new Date('2026-11-26T12:00:00Z');
const after = (d: Date | null): number | null => (d ? d.getTime() - NOW.getTime() : null);

describe('machine timings: one source the code waits on and the views show', () => {
  it('when the machines are listed, then each carries its own timings from machines/timings.ts', () => {
    for (const { name, timings } of MACHINES) expect(timings, name).toBe(MACHINE_TIMINGS[name as keyof typeof MACHINE_TIMINGS]);
    expect(Object.keys(MACHINE_TIMINGS).sort()).toEqual(MACHINES.map((m) => m.name).sort());
  });

  it('when a delivery fails, then it is tried again after each scheduled delay in turn (no jitter at the midpoint), and failed after the last', () => {
    const waits = DELIVERY_TIMINGS.retryDelaysMs.map((_, i) => after(nextAttemptAt(i + 1, NOW, () => 0.5)));
    expect(waits).toEqual([...DELIVERY_TIMINGS.retryDelaysMs]);
    expect(after(nextAttemptAt(1, NOW, () => 1))).toBe(DELIVERY_TIMINGS.retryDelaysMs[0] * (1 + DELIVERY_TIMINGS.retryJitter));
    expect(MAX_ATTEMPTS).toBe(DELIVERY_TIMINGS.retryDelaysMs.length + 1);
    expect(nextAttemptAt(MAX_ATTEMPTS, NOW)).toBeNull();
    expect(NOTIFY_MAX_ATTEMPTS).toBe(NOTIFICATION_TIMINGS.retryDelaysMs.length + 1);
  });

  it('when no variable overrides a timing, then the service runs on the value the machines show', () => {
    const env = loadSchedulerConfig({});
    expect(env.WEBHOOK_LEASE_MS).toBe(DELIVERY_TIMINGS.leaseMs);
    expect(env.SECOND_LOOK_AFTER_MS).toBe(SECOND_LOOK_TIMINGS.afterMs);
    expect(env.SECOND_LOOK_RETRY_MS).toBe(SECOND_LOOK_TIMINGS.retryMs);
    expect(env.SECOND_LOOK_LEASE_MS).toBe(SECOND_LOOK_TIMINGS.leaseMs);
    expect(env.UPSTREAM_BACKOFF_MS).toBe(RUN_TIMINGS.upstreamBackoffMs);
    expect(env.PROBE_AFTER_MS).toBe(RUN_TIMINGS.probeAfterMs);
    expect(env.FINDER_LEASE_MS).toBe(FINDER_TIMINGS.leaseMs);
    expect(DEFAULT_SECOND_LOOK_AFTER_MS).toBe(SECOND_LOOK_TIMINGS.afterMs);
    expect(RUN_ITEM_LEASE_MS).toBe(RUN_TIMINGS.itemLeaseMs);
    // Every timing a variable overrides names a variable the service reads.
    for (const { timings } of MACHINES) for (const t of timings) if (t.variable) expect(env as Record<string, unknown>, t.variable).toHaveProperty(t.variable, t.delays_ms[0]);
  });

  it('when a run keeps failing upstream, then its backoff doubles from the shown delay up to the shown factor', () => {
    const pacer = createPacer({ upstreamBackoffMs: RUN_TIMINGS.upstreamBackoffMs, probeAfterMs: RUN_TIMINGS.probeAfterMs });
    const waits = Array.from({ length: 7 }, () => after(pacer.resumeAfter('r1', 'upstream', NOW)));
    const base = RUN_TIMINGS.upstreamBackoffMs;
    expect(waits).toEqual([1, 2, 4, 8, 16, 16, 16].map((f) => f * base));
    expect(Math.max(...(waits as number[]))).toBe(base * RUN_TIMINGS.upstreamBackoffMaxFactor);
    expect(after(pacer.resumeAfter('r2', 'auth', NOW))).toBe(RUN_TIMINGS.probeAfterMs);
  });

  it('when the diagrams are rendered, then every timing is in the table under its machine', () => {
    const readme = renderReadme();
    expect(readme).toContain('| `retry` | 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (±10 %) | fixed |');
    expect(readme).toContain('| `second_look_after` | 4 h | `SECOND_LOOK_AFTER_MS` |');
    for (const { name, timings } of MACHINES) {
      const section = readme.slice(readme.indexOf(`## ${name} (`));
      const table = section.slice(section.indexOf('### Timings'), section.indexOf('\n## ') > 0 ? section.indexOf('\n## ') : undefined);
      for (const t of timings) expect(table, `${name}.${t.name}`).toContain(`| \`${t.name}\` |`);
    }
  });
});
