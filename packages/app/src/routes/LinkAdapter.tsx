import type { NavLinkProps } from '@store-ops/ui';
import { Link } from 'react-router';

/** The ui package's link contract on React Router's `<Link>`: in-app navigation, no page load. */
export function RouterLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}
