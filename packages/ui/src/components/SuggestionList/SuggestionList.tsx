import { type KeyboardEvent, useId, useState } from 'react';
import { lazyModule, useLazyModule } from '../shared/lazyModule';
import { Status } from './SuggestionList.styles';

/** One suggestion: its key, and the two texts its option shows (the name and a detail at the end). */
export interface Suggestion {
  key: string | number;
  title: string;
  detail: string;
}

export interface SuggestionsOptions<T extends Suggestion> {
  /** The list is open (its trigger is being typed and Escape did not close it). */
  isOpen: boolean;
  /** The suggestions for what follows the trigger, best first. */
  items: readonly T[];
  /** The text: any change makes the first suggestion the active one again. */
  text: string;
  /** Enter, Tab or a press chose a suggestion. */
  onPick: (item: T) => void;
  /** Escape closed the list. */
  onDismiss: () => void;
}

export const optionId = (listId: string, key: Suggestion['key']) => `${listId}-option-${key}`;

/**
 * The keyboard of a text area that offers suggestions as it is typed in: the text area keeps the
 * focus and the list's active option is its aria-activedescendant. Up and Down move (wrapping),
 * Enter or Tab chooses, Escape closes; every other key is the text area's.
 */
export function useSuggestions<T extends Suggestion>({
  isOpen,
  items,
  text,
  onPick,
  onDismiss,
}: SuggestionsOptions<T>) {
  const listId = useId();
  const [active, setActive] = useState({ text, index: 0 });
  const index = active.text === text ? active.index : 0;
  const current = isOpen && items.length > 0 ? Math.min(index, items.length - 1) : -1;
  const activeItem = current >= 0 ? items[current] : undefined;

  /** Handles the list's keys; true when the key was the list's. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!isOpen || e.nativeEvent.isComposing) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length > 0) {
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive({ text, index: (current + step + items.length) % items.length });
      }
      return true;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onDismiss();
      return true;
    }
    if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey && activeItem) {
      e.preventDefault();
      onPick(activeItem);
      return true;
    }
    return false;
  };

  return {
    onKeyDown,
    /** A text area may not take the combobox role: a textbox that controls the list says it. */
    inputProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': isOpen ? listId : undefined,
      'aria-activedescendant': activeItem ? optionId(listId, activeItem.key) : undefined,
    },
    listProps: { id: listId, isOpen, items, activeKey: activeItem?.key, onPick },
  };
}

export interface SuggestionListProps<T extends Suggestion> {
  /** From `useSuggestions`. */
  id: string;
  isOpen: boolean;
  items: readonly T[];
  activeKey: Suggestion['key'] | undefined;
  onPick: (item: T) => void;
  /** The list's accessible name. */
  label: string;
  /** Shown in the list when nothing matches. */
  emptyText: string;
  /** Said by the live region while the list is open (how many match, which keys do what). */
  status: string;
  'data-part': string;
  /** The live region's `data-part`. */
  statusPart: string;
}

/**
 * The listbox (React Aria's collection and selection code) is its own chunk: the sign-in page's demo
 * chat never opens it, and the chat loads it once a text area offers suggestions.
 */
const listBoxModule = lazyModule(() => import('./SuggestionListBox'));

/** Loads the list's listbox once (a text area that offers suggestions warms it; stories' loaders). */
export const loadSuggestionList = listBoxModule.load;

/**
 * React Aria's listbox of suggestions, above the text area (the caller's positioned element holds
 * both), with a live region that says how many match. Options never take the focus: a press
 * chooses without blurring the text area.
 */
export function SuggestionList<T extends Suggestion>({
  isOpen,
  status,
  statusPart,
  ...list
}: SuggestionListProps<T>) {
  const box = useLazyModule(listBoxModule, 'The suggestion list');
  return (
    <>
      {isOpen && box && <box.SuggestionListBox {...list} />}
      <Status aria-live="polite" data-part={statusPart}>
        {isOpen ? status : ''}
      </Status>
    </>
  );
}
