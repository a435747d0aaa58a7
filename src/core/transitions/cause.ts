import type { Caller } from '../context';
import type { TransitionCause } from '../journal/record-transition';

/** The journal's `cause` for an API or MCP caller: the API key, or the OAuth user. */
export function causeOf(caller: Caller): TransitionCause {
  return caller.via === 'oauth' ? `oauth:${caller.userId ?? caller.credentialId}` : `api_key:${caller.credentialId}`;
}
