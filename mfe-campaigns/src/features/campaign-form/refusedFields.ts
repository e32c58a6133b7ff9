import { isApiError } from '@outreach/shared-ui';

/** The fields of the campaign forms, named as the request body names them. */
export type CampaignField = 'name' | 'description' | 'ends_on';

const fields: readonly CampaignField[] = ['name', 'description', 'ends_on'];

function isCampaignField(name: string): name is CampaignField {
  return (fields as readonly string[]).includes(name);
}

/**
 * The fields a VALIDATION_FAILED refusal names (details at `body.<field>`); none for any other
 * error. Which fields, not the server's English wording: the form words each problem itself.
 */
export function refusedFields(error: unknown): ReadonlySet<CampaignField> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return new Set();
  const named = (error.details ?? [])
    .map((detail) => detail.path.replace(/^body\./, '').split('.')[0] ?? '')
    .filter(isCampaignField);
  return new Set(named);
}
