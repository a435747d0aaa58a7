import { query } from '../../db/query';
import { avoidedPhraseIn, internalNote, opener, type OpenerInput, type OpenerSettings } from '../../domain/plays';
import { PLAY_TYPES, type PlayType, type Segment } from '../../domain/vocabulary';
import { ValidationError } from '../../shared/errors';
import { em, type Services } from '../context';
import { openerInput } from '../plays/play-creation';
import { loadChangeInputs } from '../plays/play-inputs';
import { OPENER_SAMPLES } from './opener-samples';
import type { OpenerPreview, OpenerSettingsPatch } from './opener-settings.schema';

interface SettingsRow {
  opener_tone: OpenerSettings['tone'];
  opener_sign_off: string | null;
  opener_avoid: string[];
}

const toSettings = (r: SettingsRow): OpenerSettings => ({ tone: r.opener_tone, sign_off: r.opener_sign_off, avoid_phrases: r.opener_avoid });

export async function getOpenerSettings(services: Services, workspaceId: string): Promise<OpenerSettings> {
  const [row] = await query<SettingsRow>(
    em(services),
    'select opener_tone, opener_sign_off, opener_avoid from workspace_settings where workspace_id = ?',
    [workspaceId],
  );
  return toSettings(row!);
}

/** The stored settings with the candidate's fields over them; a sign-off holding an avoided phrase is refused. */
async function merged(services: Services, workspaceId: string, patch: OpenerSettingsPatch): Promise<OpenerSettings> {
  const settings = { ...(await getOpenerSettings(services, workspaceId)), ...patch };
  const inSignOff = settings.sign_off ? avoidedPhraseIn(settings.sign_off, settings.avoid_phrases) : null;
  if (inSignOff !== null) {
    throw new ValidationError('Invalid opener settings', [{ path: 'sign_off', message: `contains the avoided phrase "${inSignOff}"` }]);
  }
  return settings;
}

/** Saves the candidate settings (only the fields sent); plays created from now on are written with them. */
export async function updateOpenerSettings(services: Services, workspaceId: string, patch: OpenerSettingsPatch): Promise<OpenerSettings> {
  const next = await merged(services, workspaceId, patch);
  const [row] = await query<SettingsRow>(
    em(services),
    `update workspace_settings set opener_tone = ?, opener_sign_off = ?, opener_avoid = ?::jsonb, updated_at = now()
      where workspace_id = ? returning opener_tone, opener_sign_off, opener_avoid`,
    [next.tone, next.sign_off, JSON.stringify(next.avoid_phrases), workspaceId],
  );
  return toSettings(row!);
}

/** How many of the workspace's newest plays the preview re-writes. */
const PREVIEW_PLAYS = 6;

interface PlayRow {
  id: string;
  change_id: string;
  type: PlayType;
  segment: Segment;
  account_fit: boolean | null;
  contact_fit: boolean | null;
}

const sample = (playId: string | null, input: OpenerInput) => ({
  play_id: playId,
  type: input.type,
  segment: input.segment,
  person: [input.first_name, input.last_name].filter(Boolean).join(' ') || 'A contact',
  opener: opener(input),
  notes: input.type === 'churn_risk' ? internalNote(input) : null,
});

/**
 * The openers the candidate settings would write, saving nothing: the workspace's newest
 * plays re-written from their change and CRM facts, then a built-in sample for every play
 * type those do not cover.
 */
export async function previewOpeners(services: Services, workspaceId: string, patch: OpenerSettingsPatch): Promise<OpenerPreview> {
  const settings = await merged(services, workspaceId, patch);
  const m = em(services);
  const plays = await query<PlayRow>(
    m,
    `select id, change_id, type, segment, account_fit, contact_fit from plays
      where workspace_id = ? order by detected_at desc, id limit ${PREVIEW_PLAYS}`,
    [workspaceId],
  );
  const changes = new Map((await loadChangeInputs(m, plays.map((p) => p.change_id), { previousStart: false, companyId: false })).map((c) => [c.id, c]));
  const samples = plays.flatMap((p) => {
    const change = changes.get(p.change_id);
    if (!change) return [];
    return [sample(p.id, { ...openerInput(change, p.type, p.segment, { account: p.account_fit, contact: p.contact_fit }), settings })];
  });
  const covered = new Set(samples.map((s) => s.type));
  for (const type of PLAY_TYPES) if (!covered.has(type)) samples.push(sample(null, { ...OPENER_SAMPLES[type], settings }));
  return { settings, samples };
}
