import type { Services } from '../core/context';
import { acquireLeadership } from '../core/leadership';
import { companyEnricher } from '../core/runs/company-enrichment';
import { resumeUpstreamPausedRuns } from '../core/runs/resume-upstream';
import type { CheckerClient } from '../grpc/clients/checker-client';
import { grpcCheckerPort } from '../grpc/clients/checker-port-adapter';
import { schedulerMetrics } from '../shared/metrics/scheduler-metrics';
import { startCadenceTicker } from './cadence-ticker';
import { watchCheckerHealth } from './checker-health';
import { type Dispatcher, type DispatcherOptions, startDispatcher } from './dispatcher';
import { type FeedLoop, type FeedLoopOptions, startFeedLoop } from './feed-loop';
import { type FinderLoop, type FinderLoopOptions, startFinderLoop } from './finder-loop';
import { startImportWorker } from './import-worker';
import type { Loop } from './loop';
import { type RetentionLoop, type RetentionLoopOptions, startRetentionLoop } from './retention-loop';
import { type RunEngine, type RunEngineOptions, startRunEngine } from './run-engine';
import { type SalesforceSyncLoop, type SalesforceSyncLoopOptions, startSalesforceSyncLoop } from './salesforce-sync-loop';
import { type SecondLookLoop, type SecondLookLoopOptions, startSecondLookLoop } from './second-look-loop';

export interface SchedulerOptions {
  databaseUrl: string;
  checker: CheckerClient;
  cadenceEveryMs?: number;
  engine?: Partial<Omit<RunEngineOptions, 'checker'>>;
  /** The second look at `left` / `profile_not_found` (its delay is `engine.secondLookAfterMs`). */
  secondLook?: Partial<Omit<SecondLookLoopOptions, 'checker'>>;
  /** The outbox dispatcher (webhooks, chat alerts, CRM write-back); `false` leaves it off. */
  dispatcher?: DispatcherOptions | false;
  /** The leader's retention pass (src/core/retention); `false` or absent leaves it off. */
  retention?: RetentionLoopOptions | false;
  /** Watch the checker's health there (its address): runs paused as `upstream` resume when it serves again. */
  checkerHealth?: { address: string; everyMs?: number };
  /** The profile and email finder (searches through `finder.finder`); left off when absent. */
  finder?: FinderLoopOptions;
  /** The provider's change feed and company events (flags for adaptive workspaces); left off when absent. */
  feed?: FeedLoopOptions;
  /** The daily Salesforce delta syncs of connected workspaces; `false` leaves them off. */
  salesforceSync?: SalesforceSyncLoopOptions | false;
  /** Called when leadership is lost after it was held: the process should exit. */
  onLeadershipLost?: () => void;
  /** Subscribes to jumps of the test clock: every loop looks for work due at the new time at once. */
  onClockJump?: (listener: () => void) => () => void;
}

export interface Scheduler {
  leading: Promise<void>;
  engine(): RunEngine | undefined;
  secondLook(): SecondLookLoop | undefined;
  dispatcher(): Dispatcher | undefined;
  finder(): FinderLoop | undefined;
  feed(): FeedLoop | undefined;
  salesforceSync(): SalesforceSyncLoop | undefined;
  stop(): Promise<void>;
}

/**
 * The scheduler process: waits for leadership (a Postgres advisory lock), then runs the
 * import worker, the cadence ticker, the run engine, the second-look loop, the outbox
 * dispatcher, the Salesforce sync loop and (when configured) the finder loop and the change-feed loop. A standby
 * waits on the lock.
 */
export function startScheduler(services: Services, options: SchedulerOptions): Scheduler {
  const leadership = acquireLeadership(options.databaseUrl, services.log);
  let engine: RunEngine | undefined;
  let secondLook: SecondLookLoop | undefined;
  let imports: Loop | undefined;
  let dispatcher: Dispatcher | undefined;
  let retention: RetentionLoop | undefined;
  let health: { stop(): void } | undefined;
  let cadence: Loop | undefined;
  let finder: FinderLoop | undefined;
  let feed: FeedLoop | undefined;
  let salesforceSync: SalesforceSyncLoop | undefined;
  let unsubscribeClock: (() => void) | undefined;
  let stopped = false;
  leadership.onLost(() => {
    schedulerMetrics.leader.set(0);
    services.log.error('scheduler lost its leadership lock');
    options.onLeadershipLost?.();
  });
  const leading = leadership.acquired.then(() => {
    if (stopped) return;
    schedulerMetrics.leader.set(1);
    imports = startImportWorker(services);
    const checker = grpcCheckerPort(options.checker);
    secondLook = startSecondLookLoop(services, { ...options.secondLook, checker });
    engine = startRunEngine(services, {
      ...options.engine,
      checker,
      enrichCompanies: companyEnricher(services, options.checker),
    });
    if (options.dispatcher !== false) dispatcher = startDispatcher(services, options.dispatcher);
    if (options.retention) retention = startRetentionLoop(services, options.retention);
    if (options.checkerHealth) {
      const resume = () =>
        resumeUpstreamPausedRuns(services)
          .then((n) => {
            if (n > 0) engine?.kick();
          })
          .catch((err) => services.log.error({ err }, 'resuming upstream-paused runs failed'));
      health = watchCheckerHealth({ ...options.checkerHealth, onRecovered: () => void resume(), log: services.log });
    }
    if (options.finder) finder = startFinderLoop(services, options.finder);
    if (options.feed) feed = startFeedLoop(services, options.feed);
    if (options.salesforceSync !== false) salesforceSync = startSalesforceSyncLoop(services, options.salesforceSync);
    cadence = startCadenceTicker(services, options.cadenceEveryMs ?? 30_000, () => engine?.kick());
    unsubscribeClock = options.onClockJump?.(() => {
      for (const loop of [feed, cadence, secondLook, engine, dispatcher, finder, salesforceSync]) loop?.kick();
    });
  });
  return {
    leading,
    engine: () => engine,
    secondLook: () => secondLook,
    dispatcher: () => dispatcher,
    finder: () => finder,
    feed: () => feed,
    salesforceSync: () => salesforceSync,
    async stop() {
      stopped = true;
      unsubscribeClock?.();
      health?.stop();
      await Promise.all([cadence?.stop(), engine?.stop(), secondLook?.stop(), imports?.stop(), dispatcher?.stop(), retention?.stop(), finder?.stop(), feed?.stop(), salesforceSync?.stop()]);
      await leadership.release();
      schedulerMetrics.leader.set(0);
    },
  };
}
