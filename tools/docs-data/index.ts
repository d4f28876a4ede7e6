export * from './docs-data';
export * from './markdown-twins';
