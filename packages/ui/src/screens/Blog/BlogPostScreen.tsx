import type { BlogPost } from '@store-ops/domain';
import { useId } from 'react';
import { Markdown } from '../../components/Markdown';
import { AppLink } from '../navigation';
import { Article, BackLink, NotFound, PageTitle, PostDate } from './Blog.styles';
import { BlogLoadState, BlogPage, type BlogScreenProps, blogHrefs } from './BlogPage';
import { formatBlogDate } from './format';
import { blogStrings as s } from './strings';

export type BlogPostState =
  | { status: 'loading' }
  /** `bodyHtml`: the body rendered already (the server keeps it with the post), shown as it is. */
  | { status: 'loaded'; post: BlogPost; bodyHtml?: readonly string[] | undefined }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

export interface BlogPostScreenProps extends BlogScreenProps {
  state: BlogPostState;
}

/** `/blog/{slug}`, public: one published post, its body rendered by the sanitizing Markdown. */
export function BlogPostScreen({ state, onRetry, timeZone, LinkComponent, onNavigate }: BlogPostScreenProps) {
  const nav = { LinkComponent, onNavigate };
  const titleId = useId();
  return (
    <BlogPage component="BlogPostScreen" status={state.status} {...nav}>
      {/* In every state, above everything else: the post arriving below it moves nothing. */}
      <BackLink>
        <AppLink href={blogHrefs.list} {...nav}>
          <span aria-hidden="true">← </span>
          {s.allPosts}
        </AppLink>
      </BackLink>
      <BlogLoadState
        loading={state.status === 'loading'}
        error={state.status === 'error' ? state.message : null}
        loadingLabel={s.loadingPost}
        onRetry={onRetry}
      />
      {state.status === 'notFound' && (
        <NotFound aria-labelledby={titleId}>
          <PageTitle id={titleId}>{s.notFoundTitle}</PageTitle>
          <p>{s.notFoundBody}</p>
        </NotFound>
      )}
      {state.status === 'loaded' && (
        <Article aria-labelledby={titleId} data-slug={state.post.slug}>
          <header>
            <PageTitle id={titleId}>{state.post.title}</PageTitle>
            <PostDate dateTime={state.post.published_at.toISOString()} data-reader-date="">
              {formatBlogDate(state.post.published_at, timeZone)}
            </PostDate>
          </header>
          <Markdown source={state.post.body} html={state.bodyHtml} />
        </Article>
      )}
    </BlogPage>
  );
}
