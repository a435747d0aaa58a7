import {
  OpenerPreviewRequestSchema,
  OpenerPreviewSchema,
  OpenerSettingsPatchSchema,
  OpenerSettingsSchema,
} from '../../core/settings/opener-settings.schema';
import { route } from '../route-table';

/** The opener settings' module (openers name titles and companies as a person would): the title classifier and the detector behind it load at the first request, not at every gateway's start (docs/decisions.md, "Detection round 33 (speed34)"). */
const openerSettings = () => import('../../core/settings/opener-settings.service');

const settingsExample = { tone: 'formal' as const, sign_off: 'Best, Sam', avoid_phrases: ['touch base', 'circle back'] };
const previewExample = {
  settings: settingsExample,
  samples: [
    {
      play_id: null,
      type: 'direct' as const,
      segment: 'customer' as const,
      person: 'Dana Scully',
      opener:
        'Dana, congratulations on the new role as VP Revenue Operations at Globex. Initech has been a customer of ours since April 2024 — ' +
        'I would love to show Globex what it could do there too. Teams like Globex are where we do our best work.\n\nBest, Sam',
      notes: null,
    },
  ],
};

/** Extension (issue #26): the workspace's opener settings and a preview that saves nothing. */
export const openerSettingsRoutes = [
  route({
    method: 'get',
    path: '/settings/openers',
    operationId: 'getOpenerSettings',
    summary: 'Extension: how this workspace\'s openers read (tone, sign-off, phrases to avoid)',
    tag: 'Workspace',
    responses: { 200: { description: 'Opener settings', schema: OpenerSettingsSchema, example: settingsExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await (await openerSettings()).getOpenerSettings(services, caller.workspaceId) }),
  }),
  route({
    method: 'patch',
    path: '/settings/openers',
    operationId: 'updateOpenerSettings',
    summary: 'Extension: change the opener settings; plays created from now on use them',
    description:
      'Plays already created keep their opener. No opener contains an avoided phrase (case-insensitive): a wording holding one is ' +
      'replaced by another, else its sentence is dropped. A sign-off holding an avoided phrase is refused (400).',
    tag: 'Workspace',
    body: OpenerSettingsPatchSchema,
    examples: { body: settingsExample },
    responses: { 200: { description: 'The updated opener settings', schema: OpenerSettingsSchema, example: settingsExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await (await openerSettings()).updateOpenerSettings(services, caller.workspaceId, body) }),
  }),
  route({
    method: 'post',
    path: '/settings/openers/preview',
    operationId: 'previewOpeners',
    summary: 'Extension: the openers candidate settings would write, without saving them',
    description:
      'Re-writes the workspace\'s newest plays (up to 6) under the candidate settings (fields left out keep the stored value), ' +
      'then adds a built-in sample for every play type they do not cover. Saves nothing.',
    tag: 'Workspace',
    body: OpenerPreviewRequestSchema,
    examples: { body: { tone: 'formal', avoid_phrases: ['touch base'] } },
    responses: { 200: { description: 'The candidate settings and the openers they write', schema: OpenerPreviewSchema, example: previewExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await (await openerSettings()).previewOpeners(services, caller.workspaceId, body) }),
  }),
];
