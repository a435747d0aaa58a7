import type { EntityManager } from '@mikro-orm/postgresql';
import PQueue from 'p-queue';

import { query } from '../../db/query';
import { primaryPosition } from '../../domain/changes';
import type { Company } from '../../grpc/tracker-v1';
import type { Services } from '../context';
import type { CheckOutcome } from './check-outcome';

export type CompanyEnricher = (results: CheckOutcome[]) => Promise<void>;

/** The port company facts come from: the checker's cached GetCompany (`createCheckerClient` implements it). */
export interface CompanySource {
  getCompany(socialId: string, options?: { deadline?: Date }): Promise<Company | null>;
}

/**
 * Before a batch commits, fetches (through the checker's cached GetCompany) the network
 * companies that people now work at and that are not stored yet, so account fit in the
 * same transaction has company facts. A company that cannot be fetched stays unknown.
 */
export function companyEnricher(services: Services, client: CompanySource, concurrency = 8): CompanyEnricher {
  return async (results) => {
    const ids = new Set<string>();
    for (const r of results) {
      const id = r.snapshot ? primaryPosition(r.snapshot)?.company_social_id : null;
      if (id) ids.add(id);
    }
    if (ids.size === 0) return;
    const em = services.orm.em.fork() as EntityManager;
    const known = await query<{ social_id: string }>(
      em,
      `select social_id from network_companies where social_id in (select jsonb_array_elements_text(?::jsonb))
         and fetched_at > now() - interval '30 days'`,
      [JSON.stringify([...ids])],
    );
    for (const k of known) ids.delete(k.social_id);
    const queue = new PQueue({ concurrency });
    const rows = new Map<string, Record<string, unknown>>();
    await Promise.all(
      [...ids].map((id) =>
        queue.add(async () => {
          const c = await client.getCompany(id).catch(() => null);
          if (!c) return;
          const socialId = c.social_id || id;
          rows.set(socialId, {
            social_id: socialId,
            name: c.name,
            domain: c.domain || null,
            industry: c.industry || null,
            employees: c.employees || null,
            hq_city: c.hq_city || null,
            hq_state: c.hq_state || null,
            hq_country: c.hq_country || null,
            specialities: c.specialities ?? [],
            description: c.description || null,
            tagline: c.tagline || null,
            funding_stage: c.funding_stage || null,
            company_url: c.company_url || null,
          });
        }),
      ),
    );
    if (rows.size === 0) return;
    // One statement (one commit) for the batch's companies rather than one per company; sorted
    // so two writers lock the rows in the same order.
    await query(
      em,
      `insert into network_companies (social_id, name, domain, industry, employees, hq_city, hq_state, hq_country,
         specialities, description, tagline, funding_stage, company_url, fetched_at)
       select social_id, name, domain, industry, employees, hq_city, hq_state, hq_country, specialities, description, tagline,
              funding_stage, company_url, now()
         from jsonb_to_recordset(?::jsonb) as x(social_id text, name text, domain text, industry text, employees integer,
              hq_city text, hq_state text, hq_country text, specialities text[], description text, tagline text,
              funding_stage text, company_url text)
        order by social_id
       on conflict (social_id) do update set name = excluded.name, domain = excluded.domain, industry = excluded.industry,
         employees = excluded.employees, hq_city = excluded.hq_city, hq_state = excluded.hq_state,
         hq_country = excluded.hq_country, specialities = excluded.specialities, description = excluded.description,
         tagline = excluded.tagline, funding_stage = excluded.funding_stage, company_url = excluded.company_url,
         fetched_at = now()`,
      [JSON.stringify([...rows.values()])],
    );
  };
}
