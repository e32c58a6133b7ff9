import { z } from 'zod';
import { staffRef, tenantErrors, verboseFlag } from './studioCommon.js';

/**
 * The template library: named, reusable content for the parts of a touchpoint. A touchpoint holds a
 * COPY of a template's content (the studio copies it in and records the template's id as the
 * section's `template_id`, its origin), never a live link: editing or archiving a template changes
 * neither a draft that copied it nor any published version, which froze its own copy. The library
 * only knows where each template was used.
 */

/** The kinds of template, named like the touchpoint content section each fills. */
export const templateKinds = ['landing_page', 'email', 'sms', 'survey'] as const;
export type TemplateKind = (typeof templateKinds)[number];

export const TEMPLATE_NAME_MAX = 200;
/** Names are unique per kind in a tenant, whatever their case. */
export const DUPLICATE_TEMPLATE_MESSAGE = 'A template with this name already exists.';

export const templateName = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters.')
  .max(TEMPLATE_NAME_MAX, `Use at most ${TEMPLATE_NAME_MAX} characters.`);

/** What every template answer has besides its content. */
export const templateBase = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Archived templates leave the lists (unless asked for) but stay valid origins of touchpoints. */
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: staffRef,
});
export type TemplateBase = z.infer<typeof templateBase>;

/** A touchpoint whose current draft or one of whose published versions names the template as its origin. */
export const templateUse = z.object({
  touchpoint_id: z.number().int().positive(),
  touchpoint_name: z.string(),
  campaign_id: z.number().int().positive(),
});
export type TemplateUse = z.infer<typeof templateUse>;

/** The detail of one template adds where it is used. */
export const templateUsage = { used_by: z.array(templateUse) };

/** `archived=true` lists archived templates too; true or false, like the studio's `verbose`. */
export const templateListQuery = z.strictObject({ archived: verboseFlag });

/** Changes of a template: at least one field. */
export const someChange = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);
export const someChangeMessage = 'Send at least one field to change.';

/** True when no key is used twice. */
export function keysAreUnique(keys: string[]): boolean {
  return new Set(keys).size === keys.length;
}

/** Creating takes no id, so nothing can be missing. */
export const createTemplateErrors = [...tenantErrors, 'CSRF_FAILED'] as const;

/** A rich landing page or e-mail in all 21 languages fits; the same limit as a touchpoint's save. */
export const TEMPLATE_BODY_LIMIT = 2_097_152;
