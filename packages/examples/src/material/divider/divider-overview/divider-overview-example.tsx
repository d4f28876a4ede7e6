import {Divider} from '@material-react/material/divider';
import './divider-overview-example.css';

/** @title Horizontal and vertical dividers */
export function DividerOverviewExample() {
  return (
    <div className="divider-overview">
      <section>
        <h3>Opening hours</h3>
        <p>Monday to Friday, 9:00 to 18:00.</p>
      </section>
      <Divider />
      <section>
        <h3>Address</h3>
        <p>12 Harbour Street, Portsmouth.</p>
      </section>
      <Divider />
      <div className="divider-overview-row">
        <span>Call us</span>
        <Divider orientation="vertical" />
        <span>Email us</span>
        <Divider orientation="vertical" />
        <span>Visit us</span>
      </div>
    </div>
  );
}
