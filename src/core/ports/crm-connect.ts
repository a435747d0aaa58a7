/**
 * Connecting a CRM by OAuth (src/core/integrations/salesforce-connect.ts): the authorization
 * URL of the web-server flow with PKCE, the code exchange, the JWT bearer flow and revocation.
 * Adapter: src/integrations/salesforce/salesforce-oauth.ts. Failures are `CrmCallError`s.
 */
import { CrmCallError } from './crm';

export { CrmCallError };

export interface CrmTokens {
  accessToken: string;
  refreshToken: string | null;
  instanceUrl: string;
  orgId: string | null;
  userId: string | null;
}

export interface CrmConnector {
  /** A fresh PKCE code verifier. */
  newCodeVerifier(): string;
  authorizationUrl(o: { loginUrl: string; clientId: string; redirectUri: string; state: string; codeVerifier: string }): string;
  exchangeCode(o: {
    loginUrl: string;
    clientId: string;
    clientSecret: string | null;
    redirectUri: string;
    code: string;
    codeVerifier: string;
  }): Promise<CrmTokens>;
  jwtBearer(o: { loginUrl: string; clientId: string; username: string; privateKey: string }): Promise<CrmTokens>;
  revoke(o: { loginUrl: string; token: string }): Promise<void>;
}
