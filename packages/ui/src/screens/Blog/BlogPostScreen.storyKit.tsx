import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadMarkdownRenderer } from '../../components/Markdown';
import type { NavLinkProps } from '../navigation';
import { withFrame } from '../storyFrame';
import type { BlogPostScreen } from './BlogPostScreen';
import { blogPostFixture } from './fixtures';

function RouterLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

/**
 * What Screens/Blog/BlogPost and its Brand Matrix (BlogPostScreen.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const blogPostMeta = {
  parameters: { layout: 'fullscreen' },
  // The post's body goes through Markdown, whose renderer loads lazily: warm it so stories show HTML.
  loaders: [
    async () => {
      await loadMarkdownRenderer();
    },
  ],
  args: {
    state: { status: 'loaded', post: blogPostFixture },
    onRetry: fn(),
    onNavigate: fn(),
    LinkComponent: RouterLink,
    timeZone: 'UTC',
  },
  decorators: [withFrame],
} satisfies Meta<typeof BlogPostScreen>;
