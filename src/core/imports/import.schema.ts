import { z } from 'zod';

import { importMachine, type ImportStatus, statusesOf } from '../../../machines';
import { IMPORT_SOURCES } from '../../domain/vocabulary';
import { NullableDateTime } from '../../shared/schemas';

export const ImportSummarySchema = z.object({
  contacts_upserted: z.number().int(),
  accounts_upserted: z.number().int(),
  with_social: z.number().int(),
  needs_social: z.number().int(),
  duplicates: z.number().int(),
  invalid: z.number().int(),
  profiles_created: z.number().int(),
  profiles_linked: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const EMPTY_SUMMARY: ImportSummary = {
  contacts_upserted: 0,
  accounts_upserted: 0,
  with_social: 0,
  needs_social: 0,
  duplicates: 0,
  invalid: 0,
  profiles_created: 0,
  profiles_linked: 0,
};

export const ImportSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    source: z.enum(IMPORT_SOURCES),
    status: z.enum(statusesOf<ImportStatus>(importMachine)),
    file_name: z.string().nullable(),
    progress: z
      .object({
        step: z.enum(['queued', 'reading', 'commit', 'deals', 'companies', 'contacts']),
        done: z.number().int(),
        total: z.number().int(),
      })
      .nullable(),
    summary: ImportSummarySchema.nullable(),
    error: z.string().nullable(),
    created_at: NullableDateTime,
    committed_at: NullableDateTime,
  })
  .meta({ id: 'Import' });

export type Import = z.infer<typeof ImportSchema>;
