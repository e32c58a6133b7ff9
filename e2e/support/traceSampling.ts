import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Makes every page load of the test continue a trace whose random sampling value is known, the way
 * a server that renders the page hands its trace to the browser SDK: `sentry-trace` and `baggage`
 * meta tags, with no sampling decision of their own. The SDK then compares that value with its
 * configured trace sample rate, so a test can tell which side of the rate a page load falls.
 *
 * The tags are added by an init script rather than by rewriting the served page: a page answered
 * by the test runner has no address, and Chromium then refuses its calls to the local servers.
 * They are in place before the SDK starts, which waits for the runtime config.
 */
export async function continueTraceWithSampleRand(page: Page, sampleRand: number): Promise<void> {
  const traceparent = `${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}`;
  await page.addInitScript(
    ({ trace, baggage }) => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const [name, content] of [
          ['sentry-trace', trace],
          ['baggage', baggage],
        ] as const) {
          const meta = document.createElement('meta');
          meta.name = name;
          meta.content = content;
          document.head.append(meta);
        }
      });
    },
    { trace: traceparent, baggage: `sentry-sample_rand=${sampleRand}` },
  );
}
