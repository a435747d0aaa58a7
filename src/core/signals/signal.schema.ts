import { z } from 'zod';

import { DateTimeSchema } from '../../shared/schemas';

export const SIGNAL_KINDS = ['email_bounced', 'auto_reply_left', 'crm_company_changed', 'crm_title_changed', 'other'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** At most this many rows per POST /signals, as for POST /contacts. */
export const MAX_SIGNALS_PER_CALL = 1000;
export const MAX_SIGNAL_DETAIL = 2000;

/** One signal as a client sends it: the contact it names, what was seen and when. */
export const SignalInputSchema = z
  .strictObject({
    contact_id: z.uuid().optional().meta({ description: 'the contact, by id (named first when several are given)' }),
    crm_id: z.string().trim().min(1).max(200).optional().meta({ description: 'the contact, by its CRM id' }),
    email: z.string().trim().min(1).max(254).optional().meta({ description: 'the contact, by email address (every contact with it)' }),
    kind: z.enum(SIGNAL_KINDS).meta({
      description:
        'email_bounced: mail to the work address bounced; auto_reply_left: an auto-reply says the person left; ' +
        'crm_company_changed / crm_title_changed: the CRM record was edited; other',
    }),
    observed_at: DateTimeSchema.meta({ description: 'when your system saw it (not in the future)' }),
    detail: z.string().max(MAX_SIGNAL_DETAIL).nullable().optional().meta({ description: 'free text, e.g. the bounce reason' }),
  })
  .refine((s) => s.contact_id !== undefined || s.crm_id !== undefined || s.email !== undefined, {
    message: 'name the contact by contact_id, crm_id or email',
    path: ['contact'],
  })
  .meta({ id: 'SignalInput', description: 'A signal about a contact (extension).' });
export type SignalInput = z.infer<typeof SignalInputSchema>;

/** The raw request: rows are checked one by one, so a bad row is rejected without failing the call. */
export const SignalsBodySchema = z
  .union([
    z.object({ signals: z.array(z.record(z.string(), z.unknown())).max(MAX_SIGNALS_PER_CALL, `at most ${MAX_SIGNALS_PER_CALL} signals per call`) }),
    z.array(z.record(z.string(), z.unknown())).max(MAX_SIGNALS_PER_CALL, `at most ${MAX_SIGNALS_PER_CALL} signals per call`),
  ])
  .meta({ id: 'SignalsRequest', description: '`{ signals: SignalInput[] }` or a bare array of SignalInput, at most 1,000' });

/** What the API reference shows: the typed rows, in either shape the call accepts (as POST /contacts documents its rows). */
const signalRows = z.array(SignalInputSchema).max(MAX_SIGNALS_PER_CALL).meta({ description: 'At most 1,000 signals' });
export const SignalsDocSchema = z
  .union([z.object({ signals: signalRows }), signalRows])
  .meta({ id: 'SignalsRequestDoc', description: '`{ signals: SignalInput[] }`, or a bare array of SignalInput; a bad row is listed in `rejected`.' });

const RejectedSignalSchema = z.object({ index: z.number().int(), errors: z.record(z.string(), z.string()) });

export const SignalsResultSchema = z
  .object({
    accepted: z.number().int().meta({ description: 'rows stored' }),
    rejected: z.array(RejectedSignalSchema).meta({ description: 'rows not stored, by index in the request array, with per-field errors' }),
    contacts: z.number().int().meta({ description: 'contacts the accepted rows named (an email may name several)' }),
  })
  .meta({ id: 'SignalsResult', description: 'Extension: the outcome of POST /signals.' });
export type SignalsResult = z.infer<typeof SignalsResultSchema>;
