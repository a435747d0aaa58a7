import { formatDay } from './dates';
import { profileUrl } from './people-store';
import type { SandboxWorld } from './world';

/**
 * What the world's movement looks like from outside (issue #24): the provider's change feed and
 * company events (provider API), and the truth and the customer's bounces (admin API only).
 */

const DAY_MS = 86_400_000;
const CURSOR_PREFIX = 'f1:';

export interface FeedEntry {
  profile_id: string;
  social_url: string;
  changed_fields: string[];
  published_at: string;
}

export interface FeedPage {
  data: FeedEntry[];
  next_cursor: string;
  has_more: boolean;
}

/** The opaque cursor after the first `index` published entries. */
export function feedCursor(index: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${index}`).toString('base64url');
}

/** The position a cursor stands for, or undefined when it is not one of ours (or runs ahead of the feed). */
export function parseFeedCursor(cursor: string, published: number): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(CURSOR_PREFIX) || feedCursor(Number(text.slice(CURSOR_PREFIX.length))) !== cursor) return undefined;
  const index = Number(text.slice(CURSOR_PREFIX.length));
  return Number.isSafeInteger(index) && index >= 0 && index <= published ? index : undefined;
}

const dayStart = (day: number) => new Date(day * DAY_MS).toISOString();

/** Feed entries after `start` (an index from parseFeedCursor; 0 = from the beginning), oldest first. */
export function feedPage(world: SandboxWorld, start: number, limit: number): FeedPage {
  const released = world.dynamics.feed.released;
  const ids = world.personIds();
  const end = Math.min(released.length, start + limit);
  const data: FeedEntry[] = [];
  for (let i = start; i < end; i++) {
    const r = released[i]!;
    const person = world.getPerson(ids[r.person]!)!;
    data.push({ profile_id: person.id, social_url: profileUrl(person.slug), changed_fields: [...r.changedFields], published_at: dayStart(r.day) });
  }
  return { data, next_cursor: feedCursor(end), has_more: end < released.length };
}

export interface CompanyEventView {
  company_id: string;
  company_name: string;
  kind: 'layoff';
  announced_at: string;
}

/** Company events announced on or after `sinceDay` (up to today), oldest first. */
export function companyEventsSince(world: SandboxWorld, sinceDay: number): CompanyEventView[] {
  const log = world.dynamics.companyEvents;
  const companies = world.companies();
  return log.released.slice(log.firstFrom(sinceDay)).map((e) => {
    const c = companies[e.company]!;
    return { company_id: c.social_id, company_name: c.name, kind: e.kind, announced_at: dayStart(e.day) };
  });
}

export interface TruthChangeView {
  profile_id: string;
  social_url: string;
  type: string;
  occurred_at: string;
  surfaced_on: string;
  company_before: string | null;
  company_after: string | null;
  layoff: boolean;
  feed_published_on: string | null;
}

/** Changes that surfaced on or after `sinceDay`, each with its real date (admin only). */
export function truthSince(world: SandboxWorld, sinceDay: number): TruthChangeView[] {
  const ids = world.personIds();
  const companies = world.companies();
  const name = (c: number | null) => (c === null ? null : companies[c]!.name);
  const out: TruthChangeView[] = [];
  for (const t of world.dynamics.truth) {
    if (t.surfaced < sinceDay) continue;
    const person = world.getPerson(ids[t.person]!)!;
    out.push({
      profile_id: person.id,
      social_url: profileUrl(person.slug),
      type: t.type,
      occurred_at: new Date(t.occurred * DAY_MS).toISOString(),
      surfaced_on: formatDay(t.surfaced),
      company_before: name(t.companyBefore),
      company_after: name(t.companyAfter),
      layoff: t.layoff,
      feed_published_on: t.feedDay === null ? null : formatDay(t.feedDay),
    });
  }
  return out;
}

export interface SignalView {
  profile_id: string;
  social_url: string;
  kind: 'email_bounced';
  observed_at: string;
  company_id: string;
  company_name: string;
}

/** Bounces the customer's email system saw on or after `sinceDay` (up to today), oldest first (admin only). */
export function signalsSince(world: SandboxWorld, sinceDay: number): SignalView[] {
  const log = world.dynamics.signals;
  const ids = world.personIds();
  const companies = world.companies();
  return log.released.slice(log.firstFrom(sinceDay)).map((s) => {
    const person = world.getPerson(ids[s.person]!)!;
    const c = companies[s.company]!;
    return { profile_id: person.id, social_url: profileUrl(person.slug), kind: s.kind, observed_at: dayStart(s.day), company_id: c.social_id, company_name: c.name };
  });
}
