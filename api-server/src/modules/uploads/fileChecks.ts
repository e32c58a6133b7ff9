import { ApiError } from '../../errors.js';
import { pdfProblem } from './pdfChecks.js';
import { svgProblem } from './svgChecks.js';

/** How many leading bytes {@link sniffContentType} needs. */
export const SNIFF_BYTES = 16;

/** What a file really is, judged by its first bytes rather than by what the sender claims. */
export function sniffContentType(head: Buffer): string | undefined {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (text: string, offset = 0) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('%PDF-')) return 'application/pdf';
  if (ascii('ftyp', 4)) return 'video/mp4';
  return undefined;
}

/** How much of a file {@link checkContent} needs: all of an SVG or a PDF, only the first bytes of anything else. */
export function sampleBytes(contentType: string, fileBytes: number): number {
  return contentType === 'image/svg+xml' || contentType === 'application/pdf' ? fileBytes : SNIFF_BYTES;
}

/**
 * Refuses a file whose bytes are not what its URL was signed for: the same judgement whether the
 * file came through the API or straight into the store. `sample` is as much as {@link sampleBytes}
 * asks for.
 */
export async function checkContent(sample: Buffer, contentType: string): Promise<void> {
  if (contentType === 'image/svg+xml') {
    const problem = svgProblem(sample.toString('utf8'));
    if (problem === 'not SVG') throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    if (problem) throw new ApiError('UNSAFE_FILE');
    return;
  }
  if (sniffContentType(sample) !== contentType) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  if (contentType === 'application/pdf' && (await pdfProblem(sample))) throw new ApiError('UNSAFE_FILE');
}
