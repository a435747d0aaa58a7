import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { PersonSearch } from '../../../src/checker/ports/person-search';
import { createPdlPersonSearch } from '../../../src/integrations/pdl/pdl-person-search';
import { PDL_IDENTIFY_KEY, type PdlIdentifyStandin, startPdlIdentifyStandin } from '../../support/pdl-identify-standin';
import { providerFailure } from './provider-failure';

describe('PDL person identify adapter against a stand-in', () => {
  let standin: PdlIdentifyStandin;
  let search: PersonSearch;

  beforeAll(async () => {
    standin = await startPdlIdentifyStandin();
    search = createPdlPersonSearch({ apiKey: PDL_IDENTIFY_KEY, baseUrl: standin.url });
  });

  afterAll(async () => {
    await search.close();
    await standin.close();
  });

  beforeEach(() => standin.clearFaults());

  it('when identifying by name and company, then matches come back best first with 0-1 scores and canonical URLs', async () => {
    const candidates = await search.search({ first_name: 'Sean', last_name: 'Thorne', company: 'People Data Labs', location: 'San Francisco' });
    expect(standin.stats.lastQuery).toMatchObject({ first_name: 'Sean', last_name: 'Thorne', company: 'People Data Labs', titlecase: 'true' });
    expect(candidates).toEqual([
      {
        social_url: 'https://www.linkedin.com/in/seanthorne',
        name: 'Sean Thorne',
        headline: 'Co-founder & CEO at People Data Labs',
        company: 'People Data Labs',
        title: 'Chief Executive Officer',
        location: 'San Francisco, California, United States',
        score: 0.97,
        matched_on: ['company', 'name', 'location'],
      },
      expect.objectContaining({ social_url: 'https://www.linkedin.com/in/sean-thorne-woodworks', score: 0.4, matched_on: ['name'] }),
    ]);
  });

  it('when the CRM names a former employer, then the person still matches with a lower score', async () => {
    const [best] = await search.search({ first_name: 'Sean', last_name: 'Thorne', company: 'Hallspot' });
    expect(best).toMatchObject({ social_url: 'https://www.linkedin.com/in/seanthorne', score: 0.7 });
  });

  it('when PDL answers 404, then there are no candidates', async () => {
    expect(await search.search({ first_name: 'Nobody', last_name: 'Here', company: 'Acme' })).toEqual([]);
  });

  it('when PDL answers 429 with Retry-After, then the failure is rate_limited with the delay', async () => {
    standin.inject(429, { times: 1, retryAfter: '7' });
    const err = await providerFailure(search.search({ first_name: 'Sean', last_name: 'Thorne', company: 'x' }));
    expect(err).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 7000 });
  });

  it('when the key is wrong, then the failure is auth', async () => {
    const wrong = createPdlPersonSearch({ apiKey: 'nope', baseUrl: standin.url });
    try {
      expect(await providerFailure(wrong.search({ first_name: 'Sean', last_name: 'Thorne' }))).toMatchObject({ kind: 'auth', status: 401 });
    } finally {
      await wrong.close();
    }
  });

  it('when PDL answers 402 or 503 or is unreachable, then the failure is out_of_credits or outage', async () => {
    standin.inject(402, { times: 1 });
    expect(await providerFailure(search.search({ first_name: 'Sean', last_name: 'Thorne' }))).toMatchObject({ kind: 'out_of_credits', status: 402 });
    standin.inject(503, { times: 1 });
    expect(await providerFailure(search.search({ first_name: 'Sean', last_name: 'Thorne' }))).toMatchObject({ kind: 'outage', status: 503 });
    const down = createPdlPersonSearch({ apiKey: PDL_IDENTIFY_KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    try {
      expect(await providerFailure(down.search({ first_name: 'Sean', last_name: 'Thorne' }))).toMatchObject({ kind: 'outage', status: 0 });
    } finally {
      await down.close();
    }
  });
});
