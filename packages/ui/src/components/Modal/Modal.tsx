import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { IconButton, icons } from '../IconButton';
import { Body, DialogBox, Footer, Header, ModalPanel, Overlay, Title } from './Modal.styles';

export interface ModalProps {
  /** Dialog title (its accessible name). */
  title: ReactNode;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Footer actions; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state. Leave undefined inside a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Clicking the backdrop closes (default true). Escape always closes. */
  isDismissable?: boolean;
  /** Show the close (X) button in the header (default true). */
  showCloseButton?: boolean;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * A modal dialog: backdrop, focus trap, Escape to close, focus returns to the trigger. Use inside
 * `<DialogTrigger>` with a Button, or controlled with `isOpen`/`onOpenChange`.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  showCloseButton = true,
  size = 'md',
  role = 'dialog',
  ...rest
}: ModalProps) {
  const controlled = isOpen !== undefined ? { isOpen } : {};
  return (
    <Overlay isDismissable={isDismissable} onOpenChange={onOpenChange} {...controlled}>
      <ModalPanel data-component="Modal" data-size={size} {...rest}>
        <DialogBox role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title">{title}</Title>
                {showCloseButton && (
                  <IconButton aria-label="Close" size="sm" onPress={close}>
                    {icons.close}
                  </IconButton>
                )}
              </Header>
              <Body data-part="body">{typeof children === 'function' ? children(close) : children}</Body>
              {footer !== undefined && (
                <Footer data-part="footer">{typeof footer === 'function' ? footer(close) : footer}</Footer>
              )}
            </>
          )}
        </DialogBox>
      </ModalPanel>
    </Overlay>
  );
}

export { DialogTrigger };
