export { initRemotes, parseRemoteManifestMap, reloadRemote, type InitRemotesOptions } from './initRemotes';
export { RemoteRoute, type RemoteRouteProps } from './RemoteRoute';
export { RemoteBoundary, type RemoteBoundaryProps } from './RemoteBoundary';
export { RemoteUnavailable, type RemoteUnavailableProps } from './RemoteUnavailable';
export { RemoteLoading } from './RemoteLoading';
export { remoteRoutes, findRemoteRoute, type RemoteRouteEntry } from './remoteRoutes';
export { registerRemoteTranslations, REMOTES_NAMESPACE } from './remoteTranslations';
export {
  remoteNames,
  type RemoteName,
  type RemoteModules,
  type RemotePageModule,
  type RemoteManifestMap,
} from './types';
export { remoteRetryPlugin, type RemoteRetryOptions } from './plugins/remoteRetry';
export { fallbackPlugin, type FallbackPluginOptions, type FailedRemoteLoad } from './plugins/fallbackPlugin';
