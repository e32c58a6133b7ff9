/**
 * The upload folders of the product specification (section 3) with what each accepts: file
 * extensions with their MIME type, and the largest file in bytes. No schema library here, so
 * browsers can check a file before asking for an upload URL.
 */
import { LOGO_MAX_BYTES } from './constants.js';

const MB = 1_048_576;

const logoTypes = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;
const thumbnailTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

export interface UploadFolder {
  /** Allowed extension (lower case, no dot) → the one MIME type it must be sent as. */
  types: Readonly<Record<string, string>>;
  maxBytes: number;
}

export const uploadFolders = {
  'landing-page-thumbnails': { types: thumbnailTypes, maxBytes: 5 * MB },
  'landing-page-logos': { types: logoTypes, maxBytes: LOGO_MAX_BYTES },
  'campaign-thumbnails': { types: thumbnailTypes, maxBytes: 5 * MB },
  'message-media': {
    types: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' },
    maxBytes: 5 * MB,
  },
  'synthesia-videos': { types: { mp4: 'video/mp4' }, maxBytes: 500 * MB },
  'chapter-thumbnails': { types: thumbnailTypes, maxBytes: 5 * MB },
  'branding-logos': { types: logoTypes, maxBytes: LOGO_MAX_BYTES },
  'chapter-logos': { types: logoTypes, maxBytes: LOGO_MAX_BYTES },
  'cta-documents': { types: { pdf: 'application/pdf' }, maxBytes: 20 * MB },
} as const satisfies Record<string, UploadFolder>;

export type UploadKind = keyof typeof uploadFolders;
export const uploadKinds = Object.keys(uploadFolders) as UploadKind[];

/** The MIME type an extension must be sent as in a folder, or undefined when the folder refuses it. */
export function uploadMimeType(kind: UploadKind, ext: string): string | undefined {
  const types: Readonly<Record<string, string>> = uploadFolders[kind].types;
  return Object.hasOwn(types, ext) ? types[ext] : undefined;
}

/** Object keys are made by the server only: `<tenantId>/<kind>/<random>.<ext>`. */
export const objectKeyPattern = /^(\d{1,9})\/([a-z-]{1,40})\/([A-Za-z0-9_-]{16,64})\.([a-z0-9]{1,10})$/;

/** The largest file any folder takes. */
export const largestUploadBytes = Math.max(...Object.values(uploadFolders).map((folder) => folder.maxBytes));
