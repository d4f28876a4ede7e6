export {
  DARK_THEME,
  getHighlighter,
  HIGHLIGHTED_LANGUAGES,
  highlightCode,
  highlightToHast,
  LIGHT_THEME,
} from './highlight';
