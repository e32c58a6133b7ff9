import { scrubText } from './scrubText';

describe('scrubText', () => {
  it('hides patient link tokens and password reset tokens, keeping the rest of the path', () => {
    expect(scrubText('https://app.example/i/abc123/chapter/2')).toBe(
      'https://app.example/i/[redacted]/chapter/2',
    );
    expect(scrubText('/password/reset/secret-token')).toBe('/password/reset/[redacted]');
    expect(scrubText('Could not show /i/abc123 now')).toBe('Could not show /i/[redacted] now');
    expect(scrubText('/contacts')).toBe('/contacts');
  });

  it('hides the tokens of the API calls a patient page makes', () => {
    expect(scrubText('GET https://api.example/api/interactions/abc123/tenant-branding')).toBe(
      'GET https://api.example/api/interactions/[redacted]/tenant-branding',
    );
  });

  it('hides the signed key of an unsubscribe link, on the page and in its API calls', () => {
    const key = '0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f';
    const signature = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    expect(scrubText(`https://app.example/u/${key}/${signature}`)).toBe('https://app.example/u/[redacted]');
    expect(scrubText(`Could not load /u/${key}/${signature}/ now`)).toBe('Could not load /u/[redacted]/ now');
    expect(scrubText(`POST https://api.example/api/unsubscribe/${key}.${signature} failed`)).toBe(
      'POST https://api.example/api/unsubscribe/[redacted] failed',
    );
  });

  it('drops query strings and fragments of addresses, wherever they are in the text', () => {
    expect(scrubText('GET http://api/patients?query_string=Smith&get_page=1')).toBe(
      'GET http://api/patients',
    );
    expect(scrubText('?get_page=1&query_string=Smith')).toBe('');
    expect(scrubText('Failed at /i/tok?dob=1990-01-01#chapter-Jane, retrying')).toBe(
      'Failed at /i/[redacted], retrying',
    );
    expect(scrubText('Are you sure? Yes')).toBe('Are you sure? Yes');
  });

  it('hides e-mail addresses, dates in the usual forms and phone numbers', () => {
    expect(scrubText('to jane.doe+x@example.co.uk failed')).toBe('to [email] failed');
    expect(scrubText('born 1990-04-12, 12/04/1990, 12.04.1990, 4/12/90')).toBe(
      'born [date], [date], [date], [date]',
    );
    expect(scrubText('dob 1990-04-12T00:00:00.000Z')).toBe('dob [date]T00:00:00.000Z');
    expect(scrubText('12 Apr 1990 | 12 April 1990 | Apr 12, 1990 | Thu Apr 12 1990')).toBe(
      '[date] | [date] | [date] | Thu [date]',
    );
    expect(scrubText('call +44 7700 900456 or (020) 7946-0018')).toBe('call [phone] or ([phone]');
  });

  it('hides double-quoted literals, such as the data the browser quotes in its own messages', () => {
    expect(scrubText('Unexpected token \'S\', "Smith, Jane" is not valid JSON')).toBe(
      'Unexpected token \'S\', "[redacted]" is not valid JSON',
    );
    expect(scrubText('div > button[type="button"][aria-label="Actions for Smith, Jane"]')).toBe(
      'div > button[type="button"][aria-label="[redacted]"]',
    );
  });

  it('leaves what a developer needs: versions, sizes, selectors and property names', () => {
    const kept = [
      "Cannot read properties of undefined (reading 'first_name')",
      'Chrome/156.0.0.0 Safari/537.36',
      'resource.script /9396.9a91245c.js',
      'div#root > main.sc-abc > section',
      'Loading chunk 4340 failed.',
    ];
    for (const text of kept) expect(scrubText(text)).toBe(text);
  });
});
