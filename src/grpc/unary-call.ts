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

/** A service's constructor as `loadPackageDefinition` gives it. */
export interface GrpcServiceConstructor<Client extends grpc.Client> {
  new (address: string, credentials: grpc.ChannelCredentials, options?: Partial<grpc.ChannelOptions>): Client;
  service: grpc.ServiceDefinition;
}

/** A service's unary methods by name (as in the .proto), each `[request, response]`. */
export type UnaryMethods<M> = { [K in keyof M]: [unknown, unknown] };

/** The generated client of a service of unary methods. */
export type UnaryClient<M extends UnaryMethods<M>> = grpc.Client & { [K in keyof M]: Unary<M[K][0], M[K][1]> };

/** The server-side implementation of a service of unary methods. */
export type UnaryHandlers<M extends UnaryMethods<M>> = grpc.UntypedServiceImplementation & {
  [K in keyof M]: grpc.handleUnaryCall<M[K][0], M[K][1]>;
};
