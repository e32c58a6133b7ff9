import type { TemplateBase, TemplateKind } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { staffName } from '../../db/staffName.js';
import type { PagePosition } from './pageToken.js';
import type { TemplateTable } from './templateTables.js';

/** A stored template: the fields every kind has, and its whole row for the kind to read its content from. */
export interface TemplateRow {
  base: TemplateBase;
  /** Where a list continues after this row. */
  position: PagePosition;
  row: Record<string, unknown>;
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();
const tableOf = (table: TemplateTable<unknown>) => sql.identifier(table.tableName);

// A LEFT JOIN, so that a template stays listed after its author has left the tenant (whose staff
// are all the runtime role may read); it is then credited to nobody by name.
const select = (table: TemplateTable<unknown>) => sql`
  SELECT t.*, ${staffName('u')} AS creator_name
  FROM ${tableOf(table)} t LEFT JOIN staff_users u ON u.id = t.created_by`;

function toRow(row: Record<string, unknown>): TemplateRow {
  const id = Number(row.id);
  return {
    base: {
      id,
      name: String(row.name),
      archived: row.archived_at !== null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      created_by: {
        id: Number(row.created_by),
        name: typeof row.creator_name === 'string' ? row.creator_name : '',
      },
    },
    position: { key: String(row.name_key), id },
    row,
  };
}

export interface TemplateListOptions {
  includeArchived: boolean;
  /** Part of the name, in any case. */
  search?: string | undefined;
  /** The last row of the previous page. */
  after?: PagePosition | undefined;
  limit?: number | undefined;
}

/**
 * A tenant's templates of one kind by name, then id: keyset paging, so a page costs the same however
 * far into the list it is, and a template added or renamed meanwhile moves no other row across pages.
 * The name filter is a substring match; no index helps it, but it only runs through one tenant's
 * templates of one kind.
 */
export async function listTemplateRows(
  tx: Db,
  table: TemplateTable<unknown>,
  tenantId: number,
  options: TemplateListOptions,
): Promise<TemplateRow[]> {
  const filters: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  if (!options.includeArchived) filters.push(sql`t.archived_at IS NULL`);
  if (options.search) filters.push(sql`strpos(t.name_key, lower(${options.search}::text)) > 0`);
  if (options.after)
    filters.push(sql`(t.name_key, t.id) > (${options.after.key}::text, ${options.after.id}::bigint)`);
  const limit = options.limit === undefined ? sql`` : sql` LIMIT ${options.limit}`;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`${select(table)} WHERE ${sql.join(filters, sql` AND `)} ORDER BY t.name_key, t.id${limit}`,
    ),
  );
  return rows.map(toRow);
}

export async function findTemplateRow(
  tx: Db,
  table: TemplateTable<unknown>,
  tenantId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TemplateRow | null> {
  if (options.lock)
    await tx.execute(
      sql`SELECT 1 FROM ${tableOf(table)} WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`,
    );
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${select(table)} WHERE t.tenant_id = ${tenantId} AND t.id = ${id}`),
  );
  return rows[0] ? toRow(rows[0]) : null;
}

const assignments = (columns: Record<string, SQL>) =>
  Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);

export async function insertTemplate(
  tx: Db,
  table: TemplateTable<unknown>,
  values: { tenantId: number; name: string; columns: Record<string, SQL>; userId: number; at: Date },
): Promise<number> {
  const names = Object.keys(values.columns).map((column) => sql.identifier(column));
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO ${tableOf(table)} (tenant_id, name, created_by, created_at, updated_at, ${sql.join(names, sql`, `)})
      VALUES (${values.tenantId}, ${values.name}, ${values.userId}, ${values.at}, ${values.at},
              ${sql.join(Object.values(values.columns), sql`, `)})
      RETURNING id`),
  );
  if (!rows[0]) throw new Error('Template was not created');
  return Number(rows[0].id);
}

/** Saves a template's name, archived state and content columns (given ones only). */
export async function updateTemplate(
  tx: Db,
  table: TemplateTable<unknown>,
  tenantId: number,
  id: number,
  values: { name: string; archived: boolean; columns: Record<string, SQL>; at: Date },
): Promise<void> {
  // Archiving again keeps the first time it was archived.
  const archivedAt = values.archived ? sql`coalesce(archived_at, ${values.at})` : sql`NULL`;
  const set = [
    sql`name = ${values.name}`,
    sql`archived_at = ${archivedAt}`,
    sql`updated_at = ${values.at}`,
    ...assignments(values.columns),
  ];
  await tx.execute(sql`
    UPDATE ${tableOf(table)} SET ${sql.join(set, sql`, `)} WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

/** Which of these templates exist in the tenant (archived ones included). */
export async function existingTemplates(
  tx: Db,
  tenantId: number,
  wanted: { table: TemplateTable<unknown>; id: number }[],
): Promise<Set<TemplateKind>> {
  if (wanted.length === 0) return new Set();
  const lookups = wanted.map(
    ({ table, id }) =>
      sql`SELECT ${table.kind}::text AS kind FROM ${tableOf(table)} WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
  const rows = rowsOf<{ kind: TemplateKind }>(await tx.execute(sql.join(lookups, sql` UNION ALL `)));
  return new Set(rows.map((row) => row.kind));
}
