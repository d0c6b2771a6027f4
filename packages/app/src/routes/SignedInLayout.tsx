import { selectFilteredUsers, selectServiceRows } from '@store-ops/machines';
import {
  AppHeader,
  ImpersonationDialog,
  type ImpersonationDialogState,
  LoadingServices,
  type ServiceSource,
  SideDrawer,
  SideDrawerNav,
  type SideDrawerViewer,
} from '@store-ops/ui';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useImpersonation, useImpersonationSelector } from '../providers/impersonation';
import { CompanyProvider } from '../providers/selection';
import { ServicesProvider, useCatalog, useServicesSelector } from '../providers/services';
import { useSessionSelector } from '../providers/session';
import { warmReportWorker } from '../worker/client';
import { RouterLink } from './LinkAdapter';

/** From this viewport width the navigation is a permanent sidebar (no menu button, no header badge). */
const SIDEBAR_FROM = 1024;

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: 1fr;
  /* The viewport, not the content, sets the height: the chat's history scrolls inside and its
     selector bar stays on screen; other routes scroll within Content. */
  height: 100dvh;

  @media (min-width: ${SIDEBAR_FROM}px) {
    grid-template-columns: 16rem 1fr;
    > aside {
      display: block;
    }
  }
`;

const Sidebar = styled.aside`
  display: none;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
`;

const Content = styled.div`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
`;

function useViewer(): SideDrawerViewer {
  const user = useSessionSelector((s) => s.context.user);
  const original = useImpersonationSelector((s) => s.context.originalUser);
  if (!user) return { status: 'guest' };
  if (original && original.id !== user.id) return { status: 'impersonating', user, originalUser: original };
  return { status: 'signedIn', user };
}

function ImpersonationDialogConnected() {
  const actor = useImpersonation();
  const isOpen = useImpersonationSelector(
    (s) =>
      s.matches('loadingUsers') || s.matches('loadFailed') || s.matches('selecting') || s.matches('starting'),
  );
  const state = useImpersonationSelector(
    (s): ImpersonationDialogState => {
      const query = s.context.search;
      const list = {
        users: selectFilteredUsers(s).map((u) => ({ ...u, name: u.name ?? '' })),
        totalUsers: s.context.users.length,
        query,
      };
      if (s.matches('loadingUsers')) return { status: 'loading' };
      if (s.matches('loadFailed')) return { status: 'loadError' };
      if (s.matches('starting')) return { status: 'starting', userId: -1, ...list };
      if (s.matches({ selecting: 'failed' }))
        return { status: 'startError', reason: s.context.error ?? undefined, ...list };
      return { status: 'selecting', ...list };
    },
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  return (
    <ImpersonationDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'impersonation.cancel' });
      }}
      state={state}
      onQueryChange={(query) => actor.send({ type: 'impersonation.search', query })}
      onSelect={(user) => actor.send({ type: 'impersonation.select', userId: user.id })}
      onRetry={() => actor.send({ type: 'impersonation.retry' })}
    />
  );
}

function ServicesGate() {
  const { ready } = useCatalog();
  const rows = useServicesSelector(selectServiceRows, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (ready) return <Outlet />;
  const sources: ServiceSource[] = rows.map((r) =>
    r.status.phase === 'done'
      ? { name: r.label, status: 'loaded', records: r.status.count }
      : { name: r.label, status: r.status.phase === 'loading' ? 'loading' : 'notStarted' },
  );
  return <LoadingServices sources={sources} />;
}

function Frame() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const viewer = useViewer();
  const impersonation = useImpersonation();
  const { pathname } = useLocation();
  const nav = {
    viewer,
    currentPath: pathname,
    LinkComponent: RouterLink,
    onImpersonate: () => impersonation.send({ type: 'impersonation.open' }),
    onStopImpersonating: () => impersonation.send({ type: 'impersonation.stop' }),
  };
  return (
    <Shell data-component="AppShell">
      <AppHeader viewer={viewer} onMenu={() => setDrawerOpen(true)} sidebarFrom={SIDEBAR_FROM} />
      <Sidebar>
        <SideDrawerNav {...nav} />
      </Sidebar>
      <Content>
        <ServicesGate />
      </Content>
      <SideDrawer
        {...nav}
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        onItemChosen={() => setDrawerOpen(false)}
      />
      <ImpersonationDialogConnected />
    </Shell>
  );
}

/** Everything a signed-in screen shares: the data sources, the selection, the drawer and impersonation. */
export default function SignedInLayout() {
  useEffect(warmReportWorker, []);
  return (
    <ServicesProvider>
      <CompanyProvider>
        <Frame />
      </CompanyProvider>
    </ServicesProvider>
  );
}
