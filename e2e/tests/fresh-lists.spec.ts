import { expect, test } from '../fixtures.js';
import { BuilderPage } from '../pages/BuilderPage.js';
import { ContactsPage } from '../pages/ContactsPage.js';
import { staffApi } from '../support/staffApi.js';

// The areas share one data cache. A cohort made in Contacts is offered by the send form of the studio
// the next time it opens, without the page being loaded again.

const DEMO_TOUCHPOINT = 'Week one after discharge';

test('a cohort made in Contacts is offered by the send form without a reload', async ({ page, signIn }) => {
  await signIn('freshLists');
  const builder = new BuilderPage(page);
  const title = `Fresh lists ${Date.now().toString(36)}`;
  const sendForm = page.getByRole('dialog', { name: 'Send to patients' });
  const filter = sendForm.getByRole('searchbox', { name: 'Filter cohorts' });

  await test.step('the send form of the published demo touchpoint lists the cohorts, without the new one', async () => {
    const api = await staffApi(page);
    const touchpoints = await api.get<{ results: { id: number; campaign: number; name: string }[] }>(
      '/api/touchpoints?status=published',
    );
    const demo = touchpoints.results.find((touchpoint) => touchpoint.name === DEMO_TOUCHPOINT);
    if (!demo) throw new Error('the demo touchpoint is not published');
    await page.goto(`/create?campaign=${String(demo.campaign)}&touchpoint=${String(demo.id)}`);
    await builder.step('Review and publish');
    await builder.section('Send').getByRole('button', { name: 'Send to patients' }).click();
    await filter.fill(title);
    // Shown once the cohorts are read.
    await expect(
      sendForm.getByRole('status').filter({ hasText: `No cohort matches “${title}”.` }),
    ).toBeVisible();
    await sendForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(sendForm).toHaveCount(0);
    // Gone after a reload: the steps below must happen in this same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  });

  await test.step('the cohort is made in Contacts', async () => {
    const contacts = new ContactsPage(page);
    await contacts.open();
    await contacts.createCohort(title);
    await expect(contacts.cohort(title, 0)).toBeVisible();
  });

  await test.step('back in the studio, the send form offers the new cohort', async () => {
    await page.goBack();
    await builder.step('Review and publish');
    await builder.section('Send').getByRole('button', { name: 'Send to patients' }).click();
    await filter.fill(title);
    await expect(sendForm.getByRole('checkbox', { name: new RegExp(`^${title}`) })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
