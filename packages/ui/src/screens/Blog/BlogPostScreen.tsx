import type { BlogPost } from '@store-ops/domain';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Markdown } from '../../components/Markdown';
import { Spinner } from '../../components/Spinner';
import { AppLink, type NavigationProps } from '../navigation';
import { Article, BackLink, NotFound, PageTitle, Pending, PostDate } from './Blog.styles';
import { BlogPage, blogHrefs } from './BlogPage';
import { formatBlogDate } from './format';
import { blogStrings as s } from './strings';

export type BlogPostState =
  | { status: 'loading' }
  /** `bodyHtml`: the body rendered already (the server keeps it with the post), shown as it is. */
  | { status: 'loaded'; post: BlogPost; bodyHtml?: readonly string[] | undefined }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/** Links go through `LinkComponent` (the router's link) or `onNavigate` (NavigationProps). */
export interface BlogPostScreenProps extends NavigationProps {
  state: BlogPostState;
  /** "Try again" after an error. */
  onRetry: () => void;
  /**
   * IANA time zone a post's date is shown in: the reader's (the browser's) when omitted. A page
   * rendered on the server gives `UTC` and its inline script rewrites each date to the reader's.
   */
  timeZone?: string;
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
      {state.status === 'loading' && (
        <Pending>
          <Spinner label={s.loadingPost} showLabel />
        </Pending>
      )}
      {state.status === 'error' && (
        <EmptyState
          variant="error"
          title={state.message}
          action={<Button onPress={onRetry}>{s.retry}</Button>}
        />
      )}
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
