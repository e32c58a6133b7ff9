import { inflateSync } from 'node:zlib';

/**
 * PDF features that run something or carry other files when a patient opens a document: scripts,
 * launch and submit actions, embedded or attached files, rich media, XML forms. A leaflet or a
 * medication plan needs none of them, so a PDF that has one is refused rather than rewritten.
 */
const activeNames: [RegExp, string][] = [
  [/\/(?:JavaScript|JS)\b/, 'script'],
  [/\/Launch\b/, 'launch action'],
  [/\/SubmitForm\b/, 'form submission'],
  [/\/ImportData\b/, 'data import action'],
  [/\/(?:EmbeddedFiles?|FileAttachment)\b/, 'embedded file'],
  [/\/RichMedia\b/, 'rich media'],
  [/\/XFA\b/, 'XML form'],
];

/** A PDF name may spell its letters as #xx escapes (`/J#61vaScript`); compare the decoded form. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%]+/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The decompressed bodies of the file's Flate streams, where object streams can hide names. */
function inflatedStreams(file: Buffer): string[] {
  const text = file.toString('latin1');
  const bodies: string[] = [];
  const pattern = /\/FlateDecode[\s\S]{0,200}?stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      bodies.push(inflateSync(file.subarray(start, end), { finishFlush: 2 }).toString('latin1'));
    } catch {
      // A stream that does not inflate is image or font data the viewer will fail on, not code.
    }
    pattern.lastIndex = end;
  }
  return bodies;
}

/** Why a PDF cannot be offered to patients, or null when it can. */
export function pdfProblem(file: Buffer): string | null {
  const parts = [file.toString('latin1'), ...inflatedStreams(file)].map(decodeNames);
  for (const part of parts) {
    for (const [pattern, reason] of activeNames) if (pattern.test(part)) return reason;
  }
  return null;
}
