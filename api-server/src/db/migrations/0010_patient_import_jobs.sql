-- The commit of a patient import runs as a job of the queue (pg-boss, schema pgboss, installed after
-- these migrations). The import keeps the id of its job, so its status can say whether the job still
-- waits, runs, or is over without ever finishing the import (its worker gave up).
ALTER TABLE patient_imports ADD COLUMN job_id uuid;
GRANT UPDATE (job_id) ON patient_imports TO app_runtime;
