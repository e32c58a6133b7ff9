import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pageWithQuestions,
  progress,
  renderTouchpointPage,
  saved,
  setUpTouchpointPageTests,
  waterPillQuiz,
} from '../../testing/touchpointPage';

/** The first chapter asks only the quiz: once it is answered, every question of the chapter is. */
function quizOnly() {
  const summary = pageWithQuestions();
  const [first, second] = summary.page.chapters;
  const chapters = [{ ...first!, questions: [waterPillQuiz] }, second!];
  return { ...summary, page: { ...summary.page, chapters } };
}

const wrongAnswer = saved('q1', { choices: ['b'] }, { kind: 'quiz', correct: false, correct_choices: ['a'] });

describe("A chapter's quiz feedback", () => {
  setUpTouchpointPageTests();

  it('announces and focuses the feedback, starts no countdown, and moves on when the patient says', async () => {
    const user = userEvent.setup();
    renderTouchpointPage(quizOnly(), {
      saveInteractionAnswer: { body: { answer: wrongAnswer, progress } },
    });

    // The patient watches the first chapter to its end.
    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    fireEvent.ended(await screen.findByLabelText('Video: Medicines video'));

    // They answer the quiz wrongly.
    const quiz = screen.getByRole('group', { name: 'When do you take the water pill?' });
    await user.click(within(quiz).getByRole('radio', { name: 'At bedtime' }));
    await user.click(within(quiz).getByRole('button', { name: 'Check my answer' }));

    // The correction is in a live region, and brought to them: the focus is on it.
    const notQuite = await within(quiz).findByText('Not quite.');
    expect(notQuite.closest('[aria-live="polite"]')).toHaveTextContent(
      'Not quite.Correct answer(s): In the morning',
    );
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Correct answer(s): In the morning'),
    );

    // Nothing carries them on before they have read it.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('Next chapter will play in')).not.toBeInTheDocument();

    // They go on themselves.
    await user.click(screen.getByRole('button', { name: 'Next chapter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'When to call us' })).toHaveFocus();
  });

  it('shows the feedback of an earlier visit without taking the focus from the chapter title', async () => {
    const user = userEvent.setup();
    renderTouchpointPage(pageWithQuestions({ answers: [wrongAnswer] }));

    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your medicines' })).toHaveFocus();
    const quiz = screen.getByRole('group', { name: 'When do you take the water pill?' });
    expect(within(quiz).getByText('Not quite.')).toBeInTheDocument();
    expect(within(quiz).getByRole('radio', { name: 'At bedtime' })).toBeChecked();
  });
});
