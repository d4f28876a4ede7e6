import {Button} from '@material-react/material/button';
import {useSnackBar} from '@material-react/material/snack-bar';
import {useState} from 'react';
import './snack-bar-overview-example.css';

const MESSAGES = ['Team lunch on Friday', 'Quarterly report draft', 'Your order has shipped'];

/** @title Snack bar with an Undo action */
export function SnackBarOverviewExample() {
  const snackBar = useSnackBar();
  const [messages, setMessages] = useState(MESSAGES);

  const archive = (subject: string) => {
    const index = messages.indexOf(subject);
    setMessages((current) => current.filter((message) => message !== subject));
    const ref = snackBar.open(`Archived “${subject}”`, 'Undo', {duration: 6000});
    void ref.onAction().then(() => {
      setMessages((current) => {
        const restored = [...current];
        restored.splice(Math.min(index, restored.length), 0, subject);
        return restored;
      });
    });
  };

  return (
    <div className="snack-bar-overview">
      {messages.length === 0 ? (
        <p>All messages archived.</p>
      ) : (
        <ul>
          {messages.map((subject) => (
            <li key={subject}>
              <span>{subject}</span>
              <Button onClick={() => archive(subject)} aria-label={`Archive “${subject}”`}>
                Archive
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="outlined" onClick={() => setMessages(MESSAGES)}>
        Reset
      </Button>
    </div>
  );
}
