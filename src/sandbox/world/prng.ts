/**
 * Small, fast, seedable PRNG (sfc32) used for world evolution and fault injection.
 * Generation of the initial world uses a seeded Faker instance; everything that
 * happens afterwards draws from one of these streams so results only depend on
 * the seed and the sequence of operations.
 */

/** Mixes a numeric seed and a stream label into a 32-bit value (FNV-1a + murmur finaliser). */
export function hashSeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed | 0) ^ Math.floor(seed / 0x1_0000_0000);
  const text = `${label}:${seed}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Distribution helpers on top of a uniform [0, 1) source. */
export abstract class RandomSource {
  /** Uniform float in [0, 1). */
  abstract next(): number;

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.min(n - 1, Math.floor(this.next() * n));
  }

  /** Uniform integer in [min, max] (inclusive). */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Index drawn proportionally to `weights`. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Poisson-distributed count (Knuth for small lambda, normal approximation above 30). */
  poisson(lambda: number): number {
    if (lambda <= 0) return 0;
    if (lambda > 30) {
      const u1 = Math.max(this.next(), Number.EPSILON);
      const u2 = this.next();
      const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
      return Math.max(0, Math.round(lambda + z * Math.sqrt(lambda)));
    }
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }
}

/** sfc32 stream seeded from (seed, label). */
export class Rng extends RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label = 'default') {
    super();
    this.a = hashSeed(seed, `${label}/a`);
    this.b = hashSeed(seed, `${label}/b`);
    this.c = hashSeed(seed, `${label}/c`);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  override next(): number {
    return this.nextUint32() / 0x1_0000_0000;
  }
}
