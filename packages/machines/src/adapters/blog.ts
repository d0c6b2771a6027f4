// The blog editor's browser implementations: its calls through the typed client.
import type { BlogRow, BlogUpdate } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { BlogSaveInput } from '../blog/blogEditor.machine';
import { storeOpsApi, withParsedConflict } from './api';
import { type ApiClient, defaultApiClient } from './http';

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
