import {Button} from '@material-react/material/button';
import {Accordion, ExpansionPanel} from '@material-react/material/expansion';
import {useState} from 'react';
import './expansion-expand-all-example.css';

const QUESTIONS = [
  {
    id: 'card',
    question: 'How do I get a library card?',
    answer:
      'Bring a photo ID and proof of address to any branch. The card is free and ready at once.',
  },
  {
    id: 'loans',
    question: 'How long can I keep a book?',
    answer: 'Three weeks. You can renew a loan twice online, unless someone has reserved the book.',
  },
  {
    id: 'fees',
    question: 'Are there late fees?',
    answer: 'No. Overdue items block new loans until they are returned, but cost nothing.',
  },
  {
    id: 'ebooks',
    question: 'Can I borrow e-books?',
    answer: 'Yes: sign in to the reading app with your card number and PIN to borrow up to five.',
  },
];

/**
 * @title Accordion with "Expand all" and "Collapse all"
 *
 * With `multi`, any number of panels can be open. Their state lives in one set, so two buttons
 * can open or close them all at once.
 */
export function ExpansionExpandAllExample() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set(['card']));

  const setPanel = (id: string, expanded: boolean) => {
    const next = new Set(open);
    if (expanded) next.add(id);
    else next.delete(id);
    setOpen(next);
  };

  return (
    <div className="expansion-expand-all">
      <div className="expansion-expand-all-actions">
        <Button
          variant="outlined"
          onClick={() => setOpen(new Set(QUESTIONS.map((entry) => entry.id)))}
        >
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => setOpen(new Set())}>
          Collapse all
        </Button>
      </div>
      <Accordion multi>
        {QUESTIONS.map((entry) => (
          <ExpansionPanel
            key={entry.id}
            header={entry.question}
            expanded={open.has(entry.id)}
            onExpandedChange={(expanded) => setPanel(entry.id, expanded)}
          >
            <p>{entry.answer}</p>
          </ExpansionPanel>
        ))}
      </Accordion>
    </div>
  );
}
