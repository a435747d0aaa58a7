/**
 * `kustomize build deploy/k8s` in JS, for what deploy/k8s/kustomization.yaml uses: its
 * `resources` (files, multi-document), `namespace` (set on every namespaced object),
 * `images` (newName / newTag / digest on every container and init container) and
 * `patches` with a `path` (strategic merge by kind and name: objects merged, lists replaced).
 * Anything else in the kustomization fails the build, so a new feature there is noticed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse, parseAllDocuments } from 'yaml';

export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; [k: string]: unknown }; [k: string]: unknown };

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  patches?: Array<{ path: string }>;
}

const KNOWN = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'IngressClass', 'PriorityClass']);

function documents(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function merge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = k in base ? merge(base[k], v) : v;
  return out;
}

function podSpecs(o: K8sObject): Array<Record<string, unknown>> {
  const spec = o.spec as Record<string, unknown> | undefined;
  const template = (spec?.jobTemplate as { spec?: Record<string, unknown> } | undefined)?.spec?.template ?? spec?.template;
  const pod = (template as { spec?: Record<string, unknown> } | undefined)?.spec;
  return pod ? [pod] : [];
}

/** The containers (and init containers) of a workload. */
export function containersOf(o: K8sObject): Array<Record<string, unknown>> {
  return podSpecs(o).flatMap((pod) => [...((pod.initContainers as []) ?? []), ...((pod.containers as []) ?? [])]);
}

function setImage(o: K8sObject, images: NonNullable<Kustomization['images']>): void {
  for (const c of containersOf(o)) {
    const image = String(c.image);
    const rule = images.find((i) => image === i.name || image.startsWith(`${i.name}:`) || image.startsWith(`${i.name}@`));
    if (!rule) continue;
    const name = rule.newName ?? rule.name;
    c.image = rule.digest ? `${name}@${rule.digest}` : `${name}:${rule.newTag ?? (image.split(':')[1] || 'latest')}`;
  }
}

export function kustomizeBuild(dir: string): K8sObject[] {
  const k = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unknown = Object.keys(k).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new Error(`kustomization.yaml uses ${unknown.join(', ')}, which this build does not implement`);
  let objects = (k.resources ?? []).flatMap((r) => documents(path.join(dir, r)));
  for (const p of k.patches ?? []) {
    for (const patch of documents(path.join(dir, p.path))) {
      const i = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (i < 0) throw new Error(`patch ${p.path} targets ${patch.kind}/${patch.metadata.name}, which no resource defines`);
      objects[i] = merge(objects[i], patch) as K8sObject;
    }
  }
  objects = objects.map((o) => structuredClone(o));
  for (const o of objects) {
    if (k.namespace && !CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
    if (k.images) setImage(o, k.images);
  }
  return objects;
}
