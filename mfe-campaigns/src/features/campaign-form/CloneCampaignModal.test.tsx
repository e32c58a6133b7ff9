import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import { diabetesCampaign, fluCampaign, makeCampaign, makeDetail, makePage } from '../../testing/fixtures';
import { renderStudio, renderWithTable, studioApi } from '../../testing/renderStudio';

const copy = makeCampaign(99, { name: 'Flu vaccination 2027' });

describe('cloning a campaign', () => {
  it('asks for the name of the copy, sends it, then lists the copy and says so', async () => {
    let cloned = false;
    const requests = studioApi({
      listCampaigns: () => ({
        body: makePage(cloned ? [copy, fluCampaign, diabetesCampaign] : [fluCampaign, diabetesCampaign]),
      }),
      cloneCampaign: () => {
        cloned = true;
        return { status: 201, body: makeDetail(copy) };
      },
    });
    const user = userEvent.setup();
    await renderWithTable();

    await user.click(screen.getByRole('button', { name: 'Clone Flu vaccination 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Clone campaign' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    // The offered name is selected, so typing replaces it.
    expect(name).toHaveValue('Copy of Flu vaccination 2026');
    expect(name).toHaveFocus();
    await user.keyboard('Flu vaccination 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));

    expect(await screen.findByText('“Flu vaccination 2027” has been created.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/campaigns/clone/11/',
        body: { name: 'Flu vaccination 2027' },
      }),
    ]);
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2027' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/campaigns/')).toHaveLength(2);
  });

  it('keeps the offered name on Enter', async () => {
    const requests = studioApi({ cloneCampaign: { status: 201, body: makeDetail(copy) } });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Clone Diabetes check-up' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ name: 'Copy of Diabetes check-up' });
  });

  it('shows a refused name beside the field and keeps the dialog open', async () => {
    studioApi({
      cloneCampaign: refusal('VALIDATION_FAILED', [
        { path: 'body.name', message: 'Use at most 200 characters.' },
      ]),
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Clone Flu vaccination 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Clone campaign' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    await user.type(name, 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('This name is too long. Please shorten it.'),
    );
    expect(screen.getByRole('dialog', { name: 'Clone campaign' })).toBeInTheDocument();
    expect(screen.queryByText(/has been created/)).not.toBeInTheDocument();
  });

  it('speaks the offered name in the chosen language', async () => {
    studioApi();
    const user = userEvent.setup();
    await renderStudio('es');
    await user.click(await screen.findByRole('button', { name: 'Clonar Flu vaccination 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Clonar campaña' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre de la copia' })).toHaveValue(
      'Copia de Flu vaccination 2026',
    );
  });
});
