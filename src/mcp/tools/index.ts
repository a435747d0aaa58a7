import type { ToolDef } from '../tool-kit';
import { accountTools } from './accounts.tools';
import { candidateTools } from './candidates.tools';
import { contactTools } from './contacts.tools';
import { feedbackTools } from './feedback.tools';
import { historyTools } from './history.tools';
import { icpTools } from './icp.tools';
import { playTools } from './plays.tools';
import { runTools } from './runs.tools';
import { signalTools } from './signals.tools';
import { workspaceTools } from './workspace.tools';

/** Every MCP tool (the contract's 21, then the extensions: the finder's three review tools, send_signals, give_change_feedback, get_change_quality and get_history), in the order tools/list shows them. */
export const allTools: ToolDef[] = [...workspaceTools, ...contactTools, ...candidateTools, ...accountTools, ...playTools, ...feedbackTools, ...icpTools, ...runTools, ...signalTools, ...historyTools];
