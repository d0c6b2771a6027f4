export { Tag, type TagProps, type TagVariant } from './Tag';
