import { promptsMachine } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServicesSelector } from '../providers/services';
import { useSessionSelector } from '../providers/session';
import { paths } from './paths';
import { Prompts } from './prompts';
import { usePromptFiller } from './usePrompt';

/** What the chat reads from the address's state when a prompt's Use opened it. */
export interface PromptDraftState {
  promptDraft: string;
}

/**
 * `/prompts`: the user's prompt library. Use fills the chat's input (after asking for the
 * prompt's own variables) and opens the chat; the search and category narrow the list here.
 */
export default function PromptsRoute() {
  const actor = useActorRef(promptsMachine);
  // The signed-in (or impersonated) user's own flag: the server decides the same way.
  const isAdmin = useSessionSelector((s) => s.context.user?.admin === true);
  const groups = useServicesSelector((s) => s.context.data.usergroups as { id: number; name: string }[]);
  const navigate = useNavigate();
  const onFilled = useCallback(
    (text: string) => navigate(paths.root, { state: { promptDraft: text } satisfies PromptDraftState }),
    [navigate],
  );
  const onUsed = useCallback((id: number) => actor.send({ type: 'prompts.used', id }), [actor]);
  const filler = usePromptFiller(onFilled, onUsed);
  return (
    <Prompts actor={actor} isAdmin={isAdmin} groups={groups} onUse={filler.use} variables={filler.dialog} />
  );
}
