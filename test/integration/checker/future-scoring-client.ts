/**
 * A DetectChange caller built from a newer version of scoring.proto: the same messages with
 * extra fields (numbers this proto does not use), encoded with protobufjs and sent over real
 * gRPC, to show the checker ignores unknown fields as proto3 requires.
 */
import path from 'node:path';

import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';

import { bearerMetadata } from '../../../src/grpc/channel-options';
import { findProtosDir } from '../../../src/grpc/load-proto';

/** The fields a "newer" proto adds: message → [name, field number]. */
const EXTRA_FIELDS: ReadonlyArray<[string, string, number]> = [
  ['tracker.v1.DetectChangeRequest', 'request_origin', 90],
  ['tracker.v1.Snapshot', 'mood', 91],
  ['tracker.v1.Position', 'seniority_hint', 92],
];

function futureRoot(): protobuf.Root {
  const dir = findProtosDir();
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(dir, target));
  root.loadSync('tracker/v1/scoring.proto', { keepCase: true });
  for (const [message, name, id] of EXTRA_FIELDS) root.lookupType(message).add(new protobuf.Field(name, id, 'string'));
  root.resolveAll();
  return root;
}

/** Calls Scoring.DetectChange with `request` encoded by the newer proto; resolves the decoded answer. */
export function detectChangeWithUnknownFields(address: string, token: string, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const root = futureRoot();
  const req = root.lookupType('tracker.v1.DetectChangeRequest');
  const res = root.lookupType('tracker.v1.DetectChangeResponse');
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    client.makeUnaryRequest(
      '/tracker.v1.Scoring/DetectChange',
      (value: Record<string, unknown>) => Buffer.from(req.encode(req.fromObject(value)).finish()),
      (bytes: Buffer) => res.toObject(res.decode(bytes), { defaults: true }),
      request,
      bearerMetadata(token),
      (err, value) => {
        client.close();
        if (err) reject(err);
        else resolve(value!);
      },
    );
  });
}
