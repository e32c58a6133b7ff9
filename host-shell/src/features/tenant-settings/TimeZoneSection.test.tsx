import { screen, within } from '@testing-library/react';
import { refusal } from '@outreach/shared-ui/testing';
import { api, chooseAcme, storeSession, tabPanel, tenants, writes } from './tenantSettingsTestKit';

describe('the time zone in Tenant Settings', () => {
  beforeEach(storeSession);

  const section = () => tabPanel('Time zone');
  const field = () => within(section()).getByRole('combobox', { name: 'Default time zone' });

  it("shows the tenant's zone with its offset now, and what it is for", async () => {
    api();
    await chooseAcme('Time zone');
    expect((field() as HTMLInputElement).value).toMatch(
      /^Europe\/London \(GMT(\+0[01]:00)?, (Greenwich Mean|British Summer) Time\)$/,
    );
    expect(
      within(section()).getByText(
        "Messages are not sent between 9:00 PM and 8:00 AM in the patient's time zone. " +
          'Patients without a time zone of their own use this one.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Save time zone' })).toBeDisabled();
  });

  it('saves a zone found by typing, on its own and with nothing else', async () => {
    const requests = api({ updateTenant: { body: { ...tenants[0]!, time_zone: 'Asia/Tokyo' } } });
    const { user } = await chooseAcme('Time zone');
    await user.click(field());
    await user.keyboard('tokyo{Enter}');
    await user.click(within(section()).getByRole('button', { name: 'Save time zone' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent('The time zone has been saved.');
    expect(field()).toHaveValue('Asia/Tokyo (GMT+09:00, Japan Standard Time)');
    expect(within(section()).getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', '/api/tenants/7', { time_zone: 'Asia/Tokyo' }],
    ]);
    // The modal stays open for the branding, whose own Save this was not.
    expect(screen.getByRole('dialog', { name: 'Tenant Settings' })).toBeInTheDocument();
  });

  it('shows a refused zone at the field and keeps the choice', async () => {
    api({
      updateTenant: refusal('VALIDATION_FAILED', [
        { path: 'body.time_zone', message: 'Choose a time zone from the list, e.g. Europe/London.' },
      ]),
    });
    const { user } = await chooseAcme('Time zone');
    await user.click(field());
    await user.keyboard('lisbon{Enter}');
    await user.click(within(section()).getByRole('button', { name: 'Save time zone' }));
    expect(await within(section()).findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect((field() as HTMLInputElement).value).toMatch(/^Europe\/Lisbon /);
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why when the save fails for another reason', async () => {
    api({ updateTenant: refusal('NOT_FOUND') });
    const { user } = await chooseAcme('Time zone');
    await user.click(field());
    await user.keyboard('lisbon{Enter}');
    await user.click(within(section()).getByRole('button', { name: 'Save time zone' }));
    expect(await within(section()).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });
});
