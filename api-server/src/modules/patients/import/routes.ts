import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors.js';
import type { HandlerMap } from '../../../plugins/routeTypes.js';
import { tenantScope } from '../../../tenancy/tenantScope.js';
import { importStatus, startCommit } from './commitJob.js';
import { fileTooLarge } from './csvStream.js';
import type { ImportDeps } from './deps.js';
import { checkUpload } from './dryRun.js';
import { rejectedRowsFile } from './rejectsCsv.js';

/** Only UTF-8 CSV: `text/csv`, with no charset or `charset=utf-8`. */
function assertCsv(request: FastifyRequest): void {
  const [type = '', ...parameters] = (request.headers['content-type'] ?? '').toLowerCase().split(';');
  const charset = parameters.map((part) => part.trim()).find((part) => part.startsWith('charset='));
  if (
    type.trim() !== 'text/csv' ||
    (charset && charset !== 'charset=utf-8' && charset !== 'charset="utf-8"')
  ) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as UTF-8 CSV (Content-Type: text/csv).');
  }
}

/**
 * Handlers of the import's entries of the route table. The upload's CSV body streams in unread; its
 * type and a Content-Length over the limit are refused (415, 413) before a byte of it is read.
 */
export function patientImportHandlers(deps: ImportDeps): HandlerMap {
  return {
    uploadPatientImport: async ({ query, body, session, request }) => {
      assertCsv(request);
      if (Number(request.headers['content-length'] ?? 0) > deps.settings.limits.maxBytes) {
        throw fileTooLarge(deps.settings.limits.maxBytes);
      }
      return checkUpload(deps, tenantScope(session, request), body, query.cohort_id);
    },
    commitPatientImport: ({ params, session, request }) =>
      startCommit(deps, tenantScope(session, request), params.import_id),
    getPatientImport: ({ params, session, request }) =>
      importStatus(deps, tenantScope(session, request), params.import_id),
    downloadPatientImportRejects: async ({ params, session, request }) => {
      const file = await rejectedRowsFile(deps, tenantScope(session, request), params.import_id);
      return { contentType: 'text/csv; charset=utf-8', filename: file.filename, body: file.body };
    },
  };
}
