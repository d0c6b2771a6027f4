import { promptMatches } from '@store-ops/domain';
import { promptsMachine } from '@store-ops/machines';
import type { ChatInputProps, VariablesDialogProps } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithReload } from '../lazyWithReload';
import type { PromptDraftState } from './PromptsRoute';
import { usePromptFiller } from './usePrompt';

/** What the chat's input gets from the prompt library. */
export interface ChatPromptsView {
  promptPicker?: ChatInputProps['promptPicker'];
  fill?: { text: string; key: number };
}

export interface ChatPromptsProps {
  onChange: (view: ChatPromptsView) => void;
}

/** Asked only when a prompt with its own variables is used: loaded then (or in idle time with the overlays). */
const VariablesDialog = lazyWithReload<VariablesDialogProps>(() =>
  import('./overlays').then((m) => ({ default: m.VariablesDialog })),
);

/**
 * The prompt library in the chat: `/` in the input lists the prompts the user may see;
 * a chosen one (or one the library's Use sent here in the address's state) fills the draft, after
 * the dialog for its own variables.
 */
function useChatPrompts() {
  const prompts = useActorRef(promptsMachine);
  const list = useSelector(prompts, (s) => s.context.prompts);
  const [fill, setFill] = useState<{ text: string; key: number } | undefined>(undefined);
  const onFilled = useCallback((text: string) => setFill((f) => ({ text, key: (f?.key ?? 0) + 1 })), []);
  const onUsed = useCallback((id: number) => prompts.send({ type: 'prompts.used', id }), [prompts]);
  const filler = usePromptFiller(onFilled, onUsed);
  const { use } = filler;

  // A draft from the library's Use: applied once, then dropped from the history entry (a reload
  // or Back does not fill it again).
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as Partial<PromptDraftState> | null)?.promptDraft;
  useEffect(() => {
    if (typeof sent !== 'string') return;
    onFilled(sent);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [sent, onFilled, navigate, location.pathname, location.search]);

  const promptPicker = useMemo(
    () => ({
      options: (query: string) => (list ?? []).filter((p) => promptMatches(p, query)),
      onPick: (id: number) => {
        const prompt = list?.find((p) => p.id === id);
        if (prompt) use(prompt);
      },
    }),
    [list, use],
  );
  return { promptPicker, fill, dialog: filler.dialog };
}

/** Runs the prompt library for the chat: hands the input its picker and fills, asks for variables. */
export default function ChatPrompts({ onChange }: ChatPromptsProps) {
  const { promptPicker, fill, dialog } = useChatPrompts();
  useEffect(() => onChange({ promptPicker, fill }), [onChange, promptPicker, fill]);
  return dialog ? (
    <Suspense fallback={null}>
      <VariablesDialog {...dialog} />
    </Suspense>
  ) : null;
}
