import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {ProgressSpinner} from '@material-react/material/progress-spinner';
import publish from '@material-symbols/svg-400/outlined/publish.svg?raw';
import save from '@material-symbols/svg-400/outlined/save.svg?raw';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import './button-loading-example.css';

type Task = 'save' | 'publish';

/** How long the pretend server takes to answer, in milliseconds. */
const DELAY = 1500;

const WORKING: Record<Task, string> = {
  save: 'Saving the draft…',
  publish: 'Publishing the article…',
};

const DONE: Record<Task, string> = {
  save: 'Draft saved.',
  publish: 'Article published.',
};

/**
 * @title Buttons that show progress
 *
 * While its task runs, a button swaps its icon for a spinner and ignores further presses. It stays
 * focusable (`aria-disabled` rather than `disabled`), so keyboard focus is not lost, and a status
 * line says what is happening.
 */
export function ButtonLoadingExample() {
  const [running, setRunning] = useState<Task | null>(null);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = (task: Task) => {
    if (running) return;
    setRunning(task);
    setStatus(WORKING[task]);
    // Stands in for a request to a server.
    timer.current = setTimeout(() => {
      setRunning(null);
      setStatus(DONE[task]);
    }, DELAY);
  };

  const leading = (task: Task, icon: string): ReactNode =>
    running === task ? (
      <span className="button-loading-spinner" aria-hidden="true">
        <ProgressSpinner aria-label={WORKING[task]} mode="indeterminate" diameter={18} />
      </span>
    ) : (
      <Icon svg={icon} />
    );

  return (
    <div className="button-loading">
      <p className="button-loading-title">“Ten tips for a tidy garden shed”</p>
      <div className="button-loading-actions">
        <Button
          variant="outlined"
          aria-disabled={running !== null || undefined}
          onClick={() => start('save')}
        >
          {leading('save', save)}
          Save draft
        </Button>
        <Button
          variant="filled"
          aria-disabled={running !== null || undefined}
          onClick={() => start('publish')}
        >
          {leading('publish', publish)}
          Publish
        </Button>
      </div>
      <p role="status" className="button-loading-status">
        {status}
      </p>
    </div>
  );
}
