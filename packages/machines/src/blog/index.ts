export * from './blogEditor.machine';
export * from './blogReader.machine';
export * from './loadBlogPage';
