import type { TemplateKind, TemplateUse } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';

const origin = (content: string, kind: TemplateKind, id: number) =>
  sql`${sql.raw(content)} -> ${kind}::text -> 'template_id' = to_jsonb(${id}::bigint)`;

/**
 * The touchpoints that copied a template: their draft content or a published version names it as
 * the origin of its section (the origin is all a copy keeps of its template). The template library
 * gets this function from the app, so the two modules never import each other.
 */
export async function touchpointsUsingTemplate(
  tx: Db,
  kind: TemplateKind,
  tenantId: number,
  id: number,
): Promise<TemplateUse[]> {
  const rows = rowsOf<{ id: string | number; name: string; campaign_id: string | number }>(
    await tx.execute(sql`
      SELECT t.id, t.name, t.campaign_id FROM touchpoints t
      WHERE t.tenant_id = ${tenantId} AND (${origin('t.content', kind, id)} OR EXISTS (
        SELECT 1 FROM touchpoint_versions v
        WHERE v.tenant_id = t.tenant_id AND v.touchpoint_id = t.id AND ${origin('v.content', kind, id)}))
      ORDER BY t.campaign_id, t.position`),
  );
  return rows.map((row) => ({
    touchpoint_id: Number(row.id),
    touchpoint_name: row.name,
    campaign_id: Number(row.campaign_id),
  }));
}
