import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { Workspace, type WorkspaceEntity, WorkspaceSettings } from '../../db/entities';
import { isValidTimezone, nextRefreshAt } from '../../domain/cadence/next-refresh-at';
import type { WorkspaceStatus } from '../../domain/vocabulary';
import { ConflictError, type FieldIssue, NotFoundError, ValidationError } from '../../shared/errors';
import { credentialsChanged } from '../auth/credential-cache';
import type { Services } from '../context';
import { em } from '../context';
import { inTransaction } from '../transaction';

export interface WorkspaceRow {
  id: string;
  name: string;
  slug: string;
  status: WorkspaceStatus;
  created_at: Date;
}

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'workspace'
  );
}

/** Every problem with a workspace to be created, found before anything is written. */
function workspaceInputProblems(input: { name: string; slug?: string; timezone?: string }): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const name = input.name.trim();
  if (!name) problems.push({ path: 'name', message: 'required' });
  else if (name.length > 200) problems.push({ path: 'name', message: 'at most 200 characters' });
  if (input.slug !== undefined && !/[a-z0-9]/i.test(input.slug.normalize('NFKD'))) {
    problems.push({ path: 'slug', message: 'needs at least one letter or digit' });
  }
  if (input.timezone !== undefined && !isValidTimezone(input.timezone)) {
    problems.push({ path: 'timezone', message: `unknown timezone "${input.timezone}" (use an IANA name such as Europe/Berlin)` });
  }
  return problems;
}

/** The workspace row and its settings, in the caller's transaction `m` (input already checked). */
export async function insertWorkspace(m: EntityManager, input: { name: string; slug: string; timezone: string }, now: Date): Promise<WorkspaceRow> {
  const ws = m.create(Workspace, { name: input.name, slug: input.slug });
  await m.flush();
  m.create(WorkspaceSettings, { workspace_id: ws.id, timezone: input.timezone, next_refresh_at: nextRefreshAt('weekly', 1, input.timezone, now) });
  await m.flush();
  return toRow(ws);
}

/**
 * Workspaces are invite-only: only the admin CLI and the demo bootstrap call this. The input
 * is validated before anything is written; the workspace and its settings are one transaction.
 */
export async function createWorkspace(
  services: Services,
  input: { name: string; slug?: string; timezone?: string },
  /** `refuse`: a slug made from a taken name is refused too, instead of getting a -2 suffix (the operator CLI). */
  options: { takenNameSlug?: 'suffix' | 'refuse' } = {},
): Promise<WorkspaceRow> {
  const problems = workspaceInputProblems(input);
  if (problems.length > 0) throw new ValidationError('Invalid workspace', problems);
  const name = input.name.trim();
  const timezone = input.timezone ?? 'UTC';
  const base = slugify(input.slug ?? name);
  try {
    return await inTransaction(services, async (m) => {
      let slug = base;
      for (let n = 2; await m.count(Workspace, { slug }); n++) {
        if (input.slug) throw new ConflictError('slug_taken', `The slug ${slug} is taken: choose another`);
        if (options.takenNameSlug === 'refuse') {
          throw new ConflictError('slug_taken', `The slug ${slug} (made from the name) is taken: pass --slug to choose another`);
        }
        slug = `${base}-${n}`;
      }
      return insertWorkspace(m, { name, slug, timezone }, services.clock.now());
    });
  } catch (err) {
    // Two creations of the same slug at once: the unique index decides, the loser is told.
    if (err instanceof UniqueConstraintViolationException) throw new ConflictError('slug_taken', `The slug ${base} is taken: choose another`);
    throw err;
  }
}

export async function listWorkspaces(services: Services): Promise<WorkspaceRow[]> {
  const rows = await em(services).find(Workspace, {}, { orderBy: { created_at: 'asc' } });
  return rows.map(toRow);
}

export async function findWorkspace(services: Services, idOrSlug: string): Promise<WorkspaceRow> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(idOrSlug);
  const ws = await em(services).findOne(Workspace, isUuid ? { id: idOrSlug } : { slug: idOrSlug });
  if (!ws) throw new NotFoundError('workspace', `No workspace with id or slug ${idOrSlug}`);
  return toRow(ws);
}

export async function setWorkspaceStatus(
  services: Services,
  idOrSlug: string,
  status: WorkspaceStatus,
): Promise<WorkspaceRow> {
  const found = await findWorkspace(services, idOrSlug);
  const m = em(services);
  const ws = await m.findOneOrFail(Workspace, { id: found.id });
  ws.status = status;
  await m.flush();
  credentialsChanged(services.orm);
  return toRow(ws);
}

/**
 * Deletes a workspace and everything in it (contacts, changes, plays, runs, keys, the credit
 * ledger: every table references workspaces with ON DELETE CASCADE), in one transaction.
 * Used by `tracker demo reset` for the demo workspace; resolves null when there is none.
 */
export async function deleteWorkspace(services: Services, idOrSlug: string): Promise<WorkspaceRow | null> {
  const found = await findWorkspace(services, idOrSlug).catch((err: unknown) => {
    if (err instanceof NotFoundError) return null;
    throw err;
  });
  if (!found) return null;
  await inTransaction(services, (m) => m.nativeDelete(Workspace, { id: found.id }));
  credentialsChanged(services.orm);
  return found;
}

function toRow(ws: WorkspaceEntity): WorkspaceRow {
  return { id: ws.id, name: ws.name, slug: ws.slug, status: ws.status, created_at: ws.created_at };
}
