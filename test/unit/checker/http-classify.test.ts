import { describe, expect, it } from 'vitest';

import { classifyHttpStatus, parseRateLimitReset, parseRetryAfter } from '../../../src/integrations/http/http-classify';
import { errorForStatus } from '../../../src/integrations/http/http-json';

describe('classifyHttpStatus', () => {
  it.each([
    [200, null],
    [204, null],
    [401, 'auth'],
    [403, 'auth'],
    [402, 'out_of_credits'],
    [429, 'rate_limited'],
    [500, 'outage'],
    [502, 'outage'],
    [503, 'outage'],
    [504, 'outage'],
    [599, 'outage'],
    [408, 'outage'],
    [400, 'invalid'],
    [405, 'invalid'],
    [409, 'invalid'],
    [410, 'invalid'],
    [422, 'invalid'],
  ])('when the provider answers %i, then the failure is %s', (status, kind) => {
    expect(classifyHttpStatus(status)).toBe(kind);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['3', 3000],
    ['0', 0],
    ['1.5', 1500],
    [' 2 ', 2000],
    ['Thu, 01 Jan 2026 00:00:05 GMT', 5000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
    [['4', '9'], 4000],
  ])('when Retry-After is %j, then it waits %j ms', (value, ms) => {
    expect(parseRetryAfter(value as string | string[] | undefined, now)).toBe(ms);
  });
});

describe('parseRateLimitReset', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('when the header is epoch seconds, then it is the time until then', () => {
    expect(parseRateLimitReset(String(now / 1000 + 7), now)).toBe(7000);
  });
  it('when the header is a small number, then it is seconds from now', () => {
    expect(parseRateLimitReset('12', now)).toBe(12_000);
  });
  it('when the header is a JSON object per window, then the latest reset wins', () => {
    expect(parseRateLimitReset('{"minute":"2026-01-01T00:00:30","second":"2026-01-01T00:00:01"}', now)).toBe(30_000);
  });
  it('when the header is unparsable, then it is null', () => {
    expect(parseRateLimitReset('{bad', now)).toBeNull();
    expect(parseRateLimitReset(undefined, now)).toBeNull();
  });
});

describe('errorForStatus', () => {
  const res = (status: number, headers: Record<string, string> = {}, errorText = '') => ({ status, headers, json: undefined, errorText });

  it('when a 429 carries Retry-After, then the error is rate_limited with that delay', () => {
    const err = errorForStatus(res(429, { 'retry-after': '2' }, '{"error":{"code":"rate_limited","message":"slow down"}}'), 'sandbox');
    expect(err).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 2000 });
    expect(err.message).toContain('slow down');
  });
  it('when a 429 carries only x-ratelimit-reset, then that gives the delay', () => {
    expect(errorForStatus(res(429, { 'x-ratelimit-reset': '3' }), 'PDL').retryAfterMs).toBe(3000);
  });
  it.each([
    [401, 'auth'],
    [402, 'out_of_credits'],
    [503, 'outage'],
    [400, 'invalid'],
  ])('when the status is %i, then the error kind is %s', (status, kind) => {
    expect(errorForStatus(res(status), 'x')).toMatchObject({ kind, status, retryAfterMs: null });
  });
});
