/**
 * What deploy/ sets for each role: the image's ENV (Dockerfile), each Kubernetes
 * workload's container env / envFrom / secretKeyRef, and each compose service's
 * environment (YAML merge keys resolved); and which variables each role's code reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse, parseAllDocuments } from 'yaml';

export const ROLES = ['gateway', 'scheduler', 'checker', 'sandbox', 'migrate'] as const;
export type Role = (typeof ROLES)[number];

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

/** The source files whose env schemas / `env.X` reads make up each role's configuration. */
const ROLE_SOURCES: Record<Role, readonly string[]> = {
  gateway: ['src/config/env.ts', 'src/shared/logger.ts'],
  migrate: ['src/config/env.ts', 'src/shared/logger.ts'],
  scheduler: [
    'src/config/env.ts',
    'src/runtime/scheduler-process.ts',
    'src/shared/logger.ts',
    'src/shared/metrics/metrics-env.ts',
    'src/core/retention/retention-config.ts',
  ],
  checker: ['src/checker/main.ts', 'src/shared/logger.ts', 'src/shared/metrics/metrics-env.ts'],
  sandbox: ['src/sandbox/main.ts'],
};

/** Read by Node and the libraries themselves in every role. */
const NODE_VARIABLES = ['NODE_ENV', 'NODE_OPTIONS'];

/** Variables the role's code reads: env schema keys (an indented `NAME:`) and `env.NAME` reads. */
export function variablesRead(role: Role): Set<string> {
  const names = new Set(NODE_VARIABLES);
  for (const file of ROLE_SOURCES[role]) {
    const text = read(file);
    for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):\s/gm)) names.add(m[1] as string);
    for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) names.add(m[1] as string);
  }
  return names;
}

/** A variable's value as deploy/ states it: a literal, or a reference to a Secret key. */
export type Value = { literal: string } | { secret: string; key: string };

export interface RoleEnv {
  /** Where it comes from, for messages: "k8s gateway.yaml" or "compose gateway". */
  where: string;
  role: Role;
  /** Set explicitly for this container / service. */
  own: Map<string, Value>;
  /** ConfigMaps loaded with envFrom. */
  configMaps: string[];
}

/** ENV of the Dockerfile's runtime stage. */
export function imageEnv(): Map<string, string> {
  const text = read('deploy/Dockerfile');
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  const env = new Map<string, string>();
  for (const block of stage.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const m of (block[1] as string).matchAll(/([A-Z][A-Z0-9_]*)=(\S+)/g)) env.set(m[1] as string, m[2] as string);
  }
  return env;
}

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function k8sDocuments(): { file: string; doc: Obj }[] {
  const kustomization = asObj(parse(read('deploy/k8s/kustomization.yaml')));
  const files = [...asList(kustomization.resources).map(String), 'sandbox.yaml'];
  return files.flatMap((file) =>
    parseAllDocuments(read(`deploy/k8s/${file}`)).map((d) => ({ file, doc: asObj(d.toJS()) })),
  );
}

export function k8sResource(kind: string, name: string): Obj {
  const found = k8sDocuments().find(({ doc }) => doc.kind === kind && asObj(doc.metadata).name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found.doc;
}

/** Containers of every Deployment and Job, by the role in their args. */
export function k8sRoles(): RoleEnv[] {
  return k8sDocuments()
    .filter(({ doc }) => doc.kind === 'Deployment' || doc.kind === 'Job')
    .flatMap(({ file, doc }) =>
      asList(asObj(asObj(asObj(doc.spec).template).spec).containers).map((c) => {
        const container = asObj(c);
        const role = String(asList(container.args)[0]);
        return { file, role, container };
      }),
    )
    .filter((c): c is typeof c & { role: Role } => (ROLES as readonly string[]).includes(c.role))
    .map(({ file, role, container }) => ({
      where: `k8s ${file}`,
      role,
      own: new Map(
        asList(container.env).map((e): [string, Value] => {
          const entry = asObj(e);
          const ref = asObj(asObj(entry.valueFrom).secretKeyRef);
          return [String(entry.name), ref.key ? { secret: String(ref.name), key: String(ref.key) } : { literal: String(entry.value ?? '') }];
        }),
      ),
      configMaps: asList(container.envFrom).map((e) => String(asObj(asObj(e).configMapRef).name)).filter((n) => n !== 'undefined'),
    }));
}

export function configMapData(name: string): Map<string, string> {
  return new Map(Object.entries(asObj(k8sResource('ConfigMap', name).data)).map(([k, v]) => [k, String(v)]));
}

export function secretKeys(name: string): Set<string> {
  return new Set(Object.keys(asObj(k8sResource('Secret', name).stringData)));
}

/** Every compose service that runs a role of the image, with its merged environment. */
export function composeRoles(): RoleEnv[] {
  const compose = asObj(parse(read('deploy/compose.yaml'), { merge: true }));
  return Object.entries(asObj(compose.services))
    .map(([name, s]) => ({ name, service: asObj(s) }))
    .filter(({ service }) => (ROLES as readonly string[]).includes(String(asList(service.command)[0])))
    .map(({ name, service }) => ({
      where: `compose ${name}`,
      role: String(asList(service.command)[0]) as Role,
      own: new Map(Object.entries(asObj(service.environment)).map(([k, v]): [string, Value] => [k, { literal: String(v) }])),
      configMaps: [],
    }));
}

/** Image ENV, then ConfigMaps, then the container's own variables (later wins). */
export function effectiveEnv(env: RoleEnv): Map<string, Value> {
  const out = new Map<string, Value>();
  for (const [k, v] of imageEnv()) out.set(k, { literal: v });
  for (const name of env.configMaps) for (const [k, v] of configMapData(name)) out.set(k, { literal: v });
  for (const [k, v] of env.own) out.set(k, v);
  return out;
}
