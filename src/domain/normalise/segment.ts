import { type Segment, SEGMENTS } from '../vocabulary';

export { type Segment, SEGMENTS } from '../vocabulary';

const CHURNED_WORDS = new Set(['churn', 'churned', 'former', 'cancelled', 'canceled', 'cancellation', 'lapsed']);
const LOST_WORDS = new Set(['lost']);
const CUSTOMER_WORDS = new Set(['customer', 'customers', 'client', 'clients', 'won']);
const PIPELINE_WORDS = new Set([
  'open',
  'pipeline',
  'opportunity',
  'opportunities',
  'opp',
  'deal',
  'negotiation',
  'negotiating',
  'proposal',
]);

/**
 * Maps a segment value (enum or free CRM text) to a {@link Segment}.
 *
 * Rule: lowercase; runs of spaces, `_` and `-` become one space; trim. The exact
 * enum values pass (`closed_lost`, `Closed-Lost`, `OPEN PIPELINE` too). Otherwise
 * the words are checked in this order, first match wins:
 * 1. churned: churn, churned, former, cancelled, canceled, cancellation, lapsed
 *    ("Churned", "former customer", "cancelled");
 * 2. closed_lost: lost ("Closed Lost", "lost");
 * 3. customer: customer(s), client(s), won ("Closed Won", "Customer",
 *    "Active customer", "won");
 * 4. open_pipeline: open, pipeline, opportunity/ies, opp, deal, negotiation,
 *    negotiating, proposal ("Open Opportunity", "Open deal", "pipeline",
 *    "prospect in pipeline", "negotiation", "proposal").
 * Anything else, `null`, `undefined` or blank → `unknown`.
 */
export function normaliseSegment(v: string | null | undefined): Segment {
  if (v === null || v === undefined) return 'unknown';
  const text = v.toLowerCase().replace(/[\s_-]+/gu, ' ').trim();
  const asEnum = text.replace(/ /gu, '_');
  if ((SEGMENTS as readonly string[]).includes(asEnum)) return asEnum as Segment;
  const words = text.split(' ');
  const has = (set: Set<string>): boolean => words.some((w) => set.has(w));
  if (has(CHURNED_WORDS)) return 'churned';
  if (has(LOST_WORDS)) return 'closed_lost';
  if (has(CUSTOMER_WORDS)) return 'customer';
  if (has(PIPELINE_WORDS)) return 'open_pipeline';
  return 'unknown';
}
