import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '../types';

export interface FallbackPluginOptions {
  /** Builds the module shown instead of a remote that could not be loaded. */
  createFallback: (id: string) => RemotePageModule;
  /** Told about every failure, e.g. to report it; never given user data. */
  onError?: (id: string, error: unknown) => void;
}

/** The part of a federation load failure the plugin looks at. */
export interface FailedRemoteLoad {
  id: string;
  error: unknown;
  lifecycle: string;
}

/**
 * Turns a remote that cannot be loaded (server down, manifest broken, expose missing) into a module
 * that renders an "area unavailable" page, so the route shows a message instead of an error.
 * Only the final `onLoad` stage is answered: earlier stages expect a manifest or entry object back,
 * and returning nothing there lets the failure reach `onLoad`.
 */
export function fallbackPlugin({
  createFallback,
  onError,
}: FallbackPluginOptions): ModuleFederationRuntimePlugin & {
  errorLoadRemote: (failure: FailedRemoteLoad) => RemotePageModule | undefined;
} {
  return {
    name: 'outreach-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }: FailedRemoteLoad) {
      if (lifecycle !== 'onLoad') return undefined;
      onError?.(id, error);
      return createFallback(id);
    },
  };
}
