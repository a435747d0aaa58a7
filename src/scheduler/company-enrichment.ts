import type { EntityManager } from '@mikro-orm/postgresql';
import PQueue from 'p-queue';

import type { CheckerClient } from '../checker/client';
import type { Services } from '../core/context';
import type { CheckOutcome } from '../core/runs/check-outcome';
import { primaryPosition } from '../domain/changes';

export type CompanyEnricher = (results: CheckOutcome[]) => Promise<void>;

/**
 * Before a batch commits, fetches (through the checker's cached GetCompany) the network
 * companies that people now work at and that are not stored yet, so account fit in the
 * same transaction has company facts. A company that cannot be fetched stays unknown.
 */
export function companyEnricher(services: Services, client: CheckerClient, concurrency = 8): CompanyEnricher {
  return async (results) => {
    const ids = new Set<string>();
    for (const r of results) {
      const id = r.snapshot ? primaryPosition(r.snapshot)?.company_social_id : null;
      if (id) ids.add(id);
    }
    if (ids.size === 0) return;
    const em = services.orm.em.fork() as EntityManager;
    const known = await em.execute<Array<{ social_id: string }>>(
      `select social_id from network_companies where social_id in (select jsonb_array_elements_text(?::jsonb))
         and fetched_at > now() - interval '30 days'`,
      [JSON.stringify([...ids])],
    );
    for (const k of known) ids.delete(k.social_id);
    const queue = new PQueue({ concurrency });
    await Promise.all(
      [...ids].map((id) =>
        queue.add(async () => {
          const c = await client.getCompany(id).catch(() => null);
          if (!c) return;
          await em.execute(
            `insert into network_companies (social_id, name, domain, industry, employees, hq_city, hq_state, hq_country,
               specialities, description, tagline, funding_stage, company_url, fetched_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, now())
             on conflict (social_id) do update set name = excluded.name, domain = excluded.domain, industry = excluded.industry,
               employees = excluded.employees, hq_city = excluded.hq_city, hq_state = excluded.hq_state,
               hq_country = excluded.hq_country, specialities = excluded.specialities, description = excluded.description,
               tagline = excluded.tagline, funding_stage = excluded.funding_stage, company_url = excluded.company_url,
               fetched_at = now()`,
            [
              c.social_id || id,
              c.name,
              c.domain || null,
              c.industry || null,
              c.employees || null,
              c.hq_city || null,
              c.hq_state || null,
              c.hq_country || null,
              `{${(c.specialities ?? []).map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
              c.description || null,
              c.tagline || null,
              c.funding_stage || null,
              c.company_url || null,
            ],
            'run',
          );
        }),
      ),
    );
  };
}
