import { type Prompt, promptMatches } from '@store-ops/domain';
import type { promptsMachine } from '@store-ops/machines';
import { PromptsScreen, type VariablesDialogProps } from '@store-ops/ui';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

export interface PromptsProps {
  actor: ActorRefFrom<typeof promptsMachine>;
  isAdmin: boolean;
  groups?: readonly { id: number; name: string }[];
  /** A prompt's Use (the route fills it and opens the chat). */
  onUse: (prompt: Prompt) => void;
  /** The variables dialog of the prompt being used. */
  variables?: VariablesDialogProps | null;
}

/** The prompts machine wired to the Prompts screen (the route and QA/Prompts); search and category narrow the list here. */
export function Prompts({ actor, isAdmin, groups, onUse, variables }: PromptsProps) {
  const snapshot = useSelector(actor, (s) => s);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);

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

  const byId = (id: number) => all.find((p) => p.id === id) as Prompt;

  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'failed'
      : 'ready';
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
      onUse={(id) => onUse(byId(id))}
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
        context.deleting ? { prompt: context.deleting, isPending: snapshot.matches('deleting') } : null
      }
      onConfirmDelete={() => actor.send({ type: 'prompts.confirmDelete' })}
      history={context.history}
      onRestore={(version) => actor.send({ type: 'prompts.restore', version })}
      onRetryHistory={() => actor.send({ type: 'prompts.retry' })}
      variables={variables}
      onCancelVariables={() => variables?.onCancel()}
    />
  );
}
