import { type BlogReaderLoaded, blogReaderMachine } from '@store-ops/machines';
import {
  BlogListScreen,
  type BlogListState,
  BlogPostScreen,
  type BlogPostState,
  type NavigationProps,
} from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { loadBlogPageOnce } from './blogFirstLoad';
import { blogPageMeta } from './blogMeta';
import { BlogLink } from './LinkAdapter';
import { usePageMeta } from './pageMeta';

/** The reader machine, taking the early load for its first page when it is that page's. */
const readerMachine = blogReaderMachine.provide({
  actors: {
    load: fromPromise<BlogReaderLoaded, { slug: string | null }>(({ input, signal }) =>
      loadBlogPageOnce(input.slug, signal),
    ),
  },
});

/** The reader machine wired to the public blog's screens, with each page's title and description (the route and QA/Blog). */
export function BlogReader({
  actor,
  slug,
  ...navigation
}: { actor: ActorRefFrom<typeof blogReaderMachine>; slug: string | null } & NavigationProps) {
  useEffect(() => {
    if (actor.getSnapshot().context.slug !== slug) actor.send({ type: 'blog.open', slug });
  }, [actor, slug]);
  const snapshot = useSelector(actor, (s) => s);
  const retry = () => actor.send({ type: 'blog.retry' });
  const { posts, post, error } = snapshot.context;
  const failed = snapshot.matches('failed') ? { status: 'error' as const, message: error ?? '' } : null;

  const list: BlogListState | null =
    slug !== null
      ? null
      : snapshot.matches('list') && posts
        ? { status: 'loaded', posts }
        : (failed ?? { status: 'loading' });
  const page: BlogPostState =
    snapshot.matches('post') && post
      ? { status: 'loaded', post }
      : snapshot.matches('notFound')
        ? { status: 'notFound' }
        : (failed ?? { status: 'loading' });

  const meta = blogPageMeta(
    !list && page.status === 'loaded'
      ? { kind: 'post', post: page.post }
      : !list && page.status === 'notFound'
        ? { kind: 'notFound' }
        : { kind: 'list', posts: [] },
  );
  usePageMeta(meta.title, meta.description);

  return list ? (
    <BlogListScreen state={list} onRetry={retry} {...navigation} />
  ) : (
    <BlogPostScreen state={page} onRetry={retry} {...navigation} />
  );
}

/**
 * `/blog` and `/blog/{slug}`, public: no session check, nothing of the signed-in app loaded.
 * One reader machine for both pages; a change of address tells it which page to load.
 */
export default function BlogRoute() {
  const slug = useParams().slug ?? null;
  const actor = useActorRef(readerMachine, { input: { slug } });
  return <BlogReader actor={actor} slug={slug} LinkComponent={BlogLink} />;
}
