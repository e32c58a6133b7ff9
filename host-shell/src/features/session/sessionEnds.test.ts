import { writeStoredSession, type StoredSession } from '@outreach/shared-ui';
import { createSessionEnds } from './sessionEnds';

function sessionOf(username: string, csrf = 'c'): StoredSession {
  return {
    user: { firstName: 'A', lastName: 'B', username },
    csrf,
    expiration: 2_000_000_000,
    warning: null,
  };
}

describe('createSessionEnds', () => {
  beforeEach(() => localStorage.clear());

  it('counts a cleared session and another person’s session, not a sign-in or a refresh', () => {
    const ends = createSessionEnds();
    const onChange = jest.fn();
    const unsubscribe = ends.subscribe(onChange);
    writeStoredSession(sessionOf('grace'));
    writeStoredSession(sessionOf('grace', 'rotated'));
    expect(ends.count()).toBe(0);
    writeStoredSession(null);
    expect(ends.count()).toBe(1);
    writeStoredSession(sessionOf('grace'));
    writeStoredSession(sessionOf('alan'));
    expect(ends.count()).toBe(2);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('counts an end that happened while nobody listened', () => {
    writeStoredSession(sessionOf('grace'));
    const ends = createSessionEnds();
    writeStoredSession(null);
    const onChange = jest.fn();
    const unsubscribe = ends.subscribe(onChange);
    expect(ends.count()).toBe(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
