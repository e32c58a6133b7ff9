import { loadRemoteModule, provideRemoteModuleLoader } from './remoteModules';

describe('loadRemoteModule', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__outreachRemoteModuleLoader__;
  });

  it('is null while no host has provided a loader', async () => {
    await expect(loadRemoteModule('mfe_patient/TouchpointPreview')).resolves.toBeNull();
  });

  it('loads through the loader the host provided, and is null when that fails', async () => {
    const module = { default: 'the preview' };
    const loader = jest.fn((id: string) =>
      id === 'mfe_patient/TouchpointPreview' ? Promise.resolve(module) : Promise.reject(new Error('down')),
    );
    provideRemoteModuleLoader(loader);
    await expect(loadRemoteModule('mfe_patient/TouchpointPreview')).resolves.toBe(module);
    await expect(loadRemoteModule('mfe_avs/Missing')).resolves.toBeNull();
  });
});
