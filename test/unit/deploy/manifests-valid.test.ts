import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

import { HEALTH_PATH, READY_PATH } from '../../../src/shared/metrics/metrics-listener';
import { containersOf, type K8sObject, kustomizeBuild } from './kustomize-build';
import { configMapData, type Role, ROLES, variablesRead } from './manifests';

const root = path.resolve(import.meta.dirname, '../../..');
const k8sDir = path.join(root, 'deploy/k8s');
const built = kustomizeBuild(k8sDir);
/** Staging only, left out of the kustomization: validated too. */
const staging = parseAllDocuments(readFileSync(path.join(k8sDir, 'sandbox.yaml'), 'utf8')).map((d) => d.toJS() as K8sObject);
const workloads = [...built, ...staging].filter((o) => containersOf(o).length > 0);

type Model = new (data: unknown) => { validate(): void };

/** The kubernetes-models class for an object's apiVersion and kind (its validator is the Kubernetes OpenAPI schema). */
async function modelFor(o: K8sObject): Promise<Model> {
  const mod = (await import(`kubernetes-models/${o.apiVersion}`)) as Record<string, Model | undefined>;
  const model = mod[o.kind];
  if (!model) throw new Error(`no schema for ${o.apiVersion} ${o.kind}`);
  return model;
}

/** The paths each role answers on, from the code (the gateway's routes, the metrics listener, the sandbox's admin router). */
function pathsServed(role: Role): string[] {
  if (role === 'scheduler' || role === 'checker') return [HEALTH_PATH, READY_PATH];
  if (role === 'gateway') {
    const app = readFileSync(path.join(root, 'src/gateway/app.ts'), 'utf8');
    return [...app.matchAll(/app\.get\('([^']+)'/g)].map((m) => m[1] as string);
  }
  if (role === 'sandbox') {
    const admin = readFileSync(path.join(root, 'src/sandbox/http/admin-routes.ts'), 'utf8');
    return [...admin.matchAll(/router\.get\('([^']+)'/g)].map((m) => `/admin${m[1] as string}`);
  }
  return [];
}

type Container = { name: string; args?: string[]; ports?: Array<{ name?: string; containerPort: number }>; env?: Array<{ name: string; value?: string }>; envFrom?: Array<{ configMapRef?: { name: string } }> } & Record<string, unknown>;
type Probe = { httpGet?: { path: string; port: number | string }; grpc?: { port: number }; tcpSocket?: { port: number | string }; exec?: unknown };

const roleOf = (c: Container): Role | undefined => ROLES.find((r) => c.args?.[0] === r);
const serviceContainers = workloads.flatMap((o) => containersOf(o).map((c) => ({ where: `${o.kind}/${o.metadata.name}`, c: c as Container, role: roleOf(c as Container) })));

describe('deploy/k8s, built as kustomize builds it', () => {
  it('when the kustomization is built, then it yields every role, each object namespaced and the image pinned', () => {
    const kinds = built.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(kinds).toEqual(expect.arrayContaining(['Deployment/gateway', 'Deployment/scheduler', 'Deployment/checker', 'Job/tracker-migrate', 'Ingress/gateway']));
    expect(built.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'tracker')).toEqual([]);
    const images = serviceContainers.filter((s) => s.role && s.where !== 'Deployment/sandbox').map((s) => String(s.c.image));
    expect(new Set(images)).toEqual(new Set(['registry.example.com/job-change-tracker:0.1.0']));
  });

  it.each([...built, ...staging].map((o) => [`${o.kind}/${o.metadata.name}`, o] as const))(
    'when %s is checked against the Kubernetes schema, then it is valid',
    async (_name, o) => {
      const Model = await modelFor(o);
      expect(() => new Model(o).validate()).not.toThrow();
    },
  );

  it('when an object breaks the schema, then the validator says so (the check can fail)', async () => {
    const deployment = structuredClone(built.find((o) => o.kind === 'Deployment')!);
    (deployment.spec as Record<string, unknown>).replicas = 'two';
    const Model = await modelFor(deployment);
    expect(() => new Model(deployment).validate()).toThrow(/replicas/);
  });
});

describe('what the built manifests set and probe', () => {
  it.each(serviceContainers.filter((s) => s.role).map((s) => [s.where, s] as const))('when %s sets a variable, then its role reads it', (_where, s) => {
    const read = variablesRead(s.role!);
    const own = (s.c.env ?? []).map((e) => e.name);
    expect(own.filter((name) => !read.has(name))).toEqual([]);
    // The shared ConfigMap holds every role's settings; each key must be read by some role that loads it.
    for (const ref of s.c.envFrom ?? []) if (ref.configMapRef) expect(configMapData(ref.configMapRef.name).size).toBeGreaterThan(0);
  });

  it.each(serviceContainers.filter((s) => s.role).map((s) => [s.where, s] as const))('when %s has probes, then they point at ports it declares and paths its role serves', (_where, s) => {
    const ports = s.c.ports ?? [];
    const portOk = (p: number | string) => ports.some((d) => d.name === p || d.containerPort === p);
    for (const key of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
      const probe = s.c[key] as Probe | undefined;
      if (!probe) continue;
      if (probe.httpGet) {
        expect(portOk(probe.httpGet.port), `${key} port`).toBe(true);
        expect(pathsServed(s.role!), `${key} path`).toContain(probe.httpGet.path);
      }
      if (probe.grpc) {
        expect(s.role, `${key}: only the checker serves grpc.health.v1`).toBe('checker');
        expect(portOk(probe.grpc.port), `${key} port`).toBe(true);
      }
    }
  });

  it('when a role serves /metrics on its own listener, then the pod sets METRICS_PORT to the declared metrics port and scrapes it', () => {
    const roles = new Set(['gateway', 'scheduler', 'checker']);
    for (const s of serviceContainers.filter((x) => roles.has(x.role!))) {
      const metricsPort = (s.c.ports ?? []).find((p) => p.name === 'metrics')?.containerPort;
      const env = new Map((s.c.env ?? []).map((e) => [e.name, e.value]));
      expect(metricsPort, s.where).toBeDefined();
      expect(env.get('METRICS_PORT'), s.where).toBe(String(metricsPort));
      expect(env.get('METRICS_HOST'), s.where).toBe('0.0.0.0');
      const owner = workloads.find((o) => `${o.kind}/${o.metadata.name}` === s.where)!;
      const annotations = ((owner.spec as { template: { metadata: { annotations?: Record<string, string> } } }).template.metadata.annotations ?? {});
      expect(annotations['prometheus.io/port'], s.where).toBe(String(metricsPort));
    }
  });

  it('when a Service or the Ingress routes to a port, then a pod behind it declares that port', () => {
    const services = built.filter((o) => o.kind === 'Service');
    for (const svc of services) {
      const spec = svc.spec as { selector: Record<string, string>; ports: Array<{ name?: string; port: number; targetPort?: number | string }> };
      const pods = workloads.filter((w) => {
        const labels = (w.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
        return Object.entries(spec.selector).every(([k, v]) => labels[k] === v);
      });
      expect(pods.length, `Service/${svc.metadata.name} selects no pod`).toBeGreaterThan(0);
      const declared = pods.flatMap((p) => containersOf(p).flatMap((c) => (c as Container).ports ?? []));
      for (const port of spec.ports) {
        const target = port.targetPort ?? port.port;
        expect(declared.some((d) => d.name === target || d.containerPort === target), `Service/${svc.metadata.name} → ${target}`).toBe(true);
      }
    }
    const ingress = built.find((o) => o.kind === 'Ingress')!;
    const backends = (ingress.spec as { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name?: string; number?: number } } } }> } }> }).rules.flatMap((r) =>
      r.http.paths.map((p) => p.backend.service),
    );
    for (const b of backends) {
      const svc = services.find((s) => s.metadata.name === b.name);
      expect(svc, `Ingress → Service/${b.name}`).toBeDefined();
      const ports = (svc!.spec as { ports: Array<{ name?: string; port: number }> }).ports;
      expect(ports.some((p) => p.name === b.port.name || p.port === b.port.number), `Ingress → ${b.name}:${JSON.stringify(b.port)}`).toBe(true);
    }
  });
});
