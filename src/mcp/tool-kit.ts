import { randomUUID } from 'node:crypto';

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';

import type { Caller, Services } from '../core/context';
import type { Scope } from '../domain/vocabulary';
import type { RateLimits } from '../gateway/rate-limit';
import { RateLimitedError } from '../gateway/rate-limit';
import { toFieldIssues } from '../gateway/zod-issues';
import { DomainError, ValidationError } from '../shared/errors';
import { unstorableTextIssues } from '../shared/unstorable-text';

export interface ToolContext {
  services: Services;
  caller: Caller;
}

export interface ToolOutput {
  /** The same JSON the REST route answers with. */
  body: object;
  /** The REST status it stands for (201 for a new run, 202 for an accepted upsert). */
  status: number;
}

/** One MCP tool: a thin wrapper over a core use case, with the route's zod schemas as input. */
export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  /** `write` for tools that change state: they need the write scope and count as writes for rate limits. */
  scope: Scope;
  input: S;
  annotations?: Omit<ToolAnnotations, 'title' | 'readOnlyHint'>;
  run(ctx: ToolContext, args: z.output<S>): Promise<ToolOutput>;
}

export function tool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef {
  return def as unknown as ToolDef;
}

export const ok = (body: object, status = 200): ToolOutput => ({ body, status });

/** Re-checks a part of the arguments with the route's own schema (refinements included): a 400 on REST. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix?: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError('The request is invalid', toFieldIssues(parsed.error, prefix));
  return parsed.data;
}

function textJson(value: unknown): CallToolResult['content'][number] {
  return { type: 'text', text: JSON.stringify(value) };
}

/** A tool error is a result (`isError`), never a protocol failure: the agent reads the envelope. */
export function errorResult(code: string, message: string, details?: unknown): CallToolResult {
  const error = details === undefined ? { code, message } : { code, message, details };
  return { isError: true, content: [textJson({ error })] };
}

export const WRITE_SCOPE_MESSAGE =
  'This tool changes data and needs the write scope; this connection has read only. ' +
  'Reconnect and grant "read write" access (or use an API key with write scope).';

export interface ToolDeps {
  services: Services;
  rateLimits: RateLimits;
}

/** Registers the tools for one caller: scope check, per-workspace rate limit, call, envelope. */
export function registerTools(server: McpServer, deps: ToolDeps, caller: Caller, defs: ToolDef[]): void {
  const ctx: ToolContext = { services: deps.services, caller };
  for (const def of defs) {
    server.registerTool(
      def.name,
      {
        title: def.title,
        description: def.description,
        inputSchema: def.input,
        annotations: { title: def.title, readOnlyHint: def.scope === 'read', ...def.annotations },
      },
      // One callback type for tools of different input schemas: the SDK has validated `args` against `def.input`.
      (async (args: unknown) => {
        if (def.scope === 'write' && !caller.scopes.includes('write')) return errorResult('forbidden', WRITE_SCOPE_MESSAGE);
        try {
          await deps.rateLimits.consume(caller.workspaceId, def.scope);
          // The REST router's text rule: what PostgreSQL cannot store is a validation error, never a 500.
          const unstorable = unstorableTextIssues(args, '');
          if (unstorable.length > 0) throw new ValidationError('The request is invalid', unstorable);
          const out = await def.run(ctx, args as never);
          return {
            content: [textJson(out.body)],
            structuredContent: out.body as Record<string, unknown>,
            _meta: { 'tracker/http_status': out.status },
          } satisfies CallToolResult;
        } catch (err) {
          if (err instanceof RateLimitedError) {
            return errorResult(err.code, err.message, { retry_after_seconds: err.retryAfterSeconds });
          }
          if (err instanceof DomainError) return errorResult(err.code, err.message, err.details);
          const errorId = randomUUID();
          deps.services.log.error({ err, errorId, tool: def.name }, 'MCP tool failed');
          return errorResult('internal_error', `Something went wrong on our side (error id ${errorId})`);
        }
      }) as never,
    );
  }
}
