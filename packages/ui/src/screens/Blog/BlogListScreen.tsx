import type { BlogListItem } from '@store-ops/domain';
import { EmptyState } from '../../components/EmptyState';
import { AppLink } from '../navigation';
import { Intro, PageTitle, PostDate, PostList } from './Blog.styles';
import { BlogLoadState, BlogPage, type BlogScreenProps, blogHrefs } from './BlogPage';
import { formatBlogDate } from './format';
import { blogStrings as s } from './strings';

export type BlogListState =
  | { status: 'loading' }
  | { status: 'loaded'; posts: readonly BlogListItem[] }
  | { status: 'error'; message: string };

export interface BlogListScreenProps extends BlogScreenProps {
  state: BlogListState;
}

/** `/blog`, public: every published post, newest first, with its date and excerpt. */
export function BlogListScreen({ state, onRetry, timeZone, LinkComponent, onNavigate }: BlogListScreenProps) {
  const nav = { LinkComponent, onNavigate };
  return (
    <BlogPage component="BlogListScreen" status={state.status} {...nav}>
      {/* Title and intro stand in every state, so nothing above the list moves when it arrives. */}
      <PageTitle>{s.title}</PageTitle>
      <Intro>{s.intro}</Intro>
      <BlogLoadState
        loading={state.status === 'loading'}
        error={state.status === 'error' ? state.message : null}
        loadingLabel={s.loadingPosts}
        onRetry={onRetry}
      />
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
