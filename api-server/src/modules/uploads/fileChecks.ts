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
