import type { SignalInput, SignalsResult } from '../../core/signals/signal.schema';
import { EXAMPLE_IDS as ID } from './ids';

/** Signals, the credit forecast and freshness, as the API reference shows them. */

export const signalsRequestExample: { signals: SignalInput[] } = {
  signals: [
    { email: 'maya.okafor@northwind.example', kind: 'email_bounced', observed_at: '2026-03-04T08:12:00Z', detail: '550 5.1.1 user unknown' },
    { crm_id: '003Hs00001Abc', kind: 'auto_reply_left', observed_at: '2026-03-04T09:30:00Z', detail: 'Jordan no longer works at Brightwave' },
    { contact_id: ID.secondContact, kind: 'crm_title_changed', observed_at: '2026-03-03T17:00:00Z' },
    { crm_id: 'not-in-this-workspace', kind: 'other', observed_at: '2026-03-04T10:00:00Z' },
  ],
};

export const signalsResultExample: SignalsResult = {
  accepted: 3,
  rejected: [{ index: 3, errors: { crm_id: 'no contact with this crm_id in the workspace' } }],
  contacts: 3,
};
