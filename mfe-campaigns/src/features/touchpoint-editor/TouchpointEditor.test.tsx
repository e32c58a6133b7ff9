import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Sentry from '@sentry/react';
import { callsTo, inTurn, mockApi, refusal } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../testing/renderCreate';
import { makeChapter, makeContent, makeQuizQuestion, makeTouchpoint } from '../../testing/touchpointFixtures';

jest.mock('@sentry/react', () => ({ captureException: jest.fn() }));

const PUT = '/api/touchpoints/5';

beforeEach(() => localStorage.clear());

describe('the touchpoint editor', () => {
  it('reports a failed load to Sentry and shows the generic message', async () => {
    mockApi({ getTouchpoint: refusal('INTERNAL') });
    await renderEditor();

    expect(
      await screen.findByText('An error has occurred while loading the data for this page.'),
    ).toBeInTheDocument();
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  it('autosaves an edit with the revision it holds, then says Saved', async () => {
    const requests = mockApi({
      getTouchpoint: { body: makeTouchpoint(5, { revision: 3 }) },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 4, name: 'Flu reminder 2' }) },
    });
    const user = userEvent.setup();
    await renderEditor();
    const name = await screen.findByRole('textbox', { name: 'Touchpoint name' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.type(name, ' 2');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const puts = callsTo(requests, 'PUT', PUT);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ revision: 3, name: 'Flu reminder 2' });
  });

  it('on STALE_WRITE keeps the edit on screen, says why, and reloads the saved version on request', async () => {
    const requests = mockApi({
      getTouchpoint: inTurn(
        { body: makeTouchpoint(5) },
        { body: makeTouchpoint(5, { revision: 9, name: 'Their name' }) },
      ),
      updateTouchpoint: refusal('STALE_WRITE'),
    });
    const user = userEvent.setup();
    await renderEditor();
    const name = await screen.findByRole('textbox', { name: 'Touchpoint name' });
    await user.clear(name);
    await user.type(name, 'My name');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone else saved a change after you opened this. Reload to see it; your change was not saved.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');
    expect(name).toHaveValue('My name');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Their name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(requests, 'PUT', PUT)).toHaveLength(1);
  });

  it('names the field and step of each finding, and its Go to opens the step at that field', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          content: makeContent({
            chapters: [makeChapter('c1', 'Why vaccinate')],
          }),
          checks: [{ code: 'chapter_video_missing', severity: 'error', path: 'chapters.0.video_id' }],
        }),
      },
      listVideos: { body: { results: [] } },
    });
    const user = userEvent.setup();
    await renderEditor();
    const checks = await screen.findByRole('region', { name: 'Check list' });
    expect(within(checks).getByText('A chapter has no video.')).toBeInTheDocument();
    expect(within(checks).getByText('Chapter 1 › Video — Video chapters and questions')).toBeInTheDocument();

    await user.click(within(checks).getByRole('button', { name: 'Go to Chapter 1 › Video' }));

    const steps = screen.getByRole('navigation', { name: 'Steps of the touchpoint' });
    expect(within(steps).getByRole('button', { name: /Video chapters and questions/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Video chapters and questions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Video' })).toHaveFocus());
  });

  it('leads a missing translation to its text in that language, beside the original', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          checks: [
            { code: 'translation_missing', severity: 'error', path: 'landing_page.title', language: 'es' },
            { code: 'translation_missing', severity: 'error', path: 'email.subject', language: 'es' },
          ],
        }),
      },
      listLandingPageTemplates: { body: { results: [] } },
    });
    const user = userEvent.setup();
    await renderEditor();
    const checks = await screen.findByRole('region', { name: 'Check list' });
    expect(within(checks).getByText('Page title — Landing page')).toBeInTheDocument();
    expect(within(checks).getByText('Subject — E-mail and SMS')).toBeInTheDocument();

    await user.click(within(checks).getByRole('button', { name: 'Go to Page title (Español)' }));

    expect(screen.getByRole('combobox', { name: 'Language of the texts' })).toHaveValue('es');
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('');
    const original = screen.getByRole('textbox', { name: 'Page title – original (English)' });
    expect(original).toHaveValue('Your flu shot');
    expect(original).toHaveAttribute('readonly');
  });

  it('names a quiz answer by its chapter and question and leads to it in the missing language', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          content: makeContent({
            chapters: [
              makeChapter('c1', 'Why vaccinate', {
                title: { en: 'Why vaccinate', es: 'Por qué vacunarse' },
                questions: [makeQuizQuestion('q1', { en: 'Is it safe?', es: '¿Es seguro?' })],
              }),
            ],
          }),
          checks: [
            {
              code: 'translation_missing',
              severity: 'error',
              path: 'chapters.0.questions.0.options.1.label',
              language: 'es',
            },
          ],
        }),
      },
      listVideos: { body: { results: [] } },
    });
    const user = userEvent.setup();
    await renderEditor();
    const checks = await screen.findByRole('region', { name: 'Check list' });
    expect(
      within(checks).getByText('Chapter 1 › Quiz question 1 › Answer 2 — Video chapters and questions'),
    ).toBeInTheDocument();

    await user.click(
      within(checks).getByRole('button', { name: 'Go to Chapter 1 › Quiz question 1 › Answer 2 (Español)' }),
    );

    const answer = await screen.findByRole('textbox', { name: 'Answer 2' });
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Answer 2 – original (English)' })).toHaveValue('No');
  });

  it('counts the missing texts of each language and edits the chosen one', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          checks: [
            { code: 'translation_missing', severity: 'error', path: 'landing_page.title', language: 'es' },
            { code: 'translation_missing', severity: 'error', path: 'email.subject', language: 'es' },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await renderEditor('landing');
    const picker = await screen.findByRole('combobox', { name: 'Language of the texts' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español – missing texts: 2']);
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Your flu shot');

    await user.selectOptions(picker, 'es');
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('');
  });
});
