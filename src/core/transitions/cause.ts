import type { Caller } from '../context';
import type { TransitionCause } from '../journal/record-transition';

/** The journal's `cause` for an API, MCP or app caller: the API key, the OAuth user, or the person signed in to the app. */
export function causeOf(caller: Caller): TransitionCause {
  if (caller.via === 'session') return `user:${caller.userId ?? caller.credentialId}`;
  return caller.via === 'oauth' ? `oauth:${caller.userId ?? caller.credentialId}` : `api_key:${caller.credentialId}`;
}
