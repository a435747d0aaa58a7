/**
 * The sandbox's admin clock (`GET {base}/admin/clock`, docs/sandbox.md): the world's day, the
 * day it started and how many days it has been advanced. The service's test clock follows
 * `advanced_days` (src/runtime/service-clock.ts).
 */
import { request } from 'undici';
import { z } from 'zod';

const clockSchema = z.object({
  now: z.string(),
  start_date: z.string(),
  advanced_days: z.number().int().min(0),
  locked: z.boolean(),
});

export type SandboxClockReading = z.infer<typeof clockSchema>;

/** Reads the sandbox's clock; throws on a network failure, a non-200 or an unexpected body. */
export async function readSandboxClock(baseUrl: string, timeoutMs = 2000): Promise<SandboxClockReading> {
  const res = await request(`${baseUrl.replace(/\/+$/, '')}/admin/clock`, { headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`the sandbox clock answered HTTP ${res.statusCode}: ${text.slice(0, 200)}`);
  return clockSchema.parse(JSON.parse(text));
}
