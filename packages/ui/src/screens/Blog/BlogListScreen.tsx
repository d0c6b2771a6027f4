import type { BlogListItem } from '@store-ops/domain';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { AppLink, type NavigationProps } from '../navigation';
import { Intro, PageTitle, Pending, PostDate, PostList } from './Blog.styles';
import { BlogPage, blogHrefs } from './BlogPage';
import { formatBlogDate } from './format';
import { blogStrings as s } from './strings';

export type BlogListState =
  | { status: 'loading' }
  | { status: 'loaded'; posts: readonly BlogListItem[] }
  | { status: 'error'; message: string };

/** Links go through `LinkComponent` (the router's link) or `onNavigate` (NavigationProps). */
export interface BlogListScreenProps extends NavigationProps {
  state: BlogListState;
  /** "Try again" after an error. */
  onRetry: () => void;
  /**
   * IANA time zone a post's date is shown in: the reader's (the browser's) when omitted. A page
   * rendered on the server gives `UTC` and its inline script rewrites each date to the reader's.
   */
  timeZone?: string;
}

/** `/blog`, public: every published post, newest first, with its date and excerpt. */
export function BlogListScreen({ state, onRetry, timeZone, LinkComponent, onNavigate }: BlogListScreenProps) {
  const nav = { LinkComponent, onNavigate };
  return (
    <BlogPage component="BlogListScreen" status={state.status} {...nav}>
      {/* Title and intro stand in every state, so nothing above the list moves when it arrives. */}
      <PageTitle>{s.title}</PageTitle>
      <Intro>{s.intro}</Intro>
      {state.status === 'loading' && (
        <Pending>
          <Spinner label={s.loadingPosts} showLabel />
        </Pending>
      )}
      {state.status === 'error' && (
        <EmptyState
          variant="error"
          title={state.message}
          action={<Button onPress={onRetry}>{s.retry}</Button>}
        />
      )}
      {state.status === 'loaded' && state.posts.length === 0 && <EmptyState title={s.empty} />}
      {state.status === 'loaded' && state.posts.length > 0 && (
        <PostList>
          {state.posts.map((post) => (
            <li key={post.slug}>
              <article data-slug={post.slug}>
                <h2>
                  <AppLink href={blogHrefs.post(post.slug)} {...nav}>
                    {post.title}
                  </AppLink>
                </h2>
                <PostDate dateTime={post.published_at.toISOString()} data-reader-date="">
                  {formatBlogDate(post.published_at, timeZone)}
                </PostDate>
                {post.excerpt && <p>{post.excerpt}</p>}
              </article>
            </li>
          ))}
        </PostList>
      )}
    </BlogPage>
  );
}
