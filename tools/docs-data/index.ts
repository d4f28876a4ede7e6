export * from './docs-data';
export * from './markdown-twins';
export * from './item-facts-markdown';
