import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.js';

/** Everything stored for one tenant, as comparable text: rows by table, plus object files by path. */
export type TenantSnapshot = Record<string, string[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table with a `tenant_id` column, read from the catalogue so new tables are included unasked. */
export async function tenantTables(db: Database): Promise<string[]> {
  const rows = await db.queryAsOwner<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function rowsAsText(db: Database, query: string, tenantId: number): Promise<string[]> {
  const rows = await db.queryAsOwner<{ row: string }>(query, [tenantId]);
  return rows.map((row) => row.row).sort();
}

/** sha-256 of every object file under the tenant's folder of the local object store. */
async function objectFiles(storageDir: string, tenantId: number): Promise<string[]> {
  const folder = path.join(storageDir, String(tenantId));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const hashed = await Promise.all(
    files.map(
      async (file) =>
        `${path.relative(storageDir, file)} ${createHash('sha256')
          .update(await readFile(file))
          .digest('hex')}`,
    ),
  );
  return hashed.sort();
}

/**
 * The tenant's row, every row carrying its `tenant_id`, its staff members' accounts and its stored
 * files, read as the connection user (past row-level security).
 */
export async function snapshotTenant(
  db: Database,
  tenantId: number,
  storageDir: string,
): Promise<TenantSnapshot> {
  const snapshot: TenantSnapshot = {
    tenants: await rowsAsText(db, 'SELECT to_jsonb(r)::text AS row FROM tenants r WHERE r.id = $1', tenantId),
    staff_users: await rowsAsText(
      db,
      `SELECT to_jsonb(u)::text AS row FROM staff_users u
       WHERE u.id IN (SELECT m.user_id FROM staff_memberships m WHERE m.tenant_id = $1)`,
      tenantId,
    ),
    'object files': await objectFiles(storageDir, tenantId),
  };
  for (const table of await tenantTables(db)) {
    snapshot[table] = await rowsAsText(
      db,
      `SELECT to_jsonb(r)::text AS row FROM ${quote(table)} r WHERE r.tenant_id = $1`,
      tenantId,
    );
  }
  return snapshot;
}

/**
 * Every row of every table (sessions, sign-in attempts and the audit log included) and every stored
 * file, read as the connection user: what a request that must change nothing is checked against.
 */
export async function snapshotDatabase(db: Database, storageDir: string): Promise<TenantSnapshot> {
  const tables = await db.queryAsOwner<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const snapshot: TenantSnapshot = {};
  for (const { table_name: table } of tables) {
    const rows = await db.queryAsOwner<{ row: string }>(
      `SELECT to_jsonb(r)::text AS row FROM ${quote(table)} r`,
    );
    snapshot[table] = rows.map((row) => row.row).sort();
  }
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  snapshot['object files'] = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return snapshot;
}
