import { ChatCrmConnection } from './chat-crm-connection';
import { SalesforceConnection } from './salesforce-connection';
import { Webhooks } from './webhooks';

/** Admin only (the navigation hides it from members, and every operation it calls answers them 403). */
export function IntegrationsPage() {
  return (
    <>
      <h1>Integrations</h1>
      <ChatCrmConnection kind="slack" intro="Play alerts in a channel, direct messages to the contact's owner, and verdict buttons. Secrets are stored sealed and never shown again." />
      <ChatCrmConnection kind="hubspot" intro="Import contacts and companies, and write plays back when write-back is on in Settings. The token is stored sealed and never shown again." />
      <SalesforceConnection />
      <Webhooks />
    </>
  );
}
