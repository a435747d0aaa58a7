import type { CheckerClient } from '../checker/client';
import type { Services } from '../core/context';
import type { ChangeHook } from '../core/runs/commit-batch';
import { startDueScheduledRuns } from './cadence';
import { companyEnricher } from './company-enrichment';
import { type Dispatcher, type DispatcherOptions, startDispatcher } from './dispatcher';
import { type FinderLoop, type FinderLoopOptions, startFinderLoop } from './finder-loop';
import { grpcCheckerPort } from './grpc-checker';
import { startImportWorker } from './import-worker';
import { acquireLeadership } from './leader';
import { type RunEngine, type RunEngineOptions, startRunEngine } from './run-engine';
import { type SecondLookLoop, type SecondLookLoopOptions, startSecondLookLoop } from './second-look-loop';

export interface SchedulerOptions {
  databaseUrl: string;
  checker: CheckerClient;
  onChange?: ChangeHook;
  cadenceEveryMs?: number;
  engine?: Partial<Omit<RunEngineOptions, 'checker' | 'onChange'>>;
  /** The second look at `left` / `profile_not_found` (its delay is `engine.secondLookAfterMs`). */
  secondLook?: Partial<Omit<SecondLookLoopOptions, 'checker' | 'onChange'>>;
  /** The outbox dispatcher (webhooks, chat alerts, CRM write-back); `false` leaves it off. */
  dispatcher?: DispatcherOptions | false;
  /** The profile and email finder (searches through `finder.finder`); left off when absent. */
  finder?: FinderLoopOptions;
  /** Called when leadership is lost after it was held: the process should exit. */
  onLeadershipLost?: () => void;
}

export interface Scheduler {
  leading: Promise<void>;
  engine(): RunEngine | undefined;
  secondLook(): SecondLookLoop | undefined;
  dispatcher(): Dispatcher | undefined;
  finder(): FinderLoop | undefined;
  stop(): Promise<void>;
}

/**
 * The scheduler process: waits for leadership (a Postgres advisory lock), then runs the
 * import worker, the cadence ticker, the run engine, the second-look loop, the outbox
 * dispatcher and (when configured) the finder loop. A standby
 * waits on the lock.
 */
export function startScheduler(services: Services, options: SchedulerOptions): Scheduler {
  const leadership = acquireLeadership(options.databaseUrl, services.log);
  let engine: RunEngine | undefined;
  let secondLook: SecondLookLoop | undefined;
  let imports: ReturnType<typeof startImportWorker> | undefined;
  let dispatcher: Dispatcher | undefined;
  let finder: FinderLoop | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let stopped = false;
  leadership.onLost(() => {
    services.log.error('scheduler lost its leadership lock');
    options.onLeadershipLost?.();
  });
  const leading = leadership.acquired.then(() => {
    if (stopped) return;
    imports = startImportWorker(services);
    const checker = grpcCheckerPort(options.checker);
    secondLook = startSecondLookLoop(services, { ...options.secondLook, checker, onChange: options.onChange });
    engine = startRunEngine(services, {
      ...options.engine,
      checker,
      onChange: options.onChange,
      enrichCompanies: companyEnricher(services, options.checker),
    });
    if (options.dispatcher !== false) dispatcher = startDispatcher(services, options.dispatcher);
    if (options.finder) finder = startFinderLoop(services, options.finder);
    const tick = () =>
      startDueScheduledRuns(services)
        .then((n) => {
          if (n > 0) engine?.kick();
        })
        .catch((err) => services.log.error({ err }, 'cadence tick failed'));
    void tick();
    ticker = setInterval(tick, options.cadenceEveryMs ?? 30_000);
  });
  return {
    leading,
    engine: () => engine,
    secondLook: () => secondLook,
    dispatcher: () => dispatcher,
    finder: () => finder,
    async stop() {
      stopped = true;
      if (ticker) clearInterval(ticker);
      await Promise.all([engine?.stop(), secondLook?.stop(), imports?.stop(), dispatcher?.stop(), finder?.stop()]);
      await leadership.release();
    },
  };
}
