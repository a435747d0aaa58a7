import type { ChangeType } from '../types';

/** A provider change-feed entry (person index; the HTTP layer renders ids and URLs). */
export interface FeedRecord {
  person: number;
  /** World day it is published. */
  day: number;
  changedFields: readonly string[];
  /** The change it reports, or null for a false positive (an edit that is not a job change). */
  truth: number | null;
}

/** A bounce the customer's email system sees: the person's old work email at `company`. */
export interface SignalRecord {
  person: number;
  day: number;
  kind: 'email_bounced';
  /** Company index of the employer the person left. */
  company: number;
}

export interface CompanyEventRecord {
  company: number;
  kind: 'layoff';
  /** The day the layoff happened (hidden) and the day it is announced (public). */
  happened: number;
  day: number;
}

/** A change as it really happened: the truth the admin API and the bench measure against. */
export interface TruthRecord {
  id: number;
  person: number;
  type: ChangeType;
  /** Real day of the change (fractional: the time of day matters for lags). */
  occurred: number;
  /** Day it shows on the profile (a check from this day on sees it). */
  surfaced: number;
  companyBefore: number | null;
  companyAfter: number | null;
  layoff: boolean;
  /** Day the provider's feed lists it, or null when the feed misses it. */
  feedDay: number | null;
}

/**
 * Records that become public on a given world day: entries are scheduled ahead (a feed entry
 * for a change is known when the change surfaces) and released in day order, so the public list
 * only ever grows at its end; an index into it is a stable cursor.
 */
export class ReleaseLog<T extends { day: number }> {
  readonly released: T[] = [];
  private readonly pending = new Map<number, T[]>();

  schedule(record: T, today: number): void {
    if (record.day <= today) {
      this.released.push(record);
      return;
    }
    const list = this.pending.get(record.day);
    if (list) list.push(record);
    else this.pending.set(record.day, [record]);
  }

  /** Publishes what is due on `day` (call once per day, in order). */
  release(day: number): void {
    const due = this.pending.get(day);
    if (!due) return;
    this.pending.delete(day);
    for (const r of due) this.released.push(r);
  }

  /** Index of the first released record on or after `day` (binary search; released is in day order). */
  firstFrom(day: number): number {
    let lo = 0;
    let hi = this.released.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.released[mid]!.day < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
