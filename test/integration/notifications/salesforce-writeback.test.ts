import { generateKeyPairSync } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { salesforceConnectorPort, salesforceWriteBack } from '../../../src/core/adapters';
import { type SalesforceConfig, SalesforceConfigSchema } from '../../../src/core/notifications/salesforce-config';
import type { CrmWriter, WritebackInput } from '../../../src/core/ports/crm';
import { CrmCallError } from '../../../src/core/ports/crm';
import { type SalesforceStandin, startSalesforceStandin } from '../../support/salesforce-standin';

const CLIENT_ID = '3MVG9standin.writeback';
const USER = { username: 'integration@acme.example', password: 'x', name: 'Integration User', email: 'integration@acme.example' };
const REP = { username: 'rep@acme.example', password: 'x', name: 'Sam Patel', email: 'sam@acme.example' };
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('Salesforce write-back (stand-in org)', () => {
  let sf: SalesforceStandin;
  let config: SalesforceConfig;
  let writer: CrmWriter;
  let rep: string;
  let oldAccount: string;
  const tokens: string[] = [];

  const play = (over: Partial<WritebackInput>): WritebackInput => ({
    mode: 'create_new',
    first_name: 'Avery',
    last_name: 'Stone',
    old_company: 'Old Co',
    old_title: 'VP Sales',
    new_company: 'Northwind Traders',
    new_title: 'Chief Revenue Officer',
    social_url: 'https://www.linkedin.com/in/avery-stone',
    new_email: null,
    new_company_domain: 'northwind.example',
    old_record_id: null,
    old_email: 'avery@oldco.example',
    owner_id: null,
    detected_at: '2026-11-20T09:00:00Z',
    external_key: 'play-0001',
    opener: 'Congrats on the CRO role at Northwind!',
    ...over,
  });

  beforeAll(async () => {
    sf = await startSalesforceStandin({ clientId: CLIENT_ID, users: [USER, REP], jwtPublicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    rep = sf.all('User').find((u) => u.Username === REP.username)!.Id;
    oldAccount = sf.seed('Account', { Name: 'Old Co', Website: 'oldco.example' });
    sf.seed('Contact', { FirstName: 'Avery', LastName: 'Stone', Email: 'avery@oldco.example', AccountId: oldAccount, OwnerId: rep, Title: 'VP Sales' });
    const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const t = await salesforceConnectorPort().jwtBearer({ loginUrl: sf.url, clientId: CLIENT_ID, username: USER.username, privateKey });
    config = SalesforceConfigSchema.parse({
      auth: 'jwt_bearer', login_url: sf.url, instance_url: t.instanceUrl, client_id: CLIENT_ID, access_token: t.accessToken, username: USER.username, private_key: privateKey,
    });
    writer = salesforceWriteBack(config, { backoffMs: 10 }, async (token) => void tokens.push(token));
  }, 60_000);
  afterAll(async () => {
    await sf?.close();
  });

  it('create_new: finds or creates the Account by domain, creates the Contact through the external id, flags the old one, tasks the owner', async () => {
    const result = await writer.writeBack(play({}));
    expect(result).toMatchObject({ mode: 'create_new', created: true, flagged_old_record: true, warnings: [] });
    const made = sf.records.get('Contact')!.get(result.record_id)!;
    expect(made).toMatchObject({ FirstName: 'Avery', LastName: 'Stone', Title: 'Chief Revenue Officer', Job_Change_Tracker_Id__c: 'play-0001', OwnerId: rep, LinkedIn_URL__c: 'https://www.linkedin.com/in/avery-stone' });
    const account = sf.records.get('Account')!.get(made.AccountId as string)!;
    expect(account).toMatchObject({ Name: 'Northwind Traders', Website: 'northwind.example' });
    const old = sf.all('Contact').find((c) => c.Email === 'avery@oldco.example')!;
    expect(old).toMatchObject({ No_Longer_At_Company__c: true, No_Longer_At_Company_Date__c: '2026-11-20', Title: 'VP Sales' });
    const tasks = sf.all('Task');
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ WhoId: result.record_id, OwnerId: rep, Status: 'Not Started' });
    expect(String(tasks[0]!.Description)).toContain('Congrats on the CRO role');
    expect(sf.requests.some((r) => r.method === 'POST' && r.path.endsWith('/composite'))).toBe(true);
  });

  it('a retried write-back creates nothing twice (no Contact, Account or Task), and reports the record as existing', async () => {
    const counts = () => ['Contact', 'Account', 'Task'].map((t) => sf.all(t).length);
    const before = counts();
    const again = await writer.writeBack(play({}));
    expect(again.created).toBe(false);
    expect(counts()).toEqual(before);
    // Another play for the same person (a new key) finds the Contact by name at the Account.
    const other = await writer.writeBack(play({ external_key: 'play-0002' }));
    expect(other).toMatchObject({ created: false, record_id: again.record_id });
    expect(sf.all('Contact').length).toBe(before[0]);
  });

  it('only empty fields of a found record are filled', async () => {
    const id = sf.seed('Contact', { FirstName: 'Blake', LastName: 'Ray', Email: 'blake@contoso.example', Title: 'Head of Sales (set by a rep)', AccountId: sf.seed('Account', { Name: 'Contoso', Website: 'contoso.example' }) });
    const result = await writer.writeBack(play({ first_name: 'Blake', last_name: 'Ray', new_company: 'Contoso', new_company_domain: 'contoso.example', new_email: 'blake@contoso.example', external_key: 'play-0003', old_email: null }));
    expect(result).toMatchObject({ record_id: id, created: false });
    expect(sf.records.get('Contact')!.get(id)).toMatchObject({ Title: 'Head of Sales (set by a rep)', LinkedIn_URL__c: 'https://www.linkedin.com/in/avery-stone', Job_Change_Tracker_Id__c: 'play-0003' });
  });

  it('update_existing: the old record gets the new Account and Title in place', async () => {
    const id = sf.seed('Contact', { FirstName: 'Casey', LastName: 'Lin', Email: 'casey@oldco.example', AccountId: oldAccount, OwnerId: rep, Title: 'AE' });
    const before = sf.all('Contact').length;
    const result = await writer.writeBack(play({ mode: 'update_existing', first_name: 'Casey', last_name: 'Lin', old_record_id: id, external_key: 'play-0004' }));
    expect(result).toMatchObject({ mode: 'update_existing', record_id: id, created: false });
    expect(sf.all('Contact').length).toBe(before);
    const northwind = sf.all('Account').find((a) => a.Name === 'Northwind Traders')!;
    expect(sf.records.get('Contact')!.get(id)).toMatchObject({ AccountId: northwind.Id, Title: 'Chief Revenue Officer' });
    expect(sf.all('Task').some((t) => t.WhoId === id && t.OwnerId === rep)).toBe(true);
  });

  it('a field the integration user may not edit fails that record alone, reported per record', async () => {
    sf.readOnlyFields.add('Contact.No_Longer_At_Company_Date__c');
    sf.seed('Contact', { FirstName: 'Drew', LastName: 'Fox', Email: 'drew@oldco.example', AccountId: oldAccount, OwnerId: rep });
    const result = await writer.writeBack(play({ first_name: 'Drew', last_name: 'Fox', old_email: 'drew@oldco.example', external_key: 'play-0005' }));
    expect(result.created).toBe(true);
    expect(result.warnings).toEqual([expect.stringMatching(/^flagOld: INVALID_FIELD_FOR_INSERT_UPDATE: Unable to create\/update fields: No_Longer_At_Company_Date__c/)]);
    expect(sf.all('Task').some((t) => t.WhoId === result.record_id)).toBe(true);
    sf.readOnlyFields.clear();
  });

  it('REQUEST_LIMIT_EXCEEDED and 503 are retried with backoff; an expired session is refreshed (a new JWT) and stored', async () => {
    sf.failNext(1, 403, [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }]);
    sf.failNext(1, 503, [{ message: 'Server unavailable', errorCode: 'SERVER_UNAVAILABLE' }]);
    sf.expireAccessTokens();
    const result = await writer.writeBack(play({ external_key: 'play-0001' }));
    expect(result.created).toBe(false);
    expect(tokens).toHaveLength(1);
    sf.failNext(10, 403, [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }]);
    const failure = await writer.writeBack(play({})).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CrmCallError);
    expect(failure).toMatchObject({ status: 429 });
    sf.failNext(0, 200, null);
  });
});
