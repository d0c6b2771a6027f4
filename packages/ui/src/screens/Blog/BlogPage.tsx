import { blogPaths } from '@store-ops/domain';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';
import type { NavigationProps } from '../navigation';
import { Footer, Header, Main, PageRoot, ProductLink, SignInLink } from './Blog.styles';
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
