export { IconButton, type IconButtonProps, icons } from './IconButton';
