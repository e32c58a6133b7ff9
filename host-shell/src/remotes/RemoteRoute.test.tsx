import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { http, HttpResponse, mockOther, renderSettled, startHostI18n } from '@outreach/shared-ui/testing';
import { initRemotes } from './initRemotes';
import { RemoteRoute } from './RemoteRoute';
import { registerRemoteTranslations } from './remoteTranslations';
import { unavailableAreaModule } from './UnavailableArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function CampaignsPage() {
  return <h1>Create a campaign</h1>;
}

describe('RemoteRoute', () => {
  beforeAll(async () => {
    await startHostI18n('en', registerRemoteTranslations);
    mockOther(
      http.get(`${window.location.origin}/remotes.json`, () =>
        HttpResponse.json({
          mfe_avs: 'http://localhost:3005/mf-manifest.json',
          mfe_campaigns: 'http://localhost:3001/mf-manifest.json',
        }),
      ),
    );
    await initRemotes();
  });

  it('shows a loading status, then the page the remote exposes', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    await renderSettled(<RemoteRoute remote="mfe_campaigns" module="CreatePage" />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => {
      resolve({ default: CampaignsPage });
      await Promise.resolve();
    });

    expect(await screen.findByRole('heading', { name: 'Create a campaign' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_campaigns/CreatePage');
  });

  it('says the area is unavailable when the fallback plugin answers for a remote that is down', async () => {
    loadRemoteMock.mockResolvedValueOnce(unavailableAreaModule);
    await renderSettled(<RemoteRoute remote="mfe_contacts" module="ContactsPage" />);

    expect(await screen.findByRole('alert')).toHaveAccessibleName('This area is unavailable');
  });

  it('says the area is unavailable when loading throws, and loads the remote afresh on "Try again"', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValueOnce(new Error('connection refused'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSettled(<RemoteRoute remote="mfe_avs" module="AvsPage" />);

    expect(await screen.findByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();

    registerRemotesMock.mockClear();
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>After-visit summaries</h1> });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    });

    expect(await screen.findByRole('heading', { name: 'After-visit summaries' })).toBeInTheDocument();
    // The runtime keeps a failed remote entry until the remote is registered again.
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mfe_avs', entry: 'http://localhost:3005/mf-manifest.json' }],
      { force: true },
    );
  });

  it('loads the remote afresh when "Try again" is pressed on the page the fallback plugin answered with', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockResolvedValueOnce(unavailableAreaModule);
    await renderSettled(<RemoteRoute remote="mfe_campaigns" module="StudioLandingPage" />);
    expect(await screen.findByRole('alert')).toHaveAccessibleName('This area is unavailable');

    registerRemotesMock.mockClear();
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Studio</h1> });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    });

    expect(await screen.findByRole('heading', { name: 'Studio' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mfe_campaigns', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('says the area is unavailable when the remote exposes something that is not a page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteMock.mockResolvedValueOnce({ notAPage: true });
    await renderSettled(<RemoteRoute remote="mfe_reports_libraries" module="ReportsPage" />);

    expect(await screen.findByRole('alert')).toHaveAccessibleName('This area is unavailable');
  });

  it('speaks the chosen language', async () => {
    await startHostI18n('de', registerRemoteTranslations);
    loadRemoteMock.mockResolvedValueOnce(unavailableAreaModule);
    await renderSettled(<RemoteRoute remote="mfe_patient" module="PatientApp" />);

    expect(await screen.findByRole('alert')).toHaveAccessibleName('Dieser Bereich ist nicht verfügbar');
    await startHostI18n('en', registerRemoteTranslations);
  });
});
