import cliProgress from 'cli-progress';
import type { Command } from 'commander';

import { RUN_FINAL_STATUSES } from '../../machines';
import type { Services } from '../core/context';
import { getHistory } from '../core/journal/history';
import type { Run } from '../core/runs/run.schema';
import { getRun, listRuns } from '../core/runs/runs.service';
import { findWorkspace } from '../core/workspaces/workspace.service';
import { CliError } from './cli-error';
import { withServices } from './connect';
import { cliIo } from './io';
import { transitionLine } from './machine-text';

const PAGE = 200;

/** Prints the run's journalled steps after the first `seen`; returns how many there are now. */
async function printNewSteps(s: Services, workspaceId: string, runId: string, seen: number, json = false): Promise<number> {
  let printed = seen;
  for (;;) {
    const page = await getHistory(s, workspaceId, 'runs', runId, { page: Math.floor(printed / PAGE) + 1, page_size: PAGE });
    const fresh = page.data.slice(printed % PAGE);
    for (const step of fresh) cliIo().stdout.write(`${json ? JSON.stringify(step) : transitionLine(step)}\n`);
    printed += fresh.length;
    if (printed >= page.total || fresh.length === 0) return printed;
  }
}

function progressBar(enabled: boolean) {
  if (!enabled) return { update: (_run: Run) => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: 'run {status} [{bar}] {value}/{total} profiles', stream: cliIo().stderr, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(run: Run) {
      if (!started) bar.start(run.totals.items, run.totals.processed, { status: run.status });
      started = true;
      bar.setTotal(run.totals.items);
      bar.update(run.totals.processed, { status: run.status });
    },
    stop: () => bar.stop(),
  };
}

async function latestRun(s: Services, workspaceId: string): Promise<Run> {
  const [run] = (await listRuns(s, workspaceId, { page: 1, page_size: 1 })).data;
  if (!run) throw new CliError('this workspace has no runs yet');
  return run;
}

/** `tracker runs watch [id] --workspace slug`: follows a run until it ends, with a progress bar and its state changes. */
export function registerRuns(program: Command): void {
  program
    .command('runs')
    .description('check runs')
    .command('watch [id]')
    .description('follow a run (default: the newest) until it completes, fails or is cancelled: progress and every state change')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .option('--interval <ms>', 'how often to look, in milliseconds', (v) => Math.max(100, Number(v) || 1000), 1000)
    .option('--json', 'print one JSON object per line: each state change as the journal has it, then the final run')
    .action((id: string | undefined, o: { workspace: string; interval: number; json?: boolean }) =>
      withServices(async (s) => {
        const workspaceId = (await findWorkspace(s, o.workspace)).id;
        let run = id ? await getRun(s, workspaceId, id) : await latestRun(s, workspaceId);
        if (!o.json) cliIo().stdout.write(`run ${run.id} (${run.kind}), ${run.status}\n`);
        const bar = progressBar(Boolean(cliIo().stderr.isTTY) && !o.json);
        let seen = 0;
        try {
          for (;;) {
            bar.update(run);
            seen = await printNewSteps(s, workspaceId, run.id, seen, o.json);
            if ((RUN_FINAL_STATUSES as readonly string[]).includes(run.status)) break;
            await new Promise((r) => setTimeout(r, o.interval));
            run = await getRun(s, workspaceId, run.id);
          }
        } finally {
          bar.stop();
        }
        const t = run.totals;
        if (o.json) return void cliIo().stdout.write(`${JSON.stringify(run)}\n`);
        cliIo().stdout.write(`run ${run.status}: ${t.processed}/${t.items} profiles checked, ${t.moved} moved, ${t.promoted} promoted, ${t.plays_created} plays\n`);
      }),
    );
}
