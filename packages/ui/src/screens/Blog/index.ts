export { BlogEditorScreen, type BlogEditorScreenProps, type BlogEditorView } from './BlogEditorScreen';
export { BlogListScreen, type BlogListScreenProps, type BlogListState } from './BlogListScreen';
export { blogHrefs } from './BlogPage';
export { BlogPostScreen, type BlogPostScreenProps, type BlogPostState } from './BlogPostScreen';
export { blogDateLocale, blogDateOptions, formatBlogDate, formatSavedAt } from './format';
export { blogEditorStrings, blogStrings } from './strings';
