import {announce} from '@material-react/cdk/a11y';
import {useClipboard} from '@material-react/cdk/clipboard';
import {Button} from '@material-react/material/button';
import {Tab, TabGroup} from '@material-react/material/tabs';
import {useEffect, useId, useMemo, useRef, useState} from 'react';
import {useContent} from '../content/use-content';
import {CodeEditor} from './code-editor';
import {changedFiles, type EditedFiles} from './example-edits';
import {editFragment} from './edit-fragment';
import {encodeEdits, MAX_LINK_CODE_LENGTH} from './edit-link';
import './live-edit.css';

/** How long typing must pause before the example runs the new code. */
export const RERUN_DELAY_MS = 150;

/** Props of {@link LiveEditor}. */
export interface LiveEditorProps {
  exampleId: string;
  title: string;
  /** The files that differ from the originals, or `null`. */
  edits: EditedFiles | null;
  /** Called (after typing pauses) with the files that now differ, or `null` for none. */
  onEditsChange(edits: EditedFiles | null): void;
  onClose(): void;
}

/**
 * The editor of a live example: one tab per file, a Reset that restores the originals and a way
 * to copy a link that carries the edits. Changes reach the running example once typing pauses.
 */
export function LiveEditor({exampleId, title, edits, onEditsChange, onClose}: LiveEditorProps) {
  const loaded = useContent('example-source', exampleId);
  const sources = useMemo(() => loaded ?? [], [loaded]);
  const originals = useMemo(
    () => Object.fromEntries(sources.map((file) => [file.name, file.code])),
    [sources],
  );
  const [draft, setDraft] = useState<EditedFiles>(() => ({...originals, ...(edits ?? {})}));
  const [linkMessage, setLinkMessage] = useState('');
  const hintId = useId();
  const {copy} = useClipboard();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  // The runner is needed at the first change: load and warm it while the visitor reads the code.
  useEffect(() => {
    const entry = sources[0]?.name;
    if (!entry) return;
    import('./edited-example')
      .then((runner) => runner.prepareRunner(originals, entry))
      .catch(() => {
        // The example's own loading shows the failure, if it fails again then.
      });
  }, [sources, originals]);

  // Edits made elsewhere (Reset in another view, a link) replace the draft.
  const lastCommitted = useRef(edits);
  useEffect(() => {
    if (edits === lastCommitted.current) return;
    lastCommitted.current = edits;
    setDraft({...originals, ...(edits ?? {})});
  }, [edits, originals]);

  const commit = (files: EditedFiles) => {
    const changed = changedFiles(originals, files);
    lastCommitted.current = changed;
    onEditsChange(changed);
  };

  const change = (name: string, code: string) => {
    const next = {...draft, [name]: code};
    setDraft(next);
    setLinkMessage('');
    clearTimeout(pending.current);
    pending.current = setTimeout(() => commit(next), RERUN_DELAY_MS);
  };

  const reset = () => {
    clearTimeout(pending.current);
    setDraft(originals);
    setLinkMessage('');
    commit(originals);
    void announce('The example is back to its original code.');
  };

  const copyLink = async () => {
    const changed = changedFiles(originals, draft);
    if (!changed) {
      setLinkMessage('Nothing is edited yet: the link to the example is the same as always.');
      return;
    }
    const code = await encodeEdits(changed);
    if (code.length > MAX_LINK_CODE_LENGTH) {
      setLinkMessage(
        `These edits are too large to share as a link: they take ${code.length.toLocaleString('en-US')} characters and a link holds ${MAX_LINK_CODE_LENGTH.toLocaleString('en-US')}. Download the example instead, or share a smaller change.`,
      );
      return;
    }
    const url = new URL(window.location.href);
    url.hash = editFragment(exampleId, code);
    const copied = await copy(url.href);
    setLinkMessage(
      copied
        ? 'Link copied. It opens this example with your edits; the code travels in the link itself.'
        : 'The link could not be copied.',
    );
  };

  const edited = changedFiles(originals, draft) !== null;
  const editorOf = (name: string) => (
    <CodeEditor
      fileName={name}
      value={draft[name] ?? ''}
      onChange={(code) => change(name, code)}
      describedBy={hintId}
    />
  );

  return (
    <div className="docs-live-editor" role="group" aria-label={`Editor: ${title}`}>
      <div className="docs-live-editor-bar">
        <p id={hintId} className="docs-live-editor-hint">
          Tab indents. To leave the editor, press Escape, then Tab.
        </p>
        <div className="docs-live-editor-actions">
          <Button onClick={reset} disabled={!edited}>
            Reset
          </Button>
          <Button onClick={copyLink}>Copy link with edits</Button>
          <Button onClick={onClose}>Close editor</Button>
        </div>
      </div>
      {sources.length === 1 ? (
        <div className="docs-live-editor-file">{editorOf(sources[0]!.name)}</div>
      ) : (
        <TabGroup aria-label={`Files of ${title}`} className="docs-live-editor-tabs">
          {sources.map((file) => (
            <Tab key={file.name} label={file.name}>
              <div className="docs-live-editor-file">{editorOf(file.name)}</div>
            </Tab>
          ))}
        </TabGroup>
      )}
      <p className="docs-live-editor-status" role="status">
        {linkMessage}
      </p>
    </div>
  );
}
