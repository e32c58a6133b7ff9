import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installJobQueue } from '../jobs/install.js';
import type { Database } from './client.js';
import { migrationLock } from './migrationLock.js';

/** Committed SQL migrations live in `src/db/migrations` and are read from there by both src and dist. */
export const migrationsDir = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

const bookkeeping = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE schema_migrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE schema_migrations FORCE ROW LEVEL SECURITY;
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = 'schema_migrations') THEN
    EXECUTE format('CREATE POLICY schema_migrations_migrator ON schema_migrations TO %I USING (true) WITH CHECK (true)', current_user);
  END IF;
END
$$;`;

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, then
 * installs or upgrades the job queue's schema (pg-boss keeps its own version bookkeeping) and makes
 * sure the runtime login signs in.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.execAsOwner(`${migrationLock}\n${bookkeeping}`);
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.queryAsOwner<{ name: string }>(
      'SELECT name FROM schema_migrations WHERE name = $1',
      [file],
    );
    if (done.length > 0) continue;
    const body = await readFile(path.join(migrationsDir, file), 'utf8');
    const name = file.replaceAll("'", "''");
    // Re-check under the lock: another process may have applied it since the read above.
    await db
      .execAsOwner(
        `${migrationLock}
DO $migrate$ BEGIN
  IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
    RAISE EXCEPTION 'already applied' USING ERRCODE = 'P0001', HINT = 'outreach-migration-skip';
  END IF;
END $migrate$;
${body}
INSERT INTO schema_migrations (name) VALUES ('${name}');`,
      )
      .then(
        () => applied.push(file),
        (error: unknown) => {
          if (error instanceof Error && error.message.includes('already applied')) return;
          throw error;
        },
      );
  }
  await installJobQueue(db);
  await db.provisionRuntimeLogin();
  return applied;
}
