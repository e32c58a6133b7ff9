import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { recordId } from './patientFields.js';
import { idParams, writeErrors } from './studioCommon.js';

export const testLink = z.object({
  /** The patient page address; it opens like any link, but its visits count in no result. */
  url: z.string(),
  expires_at: z.string(),
  patient: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    /** YYYY-MM-DD: the page asks for it, and the staff who made the link may read it in Contacts. */
    date_of_birth: z.string(),
  }),
});
export type TestLink = z.infer<typeof testLink>;

export const createTouchpointTestLink = defineRoute({
  ...endpoints.createTouchpointTestLink,
  summary:
    'Makes a test link of a published touchpoint for one of the tenant’s patients: the link opens the ' +
    'patient page as a delivered message would, and is kept out of every metric. With `email_to_me` the ' +
    'link is also e-mailed to the signed-in staff member as the patient’s e-mail would be, marked as a test ' +
    '(with the patient’s initials, never their name or date of birth).',
  params: idParams,
  body: z.strictObject({ patient_id: recordId, email_to_me: z.boolean().default(false) }),
  response: testLink,
  successStatus: 201,
  errors: [...writeErrors, 'NOT_PUBLISHED', 'EMAIL_SEND_FAILED'],
  bodyLimit: 4096,
});
