/**
 * The customer's app (src/app, a Vite + React single-page app) as the gateway serves it, from
 * dist/app under /app. `npm start` builds it when dist/app is missing or older than a file of
 * src/app, so `npm ci && npm start` is all a person runs; the Docker image builds it once
 * (deploy/Dockerfile) and its runtime never rebuilds (Vite is a dev dependency).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Logger } from '../shared/logger';

/**
 * The checkout (or the image's /app): the first folder above `moduleUrl` with a package.json. This
 * module runs from src/runtime under tsx and from dist/main.js or a dist/chunks file in the bundle
 * (`node dist/main.js`, the image's entrypoint), so a fixed number of `..` is wrong for one of them.
 */
export function packageRoot(moduleUrl: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}

const ROOT = packageRoot();
export const APP_SOURCE_DIR = path.join(ROOT, 'src', 'app');
export const APP_DIST_DIR = path.join(ROOT, 'dist', 'app');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether dist/app is missing, or older than the newest file of src/app (the package manifest included). */
export function appBundleIsStale(): boolean {
  const index = path.join(APP_DIST_DIR, 'index.html');
  if (!existsSync(index)) return true;
  if (!existsSync(APP_SOURCE_DIR)) return false;
  const sources = Math.max(newestChange(APP_SOURCE_DIR), statSync(path.join(ROOT, 'package-lock.json')).mtimeMs);
  return sources > statSync(index).mtimeMs;
}

function viteBuild(outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, 'build', '-c', path.join(APP_SOURCE_DIR, 'vite.config.ts'), '--outDir', outDir, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`vite build exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

function swapIn(staging: string): void {
  const old = `${APP_DIST_DIR}.old-${process.pid}-${Date.now()}`;
  try {
    renameSync(APP_DIST_DIR, old);
  } catch {
    // None there yet, or another build moved it a moment ago.
  }
  try {
    renameSync(staging, APP_DIST_DIR);
  } catch (err) {
    // Another build put its copy in place first: that one is served.
    if (!existsSync(path.join(APP_DIST_DIR, 'index.html'))) throw err;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Builds dist/app when it is stale. The build goes to a folder of its own and is swapped in
 * with renames, so two processes building at once never serve a half-written folder.
 * Returns what happened, for the log.
 */
export async function ensureAppBundle(): Promise<'fresh' | 'built' | 'no-vite'> {
  if (!appBundleIsStale()) return 'fresh';
  if (!existsSync(VITE)) return 'no-vite';
  const staging = `${APP_DIST_DIR}.build-${process.pid}-${Date.now()}`;
  try {
    await viteBuild(staging);
    swapIn(staging);
    return 'built';
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** `npm start`'s step: build the app if needed; a failed build is logged and the API starts anyway. */
export async function prepareAppBundle(log: Logger): Promise<void> {
  const started = Date.now();
  try {
    const outcome = await ensureAppBundle();
    if (outcome === 'built') log.info({ ms: Date.now() - started, dir: APP_DIST_DIR }, 'built the app');
    if (outcome === 'no-vite') log.warn({ dir: APP_DIST_DIR }, 'the app is not built and Vite is not installed: run `npm ci` (with dev dependencies), then `npm run app:build`');
  } catch (err) {
    log.error({ err }, 'building the app failed; the API runs without it');
  }
}
