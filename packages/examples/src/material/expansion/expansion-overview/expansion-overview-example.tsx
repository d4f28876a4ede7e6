import {Button} from '@material-react/material/button';
import {Accordion, ExpansionPanel} from '@material-react/material/expansion';
import {useState} from 'react';
import './expansion-overview-example.css';

/** @title Expansion panels */
export function ExpansionOverviewExample() {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="expansion-overview">
      <Button variant="outlined" onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Collapse' : 'Expand'} the second panel
      </Button>
      <Accordion multi>
        <ExpansionPanel header="Delivery" description="Tomorrow, 8:00 to 12:00" defaultExpanded>
          <p>The courier calls 30 minutes before arriving. Someone must sign for the parcel.</p>
        </ExpansionPanel>
        <ExpansionPanel
          header="Returns"
          description={expanded ? 'Open' : 'Closed'}
          expanded={expanded}
          onExpandedChange={setExpanded}
        >
          <p>Return any item within 30 days in its original packaging, free of charge.</p>
        </ExpansionPanel>
        <ExpansionPanel header="Gift wrapping" description="Not available" disabled>
          <p>Gift wrapping is not available for this order.</p>
        </ExpansionPanel>
      </Accordion>
    </div>
  );
}
