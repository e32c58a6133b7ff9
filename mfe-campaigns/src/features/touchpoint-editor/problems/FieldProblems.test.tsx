import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@outreach/shared-ui/testing';
import { renderEditor } from '../../../testing/renderCreate';
import { makeContent, makeTouchpoint } from '../../../testing/touchpointFixtures';
import { touchpointServer } from '../../../testing/touchpointServer';

const PUT = '/api/touchpoints/5';
const BAD_ADDRESS = 'clinic.example/flu';
const URL_MESSAGE = 'Enter a whole web address that starts with https://, for example https://example.org.';

/** A touchpoint with one link button, as the server holds it. */
function withLinkButton() {
  return makeTouchpoint(5, {
    revision: 3,
    content: makeContent({
      buttons: [{ key: 'b1', kind: 'url', label: { en: 'Our clinic' }, url: 'https://clinic.example' }],
    }),
  });
}

async function typeBadAddress(user: ReturnType<typeof userEvent.setup>) {
  const address = await screen.findByRole('textbox', { name: 'Web address (https)' });
  await user.clear(address);
  await user.type(address, BAD_ADDRESS);
  return address;
}

/** The save line's count of fields that are not saved, if it shows one. */
function notSavedCount() {
  return screen.queryByText(/^Some fields are not saved: \d+$/)?.textContent ?? null;
}

beforeEach(() => localStorage.clear());

describe('a field the server would refuse', () => {
  it('holds back only itself: another edit is saved, and is there after leaving and coming back', async () => {
    const server = touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');

    // A web address without https:// in the button, then a new name on the first step.
    await typeBadAddress(user);
    await user.click(screen.getByRole('button', { name: 'Basics and channels' }));
    await user.type(screen.getByRole('textbox', { name: 'Touchpoint name' }), ' 2');

    // Leaving at once: the editor asks, because the address is not saved.
    await user.click(screen.getByRole('button', { name: "Back to the campaign's touchpoints" }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    // Back on the touchpoint: the name is saved; the refused address never reached the server.
    await user.click(await screen.findByRole('button', { name: /Flu reminder/ }));
    expect(await screen.findByRole('textbox', { name: 'Touchpoint name' })).toHaveValue('Flu reminder 2');
    await user.click(screen.getByRole('button', { name: 'Buttons and documents' }));
    expect(screen.getByRole('textbox', { name: 'Web address (https)' })).toHaveValue(
      'https://clinic.example',
    );
    const saves = callsTo(server.requests, 'PUT', PUT);
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.every(({ body }) => !JSON.stringify(body).includes(BAD_ADDRESS))).toBe(true);
    expect(server.stored().content.buttons).toEqual(withLinkButton().content.buttons);
  });

  it('says why at the field, keeps the value there, and the save line counts it on every step', async () => {
    const server = touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');

    const address = await typeBadAddress(user);
    expect(address).toHaveAccessibleDescription(URL_MESSAGE);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveValue(BAD_ADDRESS);
    expect(notSavedCount()).toBe('Some fields are not saved: 1');

    // The label of the same button saves while the address waits.
    await user.type(screen.getByRole('textbox', { name: 'Button text' }), ' today');
    await screen.findByText('Saved');
    expect(server.stored().content.buttons[0]).toMatchObject({
      label: { en: 'Our clinic today' },
      url: 'https://clinic.example',
    });

    await user.click(screen.getByRole('button', { name: 'Languages' }));
    expect(notSavedCount()).toBe('Some fields are not saved: 1');
    expect(screen.queryByRole('alert')?.textContent ?? null).toBeNull();

    // 'Show' in the save line leads back to the field, focused.
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('textbox', { name: 'Web address (https)' })).toHaveFocus();

    // Fixed, it saves, and nothing is said any more.
    const fixed = screen.getByRole('textbox', { name: 'Web address (https)' });
    await user.clear(fixed);
    await user.type(fixed, 'https://clinic.example/flu');
    expect(fixed).not.toHaveAttribute('aria-invalid');
    await screen.findByText('Saved');
    expect(notSavedCount()).toBeNull();
    expect(server.stored().content.buttons[0]).toMatchObject({ url: 'https://clinic.example/flu' });
  });

  it('is listed in the check list, whose Go to opens its step and focuses it', async () => {
    touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');
    await typeBadAddress(user);
    await user.click(screen.getByRole('button', { name: 'Basics and channels' }));

    const checks = screen.getByRole('region', { name: 'Check list' });
    expect(within(checks).queryByText('Nothing stands in the way of publishing.')).not.toBeInTheDocument();
    expect(within(checks).getByText('Not saved')).toBeInTheDocument();
    expect(
      within(checks).getByText('Link button 1 › Web address (https) — Buttons and documents'),
    ).toBeInTheDocument();
    expect(within(checks).getByText(URL_MESSAGE)).toBeInTheDocument();

    await user.click(
      within(checks).getByRole('button', { name: 'Go to Link button 1 › Web address (https)' }),
    );

    const steps = screen.getByRole('navigation', { name: 'Steps of the touchpoint' });
    expect(within(steps).getByRole('button', { name: /Buttons and documents/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(await screen.findByRole('textbox', { name: 'Web address (https)' })).toHaveFocus();
  });

  it('a number without + is refused at the field with the spec’s words, and a new button waits for it', async () => {
    const server = touchpointServer(makeTouchpoint(5, { revision: 3 }));
    const user = userEvent.setup();
    await renderEditor('buttons');

    await user.click(await screen.findByRole('button', { name: 'Add call button' }));
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '5551234567');
    expect(phone).toHaveAccessibleDescription(
      'International format, e.g. +15551234567. Must be a valid phone number (please add country code e.g. +1).',
    );
    await user.type(screen.getByRole('textbox', { name: 'Button text' }), 'Call us');
    expect(server.stored().content.buttons).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+15551234567');
    await screen.findByText('Saved');
    expect(server.stored().content.buttons).toEqual([
      expect.objectContaining({ kind: 'call', phone: '+15551234567', label: { en: 'Call us' } }),
    ]);
  });
});

describe('a field refused by a rule only the server checks', () => {
  it('holds back only its part of the touchpoint, says so at the field, and saves once changed', async () => {
    const server = touchpointServer(makeTouchpoint(5, { revision: 3 }));
    const user = userEvent.setup();
    await renderEditor('landing');

    // A page title longer than the server keeps, then a new name.
    await user.click(await screen.findByRole('textbox', { name: 'Page title' }));
    await user.paste('x'.repeat(600));
    await user.click(screen.getByRole('button', { name: 'Basics and channels' }));
    await user.type(screen.getByRole('textbox', { name: 'Touchpoint name' }), ' 2');

    await waitFor(() => expect(server.stored().name).toBe('Flu reminder 2'));
    expect(server.stored().content.landing_page.title).toEqual({ en: 'Your flu shot' });
    expect(await screen.findByText('Some fields are not saved: 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show' }));
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('This value cannot be saved. Please check it.');

    await user.clear(title);
    await user.type(title, 'Flu shot day');
    await waitFor(() => expect(server.stored().content.landing_page.title).toEqual({ en: 'Flu shot day' }));
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Some fields are not saved/)).not.toBeInTheDocument();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before a link of the app leaves, and stays on Stay', async () => {
    touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');
    await typeBadAddress(user);

    await user.click(screen.getByRole('link', { name: 'Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Some changes are not saved yet. If you leave now, they are lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Web address (https)' })).toHaveValue(BAD_ADDRESS);

    await user.click(screen.getByRole('link', { name: 'Reports' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
  });

  it('has the browser ask before the tab closes, only while something is not saved', async () => {
    touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');
    await screen.findByRole('textbox', { name: 'Web address (https)' });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);

    const address = await typeBadAddress(user);
    expect(closing()).toBe(true);

    await user.clear(address);
    await user.type(address, 'https://clinic.example/flu');
    await screen.findByText('Saved');
    expect(closing()).toBe(false);
  });

  it('lets a link of the app go at once when everything is saved', async () => {
    touchpointServer(withLinkButton());
    const user = userEvent.setup();
    await renderEditor('buttons');
    await screen.findByRole('textbox', { name: 'Web address (https)' });

    await user.click(screen.getByRole('link', { name: 'Reports' }));

    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
