import {
  commitCsvUpload,
  CSV_UPLOAD_LIMIT_BYTES,
  CsvCommitSchema,
  CsvPreviewSchema,
  CsvUploadQuerySchema,
  previewCsvUpload,
} from '../../core/imports/csv-upload';
import { csvPreviewExample } from '../examples/people.examples';
import { route } from '../route-table';

export const CSV_UPLOAD_PATH = '/imports/csv';

/** The app's CSV upload (src/core/imports/csv-upload.ts): preview, then the same file with the confirmation. */
export const csvUploadRoutes = [
  route({
    method: 'post',
    path: CSV_UPLOAD_PATH,
    operationId: 'uploadCsv',
    summary: 'Upload a CSV of contacts: preview its column mapping, then commit it (extension)',
    description:
      'Extension for the app (issue #23): what `tracker import csv` does. The body is the file itself, `Content-Type: text/csv` ' +
      `(UTF-8), at most ${CSV_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB (413 beyond). Without \`confirmation\` the server maps the ` +
      'columns with the CLI\'s mapping and answers the mapping, sample rows and the rows it would reject with their line, ' +
      'importing nothing (the import is `previewed`). With the preview\'s `confirmation` and the same file it commits exactly ' +
      'those rows (1,000-row batches, or the bulk path from BULK_IMPORT_MIN_ROWS rows) and answers the result; another file ' +
      'is 409 `confirmation_mismatch`, a preview already committed 409 `preview_gone`. A file that is not CSV text is 400.',
    tag: 'Contacts',
    query: CsvUploadQuerySchema,
    examples: { query: { file_name: 'contacts.csv' } },
    rawBody: {
      mediaType: 'text/csv',
      description: `The CSV file (UTF-8, a header row; \`,\` \`;\` or tab), at most ${CSV_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB`,
      example: 'First Name,Last Name,Company,Title,Email,LinkedIn URL\nMaya,Okafor,Northwind Analytics,Director of Sales,maya@northwind.example,https://www.linkedin.com/in/maya-okafor\n',
    },
    responses: {
      200: { description: 'The preview (without `confirmation`) or the committed import (with it)', schema: CsvPreviewSchema.or(CsvCommitSchema), example: csvPreviewExample },
    },
    handler: async ({ services, caller, query, req }) => ({
      status: 200,
      body: query.confirmation
        ? await commitCsvUpload(services, caller, req.body, query.confirmation, query.file_name)
        : await previewCsvUpload(services, caller, req.body, query.file_name),
    }),
  }),
];
