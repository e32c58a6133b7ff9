import { expect, test } from '../fixtures.js';
import { StudioPage } from '../pages/StudioPage.js';
import { expectNoBlockingViolations } from '../support/axe.js';

const DEMO_CAMPAIGN = 'Heart failure: first weeks at home';

const DRAFTS = ['Asthma action plans', 'Heart failure, spring cohort'];

test('staff see their tenant’s campaigns, create one, clone one and find them again', async ({
  page,
  signIn,
}) => {
  await signIn('studioHome');
  const studio = new StudioPage(page);
  await studio.open();

  await test.step('the demo campaign is listed as active, its touchpoint published', async () => {
    const row = studio.row(DEMO_CAMPAIGN);
    await expect(row).toContainText('Active');
    await expect(row).toContainText('1 of 2 published');
    await expect(row).toContainText('Dana Demo');
    await expectNoBlockingViolations(page, 'studio home');
  });

  await test.step('a name that is too short is refused in the form; a good one opens the builder', async () => {
    await studio.create('A', '');
    await expect(studio.createDialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Use at least 2 characters/,
    );
    await expectNoBlockingViolations(page, 'create campaign, refused name');
    await studio.createDialog.getByRole('textbox', { name: 'Name' }).fill('Asthma action plans');
    await studio.createDialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/create\?campaign=\d+/);
  });

  await test.step('cloning the demo campaign adds a draft copy with its touchpoint', async () => {
    await studio.open();
    await studio.clone(DEMO_CAMPAIGN, 'Heart failure, spring cohort');
    const copy = studio.row('Heart failure, spring cohort');
    await expect(copy).toContainText('Draft');
    await expect(copy).toContainText('0 of 2 published');
  });

  await test.step('search and the status filter narrow the list', async () => {
    await studio.search.fill('asthma');
    await expect.poll(() => studio.names()).toEqual(['Asthma action plans']);
    await studio.search.fill('');
    await studio.status.selectOption({ label: 'Active' });
    // Other tests publish campaigns of the demo tenant too: the drafts made here are what must go.
    await expect
      .poll(async () => {
        const names = await studio.names();
        return names.includes(DEMO_CAMPAIGN) && !names.some((name) => DRAFTS.includes(name));
      })
      .toBe(true);
  });
});

test('a staff member of another tenant sees none of the demo tenant’s campaigns', async ({
  page,
  signIn,
}) => {
  await signIn('studioOther');
  const studio = new StudioPage(page);
  await studio.open();
  await expect(studio.main.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await expect(studio.main).not.toContainText(DEMO_CAMPAIGN);
});
