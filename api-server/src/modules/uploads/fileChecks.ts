import { ApiError } from '../../errors.js';
import { pdfProblem } from './pdfChecks.js';

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

/** True when text looks like an SVG document (and not a binary file claiming to be one). */
export function looksLikeSvg(text: string): boolean {
  return !text.includes('\u0000') && /<svg[\s>]/i.test(text);
}

const forbidden: [RegExp, string][] = [
  [/<script/i, 'script element'],
  [/\son[a-z]+\s*=/i, 'event-handler attribute'],
  [/<foreignObject/i, 'foreignObject element'],
  [/<(?:iframe|embed|object)\b/i, 'embedded document'],
  [/javascript\s*:/i, 'javascript: URL'],
  [/data\s*:\s*text\/html/i, 'HTML data URL'],
  [/<!ENTITY/i, 'entity declaration'],
  [/<!DOCTYPE/i, 'document type declaration'],
  [/@import/i, 'style import'],
  [/&#/i, 'character reference'],
];

/**
 * Why an SVG cannot be served safely, or null when it can. Files with active content or links to
 * other documents are refused rather than rewritten: a logo needs neither.
 */
export function svgProblem(text: string): string | null {
  for (const [pattern, reason] of forbidden) if (pattern.test(text)) return reason;
  for (const match of text.matchAll(/\bhref\s*=\s*["']?\s*([^"'\s>]*)/gi)) {
    const target = match[1] ?? '';
    if (!target.startsWith('#') && !/^data:image\/(?:png|jpeg|gif|webp);/i.test(target))
      return 'external link';
  }
  for (const match of text.matchAll(/url\(\s*["']?\s*([^"')\s]*)/gi)) {
    if (!(match[1] ?? '').startsWith('#')) return 'external style reference';
  }
  return null;
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
export function checkContent(sample: Buffer, contentType: string): void {
  if (contentType === 'image/svg+xml') {
    const text = sample.toString('utf8');
    if (!looksLikeSvg(text)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an SVG image.');
    const problem = svgProblem(text);
    if (problem) throw new ApiError('UNSAFE_FILE', `The SVG file was refused: it contains a ${problem}.`);
    return;
  }
  if (sniffContentType(sample) !== contentType) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file content does not match its type.');
  }
  if (contentType === 'application/pdf') {
    const problem = pdfProblem(sample);
    if (problem) throw new ApiError('UNSAFE_FILE', `The PDF file was refused: it contains a ${problem}.`);
  }
}
