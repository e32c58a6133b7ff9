// Test-only: the contacts page inside the providers the host hands down, over a stubbed API.
import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from 'react-router';
import { createAppStore, createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import { startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { cohorts, janeDoe, johnRoe, makePage } from './fixtures';
import { mockApi, type RecordedRequest, type Reply } from './mockApi';
import { patientOptionLists } from './optionLists';

export const acme = {
  id: 7,
  business_name: 'Acme Health Ltd',
  trading_name: 'Acme Health',
  email: 'a@example.test',
};
export const bay = {
  id: 9,
  business_name: 'Bay Clinic Ltd',
  trading_name: 'Bay Clinic',
  email: 'b@example.test',
};

/** The answers of a tenant with two patients and two cohorts; `extra` adds or replaces some. */
export function contactsApi(extra: Record<string, Reply> = {}): RecordedRequest[] {
  return mockApi({
    'GET /api/auth/': { body: { authenticated: true, tenant_id: 7 } },
    'GET /api/tenants': { body: { tenants: [acme] } },
    'GET /api/patients': { body: makePage([janeDoe, johnRoe]) },
    'GET /api/patients/filtered-patients': { body: makePage([janeDoe]) },
    'GET /api/cohorts': { body: { results: cohorts } },
    'GET /api/patients/filter-options': {
      body: {
        gender: patientOptionLists.gender,
        language_preference: patientOptionLists.language_preference,
        communication_preference: patientOptionLists.communication_preference,
        opted_out: patientOptionLists.opted_out,
        parent_id: cohorts.map((cohort) => ({ value: cohort.id, label: cohort.title })),
      },
    },
    'GET /api/patients/title-options': { body: { options: patientOptionLists.title } },
    'GET /api/patients/gender-options': { body: { options: patientOptionLists.gender } },
    'GET /api/patients/language-preference-options': {
      body: { options: patientOptionLists.language_preference },
    },
    'GET /api/patients/communication-preference-options': {
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
          <MemoryRouter initialEntries={['/contacts']}>{content}</MemoryRouter>
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
