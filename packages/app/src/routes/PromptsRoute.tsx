import { type Prompt, promptMatches } from '@store-ops/domain';
import { promptsMachine } from '@store-ops/machines';
import { PromptsScreen } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServicesSelector } from '../providers/services';
import { useSessionSelector } from '../providers/session';
import { paths } from './paths';
import { usePromptFiller } from './usePrompt';

/** What the chat reads from the address's state when a prompt's Use opened it. */
export interface PromptDraftState {
  promptDraft: string;
}

/**
 * `/prompts` (issue 18): the user's prompt library. Use fills the chat's input (after asking for the
 * prompt's own variables) and opens the chat; the search and category narrow the list here.
 */
export default function PromptsRoute() {
  const actor = useActorRef(promptsMachine);
  const snapshot = useSelector(actor, (s) => s);
  // The signed-in (or impersonated) user's own flag: the server decides the same way.
  const isAdmin = useSessionSelector((s) => s.context.user?.admin === true);
  const groups = useServicesSelector((s) => s.context.data.usergroups as { id: number; name: string }[]);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const navigate = useNavigate();

  const { context } = snapshot;
  const all = context.prompts ?? [];
  const categories = useMemo(
    () => [...new Set(all.map((p) => p.category))].sort((a, b) => a.localeCompare(b)),
    [all],
  );
  const shown = useMemo(
    () => all.filter((p) => (category === null || p.category === category) && promptMatches(p, query)),
    [all, category, query],
  );

  const onFilled = useCallback(
    (text: string) => navigate(paths.root, { state: { promptDraft: text } satisfies PromptDraftState }),
    [navigate],
  );
  const onUsed = useCallback((id: number) => actor.send({ type: 'prompts.used', id }), [actor]);
  const filler = usePromptFiller(onFilled, onUsed);
  const byId = (id: number) => all.find((p) => p.id === id) as Prompt;

  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
  const editing = snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('conflict');
  return (
    <PromptsScreen
      status={status}
      error={context.error}
      prompts={shown}
      total={all.length}
      isAdmin={isAdmin}
      groups={groups}
      query={query}
      onQueryChange={setQuery}
      categories={categories}
      category={category}
      onCategoryChange={setCategory}
      notice={context.notice}
      onRetry={() => actor.send({ type: 'prompts.retry' })}
      onNew={() => actor.send({ type: 'prompts.new' })}
      onUse={(id) => filler.use(byId(id))}
      onEdit={(id) => actor.send({ type: 'prompts.edit', id })}
      onHistory={(id) => actor.send({ type: 'prompts.history', id })}
      onDelete={(id) => actor.send({ type: 'prompts.delete', id })}
      editor={
        editing && context.editor
          ? {
              isNew: context.editor.id === null,
              draft: context.editor.draft,
              errors: context.editor.errors,
              error: context.editor.error,
              isSaving: snapshot.matches('saving'),
              conflict: snapshot.matches('conflict') ? context.conflict : null,
            }
          : null
      }
      onDraftChange={(draft) => actor.send({ type: 'prompts.change', draft })}
      onSave={() => actor.send({ type: 'prompts.save' })}
      onCancel={() => actor.send({ type: 'prompts.cancel' })}
      onTakeTheirs={() => actor.send({ type: 'prompts.takeTheirs' })}
      onKeepMine={() => actor.send({ type: 'prompts.keepMine' })}
      deleting={
        context.deleting ? { prompt: context.deleting, isPending: snapshot.matches('removing') } : null
      }
      onConfirmDelete={() => actor.send({ type: 'prompts.confirmDelete' })}
      history={context.history}
      onRestore={(version) => actor.send({ type: 'prompts.restore', version })}
      onRetryHistory={() => actor.send({ type: 'prompts.retry' })}
      variables={filler.dialog}
      onCancelVariables={() => filler.dialog?.onCancel()}
    />
  );
}
