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
    // Requests, breadcrumbs and spans can carry patient data; nothing personal is attached by default.
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    // Interaction timings are sent as spans of their own, outside any transaction.
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return true;
}
