import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { BuilderPage } from '../pages/BuilderPage.js';
import { MailboxClient, type MailboxMessage } from '../pages/MailboxClient.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { staffApi, type StaffApi } from '../support/staffApi.js';

// Staff send the demo touchpoint to a cohort of their own; the messages reach the dev mailbox and its
// SMS list, the providers' reports come back into the delivery view, and an unsubscribe holds.

const DEMO_TOUCHPOINT = 'Week one after discharge';
const SMS_LIST = 'http://localhost:4100/sms';

interface SinkSms {
  to: string;
  body: string;
}

/** The patients of the cohort: each preference, one opted out, one without a mobile number. */
function patientsOf(run: string, mobile: (n: number) => string) {
  const email = (name: string) => `${name}.${run}@delivery.test`;
  return {
    elena: {
      first_name: 'Elena',
      language_preference: 'en',
      communication_preference: 'email',
      email: email('elena'),
      email_consent: true,
    },
    bea: {
      first_name: 'Bea',
      language_preference: 'es',
      communication_preference: 'email_and_sms',
      email: email('bea'),
      mobile: mobile(1),
      email_consent: true,
      sms_consent: true,
    },
    sam: {
      first_name: 'Sam',
      language_preference: 'en',
      communication_preference: 'sms',
      mobile: mobile(2),
      sms_consent: true,
    },
    // The dev mail sink refuses a `+bounce` address as a server refuses an unknown mailbox.
    rae: {
      first_name: 'Rae',
      language_preference: 'en',
      communication_preference: 'email',
      email: `rae.${run}+bounce@delivery.test`,
      email_consent: true,
    },
    otto: {
      first_name: 'Otto',
      language_preference: 'en',
      communication_preference: 'email',
      email: email('otto'),
      email_consent: true,
      opted_out: true,
    },
    // No mobile number, so no SMS; and no e-mail address either: no channel reaches Nico.
    nico: { first_name: 'Nico', language_preference: 'en', communication_preference: 'none' },
  };
}

/** A pattern matching `text` whole. */
const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The value of the term `name` in a list of figures. */
function figure(within: Locator, name: string): Locator {
  return within
    .locator('dl > div')
    .filter({ has: within.page().locator('dt', { hasText: whole(name) }) })
    .locator('dd');
}

async function smsTo(number: string): Promise<SinkSms> {
  let found: SinkSms | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(SMS_LIST, { cache: 'no-store' })).json()) as SinkSms[];
        found = list.find((sms) => sms.to === number);
        return found !== undefined;
      },
      { message: `an SMS to ${number} in the SMS sink` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

const patientLinkIn = (text: string) => /http:\/\/localhost:3004\/i\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];

async function openSendForm(page: Page, builder: BuilderPage, cohort: string): Promise<Locator> {
  await builder.section('Send').getByRole('button', { name: 'Send to patients' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to patients' });
  await dialog.getByRole('searchbox', { name: 'Filter cohorts' }).fill(cohort);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${cohort}`) }).check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('heading', { name: 'What this send does' })).toBeFocused();
  return dialog;
}

test('a published touchpoint goes to a cohort by e-mail and SMS; reports, a bounce and an unsubscribe show', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('sender');
  const run = Date.now().toString(36);
  const mobile = (n: number) => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;
  const cohortTitle = `Delivery check ${run}`;
  const people = patientsOf(run, mobile);
  const mailbox = new MailboxClient();
  const since = new Date();
  let api: StaffApi;
  let patientIds: Record<keyof typeof people, number>;

  await test.step('a cohort with a patient of each preference, one opted out and one without a mobile', async () => {
    api = await staffApi(page);
    const cohort = await api.post<{ id: number }>('/api/cohorts', { title: cohortTitle });
    const ids: Partial<Record<keyof typeof people, number>> = {};
    for (const [key, fields] of Object.entries(people) as [keyof typeof people, Record<string, unknown>][]) {
      const made = await api.post<{ id: number }>('/api/patients', {
        mrn: `DLV-${run}-${key}`,
        last_name: 'Delivery',
        date_of_birth: '1958-04-09',
        cohort_ids: [cohort.id],
        ...fields,
      });
      ids[key] = made.id;
    }
    patientIds = ids as Record<keyof typeof people, number>;
  });

  const builder = new BuilderPage(page);
  let campaignId = 0;
  const openReview = async () => {
    const touchpoints = await api.get<{ results: { id: number; campaign: number; name: string }[] }>(
      '/api/touchpoints?status=published',
    );
    const demo = touchpoints.results.find((touchpoint) => touchpoint.name === DEMO_TOUCHPOINT);
    if (!demo) throw new Error('the demo touchpoint is not published');
    campaignId = demo.campaign;
    await page.goto(`/create?campaign=${String(demo.campaign)}&touchpoint=${String(demo.id)}`);
    await builder.step('Review and publish');
  };

  await test.step('the preview counts who gets what, and who is skipped and why', async () => {
    await openReview();
    // The demo touchpoint's past sends are listed already; this one will come first, as the newest.
    const sends = builder.section('Deliveries').getByRole('article');
    await expect(sends.first()).toBeVisible();
    const sendsBefore = await sends.count();
    const dialog = await openSendForm(page, builder, cohortTitle);
    await expect(figure(dialog, 'Patients in the audience')).toHaveText('6');
    await expect(figure(dialog, 'E-mail only')).toHaveText('2');
    await expect(figure(dialog, 'SMS only')).toHaveText('1');
    await expect(figure(dialog, 'E-mail and SMS')).toHaveText('1');
    await expect(figure(dialog, 'Patients skipped')).toHaveText('2');
    await expect(figure(dialog, 'Opted out')).toHaveText('1');
    await expect(figure(dialog, 'No channel (preference none or not offered)')).toHaveText('1');
    const sms = dialog.getByRole('table', { name: 'SMS by language' });
    await expect(
      sms
        .getByRole('row', { name: /^English/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
    await expect(
      sms
        .getByRole('row', { name: /^Español/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
    // Quiet hours would hold the messages until morning when the suite runs at night.
    await dialog.getByRole('checkbox', { name: /^Respect quiet hours/ }).uncheck();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('heading', { name: 'What this send does' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(sends).toHaveCount(sendsBefore + 1);
  });

  const deliveries = builder.section('Deliveries').getByRole('article').first();
  await test.step('the send runs to its end in the delivery view', async () => {
    await expect(figure(deliveries, 'State')).toHaveText('Done', { timeout: 30_000 });
    await expect(figure(deliveries, 'Bounced')).toHaveText('1');
    await expect(figure(deliveries, 'Messages skipped')).toHaveText('2');
    await expectNoBlockingViolations(page, 'studio: a finished send');
  });

  let elenaMail: MailboxMessage;
  await test.step('each e-mail and SMS is in the patient’s language, with the same link on both channels', async () => {
    elenaMail = await mailbox.waitForMessageTo(people.elena.email, since);
    expect(elenaMail.subject).toBe('Elena, your care team has a message');
    const beaMail = await mailbox.waitForMessageTo(people.bea.email, since);
    expect(beaMail.subject).toBe('Bea, su equipo de atención tiene un mensaje');
    expect(beaMail.html).toContain('lang="es"');
    const beaSms = await smsTo(people.bea.mobile);
    expect(beaSms.body).toContain('su equipo le envió dos videos cortos');
    expect(patientLinkIn(beaSms.body)).toBe(patientLinkIn(beaMail.text));
    const samSms = await smsTo(people.sam.mobile);
    expect(samSms.body).toContain('your care team sent you two short videos');
    const all = await mailbox.messages();
    for (const address of [people.rae.email, people.otto.email])
      expect(all.some((message) => message.to.includes(address))).toBe(false);

    // Sam's link opens the touchpoint once the date of birth is confirmed.
    const link = patientLinkIn(samSms.body);
    if (!link) throw new Error('the SMS has no patient link');
    const patientPage = await page.context().newPage();
    await patientPage.goto(link);
    await patientPage.getByRole('textbox', { name: 'Day' }).fill('09');
    await patientPage.getByRole('textbox', { name: 'Month' }).fill('04');
    await patientPage.getByRole('textbox', { name: 'Year' }).fill('1958');
    await patientPage.getByRole('button', { name: 'Continue' }).click();
    await expect(patientPage.getByRole('heading', { name: 'Your first week at home' })).toBeVisible();
    await patientPage.close();
  });

  await test.step('the e-mail fits a 320 px phone screen, with its button to the patient’s page in view', async () => {
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 320, height: 640 });
    await phone.setContent(elenaMail.html);
    const button = phone.getByRole('link', { name: 'Open your page' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', patientLinkIn(elenaMail.text) ?? 'the text part’s link');
    await expect(phone.getByText('If the button does not work, copy this address:')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await phone.close();
  });

  await test.step('the SMS provider’s delivery reports and the bounce show in the delivery view', async () => {
    // The dev SMS sink posts Twilio's signed status callbacks: sent, then delivered.
    await expect(async () => {
      await page.reload();
      await builder.step('Review and publish');
      await expect(figure(deliveries, 'Delivered')).toHaveText('2', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(figure(deliveries, 'Sent')).toHaveText('2');
    await expect(figure(deliveries, 'Bounced')).toHaveText('1');
  });

  await test.step('the campaign’s delivery view shows the send under its touchpoint, with the totals', async () => {
    await page.goto(`/create?campaign=${String(campaignId)}`);
    const campaign = page.getByRole('region', { name: 'Deliveries' });
    const send = campaign.getByRole('article', { name: new RegExp(`^${DEMO_TOUCHPOINT}: send at `) }).first();
    await expect(figure(send, 'State')).toHaveText('Done');
    await expect(figure(send, 'Delivered')).toHaveText('2');
    const totals = campaign.getByRole('region', { name: 'Campaign totals' });
    await expect(figure(totals, 'Running')).toHaveText('0');
    await expect(figure(totals, 'Bounced')).not.toHaveText('0');
    await expectNoBlockingViolations(page, 'studio: a campaign’s deliveries');
    await openReview();
  });

  await test.step('the unsubscribe link of an e-mail opts the patient out', async () => {
    const unsubscribe = /http:\/\/localhost:3004\/u\/[^\s"<>]+/.exec(elenaMail.text)?.[0];
    if (!unsubscribe) throw new Error('the e-mail has no unsubscribe link');
    const patientPage = await page.context().newPage();
    await patientPage.goto(unsubscribe);
    await expect(patientPage.getByRole('heading', { name: /^Stop e-mails from / })).toBeVisible();
    await expectNoBlockingViolations(patientPage, 'unsubscribe page');
    await patientPage.getByRole('button', { name: 'Stop e-mails' }).click();
    await expect(patientPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await patientPage.close();
    const elena = await api.get<{ opted_out: boolean }>(`/api/patients/${String(patientIds.elena)}`);
    expect(elena.opted_out).toBe(true);
  });

  await test.step('a second send skips the patient who opted out, and those already sent this version', async () => {
    const dialog = await openSendForm(page, builder, cohortTitle);
    await expect(figure(dialog, 'Opted out')).toHaveText('2');
    await expect(figure(dialog, 'Already sent this version')).toHaveText('3');
    await expect(figure(dialog, 'Patients skipped')).toHaveText('6');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
