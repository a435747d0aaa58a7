import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CONSENT_PATH, SIGN_IN_PATH } from '../../../src/mcp/pages/authorize-pages';
import {
  composeRoles,
  configMapData,
  effectiveEnv,
  imageEnv,
  k8sResource,
  k8sRoles,
  type Role,
  type RoleEnv,
  secretKeys,
  type Value,
  variablesRead,
} from './manifests';

/**
 * What each role needs in production, beyond its defaults:
 * - DATABASE_URL: without it a role starts an embedded PostgreSQL, which needs root;
 * - SECRETS_KEY: the configuration schema (src/config) refuses to start in production without it;
 * - MCP_CONFIRM_SECRET: several gateway replicas must sign OAuth forms with one key;
 * - CHECKER_URL / CHECKER_TOKEN: the scheduler reaches the checker, and only it may call;
 * - PROFILE_SOURCE*: the checker's provider (the default is the sandbox on loopback);
 * - REDIS_URL: several checker replicas share one provider limit.
 */
const REQUIRED: Record<Role, readonly string[]> = {
  gateway: ['NODE_ENV', 'DATABASE_URL', 'SECRETS_KEY', 'PUBLIC_BASE_URL', 'MCP_CONFIRM_SECRET'],
  scheduler: ['NODE_ENV', 'DATABASE_URL', 'SECRETS_KEY', 'CHECKER_URL', 'CHECKER_TOKEN'],
  migrate: ['NODE_ENV', 'DATABASE_URL', 'SECRETS_KEY'],
  checker: ['NODE_ENV', 'PROFILE_SOURCE', 'PROFILE_SOURCE_URL', 'PROFILE_SOURCE_API_KEY', 'REDIS_URL', 'CHECKER_TOKEN'],
  sandbox: ['NODE_ENV'],
};

/** The variable each listening role binds with; in a container it must be all interfaces. */
const BIND_HOST: Partial<Record<Role, string>> = { gateway: 'HOST', checker: 'CHECKER_HOST', sandbox: 'SANDBOX_HOST' };

/** Path prefixes the gateway serves at its root for the public (health and metrics stay inside). */
const GATEWAY_PREFIXES = ['/v1', '/mcp', '/oauth', '/.well-known', '/invite', '/docs', '/authorize', '/token', '/register', '/revoke'];

const deployments: RoleEnv[] = [...k8sRoles(), ...composeRoles()];
const literal = (v: Value | undefined): string | undefined => (v && 'literal' in v ? v.literal : undefined);

describe('deploy/ and the variables the code reads', () => {
  it('when the manifests are read, then every role runs somewhere in k8s and in compose', () => {
    const seen = (prefix: string) => new Set(deployments.filter((d) => d.where.startsWith(prefix)).map((d) => d.role));
    expect([...seen('k8s')].sort()).toEqual(['checker', 'gateway', 'migrate', 'sandbox', 'scheduler']);
    expect([...seen('compose')].sort()).toEqual(['checker', 'gateway', 'migrate', 'sandbox', 'scheduler']);
  });

  it.each(deployments.map((d) => [d.where, d] as const))('when %s sets a variable, then its role reads it', (_where, d) => {
    const read = variablesRead(d.role);
    expect([...d.own.keys()].filter((name) => !read.has(name)), `${d.role} does not read`).toEqual([]);
  });

  it('when the ConfigMap or the image sets a variable, then a role that loads it reads it', () => {
    const roles = deployments.filter((d) => d.configMaps.includes('tracker-config')).map((d) => d.role);
    const readByAny = (name: string, by: readonly Role[]) => by.some((role) => variablesRead(role).has(name));
    expect([...configMapData('tracker-config').keys()].filter((name) => !readByAny(name, roles))).toEqual([]);
    const all: Role[] = ['gateway', 'scheduler', 'checker', 'sandbox', 'migrate'];
    expect([...imageEnv().keys()].filter((name) => !readByAny(name, all))).toEqual([]);
  });

  it.each(deployments.map((d) => [d.where, d] as const))('when %s runs in production, then what its role requires is set', (_where, d) => {
    const env = effectiveEnv(d);
    expect(REQUIRED[d.role].filter((name) => !env.has(name)), `${d.role} misses`).toEqual([]);
    expect(literal(env.get('NODE_ENV'))).toBe('production');
    const host = BIND_HOST[d.role];
    if (host) expect(literal(env.get(host)), `${host} of ${d.role}`).toBe('0.0.0.0');
  });

  it('when a pod takes a variable from a Secret, then the Secret has that key', () => {
    const keys = secretKeys('tracker-secrets');
    const refs = k8sRoles().flatMap((d) => [...d.own.values()].flatMap((v) => ('secret' in v ? [v] : [])));
    expect(refs.filter((v) => v.secret !== 'tracker-secrets' || !keys.has(v.key))).toEqual([]);
  });

  it('when the scheduler calls the checker, then both get the same token', () => {
    for (const prefix of ['k8s', 'compose']) {
      const token = (role: Role) => effectiveEnv(deployments.find((d) => d.where.startsWith(prefix) && d.role === role) as RoleEnv).get('CHECKER_TOKEN');
      expect(token('scheduler'), prefix).toEqual(token('checker'));
    }
  });

  it('when a checker shares its limits through REDIS_URL, then ioredis is a real dependency', async () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.ioredis).toMatch(/^\^?6\./);
    await expect(import('ioredis')).resolves.toHaveProperty('Redis');
  });
});

describe('the Ingress', () => {
  const paths = ((k8sResource('Ingress', 'gateway').spec as { rules: { http: { paths: { path: string }[] } }[] }).rules).flatMap((r) =>
    r.http.paths.map((p) => p.path),
  );

  it('when the gateway serves a path prefix at its root, then the Ingress routes it', () => {
    expect(GATEWAY_PREFIXES.filter((prefix) => !paths.includes(prefix))).toEqual([]);
  });

  it('when the OAuth sign-in and consent pages are served, then their paths are under a routed prefix', () => {
    for (const page of [SIGN_IN_PATH, CONSENT_PATH, '/invite/abc']) {
      expect(paths.some((p) => page === p || page.startsWith(`${p}/`)), page).toBe(true);
    }
  });
});
