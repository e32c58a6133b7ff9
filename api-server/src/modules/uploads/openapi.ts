const keyParameter = {
  name: 'key',
  in: 'path',
  required: true,
  description: 'Object key `<tenantId>/<kind>/<random>.<ext>`, as returned by getPresignedUploadUrl.',
  schema: { type: 'string' },
};
const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { type: 'object' } } },
};

/** The raw-body object routes, which live outside the JSON route table, described for the API document. */
export const uploadObjectPaths: Record<string, Record<string, unknown>> = {
  '/api/uploads/{key}': {
    put: {
      operationId: 'putUploadObject',
      summary:
        'Uploads the file of a signed URL (the signature is the authorisation; single use). The body is the raw ' +
        'file, sent with the signed Content-Type.',
      parameters: [
        keyParameter,
        ...['expires', 'max', 'type', 'uid', 'sig'].map((name) => ({
          name,
          in: 'query',
          required: true,
          schema: { type: 'string' },
        })),
      ],
      requestBody: { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: { type: 'object' } } } },
        400: errorResponse,
        403: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
    get: {
      operationId: 'getUploadObject',
      summary: 'Serves a stored object to signed-in staff members of its tenant (404 for anyone else).',
      parameters: [keyParameter],
      responses: {
        200: {
          description: 'The file',
          content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
        },
        401: errorResponse,
        404: errorResponse,
      },
    },
  },
};
