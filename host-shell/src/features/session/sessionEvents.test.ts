import { readStoredSession, writeStoredSession } from '@outreach/shared-ui';
import { mockApi } from '@outreach/shared-ui/testing';
import { logoutEverywhere, resetSessionChannel, sessionChannel } from './sessionEvents';

describe('logoutEverywhere', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSessionChannel();
  });

  it('ends the session on the server before this tab or any other lets it go', async () => {
    writeStoredSession({
      user: { firstName: 'Grace', lastName: 'Hopper', username: 'grace' },
      csrf: 'csrf-token',
      expiration: 2_000_000_000,
      warning: null,
    });
    const steps: string[] = [];
    const post = jest.spyOn(sessionChannel(), 'post').mockImplementation(() => {
      steps.push('other tabs told');
    });
    mockApi({
      logout: () => {
        steps.push(readStoredSession() ? 'server asked, session still held' : 'server asked, session gone');
        return { body: { ok: true } };
      },
    });

    await logoutEverywhere();

    expect(steps).toEqual(['server asked, session still held', 'other tabs told']);
    expect(readStoredSession()).toBeNull();
    post.mockRestore();
  });
});
