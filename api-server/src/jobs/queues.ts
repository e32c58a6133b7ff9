import type { QueuePolicy } from 'pg-boss';

/** The schema pg-boss keeps its tables in; created by the migration step, never by a request. */
export const JOB_SCHEMA = 'pgboss';

/** The `application_name` of the queue's own connections on PostgreSQL, to tell them apart. */
export const JOB_APPLICATION_NAME = 'outreach-jobs';

/** A queue of the platform. Created with the schema, as the owner, so the runtime role needs no DDL. */
export interface QueueDefinition {
  name: string;
  policy: QueuePolicy;
}

/**
 * Every queue the platform uses. Payloads carry ids only, never patient data: the job tables have no
 * row-level security and are read by every worker.
 */
export const jobQueues = {
  /** One at a time per tenant (the job's singleton key is the tenant), any number waiting. */
  patientImportCommit: { name: 'patient-import-commit', policy: 'singleton' },
  /** A send's audience written into the ledger, at the send's time. */
  deliveryPrepare: { name: 'delivery-prepare', policy: 'standard' },
  /** Hands a send's due messages over; one waiting and one running per send (the singleton key). */
  deliveryDispatch: { name: 'delivery-dispatch', policy: 'stately' },
  /** A report's CSV file written into the object store; any number at once. */
  reportExport: { name: 'report-export', policy: 'standard' },
} as const satisfies Record<string, QueueDefinition>;
