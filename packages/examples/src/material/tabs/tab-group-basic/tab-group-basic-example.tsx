import {Tab, TabGroup} from '@material-react/material/tabs';
import './tab-group-basic-example.css';

/** @title Basic tab group */
export function TabGroupBasicExample() {
  return (
    <TabGroup aria-label="Planets" className="tab-group-basic">
      <Tab label="Mercury">
        <p>The smallest planet and the closest to the Sun. A year there lasts 88 days.</p>
      </Tab>
      <Tab label="Venus">
        <p>The hottest planet: its thick atmosphere traps heat at over 460 °C.</p>
      </Tab>
      <Tab label="Earth">
        <p>The only planet known to have liquid water on its surface, and life.</p>
      </Tab>
      <Tab label="Pluto" disabled>
        <p>No longer counted as a planet since 2006.</p>
      </Tab>
    </TabGroup>
  );
}
