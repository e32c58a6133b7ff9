import { uploadFolders, uploadMimeType, type UploadKind } from '@outreach/shared-contracts/core';
import { fileExtension, uploadFile, type UploadFileOptions } from './uploadFile';

/** The extension a folder takes for a MIME type (the first listed, e.g. jpg for image/jpeg). */
function extensionForType(kind: UploadKind, mimeType: string): string | undefined {
  const types: Readonly<Record<string, string>> = uploadFolders[kind].types;
  return Object.keys(types).find((extension) => types[extension] === mimeType);
}

function pathExtension(sourceUrl: string): string {
  try {
    return fileExtension(new URL(sourceUrl, globalThis.location.href).pathname);
  } catch {
    return '';
  }
}

async function copyImage(sourceUrl: string, kind: UploadKind, options: UploadFileOptions): Promise<string> {
  const response = await fetch(sourceUrl, { credentials: 'include', signal: options.signal });
  if (!response.ok) return '';
  const reported = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // The served type names the bytes; a store that answers a generic type leaves the name to decide.
  const extension = extensionForType(kind, reported) ?? pathExtension(sourceUrl);
  const mimeType = uploadMimeType(kind, extension);
  if (!mimeType) return '';
  const bytes = await response.arrayBuffer();
  // Sending more than the folder takes would only be refused after the whole transfer.
  if (bytes.byteLength === 0 || bytes.byteLength > uploadFolders[kind].maxBytes) return '';
  const file = new File([bytes], `image.${extension}`, { type: mimeType });
  const { key } = await uploadFile(kind, file, options);
  return key;
}

/**
 * Copies an image into one of the tenant's upload folders as a new object, e.g. a template's
 * image into the tenant's own folder: fetches it (with the staff member's cookies), uploads it, and
 * returns the new object's key.
 *
 * Any failure (the fetch, a type the folder does not take, a refused upload, an abort) returns an
 * empty string, as the spec's error catalogue requires, so a caller can carry on without the image.
 */
export async function reuploadImage(
  sourceUrl: string,
  kind: UploadKind,
  options: UploadFileOptions = {},
): Promise<string> {
  try {
    return await copyImage(sourceUrl, kind, options);
  } catch {
    return '';
  }
}
