import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useListBox, useOption } from 'react-aria';
import { Item, type ListState, type Node, useListState } from 'react-stately';
import { Detail, Empty, List, Option, Status, Title } from './SuggestionList.styles';

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

const optionId = (listId: string, key: Suggestion['key']) => `${listId}-option-${key}`;

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
  return (
    <>
      {isOpen && <SuggestionListBox {...list} />}
      <Status aria-live="polite" data-part={statusPart}>
        {isOpen ? status : ''}
      </Status>
    </>
  );
}

function SuggestionListBox<T extends Suggestion>({
  id,
  items,
  activeKey,
  onPick,
  label,
  emptyText,
  'data-part': part,
}: Omit<SuggestionListProps<T>, 'isOpen' | 'status' | 'statusPart'>) {
  const ref = useRef<HTMLUListElement>(null);
  // Selection mode single for aria-selected on the active option; the state's own selection stays
  // empty, so a press is the list's action (choose), never a selection.
  const state = useListState<T>({
    items,
    selectionMode: 'single',
    children: (item) => <Item key={item.key}>{item.title}</Item>,
  });
  const { listBoxProps } = useListBox(
    {
      id,
      'aria-label': label,
      shouldUseVirtualFocus: true,
      onAction: (key) => {
        const item = state.collection.getItem(key)?.value;
        if (item) onPick(item);
      },
    },
    state,
    ref,
  );
  return (
    <List {...listBoxProps} ref={ref} data-component="SuggestionList" data-part={part}>
      {items.length === 0 ? (
        <Empty role="presentation">{emptyText}</Empty>
      ) : (
        [...state.collection].map((node) => (
          <SuggestionOption
            key={node.key}
            node={node}
            state={state}
            id={optionId(id, node.value?.key ?? node.key)}
            isActive={node.value?.key === activeKey}
          />
        ))
      )}
    </List>
  );
}

function SuggestionOption<T extends Suggestion>({
  node,
  state,
  id,
  isActive,
}: {
  node: Node<T>;
  state: ListState<T>;
  id: string;
  isActive: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps } = useOption({ key: node.key, isSelected: isActive }, state, ref);
  // The option's name is its whole text (title and detail), not a label slot.
  const { 'aria-labelledby': _label, 'aria-describedby': _description, ...props } = optionProps;
  const item = node.value;
  if (!item) return null;
  return (
    <Option {...props} id={id} ref={ref}>
      <Title>{item.title}</Title>
      <Detail>{item.detail}</Detail>
    </Option>
  );
}
