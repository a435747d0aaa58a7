export { type Claimed, type ClaimOptions, defineLease, type Lease, type ReleaseOptions, type SettleOptions } from './lease';
export type { LeaseSpec } from './spec';
export { claimLock } from './sql/lock';
