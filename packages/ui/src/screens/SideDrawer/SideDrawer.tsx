import { Button } from 'react-aria-components';
import { Badge } from '../../components/Badge';
import { lazyModule, useLazyModule } from '../../components/shared/lazyModule';
import { AppLink, type NavigationProps } from '../navigation';
import { Nav } from './SideDrawer.styles';
import { sideDrawerStrings as s } from './strings';

export interface DrawerUser {
  email: string;
  name: string;
  admin: boolean;
}

/** Who is looking at the drawer (session + impersonation machines). */
export type SideDrawerViewer =
  | { status: 'guest' }
  | { status: 'signedIn'; user: DrawerUser }
  /** `user` is the impersonated account; `originalUser` the admin who started it. */
  | { status: 'impersonating'; user: DrawerUser; originalUser: DrawerUser };

export interface SideDrawerNavProps extends NavigationProps {
  viewer: SideDrawerViewer;
  /** The current path, marked `aria-current="page"`. */
  currentPath?: string;
  onImpersonate: () => void;
  onStopImpersonating: () => void;
  /** Called after any entry is chosen (the drawer closes). */
  onItemChosen?: () => void;
  /** Open the Data Grids group initially. */
  defaultDataGridsExpanded?: boolean;
  /** A count shown on an entry, by its path (Staff Chat's unread total at `/staffchat`); 0 shows none. */
  badges?: Partial<Record<string /* path */, number>>;
}

/**
 * The Data Grids group's disclosure (React Aria's) is admin-only: it loads for an admin's drawer, and
 * stays out of staff's initial JavaScript. Until then the group's heading holds its place.
 */
const disclosureModule = lazyModule(() => import('../../components/Disclosure'));

/** Loads the Data Grids group's disclosure once (stories' loaders; an admin's drawer on mount). */
export const loadDrawerDisclosure = disclosureModule.load;

/** Whether admin entries show: the original user's flag while impersonating. */
export function viewerIsAdmin(viewer: SideDrawerViewer): boolean {
  if (viewer.status === 'guest') return false;
  if (viewer.status === 'impersonating') return viewer.originalUser.admin;
  return viewer.user.admin;
}

/** The impersonation badge text: the impersonated account's e-mail, or its name when it has none. */
export function impersonatingWho(user: DrawerUser): string {
  return user.email.trim() || user.name;
}

const DATA_GRIDS = [
  { href: '/companies', label: s.companies },
  { href: '/stores', label: s.stores },
  { href: '/users', label: s.users },
  { href: '/hours', label: s.hours },
  { href: '/employees', label: s.employees },
  { href: '/usergroups', label: s.userGroups },
  { href: '/users2groups', label: s.userAssignments },
  { href: '/audit', label: s.auditLog },
  { href: '/import', label: s.import },
  { href: '/toc', label: s.documentation },
] as const;

/** The entry a page belongs to: its own path, `/chat` for the assistant at `/`, a grid for its rows. */
function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (href === '/') return currentPath === '/' || currentPath === '/chat';
  return currentPath === href || !!currentPath?.startsWith(`${href}/`);
}

/**
 * An entry's text, with its count as a badge when there is one. Screen readers get one phrase
 * (`Staff Chat, 3 unread`): the visible label and number are hidden from them.
 */
function EntryLabel({ label, count }: { label: string; count: number }) {
  if (count <= 0) return <span className="label">{label}</span>;
  return (
    <>
      <span className="row" aria-hidden="true">
        <span className="label">{label}</span>
        <Badge variant="accent" data-part="badge">
          {count}
        </Badge>
      </span>
      <span className="visually-hidden">{s.withUnread(label, count)}</span>
    </>
  );
}

/** The drawer's entries, usable on its own as a permanent sidebar. */
export function SideDrawerNav({
  viewer,
  currentPath,
  onImpersonate,
  onStopImpersonating,
  onItemChosen,
  defaultDataGridsExpanded = false,
  badges,
  LinkComponent,
  onNavigate,
}: SideDrawerNavProps) {
  const isAdmin = viewerIsAdmin(viewer);
  const disclosure = useLazyModule(isAdmin ? disclosureModule : null, 'The Data Grids group');
  const settingsLabel = viewer.status === 'guest' ? s.guest : viewer.user.email || viewer.user.name;
  const link = (href: string, label: string, extra?: { subtitle?: string }) => (
    <li key={href}>
      <AppLink
        href={href}
        LinkComponent={LinkComponent}
        onNavigate={
          onNavigate
            ? (to) => {
                onNavigate(to);
                onItemChosen?.();
              }
            : undefined
        }
        onClick={onNavigate ? undefined : () => onItemChosen?.()}
        aria-current={isCurrent(href, currentPath) ? 'page' : undefined}
        className="item"
      >
        <EntryLabel label={label} count={badges?.[href] ?? 0} />
        {extra?.subtitle && <span className="subtitle">{extra.subtitle}</span>}
      </AppLink>
    </li>
  );

  return (
    <Nav aria-label={s.navLabel} data-component="SideDrawerNav" data-viewer={viewer.status}>
      {viewer.status === 'impersonating' && (
        <Badge variant="warning" role="status" data-part="impersonation-badge">
          {s.impersonatingBadge(impersonatingWho(viewer.user))}
        </Badge>
      )}
      <ul>
        {link('/', s.assistant)}
        {link('/prompts', s.prompts)}
        {isAdmin && link('/staffchat', s.staffChat)}
        {isAdmin && link('/dashboard', s.dashboard)}
        {isAdmin && link('/reports', s.reports)}
        {isAdmin && link('/posts', s.blogPosts)}
        {isAdmin && (
          <li>
            {disclosure ? (
              <disclosure.Disclosure
                title={s.dataGrids}
                headingLevel={2}
                defaultExpanded={defaultDataGridsExpanded}
                data-part="data-grids"
              >
                <ul className="nested">{DATA_GRIDS.map((g) => link(g.href, g.label))}</ul>
              </disclosure.Disclosure>
            ) : (
              <h2 className="item pending" data-part="data-grids-pending">
                {s.dataGrids}
              </h2>
            )}
          </li>
        )}
        {!isAdmin && viewer.status !== 'guest' && link('/toc', s.documentation)}
        {link('/settings', settingsLabel)}
        {isAdmin && viewer.status !== 'impersonating' && (
          <li>
            <Button
              className="item"
              onPress={() => {
                onImpersonate();
                onItemChosen?.();
              }}
            >
              <span className="label">{s.impersonateUser}</span>
            </Button>
          </li>
        )}
        {viewer.status === 'impersonating' && (
          <li>
            <Button
              className="item"
              data-variant="warning"
              onPress={() => {
                onStopImpersonating();
                onItemChosen?.();
              }}
            >
              <span className="label">{s.stopImpersonating}</span>
              <span className="subtitle">{s.returnTo(viewer.originalUser.email)}</span>
            </Button>
          </li>
        )}
        <li>
          {/* A full page GET, never an in-app route. */}
          <a href="/auth/logout" className="item" data-part="logout">
            <span className="label">{s.logout}</span>
          </a>
        </li>
      </ul>
    </Nav>
  );
}
