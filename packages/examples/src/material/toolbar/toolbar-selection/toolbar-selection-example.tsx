import {IconButton} from '@material-react/material/button';
import {Checkbox} from '@material-react/material/checkbox';
import {Icon} from '@material-react/material/icon';
import {Toolbar} from '@material-react/material/toolbar';
import close from '@material-symbols/svg-400/outlined/close.svg?raw';
import deleteIcon from '@material-symbols/svg-400/outlined/delete.svg?raw';
import restore from '@material-symbols/svg-400/outlined/restore_page.svg?raw';
import {useEffect, useRef, useState} from 'react';
import './toolbar-selection-example.css';

const FILES = [
  'Budget 2026.xlsx',
  'Contract draft.docx',
  'Floor plan.pdf',
  'Team photo.jpg',
  'Travel receipts.pdf',
];

/**
 * @title Toolbar that changes with a selection
 *
 * Selecting files turns the toolbar into a contextual one, with the count and the actions that
 * apply to the selection, in another colour and at the same height, so nothing below it moves.
 * When its buttons go away (after "Delete" or "Clear selection"), focus moves to the file list
 * instead of being lost, and a status line says what happened.
 */
export function ToolbarSelectionExample() {
  const [files, setFiles] = useState(FILES);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRender = useRef(false);
  const count = selected.size;

  const toggle = (file: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(file);
    else next.delete(file);
    setSelected(next);
  };

  /** Puts focus on the first file, or on the list itself when it is empty. */
  const focusList = () => {
    const target = list.current?.querySelector('input') ?? list.current;
    target?.focus();
  };

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    focusList();
  });

  const clearSelection = () => {
    focusList();
    setSelected(new Set());
    setMessage('');
  };

  const deleteSelected = () => {
    setFiles(files.filter((file) => !selected.has(file)));
    setSelected(new Set());
    setMessage(`${count} ${count === 1 ? 'file' : 'files'} moved to the bin.`);
    // Once the deleted files are gone, so focus lands on one that is still there.
    focusAfterRender.current = true;
  };

  return (
    <div className="toolbar-selection">
      <header>
        {count === 0 ? (
          <Toolbar className="toolbar-selection-bar">
            <h3 className="toolbar-selection-title">Documents</h3>
            <IconButton
              aria-label="Restore deleted files"
              disabled={files.length === FILES.length}
              onClick={() => {
                setFiles(FILES);
                setMessage('All files restored.');
                // This button is disabled once there is nothing to restore.
                focusAfterRender.current = true;
              }}
            >
              <Icon svg={restore} />
            </IconButton>
          </Toolbar>
        ) : (
          <Toolbar className="toolbar-selection-bar" data-contextual="">
            <IconButton aria-label="Clear selection" onClick={clearSelection}>
              <Icon svg={close} />
            </IconButton>
            <span className="toolbar-selection-title">{count} selected</span>
            <IconButton aria-label={`Delete ${count} selected`} onClick={deleteSelected}>
              <Icon svg={deleteIcon} />
            </IconButton>
          </Toolbar>
        )}
      </header>
      <ul ref={list} tabIndex={-1} className="toolbar-selection-list" aria-label="Documents">
        {files.map((file) => (
          <li key={file}>
            <Checkbox
              checked={selected.has(file)}
              onCheckedChange={(checked) => toggle(file, checked)}
            >
              {file}
            </Checkbox>
          </li>
        ))}
      </ul>
      {files.length === 0 && <p className="toolbar-selection-empty">The folder is empty.</p>}
      <p role="status" className="toolbar-selection-status">
        {message}
      </p>
    </div>
  );
}
