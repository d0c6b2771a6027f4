import {
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { IconButton, icons } from '../IconButton';
import { Region, ToastBox } from './Toast.styles';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'info' | 'success' | 'warning' | 'danger';
}

export type ToastQueueOf = ToastQueue<ToastMessage>;

/** A queue to push toasts into (`queue.add({ title }, { timeout: 5000 })`); create one per app. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueueOf {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts });
}

export interface ToastRegionProps {
  queue: ToastQueueOf;
  'aria-label'?: string;
}

/** The landmark region that shows the queue's toasts (F6 moves focus into it). */
export function ToastRegion({ queue, 'aria-label': ariaLabel = 'Notifications' }: ToastRegionProps) {
  return (
    <Region queue={queue} aria-label={ariaLabel} data-component="ToastRegion">
      {({ toast }) => {
        // styled() drops ToastRegion's generic; the queue only ever holds ToastMessage.
        const content = toast.content as ToastMessage;
        return (
          <ToastBox toast={toast} data-variant={content.variant ?? 'info'} data-component="Toast">
            <ToastContent className="so-toast-content">
              <Text slot="title">{content.title}</Text>
              {content.description && <Text slot="description">{content.description}</Text>}
            </ToastContent>
            <IconButton slot="close" aria-label="Dismiss" size="sm">
              {icons.close}
            </IconButton>
          </ToastBox>
        );
      }}
    </Region>
  );
}
