import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {css} from '@codemirror/lang-css';
import {javascript} from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import {EditorState} from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {tags} from '@lezer/highlight';
import {useEffect, useRef} from 'react';

/**
 * Token colours in the spirit of the site's highlighted code blocks: each is `light-dark()`, so
 * the editor follows the theme's colour scheme (two light and two dark themes) with no second
 * style. Every pair keeps a contrast of at least 4.5:1 on the editor's surface.
 */
const highlightStyle = HighlightStyle.define([
  {tag: [tags.keyword, tags.modifier, tags.operatorKeyword], color: 'light-dark(#cf222e, #ff7b72)'},
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp],
    color: 'light-dark(#0a3069, #a5d6ff)',
  },
  {tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'light-dark(#0550ae, #79c0ff)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'light-dark(#59636e, #9198a1)'},
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'light-dark(#6639ba, #d2a8ff)',
  },
  {tag: [tags.typeName, tags.className, tags.namespace], color: 'light-dark(#953800, #ffa657)'},
  {tag: [tags.tagName, tags.angleBracket], color: 'light-dark(#116329, #7ee787)'},
  {tag: [tags.attributeName, tags.propertyName], color: 'light-dark(#0550ae, #79c0ff)'},
  {tag: tags.invalid, color: 'light-dark(#82071e, #ffa198)'},
]);

/** The editor's frame, from the theme's system colours and code font. */
const editorTheme = EditorView.theme({
  '&': {
    height: '100%',
    color: 'var(--mat-sys-on-surface)',
    backgroundColor: 'var(--mat-sys-surface-container-lowest)',
    fontSize: '0.875rem',
  },
  '&.cm-focused': {outline: 'none'},
  '.cm-scroller': {fontFamily: 'var(--mat-sys-code-font)', lineHeight: '1.6'},
  '.cm-content': {caretColor: 'var(--mat-sys-primary)', padding: '8px 0'},
  '.cm-cursor, .cm-dropCursor': {borderLeftColor: 'var(--mat-sys-primary)'},
  '.cm-gutters': {
    backgroundColor: 'var(--mat-sys-surface-container-low)',
    color: 'var(--mat-sys-on-surface-variant)',
    borderRight: '1px solid var(--mat-sys-outline-variant)',
  },
  '.cm-activeLine': {
    backgroundColor: 'color-mix(in srgb, var(--mat-sys-on-surface) 5%, transparent)',
  },
  '.cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--mat-sys-on-surface) 8%, transparent)',
    color: 'var(--mat-sys-on-surface)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--mat-sys-primary) 28%, transparent)',
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
    backgroundColor: 'color-mix(in srgb, var(--mat-sys-primary) 22%, transparent)',
    outline: '1px solid color-mix(in srgb, var(--mat-sys-primary) 60%, transparent)',
  },
});

function languageOf(fileName: string) {
  if (fileName.endsWith('.css')) return css();
  return javascript({jsx: /\.[jt]sx$/.test(fileName), typescript: /\.tsx?$/.test(fileName)});
}

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  /** The file's name: it names the text box for assistive technology. */
  fileName: string;
  /** The text to show. The editor takes it when it mounts and whenever it differs from its own. */
  value: string;
  onChange(value: string): void;
  /** The id of an element describing the editor (how to leave it by keyboard). */
  describedBy?: string;
}

/**
 * A CodeMirror 6 editor for one file of an example: TypeScript with JSX or CSS highlighting, line
 * numbers, bracket matching, undo history. Tab indents; Escape and then Tab moves focus on, as
 * CodeMirror does.
 */
export function CodeEditor({fileName, value, onChange, describedBy}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(highlightStyle),
          languageOf(fileName),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          editorTheme,
          EditorView.contentAttributes.of({
            'aria-label': fileName,
            // In the tab order explicitly, so checkers see the scrolling frame has focusable content.
            tabindex: '0',
            ...(describedBy ? {'aria-describedby': describedBy} : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per file; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileName, describedBy]);

  // A value from outside (Reset) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
  }, [value]);

  return <div ref={host} className="docs-code-editor" />;
}
