import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, refusal } from '@outreach/shared-ui/testing';
import type { QuestionReport } from '@outreach/shared-contracts/core';
import {
  answerReport,
  fluFunnel,
  funnelReport,
  question,
  renderReport,
  reportsApi,
} from '../../testing/renderReports';

const ANSWERS = '/api/metrics/answers';

function rowCells(table: HTMLElement, rowName: string | RegExp): (string | null)[] {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function rowHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);
}

describe('delivery', () => {
  it('shows what became of the messages, failures by code, skips by reason and opt-outs', async () => {
    reportsApi({
      getFunnelReport: {
        body: funnelReport({
          total: { ...fluFunnel, opt_outs: { unsubscribe: 7, stop_reply: 4 } },
          delivery: {
            sent: 1300,
            delivered: 1204,
            bounced: 60,
            failed: 36,
            failures: [
              { reason: 'twilio_30003', messages: 50 },
              { reason: 'mailbox_full', messages: 46 },
            ],
            skipped: [
              { reason: 'opted_out', messages: 12 },
              { reason: 'no_consent', messages: 3 },
            ],
          },
        }),
      },
    });
    await renderReport();
    const section = screen.getByRole('region', { name: 'Delivery' });

    const messages = within(section).getByRole('table', { name: 'Messages by outcome' });
    expect(rowHeaders(messages)).toEqual(['Sent', 'Delivered', 'Bounced', 'Failed']);
    expect(rowCells(messages, 'Sent')).toEqual(['1,300']);
    expect(rowCells(messages, 'Delivered')).toEqual(['1,204']);
    expect(rowCells(messages, 'Bounced')).toEqual(['60']);
    expect(rowCells(messages, 'Failed')).toEqual(['36']);

    const failures = within(section).getByRole('table', { name: 'Failures and bounces by reason code' });
    expect(rowHeaders(failures)).toEqual(['twilio_30003', 'mailbox_full']);
    expect(rowCells(failures, 'twilio_30003')).toEqual(['50']);

    const skipped = within(section).getByRole('table', { name: 'Messages skipped, by reason' });
    expect(rowHeaders(skipped)).toEqual(['Opted out', 'No consent for the channel']);
    expect(rowCells(skipped, 'No consent for the channel')).toEqual(['3']);

    const optOuts = within(section).getByRole('table', { name: 'Patients who opted out' });
    expect(rowCells(optOuts, 'Unsubscribed')).toEqual(['7']);
    expect(rowCells(optOuts, 'Replied STOP')).toEqual(['4']);
  });

  it('says when no message failed or was skipped', async () => {
    reportsApi();
    await renderReport();
    const section = screen.getByRole('region', { name: 'Delivery' });
    expect(within(section).getByText('No message failed or bounced.')).toBeInTheDocument();
    expect(within(section).getByText('No message was skipped.')).toBeInTheDocument();
    expect(within(section).getAllByRole('table')).toHaveLength(2);
  });
});

const chapterTitles = { c1: 'Before the visit', c2: 'After the visit' } as const;

/** A quiz or teach-back question of a chapter; its options are a label, how many chose it and whether it is right. */
function understandingQuestion({
  chapter,
  options = [],
  ...rest
}: Pick<QuestionReport, 'question' | 'prompt' | 'correct'> &
  Partial<Pick<QuestionReport, 'answered'>> & {
    kind: 'quiz' | 'teach_back';
    chapter: keyof typeof chapterTitles;
    options?: [label: string, chosen: number, correct: boolean][];
  }): QuestionReport {
  return question({
    ...rest,
    chapter,
    chapter_title: chapterTitles[chapter],
    options: options.map(([label, chosen, correct], index) => ({
      key: String(index),
      label,
      chosen,
      correct,
    })),
  });
}

const quizQuestions = [
  understandingQuestion({
    question: 'when',
    kind: 'quiz',
    chapter: 'c1',
    prompt: 'When should you stop eating?',
    answered: 100,
    correct: 90,
    options: [
      ['The night before', 90, true],
      ['In the morning', 0, false],
    ],
  }),
  understandingQuestion({
    question: 'explain',
    kind: 'teach_back',
    chapter: 'c2',
    prompt: 'Tell us how to clean the wound',
    answered: 50,
    correct: 10,
  }),
  understandingQuestion({
    question: 'dose',
    kind: 'quiz',
    chapter: 'c1',
    prompt: 'How many tablets a day?',
    answered: 200,
    correct: 100,
    options: [
      ['One', 100, true],
      ['Two', 40, false],
      ['Three', 60, false],
    ],
  }),
  understandingQuestion({
    question: 'unanswered',
    kind: 'quiz',
    chapter: 'c2',
    prompt: 'Who do you call?',
    correct: 0,
  }),
];

describe('understanding', () => {
  it('ranks the questions the fewest answered right first, with the most chosen wrong option', async () => {
    const requests = reportsApi({
      getAnswerReport: {
        body: answerReport([
          ...quizQuestions,
          question({ question: 'mood', kind: 'rating', prompt: 'How do you feel?', answered: 9 }),
        ]),
      },
    });
    await renderReport();
    const section = screen.getByRole('region', { name: 'Understanding' });
    const table = await within(section).findByRole('table', {
      name: 'Quiz and teach-back questions, the least understood first',
    });
    expect(callsTo(requests, 'GET', ANSWERS)[0]!.query).toEqual({ campaign_id: '5' });

    expect(rowHeaders(table)).toEqual([
      'Tell us how to clean the wound Teach-back',
      'How many tablets a day? Quiz',
      'When should you stop eating? Quiz',
      'Who do you call? Quiz',
    ]);
    expect(rowCells(table, /^Tell us how to clean the wound/)).toEqual([
      'After the visit',
      '50',
      '20% of 50 who answered',
      '—Written answer: no options to choose',
    ]);
    // Of the wrong options, the one chosen most.
    expect(rowCells(table, /^How many tablets a day\?/)).toEqual([
      'Before the visit',
      '200',
      '50% of 200 who answered',
      'Three (chosen by 60)',
    ]);
    expect(rowCells(table, /^When should you stop eating\?/)).toEqual([
      'Before the visit',
      '100',
      '90% of 100 who answered',
      'No wrong answer chosen',
    ]);
    expect(rowCells(table, /^Who do you call\?/)).toEqual([
      'After the visit',
      '0',
      '—Nobody has answered yet',
      'No wrong answer chosen',
    ]);
    expect(within(section).queryByText(/How do you feel/)).not.toBeInTheDocument();
  });

  it('asks for the answers of the touchpoint chosen', async () => {
    const requests = reportsApi();
    const user = userEvent.setup();
    await renderReport();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Touchpoint' }), 'Reminder');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', ANSWERS).at(-1)!.query).toEqual({
        campaign_id: '5',
        touchpoint_id: '21',
      }),
    );
  });
});

describe('answers', () => {
  it('shows each option, the ratings’ spread and the medication list, and only counts written answers', async () => {
    reportsApi({
      getAnswerReport: {
        body: answerReport([
          ...quizQuestions,
          question({
            question: 'transport',
            kind: 'single_choice',
            prompt: 'How will you come?',
            answered: 40,
            options: [
              { key: 'car', label: 'By car', chosen: 30, correct: false },
              { key: 'bus', label: 'By bus', chosen: 10, correct: false },
              { key: 'foot', label: 'On foot', chosen: 0, correct: false },
            ],
          }),
          question({
            question: 'mood',
            kind: 'rating',
            prompt: 'How do you feel?',
            answered: 8,
            ratings: [
              { value: 1, answers: 1 },
              { value: 2, answers: 0 },
              { value: 3, answers: 2 },
              { value: 4, answers: 1 },
              { value: 5, answers: 4 },
            ],
          }),
          question({
            question: 'meds',
            kind: 'medication_list',
            prompt: 'Do you take these medications?',
            answered: 12,
            medications: [
              { key: 'aspirin', name: 'Aspirin', yes: 7, no: 4, not_sure: 1 },
              { key: 'metformin', name: 'Metformin', yes: 2, no: 9, not_sure: 1 },
            ],
            added_own: 5,
          }),
          question({ question: 'worries', kind: 'text', prompt: 'What worries you?', answered: 3 }),
        ]),
      },
    });
    await renderReport();
    const section = screen.getByRole('region', { name: 'Answers' });

    const choice = await within(section).findByRole('table', { name: 'Answers to: How will you come?' });
    expect(rowHeaders(choice)).toEqual(['By car', 'By bus', 'On foot']);
    expect(rowCells(choice, 'By car')).toEqual(['30', '75%']);
    expect(rowCells(choice, 'On foot')).toEqual(['0', '0%']);

    const rating = within(section).getByRole('table', { name: 'Answers to: How do you feel?' });
    expect(rowHeaders(rating)).toEqual(['1', '2', '3', '4', '5']);
    expect(rowCells(rating, '5')).toEqual(['4', '50%']);
    expect(rowCells(rating, '2')).toEqual(['0', '0%']);

    const medications = within(section).getByRole('table', {
      name: 'Answers to: Do you take these medications?',
    });
    expect(
      within(medications)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Medication', 'Yes', 'No', 'Not sure']);
    expect(rowCells(medications, 'Aspirin')).toEqual(['7', '4', '1']);
    expect(rowCells(medications, 'Metformin')).toEqual(['2', '9', '1']);
    const medicationGroup = within(section).getByRole('group', { name: 'Do you take these medications?' });
    expect(within(medicationGroup).getByText('Added medications of their own: 5')).toBeInTheDocument();

    // A written answer is only counted: no table, nothing but how many answered.
    const written = within(section).getByRole('group', { name: 'What worries you?' });
    expect(within(written).queryByRole('table')).not.toBeInTheDocument();
    expect(written).toHaveTextContent(
      /^What worries you\?Patients who answered: 3Written answers are not shown here: only how many patients answered\.$/,
    );

    // The quiz and teach-back questions belong to Understanding, not here.
    expect(within(section).queryByText(/How many tablets a day/)).not.toBeInTheDocument();
  });

  it('says when nobody has answered yet', async () => {
    reportsApi({
      getAnswerReport: {
        body: answerReport([question({ question: 'worries', kind: 'text', prompt: 'What worries you?' })]),
      },
    });
    await renderReport();
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(
      await within(answers).findByRole('heading', { name: 'No survey answers yet' }),
    ).toBeInTheDocument();
    expect(within(answers).queryByText('What worries you?')).not.toBeInTheDocument();
    const understanding = screen.getByRole('region', { name: 'Understanding' });
    expect(
      within(understanding).getByRole('heading', { name: 'No quiz or teach-back answers yet' }),
    ).toBeInTheDocument();
  });

  it('says the answers could not be loaded, and loads them again on request', async () => {
    let calls = 0;
    reportsApi({
      getAnswerReport: () => {
        calls += 1;
        return calls === 1 ? refusal('INTERNAL') : { body: answerReport(quizQuestions) };
      },
    });
    const user = userEvent.setup();
    await renderReport();
    const understanding = screen.getByRole('region', { name: 'Understanding' });
    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(await within(understanding).findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    expect(within(answers).getByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    // The rest of the report stays.
    expect(screen.getByRole('table', { name: 'The funnel in figures' })).toBeInTheDocument();

    await user.click(within(understanding).getByRole('button', { name: 'Try again' }));
    expect(
      await within(understanding).findByRole('table', {
        name: 'Quiz and teach-back questions, the least understood first',
      }),
    ).toBeInTheDocument();
    expect(within(answers).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the sections in Arabic', () => {
  it('names the sections, their tables and the skip reasons in Arabic', async () => {
    reportsApi({
      getFunnelReport: {
        body: funnelReport({
          delivery: {
            sent: 10,
            delivered: 9,
            bounced: 1,
            failed: 0,
            failures: [{ reason: 'twilio_30003', messages: 1 }],
            skipped: [{ reason: 'opted_out', messages: 2 }],
          },
        }),
      },
      getAnswerReport: { body: answerReport(quizQuestions) },
    });
    await renderReport('ar');
    const delivery = screen.getByRole('region', { name: 'التسليم' });
    const skipped = within(delivery).getByRole('table', { name: 'الرسائل المتخطاة حسب السبب' });
    expect(rowHeaders(skipped)).toEqual(['ألغى الاشتراك']);
    // A provider's reason code is shown as it is, left to right inside the right-to-left page.
    expect(within(delivery).getByText('twilio_30003')).toHaveAttribute('dir', 'ltr');
    const understanding = screen.getByRole('region', { name: 'الفهم' });
    const table = await within(understanding).findByRole('table', {
      name: 'أسئلة الاختبار وإعادة الشرح، الأقل فهمًا أولًا',
    });
    expect(rowCells(table, /^How many tablets a day\?/)[2]).toBe('50\u200e%\u200e من 200 ممن أجابوا');
  });
});
