import type { RequestHandler, Response } from 'express';

import { sendOverloaded } from './errors';
import { type Backlog, requestTooOld, startTurnClock } from './request-age';

export interface AdmissionOptions {
  /** Requests worked on at once. */
  maxInFlight: number;
  /** Longest wait for a turn; 0 = answer 503 at once when every turn is taken. */
  queueTimeoutMs: number;
  /** Called for each request answered 503 (a metric). */
  onShed?: () => void;
}

function shed(res: Response, onShed?: () => void): void {
  onShed?.();
  sendOverloaded(res);
}

/**
 * Load shedding: at most `maxInFlight` requests run past this point at once; the others wait in
 * arrival order, and one that has waited `queueTimeoutMs` is answered 503 `overloaded` with
 * `Retry-After` instead of growing the queue (and every waiter's latency) without bound. Under
 * twice the sustainable rate a client gets a fast 503 in the envelope, never a timeout; when the
 * load stops, the queue is empty at once.
 */
export function admission(options: AdmissionOptions): RequestHandler {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };
  return (_req, res, next) => {
    let released = false;
    const start = () => {
      res.once('close', () => {
        if (!released) {
          released = true;
          release();
        }
      });
      next();
    };
    if (inFlight < options.maxInFlight) {
      inFlight++;
      return start();
    }
    if (options.queueTimeoutMs === 0) return shed(res, options.onShed);
    // The turn passes straight from the finishing request to this one (inFlight stays the same).
    const turn = () => {
      clearTimeout(timer);
      res.off('close', gaveUp);
      start();
    };
    const gaveUp = () => {
      clearTimeout(timer);
      const at = waiting.indexOf(turn);
      if (at >= 0) waiting.splice(at, 1);
    };
    const timer = setTimeout(() => {
      gaveUp();
      res.off('close', gaveUp);
      shed(res, options.onShed);
    }, options.queueTimeoutMs);
    // A client that hangs up while waiting leaves the queue.
    res.once('close', gaveUp);
    waiting.push(turn);
  };
}

/**
 * Requests a loop turn must have read for a slow loop to count as overloaded by them: the 400
 * kept-alive clients of the overload bench bring hundreds a turn; a test or a gateway sharing
 * its loop with other work (runs, imports) brings a few (docs/decisions.md, "Gateway round 8").
 */
export const SHED_MIN_REQUESTS_PER_TURN = 32;

const SHED_BODY = JSON.stringify({ error: { code: 'overloaded', message: 'The server is busy; retry in 1 s' } });
const SHED_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(SHED_BODY),
  'retry-after': '1',
};

/**
 * Load shedding before the queue (request-age.ts): while the event loop is behind turn after turn
 * with requests, one that has already waited `maxAgeMs` is answered 503 `overloaded` with
 * `Retry-After` at once, as cheaply as the server can (one write of a fixed body, the connection
 * kept): the excess costs little, so the requests accepted are answered without that wait.
 * The health probes (`/healthz`, `/readyz`) are never shed. `maxAgeMs` 0 = off.
 */
export function shedOldRequests(backlog: Backlog, onShed?: () => void): RequestHandler {
  if (backlog.maxAgeMs === 0) return (_req, _res, next) => next();
  startTurnClock();
  return (req, res, next) => {
    if (!requestTooOld(backlog) || req.url.startsWith('/healthz') || req.url.startsWith('/readyz')) return next();
    onShed?.();
    res.writeHead(503, SHED_HEADERS).end(SHED_BODY);
  };
}
