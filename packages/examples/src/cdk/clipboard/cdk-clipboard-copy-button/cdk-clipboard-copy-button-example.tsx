import {CopyToClipboard} from '@material-react/cdk/clipboard';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import check from '@material-symbols/svg-400/outlined/check.svg?raw';
import contentCopy from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import {useState} from 'react';
import './cdk-clipboard-copy-button-example.css';

const DETAILS = [
  {
    id: 'link',
    label: 'Video link',
    name: 'video link',
    value: 'https://meet.example.com/845-221-9073',
  },
  {id: 'meeting', label: 'Meeting ID', name: 'meeting ID', value: '845 221 9073'},
  {id: 'passcode', label: 'Passcode', name: 'passcode', value: 'otter42'},
];

/**
 * @title Copy buttons next to values
 *
 * `CopyToClipboard` with `asChild` gives an icon button the copy behaviour; `onCopied` reports
 * whether it worked. One status line confirms each copy in words, and the values stay visible
 * and selectable in case the copy fails.
 */
export function CdkClipboardCopyButtonExample() {
  const [copied, setCopied] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  return (
    <div className="cdk-clipboard-copy-button">
      <dl className="cdk-clipboard-copy-button-details">
        {DETAILS.map((detail) => (
          <div key={detail.id} className="cdk-clipboard-copy-button-row">
            <dt>{detail.label}</dt>
            <dd>
              <code>{detail.value}</code>
              <CopyToClipboard
                asChild
                text={detail.value}
                onCopied={(ok) => {
                  setCopied(ok ? detail.id : null);
                  setMessage(
                    ok
                      ? `${detail.label} copied.`
                      : `Could not copy the ${detail.name}. Select it and copy it by hand.`,
                  );
                }}
              >
                <IconButton aria-label={`Copy the ${detail.name}`}>
                  <Icon svg={copied === detail.id ? check : contentCopy} size={20} />
                </IconButton>
              </CopyToClipboard>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="cdk-clipboard-copy-button-status">
        {message}
      </p>
    </div>
  );
}
