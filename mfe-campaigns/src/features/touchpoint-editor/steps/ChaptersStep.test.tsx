import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TouchpointContent } from '@outreach/shared-contracts/core';
import { callsTo, mockApi } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../../testing/renderCreate';
import { makeContent, makeTouchpoint } from '../../../testing/touchpointFixtures';

function chapter(key: string, title: string): TouchpointContent['chapters'][number] {
  return { key, title: { en: title }, video_id: null, thumbnail: null, notes: {}, questions: [] };
}

function savedContent(requests: ReturnType<typeof mockApi>): TouchpointContent {
  return (callsTo(requests, 'PUT', '/api/touchpoints/5').at(-1)!.body as { content: TouchpointContent })
    .content;
}

beforeEach(() => localStorage.clear());

describe('the chapters step', () => {
  it('adds a chapter and moves chapters up and down, saving the new order', async () => {
    const content = makeContent({ chapters: [chapter('a', 'Why'), chapter('b', 'How')] });
    const requests = mockApi({
      getTouchpoint: { body: makeTouchpoint(5, { content }) },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 2, content }) },
      listVideos: { body: { results: [] } },
    });
    const user = userEvent.setup();
    await renderEditor('chapters');
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
    const content = makeContent({ chapters: [chapter('a', 'Why')] });
    const requests = mockApi({
      getTouchpoint: { body: makeTouchpoint(5, { content }) },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 2, content }) },
      listVideos: { body: { results: [] } },
    });
    const user = userEvent.setup();
    await renderEditor('chapters');

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
});
