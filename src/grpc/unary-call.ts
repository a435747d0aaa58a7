/** The client-side signature of a generated unary method, shared by the hand-written service shapes (*-v1.ts). */
import type * as grpc from '@grpc/grpc-js';

/** Request shapes as a client may send them: members left out take their proto defaults. */
export type PartialRequest<T> = { [K in keyof T]?: T[K] | undefined };

/** A generated unary method's client signature. */
export type Unary<Req, Res> = (
  request: PartialRequest<Req>,
  metadata: grpc.Metadata,
  options: Partial<grpc.CallOptions>,
  callback: (err: grpc.ServiceError | null, response?: Res) => void,
) => grpc.ClientUnaryCall;
