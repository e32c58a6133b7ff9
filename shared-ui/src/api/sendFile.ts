import { errorCatalogue, isApiErrorBody, type ErrorCode } from '@outreach/shared-contracts/core';
import { ApiError } from './ApiError';

export interface SendFileOptions {
  method: 'PUT' | 'POST';
  /** The Content-Type the file goes with. */
  contentType: string;
  /** Further request headers, e.g. the CSRF header on a call to this API. */
  headers?: Record<string, string>;
  /** Send cookies: only to this API, never to an object store's signed URL. */
  withCredentials?: boolean;
  /** Told the share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * The code for a refusal whose body is not the API's own (an S3 XML error, a proxy page): only these
 * statuses tell the user anything more than "try again".
 */
function codeForStatus(status: number): ErrorCode {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  return 'INTERNAL';
}

/** A refusal as an ApiError: the API's own coded body when it sent one, otherwise the status's code. */
function refusalFromResponse(status: number, responseText: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // Not JSON: S3 answers in XML, proxies in HTML.
  }
  if (isApiErrorBody(body)) return new ApiError(body);
  const code = codeForStatus(status);
  return new ApiError({ statusCode: status, code, message: errorCatalogue[code].message });
}

/**
 * Sends a file as a request body and resolves with the response text of a 2xx answer.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. A refusal rejects with
 * an {@link ApiError} (see {@link refusalFromResponse}); a network failure with a TypeError, which the
 * error mapper reports as an unreachable server.
 */
export function sendFile(
  url: string,
  file: Blob,
  { method, contentType, headers = {}, withCredentials = false, onProgress, signal }: SendFileOptions,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(xhr.responseText);
        } else {
          reject(refusalFromResponse(xhr.status, xhr.responseText));
        }
      });
    });
    xhr.addEventListener('error', () => {
      settle(() => reject(new TypeError('The upload could not reach the server.')));
    });
    xhr.addEventListener('timeout', () => {
      settle(() => reject(new TypeError('The upload timed out.')));
    });
    xhr.addEventListener('abort', () => {
      settle(() => reject(abortError()));
    });
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}
