export type {MarkdownHeading} from './rehype-docs';
export {includedFiles, withIncludedFiles} from './include-files';
export {parseExampleComment} from './remark-docs';
export {renderMarkdown, type RenderedMarkdown, type RenderMarkdownOptions} from './render-markdown';
export {highlightCode} from '../highlight/highlight';
export type {TextSection} from './rehype-text-sections';
export {
  APG_URL,
  KEYBOARD_BLOCK,
  KeyboardTableError,
  keyboardTableMarkdown,
  keyboardTableProblem,
  parseKeyboardTable,
  type KeyboardRow,
  type KeyboardTable,
} from './keyboard-table';
