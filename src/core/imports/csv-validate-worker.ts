/**
 * The worker thread of `csv-validate.ts`: maps each parsed CSV row to ContactInput and validates it
 * with the same pure functions the preview runs inline (src/domain/csv, src/domain/normalise), a
 * chunk of rows per message, answering each with its results in the same order.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { mapColumns, rowToContactInput } from '../../domain/csv';
import { normaliseContactInput } from '../../domain/normalise';

const mapping = mapColumns((workerData as { headers: string[] }).headers);

parentPort!.on('message', (rows: string[][]) => {
  parentPort!.postMessage(rows.map((values) => normaliseContactInput(rowToContactInput(mapping, values))));
});
