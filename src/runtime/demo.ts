import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { authenticateApiKey, createApiKey } from '../core/auth/api-keys';
import type { Services } from '../core/context';
import { grantCredits } from '../core/credits/credits.service';
import { putIcp } from '../core/icp/icp.service';
import { updateSettings } from '../core/settings/settings.service';
import { createWorkspace, findWorkspace } from '../core/workspaces/workspace.service';
import { NotFoundError } from '../shared/errors';
import { DEMO_ICP } from './demo-icp';

export interface DemoInfo {
  base_url: string;
  api_key: string;
  read_api_key: string;
  workspace_id: string;
  [extra: string]: string;
}

export const DEMO_SLUG = 'demo';
export const DEMO_CREDITS = 5000;

async function stillValid(services: Services, info: Partial<DemoInfo>): Promise<boolean> {
  if (!info.api_key || !info.read_api_key) return false;
  const [write, read] = await Promise.all([
    authenticateApiKey(services, info.api_key),
    authenticateApiKey(services, info.read_api_key),
  ]);
  return write?.caller.workspaceId === info.workspace_id && read?.caller.workspaceId === info.workspace_id;
}

/**
 * Ensures the demo workspace exists with a write key and a read key, and records them in
 * `<data dir>/demo.json`. Keys are stored hashed, so the file is the only place they are
 * kept; a second start reuses them while they still authenticate.
 */
export async function ensureDemoWorkspace(
  services: Services,
  dataDir: string,
  urls: Record<string, string> & { base_url: string },
): Promise<DemoInfo> {
  const file = path.join(dataDir, 'demo.json');
  const previous: Partial<DemoInfo> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let info: DemoInfo;
  if (await stillValid(services, previous)) {
    info = { ...(previous as DemoInfo), ...urls };
  } else {
    let workspaceId: string;
    try {
      workspaceId = (await findWorkspace(services, DEMO_SLUG)).id;
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
      workspaceId = (await createWorkspace(services, { name: 'Demo Workspace', slug: DEMO_SLUG })).id;
      await grantCredits(services, { workspace: workspaceId, amount: DEMO_CREDITS, note: 'demo workspace grant' });
      // The demo shows the finders at work: contacts without a URL are resolved, movers get their new address.
      await updateSettings(services, workspaceId, { find_profiles: true, find_emails: true });
      // A sample ICP, so fits are evaluated and referral and watch plays appear next to direct ones.
      await putIcp(services, workspaceId, DEMO_ICP);
    }
    const write = await createApiKey(services, { workspace: workspaceId, scope: 'write', name: 'demo write key' });
    const read = await createApiKey(services, { workspace: workspaceId, scope: 'read', name: 'demo read key' });
    info = { ...urls, api_key: write.key, read_api_key: read.key, workspace_id: workspaceId };
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(info, null, 2) + '\n', { mode: 0o600 });
  return info;
}
