import { ERROR_REPORTING } from '@outreach/shared-contracts/core';
import type { RuntimeConfig } from '@outreach/shared-ui';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrubEvent';

/**
 * Starts error reporting when the runtime config names a DSN. The SDK is loaded only then,
 * so deployments without reporting never download it. The host is the only place that calls init.
 */
export async function initSentry(config: RuntimeConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: ERROR_REPORTING.environment,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    replaysSessionSampleRate: ERROR_REPORTING.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_REPORTING.replaysOnErrorSampleRate,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: ERROR_REPORTING.maskAllText,
        blockAllMedia: ERROR_REPORTING.blockAllMedia,
      }),
    ],
    // Requests, breadcrumbs and spans can carry patient data: the SDK collects nothing personal of
    // its own accord (no user, cookies, headers, bodies, query strings or local variables).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    // A page load is sent as one transaction with its spans, each event passing through the scrubbers
    // below before it leaves the page.
    traceLifecycle: 'static',
    beforeSend: (event) => scrubEvent(event),
    // Under the static lifecycle this is the hook that sees a whole transaction, after every
    // processor of the SDK; it is deprecated only for the streamed lifecycle.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    beforeSendTransaction: (event) => scrubEvent(event),
    // Interaction timings are sent as spans of their own, outside any transaction.
    beforeSendSpan: Sentry.withStaticSpan((span) => scrubSpan(span)),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return true;
}
