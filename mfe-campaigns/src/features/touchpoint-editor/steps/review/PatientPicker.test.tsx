import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import { callsTo, makePatient, mockApi, startHostI18n } from '@outreach/shared-ui/testing';
import type { PatientPage } from '@outreach/shared-contracts/core';
import { registerAreaTranslations } from '../../../../i18n/areaTranslations';
import { PatientPicker } from './PatientPicker';

const janes = [
  makePatient(1, { first_name: 'Jane', last_name: 'Smith', mrn: 'A-1', date_of_birth: '1984-02-29' }),
  makePatient(2, { first_name: 'Jane', last_name: 'Smith', mrn: 'A-2', date_of_birth: '1950-11-03' }),
];

function page(hasNext: boolean): PatientPage {
  return { results: janes, page: 1, page_size: 10, total: 2, total_is_exact: !hasNext, has_next: hasNext };
}

/** The picker as a dialog holds it: the search text kept by its owner. */
function Picker() {
  const [search, setSearch] = useState('');
  return <PatientPicker search={search} onSearch={setSearch} isChosen={() => false} onChoose={() => {}} />;
}

async function searchFor(text: string) {
  await startHostI18n(
    'en',
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  render(
    <SWRConfig value={{ ...createSwrConfig(), dedupingInterval: 0, provider: () => new Map() }}>
      <ThemeProvider theme={theme}>
        <Picker />
      </ThemeProvider>
    </SWRConfig>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Find a patient' }), text);
  return screen.findByRole('group', { name: 'Patient' });
}

describe('the patient search of the studio', () => {
  it('tells patients of the same name apart by their date of birth', async () => {
    mockApi({ filterPatients: { body: page(false) } });
    const found = await searchFor('Smith');

    expect(
      within(found)
        .getAllByRole('radio')
        .map((choice) => choice.closest('label')?.textContent),
    ).toEqual(['Jane SmithBorn Feb 29, 1984 · MRN A-1', 'Jane SmithBorn Nov 3, 1950 · MRN A-2']);
    expect(screen.queryByText(/more match/)).not.toBeInTheDocument();
  });

  it('says when more patients match than it shows, and how to narrow the search', async () => {
    const requests = mockApi({ filterPatients: { body: page(true) } });
    await searchFor('Smith');

    expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query).toMatchObject({
      query_string: 'Smith',
      page_size: '10',
    });
    expect(
      screen.getByText(
        'Showing the first 10 patients found; more match. Type more of the name, or the MRN, to narrow the search.',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
