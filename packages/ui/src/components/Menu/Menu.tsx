import type { ReactNode } from 'react';
import { MenuTrigger } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button';
import { IconButton } from '../IconButton';
import { Item, MenuList, MenuPopover } from './Menu.styles';

export interface MenuItemData {
  id: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
  variant?: 'default' | 'danger';
}

export interface MenuProps {
  /** Trigger text, or the accessible name of an icon trigger. */
  label: string;
  items: readonly MenuItemData[];
  onAction: (id: string) => void;
  /** Render an icon-only trigger with this icon instead of a text button. */
  icon?: ReactNode;
  triggerVariant?: ButtonVariant;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A button that opens a list of actions (arrow keys, typeahead, Escape closes and refocuses). */
export function Menu({
  label,
  items,
  onAction,
  icon,
  triggerVariant = 'secondary',
  placement = 'bottom start',
  ...rest
}: MenuProps) {
  return (
    <MenuTrigger>
      {icon ? (
        <IconButton
          aria-label={label}
          variant={triggerVariant === 'secondary' ? 'ghost' : triggerVariant}
          data-component="Menu"
          {...rest}
        >
          {icon}
        </IconButton>
      ) : (
        <Button variant={triggerVariant} data-component="Menu" {...rest}>
          {label}
        </Button>
      )}
      <MenuPopover placement={placement} data-part="menu-popover">
        <MenuList onAction={(key) => onAction(String(key))}>
          {items.map((item) => (
            <Item
              key={item.id}
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              data-variant={item.variant ?? 'default'}
            >
              <span className="so-item-label">{item.label}</span>
              {item.description && <span className="so-item-description">{item.description}</span>}
            </Item>
          ))}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
