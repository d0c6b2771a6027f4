import { blogPaths } from '@store-ops/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import type { NavigationProps } from '../navigation';
import { Footer, Header, Main, PageRoot, Pending, ProductLink, SignInLink } from './Blog.styles';
import { blogStrings as s } from './strings';

/** Where the public pages link to. The feed is a file the server writes, not a client route. */
export const blogHrefs = { home: '/', signIn: '/login', ...blogPaths } as const;

interface BlogPageProps extends NavigationProps {
  children: ReactNode;
  /** The screen's stable name (`data-component`) and state (`data-status`). */
  component: string;
  status: string;
}

/** The public pages' chrome: the product (mark and name) and Sign in on top, the Atom feed at the bottom. */
export function BlogPage({ children, component, status, LinkComponent, onNavigate }: BlogPageProps) {
  const nav = { LinkComponent, onNavigate };
  return (
    <PageRoot data-component={component} data-status={status}>
      <Header>
        <div>
          <ProductLink href={blogHrefs.home} {...nav}>
            <BrandMark size={28} />
            {s.product}
          </ProductLink>
          <SignInLink href={blogHrefs.signIn} {...nav}>
            {s.signIn}
          </SignInLink>
        </div>
      </Header>
      <Main>{children}</Main>
      <Footer>
        <div>
          <a href={blogHrefs.feed} type="application/atom+xml">
            {s.feed}
          </a>
        </div>
      </Footer>
    </PageRoot>
  );
}

/** What both public blog screens take beside their state. Links go through `LinkComponent` (the router's link) or `onNavigate`. */
export interface BlogScreenProps extends NavigationProps {
  /** "Try again" after an error. */
  onRetry: () => void;
  /**
   * IANA time zone a post's date is shown in: the reader's (the browser's) when omitted. A page
   * rendered on the server gives `UTC` and its inline script rewrites each date to the reader's.
   */
  timeZone?: string;
}

/** A public page's wait and failure: the spinner with its label, or the error with Try again. */
export function BlogLoadState({
  loading,
  error,
  loadingLabel,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  loadingLabel: string;
  onRetry: () => void;
}) {
  if (loading)
    return (
      <Pending>
        <Spinner label={loadingLabel} showLabel />
      </Pending>
    );
  if (error !== null)
    return <EmptyState variant="error" title={error} action={<Button onPress={onRetry}>{s.retry}</Button>} />;
  return null;
}
