import type { Schemas } from './client';
import type { operations } from './openapi-types';

/** A play; `allowed_statuses` (the statuses its machine accepts next) is not sent by the server yet (issue #23 open): without it the picker offers no change. */
export type Play = Schemas['PlayOutput'] & { allowed_statuses?: PlayStatus[] };
export type PlayStatus = Schemas['PlayStatus'];
export type PlayQuery = NonNullable<operations['listPlays']['parameters']['query']>;
export type Change = Schemas['ChangeOutput'];
export type ContactDetail = Schemas['ContactDetail'];

/** A play; `allowed_statuses` are the statuses its machine accepts next (the picker offers only those). */
export type PlayView = Play;
