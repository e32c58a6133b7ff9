import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { johnRoe, makePage } from '../../testing/fixtures';
import { callsTo, refusal, writes, signedIn } from '@outreach/shared-ui/testing';
import { acme, bay, contactsApi, renderContacts, renderWithTable } from '../../testing/renderContacts';

describe('the current tenant', () => {
  it('is named for a staff member of one tenant', async () => {
    contactsApi();
    await renderWithTable();
    expect(await screen.findByText('Tenant: Acme Health')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Working in' })).not.toBeInTheDocument();
  });

  it('can be switched by a staff member of several, and the lists then show the new tenant', async () => {
    let tenantId = 7;
    const requests = contactsApi({
      listTenants: { body: { tenants: [acme, bay] } },
      authStatus: () => ({ body: signedIn(tenantId) }),
      switchTenant: ({ body }) => {
        tenantId = (body as { tenant_id: number }).tenant_id;
        return { body: { authenticated: true, tenant_id: tenantId } };
      },
      listPatients: () => ({ body: makePage(tenantId === 9 ? [johnRoe] : []) }),
    });
    const user = userEvent.setup();
    await renderContacts();
    expect(await screen.findByRole('region', { name: 'No patients yet' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Working in' });
    expect(select).toHaveValue('7');
    await user.selectOptions(select, 'Bay Clinic');

    expect(await screen.findByRole('status')).toHaveTextContent('You are now working in Bay Clinic.');
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/auth/tenant/', body: { tenant_id: 9 } }),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Roe, John' })).toBeInTheDocument();
    expect(select).toHaveValue('9');
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/cohorts')).toHaveLength(2));
  });

  it('stays when the switch is refused', async () => {
    contactsApi({
      listTenants: { body: { tenants: [acme, bay] } },
      switchTenant: refusal('NOT_FOUND'),
    });
    const user = userEvent.setup();
    await renderWithTable();
    const select = await screen.findByRole('combobox', { name: 'Working in' });
    await user.selectOptions(select, 'Bay Clinic');
    expect(await screen.findByRole('alert')).toHaveTextContent('The tenant could not be changed.');
    expect(select).toHaveValue('7');
  });
});
