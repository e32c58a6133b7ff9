// Test-only: the contacts page inside the providers the host hands down, over the mocked API.
import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from 'react-router';
import { createAppStore, createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import {
  mockApi,
  startHostI18n,
  type ApiReplies,
  type RecordedRequest,
  signedIn,
} from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { cohorts, janeDoe, johnRoe, makePage } from './fixtures';
import { patientOptionLists } from './optionLists';

export const acme = {
  id: 7,
  business_name: 'Acme Health Ltd',
  trading_name: 'Acme Health',
  email: 'a@example.test',
  time_zone: 'Europe/London',
};
export const bay = {
  id: 9,
  business_name: 'Bay Clinic Ltd',
  trading_name: 'Bay Clinic',
  email: 'b@example.test',
  time_zone: 'UTC',
};

/** The answers of a tenant with two patients and two cohorts; `extra` adds or replaces some. */
export function contactsApi(extra: ApiReplies = {}): RecordedRequest[] {
  return mockApi({
    authStatus: { body: signedIn(7) },
    listTenants: { body: { tenants: [acme] } },
    listPatients: { body: makePage([janeDoe, johnRoe]) },
    filterPatients: { body: makePage([janeDoe]) },
    listCohorts: { body: { results: cohorts } },
    patientFilterOptions: {
      body: {
        gender: patientOptionLists.gender,
        language_preference: patientOptionLists.language_preference,
        communication_preference: patientOptionLists.communication_preference,
        opted_out: patientOptionLists.opted_out,
        parent_id: cohorts.map((cohort) => ({ value: cohort.id, label: cohort.title })),
      },
    },
    listPatientMessages: { body: { results: [], page: 1, page_size: 50, has_next: false } },
    getUnreadMessageCount: { body: { unread: 0 } },
    patientTitleOptions: { body: { options: patientOptionLists.title } },
    patientGenderOptions: { body: { options: patientOptionLists.gender } },
    patientLanguagePreferenceOptions: {
      body: { options: patientOptionLists.language_preference },
    },
    patientCommunicationPreferenceOptions: {
      body: { options: patientOptionLists.communication_preference },
    },
    ...extra,
  });
}

export interface ContactsRender extends RenderResult {
  /** Renders something else in the same providers: one store and one data cache, as in the host. */
  show: (ui: ReactElement | null) => void;
  /**
   * What the host does when a sign-in ends (its AppProviders): the page is left, and the providers
   * mount afresh with a new store and a new data cache for whoever signs in next.
   */
  endSignIn: () => void;
}

/** Renders `ui` (the contacts page by default) in the host's providers, in the given language. */
export async function renderContacts(
  ui: ReactElement = <ContactsPage />,
  language = 'en',
  path = '/contacts',
): Promise<ContactsRender> {
  // The host bundles English common strings (dialogs, buttons) with its first load; so does this.
  await startHostI18n(
    language,
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  let signIn = { ended: 0, store: createAppStore() };
  const swrConfig = { ...createSwrConfig(), dedupingInterval: 0 };
  const inProviders = (content: ReactElement | null) => (
    // As in the host, the key remounts SWRConfig, whose provider then makes a new cache.
    <JotaiProvider key={signIn.ended} store={signIn.store}>
      <SWRConfig value={swrConfig}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>{content}</MemoryRouter>
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
  const result = render(inProviders(ui));
  return {
    ...result,
    show: (content) => result.rerender(inProviders(content)),
    endSignIn: () => {
      signIn = { ended: signIn.ended + 1, store: createAppStore() };
      result.rerender(inProviders(null));
    },
  };
}

/** Renders the page and waits for the patient table. */
export async function renderWithTable(): Promise<ContactsRender> {
  const result = await renderContacts();
  await screen.findByRole('table', { name: 'Patients' });
  return result;
}
