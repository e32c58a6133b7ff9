import { expect, test } from '../fixtures.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { patientLink } from '../support/patientLinks.js';
import { confirmDateOfBirth, skipToEnd } from '../support/patientPage.js';

// A patient on a phone walks the demo touchpoint from the link to the last button.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a patient watches, answers and acts on the demo touchpoint, and the page reports it', async ({
  page,
}) => {
  const link = patientLink('english');
  // What the page sent of the metric, with the server's answer to each.
  const metrics: { status: number; body: unknown }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'PUT' && request.url().includes('/api/metrics/')) {
      metrics.push({ status: response.status(), body: request.postDataJSON() });
    }
  });

  await test.step('the right date of birth opens the touchpoint', async () => {
    await page.goto(link.url);
    await confirmDateOfBirth(page, link.dateOfBirth);
    await expect(page.getByRole('heading', { name: 'Your first week at home' })).toBeVisible();
    await expect(page.getByText('0 of 2 viewed')).toBeVisible();
    await expectNoBlockingViolations(page, 'the touchpoint overview');
  });

  await test.step('the first chapter plays, and its quiz shows the correct answer', async () => {
    await page.getByRole('button', { name: 'Start watching' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your medicines' })).toBeVisible();
    await expect(page.getByText('Chapter 1 of 2')).toBeVisible();
    // The player offers the video's captions, the page's language shown, its cues loaded.
    const video = page.locator('video');
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks, (track) => [track.kind, track.language, track.label, track.mode]),
        ),
      )
      .toEqual([
        ['captions', 'en', 'English', 'showing'],
        ['captions', 'es', 'Español', 'disabled'],
      ]);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    await skipToEnd(page);
    const quiz = page.getByRole('group', { name: 'When do you take your heart tablets?' });
    await quiz.getByRole('radio', { name: 'Only on bad days', exact: true }).check();
    await quiz.getByRole('button', { name: 'Check my answer' }).click();
    // The correction is brought into view and focused, where the patient reads it.
    await expect(quiz.getByText('Not quite.')).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Correct answer(s): Every morning');
    await expectNoBlockingViolations(page, 'a chapter with its quiz answered');
  });

  await test.step('after an answer nothing counts down: the patient goes on to the next chapter', async () => {
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rewatch' })).toBeVisible();
    await page.getByRole('button', { name: 'Next chapter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'When to call us' })).toBeFocused();
  });

  await test.step('a teach-back answer shows the correct answer and the expected keywords', async () => {
    const question = page.getByRole('group', {
      name: 'In your own words: what do you do if your weight goes up quickly?',
    });
    await question.getByRole('textbox', { name: 'Your answer' }).fill('I call them if I gain 2 kg');
    await question.getByRole('button', { name: 'Check my answer' }).click();
    await expect(question.getByText('Expected keywords')).toBeVisible();
    await expect(
      question.getByText('If I gain 2 kg in 3 days, I call the care team the same day.'),
    ).toBeVisible();
    await expect(question.getByText(/^2 kg/)).toContainText('found in your answer');
    await expect(question.getByText(/^3 days/)).toContainText('not in your answer');
  });

  await test.step('a reload comes back to the same chapter', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'When to call us' })).toBeVisible();
    await expect(page.getByText('Chapter 2 of 2')).toBeVisible();
  });

  await test.step('the last chapter leads on to the survey', async () => {
    await skipToEnd(page);
    await expect(page.getByText('You have reached the end of the chapters.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to the survey' }).click();
    await expect(page.getByRole('heading', { name: 'Your medicines at home' })).toBeFocused();
    await expect(page.getByText('2 of 2 viewed')).toBeVisible();
  });

  await test.step("the survey checks e-mail and phone with the spec's messages and saves as it goes", async () => {
    const email = page.getByRole('textbox', { name: /An e-mail address for a copy of your plan/ });
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('Must be a valid email.')).toBeVisible();
    await email.fill('pat@example.org');
    await email.blur();
    await expect(page.getByText('Must be a valid email.')).toHaveCount(0);

    const phone = page.getByRole('textbox', { name: /A phone number we can reach you on/ });
    await phone.fill('5550100');
    await phone.blur();
    await expect(
      page.getByText('Must be a valid phone number (please add country code e.g. +1).'),
    ).toBeVisible();
    await phone.fill('+15550100222');
    await phone.blur();
    await expect(
      page.getByText('Must be a valid phone number (please add country code e.g. +1).'),
    ).toHaveCount(0);

    await page.getByRole('radio', { name: 'Furosemide 40 mg: Yes', exact: true }).check();
    await page.getByRole('radio', { name: 'Bisoprolol 2.5 mg: No', exact: true }).check();
    await page.getByRole('radio', { name: 'Ramipril 5 mg: Not Sure', exact: true }).check();
    await page.getByRole('textbox', { name: 'Medication name' }).fill('Aspirin');
    await page.getByRole('textbox', { name: /Dosage/ }).fill('81 mg');
    await page.getByRole('textbox', { name: /How often/ }).fill('Once a day');
    await page.getByRole('button', { name: 'Add medication' }).click();
    await expect(page.getByRole('button', { name: 'Remove Aspirin' })).toBeVisible();
    await expect(page.getByText(/Thank you! Your answers are saved/)).toBeVisible();
    await expectNoBlockingViolations(page, 'the survey');
  });

  await test.step('after the survey, what to do next: a call, the document, the redirect warning', async () => {
    // The button below the survey; the chapters' main button above offers the same now.
    await page.getByRole('button', { name: 'See what to do next' }).last().click();
    await expect(page.getByRole('heading', { name: 'What you can do' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Call the heart team' })).toHaveAttribute('href', /^tel:\+/);
    const documentLink = page.getByRole('link', { name: /Your medication plan \(PDF\)/ });
    await expect(documentLink).toHaveAttribute('href', /\/api\/media\/.+\?expires=\d+&sig=/);
    const pdf = await page.request.get((await documentLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.getByRole('link', { name: 'Living with heart failure' }).click();
    const warning = page.getByRole('dialog', {
      name: "You're being redirected to a new page outside the platform",
    });
    await expect(warning).toContainText('www.heart.org');
    await expect(warning).toContainText(/Please call \+1/);
    await expect(warning.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:\+1\d+$/);
    await expectNoBlockingViolations(page, 'the redirect warning');
    await warning.getByRole('button', { name: 'Stay here' }).click();
    await expect(warning).toHaveCount(0);
  });

  await test.step('after a reload the answers are still there', async () => {
    // The patient was at what to do next: the reload brings them back there, on the overview.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What you can do' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Furosemide 40 mg: Yes', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Remove Aspirin' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: /An e-mail address for a copy of your plan/ }),
    ).toHaveValue('pat@example.org');
  });

  await test.step('the metrics arrive as the patient goes and when the page is hidden', async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    type Row = { chapter_id: string | null; cta_interactions: number; video_finished: boolean };
    const rows = () => metrics.map((sent) => sent.body as Row);
    await expect
      .poll(
        () =>
          rows()
            .filter((row) => row.chapter_id === null)
            .at(-1)?.cta_interactions,
      )
      .toBeGreaterThanOrEqual(1);
    expect(rows().some((row) => row.chapter_id === 'medicines' && row.video_finished)).toBe(true);
    expect(metrics.map((sent) => sent.status).filter((status) => status !== 200)).toEqual([]);
  });
});

test('the patient page fits a 320-pixel phone, with the text at 200%', async ({ page }) => {
  const link = patientLink('other');
  await page.setViewportSize({ width: 320, height: 640 });
  /** Nothing may make the patient scroll sideways; a failure names what overflows. */
  const expectNoSidewaysScroll = async (screen: string) => {
    const { content, viewport, overflowing } = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      overflowing: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => getComputedStyle(element).overflowX === 'visible')
        .slice(-3)
        .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 30) ?? ''}`),
    }));
    expect(content, `${screen} scrolls sideways: ${overflowing.join(' | ')}`).toBeLessThanOrEqual(viewport);
  };
  await page.goto(link.url);
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });

  await expect(page.getByRole('heading', { name: 'Confirm your date of birth' })).toBeVisible();
  await expectNoSidewaysScroll('the date-of-birth screen');
  await confirmDateOfBirth(page, link.dateOfBirth);

  await expect(page.getByRole('heading', { name: 'Your first week at home' })).toBeVisible();
  await expectNoSidewaysScroll('the touchpoint overview');
  await expect(page.getByRole('radio', { name: 'Furosemide 40 mg: Not Sure', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start watching' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your medicines' })).toBeVisible();
  await expectNoSidewaysScroll('a chapter');
  await expectNoBlockingViolations(page, 'a chapter at 320 pixels and 200% text');
});
