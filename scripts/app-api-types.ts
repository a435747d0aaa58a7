/**
 * Writes the app's API types (src/app/api/openapi-types.ts) from the OpenAPI document the
 * service itself builds: `npm run app:api-types`. test/unit/app/api-types.test.ts fails when
 * the committed file no longer matches the document (a route or schema changed).
 */
import { writeFileSync } from 'node:fs';

import { API_TYPES_FILE, apiTypesSource } from './app-api-types-source';

writeFileSync(API_TYPES_FILE, await apiTypesSource());
console.log(`wrote ${API_TYPES_FILE}`);
