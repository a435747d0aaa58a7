import { z } from 'zod';

import { MACHINES } from '../../../machines';
import { DateTimeSchema } from '../../shared/schemas';
import { TransitionSchema } from '../journal/journal.schema';

const TransitionDefSchema = z.object({
  from: z.string(),
  event: z.string(),
  to: z.string(),
  guard: z.string().nullable().meta({ description: 'the guard that decides this move, if any' }),
  actions: z.array(z.string()).meta({ description: 'Extension: the named actions the move performs (context updates and effects such as emitRunPaused)' }),
});

const TimingSchema = z
  .object({
    name: z.string().meta({ description: 'the timing name, snake_case (retry, lease, second_look_after ...)' }),
    description: z.string().meta({ description: 'what waits this long' }),
    delays_ms: z.array(z.number().int()).meta({ description: 'the delay in ms; a retry schedule lists one per retry, the wait after the first failed attempt first' }),
    jitter: z.number().nullable().meta({ description: '± this fraction of random spread on each delay, or null' }),
    variable: z.string().nullable().meta({ description: 'the environment variable that overrides the delay (this is its default), or null when fixed' }),
  })
  .meta({ id: 'MachineTiming' });

export const MachineSchema = z
  .object({
    name: z.string().meta({ description: 'the machine name used by the journal (transitions.machine)' }),
    key: z.string().meta({ description: 'the XState machine id' }),
    governs: z.string(),
    initial: z.string(),
    states: z.array(z.string()),
    finals: z.array(z.string()),
    events: z.array(z.string()),
    guards: z.array(z.string()),
    actions: z.array(z.string()).meta({ description: 'Extension: every named action of the machine' }),
    transitions: z.array(TransitionDefSchema),
    timings: z.array(TimingSchema).meta({
      description: "Extension: the retry schedules, delays and leases the machine's moves wait on (machines/timings.ts), at their defaults",
    }),
    counts: z.record(z.string(), z.number().int()).meta({ description: "live count per state in the caller's workspace" }),
  })
  .meta({ id: 'Machine' });
export type Machine = z.infer<typeof MachineSchema>;

export const MachineListSchema = z.object({ data: z.array(MachineSchema) }).meta({ id: 'MachineList' });

const EdgeCountSchema = z.object({
  from: z.string().nullable().meta({ description: 'null for the creating event' }),
  event: z.string(),
  to: z.string(),
  count: z.number().int(),
});
const RefusedCountSchema = z.object({ from: z.string(), event: z.string(), count: z.number().int() });
const TakenEdgeSchema = z.object({ from: z.string(), event: z.string(), to: z.string(), count: z.number().int() });

export const MachineDetailSchema = MachineSchema.extend({
  window: z.object({ since: DateTimeSchema, until: DateTimeSchema }),
  edges: z.array(EdgeCountSchema).meta({ description: 'transitions taken in the window, per edge' }),
  created: z.number().int().meta({
    description: 'Extension: entities created in the window (the journal rows with a null `from`), each once, entering the initial state',
  }),
  taken: z.array(TakenEdgeSchema).meta({
    description:
      'Extension: `edges` as moves through the machine, so that each state adds up (created + in - out): a creating row whose event ' +
      'is not CREATE (an import row bringing a profile URL) also counts as that event taken from the initial state',
  }),
  refused: z.array(RefusedCountSchema).meta({ description: 'events the machine refused in the window' }),
}).meta({ id: 'MachineDetail' });
export type MachineDetail = z.infer<typeof MachineDetailSchema>;

export const MachinePathSchema = z
  .object({
    machine: z.string(),
    resource_id: z.string().meta({ description: 'the entity id: a UUID, or the digits of a delivery id' }),
    status: z.string().meta({ description: 'the current status' }),
    steps: z.array(TransitionSchema).meta({ description: 'every journalled transition in journal order (by id), oldest first (at most 1000)' }),
  })
  .meta({ id: 'MachinePath' });
export type MachinePath = z.infer<typeof MachinePathSchema>;

export const MachineParamsSchema = z.object({
  name: z.enum(MACHINES.map((m) => m.name) as [string, ...string[]]).meta({ description: 'the machine name' }),
});
export const MachinePathParamsSchema = MachineParamsSchema.extend({
  id: z
    .union([z.uuid(), z.string().regex(/^[1-9]\d{0,18}$/)])
    .meta({ description: "the entity id: a UUID, or a delivery's numeric id" }),
});

export const MachineWindowQuerySchema = z.object({
  since: DateTimeSchema.optional().meta({ description: 'count transitions from this instant (wins over window)' }),
  window: z
    .string()
    .regex(/^[1-9]\d{0,3}[mhd]$/, 'a number of minutes, hours or days: 30m, 24h, 7d')
    .optional()
    .meta({ description: 'count transitions over the last 30m, 24h, 7d...; default 24h' }),
});
export type MachineWindowQuery = z.infer<typeof MachineWindowQuerySchema>;
