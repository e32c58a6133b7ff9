import type { Authenticator, HandlerMap } from '../../plugins/routeTypes.js';
import type { UploadGrant } from '../../storage/objectStore.js';
import * as service from './service.js';

/**
 * The authorisation of an upload PUT: the URL's signature over key, type, limit, expiry and user.
 * With a store whose URLs point elsewhere (S3), this API takes no uploads at all.
 */
export function signedUploadAuthenticator(deps: service.UploadDeps): Authenticator<UploadGrant> {
  return {
    identify: (request) => {
      const params = request.params as Record<string, unknown>;
      const key = typeof params['*'] === 'string' ? params['*'] : '';
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      return Promise.resolve(service.verifyUploadUrl(deps, key, query));
    },
  };
}

/**
 * Handlers of the upload entries: presigning, the PUT of a signed URL (only for a store whose URLs
 * point here; the body streams in), and serving an object to members of its tenant, from either store.
 */
export function uploadHandlers(deps: service.UploadDeps): HandlerMap {
  return {
    getPresignedUploadUrl: ({ params, query, session }) =>
      service.presignUpload(deps, session, {
        kind: params.kind,
        ext: query.ext,
        mimeType: query.mime_type,
        tenantId: query.tenant_id,
      }),

    putUploadObject: ({ grant, body }) => service.putUpload(deps, grant, body),

    getUploadObject: async ({ params, session }) => {
      const object = await service.openUpload(deps, session, params.key);
      return {
        contentType: object.contentType,
        bytes: object.bytes,
        headers: {
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'cache-control': 'private, max-age=300',
        },
        body: object.stream,
      };
    },
  };
}
