import { act, fireEvent, screen } from '@testing-library/react';
import { atom, useAtom, useAtomValue } from 'jotai';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { IDLE_TIMEOUT_MS, type Patient, type PatientPage } from '@outreach/shared-contracts/core';
import {
  SESSION_STORAGE_KEY,
  apiClient,
  isLoggedInAtom,
  writeStoredSession,
  type StoredSession,
} from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { makePatient, mockApi, refusal, type RecordedRequest } from '@outreach/shared-ui/testing';
import { logoutEverywhere, resetSessionChannel } from '../session/sessionEvents';
import { useSessionGuard } from '../session/useSessionGuard';

/** A patient of the server's list, as the API answers with them. */
const patient = (id: number, firstName: string, lastName: string): Patient =>
  makePatient(id, { first_name: firstName, last_name: lastName, email: null });

function namesOf(page: PatientPage): string[] {
  return page.results.map((person) => `${person.first_name} ${person.last_name}`);
}

/** State a remote keeps for the signed-in person, e.g. a half-typed note. */
const draftAtom = atom('');

function StaffArea() {
  const { data: patients } = useSWR<PatientPage>('api/patients');
  const { data: pages } = useSWRInfinite<PatientPage>(
    (index) => `api/patients/filtered-patients?get_page=${index + 1}`,
  );
  const [draft, setDraft] = useAtom(draftAtom);
  return (
    <>
      <p>Patients: {patients ? namesOf(patients).join(', ') : 'loading'}</p>
      <p>Members: {pages ? pages.flatMap(namesOf).join(', ') : 'loading'}</p>
      <label>
        Draft
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
    </>
  );
}

/** Stands in for the login screen: shows what a remote could still read from the providers. */
function LoginScreen() {
  const { cache } = useSWRConfig();
  const draft = useAtomValue(draftAtom);
  return (
    <p>
      Login screen; cached entries: {[...cache.keys()].length}; draft: “{draft}”
    </p>
  );
}

/** The shape of App: the session guard, then the staff area or the login screen. */
function Page() {
  useSessionGuard();
  return useAtomValue(isLoggedInAtom) ? <StaffArea /> : <LoginScreen />;
}

const HOUR_S = 3_600;

function sessionOf(username: string, firstName: string): StoredSession {
  return {
    user: { firstName, lastName: 'Staff', username },
    csrf: `csrf-${username}`,
    expiration: Math.floor(Date.now() / 1000) + 8 * HOUR_S,
    warning: null,
  };
}

/** The API of the test: the patients the server has, and whether it still knows the session. */
const server = { people: [patient(1, 'Grace', 'Hopper')], sessionValid: true };

function startApi(): RecordedRequest[] {
  const page = (): PatientPage => ({
    results: server.people,
    page: 1,
    page_size: 50,
    total: server.people.length,
    total_is_exact: true,
    has_next: false,
  });
  const list = () => (server.sessionValid ? { body: page() } : refusal('SESSION_EXPIRED'));
  return mockApi({
    listPatients: list,
    filterPatients: list,
    logout: { body: { ok: true } },
    refresh: refusal('UNAUTHENTICATED'),
  });
}

function requestsFor(requests: RecordedRequest[], path: string): number {
  return requests.filter((request) => request.path === path).length;
}

function otherTabWrites(value: StoredSession | null) {
  const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);
  const newValue = value ? JSON.stringify(value) : null;
  if (newValue) localStorage.setItem(SESSION_STORAGE_KEY, newValue);
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, oldValue, newValue }));
}

async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
}

interface Ending {
  name: string;
  /** Synchronous where it can be, so the first frame after the change is what gets checked. */
  end: () => Promise<void> | void;
  /** The session that follows at once (another person signing in in another tab), if any. */
  takesOver?: boolean;
}

const endings: Ending[] = [
  { name: 'the user logs out', end: () => act(() => logoutEverywhere()) },
  {
    name: 'the tab is idle for 30 minutes',
    end: () =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
      }),
  },
  {
    name: 'the session reaches its expiration',
    end: () =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(8 * HOUR_S * 1000);
      }),
  },
  {
    name: 'another tab logs out',
    end: () => {
      act(() => otherTabWrites(null));
    },
  },
  {
    name: 'a call is refused and the refresh fails',
    end: () =>
      act(async () => {
        server.sessionValid = false;
        await apiClient
          .get('api/patients')
          .json()
          .catch(() => undefined);
      }),
  },
  {
    name: 'another person signs in in another tab',
    end: () => {
      act(() => otherTabWrites(sessionOf('alan', 'Alan')));
    },
    takesOver: true,
  },
];

describe('AppProviders at the end of a sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSessionChannel();
    jest.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    server.people = [patient(1, 'Grace', 'Hopper')];
    server.sessionValid = true;
  });
  afterEach(() => jest.useRealTimers());

  it.each(endings)('forgets the data and state of the sign-in when $name', async ({ end, takesOver }) => {
    const requests = startApi();
    writeStoredSession(sessionOf('grace', 'Grace'));
    await renderWithProviders(<Page />);
    await settle();
    expect(await screen.findByText('Patients: Grace Hopper')).toBeInTheDocument();
    expect(await screen.findByText('Members: Grace Hopper')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Draft' }), {
      target: { value: 'call back Grace' },
    });

    // From now on the server answers for the next person.
    server.people = [patient(2, 'Alan', 'Turing')];
    await end();

    if (!takesOver) {
      // Step 1: the login screen is drawn with nothing left of the previous sign-in.
      expect(screen.getByText('Login screen; cached entries: 0; draft: “”')).toBeInTheDocument();
      // Step 2: the next person signs in on the same tab.
      server.sessionValid = true;
      act(() => writeStoredSession(sessionOf('alan', 'Alan')));
    }

    // Step 3: the staff area starts empty and asks the server again, never showing the old rows.
    expect(screen.queryByText(/Grace Hopper/)).not.toBeInTheDocument();
    expect(screen.getByText('Patients: loading')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('');
    await settle();
    expect(await screen.findByText('Patients: Alan Turing')).toBeInTheDocument();
    expect(await screen.findByText('Members: Alan Turing')).toBeInTheDocument();
    expect(requestsFor(requests, '/api/patients')).toBeGreaterThanOrEqual(2);
    expect(requestsFor(requests, '/api/patients/filtered-patients')).toBe(2);
  });

  it('keeps data and state while the same person’s session is refreshed', async () => {
    const requests = startApi();
    const session = sessionOf('grace', 'Grace');
    writeStoredSession(session);
    await renderWithProviders(<Page />);
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: 'Draft' }), {
      target: { value: 'call back Grace' },
    });

    act(() =>
      writeStoredSession({ ...session, csrf: 'csrf-rotated', expiration: session.expiration + HOUR_S }),
    );
    await settle();

    expect(await screen.findByText('Patients: Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('call back Grace');
    expect(requestsFor(requests, '/api/patients')).toBe(1);
  });
});
