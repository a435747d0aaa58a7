import { companyKey } from './company-key';

/** The identity part of a position or CRM record used to compare employers. */
export interface CompanyRef {
  company: string | null;
  company_social_id: string | null;
}

/** Two identity keys known to name the same company. Keys: 'id:<network id>' or 'name:<companyKey>'. */
export interface CompanyAliasPair {
  a: string;
  b: string;
}

function idOf(ref: CompanyRef): string | null {
  const id = ref.company_social_id?.trim() ?? '';
  return id === '' ? null : id;
}

/** Identity keys of a company reference: 'id:<company network id>' and/or 'name:<companyKey(name)>'. */
export function companyIdentityKeys(ref: CompanyRef): string[] {
  const keys: string[] = [];
  const id = idOf(ref);
  if (id !== null) keys.push(`id:${id}`);
  const name = companyKey(ref.company);
  if (name !== '') keys.push(`name:${name}`);
  return keys;
}

/**
 * Company identities known to be the same in one workspace (page merges, renames), kept as
 * disjoint sets (union-find with path halving). Without remembered aliases `same` is the plain
 * identity rule: by network id when both sides have one, else by normalised name.
 */
export class CompanyAliases {
  private readonly parent = new Map<string, string>();

  constructor(pairs: Iterable<CompanyAliasPair> = []) {
    for (const p of pairs) this.add(p);
  }

  /** A copy that also knows the given pairs (this memory is left unchanged). */
  with(pairs: readonly CompanyAliasPair[]): CompanyAliases {
    if (pairs.length === 0) return this;
    const copy = new CompanyAliases();
    for (const [k, v] of this.parent) copy.parent.set(k, v);
    for (const p of pairs) copy.add(p);
    return copy;
  }

  /** Remembers that two identity keys name the same company. */
  add(pair: CompanyAliasPair): void {
    const ra = this.find(pair.a);
    const rb = this.find(pair.b);
    if (ra !== rb) this.parent.set(ra, rb);
  }

  private find(key: string): string {
    let k = key;
    for (let p = this.parent.get(k); p !== undefined && p !== k; p = this.parent.get(k)) {
      const gp = this.parent.get(p) ?? p;
      this.parent.set(k, gp);
      k = gp;
    }
    return k;
  }

  private linked(a: string | null, b: string | null): boolean {
    return a !== null && b !== null && (a === b || (this.parent.size > 0 && this.find(a) === this.find(b)));
  }

  /**
   * True when a and b are the same company: by network id when both have one (so two companies
   * sharing a name stay apart), else by normalised name; in both cases also through remembered
   * aliases.
   */
  same(a: CompanyRef, b: CompanyRef): boolean {
    const ia = idOf(a);
    const ib = idOf(b);
    if (ia !== null && ib !== null) return this.linked(`id:${ia}`, `id:${ib}`);
    const na = companyKey(a.company);
    const nb = companyKey(b.company);
    if (na !== '' && na === nb) return true;
    if (this.parent.size === 0) return false;
    const ka = companyIdentityKeys(a);
    const kb = companyIdentityKeys(b);
    return ka.some((x) => kb.some((y) => this.linked(x, y)));
  }
}

/** Alias pairs saying two references name the same company: ids paired, and names when they differ. */
export function aliasPairsBetween(a: CompanyRef, b: CompanyRef): CompanyAliasPair[] {
  const pairs: CompanyAliasPair[] = [];
  const [ia, ib] = [idOf(a), idOf(b)];
  const [na, nb] = [companyKey(a.company), companyKey(b.company)];
  if (ia !== null && ib !== null && ia !== ib) pairs.push({ a: `id:${ia}`, b: `id:${ib}` });
  if (na !== '' && nb !== '' && na !== nb) pairs.push({ a: `name:${na}`, b: `name:${nb}` });
  if (ia !== null && ib === null && nb !== '') pairs.push({ a: `id:${ia}`, b: `name:${nb}` });
  if (ib !== null && ia === null && na !== '') pairs.push({ a: `name:${na}`, b: `id:${ib}` });
  return pairs;
}

/** The empty alias memory (plain identity rule). */
export const NO_ALIASES = new CompanyAliases();
