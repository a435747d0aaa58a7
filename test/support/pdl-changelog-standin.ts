/**
 * A stand-in for People Data Labs' Person Changelog API on 127.0.0.1:0, speaking its wire
 * format (https://docs.peopledatalabs.com/docs/reference-person-changelog-api):
 * `POST /v5/person/changelog` with the key in `X-Api-Key` (or `api_key`), a JSON body
 * `{ origin_version, current_version, type, ids?, fields_updated?, scroll_token? }`, answered
 * `{ status: 200, data: { type, origin_version, current_version, scroll_token, updated: [{ id,
 * additional_metadata: { fields_updated, contains } }] } }`, paged by scroll token. Errors in
 * PDL's envelope `{ status, error: { type, message } }`: 401 for a bad key, 400 for a release
 * pair that is not consecutive or not published, injectable 429 (with Retry-After) and 5xx.
 */
import express from 'express';

import { listenOnLoopback } from './listen';

export const PDL_CHANGELOG_KEY = 'pdl_changelog_test_key';

export interface ChangelogRecord {
  id: string;
  fields_updated: string[];
  /** Ids of records merged into this one. */
  contains?: string[];
}

export interface ChangelogRequest {
  origin_version: string;
  current_version: string;
  scroll_token: string | null;
  status: number;
}

export interface PdlChangelogStandin {
  url: string;
  /** Every request that passed the key check, in order, with the status it got. */
  requests: ChangelogRequest[];
  /** Publishes the release `current` (compared with the one before it) with its updated records. */
  publish(current: string, records: ChangelogRecord[]): void;
  /** Answer the next `times` requests (after the key check) with `status`. */
  inject(status: number, options?: { times?: number; retryAfter?: string }): void;
  close(): Promise<void>;
}

const errorBody = (status: number, type: string, message: string) => ({ status, error: { type, message } });

function previous(version: string): string {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  return minor === 0 ? `${major - 1}.2` : `${major}.${minor - 1}`;
}

export async function startPdlChangelogStandin(options: { apiKey?: string; pageSize?: number } = {}): Promise<PdlChangelogStandin> {
  const apiKey = options.apiKey ?? PDL_CHANGELOG_KEY;
  const pageSize = options.pageSize ?? 2;
  const releases = new Map<string, ChangelogRecord[]>();
  const requests: ChangelogRequest[] = [];
  let fault: { status: number; times: number; retryAfter?: string } | undefined;

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json());
  app.post('/v5/person/changelog', (req, res) => {
    const key = req.get('x-api-key') ?? (typeof req.query.api_key === 'string' ? req.query.api_key : undefined);
    if (key !== apiKey) return void res.status(401).json(errorBody(401, 'authentication_error', 'Invalid or missing API key'));
    const body = (req.body ?? {}) as { origin_version?: string; current_version?: string; type?: string; scroll_token?: string };
    const seen: ChangelogRequest = { origin_version: String(body.origin_version), current_version: String(body.current_version), scroll_token: body.scroll_token ?? null, status: 200 };
    requests.push(seen);
    const answer = (status: number, json: object) => {
      seen.status = status;
      res.status(status).json(json);
    };
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.retryAfter) res.setHeader('Retry-After', fault.retryAfter);
      return answer(fault.status, errorBody(fault.status, fault.status === 429 ? 'rate_limit_error' : 'internal_error', `injected ${fault.status}`));
    }
    const current = body.current_version ?? '';
    if (body.type !== 'updated') return answer(400, errorBody(400, 'invalid_request_error', 'type must be one of added, deleted, updated, merged, opted_out'));
    if (body.origin_version !== previous(current)) return answer(400, errorBody(400, 'invalid_request_error', 'origin_version and current_version must be consecutive releases'));
    const records = releases.get(current);
    if (!records) return answer(400, errorBody(400, 'invalid_request_error', `release ${current} is not available`));
    const offset = body.scroll_token ? Number(Buffer.from(body.scroll_token, 'base64url').toString('utf8')) : 0;
    const page = records.slice(offset, offset + pageSize);
    const next = offset + pageSize < records.length ? Buffer.from(String(offset + pageSize)).toString('base64url') : null;
    answer(200, {
      status: 200,
      data: {
        type: 'updated',
        origin_version: body.origin_version,
        current_version: current,
        scroll_token: next,
        updated: page.map((r) => ({ id: r.id, additional_metadata: { fields_updated: r.fields_updated, contains: r.contains ?? [] } })),
      },
    });
  });
  app.use((_req, res) => void res.status(404).json(errorBody(404, 'not_found', 'unknown route')));

  const listening = await listenOnLoopback(app);
  return {
    url: listening.url,
    requests,
    publish(current, records) {
      releases.set(current, records);
    },
    inject(status, opts = {}) {
      fault = { status, times: opts.times ?? Number.POSITIVE_INFINITY, retryAfter: opts.retryAfter };
    },
    close: listening.close,
  };
}
