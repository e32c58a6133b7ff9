import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from '@outreach/shared-ui';
import { http, HttpResponse, mockOther } from '@outreach/shared-ui/testing';
import { initRemotes, parseRemoteManifestMap, reloadRemote } from './initRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** The host's own origin serves the remote table with `body`; returns the requests for it. */
function serveTable(body: Record<string, string>, status = 200): Request[] {
  const requests: Request[] = [];
  mockOther(
    http.get(`${window.location.origin}/remotes.json`, ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('parseRemoteManifestMap', () => {
  it('keeps known remotes with http(s) manifest URLs and drops everything else', () => {
    expect(
      parseRemoteManifestMap({
        mfe_campaigns: 'http://localhost:3001/mf-manifest.json',
        mfe_contacts: 'javascript:alert(1)',
        mfe_avs: 42,
        somebody_else: 'http://localhost:9999/mf-manifest.json',
      }),
    ).toEqual({ mfe_campaigns: 'http://localhost:3001/mf-manifest.json' });
  });

  it('resolves a path against the host origin', () => {
    expect(parseRemoteManifestMap({ mfe_avs: '/avs/mf-manifest.json' })).toEqual({
      mfe_avs: `${window.location.origin}/avs/mf-manifest.json`,
    });
  });

  it('treats anything but an object as an empty table', () => {
    expect(parseRemoteManifestMap(['http://localhost:3001/mf-manifest.json'])).toEqual({});
    expect(parseRemoteManifestMap(null)).toEqual({});
  });
});

describe('initRemotes', () => {
  it('reads remotes.json without the cache and registers every remote in it', async () => {
    const requests = serveTable({
      mfe_campaigns: 'http://localhost:3001/mf-manifest.json',
      mfe_patient: 'http://localhost:3004/mf-manifest.json',
    });

    await initRemotes();

    expect(requests).toHaveLength(1);
    // A request made without the cache ('no-cache') reaches the server asking it to revalidate.
    expect(requests[0]!.headers.get('cache-control')).toBe('max-age=0');
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_campaigns', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'mfe_patient', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(registerPlugins).toHaveBeenCalledTimes(1);
  });

  it('registers no remote when the table cannot be read, so every area reports itself unavailable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveTable({}, 503);

    await expect(initRemotes()).resolves.toEqual({});
    expect(registerRemotes).toHaveBeenCalledWith([], { force: true });
  });

  it('registers one remote again from the table on request, and none the table does not list', async () => {
    serveTable({ mfe_contacts: 'http://localhost:3002/mf-manifest.json' });
    await initRemotes();
    jest.mocked(registerRemotes).mockClear();

    reloadRemote('mfe_contacts');
    reloadRemote('mfe_avs');

    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_contacts', entry: 'http://localhost:3002/mf-manifest.json' }],
      {
        force: true,
      },
    );
  });
});

describe('the remote module loader', () => {
  it("lets a remote load another remote's exposed module through the host's runtime", async () => {
    serveTable({ mfe_patient: 'http://localhost:3004/mf-manifest.json' });
    const preview = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValue(preview);
    await initRemotes();
    await expect(loadRemoteModule('mfe_patient/TouchpointPreview')).resolves.toBe(preview);
    expect(loadRemote).toHaveBeenCalledWith('mfe_patient/TouchpointPreview');
  });
});
