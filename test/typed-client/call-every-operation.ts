/**
 * A client program that calls every operation of the API through `openapi-fetch`, typed by the
 * `paths` that `openapi-typescript` generates from the live document. The typed-client test
 * generates `generated-openapi-types` into a temporary folder, type-checks this file against it
 * with `tsc --noEmit`, then runs it against the app on loopback. (The repository's own tsconfig
 * leaves this folder out, since the generated types exist only inside that test.)
 */
import type { paths } from 'generated-openapi-types';
import type { Client } from 'openapi-fetch';

import type { Seeds } from './seeds';

export interface Call {
  operationId: string;
  status: number;
}

interface Answer<T> {
  data?: T;
  response: Response;
}

/** Calls every operation once, in an order where each call finds what it needs; returns each status. */
export async function callEveryOperation(client: Client<paths>, seeds: Seeds): Promise<Call[]> {
  const calls: Call[] = [];
  const record = <T>(operationId: string, answer: Answer<T>): T => {
    calls.push({ operationId, status: answer.response.status });
    if (answer.data === undefined && answer.response.status !== 204) throw new Error(`${operationId}: ${answer.response.status}`);
    return answer.data as T;
  };

  await workspace(client, record);
  const contactId = await contacts(client, record);
  await freshness(client, record);
  await accounts(client, record);
  await review(client, record, seeds.review);
  await plays(client, record, seeds.playId);
  await icp(client, record);
  await runs(client, record, seeds.pausedRunId);
  await webhooks(client, record, seeds.webhookUrl);
  await salesforce(client, record, seeds.salesforce);
  await chatCrm(client, record, seeds.chatCrm);
  await csvUpload(client, record);
  await appSession(client, record, seeds.admin);
  record('deleteContact', await client.DELETE('/contacts/{id}', { params: { path: { id: contactId } } }));
  return calls;
}

type Recorder = <T>(operationId: string, answer: Answer<T>) => T;

async function workspace(client: Client<paths>, record: Recorder): Promise<void> {
  const me = record('getMe', await client.GET('/me'));
  const credits = record('getCredits', await client.GET('/credits'));
  const usage = record('getCreditUsage', await client.GET('/credits/usage', { params: { query: { days: 7 } } }));
  if (usage.days.length !== 7) throw new Error('getCreditUsage: not 7 days');
  const settings = record('getSettings', await client.GET('/settings'));
  const updated = record(
    'updateSettings',
    await client.PATCH('/settings', { body: { refresh_cadence: 'monthly', refresh_day: 15, alert_play_types: ['direct', 'churn_risk'] } }),
  );
  const openers = record('getOpenerSettings', await client.GET('/settings/openers'));
  const preview = record('previewOpeners', await client.POST('/settings/openers/preview', { body: { tone: 'formal', avoid_phrases: ['touch base'] } }));
  const openersSaved = record('updateOpenerSettings', await client.PATCH('/settings/openers', { body: { sign_off: 'Best, Sam' } }));
  const checks: Array<[string, boolean]> = [
    ['openers.tone', openers.tone === 'warm' && preview.settings.tone === 'formal' && preview.samples.length >= 6],
    ['openers.sign_off', openersSaved.sign_off === 'Best, Sam'],
    ['me.auth.scopes', me.auth.scopes.includes('write')],
    ['credits.balance', credits.balance >= 0],
    ['settings.slug', settings.slug === updated.slug],
    ['settings.refresh_day', updated.refresh_day === 15],
  ];
  for (const [what, ok] of checks) if (!ok) throw new Error(`unexpected ${what}`);
}

async function contacts(client: Client<paths>, record: Recorder): Promise<string> {
  const upsert = record(
    'upsertContacts',
    await client.POST('/contacts', {
      body: {
        contacts: [
          { first_name: 'Maya', last_name: 'Okafor', company: 'Northwind Analytics', email: 'maya.okafor@northwind.example', segment: 'Closed Won', account_domain: 'northwind.example' },
          { full_name: 'Jordan Alvarez', company: 'Brightwave Logistics', social_url: 'jordan-alvarez', company_size: '1001-5000', revenue: 48_000_000 },
        ],
        accounts: [{ name: 'Northwind Analytics', domain: 'northwind.example', segment: 'customer', employees: 1200 }],
      },
    }),
  );
  record('getImport', await client.GET('/imports/{id}', { params: { path: { id: upsert.import_id } } }));
  record('getImportHistory', await client.GET('/imports/{id}/history', { params: { path: { id: upsert.import_id } } }));
  const list = record(
    'listContacts',
    await client.GET('/contacts', { params: { query: { tracking_status: 'needs_social', q: 'Okafor', page_size: 10 } } }),
  );
  const id = list.data[0]?.id;
  if (!id) throw new Error('listContacts found no contact');
  record('getContact', await client.GET('/contacts/{id}', { params: { path: { id } } }));
  record('getContactHistory', await client.GET('/contacts/{id}/history', { params: { path: { id }, query: { page_size: 10 } } }));
  const patched = record(
    'updateContact',
    await client.PATCH('/contacts/{id}', { params: { path: { id } }, body: { social_url: 'https://www.linkedin.com/in/maya-okafor' } }),
  );
  if (patched.social_url === null) throw new Error('updateContact kept no profile URL');
  return id;
}

/** Signals about contacts, the credit forecast and freshness (issue #24). */
async function freshness(client: Client<paths>, record: Recorder): Promise<void> {
  const sent = record(
    'sendSignals',
    await client.POST('/signals', {
      body: { signals: [{ email: 'maya.okafor@northwind.example', kind: 'email_bounced', observed_at: '2026-03-01T08:00:00Z', detail: '550 5.1.1 user unknown' }] },
    }),
  );
  if (sent.accepted !== 1 || sent.rejected.length !== 0) throw new Error(`sendSignals: ${JSON.stringify(sent)}`);
  const forecast = record('getCreditForecast', await client.GET('/credits/forecast'));
  if (forecast.days.length === 0 || forecast.projected_total < forecast.spent) throw new Error(`getCreditForecast: ${JSON.stringify(forecast)}`);
  const fresh = record('getFreshness', await client.GET('/freshness', { params: { query: { since: '2026-01-01T00:00:00Z' } } }));
  if (Object.keys(fresh.by_trigger).sort().join() !== 'feed,hazard,signal,sweep') throw new Error(`getFreshness: ${JSON.stringify(fresh)}`);
}

async function review(client: Client<paths>, record: Recorder, seeded: Seeds['review']): Promise<void> {
  record('estimateFinder', await client.GET('/finder/estimate'));
  const [confirm, reject] = seeded;
  if (!confirm || !reject) throw new Error('two contacts in review are needed');
  const listed = record('listContactCandidates', await client.GET('/contacts/{id}/candidates', { params: { path: { id: confirm.contactId } } }));
  if (!listed.data.some((c) => c.id === confirm.candidateId)) throw new Error('listContactCandidates misses the seeded candidate');
  record(
    'confirmContactCandidate',
    await client.POST('/contacts/{id}/candidates/{candidate_id}/confirm', { params: { path: { id: confirm.contactId, candidate_id: confirm.candidateId } } }),
  );
  record(
    'rejectContactCandidate',
    await client.POST('/contacts/{id}/candidates/{candidate_id}/reject', { params: { path: { id: reject.contactId, candidate_id: reject.candidateId } } }),
  );
}

async function accounts(client: Client<paths>, record: Recorder): Promise<void> {
  record(
    'upsertAccounts',
    await client.POST('/accounts', { body: [{ name: 'Brightwave Logistics', domain: 'brightwave.example', deal_value: '$85K', segment: 'Open deal' }] }),
  );
  const list = record('listAccounts', await client.GET('/accounts', { params: { query: { q: 'northwind', segment: 'customer' } } }));
  const id = list.data[0]?.id;
  if (!id) throw new Error('listAccounts found no account');
  const account = record('getAccount', await client.GET('/accounts/{id}', { params: { path: { id } } }));
  if (account.contacts.length === 0) throw new Error('getAccount has no contacts');
}

async function plays(client: Client<paths>, record: Recorder, playId: string): Promise<void> {
  const changes = record('listChanges', await client.GET('/changes', { params: { query: { type: 'moved', page: 1 } } }));
  const changeId = changes.data[0]?.id;
  if (!changeId) throw new Error('listChanges: no moved change to judge');
  const verdict = record('giveChangeFeedback', await client.POST('/changes/{id}/feedback', { params: { path: { id: changeId } }, body: { verdict: 'correct' } }));
  if (verdict.verdict !== 'correct' || verdict.replaced_at !== null) throw new Error(`giveChangeFeedback: ${JSON.stringify(verdict)}`);
  const verdicts = record('listChangeFeedback', await client.GET('/changes/{id}/feedback', { params: { path: { id: changeId } } }));
  if (verdicts.data[0]?.id !== verdict.id) throw new Error('listChangeFeedback misses the verdict');
  const quality = record('getChangeQuality', await client.GET('/changes/quality', { params: { query: { since: '2000-01-01T00:00:00Z' } } }));
  if (quality.confidence_level !== 0.95 || quality.verdicts > quality.alerts) throw new Error(`getChangeQuality: ${JSON.stringify(quality)}`);
  const list = record('listPlays', await client.GET('/plays', { params: { query: { status: 'open', sort: 'detected', dir: 'desc' } } }));
  if (!list.data.some((p) => p.id === playId)) throw new Error('listPlays misses the play');
  record('getPlay', await client.GET('/plays/{id}', { params: { path: { id: playId } } }));
  const play = record(
    'updatePlay',
    await client.PATCH('/plays/{id}', { params: { path: { id: playId } }, body: { status: 'contacted', notes: 'Sent the opener' } }),
  );
  if (play.status !== 'contacted') throw new Error('updatePlay did not move the play');
  record('getPlayHistory', await client.GET('/plays/{id}/history', { params: { path: { id: playId } } }));
}

async function icp(client: Client<paths>, record: Recorder): Promise<void> {
  record('getIcp', await client.GET('/icp'));
  const updated = record(
    'updateIcp',
    await client.PUT('/icp', {
      body: {
        account: { version: 1, industries: { any: ['Computer Software'] }, employees: { min: 200 } },
        contact: { version: 1, seniority: ['vp', 'director'], functions: ['revops', 'sales'] },
      },
    }),
  );
  if (updated.account.version < 1) throw new Error('updateIcp kept version 0');
  const preview = record('previewIcp', await client.POST('/icp/preview', { body: { account: { employees: { min: 50 } } } }));
  if (preview.current_versions.account !== updated.account.version) throw new Error('previewIcp compared with another version');
  const versions = record('listIcpVersions', await client.GET('/icp/versions', { params: { query: { kind: 'account' } } }));
  if (versions.data[0]?.version !== updated.account.version) throw new Error('listIcpVersions misses the new version');
}

/** The CSV upload: a preview, then the same file with its confirmation (the body is the file, text/csv). */
async function csvUpload(client: Client<paths>, record: Recorder): Promise<void> {
  const file = 'First Name,Last Name,Company,Email\nAna,Lima,Brightwave Logistics,ana.lima@brightwave.example\n';
  const send = (confirmation?: string) =>
    client.POST('/imports/csv', {
      params: { query: { file_name: 'typed.csv', ...(confirmation ? { confirmation } : {}) } },
      body: file,
      bodySerializer: (body: string) => body,
      headers: { 'content-type': 'text/csv' },
    });
  const preview = record('uploadCsv', await send());
  if (!('confirmation' in preview) || preview.rows !== 1) throw new Error(`uploadCsv preview: ${JSON.stringify(preview)}`);
  const committed = (await send(preview.confirmation)).data;
  if (!committed || !('accepted' in committed) || committed.accepted !== 1) throw new Error(`uploadCsv commit: ${JSON.stringify(committed)}`);
}

/** Slack and HubSpot connections: connect, read, test against the stand-ins, disconnect. */
async function chatCrm(client: Client<paths>, record: Recorder, tokens: Seeds['chatCrm']): Promise<void> {
  record('connectSlack', await client.PUT('/integrations/slack', { body: { token: tokens.slackToken, channel: tokens.channel } }));
  const slack = record('getSlackConnection', await client.GET('/integrations/slack'));
  if (slack.config.channel !== tokens.channel || JSON.stringify(slack).includes(tokens.slackToken)) throw new Error('getSlackConnection');
  if (!record('testSlackConnection', await client.POST('/integrations/slack/test')).ok) throw new Error('testSlackConnection failed');
  if (!record('disconnectSlack', await client.DELETE('/integrations/slack')).removed) throw new Error('disconnectSlack removed nothing');
  record('connectHubSpot', await client.PUT('/integrations/hubspot', { body: { token: tokens.hubspotToken } }));
  record('getHubSpotConnection', await client.GET('/integrations/hubspot'));
  if (!record('testHubSpotConnection', await client.POST('/integrations/hubspot/test')).ok) throw new Error('testHubSpotConnection failed');
  if (!record('disconnectHubSpot', await client.DELETE('/integrations/hubspot')).removed) throw new Error('disconnectHubSpot removed nothing');
}

/** The app's calls: sign in (cookie + CSRF token, never the client's API key), keys, sign out. */
async function appSession(client: Client<paths>, record: Recorder, admin: { email: string; password: string }): Promise<void> {
  const signIn = async (recorded: boolean) => {
    const answer = await client.POST('/session', { body: admin, headers: { Authorization: null } });
    if (!answer.data) throw new Error(`signIn: ${answer.response.status}`);
    const session = recorded ? record('signIn', answer) : answer.data;
    const cookie = (answer.response.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { session, headers: { Authorization: null, cookie, 'x-csrf-token': session.csrf_token } };
  };
  const first = await signIn(true);
  const again = record('getSession', await client.GET('/session', { headers: first.headers }));
  if (again.csrf_token !== first.session.csrf_token || again.user.role !== 'admin') throw new Error(`getSession: ${JSON.stringify(again)}`);
  const created = record('createApiKey', await client.POST('/api-keys', { body: { name: 'Typed client', scope: 'read' }, headers: first.headers }));
  const keys = record('listApiKeys', await client.GET('/api-keys', { headers: first.headers }));
  if (!keys.data.some((k) => k.id === created.id) || JSON.stringify(keys).includes(created.key)) throw new Error('listApiKeys');
  const revoked = record('revokeApiKey', await client.DELETE('/api-keys/{id}', { params: { path: { id: created.id } }, headers: first.headers }));
  if (!revoked.revoked_at) throw new Error('revokeApiKey left the key live');
  record('signOut', await client.DELETE('/session', { headers: first.headers }));
  const second = await signIn(false);
  const everywhere = record('signOutEverywhere', await client.DELETE('/sessions', { headers: second.headers }));
  if (everywhere.signed_out < 1) throw new Error('signOutEverywhere ended nothing');
}

async function runs(client: Client<paths>, record: Recorder, pausedRunId: string): Promise<void> {
  const estimate = record('estimateRefresh', await client.GET('/runs/estimate'));
  if (!estimate.sufficient_credits) throw new Error('estimateRefresh: not enough credits');
  const started = record('startRun', await client.POST('/runs', { body: { force: true } }));
  record('getRun', await client.GET('/runs/{id}', { params: { path: { id: started.id } } }));
  record('listRuns', await client.GET('/runs', { params: { query: { page: 1, page_size: 20 } } }));
  const cancelled = record('cancelRun', await client.POST('/runs/{id}/cancel', { params: { path: { id: started.id } } }));
  if (cancelled.status !== 'cancelled') throw new Error('cancelRun did not cancel');
  const resumed = record('resumeRun', await client.POST('/runs/{id}/resume', { params: { path: { id: pausedRunId } } }));
  if (resumed.status === 'paused') throw new Error('resumeRun left the run paused');
  const history = record('getRunHistory', await client.GET('/runs/{id}/history', { params: { path: { id: pausedRunId } } }));
  if (!history.data.some((t) => t.event === 'RESUME' && t.to === 'running')) throw new Error('getRunHistory misses the resume');
  await machines(client, record, pausedRunId);
}

async function machines(client: Client<paths>, record: Recorder, runId: string): Promise<void> {
  const list = record('listMachines', await client.GET('/machines'));
  if (!list.data.some((m) => m.name === 'run')) throw new Error('listMachines misses the run machine');
  const run = record('getMachine', await client.GET('/machines/{name}', { params: { path: { name: 'run' }, query: { window: '24h' } } }));
  if (!run.edges.some((e) => e.event === 'RESUME')) throw new Error('getMachine counts no RESUME edge');
  const path = record('getMachinePath', await client.GET('/machines/{name}/paths/{id}', { params: { path: { name: 'run', id: runId } } }));
  if (path.status !== 'running') throw new Error('getMachinePath: the resumed run is not running');
}

async function webhooks(client: Client<paths>, record: Recorder, url: string): Promise<void> {
  const created = record(
    'createWebhook',
    await client.POST('/webhooks', { body: { url, events: ['play.created', 'run.completed'], description: 'Sales ops queue' } }),
  );
  if (!created.secret) throw new Error('createWebhook returned no secret');
  const id = created.id;
  record('listWebhooks', await client.GET('/webhooks'));
  record('updateWebhook', await client.PATCH('/webhooks/{id}', { params: { path: { id } }, body: { events: ['play.created'] } }));
  record('testWebhook', await client.POST('/webhooks/{id}/test', { params: { path: { id } } }));
  record('listWebhookDeliveries', await client.GET('/webhooks/{id}/deliveries', { params: { path: { id }, query: { page_size: 10 } } }));
  record('deleteWebhook', await client.DELETE('/webhooks/{id}', { params: { path: { id } } }));
}

async function salesforce(client: Client<paths>, record: Recorder, user: Seeds['salesforce']): Promise<void> {
  const started = record('startSalesforceConnect', await client.POST('/integrations/salesforce/connect', { body: {} }));
  if (!started.authorization_url.includes('/services/oauth2/authorize')) throw new Error(`startSalesforceConnect: ${started.authorization_url}`);
  const connected = record('connectSalesforceJwt', await client.POST('/integrations/salesforce/jwt', { body: { username: user.username, private_key: user.privateKey } }));
  if (connected.status !== 'connected') throw new Error(`connectSalesforceJwt: ${JSON.stringify(connected)}`);
  record('getSalesforceConnection', await client.GET('/integrations/salesforce'));
  const mapped = record('setSalesforceMapping', await client.PUT('/integrations/salesforce/mapping', { body: { profile_url_field: 'LinkedIn_Profile__c' } }));
  if (mapped.mapping.profile_url_field !== 'LinkedIn_Profile__c') throw new Error('setSalesforceMapping kept the old field');
  record('disconnectSalesforce', await client.DELETE('/integrations/salesforce'));
}
