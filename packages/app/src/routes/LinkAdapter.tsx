import { blogSlugOf } from '@store-ops/domain';
import type { NavLinkProps } from '@store-ops/ui';
import { Link } from 'react-router';

/** The ui package's link contract on React Router's `<Link>`: in-app navigation, no page load. */
export function RouterLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}

/**
 * For the public blog's pages, which run apart from the signed-in app (src/blog.tsx): its own pages
 * through the router, every other address (the product's home, Sign in) as a full page load.
 */
export function BlogLink({ href, ...rest }: NavLinkProps) {
  return blogSlugOf(href) === undefined ? <a href={href} {...rest} /> : <Link to={href} {...rest} />;
}
