/**
 * The one loader for the service's protos (`protos/`). Fixed proto-loader options so
 * every server and client sees the same JS shapes: field names as in the .proto
 * (`keepCase`), 64-bit integers and enums as strings, defaults filled in, and the name
 * of the set member of each oneof in a virtual field (`outcome` on CheckResult).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

import type { FinderConstructor } from './finder-v1';
import type { ScoringConstructor } from './scoring-v1';
import type { ProfileCheckerConstructor } from './tracker-v1';

/** `loadTrackerProto()`: the `tracker.v1` package. */
export interface TrackerV1Package {
  ProfileChecker: ProfileCheckerConstructor;
  Scoring: ScoringConstructor;
  Finder: FinderConstructor;
}

export const PROTO_LOADER_OPTIONS: Readonly<protoLoader.Options> = Object.freeze({
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
});

const CHECKER_PROTO = 'tracker/v1/checker.proto';
const SCORING_PROTO = 'tracker/v1/scoring.proto';
const FINDER_PROTO = 'tracker/v1/finder.proto';
/** Every file of the `tracker.v1` package (scoring.proto imports checker.proto's Snapshot). */
export const TRACKER_V1_PROTOS: readonly string[] = [CHECKER_PROTO, SCORING_PROTO, FINDER_PROTO];

function hasProtos(dir: string): boolean {
  return existsSync(path.join(dir, 'protos', CHECKER_PROTO));
}

/**
 * The `protos/` folder: `<cwd>/protos` when it holds the checker proto, else the first
 * `protos/` found walking up from this module (works from `src/grpc/` under tsx and from
 * a `dist/` bundle).
 */
export function findProtosDir(cwd: string = process.cwd(), moduleUrl: string = import.meta.url): string {
  if (hasProtos(cwd)) return path.join(cwd, 'protos');
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (hasProtos(dir)) return path.join(dir, 'protos');
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`protos/${CHECKER_PROTO} not found from ${cwd} or above ${fileURLToPath(moduleUrl)}`);
}

let cached: TrackerV1Package | undefined;

/** The `tracker.v1` package object (ProfileChecker, Scoring and Finder constructors with `.service`), loaded once. */
export function loadTrackerProto(): TrackerV1Package {
  if (cached) return cached;
  const protosDir = findProtosDir();
  const definition = protoLoader.loadSync(TRACKER_V1_PROTOS.map((file) => path.join(protosDir, file)), {
    ...PROTO_LOADER_OPTIONS,
    includeDirs: [protosDir],
  });
  const root = grpc.loadPackageDefinition(definition) as unknown as { tracker: { v1: TrackerV1Package } };
  cached = root.tracker.v1;
  return cached;
}
