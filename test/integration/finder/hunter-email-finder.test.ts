import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { EmailFinder } from '../../../src/checker/ports/email-finder';
import { createHunterEmailFinder } from '../../../src/integrations/hunter/hunter-email-finder';
import { HUNTER_STANDIN_KEY, type HunterStandin, startHunterStandin } from '../../support/hunter-standin';
import { providerFailure } from './provider-failure';

describe('Hunter email finder/verifier adapter against a stand-in', () => {
  let standin: HunterStandin;
  let finder: EmailFinder;

  beforeAll(async () => {
    standin = await startHunterStandin();
    finder = createHunterEmailFinder({ apiKey: HUNTER_STANDIN_KEY, baseUrl: standin.url });
  });

  afterAll(async () => {
    await finder.close();
    await standin.close();
  });

  beforeEach(() => standin.clearFaults());

  it('when Hunter finds a verified address, then it comes back valid with its score', async () => {
    expect(await finder.find('Alexis', 'Ohanian', 'reddit.com')).toEqual({ email: 'alexis@reddit.com', score: 97, status: 'valid' });
  });

  it('when the domain accepts all addresses, then the found address is risky', async () => {
    expect(await finder.find('Dana', 'Reyes', 'catchall.example')).toEqual({ email: 'dana.reyes@catchall.example', score: 71, status: 'risky' });
  });

  it('when Hunter finds nothing, then find returns null', async () => {
    expect(await finder.find('No', 'Body', 'reddit.com')).toBeNull();
  });

  it('when verifying, then Hunter statuses map to valid, risky, invalid and unknown', async () => {
    expect(await finder.verify('alexis@reddit.com')).toBe('valid');
    expect(await finder.verify('dana.reyes@catchall.example')).toBe('risky');
    expect(await finder.verify('old.timer@gone.example')).toBe('invalid');
    expect(await finder.verify('tmp@mailinator.com')).toBe('invalid');
    expect(await finder.verify('pat.quinn@gmail.com')).toBe('unknown');
  });

  it('when the verification is still pending (202), then the failure is a retryable outage and a retry gets the answer', async () => {
    standin.pending('alexis@reddit.com', 1);
    expect(await providerFailure(finder.verify('alexis@reddit.com'))).toMatchObject({ kind: 'outage', status: 202 });
    expect(await finder.verify('alexis@reddit.com')).toBe('valid');
  });

  it('when Hunter answers 429 with Retry-After, then the failure is rate_limited with the delay', async () => {
    standin.inject({ status: 429, id: 'too_many_requests', details: 'You have reached the rate limit.', retryAfter: '3' }, 1);
    expect(await providerFailure(finder.find('Alexis', 'Ohanian', 'reddit.com'))).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 3000 });
  });

  it('when Hunter answers 403 about the rate limit, then the failure is rate_limited, not auth', async () => {
    standin.inject({ status: 403, id: 'too_many_requests', details: 'You have reached the rate limit.', retryAfter: '1' }, 1);
    expect(await providerFailure(finder.verify('alexis@reddit.com'))).toMatchObject({ kind: 'rate_limited', status: 403, retryAfterMs: 1000 });
  });

  it('when Hunter answers 429 about the usage limit, then the failure is out_of_credits', async () => {
    standin.inject({ status: 429, id: 'usage_limit_exceeded', details: 'You have reached your usage limit. Upgrade your plan if necessary.' }, 1);
    expect(await providerFailure(finder.find('Alexis', 'Ohanian', 'reddit.com'))).toMatchObject({ kind: 'out_of_credits', status: 429 });
  });

  it('when the key is wrong, then the failure is auth', async () => {
    const wrong = createHunterEmailFinder({ apiKey: 'nope', baseUrl: standin.url });
    try {
      const err = await providerFailure(wrong.verify('alexis@reddit.com'));
      expect(err).toMatchObject({ kind: 'auth', status: 401 });
      expect(err.message).toContain('No valid API key provided');
    } finally {
      await wrong.close();
    }
  });

  it('when Hunter fails with 500 or 400, then the failure is outage or invalid', async () => {
    standin.inject({ status: 500, id: 'server_error' }, 1);
    expect(await providerFailure(finder.verify('alexis@reddit.com'))).toMatchObject({ kind: 'outage', status: 500 });
    expect(await providerFailure(finder.verify('not-an-email'))).toMatchObject({ kind: 'invalid', status: 400 });
  });
});
