import path from 'node:path';

import openapiTS, { astToString } from 'openapi-typescript';

import { buildOpenApiDocument } from '../src/gateway/openapi';
import { routes } from '../src/gateway/routes';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../src/app/api/openapi-types.ts');

const HEADER = [
  '// Generated from the service\'s OpenAPI document by `npm run app:api-types` (openapi-typescript).',
  '// Do not edit: test/unit/app/api-types.test.ts fails when this file is stale.',
  '',
].join('\n');

/** The text of the app's API types for the document the current routes produce. */
export async function apiTypesSource(): Promise<string> {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument(routes))) as Parameters<typeof openapiTS>[0];
  const ast = await openapiTS(document, { alphabetize: false, enumValues: true });
  return HEADER + astToString(ast);
}
