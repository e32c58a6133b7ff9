import { waitFor } from '@testing-library/react';
import {
  installFakeXhr,
  type FakeXhr,
  callsTo,
  mockApi,
  refusal,
  signedIn,
} from '@outreach/shared-ui/testing';
import { uploadPatientCsv } from './uploadPatientCsv';

const file = new File(['mrn,first_name,last_name,date_of_birth\r\n'], 'p.csv', { type: 'text/csv' });
const expired = { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired.' };
let xhr: FakeXhr;

beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

describe('uploadPatientCsv', () => {
  it('sends the file once more after the session was refreshed', async () => {
    const requests = mockApi({ authStatus: { body: signedIn(7) } });
    const result = uploadPatientCsv(file);
    xhr.latest().respond(401, expired);
    // The session check goes to the API and back before the file is sent again.
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    expect(callsTo(requests, 'GET', '/api/auth/')).toHaveLength(1);
    xhr.latest().respond(200, { import_id: 'x' });
    await expect(result).resolves.toEqual({ import_id: 'x' });
  });

  it('gives up with the first refusal when the session cannot be refreshed', async () => {
    mockApi({
      authStatus: refusal('UNAUTHENTICATED'),
      refresh: refusal('UNAUTHENTICATED'),
    });
    const result = uploadPatientCsv(file);
    xhr.latest().respond(401, expired);
    await expect(result).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(xhr.requests).toHaveLength(1);
  });

  it('answers a proxy page by its status code', async () => {
    const result = uploadPatientCsv(file);
    xhr.latest().respond(413, '<html>Request Entity Too Large</html>');
    await expect(result).rejects.toMatchObject({ code: 'BODY_TOO_LARGE', statusCode: 413 });
  });
});
