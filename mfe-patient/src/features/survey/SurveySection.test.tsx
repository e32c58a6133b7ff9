import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SURVEY_MESSAGES,
  type AnswerValue,
  type InteractionProgress,
  type SavedAnswer,
} from '@outreach/shared-contracts/core';
import {
  inTurn,
  mockApi,
  refusal,
  renderWithProviders,
  startHostI18n,
  type RecordedRequest,
  type Reply,
} from '@outreach/shared-ui/testing';
import { TOKEN } from '../../testing/fixtures';
import SurveySection, { type SurveySectionProps } from './SurveySection';
import type { ResolvedSurvey } from './surveyAnswers';
import { registerSurveyTranslations } from './surveyTranslations';

const survey: ResolvedSurvey = {
  title: 'How are you doing?',
  questions: [
    { key: 'feeling', kind: 'text', prompt: 'How do you feel today?', required: true },
    { key: 'email', kind: 'email', prompt: 'Your e-mail', required: false },
    { key: 'phone', kind: 'phone', prompt: 'Your phone', required: false },
    {
      key: 'pain',
      kind: 'single_choice',
      prompt: 'Any pain?',
      required: true,
      options: [
        { key: 'none', label: 'None' },
        { key: 'some', label: 'Some' },
      ],
    },
    {
      key: 'help',
      kind: 'multiple_choice',
      prompt: 'Who helps you at home?',
      required: false,
      options: [
        { key: 'family', label: 'Family' },
        { key: 'nurse', label: 'A nurse' },
      ],
    },
    { key: 'stay', kind: 'rating', prompt: 'Rate your stay', required: false, scale: 5 },
    {
      key: 'meds',
      kind: 'medication_list',
      prompt: 'Do you take these?',
      required: false,
      medications: [
        { key: 'aspirin', label: 'Aspirin' },
        { key: 'metformin', label: 'Metformin' },
      ],
      allow_additional: true,
    },
  ],
};

function progress(answered: number, completed = false): InteractionProgress {
  return {
    questions_total: 0,
    questions_answered: 0,
    quiz_total: 0,
    quiz_correct: 0,
    survey_total: survey.questions.length,
    survey_answered: answered,
    survey_completed: completed,
  };
}

const saved = (question: string, answer: AnswerValue): SavedAnswer => ({
  chapter: null,
  question,
  answer,
  result: { kind: 'survey' },
  answered_at: '2026-11-24T20:00:00.000Z',
});

/** The server's answer to a save: the answer as sent, and one more question answered. */
function accepted(request: RecordedRequest): Reply<'saveInteractionAnswer'> {
  const { answer } = request.body as { answer: AnswerValue };
  return { body: { answer: saved(request.params.question!, answer), progress: progress(1) } };
}

const saves = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'saveInteractionAnswer');

function renderSurvey(props: Partial<SurveySectionProps> = {}) {
  const callbacks = { onSaved: jest.fn(), onInteraction: jest.fn(), onSessionEnded: jest.fn() };
  renderWithProviders(<SurveySection token={TOKEN} survey={survey} answers={[]} {...callbacks} {...props} />);
  return callbacks;
}

describe('SurveySection', () => {
  beforeEach(async () => {
    await startHostI18n('en', registerSurveyTranslations);
  });

  it('shows each kind of question in its own form, required ones marked', () => {
    mockApi({});
    renderSurvey();

    expect(screen.getByRole('heading', { level: 2, name: 'How are you doing?' })).toBeInTheDocument();
    expect(screen.getByText('0 of 7 answered')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'How do you feel today? (required)' }).tagName).toBe(
      'TEXTAREA',
    );
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: 'Your phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    const pain = screen.getByRole('group', { name: 'Any pain? (required)' });
    expect(within(pain).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'Who helps you at home?' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Rate your stay' })).getAllByRole('radio')).toHaveLength(
      5,
    );
    const aspirin = screen.getByRole('radiogroup', { name: 'Aspirin' });
    expect(
      within(aspirin)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Aspirin: Yes', 'Aspirin: No', 'Aspirin: Not Sure']);
  });

  it('refuses a wrong e-mail address with the spec message without sending it, then saves a right one', async () => {
    const requests = mockApi({ saveInteractionAnswer: accepted });
    const user = userEvent.setup();
    const { onSaved, onInteraction } = renderSurvey();
    const email = screen.getByRole('textbox', { name: 'Your e-mail' });

    // Leaving the field with an address that is not one shows the spec's message, word for word.
    await user.type(email, 'ada@example');
    await user.tab();
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(SURVEY_MESSAGES.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(error.id);
    expect(saves(requests)).toHaveLength(0);

    // The message goes as soon as the address is right, and leaving the field saves it.
    await user.type(email, '.org');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saves(requests)).toHaveLength(1);
    expect(saves(requests)[0]!.params).toEqual({ id: TOKEN, question: 'email' });
    expect(saves(requests)[0]!.body).toEqual({ answer: { text: 'ada@example.org' } });
    expect(onSaved).toHaveBeenCalledWith(saved('email', { text: 'ada@example.org' }), progress(1));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('1 of 7 answered')).toBeInTheDocument();
    expect(onInteraction).toHaveBeenCalled();
  });

  it('checks a phone number for its country code before sending it', async () => {
    const requests = mockApi({ saveInteractionAnswer: accepted });
    const user = userEvent.setup();
    renderSurvey();

    await user.type(screen.getByRole('textbox', { name: 'Your phone' }), '555 010 0200');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(SURVEY_MESSAGES.phone);
    expect(saves(requests)).toHaveLength(0);
  });

  it("shows the server's message when it refuses an answer", async () => {
    const requests = mockApi({
      saveInteractionAnswer: refusal('VALIDATION_FAILED', [
        { path: 'body.answer.text', message: SURVEY_MESSAGES.phone },
      ]),
    });
    const user = userEvent.setup();
    renderSurvey();
    const phone = screen.getByRole('textbox', { name: 'Your phone' });

    await user.type(phone, '+1 (555) 010-0200');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(SURVEY_MESSAGES.phone);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(saves(requests)[0]!.body).toEqual({ answer: { text: '+1 (555) 010-0200' } });
  });

  it('saves written answers after a pause in typing, without waiting for the field to be left', async () => {
    const requests = mockApi({ saveInteractionAnswer: accepted });
    const user = userEvent.setup();
    renderSurvey();

    await user.type(screen.getByRole('textbox', { name: /How do you feel today/ }), 'Better, thank you');
    expect(saves(requests)).toHaveLength(0);
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.body).toEqual({ answer: { text: 'Better, thank you' } });
  });

  it('saves choices and ratings as soon as they are made', async () => {
    const requests = mockApi({ saveInteractionAnswer: accepted });
    const user = userEvent.setup();
    const { onInteraction } = renderSurvey();

    await user.click(screen.getByRole('radio', { name: 'Some' }));
    await user.click(screen.getByRole('checkbox', { name: 'A nurse' }));
    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('radio', { name: '4' }));

    await waitFor(() => expect(saves(requests)).toHaveLength(4));
    expect(saves(requests).map((request) => [request.params.question, request.body])).toEqual([
      ['pain', { answer: { choices: ['some'] } }],
      ['help', { answer: { choices: ['nurse'] } }],
      ['help', { answer: { choices: ['family', 'nurse'] } }],
      ['stay', { answer: { rating: 4 } }],
    ]);
    expect(onInteraction).toHaveBeenCalledTimes(4);
  });

  it('sends the medication list with every answer and every medication the patient adds', async () => {
    const requests = mockApi({ saveInteractionAnswer: accepted });
    const user = userEvent.setup();
    renderSurvey();

    await user.click(screen.getByRole('radio', { name: 'Aspirin: Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Metformin: Not Sure' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(2));
    expect(saves(requests)[1]!.body).toEqual({
      answer: { medications: { aspirin: 'yes', metformin: 'not_sure' }, additional: [] },
    });

    // A medication of the patient's own needs its name; dosage and frequency may stay empty.
    await user.click(screen.getByRole('button', { name: 'Add medication' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the name of the medication.');
    expect(saves(requests)).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Medication name' }), 'Vitamin D');
    await user.type(screen.getByRole('textbox', { name: 'Dosage (optional)' }), '1000 IU');
    await user.type(screen.getByRole('textbox', { name: 'How often (optional)' }), 'Once a day{Enter}');

    await waitFor(() => expect(saves(requests)).toHaveLength(3));
    expect(saves(requests)[2]!.body).toEqual({
      answer: {
        medications: { aspirin: 'yes', metformin: 'not_sure' },
        additional: [{ name: 'Vitamin D', dosage: '1000 IU', frequency: 'Once a day' }],
      },
    });
    expect(screen.getByRole('textbox', { name: 'Medication name' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Vitamin D' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(4));
    expect(saves(requests)[3]!.body).toEqual({
      answer: { medications: { aspirin: 'yes', metformin: 'not_sure' }, additional: [] },
    });
  });

  it('stops offering to add medications once the list holds as many as it can', () => {
    mockApi({});
    const additional = Array.from({ length: 20 }, (_, index) => ({
      name: `Medication ${String(index + 1)}`,
      dosage: '',
      frequency: '',
    }));
    renderSurvey({ answers: [saved('meds', { medications: {}, additional })] });

    expect(screen.getAllByRole('button', { name: /^Remove Medication/ })).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Add medication' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You have added 20 medications, the most this list can hold.'),
    ).toBeInTheDocument();
  });

  it('starts from the answers saved earlier', () => {
    mockApi({});
    renderSurvey({
      answers: [
        saved('feeling', { text: 'Tired' }),
        saved('pain', { choices: ['none'] }),
        saved('help', { choices: ['family', 'nurse'] }),
        saved('stay', { rating: 5 }),
        saved('meds', {
          medications: { metformin: 'no' },
          additional: [{ name: 'Ibuprofen', dosage: '200 mg', frequency: '' }],
        }),
        // A chapter's answer with the same key is not the survey's.
        { ...saved('email', { text: 'chapter answer' }), chapter: 'c1' },
      ],
      progress: progress(5, true),
    });

    expect(screen.getByRole('textbox', { name: /How do you feel today/ })).toHaveValue('Tired');
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A nurse' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Metformin: No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aspirin: Yes' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Ibuprofen' })).toBeInTheDocument();
    expect(screen.getByText('5 of 7 answered')).toBeInTheDocument();
    expect(screen.getByText(/Your answers are saved and your care team can see them/)).toBeInTheDocument();
  });

  it('keeps an answer that failed to send and sends it again on request', async () => {
    const requests = mockApi({
      saveInteractionAnswer: inTurn<'saveInteractionAnswer'>(
        { networkError: true },
        { body: { answer: saved('pain', { choices: ['some'] }), progress: progress(1) } },
      ),
    });
    const user = userEvent.setup();
    const { onSaved } = renderSurvey();

    await user.click(screen.getByRole('radio', { name: 'Some' }));
    expect(await screen.findByText('Not saved. Please check your internet connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saves(requests).map((request) => request.body)).toEqual([
      { answer: { choices: ['some'] } },
      { answer: { choices: ['some'] } },
    ]);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('tells the page when the session has ended', async () => {
    mockApi({ saveInteractionAnswer: refusal('VERIFICATION_REQUIRED') });
    const user = userEvent.setup();
    const { onSessionEnded } = renderSurvey();

    await user.click(screen.getByRole('radio', { name: 'Some' }));
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Not saved yet. Please confirm your date of birth again.')).toBeInTheDocument();
  });

  it("speaks the patient's language, loaded when chosen, and keeps the spec's messages as the spec words them", async () => {
    await startHostI18n('es', registerSurveyTranslations);
    mockApi({});
    const user = userEvent.setup();
    renderSurvey();

    expect(await screen.findByRole('radio', { name: 'Aspirin: Sí' })).toBeInTheDocument();
    expect(screen.getByText('0 de 7 respondidas')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ada');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(SURVEY_MESSAGES.email);
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'en');
  });

  it('thanks the patient once the survey is complete', async () => {
    mockApi({
      saveInteractionAnswer: {
        body: { answer: saved('pain', { choices: ['none'] }), progress: progress(2, true) },
      },
    });
    const user = userEvent.setup();
    renderSurvey({ answers: [saved('feeling', { text: 'Fine' })] });

    expect(screen.getByText('1 of 7 answered')).toBeInTheDocument();
    expect(screen.queryByText(/your care team can see them/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(await screen.findByText(/your care team can see them/)).toBeInTheDocument();
    expect(screen.getByText('2 of 7 answered')).toBeInTheDocument();
  });
});
