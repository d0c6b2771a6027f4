import type { ComponentType, MouseEvent, ReactNode } from 'react';

/** What a router's link component receives (React Router's `<Link to>` fits via a one-line adapter). */
export interface NavLinkProps {
  href: string;
  children?: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * How a screen's in-app links navigate. Give either a `LinkComponent` (the router's link) or an
 * `onNavigate(href)` callback (plain left clicks call it instead of a full page load); with neither,
 * links are ordinary anchors.
 */
export interface NavigationProps {
  LinkComponent?: ComponentType<NavLinkProps>;
  onNavigate?: (href: string) => void;
}

const isPlainLeftClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

export function AppLink({
  LinkComponent,
  onNavigate,
  href,
  onClick,
  ...rest
}: NavLinkProps & NavigationProps) {
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (onNavigate && isPlainLeftClick(e)) {
      e.preventDefault();
      onNavigate(href);
    }
  };
  if (LinkComponent) return <LinkComponent href={href} onClick={handleClick} {...rest} />;
  return <a href={href} onClick={handleClick} {...rest} />;
}
