import type { CheckerClient } from '../checker/client';
import type { Services } from '../core/context';
import { acquireLeadership } from '../core/leadership';
import { companyEnricher } from '../core/runs/company-enrichment';
import { startCadenceTicker } from './cadence-ticker';
import { type Dispatcher, type DispatcherOptions, startDispatcher } from './dispatcher';
import { grpcCheckerPort } from './grpc-checker';
import { startImportWorker } from './import-worker';
import type { Loop } from './loop';
import { type RunEngine, type RunEngineOptions, startRunEngine } from './run-engine';
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
  /** Called when leadership is lost after it was held: the process should exit. */
  onLeadershipLost?: () => void;
}

export interface Scheduler {
  leading: Promise<void>;
  engine(): RunEngine | undefined;
  secondLook(): SecondLookLoop | undefined;
  dispatcher(): Dispatcher | undefined;
  stop(): Promise<void>;
}

/**
 * The scheduler process: waits for leadership (a Postgres advisory lock), then runs the
 * import worker, the cadence ticker, the run engine, the second-look loop and the outbox
 * dispatcher. A standby
 * waits on the lock.
 */
export function startScheduler(services: Services, options: SchedulerOptions): Scheduler {
  const leadership = acquireLeadership(options.databaseUrl, services.log);
  let engine: RunEngine | undefined;
  let secondLook: SecondLookLoop | undefined;
  let imports: Loop | undefined;
  let dispatcher: Dispatcher | undefined;
  let cadence: Loop | undefined;
  let stopped = false;
  leadership.onLost(() => {
    services.log.error('scheduler lost its leadership lock');
    options.onLeadershipLost?.();
  });
  const leading = leadership.acquired.then(() => {
    if (stopped) return;
    imports = startImportWorker(services);
    const checker = grpcCheckerPort(options.checker);
    secondLook = startSecondLookLoop(services, { ...options.secondLook, checker });
    engine = startRunEngine(services, {
      ...options.engine,
      checker,
      enrichCompanies: companyEnricher(services, options.checker),
    });
    if (options.dispatcher !== false) dispatcher = startDispatcher(services, options.dispatcher);
    cadence = startCadenceTicker(services, options.cadenceEveryMs ?? 30_000, () => engine?.kick());
  });
  return {
    leading,
    engine: () => engine,
    secondLook: () => secondLook,
    dispatcher: () => dispatcher,
    async stop() {
      stopped = true;
      await Promise.all([cadence?.stop(), engine?.stop(), secondLook?.stop(), imports?.stop(), dispatcher?.stop()]);
      await leadership.release();
    },
  };
}
