/**
 * Where each machine's status is stored: the table, its status column and its workspace
 * column. The live counts of `GET /v1/machines/{name}` and the vocabulary drift test read
 * these; the names are fixed here, never taken from a request.
 */
export type StatusTable = { table: string; column: string };

export const STATUS_TABLES: Readonly<Record<string, StatusTable>> = {
  contact_tracking: { table: 'contacts', column: 'tracking_status' },
  play: { table: 'plays', column: 'status' },
  run: { table: 'runs', column: 'status' },
  import: { table: 'imports', column: 'status' },
  webhook_endpoint: { table: 'webhook_endpoints', column: 'status' },
  delivery: { table: 'deliveries', column: 'status' },
};
