export {
  createToastQueue,
  type ToastMessage,
  type ToastQueueOf,
  ToastRegion,
  type ToastRegionProps,
} from './Toast';
