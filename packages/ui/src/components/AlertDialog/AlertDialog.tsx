import { type ReactNode, useContext, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface AlertDialogProps {
  title: ReactNode;
  /** The message (what will happen). */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (red confirm). */
  variant?: 'primary' | 'danger';
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Confirm shows progress and both buttons are locked. */
  isPending?: boolean;
  /** Keep the dialog open after confirm (the caller closes it when the work is done). */
  keepOpenOnConfirm?: boolean;
}

/**
 * A confirmation dialog (role alertdialog): the backdrop does not dismiss it, Escape and Cancel do,
 * and focus starts on Cancel so Enter never confirms a destructive action by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  isOpen,
  onOpenChange,
  onConfirm,
  onCancel,
  isPending = false,
  keepOpenOnConfirm = false,
}: AlertDialogProps) {
  const confirmed = useRef(false);
  // Inside a DialogTrigger, drive the overlay from the trigger's state so Escape and Cancel reach onCancel.
  const trigger = useContext(OverlayTriggerStateContext);
  const open = isOpen ?? trigger?.isOpen ?? false;
  // While it closes (the exit animation) it keeps the title and message it was opened with, so it
  // never shows, nor is named by, what the caller cleared on confirm.
  const shown = useRef({ title, children });
  if (open) shown.current = { title, children };
  return (
    <Modal
      title={shown.current.title}
      role="alertdialog"
      size="sm"
      isOpen={open}
      onOpenChange={(next) => {
        if (!next && !confirmed.current) onCancel?.();
        confirmed.current = false;
        if (isOpen === undefined) trigger?.setOpen(next);
        onOpenChange?.(next);
      }}
      isDismissable={false}
      showCloseButton={false}
      data-component="AlertDialog"
      data-variant={variant}
      footer={(close) => (
        <>
          <Button variant="secondary" autoFocus isDisabled={isPending} onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            onPress={() => {
              onConfirm();
              if (keepOpenOnConfirm) return;
              confirmed.current = true;
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {shown.current.children}
    </Modal>
  );
}
