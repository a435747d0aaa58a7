export { type Claimed, type ClaimOptions, defineLease, type Lease, type ReleaseOptions } from './lease';
export type { LeaseSpec } from './spec';
