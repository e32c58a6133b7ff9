import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/** Why a PDF is refused: something in it acts when a patient opens it, or it cannot be inspected. */
export type PdfProblem =
  | 'encrypted'
  | 'unreadable'
  | 'script'
  | 'open action'
  | 'additional action'
  | 'launch action'
  | 'link action'
  | 'form action'
  | 'embedded file'
  | 'rich media'
  | 'XML form';

/**
 * PDF names that make a document act on its own or carry other files: scripts, actions run on
 * opening or on events, launch, link, submit and import actions, embedded or attached files, rich
 * media and XML forms. A leaflet or a medication plan needs none of them, so a PDF that names one,
 * as a key or as a value, is refused rather than rewritten.
 */
const activeNames = new Map<string, PdfProblem>([
  ['JavaScript', 'script'],
  ['JS', 'script'],
  ['OpenAction', 'open action'],
  ['AA', 'additional action'],
  ['Launch', 'launch action'],
  ['URI', 'link action'],
  ['GoToR', 'link action'],
  ['GoToE', 'link action'],
  ['SubmitForm', 'form action'],
  ['ImportData', 'form action'],
  ['EmbeddedFiles', 'embedded file'],
  ['EmbeddedFile', 'embedded file'],
  ['FileAttachment', 'embedded file'],
  ['RichMedia', 'rich media'],
  ['XFA', 'XML form'],
]);

/**
 * A name as a viewer reads it. pdf-lib decodes only upper-case `#xx` escapes and keeps the others
 * as written (`/J#61vaScript` is decoded, `/J#6aS` is not), while viewers decode both.
 */
function plainName(name: PDFName): string {
  return name
    .decodeText()
    .replace(/^\//, '')
    .replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first active name in an object and everything it holds directly (references are walked apart). */
function activeNameIn(root: PDFObject): PdfProblem | null {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      const problem = activeNames.get(plainName(object));
      if (problem) return problem;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return null;
}

async function parse(file: Buffer): Promise<PDFDocument | null> {
  try {
    // Strict parsing: an object pdf-lib cannot read (or an object stream whose filter it cannot
    // decode) might be one a viewer reads, so the file is refused instead of the object skipped.
    // Encryption is judged below, from the trailer itself.
    return await PDFDocument.load(file, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
    });
  } catch {
    return null;
  }
}

/**
 * Why a PDF cannot be offered to patients, or null when it can. The file is parsed with pdf-lib, which
 * reads cross-reference and object streams and decodes Flate, LZW, ASCIIHex, ASCII85 and RunLength
 * filters, so every object a viewer would see is inspected, not the file's raw bytes.
 */
export async function pdfProblem(file: Buffer): Promise<PdfProblem | null> {
  const document = await parse(file);
  if (!document) return 'unreadable';
  // An /Encrypt entry whose dictionary is missing still makes viewers treat the file as encrypted.
  const { Root, Info, Encrypt } = document.context.trailerInfo;
  if (document.isEncrypted || Encrypt) return 'encrypted';
  if (!(document.context.lookup(Root) instanceof PDFDict)) return 'unreadable';
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const problem = activeNameIn(object);
    if (problem) return problem;
  }
  for (const entry of [Root, Info]) {
    const problem = entry ? activeNameIn(entry) : null;
    if (problem) return problem;
  }
  return null;
}
