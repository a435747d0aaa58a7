import type { RequestHandler } from 'express';

import { sendError } from '../gateway/errors';

/** Loopback names: a browser page elsewhere cannot make its requests carry them as `Host`. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface OriginPolicy {
  /** Host names (no port) the endpoint answers for; loopback names are always added. */
  hosts: string[];
  /** Origins whose pages may call the endpoint; a request without `Origin` is not a browser's. */
  origins: string[];
}

/** Comma-separated configuration values → a policy; unset lists fall back to the public root URL. */
export function originPolicy(rootUrl: string, configured: { hosts?: string | undefined; origins?: string | undefined }): OriginPolicy {
  const root = new URL(rootUrl);
  const list = (value: string | undefined) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const hosts = configured.hosts ? list(configured.hosts).map((h) => h.toLowerCase()) : [root.hostname];
  const origins = configured.origins ? list(configured.origins).map((o) => new URL(o).origin) : [root.origin];
  return { hosts: [...new Set([...hosts, ...LOOPBACK_HOSTS])], origins };
}

function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * DNS-rebinding protection for the MCP endpoint, as the MCP transport specification asks:
 * the `Host` must be one this server answers for and an `Origin`, when a browser sends one,
 * must be allowed. Either failing is 403 in the error envelope, before authentication.
 */
export function originGuard(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    const hostname = hostnameOf(req.headers.host);
    if (hostname === null || !policy.hosts.includes(hostname)) {
      return sendError(res, 403, 'forbidden_host', 'This host name is not served here (MCP_ALLOWED_HOSTS)');
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !policy.origins.includes(origin)) {
      return sendError(res, 403, 'forbidden_origin', 'Requests from this origin are not allowed (MCP_ALLOWED_ORIGINS)');
    }
    next();
  };
}
