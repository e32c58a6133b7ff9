import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InteractionSummary } from '@outreach/shared-contracts/core';
import { makeSummary, TOKEN } from '../../testing/fixtures';
import { renderTouchpointPage, setUpTouchpointPageTests } from '../../testing/touchpointPage';

/** Two chapters to read (no videos), a one-question survey and a button: a patient's first visit. */
function touchpointWithSurvey(overrides: Partial<InteractionSummary> = {}): InteractionSummary {
  const base = makeSummary({ resume_chapter: null, viewed_chapters: [] });
  return {
    ...base,
    page: {
      ...base.page,
      survey: {
        title: 'How are you doing?',
        questions: [{ key: 'feeling', kind: 'text', prompt: 'How do you feel today?', required: false }],
      },
    },
    ...overrides,
  };
}

const mainButton = () => within(screen.getByRole('region', { name: 'Chapters' })).getAllByRole('button')[0]!;

describe('The end of the chapters on the patient page', () => {
  setUpTouchpointPageTests();

  it('leads from the last chapter to the survey, and from the survey to what to do next', async () => {
    const user = userEvent.setup();
    renderTouchpointPage(touchpointWithSurvey());

    // The patient starts with the first chapter; its title takes the focus.
    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your medicines' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next chapter' }));

    // The last chapter ends with the way on, not only 'Rewatch'.
    expect(screen.getByRole('heading', { level: 1, name: 'When to call us' })).toHaveFocus();
    expect(screen.getByText('You have reached the end of the chapters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next chapter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the survey' }));

    // The survey is brought into view, its title focused.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How are you doing?' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /How do you feel today\?/ })).toBeInTheDocument();

    // After the survey, what the patient can do.
    await user.click(screen.getByRole('button', { name: 'See what to do next' }));
    expect(screen.getByRole('heading', { name: 'What you can do' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Call the nurse line' })).toBeInTheDocument();
  });

  it("names what is left on the overview's main button as the patient goes", async () => {
    const user = userEvent.setup();
    renderTouchpointPage(touchpointWithSurvey());

    expect(await screen.findByText('0 of 2 viewed')).toBeInTheDocument();
    expect(mainButton()).toHaveAccessibleName('Start watching');

    // One chapter read: the button goes on with the next.
    await user.click(mainButton());
    await user.click(screen.getByRole('button', { name: 'All chapters' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your first week at home' })).toHaveFocus();
    expect(screen.getByText('1 of 2 viewed')).toBeInTheDocument();
    expect(mainButton()).toHaveAccessibleName('Continue: When to call us');

    // Both read: the survey is what is left.
    await user.click(mainButton());
    await user.click(screen.getByRole('button', { name: 'All chapters' }));
    expect(screen.getByText('2 of 2 viewed')).toBeInTheDocument();
    expect(mainButton()).toHaveAccessibleName('Go to the survey');
    await user.click(mainButton());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How are you doing?' })).toHaveFocus());
  });

  it('sends a patient who has watched everything and completed the survey to what to do next', async () => {
    const user = userEvent.setup();
    const summary = touchpointWithSurvey({ viewed_chapters: ['c1', 'c2'], resume_chapter: 'c2' });
    renderTouchpointPage({ ...summary, progress: { ...summary.progress, survey_completed: true } });

    // Nothing left to watch: the page opens on the overview, not on the last chapter.
    expect(await screen.findByText('2 of 2 viewed')).toBeInTheDocument();
    expect(mainButton()).toHaveAccessibleName('See what to do next');
    await user.click(mainButton());
    expect(screen.getByRole('heading', { name: 'What you can do' })).toHaveFocus();
  });

  it('comes back to the survey after a reload, though the server last saw the patient on a chapter', async () => {
    const user = userEvent.setup();
    const first = renderTouchpointPage(touchpointWithSurvey());
    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    await user.click(screen.getByRole('button', { name: 'Next chapter' }));
    await user.click(screen.getByRole('button', { name: 'Go to the survey' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How are you doing?' })).toHaveFocus());
    // What the tab keeps is a place, not health data: no answer, no name, no date.
    expect(JSON.parse(window.sessionStorage.getItem(`patientPlace:${TOKEN}`) ?? 'null')).toEqual({
      step: { kind: 'survey' },
      finished: ['c1', 'c2'],
      lastChapter: 'c2',
    });

    // The reload: the page is made again, the server saying the patient was on chapter 2.
    first.view.unmount();
    renderTouchpointPage(touchpointWithSurvey({ resume_chapter: 'c2' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How are you doing?' })).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 1, name: 'When to call us' })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 2 viewed')).toBeInTheDocument();
    expect(mainButton()).toHaveAccessibleName('Go to the survey');
  });
});
