import { patientImportCheck, patientImportColumns, rawEndpoints } from '@outreach/shared-contracts';
import { z } from 'zod';

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { type: 'object' } } },
};
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The import's raw-body calls, which live outside the JSON route table, for the API document. */
export const patientImportObjectPaths: Record<string, Record<string, unknown>> = {
  [openApiPath(rawEndpoints.uploadPatientImport.path)]: {
    post: {
      operationId: 'uploadPatientImport',
      summary:
        'Dry run of a patient import. The body is the CSV file (UTF-8, comma-separated, header first; ' +
        `columns ${patientImportColumns.join(', ')}; dates YYYY-MM-DD). Checks every row and stages the ` +
        'valid ones without writing any patient; a header or file problem answers 400 and stages nothing. ' +
        'Needs the x-csrf-token header.',
      parameters: [{ name: 'cohort_id', in: 'query', required: false, schema: { type: 'string' } }],
      requestBody: {
        required: true,
        content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        200: {
          description: 'The dry run report',
          content: { 'application/json': { schema: z.toJSONSchema(patientImportCheck, { io: 'output' }) } },
        },
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
  },
  [openApiPath(rawEndpoints.downloadPatientImportRejects.path)]: {
    get: {
      operationId: 'downloadPatientImportRejects',
      summary:
        'The rejected rows of an import as a CSV file: line, reason, then the columns of the upload. ' +
        'It can be corrected and uploaded again as it is.',
      parameters: [
        { name: 'import_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        200: { description: 'The file', content: { 'text/csv': { schema: { type: 'string' } } } },
        400: errorResponse,
        401: errorResponse,
        404: errorResponse,
      },
    },
  },
};
