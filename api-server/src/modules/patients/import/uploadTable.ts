import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PatientImportColumn, PatientImportRowReason } from '@outreach/shared-contracts';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/rowsOf.js';
import { columnKey, type ColumnLayout } from './columns.js';
import { stageUploadQuery, type Forecast } from './mergeSql.js';
import type { StagedRow } from './rowValidation.js';

/**
 * The upload table: every row of one upload, valid or rejected, written as it is read. It is a
 * temporary table of the transaction because COPY cannot write to a table under row-level security;
 * at the end repeated MRNs are rejected there, and one INSERT ... SELECT each moves the rows into the
 * tenant's rejects and staging tables.
 */
const UPLOAD_TABLE = 'patient_import_upload';

/** Column order of the upload table, shared by COPY and INSERT. */
const uploadColumns = [
  'line',
  'mrn',
  'title',
  'first_name',
  'last_name',
  'sort_name',
  'given_name_key',
  'date_of_birth',
  'gender',
  'email',
  'mobile',
  'language_preference',
  'communication_preference',
  'email_consent',
  'sms_consent',
  'opted_out',
  'time_zone',
  'reasons',
  'fields',
] as const;

/** The columns of a valid row, as staged. */
const stagedColumns = uploadColumns.slice(1, -2);

export type UploadEntry =
  | { kind: 'valid'; row: StagedRow }
  | { kind: 'rejected'; line: number; reasons: PatientImportRowReason[]; fields: readonly string[] };

type Cell = string | number | boolean | null;

function cells(entry: UploadEntry): Cell[] {
  if (entry.kind === 'rejected') {
    return [
      entry.line,
      ...Array.from({ length: uploadColumns.length - 3 }, () => null),
      JSON.stringify(entry.reasons),
      JSON.stringify(entry.fields),
    ];
  }
  const row = entry.row;
  return [
    row.line,
    row.mrn,
    row.title,
    row.firstName,
    row.lastName,
    row.sortName,
    row.givenNameKey,
    row.dateOfBirth,
    row.gender,
    row.email,
    row.mobile,
    row.languagePreference,
    row.communicationPreference,
    row.emailConsent,
    row.smsConsent,
    row.optedOut,
    row.timeZone,
    null,
    null,
  ];
}

export async function createUploadTable(tx: Db): Promise<void> {
  await tx.execute(
    sql.raw(`CREATE TEMPORARY TABLE ${UPLOAD_TABLE} (
      line integer NOT NULL, mrn text COLLATE "C", title text, first_name text, last_name text, sort_name text,
      given_name_key text, date_of_birth date, gender text, email text, mobile text,
      language_preference text, communication_preference text, email_consent boolean,
      sms_consent boolean, opted_out boolean, time_zone text, reasons jsonb, fields jsonb
    ) ON COMMIT DROP`),
  );
}

/** Buffers entries and writes them in batches; the caller awaits `flush` whenever `add` says so. */
export interface UploadWriter {
  /** Buffers one entry; true when the buffer is full and should be flushed now. */
  add(entry: UploadEntry): boolean;
  flush(): Promise<void>;
  /** Writes what is left and completes the upload. */
  end(): Promise<void>;
  /** Gives up after an error, leaving the connection ready for the rollback. */
  abort(): Promise<void>;
}

/** COPY's text format: tab-separated, `\N` for null, backslash escapes. */
function copyText(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char] ?? '',
      )
    : text;
}

const COPY_BATCH_CHARS = 262_144;

/** PostgreSQL: one COPY FROM STDIN for the whole upload, written with the connection's backpressure. */
export function copyWriter(connection: pg.ClientBase): UploadWriter {
  const stream = connection.query(copyFrom(`COPY ${UPLOAD_TABLE} (${uploadColumns.join(', ')}) FROM STDIN`));
  // Held until the next write or the end, so an error of the server is not left unhandled meanwhile.
  let failure: Error | null = null;
  stream.on('error', (error) => {
    failure ??= error;
  });
  let buffer = '';
  const flush = async () => {
    if (failure) throw failure;
    if (buffer === '') return;
    const text = buffer;
    buffer = '';
    if (!stream.write(text)) await once(stream, 'drain');
  };
  return {
    add(entry) {
      buffer += `${cells(entry).map(copyText).join('\t')}\n`;
      return buffer.length >= COPY_BATCH_CHARS;
    },
    flush,
    async end() {
      await flush();
      stream.end();
      await finished(stream);
    },
    async abort() {
      buffer = '';
      if (stream.writableFinished || stream.destroyed) return;
      stream.destroy(new Error('upload abandoned'));
      await finished(stream).catch(() => undefined);
    },
  };
}

const INSERT_BATCH_ROWS = 1000;

/** PGlite (no COPY from a stream): multi-row INSERTs of a thousand rows. */
export function insertWriter(tx: Db): UploadWriter {
  let batch: SQL[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await tx.execute(
      sql`INSERT INTO ${sql.raw(UPLOAD_TABLE)} (${sql.raw(uploadColumns.join(', '))}) VALUES ${sql.join(rows, sql`, `)}`,
    );
  };
  return {
    add(entry) {
      const values = cells(entry).map((value, index) =>
        uploadColumns[index] === 'date_of_birth' && value !== null ? sql`${value}::date` : sql`${value}`,
      );
      batch.push(sql`(${sql.join(values, sql`, `)})`);
      return batch.length >= INSERT_BATCH_ROWS;
    },
    flush,
    end: flush,
    abort() {
      batch = [];
      return Promise.resolve();
    },
  };
}

/** A staged value as its cell would read, for a valid row rejected at the end (a repeated MRN). */
const cellOf: Record<PatientImportColumn, string> = {
  mrn: 's.mrn',
  title: "coalesce(s.title, '')",
  first_name: 's.first_name',
  last_name: 's.last_name',
  date_of_birth: 's.date_of_birth::text',
  gender: "coalesce(s.gender, '')",
  email: "coalesce(s.email, '')",
  mobile: "coalesce(s.mobile, '')",
  language_preference: "coalesce(s.language_preference, '')",
  communication_preference: "coalesce(s.communication_preference, '')",
  email_consent: "coalesce(s.email_consent::text, '')",
  sms_consent: "coalesce(s.sms_consent::text, '')",
  opted_out: "coalesce(s.opted_out::text, '')",
  time_zone: "coalesce(s.time_zone, '')",
};

/**
 * A medical record number may appear once per file: every later valid row with an MRN seen on an
 * earlier line is rejected, its fields rebuilt in the file's column order. Done in the database, so
 * a file of millions of rows needs no set of MRNs in memory: one pass over the upload finds the
 * repeats. Answers how many there were.
 */
async function rejectRepeatedMrns(tx: Db, layout: ColumnLayout): Promise<number> {
  const fields = layout.header.map((name) => cellOf[columnKey(name) as PatientImportColumn] ?? "''");
  const result = await tx.execute(
    sql.raw(`UPDATE ${UPLOAD_TABLE} s SET
      reasons = jsonb_build_array(jsonb_build_object('code', 'mrn_duplicate_in_file',
        'params', jsonb_build_object('column', 'mrn', 'first_line', r.first_line))),
      fields = jsonb_build_array(${fields.join(', ')})
    FROM (
      SELECT line, min(line) OVER (PARTITION BY mrn) AS first_line FROM ${UPLOAD_TABLE} WHERE reasons IS NULL
    ) r
    WHERE s.line = r.line AND r.line > r.first_line
    RETURNING 1`),
  );
  return rowsOf(result).length;
}

/**
 * Moves the upload into the tenant's tables: rejected rows (repeated MRNs among them) to the rejects,
 * valid ones to staging, each looked up once among the patients. Answers how many rows repeated an
 * MRN and what committing would do now.
 */
export async function moveUpload(
  tx: Db,
  tenantId: number,
  importId: string,
  layout: ColumnLayout,
): Promise<{ repeated: number; forecast: Forecast }> {
  const repeated = await rejectRepeatedMrns(tx, layout);
  await tx.execute(sql`
    INSERT INTO patient_import_rejects (tenant_id, import_id, line, reasons, fields)
    SELECT ${tenantId}, ${importId}::uuid, line, reasons, fields
    FROM ${sql.raw(UPLOAD_TABLE)} WHERE reasons IS NOT NULL`);
  const [counts] = rowsOf<{ new_patients: number; updated_patients: number; unchanged_patients: number }>(
    await tx.execute(stageUploadQuery(tenantId, importId, UPLOAD_TABLE, stagedColumns)),
  );
  return {
    repeated,
    forecast: {
      newPatients: counts?.new_patients ?? 0,
      updatedPatients: counts?.updated_patients ?? 0,
      unchangedPatients: counts?.unchanged_patients ?? 0,
    },
  };
}
