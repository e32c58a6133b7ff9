import {
  CSRF_HEADER,
  PATIENT_IMPORT_MAX_BYTES,
  importIdParam,
  patientImportQuery,
  rawEndpoints,
} from '@outreach/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../../errors.js';
import { parse } from '../../../plugins/registerContractRoutes.js';
import type { HandlerMap } from '../../../plugins/routeTypes.js';
import { tenantScope } from '../scope.js';
import { importStatus, startCommit } from './commitJob.js';
import { fileTooLarge } from './csvStream.js';
import type { ImportDeps } from './deps.js';
import { checkUpload } from './dryRun.js';
import { rejectedRowsFile } from './rejectsCsv.js';

/** Handlers of the import's JSON entries of the route table. */
export function patientImportHandlers(deps: ImportDeps): HandlerMap {
  return {
    commitPatientImport: ({ params, session, request }) =>
      startCommit(deps, tenantScope(session, request), params.import_id),
    getPatientImport: ({ params, session, request }) =>
      importStatus(deps, tenantScope(session, request), params.import_id),
  };
}

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

async function staffOnly(deps: ImportDeps, request: FastifyRequest, unsafe: boolean) {
  const session = await deps.authenticateStaff(request);
  if (unsafe) {
    const header = request.headers[CSRF_HEADER];
    deps.verifyCsrf(session, typeof header === 'string' ? header : undefined);
  }
  return tenantScope(session, request);
}

/**
 * The import's calls outside the JSON route table: the upload takes the raw CSV body, streamed (no
 * parser reads it), and the rejected rows go out as a CSV file. Both are staff calls like the
 * others; the upload also needs the CSRF header. Inputs are checked before the session, as for
 * every route: a Content-Length over the limit answers 413 before a byte of the body is read.
 */
export async function registerPatientImportRoutes(app: FastifyInstance, deps: ImportDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, pass) => {
      pass(null);
    });

    const upload = rawEndpoints.uploadPatientImport;
    scope.route({
      method: upload.method,
      url: upload.path,
      bodyLimit: PATIENT_IMPORT_MAX_BYTES,
      handler: async (request, reply) => {
        const query = parse(patientImportQuery, request.query ?? {}, 'query');
        assertCsv(request);
        if (Number(request.headers['content-length'] ?? 0) > deps.settings.limits.maxBytes) {
          throw fileTooLarge(deps.settings.limits.maxBytes);
        }
        const scopeOfTenant = await staffOnly(deps, request, true);
        return reply.send(await checkUpload(deps, scopeOfTenant, request.raw, query.cohort_id));
      },
    });

    const rejected = rawEndpoints.downloadPatientImportRejects;
    scope.route({
      method: rejected.method,
      url: rejected.path,
      handler: async (request, reply) => {
        const params = request.params as Record<string, unknown>;
        const id = parse(importIdParam, params.import_id, 'params.import_id');
        parse(z.strictObject({}), request.query ?? {}, 'query');
        const file = await rejectedRowsFile(deps, await staffOnly(deps, request, false), id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    });
    done();
  });
}
