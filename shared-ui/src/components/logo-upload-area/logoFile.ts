import { LOGO_EXTENSIONS, LOGO_MAX_BYTES } from '@outreach/shared-contracts/core';

/** The MIME type a browser reports for each allowed logo extension. */
const MIME_BY_EXTENSION: Readonly<Record<(typeof LOGO_EXTENSIONS)[number], string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The file input's `accept`: extensions and MIME types, so every browser's picker filters. */
export const LOGO_ACCEPT = [
  ...LOGO_EXTENSIONS.map((extension) => `.${extension}`),
  ...new Set(Object.values(MIME_BY_EXTENSION)),
].join(',');

export type LogoRefusal = 'type' | 'size';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isLogoExtension(extension: string): extension is (typeof LOGO_EXTENSIONS)[number] {
  return (LOGO_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Why a chosen file cannot be a logo, or null when it may be uploaded. Both the name and the
 * reported type must agree; the server still checks the real bytes.
 */
export function checkLogoFile(file: File, maxBytes: number = LOGO_MAX_BYTES): LogoRefusal | null {
  const extension = extensionOf(file.name);
  if (!isLogoExtension(extension) || MIME_BY_EXTENSION[extension] !== file.type.toLowerCase()) return 'type';
  return file.size > maxBytes ? 'size' : null;
}
