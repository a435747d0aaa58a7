import type { IcpUpdate } from '../core/icp/icp.schema';

/**
 * The sample ICP the demo workspace ships with (issue #26), so fits are evaluated and every
 * sales play type shows up on a fresh start: companies of 50 to 20,000 people and people at
 * manager level or above outside engineering. Over the default sandbox world (seed 42) the
 * roles split about evenly between `direct`, `referral`, `watch` and `archive` (a fifth to a
 * third each; test/integration/runtime/demo-icp.test.ts).
 * A user replaces it with PUT /v1/icp.
 */
export const DEMO_ICP: IcpUpdate = {
  account: { employees: { min: 50, max: 20_000 } },
  contact: { seniority: ['manager', 'director', 'vp', 'c_level'], title: { exclude: ['Engineer', 'Engineering'] } },
};
