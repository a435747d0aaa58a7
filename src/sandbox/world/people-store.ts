import type { PersonRecord } from './types';
import { PROFILE_URL_PREFIX } from './types';

const ACO_RE = /^ACoAA[A-Za-z0-9_-]{10,}$/;

/**
 * Extracts the slug or ACo id from a profile reference: a full profile URL
 * (any scheme/host casing, trailing slash, query), a bare slug, or an ACo id.
 */
export function parseProfileRef(value: string): { kind: 'aco' | 'slug'; key: string } | undefined {
  let ref = value.trim();
  const match = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(ref);
  if (match?.[1]) {
    try {
      ref = decodeURIComponent(match[1]);
    } catch {
      ref = match[1];
    }
  } else if (/^https?:\/\//i.test(ref) || ref.includes('/')) {
    return undefined;
  }
  if (ref.length === 0) return undefined;
  if (ACO_RE.test(ref)) return { kind: 'aco', key: ref };
  return { kind: 'slug', key: ref.toLowerCase() };
}

export function profileUrl(slug: string): string {
  return PROFILE_URL_PREFIX + slug;
}

/** People with lookups by id, slug and ACo id. Records are never removed (deletion is a flag). */
export class PeopleStore {
  readonly list: PersonRecord[] = [];
  private readonly byId = new Map<string, number>();
  private readonly bySlug = new Map<string, number>();
  private readonly byAco = new Map<string, number>();
  private deletedCount = 0;

  get size(): number {
    return this.list.length;
  }

  /** Number of people whose profile is not deleted. */
  get activeCount(): number {
    return this.list.length - this.deletedCount;
  }

  add(record: PersonRecord): number {
    const idx = this.list.length;
    this.list.push(record);
    this.byId.set(record.id, idx);
    this.bySlug.set(record.slug, idx);
    this.byAco.set(record.aco, idx);
    if (record.deleted) this.deletedCount++;
    return idx;
  }

  at(idx: number): PersonRecord {
    const record = this.list[idx];
    if (!record) throw new RangeError(`Unknown person index ${idx}`);
    return record;
  }

  markDeleted(record: PersonRecord): void {
    if (record.deleted) return;
    record.deleted = true;
    this.deletedCount++;
  }

  /** Undoes a deletion (the sandbox's `return` change). */
  restore(record: PersonRecord): void {
    if (!record.deleted) return;
    record.deleted = false;
    this.deletedCount--;
  }

  hasId(id: string): boolean {
    return this.byId.has(id);
  }

  hasSlug(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  hasAco(aco: string): boolean {
    return this.byAco.has(aco);
  }

  byIdOrUndefined(id: string): PersonRecord | undefined {
    const idx = this.byId.get(id);
    return idx === undefined ? undefined : this.list[idx];
  }

  /** Resolves a profile URL, slug or ACo id (deleted people included). */
  resolve(value: string): PersonRecord | undefined {
    const ref = parseProfileRef(value);
    if (!ref) return undefined;
    const idx = ref.kind === 'aco' ? (this.byAco.get(ref.key) ?? this.bySlug.get(ref.key.toLowerCase())) : this.bySlug.get(ref.key);
    return idx === undefined ? undefined : this.list[idx];
  }
}
