// Test-only: a touchpoint the mocked API keeps between calls, as the server does: a save is checked
// by the contract's own schema, refused with field details like the server's, or stored.
import { routes, type Touchpoint } from '@outreach/shared-contracts';
import { mockApi, refusal, type ApiReplies, type RecordedRequest } from '@outreach/shared-ui/testing';
import { fluCampaign, makeDetail } from './fixtures';
import { makeTouchpointSummary } from './touchpointFixtures';

export interface TouchpointServer {
  requests: RecordedRequest[];
  /** The touchpoint as the server holds it now. */
  stored: () => Touchpoint;
}

/** Serves `initial` (in campaign 11) to the editor and keeps every save it accepts. */
export function touchpointServer(initial: Touchpoint, extra: ApiReplies = {}): TouchpointServer {
  const schema = routes.updateTouchpoint.body;
  if (!schema) throw new Error('A touchpoint save takes a body.');
  let stored = initial;
  const requests = mockApi({
    getCampaign: () => ({
      body: {
        ...makeDetail(fluCampaign),
        touchpoints: [makeTouchpointSummary(stored.id, { name: stored.name, revision: stored.revision })],
      },
    }),
    getTouchpoint: () => ({ body: stored }),
    updateTouchpoint: (request) => {
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        return refusal(
          'VALIDATION_FAILED',
          parsed.error.issues.map((issue) => ({
            path: ['body', ...issue.path].join('.'),
            message: issue.message,
          })),
        );
      }
      if (parsed.data.revision !== stored.revision) return refusal('STALE_WRITE');
      stored = {
        ...stored,
        name: parsed.data.name,
        content: parsed.data.content,
        revision: stored.revision + 1,
      };
      return { body: stored };
    },
    smsVariables: { body: { results: [{ name: 'first_name', sample: 'Maria' }] } },
    listLandingPageTemplates: { body: { results: [] } },
    ...extra,
  });
  return { requests, stored: () => stored };
}
