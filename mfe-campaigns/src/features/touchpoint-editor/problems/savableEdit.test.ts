import { makeContent } from '../../../testing/touchpointFixtures';
import { draftProblems, refusedPaths } from './draftProblems';
import { savableEdit } from './savableEdit';

const saved = {
  name: 'Flu reminder',
  content: makeContent({
    buttons: [
      { key: 'b1', kind: 'url', label: { en: 'Clinic' }, url: 'https://clinic.example' },
      { key: 'b2', kind: 'call', label: { en: 'Call' }, phone: '+15551234567' },
    ],
  }),
};

describe('the edit as it can be saved', () => {
  it('sends a refused address or number as the server holds it, and every other change as typed', () => {
    const edit = {
      name: 'Flu reminder 2',
      content: {
        ...saved.content,
        buttons: [
          { key: 'b1', kind: 'url' as const, label: { en: 'Our clinic' }, url: 'clinic.example' },
          { key: 'b2', kind: 'call' as const, label: { en: 'Call us' }, phone: '5551234567' },
        ],
      },
    };
    const problems = draftProblems(edit);
    expect(problems).toEqual([
      { path: 'buttons.0.url', kind: 'webAddress' },
      { path: 'buttons.1.phone', kind: 'phone' },
    ]);

    const sending = savableEdit(edit, saved, problems);
    expect(sending.name).toBe('Flu reminder 2');
    expect(sending.content.buttons).toEqual([
      { key: 'b1', kind: 'url', label: { en: 'Our clinic' }, url: 'https://clinic.example' },
      { key: 'b2', kind: 'call', label: { en: 'Call us' }, phone: '+15551234567' },
    ]);
  });

  it('holds back a new button until its number is whole, and a name too short keeps the saved one', () => {
    const edit = {
      name: 'F',
      content: {
        ...saved.content,
        buttons: [
          ...saved.content.buttons,
          { key: 'b3', kind: 'call' as const, label: { en: 'Pharmacy' }, phone: '' },
        ],
      },
    };
    const sending = savableEdit(edit, saved, draftProblems(edit));
    expect(sending.name).toBe('Flu reminder');
    expect(sending.content.buttons.map((button) => button.key)).toEqual(['b1', 'b2']);
  });

  it('keeps the saved part of the content a refusal named, in the language it named', () => {
    expect(
      refusedPaths([
        { path: 'body.content.landing_page.title.es', message: 'Use at most 500 characters.' },
        { path: 'body.name', message: 'Use at least 2 characters.' },
        { path: 'body.revision', message: 'Expected a number.' },
      ]),
    ).toEqual([{ path: 'landing_page.title', language: 'es' }, { path: 'name' }]);

    const edit = {
      name: saved.name,
      content: {
        ...saved.content,
        landing_page: {
          ...saved.content.landing_page,
          title: { en: 'Your flu shot', es: 'x'.repeat(600) },
          body: { en: '<p>Hello again</p>' },
        },
        sms: { template_id: null, text: { en: 'New text {{link}}' } },
      },
    };
    const sending = savableEdit(edit, saved, [
      { path: 'landing_page.title', kind: 'refused', language: 'es' },
    ]);
    expect(sending.content.landing_page.title).toEqual({ en: 'Your flu shot' });
    expect(sending.content.landing_page.body).toEqual({ en: '<p>Hello again</p>' });
    expect(sending.content.sms.text).toEqual({ en: 'New text {{link}}' });
  });

  it('keeps only the refused text of a moved item, found by its key, and the rest of the list as typed', () => {
    const chapter = (key: string, title: string) => ({
      key,
      title: { en: title },
      video_id: null,
      thumbnail: null,
      notes: {},
      questions: [],
    });
    const held = {
      ...saved,
      content: { ...saved.content, chapters: [chapter('c1', 'One'), chapter('c2', 'Two')] },
    };
    const edit = {
      ...held,
      content: { ...held.content, chapters: [chapter('c2', 'x'.repeat(600)), chapter('c1', 'First')] },
    };
    const sending = savableEdit(edit, held, [{ path: 'chapters.0.title', kind: 'refused', language: 'en' }]);
    expect(sending.content.chapters.map((item) => [item.key, item.title.en])).toEqual([
      ['c2', 'Two'],
      ['c1', 'First'],
    ]);
  });
});
