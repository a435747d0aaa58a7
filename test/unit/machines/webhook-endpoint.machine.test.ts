import { describe, expect, it } from 'vitest';

import type { AppliedWithContext, WebhookEndpointContext, WebhookEndpointStatus } from '../../../machines/index';
import {
  applyEvent,
  applyEventWithContext,
  WEBHOOK_DISABLE_AFTER,
  WEBHOOK_ENDPOINT_STATUSES,
  webhookEndpointMachine,
} from '../../../machines/index';

type State = { status: WebhookEndpointStatus; context: WebhookEndpointContext };

function send(state: State, type: string): AppliedWithContext<WebhookEndpointStatus, WebhookEndpointContext> {
  return applyEventWithContext<WebhookEndpointStatus, WebhookEndpointContext>(
    webhookEndpointMachine,
    state.status,
    { type },
    state.context,
  );
}

function fail(state: State, times: number): State {
  let current = state;
  for (let i = 0; i < times; i += 1) {
    const applied = send(current, 'DELIVERY_FAILED');
    expect(applied.ok).toBe(true);
    current = { status: applied.status, context: applied.context };
  }
  return current;
}

const FRESH: State = { status: 'active', context: { failure_count: 0 } };

describe('webhookEndpointMachine', () => {
  it('when the machine is built, then its states are exactly the status values and it starts active', () => {
    expect(Object.keys(webhookEndpointMachine.root.states)).toEqual([...WEBHOOK_ENDPOINT_STATUSES]);
    expect(webhookEndpointMachine.root.initial?.target[0]?.key).toBe('active');
    expect(WEBHOOK_DISABLE_AFTER).toBe(20);
  });

  it('when 19 deliveries fail in a row, then the endpoint stays active with failure_count 19', () => {
    expect(fail(FRESH, 19)).toEqual({ status: 'active', context: { failure_count: 19 } });
  });

  it('when the 20th delivery fails, then the endpoint is disabled', () => {
    const applied = send(fail(FRESH, 19), 'DELIVERY_FAILED');
    expect(applied).toEqual({ ok: true, status: 'disabled', changed: true, context: { failure_count: 20 }, effects: [] });
  });

  it('when a delivery succeeds in between, then the count resets and 20 more failures are needed', () => {
    const reset = send(fail(FRESH, 15), 'DELIVERY_SUCCEEDED');
    expect(reset).toEqual({ ok: true, status: 'active', changed: false, context: { failure_count: 0 }, effects: [] });
    const after = fail({ status: reset.status, context: reset.context }, 19);
    expect(after).toEqual({ status: 'active', context: { failure_count: 19 } });
    expect(send(after, 'DELIVERY_FAILED').status).toBe('disabled');
  });

  it('when a failure is applied without context, then the count starts from the machine default', () => {
    const applied = applyEventWithContext(webhookEndpointMachine, 'active', { type: 'DELIVERY_FAILED' });
    expect(applied).toEqual({ ok: true, status: 'active', changed: false, context: { failure_count: 1 }, effects: [] });
  });

  it('when a disabled endpoint is enabled, then it is active with failure_count 0', () => {
    const applied = send({ status: 'disabled', context: { failure_count: 20 } }, 'ENABLE');
    expect(applied).toEqual({ ok: true, status: 'active', changed: true, context: { failure_count: 0 }, effects: [] });
  });

  it('when an active endpoint is disabled by hand, then it is disabled', () => {
    expect(applyEvent(webhookEndpointMachine, 'active', { type: 'DISABLE' })).toEqual({
      ok: true,
      status: 'disabled',
      changed: true,
    });
  });

  it.each([
    ['active', 'ENABLE'],
    ['disabled', 'DISABLE'],
    ['disabled', 'DELIVERY_FAILED'],
    ['disabled', 'DELIVERY_SUCCEEDED'],
  ] as const)('when %s receives %s, then the move is refused', (status, type) => {
    expect(applyEvent(webhookEndpointMachine, status, { type })).toEqual({ ok: false, status });
  });
});
