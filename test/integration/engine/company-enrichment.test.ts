import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../../src/core/runs/check-outcome';
import { companyEnricher } from '../../../src/core/runs/company-enrichment';
import type { CheckerClient } from '../../../src/grpc/clients/checker-client';
import { startTestApp, type TestApp } from '../../support/app';
import { sqlOn } from '../plays/support';

/** The company enricher stores a batch's new employers in one statement, facts intact. */
let app: TestApp;
let sql: ReturnType<typeof sqlOn>;

beforeAll(async () => {
  app = await startTestApp();
  sql = sqlOn(app);
});

afterAll(async () => {
  await app?.close();
});

const result = (i: number, companySocialId: string | null): CheckOutcome => ({
  item_id: String(i),
  profile_id: '00000000-0000-0000-0000-000000000000',
  outcome: 'snapshot',
  snapshot: {
    found: true,
    first_name: 'Ada',
    last_name: 'Tester',
    headline: null,
    fetched_at: null,
    positions: [{ company: `Co ${i}`, company_social_id: companySocialId, title: 'VP Sales', started_on: '2026-01', ended_on: null, is_current: true }],
  },
});

describe('company enrichment', () => {
  it('when a batch has new employers, then each is fetched once and stored with its facts; known ones are not fetched again', async () => {
    const asked: string[] = [];
    const client = {
      getCompany: async (id: string) => {
        asked.push(id);
        if (id === 'gone') return null;
        return {
          social_id: id,
          name: `Company "${id}"`,
          domain: `${id}.example`,
          industry: 'Software',
          employees: 250,
          hq_city: 'Berlin',
          hq_state: '',
          hq_country: 'DE',
          specialities: ['CRM, "sales" tools', 'back\\slash'],
          description: 'Makes things',
          tagline: '',
          funding_stage: 'series_b',
          company_url: `https://${id}.example`,
        };
      },
    } as unknown as CheckerClient;
    const enrich = companyEnricher(app.services, client);

    await enrich([result(1, 'acme'), result(2, 'globex'), result(3, 'acme'), result(4, null), result(5, 'gone')]);
    expect(asked.sort()).toEqual(['acme', 'globex', 'gone']);
    const rows = await sql(
      `select social_id, name, domain, industry, employees, hq_city, hq_state, hq_country, specialities, tagline, funding_stage
         from network_companies where social_id in ('acme', 'globex', 'gone') order by social_id`,
    );
    expect(rows).toEqual([
      {
        social_id: 'acme', name: 'Company "acme"', domain: 'acme.example', industry: 'Software', employees: 250, hq_city: 'Berlin',
        hq_state: null, hq_country: 'DE', specialities: ['CRM, "sales" tools', 'back\\slash'], tagline: null, funding_stage: 'series_b',
      },
      {
        social_id: 'globex', name: 'Company "globex"', domain: 'globex.example', industry: 'Software', employees: 250, hq_city: 'Berlin',
        hq_state: null, hq_country: 'DE', specialities: ['CRM, "sales" tools', 'back\\slash'], tagline: null, funding_stage: 'series_b',
      },
    ]);

    asked.length = 0;
    await enrich([result(6, 'acme'), result(7, 'initech')]);
    expect(asked).toEqual(['initech']);
    expect(await sql(`select social_id from network_companies where social_id = 'initech'`)).toHaveLength(1);
  });
});
