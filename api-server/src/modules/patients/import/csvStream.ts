import { isUtf8 } from 'node:buffer';
import { Transform, finished, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { restoreCsvCell } from '../../../csv/csvCell.js';
import { fileProblemDetail, type PatientImportFileProblem } from '@outreach/shared-contracts';
import { ApiError } from '../../../errors.js';

/** What one upload may hold. Every limit keeps the server's memory bounded whatever it is sent. */
export interface CsvLimits {
  /** Bytes of the whole file; past it the upload is cut with a 413. */
  maxBytes: number;
  /** Bytes of one record (a row, quoted line breaks included). */
  maxRecordBytes: number;
}

/** One record of the file: its fields and the line it starts on (1-based, as an editor counts). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The file cannot be read as CSV: a 400 whose coded detail says where and what to do. */
export function unreadable(problem: PatientImportFileProblem): ApiError {
  return new ApiError('VALIDATION_FAILED', 'The file cannot be read as CSV.', [
    fileProblemDetail('body', problem),
  ]);
}

export function fileTooLarge(maxBytes: number): ApiError {
  const problem = {
    code: 'file_too_large',
    params: { max_megabytes: Math.floor(maxBytes / 1_048_576) },
  } as const;
  const detail = fileProblemDetail('body', problem);
  return new ApiError('BODY_TOO_LARGE', detail.message, [detail]);
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Bytes at the end of `data` that start a UTF-8 character the next chunk completes (0 to 3). */
function unfinishedCharacter(data: Buffer): number {
  for (let back = 1; back <= Math.min(3, data.length); back += 1) {
    const byte = data[data.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}

/**
 * Between the request and the CSV parser: counts bytes against the size limit, checks that the text
 * is UTF-8 (a Latin-1 or UTF-16 export is refused, not garbled), and measures each record in bytes,
 * following quotes, so that a quote left open or a line of a million commas is refused at
 * `maxRecordBytes` instead of being gathered in memory. It works on the raw bytes with native
 * searches: quotes and line breaks are ASCII, never part of a longer UTF-8 character.
 */
class TextGuard extends Transform {
  private bytes = 0;
  private carried: Buffer = Buffer.alloc(0);
  private line = 1;
  private recordLine = 1;
  private recordBytes = 0;
  private inQuotes = false;
  private pendingCr = false;

  constructor(private readonly limits: CsvLimits) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) {
      callback(fileTooLarge(this.limits.maxBytes));
      return;
    }
    const data = this.carried.length > 0 ? Buffer.concat([this.carried, chunk]) : chunk;
    const whole = data.subarray(0, data.length - unfinishedCharacter(data));
    this.carried = Buffer.from(data.subarray(whole.length));
    callback(this.check(whole), whole);
  }

  override _flush(callback: TransformCallback): void {
    if (this.carried.length > 0) {
      callback(unreadable({ code: 'file_cut_character', params: { line: this.line } }));
      return;
    }
    callback();
  }

  private check(data: Buffer): ApiError | null {
    if (!isUtf8(data)) {
      return unreadable({ code: 'file_not_utf8', params: { line: this.lineOfBadByte(data) } });
    }
    const nul = data.indexOf(0);
    if (nul >= 0) {
      const line = this.line + countNewlines(data, 0, nul);
      return unreadable({ code: 'file_nul_character', params: { line } });
    }
    return this.measure(data);
  }

  /**
   * Follows quotes and line breaks; an error when a record grows past the limit. A line ends with
   * LF, CRLF or a lone CR (the old Mac spreadsheets' CSV); a CR at the end of a chunk waits for the
   * next byte.
   */
  private measure(data: Buffer): ApiError | null {
    let at = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (data[0] !== NEWLINE) this.lineBreak();
    }
    let quote = data.indexOf(QUOTE);
    let newline = data.indexOf(NEWLINE);
    let carriage = data.indexOf(RETURN);
    for (;;) {
      const next = earliest(earliest(quote, newline), carriage);
      if (next < 0) break;
      this.recordBytes += next + 1 - at;
      if (this.recordBytes > this.limits.maxRecordBytes) return this.recordTooLong();
      at = next + 1;
      if (next === quote) {
        // A doubled quote inside a quoted field toggles twice, which leaves the state as it was.
        this.inQuotes = !this.inQuotes;
        quote = data.indexOf(QUOTE, at);
      } else if (next === newline) {
        this.lineBreak();
        newline = data.indexOf(NEWLINE, at);
      } else {
        if (at === data.length) this.pendingCr = true;
        else if (data[at] !== NEWLINE) this.lineBreak();
        carriage = data.indexOf(RETURN, at);
      }
    }
    this.recordBytes += data.length - at;
    return this.recordBytes > this.limits.maxRecordBytes ? this.recordTooLong() : null;
  }

  private lineBreak(): void {
    this.line += 1;
    if (!this.inQuotes) {
      this.recordLine = this.line;
      this.recordBytes = 0;
    }
  }

  private recordTooLong(): ApiError {
    return unreadable({
      code: 'row_too_long',
      params: { line: this.recordLine, max_bytes: this.limits.maxRecordBytes },
    });
  }

  /** The line of the first byte that is not UTF-8, found by decoding leniently (only on failure). */
  private lineOfBadByte(data: Buffer): number {
    const lenient = new TextDecoder('utf-8').decode(data);
    const bad = lenient.indexOf('\uFFFD');
    return this.line + countNewlines(Buffer.from(bad < 0 ? lenient : lenient.slice(0, bad)), 0, Infinity);
  }
}

/** The smaller of two positions, where -1 means none. */
function earliest(a: number, b: number): number {
  if (a < 0) return b;
  return b < 0 || a < b ? a : b;
}

function countNewlines(data: Buffer, from: number, to: number): number {
  let count = 0;
  for (let at = data.indexOf(NEWLINE, from); at >= 0 && at < to; at = data.indexOf(NEWLINE, at + 1))
    count += 1;
  return count;
}

/**
 * A CSV parser error as a problem a user can act on. `reached` is the line reading had reached, for
 * an error that does not say its own.
 */
function csvProblem(error: CsvError, reached: number, limits: CsvLimits): ApiError {
  const line = typeof error.lines === 'number' ? error.lines : reached;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return unreadable({ code: 'quote_not_closed', params: {} });
    case 'INVALID_OPENING_QUOTE':
      return unreadable({ code: 'quote_inside_field', params: { line } });
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return unreadable({ code: 'text_after_quote', params: { line } });
    case 'CSV_MAX_RECORD_SIZE':
      return unreadable({ code: 'row_too_long', params: { line, max_bytes: limits.maxRecordBytes } });
    default:
      return unreadable({ code: 'csv_invalid', params: { line } });
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
 * line it starts on; a cell neutralised as the server writes it reads as the value it stood for.
 * Unreadable input ends the iteration with a coded error.
 */
export async function* readCsvRecords(source: Readable, limits: CsvLimits): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    // A row with too few or too many fields is the row's problem, reported with its line.
    relax_column_count: true,
    // Kept, so that every line belongs to a record and start lines can be counted.
    skip_empty_lines: false,
    max_record_size: limits.maxRecordBytes + 1,
  });
  const guard = new TextGuard(limits);
  const flowing = pipeline(guard, parser);
  // The loop below sees the same error through the parser; this only keeps it from going unhandled.
  flowing.catch(() => undefined);
  // The request is piped rather than put in the pipeline: a pipeline would destroy it on an error,
  // and with it the connection the error response has to go out on.
  const stopWatching = finished(source, (error) => {
    if (error) guard.destroy(unreadable({ code: 'upload_incomplete', params: {} }));
  });
  source.pipe(guard);
  let nextLine = 1;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      const line = nextLine;
      nextLine = line + 1 + breaksWithin(fields);
      if (fields.every((field) => field.trim() === '')) continue;
      // A rejected-rows file comes back with the apostrophes that kept its formulas inert.
      yield { line, fields: fields.map(restoreCsvCell) };
    }
    await flowing;
  } catch (error) {
    if (error instanceof CsvError) throw csvProblem(error, nextLine, limits);
    if (error instanceof ApiError) throw error;
    throw unreadable({ code: 'upload_incomplete', params: {} });
  } finally {
    stopWatching();
    source.unpipe(guard);
    parser.destroy();
    guard.destroy();
  }
}
