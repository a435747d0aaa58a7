import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CompanyFacts, evaluateAccountFit, evaluateContactFit } from '../../../src/domain/icp';
import type { AccountIcpRules, ContactIcpRules } from '../../../src/domain/icp/rules';
import { salesPlayType } from '../../../src/domain/plays';
import { ensureDemoWorkspace } from '../../../src/runtime/demo';
import { DEMO_ICP } from '../../../src/runtime/demo-icp';
import { createWorld } from '../../../src/sandbox/world';
import { startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';

/**
 * The demo ships a sample ICP (issue #26): a fresh demo workspace has account and contact
 * rules, so its plays carry fits, and over the world `npm start` makes (seed 42, 5,000
 * people) the rules split new roles between direct, referral, watch and archive.
 */
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  app = await startTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'demo-icp-'));
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo workspace', () => {
  it('when it is created, then it has the sample ICP, and a second start keeps it as it is', async () => {
    const demo = await ensureDemoWorkspace(app.services, dataDir, { base_url: `${app.baseUrl}` });
    const icp = await api(app.baseUrl, 'GET', '/icp', { key: demo.read_api_key });

    expect(icp.status).toBe(200);
    expect(icp.body.account).toMatchObject({ version: 1, rules: DEMO_ICP.account });
    expect(icp.body.contact).toMatchObject({ version: 1, rules: DEMO_ICP.contact });

    await ensureDemoWorkspace(app.services, dataDir, { base_url: `${app.baseUrl}` });
    const again = await api(app.baseUrl, 'GET', '/icp', { key: demo.read_api_key });
    expect(again.body).toEqual(icp.body);
  });

  it('when the sample ICP is applied to the demo world, then direct, referral, watch and archive each take a fair share', () => {
    const world = createWorld({ seed: 42 });
    const counts: Record<string, number> = { direct: 0, referral: 0, watch: 0, archive: 0 };
    const people = world.listPeople({ limit: 5000 }).data.filter((p) => p.company);
    for (const p of people) {
      const c = world.getCompanyByName(p.company!)!;
      const facts: CompanyFacts = {
        company_id: c.social_id, name: c.name, domain: c.domain, industry: c.industry, employees: c.employees, hq: c.hq,
        specialities: c.specialities, description: c.description, tagline: c.tagline, funding_stage: c.funding_stage, revenue: null,
        total_funding: null, is_current_customer: false,
      };
      const account = evaluateAccountFit(facts, DEMO_ICP.account as AccountIcpRules).fit;
      const contact = evaluateContactFit({ title: p.title, previous_started_on: null, changed_on: '2026-03-01' }, DEMO_ICP.contact as ContactIcpRules).fit;
      counts[salesPlayType(account, contact)]! += 1;
    }

    for (const type of ['direct', 'referral', 'watch', 'archive']) expect(counts[type]! / people.length, `${type} ${JSON.stringify(counts)}`).toBeGreaterThan(0.15);
  });
});
