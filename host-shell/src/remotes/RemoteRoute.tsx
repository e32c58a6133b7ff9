import { use, useCallback, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reloadRemote } from './initRemotes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import type { RemoteModules, RemoteName, RemotePageModule } from './types';
import { unavailableAreaModule } from './UnavailableArea';

export interface RemoteRouteProps<R extends RemoteName = RemoteName> {
  remote: R;
  module: RemoteModules[R];
}

function isPageModule(value: unknown): value is RemotePageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page: unknown = value.default;
  // memo and forwardRef components are objects; plain components are functions.
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

// One load per exposed module for the page's lifetime: navigating back to an area neither
// refetches it nor remounts it as a new component type. A retry drops the entry.
const pageModules = new Map<string, Promise<RemotePageModule>>();
// Exposed modules whose last load failed (it threw, or the fallback plugin answered for it).
const failedLoads = new Set<string>();

function loadPageModule(id: string): Promise<RemotePageModule> {
  let pending = pageModules.get(id);
  if (!pending) {
    pending = loadRemote<RemotePageModule>(id).then(
      (module) => {
        if (module === unavailableAreaModule) failedLoads.add(id);
        if (!isPageModule(module)) throw new Error(`${id} does not expose a page component`);
        return module;
      },
      (error: unknown) => {
        failedLoads.add(id);
        throw error;
      },
    );
    pageModules.set(id, pending);
  }
  return pending;
}

/**
 * Forgets the page so that it is loaded again. When its remote failed to load, the remote is
 * registered anew first (the runtime would otherwise answer with the same failure), and every other
 * page of that remote that failed is forgotten too.
 */
function forgetPageModule(remote: RemoteName, id: string): void {
  pageModules.delete(id);
  if (!failedLoads.has(id)) return;
  for (const failed of failedLoads) {
    if (!failed.startsWith(`${remote}/`)) continue;
    failedLoads.delete(failed);
    pageModules.delete(failed);
  }
  reloadRemote(remote);
}

/** Suspends until the remote module is there, then renders its page. */
function RemotePage({ id }: { id: string }) {
  const { default: Page } = use(loadPageModule(id));
  return <Page />;
}

/**
 * Renders one exposed page of a remote inside a {@link RemoteBoundary}. A remote that is down
 * becomes an "area unavailable" message with a retry, while the rest of the host keeps working.
 */
export function RemoteRoute<R extends RemoteName>({ remote, module }: RemoteRouteProps<R>) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetPageModule(remote, id);
    setAttempt((count) => count + 1);
  }, [remote, id]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteBoundary key={`${id}#${attempt}`} remote={remote} onRetry={retry}>
        <RemotePage id={id} />
      </RemoteBoundary>
    </RemoteRetryContext.Provider>
  );
}
