/**
 * Shared-token check for internal callers, as a grpc-js server interceptor: every call
 * must carry `authorization: Bearer <token>`, else UNAUTHENTICATED before any handler
 * runs. The standard health service stays open so probes (kubelet gRPC probes cannot
 * send metadata) keep working.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import * as grpc from '@grpc/grpc-js';

const HEALTH_PREFIX = '/grpc.health.v1.Health/';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Constant-time comparison of a presented `authorization` value with `Bearer <token>`. */
export function bearerMatches(presented: unknown, token: string): boolean {
  if (typeof presented !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(presented);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

export function tokenInterceptor(token: string): grpc.ServerInterceptor {
  return (methodDescriptor, call) => {
    if (methodDescriptor.path.startsWith(HEALTH_PREFIX)) return new grpc.ServerInterceptingCall(call);
    const listener = new grpc.ServerListenerBuilder()
      .withOnReceiveMetadata((metadata, next) => {
        if (bearerMatches(metadata.get('authorization')[0], token)) {
          next(metadata);
        } else {
          call.sendStatus({ code: grpc.status.UNAUTHENTICATED, details: 'missing or wrong checker token' });
        }
      })
      .build();
    const responder = new grpc.ResponderBuilder().withStart((next) => next(listener)).build();
    return new grpc.ServerInterceptingCall(call, responder);
  };
}
