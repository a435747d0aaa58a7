import { z } from 'zod';

/** Wire shapes shared by many routes: the error envelope, ids and pagination. */
export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine-readable code' }),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });

export const IdParamsSchema = z.object({ id: z.uuid().meta({ description: 'Resource id (UUID)' }) });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ description: 'Page number, from 1' }),
  page_size: z.coerce.number().int().min(1).max(200).default(50).meta({ description: 'Items per page, 1-200' }),
});

export const DateTimeSchema = z.iso.datetime({ offset: true });
export const NullableDateTime = DateTimeSchema.nullable();

export function listOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({ data: z.array(item), page: z.number().int(), page_size: z.number().int(), total: z.number().int() })
    .meta({ id });
}

export function iso(d: Date | string | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}
