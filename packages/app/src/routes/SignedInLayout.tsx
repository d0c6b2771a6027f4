import { selectServicesReady } from '@store-ops/machines';
import {
  AppHeader,
  DrawerEdgeSwipe,
  LoadingServices,
  SideDrawerNav,
  type SideDrawerProps,
  type SideDrawerViewer,
} from '@store-ops/ui';
import { Activity, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { lazyWithReload } from '../lazyWithReload';
import { useAdminGate, useImpersonation, useImpersonationSelector } from '../providers/impersonation';
import { CompanyProvider } from '../providers/selection';
import { ServicesProvider, useServicesSelector } from '../providers/services';
import { useSessionSelector } from '../providers/session';
import { warmReportWorker } from '../worker/client';
import { Loading } from './guards';
import { RouterLink } from './LinkAdapter';
import { usePageMeta } from './pageMeta';
import { pageTitle, paths } from './paths';
import { serviceSources } from './views';

/**
 * The drawer (a modal, for narrow screens) and the impersonation dialog are not on screen when a
 * signed-in page first paints: their code (react-aria's modal overlays) loads in idle time after it,
 * or on first use, whichever comes first.
 */
const loadOverlays = () => import('./overlays');
const NavDrawer = lazyWithReload<SideDrawerProps>(() =>
  loadOverlays().then((m) => ({ default: m.NavDrawer })),
);
const ImpersonationDialogConnected = lazyWithReload<Record<string, never>>(() =>
  loadOverlays().then((m) => ({ default: m.ImpersonationDialogConnected })),
);
function prefetchOverlays() {
  const run = () => {
    for (const overlay of [NavDrawer, ImpersonationDialogConnected]) void overlay.preload().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 500);
  return () => clearTimeout(id);
}

/** Whether the impersonation dialog has been asked for (from then on it stays mounted, for its exit). */
function useDialogWanted(): boolean {
  const open = useImpersonationSelector(
    (s) => !s.matches('normal') && !s.matches('impersonating') && !s.matches('stopping'),
  );
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted || open;
}

/**
 * The drawer's Staff Chat badge (admins): the staff chat's runtime starts in idle time after
 * the first paint (its code is not part of the page's first load) and reports the unread total; it
 * stops when this user's layout goes.
 */
function useStaffChatUnread(enabled: boolean): number {
  const user = useSessionSelector((s) => s.context.user);
  const [total, setTotal] = useState(0);
  const id = user?.id ?? null;
  const admin = user?.admin ?? false;
  useEffect(() => {
    if (!enabled || id === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      import('../providers/staffChat').then((m) => {
        if (cancelled) return;
        const runtime = m.staffChatRuntime({ id, admin });
        const unwatch = m.watchUnread(runtime, setTotal);
        stop = () => {
          unwatch();
          m.stopStaffChatRuntime(id);
        };
      });
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => void start(), { timeout: 3000 })
        : setTimeout(() => void start(), 500);
    return () => {
      cancelled = true;
      if (typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number);
      else clearTimeout(idle);
      stop?.();
    };
  }, [enabled, id, admin]);
  return total;
}

/** From this viewport width the navigation is a permanent sidebar (no menu button, no header badge). */
const SIDEBAR_FROM = 1024;

const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  grid-template-columns: 1fr;
  /* The viewport, not the content, sets the height: the chat's history scrolls inside and its
     selector bar stays on screen; other routes scroll within Content. */
  height: 100dvh;
  /* The shell never scrolls, only its content pane does (the header stays put). */
  overflow: hidden;

  /* The content pane is the second row whatever else the shell holds (the edge swipe's strip). */
  > [data-part='content'] {
    grid-row: 2;
    grid-column: 1 / -1;
  }

  @media (min-width: ${SIDEBAR_FROM}px) {
    grid-template-columns: 16rem 1fr;
    > aside {
      display: block;
      grid-row: 2;
      grid-column: 1;
    }
    > [data-part='content'] {
      grid-column: 2;
    }
  }
`;

const Sidebar = styled.aside`
  display: none;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
`;

/** The edge swipe shows where the drawer is the navigation (below the sidebar breakpoint). */
const NarrowOnly = styled.div`
  @media (min-width: ${SIDEBAR_FROM}px) {
    display: none;
  }
`;

const Content = styled.div`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
  /* Absolutely placed parts (visually hidden labels) are laid out inside the pane, not the page. */
  position: relative;
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

/**
 * The loading screen until every data source the user's role loads has finished, then the route.
 * Meanwhile the route renders hidden, in idle time (React's Activity: no effects, nothing on
 * screen), so showing it is mostly done work; the reveal is deferred, so what is left renders in slices: no single long task, and
 * no wait for the whole screen to mount after the data arrived.
 */
function ServicesGate() {
  const shown = useDeferredValue(useServicesSelector(selectServicesReady));
  const sources = useServicesSelector(serviceSources, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <>
      {!shown && <LoadingServices sources={sources} />}
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Activity>
    </>
  );
}

function Frame() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const dialogWanted = useDialogWanted();
  useEffect(prefetchOverlays, []);
  const viewer = useViewer();
  const impersonation = useImpersonation();
  const { pathname } = useLocation();
  usePageMeta(pageTitle(pathname));
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };
  const unread = useStaffChatUnread(useAdminGate());
  const nav = {
    viewer,
    currentPath: pathname,
    badges: { [paths.staffchat]: unread },
    LinkComponent: RouterLink,
    onImpersonate: () => impersonation.send({ type: 'impersonation.open' }),
    onStopImpersonating: () => impersonation.send({ type: 'impersonation.stop' }),
  };
  return (
    <Shell data-component="AppShell">
      <AppHeader viewer={viewer} onMenu={openDrawer} sidebarFrom={SIDEBAR_FROM} />
      {/* Until the drawer is loaded (it then has its own), the edge swipe works already: its code
          is light, and a swipe starts loading the drawer's. */}
      {!drawerWanted && (
        <NarrowOnly>
          <DrawerEdgeSwipe
            onOpen={openDrawer}
            onSwipeStart={() => void NavDrawer.preload().catch(() => {})}
          />
        </NarrowOnly>
      )}
      <Sidebar>
        <SideDrawerNav {...nav} />
      </Sidebar>
      <Content data-part="content">
        <ServicesGate />
      </Content>
      <Suspense fallback={null}>
        {drawerWanted && (
          <NavDrawer
            {...nav}
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
            onItemChosen={() => setDrawerOpen(false)}
          />
        )}
        {dialogWanted && <ImpersonationDialogConnected />}
      </Suspense>
    </Shell>
  );
}

/** Everything a signed-in screen shares: the data sources, the selection, the drawer and impersonation. */
export default function SignedInLayout() {
  useEffect(warmReportWorker, []);
  // Everything below belongs to one user: another user (an impersonation starting or ending) gets
  // fresh providers, machines and screens, reading that user's own stored selection and history.
  const userId = useSessionSelector((s) => s.context.user?.id ?? null);
  return (
    <ServicesProvider key={userId}>
      <CompanyProvider>
        <Frame />
      </CompanyProvider>
    </ServicesProvider>
  );
}
