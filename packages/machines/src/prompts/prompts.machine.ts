import { type Prompt, type PromptField, type PromptVersion, promptDraftErrors } from '@store-ops/domain';
import { assign, setup, spawnChild } from 'xstate';
import { promptsBrowserDefaults } from '../adapters/prompts';
import {
  confirmedDeleteStates,
  conflictOf,
  messageOf,
  versionedEditorStates,
} from '../versionedEditor/versionedEditor';

/** What the editor holds: the fields, and (admins) the sharing. */
export interface PromptDraft {
  title: string;
  category: string;
  body: string;
  shared: boolean;
  groupId: number | null;
}

export interface PromptEditor {
  /** The prompt being changed (null: a new one). */
  id: number | null;
  /** The version the changes are made against. */
  version: number;
  draft: PromptDraft;
  errors: Partial<Record<PromptField, string>>;
  /** Why the last save failed (other than a conflict). */
  error: string | null;
}

export interface PromptHistory {
  prompt: Prompt;
  versions: PromptVersion[] | null;
  error: string | null;
  /** The version being restored. */
  restoring: number | null;
}

export interface PromptNotice {
  text: string;
  tone: 'success' | 'error';
}

const done = (text: string): PromptNotice => ({ text, tone: 'success' });
const failed = (text: string): PromptNotice => ({ text, tone: 'error' });

export interface PromptsContext {
  prompts: Prompt[] | null;
  error: string | null;
  editor: PromptEditor | null;
  /** The server's current prompt after a save or delete made against an older version (409). */
  conflict: Prompt | null;
  /** The prompt waiting for its delete to be confirmed, or being deleted. */
  deleting: Prompt | null;
  history: PromptHistory | null;
  /** A short confirmation or failure shown after an action (`Prompt saved.`). */
  notice: PromptNotice | null;
}

export type PromptsEvent =
  | { type: 'prompts.retry' }
  | { type: 'prompts.new' }
  | { type: 'prompts.edit'; id: number }
  | { type: 'prompts.change'; draft: Partial<PromptDraft> }
  | { type: 'prompts.save' }
  | { type: 'prompts.cancel' }
  | { type: 'prompts.takeTheirs' }
  | { type: 'prompts.keepMine' }
  | { type: 'prompts.delete'; id: number }
  | { type: 'prompts.confirmDelete' }
  | { type: 'prompts.history'; id: number }
  | { type: 'prompts.restore'; version: number }
  | { type: 'prompts.used'; id: number };

export interface PromptSaveInput {
  id: number | null;
  version: number;
  draft: PromptDraft;
}

export const PROMPT_NOTICES = {
  saved: 'Prompt saved.',
  deleted: 'Prompt deleted.',
  restored: (version: number) => `Version ${version} restored as the newest version.`,
  conflict: 'Someone else changed this prompt while you were editing it.',
} as const;

const EMPTY_DRAFT: PromptDraft = { title: '', category: '', body: '', shared: false, groupId: null };

const upsert = (prompts: Prompt[] | null, prompt: Prompt) => {
  const list = prompts ?? [];
  return list.some((p) => p.id === prompt.id)
    ? list.map((p) => (p.id === prompt.id ? prompt : p))
    : [...list, prompt];
};
const draftOf = (
  prompt: Pick<Prompt, 'title' | 'category' | 'body' | 'shared' | 'group_id'>,
): PromptDraft => ({
  title: prompt.title,
  category: prompt.category,
  body: prompt.body,
  shared: prompt.shared,
  groupId: prompt.group_id,
});

/** The prompt library's types, guards and actions; its actors are the browser defaults until `.provide()`. */
const promptsSetup = setup({
  types: { context: {} as PromptsContext, events: {} as PromptsEvent },
  actors: promptsBrowserDefaults().actors,
  guards: {
    valid: ({ context }) =>
      context.editor !== null && Object.keys(promptDraftErrors(context.editor.draft)).length === 0,
    known: ({ context, event }) => {
      const id = (event as { id?: number }).id;
      return context.prompts?.some((p) => p.id === id) ?? false;
    },
  },
  actions: {
    showErrors: assign(({ context }) => ({
      editor: context.editor && { ...context.editor, errors: promptDraftErrors(context.editor.draft) },
    })),
  },
});

/**
 * The prompt library: loads the prompts the user may see; creates and edits them in an
 * editor with field errors (every save a new version; a save against an older version shows the
 * conflict: take theirs or keep mine); deletes after a confirmation; shows a prompt's history and
 * restores a version as the newest; counts a use (in the background: a failed count never stops a
 * prompt from being used). The chat's `/` picker reads the same list.
 */
export const promptsMachine = promptsSetup.createMachine({
  id: 'prompts',
  context: {
    prompts: null,
    error: null,
    editor: null,
    conflict: null,
    deleting: null,
    history: null,
    notice: null,
  },
  initial: 'loading',
  on: {
    // A use from anywhere (the library's Use, the chat's picker): counted in the background, and the
    // count on screen goes up at once.
    'prompts.used': {
      actions: [
        assign({
          prompts: ({ context, event }) =>
            context.prompts?.map((p) => (p.id === event.id ? { ...p, uses: p.uses + 1 } : p)) ?? null,
        }),
        spawnChild('countUse', { input: ({ event }) => ({ id: (event as { id: number }).id }) }),
      ],
    },
  },
  states: {
    ...versionedEditorStates(promptsSetup, {
      events: {
        retry: 'prompts.retry',
        keepMine: 'prompts.keepMine',
        takeTheirs: 'prompts.takeTheirs',
        cancel: 'prompts.cancel',
      },
      load: {
        done: { target: 'ready', update: (_, prompts: Prompt[]) => ({ prompts, error: null }) },
        failed: 'Failed to load the prompts.',
      },
      save: {
        src: 'save',
        input: ({ editor }) => {
          const { id, version, draft } = editor as PromptEditor;
          return { id, version, draft };
        },
        done: [
          {
            target: 'ready',
            update: (context, saved: Prompt) => ({
              prompts: upsert(context.prompts, saved),
              editor: null,
              notice: done(PROMPT_NOTICES.saved),
            }),
          },
        ],
        conflict: (_, current: Prompt) => ({ conflict: current }),
        refused: [
          {
            target: 'editing',
            update: (context, error) => ({
              editor: context.editor && {
                ...context.editor,
                error: messageOf(error, 'The prompt was not saved.'),
              },
            }),
          },
        ],
      },
      conflict: {
        keepMine: (context) => ({
          prompts: upsert(context.prompts, context.conflict as Prompt),
          editor: context.editor && { ...context.editor, version: (context.conflict as Prompt).version },
          conflict: null,
        }),
        // Their version replaces mine: the editor closes and the list shows theirs.
        takeTheirs: {
          target: 'ready',
          update: (context) => ({
            prompts: upsert(context.prompts, context.conflict as Prompt),
            editor: null,
            conflict: null,
          }),
        },
        cancel: { target: 'editing', update: () => ({ conflict: null }) },
      },
    }),
    ...confirmedDeleteStates(promptsSetup, {
      events: { confirmDelete: 'prompts.confirmDelete', cancel: 'prompts.cancel' },
      src: 'remove',
      input: (context) => {
        const prompt = context.deleting as Prompt;
        return { id: prompt.id, version: prompt.version };
      },
      cancel: [{ target: 'ready', update: () => ({ deleting: null }) }],
      done: [
        {
          target: 'ready',
          update: (context) => ({
            prompts: context.prompts?.filter((p) => p.id !== context.deleting?.id) ?? null,
            deleting: null,
            notice: done(PROMPT_NOTICES.deleted),
          }),
        },
      ],
      refused: [
        {
          target: 'ready',
          update: (context, error) => {
            const current = conflictOf<Prompt>(error);
            return {
              prompts: current ? upsert(context.prompts, current) : context.prompts,
              deleting: null,
              notice: failed(
                current ? PROMPT_NOTICES.conflict : messageOf(error, 'The prompt was not deleted.'),
              ),
            };
          },
        },
      ],
    }),
    ready: {
      on: {
        'prompts.new': {
          target: 'editing',
          actions: assign({
            editor: { id: null, version: 0, draft: EMPTY_DRAFT, errors: {}, error: null },
            notice: null,
          }),
        },
        'prompts.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const prompt = context.prompts?.find((p) => p.id === event.id) as Prompt;
            return {
              editor: {
                id: prompt.id,
                version: prompt.version,
                draft: draftOf(prompt),
                errors: {},
                error: null,
              },
              notice: null,
            };
          }),
        },
        'prompts.delete': {
          guard: 'known',
          target: 'confirmingDelete',
          actions: assign(({ context, event }) => ({
            deleting: context.prompts?.find((p) => p.id === event.id) ?? null,
            notice: null,
          })),
        },
        'prompts.history': {
          guard: 'known',
          target: 'history',
          actions: assign(({ context, event }) => ({
            history: {
              prompt: context.prompts?.find((p) => p.id === event.id) as Prompt,
              versions: null,
              error: null,
              restoring: null,
            },
            notice: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'prompts.change': {
          actions: assign(({ context, event }) => {
            const editor = context.editor as PromptEditor;
            const draft = { ...editor.draft, ...event.draft };
            // Errors already shown follow the typing (they go away as soon as a field is fixed).
            const shown = Object.keys(editor.errors).length > 0;
            return { editor: { ...editor, draft, errors: shown ? promptDraftErrors(draft) : {} } };
          }),
        },
        'prompts.save': [{ guard: 'valid', target: 'saving' }, { actions: 'showErrors' }],
        'prompts.cancel': { target: 'ready', actions: assign({ editor: null }) },
      },
    },
    history: {
      initial: 'loading',
      on: { 'prompts.cancel': { target: 'ready', actions: assign({ history: null }) } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'versions',
            id: 'versions',
            input: ({ context }) => ({ id: (context.history as PromptHistory).prompt.id }),
            onDone: {
              target: 'shown',
              actions: assign(({ context, event }) => ({
                history: { ...(context.history as PromptHistory), versions: event.output, error: null },
              })),
            },
            onError: {
              target: 'shown',
              actions: assign(({ context, event }) => ({
                history: {
                  ...(context.history as PromptHistory),
                  error: messageOf(event.error, 'Failed to load the history.'),
                },
              })),
            },
          },
        },
        shown: {
          on: {
            'prompts.retry': 'loading',
            'prompts.restore': {
              target: 'restoring',
              actions: assign(({ context, event }) => ({
                history: { ...(context.history as PromptHistory), restoring: event.version, error: null },
              })),
            },
          },
        },
        restoring: {
          tags: ['busy'],
          invoke: {
            src: 'save',
            id: 'restore',
            input: ({ context }) => {
              const history = context.history as PromptHistory;
              const version = history.versions?.find((v) => v.version === history.restoring);
              return {
                id: history.prompt.id,
                version: history.prompt.version,
                draft: version ? draftOf(version) : draftOf(history.prompt),
              };
            },
            onDone: {
              target: 'loading',
              actions: assign(({ context, event }) => ({
                prompts: upsert(context.prompts, event.output),
                history: {
                  prompt: event.output,
                  versions: (context.history as PromptHistory).versions,
                  error: null,
                  restoring: null,
                },
                notice: done(PROMPT_NOTICES.restored((context.history as PromptHistory).restoring ?? 0)),
              })),
            },
            onError: {
              target: 'shown',
              actions: assign(({ context, event }) => {
                const current = conflictOf<Prompt>(event.error);
                return {
                  prompts: current ? upsert(context.prompts, current) : context.prompts,
                  history: {
                    ...(context.history as PromptHistory),
                    ...(current ? { prompt: current } : {}),
                    restoring: null,
                    error: current
                      ? PROMPT_NOTICES.conflict
                      : messageOf(event.error, 'The version was not restored.'),
                  },
                };
              }),
            },
          },
        },
      },
    },
  },
});
