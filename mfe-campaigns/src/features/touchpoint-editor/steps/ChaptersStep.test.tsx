import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chapter, TouchpointContent } from '@outreach/shared-contracts/core';
import { callsTo, mockApi } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../../testing/renderCreate';
import {
  makeChapter,
  makeContent,
  makeQuizQuestion,
  makeTouchpoint,
} from '../../../testing/touchpointFixtures';

/** Opens the chapters step of a touchpoint with these chapters; its saves answer revision 2. */
async function openChapters(chapters: Chapter[]) {
  const content = makeContent({ chapters });
  const requests = mockApi({
    getTouchpoint: { body: makeTouchpoint(5, { content }) },
    updateTouchpoint: { body: makeTouchpoint(5, { revision: 2, content }) },
    listVideos: { body: { results: [] } },
  });
  const user = userEvent.setup();
  await renderEditor('chapters');
  return { requests, user };
}

function savedContent(requests: ReturnType<typeof mockApi>): TouchpointContent {
  return (callsTo(requests, 'PUT', '/api/touchpoints/5').at(-1)!.body as { content: TouchpointContent })
    .content;
}

beforeEach(() => localStorage.clear());

describe('the chapters step', () => {
  it('adds a chapter and moves chapters up and down, saving the new order', async () => {
    const { requests, user } = await openChapters([makeChapter('a', 'Why'), makeChapter('b', 'How')]);
    expect(await screen.findByRole('group', { name: 'Chapter 1: Why' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move chapter 1 down' }));
    expect(screen.getByRole('group', { name: 'Chapter 1: How' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chapter 2: Why' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move chapter 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Chapter title' })[2]!, 'After');

    await screen.findByText('Saved');
    expect(savedContent(requests).chapters.map((item) => item.title.en)).toEqual(['How', 'Why', 'After']);
  });

  it("sends a quiz option's correct flag in the saved content", async () => {
    const { requests, user } = await openChapters([makeChapter('a', 'Why')]);

    await user.click(await screen.findByRole('button', { name: 'Add quiz question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'When?');
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Now');
    await user.type(screen.getByRole('textbox', { name: 'Answer 2' }), 'Never');
    await user.click(screen.getByRole('checkbox', { name: 'Answer 1 is correct' }));

    await screen.findByText('Saved');
    const [question] = savedContent(requests).chapters[0]!.questions;
    expect(question).toMatchObject({ kind: 'quiz', prompt: { en: 'When?' } });
    expect(
      question?.kind === 'quiz' && question.options.map(({ label, correct }) => ({ label, correct })),
    ).toEqual([
      { label: { en: 'Now' }, correct: true },
      { label: { en: 'Never' }, correct: false },
    ]);
  });

  it('asks before removing a chapter, naming it and its questions: cancel keeps it, confirm removes it', async () => {
    const questions = [
      makeQuizQuestion('q1', { en: 'Is it safe?' }),
      makeQuizQuestion('q2', { en: 'When?' }),
    ];
    const { requests, user } = await openChapters([
      makeChapter('a', 'Why', { questions }),
      makeChapter('b', 'How'),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Remove chapter 1' }));
    const asked = screen.getByRole('dialog', { name: 'Remove chapter 1?' });
    expect(asked).toHaveTextContent(
      '“Why” will be removed with its questions (2) and their texts in every language.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chapter 1: Why' })).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', '/api/touchpoints/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove chapter 1?' })).getByRole('button', {
        name: 'Remove chapter',
      }),
    );
    expect(screen.queryByRole('group', { name: 'Chapter 1: Why' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Chapter 1: How' })).toBeInTheDocument();
    await screen.findByText('Saved');
    expect(savedContent(requests).chapters.map((item) => item.key)).toEqual(['b']);
  });
});
