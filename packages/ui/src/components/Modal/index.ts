export { DialogTrigger, Modal, type ModalProps } from './Modal';
