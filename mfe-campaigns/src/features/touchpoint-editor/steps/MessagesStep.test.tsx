import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../../testing/renderCreate';
import { makeContent, makeTouchpoint } from '../../../testing/touchpointFixtures';

beforeEach(() => localStorage.clear());

// ProseMirror measures the cursor to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('span').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('span').getBoundingClientRect();
});

describe('the e-mail and SMS step', () => {
  it("shows the SMS's characters, segments and encoding as the server counted them", async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          sms_stats: {
            en: { encoding: 'GSM-7', characters: 170, segments: 2 },
            es: { encoding: 'UCS-2', characters: 80, segments: 2 },
          },
          sms_segment_limit: 3,
        }),
      },
      smsVariables: { body: { results: [{ name: 'first_name', sample: 'Maria' }] } },
    });
    await renderEditor('messages');

    expect(await screen.findByText('Characters: 170 · segments: 2 of at most 3 · GSM-7')).toBeInTheDocument();
  });

  it('tells the author where {{link}} puts the button to the patient’s page', async () => {
    mockApi({
      getTouchpoint: { body: makeTouchpoint(5) },
      smsVariables: { body: { results: [{ name: 'first_name', sample: 'Maria' }] } },
    });
    await renderEditor('messages');

    const body = await screen.findByRole('textbox', { name: 'E-mail body' });
    expect(body).toHaveAccessibleDescription(
      'Paragraphs, bold, italic, lists, headings and links. Write {{link}} alone on a line where the ' +
        'button to the patient’s page should go; inside a sentence it becomes a short link.',
    );
  });

  it('inserts a variable where the cursor is in the SMS text', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          content: makeContent({ sms: { template_id: null, text: { en: 'Hi , see you' } } }),
        }),
      },
      smsVariables: { body: { results: [{ name: 'first_name', sample: 'Maria' }] } },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 3 }) },
    });
    const user = userEvent.setup();
    await renderEditor('messages');
    const sms = await screen.findByRole('textbox', { name: 'SMS text' });
    await user.click(sms);
    (sms as HTMLTextAreaElement).setSelectionRange(3, 3);

    const variables = await screen.findByRole('group', { name: 'Variables for SMS text' });
    await user.click(within(variables).getByRole('button', { name: 'Insert first_name' }));

    expect(sms).toHaveValue('Hi {{first_name}}, see you');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('inserts variables where the cursor is in the e-mail subject and bodies', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          content: makeContent({
            email: {
              template_id: null,
              source: 'local',
              subject: { en: 'Hello , your flu shot' },
              html: { en: '<p>Dear</p>' },
              text: { en: 'Dear ,' },
            },
          }),
        }),
      },
      smsVariables: { body: { results: [{ name: 'first_name', sample: 'Maria' }] } },
      listEmailTemplates: { body: { results: [], next_page_token: null } },
      listSmsTemplates: { body: { results: [] } },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 3 }) },
    });
    const user = userEvent.setup();
    await renderEditor('messages');

    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(subject);
    (subject as HTMLInputElement).setSelectionRange(6, 6);
    const subjectVariables = await screen.findByRole('group', { name: 'Variables for Subject' });
    await user.click(within(subjectVariables).getByRole('button', { name: 'Insert first_name' }));
    expect(subject).toHaveValue('Hello {{first_name}}, your flu shot');

    const plain = screen.getByRole('textbox', { name: 'Plain-text version' });
    await user.click(plain);
    (plain as HTMLTextAreaElement).setSelectionRange(5, 5);
    const plainVariables = screen.getByRole('group', { name: 'Variables for Plain-text version' });
    await user.click(within(plainVariables).getByRole('button', { name: 'Insert first_name' }));
    expect(plain).toHaveValue('Dear {{first_name}},');

    const body = await screen.findByRole('textbox', { name: 'E-mail body' });
    body.focus();
    const bodyVariables = await screen.findByRole('group', { name: 'Variables for E-mail body' });
    await user.click(within(bodyVariables).getByRole('button', { name: 'Insert first_name' }));
    expect(body).toHaveTextContent('{{first_name}}');
    expect(body).toHaveTextContent('Dear');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it("copies an SMS template's text into the touchpoint and saves where it came from", async () => {
    const requests = mockApi({
      getTouchpoint: { body: makeTouchpoint(5, { revision: 2 }) },
      smsVariables: { body: { results: [] } },
      listSmsTemplates: {
        body: {
          results: [
            {
              id: 31,
              name: 'Reminder',
              text: { en: 'Your video is ready: {{link}}' },
              archived: false,
              created_at: '2026-11-01T10:00:00Z',
              updated_at: '2026-11-01T10:00:00Z',
              created_by: { id: 1, name: 'Dana Author' },
            },
          ],
        },
      },
      listEmailTemplates: { body: { results: [], next_page_token: null } },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 3 }) },
    });
    const user = userEvent.setup();
    await renderEditor('messages');

    const picker = await screen.findByRole('combobox', { name: 'SMS template' });
    await screen.findByRole('option', { name: 'Reminder' });
    await user.selectOptions(picker, 'Reminder');
    const buttons = screen.getAllByRole('button', { name: 'Use this template' });
    await user.click(buttons[buttons.length - 1]!);

    expect(screen.getByRole('textbox', { name: 'SMS text' })).toHaveValue('Your video is ready: {{link}}');
    expect(await screen.findByText('There are no templates of this kind yet.')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [put] = callsTo(requests, 'PUT', '/api/touchpoints/5');
    expect(put!.body).toMatchObject({
      revision: 2,
      content: { sms: { template_id: 31, text: { en: 'Your video is ready: {{link}}' } } },
    });
  });
});
