import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Violations that block a user: axe's `serious` and `critical`. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is now and fails on serious or critical violations.
 * Frames sandboxed without scripts (the studio's e-mail preview) are left out: axe cannot run inside
 * them and would wait for them forever; what they show is the e-mail, not the page.
 */
export async function expectNoBlockingViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('iframe[sandbox]')
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `serious or critical axe violations on ${screen}`).toEqual([]);
}
