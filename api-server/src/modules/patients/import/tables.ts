import type { PatientImportRowReason } from '@outreach/shared-contracts';
import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One upload and what became of it (migration 0005). */
export const patientImports = pgTable('patient_imports', {
  id: uuid('id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  createdBy: integer('created_by'),
  cohortId: bigint('cohort_id', { mode: 'number' }),
  state: text('state').$type<'dry_run_ready' | 'importing' | 'done' | 'failed'>().notNull(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  rejectedRows: integer('rejected_rows').notNull(),
  newPatients: integer('new_patients').notNull(),
  updatedPatients: integer('updated_patients').notNull(),
  unchangedPatients: integer('unchanged_patients').notNull(),
  processed: integer('processed').notNull(),
  /** Why the import failed: a code of `patientImportFailureCodes`. */
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The queue's job of the running or last commit (migration 0010). */
  jobId: uuid('job_id'),
});

export type PatientImportRow = typeof patientImports.$inferSelect;

/** Rejected rows: line, reasons (codes with parameters) and the fields as uploaded. */
export const patientImportRejects = pgTable('patient_import_rejects', {
  tenantId: integer('tenant_id').notNull(),
  importId: uuid('import_id').notNull(),
  line: integer('line').notNull(),
  reasons: jsonb('reasons').$type<PatientImportRowReason[]>().notNull(),
  fields: jsonb('fields').$type<string[]>().notNull(),
});
