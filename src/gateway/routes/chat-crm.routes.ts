import {
  CHAT_CRM_NAMES,
  type ChatCrmKind,
  connectHubSpot,
  connectSlack,
  disconnectIntegration,
  HubSpotConnectSchema,
  integrationConnection,
  IntegrationConnectionSchema,
  IntegrationRemovedSchema,
  IntegrationTestResultSchema,
  SlackConnectSchema,
  testIntegration,
} from '../../core/notifications/integration-connect';
import {
  hubSpotConnectExample,
  hubSpotConnectionExample,
  integrationTestExample,
  slackConnectExample,
  slackConnectionExample,
} from '../examples/integrations.examples';
import { route, type RouteDef } from '../route-table';

const EXTENSION = 'Extension (issue #23; docs/app.md): what `tracker integrations` does, for the app\'s Integrations page.';
const TAG = 'Integrations';

/** GET status, POST test and DELETE for one provider; the connect (PUT) differs per provider. */
function commonRoutes(kind: ChatCrmKind, example: unknown): RouteDef[] {
  const name = CHAT_CRM_NAMES[kind];
  return [
    route({
      method: 'get',
      path: `/integrations/${kind}`,
      operationId: `get${name}Connection`,
      summary: `The workspace's ${name} connection (secrets masked)`,
      description: `${EXTENSION} 404 when ${name} is not connected. A workspace admin's (or a key's) view: a member session gets 403.`,
      tag: TAG,
      access: 'admin',
      responses: { 200: { description: 'The connection', schema: IntegrationConnectionSchema, example } },
      handler: async ({ services, caller }) => ({ status: 200, body: await integrationConnection(services, caller.workspaceId, kind) }),
    }),
    route({
      method: 'post',
      path: `/integrations/${kind}/test`,
      operationId: `test${name}Connection`,
      summary: `Make a real call with the stored ${name} connection`,
      description:
        `${EXTENSION} ${kind === 'slack' ? 'Posts a short test message in the alert channel.' : 'Reads the portal\'s owners (read-only).'} ` +
        `A refused or failed call answers 200 with \`ok: false\`, the provider's code and a message; 404 when ${name} is not connected.`,
      tag: TAG,
      responses: { 200: { description: 'What the call did', schema: IntegrationTestResultSchema, example: integrationTestExample } },
      handler: async ({ services, caller }) => ({ status: 200, body: await testIntegration(services, caller.workspaceId, kind) }),
    }),
    route({
      method: 'delete',
      path: `/integrations/${kind}`,
      operationId: `disconnect${name}`,
      summary: `Remove the ${name} connection`,
      description: `${EXTENSION} The stored token is deleted; \`removed\` is false when there was none.`,
      tag: TAG,
      responses: { 200: { description: 'Whether a connection was removed', schema: IntegrationRemovedSchema, example: { removed: true } } },
      handler: async ({ services, caller }) => ({ status: 200, body: await disconnectIntegration(services, caller.workspaceId, kind) }),
    }),
  ];
}

/** Slack and HubSpot connections over REST (src/core/notifications/integration-connect.ts). */
export const chatCrmRoutes = [
  route({
    method: 'put',
    path: '/integrations/slack',
    operationId: 'connectSlack',
    summary: 'Connect (or replace) the workspace\'s Slack bot',
    description:
      `${EXTENSION} The bot token, the alert channel, the owner directory for direct messages and, for verdict buttons, the ` +
      'app\'s signing secret; stored sealed. The Slack Web API is the service\'s (SLACK_API_URL). `POST /integrations/slack/test` checks it.',
    tag: TAG,
    body: SlackConnectSchema,
    examples: { body: slackConnectExample },
    responses: { 200: { description: 'The connection (secrets masked)', schema: IntegrationConnectionSchema, example: slackConnectionExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await connectSlack(services, caller.workspaceId, body) }),
  }),
  ...commonRoutes('slack', slackConnectionExample),
  route({
    method: 'put',
    path: '/integrations/hubspot',
    operationId: 'connectHubSpot',
    summary: 'Connect (or replace) the workspace\'s HubSpot private app',
    description:
      `${EXTENSION} A private app access token, stored sealed; the HubSpot API host is the service's (HUBSPOT_API_URL, default api.hubapi.com, which serves every data centre). ` +
      'Plays are written back to HubSpot once connected and write-back is on (`PATCH /settings`). `POST /integrations/hubspot/test` checks it.',
    tag: TAG,
    body: HubSpotConnectSchema,
    examples: { body: hubSpotConnectExample },
    responses: { 200: { description: 'The connection (secrets masked)', schema: IntegrationConnectionSchema, example: hubSpotConnectionExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await connectHubSpot(services, caller.workspaceId, body) }),
  }),
  ...commonRoutes('hubspot', hubSpotConnectionExample),
];
