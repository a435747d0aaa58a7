import type { Schemas } from './client';
import type { operations } from './openapi-types';

export type Play = Schemas['PlayWithMoves'];
export type PlayStatus = Schemas['PlayStatus'];
export type PlayQuery = NonNullable<operations['listPlays']['parameters']['query']>;
export type Change = Schemas['ChangeOutput'];
export type ContactDetail = Schemas['ContactDetail'];

/** A play; `allowed_statuses` are the statuses its machine accepts next (the picker offers only those). */
export type PlayView = Play;
