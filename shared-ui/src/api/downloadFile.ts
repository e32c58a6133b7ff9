import { apiClient } from './apiClient';
import { apiErrorFromResponse } from './ApiError';

/**
 * A file the API serves (a CSV download), read through the API client so that a lapsed session is
 * renewed first; a refusal is thrown as the API's error. `path` is the call's path, as in the contract.
 */
export async function fetchFile(path: string): Promise<Blob> {
  // Answers are read here rather than thrown by ky, whose error class the apps do not share.
  const response = await apiClient.get(path.replace(/^\//, ''), { throwHttpErrors: false });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
