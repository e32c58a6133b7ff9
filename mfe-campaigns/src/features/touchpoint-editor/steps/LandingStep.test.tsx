import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi } from '@outreach/shared-ui/testing';
import type { TouchpointContent } from '@outreach/shared-contracts/core';
import { renderEditor } from '../../../testing/renderCreate';
import { makeTouchpoint } from '../../../testing/touchpointFixtures';

// jsdom lays nothing out, and its ranges cannot be measured: ProseMirror measures the cursor after a
// command to scroll it into view, so the ranges answer as an element does, with no boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('span').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('span').getBoundingClientRect();
});

beforeEach(() => localStorage.clear());

describe('the landing page step', () => {
  it('edits the page text in the rich text editor, per language, and saves the HTML it makes', async () => {
    const requests = mockApi({
      getTouchpoint: { body: makeTouchpoint(5) },
      updateTouchpoint: { body: makeTouchpoint(5, { revision: 2 }) },
    });
    const user = userEvent.setup();
    await renderEditor('landing');
    const body = await screen.findByRole('textbox', { name: 'Page text' });
    expect(body).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Page text' });

    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // jsdom has no editing of contenteditable text; a toolbar command changes the document as typing would.
    await user.click(within(toolbar).getByRole('button', { name: 'Heading' }));

    await screen.findByText('Saved');
    const put = callsTo(requests, 'PUT', '/api/touchpoints/5').at(-1)!;
    const html = (put.body as { content: TouchpointContent }).content.landing_page.body.en;
    expect(html).toBe('<h2>Hello</h2>');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the texts' }), 'es');
    expect(screen.getByRole('textbox', { name: 'Page text' })).toHaveTextContent('');
  });
});
