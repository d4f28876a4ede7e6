import {Breakpoints, useBreakpoint} from '@material-react/cdk/layout';
import {useId} from 'react';
import './cdk-layout-responsive-table-example.css';

interface Departure {
  time: string;
  destination: string;
  platform: string;
  status: string;
}

const DEPARTURES: Departure[] = [
  {time: '08:12', destination: 'Utrecht Centraal', platform: '5b', status: 'On time'},
  {time: '08:17', destination: 'Schiphol Airport', platform: '2', status: '4 minutes late'},
  {time: '08:25', destination: 'Rotterdam Centraal', platform: '7a', status: 'On time'},
  {time: '08:31', destination: 'Zwolle', platform: '11', status: 'Cancelled'},
];

/**
 * @title A table that becomes a list on phones
 *
 * `useBreakpoint` tells the component when the window is extra small (below 600px), and it then
 * renders each departure as a list item instead of a table row: the same content, in a shape
 * that fits. Narrow the browser window to see it switch. On the server nothing matches, so the
 * prerendered page holds the table.
 */
export function CdkLayoutResponsiveTableExample() {
  const id = useId();
  const {matches: compact} = useBreakpoint(Breakpoints.XSmall);

  if (compact) {
    return (
      <div className="cdk-layout-responsive-table" data-layout="list">
        <h3 id={`${id}-title`} className="cdk-layout-responsive-table-title">
          Departures
        </h3>
        <ul aria-labelledby={`${id}-title`} className="cdk-layout-responsive-table-list">
          {DEPARTURES.map((departure) => (
            <li key={departure.time}>
              <span className="cdk-layout-responsive-table-main">
                <span className="cdk-layout-responsive-table-time">{departure.time}</span>
                {departure.destination}
              </span>
              <span className="cdk-layout-responsive-table-detail">
                Platform {departure.platform} · {departure.status}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="cdk-layout-responsive-table" data-layout="table">
      <table>
        <caption className="cdk-layout-responsive-table-title">Departures</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Destination</th>
            <th scope="col">Platform</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {DEPARTURES.map((departure) => (
            <tr key={departure.time}>
              <td>{departure.time}</td>
              <th scope="row">{departure.destination}</th>
              <td>{departure.platform}</td>
              <td>{departure.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
