/** Examples of the Salesforce extension endpoints (integrations.routes.ts). */
export const salesforceConnectExample = { login_url: 'https://acme.my.salesforce.com' };

export const salesforceAuthorizationExample = {
  authorization_url:
    'https://acme.my.salesforce.com/services/oauth2/authorize?scope=api%20refresh_token&state=v2.k1.abc&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&response_type=code&client_id=3MVG9...&redirect_uri=https%3A%2F%2Ftracker.example.com%2Fintegrations%2Fsalesforce%2Fcallback',
  redirect_uri: 'https://tracker.example.com/integrations/salesforce/callback',
  expires_at: '2026-11-26T19:40:00.000Z',
};

export const salesforceJwtExample = {
  login_url: 'https://login.salesforce.com',
  username: 'integration@acme.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQ...\n-----END PRIVATE KEY-----\n',
};

export const salesforceMappingExample = { profile_url_field: 'LinkedIn_Profile__c', custom_fields: { Champion_Score__c: 'champion_score' } };

export const salesforceStatusExample = {
  status: 'connected',
  broken_reason: null,
  auth: 'web_server',
  login_url: 'https://acme.my.salesforce.com',
  instance_url: 'https://acme.my.salesforce.com',
  org: '00D5e000000AbCdEAK',
  username: null,
  refresh_token: '5Aep8…Qx3k',
  mapping: {
    profile_url_field: 'LinkedIn_Profile__c',
    custom_fields: { Champion_Score__c: 'champion_score' },
    external_id_field: 'Job_Change_Tracker_Id__c',
    left_company_date_field: 'No_Longer_At_Company_Date__c',
    left_company_checkbox_field: 'No_Longer_At_Company__c',
    bulk_threshold: 10000,
  },
  previewed_at: '2026-11-26T19:31:00.000Z',
  last_sync_at: '2026-11-26T19:35:00.000Z',
  sync_cursor: '2026-11-26T19:34:58.123Z',
  api_usage: { used: 1204, limit: 100000 },
};

export const salesforceDisconnectedExample = { removed: true, revoked: true };

/** Examples of the Slack and HubSpot connection endpoints (chat-crm.routes.ts). */
export const slackConnectExample = {
  token: 'xoxb-0000000000-0000000000000-abcdefghijklmnopqrstuvwx',
  channel: 'C0123ALERTS',
  owners: { 'Dana Whitfield': 'dana@acme.com' },
};

export const slackConnectionExample = {
  kind: 'slack' as const,
  config: { token: 'xoxb-…uvwx', channel: 'C0123ALERTS', owners: { 'Dana Whitfield': 'dana@acme.com' } },
  updated_at: '2026-11-27T09:00:00.000Z',
};

export const hubSpotConnectExample = { token: 'pat-eu1-00000000-0000-0000-0000-000000000000' };

export const hubSpotConnectionExample = {
  kind: 'hubspot' as const,
  config: { token: 'pat-e…0000' },
  updated_at: '2026-11-27T09:00:00.000Z',
};

export const integrationTestExample = { ok: true, code: null, message: 'Posted a test message in C0123ALERTS' };
