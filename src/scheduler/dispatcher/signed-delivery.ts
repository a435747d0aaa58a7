import type { ClaimedDelivery } from '../../core/webhooks/delivery-queue';
import { DELIVERY_HEADER, EVENT_HEADER, EVENT_KEY_HEADER, SIGNATURE_HEADER, signatureHeader } from '../../core/webhooks/signature';
import { iso } from '../../shared/schemas';
import type { SendResult, WebhookSender } from './http-sender';

/** The body a receiver gets: a ping marker, or the event with the delivery's id (`data` spliced in as stored). */
export function deliveryBody(d: ClaimedDelivery): string {
  if (d.event === 'ping') return JSON.stringify({ ping: true });
  const head = JSON.stringify({
    id: d.id,
    event: d.event,
    event_key: d.event_key,
    // Stored in UTC ISO form by the fan-out (older rows: any timestamptz text).
    created_at: d.created_at?.length === 24 && d.created_at.endsWith('Z') ? d.created_at : iso(d.created_at),
    workspace_id: d.workspace_id,
  });
  return `${head.slice(0, -1)},"data":${d.data_json ?? 'null'}}`;
}

/** Sends one delivery, signed with the endpoint's secret; a failure to send is an outcome, never a throw. */
export async function sendSignedDelivery(sender: WebhookSender, d: ClaimedDelivery, secret: () => string, userAgent: string): Promise<SendResult> {
  try {
    const body = deliveryBody(d);
    // The signature's time is wall-clock time: receivers compare it with their own clock.
    const t = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': userAgent,
      [SIGNATURE_HEADER]: signatureHeader(secret(), body, t),
      [EVENT_HEADER]: d.event,
      [EVENT_KEY_HEADER]: d.event_key,
      [DELIVERY_HEADER]: d.id,
    };
    return await sender.send(d.url, headers, body);
  } catch (err) {
    return { ok: false, status: null, error: `could not send: ${err instanceof Error ? err.message : String(err)}` };
  }
}
