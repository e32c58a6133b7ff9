import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR, { SWRConfig } from 'swr';
import type { Cohort } from '@outreach/shared-contracts/core';
import { callRoute } from './callRoute';
import { routeKey, useRevalidateLists, type ListWrite } from './routeKeys';
import { createSwrConfig } from './swrConfig';
import { inTurn, mockApi } from '../testing/apiMock';

function makeCohort(id: number, title: string): Cohort {
  return { id, title, tenant: 7, patient_count: 0, created_at: '2026-02-01T09:00:00.000Z' };
}

/** A list of cohorts as another area shows it, keyed by its call. */
function CohortTitles() {
  const cohorts = useSWR(routeKey('listCohorts'), async () => (await callRoute('listCohorts')).results);
  return <p>{cohorts.data?.map((cohort) => cohort.title).join(', ') ?? 'Loading'}</p>;
}

/** Stands in for an area that writes: a button that reports its write. */
function Writer({ write }: { write: ListWrite }) {
  const revalidateLists = useRevalidateLists();
  return (
    <button type="button" onClick={() => void revalidateLists(write)}>
      {`Save ${write}`}
    </button>
  );
}

function renderAreas() {
  return render(
    <SWRConfig value={{ ...createSwrConfig(), dedupingInterval: 0 }}>
      <CohortTitles />
      <Writer write="createSmsTemplate" />
      <Writer write="createCohort" />
    </SWRConfig>,
  );
}

describe('lists keyed by their call', () => {
  const before = { body: { results: [makeCohort(1, 'Diabetes clinic')] } };
  const after = { body: { results: [makeCohort(1, 'Diabetes clinic'), makeCohort(2, 'Cardiac rehab')] } };

  it('are read again in another area after a write that changes them', async () => {
    mockApi({ listCohorts: inTurn<'listCohorts'>(before, after) });
    const user = userEvent.setup();
    renderAreas();
    expect(await screen.findByText('Diabetes clinic')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save createCohort' }));
    expect(await screen.findByText('Diabetes clinic, Cardiac rehab')).toBeInTheDocument();
  });

  it('are left alone by a write that does not change them', async () => {
    const requests = mockApi({ listCohorts: inTurn<'listCohorts'>(before, after, before) });
    const user = userEvent.setup();
    renderAreas();
    expect(await screen.findByText('Diabetes clinic')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save createSmsTemplate' }));
    // A cohort saved next is the second read: the template's save read nothing.
    await user.click(screen.getByRole('button', { name: 'Save createCohort' }));
    expect(await screen.findByText('Diabetes clinic, Cardiac rehab')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/cohorts'))).toHaveLength(2);
  });
});
