import { useRef } from 'react';
import { useListBox, useOption } from 'react-aria';
import { Item, type ListState, type Node, useListState } from 'react-stately';
import { optionId, type Suggestion, type SuggestionListProps } from './SuggestionList';
import { Detail, Empty, List, Option, Title } from './SuggestionList.styles';

/** The open list of SuggestionList (SuggestionList.tsx loads it). */
export function SuggestionListBox<T extends Suggestion>({
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
