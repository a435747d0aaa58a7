import { SalesforceMappingSchema } from '../../core/notifications/salesforce-config';
import {
  connectSalesforceJwt,
  disconnectSalesforce,
  SalesforceAuthorizationSchema,
  SalesforceConnectSchema,
  SalesforceDisconnectedSchema,
  SalesforceJwtConnectSchema,
  salesforceStatus,
  SalesforceStatusSchema,
  setSalesforceMapping,
  startSalesforceConnect,
} from '../../core/notifications/salesforce-connect';
import {
  salesforceAuthorizationExample,
  salesforceConnectExample,
  salesforceDisconnectedExample,
  salesforceJwtExample,
  salesforceMappingExample,
  salesforceStatusExample,
} from '../examples/integrations.examples';
import { route } from '../route-table';

const EXTENSION = 'Extension (issue #22; docs/crm.md).';
const TAG = 'Integrations';

/** Extension endpoints: connecting a workspace to Salesforce (docs/crm.md). The web app's Integrations page uses them. */
export const integrationRoutes = [
  route({
    method: 'post',
    path: '/integrations/salesforce/connect',
    operationId: 'startSalesforceConnect',
    summary: 'Start connecting Salesforce: the org login URL to open (OAuth web-server flow with PKCE)',
    description: `${EXTENSION} Open authorization_url in a browser and log in to the org; Salesforce redirects to ` +
      '`/integrations/salesforce/callback`, which stores the tokens (sealed with SECRETS_KEY). The link works for 10 minutes.',
    tag: TAG,
    body: SalesforceConnectSchema,
    bodyOptional: true,
    examples: { body: salesforceConnectExample },
    responses: { 200: { description: 'The login URL', schema: SalesforceAuthorizationSchema, example: salesforceAuthorizationExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await startSalesforceConnect(services, caller.workspaceId, body) }),
  }),
  route({
    method: 'post',
    path: '/integrations/salesforce/jwt',
    operationId: 'connectSalesforceJwt',
    summary: 'Connect Salesforce with a connected app certificate (OAuth JWT bearer flow)',
    description: `${EXTENSION} The user must be pre-authorized for the connected app. The key is stored sealed and signs a new assertion whenever the session expires.`,
    tag: TAG,
    body: SalesforceJwtConnectSchema,
    examples: { body: salesforceJwtExample },
    responses: { 200: { description: 'Connected', schema: SalesforceStatusSchema, example: salesforceStatusExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await connectSalesforceJwt(services, caller.workspaceId, body) }),
  }),
  route({
    method: 'get',
    path: '/integrations/salesforce',
    operationId: 'getSalesforceConnection',
    summary: 'The workspace\'s Salesforce connection: status, mapping, sync cursor, API usage',
    description: EXTENSION,
    tag: TAG,
    responses: { 200: { description: 'The connection (secrets masked)', schema: SalesforceStatusSchema, example: salesforceStatusExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await salesforceStatus(services, caller.workspaceId) }),
  }),
  route({
    method: 'put',
    path: '/integrations/salesforce/mapping',
    operationId: 'setSalesforceMapping',
    summary: 'Set the field mapping (profile URL field, custom fields, write-back fields)',
    description: `${EXTENSION} Fields not given keep their value. A changed mapping must be previewed again before the first import.`,
    tag: TAG,
    body: SalesforceMappingSchema.partial(),
    examples: { body: salesforceMappingExample },
    responses: { 200: { description: 'The connection with its mapping', schema: SalesforceStatusSchema, example: salesforceStatusExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await setSalesforceMapping(services, caller.workspaceId, body) }),
  }),
  route({
    method: 'delete',
    path: '/integrations/salesforce',
    operationId: 'disconnectSalesforce',
    summary: 'Disconnect Salesforce: revoke the refresh token at the login host and forget the connection',
    description: EXTENSION,
    tag: TAG,
    responses: { 200: { description: 'Disconnected', schema: SalesforceDisconnectedSchema, example: salesforceDisconnectedExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await disconnectSalesforce(services, caller.workspaceId) }),
  }),
];
