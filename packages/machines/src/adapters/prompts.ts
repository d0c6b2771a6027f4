// The prompt library's browser implementations: the typed client's prompt calls.
import type { Prompt, PromptCreate, PromptUpdate, PromptVersion } from '@store-ops/domain';
import { fromPromise } from 'xstate';
import type { PromptDraft, PromptSaveInput } from '../prompts/prompts.machine';
import { storeOpsApi } from './api';
import { type ApiClient, defaultApiClient } from './http';

const bodyOf = (draft: PromptDraft): PromptCreate => ({
  title: draft.title,
  category: draft.category,
  body: draft.body,
  shared: draft.shared,
  group_id: draft.shared ? draft.groupId : null,
});

/** The browser implementation: the typed client's prompt calls. */
export function promptsBrowserDefaults(api: () => ApiClient = defaultApiClient) {
  const client = () => storeOpsApi(api());
  return {
    actors: {
      load: fromPromise<Prompt[]>(({ signal }) => client().prompts(signal)),
      save: fromPromise<Prompt, PromptSaveInput>(({ input }) =>
        input.id === null
          ? client().createPrompt(bodyOf(input.draft))
          : client().updatePrompt(input.id, {
              ...bodyOf(input.draft),
              version: input.version,
            } as PromptUpdate),
      ),
      remove: fromPromise<void, { id: number; version: number }>(({ input }) =>
        client().deletePrompt(input.id, input.version),
      ),
      versions: fromPromise<PromptVersion[], { id: number }>(({ input, signal }) =>
        client().promptVersions(input.id, signal),
      ),
      // Fire and forget: the answer is not needed and a failed count changes nothing on screen.
      countUse: fromPromise<Prompt | null, { id: number }>(({ input }) =>
        client()
          .usePrompt(input.id)
          .catch(() => null),
      ),
    },
  };
}
