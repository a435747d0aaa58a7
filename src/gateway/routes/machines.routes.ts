import { getHistory, HISTORY_RESOURCES, type HistoryResource } from '../../core/journal/history';
import { HistoryQuerySchema, TransitionSchema } from '../../core/journal/journal.schema';
import {
  MachineDetailSchema,
  MachineListSchema,
  MachineParamsSchema,
  MachinePathParamsSchema,
  MachinePathSchema,
  MachineWindowQuerySchema,
} from '../../core/machines/machine.schema';
import { getMachine, getMachinePath, listMachines } from '../../core/machines/machines.service';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import {
  contactHistoryExample,
  importHistoryExample,
  machineListExample,
  playHistoryExample,
  runHistoryExample,
  runMachineDetailExample,
  runPathExample,
} from '../examples/machines.examples';
import { route } from '../route-table';

const TransitionPageSchema = listOf(TransitionSchema, 'TransitionList');

const EXAMPLE_ID: Record<HistoryResource, string> = { contacts: ID.contact, plays: ID.play, runs: ID.run, imports: ID.import };
const EXAMPLES: Record<HistoryResource, object> = {
  contacts: contactHistoryExample,
  plays: playHistoryExample,
  runs: runHistoryExample,
  imports: importHistoryExample,
};
const TAGS: Record<HistoryResource, string> = { contacts: 'Contacts', plays: 'Plays', runs: 'Runs', imports: 'Contacts' };

function historyRoute(resource: HistoryResource) {
  const { noun } = HISTORY_RESOURCES[resource];
  return route({
    method: 'get',
    path: `/${resource}/{id}/history`,
    operationId: `get${noun}History`,
    summary: `A ${noun.toLowerCase()}'s status transitions in journal order, oldest first (extension)`,
    description: 'Every event its lifecycle machine was sent, with the cause; refused events are listed with refused=true.',
    tag: TAGS[resource],
    params: IdParamsSchema,
    query: HistoryQuerySchema,
    examples: { params: { id: EXAMPLE_ID[resource] }, query: { page: 1, page_size: 50 } },
    responses: {
      200: { description: 'A page of transitions', schema: TransitionPageSchema, example: EXAMPLES[resource] },
    },
    handler: async ({ services, caller, params, query }) => ({
      status: 200,
      body: await getHistory(services, caller.workspaceId, resource, params.id, query),
    }),
  });
}

export const historyRoutes = (Object.keys(HISTORY_RESOURCES) as HistoryResource[]).map(historyRoute);

export const machineRoutes = [
  route({
    method: 'get',
    path: '/machines',
    operationId: 'listMachines',
    summary: "The lifecycle machines with live counts per state for the caller's workspace (extension)",
    tag: 'Machines',
    responses: { 200: { description: 'Every machine', schema: MachineListSchema, example: machineListExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await listMachines(services, caller.workspaceId) }),
  }),
  route({
    method: 'get',
    path: '/machines/{name}',
    operationId: 'getMachine',
    summary: 'One machine: its definition, live counts, and transition and refused counts over a window (extension)',
    tag: 'Machines',
    params: MachineParamsSchema,
    query: MachineWindowQuerySchema,
    examples: { params: { name: 'run' }, query: { window: '24h' } },
    responses: { 200: { description: 'The machine', schema: MachineDetailSchema, example: runMachineDetailExample } },
    handler: async ({ services, caller, params, query }) => ({
      status: 200,
      body: await getMachine(services, caller.workspaceId, params.name, query),
    }),
  }),
  route({
    method: 'get',
    path: '/machines/{name}/paths/{id}',
    operationId: 'getMachinePath',
    summary: "One entity's path through its machine, with timestamps (extension)",
    tag: 'Machines',
    params: MachinePathParamsSchema,
    examples: { params: { name: 'run', id: ID.run } },
    responses: { 200: { description: 'The path', schema: MachinePathSchema, example: runPathExample } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await getMachinePath(services, caller.workspaceId, params.name, params.id),
    }),
  }),
];
