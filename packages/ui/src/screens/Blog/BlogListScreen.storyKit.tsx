import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { NavLinkProps } from '../navigation';
import { withFrame } from '../storyFrame';
import type { BlogListScreen } from './BlogListScreen';
import { blogListFixtures } from './fixtures';

/** A router's link as the app injects it; marked so a story can tell it from a plain anchor. */
function RouterLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

/**
 * What Screens/Blog/BlogList and its Brand Matrix (BlogListScreen.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const blogListMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'loaded', posts: blogListFixtures },
    onRetry: fn(),
    onNavigate: fn(),
    LinkComponent: RouterLink,
    timeZone: 'UTC',
  },
  decorators: [withFrame],
} satisfies Meta<typeof BlogListScreen>;
