// The blog's browser implementations: the reader's page load and the editor's calls, through the
// typed client.
import type { BlogRow, BlogUpdate } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { BlogSaveInput } from '../blog/blogEditor.machine';
import type { BlogReaderInput } from '../blog/blogReader.machine';
import { storeOpsApi, withParsedConflict } from './api';
import { type BlogReaderLoaded, loadBlogPage } from './blogPage';
import { type ApiClient, defaultApiClient } from './http';

/** The browser implementation: the typed client's public blog calls, aborted when superseded. */
export function blogReaderBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  return {
    actors: {
      load: fromPromise<BlogReaderLoaded, BlogReaderInput>(({ input, signal }) =>
        loadBlogPage(api(), input.slug, signal),
      ),
    },
  };
}

/** The browser implementation: the typed client's blog editor calls. */
export function blogEditorBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const client = () => storeOpsApi(api());
  return {
    actors: {
      load: fromPromise<BlogRow[]>(({ signal }) => client().blogEditorPosts(signal)),
      save: fromPromise<BlogRow, BlogSaveInput>(({ input }) => {
        const { draft, published } = input;
        return withParsedConflict(
          input.id === null
            ? client().createBlogPost({ ...draft, published: published ?? false })
            : client().updateBlogPost(input.id, {
                ...draft,
                ...(published === null ? {} : { published }),
                version: input.version,
              } satisfies BlogUpdate),
          (s) => s.blogRowSchema,
        );
      }),
      remove: fromPromise<void, { id: number; version: number }>(({ input }) =>
        withParsedConflict(client().deleteBlogPost(input.id, input.version), (s) => s.blogRowSchema),
      ),
    },
  };
}
