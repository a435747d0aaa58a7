import { isUtf8 } from 'node:buffer';

import express, { type RequestHandler } from 'express';

/** Media types the API reads as JSON. */
export const JSON_TYPES = ['application/json', 'application/*+json'];

function bodyError(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true, type });
}

/**
 * JSON bodies are UTF-8 (RFC 8259 §8.1): another declared charset is 415, and bytes that are not
 * valid UTF-8 are 400 instead of being decoded into replacement characters and stored.
 */
function verifyUtf8(_req: unknown, _res: unknown, buf: Buffer, encoding: string): void {
  if (encoding.toLowerCase() !== 'utf-8') {
    throw bodyError(415, 'charset.unsupported', `unsupported charset "${encoding.toUpperCase()}"; send UTF-8`);
  }
  if (!isUtf8(buf)) throw bodyError(400, 'encoding.invalid', 'The request body is not valid UTF-8');
}

export function jsonBody(limit: string | number): RequestHandler {
  return express.json({ limit, type: JSON_TYPES, verify: verifyUtf8 });
}

/**
 * Paths outside /v1 whose JSON bodies are small by nature: OAuth dynamic client registration
 * (RFC 7591 metadata, each field bounded in core/oauth/clients.ts). Parsed with this limit before
 * the API's BODY_LIMIT parser sees them, so a multi-megabyte registration is 413 unread.
 */
export const SMALL_JSON_BODY_PATHS = ['/register'];
export const SMALL_JSON_BODY_LIMIT = '32kb';

/** Media types the CSV upload reads as text (the body is the file). */
export const CSV_TYPES = ['text/csv', 'application/csv'];

/** The CSV upload's body: the file as UTF-8 text, up to `limit` (413 beyond, like a JSON body). */
export function csvBody(limit: number): RequestHandler {
  return express.text({ limit, type: CSV_TYPES, defaultCharset: 'utf-8' });
}

