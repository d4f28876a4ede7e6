export * from './docs-data';
export * from './markdown-text';
export * from './api-markdown';
export * from './markdown-twins';
export * from './item-facts-markdown';
export * from './styling-twin';
