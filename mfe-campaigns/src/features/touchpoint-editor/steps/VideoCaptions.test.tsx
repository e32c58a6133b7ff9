import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAPTIONS_MAX_BYTES,
  supportedLanguages,
  type LanguageCode,
  type Video,
} from '@outreach/shared-contracts/core';
import { callsTo, gate, mockApi, refusal, writes, type Gate } from '@outreach/shared-ui/testing';
import { renderCreate } from '../../../testing/renderCreate';
import { makeChapter, makeContent, makeTouchpoint, makeVideo } from '../../../testing/touchpointFixtures';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWash your hands first.\n';
const SUBRIP = '1\n00:00:00,000 --> 00:00:04,000\nWash your hands first.\n';

interface LibraryOptions {
  /** Holds the answer to adding captions back until it settles. */
  putGate?: Gate;
  putFails?: boolean;
}

/**
 * The API of a library with one video, chosen in the touchpoint's only chapter: adding and removing
 * captions change the video that the list answers with afterwards, as the server does.
 */
function library(captions: LanguageCode[], { putGate, putFails = false }: LibraryOptions = {}) {
  let video: Video = makeVideo(3, { title: 'Hand washing', captions });
  const withCaptions = (keep: (code: LanguageCode) => boolean) => {
    video = { ...video, captions: supportedLanguages.filter(keep) };
    return { body: video };
  };
  const chapter = makeChapter('a', 'Why', { video_id: 3 });
  return mockApi({
    getTouchpoint: { body: makeTouchpoint(5, { content: makeContent({ chapters: [chapter] }) }) },
    listVideos: () => ({ body: { results: [video] } }),
    putVideoCaptions: ({ params }) =>
      putFails
        ? refusal('INTERNAL')
        : {
            ...withCaptions((code) => code === params.language || video.captions.includes(code)),
            gate: putGate,
          },
    deleteVideoCaptions: ({ params }) =>
      withCaptions((code) => code !== params.language && video.captions.includes(code)),
  });
}

async function openChapters(language = 'en') {
  await renderCreate('?campaign=11&touchpoint=5&step=chapters', language);
  return screen.findByRole('group', { name: language === 'en' ? 'Captions' : 'Subtítulos' });
}

function vttFile(text: string): File {
  return new File([text], 'captions.vtt', { type: 'text/vtt' });
}

// The browser's file dialog cannot open in a test: files go to the hidden input the picker's button fills.
function captionsInput(captions: HTMLElement): HTMLInputElement {
  return within(captions).getByLabelText<HTMLInputElement>('WebVTT file (.vtt)', { selector: 'input' });
}

function captionsButton(captions: HTMLElement): HTMLElement {
  return within(captions).getByRole('button', { name: 'Choose a file WebVTT file (.vtt)' });
}

describe("a chosen video's captions", () => {
  it('lists the languages the video has captions in, each by its own name, with a way to remove it', async () => {
    library(['en', 'es']);
    const captions = await openChapters();

    const listed = within(within(captions).getByRole('list'));
    expect(listed.getAllByRole('listitem')).toHaveLength(2);
    expect(listed.getByText('English')).toHaveAttribute('lang', 'en');
    expect(listed.getByText('Español')).toHaveAttribute('lang', 'es');
    expect(within(captions).getByRole('button', { name: 'Remove captions in Español' })).toBeEnabled();
    expect(within(captions).getByRole('button', { name: 'Remove captions in English' })).toBeEnabled();
    // A file in a language the video has already replaces those captions, and the choice says so.
    expect(
      within(captions).getByRole('option', { name: 'Español (replaces the current captions)' }),
    ).toBeInTheDocument();
    expect(within(captions).getAllByRole('option')).toHaveLength(supportedLanguages.length);
  });

  it('says when patients see the video without captions', async () => {
    library([]);
    const captions = await openChapters();

    expect(within(captions).getByText('Patients see this video without captions.')).toBeInTheDocument();
    expect(within(captions).queryByRole('button', { name: /Remove captions/ })).not.toBeInTheDocument();
    // Captions belong to the library's video: staff are told a change is live at once.
    expect(
      within(captions).getByText(
        'A change reaches patients at once, in every published touchpoint that shows this video.',
      ),
    ).toBeInTheDocument();
  });

  it("adds a WebVTT file's captions in the chosen language, showing progress, then lists it", async () => {
    const held = gate();
    const requests = library([], { putGate: held.promise });
    const user = userEvent.setup();
    const captions = await openChapters();

    await user.selectOptions(
      within(captions).getByRole('combobox', { name: 'Language of the captions' }),
      'fr',
    );
    const input = captionsInput(captions);
    const button = captionsButton(captions);
    await user.upload(input, vttFile(VTT));

    // While the file goes up, the group is busy and nothing else can be started.
    expect(await within(captions).findByRole('status')).toHaveTextContent('Adding captions in Français…');
    expect(captions).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    held.release();

    expect(
      await within(captions).findByRole('button', { name: 'Remove captions in Français' }),
    ).toBeEnabled();
    expect(within(captions).getByRole('listitem')).toHaveTextContent('Français');
    expect(within(captions).getByRole('status')).toHaveTextContent('Captions in Français added.');
    expect(captions).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(callsTo(requests, 'PUT', '/api/videos/3/captions/fr').map((request) => request.body)).toEqual([
      { vtt: VTT },
    ]);
    // The library is loaded again after the change, for every chapter that shows the video.
    expect(callsTo(requests, 'GET', '/api/videos').length).toBeGreaterThan(1);
  });

  it('refuses a file that is not WebVTT without sending it', async () => {
    const requests = library([]);
    const user = userEvent.setup();
    const captions = await openChapters();

    await user.upload(captionsInput(captions), vttFile(SUBRIP));

    const alert = await within(captions).findByRole('alert');
    expect(alert).toHaveTextContent('Use a WebVTT captions file: its first line is WEBVTT.');
    const button = captionsButton(captions);
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Use a WebVTT captions file: its first line is WEBVTT.');
    expect(writes(requests)).toEqual([]);
  });

  it('refuses a file over the size limit without sending it', async () => {
    const requests = library([]);
    const user = userEvent.setup();
    const captions = await openChapters();

    const cue = '00:00.000 --> 00:04.000\nWash your hands first.\n\n';
    const large = `WEBVTT\n\n${cue.repeat(Math.ceil(CAPTIONS_MAX_BYTES / cue.length))}`;
    await user.upload(captionsInput(captions), vttFile(large));

    expect(await within(captions).findByRole('alert')).toHaveTextContent(
      'Use a captions file of at most 256 KB.',
    );
    expect(writes(requests)).toEqual([]);
  });

  it("says in the user's language which line has a bad cue time", async () => {
    const requests = library([]);
    const user = userEvent.setup();
    const captions = await openChapters('es');

    await within(captions).findByRole('button', { name: 'Elegir un archivo Archivo WebVTT (.vtt)' });
    const input = within(captions).getByLabelText('Archivo WebVTT (.vtt)', { selector: 'input' });
    await user.upload(input, vttFile('WEBVTT\n\n00:05.000 --> 00:04.000\nHola.\n'));

    expect(await within(captions).findByRole('alert')).toHaveTextContent(
      'La línea 3 del archivo de subtítulos necesita un tiempo como 00:01.000 --> 00:04.000, que termine después de empezar.',
    );
    expect(writes(requests)).toEqual([]);
  });

  it('asks before removing the captions in one language, saying every touchpoint loses them, then removes them', async () => {
    const requests = library(['en', 'es']);
    const user = userEvent.setup();
    const captions = await openChapters();

    // Cancel keeps them: nothing is asked of the API.
    await user.click(within(captions).getByRole('button', { name: 'Remove captions in Español' }));
    const asked = await screen.findByRole('dialog', { name: 'Remove the captions in Español?' });
    expect(asked).toHaveTextContent(
      'Patients of every touchpoint that shows “Hand washing” will see it without captions in Español. This cannot be undone; you would have to upload the file again.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(captions).getAllByRole('listitem')).toHaveLength(2);
    expect(writes(requests)).toEqual([]);

    // Confirming removes them.
    await user.click(within(captions).getByRole('button', { name: 'Remove captions in Español' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the captions in Español?' });
    await user.click(within(again).getByRole('button', { name: 'Remove captions' }));

    expect(await within(captions).findByRole('status')).toHaveTextContent('Captions in Español removed.');
    await waitFor(() => expect(within(captions).getAllByRole('listitem')).toHaveLength(1));
    expect(within(captions).getByRole('listitem')).toHaveTextContent('English');
    expect(callsTo(requests, 'DELETE', '/api/videos/3/captions/es')).toHaveLength(1);
    // The button is gone; the keyboard carries on from the captions group.
    expect(captions).toHaveFocus();
  });

  it("shows the API's refusal and keeps the list as it was", async () => {
    library(['en'], { putFails: true });
    const user = userEvent.setup();
    const captions = await openChapters();

    await user.selectOptions(
      within(captions).getByRole('combobox', { name: 'Language of the captions' }),
      'de',
    );
    await user.upload(captionsInput(captions), vttFile(VTT));

    expect(await within(captions).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(within(captions).getByRole('listitem')).toHaveTextContent('English');
    expect(within(captions).getByRole('status')).toHaveTextContent('');
    expect(captionsButton(captions)).not.toHaveAttribute('aria-disabled');
  });
});
