export { Menu, type MenuItemData, type MenuProps } from './Menu';
