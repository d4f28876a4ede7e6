import {Button} from '@material-react/material/button';
import {Card, CardActions, CardContent, CardHeader} from '@material-react/material/card';
import './card-overview-example.css';

/** @title Raised and outlined cards */
export function CardOverviewExample() {
  return (
    <div className="card-overview">
      <Card>
        <CardHeader title="Weekly report" subtitle="Raised card" />
        <CardContent>
          <p>Sales are up 12% on last week, mostly from the new spring range.</p>
        </CardContent>
        <CardActions>
          <Button>Open report</Button>
        </CardActions>
      </Card>
      <Card appearance="outlined">
        <CardHeader title="Team meeting" subtitle="Outlined card" />
        <CardContent>
          <p>Thursday at 10:00 in the large meeting room.</p>
        </CardContent>
        <CardActions align="end">
          <Button>Decline</Button>
          <Button variant="filled">Accept</Button>
        </CardActions>
      </Card>
    </div>
  );
}
