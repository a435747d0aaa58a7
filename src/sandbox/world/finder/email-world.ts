/**
 * Work email addresses in the sandbox world. Per company, seeded: an address pattern
 * (first.last@, flast@ ...) and a mail policy (normal, catch-all, unresponsive). Per
 * person, seeded: whether a finder can discover the address. Addresses are derived
 * from the person's name as shown on the profile; a namesake at the same company
 * (earlier in generation order) pushes the next one to a numbered address (first.last2@).
 */
import { matchFirstName, plainFold } from '../../../domain/names/name-match';
import { hashSeed } from '../prng';
import type { Company } from '../types';
import type { FinderWorld } from './finder-world';
import type { FinderPerson } from './types';

export const EMAIL_PATTERNS = ['first.last', 'flast', 'first', 'firstlast', 'f.last', 'last.first', 'first_last'] as const;
export type EmailPattern = (typeof EMAIL_PATTERNS)[number];
export const MAIL_POLICIES = ['normal', 'catch_all', 'unresponsive'] as const;
export type MailPolicy = (typeof MAIL_POLICIES)[number];
export const EMAIL_STATUSES = ['valid', 'risky', 'invalid', 'unknown'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Share of companies whose mail server accepts every address, and that never answers. */
export const CATCH_ALL_SHARE = 0.2;
export const UNRESPONSIVE_SHARE = 0.07;
/** Share of people whose address no finder discovers. */
export const UNDISCOVERABLE_SHARE = 0.1;
/** Finder confidence (0-100) by the verified status of the address found. */
export const FIND_SCORES: Record<EmailStatus, number> = { valid: 97, risky: 72, unknown: 50, invalid: 0 };

const unit = (seed: number, label: string): number => hashSeed(seed, label) / 0x1_0000_0000;

export function emailPattern(seed: number, company: Pick<Company, 'id'>): EmailPattern {
  return EMAIL_PATTERNS[hashSeed(seed, `mail-pattern:${company.id}`) % EMAIL_PATTERNS.length]!;
}

export function mailPolicy(seed: number, company: Pick<Company, 'id'>): MailPolicy {
  const u = unit(seed, `mail-policy:${company.id}`);
  return u < CATCH_ALL_SHARE ? 'catch_all' : u < CATCH_ALL_SHARE + UNRESPONSIVE_SHARE ? 'unresponsive' : 'normal';
}

export function isDiscoverable(seed: number, personId: string): boolean {
  return unit(seed, `mail-find:${personId}`) >= UNDISCOVERABLE_SHARE;
}

export function localPart(pattern: EmailPattern, first: string, last: string): string {
  const f = plainFold(first) || 'x';
  const l = plainFold(last) || 'x';
  switch (pattern) {
    case 'first.last': return `${f}.${l}`;
    case 'flast': return `${f[0]}${l}`;
    case 'first': return f;
    case 'firstlast': return `${f}${l}`;
    case 'f.last': return `${f[0]}.${l}`;
    case 'last.first': return `${l}.${f}`;
    case 'first_last': return `${f}_${l}`;
  }
}

export interface EmailVerdict {
  email: string;
  status: EmailStatus;
  /** Why: mailbox_exists, mailbox_disabled (the person left), no_such_mailbox, catch_all, server_unresponsive, no_such_domain, malformed. */
  reason: string;
  /** Owner of the address (truth; not sent by the provider API). */
  person_id: string | null;
}

export class EmailWorld {
  constructor(private readonly finder: FinderWorld) {}

  private get seed(): number {
    return this.finder.world.seed;
  }

  private worksAt = (p: FinderPerson, companyId: string): boolean => p.positions.some((x) => x.company_id === companyId);

  /** The person's address at `company` (they work or worked there). */
  addressAt(person: FinderPerson, company: Company): string {
    const pattern = emailPattern(this.seed, company);
    const local = localPart(pattern, person.first_name, person.last_name);
    const pool = pattern === 'first' ? this.finder.ordinalsByFirst(person.first_name) : this.finder.ordinalsByLast(person.last_name);
    const sameLocal = pool.filter((o) => {
      const name = this.finder.nameOf(o);
      return o < person.ordinal && localPart(pattern, name.first, name.last) === local;
    });
    const rank = this.finder.people(sameLocal).filter((p) => this.worksAt(p, company.id)).length;
    return `${rank === 0 ? local : `${local}${rank + 1}`}@${company.domain.toLowerCase()}`;
  }

  /** People who could own `local` at a company with `pattern` (by name, before the address check). */
  private owners(local: string, pattern: EmailPattern): FinderPerson[] {
    const base = local.replace(/\d+$/, '');
    const parts = base.split(/[._]/);
    let pool: number[];
    if (pattern === 'first') pool = this.finder.ordinalsByFirst(base);
    else if (pattern === 'flast') pool = this.finder.ordinalsByLast(base.slice(1));
    else if (pattern === 'last.first') pool = this.finder.ordinalsByLast(parts[0] ?? '');
    else if (pattern === 'firstlast') pool = [...base].map((_, i) => base.slice(i + 1)).filter((s) => s !== '').flatMap((last) => this.finder.ordinalsByLast(last));
    else pool = this.finder.ordinalsByLast(parts[parts.length - 1] ?? '');
    const named = pool.filter((o) => {
      const name = this.finder.nameOf(o);
      return localPart(pattern, name.first, name.last) === base;
    });
    return this.finder.people([...new Set(named)].sort((a, b) => a - b));
  }

  verify(rawEmail: string): EmailVerdict {
    const email = rawEmail.trim().toLowerCase();
    const at = email.lastIndexOf('@');
    if (at <= 0 || at === email.length - 1) return { email, status: 'invalid', reason: 'malformed', person_id: null };
    const company = this.finder.companyByDomain(email.slice(at + 1));
    if (!company) return { email, status: 'invalid', reason: 'no_such_domain', person_id: null };
    const owner = this.owners(email.slice(0, at), emailPattern(this.seed, company)).find(
      (p) => this.worksAt(p, company.id) && this.addressAt(p, company) === email,
    );
    const policy = mailPolicy(this.seed, company);
    const person_id = owner?.id ?? null;
    if (policy === 'unresponsive') return { email, status: 'unknown', reason: 'server_unresponsive', person_id };
    if (policy === 'catch_all') return { email, status: 'risky', reason: 'catch_all', person_id };
    const current = owner?.positions.some((x) => x.company_id === company.id && x.is_current) ?? false;
    if (current) return { email, status: 'valid', reason: 'mailbox_exists', person_id };
    return { email, status: 'invalid', reason: owner ? 'mailbox_disabled' : 'no_such_mailbox', person_id };
  }

  /** Finds the work address of a person currently at the company with `domain`; undefined when not found. */
  find(first: string, last: string, domain: string): { email: string; score: number; status: EmailStatus; person_id: string } | undefined {
    const company = this.finder.companyByDomain(domain);
    if (!company) return undefined;
    const rank = { exact: 0, transliteration: 1, nickname: 2 } as const;
    const named = this.finder.ordinalsByLast(last).filter((o) => matchFirstName(first, this.finder.nameOf(o).first) !== undefined);
    const matches = this.finder
      .people(named)
      .filter((p) => p.positions.some((x) => x.company_id === company.id && x.is_current))
      .map((p) => ({ p, how: matchFirstName(first, p.first_name) }))
      .filter((m): m is { p: FinderPerson; how: keyof typeof rank } => m.how !== undefined)
      .sort((a, b) => rank[a.how] - rank[b.how] || a.p.ordinal - b.p.ordinal);
    const person = matches[0]?.p;
    if (!person || !isDiscoverable(this.seed, person.id)) return undefined;
    const verdict = this.verify(this.addressAt(person, company));
    return { email: verdict.email, score: FIND_SCORES[verdict.status], status: verdict.status, person_id: person.id };
  }

  /** Truth: every address the person has had, newest company first, with its status today. */
  addressesOf(person: FinderPerson): { email: string; company_id: string; company: string; current: boolean; status: EmailStatus; reason: string; discoverable: boolean }[] {
    const seen = new Set<string>();
    const out = [];
    for (const pos of person.positions) {
      const company = this.finder.world.getCompany(pos.company_id);
      if (!company || seen.has(company.id)) continue;
      seen.add(company.id);
      const verdict = this.verify(this.addressAt(person, company));
      const current = person.positions.some((x) => x.company_id === company.id && x.is_current);
      out.push({ email: verdict.email, company_id: company.id, company: company.name, current, status: verdict.status, reason: verdict.reason, discoverable: isDiscoverable(this.seed, person.id) });
    }
    return out;
  }
}
