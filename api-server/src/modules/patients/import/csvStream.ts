import { Transform, finished, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { ApiError } from '../../../errors.js';

/** What one upload may hold. Every limit keeps the server's memory bounded whatever it is sent. */
export interface CsvLimits {
  /** Bytes of the whole file; past it the upload is cut with a 413. */
  maxBytes: number;
  /** Characters of one record (a row, quoted line breaks included). */
  maxRecordChars: number;
}

/** One record of the file: its fields and the line it starts on (1-based, as an editor counts). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The file cannot be read as CSV: a 400 whose detail says where and what to do. */
export function unreadable(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', 'The file cannot be read as CSV.', [{ path: 'body', message }]);
}

export function fileTooLarge(maxBytes: number): ApiError {
  const megabytes = Math.floor(maxBytes / 1_048_576);
  return new ApiError(
    'BODY_TOO_LARGE',
    `The file is larger than ${megabytes} MB. Split it into smaller files and import each.`,
  );
}

const SAVE_AS_UTF8 = 'Save the file as "CSV UTF-8" and upload it again.';

/**
 * Between the request and the CSV parser: counts bytes against the size limit, decodes UTF-8
 * strictly (a Latin-1 or UTF-16 export is refused, not garbled), and measures each record, following
 * quotes, so that a quote left open or a line of a million commas is refused after
 * `maxRecordChars` instead of being gathered in memory.
 */
class TextGuard extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private bytes = 0;
  private line = 1;
  private recordLine = 1;
  private recordChars = 0;
  private inQuotes = false;

  constructor(private readonly limits: CsvLimits) {
    super({ readableObjectMode: false, decodeStrings: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) {
      callback(fileTooLarge(this.limits.maxBytes));
      return;
    }
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      callback(unreadable(`Line ${this.lineOfBadByte(chunk)} is not UTF-8 text. ${SAVE_AS_UTF8}`));
      return;
    }
    callback(this.measure(text), text);
  }

  override _flush(callback: TransformCallback): void {
    try {
      const rest = this.decoder.decode();
      callback(this.measure(rest), rest);
    } catch {
      callback(unreadable(`Line ${this.line} ends in the middle of a character. ${SAVE_AS_UTF8}`));
    }
  }

  /** Follows quotes and line breaks through the text; an error when a record grows past the limit. */
  private measure(text: string): ApiError | null {
    const special = /["\n\0]/g;
    let from = 0;
    for (let match = special.exec(text); match; match = special.exec(text)) {
      const at = match.index;
      this.recordChars += at - from;
      from = at + 1;
      if (this.recordChars > this.limits.maxRecordChars) return this.recordTooLong();
      if (text[at] === '\0') {
        return unreadable(
          `Line ${this.line} contains a NUL character, so the file is not UTF-8 text (it may be UTF-16). ${SAVE_AS_UTF8}`,
        );
      }
      if (text[at] === '"') {
        // A doubled quote inside a quoted field toggles twice, which leaves the state as it was.
        this.inQuotes = !this.inQuotes;
        this.recordChars += 1;
      } else {
        this.line += 1;
        if (this.inQuotes) {
          this.recordChars += 1;
        } else {
          this.recordLine = this.line;
          this.recordChars = 0;
        }
      }
      if (this.recordChars > this.limits.maxRecordChars) return this.recordTooLong();
    }
    this.recordChars += text.length - from;
    return this.recordChars > this.limits.maxRecordChars ? this.recordTooLong() : null;
  }

  private recordTooLong(): ApiError {
    return unreadable(
      `The row starting on line ${this.recordLine} is longer than ${this.limits.maxRecordChars.toLocaleString('en')} characters. ` +
        'Check that every quote in it is closed.',
    );
  }

  /** The line of the first byte that is not UTF-8, found by decoding leniently (only on failure). */
  private lineOfBadByte(chunk: Buffer): number {
    const lenient = new TextDecoder('utf-8').decode(chunk);
    const bad = lenient.indexOf('\uFFFD');
    const before = bad < 0 ? lenient : lenient.slice(0, bad);
    let newlines = 0;
    for (let at = before.indexOf('\n'); at >= 0; at = before.indexOf('\n', at + 1)) newlines += 1;
    return this.line + newlines;
  }
}

/** A CSV parser error in words a user can act on. */
function csvProblem(error: CsvError): ApiError {
  const line = typeof error.lines === 'number' ? error.lines : undefined;
  const where = line === undefined ? 'The file' : `Line ${line}`;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return unreadable(
        'A quoted field is not closed before the end of the file. Close every quote, and double a quote inside a quoted field ("").',
      );
    case 'INVALID_OPENING_QUOTE':
      return unreadable(
        `${where}: a quote appears inside a field that does not start with one. Put the whole field in quotes and double the quote inside it ("").`,
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return unreadable(
        `${where}: text follows the closing quote of a field. Put the whole field in quotes and double a quote inside it ("").`,
      );
    case 'CSV_MAX_RECORD_SIZE':
      return unreadable(`${where}: a row is too long. Check that every quote in it is closed.`);
    default:
      return unreadable(`${where} is not valid CSV.`);
  }
}

/** Line breaks inside the quoted fields of a record (the parser's own count is off for CRLF files). */
function breaksWithin(fields: readonly string[]): number {
  let breaks = 0;
  for (const field of fields) {
    for (let at = field.indexOf('\n'); at >= 0; at = field.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
}

/**
 * The records of a CSV body, read as they arrive with backpressure: the request is paused while
 * the consumer is busy, so the file is never held in memory. Comma-separated, fields optionally in
 * double quotes, a UTF-8 byte order mark allowed. Blank lines are skipped; each record carries the
 * line it starts on. Unreadable input ends the iteration with a coded error.
 */
export async function* readCsvRecords(source: Readable, limits: CsvLimits): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    // A row with too few or too many fields is the row's problem, reported with its line.
    relax_column_count: true,
    // Kept, so that every line belongs to a record and start lines can be counted.
    skip_empty_lines: false,
    max_record_size: limits.maxRecordChars + 1,
  });
  const guard = new TextGuard(limits);
  const flowing = pipeline(guard, parser);
  // The loop below sees the same error through the parser; this only keeps it from going unhandled.
  flowing.catch(() => undefined);
  // The request is piped rather than put in the pipeline: a pipeline would destroy it on an error,
  // and with it the connection the error response has to go out on.
  const stopWatching = finished(source, (error) => {
    if (error) guard.destroy(unreadable('The upload did not complete. Upload the file again.'));
  });
  source.pipe(guard);
  let nextLine = 1;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      const line = nextLine;
      nextLine = line + 1 + breaksWithin(fields);
      if (fields.every((field) => field.trim() === '')) continue;
      yield { line, fields };
    }
    await flowing;
  } catch (error) {
    if (error instanceof CsvError) throw csvProblem(error);
    if (error instanceof ApiError) throw error;
    throw unreadable('The upload did not complete. Upload the file again.');
  } finally {
    stopWatching();
    source.unpipe(guard);
    parser.destroy();
    guard.destroy();
  }
}
