import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.js';
import { BuilderPage } from '../pages/BuilderPage.js';
import { expectNoBlockingViolations } from '../support/axe.js';

const CAMPAIGN = 'Diabetes foot care';
const TOUCHPOINT = 'Daily foot checks';
const PDF = fileURLToPath(
  new URL('../../api-server/src/modules/demo/media/medication-plan.pdf', import.meta.url),
);

/** Every patient-facing text of the touchpoint, in the two languages it is written in. */
const texts = {
  en: {
    title: 'Looking after your feet',
    body: 'Check both feet every evening.',
    subject: 'Your foot care video, {{first_name}}',
    html: 'Hello {{first_name}}, watch it here: {{link}}',
    text: 'Hello {{first_name}}, watch it here: {{link}}',
    sms: 'Hi {{first_name}}, your foot care video: {{link}}',
    chapter: 'Checking your feet',
    quiz: 'How often should you check your feet?',
    answers: ['Every day', 'Once a month'],
    teachBack: 'What do you look for when you check your feet?',
    teachBackAnswer: 'Cuts, blisters and redness.',
    keywords: 'cuts, blisters, redness',
    survey: 'Your medicines',
    medications: 'Do you take these medicines?',
    medication: 'Metformin',
    buttons: ['Call the foot clinic', 'Read more online', 'Your care plan'],
  },
  es: {
    title: 'El cuidado de sus pies',
    body: 'Revise ambos pies cada noche.',
    subject: 'Su video sobre el cuidado de los pies, {{first_name}}',
    html: 'Hola {{first_name}}, véalo aquí: {{link}}',
    text: 'Hola {{first_name}}, véalo aquí: {{link}}',
    sms: 'Hola {{first_name}}, su video: {{link}}',
    chapter: 'Revisar sus pies',
    quiz: '¿Con qué frecuencia debe revisar sus pies?',
    answers: ['Cada día', 'Una vez al mes'],
    teachBack: '¿Qué busca cuando revisa sus pies?',
    teachBackAnswer: 'Cortes, ampollas y enrojecimiento.',
    keywords: 'cortes, ampollas, enrojecimiento',
    survey: 'Sus medicamentos',
    medications: '¿Toma estos medicamentos?',
    medication: 'Metformina',
    buttons: ['Llamar a la clínica', 'Leer más en línea', 'Su plan de cuidado'],
  },
};

test('an author builds a touchpoint in two languages, a colleague approves it, and it is published, edited and republished', async ({
  page,
  signIn,
  signInElsewhere,
}) => {
  test.setTimeout(240_000);
  await signIn('studioAuthor');
  const builder = new BuilderPage(page);

  await test.step('a new campaign and its first touchpoint open the builder', async () => {
    await builder.start(CAMPAIGN, TOUCHPOINT);
    await expect(builder.main.getByRole('combobox', { name: 'Sent by' })).toHaveValue('email_and_sms');
    await expectNoBlockingViolations(page, 'builder: basics');
  });

  await test.step('the builder is titled after the touchpoint; Next leads on while the step list stays in view', async () => {
    await expect(builder.main.getByRole('heading', { level: 1, name: TOUCHPOINT })).toBeVisible();
    await expect(builder.main.getByText(`A touchpoint of ${CAMPAIGN}`)).toBeVisible();
    await builder.main.getByRole('button', { name: 'Next: Landing page' }).click();
    await expect(builder.main.getByRole('heading', { level: 2, name: 'Landing page' })).toBeFocused();
    await builder.main.getByRole('button', { name: 'Next: E-mail and SMS' }).scrollIntoViewIfNeeded();
    await expect(builder.steps).toBeInViewport();
    await expect(builder.checks.getByRole('heading', { name: 'Check list' })).toBeInViewport();
  });

  await test.step('Spanish is offered beside English', async () => {
    await builder.step('Languages');
    await builder.main
      .getByRole('group', { name: 'Languages offered' })
      .getByRole('checkbox', { name: 'Español' })
      .check();
    await expectNoBlockingViolations(page, 'builder: languages');
  });

  await test.step('the parts that hold no text: a chapter with its video and questions, a survey, buttons', async () => {
    await builder.step('Video chapters and questions');
    await builder.main.getByRole('button', { name: 'Add chapter' }).click();
    const chapter = builder.card(/^Chapter 1/);
    await expect(chapter.getByRole('combobox', { name: 'Video' })).toContainText('Your medicines');
    await chapter.getByRole('combobox', { name: 'Video' }).selectOption({ label: 'Your medicines' });
    await chapter.getByRole('button', { name: 'Add quiz question' }).click();
    const quiz = builder.card('Quiz question 1');
    await quiz.getByRole('button', { name: 'Add answer' }).click();
    await quiz.getByRole('button', { name: 'Add answer' }).click();
    await quiz.getByRole('checkbox', { name: 'Answer 1 is correct' }).check();
    await chapter.getByRole('button', { name: 'Add teach-back question' }).click();
    await expectNoBlockingViolations(page, 'builder: chapters');

    await builder.step('Survey');
    await builder.main.getByRole('button', { name: 'Add a survey' }).click();
    await builder.main
      .getByRole('combobox', { name: 'Kind of question' })
      .selectOption({ label: 'Medication list' });
    await builder.main.getByRole('button', { name: 'Add question' }).click();
    await builder.card('Question 1: Medication list').getByRole('button', { name: 'Add medication' }).click();
    await expectNoBlockingViolations(page, 'builder: survey');

    await builder.step('Buttons and documents');
    await builder.main.getByRole('button', { name: 'Add call button' }).click();
    await builder.card('Call button 1').getByRole('textbox', { name: 'Phone number' }).fill('+15551234567');
    await builder.main.getByRole('button', { name: 'Add link button' }).click();
    await builder
      .card('Link button 2')
      .getByRole('textbox', { name: 'Web address (https)' })
      .fill('https://example.org/foot-care');
    await builder.main.getByRole('button', { name: 'Add document button' }).click();
    const document = builder.card('Document button 3');
    await builder.chooseFile('PDF document', PDF, document);
    await expect(document.getByText('Chosen: medication-plan.pdf')).toBeVisible();
    await expect(document.getByRole('button', { name: 'Replace the file PDF document' })).toBeVisible();
    await expectNoBlockingViolations(page, 'builder: buttons');
  });

  for (const language of ['en', 'es'] as const) {
    const text = texts[language];
    await test.step(`every text in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      await builder.writeIn(language);

      await builder.step('Landing page');
      await builder.textbox('Page title').fill(text.title);
      await builder.writeRichText('Page text', text.body);
      if (language === 'en') await expectNoBlockingViolations(page, 'builder: landing page');

      await builder.step('E-mail and SMS');
      await builder.textbox('Subject').fill(text.subject);
      await builder.writeRichText('E-mail body', text.html);
      await builder.textbox('Plain-text version').fill(text.text);
      await builder.textbox('SMS text').fill(text.sms);
      if (language === 'en') await expectNoBlockingViolations(page, 'builder: messages');

      await builder.step('Video chapters and questions');
      const chapter = builder.card(/^Chapter 1/);
      await builder.textbox('Chapter title', chapter).fill(text.chapter);
      const quiz = builder.card('Quiz question 1');
      await builder.textbox('Question', quiz).fill(text.quiz);
      await builder.textbox('Answer 1', quiz).fill(text.answers[0]!);
      await builder.textbox('Answer 2', quiz).fill(text.answers[1]!);
      const teachBack = builder.card('Teach-back question 2');
      await builder.textbox('Question', teachBack).fill(text.teachBack);
      await builder
        .textbox("Correct answer, shown after the patient's answer", teachBack)
        .fill(text.teachBackAnswer);
      await builder.textbox('Keywords of a good answer', teachBack).fill(text.keywords);

      await builder.step('Survey');
      await builder.textbox('Survey title').fill(text.survey);
      const medications = builder.card('Question 1: Medication list');
      await builder.textbox('Question', medications).fill(text.medications);
      await builder.textbox('Medication 1', medications).fill(text.medication);

      await builder.step('Buttons and documents');
      for (const [index, legend] of ['Call button 1', 'Link button 2', 'Document button 3'].entries()) {
        await builder.textbox('Button text', builder.card(legend)).fill(text.buttons[index]!);
      }
    });
  }

  await test.step('the check list finds nothing in the way of publishing', async () => {
    await builder.expectSaved();
    await expect(builder.checks).toContainText('Nothing stands in the way of publishing.');
  });

  await test.step('the author assigns reviewers, and is offered neither Approve nor Publish', async () => {
    await builder.step('Review and publish');
    await builder.assignReviewer('Priya Approver');
    await builder.assignReviewer('Ada Author');
    const review = builder.section('Your review');
    await expect(review).toContainText(
      'You edited this version, so a colleague who did not must approve it.',
    );
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(builder.section('Publish')).toContainText(
      "Publishing needs a colleague's approval of this version.",
    );
    await expect(builder.section('Publish').getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expectNoBlockingViolations(page, 'builder: review and publish');
  });

  const address = page.url();
  const reviewer = await signInElsewhere('studioApprover');
  const approve = async () => {
    await reviewer.goto(address);
    const review = new BuilderPage(reviewer).section('Your review');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByRole('status')).toHaveText('You approved this revision.');
  };

  await test.step('a second staff member approves, and the author, without a reload, publishes version 1', async () => {
    await approve();
    // The author's page follows the decision by itself.
    await expect(builder.main.getByText(/^Status: Approved, version 1\./)).toBeVisible({ timeout: 10_000 });
    await builder.section('Publish').getByRole('button', { name: 'Publish' }).click();
    await expect(builder.section('Publish').getByRole('status')).toHaveText('Version 1 is published.');
  });

  await test.step('an edit starts version 2, which is approved and republished', async () => {
    await builder.writeIn('en');
    await builder.step('Landing page');
    await builder.textbox('Page title').fill('Looking after your feet every day');
    await builder.expectSaved();
    await builder.step('Review and publish');
    await expect(builder.main.getByText(/version 2\./)).toBeVisible();
    await approve();
    await builder.section('Publish').getByRole('button', { name: 'Republish' }).click({ timeout: 10_000 });
    await expect(builder.section('Publish').getByRole('status')).toHaveText('Version 2 is published.');
  });

  await test.step('the published touchpoint can be sent: the form previews a cohort, and closes unsent', async () => {
    await builder.section('Send').getByRole('button', { name: 'Send to patients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to patients' });
    await expect(dialog.getByRole('radio', { name: 'Now' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Respect quiet hours/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectNoBlockingViolations(page, 'builder: send form');
    // One of the demo tenant's cohorts: the preview counts its patients without sending anything.
    await dialog.getByRole('checkbox', { name: /^Diabetes care/ }).check();
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('heading', { name: 'What this send does' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectNoBlockingViolations(page, 'builder: send preview');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(builder.section('Deliveries')).toContainText('No sends yet.');
  });

  await test.step('the preview shows the e-mail and the SMS in both languages', async () => {
    const preview = builder.section('Preview');
    const languages = preview.getByRole('tablist', { name: 'Preview languages' });
    await languages.getByRole('tab', { name: 'English' }).click();
    await expect(preview.getByRole('tabpanel')).toContainText('Subject: Your foot care video,');
    await expect(preview.getByLabel('SMS preview')).toContainText('your foot care video:');
    await languages.getByRole('tab', { name: 'Español' }).click();
    await expect(preview.getByRole('tabpanel')).toContainText(
      'Subject: Su video sobre el cuidado de los pies,',
    );
    await expect(preview.getByLabel('SMS preview')).toContainText('su video:');
  });

  await test.step("the preview shows the patient page as the patient app draws it, in the tab's language", async () => {
    const preview = builder.section('Preview');
    const languages = preview.getByRole('tablist', { name: 'Preview languages' });
    const patientPage = preview.getByRole('region', { name: 'Patient page' });
    await expect(patientPage.getByRole('heading', { name: 'El cuidado de sus pies' })).toBeVisible();
    await expect(patientPage.getByText('Revisar sus pies', { exact: true })).toBeVisible();
    await expect(patientPage.getByRole('heading', { name: 'Capítulos' })).toBeVisible();
    await languages.getByRole('tab', { name: 'English' }).click();
    await expect(
      patientPage.getByRole('heading', { name: 'Looking after your feet every day' }),
    ).toBeVisible();
    await patientPage.getByRole('button', { name: 'Start watching' }).click();
    await expect(patientPage.getByRole('heading', { level: 1, name: 'Checking your feet' })).toBeVisible();
    // The studio around the page keeps the staff member's language and address.
    expect(page.url()).toBe(address);
    await expectNoBlockingViolations(page, 'builder: patient page preview');
  });

  await test.step('a staff member of another tenant sees none of it', async () => {
    const outsider = await signInElsewhere('studioOutsider');
    await outsider.goto(address);
    await expect(
      outsider.getByText('An error has occurred while loading the data for this page.'),
    ).toBeVisible();
    await expect(outsider.getByRole('main')).not.toContainText(TOUCHPOINT);
  });
});
