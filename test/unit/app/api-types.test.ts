import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { API_TYPES_FILE, apiTypesSource } from '../../../scripts/app-api-types-source';

describe("the app's API types", () => {
  it('when a route or schema changes, then the committed types no longer match and `npm run app:api-types` must be run', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await apiTypesSource()), 'src/app/api/openapi-types.ts is stale: run `npm run app:api-types`').toBe(true);
  }, 60_000);
});
