import { z } from 'zod';

import { ALERT_PLAY_TYPES, SCOPES, SEGMENTS } from '../domain/vocabulary';

/** The zod enums of vocabularies more than one resource's wire shape uses (the words: src/domain/vocabulary). */
export const SegmentSchema = z.enum(SEGMENTS).meta({ id: 'Segment' });
export const AlertPlayTypeSchema = z.enum(ALERT_PLAY_TYPES).meta({ id: 'AlertPlayType' });
export const ScopeSchema = z.enum(SCOPES);
