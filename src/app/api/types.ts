import type { Schemas } from './client';
import type { operations } from './openapi-types';

export type Play = Schemas['PlayOutput'];
export type PlayStatus = Schemas['PlayStatus'];
export type PlayQuery = NonNullable<operations['listPlays']['parameters']['query']>;
export type Change = Schemas['ChangeOutput'];
export type ContactDetail = Schemas['ContactDetail'];

/** A play with the statuses its machine allows next (`allowed_statuses`, docs/app.md), when the service sends them. */
export type PlayView = Play & { allowed_statuses?: PlayStatus[] };
