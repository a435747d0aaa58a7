export { derivePlays, type PlayDerivationInput, type PlayType, type SalesPlayType,salesPlayType } from './derive-plays';
export { internalNote, opener, type OpenerInput, stableHash } from './opener';
export type { PersonMove } from './opener-facts';
export { customerSince, dealProgress, lastInTouch, monthYear, type OpenerRelationship, usedUntil } from './opener-relationship';
export { applyTone, avoidedPhraseIn, DEFAULT_OPENER_SETTINGS, type OpenerSettings, withoutAvoided, withSignOff } from './opener-settings';
