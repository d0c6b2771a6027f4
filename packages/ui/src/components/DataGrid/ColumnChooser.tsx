import { useState } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { gridStrings } from './strings';

export interface ColumnChoice {
  id: string;
  name: string;
  hide: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ColumnChoice[];
  onChange: (id: string, visible: boolean) => void;
}

/**
 * AG Grid's column tool panel is enterprise-only, so this is a React Aria menu with multiple
 * selection: each column is a checkable item (`menuitemcheckbox`). The last visible column cannot
 * be hidden, so the grid never ends up blank.
 */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const [visible, setVisible] = useState<Set<Key>>(
    () => new Set(columns.filter((c) => !c.hide).map((c) => c.id)),
  );

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    if (selection.size === 0) return;
    for (const c of columns) {
      const was = visible.has(c.id);
      const now = selection.has(c.id);
      if (was !== now) onChange(c.id, now);
    }
    setVisible(new Set(selection));
  };

  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" aria-label={gridStrings.chooseColumns}>
        {gridStrings.columns}
      </Button>
      <StyledPopover placement="bottom end">
        <StyledMenu
          aria-label={gridStrings.chooseColumns}
          selectionMode="multiple"
          selectedKeys={visible}
          onSelectionChange={onSelectionChange}
          disallowEmptySelection
          data-component="ColumnChooser"
        >
          {columns.map((c) => (
            <StyledItem key={c.id} id={c.id} textValue={c.name}>
              {({ isSelected }) => (
                <>
                  <Check aria-hidden="true" data-checked={isSelected || undefined}>
                    {isSelected ? '✓' : ''}
                  </Check>
                  {c.name}
                </>
              )}
            </StyledItem>
          ))}
        </StyledMenu>
      </StyledPopover>
    </MenuTrigger>
  );
}

const StyledPopover = styled(Popover)`
  min-width: 200px;
  max-height: 360px;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

const StyledMenu = styled(Menu)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

const StyledItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 3px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: 12px;
  line-height: 1;

  &[data-checked] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
  }
`;
