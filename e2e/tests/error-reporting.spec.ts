import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.js';
import { ContactsPage, type PatientEntry } from '../pages/ContactsPage.js';
import { PasswordResetPage } from '../pages/PasswordResetPage.js';
import type { ErrorReportSink, ReportedEvent } from '../support/errorReportSink.js';
import { continueTraceWithSampleRand } from '../support/traceSampling.js';

// The spec's settings (section 9): traces sampled at 0.25, no replays, environment 'prod'.
const TRACE_SAMPLE_RATE = 0.25;
const ENVIRONMENT = 'prod';

const patient = {
  mrn: 'ER-001',
  firstName: 'Henrietta',
  lastName: 'Quarrington',
  dateOfBirth: '1961-07-23',
  email: 'henrietta.quarrington@example.test',
  mobile: '+44 7700 900456',
} satisfies PatientEntry;
const rowName = `${patient.lastName}, ${patient.firstName}`;

/**
 * The patient's details in every form they take on screen, in URLs or in code. Names are looked
 * for by their first letters: the browser quotes only the start of a long text in its messages.
 */
const patientDetails = [
  patient.firstName.slice(0, 6),
  patient.lastName.slice(0, 6),
  patient.email,
  '7700 900456',
  '7700900456',
  patient.dateOfBirth,
  '23 Jul 1961',
  '23/07/1961',
  '07/23/1961',
];

function secret(): string {
  return randomBytes(12).toString('hex');
}

/** The raw envelopes, searched as text, hold none of the values (in any letter case or URL-encoded). */
function expectNoneOf(sink: ErrorReportSink, values: string[]): void {
  const raw = sink.rawText().toLowerCase();
  for (const value of values) {
    for (const form of new Set([value, encodeURIComponent(value)])) {
      expect(raw, `an error report contains '${form}'`).not.toContain(form.toLowerCase());
    }
  }
}

async function reportedError(sink: ErrorReportSink, match: RegExp): Promise<ReportedEvent> {
  let found: ReportedEvent | undefined;
  await expect
    .poll(
      () => {
        found = sink.itemsOf('event').find((event) => match.test(event.exception?.values?.[0]?.value ?? ''));
        return found !== undefined;
      },
      { message: `an error event matching ${match} reaches the endpoint`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

test('an error on a reset or patient link reaches error reporting without the tokens, the query or the patient', async ({
  page,
  context,
  errorReports,
}) => {
  const resetToken = secret();
  const linkToken = secret();
  const cookieValue = secret();
  const reset = new PasswordResetPage(page);

  await test.step('the page load falls above the trace sample rate, and a link cookie is set', async () => {
    await continueTraceWithSampleRand(page, TRACE_SAMPLE_RATE + 0.05);
    await context.addCookies([{ name: 'outreach_link', value: cookieValue, url: 'http://localhost:3000' }]);
  });

  await test.step('someone opens a reset link carrying a search query and tries a new password', async () => {
    await page.goto(`/password/reset/${resetToken}?query_string=${patient.lastName}`);
    await reset.setNewPassword('Never-accepted-passphrase-2026');
    await expect(page.getByRole('alert')).toBeVisible();
  });

  await test.step('the console mentions the patient, and the router moves on to a patient link', async () => {
    await page.evaluate(
      ({ link, details }) => {
        console.warn(`No chapter for ${details.firstName} ${details.lastName}, born ${details.dateOfBirth}`);
        window.history.pushState(null, '', `/i/${link}?dob=${details.dateOfBirth}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      { link: linkToken, details: patient },
    );
    await expect(page.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
  });

  await test.step('an uncaught error names the page address and the contact details', async () => {
    await page.evaluate(
      (details) =>
        void setTimeout(() => {
          throw new Error(
            `Could not show ${window.location.href} to ${details.email} or ${details.mobile}, born ${details.dateOfBirth}`,
          );
        }),
      patient,
    );
  });

  const event = await reportedError(errorReports, /^Could not show/);

  await test.step('the error arrives with the spec settings and enough context to act on', () => {
    expect(event.environment).toBe(ENVIRONMENT);
    expect(event.exception?.values?.[0]?.value).toBe(
      'Could not show http://localhost:3000/i/[redacted] to [email] or [phone], born [date]',
    );
    expect(event.request?.url).toBe('http://localhost:3000/i/[redacted]');
    expect(event.transaction).toBe('/i/[redacted]');
    expect(event.breadcrumbs).toContainEqual(
      expect.objectContaining({
        category: 'navigation',
        data: { from: '/password/reset/[redacted]', to: '/i/[redacted]' },
      }),
    );
    expect(event.breadcrumbs).toContainEqual(expect.objectContaining({ category: 'fetch' }));
    expect(event.breadcrumbs).toContainEqual(
      expect.objectContaining({ category: 'console', level: 'warning' }),
    );
  });

  await test.step('nothing secret or personal is in any report, searched as raw text', async () => {
    // A page load on the kept side of the rate would have been sent when the navigation ended it.
    await page.waitForTimeout(2_000);
    expect(
      errorReports.itemsOf('transaction').filter((item) => item.contexts?.trace?.op === 'pageload'),
    ).toEqual([]);
    expect(errorReports.itemsOf('event')).toHaveLength(1);
    expect(errorReports.itemsOf('replay_event')).toEqual([]);
    expect(errorReports.rejected).toEqual([]);
    expectNoneOf(errorReports, [
      resetToken,
      linkToken,
      cookieValue,
      'query_string=',
      'dob=',
      ...patientDetails,
    ]);
  });
});

test('an error in the contacts area reaches error reporting without the patient, the search or the session', async ({
  page,
  context,
  signIn,
  errorReports,
}) => {
  const contacts = new ContactsPage(page);

  await test.step('every page load falls below the trace sample rate; a patient is added', async () => {
    await continueTraceWithSampleRand(page, TRACE_SAMPLE_RATE - 0.05);
    await signIn('errorReporting');
    await contacts.open();
    await contacts.addPatient(patient);
  });

  await test.step('the contacts page is reloaded and the patient searched for by surname', async () => {
    await page.goto('/contacts');
    const searched = page.waitForResponse((response) => response.url().includes('query_string='));
    await contacts.search.fill(patient.lastName);
    await searched;
    await expect.poll(() => contacts.names()).toEqual([rowName]);
  });

  await test.step("the patient's action menu is opened and closed", async () => {
    await contacts
      .row(rowName)
      .getByRole('button', { name: `Actions for ${rowName}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step("the row's text is read as JSON and the browser's error quotes it", async () => {
    const rowText = await contacts.row(rowName).getByRole('rowheader').textContent();
    await page.evaluate(
      (text) =>
        void setTimeout(() => {
          JSON.parse(text ?? '');
        }),
      rowText,
    );
  });

  const event = await reportedError(errorReports, /is not valid JSON/);

  await test.step('the error arrives with the spec settings, its breadcrumbs without the search', () => {
    expect(event.environment).toBe(ENVIRONMENT);
    expect(event.exception?.values?.[0]?.type).toBe('SyntaxError');
    expect(event.request?.url).toBe('http://localhost:3000/contacts');
    const fetches = (event.breadcrumbs ?? []).filter((crumb) => crumb.category === 'fetch');
    expect(fetches.map((crumb) => crumb.data?.url)).toContainEqual(
      'http://localhost:4000/api/patients/filtered-patients',
    );
    expect(event.breadcrumbs).toContainEqual(expect.objectContaining({ category: 'ui.click' }));
  });

  await test.step('the kept page load arrives as a trace, sampled at the spec rate, its calls without queries', async () => {
    let pageload: ReportedEvent | undefined;
    await expect
      .poll(
        () => {
          pageload = errorReports
            .itemsOf('transaction')
            .find((item) => item.contexts?.trace?.op === 'pageload' && item.transaction === '/contacts');
          return pageload !== undefined;
        },
        { timeout: 40_000 },
      )
      .toBe(true);
    expect(pageload?.contexts?.trace?.data?.['sentry.sample_rate']).toBe(TRACE_SAMPLE_RATE);
    const calls = (pageload?.spans ?? []).filter((span) => span.op === 'http.client');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.description).not.toContain('?');
  });

  await test.step('nothing personal or secret is in any report, searched as raw text', async () => {
    const cookies = (await context.cookies())
      .map((cookie) => cookie.value)
      .filter((value) => value.length >= 8);
    expect(cookies.length).toBeGreaterThan(0);
    // The thrown error and nothing else: the reporting itself fails no other way.
    expect(errorReports.itemsOf('event')).toHaveLength(1);
    expect(errorReports.itemsOf('replay_event')).toEqual([]);
    expect(errorReports.rejected).toEqual([]);
    expectNoneOf(errorReports, [...cookies, 'query_string=', ...patientDetails]);
  });
});
