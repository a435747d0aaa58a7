import { v7 } from 'uuid';

/**
 * A UUID version 7 (RFC 9562, section 5.7; the `uuid` package): 48 bits of Unix milliseconds, then
 * random bits, so ids drawn one after another sort by the time they were drawn. A bulk insert that
 * draws its ids this way adds each key at the right-hand end of the primary-key index instead of on
 * a random page of it (a million random keys spread writes over every leaf of an index larger than
 * shared_buffers).
 */
export function timeOrderedId(now: number = Date.now()): string {
  return v7({ msecs: now });
}
