import { type Command, Option } from 'commander';

import { findMachine, MACHINES } from '../../machines';
import { MachineWindowQuerySchema } from '../core/machines/machine.schema';
import { getMachine, listMachines } from '../core/machines/machines.service';
import { findWorkspace } from '../core/workspaces/workspace.service';
import { CliError } from './cli-error';
import { withServices } from './connect';
import { cliIo } from './io';
import { machineText } from './machine-text';

/** Without --workspace, counts are read for no workspace: the definitions alone are printed. */
const NO_WORKSPACE = '00000000-0000-0000-0000-000000000000';

/** `tracker machines [name] [--workspace slug]`: the lifecycle machines as text, with counts for a workspace. */
export function registerMachines(program: Command): void {
  program
    .command('machines [name]')
    .description('print the lifecycle machines (or one) as text: states, edges, guards; counts with --workspace')
    .option('--workspace <workspace>', 'workspace id or slug: live counts per state, and edge counts over --window')
    .option('--window <window>', 'edge counts over the last 30m, 24h, 7d... (with a name)', '24h')
    .addOption(new Option('--json', 'print JSON'))
    .action((name: string | undefined, o: { workspace?: string; window: string; json?: boolean }) =>
      withServices(async (s) => {
        const window = MachineWindowQuerySchema.shape.window.safeParse(o.window);
        if (!window.success) throw new CliError(`--window ${o.window}: ${window.error.issues[0]?.message}`);
        if (name && !findMachine(name)) throw new CliError(`no machine ${name}: known machines are ${MACHINES.map((m) => m.name).join(', ')}`);
        const workspaceId = o.workspace ? (await findWorkspace(s, o.workspace)).id : null;
        const withCounts = workspaceId !== null;
        const machines =
          name && workspaceId
            ? [await getMachine(s, workspaceId, name, { window: window.data })]
            : (await listMachines(s, workspaceId ?? NO_WORKSPACE)).data.filter((m) => !name || m.name === name);
        if (o.json) return void cliIo().stdout.write(`${JSON.stringify(name ? machines[0] : { data: machines }, null, 2)}\n`);
        cliIo().stdout.write(machines.map((m) => machineText(m, withCounts)).join('\n'));
      }),
    );
}
