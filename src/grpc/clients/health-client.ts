/** A standard grpc.health.v1 client: `check(service)` answers the service's serving status. */
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { protoPath as healthProtoPath } from 'grpc-health-check';

import { PROTO_LOADER_OPTIONS } from '../load-proto';

export interface HealthCheckResponse {
  status: 'UNKNOWN' | 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';
}

export interface HealthClient {
  check(service: string, options?: { deadline?: Date }): Promise<HealthCheckResponse>;
  close(): void;
}

let healthService: grpc.ServiceClientConstructor | undefined;

function loadHealthService(): grpc.ServiceClientConstructor {
  if (!healthService) {
    const pkg = grpc.loadPackageDefinition(protoLoader.loadSync(healthProtoPath, PROTO_LOADER_OPTIONS)) as unknown as {
      grpc: { health: { v1: { Health: grpc.ServiceClientConstructor } } };
    };
    healthService = pkg.grpc.health.v1.Health;
  }
  return healthService;
}

export function createHealthClient(address: string, channelOptions: Partial<grpc.ChannelOptions> = {}): HealthClient {
  const Health = loadHealthService();
  const client = new Health(address, grpc.credentials.createInsecure(), channelOptions);
  const call = client as unknown as {
    Check: (req: object, options: grpc.CallOptions, cb: (err: Error | null, res?: HealthCheckResponse) => void) => void;
  };
  return {
    check: (service, options = {}) =>
      new Promise((resolve, reject) => call.Check({ service }, options, (err, res) => (err || !res ? reject(err ?? new Error('empty health answer')) : resolve(res)))),
    close: () => client.close(),
  };
}
