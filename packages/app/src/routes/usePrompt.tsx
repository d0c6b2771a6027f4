import { askedVariables, builtinPromptValues, fillPrompt, type Prompt } from '@store-ops/domain';
import { NO_COMPANY, NO_STORE } from '@store-ops/machines';
import type { VariablesDialogProps } from '@store-ops/ui';
import { useCallback, useMemo, useState } from 'react';
import { useCompanySelector } from '../providers/selection';
import { useCatalog } from '../providers/services';

/** The built-in variables of the current selection: store and company names, the date, its weekday. */
function useBuiltins() {
  const { stores, companies } = useCatalog();
  const selection = useCompanySelector((s) => s.context);
  const store = selection.store === NO_STORE ? null : stores.find((s) => String(s.id) === selection.store);
  const companyId = store ? String(store.company_id) : selection.company;
  const company = companyId === NO_COMPANY ? null : companies.find((c) => String(c.id) === companyId);
  // The same object while the selection stays (the chat re-renders as a reply streams in; a new one
  // would make every prompt callback new, and the weekday is formatted with Intl each time).
  return useMemo(
    () => builtinPromptValues({ store: store?.name, company: company?.name, date: selection.date }),
    [store?.name, company?.name, selection.date],
  );
}

/**
 * Using a prompt, from the library or the chat's picker: the built-ins come from the
 * selection; a prompt with its own variables first asks for them in the dialog. `onFilled` gets the
 * text, and the use is counted (`onUsed`).
 */
export function usePromptFiller(onFilled: (text: string) => void, onUsed: (id: number) => void) {
  const builtins = useBuiltins();
  const [asking, setAsking] = useState<Prompt | null>(null);
  const use = useCallback(
    (prompt: Prompt) => {
      if (askedVariables(prompt.body).length > 0) {
        setAsking(prompt);
        return;
      }
      onUsed(prompt.id);
      onFilled(fillPrompt(prompt.body, builtins));
    },
    [builtins, onFilled, onUsed],
  );
  const dialog: VariablesDialogProps | null = asking
    ? {
        title: asking.title,
        names: askedVariables(asking.body),
        onSubmit: (values) => {
          setAsking(null);
          onUsed(asking.id);
          onFilled(fillPrompt(asking.body, { ...builtins, ...values }));
        },
        onCancel: () => setAsking(null),
      }
    : null;
  return { use, dialog };
}
