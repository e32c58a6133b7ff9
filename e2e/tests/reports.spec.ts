import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.js';
import { MailboxClient } from '../pages/MailboxClient.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { confirmDateOfBirth, skipToEnd } from '../support/patientPage.js';
import { staffApi } from '../support/staffApi.js';

// A patient sent the demo touchpoint confirms their date of birth, watches both chapters, answers the
// quiz wrongly and the teach-back question rightly, and answers the medication list; the care team
// finds them in the campaign's report, makes a cohort of the patients who did not answer every
// question correctly,
// finds it in Contacts, saves the report, exports it one row per patient and downloads the file; then
// the same report is exported and downloaded in Arabic.

const DEMO_CAMPAIGN = 'Heart failure: first weeks at home';
const DEMO_TOUCHPOINT = 'Week one after discharge';
const DATE_OF_BIRTH = '1952-07-19';

test('the care team sees in the report how far a patient got, and makes a cohort of who to remind', async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(240_000);
  await signIn('reporter');
  // The language chosen is the user's own: a run stopped in its Arabic step left it Arabic.
  const languages = page.getByRole('combobox').filter({ has: page.locator('option[value="ar"]') });
  await languages.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  /** Picks an item of the report's export menu; answers the link to the new export's file. */
  const startExport = async (menu: string, item: string) => {
    const started = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/touchpoints/reports/exports'),
    );
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const { id } = (await (await started).json()) as { id: number };
    return page.locator(`a[href$="/api/touchpoints/reports/exports/${String(id)}/file"]`);
  };
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

  await test.step('the patient confirms their date of birth, watches, answers and fills in the medication list', async () => {
    const mail = await mailbox.waitForMessageTo(email, since, 30_000);
    const link = /http:\/\/localhost:3004\/i\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    if (!link) throw new Error('no patient link in the e-mail');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const patient = await phone.newPage();
    await patient.goto(link);
    await confirmDateOfBirth(patient, DATE_OF_BIRTH);
    await patient.getByRole('button', { name: 'Start watching' }).click();
    await skipToEnd(patient);
    const quiz = patient.getByRole('group', { name: 'When do you take your heart tablets?' });
    await quiz.getByRole('radio', { name: 'Only on bad days', exact: true }).check();
    await quiz.getByRole('button', { name: 'Check my answer' }).click();
    await expect(quiz.getByText('Not quite.')).toBeVisible();
    await patient.getByRole('button', { name: 'Next chapter' }).click();
    const teachBack = patient.getByRole('group', {
      name: 'In your own words: what do you do if your weight goes up quickly?',
    });
    await teachBack
      .getByRole('textbox', { name: 'Your answer' })
      .fill('If I gain 2 kg in 3 days I call the care team');
    await teachBack.getByRole('button', { name: 'Check my answer' }).click();
    await expect(teachBack.getByText(/^3 days/)).toContainText('found in your answer');
    await skipToEnd(patient);
    await patient.getByRole('button', { name: 'Go to the survey' }).click();
    await patient.getByRole('radio', { name: 'Furosemide 40 mg: Yes', exact: true }).check();
    await patient.getByRole('radio', { name: 'Bisoprolol 2.5 mg: No', exact: true }).check();
    await patient.getByRole('radio', { name: 'Ramipril 5 mg: Not Sure', exact: true }).check();
    await expect(patient.getByText(/Thank you! Your answers are saved/)).toBeVisible();
    await phone.close();
  });

  await test.step('the campaign’s report counts the patient in its cohort at every step they reached', async () => {
    await page.goto('/reports');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('first weeks');
    await page.getByRole('link', { name: DEMO_CAMPAIGN }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
    await expect(page.getByText(/patients confirmed their date of birth/).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Break down by' }).selectOption({ label: 'Cohort' });
    const byCohort = page.getByRole('table', { name: 'The funnel by cohort' });
    const row = byCohort.getByRole('row', { name: new RegExp(`^${cohortTitle}`) });
    // The table is drawn again when its breakdown arrives: its headers are read once they are there.
    await expect(byCohort.getByRole('columnheader', { name: 'Sent', exact: true })).toBeVisible();
    const headers = await byCohort.getByRole('columnheader').allTextContents();
    const cell = (step: string) => row.getByRole('cell').nth(headers.indexOf(step) - 1);
    await expect(cell('Sent')).toHaveText('1');
    await expect(cell('Confirmed their date of birth')).toHaveText(/^1\s*100\s?%$/);
    await expect(cell('Started watching')).toHaveText(/^1\s*100\s?%$/);
    await expect(cell('Finished the videos')).toHaveText(/^1\s*100\s?%$/);
    await expect(cell('Answered every question')).toHaveText(/^1\s*100\s?%$/);
    await expect(cell('Pressed a button')).toHaveText(/^0\s*0\s?%$/);
    await expectNoBlockingViolations(page, 'a campaign report broken down by cohort');
  });

  await test.step('counted in events, the cohort shows each time a step happened, without shares', async () => {
    // The choice is kept in the address: the radio shows it once the address has changed.
    const events = page.getByRole('group', { name: 'Count' }).getByRole('radio', { name: 'Events' });
    await events.click();
    await expect(events).toBeChecked();
    await expect(page).toHaveURL(/\/reports\/\d+\?(.*&)?count=events/);
    const byCohort = page.getByRole('table', { name: 'The funnel by cohort, counted in events' });
    const row = byCohort.getByRole('row', { name: new RegExp(`^${cohortTitle}`) });
    await expect(byCohort.getByRole('columnheader', { name: 'Opened the link', exact: true })).toBeVisible();
    const headers = await byCohort.getByRole('columnheader').allTextContents();
    // The patient opened their link at least once, maybe more: a page rendered again counts again.
    await expect(row.getByRole('cell').nth(headers.indexOf('Opened the link') - 1)).toHaveText(
      /^[1-9][\d,]*$/,
    );
    await expect(row).not.toContainText('%');
    const patients = page.getByRole('group', { name: 'Count' }).getByRole('radio', { name: 'Patients' });
    await patients.click();
    await expect(patients).toBeChecked();
    await expect(page.getByRole('table', { name: 'The funnel by cohort' })).toBeVisible();
  });

  await test.step('the patients who did not answer every question correctly become a cohort, found in Contacts', async () => {
    const actOn = page.getByRole('region', { name: 'Patients to act on' });
    await actOn
      .getByRole('combobox', { name: 'Patients who' })
      .selectOption({ label: 'Did not answer every question correctly' });
    const list = actOn.getByRole('table', {
      name: 'Patients to act on: Did not answer every question correctly',
    });
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

  await test.step('back in the report its breakdown is still there, and the report is saved', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/reports\/\d+\?(.*&)?breakdown=cohort/);
    await expect(page.getByRole('combobox', { name: 'Break down by' })).toHaveValue('cohort');
    await page.getByRole('button', { name: 'Save report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the report' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Cohorts ${run}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`The report Cohorts ${run} has been saved.`)).toBeVisible();
    await page.getByRole('link', { name: 'See the saved reports' }).click();
    await page.getByRole('searchbox', { name: 'Search saved reports' }).fill(run);
    await page.getByRole('link', { name: `Cohorts ${run}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Break down by' })).toHaveValue('cohort');
  });

  await test.step('the report is exported one row per patient, and the file holds the patient', async () => {
    const download = await startExport('Export CSV', 'One row per patient (holds health data)');
    await page.getByRole('link', { name: 'Follow it in Exports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
    // The job writes the file in the background; the list follows it until it is done.
    await expect(download).toHaveAccessibleName('Download', { timeout: 60_000 });
    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await saved.path(), 'utf8');
    const [header = '', ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',').slice(0, 3)).toEqual(['last_name', 'first_name', 'mrn']);
    const line = lines.find((row) => row.includes(mrn)) ?? '';
    expect(line.split(',').slice(0, 3)).toEqual(['Report', 'Lena', mrn]);
    expect(line).toContain(cohortTitle);
    await expectNoBlockingViolations(page, 'the exports list');
  });

  await test.step('in Arabic the report is exported as figures, right to left, and downloaded', async () => {
    await languages.selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
    const download = await startExport('تصدير CSV', 'الأرقام');
    await page.getByRole('link', { name: 'تابعه في عمليات التصدير' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'عمليات التصدير' })).toBeVisible();
    await expect(download).toHaveAccessibleName('تنزيل', { timeout: 60_000 });
    const file = page.waitForEvent('download');
    await download.click();
    const text = await readFile(await (await file).path(), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('section,group,label,item,detail,count,share,of');
    // The patient's cohort has its own funnel in the figures: one patient sent, one who confirmed.
    const verified = lines.find(
      (row) => row.startsWith('funnel,') && row.includes(cohortTitle) && row.includes(',verified,'),
    );
    expect(verified?.split(',').at(-3)).toBe('1');
    await expectNoBlockingViolations(page, 'the exports list in Arabic');
    await languages.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
