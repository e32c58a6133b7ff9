import { expect, test } from '../fixtures.js';
import { remoteAreas } from '../pages/ShellPage.js';

/** Libraries that must exist once per page, however many remotes are loaded (ARCHITECTURE §3). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'jotai',
  'swr',
  'styled-components',
  'i18next',
  'react-i18next',
  '@outreach/shared-ui',
] as const;

/** What React, styled-components and the federation runtime print when a second copy is in play. */
const DUPLICATE_WARNINGS = [
  /several instances/i,
  /multiple instances/i,
  /Invalid hook call/i,
  /more than one copy of React/i,
  /of shared singleton module .* does not satisfy/i,
];

interface ShareSummary {
  /** Registered versions of the package, across every federation instance on the page. */
  versions: string[];
  /** Distinct registrations that were loaded (or are loading): the copies in use. */
  inUse: { version: string; from: string; useIn: string[] }[];
}

test('every shared singleton is loaded once, and no duplicate-instance warning is printed', async ({
  page,
  shell,
  signIn,
  consoleMessages,
}) => {
  await signIn('shared');

  await test.step('every remote area is visited, so every remote has loaded its shared modules', async () => {
    for (const area of remoteAreas) {
      await shell.openArea(area);
      await expect(shell.areaHeading(area)).toBeVisible();
    }
  });

  await test.step('the patient remote is visited inside the host too', async () => {
    // A client-side navigation keeps the page, and with it everything loaded so far.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/i/e2e-shared-check');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.navigation).toHaveCount(0);
  });

  const share = await test.step('read globalThis.__FEDERATION__.__SHARE__', async () =>
    page.evaluate((names: readonly string[]) => {
      interface SharedEntry {
        version: string;
        from: string;
        useIn?: string[];
        loaded?: boolean;
        loading?: unknown;
      }
      type ScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, ScopeMap> } })
        .__FEDERATION__;
      const instances = federation?.__SHARE__ ?? {};
      const summary: Record<
        string,
        { versions: string[]; inUse: { version: string; from: string; useIn: string[] }[] }
      > = {};
      for (const name of names) {
        const versions = new Set<string>();
        // The same registration is reachable from several instances: count objects, not paths.
        const inUse = new Set<SharedEntry>();
        for (const scopes of Object.values(instances)) {
          for (const packages of Object.values(scopes)) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              versions.add(version);
              if (entry.loaded === true || (entry.loading !== null && entry.loading !== undefined))
                inUse.add(entry);
            }
          }
        }
        summary[name] = {
          versions: [...versions],
          inUse: [...inUse].map((entry) => ({
            version: entry.version,
            from: entry.from,
            useIn: [...(entry.useIn ?? [])],
          })),
        };
      }
      return { instanceNames: Object.keys(instances), summary };
    }, SINGLETONS));

  await test.step('each singleton has exactly one copy in use', () => {
    // Instances are named `<federation name>:<version>`.
    expect(
      share.instanceNames.some((name) => name.split(':')[0] === 'host_shell'),
      `the host among the federation instances ${share.instanceNames.join(', ')}`,
    ).toBe(true);
    const copies = Object.fromEntries(
      Object.entries(share.summary as Record<string, ShareSummary>).map(([name, entry]) => [
        name,
        entry.inUse.length,
      ]),
    );
    expect(copies).toEqual(Object.fromEntries(SINGLETONS.map((name) => [name, 1])));
    for (const name of SINGLETONS) {
      const used = share.summary[name]?.inUse ?? [];
      expect(new Set(used.map((entry) => entry.version)).size, `${name}: versions in use`).toBe(1);
    }
  });

  await test.step('the console has no duplicate-instance warnings', () => {
    const offending = consoleMessages
      .filter((message) => message.type() === 'warning' || message.type() === 'error')
      .map((message) => message.text())
      .filter((text) => DUPLICATE_WARNINGS.some((pattern) => pattern.test(text)));
    expect(offending).toEqual([]);
  });
});
