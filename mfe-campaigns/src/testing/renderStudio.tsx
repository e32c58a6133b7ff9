// Test-only: the studio's home inside the providers the host hands down, over the mocked API.
import { render, screen, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore, createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import { mockApi, startHostI18n, type ApiReplies, type RecordedRequest } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { StudioLandingPage } from '../features/studio-landing/StudioLandingPage';
import { diabetesCampaign, fluCampaign, makePage } from './fixtures';

/** The answers of a tenant with two campaigns; `extra` adds or replaces some. */
export function studioApi(extra: ApiReplies = {}): RecordedRequest[] {
  return mockApi({
    listCampaigns: { body: makePage([fluCampaign, diabetesCampaign]) },
    ...extra,
  });
}

/** Stands in for the create page: shows where the app went, so a test can read it. */
function WhereNow() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

/** Renders the studio's home at /studio-landing in the host's providers, in the given language. */
export async function renderStudio(language = 'en'): Promise<RenderResult> {
  // The host bundles English common strings (dialogs, buttons, errors) with its first load; so does this.
  await startHostI18n(
    language,
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  // A new store and data cache per test, as the host makes for each sign-in.
  return render(
    <JotaiProvider store={createAppStore()}>
      <SWRConfig value={{ ...createSwrConfig(), dedupingInterval: 0 }}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/studio-landing']}>
            <Routes>
              <Route path="/studio-landing" element={<StudioLandingPage />} />
              <Route path="/create" element={<WhereNow />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
}

/** Renders the page and waits for the table of campaigns. */
export async function renderWithTable(): Promise<RenderResult> {
  const result = await renderStudio();
  await screen.findByRole('table', { name: 'Campaigns' });
  return result;
}
