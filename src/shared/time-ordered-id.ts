import { randomFillSync } from 'node:crypto';

import { v7 } from 'uuid';

/** Random bytes for 4,096 ids, refilled from the CSPRNG in one call when used up. */
const pool = Buffer.alloc(16 * 4096);
let offset = pool.length;

function randomBytes16(): Uint8Array {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + 16);
  offset += 16;
  return bytes;
}

/**
 * A UUID version 7 (RFC 9562, section 5.7; the `uuid` package): 48 bits of Unix milliseconds, then
 * random bits, so ids drawn one after another sort by the time they were drawn. A bulk insert that
 * draws its ids this way adds each key at the right-hand end of the primary-key index instead of on
 * a random page of it (a million random keys spread writes over every leaf of an index larger than
 * shared_buffers).
 *
 * The random bits come from a pooled buffer filled by `crypto.randomFillSync`: the package's own
 * source asks the CSPRNG once per id, about 5 µs each here (a million-row import draws 1.8M ids:
 * its contacts' and its profiles'), the pool about 0.5 µs (docs/decisions.md, "Bulk import round 6").
 */
export function timeOrderedId(now: number = Date.now()): string {
  return v7({ msecs: now, random: randomBytes16() });
}
