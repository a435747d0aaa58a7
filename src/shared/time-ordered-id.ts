import { randomFillSync } from 'node:crypto';

const POOL_IDS = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A UUID version 7 (RFC 9562, section 5.7): 48 bits of Unix milliseconds, then random bits,
 * so ids drawn one after another sort by the time they were drawn. A bulk insert that draws
 * its ids this way adds each key at the right-hand end of the primary-key index instead of
 * on a random page of it (a million random keys spread writes over every leaf of an index
 * larger than shared_buffers). Random bits come from the crypto source in pooled blocks.
 */
export function timeOrderedId(now: number = Date.now()): string {
  if (offset + 10 > pool.length) {
    pool = randomFillSync(Buffer.alloc(10 * POOL_IDS));
    offset = 0;
  }
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(now, 0, 6);
  pool.copy(bytes, 6, offset, offset + 10);
  offset += 10;
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
