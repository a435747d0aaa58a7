export { type Claimed, type ClaimOptions, defineLease, type Lease, type ReleaseOptions, type SettleOptions } from './lease';
export { DUE_AT_LEASE_COLUMNS, type LeaseSpec } from './spec';
export { claimLock } from './sql/lock';
