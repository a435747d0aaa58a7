import type { RandomSource } from './prng';
import type { JobFunction } from './titles';
import { inferTitle, JOB_FUNCTIONS, MAX_LEVEL, minLevel, TITLE_CATALOG } from './titles';

export interface TitleInfo {
  title: string;
  fn: JobFunction;
  level: number;
}

/**
 * Interned titles: positions store a small integer instead of a string.
 * Catalog titles are interned first (stable indexes); free-text titles from
 * explicit changes are appended and classified with `inferTitle`.
 */
export class TitleTable {
  private readonly entries: TitleInfo[] = [];
  private readonly index = new Map<string, number>();
  /** candidates[fnIndex][level] = title indexes. */
  private readonly candidates: number[][][] = [];

  constructor() {
    JOB_FUNCTIONS.forEach((fn, fnIndex) => {
      const ladder = TITLE_CATALOG[fn];
      this.candidates[fnIndex] = ladder.map((titles, level) => titles.map((t) => this.add(t, fn, level)));
    });
  }

  private add(title: string, fn: JobFunction, level: number): number {
    const existing = this.index.get(title);
    if (existing !== undefined) return existing;
    const idx = this.entries.length;
    this.entries.push({ title, fn, level });
    this.index.set(title, idx);
    return idx;
  }

  get(idx: number): TitleInfo {
    const info = this.entries[idx];
    if (!info) throw new RangeError(`Unknown title index ${idx}`);
    return info;
  }

  /** Interns a free-text title; the classification falls back to the given function/level. */
  intern(title: string, fallbackFn: JobFunction, fallbackLevel: number): number {
    const existing = this.index.get(title);
    if (existing !== undefined) return existing;
    const { fn, level } = inferTitle(title, fallbackFn, fallbackLevel);
    return this.add(title, fn, level);
  }

  describe(title: string): TitleInfo | undefined {
    const idx = this.index.get(title);
    if (idx !== undefined) return this.get(idx);
    const { fn, level } = inferTitle(title, 'operations', 1);
    return { title, fn, level };
  }

  hasLevel(fn: JobFunction, level: number): boolean {
    return level >= minLevel(fn) && level <= MAX_LEVEL;
  }

  /** Random catalog title for a function and level (clamped into the function's range). */
  pick(rng: RandomSource, fn: JobFunction, level: number, exclude = -1): number {
    const clamped = Math.min(MAX_LEVEL, Math.max(minLevel(fn), level));
    const list = this.candidates[JOB_FUNCTIONS.indexOf(fn)]?.[clamped] ?? [];
    const options = exclude >= 0 ? list.filter((i) => i !== exclude) : list;
    return rng.pick(options.length > 0 ? options : list);
  }
}
