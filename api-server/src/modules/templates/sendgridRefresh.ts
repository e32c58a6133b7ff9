import { defaultLanguage } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../content/richText.js';
import { rowsOf } from '../../db/rowsOf.js';
import type { SendgridTemplate } from '../../integrations/sendgrid/sendgridClient.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { sendgridImportKey, type IntegrationDeps } from '../integrations/service.js';

export interface SendgridRefresh {
  updated: number;
  available: { sendgrid_id: string; name: string }[];
}

/**
 * Copies the active version of each of the library's SendGrid templates into its row (a SendGrid
 * template has one language: the default one), and lists the account's dynamic templates the library
 * does not have. Everything is read from SendGrid before anything is written, so a refused key or an
 * outage leaves the library as it was.
 */
export async function refreshSendgridTemplates(
  deps: IntegrationDeps,
  scope: TenantScope,
): Promise<SendgridRefresh> {
  const { key, linked } = await inTenant(deps, scope, async (tx) => ({
    key: await sendgridImportKey(tx, deps, scope.tenantId),
    linked: rowsOf<{ id: string | number; sendgrid_id: string }>(
      await tx.execute(sql`
        SELECT id, sendgrid_id FROM email_templates
        WHERE tenant_id = ${scope.tenantId} AND sendgrid_id IS NOT NULL ORDER BY id`),
    ),
  }));
  const client = deps.clients.sendgrid(key);
  const listed = await client.listDynamicTemplates();
  const fetched: { id: number; template: SendgridTemplate }[] = [];
  for (const row of linked) {
    const template = await client.getTemplate(row.sendgrid_id);
    // A template deleted at SendGrid, or one without an active version, keeps its last copy.
    if (template?.activeVersion) fetched.push({ id: Number(row.id), template });
  }
  const now = deps.clock.now();
  await inTenant(deps, scope, async (tx) => {
    for (const { id, template } of fetched) {
      const version = template.activeVersion;
      if (!version) continue;
      const localized = (text: string) => JSON.stringify(text === '' ? {} : { [defaultLanguage]: text });
      await tx.execute(sql`
        UPDATE email_templates SET subject = ${localized(version.subject)}::jsonb,
          html = ${localized(sanitizeRichText(version.htmlContent))}::jsonb,
          text = ${localized(version.plainContent)}::jsonb, synced_at = ${now}, updated_at = ${now}
        WHERE tenant_id = ${scope.tenantId} AND id = ${id}`);
    }
    await audit(tx, deps, scope, 'sendgrid_templates_refreshed', { updated: fetched.length });
  });
  const inLibrary = new Set(linked.map((row) => row.sendgrid_id));
  return {
    updated: fetched.length,
    available: listed
      .filter((template) => !inLibrary.has(template.id.toLowerCase()))
      .map((template) => ({ sendgrid_id: template.id, name: template.name })),
  };
}
