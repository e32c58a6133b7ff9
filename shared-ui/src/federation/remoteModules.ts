/** Loads `remote/expose` through the page's federation runtime. */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

const LOADER_KEY = '__outreachRemoteModuleLoader__';
type LoaderHolder = { [LOADER_KEY]?: RemoteModuleLoader };

/**
 * The host gives the remotes its federation runtime's loader, so that one remote can mount another's
 * exposed module (the studio shows the patient page's own code). Kept on the page's global object:
 * every app of the page sees the one the host set.
 */
export function provideRemoteModuleLoader(loader: RemoteModuleLoader): void {
  (globalThis as LoaderHolder)[LOADER_KEY] = loader;
}

/**
 * Another remote's exposed module, or null when no host provided a loader (an app running on its own)
 * or the remote could not be loaded.
 */
export async function loadRemoteModule<Module>(id: string): Promise<Module | null> {
  const loader = (globalThis as LoaderHolder)[LOADER_KEY];
  if (!loader) return null;
  try {
    return ((await loader(id)) as Module | null | undefined) ?? null;
  } catch {
    return null;
  }
}
