export * from './docs-data';
