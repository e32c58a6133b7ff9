import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import type { RemoteModules, RemoteName, RemotePageModule } from './types';

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

// One lazy component per exposed module for the page's lifetime, so navigating back to an area
// neither refetches it nor remounts it through a new component type.
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(id: string): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(async () => {
      const module = await loadRemote<RemotePageModule>(id);
      if (!isPageModule(module)) throw new Error(`${id} does not expose a page component`);
      return module;
    });
    pages.set(id, page);
  }
  return page;
}

/**
 * Renders one exposed page of a remote inside a {@link RemoteBoundary}. A remote that is down
 * becomes an "area unavailable" message with a retry, while the rest of the host keeps working.
 */
export function RemoteRoute<R extends RemoteName>({ remote, module }: RemoteRouteProps<R>) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    pages.delete(id);
    setAttempt((count) => count + 1);
  }, [id]);
  const Page = lazyPage(id);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteBoundary key={`${id}#${attempt}`} remote={remote} onRetry={retry}>
        <Page />
      </RemoteBoundary>
    </RemoteRetryContext.Provider>
  );
}
