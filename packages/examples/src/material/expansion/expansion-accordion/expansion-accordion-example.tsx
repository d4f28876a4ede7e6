import {Button} from '@material-react/material/button';
import {Accordion, ExpansionPanel, ExpansionPanelActions} from '@material-react/material/expansion';
import {useId, useState} from 'react';
import './expansion-accordion-example.css';

/** @title Accordion with steps */
export function ExpansionAccordionExample() {
  const [step, setStep] = useState<number | null>(0);
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [date, setDate] = useState('');
  const id = useId();

  const panel = (index: number) => ({
    expanded: step === index,
    onExpandedChange: (open: boolean) =>
      setStep((current) => (open ? index : current === index ? null : current)),
  });

  return (
    <Accordion className="expansion-accordion" togglePosition="before">
      <ExpansionPanel header="Personal data" description={name || 'Your name'} {...panel(0)}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <ExpansionPanelActions>
          <Button variant="filled" onClick={() => setStep(1)}>
            Next
          </Button>
        </ExpansionPanelActions>
      </ExpansionPanel>
      <ExpansionPanel header="Destination" description={city || 'Where to'} {...panel(1)}>
        <label htmlFor={`${id}-city`}>City</label>
        <input id={`${id}-city`} value={city} onChange={(event) => setCity(event.target.value)} />
        <ExpansionPanelActions>
          <Button onClick={() => setStep(0)}>Previous</Button>
          <Button variant="filled" onClick={() => setStep(2)}>
            Next
          </Button>
        </ExpansionPanelActions>
      </ExpansionPanel>
      <ExpansionPanel header="Day of the trip" description={date || 'When'} {...panel(2)}>
        <label htmlFor={`${id}-date`}>Date</label>
        <input
          id={`${id}-date`}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <ExpansionPanelActions>
          <Button onClick={() => setStep(1)}>Previous</Button>
          <Button variant="filled" onClick={() => setStep(null)}>
            End
          </Button>
        </ExpansionPanelActions>
      </ExpansionPanel>
    </Accordion>
  );
}
