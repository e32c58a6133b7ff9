/**
 * One lock for every process setting up the same database (migrations, the job queue's grants), taken
 * at the start of each set-up transaction: workers started at once apply each step once, in turn,
 * where two concurrent GRANTs on one object fail with "tuple concurrently updated".
 */
export const migrationLock = 'SELECT pg_advisory_xact_lock(7253100421);';
