import { describe, expect, it } from 'vitest';

import { checkProfile } from '../../../src/checker/check-profile';
import { ProviderError } from '../../../src/checker/ports/provider-error';
import { passThroughLimiter, policy, scriptedSource, snapshot, type Step, virtualTime } from './fakes';

const ref = { item_id: 'i1', profile_id: 'p1', social_url: 'https://www.linkedin.com/in/ada-quill' };
const found: Step = { kind: 'found', snapshot: snapshot() };

function run(steps: Step[], overrides = {}, signal?: AbortSignal) {
  const source = scriptedSource(steps);
  const limiter = passThroughLimiter();
  const time = virtualTime();
  const deps = { limiter, policy: policy(overrides), sleep: time.sleep, now: time.now, random: () => 1 };
  return { source, limiter, time, result: checkProfile(ref, source, deps, signal) };
}

describe('checkProfile retry policy', () => {
  it('when the first call finds the profile, then there is one call and no sleep', async () => {
    const { source, time, result } = run([found]);
    await expect(result).resolves.toEqual({ kind: 'found', snapshot: snapshot() });
    expect(source.calls).toBe(1);
    expect(time.sleeps).toEqual([]);
  });

  it('when the provider has an outage twice, then it backs off 250 ms then 500 ms and succeeds', async () => {
    const { source, time, result } = run(['outage', 'outage', found]);
    await expect(result).resolves.toMatchObject({ kind: 'found' });
    expect(source.calls).toBe(3);
    expect(time.sleeps).toEqual([250, 500]);
  });

  it('when the outage lasts, then it gives up after 4 retries with an outage failure', async () => {
    const { source, time, result } = run(['outage']);
    await expect(result).resolves.toMatchObject({ kind: 'failed', failure: 'outage' });
    expect(source.calls).toBe(5);
    expect(time.sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('when rate limited with Retry-After, then it pauses the limiter and waits at least that long', async () => {
    const { limiter, time, result } = run([{ kind: 'rate_limited', retryAfterMs: 2000 }, found]);
    await expect(result).resolves.toMatchObject({ kind: 'found' });
    expect(limiter.pauses).toEqual([2000]);
    expect(time.sleeps).toEqual([2000]);
  });

  it('when rate limited without Retry-After, then it only backs off', async () => {
    const { limiter, time, result } = run(['rate_limited', found]);
    await expect(result).resolves.toMatchObject({ kind: 'found' });
    expect(limiter.pauses).toEqual([]);
    expect(time.sleeps).toEqual([250]);
  });

  it('when Retry-After keeps the retries past the 30 s budget, then it stops early as rate_limited', async () => {
    const { source, result } = run([{ kind: 'rate_limited', retryAfterMs: 20_000 }]);
    await expect(result).resolves.toMatchObject({ kind: 'failed', failure: 'rate_limited', retryAfterMs: 20_000 });
    expect(source.calls).toBe(2);
  });

  it.each(['auth', 'out_of_credits'] as const)('when the provider says %s, then it throws at once without retrying', async (kind) => {
    const { source, time, result } = run([kind]);
    await expect(result).rejects.toBeInstanceOf(ProviderError);
    await expect(result).rejects.toMatchObject({ kind });
    expect(source.calls).toBe(1);
    expect(time.sleeps).toEqual([]);
  });

  it('when the provider refuses the reference, then it is an invalid item failure without retry', async () => {
    const { source, result } = run(['invalid']);
    await expect(result).resolves.toMatchObject({ kind: 'failed', failure: 'invalid' });
    expect(source.calls).toBe(1);
  });

  it('when the profile is gone, then it is not_found', async () => {
    const { result } = run([{ kind: 'not_found' }]);
    await expect(result).resolves.toEqual({ kind: 'not_found' });
  });

  it('when the budget is configured smaller, then it is honoured', async () => {
    const { source, result } = run(['outage'], { maxRetries: 1 });
    await expect(result).resolves.toMatchObject({ kind: 'failed', failure: 'outage' });
    expect(source.calls).toBe(2);
  });

  it('when the signal is aborted, then it rejects with the abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    const { source, result } = run([found], {}, controller.signal);
    await expect(result).rejects.toBe(reason);
    expect(source.calls).toBe(0);
  });
});
