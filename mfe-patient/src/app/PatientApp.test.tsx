import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { PatientApp } from './PatientApp';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/i/*" element={<PatientApp />} />
    </Routes>,
    { route: path },
  );
}

describe('PatientApp', () => {
  beforeEach(async () => {
    await startHostI18n('en', registerAreaTranslations);
  });

  it('answers a link it cannot open with the unavailable page inside the main landmark', () => {
    renderAt('/i/some-link-token');

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'This link is not available' }),
    ).toBeInTheDocument();
  });

  it('offers the language switcher on every patient page', () => {
    renderAt('/i/');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('never shows the link token on the page', () => {
    renderAt('/i/secret-token-value');

    expect(screen.queryByText(/secret-token-value/)).not.toBeInTheDocument();
  });
});
