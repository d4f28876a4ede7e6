import {useClipboard} from '@material-react/cdk/clipboard';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-clipboard-overview-example.css';

/** @title Copy text to the clipboard */
export function CdkClipboardOverviewExample() {
  const id = useId();
  const [text, setText] = useState('npm install @material-react/material');
  const [failed, setFailed] = useState(false);
  const {copy, copied} = useClipboard();

  return (
    <div className="cdk-clipboard-overview">
      <label htmlFor={`${id}-text`}>Text to copy</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="cdk-clipboard-overview-actions">
        <Button variant="filled" onClick={async () => setFailed(!(await copy(text)))}>
          Copy
        </Button>
        <span role="status" className="cdk-clipboard-overview-status">
          {copied ? 'Copied to the clipboard.' : failed ? 'Could not copy the text.' : ''}
        </span>
      </div>
    </div>
  );
}
