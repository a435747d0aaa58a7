export { derivePlays, type PlayDerivationInput, type PlayType, type SalesPlayType,salesPlayType } from './derive-plays';
export { opener, type OpenerInput, stableHash } from './opener';
export type { PersonMove } from './opener-facts';
