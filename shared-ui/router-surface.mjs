// The part of react-router the platform shares between the host and its remotes.
//
// A shared module cannot be tree-shaken (any remote may use any export), and react-router's entry
// also carries data routers, server rendering and cookie helpers the platform does not use: shared
// whole it costs about 60 KB gzipped on the login screen. Sharing this surface instead keeps one
// router instance on the page at a fraction of the size. Every app builds with
// `exportsPresence: 'error'`, so importing a name missing here fails the build: add it here.
// `react-router-source` is an alias set by federation.cjs for the real package.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-source';
