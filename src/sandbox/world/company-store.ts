import type { RandomSource } from './prng';
import type { Company } from './types';

/** Companies with lookups by id, social id and (case-insensitive) name, and size-weighted sampling. */
export class CompanyStore {
  readonly list: Company[] = [];
  private readonly byId = new Map<string, number>();
  private readonly bySocialId = new Map<string, number>();
  private readonly byName = new Map<string, number>();
  private readonly slugs = new Set<string>();
  private readonly domains = new Set<string>();
  private cumulative: number[] = [];
  private total = 0;

  get size(): number {
    return this.list.length;
  }

  add(company: Company): number {
    const idx = this.list.length;
    this.list.push(company);
    this.byId.set(company.id, idx);
    this.bySocialId.set(company.social_id, idx);
    this.byName.set(company.name.toLowerCase(), idx);
    this.slugs.add(company.slug);
    this.domains.add(company.domain);
    // People are spread roughly with the square root of company size.
    this.total += Math.sqrt(company.employees);
    this.cumulative.push(this.total);
    return idx;
  }

  /**
   * A page merge / re-id: the company gets a new network id (and optionally a new name). The
   * old id and name still resolve to it, as a merged page redirects.
   */
  rekey(idx: number, socialId: string, name?: string): Company {
    const company = { ...this.at(idx), social_id: socialId, ...(name ? { name } : {}) };
    this.list[idx] = company;
    this.bySocialId.set(socialId, idx);
    if (name) this.byName.set(name.toLowerCase(), idx);
    return company;
  }

  /**
   * The page is renamed (an acquisition, a rebrand): same network id, new name. The new name
   * resolves to it unless another company already has it (an acquirer keeps its own lookup).
   */
  rename(idx: number, name: string): Company {
    const company = { ...this.at(idx), name };
    this.list[idx] = company;
    if (!this.byName.has(name.toLowerCase())) this.byName.set(name.toLowerCase(), idx);
    return company;
  }

  at(idx: number): Company {
    const company = this.list[idx];
    if (!company) throw new RangeError(`Unknown company index ${idx}`);
    return company;
  }

  indexById(id: string): number | undefined {
    return this.byId.get(id);
  }

  indexBySocialId(socialId: string): number | undefined {
    return this.bySocialId.get(socialId);
  }

  indexByName(name: string): number | undefined {
    return this.byName.get(name.trim().toLowerCase());
  }

  hasId(id: string): boolean {
    return this.byId.has(id);
  }

  hasSocialId(socialId: string): boolean {
    return this.bySocialId.has(socialId);
  }

  hasName(name: string): boolean {
    return this.byName.has(name.trim().toLowerCase());
  }

  hasSlug(slug: string): boolean {
    return this.slugs.has(slug);
  }

  hasDomain(domain: string): boolean {
    return this.domains.has(domain);
  }

  /** Size-weighted random company, different from `exclude` when possible. */
  pick(rng: RandomSource, exclude = -1): number {
    if (this.list.length === 0) throw new Error('No companies');
    for (let attempt = 0; attempt < 8; attempt++) {
      const idx = this.search(rng.next() * this.total);
      if (idx !== exclude || this.list.length === 1) return idx;
    }
    return (exclude + 1 + rng.int(this.list.length - 1)) % this.list.length;
  }

  private search(target: number): number {
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
