import type { Schemas } from './client';
import type { operations } from './openapi-types';

/** A play, with `allowed_statuses`: the statuses its machine accepts next (the status picker offers only those). */
export type Play = Schemas['PlayOutput'];
export type PlayStatus = Schemas['PlayStatus'];
export type PlayQuery = NonNullable<operations['listPlays']['parameters']['query']>;
export type Change = Schemas['ChangeOutput'];
export type ContactDetail = Schemas['ContactDetail'];
