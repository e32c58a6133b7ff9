import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { MailboxClient } from '../pages/MailboxClient.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { dateParts } from '../support/patientLinks.js';
import { staffApi } from '../support/staffApi.js';

// A patient sent the demo touchpoint confirms their date of birth and stops there; the care team
// finds them in the campaign's report, makes a cohort of the patients who did not start watching,
// and finds it in Contacts.

const DEMO_CAMPAIGN = 'Heart failure: first weeks at home';
const DEMO_TOUCHPOINT = 'Week one after discharge';
const DATE_OF_BIRTH = '1952-07-19';

async function confirmDateOfBirth(page: Page, iso: string) {
  const parts = dateParts(iso);
  await page.getByRole('textbox', { name: 'Day' }).fill(parts.day);
  await page.getByRole('textbox', { name: 'Month' }).fill(parts.month);
  await page.getByRole('textbox', { name: 'Year' }).fill(parts.year);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the care team sees in the report how far a patient got, and makes a cohort of who to remind', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('reporter');
  const run = Date.now().toString(36);
  const cohortTitle = `Report check ${run}`;
  const email = `lena.${run}@reports.test`;
  const mrn = `RPT-${run}`;
  const mailbox = new MailboxClient();
  const since = new Date();

  await test.step('the demo touchpoint is sent to a patient of a new cohort', async () => {
    const api = await staffApi(page);
    const cohort = await api.post<{ id: number }>('/api/cohorts', { title: cohortTitle });
    await api.post('/api/patients', {
      mrn,
      first_name: 'Lena',
      last_name: 'Report',
      date_of_birth: DATE_OF_BIRTH,
      email,
      communication_preference: 'email',
      email_consent: true,
      language_preference: 'en',
      cohort_ids: [cohort.id],
    });
    const touchpoints = await api.get<{ results: { id: number; name: string }[] }>(
      '/api/touchpoints?status=published',
    );
    const demo = touchpoints.results.find((touchpoint) => touchpoint.name === DEMO_TOUCHPOINT);
    if (!demo) throw new Error('the demo touchpoint is not published');
    await api.post(`/api/touchpoints/${String(demo.id)}/sends`, {
      cohort_ids: [cohort.id],
      quiet_hours: false,
    });
  });

  await test.step('the patient opens the e-mail’s link and confirms their date of birth', async () => {
    const mail = await mailbox.waitForMessageTo(email, since, 30_000);
    const link = /http:\/\/localhost:3004\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    if (!link) throw new Error('no patient link in the e-mail');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const patient = await phone.newPage();
    await patient.goto(link);
    await confirmDateOfBirth(patient, DATE_OF_BIRTH);
    await expect(patient.getByRole('button', { name: 'Start watching' })).toBeVisible();
    await phone.close();
  });

  await test.step('the campaign’s report counts the patient in its cohort up to the date of birth', async () => {
    await page.goto('/reports');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('first weeks');
    await page.getByRole('link', { name: DEMO_CAMPAIGN }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
    await expect(page.getByText(/patients confirmed their date of birth/).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Break down by' }).selectOption({ label: 'Cohort' });
    const byCohort = page.getByRole('table', { name: 'The funnel by cohort' });
    const row = byCohort.getByRole('row', { name: new RegExp(`^${cohortTitle}`) });
    const headers = await byCohort.getByRole('columnheader').allTextContents();
    const cell = (step: string) => row.getByRole('cell').nth(headers.indexOf(step) - 1);
    await expect(cell('Sent')).toHaveText('1');
    await expect(cell('Confirmed their date of birth')).toHaveText(/^1\s*100\s?%$/);
    await expect(cell('Started watching')).toHaveText(/^0\s*0\s?%$/);
    await expectNoBlockingViolations(page, 'a campaign report broken down by cohort');
  });

  await test.step('the patients who did not start watching become a cohort, found in Contacts', async () => {
    const actOn = page.getByRole('region', { name: 'Patients to act on' });
    await actOn
      .getByRole('combobox', { name: 'Patients who' })
      .selectOption({ label: 'Did not start watching' });
    const list = actOn.getByRole('table', { name: 'Patients to act on: Did not start watching' });
    const patientRow = list.getByRole('row').filter({ hasText: mrn });
    // The newest link comes last: more pages load until it is there.
    await expect(async () => {
      if ((await patientRow.count()) === 0) {
        const more = actOn.getByRole('button', { name: 'Load more' });
        if (await more.isVisible()) await more.click();
      }
      await expect(patientRow).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await expect(patientRow).toContainText('Report, Lena');
    await actOn.getByRole('button', { name: 'Make a cohort of these patients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a cohort' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Remind ${run}`);
    await dialog.getByRole('button', { name: 'Make the cohort' }).click();
    await expect(
      actOn.getByText(new RegExp(`The cohort Remind ${run} has been made with \\d+ patients`)),
    ).toBeVisible();
    await actOn.getByRole('link', { name: 'Open it in Contacts' }).click();
    await expect(page).toHaveURL(/\/contacts\?cohort=\d+/);
    await expect(page.getByRole('row').filter({ hasText: mrn })).toBeVisible();
  });
});
