import type { RouteDef } from '../route-table';
import { accountRoutes } from './accounts.routes';
import { candidateRoutes } from './candidates.routes';
import { changeRoutes } from './changes.routes';
import { chatCrmRoutes } from './chat-crm.routes';
import { contactRoutes } from './contacts.routes';
import { csvUploadRoutes } from './csv-upload.routes';
import { finderRoutes } from './finder.routes';
import { freshnessRoutes } from './freshness.routes';
import { icpRoutes } from './icp.routes';
import { integrationRoutes } from './integrations.routes';
import { historyRoutes, machineRoutes } from './machines.routes';
import { openerSettingsRoutes } from './opener-settings.routes';
import { playRoutes } from './plays.routes';
import { runRoutes } from './runs.routes';
import { apiKeyRoutes, sessionRoutes } from './session.routes';
import { signalRoutes } from './signals.routes';
import { webhookRoutes } from './webhooks.routes';
import { workspaceRoutes } from './workspace.routes';

/** Every /v1 route, in the order the OpenAPI document lists them. */
export const routes: RouteDef[] = [
  ...workspaceRoutes,
  ...sessionRoutes,
  ...apiKeyRoutes,
  ...openerSettingsRoutes,
  ...contactRoutes,
  ...csvUploadRoutes,
  ...candidateRoutes,
  ...accountRoutes,
  ...changeRoutes,
  ...playRoutes,
  ...icpRoutes,
  ...runRoutes,
  ...finderRoutes,
  ...signalRoutes,
  ...freshnessRoutes,
  ...webhookRoutes,
  ...integrationRoutes,
  ...chatCrmRoutes,
  ...historyRoutes,
  ...machineRoutes,
];
