import { Link } from 'react-router';
import type { NavLinkProps } from '../uiShim';

/** The ui package's link contract on React Router's `<Link>`: in-app navigation, no page load. */
export function RouterLink({ href, ...rest }: NavLinkProps) {
  return <Link to={href} {...rest} />;
}
