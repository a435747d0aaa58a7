import type { ToolDef } from '../tool-kit';
import { accountTools } from './accounts.tools';
import { contactTools } from './contacts.tools';
import { historyTools } from './history.tools';
import { icpTools } from './icp.tools';
import { playTools } from './plays.tools';
import { runTools } from './runs.tools';
import { workspaceTools } from './workspace.tools';

/** Every MCP tool (the contract's 21, then get_history, an extension), in the order tools/list shows them. */
export const allTools: ToolDef[] = [...workspaceTools, ...contactTools, ...accountTools, ...playTools, ...icpTools, ...runTools, ...historyTools];
