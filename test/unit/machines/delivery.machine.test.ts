import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';

import { applyEventWithContext, DELIVERY_STATUSES, deliveryMachine } from '../../../machines/index';
import { decideAttempt } from '../../../src/core/transitions/delivery-transition';
import { MAX_ATTEMPTS, nextAttemptAt } from '../../../src/domain/webhooks/delivery-schedule';

const NOW = new Date('2026-11-24T00:00:00Z');
const attempt = (attempts: number, ok: boolean) => ({ id: '1', workspace_id: 'w', attempts, ok, last_status: ok ? 200 : 500, last_error: null });

describe('deliveryMachine', () => {
  it('when the graph is walked, then every status is reachable from pending', () => {
    const reached = getShortestPaths(deliveryMachine, { events: [{ type: 'DELIVERED' }, { type: 'ATTEMPT_FAILED' }] }).map((p) => String(p.state.value));
    expect([...new Set(reached)].sort()).toEqual([...DELIVERY_STATUSES].sort());
  });

  it.each(Array.from({ length: MAX_ATTEMPTS }, (_, i) => i))('when attempt %i + 1 fails, then the schedule decides: retry while it lasts, failed after the last', (made) => {
    const outcome = decideAttempt(attempt(made, false), NOW, 'system', () => 0.5);
    const last = made + 1 >= MAX_ATTEMPTS;
    expect(outcome).toMatchObject({ status: last ? 'failed' : 'pending', attempts: made + 1 });
    expect(outcome.next_attempt_at).toEqual(last ? null : nextAttemptAt(made + 1, NOW, () => 0.5));
    expect(outcome.journal === null).toBe(!last);
  });

  it('when an attempt succeeds, then the delivery is delivered and the move journalled', () => {
    expect(decideAttempt(attempt(3, true), NOW, 'system')).toMatchObject({
      status: 'delivered', attempts: 4, delivered_at: NOW, next_attempt_at: null,
      journal: { resource: 'delivery', from: 'pending', event: 'DELIVERED', to: 'delivered', refused: false },
    });
  });

  it.each(['delivered', 'failed'] as const)('when a %s delivery gets another outcome, then the machine refuses it', (status) => {
    expect(applyEventWithContext(deliveryMachine, status, { type: 'DELIVERED' }, { attempts: 1 }).ok).toBe(false);
    expect(applyEventWithContext(deliveryMachine, status, { type: 'ATTEMPT_FAILED' }, { attempts: 1 }).ok).toBe(false);
  });
});
