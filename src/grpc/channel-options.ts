/** What every client of the checker process shares: keepalive channel options and the token metadata. */
import * as grpc from '@grpc/grpc-js';

export const CLIENT_CHANNEL_OPTIONS: Partial<grpc.ChannelOptions> = {
  'grpc.keepalive_time_ms': 30_000,
  'grpc.keepalive_timeout_ms': 10_000,
  'grpc.keepalive_permit_without_calls': 1,
};

/** Spreads calls over every address a target resolves to (grpc-js defaults to the first only). */
export const ROUND_ROBIN: Partial<grpc.ChannelOptions> = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

/** `authorization: Bearer <token>` when a token is given, else empty metadata. */
export function bearerMetadata(token: string | undefined): grpc.Metadata {
  const md = new grpc.Metadata();
  if (token) md.set('authorization', `Bearer ${token}`);
  return md;
}
