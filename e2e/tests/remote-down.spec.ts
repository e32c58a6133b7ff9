import { expect, test } from '../fixtures.js';
import { remoteAreas, type RemoteArea } from '../pages/ShellPage.js';
import type { UserKey } from '../support/users.js';

interface DownCase {
  remote: string;
  port: number;
  user: UserKey;
  /** Where the missing remote would render. */
  downPaths: string[];
}

const cases: DownCase[] = [
  { remote: 'mfe_campaigns', port: 3001, user: 'downCampaigns', downPaths: ['/create', '/studio-landing'] },
  { remote: 'mfe_contacts', port: 3002, user: 'downContacts', downPaths: ['/contacts'] },
  {
    remote: 'mfe_reports_libraries',
    port: 3003,
    user: 'downReportsLibraries',
    downPaths: ['/reports', '/libraries'],
  },
  { remote: 'mfe_patient', port: 3004, user: 'downPatient', downPaths: ['/i/e2e-link'] },
  { remote: 'mfe_avs', port: 3005, user: 'downAvs', downPaths: ['/avs'] },
];

/** "Within seconds": the retry plugin's backoff included. */
const UNAVAILABLE_WITHIN_MS = 6_000;

for (const down of cases) {
  test(`with ${down.remote} unreachable the shell and the other areas work and its area says it is unavailable`, async ({
    page,
    shell,
    signIn,
  }) => {
    await test.step(`nothing on port ${down.port} can be fetched: its mf-manifest.json first of all`, async () => {
      await page.route(`http://localhost:${down.port}/**`, (route) => route.abort('connectionrefused'));
    });

    await signIn(down.user);

    const working = remoteAreas.filter((area) => !down.downPaths.includes(area.path));
    for (const area of working) {
      await test.step(`${area.path} still renders '${area.heading}'`, async () => {
        await shell.openArea(area);
        await expect(shell.areaHeading(area)).toBeVisible();
      });
    }

    for (const path of down.downPaths) {
      await test.step(`${path} says its area is unavailable within seconds`, async () => {
        const area: RemoteArea | undefined = remoteAreas.find((candidate) => candidate.path === path);
        if (area) await shell.openArea(area);
        else await page.goto(path);
        await expect(page.getByRole('alert').filter({ hasText: 'This area is unavailable' })).toBeVisible({
          timeout: UNAVAILABLE_WITHIN_MS,
        });
        if (area) await shell.expectSignedIn();
      });
    }

    await test.step('the shell keeps working: the user menu opens and another area loads', async () => {
      const other = working[0];
      if (!other) throw new Error('no working area');
      if (!(await shell.navigation.isVisible())) await page.goto('/');
      await shell.userMenuButton.click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await shell.openArea(other);
      await expect(shell.areaHeading(other)).toBeVisible();
    });
  });
}
