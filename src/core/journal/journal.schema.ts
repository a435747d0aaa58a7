import { z } from 'zod';

import { DateTimeSchema, PageQuerySchema } from '../../shared/schemas';
import { JOURNAL_RESOURCES } from './record-transition';

export const MachineNameSchema = z.enum(JOURNAL_RESOURCES).meta({ id: 'MachineName' });

/** One journalled transition (extension). */
export const TransitionSchema = z
  .object({
    id: z.number().int().meta({ description: 'Journal order: later transitions have larger ids' }),
    machine: MachineNameSchema,
    resource_id: z.string().meta({ description: 'the entity id: a UUID, or the digits of a delivery id' }),
    from: z.string().nullable().meta({ description: 'null for the creating event' }),
    event: z.string(),
    to: z.string().meta({ description: 'status after the event; for a refused event, the unchanged status' }),
    refused: z.boolean().meta({ description: 'the machine rejected the event; nothing changed' }),
    cause: z.string().meta({
      description: 'who sent it: api_key:<id>, oauth:<user id>, user:<user id> (signed in to the app), slack:<team id>:<user id>, scheduler, checker:<failure class>, import or system',
    }),
    at: DateTimeSchema,
  })
  .meta({ id: 'Transition' });
export type Transition = z.infer<typeof TransitionSchema>;

export const HistoryQuerySchema = PageQuerySchema;
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;
