import { EXAMPLE_IDS as ID } from './ids';

/** Examples of the app's extensions (sessions, API key management). */
export const sessionExample = {
  user: { id: ID.user, email: 'maria@acme.example', name: 'Maria Lopez', role: 'admin' },
  workspace: { id: ID.workspace, name: 'Acme Sales' },
  csrf_token: 'q3V8mJ0fZ2kR7wLx1nC5tYb9Hs4dPa6uE0gKi2oMvWc',
  expires_at: '2026-03-03T00:00:00.000Z',
  idle_expires_at: '2026-03-02T12:30:00.000Z',
};

export const apiKeyExample = {
  id: ID.apiKey,
  name: 'Zapier',
  scope: 'read',
  prefix: 'trk_Xc81b0Qe',
  created_at: '2026-03-02T12:00:00.000Z',
  last_used_at: '2026-03-03T08:14:00.000Z',
  revoked_at: null,
};

export const apiKeyListExample = { data: [apiKeyExample] };

export const createdApiKeyExample = { ...apiKeyExample, last_used_at: null, key: 'trk_Xc81b0Qe7RkV2pLmN9sT4wYz6aB3dF5gH8jK1qU0' };
