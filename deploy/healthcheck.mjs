// Container health check without curl or grpc_health_probe (the slim image has neither).
//
//   node deploy/healthcheck.mjs                                   gateway: GET http://127.0.0.1:$PORT/healthz
//   node deploy/healthcheck.mjs http://127.0.0.1:4010/admin/clock any HTTP URL: healthy on a 2xx
//   node deploy/healthcheck.mjs grpc://127.0.0.1:50051            grpc.health.v1.Health/Check: healthy when SERVING
//
// Exits 0 when healthy, 1 otherwise, within about 3 seconds. Kubernetes does not use
// this (it has httpGet and grpc probes); Docker's HEALTHCHECK and compose do.
/* global fetch, AbortSignal -- Node 20 globals */
import { Buffer } from 'node:buffer';
import process from 'node:process';

import { credentials, makeGenericClientConstructor } from '@grpc/grpc-js';

const TIMEOUT_MS = 3000;
const target = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT || 8080}/healthz`;

function done(healthy, reason) {
  if (!healthy) process.stderr.write(`unhealthy: ${target}: ${reason}\n`);
  process.exit(healthy ? 0 : 1);
}

async function checkHttp(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  done(res.ok, `HTTP ${res.status}`);
}

/**
 * The standard health service, called without a .proto: HealthCheckRequest{service: ""}
 * encodes to zero bytes, and HealthCheckResponse{status: SERVING} is field 1, varint 1.
 */
function checkGrpc(address) {
  const Health = makeGenericClientConstructor(
    {
      check: {
        path: '/grpc.health.v1.Health/Check',
        requestStream: false,
        responseStream: false,
        requestSerialize: () => Buffer.alloc(0),
        requestDeserialize: (b) => b,
        responseSerialize: (b) => b,
        responseDeserialize: (b) => b,
      },
    },
    'Health',
  );
  const client = new Health(address, credentials.createInsecure());
  client.check({}, { deadline: Date.now() + TIMEOUT_MS }, (err, reply) => {
    if (err) return done(false, err.message);
    const serving = reply.length === 2 && reply[0] === 0x08 && reply[1] === 0x01;
    done(serving, `status bytes ${reply.toString('hex') || '(empty: UNKNOWN)'}`);
  });
}

try {
  if (target.startsWith('grpc://')) checkGrpc(target.slice('grpc://'.length));
  else await checkHttp(target);
} catch (err) {
  done(false, err instanceof Error ? err.message : String(err));
}
