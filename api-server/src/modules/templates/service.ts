import {
  DUPLICATE_TEMPLATE_MESSAGE,
  templateKinds,
  type TemplateBase,
  type TemplateKind,
  type TemplateUse,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { databaseError } from '../../db/errors.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import type { ClaimDeps } from '../uploads/claim.js';
import { decodePageToken, encodePageToken } from './pageToken.js';
import * as repo from './repository.js';
import { templateTables, type TemplateTable } from './templateTables.js';

/**
 * The template library. A touchpoint holds a COPY of a template's content, with the template's id as
 * the section's `template_id` (its origin): so a published version is already a snapshot, and
 * editing or archiving a template changes neither it nor a draft that copied the template. What the
 * library keeps is where each template was used, read from those origins.
 */

/** The touchpoints whose content names a template as its origin; the campaigns module answers it. */
export type TemplateUsesLookup = (
  tx: Db,
  kind: TemplateKind,
  tenantId: number,
  id: number,
) => Promise<TemplateUse[]>;

export type TemplateDeps = TenancyDeps & ClaimDeps & { templateUses: TemplateUsesLookup };
export type Template<Fields> = TemplateBase & Fields;
export type TemplateDetail<Fields> = Template<Fields> & { used_by: TemplateUse[] };

/** A name (or SendGrid id) the kind already has in the tenant, in any case, is reported at its field. */
async function withUniqueNames<T>(table: TemplateTable<unknown>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === '23505' && constraint === `${table.tableName}_name_key`) {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.name', message: DUPLICATE_TEMPLATE_MESSAGE },
      ]);
    }
    if (code === '23505' && constraint === 'email_templates_sendgrid_key') {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.sendgrid_id', message: 'This SendGrid template is already in the library.' },
      ]);
    }
    throw error;
  }
}

const templateOf = <Fields>(table: TemplateTable<Fields>, row: repo.TemplateRow): Template<Fields> => ({
  ...row.base,
  ...table.read(row.row),
});

async function detail<Fields>(
  tx: Db,
  deps: TemplateDeps,
  table: TemplateTable<Fields>,
  scope: TenantScope,
  id: number,
): Promise<TemplateDetail<Fields>> {
  const row = await repo.findTemplateRow(tx, table, scope.tenantId, id);
  if (!row) throw new ApiError('NOT_FOUND');
  return {
    ...templateOf(table, row),
    used_by: await deps.templateUses(tx, table.kind, scope.tenantId, id),
  };
}

const saveContext = (tx: Db, deps: TemplateDeps, scope: TenantScope) => ({
  tx,
  deps,
  tenantId: scope.tenantId,
  userId: scope.userId,
});

export interface TemplateListQuery {
  archived: boolean;
  search_term?: string | undefined;
  /** Absent: the whole list, in one answer. */
  page_size?: number | undefined;
  page_token?: string | undefined;
}

/** A kind's templates by name; with a page size, a page and the token of the next one. */
export function listTemplates<Fields>(
  deps: TemplateDeps,
  scope: TenantScope,
  table: TemplateTable<Fields>,
  query: TemplateListQuery,
): Promise<{ results: Template<Fields>[]; next_page_token: string | null }> {
  const after = query.page_token === undefined ? undefined : decodePageToken(query.page_token);
  return inTenant(deps, scope, async (tx) => {
    const rows = await repo.listTemplateRows(tx, table, scope.tenantId, {
      includeArchived: query.archived,
      search: query.search_term,
      after,
      // One row more than the page says whether another page follows.
      limit: query.page_size === undefined ? undefined : query.page_size + 1,
    });
    const page = query.page_size === undefined ? rows : rows.slice(0, query.page_size);
    const last = page.at(-1);
    return {
      results: page.map((row) => templateOf(table, row)),
      next_page_token: rows.length > page.length && last ? encodePageToken(last.position) : null,
    };
  });
}

export function getTemplate<Fields>(
  deps: TemplateDeps,
  scope: TenantScope,
  table: TemplateTable<Fields>,
  id: number,
): Promise<TemplateDetail<Fields>> {
  return inTenant(deps, scope, (tx) => detail(tx, deps, table, scope, id));
}

export function createTemplate<Fields>(
  deps: TemplateDeps,
  scope: TenantScope,
  table: TemplateTable<Fields>,
  values: { name: string; fields: Fields },
): Promise<TemplateDetail<Fields>> {
  return withUniqueNames(table, () =>
    inTenant(deps, scope, async (tx) => {
      const fields = await table.prepare(values.fields, saveContext(tx, deps, scope));
      const id = await repo.insertTemplate(tx, table, {
        tenantId: scope.tenantId,
        name: values.name,
        columns: table.columns(fields),
        userId: scope.userId,
        at: deps.clock.now(),
      });
      await audit(tx, deps, scope, 'template_created', { kind: table.kind, template_id: id });
      return detail(tx, deps, table, scope, id);
    }),
  );
}

/** What an update changes; what it leaves out stays as it is. */
export interface TemplateChange<Fields> {
  name?: string | undefined;
  archived?: boolean | undefined;
  fields?: { [K in keyof Fields]?: Fields[K] | undefined };
}

export function updateTemplate<Fields>(
  deps: TemplateDeps,
  scope: TenantScope,
  table: TemplateTable<Fields>,
  id: number,
  change: TemplateChange<Fields>,
): Promise<TemplateDetail<Fields>> {
  return withUniqueNames(table, () =>
    inTenant(deps, scope, async (tx) => {
      const row = await repo.findTemplateRow(tx, table, scope.tenantId, id, { lock: true });
      if (!row) throw new ApiError('NOT_FOUND');
      const given = Object.entries(change.fields ?? {}).filter(([, value]) => value !== undefined);
      // Content is only rewritten (and its uploads claimed) when the change has some.
      const columns =
        given.length === 0
          ? {}
          : table.columns(
              await table.prepare(
                { ...table.read(row.row), ...(Object.fromEntries(given) as Partial<Fields>) },
                saveContext(tx, deps, scope),
              ),
            );
      await repo.updateTemplate(tx, table, scope.tenantId, id, {
        name: change.name ?? row.base.name,
        archived: change.archived ?? row.base.archived,
        columns,
        at: deps.clock.now(),
      });
      await audit(tx, deps, scope, 'template_updated', { kind: table.kind, template_id: id });
      return detail(tx, deps, table, scope, id);
    }),
  );
}

/** A new template of the same content (archived or not, the copy is not) under another name. */
export function cloneTemplate<Fields>(
  deps: TemplateDeps,
  scope: TenantScope,
  table: TemplateTable<Fields>,
  id: number,
  name: string,
): Promise<TemplateDetail<Fields>> {
  return withUniqueNames(table, () =>
    inTenant(deps, scope, async (tx) => {
      const source = await repo.findTemplateRow(tx, table, scope.tenantId, id);
      if (!source) throw new ApiError('NOT_FOUND');
      const fields = await table.prepare(table.read(source.row), saveContext(tx, deps, scope));
      const copy = await repo.insertTemplate(tx, table, {
        tenantId: scope.tenantId,
        name,
        columns: table.columns(fields),
        userId: scope.userId,
        at: deps.clock.now(),
      });
      await audit(tx, deps, scope, 'template_cloned', { kind: table.kind, template_id: copy, source_id: id });
      return detail(tx, deps, table, scope, copy);
    }),
  );
}

/**
 * Refuses touchpoint content whose sections name, as their origin, a template that is not one of
 * that kind in the tenant (another tenant's, unknown, or of another kind), at the section's
 * `template_id`. Archived templates are still valid origins: a draft that copied one before it was
 * archived can still be saved. Runs in the caller's transaction.
 */
export async function checkTemplateOrigins(
  tx: Db,
  tenantId: number,
  content: TouchpointContent,
): Promise<void> {
  const origins: Record<TemplateKind, number | null> = {
    landing_page: content.landing_page.template_id,
    email: content.email.template_id,
    sms: content.sms.template_id,
    survey: content.survey?.template_id ?? null,
  };
  const named = templateKinds.flatMap((kind) => {
    const id = origins[kind];
    return id === null ? [] : [{ kind, id, table: templateTables[kind] }];
  });
  // An id past what the database can hold names no template; it is not looked up.
  const found = await repo.existingTemplates(
    tx,
    tenantId,
    named.filter(({ id }) => Number.isSafeInteger(id)),
  );
  const unknown = named.filter(({ kind }) => !found.has(kind));
  if (unknown.length > 0) {
    throw new ApiError(
      'VALIDATION_FAILED',
      undefined,
      unknown.map(({ kind }) => ({
        path: `body.content.${kind}.template_id`,
        message: 'Choose a template of your library.',
      })),
    );
  }
}
