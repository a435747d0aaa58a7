import type { ToolDef } from '../tool-kit';
import { accountTools } from './accounts.tools';
import { candidateTools } from './candidates.tools';
import { contactTools } from './contacts.tools';
import { historyTools } from './history.tools';
import { icpTools } from './icp.tools';
import { playTools } from './plays.tools';
import { runTools } from './runs.tools';
import { signalTools } from './signals.tools';
import { workspaceTools } from './workspace.tools';

/** Every MCP tool (the contract's 21, then the extensions: the finder's three review tools, send_signals and get_history), in the order tools/list shows them. */
export const allTools: ToolDef[] = [...workspaceTools, ...contactTools, ...candidateTools, ...accountTools, ...playTools, ...icpTools, ...runTools, ...signalTools, ...historyTools];
