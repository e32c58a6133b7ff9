import { scrubBreadcrumb, scrubEvent, scrubUrl } from './scrubUrl';

describe('error-report scrubbing', () => {
  it('hides patient link tokens and password reset tokens in URLs', () => {
    expect(scrubUrl('https://app.example/i/abc123/chapter/2')).toBe(
      'https://app.example/i/[redacted]/chapter/2',
    );
    expect(scrubUrl('/password/reset/secret-token')).toBe('/password/reset/[redacted]');
    expect(scrubUrl('/contacts')).toBe('/contacts');
  });

  it('drops query strings, cookies and headers from events and breadcrumbs', () => {
    const event = scrubEvent({
      request: {
        url: 'https://app.example/i/tok?dob=1990-01-01',
        cookies: 'a=b',
        headers: { cookie: 'a=b' },
      },
      breadcrumbs: [{ data: { from: '/password/reset/tok', to: '/create?q=Jane' } }],
    });
    expect(event.request).toEqual({ url: 'https://app.example/i/[redacted]' });
    expect(event.breadcrumbs?.[0]?.data).toEqual({ from: '/password/reset/[redacted]', to: '/create' });
    expect(scrubEvent({ transaction: '/i/tok' }).transaction).toBe('/i/[redacted]');
    expect(scrubBreadcrumb({ data: { url: 'http://api/x?y=1' } }).data).toEqual({ url: 'http://api/x' });
  });
});
