export * from './docs-data';
export * from './markdown-twins';
export * from './styling-twin';
