import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSummary, TOKEN } from '../../testing/fixtures';
import {
  blobs,
  callsOf,
  captions,
  media,
  pageWithQuestions,
  progress,
  renderTouchpointPage as render,
  saved,
  setUpTouchpointPageTests,
  textOf,
  thumbnails,
} from '../../testing/touchpointPage';

describe('TouchpointPage', () => {
  setUpTouchpointPageTests();

  it('resumes at the chapter the patient was on, and goes back to every chapter with the viewed count', async () => {
    const user = userEvent.setup();
    render(makeSummary());

    expect(await screen.findByRole('heading', { level: 1, name: 'When to call us' })).toBeInTheDocument();
    expect(screen.getByText('Chapter 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('This chapter has no video. Read the notes below.')).toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the chapters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All chapters' }));
    expect(await screen.findByRole('heading', { name: 'Your first week at home' })).toBeInTheDocument();
    // The chapter without a video counts as read once opened: nothing is left to watch.
    expect(screen.getByText('2 of 2 viewed')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByRole('button', { name: /Your medicines/ })).toHaveTextContent('Viewed');
    expect(within(list).getByRole('button', { name: /When to call us/ })).toHaveTextContent('Viewed');
    expect(screen.getByRole('button', { name: 'See what to do next' })).toBeInTheDocument();

    // The phone's back button returns to the chapter.
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'When to call us' })).toBeInTheDocument();
  });

  it('plays the signed video, counts down to the next chapter when it ends, and lets the patient stay', async () => {
    const user = userEvent.setup();
    const summary = pageWithQuestions();
    // A chapter that asks nothing: the countdown carries the patient past no feedback.
    const [first, second] = summary.page.chapters;
    render({ ...summary, page: { ...summary.page, chapters: [{ ...first!, questions: [] }, second!] } });

    await user.click(await screen.findByRole('button', { name: 'Start watching' }));
    const video = await screen.findByLabelText('Video: Medicines video');
    expect(video).toHaveAttribute('src', media.videos[0]!.url);
    // The captions are offered in each language, the page's own shown from the start.
    await waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(2));
    const tracks = [...video.querySelectorAll('track')];
    expect(
      tracks.map((track) => ({
        kind: track.kind,
        language: track.srclang,
        label: track.label,
        shown: track.default,
      })),
    ).toEqual([
      { kind: 'captions', language: 'en', label: 'English', shown: true },
      { kind: 'captions', language: 'es', label: 'Español', shown: false },
    ]);
    expect(await Promise.all(tracks.map((track) => textOf(blobs.get(track.src))))).toEqual([
      captions.en,
      captions.es,
    ]);
    fireEvent.ended(video);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Next chapter will play in');
    expect(within(timer).getByLabelText('10 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rewatch' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stay on this chapter' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next chapter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'When to call us' })).toBeInTheDocument();
    // The chapter's caption addresses went with it.
    expect(blobs.size).toBe(0);
  });

  it('checks a quiz answer and a teach-back answer, showing the correct answers and the keywords', async () => {
    const user = userEvent.setup();
    const { requests } = render(pageWithQuestions(), {
      saveInteractionAnswer: (request) =>
        request.params.question === 'q1'
          ? {
              body: {
                answer: saved(
                  'q1',
                  { choices: ['b'] },
                  { kind: 'quiz', correct: false, correct_choices: ['a'] },
                ),
                progress,
              },
            }
          : {
              body: {
                answer: saved(
                  'q2',
                  { text: 'When my weight goes up' },
                  {
                    kind: 'teach_back',
                    your_answer: 'When my weight goes up',
                    correct_answer: 'If you gain more than 2 kg in a week or feel short of breath.',
                    keywords: ['weight', 'breath'],
                    matched_keywords: ['weight'],
                  },
                ),
                progress: { ...progress, questions_answered: 2 },
              },
            },
    });

    await user.click(await screen.findByRole('button', { name: /Your medicines/ }));
    const quiz = screen.getByRole('group', { name: 'When do you take the water pill?' });
    await user.click(within(quiz).getByRole('radio', { name: 'At bedtime' }));
    await user.click(within(quiz).getByRole('button', { name: 'Check my answer' }));
    expect(await within(quiz).findByText('Not quite.')).toBeInTheDocument();
    expect(within(quiz).getByText('Not quite.').closest('[aria-live]')).toHaveTextContent(
      'Correct answer(s): In the morning',
    );

    const teachBack = screen.getByRole('group', { name: 'In your own words, when should you call us?' });
    await user.type(
      within(teachBack).getByRole('textbox', { name: 'Your answer' }),
      'When my weight goes up',
    );
    await user.click(within(teachBack).getByRole('button', { name: 'Check my answer' }));
    expect(await within(teachBack).findByText('Expected keywords')).toBeInTheDocument();
    expect(within(teachBack).getByText(/If you gain more than 2 kg/)).toBeInTheDocument();
    expect(within(teachBack).getByText(/^weight/)).toHaveTextContent('(found in your answer)');
    expect(within(teachBack).getByText(/^breath/)).toHaveTextContent('(not in your answer)');

    expect(callsOf(requests, 'saveInteractionAnswer').map((request) => request.body)).toEqual([
      { chapter: 'c1', answer: { choices: ['b'] } },
      { chapter: 'c1', answer: { text: 'When my weight goes up' } },
    ]);
  });

  it('warns before an outside page, with whom to call, and opens documents by their signed address', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(pageWithQuestions());

    const outside = await screen.findByRole('link', { name: 'Heart diet guide' });
    await user.click(outside);
    const dialog = screen.getByRole('dialog', {
      name: "You're being redirected to a new page outside the platform",
    });
    expect(dialog).toHaveTextContent('The page diet.example.org is not run by your care team.');
    expect(dialog).toHaveTextContent('Please call +15550100200');
    // The number in the warning dials, as it would anywhere on a phone.
    expect(within(dialog).getByRole('link', { name: '+15550100200' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(open).not.toHaveBeenCalled();

    await user.click(outside);
    await user.click(screen.getByRole('button', { name: 'Continue to the page' }));
    expect(open).toHaveBeenCalledWith('https://diet.example.org/heart', '_blank', 'noopener,noreferrer');

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Your care plan (opens a document)' })).toHaveAttribute(
        'href',
        thumbnails.documents[0]!.url,
      ),
    );
    open.mockRestore();
  });

  it('sends the metric when the page is hidden, counting on from the totals the server holds', async () => {
    const counters = {
      page_visits: 3,
      time_on_page: 40,
      video_watch_time: 0,
      cta_interactions: 1,
      video_finished: false,
      video_watch_count: 0,
      survey_interactions: 0,
      survey_completed: false,
    };
    const user = userEvent.setup();
    const { requests } = render(pageWithQuestions({ metrics: [{ chapter_id: null, counters }] }));
    // The dialler is the phone's: the test browser stays on the page.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, { capture: true, once: true });
    await user.click(await screen.findByRole('link', { name: 'Call the nurse line' }));

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(callsOf(requests, 'putInteractionMetric')).not.toHaveLength(0));
    const sent = callsOf(requests, 'putInteractionMetric')[0]!;
    expect(sent.params).toEqual({ id: TOKEN });
    expect(sent.body).toMatchObject({ chapter_id: null, page_visits: 4, cta_interactions: 2 });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends a message to the care team, refusing an empty one', async () => {
    const user = userEvent.setup();
    const { requests } = render(pageWithQuestions(), {
      submitInteractionChat: { status: 201, body: { sent_at: '2026-11-24T20:00:00.000Z' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(callsOf(requests, 'submitInteractionChat')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Can I take my pills with food?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent to your care team.')).toBeInTheDocument();
    expect(callsOf(requests, 'submitInteractionChat')[0]!.body).toEqual({
      message: 'Can I take my pills with food?',
    });
  });

  it('asks a patient who wrote too often to wait a minute, and keeps the message', async () => {
    const user = userEvent.setup();
    render(pageWithQuestions(), {
      submitInteractionChat: {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please slow down.' },
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'One more question');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText(
        'You have sent several messages in a short time. Please wait a minute, then send this one again.',
      ),
    ).toBeInTheDocument();
    expect(box).toHaveValue('One more question');
  });

  it('lists the messages sent from this link, newest first, with when the care team read each', async () => {
    render(pageWithQuestions(), {
      listInteractionMessages: {
        body: {
          results: [
            {
              id: 2,
              body: 'Ankles more swollen,\nextra furosemide?',
              sent_at: '2026-11-24T20:00:00.000Z',
              read_at: null,
            },
            {
              id: 1,
              body: 'Can I take my pills with food?',
              sent_at: '2026-11-23T09:00:00.000Z',
              read_at: '2026-11-23T10:15:00.000Z',
            },
          ],
        },
      },
    });
    const sentList = await screen.findByRole('region', { name: 'Messages you sent' });
    const [newest, older] = within(sentList).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Ankles more swollen, extra furosemide?');
    expect(newest).toHaveTextContent(/^.*Sent Nov 24, 2026.* · Not read yet$/);
    expect(older).toHaveTextContent(/Read by the care team on Nov 23, 2026/);
    // Still said plainly beside the form: messages are not for emergencies.
    expect(
      screen.getByText(
        'Do not use this for emergencies. Your care team reads messages during opening hours.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a message just sent to the list', async () => {
    const user = userEvent.setup();
    let sent = false;
    const { requests } = render(pageWithQuestions(), {
      submitInteractionChat: () => {
        sent = true;
        return { status: 201, body: { sent_at: '2026-11-24T20:00:00.000Z' } };
      },
      listInteractionMessages: () => ({
        body: {
          results: sent
            ? [{ id: 9, body: 'Is swimming fine?', sent_at: '2026-11-24T20:00:00.000Z', read_at: null }]
            : [],
        },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Is swimming fine?');
    expect(screen.queryByRole('region', { name: 'Messages you sent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sentList = await screen.findByRole('region', { name: 'Messages you sent' });
    expect(within(sentList).getByRole('listitem')).toHaveTextContent('Is swimming fine?');
    expect(callsOf(requests, 'listInteractionMessages')).toHaveLength(2);
  });
});
