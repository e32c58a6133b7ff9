import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router';
import { isLoggedInAtom } from '@outreach/shared-ui';
import { RemoteRoute } from './remotes/RemoteRoute';
import { remoteRoutes } from './remotes/remoteRoutes';
import { LoginPage } from './features/login/LoginPage';
import { BootScreen } from './features/boot/BootScreen';
import { useSessionGuard } from './features/session/useSessionGuard';
import { useStartupAuthCheck } from './features/session/useStartupAuthCheck';

// The signed-in screens load in their own chunk: the login screen, the first thing most visits
// show, does not pay for the shell.
const StaffShell = lazy(() => import('./features/shell/StaffShell').then((m) => ({ default: m.StaffShell })));
// So do the password pages a signed-out visitor reaches only from a link.
const ForgotPasswordPage = lazy(() =>
  import('./features/password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  import('./features/password/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
const LandingPage = lazy(() =>
  import('./features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

const publicRemotes = remoteRoutes.filter((entry) => entry.public);
const staffRemotes = remoteRoutes.filter((entry) => !entry.public);

/**
 * Routing of spec section 2: public pages render directly, signed-in staff get the shell, anyone
 * else the login screen; `/password/*` is public only while signed out.
 */
export function App() {
  const { checking } = useStartupAuthCheck();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useSessionGuard();

  return (
    <Suspense fallback={<BootScreen />}>
      <Routes>
        {publicRemotes.map((entry) => (
          <Route
            key={entry.path}
            path={`${entry.path}/*`}
            element={<RemoteRoute remote={entry.remote} module={entry.module} />}
          />
        ))}
        {checking ? (
          <Route path="*" element={<BootScreen />} />
        ) : loggedIn ? (
          <>
            <Route element={<StaffShell withNavigation={false} />}>
              <Route path="/landing" element={<LandingPage />} />
            </Route>
            <Route element={<StaffShell />}>
              <Route index element={<Navigate to="/create" replace />} />
              {staffRemotes.map((entry) => (
                <Route
                  key={entry.path}
                  path={`${entry.path}/*`}
                  element={<RemoteRoute remote={entry.remote} module={entry.module} />}
                />
              ))}
              <Route path="/password/change" element={<ChangePasswordPage />} />
              <Route path="/password/*" element={<Navigate to="/" replace />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </>
        ) : (
          <>
            <Route path="/password/forgot" element={<ForgotPasswordPage />} />
            <Route path="/password/reset/:token" element={<ResetPasswordPage />} />
            <Route path="*" element={<LoginPage />} />
          </>
        )}
      </Routes>
    </Suspense>
  );
}
