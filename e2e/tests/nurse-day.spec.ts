import { expect, test } from '../fixtures.js';
import { BuilderPage } from '../pages/BuilderPage.js';
import { MailboxClient } from '../pages/MailboxClient.js';
import { dateParts } from '../support/patientLinks.js';
import { staffApi } from '../support/staffApi.js';

// A nurse's day in one browser tab that is never reloaded: she builds a touchpoint, a colleague
// reviews it from the e-mail asking them to, she publishes it as soon as it is approved, sends it to
// a patient, and reads the message the patient writes back from their page.

const DATE_OF_BIRTH = '1949-11-03';
const MESSAGE = 'My ankles are more swollen today. Should I take an extra furosemide?';

test('a nurse builds, has reviewed, sends, and reads a patient’s message without a reload', async ({
  page,
  signIn,
  signInElsewhere,
}) => {
  test.setTimeout(300_000);
  await signIn('nurseDay');
  const run = Date.now().toString(36);
  const campaign = `Heart failure follow-up ${run}`;
  const touchpoint = 'After your discharge';
  const patientEmail = `walter.${run}@nurse-day.test`;
  const mailbox = new MailboxClient();
  const since = new Date();
  const builder = new BuilderPage(page);
  // Every step below happens in this one page: a reload would hide what the nurse waits for.
  let loads = 0;
  page.on('load', () => (loads += 1));

  await test.step('the nurse builds a touchpoint sent by e-mail', async () => {
    await builder.start(campaign, touchpoint);
    await expect(builder.main.getByRole('heading', { level: 1, name: touchpoint })).toBeVisible();
    await builder.main.getByRole('combobox', { name: 'Sent by' }).selectOption({ label: 'E-mail only' });
    await builder.step('Landing page');
    await builder.textbox('Page title').fill('Looking after your heart at home');
    await builder.writeRichText('Page text', 'Weigh yourself every morning.');
    await builder.step('E-mail and SMS');
    await builder.textbox('Subject').fill('{{first_name}}, your care team has a message');
    await builder.writeRichText('E-mail body', 'Hello {{first_name}}, a short video for you: {{link}}');
    await builder.textbox('Plain-text version').fill('Hello {{first_name}}, a short video for you: {{link}}');
    await builder.step('Video chapters and questions');
    await builder.main.getByRole('button', { name: 'Add chapter' }).click();
    const chapter = builder.card(/^Chapter 1/);
    await chapter.getByRole('combobox', { name: 'Video' }).selectOption({ label: 'Your medicines' });
    await builder.textbox('Chapter title', chapter).fill('Your water tablets');
    await builder.expectSaved();
    await expect(builder.checks).toContainText('Nothing stands in the way of publishing.');
  });

  await test.step('she asks a colleague to review; the colleague approves from the e-mail', async () => {
    await builder.step('Review and publish');
    await builder.assignReviewer('Reese Colleague');
    const publish = builder.section('Publish');
    await expect(publish.getByRole('button', { name: 'Publish' })).toBeHidden();

    const request = await mailbox.waitForMessageTo('nurse-colleague@e2e.test', since);
    expect(request.subject).toBe(`Review requested: ${touchpoint}`);
    const link = /https?:\/\/[^\s"'<>]+\/create\?[^\s"'<>]+/.exec(request.text)?.[0];
    if (!link) throw new Error('The review request has no link to the review');
    const colleague = await signInElsewhere('nurseColleague');
    await colleague.goto(link.replace(/&amp;/g, '&'));
    const review = new BuilderPage(colleague).section('Your review');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByRole('status')).toHaveText('You approved this revision.');

    // The nurse's page follows the decision on its own, and offers Publish.
    await publish.getByRole('button', { name: 'Publish' }).click();
    await expect(publish.getByRole('status')).toHaveText('Version 1 is published.');
  });

  await test.step('she sends it to her patient', async () => {
    const api = await staffApi(page);
    const cohort = await api.post<{ id: number }>('/api/cohorts', { title: `Discharged this week ${run}` });
    await api.post('/api/patients', {
      mrn: `ND-${run}`,
      first_name: 'Walter',
      last_name: 'Brennan',
      date_of_birth: DATE_OF_BIRTH,
      language_preference: 'en',
      communication_preference: 'email',
      email: patientEmail,
      email_consent: true,
      mobile: '+15550104477',
      cohort_ids: [cohort.id],
    });
    await builder.section('Send').getByRole('button', { name: 'Send to patients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to patients' });
    await dialog.getByRole('searchbox', { name: 'Filter cohorts' }).fill(`Discharged this week ${run}`);
    await dialog.getByRole('checkbox', { name: /^Discharged this week/ }).check();
    // Quiet hours would hold the e-mail until morning when this runs at night.
    await dialog.getByRole('checkbox', { name: /^Respect quiet hours/ }).uncheck();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  const contacts = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: /^Contacts(?:, unread messages: \d+)?$/,
  });
  /** The unread count the side navigation shows beside Contacts (the demo tenant has unread messages of its own). */
  const unread = async () =>
    Number(/: (\d+)$/.exec((await contacts.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const unreadBefore = await unread();

  await test.step('the patient opens the e-mail’s button and writes to the care team', async () => {
    const mail = await mailbox.waitForMessageTo(patientEmail, since, 60_000);
    const button = /href="(http:\/\/localhost:3004\/i\/[A-Za-z0-9_-]{43})"[^>]*>\s*Open your page/.exec(
      mail.html,
    );
    if (!button?.[1]) throw new Error('The e-mail has no "Open your page" button');
    const phone = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    const patient = await phone.newPage();
    await patient.goto(button[1]);
    const parts = dateParts(DATE_OF_BIRTH);
    await patient.getByRole('textbox', { name: 'Day' }).fill(parts.day);
    await patient.getByRole('textbox', { name: 'Month' }).fill(parts.month);
    await patient.getByRole('textbox', { name: 'Year' }).fill(parts.year);
    await patient.getByRole('button', { name: 'Continue' }).click();
    await expect(patient.getByRole('heading', { name: 'Looking after your heart at home' })).toBeVisible();
    await patient.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    await patient.getByRole('button', { name: 'Send message' }).click();
    await expect(patient.getByText('Your message was sent to your care team.')).toBeVisible();
    await phone.close();
  });

  await test.step('the side navigation counts the new message; the nurse reads it and marks it handled', async () => {
    // The count is read again every 30 seconds while the page is visible.
    await expect.poll(unread, { timeout: 45_000 }).toBeGreaterThan(unreadBefore);
    await contacts.click();
    await page
      .getByRole('navigation', { name: 'Contacts sections' })
      .getByRole('link', { name: /^Messages \(\d+\)$/ })
      .click();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Brennan, Walter/ }) });
    await item.getByRole('button', { name: 'Open message' }).click();
    await expect(item).toContainText(MESSAGE);
    await expect(item).toContainText(touchpoint);
    await expect(item.getByRole('link', { name: 'Call +15550104477' })).toHaveAttribute(
      'href',
      'tel:+15550104477',
    );
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expect(item).toContainText('Handled by Nell Nurse');
    expect(loads).toBe(0);
  });
});
