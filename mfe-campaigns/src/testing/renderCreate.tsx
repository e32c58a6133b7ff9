// Test-only: the create page at an address, inside the providers the host hands down.
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore, createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import { startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { CreatePage } from '../features/create/CreatePage';

/** Shows the address the page is at, so a test can read where a step led. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** The host's side navigation, as far as a page can tell: links to other areas of the app. */
function SideNavigation() {
  return (
    <nav aria-label="Side navigation">
      <Link to="/reports">Reports</Link>
    </nav>
  );
}

/**
 * Renders /create (with `search`, e.g. `?campaign=11`) in a fresh store and data cache, beside a
 * link to another area (/reports, which only says its name).
 */
export async function renderCreate(search = '', language = 'en'): Promise<RenderResult> {
  await startHostI18n(
    language,
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  return render(
    <JotaiProvider store={createAppStore()}>
      <SWRConfig value={{ ...createSwrConfig(), dedupingInterval: 0 }}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[`/create${search}`]}>
            <SideNavigation />
            <Routes>
              <Route path="/reports" element={<h1>Reports page</h1>} />
              <Route
                path="/create"
                element={
                  <>
                    <CreatePage />
                    <Address />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
}

/** Opens the editor on a touchpoint the mocked API answers with, at a step. */
export async function renderEditor(step = 'basics'): Promise<RenderResult> {
  return renderCreate(`?campaign=11&touchpoint=5&step=${step}`);
}
