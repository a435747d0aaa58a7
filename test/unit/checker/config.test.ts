import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { redisOptionsFromUrl } from '../../../src/checker/limits';
import { ConfigError, loadCheckerConfig } from '../../../src/config/env';
import { findProtosDir, loadTrackerProto } from '../../../src/grpc/load-proto';

describe('the checker section of the configuration', () => {
  it('when nothing is set, then the defaults apply', () => {
    expect(loadCheckerConfig({})).toEqual({
      CHECKER_PORT: 50051,
      CHECKER_HOST: '127.0.0.1',
      PROFILE_SOURCE: 'sandbox',
      PROVIDER_RATE_PER_SECOND: 50,
      PROVIDER_MAX_CONCURRENT: 16,
      METRICS_PORT: 0,
      METRICS_HOST: '127.0.0.1',
      FINDER_SOURCE: 'sandbox',
      FINDER_RATE_PER_SECOND: 10,
      FINDER_MAX_CONCURRENT: 4,
    });
  });

  it('when values are given, then they are parsed', () => {
    const env = loadCheckerConfig({ CHECKER_PORT: '0', PROFILE_SOURCE: 'pdl', PROFILE_SOURCE_API_KEY: 'k', PROVIDER_RATE_PER_SECOND: '12.5', REDIS_URL: 'redis://r:6379/2', CHECKER_TOKEN: '' });
    expect(env).toMatchObject({ CHECKER_PORT: 0, PROFILE_SOURCE: 'pdl', PROVIDER_RATE_PER_SECOND: 12.5, REDIS_URL: 'redis://r:6379/2' });
    expect(env.CHECKER_TOKEN).toBeUndefined();
  });

  it.each([
    [{ CHECKER_PORT: '70000' }, 'CHECKER_PORT'],
    [{ PROFILE_SOURCE: 'linkedin' }, 'PROFILE_SOURCE'],
    [{ PROVIDER_MAX_CONCURRENT: '0' }, 'PROVIDER_MAX_CONCURRENT'],
    [{ PROVIDER_RATE_PER_SECOND: 'fast' }, 'PROVIDER_RATE_PER_SECOND'],
    [{ PROFILE_SOURCE: 'pdl' }, 'PROFILE_SOURCE_API_KEY'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ CHECKER_TOKEN: 'short' }, 'CHECKER_TOKEN'],
  ])('when %j, then start-up fails naming %s', (env, name) => {
    expect(() => loadCheckerConfig(env)).toThrow(ConfigError);
    expect(() => loadCheckerConfig(env)).toThrow(name);
  });
});

describe('redisOptionsFromUrl', () => {
  it('when the URL has credentials, a db and TLS, then ioredis options carry them', () => {
    expect(redisOptionsFromUrl('rediss://user:p%40ss@cache.internal:6380/3')).toEqual({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 3,
      tls: {},
    });
    expect(redisOptionsFromUrl('redis://localhost')).toEqual({ host: 'localhost', port: 6379 });
  });
});

describe('loadTrackerProto', () => {
  it('when loaded, then ProfileChecker has both RPCs with the fixed options', () => {
    const { ProfileChecker } = loadTrackerProto();
    expect(Object.keys(ProfileChecker.service)).toEqual(expect.arrayContaining(['CheckProfiles', 'GetCompany']));
    expect(ProfileChecker.service.CheckProfiles?.responseStream).toBe(true);
  });

  it('when the cwd has no protos, then the folder is found above the module (as from dist/)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'protos-'));
    mkdirSync(path.join(root, 'protos/tracker/v1'), { recursive: true });
    writeFileSync(path.join(root, 'protos/tracker/v1/checker.proto'), 'syntax = "proto3";');
    mkdirSync(path.join(root, 'dist'));
    const moduleUrl = pathToFileURL(path.join(root, 'dist/main.js')).href;
    expect(findProtosDir(tmpdir(), moduleUrl)).toBe(path.join(root, 'protos'));
  });
});
