import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, installFakeXhr, mockApi, type FakeXhr } from '@outreach/shared-ui/testing';
import type { Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';
import { renderEditor } from '../../../testing/renderCreate';
import { makeTouchpoint } from '../../../testing/touchpointFixtures';

const KEY = '7/landing-page-logos/Qk3x9vT2mLp8rZ1cYw4n.png';

let xhr: FakeXhr;
beforeEach(() => {
  localStorage.clear();
  // The storage accepts every file put to its signed address.
  xhr = installFakeXhr((request) => request.respond(200));
});
afterEach(() => xhr.restore());

function api() {
  return mockApi({
    getTouchpoint: { body: makeTouchpoint(5) },
    getPresignedUploadUrl: {
      body: {
        url: `http://localhost:4000/api/uploads/${KEY}?sig=s`,
        key: KEY,
        expires_at: 2_000_000_000,
        max_bytes: 2_097_152,
      },
    },
    // The server keeps what it is sent.
    updateTouchpoint: (request) => ({
      body: { ...makeTouchpoint(5), ...(request.body as Partial<Touchpoint>), revision: 2 },
    }),
  });
}

describe('an upload field of the builder', () => {
  it('is a labelled button that says which file is chosen, with no text of the browser beside it', async () => {
    const requests = api();
    const user = userEvent.setup();
    await renderEditor('landing');

    const choose = await screen.findByRole('button', { name: 'Choose a file Logo' });
    expect(choose).toHaveAccessibleDescription('No file yet.');
    // The browser's own input is out of sight and out of the tab order: the button is the way in.
    const input = screen.getByLabelText('Logo', { selector: 'input' });
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveClass('visually-hidden');

    await user.upload(input, new File(['png'], 'clinic-logo.png', { type: 'image/png' }));

    const replace = await screen.findByRole('button', { name: 'Replace the file Logo' });
    expect(replace).toHaveAccessibleDescription('Chosen: clinic-logo.png');
    await waitFor(() => {
      const put = callsTo(requests, 'PUT', '/api/touchpoints/5').at(-1);
      expect((put?.body as { content: TouchpointContent } | undefined)?.content.landing_page.logo).toBe(KEY);
    });
  });

  it('says a file is uploaded when one was stored before, and can remove it', async () => {
    mockApi({
      getTouchpoint: {
        body: makeTouchpoint(5, {
          content: {
            ...makeTouchpoint(5).content,
            landing_page: { ...makeTouchpoint(5).content.landing_page, logo: KEY },
          },
        }),
      },
    });
    const user = userEvent.setup();
    await renderEditor('landing');

    const replace = await screen.findByRole('button', { name: 'Replace the file Logo' });
    expect(replace).toHaveAccessibleDescription('A file is uploaded.');
    await user.click(screen.getByRole('button', { name: 'Remove the file of “Logo”' }));
    expect(await screen.findByRole('button', { name: 'Choose a file Logo' })).toHaveAccessibleDescription(
      'No file yet.',
    );
  });
});
