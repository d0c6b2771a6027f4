import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ImpersonationProvider, useAdminGate } from './providers/impersonation';
import { SessionProvider } from './providers/session';
import { ThemeProvider } from './providers/theme';
import { adminRoutes } from './routes/admin';
import { Loading, RequireSession, SignedInFallback } from './routes/guards';
import LoginRoute from './routes/LoginRoute';
import { lazyRoutes } from './routes/lazy';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

const { SignedInLayout, ChatRoute, ReportRoute, SettingsRoute, TocRoute, PromptsRoute, DemoRoute } =
  lazyRoutes;

function AppRoutes() {
  const isAdmin = useAdminGate();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/demo/*" element={<DemoRoute />} />
          <Route
            element={
              <RequireSession>
                <SignedInLayout />
              </RequireSession>
            }
          >
            <Route index element={<ChatRoute />} />
            <Route path="chat" element={<ChatRoute />} />
            <Route path="report" element={<ReportRoute />} />
            <Route path="prompts" element={<PromptsRoute />} />
            <Route path="settings" element={<SettingsRoute />} />
            <Route path="toc" element={<TocRoute />} />
            {/* Registered only when the real user, or the original user while impersonating, is an admin. */}
            {isAdmin && adminRoutes}
            <Route path="*" element={<SignedInFallback />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <ImpersonationProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ImpersonationProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
