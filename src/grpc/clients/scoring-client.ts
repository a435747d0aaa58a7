/**
 * Typed promise client for `tracker.v1.Scoring` (served by the checker process).
 * A failed call rejects with the grpc-js `ServiceError` (its `code` is the gRPC status:
 * INVALID_ARGUMENT for bad input, UNAUTHENTICATED for a missing or wrong token).
 */
import * as grpc from '@grpc/grpc-js';

import { bearerMetadata, CLIENT_CHANNEL_OPTIONS } from '../channel-options';
import { loadTrackerProto } from '../load-proto';
import type {
  ClassifyTitleResponse,
  DetectChangeRequest,
  DetectChangeResponse,
  EvaluateFitRequest,
  EvaluateFitResponse,
  ScoringGrpcClient,
} from '../scoring-v1';
import type { PartialRequest } from '../unary-call';

export interface ScoringClientOptions {
  /** Shared checker token, sent as `authorization: Bearer <token>`. */
  token?: string;
  channelOptions?: Partial<grpc.ChannelOptions>;
}

export interface ScoringCallOptions {
  deadline?: Date;
}

export interface ScoringClient {
  classifyTitle(title: string, options?: ScoringCallOptions): Promise<ClassifyTitleResponse>;
  evaluateFit(request: PartialRequest<EvaluateFitRequest>, options?: ScoringCallOptions): Promise<EvaluateFitResponse>;
  detectChange(request: PartialRequest<DetectChangeRequest>, options?: ScoringCallOptions): Promise<DetectChangeResponse>;
  close(): void;
}

export function createScoringClient(address: string, options: ScoringClientOptions = {}): ScoringClient {
  const { Scoring } = loadTrackerProto();
  const client: ScoringGrpcClient = new Scoring(address, grpc.credentials.createInsecure(), {
    ...CLIENT_CHANNEL_OPTIONS,
    ...options.channelOptions,
  });
  const call = <Res>(method: (cb: (err: grpc.ServiceError | null, res?: Res) => void, md: grpc.Metadata, opts: Partial<grpc.CallOptions>) => void, callOptions: ScoringCallOptions = {}): Promise<Res> =>
    new Promise<Res>((resolve, reject) => {
      method(
        (err, res) => (err ? reject(err) : res === undefined ? reject(new Error('empty response')) : resolve(res)),
        bearerMetadata(options.token),
        callOptions.deadline ? { deadline: callOptions.deadline } : {},
      );
    });

  return {
    classifyTitle: (title, callOptions) => call((cb, md, opts) => client.ClassifyTitle({ title }, md, opts, cb), callOptions),
    evaluateFit: (request, callOptions) => call((cb, md, opts) => client.EvaluateFit(request, md, opts, cb), callOptions),
    detectChange: (request, callOptions) => call((cb, md, opts) => client.DetectChange(request, md, opts, cb), callOptions),
    close: () => client.close(),
  };
}
