export { tocStrings } from './strings';
export { TocScreen, type TocScreenProps } from './Toc';
