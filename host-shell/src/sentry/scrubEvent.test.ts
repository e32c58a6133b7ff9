import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrubEvent';

describe('scrubEvent', () => {
  it('keeps only the scrubbed address of the request: no query string, cookies or headers', () => {
    const event = scrubEvent({
      request: {
        url: 'https://app.example/i/tok?dob=1990-01-01',
        cookies: 'a=b',
        headers: { cookie: 'a=b', Referer: 'https://app.example/i/tok' },
        query_string: 'dob=1990-01-01',
      },
    });
    expect(event.request).toEqual({ url: 'https://app.example/i/[redacted]' });
  });

  it('cleans the message, the transaction name and every breadcrumb', () => {
    const event = scrubEvent({
      transaction: '/i/tok',
      exception: { values: [{ type: 'Error', value: 'No match for "Smith" born 1990-01-01 at /i/tok?x=1' }] },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/password/reset/tok', to: '/create?q=Jane' } },
        { category: 'fetch', data: { method: 'GET', url: 'http://api/patients?query_string=Smith' } },
        { category: 'ui.click', message: 'li > button[aria-label="Actions for Smith, Jane"]' },
      ],
    });
    expect(event.transaction).toBe('/i/[redacted]');
    expect(event.exception.values[0]?.value).toBe('No match for "[redacted]" born [date] at /i/[redacted]');
    expect(event.breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/password/reset/[redacted]', to: '/create' } },
      { category: 'fetch', data: { method: 'GET', url: 'http://api/patients' } },
      { category: 'ui.click', message: 'li > button[aria-label="[redacted]"]' },
    ]);
  });

  it('cleans the address and the calls of an unsubscribe page', () => {
    const token = '0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    const event = scrubEvent({
      request: { url: `https://app.example/u/${token}` },
      transaction: `/u/${token}`,
      breadcrumbs: [
        {
          category: 'fetch',
          data: { method: 'POST', url: `http://api/api/unsubscribe/${token.replace('/', '.')}` },
        },
      ],
    });
    expect(event.request).toEqual({ url: 'https://app.example/u/[redacted]' });
    expect(event.transaction).toBe('/u/[redacted]');
    expect(event.breadcrumbs).toEqual([
      { category: 'fetch', data: { method: 'POST', url: 'http://api/api/unsubscribe/[redacted]' } },
    ]);
  });

  it('cleans the spans of a transaction and drops the arguments of wrapped callbacks', () => {
    const event = scrubEvent({
      extra: { arguments: [{ first_name: 'Jane' }] },
      spans: [
        {
          description: 'GET http://api/patients?query_string=Smith',
          data: { 'http.query': '?query_string=Smith', url: 'http://api/patients?query_string=Smith' },
        },
      ],
    });
    expect(event.extra).toEqual({});
    expect(event.spans).toEqual([
      { description: 'GET http://api/patients', data: { 'http.query': '', url: 'http://api/patients' } },
    ]);
  });

  it("passes the SDK's own bookkeeping through untouched, scopes that refer to each other included", () => {
    class Scope {
      parent: Scope = this;
      note = '/i/tok';
    }
    const scope = new Scope();
    const event = scrubEvent({ transaction: '/i/tok', sdkProcessingMetadata: { capturedSpanScope: scope } });
    expect(event.transaction).toBe('/i/[redacted]');
    expect(event.sdkProcessingMetadata.capturedSpanScope).toBe(scope);
  });

  it('keeps values that are not plain JSON as they are', () => {
    const at = new Date(0);
    expect(scrubEvent({ extra: { at } }).extra.at).toBe(at);
  });

  it('leaves identifiers and numbers as they are', () => {
    const ids = {
      event_id: '1234567890123456',
      span_id: '1234567890123456',
      trace_id: '12345678901234567890',
    };
    expect(scrubEvent({ ...ids, timestamp: 1795469295.508, contexts: { trace: { ...ids } } })).toEqual({
      ...ids,
      timestamp: 1795469295.508,
      contexts: { trace: ids },
    });
  });
});

describe('scrubBreadcrumb', () => {
  it('keeps only the level of a console line, which may print anything', () => {
    const crumb = scrubBreadcrumb({
      category: 'console',
      level: 'warning',
      message: 'Loaded patient Jane Smith',
      data: { arguments: ['Loaded patient', { name: 'Jane Smith' }], logger: 'console' },
    });
    expect(crumb).toEqual({ category: 'console', level: 'warning' });
  });

  it('drops query strings from the address of a call', () => {
    expect(scrubBreadcrumb({ category: 'xhr', data: { url: 'http://api/x?y=1' } }).data).toEqual({
      url: 'http://api/x',
    });
  });
});

describe('scrubSpan', () => {
  it('cleans a span sent on its own, such as an interaction timing', () => {
    expect(
      scrubSpan({
        span_id: '1234567890123456',
        description: 'main > button[aria-label="Actions for Smith, Jane"]',
        data: { transaction: '/i/tok' },
      }),
    ).toEqual({
      span_id: '1234567890123456',
      description: 'main > button[aria-label="[redacted]"]',
      data: { transaction: '/i/[redacted]' },
    });
  });
});
