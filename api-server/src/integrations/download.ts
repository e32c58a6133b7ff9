import { ApiError } from '../errors.js';
import { sniffContentType } from '../modules/uploads/fileChecks.js';

export interface DownloadLimits {
  maxBytes: number;
  /** The only type accepted, judged by the file's first bytes (never by the server's header). */
  contentType: string;
}

/** Why a downloaded file was not taken; the caller records the render as failed. */
export class DownloadRefused extends Error {}

/**
 * Fetches a provider's file into memory, reading no more than `maxBytes` (a larger one is refused
 * as soon as it passes the limit), then checks it is of `contentType`.
 */
export async function downloadFile(
  url: string,
  limits: DownloadLimits & { timeoutMs: number },
  provider: string,
): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch {
    throw new ApiError('EXTERNAL_SERVICE_FAILED', `${provider}'s file could not be downloaded in time.`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ApiError(
      'EXTERNAL_SERVICE_FAILED',
      `${provider}'s file answered with status ${response.status}.`,
    );
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body.cancel();
    throw new DownloadRefused('The file is larger than the folder allows.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      total += chunk.byteLength;
      if (total > limits.maxBytes) throw new DownloadRefused('The file is larger than the folder allows.');
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof DownloadRefused) throw error;
    throw new ApiError('EXTERNAL_SERVICE_FAILED', `${provider}'s file could not be downloaded in time.`);
  }
  const file = Buffer.concat(chunks);
  if (sniffContentType(file.subarray(0, 64)) !== limits.contentType) {
    throw new DownloadRefused(`The file is not of type ${limits.contentType}.`);
  }
  return file;
}
