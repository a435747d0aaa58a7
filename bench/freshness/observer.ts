/**
 * What the freshness bench's policies can see of the world, and nothing else: a profile as a
 * provider returns it (a change-detection Snapshot), the provider's feed entries, the customer's
 * bounces and the announced company events, each on the day they become public. The truth (each
 * change's real and surfacing day) is kept here for scoring only.
 */
import type { Snapshot } from '../../src/domain/changes/types';
import type { CompanyEvent } from '../../src/domain/freshness/types';
import type { TruthRecord } from '../../src/sandbox/world/dynamics/logs';
import type { SandboxWorld } from '../../src/sandbox/world/world';

export const DAY_MS = 86_400_000;
/** Checks happen at 06:00 UTC of their world day (as the scheduler's daily plan). */
const CHECK_HOUR_MS = 6 * 3600_000;

export interface DayNews {
  feed: number[];
  signals: number[];
  events: CompanyEvent[];
}

export class WorldObserver {
  readonly ids: string[];
  /** Per person: ids of its surfaced truth records, in order. */
  readonly truthByPerson: number[][];
  private truthSeen = 0;
  private feedSeen = 0;
  private signalsSeen = 0;
  private eventsSeen = 0;
  private readonly snapshots = new Map<number, { version: number; snapshot: Snapshot }>();

  constructor(readonly world: SandboxWorld) {
    this.ids = world.personIds();
    this.truthByPerson = this.ids.map(() => []);
  }

  get truth(): readonly TruthRecord[] {
    return this.world.dynamics.truth;
  }

  /** Epoch ms of world day `day` (days since 1970) at check time. */
  static ms(day: number): number {
    return day * DAY_MS + CHECK_HOUR_MS;
  }

  /** Takes in what became public today: new truth (for scoring), feed entries, signals and company events. */
  ingest(): DayNews {
    const d = this.world.dynamics;
    for (; this.truthSeen < d.truth.length; this.truthSeen++) this.truthByPerson[d.truth[this.truthSeen]!.person]!.push(this.truthSeen);
    const feed: number[] = [];
    for (; this.feedSeen < d.feed.released.length; this.feedSeen++) feed.push(d.feed.released[this.feedSeen]!.person);
    const signals: number[] = [];
    for (; this.signalsSeen < d.signals.released.length; this.signalsSeen++) signals.push(d.signals.released[this.signalsSeen]!.person);
    const events: CompanyEvent[] = [];
    for (; this.eventsSeen < d.companyEvents.released.length; this.eventsSeen++) {
      const e = d.companyEvents.released[this.eventsSeen]!;
      events.push({ companyKey: this.world.companies()[e.company]!.social_id, kind: 'layoff', announcedAt: WorldObserver.ms(e.day) });
    }
    return { feed, signals, events };
  }

  /** The profile as a provider shows it today (shared between policies until it changes). */
  snapshot(person: number): Snapshot {
    const version = this.truthByPerson[person]!.length;
    const cached = this.snapshots.get(person);
    if (cached && cached.version === version) return cached.snapshot;
    const view = this.world.getPerson(this.ids[person]!)!;
    const snapshot: Snapshot = view.deleted
      ? { found: false, first_name: null, last_name: null, headline: null, positions: [] }
      : {
          found: true,
          first_name: view.first_name,
          last_name: view.last_name,
          headline: view.headline,
          positions: view.positions.map((p) => ({
            company: p.company,
            company_social_id: p.company_social_id || null,
            title: p.title,
            started_on: p.started_on,
            ended_on: p.ended_on,
            is_current: p.is_current,
          })),
        };
    this.snapshots.set(person, { version, snapshot });
    return snapshot;
  }
}
