import { RUN_TIMINGS } from '../../machines';
import type { Services } from '../core/context';
import type { CompanyEnricher } from '../core/runs/company-enrichment';
import { activeRuns, leaseItems, sweepLeasedItems } from '../core/runs/run-execution.service';
import { warmDetection } from '../domain/changes/warm-up';
import { createBatchRecorder } from './batch-recorder';
import type { CheckerPort } from './checker-port';
import { createCommitTracker } from './commit-tracker';
import { createLeasePlanner } from './lease-planner';
import { createPacer } from './pacer';
import { createRunPauser } from './run-pauser';
import { createRunStepper, type RunStepper } from './run-stepper';

export interface RunEngineOptions {
  checker: CheckerPort;
  batchSize?: number;
  /** How long an idle engine sleeps between passes. */
  idleMs?: number;
  /** When an `upstream` pause probes again (grows with consecutive pauses up to 16×). */
  upstreamBackoffMs?: number;
  /** When an `auth` or `out_of_credits` pause probes again. */
  probeAfterMs?: number;
  /** Delay of the second look at a `left` / `profile_not_found` (default 4 h, service clock). */
  secondLookAfterMs?: number;
  /** Stores facts about the companies people moved to before the batch commits. */
  enrichCompanies?: CompanyEnricher;
  /** Builds detection's tables in the background at start (`warmDetection`) instead of in the first run's batches. */
  warmDetection?: boolean;
}

export interface RunEngine {
  kick(): void;
  stop(): Promise<void>;
  /** One pass over every active run (tests drive the engine with it). */
  pass(): Promise<boolean>;
}

/** The engine's parts: lease planner, pacer, pauser, recorder and the commits in flight, joined in one stepper. */
function assemble(services: Services, options: RunEngineOptions) {
  const planner = createLeasePlanner((runId, from, limit) => leaseItems(services, runId, from, limit));
  const pacer = createPacer({ upstreamBackoffMs: options.upstreamBackoffMs ?? RUN_TIMINGS.upstreamBackoffMs, probeAfterMs: options.probeAfterMs ?? RUN_TIMINGS.probeAfterMs });
  const pause = createRunPauser(services, pacer);
  const commits = createCommitTracker();
  const record = createBatchRecorder(services, {
    planner, pacer, pause, enrichCompanies: options.enrichCompanies, secondLookAfterMs: options.secondLookAfterMs,
  });
  const step = createRunStepper(services, { checker: options.checker, batchSize: options.batchSize ?? 200, planner, commits, record, pause });
  return { step, commits };
}

/** One pass over every active run, in order; a run whose step fails is logged and skipped. */
async function passOver(services: Services, step: RunStepper, stopped: () => boolean): Promise<boolean> {
  let worked = false;
  for (const run of await activeRuns(services)) {
    if (stopped()) break;
    try {
      worked = (await step(run)) || worked;
    } catch (err) {
      services.log.error({ err, runId: run.id }, 'run step failed');
    }
  }
  return worked;
}

/**
 * Drives every active run as a persisted `run` machine: restore from the row, send one
 * event, save. Running runs advance one leased batch per pass, so runs of different
 * workspaces interleave. Only the leader runs this. The engine keeps the loop and its
 * timer; core does every read, lease and commit.
 */
export function startRunEngine(services: Services, options: RunEngineOptions): RunEngine {
  const { step, commits } = assemble(services, options);
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pass = () => passOver(services, step, () => stopped);
  const idle = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, options.idleMs ?? 250);
    });

  const warming = options.warmDetection ? warmer(services) : null;
  const loop = (async () => {
    await sweepLeasedItems(services);
    while (!stopped) {
      const worked = await pass().catch((err) => {
        services.log.error({ err }, 'run engine pass failed');
        return false;
      });
      if (stopped) break;
      if (!worked) {
        warming?.();
        await idle();
      }
    }
    await commits.allSettled();
  })();

  return {
    kick: () => wake?.(),
    async pass() {
      const worked = await pass();
      await commits.allSettled();
      return worked;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}

/**
 * Walks `warmDetection` only while the engine has nothing to lease, about 50 ms per idle pass (about a second of CPU in all),
 * so a run never waits for it.
 */
function warmer(services: Services): () => void {
  const steps = warmDetection(50);
  const started = performance.now();
  let done = false;
  return () => {
    const until = performance.now() + 50;
    while (!done && performance.now() < until) {
      const step = steps.next();
      if (step.done) {
        done = true;
        services.log.info({ ms: Math.round(performance.now() - started) }, 'detection warmed');
      }
    }
  };
}
