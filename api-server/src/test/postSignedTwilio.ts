import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { twilioSignature } from '../integrations/twilio/twilioSignature.js';

/** Posts form fields to `path` as Twilio would, signed with `token` over the URL it calls at `apiBase`. */
export function postSignedTwilio(
  app: FastifyInstance,
  apiBase: string,
  path: string,
  fields: Record<string, string>,
  token: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `${apiBase}${path}`, fields),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
