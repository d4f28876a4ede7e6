import {Button} from '@material-react/material/button';
import {ProgressBar} from '@material-react/material/progress-bar';
import {useEffect, useId, useState} from 'react';
import './progress-bar-upload-example.css';

interface UploadFile {
  name: string;
  /** The size in megabytes. */
  size: number;
}

const FILES: UploadFile[] = [
  {name: 'site-plan.pdf', size: 2.4},
  {name: 'survey-photos.zip', size: 18},
  {name: 'budget.xlsx', size: 0.3},
];

/** Where each file starts within all the megabytes to send: the files go one after another. */
const OFFSETS = FILES.map((_, index) =>
  FILES.slice(0, index).reduce((sum, file) => sum + file.size, 0),
);

/** The megabytes to send in all. */
const TOTAL = FILES.reduce((sum, file) => sum + file.size, 0);

/** Megabytes sent per tick of the pretend network. */
const SPEED = 1.2;
/** Milliseconds between ticks. */
const TICK = 250;

type Phase = 'idle' | 'connecting' | 'sending' | 'done' | 'cancelled';

const megabytes = (value: number) => `${value.toFixed(1)} MB`;

/**
 * @title Upload progress
 *
 * Each file has its own bar, named by the file's name and read out in megabytes through
 * `aria-valuetext`. While the server is being reached the bars run in `query` mode, then they
 * switch to `determinate`; a status line says when everything is sent.
 */
export function ProgressBarUploadExample() {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);

  // `sent` is the megabytes sent so far, across all the files.
  useEffect(() => {
    if (phase === 'connecting') {
      const timer = setTimeout(() => setPhase('sending'), TICK * 2);
      return () => clearTimeout(timer);
    }
    if (phase !== 'sending') return;
    const timer = setTimeout(() => {
      const next = Math.min(TOTAL, sent + SPEED);
      setSent(next);
      if (next >= TOTAL) setPhase('done');
    }, TICK);
    return () => clearTimeout(timer);
  }, [phase, sent]);

  const start = () => {
    setSent(0);
    setPhase('connecting');
  };

  const cancel = () => {
    setSent(0);
    setPhase('cancelled');
  };

  const rows = FILES.map((file, index) => ({
    file,
    fileSent: Math.min(file.size, Math.max(0, sent - OFFSETS[index]!)),
  }));

  // The status changes only when the phase does: a live region that counted megabytes would
  // talk over everything else. The bars carry the numbers for those who look for them.
  const status = {
    idle: `${FILES.length} files ready to upload.`,
    connecting: 'Connecting to the server…',
    sending: `Uploading ${FILES.length} files…`,
    done: `All ${FILES.length} files uploaded.`,
    cancelled: 'Upload cancelled.',
  }[phase];

  return (
    <div className="progress-bar-upload">
      <ul className="progress-bar-upload-files">
        {rows.map(({file, fileSent}, index) => {
          const labelId = `${id}-${index}`;
          return (
            <li key={file.name}>
              <span id={labelId} className="progress-bar-upload-name">
                {file.name}
              </span>
              <span className="progress-bar-upload-size" aria-hidden="true">
                {megabytes(fileSent)} / {megabytes(file.size)}
              </span>
              <ProgressBar
                aria-labelledby={labelId}
                mode={phase === 'connecting' ? 'query' : 'determinate'}
                value={(fileSent / file.size) * 100}
                aria-valuetext={
                  phase === 'connecting'
                    ? undefined
                    : `${megabytes(fileSent)} of ${megabytes(file.size)}`
                }
              />
            </li>
          );
        })}
      </ul>
      <div className="progress-bar-upload-footer">
        {phase === 'connecting' || phase === 'sending' ? (
          <Button variant="outlined" onClick={cancel}>
            Cancel
          </Button>
        ) : (
          <Button variant="filled" onClick={start}>
            {phase === 'done' ? 'Upload again' : 'Upload'}
          </Button>
        )}
        <p role="status" className="progress-bar-upload-status">
          {status}
        </p>
      </div>
    </div>
  );
}
