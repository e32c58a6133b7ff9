import { act, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { IDLE_TIMEOUT_MS } from '@outreach/shared-contracts/core';
import {
  SESSION_STORAGE_KEY,
  isLoggedInAtom,
  readStoredSession,
  writeStoredSession,
} from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { mockApi } from '@outreach/shared-ui/testing';
import { resetSessionChannel } from './sessionEvents';
import { useSessionGuard } from './useSessionGuard';

function Probe() {
  useSessionGuard();
  return <p>{useAtomValue(isLoggedInAtom) ? 'signed in' : 'signed out'}</p>;
}

const user = { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' };

describe('useSessionGuard', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSessionChannel();
    jest.useFakeTimers({ now: new Date('2026-01-01T09:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('logs out after 30 idle minutes and tells the server', async () => {
    const requests = mockApi({ logout: { body: { ok: true } } });
    writeStoredSession({ user, csrf: 'c', expiration: Date.now() / 1000 + 86_400, warning: null });
    await renderWithProviders(<Probe />);
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(IDLE_TIMEOUT_MS);
      await jest.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/logout/']);
  });

  it('clears the session at its expiration', async () => {
    writeStoredSession({ user, csrf: 'c', expiration: Math.floor(Date.now() / 1000) + 600, warning: null });
    await renderWithProviders(<Probe />);
    act(() => jest.advanceTimersByTime(599_000));
    expect(screen.getByText('signed in')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(readStoredSession()).toBeNull();
  });

  it('follows a logout in another tab', async () => {
    const session = { user, csrf: 'c', expiration: Date.now() / 1000 + 86_400, warning: null };
    writeStoredSession(session);
    await renderWithProviders(<Probe />);
    // The other tab removed the session; this tab hears of it through the storage event.
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          oldValue: JSON.stringify(session),
          newValue: null,
        }),
      );
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('follows a logout message on the session channel', async () => {
    writeStoredSession({ user, csrf: 'c', expiration: Date.now() / 1000 + 86_400, warning: null });
    await renderWithProviders(<Probe />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'outreach.session-message',
          newValue: JSON.stringify({ type: 'logout', nonce: 1 }),
        }),
      );
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
